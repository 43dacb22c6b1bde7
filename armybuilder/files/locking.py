"""An exclusive lock on a file two commands share (`lock.json`, the player's own catalog, later the
web server's store), so each reads it, decides and writes under the lock, never from a stale read.

The lock is the system's advisory lock on a file beside the shared one, `NAME.lock`, made where
it does not exist yet (before the shared file does). Not on the shared file itself: every write
replaces it (`atomic.replacing` renames a new file over it), so a lock on it would guard the old
file while the next command opens the new one. The system lets go of a lock however its holder
ends, a kill -9 included, so none is left behind; the `.lock` file stays, empty, and is never
removed (removing it would let two commands lock two different files of one name).
"""

import contextlib
import errno
import os
import stat
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from armybuilder.files.atomic import CannotWrite
from armybuilder.files.opening import kind_of

WAIT = 60.0
"""Seconds a command waits for another to let go of the lock: a big pack writes for a few."""
POLL = 0.05
"""Seconds between tries while another command holds the lock."""


class Busy(CannotWrite):
    """Another command held the lock past the wait; nothing was read or written under it."""

    def __init__(self, path: Path, wait: float) -> None:
        super().__init__(
            errno.EAGAIN,
            f"another armybuilder has been changing it for over {wait:g} s (it holds "
            f"{lock_file(path).name}), so nothing was written",
            str(path),
        )


def lock_file(path: Path) -> Path:
    """The file beside `path` whose lock guards it."""
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def held(
    path: Path, *, wait: float | None = None, waiting: Callable[[], None] | None = None
) -> Iterator[None]:
    """Hold the exclusive lock on `path` for the block. Where another command holds it, call
    `waiting` once and try again for at most `wait` seconds (`WAIT` by default), then raise Busy: never wait forever.

    A link in the lock file's place is replaced, never followed; anything else but a regular file
    there (a pipe, a folder) is refused with CannotWrite naming it."""
    path = Path(path)
    descriptor = _opened(lock_file(path), path)
    try:
        if not _taken(descriptor):
            if waiting is not None:
                waiting()
            most = WAIT if wait is None else wait
            until = time.monotonic() + most
            while not _taken(descriptor):
                if time.monotonic() >= until:
                    raise Busy(path, most)
                time.sleep(POLL)
        yield
    finally:
        os.close(descriptor)  # which lets go of the lock


def _opened(sidecar: Path, path: Path) -> int:
    """The lock file, opened without following a link or blocking on a pipe."""
    flags = (
        os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    )
    try:
        try:
            descriptor = os.open(sidecar, flags, 0o600)
        except OSError as error:
            if error.errno != errno.ELOOP:
                raise
            os.unlink(sidecar)  # a link someone put there: replaced by a file of the folder's own
            descriptor = os.open(sidecar, flags, 0o600)
    except OSError as error:
        raise CannotWrite(error.errno, f"its lock {sidecar.name}: {error.strerror}", str(path)) from None
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        raise CannotWrite(errno.EINVAL, f"its lock {sidecar.name} is {kind_of(mode)}, not a file", str(path))
    return descriptor


def _taken(descriptor: int) -> bool:
    """Whether the lock was free and is now ours."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as error:
        if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, errno.EDEADLK):
            return False  # another holds it
        raise
    return True
