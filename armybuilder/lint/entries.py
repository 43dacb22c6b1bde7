"""Elements, their options, assumed notes and formations name only what the catalog has; an
element has a source and a cost that is not below nothing."""

from armybuilder.lint.linter import Linter, Path
from armybuilder.lint.selections import selection, when
from armybuilder.lint.stats import stat_kind


def element_references(linter: Linter) -> None:
    catalog = linter.catalog
    for number, element in enumerate(catalog.elements):
        at: Path = ["elements", number]
        linter.reference([*at, "category"], element.category, linter.categories, "category")
        for cost_type in element.cost:
            linter.reference([*at, "cost", cost_type], cost_type, linter.costs, "cost type")
        for stat, value in element.stats.items():
            linter.reference([*at, "stats", stat], stat, linter.stats, "stat")
            stat_kind(linter, [*at, "stats", stat], element.id, stat, value)
        if element.when:
            when(linter, [*at, "when"], element.when)
        for position, rule in enumerate(element.cost_when):
            when(linter, [*at, "cost_when", position, "when"], rule.when)
            for cost_type in rule.cost:
                linter.reference(
                    [*at, "cost_when", position, "cost", cost_type], cost_type, linter.costs, "cost type"
                )
        for position, group_id in enumerate(element.option_groups):
            linter.reference([*at, "option_groups", position], group_id, linter.groups, "option group")
        for cost_type, value in element.cost.items():
            if value < 0:
                linter.add(
                    "lint.cost",
                    [*at, "cost", cost_type],
                    f"{element.id} costs {value:g} {cost_type}; an element's cost cannot be negative",
                    "options may lower a cost; the element's own cost is 0 or more",
                )
        if catalog.costs and catalog.costs[0].id not in element.cost:
            linter.add(
                "lint.cost",
                [*at, "cost"],
                f"{element.id} has no {catalog.costs[0].id} cost, so it counts as free",
                f"give it `cost: {{{catalog.costs[0].id}: N}}`",
                "warning",
            )
        if not element.source.strip():
            linter.add(
                "lint.source",
                [*at, "source"],
                f"{element.id} has no source",
                "name the section it comes from",
            )
    for number, group in enumerate(catalog.option_groups):
        for position, option in enumerate(group.options):
            at = ["option_groups", number, "options", position]
            for cost_type in option.cost:
                linter.reference([*at, "cost", cost_type], cost_type, linter.costs, "cost type")
            for key in ("stats", "modifiers"):
                for stat in getattr(option, key):
                    linter.reference([*at, key, stat], stat, linter.stats, "stat")
    for number, note in enumerate(catalog.assumed):
        for position, element_id in enumerate(note.applies_to):
            linter.reference(
                ["assumed", number, "applies_to", position], element_id, linter.elements, "element"
            )


def formation_references(linter: Linter) -> None:
    for number, formation in enumerate(linter.catalog.formations):
        for position, slot in enumerate(formation.slots):
            at: Path = ["formations", number, "slots", position]
            if slot.element is not None:
                linter.reference([*at, "element"], slot.element, linter.elements, "element")
            if slot.select is not None:
                selection(linter, [*at, "select"], slot.select, slot.min)
        for position, other in enumerate(formation.instead):
            linter.reference(
                ["formations", number, "instead", position], other, linter.formations, "formation"
            )
