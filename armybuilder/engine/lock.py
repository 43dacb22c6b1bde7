"""What a pack and `event accept` make of the lock: entries, their history and the pending lists.

A pack makes a player's newest list before the deadline their entry and records the lists that
came after it as pending; only `event accept` makes a pending list an entry.
"""

import datetime
import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from armybuilder.engine.compare import owner, player_key, same_player, source_label
from armybuilder.engine.custody import Arrival, Decided, Held
from armybuilder.engine.fingerprint import differences
from armybuilder.schema.lock import Lock, LockedEvent, LockedList, SentList, placed
from armybuilder.suggest import closest


def held(lock: Lock | None) -> dict[str, Held]:
    """Each locked player's entry, by player key, as the custody decision needs it."""
    out: dict[str, Held] = {}
    for place in lock.lists if lock is not None else ():
        entry = place.entry
        if entry is not None:
            out[key_of(place)] = Held(
                entry.fingerprint,
                entry.valid,
                entry.received,
                entry.sha256,
                entry.contents,
                bool(place.history),
            )
    return out


def locked_players(lock: Lock) -> int:
    """How many players the lock holds to an entry: a withdrawn player's entry is kept, but holds
    no one, and a player whose only lists wait for `event accept` has none yet."""
    return sum(place.entry is not None and place.status != "withdrawn" for place in lock.lists)


def name_of(place: LockedList) -> str:
    """How the organiser names a place: its player, else where its list came from (file and part;
    for a place with no entry yet, where its waiting list came from)."""
    if place.file is None and place.pending:
        return name_of_list(place.pending[-1])
    return owner(place.player, source_label(place.file or "", place.part))


def name_of_list(one: SentList) -> str:
    """How the organiser names the player of one list, as `name_of` names their place."""
    return owner(one.player, source_label(one.file, one.part))


def key_of(place: LockedList | SentList) -> str:
    """The player key of a place or list: its player, else where it came from (file and part;
    for a place with no entry yet, where its waiting list came from)."""
    if isinstance(place, LockedList) and place.file is None and place.pending:
        return key_of(place.pending[-1])
    return player_key(place.player, source_label(place.file or "", place.part))


def after_run(
    lock: Lock | None, event: LockedEvent, locked_at: str, sent: Sequence[SentList | None], decided: Decided
) -> Lock:
    """The lock after a run: entries made on time, pending lists, withdrawn players; entries
    received after the deadline wait in `pending` for `event accept`."""
    before = {key_of(place): place for place in lock.lists} if lock is not None else {}
    keys = list(before)
    for one in sent:
        if one is not None and key_of(one) not in before and key_of(one) not in keys:
            keys.append(key_of(one))
    places = []
    for key in keys:
        place = before.get(key)
        entry, history = (place.entry, list(place.history)) if place is not None else (None, [])
        n = decided.entries.get(key)
        if n is not None:
            new = sent[n]
            assert new is not None
            if entry is None or (entry.fingerprint, entry.sha256) != (new.fingerprint, new.sha256):
                if entry is not None:
                    history.append(entry.model_copy(update={"status": "superseded"}))
                entry = new
        late = decided.pending.get(key)
        waiting = [] if late is None else [_with_status(sent[late], decided.status[late])]
        if entry is None and not waiting:
            continue  # a tie of two lists, neither of them an entry: nothing to hold
        status = None if entry is None else "withdrawn" if key in decided.withdrawn else _status(history)
        player = entry.player if entry is not None else waiting[0].player
        places.append(placed(entry, player, history=history, pending=waiting, status=status))
    return Lock(event=event, locked_at=locked_at, lists=places)


def _with_status(one: SentList | None, status: str) -> SentList:
    assert one is not None, "a pending list is one that was sent"
    return one.model_copy(update={"status": status})


def _status(history: list[SentList]) -> str:
    return "updated" if history else "locked"


@dataclass(frozen=True)
class Accepted:
    player: str
    before: SentList | None
    after: SentList

    def changes(self) -> list[str]:
        """What differs from the entry it replaced, in the words `verify` uses."""
        if self.before is None:
            return []
        return differences(self.before.contents, self.after.contents)


class UnknownPlayer(Exception):
    def __init__(self, player: str, closest: list[str]) -> None:
        super().__init__(player)
        self.player = player
        self.closest = closest


def accept(lock: Lock, players: Iterable[str], *, every: bool = False) -> tuple[Lock, list[Accepted]]:
    """The lock with the pending list of each of `players` (or of every player) made their entry."""
    wanted = {same_player(p) for p in players}
    known = {same_player(name_of(place)): place for place in lock.lists}
    for name in players:
        if same_player(name) not in known:
            raise UnknownPlayer(name, closest(name, [name_of(place) for place in lock.lists]))
    accepted: list[Accepted] = []
    places = []
    for place in lock.lists:
        chosen = every or same_player(name_of(place)) in wanted
        if not chosen or not place.pending:
            places.append(place)
            continue
        entry, newest = place.entry, place.pending[-1]
        history = [*place.history, entry.model_copy(update={"status": "superseded"})] if entry else []
        accepted.append(Accepted(name_of_list(newest), entry, newest))
        places.append(placed(newest, newest.player, history=history, pending=[], status=_status(history)))
    return lock.model_copy(update={"lists": places}), accepted


@dataclass(frozen=True)
class Known:
    """A list the lock knows: a player's entry, an earlier entry and the list that `replaced_by` it,
    or a list waiting for `event accept`."""

    list: SentList
    pending: bool
    withdrawn: bool
    replaced_by: SentList | None = None


def known_lists(lock: Lock) -> list[Known]:
    """Every list the lock knows, entries, earlier entries and lists waiting alike, as `verify`
    matches them; an earlier entry of the entry's own army is the entry, named once."""
    known = []
    for place in lock.lists:
        entry = place.entry
        if entry is not None:
            known.append(Known(entry, False, place.status == "withdrawn"))
            later = [*place.history, entry][1:]
            known += [
                Known(old, False, False, replaced_by=new)
                for old, new in zip(place.history, later, strict=True)
                if old.fingerprint != entry.fingerprint
            ]
        known += [Known(waiting, True, False) for waiting in place.pending]
    return known


@dataclass(frozen=True)
class Matched:
    """What the lock holds of a roster at the table: its `found` lists (same army, and the
    roster's player where it names one), every list of the `same_army`, and the `candidates` a
    near miss is looked for among."""

    found: list[Known]
    same_army: list[Known]
    candidates: list[Known]


def matched(known: list[Known], player: str | None, fingerprint: str) -> Matched:
    """A roster naming a player is that player's list or none: a list swapped between players
    must not pass at the table because its army was locked by someone else."""
    own = [k for k in known if player and player_key(k.list.player, k.list.file) == player_key(player, "")]
    candidates = own if player else known
    same_army = [k for k in known if k.list.fingerprint == fingerprint]
    return Matched([k for k in same_army if k in candidates], same_army, candidates)


def cleared(found: list[Known]) -> bool:
    """Whether a match clears the list for the table: only an entry that was VALID when locked, of
    a player who has not withdrawn, does; a list waiting for the organiser, or one an entry
    replaced, does not.

    One army locked by two players may be VALID for one and not the other (a limit written
    otherwise); each is named with its verdict, and the judge knows who is at the table.
    """
    return any(k.list.valid and not k.pending and not k.withdrawn and k.replaced_by is None for k in found)


def nearest_list(
    candidates: list[Known], army: dict[str, Any], player: str | None
) -> tuple[Known, list[str]] | None:
    """The locked list nearest the roster's army, and what differs; among as near armies, the
    player whose name is nearest the roster's ("G. Patel" is Gita Patel, however many share it)."""
    if not candidates:
        return None
    name = same_player(player or "")

    def likeness(known: Known) -> float:
        return difflib.SequenceMatcher(None, name, same_player(known.list.player or "")).ratio()

    scored = [(differences(known.list.contents, army), known) for known in candidates]
    changed, known = min(scored, key=lambda pair: (len(pair[0]), -likeness(pair[1])))
    return known, changed


def lock_times(
    deadline: datetime.datetime | None,
    locked_at: str | None,
    now: datetime.datetime,
    arrivals: Sequence[Arrival | None],
) -> tuple[str, datetime.datetime]:
    """When the lock was made (kept from a lock that exists, else this run) and the deadline lists
    are judged against. Without a deadline the first pack's time is the deadline, and it locks
    every list it is given: one whose clock ran ahead is not late to it."""
    first = (
        now if deadline is not None else max([now, *(one.received for one in arrivals if one is not None)])
    )
    when = locked_at if locked_at is not None else first.isoformat()
    return when, deadline or datetime.datetime.fromisoformat(when)


def judged_again(
    before: Mapping[str, Held], decided: Decided, arrivals: Sequence[Arrival | None]
) -> list[tuple[str, bool, bool]]:
    """(player, verdict when locked, verdict now) of each entry whose same file is judged
    otherwise now (the catalog or the event changed); the lock keeps the first."""
    return [
        (owner(one.list.player, one.file), before[key].valid, one.valid)
        for key, n in decided.entries.items()
        if (one := arrivals[n]) is not None
        and key in before
        and before[key].sha256 == one.sha256
        and before[key].valid != one.valid
    ]
