"""The editor ends with its terminal: a real editor in a real pseudo-terminal, whose terminal is
then closed, must exit within seconds and leave its unsaved changes aside.

An editor whose terminal window closed was found still running, at 67 % of a CPU."""

import fcntl
import os
import pty
import shutil
import signal
import termios
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.drivers.linux_driver import LinuxDriver

from armybuilder.files.rosters import load_roster
from armybuilder.tui.hangup import terminal_driver
from tests.conftest import SHIPPED
from tests.pty_editor import shows, start_editor

EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"


def owning_the_terminal() -> None:
    """In the child: a session of its own whose controlling terminal is the pty, as a shell gives
    a program it runs, so closing the terminal sends it SIGHUP."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def beside_the_terminal() -> None:
    """In the child: a session with no controlling terminal, so closing the pty sends no signal
    and the editor sees only the end of its input."""
    os.setsid()


def read_along(master: int) -> None:
    """Nothing more after the change: the terminal was read as the editor drew."""


def leave_unread(master: int) -> None:
    """Many moves between entries, with nothing read of what the editor draws: the terminal fills,
    and is closed with drawing still to send."""
    for _ in range(80):
        os.write(master, b"\x1b[B\x1b[A")  # down and up again
        time.sleep(0.01)
    time.sleep(1)


@pytest.mark.parametrize("keys", [read_along, leave_unread], ids=["read", "unread"])
@pytest.mark.parametrize("session", [owning_the_terminal, beside_the_terminal], ids=["sighup", "eof"])
def test_the_editor_exits_when_its_terminal_closes_and_keeps_its_changes_aside(
    session: Callable[[], None], keys: Callable[[int], None], tmp_path: Path
) -> None:
    roster = tmp_path / "wessex.yaml"
    shutil.copy(EXAMPLE, roster)
    state = tmp_path / "state"
    editor, master = start_editor(roster, tmp_path, session)
    try:
        assert shows(master, rb"3rd Wessex Rifles", 30)
        os.write(master, b"+")  # one more of the highlighted entry: a change not saved
        assert shows(master, rb"unsaved", 10)
        keys(master)
    finally:
        os.close(master)  # the terminal goes away, as when its window is shut
    try:
        editor.wait(timeout=5)
    finally:
        if editor.poll() is None:
            editor.kill()
            editor.wait()
    assert editor.returncode == 0
    copies = list((state / "armybuilder" / "autosave").glob("file-*-wessex.*.yaml"))
    assert len(copies) == 1, "the unsaved change is kept aside, to be offered when the file is opened"
    kept, saved = load_roster(copies[0]).roster, load_roster(roster).roster
    assert (kept.units[0].count, saved.units[0].count) == (2, 1), "the file itself is not touched"


@pytest.mark.parametrize("hung_up", [True, False], ids=["hang-up", "fg"])
async def test_only_a_terminal_still_there_is_drawn_to_again_on_sigcont(
    hung_up: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A closed terminal sends SIGCONT with its SIGHUP; drawing to it again started a second
    reader of its input, which the exit could miss and then wait on for ever."""
    handlers = {sig: signal.getsignal(sig) for sig in (signal.SIGCONT, signal.SIGTSTP)}
    master, terminal = pty.openpty()
    try:
        driver = terminal_driver(LinuxDriver)(App())
        driver.fileno = terminal
        resumed: list[bool] = []
        monkeypatch.setattr(driver, "resume_application_mode", lambda: resumed.append(True))
        if hung_up:
            os.close(master)
        signal.raise_signal(signal.SIGCONT)
        assert resumed == ([] if hung_up else [True])
    finally:
        for sig, handler in handlers.items():
            signal.signal(sig, handler)
        os.close(terminal)
        if not hung_up:
            os.close(master)
