"""User catalogs: the search path, and `extends:` to add to or change a shipped catalog."""

import json
import re
from pathlib import Path

import pytest

from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from tests.conftest import SHIPPED

HOUSE_RULES = """\
id: tank-attack
extends: tank-attack
revision: 2
changes:
  2: House rules - Scouts cost 1 AP, a Whippet tank, no Air Aces.
elements:
  - id: scout
    cost: {AP: 1}
  - id: whippet
    name: Whippet
    category: mounted
    cost: {AP: 3}
    source: House rules
remove:
  elements: [air-ace]
"""

ROSTER = """\
format: 1
system: tank-attack
name: House
units:
  - element: rifles
    general: true
  - formation: infantry-battalion
    elements: [{element: rifles, count: 4}, {element: machinegun}]
  - element: whippet
  - element: scout
  - element: air-ace
"""


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text)
    return folder / name


def test_extending_catalog_adds_changes_and_removes(tmp_path: Path) -> None:
    _write(tmp_path / "mine", "tank-attack.yaml", HOUSE_RULES)
    catalog = CatalogSet([SHIPPED, tmp_path / "mine"]).get("tank-attack")
    elements = {e.id: e for e in catalog.elements}
    assert elements["scout"].cost == {"AP": 1} and elements["scout"].name == "Scout"
    assert "whippet" in elements and "air-ace" not in elements
    assert catalog.revision == 2 and len(catalog.tables) > 5


@pytest.mark.parametrize("how", ["option", "environment", "user-data"])
def test_check_finds_user_catalogs_on_each_part_of_the_search_path(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    roster = _write(tmp_path, "house.yaml", ROSTER)
    if how == "option":
        _write(tmp_path / "mine", "tank-attack.yaml", HOUSE_RULES)
        args = ["--catalogs", str(tmp_path / "mine")]
    elif how == "environment":
        _write(tmp_path / "mine", "tank-attack.yaml", HOUSE_RULES)
        monkeypatch.setenv("ARMYBUILDER_CATALOGS", str(tmp_path / "mine"))
        args = []
    else:
        from armybuilder.files.places import user_data

        _write(user_data() / "catalogs", "tank-attack.yaml", HOUSE_RULES)
        args = []
    [report] = json.loads(cli("check", roster, "--format", "json", *args).out)
    assert report["costs"] == {"AP": 13 + 3 + 1}
    assert [(e["code"], e["where"]) for e in report["errors"]] == [("element.unknown", "units[4]")]


def test_a_new_system_may_extend_another(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "tank-attack-lite.yaml",
        "id: tank-attack-lite\nextends: tank-attack\nname: Tank Attack Lite\n",
    )
    found = CatalogSet([SHIPPED, tmp_path])
    assert found.get("tank-attack-lite").name == "Tank Attack Lite"
    assert found.get("tank-attack").name == "Tank Attack"


def test_extends_errors_are_clear(tmp_path: Path) -> None:
    _write(tmp_path, "a.yaml", "id: a\nextends: b\n")
    _write(tmp_path, "b.yaml", "id: b\nextends: a\n")
    _write(tmp_path, "c.yaml", "id: c\nextends: nowhere\n")
    found = CatalogSet([tmp_path])
    with pytest.raises(InputError, match="leads back to this catalog"):
        found.get("a")
    with pytest.raises(InputError, match="no catalog `nowhere` comes before"):
        found.get("c")


def test_a_broken_user_catalog_is_reported_not_raised(tmp_path: Path, cli) -> None:
    _write(tmp_path / "mine", "tank-attack.yaml", "id: tank-attack\nextends: tank-attack\nelements: 5\n")
    roster = _write(tmp_path, "house.yaml", ROSTER)
    [report] = json.loads(cli("check", roster, "--format", "json", "--catalogs", tmp_path / "mine").out)
    assert report["errors"][0]["code"] == "catalog.invalid"
    assert "elements: expected a list" in report["errors"][0]["message"]


EQUIPMENT = """\
id: wtj-1916
extends: wtj-1916
revision: 2
changes:
  2: My equipment lists - an FWD lorry, class 11 guns, horse teams that tow class 6.
option_groups:
  - id: large-gun-class
    options:
      - {id: class-11, name: Class 11, stats: {gun-class: 11}}
elements:
  - id: horse-team
    stats: {tow-class: 6}
    assumed: []
  - id: fwd-lorry
    name: FWD lorry
    category: transport
    tags: [tow, transport]
    stats: {movement: Wheeled, tow-class: 6, carries: 2, tows: 1}
    source: My equipment list
"""

COLUMN = """\
format: 1
system: wtj-1916
name: Siege Train
units:
  - formation: infantry-regiment
    elements:
      - element: regimental-command
      - {element: infantry, count: 2, links: {carried-by: fwd-1}}
  - {element: fwd-lorry, id: fwd-1}
  - {element: large-gun, options: [class-11], links: {towed-by: fwd-1}}
  - {element: medium-gun, options: [class-6], links: {towed-by: team-1}}
  - {element: horse-team, id: team-1}
"""


def test_a_player_adds_equipment_from_their_own_lists(tmp_path: Path, cli) -> None:
    """The 1916 catalog leaves classes and capacities to the player's lists: extends adds them."""
    _write(tmp_path / "mine", "wtj-1916.yaml", EQUIPMENT)
    roster = _write(tmp_path, "siege.yaml", COLUMN)
    [report] = json.loads(cli("check", roster, "--format", "json", "--catalogs", tmp_path / "mine").out)
    # The class 6 gun now fits the re-rated horse team; the class 11 gun is too big for the lorry.
    assert [(e["code"], e["where"], e["message"]) for e in report["errors"]] == [
        (
            "link.size",
            "units[2].links.towed-by",
            "Large gun (Gun class 11) is too big for FWD lorry, which takes up to 6",
        )
    ]
    assert report["warnings"] == []
    shown = cli("show", roster, "--catalogs", tmp_path / "mine").out
    assert "Horse team and limber: Tows class 5" not in shown


# The catalogs manual's example: a player adds vehicles to pagano-armour, whose rule text lists only three.
MY_VEHICLES = """\
id: pagano-armour
extends: pagano-armour
elements:
  - id: tiger-i                # fill in what the rule text leaves unknown
    stats: {from: 1942, to: 1945}
  - id: puma                   # a vehicle of your own
    name: Puma
    category: armoured-car     # tank, sp-gun or armoured-car
    tags: [recon]              # heavy or recon: may form a platoon of 2-3
    stats: {mp: 10, gun: 50, gun-type: L, double-rof: false,
            armour-front: -1, armour-side: -3, armour-rear: -3,
            weight: L, from: 1943, to: 1945, nation: German, side: Axis}
    source: my copy of the vehicle specifications
"""

RECON_ROSTER = """\
format: 1
system: pagano-armour
name: Recon in force
options: {side: Axis, year: 1943}
units:
  - formation: recon-platoon
    elements: [{element: puma, count: 2}]
  - formation: heavy-platoon
    elements: [{element: tiger-i, count: 2}]
"""


def test_a_player_adds_vehicles_to_pagano_armour_and_fills_in_unknowns(tmp_path: Path, cli) -> None:
    mine = _write(tmp_path / "mine", "pagano-armour.yaml", MY_VEHICLES)
    assert cli("lint", mine).code == 0
    vehicles = {e.id: e for e in CatalogSet([SHIPPED, tmp_path / "mine"]).get("pagano-armour").elements}
    assert vehicles["tiger-i"].stats["armour-side"] == -2, "the shipped fields stay"
    assert (vehicles["tiger-i"].stats["from"], vehicles["tiger-i"].stats["to"]) == (1942, 1945)
    assert vehicles["puma"].tags == ["recon"] and vehicles["pz-iv"].stats["mp"] == 6

    roster = _write(tmp_path, "recon.yaml", RECON_ROSTER)
    [report] = json.loads(cli("check", roster, "--format", "json", "--catalogs", tmp_path / "mine").out)
    assert report["valid"] and report["warnings"] == []
    shown = cli("show", roster, "--catalogs", tmp_path / "mine").out
    assert "Reconnaissance platoon" in shown
    # The gun in mm, as the sheet gives it: the 'Gun' heading names no unit.
    assert re.search(r"Puma +2 +10 +50 mm +L +no +-1 +-3 +-3 +L\n", shown)

    early = _write(tmp_path, "early.yaml", RECON_ROSTER.replace("year: 1943", "year: 1941"))
    [report] = json.loads(cli("check", early, "--format", "json", "--catalogs", tmp_path / "mine").out)
    assert report["valid"], "years are when a vehicle was mainly used: outside them is a warning"
    assert [(w["code"], w["message"]) for w in report["warnings"]] == [
        ("vehicle.year", "Puma was mainly in action 1943-1945, not in 1941"),
        ("vehicle.year", "Tiger I was mainly in action 1942-1945, not in 1941"),
    ]


def test_without_the_players_catalog_the_vehicle_is_unknown_and_the_hint_says_how_to_add_it(
    tmp_path: Path, cli
) -> None:
    roster = _write(tmp_path, "recon.yaml", RECON_ROSTER)
    [report] = json.loads(cli("check", roster, "--format", "json").out)
    unknown = [e for e in report["errors"] if e["code"] == "element.unknown"]
    assert [e["where"] for e in unknown] == ["units[0].elements[0]"]
    assert "add yours in a catalog that extends pagano-armour" in unknown[0]["hint"]
    assert [(w["code"], w["where"]) for w in report["warnings"]] == [
        ("platoon.size", "units[0]"),
        ("vehicle.year-unknown", "units[1].elements[0]"),
    ], "the unknown Puma fills no place; the shipped Tiger I gives no years"


def test_an_id_that_is_not_text_is_a_schema_error_not_a_crash(tmp_path: Path, cli) -> None:
    _write(
        tmp_path / "mine",
        "tank-attack.yaml",
        "id: tank-attack\nextends: tank-attack\nelements:\n  - {id: [tank]}\n",
    )
    result = cli("lint", tmp_path / "mine" / "tank-attack.yaml", "--catalogs", tmp_path / "mine")
    assert result.code == 1 and "expected text, got a list" in result.out and "Traceback" not in result.err


def test_the_manuals_house_rules_example_lints_clean(tmp_path: Path, cli) -> None:
    """Removing an element also drops the reference rows that name only it."""
    manual = (SHIPPED.parent / "docs" / "catalogs.md").read_text()
    start = manual.index("# ~/.local/share/armybuilder/catalogs/tank-attack.yaml")
    catalog = tmp_path / "tank-attack.yaml"
    catalog.write_text(manual[start : manual.index("```", start)])
    result = cli("lint", catalog)
    assert result.code == 0 and "0 error(s), 0 warning(s)" in result.out, result.out
    merged = CatalogSet([SHIPPED, tmp_path]).get("tank-attack")
    assert not any(
        "air-ace" in row.applies_to for t in merged.tables for row in t.rows if hasattr(row, "applies_to")
    )


def test_problems_in_an_extending_catalog_point_at_their_own_lines(tmp_path: Path, cli) -> None:
    catalog = tmp_path / "pagano-armour.yaml"
    catalog.write_text(
        "id: pagano-armour\n"
        "extends: pagano-armour\n"
        "elements:\n"
        "  - id: puma\n"
        "    name: Puma\n"
        "    categroy: armoured-car\n"
        "    source: mine\n"
        "formations:\n"
        "  - id: heavy-platoon\n"
        "    slots:\n"
        "      - {element: tigr-i, min: 2, max: 3}\n"
    )
    result = cli("lint", catalog)
    assert f"{catalog}:6:5: error [file.schema] elements[3].categroy: unknown key `categroy`" in result.out
    catalog.write_text(catalog.read_text().replace("categroy", "category"))
    result = cli("lint", catalog)
    assert (
        f"{catalog}:11:19: error [lint.reference] formations[1].slots[0].element: unknown element `tigr-i`"
        in (result.out)
    )


LIBRARY = """\
id: tank-library
extends: tank-attack
name: Tank library
elements:
  - {id: whippet, name: Whippet, category: mounted, cost: {AP: 3}, source: House rules}
"""


def test_a_catalog_includes_the_entries_of_another_keeping_its_own_name(tmp_path: Path) -> None:
    _write(tmp_path / "mine", "tank-library.yaml", LIBRARY)
    _write(
        tmp_path / "mine", "my-tanks.yaml", "id: my-tanks\nextends: tank-attack\nincludes: [tank-library]\n"
    )
    catalog = CatalogSet([SHIPPED, tmp_path / "mine"]).get("my-tanks")
    assert catalog.name == "Tank Attack" and catalog.id == "my-tanks"  # its own (from what it extends)
    assert {"whippet", "rifles"} <= {e.id for e in catalog.elements}


def test_a_loop_of_includes_is_refused(tmp_path: Path) -> None:
    _write(tmp_path / "mine", "a.yaml", "id: a\nextends: tank-attack\nincludes: [b]\n")
    _write(tmp_path / "mine", "b.yaml", "id: b\nextends: tank-attack\nincludes: [a]\n")
    with pytest.raises(InputError) as caught:
        CatalogSet([SHIPPED, tmp_path / "mine"]).get("a")
    assert "leads back to this catalog" in caught.value.message
