"""`armybuilder catalogs import`: BattleScribe data (files written for these tests, one construct
each, in tests/data/battlescribe) made into catalogs every command reads, and a report that
names whatever was not taken whole."""

import json
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from armybuilder.battlescribe.importer import convert_files, import_into
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from tests.conftest import SHIPPED, Result

DATA = Path(__file__).resolve().parent / "data" / "battlescribe"
SYSTEM = DATA / "skirmish.gst"
RIFLES = DATA / "riflemen.cat"
REPORTED = DATA / "reported.cat"
COMPANY = "skirmish-test-rifle-company"


@pytest.fixture
def imported(tmp_path: Path) -> Path:
    out = tmp_path / "imported"
    report = import_into([SYSTEM, RIFLES, REPORTED], out)
    assert report.clean, report.written
    return out


def catalogs(folder: Path) -> CatalogSet:
    return CatalogSet([SHIPPED, folder])


def written(folder: Path, catalog_id: str) -> dict:
    return yaml.safe_load((folder / f"{catalog_id}.yaml").read_text())


def test_the_system_is_a_base_and_each_catalogue_extends_it(imported: Path) -> None:
    assert sorted(p.stem for p in imported.glob("*.yaml")) == [
        "skirmish-test",
        "skirmish-test-odd-company",
        COMPANY,
    ]
    assert written(imported, COMPANY)["extends"] == "skirmish-test"
    base = catalogs(imported).get("skirmish-test")
    assert [c.id for c in base.costs] == ["points"] and base.costs[0].limits[0].value == 50
    assert {c.id for c in base.categories} >= {"infantry", "support"}
    assert [(s.id, s.name, s.group) for s in base.stats] == [
        ("troop-move", "Move", "Troop"),
        ("troop-shots", "Shots", "Troop"),
    ]
    assert [(n.about, n.text) for n in base.assumed] == [("Tough", "Ignores the first hit each turn.")]


def test_a_unit_becomes_an_element_type_with_costs_stats_and_source(imported: Path) -> None:
    company = catalogs(imported).get(COMPANY)
    rifles = next(e for e in company.elements if e.id == "riflemen")
    assert rifles.name == "Riflemen" and rifles.category == "infantry"
    assert rifles.cost == {"points": 5}
    assert rifles.stats == {"troop-move": 6, "troop-shots": "2 dice"}
    assert rifles.source == "Skirmish Test Rules, p. 12"
    assert rifles.notes == ["Tough"]
    assert rifles.import_ids == ["se-rifles"]
    gun = next(e for e in company.elements if e.id == "field-gun")
    assert gun.source == "riflemen.cat, entry se-gun"  # no publication: the file and the entry


def test_shared_entries_stay_shared(imported: Path) -> None:
    company = catalogs(imported).get(COMPANY)
    groups = {e.id: e.option_groups for e in company.elements}
    assert groups == {"riflemen": ["riflemen-options", "grenades", "drill"], "field-gun": ["grenades"]}
    texts = {p.stem: p.read_text() for p in imported.glob("*.yaml")}
    assert [stem for stem, text in texts.items() if "up-grenades" in text] == ["skirmish-test"]


def test_a_group_of_exactly_one_is_a_choice_of_one_with_its_default(imported: Path) -> None:
    drill = next(g for g in catalogs(imported).get(COMPANY).option_groups if g.id == "drill")
    assert drill.choose == "one" and drill.default == "steady"
    assert [(o.id, o.cost) for o in drill.options] == [("steady", {}), ("eager", {"points": 2})]


def test_constraints_are_checked_as_count_rules(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    roster = tmp_path / "patrol.yaml"
    roster.write_text(
        f"format: 1\nsystem: {COMPANY}\nname: Patrol\nunits:\n"
        "  - {element: riflemen, count: 4, options: [grenades]}\n"
        "  - {element: field-gun, count: 2}\n"
    )
    result = cli("check", roster, "--catalogs", imported, "--format", "json")
    found = json.loads(result.out)[0]
    assert result.code == 1
    assert found["costs"] == {"points": 40} and found["limit"] == {"points": 50}
    assert sorted((e["code"], e["where"]) for e in found["errors"]) == [
        ("category.too-many", "units[1]"),
        ("entry.too-many", "units[0]"),
    ]


def test_what_is_not_taken_whole_is_reported(tmp_path: Path) -> None:
    report = import_into([SYSTEM, RIFLES, REPORTED], tmp_path)
    short = {(t.file, t.entry, t.construct, t.status, t.reason) for t in report.short}
    assert short == {
        ("reported.cat", "Platoon", "modifier", "not converted", "modifier"),
        ("reported.cat", "Platoon", "constraint", "not converted", "constraint-scope"),
        ("reported.cat", "Scout", "modifier", "not converted", "modifier"),  # in a modifier group
        ("reported.cat", "Ghost", "selection entry", "in part", "hidden"),  # hidden, and no condition
    }
    odd = catalogs(tmp_path).get("skirmish-test-odd-company")
    assert {e.id: e.cost for e in odd.elements} == {
        "platoon": {"points": 2},
        "squad": {"points": 3},
        "scout": {"points": 4},  # priced by the link that offers it
        "ghost": {"points": 1},
    }


def test_ids_are_the_same_on_every_import(tmp_path: Path) -> None:
    import_into([SYSTEM, RIFLES, REPORTED], tmp_path / "a")
    import_into([SYSTEM, REPORTED, RIFLES], tmp_path / "b")  # another order, and alone
    import_into([SYSTEM, RIFLES], tmp_path / "c")
    for stem in ("skirmish-test", COMPANY):
        first = (tmp_path / "a" / f"{stem}.yaml").read_text()
        assert first == (tmp_path / "b" / f"{stem}.yaml").read_text()
        assert first == (tmp_path / "c" / f"{stem}.yaml").read_text()


def test_zipped_files_import_as_their_xml(tmp_path: Path) -> None:
    zipped = tmp_path / "riflemen.catz"
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(RIFLES, "riflemen.cat")
    made = {catalog_id for catalog_id, _, _ in convert_files([SYSTEM, zipped]).catalogs}
    assert made == {"skirmish-test", COMPANY}


def test_a_link_to_a_catalogue_not_given_is_named(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        convert_files([SYSTEM, DATA / "linking.cat"])
    assert caught.value.file.endswith("linking.cat")
    assert "`Armoury Library` (id cat-lib-9)" in caught.value.message


def test_a_catalogue_needs_its_game_system(tmp_path: Path) -> None:
    with pytest.raises(InputError) as caught:
        convert_files([RIFLES])
    assert "no game system" in caught.value.message


def test_the_command_writes_lints_and_every_command_finds_them(
    tmp_path: Path, cli: Callable[..., Result], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "mine"
    result = cli("catalogs", "import", SYSTEM, RIFLES, REPORTED, "-o", out)
    assert result.code == 0, result.err
    assert f"wrote {out / (COMPANY + '.yaml')}: 2 element types, extends skirmish-test; lint ok" in result.out
    assert "reported.cat: Platoon: modifier not converted" in result.out
    monkeypatch.setenv("ARMYBUILDER_CATALOGS", str(out))
    listed = cli("catalogs")
    assert COMPANY in listed.out and "Skirmish Test: Rifle Company" in listed.out


def test_a_file_that_is_no_battlescribe_data_is_named_before_any_is_read(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    """`catalogs import data/* -o mine` takes the data's README too: named as no data, not as broken XML."""
    readme = tmp_path / "README.md"
    readme.write_text("# The data\n")
    result = cli("catalogs", "import", SYSTEM, RIFLES, readme, "-o", tmp_path / "mine")
    assert result.code != 0 and "README.md" in result.err and "not BattleScribe data" in result.err
    assert "XML" not in result.err and not (tmp_path / "mine").exists()


def test_the_command_asks_for_files_and_a_folder(cli: Callable[..., Result]) -> None:
    result = cli("catalogs", "import", SYSTEM)
    assert result.code == 2 and "-o DIR" in result.err


PATROL_YAML = f"""\
format: 1
system: {COMPANY}
name: Patrol
limit: 50
units:
  - element: field-gun
  - element: riflemen
    options: [steady]
  - element: riflemen
    options: [eager, grenades]
"""


def checked(cli: Callable[..., Result], path: Path, folder: Path) -> dict:
    return json.loads(cli("check", path, "--catalogs", folder, "--format", "json").out)[0]


def test_a_battlescribe_roster_reads_as_the_same_roster(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    ours = tmp_path / "patrol.yaml"
    ours.write_text(PATROL_YAML)
    zipped = tmp_path / "patrol.rosz"
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:  # as BattleScribe saves one
        archive.write(DATA / "patrol.ros", "patrol.ros")
    expected = checked(cli, ours, imported)
    for path in (DATA / "patrol.ros", zipped):
        found = checked(cli, path, imported)
        assert found["fingerprint"] == expected["fingerprint"]
        assert (found["system"], found["name"], found["costs"], found["limit"]) == (
            COMPANY,
            "Patrol",
            {"points": 21},
            {"points": 50},
        )
        assert [w["code"] for w in found["warnings"]] == ["file.battlescribe", "cost.under-limit"]


def test_recorded_costs_that_differ_from_ours_are_a_warning(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    roster = tmp_path / "patrol.ros"
    roster.write_text((DATA / "patrol.ros").read_text().replace('value="21.0"', 'value="24.0"', 1))
    found = checked(cli, roster, imported)
    recorded = [w for w in found["warnings"] if w["code"] == "cost.recorded"]
    assert [w["message"] for w in recorded] == ["the file records 24 Points; armybuilder counts 21"]


def test_a_selection_no_catalog_knows_is_kept_and_reported(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    roster = tmp_path / "patrol.ros"
    roster.write_text((DATA / "patrol.ros").read_text().replace('entryId="se-gun"', 'entryId="se-mortar"'))
    found = checked(cli, roster, imported)
    assert [(e["code"], e["where"]) for e in found["errors"]] == [("element.unknown", "units[2]")]


def test_a_roster_of_a_catalogue_not_imported_names_it(tmp_path: Path, cli: Callable[..., Result]) -> None:
    found = checked(cli, DATA / "patrol.ros", tmp_path)
    assert found["valid"] is False
    assert "BattleScribe catalogue `Rifle Company` (id cat-0001)" in found["errors"][0]["message"]


THEATRES = "skirmish-test-theatre-company"


def test_set_hidden_on_one_selection_is_availability_behind_a_roster_option(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    report = import_into([SYSTEM, DATA / "theatres.cat"], tmp_path / "out")
    catalog = catalogs(tmp_path / "out").get(THEATRES)
    assert [(o.id, o.kind, o.import_ids) for o in catalog.options] == [
        ("desert", "flag", ["up-desert"]),
        ("winter", "flag", ["up-winter"]),
    ]
    offered = {e.id: e.when for e in catalog.elements}
    assert offered["desert-rats"] == {"desert": True}  # hidden but for Desert
    assert offered["ski-troops"] == {"winter": True}  # hidden without Winter
    assert offered["infantry"] == {}  # its condition is of two selections: reported, not taken
    short = {(t.entry, t.construct, t.reason, dict(t.values)["field"]) for t in report.short}
    assert short == {
        ("Infantry", "modifier", "modifier", "hidden"),
    }
    roster = tmp_path / "desert.yaml"
    roster.write_text(f"format: 1\nsystem: {THEATRES}\nname: D\nunits:\n  - {{element: desert-rats}}\n")
    found = checked(cli, roster, tmp_path / "out")
    assert [(e["code"], e["where"]) for e in found["errors"]] == [("element.unavailable", "units[0]")]
    assert "Desert: yes" in found["errors"][0]["hint"]
    roster.write_text(roster.read_text().replace("name: D\n", "name: D\noptions: {desert: true}\n"))
    assert checked(cli, roster, tmp_path / "out")["errors"] == []


def test_a_limit_changed_under_one_selection_holds_as_changed_behind_its_option(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    import_into([SYSTEM, DATA / "theatres.cat"], tmp_path / "out")
    roster = tmp_path / "infantry.yaml"
    roster.write_text(
        f"format: 1\nsystem: {THEATRES}\nname: I\nunits:\n  - {{element: infantry, count: 4}}\n"
    )
    found = checked(cli, roster, tmp_path / "out")
    assert [e["message"] for e in found["errors"]] == ["4 Infantry; at most 2"]
    roster.write_text(roster.read_text().replace("name: I\n", "name: I\noptions: {desert: true}\n"))
    assert checked(cli, roster, tmp_path / "out")["errors"] == []
    roster.write_text(roster.read_text().replace("count: 4", "count: 5"))
    assert [e["message"] for e in checked(cli, roster, tmp_path / "out")["errors"]] == [
        "5 Infantry; at most 4"
    ]


def test_a_battlescribe_roster_sets_the_option_of_the_selection_it_took(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    import_into([SYSTEM, DATA / "theatres.cat"], tmp_path / "out")
    roster = tmp_path / "desert.ros"
    roster.write_text(
        '<?xml version="1.0"?><roster id="r" name="D" gameSystemId="sys-0001" '
        'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces>'
        '<force id="f" name="Patrol" entryId="force-patrol" catalogueId="cat-0004"><selections>'
        '<selection id="s1" name="Theatre" entryId="se-theatre" number="1" type="upgrade"><selections>'
        '<selection id="s2" name="Desert" entryId="up-desert" number="1" type="upgrade"/></selections></selection>'
        '<selection id="s3" name="Desert Rats" entryId="se-desert-rats" number="1" type="unit"/>'
        "</selections></force></forces></roster>"
    )
    found = checked(cli, roster, tmp_path / "out")
    assert found["errors"] == [] and found["options"] == {"desert": True, "winter": False}


def test_a_written_catalog_reads_back_as_its_data_whatever_the_texts_hold() -> None:
    from armybuilder.battlescribe.importer import catalog_text

    texts = [
        'x\x85y\x7f\u2028\u2029 "q" \\ tab\t nl\n é 😀 \ufeff',
        "x: y",
        "- z",
        "#c",
        "*a",
        "&b",
        "!t",
        "%p",
    ]
    texts += ["@", "`", "yes", "no", "null", "1", "0x1f", "", " "]
    data = {"texts": texts, "numbers": [1, 2.5, 1e16, 1e-7, -3e20], "more": [True, None, {}, []], "a key": 1}
    data["nested"] = {"d": [{"e": 1, "f": [{"g": 2}]}]}
    assert yaml.safe_load(catalog_text("odd\nname.cat", data)) == data


def test_a_cost_changed_under_one_selection_is_the_cost_behind_its_option(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    import_into([SYSTEM, DATA / "theatres.cat"], tmp_path / "out")
    infantry = next(e for e in catalogs(tmp_path / "out").get(THEATRES).elements if e.id == "infantry")
    assert infantry.cost == {"points": 4}
    assert [(r.when, r.cost) for r in infantry.cost_when] == [({"winter": True}, {"points": 5})]
    roster = tmp_path / "infantry.yaml"
    roster.write_text(
        f"format: 1\nsystem: {THEATRES}\nname: I\nunits:\n  - {{element: infantry, count: 2}}\n"
    )
    assert checked(cli, roster, tmp_path / "out")["costs"] == {"points": 8}
    roster.write_text(roster.read_text().replace("name: I\n", "name: I\noptions: {winter: true}\n"))
    assert checked(cli, roster, tmp_path / "out")["costs"] == {"points": 10}


def test_a_cost_that_options_change_is_not_taken_from_an_evaluation_under_other_options(
    tmp_path: Path,
) -> None:
    """The engine remembers resolved entries between evaluations (the editor's): a changed option
    must still change the cost of the very same entry."""
    from armybuilder.engine import evaluate
    from armybuilder.schema.roster import Roster

    import_into([SYSTEM, DATA / "theatres.cat"], tmp_path / "out")
    catalog = catalogs(tmp_path / "out").get(THEATRES)
    units = [{"element": "infantry", "count": 2}]
    roster = Roster.model_validate({"format": 1, "system": THEATRES, "name": "I", "units": units})
    assert evaluate(roster, catalog).costs == {"points": 8}
    winter = roster.model_copy(update={"options": {"winter": True}})
    assert evaluate(winter, catalog).costs == {"points": 10}
    assert evaluate(roster, catalog).costs == {"points": 8}


def test_the_editor_opens_a_battlescribe_roster_as_a_new_roster_never_to_be_saved_over(
    imported: Path,
) -> None:
    from armybuilder.tui.opening import open_file

    document = open_file(catalogs(imported), DATA / "patrol.ros", shown=str)
    assert document.path is None and document.saved is None  # saving asks where: the .ros stays
    assert [unit.element for unit in document.roster.units] == ["riflemen", "riflemen", "field-gun"]


def test_a_folder_of_lists_takes_the_battlescribe_rosters_in_it(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    with zipfile.ZipFile(inbox / "patrol.rosz", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(DATA / "patrol.ros", "patrol.ros")
    (inbox / "patrol.ros").write_bytes((DATA / "patrol.ros").read_bytes())
    found = json.loads(cli("check", inbox, "--catalogs", imported, "--format", "json").out)
    assert [(Path(f["file"]).name, f["valid"]) for f in found] == [
        ("patrol.ros", True),
        ("patrol.rosz", True),
    ]


def test_a_categorys_own_limit_is_a_count_rule(
    imported: Path, tmp_path: Path, cli: Callable[..., Result]
) -> None:
    rules = [c for c in catalogs(imported).get("skirmish-test").constraints if c.id == "support-max"]
    assert [(r.code, r.select.categories, r.max) for r in rules] == [("category.too-many", ["support"], 2)]


def test_ids_of_long_names_that_meet_stay_within_an_ids_length() -> None:
    from armybuilder.battlescribe.data import Ids

    ids = Ids()
    name, data_id = "A very long entry name " * 5, "x" * 200
    made = [ids.take(name, data_id) for _ in range(4)]
    assert len(set(made)) == 4 and max(map(len, made)) <= 80


def test_a_catalogue_that_links_a_library_includes_it_rather_than_copying_it(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    report = import_into([SYSTEM, DATA / "linking.cat", DATA / "armoury.cat"], tmp_path)
    assert report.clean and report.short == []
    assert written(tmp_path, "skirmish-test-linking-company")["includes"] == ["skirmish-test-armoury-library"]
    text = (tmp_path / "skirmish-test-linking-company.yaml").read_text()
    assert "se-sniper" not in text and "Telescopic Sight" not in text  # the library's, not copied
    linking = catalogs(tmp_path).get("skirmish-test-linking-company")
    sniper = next(e for e in linking.elements if e.id == "sniper")
    assert (sniper.name, sniper.cost, sniper.option_groups) == ("Sniper", {"points": 5}, ["scopes"])
    scopes = [g for g in linking.option_groups if g.id == "scopes"]
    assert [[o.id for o in g.options] for g in scopes] == [["telescopic-sight"]]
    assert [e.cost for e in catalogs(tmp_path).get("skirmish-test-armoury-library").elements] == [
        {"points": 3}
    ]
    roster = tmp_path / "snipers.yaml"
    roster.write_text(
        "format: 1\nsystem: skirmish-test-linking-company\nname: S\nunits:\n"
        "  - {element: sniper, options: [telescopic-sight]}\n  - {element: spotter}\n"
    )
    found = checked(cli, roster, tmp_path)
    assert found["errors"] == [] and found["costs"] == {"points": 8}


@pytest.mark.parametrize(
    ("options", "found"), [([], "at least 1"), (["smoke", "mirror", "whistle"], "at most 2")]
)
def test_a_groups_min_and_max_are_the_option_groups_own(
    tmp_path: Path, cli: Callable[..., Result], options: list[str], found: str
) -> None:
    import_into([SYSTEM, REPORTED], tmp_path)
    tricks = next(
        g for g in catalogs(tmp_path).get("skirmish-test-odd-company").option_groups if g.id == "tricks"
    )
    assert (tricks.choose, tricks.min, tricks.max) == ("any", 1, 2)
    roster = tmp_path / "ghost.yaml"
    unit = {"element": "ghost", "options": options}
    roster.write_text(f"format: 1\nsystem: skirmish-test-odd-company\nname: G\nunits: [{json.dumps(unit)}]\n")
    errors = checked(cli, roster, tmp_path)["errors"]
    assert [e["code"] for e in errors] == ["option.count"] and found in errors[0]["message"]
    unit["options"] = ["smoke"]
    roster.write_text(f"format: 1\nsystem: skirmish-test-odd-company\nname: G\nunits: [{json.dumps(unit)}]\n")
    assert checked(cli, roster, tmp_path)["errors"] == []


def test_two_catalogues_of_one_name_get_catalogs_of_their_own(tmp_path: Path) -> None:
    copy = tmp_path / "copy.cat"
    copy.write_text(RIFLES.read_text().replace('id="cat-0001"', 'id="cat-0009"'))
    report = import_into([SYSTEM, RIFLES, copy], tmp_path / "out")
    assert sorted(p.stem for p in (tmp_path / "out").glob("*.yaml")) == [
        "skirmish-test",
        COMPANY,
        f"{COMPANY}-cat",  # with the start of its data id
    ]
    assert [(t.file, t.reason) for t in report.short] == [("copy.cat", "same-name")]


def test_the_report_says_a_shortfall_met_again_once_with_how_often() -> None:
    from armybuilder.battlescribe.report import ImportReport
    from armybuilder.present.battlescribe import import_lines

    report = ImportReport()
    for _ in range(2):  # a unit linked from a vehicle's driver and navigator groups alike
        report.add("a.cat", "Rig", "entry link", "not converted", "missing-target", target="granny-1")
    report.add("a.cat", "Rig", "modifier", "not converted", "modifier", type="set", field="name")
    shown = [line for line in import_lines(report) if line.startswith("  a.cat")]
    assert shown == [
        "  a.cat: Rig: entry link not converted: links granny-1, which no file given holds (2 times)",
        "  a.cat: Rig: modifier not converted: a modifier (set name) under conditions, imported without it",
    ]


def test_units_inside_an_entry_make_its_formation_and_come_only_inside_one(
    tmp_path: Path, cli: Callable[..., Result]
) -> None:
    import_into([SYSTEM, REPORTED], tmp_path)
    odd = catalogs(tmp_path).get("skirmish-test-odd-company")
    [platoon] = odd.formations
    assert [(s.element, s.min, s.max) for s in platoon.slots] == [("platoon", 1, 1), ("squad", 0, None)]
    roster = tmp_path / "squads.yaml"
    roster.write_text("format: 1\nsystem: skirmish-test-odd-company\nname: S\nunits:\n  - {element: squad}\n")
    assert [e["code"] for e in checked(cli, roster, tmp_path)["errors"]] == ["entry.outside"]
    saved = tmp_path / "platoon.ros"  # as BattleScribe saves a platoon with two squads in it
    saved.write_text(
        '<?xml version="1.0"?><roster id="r" name="P" gameSystemId="sys-0001" '
        'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces>'
        '<force id="f" name="Patrol" entryId="force-patrol" catalogueId="cat-0002"><selections>'
        '<selection id="s1" name="Platoon" entryId="se-platoon" number="1" type="unit"><selections>'
        '<selection id="s2" name="Squad" entryId="se-squad" number="2" type="model"/>'
        "</selections></selection></selections></force></forces></roster>"
    )
    found = checked(cli, saved, tmp_path)
    assert found["errors"] == [] and found["costs"] == {"points": 8}
    ours = tmp_path / "platoon.yaml"
    ours.write_text(
        "format: 1\nsystem: skirmish-test-odd-company\nname: P\nunits:\n  - formation: platoon\n"
        "    elements: [{element: platoon}, {element: squad, count: 2}]\n"
    )
    assert checked(cli, ours, tmp_path)["fingerprint"] == found["fingerprint"]


def test_info_groups_give_their_profiles_and_rules_and_a_loop_of_them_ends(tmp_path: Path) -> None:
    report = import_into([SYSTEM, DATA / "briefing.cat"], tmp_path)
    assert report.clean
    briefed = {e.id: e for e in catalogs(tmp_path).get("skirmish-test-briefed-company").elements}
    for unit in ("scouts", "outriders"):  # linked, and inside a group the entry holds itself
        assert briefed[unit].stats == {"troop-move": 8, "troop-shots": 1}
        assert briefed[unit].notes == ["Tough", "Keen Eyes: Sees through smoke."]
    # A link to what no info link can name (an entry) is said; a group met again adds nothing.
    assert [(t.entry, t.construct, t.reason, dict(t.values)) for t in report.short] == [
        ("Outriders", "info link", "not-info", {"target": "se-scouts", "tag": "selectionEntry"})
    ]


def test_info_groups_nested_past_the_limit_are_reported_not_followed(tmp_path: Path) -> None:
    from armybuilder.battlescribe.convert import MAX_INFO_DEPTH

    levels = MAX_INFO_DEPTH + 5  # each group holds the next: a file may nest them without end
    nested = ""
    for level in reversed(range(levels)):
        nested = (
            f'<infoGroup id="g{level}" name="Level {level}"><infoGroups>{nested}</infoGroups></infoGroup>'
        )
    deep = tmp_path / "deep.cat"
    deep.write_text(
        '<catalogue id="cat-0006" name="Deep" gameSystemId="sys-0001" '
        'xmlns="http://www.battlescribe.net/schema/catalogueSchema"><selectionEntries>'
        f'<selectionEntry id="se-deep" name="Deep" type="unit"><infoGroups>{nested}</infoGroups>'
        "</selectionEntry></selectionEntries></catalogue>"
    )
    report = import_into([SYSTEM, deep], tmp_path / "out")
    assert report.clean
    assert [(t.construct, dict(t.values)) for t in report.short] == [
        ("info group", {"group": f"Level {MAX_INFO_DEPTH}", "most": str(MAX_INFO_DEPTH)})
    ]


@pytest.mark.parametrize(
    ("sizes", "errors"),
    [
        (["2x-tanks"], []),
        ([], ["formation.composition"]),
        (["2x-tanks", "3x-tanks"], ["formation.composition"]),
    ],
)
def test_a_group_of_units_is_one_formation_slot_of_the_groups_bounds(
    tmp_path: Path, cli: Callable[..., Result], sizes: list[str], errors: list[str]
) -> None:
    report = import_into([SYSTEM, DATA / "sizes.cat"], tmp_path)
    assert report.clean and report.short == []
    [troop] = catalogs(tmp_path).get("skirmish-test-sized-company").formations
    assert [(s.element, s.select and s.select.elements, s.label, s.min, s.max) for s in troop.slots] == [
        ("tank-troop", None, "", 1, 1),
        (None, ["2x-tanks", "3x-tanks"], "2x Tanks / 3x Tanks", 1, 1),
    ]
    roster = tmp_path / "troop.yaml"
    members = [{"element": "tank-troop"}] + [{"element": size} for size in sizes]
    roster.write_text(
        "format: 1\nsystem: skirmish-test-sized-company\nname: T\nunits:\n"
        f"  - formation: tank-troop\n    elements: {json.dumps(members)}\n"
    )
    assert [e["code"] for e in checked(cli, roster, tmp_path)["errors"]] == errors
