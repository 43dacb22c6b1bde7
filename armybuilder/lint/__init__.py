"""Checks a catalog beyond its schema: references, reused ids, rules that can never be met.

Each family of checks is a module of its own; all report to one Linter, in the order below."""

from armybuilder.lint.constraints import constraints
from armybuilder.lint.entries import element_references, formation_references
from armybuilder.lint.ids import unique_ids
from armybuilder.lint.linter import Finding, Linter
from armybuilder.lint.rules import inferred_options, rule_references
from armybuilder.lint.starter import starter
from armybuilder.lint.tables import tables
from armybuilder.schema.catalog import Catalog

__all__ = ["Finding", "lint"]

_CHECKS = (
    unique_ids,
    element_references,
    formation_references,
    rule_references,
    constraints,
    inferred_options,
    tables,
    starter,
)


def lint(catalog: Catalog) -> list[Finding]:
    """Everything wrong with the catalog that its schema alone cannot see."""
    linter = Linter(catalog)
    for check in _CHECKS:
        check(linter)
    return linter.found
