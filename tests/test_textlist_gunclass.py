"""A gun's class written after its name settles its size (WTJ 1916, 2.4: classes 1-4 small, 5-6
medium, 7 or more large), however the name is written: a model (`13pdr`), the model and the
rules' word for guns (`13pdr gun`), or that word alone in a player's language (`polní dělo`),
with or without a count, a note in brackets after the class."""

import textwrap
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _read(catalogs: list[Catalog], text: str) -> tuple[list[dict[str, Any]], list[int]]:
    listed = read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)
    return list(listed.data["units"]), [asked.number for asked in listed.asked]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("1 x 13pdr, class 3", {"element": "small-gun", "name": "13pdr", "options": ["class-3"]}),
        ("18pdr, class 5", {"element": "medium-gun", "name": "18pdr", "options": ["class-5"]}),
        ("1 x 13pdr gun, class 3", {"element": "small-gun", "name": "13pdr", "options": ["class-3"]}),
        (
            "1x 76mm gun, class 3 (Russian)",
            {"element": "small-gun", "name": "76mm", "options": ["class-3"], "note": "Russian"},
        ),
    ],
)
def test_a_class_after_a_guns_name_settles_its_size(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`13pdr, class 3` was an unknown type and `field gun, class 3 (Russian)` asked which gun."""
    units, asked = _read(catalogs, f"1916 (WTJ)\n\n{line}\n1 x horse team\n")
    assert units == [unit, {"element": "horse-team"}]
    assert asked == []


@pytest.mark.parametrize("line", ["1x field gun, class 3 (ruské)", "1× polní dělo, třída 3 (ruské)"])
def test_the_rules_word_for_guns_alone_names_no_gun(catalogs: list[Catalog], line: str) -> None:
    """`field gun` and the Czech `polní dělo` say what the unit is, as `Small gun` does: no name."""
    units, asked = _read(catalogs, f"1916 (WTJ)\n\n{line}\n")
    assert units == [{"element": "small-gun", "options": ["class-3"], "note": "ruské"}]
    assert asked == []


def test_a_guns_name_in_a_sheet_whose_class_column_settles_its_size_is_kept(catalogs: list[Catalog]) -> None:
    """`cannone da 75/27` over `5` in a `Classe` column was read as a Medium gun with no name: the
    row was read as the type's name, its own words dropped. The class settles the type, and the
    name stays, as on a line (`cannone da 75/27 (classe 5)`)."""
    units, asked = _read(
        catalogs,
        """
        WTJ 1916

        Tipo;Q.tà;Classe
        cannone da 75/27;1;5
        obice da 149;1;8
        18pdr field gun;2;5
        """,
    )
    assert units == [
        {"element": "medium-gun", "name": "cannone da 75/27", "options": ["class-5"]},
        {"element": "large-gun", "name": "obice da 149", "options": ["class-8"]},
        {"element": "medium-gun", "count": 2, "name": "18pdr", "options": ["class-5"]},
    ]
    assert asked == []


@pytest.mark.parametrize("gun", ["Feldhaubitze", "schwere Feldhaubitze"])
def test_a_german_field_howitzer_is_a_gun_its_class_column_sizes(catalogs: list[Catalog], gun: str) -> None:
    """`Feldhaubitze`, the German field howitzer, is a gun as `Feldkanone` and `Haubitze` are
    (the catalog's everyday words, assumed): its class in the sheet's `Klasse` column settles
    which; it was an unknown type."""
    units, asked = _read(catalogs, f"1916 (WTJ)\nAnzahl\tTyp\tKlasse\n1\t{gun}\t8\n1\tZugmaschine\t\n")
    assert units[0]["element"] == "large-gun" and units[0]["options"] == ["class-8"]
    assert asked == []


def test_a_german_field_gun_is_a_gun_its_class_settles(catalogs: list[Catalog]) -> None:
    """`Feldgeschütz Klasse 5` (German for a field gun) was an unknown type, and `Feldgeschütz`
    alone no gun to ask about, where `Feldkanone` and `Geschütz` were read."""
    units, asked = _read(catalogs, "1916 (WTJ)\n\n2 x Feldgeschütz Klasse 5\n1 x Feldgeschütz\n")
    assert units[0] == {"element": "medium-gun", "count": 2, "options": ["class-5"]}
    assert asked == [4]


@pytest.mark.parametrize(
    "line", ["2 French 75 (class 5)", "2 cañones de 75 (clase 5)", "2x canon de 75, classe 5"]
)
def test_the_class_a_guns_own_type_has_is_no_note(catalogs: list[Catalog], line: str) -> None:
    """The French 75 is of class 5 by its entry (2.4 Towing): a player writing its class after it
    says what the type already is, so `class 5` was wrongly kept as the gun's note."""
    units, asked = _read(catalogs, f"1916 (WTJ)\n\n{line}\n")
    assert units == [{"element": "french-75", "count": 2}]
    assert asked == []


@pytest.mark.parametrize(
    "line", ["18pdr field gun", "18pdr field gun, towed by the horse team", "4.5in howitzer"]
)
def test_a_calibre_then_the_rules_word_for_guns_with_no_class_asks_which_gun(
    catalogs: list[Catalog], line: str
) -> None:
    """`18pdr field gun, towed by the horse team` with no count under `Guns` was dropped unread,
    and `18pdr field gun` alone an unknown type: a calibre before the rules' word for guns names a
    gun, as `1 x 18pdr field gun` does, which its missing class leaves to ask (2.4)."""
    units, asked = _read(catalogs, f"1916 (WTJ)\n\n4 x Infantry\n\nGuns\n  {line}\n  horse team\n")
    assert asked == [6]
    assert units == [{"element": "infantry", "count": 4}, {"element": "horse-team"}]
