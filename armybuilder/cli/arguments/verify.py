"""`armybuilder verify`: its summary, examples and arguments."""

import argparse
from pathlib import Path

SUMMARY = "Say whose locked list a roster or fingerprint is, at the table."

EXAMPLES = """examples:
  armybuilder verify pack/lock.json table-7.yaml
  armybuilder verify pack/lock.json 00b2-fc39-5699

For a roster that matches no locked list, it names the closest one and what differs.
exit status: 0 every roster or fingerprint matches a locked list, 1 otherwise, 2 usage error"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock `event pack` wrote")
    parser.add_argument(
        "items", nargs="+", metavar="ROSTER|FINGERPRINT", help="roster files, or fingerprints as printed"
    )
