"""Reading faults found in one session and mended in the next (issue 34): each from a list of our
own that read wrong before its mend."""

from pathlib import Path

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, system: str | None = None) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, system=system)


def test_a_heading_at_the_lists_end_signs_nothing(shipped: CatalogSet) -> None:
    """`### Support - Artillery` as the last line is a section's heading, its dash no signature's:
    `Artillery` is no player."""
    text = "Tank Attack 36 AP\n\nGeneral: Rifles\n4 x Rifles\n1 x Machinegun\n### Support - Artillery\n"
    read = _read(text, shipped)
    assert "player" not in read.data
    assert read.data["name"] != "Artillery's army"


@pytest.mark.parametrize(
    "text",
    [
        "Tank Attack: General Rifles, 3 Rifles, 1 Tiger I. Gruss {}\n",
        "Tank Attack\n\nGeneral Rifles, 3 Rifles, 1 Tiger I. Gruss {}\n",
    ],
)
def test_a_sign_off_before_a_word_of_the_lines_own_units_signs_nothing(
    text: str, shipped: CatalogSet
) -> None:
    """`... 1 Tiger I. Gruss Tiger`: a sign-off then a name signs the list only where the name is
    not a word of the units the line itself lists (players greet with their tanks' names, and a
    judge would not take `Tiger` for the player's name from this line alone). With no signature
    the player is left unwritten rather than guessed; a name that is no word of the units (`Gruss
    Hans`) still signs."""
    assert "player" not in _read(text.format("Tiger"), shipped).data
    assert _read(text.format("Hans"), shipped).data["player"] == "Hans"


def _findings(text: str, shipped: CatalogSet) -> list[tuple[str, str, str]]:
    listed = _read(text, shipped)
    catalog = next(
        catalog for catalog in shipped if isinstance(catalog, Catalog) and catalog.id == listed.system
    )
    return [(p.code, p.severity, p.message) for p, _ in text_list_findings(listed, catalog, "list.txt")]


@pytest.mark.parametrize("said", [6, 2])
def test_a_lists_own_count_of_a_type_is_compared_with_the_units_read(said: int, shipped: CatalogSet) -> None:
    """`Truck 1`, `Truck 2`, `Truck 3` then `Total 6 trucks`: the list counts its trucks
    otherwise than its lines do, and the player is told, never left with 3 in silence."""
    text = f"WTJ 1916\n\nTruck 1\nTruck 2\nTruck 3\nTotal {said} trucks\n"
    assert _read(text, shipped).data["units"] == [{"element": "truck", "name": str(n)} for n in (1, 2, 3)]
    [(severity, message)] = [(s, m) for code, s, m in _findings(text, shipped) if code == "file.text-total"]
    assert severity == "warning"
    assert message == f"line 6 says the list has {said} × Truck, but its entries as read have 3"


def test_a_lists_own_count_of_a_type_that_its_lines_make_says_nothing(shipped: CatalogSet) -> None:
    text = "WTJ 1916\n\nTruck 1\nTruck 2\nTruck 3\nTotal 3 trucks\n"
    assert [code for code, _, _ in _findings(text, shipped) if code == "file.text-total"] == []


def test_the_reading_shows_the_lists_own_count_of_a_type_beside_the_units_read(cli, tmp_path: Path) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text("WTJ 1916\n\nTruck 1\nTruck 2\nTruck 3\nTotal 6 trucks\n", encoding="utf-8")
    said = " ".join(cli("import", listed).err.split())
    assert "the list's own count of one type, 6 × Truck, but its entries as read have 3" in said


def test_btn_names_the_battalion_in_full(shipped: CatalogSet) -> None:
    """`btn`, as players shorten battalion, was read only as naming the type in part (a warning);
    it is an alias of Tank Attack's Infantry Battalion, as `Bn` is."""
    read = _read("Tank Attack 36 AP\n\n1st Btn\n- 4 x Rifles\n- 1 x Machinegun\n", shipped)
    assert read.data["units"] == [
        {
            "formation": "infantry-battalion",
            "name": "1st Btn",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        }
    ]
    assert read.taken == ()


def test_the_tanks_players_name_are_tanks_in_the_hexed_draft(shipped: CatalogSet) -> None:
    """The hexed draft's Tank stands for a unit of any WWII model; `2 x Sherman` was unknown there,
    as the beta read it. Each model is a Tank named by it, as in the beta."""
    text = "OHW WW2 hex\n\n2 x Sherman\n1 x T-34\n1 x Cromwell\n1 x Tiger\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "tank", "count": 2, "name": "Sherman"},
        {"element": "tank", "name": "T-34"},
        {"element": "tank", "name": "Cromwell"},
        {"element": "tank", "name": "Tiger"},
    ]


def test_a_tanks_model_after_its_class_stays_its_note(shipped: CatalogSet) -> None:
    """`Tank, heavy KV-1 of the Guards`: once the KV-1 is a Tank's example, the words after the
    class were taken for the type written again and dropped; a model's name is the player's note."""
    read = _read("OHW WW2 hex\n\n- Tank, heavy KV-1 of the Guards\n- Tank, light tanks\n", shipped)
    assert read.data["units"] == [
        {"element": "tank", "options": ["heavy"], "note": "KV-1 of the Guards"},
        {"element": "tank", "options": ["light"]},
    ]


@pytest.mark.parametrize(
    "line",
    [
        "General rifles, 3 rifles, 1 tank",
        "Rifles (general), 3 rifles, 1 tank",
        "Gen.: Rifles, 3 rifles, 1 tank",
    ],
)
def test_counted_units_after_the_generals_type_on_one_line_are_units(line: str, shipped: CatalogSet) -> None:
    """`General rifles, 3 rifles, 1 tank` read only the general, the rest its note: each counted
    part after the general's type is a unit of its own, the general the first."""
    read = _read(f"Tank Attack\n{line}\n", shipped)
    assert read.data["units"] == [
        {"element": "rifles", "general": True},
        {"element": "rifles", "count": 3},
        {"element": "tank"},
    ]


def test_an_uncounted_word_after_the_generals_type_is_no_unit_of_its_own(shipped: CatalogSet) -> None:
    read = _read("Tank Attack\nGeneral: rifles, elite\n", shipped)
    assert [unit["element"] for unit in read.data["units"]] == ["rifles"]


@pytest.mark.parametrize("line", ["1st Rifles - Londons", "1st Rifles (Londons)"])
def test_a_numbered_name_of_the_type_with_a_nickname_after_it_is_that_type(
    line: str, shipped: CatalogSet
) -> None:
    """`1st Rifles - Londons` among a list's units (a name, a dash, the regiment's nickname) was an
    unknown element (in brackets, an unknown `Londons`): it is a Rifles named `1st Rifles`, the
    nickname its note, as `1st Cav - Lancers` is a Cavalry named `1st Cav`."""
    read = _read(f"Tank Attack\n\nGeneral: Rifles\n4 x Rifles\n{line}\n", shipped)
    assert read.data["units"][-1] == {"element": "rifles", "name": "1st Rifles", "note": "Londons"}


def test_a_numbered_name_of_the_type_above_the_list_still_names_the_army(shipped: CatalogSet) -> None:
    read = _read("Tank Attack\n\n1st Rifles - Londons\n\nGeneral: Rifles\n4 x Rifles\n", shipped)
    assert read.data["name"] == "1st Rifles"
    assert len(read.data["units"]) == 2


@pytest.mark.parametrize("gap", ["   ", "\t"])
def test_a_question_set_apart_after_a_unit_leaves_the_unit_read(gap: str, shipped: CatalogSet) -> None:
    """`2 tanks   how do we play it?` was dropped whole as a sentence: the unit before the gap is
    read, and the question after it is no unit, kept as its note as after a dash (`2 x Tank -
    how do we play it?`)."""
    read = _read(f"Tank Attack\n\nGeneral: Rifles\n2 tanks{gap}how do we play it?\n", shipped)
    assert read.data["units"][-1] == {"element": "tank", "count": 2, "note": "how do we play it?"}


def test_a_question_with_no_unit_before_its_gap_is_still_talk(shipped: CatalogSet) -> None:
    read = _read("Tank Attack\n\nGeneral: Rifles\nIs 4 tanks too many?   Not sure.\n", shipped)
    assert len(read.data["units"]) == 1


def test_a_total_line_under_the_list_is_its_sum_over_words_of_one_above_it(shipped: CatalogSet) -> None:
    """`Tank Attack, 36AP on the nose (well, nearly).` over the list and `Total: 35 AP` under it
    warned that the list said 36 where its entries came to 35: the sum the list writes under its
    lines is its total; the words above it say what the player aimed at."""
    text = (
        "Here's my list. Tank Attack, 36AP on the nose (well, nearly).\n\n"
        "General: Rifles - 2\n4x Rifles - 8\n1x MG - 3\n2x Tank - 8\n"
        "2x Field Artillery - 6\n1x Heavy Artillery - 4\n1x Sniper - 1\n1x Balloon - 1\n1x Barrage - 2\n"
        "Total: 35 AP\n"
    )
    assert _read(text, shipped).stated.value == 35
    said = [message for code, _, message in _findings(text, shipped) if code == "file.text-total"]
    # the Barrage's line gives it 2 AP where the rules give 4: said of that line, not of the total
    assert said == ["line 11 gives a cost of 2 AP, but 1 × Barrage cost 4 AP (4 AP each)"]
