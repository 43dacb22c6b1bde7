"""What the TUI keeps between runs, in the user's state folder: recent files and autosaved copies.

An autosaved copy lives in its own folder and never replaces the roster file. Each editor session
(a terminal's editor, a browser tab) writes and discards only its own copies, so two editors on
one roster never delete each other's; a copy is offered back when its file is next opened, once
the session that wrote it has ended. A session holds a lock on a file of its own while it runs:
the system lets go of it however the session ends, a kill -9 included.
"""

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from armybuilder.errors import InputError
from armybuilder.files.atomic import write_text
from armybuilder.files.opening import read_limited
from armybuilder.files.saving import save_roster
from armybuilder.schema.roster import Roster

try:
    import fcntl
except ImportError:  # Windows: no session is seen as running, so every copy is offered
    fcntl = None  # type: ignore[assignment]

RECENT_KEPT = 10


class RecentFiles:
    """The roster files opened or saved last, newest first."""

    def __init__(self, file: Path) -> None:
        self.file = file

    def load(self) -> list[Path]:
        try:
            data = json.loads(read_limited(self.file, 1_048_576))
        except (InputError, ValueError, RecursionError):  # ValueError: not UTF-8, not JSON, a huge number
            return []  # no list yet, or a damaged one: start a new list rather than fail to start
        if not isinstance(data, list):
            return []
        return [Path(item) for item in data if isinstance(item, str)]

    def add(self, path: Path) -> None:
        path = path.resolve()
        self._write([path, *(p for p in self.load() if p != path)][:RECENT_KEPT])

    def forget(self, path: Path) -> None:
        """Take a file off the list (one moved or deleted since, say)."""
        self._write([p for p in self.load() if p != path])

    def _write(self, paths: list[Path]) -> None:
        self.file.parent.mkdir(parents=True, exist_ok=True)
        write_text(self.file, json.dumps([str(p) for p in paths], indent=1))


def new_session() -> str:
    """This editor's session: when it started and its process, which also names it to the player."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"


SESSION = new_session()
_held: dict[Path, int] = {}
"""The session locks this process holds, open until it ends."""


@dataclass(frozen=True)
class Copy:
    """An autosaved copy and the session that wrote it."""

    path: Path
    session: str

    @property
    def started(self) -> str:
        """When the session that wrote it started, as a player reads it: 2026-11-25 14:40."""
        day, clock, *_ = [*self.session.split("-"), "", ""]
        if len(day) != 8 or len(clock) != 6:
            return "an earlier version of armybuilder"
        return f"{day[:4]}-{day[4:6]}-{day[6:]} {clock[:2]}:{clock[2:4]}"


class Autosaves:
    """The copies of one session (one per roster file, named by a hash of its path, and one per new
    roster), and the copies other sessions left."""

    def __init__(self, folder: Path, session: str = SESSION) -> None:
        self.folder = folder
        self.session = session

    def for_file(self, path: Path) -> Path:
        return self.folder / f"{_file_prefix(path)}{path.stem}.{self.session}.yaml"

    def for_new(self, token: int) -> Path:
        return self.folder / f"new-{token}.{self.session}.yaml"

    def write(self, roster: Roster, copy: Path) -> None:
        copy.parent.mkdir(parents=True, exist_ok=True)
        self._hold()
        save_roster(roster, copy, keep_backup=False)

    def of_file(self, path: Path) -> list[Copy]:
        """The copies of `path` left by sessions no longer running (or by this one), newest first."""
        return self._left(f"{_file_prefix(path)}*.yaml")

    def unsaved(self) -> list[Path]:
        """Copies of new rosters never saved to a file, left by sessions no longer running, newest first."""
        return [copy.path for copy in self._left("new-*.yaml")]

    def discard(self, copy: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            copy.unlink()
        self._forget_if_done(_session_of(copy))

    def _forget_if_done(self, session: str) -> None:
        """Remove the lock of a session that has no copy left (this one's, or one that has ended),
        so the state folder does not gather a lock for every editor and tab ever run."""
        if not session or any(self.folder.glob(f"*.{session}.yaml")):
            return
        lock = self._lock(session)
        if session == self.session:
            if lock in _held:  # removed while still held, so no other session sees it free first
                lock.unlink(missing_ok=True)
                os.close(_held.pop(lock))
        elif not self._running(session):  # ended: a session's name never comes back
            with contextlib.suppress(OSError):
                lock.unlink()

    def _left(self, pattern: str) -> list[Copy]:
        found = self.folder.glob(pattern) if self.folder.is_dir() else []
        copies = [Copy(path, _session_of(path)) for path in sorted(found, key=_modified, reverse=True)]
        return [copy for copy in copies if copy.session == self.session or not self._running(copy.session)]

    def _lock(self, session: str) -> Path:
        return self.folder / f"session-{session}.lock"

    def _hold(self) -> None:
        lock = self._lock(self.session)
        if fcntl is None or lock in _held:
            return
        descriptor = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        _held[lock] = descriptor

    def _running(self, session: str) -> bool:
        if fcntl is None or not session:
            return False
        try:
            descriptor = os.open(self._lock(session), os.O_RDWR)
        except OSError:
            return False  # no lock: a session that never held one, or one cleared away
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        finally:
            os.close(descriptor)
        return False


def _file_prefix(path: Path) -> str:
    return f"file-{hashlib.sha256(os.fsencode(path.resolve())).hexdigest()[:16]}-"


def _session_of(copy: Path) -> str:
    """The session in a copy's name (`....SESSION.yaml`); '' for a copy named before sessions."""
    parts = copy.name.rsplit(".", 2)
    return parts[1] if len(parts) == 3 and parts[1][:1].isdigit() and "-" in parts[1] else ""


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
