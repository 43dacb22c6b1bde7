"""`armybuilder pdf`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.arguments.shared import event_option

SUMMARY = "Print a roster: its sheet, reference cards and a basing template."

EXAMPLES = """examples:
  armybuilder pdf wessex.yaml -o wessex.pdf
  armybuilder pdf wessex.yaml -o cards.pdf --only cards --template letter
  armybuilder pdf wessex.yaml -o bases.pdf --only basing   (print at 100 %, "actual size")
  armybuilder pdf wessex.yaml -o wessex.pdf --template my-layout.yaml
  armybuilder pdf wessex.yaml -o wessex.pdf --event drill-hall.yaml   the sheet as judged at the event

The sheet shows the verdict, every error, the units, totals, tracks and assumptions; an invalid
roster prints too. Templates: a4 (default), letter, or your own file (copy templates/a4.yaml).
SOURCE_DATE_EPOCH fixes the printed date and makes the file reproducible."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="ROSTER", help="a roster file")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    parser.add_argument(
        "--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")
    parser.add_argument(
        "--only",
        action="append",
        choices=["roster", "cards", "basing"],
        help="print only this part (repeat for more); default all three",
    )
    event_option(parser)
