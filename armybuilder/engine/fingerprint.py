"""Fingerprint 2: a short hash of what an army is, printed on roster sheets so a list can be locked.

It covers the system, every roster option's effective value and the units as a multiset, so
the order a list is written in, `count: 2` against two entries, aliases, defaults, names, the
player, notes, the limit and the catalog revision never change it.
"""

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any

from armybuilder.schema.roster import ElementEntry, FormationEntry, Roster

Canonical = Callable[[str, str], str]
Army = dict[str, Any]


def army(
    roster: Roster, options: dict[str, Any], canonical: Canonical, written: dict[str, Any] | None = None
) -> Army:
    """The canonical document the fingerprint hashes: what the army is, in one order.

    `canonical(kind, name)` resolves aliases to ids; `options` are the effective roster options.
    `written` holds the values the roster writes that an event overrides: kept apart, and left out
    when there are none, so a list the event refuses never shares a conforming list's fingerprint,
    and a conforming list's fingerprint is the same with or without an event.
    """
    units = [entry for _, entry in _merged(roster.units, canonical)]
    document: Army = {"system": roster.system, "options": options, "units": units}
    if written:
        document["written"] = written
    return document


def fingerprint(document: Army) -> str:
    """First 12 hex digits of SHA-256 over the canonical JSON, as three groups of four."""
    digest = hashlib.sha256(_text(document).encode()).hexdigest()[:12]
    return f"{digest[:4]}-{digest[4:8]}-{digest[8:12]}"


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _merged(
    units: Sequence[ElementEntry | FormationEntry], canonical: Canonical
) -> list[tuple[tuple, dict[str, Any]]]:
    """(key, entry) pairs sorted by key, identical element entries merged by adding their counts."""
    merged: dict[tuple, dict[str, Any]] = {}
    kept: list[tuple[tuple, dict[str, Any]]] = []
    for unit in units:
        key, entry = _entry(unit, canonical)
        count = entry.get("count")
        if isinstance(unit, FormationEntry) or type(count) is not int or count < 1:
            kept.append(((*key, repr(count)), entry))  # a formation, or a count the engine refused
        elif key in merged:
            merged[key]["count"] += count
        else:
            merged[key] = entry
    ordered = [((*key, repr(entry["count"])), entry) for key, entry in merged.items()] + kept
    ordered.sort(key=lambda pair: pair[0])
    return ordered


def _entry(unit: ElementEntry | FormationEntry, canonical: Canonical) -> tuple[tuple, dict[str, Any]]:
    """A key to merge and sort by (leaving out an element's count), and the entry as the fingerprint holds it."""
    if isinstance(unit, FormationEntry):
        formation = canonical("formation", unit.formation)
        inner = _merged(unit.elements, canonical)
        key: tuple = ("f", formation, tuple(k for k, _ in inner))
        return key, {"formation": formation, "elements": [entry for _, entry in inner]}
    element = canonical("element", unit.element)
    options = sorted(set(unit.options))
    base = unit.base
    shape = None if base is None else {"width": base.width, "depth": base.depth, "figures": base.figures}
    entry = {
        "element": element,
        "count": unit.count,
        "general": unit.general,
        "options": options,
        "base": shape,
    }
    key = (
        "e",
        element,
        unit.general,
        "\0".join(options),
        repr(None if shape is None else tuple(shape.values())),
    )
    return key, entry


def roster_of_army(document: Army, *, system: str, name: str, player: str | None) -> Roster:
    """A roster of the army in `document`, as a roster writes it: the reverse of `army`, for a lock
    that keeps only the document. `system` where the document names none. Raises ValueError,
    TypeError or AttributeError where the document is not one `army` made."""
    return Roster.model_validate(
        {
            "format": 1,
            "system": document.get("system", system),
            "name": name,
            "player": player,
            "options": document.get("options", {}),
            "units": [_unit(unit) for unit in document.get("units", [])],
        }
    )


def _unit(unit: dict[str, Any]) -> dict[str, Any]:
    """A unit as a roster writes it, from the canonical form (which spells out every default)."""
    if "formation" in unit:
        return {"formation": unit["formation"], "elements": [_unit(e) for e in unit.get("elements", [])]}
    return {key: value for key, value in unit.items() if value not in (None, False, [])}


def differences(locked: Army, current: Army) -> list[str]:
    """What differs between two armies, in words: each option and each kind of entry whose count differs."""
    out = []
    if locked.get("system") != current.get("system"):
        out.append(f"system: {locked.get('system')} in the lock, {current.get('system')} here")
    old_options, new_options = locked.get("options", {}), current.get("options", {})
    for key in sorted(set(old_options) | set(new_options)):
        if _text(old_options.get(key)) != _text(new_options.get(key)):
            out.append(
                f"option {key}: {_shown(old_options.get(key))} in the lock, {_shown(new_options.get(key))} here"
            )
    old_written, new_written = locked.get("written", {}), current.get("written", {})
    for key in sorted(set(old_written) | set(new_written)):
        if _text(old_written.get(key)) != _text(new_written.get(key)):
            out.append(
                f"option {key} as written: {_shown(old_written.get(key))} in the lock, "
                f"{_shown(new_written.get(key))} here"
            )
    old, new = _tally(locked.get("units", [])), _tally(current.get("units", []))
    for key in sorted(set(old) | set(new)):
        if old.get(key, 0) != new.get(key, 0):
            out.append(f"{key}: {old.get(key, 0)} in the lock, {new.get(key, 0)} here")
    return out


def _shown(value: Any) -> str:
    if value is None:
        return "not set"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _tally(units: Sequence[dict[str, Any]], within: str = "") -> dict[str, int]:
    """How many of each kind of entry: element entries by what they are, formations by id."""
    counts: dict[str, int] = {}
    for unit in units:
        if "formation" in unit:
            key = f"{within}{unit['formation']}"
            counts[key] = counts.get(key, 0) + 1
            for inner, inner_count in _tally(unit.get("elements", []), f"{key} › ").items():
                counts[inner] = counts.get(inner, 0) + inner_count
            continue
        what = within + str(unit.get("element"))
        if unit.get("general"):
            what += " (general)"
        if unit.get("options"):
            what += f" [{', '.join(map(str, unit['options']))}]"
        base = unit.get("base")
        if base:
            figures = base.get("figures")
            what += f" on a {_shown(base.get('width'))} × {_shown(base.get('depth'))} mm base"
            what += "" if figures is None else f", {figures} figure{'' if figures == 1 else 's'}"
        count = unit.get("count")
        if type(count) is not int:
            what += f" (count {count!r})"
            count = 1
        counts[what] = counts.get(what, 0) + count
    return counts
