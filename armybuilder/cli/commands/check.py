"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice.

The reader of a batch's roster files (`checking.readahead`) starts first, and needs no more than
the YAML reader, so the files are read while the engine loads.
"""

import argparse
import math
import sys
from pathlib import Path

from armybuilder.cli.options import event_option, players_option, whole

NAME = "check"

SUMMARY = "Check rosters against their game system's rules."

EXAMPLES = """examples:
  armybuilder check my-army.yaml
  armybuilder check lists/*.yaml --format json > report.json
  armybuilder check lists/ --limit 40
  armybuilder check inbox/ --event drill-hall.yaml --format csv > summary.csv
  armybuilder check inbox/ --event drill-hall.yaml --players players.yaml
  armybuilder check my-army.yaml --fix   # mend misspelt ids with one close match; keeps a .bak

Folders are searched to the bottom for lists: rosters, lists written as text (.txt, .md) and
saved e-mail (.eml, mbox); every file that gives none is named on stderr with the reason.
Across one run, the same player twice and one army sent by two players are reported (errors
under an event, warnings without one).

exit status: 0 every roster valid, 1 any roster not valid, 2 usage error"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files", nargs="+", type=Path, metavar="FILE", help="roster files, or folders of them"
    )
    parser.add_argument(
        "--format", choices=["text", "json", "csv"], default="text", help="output format (default text)"
    )
    parser.add_argument("--limit", type=_positive, metavar="N", help="check against this limit instead")
    event_option(parser)
    players_option(parser)
    parser.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        metavar="N",
        help="check N files at a time (default: one per free CPU for 100 files or more)",
    )
    parser.add_argument(
        "--fix",
        action="store_true",
        help="first mend what is unambiguous (a misspelt id with one close match), keeping the file as "
        "it was in FILE.bak; a later --fix keeps that one too and uses FILE.bak.1, FILE.bak.2...",
    )


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError("the limit must be a number more than 0")
    return int(value) if value.is_integer() else value


MAX_JOBS = 64
"""Workers `check --jobs` may start; more only wait on each other (and on open-file limits)."""


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.readahead import ReadAhead, worth_reading

    with ReadAhead(worth_reading(args.files, fixing=args.fix)) as ahead:
        from contextlib import suppress
        from functools import partial

        from armybuilder.checking.batch import Batch, build_validators
        from armybuilder.checking.inbox import inbox
        from armybuilder.checking.verdicts import verdicts
        from armybuilder.cli.common import catalog_set, event_of
        from armybuilder.cli.formatters import write_verdicts
        from armybuilder.cli.loading import loaded
        from armybuilder.cli.progress import Progress
        from armybuilder.cli.style import Style
        from armybuilder.errors import InputError, UsageError
        from armybuilder.files.catalogs import UnknownSystem
        from armybuilder.present.checked import shown
        from armybuilder.terminal import printable

        loaded()
        stored = None
        if any(path.suffix == ".sqlite" for path in args.files):  # the web page's store of hand-ins
            from armybuilder.events.stored import with_stores

            found, stored = with_stores(args.files)
        else:
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
        if args.players is not None and event is None:
            raise UsageError("--players is a register of an event's players: give --event EVENT.yaml too")
        register = stored if event is not None else None
        if args.players is not None:
            from armybuilder.events.register import load_register

            register = [*(stored or ()), *load_register(args.players)]
        if args.fix:
            from armybuilder.cli.formatters import write_fixes
            from armybuilder.editing.fixing import fix_file

            for file in dict.fromkeys(sent.file for sent in files if not sent.part):
                write_fixes(file, fix_file(file, catalogs), out if args.format == "text" else sys.stderr)
        # While the reader still reads: the catalogs of the lists it has read, which every worker
        # forked inherits (each loaded them again), and the validators any list checked needs.
        for system in ahead.systems():
            with suppress(UnknownSystem, InputError):  # said for each list that names it, as ever
                catalogs.get(system)
        build_validators(catalogs)
        # No output of `check` shows a list's `assumed:` notes: its reports are made without them.
        kept = partial(shown, args.format, Style(out))
        batch = Batch(catalogs, args.limit, event, kept, ahead.take(), assumed=False)
        checked = verdicts(files, batch, args.jobs, Progress(len(files)), register)
    write_verdicts(args.format, checked, out)
    return 0 if all(verdict.valid for verdict in checked) else 1
