"""Messages of the build screen: what the player pointed at in a pane, and what the roster editor
did. Each says what happened, nothing more; the screen routes them."""

from dataclasses import dataclass
from typing import Literal

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


@dataclass
class ReportChanged(Message):
    """The roster changed (or its file, or its catalog), and the engine's report with it: the panes
    show the roster editor's report anew."""

    highlight: Where | None = None
    """The entry the change made or stood on, to highlight; None stays on the same line."""


@dataclass
class CatalogChanged(Message):
    """The catalog changed (the player's own element types): its pane lists it anew."""


@dataclass
class EditRefused(Message):
    """A change the roster operations refused, and why, in words for the player."""

    why: str


@dataclass
class FixNeedsChoice(Message):
    """A fix needs the player's choice on a roster entry: highlight it and open its dialog."""

    where: Where
    action: Literal["element_options", "links"]
    """The roster table's action that opens the dialog."""
