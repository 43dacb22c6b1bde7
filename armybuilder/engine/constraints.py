"""The catalog's declarative constraints, one small function per kind."""

import heapq
import string
from collections.abc import Callable, Iterable, Sequence
from itertools import islice
from typing import Any, TypeGuard

from armybuilder.engine.findings import Findings
from armybuilder.engine.grouped import Grouped
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.offers import hint_of
from armybuilder.engine.report import Costs, Fix, Measure, Offer, Problem
from armybuilder.engine.rules.conditions import holds
from armybuilder.engine.where import ROSTER, Where
from armybuilder.engine.words import amount
from armybuilder.schema.catalog import (
    Bound,
    Constraint,
    CostConstraint,
    CountConstraint,
    InRangeConstraint,
    MatchesConstraint,
    OptionRef,
    Selection,
)


def fill(template: str, **fields: Any) -> str:
    """The message with its `{name}` fields filled in; an unknown name stays as written, and a
    message with any other kind of field is kept as written (lint reports why): a format spec
    such as `{count:>999999999}` would have a catalog or event file ask for a gigabyte of text."""
    try:
        parts = list(string.Formatter().parse(template))
    except ValueError:
        return template
    if any(name is not None and (spec or conversion) for _, name, spec, conversion in parts):
        return template
    filled = []
    for literal, name, _, _ in parts:
        filled.append(literal)
        if name is None:
            continue
        value = fields.get(name, "{" + name + "}")
        filled.append(
            amount(value) if isinstance(value, int | float) and not isinstance(value, bool) else str(value)
        )
    return "".join(filled)


def active(ix: Index, options: dict[str, Any]) -> list[Constraint]:
    return [c for c in ix.catalog.constraints if holds(c.when, options)]


def check_constraints(
    constraints: Sequence[Constraint],
    grouped: Grouped,
    costs: Costs,
    options: dict[str, Any],
    ix: Index,
    findings: Findings,
    *,
    grown: Where = ROSTER,
) -> list[Measure]:
    """Report each broken constraint; return the counts a catalog asks to show as roster totals.

    `grown` is the entry the player added or counted one more of last (ROSTER if not known).
    """
    measures: list[Measure] = []
    for constraint in constraints:
        if isinstance(constraint, CountConstraint):
            if not constraint.headline and _holds(constraint, grouped, options):
                continue  # nothing to word or show: most rules of a long (imported) catalog hold
            measure = _count(constraint, grouped, options, ix, findings, grown)
            if constraint.headline:
                measures.append(measure)
        elif isinstance(constraint, CostConstraint):
            _cost(constraint, grouped, costs, ix, findings)
        elif isinstance(constraint, InRangeConstraint):
            _in_range(constraint, grouped, options, ix, findings)
        elif isinstance(constraint, MatchesConstraint):
            _matches(constraint, grouped, options, ix, findings)
    return measures


def _add_formation(select: Selection, ix: Index) -> Fix | None:
    """Adding a formation the count asks for: the one that fits, or a choice of those that do."""
    if not select.counts_formations:
        return None
    ids = tuple(f.id for f in ix.formations.values() if ix.matches_formation(select, f))
    if len(ids) == 1:
        return Fix("add-formation", value=ids[0])
    return Fix("add-formation", choices=ids) if ids else None


def _bound(bound: Bound | None, options: dict[str, Any]) -> float | None:
    if isinstance(bound, OptionRef):
        value = options.get(bound.option)
        return value if isinstance(value, int | float) and not isinstance(value, bool) else None
    return bound


def _report(
    constraint: Constraint,
    ix: Index,
    findings: Findings,
    hint: str | tuple[Offer, ...],
    where: Where = ROSTER,
    fix: Fix | None = None,
    **fields: Any,
) -> None:
    findings.add(
        constraint.code,
        constraint.severity,
        fill(constraint.message, **fields),
        where=where,
        rule=ix.catalog.cite(constraint.rule),
        hint=hint_of(constraint.hint, fill, **fields) if constraint.hint else hint,
        fix=fix,
    )


def _count(
    constraint: CountConstraint,
    grouped: Grouped,
    options: dict[str, Any],
    ix: Index,
    findings: Findings,
    grown: Where,
) -> Measure:
    select = constraint.select
    count = grouped.count(select, ix)
    low, high = _bound(constraint.min, options), _bound(constraint.max, options)
    if (low is None or count >= low) and (high is None or count <= high):
        return Measure(constraint.headline, count, high)  # most rules of a long catalog hold: no words
    fields: dict[str, Any] = {
        "count": count,
        "min": low if low is not None else "",
        "max": high if high is not None else "",
    }
    if low is not None and count < low:
        need = f"add {amount(low)}" if not count else f"add {amount(low - count)} more, {amount(low)} in all"
        _report(constraint, ix, findings, need, fix=_add_formation(select, ix), **fields)
    elif high is not None and count > high:
        # Too many of the whole army is the roster's fault, not the last unit's.
        chosen = () if select.counts_formations or select.selects_all else grouped.selected(select, ix)
        over = _first_over(chosen, high, grown)
        _report(constraint, ix, findings, f"remove {amount(count - high)}", over, **fields)
    return Measure(constraint.headline, count, high)


def _holds(constraint: CountConstraint, grouped: Grouped, options: dict[str, Any]) -> bool:
    """Whether a count of types named by id is within its bounds, counted the quick way."""
    count = grouped.named_count(constraint.select)
    if count is None:
        return False
    low, high = _bound(constraint.min, options), _bound(constraint.max, options)
    return (low is None or count >= low) and (high is None or count <= high)


def _first_over(chosen: Iterable[Resolved], high: float, grown: Where) -> Where:
    """The first unit past the limit, so a reader finds where the excess starts (ROSTER for
    formations, or for the whole army).

    Units count in roster order, but those of the entry grown last count last: they came last.
    """

    def came_last(member: Resolved) -> bool:
        return member.line.where == grown or member.line.where.within(grown)

    running = 0
    for member in sorted(chosen, key=came_last) if grown else chosen:
        running += member.line.count
        if running > high:
            return member.line.where
    return ROSTER


def _cost(constraint: CostConstraint, grouped: Grouped, costs: Costs, ix: Index, findings: Findings) -> None:
    unit = constraint.cost_type
    value = grouped.cost(constraint.select, ix, unit)
    total = costs.get(unit, 0)
    percent = round(100 * value / total, 1) if total else 0
    fields: dict[str, Any] = {
        "cost": amount(value, unit),
        "total": amount(total, unit),
        "percent": percent,
        "min": constraint.min if constraint.min is not None else "",
        "max": constraint.max if constraint.max is not None else "",
        "min_percent": constraint.min_percent if constraint.min_percent is not None else "",
        "max_percent": constraint.max_percent if constraint.max_percent is not None else "",
    }
    if constraint.min is not None and value < constraint.min:
        _report(constraint, ix, findings, f"add {amount(constraint.min - value, unit)} of these", **fields)
    elif constraint.max is not None and value > constraint.max:
        _report(constraint, ix, findings, f"remove {amount(value - constraint.max, unit)} of these", **fields)
    elif constraint.min_percent is not None and total and percent < constraint.min_percent:
        _report(
            constraint, ix, findings, f"spend at least {amount(constraint.min_percent)}% on these", **fields
        )
    elif constraint.max_percent is not None and total and percent > constraint.max_percent:
        _report(
            constraint, ix, findings, f"spend at most {amount(constraint.max_percent)}% on these", **fields
        )


def _in_range(
    constraint: InRangeConstraint,
    grouped: Grouped,
    options: dict[str, Any],
    ix: Index,
    findings: Findings,
) -> None:
    value = options.get(constraint.option)
    if not _is_number(value):
        return

    def judge(member: Resolved, findings: Findings) -> None:
        low = member.line.stats.get(constraint.low_stat)
        high = member.line.stats.get(constraint.high_stat)
        low = low if _is_number(low) else None
        high = high if _is_number(high) else None
        if (low is not None and value < low) or (high is not None and value > high):
            _report(
                constraint,
                ix,
                findings,
                (
                    Offer(f"choose an element in use in {amount(value)}"),
                    Offer(f"change `{constraint.option}`", frozenset({constraint.option})),
                ),
                where=member.line.where,
                element=member.line.name,
                value=value,
                low="?" if low is None else low,
                high="?" if high is None else high,
            )
        elif low is None or high is None:
            _unknown(constraint, member, value, ix, findings)

    _each_unit(constraint, grouped, ix, findings, judge)


def _matches(
    constraint: MatchesConstraint,
    grouped: Grouped,
    options: dict[str, Any],
    ix: Index,
    findings: Findings,
) -> None:
    value = options.get(constraint.option)
    if value is None:
        return

    def judge(member: Resolved, findings: Findings) -> None:
        stat = member.line.stats.get(constraint.stat)
        if stat is None:
            _unknown(constraint, member, value, ix, findings)
        elif stat != value:
            _report(
                constraint,
                ix,
                findings,
                (Offer("remove it"), Offer(f"change `{constraint.option}`", frozenset({constraint.option}))),
                where=member.line.where,
                element=member.line.name,
                value=value,
                stat=stat,
            )

    _each_unit(constraint, grouped, ix, findings, judge)


MOST_LISTED = 20
"""Units one rule that judges each unit lists; the rest it counts (an event's 200 rules against a
roster's 10,000 units would otherwise list two million)."""


def _each_unit(
    constraint: InRangeConstraint | MatchesConstraint,
    grouped: Grouped,
    ix: Index,
    findings: Findings,
    judge: Callable[[Resolved, Findings], None],
) -> None:
    """`judge` the units the rule selects: one of each kind of entry (units of a kind share their
    stats, and so the verdict), then the first MOST_LISTED units of the kinds that break it, in
    roster order; one more finding counts the rest, as severe as the worst of them."""
    broken: list[tuple[list[int], Problem]] = []
    for positions in grouped.kinds(constraint.select, ix):
        said = Findings()
        judge(grouped.members[positions[0]], said)
        worst = _worst(said.found)
        if worst is not None:
            broken.append((positions, worst))
    listed = list(islice(heapq.merge(*(positions for positions, _ in broken)), MOST_LISTED))
    for position in listed:
        judge(grouped.members[position], findings)
    shown = set(listed)
    more = [worst for positions, worst in broken if positions[-1] not in shown]
    if not more:
        return
    worst = next((problem for problem in more if problem.severity == "error"), more[0])
    unlisted = sum(len(positions) for positions, _ in broken) - len(listed)
    findings.add(
        worst.code,
        worst.severity,
        f"and {amount(unlisted)} more units like these (the first {MOST_LISTED} are listed)",
        rule=worst.rule,
        hint="mend those listed, then check again",
    )


def _worst(problems: Sequence[Problem]) -> Problem | None:
    return next((p for p in problems if p.severity == "error"), problems[0] if problems else None)


def _unknown(
    constraint: InRangeConstraint | MatchesConstraint,
    member: Resolved,
    value: Any,
    ix: Index,
    findings: Findings,
) -> None:
    """An element that does not give the stat the rule needs, where the catalog asks to hear of it."""
    unknown = constraint.unknown
    if unknown is None:
        return
    fields = {"element": member.line.name, "value": value}
    findings.add(
        unknown.code,
        unknown.severity,
        fill(unknown.message, **fields),
        where=member.line.where,
        rule=ix.catalog.cite(constraint.rule),
        hint=hint_of(unknown.hint, fill, **fields),
    )


def _is_number(value: Any) -> TypeGuard[float]:
    return isinstance(value, int | float) and not isinstance(value, bool)
