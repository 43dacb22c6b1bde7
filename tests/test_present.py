"""The presentation layer: the roster's rows, figures and an element's assumptions are made once,
and every view shows them alike."""

import ast
import re
from dataclasses import replace
from datetime import date
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader

from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.codes import CODES
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.files.templates import load_template
from armybuilder.pdf import write_pdf
from armybuilder.present import entry_detail
from armybuilder.present.advice import advice_for
from armybuilder.present.assumptions import assumptions_of
from armybuilder.present.findings import file_words, named_words, told_of
from armybuilder.present.keys import KEY_OF
from armybuilder.present.printed import print_summary
from armybuilder.present.rows import Columns, ElementRow, entries_of, key_columns, legend_of, roster_rows
from armybuilder.present.sheet import sheet_of
from armybuilder.present.stats import column_stat
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import DeclaredBase
from armybuilder.tui.describe import detail_text
from armybuilder.tui.widgets.roster_lines import row_of
from tests.conftest import ROOT, SHIPPED, TEST_CATALOGS, roster


def element_detail(line, catalog, report, **given):  # type: ignore[no-untyped-def]
    """The detail pane's text of an element entry."""
    return detail_text(entry_detail.element_detail(line, catalog, report, **given), report, catalog)


EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"


def printed(report: Report, catalog: Catalog, part: str, folder: Path) -> str:
    out = folder / f"{part}.pdf"
    write_pdf(
        sheet_of(report, catalog, date(2025, 3, 1), [part]), load_template("a4"), out, reproducible=True
    )
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(out).pages)


def in_order(text: str, words: list[str]) -> bool:
    at = 0
    for word in words:
        at = text.find(word, at)
        if at < 0:
            return False
        at += len(word)
    return True


def test_show_the_sheet_and_the_editor_list_the_same_entries_in_one_order(
    cli, tank_attack: Catalog, tmp_path: Path
) -> None:
    report = evaluate(load_roster(EXAMPLE).roster, tank_attack)
    rows = roster_rows(report, tank_attack)
    titles = [row.title for row in rows.rows]
    assert len(titles) > 5
    editor = "\n".join(row_of(e, report, Columns(tuple(report.costs)), "").name for e in entries_of(report))
    for view in (cli("show", EXAMPLE).out, printed(report, tank_attack, "roster", tmp_path), editor):
        assert in_order(view, titles)
    assert rows.total == ("36 / 36",)


def test_a_column_headed_with_its_unit_shows_bare_values_and_the_card_keeps_the_unit() -> None:
    """'Range (in)' over '12 inches' said the unit twice and pushed the other columns off a line."""
    catalogs = CatalogSet([SHIPPED])
    ohw = catalogs.get("ohw-ww2")
    report = evaluate(load_roster(SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml").roster, ohw)
    rows = roster_rows(report, ohw)
    range_column = next(n for n, (key, _) in enumerate(rows.columns.stats) if key == "range")
    assert rows.columns.stats[range_column][1] == "Range (in)"
    first = next(row for row in rows.rows if isinstance(row, ElementRow))
    assert first.stats[range_column] is not None and first.stats[range_column].text == "12"
    assert "12 inches" in str(element_detail(report.lines[0], ohw, report)), "the detail pane names the unit"
    defs = {found.id: found for found in catalogs.get("tank-attack").stats}
    assert column_stat("range", 300, defs).text == "300p", "a heading without the unit leaves it on the value"


def test_figures_to_paint_count_every_base_of_an_entry(mini: Catalog, cli, tmp_path: Path) -> None:
    units = [
        {"element": "soldier", "count": 4},
        {"element": "gun"},
        {"element": "tank"},
        {"element": "lorry"},
    ]
    report = evaluate(roster("mini", units), mini)
    figures = [row.figures for row in roster_rows(report, mini).rows if isinstance(row, ElementRow)]
    # 3 to 4 a base; two bases of 2 with a note; one; no basing at all
    assert figures == ["12-16", "4 (gun + crew)", "1", ""]
    sheet = printed(report, mini, "roster", tmp_path)
    assert in_order(sheet, ["12-16", "4 (gun + crew)"])


def test_figures_to_paint_follow_the_figures_a_player_declares(mini: Catalog) -> None:
    units = [
        {"element": "soldier", "count": 4, "base": {"figures": 5}},
        {"element": "gun", "base": {"figures": 3}},
    ]
    report = evaluate(roster("mini", units), mini)
    rows = [row for row in roster_rows(report, mini).rows if isinstance(row, ElementRow)]
    # 5 on each of 4 bases, not the rules' 3 to 4; the note on what a gun's figures are stays
    assert [row.figures for row in rows] == ["20", "6 (gun + crew)"]
    assert [row.base for row in rows] == ["40 × 20", "40 × 30"], "the rules' size beside the player's"


def test_the_pane_shows_every_assumption_of_an_element_and_the_card_its_own(tmp_path: Path) -> None:
    catalog = CatalogSet([SHIPPED]).get("wtj-1916")
    engineer = next(element for element in catalog.elements if element.id == "engineer")
    notes = assumptions_of(engineer, catalog)
    assert notes.own and notes.roster and notes.roster[0].startswith("Engineers and minefields: ")
    report = evaluate(roster("wtj-1916", [{"element": "engineer"}]), catalog)
    pane = " ".join(str(element_detail(report.lines[0], catalog, report)).split())
    card = printed(report, catalog, "cards", tmp_path)
    for note in notes.all:
        assert " ".join(note.split()) in pane
    for note in notes.own:
        assert " ".join(note.split())[:40] in card
    assert "minefield in play" not in card  # a note about a roster, not about the element wherever it stands


def test_the_pane_and_the_sheet_list_the_same_assumptions_of_an_element_with_an_option_group_note(
    cli, tmp_path: Path
) -> None:
    catalog = CatalogSet([SHIPPED]).get("wtj-1916")
    gun = next(element for element in catalog.elements if element.id == "large-gun")
    group_notes = [
        note for group in catalog.option_groups if group.id in gun.option_groups for note in group.assumed
    ]
    assert group_notes
    file = tmp_path / "gun.yaml"
    file.write_text(
        "format: 1\nsystem: wtj-1916\nname: Gun\nunits:\n  - {element: large-gun, options: [class-7]}\n"
    )
    report = evaluate(load_roster(file).roster, catalog)
    pane = " ".join(str(element_detail(report.lines[0], catalog, report)).split())
    sheet = printed(report, catalog, "roster", tmp_path)
    shown = " ".join(cli("show", file).out.split())
    for note in group_notes:
        words = " ".join(note.split())
        assert words in pane and words in shown and words[:40] in sheet
    for note in report.assumptions:
        if note.about in (gun.name, *(g.name for g in catalog.option_groups if g.id in gun.option_groups)):
            assert " ".join(note.text.split()) in pane


def test_the_pane_names_the_key_that_chooses_a_stat_an_option_still_sets() -> None:
    catalog = CatalogSet([SHIPPED]).get("wtj-1916")
    unchosen = evaluate(roster("wtj-1916", [{"element": "large-gun"}]), catalog)
    chosen = evaluate(roster("wtj-1916", [{"element": "large-gun", "options": ["class-7"]}]), catalog)
    key = KEY_OF["element_options"]
    assert f"Gun class: not chosen yet: press {key} to choose it" in str(
        element_detail(unchosen.lines[0], catalog, unchosen)
    )
    assert "\nGun class: 7\n" in str(element_detail(chosen.lines[0], catalog, chosen)), (
        "chosen: no key to press"
    )


def test_the_pane_words_a_declared_base_of_one_figure_in_the_singular(mini: Catalog) -> None:
    report = evaluate(roster("mini", [{"element": "soldier"}]), mini)
    assert report.lines[0].base is not None

    def pane(figures: int) -> str:
        declared = DeclaredBase(width=40, depth=30, figures=figures)
        return str(element_detail(report.lines[0], mini, report, declared=declared))

    assert "Your base: 40 × 30 mm · 1 figure" in pane(1) and "1 figures" not in pane(1)
    assert "Your base: 40 × 30 mm · 3 figures" in pane(3)


def test_the_pane_gives_the_base_the_player_makes_as_the_sheet_does(tank_attack: Catalog) -> None:
    """A base declared 20 mm deep read '? × 20 mm' in the pane, while the sheet and the basing
    template made it 40 × 20 with the rules' three figures."""
    rifles = {"element": "rifles", "base": {"depth": 20}}
    report = evaluate(roster("tank-attack", [rifles]), tank_attack)
    pane = str(element_detail(report.lines[0], tank_attack, report, declared=DeclaredBase(depth=20)))
    assert "Your base: 40 × 20 mm · 3 figures" in pane and "?" not in pane
    assert "At 15mm: 40 × 30 mm · 3 figures" in pane
    [row] = roster_rows(report, tank_attack).rows
    assert isinstance(row, ElementRow) and row.shown_base == "40 × 20 (rules: 40 × 30)"


def test_a_declared_base_is_shown_in_the_pane_the_sheet_and_show_where_the_rules_check_none(
    cli, tmp_path: Path
) -> None:
    """OHW gives bases but no convention to check them against: the player's 40 × 20 mm was kept
    in the file and shown nowhere."""
    file = tmp_path / "company.yaml"
    file.write_text(
        "format: 1\nsystem: ohw-ww2\nname: Company\nunits:\n"
        "  - {element: infantry, name: 4 Platoon, base: {width: 40, depth: 20}}\n"
        "  - {element: tank}\n"
    )
    ohw = CatalogSet([SHIPPED]).get("ohw-ww2")
    report = evaluate(load_roster(file).roster, ohw)
    declared = DeclaredBase(width=40, depth=20)
    assert "Your base: 40 × 20 mm" in str(element_detail(report.lines[0], ohw, report, declared=declared))
    sheet = printed(report, ohw, "roster", tmp_path)
    assert in_order(sheet, ["4 Platoon (Infantry)", "40 × 20 (rules: no size)", "Tank"])
    assert sheet.count("rules:") == 1, "the rules' own base is not the player's"
    shown = cli("show", file).out
    assert re.search(r"4 Platoon \(Infantry\) .* 40 × 20 \(rules: no size\) ", shown)
    assert shown.count("rules:") == 1


def test_the_sheet_leaves_a_figure_the_rules_do_not_give_blank_to_write_in(tmp_path: Path) -> None:
    """Pagano's units table read 'unknown' in nearly every cell."""
    pagano = CatalogSet([SHIPPED]).get("pagano-armour")
    report = evaluate(load_roster(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml").roster, pagano)
    sheet = printed(report, pagano, "roster", tmp_path)
    units = sheet[sheet.index("Units") : sheet.index("Totals")]
    assert "Pz IV 4 6" in units and "unknown" not in units, units


def test_show_and_the_sheet_list_the_same_copies_of_a_tracked_entry(
    mini: Catalog, cli, tmp_path: Path
) -> None:
    file = tmp_path / "big.yaml"
    file.write_text(
        "format: 1\nsystem: mini\nname: Big\nunits:\n  - {element: tank, count: 53, name: Rhomboids}\n"
    )
    report = evaluate(load_roster(file).roster, mini)
    shown = cli("show", file, "--catalogs", TEST_CATALOGS).out
    sheet = printed(report, mini, "roster", tmp_path)
    for view in (shown, sheet):
        assert "Rhomboids (Tank) 50 of 53" in view and "Rhomboids (Tank) 51 of 53" not in view
        assert "… 3 more Rhomboids (Tank)" in view


def imported(folder: Path) -> set[str]:
    found: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
    return found


def test_the_presentation_layer_reads_no_view_and_the_engine_reads_no_presentation() -> None:
    package = ROOT / "armybuilder"
    views = ("armybuilder.cli", "armybuilder.tui", "armybuilder.pdf", "armybuilder.web")
    assert not [name for name in imported(package / "present") if name.startswith(views)]
    assert not [name for name in imported(package / "engine") if name.startswith("armybuilder.present")]


ORGANISER_STEPS = ("relock", "--", "event pack", "event accept", "lock it")


def test_a_player_is_never_told_the_organisers_steps_and_the_organiser_is() -> None:
    late = Problem(
        "event.late",
        "warning",
        "received after the deadline, from a player with no list locked",
        "player",
        "",
        "the organiser decides whether a list sent after the deadline is accepted",
    )
    changed = replace(
        late, code="event.changed", hint="bring the locked list, unless the organiser accepts this one"
    )
    for problem in (late, changed):
        assert file_words(problem, "player").advice == problem.hint
        assert "event accept" in file_words(problem, "organiser").advice
    for code in CODES:
        said = advice_for(
            code.code,
            "player",
            place="Lorry",
            general="general",
            warning=False,
            fixed=frozenset(),
        )
        assert not [step for step in ORGANISER_STEPS if step in said], code.code


def test_another_players_list_is_the_organisers_alone() -> None:
    same = Problem("event.duplicate-list", "warning", "the same army as Bo (bo.yaml)", "", "", "")
    own = replace(same, code="event.player-missing", message="no player")
    assert told_of([same, own], "player") == (own,)
    assert told_of([same, own], "organiser") == (same, own)


def test_the_editor_is_told_a_key_where_the_player_reads_the_hint(mini: Catalog) -> None:
    report = evaluate(roster("mini", [{"element": "lorry", "count": 20}], limit=10), mini)
    over = next(p for p in report.problems if p.code == "cost.over-limit")
    editor, player = named_words(over, report, mini, "editor"), named_words(over, report, mini, "player")
    assert (editor.advice, editor.keyed) == ("remove elements, or press O to raise the limit", True)
    assert (player.advice, player.keyed) == (over.hint, False)
    # Under an event that fixes the limit, no key offers to raise it.
    fixed = replace(report, fixed=frozenset({"limit"}))
    assert named_words(over, fixed, mini, "editor").advice == "remove elements"


def test_a_finding_names_its_entry_and_its_fix_for_people_and_its_path_for_the_file(mini: Catalog) -> None:
    report = evaluate(roster("mini", [{"element": "lorrry"}]), mini)
    unknown = next(p for p in report.problems if p.code == "element.unknown")
    for_people = named_words(unknown, report, mini, "player")
    assert (for_people.place, for_people.fix) == ("lorrry", "change lorrry to Lorry")
    assert "`" not in for_people.message + for_people.advice
    as_written = file_words(unknown, "player")
    assert (as_written.place, as_written.message, as_written.fix) == ("units[0]", unknown.message, "")
    assert as_written.placed == f"[element.unknown] units[0]: {unknown.message}"


def test_a_finding_that_names_another_entry_names_it_as_the_player_knows_it(mini: Catalog) -> None:
    typo = {"formation": "squad", "name": "1st", "elements": [{"element": "leader"}, {"element": "soldeir"}]}
    lorries = [{"element": "lorry", "id": "l1", "name": "Old Bess"}, {"element": "lorry", "id": "l1"}]
    report = evaluate(roster("mini", [typo, *lorries]), mini)
    short = next(p for p in report.errors if p.code == "formation.composition")
    twice = next(p for p in report.errors if p.code == "unit.duplicate-id")
    # The file's words keep the paths; the player's name the entries, with nothing else rewritten.
    assert (
        short.hint.startswith("fix units[0].elements[1] first") and "(the first is units[1])" in twice.message
    )
    said = named_words(short, report, mini, "player").advice
    assert said.startswith("fix soldeir in 1st (Squad) first (an unknown type")
    assert (
        named_words(twice, report, mini, "player").message
        == "two units have the id l1 (the first is Old Bess (Lorry))"
    )


def test_an_options_effects_read_alike_in_the_editor_and_the_catalog_listing(shipped: CatalogSet) -> None:
    from armybuilder.present.options import option_effects, option_label
    from armybuilder.schema.catalog import ElementOption

    hexed = shipped.get("ohw-ww2-hex")
    scouts = ElementOption.model_validate(
        {
            "id": "scouts",
            "name": "Scouts",
            "cost": {"pts": 2},
            "stats": {"range": 3},
            "modifiers": {"move": -1},
        }
    )
    # Stats by name with their units, a change signed: what a player reads on a card too.
    assert option_effects(scouts, hexed) == ("+2 pts", "Weapon range 3 hexes", "Move -1 hex")
    assert option_label(scouts, hexed) == "Scouts (+2 pts, Weapon range 3 hexes, Move -1 hex)"
    assert option_label(scouts, hexed, scouts.id) == "scouts (+2 pts, Weapon range 3 hexes, Move -1 hex)"


def test_an_elements_base_reads_alike_in_the_editor_and_on_its_card() -> None:
    from armybuilder.engine.report import BaseSize
    from armybuilder.present.detail import base_parts
    from armybuilder.present.entry_detail import base_words

    three = BaseSize(width=40, depth=20, figures=4, figures_max=None, figures_note="", bases=3)
    # An element made of three bases: 'each' says the size is of one of them, as the card said.
    assert base_parts(three) == ("40 × 20 mm", "4 figures", "3 bases each")
    assert base_words(three) == "40 × 20 mm · 4 figures · 3 bases each"
    blank = BaseSize(width=None, depth=None, figures=None, figures_max=None, figures_note="", bases=1)
    assert base_parts(blank) == ("no size given",)


def test_only_shortened_headings_get_a_legend_in_the_catalogs_own_words() -> None:
    shipped = CatalogSet([SHIPPED])
    pagano = shipped.get("pagano-armour")
    report = evaluate(load_roster(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml").roster, pagano)
    # 'Gun' and 'Type' are words; 'F' is a letter, explained by the stat's name.
    assert legend_of(key_columns(report, pagano)).meanings == (("F", "Front armour modifier"),)
    # WTJ heads its columns in whole words ('Moves as', 'Carries'), however far from the names.
    wtj = shipped.get("wtj-1916")
    report = evaluate(load_roster(SHIPPED / "examples" / "wtj-1916-verdun-column.yaml").roster, wtj)
    assert roster_rows(report, wtj).columns.stats
    assert legend_of(roster_rows(report, wtj).columns).text == ""


def test_the_editor_is_told_the_key_for_a_catalog_hint_that_changes_a_roster_option(
    shipped: CatalogSet,
) -> None:
    """A catalog's hint offering to raise `army-size` read 'raise army-size' in the editor, which
    said nowhere where the army size is set."""
    ohw = shipped.get("ohw-ww2")
    seven = [{"element": "infantry", "count": 7}]
    report = evaluate(roster("ohw-ww2", seven, options={"army-size": 6}), ohw)
    over = next(p for p in report.problems if p.code == "units.over-limit")
    editor, player = named_words(over, report, ohw, "editor"), named_words(over, report, ohw, "player")
    assert editor.advice == (
        f"remove units until 6 are left, or raise army-size if the scenario gives this side more"
        f" (press {KEY_OF['roster_options']})"
    )
    assert (
        player.advice
        == "remove units until 6 are left, or raise army-size if the scenario gives this side more"
    )


def test_a_print_summary_says_a_sheet_lists_the_errors_only_where_one_was_printed(mini: Catalog) -> None:
    """Printing only the cards (or only the reference) of a NOT VALID roster said 'the sheet lists
    6 errors', of a sheet that was not printed."""
    report = evaluate(roster("mini", [{"element": "lorry", "count": 20}], limit=10), mini)
    errors = len(report.errors)
    assert errors > 1
    assert print_summary(["a.pdf (1 page)"], report, sheet=True) == (
        f"Printed a.pdf (1 page). NOT VALID: the sheet lists {errors} errors."
    )
    assert print_summary(["a-reference.pdf (2 pages)"], report, sheet=False) == (
        f"Printed a-reference.pdf (2 pages). NOT VALID: {errors} errors."
    )


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@given(_json_values)
def test_checks_json_is_pythons_indented_json(value: object) -> None:
    """`check --format json` writes each list's object itself (Python's indenting encoder is slow):
    byte for byte what `json.dumps(indent=2)` writes, made safe on a terminal, as it did before."""
    import json

    from armybuilder.present.checked import _json_item
    from armybuilder.terminal import json_safe

    expected = json_safe(json.dumps(value, indent=2, ensure_ascii=False)).replace("\n", "\n  ")
    assert _json_item(value) == expected
