"""The catalog pane: a filter box over the element types and formations, grouped, with their cost."""

from textual import events, on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from armybuilder.present.rows import OWN_MARK
from armybuilder.terminal import printable
from armybuilder.tui.catalog_entries import CatalogEntry
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.messages import AddRequested, CatalogHighlighted


class _Row(Visual):
    """An entry's line: the name, indented under its group, marked where it is the player's own,
    and the cost against the right edge of the width it is drawn at. So the line is right in the
    first frame, which is drawn before the list hears its size."""

    def __init__(self, entry: CatalogEntry) -> None:
        self.entry = entry
        self.name = Content(f"  {entry.name}")
        self.mark = Content.styled(f" {OWN_MARK}", "italic $text-accent") if entry.own else Content()
        self.needed = self.name.cell_length + self.mark.cell_length + 1 + len(entry.cost)

    def at(self, width: int) -> Content:
        cost = self.entry.cost
        room = max(width - len(cost) - self.mark.cell_length - 1, 4)
        name = self.name.truncate(room, ellipsis=True) if self.name.cell_length > room else self.name
        name += self.mark
        return Content.assemble(name, " " * max(width - name.cell_length - len(cost), 0), cost)

    def __str__(self) -> str:
        return str(self.at(self.needed))

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return self.at(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return self.needed

    def get_height(self, rules: RulesMap, width: int) -> int:
        return 1


class CatalogList(OptionList):
    """Entries under group headings; `enter`, `a` or a double click adds the highlighted one."""

    BINDINGS = [Binding("a", "select", "Add", tooltip="Add the highlighted catalog entry to the roster")]

    DEFAULT_CSS = """
    CatalogList { height: 1fr; scrollbar-size-vertical: 1; }
    """

    def __init__(self, entries: list[CatalogEntry], *, id: str | None = None) -> None:
        super().__init__(id=id, compact=True)
        # Its lines hold no links: without this every entry drawn works out a link style, and the
        # colours beneath it, for none (a third of drawing the list).
        self.auto_links = False
        self.entries = entries
        self.shown: list[CatalogEntry | None] = []
        self.text = ""
        self.drawn_width = 0

    def on_mount(self) -> None:
        self.filter("")

    def filter(self, text: str) -> None:
        """Show the entries matching `text`; a filtered list highlights the first (the one `enter` adds)."""
        options: list[Option] = []
        self.shown = []
        self.text = text
        self.drawn_width = self.scrollable_content_region.width
        group = None
        for entry in self.entries:
            if not entry.matches(text):
                continue
            if entry.group != group:
                group = entry.group
                options.append(Option(Content.styled(group, "bold"), disabled=True))
                self.shown.append(None)
            options.append(Option(_Row(entry)))
            self.shown.append(entry)
        if text and not options:  # else an empty pane, with the filter that emptied it out of mind
            words = printable(f"Nothing matches “{text}”; escape clears the filter.")
            options.append(Option(Content.styled(words, "italic $text-muted"), disabled=True))
            self.shown.append(None)
        self.set_options(options)
        if text:
            top = self.top_match
            self.highlighted = next((n for n, entry in enumerate(self.shown) if entry is top), None)

    def on_resize(self) -> None:
        self._fit()

    def watch_show_vertical_scrollbar(self) -> None:
        # The scrollbar comes and goes with no resize (the list keeps its size): without this, entries
        # drawn while it stood would leave its column empty once it has gone.
        self._fit()

    def _fit(self) -> None:
        """Draw the entries again if the width left for them has changed: the list keeps the rows
        it drew until its options change."""
        if self.scrollable_content_region.width != self.drawn_width:
            highlighted = self.highlighted
            self.filter(self.text)
            self.highlighted = highlighted

    @property
    def top_match(self) -> CatalogEntry | None:
        """The first entry its own name matches (`sturm`: Sturmtruppe, not a Tank whose alias is
        `Sturmpanzerwagen`), else the first shown."""
        shown = [entry for entry in self.shown if entry is not None]
        return next((entry for entry in shown if entry.named(self.text)), shown[0] if shown else None)

    @property
    def current(self) -> CatalogEntry | None:
        return self.shown[self.highlighted] if self.highlighted is not None else None

    async def _on_click(self, event: events.Click) -> None:
        # A single click only highlights (and shows the entry); adding takes a double click or a key.
        index = event.style.meta.get("option")
        if event.chain < 2 and index is not None:
            event.prevent_default()
            if not self.options[index].disabled:
                self.highlighted = index


class CatalogPane(Vertical):
    """The filter box and the list. Typing filters; `enter` in the box adds the top match."""

    BINDINGS = [
        Binding("down", "focus_list", "List", show=False),
        Binding("escape", "clear", "Clear filter", show=False),
    ]

    DEFAULT_CSS = """
    CatalogPane {
        & > Input, & > Input:focus { border: none; height: 1; padding: 0 1; margin-bottom: 1; }
        & > Input:focus { background: $primary 20%; }
    }
    """

    def __init__(self, editor: RosterEditor, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.editor = editor
        self.entries = editor.entries()
        catalog = editor.catalog
        self.border_title = "Catalog" + (f" · {catalog.costs[0].id}" if catalog.costs else "")

    def list_anew(self) -> None:
        """List the catalog as it now reads (the player's own element types changed), keeping the
        filter and the place in the list."""
        self.entries = self.list.entries = self.editor.entries()
        highlighted = self.list.highlighted
        self.list.filter(self.list.text)
        self.list.highlighted = highlighted

    def compose(self) -> ComposeResult:
        yield Input(placeholder="/ to filter", id="filter")
        yield CatalogList(self.entries, id="catalog-list")

    @property
    def list(self) -> CatalogList:
        return self.query_one(CatalogList)

    @property
    def filter_has_focus(self) -> bool:
        # The screen's focus, not the box's has_focus, which changes only once the box hears of it.
        return self.screen.focused is self.query_one(Input)

    def focus_filter(self) -> None:
        """Move to the filter box, unless typing in it: then the key is typed there, since a name may
        hold a slash ("Medium/Heavy")."""
        if self.filter_has_focus:
            raise SkipAction()
        # At once, not after the queued events: the keys typed next belong to the filter.
        self.screen.set_focus(self.query_one(Input))

    def action_focus_list(self) -> None:
        self.list.focus()

    def action_clear(self) -> None:
        self.query_one(Input).value = ""
        self.list.focus()

    @on(Input.Changed, "#filter")
    def _filter(self, event: Input.Changed) -> None:
        self.list.filter(event.value)

    @on(Input.Submitted, "#filter")
    def _add_top_match(self, event: Input.Submitted) -> None:
        event.stop()
        entry = self.list.top_match
        if entry is None:
            self.notify(f"Nothing in the catalog matches “{event.value}”.", severity="warning")
            return
        self.post_message(AddRequested(entry.kind, entry.id, from_filter=True))

    @on(OptionList.OptionSelected, "#catalog-list")
    def _add_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        entry = self.list.current
        if entry is not None:
            self.post_message(AddRequested(entry.kind, entry.id))

    @on(OptionList.OptionHighlighted, "#catalog-list")
    def _show(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        entry = self.list.current
        if entry is not None:
            self.post_message(CatalogHighlighted(entry.kind, entry.id))
