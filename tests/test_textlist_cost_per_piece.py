"""A sheet's column of each unit's cost written as the cost per piece (`AP/Stk.`, `pts/pc`), or as
the cost and the word for each in any language (`AP je`), beside the row's total (issue 34, rounds
19 and 20): a cost each, read past as costs are, never a note."""

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize("heading", ["AP/Stk.", "pts/pc", "AP / szt.", "AP je", "Pkt. je", "AP chacun"])
def test_a_cost_per_piece_column_is_no_note(catalogs: list[Catalog], heading: str) -> None:
    """`AP/Stk.` was read as a column of notes: each unit noted `2` or `3`."""
    text = f"Tank Attack\nTyp;Anz.;{heading};AP\nSchützen;4;2;8\nMaschinengewehr;1;3;3\n"
    units = read_text_list(text, catalogs).data["units"]
    assert units == [{"element": "rifles", "count": 4}, {"element": "machinegun"}]
