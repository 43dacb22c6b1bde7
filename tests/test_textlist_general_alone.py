"""The general written alone in a list told in one line (issue 34, round 18): where the rules let
one type only be the general (Tank Attack's general is a Rifles element), `gen` or `General` as a
part of the list is that general (`gen, inf bn (4 rifles + MG), 2 tanks, ...`). On a line of its
own the word may head the units under it (`General` over `Rifles`), so it makes no unit there."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, object]]:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return list(read_text_list(text, catalogs).data["units"])


@pytest.mark.parametrize("word", ["gen", "General", "Gen.", "Général"])
def test_the_general_alone_in_a_one_line_list_is_the_one_type_a_general_may_be(
    word: str, shipped: CatalogSet
) -> None:
    """`gen` was no unit, and the list around it was read as chatter."""
    units = _units(f"Tank Attack for sat: {word}, 2 tanks, FOO. cheers Rob\n", shipped)
    assert units == [
        {"element": "rifles", "general": True},
        {"element": "tank", "count": 2},
        {"element": "forward-observer"},
    ]


def test_the_general_alone_on_a_line_of_its_own_over_a_unit_adds_no_unit(shipped: CatalogSet) -> None:
    assert _units("Tank Attack\n\nGeneral\nRifles\n2 x Tank\n", shipped) == [
        {"element": "rifles"},
        {"element": "tank", "count": 2},
    ]


@pytest.mark.parametrize("word", ["gen.", "Gen."])
def test_the_generals_shortened_word_before_his_type_ends_no_sentence_of_a_one_line_list(
    word: str, shipped: CatalogSet
) -> None:
    """`HitT 36 pkt: gen. piechota, 2 czołgi, ...`: the point of `gen.` was taken for the list's
    end, and no unit was read from the line."""
    units = _units(f"HitT 36 pkt: {word} piechota, 2 czołgi, artyleria polowa - razem 34\n", shipped)
    assert units == [
        {"element": "rifles", "general": True},
        {"element": "tank", "count": 2},
        {"element": "field-artillery"},
    ]
