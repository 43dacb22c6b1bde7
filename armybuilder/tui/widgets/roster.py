"""The roster as a table: formations with their elements, counts and costs, one line per entry.

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
from armybuilder.present.rows import Columns, FormationRow, entries_of
from armybuilder.present.rows import row_of as roster_row
from armybuilder.tui.messages import RosterHighlighted
from armybuilder.words import GENERAL, amount

MARKS = {"error": "✗", "warning": "!"}
NUMBER_WIDTH = 5
"""The least width of a number column, with the space before it."""


@dataclass(frozen=True)
class Row:
    where: Where
    name: str
    numbers: tuple[str, ...]
    kind: Literal["formation", "element"]
    known: bool
    problem: str
    """"error", "warning" or "": the worst problem the report finds with this entry."""


def columns_of(report: Report) -> tuple[str, ...]:
    """Headings of the number columns: the count, then each cost type's cost each and in all."""
    return ("No.", *(f"{c} ea" for c in report.costs), *report.costs)


def row_of(entry: Line | FormationLine, report: Report, columns: Columns, problem: str) -> Row:
    row = roster_row(entry, report, columns)
    title = row.title if row.known else f"{row.title} (unknown)"
    if isinstance(row, FormationRow):
        numbers = ("", *("" for _ in row.cost), *row.cost)
        return Row(row.where, title, numbers, "formation", row.known, problem)
    indent = "  " if row.in_formation else ""
    options = f" [{', '.join(row.options)}]" if row.options else ""
    # Ids and links as the file writes them: `#teams-1` names a tow, `→ #teams-1` uses it.
    unit_id = f" #{row.unit_id}" if row.unit_id else ""
    links = "".join(f" → #{target}" for target in row.targets)
    mark = f"{GENERAL} " if row.general else ""
    numbers = (str(row.count) if row.count else "?", *row.cost_each, *row.cost)
    name = f"{indent}{mark}{title}{unit_id}{options}{links}"
    return Row(row.where, name, numbers, "element", row.known, problem)


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


class RosterTable(ScrollView, can_focus=True):
    """The roster's entries; the highlighted one is what the screen's entry keys act on."""

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
    RosterTable {
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
        self._report: Report | None = None
        self._columns = Columns(())
        self._problems: dict[Where, str] = {}
        self._rows: dict[int, Row] = {}
        self._strips: dict[tuple, Strip] = {}

    def __len__(self) -> int:
        return len(self.entries)

    def row(self, index: int) -> Row:
        """The row at `index`, worked out when first drawn: a long roster costs only what is on screen."""
        if index not in self._rows:
            entry = self.entries[index]
            assert self._report is not None  # entries come from a report
            self._rows[index] = row_of(
                entry, self._report, self._columns, self._problems.get(entry.where, "")
            )
        return self._rows[index]

    @property
    def highlighted(self) -> Where | None:
        """The `where` of the highlighted entry, or None for an empty roster."""
        return self.entries[self.cursor].where if self.entries else None

    def show(self, report: Report, highlight: Where | None = None) -> None:
        """Show the report's entries, highlighting the one at `highlight`, or staying on the same line."""
        self.entries = entries = entries_of(report)
        self._report = report
        # The editor shows counts and costs only: its rows leave the stats out.
        self._columns = Columns(tuple(report.costs))
        self._problems = {p.unit: "warning" for p in report.warnings}
        self._problems.update({p.unit: "error" for p in report.errors})
        self._rows = {}
        self.columns = columns_of(report)
        self.widths = _widths(entries, self.columns, self._columns.costs)
        self.virtual_size = Size(0, len(entries) + 1)
        index = None
        if highlight is not None:
            index = next((n for n, entry in enumerate(entries) if entry.where == highlight), None)
        if index is None:
            index = min(self.cursor, max(len(entries) - 1, 0))
        self.set_reactive(RosterTable.cursor, index)
        self._scroll_to_cursor()
        self.refresh()

    def move_to_where(self, where: Where) -> bool:
        index = next((n for n, entry in enumerate(self.entries) if entry.where == where), None)
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

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if y == 0:
            return self._strip(" ", "Unit", self.columns, self._style("header"), None, width)
        index = y - 1 + round(self.scroll_offset.y)
        if index >= len(self.entries):
            return Strip.blank(width, self._style())
        row = self.row(index)
        # A change redraws every line on screen; most are unchanged, so keep what each looked like.
        key = (row, index == self.cursor, self.has_focus, width, self.widths)
        strip = self._strips.get(key)
        if strip is None:
            names = ["formation"] if row.kind == "formation" else []
            names += [] if row.known else ["unknown"]
            names += ["cursor"] if index == self.cursor else []
            mark_style = self._style(*names, row.problem) if row.problem else None
            mark = MARKS.get(row.problem, " ")
            strip = self._strip(mark, row.name, row.numbers, self._style(*names), mark_style, width)
            if len(self._strips) > 2000:
                self._strips.clear()
            self._strips[key] = strip
        return strip

    def _strip(
        self,
        mark: str,
        name: str,
        numbers: tuple[str, ...],
        style: Style,
        mark_style: Style | None,
        width: int,
    ) -> Strip:
        number_cells = "".join(
            number.rjust(width) for number, width in zip(numbers, self.widths, strict=True)
        )
        name_width = max(width - 2 - len(number_cells) - 1, 4)
        if cell_len(name) > name_width:
            name = set_cell_size(name, name_width - 1) + "…"
        segments = [
            Segment(f"{mark} ", mark_style or style),
            Segment(set_cell_size(name, name_width) + " " + number_cells, style),
        ]
        return Strip(segments).adjust_cell_length(width, style)
