"""Keys typed while the editor starts are not lost: the first screen is pushed once the app runs
(so its first frame is drawn sooner), and keys that come before it still reach the roster."""

import os
import shutil
from pathlib import Path

import pytest

from tests.conftest import SHIPPED
from tests.pty_editor import shows, start_editor

EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"


@pytest.mark.parametrize("first_frame", [False, True], ids=["before-the-first-frame", "after-it"])
def test_keys_typed_as_the_editor_starts_reach_the_roster(first_frame: bool, tmp_path: Path) -> None:
    roster = tmp_path / "wessex.yaml"
    shutil.copy(EXAMPLE, roster)
    editor, master = start_editor(roster, tmp_path, os.setsid)
    try:
        assert not first_frame or shows(master, rb"36 / 36 AP", 30)
        # Down twice, to the battalion's 4 Rifles, and one more of them: 5, for 10 AP.
        os.write(master, b"\x1b[B\x1b[B+")
        assert shows(master, rb"Rifles\s+300p\s+5\s+2\s+10", 30), "a key typed as the editor started was lost"
    finally:
        editor.kill()
        editor.wait()
        os.close(master)
