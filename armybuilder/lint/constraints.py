"""Each kind of constraint names what exists, and its bounds can be met."""

from armybuilder.lint.linter import Linter, Path
from armybuilder.lint.selections import selection, when
from armybuilder.lint.texts import constraint_texts
from armybuilder.schema.catalog import (
    CostConstraint,
    CountConstraint,
    FlagOption,
    InRangeConstraint,
    MatchesConstraint,
    OptionRef,
)


def constraints(linter: Linter) -> None:
    for number, constraint in enumerate(linter.catalog.constraints):
        at: Path = ["constraints", number]
        when(linter, [*at, "when"], constraint.when)
        constraint_texts(linter, at, constraint)
        if isinstance(constraint, CountConstraint):
            _count_constraint(linter, at, constraint)
        elif isinstance(constraint, CostConstraint):
            _cost_constraint(linter, at, constraint)
        else:
            _option_constraint(linter, at, constraint)


def _count_constraint(linter: Linter, at: Path, constraint: CountConstraint) -> None:
    for key in ("min", "max"):
        bound = getattr(constraint, key)
        if isinstance(bound, OptionRef):
            option = linter.options.get(bound.option)
            if option is None or isinstance(option, FlagOption):
                linter.add(
                    "lint.reference",
                    [*at, key, "option"],
                    f"`{bound.option}` is not a roster option holding a number",
                    "name a number or choice option",
                )
    low, high = constraint.min, constraint.max
    selection(linter, [*at, "select"], constraint.select, low if isinstance(low, int) else 0)
    if isinstance(low, int) and isinstance(high, int) and low > high:
        linter.add("lint.never-met", at, f"min {low} is above max {high}", "lower min or raise max")


def _cost_constraint(linter: Linter, at: Path, constraint: CostConstraint) -> None:
    linter.reference([*at, "cost_type"], constraint.cost_type, linter.costs, "cost type")
    selection(linter, [*at, "select"], constraint.select, constraint.min)
    for low, high in ((constraint.min, constraint.max), (constraint.min_percent, constraint.max_percent)):
        if low is not None and high is not None and low > high:
            linter.add("lint.never-met", at, f"min {low:g} is above max {high:g}", "lower min or raise max")


def _option_constraint(linter: Linter, at: Path, constraint: InRangeConstraint | MatchesConstraint) -> None:
    linter.reference([*at, "option"], constraint.option, set(linter.options), "roster option")
    selection(linter, [*at, "select"], constraint.select, 0)
    stats = (
        [("low_stat", constraint.low_stat), ("high_stat", constraint.high_stat)]
        if isinstance(constraint, InRangeConstraint)
        else [("stat", constraint.stat)]
    )
    for key, stat in stats:
        linter.reference([*at, key], stat, linter.stats, "stat")
