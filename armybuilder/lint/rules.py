"""The army-wide rules (the general, basing, break point, links, tracks, cost limits) and the
options a roster infers name what exists, and can apply."""

from armybuilder.lint.linter import Linter, Path
from armybuilder.lint.selections import selection, when
from armybuilder.lint.texts import templates
from armybuilder.schema.catalog import ChoiceOption


def rule_references(linter: Linter) -> None:
    catalog = linter.catalog
    if catalog.general is not None:
        selection(linter, ["general", "select"], catalog.general.select, 1 if catalog.general.required else 0)
        for number, count in enumerate(catalog.general.max_when):
            when(linter, ["general", "max_when", number, "when"], count.when)
    if catalog.basing is not None:
        option = linter.options.get(catalog.basing.option)
        if option is None:
            linter.reference(
                ["basing", "option"], catalog.basing.option, set(linter.options), "roster option"
            )
        elif isinstance(option, ChoiceOption):
            for choice in option.choices:
                if str(choice) not in catalog.basing.scales:
                    linter.add(
                        "lint.reference",
                        ["basing", "scales"],
                        f"no basing is given for the {option.id} `{choice}`",
                        f"add `{choice}:` under basing.scales",
                        "warning",
                    )
    if catalog.break_point is not None:
        linter.reference(
            ["break_point", "cost_type"], catalog.break_point.cost_type, linter.costs, "cost type"
        )
    for number, link in enumerate(catalog.links):
        at: Path = ["links", number]
        selection(linter, [*at, "units"], link.units, 0)
        selection(linter, [*at, "targets"], link.targets, 0)
        for key in ("size_stat", "max_size_stat", "capacity_stat"):
            value = getattr(link, key)
            if value is not None:
                linter.reference([*at, key], value, linter.stats, "stat")
    for number, track in enumerate(catalog.tracks):
        selection(linter, ["tracks", number, "select"], track.select, 0)
        if track.boxes_stat is not None:
            linter.reference(["tracks", number, "boxes_stat"], track.boxes_stat, linter.stats, "stat")
    for number, cost in enumerate(catalog.costs):
        for position, rule in enumerate(cost.limits):
            when(linter, ["costs", number, "limits", position, "when"], rule.when)


def inferred_options(linter: Linter) -> None:
    for number, option in enumerate(linter.catalog.options):
        infer = option.infer if isinstance(option, ChoiceOption) else None
        if infer is None:
            continue
        at: Path = ["options", number, "infer"]
        linter.reference([*at, "stat"], infer.stat, linter.stats, "stat")
        selection(linter, [*at, "select"], infer.select, 0)
        templates(
            linter,
            [
                ([*at, "note"], infer.note, {"value"}),
                ([*at, "message"], infer.message, {"values"}),
                ([*at, "hint"], infer.hint, {"values"}),
            ],
        )
