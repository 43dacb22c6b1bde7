"""Judging a roster under an event: the one place an event's rules are applied.

The event fixes the limit and some roster options (a roster that says otherwise is told, and
the event's value is used), adds list rules in the catalog's constraint language, and changes
how severe a finding is. It never names a game's ids: everything comes from the event file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from armybuilder.engine.codes import CODES
from armybuilder.engine.constraints import check_constraints
from armybuilder.engine.findings import Findings
from armybuilder.engine.grouped import Grouped
from armybuilder.engine.index import Index
from armybuilder.engine.report import Costs, Fix, Measure, Problem, offered
from armybuilder.engine.rules.conditions import holds
from armybuilder.engine.where import roster_option, top
from armybuilder.engine.words import amount, plain, yaml_value
from armybuilder.schema.roster import Roster

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event, Severity

_BASING_CODES = tuple(code.code for code in CODES if code.family == "basing")
"""The codes an event enforces bases with; it says so when it makes every one an error."""


def applies(event: Event | None, roster: Roster) -> bool:
    """Whether the event's rules judge this roster (not when it is for another system)."""
    return event is not None and event.system == roster.system


def prepare(
    roster: Roster,
    event: Event,
    ix: Index,
    limit: float | None,
    findings: Findings,
    sender: str = "",
    *,
    known: bool = False,
) -> tuple[Roster, float | None]:
    """The roster with the event's options in force, and the limit in force.

    Adds `event.system`, `event.limit`, `event.option` and `event.player-missing` findings (naming
    `sender`, the e-mail's, where the list is taken as theirs; none where the sender is `known`,
    handed in through their own link).
    """
    if not (roster.player or "").strip() and not known:
        taken = sender if not roster.player else ""
        findings.warning(
            "event.player-missing",
            "the roster names no player"
            + (f"; it is taken as {taken}'s, the sender of the e-mail" if taken else ""),
            rule=event.name,
            hint="add `player: YOUR NAME` (in a list written as text, a line `Player: YOUR NAME`), so the "
            "organiser knows whose list it is",
        )
    if not applies(event, roster):
        findings.error(
            "event.system",
            f"this roster is for `{roster.system}`; {event.name} plays `{event.system}`",
            where=top("system"),
            rule=event.name,
            hint=f"send a `{event.system}` roster (`armybuilder new --system {event.system}` starts one)",
        )
        return roster, limit
    unit = ix.primary_cost or ""
    if event.limit is not None and roster.limit is not None and roster.limit != event.limit and unit:
        findings.warning(
            "event.limit",
            f"the roster's limit is {amount(roster.limit, unit)}; {event.name} plays at "
            f"{amount(event.limit, unit)}, which is used here",
            where=top("limit"),
            rule=event.name,
            hint=f"write `limit: {amount(event.limit)}`, or remove `limit:`",
            fix=Fix("set-value", top("limit"), value=event.limit),
        )
    for key, value in event.options.items():
        if key in roster.options and not holds({key: value}, roster.options):
            name = ix.option_names.get(key, key)
            findings.error(
                "event.option",
                f"{name} is {plain(roster.options[key])} in the roster; {event.name} fixes it to "
                f"{plain(value)}, which is used here",
                where=roster_option(key),
                rule=event.name,
                hint=f"write `{key}: {yaml_value(value)}`, or remove it",
                fix=Fix("set-value", roster_option(key), value=value),
            )
    options = {**roster.options, **event.options}
    if options != roster.options:  # most rosters sent in already say what the event fixes
        roster = roster.model_copy(update={"options": options})
    return roster, event.limit if event.limit is not None else limit


def overridden_values(event: Event | None, written: dict[str, Any]) -> dict[str, Any]:
    """The option values a roster writes that the event replaces with its own (spelling already folded)."""
    if event is None:
        return {}
    return {
        key: value
        for key, value in written.items()
        if key in event.options and not holds({key: event.options[key]}, {key: value})
    }


def extra_rules(
    event: Event,
    grouped: Grouped,
    costs: Costs,
    options: dict[str, Any],
    ix: Index,
    findings: Findings,
) -> list[Measure]:
    """The event's own list rules, checked by the catalog's constraint code and cited to the event."""
    measures: list[Measure] = []
    for constraint in event.constraints:
        if not holds(constraint.when, options):
            continue
        found = Findings()
        measures += check_constraints([constraint], grouped, costs, options, ix, found)
        rule = f"{event.name} › {constraint.rule}" if constraint.rule else event.name
        findings.found += [replace(problem, rule=rule) for problem in found.found]
    return measures


def finished(problems: Iterable[Problem], event: Event) -> list[Problem]:
    """The problems as the event judges them: its severities, and no advice to change what it fixes."""
    fixed_here = fixed(event)
    return overridden((_within_event(problem, fixed_here) for problem in problems), event.severity)


def _within_event(problem: Problem, fixed_here: frozenset[str]) -> Problem:
    """A hint offering to change what the event fixes ('..., or change `year`', '..., or raise the
    limit') loses that offer, unless it is the hint's only one."""
    kept = tuple(offer for offer in problem.offers if not offer.changes & fixed_here)
    if not kept or len(kept) == len(problem.offers):
        return problem
    return replace(problem, hint=offered(kept), offers=kept)


def fixed(event: Event | None) -> frozenset[str]:
    """What an event fixes for the rosters it judges: `limit` and the ids of its roster options."""
    if event is None:
        return frozenset()
    return frozenset(event.options) | ({"limit"} if event.limit is not None else set())


def basing_note(note: str, event: Event | None) -> str:
    """The catalog's note on its bases, unless the event enforces them, which it then says."""
    if not note or event is None:
        return note
    if all(severity_of(code, event.severity) == "error" for code in _BASING_CODES):
        return f"{event.name} enforces these sizes: a different base is an error."
    return note


def severity_of(code: str, severity: Mapping[str, Severity]) -> Severity | None:
    """The severity the event gives a code: the longest key that is the code or a dotted prefix of it."""
    while True:
        found = severity.get(code)
        if found is not None:
            return found
        cut = code.rfind(".")
        if cut < 0:
            return None
        code = code[:cut]


def overridden(problems: Iterable[Problem], severity: Mapping[str, Severity]) -> list[Problem]:
    """The problems with the event's severities: some made errors or warnings, some left out."""
    out = []
    for problem in problems:
        wanted = severity_of(problem.code, severity)
        if wanted == "off":
            continue
        if wanted in ("error", "warning") and wanted != problem.severity:
            problem = replace(problem, severity=wanted)
        out.append(problem)
    return out
