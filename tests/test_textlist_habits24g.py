"""Habits of the twenty-fourth session's training lists (issue 34, fix24g): an army's name before
`for` and the game's name on a list told in one line, and a campaign's place with its year in two
figures in brackets after a name."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("word", ["for", "für", "pour"])
def test_for_between_the_armys_name_and_the_games_on_one_line_is_no_part_of_the_name(
    word: str, shipped: CatalogSet
) -> None:
    """`Kampfgruppe Hansen (Ardennen 44) für OHW beta, 4 Einheiten: ...` was named `Kampfgruppe
    Hansen (Ardennen 44) für`, in silence: the word saying what the list is for ends no name."""
    listed = _read(f"7th Armoured {word} OHW WW2 hexed, 3 units: 2 infantry, 1 tank. Cheers, Bob\n", shipped)
    assert listed.data["name"] == "7th Armoured"


@pytest.mark.parametrize("bracket", ["(Ardennen 44)", "(Kursk 43)", "(Normandy, 44)"])
def test_a_campaigns_place_and_its_two_figure_year_in_brackets_is_no_part_of_the_name(
    bracket: str, shipped: CatalogSet
) -> None:
    """`(Ardennen 44)` stayed in the name where `(Ardennen 1944)` and `(Ardennen)` were set apart."""
    read = _read(f"Pagano WWII\n\nKampfgruppe Hansen {bracket}\n\n4 x Pz IV\n", shipped)
    assert read.data["name"] == "Kampfgruppe Hansen"
