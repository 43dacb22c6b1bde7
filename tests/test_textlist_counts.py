"""Numbers that are not counts (issue 34): a calibre, a strength, a date or a model's number
written beside a unit is read as what it is, and a count no one would mean is never taken in
silence. Each test holds lines of our own in players' habits, across systems."""

import textwrap
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


def _units(listed: TextList) -> list[tuple[str, int, tuple[str, ...], str]]:
    def one(unit: dict[str, Any]) -> tuple[str, int, tuple[str, ...], str]:
        return (unit["element"], unit.get("count", 1), tuple(unit.get("options", ())), unit.get("note", ""))

    return [one(unit) for unit in listed.data["units"]]


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("Tank Attack", "Field Artillery (75)", "field-artillery"),
        ("Tank Attack", "Heavy Mortar [81]", "heavy-mortar"),
        ("One Hour Wargames WW2 beta", "Anti-tank gun (57)", "anti-tank-gun"),
        ("One Hour Wargames WW2 beta", "Tank (76)", "tank"),
    ],
)
def test_a_calibre_beside_a_name_is_its_note_not_a_count(
    catalogs: list[Catalog], system: str, line: str, element: str
) -> None:
    """75 field guns cost six times a Tank Attack army; 57 units are more than a One Hour army
    fields: no one means them, so the number is kept as the unit's note, where the reading shows it."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _units(listed) == [(element, 1, (), line.split()[-1].strip("()[]"))]


@pytest.mark.parametrize(
    ("system", "line", "counted"),
    [
        ("Tank Attack", "Light Mortars (2)", ("light-mortar", 2)),
        ("Tank Attack", "Rifles (12)", ("rifles", 12)),
        ("One Hour Wargames WW2 beta", "Infantry (3)", ("infantry", 3)),
    ],
)
def test_a_count_anyone_could_mean_is_still_its_count(
    catalogs: list[Catalog], system: str, line: str, counted: tuple[str, int]
) -> None:
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert [(unit[0], unit[1]) for unit in _units(listed)] == [counted]


@pytest.mark.parametrize(
    ("line", "reading"),
    [
        ("Infantry (20) - Fallschirmjäger", ("infantry", 1, ("elite",), "Fallschirmjäger")),
        ("Cavalry [10]", ("cavalry", 1, ("militia",), "")),
        ("Tanks (12) - Stuarts", ("tank", 1, ("light", "regular"), "Stuarts")),
        ("Anti-tank guns (15)", ("anti-tank-gun", 1, ("regular",), "")),
        ("Artillery ........ 10", ("artillery", 1, ("militia",), "")),
    ],
)
def test_a_strength_beside_a_unit_gives_the_options_it_is_the_strength_of(
    catalogs: list[Catalog], line: str, reading: tuple[str, int, tuple[str, ...], str]
) -> None:
    """The hexed draft sets a unit's strength by its options (elite 20, militia 10, light tanks 12):
    a strength written beside a unit says them."""
    listed = _read(catalogs, f"OHW WW2 hexed draft\n{line}\n")
    assert _units(listed) == [reading]


def test_a_strength_against_the_options_written_stays_a_note(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 hexed draft\nInfantry (elite) (10)\n")
    assert _units(listed) == [("infantry", 1, ("elite",), "10")]


@pytest.mark.parametrize(
    ("line", "reading"),
    [
        ("Royal Scots Greys: Tanks, heavy (18)", ("tank", 1, ("heavy",), "")),
        ("Jägers - Infantry (elite, 20)", ("infantry", 1, ("elite",), "")),
        ("Volkssturm - Infantry (militia 10 - old men)", ("infantry", 1, ("militia",), "old men")),
        ("Panzers: Tanks, medium (20)", ("tank", 1, ("medium",), "20")),
        ("Jägers - Infantry (militia, 20)", ("infantry", 1, ("militia",), "20")),
    ],
    ids=[
        "heavy-tanks-18",
        "elite-20-in-brackets",
        "militia-10-then-a-note",
        "medium-20-is-elite",
        "militia-20",
    ],
)
def test_a_strength_restating_the_options_written_is_no_note(
    catalogs: list[Catalog], line: str, reading: tuple[str, int, tuple[str, ...], str]
) -> None:
    """`Infantry, regular (15)`, `Tanks, heavy (18)`, `(elite, 20)` wrote the strength the options
    give (with the status a tank has by default) beside them: it was kept as the unit's note. It
    says nothing more, so it is none; one the options written do not give stays the note, as
    written, for the player to see (a medium tank of 20 is an elite one)."""
    listed = _read(catalogs, f"OHW WW2 hexed draft\n{line}\n")
    assert _units(listed) == [reading]


@pytest.mark.parametrize(
    "line",
    ["3rd May 2021 at 8:15 pm", "12. März 2016 um 19:42", "1er mai 2020", "14 października 2023, 09:10"],
)
def test_a_date_under_a_list_counts_nothing(catalogs: list[Catalog], line: str) -> None:
    """A blog comment's or a message's date after the list: its day is no count of a unit."""
    listed = _read(catalogs, f"OHW WW2 beta\n3 x Infantry\n1 x Tank\n\n{line}\n")
    assert _units(listed) == [("infantry", 3, (), ""), ("tank", 1, (), "")]
    assert [said.text for said in listed.lines] == [line]


@pytest.mark.parametrize(
    "line",
    [
        "[21:14] dave_g: 12 of us on friday so bring snacks",
        "19:03 <big_al> 40 is way over lol",
        "(8:02 PM) jonno: 2 more turns and he folds",
    ],
)
def test_a_chat_line_is_what_its_speaker_says_not_a_unit_named_by_its_stamp(
    catalogs: list[Catalog], line: str
) -> None:
    listed = _read(catalogs, f"Tank Attack\n2 x Tank\n1 x Balloon\n{line}\n")
    assert [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]] == [
        ("tank", 2),
        ("balloon", 1),
    ]
    assert all(said.text for said in listed.lines)
    assert listed.asked == ()


@pytest.mark.parametrize(
    ("sheet", "counts"),
    [
        ("Unit,Type,Bases\n1st Sqn,Infantry,3\nGuns,ATG,3\nArmour,Tank,6\n", [1, 1, 2]),
        ("Nom;Type;Socles\nSection 1;Infanterie;3\nMortiers;Mortier;3\n", [1, 1]),
        (
            "| Name | Type | Stands |\n|---|---|---|\n| A Coy | Infantry | 3 |\n| B Coy | Infantry | 3 |\n",
            [1, 1],
        ),
    ],
)
def test_a_column_of_bases_counts_the_units_they_make(
    catalogs: list[Catalog], sheet: str, counts: list[int]
) -> None:
    """A One Hour unit is three bases (Game Conventions): a sheet's `Bases: 3` is one unit of it."""
    listed = _read(catalogs, f"OHW WW2 beta\n\n{sheet}")
    assert [unit.get("count", 1) for unit in listed.data["units"]] == counts


def test_a_column_of_bases_where_each_base_is_a_unit_counts_them(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "WTJ 1916\n\nUnit,Type,Bases\nI./IR 1,Infantry,3\nMGK,Machine gun,2\n")
    assert [unit.get("count", 1) for unit in listed.data["units"]] == [3, 2]


@pytest.mark.parametrize(
    ("system", "line", "reading"),
    [
        ("OHW WW2 beta", '1 x 3" Mortar platoon', ("mortar", 1, '3"')),
        ("OHW WW2 beta", '2" mortars x2', ("mortar", 2, '2"')),
        ("WTJ 1916", '1 x 3" Stokes mortar', ("light-mortar", 1, '3" Stokes')),
        ("WTJ 1916", "2 x 4.5'' howitzer (class 6)", ("medium-gun", 2, "4.5''")),
    ],
)
def test_a_calibre_in_inches_with_the_inch_mark_is_read_as_the_calibre(
    catalogs: list[Catalog], system: str, line: str, reading: tuple[str, int, str]
) -> None:
    """`3"` is the 3-inch of `3-inch mortars`: the unit is read by it, its name as written but the
    type's own words (`3" Stokes mortar` is a light mortar named `3" Stokes`)."""
    listed = _read(catalogs, f"{system}\n\n{line}\n")
    (unit,) = listed.data["units"]
    assert (unit["element"], unit.get("count", 1), unit.get("name")) == reading


@pytest.mark.parametrize(
    ("system", "sheet", "options"),
    [
        (
            "Pagano WW2 armour",
            "Vehicle;Qty;Notes\nPz IV;4;\nSide: Allies;Year: 1943;\n",
            {"side": "Allied", "year": 1943},
        ),
        (
            "Pagano WW2 armour",
            "Vehicle\tQty\tNotes\nPz IV\t4\t\nYear: 1945\tSide: Axis\t\n",
            {"side": "Axis", "year": 1945},
        ),
        ("OHW WW2 beta", "Type,Qty,Notes\nInfantry,4,\nArmy size: 4,Player: Jo,\n", {"army-size": 4}),
    ],
)
def test_a_sheets_row_of_keys_and_values_gives_options_not_a_unit_counted_by_its_year(
    catalogs: list[Catalog], system: str, sheet: str, options: dict[str, Any]
) -> None:
    """`Side: Axis;Year: 1944` under the rows was 1944 units of `Side: Axis`: a cell each of options."""
    listed = _read(catalogs, f"{system}\n\n{sheet}")
    assert [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]] == [
        (listed.data["units"][0]["element"], 4)
    ]
    assert listed.data["options"] == options


@pytest.mark.parametrize(
    ("system", "line"),
    [
        ("OHW WW2 hexed draft", "Tanks (2), Stuarts"),
        ("Tank Attack", "Field Artillery [75], French"),
        ("WTJ 1916", "Infantry (6), Bavarian"),
    ],
)
def test_a_bare_number_in_brackets_before_a_comma_is_never_dropped(
    catalogs: list[Catalog], system: str, line: str
) -> None:
    """A number in brackets with no unit of cost after it is no cost to drop in silence: it stays
    on the reading, as the unit's note where nothing reads it as a count."""
    listed = _read(catalogs, f"{system}\n\n{line}\n")
    (unit,) = listed.data["units"]
    number = line.split("(")[-1].split("[")[-1].split(")")[0].split("]")[0]
    assert unit.get("note", "").split("; ")[0] == number


@pytest.mark.parametrize(
    ("line", "count"),
    [
        ("6 infantry bases", 2),
        ("Three bases of infantry", 1),
        ("9 stands of Shermans", 3),
        ("4 infantry bases", 4),
    ],
)
def test_a_line_counted_in_bases_counts_the_units_they_make(
    catalogs: list[Catalog], line: str, count: int
) -> None:
    """Three bases make a One Hour unit: six infantry bases are two units; four make none whole,
    and stay as written for the army size to weigh."""
    listed = _read(catalogs, f"OHW WW2 beta\n\n{line}\n")
    assert [unit.get("count", 1) for unit in listed.data["units"]] == [count]


def test_a_line_counted_in_bases_where_each_base_is_a_unit_counts_them(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "WTJ 1916\n\n6 infantry bases\nThree bases of cavalry\n")
    assert [unit.get("count", 1) for unit in listed.data["units"]] == [6, 3]


@pytest.mark.parametrize(
    ("sheet", "options"),
    [
        ("Unit,Type,Strength\nA Coy,Infantry,20\nB Coy,Infantry,10\n", [["elite"], ["militia"]]),
        (
            "| Type | Strength | Notes |\n|---|---|---|\n| Tank | 12 | Stuarts |\n| Cavalry | 15 | |\n",
            [["light", "regular"], ["regular"]],
        ),
        ("Type\tstrength\nAnti-tank gun\t20\n", [["elite"]]),
    ],
)
def test_a_column_of_a_key_stat_gives_the_options_whose_value_it_is(
    catalogs: list[Catalog], sheet: str, options: list[list[str]]
) -> None:
    """A sheet's `Strength` column, the hexed draft's strengths: options, not a note of a number."""
    listed = _read(catalogs, f"OHW WW2 hexed draft\n\n{sheet}")
    assert [unit.get("options") for unit in listed.data["units"]] == options
    assert all("count" not in unit for unit in listed.data["units"])


@pytest.mark.parametrize(
    "sheet",
    [
        "Unit\tType\tQuality\tClass\tStrength\nPz.Rgt 1\tTank\telite\theavy\t20\n",
        "Unit\tType\tStrength\tQuality\tClass\nPz.Rgt 1\tTank\t20\telite\theavy\n",
    ],
)
def test_a_key_stat_cell_against_the_options_its_row_names_adds_none(
    catalogs: list[Catalog], sheet: str
) -> None:
    """`elite` and `heavy` beside a `Strength` of 20 (an elite medium tank's), wherever the column
    stands: the named options stand, and the column, the player's own sum of the stat the options
    set, is no note; it never adds `medium` beside `heavy`."""
    listed = _read(catalogs, f"OHW WW2 hexed draft\n\n{sheet}")
    assert _units(listed) == [("tank", 1, ("elite", "heavy"), "")]


@pytest.mark.parametrize(
    ("system", "line", "element", "count"),
    [
        ("OHW hex", "10 Infantry", "infantry", 10),
        ("One Hour Wargames WW2 beta", "8 Tanks", "tank", 8),
        ("Tank Attack", "20 Rifles", "rifles", 20),
        ("OHW hex", "20 x Infantry", "infantry", 20),
    ],
)
def test_a_count_before_the_name_is_the_count_however_many(
    catalogs: list[Catalog], system: str, line: str, element: str, count: int
) -> None:
    """`10 Infantry` in an army of six was read as one militia Infantry (the strength 10 stands
    for), with no word: a player who over-counts must meet the army's size error, not a smaller
    army read in silence. Only a number after the name may be a calibre or a strength."""
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert _units(listed) == [(element, count, (), "")]


def test_a_count_written_nx_after_the_name_counts_the_unit(catalogs: list[Catalog]) -> None:
    """`Stoßtrupp 2x (6 AP)`, as a German mail lists its units, kept `2x` in the unit's name
    (`Stoßtrupp 2x`, `Feldkanone 1x`): a count after the name is written `2x` as `x2`."""
    listed = _read(
        catalogs,
        """
        HitT, 36 AP
        Stoßtrupp 2x (6 AP)
        Feldkanone 1x (3 AP)
        Panzerauto 1×
        """,
    )
    assert _units(listed) == [
        ("sturmtruppe", 2, (), ""),
        ("field-artillery", 1, (), ""),
        ("armoured-car", 1, (), ""),
    ]
    assert [unit.get("name") for unit in listed.data["units"]] == [None, None, None]


@pytest.mark.parametrize(
    ("line", "count"),
    [
        ("- 15 cm sFH 13 (Klasse 8)", 1),
        ("- 15 cm sFH 13 (Klasse 8) ×1", 1),
        ("- 21 cm Mörser (Klasse 9) x2", 2),
    ],
)
def test_a_figure_before_a_calibres_unit_is_the_calibre_not_a_count(
    catalogs: list[Catalog], line: str, count: int
) -> None:
    """`15 cm sFH 13 (Klasse 8)` was read as fifteen large guns named `cm sFH 13`, in silence: a
    figure written apart from `cm` or `mm` is the gun's calibre, and the count is after it or one."""
    listed = _read(catalogs, f"WTJ 1916\n\n{line}\n")
    unit = listed.data["units"][0]
    assert (unit["element"], unit.get("count", 1), unit["name"]) == (
        "large-gun",
        count,
        line[2:].split(" (")[0],
    )


def test_a_count_after_a_named_units_words_then_its_class_and_a_note_counts_it(
    catalogs: list[Catalog],
) -> None:
    """`18pdr field guns x 2 (class 5), limbered ...` was one gun named `18pdr field guns x 2`:
    the count after the name counts it though a name, a bracket and a note follow, as after a type."""
    listed = _read(
        catalogs, "WTJ 1916\n\nGuns\n  18pdr field guns x 2 (class 5), limbered\n  Vickers x 2, on the left\n"
    )
    assert [(u["element"], u.get("count", 1), u.get("name")) for u in listed.data["units"]] == [
        ("medium-gun", 2, "18pdr"),
        ("machine-gun", 2, "Vickers"),
    ]


@pytest.mark.parametrize("line", ["Tigers: 2", "Tiger I: 2", "Tiger: 2"])
def test_a_number_after_a_colon_counts_and_is_no_models_mark(catalogs: list[Catalog], line: str) -> None:
    """`Tigers: 2` was asked as maybe another model (`Tiger 2`, the Tiger II): a colon sets the
    number apart from the name, as players write a count after a label."""
    listed = _read(catalogs, f"Pagano armour, Axis\n{line}\n")
    assert listed.asked == ()
    assert _units(listed) == [("tiger-i", 2, (), "")]


def test_panzers_alone_are_asked_which_german_vehicle(catalogs: list[Catalog]) -> None:
    """`2 panzers in reserve` was an unknown type `panzers in reserve`: a Panzer is any German
    tank, the Pz IV or the Tiger I (Pz VI), so the player is asked which."""
    listed = _read(catalogs, "Pagano armour, Axis\n1st Platoon - 4 x Pz IV\n2 panzers in reserve\n")
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(3, ("pz-iv", "tiger-i"))]
    assert [unit.get("formation") for unit in listed.data["units"]] == ["platoon"]


@pytest.mark.parametrize("line", ["2xTk", "2XTk", "- 2xTk"])
def test_a_count_and_its_x_written_on_to_the_name_count_it(catalogs: list[Catalog], line: str) -> None:
    """`2xTk`, `4xRif`, as a player writes a list in one breath, gave no unit at all: the count's
    `x` written on to the name, with no space either side, marks a count as `2x Tk` does."""
    listed = _read(catalogs, f"Tank Attack\n{line}\n1 Rifles\n")
    assert _units(listed)[0] == ("tank", 2, (), "")
