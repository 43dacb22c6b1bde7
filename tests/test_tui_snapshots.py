"""How the TUI looks at 120x40, pinned as SVG snapshots (update with --snapshot-update, after looking)."""

import json
from pathlib import Path

from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile
from tests.test_tui import EXAMPLE, GOLDEN, go_to, services

SIZE = (120, 40)


def test_start_screen(snap_compare, tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / "recent.json").write_text(json.dumps(["/home/player/lists/wessex.yaml"]))
    assert snap_compare(ArmyBuilder(services(tmp_path)), terminal_size=SIZE)


def test_build_screen_with_a_valid_roster(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE)), terminal_size=SIZE)


def test_build_screen_with_an_invalid_roster(snap_compare, tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), OpenFile(GOLDEN / "invalid-unknown-ids.yaml"))
    assert snap_compare(app, press=["down", "down", "down", "down", "down", "down"], terminal_size=SIZE)


def test_element_options_dialog(snap_compare, tmp_path: Path) -> None:
    async def open_options(pilot) -> None:
        await go_to(pilot, "Soldier [Regular]")
        await pilot.press("o")
        await pilot.click("RadioButton")

    app = ArmyBuilder(services(tmp_path), NewRoster("mini", "Reds"))
    assert snap_compare(app, run_before=open_options, terminal_size=SIZE)


def test_roster_options_dialog(snap_compare, tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE))
    assert snap_compare(app, press=["O"], terminal_size=SIZE)


def test_help_screen(snap_compare, tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE))
    assert snap_compare(app, press=["question_mark"], terminal_size=SIZE)
