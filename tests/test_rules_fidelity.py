"""Where a rule text is silent, a legal army is allowed: an option read from the units, a warning
instead of an error, a stat left unknown, a combination assumed and shown. Also the catalog
language that expresses these: `infer`, option `modifiers`, formation severity, formation tracks,
a basing note and base notes."""

from pathlib import Path

import pytest
from pydantic import ValidationError
from textual.widgets import Select

from armybuilder.editing import operations as op
from armybuilder.editing.fixes import apply_fix
from armybuilder.engine import evaluate
from armybuilder.engine.report import Fix
from armybuilder.engine.where import of_place
from armybuilder.engine.where import parse as parse_where
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.templates import load_template
from armybuilder.lint import lint
from armybuilder.pdf import write_pdf, write_reference
from armybuilder.present.assumptions import assumptions_of, heading
from armybuilder.present.sheet import sheet_of
from armybuilder.schema.catalog import Catalog, Track
from armybuilder.schema.roster import Roster
from armybuilder.tui.app import ArmyBuilder, NewRoster
from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog
from armybuilder.tui.services import Services
from tests.conftest import ROOT, SHIPPED, roster
from tests.test_pdf import PRINTED, pages

GOLDEN = ROOT / "tests" / "golden"


@pytest.fixture(scope="module")
def pagano(shipped: CatalogSet) -> Catalog:
    return shipped.get("pagano-armour")


def _platoon(*elements: dict) -> dict:
    return {"formation": "platoon", "elements": list(elements)}


# The side of a Pagano force ---------------------------------------------------------------------


def test_a_force_without_a_side_takes_the_side_its_vehicles_share(pagano: Catalog) -> None:
    report = evaluate(roster("pagano-armour", [_platoon({"element": "t-34-85", "count": 4})]), pagano)
    assert report.valid and report.problems == ()
    assert report.options["side"] == "Allied"
    assert report.assumptions[0].about == "Side" and "taken as Allied" in report.assumptions[0].text


def test_vehicles_of_both_sides_without_a_side_warn_once_and_check_no_side(pagano: Catalog) -> None:
    units = [{"element": "t-34-85"}, {"element": "tiger-i"}, {"element": "pz-iv"}]
    report = evaluate(roster("pagano-armour", units), pagano)
    assert report.valid and report.options["side"] is None
    [warning] = report.warnings
    assert warning.code == "side.unknown" and str(warning.where) == ""
    assert "Allied: T-34-85; Axis: Tiger I, Pz IV" in warning.message


def test_a_side_the_roster_states_is_checked_and_never_replaced(pagano: Catalog) -> None:
    units = [_platoon({"element": "t-34-85", "count": 4})]
    report = evaluate(roster("pagano-armour", units, options={"side": "Axis"}), pagano)
    assert report.valid, "captured vehicles served: the other side's vehicle is a warning"
    assert [(p.code, str(p.where)) for p in report.warnings] == [("vehicle.side", "units[0].elements[0]")]
    assert not any(a.text.startswith("The roster sets no") for a in report.assumptions)


def test_vehicles_that_give_no_side_cannot_settle_it(shipped: CatalogSet) -> None:
    mine = CatalogSet([SHIPPED, GOLDEN / "pagano-armour" / "catalogs"]).get("my-armour")
    report = evaluate(roster("my-armour", [{"element": "captured-tank"}]), mine)
    assert [(p.code, p.severity) for p in report.problems] == [("side.unknown", "warning")]
    assert "unknown for every one" in report.warnings[0].message
    assert evaluate(roster("pagano-armour", []), shipped.get("pagano-armour")).problems == ()


def test_show_says_the_side_was_read_from_the_vehicles(cli) -> None:
    out = cli("show", GOLDEN / "pagano-armour" / "valid-side-from-vehicles.yaml").out
    assert "Side: Allied" in out
    assert "The roster sets no `side:`; every vehicle whose side is known is" in out


async def test_a_new_pagano_roster_in_the_editor_asks_for_the_side(tmp_path: Path) -> None:
    services = Services(
        CatalogSet.of_files([SHIPPED / "pagano-armour.yaml"]),
        tmp_path / "state",
        tmp_path,
        clock=lambda: 1_700_000_000.0,
        autosave_every=3600,
    )
    app = ArmyBuilder(services, NewRoster("pagano-armour", "Kampfgruppe"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RosterOptionsDialog)
        side = dialog.query_one("#option-0", Select)
        assert side.is_blank(), "no side is chosen for the player"
        side.value = "Allied"
        await pilot.click("#ok")
        await pilot.pause()
        assert app.screen.editor.document.roster.options == {"side": "Allied"}


# Warnings where the text says "typically" or "primarily" -------------------------------------------


def test_platoon_sizes_and_years_are_warnings_by_default(pagano: Catalog) -> None:
    units = [_platoon({"element": "pz-iv", "count": 3}), {"element": "pz-iv"}]
    report = evaluate(roster("pagano-armour", units, options={"side": "Axis"}), pagano)
    assert report.valid
    assert [(p.code, p.severity, str(p.where)) for p in report.warnings] == [
        ("platoon.size", "warning", "units[0]")
    ]


def test_a_formation_holding_too_many_offers_one_that_holds_them(mini: Catalog) -> None:
    data = mini.model_dump(exclude_defaults=True)
    data["formations"][0]["instead"] = ["patrol", "platoon"]
    data["formations"].append(
        {
            "id": "platoon",
            "name": "Platoon",
            "slots": [{"element": "leader", "min": 1, "max": 1}, {"element": "soldier", "min": 2, "max": 6}],
            "source": "test",
        }
    )
    catalog = Catalog.model_validate(data)

    def squad(soldiers: int) -> Roster:
        units = [
            {
                "formation": "squad",
                "elements": [{"element": "leader"}, {"element": "soldier", "count": soldiers}],
            }
        ]
        return roster("mini", units, limit=100)

    [over] = [p for p in evaluate(squad(5), catalog).problems if p.code == "formation.composition"]
    assert over.fix == Fix("replace-id", parse_where("units[0]"), value="platoon")
    assert over.hint.startswith(
        "make it a Platoon (`formation: platoon`), which holds 1 × Leader, 2 to 6 × Soldier"
    )
    mended, _ = apply_fix(squad(5), catalog, over.fix)
    assert not [p for p in evaluate(mended, catalog).problems if p.code == "formation.composition"]
    [too_many] = [p for p in evaluate(squad(7), catalog).problems if p.code == "formation.composition"]
    assert too_many.fix is None and too_many.hint.startswith("remove 4 of its soldiers")


# Combined strength in OHW hexed, and the horse team's tow class -------------------------------------


def test_a_tanks_class_and_quality_combine_and_the_assumption_is_shown(shipped: CatalogSet) -> None:
    hexed = shipped.get("ohw-ww2-hex")
    units = [
        {"element": "tank", "options": ["heavy", "elite"]},
        {"element": "tank", "options": ["light", "militia"]},
        {"element": "infantry", "options": ["elite"]},
    ]
    report = evaluate(roster("ohw-ww2-hex", units, options={"army-size": 3}), hexed)
    assert report.valid
    assert [line.stats["strength"] for line in report.lines] == [23, 7, 20]
    assert [t.boxes for line in report.lines for t in line.tracks] == [23, 7, 20]
    assert any(a.about == "Tank" and "elite heavy tank is 23" in a.text for a in report.assumptions)


def test_a_class_6_gun_behind_a_horse_team_is_not_too_big(shipped: CatalogSet) -> None:
    wtj = shipped.get("wtj-1916")
    units = [
        {"element": "medium-gun", "options": ["class-6"], "links": {"towed-by": "team"}},
        {"element": "horse-team", "id": "team"},
    ]
    report = evaluate(roster("wtj-1916", units), wtj)
    assert report.problems == ()
    assert report.lines[1].stats["tow-class"] == "5+"


def test_a_gun_with_no_tow_in_the_army_says_why_it_is_only_a_warning(shipped: CatalogSet) -> None:
    # 2.4 says guns need a tow, 2.2 lets crews manhandle them: the warning must say which way it reads.
    report = evaluate(
        roster("wtj-1916", [{"element": "small-gun", "options": ["class-2"]}]), shipped.get("wtj-1916")
    )
    assert report.valid and [w.code for w in report.warnings] == ["link.unserved"]
    assert any(a.about == "Towed by" and "manhandle" in a.text for a in report.assumptions)


def test_the_1916_chart_note_does_not_place_the_crew_reaction_chart_on_the_combat_chart(
    shipped: CatalogSet,
) -> None:
    # 2.3 names the Vehicle Crew Reaction chart but never puts it on the combat chart.
    [charts] = [note for note in shipped.get("wtj-1916").assumed if note.id == "charts"]
    on_combat_chart, elsewhere = charts.text.split(";", 1)
    assert "Vehicle Crew Reaction chart" not in on_combat_chart
    assert "Vehicle Crew Reaction chart (Repair, Get LMG, Fire Bus)" in elsewhere


# Basing that a tournament may enforce ----------------------------------------------------------------


def test_the_basing_note_shows_in_show_and_on_the_sheet(cli, tank_attack: Catalog, tmp_path: Path) -> None:
    path = GOLDEN / "tank-attack" / "warning-15mm-bases.yaml"
    assert "Bases: The rules recommend these sizes" in cli("show", path).out
    report = evaluate(roster("tank-attack", [{"element": "rifles", "general": True}]), tank_attack)
    assert "a tournament may enforce them" in report.basing_note
    out = tmp_path / "sheet.pdf"
    write_pdf(
        sheet_of(report, tank_attack, PRINTED, ["roster", "basing"]),
        load_template("a4"),
        out,
        reproducible=True,
    )
    sheet, basing = pages(out)
    assert "a tournament may enforce them" in sheet and "a tournament may enforce them" in basing


def test_a_system_without_a_basing_note_shows_none(shipped: CatalogSet) -> None:
    report = evaluate(roster("ohw-ww2", [{"element": "tank"}]), shipped.get("ohw-ww2"))
    assert report.basing_note == ""
    assert "measured from it" in report.lines[0].base.notes[0], "the command base, for cards and basing page"


# Tracks to tick ----------------------------------------------------------------------------------------


def test_a_platoon_gets_a_losses_track_of_one_box_per_vehicle(pagano: Catalog, cli) -> None:
    units = [_platoon({"element": "pz-iv", "count": 3}, {"element": "tiger-i"})]
    report = evaluate(roster("pagano-armour", units), pagano)
    [platoon] = report.units
    assert [(t.name, t.boxes) for t in platoon.tracks] == [("Vehicles lost", 4)]
    assert [t.name for t in report.lines[0].tracks] == ["Stunned", "Immobilised"]


def test_a_track_counts_boxes_one_way_and_per_element_only_for_formations() -> None:
    with pytest.raises(ValidationError, match="exactly one of"):
        Track(id="t", name="T", boxes=3, boxes_per_element=True)
    with pytest.raises(ValidationError, match="needs a selection of formations"):
        Track(id="t", name="T", boxes_per_element=True)


# The catalog language, linted ---------------------------------------------------------------------------


def test_lint_checks_an_inferred_options_stat_and_fields(pagano: Catalog) -> None:
    data = pagano.model_dump(exclude_defaults=True)
    data["options"][0]["infer"].update(stat="sides", message="{value} {values}")
    found = {(f.code, f.path) for f in lint(Catalog.model_validate(data))}
    assert ("lint.reference", ("options", 0, "infer", "stat")) in found
    assert ("lint.template", ("options", 0, "infer", "message")) in found


def test_lint_checks_what_a_hints_offers_change_and_their_fields(shipped: CatalogSet) -> None:
    data = shipped.get("ohw-ww2").model_dump(exclude_defaults=True)
    over = next(n for n, c in enumerate(data["constraints"]) if c["id"] == "army-size-over")
    data["constraints"][over]["hint"] = ["remove {mx}", {"offer": "raise it", "changes": ["army-sise"]}]
    found = {(f.code, f.path) for f in lint(Catalog.model_validate(data))}
    assert ("lint.template", ("constraints", over, "hint", 0)) in found
    assert ("lint.reference", ("constraints", over, "hint", 1, "changes", 0)) in found


def test_lint_checks_the_stats_an_option_modifies(shipped: CatalogSet) -> None:
    data = shipped.get("ohw-ww2-hex").model_dump(exclude_defaults=True)
    quality = next(n for n, g in enumerate(data["option_groups"]) if g["id"] == "quality")
    data["option_groups"][quality]["options"][0]["modifiers"] = {"strenght": 5}
    found = {(f.code, f.path) for f in lint(Catalog.model_validate(data))}
    assert ("lint.reference", ("option_groups", quality, "options", 0, "modifiers", "strenght")) in found


# How many generals, by the roster's options --------------------------------------------------------------


@pytest.fixture(scope="module")
def mini_two_leaders(mini: Catalog) -> Catalog:
    data = mini.model_dump(exclude_defaults=True)
    data["general"]["max_when"] = [
        {"value": 2, "when": {"big": True}, "assumed": ["Two leaders in a big game."]}
    ]
    return Catalog.model_validate(data)


def test_a_general_count_for_some_options_replaces_the_max(mini_two_leaders: Catalog) -> None:
    units = [{"element": "leader", "general": True} for _ in range(3)]
    big = evaluate(roster("mini", units, options={"big": True}), mini_two_leaders)
    found = [(str(p.where), p.message, p.fix) for p in big.errors if p.code == "general.multiple"]
    assert found == [("units[2]", "the army may have 2 generals; this is one more", None)]
    assert ("General", "Two leaders in a big game.") in [(heading(a), a.text) for a in big.assumptions]
    small = evaluate(roster("mini", units), mini_two_leaders)
    assert [str(p.where) for p in small.errors if p.code == "general.multiple"] == ["units[1]", "units[2]"]
    assert "Two leaders in a big game." not in [a.text for a in small.assumptions]


def test_the_editor_keeps_the_generals_the_options_allow(mini_two_leaders: Catalog) -> None:
    units = [{"element": "leader", "general": True}, {"element": "leader"}]
    big, _ = op.set_general(roster("mini", units, options={"big": True}), mini_two_leaders, of_place((1,)))
    assert [unit.general for unit in big.units] == [True, True]
    small, _ = op.set_general(roster("mini", units), mini_two_leaders, of_place((1,)))
    assert [unit.general for unit in small.units] == [False, True]


def test_lint_checks_the_options_a_general_count_names(mini_two_leaders: Catalog) -> None:
    data = mini_two_leaders.model_dump(exclude_defaults=True)
    data["general"]["max_when"][0]["when"] = {"huge": True}
    found = {(f.code, f.path) for f in lint(Catalog.model_validate(data))}
    assert ("lint.reference", ("general", "max_when", 0, "when", "huge")) in found


def test_massed_battles_allows_a_general_per_battalion_and_says_it_is_assumed(cli) -> None:
    path = GOLDEN / "tank-attack" / "valid-massed-three-generals.yaml"
    assert cli("check", path).code == 0
    assert "up to three Rifles generals are allowed, one per battalion" in " ".join(
        cli("show", path).out.split()
    )


def test_lint_checks_the_formations_offered_instead(mini: Catalog) -> None:
    data = mini.model_dump(exclude_defaults=True)
    data["formations"][0]["instead"] = ["platon"]
    found = {(f.code, f.path) for f in lint(Catalog.model_validate(data))}
    assert ("lint.reference", ("formations", 0, "instead", 0)) in found


def test_tank_attacks_acting_assumptions_are_shown(cli) -> None:
    out = " ".join(cli("show", GOLDEN / "tank-attack" / "valid-recommended-36ap.yaml").out.split())
    assert "Limit: The text recommends 36 AP rather than requiring it" in out
    assert "Basing at 15mm: The basing table names no figure scale" in out
    assert 'Sturmtruppe: Good going 300p, read from the move table\'s "200p/300p*"' in out


@pytest.mark.parametrize(
    ("system", "section"), [("ohw-ww2", "Game Conventions"), ("ohw-ww2-hex", "Unit Types")]
)
def test_ohw_army_size_cites_a_section_its_text_has_and_says_the_size_is_assumed(
    shipped: CatalogSet, system: str, section: str
) -> None:
    rules = [c for c in shipped.get(system).constraints if c.id.startswith("army-size")]
    assert len(rules) == 2
    for rule in rules:
        assert rule.rule.startswith(section) and "the army size is assumed" in rule.rule and rule.assumed


# What the reference sheets carry -------------------------------------------------------------------------


def test_reference_sheets_carry_the_rules_a_table_needs(shipped: CatalogSet, tmp_path: Path) -> None:
    out = tmp_path / "reference.pdf"
    tanks = roster("tank-attack", [{"element": "tank"}, {"element": "sturmtruppe"}, {"element": "rifles"}])
    catalog = shipped.get("tank-attack")
    write_reference(catalog, load_template(), out, report=evaluate(tanks, catalog), reproducible=True)
    text = " ".join(pages(out))
    assert "even a single Tank pays +1" in text
    assert "Tanks crossing 100p until 40 mm of the Tank is past the trench, then 200p." in text
    assert "Tanks Do not stop: cross it as bad going" in text
    assert "Sturmtruppe Through friend or foe, who may also pass through them." in text
    write_reference(shipped.get("ohw-ww2-hex"), load_template(), out, reproducible=True)
    text = " ".join(pages(out))
    assert "Elite 20 Regular 15 Militia 10 Light tanks 12 Medium tanks 15 Heavy tanks 18" in text
    write_reference(shipped.get("wtj-1916"), load_template(), out, reproducible=True)
    assert "one is held back as horse holder" in " ".join(pages(out))


def test_the_beta_reference_sheet_says_the_15th_hit_removing_a_unit_is_assumed(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    # Game Conventions (Hits) remove a unit at 15+, Firing Actions only past 15: the card must say which.
    out = tmp_path / "reference.pdf"
    write_reference(shipped.get("ohw-ww2"), load_template(), out, reproducible=True)
    text = " ".join(" ".join(pages(out)).split())
    assert "A target that reaches 15 hits is removed" in text
    assert "armybuilder follows the conventions, so the 15th hit removes it" in text


def test_the_hexed_strengths_are_said_to_be_the_drafts_examples(shipped: CatalogSet, tmp_path: Path) -> None:
    # Unit Types (l. 21) gives elite/regular/militia and light/medium/heavy after "e.g.": other
    # strengths exist, so offering only these is a reading the player must see, and no "scenario" sets them.
    hexed = shipped.get("ohw-ww2-hex")
    report = evaluate(roster("ohw-ww2-hex", [{"element": "tank"}], options={"army-size": 1}), hexed)
    notes = {a.about: a.text for a in report.assumptions}
    assert "as examples of a unit's status" in notes["Quality"]
    assert "only to Tanks" in notes["Tank class"]
    out = tmp_path / "reference.pdf"
    write_reference(hexed, load_template(), out, reproducible=True)
    text = " ".join(" ".join(pages(out)).split())
    assert "as examples of status and equipment" in text and "scenario" not in text


# Pagano against its seed (pagano-ww2-armour.txt) ----------------------------------------------------------

EXAMPLE = SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml"


def test_pagano_shows_that_regular_stands_for_an_unlettered_gun(cli) -> None:
    # Vehicle Specifications letters S (and, lost, L and VL) but no regular gun: `regular` is ours,
    # so players must be told; no view shows a stat definition's own `assumed:`.
    assert "The key has no letter for a regular gun" in " ".join(cli("show", EXAMPLE).out.split())


def test_pagano_range_bands_end_where_tables_2_and_3_print_them(pagano: Catalog) -> None:
    # Table 2 gives +1 under 8", Table 3 +1 under 14": a shot at exactly 8" or 14" takes the next
    # row. The examples' "4 and 8" and "6-14" only show that a closer row was lost.
    rows = {table.id: [tuple(row) for row in table.rows] for table in pagano.tables}
    assert rows["to-hit-range"][:3] == [('< 4"', "unknown (row lost)"), ('< 8"', "+1"), ('< 12"', "0")]
    assert rows["fire-effect-modifiers"][:3] == [
        ("Range", '< 6"', "unknown (row lost)"),
        ("Range", '< 14"', "+1"),
        ("Range", '< 30"', "0"),
    ]


def test_pagano_a_vehicle_that_does_nothing_in_its_move_is_stationary_too(pagano: Catalog) -> None:
    # Movement: a stationary marker goes to a vehicle that did nothing but pivot, so also to one
    # that did nothing at all; it then aims from overwatch (+2) and is a stationary target (+1).
    [movement] = [table for table in pagano.tables if table.id == "movement"]
    assert "no more than pivot, or nothing, gets a stationary marker" in movement.notes[0]


def test_pagano_reference_notes_name_the_table_they_mean(pagano: Catalog, tmp_path: Path) -> None:
    # The reference sheet packs the fire effect modifiers above the results, so "below" misled; and
    # Table 2's firer rows open after a line break where the text loses rows, so the moving-firer
    # row is lost, not left out by the author.
    out = tmp_path / "reference.pdf"
    write_reference(pagano, load_template(), out, reproducible=True)
    text = " ".join(" ".join(pages(out)).split())
    assert "a d10 of 6+ after the fire effect modifiers" in text
    assert "no row for it survives in Table 2" in text and "leaves it out" not in text


# Tank Attack, audited against its text ---------------------------------------------------------------------


def test_heavy_artillerys_cost_is_the_texts_not_an_assumption(tank_attack: Catalog) -> None:
    # Troop Definitions (Heavy Artillery) and Element Cost both give it: 3 AP plus 1 AP entrenched.
    heavy = next(e for e in tank_attack.elements if e.id == "heavy-artillery")
    assert heavy.cost == {"AP": 4} and "Element Cost" in heavy.source
    assert assumptions_of(heavy, tank_attack).all == ()
    assert any("plus the compulsory 1 AP entrenchment" in note for note in heavy.notes)


def test_dismounted_cavalry_is_based_with_a_horse_as_the_basing_table_says(tank_attack: Catalog) -> None:
    # Recommended Basing Conventions, Dismounted Cavalry: 2-3 figures and a horse (no holder figure).
    cavalry = next(e for e in tank_attack.elements if e.id == "cavalry")
    [dismounted] = [note for note in cavalry.notes if note.startswith("Dismounted")]
    assert dismounted.endswith("2-3 figures and a horse.") and "holder" not in dismounted


def test_a_minefields_good_going_places_are_the_texts_and_no_more(tank_attack: Catalog) -> None:
    # Troop Definitions and Deploying Minefields: before, in or behind wire, or a designated area;
    # neither says who designates it, so the note names no one.
    minefield = next(e for e in tank_attack.elements if e.id == "minefield")
    [where] = [note for note in minefield.notes if "good going" in note]
    assert "in front of it, within it or behind it" in where and "designated" in where
    assert "players" not in where


def test_tank_attacks_36_ap_is_called_a_recommendation_wherever_it_is_told(cli, tank_attack: Catalog) -> None:
    # Core Infantry Battalion and Cavalry Regiment: 36 AP is recommended, not required.
    assert "36 AP recommended" in " ".join(cli("catalogs", "tank-attack").out.split())
    [costs] = [table for table in tank_attack.tables if table.id == "costs"]
    assert all("36 AP" not in note or "recommended 36 AP" in note for note in costs.notes)


def test_tank_attacks_reference_marks_what_its_tables_assume(tank_attack: Catalog, tmp_path: Path) -> None:
    # Tactical Move Distances gives Minefields the Artillery row with "not affected by terrain", and
    # lists no AAA; Combat Outcome has no Gas row. The elements assume these; the sheet says so too.
    minefield = next(e for e in tank_attack.elements if e.id == "minefield")
    assert {minefield.stats[s] for s in ("move-road", "move-good", "move-bad", "move-river")} == {200}
    out = tmp_path / "reference.pdf"
    write_reference(tank_attack, load_template(), out, reproducible=True)
    text = " ".join(" ".join(pages(out)).split())
    assert (
        "Minefields, which ignore terrain, move 200p on any ground; AAA, not listed, moves as Artillery."
        in text
    )
    assert "AAA, not listed, has the Artillery range." in text
    assert "Gas Not given; armybuilder uses the Barrage's: no effect. Destroyed" in text
