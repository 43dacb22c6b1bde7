"""Names players give their units in the words of their own language (issue 34, round 19): a gun
named by the rules' word and its calibre after `de` or `da` (`Canon de 75`, `Artiglieria da
campagna 75/27`) keeps them whole as its name. Each from an example of our own."""

import textwrap
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(catalogs: list[Catalog], text: str) -> list[dict[str, Any]]:
    listed = read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)
    assert [asked.number for asked in listed.asked] == []
    return list(listed.data["units"])


@pytest.mark.parametrize(
    "line", ["Canon de 75", "Artiglieria da campagna 75/27", "artillería de campaña de 105"]
)
def test_a_calibre_after_of_names_the_gun_with_its_type(catalogs: list[Catalog], line: str) -> None:
    """`Canon de 75` was a field artillery without a name: its calibre was read as a model's mark,
    as the `I` of `Mark I tanks`, and dropped; the 75 says which gun it is, as `Artillería 105mm`."""
    units = _units(catalogs, f"Tank Attack\n\n2 x Rifles\n1 x {line} ..... 3 AP\n")
    assert units[1] == {"element": "field-artillery", "name": line}


def test_a_name_column_names_the_unit_over_its_models_name(catalogs: list[Catalog]) -> None:
    """`Mephisto` in a sheet's name column beside `A7V` in its type column was lost, the unit named
    by its model: the column the player names units in gives the name."""
    text = "Tank Attack\nBezeichnung;Typ;Anz.\nMephisto;A7V;1\n;A7V;1\n"
    assert _units(catalogs, text) == [
        {"element": "tank", "name": "Mephisto"},
        {"element": "tank", "name": "A7V"},
    ]


@pytest.mark.parametrize("model", ["sherman", "Tiger"])
def test_a_model_alone_on_a_line_among_the_units_is_a_unit_named_so(
    catalogs: list[Catalog], model: str
) -> None:
    """`sherman` alone between `inf x2` and `mortars` was an unknown type of that name, read as a
    title would be: a model the rules give for one type, among the list's units, is that unit."""
    units = _units(catalogs, f"ohw beta list\n5 units\ninf x2\n{model}\nmortars\n")
    assert units == [
        {"element": "infantry", "count": 2},
        {"element": "tank", "name": model},
        {"element": "mortar"},
    ]


def test_a_model_alone_above_the_list_is_no_unit(catalogs: list[Catalog]) -> None:
    """A model's name over the list is still its title, not a unit of its own."""
    listed = read_text_list("OHW WW2 beta\n\nTiger\n2 x Infantry\n1 x Mortar\n", catalogs)
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


def test_a_guns_calibre_and_length_before_its_type_names_it_as_a_calibre_does(
    catalogs: list[Catalog],
) -> None:
    """Italian guns are named by calibre and barrel length (`47/32`): before the type's word it
    made an unknown type, where `57mm anticarro` is an ATG named 57mm."""
    units = _units(catalogs, "OHW WW2 beta\n\n- 2 fucilieri\n- 47/32 anticarro\n")
    assert units[-1] == {"element": "anti-tank-gun", "name": "47/32"}


@pytest.mark.parametrize(("line", "unit"), [("strv m/42", "tank"), ("pvkan m/38", "anti-tank-gun")])
def test_a_swedish_models_year_after_its_type_names_it_with_the_type(
    catalogs: list[Catalog], line: str, unit: str
) -> None:
    """Swedish models are marked by their year (`strv m/42`: the tank of 1942): after the type's
    word it is the model's mark, the name whole as `Pz IV` is, not an unknown type's note."""
    units = _units(catalogs, f"OHW WW2 beta\n\n- 2 skyttepluton\n- 1 {line}\n")
    assert units[-1] == {"element": unit, "name": line}


def test_a_types_name_of_several_words_after_an_example_settles_which_it_is(catalogs: list[Catalog]) -> None:
    """`75mm anti-tank gun` was asked, Mortar or ATG: the beta gives 75mm as an example of both,
    and the type's own name after it was weighed word by word, none of them a type's."""
    units = _units(catalogs, "OHW beta\n\n2 x Infantry\n1 x 75mm anti-tank gun\n")
    assert units[1] == {"element": "anti-tank-gun", "name": "75mm"}


@pytest.mark.parametrize("line", ["Artiglieria 75/27 (regular)", "Artiglieria 100/17"])
def test_a_calibre_and_a_barrel_length_after_a_guns_type_name_it(catalogs: list[Catalog], line: str) -> None:
    """`Artiglieria 75/27` was an artillery unit with no name: its figures were read as a model's
    marks and dropped; as Italians write a gun, they are its calibre and its length, its name."""
    units = _units(catalogs, f"OHW hex\n\n- Infantry\n- {line}\n- Tank\n")
    assert units[1]["element"] == "artillery"
    assert units[1]["name"] == line.removesuffix(" (regular)")


def test_a_german_designation_joining_two_types_by_dashes_is_the_last_ones(catalogs: list[Catalog]) -> None:
    """`Panzer-Artillerie-Regiment 130` was a type no one knows: German puts the noun last, so an
    armoured artillery regiment is artillery, its designation its name."""
    units = _units(catalogs, "OHW hex\n\n- Infantry\n- Panzer-Artillerie-Regiment 130\n- Tank\n")
    assert units[1] == {"element": "artillery", "name": "Panzer-Artillerie-Regiment 130"}


def test_a_model_and_its_mark_alone_on_a_line_among_the_units_is_a_unit_of_it(
    catalogs: list[Catalog],
) -> None:
    """`Pak 40` and `StuG III` between `Inf x2` and `Arty` were unknown types of those names, read
    as titles: a model the rules give with its mark after it is that model's unit, as the model
    alone is, asked where the model may be several types (an assault gun: tank or anti-tank gun)."""
    listed = read_text_list("OHW WW2 hexed\n\nInf x2\nPak 40\nStuG III\nArty\n", catalogs)
    assert listed.data["units"] == [
        {"element": "infantry", "count": 2},
        {"element": "anti-tank-gun", "name": "Pak 40"},
        {"element": "artillery"},
    ]
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(5, ("anti-tank-gun", "tank"))]


@pytest.mark.parametrize("line", ["Cannoni anticarro 47/32", "Cannone anticarro 47/32"])
def test_a_calibre_and_a_barrel_length_after_a_type_of_two_words_name_it(
    catalogs: list[Catalog], line: str
) -> None:
    """`Cannoni anticarro 47/32` was an ATG with no name, where `Artiglieria 75/27` keeps its
    name: the calibre and length name the gun after a type written in two words as after one."""
    units = _units(catalogs, f"OHW hex\n\n- Infantry\n- {line}\n- Tank\n")
    assert units[1] == {"element": "anti-tank-gun", "name": line}


@pytest.mark.parametrize(
    ("line", "name"),
    [("Tiger battalion (heavy tank, elite)", "Tiger"), ("Sherman platoon (medium tank)", "Sherman")],
)
def test_a_unit_word_after_a_model_typed_by_its_bracket_is_no_part_of_its_name(
    catalogs: list[Catalog], line: str, name: str
) -> None:
    """`Tiger battalion (heavy tank, elite)` was named `Tiger battalion`, where `Tiger battalion`
    alone is named `Tiger`: a unit word says how the unit is organised, whatever types it."""
    units = _units(catalogs, f"OHW hex\n\n- Infantry\n- {line}\n- Artillery\n")
    assert units[1]["element"] == "tank"
    assert units[1]["name"] == name


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("Piyade taburu (elit)", {"element": "infantry", "options": ["elite"]}),
        ("Süvari alayı", {"element": "cavalry"}),
        ("Pak 40 tanksavar", {"element": "anti-tank-gun", "name": "Pak 40"}),
        ("Tanksavar taburu", {"element": "anti-tank-gun"}),
        ("Topçu alayı", {"element": "artillery"}),
        ("Zırhlı araç", {"element": "armoured-car"}),
        ("Panzer IV taburu - orta tank", {"element": "tank", "name": "Panzer IV", "options": ["medium"]}),
        (
            "Tiger taburu (ağır tank, elit)",
            {"element": "tank", "name": "Tiger", "options": ["heavy", "elite"]},
        ),
        ("Hafif tank taburu", {"element": "tank", "options": ["light"]}),
    ],
)
def test_a_type_in_a_turkish_players_words_is_that_type(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """A Turkish post's types (`Piyade taburu`, `Topçu alayı`, `Pak 40 tanksavar`) were types no
    one knows, and `taburu` (battalion) part of a tank's name: each is its type, and a battalion
    or a regiment says how the unit is organised, as `battalion` does."""
    units = _units(catalogs, f"OHW WW2 hex\n\n- Infantry\n- {line}\n- Artillery\n")
    assert units[1] == unit


@pytest.mark.parametrize("model", ["SU-85", "SU-100"])
def test_a_soviet_tank_destroyer_is_asked_as_a_tank_or_an_anti_tank_gun(
    catalogs: list[Catalog], model: str
) -> None:
    """`SU-85` was a type no one knows: a tracked anti-tank gun, a Tank or an Anti-tank Gun as a
    player means it (the draft has no such type), so it is asked, as a Jagdpanzer is."""
    listed = read_text_list(f"OHW WW2 hexed\n\nInf x2\n{model}\nArty\n", catalogs)
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(4, ("anti-tank-gun", "tank"))]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        (
            "65th Anti-Tank Regiment (Anti-tank Gun)",
            {"element": "anti-tank-gun", "name": "65th Anti-Tank Regiment"},
        ),
        ("Tiger Platoon (Tank)", {"element": "tank", "name": "Tiger Platoon"}),
        (
            "4th Tank Regiment (heavy tank)",
            {"element": "tank", "name": "4th Tank Regiment", "options": ["heavy"]},
        ),
    ],
)
def test_a_numbered_title_or_one_over_a_bare_type_keeps_its_unit_word(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """A numbered body's title is its name whole, and a name over its bare type is written as the
    program writes a roster's (`Name (Type)`): no unit word comes off either."""
    units = _units(catalogs, f"OHW hex\n\n- Infantry\n- {line}\n- Artillery\n")
    assert units[1] == unit


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("2 jalkaväkijoukkuetta", "infantry"),
        ("2 kiväärijoukkuetta", "infantry"),
        ("2 pst-joukkuetta", "anti-tank-gun"),
        ("2 panssarijoukkuetta", "tank"),
    ],
)
def test_a_finnish_platoon_counted_in_the_partitive_is_its_type(
    catalogs: list[Catalog], line: str, unit: str
) -> None:
    """`2 jalkaväkijoukkuetta` (two infantry platoons: Finnish puts a counted noun in the
    partitive) was an unknown type, where `kiväärijoukkue` alone was Infantry."""
    units = _units(catalogs, f"OHW WW2 beta\n\n- {line}\n- 1 mortar\n")
    assert units[0] == {"element": unit, "count": 2}


def test_a_catalan_lists_types_and_options_are_the_catalogs(catalogs: list[Catalog]) -> None:
    """A Catalan list for the hexed draft (`Tancs mitjans Sherman`, `Autoblindats de
    reconeixement`) read unknown types, and its classes and status were lost."""
    units = _units(
        catalogs,
        """\
        OHW WW2 hexagonal

        1. Infanteria motoritzada
        2. Tancs mitjans Sherman
        3. Tancs lleugers Stuart – milícia
        4. Canó antitanc 17pdr
        5. Autoblindats de reconeixement
        """,
    )
    assert units == [
        {"element": "infantry"},
        {"element": "tank", "name": "Sherman", "options": ["medium"]},
        {"element": "tank", "name": "Stuart", "options": ["light", "militia"]},
        {"element": "anti-tank-gun", "name": "Canó antitanc 17pdr"},
        {"element": "armoured-car"},
    ]


def test_italian_paratroopers_are_infantry_named_so(catalogs: list[Catalog]) -> None:
    """`2 plotoni paracadutisti` (two platoons of paratroopers, as an Italian player writes them)
    was an unknown type, where `paratroopers` is Infantry named so."""
    units = _units(catalogs, "OHW WW2 beta\n\n- 2 plotoni paracadutisti\n- 1 mortar\n")
    assert units[0] == {"element": "infantry", "count": 2, "name": "paracadutisti"}


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("Génie : 1 base de sapeurs", {"element": "engineer"}),
        ("Pioniere: 2 x Pionier", {"element": "engineer", "count": 2}),
    ],
)
def test_a_label_that_is_only_the_word_for_its_lines_type_names_no_unit(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`Génie : 1 base de sapeurs` named the engineer base `Génie`: the word for the arm the line
    lists, before its colon, says the type again, as `Tanks: 2 x A7V` does."""
    assert _units(catalogs, f"WTJ 1916\n\n{line}\n") == [unit]


@pytest.mark.parametrize("model", ["Panzer IV", "Pz IV", "Mk IV"])
def test_a_model_the_rules_give_with_its_mark_alone_on_a_line_is_a_unit_of_it(
    catalogs: list[Catalog], model: str
) -> None:
    """`Panzer IV` alone on a line among a list's units, as `Sherman` or `Pak 40` is: a Tank named
    so. The model's own mark was taken off before its name was looked for among the rules'
    models, so the line was an unknown type `Panzer IV` (`Pz IV` was not read at all)."""
    units = _units(catalogs, f"OHW beta\n\nPanzergrenadiers x3\n{model}\nPak 40\n")
    assert units == [
        {"element": "infantry", "count": 3},
        {"element": "tank", "name": model},
        {"element": "anti-tank-gun", "name": "Pak 40"},
    ]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("1x Stokes mortar (LM)", {"element": "light-mortar", "name": "Stokes"}),
        ("1x Stokes mortar (TM)", {"element": "trench-mortar", "name": "Stokes"}),
        ("1x Light mortar (LM)", {"element": "light-mortar"}),
    ],
)
def test_a_types_initials_in_brackets_say_the_type_and_are_no_note(
    catalogs: list[Catalog], line: str, read: dict[str, Any]
) -> None:
    """`Stokes mortar (LM)` was asked (a light or a trench mortar?) with `LM` its note: the
    initials of the type's name in capitals (Light mortar base) say which, as its name would."""
    assert _units(catalogs, f"WTJ 1916\n\n{line}\n")[0] == read


@pytest.mark.parametrize(
    "line", ["2 działa polowe, klasa 3", "2 działa (klasa 3)", "2 działo polowe, klasa 3"]
)
def test_polish_words_for_field_guns_are_the_rules_word_and_name_no_gun(
    catalogs: list[Catalog], line: str
) -> None:
    """`2 działa polowe, klasa 3` (two field guns) was a small gun named `działa polowe`: the Polish
    word for guns, in the field or not, several or one, is the rules' word, as `działo` is."""
    assert _units(catalogs, f"WTJ 1916\n\n{line}\n") == [
        {"element": "small-gun", "count": 2, "options": ["class-3"]}
    ]


@pytest.mark.parametrize(
    "line", ["1x Feldkanone 77 ............ 3", "1x Feldkanone 77", "1 x Feldkanone 77 - 3 AP"]
)
def test_a_models_number_after_the_types_word_names_the_gun(catalogs: list[Catalog], line: str) -> None:
    """`1x Feldkanone 77 ....... 3` was a Field Artillery with its 77 dropped where the line gives
    its cost: a number of two figures after the type's word is the gun's model, as `Pak 40` is,
    no count nor cost, and stays with the type as its name."""
    units = _units(catalogs, f"Tank Attack\n\n2 x Rifles ..... 4\n{line}\n")
    assert units[1] == {"element": "field-artillery", "name": "Feldkanone 77"}


@pytest.mark.parametrize(
    ("line", "named"),
    [
        ("- Panzer: Sherman", {"element": "tank", "name": "Sherman"}),
        ("- Panssarivaunu: Sherman", {"element": "tank", "name": "Sherman"}),
        ("- Panssarivaunu: T-26E (sotasaalis)", {"element": "tank", "name": "T-26E", "note": "sotasaalis"}),
        ("- Company HQ: Sherman", {"element": "tank", "name": "Company HQ"}),
    ],
)
def test_a_label_of_the_types_own_words_before_a_model_is_no_name(
    catalogs: list[Catalog], line: str, named: dict[str, Any]
) -> None:
    """`Panssarivaunu: T-26E` (Finnish, tank) dropped the model in silence, and `Panzer: Sherman`
    was named Panzer: a label of the type's words alone names no unit, the model after it does, as
    `Tank: Sherman` read; a label of its own (`Company HQ`) is still the name."""
    assert _units(catalogs, f"OHW WW2 beta\n\n- Mortar\n{line}\n")[1] == named


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("três batalhões de infantaria", {"element": "infantry", "count": 3}),
        ("2 regimentos de artilharia", {"element": "artillery", "count": 2}),
    ],
)
def test_a_portuguese_count_of_battalions_puts_the_first_word_in_the_plural(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`três batalhões de infantaria` was an unknown type of that name, though `batalhão de
    infantaria` is Infantry: counting several, a Portuguese player writes the battalion's word in
    the plural."""
    assert _units(catalogs, f"OHW hex, 6 unidades\n\n{line}\num canhão anticarro\n")[0] == unit


@pytest.mark.parametrize(("line", "name"), [("1× Lanz tractor", "Lanz"), ("1 x Holt tractor", "Holt")])
def test_a_short_makers_name_two_slips_from_the_catalogs_word_names_the_unit(
    catalogs: list[Catalog], line: str, name: str
) -> None:
    """`1× Lanz tractor` was an unknown type `Lanz tractor`: `Lanz` was taken for the catalog's `ulan`
    misspelt, as alike as a long word's slip though two letters off. A short word is the catalog's
    misspelt only one slip of the hand from it; else it is the maker's name, as `Holt` is."""
    assert _units(catalogs, f"WTJ 1916\n\n{line}\n") == [{"element": "tractor", "name": name}]


@pytest.mark.parametrize("line", ["3 st 76mm fältkanoner (klass 5)", "3 st 76mm kanoner (klass 5)"])
def test_a_nordic_plural_of_a_gun_after_its_calibre_is_no_part_of_its_name(
    catalogs: list[Catalog], line: str
) -> None:
    """`76mm fältkanoner` kept the Swedish plural for field guns in the guns' name, where `76mm
    Feldkanonen` and `76mm field guns` are named `76mm`: the type's words after a calibre name no gun."""
    assert _units(catalogs, f"WTJ 1916\n\n{line}\n") == [
        {"element": "medium-gun", "count": 3, "name": "76mm", "options": ["class-5"]}
    ]


@pytest.mark.parametrize(
    ("line", "name"), [("1 Lewis-MG", "Lewis"), ("2 Maxim-MG", "Maxim"), ("1 Hotchkiss-MG", "Hotchkiss")]
)
def test_a_makers_name_dashed_onto_the_types_word_names_the_unit(
    catalogs: list[Catalog], line: str, name: str
) -> None:
    """`1 Lewis-MG`, as German and Danish join a maker's name to a word, was named `Lewis-MG`, where
    `Lewis MG` is named Lewis: the type's own word dashed onto the name is no part of it."""
    [unit] = _units(catalogs, f"WTJ 1916\n\n{line}\n")
    assert unit["name"] == name
