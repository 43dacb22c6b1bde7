"""A regiment's numbered title, then after a dash the type it fields (`7th Hussars - armoured
cars`): the type is the one the dash's words name, the title is the unit's name whole, though a
word of it names another arm (Hussars, Lancers, Dragoons rode horses before they drove tanks)."""

import textwrap

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(shipped: CatalogSet, system: str, text: str) -> list[dict[str, object]]:
    listed = read_text_list(textwrap.dedent(text).lstrip("\n"), [shipped.get(system)])
    return list(listed.data["units"])


def test_a_numbered_title_is_the_name_of_the_type_its_dash_names(shipped: CatalogSet) -> None:
    units = _units(
        shipped,
        "ohw-ww2-hex",
        """
        OHW hex

        5th Dragoon Guards - armoured cars
        12th Lancers - tanks, light
        2e Spahis - infanterie, élite
        """,
    )
    assert units == [
        {"element": "armoured-car", "name": "5th Dragoon Guards"},
        {"element": "tank", "name": "12th Lancers", "options": ["light"]},
        {"element": "infantry", "name": "2e Spahis", "options": ["elite"]},
    ]


def test_a_model_before_the_types_words_after_a_title_is_its_note(shipped: CatalogSet) -> None:
    """`Crusader tanks (light)`: the type's word names the tank, the model's name is kept as a note,
    whether or not the title names an arm (`Lancers`) or none (`Yeomanry`)."""
    units = _units(
        shipped,
        "ohw-ww2-hex",
        """
        OHW hex

        9th Lancers - Crusader tanks (light)
        3rd County of London Yeomanry - Valentine tanks (medium)
        """,
    )
    assert units == [
        {"element": "tank", "name": "9th Lancers", "options": ["light"], "note": "Crusader"},
        {
            "element": "tank",
            "name": "3rd County of London Yeomanry",
            "options": ["medium"],
            "note": "Valentine",
        },
    ]


def test_a_title_whose_dash_names_no_type_is_kept_as_written(shipped: CatalogSet) -> None:
    """`9th Hussars - the old lot` says no type: kept whole for the player to mend, never read as
    cavalry by its title's word nor as anything the words after the dash might be."""
    [unit] = _units(shipped, "ohw-ww2-hex", "OHW hex\n\n9th Hussars - the old lot\n")
    assert unit == {"element": "9th Hussars", "note": "the old lot"}


def test_a_formations_numbered_title_keeps_a_dashs_words_naming_a_type_as_its_name(
    shipped: CatalogSet,
) -> None:
    units = _units(
        shipped,
        "wtj-1916",
        """
        # 1916

        3rd Infantry Regiment - Royal Munster Fusiliers
        3 infantry
        1 machine gun
        """,
    )
    assert [(unit.get("formation"), unit.get("name"), len(unit.get("elements", []))) for unit in units] == [
        ("infantry-regiment", "3rd Infantry Regiment - Royal Munster Fusiliers", 2)
    ]


def test_a_heading_numbered_with_a_point_before_the_game_names_the_army(shipped: CatalogSet) -> None:
    """`2. páncéloshadosztály` was taken for a limit (`36 AP`): a number, then one word."""
    text = "# 2. páncéloshadosztály – Pagano WW2 armour\n\nJátékos: Kovács Bence\n\n## 1. szakasz\n- 4 db Pz IV\n"
    listed = read_text_list(text, [shipped.get("pagano-armour")])
    assert listed.data["name"] == "2. páncéloshadosztály"


def test_a_list_field_naming_the_army_then_the_game_names_the_army(shipped: CatalogSet) -> None:
    text = (
        "Lista: I Brygada Legionów – HitT 36 PA\nGracz: Tomasz\n\nDowódca: piechota (generał)\n4 piechota\n"
    )
    assert read_text_list(text, [shipped.get("tank-attack")]).data["name"] == "I Brygada Legionów"


def test_a_bare_number_before_a_label_naming_no_type_is_the_labels_own(shipped: CatalogSet) -> None:
    """`**4 RTR**: heavy tanks` was four tanks named RTR: a number with no `x` before initials that
    name no type (4th Royal Tank Regiment, 2nd Rifle Brigade) is the unit's numbered title, as
    `7th Hussars` is; a label naming a type or a unit word keeps its count (`2 Tanks: heavy`)."""
    units = _units(
        shipped,
        "ohw-ww2-hex",
        """
        # 7th Armoured Brigade — OHW hex

        - **4 RTR**: heavy tanks, elite
        - 2 RB: infantry
        - 2 Tanks: heavy
        - 2 platoons: infantry
        """,
    )
    assert units[:2] == [
        {"element": "tank", "name": "4 RTR", "options": ["heavy", "elite"]},
        {"element": "infantry", "name": "2 RB"},
    ]
    assert [(unit["element"], unit.get("count")) for unit in units[2:]] == [("tank", 2), ("infantry", 2)]


def test_a_numbered_body_after_the_games_name_its_limit_and_a_dash_names_the_army(
    shipped: CatalogSet,
) -> None:
    """`HitT 36AP — 42nd East Lancs` named no army (the list was Pete's): the limit stood between the
    game's name and the dash, as it stands after the dash in `Tank Attack - 36 AP - Desert Rats`.
    Words that number no body there may name the day (`Tank Attack 36AP - Dunkirk Doubles`)."""
    catalogs = [shipped.get("tank-attack")]
    for title, name in (
        ("HitT 36AP — 42nd East Lancs", "42nd East Lancs"),
        ("HitT 36AP - Dunkirk Doubles", ""),
    ):
        listed = read_text_list(f"{title}\n\n2 x Tank\n1 x Sniper\n\nPete\n", catalogs)
        assert listed.data["name"] == (name or "Pete's army")


def test_a_greeting_sentence_after_a_name_and_a_dash_is_no_formations_heading(shipped: CatalogSet) -> None:
    """`Dan - swapped the cossacks for a second rifle regiment like you asked. Updated below:`
    opened a cavalry regiment named by the whole sentence, and the army went unnamed: the words
    after the dash are a sentence about the list, as they would be without the name before them."""
    text = (
        "WTJ 1916\n\nDan - swapped the cossacks for a second rifle regiment like you asked. Updated below:\n\n"
        "8th Army, Brusilov Offensive\n\n33rd Infantry Regiment\n- command\n- 4 rifles\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "8th Army, Brusilov Offensive"
    assert [unit.get("formation") for unit in listed.data["units"]] == ["infantry-regiment"]


@pytest.mark.parametrize(
    "title",
    ["# Pagano – turnaj Brno, jaro 2025", "Pagano WW2 - Turnier Kassel 2025", "Pagano - tournament at Leeds"],
)
def test_an_event_after_the_games_name_and_a_dash_names_no_army(title: str, shipped: CatalogSet) -> None:
    """`Pagano – turnaj Brno, jaro 2025` named the army `turnaj Brno, jaro 2025`: a tournament in
    the player's language is what the list is for, as a scenario is, not whose army it is."""
    listed = read_text_list(f"{title}\n\nPlayer: Tom\n\n4 x Pz IV\n", [shipped.get("pagano-armour")])
    assert listed.data["name"] == "Tom's army"


@pytest.mark.parametrize("hedge", ["(sort of)", "(ish)", "(más o menos)"])
def test_a_bracket_only_hedging_a_title_is_no_part_of_the_armys_name(
    hedge: str, catalogs: list[Catalog]
) -> None:
    text = f"Six units, hexed OHW.\n\nPanzer Lehr {hedge}\n- Pz IV (medium, elite)\n- Panther - heavy\n"
    assert read_text_list(text, catalogs).data["name"] == "Panzer Lehr"
