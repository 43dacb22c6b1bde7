"""A tank in a player's words before its model (WTJ 1916): `char Schneider`, `tank Schneider` are
the Schneider, an Other tank so named, as `Schneider` alone is; the word alone (`char`) may be any
of the three tank types, so it is asked."""

from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _read(catalogs: list[Catalog], line: str) -> tuple[list[dict[str, Any]], list[int]]:
    listed = read_text_list(f"1916 (WTJ)\n\n{line}\n1 x horse team\n", catalogs)
    return list(listed.data["units"]), [asked.number for asked in listed.asked]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("- 1 char Schneider", {"element": "tank", "name": "Schneider"}),
        ("1 x tank Schneider", {"element": "tank", "name": "Schneider"}),
        ("2 x chars Renault FT", {"element": "tank", "count": 2, "name": "Renault FT"}),
        ("1 carro armato Saint-Chamond", {"element": "tank", "name": "Saint-Chamond"}),
        ("1 char A7V", {"element": "a7v"}),
        ("- 1 carro Schneider", {"element": "tank", "name": "Schneider"}),
    ],
)
def test_a_tank_word_before_a_model_is_no_part_of_its_name(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`1 char Schneider` was an Other tank named "char Schneider"."""
    units, asked = _read(catalogs, line)
    assert units == [unit, {"element": "horse-team"}]
    assert asked == []


@pytest.mark.parametrize("line", ["1 x char", "1 czołg", "1 carro armato"])
def test_a_tank_word_alone_is_asked(catalogs: list[Catalog], line: str) -> None:
    units, asked = _read(catalogs, line)
    assert units == [{"element": "horse-team"}]
    assert asked == [3]


def test_an_italian_trench_mortar_is_the_mortar_its_cost_says(catalogs: list[Catalog]) -> None:
    """`Bombarda da 240` at 4 PA was an unknown type: the Italian army's trench mortar is a
    Minenwerfer in an Italian's words, a Light or a Medium/Heavy Mortar as its cost settles, and
    its calibre keeps it named; with no cost it is asked."""
    listed = read_text_list(
        "Tank Attack\n\n| Q.tà | Tipo | PA |\n|---|---|---|\n| 1 | Bombarda da 240 | 4 |\n| 2 | Bombarde | 6 |\n"
        "\n1 x bombarda\n",
        catalogs,
    )
    assert listed.data["units"] == [
        {"element": "heavy-mortar", "name": "Bombarda da 240"},
        {"element": "light-mortar", "count": 2},
    ]
    assert [(asked.number, asked.choices) for asked in listed.asked] == [
        (8, ("light-mortar", "heavy-mortar"))
    ]


def test_a_stokes_mortar_is_a_light_mortar_named_stokes(catalogs: list[Catalog]) -> None:
    """`2 x Stokes mortars` under a support heading was asked, Light or Medium/Heavy Mortar: the
    British army's light trench mortar, named by its maker, is a Light Mortar."""
    listed = read_text_list("Tank Attack\n\nSupport\n2 x Stokes mortars\n1 x Stokes\n2 snipers\n", catalogs)
    assert listed.data["units"][:2] == [
        {"element": "light-mortar", "count": 2, "name": "Stokes"},
        {"element": "light-mortar", "name": "Stokes"},
    ]
    assert listed.asked == ()


def test_a_terse_lists_short_forms_name_their_types(catalogs: list[Catalog]) -> None:
    """`Rif`, `Tk` and `Bar` were unknown types: a veteran's terse list shortens Rifles, Tank and
    Barrage so, as it does Heavy Artillery (`Hvy Arty`) and the Light Mortar (`Mtr`)."""
    listed = read_text_list("Tank Attack\n\n4 Rif\n2 Tk\nBar\n", catalogs)
    assert listed.data["units"] == [
        {"element": "rifles", "count": 4},
        {"element": "tank", "count": 2},
        {"element": "barrage"},
    ]
