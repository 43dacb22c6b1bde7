"""The build screen: the catalog, the roster, the detail of the highlighted entry, and the report.

Every change goes through `armybuilder.editing.operations` and becomes a new roster in the document;
the engine then evaluates it and every pane shows the new report. Nothing here prices or checks.
Here: the layout and the widgets' messages; mixed in, one room each: the panes kept up with the
report (`build_panes`), edits at a key (`build_edits`), edits that ask in a dialog first
(`build_dialogs`), the keys for files (`build_files`), which keys apply and their help and palette
(`build_keys`), and the `f` key (`build_fix`). `build_host` is what those rooms use of the screen;
OwnTypes (`build_own_types`) keeps the player's own element types for it.
"""

from pathlib import Path

from textual import on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container
from textual.events import DescendantFocus
from textual.screen import Screen

from armybuilder.editing import operations as op
from armybuilder.engine import Report
from armybuilder.present.keys import EDITOR_KEYS
from armybuilder.schema.catalog import Catalog, ChoiceOption
from armybuilder.schema.roster import ElementEntry, Roster
from armybuilder.tui import importing
from armybuilder.tui.catalog_entries import Kind
from armybuilder.tui.commands import ScreenCommands
from armybuilder.tui.document import Document
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.messages import (
    AddRequested,
    CatalogChanged,
    CatalogHighlighted,
    EditRefused,
    ProblemChosen,
    ReportChanged,
    RosterHighlighted,
)
from armybuilder.tui.roster_files import RosterFiles
from armybuilder.tui.screens.build_dialogs import AskActions
from armybuilder.tui.screens.build_edits import EditActions
from armybuilder.tui.screens.build_files import FileActions
from armybuilder.tui.screens.build_fix import FixActions
from armybuilder.tui.screens.build_keys import KeyOffers
from armybuilder.tui.screens.build_own_types import OwnTypes
from armybuilder.tui.screens.build_panes import ReportPanes
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.catalog import CatalogList, CatalogPane
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.keys import KeyBar
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable


def _breakpoint(size: int, breakpoints: list[tuple[int, str]]) -> str:
    """The class of the widest breakpoint `size` reaches, as Textual chooses it."""
    return max((at, name) for at, name in breakpoints if size >= at)[1]


class BuildScreen(ReportPanes, EditActions, AskActions, FileActions, KeyOffers, FixActions, Screen[None]):
    CSS_PATH = "build.tcss"
    # The roster takes the focus from the start: Textual's default (the first focusable, the
    # catalog's filter) would be focused and then blurred, restyling both before the first frame.
    AUTO_FOCUS = "#roster"
    HORIZONTAL_BREAKPOINTS = [(0, "-small"), (80, "-narrow"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]
    COMMANDS = {ScreenCommands}
    BINDINGS = [
        Binding(
            key.keys, key.action, key.label, tooltip=key.description, show=key.show, priority=key.priority
        )
        for key in EDITOR_KEYS
    ]

    def __init__(self, document: Document, services: Services, *, copy: Path | None = None) -> None:
        super().__init__()
        self.services = services
        self.editor = RosterEditor(document, self.post_message, services.event)
        """The roster being edited, its file, its undo history and the engine's report on it."""
        self.entries = self.editor.entries()
        self.files = RosterFiles(self.editor, self, services, copy)
        self.own_types = OwnTypes(self)
        self._showing: tuple[str, Kind | None, str | None] = ("roster", None, None)
        self._key_state: tuple[bool | None, ...] = ()
        self._report_pending = False

    @property
    def document(self) -> Document:
        return self.editor.document

    @property
    def report(self) -> Report:
        return self.editor.report

    def compose(self) -> ComposeResult:
        # Textual sets these classes only after laying a resized screen out: set for the terminal's
        # size now, the first frame is laid out and drawn once, not first as a phone's.
        width, height = self.app.size
        self.add_class(
            _breakpoint(width, self.HORIZONTAL_BREAKPOINTS), _breakpoint(height, self.VERTICAL_BREAKPOINTS)
        )
        yield RosterHeader()
        with Container(id="body"):
            yield CatalogPane(self.entries, id="catalog")
            yield RosterTable(id="roster")
            yield DetailPane(id="detail")
            yield ReportList(id="report")
        yield KeyBar()

    def on_mount(self) -> None:
        catalog = self.document.catalog
        self.query_one("#catalog").border_title = "Catalog" + (
            f" · {catalog.costs[0].id}" if catalog.costs else ""
        )
        self.query_one("#detail").border_title = "Detail"
        self._show(None)
        self.query_one(RosterTable).focus()
        self.set_interval(self.services.autosave_every, self.files.autosave)
        self.call_after_refresh(self.files.offer_autosaved)
        # A moment later: its import of ruamel.yaml would hold up the first frame (a callback after
        # the next refresh can still run before the screen is first drawn).
        self.set_timer(1, self.files.read_layout)
        document = self.document
        if document.saved is None and not document.past and _unset_choices(catalog, document.roster):
            # A new roster is asked at once for a choice the rules set no default for (a side).
            self.call_after_refresh(self.action_roster_options)

    @on(RosterHighlighted)
    def _roster_highlighted(self) -> None:
        self._showing = ("roster", None, None)
        self._show_detail()
        self._refresh_keys()

    @on(CatalogHighlighted)
    def _catalog_highlighted(self, message: CatalogHighlighted) -> None:
        self._showing = ("catalog", message.kind, message.id)
        self._show_detail()

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        if isinstance(event.widget, RosterTable) and self._showing[0] != "roster":
            self._roster_highlighted()
        elif isinstance(event.widget, CatalogList) and (entry := event.widget.current):
            self._catalog_highlighted(CatalogHighlighted(entry.kind, entry.id))

    @on(ProblemChosen)
    def _jump(self, message: ProblemChosen) -> None:
        """Highlight the entry a problem is about; a roster option opens the roster dialog."""
        if message.where.option_key is not None:
            self.action_roster_options()
            return
        table = self.query_one(RosterTable)
        if table.move_to_where(message.where):
            table.focus()

    @on(AddRequested)
    def _add(self, message: AddRequested) -> None:
        if message.from_filter:
            self._showing = ("roster", None, None)  # the roster takes the focus: show what was added
        self.add(message.kind, message.id)
        if message.from_filter:
            self.query_one(RosterTable).focus()

    def action_focus_filter(self) -> None:
        pane = self.query_one(CatalogPane)
        if pane.filter_has_focus:
            raise SkipAction()  # typed into the filter: a name may hold a slash ("Medium/Heavy")
        pane.focus_filter()

    # The player's own element types: the form and their catalog live in OwnTypes -----------------

    def action_new_element_type(self) -> None:
        self.own_types.new()

    def action_edit_element_type(self) -> None:
        element_id: str | None = None
        if (
            isinstance(self.focused, CatalogList)
            and (entry := self.focused.current)
            and entry.kind == "element"
        ):
            element_id = entry.id
        elif (at := self.highlighted) is not None and not isinstance(self.focused, CatalogList):
            entry_at = op.entry_at(self.document.roster, at)
            element_id = entry_at.element if isinstance(entry_at, ElementEntry) else None
        self.own_types.edit(element_id)

    def catalog_changed(self, document: Document) -> None:
        """Show a document whose catalog changed: the catalog pane and every price in it anew."""
        self.editor.catalog_changed(document)

    @on(CatalogChanged)
    def _list_catalog(self) -> None:
        self.entries = self.editor.entries()
        pane = self.query_one(CatalogPane)
        pane.entries = pane.list.entries = self.entries
        highlighted = pane.list.highlighted
        pane.list.filter(pane.list.text)
        pane.list.highlighted = highlighted

    @on(ReportChanged)
    def _report_changed(self, message: ReportChanged) -> None:
        self._show(message.highlight)

    @on(EditRefused)
    def _refused_edit(self, message: EditRefused) -> None:
        self.notify(message.why, severity="warning")

    def on_unmount(self) -> None:
        # A browser tab closed or a session ended without saving: keep the last changes aside.
        self.files.autosave()

    def on_screen_suspend(self) -> None:
        # A dialog shows the notifications itself; this screen's would stay drawn beneath it,
        # no longer refreshed: the same notice twice. Textual shows them again on resuming.
        self.query("#textual-toastrack").set(display=False)

    def action_import_text(self) -> None:
        importing.ask_for_text(self.app, self.services, self._leave_for, self._refused)

    def _refused(self, problem: str) -> None:
        self.notify(problem, severity="error", timeout=10)

    def _leave_for(self, document: Document, said: str) -> None:
        """Open a roster read from text in place of this one, asking first where this one has
        changes that are not saved."""
        from armybuilder.tui.dialogs.ask import ChoiceDialog

        def leave() -> None:
            self.app.switch_screen(BuildScreen(document, self.services))
            self.app.notify(said, timeout=8)

        if not self.document.unsaved:
            leave()
            return

        def answer(choice: str | None) -> None:
            if choice == "save":
                self.files.save(then=leave)
            elif choice == "discard":
                self.files.abandon()
                leave()

        question = ChoiceDialog(
            "Unsaved changes",
            f"{self.document.roster.name} has changes that are not saved.",
            [
                ("save", "Save, then open the list"),
                ("discard", "Open it without saving"),
                ("cancel", "Cancel"),
            ],
            "cancel",
        )
        self.app.push_screen(question, answer)


def _unset_choices(catalog: Catalog, roster: Roster) -> bool:
    """Whether the roster leaves unset a choice its catalog gives no default for."""
    return any(
        isinstance(option, ChoiceOption) and option.default is None and option.id not in roster.options
        for option in catalog.options
    )
