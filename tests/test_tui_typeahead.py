"""Keys typed while the editor starts are not lost: the first screen is pushed once the app runs
(so its first frame is drawn sooner), and keys that come before it still reach the roster."""

import fcntl
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from tests.conftest import SHIPPED

EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


def shows(master: int, pattern: bytes, seconds: float) -> bool:
    """Whether the screen drawn on `master` comes to show `pattern` (escape codes taken out)."""
    out, end = b"", time.monotonic() + seconds
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            out += os.read(master, 65536)
            if re.search(pattern, ESCAPES.sub(b" ", out)):
                return True
    return False


@pytest.mark.parametrize("first_frame", [False, True], ids=["before-the-first-frame", "after-it"])
def test_keys_typed_as_the_editor_starts_reach_the_roster(first_frame: bool, tmp_path: Path) -> None:
    roster = tmp_path / "wessex.yaml"
    shutil.copy(EXAMPLE, roster)
    master, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state"), "TERM": "xterm-256color"}
    env.pop("TEXTUAL_DRIVER", None)
    editor = subprocess.Popen(
        [sys.executable, "-m", "armybuilder", "edit", str(roster)],
        stdin=terminal,
        stdout=terminal,
        stderr=terminal,
        env=env,
        start_new_session=True,
    )
    os.close(terminal)
    try:
        assert not first_frame or shows(master, rb"36 / 36 AP", 30)
        # Down twice, to the battalion's 4 Rifles, and one more of them: 5, for 10 AP.
        os.write(master, b"\x1b[B\x1b[B+")
        assert shows(master, rb"Rifles\s+300p\s+5\s+2\s+10", 30), "a key typed as the editor started was lost"
    finally:
        editor.kill()
        editor.wait()
        os.close(master)
