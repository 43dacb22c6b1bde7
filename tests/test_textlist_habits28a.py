"""Players' habits found in the twenty-eighth session's training lists (issue 34, fix28a): each
test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_calibre_with_a_decimal_comma_opening_a_bracket_is_no_strength(shipped: CatalogSet) -> None:
    """`Artillerie (10,5cm leFH 18)` under `### Regulär` (German): the comma is the decimal point
    of the gun's calibre, so `10` is no strength of 10 (militia) set apart by a comma; before, the
    unit was read as militia, its note `5cm leFH 18`, in silence."""
    read = _read(
        "OHW WW2 Hexfelder, Armeegröße 2\n\n### Regulär\n- Pak 40\n- Artillerie (10,5cm leFH 18)\n", shipped
    ).data
    assert read["units"][1] == {"element": "artillery", "note": "10,5cm leFH 18", "options": ["regular"]}


def test_a_strength_set_apart_by_a_comma_still_gives_the_options(shipped: CatalogSet) -> None:
    """`Infantry (10, veterans)`: a strength then a comma and words is still the strength."""
    read = _read("OHW WW2 hexed, 1 unit\n\n- Infantry (10, veterans)\n", shipped).data
    assert read["units"] == [{"element": "infantry", "note": "veterans", "options": ["militia"]}]


def test_a_sheet_s_name_cell_of_the_type_s_word_and_a_battalion_is_no_name(shipped: CatalogSet) -> None:
    """`Tankový prapor` (a tank battalion) in a Czech sheet's name column beside `tank`: the type
    again with a unit word, as `A/Tk Pl` is, no name; a unit is a battalion here. Before, it was
    kept as the unit's name. A numbered battalion (`1. prapor`) names its unit, and the type's word
    alone in another language (`Czołgi` beside `Tank`) stays the player's label."""
    text = (
        "Jednotka;Typ;Kvalita;Třída;Poznámka\n"
        "1. prapor;pěchota;elitní;;výsadkáři\n"
        "Tankový prapor;tank;regulérní;těžký;IS-2\n"
        "Tank Battalion;tank;;lehký;T-70\n"
        "Czołgi;Tank;;;\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "name": "1. prapor", "note": "výsadkáři", "options": ["elite"]},
        {"element": "tank", "note": "IS-2", "options": ["regular", "heavy"]},
        {"element": "tank", "note": "T-70", "options": ["light"]},
        {"element": "tank", "name": "Czołgi"},
    ]


def test_a_model_before_abteilung_is_named_by_the_model(shipped: CatalogSet) -> None:
    """`1x Panther Abteilung - medium, elite` (an English list of a German army): `Abteilung` is the
    battalion a unit is, a unit word as `Pak 40 battalion`'s is, so the Tank is named Panther;
    before, it was named `Panther Abteilung`."""
    text = "OHW WW2 hexed, 6-unit game\n\n1x Panther Abteilung - medium, elite\n1x Pz IV Abteilung (medium)\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "tank", "name": "Panther", "options": ["medium", "elite"]},
        {"element": "tank", "name": "Pz IV", "options": ["medium"]},
    ]


def test_a_sentence_of_talk_opening_with_a_word_a_slip_from_an_option_is_no_unit(shipped: CatalogSet) -> None:
    """`Right, after last week's hammering from Steve's Churchills I've had a rethink.` over the
    list: talk naming a model in passing; `Right` is one slip from `light`, but a word of the talk,
    so no option makes the sentence a light Tank. Before, it was read as one, and the title under
    it was lost. A model's line with a class written so (`Panther, heavy`) is still a unit."""
    read = _read(
        "Right, after last week's hammering from Steve's Churchills I've had a rethink.\n\n"
        "Hexed OHW, 6 units each as usual.\n\n"
        "Kampfgruppe Peiper (Ardennes, Dec 44)\n- Panzergrenadiers (elite)\n- Panther, heavy\n\nMike\n",
        shipped,
    ).data
    assert read["name"] == "Kampfgruppe Peiper"
    assert read["units"] == [
        {"element": "infantry", "options": ["elite"]},
        {"element": "tank", "name": "Panther", "options": ["heavy"]},
    ]


def test_the_side_then_a_count_of_units_leading_into_the_list_sizes_it(shipped: CatalogSet) -> None:
    """`Ik! Britten, 4 eenheden:` (Dutch: me! British, 4 units:) over the list: the count after the
    comma is the size the list is made to, as `4 eenheden:` alone or `Britten, 4 eenheden` without
    the colon gives it; before, the colon's line named nothing and the size was lost."""
    read = _read(
        "Ik! Britten, 4 eenheden:\n\n1. 2nd Fife & Forfar Yeomanry: tanks, middelzwaar\n2. 13th RHA: "
        "veldartillerie\n\ngroet,\nJoost\n",
        shipped,
    ).data
    assert read["options"] == {"army-size": 4}
    assert [unit["element"] for unit in read["units"]] == ["tank", "artillery"]


def test_a_model_the_catalog_lacks_then_its_type_after_a_comma_is_one_unit(shipped: CatalogSet) -> None:
    """`1x Wespe battery, arty`: the Wespe is no model the catalog names, and the part after the
    comma, uncounted, is the type it is of, as `(arty)` says it: one Artillery unit named by its
    model, without the unit word (`battery`), as `Tiger battalion (heavy tank)` is Tiger. Before,
    the line was two units, one of a type no one knows. A bracket's type keeps the name whole, as
    the program writes one (`Field Battery (Field Artillery)`)."""
    text = "OHW WW2 hexed, 6-unit game\n\n1x Wespe battery, arty\n1x Field Battery (Artillery)\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "artillery", "name": "Wespe"},
        {"element": "artillery", "name": "Field Battery"},
    ]


def test_the_writer_s_word_that_they_forgot_a_unit_is_no_note_of_it(shipped: CatalogSet) -> None:
    """`+ 1 artilleriregemente, glömde den` (Swedish: forgot it) in a chat, `Pak 40, forgot it`: the
    writer's word on adding the unit late, as `I forgot 1 sniper` before a count is read past, is
    talk, no note of it; before, it was kept as the unit's note."""
    chat = (
        "[14/03/2026, 18:22:09] Lasse Berg: 2 infanteribataljoner (milis)\n"
        "[14/03/2026, 18:26:02] Lasse Berg: + 1 artilleriregemente, glömde den\n"
    )
    assert _read(chat, shipped).data["units"][1] == {"element": "artillery"}
    assert _read("OHW hex\n\n- Pak 40, forgot it\n", shipped).data["units"] == [
        {"element": "anti-tank-gun", "name": "Pak 40"}
    ]
