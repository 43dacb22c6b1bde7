"""Players' habits found in the twenty-seventh session's training lists (issue 34, fix27b): each
test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.intake.htmltext import html_text
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_list_in_one_sentence_brought_by_a_verb_without_its_pronoun(shipped: CatalogSet) -> None:
    """`Per giovedì (OHW beta, 4 unità) porto 2 plotoni di bersaglieri, ...` (Italian: for Thursday
    I bring ...): the verb says who, no pronoun; the game's size in brackets, its comma inside them,
    is no part of the list, and its first part is a unit though the words before give the size. The
    initial's point ending the line stays with the name. Before, the first unit was lost in silence."""
    read = _read(
        "Per giovedì (OHW beta, 4 unità) porto 2 plotoni di bersaglieri, un mortaio da 81 e un carro "
        "M13/40. Gianluca R.\n",
        shipped,
    ).data
    assert read["options"] == {"army-size": 4}
    assert read["player"] == "Gianluca R."
    assert read["units"] == [
        {"element": "infantry", "count": 2, "name": "bersaglieri"},
        {"element": "mortar", "name": "mortaio da 81"},
        {"element": "tank", "name": "M13/40"},
    ]


def test_a_list_in_one_sentence_after_the_game_in_brackets_with_a_comma(shipped: CatalogSet) -> None:
    """`For Thursday (OHW beta, 4 units) I bring 2 infantry, ...`: the comma in the brackets ends no
    clause, so the list starts at its first count after the talk."""
    read = _read(
        "For Thursday (OHW beta, 4 units) I bring 2 infantry, a 81mm mortar and a Stuart. Bob\n", shipped
    )
    assert read.data["units"][0] == {"element": "infantry", "count": 2}
    assert len(read.data["units"]) == 3


def test_a_calibre_the_catalog_names_the_artillery_by_names_the_gun(shipped: CatalogSet) -> None:
    """`dělostřelectvo 25pdr`, `Artillerie 25-ponder`, `25pdr arty` (hexed): the 25-pounder is a
    word of the draft's Artillery, but written beside the type's word it is the gun's calibre,
    which names the unit as `Artillería 105mm` does (the type's words before a calibre kept, those
    after it not); before, both were read as the type's words and the name was lost."""
    text = "OHW WW2 hexy, 3 jednotky\n\n1x dělostřelectvo 25pdr\n1x Artillerie 25-ponder\n1x 25pdr arty\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "artillery", "name": "dělostřelectvo 25pdr"},
        {"element": "artillery", "name": "Artillerie 25-ponder"},
        {"element": "artillery", "name": "25pdr"},
    ]


def test_an_html_mail_s_heading_over_its_list_names_the_army(shipped: CatalogSet) -> None:
    """`<h3>Pansarbataljon Gotland</h3>` over the list's `<ul>` (an HTML-only mail): the heading the
    sender saw, shown as Markdown writes it, names the army as `### Pansarbataljon Gotland` does;
    before, it was shown as a plain line and read as a unit, unknown (or of a type its words name:
    `Prinses Irene Brigade (1944)` was an infantry unit)."""
    html = (
        "<p>Här är min lista till OHW WW2 hexagoner på lördag, arméstorlek 5 som vi sa.</p>"
        "<h3>Pansarbataljon Gotland</h3><ul><li>1 stridsvagn, tung, elit</li><li>1 pansarvärnskanon</li></ul>"
        "<p>Hälsningar<br>Karin Lindqvist</p>"
    )
    text = html_text(html)
    assert "### Pansarbataljon Gotland" in text.splitlines()
    read = _read(text, shipped).data
    assert read["name"] == "Pansarbataljon Gotland"
    assert read["units"] == [{"element": "tank", "options": ["heavy", "elite"]}, {"element": "anti-tank-gun"}]


def test_a_type_s_word_then_a_model_the_rules_give_is_a_unit_not_a_title(shipped: CatalogSet) -> None:
    """`panssarivaunu T-34 (sotasaalis)`, `Tank Sherman` uncounted among the units: the type's own
    word, then a model the beta gives for it (Finnish: a T-34 tank, a war trophy), is a unit of that
    model, as `Sherman tank` is; before, it was taken for a title and read as a unit, unknown."""
    text = "OHW WW2 beta, 4 units\n\njalkaväki\npanssarivaunu T-34 (sotasaalis)\nTank Sherman\nPak 40\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry"},
        {"element": "tank", "name": "T-34", "note": "sotasaalis"},
        {"element": "tank", "name": "Sherman"},
        {"element": "anti-tank-gun", "name": "Pak 40"},
    ]


def test_a_finnish_short_sign_off_before_the_name_signs(shipped: CatalogSet) -> None:
    """`terv. Antti Mäkelä` (Finnish `terveisin` shortened, as `t.` is): the player Antti Mäkelä;
    before, the shortened word kept the name from signing."""
    text = "OHW WW2 beta, 2 units\n\njalkaväki\nPak 40\n\nterv. Antti Mäkelä\n"
    assert _read(text, shipped).data.get("player") == "Antti Mäkelä"


def test_a_count_in_words_then_de_counts_units_of_the_type(shipped: CatalogSet) -> None:
    """`Una de artillería 105mm` (Spanish: one of artillery), `Dos de infantería`: the count in
    words, then `de` and the type; before, `de` was read as the unit's first word and a named gun
    was a unit of a type no one knows."""
    text = "OHW WW2 hexágonos — 3 unidades\n\nUna de artillería 105mm\nDos de infantería\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "artillery", "name": "artillería 105mm"},
        {"element": "infantry", "count": 2},
    ]


def test_the_type_in_the_player_s_words_with_its_class_after_a_model_is_the_option(
    shipped: CatalogSet,
) -> None:
    """`Un Pz 38t, tanque ligero` (Spanish: a light tank): the type again in the player's language
    with its class gives the option, as `light tank` after the model does; before, the words were
    kept as a note and the class lost. An alias alone stays a note (`poilus`)."""
    text = "OHW WW2 hex, 2 unidades\n\nUn Pz 38t, tanque ligero\n1 Pz 38t, char léger\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "tank", "name": "Pz 38t", "options": ["light"]},
        {"element": "tank", "name": "Pz 38t", "options": ["light"]},
    ]


def test_a_model_s_designation_before_its_name_is_the_model_among_units(shipped: CatalogSet) -> None:
    """`M4 Sherman` uncounted among the units: the model's designation before the name the beta
    gives (as `Sherman M4A3` writes it after): a Tank named M4 Sherman; before, it was taken for a
    title and read as a unit, unknown."""
    text = "OHW beta\n\ninfantry x3\nM4 Sherman\n57mm AT gun\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "count": 3},
        {"element": "tank", "name": "M4 Sherman"},
        {"element": "anti-tank-gun", "name": "57mm"},
    ]
