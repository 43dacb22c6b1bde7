"""What a pack and `event accept` make of the lock: each player's entry, history and pending lists,
and which locked lists a list at the table is.

A pack makes a player's newest list before the deadline their entry and records the lists that
came after it as pending; only `event accept` makes a pending list an entry. Two lists are the
same army when their canonical contents are (and their SHA-256), never because their
fingerprints are: a fingerprint is 48 bits, and different armies sharing one can be found. A list
an older lock kept without its links is compared without links.
"""

import datetime
import difflib
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from armybuilder.engine.compare import owner, player_key, same_player
from armybuilder.engine.custody import Arrival, Decided, Held
from armybuilder.engine.fingerprint import (
    as_fingerprint,
    differences,
    fingerprint,
    same_contents,
    without_links,
)
from armybuilder.schema.lock import Happened, Lock, LockedEvent, LockedList, Player, Waiting
from armybuilder.suggest import closest


@dataclass(frozen=True)
class Taken:
    """A list of a run that takes part, as the lock keeps it, with who sent it."""

    player: str | None
    address: str
    """The address it was sent from; '' for a list handed over as a file."""
    list: LockedList


def held(lock: Lock | None) -> dict[str, Held]:
    """Each locked player's entry, by player key, as the custody decision needs it."""
    out: dict[str, Held] = {}
    for player in lock.players if lock is not None else ():
        entry = player.entry
        if entry is not None:
            out[key_of(player)] = Held(
                entry.fingerprint,
                entry.valid,
                entry.received,
                entry.sha256,
                entry.contents,
                _replaced(player.history),
                entry.canonical_sha256,
            )
    return out


def _replaced(history: Sequence[Happened]) -> bool:
    """Whether the entry replaced an earlier one (its status is then `updated`)."""
    return any(happened.kind == "list" for happened in history)


def locked_players(lock: Lock) -> int:
    """How many players the lock holds to an entry: a withdrawn player's entry is kept, but holds
    no one, and a player whose only lists wait for `event accept` has none yet."""
    return sum(player.entry is not None and player.status != "withdrawn" for player in lock.players)


def _listed(player: Player) -> LockedList | None:
    """The list a player is known by: their entry, else the newest list waiting."""
    return player.entry or (player.pending[-1] if player.pending else None)


def name_of(player: Player) -> str:
    """How the organiser names a player: their name, else where their list came from."""
    one = _listed(player)
    return owner(player.name, one.label if one is not None else f"player {player.id}")


def key_of(player: Player) -> str:
    """The player key of a place: its name, else where its list came from (file and part)."""
    one = _listed(player)
    if player.name or one is not None:
        return player_key(player.name, one.label if one is not None else "")
    return f"player {player.id}"


def after_run(
    lock: Lock | None, event: LockedEvent, locked_at: str, sent: Sequence[Taken | None], decided: Decided
) -> Lock:
    """The lock after a run: entries made on time, pending lists, withdrawn players; entries
    received after the deadline wait in `pending` for `event accept`. A player once in the lock
    stays in it, so their id is never given to another."""
    before = {key_of(player): player for player in lock.players} if lock is not None else {}
    runs: dict[str, list[Taken]] = {}
    for one in sent:
        if one is not None:
            runs.setdefault(player_key(one.player, one.list.label), []).append(one)
    ids = _ids(lock)
    players = []
    for key in [*before, *(key for key in runs if key not in before)]:
        player = before.get(key)
        entry, history = (player.entry, list(player.history)) if player is not None else (None, [])
        name = player.name if player is not None else None
        n = decided.entries.get(key)
        if n is not None:
            new = sent[n]
            assert new is not None
            name = new.player
            if entry is None or not same_list(entry, new.list):
                if entry is not None:
                    history.append(_was_entry(entry, "replaced by a newer list received before the deadline"))
                entry = new.list
        late = decided.pending.get(key)
        waiting = []
        if late is not None:
            one = sent[late]
            assert one is not None, "a pending list is one that was sent"
            name = name if entry is not None else one.player
            waiting = [Waiting.model_validate({**one.list.model_dump(), "status": decided.waits[late]})]
        if player is None and entry is None and not waiting:
            continue  # a tie of two lists, neither of them an entry: nothing to hold
        status = None if entry is None else "withdrawn" if key in decided.withdrawn else _status(history)
        players.append(
            Player.model_validate(
                {
                    "id": player.id if player is not None else next(ids),
                    "name": name,
                    "addresses": _addresses(player, runs.get(key, [])),
                    "status": status,
                    "entry": entry,
                    "history": history,
                    "pending": waiting,
                }
            )
        )
    return Lock(event=event, locked_at=locked_at, players=players)


def same_list(entry: LockedList, one: LockedList) -> bool:
    """Whether a list sent again is the entry: the same army, from the same bytes."""
    return entry.sha256 == one.sha256 and same_contents(
        entry.contents, entry.canonical_sha256, one.contents, one.canonical_sha256 or ""
    )


def _ids(lock: Lock | None) -> Iterator[str]:
    """Player ids after every one the lock has given: `p1`, `p2`..."""
    taken = [player.id for player in lock.players] if lock is not None else []
    last = max((int(id[1:]) for id in taken if id[:1] == "p" and id[1:].isdigit()), default=0)
    return (f"p{n}" for n in itertools.count(last + 1))


def _addresses(player: Player | None, lists: Sequence[Taken]) -> list[str]:
    """The addresses a player sent lists from, the lock's first, each once (in any case)."""
    known = list(player.addresses) if player is not None else []
    seen = {address.casefold() for address in known}
    for one in lists:
        if one.address and one.address.casefold() not in seen:
            seen.add(one.address.casefold())
            known.append(one.address)
    return known


def _was_entry(entry: LockedList, note: str) -> Happened:
    """An entry, replaced, as the player's history keeps it."""
    return Happened(
        kind="list",
        at=entry.received,
        label=entry.label,
        file=entry.file,
        part=entry.part,
        fingerprint=entry.fingerprint,
        canonical_sha256=entry.canonical_sha256,
        valid=entry.valid,
        note=note,
    )


def _status(history: list[Happened]) -> str:
    return "updated" if _replaced(history) else "locked"


@dataclass(frozen=True)
class Accepted:
    player: str
    before: LockedList | None
    after: Waiting

    def changes(self) -> list[str]:
        """What differs from the entry it replaced, in the words `verify` uses; without links where
        an older lock kept the entry without them."""
        if self.before is None:
            return []
        army = self.after.contents
        return differences(
            self.before.contents, army if self.before.canonical_sha256 is not None else without_links(army)
        )


class UnknownPlayer(Exception):
    def __init__(self, player: str, closest: list[str]) -> None:
        super().__init__(player)
        self.player = player
        self.closest = closest


def accept(
    lock: Lock, players: Iterable[str], at: datetime.datetime, *, every: bool = False
) -> tuple[Lock, list[Accepted]]:
    """The lock with the pending list of each of `players` (or of every player) made their entry,
    `at` the time of the organiser's decision, which their history records."""
    wanted = {same_player(p) for p in players}
    known = {same_player(name_of(player)): player for player in lock.players}
    for name in players:
        if same_player(name) not in known:
            raise UnknownPlayer(name, closest(name, [name_of(player) for player in lock.players]))
    accepted: list[Accepted] = []
    places = []
    for player in lock.players:
        chosen = every or same_player(name_of(player)) in wanted
        if not chosen or not player.pending:
            places.append(player)
            continue
        entry, newest = player.entry, player.pending[-1]
        history = list(player.history)
        if entry is not None:
            history.append(_was_entry(entry, "replaced by a list accepted after the deadline"))
        history.append(
            Happened(
                kind="accepted",
                at=at,
                label=newest.label,
                file=newest.file,
                part=newest.part,
                fingerprint=newest.fingerprint,
                canonical_sha256=newest.canonical_sha256,
                valid=newest.valid,
                note=f"accepted after the deadline ({newest.status})",
            )
        )
        accepted.append(Accepted(name_of(player), entry, newest))
        made = LockedList(**newest.model_dump(exclude={"status"}))
        places.append(
            player.model_copy(
                update={"entry": made, "history": history, "pending": [], "status": _status(history)}
            )
        )
    return lock.model_copy(update={"players": places}), accepted


# At the table ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Replacement:
    """The list that replaced an earlier entry: what it is called and its fingerprint."""

    name: str
    fingerprint: str


@dataclass(frozen=True)
class Known:
    """A list the lock knows, as `verify` finds it: a player's entry, an earlier entry (the lock
    keeps only its hash) and what `replaced_by` it, or a list waiting for `event accept`."""

    player: Player
    army: str | None
    """The army's name; None for an earlier entry."""
    label: str
    contents: dict[str, Any] | None
    """None for an earlier entry."""
    canonical_sha256: str | None
    """None for a list an older lock kept without its links."""
    fingerprint: str
    valid: bool
    status: str
    pending: bool = False
    withdrawn: bool = False
    replaced_by: Replacement | None = None
    sha256: str = ""
    """Of the bytes read; '' for an earlier entry."""

    @property
    def who(self) -> str:
        return name_of(self.player)

    @property
    def without_links(self) -> bool:
        """Whether the lock kept this list without its links (a format-1 or format-2 lock)."""
        return self.canonical_sha256 is None

    def same_army(self, army: dict[str, Any], sha256: str) -> bool:
        return same_contents(self.contents, self.canonical_sha256, army, sha256)


def known_lists(lock: Lock) -> list[Known]:
    """Every list the lock knows, entries, earlier entries and lists waiting alike, as `verify`
    matches them; an earlier entry of the entry's own army is the entry, named once. Each
    fingerprint is worked out from what is kept of the list (a stored one is never trusted)."""
    known = []
    for player in lock.players:
        entry = player.entry
        if entry is not None:
            known.append(
                _known(player, entry, player.status or "locked", withdrawn=player.status == "withdrawn")
            )
        earlier = [happened for happened in player.history if happened.kind == "list"]
        later = [*(Replacement(h.label, h.fingerprint or "") for h in earlier[1:])]
        if entry is not None:
            later.append(Replacement(entry.army, _fingerprint(entry)))
        for old, new in zip(earlier, later, strict=False):
            digest = old.canonical_sha256
            if digest is None or old.valid is None:
                continue  # an older lock's, kept without its links: nothing to match it by
            if entry is not None and digest == entry.canonical_sha256:
                continue
            known.append(
                Known(
                    player,
                    None,
                    old.label,
                    None,
                    digest,
                    as_fingerprint(digest),
                    old.valid,
                    "superseded",
                    replaced_by=new,
                )
            )
        known += [_known(player, one, one.status, pending=True) for one in player.pending]
    return known


def _fingerprint(one: LockedList) -> str:
    digest = one.canonical_sha256
    return as_fingerprint(digest) if digest is not None else fingerprint(one.contents)


def _known(
    player: Player, one: LockedList, status: str, *, pending: bool = False, withdrawn: bool = False
) -> Known:
    return Known(
        player,
        one.army,
        one.label,
        one.contents,
        one.canonical_sha256,
        _fingerprint(one),
        one.valid,
        status,
        pending=pending,
        withdrawn=withdrawn,
        sha256=one.sha256,
    )


@dataclass(frozen=True)
class Matched:
    """What the lock holds of a list at the table: its `found` lists (the same army, of the list's
    player where it names one), every list of the `same_army`, and the `candidates` the nearest
    entry is looked for among."""

    found: list[Known]
    same_army: list[Known]
    candidates: list[Known]


def matched(known: list[Known], player: str | None, army: dict[str, Any], sha256: str) -> Matched:
    """A list naming a player is that player's list or none: a list swapped between players must
    not pass at the table because its army was locked by someone else. Matched by contents."""
    own = [k for k in known if player and key_of(k.player) == player_key(player, "")]
    candidates = own if player else known
    same = [k for k in known if k.same_army(army, sha256)]
    return Matched([k for k in same if k in candidates], same, candidates)


def looked_up(known: list[Known], fingerprint: str) -> list[Known]:
    """The lists a fingerprint names: a look-up, never a match (48 bits prove nothing)."""
    return [k for k in known if k.fingerprint == fingerprint]


def cleared(found: list[Known]) -> bool:
    """Whether a match clears the list for the table: only an entry that was VALID when locked, of
    a player who has not withdrawn, does; a list waiting for the organiser, or one an entry
    replaced, does not.

    One army locked by two players may be VALID for one and not the other (a limit written
    otherwise); each is named with its verdict, and the judge knows who is at the table.
    """
    return any(k.valid and not k.pending and not k.withdrawn and k.replaced_by is None for k in found)


def nearest_lists(
    candidates: list[Known], army: dict[str, Any], player: str | None
) -> list[tuple[Known, list[str]]]:
    """The locked entries nearest the list's army, each with what differs; among as near armies,
    the player whose name is nearest the list's ("G. Patel" is Gita Patel, however many share it).
    Several where they tie (a list naming no player, as near two players' lists): none is chosen
    on a guess. Empty where there is no entry to compare."""
    entries = [k for k in candidates if k.contents is not None and not k.pending]
    name = same_player(player or "")

    def likeness(known: Known) -> float:
        return difflib.SequenceMatcher(None, name, same_player(known.player.name or "")).ratio()

    def changed(known: Known) -> list[str]:
        assert known.contents is not None
        return differences(known.contents, without_links(army) if known.without_links else army)

    scored = [(len(found), -likeness(known), found, known) for known in entries for found in [changed(known)]]
    if not scored:
        return []
    best = min((size, like) for size, like, _, _ in scored)
    return [(known, found) for size, like, found, known in scored if (size, like) == best]


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
    otherwise now (the catalog or the event changed); the lock keeps the first. An entry that a
    list accepted by `--relock` replaces is no longer the player's."""
    return [
        (owner(one.list.player, one.file), before[key].valid, one.valid)
        for key, n in decided.entries.items()
        if (one := arrivals[n]) is not None
        and not (decided.relock and key in decided.pending)
        and key in before
        and before[key].sha256 == one.sha256
        and before[key].valid != one.valid
    ]
