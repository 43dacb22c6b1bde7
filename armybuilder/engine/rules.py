"""The list rules every catalog can switch on: formations, the general, links and cost limits."""

import math
from collections.abc import Sequence
from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.report import Costs, Fix
from armybuilder.engine.units import Resolved
from armybuilder.schema.catalog import Element, Formation, GeneralRule, LinkRule, Slot
from armybuilder.schema.roster import Roster
from armybuilder.words import amount, counted


def holds(when: dict[str, Any], options: dict[str, Any]) -> bool:
    """Whether every option named in `when` has the value (or one of the values) given."""
    for key, wanted in when.items():
        actual = options.get(key)
        choices = wanted if isinstance(wanted, list) else [wanted]
        if not any(_same(actual, choice) for choice in choices):
            return False
    return True


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return a == b


def check_formation(
    formation: Formation, label: str, where: str, members: Sequence[Resolved], ix: Index, findings: Findings
) -> None:
    """Every element fits a slot, and every slot holds between its min and max."""
    rule = ix.catalog.cite(formation.rule)
    for member in members:
        if member.element is not None and slot_for(formation.slots, member.element, ix) is None:
            findings.add(
                formation.code,
                formation.severity,
                f"{member.line.name} has no place in {label}",
                where=member.line.where,
                rule=rule,
                hint=f"{formation.name} holds {describe_slots(formation, ix)}; move it out of the formation",
                fix=Fix("move-out", member.line.where),
            )
    filled = slot_fill(formation, [(m.element, m.line.count) for m in members], ix)
    # Entries of unknown type or with no valid count fill no slot; their own errors come first.
    unsure = [m.line.where for m in members if m.element is None or not m.line.count]
    for slot, have in zip(formation.slots, filled, strict=True):
        what = slot.label or (
            ix.elements[slot.element].name if slot.element in ix.elements else str(slot.element)
        )
        if have < slot.min:
            add = f"add {slot.min - have} to its {what}" if slot.label else f"add {slot.min - have} × {what}"
            findings.add(
                formation.code,
                formation.severity,
                f"{label} needs {_range(slot)} × {what}; it has {have}",
                where=where,
                rule=rule,
                hint=f"fix {', '.join(unsure)} first (an unknown type or a bad count fills no place), "
                f"then {add} if still short"
                if unsure
                else add,
                fix=None if unsure else _add_element(slot, where, ix),
            )
        elif slot.max is not None and have > slot.max:
            remove = (
                f"remove {have - slot.max} of its {what}, or put them outside the formation"
                if slot.label
                else f"remove {have - slot.max} × {what}, or put them outside the formation"
            )
            other = _holding(formation.instead, members, ix)
            findings.add(
                formation.code,
                formation.severity,
                f"{label} takes {_range(slot)} × {what}; it has {have}",
                where=where,
                rule=rule,
                hint=f"make it a {other.name} (`formation: {other.id}`), which holds "
                f"{describe_slots(other, ix)}; or {remove}"
                if other
                else remove,
                fix=Fix("replace-id", where, value=other.id) if other else None,
            )


def _holding(ids: list[str], members: Sequence[Resolved], ix: Index) -> Formation | None:
    """The first of these formations whose slots hold every one of the members, each within its bounds."""
    entries = [(m.element, m.line.count) for m in members]
    for formation_id in ids:
        formation = ix.formations.get(formation_id)
        if formation is None or any(
            element is None or slot_for(formation.slots, element, ix) is None for element, _ in entries
        ):
            continue
        filled = slot_fill(formation, entries, ix)
        if all(
            slot.min <= have and (slot.max is None or have <= slot.max)
            for slot, have in zip(formation.slots, filled, strict=True)
        ):
            return formation
    return None


def _add_element(slot: Slot, where: str, ix: Index) -> Fix | None:
    """Adding one more element to a short slot: the type it names, or one of those it selects."""
    if slot.element is not None:
        return Fix("add-element", where, value=slot.element) if slot.element in ix.elements else None
    if slot.select is None:
        return None
    ids = tuple(e.id for e in ix.elements.values() if ix.matches(slot.select, e))
    if len(ids) == 1:
        return Fix("add-element", where, value=ids[0])
    return Fix("add-element", where, choices=ids) if ids else None


def slot_fill(formation: Formation, entries: Sequence[tuple[Element | None, int]], ix: Index) -> list[int]:
    """How many elements each of the formation's slots holds, from (element type, count) pairs."""
    filled = [0] * len(formation.slots)
    for element, count in entries:
        slot = slot_for(formation.slots, element, ix) if element is not None else None
        if slot is not None:
            filled[slot] += count
    return filled


def slot_for(slots: list[Slot], element: Element, ix: Index) -> int | None:
    """The slot an element of this type fills: one naming it, else the first whose selection picks it."""
    for number, slot in enumerate(slots):
        if slot.element == element.id:
            return number
    for number, slot in enumerate(slots):
        if slot.select is not None and ix.matches(slot.select, element):
            return number
    return None


def _range(slot: Slot) -> str:
    if slot.max is None:
        return f"at least {slot.min}" if slot.min else "any number"
    if slot.min == slot.max:
        return str(slot.min)
    if slot.min == 0:
        return f"at most {slot.max}"
    return f"{slot.min} to {slot.max}"


def describe_slots(formation: Formation, ix: Index) -> str:
    """What the formation holds, e.g. '4 Rifles, 1 Machinegun'."""
    parts = []
    for slot in formation.slots:
        what = slot.label or (
            ix.elements[slot.element].name if slot.element in ix.elements else str(slot.element)
        )
        parts.append(
            f"any number of {what}" if slot.max is None and not slot.min else f"{_range(slot)} × {what}"
        )
    return ", ".join(parts)


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


def check_links(members: Sequence[Resolved], ix: Index, findings: Findings) -> None:
    """Unit ids are unique; every link names a unit that may serve it, within its size and capacity."""
    by_id: dict[str, Resolved] = {}
    for member in members:
        unit_id = member.line.unit_id
        if unit_id is None:
            continue
        if unit_id in by_id:
            findings.error(
                "unit.duplicate-id",
                f"two units have the id `{unit_id}` (the first is {by_id[unit_id].line.where})",
                where=member.line.where,
                rule="roster format 1",
                hint="give each unit its own id",
            )
            continue
        by_id[unit_id] = member
    rules = {rule.id: rule for rule in ix.catalog.links}
    load: dict[tuple[str, str], int] = {}
    for member in members:
        for link_id, target_id in member.line.links.items():
            rule = rules.get(link_id)
            if rule is None:
                findings.error(
                    "link.unknown",
                    f"`{link_id}` is not a kind of link in {ix.catalog.name}",
                    where=f"{member.line.where}.links.{link_id}",
                    rule=ix.catalog.citation,
                    hint=f"use one of {', '.join(rules)}" if rules else "remove `links:`",
                )
                continue
            _check_link(rule, member, by_id.get(target_id), target_id, ix, findings, load, members)
    for (link_id, target_id), linked in load.items():
        rule, target = rules[link_id], by_id[target_id]
        capacity = target.line.stats.get(rule.capacity_stat or "")
        if isinstance(capacity, int | float) and linked > capacity * target.line.count:
            findings.add(
                "link.capacity",
                rule.capacity_severity,
                f"{target.line.title} has room for {amount(capacity * target.line.count)}; "
                f"{amount(linked)} {'is' if linked == 1 else 'are'} {rule.name.lower()} it",
                where=target.line.where,
                rule=ix.catalog.cite(rule.rule),
                hint=f"name another unit for {amount(linked - capacity * target.line.count)} of them, "
                f"or add another {target.line.name}",
            )
    for rule in rules.values():
        if rule.unserved == "warning":
            _warn_unserved(rule, members, ix, findings)


def _check_link(
    rule: LinkRule,
    member: Resolved,
    target: Resolved | None,
    target_id: str,
    ix: Index,
    findings: Findings,
    load: dict[tuple[str, str], int],
    members: Sequence[Resolved],
) -> None:
    line, cite = member.line, ix.catalog.cite(rule.rule)
    at = f"{line.where}.links.{rule.id}"
    if member.element is not None and not ix.matches(rule.units, member.element):
        findings.error(
            "link.not-allowed",
            f"{line.name} cannot be {rule.name.lower()} anything",
            where=at,
            rule=cite,
            hint=f"remove `{rule.id}` from its links",
        )
        return
    if target is None:
        findings.error(
            "link.target",
            f"no unit has the id `{target_id}`",
            where=at,
            rule=cite,
            hint="give the unit it refers to `id: " + target_id + "`, or correct the id",
            fix=_set_link(rule, member, members, at, ix),
        )
        return
    if target.element is not None and not ix.matches(rule.targets, target.element):
        findings.error(
            "link.target",
            f"{line.name} cannot be {rule.name.lower()} {target.line.name}",
            where=at,
            rule=cite,
            hint=f"name a unit that can: {_names(rule, ix, line.stats.get(rule.size_stat or ''))}",
            fix=_set_link(rule, member, members, at, ix),
        )
        return
    size = line.stats.get(rule.size_stat or "")
    most = target.line.stats.get(rule.max_size_stat or "")
    if isinstance(size, int | float) and isinstance(most, int | float) and size > most:
        stat = _stat_name(rule.size_stat, ix)
        findings.error(
            "link.size",
            f"{line.name} ({stat} {amount(size)}) is too big for {target.line.name}, which takes up to {amount(most)}",
            where=at,
            rule=cite,
            hint=f"name a unit that takes {stat} {amount(size)}",
            fix=_set_link(rule, member, members, at, ix),
        )
    if rule.capacity_stat is not None and target.line.unit_id is not None:
        key = (rule.id, target.line.unit_id)
        load[key] = load.get(key, 0) + line.count


def _set_link(
    rule: LinkRule, member: Resolved, members: Sequence[Resolved], at: str, ix: Index
) -> Fix | None:
    """Naming another unit in the link: the roster's units that may serve this one."""
    size = member.line.stats.get(rule.size_stat or "")
    wheres = tuple(
        m.line.where
        for m in members
        if m is not member
        and m.element is not None
        and ix.matches(rule.targets, m.element)
        and takes(rule, m.line.stats, size)
    )
    if len(wheres) == 1:
        return Fix("set-link", at, value=wheres[0])
    return Fix("set-link", at, choices=wheres) if wheres else None


def takes(rule: LinkRule, stats: dict[str, Any], size: object) -> bool:
    """Whether a target with these stats takes a unit of this size (unknown sizes always fit)."""
    most = stats.get(rule.max_size_stat or "")
    return not isinstance(size, int | float) or not isinstance(most, int | float) or most >= size


def _names(rule: LinkRule, ix: Index, size: object = None) -> str:
    names = [
        e.name for e in ix.elements.values() if ix.matches(rule.targets, e) and takes(rule, e.stats, size)
    ]
    return ", ".join(names[:5]) + (" ..." if len(names) > 5 else "")


def _warn_unserved(rule: LinkRule, members: Sequence[Resolved], ix: Index, findings: Findings) -> None:
    # What the army can serve comes down to one number: the largest size any server takes
    # (a server of unknown size may take anything). That keeps this linear in the roster.
    largest: float | None = None
    for member in members:
        if member.element is not None and ix.matches(rule.targets, member.element):
            most = member.line.stats.get(rule.max_size_stat or "")
            most = most if isinstance(most, int | float) and rule.max_size_stat else math.inf
            largest = most if largest is None else max(largest, most)
    names: dict[object, str] = {}
    for member in members:
        if (
            member.element is None
            or rule.id in member.line.links
            or not ix.matches(rule.units, member.element)
        ):
            continue
        size = member.line.stats.get(rule.size_stat or "")
        if largest is not None and (not isinstance(size, int | float) or largest >= size):
            continue
        what = member.line.name
        if isinstance(size, int | float):
            what += f" ({_stat_name(rule.size_stat, ix)} {amount(size)})"
        if size not in names:
            names[size] = _names(rule, ix, size)
        findings.warning(
            "link.unserved",
            f"{what} cannot be {rule.name.lower()} anything in this army",
            where=member.line.where,
            rule=ix.catalog.cite(rule.rule),
            hint=f"add a unit that can ({names[size]}), or plan to move it another way"
            if names[size]
            else "plan to move it another way",
        )


def _stat_name(stat: str | None, ix: Index) -> str:
    return ix.stats[stat].name if stat in ix.stats else str(stat)


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
                hint=f"remove {amount(total - most, unit)} of elements, or raise the limit",
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
            where="limit" if roster.limit is not None else "",
            rule=ix.catalog.citation,
            hint="remove `limit:`" if roster.limit is not None else "leave out `--limit` for this system",
        )


def check_revision(roster: Roster, ix: Index, findings: Findings) -> None:
    written, current = roster.catalog_revision, ix.catalog.revision
    if written is None or written == current:
        return
    if written > current:
        message = f"this roster was saved with catalog revision {written}, newer than this one ({current})"
        hint = "update armybuilder or the catalog before trusting this report"
    else:
        changed = [
            f"r{rev}: {text.rstrip('.')}"
            for rev, text in sorted(ix.catalog.changes.items())
            if written < rev <= current
        ]
        message = (
            f"this roster was saved with catalog revision {written}; the catalog is now at revision {current}"
        )
        hint = ("changed since: " + "; ".join(changed) + ". ") if changed else ""
        hint += f"Check the list, then set `catalog_revision: {current}`"
    findings.warning(
        "catalog.revision", message, where="catalog_revision", rule=ix.catalog.citation, hint=hint
    )
