"""Players' habits found in the twenty-fourth session's training lists (issue 34): each test a
list's habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_sheets_name_cell_of_a_platoons_other_word_and_number_is_a_platoon(shipped: CatalogSet) -> None:
    """`Troop 1` in a sheet's `Unit` column (troop: the British word for a tank platoon) over five
    T-34-85s, beside rows named `HQ`: a platoon of five, as `Platoon 1` is. Before, it was one unit
    of five named Troop 1, its platoon lost in silence."""
    text = (
        "Force\tGuards Tank Bde\t\t\n\t\t\t\nUnit\tType\tNo.\tRemarks\n"
        "Troop 1\tT-34-85\t5\t\nTroop 2\tT-34-85\t4\t\nHQ\tT-34-85\t1\tBde commander\n"
    )
    units = _read(text, shipped).data["units"]
    assert [(unit.get("formation"), unit.get("name")) for unit in units] == [
        ("platoon", "Troop 1"),
        ("platoon", "Troop 2"),
        (None, "HQ"),
    ]
    assert units[0]["elements"] == [{"element": "t-34-85", "count": 5}]


def test_numbered_bodies_of_the_same_words_with_their_members_on_the_line_are_named_by_the_numbers(
    shipped: CatalogSet,
) -> None:
    """`1. tanková četa – 5× T-34-85` over `2. tanková četa – 4× T-34/85` (Czech: 1st and 2nd
    tank platoon): the numbers tell two platoons written alike apart, as they do over lines
    indented under each; before, both were named `tanková četa`, their numbers dropped."""
    text = (
        "Pagano, Spojenci, 1944\n\n1. tanková četa – 5× T-34-85\n2. tanková četa – 4× T-34/85\n"
        "velitel: T-34-85\n"
    )
    units = _read(text, shipped).data["units"]
    assert [unit.get("name") for unit in units] == ["1. tanková četa", "2. tanková četa", "velitel"]
    assert [unit.get("formation") for unit in units[:2]] == ["platoon", "platoon"]


def test_a_count_of_units_opening_a_list_told_on_the_games_line_is_the_armys_size(
    shipped: CatalogSet,
) -> None:
    """`hex game thurs - me: 4 units, Fallschirmjäger (elite), ...`: the count of units first among
    the list's parts, on the line naming the game, is the size the list is made to, as `3 units:`
    before them is; before, it was a unit of an unknown type `units`, four of them."""
    text = "hex game thurs - me: 4 units, Fallschirmjäger (elite), 2x panzergrenadiers, Panther bn (heavy) -- Klaus\n"
    listed = _read(text, shipped).data
    assert listed["options"] == {"army-size": 4}
    assert [unit["element"] for unit in listed["units"]] == ["infantry", "infantry", "tank"]


def test_an_italian_guns_bore_and_length_before_its_type_is_a_calibre_on_an_unbulleted_line(
    shipped: CatalogSet,
) -> None:
    """`47/32 anti-tank` on a line of its own, no bullet, among the units: an ATG named 47/32, as
    `47mm anti-tank` and `- 47/32 anti-tank` are; before, it was read as a title, a unit of an
    unknown type `47/32 anti-tank`."""
    text = "OHW beta, 3 units\n\nBersaglieri x2\n47/32 anti-tank\nM13/40 platoon\n"
    units = _read(text, shipped).data["units"]
    assert units[1] == {"element": "anti-tank-gun", "name": "47/32"}


def test_a_count_of_them_after_a_dash_counts_the_units(shipped: CatalogSet) -> None:
    """`Pz IVs - four of them` counts four Pz IVs, as `Pz IVs, four of them` does; before, one Pz
    IV was read, noted `four of them`, in silence."""
    text = "Pagano\n\nPz IVs - four of them\nTiger I\n"
    units = _read(text, shipped).data["units"]
    assert units[0] == {"element": "pz-iv", "count": 4}


def test_units_counted_after_a_dash_as_a_normal_platoon_make_that_platoon(shipped: CatalogSet) -> None:
    """`Pz IVs - four of them as a normal platoon` (the platoon that is not heavy, in an English
    player's words): a platoon of four Pz IVs; before, one Pz IV noted with the words, in silence.
    `(normal platoon)` after a count says the same."""
    for line in ("Pz IVs - four of them as a normal platoon", "4 Pz IVs (normal platoon)"):
        units = _read(f"Pagano\n\n{line}\nTiger I\n", shipped).data["units"]
        assert units[0] == {"formation": "platoon", "elements": [{"element": "pz-iv", "count": 4}]}
