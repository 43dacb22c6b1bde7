"""Lists handed in on the event's web page: the use cases `event serve` offers, over the store
(`events.store`). A list is read and judged by the one road (`checking.checked.check_sent`), as
a part of a message from the player's registered address, received at the server's time and
labelled `web:ID`; its status is the chain of custody's (`events.custody`), decided over that
player's hand-ins and the lock, as `event pack` decides it. Locking is `event pack` itself, with
the store as an inbox source, into `DIR/pack`, against the event's custody beside the store,
`DIR/lock.json`; accepting and withdrawing are `event accept` and `event withdraw` on that lock."""

from __future__ import annotations

import csv
import datetime
import io
import re
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from armybuilder.checking.checked import Checked, check_sent
from armybuilder.checking.compared import taking_part
from armybuilder.engine.identity import Registered, address_key
from armybuilder.engine.naming import name_of
from armybuilder.errors import UsageError
from armybuilder.events.custody import custody
from armybuilder.events.event_file import load_event
from armybuilder.events.lock_file import in_current_form, read_lock
from armybuilder.events.store import (
    ORGANISER_TOKEN,
    STORE,
    Store,
    StoredList,
    StoredPlayer,
    own_files,
)
from armybuilder.events.stored import web_sent
from armybuilder.files.catalogs import CatalogSet
from armybuilder.intake.sent import WEB
from armybuilder.present.handin import (
    address_taken,
    cannot_hand_in,
    nothing_handed_in,
    player_refused,
    too_many_hand_ins,
    too_many_rows,
    unreadable_rows,
)
from armybuilder.printing.source_date import current_time
from armybuilder.schema.event import Event
from armybuilder.schema.lock import PENDING, Lock

ENTRY = ("locked", "updated")
"""Statuses of a list that is its player's entry."""
PACK = "pack"
"""The folder of `DIR` the pack's outputs and the lock are written in."""
MAX_NAME = 200
"""Characters of a player's name, and of an address."""
MAX_PLAYERS_AT_ONCE = 2000
"""Rows of one pasted CSV of players."""
MAX_HAND_INS = 100
MAX_HANDED_IN = 1024 * 1024
"""Lists, and bytes of lists, one player may hand in: each hand-in decides their custody over
all of theirs, checked at once, so these bound its work and memory, and the disk one fills."""
KEPT_CHECKS = 1000
KEPT_BYTES = 4 * 1024 * 1024
"""Checks of lists handed in kept in memory, the newest, and the bytes of their lists: a
player's custody looks at their earlier ones. A check holds up to some fifty times its list's
bytes (a 256 KB list of 20,000 lines, 12 MB), so these keep it to some 200 MB at most."""


class HandInRefused(UsageError):
    """A list that cannot be handed in (it could not be read, or is for another game); nothing was kept."""


@dataclass
class Served:
    """One event as the server serves it: its file, the store, the catalogs, and the checks of
    the lists already handed in (kept, as a hand-in's custody looks at its player's earlier ones)."""

    event_file: Path
    folder: Path
    store: Store
    catalogs: CatalogSet
    event: Event
    clock: Callable[[], datetime.datetime] = current_time
    checks: OrderedDict[int, tuple[Checked, int]] = field(default_factory=OrderedDict)
    """The newest checks made, with their lists' bytes, at most `KEPT_CHECKS` and `KEPT_BYTES`:
    memory stays bounded however many lists come."""
    kept_bytes: int = 0

    @property
    def pack_folder(self) -> Path:
        return self.folder / PACK

    @property
    def lock_file(self) -> Path:
        return self.folder / "lock.json"

    def lock(self) -> Lock | None:
        if not self.lock_file.exists():
            return None
        return in_current_form(read_lock(self.lock_file), self.catalogs)


def served(event_file: Path, folder: Path, catalogs: CatalogSet, *, serving: bool = True) -> Served:
    """The event in `event_file` served from the store in `folder` (made where there is none)."""
    event = load_event(event_file, catalogs)
    kept = (STORE, f"{STORE}-wal", f"{STORE}-shm", ORGANISER_TOKEN, "lock.json", "lock.json.lock", PACK)
    own_files([folder / name for name in kept])
    store = Store(folder / STORE, serving=serving)
    return Served(event_file, folder, store, catalogs, event)


# Reading and judging a list.


def check_list(
    served: Served, player: StoredPlayer, name: str, data: bytes, at: datetime.datetime | None = None
) -> Checked:
    """The list checked as a hand-in of `player`'s would be (received `at`, else now); nothing is kept."""
    sent = web_sent(served.store.path, player, f"{WEB}check", name, data, at or served.clock())
    return check_sent(sent, served.catalogs, event=served.event)


def as_shown(checked: Checked, name: str) -> Checked:
    """The check as the player sees it: named by the file they uploaded, or `pasted`."""
    return replace(checked, file=Path(name or "pasted"), part="")


def _checked(served: Served, player: StoredPlayer, one: StoredList) -> Checked:
    known = served.checks.get(one.id)
    if known is not None:
        checked = known[0]
    else:
        sent = web_sent(served.store.path, player, one.label, one.name, one.data, one.received)
        checked = check_sent(sent, served.catalogs, event=served.event)
    _keep(served, one.id, checked, len(one.data))
    return checked


def _keep(served: Served, number: int, checked: Checked, size: int) -> None:
    if number in served.checks:
        served.kept_bytes -= served.checks.pop(number)[1]
    served.checks[number] = (checked, size)
    served.kept_bytes += size
    while len(served.checks) > KEPT_CHECKS or served.kept_bytes > KEPT_BYTES:
        served.kept_bytes -= served.checks.popitem(last=False)[1][1]


@dataclass(frozen=True)
class HandedIn:
    kept: StoredList
    checked: Checked
    pending: bool


def hand_in(served: Served, player: StoredPlayer, name: str, data: bytes) -> HandedIn:
    """The list kept with the server's receipt time and its custody status, committed before this
    returns; one that cannot take part (unread, or of another game) is refused, and nothing kept.
    Receipts are to the second, and the chain of custody would take two lists of one player in
    the same second as a tie, neither the newer: the server knows which came last, so a hand-in
    is received at least a second after the player's one before."""
    with served.store.transaction():
        count, size = served.store.handed_in(player.id)
        if count >= MAX_HAND_INS or size + len(data) > MAX_HANDED_IN:
            raise HandInRefused(too_many_hand_ins(MAX_HAND_INS, MAX_HANDED_IN))
        at = served.clock().astimezone(datetime.UTC)
        earlier = served.store.last_received(player.id)
        if earlier is not None and at <= earlier:
            at = earlier + datetime.timedelta(seconds=1)
        checked = check_list(served, player, name, data, at)
        if not taking_part(checked.report, served.event):
            raise HandInRefused(cannot_hand_in())
        report = checked.report
        assert report is not None  # taking part
        kept = served.store.hand_in(
            player.id, at, name, data, report.name, report.fingerprint, report.valid, ""
        )
        checked = replace(checked, part=kept.label)
        _keep(served, kept.id, checked, len(data))
        status = _statuses(served, player)[-1]
    return HandedIn(replace(kept, status=status), checked, status in PENDING or status == "withdrawn")


def _statuses(served: Served, player: StoredPlayer) -> list[str]:
    """The status of each of the player's hand-ins, as the chain of custody decides them over all
    their hand-ins and the lock, by the register's address, as `event pack` would; kept, with the
    newest one's as the player's."""
    lists = served.store.lists_of(player.id)
    checks = [_checked(served, player, one) for one in lists]
    register = [Registered(player.name, (player.email,))]
    run = custody(served.event, served.event_file, checks, served.lock(), relock=False, register=register)
    served.store.set_list_statuses({one.id: status for one, status in zip(lists, run.status, strict=True)})
    served.store.set_status({player.id: run.status[-1]})
    return run.status


# The register.


class BadPlayer(UsageError):
    """A player the organiser gave that cannot be added: no name, no address, or one already given."""


def add_player(served: Served, name: str, email: str) -> tuple[StoredPlayer, str]:
    """A player added to the register, with the token of their link."""
    from armybuilder.intake.message import deliverable

    name, email = " ".join(name.split()), email.strip()
    refused = player_refused(name, email, deliverable(email) is not None, MAX_NAME)
    if refused:
        raise BadPlayer(refused)
    known = served.store.player_with_email(email)
    if known is not None:
        raise BadPlayer(address_taken(email, known.name))
    return served.store.add_player(name, email, served.clock())


def players_from_csv(text: str) -> list[tuple[str, str]]:
    """(name, email) of each row of a pasted CSV; a header row naming the columns is skipped."""
    try:
        rows = [row for row in csv.reader(io.StringIO(text)) if any(cell.strip() for cell in row)]
    except csv.Error as error:  # a NUL, say: named, never a failure of the server
        raise BadPlayer(unreadable_rows(str(error))) from None
    if rows and [cell.strip().lower() for cell in rows[0][:2]] in (["name", "email"], ["name", "e-mail"]):
        rows = rows[1:]
    if len(rows) > MAX_PLAYERS_AT_ONCE:
        raise BadPlayer(too_many_rows(len(rows), MAX_PLAYERS_AT_ONCE))
    return [(row[0], row[1] if len(row) > 1 else "") for row in rows]


def register_yaml(served: Served) -> str:
    """The register as `PLAYERS.yaml`, for `event pack --players`."""
    import yaml

    players = [{"name": p.name, "email": p.email} for p in served.store.players()]
    return yaml.safe_dump({"players": players}, allow_unicode=True, sort_keys=False)


def register_csv(served: Served) -> str:
    out = io.StringIO()
    out.write("\ufeff")  # a spreadsheet then reads it as UTF-8
    writer = csv.writer(out)
    writer.writerow(["name", "email"])
    for player in served.store.players():
        writer.writerow([_cell(player.name), _cell(player.email)])
    return out.getvalue()


def _cell(text: str) -> str:
    """A cell a spreadsheet shows as text, never runs as a formula."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


# Custody: the pack, accept and withdraw, on the lock beside the store (DIR/lock.json).


def lock_event(served: Served) -> Path:
    """`event pack EVENT.yaml DIR/event.sqlite -o DIR/pack`: the lock and the pack's outputs."""
    from armybuilder.events.pack import NothingToPack, pack

    class Quiet:
        total = 0

        def step(self) -> None:
            pass

        def done(self) -> None:
            pass

    last = served.store.last_list()
    try:
        pack(
            served.event_file,
            [served.store.path],
            served.pack_folder,
            served.catalogs,
            relock=False,
            force=False,
            template=None,
            progress=lambda _: Quiet(),
            waiting=lambda: None,
        )
    except NothingToPack:
        raise UsageError(nothing_handed_in()) from None
    served.store.packed(last, served.clock())
    refresh_statuses(served)
    return served.pack_folder


def refresh_statuses(served: Served) -> None:
    """Each player's status, and each of their hand-ins', as the lock now has them (the players
    by their address, the hand-ins by their labels): an accepted list is the entry, and the one
    it replaced superseded."""
    lock = served.lock()
    if lock is None:
        return
    by_address = {address_key(a): player for player in lock.players for a in player.addresses}
    players: dict[int, str] = {}
    lists: dict[int, str] = {}
    for stored in served.store.players():
        player = by_address.get(address_key(stored.email))
        if player is None:
            continue
        # A player whose only list waits has no status of their own: the list's says what waits.
        players[stored.id] = player.status or (player.pending[-1].status if player.pending else "")
        entry = _hand_in(player.entry.label) if player.entry is not None else None
        for one in served.store.lists_of(stored.id):
            if one.id == entry:
                lists[one.id] = player.status or ""
            elif one.status in ENTRY:
                lists[one.id] = "superseded"
        for waiting in player.pending:
            if (number := _hand_in(waiting.label)) is not None:
                lists[number] = waiting.status
    served.store.set_status(players)
    served.store.set_list_statuses(lists)


_LABEL = re.compile(rf"\({WEB}(\d+)\)$")


def _hand_in(label: str) -> int | None:
    """The number of the hand-in a lock's label names (`DIR/event.sqlite (web:12)`); None for another list."""
    found = _LABEL.search(label)
    return int(found.group(1)) if found else None


def current_lock(served: Served) -> None:
    """The lock made anew where there is none, or lists came since: what the organiser accepts,
    withdraws or publishes is what the page shows."""
    if not served.lock_file.exists() or served.store.since_pack() != 0:
        lock_event(served)


def accept(served: Served, players: Sequence[str]) -> list[str]:
    """The list waiting of each player named (an id of the lock, an address or a name) made their entry."""
    from armybuilder.events.accept import accept_lists

    current_lock(served)
    done = accept_lists(served.lock_file, players, every=False, waiting=lambda: None)
    refresh_statuses(served)
    return [one.player for one in done.accepted]


def withdraw(served: Served, players: Sequence[str], *, undo: bool = False) -> list[str]:
    """Each player named withdrawn (or taken back), recorded in the lock."""
    from armybuilder.events.withdraw import withdraw_players

    current_lock(served)
    done = withdraw_players(served.lock_file, players, undo=undo, waiting=lambda: None)
    refresh_statuses(served)
    return [name_of(one.player) for one in done if one.done]


def publish_page(served: Served) -> Path:
    """The page of every entry, `DIR/pack/lists.html`, as `event publish` writes it."""
    from armybuilder.events.publish import publish

    current_lock(served)
    page = served.pack_folder / "lists.html"
    publish(served.lock_file, page, served.catalogs, form="html")
    return page


def published(served: Served) -> Path | None:
    page = served.pack_folder / "lists.html"
    return page if page.exists() else None
