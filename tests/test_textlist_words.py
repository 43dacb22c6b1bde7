"""Units named as players name them: a type's label over the model's name."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list
from tests.conftest import SHIPPED


@pytest.fixture(scope="module")
def catalogs() -> list[Catalog]:
    return [catalog for catalog in CatalogSet([SHIPPED]) if isinstance(catalog, Catalog)]


def _units(catalogs: list[Catalog], text: str) -> list[dict[str, Any]]:
    listed = read_text_list(text, catalogs, None)
    assert listed.asked == ()
    units: list[dict[str, Any]] = listed.data["units"]
    return units


def test_a_label_naming_the_type_over_a_model_leaves_the_model_its_name(catalogs: list[Catalog]) -> None:
    """`Tank: Cromwell` says what the unit is, then what it is called, as `1 x Cromwell` does; the
    mark ending the name (`Pak 38`) is the model's, no strength kept apart as a note."""
    text = "OHW WW2 beta\n- Tank: Cromwell\n- ATG: Pak 38\n- Company HQ: Infantry\n"
    assert _units(catalogs, text) == [
        {"element": "tank", "name": "Cromwell"},
        {"element": "anti-tank-gun", "name": "Pak 38"},
        {"element": "infantry", "name": "Company HQ"},
    ]
