"""Reading a big batch's roster files while `check` loads its engine.

Loading takes about a seventh of a second on one CPU, while a batch has others waiting. A forked
reader reads and parses roster files meanwhile, needing only the YAML reader, and packs each
file's text and data into memory shared with the command and the workers it forks later, so no
file's data is copied between processes. Whatever it did not reach, or could not read, is read
by the check as usual, which reports any problem. Measured on 1,000 rosters (docs/speed.md): the
batch takes 0.87 of the time it takes without the reader.
"""

from __future__ import annotations

import contextlib
import gc
import mmap
import os
import pickle
import select
import signal
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from armybuilder.files.opening import ROSTER_SUFFIXES
from armybuilder.files.text import Source, read_source
from armybuilder.files.yaml import parse

READ_AHEAD_FROM = 16
"""Files named (or a folder) from which reading them ahead is worth forking a reader."""
LARGEST = 256 * 1024
"""Bigger files are left to the check: being asked to stop never waits long on one file."""
BUDGET = 64 * 1024 * 1024
"""Bytes of packed data the reader holds at most, whatever the batch (memory is taken as used)."""
MAX_FILES = 100_000
"""Files looked at, at most: a folder of more is read by the check itself past them."""
MAX_SYSTEMS = 100
MAX_SYSTEM_NAME = 100
SYSTEMS_SAID = MAX_SYSTEMS * (MAX_SYSTEM_NAME + 1)
"""The game systems the reader names, and the bytes of their names: far fewer than a pipe holds,
so the reader never waits to name one (a batch naming more is no real inbox)."""

Read = tuple[Source, dict[str, Any]]
"""A file's text as read, and its YAML data."""


def worth_reading(paths: Sequence[Path], *, fixing: bool) -> list[Path]:
    """What a reader reads: the files and folders named, for a batch of some size; nothing
    where `check --fix` rewrites the files before they are checked."""
    if fixing or (len(paths) < READ_AHEAD_FROM and not any(path.is_dir() for path in paths)):
        return []
    return list(paths)


class ReadAhead:
    """A reader process for the roster files at `paths` (files, and those in folders), started
    at once; `systems()` says what it has found so far, `take()` stops it and returns its work."""

    def __init__(self, paths: Sequence[Path]) -> None:
        self._pid = 0
        if not paths or not hasattr(os, "fork"):
            return
        self._shelf = mmap.mmap(-1, BUDGET)  # shared: the reader writes, forked workers read
        stop_read, self._stop = os.pipe()
        self._answer, answer_write = os.pipe()
        self._named, named_write = os.pipe()
        os.set_blocking(self._named, False)
        pid = os.fork()
        if pid == 0:
            try:
                os.close(self._stop)
                os.close(self._answer)
                os.close(self._named)
                signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C ends the reader at once
                _read(paths, self._shelf, stop_read, answer_write, named_write)
            finally:
                os._exit(0)  # never back into the command's code, whatever happened
        os.close(stop_read)
        os.close(answer_write)
        os.close(named_write)
        self._pid = pid

    def systems(self) -> list[str]:
        """The game systems named by the files read since last asked, each once: the command loads
        their catalogs while the reader reads on, and the workers it forks inherit them."""
        if not self._pid:
            return []
        try:
            said = os.read(self._named, SYSTEMS_SAID)
        except BlockingIOError:  # none new yet
            return []
        return [name.decode("utf-8", "replace") for name in said.split(b"\n") if name]

    def take(self) -> ReadFiles:
        """The files read so far; the reader stops (a second call returns none)."""
        if not self._pid:
            return ReadFiles()
        with contextlib.suppress(OSError):  # a reader that has died cannot be asked
            os.write(self._stop, b".")
        with os.fdopen(self._answer, "rb") as answer:
            data = answer.read()
        self._finish()
        try:
            spans: dict[str, tuple[int, int]] = pickle.loads(data)  # from the process forked above
        except Exception:  # the reader died part way: the check reads every file itself
            return ReadFiles()
        return ReadFiles(self._shelf, spans)

    def _finish(self) -> None:
        os.close(self._stop)
        os.close(self._named)
        os.waitpid(self._pid, 0)
        self._pid = 0

    def __enter__(self) -> ReadAhead:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        """A command that fails before taking the reader's work stops the reader too."""
        if self._pid:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._pid, signal.SIGKILL)
            os.close(self._answer)
            self._finish()


class ReadFiles:
    """What the reader read, by path: each file's text and data, packed in the shared memory
    until a worker unpacks it."""

    def __init__(
        self, shelf: mmap.mmap | None = None, spans: dict[str, tuple[int, int]] | None = None
    ) -> None:
        self._shelf = shelf
        self._spans = spans or {}

    def __len__(self) -> int:
        return len(self._spans)

    def get(self, file: Path) -> Read | None:
        span = self._spans.get(os.fspath(file))
        if self._shelf is None or span is None:
            return None
        read: Read = pickle.loads(memoryview(self._shelf)[span[0] : span[1]])
        return read


def _files(paths: Sequence[Path]) -> Iterator[Path]:
    """The roster files named, and those in the folders named, as the inbox names them."""
    for path in paths:
        if path.suffix.lower() in ROSTER_SUFFIXES:
            yield path
        elif path.is_dir():
            for folder, folders, names in os.walk(path):
                folders[:] = sorted(name for name in folders if not name.startswith("."))
                for name in sorted(names):
                    if name.lower().endswith(ROSTER_SUFFIXES) and not name.startswith("."):
                        yield Path(folder) / name


def _read(paths: Sequence[Path], shelf: mmap.mmap, stop: int, answer: int, named: int) -> None:
    gc.disable()  # a short life that keeps all it makes: collecting would only walk it again
    spans: dict[str, tuple[int, int]] = {}
    systems: set[str] = set()
    end = 0
    for number, file in enumerate(_files(paths)):
        if number >= MAX_FILES or select.select([stop], [], [], 0)[0]:
            break
        try:
            if file.stat().st_size > LARGEST:
                continue
            source = read_source(file)
            data = parse(source.text, file)
            if not isinstance(data, dict):  # not a roster: the check says what it is
                continue
            packed = pickle.dumps((source, data), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # the check reads the file again and reports the problem
            continue
        if end + len(packed) > len(shelf):
            break
        shelf[end : end + len(packed)] = packed
        spans[os.fspath(file)] = (end, end + len(packed))
        end += len(packed)
        system = data.get("system")
        if isinstance(system, str) and system not in systems and len(systems) < MAX_SYSTEMS:
            systems.add(system)
            if len(system) <= MAX_SYSTEM_NAME and "\n" not in system:
                os.write(named, system.encode("utf-8", "replace") + b"\n")
    select.select([stop], [], [])  # wait to be asked
    with os.fdopen(answer, "wb") as out:
        out.write(pickle.dumps(spans, protocol=pickle.HIGHEST_PROTOCOL))
