"""What the TUI keeps between runs, in the user's state folder: recent files and autosaved copies.

An autosaved copy lives in its own folder and never replaces the roster file; it is offered back
when the file is next opened and the copy is newer.
"""

import contextlib
import hashlib
import json
import os
from pathlib import Path

from armybuilder.atomic import write_text
from armybuilder.errors import InputError
from armybuilder.files import read_limited
from armybuilder.rosters import save_roster
from armybuilder.schema.roster import Roster

RECENT_KEPT = 10


class RecentFiles:
    """The roster files opened or saved last, newest first."""

    def __init__(self, file: Path) -> None:
        self.file = file

    def load(self) -> list[Path]:
        try:
            data = json.loads(read_limited(self.file, 1_048_576))
        except (InputError, UnicodeDecodeError, json.JSONDecodeError):
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


class Autosaves:
    """Autosaved copies: one per roster file (named by a hash of its path), one per new roster."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def for_file(self, path: Path) -> Path:
        digest = hashlib.sha256(os.fsencode(path.resolve())).hexdigest()[:16]
        return self.folder / f"file-{digest}-{path.stem}.yaml"

    def for_new(self, token: int) -> Path:
        return self.folder / f"new-{token}.yaml"

    def write(self, roster: Roster, copy: Path) -> None:
        copy.parent.mkdir(parents=True, exist_ok=True)
        save_roster(roster, copy, keep_backup=False)

    def newer_than(self, path: Path) -> Path | None:
        """The autosaved copy of `path`, if there is one written after the file last changed."""
        copy = self.for_file(path)
        try:
            return copy if copy.stat().st_mtime > path.stat().st_mtime else None
        except OSError:
            return None

    def unsaved(self) -> list[Path]:
        """Copies of new rosters never saved to a file, newest first."""
        found = self.folder.glob("new-*.yaml") if self.folder.is_dir() else []
        return sorted(found, key=_modified, reverse=True)

    def discard(self, copy: Path) -> None:
        with contextlib.suppress(FileNotFoundError):
            copy.unlink()


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
