"""Messages the build screen's panes send it; each says what the player pointed at, nothing more."""

from dataclasses import dataclass

from textual.message import Message

from armybuilder.engine.where import Where
from armybuilder.tui.catalog_entries import Kind


@dataclass
class CatalogHighlighted(Message):
    """A catalog entry is highlighted: show it in the detail pane."""

    kind: Kind
    id: str


@dataclass
class AddRequested(Message):
    """Add this catalog entry to the roster; from the filter box, the roster takes the focus after."""

    kind: Kind
    id: str
    from_filter: bool = False


@dataclass
class RosterHighlighted(Message):
    """The roster's highlighted entry changed (`where` in the report's terms; None: empty roster)."""

    where: Where | None


@dataclass
class ProblemChosen(Message):
    """Jump to what this problem is about."""

    where: Where
