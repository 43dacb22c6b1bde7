"""Words of how a unit is organised (platoon, troop, Zug, plotone, взвод) as players write them:
no unit's name and no unknown word wherever they stand, a numbered one a name whole, and no title
on a unit's line; a model the rules do not name is its type by what it was."""

import textwrap
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW WW2 beta", "1 x Pak 38 Zug", {"element": "anti-tank-gun", "name": "Pak 38"}),
        ("OHW WW2 beta", "1 x Matilda squadron", {"element": "tank", "name": "Matilda"}),
        ("OHW WW2 beta", "1 x plotone Alpini", {"element": "infantry", "name": "Alpini"}),
        ("OHW WW2 beta", "1 x Танковый взвод КВ-1", {"element": "tank", "name": "КВ-1"}),
        ("OHW WW2 beta", "1 x Миномётный взвод", {"element": "mortar"}),
        ("OHW WW2 beta", "1 x section de mortiers", {"element": "mortar"}),
        ("OHW WW2 beta", "1 x Stuart escadron", {"element": "tank", "name": "Stuart"}),
        ("OHW WW2 beta", "1 x III plotone fucilieri", {"element": "infantry", "name": "III plotone"}),
        ("OHW WW2 beta", "1 x 4th Platoon riflemen", {"element": "infantry", "name": "4th Platoon"}),
        ("OHW WW2 beta", "one Churchill tp", {"element": "tank", "name": "Churchill"}),
        ("OHW WW2 beta", "1 x Crusader trp", {"element": "tank", "name": "Crusader"}),
    ],
    ids=[
        "zug",
        "squadron",
        "plotone-before",
        "russian",
        "russian-type",
        "section-de",
        "escadron",
        "roman",
        "ordinal",
        "troop-short",
        "troop-trp",
    ],
)
def test_a_unit_word_is_neither_a_name_nor_an_unknown_word(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert listed.asked == ()
    assert listed.data["units"] == [unit]


def test_a_line_with_a_unit_word_is_a_unit_not_a_title(catalogs: list[Catalog]) -> None:
    """Lines without counts or bullets: a calibre or a model with a platoon's word is a unit, as a
    unit named by the type alone is; an ordinal before a company's word orders a body, a title."""
    listed = _read(
        catalogs,
        """
        2nd Armoured Company
        OHW WW2 beta
        4.2-inch mortar section
        6pdr AT troop
        Cromwell troop - attached from the Hussars
        """,
    )
    assert listed.data["name"] == "2nd Armoured Company"
    assert listed.data["units"] == [
        {"element": "mortar", "name": "4.2-inch"},
        {"element": "anti-tank-gun", "name": "6pdr"},
        {"element": "tank", "name": "Cromwell", "note": "attached from the Hussars"},
    ]


def test_a_line_of_a_calibre_then_the_types_words_is_a_unit_not_a_title(catalogs: list[Catalog]) -> None:
    """`3-inch mortars` and `6pdr A/Tk guns` with no count nor unit word, under units labelled by a
    colon, were an unknown unit and an unread line: a calibre before the type's own words names the
    unit as a unit word beside them does (each line one platoon); a title's ordinal is no calibre."""
    listed = _read(
        catalogs,
        """
        OHW WW2 beta, six units.

          1st Platoon: infantry
          3-inch mortars
          6pdr A/Tk guns
          17pdr anti-tank guns
        """,
    )
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1st Platoon"},
        {"element": "mortar", "name": "3-inch"},
        {"element": "anti-tank-gun", "name": "6pdr"},
        {"element": "anti-tank-gun", "name": "17pdr"},
    ]
    assert listed.lines == ()


def test_a_two_typed_model_with_a_unit_word_is_asked(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 beta\n75mm gun troop\n")
    assert [(asked.number, set(asked.choices)) for asked in listed.asked] == [
        (2, {"mortar", "anti-tank-gun"})
    ]


def test_a_name_column_of_a_unit_word_and_the_types_words_is_no_name(catalogs: list[Catalog]) -> None:
    """`Section de mortiers` over `Mortiers` says the type again; `Pioneer Platoon` over `Infantry`
    is the unit's name."""
    listed = _read(
        catalogs,
        """
        OHW WW2 beta

        | Unité | Type |
        |---|---|
        | Section de mortiers | Mortiers |
        | Pioneer Platoon | Infantry |
        """,
    )
    assert listed.data["units"] == [
        {"element": "mortar"},
        {"element": "infantry", "name": "Pioneer Platoon"},
    ]


def test_a_plain_count_before_a_calibre_counts_the_units(catalogs: list[Catalog]) -> None:
    """`3 75mm ATG` was one ATG named `3 75mm`, in silence: a plain number before a calibre is the
    count, as before a name (`3 Shermans`), and the calibre the units' name."""
    listed = _read(
        catalogs,
        """
        OHW WW2 beta
        3 75mm ATG
        2 81mm mortars
        2 6pdr
        2 3-inch mortars
        """,
    )
    assert listed.data["units"] == [
        {"element": "anti-tank-gun", "count": 3, "name": "75mm"},
        {"element": "mortar", "count": 2, "name": "81mm"},
        {"element": "anti-tank-gun", "count": 2, "name": "6pdr"},
        {"element": "mortar", "count": 2, "name": "3-inch"},
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("2 18-pounder field guns (class 5)", "18-pounder"),
        ("2 18-punds feltkanoner (klasse 5)", "18-punds"),
        ("2 18-Pfünder (Klasse 5)", "18-Pfünder"),
    ],
)
def test_a_plain_count_before_a_calibre_in_pounds_counts_the_guns(
    catalogs: list[Catalog], line: str, name: str
) -> None:
    """`1 18-punds feltkanon` was a gun named `1 18-punds`, and `1 18-pounder field gun` one named
    `1 18-pounder`: a gun's weight of shot in pounds, in the words of English, Danish or German
    (`18-pounder`, `18-punds`, `18-Pfünder`), is a calibre, so the number before it counts."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n")
    assert listed.data["units"] == [
        {"element": "medium-gun", "count": 2, "name": name, "options": ["class-5"]}
    ]


def test_a_plain_count_before_a_french_guns_calibre_and_letter_counts_the_guns(
    catalogs: list[Catalog],
) -> None:
    """`1 155 C (classe 8)` was a gun named `1 155 C`: the French army names a gun by its calibre and
    a capital (`155 C`, court; `105 L`, long), so the number before them counts the guns."""
    listed = _read(catalogs, "WTJ 1916\n1 155 C (classe 8)\n2 105 L (classe 7)\n")
    assert listed.data["units"] == [
        {"element": "large-gun", "name": "155 C", "options": ["class-8"]},
        {"element": "large-gun", "count": 2, "name": "105 L", "options": ["class-7"]},
    ]


@pytest.mark.parametrize("line", ["4 infanteribaser", "4 infanteri baser", "4 Infanteriebasen"])
def test_bases_written_on_to_the_type_or_after_it_in_a_nordic_or_german_word_count_the_type(
    catalogs: list[Catalog], line: str
) -> None:
    """`4 infanteribaser` (Danish: infantry bases) was an unknown type, and `4 infanteri baser` kept
    `baser` as a note: the Nordic plural of `base`, after the type or written on to it as those
    languages and German join words (`Infanteriebasen`), counts bases of the type, as `bases` does."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n")
    assert listed.data["units"] == [{"element": "infantry", "count": 4}]
