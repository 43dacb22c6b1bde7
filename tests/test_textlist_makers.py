"""A maker's name alone is the weapon players mean by it (`2 Vickers` are machine guns in a Great
War list); before another type's words it is that type's own name (`Vickers field gun`), and where
those words name several types, the list is asked which, never told the maker's weapon."""

import textwrap

from armybuilder.files.catalogs import CatalogSet
from armybuilder.textlist.reader import read_text_list


def test_a_makers_name_alone_is_its_weapon_and_before_a_type_that_types_name(shipped: CatalogSet) -> None:
    listed = read_text_list(
        "Tank Attack\n3 Vickers\n1 Vickers field gun\n1 x Vickers (the old one)\n",
        [shipped.get("tank-attack")],
    )
    assert list(listed.data["units"]) == [
        {"element": "machinegun", "count": 3, "name": "Vickers"},
        {"element": "field-artillery", "name": "Vickers"},
        {"element": "machinegun", "name": "Vickers", "note": "the old one"},
    ]


def test_a_makers_name_before_words_naming_several_types_is_asked_among_them(shipped: CatalogSet) -> None:
    text = textwrap.dedent(
        """
        WTJ 1916
        2 Vickers
        1 Vickers tank
        1 Vickers field gun
        """
    ).lstrip("\n")
    listed = read_text_list(text, [shipped.get("wtj-1916")])
    assert list(listed.data["units"]) == [{"element": "machine-gun", "count": 2, "name": "Vickers"}]
    assert [(asked.number, asked.choices) for asked in listed.asked] == [
        (3, ("tank", "mark-tank", "a7v")),
        (4, ("small-gun", "medium-gun", "large-gun")),
    ]
