"""`armybuilder edit`: the terminal UI. Textual is imported only here, so other commands stay quick."""

import argparse
import gc
import os
from dataclasses import replace

from armybuilder import cli
from armybuilder.cli.common import catalog_set, event_of, system_catalog
from armybuilder.errors import UsageError


def run(args: argparse.Namespace) -> int:
    browser = in_browser()
    if not browser and not cli.at_terminal():
        raise UsageError(
            "the editor needs a terminal or a browser (`armybuilder serve`); "
            "`armybuilder check` and `show` work without either"
        )
    gc.disable()  # until the first frame, as in `cli.main`: the app turns it back on
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
