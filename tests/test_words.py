"""The player's language: printed sheets, cards, references and the editor's panes never show
the file format's words: "seed", a roster path such as `units[1]`, a raw tag id, or backticks."""

import json
import re
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader

from armybuilder.engine import Report, evaluate
from armybuilder.engine.report import FormationLine
from armybuilder.engine.words import ago, yaml_scalar
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.files.templates import load_template
from armybuilder.files.yaml import parse
from armybuilder.pdf import PARTS, write_pdf, write_reference
from armybuilder.present import entry_detail
from armybuilder.present.figures import figures_per_base
from armybuilder.present.sheet import sheet_of
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.tui.describe import detail_text, problem_text
from tests.conftest import ROOT, SHIPPED, roster


def element_detail(line, catalog, report, **given):  # type: ignore[no-untyped-def]
    """The detail pane's text of an element entry."""
    return detail_text(entry_detail.element_detail(line, catalog, report, **given), report, catalog)


def formation_detail(line, catalog, report, **given):  # type: ignore[no-untyped-def]
    """The detail pane's text of a formation entry."""
    return detail_text(entry_detail.formation_detail(line, catalog, report, **given), report, catalog)


SYSTEMS = sorted(p.stem for p in SHIPPED.glob("*.yaml"))
GOLDEN = ROOT / "tests" / "golden"


def every_element(catalog: Catalog) -> Roster:
    """A roster holding one of each element type, standing alone, and one of each formation."""
    units: list[dict] = [{"element": element.id} for element in catalog.elements]
    units += [{"formation": formation.id, "elements": []} for formation in catalog.formations]
    return Roster.model_validate({"format": 1, "system": catalog.id, "name": "All", "units": units})


def reports(catalog: Catalog) -> list[Report]:
    rosters = [every_element(catalog)]
    for path in sorted((GOLDEN / catalog.id).glob("invalid-*.yaml")):
        try:
            rosters.append(load_roster(path).roster)
        except Exception:  # a golden file that is broken on purpose has no report to print
            continue
    return [evaluate(roster, catalog) for roster in rosters if roster.system == catalog.id]


def internal_words(text: str, catalog: Catalog) -> list[str]:
    found = [word for word in ("seed", "units[", "`") if word in text.lower()]
    # Cards and the detail pane list an element's kind as "Category · Tag · Tag".
    named = {tag.id for tag in catalog.tags}
    tags = {t for e in catalog.elements for t in e.tags if t not in named}
    found += [tag for tag in tags if re.search(rf"· {re.escape(tag)}(?![\w-])", text)]
    return found


@pytest.mark.parametrize("system", SYSTEMS)
def test_sheets_cards_and_references_speak_the_players_language(system: str, tmp_path: Path) -> None:
    catalog = CatalogSet([SHIPPED]).get(system)
    template = load_template("a4")
    for number, report in enumerate(reports(catalog)):
        out = tmp_path / f"{number}.pdf"
        write_pdf(sheet_of(report, catalog, date(2025, 3, 1), PARTS), template, out, reproducible=True)
        text = " ".join(page.extract_text() for page in PdfReader(out).pages)
        assert internal_words(text, catalog) == [], (report.name, out)
    reference = tmp_path / "reference.pdf"
    write_reference(catalog, template, reference, reproducible=True)
    text = " ".join(page.extract_text() for page in PdfReader(reference).pages)
    assert internal_words(text, catalog) == []


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_editors_panes_speak_the_players_language(system: str) -> None:
    catalog = CatalogSet([SHIPPED]).get(system)
    for report in reports(catalog):
        for line in report.lines:
            text = str(element_detail(line, catalog, report))
            assert internal_words(text, catalog) == [], (line.name, text)
        for unit in report.units:
            if isinstance(unit, FormationLine):
                text = str(formation_detail(unit, catalog, report))
                assert internal_words(text, catalog) == [], (unit.name, text)
        for problem in report.problems:
            text = str(problem_text(problem, report, catalog))
            assert internal_words(text, catalog) == [], text


def test_the_editor_and_the_cards_word_a_base_of_three_to_three_figures_alike(
    mini: Catalog, tmp_path: Path
) -> None:
    soldier = next(element for element in mini.elements if element.id == "soldier")
    assert soldier.base is not None
    three = soldier.model_copy(
        update={"base": soldier.base.model_copy(update={"figures": 3, "figures_max": 3})}
    )
    catalog = mini.model_copy(update={"elements": [three if e is soldier else e for e in mini.elements]})
    report = evaluate(roster("mini", [{"element": "soldier"}]), catalog)
    [line] = report.lines
    assert line.base is not None and figures_per_base(line.base) == "3 figures"
    pane = str(element_detail(line, catalog, report))
    out = tmp_path / "cards.pdf"
    write_pdf(
        sheet_of(report, catalog, date(2025, 3, 1), ["cards"]), load_template("a4"), out, reproducible=True
    )
    card = " ".join(page.extract_text() for page in PdfReader(out).pages)
    for text in (pane, card):
        assert "3 figures" in text and "3-3" not in text


def test_two_units_of_one_type_with_different_qualities_are_told_apart(cli, tmp_path: Path) -> None:
    roster = tmp_path / "hex.yaml"
    roster.write_text(
        "format: 1\nsystem: ohw-ww2-hex\nname: Two infantry\nunits:\n"
        "  - {element: infantry, options: [elite]}\n  - {element: infantry, options: [militia]}\n"
    )
    out = cli("show", roster).out
    assert "Infantry [Elite] — Strength: " + "□" * 20 in out
    assert "Infantry [Militia] — Strength: " + "□" * 10 in out
    pdf = tmp_path / "hex.pdf"
    cli("pdf", roster, "-o", pdf)
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "Infantry [Elite]" in text and "Infantry [Militia]" in text


def test_a_stat_waiting_on_the_players_choice_reads_not_chosen_yet(cli, tmp_path: Path) -> None:
    roster = tmp_path / "guns.yaml"
    roster.write_text("format: 1\nsystem: wtj-1916\nname: Guns\nunits:\n  - {element: large-gun}\n")
    shown = cli("show", roster).out
    [row] = [line for line in shown.splitlines() if line.startswith("Large gun")]
    assert "not chosen yet" in row and "unknown" not in row
    pdf = tmp_path / "guns.pdf"
    cli("pdf", roster, "-o", pdf, "--only", "roster")
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "not chosen yet" in text


def test_one_of_a_plural_unit_is_singular() -> None:
    from armybuilder.engine.words import stat_text
    from armybuilder.schema.catalog import StatDef

    hexes = StatDef(id="move", name="Move", unit="hexes")
    assert [stat_text(1, hexes), stat_text(2, hexes)] == ["1 hex", "2 hexes"]


def test_the_editor_names_the_key_where_no_single_edit_mends_a_problem() -> None:
    catalog = CatalogSet([SHIPPED]).get("tank-attack")
    report = evaluate(load_roster(GOLDEN / "tank-attack" / "invalid-unknown-ids.yaml").roster, catalog)
    said = {str(p.where): str(problem_text(p, report, catalog)) for p in report.problems}
    assert said["units[4]"].endswith("press delete on zeppelin, then add the right one from the catalog")
    assert said["options.scael"].endswith("press O to change the roster's options")
    assert said["units[2]"].endswith("press f to change sturmtrupe to Sturmtruppe")
    counts = evaluate(load_roster(GOLDEN / "tank-attack" / "invalid-counts.yaml").roster, catalog)
    texts = [str(problem_text(p, counts, catalog)) for p in counts.problems if p.code == "count.invalid"]
    assert texts and all("press + or - on " in text for text in texts)


@pytest.mark.parametrize("value", ["15mm", "1", "yes", "off", "Café", True, False, 36, 36.5, "a: b"])
def test_a_value_a_fix_writes_reads_back_as_itself(value: object) -> None:
    read = parse(yaml_scalar(value), "fix")
    assert read == value and type(read) is type(value)


def test_a_huge_declared_base_is_shown_as_the_number_written(
    shipped: CatalogSet, cli, tmp_path: Path
) -> None:
    """A base of 999,999,999 mm (the largest the schema takes) was shown as '1e+09', a number the
    player did not write, on `show`, the sheet and the card, while its warning said 999999999."""
    units = [
        {"element": "rifles", "general": True},
        {"element": "tank", "base": {"width": 999_999_999, "depth": 1_234_567.5, "figures": 3}},
    ]
    report = evaluate(roster("tank-attack", units), shipped.get("tank-attack"))
    assert report.lines[1].made_base.size == "999999999 × 1234568"
    path = tmp_path / "huge.yaml"
    path.write_text(json.dumps({"format": 1, "system": "tank-attack", "name": "Huge", "units": units}))
    assert "999999999 × 1234568 (rules: 40 × 40)" in cli("show", path).out


def test_ago_says_how_long_since_in_the_largest_unit_that_reads_well() -> None:
    assert [ago(s) for s in (-5, 20, 60, 90 * 60, 3 * 3600, 30 * 3600, 3 * 86400)] == [
        "less than a minute ago",
        "less than a minute ago",
        "1 minute ago",
        "90 minutes ago",
        "3 hours ago",
        "30 hours ago",
        "3 days ago",
    ]


def test_the_fix_of_a_heading_asked_about_says_its_units_go_into_the_formation(shipped: CatalogSet) -> None:
    """`f` on `Zug Wittmann:` (a Platoon or a Heavy platoon?) makes that formation of the units
    under it; "add Platoon or Heavy platoon" said an empty one would be added."""
    from armybuilder.engine.report import Fix
    from armybuilder.engine.where import ROSTER, of_place
    from armybuilder.present.places import fix_words
    from tests.conftest import roster

    catalog = shipped.get("pagano-armour")
    report = evaluate(roster("pagano-armour", [{"element": "tiger-i"}]), catalog)
    kept = (("name", "Zug Wittmann"), ("elements", ((of_place((0,)), "tiger-i"),)))
    fix = Fix("add-formation", ROSTER, choices=("platoon", "heavy-platoon"), keeps=kept)
    assert fix_words(fix, report, catalog) == (
        "make Zug Wittmann a Platoon or Heavy platoon, holding the units under it"
    )
