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
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from armybuilder.engine.compare import owner, player_key, same_player
from armybuilder.engine.custody import Arrival, Decided, Held
from armybuilder.engine.fingerprint import (
    Names,
    as_fingerprint,
    canonical_sha256,
    differences,
    fingerprint,
    in_current_form,
    same_contents,
    without_links,
)
from armybuilder.engine.identity import Identity, Locked, address_key, fresh_ids
from armybuilder.engine.naming import name_of, player_named
from armybuilder.schema.lock import (
    Happened,
    Happening,
    Lock,
    LockedEvent,
    LockedList,
    Player,
    Unassigned,
    Waiting,
)


@dataclass(frozen=True)
class Taken:
    """A list of a run that takes part, as the lock keeps it, with who sent it."""

    player: str | None
    address: str
    """The address it was sent from; '' for a list handed over as a file."""
    list: LockedList


def held(lock: Lock | None) -> dict[str, Held]:
    """Each locked player's entry, by player id, as the custody decision needs it."""
    out: dict[str, Held] = {}
    for player in lock.players if lock is not None else ():
        entry = player.entry
        if entry is not None:
            out[player.id] = Held(
                entry.fingerprint,
                entry.valid,
                entry.received,
                entry.sha256,
                entry.contents,
                _replaced(player.history),
                entry.canonical_sha256,
            )
    return out


def replaced_before(lock: Lock | None) -> set[str]:
    """The players, by id, with no entry now but one replaced before (two entries that tied when
    the register joined their players): their next entry is `updated`, as the lock's status says."""
    players = lock.players if lock is not None else ()
    return {player.id for player in players if player.entry is None and _replaced(player.history)}


LockedListT = TypeVar("LockedListT", bound=LockedList)


def in_current_contents(lock: Lock, names: Names) -> Lock:
    """The lock with the contents of every list it keeps in today's form (`in_current_form`), so a
    list is compared with what an older lock kept as with what this one would: each list whose
    contents that changes gets its hash and fingerprint worked out again. A list kept without its
    links (formats 1 and 2) stays so; an earlier entry, kept by its hash alone, as it was."""

    def current(one: LockedListT) -> LockedListT:
        contents = in_current_form(one.contents, names)
        if contents == one.contents:
            return one
        digest = canonical_sha256(contents) if one.canonical_sha256 is not None else None
        return one.model_copy(
            update={"contents": contents, "canonical_sha256": digest, "fingerprint": fingerprint(contents)}
        )

    players = [
        player.model_copy(
            update={
                "entry": current(player.entry) if player.entry is not None else None,
                "pending": [current(one) for one in player.pending],
            }
        )
        for player in lock.players
    ]
    return lock.model_copy(
        update={"players": players, "unassigned": [current(one) for one in lock.unassigned]}
    )


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


def key_of(player: Player) -> str:
    """The player key of a place: its name, else where its list came from (file and part)."""
    one = _listed(player)
    if player.name or one is not None:
        return player_key(player.name, one.label if one is not None else "")
    return f"player {player.id}"


def after_run(
    lock: Lock | None,
    event: LockedEvent,
    locked_at: str,
    sent: Sequence[Taken | None],
    decided: Decided,
    identity: Identity,
) -> Lock:
    """The lock after a run: entries made on time, pending lists, lists no player can be named
    for yet (`unassigned`); entries received after the deadline wait in `pending` for `event
    accept`. A player once in the lock stays in it, so their id is never given to another."""
    before = {player.id: player for player in lock.players} if lock is not None else {}
    runs: dict[str, list[Taken]] = {}
    standing: dict[str, list[Taken]] = {}
    for one, id, said in zip(sent, identity.players, decided.status, strict=True):
        if one is not None and id is not None:
            runs.setdefault(id, []).append(one)
            if said in ("locked", "updated"):
                standing.setdefault(id, []).append(one)
    players = []
    for id in [*before, *(id for id in runs if id not in before)]:
        player = before.get(id)
        entry, history = (player.entry, list(player.history)) if player is not None else (None, [])
        name = player.name if player is not None else None
        n = decided.entries.get(id)
        if n is not None:
            new = sent[n]
            assert new is not None
            name = new.player
            if entry is None or not same_list(entry, new.list):
                if entry is not None:
                    history.append(_was_entry(entry, "replaced by a newer list received before the deadline"))
                entry = new.list
        late = decided.pending.get(id)
        waiting = []
        if late is not None:
            one = sent[late]
            assert one is not None, "a pending list is one that was sent"
            name = name if entry is not None else one.player
            waiting = [Waiting.model_validate({**one.list.model_dump(), "status": decided.waits[late]})]
        if player is None and entry is None and not waiting:
            continue  # a tie of two lists, neither of them an entry: nothing to hold
        # The name their newest list that stands gives (the entry's, or the same army sent again):
        # a player renamed in their file is renamed, their id kept.
        named = [kept for kept in standing.get(id, []) if kept.player]
        if named:
            name = max(named, key=lambda kept: _received_order(kept.list)).player
        withdrawn = player is not None and player.status == "withdrawn"
        status = "withdrawn" if withdrawn else None if entry is None else _status(history)
        players.append(
            Player.model_validate(
                {
                    "id": id,
                    "name": identity.names.get(id, name),
                    "addresses": _addresses(player, identity.addresses.get(id, []), runs.get(id, [])),
                    "status": status,
                    "entry": entry,
                    "history": history,
                    "pending": waiting,
                }
            )
        )
    unassigned = []
    for n, code in identity.held.items():
        one = sent[n]
        assert one is not None, "a list held is one that was sent"
        unassigned.append(
            Unassigned.model_validate(
                {
                    **one.list.model_dump(),
                    "status": "unassigned",
                    "code": code,
                    "address": one.address or None,
                }
            )
        )
    return Lock(event=event, locked_at=locked_at, players=players, unassigned=unassigned)


def found_again(lock: Lock | None) -> tuple[list[Locked], list[str]]:
    """The lock's players as a run finds them again (`engine.identity`): those who hold a list,
    an entry, one waiting or one it replaced, with the labels of the lists the lock holds of
    theirs; and every id the lock has given, which no new player takes."""
    if lock is None:
        return [], []
    found = [
        Locked(
            player.id,
            player.name,
            tuple(player.addresses),
            player.entry.label if player.entry is not None else None,
            (*(one.label for one in player.pending), *(happened.label for happened in player.history)),
        )
        for player in lock.players
        # One whose entries tied when the register joined them holds their lists in the history.
        if player.entry is not None or player.pending or _replaced(player.history)
    ]
    return found, [player.id for player in lock.players]


def moved(lock: Lock, moves: Mapping[str, str], at: datetime.datetime) -> Lock:
    """The lock with the entry of each player in `moves` moved to the player the list it came
    from now belongs to (the register joined two players, or a list's file names its player
    anew): recorded in both players' histories, so no entry is left behind as a ghost."""
    places = {player.id: player for player in lock.players}
    for old, new in moves.items():
        was = places[old]
        entry = was.entry
        if entry is None:
            continue
        places[old] = was.model_copy(
            update={
                "entry": None,
                "status": None,
                "history": [
                    *was.history,
                    _happened("moved", entry, at, f"moved to player {new}, whose list it now is"),
                ],
            }
        )
        to = places.get(new) or Player(id=new, name=was.name)
        history = list(to.history)
        held: LockedList | None = entry
        if to.entry is not None and _tied(to.entry, entry):
            # Received in the same second, and different: neither is the newer, so neither stays
            # the entry (the run says so of both, `event.duplicate-player`), and both are kept.
            history.append(
                _was_entry(to.entry, "no longer the entry: tied with a list received in the same second")
            )
            held = None
        elif to.entry is not None:
            # Two entries for one player: the newer stands, the other is kept as replaced.
            older, entry = sorted((to.entry, entry), key=_received_order)
            held = entry
            history.append(_was_entry(older, "replaced by a newer list when two players' lists became one's"))
        history.append(_happened("moved", entry, at, f"moved from player {old} ({name_of(was)})"))
        status = to.status
        if was.status == "withdrawn" and to.status != "withdrawn":
            # The withdrawal was the person's: joining them to another player takes no one back.
            status = "withdrawn"
            history.append(_happened("withdrawn", entry, at, f"withdrawn as player {old}, now one with them"))
        if held is None and status != "withdrawn":
            status = None
        places[new] = to.model_copy(update={"entry": held, "history": history, "status": status})
    return lock.model_copy(update={"players": list(places.values())})


def _received_order(one: LockedList) -> float:
    return one.received.timestamp() if one.received is not None else 0.0


def _tied(one: LockedList, other: LockedList) -> bool:
    """Whether two lists tie for one player's entry: received in the same second, different armies."""
    return (
        one.received is not None
        and one.received == other.received
        and not same_contents(
            one.contents, one.canonical_sha256, other.contents, other.canonical_sha256 or ""
        )
    )


def _happened(kind: Happening, listed: LockedList, at: datetime.datetime | None, note: str) -> Happened:
    """What befell `listed` at `at`, as the player's history keeps it: the list's facts and a note."""
    return Happened(
        kind=kind,
        at=at,
        label=listed.label,
        file=listed.file,
        part=listed.part,
        fingerprint=listed.fingerprint,
        canonical_sha256=listed.canonical_sha256,
        valid=listed.valid,
        note=note,
    )


def same_list(entry: LockedList, one: LockedList) -> bool:
    """Whether a list sent again is the entry: the same army, from the same bytes."""
    return entry.sha256 == one.sha256 and same_contents(
        entry.contents, entry.canonical_sha256, one.contents, one.canonical_sha256 or ""
    )


def _addresses(player: Player | None, registered: Sequence[str], lists: Sequence[Taken]) -> list[str]:
    """A player's addresses, each once (in any case): the lock's first, then the register's, then
    those they sent lists from."""
    known: list[str] = []
    seen: set[str] = set()
    for address in [
        *(player.addresses if player is not None else ()),
        *registered,
        *(one.address for one in lists),
    ]:
        if address and address_key(address) not in seen:
            seen.add(address_key(address))
            known.append(address)
    return known


def _was_entry(entry: LockedList, note: str) -> Happened:
    """An entry, replaced, as the player's history keeps it."""
    return _happened("list", entry, entry.received, note)


def _status(history: list[Happened]) -> str:
    return "updated" if _replaced(history) else "locked"


@dataclass(frozen=True)
class Accepted:
    id: str
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


def accept(
    lock: Lock, players: Iterable[str], at: datetime.datetime, *, every: bool = False
) -> tuple[Lock, list[Accepted]]:
    """The lock with the pending list of each of `players` (or of every player) made their entry,
    `at` the time of the organiser's decision, which their history records. A player is named
    as `engine.naming` says: UnknownPlayer or AmbiguousPlayer where one is not."""
    wanted = {player_named(lock.players, said).id for said in players}
    for player in lock.players:
        if player.id in wanted and player.status == "withdrawn":
            raise WithdrawnPlayer(player)
    accepted: list[Accepted] = []
    places = []
    for player in lock.players:
        # Accepting takes no one back: a withdrawn player's lists wait for `event withdraw --undo`.
        chosen = (every or player.id in wanted) and player.status != "withdrawn"
        if not chosen or not player.pending:
            places.append(player)
            continue
        entry, newest = player.entry, player.pending[-1]
        history = list(player.history)
        if entry is not None:
            history.append(_was_entry(entry, "replaced by a list accepted after the deadline"))
        history.append(_happened("accepted", newest, at, f"accepted after the deadline ({newest.status})"))
        accepted.append(Accepted(player.id, name_of(player), entry, newest))
        made = LockedList(**newest.model_dump(exclude={"status"}))
        places.append(
            player.model_copy(
                update={"entry": made, "history": history, "pending": [], "status": _status(history)}
            )
        )
    return lock.model_copy(update={"players": places}), accepted


class WithdrawnPlayer(Exception):
    """A player named to `event accept` whom the organiser withdrew: only `--undo` takes them back."""

    def __init__(self, player: Player) -> None:
        super().__init__(player.id)
        self.player = player


@dataclass(frozen=True)
class Withdrawal:
    """What `event withdraw` (or `--undo`) did to a player: `done` False where they already were so."""

    player: Player
    """As the lock holds them after."""
    done: bool


def withdraw(
    lock: Lock, ids: Collection[str], at: datetime.datetime, *, undo: bool = False
) -> tuple[Lock, list[Withdrawal]]:
    """The lock with the players `ids` withdrawn (`at` the organiser's decision, which their
    history records): their entry is kept, and plays no more; or, with `undo`, taken back: the
    newest of their lists received before the deadline is their entry (newest wins), and a list
    after it waits as any list after the deadline does."""
    deadline = lock.event.deadline or datetime.datetime.fromisoformat(lock.locked_at)
    places, done = [], []
    for player in lock.players:
        if player.id not in ids:
            places.append(player)
            continue
        if (player.status == "withdrawn") != undo:
            done.append(Withdrawal(player, False))
            places.append(player)
            continue
        changed = _taken_back(player, deadline, at) if undo else _withdrawn(player, at)
        done.append(Withdrawal(changed, True))
        places.append(changed)
    return lock.model_copy(update={"players": places}), done


def _withdrawn(player: Player, at: datetime.datetime) -> Player:
    entry = player.entry
    happened = _by_organiser("withdrawn", entry, at, "withdrawn by the organiser")
    return player.model_copy(update={"status": "withdrawn", "history": [*player.history, happened]})


def _by_organiser(kind: Happening, entry: LockedList | None, at: datetime.datetime, note: str) -> Happened:
    """A withdrawal or a taking back, with the facts of the entry it left standing, if any."""
    if entry is None:
        return Happened(kind=kind, at=at, label="", note=note)
    return Happened(
        kind=kind,
        at=at,
        label=entry.label,
        fingerprint=entry.fingerprint,
        canonical_sha256=entry.canonical_sha256,
        valid=entry.valid,
        note=note,
    )


def _taken_back(player: Player, deadline: datetime.datetime, at: datetime.datetime) -> Player:
    entry, history = player.entry, list(player.history)
    on_time = [one for one in player.pending if one.received is not None and one.received <= deadline]
    newest = max(on_time, key=_received_order, default=None)
    if newest is not None and (entry is None or _received_order(newest) > _received_order(entry)):
        if entry is not None:
            history.append(
                _was_entry(
                    entry,
                    "replaced, when the player was taken back, by a newer list sent before the deadline",
                )
            )
        entry = LockedList(**newest.model_dump(exclude={"status"}))
    history.append(_by_organiser("reinstated", entry, at, "taken back by the organiser"))
    after = "late" if entry is None else "changed" if entry.valid else "fixed"
    waiting = [one.model_copy(update={"status": after}) for one in player.pending if one not in on_time]
    status = None if entry is None else _status(history)
    return player.model_copy(
        update={"entry": entry, "history": history, "pending": waiting, "status": status}
    )


class UnknownPart(Exception):
    """No list of the lock's `unassigned` is `part`; `waiting` are the labels of those that are."""

    def __init__(self, part: str, waiting: list[str]) -> None:
        super().__init__(part)
        self.part = part
        self.waiting = waiting


@dataclass(frozen=True)
class Assigned:
    """A list no player could be named for, given to the player the organiser named: their entry
    now, or kept in their history where their entry is newer."""

    player: Player
    """As the lock holds them after."""
    list: Unassigned
    entry: bool
    new: bool = False
    """Whether the organiser named a player the lock did not know: one of this list alone."""


def assign(lock: Lock, player_id: str, part: str, at: datetime.datetime) -> tuple[Lock, Assigned]:
    """The lock with the list `part` (its label, or the file it came in where that holds one list
    waiting) given to the player `player_id`, as a pack would judge it theirs: before the deadline
    the newer of it and their entry is the entry; after it, the organiser's naming accepts it.
    UnknownPart where `part` is no one list waiting."""
    found = [one for one in lock.unassigned if part in (one.label, one.file)]
    if len(found) != 1:
        raise UnknownPart(part, [one.label for one in lock.unassigned])
    one = found[0]
    deadline = lock.event.deadline or datetime.datetime.fromisoformat(lock.locked_at)
    places = []
    done: Assigned | None = None
    for player in lock.players:
        if player.id != player_id:
            places.append(player)
            continue
        made = LockedList(**one.model_dump(exclude={"status", "code", "address"}))
        entry, history = player.entry, list(player.history)
        late = one.received is not None and one.received > deadline
        newer = entry is None or late or _received_order(made) > _received_order(entry)
        if newer:
            if entry is not None:
                history.append(_was_entry(entry, "replaced by a list the organiser named this player for"))
            entry = made
        else:
            history.append(_was_entry(made, "named this player's by the organiser; older than the entry"))
        history.append(_happened("accepted", made, at, f"named this player's by the organiser ({one.code})"))
        updated = player.model_copy(
            update={
                "entry": entry,
                "history": history,
                "addresses": _addresses(player, [one.address or ""], []),
                "status": "withdrawn" if player.status == "withdrawn" else _status(history),
            }
        )
        places.append(updated)
        done = Assigned(updated, one, newer)
    assert done is not None, "the player is one of the lock's"
    unassigned = [other for other in lock.unassigned if other is not one]
    return lock.model_copy(update={"players": places, "unassigned": unassigned}), done


def assign_new(lock: Lock, name: str, part: str, at: datetime.datetime) -> tuple[Lock, Assigned]:
    """As `assign`, to a player the lock does not know yet (a registered player whose first list
    came from an address the register lacks), under an id no player has had."""
    player = Player(id=next(fresh_ids([one.id for one in lock.players])), name=name)
    new, done = assign(lock.model_copy(update={"players": [*lock.players, player]}), player.id, part, at)
    return new, Assigned(done.player, done.list, done.entry, new=True)


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

    def changed(known: Known) -> list[str]:
        assert known.contents is not None
        return differences(known.contents, without_links(army) if known.without_links else army)

    name = same_player(player or "")
    scored = [
        (len(found), -_likeness(name, known), found, known) for known in entries for found in [changed(known)]
    ]
    if not scored:
        return []
    best = min((size, like) for size, like, _, _ in scored)
    return [(known, found) for size, like, found, known in scored if (size, like) == best]


def by_likeness(lists: list[Known], player: str | None) -> list[Known]:
    """The lists, their players' names nearest `player`'s first ("G. Patel" is Gita Patel's),
    else in the lock's order."""
    name = same_player(player or "")
    return sorted(lists, key=lambda known: -_likeness(name, known))


def _likeness(name: str, known: Known) -> float:
    """How like `name` (as `same_player` writes it) the name of the list's player is, from 0 to 1.
    A list naming no one is like no player: two names missing are no evidence of one player."""
    if not name:
        return 0.0
    return difflib.SequenceMatcher(None, name, same_player(known.player.name or "")).ratio()


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
