"""`armybuilder reference SYSTEM -o OUT.pdf`: the system's quick-reference tables."""

import argparse
import sys
from pathlib import Path

NAME = "reference"

SUMMARY = "Print a system's quick-reference tables."

EXAMPLES = """examples:
  armybuilder reference tank-attack -o tank-attack.pdf
  armybuilder reference tank-attack --roster wessex.yaml -o wessex-reference.pdf
  armybuilder reference tank-attack -o reference.pdf --template letter

With --roster, only the table rows that apply to the roster's element types are printed."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("system", metavar="SYSTEM", help="the game system's catalog id")
    parser.add_argument("--roster", type=Path, metavar="ROSTER", help="only the rows for this roster")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    parser.add_argument(
        "--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.checked import check_file
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.printing import output_file, written
    from armybuilder.cli.style import Style
    from armybuilder.errors import UsageError
    from armybuilder.files.templates import load_template
    from armybuilder.pdf import write_reference
    from armybuilder.present.checked import write_checked
    from armybuilder.present.printed import wrote_reference
    from armybuilder.printing.source_date import printing_date
    from armybuilder.terminal import printable

    loaded()
    out = output_file(args.output, force=args.force, keep=args.roster)
    layout = load_template(args.template)
    catalogs = catalog_set(args)
    catalog = system_catalog(catalogs, args.system)
    report = None
    if args.roster is not None:
        checked = check_file(args.roster, catalogs)
        if checked.report is None:
            write_checked(checked, Style(sys.stderr), sys.stderr)
            return 1
        report = checked.report
        if report.system != catalog.id:
            raise UsageError(f"{args.roster} is a {report.system} roster, not {catalog.id}")
    _, reproducible = printing_date()
    pages = written(
        out, lambda: write_reference(catalog, layout, out, report=report, reproducible=reproducible)
    )
    if pages is None:
        return 1
    rules = f"{catalog.name} {catalog.version}"
    print(printable(wrote_reference(str(out), pages, rules, layout.name, report.name if report else None)))
    return 0
