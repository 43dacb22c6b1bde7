"""The README's and the manuals' sessions, run as written: each `$` command's output must match what
follows it; and every link between them leads somewhere."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from armybuilder.present.keys import EDITOR_KEYS
from tests.conftest import ROOT

BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)
README = ROOT / "README.md"
MANUALS = sorted((ROOT / "docs").glob("*.md"))
DOCUMENTS = [README, *MANUALS]
WITH_SESSIONS = [path for path in DOCUMENTS if BLOCK.search(path.read_text())]
EXAMPLES = ROOT / "docs" / "examples"
"""Files a session starts from that are too long to write out in it (a mail folder as exported):
each session's folder holds a copy, as `examples/`."""


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


def test_the_readme_shows_a_session() -> None:
    assert README in WITH_SESSIONS


@pytest.mark.parametrize("document", WITH_SESSIONS, ids=lambda path: path.name)
def test_sessions_reproduce(document: Path, tmp_path: Path) -> None:
    """A document's sessions run in order in a folder of their own, so each stands on its own."""
    shutil.copytree(EXAMPLES, tmp_path / "examples")
    environment = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "COLUMNS": "100",
        "NO_COLOR": "1",
    }
    for block in BLOCK.findall(document.read_text()):
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


def _prose(text: str) -> str:
    """The text but its fenced blocks, where a `[x](y)` is code, not a link."""
    return re.sub(r"^```.*?^```", "", text, flags=re.DOTALL | re.MULTILINE)


def _anchors(path: Path) -> set[str]:
    """The `#anchor` of each heading, as GitHub makes them: lower case, punctuation dropped, spaces
    as hyphens, and a repeated one numbered."""
    anchors: set[str] = set()
    for heading in re.findall(r"^#+ (.+)$", _prose(path.read_text()), flags=re.MULTILINE):
        anchor = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        repeat = 0
        while (numbered := f"{anchor}-{repeat}" if repeat else anchor) in anchors:
            repeat += 1
        anchors.add(numbered)
    return anchors


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_relative_link_and_anchor_resolves(document: Path) -> None:
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", _prose(document.read_text())):
        if re.match(r"[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        linked = (document.parent / path).resolve() if path else document
        if not linked.exists() or (anchor and anchor not in _anchors(linked)):
            broken.append(target)
    assert broken == []


def test_the_readme_leads_to_every_manual() -> None:
    linked = {
        (ROOT / target.partition("#")[0]).resolve()
        for target in re.findall(r"\]\(([^)#\s]+)", README.read_text())
    }
    assert MANUALS and set(MANUALS) <= linked


def test_the_key_table_lists_every_editor_key_and_no_other() -> None:
    """The editor's keys are declared once (present/keys.py); the players' manual's table must keep up."""
    text = (ROOT / "docs" / "players.md").read_text()
    table = text[text.index("| key | what it does |") :].split("\n\n")[0]
    documented = {
        key for line in table.splitlines()[2:] for key in re.findall(r"`([^`]+)`", line.split(" | ")[0])
    }
    # Not the build screen's own: the catalog list's (enter, a), Textual's (tab) and the app's palette.
    others = {"enter", "a", "tab", "shift+tab", "ctrl+p"}
    assert documented - others == {key.spoken for key in EDITOR_KEYS}
