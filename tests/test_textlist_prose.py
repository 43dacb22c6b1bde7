"""Lists the reader found in the whole text where it had found none or asked where a judge reads
plainly (issue 34, round 5): a whole list told in one line between a greeting and a signature, a
formation's type then its members with no mark, labels led by dots to their units, a name in
small letters signing after a dash, a cost among a note's words, a number that numbers
something, and a sheet's other cells settling a name of several types. Each from examples of
our own, in several systems and words."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    return list(_read(text, shipped).data["units"])


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "# Pagano armour\nSide: Allied\n\n1st Platoon ........ 4 x T-34-85\nIndependent ....... 1 x T-34-85\n",
            [
                {
                    "formation": "platoon",
                    "name": "1st Platoon",
                    "elements": [{"element": "t-34-85", "count": 4}],
                },
                {"element": "t-34-85"},
            ],
        ),
        (
            "# Tank Attack\nGeneral ..... 1 x Rifles\nSupport ....... 2 x Field Artillery\n",
            [{"element": "rifles", "general": True}, {"element": "field-artillery", "count": 2}],
        ),
        (
            "OHW beta\nReserve _____ 2 x Tank\nHQ … 1 x Infantry\n",
            [{"element": "tank", "count": 2}, {"element": "infantry"}],
        ),
    ],
)
def test_a_label_led_by_dots_to_its_units_is_read_as_with_a_colon(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    got = [
        {k: v for k, v in unit.items() if k != "note" and not (k == "name" and "formation" not in unit)}
        for unit in _units(text, shipped)
    ]
    assert got == units


def test_a_leader_to_a_cost_is_still_a_cost(shipped: CatalogSet) -> None:
    assert _units("# Tank Attack\nRifles x4 ......... 8\nTank ...... 2 AP\n", shipped) == [
        {"element": "rifles", "count": 4},
        {"element": "tank"},
    ]
