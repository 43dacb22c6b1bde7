"""Players' habits found in the twenty-seventh session's training sets h37 and h38 (issue 34,
fix27a): each test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_nordic_hej_greets_and_names_no_army(shipped: CatalogSet) -> None:
    """`Hej allesammen` (Danish, Swedish, Polish `hej`, hi) over a list greets: the army is named
    for the signer; before, the greeting was the army's name."""
    text = (
        "Hej allesammen\n\nHer er min liste til 1916 (WTJ).\n\nKing Edward's Horse (kavaleriregiment)\n"
        "  1 stab\n  4 kavaleri\n\nMvh\nSøren Kjær\n"
    )
    read = _read(text, shipped)
    assert read.data.get("player") == "Søren Kjær"
    assert read.data.get("name") == "Søren Kjær's army"


def test_a_forum_s_thread_line_names_no_army(shipped: CatalogSet) -> None:
    """`Thread: 1916 game at the club - my Germans`: a forum's header line, as `Subject:` is, names
    the post, not the army; before, `Thread` was the army's name."""
    text = (
        "Thread: 1916 game at the club - my Germans\n\nGents, here's my lot for Sunday (WTJ 1916):\n\n"
        "Ulanen-Regiment 18:\n  HQ\n  4 x Uhlans\n\nCheers\nDieter\n"
    )
    assert _read(text, shipped).data.get("name") == "Dieter's army"


def test_a_tank_in_the_nordic_word_takes_its_model_and_quoted_name(shipped: CatalogSet) -> None:
    """`1 x Mk I kampvogn "Crème de Menthe"` (Danish for tank, as Swedish writes `stridsvagn`): the
    Mark tank named by its quotes, as `Mk I tank "..."` reads; before, the word was unknown and
    the model and name were a note."""
    text = '1916 (WTJ)\n\nArtilleri\n  1 x Mk I kampvogn "Crème de Menthe"\n  1 x Mk IV stridsvagn\n'
    assert _read(text, shipped).data["units"] == [
        {"element": "mark-tank", "name": "Crème de Menthe"},
        {"element": "mark-tank", "name": "Mk IV"},
    ]


def test_a_sheet_s_army_key_that_is_a_unit_s_word_too_keys_its_row(shipped: CatalogSet) -> None:
    """`Armata<TAB>Brigata Alpi`: Italian `Armata` (the army) is a Polish gun's word too, but a
    value that is no count makes the row the army's key and its name; before, the row was the
    army's title whole (`Armata Brigata Alpi`)."""
    sheet = "Armata\t{}\nGiocatore\tLuca\n\nReparto\tTipo\tNumero\n52° Fanteria\tComando reggimentale\t1\n\tFanteria\t6\n"
    read = _read(sheet.format("Brigata Alpi"), shipped)
    assert read.data.get("name") == "Brigata Alpi"
    assert read.data.get("player") == "Luca"


def test_the_rules_word_for_guns_before_a_bore_and_length_stays_in_the_name(shipped: CatalogSet) -> None:
    """`Cannone 75/27 (classe 5)`, `Obice 149/12 (classe 7)`: an Italian gun's bore and length is a
    calibre, and the type's words before a calibre are kept with it (README: `cannone anticarro
    47/32`); before, the units were named `75/27` and `149/12`. Words after it are still none of
    the name (`75/27 campale`)."""
    text = "1916 WTJ\n\nArtiglieria:\n  1 Cannone 75/27 (classe 5)\n  1 Obice 149/12 (classe 7)\n  2 x 75/27 campale (classe 5)\n"
    assert [unit.get("name") for unit in _read(text, shipped).data["units"]] == [
        "Cannone 75/27",
        "Obice 149/12",
        "75/27",
    ]


def test_a_heading_with_the_type_s_alias_whole_is_that_type_and_a_unit_of_no_place_closes_it(
    shipped: CatalogSet,
) -> None:
    """`Regimiento de Infantería 13 Belozersky:` writes the infantry regiment's Spanish name whole,
    as `Infantry Regiment 13 Belozersky` writes its English one: the trucks under it, which it has
    no place for, stand apart; before, the heading was read from part of its words, its members
    were to say its type, and none taking the trucks, the regiment was lost."""
    text = (
        "1916 (WTJ)\n\nRegimiento de Infantería 13 Belozersky:\n - plana mayor\n - 8 bases de infantería\n"
        " - 4 camiones\nRegimiento de Cosacos del Don:\n - plana mayor\n - 6 cosacos\n"
    )
    units = _read(text, shipped).data["units"]
    assert [(unit.get("formation"), unit.get("element"), unit.get("name")) for unit in units] == [
        ("infantry-regiment", None, "Regimiento de Infantería 13 Belozersky"),
        (None, "truck", None),
        ("cavalry-regiment", None, "Regimiento de Cosacos del Don"),
    ]


def test_a_vehicle_s_note_in_the_plain_present_carry_states_its_link(shipped: CatalogSet) -> None:
    """`Lorry<TAB>3<TAB>carry the rifles` (a sheet's note), `3 lorries - carry the rifles`: the plural
    verb says what the lorries do, as `carries` and `carrying` do; before, the words were kept as
    the lorries' note."""
    text = "WTJ 1916\n\n2nd Gordons:\n  HQ\n  6 rifles\nSupport:\n  3 lorries - carry the rifles\n"
    units = _read(text, shipped).data["units"]
    assert units[-1] == {"element": "truck", "count": 3, "id": "truck-1"}
    assert units[0]["elements"][1]["links"] == {"carried-by": "truck-1"}


def test_a_year_alone_in_brackets_after_the_army_s_name_dates_it_and_names_no_game(
    shipped: CatalogSet,
) -> None:
    """`Armia;I Brygada Legionów (1916)` over a sheet costed in PA: the year in brackets after the
    name dates the army, as the README drops it from the name, and names no game; before, `1916`
    read the list as the game of that name, its units as that game's types."""
    sheet = (
        "Armia;I Brygada Legionów (1916);;;\nGracz;Tomasz;;;\nLp;Jednostka;Ilość;PA\n"
        "1;piechota;4;8\n2;czołg;1;4\n3;ogień zaporowy;1;4\n"
    )
    read = _read(sheet, shipped)
    assert (read.data["system"], read.data["name"]) == ("tank-attack", "I Brygada Legionów")
    assert read.data["units"] == [
        {"element": "rifles", "count": 4},
        {"element": "tank"},
        {"element": "barrage"},
    ]


def test_a_markdown_heading_of_an_ordinal_and_a_formation_s_word_is_that_formation(
    shipped: CatalogSet,
) -> None:
    """`## 7e Bataillon de chasseurs alpins` over a table of rifles and a machinegun: a battalion
    numbered among its kind, named whole (README: a heading that is a name is its name whole);
    before, its words after the type's made it a title, and its units stood alone."""
    text = (
        "# Les Diables Bleus\n\nRègle : HitT, 36 PA\n\n## 7e Bataillon de chasseurs alpins\n\n"
        "| Qté | Élément | PA |\n|----:|---------|---:|\n| 4 | Fantassins | 8 |\n| 1 | Mitrailleuse | 3 |\n"
    )
    assert _read(text, shipped).data["units"] == [
        {
            "formation": "infantry-battalion",
            "name": "7e Bataillon de chasseurs alpins",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        }
    ]
