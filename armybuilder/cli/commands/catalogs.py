"""`armybuilder catalogs [ID]`: the systems on the search path, or what one system offers;
`armybuilder catalogs import PATH... -o DIR`: BattleScribe data made into catalogs."""

import argparse
import sys
from pathlib import Path

NAME = "catalogs"

SUMMARY = "List the game systems found, describe one, or import BattleScribe data."

EXAMPLES = """examples:
  armybuilder catalogs                 list the systems on the search path
  armybuilder catalogs tank-attack     element types, formations and options of one system
  armybuilder catalogs import data/*.gst data/*.cat -o mine
                                       a BattleScribe game system and its catalogues as
                                       catalogs in mine/ (then --catalogs mine, or
                                       ARMYBUILDER_CATALOGS=mine)

search path, later folders overriding earlier ones: the shipped catalogs, the user data
folder's catalogs/, the folders in ARMYBUILDER_CATALOGS, then --catalogs"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("system", nargs="?", metavar="ID", help="describe this system (or `import`)")
    parser.add_argument(
        "paths",
        nargs="*",
        type=Path,
        metavar="PATH",
        help="with `import`: the game system (.gst/.gstz) and its catalogues (.cat/.catz)",
    )
    parser.add_argument(
        "-o", "--output", type=Path, metavar="DIR", help="with `import`: the folder to write the catalogs in"
    )


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.catalog_text import describe
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.style import Style
    from armybuilder.cli.table import table
    from armybuilder.errors import InputError
    from armybuilder.files.catalogs import printable_catalog
    from armybuilder.terminal import printable, printable_copy

    if args.system == "import" or args.paths or args.output:
        return _import(args)
    loaded()
    catalogs = catalog_set(args)
    style = Style(sys.stdout)
    if args.system:
        catalog = system_catalog(catalogs, args.system)
        print("\n".join(describe(printable_catalog(catalog), style)))
        return 0
    rows, broken = [], []
    for system, found in zip(catalogs.ids(), catalogs, strict=True):
        if isinstance(found, InputError):
            broken.append(found)
            rows.append(
                [
                    system,
                    style("cannot be used (see below)", "red"),
                    "",
                    "",
                    printable(str(catalogs.file(system))),
                ]
            )
            continue
        rows.append(
            printable_copy(
                [
                    found.id,
                    found.name,
                    found.version,
                    str(found.revision),
                    f"{found.source.title} ({found.source.seed})",
                ]
            )
        )
    if not rows:
        print(printable("No catalogs found. Searched: " + ", ".join(str(f) for f in catalogs.folders)))
        return 1
    print("\n".join(table(["Id", "Name", "Version", "Revision", "Source"], rows, style, right=[3])))
    for error in broken:
        print(
            f"\n{style('error', 'red', 'bold')} [{error.code}] " + "\n".join(error.lines()), file=sys.stderr
        )
    return 1 if broken else 0


def _import(args: argparse.Namespace) -> int:
    from armybuilder.battlescribe.importer import import_into
    from armybuilder.errors import UsageError
    from armybuilder.present.battlescribe import import_lines
    from armybuilder.terminal import printable

    if args.system != "import":
        raise UsageError("files and -o go with `armybuilder catalogs import PATH... -o DIR`")
    if not args.paths or args.output is None:
        raise UsageError(
            "give the BattleScribe files and the folder: `armybuilder catalogs import PATH... -o DIR`"
        )
    report = import_into(args.paths, args.output)
    print("\n".join(printable(line) for line in import_lines(report)))
    return 0 if report.clean else 1
