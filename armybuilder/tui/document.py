"""The roster being edited: its catalog, its file, and the history of changes for undo and redo.

Rosters are immutable, so the history is a stack of them and a change is a new roster pushed on
it. The document is unsaved exactly when its roster is not the one last written to the file.
A change to the player's own element types is a step of the same history: it keeps the one
entry it changed in the player's catalog file, before and after, for undo and redo to put back
into the file as it then is (another editor may have changed it meanwhile).
"""

from dataclasses import dataclass, replace
from pathlib import Path

from armybuilder.engine import Problem
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.tui.own_catalog import TypeChange

UNDO_KEPT = 500


@dataclass(frozen=True)
class Step:
    """One step of the history: the roster on its far side (before it, in `past`; after it, in
    `future`), the change to the player's element types it made (None for a roster's change),
    what the change did in words ('' where it was not said), for undo to name it, and the entry
    highlighted when it was made, to return to."""

    roster: Roster
    change: TypeChange | None
    what: str
    at: Where | None
    reading: tuple[Problem, ...] | None = None
    """What reading the text found, on its far side, where the step answered a line of it."""


@dataclass(frozen=True)
class Document:
    catalog: Catalog
    """The catalog as it last read: a step does not keep one, as another editor may change the
    player's catalog file between steps."""
    path: Path | None
    roster: Roster
    saved: Roster | None
    """The roster as the file holds it; None before it is first saved."""
    past: tuple[Step, ...] = ()
    future: tuple[Step, ...] = ()
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

    def answered(self, roster: Roster, what: str, at: Where | None, problem: Problem) -> "Document":
        """After a change that answers `problem`, one of reading's findings (a line asked about):
        it leaves the report, and comes back with undo."""
        if roster is self.roster:
            return self
        step = Step(self.roster, None, what, at, self.reading)
        reading = tuple(found for found in self.reading if found != problem)
        return replace(self, roster=roster, past=(*self.past, step)[-UNDO_KEPT:], future=(), reading=reading)

    def with_catalog(self, catalog: Catalog, change: TypeChange, what: str) -> "Document":
        """After the player's catalog file was written: the catalog as it now reads."""
        return replace(self._step(self.roster, what, change=change), catalog=catalog)

    def _step(
        self, roster: Roster, what: str, at: Where | None = None, change: TypeChange | None = None
    ) -> "Document":
        step = Step(self.roster, change, what, at)
        return replace(self, roster=roster, past=(*self.past, step)[-UNDO_KEPT:], future=())

    @property
    def last_change(self) -> str:
        """What the change undo would take back did."""
        return self.past[-1].what if self.past else ""

    @property
    def next_change(self) -> str:
        """What the change redo would make again does."""
        return self.future[0].what if self.future else ""

    @property
    def last_place(self) -> Where | None:
        """The entry highlighted when the change undo would take back was made."""
        return self.past[-1].at if self.past else None

    @property
    def next_place(self) -> Where | None:
        """The entry highlighted when the change redo would make again was made."""
        return self.future[0].at if self.future else None

    @property
    def undoing(self) -> TypeChange | None:
        """The change to the player's element types undo would take back, if it is one."""
        return self.past[-1].change if self.past else None

    @property
    def redoing(self) -> TypeChange | None:
        """The change to the player's element types redo would make again, if it is one."""
        return self.future[0].change if self.future else None

    def undone(self) -> "Document | None":
        if not self.past:
            return None
        step = self.past[-1]
        return replace(
            self,
            roster=step.roster,
            past=self.past[:-1],
            future=(replace(step, roster=self.roster, reading=_other(step, self.reading)), *self.future),
            reading=self.reading if step.reading is None else step.reading,
        )

    def redone(self) -> "Document | None":
        if not self.future:
            return None
        step = self.future[0]
        return replace(
            self,
            roster=step.roster,
            past=(*self.past, replace(step, roster=self.roster, reading=_other(step, self.reading))),
            future=self.future[1:],
            reading=self.reading if step.reading is None else step.reading,
        )

    def saved_as(self, path: Path, roster: Roster) -> "Document":
        """After writing `roster` (the current one, stamped for saving) to `path`. The lines of
        the text it was read from are not in that file, so the report no longer lists them."""
        return replace(self, path=path, roster=roster, saved=roster, reading=())


def _other(step: Step, reading: tuple[Problem, ...]) -> tuple[Problem, ...] | None:
    """What a step keeps of reading's findings when it is crossed: the side it leaves, where it changed them."""
    return None if step.reading is None else reading
