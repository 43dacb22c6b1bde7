"""Golden rosters: each roster file gets exactly its expected report, as JSON and as text.

After a deliberate change, `pytest tests/test_golden.py --update-golden` rewrites the expected
files; read the diff before committing it. A system's folder may hold a `catalogs/` folder of user
catalogs (searched as with `--catalogs`), for rules that only a player's own entries can reach.
A roster `NAME.yaml` beside an event file `NAME.event.yaml` also gets the report it gets under that
event, in `NAME.event.expected.json` and `.txt`.
"""

import json
from pathlib import Path

import pytest

from tests.conftest import ROOT

GOLDEN = Path(__file__).resolve().parent / "golden"
# `NAME.event.yaml` beside a roster is the event that judges it strictly, not a roster.
ROSTERS = sorted(p for p in GOLDEN.glob("*/*.yaml") if not p.name.endswith(".event.yaml"))
UNDER_EVENTS = [p for p in ROSTERS if p.with_suffix(".event.yaml").is_file()]


def _check(path: Path, cli, request: pytest.FixtureRequest, event: Path | None) -> None:
    relative = path.relative_to(ROOT)
    user = relative.parent / "catalogs"
    extra = ["--catalogs", user] if user.is_dir() else []
    extra += ["--event", event.relative_to(ROOT)] if event else []
    as_json = cli("check", relative, "--format", "json", *extra)
    as_text = cli("check", relative, *extra)
    [report] = json.loads(as_json.out)
    suffix = ".event.expected" if event else ".expected"
    expected_json = path.with_suffix(f"{suffix}.json")
    expected_text = path.with_suffix(f"{suffix}.txt")
    if request.config.getoption("--update-golden"):
        expected_json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        expected_text.write_text(as_text.out)
    assert report == json.loads(expected_json.read_text())
    assert as_text.out == expected_text.read_text()
    assert as_json.code == as_text.code == (0 if report["valid"] else 1)
    assert as_json.err == as_text.err == ""


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_report(
    path: Path, cli, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    _check(path, cli, request, None)


@pytest.mark.parametrize("path", UNDER_EVENTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_report_under_its_event(
    path: Path, cli, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    _check(path, cli, request, path.with_suffix(".event.yaml"))


def test_every_system_has_golden_rosters_both_valid_and_not() -> None:
    systems = {p.parent.name for p in ROSTERS}
    assert "tank-attack" in systems
    for system in systems:
        names = [p.stem for p in ROSTERS if p.parent.name == system]
        assert any(n.startswith("valid-") for n in names), system
        assert any(n.startswith("invalid-") for n in names), system
