"""A formation's members read from the list's shape (issue 34, round 25): the lines a heading
that names a formation type holds (its bullets, its indented lines, a `##` heading's lines) are its
members. Its first line is one even where its type has no place in the formation: read outside,
it left the formation empty, a formation no player writes; kept in, the check says what does not
fit, and the reading says it on the line."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _catalogs(shipped: CatalogSet) -> list[Catalog]:
    return [catalog for catalog in shipped if isinstance(catalog, Catalog)]


def test_a_headed_formations_first_member_with_no_place_in_it_stays_in_it(shipped: CatalogSet) -> None:
    """`## Aufklärungszug` over `- 2× Pz IV` read an empty reconnaissance platoon and the Pz IVs
    outside it: the heading names the type and its one line is its member, its fit the check's to say."""
    text = (
        "# Pagano WW2\n\nAchse, 1943\n\n## 1. Zug\n- 4× Pz IV\n\n"
        "## Aufklärungszug\n- 2× Pz IV\n\n## Einzelfahrzeug\n- T-34-85\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    recon = listed.data["units"][1]
    assert recon == {"formation": "recon-platoon", "elements": [{"element": "pz-iv", "count": 2}]}
    (kept,) = listed.outside
    assert (kept.number, kept.kept) == (9, True)


def test_a_member_with_no_place_after_others_still_closes_the_formation(shipped: CatalogSet) -> None:
    """Under `Heavy platoon:` with Tigers first, a Pz IV has no place and it and the lines after it
    stand apart, as before: only a formation's first line is kept whatever its fit."""
    text = "Pagano WWII Armour\nAxis, 1941\n\nHeavy platoon:\n- Tiger x2\n- Pz IV\n- T-34-85\n"
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"] == [
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
        {"element": "pz-iv"},
        {"element": "t-34-85"},
    ]
    (outside,) = listed.outside
    assert (outside.number, outside.kept) == (6, False)


def test_lines_indented_under_a_heading_are_its_members_where_the_list_goes_on_at_its_indentation(
    shipped: CatalogSet,
) -> None:
    """`heavy platoon` over a Tiger and two Pz IVs indented under it, then two Pz IVs back at the
    heading's indentation: the indentation says which are its members, so the indented Pz IVs
    stay in it (the check warns of them), as the reading's own hint asks players to write it."""
    text = (
        "pagano armor / axis / 1942\n    heavy platoon\n        Tiger I\n        Pz IV\n        Pz IV\n"
        "    Pz IV\n    Pz IV\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"] == [
        {
            "formation": "heavy-platoon",
            "elements": [{"element": "tiger-i"}, {"element": "pz-iv"}, {"element": "pz-iv"}],
        },
        {"element": "pz-iv"},
        {"element": "pz-iv"},
    ]


def test_indented_members_closed_by_a_blank_line_still_close_at_a_unit_with_no_place(
    shipped: CatalogSet,
) -> None:
    """Every block indented alike, each closed by a blank line: the indentation tells no member
    from another, so a trench mortar with no place in the regiment stands apart, as before."""
    text = (
        "WTJ 1916\n\n146e RI\n  PC\n  6 bases d'infanterie\n  2 mitrailleuses\n  1 crapouillot\n\n"
        "Chars\n  1 char Schneider\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"][1] == {"element": "trench-mortar"}
    assert [outside.number for outside in listed.outside] == [7]


def test_indented_members_closed_by_the_next_heading_still_close_at_a_unit_with_no_place(
    shipped: CatalogSet,
) -> None:
    """A regiment's indented lines followed by another heading over its own indented lines: each
    block is indented alike, so the trench mortar with no place in the regiment stands apart."""
    text = (
        "WTJ 1916\n\n2nd Royal Welch Fusiliers (infantry regiment)\n  RHQ\n  4 x infantry bases\n"
        "  1 x trench mortar\nTanks\n  1 x Mk IV\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"][1] == {"element": "trench-mortar"}
    assert [outside.number for outside in listed.outside] == [6]


def test_a_nordic_numbered_label_over_its_units_heads_the_formation_they_make(shipped: CatalogSet) -> None:
    """`1:a plutonen: 5 st T-34-85`, the Swedish `1:a` numbering the platoon as `1st` does: a
    formation its units make (a platoon), named so, as `1st Zug: 5 x T-34-85` is; a label of no
    number (`Reserv:`) still names the unit."""
    text = (
        "Pagano\nRyssarna 1945\n\n1:a plutonen: 5 st T-34-85\n2:a plutonen: 4 st T-34-85\n"
        "Reserv: 2 st T-34-85\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1:a plutonen", "elements": [{"element": "t-34-85", "count": 5}]},
        {"formation": "platoon", "name": "2:a plutonen", "elements": [{"element": "t-34-85", "count": 4}]},
        {"element": "t-34-85", "count": 2, "name": "Reserv"},
    ]


def test_a_portuguese_heading_of_lone_units_makes_no_formation(shipped: CatalogSet) -> None:
    """`Independente:` over two T-34-85, as a Portuguese player sets units apart: no platoon their
    count would fit, as under `Independent:`."""
    text = "Pagano\nAliados, 1945\n\nPelotão 1:\n- 4x T-34-85\n\nIndependente:\n- 2x T-34-85\n"
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"][1:] == [{"element": "t-34-85", "count": 2}]


def test_a_unit_types_name_over_units_heads_the_formation_they_make(shipped: CatalogSet) -> None:
    """`Pyöräilijät` (cyclists) over `- Esikunta` and `- Pyöräilijät x3` was read as one more cyclist
    base beside a loose command and three cyclists: a unit has no units under it, so the line heads
    them, and they make a cyclist regiment, which the type's words do not name."""
    text = "WTJ 1916\n\nInfantry regiment\n- HQ\n- Infantry x6\n\nPyöräilijät\n- Esikunta\n- Pyöräilijät x3\n"
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"][1] == {
        "formation": "cyclist-regiment",
        "elements": [{"element": "regimental-command"}, {"element": "cyclist", "count": 3}],
    }
