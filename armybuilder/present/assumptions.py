"""The `assumed:` notes that belong to an element, as the editor's pane and the cards show them."""

from collections.abc import Sequence
from dataclasses import dataclass

from armybuilder.schema.catalog import Catalog, Element, ElementOption


@dataclass(frozen=True)
class Assumptions:
    """The `assumed:` notes that belong to an element, in the order they are shown."""

    own: tuple[str, ...]
    """The element's and its base's: true of it wherever it stands, so the cards print these."""
    chosen: tuple[str, ...]
    """Those of the options chosen for it, each after the option's name."""
    roster: tuple[str, ...]
    """The catalog's notes about a roster that name this element, each after what it is about."""

    @property
    def all(self) -> tuple[str, ...]:
        return (*self.own, *self.chosen, *self.roster)


def assumptions_of(element: Element, catalog: Catalog, chosen: Sequence[ElementOption] = ()) -> Assumptions:
    return Assumptions(
        own=(*element.assumed, *(element.base.assumed if element.base else ())),
        chosen=tuple(f"{option.name}: {text}" for option in chosen for text in option.assumed),
        roster=tuple(
            f"{note.about}: {note.text}"
            for note in catalog.assumed
            if note.scope == "roster" and element.id in note.applies_to
        ),
    )
