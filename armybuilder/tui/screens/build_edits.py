"""The build screen's edits at a key: add, count, remove, the general, undo and redo.

Every change goes through `armybuilder.editing.operations` and becomes a new roster in the document; a
refused one is explained, not raised.
"""

from collections.abc import Callable
from dataclasses import replace

from armybuilder.editing import operations as op
from armybuilder.engine.index import index_of
from armybuilder.engine.report import FormationLine
from armybuilder.engine.where import ROSTER, Where
from armybuilder.present.keys import KEY_OF, offer
from armybuilder.schema.roster import Roster
from armybuilder.tui.catalog_entries import Kind
from armybuilder.tui.document import Document
from armybuilder.tui.own_catalog import TypeChange
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import counted, sentence


class EditActions:
    """Mixed into the build screen: the edits a key makes at once."""

    @property
    def highlighted(self: BuildHost) -> Where | None:
        """The path of the highlighted roster entry; None for an empty roster. While the report has
        the focus, the entry its chosen row is about (None for a row about the whole roster)."""
        report_list = self.query_one(ReportList)
        if self.focused is report_list:
            chosen = report_list.chosen
            return chosen.unit if chosen is not None and chosen.unit in self._lines else None
        return self.query_one(RosterTable).highlighted

    def _apply(
        self: BuildHost,
        change: Callable[[], Roster | tuple[Roster, Where | None]],
        what: str = "",
        grows: bool = False,
    ) -> None:
        """Make a change through the roster operations; a refused one is explained, not raised.
        `what` says what it does, for undo to name; `grows` that it adds to the entry it returns."""
        try:
            result = change()
        except op.EditError as error:
            said = f"{error}; {offer(error.instead)}" if error.instead else str(error)
            self.notify(sentence(said), severity="warning")
            return
        roster, at = result if isinstance(result, tuple) else (result, None)
        before = self.highlighted
        self._highlight = at
        self._grown = self._highlight if grows and self._highlight else ROSTER
        self.document = self.document.edited(roster, what, before)

    def add(self: BuildHost, kind: Kind, entry_id: str) -> None:
        roster, catalog, near = self.document.roster, self.document.catalog, self.highlighted
        ix = index_of(catalog)
        if kind == "element":
            element = ix.resolve_element(entry_id)
            what = f"add {element.name if element else entry_id}"
            self._apply(lambda: op.add_element(roster, catalog, entry_id, near), what, grows=True)
        else:
            formation = ix.resolve_formation(entry_id)
            what = f"add {formation.name if formation else entry_id}"
            self._apply(lambda: op.add_formation(roster, catalog, entry_id), what, grows=True)

    def action_change_count(self: BuildHost, by: int) -> None:
        if (at := self.acted_on("change_count", KEY_OF[f"change_count({by})"])) is not None:
            what = f"count {'one more' if by > 0 else 'one fewer'} {self._title(at)}"
            self._apply(lambda: (op.change_count(self.document.roster, at, by), at), what, grows=by > 0)

    def action_remove(self: BuildHost) -> None:
        if (at := self.acted_on("remove", KEY_OF["remove"])) is None:
            return
        line = self._lines.get(at)
        what = f"remove {self._title(at)}"
        self._apply(lambda: op.remove(self.document.roster, at), what)
        if isinstance(line, FormationLine) and line.lines:
            inside = sum(member.count for member in line.lines)
            self.notify(
                f"Removed {line.title} and the {counted(inside, 'element')} in it. {KEY_OF['undo']} brings them back."
            )

    def action_make_general(self: BuildHost) -> None:
        if (at := self.acted_on("make_general", KEY_OF["make_general"])) is not None:
            what = f"toggle {self._title(at)} as the general"
            self._apply(lambda: op.set_general(self.document.roster, self.document.catalog, at), what)

    def action_undo(self: BuildHost) -> None:
        what, at, change = self.document.last_change, self.document.last_place, self.document.undoing
        if (document := self.document.undone()) is None:
            return
        self._grown = ROSTER
        self._highlight = at  # the entry the player stood on as they made the change
        if self._step_to(document, change, undo=True):
            self.notify(f"Undone: {what}." if what else "Undone.", timeout=3)

    def action_redo(self: BuildHost) -> None:
        what, at, change = self.document.next_change, self.document.next_place, self.document.redoing
        if (document := self.document.redone()) is None:
            return
        self._grown = ROSTER
        self._highlight = at
        if self._step_to(document, change, undo=False):
            self.notify(f"Redone: {what}." if what else "Redone.", timeout=3)

    def _step_to(self: BuildHost, document: Document, change: TypeChange | None, *, undo: bool) -> bool:
        """Undo or redo: a step that changed the player's element types takes that change out of
        their file (or puts it in again) too; whether the step was taken as its name says (a type
        another editor changed since is left as it is, and the player told so instead)."""
        if change is None:
            self.document = document
            return True
        put = self.own_types.put_back(change, undo=undo)
        if put is None:
            return False
        self.catalog_changed(replace(document, catalog=put.catalog))
        return put.done

    def _title(self: BuildHost, at: Where) -> str:
        line = self._lines.get(at)
        return line.title if line else "the entry"
