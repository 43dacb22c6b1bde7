"""Constraints: min/max on selections or costs, of an entry, a category or a force, as the
catalog language's count and cost rules; the force entries a roster may be."""

from typing import Any
from xml.etree.ElementTree import Element

from armybuilder.battlescribe.conditions import Conditions
from armybuilder.battlescribe.data import FORCE_OPTION, children, number, slug


class Rules(Conditions):
    """The rules part of a converter (see `convert.Converter`)."""

    forces_here: dict[str, str]
    """The force entries a roster of this catalog may be: the system's and its own."""

    def entry_constraints(self, node: Element, element_id: str, name: str) -> None:
        changes = {m.get("field", ""): m for m in children(node, "modifiers", "modifier")}
        for constraint in children(node, "constraints", "constraint"):
            change = changes.get(constraint.get("id", ""))
            self.constraint(constraint, name, {"elements": [element_id]}, "entry", change)

    def constraint(
        self,
        constraint: Element,
        name: str,
        select: dict[str, Any],
        what: str,
        change: Element | None = None,
    ) -> None:
        kind, field_, scope = constraint.get("type"), constraint.get("field", ""), constraint.get("scope", "")
        value = number(constraint.get("value"))
        percent = constraint.get("percentValue") == "true"
        when: dict[str, str] = {}
        if scope in self.forces_here:
            when = {FORCE_OPTION: self.forces_here[scope]} if len(self.forces_here) > 1 else {}
        elif scope not in ("parent", "force", "roster"):
            self.report.add(self.file, name, "constraint", "not converted", "constraint-scope", scope=scope)
            return
        if kind not in ("min", "max") or (kind == "min" and value <= 0):
            if kind not in ("min", "max"):
                self.report.add(self.file, name, "constraint", "not converted", "constraint-kind", kind=kind)
            return
        if value < 0:  # BattleScribe's "no limit"
            return
        made: dict[str, Any] = {"id": self.ids.constraints.take(f"{name}-{kind}", constraint.get("id", ""))}
        cost_type = self.system.costs.get(field_)
        more = kind == "max"
        if field_ == "selections" and not percent:
            made |= {"kind": "count", "code": f"{what}.{'too-many' if more else 'too-few'}"}
            made["message"] = f"{{count}} {name}; at {'most {max}' if more else 'least {min}'}"
            made[kind] = int(value)
        elif cost_type is not None:
            made |= {
                "kind": "cost",
                "code": f"{what}.{'too-costly' if more else 'too-cheap'}",
                "cost_type": cost_type,
            }
            bound = f"{kind}_percent" if percent else kind
            made["message"] = (
                f"{name} cost {{cost}}{' ({percent}%)' if percent else ''}; at {'most' if more else 'least'} "
                f"{{{bound}}}{'%' if percent else ''}"
            )
            made[bound] = min(value, 100) if percent else value
        else:
            self.report.add(
                self.file,
                name,
                "constraint",
                "not converted",
                "constraint-field",
                field=field_,
                percent=percent,
            )
            return
        made["select"] = select
        if when:
            made["when"] = when
        made["rule"] = name
        made["source"] = f"{self.file}, constraint {constraint.get('id', '')}"
        self.constraints.append(made)
        self.report.add(self.file, name, "constraint", "converted")
        if change is not None:
            self.changed_limit(made, kind, change, name)

    def category_rules(self) -> None:
        """A category's own min/max: how many of its entries an army holds."""
        for category in children(self.root, "categoryEntries", "categoryEntry"):
            ours = self.system.categories.get(category.get("id", ""))
            for constraint in children(category, "constraints", "constraint"):
                self.constraint(
                    constraint, category.get("name", ""), {"categories": [ours], "tags": [ours]}, "category"
                )
            self.modifiers(category, category.get("name", ""))

    def forces(self) -> None:
        for force in children(self.root, "forceEntries", "forceEntry"):
            name = force.get("name", "")
            ours = self.forces_here.get(force.get("id", ""), slug(name))
            for link in children(force, "categoryLinks", "categoryLink"):
                category = self.system.categories.get(link.get("targetId", ""))
                if category is None:
                    continue
                for constraint in children(link, "constraints", "constraint"):
                    if constraint.get("scope") in ("parent", "force"):
                        constraint = _scoped(constraint, force.get("id", ""))
                    self.constraint(
                        constraint,
                        f"{name}: {link.get('name', category)}",
                        {"categories": [category], "tags": [category]},
                        "category",
                    )
            for constraint in children(force, "constraints", "constraint"):
                if constraint.get("field", "") in self.system.costs:
                    self.constraint(_scoped(constraint, force.get("id", "")), name, {}, "army")
                    continue
                self.report.add(
                    self.file,
                    name,
                    "constraint",
                    "not converted",
                    "force-constraint",
                    field=constraint.get("field"),
                )
            self.modifiers(force, name)
            for inner in children(force, "forceEntries", "forceEntry"):
                self.report.add(
                    self.file, name, "force entry", "not converted", "nested-force", force=inner.get("name")
                )
            self.report.add(self.file, name, "force entry", "converted", force=ours)


def _scoped(constraint: Element, force_id: str) -> Element:
    """A force's category constraint, read as scoped to that force."""
    copy = Element(constraint.tag, dict(constraint.attrib))
    copy.set("scope", force_id)
    return copy
