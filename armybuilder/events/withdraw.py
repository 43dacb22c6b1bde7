"""`event withdraw`: the organiser records that players withdrew (or, with `--undo`, takes them
back), with the time, in their history; the only way a player becomes `withdrawn`. It reads,
decides and writes under the lock's file lock, so a pack running at once never undoes it."""

from collections.abc import Callable, Sequence
from pathlib import Path

from armybuilder.engine.lock import Withdrawal, withdraw
from armybuilder.events.accept import named_in
from armybuilder.events.lock_file import read_lock, write_lock
from armybuilder.files import locking
from armybuilder.printing.source_date import current_time


def withdraw_players(
    lock_file: Path, players: Sequence[str], *, undo: bool, waiting: Callable[[], None]
) -> list[Withdrawal]:
    """Each of `players` (an id, an address or a name) withdrawn in `lock_file`, or taken back;
    `waiting` is called if another command holds the lock. A player the lock lacks, or a name
    several share, is a usage error naming them, and nothing is written."""
    read_lock(lock_file)  # a file that is no lock is named before anything is locked beside it
    with locking.held(lock_file, waiting=waiting):
        lock = read_lock(lock_file)  # again under the lock: a pack may have written it since
        ids = list(dict.fromkeys(named_in(lock, lock_file, said).id for said in players))
        new, done = withdraw(lock, ids, current_time(), undo=undo)
        if any(one.done for one in done):
            write_lock(new, lock_file)
    return done
