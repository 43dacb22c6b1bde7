"""A count of formations (Pagano WW2 armour's platoons) in a player's words: `2 pelotones de
T-34-85` read as two T-34-85s in silence, where two platoons of how many is the player's to say;
the sizes written beside it in brackets (`(one of 5 and one of 4)`) say it."""

from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(catalogs: list[Catalog], line: str) -> list[dict[str, Any]]:
    return list(read_text_list(f"Pagano, Allied 1944\n\n{line}\n", catalogs).data["units"])


@pytest.mark.parametrize("line", ["2 pelotones de T-34-85", "3 plutony z T-34-85", "2 platoons of T-34-85"])
def test_a_count_of_platoons_in_any_language_is_no_count_of_tanks(catalogs: list[Catalog], line: str) -> None:
    units = _units(catalogs, line)
    assert [unit["element"] for unit in units] == [line.split(" ", 1)[1]]


@pytest.mark.parametrize(
    "line",
    [
        "2 platoons of T-34-85 (one of 5 and one of 4)",
        "2 pelotones de T-34-85 (uno de 5 y otro de 4)",
        "2 plutony z T-34-85 (5 i 4)",
    ],
)
def test_the_sizes_beside_a_count_of_platoons_give_each_platoon(catalogs: list[Catalog], line: str) -> None:
    assert _units(catalogs, line) == [
        {"formation": "platoon", "elements": [{"element": "t-34-85", "count": 5}]},
        {"formation": "platoon", "elements": [{"element": "t-34-85", "count": 4}]},
    ]


def test_sizes_that_do_not_match_the_count_say_nothing(catalogs: list[Catalog]) -> None:
    """Three sizes for two platoons, or words besides sizes: kept whole for the player to say."""
    for line in ("2 platoons of T-34-85 (5, 4 and 3)", "2 platoons of T-34-85 (5 and 4, veterans)"):
        assert [unit["element"] for unit in _units(catalogs, line)] == ["platoons of T-34-85"]
