"""Names as players write them, round 4: two names of one type joined by `/` or `or`, a maker's
or a model's name on a priced line, short forms and other languages' words for a type, options
spread over a count or written in another language or a column."""

import textwrap

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


def _units(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    """Each unit as (element, count, options), a formation's members after it."""
    out: list[tuple[str, int, tuple[str, ...]]] = []
    for unit in listed.data["units"]:
        members = unit.get("elements", [unit]) if "formation" in unit else [unit]
        if "formation" in unit:
            out.append((unit["formation"], 1, ()))
        out += [(m["element"], m.get("count", 1), tuple(m.get("options", ()))) for m in members]
    return out


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("Tank Attack", "2 x Sturmtruppe/Trench Raider", "sturmtruppe"),
        ("Tank Attack", "- Barbed wire / minefield", "minefield"),
        ("WTJ 1916", "1 x Lorry / truck", "truck"),
        ("OHW WW2 hexed", "1 x Spähwagen/armoured car", "armoured-car"),
        ("Pagano armour, Axis 1944", "2 x Tiger / Tigre", "tiger-i"),
    ],
)
def test_two_names_joined_by_a_slash_naming_one_type_are_that_type(
    catalogs: list[Catalog], system: str, line: str, element: str
) -> None:
    listed = _read(catalogs, f"{system}\n{line}\n")
    assert [unit[0] for unit in _units(listed)] == [element]
    assert listed.asked == ()


@pytest.mark.parametrize(
    ("system", "line", "choices"),
    [
        ("Pagano armour, Axis 1944", "1 x Tiger I or Pz IV (depends what's painted)", ("tiger-i", "pz-iv")),
        ("Pagano armour, Axis 1944", "1x Tiger oder Pz IV", ("tiger-i", "pz-iv")),
        ("OHW WW2 beta", "1 Mörser oder ATG", ("mortar", "anti-tank-gun")),
        ("WTJ 1916", "2 x Lorry ou tracteur", ("truck", "tractor")),
    ],
)
def test_two_names_of_different_types_joined_by_or_are_asked(
    catalogs: list[Catalog], system: str, line: str, choices: tuple[str, ...]
) -> None:
    listed = _read(catalogs, f"{system}\n1 x Infantry\n{line}\n")
    assert [(number, set(asked)) for number, asked in _asked(listed)] == [(3, set(choices))]
    assert not set(choices) & {unit[0] for unit in _units(listed)}


def test_a_slash_inside_a_models_name_or_for_with_parts_no_names(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "WTJ 1916\n2 x MG 08/15\n")
    assert _units(listed) == [("machine-gun", 2, ())]
    listed = _read(catalogs, "Tank Attack\n1 x Field Artillery w/ FOO\n")  # two types: asked (lever25b)
    assert _units(listed) == [] and {"field-artillery", "forward-observer"} == set(listed.asked[0].choices)


@pytest.mark.parametrize(
    "line",
    ["Schneider tank ............ 4", "Barbed wire/Minefield ..... 1", "Renault tank .............. 4"],
)
def test_a_makers_name_on_a_priced_line_among_the_entries_is_a_unit_no_title(
    catalogs: list[Catalog], line: str
) -> None:
    listed = _read(
        catalogs, f"Tank Attack\n\nRifles (Gen) .............. 2\n{line}\nGas ....................... 1\n"
    )
    assert len(_units(listed)) == 3
    assert all(
        unit["element"] in ("rifles", "tank", "minefield", "light-mortar", "gas")
        for unit in listed.data["units"]
    )


@pytest.mark.parametrize(
    ("system", "lines", "elements"),
    [
        (
            "OHW WW2 beta",
            "Infantry x2\nPak (5cm) - Pz.Jg.Abt. 33\nMortar x1",
            ["infantry", "anti-tank-gun", "mortar"],
        ),
        (
            "OHW WW2 hexed",
            "piechota x2\narmata ppanc. x1\n1 działo ppanc. (Bofors)",
            ["infantry", "anti-tank-gun", "anti-tank-gun"],
        ),
    ],
)
def test_short_forms_and_a_german_guns_name_are_their_types(
    catalogs: list[Catalog], system: str, lines: str, elements: list[str]
) -> None:
    listed = _read(catalogs, f"{system}\n\n{lines}\n")
    assert [unit[0] for unit in _units(listed)] == elements
    assert listed.asked == ()


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("OHW WW2 beta", "1) Mortaio da 81", "mortar"),
        ("OHW WW2 beta", "- Mörser von 8 cm", "mortar"),
        ("OHW WW2 beta", "1 x mortier de 81 mm", "mortar"),
        ("OHW WW2 hexed", "1 x Artiglieria da 75/27", "artillery"),
    ],
)
def test_a_word_between_a_type_and_its_calibre_leaves_the_type(
    catalogs: list[Catalog], system: str, line: str, element: str
) -> None:
    listed = _read(catalogs, f"{system}\n\n1 x Infantry\n{line}\n")
    assert [unit[0] for unit in _units(listed)] == ["infantry", element]


@pytest.mark.parametrize(
    ("system", "lines", "units"),
    [
        (
            "OHW WW2 hexed",
            "* Fanteria – 2 units\n  * tutti milizia (Camicie Nere)\n* Artiglieria – 1 unit",
            [("infantry", 2, ("militia",)), ("artillery", 1, ())],
        ),
        (
            "OHW WW2 hexed",
            "- Kavallerie – 2 Einheiten\n    - beide Elite\n- Panzer",
            [("cavalry", 2, ("elite",)), ("tank", 1, ())],
        ),
        (
            "WTJ 1916",
            "2 x Large gun\n  - both class 8\n1 x Infantry",
            [("large-gun", 2, ("class-8",)), ("infantry", 1, ())],
        ),
        (
            "OHW WW2 hexed",
            "Infantry x3\n  - todos milicia\nCarro armato - 1 unit, heavy",
            [("infantry", 3, ("militia",)), ("tank", 1, ("heavy",))],
        ),
    ],
)
def test_an_option_spread_over_a_count_under_it_and_a_count_of_units_after_a_dash(
    catalogs: list[Catalog], system: str, lines: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    listed = _read(catalogs, f"{system}\n\n{lines}\n")
    assert _units(listed) == units
    assert listed.asked == ()


@pytest.mark.parametrize(
    ("system", "line", "choices"),
    [
        ("WTJ 1916", "plus 1 gun (medium gun or a large gun, not sure yet)", ("medium-gun", "large-gun")),
        ("Tank Attack", "1 aerial unit (Fighter or another Scout, tbc)", ("fighter", "scout")),
        (
            "OHW WW2 beta",
            "1 support unit (mortar or another ATG, haven't decided)",
            ("mortar", "anti-tank-gun"),
        ),
    ],
)
def test_a_bracket_naming_two_types_the_player_has_not_chosen_between_is_asked(
    catalogs: list[Catalog], system: str, line: str, choices: tuple[str, ...]
) -> None:
    listed = _read(catalogs, f"{system}\n\n1 x Infantry\n{line}\n")
    assert _asked(listed) == [(4, choices)]
    assert len(_units(listed)) == 1


@pytest.mark.parametrize(
    ("system", "lines", "elements"),
    [
        ("WTJ 1916", "Infantry regiment\n  HQ\n  4 x Infantry\n\nSupport\n2 x Horse team\n1 x Wagon", 3),
        ("Tank Attack", "Rifles (Gen)\nInf Bn\n  4 x Rifles\n  1 x MG\nUnterstützung\n2 x Tank", 3),
        ("OHW WW2 beta", "2 x Infantry\n\nSoutien\n1 x Mortar\n1 x ATG", 3),
    ],
)
def test_a_line_alone_saying_support_in_any_language_heads_loose_units_and_is_none(
    catalogs: list[Catalog], system: str, lines: str, elements: int
) -> None:
    listed = _read(catalogs, f"{system}\n\n{lines}\n")
    assert len(listed.data["units"]) == elements
    assert all(
        unit.get("element", "").casefold() not in ("support", "unterstützung", "soutien")
        for unit in listed.data["units"]
    )


@pytest.mark.parametrize(
    ("line", "units"),
    [
        (
            "- Infantería x3 (una de ellas élite, las otras dos normales)",
            [("infantry", 1, ("elite",)), ("infantry", 2, ("regular",))],
        ),
        (
            "- Kavallerie x3 (eine Elite, die anderen Miliz)",
            [("cavalry", 1, ("elite",)), ("cavalry", 2, ("militia",))],
        ),
        (
            "- Infantry x2 (one elite, the other regular)",
            [("infantry", 1, ("elite",)), ("infantry", 1, ("regular",))],
        ),
        (
            "- Fanteria x4 (una elite, gli altri milizia)",
            [("infantry", 1, ("elite",)), ("infantry", 3, ("militia",))],
        ),
    ],
)
def test_a_count_parted_among_options_with_the_others_in_any_language(
    catalogs: list[Catalog], line: str, units: list[tuple[str, int, tuple[str, ...]]]
) -> None:
    listed = _read(catalogs, f"OHW WW2 hexed\n\n{line}\n")
    assert _units(listed) == units


@pytest.mark.parametrize(
    ("line", "element", "note"),
    [
        ("Rifles - General (Maj-Gen Pinney) ....... 2", "rifles", "Maj-Gen Pinney"),
        ("Rifles – Général (de Castelnau)", "rifles", "de Castelnau"),
        ("- Cavalry - Generale (Cadorna)", "cavalry", "Cadorna"),
        ("Rifles — Gen. (Haig)", "rifles", "Haig"),
    ],
)
def test_the_generals_word_after_a_dash_before_a_bracket_marks_the_general(
    catalogs: list[Catalog], line: str, element: str, note: str
) -> None:
    listed = _read(catalogs, f"Tank Attack\n\n{line}\n2 x Rifles\n")
    assert listed.data["units"][0] == {"element": element, "general": True, "note": note}


@pytest.mark.parametrize(
    ("system", "line", "element"),
    [
        ("OHW WW2 beta", "- 2 unidades de Infantería", "infantry"),
        ("OHW WW2 hexed", "- 2 unità di fanteria", "infantry"),
        ("OHW WW2 beta", "- 2 Einheiten von Panzern", "tank"),
        ("OHW WW2 hexed", "2 units of Cavalry", "cavalry"),
    ],
)
def test_a_count_of_units_of_a_type_counts_the_type(
    catalogs: list[Catalog], system: str, line: str, element: str
) -> None:
    listed = _read(catalogs, f"{system}\n\n{line}\n- 1 x Infantry\n")
    assert _units(listed)[0] == (element, 2, ())
    assert "name" not in listed.data["units"][0]
