"""A table's rows are units whatever their type's cell writes, and an army's line keeps no place
or year it sets apart (issue 34: habits of the twenty-third session's training lists)."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_rows_model_or_calibred_type_with_no_name_is_a_unit(shipped: CatalogSet) -> None:
    """`| | T-34 |`, `| | minomet 82mm |`, `carri M13/40` in the type's column of a table whose
    other rows have names: each row is a unit of the type its cell names, never a title read as an
    unknown type."""
    text = (
        "OHW WW2 beta\n\n| Jednotka | Typ |\n|---|---|\n| 1. rota | pěchota |\n"
        "| | minomet 82mm |\n| | T-34 |\n| | carri M13/40 |\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "name": "1. rota"},
        {"element": "mortar", "name": "minomet 82mm"},
        {"element": "tank", "name": "T-34"},
        {"element": "tank", "name": "M13/40"},
    ]


def test_an_army_line_leaves_out_the_place_and_year_in_brackets(shipped: CatalogSet) -> None:
    """`Armáda: 1. čs. samostatný polní prapor (Sokolovo 1943)`: where and when it fought, set
    apart in brackets, is no part of the army's name, as under a title (`JR 8 (Kannas 1944)`);
    brackets inside a name stay (`38th (Welsh) Division`)."""
    text = "OHW WW2 beta\n\nArmáda: 1. čs. samostatný polní prapor (Sokolovo 1943)\n2x pěchota\n"
    assert _read(text, shipped).data["name"] == "1. čs. samostatný polní prapor"
    text = "OHW WW2 beta\n\nArmy: 38th (Welsh) Division\n2x Infantry\n"
    assert _read(text, shipped).data["name"] == "38th (Welsh) Division"


def test_a_row_under_a_merged_type_cell_is_one_more_unit_of_that_type(shipped: CatalogSet) -> None:
    """A sheet's type cell merged over two rows is exported in the first alone: `;1;Pike's lot;in
    carriers` straight under `Infantry;2;;` is one more Infantry, named and noted, never a row left
    unread; a total under the rows stays a total."""
    text = (
        "OHW WW2 beta\n\nType;Qty;Name;Notes\nInfantry;2;;\n;1;Pike's lot;in carriers\n"
        "Tank;1;Cromwell;\n;3;;total\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "count": 2},
        {"element": "infantry", "name": "Pike's lot", "note": "in carriers"},
        {"element": "tank", "name": "Cromwell"},
    ]


def test_a_rows_troops_name_the_catalog_gives_a_type_reads_as_on_a_line(shipped: CatalogSet) -> None:
    """`Bersaglieri,` under `Infantry,2` in the hexed draft: its catalog says bersaglieri were
    foot soldiers, so the row is an Infantry so named, as the line `Bersaglieri` under `2x Infantry`
    is; it was kept an unknown type."""
    text = "OHW hex\n\nUnit,Qty\nInfantry,2\nBersaglieri,\n"
    assert _read(text, shipped).data["units"][-1] == {"element": "infantry", "name": "Bersaglieri"}
