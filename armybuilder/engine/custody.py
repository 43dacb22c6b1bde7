"""The chain of custody: each list's status, decided by when it was received against the deadline,
never by the day the pack runs. Pure, like the rest of the engine.

On time, a player's newest list becomes their entry (`locked` the first, `updated` when it replaced
one) and the older ones are `superseded`. After the deadline a list waits for the organiser:
`late` without an entry, `changed` (or `fixed`, where the entry was NOT VALID) with one; the
entry's own list stays `locked`. A locked player who sent nothing this time keeps the entry
(`missing`); only the organiser withdraws a player, whose lists are then all `withdrawn`: the
entry stands unplayed, and a later list waits until the organiser takes the player back. Under
`--relock` the organiser accepts every list that would wait, in the same decision, but takes no
withdrawn player back.

Whose each list is comes decided (`engine.identity`): lists are grouped by their player's id,
never by the name they give.
"""

from __future__ import annotations

import datetime
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from armybuilder.engine.compare import SHOWN, Seen, listed, when
from armybuilder.engine.fingerprint import differences, same_contents, without_links
from armybuilder.engine.report import Problem
from armybuilder.engine.where import ROSTER, top

NOT_JUDGED = frozenset({"superseded"})
"""Statuses of a list that is not judged: a newer list of the same player's counts instead."""


@dataclass(frozen=True)
class Arrival:
    """One list of a run that takes part: readable, of the event's system, and its player known."""

    list: Seen
    player: str
    """The id of its player (`engine.identity`)."""
    file: str
    received: datetime.datetime
    valid: bool
    sha256: str


@dataclass(frozen=True)
class Held:
    """What the lock holds of a player's entry, as the decision needs it."""

    fingerprint: str
    valid: bool
    received: datetime.datetime | None
    sha256: str
    contents: dict[str, Any]
    replaced: bool
    """Whether it replaced an earlier entry (its status is then `updated`)."""
    canonical_sha256: str | None
    """Of the contents; None where an older lock kept them without links."""

    def same_army(self, one: Arrival) -> bool:
        """Whether a list of this run is the entry's army: by contents, never by fingerprint."""
        return same_contents(self.contents, self.canonical_sha256, one.list.army, one.list.canonical_sha256)


@dataclass
class Decided:
    """Per list of the run (by index): its status and findings; per player: what the run makes of them."""

    status: list[str]
    found: list[list[Problem]]
    entries: dict[str, int] = field(default_factory=dict)
    """Player id -> the list of this run that is (or stays) their entry."""
    pending: dict[str, int] = field(default_factory=dict)
    """Player id -> the list of this run that waits for `event accept`."""
    waits: dict[int, str] = field(default_factory=dict)
    """Each pending list's status as it waits: `late`, `changed` or `fixed`."""
    missing: list[str] = field(default_factory=list)
    """The players with an entry who sent nothing this time: the entry stands."""
    relock: bool = False
    """Whether every pending list is accepted at once (`--relock`): the statuses and findings are
    then those the lists have once it is, as `event accept --all` leaves them."""


def decide(
    sent: Sequence[Arrival | None],
    held: Mapping[str, Held],
    deadline: datetime.datetime,
    rule: str,
    *,
    relock: bool = False,
    withdrawn: Collection[str] = (),
    replaced: Collection[str] = (),
) -> Decided:
    """Each list's status (empty where it takes no part, or ties) and the findings that say why;
    with `relock`, as they are once every list that would wait is accepted. The players of
    `withdrawn` (by id) keep their entries as they are; those of `replaced`, with no entry now but
    one replaced before, have their next entry `updated`, as the lock then says."""
    decided = Decided(["" for _ in sent], [[] for _ in sent], relock=relock)
    by_player: dict[str, list[int]] = {}
    for n, one in enumerate(sent):
        if one is not None:
            by_player.setdefault(one.player, []).append(n)
    for key, numbers in by_player.items():
        if key in withdrawn:
            _withdrawn(sent, numbers, key, held.get(key), decided, rule)
            continue
        on_time = [n for n in numbers if _received(sent, n) <= deadline]
        after = [n for n in numbers if _received(sent, n) > deadline]
        entry = held.get(key)
        first = _newest(sent, on_time, decided, rule)
        if first is not None:
            entry = _on_time(sent, first, key, entry, decided, rule, replacing=key in replaced)
        last = _newest(sent, after, decided, rule)
        taken = _after(sent, last, key, entry, decided, rule) if last is not None else None
        if taken is not None and first is not None:
            _before_accepted(sent, first, taken, decided, rule)
    decided.missing = [key for key in held if key not in by_player]
    return decided


def _withdrawn(
    sent: Sequence[Arrival | None],
    numbers: list[int],
    key: str,
    entry: Held | None,
    decided: Decided,
    rule: str,
) -> None:
    """A withdrawn player's lists: none is played, the entry stands as it is, and their newest
    list that is not the entry's waits, for the organiser to take them back (`--undo`)."""
    for n in numbers:
        decided.status[n] = "withdrawn"
    others = [
        n
        for n in numbers
        if entry is None or not (entry.sha256 == _of(sent, n).sha256 and entry.same_army(_of(sent, n)))
    ]
    newest = _newest(sent, others, Decided(list(decided.status), [[] for _ in sent]), rule)
    if newest is not None:
        decided.pending[key] = newest
        decided.waits[newest] = "withdrawn"


def _received(sent: Sequence[Arrival | None], n: int) -> datetime.datetime:
    one = sent[n]
    assert one is not None
    return one.received


def _of(sent: Sequence[Arrival | None], n: int) -> Arrival:
    one = sent[n]
    assert one is not None
    return one


def _newest(sent: Sequence[Arrival | None], numbers: list[int], decided: Decided, rule: str) -> int | None:
    """The newest of one player's lists in one group; the older are superseded, a same-second tie of
    different lists refused (the same list twice counts once)."""
    if not numbers:
        return None
    newest = max(_received(sent, n) for n in numbers)
    last = [n for n in numbers if _received(sent, n) == newest]
    tied = len({_of(sent, n).list.canonical_sha256 for n in last}) > 1
    for n in numbers:
        one = _of(sent, n)
        if one.received < newest:
            decided.status[n] = "superseded"
            decided.found[n].append(_superseded(one, _of(sent, last[0]), rule))
        elif tied:
            others = listed([sent[m].file for m in last[: SHOWN + 1] if m != n and sent[m]], len(last) - 1)  # type: ignore[union-attr]  # every n in `last` was sent
            decided.found[n].append(
                Problem(
                    "event.duplicate-player",
                    "error",
                    f"{one.list.player} also sent {others} in the same second ({when(newest)}), "
                    "so neither is the newer",
                    top("player"),
                    rule,
                    "keep one list per player: withdraw the others, or correct `player:`",
                )
            )
    return None if tied else last[0]


def _superseded(older: Arrival, newer: Arrival, rule: str) -> Problem:
    return Problem(
        "event.superseded",
        "warning",
        f"{older.list.player or 'this player'} sent a newer list, {newer.file} (received "
        f"{when(newer.received)}; this one {when(older.received)}); only the newest counts",
        top("player"),
        rule,
        "nothing to do, unless this is the list meant: then send it again",
    )


def _on_time(
    sent: Sequence[Arrival | None],
    n: int,
    key: str,
    entry: Held | None,
    decided: Decided,
    rule: str,
    *,
    replacing: bool,
) -> Held | None:
    """The player's newest list before the deadline becomes their entry, unless the entry is newer;
    `replacing` where the player had an entry before, though none now."""
    one = _of(sent, n)
    if entry is not None and entry.sha256 == one.sha256 and entry.same_army(one):
        decided.status[n] = "updated" if entry.replaced else "locked"
        decided.entries[key] = n
        return entry
    if entry is not None and entry.received is not None and entry.received > one.received:
        # An entry accepted after the deadline is newer than anything sent before it.
        decided.status[n] = "superseded"
        decided.found[n].append(_accepted_instead(one, entry, rule))
        return entry
    replacing = replacing or entry is not None
    decided.status[n] = "updated" if replacing else "locked"
    decided.entries[key] = n
    return _as_held(one, replaced=replacing)


def _as_held(one: Arrival, *, replaced: bool) -> Held:
    """A list of this run as the lock holds it once it is the entry."""
    return Held(
        one.list.fingerprint,
        one.valid,
        one.received,
        one.sha256,
        one.list.army,
        replaced,
        one.list.canonical_sha256,
    )


def _accepted_instead(one: Arrival, entry: Held, rule: str) -> Problem:
    assert entry.received is not None  # an entry accepted after the deadline has its time
    return Problem(
        "event.superseded",
        "warning",
        f"the organiser accepted a newer list (fingerprint {entry.fingerprint}, received "
        f"{when(entry.received)}; this one {when(one.received)}); only the newest counts",
        top("player"),
        rule,
        "nothing to do, unless this is the list meant: then send it again",
    )


def _before_accepted(
    sent: Sequence[Arrival | None], n: int, taken: Held, decided: Decided, rule: str
) -> None:
    """The player's newest list on time once `--relock` accepts a list after it, judged as the lock
    holding the accepted list judges it: the same bytes are that list, any other is superseded."""
    one = _of(sent, n)
    if taken.sha256 == one.sha256 and taken.same_army(one):
        decided.status[n] = "updated" if taken.replaced else "locked"
        decided.found[n] = []
    else:
        decided.status[n] = "superseded"
        decided.found[n] = [_accepted_instead(one, taken, rule)]


def _after(
    sent: Sequence[Arrival | None], n: int, key: str, entry: Held | None, decided: Decided, rule: str
) -> Held | None:
    """A list received after the deadline: the entry's own list, or one waiting for the organiser;
    under `relock`, accepted at once, and then the entry returned."""
    one = _of(sent, n)
    # The entry's army again is the entry, unless it now passes where the entry did not: a fix
    # outside what the fingerprint covers (a unit id given twice) is still a fix.
    if entry is not None and entry.same_army(one) and (entry.valid or not one.valid):
        decided.status[n] = "updated" if entry.replaced else "locked"
        return None
    decided.pending[key] = n
    decided.waits[n] = "late" if entry is None else "changed" if entry.valid else "fixed"
    if decided.relock:
        taken = _as_held(one, replaced=entry is not None)
        decided.status[n] = "updated" if taken.replaced else "locked"
        return taken
    decided.status[n] = decided.waits[n]
    if entry is None:
        decided.found[n].append(
            Problem(
                "event.late",
                "warning",
                f"received {when(one.received)}, after the deadline, from a player with no list locked",
                top("player"),
                rule,
                "the organiser decides whether a list sent after the deadline is accepted",
            )
        )
        return None
    decided.found[n].append(_changed(one, entry, rule))
    return None


def _changed(one: Arrival, entry: Held, rule: str) -> Problem:
    what = (
        "the list differs from the locked one"
        if entry.valid
        else "a fix of the locked list, which was NOT VALID"
    )
    return Problem(
        "event.changed",
        "error",
        f"{what} (fingerprint {entry.fingerprint}, now {one.list.fingerprint}; received "
        f"{when(one.received)}, after the deadline): {_what_changed(entry, one)}",
        ROSTER,
        rule,
        "bring the locked list to the table, unless the organiser accepts this one"
        if entry.valid
        else "the organiser will review this fix and tell you whether it is accepted",
    )


def _what_changed(entry: Held, one: Arrival) -> str:
    """'tank: 1 in the lock, 2 here; ...', in the words `verify` uses."""
    army = one.list.army if entry.canonical_sha256 is not None else without_links(one.list.army)
    changed = "; ".join(differences(entry.contents, army))
    if changed:
        return changed
    if entry.same_army(one):
        return "the same army, mended where the fingerprint does not look (unit ids, names)"
    return "its contents"
