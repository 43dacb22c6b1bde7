"""A secret key of the user's own, in a file only they can read and change.

A folder armybuilder writes to may be one others write to as well (a shared home, a copied
profile, a pack folder synced between organisers), so what armybuilder wrote there for this user
is told from what anyone else put there by an HMAC under this key: the catalog cache's entries,
the pack's record of its files. Each use keeps its own key file, where it lives as long as what
the key vouches for (the cache's beside the cache, which may be cleared; the pack's with the
user's data, as a pack folder is kept for months).
"""

import contextlib
import errno
import os
import secrets
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from armybuilder.files.atomic import replacing

KEY_BYTES = 32


def user_key(path: Path, replaced: Callable[[], None]) -> bytes | None:
    """The key in `path`; made where there is none, and where the file there is not the user's
    alone (others could read or change it, or it is a link) made anew, with `replaced` called so
    the caller can say what that means. None where no key can be kept: nothing is vouched for."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return _new_key(path, replace=False)
    except OSError as error:
        if error.errno != errno.ELOOP:
            return None  # unreadable: the folder's rights say so, not a stranger's file
    else:
        try:
            key = os.read(descriptor, KEY_BYTES + 1) if _private(os.fstat(descriptor)) else b""
        finally:
            os.close(descriptor)
        if len(key) == KEY_BYTES:
            return key
    new = _new_key(path, replace=True)
    if new is not None:
        replaced()
    return new


def _private(status: os.stat_result) -> bool:
    """A regular file of this user's that no one else may read or change."""
    owner = os.geteuid() if hasattr(os, "geteuid") else status.st_uid
    return stat.S_ISREG(status.st_mode) and status.st_uid == owner and not status.st_mode & 0o077


def _new_key(path: Path, *, replace: bool) -> bytes | None:
    """A new key in `path`, written whole before it appears. Where two runs make one at once, the
    first to appear is everyone's (a link, unlike a rename, does not replace it)."""
    key = secrets.token_bytes(KEY_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if replace:
            clear_away(path)
            with replacing(path, private=True) as temporary:
                temporary.write_bytes(key)
            return key
        descriptor, name = tempfile.mkstemp(
            prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent
        )
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(key)
                file.flush()
                os.fsync(file.fileno())
            os.link(name, path)
        except FileExistsError:
            return user_key(path, lambda: None)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(name)
    except OSError:
        return None
    return key


def clear_away(path: Path) -> None:
    """Make room for a file where something no write would replace (a pipe, a folder) was put."""
    with contextlib.suppress(OSError):
        mode = os.lstat(path).st_mode
        if stat.S_ISDIR(mode):
            os.rmdir(path)
        elif not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
            os.unlink(path)
