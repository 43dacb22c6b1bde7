"""The canonical contents of a list and fingerprint 3: what an army is, in one order, and a short
name for it printed on roster sheets so a list can be locked.

The contents cover the system, every roster option's effective value, the units as a multiset and
the units' links (who tows or carries whom) by position among those units, so the order a list is
written in, `count: 2` against two entries, aliases, defaults (a roster option's, and an element's
option group's where it chooses none), unit ids, names, the player, notes, the limit and the catalog
revision never change them. A list without links has no `links` key:
its contents and fingerprint are fingerprint 2's. The fingerprint is a name, not a proof (48 bits):
lists are matched by their contents and the contents' full SHA-256.
"""

import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from armybuilder.schema.roster import ElementEntry, FormationEntry, Roster

Army = dict[str, Any]
DIGITS = 12
"""Hex digits of the contents' SHA-256 a fingerprint shows, in groups of four."""


class Names(Protocol):
    """What the contents need of a catalog (its index): ids for names, and options taken unchosen."""

    def canonical(self, kind: str, name: str) -> str:
        """The id an element or formation name stands for; an unknown name as written."""

    def option_defaults(self, element: str, options: Sequence[str]) -> tuple[str, ...]:
        """The options an entry of this element type with `options` takes without choosing them."""


def army(
    roster: Roster, options: dict[str, Any], names: Names, written: dict[str, Any] | None = None
) -> Army:
    """The canonical contents: what the army is, in one order.

    `names` resolves aliases to ids and gives each element's default options, so an entry that
    writes its group's default and one that leaves it out are one army; `options` are the
    effective roster options.
    `written` holds the values the roster writes that an event overrides: kept apart, and left out
    when there are none, so a list the event refuses never shares a conforming list's contents,
    and a conforming list's contents are the same with or without an event.
    """
    if any(_links_of(unit) for unit in roster.units):
        units, links = _linked(roster.units, names)
    else:  # fingerprint 2's form
        units, links = _merged([_entry(unit, names) for unit in roster.units]), []
    document: Army = {"system": roster.system, "options": options, "units": units}
    if written:
        document["written"] = written
    if links:
        document["links"] = links
    return document


def said(roster: Roster, options: dict[str, Any], written: dict[str, Any] | None = None) -> tuple | None:
    """All that `army` makes the contents of `roster` from but the catalog, as a key: rosters of
    one catalog with equal keys have equal contents, whatever else they say (names, notes, the
    player). Values keep their type, and a float its spelling (`1` is not `1.0` or `true`, `0.0`
    not `-0.0`), as the contents do. None where an entry is one the format could not read."""
    units = []
    for unit in roster.units:
        if type(unit) is FormationEntry:
            inner = tuple(map(_said_entry, unit.elements))
            if None in inner:
                return None
            units.append(("f", unit.formation, inner))
        elif (entry := _said_entry(unit)) is not None:
            units.append(entry)
        else:
            return None
    return (roster.system, tuple(units), _said_values(options), _said_values(written or {}))


def _said_entry(unit: ElementEntry | FormationEntry) -> tuple | None:
    if type(unit) is not ElementEntry:
        return None
    base, count = unit.base, unit.count
    return (
        unit.element,
        type(count),
        repr(count) if type(count) is float else count,
        unit.general,
        unit.id,
        tuple(unit.options),
        None if base is None else tuple(map(_said_value, (base.width, base.depth, base.figures))),
        tuple(unit.links.items()),
    )


def _said_values(values: dict[str, Any]) -> tuple:
    return tuple((key, _said_value(value)) for key, value in values.items())


def _said_value(value: Any) -> tuple[type, Any]:
    return type(value), repr(value) if type(value) is float else value


def canonical_text(document: Army) -> str:
    """The contents as hashed: JSON with sorted keys and no spaces."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_sha256(document: Army) -> str:
    """The full SHA-256 of the contents, what a lock matches lists by."""
    return hashlib.sha256(canonical_text(document).encode()).hexdigest()


def fingerprint(document: Army) -> str:
    """Fingerprint 3: the first `DIGITS` hex digits of the contents' SHA-256, in groups of four."""
    return as_fingerprint(canonical_sha256(document))


def as_fingerprint(digest: str) -> str:
    shown = digest[:DIGITS]
    return "-".join(shown[n : n + 4] for n in range(0, len(shown), 4))


def without_links(document: Army) -> Army:
    """The contents as a format-1 or format-2 lock kept them (fingerprint 2's form): no links, and
    the entries kept apart for their links merged again, so an older lock's list compares equal."""
    if "links" not in document:
        return document
    kept = {key: value for key, value in document.items() if key != "links"}
    return {**kept, "units": _merged([_unlinked(unit) for unit in document["units"]])}


def in_current_form(document: Army, names: Names) -> Army:
    """`document` as `army` makes it now, from a lock that may have kept it in an earlier form: one
    made before the contents held each element's group defaults kept an entry's options as
    written. As it is where it is no army `army` made (a hand-edited lock's): compared, and said
    to differ, as it stands."""
    try:
        roster = roster_of_army(document, system="", name="-", player=None)
        return army(roster, dict(document.get("options", {})), names, document.get("written"))
    except (ValueError, TypeError, AttributeError):
        return document


def same_contents(kept: Army | None, kept_sha256: str | None, army: Army, sha256: str) -> bool:
    """Whether `army` (its contents, and their SHA-256) is the army kept: equal contents and equal
    hashes, never equal fingerprints. A list kept by its hash alone (`kept` None) is compared by
    it; one kept without links (`kept_sha256` None, by a format-1 or format-2 lock) without them."""
    if kept_sha256 is None:
        return kept is not None and kept == without_links(army)
    return kept_sha256 == sha256 and (kept is None or kept == army)


def _unlinked(unit: dict[str, Any]) -> dict[str, Any]:
    if "formation" in unit:
        return {**unit, "elements": _merged(list(unit["elements"]))}
    return unit


def _links_of(unit: ElementEntry | FormationEntry) -> bool:
    if isinstance(unit, FormationEntry):
        return any(inner.links for inner in unit.elements)
    return bool(unit.links)


def _entry(unit: ElementEntry | FormationEntry, names: Names) -> dict[str, Any]:
    if isinstance(unit, FormationEntry):
        inner = _merged([_element(element, names) for element in unit.elements])
        return {"formation": names.canonical("formation", unit.formation), "elements": inner}
    return _element(unit, names)


def _element(unit: ElementEntry, names: Names) -> dict[str, Any]:
    """An element entry as the contents hold it, every default written out: its options as the
    engine resolves them (a group's default where it chooses none), and those it wrote that the
    engine refused, as written."""
    base = unit.base
    element = names.canonical("element", unit.element)
    return {
        "element": element,
        "count": unit.count,
        "general": unit.general,
        "options": sorted({*unit.options, *names.option_defaults(element, unit.options)}),
        "base": None if base is None else {"width": base.width, "depth": base.depth, "figures": base.figures},
    }


def _key(entry: dict[str, Any]) -> tuple:
    """What an element entry is, all but its count: entries of one key merge by adding counts."""
    base = entry["base"]
    shape = repr(None if base is None else tuple(base.values()))
    return ("e", entry["element"], entry["general"], "\0".join(entry["options"]), shape)


def _order(entry: dict[str, Any]) -> tuple:
    """Where an entry sorts among its neighbours: by what it is, then its count."""
    if "formation" in entry:
        return ("f", entry["formation"], tuple(_order(inner) for inner in entry["elements"]), "None")
    return (*_key(entry), repr(entry["count"]))


def _mergeable(entry: dict[str, Any]) -> bool:
    count = entry.get("count")
    return "formation" not in entry and type(count) is int and count >= 1


def _merged(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Entries sorted, identical element entries merged by adding their counts; a formation, or a
    count the engine refused, is kept as it is."""
    merged: dict[tuple, dict[str, Any]] = {}
    kept = []
    for entry in entries:
        if not _mergeable(entry):
            kept.append(entry)
        elif (key := _key(entry)) in merged:
            merged[key] = {**merged[key], "count": merged[key]["count"] + entry["count"]}
        else:
            merged[key] = entry
    return sorted([*merged.values(), *kept], key=_order)


# Links ------------------------------------------------------------------------------------------

MAX_REFINING = 50_000
"""Steps of telling linked units apart (a step is one unit in one pass). A real list takes a few
hundred; past this, units alike so far are ordered as written (the contents stay exact)."""


@dataclass(eq=False)
class _Node:
    """A unit a link touches, as the contents hold it: an element entry that names a unit or is
    named, or a formation with such members (its other members `plain`)."""

    entry: dict[str, Any]
    formation: "_Node | None" = None
    members: list["_Node"] = field(default_factory=list)
    plain: list[dict[str, Any]] = field(default_factory=list)
    out: list[tuple[str, "_Node | None"]] = field(default_factory=list)
    """(link id, the unit it names, None where no unit has that id), by link id."""
    into: list[tuple[str, "_Node"]] = field(default_factory=list)
    target: bool = False
    rank: int = -1
    """Its place among the linked units: among units alike in all else, the same army ranks them
    the same way however it is written."""

    def contents(self) -> dict[str, Any]:
        if "formation" not in self.entry:
            return self.entry
        return {**self.entry, "elements": [entry for entry, _ in _placed(self.plain, self.members)]}


def _linked(units: Sequence[ElementEntry | FormationEntry], names: Names) -> tuple[list, list]:
    """The units as the contents hold them, and the links by position among them. Only the units
    links touch are looked at apart; the rest merge and sort as in fingerprint 2."""
    elements = [
        inner for unit in units for inner in (unit.elements if isinstance(unit, FormationEntry) else [unit])
    ]
    named = {target for element in elements for target in element.links.values()}
    by_id: dict[str, ElementEntry] = {}  # as the engine reads ids: the first unit with one is the one named
    for element in elements:
        if element.id in named:
            by_id.setdefault(element.id, element)
    targets = {id(element) for element in by_id.values()}
    made: dict[int, _Node] = {}

    def node(element: ElementEntry, formation: _Node | None = None) -> _Node:
        made[id(element)] = _Node(_element(element, names), formation, target=id(element) in targets)
        return made[id(element)]

    plain: list[dict[str, Any]] = []
    top: list[_Node] = []
    for unit in units:
        if isinstance(unit, FormationEntry):
            linked = [bool(e.links) or id(e) in targets for e in unit.elements]
            if not any(linked):
                plain.append(_entry(unit, names))
                continue
            formation = _Node({"formation": names.canonical("formation", unit.formation)})
            pairs = list(zip(unit.elements, linked, strict=True))
            formation.members = [node(e, formation) for e, touched in pairs if touched]
            formation.plain = _merged([_element(e, names) for e, touched in pairs if not touched])
            top.append(formation)
        elif unit.links or id(unit) in targets:
            top.append(node(unit))
        else:
            plain.append(_element(unit, names))
    for element in elements:
        source = made.get(id(element))
        for link_id, target_id in sorted(element.links.items()):
            target = made[id(by_id[target_id])] if target_id in by_id else None
            assert source is not None  # a unit with links is one the links touch
            source.out.append((link_id, target))
            if target is not None:
                target.into.append((link_id, source))
    top = _merged_nodes(top)
    for formation in top:
        formation.members = _merged_nodes(formation.members)
    _rank(_every(top))
    placed = _placed(_merged(plain), top)
    places: dict[int, list[int]] = {}
    for n, (_, one) in enumerate(placed):
        if one is not None:
            places[id(one)] = [n]
            for m, (_, member) in enumerate(_placed(one.plain, one.members)):
                if member is not None:
                    places[id(member)] = [n, m]
    links = [
        [places[id(one)], link_id, None if target is None else places[id(target)]]
        for one in _every(top)
        for link_id, target in one.out
    ]
    links.sort(key=lambda link: (link[0], link[1], link[2] or []))
    return [entry for entry, _ in placed], links


def _merged_nodes(nodes: list[_Node]) -> list[_Node]:
    """Linked entries merged as fingerprint 2 merges entries, where links do not tell them apart: a
    unit another names stays itself, and entries merge only where they name the same units."""
    merged: dict[tuple, _Node] = {}
    out = []
    for one in nodes:
        if "formation" in one.entry or one.target or not _mergeable(one.entry):
            out.append(one)
            continue
        key = (_key(one.entry), tuple((link, id(target)) for link, target in one.out))
        if key not in merged:
            merged[key] = one
            out.append(one)
            continue
        first = merged[key]
        first.entry = {**first.entry, "count": first.entry["count"] + one.entry["count"]}
        for link_id, target in one.out:  # `first` names the same units
            if target is not None:
                target.into.remove((link_id, one))
    return out


def _every(top: list[_Node]) -> list[_Node]:
    """The linked units, as written: each formation before its members."""
    return [one for node in top for one in (node, *node.members)]


def _placed(plain: list[dict[str, Any]], nodes: list[_Node]) -> list[tuple[dict[str, Any], _Node | None]]:
    """Entries no link touches and linked units in fingerprint 2's order; linked units alike in that
    order by rank, after the entries no link touches."""
    entries = [(entry, None) for entry in plain] + [(node.contents(), node) for node in nodes]
    return sorted(entries, key=lambda pair: (_order(pair[0]), -1 if pair[1] is None else pair[1].rank))


def _rank(nodes: list[_Node]) -> None:
    """Rank the linked units so that the same army ranks them the same way, however it is written.

    Units are told apart by what they are and by every link around them; a group of units joined
    by links (a lorry with its load, a formation with the lorries its members ride) is ranked on
    its own, each remaining tie broken by taking its first unit apart and telling the rest apart
    again; then the groups are ordered by their shape. Alike groups, and units still alike, are
    interchangeable wherever links do not run in loops (and in the loops lists make, such as two
    members of a formation in one lorry), so which comes first does not change the contents. In a
    stranger web two orders of one army might give two contents; never one contents to two armies.
    """
    number = {id(node): n for n, node in enumerate(nodes)}
    edges: list[list[tuple[str, int]]] = [[] for _ in nodes]
    for n, node in enumerate(nodes):
        edges[n] += [(f"out {link}", number[id(target)] if target else -1) for link, target in node.out]
        edges[n] += [(f"in {link}", number[id(source)]) for link, source in node.into]
        if node.formation is not None:
            edges[n].append(("in formation", number[id(node.formation)]))
        edges[n] += [("member", number[id(m)]) for m in node.members]
    first = [_first_colour(node) for node in nodes]
    budget = [MAX_REFINING]
    shapes = []
    for group in _groups(edges):
        inside = {n: i for i, n in enumerate(group)}
        joined = [[(label, inside.get(m, -1)) for label, m in edges[n]] for n in group]
        colours = _told_apart(_ranked([first[n] for n in group]), joined, budget)
        order = sorted(range(len(group)), key=colours.__getitem__)  # stable: a tie left stays as written
        place = {i: p for p, i in enumerate(order)}
        shape = tuple(
            (first[group[i]], tuple(sorted((label, place.get(m, -1)) for label, m in joined[i])))
            for i in order
        )
        shapes.append((shape, [group[i] for i in order]))
    shapes.sort(key=lambda pair: pair[0])
    for rank, n in enumerate(n for _, group in shapes for n in group):
        nodes[n].rank = rank


def _groups(edges: list[list[tuple[str, int]]]) -> list[list[int]]:
    """The nodes joined by edges, group by group, in the order of each group's first node."""
    seen = [False] * len(edges)
    groups = []
    for start in range(len(edges)):
        if seen[start]:
            continue
        seen[start], group, waiting = True, [], [start]
        while waiting:
            n = waiting.pop()
            group.append(n)
            for _, m in edges[n]:
                if m >= 0 and not seen[m]:
                    seen[m] = True
                    waiting.append(m)
        groups.append(sorted(group))
    return groups


def _told_apart(colours: list[int], edges: list[list[tuple[str, int]]], budget: list[int]) -> list[int]:
    """Colours refined until every node has its own (or the budget is spent): each tie broken by
    taking its first node (the first written) apart and refining again."""
    colours = _refined(colours, edges, budget)
    while budget[0] > 0:
        shared = [colour for colour, times in Counter(colours).items() if times > 1]
        if not shared:
            break
        taken = colours.index(min(shared))
        colours = _ranked([(colour, n != taken) for n, colour in enumerate(colours)])
        colours = _refined(colours, edges, budget)
    return colours


def _first_colour(node: _Node) -> tuple:
    """What a unit is before its links are looked at: an element entry as it sorts; a formation by
    its type and the members no link touches."""
    if "formation" not in node.entry:
        return ("e", _order(node.entry))
    return ("f", node.entry["formation"], tuple(_order(entry) for entry in node.plain))


def _ranked(signatures: list[tuple]) -> list[int]:
    """Each signature's place among the distinct ones: the same for the same army however written."""
    places = {signature: n for n, signature in enumerate(sorted(set(signatures)))}
    return [places[signature] for signature in signatures]


def _refined(colours: list[int], edges: list[list[tuple[str, int]]], budget: list[int]) -> list[int]:
    """Colours told apart by their neighbours' until no more split (or the budget is spent)."""
    while budget[0] > 0:
        budget[0] -= len(colours) + sum(map(len, edges))
        if len(set(colours)) == len(colours):  # each its own already: a pass would give them back
            return colours
        signatures = [
            (colour, tuple(sorted((label, colours[m] if m >= 0 else -1) for label, m in edges[n])))
            for n, colour in enumerate(colours)
        ]
        refined = _ranked(signatures)
        if len(set(refined)) == len(set(colours)):
            return refined
        colours = refined
    return colours


def roster_of_army(document: Army, *, system: str, name: str, player: str | None) -> Roster:
    """A roster of the army in `document`, as a roster writes it: the reverse of `army`, for a lock
    that keeps only the document (a unit another names gets an id from its position). `system`
    where the document names none. Raises ValueError (pydantic's ValidationError among them),
    TypeError or AttributeError where the document is not one `army` made."""
    return Roster.model_validate(roster_data(document, system=system, name=name, player=player))


def roster_data(document: Army, *, system: str, name: str, player: str | None) -> dict[str, Any]:
    """The roster of `roster_of_army` as a roster file's data, before it is read as one (so a
    reader can say in its own words what of it is no roster)."""
    units = [_unit(unit) for unit in document.get("units", [])]
    for source, link_id, target in document.get("links", []):
        named = NO_UNIT
        if target is not None:
            named = "unit-" + "-".join(map(str, target))
            _at(units, target)["id"] = named
        _at(units, source).setdefault("links", {})[link_id] = named
    return {
        "format": 1,
        "system": document.get("system", system),
        "name": name,
        "player": player,
        # An option with no value (one the catalog leaves unset) is not written.
        "options": {key: value for key, value in document.get("options", {}).items() if value is not None},
        "units": units,
    }


NO_UNIT = "no-such-unit"
"""The id a link names where the list's link named no unit of the list."""


def _unit(unit: dict[str, Any]) -> dict[str, Any]:
    """A unit as a roster writes it, from the canonical form (which spells out every default)."""
    if "formation" in unit:
        return {"formation": unit["formation"], "elements": [_unit(e) for e in unit.get("elements", [])]}
    return {key: value for key, value in unit.items() if value not in (None, False, [])}


def _at(units: list[dict[str, Any]], position: Sequence[int]) -> dict[str, Any]:
    """The unit at a position of the contents' links: `[n]` at the top, `[n, m]` in formation n."""
    try:
        unit = units[position[0]]
        return unit["elements"][position[1]] if len(position) == 2 else unit
    except (IndexError, KeyError, TypeError):
        raise ValueError(f"a link names a unit at {position!r}, which the list does not have") from None


def differences(locked: Army, current: Army) -> list[str]:
    """What differs between two armies, in words: each option, each kind of entry whose count
    differs, and each kind of link (who tows or carries whom) whose count differs. Never nothing
    where the armies differ: units linked or grouped otherwise with the same counts are said so."""
    out = []
    if locked.get("system") != current.get("system"):
        out.append(f"system: {locked.get('system')} in the lock, {current.get('system')} here")
    old_options, new_options = locked.get("options", {}), current.get("options", {})
    for key in sorted(set(old_options) | set(new_options)):
        if canonical_text(old_options.get(key)) != canonical_text(new_options.get(key)):
            out.append(
                f"option {key}: {_shown(old_options.get(key))} in the lock, {_shown(new_options.get(key))} here"
            )
    old_written, new_written = locked.get("written", {}), current.get("written", {})
    for key in sorted(set(old_written) | set(new_written)):
        if canonical_text(old_written.get(key)) != canonical_text(new_written.get(key)):
            out.append(
                f"option {key} as written: {_shown(old_written.get(key))} in the lock, "
                f"{_shown(new_written.get(key))} here"
            )
    for old, new in (
        (_tally(locked.get("units", [])), _tally(current.get("units", []))),
        (_link_tally(locked), _link_tally(current)),
    ):
        out += _counted_apart(old, new)
    if not out:  # the same links between the same kinds of unit: which unit each one names
        out += _counted_apart(_load_tally(locked), _load_tally(current))
    if not out and canonical_text(locked) != canonical_text(current):
        out.append("the same units, linked or grouped otherwise")
    return out


def _counted_apart(old: dict[str, int], new: dict[str, int]) -> list[str]:
    return [
        f"{key}: {old.get(key, 0)} in the lock, {new.get(key, 0)} here"
        for key in sorted(set(old) | set(new))
        if old.get(key, 0) != new.get(key, 0)
    ]


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
        what = within + _what(unit)
        if type(unit.get("count")) is not int:
            what += f" (count {unit.get('count')!r})"
        counts[what] = counts.get(what, 0) + _count(unit)
    return counts


def _what(unit: dict[str, Any]) -> str:
    """An element entry in words: what it is, all but its count."""
    what = str(unit.get("element"))
    if unit.get("general"):
        what += " (general)"
    if unit.get("options"):
        what += f" [{', '.join(map(str, unit['options']))}]"
    base = unit.get("base")
    if base and not isinstance(base, dict):  # a hand-edited lock's: said as it is
        what += f" on a base {base!r}"
    elif isinstance(base, dict):
        what += _base(base)
    return what


def _base(base: dict[str, Any]) -> str:
    """A declared base in words, saying only what it declares ('base: {width: 40}' gives no depth)."""
    width, depth, figures = base.get("width"), base.get("depth"), base.get("figures")
    if width is None and depth is None and figures is None:
        return " with a base declared without its size or figures"
    if width is not None and depth is not None:
        said = f" on a {_shown(width)} × {_shown(depth)} mm base"
    elif width is not None:
        said = f" on a base {_shown(width)} mm wide"
    elif depth is not None:
        said = f" on a base {_shown(depth)} mm deep"
    else:
        said = " on a base"
    return said + ("" if figures is None else f", {figures} figure{'' if figures == 1 else 's'}")


def _count(unit: dict[str, Any]) -> int:
    count = unit.get("count")
    return count if type(count) is int else 1


def _link_tally(document: Army) -> dict[str, int]:
    """How many units each kind of link joins, by what the linked units are: 'infantry-regiment ›
    infantry carried-by truck: 4'."""
    units = document.get("units", [])
    counts: dict[str, int] = {}
    for source, link_id, target in document.get("links", []):
        try:
            unit = _at(units, source)
            what = f"{_named_at(units, source)} {link_id} "
            what += "a unit the list does not have" if target is None else _named_at(units, target)
        except ValueError:
            continue  # a hand-edited lock's link to nowhere: the contents differ, and are said to
        counts[what] = counts.get(what, 0) + _count(unit)
    return counts


def _load_tally(document: Army) -> dict[str, int]:
    """How many units carry (or tow, or any link) each load, by what is in it: 'infantry-regiment ›
    infantry ×2 and infantry-regiment › machine-gun carried-by the same truck ×2: 1', so a unit
    moved from one truck to another alike, or a truck split off its section, is named where the
    kinds of link count the same."""
    units = document.get("units", [])
    loads: dict[tuple[str, str, str], dict[str, int]] = {}
    for source, link_id, target in document.get("links", []):
        if target is None:
            continue
        try:
            what, unit, named = _named_at(units, source), _at(units, source), _named_at(units, target)
            carrier = _count(_at(units, target))
        except ValueError:
            continue  # a hand-edited lock's link to nowhere: the contents differ, and are said to
        named += f" ×{carrier}" if carrier > 1 else ""
        load = loads.setdefault((repr(target), link_id, named), {})
        load[what] = load.get(what, 0) + _count(unit)
    counts: dict[str, int] = {}
    for (_, link_id, named), load in loads.items():
        inside = [what if count == 1 else f"{what} ×{count}" for what, count in sorted(load.items())]
        listed = inside[0] if len(inside) == 1 else f"{', '.join(inside[:-1])} and {inside[-1]}"
        key = f"{listed} {link_id} the same {named}"
        counts[key] = counts.get(key, 0) + 1
    return counts


def _named_at(units: list[dict[str, Any]], position: Sequence[int]) -> str:
    unit = _at(units, position)
    if "formation" in unit:
        return str(unit["formation"])
    within = f"{units[position[0]].get('formation')} › " if len(position) == 2 else ""
    return within + _what(unit)
