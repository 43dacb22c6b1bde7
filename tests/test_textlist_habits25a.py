"""Players' habits found in the twenty-fifth session's silent misses (issue 34, fix25a): each test
a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_sign_off_after_a_short_spaced_dash_is_no_note_of_the_last_unit(shipped: CatalogSet) -> None:
    """`..., 1 AT gun - cheers, Dave Pritchard`: the sign-off ends the one-line list, as after a long
    dash; before, `cheers` was the gun's note."""
    read = _read("OHW hex tomorrow, 3 units: 2 x elite inf, 1 AT gun - cheers, Dave Pritchard\n", shipped)
    assert read.data["units"][-1] == {"element": "anti-tank-gun"}
    assert read.data.get("player") == "Dave Pritchard"


def test_a_count_a_side_after_a_one_line_list_gives_the_game_s_size(shipped: CatalogSet) -> None:
    """`... 1 light tank. Nigel said we're playing 7 a side so that's 7. Pete`: each side's count,
    its units unsaid and said twice, is the game's size after the list as before it; before, the
    sentence after the list set nothing."""
    text = (
        "mine for the hex game sunday: 1 elite inf, 1 inf, 1 cav, 1 arty. "
        "Nigel said we're playing 7 a side so that's 7. Pete\n"
    )
    assert _read(text, shipped).data.get("options") == {"army-size": 7}


def test_a_sheet_s_model_column_in_german_names_the_unit_beside_its_type(shipped: CatalogSet) -> None:
    """`Typ;Anzahl;Modell`: the model column names the unit (`MG 08`), as an English `Model`
    column beside `Type` does; before, the German heading was unknown and its cells were notes."""
    text = "Hordes in the Trenches\n\nNr;Typ;Anzahl;Modell\n1;Infanterie;4;\n2;Maschinengewehr;1;MG 08\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "rifles", "count": 4},
        {"element": "machinegun", "name": "MG 08"},
    ]


def test_a_proper_name_in_brackets_kept_in_the_army_s_name_is_said_on_its_line(shipped: CatalogSet) -> None:
    """`Armee;Infanterie-Regiment 169 (Lorettohöhe)`: a place set apart is no part of the name, a
    nickname is, and the words do not say which; the name keeps it, and its line says so
    (`file.text-line`); before, nothing did. A bracket of small words (`(bits of)`) is not said."""
    sheet = "Liste;Hordes in the Trenches\nArmee;{}\n\nTyp;Anzahl\nInfanterie;4\nMaschinengewehr;1\n"
    said = []
    for name in ("Infanterie-Regiment 169 (Lorettohöhe)", "Infanterie-Regiment 169 (bits of)"):
        listed = _read(sheet.format(name), shipped)
        catalog = next(c for c in shipped if isinstance(c, Catalog) and c.id == listed.system)
        said.append(
            [
                at.line
                for problem, at in text_list_findings(listed, catalog, "list.csv")
                if problem.code == "file.text-line" and at is not None and "army" in problem.message
            ]
        )
    assert said == [[2], []]


def test_a_proper_name_in_brackets_kept_in_a_formation_s_name_is_said_on_its_line(
    shipped: CatalogSet,
) -> None:
    """`1 pułk ułanów Legionów (Beliniacy)`: the regiment's nickname may be its name's or a remark
    on it; the name keeps it, and its heading's line says so; before, nothing did."""
    text = "WTJ 1916\n\n1 pułk ułanów Legionów (Beliniacy)\n- dowództwo\n- ułani x3\n"
    listed = _read(text, shipped)
    catalog = next(c for c in shipped if isinstance(c, Catalog) and c.id == listed.system)
    assert listed.data["units"][0]["name"] == "1 pułk ułanów Legionów (Beliniacy)"
    assert [
        at.line
        for problem, at in text_list_findings(listed, catalog, "list.txt")
        if problem.code == "file.text-line" and at is not None and "formation" in problem.message
    ] == [3]
