"""Names as players write them, round 5: a unit's own name is the words beyond its type's (`Whippet
tanks` is a Tank named Whippet), a number before a platoon's word numbers it, and a name glossed
after a dash with its type and options (`Grey Wolves - heavy tanks, elite`) is a unit so named."""

from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _unit(catalogs: list[Catalog], system: str, line: str) -> dict[str, Any]:
    listed = read_text_list(f"{system}\n{line}\n", catalogs, None)
    assert listed.asked == ()
    (unit,) = listed.data["units"]
    return dict(unit)


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("Tank Attack", "2 x Whippet tanks", {"element": "tank", "count": 2, "name": "Whippet"}),
        ("Tank Attack", "1 x Stokes light mortar", {"element": "light-mortar", "name": "Stokes"}),
        ("WTJ 1916", "2 x Vickers machine guns", {"element": "machine-gun", "count": 2, "name": "Vickers"}),
        ("OHW WW2 hexed", "1 x IS-2 heavy tank", {"element": "tank", "name": "IS-2", "options": ["heavy"]}),
        ("OHW WW2 beta", "1 x Cromwell troop", {"element": "tank", "name": "Cromwell"}),
        ("OHW WW2 beta", "1 x 4.2-inch mortars", {"element": "mortar", "name": "4.2-inch"}),
        ("WTJ 1916", "1 x mitragliatrici Fiat", {"element": "machine-gun", "name": "Fiat"}),
        ("OHW WW2 hexed", "1 x Carri L3/35", {"element": "tank", "name": "L3/35"}),
    ],
    ids=["tanks", "light-mortar", "machine-guns", "option", "troop", "inches", "italian", "italian-model"],
)
def test_the_types_own_words_beside_a_units_name_are_no_part_of_it(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """`Vickers MG` is a machine gun named Vickers: the type's words, before or after the name as
    the player's language puts them, and words of how units are grouped (`troop`) name the type;
    an option among them is the unit's option (`heavy`)."""
    assert _unit(catalogs, system, line) == unit


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW WW2 beta", "1 x Pak 38", {"element": "anti-tank-gun", "name": "Pak 38"}),
        ("OHW WW2 hexed", "1 x Artiglieria 75mm", {"element": "artillery", "name": "Artiglieria 75mm"}),
        ("WTJ 1916", "Tanks: 2 x A7V", {"element": "a7v", "count": 2}),
        ("Tank Attack", "Tanks: 2 x Whippet", {"element": "tank", "count": 2, "name": "Whippet"}),
        ("OHW WW2 beta", "1 x Mortier de 81", {"element": "mortar", "name": "Mortier de 81"}),
    ],
    ids=[
        "model-mark",
        "calibre-after-the-type",
        "label-of-the-type",
        "label-of-the-type-named",
        "calibre-of",
    ],
)
def test_a_models_mark_stays_with_the_type_and_a_label_naming_only_the_type_is_no_name(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """`Pak 38`: a mark alone names no unit, so the words before it stay; a calibre after the type
    says what the type is (`Artiglieria 75mm`); `Tanks:` over an A7V says what it is, no name."""
    assert _unit(catalogs, system, line) == unit


def test_a_number_before_a_platoons_word_numbers_the_platoon(catalogs: list[Catalog]) -> None:
    """`7 Platoon (Inf)` is the platoon numbered 7, as British companies number theirs; a count
    would say `7 Platoons`, or write its mark (`7 x Platoon`)."""
    listed = read_text_list(
        "OHW WW2 beta\n- 7 Platoon (Inf)\n- 2 Section, B Coy - Infantry\n- 3 Platoons (Inf)\n", catalogs, None
    )
    units = [(unit["element"], unit.get("count", 1), unit.get("name")) for unit in listed.data["units"]]
    assert units[0] == ("infantry", 1, "7 Platoon")
    assert units[1][1:] == (1, "2 Section, B Coy")
    assert units[2][:2] == ("infantry", 3)


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        (
            "OHW WW2 hexed",
            "Grey Wolves - heavy tanks, elite",
            {"element": "tank", "name": "Grey Wolves", "options": ["heavy", "elite"]},
        ),
        (
            "OHW WW2 hexed",
            "Highland Rifles - infantry, militia",
            {"element": "infantry", "name": "Highland Rifles", "options": ["militia"]},
        ),
        (
            "OHW WW2 beta",
            "2./Jäger-Btl. 5 - Infantry (veterans, not in these rules)",
            {"element": "infantry", "name": "2./Jäger-Btl. 5", "note": "veterans, not in these rules"},
        ),
        ("OHW WW2 hexed", "Puma - Armoured car", {"element": "armoured-car", "name": "Puma"}),
    ],
    ids=["type-and-options", "type-and-option", "type-then-note", "type-again"],
)
def test_a_name_glossed_after_a_dash_with_its_type_and_options_is_a_unit_so_named(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """`Grey Wolves - heavy tanks, elite`: the player's name, then the type with its options; the
    type's words are read as the type, never kept as a note."""
    assert _unit(catalogs, system, line) == unit
