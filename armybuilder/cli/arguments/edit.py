"""`armybuilder edit`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.arguments.shared import army_name, event_option
from armybuilder.present.keys import KEY_OF, press

SUMMARY = "Build and edit a roster in the terminal, checked as you go."

EXAMPLES = f"""examples:
  armybuilder                                  start screen: a new roster, a file, or a recent one
  armybuilder edit wessex.yaml                 edit a roster file
  armybuilder edit --system tank-attack        start a new Tank Attack roster
  armybuilder edit --system tank-attack --name "3rd Wessex Rifles" wessex.yaml
                                               a new roster that saves to wessex.yaml
  armybuilder edit wessex.yaml --event drill-hall.yaml
                                               build under an event: its options are fixed

{press("help")} in the editor for every key; {KEY_OF["save"]} saves (the old file is kept as .bak); \
{KEY_OF["new_element_type"]} makes an
element type of your own and {KEY_OF["edit_element_type"]} changes one (saved in your own catalogs, which every command
reads; under --event they are not used and cannot be made)"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", nargs="?", type=Path, metavar="FILE", help="a roster file")
    parser.add_argument("--system", metavar="ID", help="start a new roster for this game system")
    parser.add_argument(
        "--name", type=army_name, default="New army", help="the new roster's name (default: New army)"
    )
    event_option(parser)
    # Given by `serve --element-types` to each tab's editor; a terminal's editor allows them anyway.
    parser.add_argument("--element-types", action="store_true", help=argparse.SUPPRESS)
