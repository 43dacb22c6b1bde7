"""Writing a file so a reader sees the old one or the new one, never half of one.

Every file the program writes (rosters, PDFs, locks, event outputs, the catalog cache, the TUI's
recent files) goes through `replacing`, so they all share one way to name, sync and rename.
"""

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path


class CannotWrite(OSError):
    """Writing a file failed (its `filename`); the file it would replace is as it was."""


@contextlib.contextmanager
def replacing(path: Path, *, backup: bool = False, numbered: bool = False) -> Iterator[Path]:
    """A temporary file beside `path` to write; when the block ends without error it replaces `path`.

    Through a link, the file it names is replaced, so the link stays a link. The file keeps the
    permissions it had; a new one gets the usual ones. With `backup`, the old file stays as
    `backup_of(path, numbered)`. The temporary is named `.NAME.PID.*.tmp`, so `remove_stale_temporaries` can tell
    one left by a process that stopped part way. A failure to write is a CannotWrite naming
    `path`, not the temporary no one asked for.
    """
    path = _named(path)
    folder = path.parent if str(path.parent) else Path(".")
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
            if path.exists():
                shutil.copymode(path, temporary)
            else:
                # mkstemp makes the file private; a file for the user gets the usual permissions.
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(temporary, 0o666 & ~umask)
            if backup and path.exists():
                _keep_backup(path, backup_of(path, numbered=numbered), prefix)
            os.replace(temporary, path)
        except OSError as error:
            raise CannotWrite(error.errno, error.strerror, str(path)) from None
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()
    _sync(folder)


def write_text(path: Path, text: str, *, backup: bool = False, numbered: bool = False) -> None:
    """Write `text` as UTF-8, exactly as given (no newline translation), through `replacing`."""
    with replacing(path, backup=backup, numbered=numbered) as temporary:
        temporary.write_text(text, encoding="utf-8", newline="")


def backup_of(path: Path, *, numbered: bool = False) -> Path:
    """Where writing over `path` keeps the old file: `NAME.bak`, replacing the one before; with
    `numbered`, the first of `NAME.bak`, `NAME.bak.1`, `NAME.bak.2`... that is free, so no earlier
    backup is lost."""
    path = _named(path)
    backup = path.with_name(path.name + ".bak")
    number = 0
    while numbered and os.path.lexists(backup):
        number += 1
        backup = path.with_name(f"{path.name}.bak.{number}")
    return backup


def _named(path: Path) -> Path:
    """The file `path` names: through a link, the file it links to."""
    return Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)


def _keep_backup(path: Path, backup: Path, prefix: str) -> None:
    descriptor, name = tempfile.mkstemp(prefix=prefix, suffix=".bak.tmp", dir=backup.parent)
    os.close(descriptor)
    try:
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


_tidied: set[Path] = set()
"""Files whose stale temporaries this process has looked for: once is enough, as its own writes leave none."""


def remove_stale_temporaries(path: Path) -> None:
    """Remove `.NAME.PID.*.tmp` files beside `path` left by writes that were stopped part way
    (their process is gone)."""
    path = Path(path)
    if path.absolute() in _tidied:
        return
    _tidied.add(path.absolute())
    folder = path.parent if str(path.parent) else Path(".")
    prefix = f".{path.name}."
    with contextlib.suppress(OSError):
        for leftover in folder.iterdir():
            parts = leftover.name[len(prefix) :].split(".")
            if not (
                leftover.name.startswith(prefix) and leftover.name.endswith(".tmp") and parts[0].isdigit()
            ):
                continue
            if parts[0] != str(os.getpid()) and not _running(int(parts[0])):
                with contextlib.suppress(OSError):
                    leftover.unlink()


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process, or a number no process has: leave its file alone
    return True
