"""`armybuilder edit` in a real pseudo-terminal, for the tests that need the terminal itself:
its keys as a terminal sends them, its hang-up, what it draws."""

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from pathlib import Path

ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


def start_editor(
    roster: Path, home: Path, session: Callable[[], None], size: tuple[int, int] = (100, 30)
) -> tuple[subprocess.Popen[bytes], int]:
    """The editor on `roster` in a pseudo-terminal of `size` (columns, rows), its state and data
    under `home`, `session` run in the child first; and the terminal's side to read and write."""
    master, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
    env = {
        **os.environ,
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_DATA_HOME": str(home),
        "TERM": "xterm-256color",
    }
    env.pop("TEXTUAL_DRIVER", None)
    editor = subprocess.Popen(
        [sys.executable, "-m", "armybuilder", "edit", str(roster)],
        stdin=terminal,
        stdout=terminal,
        stderr=terminal,
        env=env,
        preexec_fn=session,
    )
    os.close(terminal)
    return editor, master


def shows(master: int, pattern: bytes, seconds: float) -> bool:
    """Whether what the editor draws comes to show `pattern` (a regular expression over its text,
    escape codes taken out) within `seconds`."""
    out, end = b"", time.monotonic() + seconds
    while time.monotonic() < end:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            out += os.read(master, 65536)
            if re.search(pattern, ESCAPES.sub(b" ", out)):
                return True
    return False
