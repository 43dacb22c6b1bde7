"""Fixes as data: each finding's fix mends it, `f` applies it in the editor (undo takes it back),
and `check --fix` makes only the unambiguous ones."""

import json
from pathlib import Path
from typing import get_args

import pytest

from armybuilder.checking.checked import check_file
from armybuilder.editing.fixes import apply_fix
from armybuilder.engine import evaluate
from armybuilder.engine.report import FixAction
from armybuilder.engine.where import Where, top
from armybuilder.events.event_file import load_event
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.tui.app import ArmyBuilder, OpenFile
from armybuilder.tui.dialogs.element_options import ElementOptionsDialog
from armybuilder.tui.dialogs.links import LinksDialog
from armybuilder.tui.dialogs.pick import PickDialog
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from tests.conftest import ROOT, SHIPPED, report_shown

GOLDEN = ROOT / "tests" / "golden"
WITH_FIXES = sorted(
    p
    for p in GOLDEN.glob("*/*.yaml")
    if not p.name.endswith(".event.yaml")  # an event file beside a roster, not a roster
    and p.with_suffix(".expected.json").is_file()
    and '"fix"' in p.with_suffix(".expected.json").read_text()
)


UNDER_EVENTS = sorted(
    p
    for p in GOLDEN.glob("*/*.event.yaml")
    if '"fix"' in p.with_name(p.name.replace(".yaml", ".expected.json")).read_text()
)
"""Event files beside golden rosters whose report under the event carries fixes."""


def catalogs_for(path: Path) -> CatalogSet:
    user = path.parent / "catalogs"
    return CatalogSet([SHIPPED, *([user] if user.is_dir() else [])])


@pytest.mark.parametrize("path", WITH_FIXES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_fix_mends_its_finding(path: Path) -> None:
    checked = check_file(path, catalogs_for(path))  # a list written as text too: its reading's fixes
    assert checked.report is not None and checked.loaded is not None
    roster = checked.loaded.roster
    catalog = catalogs_for(path).get(roster.system)
    for problem in checked.report.problems:
        if problem.fix is None:
            continue
        choice = problem.fix.choices[0] if problem.fix.choices else None
        fixed, _ = apply_fix(roster, catalog, problem.fix, choice)
        after = evaluate(fixed, catalog).problems
        assert problem not in after, (problem, [p.message for p in after])


@pytest.mark.parametrize("event_file", UNDER_EVENTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_fix_mends_its_finding_under_the_event(event_file: Path) -> None:
    path = event_file.with_name(event_file.name.replace(".event.yaml", ".yaml"))
    roster = load_roster(path).roster
    catalogs = catalogs_for(path)
    catalog, event = catalogs.get(roster.system), load_event(event_file, catalogs)
    for problem in evaluate(roster, catalog, event=event).problems:
        if problem.fix is None:
            continue
        choice = problem.fix.choices[0] if problem.fix.choices else None
        fixed, _ = apply_fix(roster, catalog, problem.fix, choice)
        after = evaluate(fixed, catalog, event=event).problems
        assert problem not in after, (problem, [p.message for p in after])


def test_every_kind_of_fix_is_in_the_golden_reports() -> None:
    expected_files = [path.with_suffix(".expected.json") for path in WITH_FIXES] + [
        path.with_name(path.name.replace(".yaml", ".expected.json")) for path in UNDER_EVENTS
    ]
    actions = {
        problem["fix"]["action"]
        for path in expected_files
        for expected in [json.loads(path.read_text())]
        for problem in expected["errors"] + expected["warnings"]
        if "fix" in problem
    }
    assert actions == set(get_args(FixAction))


def test_a_fix_holds_values_and_units_as_data_and_writes_them_as_text_only_in_its_report() -> None:
    event_file = GOLDEN / "tank-attack" / "valid-under-event-limit-30.event.yaml"
    path = event_file.with_name("valid-under-event-limit-30.yaml")
    roster, catalogs = load_roster(path).roster, catalogs_for(path)
    event = load_event(event_file, catalogs)
    report = evaluate(roster, catalogs.get(roster.system), event=event)
    limit = next(p.fix for p in report.problems if p.fix is not None and p.fix.where == top("limit"))
    assert limit.value == 36 and limit.as_dict()["with"] == "36"

    linked = GOLDEN / "wtj-1916" / "invalid-link-targets.yaml"
    roster = load_roster(linked).roster
    report = evaluate(roster, catalogs_for(linked).get(roster.system))
    link = next(p.fix for p in report.problems if p.fix is not None and p.fix.action == "set-link")
    assert all(isinstance(choice, Where) for choice in link.choices)
    assert link.as_dict()["choices"] == ["units[3]", "units[5]", "units[6]"]


def test_check_fix_mends_only_the_typos_and_keeps_a_bak(cli, tmp_path: Path) -> None:
    source = GOLDEN / "tank-attack" / "invalid-unknown-ids.yaml"
    file = tmp_path / "army.yaml"
    file.write_text(source.read_text())
    result = cli("check", file, "--fix")
    assert "fixed 2 typos (the old file is army.yaml.bak)" in result.out
    assert "`sturmtrupe` -> `sturmtruppe`" in result.out
    assert file.with_name("army.yaml.bak").read_text() == source.read_text()
    text = file.read_text()
    assert "sturmtruppe" in text and "infantry-battalion" in text
    assert "zeppelin" in text  # nothing close: left for the player
    assert text.startswith("#")  # the player's comments stay
    again = cli("check", file, "--fix")
    assert "fixed" not in again.out and not file.with_name("army.yaml.bak").read_text().count("sturmtruppe")


def test_a_second_check_fix_keeps_the_first_bak(cli, tmp_path: Path) -> None:
    source = GOLDEN / "tank-attack" / "invalid-unknown-ids.yaml"
    file = tmp_path / "army.yaml"
    file.write_text(source.read_text())
    cli("check", file, "--fix")
    fixed_once = file.read_text()
    file.write_text(fixed_once.replace("sturmtruppe", "sturmtrupe"))  # the player types it wrong again
    typed_again = file.read_text()
    again = cli("check", file, "--fix")
    assert "fixed 1 typo (the old file is army.yaml.bak.1)" in again.out
    assert file.with_name("army.yaml.bak").read_text() == source.read_text()  # the player's original
    assert file.with_name("army.yaml.bak.1").read_text() == typed_again
    file.write_text(typed_again)
    assert "(the old file is army.yaml.bak.2)" in cli("check", file, "--fix").out
    assert file.with_name("army.yaml.bak.1").read_text() == typed_again


def test_show_markdown_gives_a_list_to_paste(cli) -> None:
    result = cli("show", ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml", "--format", "markdown")
    assert result.code == 0
    lines = result.out.splitlines()
    assert lines[0] == "## 3rd Wessex Rifles"
    assert "Tank Attack 5.0 · 36 / 36 AP · VALID" in lines
    assert "- **1st Battalion (Infantry Battalion)** — 11 AP" in lines
    assert "  - 4 × Rifles — 8 AP" in lines
    assert lines[-1].startswith("Fingerprint `") and "units[" not in result.out


# In the editor -----------------------------------------------------------------------------------


def app_for(tmp_path: Path, path: Path) -> ArmyBuilder:
    services = Services(
        catalogs_for(path), tmp_path / "state", tmp_path, clock=lambda: 1.7e9, autosave_every=3600
    )
    return ArmyBuilder(services, OpenFile(path))


def copy_of(path: Path, tmp_path: Path) -> Path:
    target = tmp_path / path.name
    target.write_text(path.read_text())
    return target


def rows(app: ArmyBuilder) -> list[str]:
    table = app.screen.query_one(RosterTable)
    return [table.row(n).name.strip() for n in range(len(table))]


async def choose(pilot, code: str, where: str = "") -> None:
    """Highlight the problem with this code (and place) in the report pane, as a player would."""
    await report_shown(pilot)  # the report pane fills in once the screen is first drawn
    report = pilot.app.screen.query_one(ReportList)
    report.focus()
    report.highlighted = next(
        n for n, p in enumerate(report.problems) if p.code == code and (not where or str(p.where) == where)
    )
    await pilot.pause()


def notes(app: ArmyBuilder) -> list[str]:
    return [n.message for n in app._notifications]


async def test_f_mends_a_misspelt_element_and_undo_says_what_it_took_back(tmp_path: Path) -> None:
    app = app_for(tmp_path, copy_of(GOLDEN / "tank-attack" / "invalid-unknown-ids.yaml", tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        assert "sturmtrupe (unknown)" in rows(app)
        await choose(pilot, "element.unknown", "units[2]")
        assert "press f to change sturmtrupe to Sturmtruppe" in str(
            app.screen.query_one(ReportList)
            .get_option_at_index(app.screen.query_one(ReportList).highlighted)
            .prompt
        )
        await pilot.press("f")
        assert "Sturmtruppe" in rows(app) and "sturmtrupe (unknown)" not in rows(app)
        await pilot.press("ctrl+z")
        assert "sturmtrupe (unknown)" in rows(app)
        assert notes(app)[-1] == "Undone: change sturmtrupe to Sturmtruppe."


async def test_f_on_a_roster_without_problems_says_there_is_nothing_to_fix(tmp_path: Path) -> None:
    app = app_for(tmp_path, GOLDEN / "tank-attack" / "valid-36ap-example.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        rows_before = rows(app)
        await pilot.press("f")
        assert notes(app)[-1] == "Nothing to fix: the roster has no errors or warnings."
        assert rows(app) == rows_before


async def test_f_where_no_problem_has_a_fix_does_not_send_the_player_looking_for_one(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, GOLDEN / "tank-attack" / "invalid-over-limit.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("f")
        assert notes(app)[-1] == (
            'No problem in the report has a one-key fix: its "to fix" lines say what to change.'
        )


async def test_f_on_an_entry_without_a_fix_says_how_to_choose_one(tmp_path: Path) -> None:
    app = app_for(tmp_path, copy_of(GOLDEN / "tank-attack" / "invalid-unknown-ids.yaml", tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        rows_before = rows(app)
        await pilot.press("f")  # the roster's first entry, the general, has no problem
        assert notes(app)[-1] == 'Choose a problem marked "press f" in the report, then press f.'
        assert rows(app) == rows_before


async def test_f_with_a_choice_opens_a_list_to_pick_from(tmp_path: Path) -> None:
    app = app_for(tmp_path, GOLDEN / "tank-attack" / "invalid-no-core.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, "core.missing")
        await pilot.press("f")
        assert isinstance(app.screen, PickDialog)
        await pilot.press("down", "enter")
        assert "Cavalry Regiment" in rows(app)
        assert not any(p.code == "core.missing" for p in app.screen.editor.report.problems)
        await pilot.press("ctrl+z")
        assert "Cavalry Regiment" not in rows(app)


@pytest.mark.parametrize(
    ("roster", "code"),
    [
        ("invalid-general-in-battalion", "general.placement"),  # moves the general out of a formation
        ("invalid-general", "general.multiple"),  # keeps one general where there were two
    ],
)
async def test_f_mends_a_general_and_undo_brings_the_problem_back(
    tmp_path: Path, roster: str, code: str
) -> None:
    app = app_for(tmp_path, GOLDEN / "tank-attack" / f"{roster}.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, code)
        await pilot.press("f")
        assert not any(p.code == code for p in app.screen.editor.report.problems)
        await pilot.press("ctrl+z")
        assert any(p.code == code for p in app.screen.editor.report.problems)


async def test_f_on_a_choice_of_options_or_links_opens_that_dialog(tmp_path: Path) -> None:
    app = app_for(tmp_path, GOLDEN / "wtj-1916" / "invalid-gun-class.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, "option.missing", "units[0]")
        await pilot.press("f")
        assert isinstance(app.screen, ElementOptionsDialog)
    app = app_for(tmp_path, GOLDEN / "wtj-1916" / "invalid-link-targets.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, "link.target", "units[1].links.towed-by")
        await pilot.press("f")
        assert isinstance(app.screen, LinksDialog)


async def test_f_adds_the_element_a_short_formation_needs(tmp_path: Path) -> None:
    path = GOLDEN / "pagano-armour" / "warning-heavy-platoons.yaml"
    app = app_for(tmp_path, path)
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, "platoon.size", "units[0]")
        await pilot.press("f")
        assert not any(str(p.where) == "units[0]" for p in app.screen.editor.report.problems)


@pytest.mark.parametrize("size", [(80, 24), (132, 40), (139, 40)])
async def test_wrapped_text_in_the_detail_and_report_panes_keeps_every_letter(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A pane whose scroll bar appears after its text was wrapped once cut the last letter of lines."""
    from armybuilder.tui.widgets.detail import DetailPane

    app = app_for(tmp_path, GOLDEN / "pagano-armour" / "warning-heavy-platoons.yaml")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for pane in (app.screen.query_one(DetailPane), app.screen.query_one(ReportList)):
            if isinstance(pane, ReportList):
                text = " ".join(str(pane.get_option_at_index(n).prompt) for n in range(pane.option_count))
            else:
                text = str(pane.text)
            shown = " ".join(pane.render_line(y).text for y in range(pane.size.height)).split()
            assert {word for word in shown if len(word) > 1} <= set(text.split())


@pytest.mark.parametrize(
    ("example", "basing"), [("ohw-ww2-rifle-company", False), ("tank-attack-36ap", True)]
)
async def test_the_print_dialog_ticks_the_basing_template_only_where_there_are_bases(
    tmp_path: Path, example: str, basing: bool
) -> None:
    from armybuilder.tui.widgets.toggles import Tick

    app = app_for(tmp_path, ROOT / "catalogs" / "examples" / f"{example}.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("p")
        assert app.screen.query_one("#part-basing", Tick).value is basing
        assert app.screen.query_one("#part-roster", Tick).value is True


async def test_f_sets_the_limit_and_options_an_event_fixes_which_the_options_dialog_cannot(
    tmp_path: Path,
) -> None:
    path = copy_of(GOLDEN / "tank-attack" / "invalid-under-event.yaml", tmp_path)
    catalogs = catalogs_for(path)
    event = load_event(GOLDEN / "tank-attack" / "invalid-under-event.event.yaml", catalogs)
    services = Services(catalogs, tmp_path / "state", tmp_path, clock=lambda: 1.7e9, event=event)
    app = ArmyBuilder(services, OpenFile(path))
    async with app.run_test(size=(120, 40)) as pilot:
        for code, words in (
            ("event.limit", "press f to set the limit to 36 AP"),
            ("event.option", "press f to set Figure scale to 15mm"),
        ):
            await choose(pilot, code)
            report = app.screen.query_one(ReportList)
            assert words in str(report.get_option_at_index(report.highlighted).prompt)
            await pilot.press("f")
            assert not any(p.code == code for p in app.screen.editor.report.problems)
        assert app.screen.editor.document.roster.limit == 36
        assert app.screen.editor.document.roster.options["scale"] == "15mm"


def test_show_markdown_gives_a_not_valid_lists_errors_as_counted(cli, tmp_path) -> None:
    """The Markdown said 'NOT VALID (1 errors)', and 'valid' where every other view says VALID."""
    one = tmp_path / "one.yaml"
    text = (ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text()
    one.write_text(text.replace("limit: 36", "limit: 30"))
    [said] = [line for line in cli("show", one, "--format", "markdown").out.splitlines() if " AP · " in line]
    assert said == "Tank Attack 5.0 · 36 / 30 AP · NOT VALID (1 error)", said
