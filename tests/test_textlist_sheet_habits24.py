"""Habits of sheets players export (issue 34, the twenty-fourth session's training lists): an army's
row keeps no place and year it sets apart by a dash."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_an_army_row_leaves_out_the_place_and_year_after_a_short_dash(shipped: CatalogSet) -> None:
    """`Army,Canadian Corps - Vimy 1917`: where and when, set apart by a dash, is no part of the
    army's name (README: `7th Armoured – Normandy 1944`), in a sheet's row as on an `Army:` line;
    a short dash joining the name's own parts stays (`FEB - 1ª Divisão`)."""
    sheet = (
        "Army,Canadian Corps - Vimy 1917,,\nPlayer,Rob Thibault,,\n,,,\nGroup,Type,Qty,AP\n"
        "General,Rifles,1,2\n1st Bn,Rifles,4,8\n1st Bn,MG,1,3\nSupport,Tank,1,4\n"
    )
    assert _read(sheet, shipped).data["name"] == "Canadian Corps"
    line = "OHW WW2 beta\n\nArmy: Canadian Corps - Vimy 1917\n2x Infantry\n"
    assert _read(line, shipped).data["name"] == "Canadian Corps"
    joined = "OHW WW2 beta\n\nArmy: FEB - 1ª Divisão\n2x Infantry\n"
    assert _read(joined, shipped).data["name"] == "FEB - 1ª Divisão"


def test_a_name_cell_of_the_type_and_a_quoted_name_is_named_by_the_quote(shipped: CatalogSet) -> None:
    """`A7V "Mephisto"` in the name column beside the type's cell `A7V`: the tank's own quoted name
    is its name, as on a line (README: `A7V "Nixe"`); the type's words before it are no name."""
    sheet = (
        "Liste;Kampfgruppe Stetten;;\nSpieler;Heinz Albrecht;;\nRegeln;WTJ 1916;;\n;;;\nEinheit;Anzahl;Typ;Bemerkung\n"
        "I. Bataillon;3;Infanterie;\nKompanie Voss;2;Maschinengewehr;MG 08\n"
        'A7V "Mephisto";1;A7V;\n'
    )
    units = _read(sheet, shipped).data["units"]
    assert units[-1] == {"element": "a7v", "name": "Mephisto"}


def test_support_in_a_column_of_names_alone_is_the_units_name(shipped: CatalogSet) -> None:
    """`Wsparcie` (support) in the `Nazwa` column, beside rows named `1. kompania`: the unit's
    name, as the other rows' cells are; no formation column says where it stands."""
    sheet = (
        "Armia:,2 Korpus Polski,,\nGra:,OHW WW2 beta,,\n,,,\nLp.,Nazwa,Typ,Uwagi\n"
        "1,1. kompania,piechota,\n2,2. kompania,piechota,z PIAT-ami\n3,Wsparcie,moździerz,3-calowy\n"
    )
    units = _read(sheet, shipped).data["units"]
    assert units[-1] == {"element": "mortar", "name": "Wsparcie", "note": "3-calowy"}


def test_the_army_size_under_its_name_in_the_players_language(shipped: CatalogSet) -> None:
    """`Legergrootte;6` in a Dutch sheet, `Armeegröße: 4` on a German line: the army's size
    under the option's name in the player's words, read as `Army size 6` is, not left unread."""
    sheet = (
        "Leger\t1e Poolse Pantserdivisie\t\t\nSpeler\tJoost van Dam\t\t\nRegels\tOHW WW2 hex\t\t\n"
        "Legergrootte\t4\t\t\n\t\t\t\n"
        "Eenheid\tType\tKwaliteit\tKlasse\n1e Bataljon Podhale\tInfanterie\tElite\t\n"
        "1e Pantserregiment\tTank\tRegulier\tMiddel\n24e Lanciers\tTank\tRegulier\tLicht\n"
        "1e Artillerieregiment\tArtillerie\tRegulier\t\n"
    )
    read = _read(sheet, shipped)
    assert read.data["options"] == {"army-size": 4}
    assert read.data["system"] == "ohw-ww2-hex"
    line = "OHW WW2 beta\nArmeegröße: 4\n\n2x Infanterie\n1x Panzer\n"
    assert _read(line, shipped).data["options"] == {"army-size": 4}


def test_a_link_cell_that_writes_its_own_link_words_names_the_unit_listed(shipped: CatalogSet) -> None:
    """`carried by the lorry` under a `Transport` heading: the cell says the link in its own words,
    so the lorry it names is the one the sheet lists (Thornycroft), not two more lorries brought."""
    sheet = (
        "Army\tNorthern Cyclists\t\t\t\nPlayer\tJ. McAllister\t\t\t\n\t\t\t\t\n"
        "Formation\tBase\tQty\tName\tTransport\n5th Cyclist Regt\tHQ\t1\t\t\n"
        "5th Cyclist Regt\tCyclists\t4\t\t\nSupport\tLorry\t1\tThornycroft\t\n"
        "Support\tRifles\t2\t\tcarried by the lorry\nSupport\tTractor\t1\tHolt\t\n"
        "Support\tLarge gun\t1\t\ttowed by tractor\n"
    )
    units = _read(sheet, shipped).data["units"]
    assert [unit.get("name") for unit in units[1:]] == ["Thornycroft", None, "Holt", None]
    lorry, rifles, tractor, gun = units[1:]
    assert rifles["links"] == {"carried-by": lorry["id"]}
    assert gun["links"] == {"towed-by": tractor["id"]}


def test_a_name_cell_of_a_calibre_and_the_types_word_is_named_by_the_calibre(shipped: CatalogSet) -> None:
    """`6-inch howitzer` in the name column of a Large gun's row: the type's words after a calibre
    are no part of its name (README: `122mm howitzer` is `122mm`), as on a line."""
    sheet = (
        "Army\tNorthern Cyclists\t\t\nPlayer\tJ. McAllister\t\t\n\t\t\t\n"
        "Formation\tBase\tQty\tName\tClass\n5th Cyclist Regt\tHQ\t1\t\t\n"
        "5th Cyclist Regt\tCyclists\t4\t\t\n5th Cyclist Regt\tMG\t1\tVickers\t\n"
        "Support\tLarge gun\t1\t6-inch howitzer\t7\n"
    )
    units = _read(sheet, shipped).data["units"]
    assert units[-1] == {"element": "large-gun", "name": "6-inch", "options": ["class-7"]}
