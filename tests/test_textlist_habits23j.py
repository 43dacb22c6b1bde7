"""Players' habits found in the twenty-third session's third round of training lists (issue 34):
each test a list's habit, failing before its mend."""

from typing import Any

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    listed = read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])
    return list(listed.data["units"])


def test_an_italian_horse_drawn_team_is_a_horse_team_with_no_note(shipped: CatalogSet) -> None:
    """`traino a cavalli` (a team drawn by horses): an Italian player's horse team, the horses'
    words part of the type's name, not a note left on it."""
    assert _units("WTJ 1916\n\n2 x traino a cavalli\n", shipped) == [{"element": "horse-team", "count": 2}]
    assert _units("WTJ 1916\n\n3 x traini a cavalli\n", shipped) == [{"element": "horse-team", "count": 3}]