"""The README's sessions, run as written: each `$` command's output must match what follows it."""

import os
import re
import subprocess
import sys
from pathlib import Path

from armybuilder.present.keys import EDITOR_KEYS
from tests.conftest import ROOT

BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def _steps(block: str) -> list[tuple[str, str]]:
    """(command, expected output) pairs; a heredoc's lines belong to its command."""
    steps: list[tuple[str, str]] = []
    lines = block.splitlines()
    number = 0
    while number < len(lines):
        command = lines[number].removeprefix("$ ")
        number += 1
        heredoc = re.search(r"<<'(\w+)'", command)
        if heredoc:
            while lines[number] != heredoc.group(1):
                command += "\n" + lines[number]
                number += 1
            command += "\n" + lines[number]
            number += 1
        output = []
        while number < len(lines) and not lines[number].startswith("$ "):
            output.append(lines[number])
            number += 1
        steps.append((command, "\n".join(output)))
    return steps


def test_readme_sessions_reproduce(tmp_path: Path) -> None:
    blocks = BLOCK.findall((ROOT / "README.md").read_text())
    assert blocks, "the README shows a session"
    environment = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "COLUMNS": "100",
        "NO_COLOR": "1",
    }
    for block in blocks:
        for command, expected in _steps(block):
            result = subprocess.run(
                ["bash", "-c", command],
                cwd=tmp_path,
                env=environment,
                capture_output=True,
                text=True,
                check=False,
            )
            assert result.stderr == "", command
            assert result.stdout.rstrip("\n") == expected, command


def test_the_readme_key_table_lists_every_editor_key_and_no_other() -> None:
    """The editor's keys are declared once (present/keys.py); the README's table must keep up."""
    text = (ROOT / "README.md").read_text()
    table = text[text.index("| key | what it does |") :].split("\n\n")[0]
    documented = {
        key for line in table.splitlines()[2:] for key in re.findall(r"`([^`]+)`", line.split(" | ")[0])
    }
    # Not the build screen's own: the catalog list's (enter, a), Textual's (tab) and the app's palette.
    others = {"enter", "a", "tab", "shift+tab", "ctrl+p"}
    assert documented - others == {key.spoken for key in EDITOR_KEYS}
