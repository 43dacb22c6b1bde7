"""One element entry: its type, count, options, cost, stats, base and tracks."""

from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Kind, Priced, Remembered, Resolved
from armybuilder.engine.report import Costs, Line, TrackBoxes
from armybuilder.engine.rules.basing import check_base
from armybuilder.engine.rules.conditions import holds
from armybuilder.engine.rules.ids import replace_id
from armybuilder.engine.rules.options import element_options
from armybuilder.engine.suggest import close_ids, did_you_mean
from armybuilder.engine.where import Where, of_steps
from armybuilder.engine.words import shown
from armybuilder.schema.catalog import Element, ScaleBasing
from armybuilder.schema.roster import ElementEntry, UnreadEntry

MAX_COUNT = 10_000


def add_costs(total: Costs, more: Costs, times: int | float = 1) -> None:
    for cost_type, value in more.items():
        total[cost_type] = total.get(cost_type, 0) + value * times


def valid_count(value: object) -> int | None:
    return value if type(value) is int and 1 <= value <= MAX_COUNT else None


def resolve_element(
    entry: ElementEntry,
    where: Where,
    formation: Where | None,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    findings: Findings,
    remembered: Remembered,
    priced: Priced = (),
) -> Resolved:
    """The entry's line. An editor evaluates its roster again after every change, and the entries
    a change left alone are the same objects in the same places: one resolved in the roster the
    index evaluated last, without a finding, is taken as it was; `remembered` collects this
    roster's for the next time. Its line holds the entry, so no other object can take its id. A
    batch's rosters share no objects but many entries: one alike in all it says and where it
    stands to one resolved before without a finding (see `_alike`) is taken as that one was.
    `priced` holds the values of the roster options costs depend on (see `priced_by`)."""
    key = (id(entry), where.steps, formation, scale_name, priced)
    known = ix.resolved.get(key)
    if known is not None and known.line.entry is entry:
        remembered[key] = known
        return known
    alike = _alike(entry, key)
    known = ix.alike.get(alike) if alike is not None else None
    if known is not None:
        remembered[key] = known
        return known
    found = len(findings.found)
    resolved = _resolve(entry, where, formation, ix, scale, scale_name, findings, priced)
    if len(findings.found) == found:
        remembered[key] = resolved
        if alike is not None and len(ix.alike) < MAX_ALIKE:
            ix.alike[alike] = resolved
    return resolved


MAX_ALIKE = 10_000
"""Entries an index remembers by what they say (a batch of real rosters writes a few hundred)."""


def _alike(entry: ElementEntry, key: tuple) -> tuple | None:
    """What an entry says, where it stands and what it is resolved under: an entry of another roster
    alike in all of these resolves alike, without a finding if this one had none. None for an
    entry the format could not read."""
    if type(entry) is not ElementEntry:
        return None
    base = entry.base
    sizes = () if base is None else (base.width, base.depth, base.figures)
    return (
        *key[1:],
        entry.element,
        entry.count,
        entry.general,
        entry.name,
        entry.note,
        entry.id,
        tuple(entry.options),
        sizes,
        tuple(entry.links.items()),
        # Equal numbers of other types are other entries: `count: 2.0` or `true` is no count.
        tuple(map(type, (entry.count, *sizes))),
    )


def _resolve(
    entry: ElementEntry,
    where: Where,
    formation: Where | None,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    findings: Findings,
    priced: Priced = (),
) -> Resolved:
    if isinstance(entry, UnreadEntry):
        return _unread(entry, where, formation, findings)
    element = ix.resolve_element(entry.element)
    count = valid_count(entry.count)
    if count is None:
        quoted = isinstance(entry.count, str) and entry.count.strip().isdigit()  # `count: "3"`
        findings.error(
            "count.invalid",
            f"count must be a whole number from 1 to {MAX_COUNT:,}; it is "
            + (f'the text "{entry.count}", in quotes' if quoted else shown(entry.count)),
            where=where.key("count"),
            rule="roster format 1",
            hint=f"remove the quotes: `count: {str(entry.count).strip()}`"
            if quoted
            else "write how many elements of this type, e.g. `count: 2`, or remove the entry",
        )
    if element is None:
        findings.error(
            "element.unknown",
            f"`{entry.element}` is not an element type of {ix.catalog.name}"
            + (
                "; it is not costed until corrected"
                if ix.catalog.costs
                else "; the rules do not count it until corrected"
            ),
            where=where,
            rule=ix.catalog.citation,
            hint=_unknown_element_hint(entry.element, ix),
            fix=replace_id(where, entry.element, close_ids(entry.element, ix.elements, ix.element_names)),
        )
        line = Line(
            where=where,
            element=entry.element,
            name=entry.element,
            label=entry.name,
            count=count or 0,
            known=False,
            category=None,
            formation=formation,
            general=entry.general,
            options=tuple(entry.options),
            option_ids=tuple(entry.options),
            cost_each={},
            cost={},
            stats={},
            base=None,
            tracks=(),
            unit_id=entry.id,
            links=dict(entry.links),
            entry=entry,
        )
        return Resolved(line, None, (), where)
    kind = _kind_of(entry, element, where, ix, scale, scale_name, findings, priced)
    cost: Costs = {cost_type: value * (count or 0) for cost_type, value in kind.cost_each.items()}
    if entry.base is not None and kind.base is not None and ix.catalog.basing is not None:
        check_base(entry.base, element, kind.base, ix.catalog.basing, scale_name, where, ix, findings)
    line = Line(
        where=where,
        element=element.id,
        name=element.name,
        label=entry.name,
        count=count or 0,
        known=True,
        category=element.category,
        formation=formation,
        general=entry.general,
        options=kind.option_names,
        option_ids=kind.option_ids,
        cost_each=kind.cost_each,
        cost=cost,
        stats=kind.stats,
        base=kind.base,
        tracks=kind.tracks,
        unit_id=entry.id,
        links=entry.links,
        awaiting=kind.awaiting,
        default_ids=kind.default_ids,
        entry=entry,
        own=element.own,
    )
    return Resolved(line, element, kind.chosen, where)


def _unread(entry: UnreadEntry, where: Where, formation: Where | None, findings: Findings) -> Resolved:
    """An entry the roster format cannot read: its problems, and a line that costs nothing."""
    for problem in entry.unread:
        findings.error(
            "file.schema",
            problem.message,
            where=of_steps(problem.steps),
            rule="roster format 1",
            hint=problem.hint,
        )
    line = Line(
        where=where,
        element=entry.element,
        name=entry.element or "unreadable entry",
        label=None,
        count=0,
        known=False,
        category=None,
        formation=formation,
        general=False,
        options=(),
        option_ids=(),
        cost_each={},
        cost={},
        stats={},
        base=None,
        tracks=(),
        unit_id=None,
        links={},
    )
    return Resolved(line, None, (), where)


MAX_KINDS = 10_000
"""Kinds of entry an index remembers (a real catalog's rosters use a few dozen)."""


def _kind_of(
    entry: ElementEntry,
    element: Element,
    where: Where,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    findings: Findings,
    priced: Priced = (),
) -> Kind:
    """What an entry's type, options and scale give it. Entries alike are alike in every roster of
    a batch, so a kind whose options raised no finding is worked out once and remembered."""
    key = (element.id, tuple(entry.options), scale_name, priced)
    kind = ix.kinds.get(key)
    if kind is not None:
        return kind
    found = len(findings.found)
    chosen = (
        element_options(entry, element, where, ix, findings) if element.option_groups or entry.options else []
    )
    # Lines share these dicts (the catalog's, or one per kind an option changes); reports are read-only.
    cost_each: Costs = _cost(element, ix, priced)
    stats: dict[str, Any] = element.stats
    if any(option.cost for option in chosen):
        cost_each = dict(cost_each)
        for option in chosen:
            add_costs(cost_each, option.cost)
    if any(option.stats or option.modifiers for option in chosen):
        stats = {**stats, **{k: v for option in chosen for k, v in option.stats.items()}}
        for option in chosen:
            for stat, change in option.modifiers.items():
                value = stats.get(stat)
                if isinstance(value, int | float) and not isinstance(value, bool):
                    stats[stat] = value + change
    kind = Kind(
        chosen=tuple(chosen),
        option_names=tuple(option.name for option in chosen),
        option_ids=tuple(option.id for option in chosen),
        default_ids=tuple(o.id for o in chosen if ix.element_options[element.id][o.id][0].default == o.id),
        cost_each=cost_each,
        stats=stats,
        base=ix.base(element, scale_name, scale),
        tracks=_tracks(element, stats, ix) if ix.catalog.tracks else (),
        awaiting=tuple(k for k in ix.option_stats[element.id] if k in stats and stats[k] is None),
    )
    # Only a kind with distinct, valid options is remembered: its key is then no longer than the
    # type's list of options, and the kinds no more than MAX_KINDS, whatever a file holds.
    if len(findings.found) == found and len(set(key[1])) == len(key[1]) and len(ix.kinds) < MAX_KINDS:
        ix.kinds[key] = kind
    return kind


def priced_by(ix: Index, options: dict[str, Any]) -> Priced:
    """The values of the roster options some element type's cost depends on, in `ix`'s order."""
    return tuple(options.get(key) for key in ix.cost_options)


def _cost(element: Element, ix: Index, priced: Priced) -> Costs:
    """The element type's cost: the first `cost_when` that the roster's options meet, else its own."""
    if element.cost_when:
        options = dict(zip(ix.cost_options, priced, strict=True))
        for rule in element.cost_when:
            if holds(rule.when, options):
                return rule.cost
    return element.cost


def _unknown_element_hint(name: str, ix: Index) -> str:
    hint = did_you_mean(name, ix.elements, ix.element_names) or (
        f"`armybuilder catalogs {ix.catalog.id}` lists the element types"
    )
    extra = ix.catalog.unknown_element_hint
    return f"{hint} — {extra}" if extra else hint


def _tracks(element: Element, stats: dict[str, Any], ix: Index) -> tuple[TrackBoxes, ...]:
    tracks: list[TrackBoxes] = []
    for track in ix.catalog.tracks:
        if not ix.matches(track.select, element):
            continue
        boxes = track.boxes if track.boxes is not None else stats.get(track.boxes_stat or "")
        if type(boxes) is int and boxes > 0:
            tracks.append(TrackBoxes(track.id, track.name, boxes, dict(track.marks)))
    return tuple(tracks)
