"""Roster operations on their own: each returns a new roster, and the engine agrees with the result."""

import re

import pytest

from armybuilder.editing import operations as op
from armybuilder.engine import evaluate
from armybuilder.engine.where import ROSTER, of_place
from armybuilder.engine.where import parse as parse_where
from armybuilder.files.rosters import dump_roster, starter
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import DeclaredBase, FormationEntry, Roster
from tests.conftest import roster

SQUAD = {
    "formation": "squad",
    "elements": [{"element": "leader", "general": True}, {"element": "soldier", "count": 2}],
}


def units(r: Roster) -> list[dict]:
    return [u.model_dump(exclude_defaults=True) for u in r.units]


def test_an_element_joins_the_highlighted_formation_while_its_slot_has_room(mini: Catalog) -> None:
    start = roster("mini", [SQUAD])
    third, place = op.add_element(start, mini, "soldier", near=of_place((0, 0)))
    assert place == of_place((0, 1)) and third.units[0].elements[1].count == 3
    fourth, place = op.add_element(third, mini, "soldier", near=of_place((0,)))
    assert place == of_place((1,)), "the squad takes at most 3 soldiers, so the fourth stands alone"
    fifth, place = op.add_element(fourth, mini, "trooper", near=of_place((0,)))
    assert place == of_place((1,)) and units(fifth)[1] == {"element": "soldier", "count": 2}
    assert evaluate(fifth, mini).costs == {"pts": 3 + 5 * 2}


def test_an_element_without_a_slot_in_the_formation_stands_alone(mini: Catalog) -> None:
    added, place = op.add_element(roster("mini", [SQUAD]), mini, "tank", near=of_place((0, 1)))
    assert place == of_place((1,)) and units(added)[1] == {"element": "tank"}


def test_an_entry_with_a_name_or_options_of_its_own_is_not_merged(mini: Catalog) -> None:
    start = roster(
        "mini", [SQUAD, {"element": "tank", "name": "Mother"}, {"element": "soldier", "options": ["elite"]}]
    )
    added, place = op.add_element(start, mini, "tank")
    assert place == of_place((3,))
    added, place = op.add_element(added, mini, "soldier")
    assert place == of_place((4,)) and [u.count for u in added.units[1:]] == [1, 1, 1, 1]


def test_operations_never_change_the_roster_they_are_given(mini: Catalog) -> None:
    start = roster("mini", [SQUAD, {"element": "tank", "count": 2}])
    before = dump_roster(start)
    op.add_element(start, mini, "soldier", near=of_place((0,)))
    op.add_element(start, mini, "tank")
    op.remove(start, of_place((0, 1)))
    op.change_count(start, of_place((1,)), 1)
    op.set_general(start, mini, of_place((0, 1)))
    op.rename(start, of_place((0,)), "1st Squad")
    op.set_element_options(start, of_place((0, 1)), ["elite"])
    assert dump_roster(start) == before


def test_unknown_types_are_refused_with_the_catalogs_name(mini: Catalog) -> None:
    with pytest.raises(op.EditError, match="`panzer` is not an element type of Mini Wars"):
        op.add_element(roster("mini", []), mini, "panzer")
    with pytest.raises(op.EditError, match="not a formation"):
        op.add_formation(roster("mini", []), mini, "platoon")


def test_a_new_formation_holds_what_its_named_slots_need(mini: Catalog) -> None:
    added, place = op.add_formation(roster("mini", [{"element": "tank"}]), mini, "squad")
    assert place == of_place((1,))
    assert units(added)[1] == {"formation": "squad", "elements": [{"element": "leader"}]}
    problems = [p.message for p in evaluate(added, mini).errors if p.code == "formation.composition"]
    assert problems == ["Squad needs 2 to 3 × soldiers; it has 0"], "the selected slot is left to the player"


def test_starter_plus_an_element_costs_what_the_engine_says(tank_attack: Catalog) -> None:
    start = starter(tank_attack, "Test")
    assert evaluate(start, tank_attack).costs == {"AP": 13}
    added, place = op.add_element(start, tank_attack, "sturmtruppe", near=of_place((1, 0)))
    assert place == of_place((2,)), "the battalion has no slot for Sturmtruppe"
    assert evaluate(added, tank_attack).costs == {"AP": 16}


def test_remove_an_element_or_a_whole_formation(mini: Catalog) -> None:
    start = roster("mini", [SQUAD, {"element": "tank"}])
    assert units(op.remove(start, of_place((0, 0))))[0] == {
        "formation": "squad",
        "elements": [{"element": "soldier", "count": 2}],
    }
    assert units(op.remove(start, of_place((0,)))) == [{"element": "tank"}]
    with pytest.raises(op.EditError, match="no entry at units\\[5\\]"):
        op.remove(start, of_place((5,)))


def test_change_count(mini: Catalog) -> None:
    start = roster("mini", [SQUAD, {"element": "tank"}, {"element": "gun", "count": "two"}])
    assert op.change_count(start, of_place((0, 1)), 1).units[0].elements[1].count == 3
    assert op.change_count(start, of_place((0, 1)), -1).units[0].elements[1].count == 1
    with pytest.raises(op.EditError, match="below 1") as refused:
        op.change_count(start, of_place((1,)), -1)
    assert refused.value.instead == "remove"
    with pytest.raises(op.EditError, match="a formation has no count"):
        op.change_count(start, of_place((0,)), 1)
    assert op.change_count(start, of_place((2,)), 1).units[2].count == 1, (
        "an unreadable count starts again at 1"
    )
    top = op.change_count(roster("mini", [{"element": "tank", "count": 9999}]), of_place((0,)), 1)
    with pytest.raises(op.EditError, match="above 10,000"):
        op.change_count(top, of_place((0,)), 1)


def test_set_general_moves_the_mark_splits_a_count_and_toggles(mini: Catalog) -> None:
    start = roster("mini", [SQUAD, {"element": "leader", "count": 3}])
    moved, place = op.set_general(start, mini, of_place((1,)))
    assert place == of_place((2,))
    assert units(moved) == [
        {"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}]},
        {"element": "leader", "count": 2},
        {"element": "leader", "general": True},
    ]
    assert not [p for p in evaluate(moved, mini).errors if p.code.startswith("general.")]
    off, place = op.set_general(moved, mini, of_place((2,)))
    assert place == of_place((1,)) and not any(line.general for line in evaluate(off, mini).lines)
    assert units(off)[1:] == [{"element": "leader", "count": 3}], "the element given up rejoins its kind"
    with pytest.raises(op.EditError, match="a formation cannot be the general"):
        op.set_general(start, mini, of_place((0,)))
    with pytest.raises(op.EditError, match="has no general"):
        op.set_general(start, mini.model_copy(update={"general": None}), of_place((1,)))


def test_a_general_given_up_rejoins_its_kind_and_the_new_one_is_found_where_it_moved(mini: Catalog) -> None:
    start = roster(
        "mini",
        [
            {"element": "leader"},
            {"element": "leader", "general": True},
            {"element": "tank"},
            {"element": "leader", "name": "Colonel"},
        ],
    )
    moved, place = op.make_general(start, mini, of_place((3,)))
    assert units(moved) == [
        {"element": "leader", "count": 2},
        {"element": "tank"},
        {"element": "leader", "name": "Colonel", "general": True},
    ]
    assert place == of_place((2,))
    back, place = op.set_general(moved, mini, place)
    assert units(back)[2] == {"element": "leader", "name": "Colonel"}, (
        "an entry named by the player stays apart"
    )
    assert place == of_place((2,))


def test_a_general_split_from_an_entry_with_a_base_or_options_rejoins_it_too(mini: Catalog) -> None:
    """`g` gives the split-off general the entry's options and base: it goes back as it came."""
    base = {"width": 40, "depth": 40}
    start = roster(
        "mini", [{"element": "leader", "general": True}, {"element": "soldier", "count": 2, "base": base}]
    )
    split, place = op.set_general(start, mini, of_place((1,)))
    assert [u.get("count", 1) for u in units(split)] == [1, 1, 1] and place == of_place((2,))
    back, _ = op.make_general(split, mini, of_place((0,)))
    assert units(back) == [
        {"element": "leader", "general": True},
        {"element": "soldier", "count": 2, "base": base},
    ]


def test_rename_options_and_roster_details(mini: Catalog) -> None:
    start = roster("mini", [SQUAD])
    named = op.rename(start, of_place((0,)), "  1st Squad ")
    assert named.units[0].name == "1st Squad"
    assert op.rename(named, of_place((0,)), " ").units[0].name is None
    elite = op.set_element_options(start, of_place((0, 1)), ["elite", "radio", "elite"])
    assert elite.units[0].elements[1].options == ["elite", "radio"]
    assert evaluate(elite, mini).lines[1].cost_each == {"pts": 5}
    new = op.set_details(start, op.RosterDetails(" Reds ", "", 60, {"big": True}))
    assert (new.name, new.player, new.limit, new.options) == ("Reds", None, 60, {"big": True})
    assert op.details(new) == op.RosterDetails("Reds", None, 60, {"big": True})
    with pytest.raises(op.EditError, match="needs a name"):
        op.set_details(start, op.RosterDetails(" ", None, None, {}))
    with pytest.raises(op.EditError, match="more than 0"):
        op.set_details(start, op.RosterDetails("Reds", None, 0, {}))


def test_operations_take_the_reports_wheres_and_refuse_a_path_naming_no_entry(mini: Catalog) -> None:
    start = roster("mini", [SQUAD, {"element": "tank"}])
    entries = [op.entry_at(start, line.where) for line in evaluate(start, mini).lines]
    assert entries == [start.units[0].elements[0], start.units[0].elements[1], start.units[1]]
    assert isinstance(op.entry_at(start, of_place((0,))), FormationEntry)
    for path in ("options.scale", "units[1].count", "units[0].elements[5]", "units[1].elements[0]"):
        with pytest.raises(op.EditError, match=f"no entry at {re.escape(path)}$"):
            op.entry_at(start, parse_where(path))
    with pytest.raises(op.EditError, match="no entry at that place"):
        op.entry_at(start, ROSTER)


def test_an_edit_that_changes_nothing_returns_the_same_roster(mini: Catalog) -> None:
    start = roster("mini", [{**SQUAD, "name": "Reds"}], limit=40)
    assert op.rename(start, of_place((0,)), " Reds ") is start
    assert op.set_element_options(start, of_place((0, 1)), []) is start
    assert op.set_details(start, op.details(start)) is start
    assert op.set_details(start, op.RosterDetails("Test", None, 41, {})) is not start


def test_saving_stamps_the_catalog_revision(mini: Catalog) -> None:
    old = roster("mini", [SQUAD], catalog_revision=1)
    assert op.stamp_revision(old, mini).catalog_revision == 2
    current = op.stamp_revision(old, mini)
    assert op.stamp_revision(current, mini) is current


def test_a_link_names_its_target_giving_the_target_an_id_when_it_has_none(mini: Catalog) -> None:
    start = roster(
        "mini", [{"element": "big-gun"}, {"element": "tank"}, {"element": "lorry", "id": "lorry-1"}]
    )
    towed = op.set_link(start, of_place((0,)), "towed-by", of_place((1,)))
    assert units(towed)[:2] == [
        {"element": "big-gun", "links": {"towed-by": "tank-1"}},
        {"element": "tank", "id": "tank-1"},
    ]
    assert [p.code for p in evaluate(towed, mini).errors if p.code.startswith("link.")] == ["link.size"]
    moved = op.set_link(towed, of_place((0,)), "towed-by", of_place((2,)))
    assert units(moved)[0]["links"] == {"towed-by": "lorry-1"} and units(moved)[1]["id"] == "tank-1"
    [too_big] = [p for p in evaluate(moved, mini).problems if p.code.startswith("link.")]
    assert too_big.message == "Big Gun (Gun class 7) is too big for Lorry, which takes up to 5"
    assert op.set_link(moved, of_place((0,)), "towed-by", of_place((2,))) is moved
    assert "links" not in units(op.set_link(moved, of_place((0,)), "towed-by", None))[0]


def test_a_new_id_is_never_one_the_roster_already_uses(mini: Catalog) -> None:
    start = roster(
        "mini",
        [{"element": "gun"}, {"element": "gun"}, {"element": "tank", "id": "tank-1"}, {"element": "tank"}],
    )
    first = op.set_link(start, of_place((0,)), "towed-by", of_place((3,)))
    second = op.set_link(first, of_place((1,)), "towed-by", of_place((2,)))
    assert [u.get("id") for u in units(second)] == [None, None, "tank-1", "tank-2"]
    assert [u.get("links") for u in units(second)[:2]] == [{"towed-by": "tank-2"}, {"towed-by": "tank-1"}]
    with pytest.raises(op.EditError, match="cannot name itself"):
        op.set_link(start, of_place((2,)), "towed-by", of_place((2,)))
    with pytest.raises(op.EditError, match="a formation cannot be named"):
        op.set_link(roster("mini", [SQUAD, {"element": "gun"}]), of_place((1,)), "towed-by", of_place((0,)))


def test_link_choices_offer_the_units_that_can_serve_and_say_which_fit(mini: Catalog) -> None:
    from armybuilder.engine.links import link_choices

    report = evaluate(
        roster(
            "mini",
            [
                SQUAD,
                {"element": "big-gun", "links": {"towed-by": "l"}},
                {"element": "tank"},
                {"element": "lorry", "id": "l"},
            ],
        ),
        mini,
    )
    [towing] = link_choices(report, mini, parse_where("units[1]"))
    assert (towing.id, towing.name, towing.current) == ("towed-by", "Towed by", "l")
    assert [(str(t.where), t.title, t.unit_id, t.fits) for t in towing.targets] == [
        ("units[2]", "Tank", None, False),
        ("units[3]", "Lorry", "l", False),
    ]
    assert [c.id for c in link_choices(report, mini, parse_where("units[0].elements[1]"))] == ["carried-by"]
    assert link_choices(report, mini, parse_where("units[2]")) == ()


def test_split_takes_some_off_into_an_entry_of_their_own_just_after(mini: Catalog) -> None:
    start = roster(
        "mini", [{"element": "soldier", "count": 4, "options": ["elite"], "name": "Reds", "id": "r"}]
    )
    split, place = op.split(start, of_place((0,)), 1)
    assert place == of_place((1,))
    assert units(split) == [
        {"element": "soldier", "count": 3, "options": ["elite"], "name": "Reds", "id": "r"},
        {"element": "soldier", "options": ["elite"]},
    ]
    assert evaluate(split, mini).costs == evaluate(start, mini).costs
    inside, place = op.split(roster("mini", [SQUAD]), of_place((0, 1)), 1)
    assert place == of_place((0, 2)) and [e.count for e in inside.units[0].elements] == [1, 1, 1]
    for many in (0, 4):
        with pytest.raises(op.EditError, match="from 1 to 3 of the 4"):
            op.split(start, of_place((0,)), many)
    with pytest.raises(op.EditError, match="two or more"):
        op.split(roster("mini", [{"element": "tank"}]), of_place((0,)), 1)
    with pytest.raises(op.EditError, match="formation cannot be split"):
        op.split(roster("mini", [SQUAD]), of_place((0,)), 1)


def test_a_declared_base_and_notes_are_set_and_cleared(mini: Catalog) -> None:
    start = roster("mini", [{"element": "tank"}])
    based = op.set_base(start, of_place((0,)), DeclaredBase(width=40, depth=30))
    assert units(based) == [{"element": "tank", "base": {"width": 40, "depth": 30}}]
    assert units(op.set_base(based, of_place((0,)), DeclaredBase())) == [{"element": "tank"}]
    assert op.set_base(start, of_place((0,)), None) is start
    noted = op.set_notes(start, "  Paint the tank.\n")
    assert noted.notes == "Paint the tank." and op.set_notes(noted, " ").notes is None
    assert op.set_notes(noted, "Paint the tank.") is noted
    with pytest.raises(op.EditError, match="at most 10,000 characters"):
        op.set_notes(start, "x" * 10_001)


def test_gathering_a_heading_puts_its_units_into_a_formation_where_they_stood(mini: Catalog) -> None:
    """A heading asked about, answered: the units under it go into the formation chosen."""
    start = roster("mini", [{"element": "tank"}, {"element": "leader"}, {"element": "soldier", "count": 2}])
    members = ((of_place((1,)), "leader"), (of_place((2,)), "soldier"))
    gathered, place = op.gather(start, mini, "squad", members, "Red")
    assert place == of_place((1,))
    assert units(gathered) == [
        {"element": "tank"},
        {
            "formation": "squad",
            "name": "Red",
            "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}],
        },
    ]


def test_gathering_refuses_units_that_changed_since_the_list_was_read(mini: Catalog) -> None:
    """Never a wrong unit moved in silence: a place that no longer holds the type read there."""
    start = roster("mini", [{"element": "tank"}, {"element": "soldier"}])
    with pytest.raises(op.EditError, match="changed after the list was read"):
        op.gather(start, mini, "squad", ((of_place((1,)), "leader"),), None)
