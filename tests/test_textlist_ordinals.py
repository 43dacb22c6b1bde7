"""Numbers that name a unit (issue 34): players number their units, and the number is part of the
unit's name, not a count (`1. Zug`, `12 Pułk Ułanów: kawaleria`), while a numbered list's own
numbering is still dropped; and words for `pieces` after a count (`4 db`, `2 Stk.`) are no name.
Each test holds lines of our own in players' habits, across systems and languages."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    units: list[dict[str, Any]] = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)]).data[
        "units"
    ]
    return units


def test_an_ordinal_before_a_units_word_names_the_formation(shipped: CatalogSet) -> None:
    """`1. joukkue`, `3. pluton` were platoons named nothing, their number taken for a list's:
    a number with a full stop before a unit's word is the unit's own, as Finns, Swedes, Germans
    and Hungarians write an ordinal."""
    text = "Pagano\nAllied, 1944\n1. joukkue: 4 x T-34-85\n2. joukkue\n- 5 x T-34-85\n"
    assert _units(text, shipped) == [
        {"formation": "platoon", "name": "1. joukkue", "elements": [{"element": "t-34-85", "count": 4}]},
        {"formation": "platoon", "name": "2. joukkue", "elements": [{"element": "t-34-85", "count": 5}]},
    ]


@pytest.mark.parametrize(
    "title", ["1. československá samostatná brigáda", "1. Brigata Sassari", "2. pansarbrigad", "3. sbor"]
)
def test_an_ordinal_before_a_brigades_or_corps_word_over_the_list_titles_it(
    title: str, shipped: CatalogSet
) -> None:
    """`1. československá samostatná brigáda` over counted lines (an HTML mail's bold title, its
    bold lost): the brigade's word in Czech, Italian or Swedish is a body's as `brigade` is, so the
    number is the body's own; the line was an unknown unit and the army named for no one."""
    text = f"OHW hex\n\n{title}\n1 × Infantry (elite)\n1 × Tank\n"
    read = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert read.data["name"] == title
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "tank"]


def test_a_numbered_list_of_units_words_numbers_the_units(shipped: CatalogSet) -> None:
    """`1. pluton`, `2. pluton` numbering every line of a list lost their numbers, read as the
    list's: where each number stands before a unit's word, the numbers tell those units apart."""
    text = "Pagano\nAllied, 1944\n\n1. pluton – 3x T-34-85\n2. pluton – 4x T-34-85\n"
    assert [unit.get("name") for unit in _units(text, shipped)] == ["1. pluton", "2. pluton"]


def test_numbers_telling_apart_bodies_written_alike_name_them(shipped: CatalogSet) -> None:
    """`1. střelecký pluk`, `2. střelecký pluk` (the 1st and 2nd rifle regiments, Czech) each over
    its members lost their numbers, read as a list's: the numbers tell the two apart."""
    text = (
        "1916 (WTJ)\n\n1. střelecký pluk\n  - velitelství pluku\n  - 8× pěchota\n"
        "2. střelecký pluk\n  - velitelství pluku\n  - 6× pěchota\n"
    )
    assert [unit.get("name") for unit in _units(text, shipped)] == ["1. střelecký pluk", "2. střelecký pluk"]


def test_a_numbered_list_of_units_written_alike_names_none(shipped: CatalogSet) -> None:
    """Lines that head no members are a list's units, its numbers the list's own."""
    text = "OHW WW2 hex, 6 units\n1. Rifle battalion\n2. Rifle battalion\n3. Rifle battalion\n"
    assert not any("name" in unit for unit in _units(text, shipped))


def test_an_ordinal_outside_a_numbered_list_names_the_unit(shipped: CatalogSet) -> None:
    """`7. Panzer-Regiment`, `3. jezdecký pluk` lost their number: on lines no numbered list
    holds, a number with a full stop before words holding a unit's word is the unit's."""
    text = (
        "OHW WW2 hex, 6 units\n7. Panzer-Regiment: Panzer (heavy)\n3. jezdecký pluk: jezdectvo\n"
        "Infanterie\nInfanterie\nArtillerie\nPak\n"
    )
    assert _units(text, shipped)[:2] == [
        {"element": "tank", "name": "7. Panzer-Regiment", "options": ["heavy"]},
        {"element": "cavalry", "name": "3. jezdecký pluk"},
    ]


@pytest.mark.parametrize(
    "text",
    [
        "OHW WW2 hex, 6 units\n1. Infantry\n2. Infantry\n3. Tank\n4. Artillery\n5. Cavalry\n6. Anti-tank gun\n",
        "OHW WW2 hex, 6 units\n1. Rifle battalion\n2. Rifle battalion\n3. Tank battalion\n4. Artillery\n"
        "5. Cavalry\n6. Anti-tank gun\n",
    ],
)
def test_a_numbered_lists_own_numbering_is_no_name(text: str, shipped: CatalogSet) -> None:
    """A list numbering its lines in order numbers its lines, not its units: `1. Rifle battalion`
    is a battalion of infantry, named nothing, though a unit's word follows the number later."""
    units = _units(text, shipped)
    assert [unit["element"] for unit in units] == [
        "infantry",
        "infantry",
        "tank",
        "artillery",
        "cavalry",
        "anti-tank-gun",
    ]
    assert not any("name" in unit or "count" in unit for unit in units)


def test_a_number_before_a_units_name_and_its_type_after_a_colon_is_the_name(shipped: CatalogSet) -> None:
    """`7 Brygada Kawalerii: kawaleria` was 7 cavalry in an army of 6: a count is followed by a
    type's name; words before a colon whose type is after it are the unit's name, its number in
    it. `2 Tanks: Sherman` names the type before the colon: two tanks, named by their model; `3
    Jocks: Infantry` holds no unit's word (a brigade, a squadron) before its colon: three of them,
    named so."""
    text = (
        "OHW WW2 hex, 6 units\n1. 7 Brygada Kawalerii: kawaleria\n2. 21 escadron: autoblindées\n"
        "3. 2 Tanks: Sherman\n4. Infantry\n5. Artillery\n6. 3 Jocks: Infantry\n"
    )
    assert _units(text, shipped) == [
        {"element": "cavalry", "name": "7 Brygada Kawalerii"},
        {"element": "armoured-car", "name": "21 escadron"},
        {"element": "tank", "count": 2, "name": "Sherman"},
        {"element": "infantry"},
        {"element": "artillery"},
        {"element": "infantry", "count": 3, "name": "Jocks"},
    ]


@pytest.mark.parametrize(
    ("line", "element", "count"),
    [
        ("2 pcs Tank", "tank", 2),
        ("3 uds. Rifles", "rifles", 3),
        ("2 db Light Mortars", "light-mortar", 2),
        ("4 Stk. Rifles", "rifles", 4),
        ("3 szt. Tank", "tank", 3),
        ("3 st Rifles", "rifles", 3),
        ("2 stycken Tank", "tank", 2),
    ],
)
def test_a_word_for_pieces_after_a_count_is_no_name(
    line: str, element: str, count: int, shipped: CatalogSet
) -> None:
    """`4 db Pz IV` was an unknown type `db Pz IV`, `3 st Rifles` one unit named `3 st`: Hungarians,
    Czechs, Germans, Poles, Swedes, Spaniards and English players write a word for `pieces` after
    the count, which names nothing."""
    assert _units(f"Tank Attack\n{line}\n", shipped) == [{"element": element, "count": count}]


def test_an_ordinals_ending_is_no_word_for_pieces(shipped: CatalogSet) -> None:
    """Swedes count in `st` after a space (`3 st`); written onto a number it is an ordinal's ending,
    no count: `Rifles (1st)` is one Rifles with its note."""
    assert _units("Tank Attack\nRifles (1st)\nTank - 2 st\n", shipped) == [
        {"element": "rifles", "note": "1st"},
        {"element": "tank", "count": 2},
    ]


def test_a_count_in_pieces_after_a_formations_name_counts_its_members(shipped: CatalogSet) -> None:
    """`Četa 1 (4 ks): Pz IV` was one unit, the bracket kept in its name: the count in brackets,
    after a platoon's name and before the colon, counts the vehicles after it."""
    text = "Pagano\nAxis 1943\nZug 3 (2 Stk.): Tiger I\nČeta 2 (5 ks): Pz IV\n"
    assert _units(text, shipped) == [
        {"formation": "heavy-platoon", "name": "Zug 3", "elements": [{"element": "tiger-i", "count": 2}]},
        {"formation": "platoon", "name": "Četa 2", "elements": [{"element": "pz-iv", "count": 5}]},
    ]


@pytest.mark.parametrize(
    ("line", "element", "count"),
    [
        ("Rifles (4 ks)", "rifles", 4),
        ("Tank - 2 db", "tank", 2),
        ("Light Mortars: 3 Stk.", "light-mortar", 3),
        ("Tank [2 szt.]", "tank", 2),
    ],
)
def test_a_count_in_pieces_after_the_name_is_its_count(
    line: str, element: str, count: int, shipped: CatalogSet
) -> None:
    """`Pz IV (4 ks)` kept `4 ks` as a note and `Pz IV: 3 Stk.` was an unknown type `Stk.`: a
    count in pieces after the name, in brackets, after a dash or a colon, counts the unit."""
    assert _units(f"Tank Attack\n{line}\n", shipped) == [{"element": element, "count": count}]


@pytest.mark.parametrize(
    ("line", "element", "count"),
    [
        ("Infanterie: 6 Basen", "infantry", 6),
        ("MG 08 → 2 Basen", "machine-gun", 2),
        ("Ulanen – 3 Basen", "cavalry", 3),
        ("Cavalry - 2 bases", "cavalry", 2),
    ],
)
def test_a_count_in_bases_after_the_name_is_its_count(
    line: str, element: str, count: int, shipped: CatalogSet
) -> None:
    """`Infanterie: 6 Basen` was a regiment named Infanterie holding six unknown `Basen`, and `MG 08
    → 2 Basen` one machine gun noted `2 Basen`: bases after a colon, a dash or an arrow count the
    units of the type before them, as `6 Basen Infanterie` does."""
    units = _units(f"WTJ 1916\n\n{line}\n", shipped)
    assert [(unit["element"], unit.get("count", 1)) for unit in units] == [(element, count)]


@pytest.mark.parametrize(
    ("text", "elements"),
    [
        (
            "OHW WW2 hex\n1. Artillery\n2. Cavalry\n2. Tank platoon\n4. Infantry\n",
            ["artillery", "cavalry", "tank", "infantry"],
        ),
        ("OHW WW2 hex\nMy lot:\n1. Cavalry squadron\n", ["cavalry"]),
    ],
    ids=["a-slip-in-the-numbering", "a-list-of-one"],
)
def test_a_lists_number_before_a_type_and_a_unit_word_is_the_lists(
    text: str, elements: list[str], shipped: CatalogSet
) -> None:
    """`2. Tank platoon` in a list numbered 1, 2, 2, 4 was taken for the 2nd platoon's heading and
    its tank lost; a list of one line under its title, `1. Cavalry squadron`, an unknown unit."""
    units = _units(text, shipped)
    assert [unit["element"] for unit in units] == elements
    assert not any("name" in unit for unit in units)


def test_a_number_before_a_body_in_the_singular_is_its_own(shipped: CatalogSet) -> None:
    """`12 pułk piechoty` was twelve infantry, in silence: a number with no mark before a body's
    word in the singular (a regiment, a battalion) is that body's number, as Poles and Russians
    write their ordinals; a count of bodies says the plural or `of`, and elsewhere players count
    with the singular too (`2 platoon infantry`, Hungarian `3 szakasz`)."""
    text = (
        "OHW WW2 hex, 6 units\n1. 21 pułk ułanów\n2. 3 батальон стрелки\n3. 1 pułk piechoty – regularny\n"
        "4. 2 platoon of infantry\n5. 3 szakasz gyalogság\n6. 1 bataillon d'infanterie\n7. 2 platoon infantry\n"
    )
    assert _units(text, shipped) == [
        {"element": "cavalry", "name": "21 pułk ułanów"},
        {"element": "infantry", "name": "3 батальон стрелки"},
        {"element": "infantry", "name": "1 pułk piechoty", "options": ["regular"]},
        {"element": "infantry", "count": 2},
        {"element": "infantry", "count": 3},
        {"element": "infantry"},
        {"element": "infantry", "count": 2},
    ]


def test_a_number_after_a_bodys_word_is_its_own(shipped: CatalogSet) -> None:
    """`Schützen-Regiment 6 – Elite` was six infantry, `Schützen-Regiment 7` one with a note `7`:
    a plain number after a body's word (a regiment, a company, a word ending in one) numbers that
    body, its name whole, in any language; a count stands before a type or after it with a mark."""
    text = (
        "OHW WW2 hex, 6 units\n- Grenadier-Regiment 9 — Infantry, elite\n- Panzer-Abteilung 2 — Tanks, medium\n"
        "- Bataljon 3 (infanterie)\n- Artillerieregiment 5: artillery\n- Squadron 4 — Cavalry\n- Infantry 2\n"
    )
    assert _units(text, shipped) == [
        {"element": "infantry", "name": "Grenadier-Regiment 9", "options": ["elite"]},
        {"element": "tank", "name": "Panzer-Abteilung 2", "options": ["medium"]},
        {"element": "infantry", "name": "Bataljon 3"},
        {"element": "artillery", "name": "Artillerieregiment 5"},
        {"element": "cavalry", "name": "Squadron 4"},
        {"element": "infantry", "count": 2},
    ]


def test_a_number_after_a_types_word_and_a_bodys_counts(shipped: CatalogSet) -> None:
    """`Infantry battalion 2` was one battalion named so, in a list of six units that wrote 2+2+1+1:
    after a type's word and the body's, a number counts the bodies of that type."""
    text = "OHW WW2 hex, 6 units\n- Rifle battalion 2\n- Panzer battalion 2\n- Artillery regiment 1\n- Anti-tank 1\n"
    assert [(unit["element"], unit.get("count", 1)) for unit in _units(text, shipped)] == [
        ("infantry", 2),
        ("tank", 2),
        ("artillery", 1),
        ("anti-tank-gun", 1),
    ]


def test_a_number_before_a_bodys_word_is_its_own(shipped: CatalogSet) -> None:
    """`2 Pułk Strzelców Podhalańskich` was two units of an unknown type, `122 Bde MG Coy: 2 x
    Vickers` 122: a plain number before a body's word in the singular, or its short word (`Bde`,
    `Sqn`, `Coy`), numbers the body, whatever follows, read or not; the plural counts."""
    text = (
        "OHW WW2 hex, 6 units\n- 3 Sqn: Tank, light\n- 41 Bde AT Coy: 2 x Anti-tank guns\n"
        "- 4 Batalion Strzelców Konnych\n- 2 platoons of infantry\n"
    )
    assert _units(text, shipped) == [
        {"element": "tank", "name": "3 Sqn", "options": ["light"]},
        {"element": "anti-tank-gun", "count": 2, "name": "41 Bde AT Coy"},
        {"element": "4 Batalion Strzelców Konnych"},
        {"element": "infantry", "count": 2},
    ]


def test_lines_numbering_units_of_one_name_in_a_run_are_one_unit_each(shipped: CatalogSet) -> None:
    """`Truck 1`, `Truck 2`, `Truck 3` were ten trucks, in silence: lines naming one type with a
    plain number after it rising from 1 by one number those units, each one unit named by its
    number, as `towed by truck 3` names it; a count would not rise line by line. A number after a
    name alone still counts (`Tank 2`)."""
    text = (
        "WTJ 1916\n- Regimental HQ\n- Lorry 1 (Thornycroft)\n- Lorry 2\n- Lorry 3\n\n"
        "- Medium gun (class 5)\n- Horse team 2\n"
    )
    assert _units(text, shipped) == [
        {"element": "regimental-command"},
        {"element": "truck", "name": "1", "note": "Thornycroft"},
        {"element": "truck", "name": "2"},
        {"element": "truck", "name": "3"},
        {"element": "medium-gun", "options": ["class-5"]},
        {"element": "horse-team", "count": 2},
    ]
    text = "OHW WW2 hex, 6 units\nTank 1\nTank 2\nInfantry 3\n"
    assert _units(text, shipped) == [
        {"element": "tank", "name": "1"},
        {"element": "tank", "name": "2"},
        {"element": "infantry", "count": 3},
    ]


@pytest.mark.parametrize(
    "title", ["1. Armia Wojska Polskiego", "3. Panzerarmee", "21. Division", "7. hadtest"]
)
def test_an_ordinal_before_an_armys_word_is_part_of_the_armys_name(title: str, shipped: CatalogSet) -> None:
    """`1. Armia` is the First Army, as Poles and Germans write it, not a list's first line."""
    listed = read_text_list(
        f"OHW WW2 beta, 4 units\n\n{title}\n- 3 x Infantry\n- 1 x Tank\n",
        [c for c in shipped if isinstance(c, Catalog)],
    )
    assert listed.data["name"] == title


def test_a_first_ordinal_heading_over_its_members_names_the_formation(shipped: CatalogSet) -> None:
    """`1. schwerer Zug:` over its Tigers, a blank line from `2. schwerer Zug:`, was a heavy platoon
    named nothing, its number taken for a list's first; the second was named: a number before a
    unit's word in a heading ending in a colon is the unit's, first or not."""
    text = "Pagano\nAxis, 1944\n\n1. schwerer Zug:\n3 Tiger I\n\n2. schwerer Zug:\n2 Tiger I\n"
    assert [unit.get("name") for unit in _units(text, shipped)] == ["1. schwerer Zug", "2. schwerer Zug"]


def test_a_numbered_heading_in_a_forums_tags_names_its_platoon(shipped: CatalogSet) -> None:
    text = "Pagano armour, Axis 1944\n\n[u]1. Zug[/u]\n5x Pz IV\n\n[u]2. Zug[/u]\n4x Pz IV\n"
    assert [(unit["formation"], unit["name"]) for unit in _units(text, shipped)] == [
        ("platoon", "1. Zug"),
        ("platoon", "2. Zug"),
    ]


def test_a_heavy_platoon_written_with_the_articles_ending_is_one(shipped: CatalogSet) -> None:
    units = _units("Pagano armour, Axis 1944\n\nschwere Zug:\n2x Tiger I\n", shipped)
    assert units == [{"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]}]


def test_a_model_numbered_with_dashes_then_another_after_a_plus_are_two_members(shipped: CatalogSet) -> None:
    """`T-34-85 + 1 Pz IV` was joined as `T-34-85,1 Pz IV`, its `85,1` a decimal comma."""
    units = _units("Pagano armour, Allied 1945\n\nPlotone 3: 4 T34-85 + 1 Pz IV (catturato)\n", shipped)
    assert units[0]["elements"] == [
        {"element": "t-34-85", "count": 4},
        {"element": "pz-iv", "note": "catturato"},
    ]


def test_a_heading_naming_the_heavy_platoon_keeps_it_over_too_many_tigers(shipped: CatalogSet) -> None:
    """Four Tigers are too many for a heavy platoon: the heading says heavy, so the size is the
    player's error to see, not a platoon read in its place; `Zug` over two Tigers is a heavy one."""
    text = "Pagano armour, Axis 1943\n\nHeavy platoon 1:\n4x Tiger I\n\nZug 2:\n2x Tiger I\n"
    assert [unit["formation"] for unit in _units(text, shipped)] == ["heavy-platoon", "heavy-platoon"]


def test_a_first_numbered_heading_over_unnumbered_members_is_the_formations_name(shipped: CatalogSet) -> None:
    """`1. střelecký pluk` heads the lines under it: no numbered list's first item, the first
    regiment; its own name in quotes is no part of its type; `Podpora` (support) heads loose units."""
    text = (
        "WTJ 1916\n\nBrigáda\n\n1. střelecký pluk „Mistra Jana Husi“\nvelitelství pluku\n6× pěchota\n\n"
        "Podpora\n2× polní kanón 76 mm, třída 5\n"
    )
    units = _units(text, shipped)
    assert [unit.get("formation", unit.get("element")) for unit in units] == [
        "infantry-regiment",
        "medium-gun",
    ]
    assert units[0]["name"] == "1. střelecký pluk „Mistra Jana Husi“"


def test_an_ordinal_in_a_forums_bold_tags_names_the_formation(shipped: CatalogSet) -> None:
    """`[b]1. Zug[/b]` was a unit `Zug`, its number read as a list's: the tags of looks are read
    past, as Markdown's `**1. Zug**` is, and the number before the unit's word is its own."""
    text = "Pagano, Sowjets 1944\n\n[b]1. Zug[/b]\n5x T-34-85\n\n[b]2. Zug[/b]\n4x T-34-85\n"
    assert _units(text, shipped) == [
        {"formation": "platoon", "name": "1. Zug", "elements": [{"element": "t-34-85", "count": 5}]},
        {"formation": "platoon", "name": "2. Zug", "elements": [{"element": "t-34-85", "count": 4}]},
    ]


def test_a_number_before_a_formations_name_and_a_name_of_its_own_over_members_numbers_it(
    shipped: CatalogSet,
) -> None:
    """`1 pułk piechoty Legionów` over `- sztab pułku` was one unit of an unknown type, its members
    loose: a number with no mark before a formation type's whole name, then the formation's own
    words, numbers that formation, its heading the name whole."""
    text = (
        "WTJ 1916\n\n1 pułk piechoty Legionów\n- sztab pułku\n- piechota x4\n\n"
        "1 pułk ułanów Legionów\n- dowództwo\n- ułani x3\n"
    )
    assert _units(text, shipped) == [
        {
            "formation": "infantry-regiment",
            "name": "1 pułk piechoty Legionów",
            "elements": [{"element": "regimental-command"}, {"element": "infantry", "count": 4}],
        },
        {
            "formation": "cavalry-regiment",
            "name": "1 pułk ułanów Legionów",
            "elements": [{"element": "regimental-command"}, {"element": "cavalry", "count": 3}],
        },
    ]


def test_items_numbered_under_their_headings_number_are_its_members(shipped: CatalogSet) -> None:
    """`1.1 T-34-85` under `1. Plt Ivanov`, as a report's outline numbers them, was a unit named
    `1.1 T-34-85` and its heading an ordinal's name: `1.1` is an item's number, its item standing
    under the heading numbered `1.`; the last heading's items, named no type, stand alone."""
    text = (
        "Pagano, Soviets 1944\n\n1. Plt Ivanov\n1.1 T-34-85 (commander)\n1.2 T-34-85\n1.3 T-34-85\n"
        "1.4 T-34-85\n2. Alone\n2.1 T-34-85\n2.2 T-34-85\n"
    )
    assert _units(text, shipped) == [
        {
            "formation": "platoon",
            "name": "Plt Ivanov",
            "elements": [
                {"element": "t-34-85", "note": "commander"},
                {"element": "t-34-85"},
                {"element": "t-34-85"},
                {"element": "t-34-85"},
            ],
        },
        {"element": "t-34-85"},
        {"element": "t-34-85"},
    ]


def test_a_calibre_with_a_point_before_its_unit_is_no_items_number(shipped: CatalogSet) -> None:
    """`7.5 cm` is a calibre, never an item numbered `7.5`: the line keeps its words."""
    from armybuilder.textlist.grammar import form_of

    assert form_of("7.5 cm Pak 40").text == "7.5 cm Pak 40"
    assert not form_of("10.5 cm leFH 18").bullet


def test_a_lone_ordinal_over_bullets_under_a_greeting_names_the_army(shipped: CatalogSet) -> None:
    """An HTML mail's bold `1. slovenská pešia divízia` under its greeting, with no blank line
    between (the paragraphs' breaks are lost), lost its number as a list's: a lone number before
    a body's word, over the bulleted lines it heads, is the body's own, as at a block's top."""
    text = (
        "Ahoj Peter,\nposielam zoznam (OHW WW2 beta):\n1. slovenská pešia divízia\n- 3x pešia čata\n"
        "- 1x tanková čata LT-38\nMartin\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "1. slovenská pešia divízia"


@pytest.mark.parametrize("indent", ["", "  "])
def test_an_outlines_numbers_are_the_lists_its_items_under_their_heading(
    indent: str, shipped: CatalogSet
) -> None:
    """An order of battle numbered as an outline (`1.`, then `1.1`, `1.2` under it): `1.2 Pz IV`
    was an unknown type named `1.2 Pz IV`, and `1. 2nd Zug` a platoon named with the list's
    number. The `1.` heads the items its number begins, indented or not."""
    text = (
        "Pagano\nAxis, 1943\n\n"
        f"1. 2nd Zug\n{indent}1.1 Pz IV\n{indent}1.2 Pz IV\n2. Reserve\n{indent}2.1 Tiger I\n"
    )
    assert _units(text, shipped) == [
        {"formation": "platoon", "name": "2nd Zug", "elements": [{"element": "pz-iv"}, {"element": "pz-iv"}]},
        {"element": "tiger-i"},
    ]


def test_a_calibre_with_a_decimal_point_is_no_outlines_number(shipped: CatalogSet) -> None:
    """`7.5 cm Feldkanone` keeps its calibre: a number before a measure is no item's number."""
    text = "WTJ 1916\n\n7.5 cm Feldkanone, Klasse 5\n1 x Gespann\n"
    assert _units(text, shipped)[0] == {"element": "medium-gun", "name": "7.5 cm", "options": ["class-5"]}


def test_a_roman_first_with_its_point_before_a_colon_names_the_formation(shipped: CatalogSet) -> None:
    """`I. Bataillon: 4x Infanterie, 1x MG` was one unknown unit and a machine gun: the `I.` was
    read as the pronoun, the label as a sentence's words. `II. Bataillon` was a battalion."""
    units = _units("Tank Attack\n\nGeneral: Infanterie\nI. Bataillon: 4x Infanterie, 1x MG\n", shipped)
    assert units[1] == {
        "formation": "infantry-battalion",
        "name": "I. Bataillon",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }


def test_one_piece_in_italian_is_no_name(shipped: CatalogSet) -> None:
    """`1 pezzo anticarro 47/32` was an unknown type: `pezzi` was a word for pieces, its singular not."""
    assert _units("OHW WW2 beta\n1 pezzo anticarro 47/32\n2 pezzi anticarro\n", shipped) == [
        {"element": "anti-tank-gun", "name": "anticarro 47/32"},
        {"element": "anti-tank-gun", "count": 2},
    ]


@pytest.mark.parametrize("line", ["Lorry No. 1", "Lorry nr.1", "Truck no1", "Lkw Nr. 2", "Lorry #1"])
def test_a_vehicle_numbered_with_the_word_for_number_is_named_so(line: str, shipped: CatalogSet) -> None:
    """`Lorry No. 1` was left unread, `Lorry nr.1` named the army and `Truck no1` was an unknown type,
    where `Lorry #1` was a truck named so: the word for `number` before it is the `#` of its name."""
    assert _units(f"WTJ 1916\n\n{line}\n2 x Infantry\n", shipped)[0] == {"element": "truck", "name": line}
