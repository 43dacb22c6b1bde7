"""The `assumed:` notes the views show: those the engine gathers for a roster, each under a heading
worded here from what it is about, and those beside an entry: an element's, a formation's and
the basing's at the roster's scale."""

from collections.abc import Sequence
from dataclasses import dataclass

from armybuilder.engine.index import index_of
from armybuilder.engine.report import Assumption
from armybuilder.schema.catalog import Catalog, Element, ElementOption, Formation

TITLE = "Assumptions that apply (the rule text is silent or unclear here)"
"""The heading over a roster's assumptions, on the sheet and in `show`."""
ENTRY_TITLE = "Assumed (the rule text is silent or unclear)"
"""The heading over an entry's own assumptions, in the editor's detail pane."""


def assumed(note: str) -> str:
    """A note the catalog assumed, set beside what it is about: 'assumed: …'."""
    return f"assumed: {note}"


def stat_notes(catalog: Catalog) -> list[Assumption]:
    """The stats' `assumed:` notes, each about its stat: true of the stat whatever has it."""
    return [Assumption(stat.name, text, "stat") for stat in catalog.stats for text in stat.assumed]


def heading(note: Assumption) -> str:
    """What a roster's note is about, as its heading: 'Tank', 'Tank base', 'Tank: Elite',
    'Basing at 15mm', 'Limit'."""
    match note.topic:
        case "limit":
            return "Limit"
        case "basing":
            return "Basing"
        case "scale":
            return f"Basing at {note.about}"
        case "break-point":
            return "Break point"
        case "general":
            return note.about.capitalize()
        case "base":
            return f"{note.about} base"
        case "option":
            return f"{note.element}: {note.about}"
        case _:
            return note.about


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
    notes = index_of(catalog).element_assumptions(element, chosen)
    # Beside the element itself, an option's or a group's name is heading enough.
    return Assumptions(
        own=tuple(note.text for note in notes if note.topic in ("element", "base")),
        chosen=tuple(f"{note.about}: {note.text}" for note in notes if note.topic in ("option", "group")),
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
