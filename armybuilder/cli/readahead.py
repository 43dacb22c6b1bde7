"""Reading a batch's first rosters while `check` loads its engine and catalogs.

Loading takes about a fifth of a second on one CPU, while a big batch has others waiting. A
forked reader parses files in order meanwhile, needing only the YAML reader, and hands back
plain data when asked; the checks then start with those files already parsed. Whatever it did
not reach, or could not read, is read by the check as usual, which reports any problem.
"""

from __future__ import annotations

import contextlib
import gc
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
BUDGET = 64 * 1024 * 1024
"""Characters of text the reader holds at most, whatever the batch."""


class ReadAhead:
    """A reader process for `files`, started at once; `take()` stops it and returns its work."""

    def __init__(self, files: Sequence[Path]) -> None:
        self._pid = 0
        if not files or not hasattr(os, "fork"):
            return
        stop_read, self._stop = os.pipe()
        self._answer, answer_write = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(self._stop)
                os.close(self._answer)
                _read(files, stop_read, answer_write)
            finally:
                os._exit(0)  # never back into the command's code, whatever happened
        os.close(stop_read)
        os.close(answer_write)
        self._pid = pid

    def take(self) -> ReadFiles:
        """The files parsed so far; the reader stops (a second call returns none)."""
        if not self._pid:
            return ReadFiles({})
        with contextlib.suppress(OSError):  # a reader that has died cannot be asked
            os.write(self._stop, b".")
        with os.fdopen(self._answer, "rb") as answer:
            data = answer.read()
        self._finish()
        try:
            return ReadFiles(pickle.loads(data))  # from the process forked above
        except Exception:  # the reader died part way: the check reads every file itself
            return ReadFiles({})

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
    """What the reader parsed. Each file's data stays packed until a worker asks for it, so the
    main process only receives it and the unpacking is shared out."""

    def __init__(self, packed: dict[Path, bytes]) -> None:
        self._packed = packed

    def __len__(self) -> int:
        return len(self._packed)

    def get(self, file: Path) -> Parsed | None:
        packed = self._packed.get(file)
        return None if packed is None else pickle.loads(packed)


def _read(files: Sequence[Path], stop: int, answer: int) -> None:
    gc.disable()  # everything read is kept until asked for; collecting would only walk it again
    read: dict[Path, bytes] = {}
    held = 0
    for file in files:
        if select.select([stop], [], [], 0)[0] or held > BUDGET:
            break
        try:
            if file.stat().st_size > LARGEST:
                continue
            source = read_source(file)
            read[file] = pickle.dumps((source, parse(source.text, file)), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception:  # the check reads the file again and reports the problem
            continue
        held += len(source.text)
    select.select([stop], [], [])  # wait to be asked, so a fast reader never blocks on a full pipe early
    with os.fdopen(answer, "wb") as out:
        out.write(pickle.dumps(read, protocol=pickle.HIGHEST_PROTOCOL))
