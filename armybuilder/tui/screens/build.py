"""The build screen: the catalog, the roster, the detail of the highlighted entry, and the report.

Every change goes through `armybuilder.operations` and becomes a new roster in the document;
the engine then evaluates it and every pane shows the new report. Nothing here prices or checks.
"""

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.actions import SkipAction, parse
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Container
from textual.content import Content
from textual.events import DescendantFocus
from textual.reactive import var
from textual.screen import Screen

from armybuilder import operations as op
from armybuilder.catalogs import printable_catalog
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.compare import with_findings
from armybuilder.engine.event import applies as event_applies
from armybuilder.engine.index import index_of
from armybuilder.engine.links import link_choices
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import ROSTER, Where
from armybuilder.schema.catalog import Catalog, ChoiceOption
from armybuilder.schema.roster import MAX_NAME, DeclaredBase, ElementEntry, Roster, Unit
from armybuilder.terminal import has_unprintable, printable, printable_copy
from armybuilder.tui import importing
from armybuilder.tui.catalog_entries import Kind, Sample, catalog_entries, sample
from armybuilder.tui.commands import Command, ScreenCommands
from armybuilder.tui.describe import (
    base_words,
    default_limit,
    element_detail,
    formation_detail,
    option_change,
)
from armybuilder.tui.dialogs.ask import ChoiceDialog, TextDialog
from armybuilder.tui.dialogs.declared_base import DeclaredBaseDialog
from armybuilder.tui.document import Document
from armybuilder.tui.fixing import FixActions
from armybuilder.tui.messages import AddRequested, CatalogHighlighted, ProblemChosen, RosterHighlighted
from armybuilder.tui.own_types import OwnTypes
from armybuilder.tui.roster_files import RosterFiles
from armybuilder.tui.screens.help import HelpScreen, Section
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.catalog import CatalogList, CatalogPane
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.keys import KeyBar
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import counted, sentence

if TYPE_CHECKING:
    from armybuilder.tui.dialogs.links import Chosen

ENTRY_ACTIONS = {
    "change_count",
    "remove",
    "make_general",
    "element_options",
    "links",
    "rename",
    "declare_base",
    "split",
}
"""Actions on the highlighted roster entry: offered while the roster has the focus."""
ELEMENT_ACTIONS = {"change_count", "element_options", "links", "declare_base", "split"}
"""Actions offered on an element only. `g` stays on for a formation too, to say what can be the general."""


def _breakpoint(size: int, breakpoints: list[tuple[int, str]]) -> str:
    """The class of the widest breakpoint `size` reaches, as Textual chooses it."""
    return max((at, name) for at, name in breakpoints if size >= at)[1]


def as_bindings(bindings: list[BindingType]) -> list[Binding]:
    """The keys of a screen or widget; ours are all `Binding`s, which textual's type does not know."""
    return [b for b in bindings if isinstance(b, Binding)]


class BuildScreen(FixActions, Screen[None]):
    CSS_PATH = "build.tcss"
    # The roster takes the focus from the start: Textual's default (the first focusable, the
    # catalog's filter) would be focused and then blurred, restyling both before the first frame.
    AUTO_FOCUS = "#roster"
    HORIZONTAL_BREAKPOINTS = [(0, "-small"), (80, "-narrow"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]
    COMMANDS = {ScreenCommands}
    BINDINGS = [
        Binding("question_mark,f1", "help", "Help", tooltip="Show every key"),
        # A priority binding acts as `/` arrives, before the keys typed after it are handed on; as an
        # ordinary one it acts only once `/` has bubbled up from the focused widget, and keys
        # already queued behind it go to that widget (where `enter` adds the highlighted entry).
        Binding("slash", "focus_filter", "Filter", tooltip="Filter the catalog", priority=True),
        # Keys for the highlighted roster entry, shown while the roster has the focus.
        Binding("plus,equals_sign", "change_count(1)", "More", tooltip="Count one more"),
        Binding("minus", "change_count(-1)", "Fewer", tooltip="Count one fewer"),
        Binding("delete,backspace", "remove", "Remove", tooltip="Remove the highlighted entry"),
        Binding("g", "make_general", "General", tooltip="Make the highlighted element the general"),
        Binding("o", "element_options", "Options", tooltip="Choose the highlighted element's options"),
        Binding(
            "l",
            "links",
            "Links",
            tooltip="Choose the units the highlighted element names (what tows or carries it)",
        ),
        Binding("r", "rename", "Rename", tooltip="Give the highlighted entry a name of its own"),
        Binding("b", "declare_base", "Base", tooltip="Declare the base you use for the highlighted element"),
        Binding(
            "s",
            "split",
            "Split",
            tooltip="Split some of the highlighted elements off, to give them options of their own",
        ),
        Binding("f", "fix", "Fix", tooltip="Fix the problem chosen in the report"),
        Binding("c", "copy_text", "Copy", tooltip="Copy the list as text, to paste in a post or a chat"),
        Binding("ctrl+z", "undo", "Undo", tooltip="Undo the last change"),
        Binding("ctrl+y", "redo", "Redo", tooltip="Redo the change undone last"),
        Binding("ctrl+s", "save", "Save", tooltip="Save the roster"),
        # A letter, as `O` is: terminals and the browser never deliver ctrl+shift+s as such.
        Binding("S", "save_as", "Save as", tooltip="Save the roster to another file"),
        Binding("p", "print", "Print", tooltip="Print to PDF: roster sheet, cards, basing template"),
        Binding("d", "download", "Download", tooltip="Download the roster file to this device"),
        Binding("O", "roster_options", "Roster", tooltip="Roster name, player, limit and options"),
        Binding("n", "notes", "Notes", tooltip="Write the roster's notes"),
        Binding("T", "new_element_type", "New type", tooltip="New element type: one of your own", show=False),
        Binding(
            "E",
            "edit_element_type",
            "Edit type",
            tooltip="Edit element type: the highlighted one (a shipped one: your house rule)",
            show=False,
        ),
        Binding("q", "quit", "Quit", tooltip="Quit, asking first if there are unsaved changes"),
    ]

    # Set in __init__ before any use; textual's `var` has no way to say "no default".
    document: var[Document] = var(None, always_update=True, init=False)  # type: ignore[arg-type]
    """The roster being edited, its file and its undo history."""

    def __init__(self, document: Document, services: Services, *, copy: Path | None = None) -> None:
        super().__init__()
        self.services = services
        self.set_reactive(BuildScreen.document, document)
        self.report: Report
        """The engine's report on the roster as it stands; every pane shows it."""
        self._samples: dict[tuple, Sample] = {}
        self._catalog_shown = printable_catalog(document.catalog)
        """The catalog as the panes show it; its ids are the catalog's own, so choices made from it hold."""
        self._fixed_text_unsafe = self._catalog_shown is not document.catalog or (
            services.event is not None and has_unprintable(services.event)
        )
        """Whether the catalog or the event holds text that cannot go to a terminal as it is."""
        self.entries = catalog_entries(self._catalog_shown, self._sample())
        self.files = RosterFiles(self, services, copy)
        self.own_types = OwnTypes(self)
        self._highlight: Where | None = None
        self._showing: tuple[str, Kind | None, str | None] = ("roster", None, None)
        self._key_state: tuple[bool | None, ...] = ()
        self._report_pending = False
        self._units_looked: dict[int, tuple[Unit, bool]] = {}
        """Each unit of the roster last shown, by id, and whether its text needs `printable`."""
        self._grown = ROSTER
        """The entry last added or counted one more of, until another change: a count it takes over
        its limit points at it."""

    # Layout and showing the report -------------------------------------------------------------

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
        self.watch_document(self.document)
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

    def watch_document(self, document: Document) -> None:
        self.report = evaluate(
            document.roster, document.catalog, event=self.services.event, grown=self._grown
        )
        if document.reading:  # the lines of the text it was read from that were not read
            self.report = with_findings(self.report, document.reading, self.services.event)
        # Panes show a copy whose text cannot act on the terminal; edits and printing use the report.
        # Its text comes from the roster and the catalog, so only they need looking at, quickly.
        unsafe = self._fixed_text_unsafe or self._roster_unsafe(document.roster)
        self._shown = report = printable_copy(self.report) if unsafe else self.report
        self._lines: dict[Where, Line | FormationLine] = {line.where: line for line in report.lines}
        self._lines.update({unit.where: unit for unit in report.units})
        self._problems: dict[Where, list[Problem]] = {}
        for problem in report.problems:
            self._problems.setdefault(problem.unit or problem.where, []).append(problem)
        self.query_one(RosterHeader).show(report, document.unsaved)
        table = self.query_one(RosterTable)
        table.show(report, self._catalog_shown, self._highlight)
        self._highlight = None
        table.border_title = f"Roster · {printable(document.path.name) if document.path else 'not saved yet'}"
        table.border_subtitle = f"{report.system_name} {report.version}"
        self._refresh_keys()
        # The totals and the roster are drawn in the next frame; the report and the detail, which
        # no key acts on, follow in the frame after, so a long roster answers a key sooner.
        if not self._report_pending:
            self._report_pending = True
            self.call_after_refresh(self._show_report)

    def _roster_unsafe(self, roster: Roster) -> bool:
        """Whether any text in the roster needs `printable`. A change leaves all but a unit or two
        the same objects, so only new units are looked at: a long roster's JSON takes milliseconds."""
        looked: dict[int, tuple[Unit, bool]] = {}
        for unit in roster.units:
            seen = self._units_looked.get(id(unit))
            looked[id(unit)] = seen if seen and seen[0] is unit else (unit, has_unprintable(unit))
        self._units_looked = looked  # holding each unit, so no other object can take its id
        return any(unsafe for _, unsafe in looked.values()) or has_unprintable(
            roster.model_copy(update={"units": []})
        )

    def _show_report(self) -> None:
        self._report_pending = False
        report = self._shown
        report_list = self.query_one(ReportList)
        report_list.show(report, self.document.catalog)
        errors, warnings = len(report.errors), len(report.warnings)
        report_list.border_title = f"Report · {counted(errors, 'error')}, {counted(warnings, 'warning')}"
        self._show_detail()

    def _refresh_keys(self) -> None:
        """Redraw the footer's keys, but only when which of them apply has changed."""
        state = tuple(self.check_action(parse(b.action)[1], ()) for b in as_bindings(self.BINDINGS))
        if state != self._key_state:
            self._key_state = state
            self.refresh_bindings()

    def _sample(self) -> Sample:
        """The catalog's entries evaluated at this roster's options, kept per set of options."""
        options = self.document.roster.options
        key = tuple(sorted((k, repr(v)) for k, v in options.items()))
        if key not in self._samples:
            self._samples[key] = sample(self._catalog_shown, dict(options))
        return self._samples[key]

    def _show_detail(self) -> None:
        catalog = self._catalog_shown
        source, kind, key = self._showing
        text: Content | str
        if source == "catalog" and kind and key:
            line = self._sample().line(kind, key)
            heading = "In the catalog; enter or a adds it"
            if isinstance(line, FormationLine):
                text = formation_detail(line, catalog, self.report, heading=heading)
            elif isinstance(line, Line):
                text = element_detail(line, catalog, self._shown, heading=heading)
            else:
                return
        else:
            where = self.query_one(RosterTable).highlighted
            found = self._lines.get(where) if where else None
            if found is None:
                text = "The roster is empty: add formations and elements from the catalog."
            elif isinstance(found, FormationLine):
                text = formation_detail(
                    found, catalog, self.report, problems=self._problems.get(found.where, ())
                )
            else:
                entry = op.entry_at(self.document.roster, op.place_of(found.where) or ())
                declared = entry.base if isinstance(entry, ElementEntry) else None
                problems = self._problems.get(found.where, ())
                text = element_detail(found, catalog, self._shown, declared=declared, problems=problems)
        self.query_one(DetailPane).show(text)

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
        place = op.place_of(message.where)
        if place is not None and table.move_to_where(op.where_of(place)):
            table.focus()

    # Editing -------------------------------------------------------------------------------------

    @property
    def place(self) -> op.Place | None:
        """Where the highlighted roster entry stands."""
        where = self.query_one(RosterTable).highlighted
        return op.place_of(where) if where else None

    def _apply(
        self,
        change: Callable[[], Roster | tuple[Roster, op.Place | None]],
        what: str = "",
        grows: bool = False,
    ) -> None:
        """Make a change through the roster operations; a refused one is explained, not raised.
        `what` says what it does, for undo to name; `grows` that it adds to the entry at its place."""
        try:
            result = change()
        except op.EditError as error:
            self.notify(sentence(str(error)), severity="warning")
            return
        roster, place = result if isinstance(result, tuple) else (result, None)
        self._highlight = op.where_of(place) if place else None
        self._grown = self._highlight if grows and self._highlight else ROSTER
        self.document = self.document.edited(roster, what)

    @on(AddRequested)
    def _add(self, message: AddRequested) -> None:
        if message.from_filter:
            self._showing = ("roster", None, None)  # the roster takes the focus: show what was added
        self.add(message.kind, message.id)
        if message.from_filter:
            self.query_one(RosterTable).focus()

    def add(self, kind: Kind, entry_id: str) -> None:
        roster, catalog, near = self.document.roster, self.document.catalog, self.place
        ix = index_of(catalog)
        if kind == "element":
            element = ix.resolve_element(entry_id)
            what = f"add {element.name if element else entry_id}"
            self._apply(lambda: op.add_element(roster, catalog, entry_id, near), what, grows=True)
        else:
            formation = ix.resolve_formation(entry_id)
            what = f"add {formation.name if formation else entry_id}"
            self._apply(lambda: op.add_formation(roster, catalog, entry_id), what, grows=True)

    def action_focus_filter(self) -> None:
        pane = self.query_one(CatalogPane)
        if pane.filter_has_focus:
            raise SkipAction()  # typed into the filter: a name may hold a slash ("Medium/Heavy")
        pane.focus_filter()

    def action_change_count(self, by: int) -> None:
        if (place := self.place) is not None:
            what = f"count {'one more' if by > 0 else 'one fewer'} {self._title(place)}"
            self._apply(lambda: (op.change_count(self.document.roster, place, by), place), what, grows=by > 0)

    def action_remove(self) -> None:
        if (place := self.place) is None:
            return
        line = self._lines.get(op.where_of(place))
        what = f"remove {self._title(place)}"
        self._apply(lambda: op.remove(self.document.roster, place), what)
        if isinstance(line, FormationLine) and line.lines:
            inside = sum(member.count for member in line.lines)
            self.notify(
                f"Removed {line.title} and the {counted(inside, 'element')} in it. ctrl+z brings them back."
            )

    def action_make_general(self) -> None:
        if (place := self.place) is not None:
            what = f"toggle {self._title(place)} as the general"
            self._apply(lambda: op.set_general(self.document.roster, self.document.catalog, place), what)

    def action_rename(self) -> None:
        place = self.place
        if place is None:
            self.action_roster_options()
            return
        entry = op.entry_at(self.document.roster, place)
        line = self._lines.get(op.where_of(place))

        def renamed(name: str | None) -> None:
            if name is not None:
                what = f"rename {self._title(place)}"
                self._apply(lambda: (op.rename(self.document.roster, place, name), place), what)

        title = f"Rename {line.name if line else 'entry'}"
        self.app.push_screen(
            TextDialog(title, "Name (empty: just the type's name)", entry.name or "", max_length=MAX_NAME),
            renamed,
        )

    def action_declare_base(self) -> None:
        place = self.place
        line = self._lines.get(op.where_of(place)) if place else None
        if place is None or not isinstance(line, Line):
            return
        entry = op.entry_at(self.document.roster, place)
        declared = entry.base if isinstance(entry, ElementEntry) else None
        rules = f"The rules' base: {base_words(line.base)}." if line.base else "The rules give no base size."

        def chosen(base: DeclaredBase | None) -> None:
            if base is not None:
                what = f"declare {line.title}'s base"
                self._apply(lambda: (op.set_base(self.document.roster, place, base), place), what)

        self.app.push_screen(DeclaredBaseDialog(f"Your base: {line.title}", rules, declared), chosen)

    def action_split(self) -> None:
        place = self.place
        line = self._lines.get(op.where_of(place)) if place else None
        if place is None or not isinstance(line, Line):
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
                self._apply(lambda: op.split(self.document.roster, place, int(text)), what)

        question = f"How many of the {line.count} to split off (1 to {most})"
        self.app.push_screen(TextDialog(f"Split {line.title}", question, "1", check), chosen)

    def action_notes(self) -> None:
        # Imported on first use: a TextArea is not on the first frame and costs the start-up.
        from armybuilder.tui.dialogs.notes import NotesDialog

        def chosen(notes: str | None) -> None:
            if notes is not None:
                self._apply(lambda: op.set_notes(self.document.roster, notes), "change the notes")

        title = f"Notes: {self.document.roster.name}"
        self.app.push_screen(NotesDialog(title, self.document.roster.notes or ""), chosen)

    def action_element_options(self) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.element_options import ElementOptionsDialog

        place = self.place
        if place is None:
            return
        roster, catalog = self.document.roster, self.document.catalog
        entry = op.entry_at(roster, place)
        before = self._lines.get(op.where_of(place))
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
            changed = evaluate(
                op.set_element_options(roster, place, options), catalog, event=self.services.event
            )
            after = next(line for line in changed.lines if line.where == before.where)
            return option_change(before, after, catalog)

        def chosen(options: list[str] | None) -> None:
            if options is not None:
                what = f"choose {before.title}'s options"
                self._apply(
                    lambda: (op.set_element_options(self.document.roster, place, options), place), what
                )

        dialog = ElementOptionsDialog(
            f"Options: {before.title}", groups, list(entry.options), catalog, preview
        )
        self.app.push_screen(dialog, chosen)

    def action_links(self) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.links import LinksDialog

        place = self.place
        line = self._lines.get(op.where_of(place)) if place else None
        if place is None or not isinstance(line, Line):
            return
        choices = link_choices(self.report, self.document.catalog, line.where)
        if not choices:
            self.notify(f"No kind of link in {self.document.catalog.name} applies to {line.name}.")
            return

        def chosen(links: "Chosen | None") -> None:
            if links is None:
                return

            def change() -> tuple[Roster, op.Place]:
                roster = self.document.roster
                for link_id, where in links.items():
                    roster = op.set_link(roster, place, link_id, op.place_of(where) if where else None)
                return roster, place

            self._apply(change, f"choose {line.title}'s links")

        self.app.push_screen(LinksDialog(f"Links: {line.title}", choices), chosen)

    def action_roster_options(self) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog

        roster, catalog = self.document.roster, self.document.catalog

        def check(details: op.RosterDetails) -> str:
            try:
                op.set_details(roster, details)
            except op.EditError as error:
                return sentence(str(error))
            return ""

        def chosen(details: op.RosterDetails | None) -> None:
            if details is not None:
                self._apply(
                    lambda: op.set_details(self.document.roster, details), "change the roster's details"
                )

        dialog = RosterOptionsDialog(
            catalog.options,
            op.details(roster),
            default_limit(roster, catalog),
            check,
            costed=bool(catalog.costs),
            event=self.services.event if event_applies(self.services.event, roster) else None,
        )
        self.app.push_screen(dialog, chosen)

    def action_undo(self) -> None:
        what = self.document.last_change
        if (document := self.document.undone()) is not None:
            self._grown = ROSTER
            self._step_to(document)
            self.notify(f"Undone: {what}." if what else "Undone.", timeout=3)

    def action_redo(self) -> None:
        what = self.document.next_change
        if (document := self.document.redone()) is not None:
            self._grown = ROSTER
            self._step_to(document)
            self.notify(f"Redone: {what}." if what else "Redone.", timeout=3)

    def _step_to(self, document: Document) -> None:
        """Undo or redo: a step that changed the player's element types puts their file back too."""
        if document.catalog is self.document.catalog:
            self.document = document
            return
        self.own_types.put_back(document.own)
        self.catalog_changed(document)

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
        elif (place := self.place) is not None and not isinstance(self.focused, CatalogList):
            entry_at = op.entry_at(self.document.roster, place)
            element_id = entry_at.element if isinstance(entry_at, ElementEntry) else None
        self.own_types.edit(element_id)

    def catalog_changed(self, document: Document) -> None:
        """Show a document whose catalog changed: the catalog pane and every price in it anew."""
        self._catalog_shown = printable_catalog(document.catalog)
        self._fixed_text_unsafe = self._catalog_shown is not document.catalog or (
            self.services.event is not None and has_unprintable(self.services.event)
        )
        self._samples = {}
        self.document = document
        self.entries = catalog_entries(self._catalog_shown, self._sample())
        pane = self.query_one(CatalogPane)
        pane.entries = pane.list.entries = self.entries
        highlighted = pane.list.highlighted
        pane.list.filter(pane.list.text)
        pane.list.highlighted = highlighted

    def action_copy_text(self) -> None:
        from armybuilder.present.markdown import markdown  # with the list grammar: not needed to start

        # The text goes out as an escape sequence (OSC 52) that no terminal acknowledges, so the
        # notice says where it was sent, not that it arrived.
        self.app.copy_to_clipboard(markdown(self.report))
        if self.services.browser:
            self.notify("Sent the list as text (Markdown) to the clipboard, to paste in a post or a chat.")
        else:
            self.notify(
                "Sent the list as text (Markdown) to the terminal's clipboard, to paste in a post or a chat."
                " If nothing pastes, the terminal refused it; in tmux, allow it with"
                " `set -g set-clipboard on` in ~/.tmux.conf.",
                timeout=10,
            )

    def _title(self, place: op.Place) -> str:
        line = self._lines.get(op.where_of(place))
        return line.title if line else "the entry"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return bool(self.document.past) or None
        if action == "redo":
            return bool(self.document.future) or None
        if action == "download":
            return self._offered(action)
        if action not in ENTRY_ACTIONS:
            return True
        if not self._offered(action):
            return False
        if not isinstance(self.focused, RosterTable):
            return None  # shown dimmed, so the key bar never moves under a finger as the focus does
        place = self.place
        if place is None:
            return action == "rename" or None
        entry = op.entry_at(self.document.roster, place)
        if action == "links" and isinstance(entry, ElementEntry):
            return self._may_link(entry.element) or None
        if action in ELEMENT_ACTIONS:
            return isinstance(entry, ElementEntry) or None
        return True

    def _offered(self, action: str) -> bool:
        """Whether the action applies here: links or a general only where the game system has them,
        a download only in a browser."""
        catalog = self.document.catalog
        offered = {
            "links": bool(catalog.links),
            "make_general": catalog.general is not None,
            "download": self.services.browser,
        }
        return offered.get(action, True)

    def _may_link(self, element_id: str) -> bool:
        catalog = self.document.catalog
        ix = index_of(catalog)
        element = ix.resolve_element(element_id)
        return element is not None and any(ix.matches(rule.units, element) for rule in catalog.links)

    # Files: saving, autosaving, recovery, printing and downloads live in RosterFiles -------------

    def restore(self, roster: Roster) -> None:
        """Bring back an autosaved roster as a change, so undo returns to the file as saved."""
        self._apply(lambda: roster)

    def action_save(self) -> None:
        self.files.save()

    def action_save_as(self) -> None:
        self.files.save_as()

    def action_print(self) -> None:
        self.files.print()

    def action_download(self) -> None:
        self.files.download()

    def on_unmount(self) -> None:
        # A browser tab closed or a session ended without saving: keep the last changes aside.
        self.files.autosave()

    def action_quit(self) -> None:
        if not self.document.unsaved:
            self.app.exit()
            return

        def answer(choice: str | None) -> None:
            if choice == "save":
                self.files.save(then=self.app.exit)
            elif choice == "discard":
                self.files.abandon()
                self.app.exit()

        question = ChoiceDialog(
            "Unsaved changes",
            f"{self.document.roster.name} has changes that are not saved.",
            [("save", "Save and quit"), ("discard", "Quit without saving"), ("cancel", "Cancel")],
            "cancel",
        )
        self.app.push_screen(question, answer)

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

    # Help and the command palette --------------------------------------------------------------

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.help_sections()))

    def help_sections(self) -> list[Section]:
        def keys(bindings: list[Binding]) -> list[tuple[str, str]]:
            return [
                (", ".join(self.app.get_key_display(b.with_key(k)) for k in b.key.split(",")), b.tooltip)
                for b in bindings
                if b.tooltip
            ]

        offered = [b for b in as_bindings(self.BINDINGS) if self._offered(parse(b.action)[1])]
        screen_keys = [b for b in offered if parse(b.action)[1] not in ENTRY_ACTIONS]
        entry_keys = [b for b in offered if parse(b.action)[1] in ENTRY_ACTIONS]
        palette = self.app.get_key_display(Binding(self.app.COMMAND_PALETTE_BINDING, ""))
        return [
            (
                "Anywhere",
                [
                    ("tab, shift+tab", "Move between the panes: catalog, roster, report"),
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
            ("Roster (while it has the focus: the highlighted entry)", keys(entry_keys)),
        ]

    def commands(self) -> list[Command]:
        catalog = self.document.catalog
        cost_type = catalog.costs[0].id if catalog.costs else ""
        found: list[Command] = []
        for binding in as_bindings(self.BINDINGS):
            _, name, parameters = parse(binding.action)
            if self.check_action(name, parameters) is True:
                key = self.app.get_key_display(binding.with_key(binding.key.split(",")[0]))
                help_text = f"{binding.description} · key: {key}"
                found.append((binding.tooltip, help_text, partial(self.run_action, binding.action)))
        found.append((importing.TITLE, importing.HELP, self.action_import_text))
        found += [
            (
                f"Add {entry.name}",
                f"{entry.group}{f', {entry.cost} {cost_type}' if entry.cost else ''}",
                partial(self.add, entry.kind, entry.id),
            )
            for entry in self.entries
        ]
        return found


def _unset_choices(catalog: Catalog, roster: Roster) -> bool:
    """Whether the roster leaves unset a choice its catalog gives no default for."""
    return any(
        isinstance(option, ChoiceOption) and option.default is None and option.id not in roster.options
        for option in catalog.options
    )
