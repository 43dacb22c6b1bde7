"""A tow said in Czech or Slovak (issue 34, round 18): the words put the tow in another form than
its own line names it (`tažené spřeženími` beside `2x spřežení`, `ťahané ťahačom` beside `1x
tahač`), so the catalog names the tows in that form too."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _linked(text: str, shipped: CatalogSet) -> list[Any]:
    """Each unit's type and count, and the unit (by its place) each of its links points to."""
    units = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)]).data["units"]
    at = {unit["id"]: n for n, unit in enumerate(units) if "id" in unit}
    return [
        (unit["element"], unit.get("count", 1), {rule: at[to] for rule, to in unit.get("links", {}).items()})
        for unit in units
    ]


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2x spřežení\n2x houfnice (třída 5), tažené spřeženími",
            [("horse-team", 2, {}), ("medium-gun", 2, {"towed-by": 0})],
        ),
        (
            "1x těžké dělo (třída 8), tažené tahačem\n1x tahač",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1x tahač\n1x dělo (trieda 3), ťahané ťahačom",
            [("tractor", 1, {}), ("small-gun", 1, {"towed-by": 0})],
        ),
    ],
)
def test_a_tow_named_in_the_form_czech_and_slovak_words_put_it_in_is_linked(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`tažené spřeženími` was kept as the guns' note, the guns towed by nothing."""
    assert _linked(f"WTJ 1916\n\n{lines}\n", shipped) == read
