"""Opening files that may not be what their names say: pipes, devices, loops of links.

Reading never blocks on a named pipe and never reads a device without end; writing goes only
to a regular file or a new path, so `-o /dev/sda` or a FIFO is refused before anything happens.
"""

import errno
import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path

from armybuilder.errors import InputError, UsageError

ROSTER_SUFFIXES = (".yaml", ".yml")
"""Endings of roster files: read as YAML whatever they hold."""
BATTLESCRIBE_ROSTER_SUFFIXES = (".ros", ".rosz")
"""Endings of BattleScribe's rosters (XML, zipped or not): read as such whatever they hold."""

_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
}


def kind_of(mode: int) -> str:
    """'a named pipe (FIFO)', 'a device', ...: what a path is when it is not a regular file."""
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def read_limited(path: Path, max_bytes: int) -> bytes:
    """Up to `max_bytes + 1` bytes of a regular file; an InputError saying what the path is if not.

    The file is opened without blocking, so a named pipe is found out rather than waited on.
    """
    return read_with_status(path, max_bytes)[0]


def read_with_status(path: Path, max_bytes: int) -> tuple[bytes, os.stat_result]:
    """What `read_limited` reads, with the file's status as it was read (its size, when it changed)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise InputError(
            "file.unreadable", "no such file", file=path, hint="check the path and the spelling"
        ) from None
    except IsADirectoryError:
        raise InputError("file.unreadable", "this is a folder, not a file", file=path) from None
    except OSError as error:
        raise InputError("file.unreadable", f"cannot be read: {_reason(error)}", file=path) from None
    try:
        status = os.fstat(descriptor)
        mode = status.st_mode
        if not stat.S_ISREG(mode):
            raise InputError(
                "file.unreadable",
                f"this is {kind_of(mode)}, not a file",
                file=path,
                hint="give the path of a YAML file",
            )
        os.set_blocking(descriptor, True)
        # Read in pieces of about the file's size: asking for `max_bytes` at once costs a buffer
        # of that size for every small roster in a batch.
        piece = max(status.st_size + 1, 65_536)
        chunks: list[bytes] = []
        wanted = max_bytes + 1
        while wanted > 0 and (chunk := os.read(descriptor, min(wanted, piece))):
            chunks.append(chunk)
            wanted -= len(chunk)
        return b"".join(chunks), status
    except OSError as error:
        raise InputError("file.unreadable", f"cannot be read: {_reason(error)}", file=path) from None
    finally:
        os.close(descriptor)


def size_of(path: Path) -> int:
    """The file's size in bytes; an InputError if it is gone (deleted while a batch is checked, say)."""
    try:
        return path.stat().st_size
    except OSError as error:
        raise InputError("file.unreadable", f"cannot be read: {_reason(error)}", file=path) from None


def file_stem(name: str, *, as_written: bool = False, most: int | None = None) -> str:
    """A file name's stem made from a name; 'roster' where nothing of the name is left.

    By default in lowercase ASCII, as a roster file is named ('3rd Wessex Rifles' ->
    '3rd-wessex-rifles'). `as_written` keeps the name's letters in their case and script
    ('Dieter Müller' -> 'Dieter-Müller'), for a file a person looks for by that name (a player's
    note). `most` cuts it to that many characters: a file name holds at most 255 bytes.
    """
    stem = re.sub(r"\W+", "-", name) if as_written else re.sub(r"[^a-z0-9]+", "-", name.lower())
    return stem[:most].strip("-") or "roster"


def _reason(error: OSError) -> str:
    if error.errno == errno.ELOOP:
        return "its links lead round in a loop"
    return error.strerror or str(error)


def output_path(path: Path, *, force: bool, what: str = "file", stem: str = "army") -> Path:
    """Where a command may write `path`: a new name, or (with `force`) a regular file, or a link to
    one, to replace.

    A UsageError (exit status 2) otherwise, naming the problem: a folder, a device or pipe, a
    missing folder, a loop of links, an existing file without --force.
    """
    folder = path.parent if str(path.parent) else Path(".")
    try:
        found = os.stat(path)
    except FileNotFoundError:
        found = None
    except OSError as error:
        raise UsageError(f"cannot write {path}: {_reason(error)}") from None
    if found is None:
        if path.is_symlink():
            raise UsageError(f"{path} is a link to nothing; give another name, or remove the link")
        if not folder.is_dir():
            raise UsageError(
                f"no folder {folder} to write {path.name} in; create it first, or give another path"
            )
        return path
    if stat.S_ISDIR(found.st_mode):
        raise UsageError(f"{path} is a folder; give a file name, e.g. -o {path / (stem + '.' + what)}")
    if not stat.S_ISREG(found.st_mode):
        raise UsageError(f"{path} is {kind_of(found.st_mode)}; armybuilder writes only to regular files")
    if not force:
        raise UsageError(f"{path} exists; choose another name, or add --force to replace it")
    return path  # a link is replaced by the new file, and the file it names left as it is


def not_over_what_is_read(out: Path, read: Iterable[Path], *, made: str, instead: Path) -> None:
    """A UsageError where writing `out` would replace a file the output is made from (under this
    name, another or through a link), naming that file and a name to give instead."""
    for path in read:
        try:
            same = os.path.samefile(out, path)
        except OSError:  # one of them does not exist: nothing would be lost
            same = False
        if same:
            raise UsageError(
                f"-o {out} would overwrite {path}, which the {made} is made from; "
                f"give the {made} another name, e.g. -o {instead}"
            )
