"""Habits of the twenty-fourth session's training lists (issue 34, fix24g): an army's name before
`for` and the game's name on a list told in one line, and a campaign's place with its year in two
figures in brackets after a name."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("word", ["for", "für", "pour"])
def test_for_between_the_armys_name_and_the_games_on_one_line_is_no_part_of_the_name(
    word: str, shipped: CatalogSet
) -> None:
    """`Kampfgruppe Hansen (Ardennen 44) für OHW beta, 4 Einheiten: ...` was named `Kampfgruppe
    Hansen (Ardennen 44) für`, in silence: the word saying what the list is for ends no name."""
    listed = _read(f"7th Armoured {word} OHW WW2 hexed, 3 units: 2 infantry, 1 tank. Cheers, Bob\n", shipped)
    assert listed.data["name"] == "7th Armoured"


@pytest.mark.parametrize("bracket", ["(Ardennen 44)", "(Kursk 43)", "(Normandy, 44)"])
def test_a_campaigns_place_and_its_two_figure_year_in_brackets_is_no_part_of_the_name(
    bracket: str, shipped: CatalogSet
) -> None:
    """`(Ardennen 44)` stayed in the name where `(Ardennen 1944)` and `(Ardennen)` were set apart."""
    read = _read(f"Pagano WWII\n\nKampfgruppe Hansen {bracket}\n\n4 x Pz IV\n", shipped)
    assert read.data["name"] == "Kampfgruppe Hansen"


def test_a_name_clinging_to_a_dash_after_a_one_line_lists_sum_signs_it(shipped: CatalogSet) -> None:
    """`Gen (Rif) + ... + Sniper = 36AP  -Dave` gave no army at all: the sum, followed by the
    name its dash clings to, was not seen as the list's own, so the line was read as a sentence."""
    listed = _read("Gen (Rif) + 2x Tank + Arty + Bomber + Sniper = 23AP  -Dave\n", shipped)
    assert [unit.get("element") for unit in listed.data["units"]] == [
        "rifles",
        "tank",
        "field-artillery",
        "bomber",
        "sniper",
    ]
    assert listed.data["player"] == "Dave"
    assert listed.stated is not None and listed.stated.value == 23


def test_a_model_counted_after_the_general_on_one_line_is_a_unit_of_its_own(shipped: CatalogSet) -> None:
    """`Gen (Rif) + 2x Whippet + Arty` was one unknown unit of the whole line: a model counted
    among the general's parts names its type as the type's own word does (`2x Tank`)."""
    listed = _read("Tank Attack\nGen (Rif) + 2x Whippet + Arty\n", shipped)
    assert listed.data["units"] == [
        {"element": "rifles", "general": True},
        {"element": "tank", "count": 2, "name": "Whippet"},
        {"element": "field-artillery"},
    ]


@pytest.mark.parametrize("gap", ["\n", "\n\n"])
def test_lines_numbered_with_dashes_from_one_up_are_the_lists_numbers_not_counts(
    gap: str, shipped: CatalogSet
) -> None:
    """`1 - 1º Batalhão do Sampaio: infantaria`, `2 - ...`, `4 - morteiro 81mm`: a Brazilian forum
    post numbering its lines with dashes gave no army at all; from 1 up by one, three lines or
    more, they are the list's numbers as `1.`, `2.` are."""
    lines = ["1 - 1º Batalhão: infantaria", "2 - 2º Batalhão: infantaria", "3 - morteiro 81mm", "4 - tank"]
    listed = _read("OHW WW2\n\n" + gap.join(lines) + "\n", shipped)
    assert listed.data["units"] == [
        {"element": "infantry", "name": "1º Batalhão"},
        {"element": "infantry", "name": "2º Batalhão"},
        {"element": "mortar", "name": "morteiro 81mm"},
        {"element": "tank"},
    ]


def test_a_day_after_a_dash_on_the_games_line_names_no_army(shipped: CatalogSet) -> None:
    """`OHW WW2 beta list — Sunday` over `US 2nd Armored, CCB` and `Size: 6 units` named the army
    `Sunday`, in silence: the day the list is for names none, and the size's line under the title
    says nothing of its name, so the title is the one line left."""
    listed = _read(
        "OHW WW2 beta list — Sunday\nUS 2nd Armored, CCB\nSize: 6 units\n\nInf x2\n57mm AT\n", shipped
    )
    assert listed.data["name"] == "US 2nd Armored, CCB"
    assert listed.data["options"] == {"army-size": 6}


def test_a_day_after_a_dash_alone_names_no_army(shipped: CatalogSet) -> None:
    """`OHW WW2 beta list — Sunday` alone over the list: no army named, not one named `Sunday`."""
    listed = _read("OHW WW2 beta list — Sunday\n\nInf x2\n57mm AT\n\nBill\n", shipped)
    assert listed.data["name"] == "Bill's army"


def test_a_discord_handle_with_figures_over_its_messages_is_their_writer(shipped: CatalogSet) -> None:
    """`bigsteve_77 — 26/11/2026 19:22` over the list named the army `bigsteve_77`, and its second
    stamp was read as a unit: a handle holds figures, and before a whole date it is the writer."""
    listed = _read(
        "bigsteve_77 — 26/11/2026 19:22\nGoodwood lot for thursday (OHW hexed, a 7-unit game)\n\nthree infantry\none tank\n"
        "bigsteve_77 — 26/11/2026 19:24\nignore typos on phone\n",
        shipped,
    )
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "tank"]
    assert listed.data["name"] == "bigsteve_77's army"


@pytest.mark.parametrize("said", ["ah dimenticavo 1 cecchino", "oh I forgot 1 sniper", "vergessen: 1 sniper"])
def test_a_unit_the_writer_says_they_forgot_joins_the_list(said: str, shipped: CatalogSet) -> None:
    """`ah dimenticavo 1 cecchino` (I forgot a sniper), a later message of the list's writer, was
    talk left unread: the words saying a unit was left out join it to the list as `and` does."""
    listed = _read(f"Tank Attack\nGeneral: rifles\n2 tanks\n{said}\n", shipped)
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank", "sniper"]
