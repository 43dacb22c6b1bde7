"""The general: how many the army has, of which types, and where it stands."""

from collections.abc import Sequence
from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.report import Fix
from armybuilder.engine.rules.conditions import holds
from armybuilder.engine.words import counted
from armybuilder.schema.catalog import GeneralRule


def general_max(rule_def: GeneralRule, options: dict[str, Any]) -> tuple[int, list[str]]:
    """How many generals the army may have under these options, and the `assumed` notes that say so."""
    for count in rule_def.max_when:
        if holds(count.when, options):
            return count.value, count.assumed
    return rule_def.max, []


def check_general(
    members: Sequence[Resolved], options: dict[str, Any], ix: Index, findings: Findings
) -> None:
    rule_def = ix.catalog.general
    generals = [m for m in members if m.line.general]
    if rule_def is None:
        for member in generals:
            findings.warning(
                "general.type",
                f"{ix.catalog.name} has no general; `general: true` does nothing here",
                where=member.line.where,
                rule=ix.catalog.citation,
                hint="remove `general: true`",
            )
        return
    rule = ix.catalog.cite(rule_def.rule)
    title = rule_def.title
    if not generals and not rule_def.required:
        return
    allowed = (
        [e.name for e in ix.elements.values() if ix.matches(rule_def.select, e)]
        if _needs_names(generals, rule_def, ix)
        else []
    )
    allowed_text = " or ".join(allowed[:4]) + (" ..." if len(allowed) > 4 else "")
    if not generals and rule_def.required:
        findings.error(
            "general.missing",
            f"the army has no {title}",
            rule=rule,
            hint=f"add a {allowed_text} element with `general: true`",
            fix=_make_general(members, rule_def, ix),
        )
    most, _ = general_max(rule_def, options)
    for member in generals[most:]:
        findings.error(
            "general.multiple",
            f"the army may have {counted(most, title)}; this is one more",
            where=member.line.where,
            rule=rule,
            hint="keep `general: true` on one element only"
            if most == 1
            else f"remove `general: true` here; keep it on {most} elements at most",
            fix=Fix("set-general", _keeper(generals, rule_def, ix).line.where) if most == 1 else None,
        )
    for member in generals:
        line = member.line
        if member.element is not None and not ix.matches(rule_def.select, member.element):
            findings.error(
                "general.type",
                f"the {title} must be {allowed_text}, not {line.name}",
                where=line.where,
                rule=rule,
                hint=f"move `general: true` to a {allowed_text} element",
                fix=_make_general(members, rule_def, ix),
            )
        if line.count > 1:
            findings.error(
                "general.multiple",
                f"the {title} is one element, but this entry counts {line.count}",
                where=line.where,
                rule=rule,
                hint=f"give the {title} an entry of its own with count 1",
                fix=Fix("set-general", line.where),
            )
        if rule_def.separate and line.formation is not None:
            findings.error(
                "general.placement",
                f"the {title} must stand apart from every formation",
                where=line.where,
                rule=rule,
                hint=f"move the {title} out of the formation and add another {line.name} in its place",
                fix=Fix("move-out", line.where),
            )


def _make_general(members: Sequence[Resolved], rule_def: GeneralRule, ix: Index) -> Fix | None:
    """Making an element of a type the rules allow the general: the one there is, or a choice."""
    wheres = tuple(
        m.line.where
        for m in members
        if m.element is not None
        and m.line.count
        and ix.matches(rule_def.select, m.element)
        and not (rule_def.separate and m.line.formation is not None)
    )
    if len(wheres) == 1:
        return Fix("set-general", wheres[0])
    return Fix("set-general", choices=wheres) if wheres else None


def _keeper(generals: Sequence[Resolved], rule_def: GeneralRule, ix: Index) -> Resolved:
    """The general to keep where there are too many: the first of a type the rules allow."""
    allowed = (g for g in generals if g.element is not None and ix.matches(rule_def.select, g.element))
    return next(allowed, generals[0])


def _needs_names(generals: Sequence[Resolved], rule_def: GeneralRule, ix: Index) -> bool:
    """Whether a message will name the allowed types (listing them costs a pass over the catalog)."""
    if not generals:
        return True
    return any(m.element is not None and not ix.matches(rule_def.select, m.element) for m in generals)
