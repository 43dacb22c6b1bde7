"""Lists written as tables (issue 34): headers in the languages players write, a spreadsheet
saved with semicolons, the total's row, and the columns that group rows into formations."""

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
    ],
    ids=["polish-markdown", "italian-semicolons", "russian-tabs", "spanish-commas"],
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
