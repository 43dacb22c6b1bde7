"""The roster being edited: its catalog, its file, and the history of changes for undo and redo.

Rosters are immutable, so the history is a stack of them and a change is a new roster pushed on
it. The document is unsaved exactly when its roster is not the one last written to the file.
A change to the player's own element types is a step of the same history: it keeps the catalog
and the player's catalog file as they were, for undo to put back.
"""

from dataclasses import dataclass, replace
from pathlib import Path

from armybuilder.engine import Problem
from armybuilder.engine.where import Where
from armybuilder.own_catalog import OwnCatalog
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
    done_at: tuple[Where | None, ...] = ()
    """The entry highlighted when each change in `past` was made (None where none was), for undo to
    bring the player back to it; `undone_at` the same for `future`."""
    undone_at: tuple[Where | None, ...] = ()
    own: OwnCatalog | None = None
    """The player's catalog file for this system as this step left it; None until one is changed."""
    catalogs_past: tuple[tuple[Catalog, OwnCatalog | None], ...] = ()
    """The catalog and the player's file at each step of `past`; `catalogs_future` of `future`."""
    catalogs_future: tuple[tuple[Catalog, OwnCatalog | None], ...] = ()
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

    def edited(self, roster: Roster, what: str = "", at: Where | None = None) -> "Document":
        """After a change that `what` says, made with the entry at `at` highlighted."""
        if roster is self.roster:  # the operations return the same roster when nothing changes
            return self
        return self._step(roster, what, at)

    def with_catalog(self, catalog: Catalog, own: OwnCatalog, what: str) -> "Document":
        """After the player's catalog file was written: the catalog as it now reads."""
        return replace(self._step(self.roster, what), catalog=catalog, own=own)

    def _step(self, roster: Roster, what: str, at: Where | None = None) -> "Document":
        return replace(
            self,
            roster=roster,
            past=(*self.past, self.roster)[-UNDO_KEPT:],
            future=(),
            done=(*self.done, what)[-UNDO_KEPT:],
            undone_changes=(),
            done_at=(*self.done_at, at)[-UNDO_KEPT:],
            undone_at=(),
            catalogs_past=(*self.catalogs_past, (self.catalog, self.own))[-UNDO_KEPT:],
            catalogs_future=(),
        )

    @property
    def last_change(self) -> str:
        """What the change undo would take back did."""
        return self.done[-1] if self.done else ""

    @property
    def next_change(self) -> str:
        """What the change redo would make again does."""
        return self.undone_changes[0] if self.undone_changes else ""

    @property
    def last_place(self) -> Where | None:
        """The entry highlighted when the change undo would take back was made."""
        return self.done_at[-1] if self.done_at else None

    @property
    def next_place(self) -> Where | None:
        """The entry highlighted when the change redo would make again was made."""
        return self.undone_at[0] if self.undone_at else None

    def undone(self) -> "Document | None":
        if not self.past:
            return None
        catalog, own = self.catalogs_past[-1]
        return replace(
            self,
            roster=self.past[-1],
            past=self.past[:-1],
            future=(self.roster, *self.future),
            done=self.done[:-1],
            undone_changes=(self.last_change, *self.undone_changes),
            done_at=self.done_at[:-1],
            undone_at=(self.last_place, *self.undone_at),
            catalog=catalog,
            own=own,
            catalogs_past=self.catalogs_past[:-1],
            catalogs_future=((self.catalog, self.own), *self.catalogs_future),
        )

    def redone(self) -> "Document | None":
        if not self.future:
            return None
        catalog, own = self.catalogs_future[0]
        return replace(
            self,
            roster=self.future[0],
            past=(*self.past, self.roster),
            future=self.future[1:],
            done=(*self.done, self.next_change),
            undone_changes=self.undone_changes[1:],
            done_at=(*self.done_at, self.next_place),
            undone_at=self.undone_at[1:],
            catalog=catalog,
            own=own,
            catalogs_past=(*self.catalogs_past, (self.catalog, self.own)),
            catalogs_future=self.catalogs_future[1:],
        )

    def saved_as(self, path: Path, roster: Roster) -> "Document":
        """After writing `roster` (the current one, stamped for saving) to `path`."""
        return replace(self, path=path, roster=roster, saved=roster)
