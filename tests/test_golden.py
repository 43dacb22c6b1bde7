"""Golden rosters: each roster file gets exactly its expected report, as JSON and as text.

After a deliberate change, `pytest tests/test_golden.py --update-golden` rewrites the expected
files; read the diff before committing it. A system's folder may hold a `catalogs/` folder of user
catalogs (searched as with `--catalogs`), for rules that only a player's own entries can reach.
"""

import json
from pathlib import Path

import pytest

from tests.conftest import ROOT

GOLDEN = Path(__file__).resolve().parent / "golden"
# `NAME.event.yaml` beside a roster is the event that judges it strictly, not a roster.
ROSTERS = sorted(p for p in GOLDEN.glob("*/*.yaml") if not p.name.endswith(".event.yaml"))


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_report(
    path: Path, cli, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    relative = path.relative_to(ROOT)
    user = relative.parent / "catalogs"
    extra = ["--catalogs", user] if user.is_dir() else []
    as_json = cli("check", relative, "--format", "json", *extra)
    as_text = cli("check", relative, *extra)
    [report] = json.loads(as_json.out)
    expected_json = path.with_suffix(".expected.json")
    expected_text = path.with_suffix(".expected.txt")
    if request.config.getoption("--update-golden"):
        expected_json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        expected_text.write_text(as_text.out)
    assert report == json.loads(expected_json.read_text())
    assert as_text.out == expected_text.read_text()
    assert as_json.code == as_text.code == (0 if report["valid"] else 1)
    assert as_json.err == as_text.err == ""


def test_every_system_has_golden_rosters_both_valid_and_not() -> None:
    systems = {p.parent.name for p in ROSTERS}
    assert "tank-attack" in systems
    for system in systems:
        names = [p.stem for p in ROSTERS if p.parent.name == system]
        assert any(n.startswith("valid-") for n in names), system
        assert any(n.startswith("invalid-") for n in names), system
