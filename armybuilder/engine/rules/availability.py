"""Element types offered only under some roster options (a theatre, a year): a roster holding
one while they do not hold is told which option would offer it."""

from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.rules.conditions import holds


def check_availability(
    members: list[Resolved], options: dict[str, Any], ix: Index, findings: Findings
) -> None:
    for member in members:
        element = member.element
        if element is None or not element.when or holds(element.when, options):
            continue
        wanted = ", ".join(
            f"{ix.option_names.get(key, key)}: {' or '.join(map(_shown, v if isinstance(v, list) else [v]))}"
            for key, v in element.when.items()
        )
        findings.error(
            "element.unavailable",
            f"{element.name} is offered only with {wanted}",
            where=member.where,
            rule=ix.catalog.cite(element.source),
            hint=f"set {wanted} under the roster's `options:`, or remove the entry",
        )


def _shown(value: object) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return str(value)
