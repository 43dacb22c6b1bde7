"""An element's detail as the editor's pane and the cards show it: its stats in the catalog's
order, and the assumptions that belong to it."""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from armybuilder.schema.catalog import Catalog, Element, ElementOption
from armybuilder.words import stat_text


@dataclass(frozen=True)
class Stat:
    name: str
    value: object
    awaiting: bool
    """The value waits on an option the player has still to choose."""
    text: str
    """The value with its unit: '300p', '24 cm', 'not chosen yet', 'unknown'."""


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


def stats_of(
    stats: Mapping[str, object], catalog: Catalog, awaiting: Collection[str] = ()
) -> tuple[Stat, ...]:
    """Stats in the catalog's order, then any it does not define, as written."""
    known = {stat.id: stat for stat in catalog.stats}
    order = [key for key in known if key in stats] + [key for key in stats if key not in known]
    return tuple(
        Stat(
            known[key].name if key in known else key,
            stats[key],
            key in awaiting,
            stat_text(stats[key], known.get(key), awaiting=key in awaiting),
        )
        for key in order
    )


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
