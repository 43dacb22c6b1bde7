"""The detail pane: everything about the highlighted roster entry, or the catalog entry last
highlighted, as the roster editor's report has it.

Drawn line by line, so showing another entry as the cursor moves redraws this pane alone rather
than laying out the whole screen again.
"""

from collections.abc import Sequence

from textual.content import Content
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual

from armybuilder.editing import operations as op
from armybuilder.engine import Problem
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.present.entry_detail import element_detail, formation_detail
from armybuilder.schema.roster import DeclaredBase, ElementEntry
from armybuilder.tui.catalog_entries import Kind
from armybuilder.tui.describe import detail_text
from armybuilder.tui.editor import RosterEditor


class DetailPane(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    DetailPane { padding: 0 1; overflow-x: hidden; scrollbar-size-vertical: 1; scrollbar-gutter: stable; }
    """

    def __init__(self, editor: RosterEditor, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.editor = editor
        self.border_title = "Detail"
        self.text = Content()
        self._strips: list[Strip] = []
        self._catalog_entry: tuple[Kind, str] | None = None
        """The catalog entry shown; None while the pane shows the roster's highlighted entry."""

    @property
    def shows_roster_entry(self) -> bool:
        return self._catalog_entry is None

    def show_roster_entry(self, where: Where | None) -> None:
        """Show the roster's entry at `where` (None: the roster is empty)."""
        self._catalog_entry = None
        self._show_entry(where)

    def follow_roster(self) -> None:
        """Show the roster's highlighted entry from the report next shown (the roster is about to
        take the focus and change)."""
        self._catalog_entry = None

    def show_catalog_entry(self, kind: Kind, entry_id: str) -> None:
        self._catalog_entry = (kind, entry_id)
        self._show_entry(None)

    def show_anew(self, where: Where | None) -> None:
        """After a change: the roster's entry at `where`, or the same catalog entry, as the report now has it."""
        self._show_entry(where)

    def _show_entry(self, where: Where | None) -> None:
        editor = self.editor
        catalog = editor.catalog_shown
        line: Line | FormationLine | None
        heading = ""
        problems: Sequence[Problem] = ()
        declared: DeclaredBase | None = None
        if self._catalog_entry is not None:
            line = editor.sample().line(*self._catalog_entry)
            if line is None:
                return
            heading = "In the catalog; enter or a adds it"
        else:
            line = editor.line(where) if where else None
            if line is None:
                self.show("The roster is empty: add formations and elements from the catalog.")
                return
            problems = editor.problems_of(line.where)
            entry = op.entry_at(editor.document.roster, line.where)
            declared = entry.base if isinstance(entry, ElementEntry) else None
        if isinstance(line, FormationLine):
            sections = formation_detail(line, catalog, editor.report, problems=problems, heading=heading)
            text = detail_text(sections, editor.report, catalog)
        else:
            sections = element_detail(
                line, catalog, editor.shown, declared=declared, problems=problems, heading=heading
            )
            text = detail_text(sections, editor.shown, catalog)
        self.show(text)

    def show(self, text: Content | str) -> None:
        text = text if isinstance(text, Content) else Content(text)
        if text == self.text and text.spans == self.text.spans:
            return  # the same entry, unchanged: keep the place it was scrolled to
        self.text = text
        self._wrap()
        self.scroll_home(animate=False, immediate=True)

    def on_resize(self) -> None:
        self._wrap()

    def _wrap(self) -> None:
        width = self.scrollable_content_region.width
        self._strips = (
            Visual.to_strips(self, self.text, width, None, self.visual_style, pad=True) if width else []
        )
        self.virtual_size = Size(0, len(self._strips))
        self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        self._base = self.rich_style  # worked out once per redraw, not per line
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        index = y + round(self.scroll_offset.y)
        width = self.scrollable_content_region.width
        if index < len(self._strips):
            return self._strips[index].adjust_cell_length(width, self._base)
        return Strip.blank(width, self._base)
