"""No wrong reading in silence (issue 34): lines a careful judge reads otherwise than the words
alone suggest, or cannot settle, are read as the judge reads them or asked, never turned into
another army without a word. Each test holds lines written in players' habits, across systems."""

import textwrap
from pathlib import Path
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


@pytest.mark.parametrize("line", ["2 field guns (18pdrs)", "Field guns x3", "1 x field gun - 77mm"])
def test_a_word_the_rules_give_for_several_types_is_asked_though_one_name_holds_it(
    catalogs: list[Catalog], line: str
) -> None:
    """WTJ's catalog: a field gun is a small, medium or large gun by its class; the French 75mm
    field gun is one of them, not every field gun."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n4 x Infantry\n")
    assert _asked(listed) == [(2, ("small-gun", "medium-gun", "large-gun"))]
    assert listed.data["units"] == [{"element": "infantry", "count": 4}]


@pytest.mark.parametrize("line", ["2 French field guns", "1 x 75mm field gun", "1 Medium field gun, class 5"])
def test_a_field_gun_whose_words_settle_its_type_is_read(catalogs: list[Catalog], line: str) -> None:
    listed = _read(catalogs, f"WTJ 1916\n{line}\n")
    assert _asked(listed) == []
    assert [unit["element"] for unit in listed.data["units"]] in (["french-75"], ["medium-gun"])


@pytest.mark.parametrize("line", ["2 King Tigers", "Royal Tiger x1", "Heavy platoon: 2 x Sturm Tiger"])
def test_a_name_before_a_models_name_is_asked_as_another_model(catalogs: list[Catalog], line: str) -> None:
    """`King Tiger` is the Tiger II, not the Tiger I the catalog calls `Tiger`."""
    listed = _read(catalogs, f"Pagano WW2 armour\n{line}\n1 Pz IV\n")
    assert _asked(listed) == [(2, ("tiger-i",))]


def _units(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    return [
        (unit["element"], unit.get("count", 1), tuple(unit.get("options", ())))
        for unit in listed.data["units"]
    ]


@pytest.mark.parametrize(
    ("system", "line", "units"),
    [
        (
            "OHW hex",
            "2x Inf, one regular and one militia",
            [("infantry", 1, ("regular",)), ("infantry", 1, ("militia",))],
        ),
        (
            "OHW hex",
            "3 Fanteria (2 militia + 1 regular)",
            [("infantry", 2, ("militia",)), ("infantry", 1, ("regular",))],
        ),
        ("OHW hex", "2 Tanks, heavy and medium", [("tank", 1, ("heavy",)), ("tank", 1, ("medium",))]),
        (
            "OHW hex",
            "2 ATG (elite & militia)",
            [("anti-tank-gun", 1, ("elite",)), ("anti-tank-gun", 1, ("militia",))],
        ),
        (
            "WTJ 1916",
            "2 Medium guns (class 5 and class 6)",
            [("medium-gun", 1, ("class-5",)), ("medium-gun", 1, ("class-6",))],
        ),
        (
            "WTJ 1916",
            "4 Small guns, 2 class 2 + 2 class 4",
            [("small-gun", 2, ("class-2",)), ("small-gun", 2, ("class-4",))],
        ),
    ],
)
def test_a_count_parted_among_options_by_and_or_plus_is_read_as_its_parts(
    catalogs: list[Catalog], system: str, line: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    """Options joined by `and`, `&` or `+` part a count as commas do; options without a count,
    as many as the units and of one kind, are one each."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _units(listed) == units


@pytest.mark.parametrize(
    ("line", "units"),
    [
        ("2 Tanks (heavy, elite)", [("tank", 2, ("heavy", "elite"))]),
        ("2 Arty, both elite", [("artillery", 2, ("elite",))]),
    ],
)
def test_options_of_different_kinds_are_each_units_own(
    catalogs: list[Catalog], line: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    listed = _read(catalogs, f"OHW hex\n{line}\n")
    assert _units(listed) == units


@pytest.mark.parametrize(
    "line",
    ["Gesamt: 11 AP", "Summe 11 AP", "Grand total: 11 AP", "Total points: 11", "Sum: 11 pts", "Razem: 11"],
)
def test_a_total_in_other_words_is_the_lists_total_not_a_unit_or_its_name(
    catalogs: list[Catalog], line: str
) -> None:
    listed = _read(catalogs, f"Tank Attack\n{line}\n4 x Rifles\n1 x MG\n")
    assert _units(listed) == [("rifles", 4, ()), ("machinegun", 1, ())]
    assert listed.stated is not None and listed.stated.value == 11
    assert listed.data["name"] == "Imported list"


@pytest.mark.parametrize(
    ("system", "line"),
    [
        ("Tank Attack", "Total: 2 units"),
        ("OHW WW2 beta", "*Razem: 2 jednostek.*"),
        ("OHW hex", "Totale: 2 unità"),
        ("WTJ 1916", "Insgesamt: 2 Einheiten"),
    ],
)
def test_a_total_of_units_is_no_cost_and_no_unit(catalogs: list[Catalog], system: str, line: str) -> None:
    """`Total: 2 units` counts the units: compared with the cost, it would say 2 AP."""
    listed = _read(catalogs, f"{system}\n2 x Infantry\n{line}\n")
    assert _units(listed) in ([("infantry", 2, ())], [("rifles", 2, ())])
    assert listed.stated is None


@pytest.mark.parametrize(
    ("system", "text", "units"),
    [
        ("WTJ 1916", "4 Infantry in the lorries\n2 lorries", [("infantry", 4, ()), ("truck", 2, ())]),
        ("WTJ 1916", "2 MGs on the wagon\n1 wagon", [("machine-gun", 2, ()), ("wagon", 1, ())]),
        (
            "WTJ 1916",
            "1 x 18pdr (class 5) towed by horse team\n1 horse team",
            [("medium-gun", 1, ("class-5",)), ("horse-team", 1, ())],
        ),
        (
            "WTJ 1916",
            "2 Medium guns pulled by the tractors\n2 tractors",
            [("medium-gun", 2, ()), ("tractor", 2, ())],
        ),
        (
            "Tank Attack",
            "4 Rifles\n1 MG behind the Tank\n1 Tank",
            [("rifles", 4, ()), ("machinegun", 1, ()), ("tank", 1, ())],
        ),
    ],
)
def test_a_unit_linked_to_another_with_no_comma_is_itself_not_the_other(
    catalogs: list[Catalog], system: str, text: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    """`4 Infantry in the lorries` was read as one Truck, its count and its type lost."""
    listed = _read(catalogs, f"{system}\n{text}\n")
    assert _units(listed) == units


def test_words_of_a_link_after_a_comma_are_read_once(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "WTJ 1916\n4 Infantry, riding in the lorries\n2 lorries\n")
    assert _units(listed) == [("infantry", 4, ()), ("truck", 2, ())]
    assert "note" not in listed.data["units"][0]


@pytest.mark.parametrize(
    ("system", "line", "choices"),
    [
        ("WTJ 1916", "4 Infantry with a MG", {"infantry", "machine-gun"}),
        ("WTJ 1916", "1 HQ near the tractor", {"regimental-command", "tractor"}),
        ("WTJ 1916", "1 Medium gun class 5 and limber", {"medium-gun", "horse-team"}),
        ("Tank Attack", "1 Field Artillery w/ FOO", {"field-artillery", "forward-observer"}),
        ("OHW hex", "3 Inf with ATG", {"infantry", "anti-tank-gun"}),
    ],
)
def test_a_line_naming_two_types_is_not_read_as_the_last(
    catalogs: list[Catalog], system: str, line: str, choices: set[str]
) -> None:
    """`4 Infantry with a MG` was one Machine gun base: the count taken for a calibre before the last
    type named. The line is no unit until the player says which type it is: asked, both types its
    choices (lever25b: a counted line naming two types is asked; it was an unknown entry)."""
    listed = _read(catalogs, f"{system}\n2 x Cavalry\n{line}\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["cavalry"]
    assert [(asked.number, set(asked.choices)) for asked in listed.asked] == [(3, choices)]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("Tank Attack", "1 Fighter to keep their balloons down", ("fighter", "to keep their balloons down")),
        (
            "WTJ 1916",
            "2 Medium guns to shell the enemy infantry",
            ("medium-gun", "to shell the enemy infantry"),
        ),
        ("OHW hex", "1 ATG vs their tanks", ("anti-tank-gun", "vs their tanks")),
    ],
)
def test_a_type_named_as_the_other_sides_is_a_note_not_a_second_unit(
    catalogs: list[Catalog], system: str, line: str, unit: tuple[str, str]
) -> None:
    """`their balloons` are the enemy's: the line names one unit of the list, read plainly."""
    listed = _read(catalogs, f"{system}\n2 x Cavalry\n{line}\n")
    read = listed.data["units"][-1]
    assert (read["element"], read.get("note")) == unit


@pytest.mark.parametrize(
    ("system", "lines", "last", "unit"),
    [
        (
            "Tank Attack",
            "Infantry Battalion\n- General: Rifles\n- Rifles x3\n- MG",
            "Tank x2 in support",
            ("tank", 2),
        ),
        (
            "Tank Attack",
            "Infantry Battalion\n- General: Rifles\n- Rifles x3\n- MG",
            "MG x2 attached to 1st Bn",
            ("machinegun", 2),
        ),
        ("OHW hex", "Inf x3\nATG x1", "Tank (2x) dug in", ("tank", 2)),
        ("WTJ 1916", "Infantry x6\nMG x2", "Mortar x1 dug in", ("light-mortar", 1)),
    ],
)
def test_a_counted_line_that_ends_the_text_is_an_entry_not_a_signature(
    catalogs: list[Catalog], system: str, lines: str, last: str, unit: tuple[str, int]
) -> None:
    """The text's last line may sign the list; one with a count marked as the list marks its
    counts is one of its entries, read (its words after the count its note), never left unread."""
    listed = _read(catalogs, f"{system}\n{lines}\n{last}\n")
    read = listed.data["units"][-1]
    assert (read["element"], read.get("count", 1)) == unit
    assert "player" not in listed.data


@pytest.mark.parametrize(
    ("system", "text"),
    [
        ("WTJ 1916", "1er RI\n  Stab\n  Infanterie x6\n  MG x2"),
        ("WTJ 1916", "1er RI\n  Commandement\n  Infanterie x6\n  MG x2"),
        ("Tank Attack", "1st Bn\n  Lewis section\n  Rifles x4\n  MG x1"),
        ("Pagano WW2 armour", "Platoon 1\n  Panther\n  Pz IV x2\n  Tiger"),
    ],
)
def test_a_line_indented_under_a_heading_is_its_member_though_unknown(
    catalogs: list[Catalog], system: str, text: str
) -> None:
    """`Stab` under `1er RI` was left unread as a name signing the list, and the list could pass."""
    listed = _read(catalogs, f"{system}\n{text}\n")
    (formation,) = listed.data["units"]
    assert len(formation["elements"]) == 3


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("OHW hex", "1 Anti-tank gun, militia :( Volksgrenadier crew", ("anti-tank-gun", 1, ("militia",))),
        ("OHW hex", "2 Inf (elite Guards)", ("infantry", 2, ("elite",))),
        ("OHW hex", "1 Tank - heavy Tiger", ("tank", 1, ("heavy",))),
        ("WTJ 1916", "1 Medium gun, class 5 18pdr", ("medium-gun", 1, ("class-5",))),
    ],
)
def test_an_option_that_begins_a_note_is_the_units_option(
    catalogs: list[Catalog], system: str, line: str, unit: tuple[str, int, tuple[str, ...]]
) -> None:
    """`militia :( Volksgrenadier crew` was kept whole as a note, the militia lost in silence."""
    listed = _read(catalogs, f"{system}\n{line}\n2 x Cavalry\n")
    assert _units(listed)[0] == unit
    assert listed.data["units"][0]["note"]


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        (
            "OHW WW2 beta",
            "Three rifle platoons of the Hampshires, one of them in reserve",
            ("infantry", 3, ()),
        ),
        ("OHW WW2 beta", "2 Tanks of C Squadron", ("tank", 2, ())),
        ("Tank Attack", "4 Rifles of the 2nd Bn", ("rifles", 4, ())),
        ("WTJ 1916", "2 MGs of the Bavarian regiment", ("machine-gun", 2, ())),
    ],
)
def test_a_type_then_whose_it_is_reads_the_type(
    catalogs: list[Catalog], system: str, line: str, unit: tuple[str, int, tuple[str, ...]]
) -> None:
    """`Three rifle platoons of the Hampshires` was taken for the army's name, its units lost."""
    listed = _read(catalogs, f"{system}\n2 x Infantry\n{line}\n")
    assert _units(listed)[1] == unit
    assert listed.data["units"][1]["note"].startswith("of ")


@pytest.mark.parametrize(
    ("system", "line", "units"),
    [
        (
            "OHW WW2 beta",
            "3 inf, 1 mortar, 1 ATG, Tank (Shermans)",
            [("infantry", 3, ()), ("mortar", 1, ()), ("anti-tank-gun", 1, ()), ("tank", 1, ())],
        ),
        (
            "WTJ 1916",
            "4 Infantry, 1 MG, HQ, horse team",
            [
                ("infantry", 4, ()),
                ("machine-gun", 1, ()),
                ("regimental-command", 1, ()),
                ("horse-team", 1, ()),
            ],
        ),
        ("Tank Attack", "2 Tanks, Sniper, 1 Gas", [("tank", 2, ()), ("sniper", 1, ()), ("gas", 1, ())]),
    ],
)
def test_a_type_named_alone_among_counted_entries_on_a_line_is_one_of_them(
    catalogs: list[Catalog], system: str, line: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    """`3 inf, 1 mortar, 1 ATG, Tank (Shermans)` was three Infantry, the rest their note."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _units(listed) == units


@pytest.mark.parametrize(
    ("system", "line", "formation", "unit"),
    [
        ("Pagano WW2 armour", "Platoon 1: four Pz IV", "platoon", ("pz-iv", 4)),
        ("Pagano WW2 armour", "Peloton 1: vier Pz IV", "platoon", ("pz-iv", 4)),
        ("Pagano WW2 armour", "Heavy platoon: zwei Tiger", "heavy-platoon", ("tiger-i", 2)),
        ("Tank Attack", "Infantry Battalion: quatre Rifles, un MG", "infantry-battalion", ("rifles", 4)),
    ],
)
def test_a_heading_with_its_members_counted_in_words_keeps_them(
    catalogs: list[Catalog], system: str, line: str, formation: str, unit: tuple[str, int]
) -> None:
    """`Peloton 1: vier Pz IV` was taken for the army's name, and `Platoon 1: four Pz IV` for an
    empty platoon of that name: the four tanks lost in silence."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    (read,) = listed.data["units"]
    assert read["formation"] == formation
    assert (read["elements"][0]["element"], read["elements"][0].get("count", 1)) == unit


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        ("Tank Attack", "zwei Tanks", ("tank", 2, ())),
        ("OHW WW2 beta", "trois Infanterie", ("infantry", 3, ())),
        ("WTJ 1916", "tre fanteria", ("infantry", 3, ())),
        ("OHW hex", "dwa czołg", ("tank", 2, ())),
    ],
)
def test_a_count_in_another_language_counts(
    catalogs: list[Catalog], system: str, line: str, unit: tuple[str, int, tuple[str, ...]]
) -> None:
    listed = _read(catalogs, f"{system}\n2 x Cavalry\n{line}\n")
    assert unit in _units(listed)


def _flat(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    """Every unit's type, count and options, inside formations too, in the list's order."""
    flat = []
    for unit in listed.data["units"]:
        for member in unit.get("elements", [unit]):
            flat.append((member["element"], member.get("count", 1), tuple(member.get("options", ()))))
    return flat


@pytest.mark.parametrize(
    ("system", "lines", "read"),
    [
        ("WTJ 1916", "RHQ 1\nInfanterie 4\nMk 4", ("mark-tank", 1)),
        ("WTJ 1916", "Kommando 1\nInfanterie 4\nMortar 25", ("light-mortar", 1)),
        ("OHW WW2 hexed", "Infantry 3\nTank 2\nATG 57", ("anti-tank-gun", 1)),
    ],
    ids=["model-mark", "calibre-wtj", "calibre-ohw"],
)
def test_a_number_after_a_name_counts_only_in_one_figure_after_no_models_word(
    catalogs: list[Catalog], system: str, lines: str, read: tuple[str, int]
) -> None:
    """In a list that counts after its names with no mark (`Infanterie 4`), `Mk 4` read as four
    Mark tanks and `Mortar 25` as 25 mortars, VALID: a model's mark or a calibre is no count."""
    listed = _read(catalogs, f"{system}\n\n{lines}\n")
    assert _flat(listed)[-1][:2] == read


@pytest.mark.parametrize(
    ("system", "line", "read", "note"),
    [
        ("Tank Attack", "2x Tank, make it 3 Tanks if points allow", ("tank", 2, ()), "if points allow"),
        ("OHW WW2 hexed", "3x Fanteria, cioè 2 regolari e 1 elite", ("infantry", 3, ()), "cioè"),
        ("OHW WW2 hexed", "Tanks, one of them heavy", ("tank", 1, ()), "one of them heavy"),
        ("OHW WW2 hexed", "Infantry, two of them militia", ("infantry", 1, ()), "two of them militia"),
    ],
    ids=["make-it-if", "cioe", "one-of-them-heavy", "two-of-them-militia"],
)
def test_words_that_explain_a_line_do_not_change_its_count(
    catalogs: list[Catalog], system: str, line: str, read: tuple[str, int, tuple[str, ...]], note: str
) -> None:
    """`make it 3 if points allow` is a wish, `cioè` explains, `one of them heavy` shares out: each
    had become the line's count or options (3 Tanks; 2 unknown `regolari`; 1 heavy Tank), with no word."""
    listed = _read(catalogs, f"{system}\n\n{line}\n")
    assert _flat(listed) == [read]
    assert note in listed.data["units"][0]["note"]


def test_a_heading_calling_its_formation_separate_is_that_formation(catalogs: list[Catalog]) -> None:
    """`separate` said a heading's units stood outside the platoon it names: two loose Tigers."""
    listed = _read(catalogs, "Pagano WW2 armour\n\nSeparate heavy platoon:\n  Tiger x2\n")
    assert [unit.get("formation") for unit in listed.data["units"]] == ["heavy-platoon"]


def test_laughter_after_the_list_is_no_artillery(catalogs: list[Catalog]) -> None:
    """`HA` and `FA` were Tank Attack's initials for the artillery: `ha ha, see you Saturday` after
    the list became a Heavy Artillery, VALID."""
    listed = _read(
        catalogs, "Tank Attack\n\n4 x Rifles\nGeneral: Rifles\nha ha, see you Saturday\nfa freddo!\n"
    )
    assert [unit[0] for unit in _flat(listed)] == ["rifles", "rifles"]


@pytest.mark.parametrize(
    ("system", "lines", "units"),
    [
        (
            "OHW hex",
            "Infantry 10\nInfantry 20\nTank 18\nArtillery",
            [
                ("infantry", 1, ("militia",)),
                ("infantry", 1, ("elite",)),
                ("tank", 1, ("heavy", "regular")),
                ("artillery", 1, ()),
            ],
        ),
        ("WTJ 1916", "Crapouillot 58\nInfantry 4", [("trench-mortar", 1, ()), ("infantry", 4, ())]),
        ("OHW hex", "Infantry 10\nTank 2", [("infantry", 1, ("militia",)), ("tank", 2, ())]),
    ],
    ids=["strengths", "calibre-and-one-count", "strength-and-one-count"],
)
def test_a_number_after_a_name_is_never_dropped(
    catalogs: list[Catalog], system: str, lines: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    """A number of two figures after a name, no count, was dropped where it gives the unit's
    strength (`Infantry 10`, a militia unit, read as a regular one), and a count after a name
    written so on one line alone (`Infantry 4`, `Tank 2`) was dropped: one unit, no word."""
    listed = _read(catalogs, f"{system}\n{lines}\n")
    assert _asked(listed) == []
    assert _units(listed) == units


@pytest.mark.parametrize("general", ["gen (rifles)", "General (Rifles)", "general: rifles"])
def test_the_general_among_a_lines_parts_is_the_general(catalogs: list[Catalog], general: str) -> None:
    """A general last among counted parts (`4 rifles, 2 mg, 2 tanks, gen (rifles)`) made every part
    after the first a note of the four Rifles: no machineguns, tanks or general, and no word."""
    listed = _read(catalogs, f"HitT 36 AP\n4 rifles, 2 mg, 2 tanks, {general}\n")
    assert _asked(listed) == []
    assert [
        (unit["element"], unit.get("count", 1), unit.get("general", False)) for unit in listed.data["units"]
    ] == [
        ("rifles", 4, False),
        ("machinegun", 2, False),
        ("tank", 2, False),
        ("rifles", 1, True),
    ]


@pytest.mark.parametrize(
    ("system", "line", "units", "player"),
    [
        (
            "OHW beta",
            "2 inf, 1 mortar, 2 tanks. Cheers, Bob",
            [("infantry", 2, ()), ("mortar", 1, ()), ("tank", 2, ())],
            "Bob",
        ),
        (
            "HitT 36 AP",
            "4 Rifles, 2 MG, 2 Tanks, 1 FOO. Thanks! Gaz",
            [("rifles", 4, ()), ("machinegun", 2, ()), ("tank", 2, ()), ("forward-observer", 1, ())],
            "Gaz",
        ),
        (
            "HitT 36 AP\nGeneral: Rifles",
            "4 Rifles, 2 Tanks, 1 MG. Cheers, Bob",
            [("rifles", 1, ()), ("rifles", 4, ()), ("tank", 2, ()), ("machinegun", 1, ())],
            "Bob",
        ),
    ],
    ids=["cheers-bob", "thanks-gaz", "under-its-general"],
)
def test_a_list_told_in_one_sentence_then_signed_is_read(
    catalogs: list[Catalog],
    system: str,
    line: str,
    units: list[tuple[str, int, tuple[str, ...]]],
    player: str,
) -> None:
    """A list on one line with nothing before it and a signature after its sentence's end was one
    unit: the first part's, every other part its note (`1 mortar; 2 tanks. Cheers; Bob`), no word;
    under its general's line the same, the tanks and machinegun lost in a note in silence."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _asked(listed) == []
    assert _units(listed) == units
    assert listed.data.get("player") == player


@pytest.mark.parametrize(
    "line", ["Small gun + 1 horse team to tow it", "Small gun, class 2 + 1 horse team to tow it"]
)
def test_a_unit_brought_along_after_an_uncounted_one_is_read(catalogs: list[Catalog], line: str) -> None:
    """`1 Small gun + 1 horse team to tow it` was read, but with no count before the gun the line was
    no entry at all: gun and team dropped with only a warning, the list VALID without them."""
    listed = _read(catalogs, f"WTJ 1916\n4 x Infantry\n{line}\n")
    assert _asked(listed) == []
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "small-gun", "horse-team"]


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("OHW beta", "ATG + 1 truck to tow it", "anti-tank-gun"),
        ("Tank Attack", "1 Field Artillery + 1 horse team to tow it", "field-artillery"),
    ],
)
def test_a_unit_with_a_thing_the_rules_lack_is_that_unit(
    catalogs: list[Catalog], system: str, line: str, element: str
) -> None:
    """A truck or horse team the rules have no type for, after `+`, made the whole line unread:
    the gun dropped with only a warning, and the list VALID without it."""
    listed = _read(catalogs, f"{system}\n2 x Infantry\n{line}\n")
    assert _asked(listed) == []
    gun = listed.data["units"][1]
    assert (gun["element"], gun["note"].lstrip("+ ")) == (element, line.split("+ ", 1)[1])


@pytest.mark.parametrize(
    ("note", "apart"),
    [("the one I painted alone last winter", False), ("acts independently", True), ("alone", True)],
)
def test_a_word_for_alone_inside_a_remark_keeps_the_unit_in_its_platoon(
    catalogs: list[Catalog], note: str, apart: bool
) -> None:
    """`(the one I painted alone last winter)` took the fourth Pz IV out of its platoon, with no word:
    a unit stands alone by a remark that says so, not by a word for alone anywhere in it."""
    listed = _read(catalogs, f"Pagano WW2 armour\nPlatoon A:\n  3 x Pz IV\n  1 x Pz IV ({note})\n")
    assert _asked(listed) == []
    assert (len(listed.data["units"]) == 2) is apart


def test_an_army_size_on_the_system_line_weighs_the_counts_below_it(catalogs: list[Catalog]) -> None:
    """`OHW hex, 12 units` sets the army's size, but the count `10 Infantry` was weighed against the
    default six, so read as a strength: one militia Infantry, no word, where ten were written."""
    listed = _read(catalogs, "OHW hex, 12 units\n10 Infantry\n2 Tanks\n")
    assert _units(listed) == [("infantry", 10, ()), ("tank", 2, ())]


@pytest.mark.parametrize(
    ("line", "units"),
    [
        (
            "2 x 18pdr, class 5, each with its horse team",
            [("medium-gun", 2, ("class-5",)), ("horse-team", 2, ())],
        ),
        ("1 x 60pdr, class 7, + 1 Holt tractor", [("large-gun", 1, ("class-7",)), ("tractor", 1, ())]),
        ("2 x 18pdr, class 5, with its horse team", [("medium-gun", 2, ("class-5",)), ("horse-team", 2, ())]),
    ],
)
def test_a_unit_a_line_brings_along_is_never_the_lines_own_type(
    catalogs: list[Catalog], line: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    """`2 x 18pdr, class 5, each with its horse team` was two horse teams named "18pdr…", in
    silence: the type after `with` is the unit the guns bring along, not theirs."""
    assert _units(_read(catalogs, f"WTJ 1916\n{line}\n")) == units


@pytest.mark.parametrize(
    ("system", "units", "line"),
    [
        ("OHW hex", "4 x Infantry", "I think: 2 tanks, 1 mortar would be better"),
        ("OHW hex", "4 x Infantry", "Ich denke: 2 Panzer wären besser"),
        ("Pagano WW2 armour", "3 x T-34-85", "I think: 2 Pz IV would do"),
    ],
)
def test_a_sentence_before_a_colon_is_talk_never_a_units_name(
    catalogs: list[Catalog], system: str, units: str, line: str
) -> None:
    """`I think: 2 tanks, 1 mortar would be better` under a list was 2 Tanks named "I think", in
    silence: a pronoun or a verb before the colon makes the line talk, as it is without the colon."""
    listed = _read(catalogs, f"{system}\n{units}\n{line}\n")
    assert [unit.get("name") for unit in listed.data["units"]] == [None]
    assert len(listed.data["units"]) == 1


@pytest.mark.parametrize(
    ("system", "line", "choices"),
    [
        ("Tank Attack", "1 x Light/Heavy Mortar", ("light-mortar", "heavy-mortar")),
        ("Tank Attack", "Lt/Med Mortar x1", ("light-mortar", "heavy-mortar")),
        ("WTJ 1916", "1 Light/Trench Mortar", ("light-mortar", "trench-mortar")),
    ],
)
def test_two_types_sharing_one_noun_after_a_slash_are_asked(
    catalogs: list[Catalog], system: str, line: str, choices: tuple[str, ...]
) -> None:
    """`Light/Heavy Mortar` was a Medium/Heavy Mortar named so, in silence: the word before the
    `/` names a type only with the noun the last name ends in, so the line names two."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _asked(listed) == [(2, choices)]


def test_a_slash_within_the_catalogs_own_name_names_one_type(catalogs: list[Catalog]) -> None:
    """`Med/Hvy Mortar` is Tank Attack's Medium/Heavy Mortar, written short."""
    listed = _read(catalogs, "Tank Attack\n1 x Med/Hvy Mortar\n")
    assert (_asked(listed), _units(listed)) == ([], [("heavy-mortar", 1, ())])


def test_import_says_the_options_chose_between_two_systems_that_know_every_name(
    cli: Any, tmp_path: Path
) -> None:
    """Both One Hour Wargames catalogs know `Infantry`, `Tank` and `Anti-tank gun`; `regular` and
    `heavy` are the hex one's options. The warning said only "which knows its names", as if the
    names alone had decided; where they did (Tank Attack's `MG`), it says no more."""
    weighed = tmp_path / "ohw.txt"
    weighed.write_text("Infantry x4, regular\nTank x2, heavy\nAnti-tank gun\n", encoding="utf-8")
    said = cli("import", weighed).err
    assert "read as One Hour Wargames" in said and "the options the list writes" in said
    named = tmp_path / "ta.txt"
    named.write_text("Infantry x4\nMG\nTank\n", encoding="utf-8")
    said = cli("import", named).err
    assert "read as Tank Attack" in said and "the options the list writes" not in said


def _taken_hints(catalogs: list[Catalog], text: str) -> list[str]:
    listed = _read(catalogs, text)
    catalog = next(catalog for catalog in catalogs if catalog.id == listed.system)
    found = text_list_findings(listed, catalog, "list.txt")
    return [problem.hint for problem, _ in found if "formation type" in problem.message]


@pytest.mark.parametrize(
    "text",
    [
        "Pagano WW2 armour\nplt A:\n  2 x Pz IV\n",
        "Pagano WW2 armour\nPltn 2:\n  2 x Pz IV\n",
        "WTJ 1916\n1st IR:\n  6 x Infantry\n",
    ],
)
def test_a_heading_naming_its_type_by_an_alias_is_named_in_full(catalogs: list[Catalog], text: str) -> None:
    """`plt` is an alias of Pagano's Platoon; `plt A:` was warned "names no formation type in full"."""
    assert _taken_hints(catalogs, text) == []


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("WTJ 1916\n1st Cav:\n  4 x Cavalry\n", "`1st Cav (Infantry regiment):`"),
        ("Tank Attack\n2nd Regt:\n  4x Cavalry\n", "`2nd Regt (Infantry Battalion):`"),
    ],
)
def test_a_heading_naming_its_type_in_part_is_shown_written_with_a_type_of_its_own_game(
    catalogs: list[Catalog], text: str, hint: str
) -> None:
    """The hint's example was Tank Attack's `1st Battalion (Infantry Battalion):` whatever the game."""
    [said] = _taken_hints(catalogs, text)
    assert hint in said


@pytest.mark.parametrize(
    "table",
    [
        "Tank Attack\n\n| Unit | Qty |\n|---|---|\n| Rifles | 4 |\n| MG | 1 |\n| Chars | |\n",
        "WTJ 1916\n\n| Unit | Bases |\n|---|---|\n| Infantry | 6 |\n| Flammenwerfer-Trupp | |\n",
        "OHW hex\n\nUnit,Qty\nInfantry,2\nCarabinieri,\n",
    ],
)
def test_a_tables_row_naming_no_type_is_an_unknown_entry_never_a_line_unread(
    catalogs: list[Catalog], table: str
) -> None:
    """A row whose name the catalog does not know (`Chars`, French for tanks), with no count, was
    a line not read, a warning: the list passed VALID without it. A row of a table's unit column is
    a unit, unknown as it would be on a line of its own."""
    listed = _read(catalogs, table)
    unknown = table.rstrip("\n|, ").rsplit("\n", 1)[1].strip("| ,")
    assert listed.lines == ()
    assert listed.data["units"][-1] == {"element": unknown}


@pytest.mark.parametrize(
    "line", ["2 inf, 1 mortar. 2 tanks", "2 inf, 1 mortar. 2 tanks, 1 ATG", "2 inf; 1 mortar. 2 tanks"]
)
def test_a_full_stop_between_counted_entries_parts_them_as_a_comma_does(
    catalogs: list[Catalog], line: str
) -> None:
    """`2 inf, 1 mortar. 2 tanks` was two Infantry with the note `1 mortar. 2 tanks`: VALID, three
    units lost without a word."""
    units = _units(_read(catalogs, f"OHW WW2\n{line}\n"))
    assert units[:3] == [("infantry", 2, ()), ("mortar", 1, ()), ("tank", 2, ())]
    assert units[3:] == ([("anti-tank-gun", 1, ())] if "ATG" in line else [])


@pytest.mark.parametrize("line", ["1 x Tank (Mk. 4 chassis)", "2 x Tank - Mk. 4s"])
def test_a_short_word_before_a_full_stop_keeps_its_number_in_the_note(
    catalogs: list[Catalog], line: str
) -> None:
    listed = _read(catalogs, f"Tank Attack\n{line}\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["tank"]
    assert "Mk. 4" in listed.data["units"][0]["note"]


def test_a_full_stop_before_a_marked_count_parts_entries_after_a_short_word(catalogs: list[Catalog]) -> None:
    """`4 x infantry. 2 x MG. 1 x light mortar` gave two light mortars named `MG. 1 x`: the machine
    guns were lost without a word."""
    units = _units(_read(catalogs, "WTJ 1916\n4 x infantry. 2 x MG. 1 x light mortar\n"))
    assert units == [("infantry", 4, ()), ("machine-gun", 2, ()), ("light-mortar", 1, ())]


@pytest.mark.parametrize(
    ("system", "line"),
    [
        ("Tank Attack 36 AP", "Gas: none, the wind was wrong"),
        ("Tank Attack 36 AP", "Air Ace - nil"),
        ("WTJ 1916", "Artillerie: keine"),
        ("OHW WWII (beta)", "Tanks (none)"),
        ("OHW WWII (beta)", "Mortar: no"),
    ],
)
def test_a_type_the_list_says_it_has_none_of_is_no_unit(
    catalogs: list[Catalog], system: str, line: str
) -> None:
    """A judge reads `Gas: none` as no gas at all: the line is talk, shown as not read, not one unit."""
    listed = _read(catalogs, f"{system}\n1 x Infantry\n{line}\n")
    assert len(listed.data["units"]) == 1
    assert [(line.number, line.text) for line in listed.lines] == [(3, line)]


@pytest.mark.parametrize("line", ["Mortar - nominal", "Mortar: no 3 section", "Mortar (non-standard crew)"])
def test_a_note_that_only_begins_like_none_keeps_its_unit(catalogs: list[Catalog], line: str) -> None:
    listed = _read(catalogs, f"OHW WWII (beta)\n4 x Infantry\n{line}\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


def test_a_type_of_two_words_after_another_types_short_word_is_no_note(catalogs: list[Catalog]) -> None:
    """`Art` is the players' word for artillery, but `Art Deco armoured car` is an armoured car: the
    line names two types and is never read as artillery with the armoured car its note: it is
    asked, both types its choices (lever25b; it was an unknown entry)."""
    listed = _read(catalogs, "Tank Attack 36 AP\n1 x Art Deco armoured car\n")
    assert listed.data["units"] == []
    assert [set(asked.choices) for asked in listed.asked] == [{"field-artillery", "armoured-car"}]


@pytest.mark.parametrize(
    "line",
    [
        "Mortar (none of the crew are veterans)",
        "Mortar: nil smoke left",
        "Mortar - zero losses so far",
        "Mortar: keine Granaten",
        "Mortar: brak dymu",
        "Mortar: aucune fumée",
    ],
)
def test_a_note_saying_the_unit_lacks_a_thing_keeps_its_unit(catalogs: list[Catalog], line: str) -> None:
    listed = _read(catalogs, f"OHW WWII (beta)\n4 x Infantry\n{line}\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


@pytest.mark.parametrize("line", ["2 rows of mines", "2 nests of snipers"])
def test_a_count_before_words_ending_in_a_type_stays_the_count(catalogs: list[Catalog], line: str) -> None:
    """`2 rows of mines` was one Minefield named `2 rows of mines`: its count read as a calibre,
    as `18pdr` of `18pdr field guns` is, so one unit was lost without a word. Words that are no
    type's keep their count and are said to be unknown."""
    listed = _read(catalogs, f"Tank Attack\n4 x Rifles\n{line}\n")
    assert listed.data["units"][1] == {"element": line.removeprefix("2 "), "count": 2}


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("OHW WW2 beta\n3 x Infantry\n1 x Tank\n1 x ATG\nArtillery\n", "Artillery"),
        ("Pagano WW2 armour\n2 Pz IV\n1 Tiger\nSherman\n", "Sherman"),
        ("Tank Attack\n3 x Infantry\n1 x MG\nStokes Rifles\n", "Stokes Rifles"),
    ],
)
def test_a_last_line_naming_a_unit_is_no_signature(catalogs: list[Catalog], text: str, line: str) -> None:
    """A type's name or a model's, even one the chosen catalog lacks, names a unit: the line is
    kept for a finding, never taken for the player who signs the list."""
    listed = _read(catalogs, text)
    assert "player" not in listed.data
    assert line in [unread.text for unread in listed.lines]


def test_a_name_that_only_begins_with_a_model_still_signs(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 beta\n3 x Infantry\n1 x Tank\nStuart Smith\n")
    assert listed.data["player"] == "Stuart Smith"


@pytest.mark.parametrize(
    "sentence", ["Son nueve, lo sé, pero el organizador dijo que lo miraría.", "Sé lo que hago."]
)
def test_a_sentence_of_short_words_after_the_list_adds_no_unit(
    catalogs: list[Catalog], sentence: str
) -> None:
    """`Son nueve, lo sé, ...` below a list was a Tank named `Son nueve`: `lo` and `se` were read as
    short forms of two words of the tank's names, as `Hvy Arty` shortens the heavy artillery's."""
    listed = _read(catalogs, f"OHW WW2 hex\n- Infantería x2\n- Artillería\n\n{sentence}\nSaludos,\nÍñigo\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "artillery"]


def test_a_lines_cost_the_rules_do_not_give_it_is_said(catalogs: list[Catalog]) -> None:
    """`Artillerie x2 (75)`: the bracket is read as the line's cost, and 75 AP is no cost of two
    Field Artillery; the number, maybe the guns' calibre, was dropped without a word. A line whose
    cost is its units' or one unit's, or a formation's line with its members, says nothing."""
    text = "Tank Attack\nArtillerie x2 (75)\nTank x2 (8)\nSniper (2)\nInf Bn (4 rifles + MG) 11\n"
    listed = _read(catalogs, text)
    catalog = next(c for c in catalogs if c.id == "tank-attack")
    said = [
        (found.code, where.line) for found, where in text_list_findings(listed, catalog, "list.txt") if where
    ]
    assert said == [("file.text-total", 2)]
