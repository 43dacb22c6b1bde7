"""The roster being edited: its catalog, its file, and the history of changes for undo and redo.

Rosters are immutable, so the history is a stack of them and a change is a new roster pushed on
it. The document is unsaved exactly when its roster is not the one last written to the file.
"""

from dataclasses import dataclass, replace
from pathlib import Path

from armybuilder.engine import Problem
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

UNDO_KEPT = 500


@dataclass(frozen=True)
class Document:
    catalog: Catalog
    path: Path | None
    roster: Roster
    saved: Roster | None
    """The roster as the file holds it; None before it is first saved."""
    past: tuple[Roster, ...] = ()
    future: tuple[Roster, ...] = ()
    done: tuple[str, ...] = ()
    """What each change in `past` did, in words ('' where it was not said), for undo to name it;
    `undone_changes` the same for `future`."""
    undone_changes: tuple[str, ...] = ()
    reading: tuple[Problem, ...] = ()
    """What reading the text the roster came from found (its lines that are no list entry), for
    the report to show beside the engine's findings."""

    @classmethod
    def opened(cls, catalog: Catalog, path: Path, roster: Roster) -> "Document":
        return cls(catalog, path, roster, roster)

    @classmethod
    def new(
        cls, catalog: Catalog, roster: Roster, path: Path | None = None, *, reading: tuple[Problem, ...] = ()
    ) -> "Document":
        return cls(catalog, path, roster, None, reading=reading)

    @property
    def unsaved(self) -> bool:
        return self.roster is not self.saved

    def edited(self, roster: Roster, what: str = "") -> "Document":
        if roster is self.roster:  # the operations return the same roster when nothing changes
            return self
        return replace(
            self,
            roster=roster,
            past=(*self.past, self.roster)[-UNDO_KEPT:],
            future=(),
            done=(*self.done, what)[-UNDO_KEPT:],
            undone_changes=(),
        )

    @property
    def last_change(self) -> str:
        """What the change undo would take back did."""
        return self.done[-1] if self.done else ""

    @property
    def next_change(self) -> str:
        """What the change redo would make again does."""
        return self.undone_changes[0] if self.undone_changes else ""

    def undone(self) -> "Document | None":
        if not self.past:
            return None
        return replace(
            self,
            roster=self.past[-1],
            past=self.past[:-1],
            future=(self.roster, *self.future),
            done=self.done[:-1],
            undone_changes=(self.last_change, *self.undone_changes),
        )

    def redone(self) -> "Document | None":
        if not self.future:
            return None
        return replace(
            self,
            roster=self.future[0],
            past=(*self.past, self.roster),
            future=self.future[1:],
            done=(*self.done, self.next_change),
            undone_changes=self.undone_changes[1:],
        )

    def saved_as(self, path: Path, roster: Roster) -> "Document":
        """After writing `roster` (the current one, stamped for saving) to `path`."""
        return replace(self, path=path, roster=roster, saved=roster)
