"""`armybuilder verify LOCK.json ROSTER|QR-TEXT|FINGERPRINT...`: each argument's answer at the
table, as `events.verify` gives it, printed as it comes."""

import argparse
from pathlib import Path

NAME = "verify"

SUMMARY = "Say whose locked list a roster or a sheet's QR code is, at the table; look up a fingerprint."

EXAMPLES = """examples:
  armybuilder verify pack/lock.json table-7.yaml
  armybuilder verify pack/lock.json - < scanned.txt          # the text of a sheet's QR code
  armybuilder verify pack/lock.json 00b2-fc39-5699           # a look-up: prints the locked list

A roster (or a QR code's text, given as it is or on stdin as -) is checked under the lock's event
first: one the event rejects matches nothing. It matches the player's locked list only where its
contents are the same (units, counts, options, bases, links), never because its fingerprint is;
otherwise it names the closest list and what differs. A fingerprint, written in any case with
spaces or dashes of any kind, or none, is only looked up: it prints the lists it names, for the
judge to compare with the sheet.
exit status: 0 every roster or QR code matches a list that was VALID when locked, 1 any does not,
  3 all matched but a fingerprint was only looked up, 2 usage error"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock `event pack` wrote")
    parser.add_argument(
        "items",
        nargs="+",
        metavar="ROSTER|QR-TEXT|FINGERPRINT",
        help="roster files, a QR code's text (or - for stdin), or fingerprints as printed",
    )
    parser.add_argument(
        "--event",
        type=Path,
        metavar="EVENT.yaml",
        help="judge under this event file, after checking that the lock is this event's",
    )


def run(args: argparse.Namespace) -> int:
    import sys

    from armybuilder.cli.common import catalog_set
    from armybuilder.cli.loading import loaded
    from armybuilder.events.verify import at_table, outcome, partial_note, verify
    from armybuilder.terminal import printable

    loaded()
    table = at_table(args.lock, catalog_set(args), args.event)
    if table.partial:
        print(printable(partial_note(args.lock)))
    answers = []
    for item in args.items:
        answer = verify(table, item, sys.stdin.buffer.read)
        for line in answer.lines:
            print(printable(line))
        answers.append(answer)
    return outcome(answers)
