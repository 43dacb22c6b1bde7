"""Names players write, round 2: the types in other languages, a player's own `counts as`, an
option shortened (`cl.`), a quoted word after a type, a word that ends several types' names, and a
cost that settles which of two types a name stands for."""

import textwrap

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.names import Names
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str, system: str | None = None) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, system)


def _units(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    """Each unit as (element, count, options), a formation's members after it."""
    out: list[tuple[str, int, tuple[str, ...]]] = []
    for unit in listed.data["units"]:
        if "formation" in unit:
            out.append((unit["formation"], 1, ()))
            out += [
                (member["element"], member.get("count", 1), tuple(member.get("options", ())))
                for member in unit["elements"]
            ]
        else:
            out.append((unit["element"], unit.get("count", 1), tuple(unit.get("options", ()))))
    return out


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


def test_the_types_in_another_language_name_the_game_and_its_types(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        Ma liste pour samedi :
        3 Infanterie
        1 Mortier
        1 Canon antichar
        1 Panzer
        """,
    )
    assert listed.data["system"] == "ohw-ww2"
    assert _units(listed) == [
        ("infantry", 3, ()),
        ("mortar", 1, ()),
        ("anti-tank-gun", 1, ()),
        ("tank", 1, ()),
    ]
    assert _asked(listed) == []


def test_an_option_shortened_as_players_shorten_it_is_the_option(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        WTJ 1916
        2x Small gun cl 3 - 77mm
        1x Large gun cl.8
        1x Medium gun (cl.6)
        """,
    )
    assert _units(listed) == [
        ("small-gun", 2, ("class-3",)),
        ("large-gun", 1, ("class-8",)),
        ("medium-gun", 1, ("class-6",)),
    ]
    assert _asked(listed) == []


def test_a_two_letter_shortening_without_its_figure_names_no_option(catalogs: list[Catalog]) -> None:
    names = Names.of(next(catalog for catalog in catalogs if catalog.id == "wtj-1916"))
    assert names.option("small-gun", "cl.") is None
    assert names.option("small-gun", "cl 5") is None  # class 5 is a medium gun's
    assert names.option("small-gun", "class 2") == "class-2"


def test_a_quoted_word_after_several_units_is_the_players_note_after_one_its_name(
    catalogs: list[Catalog],
) -> None:
    """What a player calls the men of several units is a note (`4x Infantry "Bantams"`); one unit's
    quoted name in capitals is its own (`1x Machine gun “Bertha”`, `A7V "Nixe"`, `A7V „Mephisto“`),
    as the judges of three held-out sets read it."""
    listed = _read(
        catalogs,
        """
        WTJ 1916
        4x Infantry "Bantams"
        1x Machine gun “Bertha”
        A7V "Nixe"
        1x A7V „Mephisto“
        2 x Infantry "poilus"
        """,
    )
    assert _units(listed) == [
        ("infantry", 4, ()),
        ("machine-gun", 1, ()),
        ("a7v", 1, ()),
        ("a7v", 1, ()),
        ("infantry", 2, ()),
    ]
    assert [(unit.get("name"), unit.get("note")) for unit in listed.data["units"]] == [
        (None, "Bantams"),
        ("Bertha", None),
        ("Nixe", None),
        ("Mephisto", None),
        (None, "poilus"),
    ]


def test_the_type_a_player_says_a_unit_counts_as_is_its_type(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        OHW WW2 beta
        3 Infantry
        1 Nebelwerfer (counts as mortar)
        1 Puma armoured car, used as a tank
        1 Stuart counts as tank
        """,
    )
    assert _units(listed) == [("infantry", 3, ()), ("mortar", 1, ()), ("tank", 1, ()), ("tank", 1, ())]
    assert [unit.get("name") for unit in listed.data["units"]] == [
        None,
        "Nebelwerfer",
        "Puma armoured car",
        "Stuart",
    ]
    assert _asked(listed) == []


def test_a_word_that_ends_several_types_names_is_asked(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        WTJ 1916
        6 Infantry
        3 guns
        3 Horse teams
        """,
    )
    assert _units(listed) == [("infantry", 6, ()), ("horse-team", 3, ())]
    [(number, choices)] = _asked(listed)
    assert number == 3
    assert {"small-gun", "medium-gun", "large-gun"} <= set(choices)


def test_the_cost_a_line_gives_settles_which_type_its_name_is(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        Tank Attack, 24 AP
        Rifles (General)     2
        2 Minenwerfer        8
        1x Minenwerfer       3
        1 Minenwerfer
        """,
    )
    assert _units(listed) == [("rifles", 1, ()), ("heavy-mortar", 2, ()), ("light-mortar", 1, ())]
    assert _asked(listed) == [(5, ("light-mortar", "heavy-mortar"))]


def test_a_quality_shortened_to_three_letters_is_the_option(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        OHW hexed
        2x Infantry (reg)
        1x Cavalry, mil
        1x Tank (hvy)
        1x Artillery - vet
        """,
    )
    assert _units(listed) == [
        ("infantry", 2, ("regular",)),
        ("cavalry", 1, ("militia",)),
        ("tank", 1, ("heavy",)),
        ("artillery", 1, ()),  # the draft has no veterans: a note
    ]
    assert listed.data["units"][3]["note"] == "vet"


def test_the_great_war_games_read_their_types_in_another_language(catalogs: list[Catalog]) -> None:
    wtj = _read(catalogs, "WTJ 1916\n6 Fanteria\n2 Mitragliatrice\n2 Zappatori\n1 Camion\n")
    assert _units(wtj) == [("infantry", 6, ()), ("machine-gun", 2, ()), ("engineer", 2, ()), ("truck", 1, ())]
    tank_attack = _read(
        catalogs, "Tank Attack, 12 AP\n2x Kavallerie\n1x Artillerie lourde\n1x Automitrailleuse\n"
    )
    assert _units(tank_attack) == [("cavalry", 2, ()), ("heavy-artillery", 1, ()), ("armoured-car", 1, ())]
    assert _asked(wtj) == _asked(tank_attack) == []


def test_a_model_of_a_type_that_stands_for_several_models_is_the_units_name(catalogs: list[Catalog]) -> None:
    """The British Mark tank is one type for every Mark, and OHW's tank one for every tank: the
    model written (`Mk IV`, `Mark I tanks`, `Pz III`) is the unit's name, as the judges of three
    held-out sets read it, and as a model's mark after a type is kept (`Pak 40`). A count after the
    type (`Rifles 4`) is no model, and a mark a type's own name lacks (`Tiger II`) still asks."""
    wtj = _read(catalogs, "WTJ 1916\n3 Mark IV tanks\n2 x Mk I (male)\nMk V tank\n3 Mark tanks\n")
    assert [(unit.get("name"), unit.get("count", 1), unit.get("note")) for unit in wtj.data["units"]] == [
        ("Mark IV", 3, None),
        ("Mk I", 2, "male"),
        ("Mk V", 1, None),
        (None, 3, None),
    ]
    ohw = _read(catalogs, "OHW WW2\n1 Pz III\n1 Panzer IV H\n2 Infantry\n")
    assert ohw.data["units"][:2] == [
        {"element": "tank", "name": "Pz III"},
        {"element": "tank", "name": "Panzer IV H"},
    ]
    ta = _read(catalogs, "Tank Attack\nRifles 4\nTank 2\nSniper 1\n")
    assert [unit.get("name") for unit in ta.data["units"]] == [None, None, None]
    pagano = _read(catalogs, "Pagano WW2 armour\n1 Tiger II\n")
    assert [asked.number for asked in pagano.asked] == [2]


def test_the_rules_words_for_a_gun_after_its_name_are_no_part_of_it(catalogs: list[Catalog]) -> None:
    """`18pdr field guns`, `122mm howitzer`, `13pdr gun`: the rules' words for several types, or
    the words of the type's own name, after the name, as the judges of three held-out sets read
    them; the rules' words alone name nothing (`polní dělo`)."""
    listed = _read(
        catalogs,
        """
        WTJ 1916
        2 x 18pdr field guns (class 5)
        2 x 122mm howitzer, class 8
        1 x 13pdr gun, class 3
        1 polní dělo (class 3)
        """,
    )
    assert [(unit["element"], unit.get("name")) for unit in listed.data["units"]] == [
        ("medium-gun", "18pdr"),
        ("large-gun", "122mm"),
        ("small-gun", "13pdr"),
        ("small-gun", None),
    ]


def test_an_armoured_car_regiment_is_armoured_cars_never_a_tank(catalogs: list[Catalog]) -> None:
    """`Armoured car regiment, 11th Hussars` was read as a Tank, with no word: `car` was taken for
    a short form of `carro` (a tank in Italian) and `regiment` for the Tank's `armoured regiment`.
    A word a type's name holds whole is that word; a regiment of armoured cars is one unit of them
    in the hexed draft, as its battalion is."""
    listed = _read(catalogs, "OHW WWII hexed\nArmoured car regiment, 11th Hussars\nArmd car regt\n2 Tanks\n")
    assert _units(listed) == [("armoured-car", 1, ()), ("armoured-car", 1, ()), ("tank", 2, ())]


def test_a_numbered_title_after_a_units_type_is_its_name(catalogs: list[Catalog]) -> None:
    """`Infantry battalion, 1st Rifle Brigade - regular`: the type, then the unit's title, then its
    options; the title was kept as a note. A title is its name even where it holds another arm's
    word (`11th Hussars` were cavalry, and their regiment armoured cars)."""
    listed = _read(
        catalogs,
        """
        OHW WWII hexed
        Infantry battalion, 1st Rifle Brigade - regular
        Armoured car regiment, 11th Hussars - elite
        Tank regiment, 1st RTR - Cromwells, medium
        """,
    )
    assert [(unit["element"], unit.get("name"), unit.get("note")) for unit in listed.data["units"]] == [
        ("infantry", "1st Rifle Brigade", None),
        ("armoured-car", "11th Hussars", None),
        ("tank", "1st RTR", "Cromwells"),
    ]


def test_an_ordinal_that_says_where_or_when_or_whose_is_no_title(catalogs: list[Catalog]) -> None:
    """A title is a body's number and its capitalised name: `1st line`, `2nd turn`, `3rd floor of the
    mill` after a comma say where or when the unit stands, and `1st Bn` in Tank Attack names the
    battalion a lone mortar is attached to, not the mortar; each is a note, as it was."""
    listed = _read(
        catalogs,
        """
        OHW WWII hexed
        Infantry, 2nd line
        Artillery, 3rd hex from the river
        Tank, 2nd turn reinforcement
        """,
    )
    assert [(unit["element"], unit.get("name"), unit.get("note")) for unit in listed.data["units"]] == [
        ("infantry", None, "2nd line"),
        ("artillery", None, "3rd hex from the river"),
        ("tank", None, "2nd turn reinforcement"),
    ]
    listed = _read(
        catalogs,
        """
        Tank Attack
        General: Rifles
        Infantry Battalion: 4 Rifles, 1 MG
        Light Mortar, 1st Bn
        Sniper, 3rd floor of the mill
        """,
    )
    assert [
        (unit.get("element"), unit.get("name"), unit.get("note")) for unit in listed.data["units"][2:]
    ] == [
        ("light-mortar", None, "1st Bn"),
        ("sniper", None, "3rd floor of the mill"),
    ]


@pytest.mark.parametrize("line", ['1 x Mk I tank "Creme de Menthe"', 'Mark IV "Fray Bentos"'])
def test_one_units_quoted_name_after_its_model_is_its_name(catalogs: list[Catalog], line: str) -> None:
    """`Mk I tank "Creme de Menthe"`: the tank's own quoted name names it, as `A7V "Nixe"` does,
    before the model's mark that would name it without one; the quote was kept as its note."""
    [unit] = _read(catalogs, f"WTJ 1916\n{line}\n").data["units"]
    assert unit == {"element": "mark-tank", "name": line.split('"')[1]}


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("WTJ 1916", 'A7V "Nixe" (commander)', {"element": "a7v", "name": "Nixe", "note": "commander"}),
        (
            "Pagano armour",
            "Tiger I „Bubi“ (company commander)",
            {"element": "tiger-i", "name": "Bubi", "note": "company commander"},
        ),
        (
            "WTJ 1916",
            '4x Infantry "Bantams" (2nd Bn)',
            {"element": "infantry", "count": 4, "note": "Bantams; 2nd Bn"},
        ),
    ],
)
def test_one_units_quoted_name_before_its_bracket_is_its_name(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, object]
) -> None:
    """`Tiger I "Bubi" (company commander)`: the quoted name was kept in the note with the bracket
    after it, where `Tiger I "Bubi"` alone was named Bubi."""
    assert _read(catalogs, f"{system}\n{line}\n").data["units"] == [unit]
