"""Formations as players write them (issue 34, round 4): a formation's word in any language or
short form with a label, its members on the same line; a label saying its units stand alone."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])


def _shape(unit: dict[str, Any]) -> Any:
    """A unit as the army holds it, its own name and note aside: a formation's type and members."""
    if "formation" in unit:
        return (unit["formation"], [_shape(member) for member in unit["elements"]])
    return (unit["element"], unit.get("count", 1))


def _units(text: str, shipped: CatalogSet) -> list[Any]:
    return [_shape(unit) for unit in _read(text, shipped).data["units"]]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("Pl. A: T-34-85 x4", ("platoon", [("t-34-85", 4)])),
        ("взвод Б: 5 T-34-85", ("platoon", [("t-34-85", 5)])),
        ("peloton B : 4 T-34-85", ("platoon", [("t-34-85", 4)])),
        ("plotone Alfa: T-34-85 x5", ("platoon", [("t-34-85", 5)])),
        ("Zug Nord: 2 Tiger I", ("heavy-platoon", [("tiger-i", 2)])),
        ("schwerer Zug: Tiger I x3", ("heavy-platoon", [("tiger-i", 3)])),
    ],
)
def test_a_platoons_word_in_any_language_or_short_heads_its_members_on_its_line(
    line: str, read: Any, shipped: CatalogSet
) -> None:
    """`plt A: PzIV x5` was a unit named "plt A", its platoon lost with nothing said (VALID): the
    players' words for a platoon are the catalog's aliases of it, so the line is a platoon."""
    assert _units(f"Pagano WW2 armour, Allied, 1944\n{line}\nT-34-85\n", shipped) == [read, ("t-34-85", 1)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Pagano WW2 armour\nPlatoon 3: T-34-85, T-34-85, T-34-85, T-34-85\n",
            [("platoon", [("t-34-85", 4)])],
        ),
        ("Pagano WW2 armour\nhvy Zug: Tiger I, Tiger I\n", [("heavy-platoon", [("tiger-i", 2)])]),
        (
            "Tank Attack\n1st Bn: Rifles, Rifles, Rifles, Rifles, Machinegun\nGeneral: Rifles\n",
            [("infantry-battalion", [("rifles", 1)] * 4 + [("machinegun", 1)]), ("rifles", 1)],
        ),
    ],
)
def test_a_formations_members_one_by_one_uncounted_on_its_line_are_its_members(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`hvy plt: tiger, tiger, tiger`: each member written out, none counted, after a heading
    naming a formation type; they were one unit named after the heading and two loose. One type
    written out several times is that many of it, one line of the roster, as `3 x Tiger` is."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour\nindep: Tiger I x1\n", [("tiger-i", 1)]),
        ("Tank Attack\nGeneral: Rifles\nunabh.: Tank x1\n", [("rifles", 1), ("tank", 1)]),
        ("WTJ 1916\nIndip: Truck x2\n", [("truck", 2)]),
    ],
)
def test_a_label_saying_its_one_unit_stands_alone_with_its_count_after_is_no_units_name(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`indep: Tiger x1` was a Tiger I named "indep": one unit counted after its name, under a
    label saying it stands alone, is that unit with no name."""
    units = _read(text, shipped).data["units"]
    assert [_shape(unit) for unit in units] == read
    assert all("name" not in unit for unit in units)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour\nindep: Tiger I x1, Pz IV x1\n", [("tiger-i", 1), ("pz-iv", 1)]),
        ("Pagano WW2 armour\nIndep.: 2 T-34-85\n", [("t-34-85", 2)]),
        (
            "Tank Attack\nGeneral: Rifles\nunabh.: 1 Tank, 1 Field Artillery\n",
            [("rifles", 1), ("tank", 1), ("field-artillery", 1)],
        ),
        ("Tank Attack\nGeneral: Rifles\nindip: 2 Machinegun\n", [("rifles", 1), ("machinegun", 2)]),
    ],
)
def test_a_label_saying_its_units_stand_alone_in_short_is_no_units_name(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`indep: Tiger x1, PzIV x1`: the first unit was named "indep". A label whose first word is
    a word for standing alone cut short (four letters or more) heads units in no formation."""
    units = _read(text, shipped).data["units"]
    assert [_shape(unit) for unit in units] == read
    assert all("name" not in unit for unit in units)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour\n4 Pz IV, 1 Tiger I (cmd)\n", [("pz-iv", 4), ("tiger-i", 1)]),
        (
            "Tank Attack\nGeneral: Rifles\n2 Rifles, 1 MG (dug in)\n",
            [("rifles", 1), ("rifles", 2), ("machinegun", 1)],
        ),
        ("WTJ 1916\n3 inf, 1 mg (Vickers)\n", [("infantry", 3), ("machine-gun", 1)]),
    ],
)
def test_a_later_counted_unit_with_a_note_in_brackets_is_its_own_entry(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`plt: 4 pz iv, 1 panzer (cmd)`: the second unit and its note became the first's note, read
    in silence; each counted part is its own unit, its bracket its note."""
    units = _read(text, shipped).data["units"]
    assert [_shape(unit) for unit in units] == read
    assert units[-1].get("note")


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour\nPlotone A (first platoon): 5 T-34-85\n", [("platoon", [("t-34-85", 5)])]),
        ("Pagano WW2 armour\nвзвод 2 (2nd platoon): T-34-85 x4\n", [("platoon", [("t-34-85", 4)])]),
        (
            "Tank Attack\nGeneral: Rifles\n1er bataillon (1st Bn): 4 Rifles, 1 MG\n",
            [("rifles", 1), ("infantry-battalion", [("rifles", 4), ("machinegun", 1)])],
        ),
    ],
)
def test_a_formations_heading_with_a_gloss_in_brackets_heads_its_members_on_its_line(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`1-й взвод (1st platoon): T-34-85 x5` was an unknown element of that whole name: words in
    brackets after a formation's heading gloss it, and what follows the colon is its members."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour\nPl. B: T-34-85 x4, the fourth one borrowed\n", ("platoon", [("t-34-85", 4)])),
        (
            "Pagano WW2 armour\nZug Nord: Tiger I x2, both from the reserve\n",
            ("heavy-platoon", [("tiger-i", 2)]),
        ),
        (
            "Tank Attack\nBn 2: Rifles x4, dug in at the farm\n",
            ("infantry-battalion", [("rifles", 4)]),
        ),
    ],
)
def test_a_formations_one_member_counted_then_a_note_after_a_comma_is_its_member(
    text: str, read: Any, shipped: CatalogSet
) -> None:
    """`2-й взвод: T-34-85 x4, commander's tank included` was four T-34-85 named "2-й взвод":
    the count is on the member's name, the words after the comma its note."""
    (unit,) = _read(text, shipped).data["units"]
    assert _shape(unit) == read
    assert unit["elements"][0]["note"]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "# Pagano WWII Armour (Axis)\n\n#### 1st platoon\n- Pz IV\n- Pz IV\n- Pz IV\n- Pz IV\n",
            [("platoon", [("pz-iv", 1)] * 4)],
        ),
        (
            "# Pagano WWII Armour (Allied)\n\n### Zug 2\n- T-34-85 x5\n### hvy plt B\n- Tiger I\n- Tiger I\n",
            [("platoon", [("t-34-85", 5)]), ("heavy-platoon", [("tiger-i", 1)] * 2)],
        ),
        (
            "# Tank Attack\n\n## General\n- Rifles\n## 2nd Bn\n- 4 x Rifles\n- Machinegun\n",
            [("rifles", 1), ("infantry-battalion", [("rifles", 4), ("machinegun", 1)])],
        ),
    ],
)
def test_a_markdown_heading_naming_its_type_in_part_heads_its_members(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`#### 1st platoon` over four `- Pz IV` left them loose, as `1st platoon:` does not: a
    Markdown heading whose words, but for its number or letter, all write a formation type names it."""
    assert _units(text, shipped) == read


def test_a_markdown_heading_with_other_words_beside_a_types_is_a_title_not_a_formation(
    shipped: CatalogSet,
) -> None:
    """`Schwere` shortens the heavy platoon's `schwerer Zug`, but the heading's other words name no
    formation type: it titles the list, and its platoons are their own."""
    text = "## Schwere Panzer-Abteilung 505\n\nPagano WW2 armour, Axis\n\n* Platoon\n    * Pz IV x5\n"
    assert _units(text, shipped) == [("platoon", [("pz-iv", 5)])]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Pagano WW2 armour, Axis\n\n| Zug | Panzer | Anzahl |\n|---|---|---|\n| 1 | Pz IV | 5 |\n"
            "| Stab (einzeln) | Pz IV | 2 |\n",
            [("platoon", [("pz-iv", 5)]), ("pz-iv", 2)],
        ),
        ("Pagano WW2 armour\nKompanietrupp (einzeln):\n  - Pz IV\n  - Pz IV\n", [("pz-iv", 1), ("pz-iv", 1)]),
        (
            "Tank Attack\nGeneral: Rifles\nCorps troops (independent):\n- 4 Rifles\n- 1 Machinegun\n",
            [("rifles", 1), ("rifles", 4), ("machinegun", 1)],
        ),
    ],
)
def test_a_heading_whose_brackets_say_its_units_stand_alone_heads_no_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A platoon column's `HQ (independent)` made a platoon of the two tanks it says stand alone:
    words in a heading's brackets that say so put its units in no formation."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Tank Attack\n\nAnzahl;Element;Bemerkung\n1;Rifles;General\n;Cavalry Regiment;Ulanen-Regiment 1\n"
            "4;Cavalry;Regiment\n1;MG;Regiment\n1;Tank;\n",
            [("rifles", 1), ("cavalry-regiment", [("cavalry", 4), ("machinegun", 1)]), ("tank", 1)],
        ),
        (
            "WTJ 1916\n\nQty,Unit,Notes\n,Infantry regiment,2nd Bavarian\n1,Regimental command,Regiment\n"
            "6,Infantry,Regiment\n2,Machine gun,Regiment\n",
            [("infantry-regiment", [("regimental-command", 1), ("infantry", 6), ("machine-gun", 2)])],
        ),
    ],
)
def test_a_row_opening_a_formation_takes_the_rows_marked_with_its_types_word(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`;Infanterie-Bataillon;11;I./IR 109` over rows whose note is `Bataillon` made an empty
    battalion and a second one of those rows: they are the first one's members."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Tank Attack\n\n== 3rd Cavalry Division (HitT) ==\n* Tank\n* Royal Dragoons (Cav Regt)\n"
            "    - 4 Cavalry\n    - 1 MG\n* General - Rifles\n",
            [("tank", 1), ("cavalry-regiment", [("cavalry", 4), ("machinegun", 1)]), ("rifles", 1)],
        ),
        (
            "Tank Attack\n\nReggio Calabria Fusiliers, 36 AP:\n- 2 Armoured Cars\n- General: Rifles\n",
            [("armoured-car", 2), ("rifles", 1)],
        ),
        (
            "WTJ 1916\n\nCyclist Brigade Verdun:\n- 1 Truck\n- IR 12: cmd, 4 inf\n",
            [("truck", 1), ("infantry-regiment", [("regimental-command", 1), ("infantry", 4)])],
        ),
    ],
)
def test_a_title_holding_part_of_a_formations_name_over_a_line_with_no_place_in_it_is_no_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`== 2nd Cavalry Brigade (HitT, 36 AP) ==` over `* General - Rifles` was an empty cavalry
    regiment (two composition errors), and `Regio Esercito` (`Regio` shortens `reggimento`) too:
    a heading whose words are not all a type's, whose first line has no place in that type,
    titles the list."""
    listed = _read(text, shipped)
    assert [_shape(unit) for unit in listed.data["units"]] == read
    assert listed.outside == ()


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Tank Attack\nGeneral: Rifles\nRifles, three of them (dug in)\n", [("rifles", 1), ("rifles", 3)]),
        ("Tank Attack\nGeneral: Rifles\nMachineguns, 2 of them\n", [("rifles", 1), ("machinegun", 2)]),
        (
            "WTJ 1916\nRegiment:\n  cmd\n  Infantry, six of them\n",
            [("infantry-regiment", [("regimental-command", 1), ("infantry", 6)])],
        ),
        ("Pagano WW2 armour\nZug 1: Panzer IVs, all five of them\n", [("platoon", [("pz-iv", 5)])]),
    ],
)
def test_a_count_in_words_after_the_name_counts_its_units(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`2. Zug: Panzer IVs, five of them (one's the Zugführer)` was one Pz IV named "Zug", the count
    a note, read in silence: `five of them` after the name counts the units, in or out of a formation."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Pagano WW2 armour, Allied\nthe CO in his T-34-85\n", ("t-34-85", "the CO")),
        (
            "Pagano WW2 armour, Axis\n+ Kompaniechef in a Pz IV, on his own\n",
            ("pz-iv", "Kompaniechef; on his own"),
        ),
        ("Tank Attack\nGeneral: Rifles\nCaptain Mortimer in a Tank\n", ("tank", "Captain Mortimer")),
    ],
)
def test_a_vehicle_named_by_who_rides_in_it_is_that_vehicle(
    text: str, read: Any, shipped: CatalogSet
) -> None:
    """`+ Kompaniechef in a Pz IV, on his own` was an unknown element of those words: the vehicle
    after `in a` is the unit, who rides in it its note."""
    unit = _read(text, shipped).data["units"][-1]
    assert (unit["element"], unit.get("note")) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Pagano WW2 armour, Axis\n\n**schwere Panzer-Kompanie**\n- Schwerer Zug: 3 Tiger I\n- Zug 1: 4 Pz IV\n",
            [("heavy-platoon", [("tiger-i", 3)]), ("platoon", [("pz-iv", 4)])],
        ),
        (
            "Tank Attack\nGeneral: Rifles\n\nCavalry Brigade Hussars:\n  Cav Regt A: 4 Cavalry, 1 MG\n",
            [("rifles", 1), ("cavalry-regiment", [("cavalry", 4), ("machinegun", 1)])],
        ),
    ],
)
def test_a_title_holding_part_of_a_formations_name_over_another_heading_is_no_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`schwere Panzer-Kompanie` (its `schwere` shortens `schwerer Zug`) over `Schwerer Zug: 3 Tiger
    I` was an empty heavy platoon: a title over formations' headings is no formation itself."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (  # a unit's own words after the dash: counted, then `on its own`
            "Pagano WW2 armour, Allied\nPlatoon A - T-34-85 x5\nCO - 1 x T-34-85 by itself, no platoon\n",
            [("platoon", [("t-34-85", 5)]), ("t-34-85", 1)],
        ),
        (  # its name before a colon, the type uncounted, then `samodzielnie` (Polish)
            "Pagano WW2 armour, Allied\nPluton 1 - 5 T-34-85\nDowódca: T-34-85 samodzielnie\n",
            [("platoon", [("t-34-85", 5)]), ("t-34-85", 1)],
        ),
        (  # among a platoon's members, its note saying it stands apart
            "Pagano WW2 armour, Axis\n1. Zug:\n  - 4 Pz IV\n  - 1 Pz IV, handelt eigenständig\n",
            [("platoon", [("pz-iv", 4)]), ("pz-iv", 1)],
        ),
        (  # `on its own` in brackets: no link to a unit called `own`
            "Pagano WW2 armour, Axis\n1. Zug:\n  - 4 Pz IV\n  - 1 Pz IV (on its own)\n",
            [("platoon", [("pz-iv", 4)]), ("pz-iv", 1)],
        ),
        (
            "Tank Attack\n2nd Bn:\n  4 x Rifles\n  1 x Rifles (detached)\n  1 x Machinegun\n",
            [("infantry-battalion", [("rifles", 4), ("machinegun", 1)]), ("rifles", 1)],
        ),
    ],
)
def test_a_unit_whose_own_words_say_it_stands_alone_is_in_no_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`Company commander - 1 x T-34-85 on its own, no platoon` was left unread, and a `(independent)`
    tank under a platoon's heading one of the platoon: a unit's own words saying it stands alone
    (`on its own`, `by itself`, `samodzielnie`, `eigenständig`) part it from any formation, those
    words its note."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    "text",
    [
        "Pagano WW2 armour, Axis\nZug,Fahrzeug,Anzahl,Bemerkung\n1. Zug,Pz IV,4,\nStab,Pz IV,1,handelt eigenständig\n",
        "Pagano WW2 armour, Axis\n| Fahrzeug | Zug |\n|---|---|\n| Pz IV x4 | 1. |\n| Pz IV | — (Chef, on its own) |\n",
        "Pagano WW2 armour, Axis\nplatoon;vehicle;qty;notes\nA;Pz IV;4;\nHQ;Pz IV;1;commander, acts independently\n",
    ],
)
def test_a_row_whose_own_cells_say_it_stands_alone_is_in_no_formation(text: str, shipped: CatalogSet) -> None:
    """`Brigade HQ,T-34-85,1,commander - acts independently` and a `Platoon` cell `— (company
    commander, independent)` were each a platoon of one: the row's note or formation cell saying
    it stands alone leaves it in none, the cell kept as its note."""
    assert _units(text, shipped) == [("platoon", [("pz-iv", 4)]), ("pz-iv", 1)]
    assert _read(text, shipped).data["units"][-1].get("note")


@pytest.mark.parametrize("heading", ["Samostatně:", "Samodzielnie:", "Eigenständig:", "On their own:"])
def test_a_heading_in_other_words_for_standing_alone_puts_its_units_in_none(
    heading: str, shipped: CatalogSet
) -> None:
    """`Samostatně:` (Czech: independently) over two T-34-85 was read as a platoon of them: the
    words players use for units standing alone, in their languages, head units in no formation."""
    text = f"Pagano WW2 armour, Allied\nPlatoon 1:\n  4x T-34-85\n{heading}\n  2x T-34-85\n"
    assert _units(text, shipped) == [("platoon", [("t-34-85", 4)]), ("t-34-85", 2)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "# Tank Attack\n### 1st Wessex — infantry battalion\n- 4 x Rifles\n- 1 x MG\n",
            [("infantry-battalion", [("rifles", 4), ("machinegun", 1)])],
        ),
        (
            "## WTJ 1916\n### 9th Lancers – cavalry regiment\n- Command\n- 3 x Lancers\n",
            [("cavalry-regiment", [("regimental-command", 1), ("cavalry", 3)])],
        ),
        (
            "# Pagano WW2 armour\n## Gruppe Nord - heavy platoon\n- 2 x Tiger I\n",
            [("heavy-platoon", [("tiger-i", 2)])],
        ),
    ],
)
def test_a_markdown_heading_naming_its_type_after_a_dash_is_that_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`### 4th Bn Middlesex Regt — infantry regiment` was a heading naming no type, its HQ, infantry
    and MG loose units: the words after a heading's dash that name a formation type whole are its
    type, those before its name."""
    assert _units(text, shipped) == read


def _towing(units: list[dict[str, Any]]) -> list[Any]:
    """Each unit's type and count, and the type of the unit that tows it."""
    ids = {unit["id"]: unit["element"] for unit in units if "id" in unit}
    return [
        (unit["element"], unit.get("count", 1), ids.get(unit.get("links", {}).get("towed-by", "")))
        for unit in units
    ]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        (
            "2 x medium gun, class 5, each with its horse team",
            [("medium-gun", 2, "horse-team"), ("horse-team", 2, None)],
        ),
        (
            "1 x large gun, class 8 + 1 trattore to tow it",
            [("large-gun", 1, "tractor"), ("tractor", 1, None)],
        ),
        (
            "2 canons de 75, chacun avec son attelage",
            [("french-75", 2, "horse-team"), ("horse-team", 2, None)],
        ),
        (
            "Medium gun (class 6), mit einem Pferdegespann",
            [("medium-gun", 1, "horse-team"), ("horse-team", 1, None)],
        ),
        (
            "1 x large gun, class 7, towed by a Holt tractor",
            [("large-gun", 1, "tractor"), ("tractor", 1, None)],
        ),
    ],
)
def test_a_line_bringing_along_a_unit_of_its_own_holds_that_unit_too(
    line: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`2 x 18pdr field guns, class 5, each with its horse team` and `60pdr + 1 Holt tractor to tow
    it` were the guns alone, their teams and tractors a note: the units a line brings along, one
    for each of its own (`each with its`, `a`), or as many as it counts, are units of the list,
    linked to the guns they tow."""
    assert _towing(_read(f"WTJ 1916\n{line}\n", shipped).data["units"]) == read


def test_each_line_brings_its_own_and_a_phrase_naming_listed_units_brings_none(shipped: CatalogSet) -> None:
    """Two guns each `+ 1 tractor` are two tractors, not one shared; `towed by the horse teams`
    names the teams listed: it brings none."""
    text = (
        "WTJ 1916\n1 x large gun, class 7 + 1 tractor\n1 x large gun, class 8 + 1 tractor\n"
        "2 x medium gun, class 5 (towed by the horse teams)\n2 x horse team\n"
    )
    units = _read(text, shipped).data["units"]
    assert sorted((u["element"], u.get("count", 1)) for u in units) == [
        ("horse-team", 2),
        ("large-gun", 1),
        ("large-gun", 1),
        ("medium-gun", 2),
        ("tractor", 1),
        ("tractor", 1),
    ]
    assert len({u["links"]["towed-by"] for u in units if u["element"] == "large-gun"}) == 2


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "WTJ 1916\n151e RI\n  Commandement x1\n  Infanterie x6\n\n"
            "5e Hussards (dismounted most of the game, I expect)\n  Commandement x1\n  Hussards x4\n",
            [
                ("infantry-regiment", [("regimental-command", 1), ("infantry", 6)]),
                ("cavalry-regiment", [("regimental-command", 1), ("cavalry", 4)]),
            ],
        ),
        (
            "Tank Attack\nGeneral: Rifles\n\nThe Wessex lot (my painted ones, finally done)\n  4 x Rifles\n  1 x MG\n",
            [("rifles", 1), ("infantry-battalion", [("rifles", 4), ("machinegun", 1)])],
        ),
        (
            "Pagano WW2 armour\n1st platoon\n  5 x Pz IV\nPeiper's lot (the spearhead, lead tanks)\n  4 x Pz IV\n",
            [("platoon", [("pz-iv", 5)]), ("platoon", [("pz-iv", 4)])],
        ),
    ],
)
def test_a_name_with_a_remark_in_brackets_over_indented_members_heads_them(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`5e Hussards (dismounted most of the game, I expect)` over its command base and Hussards was
    an unknown unit, its members loose: a heading's remark in brackets is no part of its name's
    length, and the name heads the lines indented under it, of the type they fit."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "Lp.,Ilość,Typ,Formacja\n1,4,Kawaleria,Pułk kawalerii - 1 Pułk Ułanów Legionów\n"
            "2,1,MG,Pułk kawalerii - 1 Pułk Ułanów Legionów\n3,1,Tank,\n,,Tank Attack 5.0,\n",
            [("cavalry-regiment", [("cavalry", 4), ("machinegun", 1)]), ("tank", 1)],
        ),
        (
            "Tank Attack\nUnit,Qty,Formation\nRifles,4,Infantry Battalion - 2nd Wessex Rifles of the Line\n"
            "MG,1,Infantry Battalion - 2nd Wessex Rifles of the Line\nTank,2,\n",
            [("infantry-battalion", [("rifles", 4), ("machinegun", 1)]), ("tank", 2)],
        ),
        (
            "# Pagano WW2 armour\n### Heavy platoon – the three Tigers of Wittmann's lot\n- 3 x Tiger I\n",
            [("heavy-platoon", [("tiger-i", 3)])],
        ),
    ],
)
def test_a_formations_type_before_a_dash_and_its_long_name_after_is_that_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """A sheet's Formacja cell `Pułk kawalerii - 1 Pułk Ułanów Legionów` was taken for a sentence,
    its cavalry and MG loose units: the type named whole before a dash, the words after it are the
    formation's name, however long."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    "text",
    [
        "Tank Attack\n| Q.tà | Elemento | Reparto |\n|---|---|---|\n| 4 | Fucilieri | Battaglione III |\n"
        "| 1 | Mitragliatrice | Battaglione III |\n",
        "Tank Attack\nQ.té;Unité;Bataillon\n4;Rifles;1er bataillon\n1;MG;1er bataillon\n",
    ],
)
def test_a_count_column_headed_short_with_a_dot_counts_its_rows(text: str, shipped: CatalogSet) -> None:
    """`Q.tà` (Italian for quantity, short) was no column the reader knew, so a battalion's four
    riflemen were one: the short forms players head a count with are the count's column."""
    assert _units(text, shipped) == [("infantry-battalion", [("rifles", 4), ("machinegun", 1)])]


@pytest.mark.parametrize(
    "title",
    [
        "== Kgl. Württ. Inf.-Rgt. 119, Herbst 1917 ==  (36 AP)",
        "=== Kgl. Preuss. Garde-Rgt. 1, Winter 1916 === (36 AP)",
        "== Rifles of the Guard, Somme == (Allied)",
    ],
)
def test_a_fenced_title_with_a_bracket_after_it_is_a_heading_not_a_unit(
    title: str, shipped: CatalogSet
) -> None:
    """`== Kgl. Bayer. Res.-Inf.-Rgt. 16, Sommer 1918 ==   (36 AP)` was an unknown unit of those
    words: a heading fenced by marks is one with a bracket after it too."""
    text = f"Tank Attack\n\n{title}\n\nGeneral: 1x Rifles ..... 2\n1st Bn (11)\n   4x Rifles ..... 8\n   1x MG ..... 3\n"
    assert _units(text, shipped) == [
        ("rifles", 1),
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
    ]


@pytest.mark.parametrize(
    ("text", "held"),
    [
        (
            "Pagano WW2 armour\nPlatoon;Vehicle;Qty\nA;T-34-85;5\n;;\nSide: Allied;Year: 1944;\n",
            {"options": {"side": "Allied", "year": 1944}},
        ),
        (
            "Tank Attack\nUnit,Qty\nRifles,4\nMG,1\nPlayer: Jan,Army: 2nd Wessex\n",
            {"player": "Jan", "name": "2nd Wessex"},
        ),
        (
            "Pagano WW2 armour\nZug;Fahrzeug;Anzahl\n1;Pz IV;4\nSpieler: Ralf;Side: Axis\n",
            {"player": "Ralf", "options": {"side": "Axis"}},
        ),
    ],
)
def test_a_sheets_row_of_keys_and_values_gives_them_not_a_unit(
    text: str, held: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Rules: Pagano armour;Side: Axis;Year: 1944;` under a sheet's rows was 1944 units of `Side:
    Axis`: a row whose cells each hold a key and its value gives the fields and options they name."""
    data = _read(text, shipped).data
    assert {key: data.get(key) for key in held} == held
    assert all("Side" not in unit.get("element", "") and unit.get("count", 1) < 100 for unit in data["units"])


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "WTJ 1916\n2nd Bn Rifles (infantry regiment)\n  - HQ\n  - 6 x infantry\n\n"
            "C Company, Heavy Branch\n  - 2 x Mark tanks\n",
            [("infantry-regiment", [("regimental-command", 1), ("infantry", 6)]), ("mark-tank", 2)],
        ),
        (
            "WTJ 1916\nEscadron d'artillerie spéciale\n  - 2 x Mark tanks\n  - 1 x truck\n",
            [("mark-tank", 2), ("truck", 1)],
        ),
    ],
)
def test_a_heading_naming_a_type_in_part_over_members_no_type_takes_is_no_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`"D" Company, Heavy Section MGC` over three Mark tanks was an infantry regiment of tanks (its
    `Company` a regiment's word in part): where no formation type takes a heading's members, it
    heads them as loose units."""
    assert _units(text, shipped) == read


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "WTJ 1916\n3 Reggimento Alpini (reggimento di fanteria):\n- RHQ\n- 4 x Infantry\n",
            [("infantry-regiment", [("regimental-command", 1), ("infantry", 4)])],
        ),
        (
            "Pagano\nAxis, 1944\n2 peloton : 4x Pz IV\n3 Zug\n- 4x Pz IV\n",
            [("platoon", [("pz-iv", 4)]), ("platoon", [("pz-iv", 4)])],
        ),
        (
            "Pagano\nAllied, 1945\nPlotone 2\n4x T-34-85\n1º Pelotón\n3x T-34-85\n",
            [("platoon", [("t-34-85", 4)]), ("platoon", [("t-34-85", 3)])],
        ),
    ],
)
def test_a_number_beside_a_formations_word_in_any_language_numbers_the_formation(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    """`1 pluton: 5x T-34-85` was one unit of type `pluton`, and `1° Plotone` over unindented lines
    a unit the catalog lacks: a plain number beside words naming a formation type in full, by its
    name or an alias, numbers the formation, its heading the name whole."""
    listed = _read(text, shipped)
    assert [_shape(unit) for unit in listed.data["units"]] == read
    assert all(unit["name"][0].isdigit() or unit["name"][-1].isdigit() for unit in listed.data["units"])


@pytest.mark.parametrize(
    "text",
    [
        "Pagano\nAllied, 1945\n2x T-34-85\nTanques independientes:\n1x T-34-85\n",
        "Pagano\nAllied, 1945\n2x T-34-85\nChars isolés\n- 1x T-34-85\n",
    ],
)
def test_a_word_saying_units_stand_alone_after_the_noun_puts_them_in_no_formation(
    text: str, shipped: CatalogSet
) -> None:
    """`Carri indipendenti` was read as a platoon of that name, by `carri` of `plotone carri`: the
    word that sets units apart may follow the noun, as Italian, Spanish and French write it."""
    assert _units(text, shipped) == [("t-34-85", 2), ("t-34-85", 1)]


def test_a_commanders_label_joined_by_of_is_one_unit_named_so(shipped: CatalogSet) -> None:
    """`Chef de compagnie : 1 Pz IV` was a platoon of one, by the `de` of `peloton de chars`, its
    name ending in the space French sets before a colon: a word joining a type's words names no
    type, and the label is the unit's name."""
    listed = _read(
        "Pagano\nAxis, 1944\nChef de compagnie : 1 Pz IV\nComandante di compagnia: 1 Pz IV\n", shipped
    )
    assert listed.data["units"] == [
        {"element": "pz-iv", "name": "Chef de compagnie"},
        {"element": "pz-iv", "name": "Comandante di compagnia"},
    ]


def test_a_note_placing_a_unit_in_a_formation_in_any_language_opens_it(shipped: CatalogSet) -> None:
    """`2 tigres en section lourde` kept its words as a note: the words of place and articles of any
    language around a formation's kind say no more of it than `(in a heavy platoon)` does."""
    assert _units("Pagano\nAxis, 1944\n3 Tiger I (en peloton lourd)\n2 Pz IV\n", shipped) == [
        ("heavy-platoon", [("tiger-i", 3)]),
        ("pz-iv", 2),
    ]


def test_a_sheets_command_row_in_a_column_of_formations_is_one_unit_named_so(shipped: CatalogSet) -> None:
    """`Company HQ` in a Platoon column was a platoon of one tank: a cell naming a command on its
    own, no formation type and no other row's, is the unit's name, as `Company HQ: T-34-85` is."""
    text = (
        "Pagano\nAllied, 1945\nZug,Panzer,Anzahl\nZug 1,T-34-85,4\nKompanie HQ,T-34-85,1\nZug 2,T-34-85,5\n"
    )
    units = _read(text, shipped).data["units"]
    assert [_shape(unit) for unit in units] == [
        ("platoon", [("t-34-85", 4)]),
        ("t-34-85", 1),
        ("platoon", [("t-34-85", 5)]),
    ]
    assert units[1]["name"] == "Kompanie HQ"


@pytest.mark.parametrize("command", ["QG brigade", "CG divisione", "Kompanie HQs"])
def test_a_sheets_command_row_in_the_players_words_is_one_unit_named_so(
    command: str, shipped: CatalogSet
) -> None:
    """`QG brigade` (the French HQ) in a Peloton column was a platoon of one T-34-85: the HQ's word
    in the player's language names a command on its own, as `HQ` does."""
    text = f"Pagano\nAllied, 1945\nZug,Panzer,Anzahl\nZug 1,T-34-85,4\n{command},T-34-85,1\n"
    units = _read(text, shipped).data["units"]
    assert [_shape(unit) for unit in units] == [("platoon", [("t-34-85", 4)]), ("t-34-85", 1)]
    assert units[1]["name"] == command


@pytest.mark.parametrize(
    ("heading", "formation", "name"),
    [
        ('Heavy platoon "Lucky Seven":\n- 3x Tiger I', "heavy-platoon", "Lucky Seven"),
        ("Zug „Anna“:\n- 4x Pz IV", "platoon", "Anna"),
        ("Peloton «Jeanne»:\n- 4x T-34/85", "platoon", "Jeanne"),
    ],
)
def test_a_formations_type_then_a_name_in_quotes_is_named_by_the_quoted_words(
    heading: str, formation: str, name: str, shipped: CatalogSet
) -> None:
    units = _read(f"Pagano WW2 armour\n\n{heading}\n", shipped).data["units"]
    assert [(unit.get("formation"), unit.get("name")) for unit in units] == [(formation, name)]


@pytest.mark.parametrize(
    ("text", "formation", "name", "members"),
    [
        (
            "# Kampfgruppe Ost\n\nPagano armour, Axis, 1944\n\n## Zug 2 — 4 × Pz IV\n",
            "platoon",
            "Zug 2",
            [("pz-iv", 4)],
        ),
        (
            "# 2nd Brigade\n\nWTJ 1916\n\n## 1st Regt – 4 x Infantry\n",
            "infantry-regiment",
            "1st Regt",
            [("infantry", 4)],
        ),
    ],
)
def test_a_markdown_heading_gives_its_members_after_a_dash(
    catalogs: list[Catalog], text: str, formation: str, name: str, members: list[tuple[str, int]]
) -> None:
    """`## Zug 2 — 4 × Pz IV`: the formation and its members on its heading's line, as a plain line
    writes them; never a formation named after its members, holding none."""
    [unit] = read_text_list(text, catalogs).data["units"]
    assert (unit["formation"], unit.get("name")) == (formation, name)
    assert [(e["element"], e.get("count", 1)) for e in unit["elements"]] == members


@pytest.mark.parametrize(
    ("text", "formation", "name", "members"),
    [
        (
            "Tank Attack\nGeneral: Rifles\nRifle Bn (3 rifles+mg)\n",
            "infantry-battalion",
            "Rifle Bn",
            [("rifles", 3), ("machinegun", 1)],
        ),
        (
            "Tank Attack\nGeneral: Rifles\nMotor Bn (2 rifles 1 mg)\n",
            "infantry-battalion",
            "Motor Bn",
            [("rifles", 2), ("machinegun", 1)],
        ),
        (
            "1916\nCav Regt (cmd+3 cav)\n",
            "cavalry-regiment",
            None,
            [("regimental-command", 1), ("cavalry", 3)],
        ),
        ("1916\nInf Regt (4 inf 1 mg)\n", "infantry-regiment", None, [("infantry", 4), ("machine-gun", 1)]),
    ],
)
def test_members_in_a_headings_brackets_joined_by_a_plus_or_one_after_another_are_its_members(
    catalogs: list[Catalog], text: str, formation: str, name: str | None, members: list[tuple[str, int]]
) -> None:
    """`Rifle Bn (3 rifles+mg)`, `Inf Regt (4 inf 1 mg)`: units counted in the brackets, however
    they are joined, are the formation's members, never its name."""
    [unit] = [u for u in read_text_list(text, catalogs).data["units"] if "formation" in u]
    assert (unit["formation"], unit.get("name")) == (formation, name)
    assert [(e["element"], e.get("count", 1)) for e in unit["elements"]] == members


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "# Pagano WW2 armour\n## 1. Zug\n- 4 x Pz IV\n## Unterstützung - 1 x Tiger I\n",
            [("platoon", [("pz-iv", 4)]), ("tiger-i", 1)],
        ),
        (
            "# Tank Attack\nInfantry Battalion: 4 x Rifles, 1 x Machinegun\nGeneral: Rifles\n"
            "Support - 2 x Field Artillery\n",
            [
                ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
                ("rifles", 1),
                ("field-artillery", 2),
            ],
        ),
        (
            "# One Hour Wargames WWII\n### Appui : 2 mortiers\n### Infanterie\n- 3 x Infantry\n",
            [("mortar", 2), ("infantry", 3)],
        ),
    ],
    ids=["markdown-dash", "line-dash", "markdown-colon"],
)
def test_units_a_heading_counts_after_its_words_are_read_not_dropped(
    text: str, read: list[Any], shipped: CatalogSet
) -> None:
    assert _units(text, shipped) == read


def test_a_member_that_may_be_two_types_is_the_one_that_serves_in_its_formation(shipped: CatalogSet) -> None:
    """`one Stokes mortar` among a regiment's members was asked, light or trench mortar: only a
    light mortar serves in a regiment, and the line after it is a member still. Outside the
    regiment the same words are asked."""
    text = (
        "WTJ 1916\n\n10th Queen's - Infantry Regiment\n   RHQ\n   six rifle bases\n   one Stokes mortar\n"
        "   one base of sappers\n1 x Stokes mortar\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    regiment = listed.data["units"][0]
    assert regiment["elements"][2:] == [
        {"element": "light-mortar", "name": "Stokes"},
        {"element": "engineer"},
    ]
    assert [asked.number for asked in listed.asked] == [8]


def test_a_title_of_five_or_six_words_over_bulleted_members_is_the_formation_they_make(
    shipped: CatalogSet,
) -> None:
    """`2nd Bn Royal Welsh Fusiliers` over `- Regt HQ`, `- 4 x rifles` was taken for a sentence, its
    members read alone and its words the army's name: over bulleted lines a heading of as many
    words as a line that heads them may have names the formation its members make."""
    text = "Hi Tony,\n\nWTJ 1916 list.\n\n2nd Bn Royal Welsh Fusiliers\n- Regt HQ\n- 4 x rifles\n\nCheers,\nGareth Pugh\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "Gareth Pugh's army"
    assert listed.data["units"] == [
        {
            "formation": "infantry-regiment",
            "name": "2nd Bn Royal Welsh Fusiliers",
            "elements": [{"element": "regimental-command"}, {"element": "infantry", "count": 4}],
        }
    ]


def test_a_markdown_heading_naming_no_type_is_the_one_its_members_make_whole(shipped: CatalogSet) -> None:
    """`## 5e chasseurs à cheval` over a command base, cavalry and a machine gun was a section, its
    members read alone: under the list's title a `#` heading naming no type is the one formation
    type its members make whole; where they make none whole or several might take them (`##
    Réserve` over one command base), a section, nothing asked."""
    text = (
        "# Groupement Mangin\n\nWTJ 1916\n\n## 5e chasseurs à cheval\n- État-major\n- 4 socles de cavaliers\n"
        "- 1 mitrailleuse\n\n## Artillerie\n- 1 attelage\n\n## Réserve\n- 1 PC du régiment\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "Groupement Mangin"
    assert listed.data["units"] == [
        {
            "formation": "cavalry-regiment",
            "name": "5e chasseurs à cheval",
            "elements": [
                {"element": "regimental-command"},
                {"element": "cavalry", "count": 4},
                {"element": "machine-gun"},
            ],
        },
        {"element": "horse-team"},
        {"element": "regimental-command"},
    ]
    assert listed.asked == ()


def test_a_forums_bold_line_heads_its_formation_as_markdowns_does(shipped: CatalogSet) -> None:
    """`[b]Garde-Ulanen (Cav Regt)[/b]` over its members was the army's name, its members read
    alone: a forum's line bold whole is a heading, as `**Garde-Ulanen (Cav Regt)**` is."""
    text = "Tank Attack\n\nHere it is:\n\n[b]Garde-Ulanen (Cav Regt)[/b]\n4 x Uhlans\n1 x MG 08\n\ncheers, Dieter\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    [regiment] = listed.data["units"]
    assert (regiment["formation"], regiment["name"], len(regiment["elements"])) == (
        "cavalry-regiment",
        "Garde-Ulanen",
        2,
    )
    assert listed.data["name"] == "Dieter's army"


@pytest.mark.parametrize(
    "title",
    [
        "[b]1/7th Royal Warwicks - 36AP[/b]",
        "**1/7th Royal Warwicks - 36AP**",
        "[b]1/7th Royal Warwicks (36 AP)[/b]",
    ],
)
def test_a_bold_title_gives_its_cost_as_the_lists_total(shipped: CatalogSet, title: str) -> None:
    """A forum's bold title with the army's cost in it (`[b]1/7th Royal Warwicks - 36AP[/b]`) was
    named with the cost, and the total went uncompared with the entries: the bold heading kept
    the cost in its words, as a bold line's plain reading did not."""
    text = f"{title}\n\nGen. - Rifles\n\nInfantry Battalion\n   4x Rifles\n   1x MG\n\n2x Tank\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "1/7th Royal Warwicks"
    assert listed.stated is not None and listed.stated.value == 36


def test_a_bold_headings_cost_is_no_part_of_its_formations_name(shipped: CatalogSet) -> None:
    """`[b]Infantry Battalion - 11 AP[/b]` over its members was a battalion named `11 AP`."""
    text = "Tank Attack 36 AP\n\nGen. - Rifles\n[b]Infantry Battalion - 11 AP[/b]\n   4x Rifles\n   1x MG\n2x Tank\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    battalion = listed.data["units"][1]
    assert (battalion["formation"], battalion.get("name"), len(battalion["elements"])) == (
        "infantry-battalion",
        None,
        2,
    )


def test_a_titles_cost_in_brackets_is_the_lists_total(shipped: CatalogSet) -> None:
    """`Royal Warwicks (36 AP)`: the bracket giving the army's size is cut from its name, and its
    cost was lost with it, the total never compared with the entries."""
    text = "Royal Warwicks (36 AP)\n\nGen. - Rifles\nInfantry Battalion\n   4x Rifles\n   1x MG\n2x Tank\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "Royal Warwicks"
    assert listed.stated is not None and listed.stated.value == 36


def test_a_vehicle_out_of_a_usual_make_up_on_its_platoons_line_stays_in_it(shipped: CatalogSet) -> None:
    """`Heavy platoon: Tiger I x2, Pz IV x1`: the player puts the Pz IV in the heavy platoon on its
    own line; Pagano only describes a heavy platoon's usual make-up, so it stays there with a
    warning, not set apart as a loose vehicle."""
    text = "Pagano WW2 armour, Axis 1943\n\nHeavy platoon: Tiger I x2, Pz IV x1\nPlatoon 2: Pz IV x4\n"
    assert _units(text, shipped) == [
        ("heavy-platoon", [("tiger-i", 2), ("pz-iv", 1)]),
        ("platoon", [("pz-iv", 4)]),
    ]


@pytest.mark.parametrize("heading", ["## 153e RI", "### IR 180"])
def test_a_heading_naming_the_type_by_its_short_form_is_that_type(heading: str, shipped: CatalogSet) -> None:
    """`## 153e RI` over a command and machine guns: `RI` is written in part of both regiments'
    names, so the members were to say which, and they fit either. `RI` is the infantry regiment's
    own short form, so the heading is one whatever its members."""
    text = f"WTJ 1916\n\n# Groupement Mangin\n\n{heading}\n- PC\n- 2 mitrailleuses\n"
    listed = _read(text, shipped)
    assert [_shape(unit) for unit in listed.data["units"]] == [
        ("infantry-regiment", [("regimental-command", 1), ("machine-gun", 2)])
    ]
    assert listed.asked == ()


def test_a_markdown_heading_over_formations_in_bold_bullets_is_their_section(shipped: CatalogSet) -> None:
    """`## Infanterie` over `- **IR 99**` and its indented bases was an empty infantry regiment
    named Infanterie beside IR 99: the heading names the arm the formations under it belong to,
    a section, as `## Support` is."""
    text = (
        "WTJ 1916\n\n## Infanterie\n- **IR 99**\n    - Regimentsstab\n    - Infanterie ×6\n\n"
        "## Kavallerie\n- **Ulanen-Regiment 13**\n    - Stab\n    - Ulanen ×3\n"
    )
    assert _units(text, shipped) == [
        ("infantry-regiment", [("regimental-command", 1), ("infantry", 6)]),
        ("cavalry-regiment", [("regimental-command", 1), ("cavalry", 3)]),
    ]


def test_a_formations_heading_a_blank_line_parts_from_its_bullets_heads_them(shipped: CatalogSet) -> None:
    """`Ulanen-Regiment Nr. 19`, a blank line, then its bulleted bases (a PDF's copy leaves the
    gap) was an unknown unit and its bases lone: the regiment heads the bullets under it."""
    text = (
        "WTJ 1916\n\nInfanterie-Regiment Nr. 180\n\n- Regimentsstab\n- 6 Infanterie\n\n"
        "Ulanen-Regiment Nr. 19\n\n▪\tStab\n▪\t3 Ulanen\n"
    )
    units = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)]).data["units"]
    assert [(unit.get("formation"), unit.get("name"), len(unit.get("elements", ()))) for unit in units] == [
        ("infantry-regiment", "Infanterie-Regiment Nr. 180", 2),
        ("cavalry-regiment", "Ulanen-Regiment Nr. 19", 2),
    ]


@pytest.mark.parametrize("kind", ["Reserve-Infanterie-Regiment", "Infanterie-Regiment"])
def test_an_arms_heading_over_a_bold_formation_with_its_type_in_brackets(
    shipped: CatalogSet, kind: str
) -> None:
    """`## Infanterie` over `- **RIR 99** (Reserve-Infanterie-Regiment)` was an empty regiment named
    Infanterie, and the bold one named with its bracket: the type written apart is no part of the
    name, a German compound's kind before it (`Reserve-`) too, and the arm's heading heads it."""
    text = (
        f"# KG — WTJ 1916\n\n## Infanterie\n- **RIR 99** ({kind})\n    - Regimentsstab\n    - Infanterie ×6\n"
    )
    units = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)]).data["units"]
    assert [(unit["formation"], unit["name"], len(unit["elements"])) for unit in units] == [
        ("infantry-regiment", "RIR 99", 2)
    ]


@pytest.mark.parametrize(
    "line",
    ["4 rifles + 1 MG = the battalion", "4 Rifles, 1 MG = Infantry Battalion", "4 rifles + 1 MG = inf bn"],
)
def test_members_then_equals_a_formations_type_make_that_formation(line: str, shipped: CatalogSet) -> None:
    """`4 rifles + 1 MG = the battalion` says what the units make: they were read as loose units,
    the type their note (or the first's name)."""
    units = _read(f"Tank Attack\n\n{line}\n1 Sniper\n", shipped).data["units"]
    assert units == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "sniper"},
    ]


def test_a_unit_then_equals_words_naming_no_formation_is_no_formation(shipped: CatalogSet) -> None:
    """`= the lot` after a unit names no type: the line stays the unit with its note."""
    assert _units("Tank Attack\n\n4 rifles + 1 MG = the lot\n", shipped) == [("rifles", 4), ("machinegun", 1)]


def test_a_platoon_cell_of_the_types_own_word_names_that_type_and_no_platoon_of_its_own(
    shipped: CatalogSet,
) -> None:
    """`Recon` over two T-34-85 was a platoon named Recon, taken from its members: the one word
    only the reconnaissance platoon's name holds names that type, as `Heavy platoon` does, its
    members fitting or not (the catalog warns), and names no platoon of its own."""
    text = "36th Guards\nSide: Allied,Year: 1945,,\n,,,\nplatoon,vehicle,qty,notes\n1st Plt,T-34-85,5,\nRecon,T-34-85,2,\n"
    recon = _read(text, shipped).data["units"][-1]
    assert recon == {"formation": "recon-platoon", "elements": [{"element": "t-34-85", "count": 2}]}


@pytest.mark.parametrize("heading", ["[b]Skinner's Irregulars[/b]", "[u]Skinner's Irregulars[/u]"])
def test_a_heading_over_the_general_alone_before_a_formation_is_the_armys_title(
    shipped: CatalogSet, heading: str
) -> None:
    """`[u]Skinner's Irregulars[/u]` over `[*]Rifles (general)`, a cavalry regiment's line next,
    was an infantry battalion of the general alone, so named: a general alone makes no formation."""
    text = (
        f"Tank Attack\n\n{heading}\n[list]\n[*]Rifles (general)\n"
        "[*]Cavalry Regiment: 4 x Lancers, 1 x MG\n[/list]\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "Skinner's Irregulars"
    assert listed.data["units"][0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize("heading", ["2nd Hussars (cavalry)", "Regimentul 2 Roșiori (cavalerie)"])
def test_a_unit_named_over_units_indented_under_it_heads_them(heading: str, shipped: CatalogSet) -> None:
    """`2nd Hussars (cavalry)` over `- HQ`, `- 3 cavalry` was one Cavalry base named 2nd Hussars,
    its regiment's bases loose beside it: a unit has no units under it, so a line naming one by its
    own name over two or more units heads them, and the arm in its brackets is no part of the name."""
    listed = _read(f"WTJ 1916\n{heading}\n- HQ\n- 3 cavalry\n", shipped)
    assert _units(f"WTJ 1916\n{heading}\n- HQ\n- 3 cavalry\n", shipped) == [
        ("cavalry-regiment", [("regimental-command", 1), ("cavalry", 3)])
    ]
    assert listed.data["units"][0]["name"] == heading.rsplit(" (", 1)[0]


def test_a_numbered_heading_of_no_type_closes_at_a_unit_its_members_type_has_no_place_for(
    shipped: CatalogSet,
) -> None:
    """`Regimentul 2 Mircea` over a command base, cavalry and then horse teams lost its heading in
    silence, every base loose: no type takes all three. A numbered heading names one body, so its
    members so far make the type, and a unit with no place in it is read outside it, as under a
    typed heading."""
    text = "WTJ 1916\nRegimentul 2 Mircea\n- HQ\n- 3 cavalry\n- 2 horse teams\n"
    assert _units(text, shipped) == [
        ("cavalry-regiment", [("regimental-command", 1), ("cavalry", 3)]),
        ("horse-team", 2),
    ]
    assert [line.number for line in _read(text, shipped).outside] == [5]


@pytest.mark.parametrize("heading", ["13º Belozersk:", "2ª Brigata:", "1.º Regimiento Don:"])
def test_a_heading_numbered_by_a_spanish_or_italian_ordinal_closes_as_a_numbered_one(
    heading: str, shipped: CatalogSet
) -> None:
    """`13º Belozersk:` over a command base, infantry and then trucks lost its heading in silence,
    as `13th Belozersk:` did not: `º` and `ª` mark an ordinal as `th` does."""
    text = f"WTJ 1916\n{heading}\n- HQ\n- 3 infantry\n- 2 trucks\n"
    assert _units(text, shipped) == [
        ("infantry-regiment", [("regimental-command", 1), ("infantry", 3)]),
        ("truck", 2),
    ]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Recce: 2 x T34-85 (running loose, no platoon)", "Recce"),
        ("Heavy platoon: Tiger I (on its own)", "Heavy platoon"),
    ],
)
def test_a_formations_label_over_a_unit_whose_words_say_it_stands_alone_heads_no_formation(
    shipped: CatalogSet, line: str, name: str
) -> None:
    """`Recce: 2 x T34-85 (running loose, no platoon)` was an empty reconnaissance platoon beside
    the tanks its note set apart: a unit that stands alone is in no formation its label names, so
    the label is its own name, as `Company HQ:` is."""
    units = _read(f"Pagano WW2 armour, 1944\n1st platoon: T-34-85 x5\n{line}\n", shipped).data["units"]
    assert len(units) == 2
    assert "formation" not in units[1]
    assert units[1]["name"] == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("[*][b]I. Bataillon[/b] - 4x Rifles, 1x MG 08", "I. Bataillon"),
        ("- 1st Bn - 4 rifles, 1 MG", "1st Bn"),
        ("* Inf Bn - 4x Rifles, 1x Machinegun", None),
    ],
)
def test_a_bulleted_formation_then_its_members_after_a_dash_is_that_formation(
    shipped: CatalogSet, line: str, name: str | None
) -> None:
    """`[*][b]I. Bataillon[/b] - 4x Rifles, 1x MG 08` (a forum list's bullet) gave four Rifles and
    a machine gun noted `I. Bataillon`, though the line unbulleted is the battalion: a bullet is no
    reason to read a formation's line as its units."""
    units = _read(f"Tank Attack\nGeneral: Rifles\n{line}\n", shipped).data["units"]
    assert [_shape(unit) for unit in units[1:]] == [
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)])
    ]
    assert units[1].get("name") == name


@pytest.mark.parametrize(
    "heading", ["Dragounský pluk 6", "Husarský pluk 3", "Dragoner-Regiment 2", "Husaren-Regiment 12"]
)
def test_a_regiment_named_by_its_troopers_in_czech_or_german_is_a_cavalry_regiment(
    heading: str, shipped: CatalogSet
) -> None:
    """`Dragounský pluk 6` over its command and dragoons was an unknown unit and its bases loose: a
    regiment named by its troopers (dragoons, hussars) is a cavalry regiment, as `pułk ułanów` is."""
    text = f"WTJ 1916\n\n{heading}\nvelitelství\ndragouni 3x\n"
    assert _units(text, shipped) == [("cavalry-regiment", [("regimental-command", 1), ("cavalry", 3)])]


@pytest.mark.parametrize(
    "heading",
    [
        "1st Bn Royal Berkshire (as a regiment): HQ, 6 rifles, 2 MG",
        "1st Bn Royal Berkshire (als Regiment): HQ, 6 rifles, 2 MG",
        "1st Bn Royal Berkshire (comme régiment): HQ, 6 rifles, 2 MG",
    ],
)
def test_a_headings_brackets_saying_what_it_is_taken_as_type_the_formation(
    heading: str, shipped: CatalogSet
) -> None:
    """`1st Bn Royal Berkshire (as a regiment): HQ, 6 rifles, 2 MG` was a line left unread: the
    bracket says which formation the battalion is taken as, as `(regiment)` alone does."""
    listed = _read(f"WTJ 1916\n\n{heading}\n", shipped)
    assert [(_shape(unit), unit.get("name")) for unit in listed.data["units"]] == [
        (
            ("infantry-regiment", [("regimental-command", 1), ("infantry", 6), ("machine-gun", 2)]),
            "1st Bn Royal Berkshire",
        )
    ]


def test_a_german_regiment_of_a_kind_joined_before_its_word_heads_the_lines_under_it(
    shipped: CatalogSet,
) -> None:
    """`Reserve-Infanterie-Regiment 99` over its bases was taken for the army's name, its regiment
    lost: a kind joined before the regiment's whole word (`Reserve-`, `Landwehr-`) names it in full."""
    text = (
        "WTJ 1916\n\n== Somme Kampfgruppe ==\n\nReserve-Infanterie-Regiment 99\nRegimental HQ\nInfantry x2\n"
    )
    listed = _read(text, shipped)
    assert listed.data["name"] == "Somme Kampfgruppe"
    assert _units(text, shipped) == [("infantry-regiment", [("regimental-command", 1), ("infantry", 2)])]


@pytest.mark.parametrize(
    "line",
    [
        "Infanterie-Regiment 27 (Stab, 6 Inf, 2 MG)",
        "IR 27 (RHQ, 6x inf, 2 x mg)",
        "Infantry regiment (HQ, 6 inf, 2 MG)",
    ],
)
def test_a_regiment_with_its_command_first_among_its_members_in_brackets_holds_them(
    line: str, shipped: CatalogSet
) -> None:
    """`Infanterie-Regiment 27 (Stab, 6 Inf, 2 MG)` was one command base named for the regiment,
    its six infantry and two MGs a note, with no word: the brackets' first part was taken for the
    line's type, as in `Brigade HQ (Rifles)`. Parts after it counting units are the members."""
    assert _units(f"WTJ 1916\n\n{line}\n", shipped) == [
        ("infantry-regiment", [("regimental-command", 1), ("infantry", 6), ("machine-gun", 2)])
    ]


def test_a_german_tank_platoon_headed_panzerzug_is_a_platoon(shipped: CatalogSet) -> None:
    """`1. Panzerzug` over its tanks (a German player's tank platoon) was the army's name, and `2.
    Panzerzug` a vehicle of that name: the catalog knew `Zug` only."""
    listed = _read("Pagano WWII\n\n1. Panzerzug\n5x T-34-85\n2. Panzerzug\n4x T-34-85\n", shipped)
    assert [(unit["formation"], unit["name"]) for unit in listed.data["units"]] == [
        ("platoon", "1. Panzerzug"),
        ("platoon", "2. Panzerzug"),
    ]
