"""A unit named with `the` (issue 34, round 18): `the FOO`, `the sniper` are the one unit of it the
list has; `the tanks` may be several, so it is never read as one."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("Tank Attack", "the FOO", "forward-observer"),
        ("Tank Attack", "The Sniper", "sniper"),
        ("OHW WW2 beta", "The Mortar", "mortar"),
    ],
)
def test_a_unit_named_with_the_in_the_singular_is_one_unit(
    system: str, line: str, element: str, shipped: CatalogSet
) -> None:
    """`the FOO` was dropped as a line naming nothing, and `The Mortar` read as a mortar of an
    unknown type named `The`."""
    units = _read(f"{system}\n\n2 x Tank\n{line}\n", shipped).data["units"]
    assert [(unit["element"], unit.get("count", 1)) for unit in units] == [("tank", 2), (element, 1)]


def test_a_unit_named_with_the_in_the_plural_is_not_read_as_one(shipped: CatalogSet) -> None:
    units = _read("Tank Attack\n\n2 x Rifles\nthe tanks\n", shipped).data["units"]
    assert [(unit["element"], unit.get("count", 1)) for unit in units] == [("rifles", 2)]
