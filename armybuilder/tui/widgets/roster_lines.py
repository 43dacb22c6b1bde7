"""The roster's lines as a table: formations with their elements, counts and costs, one line per
entry, and a cursor on one of them.

Drawn line by line (Textual's line API), so only the lines on screen are drawn and a roster of
thousands of elements updates as fast as a short one.
"""

from dataclasses import dataclass
from typing import Literal

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from armybuilder.engine import Report
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.engine.words import amount
from armybuilder.present.rows import (
    UNKNOWN_FIGURE,
    Columns,
    FormationRow,
    entries_of,
    key_columns,
    key_headings,
    legend_of,
)
from armybuilder.present.rows import row_of as roster_row
from armybuilder.present.stats import Stat, column_stat
from armybuilder.schema.catalog import Catalog
from armybuilder.tui.messages import RosterHighlighted

MARKS = {"error": "✗", "warning": "!"}
NUMBER_WIDTH = 5
"""The least width of a number column, with the space before it."""
FIGURE_WIDTH = 11
"""The least width a key figure's column is narrowed to, with the space before it, where room is
short: a longer value is cut short. Where the names keep twice NAME_WIDTH, figures are shown whole."""
NAME_WIDTH = 16
"""The least width left to the names: key figures that would leave less are not shown."""


@dataclass(frozen=True)
class Row:
    where: Where
    name: str
    numbers: tuple[str, ...]
    figures: tuple[str, ...]
    """The key figures, one per key stat: '' where the element has no such stat."""
    shorts: tuple[str, ...]
    """The catalog's shorter form of each key figure, shown where it would be cut; '' where none."""
    kind: Literal["formation", "element"]
    known: bool
    problem: str
    """"error", "warning" or "": the worst problem the report finds with this entry."""


def figure(found: Stat | None) -> str:
    """A key figure as the narrow column shows it: '?' where the rules or a choice leave it open."""
    if found is None:
        return ""
    return UNKNOWN_FIGURE if found.awaiting or found.value is None else found.text


def row_of(entry: Line | FormationLine, report: Report, columns: Columns, problem: str) -> Row:
    row = roster_row(entry, report, columns)
    if isinstance(row, FormationRow):
        numbers = ("", *("" for _ in row.cost), *row.cost)
        blank = tuple("" for _ in columns.stats)
        return Row(row.where, row.shown_title, numbers, blank, blank, "formation", row.known, problem)
    indent = "  " if row.in_formation else ""
    numbers = (str(row.count) if row.count else "?", *row.cost_each, *row.cost)
    name = f"{indent}{row.name.line(short=True)}"
    figures = tuple(figure(found) for found in row.stats)
    shorts = tuple(found.short if found else "" for found in row.stats)
    return Row(row.where, name, numbers, figures, shorts, "element", row.known, problem)


def _widths(
    entries: list[Line | FormationLine], columns: tuple[str, ...], costs: tuple[str, ...]
) -> tuple[int, ...]:
    """Each number column as wide as its heading and its widest value, found from the distinct values."""
    counts = {e.count for e in entries if isinstance(e, Line)}
    each = [{e.cost_each[c] for e in entries if isinstance(e, Line) and c in e.cost_each} for c in costs]
    total = [{e.cost.get(c, 0) for e in entries} for c in costs]
    values: list[set[int] | set[float]] = [counts, *each, *total]
    widths = [
        max([len(heading), *(len(amount(v)) for v in found)])
        for heading, found in zip(columns, values, strict=True)
    ]
    return tuple(max(w + 1, NUMBER_WIDTH) for w in widths)


def _figure_widths(entries: list[Line | FormationLine], columns: Columns) -> tuple[int, ...]:
    """Each key figure's column as wide as its heading and its widest value, up to 3 × FIGURE_WIDTH."""
    widths = []
    for key, heading in columns.stats:
        found = {
            (line.stats[key], key in line.awaiting)
            for line in entries
            if isinstance(line, Line) and key in line.stats and _hashable(line.stats[key])
        }
        texts = [figure(column_stat(key, value, columns.defs, awaiting)) for value, awaiting in found]
        widths.append(min(max(cell_len(text) for text in [heading, *texts]) + 1, 3 * FIGURE_WIDTH))
    return tuple(widths)


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


class RosterLines(ScrollView, can_focus=True):
    """The roster's entries, one a line, and the highlighted one."""

    BINDINGS = [
        Binding("up", "move(-1)", "Up", show=False),
        Binding("down", "move(1)", "Down", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
        Binding("pagedown", "page(1)", "Page down", show=False),
        Binding("home", "move_to(0)", "First", show=False),
        Binding("end", "move_to(-1)", "Last", show=False),
    ]

    COMPONENT_CLASSES = {
        "roster-table--header",
        "roster-table--formation",
        "roster-table--unknown",
        "roster-table--error",
        "roster-table--warning",
        "roster-table--cursor",
    }

    DEFAULT_CSS = """
    RosterLines {
        background: $surface;
        overflow-x: hidden;
        scrollbar-size-vertical: 1;
        & > .roster-table--header { text-style: bold; color: $text-muted; }
        & > .roster-table--formation { text-style: bold; }
        & > .roster-table--unknown { color: $text-error; text-style: italic; }
        & > .roster-table--error { color: $text-error; text-style: bold; }
        & > .roster-table--warning { color: $text-warning; text-style: bold; }
        & > .roster-table--cursor { background: $block-cursor-blurred-background; }
        &:focus > .roster-table--cursor {
            background: $block-cursor-background;
            color: $block-cursor-foreground;
        }
    }
    """

    cursor: reactive[int] = reactive(0, init=False)
    """The index of the highlighted row."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.entries: list[Line | FormationLine] = []
        self.columns: tuple[str, ...] = ()
        self.widths: tuple[int, ...] = ()
        self.figure_widths: tuple[int, ...] = ()
        self.figure_headings: tuple[str, ...] = ()
        self.legend = ""
        """What the shortened figure headings stand for."""
        self._report: Report | None = None
        self._columns = Columns(())
        self._problems: dict[Where, str] = {}
        self._rows: dict[int, Row] = {}
        self._rows_before: dict[int, tuple[Line | FormationLine, Row]] = {}
        """The rows worked out for the report shown before, by their entry's id, with the entry."""
        self._strips: dict[tuple, Strip] = {}
        self._drawn: dict[int, tuple] = {}
        """What each line on screen was last drawn from (`_line_key`), by its y."""

    def __len__(self) -> int:
        return len(self.entries)

    def row(self, index: int) -> Row:
        """The row at `index`, worked out when first drawn: a long roster costs only what is on screen.
        An entry a change left alone is the same line of the report as before, and its row is kept,
        where its problem is the same and it names no other unit (whose name its row shows)."""
        if index not in self._rows:
            entry = self.entries[index]
            problem = self._problems.get(entry.where, "")
            entry_before, row = self._rows_before.get(id(entry), (None, None))
            if row is None or entry_before is not entry or row.problem != problem:
                assert self._report is not None  # entries come from a report
                row = row_of(entry, self._report, self._columns, problem)
            self._rows[index] = row
        return self._rows[index]

    def _keep_rows(self, columns: Columns) -> None:
        """Keep the rows of the report shown so far for the next, where its columns are the same."""
        same = columns == self._columns
        self._rows_before = {
            id(entry): (entry, row)
            for index, row in self._rows.items()
            if same and isinstance(entry := self.entries[index], Line) and not entry.links
        }
        self._rows = {}

    @property
    def highlighted(self) -> Where | None:
        """The `where` of the highlighted entry, or None for an empty roster."""
        return self.entries[self.cursor].where if self.entries else None

    def show(self, report: Report, catalog: Catalog, highlight: Where | None = None) -> None:
        """Show the report's entries, highlighting the one at `highlight`, or staying on the same line."""
        # Counts, costs and the key figures only: the detail pane has every stat.
        columns = key_columns(report, catalog)
        self._keep_rows(columns)
        self.entries = entries = entries_of(report)
        self._report = report
        self._columns = columns
        self.figure_headings = tuple(heading for _, heading in columns.stats)
        self.legend = legend_of(columns).text
        self.figure_widths = _figure_widths(entries, columns)
        self._problems = {p.unit: "warning" for p in report.warnings}
        self._problems.update({p.unit: "error" for p in report.errors})
        self.columns = key_headings(tuple(report.costs))
        self.widths = _widths(entries, self.columns, self._columns.costs)
        self.virtual_size = Size(0, len(entries) + 1)
        index = self._index_of(highlight) if highlight is not None else None
        if index is None:
            index = min(self.cursor, max(len(entries) - 1, 0))
        self.set_reactive(RosterLines.cursor, index)
        self._scroll_to_cursor()
        self._refresh_changed()

    def _refresh_changed(self) -> None:
        """Draw again only the lines on screen that now read differently: a key changes a line or
        two, and a whole pane drawn again is most of the time its frame takes on a long roster. A
        scroll or a new size draws the whole pane anyway."""
        region = self.scrollable_content_region
        for y in range(region.height):
            if self._drawn.get(y) != self._line_key(y, region.width):
                self.refresh(Region(0, y, region.width, 1))

    def _index_of(self, where: Where) -> int | None:
        """The index of the entry at `where`. A key mostly acts on the highlighted entry, which stays
        where it was: it is looked at first, not after the thousand before it."""
        entries, cursor = self.entries, self.cursor
        if cursor < len(entries) and entries[cursor].where == where:
            return cursor
        return next((n for n, entry in enumerate(entries) if entry.where == where), None)

    def move_to_where(self, where: Where) -> bool:
        index = self._index_of(where)
        if index is not None:
            self.cursor = index
        return index is not None

    def watch_cursor(self) -> None:
        self._scroll_to_cursor()
        self.refresh()
        self.post_message(RosterHighlighted(self.highlighted))

    def validate_cursor(self, cursor: int) -> int:
        return max(0, min(cursor, len(self.entries) - 1))

    def action_move(self, by: int) -> None:
        self.cursor += by

    def action_page(self, by: int) -> None:
        self.cursor += by * max(self.scrollable_content_region.height - 2, 1)

    def action_move_to(self, index: int) -> None:
        self.cursor = index if index >= 0 else len(self.entries) - 1

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None and offset.y >= 1:
            self.cursor = offset.y - 1 + round(self.scroll_offset.y)

    def _scroll_to_cursor(self) -> None:
        visible = self.scrollable_content_region.height - 1
        if visible < 1:
            return
        top = round(self.scroll_offset.y)
        if self.cursor < top:
            self.scroll_to(y=self.cursor, animate=False, force=True)
        elif self.cursor >= top + visible:
            self.scroll_to(y=self.cursor - visible + 1, animate=False, force=True)

    def render_lines(self, crop: Region) -> list[Strip]:
        self._styles: dict[tuple[str, ...], Style] = {}  # worked out once per redraw, not per line
        return super().render_lines(crop)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips.clear()

    def _style(self, *names: str) -> Style:
        if names not in self._styles:
            style = self.rich_style
            for name in names:
                style += self.get_component_rich_style(f"roster-table--{name}")
            self._styles[names] = style
        return self._styles[names]

    def _line_key(self, y: int, width: int) -> tuple:
        """All that the line at `y` on screen is drawn from, where the pane's styles stay the same."""
        if y == 0:
            return ("header", self.figure_headings, self.columns, self.widths, self.figure_widths, width)
        index = y - 1 + round(self.scroll_offset.y)
        if index >= len(self.entries):
            return ("blank", width)
        return (self.row(index), index == self.cursor, self.has_focus, width, self.widths, self.figure_widths)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        key = self._drawn[y] = self._line_key(y, width)
        if y == 0:
            header = self._style("header")
            headings = self.figure_headings
            return self._strip(" ", "Unit", headings, headings, self.columns, header, None, width)
        index = y - 1 + round(self.scroll_offset.y)
        if index >= len(self.entries):
            return Strip.blank(width, self._style())
        row = self.row(index)
        # A scroll or a new row draws every line on screen; most are unchanged, so keep what each looked like.
        strip = self._strips.get(key)
        if strip is None:
            names = ["formation"] if row.kind == "formation" else []
            names += [] if row.known else ["unknown"]
            names += ["cursor"] if index == self.cursor else []
            mark_style = self._style(*names, row.problem) if row.problem else None
            mark = MARKS.get(row.problem, " ")
            style = self._style(*names)
            strip = self._strip(
                mark, row.name, row.figures, row.shorts, row.numbers, style, mark_style, width
            )
            if len(self._strips) > 2000:
                self._strips.clear()
            self._strips[key] = strip
        return strip

    def _strip(
        self,
        mark: str,
        name: str,
        figures: tuple[str, ...],
        shorts: tuple[str, ...],
        numbers: tuple[str, ...],
        style: Style,
        mark_style: Style | None,
        width: int,
    ) -> Strip:
        number_cells = "".join(
            number.rjust(width) for number, width in zip(numbers, self.widths, strict=True)
        )
        room = width - 2 - len(number_cells) - 1
        widths = self.figure_widths
        if room - sum(widths) < 2 * NAME_WIDTH:
            widths = _narrowed(widths, 2 * NAME_WIDTH - (room - sum(widths)))
        # Key figures from the left while the names keep room; the detail pane has the rest.
        shown = 0
        while shown < len(figures) and room - widths[shown] >= NAME_WIDTH:
            room -= widths[shown]
            shown += 1
        if any(figures[:shown]):
            figure_cells = "".join(
                " " + _cut(_fitting(text, short, each - 1), each - 1)
                for text, short, each in zip(figures[:shown], shorts, widths, strict=False)
            )
        else:  # a formation, say: its name has the room of the figures it has none of
            figure_cells, room = "", room + sum(widths[:shown])
        name_width = max(room, 4)
        segments = [
            Segment(f"{mark} ", mark_style or style),
            Segment(_cut(name, name_width) + figure_cells + " " + number_cells, style),
        ]
        return Strip(segments).adjust_cell_length(width, style)


def _narrowed(widths: tuple[int, ...], by: int) -> tuple[int, ...]:
    """The figure columns `by` cells narrower in all, the widest first and none below FIGURE_WIDTH:
    a long figure is cut only as much as the names need ('Manhandled or…', not 'Manhandle…')."""
    narrowed = list(widths)
    for _ in range(by if narrowed else 0):
        widest = max(range(len(narrowed)), key=lambda n: narrowed[n])
        if narrowed[widest] <= FIGURE_WIDTH:
            break
        narrowed[widest] -= 1
    return tuple(narrowed)


def _fitting(text: str, short: str, width: int) -> str:
    """The figure whole where it fits, else the catalog's shorter form of it, if it has one."""
    return short if short and cell_len(text) > width else text


def _cut(text: str, width: int) -> str:
    """`text` in exactly `width` cells: padded, or cut short with an ellipsis."""
    if cell_len(text) > width:
        return set_cell_size(text, width - 1) + "…"
    return set_cell_size(text, width)
