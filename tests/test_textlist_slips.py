"""A word misspelt by one slip of the hand (`infanty`, `Baloon`, `3-inch motar`) is read as the one
type the catalog's word it is near names, and the reading says so on its line; where the near
words name different types, or the near type is another model, nothing is guessed (issue 34, the
lead's ruling of round 21)."""

import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import Result

Cli = Callable[..., Result]

HEX = "# One-Hour Wargames: WWII (hexed)\n2 x Infantry\n"
OHW = "# One-Hour Wargames: WWII\n2 x Infantry\n"
TANK_ATTACK = "# Tank Attack\nGeneral: Rifles\n"


def _catalog(catalogs: list[Catalog], listed: TextList) -> Catalog:
    return next(catalog for catalog in catalogs if catalog.id == listed.system)


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)


@pytest.mark.parametrize(
    ("heading", "line", "written", "unit"),
    [
        (HEX, "1 x infanty - regular", "infanty", {"element": "infantry", "options": ["regular"]}),
        (HEX, "1 x artilery", "artilery", {"element": "artillery"}),
        (HEX, "1 x cavalery", "cavalery", {"element": "cavalry"}),
        (OHW, "1 x 3-inch motar", "motar", {"element": "mortar", "name": "3-inch"}),
        (TANK_ATTACK, "1 Baloon", "Baloon", {"element": "balloon"}),
        (TANK_ATTACK, "2 x Machinegn", "Machinegn", {"element": "machinegun", "count": 2}),
        (TANK_ATTACK, "1 sniiper", "sniiper", {"element": "sniper"}),
        (TANK_ATTACK, "1 Rifel", "Rifel", {"element": "rifles"}),
    ],
)
def test_a_word_one_slip_from_the_catalogs_is_read_as_it_and_said(
    catalogs: list[Catalog], heading: str, line: str, written: str, unit: dict[str, Any]
) -> None:
    """`infanty` was an unknown element (`did you mean Infantry?`), `3-inch motar` a mortar named
    `3-inch motar`: a letter left out, put in or changed, or two swapped, in a word of five letters
    or more, where only one type is that near, is that type; its line says which word was read so."""
    listed = _read(catalogs, f"{heading}{line}\n")
    number = heading.count("\n") + 1
    assert listed.data["units"][-1] == unit
    assert listed.asked == ()
    assert [(one.number, [said for said, _ in one.said]) for one in listed.respelt] == [(number, [written])]


@pytest.mark.parametrize(
    ("line", "written", "unit"),
    [
        ("1 x Infantry - Regualr", ["Regualr"], {"element": "infantry", "options": ["regular"]}),
        (
            "1 x infantry - eltie (naval inf)",
            ["eltie"],
            {"element": "infantry", "options": ["elite"], "note": "naval inf"},
        ),
        ("1 x cavalery (cossaks)", ["cavalery"], {"element": "cavalry", "note": "cossaks"}),
        ("1 x cavalery - cossaks", ["cavalery"], {"element": "cavalry", "note": "cossaks"}),
    ],
)
def test_a_slip_in_a_note_is_read_and_a_near_word_kept_as_a_note_stays_as_written(
    catalogs: list[Catalog], line: str, written: list[str], unit: dict[str, Any]
) -> None:
    """`Infantry - Regualr`: a word after the dash one slip from an option is that option, as it is
    before the dash (it was kept as the note); `cavalery (cossaks)`: the type's slip is read, and a
    note's word near another word (`cossack`) that would only be a note again stays as written
    (the type was unknown, `cossaks` named `cavalery`)."""
    listed = _read(catalogs, f"{HEX}{line}\n")
    assert listed.data["units"][-1] == unit
    assert [[said for said, _ in one.said] for one in listed.respelt] == [written]


def test_the_warning_names_the_word_as_written_and_as_read(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, f"{HEX}1 x infanty - regular\n")
    said = [
        (problem.code, problem.severity, problem.message, at.line if at else None)
        for problem, at in text_list_findings(listed, _catalog(catalogs, listed), "list.txt")
        if problem.code == "file.text-line"
    ]
    assert said == [
        (
            "file.text-line",
            "warning",
            "line 3: `infanty` was read as `infantry`, the nearest word the catalog knows, one slip of "
            "the hand off: 1 x infanty - regular",
            3,
        )
    ]


@pytest.mark.parametrize(
    ("heading", "line", "element"),
    [
        (HEX, "1 x pancer", "pancer"),  # `lancer` (Cavalry) or `panzer` (Tank)
        (TANK_ATTACK, "2 reider", "reider"),  # `raider` or `reiter`
        ("# Pagano WW2 armour\n1st plt - 5 T-34-85\n", "1 Tigerr II", "Tigerr II"),  # another model
    ],
)
def test_a_word_near_two_types_or_another_model_is_never_guessed(
    catalogs: list[Catalog], heading: str, line: str, element: str
) -> None:
    listed = _read(catalogs, f"{heading}{line}\n")
    assert listed.data["units"][-1]["element"] == element
    assert listed.respelt == ()


def test_a_makers_name_one_slip_from_no_word_stays_the_units_name(catalogs: list[Catalog]) -> None:
    """A word kept as a unit's own name is never bent: only words the type or an option is read from."""
    listed = _read(catalogs, "WTJ 1916\n1 trattore Pavesi\n")
    assert listed.data["units"] == [{"element": "tractor", "name": "Pavesi"}]
    assert listed.respelt == ()


def test_the_read_back_shows_the_word_as_read(tmp_path: Path, cli: Cli) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text(f"{TANK_ATTACK}1 Baloon\n", encoding="utf-8")
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    assert result.code == 0
    shown = " ".join(result.out.split())
    assert "1 × Balloon, `Baloon` read as `balloon` (the nearest word the catalog knows)" in shown
    assert "warning [file.text-line] line 3: `Baloon` was read as `balloon`" in shown


@pytest.mark.parametrize(
    ("title", "written"),
    [
        ("hexed OHW ww2 - my list for sunday (6 untis)", "untis"),
        ("OHW WW2 hex, 6 unist a side", "unist"),
        ("OHW WW2 hex: 6 unnits", "unnits"),
    ],
)
def test_a_count_of_units_one_slip_off_sizes_the_army_and_is_said(
    catalogs: list[Catalog], title: str, written: str
) -> None:
    """`(6 untis)` on the game's line: the unit word of the army's size one slip off is that word,
    said on its line as a unit's slip is; no size was read."""
    listed = _read(catalogs, f"{title}\n\n2 x Infantry\n1 x Tank\n")
    assert listed.data["options"] == {"army-size": 6}
    assert [(one.number, [said for said, _ in one.said]) for one in listed.respelt] == [(1, [written])]
