"""A player's remark asking how a unit of his list that the catalog does not know is fielded (`not
sure how the Sturmtiger counts`, `Il 75/18 conta come carro? Non so`) asks that unit's line, as a
judge asks him rather than keep a name no rule text gives; a remark leaves a unit the catalog
knows, one it cannot tell from another, or one it doubts only is allowed, as read. Each test holds
lines of our own, across systems."""

import textwrap

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)


@pytest.mark.parametrize(
    ("text", "line", "doubt", "read"),
    [
        (
            """
            Pagano WW2 armour, Axis 1944
            Zug 1: Pz IV x 4
            1 x Sturmtiger

            Ich weiß nicht, wie der Sturmtiger zählt, sagt Bescheid.
            """,
            3,
            "weiß nicht",
            1,
        ),
        (
            """
            OHW WW2 beta, 4 unità
            2 x Infantry
            1 x Semovente 75/18
            1 x Mortar

            Il 75/18 conta come carro o come artiglieria? Non so, decidete voi.
            """,
            3,
            "Non so",
            2,
        ),
        (
            """
            # WTJ 1916
            4 x Infantry
            2 x Lanchester

            Do Lanchesters count as lorries here? The chapter never says.
            """,
            3,
            "?",
            1,
        ),
        (
            """
            Tank Attack, 36 AP
            General: Rifles
            3 x Rifles
            1 x Zis-30

            nie wiem, jak liczyć Zis-30, zdecyduj Ty
            """,
            4,
            "nie wiem",
            2,
        ),
    ],
)
def test_a_remark_doubting_a_unit_the_catalog_does_not_know_asks_its_line(
    catalogs: list[Catalog], text: str, line: int, doubt: str, read: int
) -> None:
    listed = _read(catalogs, text)
    assert [(asked.number, asked.doubt) for asked in listed.asked] == [(line, doubt)]
    assert len(listed.data["units"]) == read  # the others read, the one in doubt left out until answered
    catalog = next(catalog for catalog in catalogs if catalog.id == listed.system)
    [problem] = [p for p, _ in text_list_findings(listed, catalog, "list.txt") if p.code == "file.text-asked"]
    assert f"is not settled ({doubt})" in problem.message


@pytest.mark.parametrize(
    "remark",
    [
        "Is 4 tanks too many? Not sure.",  # about a unit the catalog knows: read as written
        "The Sturmtiger and the Elefant are freshly painted.",  # no doubt
        "Not sure the Sturmtiger is allowed?",  # whether it may come: the organiser's to say
        "No idea how the Sturmtiger or the Elefant count?",  # two units: which one?
    ],
)
def test_a_remark_leaves_units_it_does_not_single_out_as_read(catalogs: list[Catalog], remark: str) -> None:
    listed = _read(
        catalogs,
        f"Pagano WW2 armour, Axis 1944\n4 x Pz IV\n1 x Sturmtiger\n1 x Elefant\n\n{remark}\n",
    )
    assert listed.asked == ()
    assert [unit["element"] for unit in listed.data["units"]] == ["pz-iv", "Sturmtiger", "Elefant"]


@pytest.mark.parametrize(
    ("line", "doubt"),
    [
        ("1x inf vets? or elite, idk", "idk"),
        ("1 x Tank - heavy or medium, dunno yet", "dunno"),
        ("1 x Anti-tank gun (non so se regolare)", "non so"),
        ("1 x Artillery - weet ik niet, elite of regular", "weet ik niet"),
    ],
)
def test_a_player_who_says_he_does_not_know_leaves_the_unit_asked(
    catalogs: list[Catalog], line: str, doubt: str
) -> None:
    listed = _read(catalogs, f"OHW WW2 hexed draft\n2 x Infantry\n{line}\n")
    assert [(asked.number, asked.doubt) for asked in listed.asked] == [(3, doubt)]
    assert listed.data["units"] == [{"element": "infantry", "count": 2}]


@pytest.mark.parametrize(
    ("units", "remark"),
    [
        (
            "I'll bring my Brits: two infantry battalions, a Cromwell battalion and an armoured car battalion.",
            "Or for the last slot: M10 tank destroyers - not sure if they count as tanks or AT guns in this draft?",
        ),
        (
            "2 x Infantry\n1 x Tank\n1 x Tank",
            "Maybe a Marder instead of the mortar, dunno if it counts as a tank or an AT gun?",
        ),
    ],
)
def test_a_remark_offering_a_unit_it_asks_which_of_two_types_it_is_is_asked(
    catalogs: list[Catalog], units: str, remark: str
) -> None:
    """A remark under the list offering one more unit, in doubt whether it counts as one type or
    another (`not sure if they count as tanks or AT guns?`), was talk, the units above read as
    valid: the judge asks the player which he means, as of a unit line that leaves it open."""
    listed = _read(catalogs, f"OHW WW2 hexed, 4 units\n\n{units}\n{remark}\nEd\n")
    at = 3 + units.count("\n") + 1
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(at, ("tank", "anti-tank-gun"))]
    assert [unit["element"] for unit in listed.data["units"]][:2] == ["infantry", "tank"]


def test_a_remark_in_doubt_naming_one_type_asks_nothing(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs, "OHW WW2 hexed, 4 units\n\n2 x Infantry\n1 x Tank\nnot sure how tanks count as a unit?\n"
    )
    assert listed.asked == ()


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        (
            """
            # Vimy 1917
            Tank Attack, 36 AP
            - **Support**
              - Barrage ×2
                - one for the creeping barrage, one held back
              - Gas
            """,
            {"element": "barrage", "count": 2, "note": "one for the creeping barrage, one held back"},
        ),
        (
            """
            Pagano 1944
            * Tiger I x2 (reserve)
              * both painted by my brother last winter
            * Pz IV
            """,
            {"element": "tiger-i", "count": 2, "note": "reserve; both painted by my brother last winter"},
        ),
    ],
)
def test_a_bullet_under_a_unit_naming_no_unit_is_that_units_note(
    catalogs: list[Catalog], text: str, unit: dict[str, object]
) -> None:
    """A sub-bullet of words under a unit's bullet (`- Barrage ×2` over `- one for the creeping
    barrage, one held back`) was a unit of its own the catalog did not know: a player's words
    nested under a unit say something of it, as its brackets would."""
    listed = _read(catalogs, text)
    assert listed.asked == ()
    assert listed.data["units"][0] == unit
    assert len(listed.data["units"]) == 2
