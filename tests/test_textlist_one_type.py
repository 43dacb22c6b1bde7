"""The last reading of a line the reader would leave an unknown entry (issue 34, lever25b): the one
word of it naming a type gives the unit's type, the player's other words its name; a colon parts a
heading from its members; two types on a counted line, or a word the rules give for several, are
asked. Each failed before: the line was an unknown type."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_the_one_word_naming_a_type_gives_it_and_the_other_words_name_it(shipped: CatalogSet) -> None:
    """`1 heavy tank M26`: a heavy Tank named M26; `8 Infanterie-Basen`: eight Infantry, the base's
    word no name; `2 MG-Basen (MG 08)`: two machine guns, the bracket their note."""
    hexed = _read("OHW WW2 hexed, 6 units\n\n- 1 infantry\n- 1 heavy tank M26\n", shipped).data["units"]
    assert hexed[1] == {"element": "tank", "name": "M26", "options": ["heavy"]}
    text = "WTJ 1916\n\nInfanterie-Regiment 16\n- Stab\n- 8 Infanterie-Basen\n- 2 MG-Basen (MG 08)\n"
    members = _read(text, shipped).data["units"][0]["elements"]
    assert members[1:] == [
        {"element": "infantry", "count": 8},
        {"element": "machine-gun", "count": 2, "note": "MG 08"},
    ]


def test_a_heading_before_a_colon_over_its_members_after_it(shipped: CatalogSet) -> None:
    """`Bataillon du 151e RI : 4 Fusiliers + 1 Mitrailleuse Hotchkiss`: a battalion named by the
    words before the colon, its members after, as `1st Bn: 4 Rifles + 1 MG` is."""
    text = (
        "Tank Attack, 36AP\n\nGeneral: Rifles\n"
        "- Bataillon du 151e RI : 4 Fusiliers + 1 Mitrailleuse Hotchkiss\n- 2 x Whippet\n"
    )
    assert _read(text, shipped).data["units"][1] == {
        "formation": "infantry-battalion",
        "name": "Bataillon du 151e RI",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun", "name": "Hotchkiss"}],
    }


def test_two_types_on_a_counted_line_or_a_word_for_several_are_asked(shipped: CatalogSet) -> None:
    """`2 camiones para los zapadores` (trucks for the sappers) names trucks and engineers;
    `4.5in howitzer` a gun the rules class by its calibre: each asked, never guessed."""
    read = _read(
        "WTJ 1916\n\n- Stab\n- 2 camiones para los zapadores\n- 4.5in howitzer (horse drawn)\n", shipped
    )
    assert read.data["units"] == [{"element": "regimental-command"}]
    assert [(asked.number, set(asked.choices)) for asked in read.asked] == [
        (4, {"truck", "engineer"}),
        (5, {"small-gun", "medium-gun", "large-gun"}),
    ]


def test_a_title_in_bold_or_a_sentence_is_no_unit(shipped: CatalogSet) -> None:
    """`**Sturmbataillon Rohr** (36 AP)` titles the list; `Flamethrower... no wait` talks: neither
    is read as a unit by its one word of a type."""
    text = "Tank Attack, 36AP\n\n**Sturmbataillon Rohr** (36 AP)\n- General: Rifles\n- 4 Rifles\n"
    units = _read(text, shipped).data["units"]
    assert all(unit.get("element") != "sturmtruppe" for unit in units)
