"""How the TUI looks at 120x40 and 80x24, pinned as SVG snapshots (update with --snapshot-update,
after looking)."""

import json
from pathlib import Path

from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile
from tests.test_tui import EXAMPLE, GOLDEN, go_to, services

SIZE = (120, 40)
SMALL = (80, 24)


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
        await pilot.pause()  # the editor's first screen opens once the app runs
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


# With every shipped system, at the smallest size the editor is made for, and at 120x40.


def shipped_app(tmp_path: Path, path: Path | None = None) -> ArmyBuilder:
    from armybuilder.files.catalogs import CatalogSet
    from armybuilder.tui.services import Services
    from tests.conftest import ROOT, SHIPPED

    catalogs = CatalogSet([SHIPPED, ROOT / "tests" / "golden" / "pagano-armour" / "catalogs"])
    app_services = Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: 1.7e9, autosave_every=3600)
    return ArmyBuilder(app_services, OpenFile(path) if path else None)


def test_start_screen_lists_all_five_systems_at_80x24(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(shipped_app(tmp_path), terminal_size=SMALL)


def test_wrapped_problems_keep_every_letter_with_the_report_focused_at_80x24(
    snap_compare, tmp_path: Path
) -> None:
    app = shipped_app(tmp_path, GOLDEN.parent / "pagano-armour" / "warning-heavy-platoons.yaml")
    assert snap_compare(app, press=["tab", "tab"], terminal_size=SMALL)


def test_wrapped_problems_keep_every_letter_with_the_report_focused_at_120x40(
    snap_compare, tmp_path: Path
) -> None:
    app = shipped_app(tmp_path, GOLDEN.parent / "pagano-armour" / "warning-heavy-platoons.yaml")
    assert snap_compare(app, press=["tab", "tab"], terminal_size=SIZE)
