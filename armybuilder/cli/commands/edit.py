"""`armybuilder edit`: the terminal UI. Textual is imported only here, so other commands stay quick."""

import argparse
import os
from pathlib import Path

from armybuilder.cli.options import army_name, event_option
from armybuilder.errors import UsageError
from armybuilder.present.keys import KEY_OF, press

NAME = "edit"

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


def run(args: argparse.Namespace) -> int:
    from armybuilder import cli

    browser = in_browser()
    if not browser and not cli.at_terminal():
        raise UsageError(
            "the editor needs a terminal or a browser (`armybuilder serve`); "
            "`armybuilder check` and `show` work without either"
        )
    # The collector stays off until the first frame (`cli.main` turned it off): the app turns it back on.
    from dataclasses import replace

    from armybuilder.cli.common import catalog_set, event_of, system_catalog
    from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile
    from armybuilder.tui.services import Services

    catalogs = catalog_set(args)
    event = event_of(args, catalogs)
    file, system = getattr(args, "file", None), getattr(args, "system", None)
    start: NewRoster | OpenFile | None = None
    if system:
        system_catalog(catalogs, system)
        if file is not None and file.exists():
            raise UsageError(f"{file} exists; open it with `armybuilder edit {file}`")
        start = NewRoster(system, args.name, file)
    elif file is not None:
        if not file.exists():
            raise UsageError(f"{file} does not exist; to start a new roster there add --system ID")
        start = OpenFile(file)
    services = Services.default(catalogs, browser=browser)
    services = replace(services, event=event, own_types_off=own_types_off(event is not None, browser, args))
    ArmyBuilder(services, start).run()
    return 0


def own_types_off(event: bool, browser: bool, args: argparse.Namespace) -> str:
    """Why this editor may not make or change element types ('' where it may)."""
    if event:
        return (
            "Under an event the organiser's catalogs judge: your own element types are not used, "
            "and cannot be made or changed here."
        )
    if browser and not getattr(args, "element_types", False):
        return (
            "This server does not let its tabs change element types, which change costs in every tab. "
            "Whoever runs it may allow that with `armybuilder serve --element-types`."
        )
    return ""


def in_browser() -> bool:
    """Whether textual-serve runs the editor for a browser: on pipes, with Textual's web driver.

    There, files stay inside the working folder and go to the player as downloads.
    """
    return os.environ.get("TEXTUAL_DRIVER", "").startswith("textual.drivers.web_driver:")
