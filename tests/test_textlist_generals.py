"""The general as players mark it (issue 34): a rank or a post's word before the type names the
general or says where it stands, a name's bracket in a table marks it, and a table under a
formation's heading holds its members. Each test holds lines of our own in players' habits."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    units: list[dict[str, Any]] = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)]).data[
        "units"
    ]
    return units


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Colonel (Rifles, general) - 2", "Colonel"),
        ("Oberst: Rifles (General)", "Oberst"),
        ("HQ: Rifles (general)", None),
        ("Stab: Rifles (General)", None),
        ("Sztab: Rifles (generał)", None),
        ("Brigade (Rifles, general)", None),
        ("Division: Rifles (General)", None),
    ],
)
def test_a_rank_names_the_general_and_a_posts_word_does_not(
    line: str, name: str | None, shipped: CatalogSet
) -> None:
    """`Brigadier (Rifles, general)` lost its name: a one-word rank before the general's type is
    its name, as a judge reads it; the post's word (`HQ`, the German `Stab`) or the body he
    commands (`Brigade`: the general was named `Brigade`) says where it stands."""
    unit = _units(f"Tank Attack\n{line}\n", shipped)[0]
    assert unit["element"] == "rifles" and unit["general"] is True
    assert unit.get("name") == name


def test_a_name_cell_bracketing_the_generals_word_marks_the_general(shipped: CatalogSet) -> None:
    """`| 1 | Rifles | Brig. Braithwaite (general) |` was a unit named with its bracket, and the
    army had no general: the bracket marks the general, the words before it name him."""
    text = (
        "Tank Attack\n\n| Qty | Unit | Name |\n|---|---|---|\n| 1 | Rifles | Maj. Okafor (General) |\n"
        "| 1 | Rifles | Capt. Lund |\n"
    )
    assert _units(text, shipped) == [
        {"element": "rifles", "general": True, "name": "Maj. Okafor"},
        {"element": "rifles", "name": "Capt. Lund"},
    ]


def test_a_table_under_a_formations_heading_is_its_members(shipped: CatalogSet) -> None:
    """A `## 2nd Bn - Infantry Battalion` heading over a table of its rifles and machinegun was
    an empty battalion beside them: a table straight under a formation's heading, with no
    formation column, holds its members; a heading naming none (`## Support`) holds none."""
    text = (
        "# Tank Attack\n\n## 2nd Fusiliers - Infantry Battalion\n\n| Qty | Unit |\n|---|---|\n"
        "| 4 | Rifles |\n| 1 | Machinegun |\n\n## Support\n\n| Qty | Unit |\n|---|---|\n| 1 | Tank |\n"
    )
    assert _units(text, shipped) == [
        {
            "formation": "infantry-battalion",
            "name": "2nd Fusiliers",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank"},
    ]


@pytest.mark.parametrize("line", ["Rifles — Maj-Gen Currie (general)", "Rifles - Brig-Gen Lipsett (General)"])
def test_the_general_marked_after_the_commanders_name_in_a_dashs_words_is_the_general(
    line: str, shipped: CatalogSet
) -> None:
    """`Rifles — Maj-Gen Currie (general)`: the bracket marks the general after the commander's
    name as it does after the type; the name is the note. It was all kept as the note."""
    [general, rifles] = _units(f"Tank Attack\n\n- {line}\n- 4x Rifles\n", shipped)
    assert general == {"element": "rifles", "general": True, "note": line.split(" ", 2)[2].rsplit(" (", 1)[0]}
    assert rifles == {"element": "rifles", "count": 4}


@pytest.mark.parametrize(
    ("line", "element"),
    [
        ("Gen on Rif", "rifles"),
        ("General on Rifles", "rifles"),
        ("Gen. in a Tank", "tank"),
        ("Gen with the Rifles", "rifles"),
    ],
)
def test_the_general_on_a_unit_is_that_unit_marked_general(
    line: str, element: str, shipped: CatalogSet
) -> None:
    """`Gen on Rif`, as a player writes where the general's stand is, was an unknown type `on Rif`:
    the general on, in or with a unit is that unit, marked the general."""
    units = _units(f"Tank Attack\n\n{line}\n2 x Tank\n", shipped)
    assert units[0] == {"element": element, "general": True}
