"""Reading a batch's first rosters while `check` loads its engine and catalogs.

Loading takes about a fifth of a second on one CPU, while a big batch has others waiting. A
forked reader parses files in order meanwhile, needing only the YAML reader, and packs each
file's plain data into memory shared with the command and the workers it forks later, so no
file's data is copied between processes. Whatever it did not reach, or could not read, is read
by the check as usual, which reports any problem.
"""

from __future__ import annotations

import contextlib
import gc
import mmap
import os
import pickle
import select
import signal
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

from armybuilder.textfile import Parsed, read_source
from armybuilder.yamlfile import parse

LARGEST = 256 * 1024
"""Bigger files are left to the check: being asked to stop never waits long on one file."""
MAX_SYSTEMS = 100
"""Systems named that are worth loading ahead; a batch of a hundred systems is not a tournament."""
BUDGET = 64 * 1024 * 1024
"""Bytes of packed data the reader holds at most, whatever the batch (memory is taken as used)."""


class ReadAhead:
    """A reader process for `files`, started at once; `take()` stops it and returns its work."""

    def __init__(self, files: Sequence[Path]) -> None:
        self._pid = 0
        self._files = files
        if not files or not hasattr(os, "fork"):
            return
        self._shelf = mmap.mmap(-1, BUDGET)  # shared: the reader writes, forked workers read
        stop_read, self._stop = os.pipe()
        self._answer, answer_write = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(self._stop)
                os.close(self._answer)
                _read(files, self._shelf, stop_read, answer_write)
            finally:
                os._exit(0)  # never back into the command's code, whatever happened
        os.close(stop_read)
        os.close(answer_write)
        self._pid = pid

    def take(self) -> ReadFiles:
        """The files parsed so far; the reader stops (a second call returns none)."""
        if not self._pid:
            return ReadFiles()
        with contextlib.suppress(OSError):  # a reader that has died cannot be asked
            os.write(self._stop, b".")
        with os.fdopen(self._answer, "rb") as answer:
            data = answer.read()
        self._finish()
        try:
            spans: list[tuple[int, int, int]]
            spans, systems = pickle.loads(data)  # from the process forked above
        except Exception:  # the reader died part way: the check reads every file itself
            return ReadFiles()
        return ReadFiles(self._shelf, {self._files[n]: (start, end) for n, start, end in spans}, systems)

    def _finish(self) -> None:
        os.close(self._stop)
        os.waitpid(self._pid, 0)
        self._pid = 0

    def __enter__(self) -> ReadAhead:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        """A command that fails before taking the reader's work stops the reader too."""
        if self._pid:
            os.kill(self._pid, signal.SIGKILL)
            os.close(self._answer)
            self._finish()


class ReadFiles:
    """What the reader parsed: each file's data, packed in the shared memory until a worker
    unpacks it."""

    def __init__(
        self,
        shelf: mmap.mmap | None = None,
        spans: dict[Path, tuple[int, int]] | None = None,
        systems: tuple[str, ...] = (),
    ) -> None:
        self._shelf = shelf
        self._spans = spans or {}
        self.systems = systems
        """The game systems the files read name, so their catalogs can be loaded once for all."""

    def __len__(self) -> int:
        return len(self._spans)

    def get(self, file: Path) -> Parsed | None:
        span = self._spans.get(file)
        if self._shelf is None or span is None:
            return None
        return pickle.loads(memoryview(self._shelf)[span[0] : span[1]])


def _read(files: Sequence[Path], shelf: mmap.mmap, stop: int, answer: int) -> None:
    gc.disable()  # a short life that keeps all it makes: collecting would only walk it again
    spans: list[tuple[int, int, int]] = []
    systems: set[str] = set()
    end = 0
    for number, file in enumerate(files):
        if select.select([stop], [], [], 0)[0]:
            break
        try:
            if file.stat().st_size > LARGEST:
                continue
            source = read_source(file)
            data = parse(source.text, file)
            packed = pickle.dumps((source, data), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # the check reads the file again and reports the problem
            continue
        if end + len(packed) > len(shelf):
            break
        shelf[end : end + len(packed)] = packed
        spans.append((number, end, end + len(packed)))
        end += len(packed)
        if isinstance(data, dict) and isinstance(data.get("system"), str) and len(systems) < MAX_SYSTEMS:
            systems.add(data["system"])
    select.select([stop], [], [])  # wait to be asked
    with os.fdopen(answer, "wb") as out:
        out.write(pickle.dumps((spans, tuple(sorted(systems))), protocol=pickle.HIGHEST_PROTOCOL))
