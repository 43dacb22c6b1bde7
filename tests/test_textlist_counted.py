"""A counted line that names no type of the catalog, right above the list's entries or under them,
is a unit the catalog lacks: the list is NOT VALID until it is mended, never VALID with the line
unread, and its number never becomes a roster option (`2 Cromwell` as the year of the battle)."""

from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from tests.conftest import Result

LISTS = {
    "above the entries": "Pagano WWII armour\n2 Cromwell\n1 Tiger\n",
    "first under the system": "Tank Attack\n2 Landships\n1 Rifles\n",
    "after the last entry": "WTJ 1916\n1 Infantry\n3 Landships\n",
    "under a blank line at the end": "Pagano WWII armour\nPanzer platoon:\n- 3 Panzer IV\n- 1 Tiger\n\n2 Sherman\n",
}


@pytest.mark.parametrize("text", LISTS.values(), ids=LISTS.keys())
def test_a_counted_unknown_unit_by_the_list_is_an_error_not_prose(
    text: str, cli: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "list.txt"
    path.write_text(text, encoding="utf-8")
    result = cli("check", path)
    assert "NOT VALID" in result.out
    assert "[element.unknown]" in result.out
    assert "not a list entry" not in result.out
    assert "Year of the battle: 2" not in result.out


@pytest.mark.parametrize(
    "text",
    ["1944 Normandy\n\nTank Attack\n1 Rifles\n", "Tank Attack\n1 Rifles\n\n2 days to go, see you there\n"],
    ids=["a year above", "chatter below"],
)
def test_a_year_or_a_sentence_by_the_list_stays_unread(
    text: str, cli: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "list.txt"
    path.write_text(text, encoding="utf-8")
    assert "[element.unknown]" not in cli("check", path).out


def test_a_terse_list_in_platoons_in_an_inbox_folder_is_a_list(tmp_path: Path) -> None:
    """An organiser's folder: a list of lines counted with no mark, split by a platoon's heading
    and a blank line, was skipped as "no list in it", so the player's list never reached the pack."""
    from armybuilder.checking.inbox import inbox

    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "kurt.txt").write_text(
        "Pagano WWII armour\nSide: Axis\n1 Pz IV\nZug Wittmann:\n- 1 Tiger\n\n1 Pz IV\n", encoding="utf-8"
    )
    (folder / "letter.txt").write_text("Hi all,\n2 weeks to the event\nSee you there.\n", encoding="utf-8")
    found = inbox([folder])
    assert [sent.file.name for sent in found.lists] == ["kurt.txt"]
    assert [skipped.path.name for skipped in found.skipped] == ["letter.txt"]


@pytest.mark.parametrize("line", ["2 Rifles + MG", "2 Rifles, MG"])
def test_a_type_joined_uncounted_to_a_counted_one_is_one_more_unit(
    line: str, cli: Callable[..., Result], tmp_path: Path
) -> None:
    """`2 Rifles + MG` is two Rifles and an MG, as a judge reads it: never 2 Rifles with the MG as a
    note, and never one unknown entry where both names are plain."""
    path = tmp_path / "list.txt"
    path.write_text(f"Tank Attack\nGeneral: Rifles\n{line}\n", encoding="utf-8")
    out = tmp_path / "army.yaml"
    assert cli("import", path, "-o", out).code == 0
    units = yaml.safe_load(out.read_text())["units"]
    assert units[1:] == [{"element": "rifles", "count": 2}, {"element": "machinegun"}]


@pytest.mark.parametrize("total", ["Gesamt: 36 Punkte", "Total: 36 of 36 AP"])
def test_a_total_in_points_is_the_total_whatever_words_stand_by_it(
    total: str, cli: Callable[..., Result], tmp_path: Path
) -> None:
    """`Gesamt: 36 Punkte` and `Total: 36 of 36 AP` were read past as the list's count of its
    units, the total lost in silence."""
    path = tmp_path / "list.txt"
    path.write_text(f"Tank Attack\nGeneral: Rifles\n4 Rifles\n{total}\n", encoding="utf-8")
    assert "[file.text-total] line 4 gives the list's total as 36 AP" in cli("check", path).out
