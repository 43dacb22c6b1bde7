"""The roster pane: the roster's lines, and the keys that change the highlighted entry, at once (a
count, a removal, the general) or after asking in a dialog (a name, a base, a split, its options,
its links); and the dialogs for the roster's own details and notes.

The keys are the editor's (`present/keys.py`), bound here: they act while the roster, or the
detail pane showing its entry, has the focus, and from the report on the entry its chosen row is
about. Every change is made by the roster editor; a refused one is explained, not raised.
"""

from typing import TYPE_CHECKING

from armybuilder.editing import operations as op
from armybuilder.engine import evaluate
from armybuilder.engine.event import applies as event_applies
from armybuilder.engine.index import index_of
from armybuilder.engine.links import link_choices
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.engine.words import counted, sentence
from armybuilder.present.entry_detail import base_words, default_limit, option_change
from armybuilder.present.keys import KEY_OF
from armybuilder.schema.roster import MAX_NAME, DeclaredBase, ElementEntry, Roster
from armybuilder.terminal import printable
from armybuilder.tui.editor import Change, RosterEditor
from armybuilder.tui.keys import as_bindings, editor_bindings
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster_lines import RosterLines

if TYPE_CHECKING:
    from armybuilder.tui.dialogs.links import Chosen

ENTRY_ACTIONS = frozenset(
    {"change_count", "remove", "make_general", "element_options", "links", "rename", "declare_base", "split"}
)
"""The actions of the roster table's keys, on its highlighted entry; from the report, on the entry
its chosen row is about."""

ELEMENT_ACTIONS = {"change_count", "element_options", "links", "declare_base", "split"}
"""Actions offered on an element only. `g` stays on for a formation too, to say what can be the general."""


class RosterTable(RosterLines):
    """The roster's entries; the highlighted one is what the entry keys act on."""

    BINDINGS = editor_bindings(ENTRY_ACTIONS)
    ACTION_OF_KEY = {key: b.action for b in as_bindings(BINDINGS) for key in b.key.split(",")}
    """Each entry key's action, by the key's name."""

    def __init__(self, editor: RosterEditor, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.editor = editor
        self._titles = ("", "")

    def show_report(self, highlight: Where | None) -> None:
        """Show the editor's report, highlighting the entry at `highlight` (None: the same line), with
        the roster's file and system on the pane's border."""
        editor = self.editor
        document, report = editor.document, editor.shown
        self.show(report, editor.catalog_shown, highlight)
        title = f"Roster · {printable(document.path.name) if document.path else 'not saved yet'}"
        # Under the columns it explains, before the system, which a narrow pane may cut short.
        system = f"{report.system_name} {report.version}"
        subtitle = f"{self.legend} · {system}" if self.legend else system
        # Set only when it changes: setting either draws the whole pane again.
        if (title, subtitle) != self._titles:
            self._titles = (title, subtitle)
            self.border_title, self.border_subtitle = title, subtitle

    # Which entry, and which keys apply -----------------------------------------------------------

    @property
    def target(self) -> Where | None:
        """The entry the keys act on: the highlighted one (None for an empty roster). While the
        report has the focus, the entry its chosen row is about (None for a row about the whole
        roster)."""
        focused = self.screen.focused
        if isinstance(focused, ReportList):
            chosen = focused.chosen
            return chosen.unit if chosen is not None and self.editor.line(chosen.unit) is not None else None
        return self.highlighted

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action not in ENTRY_ACTIONS:
            return True
        if not self.offered(action):
            return False
        if isinstance(self.screen.focused, ReportList):
            return True  # the key acts on the row's entry, or says why it cannot (`acted_on`)
        if not self._on_entry():
            return None  # shown dimmed, so the key bar never moves under a finger as the focus does
        return self._applies(action, self.highlighted) or None

    def _applies(self, action: str, at: Where | None) -> bool:
        """Whether an action on the entry at `at` (None: no entry) can be taken."""
        if at is None:
            return action == "rename"
        entry = op.entry_at(self.editor.document.roster, at)
        if action == "links" and isinstance(entry, ElementEntry):
            return self._may_link(entry.element)
        if action in ELEMENT_ACTIONS:
            return isinstance(entry, ElementEntry)
        return True

    def acted_on(self, action: str, key: str) -> Where | None:
        """The entry the action's `key` acts on (`target`). None where there is none or the action
        does not apply to it; from the report the player is told why (elsewhere the key is shown
        dimmed)."""
        at = self.target
        if not isinstance(self.screen.focused, ReportList) or self._applies(action, at):
            return at
        if at is None:
            why = (
                f"This row of the report is about the roster as a whole, not one of its entries, so {key} "
                "has nothing to act on: choose a row that names an entry, or tab to the roster."
            )
        elif action == "links":
            why = f"No kind of link in {self.editor.catalog.name} applies to {self.editor.title(at)}."
        else:
            why = f"{self.editor.title(at)} is a formation, and {key} acts on an element: choose a row about one of its elements."
        self.notify(why, severity="warning")
        return None

    def entry_action(self, key: str) -> str | None:
        """The action of one of the entry keys, by the name of the key pressed."""
        return self.ACTION_OF_KEY.get(key)

    def offered(self, action: str) -> bool:
        """Whether the game system has what the action changes: links, a general."""
        catalog = self.editor.catalog
        offered = {"links": bool(catalog.links), "make_general": catalog.general is not None}
        return offered.get(action, True)

    def _on_entry(self) -> bool:
        """Whether the focus is on the highlighted entry: here, or in the detail pane while it shows
        that entry (not one of the catalog's)."""
        focused = self.screen.focused
        return focused is self or (isinstance(focused, DetailPane) and focused.shows_roster_entry)

    def _may_link(self, element_id: str) -> bool:
        catalog = self.editor.catalog
        ix = index_of(catalog)
        element = ix.resolve_element(element_id)
        return element is not None and any(ix.matches(rule.units, element) for rule in catalog.links)

    # Edits at once -------------------------------------------------------------------------------

    def _apply(self, change: Change, what: str, grows: bool = False) -> None:
        """Make a change standing on the entry the keys act on, for undo to return to."""
        self.editor.apply(change, what, place=self.target, grows=grows)

    def action_change_count(self, by: int) -> None:
        if (at := self.acted_on("change_count", KEY_OF[f"change_count({by})"])) is not None:
            what = f"count {'one more' if by > 0 else 'one fewer'} {self.editor.title(at)}"
            self._apply(
                lambda: (op.change_count(self.editor.document.roster, at, by), at), what, grows=by > 0
            )

    def action_remove(self) -> None:
        if (at := self.acted_on("remove", KEY_OF["remove"])) is None:
            return
        line = self.editor.line(at)
        self._apply(lambda: op.remove(self.editor.document.roster, at), f"remove {self.editor.title(at)}")
        if isinstance(line, FormationLine) and line.lines:
            inside = sum(member.count for member in line.lines)
            self.notify(
                f"Removed {line.title} and the {counted(inside, 'element')} in it. {KEY_OF['undo']} brings them back."
            )

    def action_make_general(self) -> None:
        if (at := self.acted_on("make_general", KEY_OF["make_general"])) is not None:
            document = self.editor.document
            what = f"toggle {self.editor.title(at)} as the general"
            self._apply(lambda: op.set_general(document.roster, document.catalog, at), what)

    # Edits that ask first ------------------------------------------------------------------------

    def action_rename(self) -> None:
        from armybuilder.tui.dialogs.ask import TextDialog

        at = self.target
        if at is None:
            self.roster_options()
            return
        entry = op.entry_at(self.editor.document.roster, at)
        line = self.editor.line(at)

        def renamed(name: str | None) -> None:
            if name is not None:
                what = f"rename {self.editor.title(at)}"
                self._apply(lambda: (op.rename(self.editor.document.roster, at, name), at), what)

        title = f"Rename {line.name if line else 'entry'}"
        self.app.push_screen(
            TextDialog(title, "Name (empty: just the type's name)", entry.name or "", max_length=MAX_NAME),
            renamed,
        )

    def action_declare_base(self) -> None:
        from armybuilder.tui.dialogs.declared_base import DeclaredBaseDialog

        at = self.acted_on("declare_base", KEY_OF["declare_base"])
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        entry = op.entry_at(self.editor.document.roster, at)
        declared = entry.base if isinstance(entry, ElementEntry) else None
        rules = f"The rules' base: {base_words(line.base)}." if line.base else "The rules give no base size."

        def chosen(base: DeclaredBase | None) -> None:
            if base is not None:
                what = f"declare {line.title}'s base"
                self._apply(lambda: (op.set_base(self.editor.document.roster, at, base), at), what)

        self.app.push_screen(DeclaredBaseDialog(f"Your base: {line.title}", rules, declared), chosen)

    def action_split(self) -> None:
        from armybuilder.tui.dialogs.ask import TextDialog

        at = self.acted_on("split", KEY_OF["split"])
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        if line.count < 2:
            self.notify(f"Only an entry of two or more can be split; this is one {line.title}.")
            return
        most = line.count - 1

        def check(text: str) -> str:
            return "" if text.strip().isdigit() and 1 <= int(text) <= most else f"A number from 1 to {most}."

        def chosen(text: str | None) -> None:
            if text is not None:
                what = f"split {text.strip()} off {line.title}"
                self._apply(lambda: op.split(self.editor.document.roster, at, int(text)), what)

        question = f"How many of the {line.count} to split off (1 to {most})"
        self.app.push_screen(TextDialog(f"Split {line.title}", question, "1", check), chosen)

    def action_element_options(self) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.element_options import ElementOptionsDialog

        at = self.acted_on("element_options", KEY_OF["element_options"])
        if at is None:
            return
        roster, catalog = self.editor.document.roster, self.editor.catalog
        entry = op.entry_at(roster, at)
        before = self.editor.line(at)
        ix = index_of(catalog)
        element = ix.resolve_element(entry.element) if isinstance(entry, ElementEntry) else None
        if element is None or not isinstance(entry, ElementEntry) or not isinstance(before, Line):
            self.notify("Only an element of the catalog has options.", severity="warning")
            return
        groups = [ix.groups[g] for g in element.option_groups if g in ix.groups]
        if not groups and not entry.options:
            self.notify(f"{element.name} has no options.", severity="information")
            return

        def preview(options: list[str]) -> str:
            changed = evaluate(op.set_element_options(roster, at, options), catalog, event=self.editor.event)
            after = next(line for line in changed.lines if line.where == before.where)
            return option_change(before, after, catalog)

        def chosen(options: list[str] | None) -> None:
            if options is not None:
                what = f"choose {before.title}'s options"
                self._apply(
                    lambda: (op.set_element_options(self.editor.document.roster, at, options), at), what
                )

        dialog = ElementOptionsDialog(
            f"Options: {before.title}", groups, list(entry.options), catalog, preview
        )
        self.app.push_screen(dialog, chosen)

    def action_links(self) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.links import LinksDialog

        at = self.acted_on("links", KEY_OF["links"])
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        catalog = self.editor.catalog
        choices = link_choices(self.editor.report, catalog, line.where)
        if not choices:
            self.notify(f"No kind of link in {catalog.name} applies to {line.name}.")
            return

        def chosen(links: "Chosen | None") -> None:
            if links is None:
                return

            def change() -> tuple[Roster, Where]:
                roster = self.editor.document.roster
                for link_id, where in links.items():
                    roster = op.set_link(roster, at, link_id, where)
                return roster, at

            self._apply(change, f"choose {line.title}'s links")

        self.app.push_screen(LinksDialog(f"Links: {line.title}", choices), chosen)

    # The roster's own ----------------------------------------------------------------------------

    def roster_options(self) -> None:
        """The roster's name, player, limit and options, in a dialog."""
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog

        roster, catalog, event = self.editor.document.roster, self.editor.catalog, self.editor.event

        def check(details: op.RosterDetails) -> str:
            try:
                op.set_details(roster, details)
            except op.EditError as error:
                return sentence(str(error))
            return ""

        def chosen(details: op.RosterDetails | None) -> None:
            if details is not None:
                what = "change the roster's details"
                self._apply(lambda: op.set_details(self.editor.document.roster, details), what)

        dialog = RosterOptionsDialog(
            catalog.options,
            op.details(roster),
            default_limit(roster, catalog),
            check,
            costed=bool(catalog.costs),
            event=event if event_applies(event, roster) else None,
        )
        self.app.push_screen(dialog, chosen)

    def notes(self) -> None:
        """The roster's notes, in a dialog."""
        # Imported on first use: a TextArea is not on the first frame and costs the start-up.
        from armybuilder.tui.dialogs.notes import NotesDialog

        def chosen(notes: str | None) -> None:
            if notes is not None:
                self._apply(lambda: op.set_notes(self.editor.document.roster, notes), "change the notes")

        roster = self.editor.document.roster
        self.app.push_screen(NotesDialog(f"Notes: {roster.name}", roster.notes or ""), chosen)
