"""Players' habits found in the twenty-fourth session's training lists (issue 34, fix24h): each
test a list's habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_body_words_label_over_the_types_whole_name_gives_no_name(shipped: CatalogSet) -> None:
    """`**Regiment:** Infantry regiment` (a Markdown label, then the type): the words after the
    label are the type's own name, not the regiment's, so it has none; before, it was named
    `Infantry regiment`. `Regiment: Cavalry regiment` is the cavalry's, not the infantry's that
    `Regiment` alone is an alias of."""
    for label, arm, formation in (
        ("**Regiment:** Infantry regiment", "Infantry", "infantry-regiment"),
        ("Regiment: Cavalry regiment", "Cavalry", "cavalry-regiment"),
    ):
        text = f"# WTJ 1916\n\n- {label}\n  - Regimental command base\n  - {arm} base ×4\n"
        units = _read(text, shipped).data["units"]
        assert [(unit.get("formation"), unit.get("name")) for unit in units] == [(formation, None)]


def test_the_word_for_a_list_before_the_games_name_names_no_army_but_the_body_after_its_dash_does(
    shipped: CatalogSet,
) -> None:
    """`Liste 1916 – 74e RI (Verdun, juin 1916)` set apart by a blank line over the list: the word
    for a list and the game's name say what the line is, the numbered body after the dash is the
    army, as it is with no `Liste` before; before, the army was named for its player."""
    text = (
        "Liste 1916 – 74e RI (Verdun, juin 1916)\n\nRégiment d'infanterie :\n  - 1 PC de régiment\n"
        "  - 6 bases d'infanterie\n\nYann Le Goff\n"
    )
    assert _read(text, shipped).data["name"] == "74e RI"


def test_a_vehicle_with_units_in_it_brings_them_along_carried(shipped: CatalogSet) -> None:
    """`1 vrachtwagen met de 2 genisten erin` (Dutch: a lorry with the 2 engineers in it): the
    engineers ride in the lorry, two units of their own carried by it; before, the line was one
    unknown type. Where the list lists engineers already, `the 2 engineers` may be those: no new
    units are made, the words stay the lorry's note."""
    head = "WTJ 1916\nCavalerieregiment: staf, 6x cavalerie, 1 mitrailleur\n"
    units = _read(head + "1 vrachtwagen met de 2 genisten erin\n", shipped).data["units"]
    truck, engineers = units[1:]
    assert (truck["element"], engineers["element"], engineers["count"]) == ("truck", "engineer", 2)
    assert engineers["links"] == {"carried-by": truck["id"]} and "note" not in truck
    units = _read(head + "2 genisten\n1 vrachtwagen met de 2 genisten erin\n", shipped).data["units"]
    assert [unit["element"] for unit in units[1:]] == ["engineer", "truck"]
    assert units[2]["note"] == "met de 2 genisten erin"


def test_a_line_saying_in_the_first_person_what_the_player_did_heads_no_formation(
    shipped: CatalogSet,
) -> None:
    """`poprawiona rozpiska, dodałem ciężarówki dla piechoty:` (Polish: revised list, I added lorries
    for the infantry) over the army's title: `dodałem` (I added) is the player talking, so the line
    heads no infantry regiment and the title names the army; before, it was an empty regiment so
    named, and the army was named for its player. A name's word in capitals (`Orłem`) is no verb."""
    text = (
        "Cześć Paweł,\n\npoprawiona rozpiska, dodałem ciężarówki dla piechoty:\n\n"
        "Legiony Polskie – Kostiuchnówka 1916\n\n1 Pułk Piechoty Legionów:\n- dowództwo pułku\n"
        "- 6 x piechota\n\nPozdrawiam\nKrzysztof Nowak\n"
    )
    data = _read(text, shipped).data
    assert data["name"] == "Legiony Polskie"
    assert [(unit.get("formation"), unit.get("name")) for unit in data["units"]] == [
        ("infantry-regiment", "1 Pułk Piechoty Legionów")
    ]
