"""The canonical contents and fingerprint 3 over generated armies, links included: what the army
is changes them, how it is written never does."""

import copy
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.engine import Report, evaluate
from armybuilder.engine.fingerprint import army, canonical_sha256, differences, roster_of_army, without_links
from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.roster import Roster
from tests.conftest import TEST_CATALOGS
from tests.linked_rosters import StandInNames, linked_roster

LINKED_CONTENTS = Path(__file__).parent / "data" / "linked-contents.txt"
MINI = CatalogSet([TEST_CATALOGS]).get("mini")
ALIASES = {"soldier": "trooper", "squad": "section"}
OPTIONS = {"soldier": ["elite", "regular", "radio", "smoke"], "mortar": ["light-tube", "heavy-tube"]}

entry = st.sampled_from(["soldier", "leader", "tank", "lorry", "gun", "mortar"]).flatmap(
    lambda element: st.builds(
        dict,
        element=st.just(element),
        count=st.integers(1, 5),
        general=st.booleans(),
        options=st.lists(st.sampled_from(OPTIONS.get(element, ["none"])), unique=True, max_size=2)
        if element in OPTIONS
        else st.just([]),
        base=st.none() | st.builds(dict, width=st.integers(20, 60), depth=st.integers(10, 60)),
    )
)
formation = st.builds(dict, formation=st.just("squad"), elements=st.lists(entry, min_size=1, max_size=4))
armies = st.lists(st.one_of(entry, formation), min_size=1, max_size=8)


def report(units: list[dict], **fields: object) -> Report:
    roster = Roster.model_validate({"format": 1, "system": "mini", "name": "Army", "units": units, **fields})
    return evaluate(roster, MINI)


def fingerprint(units: list[dict], **fields: object) -> str:
    return report(units, **fields).fingerprint


def written_otherwise(units: list[dict], seed: int) -> list[dict]:
    """The same army: entries shuffled, counts split into two entries, aliases, new names."""
    rng = random.Random(seed)
    out: list[dict] = []
    for unit in copy.deepcopy(units):
        if "formation" in unit:
            unit["elements"] = written_otherwise(unit["elements"], seed + 1)
            unit["formation"] = ALIASES["squad"] if rng.random() < 0.5 else unit["formation"]
            unit["name"] = f"Formation {rng.random()}"
            out.append(unit)
            continue
        options = unit.get("options", [])
        if unit["element"] == "soldier" and not {"elite", "militia"} & set(options) and rng.random() < 0.5:
            # Its quality group's default, written out or left out: the same soldier.
            options = (
                [o for o in options if o != "regular"] if "regular" in options else [*options, "regular"]
            )
        unit["element"] = (
            ALIASES.get(unit["element"], unit["element"]) if rng.random() < 0.5 else unit["element"]
        )
        unit["options"] = list(reversed(options))
        unit["name"] = f"Unit {rng.random()}"
        unit["note"] = f"dug in {rng.random()}"  # the player's words: not what the army is
        if unit.get("count", 1) > 1 and rng.random() < 0.5:
            first = rng.randint(1, unit["count"] - 1)
            out += [{**unit, "count": first}, {**unit, "count": unit["count"] - first}]
        else:
            out.append(unit)
    rng.shuffle(out)
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(armies, st.integers(0, 10_000))
def test_how_a_list_is_written_never_changes_its_fingerprint(units: list[dict], seed: int) -> None:
    same = fingerprint(
        written_otherwise(units, seed), player="Someone", notes="n", limit=99, catalog_revision=1
    )
    assert same == fingerprint(units)
    assert fingerprint(units, options={"scale": "small", "side": "red"}) == fingerprint(units)  # the defaults


def _first_element(units: list[dict]) -> dict:
    unit = units[0]
    return unit["elements"][0] if "formation" in unit else unit


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(armies, st.sampled_from(["element", "option", "count", "general", "base", "roster option"]))
def test_any_change_to_what_the_army_is_changes_its_fingerprint(units: list[dict], change: str) -> None:
    changed = copy.deepcopy(units)
    target = _first_element(changed)
    if change == "element":
        target["element"] = "big-gun" if target["element"] != "big-gun" else "tank"
    elif change == "option":
        # Another option than it takes: its group's default written out or left out is no change.
        kept = [o for o in target["options"] if o != "regular"]
        other = [o for o in OPTIONS.get(target["element"], ["nonsense"]) if o not in kept and o != "regular"]
        target["options"] = kept[1:] if kept else other[:1]
    elif change == "count":
        target["count"] += 1
    elif change == "general":
        target["general"] = not target["general"]
    elif change == "base":
        target["base"] = {"width": 99, "depth": 99} if target["base"] != {"width": 99, "depth": 99} else None
    options = {"scale": "large"} if change == "roster option" else {}
    assert fingerprint(changed, options=options) != fingerprint(units)


def test_an_option_that_is_its_groups_default_written_out_or_left_out_is_one_army() -> None:
    """`options: [regular]` and no option (the quality group's default) are one soldier, as the
    engine costs and rates them; a list that chose otherwise is another army."""
    chosen, left_out = (
        report([{"element": "soldier", "options": ["regular"]}]),
        report([{"element": "soldier"}]),
    )
    assert chosen.army == left_out.army and chosen.fingerprint == left_out.fingerprint
    assert left_out.army["units"][0]["options"] == ["regular"]
    assert report([{"element": "soldier", "options": ["militia"]}]).army != left_out.army
    unknown = report([{"element": "soldier", "options": ["regulr"]}])
    assert unknown.army["units"][0]["options"] == ["regular", "regulr"], "a refused option is kept as written"


# Links ------------------------------------------------------------------------------------------

# Vehicles that tow and carry (some alike, some not), guns towed by them, squads carried by lorries.
vehicle = st.builds(dict, element=st.sampled_from(["lorry", "tank"]), count=st.integers(1, 2))
gun = st.builds(dict, element=st.sampled_from(["gun", "big-gun"]), count=st.integers(1, 3))


@st.composite
def linked_armies(draw: st.DrawFn) -> list[dict]:
    vehicles = [{**v, "id": f"v{n}"} for n, v in enumerate(draw(st.lists(vehicle, min_size=1, max_size=5)))]
    lorries = [v["id"] for v in vehicles if v["element"] == "lorry"]
    units: list[dict] = list(vehicles)
    for one in draw(st.lists(gun, max_size=5)):
        tow = draw(st.sampled_from([v["id"] for v in vehicles] + ["nobody", None]))
        units.append({**one, "links": {"towed-by": tow}} if tow else one)
    for _ in range(draw(st.integers(0, 3))):
        soldiers = draw(st.lists(st.integers(1, 3), min_size=1, max_size=3))
        elements = [{"element": "leader"}]
        for count in soldiers:
            lorry = draw(st.sampled_from([*lorries, None]))
            elements.append(
                {"element": "soldier", "count": count, **({"links": {"carried-by": lorry}} if lorry else {})}
            )
        units.append({"formation": "squad", "elements": elements})
    return units


def renamed(units: list[dict], seed: int) -> list[dict]:
    """The same army with other unit ids, and the order and splitting of `written_otherwise`; a unit
    another names is never split (its id names all of it)."""
    rng = random.Random(seed)
    ids = {}
    for unit in units:
        if "id" in unit:
            ids[unit["id"]] = f"unit-{rng.randrange(10**9)}"

    def rename(unit: dict) -> dict:
        unit = {**unit, **({"id": ids[unit["id"]]} if "id" in unit else {})}
        if "links" in unit:
            unit["links"] = {link: ids.get(target, target) for link, target in unit["links"].items()}
        if "elements" in unit:
            unit["elements"] = [rename(inner) for inner in unit["elements"]]
        return unit

    named = [rename(unit) for unit in units]
    targets = [unit for unit in named if "id" in unit]
    return targets + written_otherwise([unit for unit in named if "id" not in unit], seed)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(linked_armies(), st.integers(0, 10_000))
def test_how_a_linked_list_is_written_never_changes_its_contents(units: list[dict], seed: int) -> None:
    rng = random.Random(seed)
    again = renamed(units, seed)
    rng.shuffle(again)  # the towing and carrying units among the rest, in any order
    first, second = report(units), report(again)
    assert second.army == first.army and second.fingerprint == first.fingerprint


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(linked_armies())
def test_the_contents_hold_every_link_and_read_back_as_the_same_army(units: list[dict]) -> None:
    first = report(units)
    roster = roster_of_army(first.army, system="mini", name="Army", player=None)
    back = evaluate(roster, MINI)
    assert back.army == first.army and back.canonical_sha256 == first.canonical_sha256


def test_a_list_without_links_keeps_fingerprint_2_and_its_contents_have_no_links_key() -> None:
    units = [{"element": "lorry", "id": "l1"}, {"element": "gun", "count": 2}]
    plain = report(units)
    assert "links" not in plain.army and without_links(plain.army) is plain.army
    assert plain.canonical_sha256.startswith(plain.fingerprint.replace("-", ""))


def test_who_tows_whom_changes_the_contents_and_is_said_in_what_differs() -> None:
    """Two lorries and two guns: one lorry towing both, each towing one, or neither named; the
    counts are the same, the armies (and what the rules make of them) are not."""
    both = report(
        [
            {"element": "lorry", "id": "a"},
            {"element": "lorry", "count": 1, "id": "b"},
            {"element": "gun", "count": 2, "links": {"towed-by": "a"}},
        ]
    )
    each = report(
        [
            {"element": "lorry", "id": "a"},
            {"element": "lorry", "id": "b"},
            {"element": "gun", "links": {"towed-by": "a"}},
            {"element": "gun", "links": {"towed-by": "b"}},
        ]
    )
    none = report([{"element": "lorry", "count": 2}, {"element": "gun", "count": 2}])
    prints = {both.fingerprint, each.fingerprint, none.fingerprint}
    assert len(prints) == 3
    assert without_links(both.army) == without_links(each.army) == none.army  # fingerprint 2 saw one army
    assert differences(none.army, each.army) == ["gun towed-by lorry: 0 in the lock, 2 here"]
    assert differences(both.army, each.army) == [
        "gun towed-by the same lorry: 0 in the lock, 2 here",
        "gun ×2 towed-by the same lorry: 1 in the lock, 0 here",
    ]


def test_a_passenger_moved_to_another_lorry_alike_is_named_by_the_loads_that_changed() -> None:
    """A leader moved from one lorry to another was said only to be "the same units, linked or
    grouped otherwise": the kinds of link count the same, the lorries' loads do not."""

    def riding(lorry: str) -> dict:
        units = [
            {"element": "lorry", "id": "a"},
            {"element": "lorry", "id": "b"},
            {"element": "soldier", "count": 2, "links": {"carried-by": "a"}},
            {"element": "soldier", "links": {"carried-by": "b"}},
            {"element": "leader", "links": {"carried-by": lorry}},
        ]
        return report(units).army

    assert differences(riding("a"), riding("b")) == [
        "leader and soldier [regular] carried-by the same lorry: 0 in the lock, 1 here",
        "leader and soldier [regular] ×2 carried-by the same lorry: 1 in the lock, 0 here",
        "soldier [regular] carried-by the same lorry: 1 in the lock, 0 here",
        "soldier [regular] ×2 carried-by the same lorry: 0 in the lock, 1 here",
    ]


@pytest.mark.parametrize(
    ("base", "said"),
    [
        ({}, "leader with a base declared without its size or figures"),
        ({"width": 40}, "leader on a base 40 mm wide"),
        ({"depth": 30, "figures": 2}, "leader on a base 30 mm deep, 2 figures"),
        ({"figures": 1}, "leader on a base, 1 figure"),
        ({"width": 40, "depth": 20}, "leader on a 40 × 20 mm base"),
    ],
)
def test_a_declared_base_is_said_as_far_as_it_declares(base: dict, said: str) -> None:
    """`base: {}` was "leader on a not set × not set mm base"."""
    plain, declared = report([{"element": "leader"}]), report([{"element": "leader", "base": base}])
    assert differences(plain.army, declared.army) == [
        "leader: 1 in the lock, 0 here",
        f"{said}: 0 in the lock, 1 here",
    ]
    unserved = report([{"element": "lorry", "id": "a"}, {"element": "gun", "links": {"towed-by": "b"}}])
    assert differences(
        unserved.army,
        report([{"element": "lorry", "id": "a"}, {"element": "gun", "links": {"towed-by": "a"}}]).army,
    ) == [
        "gun towed-by a unit the list does not have: 1 in the lock, 0 here",
        "gun towed-by lorry: 0 in the lock, 1 here",
    ]


def test_identical_guns_each_behind_its_own_team_give_one_contents_in_any_order() -> None:
    """Two alike guns, each towed by one of two alike lorries: which is written first, and which id
    each lorry has, is no part of the army."""
    lorries = [{"element": "lorry", "id": "x"}, {"element": "lorry", "id": "y"}]
    guns = [{"element": "gun", "links": {"towed-by": "x"}}, {"element": "gun", "links": {"towed-by": "y"}}]
    one = report(lorries + guns)
    assert report(lorries[::-1] + guns).army == one.army == report(guns[::-1] + lorries).army
    # Both behind one lorry is another army.
    assert report([*lorries, {"element": "gun", "count": 2, "links": {"towed-by": "x"}}]).army != one.army


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(armies)
def test_a_report_without_the_fingerprint_differs_in_nothing_else(units: list[dict]) -> None:
    # The editor's keys leave the contents out (no pane shows them): nothing else may change.
    roster = Roster.model_validate({"format": 1, "system": "mini", "name": "Army", "units": units})
    full, bare = evaluate(roster, MINI), evaluate(roster, MINI, fingerprinted=False)
    assert (bare.fingerprint, bare.canonical_sha256, bare.army) == ("", "", {})
    assert (
        replace(bare, fingerprint=full.fingerprint, canonical_sha256=full.canonical_sha256, army=full.army)
        == full
    )


def test_the_contents_of_linked_lists_keep_the_sha256_their_locks_hold(
    request: pytest.FixtureRequest,
) -> None:
    """Locks keep the contents' SHA-256: one byte changed in how linked units are ranked or placed
    breaks every lock of a linked list. 3,000 generated linked rosters (seed n on line n) keep the
    hashes the code gave them when they were recorded; `--update-golden` records them again, only
    with a change of contents a new lock format announces."""
    names = StandInNames()
    made = [canonical_sha256(army(*linked_roster(seed), names)) for seed in range(3000)]
    if request.config.getoption("--update-golden"):
        LINKED_CONTENTS.write_text("".join(f"{sha}\n" for sha in made))
    kept = LINKED_CONTENTS.read_text().split()
    changed = [seed for seed, (now, then) in enumerate(zip(made, kept, strict=True)) if now != then]
    assert not changed, f"{len(changed)} of 3,000 linked lists changed contents, seeds {changed[:10]}"
