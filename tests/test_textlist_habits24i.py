"""Players' habits found in the twenty-fourth session's second training lists (issue 34, fix24i):
each test a habit, failing before its mend."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("sign_off", ["Hälsningar / ", "Mvh / ", "Cheers / "])
def test_a_sign_off_parted_from_the_name_by_a_slash_signs(sign_off: str, shipped: CatalogSet) -> None:
    """`Hälsningar / Mikael Lindqvist` (Swedish regards, a slash before the name, as Nordic mails
    sign): the player, as `Hälsningar, Mikael Lindqvist` is; before, no player was named."""
    text = f"OHW WW2 beta, 6 units\n\n1st Bn\n- Infantry x3\n- Mortar\n\n{sign_off}Mikael Lindqvist\n"
    assert _read(text, shipped).data.get("player") == "Mikael Lindqvist"


def test_swedish_battalions_counted_in_words_are_units_of_their_type_and_no_name(shipped: CatalogSet) -> None:
    """`Två infanteribataljoner, elit` and `En infanteribataljon, reguljär` (Swedish: two infantry
    battalions, elite; one, regular), `Ett artilleriregemente`: counts in words before the type's
    plural or singular; before, the plural and the regiment were unknown types and `En` (one) a
    unit's name."""
    text = (
        "OHW WW2 hexagoner, arméstorlek 4\n\n"
        "- Två infanteribataljoner, elit\n- En infanteribataljon, reguljär\n"
        "- En stridsvagnsbataljon, lätta (T-26)\n- Ett artilleriregemente\n"
    )
    units = _read(text, shipped).data["units"]
    assert units == [
        {"element": "infantry", "count": 2, "options": ["elite"]},
        {"element": "infantry", "options": ["regular"]},
        {"element": "tank", "options": ["light"], "note": "T-26"},
        {"element": "artillery"},
    ]
