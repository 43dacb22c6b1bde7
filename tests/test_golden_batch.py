"""Golden batches: what only many rosters at once can show (one player twice, one army sent by
two players, lists changed since the lock, players the lock lacks).

A folder `tests/golden/SYSTEM/batch-NAME/` holds an `inbox/`, an `event.yaml` and optionally a
`players.yaml` (the organiser's register, given as `--players`), a `lock.json` and a `received.json` (file name -> when it was received, given to the inbox files as
their modification times, which a checkout does not keep). The inbox checked under the event gives `expected.json` and `expected.txt`; where
there is a lock, `event pack` against it gives `expected.summary.csv` and `expected.lock.json`. `--update-golden` rewrites
them; read the diff before committing it.
"""

import datetime
import json
import os
import shutil
from pathlib import Path

import pytest

from armybuilder.events.lock_file import read_lock
from tests.conftest import ROOT

GOLDEN = Path(__file__).resolve().parent / "golden"
RECEIVED = 1_800_000_000
BATCHES = sorted(p for p in GOLDEN.glob("*/batch-*") if p.is_dir())


def _same(path: Path, text: str, request: pytest.FixtureRequest) -> None:
    if request.config.getoption("--update-golden"):
        path.write_text(text)
    assert text == path.read_text()


@pytest.mark.parametrize("batch", BATCHES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_golden_batch(
    batch: Path, cli, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(ROOT)
    # A list's `received` is its file's modification time, which a checkout does not keep: every
    # file gets a fixed one, and received.json gives some their own.
    for roster in (batch / "inbox").rglob("*"):
        os.utime(roster, (RECEIVED, RECEIVED))
    if (batch / "received.json").is_file():
        for name, when in json.loads((batch / "received.json").read_text()).items():
            stamp = datetime.datetime.fromisoformat(when).timestamp()
            os.utime(batch / "inbox" / name, (stamp, stamp))
    inbox, event = (batch / "inbox").relative_to(ROOT), (batch / "event.yaml").relative_to(ROOT)
    # The organiser's register, where the batch has one.
    players = (
        ("--players", (batch / "players.yaml").relative_to(ROOT))
        if (batch / "players.yaml").is_file()
        else ()
    )
    as_json = cli("check", inbox, "--event", event, *players, "--format", "json")
    as_text = cli("check", inbox, "--event", event, *players)
    _same(
        batch / "expected.json",
        json.dumps(json.loads(as_json.out), indent=2, ensure_ascii=False) + "\n",
        request,
    )
    _same(batch / "expected.txt", as_text.out, request)
    if (batch / "lock.json").is_file():
        out = tmp_path / "pack"
        out.mkdir()
        shutil.copy(batch / "lock.json", out / "lock.json")
        packed = cli("event", "pack", event, inbox, "-o", out, *players)
        assert packed.code == 0, packed.err
        # The entries stand (only `event accept` changes them); the lock it replaced is kept.
        assert (out / "lock.json.bak").read_bytes() == (batch / "lock.json").read_bytes()
        before = read_lock(batch / "lock.json")
        after = read_lock(out / "lock.json")
        held = {player.id: player.entry for player in after.players if player.entry is not None}
        for player in before.players:
            assert player.entry is not None and held[player.id] == player.entry
        _same(batch / "expected.summary.csv", (out / "summary.csv").read_text(), request)
        _same(batch / "expected.lock.json", (out / "lock.json").read_text(), request)
