"""`event accept`: the organiser takes lists received after the deadline in as the players'
entries, player by player (or every one), or names the player of a list no player could be named
for (`--as`); the lock it replaces is kept as `lock.json.bak`. It
reads, decides and writes under the lock's file lock, so a pack running at once never undoes it."""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from armybuilder.engine.lock import (
    Accepted,
    Assigned,
    UnknownPart,
    WithdrawnPlayer,
    accept,
    assign,
    assign_new,
)
from armybuilder.engine.naming import AmbiguousPlayer, UnknownPlayer, name_of, player_named
from armybuilder.errors import UsageError
from armybuilder.events.lock_file import read_lock, write_lock
from armybuilder.files import locking
from armybuilder.present.custody import (
    ambiguous_player,
    unknown_part,
    unknown_player,
    unknown_player_as,
    withdrawn_player,
)
from armybuilder.printing.source_date import current_time
from armybuilder.schema.lock import Lock, Player


@dataclass(frozen=True)
class Acceptance:
    """What `event accept` did: the lists it took in, what it found nothing waiting for."""

    accepted: list[Accepted]
    nothing_waits: list[str]
    """The players named of whom no list waited, as they were named."""
    waited: bool
    """Whether any list waited in the lock: the lock is rewritten only when one was accepted."""
    unassigned: list[str]
    """The labels of the lists no player is named for: accepting takes none of them."""


def accept_lists(
    lock_file: Path, players: Sequence[str], *, every: bool, waiting: Callable[[], None]
) -> Acceptance:
    """The pending list of each of `players` (or of every player) made their entry in `lock_file`;
    `waiting` is called if another command holds the lock. A player the lock lacks is a usage
    error naming the closest; a name several players share, one naming each of them."""
    read_lock(lock_file)  # a file that is no lock is named before anything is locked beside it
    with locking.held(
        lock_file, waiting=waiting
    ):  # read again under the lock: a pack may have written it since
        lock = read_lock(lock_file)
        waited = [name_of(player) for player in lock.players if player.pending]
        named = {said: named_in(lock, lock_file, said, waited) for said in players}
        try:
            new, accepted = accept(
                lock, [player.id for player in named.values()], current_time(), every=every
            )
        except WithdrawnPlayer as withdrawn:
            raise UsageError(withdrawn_player(str(lock_file), withdrawn.player)) from None
        if accepted:
            write_lock(new, lock_file)
    taken = {one.id for one in accepted}
    nothing = [said for said, player in named.items() if player.id not in taken]
    return Acceptance(accepted, nothing, bool(waited), [one.label for one in lock.unassigned])


def named_in(lock: Lock, lock_file: Path, said: str, waiting: Sequence[str] = ()) -> Player:
    """The player of the lock `said` names (an id, an address or a name); a usage error naming the
    closest, or every player a name fits, where it names not one."""
    try:
        return player_named(lock.players, said)
    except UnknownPlayer as unknown:
        raise UsageError(unknown_player(str(lock_file), unknown.player, unknown.closest, waiting)) from None
    except AmbiguousPlayer as ambiguous:
        raise UsageError(ambiguous_player(str(lock_file), ambiguous.player, ambiguous.candidates)) from None


def assign_list(lock_file: Path, said: str, part: str, *, waiting: Callable[[], None]) -> Assigned:
    """The list `part` that no player could be named for given to the player `said` names (an id,
    an address or a name), under the lock's file lock; a usage error naming the lists waiting
    where `part` is none of them."""
    read_lock(lock_file)
    with locking.held(lock_file, waiting=waiting):
        lock = read_lock(lock_file)
        try:
            player = player_named(lock.players, said)
        except AmbiguousPlayer as ambiguous:
            raise UsageError(
                ambiguous_player(str(lock_file), ambiguous.player, ambiguous.candidates)
            ) from None
        except UnknownPlayer as unknown:
            # A name near no player's is a player the lock does not know yet (registered, say, and
            # writing from another address): theirs is this list. One near a player's may be a
            # slip of the keyboard, and an id or an address the lock lacks names no one.
            if unknown.closest or not new_name(said):
                raise UsageError(unknown_player_as(str(lock_file), said, unknown.closest)) from None
            player = None
        try:
            if player is None:
                new, done = assign_new(lock, said.strip(), part, current_time())
            else:
                new, done = assign(lock, player.id, part, current_time())
        except UnknownPart as unknown:
            raise UsageError(unknown_part(str(lock_file), unknown.part, unknown.waiting)) from None
        write_lock(new, lock_file)
    return done


def new_name(said: str) -> bool:
    """Whether `said` can name a new player: a name, not an id (`p9`) or an address."""
    return bool(said.strip()) and "@" not in said and re.fullmatch(r"\s*p\d+\s*", said) is None
