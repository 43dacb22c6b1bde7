"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice.

The reader of a batch's roster files (`checking.readahead`) starts first, and needs no more than
the YAML reader, so the files are read while the engine loads.
"""

import argparse
import sys
from functools import partial

from armybuilder.checking.readahead import ReadAhead, worth_reading


def run(args: argparse.Namespace) -> int:
    with ReadAhead(worth_reading(args.files, fixing=args.fix)) as ahead:
        from armybuilder.checking.batch import Batch
        from armybuilder.checking.verdicts import verdicts
        from armybuilder.cli.common import catalog_set, event_of
        from armybuilder.cli.formatters import shown, write_verdicts
        from armybuilder.cli.inbox import inbox
        from armybuilder.cli.progress import Progress
        from armybuilder.cli.style import Style
        from armybuilder.errors import UsageError
        from armybuilder.terminal import printable

        found = inbox(args.files)
        files, skipped = found.lists, found.skipped
        # What gave no list comes first, each once; then one line for each message that gave lists.
        for skip in skipped:
            print(printable(f"armybuilder check: skipped {skip.source}: {skip.reason}"), file=sys.stderr)
        for given in found.messages:
            print(printable(f"armybuilder check: {given.line}"), file=sys.stderr)
        if not files:
            raise UsageError("no lists to check" + (" (every file found was skipped)" if skipped else ""))
        out = sys.stdout
        catalogs = catalog_set(args)
        event = event_of(args, catalogs)
        if args.fix:
            from armybuilder.cli.formatters import write_fixes
            from armybuilder.editing.fixing import fix_file

            for file in dict.fromkeys(sent.file for sent in files if not sent.part):
                write_fixes(file, fix_file(file, catalogs), out if args.format == "text" else sys.stderr)
        batch = Batch(catalogs, args.limit, event, partial(shown, args.format, Style(out).on), ahead.take())
        checked = verdicts(files, batch, args.jobs, Progress(len(files)))
    write_verdicts(args.format, checked, out)
    return 0 if all(verdict.valid for verdict in checked) else 1
