"""`armybuilder import FILE|-`: a list written as text (a forum post, an e-mail, the Markdown of
`show`) made into a roster file."""

import argparse
import sys


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.imported import imported, list_name
    from armybuilder.checking.rosters import dump_roster, save_roster
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.formatters import read_back
    from armybuilder.files.opening import output_path
    from armybuilder.terminal import json_safe, printable
    from armybuilder.words import counted

    catalogs = catalog_set(args)
    if args.system is not None:
        system_catalog(catalogs, args.system)  # an unknown id is a usage error, with the known ones
    output = output_path(args.output, force=args.force, what="yaml") if args.output else None
    made = imported(args.file, catalogs, args.system)
    report_to = sys.stderr if output is None else sys.stdout  # never into the roster printed
    for line in read_back(made.said, list_name(args.file)):
        print(printable(line), file=report_to)
    roster, catalog, report = made.roster, made.catalog, made.report
    if output is None:
        # Every string holding a bidi override or other invisible character is double-quoted,
        # where its `\u` escape is the same text.
        sys.stdout.write(json_safe(dump_roster(roster)))
    else:
        save_roster(roster, output, keep_layout=False)  # a new roster: nothing of the old file is kept
        print(
            printable(
                f"Wrote {args.output}: {roster.name}, {catalog.name} {catalog.version}, "
                f"{counted(sum(line.count for line in report.lines), 'element')}, fingerprint {report.fingerprint}"
            )
        )
    if report.errors:
        problems = counted(len(report.errors), "problem")
        how = (
            f"run `armybuilder check {args.output}`"
            if output
            else "`armybuilder check` on the roster lists them"
        )
        print(printable(f"{problems} to mend: {how}"), file=report_to)
    return 0
