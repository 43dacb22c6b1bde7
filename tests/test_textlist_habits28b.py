"""Players' habits found in the twenty-eighth session's training lists (issue 34, fix28b): each
test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.judged import as_written, by_place


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_the_scorer_takes_options_written_empty_as_none_written() -> None:
    """A judge's `options: {}` is the roster's default, which a dump leaves out: the same roster.
    Before, nine fresh lists read as judged were scored misses for it (two silent)."""
    units = [{"element": "infantry"}]
    judged = {"format": 1, "system": "ohw-ww2", "name": "A", "options": {}, "units": units}
    read = {"format": 1, "system": "ohw-ww2", "name": "A", "units": units}
    assert by_place(as_written(judged)) == by_place(read)
    assert by_place(as_written({**judged, "options": {"army-size": 6}})) != by_place(read)


def test_a_count_of_the_units_closing_a_list_told_in_one_sentence(shipped: CatalogSet) -> None:
    """`..., un cañón antitanque de 57mm y dos carros Sherman, seis unidades en total.` (Spanish:
    six units in all): the player's count of his units, as `Six units.` on a line of its own, no
    unit and no size (README: a total of the units sets no option). Before, it was six units of a
    type no one knows."""
    read = _read(
        "Para el OHW beta del sábado llevo tres secciones de fusileros, una de morteros, un cañón "
        "antitanque de 57mm y dos carros Sherman, seis unidades en total.\nSaludos, Nacho\n",
        shipped,
    ).data
    assert read["units"] == [
        {"element": "infantry", "count": 3},
        {"element": "mortar"},
        {"element": "anti-tank-gun", "name": "cañón antitanque de 57mm"},
        {"element": "tank", "count": 2, "name": "Sherman"},
    ]
    assert "options" not in read
    english = _read("My OHW beta list: 2 infantry, a mortar, 2 Shermans, 5 units in all. Bob\n", shipped).data
    assert [unit["element"] for unit in english["units"]] == ["infantry", "mortar", "tank"]


def test_a_platoons_number_and_word_then_a_dash_and_its_troops_name(shipped: CatalogSet) -> None:
    """`3. Zug – Fallschirmjäger (...)` among the units: the platoon's number and word, then
    troops the rules give as Infantry's (catalog more-models), as `1. Zug – Grenadiere` names the
    type's word: Infantry named 3. Zug. Before, the line was a title, a unit of a type no one knows."""
    read = _read(
        "OHW WW2 beta\n\n1. Zug – Grenadiere\n3. Zug – Fallschirmjäger (vom FJR 6 ausgeliehen)\n"
        "3rd Platoon - Shermans\nPak 40\n",
        shipped,
    ).data
    assert read["units"][1:3] == [
        {"element": "infantry", "name": "3. Zug", "note": "vom FJR 6 ausgeliehen"},
        {"element": "tank", "name": "3rd Platoon"},
    ]


def test_a_gun_by_its_calibre_on_the_texts_last_line_is_no_signature(shipped: CatalogSet) -> None:
    """`75mm Geschütz` as the list's last line: a gun named by its calibre and the player's word
    for it, asked as anywhere else in the list; no name signing the list starts with a calibre.
    Before, it was taken for a signature and the unit dropped in silence."""
    read = _read("OHW WW2 beta\n\n2 Infanterie\n2 Panzer IV\n75mm Geschütz\n", shipped)
    assert [(asked.number, asked.choices) for asked in read.asked] == [(5, ("mortar", "anti-tank-gun"))]


def test_a_telegram_stamp_with_its_time_set_with_a_point(shipped: CatalogSet) -> None:
    """Telegram's `Mikko Virtanen, [15.3.2026 21.04]` over a message (a Finnish phone sets the
    time with a point): the writer and stamp, no line of the list; another writer's message is not
    the list. Before, the stamp line named the army."""
    read = _read(
        "Mikko Virtanen, [15.3.2026 21.04]\nHuomisen OHW beta -peliin, 6 yksikköä:\n\n"
        "Mikko Virtanen, [15.3.2026 21.05]\nEr.P 4 (Tali-Ihantala 1944)\n- 3 kiväärijoukkuetta\n"
        "- 1 PstK 40\n\nJari Koskinen, [15.3.2026 21.07]\n2 panssarivaunua täältä, nähdään!\n",
        shipped,
    ).data
    assert read["name"] == "Er.P 4"
    assert read["units"] == [
        {"element": "infantry", "count": 3},
        {"element": "anti-tank-gun", "name": "PstK 40"},
    ]


def test_a_nested_bullet_listing_what_a_unit_has_by_commas_is_its_note(shipped: CatalogSet) -> None:
    """`- Tarnanstrich, Schürzen` (camouflage paint, side skirts) nested under `- **Panzer IV** ×1`:
    things the unit has, listed by commas, none naming a unit, though fewer than three words and
    capitalised as German nouns are: its note. Before, a unit of a type no one knows."""
    read = _read(
        "## KG Wolff\nOHW WW2 Beta\n\n- **Panzer IV** ×1\n  - Tarnanstrich, Schürzen\n- **Pak 40** ×1\n",
        shipped,
    ).data
    assert read["units"] == [
        {"element": "tank", "name": "Panzer IV", "note": "Tarnanstrich, Schürzen"},
        {"element": "anti-tank-gun", "name": "Pak 40"},
    ]


def test_a_nested_bullet_naming_its_units_troops_and_more_is_its_note(shipped: CatalogSet) -> None:
    """`- Grenadiere, eine Kompanie in Reserve` nested under `- **Infanterie** ×3`: the troops of
    the unit's own type, uncounted, and more said of them, tell what the three are (README: a
    nested bullet is the unit's note). Before, a fourth Infantry."""
    read = _read(
        "## KG Wolff\nOHW WW2 Beta\n\n- **Infanterie** ×3\n  - Grenadiere, eine Kompanie in Reserve\n- **Pak 40** ×1\n",
        shipped,
    ).data
    assert read["units"] == [
        {"element": "infantry", "count": 3, "note": "Grenadiere, eine Kompanie in Reserve"},
        {"element": "anti-tank-gun", "name": "Pak 40"},
    ]


def test_a_count_of_units_on_a_line_naming_the_game_by_a_loose_word(shipped: CatalogSet) -> None:
    """`ok final list for beta night, 6 units:`: the beta named by its loose word is the game's
    line, as `OHW beta` makes one and `game night` does, so the count on it is the game's size.
    Before, only the game's full name made the line the game's."""
    read = _read(
        "ok final list for beta night, 6 units:\nParas x2 — infantry\n1x 6pdr\n2x Cromwell\n", shipped
    )
    assert read.data["options"] == {"army-size": 6}
    assert len(read.data["units"]) == 3


def test_a_chat_reply_naming_a_type_in_passing_is_talk(shipped: CatalogSet) -> None:
    """`they're in the infantry ;)` (the bazookas a friend asked about): a sentence, its pronoun and
    verb run together as chat writes them, naming a type in passing and counting none; no unit.
    Before, an Infantry with the note `they're`."""
    read = _read(
        "Brennan — Today at 19:02\nmy OHW beta list\nBrennan — Today at 19:03\ninfantry x3\nM4 Sherman\nKezza — Today at 19:05\nlol no bazookas?\n"
        "Brennan — Today at 19:05\nthey're in the infantry ;)\n",
        shipped,
    ).data
    assert read["units"] == [{"element": "infantry", "count": 3}, {"element": "tank", "name": "M4 Sherman"}]
