"""Links between units: unique ids, and a link names a unit that may serve it, within size and capacity."""

import math
from collections.abc import Sequence
from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.report import Fix
from armybuilder.engine.sentence import Sentence
from armybuilder.engine.where import Where
from armybuilder.engine.words import amount
from armybuilder.schema.catalog import LinkRule

MAX_CHOICES = 20
"""Units a link's fix offers to name instead: enough to choose from, and a roster of thousands of
bad links is not answered with thousands of choices each."""

Servers = dict[tuple[str, object], tuple[Where, ...]]
"""The units that may serve a kind of link for a unit of one size, worked out once a roster."""


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
                Sentence(f"two units have the id `{unit_id}` (the first is ", by_id[unit_id].where, ")"),
                where=member.line.where,
                rule="roster format 1",
                hint="give each unit its own id",
            )
            continue
        by_id[unit_id] = member
    rules = {rule.id: rule for rule in ix.catalog.links}
    load: dict[tuple[str, str], int] = {}
    servers: Servers = {}
    for member in members:
        for link_id, target_id in member.line.links.items():
            rule = rules.get(link_id)
            if rule is None:
                findings.error(
                    "link.unknown",
                    f"`{link_id}` is not a kind of link in {ix.catalog.name}",
                    where=member.where.link(link_id),
                    rule=ix.catalog.citation,
                    hint=f"use one of {', '.join(rules)}" if rules else "remove `links:`",
                )
                continue
            _check_link(rule, member, by_id.get(target_id), target_id, ix, findings, load, members, servers)
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
    servers: Servers,
) -> None:
    line, cite = member.line, ix.catalog.cite(rule.rule)
    at = member.where.link(rule.id)
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
            fix=_set_link(rule, member, members, at, ix, servers),
        )
        return
    if target.element is not None and not ix.matches(rule.targets, target.element):
        findings.error(
            "link.target",
            f"{line.name} cannot be {rule.name.lower()} {target.line.name}",
            where=at,
            rule=cite,
            hint=f"name a unit that can: {_names(rule, ix, line.stats.get(rule.size_stat or ''))}",
            fix=_set_link(rule, member, members, at, ix, servers),
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
            fix=_set_link(rule, member, members, at, ix, servers),
        )
    if rule.capacity_stat is not None and target.line.unit_id is not None:
        key = (rule.id, target.line.unit_id)
        load[key] = load.get(key, 0) + line.count


def _set_link(
    rule: LinkRule, member: Resolved, members: Sequence[Resolved], at: Where, ix: Index, servers: Servers
) -> Fix | None:
    """Naming another unit in the link: the roster's units that may serve this one (the first
    `MAX_CHOICES` of them). Found once for each kind of link and size, so a roster of many bad
    links is answered in time growing with its length, not its square."""
    size = member.line.stats.get(rule.size_stat or "")
    key = (rule.id, size if isinstance(size, int | float) else None)
    if key not in servers:
        servers[key] = tuple(
            m.line.where
            for m in members
            if m.element is not None
            and ix.matches(rule.targets, m.element)
            and takes(rule, m.line.stats, size)
        )
    wheres = tuple(where for where in servers[key][: MAX_CHOICES + 1] if where != member.line.where)
    wheres = wheres[:MAX_CHOICES]
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
