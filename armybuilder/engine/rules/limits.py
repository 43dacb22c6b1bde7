"""Cost limits: the limit for each cost type, and the army's cost against it."""

from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.report import Costs, Offer
from armybuilder.engine.rules.conditions import holds
from armybuilder.engine.where import ROSTER, top
from armybuilder.engine.words import amount
from armybuilder.schema.roster import Roster


def limits(
    roster: Roster, options: dict[str, Any], override: float | None, ix: Index
) -> tuple[Costs, list[str]]:
    """The limit for each cost type, and the `assumed` notes of the limit rules used."""
    found: Costs = {}
    notes: list[str] = []
    for number, cost_type in enumerate(ix.catalog.costs):
        given = (override if override is not None else roster.limit) if number == 0 else None
        if given is not None:
            found[cost_type.id] = given
            continue
        for rule in cost_type.limits:
            if holds(rule.when, options):
                found[cost_type.id] = rule.value
                notes.extend(rule.assumed)
                break
    return found, notes


def check_limits(
    costs: Costs, limit: Costs, roster: Roster, override: float | None, ix: Index, findings: Findings
) -> None:
    for cost_type in ix.catalog.costs:
        if cost_type.id not in limit:
            continue
        total, most = costs.get(cost_type.id, 0), limit[cost_type.id]
        rule = ix.catalog.cite(cost_type.rule)
        unit = cost_type.id
        if total > most:
            findings.error(
                "cost.over-limit",
                f"the army costs {amount(total, unit)}, {amount(total - most, unit)} over its limit of {amount(most, unit)}",
                rule=rule,
                hint=(
                    Offer(f"remove {amount(total - most, unit)} of elements"),
                    Offer("raise the limit", frozenset({"limit"})),
                ),
            )
        elif total < most and cost_type.under_limit == "warning":
            findings.warning(
                "cost.under-limit",
                f"the army costs {amount(total, unit)}, {amount(most - total, unit)} under its limit of {amount(most, unit)}",
                rule=rule,
                hint=f"add {amount(most - total, unit)} of elements to use the whole limit",
            )
    if not ix.catalog.costs and (roster.limit is not None or override is not None):
        findings.warning(
            "limit.unused",
            f"{ix.catalog.name} has no points costs, so a limit does nothing",
            where=top("limit") if roster.limit is not None else ROSTER,
            rule=ix.catalog.citation,
            hint="remove `limit:`" if roster.limit is not None else "leave out `--limit` for this system",
        )
