"""The reader that reads a batch's roster files while `check` loads: it must hand back exactly what
reading the files gives, leave out what it cannot read, never outlive the command, and change no
verdict."""

import os
import signal
import time
from pathlib import Path

import pytest

from armybuilder.checking.readahead import LARGEST, ReadAhead, ReadFiles
from armybuilder.files.text import read_source
from armybuilder.files.yaml import parse
from tests.conftest import ROOT

EXAMPLES = sorted((ROOT / "catalogs" / "examples").glob("*.yaml"))


def read_all(files: list[Path]) -> ReadAhead:
    """A reader given time to read every file (a few small files take milliseconds)."""
    ahead = ReadAhead(files)
    time.sleep(1)
    return ahead


def test_the_reader_hands_back_each_file_as_reading_it_gives() -> None:
    with read_all(EXAMPLES) as ahead:
        read = ahead.take()
    assert len(read) == len(EXAMPLES)
    for file in EXAMPLES:
        source = read_source(file)
        assert read.get(file) == (source, parse(source.text, file))


def test_the_reader_names_the_game_systems_of_the_files_it_has_read_each_once(tmp_path: Path) -> None:
    # The command loads their catalogs while the reader reads on, for the workers to inherit.
    misspelt = tmp_path / "misspelt.yaml"
    misspelt.write_text(EXAMPLES[0].read_text().replace("system: ", "system: no-such-"))
    with read_all([*EXAMPLES, *EXAMPLES, misspelt]) as ahead:
        named = ahead.systems()
        assert ahead.systems() == []  # none new since
        ahead.take()
    written = [parse(file.read_text(), file)["system"] for file in EXAMPLES]
    assert sorted(named) == sorted([*dict.fromkeys(written), f"no-such-{written[0]}"])
    assert ReadAhead([]).systems() == []


def test_the_reader_reads_the_roster_files_of_a_folder_as_the_inbox_names_them(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.yaml").write_text(EXAMPLES[0].read_text())
    (tmp_path / "b.yml").write_text(EXAMPLES[1].read_text())
    (tmp_path / ".hidden.yaml").write_text(EXAMPLES[0].read_text())
    (tmp_path / "list.txt").write_text("Tank Attack\n2 x Tank\n")
    with read_all([tmp_path]) as ahead:
        read = ahead.take()
    assert len(read) == 2
    assert read.get(tmp_path / "sub" / "a.yaml") is not None and read.get(tmp_path / "b.yml") is not None


def test_what_the_reader_cannot_read_is_left_for_the_check(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("units: [rifles\n")
    missing = tmp_path / "missing.yaml"
    large = tmp_path / "large.yaml"
    large.write_text("notes: " + "x" * LARGEST + "\n")
    plain = tmp_path / "plain.yaml"
    plain.write_text("just a sentence\n")  # YAML, but no roster: the check says what it is
    with read_all([broken, missing, large, plain, EXAMPLES[0]]) as ahead:
        read = ahead.take()
    assert len(read) == 1 and read.get(EXAMPLES[0]) is not None
    assert read.get(broken) is None and read.get(large) is None and read.get(plain) is None


def test_the_reader_stops_when_asked_and_when_the_command_fails() -> None:
    ahead = ReadAhead(EXAMPLES * 2000)
    pid = ahead._pid
    ahead.take()
    with pytest.raises(ChildProcessError):  # stopped and reaped: no process is left behind
        os.waitpid(pid, os.WNOHANG)
    assert len(ahead.take()) == 0
    with pytest.raises(RuntimeError), ReadAhead(EXAMPLES * 2000) as failing:
        pid = failing._pid
        raise RuntimeError("the command failed before taking the reader's work")
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


class Patient(ReadAhead):
    """A reader whose command waits until it has read everything, as on a slow start."""

    taken: list[int] = []
    """How many files each reader had read when its command took them."""

    def __init__(self, files: list[Path]) -> None:
        super().__init__(files)
        time.sleep(2)

    def take(self) -> ReadFiles:
        read = super().take()
        Patient.taken.append(len(read))
        return read


def test_a_batch_read_ahead_gets_the_verdicts_of_one_read_file_by_file(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    example = EXAMPLES[0].read_text(encoding="utf-8")
    (inbox / "broken.yaml").write_text("format: 1\nunits: [rifles\n")
    (inbox / "latin.yaml").write_bytes(example.replace("name: ", "name: Café ", 1).encode("cp1252"))
    (inbox / "wide.yaml").write_bytes(example.encode("utf-16"))
    (inbox / "large.yaml").write_text(example + "notes: " + "x" * LARGEST + "\n")
    for number in range(120):
        (inbox / f"roster-{number:03}.yaml").write_text(example.replace("name: ", f"name: {number} ", 1))
    monkeypatch.setattr("armybuilder.checking.readahead.READ_AHEAD_FROM", 10**9)
    alone = cli("check", *sorted(inbox.iterdir()), "--format", "json", "--jobs", "1")  # no reader
    monkeypatch.setattr("armybuilder.checking.readahead.ReadAhead", Patient)
    together = cli("check", inbox, "--format", "json", "--jobs", "2")
    assert Patient.taken == [122]  # all but the broken and the large file, which the check reads
    assert together.out == alone.out and together.code == alone.code == 1
    assert "file.encoding" in together.out and "file.syntax" in together.out


def test_a_reader_that_died_leaves_every_file_to_the_check() -> None:
    ahead = ReadAhead(EXAMPLES * 2000)
    os.kill(ahead._pid, signal.SIGKILL)
    time.sleep(0.2)
    assert len(ahead.take()) == 0


BUILT_WHEN_TAKEN = """
import sys
from armybuilder.checking import readahead
from armybuilder.cli import main
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

take = readahead.ReadAhead.take

def taken(self):
    print("BUILT", Roster.__pydantic_complete__, Catalog.__pydantic_complete__, file=sys.stderr)
    return take(self)

readahead.ReadAhead.take = taken
main(["check", "--format", "json", *sys.argv[1:]])
"""


def test_check_builds_the_validators_while_its_reader_still_reads(tmp_path: Path) -> None:
    # Building them takes the command a few tens of milliseconds on one processor: the reader
    # parses more files meanwhile, rather than the other processor idling once it has stopped.
    import subprocess
    import sys

    files = []
    for number in range(20):
        files.append(tmp_path / f"roster-{number}.yaml")
        files[-1].write_text(EXAMPLES[number % len(EXAMPLES)].read_text())
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    run = subprocess.run(
        [sys.executable, "-c", BUILT_WHEN_TAKEN, *map(str, files)], capture_output=True, text=True, env=env
    )
    assert "BUILT True True" in run.stderr.splitlines(), run.stderr
