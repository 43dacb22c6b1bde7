"""Lists written as tables (issue 34): headers in the languages players write, a spreadsheet
saved with semicolons, the total's row, and the columns that group rows into formations."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])


def _units(listed: TextList) -> list[tuple[str, int]]:
    return [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]]


@pytest.mark.parametrize(
    "sheet",
    [
        "| Lp. | Rodzaj | Liczba | Uwagi |\n|---|---|---|---|\n| 1 | Rifles | 4 | piechota |\n| 2 | Tank | 2 | |\n",
        "Tipo;Quantità;Note\nRifles;4;fanteria\nTank;2;\n",
        "Тип\tКоличество\tПримечание\nRifles\t4\tпехота\nTank\t2\t\n",
        "Unidad,Cantidad,Observaciones\nRifles,4,infantería\nTank,2,\n",
        "Typ\tAnz.\tBemerkung\nRifles\t4\tInfanterie\nTank\t2\t\n",
    ],
    ids=["polish-markdown", "italian-semicolons", "russian-tabs", "spanish-commas", "german-abbreviated"],
)
def test_a_tables_header_in_another_language_names_its_columns(sheet: str, shipped: CatalogSet) -> None:
    """A sheet headed `Rodzaj | Liczba` or `Tipo;Quantità` was read as no table at all (every row
    a line not read): the header's words are known in the languages players write, and a row's
    number (`Lp.`) is no count."""
    listed = _read(f"Tank Attack\n\n{sheet}", shipped)
    assert _units(listed) == [("rifles", 4), ("tank", 2)]
    assert not listed.lines


@pytest.mark.parametrize(
    ("header", "rows", "read"),
    [
        ("Élément;Nombre", "Rifles;4\nTank;2\n", [("rifles", 4), ("tank", 2)]),
        ("Nombre\tTipo\tCantidad", "Los Leones\tRifles\t4\nEl Toro\tTank\t2\n", [("rifles", 4), ("tank", 2)]),
    ],
    ids=["french-number", "spanish-name"],
)
def test_a_heading_two_languages_read_apart_is_told_by_its_cells(
    header: str, rows: str, read: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """`Nombre` is a number in French and a name in Spanish: whole numbers under it are counts,
    words the units' names."""
    listed = _read(f"Tank Attack\n{header}\n{rows}", shipped)
    assert _units(listed) == read
    names = [unit.get("name") for unit in listed.data["units"]]
    assert names == ([None, None] if header.startswith("É") else ["Los Leones", "El Toro"])


def test_a_total_row_named_in_another_cell_is_the_lists_total(shipped: CatalogSet) -> None:
    """`| | **Razem** | | 14 |` under the rows, the total's word in the name's column and the unit's
    cell empty, was a line not read: it is the list's own total, compared with ours."""
    table = (
        "| Nazwa | Typ | Liczba | AP |\n|---|---|---|---|\n| Kompania | Rifles | 4 | 8 |\n"
        "| | Tank | 1 | 4 |\n| **Razem** | | | **14** |\n"
    )
    listed = _read(f"Tank Attack\n\n{table}", shipped)
    assert _units(listed) == [("rifles", 4), ("tank", 1)]
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (7, 14)
    assert not listed.lines


def _read_whole(listed: TextList, read: list[tuple[str, int]], total: int | None) -> None:
    """The units and the total a sheet gives, every line of it read."""
    assert _units(listed) == read
    assert (listed.stated.value if listed.stated else None) == total
    assert not listed.lines


def _shape(listed: TextList, *, notes: bool = False) -> list[Any]:
    """Each unit as read: a formation with its members' types and counts (and notes, where asked),
    or a unit's type and count."""
    return [
        (
            unit["formation"],
            [
                (m["element"], m.get("count", 1), m.get("note"))
                if notes
                else (m["element"], m.get("count", 1))
                for m in unit["elements"]
            ],
        )
        if "formation" in unit
        else (unit["element"], unit.get("count", 1))
        for unit in listed.data["units"]
    ]


def _formations(listed: TextList) -> list[Any]:
    return [
        (unit["formation"], unit.get("name"), [(m["element"], m.get("count", 1)) for m in unit["elements"]])
        if "formation" in unit
        else (unit["element"], unit.get("count", 1))
        for unit in listed.data["units"]
    ]


def test_a_column_of_names_shared_by_rows_side_by_side_is_their_formation(shipped: CatalogSet) -> None:
    """A `Unit` column beside a `Type` column, `II./IR 77` on three rows, made three units each
    named `II./IR 77` outside any regiment: rows sharing a name side by side are one formation,
    of the type its members fit; a name alone on its row stays that unit's name."""
    sheet = (
        "WTJ 1916\n\nUnit\tType\tCount\nII./IR 77\tRegimental command\t1\nII./IR 77\tInfantry\t6\n"
        "II./IR 77\tMG\t1\nDicke Berta\tLarge gun\t1\n\tHorse team\t2\n"
    )
    listed = _read(sheet, shipped)
    assert _formations(listed) == [
        (
            "infantry-regiment",
            "II./IR 77",
            [("regimental-command", 1), ("infantry", 6), ("machine-gun", 1)],
        ),
        ("large-gun", 1),
        ("horse-team", 2),
    ]
    assert listed.data["units"][1]["name"] == "Dicke Berta"


def test_a_formation_column_written_once_over_its_rows_holds_them_all(shipped: CatalogSet) -> None:
    """A sheet whose `Verband` cell was merged down over its rows (written on the first, blank
    under it) made each regiment of its first row alone, the rest standing apart: where no cell of
    the column is written twice, a blank one is in the formation written above it; a group's label
    naming no formation (`Artillerie`) leaves its rows apart."""
    sheet = (
        "WTJ 1916\n\nVerband\tEinheit\tAnzahl\nInfanterie-Regiment 121\tStab\t1\n\tInfanterie\t8\n\tMG 08\t2\n"
        "Ulanen-Regiment 20\tStab\t1\n\tUlanen\t4\nArtillerie\tZugmaschine\t1\n\tPferdegespann\t2\n"
    )
    assert _formations(_read(sheet, shipped)) == [
        (
            "infantry-regiment",
            "Infanterie-Regiment 121",
            [("regimental-command", 1), ("infantry", 8), ("machine-gun", 2)],
        ),
        ("cavalry-regiment", "Ulanen-Regiment 20", [("regimental-command", 1), ("cavalry", 4)]),
        ("tractor", 1),
        ("horse-team", 2),
    ]


def test_a_formation_column_written_once_after_a_general_apart_still_holds_its_rows(
    shipped: CatalogSet,
) -> None:
    """The general's row first, its `Verband` cell blank (in none), then a battalion's cell merged
    down its rows: the MG under `I./RIR 121 (Btl)` stood apart. The rows above the first written
    cell are in none; those under it in the formation above them."""
    sheet = (
        "Tank Attack\n\nVerband;Einheit;Anzahl\n;General (Infanterie);1\nI./RIR 121 (Btl);Schützen;4\n"
        ";MG 08/15;1\nUnterstützung;Feldartillerie;1\n;Fesselballon;1\n"
    )
    assert _formations(_read(sheet, shipped)) == [
        ("rifles", 1),
        ("infantry-battalion", "I./RIR 121", [("rifles", 4), ("machinegun", 1)]),
        ("field-artillery", 1),
        ("balloon", 1),
    ]


def test_a_name_naming_a_formation_type_is_the_formation_of_its_row(shipped: CatalogSet) -> None:
    """`Infantry Battalion` in the column of names was the name of a Rifles element: it names the
    formation the row is in, and the rows beside it with the same cell."""
    table = (
        "| Name | Type | Qty |\n|---|---|---|\n| Old Bill | Rifles (General) | 1 |\n"
        "| Infantry Battalion | Rifles | 4 |\n| Infantry Battalion | MG | 1 |\n| Little Willie | Tank | 1 |\n"
    )
    listed = _read(f"Tank Attack\n\n{table}", shipped)
    assert _formations(listed) == [
        ("rifles", 1),
        ("infantry-battalion", None, [("rifles", 4), ("machinegun", 1)]),
        ("tank", 1),
    ]


@pytest.mark.parametrize(
    "sheet",
    [
        "| Pluton | Pojazd | Liczba |\n|---|---|---|\n| 1. pluton | T-34/85 | 5 |\n"
        "| 2. pluton | T-34/85 | 4 |\n| — | T-34/85 | 1 |\n",
        "Platoon,Vehicle,Qty\n1. pluton,T-34/85,5\n2. pluton,T-34/85,4\n(none),T-34/85,1\n",
    ],
    ids=["unknown-heading-dash", "platoon-none"],
)
def test_a_column_marking_rows_as_in_no_formation_holds_formations(sheet: str, shipped: CatalogSet) -> None:
    """A column headed in words the reader does not know (`Pluton`) with `—` on a row holds each
    row's formation; `(none)` there, or `—`, is no formation (it was a platoon named `(none)`)."""
    listed = _read(f"Pagano WW2 armour\nSide: Allied\n\n{sheet}", shipped)
    assert _formations(listed) == [
        ("platoon", "1. pluton", [("t-34-85", 5)]),
        ("platoon", "2. pluton", [("t-34-85", 4)]),
        ("t-34-85", 1),
    ]


def test_a_column_of_options_with_dashes_holds_no_formations(shipped: CatalogSet) -> None:
    """A dash where a unit has no option is no sign of formations: options stay options."""
    listed = _read("OHW WWII hexed\nUnit,Count,Grade\nInfantry,2,elite\nTank,1,-\n", shipped)
    assert _formations(listed) == [("infantry", 2), ("tank", 1)]
    assert listed.data["units"][0]["options"] == ["elite"]


def test_a_spreadsheets_key_rows_in_another_language_name_the_army_and_the_player(
    shipped: CatalogSet,
) -> None:
    """`Joueur;Anne Roux` above a French sheet was a line not read, split at no semicolon, and the
    sheet's empty row `;;` another: the key rows' words are known in the languages of the headers."""
    sheet = (
        "Jeu;Tank Attack\nArmée;Brigade de Marche\nJoueur;Anne Roux\n;;\nÉlément;Nombre\nRifles;4\nTank;1\n"
    )
    listed = _read(sheet, shipped)
    assert (listed.data["name"], listed.data["player"]) == ("Brigade de Marche", "Anne Roux")
    assert _units(listed) == [("rifles", 4), ("tank", 1)]
    assert not listed.lines


def test_a_key_and_its_value_in_one_cell_under_the_rows_name_the_player(shipped: CatalogSet) -> None:
    """`Joueur : Antoine Lefèvre;;;` under a French sheet's rows, key and value in its first cell,
    was a line not read and the army named for the file, where `Joueur;Antoine` was read."""
    sheet = "Section;Véhicule;Nombre\nSection 1;T-34-85;4\n;;\nAnnée : 1945;;\nJoueur : Antoine Lefèvre;;\n"
    listed = _read(f"Pagano WW2 armour\n{sheet}", shipped)
    assert listed.data["player"] == "Antoine Lefèvre"
    assert listed.data["options"]["year"] == 1945
    assert not listed.lines


def test_a_roster_options_key_row_names_no_army(shipped: CatalogSet) -> None:
    """`Year<TAB>1944`, the last row above the header, gave the year and was the army's name too."""
    listed = _read("Pagano WW2 armour\nSide\tAxis\nYear\t1944\n\nVehicle\tQty\nPz IV\t4\n", shipped)
    assert listed.data["options"] == {"side": "Axis", "year": 1944}
    assert listed.data["name"] == "Imported list"


@pytest.mark.parametrize(
    ("table", "read"),
    [
        (
            "| # | Unit | Qty |\n|---|---|---|\n| 1 | Rifles | 4 |\n| 2 | Tank | 2 |\n| 3 | Gas | 1 |\n",
            [4, 2, 1],
        ),
        ("| Unit | # |\n|---|---|\n| Rifles | 4 |\n| Tank | 2 |\n| Gas | 1 |\n", [4, 2, 1]),
        ("| Unit | Nr |\n|---|---|\n| Rifles | 1 |\n| Tank | 2 |\n| Gas | 3 |\n", [1, 2, 3]),
    ],
    ids=["rows-numbered", "hash-counts", "counts-one-two-three"],
)
def test_a_column_headed_hash_or_nr_is_the_rows_numbers_only_where_it_numbers_them(
    table: str, read: list[int], shipped: CatalogSet
) -> None:
    """`#` and `Nr` head a row's number (1, 2, 3... in the first column) or a count: read as the
    one where it is the other, four Rifles were one."""
    listed = _read(f"Tank Attack\n\n{table}", shipped)
    assert _units(listed) == list(zip(["rifles", "tank", "gas"], read, strict=True))


def test_a_sheets_rows_with_no_header_keep_their_counts(shipped: CatalogSet) -> None:
    """`Rifles,4` under `Infantry Battalion` (a sheet saved with no header row) was one Rifles,
    its 4 lost in silence: a row naming a unit, then a whole number, is that many; a number after
    that is its cost, and words its note. Where it stands (indented under a heading) is kept."""
    text = "OHW WWII (beta)\nInfantry;3;;dug in\nTank;2\n"
    assert _units(_read(text, shipped)) == [("infantry", 3), ("tank", 2)]
    listed = _read("Tank Attack\nInfantry Battalion\n  Rifles,4,8\n  MG,1,3\nTank,2,8\n", shipped)
    assert _formations(listed) == [
        ("infantry-battalion", None, [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
    ]
    assert not listed.lines


def test_a_sentence_with_commas_and_numbers_is_no_sheets_row(shipped: CatalogSet) -> None:
    """Only a row whose first cell names a unit and whose second is a number is read so."""
    listed = _read("Tank Attack\nTank x2\n\nYear,1917\nMy 4 Rifles, 2 more next time\n", shipped)
    assert _units(listed) == [("tank", 2)]
    assert [line.number for line in listed.lines] == [4, 5]


def test_in_a_game_without_formations_a_shared_name_stays_each_units_name(shipped: CatalogSet) -> None:
    """The One-Hour Wargames beta has no formations: rows sharing `A Coy` are two units so named,
    not a formation whose members lose their names."""
    listed = _read(
        "OHW WWII (beta)\nName,Unit,Qty\nA Coy,Infantry,1\nA Coy,Mortar,1\nB Coy,Tank,1\n", shipped
    )
    assert [(unit["element"], unit.get("name")) for unit in listed.data["units"]] == [
        ("infantry", "A Coy"),
        ("mortar", "A Coy"),
        ("tank", "B Coy"),
    ]


def test_a_markdown_table_without_its_outer_pipes_is_a_table(shipped: CatalogSet) -> None:
    """`Unit | Qty` over `--- | ---` (a table as Reddit and GitHub take it, no pipe at either end)
    was a battalion named `| --- |` and a line not read."""
    text = "Tank Attack\n\nUnit | Qty | Notes\n:-- | --: | ---\nRifles | 4 |\nTank | 2 | Mk IV\n"
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {"element": "rifles", "count": 4},
        {"element": "tank", "count": 2, "note": "Mk IV"},
    ]
    assert not listed.lines


def test_a_dash_in_a_column_of_notes_or_units_is_nothing_said(shipped: CatalogSet) -> None:
    """`-` under `Transport` made that column hold formations (a truck its own formation's name),
    and `-` under `Notes` was kept as a note `-`: a dash says nothing, and a column whose cells
    name units holds no formations (the `Transport` column names what carries the row's unit)."""
    listed = _read(
        "WTJ 1916\nType\tCount\tTransport\tNotes\nInfantry\t4\tTruck\t-\nTruck\t1\t-\t—\n", shipped
    )
    assert listed.data["units"] == [
        {"element": "infantry", "count": 4, "links": {"carried-by": "truck-1"}},
        {"element": "truck", "id": "truck-1"},
    ]


@pytest.mark.parametrize(
    "marks",
    [
        ("HQ", "Bn", "Bn", "Support"),
        ("General", "1st Bn", "1st Bn", "unattached"),
    ],
    ids=["hq-bn-support", "general-battalion-unattached"],
)
def test_a_role_column_marks_the_general_the_formation_and_the_rest(
    marks: tuple[str, str, str, str], shipped: CatalogSet
) -> None:
    """A sheet's `Role`/`Section` column says which row is the general, which rows make the
    battalion and which stand alone (`unattached`): the general was read as a note `General`, the
    battalion's rows as loose units with a note `Battalion`."""
    general, first, second, alone = marks
    text = (
        "Tank Attack\nSection,Qty,Element,Notes\n"
        f"{general},1,Rifles,Maj. Brown\n{first},4,Rifles,\n{second},1,MG,Vickers\n{alone},2,Tank,\n"
    )
    listed = _read(text, shipped)
    units = listed.data["units"]
    assert units[0] == {"element": "rifles", "general": True, "note": "Maj. Brown"}
    assert units[1]["formation"] == "infantry-battalion"
    assert [(m["element"], m.get("count", 1)) for m in units[1]["elements"]] == [
        ("rifles", 4),
        ("machinegun", 1),
    ]
    assert units[2] == {"element": "tank", "count": 2}


@pytest.mark.parametrize(
    ("note", "left"),
    [("**General** (Col. Ayres)", "Col. Ayres"), ("Gen. - on the hill", "on the hill"), ("C-in-C", None)],
)
def test_a_notes_cell_naming_the_general_marks_the_general(
    note: str, left: str | None, shipped: CatalogSet
) -> None:
    """`General (Col. Ayres)` in a Notes column was only a note, and the army had no general."""
    text = (
        f"Tank Attack\n\n| Qty | Unit | Notes |\n|---|---|---|\n| 1 | Rifles | {note} |\n| 4 | Rifles | |\n"
    )
    units = _read(text, shipped).data["units"]
    assert units[0] == {"element": "rifles", "general": True} | ({"note": left} if left else {})
    assert units[1] == {"element": "rifles", "count": 4}


def test_a_general_purpose_note_marks_no_general(shipped: CatalogSet) -> None:
    """Only the general's word alone, or before a bracket or a mark, marks the general."""
    text = "Tank Attack\nUnit,Qty,Notes\nMG,1,General purpose guns\n"
    assert _read(text, shipped).data["units"] == [{"element": "machinegun", "note": "General purpose guns"}]


@pytest.mark.parametrize("alone", ["(independent)", "Independent", "loose", "Support", "solo"])
def test_a_platoon_column_saying_independent_puts_the_row_in_none(alone: str, shipped: CatalogSet) -> None:
    """`(independent)` in a Platoon column was asked as a platoon of unknown type: it says the
    vehicle is in no platoon."""
    text = (
        "Pagano WWII Armour\n\n| Platoon | Vehicle | Qty |\n|---|---|---|\n"
        f"| 1st | Pz IV | 3 |\n| {alone} | Pz IV | 1 |\n"
    )
    listed = _read(text, shipped)
    assert listed.data["units"][-1] == {"element": "pz-iv"}
    assert not listed.asked


@pytest.mark.parametrize("dash", ["", "-"])
def test_a_cell_under_an_options_heading_names_that_option(dash: str, shipped: CatalogSet) -> None:
    """`2` under `Class` was a note, and the gun had no class: a cell names an option after its
    column's heading, and a column of such cells beside a dash holds no formations."""
    text = f"WTJ 1916\nType\tCount\tClass\tNotes\nSmall gun\t3\t2\tfield guns\nInfantry\t6\t{dash}\t\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "small-gun", "count": 3, "options": ["class-2"], "note": "field guns"},
        {"element": "infantry", "count": 6},
    ]


def test_a_notes_cell_is_kept_whole(shipped: CatalogSet) -> None:
    """`8,8cm Flak, dug in` under `Notes` lost its `8,` (read as a count) and `dug in` (read as a
    link), as words after a dash are read: a notes cell is the player's note, whole."""
    text = 'Tank Attack\nUnit;Qty;Notes\nField Artillery;1;"8,8cm Flak, dug in"\nRifles;4;elite, 1st Bn\n'
    assert _read(text, shipped).data["units"] == [
        {"element": "field-artillery", "note": "8,8cm Flak, dug in"},
        {"element": "rifles", "count": 4, "note": "elite, 1st Bn"},
    ]


def test_a_cell_of_several_options_names_each(shipped: CatalogSet) -> None:
    """`heavy, elite` under `Options` was one note: each part names an option; a cell one of whose
    parts names none stays a note whole."""
    text = 'OHW WWII (hexed)\nUnit,Qty,Options\nTank,1,"heavy, elite"\nInfantry,2,elite / dug in\n'
    assert _read(text, shipped).data["units"] == [
        {"element": "tank", "options": ["heavy", "elite"]},
        {"element": "infantry", "count": 2, "note": "elite / dug in"},
    ]


def test_a_gun_class_column_names_the_class(shipped: CatalogSet) -> None:
    """`Gun class` over `2`: the heading's last word names the option with the cell."""
    text = "WTJ 1916\nType\tCount\tGun class\nSmall gun\t2\t2\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "small-gun", "count": 2, "options": ["class-2"]}
    ]


@pytest.mark.parametrize(("heading", "yes"), [("Leader", "x"), ("Commander", "Yes"), ("HQ?", "Y")])
def test_a_leader_or_commander_column_marks_the_general(heading: str, yes: str, shipped: CatalogSet) -> None:
    """A `Commander` column's `Yes` beside a `No` was read as a formation named "Yes"; `x` under
    `Leader` as a note: such a column marks the general."""
    text = f"Tank Attack\nUnit,Qty,{heading}\nRifles,1,{yes}\nRifles,4,No\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "rifles", "general": True},
        {"element": "rifles", "count": 4},
    ]


@pytest.mark.parametrize("said", ["counts as armoured car", "Rolls-Royce, used as an Armoured Car"])
def test_a_note_saying_what_a_model_counts_as_names_its_type(said: str, shipped: CatalogSet) -> None:
    """A model the rules do not name (`Minerva`) with a note `counts as armoured car` was an
    unknown element: the note says its type, and what was written stays its note."""
    text = f'Tank Attack\nUnit,Qty,Notes\nMinerva,1,"{said}"\nTank,1,counts as heavy\n'
    assert _read(text, shipped).data["units"] == [
        {"element": "armoured-car", "note": f"Minerva; {said}"},
        {"element": "tank", "note": "counts as heavy"},
    ]


@pytest.mark.parametrize(("general", "support"), [("**General**", "**Support**"), ("HQ", "Independent")])
def test_a_row_alone_naming_the_general_or_support_heads_the_rows_under_it(
    general: str, support: str, shipped: CatalogSet
) -> None:
    """A sheet split into sections by rows of one cell: `General` over the general's row was a
    line not read (and the army had no general), `Support` a line not read leaving the tanks in
    the battalion above it."""
    text = (
        "Tank Attack\n\n| Unit | Qty | AP |\n|---|---|---|\n"
        f"| {general} | | |\n| Rifles | 1 | 2 |\n| **Infantry Battalion** | | |\n| Rifles | 4 | 8 |\n"
        f"| MG | 1 | 3 |\n| {support} | | |\n| Tank | 2 | 8 |\n"
    )
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank", "count": 2},
    ]
    assert not listed.lines


def test_the_generals_word_in_a_column_of_other_words_marks_the_general(shipped: CatalogSet) -> None:
    """A `Role` column naming units' kinds (`Artillery`, `Armour`) holds no formations, but its
    `General` still marks the general: it was kept as a note, and the army had none."""
    text = "Tank Attack\nRole,Qty,Element\nGeneral,1,Rifles\nArtillery,1,Field Artillery\nArmour,2,Tank\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "rifles", "general": True},
        {"element": "field-artillery", "note": "Artillery"},
        {"element": "tank", "count": 2, "note": "Armour"},
    ]


def test_a_role_column_of_kinds_groups_only_the_rows_naming_a_formation(shipped: CatalogSet) -> None:
    """`Battalion` among `Artillery` and `Armour` in a `Role` column: the column names the units'
    kinds, and only the rows naming a formation type make it; the rest stand alone, their kind a note."""
    text = (
        "Tank Attack\nRole,Qty,Element\nGeneral,1,Rifles\nBattalion,4,Rifles\nBattalion,1,MG\n"
        "Artillery,1,Field Artillery\nArmour,2,Tank\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "field-artillery", "note": "Artillery"},
        {"element": "tank", "count": 2, "note": "Armour"},
    ]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Tank Attack\n\n| Battalion | Unit | Qty |\n|:-|:-|-:|\n"
            "| 1st | Rifles | 4 |\n| 1st | MG | 1 |\n| - | Tank | 2 |\n",
            [("infantry-battalion", "1st", [("rifles", 4), ("machinegun", 1)]), ("tank", 2)],
        ),
        (
            "WTJ 1916\n\n| Regiment | Element | # |\n|:--|:--|:-:|\n"
            "| IR 9 | Regimental Command | 1 |\n| IR 9 | Infantry | 4 |\n| — | Small Gun | 1 |\n",
            [("infantry-regiment", "IR 9", [("regimental-command", 1), ("infantry", 4)]), ("small-gun", 1)],
        ),
        (
            "Pagano WW2 armour, Axis 1943\n\n| Platoon | Vehicle | Qty |\n|-|-|-|\n"
            "| A | Pz IV | 4 |\n| B | Pz IV | 3 |\n| none | Tiger I | 1 |\n",
            [("platoon", "A", [("pz-iv", 4)]), ("platoon", "B", [("pz-iv", 3)]), ("tiger-i", 1)],
        ),
    ],
    ids=["battalion-column", "regiment-column", "platoon-column"],
)
def test_a_column_headed_by_a_formation_type_names_each_rows_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A table whose separator gives a cell one dash (`|:-:|`, as GitHub takes it) was no table,
    and its list gave no army; a column headed `Platoon` over `1st`, `2nd` makes each row's
    platoon under its own name, of the type the heading names where it names one alone
    (`Battalion`), else the one its members fit, which a warning says (WTJ's `Regiment` is the
    word of three types, Pagano's `Platoon` of two)."""
    listed = _read(text, shipped)

    def shape(unit: dict[str, Any]) -> Any:
        if "formation" in unit:
            members = [(m["element"], m.get("count", 1)) for m in unit["elements"]]
            return (unit["formation"], unit["name"], members)
        return (unit["element"], unit.get("count", 1))

    assert [shape(unit) for unit in listed.data["units"]] == read
    assert not listed.lines
    assert [taken.formation for taken in listed.taken] == [
        formation for formation, *_ in read[:-1] if not text.startswith(("Tank Attack", "WTJ"))
    ]  # `IR 9` names WTJ's infantry regiment in full, by its alias `IR`


@pytest.mark.parametrize(
    ("text", "read", "total"),
    [
        (
            "OHW WWII beta\nUnit;Qty;Notes\nInfantry;3;\nMortar;1;\n;;\nTotal units;4;\n",
            [("infantry", 3), ("mortar", 1)],
            None,
        ),
        (
            "Tank Attack\nElement,Number,AP\nRifles,4,8\nTank,2,8\n,,\nGrand total,,16\n",
            [("rifles", 4), ("tank", 2)],
            16,
        ),
        (
            "WTJ 1916\nEinheit\tAnzahl\nInfantry\t4\nSmall Gun\t1\n\t\nGesamt Einheiten\t5\n",
            [("infantry", 4), ("small-gun", 1)],
            None,
        ),
        (
            "| Unit | Qty | Pts |\n|---|---|---|\n| Pz IV | 4 | |\n| Tiger I | 1 | |\n| **Vehicles total** | 5 | |\n",
            [("pz-iv", 4), ("tiger-i", 1)],
            None,
        ),
    ],
    ids=["units-total", "grand-total", "gesamt-einheiten", "vehicles-total"],
)
def test_a_summary_row_naming_what_it_sums_is_no_unit(
    text: str, read: list[tuple[str, int]], total: int | None, shipped: CatalogSet
) -> None:
    """`Units total,6` under a sheet's rows became six units of an unknown type: a row whose unit
    cell is a few words, one a total's, sums the list; its number is the list's total only in a
    cost column (a count of units is no cost)."""
    _read_whole(_read(text, shipped), read, total)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            'WTJ 1916\nUnit,Qty,Notes\nMedium Gun,1,"18pdr (class 5)"\nSmall Gun,2,"class 3, pack howitzers"\n',
            [("medium-gun", ["class-5"], "18pdr"), ("small-gun", ["class-3"], "pack howitzers")],
        ),
        (
            "OHW WWII hexed\n\n| Unit | Qty | Remarks |\n|---|---|---|\n| Tank | 2 | Panthers (heavy), elite |\n"
            "| Infantry | 1 | Volkssturm, militia |\n| Artillery | 1 | 10,5cm leFH (regular) |\n",
            [
                ("tank", ["heavy", "elite"], "Panthers"),
                ("infantry", ["militia"], "Volkssturm"),
                ("artillery", ["regular"], "10,5cm leFH"),
            ],
        ),
    ],
    ids=["wtj-classes", "hex-qualities"],
)
def test_a_notes_cell_gives_the_options_its_parts_name_and_keeps_the_rest(
    text: str, read: list[tuple[str, list[str], str]], shipped: CatalogSet
) -> None:
    """`Shermans (medium)` in a Notes column left the tanks without their class, a note: a part
    of a notes' cell that names an option, in brackets or between commas, is that option, and the
    rest stays the note as written (`10,5cm` keeps its comma)."""
    units = _read(text, shipped).data["units"]
    assert [(u["element"], u.get("options", []), u.get("note")) for u in units] == read


@pytest.mark.parametrize(
    ("general", "total"),
    [
        ("Feldherr: Rifles", "Gesamt: 14 AP"),
        ("Oberbefehlshaber - Rifles", "Summe 14 AP"),
        ("General: Rifles", "Razem: 14 AP"),
    ],
    ids=["feldherr-gesamt", "oberbefehlshaber-summe", "razem"],
)
def test_the_general_and_the_total_in_another_language_are_read(
    general: str, total: str, shipped: CatalogSet
) -> None:
    """`Feldherr: Rifles` was a Rifles named Feldherr, the army without its general, and `Gesamt:
    36 AP` an element `Gesamt`: the words a sheet's columns knew for the general and the total mark
    them on a line too."""
    listed = _read(f"Tank Attack\n{general}\n4 x Rifles\n{total}\n", shipped)
    assert listed.data["units"] == [{"element": "rifles", "general": True}, {"element": "rifles", "count": 4}]
    assert listed.stated is not None and listed.stated.value == 14


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Tank Attack\n\n| Battalion | What | Remarks |\n|---|---|---|\n"
            "| 1st | 4 x Rifles | |\n| 1st | MG | Vickers |\n| — | two Tanks | |\n",
            [("infantry-battalion", [("rifles", 4), ("machinegun", 1)]), ("tank", 2)],
        ),
        (
            "OHW WWII hexed\n\n| Kit | Quality |\n|---|---|\n| 2 x Tank | regular |\n| Infantry | elite |\n",
            [("tank", 2), ("infantry", 1)],
        ),
        (
            "Pagano armour, Axis 1944\n\n| Panzers | Notes |\n|---|---|\n| Pz IV x4 | 1. Zug |\n| Tiger I | Wittmann |\n",
            [("pz-iv", 4), ("tiger-i", 1)],
        ),
        ("OHW WWII beta\nKit;Notes;Qty\nTank;Shermans;2\nInfantry;;3\n", [("tank", 2), ("infantry", 3)]),
    ],
    ids=["counted-inside", "kit-markdown", "panzers-count-after", "kit-csv"],
)
def test_a_column_headed_by_no_known_word_whose_cells_name_units_holds_them(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A table headed `Platoon | Tanks | Comment` over `four T-34-85`, `T-34-85 ×5` gave no army:
    where no heading names the units' column, the column whose cells name units, counted as a
    line counts them or not, holds them."""
    listed = _read(text, shipped)
    read_as = _shape(listed)
    assert read_as == read
    assert not listed.lines


@pytest.mark.parametrize(
    "sheet",
    [
        "Unit,Bases,Notes\nInfantry,6,\nMachine Gun,2,\n",
        "| Element | Stands |\n|---|---|\n| Infantry | 6 |\n| Machine Gun | 2 |\n",
        "Unité;Socles;Remarques\nInfantry;6;poilus\nMachine Gun;2;Hotchkiss\n",
    ],
    ids=["bases", "stands", "socles"],
)
def test_a_column_of_bases_or_stands_counts_the_units(sheet: str, shipped: CatalogSet) -> None:
    """WTJ counts its units in bases, and a sheet headed `Bases` gave six Cossacks as one with a
    note `6`: bases and stands, in the languages of the other headings, are a count column."""
    assert _units(_read(f"WTJ 1916\n{sheet}", shipped)) == [("infantry", 6), ("machine-gun", 2)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            'Tank Attack\nUnit,Qty,Notes\nRifles,1,General\nRifles,4,Inf Bn\nMG,1,"Inf Bn, Vickers"\nTank,2,\n',
            [
                ("rifles", 1),
                ("infantry-battalion", [("rifles", 4, None), ("machinegun", 1, "Vickers")]),
                ("tank", 2),
            ],
        ),
        (
            "WTJ 1916\n\n| Unit | Qty | Notes |\n|---|---|---|\n| Regimental Command | 1 | Infantry Regiment |\n"
            "| Infantry | 6 | Infantry Regiment; Bavarians |\n| Small Gun | 1 | |\n",
            [
                ("infantry-regiment", [("regimental-command", 1, None), ("infantry", 6, "Bavarians")]),
                ("small-gun", 1),
            ],
        ),
        (
            "Pagano armour, Axis 1943\nVehicle;Qty;Remarks\nPz IV;4;Platoon\nTiger I;2;Heavy platoon, Wittmann\n"
            "Pz IV;1;HQ tank\n",
            [
                ("platoon", [("pz-iv", 4, None)]),
                ("heavy-platoon", [("tiger-i", 2, "Wittmann")]),
                ("pz-iv", 1),
            ],
        ),
    ],
    ids=["inf-bn-csv", "regiment-markdown", "platoons-semicolons"],
)
def test_a_formation_named_first_in_a_rows_note_is_the_rows_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A sheet with no formation column whose notes say `Cav Regt` on the rows of the core
    regiment read them as loose units, and the army had no core: a note starting with a formation
    type's name puts its row in that formation (rows beside each other naming one type, one
    formation), and the rest of the note stays its note."""
    read_as = _shape(_read(text, shipped), notes=True)
    assert read_as == read


@pytest.mark.parametrize(
    ("text", "read", "total"),
    [
        (
            "Tank Attack\nUnit,Qty,AP\nRifles,4,8\nMG,1,3\n\nTank,2,8\nField Artillery,2,6\n\nTotal,,25\n\nCheers, Tom\n",
            [("rifles", 4), ("machinegun", 1), ("tank", 2), ("field-artillery", 2)],
            25,
        ),
        (
            "OHW WWII beta\nUnit\tQty\tNotes\nInfantry\t3\t\n\nSupport\t\t\nMortar\t1\t\nTank\t2\tShermans\n",
            [("infantry", 3), ("mortar", 1), ("tank", 2)],
            None,
        ),
        (
            "WTJ 1916\nEinheit;Anzahl\nInfantry;6\n\n\nEinheit;Anzahl\nSmall Gun;2\n",
            [("infantry", 6), ("small-gun", 2)],
            None,
        ),
    ],
    ids=["groups-and-total", "tabs-support-section", "second-header"],
)
def test_a_sheet_goes_on_past_its_blank_lines(
    text: str, read: list[tuple[str, int]], total: int | None, shipped: CatalogSet
) -> None:
    """A sheet saved with a blank line between its groups ended at the first: the tanks under a
    `Support` row were a line not read, and `Total,,25` no total. Rows as wide as the header go on
    past blank lines (a second header starts a table of its own; `Cheers, Tom` ends it)."""
    _read_whole(_read(text, shipped), read, total)


@pytest.mark.parametrize(
    ("text", "read", "total"),
    [
        (
            "Tank Attack\nUnit              Qty   AP\nRifles            4     8\nMachinegun        1     3\n"
            "Tank              2     8\nTotal                   19\n",
            [("rifles", 4), ("machinegun", 1), ("tank", 2)],
            19,
        ),
        (
            "OHW WWII beta\nType        Count  Comment\nInfantry    3      rifle coys\nMortar      1\n"
            "Tank        2      Shermans\n",
            [("infantry", 3), ("mortar", 1), ("tank", 2)],
            None,
        ),
        (
            "WTJ 1916\n\n    Einheit            Anzahl   Bemerkung\n    Infantry           6        Bayern\n"
            "    Machine Gun        2\n    Small Gun          1        class 2\n",
            [("infantry", 6), ("machine-gun", 2), ("small-gun", 1)],
            None,
        ),
    ],
    ids=["cost-column", "comment-column", "code-block-german"],
)
def test_columns_lined_up_by_spaces_are_a_table(
    text: str, read: list[tuple[str, int]], total: int | None, shipped: CatalogSet
) -> None:
    """A sheet pasted into a plain-text mail lines its columns up with spaces: `Infantry    3
    rifle coys` was a line not read and the infantry lost, `Rifles   4   8` one Rifles. A header
    of cells two spaces apart naming its columns makes a table, each cell in the column it stands
    under (an empty cell leaves its column empty: `Total          19`)."""
    _read_whole(_read(text, shipped), read, total)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Same as last time, see below.\n\nOn Monday, Ann wrote:\n> Tank Attack\n>\n> | Unit | Qty |\n"
            "> |---|---|\n> | Rifles | 4 |\n> | Tank | 2 |\n",
            [("rifles", 4), ("tank", 2)],
        ),
        (
            "Mine below, quoted from my first mail:\n\n> WTJ 1916\n> Unit\tBases\n> Infantry\t6\n> Machine Gun\t2\n",
            [("infantry", 6), ("machine-gun", 2)],
        ),
        (
            "As sent:\n>> OHW WWII beta\n>> Type        Count\n>> Infantry    3\n>> Tank        2\n",
            [("infantry", 3), ("tank", 2)],
        ),
    ],
    ids=["markdown", "tabs", "aligned-twice-quoted"],
)
def test_a_table_a_reply_quotes_is_read_as_a_table(
    text: str, read: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """A reply whose only list is a table it quotes (`> | Rifles | 4 |`) read each row as a line:
    four Rifles became one. The quote marks are read past, as they are on a list's other lines."""
    assert _units(_read(text, shipped)) == read


@pytest.mark.parametrize(
    ("header", "rows", "total"),
    [
        (
            "| Unit (type) | No. of units | Cost (AP) |\n|---|---|---|",
            "| Rifles | 4 | 8 |\n| Tank | 2 | 8 |\n",
            None,
        ),
        ("Type of unit,Number of bases,AP each,AP total", "Rifles,4,2,8\nTank,2,4,8\nTotal,,,16\n", 16),
        ("Unit\tCount of figures\tPoints cost", "Rifles\t4\t8\nTank\t2\t8\nTotal\t\t16\n", 16),
    ],
    ids=["brackets-and-of", "each-and-total", "tabs-worded"],
)
def test_a_heading_of_more_words_says_what_its_column_holds(
    header: str, rows: str, total: int | None, shipped: CatalogSet
) -> None:
    """`No. of units` and `Unit (type)` were no headings the vocabulary knew: four Rifles read as one
    with a note `4`, and `AP total` lost the total's row. A heading is read less its bracket,
    before `of`, or by words that each say one same thing."""
    listed = _read(f"Tank Attack\n{header}\n{rows}", shipped)
    assert listed.data["units"] == [{"element": "rifles", "count": 4}, {"element": "tank", "count": 2}]
    assert (listed.stated.value if listed.stated else None) == total


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "WTJ 1916\nUnit                   Bases   Notes\n---------------------------------------\n"
            "Infantry Regiment\n  Regimental Command   1\n  Infantry             6       Bavarians\n"
            "  Machine Gun          2\nSmall Gun              1       class 2\n",
            [
                ("infantry-regiment", [("regimental-command", 1), ("infantry", 6), ("machine-gun", 2)]),
                ("small-gun", 1),
            ],
        ),
        (
            "Tank Attack\nElement                  Qty   Cost\n=====================================\n"
            "  Infantry Battalion\n    Rifles               4     8\n    Machinegun           1     3\n"
            "  General: Rifles        1     2\n  Tank                   2     8\n",
            [("infantry-battalion", [("rifles", 4), ("machinegun", 1)]), ("rifles", 1), ("tank", 2)],
        ),
        (
            "Pagano armour, Axis 1944\nVehicle        Qty\nPlatoon\n   Pz IV       4\nTiger I        1\n",
            [("platoon", [("pz-iv", 4)]), ("tiger-i", 1)],
        ),
    ],
    ids=["regiment-bases", "battalion-and-general", "platoon"],
)
def test_a_forms_rows_indented_under_a_formation_are_its_members(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A club's form lines its columns up with spaces and indents a formation's members under its
    row: the general written at the battalion's own indentation was read into it. A row's
    indentation is kept, as a line's is: deeper rows are the members, the next at the
    formation's own depth is not."""
    read_as = _shape(_read(text, shipped))
    assert read_as == read


@pytest.mark.parametrize(
    ("text", "read", "said"),
    [
        (
            "Tank Attack\nUnit;Qty;AP\nRifles;4;8\nTank;2;8\nTotal;;16\nPlayer;Jan Kowalski;\nArmy;1st Polish Rifles;\n",
            [("rifles", 4), ("tank", 2)],
            {"player": "Jan Kowalski", "name": "1st Polish Rifles"},
        ),
        (
            "OHW WWII hexed\nUnit,Qty,Quality\nArditi,2,elite\nInfantry,1,\nArmy size,6,\n",
            [("Arditi", 2), ("infantry", 1)],
            {"options": {"army-size": 6}},
        ),
        (
            "OHW WWII beta\nUnit\tQty\nInfantry\t3\nSpieler\tHans Meier\n",
            [("infantry", 3)],
            {"player": "Hans Meier"},
        ),
    ],
    ids=["player-and-army-under", "option-among", "german-key"],
)
def test_a_key_row_among_or_under_a_sheets_rows_is_its_key(
    text: str, read: list[tuple[str, int]], said: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Army;1st Polish Rifles` under a sheet's rows became a unit `Army` (its name's `1st` read as
    a count) and `Army size,6` six units of a type `Army size`: a row of a key and its value names
    the field or option as above the table; a unit the catalog lacks (`Arditi`) stays a unit."""
    listed = _read(text, shipped)
    assert _units(listed) == read
    assert {key: listed.data.get(key) for key in said} == said


@pytest.mark.parametrize(
    ("text", "notes"),
    [
        (
            'OHW WWII beta\nUnit,Qty,Notes\nInfantry,4,"rifle coys,\none with SMGs"\nTank,2,"T-34/76"\n',
            ["rifle coys, one with SMGs", "T-34/76"],
        ),
        (
            'OHW WWII beta\nUnit;Qty;Notes\nInfantry;4;"1st Bn\n\nthe Buffs"\nTank;2;\n',
            ["1st Bn the Buffs", None],
        ),
        (
            'OHW WWII beta\nUnit\tQty\tNotes\nInfantry\t4\t"a quote never closed\nTank\t2\t\n',
            ["a quote never closed", None],
        ),
    ],
    ids=["comma-in-broken-cell", "blank-line-in-cell", "stray-quote"],
)
def test_a_sheets_quoted_cell_broken_over_lines_is_one_cell(
    text: str, notes: list[str | None], shipped: CatalogSet
) -> None:
    """A note typed with a line break is saved as a quoted cell over two lines: its second line was
    read as a line of its own (`one with SMGs"`, not read). The lines up to the closing quote are
    one cell; a quote never closed within a few lines is a stray one, and the rows go on."""
    listed = _read(text, shipped)
    assert _units(listed) == [("infantry", 4), ("tank", 2)]
    assert [unit.get("note") for unit in listed.data["units"]] == notes
    assert not listed.lines


@pytest.mark.parametrize(
    "sheet",
    [
        "Unidad,Cantidad,Calidad\nInfantry,3,regular\nTank,2,elite\n",
        "Unit\tQty\tQuality\nInfantry\t2\telite\nTank\t1\tmilitia\nMortar\t1\tregular\n",
        "Infantry x2 (elite)\nTank - heavy, regular\nArtillery\n",
    ],
    ids=["spanish-quality-column", "english-quality-column", "options-on-the-lines"],
)
def test_options_beside_the_names_tell_two_games_that_share_their_types(
    sheet: str, shipped: CatalogSet
) -> None:
    """The beta and the hexed draft of One Hour Wargames share their types, so a list naming
    neither game was read by neither; the hexed draft's qualities and classes (`regular`,
    `militia`, `heavy`) written beside the names, in a column or on the line, tell it."""
    listed = _read(sheet, shipped)
    assert listed.system == "ohw-ww2-hex"
    assert all(unit.get("options") for unit in listed.data["units"][:2])


@pytest.mark.parametrize("heading", ["# Tobruk (OHW WWII β)", "OHW WW2 β - Gazala", "Liste für OHW β"])
def test_the_beta_written_as_its_greek_letter_names_the_game(heading: str, shipped: CatalogSet) -> None:
    """`β` is how a player writes the beta in a heading; a table under it, whose types both
    editions share, was read by no game."""
    listed = _read(f"{heading}\n\n| Unit | Qty |\n|---|---|\n| Tank | 2 |\n| Infantry | 3 |\n", shipped)
    assert listed.system == "ohw-ww2"
    assert _units(listed) == [("tank", 2), ("infantry", 3)]


@pytest.mark.parametrize(
    "sheet",
    [
        "Unit\tQty\tBelongs to\nRifles\t4\t2nd Bn Infantry Battalion\nMachinegun\t1\t2nd Bn Infantry Battalion\n"
        "Tank\t1\t\n",
        "Einheit;Anzahl;Gehört zu\nRifles;4;II. Btl (Infantry Battalion)\nMachinegun;1;II. Btl (Infantry Battalion)\n"
        "Tank;1;\n",
        "| Unité | Nombre | Fait partie de |\n|---|---|---|\n| Rifles | 4 | 2e Bataillon - Infantry Battalion |\n"
        "| Machinegun | 1 | 2e Bataillon - Infantry Battalion |\n| Tank | 1 | |\n",
    ],
    ids=["english-belongs-to", "german-gehoert-zu", "french-fait-partie-de"],
)
def test_a_column_saying_what_a_row_is_part_of_holds_its_formation(sheet: str, shipped: CatalogSet) -> None:
    """A sheet's `Part of` column (`Belongs to`, `Gehört zu`) was a column the reader did not know,
    so the battalion's rows were read loose: it holds each row's formation, an empty cell none."""
    listed = _read(f"Tank Attack\n\n{sheet}", shipped)
    assert [unit.get("formation") or unit["element"] for unit in listed.data["units"]] == [
        "infantry-battalion",
        "tank",
    ]
    assert [(m["element"], m.get("count", 1)) for m in listed.data["units"][0]["elements"]] == [
        ("rifles", 4),
        ("machinegun", 1),
    ]


@pytest.mark.parametrize(
    ("sheet", "read"),
    [
        (
            "Unit;Qty;Qualität\nInfantry;2;elite (Grenadiere)\nTank;1;schwer (Tiger)\n",
            [("infantry", ["elite"], "Grenadiere"), ("tank", ["heavy"], "Tiger")],
        ),
        (
            "| Unit | Qty | Options |\n|---|---|---|\n| Tank | 2 | light (M3 Stuart) |\n"
            "| Infantry | 1 | militia, Home Guard |\n",
            [("tank", ["light"], "M3 Stuart"), ("infantry", ["militia"], "Home Guard")],
        ),
        (
            "Unit\tQty\tStatus / kit\nTank\t1\tmedium (Cromwell)\nInfantry\t3\tregular\n",
            [("tank", ["medium"], "Cromwell"), ("infantry", ["regular"], None)],
        ),
    ],
    ids=["german-bracket", "markdown-comma", "status-kit"],
)
def test_an_option_cell_with_words_beside_the_option_keeps_them_as_a_note(
    sheet: str, read: list[tuple[str, list[str], str | None]], shipped: CatalogSet
) -> None:
    """`heavy (KV-1)` under a column of options was a note whole, its option lost: the option is
    read, and the words beside it are the unit's note."""
    listed = _read(f"OHW WWII hexed\n{sheet}", shipped)
    assert [(u["element"], u.get("options"), u.get("note")) for u in listed.data["units"]] == read


@pytest.mark.parametrize(
    "sheet",
    [
        "Battalion,Stand type,Qty\n2nd Bn,Rifles,4\n2nd Bn,Machinegun,1\n,Tank,1\n",
        "Bataillon;Basistyp;Anzahl\nII. Btl;Rifles;4\nII. Btl;Machinegun;1\n;Tank;1\n",
        "| Batalion | Typ podstawki | Liczba |\n|---|---|---|\n| II batalion | Rifles | 4 |\n| II batalion | Machinegun | 1 |\n"
        "| | Tank | 1 |\n",
    ],
    ids=["english-stand-type", "german-semicolons", "polish-markdown"],
)
def test_a_column_headed_by_a_formations_kind_holds_each_rows_formation(
    sheet: str, shipped: CatalogSet
) -> None:
    """A sheet's first column headed `Regiment` or `Bataillon`, beside `Base type`, was no table
    at all: its rows were lines not read, one the army's name. The heading names the column of
    the rows' formations, and `Stand type` the column of their types."""
    listed = _read(f"Tank Attack\n\n{sheet}", shipped)
    assert _formations(listed) == [
        ("infantry-battalion", listed.data["units"][0].get("name"), [("rifles", 4), ("machinegun", 1)]),
        ("tank", 1),
    ]
    assert listed.data["units"][0]["name"].lower().endswith(("bn", "btl", "batalion"))


@pytest.mark.parametrize(
    "sheet",
    [
        "Eenheid\tAantal\tKosten\tOpmerking\nRifles\t4\t8\tinfanterie\nTank\t2\t8\tMk IV\n",
        "| Soort | Aantal | Punten |\n|---|---|---|\n| Rifles | 4 | 8 |\n| Tank | 2 | 8 |\n",
        "Speler;Jan de Vries\nAantal;Eenheid;Formatie;Punten\n4;Rifles;geen;8\n2;Tank;;8\n",
    ],
    ids=["dutch-tabs", "dutch-markdown", "dutch-key-row"],
)
def test_a_sheet_headed_in_dutch_names_its_columns(sheet: str, shipped: CatalogSet) -> None:
    """A Dutch sheet (`Aantal`, `Eenheid`, `Opmerking`) read each count as a note, every unit
    one: Dutch is a language players head their sheets in."""
    listed = _read(f"Tank Attack\n\n{sheet}", shipped)
    assert _units(listed) == [("rifles", 4), ("tank", 2)]
    assert listed.data.get("player", "Jan de Vries") == "Jan de Vries"


@pytest.mark.parametrize(
    ("line", "field"),
    [
        ("Gesamt / Total: 12 AP", "total"),
        ("Итого/total 12", "total"),
        ("Suma / sum: 12", "total"),
        ("Speler / Player: Jan de Vries", "player"),
    ],
)
def test_a_key_written_in_two_languages_is_its_field_not_a_unit(
    line: str, field: str, shipped: CatalogSet
) -> None:
    """`Razem / total: 36` under a list was read as a unit of that name, not in the catalog: a
    key written twice, split by a slash, is the field either word names."""
    listed = _read(f"Tank Attack\n4 x Rifles\n2 x Tank\n{line}\n", shipped)
    assert _units(listed) == [("rifles", 4), ("tank", 2)]
    if field == "total":
        assert listed.stated is not None and listed.stated.value == 12
    else:
        assert listed.data["player"] == "Jan de Vries"


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "OHW WWII hexed\nInfantry ...... elite\nTank x2 ....... heavy, militia\nArtillery ..... 1\n",
            [
                ("infantry", 1, ["elite"], None),
                ("tank", 2, ["heavy", "militia"], None),
                ("artillery", 1, None, None),
            ],
        ),
        (
            "Tank Attack\nRifles x4 ....... Royal Welch Fusiliers\nTank x2 ......... Mk IV\nGas ............. 1\n",
            [
                ("rifles", 4, None, "Royal Welch Fusiliers"),
                ("tank", 2, None, "Mk IV"),
                ("gas", 1, None, None),
            ],
        ),
        (
            "Pagano WWII armour\nTiger I …… Wittmann\nPz IV x4 …… regular crews\n",
            [("tiger-i", 1, None, "Wittmann"), ("pz-iv", 4, None, "regular crews")],
        ),
    ],
    ids=["options-after-dots", "notes-after-dots", "ellipsis-characters"],
)
def test_words_after_a_dotted_leader_are_the_entrys_note_or_options(
    text: str, read: list[tuple[str, int, list[str] | None, str | None]], shipped: CatalogSet
) -> None:
    """A column of counts after dotted leaders, with words in the place of a number on some
    lines (`Fanteria ..... elite`), read such a line as the army's name or not at all: the words
    after the leader are set apart as after a dash, the entry's options or note."""
    listed = _read(text, shipped)
    assert [
        (u["element"], u.get("count", 1), u.get("options"), u.get("note")) for u in listed.data["units"]
    ] == read


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("- Krupp 77, small gun class 3 x1", ("small-gun", 1, ["class-3"], "Krupp 77")),
        ("- obusier de 155, large gun class 7 ×1", ("large-gun", 1, ["class-7"], "obusier de 155")),
        ("- Feldkanone 96 n.A., small gun class 2 x2", ("small-gun", 2, ["class-2"], "Feldkanone 96 n.A.")),
    ],
    ids=["unknown-name-first", "ambiguous-name-first", "german-name-first"],
)
def test_a_players_name_then_the_catalogs_type_after_a_comma_is_that_type(
    line: str, read: tuple[str, int, list[str], str], shipped: CatalogSet
) -> None:
    """`cannone da 75, medium gun class 5 ×2`: the player's own name for the gun, which could be
    any size of gun or none, then the type the rules name it by; the line was asked, or read as
    an unknown unit. The type after the comma settles it; the name before is the unit's."""
    (unit,) = _read(f"WTJ 1916\n{line}\n", shipped).data["units"]
    assert (unit["element"], unit.get("count", 1), unit.get("options"), unit.get("name")) == read


@pytest.mark.parametrize(
    ("sheet", "name"),
    [
        ("Army;Tank Attack - 3rd Wessex\nUnit;Qty\nRifles;4\n", "3rd Wessex"),
        ("Armee\tOHW WWII hexed - Kampfgruppe Nord\nEinheit\tAnzahl\nInfantry\t4\n", "Kampfgruppe Nord"),
        ("Lijst,Tank Attack v5.0 - Brigade Piron\nSoort,Aantal\nRifles,4\n", "Brigade Piron"),
    ],
    ids=["english", "german-tabs", "dutch-version"],
)
def test_a_key_row_giving_the_game_then_the_army_names_the_army(
    sheet: str, name: str, shipped: CatalogSet
) -> None:
    """`Leger;Tank Attack 5.0 - Brits 1918`: the sheet's key row for the army gives the game, then
    the army's name after a dash; the army was left unnamed (the file's name), its key taken for
    part of the name."""
    listed = _read(sheet, shipped)
    assert listed.data["name"] == name
    assert _units(listed)[0][1] == 4


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("Panzer III x2 — medium tanks", ("tank", 2, ["medium"], None, "Panzer III")),
        ("Infantry Bersaglieri x3 - elite infantry", ("infantry", 3, ["elite"], None, "Bersaglieri")),
        ("Carri armati M13/40 x2 ... light tanks", ("tank", 2, ["light"], None, "M13/40")),
    ],
    ids=["german-name", "words-after-the-type", "italian-name"],
)
def test_an_option_then_the_units_own_type_after_a_dash_is_the_option(
    line: str, read: tuple[str, int, list[str], str | None, str | None], shipped: CatalogSet
) -> None:
    """`Carri armati M13/40 x2 ... light tanks`: after the dash, the option, then the unit's own
    type again. The option was lost in a note (`M13/40; light tanks`), or the type's word kept as
    one (`tanks`): the option is read, the type's word is no note, and the model's name after the
    type's words (`M13/40`), or a model's mark after them (`Panzer III`), is the unit's own."""
    (unit,) = _read(f"OHW WWII hexed\n{line}\n", shipped).data["units"]
    said = (unit["element"], unit.get("count", 1), unit.get("options"), unit.get("note"), unit.get("name"))
    assert said == read


@pytest.mark.parametrize(
    "sheet",
    [
        "Tank Attack\n\nJednotka;Typ;Počet;Body;Poznámka\n1. prapor;Rifles;4;8;záloha\nTankisté;Tank;2;8;\nCelkem;;;16;\n",
        "Tank Attack\n\nNázov,Typ jednotky,Množstvo,Poznámky\n1. prapor,Rifles,4,záloha\nTankisté,Tank,2,\n",
        "Tank Attack\n\nYksikkö\tTyyppi\tLkm\tPisteet\tHuom.\n1. prapor\tRifles\t4\t8\tzáloha\nTankisté\tTank\t2\t8\t\n",
        "Tank Attack\n\n| Namn | Typ | Antal | Anmärkning |\n|---|---|---|---|\n| 1. prapor | Rifles | 4 | záloha |\n"
        "| Tankisté | Tank | 2 | |\n",
        "Tank Attack\n\nNavn;Type;Antal;Bemærkning\n1. prapor;Rifles;4;záloha\nTankisté;Tank;2;\nI alt;;6;\n",
        "Tank Attack\n\nEnhet\tType\tAntall\tMerknad\n1. prapor\tRifles\t4\tzáloha\nTankisté\tTank\t2\t\n",
        "Tank Attack\n\nUnidade,Tipo,Quantidade,Observações\n1. prapor,Rifles,4,záloha\nTankisté,Tank,2,\n",
        "Tank Attack\n\nEgység;Típus;Darab;Költség;Megjegyzés\n1. prapor;Rifles;4;8;záloha\nTankisté;Tank;2;8;\n"
        "Összesen;;;16;\n",
    ],
    ids=["czech", "slovak", "finnish", "swedish", "danish", "norwegian", "portuguese", "hungarian"],
)
def test_a_sheet_headed_in_more_languages_names_its_columns(sheet: str, shipped: CatalogSet) -> None:
    """A sheet headed `Jednotka, Typ, Počet, Poznámka` or `Yksikkö, Tyyppi, Lkm, Huom.` had no
    header the reader knew: its first row was the army's name, each unit's own name its type's
    words, each count a note, and its total row a unit. Czech, Slovak, Finnish, Swedish, Danish,
    Norwegian, Portuguese and Hungarian players head their sheets in their words for the unit, its
    type, name, count, cost and note, and sum them in a total row."""
    units = _read(sheet, shipped).data["units"]
    assert [(u["element"], u.get("count", 1), u.get("name"), u.get("note")) for u in units] == [
        ("rifles", 4, "1. prapor", "záloha"),
        ("tank", 2, "Tankisté", None),
    ]


@pytest.mark.parametrize(
    "sheet",
    [
        "Četa;Vozidlo;Počet\n1. četa;Pz IV;4\n2. četa;Pz IV;3\n",
        "Joukkue\tAjoneuvo\tKpl\n1. joukkue\tPz IV\t4\n2. joukkue\tPz IV\t3\n",
        "Szakasz,Jármű,Darab\n1. szakasz,Pz IV,4\n2. szakasz,Pz IV,3\n",
    ],
    ids=["czech", "finnish", "hungarian"],
)
def test_a_column_naming_the_platoon_in_more_languages_groups_its_rows(
    sheet: str, shipped: CatalogSet
) -> None:
    """A column headed with the word for a platoon (`Četa`, `Joukkue`, `Szakasz`) puts each row in
    the platoon its cell names, as a German sheet's `Zug` column does."""
    units = _read(f"Pagano WW2 armour, Axis\n\n{sheet}", shipped).data["units"]
    assert [
        (unit["formation"], [(m["element"], m["count"]) for m in unit["elements"]]) for unit in units
    ] == [
        ("platoon", [("pz-iv", 4)]),
        ("platoon", [("pz-iv", 3)]),
    ]


@pytest.mark.parametrize(
    ("sheet", "player", "name"),
    [
        (
            "Player,Army,Unit,Qty\nK. Lind,Kampfgruppe Lind,Panzer IV,2\nK. Lind,Kampfgruppe Lind,Tiger I,1\n"
            "Total,,,3\n",
            "K. Lind",
            "Kampfgruppe Lind",
        ),
        ("Spieler;Einheit;Anzahl\nUrs Brand;Panzer IV;3\nUrs Brand;Tiger I;1\n", "Urs Brand", None),
    ],
)
def test_a_column_naming_the_player_or_army_the_same_on_every_row_is_the_lists(
    sheet: str, player: str, name: str | None, shipped: CatalogSet
) -> None:
    """A sheet exported with `Player` and `Army` beside every row put both in each unit's note: a
    column headed by a field of the list, the same on every unit's row (a total's row aside), is
    that field, as a `Player:` line would be."""
    listed = _read(f"Pagano armour\n{sheet}", shipped)
    assert (listed.data.get("player"), listed.data["name"] if name else name) == (player, name)
    assert not any("note" in unit for unit in listed.data["units"])


@pytest.mark.parametrize(
    "sheet",
    [
        "Unité;Nombre;Socle\nRifles;4;40 mm\nTank;2;50 x 50\n",
        "Unit\tStand\tQty\nRifles\t40 mm\t4\nTank\t50 x 50\t2\n",
    ],
    ids=["french-socle-last", "stand-beside-unit"],
)
def test_a_base_column_beside_the_column_of_types_is_a_note_not_the_units_name(
    shipped: CatalogSet, sheet: str
) -> None:
    """`Socle` or `Stand` beside a `Unit` column of types named each unit after its bases (4 x Rifles
    called "40 mm"): a base's column holds the types only where no other column does."""
    listed = _read(f"Tank Attack\n{sheet}", shipped)
    assert _units(listed) == [("rifles", 4), ("tank", 2)]
    assert [(unit.get("name"), unit.get("note")) for unit in listed.data["units"]] == [
        (None, "40 mm"),
        (None, "50 x 50"),
    ]


@pytest.mark.parametrize(
    "keys",
    [
        ("Hráčka;Eva Horáková;;", "Armáda;Pražský prapor;;"),
        ("Pelaaja;Juho Laine;;", "Armeija;Osasto Laine;;"),
        ("Jogador;Rui Costa;;", "Exército;Coluna Costa;;"),
    ],
    ids=["czech", "finnish", "portuguese"],
)
def test_a_sheets_key_rows_in_the_languages_of_its_headers_name_the_army_and_the_player(
    keys: tuple[str, str], shipped: CatalogSet
) -> None:
    """`Hráč` and `Armáda` above a Czech sheet were notes: a key row's words are known in every
    language a header's are."""
    player, army = keys
    listed = _read(f"Pagano armour\n{player}\n{army}\n;;;\nVehicle;Qty;;\nPz IV;4;;\n", shipped)
    assert (listed.data["player"], listed.data["name"]) == (player.split(";")[1], army.split(";")[1])
    assert _units(listed) == [("pz-iv", 4)]


def test_a_sheets_numbered_rows_and_its_key_rows_under_them_are_read_apart(shipped: CatalogSet) -> None:
    """A sheet numbering its units (`Nr` 1, 2) with `Spieler;...` rows under them, the type's cell
    empty, kept each number as a note and the player as a line not read."""
    sheet = "Nr;Typ;Anzahl;Notiz\n1;Infantry;2;\n2;Tank;1;Panther\n;;;\nSpieler;Lea Meier;;\nArmee;Gruppe Meier;;\n"
    listed = _read(f"OHW WWII (beta)\n{sheet}", shipped)
    assert _units(listed) == [("infantry", 2), ("tank", 1)]
    assert [unit.get("note") for unit in listed.data["units"]] == [None, "Panther"]
    assert (listed.data["player"], listed.data["name"]) == ("Lea Meier", "Gruppe Meier")


@pytest.mark.parametrize(
    ("strength", "note"),
    [("10", None), ("20", "20")],
    ids=["militias-own", "another-quality"],
)
def test_a_number_column_restating_the_strength_its_row_options_give_is_no_note(
    strength: str, note: str | None, shipped: CatalogSet
) -> None:
    """`Síla` beside `milice` restated the strength militia have (10): it was kept as a note, and is
    none; a number no option of the row gives stays a note, as written."""
    sheet = f"Jednotka;Typ;Kvalita;Síla\nPrapor Brno;Infantry;militia;{strength}\n"
    [unit] = _read(f"OHW WWII hexed\n{sheet}", shipped).data["units"]
    assert (unit["options"], unit.get("note")) == (["militia"], note)


def test_the_generals_word_in_a_sheets_name_column_marks_the_general_not_a_name(shipped: CatalogSet) -> None:
    """`General` in the column of names made a unit called General, not the general."""
    listed = _read("Tank Attack\nName;Unit;Qty\nGeneral;Rifles;1\nB Coy;Rifles;2\n", shipped)
    assert [(u.get("name"), u.get("general", False)) for u in listed.data["units"]] == [
        (None, True),
        ("B Coy", False),
    ]


@pytest.mark.parametrize("heading", ["Heavy Plt", "Heavy Pltn"])
def test_a_formations_type_with_its_word_shortened_as_the_catalog_shortens_it_is_the_type(
    heading: str, shipped: CatalogSet
) -> None:
    """`Heavy Plt` in a sheet's platoon column was a platoon named `Heavy Plt`: the catalog
    shortens `Platoon` to `Plt`, so the heavy platoon's name so written is the type, with no name."""
    listed = _read(f"Pagano armour\nPlatoon\tVehicle\tQty\n{heading}\tTiger I\t2\n", shipped)
    [formation] = listed.data["units"]
    assert (formation["formation"], formation.get("name")) == ("heavy-platoon", None)
    listed = _read(f"Pagano armour\n\n{heading}:\n- Tiger I x2\n", shipped)
    assert [(u["formation"], u.get("name")) for u in listed.data["units"]] == [("heavy-platoon", None)]


@pytest.mark.parametrize("heading", ["Züge", "Platoons", "Batteries", "Plotoni"])
def test_a_column_headed_by_a_units_word_over_whole_numbers_counts_the_units(
    heading: str, shipped: CatalogSet
) -> None:
    """`Züge` over 1, 1, 2 says how many platoons each row is, each one unit of the game: the 2
    was a note, and one Tank stood for two."""
    listed = _read(f"OHW WW2 beta\nUnit,Type,{heading},Notes\nRed,Infantry,1,dug in\nBlue,Tank,2,\n", shipped)
    assert [(u["element"], u.get("count", 1), u.get("note")) for u in listed.data["units"]] == [
        ("infantry", 1, "dug in"),
        ("tank", 2, None),
    ]


def test_a_types_word_taken_only_with_its_class_reads_with_the_class_in_its_own_column(
    shipped: CatalogSet,
) -> None:
    """`Carros` alone is untaken, but with its class word it is a tank (`Carros medios`): a row
    whose `Clase` column gives that word beside it (`Carros` | `medio`) is the tank it names."""
    sheet = (
        "OHW WW2 hex\n\n| Unidad | Tipo | Calidad | Clase |\n|---|---|---|---|\n"
        "| T-34 | Carros | regular | medio |\n| KV-1 | Carros | élite | pesado |\n| Guardias | Infantería | | |\n"
        "| 34ª Brigada | Infantería | | |\n| 1108º Regimiento | Artillería | | |\n"
    )
    assert _read(sheet, shipped).data["units"] == [
        {"element": "tank", "name": "T-34", "options": ["medium", "regular"]},
        {"element": "tank", "name": "KV-1", "options": ["heavy", "elite"]},
        {"element": "infantry", "name": "Guardias"},
        {"element": "infantry", "name": "34ª Brigada"},
        {"element": "artillery", "name": "1108º Regimiento"},
    ]


@pytest.mark.parametrize(
    ("sheet", "named"),
    [
        (
            "| Unidad | Tipo | Calidad |\n|---|---|---|\n| 1 | Infantería | milicia |\n| 2 | Carros medios T-34 | élite |\n",
            [None, "T-34"],
        ),
        ("Unit\tType\tQuality\n1\tInfantry\tmilitia\n2\tTank\telite\n", [None, None]),
    ],
)
def test_a_unit_column_numbering_the_rows_names_no_unit(
    sheet: str, named: list[str | None], shipped: CatalogSet
) -> None:
    """`Unidad` over 1, 2 beside `Tipo`: the rows' numbers, as `#` or `Nr.` give them, not units
    named `1` and `2`; the model in the type's cell still names its unit."""
    listed = _read(f"OHW WW2 hex\n\n{sheet}", shipped)
    assert [unit.get("name") for unit in listed.data["units"]] == named
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "tank"]


def test_a_word_processors_table_lined_up_by_tabs_reads_its_columns(shipped: CatalogSet) -> None:
    """A table pasted from a word processor lines its columns up by tab stops, each row with as
    many tabs as its cells' lengths leave (`▪<TAB>Sherman<TAB><TAB>Tank`): its cells were read by
    counting tabs, each row's falling in another column. Its columns are the tab stops, a bullet
    before the first no cell."""
    sheet = (
        "\tUnit\t\t\tType\t\tRemarks\n"
        "▪\tA Company\t\tInfantry\tveterans\n"
        "▪\tThe Glider Company\tInfantry\t\n"
        "▪\t3-inch\t\t\tMortar\t\tdug in\n"
    )
    listed = _read(f"OHW WW2 beta\n\n{sheet}", shipped)
    assert [(u["element"], u.get("name"), u.get("note")) for u in listed.data["units"]] == [
        ("infantry", "A Company", "veterans"),
        ("infantry", "The Glider Company", None),
        ("mortar", "3-inch", "dug in"),
    ]


def test_a_notes_cell_written_in_brackets_is_the_words_inside(shipped: CatalogSet) -> None:
    """`(understrength)` alone in a sheet's notes cell kept its brackets in the note, where the
    same words in brackets after a unit on a line are its note without them."""
    listed = _read("OHW WW2 beta\n\nUnit;Type;Notes\nA Coy;Infantry;(understrength)\n", shipped)
    assert listed.data["units"][0]["note"] == "understrength"


def test_a_polish_how_many_column_counts_the_rows(shipped: CatalogSet) -> None:
    """`Ile` (Polish: how many) over 4 and 3 was kept as the units' notes, each one base."""
    sheet = "| Podstawka | Ile |\n|---|---|\n| piechota | 4 |\n| ułani | 3 |\n"
    listed = _read(f"1916 (WTJ)\n\n{sheet}", shipped)
    assert listed.data["units"] == [{"element": "infantry", "count": 4}, {"element": "cavalry", "count": 3}]


@pytest.mark.parametrize("train", ["tabory", "Tross"])
def test_a_baggage_trains_cell_in_a_grouping_column_names_no_unit(shipped: CatalogSet, train: str) -> None:
    """`tabory` (Polish: the baggage train) on one row of the `Oddział` column that groups the
    regiments named the wagon `tabory`: like `Support`, the train is a part of the army of lone
    units, no name of one."""
    sheet = (
        "| Oddział | Podstawka | Ile |\n|---|---|---|\n| 1 pułk piechoty | piechota | 4 |\n"
        f"| 1 pułk piechoty | dowództwo pułku | 1 |\n| {train} | wóz | 2 |\n"
    )
    listed = _read(f"1916 (WTJ)\n\n{sheet}", shipped)
    assert listed.data["units"][-1] == {"element": "wagon", "count": 2}


@pytest.mark.parametrize("heading", ["Char", "Chars"])
def test_a_column_of_types_headed_by_a_word_of_a_formations_name_is_the_units_column(
    heading: str, catalogs: list[Catalog]
) -> None:
    """`| Section | Char | Nombre |` gave no army: `char` is a word of `peloton de chars`, a
    platoon, so the column of T-34-85 was read as the rows' formations; cells that all name types
    are the units'."""
    text = (
        "Pagano armour\n\n"
        f"| Section | {heading} | Nombre | Remarque |\n|---|---|---|---|\n"
        "| 1re section | T-34-85 | 4 | |\n| 3e section | T-34-85 | 3 | incomplète |\n"
        "| Commandant | T-34-85 | 1 | |\n"
    )
    assert read_text_list(text, catalogs).data["units"] == [
        {"formation": "platoon", "name": "1re section", "elements": [{"element": "t-34-85", "count": 4}]},
        {
            "formation": "platoon",
            "name": "3e section",
            "elements": [{"element": "t-34-85", "count": 3, "note": "incomplète"}],
        },
        {"element": "t-34-85", "name": "Commandant"},
    ]


def test_a_row_naming_its_unit_by_its_model_alone_is_that_unit(shipped: CatalogSet) -> None:
    """`| Tiger | Elite |` and `| Pak 40 | Regular |` were unknown types, their quality a note, though
    `- Tiger` and `- Pak 40` read as a Tank and an ATG so named: a row is a unit, as an item is."""
    text = (
        "## KG Hansen (OHW WW2 hex, 6 units)\n\n| Unit | Quality | Notes |\n|---|---|---|\n"
        "| Tiger | Elite | heavy |\n| Pak 40 | Regular | |\n| Infanterie | Regular | |\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "tank", "name": "Tiger", "options": ["elite", "heavy"]},
        {"element": "anti-tank-gun", "name": "Pak 40", "options": ["regular"]},
        {"element": "infantry", "options": ["regular"]},
    ]
