"""The start screen: a new roster for one of the game systems found, a file, or a recent file."""

import contextlib
from dataclasses import replace
from pathlib import Path

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from armybuilder.editing.operations import EditError, details, parse_limit, set_details
from armybuilder.engine.words import ago, sentence
from armybuilder.errors import InputError
from armybuilder.files.opening import ROSTER_SUFFIXES
from armybuilder.files.rosters import starter
from armybuilder.present.catalogs import catalog_line
from armybuilder.present.entry_detail import default_limit
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import MAX_NAME, Roster
from armybuilder.terminal import printable
from armybuilder.tui import importing
from armybuilder.tui.cannot_open import CannotOpen
from armybuilder.tui.commands import Command, ScreenCommands
from armybuilder.tui.document import Document
from armybuilder.tui.files import with_roster_ending
from armybuilder.tui.opening import new_roster, open_file, read, recovered
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.keys import KeyBar

NEW_NAME = "New army"
"""The name a new roster starts with: selected when the field is tapped, so typing replaces it."""
MAX_LISTED = 100
"""Rosters of the served folder listed on the start screen; the rest are opened by name."""
HELP = [
    (
        "A new roster",
        [
            ("up, down", "Choose the game system"),
            ("enter", "On to its name and limit (a limit left empty is the system's usual one)"),
            ("enter", "In the name or the limit: create the roster and start building it"),
        ],
    ),
    (
        "A roster to open",
        [
            (
                "paste",
                "A list pasted here (a forum post, an e-mail, a copy made with c) opens as a new roster",
            ),
            ("enter", "In the file's box: open the file typed; on a listed file: open it"),
            ("delete", "On a recent file: take it off the list (the file stays)"),
        ],
    ),
    (
        "Anywhere",
        [
            ("tab, shift+tab", "Move between the systems, the fields and the lists"),
            ("ctrl+p", "Command palette: every action"),
            ("?, f1", "This help (in a text box, ? is typed)"),
            ("esc", "Quit"),
        ],
    ),
]
"""The start screen's keys, as its help lists them."""
ABOUT = (
    "Rosters are YAML files (.yaml) or lists written as text; the editor checks every change "
    "against the system's rules. Without the editor, `armybuilder --help` lists the commands that "
    "check, show and print rosters."
)


class StartScreen(Screen[None]):
    CSS_PATH = "start.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-small"), (80, "-normal")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    BINDINGS = [Binding("question_mark,f1", "help", "Help"), Binding("escape", "app.quit", "Quit")]
    COMMANDS = {ScreenCommands}

    def __init__(self, services: Services, *, problem: str = "") -> None:
        super().__init__()
        self.services = services
        self.problem = problem
        self._leaving = False
        """Set once a roster is being opened: a tap in a browser can select a file twice."""
        self.systems: list[Catalog] = []
        self.broken: list[InputError] = []
        for found in services.catalogs:
            if isinstance(found, Catalog):
                self.systems.append(found)
            else:
                self.broken.append(found)
        self.files = services.files
        self.recent = [path for path in services.recent.load() if self.files.allows(path)]
        self.in_folder = _rosters_in(self.files.folder) if self.files.in_browser else []
        """In a browser the player cannot look in the served folder, so its rosters are listed."""
        self.copies = [(copy, roster) for copy in services.autosaves.unsaved() if (roster := _readable(copy))]

    def compose(self) -> ComposeResult:
        yield Label("armybuilder · build, check and print army lists", id="title")
        with VerticalScroll(id="problem-box"):
            yield Static(printable(self.problem, lines=True), id="problem", markup=False)
        with VerticalScroll(id="start"):
            yield Label("New roster: choose the game system, then a name and a limit", classes="section")
            yield OptionList(*self._system_options(), id="systems")
            if self.broken:
                yield Static(self._broken_text(), id="broken", markup=False)
            with Horizontal(classes="fields"):
                yield Label("Name", classes="field-label")
                yield Input(NEW_NAME, id="name", max_length=MAX_NAME)
                yield Label("Limit", classes="field-label")
                yield Input(id="limit", type="number", valid_empty=True)
                yield Button("Create", id="create", variant="primary")
            yield Label(
                "Or paste a list (a forum post, an e-mail, a copy made with c) to open it",
                classes="section",
            )
            yield Label("Open a roster file", classes="section")
            with Horizontal(classes="fields"):
                yield Input(
                    id="path", placeholder="roster.yaml" if self.files.in_browser else "path/to/roster.yaml"
                )
                yield Button("Open", id="open")
            if self.in_folder:
                yield Label("Rosters in this folder", classes="section")
                yield OptionList(*(self._file_option(path) for path in self.in_folder), id="folder")
            if self.recent:
                yield Label("Recent files (delete takes the highlighted one off the list)", classes="section")
                yield OptionList(*(self._recent_option(path) for path in self.recent), id="recent")
            if self.copies:
                yield Label("Unsaved new rosters (autosaved)", classes="section")
                # Their time tells apart the copies of rosters that all start as 'New army'.
                now = self.services.clock()
                options = [
                    Option(
                        Content(printable(f"{r.name} ({r.system}), autosaved {ago(now - _modified(copy))}"))
                    )
                    for copy, r in self.copies
                ]
                yield OptionList(*options, id="copies")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#problem-box").display = bool(self.problem)
        self.query_one("#systems", OptionList).focus()

    def _system_options(self) -> list[Option]:
        options = [
            Option(
                Content.assemble(
                    (printable(f"{c.name} {c.version}"), "bold"),
                    (" · " + printable(catalog_line(c)), "dim"),
                )
            )
            for c in self.systems
        ]
        return options

    def _broken_text(self) -> str:
        """The catalogs that could not be loaded, wrapped below the systems so the way to fix
        each stays in view however narrow the terminal."""
        lines = []
        for error in (broken.named(self.files.shown) for broken in self.broken):
            lines.append(f"✗ {Path(error.file).name} not loaded: {error.message}")
            lines.append(f"  To see what to fix: armybuilder lint {error.file}")
        return printable("\n".join(lines), lines=True)

    def _recent_option(self, path: Path) -> Option:
        if not path.exists():
            return Option(Content.assemble(printable(self.files.shown(path)), ("  (missing)", "$text-error")))
        return self._file_option(path)

    def _file_option(self, path: Path) -> Option:
        """A roster file by its army's name, the file's own dim beside it (alone if it cannot be read)."""
        shown = printable(self.files.shown(path))
        roster = _readable(path)
        if roster is None:
            return Option(Content(shown))
        return Option(Content.assemble((printable(roster.name), "bold"), (f"  {shown}", "dim")))

    @property
    def system(self) -> Catalog | None:
        index = self.query_one("#systems", OptionList).highlighted
        return self.systems[index] if index is not None and index < len(self.systems) else None

    @on(OptionList.OptionHighlighted, "#systems")
    def _show_default_limit(self) -> None:
        catalog = self.system
        if catalog is None:
            return
        limit = self.query_one("#limit", Input)
        limit.disabled = not catalog.costs
        # A phone's narrow field shows a few letters: the limit alone ("36 AP", "none"), where
        # "empty: 36 AP" and "no points" were cut to "empty:" and "no".
        small = self.has_class("-small")
        if not catalog.costs:
            limit.placeholder = "none" if small else "no points"
        else:
            default = default_limit(starter(catalog, "new"), catalog)
            limit.placeholder = default if small else f"empty: {default}"

    def on_resize(self) -> None:
        self.call_after_refresh(self._show_default_limit)

    @on(OptionList.OptionSelected, "#systems")
    def _system_chosen(self) -> None:
        self.query_one("#name", Input).focus()

    @on(Button.Pressed, "#create")
    @on(Input.Submitted, "#name, #limit")
    def _create(self) -> None:
        catalog = self.system
        name = self.query_one("#name", Input).value.strip()
        limit_text = self.query_one("#limit", Input).value.strip() if catalog and catalog.costs else ""
        if catalog is None:
            self._show_problem("Choose a game system first.")
            return
        if not name:
            self._show_problem("Give the roster a name.")
            return
        try:
            limit = parse_limit(limit_text)
            document = new_roster(self.services.catalogs, catalog.id, name, shown=self.files.shown)
            roster = set_details(document.roster, replace(details(document.roster), limit=limit))
        except (CannotOpen, EditError) as error:
            self._show_problem(str(error))
            return
        self._open(Document.new(document.catalog, roster))

    @on(Button.Pressed, "#open")
    @on(Input.Submitted, "#path")
    def _open_typed(self) -> None:
        text = self.query_one("#path", Input).value.strip()
        if not text:
            self._show_problem("Type the path of a roster file to open.")
            return
        try:
            path = self.files.path_for(text)
        except ValueError as error:
            self._show_problem(f"{sentence(str(error))}.")
            return
        # A roster's name typed without its ending, as Save as takes one (never out of a browser's folder).
        named = with_roster_ending(path)
        if named != path and not path.exists() and named.is_file() and self.files.allows(named):
            path = named
        self._open_file(path)

    def on_key(self, event: events.Key) -> None:
        recent = self.query("#recent").first(OptionList) if self.recent else None
        if event.key not in ("delete", "backspace") or recent is None or not recent.has_focus:
            return
        index = recent.highlighted
        if index is None or index >= len(self.recent):
            return
        event.stop()
        path = self.recent.pop(index)
        with contextlib.suppress(OSError):  # the recent list is a convenience
            self.services.recent.forget(path)
        recent.remove_option_at_index(index)
        self.notify(f"Took {path.name} off the recent files; the file itself is not touched.")

    @on(OptionList.OptionSelected, "#folder")
    def _open_in_folder(self, event: OptionList.OptionSelected) -> None:
        self._open_file(self.in_folder[event.option_index])

    def on_click(self, event: events.Click) -> None:
        # A tap places the cursor where it lands, undoing the selection focus made: select the
        # starting name again, so typing replaces it rather than adding to it.
        name = self.query_one("#name", Input)
        if event.widget is name and name.value == NEW_NAME:
            name.call_after_refresh(name.select_all)

    @on(OptionList.OptionSelected, "#recent")
    def _open_recent(self, event: OptionList.OptionSelected) -> None:
        self._open_file(self.recent[event.option_index])

    @on(OptionList.OptionSelected, "#copies")
    def _open_copy(self, event: OptionList.OptionSelected) -> None:
        copy, _ = self.copies[event.option_index]
        try:
            document = recovered(self.services.catalogs, copy, shown=self.files.shown)
        except CannotOpen as error:
            self._show_problem(str(error))
            return
        self._open(document, copy)

    def commands(self) -> list[Command]:
        return [(importing.TITLE, importing.HELP, self.action_import_text)]

    def action_help(self) -> None:
        from armybuilder.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(HELP, ABOUT))

    def action_import_text(self) -> None:
        importing.ask_for_text(self.app, self.services, self._open_read, self._show_problem)

    def on_paste(self, event: events.Paste) -> None:
        """A list pasted anywhere on the screen but a text box opens as a new roster."""
        if event.text.strip():
            event.stop()
            importing.open_text(self.app, self.services, event.text, self._open_read, self._show_problem)

    def _open_read(self, document: Document, said: str) -> None:
        self._open(document)
        self.app.notify(said, timeout=8)

    def _open_file(self, path: Path) -> None:
        try:
            document = open_file(self.services.catalogs, path, shown=self.files.shown)
        except CannotOpen as error:
            self._show_problem(str(error))
            return
        with contextlib.suppress(OSError):  # the recent list is a convenience
            self.services.recent.add(path)
        self._open(document)

    def _open(self, document: Document, copy: Path | None = None) -> None:
        # A second roster opened before the first screen is up would replace it half built.
        if self._leaving:
            return
        self._leaving = True
        self.app.switch_screen(BuildScreen(document, self.services, copy=copy))

    def _show_problem(self, text: str) -> None:
        self.query_one("#problem", Static).update(printable(text, lines=True))
        self.query_one("#problem-box").display = True


def _modified(copy: Path) -> float:
    try:
        return copy.stat().st_mtime
    except OSError:  # gone since it was listed: opening it will say so
        return 0.0


def _readable(copy: Path) -> Roster | None:
    try:
        return read(copy, shown=str)  # only whether it reads: why not is never shown
    except CannotOpen:
        return None


def _rosters_in(folder: Path) -> list[Path]:
    """The roster files at the top of a folder, by name, at most MAX_LISTED."""
    try:
        found = sorted(
            path for path in folder.iterdir() if path.suffix.lower() in ROSTER_SUFFIXES and path.is_file()
        )
    except OSError:
        return []
    return found[:MAX_LISTED]
