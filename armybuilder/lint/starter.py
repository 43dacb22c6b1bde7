"""The catalog's starter roster breaks none of its rules: the engine judges it."""

from collections.abc import Iterator

from armybuilder.engine import evaluate
from armybuilder.engine.where import Where
from armybuilder.lint.linter import Linter
from armybuilder.schema.roster import Roster


def starter(linter: Linter) -> None:
    catalog = linter.catalog
    if not catalog.starter:
        return
    roster = Roster(format=1, system=catalog.id, name="starter", units=list(catalog.starter))
    for problem in evaluate(roster, catalog).errors:
        # Loading a catalog reads this, so it is worded from the problem's own fields, not by
        # the presentation layer above.
        linter.add(
            "lint.starter",
            ["starter", *_steps(problem.where)],
            f"the starter roster breaks a rule: [{problem.code}] {problem.message}",
            problem.hint,
        )


def _steps(where: Where) -> Iterator[str | int]:
    steps = where.steps
    yield from steps[1:] if steps[:1] == ("units",) else steps
