"""Lists told in one line with bars between their parts (issue 34, round 19): the bars part the
list first, the commas of a part being its formation's members; the words before a colon that
name a formation or the general head a part, they do not bring the list; a sum after the last
part's own cost is the list's total, and a name after a dash beyond it signs the list."""

from typing import Any

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _shape(unit: dict[str, Any]) -> Any:
    if "formation" in unit:
        return (unit["formation"], [_shape(member) for member in unit["elements"]])
    return (unit["element"], unit.get("count", 1))


def test_bars_part_a_one_line_list_before_the_commas_of_a_formations_members(shipped: CatalogSet) -> None:
    """The line was parted at its commas first, which cut the battalion's heading from its members:
    they were read loose, the heading lost."""
    listed = _read("HitT, 36 AP | Infantry Battalion: 4x Rifles, 1x MG | 2x Tanks | FOO\n", shipped)
    assert [_shape(unit) for unit in listed.data["units"]] == [
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
        ("forward-observer", 1),
    ]


def test_the_generals_word_before_a_colon_in_a_one_line_list_marks_the_general(shipped: CatalogSet) -> None:
    """The list was taken to start after `general:`, the later of two starts reading as many units:
    the Rifles were read, but not as the general."""
    listed = _read("HitT, 36 AP, 15mm — general: rifles (2) | 2x Tanks (8) | FOO (1)\n", shipped)
    assert listed.data["units"][0] == {"element": "rifles", "general": True}
    assert listed.data["options"] == {"scale": "15mm"}


def test_a_sum_after_the_last_parts_own_cost_is_the_total_and_a_name_after_it_signs_the_list(
    shipped: CatalogSet,
) -> None:
    """`sniper (1) = 11 AP -- Kuba` was one sniper noted `1; Kuba`: the list's total not compared,
    its player not named."""
    listed = _read("HitT, 36 AP — gen (2) | 2x tanks (8) | sniper (1) = 11 AP -- Kuba\n", shipped)
    assert listed.data["units"][-1] == {"element": "sniper"}
    assert listed.stated is not None and listed.stated.value == 11
    assert listed.data["player"] == "Kuba"
