"""A count with `more` after it (issue 34, round 18): `two more MGs`, `one more Pz IV`, `2 extra
tanks`, `zwei weitere MGs` add units to those written before; the word is no part of their name."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize(
    ("system", "line", "read"),
    [
        ("Tank Attack", "two more MGs", ("machinegun", 2)),
        ("Tank Attack", "2 extra snipers", ("sniper", 2)),
        ("Tank Attack", "zwei weitere MGs", ("machinegun", 2)),
        ("Pagano WW2 armour", "one more Pz IV", ("pz-iv", 1)),
    ],
)
def test_a_count_with_more_after_it_counts_the_units_it_adds(
    system: str, line: str, read: tuple[str, int], shipped: CatalogSet
) -> None:
    """`two more MGs` was dropped, and the list's last units with it."""
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    units = read_text_list(f"{system}\n\n{line}\n", catalogs).data["units"]
    assert [(unit["element"], unit.get("count", 1)) for unit in units] == [read]
