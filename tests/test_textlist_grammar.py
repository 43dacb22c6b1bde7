"""How a line of a list as players write it is taken apart (issue 34): counts in brackets, the
general's other names, a formation's name beside its type, members on its line, a unit's own
name before its entry, options in a note's brackets, an option that one of a count has, the
signature, and a counted line among the entries."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, sender: str = "") -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, sender=sender)


def _units(text: str, shipped: CatalogSet, sender: str = "") -> list[dict[str, Any]]:
    return list(_read(text, shipped, sender).data["units"])


def test_a_number_in_brackets_counts_the_units_where_the_list_counts_so(shipped: CatalogSet) -> None:
    """`Snipers (3)`: a sniper costs 1 AP, so the list writes counts in brackets, and `Tank (4)` is
    four tanks on that list too, not a tank at its cost."""
    text = "# Tank Attack\nGeneral: Rifles\nSnipers (3)\nTank (4)\n"
    assert _units(text, shipped)[1:] == [{"element": "sniper", "count": 3}, {"element": "tank", "count": 4}]


def test_a_number_in_brackets_that_is_each_units_cost_is_its_cost(shipped: CatalogSet) -> None:
    text = "# Tank Attack\nGeneral: Rifles\nTank (4)\nFighter (4)\n"
    assert _units(text, shipped)[1:] == [{"element": "tank"}, {"element": "fighter"}]


def test_a_number_in_brackets_counts_in_a_game_without_costs(shipped: CatalogSet) -> None:
    text = "# WTJ 1916\n- Infantry (3)\n- Machine gun (1)\n"
    assert _units(text, shipped) == [{"element": "infantry", "count": 3}, {"element": "machine-gun"}]


def test_a_number_in_brackets_counts_where_the_line_gives_its_cost_apart(shipped: CatalogSet) -> None:
    text = "# Tank Attack\nGeneral: Rifles\nArmoured Cars (3)      6AP\n"
    assert _units(text, shipped)[1] == {"element": "armoured-car", "count": 3}


@pytest.mark.parametrize(
    "line", ["C-in-C (Rifles)", "CinC: Rifles", "Commander - Rifles", "Rifles (commander)", "Cmdr: Rifles"]
)
def test_the_commander_by_the_names_players_give_is_the_general(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\n{line}\nTank\n", shipped)[0] == {"element": "rifles", "general": True}


def test_a_commander_in_a_game_without_a_general_is_the_units_name(shipped: CatalogSet) -> None:
    text = "# Pagano armour\nCmdr: T-34-85\nPlatoon: 4 x T-34-85\n"
    assert _units(text, shipped)[0] == {"element": "t-34-85", "name": "Cmdr"}


@pytest.mark.parametrize(
    "heading", ["Infantry Battalion (2nd Wessex)", "Infantry Battalion (2nd Wessex) - 11 AP"]
)
def test_words_in_brackets_after_a_formation_type_are_its_name(heading: str, shipped: CatalogSet) -> None:
    text = f"# Tank Attack\nGeneral: Rifles\n{heading}\n  - Rifles x4\n  - Machinegun\nTank\n"
    assert _units(text, shipped)[1:] == [
        {
            "formation": "infantry-battalion",
            "name": "2nd Wessex",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


@pytest.mark.parametrize(
    "line", ["Inf Bn: 4 x Rifles + 1 x Machinegun", "Infantry Battalion - 4 rifles and 1 machinegun"]
)
def test_members_joined_on_the_formations_line_are_its_members(line: str, shipped: CatalogSet) -> None:
    units = _units(f"# Tank Attack\nGeneral: Rifles\n{line}\nTank\n", shipped)
    assert units[1]["elements"] == [{"element": "rifles", "count": 4}, {"element": "machinegun"}]
    assert units[2] == {"element": "tank"}


def test_a_counted_part_after_a_comma_is_an_entry_whatever_it_names(shipped: CatalogSet) -> None:
    """`2 x Tank, 1 x Flammenwerfer`: the Flammenwerfer is an entry the catalog lacks, never a note unread."""
    units = _units("# Tank Attack\nGeneral: Rifles\n2 x Tank, 1 x Flammenwerfer\n", shipped)
    assert units[1:] == [{"element": "tank", "count": 2}, {"element": "Flammenwerfer"}]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Platoon leader: T-34-85, in reserve", "Platoon leader"),
        ("Old Bess = T-34-85, in reserve", "Old Bess"),
    ],
)
def test_a_units_own_name_before_its_entry_is_its_name(line: str, name: str, shipped: CatalogSet) -> None:
    units = _units(f"# Pagano armour\n{line}\n", shipped)
    assert units == [{"element": "t-34-85", "name": name, "note": "in reserve"}]


def test_a_units_name_before_an_equals_sign_leaves_its_options_read(shipped: CatalogSet) -> None:
    units = _units("# OHW hex\nGuards = Infantry, elite\nTank\n", shipped)
    assert units[0] == {"element": "infantry", "name": "Guards", "options": ["elite"]}


def test_an_option_before_a_dash_in_brackets_is_the_option_and_the_rest_a_note(shipped: CatalogSet) -> None:
    units = _units("# OHW hex\nInfantry (elite - Royal Marines)\nTank (5 - 6 stands)\n", shipped)
    assert units == [
        {"element": "infantry", "options": ["elite"], "note": "Royal Marines"},
        {"element": "tank", "note": "5 - 6 stands"},
    ]


@pytest.mark.parametrize(
    "line", ["Tanks x3 (one of them heavy)", "Tanks x3 (1 heavy)", "Tanks x3 (one is heavy now)"]
)
def test_an_option_that_one_of_a_count_has_is_that_ones(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# OHW hex\n{line}\nInfantry\n", shipped)[:2] == [
        {"element": "tank", "options": ["heavy"]},
        {"element": "tank", "count": 2},
    ]


def test_the_senders_name_signing_a_reply_is_no_unit_however_near_a_name(shipped: CatalogSet) -> None:
    """`Marta` is near `arty`, but it signs the reply of Marta Nowak above its `... wrote:`."""
    text = "# OHW hex\nInfantry x2\nArtillery\n\nMarta\n\nOn Monday, Chris wrote:\n> Tank\n"
    listed = _read(text, shipped, sender="Marta Nowak")
    assert listed.data["units"] == [{"element": "infantry", "count": 2}, {"element": "artillery"}]


def test_a_sign_off_alone_names_no_player(shipped: CatalogSet) -> None:
    listed = _read("# Tank Attack\nGeneral: Rifles\nTank\n\nCheers\n", shipped)
    assert "player" not in listed.data


def test_a_counted_line_among_the_entries_is_an_entry_however_it_ends(shipped: CatalogSet) -> None:
    """`2 Bns Landsturm?` between two entries: an entry the catalog lacks (an error), never a line
    left unread under a VALID list."""
    listed = _read("# WTJ 1916\n2 x Infantry\n2 Bns Landsturm?\n1 x Machine gun\n", shipped)
    assert listed.data["units"][1] == {"element": "Bns Landsturm?", "count": 2}
    assert listed.lines == ()


def test_a_bold_heading_a_player_writes_is_read_as_the_formation_it_names(shipped: CatalogSet) -> None:
    text = "# WTJ 1916\n- **Cyclist Regiment Kiev**\n  - Cyclist x3\n- **Field guns**\n  - Horse team x2\n"
    assert _units(text, shipped) == [
        {
            "formation": "cyclist-regiment",
            "name": "Cyclist Regiment Kiev",
            "elements": [{"element": "cyclist", "count": 3}],
        },
        {"element": "horse-team", "count": 2},
    ]


@pytest.mark.parametrize("line", ["Tank (2x)", "Tank [2 x]", "Tank (x2)"])
def test_a_count_in_brackets_marked_with_an_x_is_the_count(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n", shipped)[1] == {"element": "tank", "count": 2}


def test_a_number_after_a_dash_counts_where_the_list_counts_so(shipped: CatalogSet) -> None:
    text = "# Tank Attack\nGeneral: Rifles\nSnipers - 3\nTanks - 2\n"
    assert _units(text, shipped)[1:] == [{"element": "sniper", "count": 3}, {"element": "tank", "count": 2}]


def test_one_wrong_cost_among_right_ones_makes_no_list_of_counts(shipped: CatalogSet) -> None:
    """`Heavy Artillery (5)` is a wrong cost (it is 4 AP) on a list whose other numbers are costs:
    one heavy artillery, as the other lines' units are one each."""
    text = "# Tank Attack\nGeneral - Rifles - 2\nTank (4)\nFighter - 4\nHeavy Artillery (5)\n"
    assert _units(text, shipped) == [
        {"element": "rifles", "general": True},
        {"element": "tank"},
        {"element": "fighter"},
        {"element": "heavy-artillery"},
    ]


def test_a_counted_entry_after_a_dash_and_words_naming_no_unit_is_read(shipped: CatalogSet) -> None:
    """`Reserve - 3x Snipers`: the words before the dash are the player's, kept as the note."""
    units = _units("# Tank Attack\nGeneral: Rifles\nReserve - 3x Snipers\n", shipped)
    assert units[1] == {"element": "sniper", "count": 3, "note": "Reserve"}


def test_brackets_with_a_dash_that_name_no_option_stay_one_note(shipped: CatalogSet) -> None:
    units = _units("# Tank Attack\nGeneral: Rifles\nArmoured Car (Rolls-Royce - Duncars)\n", shipped)
    assert units[1] == {"element": "armoured-car", "note": "Rolls-Royce - Duncars"}


def test_a_cost_alone_under_a_cost_column_is_the_lists_total(shipped: CatalogSet) -> None:
    listed = _read(
        "Tank Attack\n\nGeneral: Rifles    2AP\nTank              4AP\n        ---\n        6AP\n", shipped
    )
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (6, 6.0)
    assert listed.lines == ()


def test_the_army_named_after_the_systems_name_and_a_dash_is_its_name(shipped: CatalogSet) -> None:
    listed = _read("Tank Attack - 2nd Wessex Rifles - 36 AP\n\nGeneral: Rifles\nTank\n", shipped)
    assert listed.data["name"] == "2nd Wessex Rifles"


@pytest.mark.parametrize(
    "line", ["Gen. Rifles", "HQ Rifles", "CO - Rifles", "Brigade commander (Rifles)", "Force C-in-C: Rifles"]
)
def test_the_general_marked_before_the_type_or_as_a_commanders_post_is_the_general(
    line: str, shipped: CatalogSet
) -> None:
    assert _units(f"# Tank Attack\n{line}\nTank\n", shipped)[0] == {"element": "rifles", "general": True}


def test_a_units_name_ending_in_hq_is_no_general(shipped: CatalogSet) -> None:
    """`Rifles (Brigade HQ)` is a note, `Brigade HQ (Rifles)` a name: where the general stands is no mark."""
    units = _units("# Tank Attack\nGeneral: Rifles\nBrigade HQ (Rifles)\n", shipped)
    assert units[1] == {"element": "rifles", "name": "Brigade HQ"}


@pytest.mark.parametrize("line", ["Infantry: 4", "Infantry = 4", "4 off Infantry"])
def test_a_number_after_a_colon_or_equals_sign_or_before_off_counts(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# WTJ 1916\n{line}\nWagon\n", shipped)[0] == {"element": "infantry", "count": 4}


def test_a_roster_option_after_a_colon_stays_the_option(shipped: CatalogSet) -> None:
    listed = _read("# OHW hex\nArmy size: 6\n\nInfantry: 2\nTank\n", shipped)
    assert listed.data["options"] == {"army-size": 6}
    assert listed.data["units"] == [{"element": "infantry", "count": 2}, {"element": "tank"}]


def test_entries_counted_after_their_names_on_a_formations_line_are_its_members(shipped: CatalogSet) -> None:
    """`Cavalry Regiment: Cav x3, MG x1` was one machinegun named "Cavalry Regiment"."""
    units = _units("# Tank Attack\nGeneral: Rifles\nCavalry Regiment: Cav x3, MG x1\nTank\n", shipped)
    assert units[1:] == [
        {
            "formation": "cavalry-regiment",
            "elements": [{"element": "cavalry", "count": 3}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


def test_an_option_one_of_a_count_has_after_a_comma_is_that_ones(shipped: CatalogSet) -> None:
    units = _units("# OHW hex\n3 Armoured Cars, one elite\nTank\n", shipped)
    assert units[:2] == [
        {"element": "armoured-car", "options": ["elite"]},
        {"element": "armoured-car", "count": 2},
    ]


@pytest.mark.parametrize(
    ("text", "general", "total"),
    [
        ("# Tank Attack\nFeldherr: Rifles\nTank\nGesamt: 6 AP\n", 1, 6.0),
        ("# Tank Attack\nRifles (feldherr)\nTank\nRazem 6\n", 1, 6.0),
        ("# Tank Attack\nGénéral - Rifles\nTank\nИтого: 6 AP\n", 1, 6.0),
        ("# Tank Attack\nGeneral: Rifles\nTank\nTotale: 7 AP\n", 1, 7.0),
    ],
)
def test_the_general_and_the_total_in_other_languages_are_read_so(
    text: str, general: int, total: float, shipped: CatalogSet
) -> None:
    """`Feldherr: Rifles` was a Rifles named "Feldherr", `Gesamt: 36 AP` an unknown element."""
    listed = _read(text, shipped)
    assert listed.data["units"] == [{"element": "rifles", "general": True}, {"element": "tank"}]
    assert listed.stated is not None and listed.stated.value == total
    assert listed.lines == ()


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("plus 1 Tiger (the CO)", {"element": "tiger-i", "note": "the CO"}),
        ("and 2 T-34-85", {"element": "t-34-85", "count": 2}),
        ("with three Tigers", {"element": "tiger-i", "count": 3}),
        ("und 2 Pz IV", {"element": "pz-iv", "count": 2}),
    ],
)
def test_a_word_joining_a_counted_unit_to_the_list_is_read_past(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`plus 1 Tiger` was an unknown element "plus 1 Tiger"."""
    units = _units(f"# Pagano armour\nPlatoon: 4x Pz IV\n{line}\n", shipped)
    assert units[1:] == [unit]


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("# WTJ 1916\nHorse team x1 to tow it\n", {"element": "horse-team", "note": "to tow it"}),
        (
            "# WTJ 1916\nMachine gun x2 in the farm\n",
            {"element": "machine-gun", "count": 2, "note": "in the farm"},
        ),
        (
            "# OHW hex\nInfantry x2, elite (SS Panzergrenadiere)\n",
            {"element": "infantry", "count": 2, "options": ["elite"], "note": "SS Panzergrenadiere"},
        ),
        (
            "# OHW hex\nArmoured car (x2) scouting ahead, militia\n",
            {"element": "armoured-car", "count": 2, "options": ["militia"], "note": "scouting ahead"},
        ),
        (
            "# Tank Attack\nSnipers ×3, one in the church tower\n",
            {"element": "sniper", "count": 3, "note": "one in the church tower"},
        ),
        (  # a gun's name the rules settle by its class, counted after the class
            "# WTJ 1916\nfield gun (class 4) x2, in the orchard\n",
            {"element": "small-gun", "count": 2, "options": ["class-4"], "note": "in the orchard"},
        ),
        (  # the figure before the `x`, then a comma: `2x,` as `x2,`
            "# WTJ 1916\npolní kanón (třída 3) 2x, in the orchard\n",
            {"element": "small-gun", "count": 2, "options": ["class-3"], "note": "in the orchard"},
        ),
    ],
)
def test_a_count_after_the_name_with_words_after_it_counts(
    text: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Horse team x1 to tow it` was an unknown element; `Infantry ×4, one in reserve` lost its count."""
    assert _units(text, shipped) == [unit]


@pytest.mark.parametrize(
    ("text", "formation"),
    [
        (
            "# WTJ 1916\n1st Regt: regimental command, 5 infantry, 1 machine gun, 1 engineer\nWagon\n",
            {
                "formation": "infantry-regiment",
                "name": "1st Regt",
                "elements": [
                    {"element": "regimental-command"},
                    {"element": "infantry", "count": 5},
                    {"element": "machine-gun"},
                    {"element": "engineer"},
                ],
            },
        ),
        (
            "# WTJ 1916\nRegiment 3 - regimental command; 3 infantry\nWagon\n",
            {
                "formation": "infantry-regiment",
                "name": "Regiment 3",
                "elements": [{"element": "regimental-command"}, {"element": "infantry", "count": 3}],
            },
        ),
        (
            "# Pagano armour\nzug 1 - 5 Pz IV\nT-34-85\n",
            {"formation": "platoon", "name": "zug 1", "elements": [{"element": "pz-iv", "count": 5}]},
        ),
        (
            "# Pagano armour\nKampfgruppe Nord = 4 Pz IV + 1 Tiger\nT-34-85\n",
            {
                "formation": "platoon",
                "name": "Kampfgruppe Nord",
                "elements": [{"element": "pz-iv", "count": 4}, {"element": "tiger-i"}],
            },
        ),
    ],
)
def test_a_formation_and_its_members_on_one_line_are_the_formation(
    text: str, formation: dict[str, Any], shipped: CatalogSet
) -> None:
    """`RI 33: cmd, 5 inf, 1 mg` was one command base named "RI 33", its members a note; `zug 1 -
    5 Pz IV` five loose Pz IVs noted "zug 1": the heading's type is the one its members fit."""
    units = _units(text, shipped)
    assert units[0] == formation
    assert len(units) == 2 and "formation" not in units[1]


def test_one_counted_unit_after_words_naming_no_formation_is_a_unit_and_its_note(shipped: CatalogSet) -> None:
    units = _units("# Pagano armour\nReserve - 2 Tigers\n", shipped)
    assert units == [{"element": "tiger-i", "count": 2, "note": "Reserve"}]


@pytest.mark.parametrize("line", ["zug 2 - 4 Panzers", "Platoon 2 - 4 Panzers", "Platoon 2: 4 Panzers"])
def test_a_heading_over_a_unit_it_asks_about_makes_no_empty_formation(line: str, shipped: CatalogSet) -> None:
    """`zug 2 - 4 panzers`: which tanks is asked, and the platoon waits for the answer."""
    listed = _read(f"# Pagano armour\n{line}\nT-34-85\n", shipped)
    assert listed.data["units"] == [{"element": "t-34-85"}]
    assert [asked.number for asked in listed.asked] == [2]
    assert listed.lines == ()


@pytest.mark.parametrize(
    ("line", "formation"),
    [
        ("2 Tigers (heavy platoon)", "heavy-platoon"),
        ("2 Tiger I - heavy platoon", "heavy-platoon"),
        ("5 T-34-85 (platoon)", "platoon"),
    ],
)
def test_a_unit_whose_note_names_its_formation_is_that_formation(
    line: str, formation: str, shipped: CatalogSet
) -> None:
    """`2 tigers (heavy zug)`: the bracket names the formation the two Tigers make."""
    units = _units(f"# Pagano armour\n{line}\nT-34-85\n", shipped)
    assert [unit.get("formation") for unit in units] == [formation, None]
    assert len(units[0]["elements"]) == 1 and "note" not in units[0]["elements"][0]


def test_a_heading_named_after_its_vehicles_is_the_kin_they_make(shipped: CatalogSet) -> None:
    """`Tiger platoon` over two Tigers: a platoon is four or five, a heavy platoon two or three."""
    units = _units(
        "# Pagano armour\nTiger platoon: 2 Tigers\n1st Platoon: 3 Pz IV\n3 Tigers (heavy)\n", shipped
    )
    assert [(unit.get("formation"), unit.get("name")) for unit in units] == [
        ("heavy-platoon", "Tiger platoon"),
        ("platoon", "1st Platoon"),
        (None, None),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "# WTJ 1916\n3 infantry\n1 wagon\n\n- Jean-Luc\n",
        "# Tank Attack\nGeneral: Rifles\nTank x2\n\n- Tom Baker\n",
        "OHW hex\n\nInfantry x2\nTank\n\n-Ola\n",
    ],
)
def test_a_name_after_a_bullet_under_a_list_of_no_bullets_signs_it(text: str, shipped: CatalogSet) -> None:
    """`- Jean-Luc` under a list written without bullets was an unknown element "Jean-Luc"."""
    listed = _read(text, shipped)
    assert all(unit["element"][0].islower() for unit in listed.data["units"])
    assert listed.data["player"] in ("Jean-Luc", "Tom Baker", "Ola")


def test_an_em_dash_leads_a_lists_items_as_a_bullet_does(shipped: CatalogSet) -> None:
    """`— 1 section de fusiliers` under a bold title (a French mail's items, led by an em dash as
    French typesetting leads them) was no entry at all, so the mail held no list."""
    units = _units("OHW WW2\n\nGroupement Leclerc\n— 1 infantry (RMT)\n— 2 tanks\n\nSéb\n", shipped)
    assert units == [{"element": "infantry", "note": "RMT"}, {"element": "tank", "count": 2}]


def test_a_bullet_under_a_bulleted_list_is_an_entry_however_it_reads(shipped: CatalogSet) -> None:
    units = _units("# Tank Attack\n- General: Rifles\n- Tank x2\n\n- Zeppelin\n", shipped)
    assert units[-1] == {"element": "Zeppelin"}


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("# WTJ 1916\n1 tractor to pull it\n", [{"element": "tractor", "note": "to pull it"}]),
        (
            "# WTJ 1916\n1 x Wagon with the ammunition\n",
            [{"element": "wagon", "note": "with the ammunition"}],
        ),
        (
            "# Tank Attack\nGeneral: Rifles\n2 Tanks in reserve\n",
            [{"element": "rifles", "general": True}, {"element": "tank", "count": 2, "note": "in reserve"}],
        ),
        (  # the tractor the line adds `to pull it` tows the gun (as `s5-wtj-guns-bring-teams` rules)
            "# WTJ 1916\n1 Medium gun (class 5) + 1 tractor to pull it\n",
            [
                {"element": "medium-gun", "options": ["class-5"], "links": {"towed-by": "tractor-1"}},
                {"element": "tractor", "id": "tractor-1"},
            ],
        ),
    ],
)
def test_a_counted_units_words_after_its_name_are_its_note(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    """`1 tractor to pull it` was a line left unread, `2 Tanks in reserve` an unknown element."""
    assert _units(text, shipped) == units


@pytest.mark.parametrize(
    ("line", "members"),
    [
        ("Inf Bn: 4 rifles 1 mg", [{"element": "rifles", "count": 4}, {"element": "machinegun"}]),
        (
            "Infantry Battalion - 4 x Rifles 1 x MG",
            [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        ),
    ],
)
def test_counted_members_one_after_another_with_no_mark_between_are_each_read(
    line: str, members: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    """`inf bn: 4 rifles 1 mg` was four Rifles noted "1 mg", the machinegun lost."""
    units = _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n2 tanks 1 fighter\n", shipped)
    assert units[1]["elements"] == members
    assert units[2:] == [{"element": "tank", "count": 2}, {"element": "fighter"}]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("zwei Tiger I", {"element": "tiger-i", "count": 2}),
        ("trois T-34-85", {"element": "t-34-85", "count": 3}),
        ("cinque Pz IV", {"element": "pz-iv", "count": 5}),
        ("dwa Tiger I", {"element": "tiger-i", "count": 2}),
    ],
)
def test_a_count_in_words_of_another_language_counts(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    assert _units(f"# Pagano armour\n{line}\n", shipped) == [unit]


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        (
            "# Pagano armour\nPz IV: Abteilungskommandeur\n",
            {"element": "pz-iv", "note": "Abteilungskommandeur"},
        ),
        (
            "# WTJ 1916\nWagon: ammunition for the guns\n",
            {"element": "wagon", "note": "ammunition for the guns"},
        ),
        (
            "# OHW hex\nArtillery: dug in, elite\n",
            {"element": "artillery", "options": ["elite"], "note": "dug in"},
        ),
    ],
)
def test_a_type_then_a_colon_and_words_naming_none_is_the_type_and_its_note(
    text: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Pz IV: Abteilungskommandeur` was a line left unread."""
    assert _units(text, shipped) == [unit]


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "# Tank Attack\nGeneral: Rifles\ngas, minefield, sniper\n",
            [{"element": "gas"}, {"element": "minefield"}, {"element": "sniper"}],
        ),
        (
            "# OHW hex\nInfantry, Artillery, Tank\n",
            [{"element": "infantry"}, {"element": "artillery"}, {"element": "tank"}],
        ),
        (
            "# WTJ 1916\nTruck, Wagon — for the ammo\n",
            [{"element": "truck"}, {"element": "wagon", "note": "for the ammo"}],
        ),
    ],
)
def test_uncounted_types_parted_by_commas_are_each_an_entry(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    """`gas, mines, sniper` was one Gas noted "mines; sniper": the sniper lost in silence."""
    read = _units(text, shipped)
    assert read[-len(units) :] == units


def test_types_parted_by_commas_from_their_options_stay_one_entry(shipped: CatalogSet) -> None:
    assert _units("# OHW hex\nTanks, heavy, elite\nTank, Rolls Royce\n", shipped) == [
        {"element": "tank", "options": ["heavy", "elite"]},
        {"element": "tank", "note": "Rolls Royce"},
    ]


@pytest.mark.parametrize(
    "line", ["and a Mortar to smoke the hedgerows", "plus a mortar to smoke the hedgerows"]
)
def test_a_joining_word_before_a_counts_a(line: str, shipped: CatalogSet) -> None:
    units = _units(f"# OHW beta\nInfantry x3\n{line}\n", shipped)
    assert units[1] == {"element": "mortar", "note": "to smoke the hedgerows"}


@pytest.mark.parametrize(
    "line",
    ["Six units. Pozdrawiam,", "6 units in all, cheers", "Four units. Bis bald!", "five bases, all painted"],
)
def test_a_count_of_units_after_the_list_is_its_size_not_an_entry(line: str, shipped: CatalogSet) -> None:
    """`Six units. Pozdrawiam,` (an HTML mail's last lines run together) was six unknown elements."""
    listed = _read(f"OHW hex\n\n2 x Cavalry (elite)\n1 x Artillery\n1 x Tank\n{line}\nTomasz\n", shipped)
    assert [unit["element"] for unit in listed.data["units"]] == ["cavalry", "artillery", "tank"]
    assert [note.number for note in listed.lines] == [6]


def test_a_count_of_a_formation_word_stays_an_entry(shipped: CatalogSet) -> None:
    """`2 platoons` in a game of platoons says something of the list: an entry to mend, never prose."""
    units = _units("# Pagano armour\nPlatoon: 4 x Pz IV\n2 platoons\nTiger\n", shipped)
    assert units[1]["count"] == 2


@pytest.mark.parametrize(
    ("text", "formation"),
    [
        (
            "# Tank Attack\nGeneral: Rifles\n+ Infantry Battalion: 1st Bn +\n. 4 x Rifles\n. Machinegun\n",
            {
                "formation": "infantry-battalion",
                "name": "1st Bn",
                "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
            },
        ),
        (
            "# WTJ 1916\n++ Cavalry regiment: 4th Don ++\n. Regimental command\n. Cavalry x3\n",
            {
                "formation": "cavalry-regiment",
                "name": "4th Don",
                "elements": [{"element": "regimental-command"}, {"element": "cavalry", "count": 3}],
            },
        ),
        (
            "# Pagano armour\n== Platoon: Anton ==\n- 4 x Pz IV\n",
            {"formation": "platoon", "name": "Anton", "elements": [{"element": "pz-iv", "count": 4}]},
        ),
    ],
)
def test_an_apps_heading_fenced_by_marks_and_its_dotted_members_are_the_formation(
    text: str, formation: dict[str, Any], shipped: CatalogSet
) -> None:
    """`+ Platoon: 1. Zug [5 vehicles] +` over `. Pz IV x5` (an app's export) were unknown elements."""
    assert formation in _units(text, shipped)


@pytest.mark.parametrize(
    "line",
    [
        "Hasta pronto",
        "Tot zaterdag",
        "Tschüss",
        "A+",
        "Hope that's legal",
        "Let me know what you think",
        "Ich hoffe, das passt so",
        "PS: painting the tanks this week",
    ],
)
def test_talk_and_sign_offs_right_under_the_list_are_no_entries(line: str, shipped: CatalogSet) -> None:
    """Chatter under the last entry, no blank line between, before the signature, was an unknown
    element; a unit's name there stays an entry (`Whippet`), never dropped."""
    listed = _read(f"Tank Attack\nGeneral: Rifles\nTank x2\n{line}\nJan\n", shipped)
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank"]
    assert [note.number for note in listed.lines] == [4]
    assert listed.data["player"] == "Jan"


def test_an_unknown_name_right_under_the_list_stays_an_entry(shipped: CatalogSet) -> None:
    units = _units("Tank Attack\nGeneral: Rifles\nTank x2\nGribble\nJan\n", shipped)
    assert units[-1] == {"element": "Gribble"}
    # a model the rules give there is a unit of it (`Whippet`, a Tank), as among the units
    units = _units("Tank Attack\nGeneral: Rifles\nTank x2\nWhippet\nJan\n", shipped)
    assert units[-1] == {"element": "tank", "name": "Whippet"}


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("x2 Tank", {"element": "tank", "count": 2}),
        ("Fighter - x3", {"element": "fighter", "count": 3}),
        ("Tanks – two", {"element": "tank", "count": 2}),
        ("Snipers: 3x", {"element": "sniper", "count": 3}),
        ("Bombers: x2", {"element": "bomber", "count": 2}),
        ("Two (2) Snipers", {"element": "sniper", "count": 2}),
        ("2 (two) Balloons", {"element": "balloon", "count": 2}),
    ],
)
def test_a_count_marked_or_said_again_anywhere_around_the_name_counts(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`x2 Tank` and `2 (two) Balloons` were unknown elements, `Fighter - x3` one fighter noted
    "x3", `Fighters: 2x` a line lost."""
    assert _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n", shipped)[1:] == [unit]


@pytest.mark.parametrize(
    "line", ["Platoon of 4 Pz IV", "A platoon of 4 Pz IV", "4 Pz IV in a platoon", "4 Pz IV (as one platoon)"]
)
def test_a_formation_said_in_words_with_its_members_is_the_formation(line: str, shipped: CatalogSet) -> None:
    """`Platoon of 4 Pz IV` was an empty platoon taking the lines under it; `A platoon of 5
    T-34-85s` an unknown element."""
    units = _units(f"# Pagano armour\n{line}\nTiger\n", shipped)
    assert units == [
        {"formation": "platoon", "elements": [{"element": "pz-iv", "count": 4}]},
        {"element": "tiger-i"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Army commander - Rifles",
        "Rifles (army commander)",
        "Rifles - the general",
        "Rifles = general",
        "Rifles, my general",
        "The general: Rifles",
        "Der Feldherr: Rifles",
    ],
)
def test_the_generals_word_with_words_that_say_no_more_marks_the_general(
    line: str, shipped: CatalogSet
) -> None:
    """`Rifles (army commander)` and `Rifles - the general` were a Rifles noted so, the army
    without its general; `Rifles = general` and `Army commander - Rifles` lost the line."""
    assert _units(f"Tank Attack\n\n{line}\nTank\n", shipped) == [
        {"element": "rifles", "general": True},
        {"element": "tank"},
    ]


@pytest.mark.parametrize(
    "line",
    ["Inf Bn - 4 Rifles | 1 MG", "Inf Bn: 4 Rifles; MG", "Inf Bn: 4 Rifles / 1 MG", "Inf Bn: 4 Rifles, MG"],
)
def test_members_parted_by_any_mark_are_each_read(line: str, shipped: CatalogSet) -> None:
    """`Inf Bn - 4 Rifles | 1 MG` was an empty battalion named "4 Rifles | 1 MG"; `4 Rifles; MG`
    an unknown element."""
    units = _units(f"# Tank Attack\nGeneral: Rifles\n{line}\nTank\n", shipped)
    assert units[1:] == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


def test_words_after_a_comma_naming_no_type_stay_the_entrys(shipped: CatalogSet) -> None:
    units = _units("# Tank Attack\nGeneral: Rifles\n4 Rifles, Guards\n", shipped)
    assert units[1] == {"element": "rifles", "count": 4, "note": "Guards"}


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("Rifles                        4         8", {"element": "rifles", "count": 4}),
        ("Tank          2      8 AP", {"element": "tank", "count": 2}),
        ("Field Artillery ....... 2 ....... 6", {"element": "field-artillery", "count": 2}),
    ],
)
def test_a_count_column_before_a_cost_column_counts(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """A club's form, `Rifles   4   8` under `Element  Qty  Cost`, was one Rifles: the count lost in silence."""
    assert _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n", shipped)[1:] == [unit]


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "# OHW hex\n- Infantry ×2\n  - one is *elite* (101st Airborne)\n  - the other is plain regular\n- Tank\n",
            [
                {"element": "infantry", "options": ["regular"]},
                {"element": "infantry", "options": ["elite"], "note": "101st Airborne"},
                {"element": "tank"},
            ],
        ),
        (
            "# OHW hex\n- Infantry x3\n  - two are elite\n  - the other militia (Volkssturm)\n- Tank\n",
            [
                {"element": "infantry", "options": ["militia"], "note": "Volkssturm"},
                {"element": "infantry", "count": 2, "options": ["elite"]},
                {"element": "tank"},
            ],
        ),
    ],
)
def test_lines_under_a_counted_unit_saying_what_its_parts_are_part_it(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    """`Infantry ×2` over `- one is elite` and `- the other is plain regular` was two plain
    Infantry and two unknown elements."""
    assert _units(text, shipped) == units


def test_the_parts_of_a_unit_keep_what_its_own_line_said(shipped: CatalogSet) -> None:
    """`Infantry ×2 (Paras)` parted into an elite and a regular one lost `Paras`: each part keeps the
    unit's own note beside its own."""
    text = "# OHW hex\n- Infantry ×2 (Paras)\n  - one is elite (101st)\n  - the other is regular\n- Tank\n"
    assert _units(text, shipped) == [
        {"element": "infantry", "options": ["regular"], "note": "Paras"},
        {"element": "infantry", "options": ["elite"], "note": "Paras; 101st"},
        {"element": "tank"},
    ]


def test_a_line_under_a_unit_naming_no_option_of_it_is_read_on_its_own(shipped: CatalogSet) -> None:
    units = _units("# WTJ 1916\n- Infantry x4\n  - Machine gun x2\n", shipped)
    assert units == [{"element": "infantry", "count": 4}, {"element": "machine-gun", "count": 2}]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        (
            "Anti-tank gun, militia :( Volksgrenadier crew",
            {"element": "anti-tank-gun", "options": ["militia"], "note": "Volksgrenadier crew"},
        ),
        ("Tank (heavy) ;-)", {"element": "tank", "options": ["heavy"]}),
        ("Infantry x2 😀", {"element": "infantry", "count": 2}),
        ("Cavalry :) elite", {"element": "cavalry", "options": ["elite"]}),
    ],
)
def test_a_face_or_an_emoji_on_a_line_is_no_part_of_its_entry(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`militia :( Volksgrenadier crew`: the face's bracket hid the option in the note."""
    assert _units(f"# OHW hex\n{line}\n", shipped) == [unit]


@pytest.mark.parametrize(
    ("line", "formation"),
    [
        (
            "1st Platoon with 4 Pz IV",
            {"formation": "platoon", "name": "1st Platoon", "elements": [{"element": "pz-iv", "count": 4}]},
        ),
        (
            "Heavy platoon: Tiger I x2",
            {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
        ),
    ],
)
def test_a_formations_member_after_with_or_counted_after_its_name_is_its_member(
    line: str, formation: dict[str, Any], shipped: CatalogSet
) -> None:
    """`1st Platoon with 4 Pz IV` was an empty platoon taking the line under it; `Heavy platoon:
    Tiger I x2` two Tigers named "Heavy platoon"."""
    assert _units(f"# Pagano armour\n{line}\nT-34-85\n", shipped) == [formation, {"element": "t-34-85"}]


def test_a_units_own_name_before_a_colon_and_a_count_after_stays_its_name(shipped: CatalogSet) -> None:
    units = _units("# Pagano armour\nCompany HQ: T-34-85 x2\n", shipped)
    assert units == [{"element": "t-34-85", "count": 2, "name": "Company HQ"}]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("- 8 bases d'infanterie", {"element": "infantry", "count": 8}),
        ("- 4 bases d infanterie", {"element": "infantry", "count": 4}),  # the apostrophe left off
        ("- 3 basi di fanteria", {"element": "infantry", "count": 3}),
        ("- 4 Basen Infanterie", {"element": "infantry", "count": 4}),
        ("- 2 peanas de caballería", {"element": "cavalry", "count": 2}),
        ("- 2 teams of MGs", {"element": "machine-gun", "count": 2}),
    ],
)
def test_a_count_of_bases_in_any_language_counts_the_type_after_them(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`8 bases d'infanterie` was one infantry base named so, `2 teams of MGs` two horse teams."""
    assert _units(f"# WTJ 1916\n{line}\n", shipped) == [unit]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("- Pioniere (1 Basis)", {"element": "engineer"}),
        ("- Engineers (2 bases)", {"element": "engineer", "count": 2}),
        (
            "Radfahrer-Kompanie 4 Basen, ohne Stab",
            {"element": "cyclist", "count": 4, "name": "Radfahrer-Kompanie", "note": "ohne Stab"},
        ),
        ("Cyclists 3 bases", {"element": "cyclist", "count": 3}),
    ],
)
def test_a_count_of_bases_after_the_name_in_brackets_or_before_a_comma_counts_it(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Pioniere (1 Basis)` kept its count as a note, and `Cyclist Company 4 bases, no HQ` was one
    cyclist base: a count in bases after the name counts the unit, as `Infanterie: 6 Basen` does."""
    assert _units(f"# WTJ 1916\n{line}\n", shipped) == [unit]


def test_a_count_of_bases_in_all_stays_the_lists_size(shipped: CatalogSet) -> None:
    assert _units("# WTJ 1916\nInfantry x6\n6 bases in all\n", shipped) == [
        {"element": "infantry", "count": 6}
    ]


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("WTJ 1916", "Lewis gun (MG) bases x2", "machine-gun"),
        ("WTJ 1916", "Stokes light mortar base x2", "light-mortar"),
        ("WTJ 1916", "Hotchkiss machine gun stands x2", "machine-gun"),
        ("Tank Attack", "Vickers (Machinegun) team x2", "machinegun"),
    ],
)
def test_a_types_name_with_a_makers_before_it_or_a_bases_word_after_it_names_it(
    system: str, line: str, element: str, shipped: CatalogSet
) -> None:
    """The type in brackets before `bases`, or written whole after a maker's name, was lost: the
    line was an unknown type."""
    units = _units(f"# {system}\n{line}\n", shipped)
    assert [(unit["element"], unit.get("count")) for unit in units] == [(element, 2)]


def test_a_misspelt_type_is_no_makers_name_before_another(shipped: CatalogSet) -> None:
    """`Feild` is one slip from `field`: the type misspelt (said on its line), never Artillery named Feild."""
    units = _units("# Tank Attack\nGeneral: Rifles\nFeild Artillery\n", shipped)
    assert units[1] == {"element": "field-artillery"}


@pytest.mark.parametrize(
    ("system", "lines", "counts"),
    [
        (
            "WTJ 1916",
            "Stab 1\nInfanterie 4\nMG 2",
            [("regimental-command", 1), ("infantry", 4), ("machine-gun", 2)],
        ),
        ("OHW WW2", "Infantry 3\nTank 2", [("infantry", 3), ("tank", 2)]),
        ("Tank Attack", "General: Rifles\nRifles 4\nTank 2", [("rifles", 1), ("rifles", 4), ("tank", 2)]),
    ],
)
def test_numbers_after_the_names_with_no_mark_count_where_the_list_writes_them_so(
    system: str, lines: str, counts: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """`Infanterie 4` was one infantry base, its number lost in silence as a model's mark."""
    units = _units(f"# {system}\n{lines}\n", shipped)
    assert [(unit["element"], unit.get("count", 1)) for unit in units] == counts


def test_a_number_after_a_models_name_counts_where_the_list_writes_counts_so(shipped: CatalogSet) -> None:
    """`kulomet Schwarzlose 2` among `pěchota 5`, `velitelství 1` was one MG named `Schwarzlose
    2`: where the list counts after its names, a figure after a model's name counts it too."""
    units = _units("# WTJ 1916\nvelitelství 1\npěchota 5\nkulomet Schwarzlose 2\n", shipped)
    assert units[2] == {"element": "machine-gun", "count": 2, "name": "Schwarzlose"}


def test_a_number_after_a_name_that_is_its_cost_stays_its_cost(shipped: CatalogSet) -> None:
    units = _units("# Tank Attack\nGeneral: Rifles\nRifles 2\nTank 4\n", shipped)
    assert units[1:] == [{"element": "rifles"}, {"element": "tank"}]


def test_a_models_number_after_its_name_is_no_count(shipped: CatalogSet) -> None:
    units = _units("# Pagano armour\nTiger 1\nPz 4\n", shipped)
    assert units == [{"element": "tiger-i"}, {"element": "pz-iv"}]


@pytest.mark.parametrize(
    "heading",
    [
        "Not in the regiment:",
        "Supports, all outside the regiment:",
        "Außerhalb des Regiments:",
        "Fuori dal reggimento:",
    ],
)
def test_a_heading_saying_its_units_are_outside_a_formation_closes_it(
    heading: str, shipped: CatalogSet
) -> None:
    """`Not in the regiment:` opened a second regiment holding the tanks and guns."""
    text = f"# WTJ 1916\nIR 1:\n  HQ\n  Infantry x4\n{heading}\n  Mark tank x2\n  Truck\n"
    units = _units(text, shipped)
    assert units[1:] == [{"element": "mark-tank", "count": 2}, {"element": "truck"}]
    assert units[0]["formation"] == "infantry-regiment"


@pytest.mark.parametrize(
    "heading",
    ["Ektos dimoirias:", "Εκτός διμοιρίας:", "Utanför pluton:", "Uden for deling:", "Fora do pelotão:"],
)
def test_a_heading_saying_outside_the_platoon_in_the_players_language_puts_its_units_in_none(
    heading: str, shipped: CatalogSet
) -> None:
    """The Greek `Ektos dimoirias:` (outside the platoon), in its letters or in Latin ones, and the
    Swedish, Danish and Portuguese words for it: the tank under it stands alone, as under `Not in
    the regiment:`; it was a platoon named by the heading."""
    text = f"Pagano WW2\n\nKG Nord\n\nPlatoon A: 4x Pz IV\n\n{heading}\n1x Pz IV (commander)\n"
    units = _units(text, shipped)
    assert units[1:] == [{"element": "pz-iv", "note": "commander"}]


@pytest.mark.parametrize(
    ("heading", "members"),
    [
        ("Cossack Regiment (Don Cossacks)", "  - 1 regimental command\n  - 5 cavalry\n  - 1 machine gun\n"),
        ('Cavalleria "Lancieri di Novara"', "   comando x1\n   cavalleria x5\n   mitragliatrice x1\n"),
        ("Cav Regt - Uhlans", "   HQ x1\n   Cavalry x5\n   MG x1\n"),
    ],
)
def test_a_unit_named_over_counted_lines_with_a_formations_word_is_their_heading(
    heading: str, members: str, shipped: CatalogSet
) -> None:
    """`Cossack Regiment (Don Cossacks)` was one cavalry base, its members loose beside it."""
    units = _units(f"# WTJ 1916\n{heading}\n{members}\nTruck\n", shipped)
    assert units[0]["formation"] == "cavalry-regiment"
    assert [(e["element"], e.get("count", 1)) for e in units[0]["elements"]] == [
        ("regimental-command", 1),
        ("cavalry", 5),
        ("machine-gun", 1),
    ]
    assert units[1:] == [{"element": "truck"}]


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("WTJ 1916", "Regt HQ", "regimental-command"),
        ("WTJ 1916", "Regimental HQ base", "regimental-command"),
        ("Tank Attack", "Bn MG", "machinegun"),
        ("WTJ 1916", "Regt. HQ stand", "regimental-command"),
    ],
)
def test_a_type_after_a_word_of_its_formation_is_that_type(
    system: str, line: str, element: str, shipped: CatalogSet
) -> None:
    """`Regt HQ` on the line under the system's name was the army's name, the unit lost unsaid."""
    listed = _read(f"{system}\n{line}\nMG x4\n", shipped)
    assert listed.data["units"][0] == {"element": element}
    assert listed.data["name"] != line


@pytest.mark.parametrize(
    "sentence",
    ["Privet! Two regiments and some guns:", "Right? Two battalions then:", "Here goes. Two regiments:"],
)
def test_a_heading_of_two_sentences_naming_a_formations_word_opens_none(
    sentence: str, shipped: CatalogSet
) -> None:
    """`Privet! Two regiments and some guns:` was an empty infantry regiment."""
    units = _units(f"WTJ 1916\n\n{sentence}\n\nIR 5\n  HQ x1\n  Infantry x4\n", shipped)
    assert [unit.get("formation") for unit in units] == ["infantry-regiment"]
    assert len(units[0]["elements"]) == 2


@pytest.mark.parametrize(
    "line",
    [
        'One armoured truck - "Putilov"... no wait, count it as a plain truck for the movement rules',
        "Panzerwagen, count them as a plain truck",
        "Armoured car - treat it as a truck",
    ],
)
def test_a_unit_the_player_says_to_count_as_a_type_is_that_type(line: str, shipped: CatalogSet) -> None:
    """`count it as a plain truck for the movement rules` was an unknown armoured truck."""
    units = _units(f"# WTJ 1916\nHorse team x2\n{line}\nHorse team\n", shipped)
    assert [unit["element"] for unit in units] == ["horse-team", "truck", "horse-team"]


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        (
            "1 armoured car... no wait, rules don't have one, make that 1 x other tank (Minerva)",
            {"element": "tank", "note": "Minerva"},
        ),
        ("2 tanks, I mean 2 x Mark tank", {"element": "mark-tank", "count": 2}),
        ("3 MG, anzi 2 mitragliatrici", {"element": "machine-gun", "count": 2}),
        ("MG x1 (make it a fast one)", {"element": "machine-gun", "note": "make it a fast one"}),
    ],
)
def test_a_line_correcting_itself_is_the_entry_it_settles_on(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`..., make that 1 x other tank (Minerva)` was asked as an armoured car or a tank."""
    assert _units(f"# WTJ 1916\nHorse team\n{line}\nHorse team\n", shipped)[1] == unit


@pytest.mark.parametrize(
    ("line", "element"),
    [
        ("1x Minenwerfer, leicht (light mortar)", "light-mortar"),
        ("1x Minenwerfer, schwer (trench mortar)", "trench-mortar"),
        ("1x Haubitze, 15cm (large gun)", "large-gun"),
    ],
)
def test_words_after_a_name_of_several_types_naming_one_of_them_settle_it(
    line: str, element: str, shipped: CatalogSet
) -> None:
    """`Minenwerfer, leicht (light mortar)` was asked: a light or a trench mortar."""
    listed = _read(f"# WTJ 1916\nHorse team\n{line}\n", shipped)
    assert listed.data["units"][1]["element"] == element
    assert not listed.asked


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("Armour x1 (Churchill)", {"element": "tank", "note": "Churchill"}),
        ("2 Armour (Sherman)", {"element": "tank", "count": 2, "note": "Sherman"}),
    ],
)
def test_a_model_in_brackets_settles_a_word_of_several_types(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Armour (Churchill)` was asked as an armoured car or a tank: the Churchill is a tank's model,
    and the model stays the note, as `Tank (Churchill)` keeps it."""
    listed = _read(f"OHW WW2 hex\nInfantry x3\n{line}\n", shipped)
    assert listed.data["units"][1] == unit
    assert not listed.asked


@pytest.mark.parametrize("line", ["Bn HQ", "Regt HQ"])
def test_a_line_of_a_formations_short_word_and_a_post_above_the_entries_is_no_armys_name(
    line: str, shipped: CatalogSet
) -> None:
    """`Bn HQ` under the system's line was the army's name, the unit it writes lost with no word:
    Tank Attack has no such type, so it is an unknown entry for the player to correct."""
    listed = _read(f"Tank Attack\n{line}\nRifles x4\n", shipped)
    assert listed.data["units"][0] == {"element": line}
    assert listed.data["name"] != line


@pytest.mark.parametrize(
    "line", ["- 1 Artillerie de campagne – canon de 75 (3 PA)", "- 1 Field Artillery - canon de 75 (3 AP)"]
)
def test_a_cost_in_brackets_ending_a_note_after_a_dash_is_the_lines_cost(
    line: str, shipped: CatalogSet
) -> None:
    units = _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n- Tank - old (2)\n", shipped)
    assert units[1:] == [
        {"element": "field-artillery", "note": "canon de 75"},
        {"element": "tank", "note": "old (2)"},
    ]


@pytest.mark.parametrize(
    ("line", "note"),
    [
        ('1 pelotão de infantaria – "Cobras Fumantes"', "Cobras Fumantes"),
        ("1 Infantry – „Berta“", "Berta"),
        ('1 Tank - female, "Fray Bentos"', 'female, "Fray Bentos"'),
    ],
)
def test_a_note_that_is_one_quoted_name_whole_loses_its_quotes(
    line: str, note: str, shipped: CatalogSet
) -> None:
    assert _units(f"OHW WW2 beta\n\n{line}\n", shipped)[0]["note"] == note


@pytest.mark.parametrize(
    "line", ["1° Battaglione: 4 fanteria + 1 mitragliatrice Fiat-Revelli", "Inf Bn: 4 rifles, 1 MG Vickers"]
)
def test_a_model_named_after_its_type_among_a_lines_members_is_the_members_name(
    line: str, shipped: CatalogSet
) -> None:
    formation = _units(f"Tank Attack\n\nGeneral: Rifles\n{line}\n", shipped)[1]
    assert formation["elements"][-1]["element"] == "machinegun"
    assert formation["elements"][-1]["name"] in ("Fiat-Revelli", "Vickers")


@pytest.mark.parametrize("line", ["1 avion de chasse - Nieuport 17 (4 PA)", "1 Fighter - Nieuport 17 (4 AP)"])
def test_a_cost_in_brackets_ending_a_dashs_words_is_the_cost_not_the_note(
    line: str, shipped: CatalogSet
) -> None:
    """`Fighter - Nieuport 17 (4 AP)`: the cost in brackets after the note is the line's cost, as
    `Fighter (4 AP)` gives it; it was kept in the note."""
    text = f"Tank Attack 36 AP\n\nGénéral : fusiliers (2 PA)\n{line}\n"
    assert _units(text, shipped)[1] == {"element": "fighter", "note": "Nieuport 17"}


def test_a_bare_number_in_brackets_ending_a_note_that_is_the_units_cost_is_the_cost(
    shipped: CatalogSet,
) -> None:
    """`Avion de chasse - Fokker D.VII (4)` kept `(4)` in the note: a number alone in brackets
    ending the note that is what the unit costs (a Fighter, 4) is the line's cost, as `(4 AP)` is;
    one that is no such cost stays the note's (`Tank - old (2)`, above)."""
    text = "Tank Attack\n\nGénéral : fantassins (2)\n4 fantassins (8)\nAvion de chasse - Fokker D.VII (4)\n"
    assert _units(text, shipped)[2] == {"element": "fighter", "note": "Fokker D.VII"}


def test_a_number_after_a_bracket_is_weighed_as_a_number_in_brackets(shipped: CatalogSet) -> None:
    """`General - Rifles (Bde HQ) 2` was an unknown type of that name: the number after the
    bracket's words is the line's cost or count, weighed as `Rifles (Bde HQ) (2)` is."""
    text = "Tank Attack\n\nGeneral - Rifles (Bde HQ) 2\nLight mortar (Stokes) 3\nSniper = 1\n"
    assert _units(text, shipped) == [
        {"element": "rifles", "general": True, "note": "Bde HQ"},
        {"element": "light-mortar", "note": "Stokes"},
        {"element": "sniper"},
    ]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("4 základny pěchoty", {"element": "infantry", "count": 4}),
        ("2 podstawy ckm", {"element": "machine-gun", "count": 2}),
        ("4 podstawy kawalerii", {"element": "cavalry", "count": 4}),
        ("3 podstawy piechoty", {"element": "infantry", "count": 3}),
    ],
)
def test_a_slavic_word_for_bases_before_the_type_counts_it(
    line: str, read: dict[str, Any], shipped: CatalogSet
) -> None:
    """`4 základny pěchoty` (four bases of infantry) was an unknown type of that name: Czech, Slovak
    and Polish write the type after the base's word in the genitive, with no `of` and no capital."""
    assert _units(f"WTJ 1916\n\n{line}\n", shipped) == [read]


def test_a_polish_regiment_of_infantry_stays_a_regiment_where_its_genitive_names_bases(
    shipped: CatalogSet,
) -> None:
    """`piechoty` after a base's word is infantry; after `pułk` it is the regiment's own word."""
    text = "WTJ 1916\n\n1 pułk piechoty:\n- dowództwo pułku\n- 4 podstawy piechoty\n"
    assert _units(text, shipped) == [
        {
            "formation": "infantry-regiment",
            "name": "1 pułk piechoty",
            "elements": [{"element": "regimental-command"}, {"element": "infantry", "count": 4}],
        }
    ]
