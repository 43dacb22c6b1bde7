"""Varied rosters with links, made from a seed alone: the same seed gives the same roster on any
machine, so the canonical contents' SHA-256 of each can be kept and compared with every later
version of the code (tests/data/linked-contents.txt). A lock keeps those hashes: none may change.

The element and formation ids are several systems' (as strings: the names below stand in for a
catalog, so a catalog's edit never moves these hashes)."""

import random
from collections.abc import Sequence
from typing import Any

from armybuilder.schema.roster import Roster

# Element types that carry or tow, and those that are carried or towed, from the five systems.
CARRIERS = ["truck", "lorry", "horse-team", "tractor", "wagon", "armoured-car", "tank", "pz-iv"]
LOADS = [
    "infantry",
    "machine-gun",
    "regimental-command",
    "french-75",
    "large-gun",
    "anti-tank-gun",
    "mortar",
    "cavalry",
    "engineer",
    "artillery",
    "forward-observer",
    "t-34-85",
]
FORMATIONS = ["infantry-regiment", "cavalry-regiment", "platoon", "heavy-platoon", "infantry-battalion"]
LINKS = ["carried-by", "towed-by", "attached-to", "observes-for"]
OPTIONS = {
    "infantry": ["elite", "regular", "militia", "smoke"],
    "large-gun": ["class-7", "class-8", "class-9"],
    "tank": ["light", "medium", "heavy"],
    "artillery": ["elite", "regular"],
}
ALIASES = {"lorry": "truck", "teams": "horse-team", "regiment": "infantry-regiment"}
DEFAULTS = {
    "infantry": ("regular", {"elite", "regular", "militia"}),
    "tank": ("medium", {"light", "medium", "heavy"}),
}
# Counts the engine refuses are kept as written, never merged.
ODD_COUNTS: list[Any] = [0, 2.0, "two", None, True, -1]


class StandInNames:
    """A catalog's names for the contents: a few aliases, and one choose-one group's default."""

    def canonical(self, kind: str, name: str) -> str:
        return ALIASES.get(name, name)

    def option_defaults(self, element: str, options: Sequence[str]) -> tuple[str, ...]:
        default, group = DEFAULTS.get(element, (None, set()))
        return (default,) if default and not group & set(options) else ()


def linked_roster(seed: int) -> tuple[Roster, dict[str, Any]]:
    """A roster with links (and its effective options): carriers with ids (some alike, an id used
    twice, some in formations), loads linked to them, to missing ids, two to one, in loops (two
    members of a formation in one lorry, two units towing each other, a unit naming itself)."""
    rng = random.Random(seed)
    ids = [f"u{n}" for n in range(rng.randint(1, 6))]
    carriers = [_element(rng, rng.choice(CARRIERS), id=rng.choice(ids)) for _ in range(rng.randint(1, 6))]
    twins: list[dict[str, Any]] = []
    if rng.random() < 0.3:  # alike carriers, each its own id and an alike load (ties only a pick breaks)
        carriers += [{**carriers[0], "id": f"twin{n}"} for n in range(rng.randint(1, 3))]
        load = _element(rng, rng.choice(LOADS))
        twins = [{**load, "links": {"towed-by": f"twin{n}"}} for n in range(rng.randint(0, 3))]
    named = [c["id"] for c in carriers] + ["missing", "twin0"]
    units: list[dict[str, Any]] = []
    for carrier in carriers:
        if rng.random() < 0.25:  # a carrier towed by, or towing, another (loops among them)
            carrier["links"] = {rng.choice(LINKS): rng.choice(named)}
        units.append(carrier)
    if twins and rng.random() < 0.5:  # a formation whose alike members ride alike carriers
        units.append({"formation": rng.choice(FORMATIONS), "elements": twins})
    else:
        units += twins
    for _ in range(rng.randint(0, 5)):
        units.append(_element(rng, rng.choice(LOADS), links=_links(rng, named)))
    for _ in range(rng.randint(0, 3)):
        members = [
            _element(rng, rng.choice(LOADS), links=_links(rng, named)) for _ in range(rng.randint(1, 5))
        ]
        if rng.random() < 0.3:  # the formation's own lorry, named by its members or others
            members.append(_element(rng, rng.choice(CARRIERS), id=f"own{rng.randint(0, 2)}"))
            named.append(members[-1]["id"])
        if rng.random() < 0.3 and len(members) > 1:  # two members alike, written apart
            members.append(dict(members[0]))
        units.append({"formation": rng.choice([*FORMATIONS, "regiment"]), "elements": members})
    for _ in range(rng.randint(0, 3)):  # plain units no link touches
        units.append(_element(rng, rng.choice(LOADS + CARRIERS)))
    if rng.random() < 0.2:  # a unit naming itself
        units.append(_element(rng, "wagon", id="self", links={"towed-by": "self"}))
    rng.shuffle(units)
    options = {"scale": rng.choice(["small", "large"]), "year": rng.choice([1916, 1944, None])}
    roster = Roster.model_validate({"format": 1, "system": "any", "name": "Army", "units": units})
    return roster, options


def _links(rng: random.Random, named: list[str]) -> dict[str, str]:
    chosen = rng.sample(LINKS, k=rng.choice([0, 1, 1, 1, 2]))
    return {link: rng.choice(named) for link in chosen}


def _element(rng: random.Random, element: str, **fields: Any) -> dict[str, Any]:
    unit: dict[str, Any] = {"element": element, **{k: v for k, v in fields.items() if v}}
    unit["count"] = rng.choice(ODD_COUNTS) if rng.random() < 0.05 else rng.choice([1, 1, 1, 2, 2, 3])
    if rng.random() < 0.1:
        unit["general"] = True
    if element in OPTIONS and rng.random() < 0.5:
        unit["options"] = rng.sample(OPTIONS[element], k=rng.randint(1, 2))
    if rng.random() < 0.1:
        unit["base"] = rng.choice([{"width": 40, "depth": 20}, {"width": 40}, {"figures": 2}, {}])
    if rng.random() < 0.3:
        unit["name"] = f"Unit {rng.randint(0, 99)}"
    return unit
