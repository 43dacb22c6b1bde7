"""Ending the editor when its terminal goes away, as any other exit ends it.

A closed terminal window sends SIGHUP, which killed the editor before it could keep its unsaved
changes aside; a terminal closed under an editor that did not own it left it reading an endless
end of input, spinning at most of a CPU. Either way the editor now exits, and the build screen
keeps the changes aside on the way out.

A terminal closed while the editor still had drawing to send made Textual's writer fail and stop,
and the editor then waited for it forever: a terminal that fails a write is now a terminal gone.
A closed terminal also sends SIGCONT, on which Textual starts drawing to it again, with a second
reader of its input that the exit could miss and then wait on: the editor resumes only on a
terminal that is still there.
"""

import asyncio
import os
import select
import signal
import sys
import threading
from typing import IO

from textual.app import App
from textual.driver import Driver

GONE = select.POLLHUP | select.POLLERR | select.POLLNVAL
"""What `poll` says of a terminal that was closed (or an input that ended or failed)."""

EVERY = 1.0
"""Seconds between looks at the terminal: a closed one is left within about this long."""


class Terminal:
    """The file the editor draws to, whose failing write means the terminal is gone: the writing
    goes on as if it had been drawn, so nothing waits on a writer that stopped."""

    def __init__(self, file: IO[str]) -> None:
        self.file = file
        self.gone = threading.Event()

    def write(self, text: str) -> None:
        try:
            self.file.write(text)
        except (OSError, ValueError):  # ValueError: the file was closed under it
            self.gone.set()

    def flush(self) -> None:
        try:
            self.file.flush()
        except (OSError, ValueError):
            self.gone.set()

    def fileno(self) -> int:
        return self.file.fileno()

    def isatty(self) -> bool:
        return True


def terminal_driver(driver: type[Driver]) -> type[Driver]:
    """`driver`, drawing to a `Terminal` when it is the driver of a real terminal."""
    from textual.drivers.linux_driver import LinuxDriver

    if driver is not LinuxDriver:
        return driver

    class TerminalDriver(LinuxDriver):
        def __init__(self, app: App[None], **options: object) -> None:
            super().__init__(app, **options)  # type: ignore[arg-type]
            self.terminal = Terminal(self._file)  # type: ignore[arg-type]  # stderr, as Textual opens it
            self._file = self.terminal  # type: ignore[assignment]  # written to, flushed, no more

        def _sigcont_application(self, *signal: object) -> None:
            if os.isatty(self.fileno):  # brought back with `fg`, not sent with a hang-up
                super()._sigcont_application(*signal)

    return TerminalDriver


def end_with_terminal(app: App[None]) -> None:
    """Exit `app` when its terminal hangs up or its input ends; a browser's or a test's app has no
    terminal of its own, and is left alone."""
    if app.is_headless or app.is_web or sys.__stdin__ is None:
        return
    asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, app.exit)
    terminal = select.poll()
    terminal.register(sys.__stdin__.fileno(), select.POLLIN)

    drawn_to = getattr(app._driver, "terminal", None)

    def look() -> None:
        if any(events & GONE for _, events in terminal.poll(0)) or (drawn_to and drawn_to.gone.is_set()):
            app.exit()

    app.set_interval(EVERY, look)
