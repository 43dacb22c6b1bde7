"""The roster files a command line names: files as given, folders searched for .yaml and .yml files."""

import errno
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROSTER_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class Skipped:
    path: Path
    reason: str


def roster_files(paths: Iterable[Path]) -> tuple[list[Path], list[Skipped]]:
    """The files to check, in the order given, each folder's by name and searched to the bottom;
    and every file or folder inside those folders that is not read, once, with the reason."""
    files: list[Path] = []
    skipped: list[Skipped] = []
    for path in paths:
        if path.is_dir():
            before = len(files)
            _search(path, files, skipped)
            if len(files) == before:
                skipped.append(Skipped(path, "the folder holds no .yaml or .yml files"))
        else:
            files.append(path)  # named on purpose: read, and reported if it is not a roster
    return files, skipped


def _search(folder: Path, files: list[Path], skipped: list[Skipped]) -> None:
    try:
        entries = sorted(folder.iterdir())
    except OSError as error:
        skipped.append(Skipped(folder, f"the folder cannot be read ({error.strerror})"))
        return
    for entry in entries:
        reason = _reason(entry)
        if reason == "folder":
            _search(entry, files, skipped)
        elif reason:
            skipped.append(Skipped(entry, reason))
        else:
            files.append(entry)


def _reason(entry: Path) -> str:
    """Why a folder's entry is not read ('' when it is a roster file, 'folder' to search it)."""
    if entry.name.startswith("."):
        return "hidden (its name starts with a dot)"
    try:
        mode = entry.stat().st_mode
    except OSError as error:
        if error.errno == errno.ELOOP:
            return "its links lead round in a loop"
        return "a link to nothing" if entry.is_symlink() else f"cannot be read ({error.strerror})"
    if stat.S_ISDIR(mode):
        return "a link to a folder, not followed" if entry.is_symlink() else "folder"
    if not stat.S_ISREG(mode):
        return "not a regular file"
    if entry.suffix.lower() not in ROSTER_SUFFIXES:
        return "not a roster file (.yaml or .yml)"
    return ""
