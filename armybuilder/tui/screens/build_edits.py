"""The build screen's edits at a key: add, count, remove, the general, undo and redo.

Every change is made by the roster editor, through `armybuilder.editing.operations`; a refused one
is explained, not raised.
"""

from armybuilder.editing import operations as op
from armybuilder.engine.report import FormationLine
from armybuilder.engine.where import Where
from armybuilder.present.keys import KEY_OF
from armybuilder.tui.catalog_entries import Kind
from armybuilder.tui.editor import Change
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import counted


class EditActions:
    """Mixed into the build screen: the edits a key makes at once."""

    @property
    def highlighted(self: BuildHost) -> Where | None:
        """The path of the highlighted roster entry; None for an empty roster."""
        return self.query_one(RosterTable).highlighted

    def _apply(self: BuildHost, change: Change, what: str = "", grows: bool = False) -> None:
        """Make a change, standing on the highlighted entry, for undo to return to."""
        self.editor.apply(change, what, place=self.highlighted, grows=grows)

    def add(self: BuildHost, kind: Kind, entry_id: str) -> None:
        self.editor.add(kind, entry_id, self.highlighted)

    def action_change_count(self: BuildHost, by: int) -> None:
        if (at := self.highlighted) is not None:
            what = f"count {'one more' if by > 0 else 'one fewer'} {self.editor.title(at)}"
            self._apply(
                lambda: (op.change_count(self.editor.document.roster, at, by), at), what, grows=by > 0
            )

    def action_remove(self: BuildHost) -> None:
        if (at := self.highlighted) is None:
            return
        line = self.editor.line(at)
        what = f"remove {self.editor.title(at)}"
        self._apply(lambda: op.remove(self.editor.document.roster, at), what)
        if isinstance(line, FormationLine) and line.lines:
            inside = sum(member.count for member in line.lines)
            self.notify(
                f"Removed {line.title} and the {counted(inside, 'element')} in it. {KEY_OF['undo']} brings them back."
            )

    def action_make_general(self: BuildHost) -> None:
        if (at := self.highlighted) is not None:
            what = f"toggle {self.editor.title(at)} as the general"
            document = self.editor.document
            self._apply(lambda: op.set_general(document.roster, document.catalog, at), what)

    def action_undo(self: BuildHost) -> None:
        self._step(undo=True)

    def action_redo(self: BuildHost) -> None:
        self._step(undo=False)

    def _step(self: BuildHost, *, undo: bool) -> None:
        """Undo or redo: a step that changed the player's element types takes that change out of
        their file (or puts it in again) too, and is not taken where the file cannot be written."""
        document = self.editor.document
        change = document.undoing if undo else document.redoing
        catalog = None
        if change is not None and (catalog := self.own_types.put_back(change, undo=undo)) is None:
            return
        what = self.editor.undo(catalog) if undo else self.editor.redo(catalog)
        if what is not None:
            done = "Undone" if undo else "Redone"
            self.notify(f"{done}: {what}." if what else f"{done}.", timeout=3)
