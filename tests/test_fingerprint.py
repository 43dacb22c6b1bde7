"""Fingerprint 2 over generated armies: what the army is changes it, how it is written never does."""

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.catalogs import CatalogSet
from armybuilder.engine import evaluate
from armybuilder.schema.roster import Roster
from tests.conftest import TEST_CATALOGS

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


def fingerprint(units: list[dict], **fields: object) -> str:
    roster = Roster.model_validate({"format": 1, "system": "mini", "name": "Army", "units": units, **fields})
    return evaluate(roster, MINI).fingerprint


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
        unit["element"] = (
            ALIASES.get(unit["element"], unit["element"]) if rng.random() < 0.5 else unit["element"]
        )
        unit["options"] = list(reversed(unit["options"]))
        unit["name"] = f"Unit {rng.random()}"
        if unit["count"] > 1 and rng.random() < 0.5:
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
        other = [o for o in OPTIONS.get(target["element"], ["nonsense"]) if o not in target["options"]]
        target["options"] = target["options"][1:] if target["options"] else other[:1]
    elif change == "count":
        target["count"] += 1
    elif change == "general":
        target["general"] = not target["general"]
    elif change == "base":
        target["base"] = {"width": 99, "depth": 99} if target["base"] != {"width": 99, "depth": 99} else None
    options = {"scale": "large"} if change == "roster option" else {}
    assert fingerprint(changed, options=options) != fingerprint(units)
