"""Printed PDFs, read back as a person or a printer would: texts, pages, true sizes, cards that fit."""

import dataclasses
import json
import math
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from datetime import date
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader
from reportlab.platypus.doctemplate import LayoutError

from armybuilder.engine import Report, evaluate
from armybuilder.engine.words import amounts
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.files.templates import load_template, template_names
from armybuilder.pdf import PARTS, Part, write_pdf, write_reference
from armybuilder.present.sheet import sheet_of
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.json import json_schema
from armybuilder.schema.roster import MAX_NAME
from armybuilder.schema.template import Template
from tests.conftest import ROOT, SHIPPED, TEST_CATALOGS, roster

EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
GOLDEN = ROOT / "tests" / "golden" / "tank-attack"
PRINTED = date(2025, 3, 1)
MM = 72 / 25.4
SYSTEMS = sorted(p.stem for p in SHIPPED.glob("*.yaml"))
SQUAD = {
    "formation": "squad",
    "elements": [{"element": "leader", "general": True}, {"element": "soldier", "count": 2}],
}


def printed(
    report: Report, catalog: Catalog, folder: Path, parts: Sequence[Part] = PARTS, template: str = "a4"
) -> Path:
    """The roster's PDF as tests build it: reproducible, and failing on a card too full to print."""
    out = folder / "roster.pdf"
    write_pdf(
        sheet_of(report, catalog, PRINTED, parts),
        load_template(template),
        out,
        reproducible=True,
        overflow="error",
    )
    return out


def pages(path: Path) -> list[str]:
    """Each page's text, with runs of whitespace made one space (table cells and wrapped lines)."""
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def example(tank_attack: Catalog) -> Report:
    return evaluate(load_roster(EXAMPLE).roster, tank_attack)


# the roster sheet ---------------------------------------------------------------------------


def test_roster_sheet_names_the_army_verdict_fingerprint_units_and_totals(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    sheet = pages(printed(example, tank_attack, tmp_path, ["roster"]))
    assert len(sheet) == 1
    text = sheet[0]
    for expected in [
        "3rd Wessex Rifles",
        "Player: A. Player",
        "Tank Attack 5.0, catalog revision 2",
        "printed 2025-03-01",
        "Figure scale: 15mm",
        "VALID",
        example.fingerprint,
        "★ Brigade HQ (Rifles)",
        "1st Battalion (Infantry Battalion) 11",
        "Machinegun 1 3 3 40 × 30 1 (gun + crew)",
        "Total 13 36 / 36",
        "36 of 36 AP",
        # The general by its own name, as `show` gives it: the sheet said the type alone.
        "General (★): Brigade HQ (Rifles)",
        "Break point: the army breaks once it has lost 18 AP",
        "Figures to paint: 23",
        "AP by category",
        "Losses toward the break point",
        "the army breaks at 18 (the heavy box)",
        "The general is a Rifles element bought beside the core for 2 AP",
        "A balanced 1917 attack force.",
        "page 1 of 1",
    ]:
        assert expected in text, expected
    assert "NOT VALID" not in text


@pytest.mark.parametrize("fingerprint", ["8888-8888-8888", "dddd-mmmm-wwww"])
def test_the_fingerprint_prints_on_one_line_however_wide_its_characters(
    example: Report, tank_attack: Catalog, tmp_path: Path, fingerprint: str
) -> None:
    wide = dataclasses.replace(example, fingerprint=fingerprint)
    lines = PdfReader(printed(wide, tank_attack, tmp_path, ["roster"])).pages[0].extract_text().splitlines()
    assert fingerprint in lines


def test_counts_without_a_limit_read_right_for_any_number(shipped: CatalogSet, tmp_path: Path) -> None:
    pagano = shipped.get("pagano-armour")
    report = evaluate(load_roster(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml").roster, pagano)
    [sheet] = pages(printed(report, pagano, tmp_path, ["roster"]))
    assert sheet.count("Platoons: 2") == 2, "in the strip at the top and in the totals"
    assert sheet.count("Independent (no morale tests): 1") == 2


def test_an_unknown_entry_counts_for_nothing_in_the_total_as_in_the_units(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    # The hexed OHW army of six with one entry the catalog does not know: the sheet's heading said
    # 6 / 6 units and its Total row 7.
    hexed = shipped.get("ohw-ww2-hex")
    units = [{"element": "infantry", "count": 6}, {"element": "zeppelin"}]
    report = evaluate(roster("ohw-ww2-hex", units, options={"army-size": 6}), hexed)
    [sheet] = pages(printed(report, hexed, tmp_path, ["roster"]))
    assert "6 / 6 units" in sheet and "Total 6 " in sheet and "Total 7" not in sheet


def kampfgruppe_sheet(folder: Path, figures: int = 1) -> Path:
    """Pagano: two platoons of four, one vehicle of the player's own type split off with a base."""
    mine = CatalogSet([SHIPPED, ROOT / "tests" / "golden" / "pagano-armour" / "catalogs"]).get("my-armour")
    units = [
        {"formation": "platoon", "elements": [{"element": "pz-iv", "count": 4}]},
        {
            "formation": "platoon",
            "elements": [
                {"element": "puma", "count": 3},
                {"element": "puma", "base": {"width": 30, "depth": 15, "figures": figures}},
            ],
        },
    ]
    report = evaluate(roster("my-armour", units, options={"side": "Axis"}), mine)
    return printed(report, mine, folder, ["roster"])


def test_every_vehicle_is_a_figure_to_paint_on_the_sheet(tmp_path: Path) -> None:
    # One model is one vehicle, the player's own types too: a declared base of one figure once
    # made the army one figure to paint. The count is said where it says more than the vehicles.
    [sheet] = pages(kampfgruppe_sheet(tmp_path))
    assert "Figures to paint" not in sheet
    [sheet] = pages(kampfgruppe_sheet(tmp_path, figures=2))
    assert "Figures to paint: 9" in sheet and "2 (rules: 1)" in sheet


def test_a_declared_base_leaves_the_count_heading_whole(tmp_path: Path) -> None:
    # Pagano's eight stat columns and a declared base's column once squeezed 'Count' to 'Cou / nt'.
    with pdfplumber.open(kampfgruppe_sheet(tmp_path)) as opened:
        words = [w["text"] for w in opened.pages[0].extract_words()]
    assert words[words.index("Unit") : words.index("Unit") + 3] == ["Unit", "Count", "MP"]


def test_the_units_table_says_what_each_shortened_heading_means(shipped: CatalogSet, tmp_path: Path) -> None:
    pagano = shipped.get("pagano-armour")
    report = evaluate(load_roster(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml").roster, pagano)
    [sheet] = pages(printed(report, pagano, tmp_path, ["roster"]))
    legend = (
        "MP: Movement points · D: Double rate of fire · F: Front armour modifier · "
        "S: Side armour modifier · R: Rear armour modifier · Wt: Weight class"
    )
    assert legend in sheet
    assert sheet.index("Total 7") < sheet.index(legend) < sheet.index("Totals"), "under the units table"
    # The Tiger's gun and the Pz IV's armour are left blank to write in, and the sheet says so.
    assert sheet.index(legend) < sheet.index("a blank figure: the rules give none, so write it in")
    # 'Move (in)', 'Range (in)': headings in whole words need no legend.
    ohw = shipped.get("ohw-ww2")
    report = evaluate(load_roster(SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml").roster, ohw)
    [sheet] = pages(printed(report, ohw, tmp_path, ["roster"]))
    assert "Move (in)" in sheet and "Tactical move" not in sheet and "Range (in): " not in sheet
    assert "a blank figure" not in sheet, "every figure is given"


def test_an_invalid_roster_prints_not_valid_and_every_error(tank_attack: Catalog, tmp_path: Path) -> None:
    report = evaluate(load_roster(GOLDEN / "invalid-unknown-ids.yaml").roster, tank_attack)
    assert len(report.errors) == 7
    text = " ".join(pages(printed(report, tank_attack, tmp_path, ["roster"])))
    assert "NOT VALID" in text and "7 errors, listed below" in text
    for problem in report.problems:
        assert flat(f"[{problem.code}]") in text
        assert flat(problem.message.replace("`", "")) in text, problem.message
    # Entries are named as the player knows them, and fixes said as edits, not as YAML.
    assert "sturmtrupe: sturmtrupe is not an element type" in text
    assert "to fix: change sturmtrupe to Sturmtruppe" in text
    assert "units[" not in text and "`" not in text
    assert "sturmtrupe (unknown)" in text


def test_cost_by_category_chart_draws_one_bar_per_category(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    with pdfplumber.open(printed(example, tank_attack, tmp_path, ["roster"])) as pdf:
        page = pdf.pages[0]
        words = {w["text"] for w in page.extract_words()}
        bars = [r for r in page.rects if r["non_stroking_color"] and r["height"] < 12 and r["width"] > 5]
    assert {"Foot", "Mounted", "Aerial"} <= words
    # 23 AP of foot, 8 mounted, 5 aerial: bar lengths keep those proportions.
    widths = sorted(round(r["width"], 1) for r in bars)[-3:]
    assert widths[2] / widths[0] == pytest.approx(23 / 5, rel=0.02)
    assert widths[1] / widths[0] == pytest.approx(8 / 5, rel=0.02)


def test_tracks_print_boxes_per_element_with_their_marks(mini: Catalog, tmp_path: Path) -> None:
    units = [
        SQUAD,
        {"element": "tank", "count": 2, "name": "Rhomboids"},
        {"element": "soldier", "options": ["militia"]},
    ]
    report = evaluate(roster("mini", units), mini)
    path = printed(report, mini, tmp_path, ["roster"])
    text = pages(path)[0]
    assert "Rhomboids (Tank) 1 of 2 Hits" in text and "Rhomboids (Tank) 2 of 2 Hits" in text
    assert "Hits: 3: -1 · 6: destroyed" in text and text.count("3: -1 · 6: destroyed") == 1
    assert "Soldier [Militia] Strength" in text  # the militia soldier is told apart from the others
    with pdfplumber.open(path) as pdf:
        boxes = [r for r in pdf.pages[0].rects if abs(r["width"] - 3.4 * MM) < 0.05]
    # Two tanks of 6 hit boxes, two soldiers of 15 strength and a militia of 10, then the break point.
    assert len(boxes) == 2 * 6 + 2 * 15 + 10 + report.break_point.value


def test_links_options_ids_and_null_stats_show_on_the_sheet_and_cards(mini: Catalog, tmp_path: Path) -> None:
    report = evaluate(load_roster(ROOT / "tests" / "data" / "links.yaml").roster, mini)
    text = " ".join(pages(printed(report, mini, tmp_path)))
    assert "towed by Lorry #lorry-1" in text
    assert "towed by #nobody (no such unit)" in text
    assert "carried by Lorry #lorry-1" in text
    assert "Regular" in text  # the default quality, chosen for the soldiers
    assert "Range unknown" not in text  # the Big Gun's card: the rules give no range, a line to write on
    assert "Range 24 cm" in text
    assert "Quality (choose one): Elite: +2 pts, Strength 20" in text


def test_a_card_words_an_elements_costs_as_every_view_does(mini: Catalog, tmp_path: Path) -> None:
    """A card joined two cost types with ' + ' ('2 pts + 1 vp'), where the editor and `show` list them."""
    vp = mini.costs[0].model_copy(update={"id": "vp", "name": "Victory points", "limits": {}})
    lorry = next(e for e in mini.elements if e.id == "lorry")
    two = mini.model_copy(
        update={
            "costs": [*mini.costs, vp],
            "elements": [
                e.model_copy(update={"cost": {**e.cost, "vp": 1}}) if e is lorry else e for e in mini.elements
            ],
        }
    )
    report = evaluate(roster("mini", [{"element": "lorry"}]), two)
    text = " ".join(pages(printed(report, two, tmp_path, ["cards"])))
    assert f"{amounts({**lorry.cost, 'vp': 1})}" in text and " + " not in text


def test_a_system_without_points_prints_without_costs(mini: Catalog, tmp_path: Path) -> None:
    pointless = mini.model_copy(
        update={
            "costs": [],
            "break_point": None,
            "constraints": [c for c in mini.constraints if c.kind != "cost"],
            "elements": [e.model_copy(update={"cost": {}}) for e in mini.elements],
        }
    )
    report = evaluate(roster("mini", [SQUAD, {"element": "tank"}]), pointless)
    assert report.costs == {} and report.break_point is None
    text = " ".join(pages(printed(report, pointless, tmp_path)))
    assert "Unit Count Strength Base (mm) Figures" in text
    assert "1 / 6 units" in text
    assert "by category" not in text and "break point" not in text


def test_a_1916_regimental_command_base_has_boxes_for_its_damage(shipped: CatalogSet, tmp_path: Path) -> None:
    """The command test takes 1 off the roll for each damage point on it (2.1 Command Control)."""
    wtj = shipped.get("wtj-1916")
    report = evaluate(load_roster(SHIPPED / "examples" / "wtj-1916-verdun-column.yaml").roster, wtj)
    text = " ".join(pages(printed(report, wtj, tmp_path, ["roster"])))
    assert text.count("Regimental command base Command base damage") == 2, "one for each regiment"


def test_a_track_too_long_to_tick_is_a_line_to_write_on(mini: Catalog, tmp_path: Path) -> None:
    groups = [
        g.model_copy(
            update={"options": [o.model_copy(update={"stats": {"strength": 500}}) for o in g.options]}
        )
        if g.id == "quality"
        else g
        for g in mini.option_groups
    ]
    huge = mini.model_copy(update={"option_groups": groups})
    report = evaluate(roster("mini", [SQUAD]), huge)
    assert (
        "Soldier [Regular] 1 of 2 Strength ________ of 500"
        in pages(printed(report, huge, tmp_path, ["roster"]))[0]
    )


# cards --------------------------------------------------------------------------------------


DECLARED = """\
format: 1
system: tank-attack
name: Own Bases
units:
  - {element: rifles, general: true}
  - formation: infantry-battalion
    elements:
      - {element: rifles, count: 4, base: {width: 60, depth: 30, figures: 4}}
      - {element: machinegun}
  - {element: tank, count: 2, base: {width: 40, depth: 40, figures: 1}}
"""


def test_a_declared_base_is_the_one_shown_and_printed_with_the_rules_noted_where_it_differs(
    cli, tank_attack: Catalog, tmp_path: Path
) -> None:
    """The sheet's base column and the Rifles card gave the rules' 40 × 30 for Rifles the player
    based on 60 × 30, while the totals and the basing template counted the player's."""
    file = tmp_path / "own.yaml"
    file.write_text(DECLARED)
    shown = cli("show", file).out
    assert re.search(r"    Rifles +4 +2 +8  60 × 30 \(rules: 40 × 30\)  16 \(rules: 12\)\n", shown)
    assert re.search(r"Tank +2 +4 +8  40 × 40 +2\n", shown), "a base declared as the rules' notes nothing"
    assert shown.count("rules:") == 2
    report = evaluate(load_roster(file).roster, tank_attack)
    sheet, cards = pages(printed(report, tank_attack, tmp_path, ["roster", "cards"]))
    assert "Rifles 4 2 8 60 × 30 (rules: 40 × 30) 16 (rules: 12)" in sheet
    assert "Tank 2 4 8 40 × 40 2 " in sheet
    assert "Figures to paint: 22" in sheet
    assert (
        "Base (15mm): 40 × 30 mm, 3 figures or 60 × 30 mm, 4 figures (rules: 40 × 30 mm, 3 figures)" in cards
    )
    assert "Base (15mm): 40 × 40 mm, 1 figure " in cards and cards.count("rules:") == 1


def test_one_card_per_element_type_nine_to_a_page(tank_attack: Catalog, tmp_path: Path) -> None:
    units = [{"element": element.id} for element in tank_attack.elements]
    report = evaluate(roster("tank-attack", units), tank_attack)
    path = printed(report, tank_attack, tmp_path, ["cards"])
    card_pages = pages(path)
    assert len(card_pages) == math.ceil(len(tank_attack.elements) / 9)
    text = " ".join(card_pages)
    for element in tank_attack.elements:
        assert element.name in text
    with pdfplumber.open(path) as pdf:
        outlines = [r for r in pdf.pages[0].rects if abs(r["width"] - 63.5 * MM) < 0.05]
    assert len(outlines) == 9
    assert all(r["height"] == pytest.approx(88.9 * MM, abs=0.05) for r in outlines)


def test_a_few_cards_print_under_the_sheet_rather_than_on_a_page_of_their_own(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    catalog = shipped.get("wtj-1916")
    report = evaluate(roster("wtj-1916", [{"element": "large-gun"}]), catalog)
    path = printed(report, catalog, tmp_path, ["roster", "cards"])
    [page] = pages(path)
    assert "Units" in page and "Limber cost" in page  # the sheet, then the card
    with pdfplumber.open(path) as pdf:
        [outline] = [r for r in pdf.pages[0].rects if abs(r["width"] - 63.5 * MM) < 0.05]
    assert outline["height"] == pytest.approx(88.9 * MM, abs=0.05)
    # Under a sheet too full for them, they take a page of their own, as on a card sheet.
    tank_attack = shipped.get("tank-attack")
    units = [{"element": element.id} for element in tank_attack.elements[:10]]
    report = evaluate(roster("tank-attack", units), tank_attack)
    sheet = pages(printed(report, tank_attack, tmp_path, ["roster"]))
    both = pages(printed(report, tank_attack, tmp_path, ["roster", "cards"]))
    assert len(both) <= len(sheet) + 2 and tank_attack.elements[0].name in both[len(sheet)]


def test_stats_print_with_their_units_written_numbers_too(shipped: CatalogSet, tmp_path: Path) -> None:
    wtj = shipped.get("wtj-1916")
    report = evaluate(roster("wtj-1916", [{"element": "french-75"}, {"element": "horse-team"}]), wtj)
    text = " ".join(pages(printed(report, wtj, tmp_path, ["cards"])))
    assert "Unlimber cost 1/4 turn" in text and "Set-up time 3/4 turn" in text
    assert "Movement kind Manhandled or towed" in text, "a word takes no unit"


def test_a_card_shows_the_stat_its_units_are_fielded_with(shipped: CatalogSet, tmp_path: Path) -> None:
    hexed = shipped.get("ohw-ww2-hex")
    report = evaluate(roster("ohw-ww2-hex", [{"element": "tank", "options": ["heavy"]}]), hexed)
    assert "Strength 18 Move 1 hex" in " ".join(pages(printed(report, hexed, tmp_path, ["cards"])))
    light = {"element": "tank", "options": ["light"]}
    report = evaluate(roster("ohw-ww2-hex", [{"element": "tank", "options": ["heavy"]}, light]), hexed)
    assert "Strength 12 or 18 Move 1 hex" in " ".join(pages(printed(report, hexed, tmp_path, ["cards"])))


def test_a_stat_the_rules_do_not_give_is_a_line_to_write_on(shipped: CatalogSet, tmp_path: Path) -> None:
    pagano = shipped.get("pagano-armour")
    report = evaluate(load_roster(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml").roster, pagano)
    pdf = printed(report, pagano, tmp_path, ["cards"])
    text = " ".join(pages(pdf))
    assert "unknown" not in text and "Main gun calibre Main gun type" in text
    with pdfplumber.open(pdf) as read:
        rules = [line for line in read.pages[0].lines if line["width"] > 20 * MM]
    assert len(rules) >= 2 * 12  # two cards, a rule under each stat, blank or not


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_shipped_element_type_has_a_card_that_fits(
    shipped: CatalogSet, system: str, tmp_path: Path
) -> None:
    catalog = shipped.get(system)
    units = [{"element": element.id} for element in catalog.elements]
    report = evaluate(roster(system, units), catalog)
    for template in ("a4", "letter"):
        printed(report, catalog, tmp_path, ["cards"], template)  # a card too full raises


def test_a_card_too_full_fails_the_build_instead_of_printing_cut_off(mini: Catalog, tmp_path: Path) -> None:
    wordy = mini.model_copy(
        update={
            "elements": [
                element.model_copy(update={"notes": ["A long note about this element. " * 12] * 8})
                if element.id == "tank"
                else element
                for element in mini.elements
            ]
        }
    )
    report = evaluate(roster("mini", [SQUAD, {"element": "tank"}]), wordy)
    with pytest.raises(LayoutError):
        printed(report, wordy, tmp_path, ["cards"])
    out = tmp_path / "shrunk.pdf"
    write_pdf(sheet_of(report, wordy, PRINTED, ["cards"]), load_template(), out)
    assert "A long note" in pages(out)[0]


# the basing template ------------------------------------------------------------------------


def test_bases_are_drawn_at_true_size_with_a_50_mm_scale_bar(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    path = printed(example, tank_attack, tmp_path, ["basing"])
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        sizes = {(round(r["width"], 1), round(r["height"], 1)) for r in page.rects}
        bar = [line for line in page.lines if line["top"] == line["bottom"]]
    assert (113.4, 85.0) in sizes  # 40 × 30 mm: rifles and the machinegun
    assert (113.4, 113.4) in sizes  # 40 × 40 mm
    assert (113.4, 56.7) in sizes  # 40 × 20 mm: sturmtruppe
    assert max(line["x1"] - line["x0"] for line in bar) == pytest.approx(50 * MM, abs=0.01)
    text = pages(path)[0]
    assert "Rifles 40 × 30 mm 3 figures per base make 5" in text
    assert "Tank 40 × 40 mm 1 figure per base make 2" in text
    assert "Barrage 40 × 40 mm special marker make 1" in text


def test_no_basing_page_where_the_rules_give_no_base_to_draw(shipped: CatalogSet, tmp_path: Path) -> None:
    """The OHW beta gives no base sizes: its cards say how the bases stand, a template has nothing to draw."""
    ohw = shipped.get("ohw-ww2")
    report = evaluate(load_roster(SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml").roster, ohw)
    text = " ".join(pages(printed(report, ohw, tmp_path)))
    assert "Basing template" not in text and "Bases keep 2 inches apart" in text
    only = " ".join(pages(printed(report, ohw, tmp_path, ["basing"])))
    assert "Nothing to print: no element type in this roster has a base size." in only


def test_bases_follow_the_rosters_scale_and_count_multi_base_elements(mini: Catalog, tmp_path: Path) -> None:
    report = evaluate(
        roster("mini", [SQUAD, {"element": "gun", "count": 2}], options={"scale": "large"}), mini
    )
    path = printed(report, mini, tmp_path, ["basing"])
    with pdfplumber.open(path) as pdf:
        sizes = {(round(r["width"] / MM, 1), round(r["height"] / MM, 1)) for r in pdf.pages[0].rects}
    assert {(60.0, 30.0), (60.0, 45.0)} <= sizes
    assert "Gun 60 × 45 mm 2 figures (gun + crew) per base make 4" in pages(path)[0]


def test_a_declared_base_is_drawn_and_counted_in_place_of_the_rules(mini: Catalog, tmp_path: Path) -> None:
    """A player who bases on 50 × 25 with 5 figures cuts, paints and reads those, not the rules'."""
    units = [
        {"element": "soldier", "count": 2, "base": {"width": 50, "depth": 25, "figures": 5}},
        {"element": "soldier"},
        {"element": "lorry", "base": {"width": 60}},
    ]
    report = evaluate(roster("mini", units), mini)
    path = printed(report, mini, tmp_path, ["basing"])
    with pdfplumber.open(path) as pdf:
        sizes = {(round(r["width"] / MM, 1), round(r["height"] / MM, 1)) for r in pdf.pages[0].rects}
    assert {(50.0, 25.0), (40.0, 20.0)} <= sizes
    text = pages(path)[0]
    assert "Soldier 50 × 25 mm, your base 5 figures per base make 2" in text
    assert "Soldier 40 × 20 mm 3-4 figures per base make 1" in text
    assert "Your base leaves a side open, so it is not drawn: Lorry 60 × ? mm (make 1)." in text
    sheet = pages(printed(report, mini, tmp_path, ["roster"]))[0]
    assert "Figures to paint: 13 to 14" in sheet


# parts, templates and output ----------------------------------------------------------------


def test_only_prints_the_parts_asked_for_in_the_usual_order(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    assert len(pages(printed(example, tank_attack, tmp_path, ["basing"]))) == 1
    cards_then_basing = pages(printed(example, tank_attack, tmp_path, ["basing", "cards"]))
    assert len(cards_then_basing) == 2
    assert "Balloon" in cards_then_basing[0] and "Basing template" in cards_then_basing[1]
    whole = pages(printed(example, tank_attack, tmp_path))
    assert [p.split(" page ")[-1] for p in (whole[0], whole[2])] == ["1 of 3", "3 of 3"]


def test_a_part_with_nothing_to_show_is_left_out(tank_attack: Catalog, tmp_path: Path) -> None:
    report = evaluate(roster("tank-attack", [{"element": "zeppelin"}]), tank_attack)
    [page] = pages(printed(report, tank_attack, tmp_path, ["cards", "basing"]))
    assert "Nothing to print: no element type in this roster has a card or a base size." in page
    whole = pages(printed(report, tank_attack, tmp_path))
    assert len(whole) == 1 and "Basing template" not in whole[0]


def test_the_card_grid_follows_the_page(example: Report, tank_attack: Catalog, tmp_path: Path) -> None:
    (tmp_path / "a5.yaml").write_text(
        "name: A5\npage: {size: A5}\nmargins: {top: 10, right: 10, bottom: 10, left: 10}\n"
    )
    out = tmp_path / "a5.pdf"
    write_pdf(sheet_of(example, tank_attack, PRINTED, PARTS), load_template(str(tmp_path / "a5.yaml")), out)
    with pdfplumber.open(out) as pdf:
        assert float(pdf.pages[0].width) == pytest.approx(148 * MM, abs=0.1)
        per_page = {sum(abs(r["width"] - 63.5 * MM) < 0.05 for r in page.rects) for page in pdf.pages}
    assert per_page == {0, 4}  # cards two by two on A5; none on the other sheets


@pytest.mark.parametrize(("template", "size"), [("a4", (595.3, 841.9)), ("letter", (612.0, 792.0))])
def test_templates_set_the_page_size(
    example: Report, tank_attack: Catalog, tmp_path: Path, template: str, size: tuple[float, float]
) -> None:
    reader = PdfReader(printed(example, tank_attack, tmp_path, template=template))
    for page in reader.pages:
        assert (round(float(page.mediabox.width), 1), round(float(page.mediabox.height), 1)) == size


def test_reproducible_output_is_the_same_bytes(example: Report, tank_attack: Catalog, tmp_path: Path) -> None:
    first = printed(example, tank_attack, tmp_path).read_bytes()
    second = printed(example, tank_attack, tmp_path).read_bytes()
    assert first == second
    assert PdfReader(printed(example, tank_attack, tmp_path)).metadata["/CreationDate"].startswith("D:2000")


def test_the_shipped_font_is_embedded_and_no_other(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    reader = PdfReader(printed(example, tank_attack, tmp_path))
    fonts = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            fonts.add(font["/BaseFont"].split("+")[-1])
            assert "/FontFile2" in font["/FontDescriptor"] if "/FontDescriptor" in font else True
    assert fonts == {"DejaVuSans", "DejaVuSans-Bold"}


# text from users ------------------------------------------------------------------------------

MARKUP = "<b>Bold</b> & <img src='x.png'/> <font size=40>big</font> &amp; <br/> <para>"


def test_markup_in_user_text_prints_literally(tank_attack: Catalog, tmp_path: Path) -> None:
    units = [
        {"element": "rifles", "general": True, "name": MARKUP, "id": "<i>id</i>"},
        {
            "formation": "infantry-battalion",
            "name": MARKUP,
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "<script>", "name": MARKUP},
    ]
    report = evaluate(roster("tank-attack", units, name=MARKUP, player=MARKUP, notes=MARKUP), tank_attack)
    text = " ".join(pages(printed(report, tank_attack, tmp_path)))
    assert text.count(flat(MARKUP)) >= 6  # title, player, two units, the unknown one, notes
    assert "#<i>id</i>" in text and "(<script>) (unknown)" in text


def test_line_breaks_in_notes_print_and_a_name_stays_on_its_line(
    tank_attack: Catalog, tmp_path: Path
) -> None:
    units = [{"element": "rifles", "general": True}]
    report = evaluate(
        roster("tank-attack", units, name="Two\nLines", notes="First line\nSecond\tline"), tank_attack
    )
    raw = PdfReader(printed(report, tank_attack, tmp_path, ["roster"])).pages[0].extract_text().splitlines()
    assert "First line" in raw and "Second line" in raw
    assert raw[0].startswith("Two Lines · Tank Attack 5.0")  # the footer
    assert "\ufffd" not in " ".join(raw)


def test_controls_in_text_otherwise_plain_ascii_print_written_out(
    tank_attack: Catalog, tmp_path: Path
) -> None:
    """Printable ASCII is drawn as it stands, with no look at each character: a control or a tab
    among it is not, and prints as the notes and the console write it (or as a space)."""
    units = [
        {"element": "rifles", "general": True, "name": "Tab\there"},
        {"element": "tank", "name": "Del\x7fete"},
    ]
    report = evaluate(roster("tank-attack", units, name="Wessex\x1b[2J", player="Bell\x07"), tank_attack)
    text = " ".join(pages(printed(report, tank_attack, tmp_path, ["roster"])))
    assert "Wessex\\x1b[2J" in text and "Bell\\x07" in text
    assert "Tab here (Rifles)" in text and "Del\\x7fete (Tank)" in text
    assert not any(ord(c) < 0x20 or ord(c) == 0x7F for c in text)


def test_greek_and_cyrillic_print_and_a_missing_glyph_shows_a_placeholder(
    tank_attack: Catalog, tmp_path: Path
) -> None:
    units = [
        {"element": "rifles", "general": True, "name": "Στρατηγός"},
        {"element": "tank", "name": "Танк 中"},
    ]
    report = evaluate(roster("tank-attack", units, name="Λεγεών Ζ · Полк"), tank_attack)
    text = " ".join(pages(printed(report, tank_attack, tmp_path, ["roster"])))
    assert "Λεγεών Ζ · Полк" in text and "Στρατηγός (Rifles)" in text
    assert "Танк \ufffd (Tank)" in text and "中" not in text


def test_the_shipped_faces_draw_every_character_the_program_and_its_catalogs_print() -> None:
    """The shipped faces are cut to the scripts players write in: none of what the catalogs, the
    templates or the sheets' own words hold may print as a placeholder."""
    from armybuilder.pdf.fonts import typeface

    covered = typeface().covered
    package = ROOT / "armybuilder"
    sources = [*SHIPPED.rglob("*.yaml"), *(ROOT / "templates").glob("*.yaml")]
    sources += [
        *(package / "present").glob("*.py"),
        *(package / "pdf").glob("*.py"),
        package / "engine/words.py",
    ]
    for source in sources:
        lacking = {c for c in source.read_text(encoding="utf-8") if c.isprintable() and ord(c) not in covered}
        assert not lacking, f"{source}: {sorted(lacking)}"
    for letters in (
        "ĄąŁłŐőŰűĚěŘřŮůÆæØøÅåÐðÞþẞß",
        "ΑαΩωάέήίόύώΐΰ",
        "АаЯяЁёЇїЄєЎўҐґ",
        "½№€£→≤≥±×−…–—„“”‚‘’«»",
        "✈⚔☠♞✠①├─┤└█✔\ufe0f",
    ):
        assert covered.issuperset(map(ord, letters)), letters


def test_a_hostile_roster_prints(tank_attack: Catalog, tmp_path: Path) -> None:
    long = ("Ω" * 120 + " " + MARKUP * 40)[:MAX_NAME]  # as long as a name may be
    units = [{"element": "rifles", "general": True, "name": long}]
    units += [
        {"element": ["rifles", "tank", "<x>", "sniper"][n % 4], "name": f"{MARKUP} {n}", "count": 1 + n % 3}
        for n in range(998)
    ]
    units.append({"formation": MARKUP, "name": long, "elements": [{"element": "tank", "name": long}]})
    report = evaluate(
        roster("tank-attack", units, name=long, player=long, notes=long * 50, options={MARKUP: MARKUP}),
        tank_attack,
    )
    path = tmp_path / "hostile.pdf"
    made = write_pdf(sheet_of(report, tank_attack, PRINTED, PARTS), load_template(), path)
    text = pages(path)
    assert made.pages == len(text) > 10 and made.parts == PARTS
    assert "NOT VALID" in text[0]
    assert any(f"{flat(MARKUP)} 997" in page for page in text)


# reference sheets ---------------------------------------------------------------------------


def test_full_reference_prints_every_table_heading_rows_and_notes(
    tank_attack: Catalog, tmp_path: Path
) -> None:
    out = tmp_path / "reference.pdf"
    count = write_reference(tank_attack, load_template(), out, reproducible=True)
    text = " ".join(pages(out))
    assert count == len(pages(out))
    for table in tank_attack.tables:
        assert flat(table.title) in text, table.title
        for column in table.columns:
            assert flat(column) in text
    assert "Mount or dismount Cavalry" in text
    assert "Zeppelin: The Zeppelin appears only in the combat-factor table" in text
    assert "Sniper: The outcome row shared with Minefields" in text


def test_reference_for_a_roster_keeps_only_the_rows_that_apply(
    example: Report, tank_attack: Catalog, mini: Catalog, tmp_path: Path
) -> None:
    out = tmp_path / "reference.pdf"
    write_reference(tank_attack, load_template(), out, report=example, reproducible=True)
    text = " ".join(pages(out))
    assert "Deploy a Barrage" in text and "Bring on every Fighter" in text  # in the roster
    assert "Mount or dismount Cavalry" not in text and "Deploy Gas" not in text  # not in it
    assert "Lift an enemy Barrage off the table" in text  # rows naming no element apply to all
    assert "Sniper: The outcome row shared with Minefields" not in text and "Zeppelin:" in text
    without_tank = evaluate(roster("mini", [SQUAD]), mini)
    write_reference(mini, load_template(), out, report=without_tank, reproducible=True)
    assert re.search(r"A B x 1 source", " ".join(pages(out)))
    write_reference(mini, load_template(), out, reproducible=True)
    assert re.search(r"A B x 1 y 2 source", " ".join(pages(out)))


def test_a_table_broken_across_pages_repeats_its_title_and_header(
    tank_attack: Catalog, tmp_path: Path
) -> None:
    long_table = tank_attack.tables[0].model_copy(
        update={"rows": [[str(n), f"Step {n} of a very long sequence."] for n in range(200)]}
    )
    catalog = tank_attack.model_copy(update={"tables": [long_table]})
    out = tmp_path / "long.pdf"
    count = write_reference(catalog, load_template(), out, reproducible=True)
    text = pages(out)
    assert count > 1
    for page in text:
        if "of a very long sequence" in page:
            assert "Sequence of the bound Step The active player" in page
    rows = [int(n) for page in text for n in re.findall(r"\b(\d+) Step \1 of", page)]
    assert rows == list(range(200))  # every row once, none split or lost


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_shipped_system_prints_its_reference(shipped: CatalogSet, system: str, tmp_path: Path) -> None:
    catalog = shipped.get(system)
    out = tmp_path / "reference.pdf"
    write_reference(catalog, load_template("letter"), out, reproducible=True)
    text = " ".join(pages(out))
    for table in catalog.tables:
        assert flat(table.title) in text


# templates ----------------------------------------------------------------------------------


def test_shipped_templates_load_and_a4_spells_out_the_defaults() -> None:
    assert template_names() == ["a4", "letter"]
    a4, letter = load_template("a4"), load_template("letter")
    assert (a4.page.mm, letter.page.mm) == ((210, 297), (215.9, 279.4))
    keys = {"name", "description"}
    assert a4.model_dump(exclude=keys) == Template(name="any").model_dump(exclude=keys)


def test_committed_template_schema_is_current() -> None:
    committed = json.loads((ROOT / "templates" / "schema" / "template.schema.json").read_text())
    assert committed == json_schema("template"), (
        "run: armybuilder schema template > templates/schema/template.schema.json"
    )


def test_a_broken_template_is_reported_with_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("name: Mine\nmargins: {top: 15, rigth: 15}\ncards:\n  font_size: big\n")
    with pytest.raises(InputError) as caught:
        load_template(str(path))
    lines = caught.value.lines()
    assert any(
        ":2:" in line and "unknown key `rigth`" in line and "did you mean `right`?" in line for line in lines
    )
    assert any(":4:14:" in line and "cards.font_size: expected a number" in line for line in lines)
    path.write_text("name: Mine\nmargins: {left: 70, right: 70}\n")
    with pytest.raises(InputError, match="less than 80 mm of the 210 × 297 mm page"):
        load_template(str(path))
    with pytest.raises(InputError, match="no template named `a5`; the shipped ones are a4, letter"):
        load_template("a5")


def test_a_template_may_name_its_own_font_files(
    example: Report, tank_attack: Catalog, tmp_path: Path
) -> None:
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    (fonts / "Heavy.ttf").write_bytes(
        (ROOT / "armybuilder" / "pdf" / "fonts" / "DejaVuSans-Bold.ttf").read_bytes()
    )
    (tmp_path / "heavy.yaml").write_text("name: Heavy\nfonts: {regular: fonts/Heavy.ttf, size: 10}\n")
    template = load_template(str(tmp_path / "heavy.yaml"))
    assert template.fonts.regular == str(fonts / "Heavy.ttf")
    out = tmp_path / "heavy.pdf"
    write_pdf(sheet_of(example, tank_attack, PRINTED, ["roster"]), template, out)
    used = {
        f.get_object()["/BaseFont"].split("+")[-1]
        for f in PdfReader(out).pages[0]["/Resources"]["/Font"].values()
    }
    assert used == {"DejaVuSans-Bold"}
    (tmp_path / "heavy.yaml").write_text("name: Heavy\nfonts:\n  regular: fonts/Missing.ttf\n")
    with pytest.raises(InputError, match=r"fonts\.regular: no font file") as caught:
        load_template(str(tmp_path / "heavy.yaml"))
    assert caught.value.at is not None and caught.value.at.line == 3


# the command line ---------------------------------------------------------------------------


def test_pdf_command_writes_the_three_parts(cli, tmp_path: Path) -> None:
    out = tmp_path / "wessex.pdf"
    result = cli("pdf", EXAMPLE, "-o", out)
    assert result.code == 0, result.err
    assert result.out == f"Wrote {out}: 3 pages (roster, cards, basing; A4), VALID\n"
    assert len(pages(out)) == 3
    only = cli(
        "pdf", EXAMPLE, "-o", out, "--force", "--only", "cards", "--only", "basing", "--template", "letter"
    )
    assert only.out == f"Wrote {out}: 2 pages (cards, basing; Letter), VALID\n"
    baseless = SHIPPED / "examples" / "wtj-1916-verdun-column.yaml"
    assert cli("pdf", baseless, "-o", out, "--force").out.startswith(
        f"Wrote {out}: 3 pages (roster, cards; A4)"
    )


def test_pdf_command_prints_an_invalid_roster_and_says_so(cli, tmp_path: Path) -> None:
    out = tmp_path / "typos.pdf"
    result = cli("pdf", GOLDEN / "invalid-unknown-ids.yaml", "-o", out, "--force", "--only", "roster")
    assert result.code == 0
    assert result.out.endswith(", NOT VALID: the sheet lists 7 errors\n")
    assert "NOT VALID" in pages(out)[0]
    # Printed without its sheet, no sheet is said to list them.
    cards = cli("pdf", GOLDEN / "invalid-unknown-ids.yaml", "-o", out, "--force", "--only", "cards")
    assert cards.code == 0 and cards.out.endswith("(cards; A4), NOT VALID: 7 errors\n")


def test_source_date_epoch_fixes_the_date_and_the_bytes(cli, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1740787200")  # 2025-03-01
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    assert cli("pdf", EXAMPLE, "-o", first).code == 0
    assert cli("pdf", EXAMPLE, "-o", second).code == 0
    assert first.read_bytes() == second.read_bytes()
    assert "printed 2025-03-01" in pages(first)[0]
    assert PdfReader(first).metadata["/CreationDate"].startswith("D:20250301")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "yesterday")
    assert cli("pdf", EXAMPLE, "-o", first).code == 2


def test_pdf_command_refuses_what_it_cannot_print(cli, tmp_path: Path) -> None:
    broken = cli("pdf", GOLDEN / "file-syntax-error.yaml", "-o", tmp_path / "x.pdf")
    assert broken.code == 1 and "file-syntax-error.yaml:" in broken.err and "Traceback" not in broken.err
    assert not (tmp_path / "x.pdf").exists()
    assert cli("pdf", EXAMPLE, "-o", tmp_path / "no" / "x.pdf").code == 2
    assert cli("pdf", EXAMPLE, "-o", tmp_path).code == 2
    roster_copy = tmp_path / "army.yaml"
    roster_copy.write_text(EXAMPLE.read_text())
    clobber = cli("pdf", roster_copy, "-o", roster_copy)
    assert clobber.code == 2 and "which the PDF is made from" in clobber.err
    assert roster_copy.read_text() == EXAMPLE.read_text()
    unknown = cli("pdf", EXAMPLE, "-o", tmp_path / "x.pdf", "--template", "a3")
    assert unknown.code == 1 and "no template named `a3`" in unknown.err
    assert cli("pdf", EXAMPLE, "-o", tmp_path / "x.pdf", "--only", "everything").code == 2
    assert list(tmp_path.glob("*.pdf")) == [] and list(tmp_path.glob(".*")) == []


def test_reference_command(cli, tmp_path: Path) -> None:
    out = tmp_path / "reference.pdf"
    full = cli("reference", "tank-attack", "-o", out)
    assert full.code == 0 and full.out.startswith(f"Wrote {out}: ") and "(all tables; A4)" in full.out
    narrowed = cli("reference", "tank-attack", "--roster", EXAMPLE, "-o", out, "--force")
    assert narrowed.code == 0 and "(rows for 3rd Wessex Rifles; A4)" in narrowed.out
    unknown = cli("reference", "tank-atack", "-o", out, "--force")
    assert unknown.code == 2 and "known systems: " in unknown.err and "tank-attack" in unknown.err
    other = cli("reference", "mini", "--catalogs", TEST_CATALOGS, "--roster", EXAMPLE, "-o", out, "--force")
    assert other.code == 2 and "is a tank-attack roster, not mini" in other.err


def test_check_never_loads_the_pdf_writer() -> None:
    code = (
        "import sys\nfrom armybuilder.cli import main\n"
        f"main(['check', {str(EXAMPLE)!r}])\n"
        "print('reportlab' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.stdout.splitlines()[-1] == "False"


def test_the_pdf_writer_loads_no_web_client_nor_compiles_a_web_address_pattern_until_used() -> None:
    """reportlab compiles a pattern of web addresses on import (some 50 ms), which no sheet uses;
    escaping text for a paragraph needs no web client (xml.sax.saxutils loads urllib.request)."""
    code = (
        "import re, sys\nimport armybuilder.pdf\nfrom reportlab.platypus import paragraph\n"
        "from armybuilder.patterns import CompiledOnFirstUse\n"
        "print(isinstance(paragraph.uri_pat, CompiledOnFirstUse), re.compile.__module__)\n"
        "print(paragraph.uri_pat.match('https://example.org/list').group(1))\n"
        "print([name for name in ('urllib.request', 'http.client') if name in sys.modules])\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["True re", "https://", "[]"]


def test_the_pdf_writer_compiles_reportlab_s_cjk_wrapping_pattern_only_when_used() -> None:
    """reportlab's text splitting compiles, as it loads, a class of U+2E80 to U+FFFF (some 3 ms)
    that only its `cjkwrap` uses; wrapping CJK text with it still works."""
    code = (
        "import re\nimport armybuilder.pdf\nfrom reportlab.lib import textsplit\n"
        "from armybuilder.patterns import CompiledOnFirstUse\n"
        "print(isinstance(textsplit.rx, CompiledOnFirstUse))\n"
        "text = '戦車の大隊'\n"
        "print(textsplit.rx.sub(r'\\1|', text) == re.compile('([\\u2e80-\\uffff])').sub(r'\\1|', text))\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["True", "True"]


def test_the_pdf_writer_loads_pillow_s_image_module_only_when_an_image_is_read() -> None:
    """reportlab imports Pillow's image module for the bitmaps it can place, which no sheet has:
    it loads when first used, and reading an image through reportlab still works."""
    code = (
        "import io, sys\nimport armybuilder.pdf\n"
        "print('PIL._imaging' in sys.modules)\n"
        "from reportlab.lib.utils import ImageReader\nfrom PIL import Image\n"
        "data = io.BytesIO()\nImage.new('RGB', (3, 2)).save(data, 'PNG')\n"
        "print(ImageReader(io.BytesIO(data.getvalue())).getSize())\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.splitlines() == ["False", "(3, 2)"]


def test_a_sheet_s_qr_code_loads_reportlab_s_encoder_alone(tmp_path: Path) -> None:
    """Through its package, reportlab's QR encoder comes with every barcode widget (some 15 ms)."""
    out = tmp_path / "sheet.pdf"
    code = (
        "import sys\nfrom armybuilder.cli import main\n"
        f"main(['pdf', {str(EXAMPLE)!r}, '-o', {str(out)!r}, '--only', 'roster'])\n"
        "print([name for name in sys.modules if name.startswith('reportlab.graphics')])\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.stdout.splitlines()[-1] == "[]", run.stdout + run.stderr
    assert len(scanned(out)) == 1


def test_a_printed_pdf_has_the_usual_file_permissions(mini: Catalog, tmp_path: Path) -> None:
    import os
    import stat

    report = evaluate(roster("mini", [SQUAD]), mini)
    path = printed(report, mini, tmp_path, ["roster"])
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_a_sheet_that_would_spill_a_few_lines_is_set_a_little_smaller_to_fit_one_page(
    tmp_path: Path,
) -> None:
    catalog = CatalogSet([SHIPPED]).get("ohw-ww2")
    report = evaluate(load_roster(SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml").roster, catalog)
    [page] = pages(printed(report, catalog, tmp_path, ["roster"]))
    assert "Notes A reinforced rifle company" in page and "Assumptions that apply" in page
    long = dataclasses.replace(report, notes="\n".join(f"Note line {n}." for n in range(60)))
    assert len(pages(printed(long, catalog, tmp_path, ["roster"]))) == 2  # too long to pull back: as it was


def test_a_sheet_that_fits_its_pages_is_laid_out_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from armybuilder.pdf.layout import Sheets

    catalog = CatalogSet([SHIPPED]).get("tank-attack")
    report = evaluate(load_roster(EXAMPLE).roster, catalog)
    layouts = []
    build_story = Sheets.build_story
    monkeypatch.setattr(Sheets, "build_story", lambda *a, **k: (layouts.append(1), build_story(*a, **k))[1])
    [_] = pages(printed(report, catalog, tmp_path, ["roster"]))
    assert len(layouts) == 1


def scanned(path: Path, page: int = 0) -> list[str]:
    """The QR codes a reader finds on a printed page, as text: the page drawn at 150 dpi, about
    what a phone's camera sees of a sheet held in front of it."""
    import pypdfium2
    import zxingcpp

    document = pypdfium2.PdfDocument(path)
    try:
        image = document[page].render(scale=150 / 72).to_pil()
    finally:
        document.close()
    return [
        code.text for code in zxingcpp.read_barcodes(image) if code.format == zxingcpp.BarcodeFormat.QRCode
    ]


@pytest.mark.parametrize("path", sorted((SHIPPED / "examples").glob("*.yaml")), ids=lambda p: p.stem)
def test_the_sheets_qr_code_scans_and_imports_as_the_same_list(
    path: Path, shipped: CatalogSet, cli, tmp_path: Path
) -> None:
    roster = load_roster(path).roster
    catalog = shipped.get(roster.system)
    report = evaluate(roster, catalog)
    [text] = scanned(printed(report, catalog, tmp_path, ["roster"]))
    (tmp_path / "scanned.txt").write_text(text, encoding="utf-8")
    result = cli("import", tmp_path / "scanned.txt", "-o", tmp_path / "back.yaml")
    assert result.code == 0, result.err
    assert "[file.text-line]" not in result.out + result.err  # every line of the code was read
    back = evaluate(load_roster(tmp_path / "back.yaml").roster, catalog)
    assert (back.fingerprint, back.name, back.player) == (report.fingerprint, report.name, report.player)
    assert back.army == report.army  # the whole canonical contents: counts, options, bases and links
    assert [(line.label, line.unit_id, line.links) for line in back.lines] == [
        (line.label, line.unit_id, line.links) for line in report.lines
    ]
    assert [getattr(unit, "label", None) for unit in back.units] == [
        getattr(unit, "label", None) for unit in report.units
    ]


def test_the_code_of_a_sheet_printed_under_an_event_reads_back_as_the_same_contents(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    """Under an event that fixes an option the roster writes otherwise, the code carries the value
    as written: read back under the event, its contents (and so its refusal) are the sheet's."""
    from armybuilder.checking.lists import read_list
    from armybuilder.files.text import read_source
    from armybuilder.textlist.compact import compact_list
    from tests.test_events import event

    catalog = shipped.get("tank-attack")
    written = load_roster(EXAMPLE).roster.model_copy(update={"options": {"scale": "6mm"}})
    judged = event(options={"scale": "15mm"})
    report = evaluate(written, catalog, event=judged)
    assert report.army["written"] == {"scale": "6mm"}
    text = tmp_path / "scanned.txt"
    text.write_text(compact_list(report, catalog), encoding="utf-8")
    back = evaluate(read_list(text, read_source(text), shipped).roster, catalog, event=judged)
    assert back.army == report.army and back.canonical_sha256 == report.canonical_sha256


def test_the_qr_code_is_large_enough_to_scan_from_paper_and_clear_of_the_sheet(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    from armybuilder.pdf.qr import LARGEST, MODULE, QUIET

    catalog = shipped.get("wtj-1916")
    report = evaluate(load_roster(SHIPPED / "examples" / "wtj-1916-verdun-column.yaml").roster, catalog)
    path = printed(report, catalog, tmp_path, ["roster"])
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        squares = [r for r in page.rects if r["fill"] and r["height"] < 2 * MM and r["top"] < 100 * MM]
        module = min(r["height"] for r in squares)
        left, top = min(r["x0"] for r in squares), min(r["top"] for r in squares)
        right, bottom = max(r["x1"] for r in squares), max(r["bottom"] for r in squares)
        quiet = QUIET * module
        inked = [
            thing
            for thing in (*page.chars, *page.rects)
            if thing not in squares
            and thing["x1"] > left - quiet
            and thing["x0"] < right + quiet
            and thing["bottom"] > top - quiet
            and thing["top"] < bottom + quiet
        ]
        units = page.search("Units")[0]
    assert module >= MODULE - 0.01  # a phone reads squares of half a millimetre from a printed sheet
    assert right - left + 2 * quiet <= LARGEST + 0.01
    assert right + quiet <= page.width and top - quiet >= 0  # its blank border is on the paper
    assert inked == []  # nothing printed on the code or its border
    assert bottom + quiet < units["top"]  # above the units table: it never covers a row


def test_a_list_too_long_for_one_code_has_a_word_instead(tank_attack: Catalog, tmp_path: Path) -> None:
    units = [{"element": "rifles", "name": f"Platoon number {n} of the long column"} for n in range(60)]
    report = evaluate(roster(tank_attack.id, units), tank_attack)
    path = printed(report, tank_attack, tmp_path, ["roster"])
    assert "No QR code: the list is too long for one." in pages(path)[0]
    assert scanned(path) == []


def test_the_judges_pack_has_no_qr_code(tank_attack: Catalog, cli, tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "list.yaml").write_bytes(EXAMPLE.read_bytes())
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "tank-attack", "-o", event).code == 0
    assert cli("event", "pack", event, inbox, "-o", tmp_path / "pack").code == 0
    pack = tmp_path / "pack" / "judges-pack.pdf"
    sheets = [n for n, text in enumerate(pages(pack)) if "Units" in text]
    assert sheets  # the roster's sheet is in the pack, without its code
    assert all(scanned(pack, n) == [] for n in range(len(pages(pack))))
    own = printed(evaluate(load_roster(EXAMPLE).roster, tank_attack), tank_attack, tmp_path, ["roster"])
    assert len(scanned(own)) == 1  # the same list's own sheet has one


def test_the_cost_chart_scale_reaches_past_the_longest_bar(example: Report, tank_attack: Catalog) -> None:
    from armybuilder.pdf.chart import cost_chart, scale
    from armybuilder.pdf.fonts import typeface
    from armybuilder.pdf.styles import styles
    from armybuilder.present.sheet import chart_of

    chart = cost_chart(chart_of(example, tank_attack), styles(load_template(), typeface()), 300)
    assert chart is not None
    longest = max(value for _, value in chart.bars)
    assert chart.ticks[0] == 0 and chart.ticks[-1] >= longest > chart.ticks[-2]
    # A round step, at most five of them, and the last tick the first past the longest bar.
    assert scale(23) == [0, 5, 10, 15, 20, 25]
    assert scale(31) == [0, 10, 20, 30, 40]
    assert scale(19) == [0, 5, 10, 15, 20] and scale(20) == [0, 5, 10, 15, 20]
    assert scale(2.5) == [0, 0.5, 1, 1.5, 2, 2.5] and scale(1_200) == [0, 500, 1_000, 1_500]


def printed_chars(path: Path) -> list[list[tuple[object, ...]]]:
    """Every character of every page: where, in which font, size and colour it is printed."""
    with pdfplumber.open(path) as pdf:
        return [
            sorted(
                (
                    c["text"],
                    round(c["x0"], 2),
                    round(c["top"], 2),
                    c["fontname"],
                    round(c["size"], 2),
                    str(c["non_stroking_color"]),
                )
                for c in page.chars
            )
            for page in pdf.pages
        ]


def test_words_that_fit_their_cell_print_plain_exactly_where_and_as_their_paragraph_would(
    shipped: CatalogSet, cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table cell whose words fit its column is drawn as plain text, at a fraction of a
    paragraph's work (the judges' pack has thousands); it must print as the paragraph did."""
    from armybuilder.pdf.fonts import Typeface

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name, player in (("old", "Ann"), ("new", "Ann"), ("bo", "Bo")):  # Ann's older list is superseded
        (inbox / f"{name}.yaml").write_text(EXAMPLE.read_text().replace("A. Player", player))
    os.utime(inbox / "old.yaml", (1_700_000_000, 1_700_000_000))
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "tank-attack", "-o", event).code == 0

    def made(folder: Path) -> list[list[list[tuple[object, ...]]]]:
        folder.mkdir()
        sheets = []
        for example in sorted((SHIPPED / "examples").glob("*.yaml")):
            catalog = shipped.get(load_roster(example).roster.system)
            report = evaluate(load_roster(example).roster, catalog)
            (folder / example.stem).mkdir()
            sheets.append(printed_chars(printed(report, catalog, folder / example.stem)))
        assert cli("event", "pack", event, inbox, "-o", folder / "pack").code == 0
        return [*sheets, printed_chars(folder / "pack" / "judges-pack.pdf")]

    plain = made(tmp_path / "plain")
    monkeypatch.setattr(Typeface, "line", lambda self, value: None)  # every cell a paragraph
    assert made(tmp_path / "paragraphs") == plain


def test_a_cell_is_plain_only_where_its_paragraph_would_print_it_as_it_stands() -> None:
    from armybuilder.pdf.fonts import typeface

    face = typeface()
    assert face.line("40\u00a0×\u00a030 `mm`") == "40\u00a0×\u00a030 mm"  # no break between a size's parts
    assert face.line("<b>&amp;</b>") == "<b>&amp;</b>"  # printed literally, as the paragraph escapes it
    for folded in ("two  spaces", " leading", "trailing ", "two\nlines", "a\u2003wide space"):
        assert face.line(folded) is None


def test_a_line_takes_the_room_its_paragraph_would_and_is_plain_only_where_it_fits() -> None:
    from reportlab.platypus import Paragraph

    from armybuilder.pdf.fonts import typeface
    from armybuilder.pdf.lines import Line
    from armybuilder.pdf.styles import styles

    s = styles(load_template(), typeface())
    bold_amid = (("Break point: lost ", False), ("18 AP", True), (" in all", False))
    for text, plain in (
        ("Units", True),
        (bold_amid, True),
        ("", False),
        ("a word " * 60, False),
        ("two\nlines", False),
    ):
        runs = [(text, False)] if isinstance(text, str) else text
        markup = "".join(f"<b>{s.face.markup(w)}</b>" if bold else s.face.markup(w) for w, bold in runs)
        line = Line(text, s.body, s.face)
        assert line.wrap(300, 800) == Paragraph(markup, s.body).wrap(300, 800)
        assert line.fits == plain


@pytest.mark.parametrize("narrow", [False, True], ids=["plain", "paragraph"])
def test_the_judges_cover_prints_each_judged_verdict_in_its_colour(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, narrow: bool
) -> None:
    """Down the cover's verdict column a judge finds the lists to look at by colour: VALID green,
    NOT VALID red, whether the word is a plain cell or a paragraph."""
    from armybuilder.pdf.fonts import Typeface
    from armybuilder.pdf.styles import INVALID, VALID

    if narrow:
        monkeypatch.setattr(Typeface, "line", lambda self, value: None)  # every cell a paragraph
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "ann.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Ann"))
    (inbox / "bo.yaml").write_text(
        EXAMPLE.read_text().replace("A. Player", "Bo").replace("count: 4", "count: 9")
    )
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "tank-attack", "-o", event).code == 0
    assert cli("event", "pack", event, inbox, "-o", tmp_path / "pack").code == 0
    with pdfplumber.open(tmp_path / "pack" / "judges-pack.pdf") as pdf:
        words = pdf.pages[0].extract_words(extra_attrs=["non_stroking_color"])
    said = [(w["text"], tuple(round(c, 3) for c in w["non_stroking_color"])) for w in words]

    def rgb(c) -> tuple[float, ...]:
        return tuple(round(v, 3) for v in (c.red, c.green, c.blue))

    verdicts = [
        (f"{said[n - 1][0]} {word}" if said[n - 1][0] == "NOT" else word, colour)
        for n, (word, colour) in enumerate(said)
        if word == "VALID"
    ]
    assert ("VALID", rgb(VALID)) in verdicts and ("NOT VALID", rgb(INVALID)) in verdicts, said


def test_the_names_a_list_may_use_show_with_the_catalog_not_on_the_quick_reference(
    cli, tmp_path: Path
) -> None:
    """The names players write in six languages (a page and more for Tank Attack) were printed on
    the table's quick reference, where they help no one: `catalogs ID` shows them instead."""
    out = tmp_path / "ref.pdf"
    assert cli("reference", "tank-attack", "-o", out).code == 0
    printed = " ".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Everyday names" not in printed and "Names players write" not in printed
    assert "Trenches" in printed  # the rules' own tables are still there
    shown = cli("catalogs", "tank-attack").out
    assert "Everyday names" in shown and "Names players write" in shown
