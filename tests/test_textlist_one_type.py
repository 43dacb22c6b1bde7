"""The last reading of a line the reader would leave an unknown entry (issue 34, lever25b): the one
word of it naming a type gives the unit's type, the player's other words its name; a colon parts a
heading from its members; two types on a counted line, or a word the rules give for several, are
asked. Each failed before: the line was an unknown type."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _lines_said(text: str, shipped: CatalogSet) -> list[tuple[int, str]]:
    """The `file.text-line` findings on the list's lines: each line's number and message."""
    listed = _read(text, shipped)
    catalog = next(c for c in shipped if isinstance(c, Catalog) and c.id == listed.system)
    return [
        (at.line, problem.message)
        for problem, at in text_list_findings(listed, catalog, "list.txt")
        if problem.code == "file.text-line" and at is not None
    ]


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


def test_a_line_read_by_its_one_word_of_a_type_is_said_a_guess(shipped: CatalogSet) -> None:
    """`1 heavy tank M26` holds words the reader does not know: read as a Tank named M26, but said
    on its line (`file.text-line`), with the words taken as the type and those kept as the name,
    so a wrong guess is seen, never taken in silence. A line read whole is said nothing of."""
    said = _lines_said("OHW WW2 hexed, 6 units\n\n- 1 infantry\n- 1 heavy tank M26\n", shipped)
    assert [number for number, _ in said] == [4]
    assert "`heavy tank`" in said[0][1] and "`M26`" in said[0][1] and "Tank" in said[0][1]


def test_a_forum_title_with_the_lists_points_is_no_unit(shipped: CatalogSet) -> None:
    """`[b]Sturmbataillon Rohr[/b] (36 AP)` titles a forum post's list, as the Markdown's bold
    does: no Sturmtruppe named Rohr (a unit at 3 AP), whichever word of it names a type."""
    for title in (
        "[b]Sturmbataillon Rohr[/b] (36 AP)",
        "Sturmbataillon Rohr (36 AP)",
        "[b]Sturm-Bataillon Rohr[/b]",
    ):
        text = (
            f"Re: lists for Saturday\n\n{title}\n[list]\n[*]General - Rifles\n[*]2 x Sturmtruppe\n[/list]\n"
        )
        units = _read(text, shipped).data["units"]
        assert [unit.get("element") for unit in units][-1:] == ["sturmtruppe"], title
        assert not any(unit.get("name") == "Rohr" for unit in units), title


def test_a_title_among_the_units_is_no_unit_by_its_one_word_of_a_type(shipped: CatalogSet) -> None:
    """Between units, `[b]Kampfgruppe Tank-Jäger[/b]` titles the next ones, and `Kampfgruppe
    Tank-Jäger (36 AP)` gives points no Tank costs: neither is a Tank named Kampfgruppe Jäger (each
    stays an unknown type, said so)."""
    for title in ("[b]Kampfgruppe Tank-Jäger[/b] (12 AP)", "Kampfgruppe Tank-Jäger (36 AP)"):
        text = f"Tank Attack\n\nGeneral - Rifles\n2 x Sturmtruppe\n{title}\n4 x Rifles\n1 x Tank\n"
        units = _read(text, shipped).data["units"]
        assert [unit.get("element") for unit in units].count("tank") == 1, title  # the `1 x Tank` alone
