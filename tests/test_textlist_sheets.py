"""Spreadsheets as clubs keep them (issue 34): the rows above the header, a title in the first
cell with the row's other cells empty, and a key in a cell of its own before its value."""

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize(
    ("title", "army"),
    [
        ("D Company 2nd Mons - OHW WW2 beta (6 units),,,", "D Company 2nd Mons"),
        ("Brigata Sassari - OHW WW2 beta;;;", "Brigata Sassari"),
    ],
)
def test_a_sheets_title_row_with_its_other_cells_empty_names_the_army(
    title: str, army: str, catalogs: list[Catalog]
) -> None:
    """A sheet's title typed in its first cell, the row's other cells left empty (`Title,,,`), was
    no title: the empty cells' commas ended the line as a sentence's comma would."""
    sheet = f"{title}\nName,Unit,Qty\n1st Platoon,Infantry,1\nSupport,Mortar,1\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["name"] == army
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


@pytest.mark.parametrize("row", ["Player:,Martin Dawes,,", "Player:;Martin Dawes;;", "Player,Martin Dawes,,"])
def test_a_key_in_a_cell_of_its_own_gives_its_value_without_the_cells_marks(
    row: str, catalogs: list[Catalog]
) -> None:
    """`Player:,Martin Dawes,,` (the key's cell, then the value's) named the player `,Martin Dawes`."""
    sheet = f"{row}\nRules:,OHW WW2 beta,,\nUnit,Qty,Notes\nInfantry,2,\nTank,1,\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["player"] == "Martin Dawes"
    assert listed.data["name"] == "Martin Dawes's army"


@pytest.mark.parametrize(
    "sheet",
    [
        "Unit,Qty,Notes\nMedium gun,2,class 5 - 18pdrs\n",
        "| Unit | Qty | Notes |\n|---|---|---|\n| Medium gun | 2 | class 5 – 18pdrs |\n",
    ],
    ids=["csv", "markdown"],
)
def test_a_notes_cell_names_the_option_before_a_dash_and_keeps_the_words_after_it(
    sheet: str, catalogs: list[Catalog]
) -> None:
    """`class 5 - 18pdrs` in a Notes cell was all a note, the gun's class lost (option.missing), as
    `Medium gun x2 (class 5 - 18pdrs)` on a line of its own names the class."""
    listed = read_text_list(f"WTJ 1916\n\n{sheet}", catalogs)
    assert listed.data["units"] == [
        {"element": "medium-gun", "count": 2, "options": ["class-5"], "note": "18pdrs"}
    ]


def test_a_units_column_naming_bodies_beside_a_column_of_types_holds_the_formations(
    catalogs: list[Catalog],
) -> None:
    """A British player's `Troop` column over `1st Troop`, `2nd Troop`, beside a `Tank` column of
    types, was read as the types' column: every row an unknown `1st Troop`. The types are where
    the cells name them; the bodies named beside them are the rows' platoons, each of the type
    its members fit."""
    sheet = (
        "Pagano armour\n"
        "Troop\tTank\tQty\tNotes\n"
        "1st Troop\tT-34-85\t5\t\n"
        "2nd Troop\tT-34-85\t4\t\n"
        "2nd Troop\tT-34-85\t1\ttroop leader\n"
        "\tT-34-85\t1\tBde HQ\n"
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1st Troop", "elements": [{"element": "t-34-85", "count": 5}]},
        {
            "formation": "platoon",
            "name": "2nd Troop",
            "elements": [
                {"element": "t-34-85", "count": 4},
                {"element": "t-34-85", "note": "troop leader"},
            ],
        },
        {"element": "t-34-85", "note": "Bde HQ"},
    ]


def test_a_heading_over_a_table_that_names_each_rows_formation_is_no_formation(
    catalogs: list[Catalog],
) -> None:
    """`## Regiments` over a table whose `Regiment` column names each row's regiment was read as
    one more regiment, empty (a formation.composition error, and every link after it pointing one
    unit off)."""
    text = (
        "# Gruppe von Zwehl - WTJ 1916\n\n## Regiments\n\n"
        "| Regiment | Base | Qty |\n|---|---|---|\n"
        "| RIR 13 | Command | 1 |\n| RIR 13 | Infantry | 6 |\n"
        "| Ulanen-Regt 11 | Command | 1 |\n| Ulanen-Regt 11 | Cavalry | 4 |\n"
    )
    listed = read_text_list(text, catalogs)
    assert [(unit["formation"], unit.get("name")) for unit in listed.data["units"]] == [
        ("infantry-regiment", "RIR 13"),
        ("cavalry-regiment", "Ulanen-Regt 11"),
    ]
    assert 3 not in [taken.number for taken in listed.taken]


def test_a_headings_comma_above_a_table_parts_no_sheets_cells(catalogs: list[Catalog]) -> None:
    """`## 1st Bn, 101st Infantry (Infantry Battalion)` above a Markdown table was taken for a
    sheet's key row (`1st Bn` and its value) and not read: its battalion's members stood loose."""
    text = (
        "# Tank Attack\n\n## 1st Bn, 101st Infantry (Infantry Battalion)\n\n- 4 × Rifles\n- 1 × Machinegun\n\n"
        "## Support\n\n| Unit | Qty |\n|---|---|\n| Sniper | 2 |\n"
    )
    listed = read_text_list(text, catalogs)
    assert listed.data["units"] == [
        {
            "formation": "infantry-battalion",
            "name": "1st Bn, 101st Infantry",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "sniper", "count": 2},
    ]


@pytest.mark.parametrize("types", ["Tank", "Vehicle"])
def test_a_column_naming_bodies_beside_a_column_the_vocabulary_reads_holds_the_formations(
    types: str, catalogs: list[Catalog]
) -> None:
    """The same sheet with its types under `Vehicle` read each troop of one row as a tank named
    `1st Troop`, with no platoon and no word said (issue 34): the column was taken for the units'
    names because the types' column was found by its heading. A column whose every cell names a
    body (`1st Troop`) holds the rows' formations, whichever column holds the types."""
    sheet = f"Pagano armour\nTroop\t{types}\tQty\n1st Troop\tPanzer IV\t4\n2nd Troop\tTiger I\t2\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1st Troop", "elements": [{"element": "pz-iv", "count": 4}]},
        {"formation": "heavy-platoon", "name": "2nd Troop", "elements": [{"element": "tiger-i", "count": 2}]},
    ]


def test_a_key_row_with_a_second_key_names_the_player_by_the_first_value(catalogs: list[Catalog]) -> None:
    """`Player:,Martin Dawes,Club:,Sassari` named the player "Martin Dawes,Club:,Sassari" (issue 34):
    the row's next key and its value are a field of their own, no part of the player's name."""
    sheet = (
        "Tank Attack,,,\nPlayer:,Martin Dawes,Club:,Sassari\nType,Count,Notes\nRifles,1,general\nTank,2,\n"
    )
    assert read_text_list(sheet, catalogs).data["player"] == "Martin Dawes"


def test_a_title_row_of_one_cell_names_the_army_without_the_empty_cells(catalogs: list[Catalog]) -> None:
    """`Kampfgruppe Peiper,,,` over a sheet named the army "Kampfgruppe Peiper,,," (issue 34)
    where the game's row came under it: the empty cells' commas are no part of the name."""
    sheet = "Kampfgruppe Peiper,,,\nPlayer:,Martin Dawes,,\nPagano armour,,,\nType,Count,Notes\nTiger I,2,\n"
    assert read_text_list(sheet, catalogs).data["name"] == "Kampfgruppe Peiper"


def test_a_name_cell_that_only_repeats_the_type_in_the_players_words_is_no_name(
    catalogs: list[Catalog],
) -> None:
    """`миномёты` beside `миномётный взвод` says mortars twice; `Czołgi` beside the rules' own
    `Tank` is the player's label for the unit, and a model (`Т-34`) is a name."""
    sheet = (
        "Правила\tOHW beta\n\n№\tПодразделение\tТип\n1\tминомёты\tминомётный взвод\n2\tТ-34\tтанковый взвод\n"
        "3\tCzołgi\tTank\n"
    )
    units = read_text_list(sheet, catalogs).data["units"]
    assert [unit.get("name") for unit in units] == [None, "Т-34", "Czołgi"]


def test_a_name_cell_with_another_word_for_the_type_is_the_players_name(catalogs: list[Catalog]) -> None:
    """`Panzergrenadierer` beside `Infanteri` is a kind of infantry the player names the unit by,
    not the type said twice: it was dropped, where `Grenadierer` beside it was kept."""
    sheet = (
        "OHW WW2 hexagoner\n\n| Enhed | Type |\n|---|---|\n| Panzergrenadierer | Infanteri |\n"
        "| Grenadierer | Infanteri |\n| infanteri | Infanteri |\n"
    )
    units = read_text_list(sheet, catalogs).data["units"]
    assert [unit.get("name") for unit in units] == ["Panzergrenadierer", "Grenadierer", None]


def test_a_commanders_word_in_the_name_cell_of_the_generals_row_is_no_name(catalogs: list[Catalog]) -> None:
    """`Dowódca` (commander) restates the general's mark; `Dowództwo` (headquarters) names him."""
    sheet = (
        "Tank Attack\n\nPododdział\tTyp\tLiczba\nDowódca\tpiechota (generał)\t1\nI batalion\tpiechota\t4\n"
    )
    assert read_text_list(sheet, catalogs).data["units"][0] == {"element": "rifles", "general": True}
    headquarters = sheet.replace("Dowódca", "Dowództwo")
    assert read_text_list(headquarters, catalogs).data["units"][0]["name"] == "Dowództwo"


def test_the_german_army_leader_in_the_name_cell_of_the_generals_row_is_no_name(
    catalogs: list[Catalog],
) -> None:
    """`Armeeführer` (the army's leader, as `Heerführer`) restates the row's `General`: it was kept
    as the general's name."""
    sheet = "Einheit;Typ;Anzahl;Bemerkung\nArmeeführer;Schützen;1;General\n1. Btl;Schützen;4;\n"
    assert read_text_list(sheet, catalogs).data["units"][0] == {"element": "rifles", "general": True}


def test_a_total_written_in_the_count_column_leaves_it_the_count(catalogs: list[Catalog]) -> None:
    """`,,TOTAL,36` under a `No.` column (a word that may number the rows or count them) made the
    column no count: each row's count was kept as its note."""
    sheet = "Name,Type,No.,AP\nRolls-Royce,Armoured Car,2,4\nGurkhas,Sturmtruppe,2,6\n,,TOTAL,10\n"
    listed = read_text_list(sheet, catalogs)
    assert [(unit["element"], unit.get("count"), unit.get("note")) for unit in listed.data["units"]] == [
        ("armoured-car", 2, None),
        ("sturmtruppe", 2, None),
    ]


def test_words_in_brackets_after_a_name_cell_are_the_units_note(catalogs: list[Catalog]) -> None:
    """`751º Batalhão de Tanques (EUA)` in the name column kept its bracket in the unit's name: as
    on a line, words in brackets after a name that name no option are its note, and an option's
    are that option."""
    sheet = (
        "Unidade;Tipo\n751º Batalhão de Tanques (EUA);Carros de combate\n"
        "1º Regimento (elite);Infantaria\nRegimento Sampaio;Infantaria\n"
    )
    listed = read_text_list(f"OHW WW2 hexagonal\n{sheet}", catalogs)
    assert listed.data["units"] == [
        {"element": "tank", "name": "751º Batalhão de Tanques", "note": "EUA"},
        {"element": "infantry", "name": "1º Regimento", "options": ["elite"]},
        {"element": "infantry", "name": "Regimento Sampaio"},
    ]


def test_an_ordinal_in_the_name_column_beside_a_formations_type_names_that_formation(
    catalogs: list[Catalog],
) -> None:
    """`platoon,1st,T-34-85,5` over `platoon,2nd,T-34-85,5`: the Formation column says only the
    type, the Name column which one; the rows were one platoon of ten tanks, each named by its
    ordinal, where each ordinal is a platoon of its own."""
    sheet = (
        "rules,Pagano WWII armour\nside,Allied\n\nformation,name,vehicle,qty,notes\n"
        "platoon,1st,T-34-85,5,\nplatoon,2nd,T-34-85,4,\nplatoon,2nd,Pz IV,1,\n,,T-34-85,1,commander\n"
    )
    units = read_text_list(sheet, catalogs).data["units"]
    assert units == [
        {"formation": "platoon", "name": "1st", "elements": [{"element": "t-34-85", "count": 5}]},
        {
            "formation": "platoon",
            "name": "2nd",
            "elements": [{"element": "t-34-85", "count": 4}, {"element": "pz-iv"}],
        },
        {"element": "t-34-85", "note": "commander"},
    ]


@pytest.mark.parametrize("row", ["Units,6,,", ",Units,6,", "Einheiten,6,,"])
def test_a_row_under_a_sheet_counting_its_units_is_no_unit(row: str, catalogs: list[Catalog]) -> None:
    """`Units,6` under the rows counts them, as `Six units.` under a list does: no unit of a type `6`."""
    sheet = f"OHW WW2 beta,,,\nUnit,Type,Bases,Notes\nA Coy,Infantry,3,\nMortars,Mortar,3,\n,,,\n{row}\n"
    listed = read_text_list(sheet, catalogs)
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


def test_a_rows_notes_keep_the_order_of_their_columns(catalogs: list[Catalog]) -> None:
    """`A/Tk Pl,ATG,6pdr,from Support Coy` under `Unit,Type,Equipment,Notes` noted `from Support
    Coy; 6pdr`: words from different cells join in the order the sheet sets them out."""
    sheet = "OHW WW2 beta,,,\nUnit,Type,Equipment,Notes\nA/Tk Pl,ATG,6pdr,from Support Coy\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"][0]["note"] == "6pdr; from Support Coy"


def test_a_name_cell_that_shortens_the_rules_own_type_name_is_no_name(catalogs: list[Catalog]) -> None:
    """`Heavy arty` beside `Heavy Artillery` and `Observer` beside `Forward Observer` write the
    type's own words again, shortened: they were kept as the units' names. `Artyleria` beside
    `Field Artillery` is the player's word in his language, his label for the unit."""
    sheet = (
        "Unit,Type,Qty\nGeneral,Rifles,1\nHeavy arty,Heavy Artillery,1\nObserver,Forward Observer,1\n"
        "Artyleria,Field Artillery,2\n"
    )
    units = read_text_list(sheet, catalogs).data["units"]
    assert [unit.get("name") for unit in units[1:]] == [None, None, "Artyleria"]


def test_a_column_of_platoons_with_a_lone_row_and_a_sum_still_names_platoons(catalogs: list[Catalog]) -> None:
    """A Swedish sheet's `Enhet` column held `1. pluton`, `Ensam` (alone) and `Summa`: the lone
    row and the sum's made it a column of units' names, so the first platoon was one Pz IV row
    named `1. pluton` and the lone Tiger named `Ensam`. Neither names a unit: the two others are
    bodies. (One body alone among them says too little: a `Razem` row beside one `Kompania`.)"""
    sheet = (
        "Enhet,Fordon,Antal,Anmärkning\n1. pluton,Pz IV,5,\nTung pluton,Tiger I,3,\n"
        "Ensam,Tiger I,1,befälsvagn\nSumma,,9,\n"
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1. pluton", "elements": [{"element": "pz-iv", "count": 5}]},
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 3}]},
        {"element": "tiger-i", "note": "befälsvagn"},
    ]


def test_a_name_cell_of_the_types_own_words_leaves_the_model_its_name(catalogs: list[Catalog]) -> None:
    """`Panzerzug` (a tank platoon, the Tank's own word) in the name column beside `Pz IV` named
    the Tank `Panzerzug`: it only says the type again, so the model beside it names the unit, as
    `Pz IV` alone on a line does; a name of the player's own (`1. Zug`) is kept."""
    sheet = "OHW WW2\nEinheit;Typ;Anzahl\n1. Zug;Infanterie;1\nPanzerzug;Pz IV;2\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1. Zug"},
        {"element": "tank", "count": 2, "name": "Pz IV"},
    ]


def test_a_czech_sheets_columns_and_horse_teams_are_read(catalogs: list[Catalog]) -> None:
    """A Czech sheet headed `Útvar` (formation), `Základna` (base), `Počet`, `Poznámka` under a
    `Sestava` (line-up) row read as one unknown unit per row: those are its formation, unit and
    army words, and `koňský potah` (a horse team) tows the gun `tažené koňskými potahy`."""
    text = (
        "Sestava\tSkupina Isonzo\n"
        "Pravidla\t1916 (WTJ)\n"
        "\n"
        "Útvar\tZákladna\tPočet\tPoznámka\n"
        "IR 28 (pěší pluk)\tvelitelství pluku\t1\t\n"
        "IR 28 (pěší pluk)\tpěchota\t8\t\n"
        "dělostřelectvo\t8 cm FK M.5 (třída 4)\t4\ttažené koňskými potahy\n"
        "dělostřelectvo\tkoňský potah\t4\t\n"
    )
    listed = read_text_list(text, catalogs)
    assert listed.data["name"] == "Skupina Isonzo"
    regiment, gun, teams = listed.data["units"]
    assert (regiment["formation"], regiment["name"], len(regiment["elements"])) == (
        "infantry-regiment",
        "IR 28",
        2,
    )
    assert (gun["element"], gun["links"]) == ("small-gun", {"towed-by": teams["id"]})
    assert (teams["element"], teams["count"]) == ("horse-team", 4)


def test_a_name_cell_of_the_types_words_names_no_unit_and_a_makers_keeps_the_maker(
    catalogs: list[Catalog],
) -> None:
    """A sheet's name column: `Tanks` beside `Mark IV` is only the type's word (the tank is named
    by its model), and `Holt tractor` beside `Tractor` is named Holt, as `Vickers MG` is Vickers;
    `A Bty teams` keeps `teams`, a word of horse teams but not their type's name."""
    text = (
        "WTJ 1916\n\nUnit\tElement\tBases\tNotes\n"
        "RE Field Coy\tEngineers\t2\t\nTanks\tMark IV\t2\tFemale\nHolt tractor\tTractor\t1\t\nA Bty teams\tHorse team\t2\t\n"
    )
    units = read_text_list(text, catalogs).data["units"]
    assert [(unit["element"], unit.get("name")) for unit in units] == [
        ("engineer", "RE Field Coy"),
        ("mark-tank", "Mark IV"),
        ("tractor", "Holt"),
        ("horse-team", "A Bty teams"),
    ]


@pytest.mark.parametrize(
    ("sheet", "army", "size"),
    [
        (
            "Enhet;Type;Antall;Merknad\nBrigade Nord;;;6 enheter\nAlta bataljon;infanteri;1;\n;stridsvogn;2;\n",
            "Brigade Nord",
            6,
        ),
        (
            "Name,Unit,Qty,Notes\nKampfgruppe Nord,,,5 units\n1st Platoon,Infantry,1,\nSupport,Tank,2,\n",
            "Kampfgruppe Nord",
            5,
        ),
    ],
)
def test_a_first_row_naming_no_unit_and_the_size_in_its_note_names_the_army(
    sheet: str, army: str, size: int, catalogs: list[Catalog]
) -> None:
    """`Brigade Nord;;;6 enheter` over the units: the name cell and the size in the notes, no type,
    the sheet's title row (as `Brigade Nord (6 units)` over a list is); it was left unread."""
    listed = read_text_list(sheet, [catalog for catalog in catalogs if catalog.id == "ohw-ww2"])
    assert listed.data["name"] == army
    assert listed.data["options"] == {"army-size": size}
    assert len(listed.data["units"]) == 2


@pytest.mark.parametrize("key", ["Lista", "Army", "Armee"])
def test_a_sheets_key_row_for_the_army_before_the_game_names_it_without_the_key(
    key: str, catalogs: list[Catalog]
) -> None:
    """`Lista;Raggruppamento Isonzo - WTJ 1916;;` named the army `Lista;Raggruppamento Isonzo`: the
    first cell is the row's key, the army's name the cell it gives, the game after it."""
    sheet = (
        f"{key};Raggruppamento Isonzo - WTJ 1916;;\nGiocatore;Davide Conti;;\n;;;\n"
        "Reparto;Tipo;Quantità;Note\n3° Bersaglieri;comando;1;\n3° Bersaglieri;ciclisti;4;\n"
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["name"] == "Raggruppamento Isonzo"
    assert listed.data["player"] == "Davide Conti"


def test_a_key_row_typed_without_the_sheets_empty_cells_keeps_its_table_whole(
    catalogs: list[Catalog],
) -> None:
    """`Lijst: ...` under the header, typed with no commas: the table ended there and its rows were
    read as lines, their counts as notes and a row of `tanks` lost; the title kept the game's bracket."""
    sheet = (
        "Eenheid,Type,Aantal,Opmerking\nLijst: 1e Canadese Divisie (OHW WW2 beta 6 eenheden)\n"
        "Regina Rifles,infanterie,1,\n,mortier,1,3-inch\nSherbrooke Fusiliers,tanks,2,Sherman\n"
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["name"] == "1e Canadese Divisie"
    assert listed.data["options"] == {"army-size": 6}
    assert listed.data["units"] == [
        {"element": "infantry", "name": "Regina Rifles"},
        {"element": "mortar", "note": "3-inch"},
        {"element": "tank", "count": 2, "name": "Sherbrooke Fusiliers", "note": "Sherman"},
    ]


def test_a_column_headed_as_bodies_in_a_game_of_lone_units_names_each_row(catalogs: list[Catalog]) -> None:
    """`Förband` (a unit or a body in Swedish) over `P 4` on two rows: in a game with no
    formations the cell is each row's name; the two rows' names were dropped as a group's heading."""
    sheet = "OHW hex\n\nFörband\tTyp\tAnm.\nP 4\tstridsvagn\tStrv m/42\nP 4\tstridsvagn\tStrv m/40\nA 6\tartilleri\t\n"
    units = read_text_list(sheet, catalogs).data["units"]
    assert [(unit["element"], unit.get("name")) for unit in units] == [
        ("tank", "P 4"),
        ("tank", "P 4"),
        ("artillery", "A 6"),
    ]


def test_a_first_row_holding_only_a_name_over_named_rows_names_the_army(catalogs: list[Catalog]) -> None:
    """`"Brigata Alpi, 51° fanteria";;;` over rows each naming their own regiment was left unread:
    the sheet's title row, the army's name, as one with the size in its notes is."""
    sheet = (
        'Reparto;Tipo;Basi;Note\n"Brigata Alpi, 51° fanteria";;;\n51° fanteria;comando;1;\n'
        "51° fanteria;fanteria;6;\n;bombarda;1;\n"
    )
    listed = read_text_list(sheet, [catalog for catalog in catalogs if catalog.id == "wtj-1916"])
    assert listed.data["name"] == "Brigata Alpi, 51° fanteria"
    assert [unit.get("formation", unit.get("element")) for unit in listed.data["units"]] == [
        "infantry-regiment",
        "trench-mortar",
    ]


def test_a_first_row_holding_only_a_name_over_rows_with_none_names_no_army(catalogs: list[Catalog]) -> None:
    """`1st Regt;;` over rows whose name cells are empty may head them: not taken for the army's name."""
    sheet = "Unit;Type;Bases\n1st Regt;;\n;HQ;1\n;Infantry;4\n"
    listed = read_text_list(sheet, [catalog for catalog in catalogs if catalog.id == "wtj-1916"])
    assert listed.data.get("name") != "1st Regt"


@pytest.mark.parametrize(
    "sheet",
    [
        "Peloton;Char;Nombre;Remarques\n1er peloton;Pz IV;5;version H\nPeloton lourd;Tigre;3;\n",
        "| Peloton | Char | Nombre | Remarques |\n|---|---|---|---|\n"
        "| 1er peloton | Pz IV | 5 | version H |\n| Peloton lourd | Tigre | 3 | |\n",
    ],
)
def test_a_french_sheets_tank_column_beside_its_platoons_holds_the_units(
    sheet: str, catalogs: list[Catalog]
) -> None:
    """`Char` (tank) is a word of `peloton de chars`, no platoon column of its own, and `Nombre` is
    French's number, no Spanish name: the sheet's platoons of its tanks, counted, in Pagano."""
    listed = read_text_list(sheet, catalogs)
    assert listed.system == "pagano-armour"
    assert listed.data["units"] == [
        {
            "formation": "platoon",
            "name": "1er peloton",
            "elements": [{"element": "pz-iv", "count": 5, "note": "version H"}],
        },
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 3}]},
    ]


@pytest.mark.parametrize("typed", ["", ",,,"])
def test_a_row_of_one_cell_typed_without_its_empty_cells_goes_on_with_the_sheet(
    typed: str, catalogs: list[Catalog]
) -> None:
    """A hand-typed CSV leaves a one-cell row's empty cells out (`Lijst: ...` under the header):
    the sheet goes on past it, and its name leaves the game's bracket out, as a line's does."""
    sheet = (
        "Eenheid,Type,Aantal,Opmerking\n"
        f"Lijst: 1e Canadese Divisie (OHW WW2 beta 6 eenheden){typed}\n"
        "Regina Rifles,infanterie,1,\n,mortier,1,3-inch\n"
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["name"] == "1e Canadese Divisie"
    assert listed.data["options"] == {"army-size": 6}
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


@pytest.mark.parametrize(
    ("remark", "options"), [("(scenario 12 gives the attacker 7)", {"army-size": 7}), ("(mine)", None)]
)
def test_a_count_of_units_row_with_a_remark_saying_the_game_sets_it_is_the_size(
    remark: str, options: dict[str, int] | None, catalogs: list[Catalog]
) -> None:
    """`Units,7,(scenario 12 gives the attacker 7)` under the rows was a unit of type `7`: the
    list's count, and the game's size where the remark says the scenario sets it."""
    sheet = f"C Coy - OHW WW2 beta,,\nName,Type,Remarks\n7 Platoon,Infantry,\n8 Platoon,Mortar,\n,,\nUnits,7,{remark}\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data.get("options") == options
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


def test_a_name_cell_spelling_out_the_types_initials_is_no_name(catalogs: list[Catalog]) -> None:
    """`Anti-tank` beside `ATG` was kept as the unit's name: the sheet's type cell writes the type
    by its initials, and the name cell its words again (Anti-Tank Gun), as `Mortars` beside
    `Mortar` is; a name of the player's own beside it (`Smith's guns`) stays."""
    sheet = (
        "OHW WW2 beta,,,\nUnit,Type,Bases,Notes\nA Coy,Infantry,3,\nAnti-tank,ATG,3,17pdr\n"
        "Smith's guns,ATG,3,6pdr\n"
    )
    units = read_text_list(sheet, catalogs).data["units"]
    assert [unit.get("name") for unit in units] == ["A Coy", None, "Smith's guns"]


def test_a_dutch_sheets_onderdeel_column_holds_the_formations_and_its_guns_are_read(
    catalogs: list[Catalog],
) -> None:
    """A Dutch sheet's `Onderdeel` (the unit a row is part of) was read as each row's note, the
    regiment's bases loose, and `veldgeschut` (a field gun) an unknown type: the column holds the
    formations as `Onderdeel van` does, and the gun of class 5 is a Medium gun towed by the teams
    its `Getrokken door` column names."""
    text = (
        "Onderdeel;Type;Aantal;Klasse;Getrokken door\n"
        "9e Linie;staf;1;;\n9e Linie;infanterie;4;;\n"
        "Artillerie;veldgeschut;2;5;paardenspan\nArtillerie;paardenspan;2;;\n"
    )
    regiment, gun, teams = read_text_list(f"WTJ 1916\n{text}", catalogs).data["units"]
    assert (regiment["formation"], regiment["name"], len(regiment["elements"])) == (
        "infantry-regiment",
        "9e Linie",
        2,
    )
    assert (gun["element"], gun["options"], gun["links"]) == (
        "medium-gun",
        ["class-5"],
        {"towed-by": teams["id"]},
    )
    assert "note" not in gun and "note" not in teams


def test_a_guns_model_in_a_sheet_is_the_gun_its_class_column_settles(catalogs: list[Catalog]) -> None:
    """`18pdr` with `5` under `Class` was an unknown type, though `18pdr (class 5)` on a line is a
    Medium gun named 18pdr: the class column settles the type as the bracket does."""
    text = "WTJ 1916\nBase,Qty,Class\n18pdr,2,5\n60pdr,1,7\n"
    units = read_text_list(text, catalogs).data["units"]
    assert [(u["element"], u.get("name"), u["options"]) for u in units] == [
        ("medium-gun", "18pdr", ["class-5"]),
        ("large-gun", "60pdr", ["class-7"]),
    ]


def test_a_class_cell_writing_its_word_settles_the_guns_type(catalogs: list[Catalog]) -> None:
    """`15cm sFH 13` with `Klasse 8` under `Klasse` was an unknown type: the cell's word with its
    number names the class as `8` alone does."""
    text = "WTJ 1916\nElement\tAnzahl\tKlasse\n15cm sFH 13\t1\tKlasse 8\n18pdr\t2\ttřída 5\n"
    units = read_text_list(text, catalogs).data["units"]
    assert [(u["element"], u.get("name"), u["options"]) for u in units] == [
        ("large-gun", "15cm sFH 13", ["class-8"]),
        ("medium-gun", "18pdr", ["class-5"]),
    ]


def test_a_spanish_sheets_section_column_beside_its_tanks_holds_the_platoons(catalogs: list[Catalog]) -> None:
    """`Sección` (Spanish players' platoon) heads the platoons' column, as `Pelotón` does: with the
    tanks' column under `Carro` unnamed too, the header was no header and the list was not read."""
    sheet = (
        "Sección\tCarro\tCantidad\tObservaciones\n1ª Sección\tT-34-85\t5\t\n"
        "2ª Sección\tT-34-85\t4\tcon desembarco\n"
    )
    listed = read_text_list(sheet, catalogs, "pagano-armour")
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1ª Sección", "elements": [{"element": "t-34-85", "count": 5}]},
        {
            "formation": "platoon",
            "name": "2ª Sección",
            "elements": [{"element": "t-34-85", "count": 4, "note": "con desembarco"}],
        },
    ]


@pytest.mark.parametrize("delimiter", [";", ","])
def test_a_formations_name_in_a_merged_cell_holds_the_rows_its_empty_cells_are_under(
    delimiter: str, catalogs: list[Catalog]
) -> None:
    """A sheet's cell merged over several rows keeps its words on the first row only: `Batalion I`
    over the Rifles' row and the MG's under it, its cell left empty, was the Rifles' name and the MG
    stood apart. A row its type has no place in (the tank) closes the formation."""
    rows = [
        ("Jednostka", "Typ", "Ilość", "PA"),
        ("Dowódca", "piechota", "1", "2"),
        ("Batalion I", "piechota", "4", "8"),
        ("", "karabin maszynowy", "1", "3"),
        ("", "czołg", "1", "4"),
    ]
    sheet = "\n".join(delimiter.join(row) for row in rows) + "\n"
    units = read_text_list(sheet, catalogs, "tank-attack").data["units"]
    assert units == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "name": "Batalion I",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


def test_a_units_name_over_empty_cells_names_that_unit_alone(catalogs: list[Catalog]) -> None:
    """A name cell that names no formation type over empty ones (`Wsparcie`, support) groups nothing."""
    sheet = "Jednostka;Typ;Ilość\nWsparcie;czołg;1\n;moździerz;1\n"
    units = read_text_list(sheet, catalogs, "tank-attack").data["units"]
    assert units == [{"element": "tank"}, {"element": "light-mortar"}]


def test_a_merged_cell_naming_its_formation_in_part_ends_at_a_row_it_has_no_place_for(
    catalogs: list[Catalog],
) -> None:
    """`1 Pułk Ułanów Beliny` names the cavalry regiment among other words: the tank under it, its
    cell empty too, ends the regiment, and the MG after the tank stands apart."""
    sheet = (
        "Jednostka;Typ;Ilość\nDowódca;piechota;1\n1 Pułk Ułanów Beliny;kawaleria;4\n"
        ";karabin maszynowy;1\n;czołg;1\n;karabin maszynowy;1\n"
    )
    units = read_text_list(sheet, catalogs, "tank-attack").data["units"]
    assert units[1:] == [
        {
            "formation": "cavalry-regiment",
            "name": "1 Pułk Ułanów Beliny",
            "elements": [{"element": "cavalry", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
        {"element": "machinegun"},
    ]


def test_a_first_column_of_options_merged_over_its_rows_gives_each_its_option(
    catalogs: list[Catalog],
) -> None:
    """A sheet exported with its `Qualität` cell merged over the rows under it writes `Elite` on
    the first and leaves the others empty: the Tiger under it was read with no quality. The first
    column's option stands for each row until the next is written (or a blank row); an option
    column elsewhere is each row's own, an empty cell none."""
    text = (
        "OHW WW2 hex\nQualität;Einheit;Anzahl;Bemerkung\nElite;Panzergrenadiere;1;\n;Panzer (schwer);1;Tiger\n"
        "regulär;Infanterie;1;\n;Pak;1;\n"
    )
    units = read_text_list(text, catalogs).data["units"]
    assert [sorted(unit.get("options", [])) for unit in units] == [
        ["elite"],
        ["elite", "heavy"],
        ["regular"],
        ["regular"],
    ]
    columned = "OHW WW2 hex\nEinheit;Qualität;Anzahl\nPanzergrenadiere;Elite;1\nInfanterie;;1\n"
    assert [unit.get("options") for unit in read_text_list(columned, catalogs).data["units"]] == [
        ["elite"],
        None,
    ]


def test_a_type_column_beside_named_platoons_gives_each_its_type_and_a_vehicle_cell_its_count(
    catalogs: list[Catalog],
) -> None:
    """`1st Platoon,Platoon,Pz IV x5`: the Platoon column names each platoon, the Type column says
    which kind it is (no name of its vehicles), the Vehicles cell holds the count as a line would.
    The Type column was read as the units' (it names no vehicle) and the Vehicles as their names."""
    sheet = (
        "Platoon,Type,Vehicles,Notes\n1st Platoon,Platoon,Pz IV x5,\n"
        "Tiger Sect.,Heavy platoon,Tiger I x3,\nHQ,,Pz IV x1,Kompaniechef\n"
    )
    assert read_text_list(sheet, catalogs, "pagano-armour").data["units"] == [
        {"formation": "platoon", "name": "1st Platoon", "elements": [{"element": "pz-iv", "count": 5}]},
        {
            "formation": "heavy-platoon",
            "name": "Tiger Sect.",
            "elements": [{"element": "tiger-i", "count": 3}],
        },
        {"element": "pz-iv", "name": "HQ", "note": "Kompaniechef"},
    ]


def test_a_vehicle_cell_merged_down_the_platoons_rows_gives_each_its_vehicle(catalogs: list[Catalog]) -> None:
    """`2. pluton;;4;` under `1. pluton;T-34-85;5;`: the sheet merged the Pojazd cell down the
    rows, its export leaving the later ones empty; each row with its own platoon and count has the
    vehicle above. The total's row under them counts those tanks, no more of them."""
    sheet = (
        "Pluton;Pojazd;Ilość;Uwagi\n1. pluton;T-34-85;5;\n2. pluton;;4;jeden bez radia\n"
        "3. pluton;;3;\n;;;\nRazem czołgów;;12;\n"
    )
    listed = read_text_list(sheet, catalogs, "pagano-armour")
    assert listed.data["units"] == [
        {
            "formation": "platoon",
            "name": f"{n}. pluton",
            "elements": [dict(element="t-34-85", count=count, **more)],
        }
        for n, count, more in ((1, 5, {}), (2, 4, {"note": "jeden bez radia"}), (3, 3, {}))
    ]


def test_a_column_before_the_units_written_once_on_the_top_row_is_the_whole_sheets_not_the_first_units(
    catalogs: list[Catalog],
) -> None:
    """`Soviet` in a `Side` column, on the first row alone (a merged cell saved on its top row), was
    the first unit's note: it says whose the whole sheet is, as a merged formation cell says whose its rows are."""
    sheet = (
        '"Side","Unit","Type","Notes"\n"Soviet","1st Rifle Platoon","Infantry",""\n'
        '"","82mm","Mortar",""\n"","45mm","ATG","towed"\n'
    )
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1st Rifle Platoon"},
        {"element": "mortar", "name": "82mm"},
        {"element": "anti-tank-gun", "name": "45mm", "note": "towed"},
    ]


def test_a_name_cell_of_the_types_short_words_leaves_the_name_the_type_cell_gives(
    catalogs: list[Catalog],
) -> None:
    """`Mor Pl` beside `3in mortar`, `A/Tk Pl` beside `6pdr`: the name cell only says mortar or ATG
    platoon, shortened, and took the name from the calibre the type's cell gives."""
    sheet = "OHW WW2 beta\n\nPlatoon,Type,Bases,Comment\n1 Pl,Infantry,3,\nMor Pl,3in mortar,3,\nA/Tk Pl,6pdr,3,\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1 Pl"},
        {"element": "mortar", "name": "3in"},
        {"element": "anti-tank-gun", "name": "6pdr"},
    ]
