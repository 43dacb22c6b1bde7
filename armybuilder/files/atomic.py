"""Writing a file so a reader sees the old one or the new one, never half of one.

Every file the program writes (rosters, PDFs, locks, event outputs, the catalog cache, the TUI's
recent files) goes through `replacing`, so they all share one way to name, sync and rename, and
none writes through a link someone put in its place.
"""

import contextlib
import errno
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from armybuilder.files.opening import kind_of


class CannotWrite(OSError):
    """Writing a file failed (its `filename`); the file it would replace is as it was."""


@contextlib.contextmanager
def replacing(
    path: Path, *, backup: bool = False, numbered: bool = False, private: bool = False
) -> Iterator[Path]:
    """A temporary file beside `path` to write; when the block ends without error it replaces `path`.

    A link at `path` is replaced by the new file, never written through: a link planted in a
    folder armybuilder writes cannot make it replace the file it names. A folder, device or pipe
    at `path` is refused before anything is written. A regular file keeps the permissions it had;
    a new one gets the usual ones, or with `private` the owner's alone. With `backup`, what was at
    `path` stays as `backup_of(path, numbered)`. The temporary is named `.NAME.PID.*.tmp`, so the
    next write to the folder can tell one left by a process that stopped part way and remove it.
    A failure to write is a CannotWrite naming `path`, not the temporary no one asked for.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    found = _found(path)
    if found is not None and not (stat.S_ISREG(found.st_mode) or stat.S_ISLNK(found.st_mode)):
        raise CannotWrite(errno.EINVAL, f"{kind_of(found.st_mode)}, not a file", str(path))
    _remove_stale_temporaries(folder)
    prefix = f".{path.name}.{os.getpid()}."
    try:
        descriptor, name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    except OSError as error:
        raise CannotWrite(error.errno, error.strerror, str(path)) from None
    os.close(descriptor)
    temporary = Path(name)
    try:
        try:
            yield temporary
        except OSError as error:
            if error.filename not in (None, name, str(temporary)):
                raise  # not the writing: reading a font, say, which says what it is itself
            raise CannotWrite(error.errno, error.strerror, str(path)) from None
        try:
            _sync(temporary)
            found = _found(path)
            if found is not None and stat.S_ISREG(found.st_mode) and not private:
                os.chmod(temporary, stat.S_IMODE(found.st_mode))
            elif not private:
                # mkstemp makes the file private; a file for the user gets the usual permissions.
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(temporary, 0o666 & ~umask)
            if backup and found is not None:
                _keep_backup(path, backup_of(path, numbered=numbered), prefix)
            os.replace(temporary, path)
        except OSError as error:
            raise CannotWrite(error.errno, error.strerror, str(path)) from None
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()
    if _folders_held is None:
        _sync(folder)
    else:
        _folders_held.add(folder.absolute())


_folders_held: set[Path] | None = None
"""Folders written in within `folders_synced_once`, synced as it ends."""


@contextlib.contextmanager
def folders_synced_once() -> Iterator[None]:
    """Within the block, each folder `replacing` writes in is synced once, as the block ends (however
    it ends), rather than after each of its files. Each file is still synced before it is renamed
    over the old one, so a crash leaves the old file or the new one whole; the folder's sync after
    the renames makes them last. An event pack writes some forty files into two folders: a sync of
    the folder after each took 26 to 245 ms on a shared disk."""
    global _folders_held
    if _folders_held is not None:  # within an outer block: that one syncs
        yield
        return
    _folders_held = set()
    try:
        yield
    finally:
        held, _folders_held = _folders_held, None
        for folder in sorted(held):
            _sync(folder)


def write_text(path: Path, text: str, *, backup: bool = False, numbered: bool = False) -> None:
    """Write `text` as UTF-8, exactly as given (no newline translation), through `replacing`."""
    with replacing(path, backup=backup, numbered=numbered) as temporary:
        temporary.write_text(text, encoding="utf-8", newline="")


def backup_of(path: Path, *, numbered: bool = False) -> Path:
    """Where writing over `path` keeps the old file: `NAME.bak`, replacing the one before; with
    `numbered`, the first of `NAME.bak`, `NAME.bak.1`, `NAME.bak.2`... that is free, so no earlier
    backup is lost."""
    path = Path(path)
    backup = path.with_name(path.name + ".bak")
    number = 0
    while numbered and os.path.lexists(backup):
        number += 1
        backup = path.with_name(f"{path.name}.bak.{number}")
    return backup


def _found(path: Path) -> os.stat_result | None:
    """What is at `path` itself (a link, not what it names); None for nothing."""
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise CannotWrite(error.errno, error.strerror, str(path)) from None


def _keep_backup(path: Path, backup: Path, prefix: str) -> None:
    """Keep what is at `path` as `backup`: a copy of a file, or the link itself (which still names
    the file it did: nothing is read through it)."""
    descriptor, name = tempfile.mkstemp(prefix=prefix, suffix=".bak.tmp", dir=backup.parent)
    os.close(descriptor)
    try:
        if os.path.islink(path):
            os.unlink(name)
            os.symlink(os.readlink(path), name)
        else:
            shutil.copy2(path, name)
        os.replace(name, backup)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(name)


def _sync(path: Path) -> None:
    """Push the file's (or folder's) contents to the disk, where the system allows it."""
    with contextlib.suppress(OSError):
        descriptor = os.open(path, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


_TEMPORARY = re.compile(r"\..+\.(?P<pid>\d+)\.[a-z0-9_]{8}(?:\.bak)?\.tmp")
"""The name `replacing` gives a temporary (mkstemp's eight letters between the process and `.tmp`)."""

_tidied: set[Path] = set()
"""Folders whose stale temporaries this process has looked for: once is enough, as its own writes leave none."""


def _remove_stale_temporaries(folder: Path) -> None:
    """Remove the temporaries in `folder` that writes stopped part way left (their process is gone),
    whatever file they were for: a file written under a new name each time (an editor session's
    autosaved copy, a cache entry) is never written under the old name again."""
    folder = Path(folder).absolute()
    if folder in _tidied:
        return
    _tidied.add(folder)
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for leftover in entries:
            found = _TEMPORARY.fullmatch(leftover.name)
            if found is None or not leftover.is_file(follow_symlinks=False):
                continue
            pid = int(found["pid"])
            if pid != os.getpid() and not _running(pid):
                with contextlib.suppress(OSError):
                    os.unlink(leftover.path)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process, or a number no process has: leave its file alone
    return True
