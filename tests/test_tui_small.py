"""The editor on a phone or a tablet: the build screen at 60x30 cells (panes stacked), pinned as
snapshots, with every action on the key bar to tap. (Update with --snapshot-update, after looking.)"""

from dataclasses import replace
from pathlib import Path

from textual.binding import Binding
from textual.dom import DOMNode
from textual.widgets import Input

from armybuilder.files.catalogs import CatalogSet
from armybuilder.tui.app import ArmyBuilder, OpenFile
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.widgets.keys import KeyBar
from tests.conftest import SHIPPED
from tests.test_tui import EXAMPLE, services

SMALL = (60, 30)
PHONE = (60, 60)
"""A phone held upright: as many columns, twice the rows."""


def test_build_screen_at_60x30_stacks_the_panes(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE)), terminal_size=SMALL)


def test_build_screen_in_a_browser_on_a_phone(snap_compare, tmp_path: Path) -> None:
    browser = replace(services(tmp_path), browser=True)
    assert snap_compare(ArmyBuilder(browser, OpenFile(EXAMPLE)), terminal_size=PHONE)


def test_start_screen_at_60x30(snap_compare, tmp_path: Path) -> None:
    assert snap_compare(ArmyBuilder(services(tmp_path)), terminal_size=SMALL)


async def test_at_60x30_every_action_is_on_the_key_bar_and_a_tap_works(tmp_path: Path) -> None:
    browser = replace(services(tmp_path), browser=True)
    app = ArmyBuilder(browser, OpenFile(EXAMPLE))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BuildScreen)
        keys = str(screen.query_one(KeyBar).render())
        shown: list[tuple[DOMNode, Binding]] = [(node, b) for node, b in screen.placed_keys() if b.show]
        for node, binding in shown:
            if node.check_action(binding.action.split("(")[0], ()) is not False:
                assert binding.description in keys, binding.description
        assert "Commands" in keys, "the palette, for what has no key on the bar"
        bar = screen.query_one(KeyBar)
        line = keys.splitlines()
        row = next(n for n, text in enumerate(line) if " Roster" in text)
        assert len(line) == bar.region.height == 4, "the keys wrap onto four lines at 60 columns"
        await pilot.click(KeyBar, offset=(line[row].index(" Roster") + 2, row))
        assert type(app.screen).__name__ == "RosterOptionsDialog"
        assert bar.region.width == SMALL[0]


async def test_a_notification_leaves_the_keys_free_to_tap(tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE))
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await pilot.pause()
        app.notify("Printed tank-attack-36ap.pdf (3 pages). Your browser downloads it.")
        await pilot.pause(0.3)
        [toast] = app.screen.query("Toast")
        keys = app.screen.query_one(KeyBar).region
        assert keys.height > 1 and toast.region.bottom <= keys.y


async def test_a_dialogs_hint_wraps_on_a_phone_rather_than_being_cut_off(tmp_path: Path) -> None:
    """The notes dialog's hint ended 'a scenario, what to' at a phone's 60 columns."""
    app = ArmyBuilder(replace(services(tmp_path), browser=True), OpenFile(EXAMPLE))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        hint = app.screen.query_one(".dialog-help")
        dialog = app.screen.query_one(".dialog")
        assert "what to paint next" in str(hint.render())
        assert hint.region.height >= 2 and hint.region.right <= dialog.region.right, "wrapped inside"


async def test_the_limit_fields_hint_fits_a_phone(tmp_path: Path) -> None:
    """At 60 columns 'empty: 36 AP' showed as 'empty:' and 'no points' as 'no'."""
    catalogs = CatalogSet.of_files([SHIPPED / "tank-attack.yaml", SHIPPED / "ohw-ww2.yaml"])
    app = ArmyBuilder(replace(services(tmp_path), catalogs=catalogs, browser=True))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        limit = app.screen.query_one("#limit", Input)
        shown = [limit.placeholder]
        await pilot.press("down")
        await pilot.pause()
        shown.append(limit.placeholder)
        assert sorted(shown) == ["36 AP", "none"], shown
        assert all(len(text) <= limit.content_region.width for text in shown)


async def test_a_notice_from_before_a_dialog_opened_leaves_the_dialog_free(tmp_path: Path) -> None:
    """ctrl+s then p at 80x24: the 'Saved' notice stood over the top of the print dialog."""
    roster = tmp_path / "army.yaml"
    roster.write_text(EXAMPLE.read_text())
    app = ArmyBuilder(services(tmp_path), OpenFile(roster))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("+", "ctrl+s", "p")
        await pilot.pause(0.3)
        [toast] = app.screen.query("Toast")
        assert str(toast.render()).strip() == "Saved army.yaml"
        assert not toast.region.overlaps(app.screen.query_one(".dialog").region)


async def test_a_notification_over_a_dialog_leaves_its_buttons_free(tmp_path: Path) -> None:
    """At 80x24 a 'Saved' notice stood over the bottom right of the print dialog, by its buttons."""
    app = ArmyBuilder(services(tmp_path), OpenFile(EXAMPLE))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        app.notify("Saved tank-attack-36ap.yaml; the previous file is kept as tank-attack-36ap.yaml.bak.")
        await pilot.pause(0.3)
        [toast] = app.screen.query("Toast")
        buttons = [button.region for button in app.screen.query("Button")]
        assert buttons and all(not toast.region.overlaps(button) for button in buttons)
