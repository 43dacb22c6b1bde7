"""A unit written as its own name and its type's words, as players write them: the type's words
after a calibre or a model (`25pdr field gun`), a unit word short or joined onto the type (`MG pl`,
`Granatwerferzug`), a company's letter, and the rules' word for guns before a model (`obús 105/26`)."""

import textwrap

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.textlist.reader import read_text_list


def _units(shipped: CatalogSet, system: str, text: str) -> list[dict[str, object]]:
    listed = read_text_list(textwrap.dedent(text).lstrip("\n"), [shipped.get(system)])
    return list(listed.data["units"])


def test_a_types_words_after_a_calibre_name_the_type_and_the_calibre_the_unit(shipped: CatalogSet) -> None:
    units = _units(shipped, "tank-attack", "Tank Attack\n1 x 77mm field gun\n1 x 21cm heavy guns\n")
    assert units == [
        {"element": "field-artillery", "name": "77mm"},
        {"element": "heavy-artillery", "name": "21cm"},
    ]


@pytest.mark.parametrize(
    ("line", "element", "name"),
    [
        ("2x infantry pl", "infantry", None),
        ("1x 2pdr A/Tk pl", "anti-tank-gun", "2pdr"),
        ("1x 81mm mortar Pl", "mortar", "81mm"),
    ],
)
def test_pl_is_a_platoon_and_a_tk_an_anti_tank_gun(
    shipped: CatalogSet, line: str, element: str, name: str | None
) -> None:
    [unit] = _units(shipped, "ohw-ww2", f"OHW WW2 beta\n{line}\n")
    assert unit["element"] == element
    assert unit.get("name") == name


@pytest.mark.parametrize(
    ("line", "element", "name"),
    [
        ("1x 17pdr A/Tk regiment", "anti-tank-gun", "17pdr"),
        ("1x 6pdr ATG bn", "anti-tank-gun", "6pdr"),
        ("2x 75mm arty regiments", "artillery", "75mm"),
    ],
)
def test_a_calibre_a_type_and_a_battalion_or_regiment_in_the_hexed_draft_is_the_type(
    shipped: CatalogSet, line: str, element: str, name: str
) -> None:
    """`6pdr ATG` and `ATG battalion` read, both together were unknown: the hexed draft's units are
    battalions and regiments, so the word says how it is organised and names no formation."""
    [unit] = _units(shipped, "ohw-ww2-hex", f"OHW WW2 hexed\n{line}\n")
    assert (unit["element"], unit.get("name")) == (element, name)


@pytest.mark.parametrize(
    ("line", "name"), [("1 x 25pdr field regiment", "25pdr"), ("75mm field regiment", "75mm")]
)
def test_a_calibre_before_the_types_name_with_its_unit_word_is_the_units_name(
    shipped: CatalogSet, line: str, name: str
) -> None:
    """`25pdr field regiment` was Artillery with no name (the `25pdr` is an alias of it too) and
    `75mm field regiment` named `75mm field`: the type's name keeps its unit word, as `18pdr field
    gun` is named `18pdr`."""
    units = _units(shipped, "ohw-ww2-hex", f"OHW WW2 hexed\n{line}\n25pdr\n")
    assert units == [{"element": "artillery", "name": name}, {"element": "artillery"}]


def test_a_calibre_before_a_battalion_of_tank_attack_still_heads_the_formation(shipped: CatalogSet) -> None:
    """Tank Attack's Infantry Battalion is named by `battalion`: the word is no unit size there."""
    units = _units(shipped, "tank-attack", "Tank Attack\n1st Rifles battalion\n- 4 rifles\n- 1 MG\n")
    assert units[0]["formation"] == "infantry-battalion"


@pytest.mark.parametrize(
    ("word", "element"),
    [("panssarintorjuntatykkijoukkue", "anti-tank-gun"), ("Kampfpanzerzug", "tank"), ("Feldzug", "Feldzug")],
)
def test_a_unit_word_joined_onto_a_type_leaves_the_type(shipped: CatalogSet, word: str, element: str) -> None:
    [unit] = _units(shipped, "ohw-ww2", f"OHW WW2 beta\n1 x {word}\n")
    assert unit["element"] == element  # `Feldzug` (a campaign) names no type: kept as written


def test_a_companys_letter_before_its_short_word_is_its_name_not_a_count(shipped: CatalogSet) -> None:
    units = _units(shipped, "ohw-ww2", "OHW WW2 beta\nB Sqn, 2 Tp - tank\nA tank\n")
    assert units == [{"element": "tank", "name": "B Sqn, 2 Tp"}, {"element": "tank"}]


def test_a_companys_letter_before_its_unit_word_and_type_keeps_both_as_the_name(shipped: CatalogSet) -> None:
    """`A Pl infantry` was infantry named `A`: the letter and the word name the body; written in
    small letters (`A platoon of tanks`) the letter is an article."""
    units = _units(shipped, "ohw-ww2", "OHW WW2 beta\nC Pl infantry\nD Sqn tanks\nA platoon of tanks\n")
    assert units == [
        {"element": "infantry", "name": "C Pl"},
        {"element": "tank", "name": "D Sqn"},
        {"element": "tank"},
    ]


@pytest.mark.parametrize(
    "name", ["Obús 15 cm", "Haubitze 15cm", "obusier 155 mm", "obús 105/26", "Obice 149/12"]
)
def test_the_rules_word_for_guns_before_a_calibre_stays_in_the_name(shipped: CatalogSet, name: str) -> None:
    """`Obús 15 cm` was named `15 cm`: a calibre is no model, it says which gun the word is, as
    `Artillería 105mm` does, so the two name the unit together; so does an Italian gun's bore and
    length (`obús 105/26`, once named `105/26`), as the README names `cannone anticarro 47/32` and
    three held-out judges `cannone 75/27`."""
    units = _units(shipped, "wtj-1916", f"WTJ 1916\n1 x {name} (class 8)\n")
    assert [(unit["element"], unit.get("name")) for unit in units] == [("large-gun", name)]


def test_joined_words_players_write_are_the_catalogs(shipped: CatalogSet) -> None:
    assert _units(shipped, "tank-attack", "Tank Attack\n1x Panzerauto Junovicz\n") == [
        {"element": "armoured-car", "name": "Junovicz"},
    ]
    assert _units(shipped, "wtj-1916", "WTJ 1916\n1 Zugmaschine\n")[0]["element"] == "tractor"


def test_a_maker_of_many_weapons_names_none_of_them(shipped: CatalogSet) -> None:
    """Vickers made machine guns, field guns and tanks: as a machine gun's example it took `1
    Vickers field gun` for a machinegun, in silence. A maker's name is the unit's own name."""
    units = _units(shipped, "tank-attack", "Tank Attack\n1 Vickers field gun\n2 x Vickers MG\n")
    assert [(unit["element"], unit.get("name")) for unit in units] == [
        ("field-artillery", "Vickers"),
        ("machinegun", "Vickers"),
    ]


def test_a_formations_number_and_word_before_a_model_head_the_formation(shipped: CatalogSet) -> None:
    """`3 platoon T-34/85` was read as a T-34-85 named `3 platoon`, as `18pdr field gun` is named
    for its calibre: above the list it became the army's name, and its tanks stood alone."""
    text = "Pagano WW2 armour, Soviet, 1944\n3 platoon T-34/85\n  1 T-34/85\n  2 T-34/85\n"
    [platoon] = _units(shipped, "pagano-armour", text)
    assert platoon["formation"] == "platoon"
    assert [(unit["element"], unit.get("count", 1)) for unit in platoon["elements"]] == [
        ("t-34-85", 1),
        ("t-34-85", 2),
    ]


@pytest.mark.parametrize(
    "line", ["3 paratroopers elite", "3 elite paratroopers", "3 x Fallschirmjäger, elite"]
)
def test_an_option_beside_a_units_own_name_is_its_option_not_part_of_the_name(
    shipped: CatalogSet, line: str
) -> None:
    """Paratroopers are Infantry by the rules' example; `elite` before or after them is the option."""
    units = _units(shipped, "ohw-ww2-hex", f"OHW hex\n{line}\n1 x Tank\n")
    assert units[0]["element"] == "infantry"
    assert units[0]["options"] == ["elite"]
    assert units[0]["name"] in ("paratroopers", "Fallschirmjäger")


def test_a_model_of_capitals_dashed_to_a_figure_after_the_type_is_its_name(shipped: CatalogSet) -> None:
    """`BA` shortens no battalion in `BA-6`: the dash to the figure writes a model."""
    units = _units(shipped, "ohw-ww2-hex", "OHW hex\n\n- Autoblindado BA-6\n- Autoblinde AB 41\n")
    assert units == [
        {"element": "armoured-car", "name": "BA-6"},
        {"element": "armoured-car", "name": "AB 41"},
    ]


@pytest.mark.parametrize("system", ["ohw-ww2", "ohw-ww2-hex"])
def test_a_models_letter_beside_the_type_is_no_initial_of_another_types_alias(
    shipped: CatalogSet, system: str
) -> None:
    """`t` of `T-26` with `Tank` holds words of the `A/T` and `anti-tank` aliases: still a Tank, where
    the anti-tank gun's own initials (`A/T gun`, `6pdr A/T gun`) and short words read as before."""
    lines = ["Tank: T-26", "Tanks: T-70", "A/T gun", "AT gun", "6pdr A/T gun", "A/Tk guns"]
    units = _units(shipped, system, "OHW\n\n" + "".join(f"- {line}\n" for line in lines))
    assert [unit["element"] for unit in units] == ["tank", "tank", *["anti-tank-gun"] * 4]


def test_a_short_word_beside_a_type_still_names_its_class(shipped: CatalogSet) -> None:
    assert _units(shipped, "ohw-ww2", "OHW\n\n- Lt Mortar\n") == [{"element": "mortar", "name": "Lt"}]


@pytest.mark.parametrize("line", ["1× Panther-peloton", "1x Panther peloton", "Panther-Zug"])
def test_a_unit_word_dashed_onto_a_model_leaves_the_model_its_name(shipped: CatalogSet, line: str) -> None:
    assert _units(shipped, "ohw-ww2", f"OHW WW2 beta\n\n* {line}\n") == [
        {"element": "tank", "name": "Panther"}
    ]


@pytest.mark.parametrize("line", ["5x Pz IV H", "5x Pz IV Ausf. H"])
def test_a_models_variant_after_it_stays_with_it_as_the_name(shipped: CatalogSet, line: str) -> None:
    units = _units(shipped, "pagano-armour", f"Pagano armour, Axis 1944\n\n{line}\n")
    assert units == [{"element": "pz-iv", "count": 5, "name": line.removeprefix("5x ")}]


@pytest.mark.parametrize("line", ['1× minomet 3"', "1x Mortar 3-inch", "1x mortero 81mm"])
def test_a_calibre_in_inches_after_the_type_stays_with_it_as_one_in_millimetres_does(
    shipped: CatalogSet, line: str
) -> None:
    """The calibre after a type says which it is, no name alone: the type's word stays in the name."""
    [unit] = _units(shipped, "ohw-ww2", f"OHW WW2 beta\n\n- {line}\n")
    assert unit == {"element": "mortar", "name": line.split(" ", 1)[1]}
