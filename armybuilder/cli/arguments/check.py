"""`armybuilder check`: its summary, examples and arguments."""

import argparse
import math
from pathlib import Path

from armybuilder.cli.arguments.shared import event_option, whole

SUMMARY = "Check rosters against their game system's rules."

EXAMPLES = """examples:
  armybuilder check my-army.yaml
  armybuilder check lists/*.yaml --format json > report.json
  armybuilder check lists/ --limit 40
  armybuilder check inbox/ --event drill-hall.yaml --format csv > summary.csv
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
    parser.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        metavar="N",
        help="check N files at a time (default: one per CPU for 100 files or more)",
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
