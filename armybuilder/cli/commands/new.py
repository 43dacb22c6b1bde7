"""`armybuilder new`: a starter roster holding the system's required core."""

import argparse
import sys
from pathlib import Path

from armybuilder.cli.options import army_name

NAME = "new"

SUMMARY = "Start a roster holding a system's required core."

EXAMPLES = """examples:
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" -o wessex.yaml
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" --player "A. Player" -o wessex.yaml
  armybuilder new --system tank-attack          (prints the roster instead)"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, metavar="ID", help="the game system's catalog id")
    parser.add_argument(
        "--name", type=army_name, default="New army", help="the army's name (default: New army)"
    )
    parser.add_argument(
        "--player", type=army_name, metavar="NAME", help="your name, as an event's organiser will see it"
    )
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here instead of printing")
    parser.add_argument("--force", action="store_true", help="replace FILE if it exists")


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.loading import loaded
    from armybuilder.engine import evaluate
    from armybuilder.engine.words import totals as words_totals
    from armybuilder.files.opening import output_path
    from armybuilder.files.rosters import dump_roster, starter
    from armybuilder.files.saving import save_roster
    from armybuilder.terminal import printable

    loaded()
    catalogs = catalog_set(args)
    catalog = system_catalog(catalogs, args.system)
    roster = starter(catalog, args.name)
    if args.player:
        roster = roster.model_copy(update={"player": args.player})
    if args.output is None:
        sys.stdout.write(dump_roster(roster))
        return 0
    save_roster(roster, output_path(args.output, force=args.force, what="yaml"))
    report = evaluate(roster, catalog)
    totals = words_totals(report.measures)
    print(
        printable(
            f"Wrote {args.output}: {roster.name}, {catalog.name} {catalog.version}"
            + (f", {totals}" if totals else "")
        )
    )
    print(printable(f"Add units to it, then run: armybuilder check {args.output}"))
    return 0
