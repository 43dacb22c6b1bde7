"""Units' names and the words around a list as players write them (issue 34, round 19): the Finns'
Pak, a sentence after a dash that talks of a unit, a model joined to its platoon's word, types in
players' words, the army's size as an adjective and in a sheet's row. Each from an
example of our own."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, system: str | None = None) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, system)


@pytest.mark.parametrize("system", ["OHW WW2 beta", "OHW WW2 hex"])
def test_the_finns_name_of_the_pak_names_the_unit_as_the_pak_does(system: str, shipped: CatalogSet) -> None:
    """`PstK 40` is the Finns' Pak 40: named by it as `Pak 40` is, where it was read with no name."""
    read = _read(f"{system}\n\n- 1 x PstK 40\n- 1 x Pak 40\n- 2 x Infantry\n", shipped)
    assert read.data["units"][:2] == [
        {"element": "anti-tank-gun", "name": "PstK 40"},
        {"element": "anti-tank-gun", "name": "Pak 40"},
    ]


def test_a_sentence_after_a_dash_talking_of_a_unit_is_no_unit(shipped: CatalogSet) -> None:
    """`Change of plan - I've swapped the mortar for a Churchill troop` above the list was a Tank
    named `Change of plan`: it opened the list there, so the title under it was read as one more
    unit and the size under that as the list's own count, not the army's."""
    text = (
        "Hi Neil,\n\nChange of plan - I've swapped the second mortar for a Churchill troop\n"
        "after the game. Revised list below.\n\nLOTHIAN & BORDER HORSE BATTLEGROUP\n"
        "(4 units, OHW WW2 beta)\n\n1 x Rifle platoon (Argylls)\n1 x 3-inch mortar platoon\n"
        "1 x Churchill troop\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "LOTHIAN & BORDER HORSE BATTLEGROUP"
    assert read.data["options"] == {"army-size": 4}
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "mortar", "tank"]
    assert 3 in {line.number for line in read.lines}


@pytest.mark.parametrize(("line", "name"), [("Panther-deling", "Panther"), ("Tiger-Zug", "Tiger")])
def test_a_models_name_joined_by_a_dash_to_a_unit_word_names_the_unit(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """Danes and Germans join a platoon's word to the model by a dash (`Panther-deling`, a
    Panther platoon): the unit was named `Panther-deling`, where `Panther deling` is a Panther."""
    read = _read(f"OHW WW2 beta\n\n* 2 x Pak 40\n* 1 x {line}\n", shipped)
    assert read.data["units"][1]["name"] == name


@pytest.mark.parametrize(
    ("system", "line", "element", "name"),
    [
        ("OHW WW2 beta", "2 x Panzergrenadierer (på halvbælter)", "infantry", None),
        ("OHW WW2 hex", "1 x Gemechaniseerde infanterie", "infantry", None),
        ("hexed OHW", "1 x 76mm Field Artillery", "artillery", "76mm"),
        ("Tank Attack", "2 x pola minowe", "minefield", None),
    ],
    ids=["danish-plural", "dutch-mechanised", "english-field-artillery", "polish-plural-minefields"],
)
def test_types_in_players_words_are_read(
    system: str, line: str, element: str, name: str | None, shipped: CatalogSet
) -> None:
    """A Dane's plural of panzergrenadier, a Dutchman's mechanised infantry, English field artillery
    and a Pole's minefields are the types they name: the first two and the last were unknown, the
    third named `76mm Field`."""
    unit = _read(f"{system}\n\n- {line}\n- 1 x Tank\n", shipped).data["units"][0]
    assert unit["element"] == element
    assert unit.get("name") == name


@pytest.mark.parametrize(
    "said",
    ["Soviets for Sunday's 4-unit game (hexed OHW).", "hexed OHW, the 4-unit scenario as usual"],
)
def test_a_count_of_units_made_an_adjective_is_the_army_size(said: str, shipped: CatalogSet) -> None:
    """`a 4-unit game` says the game's size as `4 units` does: it was read as no size at all."""
    read = _read(f"Hi Phil,\n\n{said}\n\n- 2 x Infantry\n- 1 x Tank\n\nGraham\n", shipped)
    assert read.data["options"] == {"army-size": 4}


@pytest.mark.parametrize(
    "said",
    [
        "Here's mine for Sunday, a 4-unit game",
        "Ecco la mia per domenica, partita da 4 unità",
        "Voici la mienne, partie à 4 unités",
        "Aquí va la mía, partida de 4 unidades",
    ],
)
def test_a_count_of_units_the_game_is_played_with_is_the_army_size(said: str, shipped: CatalogSet) -> None:
    """`partita da 4 unità` (a game of 4 units) is the game's size, whichever line names the rules:
    it was read only where the line was taken for the army's name."""
    read = _read(f"OHW hex\n\n{said}\n\n- 2 x Infantry\n- 1 x Tank\n\nGraham\n", shipped)
    assert read.data["options"] == {"army-size": 4}


@pytest.mark.parametrize(
    "said",
    [
        "posílám soupisku na sobotu, hrajeme na 4 jednotek.",
        "here's mine for Saturday, we're playing 4 units.",
        "anbei meine Liste, wir spielen mit 4 Einheiten.",
    ],
)
def test_a_count_of_units_we_play_with_is_the_army_size(said: str, shipped: CatalogSet) -> None:
    """`hrajeme na 6 jednotek` (we play at 6 units): the verb says the game is played so, as
    `partita da 6 unità` does; it was read as the player's count of their own units, no size."""
    read = _read(f"OHW hex\n\n{said}\n\n- 2 x Infantry\n- 1 x Tank\n\nGraham\n", shipped)
    assert read.data["options"] == {"army-size": 4}


@pytest.mark.parametrize("row", ["Koko;5 yksikköä;;", "Størrelse;5 enheder;;", "Velikost;5 jednotek;;"])
def test_a_size_row_in_a_players_language_sets_the_army_size(row: str, shipped: CatalogSet) -> None:
    """A sheet's `Koko` (Finnish: size) row counts the army's units, as `Size;5 units` does."""
    text = f"Armeija;Osasto Raappana;;\nSäännöt;OHW WW2 beta;;\n{row}\n;;;\nYksikkö;Tyyppi;Määrä;Huom.\n"
    read = _read(text + "1./JR 50;jalkaväki;1;\n;T-34;1;sotasaalis\n", shipped)
    assert read.data["options"] == {"army-size": 5}


@pytest.mark.parametrize("heading", ["# 2. páncéloshadosztály", "## 2. Panzerdivision"])
def test_a_heading_numbered_with_a_full_stop_names_the_army(heading: str, shipped: CatalogSet) -> None:
    """`2. páncéloshadosztály` is the 2nd armoured division, as German and Hungarian write an
    ordinal: it was taken for a limit (`36 AP`) and the army named for the player."""
    text = f"{heading}\n\n**Játékos:** Szabó Bence\n**Szabály:** OHW WW2 béta\n\n- 2 x Infantry\n- 1 x Tank\n"
    assert _read(text, shipped).data["name"] == heading.lstrip("# ")


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("regular 6pdr ATG", {"element": "anti-tank-gun", "name": "6pdr", "options": ["regular"]}),
        ("elite 75mm howitzers", {"element": "artillery", "name": "75mm", "options": ["elite"]}),
    ],
)
def test_an_option_before_a_units_name_and_type_is_its_option(
    line: str, unit: dict[str, object], shipped: CatalogSet
) -> None:
    """`regular 6pdr ATG` was an ATG named `regular 6pdr`: the option's word is no part of the name."""
    assert _read(f"OHW hex, 3 units\n\n- {line}\n- 2 x Infantry\n", shipped).data["units"][0] == unit


def test_a_list_told_in_one_line_of_named_units_signed_after_a_dash(shipped: CatalogSet) -> None:
    """Each part names its unit beside the type's words or an option (`75mm howitzers`, `elite
    paratroopers`): the line was no list at all, the reading empty; the name after the closing
    dashes signs it."""
    text = (
        "Arnhem bridge, OHW hex, 3 units: elite paratroopers (2 Para), regular 6pdr ATG, "
        "75mm howitzers (militia, glider gunners really) -- Dave Kirkby\n"
    )
    read = _read(text, shipped)
    assert read.data["player"] == "Dave Kirkby"
    assert read.data["options"] == {"army-size": 3}
    assert read.data["units"] == [
        {"element": "infantry", "name": "paratroopers", "note": "2 Para", "options": ["elite"]},
        {"element": "anti-tank-gun", "name": "6pdr", "options": ["regular"]},
        {"element": "artillery", "name": "75mm", "note": "glider gunners really", "options": ["militia"]},
    ]


def test_a_sentence_naming_a_model_in_a_line_with_the_game_is_no_list(shipped: CatalogSet) -> None:
    """A part that is a model's name alone (`Dave's Shermans`) may be chatter's: a sentence about
    the last game, with the game's name in it, is still no list told in one line."""
    text = "OHW hex last week, Dave's Shermans ate my ATG, great game.\n\n- 2 x Infantry\n- 1 x Tank\n"
    assert _read(text, shipped).data["units"] == [{"element": "infantry", "count": 2}, {"element": "tank"}]


@pytest.mark.parametrize(
    ("after", "player", "note"), [("-- Dave", "Dave", None), ("-- reserve", None, "reserve")]
)
def test_a_named_unit_last_in_a_list_told_in_one_line_is_a_unit(
    after: str, player: str | None, note: str | None, shipped: CatalogSet
) -> None:
    """`75mm howitzers` last, with no option, was an unknown unit of that name (taken for a title);
    words in small letters after the dashes (`-- reserve`) are its note, not a player signing."""
    read = _read(f"OHW hex, 3 units: elite paratroopers, regular 6pdr ATG, 75mm howitzers {after}\n", shipped)
    assert read.data.get("player") == player
    last = {"element": "artillery", "name": "75mm", **({"note": note} if note else {})}
    assert read.data["units"][-1] == last


def test_the_british_armys_short_mor_is_a_mortar_named_by_its_calibre(shipped: CatalogSet) -> None:
    """British lists shorten a mortar to `Mor` as the army's own abbreviations do (`3" mor`, `Mor Pl`)."""
    read = _read('OHW WW2 beta\n\n1x 3" mor\n3x inf plt\n', shipped)
    assert read.data["units"][0] == {"element": "mortar", "name": '3"'}


@pytest.mark.parametrize("system", ["OHW WW2 beta", "OHW WW2 hex"])
def test_a_finnish_lists_units_key_gives_the_armys_size(system: str, shipped: CatalogSet) -> None:
    """`Yksiköitä: 6` is `Units: 6` as a Finn keys it (the plural a count's key takes)."""
    read = _read(f"# Osasto Lahtinen – {system}\n\nYksiköitä: 6\n\n- 2x Jalkaväki\n- 1x PstK 40\n", shipped)
    assert read.data["options"] == {"army-size": 6}


def test_a_british_troop_and_a_german_panzerzug_head_a_pagano_platoon(shipped: CatalogSet) -> None:
    """`Tank Troop A: 3x T-34/85` was one unit named so, though the catalog says a British tank
    platoon is a troop (and a German one a `Panzerzug`): the label heads the platoon, as
    `Platoon A:` does."""
    read = _read(
        "Pagano, Allies 1944\n\nTank Troop A: 3x T-34/85\nTroop B: 2x T-34-85\nPanzerzug 1: 3 Pz IV\n",
        shipped,
    )
    assert [(unit.get("formation"), unit.get("name")) for unit in read.data["units"]] == [
        ("platoon", "Tank Troop A"),
        ("platoon", "Troop B"),
        ("platoon", "Panzerzug 1"),
    ]


@pytest.mark.parametrize("key", ["Igrok", "Игрок"])
def test_the_player_keyed_in_russian_in_either_alphabet_is_the_player(key: str, shipped: CatalogSet) -> None:
    """`Igrok: Sergey Volkov` (Russian typed in Latin letters, as `Paiktis:` is Greek) was no line
    of the list: the player was left unread."""
    text = f"2-y gvardeyskiy tankovy korpus\n{key}: Sergey Volkov\n\n- 4 x T-34-85\n"
    assert _read(text, shipped).data["player"] == "Sergey Volkov"
