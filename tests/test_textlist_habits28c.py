"""Players' habits found in the twenty-eighth session's training set h41 and the older h37 and h38
(issue 34, fix28c): each test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.judged import as_written, by_place


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_slavic_and_before_a_count_in_words_joins_two_members(shipped: CatalogSet) -> None:
    """`3. četa ...... čtyři T-34-85 a jeden Tygr` (Czech `a`, Polish `i`: and) and `3. četa - four
    T-34-85 and one Tiger`: a platoon of two entries; before, the Tiger was the one unit, the words
    before it its note."""
    platoon = {"formation": "platoon", "name": "3. četa"}
    members = [{"element": "t-34-85", "count": 4}, {"element": "tiger-i"}]
    for line in (
        "3. četa ............ čtyři T-34-85 a jeden Tygr",
        "3. četa - cztery T-34-85 i jeden Tygrys",
        "3. četa - four T-34-85 and one Tiger",
    ):
        read = _read(f"Pagano WW2, 1945\n\n{line}\n", shipped)
        assert read.data["units"] == [{**platoon, "elements": members}], line


def test_the_scorer_takes_a_judge_s_empty_options_for_none() -> None:
    """A judge's `options: {}` is the roster's default, which a roster read leaves out when dumped:
    the same roster (pag-h41-tropp was scored a silent miss for it alone); options given still count."""
    read = {"format": 1, "system": "pagano-armour", "name": "x", "units": []}
    assert by_place(as_written({**read, "options": {}})) == by_place(read)
    assert by_place(as_written({**read, "options": {"year": 1944}})) != by_place(read)


def test_the_word_for_name_in_the_player_s_language_keys_the_army_s_name(shipped: CatalogSet) -> None:
    """`Nazwa: 1 Brygada Pancerna` (Polish, as `Jméno:`, `Naam:`, `Navn:`): the army's name, as
    `Name:` gives it; before, `Nazwa` named a unit of a type no one knows, and the side and year
    under it were a unit too."""
    for key in ("Nazwa", "Jméno", "Naam", "Navn"):
        text = f"Pagano\n\n{key}: 1 Brygada Pancerna\nStrona: alianci, rok 1944\n\nPluton 1: 5x T-34-85\n"
        read = _read(text, shipped)
        assert read.data.get("name") == "1 Brygada Pancerna", key
        assert read.data.get("options") == {"side": "Allied", "year": 1944}, key


def test_a_chat_s_yes_and_a_plus_before_an_afterthought_join_it(shipped: CatalogSet) -> None:
    """`ah sí, + 2 Panzers sueltos` (Spanish: oh yes, plus 2 loose Panzers), a chat's answer: the
    entry is read after the words it opens with, as `oh and 2 Panzers` is, and `Panzers`, which may
    be either German tank, is asked; before, the line was no entry and was left unread, unasked."""
    text = "Pagano (Eje, 1943)\nPelotón 1 - 4 Pz IV\nah sí, + 2 Panzers sueltos\noh yes, + 1 Tiger I\n"
    read = _read(text, shipped)
    assert read.data["units"][1:] == [{"element": "tiger-i"}]
    assert [asked.number for asked in read.asked] == [3]


def test_a_title_s_bracket_of_options_only_is_set_apart_from_its_name(shipped: CatalogSet) -> None:
    """`s.Pz.Abt. 503 (Aksen)` (Norwegian: the Axis): a bracket stating only the side, as a comma
    sets it apart (`..., Achse, 1944`), is no part of the name, nor makes the line a subtitle under
    the game's; before, it was kept in the name, or under a dated game line the army had none."""
    for above in ("Pagano WW2", "Pagano WW2 – Kursk, juli 1943"):
        read = _read(f"{above}\ns.Pz.Abt. 503 (Aksen)\n\n1. deling: 4x Pz IV\n", shipped)
        assert read.data.get("name") == "s.Pz.Abt. 503", above
        assert read.data["options"]["side"] == "Axis", above


def test_a_count_closing_a_heading_s_bracket_counts_its_members(shipped: CatalogSet) -> None:
    """`HEAVY PLATOON (Tiger I x3)`: the count closes the bracket it stands in, so it counts the
    Tigers there, as `(3x Tiger I)` does; before, it was read as the line's count, after a name
    cut at the bracket (`HEAVY PLATOON (Tiger I`, three of a type no one knows)."""
    for line, formation in (
        ("HEAVY PLATOON (Tiger I x3)", "heavy-platoon"),
        ("Platoon A (Pz IV x4)", "platoon"),
    ):
        read = _read(f"Pagano WW2 armour\nSide: Axis\n\n{line}\n", shipped)
        (unit,) = read.data["units"]
        assert unit["formation"] == formation, line
        assert [(e["element"], e["count"]) for e in unit["elements"]] in ([("tiger-i", 3)], [("pz-iv", 4)]), (
            line
        )


def test_a_whole_alias_of_the_heavy_platoon_keeps_its_type_over_too_many(shipped: CatalogSet) -> None:
    """`schwerer Zug` over four Tigers: the player names the heavy platoon by a whole alias of its
    own, as `Heavy platoon` over four is kept (a size warning), not taken for a platoon by its
    count; a platoon's word over two Tigers is still a heavy platoon by them."""
    read = _read("Pagano WW2 armour\nSide: Axis\n\nschwerer Zug: 4x Tiger I\nZug 2: 2x Tiger I\n", shipped)
    assert [unit["formation"] for unit in read.data["units"]] == ["heavy-platoon", "heavy-platoon"]


def test_the_finnish_words_for_the_axis_and_the_allies_give_the_side(shipped: CatalogSet) -> None:
    """`Puoli: akselivallat` (Finnish: side, the Axis powers), `liittoutuneet` (the Allies): the
    side, as `Side: Axis` gives it; before, the word was no option and the side was unset."""
    for word, side in (("akselivallat", "Axis"), ("liittoutuneet", "Allied")):
        read = _read(f"Panssaridivisioona Lagus\nPuoli: {word}\nVuosi 1944\n\nJoukkue 2: Pz IV ×5\n", shipped)
        assert read.data["options"] == {"side": side, "year": 1944}, word
