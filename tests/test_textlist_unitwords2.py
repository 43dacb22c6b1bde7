"""A unit's words that name no type as the catalog writes it, in the forms players of more
languages put them in: a unit word of their language around the type, the type in a plural their
language makes, a count in their words, an option before a type joined to its unit word. Each is
read as its type, with no name of the type's words and nothing unknown."""

import textwrap
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


def _one(catalogs: list[Catalog], system: str, line: str) -> list[dict[str, Any]]:
    listed = _read(catalogs, f"{system}\n2 x Infantry\n{line}\n")
    assert listed.asked == ()
    return [{k: v for k, v in unit.items() if k != "id"} for unit in listed.data["units"][1:]]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW WW2 beta", "1 secció de morters", {"element": "mortar"}),
        ("OHW WW2 beta", "1 pelotó de morters", {"element": "mortar"}),
        ("OHW WW2 beta", "2 seções de morteiros", {"element": "mortar", "count": 2}),
        ("OHW WW2 beta", "1 aknavető osztag", {"element": "mortar"}),
        ("OHW WW2 hex", "1 kavaleriskvadron", {"element": "cavalry"}),
        ("OHW WW2 hex", "1 tropp kavaleri", {"element": "cavalry"}),
        ("Tank Attack", "1 Scharfschützentrupp", {"element": "sniper"}),
    ],
    ids=[
        "catalan-section",
        "catalan-platoon",
        "portuguese-sections",
        "hungarian",
        "nordic-squadron",
        "nordic-troop",
        "german-trupp",
    ],
)
def test_a_unit_word_of_more_languages_is_neither_a_name_nor_unknown(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """Catalan, Portuguese, Hungarian, Nordic and German words for a platoon, a section, a
    squadron or a troop were kept as the unit's name or made it unknown."""
    assert _one(catalogs, system, line) == [unit]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW WW2 beta", "Eén mortierpeloton", {"element": "mortar"}),
        ("OHW WW2 beta", "dues seccions d'infanteria", {"element": "infantry", "count": 2}),
        ("OHW WW2 beta", "duas seções de morteiros", {"element": "mortar", "count": 2}),
        ("OHW WW2 beta", "Três pelotões de infantaria", {"element": "infantry", "count": 3}),
        ("OHW WW2 beta", "két harckocsi", {"element": "tank", "count": 2}),
        ("OHW WW2 beta", "tři minomety", {"element": "mortar", "count": 3}),
        ("OHW WW2 beta", "två stridsvagnar", {"element": "tank", "count": 2}),
        ("OHW WW2 beta", "kaksi panssarivaunua", {"element": "tank", "count": 2}),
        ("OHW WW2 beta", "iki tank", {"element": "tank", "count": 2}),
        ("OHW WW2 beta", "dyo tanks", {"element": "tank", "count": 2}),
    ],
    ids=[
        "dutch-capital-one",
        "catalan",
        "portuguese",
        "portuguese-three",
        "hungarian",
        "czech",
        "swedish",
        "finnish",
        "turkish",
        "greek-latin",
    ],
)
def test_a_count_in_more_languages_words_counts_the_units(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """`Eén`, as Dutch writes `één` starting a line, and counts in more languages were read as the
    first word of an unknown unit, or, before a Swedish plural, dropped: one tank, said nowhere."""
    assert _one(catalogs, system, line) == [unit]


def test_a_dutch_plural_that_doubles_a_consonant_is_the_types_plural(catalogs: list[Catalog]) -> None:
    """Dutch doubles the consonant after a short vowel before `-en` (`kanon`, `kanonnen`): the
    plural of the catalog's `antitankkanon` was an unknown unit."""
    assert _one(catalogs, "OHW WW2 beta", "Twee antitankkanonnen (6-ponder)") == [
        {"element": "anti-tank-gun", "count": 2, "note": "6-ponder"}
    ]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW WW2 hex", "1 schwerer Panzerzug", {"element": "tank", "options": ["heavy"]}),
        ("Tank Attack", "1 schwere Artilleriebatterie", {"element": "heavy-artillery"}),
        ("Tank Attack", "1 leichter Minenwerferzug", {"element": "light-mortar"}),
    ],
    ids=["option-before-tank-platoon", "heavy-battery", "light-mortar-platoon"],
)
def test_words_before_a_type_joined_to_its_unit_word_are_read_with_the_type(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """German joins the unit word onto the type's last word (`Artilleriebatterie`) and puts the
    type's other words before it: they make the type as they do without the unit word
    (`schwere Artillerie`), where the unit was unknown or the words' lighter type."""
    assert _one(catalogs, system, line) == [unit]


def test_a_type_joined_to_its_unit_word_that_names_several_types_is_asked(catalogs: list[Catalog]) -> None:
    """A `Minenwerferzug` may be the light or the heavy mortar: the reader asks, never picks one."""
    listed = _read(catalogs, "Tank Attack\n2 x Rifles\n1 Minenwerferzug\n")
    assert [(asked.number, set(asked.choices)) for asked in listed.asked] == [
        (3, {"light-mortar", "heavy-mortar"})
    ]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("1 17pdr A/T regiment", {"element": "anti-tank-gun", "name": "17pdr"}),
        ("2 x 2pdr A/T guns", {"element": "anti-tank-gun", "count": 2, "name": "2pdr"}),
    ],
    ids=["regiment", "guns"],
)
def test_a_calibre_before_a_type_written_short_with_a_slash_names_the_gun(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """British lists write an anti-tank gun `A/T` after its calibre, as they write `A/Tk` or `AT`:
    the line was an unknown unit of the words, where `17pdr AT regiment` read."""
    assert _one(catalogs, "OHW WW2 hex", line) == [unit]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("2 plutony piechoty", {"element": "infantry", "count": 2}),
        ("2 x pluton czołgów ciężkich", {"element": "tank", "count": 2, "options": ["heavy"]}),
        ("2 baterie artylerii", {"element": "artillery", "count": 2}),
        ("2 szwadrony kawalerii", {"element": "cavalry", "count": 2}),
        ("2 vzvoda tankov", {"element": "tank", "count": 2}),
    ],
    ids=["infantry", "heavy-tanks", "artillery", "cavalry", "russian-latin"],
)
def test_a_type_after_a_unit_word_in_its_genitive_is_the_type(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """Polish puts the type after a platoon's, a battery's or a squadron's word in its genitive
    (`piechoty` of `piechota`, `czołgów ciężkich` of `czołg ciężki`): the units were unknown."""
    assert _one(catalogs, "OHW WW2 hex", line) == [unit]


def test_a_line_of_chatter_starting_with_an_english_word_is_no_count(catalogs: list[Catalog]) -> None:
    """Hungarian `hat` (six) and Swedish `sex` are English words: a line of chatter starting with
    one is no six units of its words."""
    listed = _read(catalogs, "OHW WW2 beta\n2 x Infantry\nHat tip to Bob for the idea\n1 x Tank\n")
    assert listed.data["units"] == [{"element": "infantry", "count": 2}, {"element": "tank"}]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("Rifle Div x2", {"element": "infantry", "count": 2, "name": "Rifle Div"}),
        (
            "Guards Rifle Div (elite)",
            {"element": "infantry", "name": "Guards Rifle Div", "options": ["elite"]},
        ),
        (
            "Cavalry Division (militia)",
            {"element": "cavalry", "name": "Cavalry Division", "options": ["militia"]},
        ),
        ("1 x Tank Bde", {"element": "tank", "name": "Tank Bde"}),
    ],
)
def test_a_division_or_brigade_of_a_type_in_a_game_of_lone_units_is_one_unit_so_named(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`Rifle Div` was an unknown type: in a game whose units are battalions or regiments of a
    type, a division or a brigade of it is a unit of that type (what the player calls it, its name
    whole), as a regiment of it is. Uncounted, with nothing more, such a line may be a title."""
    assert _one(catalogs, "OHW hex", line) == [unit]
