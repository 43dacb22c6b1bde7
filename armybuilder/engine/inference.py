"""Roster options the roster leaves unset, read from its elements where they all agree."""

from collections.abc import Sequence
from typing import Any

from armybuilder.engine.constraints import fill
from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.offers import hint_of
from armybuilder.engine.report import Assumption
from armybuilder.schema.catalog import ChoiceOption
from armybuilder.schema.roster import Roster


def infer_options(
    roster: Roster, members: Sequence[Resolved], options: dict[str, Any], ix: Index, findings: Findings
) -> list[Assumption]:
    """Fill in `options` where the catalog says how; return what was inferred, as assumptions."""
    notes: list[Assumption] = []
    for option in ix.catalog.options:
        if not isinstance(option, ChoiceOption) or option.infer is None or option.id in roster.options:
            continue
        rule = option.infer
        chosen = [m for m in members if m.element is not None and ix.matches(rule.select, m.element)]
        given: dict[Any, list[str]] = {}
        for member in chosen:
            value = member.line.stats.get(rule.stat)
            if value is not None and member.line.name not in given.setdefault(value, []):
                given[value].append(member.line.name)
        if len(given) == 1 and (value := next(iter(given))) in option.choices:
            options[option.id] = value
            notes.append(Assumption(option.name, fill(rule.note, value=value), "roster-option"))
        elif chosen and option.default is None:
            values = "; ".join(f"{value}: {', '.join(names)}" for value, names in given.items())
            findings.add(
                rule.code,
                rule.severity,
                fill(rule.message, values=values or "unknown for every one"),
                rule=ix.catalog.cite(option.source),
                hint=hint_of(rule.hint, fill, values=values),
            )
    return notes
