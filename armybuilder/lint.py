"""Checks a catalog beyond its schema: references, reused ids, rules that can never be met."""

import string
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from armybuilder.engine import evaluate
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import (
    Catalog,
    ChoiceOption,
    Constraint,
    CostConstraint,
    CountConstraint,
    FlagOption,
    Hint,
    InRangeConstraint,
    MatchesConstraint,
    NumberOption,
    OptionRef,
    Selection,
)
from armybuilder.schema.roster import Roster
from armybuilder.suggest import did_you_mean

Path = list[str | int]

_TEMPLATE_FIELDS: dict[type, set[str]] = {
    CountConstraint: {"count", "min", "max"},
    CostConstraint: {"cost", "total", "percent", "min", "max", "min_percent", "max_percent"},
    InRangeConstraint: {"element", "value", "low", "high"},
    MatchesConstraint: {"element", "value", "stat"},
}
"""The fields each kind of rule fills into its message and hint."""


@dataclass(frozen=True)
class Finding:
    code: str
    severity: str
    path: tuple[str | int, ...]
    message: str
    hint: str = ""


class _Linter:
    def __init__(self, catalog: Catalog) -> None:
        self.c = catalog
        self.found: list[Finding] = []
        self.elements = {e.id for e in catalog.elements}
        self.formations = {f.id for f in catalog.formations}
        self.declared_tags = {t.id for t in catalog.tags}
        self.tags = {t for e in catalog.elements for t in e.tags} | self.declared_tags
        self.formation_tags = {t for f in catalog.formations for t in f.tags}
        self.categories = {c.id for c in catalog.categories}
        self.costs = {c.id for c in catalog.costs}
        self.stats = {s.id for s in catalog.stats}
        self.stat_defs = {s.id: s for s in catalog.stats}
        self.options = {o.id: o for o in catalog.options}
        self.groups = {g.id for g in catalog.option_groups}

    def add(self, code: str, path: Path, message: str, hint: str = "", severity: str = "error") -> None:
        self.found.append(Finding(code, severity, tuple(path), message, hint))

    def reference(self, path: Path, value: str, known: set[str], what: str, severity: str = "error") -> None:
        if value not in known:
            listed = sorted(known)
            shown = ", ".join(listed[:12]) + (f" and {len(listed) - 12} more" if len(listed) > 12 else "")
            hint = did_you_mean(value, known) or (f"known: {shown}" if known else "")
            self.add("lint.reference", path, f"unknown {what} `{value}`", hint, severity)

    def run(self) -> list[Finding]:
        self.unique_ids()
        self.element_references()
        self.formation_references()
        self.rule_references()
        self.constraints()
        self.inferred_options()
        self.tables()
        self.starter()
        return self.found

    def unique_ids(self) -> None:
        lists: dict[str, list[Any]] = {
            "elements": self.c.elements,
            "formations": self.c.formations,
            "options": self.c.options,
            "option_groups": self.c.option_groups,
            "constraints": self.c.constraints,
            "tables": self.c.tables,
            "stats": self.c.stats,
            "categories": self.c.categories,
            "tags": self.c.tags,
            "costs": self.c.costs,
            "links": self.c.links,
            "tracks": self.c.tracks,
            "assumed": self.c.assumed,
        }
        for key, items in lists.items():
            seen: dict[str, int] = {}
            for number, item in enumerate(items):
                if item.id in seen:
                    self.add(
                        "lint.duplicate-id",
                        [key, number, "id"],
                        f"the id `{item.id}` is used again (first at {key}[{seen[item.id]}])",
                        "give each entry its own id",
                    )
                seen.setdefault(item.id, number)
        names: dict[str, str] = {}
        for number, element in enumerate(self.c.elements):
            for alias in element.aliases:
                owner = names.get(alias) or (alias if alias in self.elements else None)
                if owner and owner != element.id:
                    self.add(
                        "lint.duplicate-id",
                        ["elements", number, "aliases"],
                        f"the alias `{alias}` of {element.id} is also {owner}'s id or alias",
                        "remove the alias from one of them",
                    )
                names[alias] = element.id
        option_ids: dict[str, str] = {}
        for number, group in enumerate(self.c.option_groups):
            for option in group.options:
                if option.id in option_ids and option_ids[option.id] != group.id:
                    self.add(
                        "lint.duplicate-id",
                        ["option_groups", number, "options"],
                        f"the option id `{option.id}` is also in group `{option_ids[option.id]}`",
                        "option ids are written bare in rosters, so each must be unique",
                    )
                option_ids[option.id] = group.id

    def element_references(self) -> None:
        for number, element in enumerate(self.c.elements):
            at: Path = ["elements", number]
            self.reference([*at, "category"], element.category, self.categories, "category")
            for cost_type in element.cost:
                self.reference([*at, "cost", cost_type], cost_type, self.costs, "cost type")
            for stat, value in element.stats.items():
                self.reference([*at, "stats", stat], stat, self.stats, "stat")
                self.stat_kind([*at, "stats", stat], element.id, stat, value)
            for position, group_id in enumerate(element.option_groups):
                self.reference([*at, "option_groups", position], group_id, self.groups, "option group")
            for cost_type, value in element.cost.items():
                if value < 0:
                    self.add(
                        "lint.cost",
                        [*at, "cost", cost_type],
                        f"{element.id} costs {value:g} {cost_type}; an element's cost cannot be negative",
                        "options may lower a cost; the element's own cost is 0 or more",
                    )
            if self.c.costs and self.c.costs[0].id not in element.cost:
                self.add(
                    "lint.cost",
                    [*at, "cost"],
                    f"{element.id} has no {self.c.costs[0].id} cost, so it counts as free",
                    f"give it `cost: {{{self.c.costs[0].id}: N}}`",
                    "warning",
                )
            if not element.source.strip():
                self.add(
                    "lint.source",
                    [*at, "source"],
                    f"{element.id} has no source",
                    "name the section it comes from",
                )
        for number, group in enumerate(self.c.option_groups):
            for position, option in enumerate(group.options):
                at = ["option_groups", number, "options", position]
                for cost_type in option.cost:
                    self.reference([*at, "cost", cost_type], cost_type, self.costs, "cost type")
                for key in ("stats", "modifiers"):
                    for stat in getattr(option, key):
                        self.reference([*at, key, stat], stat, self.stats, "stat")
        for number, note in enumerate(self.c.assumed):
            for position, element_id in enumerate(note.applies_to):
                self.reference(
                    ["assumed", number, "applies_to", position], element_id, self.elements, "element"
                )

    def stat_kind(self, at: Path, element: str, stat_id: str, value: Any) -> None:
        """A value of the kind its stat declares (a number, one of its choices, yes or no); null
        says the rule text does not give it, and fits any kind."""
        stat = self.stat_defs.get(stat_id)
        if stat is None or stat.kind is None or value is None:
            return
        number = isinstance(value, int | float) and not isinstance(value, bool)
        fits = {
            "number": number
            and (stat.min is None or value >= stat.min)
            and (stat.max is None or value <= stat.max),
            "choice": value in stat.choices,
            "flag": isinstance(value, bool),
            "text": isinstance(value, str) or number,
        }[stat.kind]
        if not fits:
            wanted = {
                "number": "a number"
                + (f" from {stat.min:g}" if stat.min is not None else "")
                + (f" up to {stat.max:g}" if stat.max is not None else ""),
                "choice": "one of " + ", ".join(stat.choices),
                "flag": "true or false",
                "text": "text or a number",
            }[stat.kind]
            self.add(
                "lint.stat-kind",
                at,
                f"{element}'s {stat_id} is {value!r}; the stat takes {wanted}",
                f"write {wanted}, or null where the rule text does not give it",
                "warning",
            )

    def formation_references(self) -> None:
        for number, formation in enumerate(self.c.formations):
            for position, slot in enumerate(formation.slots):
                at: Path = ["formations", number, "slots", position]
                if slot.element is not None:
                    self.reference([*at, "element"], slot.element, self.elements, "element")
                if slot.select is not None:
                    self.selection([*at, "select"], slot.select, slot.min)
            for position, other in enumerate(formation.instead):
                self.reference(
                    ["formations", number, "instead", position], other, self.formations, "formation"
                )

    def selection(self, at: Path, selection: Selection, needed: float | None) -> None:
        for key, known, what in (
            ("elements", self.elements, "element"),
            ("tags", self.tags, "tag"),
            ("categories", self.categories, "category"),
            ("formations", self.formations, "formation"),
            ("formation_tags", self.formation_tags, "formation tag"),
        ):
            for position, value in enumerate(getattr(selection, key)):
                self.reference([*at, key, position], value, known, what)
        if needed and self._selects_nothing(selection):
            self.add(
                "lint.never-met",
                at,
                f"this selection matches nothing, so a minimum of {needed:g} can never be met",
                "select elements or formations that exist",
            )

    def _selects_nothing(self, selection: Selection) -> bool:
        if selection.counts_formations:
            return not any(
                f.id in selection.formations or set(f.tags) & set(selection.formation_tags)
                for f in self.c.formations
            )
        if not (selection.elements or selection.tags or selection.categories):
            return False
        if self.declared_tags.intersection(selection.tags):
            return False  # a declared tag waits for elements that a catalog extending this one adds
        return not any(
            e.id in selection.elements
            or e.category in selection.categories
            or set(e.tags) & set(selection.tags)
            for e in self.c.elements
        )

    def rule_references(self) -> None:
        if self.c.general is not None:
            self.selection(["general", "select"], self.c.general.select, 1 if self.c.general.required else 0)
            for number, count in enumerate(self.c.general.max_when):
                self.when(["general", "max_when", number, "when"], count.when)
        if self.c.basing is not None:
            option = self.options.get(self.c.basing.option)
            if option is None:
                self.reference(["basing", "option"], self.c.basing.option, set(self.options), "roster option")
            elif isinstance(option, ChoiceOption):
                for choice in option.choices:
                    if str(choice) not in self.c.basing.scales:
                        self.add(
                            "lint.reference",
                            ["basing", "scales"],
                            f"no basing is given for the {option.id} `{choice}`",
                            f"add `{choice}:` under basing.scales",
                            "warning",
                        )
        if self.c.break_point is not None:
            self.reference(
                ["break_point", "cost_type"], self.c.break_point.cost_type, self.costs, "cost type"
            )
        for number, link in enumerate(self.c.links):
            at: Path = ["links", number]
            self.selection([*at, "units"], link.units, 0)
            self.selection([*at, "targets"], link.targets, 0)
            for key in ("size_stat", "max_size_stat", "capacity_stat"):
                value = getattr(link, key)
                if value is not None:
                    self.reference([*at, key], value, self.stats, "stat")
        for number, track in enumerate(self.c.tracks):
            self.selection(["tracks", number, "select"], track.select, 0)
            if track.boxes_stat is not None:
                self.reference(["tracks", number, "boxes_stat"], track.boxes_stat, self.stats, "stat")
        for number, cost in enumerate(self.c.costs):
            for position, rule in enumerate(cost.limits):
                self.when(["costs", number, "limits", position, "when"], rule.when)

    def when(self, at: Path, when: dict[str, Any]) -> None:
        for key, wanted in when.items():
            option = self.options.get(key)
            if option is None:
                self.reference([*at, key], key, set(self.options), "roster option")
                continue
            for value in wanted if isinstance(wanted, list) else [wanted]:
                if not _possible(option, value):
                    self.add(
                        "lint.never-met",
                        [*at, key],
                        f"`{key}` can never be {value!r}, so this never applies",
                        "use a value the option allows",
                        "warning",
                    )

    def constraints(self) -> None:
        for number, constraint in enumerate(self.c.constraints):
            at: Path = ["constraints", number]
            self.when([*at, "when"], constraint.when)
            self.constraint_texts(at, constraint)
            if isinstance(constraint, CountConstraint):
                self.count_constraint(at, constraint)
            elif isinstance(constraint, CostConstraint):
                self.cost_constraint(at, constraint)
            else:
                self.option_constraint(at, constraint)

    def inferred_options(self) -> None:
        for number, option in enumerate(self.c.options):
            infer = option.infer if isinstance(option, ChoiceOption) else None
            if infer is None:
                continue
            at: Path = ["options", number, "infer"]
            self.reference([*at, "stat"], infer.stat, self.stats, "stat")
            self.selection([*at, "select"], infer.select, 0)
            self.templates(
                [
                    ([*at, "note"], infer.note, {"value"}),
                    ([*at, "message"], infer.message, {"values"}),
                    ([*at, "hint"], infer.hint, {"values"}),
                ]
            )

    def constraint_texts(self, at: Path, constraint: Constraint) -> None:
        """A message or hint names only the fields its kind of rule fills."""
        # By kind, so an event's own constraint classes (subclasses) are checked the same way.
        known = next(_TEMPLATE_FIELDS[kind] for kind in type(constraint).__mro__ if kind in _TEMPLATE_FIELDS)
        templates = [([*at, key], getattr(constraint, key), known) for key in ("message", "hint")]
        unknown = getattr(constraint, "unknown", None)
        if unknown is not None:
            templates += [
                ([*at, "unknown", key], getattr(unknown, key), {"element", "value"})
                for key in ("message", "hint")
            ]
        self.templates(templates)

    def templates(self, templates: list[tuple[Path, Hint, set[str]]]) -> None:
        for path, template, fields in (one for each in templates for one in self.sentences(*each)):
            used, problem = _fields(template)
            if problem:
                self.add(
                    "lint.template",
                    path,
                    problem,
                    "write fields as plain `{name}`; the engine formats numbers",
                )
            for field in used - fields:
                self.add(
                    "lint.template",
                    path,
                    f"`{{{field}}}` is not a field this kind of rule fills",
                    f"use one of {', '.join(sorted(fields))}",
                )

    def sentences(self, path: Path, text: Hint, fields: set[str]) -> list[tuple[Path, str, set[str]]]:
        """A message, or each of a hint's offers, with the fields it may use; an offer's `changes`
        must name a roster option or the limit, or no event could leave it out."""
        if isinstance(text, str):
            return [(path, text, fields)]
        out: list[tuple[Path, str, set[str]]] = []
        for number, offer in enumerate(text):
            if isinstance(offer, str):
                out.append(([*path, number], offer, fields))
                continue
            out.append(([*path, number, "offer"], offer.offer, fields))
            for place, changed in enumerate(offer.changes):
                if changed != "limit":
                    self.reference(
                        [*path, number, "changes", place], changed, set(self.options), "roster option"
                    )
        return out

    def count_constraint(self, at: Path, constraint: CountConstraint) -> None:
        for key in ("min", "max"):
            bound = getattr(constraint, key)
            if isinstance(bound, OptionRef):
                option = self.options.get(bound.option)
                if option is None or isinstance(option, FlagOption):
                    self.add(
                        "lint.reference",
                        [*at, key, "option"],
                        f"`{bound.option}` is not a roster option holding a number",
                        "name a number or choice option",
                    )
        low, high = constraint.min, constraint.max
        self.selection([*at, "select"], constraint.select, low if isinstance(low, int) else 0)
        if isinstance(low, int) and isinstance(high, int) and low > high:
            self.add("lint.never-met", at, f"min {low} is above max {high}", "lower min or raise max")

    def cost_constraint(self, at: Path, constraint: CostConstraint) -> None:
        self.reference([*at, "cost_type"], constraint.cost_type, self.costs, "cost type")
        self.selection([*at, "select"], constraint.select, constraint.min)
        for low, high in ((constraint.min, constraint.max), (constraint.min_percent, constraint.max_percent)):
            if low is not None and high is not None and low > high:
                self.add("lint.never-met", at, f"min {low:g} is above max {high:g}", "lower min or raise max")

    def option_constraint(self, at: Path, constraint: InRangeConstraint | MatchesConstraint) -> None:
        self.reference([*at, "option"], constraint.option, set(self.options), "roster option")
        self.selection([*at, "select"], constraint.select, 0)
        stats = (
            [("low_stat", constraint.low_stat), ("high_stat", constraint.high_stat)]
            if isinstance(constraint, InRangeConstraint)
            else [("stat", constraint.stat)]
        )
        for key, stat in stats:
            self.reference([*at, key], stat, self.stats, "stat")

    def tables(self) -> None:
        known = self.elements | self.tags | self.categories
        for number, table in enumerate(self.c.tables):
            for position, target in enumerate(table.applies_to):
                self.reference(
                    ["tables", number, "applies_to", position], target, known, "element or tag", "warning"
                )
            for row_number, row in enumerate(table.rows):
                cells = row if isinstance(row, list) else row.cells
                if len(cells) != len(table.columns):
                    self.add(
                        "lint.table",
                        ["tables", number, "rows", row_number],
                        f"this row has {len(cells)} cells; the table has {len(table.columns)} columns",
                        "add or remove cells",
                    )
                for position, target in enumerate([] if isinstance(row, list) else row.applies_to):
                    self.reference(
                        ["tables", number, "rows", row_number, "applies_to", position],
                        target,
                        known,
                        "element or tag",
                        "warning",
                    )

    def starter(self) -> None:
        if not self.c.starter:
            return
        roster = Roster(format=1, system=self.c.id, name="starter", units=list(self.c.starter))
        for problem in evaluate(roster, self.c).errors:
            # Loading a catalog reads this, so it is worded from the problem's own fields, not by
            # the presentation layer above.
            self.add(
                "lint.starter",
                ["starter", *_steps(problem.where)],
                f"the starter roster breaks a rule: [{problem.code}] {problem.message}",
                problem.hint,
            )


def _possible(option: Any, value: Any) -> bool:
    if isinstance(option, ChoiceOption):
        return value in option.choices
    if isinstance(option, FlagOption):
        return isinstance(value, bool)
    if isinstance(option, NumberOption):
        return isinstance(value, int) and not isinstance(value, bool)
    return True


def _fields(template: str) -> tuple[set[str], str]:
    """The field names a message uses, and what is wrong with how it writes them ('' if nothing)."""
    try:
        parts = [(name, spec, conversion) for _, name, spec, conversion in string.Formatter().parse(template)]
    except ValueError:
        return set(), "a `{` or `}` has no partner; write `{{` or `}}` for a brace itself"
    names = {name for name, _, _ in parts if name}
    for name, spec, conversion in parts:
        if name is not None and (spec or conversion or not name.isidentifier()):
            return (
                names,
                f"`{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}` is not a plain field",
            )
    return names, ""


def _steps(where: Where) -> Iterator[str | int]:
    steps = where.steps
    yield from steps[1:] if steps[:1] == ("units",) else steps


def lint(catalog: Catalog) -> list[Finding]:
    """Everything wrong with the catalog that its schema alone cannot see."""
    return _Linter(catalog).run()
