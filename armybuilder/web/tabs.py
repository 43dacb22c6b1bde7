"""One browser tab's editor process, kept within bounds: it ends with its tab (a quit, then
SIGTERM, then SIGKILL, each after a few seconds), and it is stopped with a message when it uses
more memory than a tab may. What the editor writes to stderr stays out of the server's log,
which a browser could otherwise fill with tracebacks and the server's paths."""

import asyncio
import contextlib
import logging
import os
import signal
from collections.abc import Awaitable, Callable
from typing import Any

from textual_serve.app_service import AppService

log = logging.getLogger("armybuilder.serve")

QUIT_GRACE = 3.0
"""Seconds an editor has to close after its tab did (it keeps unsaved changes aside meanwhile)."""
KILL_GRACE = 2.0
"""Seconds between SIGTERM and SIGKILL."""
PIPE_GRACE = 1.0
"""Seconds a message to the editor may wait for room in its input pipe."""
MEMORY_EVERY = 0.2
"""Seconds between looks at a tab's memory."""
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def resident(pid: int) -> int | None:
    """The memory a process holds, in bytes (Linux: /proc); None where it cannot be read."""
    try:
        with open(f"/proc/{pid}/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * PAGE
    except (OSError, ValueError, IndexError):
        return None


class Tab(AppService):
    """textual-serve's process for one tab, with a bounded stop and a memory watch."""

    def __init__(
        self, command: str, *, memory: int, over_memory: Callable[[], Awaitable[None]], **kwargs: Any
    ) -> None:
        super().__init__(command, **kwargs)
        self.memory = memory
        self.over_memory = over_memory
        self._watch: asyncio.Task[None] | None = None
        self._stopping: asyncio.Future[None] | None = None

    async def start(self, width: int, height: int) -> None:
        await super().start(width, height)
        self._watch = asyncio.create_task(self._watch_memory())

    async def _watch_memory(self) -> None:
        process = self._process
        assert process is not None
        while process.returncode is None:
            used = resident(process.pid)
            if used is not None and used > self.memory:
                log.warning(
                    "armybuilder serve: a tab's editor passed %d MB and was stopped", self.memory >> 20
                )
                self._signal(signal.SIGKILL)
                await self.over_memory()
                return
            await asyncio.sleep(MEMORY_EVERY)

    def _signal(self, number: int) -> None:
        if self._process is not None and self._process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(number)

    # An editor too busy to read its input must not hold the server (nor keep its tab's closing
    # unseen): after the grace the message waits in the pipe's buffer and the tab goes on.
    async def send_bytes(self, data: bytes) -> bool:
        try:
            return await asyncio.wait_for(super().send_bytes(data), PIPE_GRACE)
        except TimeoutError:
            return False

    async def send_meta(self, data: dict[str, str | int | bool | None]) -> bool:
        try:
            return await asyncio.wait_for(super().send_meta(data), PIPE_GRACE)
        except TimeoutError:
            return False

    async def stop(self) -> None:
        """Ask the editor to quit; one that does not is sent SIGTERM, then SIGKILL. A second call
        (the server stopping while a tab closes) waits for the same end."""
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        task = self._task
        if task is None:
            return
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        await self.send_meta({"type": "quit"})
        for number, grace in ((signal.SIGTERM, QUIT_GRACE), (signal.SIGKILL, KILL_GRACE), (None, None)):
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(task), grace)
                break
            if number is not None:
                self._signal(number)
        if self._process is not None:
            await self._process.wait()
        if self._watch is not None:  # watched until the end: an editor ending slowly is still bounded
            self._watch.cancel()
        self._task = None

    async def run(self) -> None:
        """Pass the editor's output to the browser until it ends; its stderr is read and dropped."""
        process = self._process
        assert process is not None and process.stdout is not None and process.stderr is not None
        stdout, stderr = process.stdout, process.stderr

        async def drain_stderr() -> None:
            while await stderr.read(65536):
                pass

        drained = asyncio.create_task(drain_stderr())
        try:
            for _ in range(10):  # the web driver's prelude comes first
                line = await stdout.readline()
                if not line or line == b"__GANGLION__\n":
                    break
            while True:
                kind = await stdout.readexactly(1)
                size = int.from_bytes(await stdout.readexactly(4), "big")
                payload = await stdout.readexactly(size)
                if kind == b"D":
                    await self.on_data(payload)
                elif kind == b"M":
                    await self.on_meta(payload)
                elif kind == b"P":
                    await self.on_packed(payload)
        except (asyncio.IncompleteReadError, ConnectionResetError):
            pass
        finally:
            await process.wait()
            drained.cancel()
        if process.returncode not in (0, -signal.SIGKILL, -signal.SIGTERM):
            log.warning("armybuilder serve: a tab's editor stopped with exit status %s", process.returncode)
