"""An exclusive lock on a file two commands share (`lock.json`, and later the web server's), so
each reads it, decides and writes under the lock, never from a stale read.

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

WAIT = 60.0
"""Seconds a command waits for another to let go of the lock: a big pack writes for a few."""
POLL = 0.05
"""Seconds between tries while another command holds the lock."""


class Busy(OSError):
    """Another command held the lock past the wait; nothing was read or written under it."""

    def __init__(self, path: Path, wait: float) -> None:
        super().__init__(
            errno.EAGAIN,
            f"another armybuilder command has been writing it for over {wait:g} s, so nothing was written",
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
    `waiting` once and try again for at most `wait` seconds (`WAIT` by default), then raise Busy:
    never wait forever.

    A link or anything but a regular file in the lock file's place is refused (OSError), not
    opened: a lock is taken on a file of the folder's own."""
    sidecar = lock_file(path)
    descriptor = os.open(
        sidecar, os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0), 0o666
    )
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "it is not a regular file: remove it", str(sidecar))
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
