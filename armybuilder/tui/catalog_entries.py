"""What the catalog pane lists, priced by the engine rather than by adding costs up here."""

from dataclasses import dataclass
from typing import Any, Literal

from armybuilder.editing.operations import new_formation
from armybuilder.engine import evaluate
from armybuilder.engine.index import index_of
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.words import amount
from armybuilder.present.rows import OWN_MARK
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import ElementEntry, Roster, Unit

Kind = Literal["element", "formation"]


@dataclass(frozen=True)
class CatalogEntry:
    kind: Kind
    id: str
    name: str
    group: str
    cost: str
    """The entry's cost in the catalog's first cost type, as the engine works it out."""
    words: str
    """Lower-case name, id and aliases, for the filter."""
    own: bool = False
    """An element type of the player's own catalog."""

    def matches(self, text: str) -> bool:
        return all(word in self.words for word in text.lower().split())

    def named(self, text: str) -> bool:
        """Whether the entry's own name, not only an alias, holds the filter's words."""
        return all(word in self.name.lower() for word in text.lower().split())


@dataclass(frozen=True)
class Sample:
    """Every element type and formation of a catalog, evaluated once at a set of roster options,
    so the pane can show each entry's cost, stats and base as a roster line would have them."""

    elements: dict[str, Line]
    formations: dict[str, FormationLine]

    def line(self, kind: Kind, entry_id: str) -> Line | FormationLine | None:
        return (self.elements if kind == "element" else self.formations).get(entry_id)


def sample(catalog: Catalog, options: dict[str, Any]) -> Sample:
    units: list[Unit] = [ElementEntry(element=element.id) for element in catalog.elements]
    units += [new_formation(catalog, formation.id) for formation in catalog.formations]
    roster = Roster(format=1, system=catalog.id, name="sample", options=options, units=units)
    report = evaluate(roster, catalog)
    elements = {line.element: line for line in report.units if isinstance(line, Line)}
    formations = {line.formation: line for line in report.units if isinstance(line, FormationLine)}
    return Sample(elements, formations)


def catalog_entries(catalog: Catalog, priced: Sample) -> list[CatalogEntry]:
    """Formations, then elements by category (formations last where no core is needed)."""
    cost_type = catalog.costs[0].id if catalog.costs else None

    def cost(line: Line | FormationLine | None) -> str:
        if cost_type is None or line is None:
            return ""
        value = (line.cost_each if isinstance(line, Line) else line.cost).get(cost_type)
        return amount(value) if value is not None else ""

    formations = [
        CatalogEntry(
            "formation",
            formation.id,
            formation.name,
            "Formations",
            cost(priced.formations.get(formation.id)),
            " ".join([formation.name, formation.id, *formation.aliases]).lower(),
        )
        for formation in catalog.formations
    ]
    categories = {category.id: category.name for category in catalog.categories}
    elements = [
        CatalogEntry(
            "element",
            element.id,
            element.name,
            categories.get(element.category, element.category),
            cost(priced.elements.get(element.id)),
            " ".join(
                [element.name, element.id, *element.aliases, *([OWN_MARK] if element.own else [])]
            ).lower(),
            element.own,
        )
        for element in catalog.elements
    ]
    order = list(categories.values())
    elements.sort(key=lambda entry: order.index(entry.group) if entry.group in order else len(order))
    # Formations come first where the rules ask for a core.
    return formations + elements if index_of(catalog).asks_for_formations else elements + formations
