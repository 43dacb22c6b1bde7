"""The event page's store as an inbox source, beside mailed lists and files: each hand-in a list
from its player's registered address, received at the server's time, labelled `web:ID`; and the
store's register. `event pack`, `check --event` and the page's own checks read it so."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from pathlib import Path

from armybuilder.checking.inbox import Inbox, inbox
from armybuilder.engine.identity import Registered
from armybuilder.events.store import NotAStore, Store, StoredPlayer, store_paths
from armybuilder.intake.received import Received
from armybuilder.intake.sent import Sent
from armybuilder.present.handin import stored_unsound

MAX_LIST = 256 * 1024
"""Bytes of one list, pasted or uploaded: a long list is a few kilobytes."""
MAX_TEXT = 64 * 1024
"""Characters of any other text a store holds (an uploaded file's name, say), read from a store given."""


def with_stores(paths: Sequence[Path]) -> tuple[Inbox, list[Registered] | None]:
    """The inbox of `paths`, a store among them giving its hand-ins (each a list from its
    player's registered address) and its register (None where no store is given)."""
    stores, others = store_paths(paths)
    found = inbox(others)
    register: list[Registered] | None = None
    for store in stores:
        lists, registered = stored_lists(store)
        found.lists.extend(lists)
        register = [*(register or ()), *registered]
    return found, register


def stored_lists(path: Path) -> tuple[list[Sent], list[Registered]]:
    """Every hand-in of the store at `path` as an inbox's list, and its register."""
    store = Store(path, reading=True)
    try:
        unsound = store.unsound(MAX_LIST, MAX_TEXT)
        if unsound:
            raise NotAStore(stored_unsound(str(path), unsound, MAX_LIST, MAX_TEXT))
        players = {player.id: player for player in store.players()}
        lists = [
            web_sent(path, players[one.player], one.label, one.name, one.data, one.received)
            for one in store.all_lists()
        ]
        register = [Registered(player.name, (player.email,)) for player in players.values()]
    finally:
        store.close()
    return lists, register


def web_sent(
    store: Path, player: StoredPlayer, label: str, name: str, data: bytes, at: datetime.datetime
) -> Sent:
    """A hand-in as an inbox's list: a part from the player's registered address (so no name it
    gives moves it to another player), received at the server's time."""
    from armybuilder.intake.message import Sender  # the e-mail package: only where there are hand-ins

    return Sent(
        store,
        Received(at, "Received"),
        part=label,
        name=name,
        data=data,
        sender=Sender(player.name, player.email),
        within="handed in on the event's page",
        linked=True,
    )
