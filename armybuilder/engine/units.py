"""One element entry: its type, count, options, cost, stats, base and tracks."""

import difflib
from dataclasses import dataclass
from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Kind
from armybuilder.engine.report import BaseSize, Costs, Fix, Line, Offer, TrackBoxes
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Basing, Element, ElementOption, OptionGroup, ScaleBasing
from armybuilder.schema.roster import DeclaredBase, ElementEntry, UnreadEntry
from armybuilder.suggest import close_ids, did_you_mean
from armybuilder.words import amount, counted, shown

MAX_COUNT = 10_000
MAX_RESOLVED = 10_000
"""Element entries an index remembers resolved: a roster far longer than any real one fits."""
TYPO = 0.75
"""How alike a written id and a known one must be for a fix to put one for the other unasked."""


@dataclass(frozen=True)
class Resolved:
    """A line together with the catalog entries it was built from."""

    line: Line
    element: Element | None
    chosen: tuple[ElementOption, ...]
    where: Where


def add_costs(total: Costs, more: Costs, times: int | float = 1) -> None:
    for cost_type, value in more.items():
        total[cost_type] = total.get(cost_type, 0) + value * times


def valid_count(value: object) -> int | None:
    return value if type(value) is int and 1 <= value <= MAX_COUNT else None


def resolve_element(
    entry: ElementEntry,
    where: Where,
    formation: str | None,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    findings: Findings,
) -> Resolved:
    """The entry's line. An editor evaluates its roster again after every change, and the entries
    a change left alone are the same objects in the same places: one resolved before without a
    finding is taken as it was. Its line holds the entry, so no other object can take its id."""
    key = (id(entry), where.steps, formation, scale_name)
    known = ix.resolved.get(key)
    if known is not None and known.line.entry is entry:
        return known
    found = len(findings.found)
    resolved = _resolve(entry, where, formation, ix, scale, scale_name, findings)
    if len(findings.found) == found:
        if len(ix.resolved) >= MAX_RESOLVED:
            ix.resolved.clear()
        ix.resolved[key] = resolved
    return resolved


def _resolve(
    entry: ElementEntry,
    where: Where,
    formation: str | None,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    findings: Findings,
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
            + ("; it is not costed until corrected" if ix.catalog.costs else ""),
            where=where,
            rule=ix.catalog.citation,
            hint=_unknown_element_hint(entry.element, ix),
            fix=replace_id(
                str(where), entry.element, close_ids(entry.element, ix.elements, ix.element_names)
            ),
        )
        line = Line(
            where=str(where),
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
    kind = _kind_of(entry, element, where, ix, scale, scale_name, findings)
    cost: Costs = {cost_type: value * (count or 0) for cost_type, value in kind.cost_each.items()}
    if entry.base is not None and kind.base is not None and ix.catalog.basing is not None:
        _check_base(entry.base, element, kind.base, ix.catalog.basing, scale_name, where, ix, findings)
    line = Line(
        where=str(where),
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
    )
    return Resolved(line, element, kind.chosen, where)


def _unread(entry: UnreadEntry, where: Where, formation: str | None, findings: Findings) -> Resolved:
    """An entry the roster format cannot read: its problems, and a line that costs nothing."""
    for problem in entry.unread:
        findings.error(
            "file.schema", problem.message, where=problem.where, rule="roster format 1", hint=problem.hint
        )
    line = Line(
        where=str(where),
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
) -> Kind:
    """What an entry's type, options and scale give it. Entries alike are alike in every roster of
    a batch, so a kind whose options raised no finding is worked out once and remembered."""
    key = (element.id, tuple(entry.options), scale_name)
    kind = ix.kinds.get(key)
    if kind is not None:
        return kind
    found = len(findings.found)
    chosen = _options(entry, element, where, ix, findings) if element.option_groups or entry.options else []
    # Lines share these dicts (the catalog's, or one per kind an option changes); reports are read-only.
    cost_each: Costs = element.cost
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


def replace_id(where: str, written: str, ids: list[str]) -> Fix | None:
    """Putting a known id in place of a misspelt one: unambiguous when only one id is close, and
    close as a typo is (a letter or two out), not merely the nearest."""
    if not ids:
        return None
    if len(ids) == 1:
        typo = difflib.SequenceMatcher(None, written.lower(), ids[0].lower()).ratio() >= TYPO
        return Fix("replace-id", where, value=ids[0], unambiguous=typo, written=written)
    return Fix("replace-id", where, choices=tuple(ids))


def _unknown_element_hint(name: str, ix: Index) -> str:
    hint = did_you_mean(name, ix.elements, ix.element_names) or (
        f"`armybuilder catalogs {ix.catalog.id}` lists the element types"
    )
    extra = ix.catalog.unknown_element_hint
    return f"{hint} — {extra}" if extra else hint


def _options(
    entry: ElementEntry, element: Element, where: Where, ix: Index, findings: Findings
) -> list[ElementOption]:
    choices = ix.element_options[element.id]
    picked: dict[str, list[ElementOption]] = {}
    for number, option_id in enumerate(entry.options):
        if option_id in entry.options[:number]:
            continue
        if option_id not in choices:
            findings.error(
                "option.unknown",
                f"`{option_id}` is not an option of {element.name}",
                where=where.option(number),
                rule=ix.catalog.citation,
                hint=(did_you_mean(option_id, choices) or f"its options are {', '.join(choices)}")
                if choices
                else f"{element.name} has no options; remove `{option_id}`",
                fix=replace_id(str(where.option(number)), option_id, close_ids(option_id, choices)),
            )
            continue
        owner, option = choices[option_id]
        picked.setdefault(owner.id, []).append(option)
    chosen: list[ElementOption] = []
    for group_id in element.option_groups:
        group = ix.groups.get(group_id)
        if group is None:
            continue
        options = picked.get(group_id, [])
        if group.choose == "one" and len(options) > 1:
            names = " and ".join(o.name for o in options)
            findings.error(
                "option.conflict",
                f"{element.name} takes one {group.name.lower()}, but has {names}",
                where=where.key("options"),
                rule=ix.catalog.cite(group.rule),
                hint=f"keep one of {', '.join(o.id for o in options)}",
                fix=Fix("choose-option", str(where), choices=tuple(o.id for o in options)),
            )
            options = options[:1]
        if group.choose == "one" and not options:
            if group.default is None:
                _missing(group, element, where, ix, findings)
            options = [o for o in group.options if o.id == group.default]
        chosen.extend(options)
    return chosen


def _missing(group: OptionGroup, element: Element, where: Where, ix: Index, findings: Findings) -> None:
    ids = [o.id for o in group.options]
    shown = ", ".join(ids[:6]) + (" ..." if len(ids) > 6 else "")
    findings.error(
        "option.missing",
        f"{element.name} needs its {group.name.lower()} chosen",
        where=where,
        rule=ix.catalog.cite(group.rule),
        hint=f"add one of {shown} to its options, e.g. `options: [{ids[0]}]`",
        fix=Fix("choose-option", str(where), choices=tuple(ids)),
    )


def _check_base(
    declared: DeclaredBase,
    element: Element,
    expected: BaseSize,
    basing: Basing,
    scale: str,
    where: Where,
    ix: Index,
    findings: Findings,
) -> None:
    rule = ix.catalog.cite(basing.rule)
    at = f" at {scale}" if scale else ""
    for code, side, want, got in (
        ("basing.width", "wide", expected.width, declared.width),
        ("basing.depth", "deep", expected.depth, declared.depth),
    ):
        if want is not None and got is not None and abs(want - got) > 0.05:
            findings.add(
                code,
                basing.severity,
                f"{element.name} bases are {amount(want)} mm {side}{at}; this one is {amount(got)} mm",
                where=where.key("base"),
                rule=rule,
                hint=(
                    Offer(f"rebase to {amount(want)} mm {side}"),
                    Offer(
                        f"set the roster's `{basing.option}` to the scale you use", frozenset({basing.option})
                    ),
                ),
            )
    low, high = expected.figures, expected.figures_max or expected.figures
    if (
        low is not None
        and high is not None
        and declared.figures is not None
        and not low <= declared.figures <= high
    ):
        want_text = counted(low, "figure") if low == high else f"{low} to {high} figures"
        findings.add(
            "basing.figures",
            basing.severity,
            f"{element.name} bases hold {want_text}; this one has {declared.figures}",
            where=where.key("base"),
            rule=rule,
            hint=f"put {want_text} on the base",
        )


def _tracks(element: Element, stats: dict[str, Any], ix: Index) -> tuple[TrackBoxes, ...]:
    tracks: list[TrackBoxes] = []
    for track in ix.catalog.tracks:
        if not ix.matches(track.select, element):
            continue
        boxes = track.boxes if track.boxes is not None else stats.get(track.boxes_stat or "")
        if type(boxes) is int and boxes > 0:
            tracks.append(TrackBoxes(track.id, track.name, boxes, dict(track.marks)))
    return tuple(tracks)
