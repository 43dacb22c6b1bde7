"""The build screen: the catalog, the roster, the detail of the highlighted entry, and the report.

The roster editor (`tui/editor.py`) holds the roster and the engine's report on it, and says when
the report changes. Each pane shows its part and does its own keys and dialogs: the roster table
the keys for its highlighted entry (from the report, for the entry its chosen row is about), the
catalog pane its filter and its add keys, the report list
the `f` key, the detail pane what it shows. The screen lays them out, routes their messages (and
a key heard anywhere to the pane it is about), and keeps what is its own: the roster's files
(`RosterFiles`), the help and the command palette. Nothing here prices or checks.
"""

import asyncio
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.actions import parse
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container
from textual.dom import DOMNode
from textual.events import DescendantFocus
from textual.screen import Screen

from armybuilder.editing import operations as op
from armybuilder.engine.where import Where
from armybuilder.present.keys import EDITOR_KEYS
from armybuilder.schema.catalog import Catalog, ChoiceOption
from armybuilder.schema.roster import ElementEntry, Roster
from armybuilder.tui import importing
from armybuilder.tui.catalog_entries import Kind
from armybuilder.tui.commands import Command, ScreenCommands
from armybuilder.tui.document import Document
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.keys import as_bindings, editor_bindings
from armybuilder.tui.messages import (
    AddRequested,
    CatalogChanged,
    CatalogHighlighted,
    EditRefused,
    FixNeedsChoice,
    ProblemChosen,
    ReportChanged,
    RosterHighlighted,
)
from armybuilder.tui.roster_files import RosterFiles
from armybuilder.tui.screens.build_own_types import OwnTypes
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.catalog import CatalogList, CatalogPane
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.keys import KeyBar
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import ENTRY_ACTIONS, RosterTable

if TYPE_CHECKING:
    from armybuilder.tui.screens.help import Section


def _breakpoint(size: int, breakpoints: list[tuple[int, str]]) -> str:
    """The class of the widest breakpoint `size` reaches, as Textual chooses it."""
    return max((at, name) for at, name in breakpoints if size >= at)[1]


class BuildScreen(Screen[None]):
    CSS_PATH = "build.tcss"
    # The roster takes the focus from the start: Textual's default (the first focusable, the
    # catalog's filter) would be focused and then blurred, restyling both before the first frame.
    AUTO_FOCUS = "#roster"
    HORIZONTAL_BREAKPOINTS = [(0, "-small"), (80, "-narrow"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]
    COMMANDS = {ScreenCommands}
    BINDINGS = editor_bindings(ENTRY_ACTIONS, leave_out=True)
    """Every key of the editor but the roster table's, so each is heard wherever the focus is."""

    def __init__(self, document: Document, services: Services, *, copy: Path | None = None) -> None:
        super().__init__()
        self.services = services
        self.editor = RosterEditor(document, self.post_message, services.event)
        """The roster being edited, its file, its undo history and the engine's report on it."""
        self.files = RosterFiles(self.editor, self, services, copy)
        self.own_types = OwnTypes(self)
        self._key_state: tuple[bool | None, ...] = ()
        self._report_pending = False

    @property
    def document(self) -> Document:
        """The editor's document, as the player's own element types read it."""
        return self.editor.document

    def compose(self) -> ComposeResult:
        # Textual sets these classes only after laying a resized screen out: set for the terminal's
        # size now, the first frame is laid out and drawn once, not first as a phone's.
        width, height = self.app.size
        self.add_class(
            _breakpoint(width, self.HORIZONTAL_BREAKPOINTS), _breakpoint(height, self.VERTICAL_BREAKPOINTS)
        )
        yield RosterHeader()
        with Container(id="body"):
            yield CatalogPane(self.editor, id="catalog")
            yield RosterTable(self.editor, id="roster")
            yield DetailPane(self.editor, id="detail")
            yield ReportList(self.editor, id="report")
        yield KeyBar(self.placed_keys)

    def on_mount(self) -> None:
        self._show(None)
        table = self.query_one(RosterTable)
        table.focus()
        self.set_interval(self.services.autosave_every, self.files.autosave)
        self.call_after_refresh(self.files.offer_autosaved)
        # A moment later: its import of ruamel.yaml would hold up the first frame (a callback after
        # the next refresh can still run before the screen is first drawn).
        self.set_timer(1, self.files.read_layout)
        document = self.editor.document
        if document.saved is None and not document.past and _unset_choices(document.catalog, document.roster):
            # A new roster is asked at once for a choice the rules set no default for (a side).
            self.call_after_refresh(table.roster_options)

    # The editor's report, shown ------------------------------------------------------------------

    @on(ReportChanged)
    def _report_changed(self, message: ReportChanged) -> None:
        self._show(message.highlight)

    def _show(self, highlight: Where | None) -> None:
        """The header and the roster show the editor's report at once, highlighting `highlight`."""
        self.query_one(RosterHeader).show(self.editor.shown, self.editor.document.unsaved)
        self.query_one(RosterTable).show_report(highlight)
        self._refresh_keys()
        # The totals and the roster are drawn in the next frame; the report and the detail, which
        # no key acts on, follow in the frame after, so a key's totals show in half the time.
        if not self._report_pending:
            self._report_pending = True
            self.call_after_refresh(self._after_next_frame)

    async def _after_next_frame(self) -> None:
        """Ask for the report once the header and the roster have told the screen they changed.

        A callback after refresh runs when the screen is next idle, which comes before the panes
        just changed have said so (each says it from its own task); the screen then draws them and
        the report together. A moment's yield lets them say it first, so the report comes after
        their frame is drawn; should it not, they are drawn together, as before."""
        await asyncio.sleep(0)
        self.call_after_refresh(self._show_report)

    @property
    def report_pending(self) -> bool:
        """Whether the report and the detail are still to show the editor's last report."""
        return self._report_pending

    def _show_report(self) -> None:
        self._report_pending = False
        if not self.is_attached:  # the screen was closed (another roster opened) before this frame
            return
        self.query_one(ReportList).show_report()
        self.query_one(DetailPane).show_anew(self.query_one(RosterTable).highlighted)

    @on(CatalogChanged)
    def _list_catalog(self) -> None:
        self.query_one(CatalogPane).list_anew()

    @on(EditRefused)
    def _refused_edit(self, message: EditRefused) -> None:
        self.notify(message.why, severity="warning")

    # What the player points at -------------------------------------------------------------------

    @on(RosterHighlighted)
    def _roster_highlighted(self) -> None:
        self.query_one(DetailPane).show_roster_entry(self.query_one(RosterTable).highlighted)
        self._refresh_keys()

    @on(CatalogHighlighted)
    def _catalog_highlighted(self, message: CatalogHighlighted) -> None:
        self.query_one(DetailPane).show_catalog_entry(message.kind, message.id)

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        if isinstance(event.widget, RosterTable) and not self.query_one(DetailPane).shows_roster_entry:
            self._roster_highlighted()
        elif isinstance(event.widget, CatalogList) and (entry := event.widget.current):
            self.query_one(DetailPane).show_catalog_entry(entry.kind, entry.id)

    async def on_key(self, event: events.Key) -> None:
        """The roster's keys act from the detail pane showing its highlighted entry too, and from
        the report on the entry its chosen row is about (the table's `target`)."""
        detail = self.query_one(DetailPane)
        if isinstance(self.focused, ReportList) or (self.focused is detail and detail.shows_roster_entry):
            table = self.query_one(RosterTable)
            if (action := table.entry_action(event.key)) is not None:
                event.stop()
                await self.app.run_action(action, table)

    @on(ProblemChosen)
    def _jump(self, message: ProblemChosen) -> None:
        """Highlight the entry a problem is about; a roster option opens the roster dialog."""
        table = self.query_one(RosterTable)
        if message.where.option_key is not None:
            table.roster_options()
        elif table.move_to_where(message.where):
            table.focus()

    @on(AddRequested)
    def _add(self, message: AddRequested) -> None:
        table = self.query_one(RosterTable)
        if message.from_filter:  # the roster takes the focus: show what was added
            self.query_one(DetailPane).follow_roster()
        self.add(message.kind, message.id)
        if message.from_filter:
            table.focus()

    def add(self, kind: Kind, entry_id: str) -> None:
        """Add a catalog entry, into the formation the entry keys act on where it fits."""
        self.editor.add(kind, entry_id, self.query_one(RosterTable).target)

    @on(FixNeedsChoice)
    def _choose_for_fix(self, message: FixNeedsChoice) -> None:
        table = self.query_one(RosterTable)
        if message.where and table.move_to_where(message.where):
            table.focus()
            if message.action == "element_options":
                table.action_element_options()
            else:
                table.action_links()

    # Keys heard anywhere, done by the pane or the part they are about ----------------------------

    def action_focus_filter(self) -> None:
        self.query_one(CatalogPane).focus_filter()

    def action_fix(self) -> None:
        self.query_one(ReportList).fix(self.query_one(RosterTable).target)

    def action_roster_options(self) -> None:
        self.query_one(RosterTable).roster_options()

    def action_notes(self) -> None:
        self.query_one(RosterTable).notes()

    def action_undo(self) -> None:
        self._step(undo=True)

    def action_redo(self) -> None:
        self._step(undo=False)

    def _step(self, *, undo: bool) -> None:
        """Undo or redo: a step that changed the player's element types takes that change out of
        their file (or puts it in again) too, and is not taken where the file cannot be written.
        Where another editor changed the type since, it is left as it is and the step passes,
        the player told so instead of what was undone."""
        document = self.editor.document
        change = document.undoing if undo else document.redoing
        catalog, taken = None, True
        if change is not None:
            if (put := self.own_types.put_back(change, undo=undo)) is None:
                return
            catalog, taken = put.catalog, put.done
        what = self.editor.undo(catalog) if undo else self.editor.redo(catalog)
        if what is not None and taken:
            done = "Undone" if undo else "Redone"
            self.notify(f"{done}: {what}." if what else f"{done}.", timeout=3)

    # The player's own element types: the form and their catalog live in OwnTypes -----------------

    def action_new_element_type(self) -> None:
        self.own_types.new()

    def action_edit_element_type(self) -> None:
        element_id: str | None = None
        table = self.query_one(RosterTable)
        if (
            isinstance(self.focused, CatalogList)
            and (entry := self.focused.current)
            and entry.kind == "element"
        ):
            element_id = entry.id
        elif (at := table.target) is not None and not isinstance(self.focused, CatalogList):
            entry_at = op.entry_at(self.editor.document.roster, at)
            element_id = entry_at.element if isinstance(entry_at, ElementEntry) else None
        self.own_types.edit(element_id)

    def catalog_changed(self, document: Document) -> None:
        """Show a document whose catalog changed: the catalog pane and every price in it anew."""
        self.editor.catalog_changed(document)

    # Files ---------------------------------------------------------------------------------------

    def action_save(self) -> None:
        self.files.save()

    def action_save_as(self) -> None:
        self.files.save_as()

    def action_print(self) -> None:
        self.files.print()

    def action_download(self) -> None:
        self.files.download()

    def action_copy_text(self) -> None:
        self.files.copy_text()

    def action_quit(self) -> None:
        self.files.leave(self.app.exit, save="Save and quit", discard="Quit without saving")

    def action_import_text(self) -> None:
        importing.ask_for_text(self.app, self.services, self._leave_for, self._refused)

    def _refused(self, problem: str) -> None:
        self.notify(problem, severity="error", timeout=10)

    def _leave_for(self, document: Document, said: str) -> None:
        """Open a roster read from text in place of this one, asking first where this one has
        changes that are not saved."""

        def leave() -> None:
            self.app.switch_screen(BuildScreen(document, self.services))
            self.app.notify(said, timeout=8)

        self.files.leave(leave, save="Save, then open the list", discard="Open it without saving")

    def on_unmount(self) -> None:
        # A browser tab closed or a session ended without saving: keep the last changes aside.
        self.files.autosave()

    def on_screen_suspend(self) -> None:
        # A dialog shows the notifications itself; this screen's would stay drawn beneath it,
        # no longer refreshed: the same notice twice. Textual shows them again on resuming.
        self.query("#textual-toastrack").set(display=False)

    # Which keys apply, the help and the command palette ------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return bool(self.editor.document.past) or None
        if action == "redo":
            return bool(self.editor.document.future) or None
        return self.offered(action)

    def offered(self, action: str) -> bool:
        """Whether the action applies in this editor at all: a download only in a browser."""
        return action != "download" or self.services.browser

    def placed_keys(self) -> list[tuple[DOMNode, Binding]]:
        """The editor's keys in their table's order, each with the part that binds it."""
        table = self.query_one(RosterTable)
        bound: dict[str, tuple[DOMNode, Binding]] = {
            b.action: (table, b) for b in as_bindings(table.BINDINGS)
        }
        bound.update({b.action: (self, b) for b in as_bindings(self.BINDINGS)})
        return [bound[key.action] for key in EDITOR_KEYS]

    def _refresh_keys(self) -> None:
        """Redraw the footer's keys, but only when which of them apply has changed."""
        state = tuple(node.check_action(parse(b.action)[1], ()) for node, b in self.placed_keys())
        if state != self._key_state:
            self._key_state = state
            self.refresh_bindings()

    def action_help(self) -> None:
        from armybuilder.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.help_sections()))

    def help_sections(self) -> list["Section"]:
        def keys(bindings: list[Binding]) -> list[tuple[str, str]]:
            return [
                (", ".join(self.app.get_key_display(b.with_key(k)) for k in b.key.split(",")), b.tooltip)
                for b in bindings
                if b.tooltip
            ]

        table = self.query_one(RosterTable)
        screen_keys = [b for b in as_bindings(self.BINDINGS) if self.offered(parse(b.action)[1])]
        entry_keys = [b for b in as_bindings(RosterTable.BINDINGS) if table.offered(parse(b.action)[1])]
        palette = self.app.get_key_display(Binding(self.app.COMMAND_PALETTE_BINDING, ""))
        return [
            (
                "Anywhere",
                [
                    ("tab, shift+tab", "Move between the panes: catalog, roster, detail, report"),
                    *keys(screen_keys),
                    (palette, "Command palette: every action, and add by name"),
                ],
            ),
            (
                "Catalog",
                [
                    *keys(as_bindings(CatalogList.BINDINGS)),
                    ("enter", "Add the highlighted entry (in the filter: the top match)"),
                ],
            ),
            ("Roster (while it or the detail has the focus: the highlighted entry)", keys(entry_keys)),
        ]

    def commands(self) -> list[Command]:
        catalog = self.editor.catalog
        cost_type = catalog.costs[0].id if catalog.costs else ""
        found: list[Command] = []
        for node, binding in self.placed_keys():
            _, name, parameters = parse(binding.action)
            if node.check_action(name, parameters) is True:
                key = self.app.get_key_display(binding.with_key(binding.key.split(",")[0]))
                help_text = f"{binding.description} · key: {key}"
                found.append((binding.tooltip, help_text, partial(self.app.run_action, binding.action, node)))
        found.append((importing.TITLE, importing.HELP, self.action_import_text))
        found += [
            (
                f"Add {entry.name}",
                f"{entry.group}{f', {entry.cost} {cost_type}' if entry.cost else ''}",
                partial(self.add, entry.kind, entry.id),
            )
            for entry in self.query_one(CatalogPane).entries
        ]
        return found


def _unset_choices(catalog: Catalog, roster: Roster) -> bool:
    """Whether the roster leaves unset a choice its catalog gives no default for."""
    return any(
        isinstance(option, ChoiceOption) and option.default is None and option.id not in roster.options
        for option in catalog.options
    )
