"""`event accept`: the organiser takes lists received after the deadline in as the players'
entries, player by player (or every one); the lock it replaces is kept as `lock.json.bak`. It
reads, decides and writes under the lock's file lock, so a pack running at once never undoes it."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from armybuilder.engine.compare import same_player
from armybuilder.engine.lock import Accepted, UnknownPlayer, accept, name_of
from armybuilder.errors import UsageError
from armybuilder.events.lock_file import read_lock, write_lock
from armybuilder.files import locking
from armybuilder.present.custody import unknown_player
from armybuilder.printing.source_date import current_time


@dataclass(frozen=True)
class Acceptance:
    """What `event accept` did: the lists it took in, what it found nothing waiting for."""

    accepted: list[Accepted]
    nothing_waits: list[str]
    """The players named of whom no list waited, as they were named."""
    waited: bool
    """Whether any list waited in the lock: the lock is rewritten only when one was accepted."""


def accept_lists(
    lock_file: Path, players: Sequence[str], *, every: bool, waiting: Callable[[], None]
) -> Acceptance:
    """The pending list of each of `players` (or of every player) made their entry in `lock_file`;
    `waiting` is called if another command holds the lock. A player the lock lacks is a usage
    error naming the closest."""
    read_lock(lock_file)  # a file that is no lock is named before anything is locked beside it
    with locking.held(
        lock_file, waiting=waiting
    ):  # read again under the lock: a pack may have written it since
        lock = read_lock(lock_file)
        waited = [name_of(player) for player in lock.players if player.pending]
        try:
            new, accepted = accept(lock, players, current_time(), every=every)
        except UnknownPlayer as unknown:
            raise UsageError(
                unknown_player(str(lock_file), unknown.player, unknown.closest, waited)
            ) from None
        if accepted:
            write_lock(new, lock_file)
    nothing = [
        name for name in players if not any(same_player(one.player) == same_player(name) for one in accepted)
    ]
    return Acceptance(accepted, nothing, bool(waited))
