"""`armybuilder show`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.arguments.shared import event_option

SUMMARY = "Print a roster as a player reads it."

EXAMPLES = """examples:
  armybuilder show my-army.yaml
  armybuilder show my-army.yaml --format markdown   # to paste in a forum post or a chat
  armybuilder show my-army.yaml --event drill-hall.yaml   # as the organiser will judge it"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE", help="a roster file")
    parser.add_argument(
        "--format",
        choices=["text", "markdown"],
        default="text",
        help="text for the terminal (default), or Markdown to share the list",
    )
    event_option(parser)
