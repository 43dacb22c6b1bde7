"""Habits of the twenty-fourth session's training lists (issue 34): a unit's own name in French
guillemets spaced as French typesetting spaces them."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("quoted", ["« Montmirail »", "«\u00a0Montmirail\u00a0»", "«Montmirail»"])
def test_a_name_in_spaced_guillemets_is_the_units_own(quoted: str, shipped: CatalogSet) -> None:
    """`1 char Sherman M4A2 « Montmirail »`: French sets its guillemets apart by spaces; the quoted
    name in capitals is the tank's own, over its model's (README: `Mk I tank "Creme de Menthe"`),
    as it is unspaced; it was read as a note, the model the name."""
    text = f"OHW WW2 beta\n\n- 2 sections de fantassins\n- 1 char Sherman M4A2 {quoted}\n"
    units = _read(text, shipped).data["units"]
    assert units[-1] == {"element": "tank", "name": "Montmirail"}
