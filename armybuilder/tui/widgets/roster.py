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
from textual.geometry import Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from armybuilder.engine import Report
from armybuilder.engine.findings import amount
from armybuilder.engine.report import FormationLine, Line
from armybuilder.tui.messages import RosterHighlighted

GENERAL = "★"
MARKS = {"error": "✗", "warning": "!"}
NUMBER_WIDTH = 5
"""The least width of a number column, with the space before it."""


@dataclass(frozen=True)
class Row:
    where: str
    name: str
    numbers: tuple[str, ...]
    kind: Literal["formation", "element"]
    known: bool
    problem: Literal["error", "warning", ""]


def columns_of(report: Report) -> tuple[str, ...]:
    """Headings of the number columns: the count, then each cost type's cost each and in all."""
    return ("No.", *(f"{c} ea" for c in report.costs), *report.costs)


def rows_of(report: Report) -> list[Row]:
    problems: dict[str, str] = {}
    for problem in report.warnings:
        problems[problem.where] = "warning"
    for problem in report.errors:
        problems[problem.where] = "error"
    costs = list(report.costs)
    rows: list[Row] = []
    for unit in report.units:
        if isinstance(unit, FormationLine):
            title = unit.title if unit.known else f"{unit.title} (unknown)"
            numbers = ("", *("" for _ in costs), *(amount(unit.cost.get(c, 0)) for c in costs))
            rows.append(
                Row(unit.where, title, numbers, "formation", unit.known, problems.get(unit.where, ""))
            )
            rows += [_element_row(line, costs, problems, "  ") for line in unit.lines]
        else:
            rows.append(_element_row(unit, costs, problems, ""))
    return rows


def _element_row(line: Line, costs: list[str], problems: dict[str, str], indent: str) -> Row:
    title = line.title if line.known else f"{line.title} (unknown)"
    options = f" [{', '.join(line.options)}]" if line.options else ""
    mark = f"{GENERAL} " if line.general else ""
    numbers = (
        str(line.count) if line.count else "?",
        *(amount(line.cost_each[c]) if c in line.cost_each else "" for c in costs),
        *(amount(line.cost[c]) if c in line.cost else "" for c in costs),
    )
    return Row(
        line.where,
        f"{indent}{mark}{title}{options}",
        numbers,
        "element",
        line.known,
        problems.get(line.where, ""),
    )


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
        self.rows: list[Row] = []
        self.columns: tuple[str, ...] = ()
        self.widths: tuple[int, ...] = ()

    @property
    def highlighted(self) -> str | None:
        """The `where` of the highlighted entry, or None for an empty roster."""
        return self.rows[self.cursor].where if self.rows else None

    def show(self, rows: list[Row], columns: tuple[str, ...], highlight: str | None = None) -> None:
        """Show new rows, highlighting the entry at `highlight`, or staying on the same line."""
        self.rows = rows
        self.columns = columns
        widths = [len(heading) for heading in columns]
        for row in rows:
            widths = [max(w, len(n)) for w, n in zip(widths, row.numbers, strict=True)]
        self.widths = tuple(max(w + 1, NUMBER_WIDTH) for w in widths)
        self.virtual_size = Size(0, len(rows) + 1)
        index = next((n for n, row in enumerate(rows) if row.where == highlight), None)
        if index is None:
            index = min(self.cursor, max(len(rows) - 1, 0))
        self.set_reactive(RosterTable.cursor, index)
        self._scroll_to_cursor()
        self.refresh()

    def move_to_where(self, where: str) -> bool:
        index = next((n for n, row in enumerate(self.rows) if row.where == where), None)
        if index is not None:
            self.cursor = index
        return index is not None

    def watch_cursor(self) -> None:
        self._scroll_to_cursor()
        self.refresh()
        self.post_message(RosterHighlighted(self.highlighted))

    def validate_cursor(self, cursor: int) -> int:
        return max(0, min(cursor, len(self.rows) - 1))

    def action_move(self, by: int) -> None:
        self.cursor += by

    def action_page(self, by: int) -> None:
        self.cursor += by * max(self.scrollable_content_region.height - 2, 1)

    def action_move_to(self, index: int) -> None:
        self.cursor = index if index >= 0 else len(self.rows) - 1

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

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        base = self.rich_style
        if y == 0:
            header = self.get_component_rich_style("roster-table--header")
            return self._strip(" ", "Unit", self.columns, base + header, None, width)
        index = y - 1 + round(self.scroll_offset.y)
        if index >= len(self.rows):
            return Strip.blank(width, base)
        row = self.rows[index]
        style = base
        if row.kind == "formation":
            style += self.get_component_rich_style("roster-table--formation")
        if not row.known:
            style += self.get_component_rich_style("roster-table--unknown")
        if index == self.cursor:
            style += self.get_component_rich_style("roster-table--cursor")
        mark_style = (
            style + self.get_component_rich_style(f"roster-table--{row.problem}") if row.problem else None
        )
        return self._strip(MARKS.get(row.problem, " "), row.name, row.numbers, style, mark_style, width)

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
