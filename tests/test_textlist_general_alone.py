"""The general written alone (issue 34, round 18): where the rules let one type only be the general
(Tank Attack's general is a Rifles element), `gen` or `General` alone is that general; in a
list told in one line too (`gen, inf bn (4 rifles + MG), 2 tanks, ...`)."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize("line", ["gen", "General", "Gen.", "Général"])
def test_the_general_alone_is_the_one_type_a_general_may_be(line: str, shipped: CatalogSet) -> None:
    """`gen` on its own was dropped, and the army read with no general."""
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    units = read_text_list(f"Tank Attack\n\n{line}\n2 x Tank\n", catalogs).data["units"]
    assert units == [{"element": "rifles", "general": True}, {"element": "tank", "count": 2}]
