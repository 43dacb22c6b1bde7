"""The `assumed:` notes the views show beside an entry: an element's (as the engine gathers them
for the roster), a formation's and the basing's at the roster's scale."""

from collections.abc import Sequence
from dataclasses import dataclass

from armybuilder.engine.index import index_of
from armybuilder.schema.catalog import Catalog, Element, ElementOption, Formation


@dataclass(frozen=True)
class Assumptions:
    """The `assumed:` notes that belong to an element, in the order they are shown."""

    own: tuple[str, ...]
    """The element's and its base's: true of it wherever it stands, so the cards print these."""
    chosen: tuple[str, ...]
    """Those of the options chosen for it and of its option groups, each after what it is about."""
    roster: tuple[str, ...]
    """The catalog's notes about a roster that name this element, each after what it is about."""

    @property
    def all(self) -> tuple[str, ...]:
        return (*self.own, *self.chosen, *self.roster)


def assumptions_of(element: Element, catalog: Catalog, chosen: Sequence[ElementOption] = ()) -> Assumptions:
    ix = index_of(catalog)
    own = ix.element_notes[element.id]
    # The engine names a chosen option after its element for the roster's list; beside the
    # element itself the option's name is enough.
    about_element = f"{element.name}: "
    return Assumptions(
        own=tuple(note.text for note in own),
        chosen=tuple(
            f"{note.about.removeprefix(about_element)}: {note.text}"
            for note in ix.element_assumptions(element, chosen)[len(own) :]
        ),
        roster=tuple(
            f"{note.about}: {note.text}"
            for note in catalog.assumed
            if note.scope == "roster" and element.id in note.applies_to
        ),
    )


def formation_assumptions(formation: Formation) -> tuple[str, ...]:
    return tuple(formation.assumed)


def scale_assumptions(catalog: Catalog, scale: str) -> tuple[str, ...]:
    """The basing's notes at this scale (as the roster's `Basing at` notes), none if it has no rule there."""
    rule = catalog.basing.scales.get(scale) if catalog.basing is not None else None
    return tuple(rule.assumed) if rule is not None else ()
