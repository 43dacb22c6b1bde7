"""What several commands share: finding catalogs, the event `--event` names, and what is said
while another command writes `lock.json`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.errors import UsageError
from armybuilder.files import locking
from armybuilder.files.catalogs import CatalogSet, UnknownSystem
from armybuilder.files.places import catalog_path, own_catalogs
from armybuilder.schema.catalog import Catalog
from armybuilder.terminal import printable

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event


def waiting_for(lock_file: Path) -> Callable[[], None]:
    """What to do while another command writes `lock_file`: say so on stderr."""

    def waiting() -> None:
        print(
            printable(
                f"waiting for {lock_file}: another armybuilder command is writing it "
                f"(for at most {locking.WAIT:g} s)"
            ),
            file=sys.stderr,
        )

    return waiting


def catalog_set(args: argparse.Namespace) -> CatalogSet:
    """The catalogs on the search path; under an event without the player's own, as the
    organiser's catalogs (shipped, `ARMYBUILDER_CATALOGS`, `--catalogs`) judge there."""
    player = getattr(args, "event", None) is None
    return CatalogSet(catalog_path(args.catalogs or [], player=player), note=_note, own=own_catalogs())


def _note(message: str) -> None:
    print(printable(message), file=sys.stderr)


def event_of(args: argparse.Namespace, catalogs: CatalogSet) -> Event | None:
    """The event `--event` names, checked against its catalog; None without `--event`."""
    path = getattr(args, "event", None)
    if path is None:
        return None
    from armybuilder.events.event_file import load_event

    event = load_event(path, catalogs)
    if getattr(args, "limit", None) is not None and event.limit is not None:
        raise UsageError(
            f"{path} sets the limit ({event.limit:g}); leave out --limit, or the event's `limit:`"
        )
    return event


def system_catalog(catalogs: CatalogSet, system: str) -> Catalog:
    """The catalog a command line names; a usage error listing the known ones if there is none."""
    try:
        return catalogs.get(system)
    except UnknownSystem as unknown:
        raise UsageError(unknown.message) from None
