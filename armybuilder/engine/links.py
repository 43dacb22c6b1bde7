"""Which links a unit may make and which units in the roster could serve each: for editors."""

from dataclasses import dataclass

from armybuilder.engine.index import index_of
from armybuilder.engine.report import Report
from armybuilder.engine.rules.links import takes
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Catalog


@dataclass(frozen=True)
class Target:
    """A unit a link could name."""

    where: Where
    title: str
    unit_id: str | None
    fits: bool
    """Whether it takes the linking unit's size (an unknown size always fits)."""


@dataclass(frozen=True)
class LinkChoice:
    """One kind of link open to a unit: what it names now and what it could name."""

    id: str
    name: str
    current: str | None
    targets: tuple[Target, ...]


def link_choices(report: Report, catalog: Catalog, where: Where) -> tuple[LinkChoice, ...]:
    """The kinds of link the element at `where` may make, each with the roster's units that can serve it."""
    ix = index_of(catalog)
    line = next((line for line in report.lines if line.where == where), None)
    element = ix.resolve_element(line.element) if line else None
    if line is None or element is None:
        return ()
    choices = []
    for rule in catalog.links:
        if not ix.matches(rule.units, element):
            continue
        size = line.stats.get(rule.size_stat or "")
        targets = tuple(
            Target(other.where, other.title, other.unit_id, takes(rule, other.stats, size))
            for other in report.lines
            if other is not line
            and (served := ix.resolve_element(other.element)) is not None
            and ix.matches(rule.targets, served)
        )
        choices.append(LinkChoice(rule.id, rule.name, line.links.get(rule.id), targets))
    return tuple(choices)
