"""`armybuilder verify`: its summary, examples and arguments."""

import argparse
from pathlib import Path

SUMMARY = "Say whose locked list a roster or fingerprint is, at the table."

EXAMPLES = """examples:
  armybuilder verify pack/lock.json table-7.yaml
  armybuilder verify pack/lock.json 00b2-fc39-5699

A roster is checked under the lock's event first: one the event rejects matches nothing. For a
roster that matches no locked list, it names the closest one and what differs. A fingerprint
may be written in any case, with spaces or dashes of any kind, or none.
exit status: 0 every roster or fingerprint matches a list that was VALID when locked,
  1 otherwise, 2 usage error"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock `event pack` wrote")
    parser.add_argument(
        "items", nargs="+", metavar="ROSTER|FINGERPRINT", help="roster files, or fingerprints as printed"
    )
    parser.add_argument(
        "--event",
        type=Path,
        metavar="EVENT.yaml",
        help="judge under this event file, after checking that the lock is this event's",
    )
