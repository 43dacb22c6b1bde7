"""The roster being edited: its catalog, its file, and the history of changes for undo and redo.

Rosters are immutable, so the history is a stack of them and a change is a new roster pushed on
it. The document is unsaved exactly when its roster is not the one last written to the file.
A change to the player's own element types is a step of the same history: it keeps the catalog
and the player's catalog file as they were, for undo to put back.
"""

from dataclasses import dataclass, replace
from pathlib import Path

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
    own: OwnCatalog | None = None
    """The player's catalog file for this system as this step left it; None until one is changed."""
    catalogs_past: tuple[tuple[Catalog, OwnCatalog | None], ...] = ()
    """The catalog and the player's file at each step of `past`; `catalogs_future` of `future`."""
    catalogs_future: tuple[tuple[Catalog, OwnCatalog | None], ...] = ()

    @classmethod
    def opened(cls, catalog: Catalog, path: Path, roster: Roster) -> "Document":
        return cls(catalog, path, roster, roster)

    @classmethod
    def new(cls, catalog: Catalog, roster: Roster, path: Path | None = None) -> "Document":
        return cls(catalog, path, roster, None)

    @property
    def unsaved(self) -> bool:
        return self.roster is not self.saved

    def edited(self, roster: Roster, what: str = "") -> "Document":
        if roster is self.roster:  # the operations return the same roster when nothing changes
            return self
        return self._step(roster, what)

    def with_catalog(self, catalog: Catalog, own: OwnCatalog, what: str) -> "Document":
        """After the player's catalog file was written: the catalog as it now reads."""
        return replace(self._step(self.roster, what), catalog=catalog, own=own)

    def _step(self, roster: Roster, what: str) -> "Document":
        return replace(
            self,
            roster=roster,
            past=(*self.past, self.roster)[-UNDO_KEPT:],
            future=(),
            done=(*self.done, what)[-UNDO_KEPT:],
            undone_changes=(),
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
            catalog=catalog,
            own=own,
            catalogs_past=(*self.catalogs_past, (self.catalog, self.own)),
            catalogs_future=self.catalogs_future[1:],
        )

    def saved_as(self, path: Path, roster: Roster) -> "Document":
        """After writing `roster` (the current one, stamped for saving) to `path`."""
        return replace(self, path=path, roster=roster, saved=roster)
