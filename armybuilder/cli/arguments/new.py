"""`armybuilder new`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.arguments.shared import army_name

SUMMARY = "Start a roster holding a system's required core."

EXAMPLES = """examples:
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" -o wessex.yaml
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" --player "A. Player" -o wessex.yaml
  armybuilder new --system tank-attack          (prints the roster instead)"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, metavar="ID", help="the game system's catalog id")
    parser.add_argument(
        "--name", type=army_name, default="New army", help="the army's name (default: New army)"
    )
    parser.add_argument(
        "--player", type=army_name, metavar="NAME", help="your name, as an event's organiser will see it"
    )
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here instead of printing")
    parser.add_argument("--force", action="store_true", help="replace FILE if it exists")
