"""`armybuilder new`: a starter roster holding the system's required core."""

import argparse
import sys

from armybuilder.checking.rosters import dump_roster, save_roster, starter
from armybuilder.cli.common import catalog_set, system_catalog
from armybuilder.engine import evaluate
from armybuilder.files.opening import output_path
from armybuilder.terminal import printable
from armybuilder.words import totals as words_totals


def run(args: argparse.Namespace) -> int:
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
