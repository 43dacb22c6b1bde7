"""A unit the player has not settled (`maybe`, `TBC`, `if the organiser allows it`, `or H39s`) is
asked as a judge asks about it, never read one way in silence; a condition on a note's own words
(`dug in if allowed`) leaves the unit settled."""

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import Result

Cli = Callable[..., Result]


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)


@pytest.mark.parametrize(
    ("heading", "line", "doubt"),
    [
        ("# Tank Attack\nGeneral: Rifles", "2 x Sniper - maybe, if I find the second figure", "maybe"),
        ("# Tank Attack\nGeneral: Rifles", "1 Fighter (TBC)", "TBC"),
        ("# WTJ 1916\n4 x Infantry", "2 x Trench mortar - haven't decided", "haven't decided"),
        ("# WTJ 1916\n4 x Infantry", "1 x Tractor (if the organiser allows it)", "if"),
        ("# One-Hour Wargames: WWII\n2 x Infantry", "+ 1 Tank vielleicht, je nach Szenario", "vielleicht"),
        ("# One-Hour Wargames: WWII\n2 x Infantry", "1 x Mortar (jeśli organizator pozwoli)", "jeśli"),
        ("# One-Hour Wargames: WWII\n2 x Infantry", "1 extra Infantry if we play seven units", "if"),
        ("# Tank Attack\nGeneral: Rifles", "1 Tank or 1 Armoured Car", "or"),
        ("# One-Hour Wargames: WWII\n2 x Infantry", "2 Tank oder Panzerabwehrkanone", "oder"),
        ("# Pagano WW2 armour\n1st plt - 5 T-34-85", "2-3 T-34-85 for recce", "2-3"),
        ("# Pagano WW2 armour\n1st plt - 5 T-34-85", "recce: 2-3 T34-85 depending what I paint", "2-3"),
        ("# WTJ 1916\n4 x Infantry", "2–3 x Cavalry", "2–3"),
        ("# Tank Attack\nGeneral: Rifles", "1.5 Tanks", "1.5"),
        ("# One-Hour Wargames: WWII\n2 x Infantry", "2,5 x Tank", "2,5"),
        ("# WTJ 1916\n4 x Infantry", "Also 2 tanks if the scenario allows them", "if"),
        ("# WTJ 1916\n4 x Infantry", "2 tanks if allowed (yes I know, Russians in 1916...)", "if"),
    ],
)
def test_a_unit_the_player_has_not_settled_is_asked_and_left_out(
    catalogs: list[Catalog], heading: str, line: str, doubt: str
) -> None:
    listed = _read(catalogs, f"{heading}\n{line}\n")
    number = heading.count("\n") + 2
    assert [(asked.number, asked.doubt) for asked in listed.asked] == [(number, doubt)]
    assert len(listed.data["units"]) == 1  # the line above it, read
    catalog = next(catalog for catalog in catalogs if catalog.id == listed.system)
    [problem] = [p for p, _ in text_list_findings(listed, catalog, "list.txt") if p.code == "file.text-asked"]
    assert (problem.severity, f"is not settled ({doubt})" in problem.message) == ("error", True)


def test_another_unit_offered_in_a_note_is_asked_even_where_neither_is_in_the_catalog(
    catalogs: list[Catalog],
) -> None:
    listed = _read(
        catalogs, "# One-Hour Wargames: WWII\n2 x Infantry\n1 x Renault R35 (or a Hotchkiss H39)\n"
    )
    assert [(asked.number, asked.doubt) for asked in listed.asked] == [(3, "or")]
    assert listed.data["units"] == [{"element": "infantry", "count": 2}]


@pytest.mark.parametrize(
    "line",
    [
        "Infantry (dug in at the start if the scenario allows)",
        "Anti-tank gun - eingegraben, wenn möglich",
        "Tank, a second one if points allow",
    ],
)
def test_a_condition_on_a_notes_own_words_leaves_the_unit_settled(catalogs: list[Catalog], line: str) -> None:
    """`ATG (dug in at start if allowed)`: the condition is on being dug in, the unit is brought;
    after a comma, on the remark's words (the second tank), not on the first."""
    listed = _read(catalogs, f"# One-Hour Wargames: WWII\n2 x Infantry\n{line}\n")
    assert listed.asked == ()
    assert len(listed.data["units"]) == 2


@pytest.mark.parametrize(
    "line",
    ['1 Tank "Maybe Baby"', "1 Tank (might of the 4th)", "1 x Tank (może strzelać z ukrycia)"],
)
def test_a_name_in_quotes_or_what_a_unit_can_do_leaves_it_settled(catalogs: list[Catalog], line: str) -> None:
    """`"Maybe Baby"` names the tank, `might` and the Polish `może` say what it can do: none was
    ever in doubt, and the roster was not written for them."""
    listed = _read(catalogs, f"# One-Hour Wargames: WWII\n2 x Infantry\n{line}\n")
    assert listed.asked == ()
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "tank"]


def test_the_read_back_says_which_words_left_the_line_open(tmp_path: Path, cli: Cli) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text("# WTJ 1916\n4 x Infantry\n1 x Lorry, possibly two\n", encoding="utf-8")
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    assert result.code != 0
    assert "the list says `possibly`" in result.out
    assert "1 line (3) could be more than one type or is not settled" in result.err
    assert not (tmp_path / "army.yaml").exists()


@pytest.mark.parametrize(
    "line", ["stug?? (counts as a tank right? or atg)", "1 StuG (a tank I think? or an ATG)"]
)
def test_a_question_offering_another_type_in_a_units_note_asks_it(catalogs: list[Catalog], line: str) -> None:
    """`stug?? (counts as a tank right? or atg)`: the player asks which type his unit is; it was
    kept as a note in silence, as talk."""
    listed = _read(catalogs, f"ohw beta list\n5 units\ninf x2\n{line}\nmortars\n")
    assert [(asked.number, asked.doubt) for asked in listed.asked] == [(4, "or")]
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "mortar"]


def test_two_vehicles_offered_under_a_platoon_are_both_asked_whatever_it_takes(
    catalogs: list[Catalog],
) -> None:
    """`Tiger or Pz IV, depends ...` under `Heavy platoon` was asked as a Tiger I alone: the
    platoon takes heavy tanks only, but which vehicle it is the player has not said; both are asked."""
    listed = _read(
        catalogs,
        """
        Pagano WW2 armour
        Heavy platoon
            Tiger I
            Tiger I
            Tiger or Pz IV, depends what I finish painting
        """,
    )
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(5, ("tiger-i", "pz-iv"))]


@pytest.mark.parametrize("line", ["SU-76 SP guns", "SP guns"])
def test_a_model_before_the_rules_word_for_several_guns_is_asked_not_an_unknown_title(
    catalogs: list[Catalog], line: str
) -> None:
    """`SU-76 SP guns` alone on its line was taken for a title and kept as an unknown type: its
    last word is the rules' word for a category holding both gun types, so it is a unit whose
    type is asked; `Panzer Lehr` or a body's name stays a title."""
    listed = read_text_list(f"OHW hex\n\n1 x Infantry\n{line}\n", catalogs)
    assert [(asked.number, set(asked.choices)) for asked in listed.asked] == [
        (4, {"anti-tank-gun", "artillery"})
    ]
    assert listed.data["units"] == [{"element": "infantry"}]
