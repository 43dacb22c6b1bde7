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


def test_a_list_after_talk_with_no_colon_is_read_and_its_closing_talk_is_no_unit(shipped: CatalogSet) -> None:
    """`I'll bring two infantry platoons, ...` gave no unit, the talk before the first count being
    one part with it; `that's the lot` at its end is talk, no unknown unit, and the name after the
    sentence signs it."""
    listed = _read(_SENTENCE, shipped)
    assert listed.data["units"] == [
        {"element": "infantry", "count": 2},
        {"element": "mortar"},
        {"element": "tank", "name": "T-34"},
    ]
    assert listed.data["options"] == {"army-size": 4}
    assert listed.data["player"] == "Mike"


def test_talk_with_a_count_in_it_brings_no_list_of_its_own(shipped: CatalogSet) -> None:
    """A sentence under a list that talks of units it counts stays talk: no more units."""
    listed = _read(
        "OHW beta\nInfantry x2\nTank\n\nI think we will need two tanks, a mortar and luck.\n", shipped
    )
    assert listed.data["units"] == [{"element": "infantry", "count": 2}, {"element": "tank"}]
