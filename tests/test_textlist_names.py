"""What a name on a list's line means: the catalog's names as players write them, a maker's or a
model's name before a type, near names that are asked, and the numbers a game without points
gives after its entries."""

import textwrap

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import SHIPPED


@pytest.fixture(scope="module")
def catalogs() -> list[Catalog]:
    return [catalog for catalog in CatalogSet([SHIPPED]) if isinstance(catalog, Catalog)]


def _read(catalogs: list[Catalog], text: str, system: str | None = None) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, system)


def _units(listed: TextList) -> list[tuple[str, int]]:
    """Each unit as (element, count), a formation's members after it."""
    out: list[tuple[str, int]] = []
    for unit in listed.data["units"]:
        if "formation" in unit:
            out.append((unit["formation"], 1))
            out += [(member["element"], member.get("count", 1)) for member in unit["elements"]]
        else:
            out.append((unit["element"], unit.get("count", 1)))
    return out


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


def test_a_number_after_a_dotted_leader_counts_units_where_the_game_has_no_points(
    catalogs: list[Catalog],
) -> None:
    listed = _read(
        catalogs,
        """
        WTJ 1916, the Loos attack
        Infantry Regiment
          HQ ............ 1
          Rifles ........ 5
          Engineers       2
        Lorry ........... 3  (borrowed)
        """,
    )
    assert _units(listed) == [
        ("infantry-regiment", 1),
        ("regimental-command", 1),
        ("infantry", 5),
        ("engineer", 2),
        ("truck", 3),
    ]


def test_a_number_with_a_cost_word_stays_a_cost_in_a_game_without_points(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 beta\nTank ......... 4 pts\n")
    assert _units(listed) == [("tank", 1)]


def test_a_number_after_a_dotted_leader_is_a_cost_where_the_game_has_points(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\nRifles ......... 2\nTank ........... 4\n")
    assert _units(listed) == [("rifles", 1), ("tank", 1)]
