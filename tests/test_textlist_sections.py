"""Sections as players head them (issue 34, round 19): a line that is only a type's word, over
lines indented under it that each count units, heads their section; it is no unit of its own."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[Any]:
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    return [(unit["element"], unit.get("count", 1)) for unit in read.data["units"]]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("WTJ 1916\n\nCamions\n  3 camions (portent les fusiliers)\n", [("truck", 3)]),
        ("WTJ 1916\n\nLorries\n  2 x Lorry\n  1 x Tractor\n", [("truck", 2), ("tractor", 1)]),
        ("Tank Attack, 36 AP\n\nTanks\n  2 x Tank (Mk IV)\n", [("tank", 2)]),
        (
            "WTJ 1916\n\nCamions\n- 3 camions\n- 1 wagon\n\nWagon\n",
            [("truck", 3), ("wagon", 1), ("wagon", 1)],
        ),
    ],
)
def test_a_types_word_over_counted_lines_under_it_heads_them(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`Camions` over `3 camions` was read as one truck more than the list has: a unit has no
    units counted under it, so the word is its section's heading, as it is with a colon."""
    assert _units(text, shipped) == read


def test_a_types_word_over_a_line_counting_no_unit_stays_a_unit(shipped: CatalogSet) -> None:
    """A line under a unit that counts no unit (its remark in brackets) says nothing of a section."""
    assert _units("Tank Attack, 36 AP\n\nTank\n  (Mk IV, the one with the dent)\n", shipped) == [("tank", 1)]


@pytest.mark.parametrize(
    ("heading", "element"),
    [("## Jalkaväki", "infantry"), ("## Infantry", "infantry"), ("Panzer:", "tank"), ("### Tanks", "tank")],
)
def test_a_types_heading_types_the_numbered_units_under_it_that_name_none(
    heading: str, element: str, shipped: CatalogSet
) -> None:
    """`## Jalkaväki` over `- 1. joukkue`: a numbered platoon names no type of its own, so it is
    one of the type its heading names, named by its number; a line naming a type keeps its own."""
    text = f"# OHW WW2 beta\n\n{heading}\n\n- 1. joukkue (JR 8)\n- 2nd Platoon\n- Zug 3\n- Mortar\n"
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert read.data["units"] == [
        {"element": element, "name": "1. joukkue", "note": "JR 8"},
        {"element": element, "name": "2nd Platoon"},
        {"element": element, "name": "Zug 3"},
        {"element": "mortar"},
    ]


def test_a_types_heading_types_the_lettered_companies_under_it(shipped: CatalogSet) -> None:
    """`## Infantry` over `* A Company`, `* B Company`: `A Company` was one unknown `Company` (the
    `A` read as a count) and `B Company` unknown. A company's letter and word name a unit of the
    heading's type, as a numbered platoon does; `A company of infantry` still counts one."""
    text = "# OHW WW2 beta\n\n## Infantry\n* A Company\n* B Company (dug in)\n* 3rd Company\n"
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert read.data["units"] == [
        {"element": "infantry", "name": "A Company"},
        {"element": "infantry", "name": "B Company", "note": "dug in"},
        {"element": "infantry", "name": "3rd Company"},
    ]
    assert _units("OHW WW2 beta\nA company of infantry\n", shipped) == [("infantry", 1)]


def test_a_heading_naming_no_one_type_leaves_numbered_units_unknown(shipped: CatalogSet) -> None:
    """`## Tuki` (support) names no type: its numbered platoons stay unknown, for the player to
    mend, never one type guessed."""
    text = "# OHW WW2 beta\n\n## Tuki\n\n- 1. joukkue\n- Mortar\n"
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert read.data["units"] == [{"element": "1. joukkue"}, {"element": "mortar"}]


def test_a_heading_of_the_types_own_words_short_holds_what_fits_and_names_none(shipped: CatalogSet) -> None:
    """`Infantry Bn:` over four Rifles and a Stokes mortar lost its battalion (its words named the
    type only in part, and no type takes a mortar): `Bn` is the battalion's and no other type's, and
    `Infantry` a word of its name, so it heads a battalion, with no name of its own, and the mortar,
    which has no place in it, stands apart, as under `Inf Bn:`."""
    text = "Tank Attack\n\nGeneral: Rifles\nInfantry Bn:\n  - 4 x Rifles\n  - Stokes mortar\n"
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert read.data["units"][1] == {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}],
    }
    assert read.data["units"][2]["element"] == "light-mortar"
    cuirassiers = text.replace("Infantry Bn:", "5e Régiment de Cuirassiers à pied :")
    units = read_text_list(cuirassiers, [c for c in shipped if isinstance(c, Catalog)]).data["units"]
    assert not any(unit.get("formation") == "cavalry-regiment" for unit in units)  # cavalry on foot
