"""Habits of lists as players write them that round 2 of issue 34 reads (each from an example of
our own): the general and a heading of lone units in other languages, members in a formation's
brackets joined by `+`, a count after dotted leaders, a note after an arrow, a list on one line,
a size line, a sign-off after a dash, and platoons each given on one line."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, sender: str = "") -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, sender=sender)


def _units(text: str, shipped: CatalogSet, sender: str = "") -> list[dict[str, Any]]:
    return list(_read(text, shipped, sender).data["units"])


@pytest.mark.parametrize("line", ["Général - Rifles", "Generale: Rifles", "Generał (Rifles)", "Gén. Rifles"])
def test_the_general_in_another_language_is_the_general(line: str, shipped: CatalogSet) -> None:
    assert _units(f"# Tank Attack\n{line}\nTank\n", shipped)[0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize("heading", ["Independent:", "Solo:", "Unabhängig:", "Indépendants:"])
def test_units_under_a_heading_of_lone_units_are_in_no_formation(heading: str, shipped: CatalogSet) -> None:
    """Four T-34-85s would fit a platoon; the heading says they act alone."""
    text = f"# Pagano armour\nSide: Allied\n\n{heading}\n  T-34-85 x3\n  T-34-85 - the colonel's\n"
    assert _units(text, shipped) == [
        {"element": "t-34-85", "count": 3},
        {"element": "t-34-85", "note": "the colonel's"},
    ]
