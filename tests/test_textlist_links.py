"""Links as players write them (issue 34, round 5): a unit towed by or riding in another, said
in the languages players write lists in, with the other unit's place in the list, and in a
sheet's column headed in those words; a phrase naming two lines' units links neither."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    return list(listed.data["units"])


def _linked(units: list[dict[str, Any]]) -> list[Any]:
    """Each unit's type and count, and the line (by its place among the units) each link points to."""
    at = {unit["id"]: n for n, unit in enumerate(units) if "id" in unit}
    return [
        (unit["element"], unit.get("count", 1), {rule: at[to] for rule, to in unit.get("links", {}).items()})
        for unit in units
    ]


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "4 x Infanterie, auf dem Lastwagen\n2 x Lastwagen",
            [("infantry", 4, {"carried-by": 1}), ("truck", 2, {})],
        ),
        (
            "2 x medium gun (class 5) getrokken door de paardenspannen\n2 x paardenspan",
            [("medium-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
        (
            "1 x large gun (class 8), holowane przez ciągnik\n1 x ciągnik",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "4 x infantry, a bordo del camion\n1 x camion",
            [("infantry", 4, {"carried-by": 1}), ("truck", 1, {})],
        ),
        (
            "2 x infantería, en los 2 camiones\n2 x camión",
            [("infantry", 2, {"carried-by": 1}), ("truck", 2, {})],
        ),
        (  # French `portées par` (carried by), as `transportées par`
            "2 bases d'infanterie, portées par les camions\n2 camions",
            [("infantry", 2, {"carried-by": 1}), ("truck", 2, {})],
        ),
    ],
)
def test_a_unit_towed_or_carried_in_any_language_is_linked_to_the_unit_it_names(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`auf Lkw`, `gezogen vom Pferdegespann`, `dans les 2 camions` were kept as notes, the guns
    and bases linked to nothing: the words of any language saying a unit is towed by or rides in
    another link it to the unit they name, past an article and a count."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "1 x large gun (class 7), puxado pela parelha\n1 parelha",
            [("large-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
        (
            "2 x small gun (classe 3), al traino delle pariglie\n2 x pariglia",
            [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
        (
            "1 x schweres Geschütz (Klasse 8), vom Traktor geschleppt\n1 x Traktor",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1 x medium gun (5. osztály), a vontató vontatja\n1 vontató",
            [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "4 x infanteri, transporterade av lastbilar\n2 x lastbilar",
            [("infantry", 4, {"carried-by": 1}), ("truck", 2, {})],
        ),
        (
            "2 x camion, transportent les fantassins\n4 x fantassins",
            [("truck", 2, {}), ("infantry", 4, {"carried-by": 0})],
        ),
        (  # Spanish: the trucks `llevan` (carry) the infantry, the teams `arrastran` (draw) the guns
            "5 bases de infantería\n3 camiones (llevan la infantería)",
            [("infantry", 5, {"carried-by": 1}), ("truck", 3, {})],
        ),
        (
            "2 x small gun (clase 4)\n2 x tiro de caballos, arrastran los small guns",
            [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
    ],
)
def test_a_link_in_the_words_of_the_catalogs_link_rules_links_the_units_it_names(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`puxados pelas parelhas`, `vom Traktor gezogen`, `lovasfogat vontatja` were kept as notes (and
    `a traktor vontatja` read as one more tractor): the words the link rules give in each language,
    before the unit named or around it, link the units, whichever line says it."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


def test_words_saying_where_the_other_unit_is_listed_choose_it(shipped: CatalogSet) -> None:
    """`towed by the horse teams below` kept its words as a note: `below`, `ci-dessus` say where the
    unit named is listed, and choose among those of its type after the line or before it."""
    text = (
        "WTJ 1916\n2 x tractor\n2 x horse team\n2 x medium gun (class 6), tractés par les tracteurs ci-dessus\n"
        "2 x small gun (class 3), towed by the horse teams below\n2 x horse team\n"
    )
    assert _linked(_units(text, shipped)) == [
        ("tractor", 2, {}),
        ("horse-team", 2, {}),
        ("medium-gun", 2, {"towed-by": 0}),
        ("small-gun", 2, {"towed-by": 4}),
        ("horse-team", 2, {}),
    ]


def test_a_link_naming_units_of_two_lines_links_neither_and_keeps_its_words(shipped: CatalogSet) -> None:
    """`in the truck` with two lines of trucks linked the bases to the last: which one is the
    player's to say, so the words stay the bases' note, shown with them."""
    units = _units("WTJ 1916\n1 truck\n2 infantry in the truck\n1 truck\n", shipped)
    assert _linked(units) == [("truck", 1, {}), ("infantry", 2, {}), ("truck", 1, {})]
    assert units[1]["note"] == "in the truck"


@pytest.mark.parametrize("said", ["in lorry A", "in the lorry A", "on truck A"])
def test_a_link_naming_a_type_and_a_lorrys_letter_links_that_lorry(said: str, shipped: CatalogSet) -> None:
    """`Regt HQ (in lorry A)` beside lorries listed as `A: lorry` and `B: lorry` kept its words as
    a note, both being lorries: the words after the type's name the one lorry so named."""
    text = f"WTJ 1916\n2 x Infantry ({said})\n1 x Infantry (in lorry B)\nA: lorry\nB: lorry\n"
    assert _linked(_units(text, shipped)) == [
        ("infantry", 2, {"carried-by": 2}),
        ("infantry", 1, {"carried-by": 3}),
        ("truck", 1, {}),
        ("truck", 1, {}),
    ]


def test_a_count_of_teams_after_a_links_words_names_the_tow_not_the_guns_bases(shipped: CatalogSet) -> None:
    """`2 x 13pdr (class 4) towed by 2 teams` read `2 teams` as the guns' count in bases (`Radfahrer
    4 Basen`), leaving the note `towed by x2` and the guns linked to nothing: after a link's words
    the count and the word name the units that tow or carry the line's."""
    text = "WTJ 1916\n2 x 13pdr (class 4) towed by 2 teams\n2 x horse teams\n"
    units = _units(text, shipped)
    assert _linked(units) == [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})]
    assert "note" not in units[0]


def test_a_type_named_first_in_a_link_finds_its_unit_whatever_words_follow(shipped: CatalogSet) -> None:
    """`ciągnięte przez zaprzęgi konne` named the teams in another form than their line (`zaprzęg
    konny`): the words naming a type choose its units, the rest narrowing only where they can."""
    text = "WTJ 1916\n2 x small gun (class 4), towed by the horse teams of the battery\n2 x horse team\n"
    assert _linked(_units(text, shipped)) == [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})]


def test_a_decimal_comma_is_no_parting_of_a_line(shipped: CatalogSet) -> None:
    """`7,7 cm FK 16 (Klasse 5), gezogen vom Pferdegespann` parted at the calibre's comma, its type
    lost: a comma between two digits is a decimal one."""
    units = _units("WTJ 1916\n1 x medium gun, 10,5 cm (class 6), towed by the tractor\n1 tractor\n", shipped)
    assert _linked(units) == [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})]
    assert units[0]["note"] == "10,5 cm"


@pytest.mark.parametrize(
    ("towing", "carrying"),
    [
        ("Getrokken door", "Vervoerd door"),
        ("Remolcado por", "Transportado en"),
        ("Al traino di", "Trasportati da"),
    ],
)
def test_a_sheets_column_headed_by_a_links_words_in_any_language_links_its_rows(
    towing: str, carrying: str, shipped: CatalogSet
) -> None:
    """A sheet's `Tracté par` and `Transporté par` columns were read as notes: a column headed by
    words saying a unit is towed or carried links each row to the unit its cell names."""
    text = (
        f"WTJ 1916\nUnit;Qty;Class;{towing};{carrying}\nMedium gun;2;5;Tractors;\n"
        "Infantry;4;;;Trucks\nTractor;2;;;\nTruck;2;;;\n"
    )
    assert _linked(_units(text, shipped)) == [
        ("medium-gun", 2, {"towed-by": 2}),
        ("infantry", 4, {"carried-by": 3}),
        ("tractor", 2, {}),
        ("truck", 2, {}),
    ]


def test_a_sheets_link_column_names_the_row_its_ref_column_labels(shipped: CatalogSet) -> None:
    """`Towed by` H1 beside a `Ref` column labelling the horse teams H1 kept both as notes, and a
    `Base` column of types made no table at all: a ref column gives each row's unit its label,
    which a link cell names; `Base` heads the column of types, as `Unit` does."""
    sheet = "Id,Base,Qty,Class,Towed by,Carried by\n,Small gun,2,3,T7,\nT7,Tractor,2,,,\n,Infantry,2,,,W2\nW2,Wagon,1,,,\n"
    units = _units(f"WTJ 1916\n{sheet}", shipped)
    assert _linked(units) == [
        ("small-gun", 2, {"towed-by": 1}),
        ("tractor", 2, {}),
        ("infantry", 2, {"carried-by": 3}),
        ("wagon", 1, {}),
    ]
    assert not any("note" in unit for unit in units)


@pytest.mark.parametrize("heading", ["Tow ID", "Unit ref"])
def test_a_ref_column_headed_by_what_it_labels_is_the_rows_ids(shipped: CatalogSet, heading: str) -> None:
    """A `Tow ID` column labelling the teams T1 that a `Towed by` cell names kept the labels as the
    teams' notes: a heading ending in the word for an id heads a ref column as `ID` alone does."""
    sheet = f"Base,Qty,Class,Towed by,{heading},Notes\nSmall gun,2,3,T1,,\nHorse team,2,,,T1,\n"
    units = _units(f"WTJ 1916\n{sheet}", shipped)
    assert _linked(units) == [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})]
    assert not any("note" in unit for unit in units)


def test_a_sheets_link_cell_names_the_row_its_name_column_names(shipped: CatalogSet) -> None:
    """`Holowane przez` Zaprzęg A beside two horse teams named `Zaprzęg A` and `Zaprzęg B` in the
    `Nazwa` column, an `Oddział` column naming the regiments: the gun is towed by the team of that
    name (both were teams, so none was linked and a third team was made), each row keeps its
    name, and the regiments their rows."""
    sheet = (
        "Oddział,Nazwa,Liczba,Typ,Klasa,Holowane przez\n1 pp Leg.,,1,dowództwo pułku,,\n"
        "1 pp Leg.,,6,piechota,,\n,8 cm M.5,1,armata polowa,4,Zaprzęg A\n,Zaprzęg A,1,zaprzęg konny,,\n"
        ",10 cm M.14,1,haubica polowa,5,Zaprzęg B\n,Zaprzęg B,1,zaprzęg konny,,\n"
    )
    units = _units(f"1916 (WTJ)\n{sheet}", shipped)
    assert units[0]["formation"] == "infantry-regiment" and units[0]["name"] == "1 pp Leg."
    assert [(unit["element"], unit.get("name")) for unit in units[1:]] == [
        ("small-gun", "8 cm M.5"),
        ("horse-team", "Zaprzęg A"),
        ("medium-gun", "10 cm M.14"),
        ("horse-team", "Zaprzęg B"),
    ]
    assert _linked(units[1:]) == [
        ("small-gun", 1, {"towed-by": 1}),
        ("horse-team", 1, {}),
        ("medium-gun", 1, {"towed-by": 3}),
        ("horse-team", 1, {}),
    ]


@pytest.mark.parametrize(
    ("sheet", "notes"),
    [
        (
            "Ref;Unit;Qty;Towed by\nP1;Small gun;2;H1\nH1;Horse team;2;\nH1;Tractor;1;\n",
            ["P1; Towed by H1", "H1", "H1"],
        ),
        ("Kennung,Einheit,Anzahl\n7,Infantry,4\n8,Cavalry,2\n", ["7", "8"]),
    ],
    ids=["label-on-two-rows", "labels-no-link-names"],
)
def test_a_sheets_ref_column_that_labels_no_row_for_a_link_is_its_rows_notes(
    shipped: CatalogSet, sheet: str, notes: list[str]
) -> None:
    """A `Ref` of H1 on two rows gave two units one id, a roster then refused, and a `Kennung` no
    link cell names turned its numbers into ids: the words were lost. Labels are ids only where
    each is on one row and a link's cell names one; else they are the rows' notes."""
    units = _units(f"WTJ 1916\n{sheet}", shipped)
    assert [unit.get("note") for unit in units] == notes
    assert not any("id" in unit for unit in units)


def test_a_sheets_column_headed_by_two_links_words_links_its_rows_by_either(shipped: CatalogSet) -> None:
    """`gezogen von / transportiert in` over a sheet's tows and trucks was no link column: a heading
    of several links' words, those of every list or of the catalog's link rules, heads one."""
    sheet = "Tipo;Qtd;Puxado por / Transportado pelo\nsmall gun (classe 3);1;tractor\ninfantry;2;truck\ntractor;1;\ntruck;1;\n"
    assert _linked(_units(f"WTJ 1916\n{sheet}", shipped)) == [
        ("small-gun", 1, {"towed-by": 2}),
        ("infantry", 2, {"carried-by": 3}),
        ("tractor", 1, {}),
        ("truck", 1, {}),
    ]


def test_a_unit_a_line_brings_along_is_listed_just_after_that_lines_unit(shipped: CatalogSet) -> None:
    """The horse teams of `2 x small gun, towed by 2 horse teams` were listed after every other
    unit, below the lines after theirs: a line's units, its own and those it brings, stand
    together in the order the list writes its lines."""
    text = (
        "WTJ 1916\nArtillery:\n  2 x small gun (class 3), towed by 2 horse teams\n"
        "  1 x large gun, class 8 + 1 tractor\n"
        "Kavallerie-Regiment 4:\n  Regimentsstab\n  4 x cavalry\n"
        "Support:\n  1 x medium gun (class 6), mit einem Pferdegespann\n  2 x truck\n"
    )
    units = _units(text, shipped)
    assert [unit.get("formation") for unit in units] == [
        None,
        None,
        None,
        None,
        "cavalry-regiment",
        None,
        None,
        None,
    ]
    assert _linked(units[:4] + units[5:]) == [
        ("small-gun", 2, {"towed-by": 1}),
        ("horse-team", 2, {}),
        ("large-gun", 1, {"towed-by": 3}),
        ("tractor", 1, {}),
        ("medium-gun", 1, {"towed-by": 5}),
        ("horse-team", 1, {}),
        ("truck", 2, {}),
    ]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        (
            "1 x large gun (class 7), holowane przez ciągnik",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "2 x medium gun (class 5), trainati da 2 pariglie",
            [("medium-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
        ("2 x infantry, transportados por 1 camión", [("infantry", 2, {"carried-by": 1}), ("truck", 1, {})]),
    ],
)
def test_a_tow_or_carrier_named_in_any_language_and_listed_nowhere_is_brought_by_its_line(
    line: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`remolcados por 2 tiros de caballos` where the list lists no horse team was a note, the guns
    towed by nothing: the words of every language saying a unit is towed or carried bring the
    unit they name along, as `towed by a tractor` does, where the list lists none."""
    assert _linked(_units(f"WTJ 1916\n{line}\n", shipped)) == read


def test_a_brought_units_own_name_beside_its_type_is_its_name(shipped: CatalogSet) -> None:
    """`towed by a Holt tractor` brought a tractor and lost `Holt`: words beside the type's name,
    before it or after it (`remorqué par un tracteur Latil`), are the brought unit's name."""
    text = "WTJ 1916\n1 x large gun (class 7), towed by a Foster tractor\n1 x large gun (class 8), remorqué par un tracteur Latil\n"
    assert [(u["element"], u.get("name")) for u in _units(text, shipped)] == [
        ("large-gun", None),
        ("tractor", "Foster"),
        ("large-gun", None),
        ("tractor", "Latil"),
    ]


@pytest.mark.parametrize(
    "heading",
    ["Pulled/carried by", "tirés/transportés par", "gezogen/befördert von", "Tracté / transporté par"],
)
def test_a_sheets_column_headed_by_two_links_sharing_their_last_word_links_its_rows(
    heading: str, shipped: CatalogSet
) -> None:
    """A `Towed/carried by` column left its cells as notes: two links' words sharing their last
    word (`by`, `von`, `par`), written once after both, head a link column as the two in full do."""
    sheet = (
        f"Unit;Qty;{heading}\nmedium gun (class 5);2;Horse team\ninfantry;2;truck\nhorse team;2;\ntruck;1;\n"
    )
    assert _linked(_units(f"WTJ 1916\n{sheet}", shipped)) == [
        ("medium-gun", 2, {"towed-by": 2}),
        ("infantry", 2, {"carried-by": 3}),
        ("horse-team", 2, {}),
        ("truck", 1, {}),
    ]


def test_feminine_words_of_a_link_leave_no_word_of_it_as_a_note(shipped: CatalogSet) -> None:
    """`4 peanas de infantería, transportadas en los camiones` linked the bases but kept
    `transportadas` as their note: the Spanish words say the link in the feminine too."""
    units = _units("WTJ 1916\n2 x infantería, transportadas en el camión\n1 x camión\n", shipped)
    assert _linked(units) == [("infantry", 2, {"carried-by": 1}), ("truck", 1, {})]
    assert "note" not in units[0]


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2 x mitrailleuses\n1 x camion, qui porte les deux mitrailleuses",
            [("machine-gun", 2, {"carried-by": 1}), ("truck", 1, {})],
        ),
        (
            "1 x large gun, class 8\n1 x tractor, which tows the large gun",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1 x medium gun, class 5\n1 x Pferdegespann, das das Geschütz zieht",
            [("medium-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
        (
            "1 x medium gun, class 5\n1 x attelage, che traina il cannone",
            [("medium-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
    ],
)
def test_a_link_said_in_a_clause_after_the_unit_links_it(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`1 camion Berliet, qui porte les deux mitrailleuses` (which carries the two machine guns) kept
    its words as a note: a link's words after `which`, `qui`, `che` link the unit as they do alone,
    past a count in words after the article."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "1× polní dělo, třída 3\n1× koňské spřežení, táhne to dělo",
            [("small-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
        (
            "2× kulomet\n1× nákladní auto, veze kulomety",
            [("machine-gun", 2, {"carried-by": 1}), ("truck", 1, {})],
        ),
    ],
)
def test_a_link_in_czech_links_the_units(lines: str, read: list[Any], shipped: CatalogSet) -> None:
    """`koňské spřežení, táhne to dělo` (the horse team pulls that gun) was a note: the Czech
    words that say a unit pulls or carries another link them as other languages' do."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2x spřežení\n2x houfnice (třída 5), tažené spřeženími",
            [("horse-team", 2, {}), ("medium-gun", 2, {"towed-by": 0})],
        ),
        (
            "1x těžké dělo (třída 8), tažené tahačem\n1x tahač",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1x tahač\n1x dělo (trieda 3), ťahané ťahačom",
            [("tractor", 1, {}), ("small-gun", 1, {"towed-by": 0})],
        ),
    ],
)
def test_a_tow_named_in_the_form_czech_and_slovak_words_put_it_in_is_linked(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A tow said in Czech or Slovak puts the tow in another form than its own line names it
    (`tažené spřeženími` beside `2x spřežení`): it was kept as the guns' note, the guns towed by
    nothing; the catalog names the tows in those forms too."""
    assert _linked(_units(f"WTJ 1916\n\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("Pagano armour, Axis 1943\n\nPz IV (company HQ, on its own)\n", "company HQ, on its own"),
        (
            "Tank Attack\n\nGeneral: Rifles\n1 sniper (in the church tower, obviously)\n",
            "in the church tower, obviously",
        ),
        (
            "OHW WW2 hex\n\n| Unit | Type | Notes |\n|---|---|---|\n| 1st KRRC | Infantry | motor bn, in reserve |\n",
            "motor bn, in reserve",
        ),
    ],
)
def test_words_that_link_to_nothing_keep_their_place_in_the_note_as_written(
    text: str, note: str, shipped: CatalogSet
) -> None:
    assert _units(text, shipped)[-1]["note"] == note


@pytest.mark.parametrize("said", ["trasportate dagli autocarri", "trasportati dalle autocarri"])
def test_italians_da_with_its_article_links_without_a_comma(said: str, shipped: CatalogSet) -> None:
    units = _units(f"1916 WTJ\n\nSupporto\n- 4 basi di fanteria {said}\n- 2 autocarri Fiat 18 BL\n", shipped)
    assert _linked(units) == [("infantry", 4, {"carried-by": 1}), ("truck", 2, {})]


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2 bases de infantaria transportadas pelo camião\n1 camião",
            [("infantry", 2, {"carried-by": 1}), ("truck", 1, {})],
        ),
        (
            "1 x medium gun (classe 5), rebocada pelo trator\n1 trator",
            [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1 x large gun (classe 7), rebocado pela parelha\n1 parelha",
            [("large-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
    ],
)
def test_a_portuguese_link_in_any_gender_and_number_links_the_units(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`2 bases de infantaria transportadas pelo camião` and `peça de 18 libras, rebocada pelo trator`
    linked nothing: the Portuguese words agree with the unit (bases, peça) and the vehicle apart,
    so each of their forms links the units."""


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2× Škoda 7,5 cm M15 (třída 3), táhnou je spřežení\n2× spřežení",
            [("small-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
        (
            "2× pěchota, veze je nákladní auto\n1× nákladní auto",
            [("infantry", 2, {"carried-by": 1}), ("truck", 1, {})],
        ),
        (
            "1× polní dělo, třída 3, táhne ho tahač\n1× tahač",
            [("small-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1x houfnice 10 cm (třída 6), táhne ji koňské spřežení\n1x koňské spřežení",
            [("medium-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
    ],
)
def test_a_czech_link_naming_its_unit_by_a_pronoun_links_the_units(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`táhnou je spřežení` (the horse teams pull them) and `veze je nákladní auto` (the truck
    carries them) were kept as notes: the pronoun for the unit on the line (`je` them, `ho` it,
    `ji` her of a howitzer, `houfnice`) stands between the link's verb and the other unit, as an article does."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "1x houfnice M 14 (třída 6), táhne ji tahač\n1x tahač",
            [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1x húfnica (trieda 6), ťahá ju ťahač\n1x ťahač",
            [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
    ],
)
def test_a_czech_or_slovak_link_naming_a_feminine_unit_by_its_pronoun_links_the_units(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`houfnice ..., táhne ji tahač` (the tractor pulls it, the howitzer a feminine noun) was kept
    as a note: Czech `ji` and Slovak `ju` stand for a feminine unit as `ho` for another."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "8 x rifle stands\n2 trucks to carry the riflemen",
            [("infantry", 8, {"carried-by": 1}), ("truck", 2, {})],
        ),
        (
            "1 x large gun (class 8)\n1 tractor to tow the large gun",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
    ],
)
def test_a_vehicle_listed_to_carry_or_tow_a_unit_links_them(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`2 trucks to carry the riflemen` was an unknown type of that name: what a vehicle is listed
    for, with no comma before it, links it as `carrying the riflemen` does."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    "line",
    [
        "1 cannone da 75/27 (classe 5) trainato dalla pariglia",
        "1 cannone da 75 (classe 5) trainato dalla pariglia",
    ],
)
def test_a_link_in_italian_with_da_joined_to_its_article_links_with_no_comma(
    line: str, shipped: CatalogSet
) -> None:
    """`trainato dalla pariglia` after the gun's bracket, no comma before it, left the gun asked
    (its words read as the gun's): Italian joins `da` to the article (`dalla`, `dagli`), and those
    words link as `trainato dal` does."""
    units = _units(f"1916 (WTJ)\n\n{line}\n1 pariglia\n", shipped)
    assert _linked(units) == [("medium-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})]


@pytest.mark.parametrize("said", ["limbered to the horse teams", "limbered with the teams"])
def test_a_gun_limbered_to_its_teams_is_towed_by_them(said: str, shipped: CatalogSet) -> None:
    """`18pdr field guns x 2 (class 5), limbered to the horse teams` kept its words as a note: a gun
    limbered to a team is hooked to it to be towed, as `towed by` says."""
    text = f"WTJ 1916\n\n2 x 18pdr field guns (class 5), {said}\n2 x horse teams\n"
    assert _linked(_units(text, shipped)) == [("medium-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})]


@pytest.mark.parametrize(
    "said", ["limbers for each", "a limber each", "horse teams for them", "tractors apiece"]
)
def test_a_type_for_each_unit_of_a_line_links_to_those_the_list_lists(said: str, shipped: CatalogSet) -> None:
    """`4 x 3-inch field gun (class 4), limbers for each` over `4 x limbers`: the type first, then
    whom it is for, names the listed units that tow or carry the line's as `towed by the limbers`
    does; no unit is added to those the list counts."""
    text = f"WTJ 1916\n4 x small gun (class 4), {said}\n4 x limbers\n4 x tractor\n"
    units = _units(text, shipped)
    towing = 1 if "tractor" not in said else 2
    assert [unit["element"] for unit in units] == ["small-gun", "horse-team", "tractor"]
    assert _linked(units)[0] == ("small-gun", 4, {"towed-by": towing})
    assert "note" not in units[0]


def test_a_type_for_each_naming_no_listed_unit_stays_the_note(shipped: CatalogSet) -> None:
    units = _units("WTJ 1916\n4 x small gun (class 4), limbers for each\n", shipped)
    assert units == [{"element": "small-gun", "count": 4, "options": ["class-4"], "note": "limbers for each"}]


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "1 autocarro\n1 bombarda da 58, trainata dall'autocarro",
            [("truck", 1, {}), ("trench-mortar", 1, {"towed-by": 0})],
        ),
        (
            "2 obici da 149 (classe 8), trainati dalle trattrici\n2 trattrici Pavesi",
            [("large-gun", 2, {"towed-by": 1}), ("tractor", 2, {})],
        ),
        (
            "2 x 7,7 cm feltkanoner (klasse 5), trukket af hestespandene\n2 hestespand",
            [("medium-gun", 2, {"towed-by": 1}), ("horse-team", 2, {})],
        ),
    ],
)
def test_links_in_italian_with_an_elided_article_and_in_danish_link(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """Italian elides `dalla`/`dallo` before a vowel (`dall'autocarro`, no space) and calls an
    artillery tractor a `trattrice`; a Dane writes `trukket af hestespandene` (towed by the horse
    teams): each was kept as a note, its vehicle unknown."""
    assert _linked(_units(f"1916 (WTJ)\n\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("line", "carried"),
    [
        ("2 lorries carrying the MGs", [2]),  # no comma before `carrying`
        ("2 lorries, carrying the Stab and the MGs", [0, 2]),
        ("2 lorries carrying the Stab and the MGs", [0, 2]),
    ],
)
def test_a_vehicle_carrying_units_of_two_lines_carries_each(
    line: str, carried: list[int], shipped: CatalogSet
) -> None:
    """`2 lorries carrying the Stab and the MGs` was an unknown unit of those words: what a vehicle
    carries may follow it with no comma, and name the units of two lines joined by `and`."""
    units = _units(f"WTJ 1916\nIR 169: Stab, 8 inf, 2 MG, 1 pioneer\n{line}\n", shipped)
    members, truck = units[0]["elements"], units[1]
    assert truck["element"] == "truck" and "note" not in truck
    assert [
        n for n, member in enumerate(members) if member.get("links") == {"carried-by": truck["id"]}
    ] == carried


@pytest.mark.parametrize(
    "line",
    [
        "4 × rifles — two in each lorry",
        "4 x rifles, 2 per lorry",
        "4 bases d'infanterie, deux par camion",
        "4 x Infanterie, je zwei pro Lkw",
        "4 x fanteria, due per autocarro",
    ],
)
def test_bases_shared_out_among_vehicles_ride_in_them(line: str, shipped: CatalogSet) -> None:
    """`4 × rifles — two in each lorry` kept its words as a note and linked nothing: how many ride
    in each vehicle, or per vehicle, says the bases ride in those vehicles."""
    units = _units(f"WTJ 1916\n\n{line}\n2 x lorry\n", shipped)
    assert _linked(units) == [("infantry", 4, {"carried-by": 1}), ("truck", 2, {})]
    assert "note" not in units[0]


@pytest.mark.parametrize(
    "line",
    [
        "1 x medium gun (class 5) + 1 tractor to pull it",
        "1 x medium gun (class 5) + 1 tractor which tows it",
        "1 x medium gun (classe 5) + tracteur qui le remorque",
        "1 x medium gun (classe 5) + 1 trattore che lo traina",
    ],
)
def test_a_vehicle_after_a_plus_that_tows_it_tows_the_lines_gun(line: str, shipped: CatalogSet) -> None:
    """`155 C (classe 8) + tracteur qui le remorque` was a line left unread, and `+ 1 tractor to
    pull it` a tractor with its words as a note: the vehicle the line adds to tow `it` tows the gun."""
    units = _units(f"WTJ 1916\n\n{line}\n", shipped)
    assert _linked(units) == [("medium-gun", 1, {"towed-by": 1}), ("tractor", 1, {})]
    assert [unit.get("note", unit.get("name")) for unit in units] == [None, None]


@pytest.mark.parametrize(
    "tow",
    [
        "2 attelages qui tractent les canons de 75",
        "2 horse teams which tow the canons de 75",
        "2 Pferdegespanne, die die canons de 75 ziehen",
    ],
)
def test_a_clause_after_a_tow_with_no_comma_links_what_it_tows(tow: str, shipped: CatalogSet) -> None:
    """`2 attelages qui tractent les canons de 75` was asked which gun `canons` is, the teams lost:
    a clause of what the unit does parts the line as a comma before it does."""
    units = _units(f"WTJ 1916\n\n2 canons de 75\n{tow}\n", shipped)
    assert _linked(units) == [("french-75", 2, {"towed-by": 1}), ("horse-team", 2, {})]


@pytest.mark.parametrize(
    "lorries",
    [
        "2 camions Berliet transportant les 4 bases d'infanterie",
        "2 camions Berliet transportant les 4 bases d'infanterie du 42e",
        "2 autocarri Fiat trasportando le 4 basi di fanteria",
        "2 camiones Hispano transportando las 4 bases de infantería",
    ],
)
def test_a_vehicle_doing_its_carrying_in_another_language_with_no_comma_links_its_load(
    lorries: str, shipped: CatalogSet
) -> None:
    """`2 camions Berliet transportant les 4 bases d'infanterie` kept the infantry unlinked, its
    words a note: a participle of carrying parts the line as `carrying` does in English."""
    units = _units(f"WTJ 1916\n\n4 infantry\n{lorries}\n", shipped)
    assert _linked(units) == [("infantry", 4, {"carried-by": 1}), ("truck", 2, {})]
    assert units[1].get("name") and "note" not in units[1]


@pytest.mark.parametrize(
    ("regiment", "lorries"),
    [
        (
            "51° fanteria:\n- comando\n- 6 fanteria\n- 2 mitragliatrici\n",
            "3 autocarri, trasportano 6 basi del 51°",
        ),
        ("2nd Wessex:\n- RHQ\n- 4 infantry\n- 2 MG\n", "2 lorries, carrying 4 bases of the 2nd Wessex"),
    ],
)
def test_a_count_of_bases_of_a_regiment_named_links_its_line_of_that_many(
    regiment: str, lorries: str, shipped: CatalogSet
) -> None:
    """`trasportano 6 basi del 51°` was a note: the regiment named by its own name, the count of
    bases says which of its lines ride (the 6 fanteria), where one line alone has that many."""
    units = _units(f"WTJ 1916\n\n{regiment}\n{lorries}\n", shipped)
    members = units[0]["elements"]
    assert [m.get("links") for m in members] == [None, {"carried-by": units[1]["id"]}, None]
    assert "note" not in units[1]


def test_a_count_of_bases_of_a_regiment_that_no_one_line_holds_stays_a_note(shipped: CatalogSet) -> None:
    """Which of 3 lines of the regiment the 5 bases are, no count settles: no link is guessed."""
    units = _units(
        "WTJ 1916\n\n51° fanteria:\n- comando\n- 6 fanteria\n- 2 mitragliatrici\n"
        "3 autocarri, trasportano 5 basi del 51°\n",
        shipped,
    )
    assert all("links" not in m for m in units[0]["elements"])
    assert units[1]["note"] == "trasportano 5 basi del 51°"


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "1x 15 cm sFH 13 (Klasse 8)\n1x Zugmaschine (zieht die sFH)",
            [("large-gun", 1, {"towed-by": 1}), ("tractor", 1, {})],
        ),
        (
            "1 x działo polowe kl. 5\n1 x zaprzęg konny, ciągnie działo z lp. 1",
            [("medium-gun", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
        (
            "2 x paardenspan (trekken de kanonnen)\n2 x medium gun (class 5)",
            [("horse-team", 2, {}), ("medium-gun", 2, {"towed-by": 0})],
        ),
        (
            "2 x Lastwagen, transportieren die Infanterie\n4 x Infanterie",
            [("truck", 2, {}), ("infantry", 4, {"carried-by": 0})],
        ),
    ],
)
def test_a_tow_or_vehicle_whose_verb_comes_first_in_german_polish_or_dutch_links_what_it_moves(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`Zugmaschine (zieht die sFH)` and `zaprzęg konny, ciągnie działo z lp. 5` kept the words as
    a note, the gun towed by nothing: a tow's or a vehicle's verb in the present tense, before what
    it moves, links the two as `tows the sFH` does."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


def test_a_sheets_moved_by_column_links_guns_and_bases_to_the_units_it_names(shipped: CatalogSet) -> None:
    """A `Moved by` column naming the lorry `Tilly` (by the sheet's `Name` column) and the horse
    teams kept each cell as its row's note, nothing linked: moving is the word for towing and
    carrying alike, so the column links each row as a `Towed by` column does."""
    sheet = (
        "Element\tQty\tClass\tMoved by\tName\nInfantry\t2\t\tTilly\t\nLorry\t1\t\t\tTilly\n"
        "Medium gun\t2\t5\tHorse team\t\nHorse team\t2\t\t\t\n"
    )
    units = _units(f"WTJ 1916\n{sheet}", shipped)
    assert _linked(units) == [
        ("infantry", 2, {"carried-by": 1}),
        ("truck", 1, {}),
        ("medium-gun", 2, {"towed-by": 3}),
        ("horse-team", 2, {}),
    ]
    assert not any("note" in unit for unit in units)


@pytest.mark.parametrize("heading", ["Transport / tow", "Tow", "Transport"])
def test_a_sheets_column_of_what_moves_a_row_links_it(heading: str, shipped: CatalogSet) -> None:
    """A `Transport / tow` column naming the limbers and the lorries kept its cells as notes:
    it names what moves each row's unit, so links it as a `Towed by` column does."""
    sheet = f"Base,Qty,Class,{heading}\nMedium gun,2,5,Limber x2\nInfantry,2,,Lorry\nLimber,2,,\nLorry,1,,\n"
    units = _units(f"WTJ 1916\n{sheet}", shipped)
    assert _linked(units) == [
        ("medium-gun", 2, {"towed-by": 2}),
        ("infantry", 2, {"carried-by": 3}),
        ("horse-team", 2, {}),
        ("truck", 1, {}),
    ]
    assert not any("note" in unit for unit in units)


def test_a_count_before_the_units_a_phrase_names_chooses_the_line_of_that_many(shipped: CatalogSet) -> None:
    """`carries 4 rifle bases` beside rifles of 4 and of 2 linked both lines: the count says which."""
    units = _units("WTJ 1916\n4 x rifles\n2 x rifles\n2 x lorry (carries 4 rifle bases)\n", shipped)
    assert _linked(units) == [("infantry", 4, {"carried-by": 2}), ("infantry", 2, {}), ("truck", 2, {})]


def test_a_phrase_naming_a_unit_by_its_lines_outline_number_links_that_line(shipped: CatalogSet) -> None:
    """`carried by lorry 4.1` beside lines `4.1 lorry` and `4.2 lorry` linked neither (two lines of
    lorries) and made a third: an outline's number labels its line's unit, which the phrase names."""
    text = (
        "WTJ 1916\n\n1. Fusiliers\n 1.1 2 x infantry, carried by lorry 4.2\n 1.2 2 x infantry (in lorry 4.1)\n"
        "4. Transport\n 4.1 lorry\n 4.2 lorry\n"
    )
    regiment, *lorries = _units(text, shipped)
    assert [member["links"]["carried-by"] for member in regiment["elements"]] == [
        lorries[1]["id"],
        lorries[0]["id"],
    ]
    assert [lorry["element"] for lorry in lorries] == ["truck", "truck"]


@pytest.mark.parametrize("said", ["rides in the lorry", "ride in the lorry", "rides on the lorry"])
def test_bases_that_ride_in_a_vehicle_are_carried_by_it_with_no_word_left(
    said: str, shipped: CatalogSet
) -> None:
    """`Regimental HQ - rides in lorry no.1` linked the HQ but kept `rides` as its note."""
    units = _units(f"WTJ 1916\n2 x infantry, {said}\n1 x lorry\n", shipped)
    assert _linked(units) == [("infantry", 2, {"carried-by": 1}), ("truck", 1, {})]
    assert "note" not in units[0]


def test_a_tow_named_by_two_lines_is_the_one_listed_beside_it_and_towing_no_other(
    shipped: CatalogSet,
) -> None:
    """Each gun followed by its own team's line (`18pdr x2, towed by the horse teams` / `Horse
    teams x2` / `4.5in, towed by a horse team` / `Horse team`) linked neither, and the first phrase
    was made two teams more: the team listed just beside a gun is its own, and of two beside it
    the one that tows no other gun."""
    text = (
        "WTJ 1916\n- 18pdr x2 (class 5), towed by the horse teams\n- Horse teams x2\n"
        "- 4.5in howitzer (class 6), towed by a horse team\n- Horse team\n"
    )
    assert _linked(_units(text, shipped)) == [
        ("medium-gun", 2, {"towed-by": 1}),
        ("horse-team", 2, {}),
        ("medium-gun", 1, {"towed-by": 3}),
        ("horse-team", 1, {}),
    ]


@pytest.mark.parametrize("said", ["towed by the horse teams", "tirés par les attelages"])
def test_an_article_before_a_brought_units_type_is_no_name_of_it(said: str, shipped: CatalogSet) -> None:
    """`towed by the horse teams` where the list lists none brought two teams named `the`: an
    article is no word of a unit's own name."""
    units = _units(f"WTJ 1916\n18pdr x2 (class 5), {said}\nInfantry\n", shipped)
    assert units[1] == {"element": "horse-team", "count": 2, "id": units[0]["links"]["towed-by"]}


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "2 x Infantry, carried by truck 1\n2 x Infantry, carried by truck 2\nTruck 1\nTruck 2",
            [
                ("infantry", 2, {"carried-by": 2}),
                ("infantry", 2, {"carried-by": 3}),
                ("truck", 1, {}),
                ("truck", 1, {}),
            ],
        ),
        (
            "- Canon de 75, tracté par l'attelage 1\n- Canon de 75, tracté par l'attelage 2\n"
            "- Attelage 1\n- Attelage 2",
            [
                ("french-75", 1, {"towed-by": 2}),
                ("french-75", 1, {"towed-by": 3}),
                ("horse-team", 1, {}),
                ("horse-team", 1, {}),
            ],
        ),
    ],
)
def test_a_link_naming_a_type_and_a_units_own_name_links_that_unit(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`carried by truck 1` where `Truck 1` and `Truck 2` are listed (named `1` and `2`) linked the
    bases to the truck listed beside them, or brought a new truck named `1`: the words after the
    type's choose the unit whose own name holds them."""
    assert _linked(_units(f"WTJ 1916\n{lines}\n", shipped)) == read


@pytest.mark.parametrize(
    ("lines", "read"),
    [
        (
            "6 x piechota (przewożą ją 3 ciężarówki)\n3 x ciężarówka",
            [("infantry", 6, {"carried-by": 1}), ("truck", 3, {})],
        ),
        (
            "1 x moździerz okopowy, ciągnie go zaprzęg konny\n1 x zaprzęg konny",
            [("trench-mortar", 1, {"towed-by": 1}), ("horse-team", 1, {})],
        ),
    ],
)
def test_a_polish_verb_first_with_the_units_pronoun_in_any_gender_links_it(
    lines: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`przewożą ją 3 ciężarówki` (three trucks carry it: `piechota` is feminine) was the bases'
    note, where `przewożą je` linked them: Polish names the unit on the line by `ją` or `go` as by
    `je`, by its gender."""
    assert _linked(_units(f"WTJ 1916\n\n{lines}\n", shipped)) == read


def test_a_tow_set_apart_by_a_letter_on_a_line_of_its_own_is_the_one_its_gun_names(
    shipped: CatalogSet,
) -> None:
    """`Horse team A` on its own line among the units was taken for a title and made an unknown
    type, and `towed by horse team A` brought a team more: a type's own words and a capital letter
    set one unit of that type apart, so the line is that unit, the one the gun is towed by."""
    text = (
        "WTJ 1916\n\n1 x Infantry\n18pdr field gun (class 5), towed by horse team A\n"
        "4.5in howitzer (class 6), towed by horse team B\nHorse team A\nHorse team B\n2 lorries\n"
    )
    units = _units(text, shipped)
    assert _linked(units) == [
        ("infantry", 1, {}),
        ("medium-gun", 1, {"towed-by": 3}),
        ("medium-gun", 1, {"towed-by": 4}),
        ("horse-team", 1, {}),
        ("horse-team", 1, {}),
        ("truck", 2, {}),
    ]
