"""Spreadsheets as clubs keep them (issue 34): the rows above the header, such as a key in a
cell of its own before its value."""

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize("row", ["Player:,Martin Dawes,,", "Player:;Martin Dawes;;", "Player,Martin Dawes,,"])
def test_a_key_in_a_cell_of_its_own_gives_its_value_without_the_cells_marks(
    row: str, catalogs: list[Catalog]
) -> None:
    """`Player:,Martin Dawes,,` (the key's cell, then the value's) named the player `,Martin Dawes`."""
    sheet = f"{row}\nRules:,OHW WW2 beta,,\nUnit,Qty,Notes\nInfantry,2,\nTank,1,\n"
    listed = read_text_list(sheet, catalogs)
    assert listed.data["player"] == "Martin Dawes"
    assert listed.data["name"] == "Martin Dawes's army"
