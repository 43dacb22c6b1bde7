"""Units named as players name them: a type's label over the model's name, a machine gun by its
model, and words of more languages, which also tell a list's game where no line names it."""

from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(catalogs: list[Catalog], text: str) -> list[dict[str, Any]]:
    listed = read_text_list(text, catalogs, None)
    assert listed.asked == ()
    units: list[dict[str, Any]] = listed.data["units"]
    return units


def test_a_label_naming_the_type_over_a_model_leaves_the_model_its_name(catalogs: list[Catalog]) -> None:
    """`Tank: Cromwell` says what the unit is, then what it is called, as `1 x Cromwell` does; the
    mark ending the name (`Pak 38`) is the model's, no strength kept apart as a note."""
    text = "OHW WW2 beta\n- Tank: Cromwell\n- ATG: Pak 38\n- Company HQ: Infantry\n"
    assert _units(catalogs, text) == [
        {"element": "tank", "name": "Cromwell"},
        {"element": "anti-tank-gun", "name": "Pak 38"},
        {"element": "infantry", "name": "Company HQ"},
    ]


@pytest.mark.parametrize("line", ["Tank: T-26", "Tank: BT-7 (captured)", "ATG: ZiS-2", "Tank: M3 Lee"])
def test_a_model_of_capitals_and_figures_after_the_types_label_is_its_name(
    catalogs: list[Catalog], line: str
) -> None:
    """`Tank: T-26` names its model as `Tank T-26` does, where `Pz IV: Abteilungskommandeur` notes
    a word: a model written in capitals and figures is the unit's name, as `Tank: Cromwell` is."""
    [unit] = _units(catalogs, f"OHW WW2 beta\n- {line}\n")
    model = line.split(": ")[1]
    assert unit["name"] == model.split(" (")[0]
    assert unit.get("note") == ("captured" if "(" in model else None)


@pytest.mark.parametrize(
    ("line", "element"), [("1 x RE sappers", "engineer"), ("2 x RE engineers", "engineer")]
)
def test_initials_in_capitals_before_a_type_name_the_unit(
    catalogs: list[Catalog], line: str, element: str
) -> None:
    """`RE sappers` (the Royal Engineers') was an unknown type: `RE` was weighed as a shortened
    catalog word (`regiment`), though capitals write initials, a name, as `KRRC riflemen` is."""
    unit = _units(catalogs, f"WTJ 1916\n{line}\n")[0]
    assert (unit["element"], unit["name"]) == (element, "RE")


def test_light_horse_is_cavalry_named_so(catalogs: list[Catalog]) -> None:
    """`4 x Light Horse` under a cavalry regiment was an unknown type: the Australians' and New
    Zealanders' Light Horse rode to battle as mounted troops, so a Cavalry base named Light Horse."""
    assert _units(catalogs, "WTJ 1916\n4 x Light Horse\n") == [
        {"element": "cavalry", "count": 4, "name": "Light Horse"}
    ]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("WTJ 1916", "2 x MG 08/15", {"element": "machine-gun", "count": 2, "name": "MG 08/15"}),
        ("WTJ 1916", "1 x Schwarzlose", {"element": "machine-gun", "name": "Schwarzlose"}),
        ("Tank Attack", "1 x MG 08", {"element": "machinegun", "name": "MG 08"}),
        ("WTJ 1916", "2 x Vickers", {"element": "machine-gun", "count": 2, "name": "Vickers"}),
        ("WTJ 1916", "2 Lewis guns", {"element": "machine-gun", "count": 2, "name": "Lewis"}),
    ],
    ids=["mark-with-a-slash", "maker", "mark", "british-maker", "maker-and-the-types-word"],
)
def test_a_machine_gun_named_by_its_model_keeps_the_model_as_its_name(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    """The mark of `MG 08` was dropped, the unit read as a bare machine gun; `Schwarzlose` was
    unknown, and `2 x Vickers` too (`did you mean cyclist?`), `2 Lewis guns` not read at all."""
    assert _units(catalogs, f"{system}\n{line}\n") == [unit]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("Tank Attack", "2 x Husar", {"element": "cavalry", "count": 2}),
        ("WTJ 1916", "3 x Ulan", {"element": "cavalry", "count": 3}),
        ("OHW WW2 hexed", "1 x Husar", {"element": "cavalry"}),
        ("OHW WW2 beta", "2 x morterer", {"element": "mortar", "count": 2}),
        ("OHW WW2 beta", "2 x Pantsergrenadiers", {"element": "infantry", "count": 2}),
        ("OHW WW2 hexed", "1 x pantsergrenadier", {"element": "infantry"}),
    ],
    ids=["hussar", "uhlan", "hussar-hexed", "danish-mortars", "dutch-panzergrenadiers", "dutch-hexed"],
)
def test_a_type_in_a_players_own_language_is_that_type(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, Any]
) -> None:
    assert _units(catalogs, f"{system}\n{line}\n") == [unit]


def test_a_danish_list_naming_no_game_is_read_for_the_one_that_knows_its_words(
    catalogs: list[Catalog],
) -> None:
    """Infantry and tanks are Tank Attack's words too, but only the beta has Danish mortars
    (`Morterer`): the list is the beta's, not read as Tank Attack with its mortars unknown."""
    text = "Min liste\n\n1) Kompagni A: infanteri\n2) Kompagni B: infanteri\n3) 2 Morterer\n4) Kampvogn\n"
    listed = read_text_list(text, catalogs, None)
    assert listed.data["system"] == "ohw-ww2"
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "infantry", "mortar", "tank"]


@pytest.mark.parametrize("mortar", ["Morter", "Mortero"])
def test_a_list_naming_no_game_whose_words_two_games_know_is_asked_which(
    catalogs: list[Catalog], mortar: str
) -> None:
    """A mortar is a Light Mortar in Tank Attack and a Mortar in the beta, in Danish and Catalan
    (`Morter`) as in Spanish (`Mortero`): with infantry and a tank, nothing else says which game,
    so the reader names both, never picking one."""
    text = f"Min liste\n\n1) Kompagni A: infanteri\n2) Kompagni B: infanteri\n3) {mortar}\n4) Kampvogn\n"
    listed = read_text_list(text, catalogs, None)
    assert listed.system is None
    assert {catalog.id for catalog in listed.could_be} == {"ohw-ww2", "tank-attack"}


def test_the_hexed_draft_named_hexagonal_and_an_anti_tank_gun_named_contracarro(
    catalogs: list[Catalog],
) -> None:
    """A Spanish player names the draft `OHW hexagonal` and an anti-tank gun `contracarro`."""
    listed = read_text_list(
        "Mi lista para el sábado, OHW WW2 hexagonal:\n\n1. Infantería (élite)\n2. 57mm contracarro\n"
        "3. Artillería\n",
        catalogs,
        None,
    )
    assert listed.data["system"] == "ohw-ww2-hex"
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "anti-tank-gun", "artillery"]


def test_a_model_counted_in_words_after_a_unit_of_another_type_is_a_unit(catalogs: list[Catalog]) -> None:
    """`four rifles, one Maxim` kept `one Maxim` as the rifles' note: a model counted in words
    after a unit of another type is a unit of its own; of the same type (`2 tanks, one Whippet`)
    it may say which of them is which, a note as before."""
    assert _units(
        catalogs, "Tank Attack\nInfantry Battalion:\nfour rifles, one Maxim\n2 tanks, one Whippet\n"
    ) == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun", "name": "Maxim"}],
        },
        {"element": "tank", "count": 2, "note": "one Whippet"},
    ]


@pytest.mark.parametrize("medium", ["mellem", "mellemsvær", "middels", "mellomtung"])
def test_a_danish_or_norwegian_medium_tank_is_medium(catalogs: list[Catalog], medium: str) -> None:
    """`Kampvogn (mellem)` kept `mellem` as a note, the tank of no class: Danish and Norwegian
    write medium so, as they write heavy `tung`."""
    units = _units(catalogs, f"OHW WW2 hexed\n1 x Kampvogn ({medium})\n1 x Kampvogn (tung)\n")
    assert units == [{"element": "tank", "options": ["medium"]}, {"element": "tank", "options": ["heavy"]}]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("1 x tracteur Latil", {"element": "tractor", "name": "Latil"}),
        ("1 x Lorry Latil", {"element": "truck", "name": "Latil"}),
    ],
)
def test_a_makers_name_keeping_its_vowels_is_no_short_form_of_a_type(
    catalogs: list[Catalog], line: str, unit: dict[str, Any]
) -> None:
    """`Latil` (a French maker of tractors) was read as a short form of `lastbil` (a truck): the
    tractor's line named two types and kept the maker as a note, the lorry's lost it. Players
    shorten a word by dropping its vowels (`regt`, `bty`), not by keeping them."""
    assert _units(catalogs, f"WTJ 1916\n{line}\n") == [unit]


def test_a_norwegian_players_troops_side_and_lone_tanks_read_as_such(catalogs: list[Catalog]) -> None:
    """`Tung tropp` (the heavy troop) was a heavy platoon named `Tung tropp`, `Uavhengige`
    (independent) over a lone tank was asked about, and `Side: Aksen` (the Axis) gave no side:
    Norwegian names the platoon `tropp`, the side in its definite form, lone units so."""
    text = (
        "## Pagano, 1942\n\n**Tropp 1**\n* 4 stk Pz IV\n\n**Tung tropp**\n* 3 stk Tiger I\n\n"
        "**Uavhengige**\n* Tiger I\n\nSide: Aksen\n"
    )
    listed = read_text_list(text, catalogs)
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "Tropp 1", "elements": [{"element": "pz-iv", "count": 4}]},
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 3}]},
        {"element": "tiger-i"},
    ]
    assert listed.data["options"] == {"side": "Axis", "year": 1942}
    assert listed.asked == ()


def test_romanian_and_greek_sides_years_and_platoons_read_as_such(catalogs: list[Catalog]) -> None:
    """`Axa` and `anul` (Romanian), `Symmaxoi (Sovietikoi), etos` (Greek typed in Latin letters)
    gave no side, and `Symmaxoi` named the army; `Pluton greu` was a heavy platoon named so and
    `1h dimoiria` a lone tank's name: the words of two more languages for the side, year, platoon."""
    romanian = read_text_list(
        "Pagano Armour\nPartea: Axa, anul 1944\n\nPlutonul 1: 4 x Pz IV\nPluton greu: 2 x Tiger\n", catalogs
    )
    assert romanian.data["options"] == {"side": "Axis", "year": 1944}
    assert romanian.data["units"] == [
        {"formation": "platoon", "name": "Plutonul 1", "elements": [{"element": "pz-iv", "count": 4}]},
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
    ]
    greek = read_text_list("Pagano\n\nSymmaxoi (Sovietikoi), etos 1944\n\n1h dimoiria: 4 T-34-85\n", catalogs)
    assert greek.data["options"] == {"side": "Allied", "year": 1944}
    assert greek.data["name"] != "Symmaxoi (Sovietikoi), etos 1944"
    assert greek.data["units"] == [
        {"formation": "platoon", "name": "1h dimoiria", "elements": [{"element": "t-34-85", "count": 4}]}
    ]


def test_a_catalan_list_for_ohw_reads_the_betas_types(catalogs: list[Catalog]) -> None:
    """A Catalan list naming `l'OHW` was read as the hexed draft, the only game that knew its
    words, `secció de morters` unknown there: the beta knows them too, and `tancs mitjans` are
    its Tanks, as the beta's tanks are medium."""
    text = "Llista per a l'OHW de la 2a GM\n- 2 seccions d'infanteria\n- 1 secció de morters\n- 2 tancs mitjans\n"
    listed = read_text_list(text, catalogs)
    assert listed.data["system"] == "ohw-ww2"
    assert listed.data["units"] == [
        {"element": "infantry", "count": 2},
        {"element": "mortar"},
        {"element": "tank", "count": 2},
    ]


def test_a_dutch_capital_een_counts_one_and_antitankkanonnen_are_atgs(catalogs: list[Catalog]) -> None:
    """`Eén mortierpeloton` (één as Dutch capitalises it at a line's start) was an unknown type
    `Eén mortierpeloton`, and `Twee antitankkanonnen (6-ponder)` two unknown `6-ponder` named
    `antitankkanonnen`: the plural of `antitankkanon`, its bracket a note."""
    text = "OHW WW2\nEén mortierpeloton\nTwee antitankkanonnen (6-ponder)\n"
    assert _units(catalogs, text) == [
        {"element": "mortar"},
        {"element": "anti-tank-gun", "count": 2, "note": "6-ponder"},
    ]


def test_a_romanian_players_words_name_the_1916_bases_formations_classes_and_tows(
    catalogs: list[Catalog],
) -> None:
    """A Romanian list (issue 34, h20) read no base but the machine guns' model: its words for the
    command, the bases (`baze`), the mortar, the regiment, a gun's class and its tow are the
    catalog's, and `a, și` (oh, and) before a count joins a unit to the list as `oh, and` does."""
    text = (
        "1916 (WTJ)\n"
        "Regimentul 32 Mircea (regiment de infanterie)\n"
        "- comandament\n- 6 baze infanterie\n- 2 mitraliere\n- 1 aruncător de mine ușor\n"
        "\n"
        "2 × Krupp 7,5 cm (clasa 4), trase de atelaje\n"
        "2 atelaje\n"
        "a, și 1 tanc Renault FT\n"
    )
    units = _units(catalogs, text)
    assert units[0] == {
        "formation": "infantry-regiment",
        "name": "Regimentul 32 Mircea",
        "elements": [
            {"element": "regimental-command"},
            {"element": "infantry", "count": 6},
            {"element": "machine-gun", "count": 2},
            {"element": "light-mortar"},
        ],
    }
    gun, teams, tank = units[1:]
    assert (gun["element"], gun["options"], gun["links"]) == (
        "small-gun",
        ["class-4"],
        {"towed-by": teams["id"]},
    )
    assert (teams["element"], teams["count"]) == ("horse-team", 2)
    assert (tank["element"], tank["name"]) == ("tank", "Renault FT")


@pytest.mark.parametrize("heading", ["Erilliset", "Itsenäiset", "Önálló", "Különálló"])
def test_a_finnish_or_hungarian_heading_of_lone_tanks_puts_them_in_no_platoon(
    catalogs: list[Catalog], heading: str
) -> None:
    """`Erilliset` (Finnish: the separate ones) over a lone Pz IV made a Platoon named `Erilliset`:
    Finnish and Hungarian players head their lone units with their own words for independent."""
    text = f"Pagano 1944\n\n**1. joukkue**\n- Pz IV ×4\n\n**{heading}**\n- Pz IV – komentajan vaunu\n"
    assert _units(catalogs, text) == [
        {"formation": "platoon", "name": "1. joukkue", "elements": [{"element": "pz-iv", "count": 4}]},
        {"element": "pz-iv", "note": "komentajan vaunu"},
    ]


def test_a_word_of_its_own_is_no_options_short_form_by_its_ends(catalogs: list[Catalog]) -> None:
    """`Lehr` is no `leichter` nor `role` a `regolare`, though each keeps its ends and letters between
    in order: a short form drops the vowels between (`hvy`) or keeps the first letters (`reg`)."""
    text = "OHW hex\n\nPanzer Lehr\n- Pz IV (hvy)\n- Panther (reg)\n- 2x Infantry (role)\n"
    listed = read_text_list(text, catalogs, None)
    assert listed.data["name"] == "Panzer Lehr"
    assert listed.data["units"] == [
        {"element": "tank", "name": "Pz IV", "options": ["heavy"]},
        {"element": "tank", "name": "Panther", "options": ["regular"]},
        {"element": "infantry", "count": 2, "note": "role"},
    ]


def test_a_type_before_role_is_what_a_unit_stands_in_as_and_a_calibre_no_one_counts_names_it(
    catalogs: list[Catalog],
) -> None:
    """`88 Flak (AT role)` was 88 units of a type `Flak`: the role gives the type a name leaves
    open, as `used as` does, and 88 of them in an army of six is the gun's calibre, its name's.
    A named type keeps its own (`Pz IV (recce role)`), and a count of a type stays a count."""
    text = (
        "OHW hex, six units\n\n- 88 Flak (AT role)\n- Pz IV (recce role)\n- 3 Flak, in the anti-tank role\n"
    )
    assert _units(catalogs, text) == [
        {"element": "anti-tank-gun", "name": "88 Flak", "note": "AT role"},
        {"element": "tank", "name": "Pz IV", "note": "recce role"},
        {"element": "anti-tank-gun", "count": 3, "name": "Flak", "note": "in the anti-tank role"},
    ]
