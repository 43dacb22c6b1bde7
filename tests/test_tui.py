"""The terminal UI driven as a player drives it: keys, mouse, dialogs, files, autosave and the CLI."""

import asyncio
import importlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from textual import events
from textual.actions import parse
from textual.app import App
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import DataTable, Input, Label, Select, Static

from armybuilder.engine import evaluate
from armybuilder.engine.where import parse as parse_where
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.present.keys import EDITOR_KEYS
from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile, Start
from armybuilder.tui.dialogs.ask import ChoiceDialog, TextDialog
from armybuilder.tui.dialogs.element_options import ElementOptionsDialog
from armybuilder.tui.dialogs.import_text import ImportTextDialog, ListBox
from armybuilder.tui.dialogs.pick import PickDialog
from armybuilder.tui.dialogs.reading import ReadingDialog
from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.screens.help import HelpScreen
from armybuilder.tui.screens.start import StartScreen
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.catalog import CatalogList
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.keys import KeyBar
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from tests.conftest import ROOT, SHIPPED, TEST_CATALOGS, report_shown, roster

EXAMPLE = ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml"
GOLDEN = ROOT / "tests" / "golden" / "tank-attack"
NOW = 1_700_000_000.0
SIZE = (120, 40)


def services(tmp_path: Path) -> Services:
    catalogs = CatalogSet.of_files([SHIPPED / "tank-attack.yaml", TEST_CATALOGS / "mini.yaml"])
    return Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)


def app_for(tmp_path: Path, start: Start = None) -> ArmyBuilder:
    return ArmyBuilder(services(tmp_path), start)


def copy_of(path: Path, tmp_path: Path, name: str = "") -> Path:
    target = tmp_path / (name or path.name)
    target.write_text(path.read_text())
    return target


def header(app: ArmyBuilder) -> str:
    """The header line as drawn."""
    return str(app.screen.query_one(RosterHeader).render())


def totals(app: ArmyBuilder) -> str:
    return app.screen.query_one(RosterHeader).totals


def verdict(app: ArmyBuilder) -> str:
    line = header(app)
    return "NOT VALID" if line.endswith("NOT VALID") else line.rsplit(" ", 1)[-1]


def rows(app: ArmyBuilder) -> list[str]:
    table = app.screen.query_one(RosterTable)
    return [table.row(n).name.strip() for n in range(len(table))]


async def detail(pilot: Any) -> str:
    """The detail pane's text once it shows the last change: it follows the frame of a key's totals."""
    await report_shown(pilot)
    return str(pilot.app.screen.query_one(DetailPane).text)


def highlighted(app: ArmyBuilder) -> str:
    table = app.screen.query_one(RosterTable)
    return table.row(table.cursor).name.strip()


async def go_to(pilot, name: str) -> None:
    """Move the roster cursor to the row named `name`, with the arrow keys."""
    app = pilot.app
    app.screen.query_one(RosterTable).focus()
    await pilot.press("home")
    for _ in range(len(rows(app))):
        if highlighted(app) == name:
            return
        await pilot.press("down")
    raise AssertionError(f"no row {name!r} in {rows(app)}")


# The flow the issue names, exactly ------------------------------------------------------------


async def test_new_tank_attack_roster_filter_add_save_quit(tmp_path: Path) -> None:
    file = tmp_path / "army.yaml"
    app = app_for(tmp_path, NewRoster("tank-attack", "New army", file))
    async with app.run_test(size=SIZE) as pilot:
        assert totals(app) == "13 / 36 AP"
        await pilot.press("/", *"sturm", "enter")
        assert totals(app) == "16 / 36 AP"
        await pilot.press("ctrl+s")
        await pilot.press("q")
        assert not app.is_running
    saved = yaml.safe_load(file.read_text())
    assert {"element": "sturmtruppe"} in saved["units"]


async def test_a_filter_that_matches_nothing_says_so_in_the_catalog(tmp_path: Path) -> None:
    """An empty catalog pane, with the filter that emptied it a line above, looked like a catalog
    with nothing in it."""
    app = app_for(tmp_path, NewRoster("tank-attack", "New army", tmp_path / "army.yaml"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("/", *"zx!7")
        catalog = app.screen.query_one(CatalogList)
        [said] = [str(option.prompt) for option in catalog.options]
        assert said == "Nothing matches “zx!7”; escape clears the filter."
        assert catalog.top_match is None and catalog.current is None
        await pilot.press("escape")
        assert catalog.option_count > 20 and "Nothing matches" not in str(catalog.options[0].prompt)


def type_ahead(app: ArmyBuilder, *keys: str) -> None:
    """Keys that arrive together, as from a fast typist while the editor is still busy: all of them
    are queued before the editor handles the first."""
    for key in keys:
        character = {"slash": "/", "enter": "\r"}.get(key, key)
        app.post_message(events.Key(key, character))


async def test_keys_typed_right_after_slash_go_to_the_filter(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack", "New army", tmp_path / "army.yaml"))
    async with app.run_test(size=SIZE) as pilot:
        before = rows(app)
        app.screen.query_one(CatalogList).focus()  # where `a` and `enter` add the highlighted entry
        await pilot.pause()
        type_ahead(app, "slash", *"tank")
        await pilot.pause()
        assert app.screen.query_one("#filter", Input).value == "tank"
        assert rows(app) == before, "nothing was added"
        await pilot.press("escape")  # clears the filter; the list has the focus again
        type_ahead(app, "slash", *"medium", "slash", *"heavy")
        await pilot.pause()
        assert app.screen.query_one("#filter", Input).value == "medium/heavy", "as in Medium/Heavy Mortar"
        await pilot.press("escape")
        type_ahead(app, "slash", *"sturm", "enter")
        await pilot.pause()
        assert totals(app) == "16 / 36 AP"
        assert rows(app) == [*before, "Sturmtruppe"]


# Starting -------------------------------------------------------------------------------------


async def test_catalog_costs_stand_at_the_lists_right_edge_once_its_scrollbar_has_gone(
    tmp_path: Path,
) -> None:
    """While the screen is laid out the list is briefly too short and shows a scrollbar; once every
    entry fits it goes, and the entries are drawn again to the whole width, costs at the edge."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        catalog = app.screen.query_one(CatalogList)
        width = catalog.scrollable_content_region.width
        assert not catalog.show_vertical_scrollbar and width == catalog.size.width
        costed = [
            line
            for y in range(catalog.size.height)
            if (line := catalog.render_line(y).text.rstrip())[-1:].isdigit()
        ]
        assert costed and {len(line) for line in costed} == {width}


async def test_the_start_screen_has_a_help_of_its_own_and_a_name_may_hold_a_question_mark(
    tmp_path: Path,
) -> None:
    """? and f1 did nothing on the start screen, and its key bar offered no help."""
    from textual.widgets import Static

    from armybuilder.tui.screens.help import HelpScreen

    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        said = " ".join(str(text.render()) for text in app.screen.query(Static))
        assert "create the roster" in said and "take it off the list" in said
        await pilot.press("escape")
        await pilot.press("enter")  # a system chosen: on to the name, where ? is typed
        await pilot.press("question_mark")
        assert isinstance(app.screen, StartScreen)
        assert app.screen.query_one("#name", Input).value.endswith("?")
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)


async def test_start_screen_makes_a_new_roster_with_a_name_and_limit(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.press("down", "enter")  # Mini Wars, then Tank Attack
        assert app.screen.query_one("#limit", Input).placeholder == "empty: 36 AP"
        name = app.screen.query_one("#name", Input)
        assert name.has_focus
        name.value = "3rd Wessex Rifles"
        app.screen.query_one("#limit", Input).value = "40"
        await pilot.click("#create")
        assert isinstance(app.screen, BuildScreen)
        assert header(app).startswith("3rd Wessex Rifles ")
        assert totals(app) == "13 / 40 AP"


async def test_an_empty_limit_is_not_marked_as_a_mistake(tmp_path: Path) -> None:
    """Empty means the rules' default limit, which the placeholder shows: leaving the box empty must
    not draw it in the error colour, on the start screen or in the roster dialog."""
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter", "tab", "tab")
        limit = app.screen.query_one("#limit", Input)
        assert app.screen.query_one("#create").has_focus and not limit.has_class("-invalid")
        await pilot.press("enter")
        await pilot.press("O")
        assert isinstance(app.screen, RosterOptionsDialog)
        limit = app.screen.query_one("#limit", Input)
        limit.value = ""
        limit.focus()
        await pilot.press("tab")
        assert not limit.has_focus and not limit.has_class("-invalid")


async def test_a_game_without_points_or_general_offers_neither(tmp_path: Path) -> None:
    catalogs = CatalogSet.of_files([SHIPPED / "tank-attack.yaml", SHIPPED / "wtj-1916.yaml"])
    app = ArmyBuilder(
        Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    )
    async with app.run_test(size=SIZE) as pilot:
        limit = app.screen.query_one("#limit", Input)
        assert app.screen.system.id == "tank-attack" and not limit.disabled
        await pilot.press("down")
        assert app.screen.system.id == "wtj-1916"
        assert limit.disabled and limit.placeholder == "no points"
    app = ArmyBuilder(
        Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600),
        OpenFile(copy_of(SHIPPED / "examples" / "wtj-1916-verdun-column.yaml", tmp_path)),
    )
    async with app.run_test(size=SIZE) as pilot:
        keys = [key for _, section in app.screen.help_sections() for key, _ in section]
        assert "g" not in keys and "l" in keys, "WTJ 1916 has no general, but links"
        await pilot.press("O")
        assert isinstance(app.screen, RosterOptionsDialog) and len(app.screen.query("#limit")) == 0
        app.screen.query_one("#name", Input).value = "Verdun"
        await pilot.click("#ok")
        assert (
            app.screen.editor.document.roster.name == "Verdun"
            and app.screen.editor.document.roster.limit is None
        )


async def test_a_broken_catalog_keeps_its_lint_advice_in_view_at_80_columns(tmp_path: Path) -> None:
    own = tmp_path / "catalogs"
    own.mkdir()
    broken = own / "house-rules.yaml"
    broken.write_text("id: house\nname: House rules\nelement_types: [\n")
    catalogs = CatalogSet.of_files([SHIPPED / "tank-attack.yaml", broken])
    app = ArmyBuilder(
        Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = app.screen.query_one("#broken", Static)
        text = str(shown.render())
        assert "house-rules.yaml not loaded" in text
        assert f"armybuilder lint {broken}" in text
        assert shown.region.right <= 80 and shown.region.bottom <= 24, "on screen"
        assert shown.region.height >= len(text) // shown.region.width, "wrapped, not cut at the edge"


async def test_start_screen_refuses_an_empty_name(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.screen.query_one("#name", Input).value = "  "
        await pilot.press("enter")
        assert isinstance(app.screen, StartScreen)
        assert "Give the roster a name" in str(app.screen.query_one("#problem", Static).content)


async def test_on_a_wide_screen_a_problem_is_no_wider_than_the_column_below_it(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("enter")
        app.screen.query_one("#name", Input).value = "  "
        await pilot.press("enter")
        await pilot.pause()
        problem = app.screen.query_one("#problem-box").region
        systems = app.screen.query_one("#systems").region
        assert problem.x == systems.x and problem.right <= systems.right + 2, "the scrollbar's width at most"


async def test_start_screen_opens_a_typed_path_and_lists_it_as_recent(tmp_path: Path) -> None:
    file = copy_of(EXAMPLE, tmp_path, "wessex.yaml")
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one("#path", Input).value = "wessex.yaml"  # relative to the folder
        await pilot.click("#open")
        assert isinstance(app.screen, BuildScreen)
        assert totals(app) == "36 / 36 AP" and verdict(app) == "VALID"
    assert services(tmp_path).recent.load() == [file.resolve()]
    typed = app_for(tmp_path)
    async with typed.run_test(size=SIZE) as pilot:
        typed.screen.query_one("#path", Input).value = "wessex"  # its ending left off
        await pilot.click("#open")
        assert isinstance(typed.screen, BuildScreen) and typed.screen.editor.document.path == file
    again = app_for(tmp_path)
    async with again.run_test(size=SIZE) as pilot:
        again.screen.query_one("#recent").focus()
        await pilot.press("enter")
        assert isinstance(again.screen, BuildScreen)


@pytest.mark.parametrize("damage", ["[" * 100_000 + "]" * 100_000, "[" + "1" * 5000 + "]", "[1, 2"])
def test_a_damaged_recent_files_list_is_started_afresh(tmp_path: Path, damage: str) -> None:
    """A recent.json nested past Python's stack or holding a 5,000-digit number stopped the editor
    starting with a traceback, where one that is not JSON starts a new list."""
    recent = services(tmp_path).recent
    recent.file.parent.mkdir(parents=True, exist_ok=True)
    recent.file.write_text(damage)
    assert recent.load() == []


async def test_at_80x24_the_recent_files_show_without_scrolling(tmp_path: Path) -> None:
    """A player coming back mostly reopens a file: its list stands in view under the fields."""
    recent = services(tmp_path).recent
    for name in ("a.yaml", "b.yaml", "c.yaml"):
        recent.add(copy_of(EXAMPLE, tmp_path, name))
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        listed = app.screen.query_one("#recent")
        keys = app.screen.query_one(KeyBar)
        assert listed.option_count == 3 and listed.region.bottom <= keys.region.y


async def test_a_file_chosen_twice_in_a_moment_opens_once_and_the_editor_keeps_running(
    tmp_path: Path,
) -> None:
    """A tap in a browser can select a file twice: the second must not replace the first build
    screen while it is still being drawn (its report, due a frame later, found no pane and the
    editor stopped)."""
    file = copy_of(EXAMPLE, tmp_path, "wessex.yaml")
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        start = app.screen
        start._open_file(file)
        await asyncio.sleep(0.005)
        start._open_file(file)
        await pilot.pause(0.3)
        assert isinstance(app.screen, BuildScreen) and totals(app) == "36 / 36 AP"
        # A screen replaced while its report waits for the next frame: the report is not drawn.
        first = app.screen
        await app.switch_screen(BuildScreen(first.editor.document, first.services))
        first._show_report()
        assert isinstance(app.screen, BuildScreen) and app.screen is not first
    assert app.return_code in (None, 0)


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("file-syntax-error.yaml", "file-syntax-error.yaml:7:4: "),
        ("file-schema-errors.yaml", "file-schema-errors.yaml:"),
        ("file-unknown-system.yaml", "no catalog has the id"),
    ],
)
async def test_a_file_that_cannot_be_read_shows_where_and_why(tmp_path: Path, name: str, shown: str) -> None:
    app = app_for(tmp_path, OpenFile(GOLDEN / name))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        problem = app.screen.query_one("#problem", Static)
        assert app.screen.query_one("#problem-box").display and shown in str(problem.content)
        # Styled as the start screen, whose styles an editor that opens a roster loads only now.
        assert app.screen.query_one("#problem-box").styles.border_top[0] == "round"
        app.screen.query_one("#path", Input).value = str(GOLDEN / name)
        await pilot.click("#open")  # and again from the start screen: still a message, no crash
        assert isinstance(app.screen, StartScreen) and app.is_running


async def test_a_file_with_errors_opens_with_them_and_keeps_unknown_entries(tmp_path: Path) -> None:
    file = copy_of(GOLDEN / "invalid-unknown-ids.yaml", tmp_path)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await report_shown(pilot)  # the report fills in once the first frame is drawn
        report = app.screen.query_one(ReportList)
        assert verdict(app) == "NOT VALID"
        assert "sturmtrupe (unknown)" in rows(app) and "zeppelin (unknown)" in rows(app)
        assert len(report.wheres) == len(app.screen.editor.report.problems) > 4
        await go_to(pilot, "zeppelin (unknown)")
        assert "“zeppelin” is not in the Tank Attack catalog" in (await detail(pilot))
        await pilot.press("+", "ctrl+s")
        [note] = [n.message for n in app._notifications]
    assert note == f"Saved {file.name}"
    assert file.with_name(file.name + ".bak").read_text().startswith("#")
    saved = file.read_text()
    assert saved.startswith("#")  # the player's comments are kept
    assert "sturmtrupe" in saved and "zeppelin" in saved and "infantry-batallion" in saved
    assert load_roster(file).roster.units[-1].count == 2


# Editing --------------------------------------------------------------------------------------


async def test_count_remove_general_and_rename(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("+")
        assert totals(app) == "40 / 36 AP" and verdict(app) == "NOT VALID"
        await pilot.press("-", "-")
        assert totals(app) == "32 / 36 AP"
        await pilot.press("-")  # a count does not go below 1
        assert totals(app) == "32 / 36 AP"
        await pilot.press("delete")
        assert "Tank" not in rows(app) and totals(app) == "28 / 36 AP"
        await go_to(pilot, "Rifles")
        await pilot.press("g")  # one of the battalion's four becomes the general
        assert "★ Brigade HQ (Rifles)" not in rows(app) and "★ Rifles" in rows(app)
        assert "general.placement" in [p.code for p in app.screen.editor.report.errors]
        await pilot.press("ctrl+z")
        await go_to(pilot, "Field Artillery")
        await pilot.press("r")
        assert isinstance(app.screen, TextDialog)
        await pilot.press(*"Big Bertha", "enter")
        assert "Big Bertha (Field Artillery)" in rows(app)
        assert highlighted(app) == "Big Bertha (Field Artillery)"


async def test_enter_pressed_twice_in_a_dialog_answers_it_once_and_leaves_the_editor_open(
    tmp_path: Path,
) -> None:
    """The second enter, queued behind the first, answered the dialog again once it had gone: that
    closed the screen beneath it, and the editor was left blank."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("r", *"Mk")
        assert isinstance(app.screen, TextDialog)
        type_ahead(app, "enter", "enter")
        await pilot.pause(0.3)
        assert isinstance(app.screen, BuildScreen) and app.is_running
        assert "Mk (Tank)" in rows(app) and app.screen.editor.document.past[-1].what == "rename Tank"
        assert len(app.screen.editor.document.past) == 1


async def test_split_base_and_notes_from_the_keys_are_saved_and_undone(tmp_path: Path) -> None:
    """Four Rifles become three and one with a base of its own; the notes change; undo walks back."""
    file = copy_of(EXAMPLE, tmp_path)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Rifles")
        await pilot.press("s")
        assert isinstance(app.screen, TextDialog)
        await pilot.press("5", "enter")  # typed over the 1: 5 of 4 is refused in the dialog
        assert isinstance(app.screen, TextDialog)
        await pilot.press("backspace", "1", "enter")
        table = app.screen.query_one(RosterTable)
        counts = [table.row(n).numbers[0] for n in range(len(table)) if table.row(n).name.strip() == "Rifles"]
        assert counts == ["3", "1"] and table.row(table.cursor).numbers[0] == "1"
        assert totals(app) == "36 / 36 AP"  # as before: splitting changes no cost
        await pilot.press("b")
        await pilot.press(*"40", "tab", *"30", "tab", "3", "enter")
        assert "Your base: 40 × 30 mm · 3 figures" in (await detail(pilot))
        await pilot.press("n")
        await pilot.press("enter", *"Paint the HQ first.", "ctrl+s")
        await pilot.press("ctrl+s")
        saved = yaml.safe_load(file.read_text())
        assert saved["notes"] == "A balanced 1917 attack force.\nPaint the HQ first."
        assert saved["units"][1]["elements"][:2] == [
            {"element": "rifles", "count": 3},
            {"element": "rifles", "base": {"width": 40, "depth": 30, "figures": 3}},
        ]
        await pilot.press("ctrl+z", "ctrl+z", "ctrl+z")
        assert app.screen.editor.document.roster == load_roster(EXAMPLE).roster


async def test_fewer_than_one_is_refused_and_the_remove_key_offered(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await go_to(pilot, "Field Artillery")  # one gun
        await pilot.press("minus")
        assert not app.screen.editor.document.unsaved
        assert [n.message for n in app._notifications][-1] == (
            "The count cannot go below 1; press delete to remove the highlighted entry"
        )


async def test_split_base_and_notes_are_in_the_palette_and_refuse_what_cannot_be(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await go_to(pilot, "Field Artillery")
        titles = [title for title, _, _ in app.screen.commands()]
        assert "Write the roster's notes" in titles
        assert "Declare the base you use for the highlighted element" in titles
        await pilot.press("s")  # one gun cannot be split
        assert not app.screen.editor.document.unsaved
        assert "this is one Field Artillery" in [n.message for n in app._notifications][-1]
        await pilot.press("b", "escape")  # escape leaves the base alone
        assert not app.screen.editor.document.unsaved
        await go_to(pilot, "1st Battalion (Infantry Battalion)")
        titles = [title for title, _, _ in app.screen.commands()]
        assert not any(title.startswith("Split") for title in titles)  # a formation has no count


def drawn_roster(app: ArmyBuilder) -> list[str]:
    """The roster pane's lines as drawn on screen."""
    table = app.screen.query_one(RosterTable)
    return [table.render_line(y).text for y in range(min(len(table) + 1, table.size.height))]


async def test_the_header_of_a_system_without_points_leaves_no_gap_for_totals(tmp_path: Path) -> None:
    catalogs = CatalogSet([SHIPPED])
    shipped = Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    example = copy_of(ROOT / "catalogs" / "examples" / "pagano-armour-kampfgruppe.yaml", tmp_path)
    app = ArmyBuilder(shipped, OpenFile(example))
    async with app.run_test(size=(80, 24)) as pilot:
        await go_to(pilot, "Ambush (Pz IV)")
        await pilot.press("+")
        assert header(app).endswith(" ● unsaved  VALID"), "no gap where points would stand"


@pytest.mark.parametrize(
    ("example", "size", "heading", "row"),
    [
        # The catalog names the key figures: strength and range for the hexed OHW, gun and armour
        # for Pagano; at 80 columns they fit beside names still long enough to read, under headings
        # read whole ('Range', not 'Range (he…'), each figure with its unit.
        (
            "ohw-ww2-hex-armoured-brigade",
            (80, 24),
            ["Strength", "Range"],
            ["1st Rifle Brigade", " 20 ", " 2 hexes "],
        ),
        # The OHW ATG's and Tank's long range beside their range, which once read '12 inches' alone.
        (
            "ohw-ww2-rifle-company",
            (80, 24),
            ["Range", "Long"],
            ["6-pdr Troop (ATG)", " 12 inches 24 inches "],
        ),
        ("pagano-armour-kampfgruppe", (80, 24), ["Gun", "Type", "F"], ["Pz IV", " ? "]),
        # A wide terminal shows a long figure whole; a narrow one shows the catalog's shorter form of
        # it, where it once cut it ('With its …', 'Walking o…').
        ("wtj-1916-verdun-column", (160, 45), ["Moves as", "Class"], ["Infantry base", "Walking or rushing"]),
        ("wtj-1916-verdun-column", (80, 24), ["Moves as", "Class"], ["Infantry base", " Walk/rush "]),
        (
            "wtj-1916-verdun-column",
            (80, 24),
            ["Moves as", "Class"],
            ["Regimental command base", " With regt "],
        ),
        # A formation has no figures: its name takes their room.
        (
            "wtj-1916-verdun-column",
            (80, 24),
            ["Moves as", "Class"],
            ["  5e Chasseurs à Cheval (Cavalry regiment) "],
        ),
        # Between the two, a figure narrowed only as much as the names need is whole where it fits.
        ("wtj-1916-verdun-column", (140, 40), ["Moves as", "Class"], ["Machine gun base", " Heavy weapon "]),
    ],
)
async def test_the_roster_pane_shows_each_systems_key_figures_and_fits(
    tmp_path: Path, example: str, size: tuple[int, int], heading: list[str], row: list[str]
) -> None:
    catalogs = CatalogSet([SHIPPED])
    shipped = Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    app = ArmyBuilder(shipped, OpenFile(ROOT / "catalogs" / "examples" / f"{example}.yaml"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        lines = drawn_roster(app)
        width = app.screen.query_one(RosterTable).scrollable_content_region.width
        assert all(len(line) == width for line in lines)
        assert all(f" {name}" in lines[0] for name in heading) and "No." in lines[0]
        assert "…" not in lines[0], "a heading cut short"
        assert any(all(part in line for part in row) for line in lines[1:]), lines
        # No key figure is cut: each is whole or in the catalog's shorter form.
        table, figures = app.screen.query_one(RosterTable), lines[0].index(f" {heading[0]}")
        with_figures = [line for n, line in enumerate(lines[1:]) if any(table.row(n).figures)]
        assert with_figures and not any("…" in line[figures:] for line in with_figures), lines


@pytest.mark.parametrize(
    ("example", "legend"),
    [
        # Pagano's 'F' is a letter: the pane says under it what it stands for.
        ("pagano-armour-kampfgruppe", "F: Front armour modifier · Pagano"),
        # 'Strength' and 'Range' say what they are: the border gives the system alone.
        ("ohw-ww2-hex-armoured-brigade", "━ One Hour Wargames"),
    ],
)
async def test_the_roster_pane_says_what_each_shortened_key_figure_heading_means(
    tmp_path: Path, example: str, legend: str
) -> None:
    catalogs = CatalogSet([SHIPPED])
    shipped = Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    app = ArmyBuilder(shipped, OpenFile(ROOT / "catalogs" / "examples" / f"{example}.yaml"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Seen without a key press: on the screen as drawn, at the foot of the roster pane.
        screen = [strip.text for strip in app.screen._compositor.render_strips()]
        assert any(legend in line for line in screen), screen


async def test_a_key_figure_no_entry_has_leaves_its_room_to_the_others(tmp_path: Path) -> None:
    """A new WTJ roster has no guns: an empty 'Class' column cut 'Walking or rushing' shorter."""
    wtj = Services(CatalogSet.of_files([SHIPPED / "wtj-1916.yaml"]), tmp_path / "state", tmp_path)
    app = ArmyBuilder(wtj, NewRoster("wtj-1916"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one(RosterTable).figure_headings == ("Moves as",)
        assert any(" Walk/rush " in line for line in drawn_roster(app))
        await pilot.press("/", *"large gun", "enter")
        await pilot.pause()
        assert app.screen.query_one(RosterTable).figure_headings == ("Moves as", "Class")


async def test_too_many_units_of_the_whole_army_is_the_rosters_own_finding(tmp_path: Path) -> None:
    """A new OHW roster holds 4 units of an army size of 6: the third Infantry added makes 7. That
    once read '✗ Infantry: too many units: 7' and marked the Infantry, as if it were at fault."""
    ohw = Services(CatalogSet.of_files([SHIPPED / "ohw-ww2.yaml"]), tmp_path / "state", tmp_path)
    app = ArmyBuilder(ohw, NewRoster("ohw-ww2"))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.press("/", *"infantry", "enter")
        await report_shown(pilot)
        report = app.screen.query_one(ReportList)
        assert str(report.get_option_at_index(0).prompt).startswith(
            "✗ too many units: 7, against an army size"
        )
        table = app.screen.query_one(RosterTable)
        assert not any(table.row(n).problem for n in range(len(table))), "no entry is marked"


async def test_a_count_of_some_units_over_its_limit_points_at_the_entry_that_took_it_over(
    tmp_path: Path,
) -> None:
    """At most 2 tanks: counting the first of two Tank entries up makes 3, and it is that entry
    that went over, not the second, the first past the limit in file order."""
    file = tmp_path / "tanks.yaml"
    file.write_text("format: 1\nsystem: mini\nname: Tanks\nunits:\n  - element: tank\n  - element: tank\n")
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        table = app.screen.query_one(RosterTable)
        table.focus()
        await pilot.press("home", "+")
        await pilot.pause()
        marked = [table.row(n).problem == "warning" for n in range(len(table))]
        assert marked == [True, False]


async def test_the_entry_keys_work_from_the_detail_pane_that_shows_the_entry(tmp_path: Path) -> None:
    """`+` (shown as '+ More') did nothing, silently, once tab had moved the focus to the detail."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("tab")
        assert isinstance(app.focused, DetailPane)
        await pilot.press("+")
        assert totals(app) == "40 / 36 AP"
        table = app.screen.query_one(RosterTable)
        assert table.check_action("change_count", (1,)) is True, "the key bar shows it lit"
        # The catalog's entry in the detail is not the roster's: there the keys stay dimmed.
        app.screen.query_one(CatalogList).focus()
        await pilot.press("down")
        app.screen.query_one(DetailPane).focus()
        await pilot.pause()
        assert table.check_action("change_count", (1,)) is None


async def test_the_entry_keys_in_the_report_act_on_the_rows_entry_or_say_why_they_cannot(
    tmp_path: Path,
) -> None:
    """`+` in the report pane did nothing and said nothing while the key bar showed '+ More'."""
    file = tmp_path / "tanks.yaml"
    file.write_text(
        "format: 1\nsystem: mini\nname: Tanks\nunits:\n  - element: tank\n    count: 2\n  - element: tank\n"
        "  - formation: squad\n    elements: [{element: leader}]\n"
    )
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await report_shown(pilot)
        report = app.screen.query_one(ReportList)
        report.focus()
        codes = [problem.code for problem in report.problems]

        async def on_row(code: str, key: str) -> list[str]:
            report.highlighted = codes.index(code)
            app._notifications.clear()
            await pilot.press(key)
            await report_shown(pilot)
            return [n.message for n in app._notifications]

        table = app.screen.query_one(RosterTable)
        assert table.check_action("change_count", (1,)) is True, "the key bar shows it lit"
        assert await on_row("tanks.max", "+") == []  # about the second Tank entry: it counts one more
        assert [unit.count for unit in app.screen.document.roster.units[:2]] == [2, 2]
        assert await on_row("general.missing", "+") == [
            "This row of the report is about the roster as a whole, not one of its entries, so + has "
            "nothing to act on: choose a row that names an entry, or tab to the roster."
        ]
        assert await on_row("formation.composition", "+") == [
            "Squad is a formation, and + acts on an element: choose a row about one of its elements."
        ]
        assert [unit.count for unit in app.screen.document.roster.units[:2]] == [2, 2]


async def test_g_on_a_formation_says_what_can_be_the_general(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await go_to(pilot, "1st Battalion (Infantry Battalion)")
        await pilot.press("g")
        assert [n.message for n in app._notifications] == [
            "A formation cannot be the general; choose an element"
        ]
        assert not app.screen.editor.document.unsaved


async def test_undo_and_redo_walk_the_history(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"tank", "enter", "+")
        assert totals(app) == "21 / 36 AP"
        await pilot.press("ctrl+z")
        assert totals(app) == "17 / 36 AP"
        await pilot.press("ctrl+z")
        assert totals(app) == "13 / 36 AP"
        await pilot.press("ctrl+z")  # nothing more to undo
        assert totals(app) == "13 / 36 AP"
        await pilot.press("ctrl+y", "ctrl+y")
        assert totals(app) == "21 / 36 AP"
        await pilot.press("ctrl+z", "/", *"rifles", "enter")
        await pilot.press("ctrl+y")  # a new change clears what could be redone
        assert totals(app) == "19 / 36 AP"


async def test_undo_and_redo_bring_the_player_back_to_the_entry_they_changed(tmp_path: Path) -> None:
    """Removing the battalion and undoing it leaves the cursor on the battalion, not on whatever
    row took its place meanwhile."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "1st Battalion (Infantry Battalion)")
        await pilot.press("delete")
        await go_to(pilot, "Balloon")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert highlighted(app) == "1st Battalion (Infantry Battalion)"
        await go_to(pilot, "Balloon")
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert "1st Battalion (Infantry Battalion)" not in rows(app) and highlighted(app) == "Tank", (
            "where it stood"
        )


async def test_adding_into_the_highlighted_formation_where_it_fits(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("mini", "Reds"))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Squad")
        await pilot.press("/", *"soldier", "enter")
        assert rows(app)[1:3] == ["★ Leader", "Soldier [Regular]"]
        assert app.screen.editor.document.roster.units[0].elements[1].count == 3
        await pilot.press("/", *"soldier", "enter")  # the squad is full: this one stands alone
        assert rows(app)[-1] == "Soldier [Regular]" and highlighted(app) == "Soldier [Regular]"
        catalog = app.screen.query_one(CatalogList)
        catalog.focus()
        await pilot.press("escape")
        catalog.highlighted = next(n for n, e in enumerate(catalog.shown) if e and e.name == "Squad")
        await pilot.press("a")
        assert rows(app).count("Squad") == 2


async def test_element_options_show_the_change_and_apply(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("mini", "Reds"))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Soldier [Regular]")
        await pilot.press("o")
        dialog = app.screen
        assert isinstance(dialog, ElementOptionsDialog)
        labels = [str(b.label) for b in dialog.query("RadioButton, Checkbox")]
        assert labels == [
            "Elite (+2 pts, Strength 20)",
            "Regular (Strength 15)",
            "Militia (-1 pts, Strength 10)",
            "Radio (+1 pts)",
            "Smoke (+1 pts)",
        ]
        await pilot.click("RadioButton")  # Elite
        preview = str(dialog.query_one("#preview", Static).content)
        assert preview == "With these options: 4 pts each (now 2); Strength 20 (now 15)"
        await pilot.click("#ok")
        assert app.screen.editor.document.roster.units[0].elements[1].options == ["elite"]
        assert "Soldier [Elite]" in rows(app) and totals(app) == "11 / 50 pts · 0 / 6 units"
        await go_to(pilot, "★ Leader")
        await pilot.press("o")  # a leader has no options: a message, no dialog
        assert isinstance(app.screen, BuildScreen)


async def test_links_dialog_names_what_tows_a_gun_and_the_report_follows(tmp_path: Path) -> None:
    from armybuilder.files.saving import save_roster
    from armybuilder.tui.dialogs.links import LinksDialog

    file = tmp_path / "guns.yaml"
    units = [{"element": "big-gun"}, {"element": "tank"}, {"element": "lorry", "id": "lorry-1"}]
    save_roster(roster("mini", units), file)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        assert "l" in [key for _, keys in app.screen.help_sections() for key, _ in keys]
        await go_to(pilot, "Tank")
        await pilot.press("l")  # a tank names nothing: a message, no dialog
        assert isinstance(app.screen, BuildScreen)
        await go_to(pilot, "Big Gun")
        await pilot.press("l")
        dialog = app.screen
        assert isinstance(dialog, LinksDialog)
        labels = [str(b.label) for b in dialog.query("RadioButton")]
        assert labels == ["None", "Tank (too small for it)", "Lorry #lorry-1 (too small for it)"]
        await pilot.press("down", "enter")
        await pilot.click("#ok")
        assert app.screen.editor.document.roster.units[1].id == "tank-1"
        assert app.screen.editor.document.roster.units[0].links == {"towed-by": "tank-1"}
        await report_shown(pilot)
        assert "Towed by: Tank #tank-1" in (await detail(pilot))
        assert rows(app)[:2] == ["Big Gun → #tank-1", "Tank #tank-1"]
        await go_to(pilot, "Tank #tank-1")
        assert "Towed by this: 1 × Big Gun" in (await detail(pilot))
        assert "link.size" in [p.code for p in app.screen.editor.report.errors]
        await pilot.press("ctrl+z")
        assert (
            app.screen.editor.document.roster.units[0].links == {}
            and app.screen.editor.document.roster.units[1].id is None
        )


async def test_option_keys_start_from_the_current_choice_and_marks_show_it_without_colour(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, NewRoster("mini", "Reds"))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Soldier [Regular]")
        await pilot.press("o")
        marks = [str(b.render()).split()[0] for b in app.screen.query("RadioButton")]
        assert marks == ["▐○▌", "▐●▌", "▐○▌"], "Elite, Regular (chosen), Militia"
        await pilot.press("down", "space")  # from Regular down to Militia
        await pilot.click("#ok")
        assert app.screen.editor.document.roster.units[0].elements[1].options == ["militia"]


async def test_roster_options_dialog_changes_scale_and_massed_battles(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Sturmtruppe")
        assert "At 15mm: 40 × 20 mm · 2 figures" in (await detail(pilot))
        await pilot.press("O")
        dialog = app.screen
        assert isinstance(dialog, RosterOptionsDialog)
        assert dialog.focused is dialog.query_one("#name", Input), "typing goes to the first field"
        assert dialog.query_one("#limit", Input).placeholder == "empty: 36 AP"
        dialog.query_one("#option-0").value = "25mm"
        dialog.query_one("#limit", Input).value = ""
        dialog.query_one("#option-1").value = True
        await pilot.click("#ok")
        assert "At 25mm: 60 × 30 mm · 2 figures" in (await detail(pilot))
        assert totals(app) == "36 / 108 AP"
        assert app.screen.editor.document.roster.options == {"scale": "25mm", "massed-battles": True}
        await pilot.press("O")
        app.screen.query_one("#name", Input).value = ""
        await pilot.click("#ok")
        assert isinstance(app.screen, RosterOptionsDialog), "an empty name is refused in the dialog"
        assert "needs a name" in str(app.screen.query_one(".dialog-error", Label).content)


async def test_an_empty_player_field_in_the_roster_dialog_still_shows_it_is_there(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack", "New army", tmp_path / "army.yaml"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("O")
        player = app.screen.query_one("#player", Input)
        assert player.value == ""
        assert "empty: no player named" in "".join(
            strip.text for strip in player.render_lines(player.region.reset_offset)
        )


async def test_a_declared_base_that_breaks_the_convention_shows_in_the_detail(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(GOLDEN / "valid-25mm-bases-warned.yaml"))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Machinegun")
        text = await detail(pilot)
        assert "At 25mm: 60 × 45 mm · 1 figure (gun + crew)" in text
        assert "Your base: 40 × 30 mm" in text
        assert "! Machinegun bases are 60 mm wide at 25mm; this one is 40 mm" in text


async def test_choosing_a_problem_jumps_to_its_entry(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(GOLDEN / "invalid-unknown-ids.yaml"))
    async with app.run_test(size=SIZE) as pilot:
        await report_shown(pilot)
        report = app.screen.query_one(ReportList)
        report.focus()
        report.highlighted = report.wheres.index(parse_where("units[4]"))
        await pilot.press("enter")
        assert highlighted(app) == "zeppelin (unknown)" and app.screen.query_one(RosterTable).has_focus
        report.focus()
        report.highlighted = report.wheres.index(parse_where("options.scael"))
        await pilot.press("enter")
        assert isinstance(app.screen, RosterOptionsDialog)


async def test_mouse_click_highlights_and_double_click_adds(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack"))
    async with app.run_test(size=SIZE) as pilot:
        catalog = app.screen.query_one(CatalogList)
        await pilot.click(CatalogList, offset=(5, 4))
        assert catalog.current is not None and catalog.current.name == "Air Ace"
        assert "In the catalog" in (await detail(pilot)) and "Air Ace" in (await detail(pilot))
        assert totals(app) == "13 / 36 AP"
        await pilot.click(CatalogList, offset=(5, 4), times=2)
        assert totals(app) == "19 / 36 AP"
        await pilot.click(RosterTable, offset=(5, 2))  # the first row under the headings
        assert highlighted(app) == "★ Rifles"


async def test_a_new_rosters_general_is_marked_not_named_so_moving_the_mark_leaves_no_false_title(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"tank", "enter")
        await go_to(pilot, "Tank")
        await pilot.press("g")
        assert "★ Tank" in rows(app) and not [row for row in rows(app) if "General" in row]


async def test_the_keys_in_the_key_bar_are_clickable(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"tank", "enter")
        assert totals(app) == "17 / 36 AP"
        bar = app.screen.query_one(KeyBar)
        lines = [str(line) for line in bar.visual.wrap(bar.content_region.width)]
        y = next(n for n, line in enumerate(lines) if "Undo" in line)
        await pilot.click(KeyBar, offset=(1 + lines[y].index("Undo"), y))
        assert totals(app) == "13 / 36 AP"


async def test_a_long_key_description_wraps_beside_its_key_at_80_columns(tmp_path: Path) -> None:
    """'(a shipped one: your house rule)' wrapped to the help's left edge, under the keys."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        texts = list(app.screen.query(".help-text"))
        assert len({text.region.x for text in texts if text.region.width}) == 1, "one column"
        assert any(text.region.height >= 2 for text in texts), "a long one wraps in its column"


async def test_on_a_phone_the_help_closes_with_a_tap(tmp_path: Path) -> None:
    """A phone's keyboard has no escape: the help shows a button to close it, in view."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=(60, 66)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        close = app.screen.query_one("#close").region
        assert close.width and close.bottom <= 66
        await pilot.click("#close")
        assert isinstance(app.screen, BuildScreen)


async def test_help_lists_every_key_and_palette_offers_the_same_actions(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        shown = [text for _, keys in app.screen.sections for _, text in keys]
        for binding in [*BuildScreen.BINDINGS, *RosterTable.BINDINGS, *CatalogList.BINDINGS]:
            # Tank Attack has no links; a terminal has no downloads.
            assert (binding.tooltip in shown) == (binding.action not in {"links", "download"}), binding.action
        await pilot.press("escape")
        titles = [title for title, _, _ in screen.commands()]
        assert "Save the roster" in titles and "Add Sturmtruppe" in titles
        assert "Make the highlighted element the general" in titles  # the roster has the focus
        await pilot.press("ctrl+p", *"add sturmtruppe")
        await pilot.pause(0.3)
        await pilot.press("enter")
        assert totals(app) == "16 / 36 AP"
        await pilot.press("ctrl+p", *"save as")  # the key's short name finds it too
        await pilot.pause(0.3)
        await pilot.press("enter")
        assert isinstance(app.screen, TextDialog) and app.screen.title_text == "Save as"


async def test_the_help_names_every_pane_tab_moves_to(tmp_path: Path) -> None:
    """Tab stops at the detail pane too (to scroll a long entry with the keys); the help left it out."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        visited = set()
        for _ in range(6):
            await pilot.press("tab")
            assert app.focused is not None
            pane = next(w for w in app.focused.ancestors_with_self if w.border_title)
            visited.add(str(pane.border_title).split(" ·")[0].lower())
        [moves] = [text for key, text in screen.help_sections()[0][1] if key.startswith("tab")]
        assert visited == {"catalog", "roster", "detail", "report"}
        assert all(pane in moves for pane in visited), moves


def test_every_editor_key_leads_to_an_action_of_the_build_screen() -> None:
    """The one table of keys is what the screen and its roster table bind; each names an action
    of the one that binds it."""
    bound = {b.action: RosterTable for b in RosterTable.BINDINGS} | {
        b.action: BuildScreen for b in BuildScreen.BINDINGS
    }
    assert sorted(bound) == sorted(key.action for key in EDITOR_KEYS)
    for key in EDITOR_KEYS:
        assert hasattr(bound[key.action], f"action_{parse(key.action)[1]}"), key.action


def test_every_key_is_one_a_terminal_and_a_browser_deliver() -> None:
    """A terminal (and xterm.js in the browser) sends ctrl+shift+letter as ctrl+letter, if at all."""
    keys = [
        key for binding in [*BuildScreen.BINDINGS, *RosterTable.BINDINGS] for key in binding.key.split(",")
    ]
    assert [key for key in keys if "ctrl+" in key and "shift+" in key] == []


async def test_copy_says_the_list_was_sent_to_the_terminals_clipboard_and_how_tmux_takes_it(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("c")
        [note] = [n.message for n in app._notifications]
        assert app.clipboard.startswith("## 3rd Wessex Rifles")
        assert "sent the list as text" in note.lower() and "terminal's clipboard" in note
        assert "set -g set-clipboard on" in note and "copied" not in note.lower()


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_in_a_narrow_terminal_a_notification_leaves_the_report_titles_and_keys_to_read(
    size: tuple[int, int], tmp_path: Path
) -> None:
    """It stands over the detail, just above the keys: the report, the roster's title and the
    army's total stay in view."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=size, notifications=True) as pilot:
        await pilot.press("c")
        await pilot.pause(0.3)
        [toast] = app.screen.query("Toast")
        screen = app.screen
        kept = (ReportList, RosterTable, RosterHeader, CatalogList, KeyBar)
        covered = [kind.__name__ for kind in kept if toast.region.overlaps(screen.query_one(kind).region)]
        assert toast.region.width > 20 and covered == []
        assert toast.region.bottom == screen.query_one(KeyBar).region.y


async def test_a_notification_shows_once_over_a_dialog_and_again_when_it_closes(tmp_path: Path) -> None:
    """The dialog shows it at its top right; the roster's screen beneath would keep its own copy."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        build = app.screen
        await pilot.press("c")
        await pilot.pause(0.3)
        await pilot.press("O")
        await pilot.pause(0.3)
        shown = [
            screen
            for screen in app.screen_stack
            if screen.query("Toast") and screen.query_one("#textual-toastrack").display
        ]
        assert shown == [app.screen] and app.screen is not build
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert app.screen is build and build.query_one("#textual-toastrack").display and build.query("Toast")


async def test_at_80x24_a_dialogs_text_boxes_stand_out_from_it(tmp_path: Path) -> None:
    """Compact fields have no border: only their background shows where to type."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("O")
        await pilot.pause()
        player = app.screen.query_one("#player", Input)
        around, field = player.background_colors
        assert not player.has_focus and abs(field.brightness - around.brightness) > 0.08


async def test_at_80x24_a_dialogs_choice_with_the_focus_stands_out_as_a_text_box_does(tmp_path: Path) -> None:
    """Compact fields have no border: only their colour shows where the focus is, and a choice
    (the scale, a Pagano force's side) looked the same with it as without it."""
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("O")
        await pilot.pause()
        dialog = app.screen
        choice = dialog.query_one(Select)
        _, idle = choice.query_one("SelectCurrent").background_colors
        choice.focus()
        await pilot.pause()
        _, focused = choice.query_one("SelectCurrent").background_colors
        dialog.query_one("#player", Input).focus()
        await pilot.pause()
        _, typing = dialog.query_one("#player", Input).background_colors
        assert focused != idle and focused == typing


# Saving, quitting and autosave ------------------------------------------------------------------


async def test_quit_asks_first_when_there_are_unsaved_changes(tmp_path: Path) -> None:
    file = copy_of(EXAMPLE, tmp_path)
    before = file.read_text()
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("delete", "q")
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.press("escape")
        assert isinstance(app.screen, BuildScreen) and app.is_running
        await pilot.press("ctrl+q")  # Textual's own quit key asks too
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.click("#discard")
        assert not app.is_running
    assert file.read_text() == before


async def test_save_and_quit_writes_and_keeps_a_bak(tmp_path: Path) -> None:
    file = copy_of(EXAMPLE, tmp_path)
    before = file.read_text()
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("delete", "q")
        await pilot.click("#save")
        assert not app.is_running
    assert "tank" not in yaml.safe_load(file.read_text())["units"].__repr__()
    assert (tmp_path / "tank-attack-36ap.yaml.bak").read_text() == before


async def test_a_new_roster_asks_where_to_save_and_confirms_a_replace(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack", "3rd Wessex Rifles"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, TextDialog)
        assert dialog.query_one(Input).value == str(tmp_path / "3rd-wessex-rifles.yaml")
        await pilot.press("enter")
        assert (tmp_path / "3rd-wessex-rifles.yaml").exists()
        assert str(app.screen.query_one(RosterTable).border_title) == "Roster · 3rd-wessex-rifles.yaml"
        (tmp_path / "other.yaml").write_text("keep me")
        await pilot.press("S")
        app.screen.query_one(Input).value = "other.yaml"
        await pilot.press("enter")
        assert isinstance(app.screen, ChoiceDialog)
        await pilot.click("#cancel")
        assert (tmp_path / "other.yaml").read_text() == "keep me"


async def test_save_as_and_print_name_a_missing_folder_in_the_dialog(tmp_path: Path) -> None:
    """A mistyped folder is said where it was typed: the save closed the dialog with the system's
    "No such file or directory", and the player typed the whole path again."""
    app = app_for(tmp_path, NewRoster("tank-attack", "3rd Wessex Rifles"))
    async with app.run_test(size=SIZE) as pilot:
        for key, ok in (("S", "#ok"), ("p", "#print")):
            await pilot.press(key)
            dialog = app.screen
            dialog.query_one(Input).value = "lsits/wessex.pdf"
            await pilot.click(ok)
            assert app.screen is dialog
            error = str(dialog.query_one(".dialog-error", Label).render())
            assert error == "There is no folder lsits; make it first, or choose another.", key
            await pilot.press("escape")
        assert not (tmp_path / "lsits").exists() and app.screen.editor.document.unsaved


async def test_a_failed_save_says_so_and_stays_unsaved(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack", "Lost", tmp_path / "no-such-folder" / "lost.yaml"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("/", *"tank", "enter", "ctrl+s")
        assert any("Could not save" in n.message for n in app._notifications)
        assert app.screen.editor.document.unsaved


async def test_autosave_never_touches_the_file_and_is_offered_back(tmp_path: Path) -> None:
    file = copy_of(EXAMPLE, tmp_path)
    before = file.read_text()
    first = app_for(tmp_path, OpenFile(file))
    async with first.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("delete")
        first.screen.files.autosave()
        await first.workers.wait_for_complete()
        # The process is killed here: no save, no quit.
    assert file.read_text() == before
    copy = services(tmp_path).autosaves.for_file(file)
    os.utime(file, (NOW - 600, NOW - 600))
    os.utime(copy, (NOW - 120, NOW - 120))
    second = app_for(tmp_path, OpenFile(file))
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        question = second.screen
        assert isinstance(question, ChoiceDialog)
        assert "changes autosaved 2 minutes ago" in question.message
        await pilot.click("#restore")
        assert "Tank" not in rows(second) and second.screen.editor.document.unsaved
        await pilot.press("ctrl+z")  # undo goes back to the file as saved
        assert "Tank" in rows(second)
        await pilot.press("ctrl+y", "ctrl+s")
    assert not copy.exists(), "saving discards the autosaved copy"


async def test_an_autosaved_new_roster_is_offered_on_the_start_screen(tmp_path: Path) -> None:
    first = app_for(tmp_path, NewRoster("tank-attack", "Never saved"))
    async with first.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"tank", "enter")
        first.screen.files.autosave()
        await first.workers.wait_for_complete()
    second = app_for(tmp_path)
    async with second.run_test(size=SIZE) as pilot:
        copies = second.screen.query_one("#copies")
        # Copies of new rosters are told apart by when they were autosaved.
        assert "Never saved (tank-attack), autosaved " in str(copies.get_option_at_index(0).prompt)
        copies.focus()
        await pilot.press("enter")
        assert isinstance(second.screen, BuildScreen) and totals(second) == "17 / 36 AP"
        assert second.screen.editor.document.unsaved


# The command line -----------------------------------------------------------------------------


def test_edit_refuses_what_it_cannot_open(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("armybuilder.cli.at_terminal", lambda: True)
    missing = cli("edit", tmp_path / "missing.yaml")
    assert missing.code == 2 and "add --system ID" in missing.err
    unknown = cli("edit", "--system", "chess")
    assert unknown.code == 2 and "known systems: " in unknown.err and "tank-attack" in unknown.err
    exists = cli("edit", "--system", "tank-attack", EXAMPLE)
    assert exists.code == 2 and "exists" in exists.err


def test_edit_needs_a_terminal(cli) -> None:
    result = cli("edit", EXAMPLE)
    assert result.code == 2 and "needs a terminal" in result.err


def test_no_arguments_at_a_terminal_opens_the_start_screen(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[Start] = []
    monkeypatch.setattr("armybuilder.cli.at_terminal", lambda: True)
    monkeypatch.setattr(ArmyBuilder, "run", lambda self: started.append(self.start))
    assert cli().code == 0 and started == [None]
    assert cli("edit", EXAMPLE).code == 0 and started[-1] == OpenFile(EXAMPLE)


async def test_p_prints_the_roster_sheet_cards_and_basing_beside_the_roster(tmp_path: Path) -> None:
    from pypdf import PdfReader

    from armybuilder.tui.dialogs.export import ExportDialog

    roster = copy_of(EXAMPLE, tmp_path, "wessex.yaml")
    app = app_for(tmp_path, OpenFile(roster))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        assert isinstance(app.screen, ExportDialog)
        assert app.screen.query_one("#file", Input).value == str(tmp_path / "wessex.pdf")
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, BuildScreen)
        [note] = [n.message for n in app._notifications]
        assert note == f"Printed {tmp_path / 'wessex.pdf'} (3 pages)."
    text = " ".join(page.extract_text() for page in PdfReader(tmp_path / "wessex.pdf").pages)
    assert "3rd Wessex Rifles" in text and "Basing template" in text


async def test_the_print_dialog_ticks_the_basing_template_for_a_base_of_the_players_own(
    tmp_path: Path,
) -> None:
    """The rules give a Lorry no base, so the template was left unticked though the player's
    declared 60 × 40 mm base is one it draws."""
    from textual.widgets import Checkbox

    lorries = tmp_path / "lorries.yaml"
    lorries.write_text(
        "format: 1\nsystem: mini\nname: Lorries\nunits:\n  - {element: lorry, base: {width: 60, depth: 40}}\n"
    )
    app = app_for(tmp_path, OpenFile(lorries))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        assert app.screen.query_one("#part-basing", Checkbox).value


async def test_a_part_ticked_but_left_out_of_the_pdf_is_named_in_the_notice(tmp_path: Path) -> None:
    """A basing template ticked for a roster with no base size to draw was left out, and the
    notice said only how many pages were printed."""
    from textual.widgets import Checkbox

    lorries = tmp_path / "lorries.yaml"
    lorries.write_text("format: 1\nsystem: mini\nname: Lorries\nunits:\n  - {element: lorry}\n")
    app = app_for(tmp_path, OpenFile(lorries))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        app.screen.query_one("#part-basing", Checkbox).value = True
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        [note] = [n.message for n in app._notifications]
    assert note.startswith(f"Printed {tmp_path / 'lorries.pdf'} (2 pages; no basing template: ")
    assert "no element type in the roster has a base size)." in note


async def test_printing_an_invalid_roster_says_so_and_a_failed_write_is_reported(tmp_path: Path) -> None:
    roster = copy_of(ROOT / "tests" / "golden" / "tank-attack" / "invalid-counts.yaml", tmp_path, "bad.yaml")
    app = app_for(tmp_path, OpenFile(roster))
    async with app.run_test(size=SIZE) as pilot:
        errors = len(app.screen.editor.report.errors)
        await pilot.press("p")
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        (tmp_path / "bad.pdf").unlink()
        (tmp_path / "bad.pdf").mkdir()
        await pilot.press("p")
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        printed, failed = [(n.message, n.severity) for n in app._notifications]
    assert printed[0].startswith(f"Printed {tmp_path / 'bad.pdf'} (")
    assert printed[0].endswith(f" NOT VALID: the sheet lists {errors} errors.") and errors > 1
    assert failed == (f"Could not print {tmp_path / 'bad.pdf'}: it is a folder, not a file", "error")


async def test_print_dialog_picks_parts_layout_and_a_reference_file(tmp_path: Path) -> None:
    from pypdf import PdfReader

    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        for box in ("#part-roster", "#part-basing", "#reference"):
            await pilot.click(box)
        await pilot.click("RadioButton:last-of-type")
        app.screen.query_one("#file", Input).value = "cards.pdf"
        await pilot.click("#print")
        await app.workers.wait_for_complete()
    cards = PdfReader(tmp_path / "cards.pdf")
    assert len(cards.pages) == 1 and "Sturmtruppe" in cards.pages[0].extract_text()
    width = float(cards.pages[0].mediabox.width)
    assert round(width) == 612, "the letter layout was chosen"
    assert "quick reference" in PdfReader(tmp_path / "cards-reference.pdf").pages[0].extract_text()


async def test_in_the_print_dialog_space_ticks_a_box_and_enter_prints(tmp_path: Path) -> None:
    """Enter on a ticked box unticked it (the quick-reference sheets were ticked with Enter, and the
    next Enter, meant to print, unticked them): Enter now prints, from wherever it is pressed."""
    from textual.widgets import Checkbox

    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        app.screen.query_one("#reference", Checkbox).focus()
        await pilot.press("space")
        assert app.screen.query_one("#reference", Checkbox).value
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, BuildScreen)
    assert (tmp_path / "tank-attack-36ap.pdf").exists() and (
        tmp_path / "tank-attack-36ap-reference.pdf"
    ).exists()


async def test_print_dialog_says_what_is_missing(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        for box in ("#part-roster", "#part-cards", "#part-basing"):
            await pilot.click(box)
        await pilot.click("#print")
        assert str(app.screen.query_one(".dialog-error", Label).render()) == "Choose something to print."
        await pilot.click("#part-cards")
        app.screen.query_one("#file", Input).value = "army.yaml"
        await pilot.click("#print")
        assert (
            str(app.screen.query_one(".dialog-error", Label).render()) == "Give a file name ending in .pdf."
        )
        await pilot.press("escape")
        assert isinstance(app.screen, BuildScreen)
    assert not list(tmp_path.glob("*.pdf"))


async def test_a_file_name_that_cannot_be_used_is_refused_in_the_dialog(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("S")
        dialog = app.screen
        assert isinstance(dialog, TextDialog)
        dialog.query_one(Input).value = "~no-such-user-here/army.yaml"
        await pilot.press("enter")
        assert (
            str(dialog.query_one(".dialog-error", Label).render())
            == "No home folder is known for ~no-such-user-here."
        )
        assert app.screen is dialog


# Lists written as text, pasted in -------------------------------------------------------------

PASTED = """Hi all, my list for Saturday:

# Tank Attack
General: Rifles
2 Tanks (8 AP)
Feild Artilary x2

Cheers, Sam
"""


async def paste(pilot, text: str) -> None:
    """A bracketed paste, as the terminal (or the browser, through textual-serve) delivers it;
    returns once the app has answered it: a notice, a question, or a problem on the start screen."""
    app = pilot.app
    start = app.screen
    app.post_message(events.Paste(text))
    for _ in range(200):  # a bound that only catches a hang
        await pilot.pause(0.05)
        if list(app._notifications) or isinstance(app.screen, ModalScreen):
            return
        if app.screen is start and start.query_one("#problem-box").display:
            return


async def open_as_read(pilot) -> list[tuple[str, ...]]:
    """Open a pasted list from the dialog that shows how it was read; its rows, as it showed them."""
    app = pilot.app
    for _ in range(100):  # a bound that only catches a hang
        if isinstance(app.screen, ReadingDialog):
            break
        await pilot.pause(0.05)
    dialog = app.screen
    assert isinstance(dialog, ReadingDialog)
    table = dialog.query_one(DataTable)
    shown = [tuple(str(cell) for cell in table.get_row_at(n)) for n in range(table.row_count)]
    await pilot.press("enter")
    for _ in range(100):
        await pilot.pause(0.05)
        if app.screen is not dialog:
            break
    await report_shown(pilot)
    return shown


async def test_a_list_pasted_on_the_start_screen_opens_as_a_new_roster_with_what_was_not_read(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, PASTED)
        shown = await open_as_read(pilot)
        assert (
            "1",
            "Hi all, my list for Saturday:",
            "not read: a greeting, sign-off or word about the list",
        ) in shown
        assert ("6", "Feild Artilary x2", '2 × "Feild Artilary" (not in the catalog)') in shown
        assert isinstance(app.screen, BuildScreen)
        document = app.screen.editor.document
        assert document.path is None and document.unsaved  # saved where the player chooses
        assert rows(app)[:3] == ["★ Rifles", "Tank", "Feild Artilary (unknown)"]
        problems = [(p.code, p.message) for p in app.screen.editor.report.problems]
        assert (
            "file.text-line",
            "line 1 is not a list entry, so it was not read: Hi all, my list for Saturday",
        ) in (problems)
        assert document.roster.player == "Sam"  # its signature, `Cheers, Sam`
        assert [p.hint for p in app.screen.editor.report.problems if p.code == "element.unknown"] == [
            "did you mean `field-artillery`?"
        ]
        [note] = [n.message for n in app._notifications]
        assert "new Tank Attack roster" in note and "1 line not read, listed in the report" in note


async def test_a_pasted_word_one_slip_from_the_catalogs_shows_how_it_was_read(tmp_path: Path) -> None:
    """`Baloon` is read as the Balloon, and the reading of the paste says which word it was read as."""
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, "Tank Attack\nGeneral: Rifles\n1 Baloon\n")
        shown = await open_as_read(pilot)
        assert (
            "3",
            "1 Baloon",
            "1 × Balloon, `Baloon` read as `balloon` (the nearest word the catalog knows)",
        ) in shown


async def test_a_pasted_line_the_catalog_leaves_open_is_asked_and_the_roster_not_valid(
    tmp_path: Path,
) -> None:
    """Issue 34: `Mortar x2 .... 8` names a Light Mortar (3 AP) but costs what two Medium/Heavy
    Mortars do; the paste never guesses, and the roster stays NOT VALID until the player says which."""
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, "Tank Attack\nGeneral: Rifles\nMortar x2 ........ 8\nTank\n")
        shown = await open_as_read(pilot)
        assert shown[2] == (
            "3",
            "Mortar x2 ........ 8",
            "asked: Light Mortar or Medium/Heavy Mortar? (answer it, or mend the line)",
        )
        assert isinstance(app.screen, BuildScreen)
        report = app.screen.editor.report
        [asked] = [p for p in report.problems if p.code == "file.text-asked"]
        assert asked.severity == "error" and not report.valid
        assert "line 3 could be Light Mortar or Medium/Heavy Mortar" in asked.message


async def test_the_paste_shows_whether_the_lists_own_total_is_what_its_entries_make(tmp_path: Path) -> None:
    """The editor's report leaves file.text-total out: the reading before the list opens is where
    the paste says that `Total: 40 AP` is not what the entries come to."""
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, "Tank Attack\nGeneral: Rifles\n2 x Tank\nTotal: 40 AP\n")
        shown = await open_as_read(pilot)
        assert shown[3] == (
            "4",
            "Total: 40 AP",
            "the list's own total, 40 AP, but its entries as read come to 10 AP",
        )


async def answer_pasted(pilot, text: str, choice: str) -> RosterEditor:
    """Paste a list, open it as read, and answer its first line asked about with `f`, choosing
    `choice`; the editor, once the answer is made."""
    app = pilot.app
    await paste(pilot, text)
    await open_as_read(pilot)
    editor = app.screen.editor
    report = app.screen.query_one(ReportList)
    report.focus()
    await pilot.pause()
    report.highlighted = next(n for n, p in enumerate(report.problems) if p.code == "file.text-asked")
    await pilot.press("f")
    await pilot.pause(0.2)
    assert isinstance(app.screen, PickDialog), [n.message for n in app._notifications]
    app.screen.dismiss(choice)
    await pilot.pause(0.2)
    return editor


async def test_answering_a_pasted_line_with_f_keeps_its_count_note_and_formation(tmp_path: Path) -> None:
    """Issue 34, item 9: `f` on a line asked about added one bare Light Mortar: the line's count and
    note were lost. The answer keeps all the line said but its type, in its formation, and the
    question leaves the report; undo brings both back."""
    app = app_for(tmp_path)
    text = "Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  4x Rifles\n  1x Machinegun\n  Mortar x2 (dug in) ........ 8\nTank\n"
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        editor = await answer_pasted(pilot, text, "heavy-mortar")
        [battalion] = [u for u in editor.document.roster.units if getattr(u, "formation", None)]
        added = battalion.elements[-1]
        assert (added.element, added.count, added.note) == ("heavy-mortar", 2, "dug in")
        assert not [p for p in editor.report.problems if p.code == "file.text-asked"]
        await pilot.press("ctrl+z")
        await pilot.pause(0.2)
        assert [p.code for p in editor.report.problems].count("file.text-asked") == 1
        assert len(editor.document.roster.units[1].elements) == 2


async def test_answering_a_pasted_heading_with_f_puts_the_units_under_it_into_the_formation(
    tmp_path: Path,
) -> None:
    """Issue 34, item 7: `f` on a heading asked about (a lone Tiger fits a Platoon or a Heavy
    platoon) added an empty formation at the end and left the Tiger outside it. The answer is the
    formation, named as the heading, where the heading stood, holding the units under it."""
    catalogs = CatalogSet.of_files([SHIPPED / "pagano-armour.yaml"])
    app = ArmyBuilder(
        Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: NOW, autosave_every=3600)
    )
    text = "Pagano WWII armour\nSide: Axis\n1 Pz IV\nKampfgruppe Wittmann:\n- 1 Tiger\n\n1 Pz IV\n"
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        editor = await answer_pasted(pilot, text, "heavy-platoon")
        units = editor.document.roster.units
        assert [getattr(u, "formation", None) or u.element for u in units] == [
            "pz-iv",
            "heavy-platoon",
            "pz-iv",
        ]
        assert (units[1].name, [e.element for e in units[1].elements]) == (
            "Kampfgruppe Wittmann",
            ["tiger-i"],
        )
        assert not [p for p in editor.report.problems if p.code == "file.text-asked"]


async def test_the_lines_of_a_pasted_list_not_read_leave_the_report_once_it_is_saved(
    tmp_path: Path,
) -> None:
    """The saved file holds the list's entries, not the pasted text: a report that still said
    "remove the line" would point at lines no file has, which reopening the file would not show."""
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, PASTED)
        await open_as_read(pilot)
        assert any(p.code == "file.text-line" for p in app.screen.editor.report.problems)
        await pilot.press("ctrl+s")
        app.screen.query_one(Input).value = str(tmp_path / "sam.yaml")
        await pilot.press("enter")
        await report_shown(pilot)
        assert (tmp_path / "sam.yaml").exists()
        build = app.screen
        assert isinstance(build, BuildScreen)
        assert not [p for p in build.editor.report.problems if p.code == "file.text-line"]
        assert not [p for p in build.query_one(ReportList).problems if p.code == "file.text-line"]


async def test_a_pasted_list_naming_no_system_asks_which_it_is(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, "2 x Landship\n1 x Zeppelin\n")
        assert isinstance(app.screen, PickDialog)
        assert "names no game system" in app.screen.title_text
        app.screen.dismiss("tank-attack")
        await open_as_read(pilot)
        assert isinstance(app.screen, BuildScreen) and app.screen.editor.document.catalog.id == "tank-attack"
        assert rows(app) == ["Landship (unknown)", "Zeppelin (unknown)"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Thanks for the game on Saturday!\nSee you next week.\n",
            "Nothing in the pasted text reads as an entry",
        ),
        ("# Tank Attack\nSee you on Saturday.\n", "Nothing in the pasted text reads as an entry"),
        ("2 x Tank\n" * 2_000_000, "over 5 MB"),
        ("2 x Tank" + "\n" * 30_000, "at most 20,000"),
    ],
    ids=["prose", "prose-under-a-heading", "too-large", "too-many-lines"],
)
async def test_pasted_text_that_is_no_list_leaves_the_start_screen_with_a_word(
    tmp_path: Path, text: str, said: str
) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await paste(pilot, text)
        assert isinstance(app.screen, StartScreen)
        assert said in str(app.screen.query_one("#problem", Static).render())


async def test_control_characters_in_a_pasted_list_are_refused_as_in_a_file_and_written_out(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await paste(pilot, "# Tank Attack\n2 x Tank\n\x1b[2J\x1b]0;owned\x07 hello\n")
        assert isinstance(app.screen, StartScreen)
        said = str(app.screen.query_one("#problem", Static).render())
        assert said.startswith("pasted text:3:1: ") and "U+001B" in said
        assert "\x1b" not in said and "\x07" not in said


async def test_import_a_list_from_text_in_the_palette_opens_a_box_to_paste_into(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("ctrl+p", *"import a list")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, ImportTextDialog)
        await paste(pilot, "# Tank Attack\r\n★ 1x Rifles\r\n2x Tank\r\nbad \x1b[31mline\r\n")
        box = app.screen.query_one(ListBox)
        assert box.text == "# Tank Attack\n★ 1x Rifles\n2x Tank\nbad \\x1b[31mline\n"  # nothing can act
        await paste(pilot, "2 x Tank\n" * 700_000)
        assert "over 5 MB" in [n.message for n in app._notifications][-1]
        assert box.text.count("\n") == 4  # refused whole
        await pilot.click("#import")
        await open_as_read(pilot)
        assert rows(app)[:2] == ["★ Rifles", "Tank"]
        assert [p.message for p in app.screen.editor.report.problems if p.code == "file.text-line"] == [
            "line 4 is not a list entry, so it was not read: bad \\x1b[31mline"
        ]


async def test_a_list_copied_with_c_pastes_into_another_editor_as_the_same_list(tmp_path: Path) -> None:
    first = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with first.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        copied, fingerprint = first.clipboard, first.screen.editor.fingerprinted().fingerprint
    second = app_for(tmp_path / "other")
    async with second.run_test(size=SIZE, notifications=True) as pilot:
        await paste(pilot, copied)
        await open_as_read(pilot)
        assert isinstance(second.screen, BuildScreen)
        report = second.screen.editor.fingerprinted()
        assert (report.fingerprint, report.name, report.player) == (
            fingerprint,
            "3rd Wessex Rifles",
            "A. Player",
        )
        assert not [p for p in report.problems if p.code == "file.text-line"]


async def test_a_key_works_out_no_fingerprint_and_the_copied_list_still_has_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # No pane shows the fingerprint, and its contents are nearly a third of evaluating a long
    # roster: a key leaves them be, and what shows them (copy, print) has them worked out.
    worked_out: list[str] = []
    evaluate_module = importlib.import_module("armybuilder.engine.evaluate")  # the module, not the function
    contents = evaluate_module.army
    monkeypatch.setattr(evaluate_module, "army", lambda *args: worked_out.append("army") or contents(*args))
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        worked_out.clear()  # opening checks the catalog's starter roster, fingerprint and all
        await pilot.press("+", "+", "-")
        assert totals(app) == "38 / 36 AP"
        assert worked_out == []
        checked = evaluate(app.screen.editor.document.roster, app.screen.editor.catalog)  # as `check` does
        await pilot.press("c")
        assert worked_out == ["army"], "the copy takes the contents `check` worked out for this army"
        assert f"`{checked.fingerprint}`" in app.clipboard
        await pilot.press("c")
        assert worked_out == ["army"], "worked out once for each roster"


async def test_a_keys_totals_are_drawn_before_the_report_and_detail_are_worked_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The report and the detail, which the key does not act on, take as long as drawing the
    # screen: the totals do not wait for them.
    done: list[str] = []
    for pane, method, what in (
        (RosterHeader, "render", "totals drawn"),
        (ReportList, "show_report", "report"),
    ):
        original = getattr(pane, method)
        monkeypatch.setattr(pane, method, lambda self, *a, f=original, w=what: done.append(w) or f(self, *a))
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await pilot.pause(0.1)
        done.clear()
        await pilot.press("+")
        for _ in range(100):  # a bound that only catches a hang
            if "report" in done:
                break
            await pilot.pause(0.01)
        assert totals(app) == "40 / 36 AP"
        assert done[:2] == ["totals drawn", "report"]


async def test_a_count_changed_draws_again_only_the_roster_lines_it_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # On a long roster, drawing every line of the pane again was most of a key's frame.
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Tank")
        await report_shown(pilot)
        before = drawn_roster(app)
        redrawn: list[int] = []
        render_line = RosterTable.render_line
        monkeypatch.setattr(
            RosterTable, "render_line", lambda self, y: redrawn.append(y) or render_line(self, y)
        )
        await pilot.press("+")
        await report_shown(pilot)
        monkeypatch.undo()
        after = drawn_roster(app)
        changed = {y for y, (old, new) in enumerate(zip(before, after, strict=True)) if old != new}
        assert changed and len(changed) < len(after) // 2, "the entry's line, and those its count changes"
        assert set(redrawn) == changed


async def test_the_catalog_and_report_lists_are_drawn_without_working_out_a_link_style(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # They hold no links; working out the style of one for each entry drawn was a third of the list's
    # part of the first frame.
    asked: list[str] = []
    link_style = Widget.link_style
    monkeypatch.setattr(
        Widget,
        "link_style",
        property(lambda self: asked.append(type(self).__name__) or link_style.fget(self)),
    )
    app = app_for(tmp_path, OpenFile(copy_of(GOLDEN / "invalid-unknown-ids.yaml", tmp_path)))
    async with app.run_test(size=SIZE) as pilot:
        await report_shown(pilot)
        assert (
            app.screen.query_one(ReportList).option_count and app.screen.query_one(CatalogList).option_count
        )
        assert not {"CatalogList", "ReportList"} & set(asked)


def told(app: App) -> list[str]:
    """Every notice the app gives, kept: a notice on screen expires, and on a loaded machine it
    may be gone before the test reads it."""
    said: list[str] = []
    notify = app.notify

    def keep(message: str, *args: Any, **kwargs: Any) -> None:
        said.append(str(message))
        notify(message, *args, **kwargs)

    app.notify = keep  # type: ignore[method-assign]  # a recorder around the app's own
    return said


async def test_importing_from_text_in_the_editor_asks_first_about_unsaved_changes(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(copy_of(EXAMPLE, tmp_path)))
    said = told(app)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await go_to(pilot, "Tank")
        await pilot.press("plus")  # an unsaved change
        await pilot.press("ctrl+p", *"import a list")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, ImportTextDialog)
        await paste(pilot, "# Tank Attack\n3 x Sturmtruppe\n")
        await pilot.click("#import")
        await open_as_read(pilot)
        await pilot.pause(0.3)
        assert isinstance(app.screen, ChoiceDialog) and app.screen.title_text == "Unsaved changes"
        app.screen.dismiss("cancel")
        await pilot.pause(0.2)
        assert (
            isinstance(app.screen, BuildScreen)
            and app.screen.editor.document.roster.name == "3rd Wessex Rifles"
        )
        assert not [message for message in said if "Opened" in message]
        await pilot.press("ctrl+p", *"import a list")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.2)
        await paste(pilot, "# Tank Attack\n3 x Sturmtruppe\n")
        await pilot.click("#import")
        await open_as_read(pilot)
        await pilot.pause(0.3)
        app.screen.dismiss("discard")
        for _ in range(100):  # a bound that only catches a hang
            await pilot.pause(0.05)
            if (
                isinstance(app.screen, BuildScreen)
                and app.screen.editor.document.roster.name == "Pasted list"
            ):
                break
        assert rows(app) == ["Sturmtruppe"]
        assert "Opened the pasted list" in said[-1]
        assert (tmp_path / EXAMPLE.name).read_bytes() == EXAMPLE.read_bytes()  # the file as it was


def test_opening_a_roster_leaves_what_only_pasting_or_copying_needs_unloaded(tmp_path: Path) -> None:
    """The editor's way to its first frame is what a player waits for at every start: the paste
    box (Textual's text area), the text-list reader and the Markdown writer load when first used."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from armybuilder.files.catalogs import CatalogSet\n"
        "from armybuilder.tui.opening import open_file\n"
        "from armybuilder.tui.screens.build import BuildScreen\n"
        "from armybuilder.tui.services import Services\n"
        f"catalogs = CatalogSet.of_files([Path({str(SHIPPED / 'tank-attack.yaml')!r})])\n"
        f"BuildScreen(open_file(catalogs, Path({str(EXAMPLE)!r}), shown=str), Services(catalogs, Path('.'), Path('.')))\n"
        "late = ('textual.widgets._text_area', 'armybuilder.textlist.reader', 'armybuilder.present.markdown')\n"
        "print([name for name in late if name in sys.modules])\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    assert run.stdout.strip() == "[]"


async def test_the_base_dialog_says_why_a_size_is_refused(tmp_path: Path) -> None:
    """A base of 20,000 mm was refused as 'not a number of mm, more than 0', which it is; the
    message now gives the bounds the dialog keeps, and 10,000 mm itself is taken."""
    from textual.widgets import Label

    file = copy_of(EXAMPLE, tmp_path)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await go_to(pilot, "Field Artillery")
        await pilot.press("b", *"20000", "enter")
        error = str(app.screen.query_one(".dialog-error", Label).render())
        assert error == "Width (mm): '20000' is not a number of mm, more than 0 and at most 10,000."
        await pilot.press(*["backspace"] * 5, "0", "tab", "tab", *"20000", "enter")
        error = str(app.screen.query_one(".dialog-error", Label).render())
        assert error == "Width (mm): '0' is not a number of mm, more than 0 and at most 10,000."
        await pilot.press("shift+tab", "shift+tab", "backspace", *"10000", "enter")
        error = str(app.screen.query_one(".dialog-error", Label).render())
        assert error == "Figures: '20000' is not a whole number, 0 to 10,000."
        await pilot.press("tab", "tab", "backspace", "enter")  # the figures emptied: the rules' own
        assert "Your base: 10000 × 40 mm · 1 figure (gun + crew)" in (await detail(pilot))


async def test_the_print_dialog_offers_each_layout_by_its_title_and_prints_with_the_one_chosen(
    tmp_path: Path,
) -> None:
    """The layouts were offered by their file names (`a4`, `letter`), and the one chosen was read
    back from the words shown."""
    from pypdf import PdfReader
    from textual.widgets import RadioButton

    from armybuilder.tui.dialogs.export import ExportDialog

    roster = copy_of(EXAMPLE, tmp_path, "wessex.yaml")
    app = app_for(tmp_path, OpenFile(roster))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        assert isinstance(app.screen, ExportDialog)
        choices = {str(choice.label): choice for choice in app.screen.query(RadioButton)}
        assert list(choices) == ["A4, portrait", "Letter, portrait"]
        assert choices["A4, portrait"].value
        choices["Letter, portrait"].value = True
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
    width, height = PdfReader(tmp_path / "wessex.pdf").pages[0].mediabox.upper_right
    assert (round(float(width)), round(float(height))) == (612, 792), "US Letter, in points"
