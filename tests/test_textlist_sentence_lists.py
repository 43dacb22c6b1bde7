"""A list told in one sentence, the talk bringing it with no colon or dash (issue 34: `For
Thursday's 4-unit game I'll bring two infantry platoons, a mortar platoon and a T-34 platoon,
that's the lot. Mike`)."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list

_SENTENCE = (
    "For Thursday's 4-unit game I'll bring two infantry platoons, a mortar platoon and a T-34 platoon, "
    "that's the lot. Mike\n"
)


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_sentence_telling_platoons_names_no_formation_so_a_size_in_units_chooses_the_game(
    shipped: CatalogSet,
) -> None:
    """With no game named, `4-unit game` (an army counted in units) and the T-34 (a model the beta
    names) point to the beta; the platoons the sentence tells head no formation of a game of
    platoons, so nothing points elsewhere and the list is not asked which game it is for."""
    assert _read(_SENTENCE, shipped).system == "ohw-ww2"

