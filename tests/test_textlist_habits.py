"""Habits of lists as players write them that round 2 of issue 34 reads (each from an example of
our own): the general and a heading of lone units in other languages, members in a formation's
brackets joined by `+`, a count after dotted leaders, a note after an arrow, a list on one line,
a size line, a sign-off after a dash, and platoons each given on one line."""

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


@pytest.mark.parametrize("line", ["Général - Rifles", "Generale: Rifles", "Generał (Rifles)", "Gén. Rifles"])
def test_the_general_in_another_language_is_the_general(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\n{line}\nTank\n", shipped)[0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize(
    "heading",
    [
        *("Independent:", "Solo:", "Unabhängig:", "Indépendants:", "Einzelfahrzeuge:"),
        *("[b]Einzelfahrzeug[/b]", "Loose", "Loose tanks:"),
    ],
)
def test_units_under_a_heading_of_lone_units_are_in_no_formation(heading: str, shipped: CatalogSet) -> None:
    """Four T-34-85s would fit a platoon; the heading says they act alone."""
    text = f"# Pagano armour\nSide: Allied\n\n{heading}\n  T-34-85 x3\n  T-34-85 - the colonel's\n"
    assert _units(text, shipped) == [
        {"element": "t-34-85", "count": 3},
        {"element": "t-34-85", "note": "the colonel's"},
    ]


def test_a_count_after_dotted_leaders_counts_and_an_arrow_points_at_a_note(shipped: CatalogSet) -> None:
    text = "OHW WW2 beta, army size 4\n\n  Infantry ........ ×2\n  Mortar .......... x1  <- the 3-inch\n  Tank ..... ×1\n"
    assert _units(text, shipped) == [
        {"element": "infantry", "count": 2},
        {"element": "mortar", "note": "the 3-inch"},
        {"element": "tank"},
    ]


def test_a_size_line_gives_the_armys_size_and_is_no_entry(shipped: CatalogSet) -> None:
    text = "# OHW WW2 beta\nSize: **4 units** (the river crossing)\n\n- 2 x Infantry\n- Mortar\n- Tank\n"
    read = _read(text, shipped)
    assert read.data["options"] == {"army-size": 4}
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "mortar", "tank"]


def test_a_name_after_a_dash_under_the_closing_total_signs_the_list(shipped: CatalogSet) -> None:
    read = _read("# WTJ 1916\n- 3 x Infantry\n- 1 x Machine gun\n\nTotal: 4 bases.\n\n– Marek\n", shipped)
    assert read.data["units"] == [{"element": "infantry", "count": 3}, {"element": "machine-gun"}]
    assert read.data["player"] == "Marek"


def test_members_in_a_formations_brackets_joined_by_plus_are_its_members(shipped: CatalogSet) -> None:
    text = "# Tank Attack\nGen: Rifles\nInfantry Battalion (4 Rifles + 1 Machinegun)   11 AP\nTank   4 AP\n"
    assert _units(text, shipped)[1:] == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


def test_platoons_each_on_one_line_keep_the_lone_tank_after_them_out(shipped: CatalogSet) -> None:
    """A sentence ending in a colon that holds a formation's word opens no formation either."""
    text = (
        "Pagano armour, Allied.\n\nAs you asked I will bring two platoons of mine:\n\n"
        "Red platoon - 4x T-34-85\nBlue platoon - 5x T-34-85\n+ 1x T-34-85 (the major's)\n"
    )
    assert _units(text, shipped) == [
        {"formation": "platoon", "name": "Red platoon", "elements": [{"element": "t-34-85", "count": 4}]},
        {"formation": "platoon", "name": "Blue platoon", "elements": [{"element": "t-34-85", "count": 5}]},
        {"element": "t-34-85", "note": "the major's"},
    ]


def test_a_whole_list_on_the_line_naming_the_system_is_read(shipped: CatalogSet) -> None:
    """The sentence after the list is chatter; the words before its colon give the army's size."""
    text = "OHW WW2 beta (3 units) - British: 1 Infantry, 1 Mortar, 1 Tank. Should be a laugh, this.\n"
    read = _read(text, shipped)
    assert read.data["units"] == [{"element": "infantry"}, {"element": "mortar"}, {"element": "tank"}]
    assert read.data["options"] == {"army-size": 3}


@pytest.mark.parametrize(
    "line", ['- 4x Cavalry "Savoia"', "- 4x Cavalry “Savoia”", '- 4x Cavalry "Savoia" - the lancers']
)
def test_words_in_quotes_after_a_units_type_are_its_note(line: str, shipped: CatalogSet) -> None:
    unit = _units(f"# WTJ 1916\n{line}\n- 1x Machine gun\n", shipped)[0]
    assert (unit["element"], unit["count"], unit["note"].split(";")[0]) == ("cavalry", 4, "Savoia")


def test_a_count_after_dotted_leaders_before_a_cost_column_leaves_the_name_as_written(
    shipped: CatalogSet,
) -> None:
    """The name of a unit the catalog lacks is shown to the player without the leader's dots."""
    text = "# Tank Attack\nGen: Rifles             2\nLight Mortar ....... x2     6\nArmoured Train ..... x1     8\n"
    assert _units(text, shipped)[1:] == [
        {"element": "light-mortar", "count": 2},
        {"element": "Armoured Train"},
    ]


def test_a_name_under_a_list_written_on_the_systems_line_signs_it(shipped: CatalogSet) -> None:
    read = _read("OHW WW2 beta (army size 3): 1 Infantry, 1 Mortar, 1 Tank.\n\n- Bogdan\n", shipped)
    assert len(read.data["units"]) == 3
    assert read.data["player"] == "Bogdan"


@pytest.mark.parametrize(
    "line",
    [
        "OHW WW2 beta, British: 1 Infantry; 1 Mortar; 1 Tank",
        "OHW WW2 beta - 1 Infantry + 1 Mortar + 1 Tank",
        "OHW WW2 beta: 1 Infantry, Mortar, Tank. That's all, folks.",
    ],
)
def test_a_list_on_the_systems_line_may_part_its_units_by_semicolons_or_follow_a_dash(
    line: str, shipped: CatalogSet
) -> None:
    assert [unit["element"] for unit in _units(f"{line}\n", shipped)] == ["infantry", "mortar", "tank"]


def test_a_systems_line_of_options_is_no_list(shipped: CatalogSet) -> None:
    read = _read("Tank Attack, Massed Battles, 15mm\nGeneral: Rifles\n", shipped)
    assert read.data["units"] == [{"element": "rifles", "general": True}]


@pytest.mark.parametrize("line", ["Kommandeur: Rifles", "Comandante - Rifles", "Commandant (Rifles)"])
def test_the_commander_in_another_language_is_the_general(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\n{line}\nTank\n", shipped)[0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize(
    ("heading", "platoon"),
    [("Independent tanks:", False), ("Unattached vehicles:", False), ("Independent platoon:", True)],
)
def test_a_heading_of_lone_units_may_name_what_they_are_but_a_formation_stays_one(
    heading: str, platoon: bool, shipped: CatalogSet
) -> None:
    units = _units(f"# Pagano armour\n{heading}\n  T-34-85 x4\n", shipped)
    assert ("formation" in units[0]) is platoon


def test_a_force_size_line_gives_the_armys_size_and_is_no_entry(shipped: CatalogSet) -> None:
    read = _read("# OHW WW2 beta\nForce size: 3 units\n\n- Infantry\n- Mortar\n- Tank\n", shipped)
    assert read.data["options"] == {"army-size": 3}
    assert len(read.data["units"]) == 3


@pytest.mark.parametrize("line", ["Fighter -> Guynemer", "Fighter → Guynemer"])
def test_an_arrow_forward_points_at_a_note_too(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\nGeneral: Rifles\n{line}\n", shipped)[1] == {
        "element": "fighter",
        "note": "Guynemer",
    }


def test_a_name_led_by_a_dash_set_apart_under_the_list_signs_it_but_a_near_name_stays_a_unit(
    shipped: CatalogSet,
) -> None:
    signed = _read("# Tank Attack\nGeneral: Rifles\nTank\n\n– Ilse\n", shipped)
    assert (len(signed.data["units"]), signed.data["player"]) == (2, "Ilse")
    misspelt = _read("# Tank Attack\nGeneral: Rifles\nTank\n\n– Fightr\n", shipped)
    assert misspelt.data["units"][2] == {"element": "fighter"}  # one slip from the Fighter's name


def test_a_formations_members_may_be_counted_in_words_after_a_dash_or_uncounted_after_a_plus(
    shipped: CatalogSet,
) -> None:
    text = "# Pagano armour\nRed platoon – four T-34-85\nT-34-85 (the major's)\n"
    assert _units(text, shipped) == [
        {"formation": "platoon", "name": "Red platoon", "elements": [{"element": "t-34-85", "count": 4}]},
        {"element": "t-34-85", "note": "the major's"},
    ]
    battalion = _units("# Tank Attack\nGen: Rifles\nInf Bn [4 Rifles + Machinegun]\n", shipped)[1]
    assert battalion["elements"] == [{"element": "rifles", "count": 4}, {"element": "machinegun"}]


@pytest.mark.parametrize("mark", ["▪", "■", "●", "►", "✓"])
def test_items_led_by_a_word_processors_or_a_phones_marks_are_read(mark: str, shipped: CatalogSet) -> None:
    """Word, phones' notes and bullet fonts lead items with squares, dots, arrows and ticks: a
    formation's members under its heading, and names before a colon set apart French-style."""
    text = (
        "1916 Land War\n\nInfanterieregiment 23:\n"
        f"{mark} Infanterie x6\n{mark} Maschinengewehr x2\n{mark} Regimentsstab\n"
        f"\n{mark} Kolonne Nord : Lastwagen x2\n"
    )
    units = _units(text, shipped)
    assert [unit.get("formation") for unit in units] == ["infantry-regiment", None]
    assert units[1] == {"element": "truck", "count": 2, "name": "Kolonne Nord"}


@pytest.mark.parametrize("summed", ["mines = 36", "mines = 36 AP", "mines =36"])
def test_a_sum_after_a_list_on_one_line_is_its_total_not_a_cost(summed: str, shipped: CatalogSet) -> None:
    """`= 36` after the last part sums the list; the last part is one minefield, not one of 36 AP."""
    listed = _read(f"HitT for tonight: Gen (inf), 3x Mk IV, 2x arty, FOO, {summed}. cheers - Tom\n", shipped)
    assert listed.stated is not None and listed.stated.value == 36
    assert listed.data["units"][-1] == {"element": "minefield"}


def test_a_cost_after_each_part_of_a_list_on_one_line_is_no_total(shipped: CatalogSet) -> None:
    listed = _read(
        "HitT for tonight: Gen (inf), 3x Mk IV = 12, 2x arty = 6, mines = 1. cheers - Tom\n", shipped
    )
    assert listed.stated is None


def test_a_running_total_after_each_cost_is_no_part_of_the_unit(shipped: CatalogSet) -> None:
    """A cost column with the running total after a slash (`Gen (Rifles)   2  /  2`) made the
    first cost the army's name and each unit's line a type no one knows (`Mk IV tank 4 / 21`):
    the first number is the line's cost, the one after the slash the sum so far."""
    text = (
        "Tank Attack\n\n"
        "Gen (Rifles)                 2  /  2\n"
        "1st Bn:\n"
        "   4 x Rifles                8  / 10\n"
        "   1 x Vickers MG            3  / 13\n"
        'Mk IV tank "Fray Bentos"     4  / 17\n'
        "18pdr field gun              3  / 20\n"
        "Balloon                      1  / 21\n"
        "\nTotal 21 AP\n"
    )
    read = _read(text, shipped)
    assert read.data["units"] == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "name": "1st Bn",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun", "name": "Vickers"}],
        },
        {"element": "tank", "name": "Fray Bentos"},
        {"element": "field-artillery", "name": "18pdr"},
        {"element": "balloon"},
    ]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("Tank Attack", "Vickers MG", {"element": "machinegun", "name": "Vickers"}),
        ("Tank Attack", "Stokes mortar", {"element": "light-mortar", "name": "Stokes"}),
        ("OHW WW2", "Sherman tank", {"element": "tank", "name": "Sherman"}),
    ],
)
def test_a_makers_name_before_the_types_word_among_units_is_a_unit(
    system: str, line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Vickers MG` on a line of its own between a list's units, with no count, was an unknown
    type (as a title would be), where `1 Vickers MG` was a Machinegun named Vickers: among units
    it is one, as a model the rules give is; a title has a number (`3rd Wessex Rifles`)."""
    units = _units(
        f"{system}\n\n2 x {'Rifles' if system == 'Tank Attack' else 'infantry'}\n{line}\n", shipped
    )
    assert units[1] == unit


@pytest.mark.parametrize(
    ("line", "note"),
    [
        ('2 Mk IV tanks "Fray Bentos" & "Crème de Menthe"', "Fray Bentos & Crème de Menthe"),
        ('2 Mk IV tanks "Fray Bentos" and "Crème de Menthe"', "Fray Bentos and Crème de Menthe"),
    ],
)
def test_several_quoted_names_after_a_count_of_units_are_their_note(
    line: str, note: str, shipped: CatalogSet
) -> None:
    """`2 Mk IV tanks "Fray Bentos" & "Crème de Menthe"` was named `Mk IV tanks "Fray Bentos"`:
    only the last quoted name was taken off the type's words. The names of several units in one
    run are their note, as one quoted word after a count is, and the model names them."""
    units = _units(f"Tank Attack\n\n{line}\nSniper\n", shipped)
    assert units[0] == {"element": "tank", "count": 2, "name": "Mk IV", "note": note}


def test_a_model_with_its_own_quoted_name_among_units_is_a_unit(shipped: CatalogSet) -> None:
    """`A7V "Nixe"` alone on a line between units was an unknown type, where `A7V` or
    `1 x A7V "Nixe"` is a Tank: its quoted name is its own, apart from the model it is."""
    units = _units('Tank Attack\n\n2 x Rifles\nA7V "Nixe"\n1 x Sniper\n', shipped)
    assert units[1] == {"element": "tank", "name": "Nixe"}


@pytest.mark.parametrize("line", ["Pz IV H", "Pz IV Ausf. H", "Sherman M4A3"])
def test_a_model_with_its_variant_among_units_is_a_unit_named_so(line: str, shipped: CatalogSet) -> None:
    """`Pz IV H` alone between units was an unknown type (`Pz IV Ausf. H` was left unread as a
    signature), where `Pz IV` is a Tank: the variant after a model the rules give names it too."""
    units = _units(f"OHW WW2\n\n2 x infantry\n{line}\nmortar\n", shipped)
    assert units[1] == {"element": "tank", "name": line}


@pytest.mark.parametrize(
    "text",
    [
        "## OHW WW2 hex\n\n### Elite\n* 1st Rifle Brigade (infantry)\n* Tank\n\n### Green\n* Infantry\n",
        "OHW WW2 hex\n\nElite:\n- 1st Rifle Brigade (infantry)\n- Tank\nMilitia:\n- Infantry\n",
    ],
)
def test_a_heading_of_an_options_words_gives_it_to_the_units_under_it(text: str, shipped: CatalogSet) -> None:
    """Units grouped by quality under `### Elite` and `### Green` were read with no quality, in
    silence, and the first heading named the army."""
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1st Rifle Brigade", "options": ["elite"]},
        {"element": "tank", "options": ["elite"]},
        {"element": "infantry", "options": ["militia"]},
    ]
    assert "Elite" not in listed.data.get("name", "")


def test_a_unit_choosing_its_own_option_under_such_a_heading_keeps_its_own(shipped: CatalogSet) -> None:
    units = _units("OHW WW2 hex\n\n### Elite\n* Infantry (militia)\n* Tank (heavy)\n", shipped)
    assert units == [
        {"element": "infantry", "options": ["militia"]},
        {"element": "tank", "options": ["heavy", "elite"]},
    ]


def test_the_reading_says_what_such_a_heading_gives(shipped: CatalogSet) -> None:
    from armybuilder.present.reading import reading_rows
    from armybuilder.textlist.readback import read_back

    text = "OHW WW2 hex\n\nElite:\n- Infantry\n"
    listed = _read(text, shipped)
    rows = reading_rows(read_back(text, listed), listed.data, shipped.get("ohw-ww2-hex"))
    assert (
        next(row.became for row in rows if row.lines == "3") == "a heading giving the units under it: Elite"
    )


@pytest.mark.parametrize(
    "line",
    ["OHW WW2 beta, 6 units. Player: Sam Okafor", "OHW WW2 beta | 6 units | Player: Sam Okafor"],
)
def test_the_player_named_after_a_sentence_on_the_games_line_is_the_player(
    line: str, shipped: CatalogSet
) -> None:
    """`OHW WW2 beta, 6 units. Player: Sam Okafor` over a table named no player."""
    listed = _read(f"{line}\n\n3 x Infantry\n1 x Tank\n", shipped)
    assert listed.data["player"] == "Sam Okafor"
    assert listed.data["options"] == {"army-size": 6}


def test_a_list_in_greek_written_in_latin_letters_reads_its_player_and_its_and(shipped: CatalogSet) -> None:
    """`Paiktis:` (the player) was no line of the list, and `4 Pz IV kai 1 Tiger` one unknown type."""
    listed = _read(
        "Lista gia Pagano WW2 armour\nPaiktis: Giorgos Papadopoulos\n\n2i Dimoiria: 4 Pz IV kai 1 Tiger (dioikitis)\n",
        shipped,
    )
    assert listed.data["player"] == "Giorgos Papadopoulos"
    assert listed.data["units"][0]["elements"] == [
        {"element": "pz-iv", "count": 4},
        {"element": "tiger-i", "note": "dioikitis"},
    ]


@pytest.mark.parametrize(
    "line",
    [
        "List for Pagano WW2 armour - Leeds, Saturday 22/3",
        "Lista gia Pagano WW2 armour - Thessaloniki, Savvato 22/3",
    ],
)
def test_where_and_when_after_what_a_list_is_for_name_no_army(line: str, shipped: CatalogSet) -> None:
    """`Leeds, Saturday 22/3` after `List for ... -` named the army: a day and month say when."""
    listed = _read(f"{line}\nPlayer: Bob Smith\n\nPlatoon: 4 Pz IV\n", shipped)
    assert listed.data["name"] == "Bob Smith's army"


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("1 captured T-34/85", {"element": "t-34-85", "note": "captured"}),
        ("2 erbeutete T-34-85", {"element": "t-34-85", "count": 2, "note": "erbeutete"}),
        ("1 Tiger I capturado", {"element": "tiger-i", "note": "capturado"}),
        ("trofeyny Tiger (komandir)", {"element": "tiger-i", "note": "trofeyny; komandir"}),
    ],
)
def test_a_word_saying_a_vehicle_was_captured_before_it_is_its_note(
    line: str, unit: dict[str, Any], shipped: CatalogSet
) -> None:
    """`1 captured T-34/85` was an unknown type `captured T-34/85`, and after a platoon's `+` a
    note of the vehicle before it: the word says whose the vehicle was, as `T-34/85 captured`
    does after it, and the vehicle is read."""
    assert _units(f"Pagano armour\n\n3x Pz IV\n{line}\n", shipped)[1:] == [unit]


def test_a_captured_vehicle_joined_to_a_platoons_line_is_one_of_its_members(shipped: CatalogSet) -> None:
    text = "Pagano armour\n\nPlatoon B - 3x Panzer IV + 1 captured T-34/85\n"
    assert _units(text, shipped) == [
        {
            "formation": "platoon",
            "name": "Platoon B",
            "elements": [{"element": "pz-iv", "count": 3}, {"element": "t-34-85", "note": "captured"}],
        }
    ]


@pytest.mark.parametrize("line", ["Platoon: 2 Tigers, 1 Tiger (HQ)", "Platoon: 2 Tigers and 1 Tiger (HQ)"])
def test_a_counted_part_naming_the_first_parts_type_again_is_one_more_unit(
    line: str, shipped: CatalogSet
) -> None:
    """`2 Tigers, 1 Tiger (HQ)` read two Tigers with the note `1 Tiger (HQ)`, one tank lost in
    silence: a part counted in figures that names the type again is a unit of its own, as
    after `1 x`; a count with no type (`4 Pz IV, 2 with skirts`) stays a note, and so does one
    in words (`2 tanks, one Whippet` says which of them it is)."""
    assert _units(f"Pagano armour\n\n{line}\n", shipped)[0]["elements"] == [
        {"element": "tiger-i", "count": 2},
        {"element": "tiger-i", "note": "HQ"},
    ]
    assert _units("Pagano armour\n\n4 Pz IV, 2 with skirts\n", shipped) == [
        {"element": "pz-iv", "count": 4, "note": "2 with skirts"}
    ]


@pytest.mark.parametrize("label", ["Losse tank", "Lone tank", "Einzelpanzer", "Loose"])
def test_a_label_saying_a_unit_stands_alone_is_no_name_of_it(label: str, shipped: CatalogSet) -> None:
    """`Losse tank: T-34-85 (verkenning)` under platoons: the label says the tank is in no platoon
    (Dutch `losse`, loose), as a heading of lone units does; it was kept as the tank's name."""
    text = f"Pagano armour\n\nPeloton A - 5 T-34-85\n{label}: T-34-85 (verkenning)\n"
    assert _units(text, shipped)[1:] == [{"element": "t-34-85", "note": "verkenning"}]


def test_a_tank_written_loose_in_spanish_on_a_platoons_line_stands_apart(shipped: CatalogSet) -> None:
    """`2 Tigres y 1 Tigre suelto (mando)`: `suelto` (loose) sets that Tiger apart, as `on its own`."""
    units = _units("Pagano armour\n\nSección pesada: 2 Tigres y 1 Tigre suelto (mando)\n", shipped)
    assert units == [
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
        {"element": "tiger-i", "note": "suelto (mando)"},
    ]
