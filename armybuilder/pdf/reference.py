"""Quick-reference sheets: the catalog's tables by section, narrow ones side by side in columns."""

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Table

from armybuilder.engine import Report
from armybuilder.engine.report import Assumption
from armybuilder.engine.words import amount
from armybuilder.pdf.styles import ACCENT, WHITE, Styles
from armybuilder.present.assumptions import assumed, stat_notes
from armybuilder.schema.catalog import Catalog, TableRow
from armybuilder.schema.catalog import Table as RuleTable
from armybuilder.schema.template import Template

GUTTER = 14
"""Points between columns."""
PADDING = 7
"""Left and right padding of a cell, together, and a point to spare."""
KEEP = 3
"""Rows a table keeps together on each side of a break."""


def reference_sheets(
    catalog: Catalog, report: Report | None, template: Template, s: Styles, width: float, height: float
) -> list[Flowable]:
    """Every table, or with a report only the rows that apply to its element types."""
    m = s.face.markup
    present = _present(catalog, report) if report else None
    title = f"{m(catalog.name)} {m(catalog.version)}: quick reference"
    about = f"Catalog revision {catalog.revision} · {m(catalog.source.title)}"
    story: list[Flowable] = [Paragraph(title, s.title), Paragraph(about, s.body)]
    if report:
        story.append(Paragraph(f"Only the rows that apply to the element types in {m(report.name)}.", s.body))
    columns = template.reference.columns
    column_width = (width - GUTTER * (columns - 1)) / columns
    sections: dict[str, list[_Entry]] = {}
    for table in catalog.tables:
        rows = [row for row in _rows(table) if present is None or _applies(row, table, present)]
        if rows:
            extent = _extent(table.columns, rows, s)
            fits = columns > 1 and extent.fits(column_width)
            sections.setdefault(table.section, []).append(_Entry(table, rows, extent, fits))
    for section, entries in sections.items():
        blocks = [
            block for run in _runs(entries) for block in _blocks(run, s, width, column_width, height, columns)
        ]
        if section:
            # The heading goes where its first table can start below it.
            first = blocks[0][-1]
            story += s.heading(section, room=min(first.wrap(width, height)[1], height * 0.3))
        story += [flowable for block in blocks for flowable in block[:-1]]
    if not sections:
        story.append(Paragraph("This catalog has no reference tables for these element types.", s.body))
    return story + _notes(catalog, report, s)


def _blocks(
    run: list["_Entry"], s: Styles, width: float, column_width: float, height: float, columns: int
) -> list[tuple[Flowable, ...]]:
    """Flowables for a run of tables, each block ending with its first table (for the heading).

    Short narrow tables stand side by side, `columns` to a row; a row of tables that never split
    is at most half a page tall, so it always fits on a fresh page. Longer tables stand alone.
    """
    if len(run) == 1:
        # A table alone takes the width it needs, up to the whole line.
        entry = run[0]
        room = min(width, max(column_width, sum(entry.extent.natural)))
        table = _table(entry.table, entry.rows, entry.extent.widths(room), s, height)
        return [(table, table)]
    tables = [_table(e.table, e.rows, e.extent.widths(column_width), s, height) for e in run]
    blocks: list[tuple[Flowable, ...]] = []
    row: list[Table] = []
    for table in tables:
        if table.wrap(column_width, height)[1] >= height / 2:
            blocks.append((table, table))
            continue
        row.append(table)
        if len(row) == columns:
            blocks.append((_side_by_side(row, column_width), row[0]))
            row = []
    if row:
        blocks.append((_side_by_side(row, column_width) if len(row) > 1 else row[0], row[0]))
    return blocks


def _side_by_side(tables: list[Table], column_width: float) -> Table:
    holder = Table([tables], colWidths=[column_width + GUTTER] * (len(tables) - 1) + [column_width])
    holder.setStyle(
        [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        ]
    )
    holder.hAlign = "LEFT"
    return holder


def _present(catalog: Catalog, report: Report) -> set[str]:
    """The ids and tags of the element types in the roster, which rows name to apply."""
    ids = {line.element for line in report.lines if line.known}
    tags = {tag for element in catalog.elements if element.id in ids for tag in element.tags}
    return ids | tags


def _rows(table: RuleTable) -> list[TableRow]:
    return [row if isinstance(row, TableRow) else TableRow(cells=row) for row in table.rows]


def _applies(row: TableRow, table: RuleTable, present: Collection[str]) -> bool:
    names = row.applies_to or table.applies_to
    return not names or any(name in present for name in names)


def _cell(value: str | int | float) -> str:
    return value if isinstance(value, str) else amount(value)


@dataclass(frozen=True)
class _Extent:
    """Per column: the width of its longest cell on one line, and of its longest word."""

    natural: list[float]
    least: list[float]

    def widths(self, width: float) -> list[float]:
        """Column widths filling `width`, as a web browser lays out a table: every column gets its
        longest word, and the rest is shared by how much more each would take on one line."""
        if sum(self.natural) <= width:
            return [n * width / sum(self.natural) for n in self.natural]
        spare = width - sum(self.least)
        if spare <= 0:
            return [n * width / sum(self.least) for n in self.least]
        wants = [n - low for n, low in zip(self.natural, self.least, strict=True)]
        return [low + spare * want / sum(wants) for low, want in zip(self.least, wants, strict=True)]

    def fits(self, width: float) -> bool:
        """Whether the table reads well at `width`: only its widest column needs to wrap."""
        widest = max(range(len(self.natural)), key=self.natural.__getitem__)
        return sum(self.natural) - self.natural[widest] + self.least[widest] <= width


@dataclass(frozen=True)
class _Entry:
    table: RuleTable
    rows: list[TableRow]
    extent: _Extent
    fits: bool


def _extent(header: Sequence[str], rows: Sequence[TableRow], s: Styles) -> _Extent:
    font, bold, size = s.cell.fontName, s.head_cell.fontName, s.cell.fontSize
    columns = len(header)
    natural = [0.0] * columns
    least = [0.0] * columns
    cells = [(c, s.face.text(name), bold) for c, name in enumerate(header)]
    cells += [(c, s.face.text(_cell(v)), font) for row in rows for c, v in enumerate(row.cells[:columns])]
    for c, text, face in cells:
        natural[c] = max(natural[c], stringWidth(text, face, size) + PADDING)
        words = (stringWidth(word, face, size) for word in text.split())
        least[c] = max(least[c], max(words, default=0) + PADDING)
    return _Extent(natural, least)


def _table(table: RuleTable, rows: list[TableRow], widths: list[float], s: Styles, height: float) -> Table:
    """One flowable: the title and the column heads repeat wherever the table breaks, so a
    continued table is never headless and a title never ends a column alone."""
    m = s.face.markup
    columns = len(table.columns)
    blank = [""] * (columns - 1)
    data: list[list[Any]] = [
        [Paragraph(m(table.title), s.table_title), *blank],
        [Paragraph(m(name), s.head_cell) for name in table.columns],
    ]
    for row in rows:
        cells = [_cell(value) for value in row.cells[:columns]]
        cells += [""] * (columns - len(cells))
        data.append([Paragraph(m(cell), s.cell) for cell in cells])
    after = [Paragraph(m(note), s.small, bulletText="•") for note in table.notes]
    after += [Paragraph(m(assumed(note)), s.muted) for note in table.assumed]
    after.append(Paragraph(f"source: {m(table.source)}", s.muted))
    footer = len(data)
    data += [[paragraph, *blank] for paragraph in after]
    style = s.table()
    style.add("BACKGROUND", (0, 0), (-1, 0), WHITE)
    style.add("BACKGROUND", (0, 1), (-1, 1), ACCENT)
    style.add("LINEBELOW", (0, 0), (-1, 0), 0, WHITE)
    style.add("TOPPADDING", (0, 0), (-1, 0), s.size * 0.8)
    style.add("LEFTPADDING", (0, 0), (-1, 0), 0)
    for number in range(footer, len(data)):
        style.add("SPAN", (0, number), (-1, number))
        style.add("BACKGROUND", (0, number), (-1, number), WHITE)
        style.add("LINEBELOW", (0, number), (-1, number), 0, WHITE)
        style.add("TOPPADDING", (0, number), (-1, number), 0.5)
        style.add("BOTTOMPADDING", (0, number), (-1, number), 0.5)
    style.add("SPAN", (0, 0), (-1, 0))
    whole = Table(data, colWidths=widths, style=style)
    # A table shorter than half a page moves whole; a longer one breaks with a few rows each side.
    short = whole.wrap(sum(widths), height)[1] < height / 2
    split_from, split_to = (len(data), len(data)) if short else (2 + KEEP, -(len(after) + KEEP))
    return Table(
        data,
        colWidths=widths,
        repeatRows=2,
        style=style,
        hAlign="LEFT",
        spaceAfter=s.size * 0.4,
        rowSplitRange=(split_from, split_to),
    )


def _runs(entries: list["_Entry"]) -> list[list["_Entry"]]:
    """Consecutive tables that fit a column, grouped to share the width; each wide table alone."""
    runs: list[list[_Entry]] = []
    for entry in entries:
        if entry.fits and runs and runs[-1][-1].fits:
            runs[-1].append(entry)
        else:
            runs.append([entry])
    return runs


def _notes(catalog: Catalog, report: Report | None, s: Styles) -> list[Flowable]:
    """The catalog's notes about the rules themselves, and those about what the roster holds."""
    m = s.face.markup
    # The catalog's own notes always; the rest (about a roster, a stat) where they bear on this one.
    # How lists written as text name things is no help at the table: `catalogs ID` shows it.
    scoped = [
        (n.scope == "catalog", Assumption(n.about, n.text, "note"))
        for n in catalog.assumed
        if n.scope != "reading"
    ]
    scoped += [(False, note) for note in stat_notes(catalog)]
    notes = [note for always, note in scoped if always or report is None or note in report.assumptions]
    if not notes:
        return []
    story: list[Flowable] = s.heading("Notes on these rules")
    story += [
        Paragraph(f"<b>{m(note.about)}</b>: {m(note.text)}", s.bullet, bulletText="•") for note in notes
    ]
    return story
