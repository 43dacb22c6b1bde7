"""Ending the editor when its terminal goes away, as any other exit ends it.

A closed terminal window sends SIGHUP, which killed the editor before it could keep its unsaved
changes aside; a terminal closed under an editor that did not own it left it reading an endless
end of input, spinning at most of a CPU. Either way the editor now exits, and the build screen
keeps the changes aside on the way out.
"""

import asyncio
import select
import signal
import sys

from textual.app import App

GONE = select.POLLHUP | select.POLLERR | select.POLLNVAL
"""What `poll` says of a terminal that was closed (or an input that ended or failed)."""

EVERY = 1.0
"""Seconds between looks at the terminal: a closed one is left within about this long."""


def end_with_terminal(app: App[None]) -> None:
    """Exit `app` when its terminal hangs up or its input ends; a browser's or a test's app has no
    terminal of its own, and is left alone."""
    if app.is_headless or app.is_web or sys.__stdin__ is None:
        return
    asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, app.exit)
    terminal = select.poll()
    terminal.register(sys.__stdin__.fileno(), select.POLLIN)

    def look() -> None:
        if any(events & GONE for _, events in terminal.poll(0)):
            app.exit()

    app.set_interval(EVERY, look)
