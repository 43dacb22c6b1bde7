"""`armybuilder reference`: its summary, examples and arguments."""

import argparse
from pathlib import Path

SUMMARY = "Print a system's quick-reference tables."

EXAMPLES = """examples:
  armybuilder reference tank-attack -o tank-attack.pdf
  armybuilder reference tank-attack --roster wessex.yaml -o wessex-reference.pdf
  armybuilder reference tank-attack -o reference.pdf --template letter

With --roster, only the table rows that apply to the roster's element types are printed."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("system", metavar="SYSTEM", help="the game system's catalog id")
    parser.add_argument("--roster", type=Path, metavar="ROSTER", help="only the rows for this roster")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    parser.add_argument(
        "--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")
