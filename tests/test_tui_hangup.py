"""The editor ends with its terminal: a real editor in a real pseudo-terminal, whose terminal is
then closed, must exit within seconds and leave its unsaved changes aside.

An editor whose terminal window closed was found still running, at 67 % of a CPU."""

import fcntl
import os
import shutil
import termios
from collections.abc import Callable
from pathlib import Path

import pytest

from armybuilder.checking.rosters import load_roster
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


@pytest.mark.parametrize("session", [owning_the_terminal, beside_the_terminal], ids=["sighup", "eof"])
def test_the_editor_exits_when_its_terminal_closes_and_keeps_its_changes_aside(
    session: Callable[[], None], tmp_path: Path
) -> None:
    roster = tmp_path / "wessex.yaml"
    shutil.copy(EXAMPLE, roster)
    state = tmp_path / "state"
    editor, master = start_editor(roster, tmp_path, session)
    try:
        assert shows(master, rb"3rd Wessex Rifles", 30)
        os.write(master, b"+")  # one more of the highlighted entry: a change not saved
        assert shows(master, rb"unsaved", 10)
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
