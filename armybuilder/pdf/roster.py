"""The roster sheet: what a player hands in and an organiser checks, as the engine reported it."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, LongTable, Paragraph, Spacer, Table

from armybuilder.pdf.chart import cost_chart
from armybuilder.pdf.fonts import text_width
from armybuilder.pdf.lines import Line
from armybuilder.pdf.styles import (
    ACCENT,
    CELL_PADDING,
    INVALID,
    MUTED,
    RULE,
    SHADE,
    VALID,
    WHITE,
    Styles,
    whole_sizes,
)
from armybuilder.pdf.tracks import Boxes
from armybuilder.present.sheet import ElementRow, FormationRow, Sheet, Ticks, Track, Words
from armybuilder.schema.template import Template

BOX = 3.4 * mm
"""The side of a box to tick."""
WRITE_IN = 10 * mm
"""The least room left in a units table's cell to write in a figure the rules do not give."""
NAME_LEAST = 30 * mm
"""The least width of the units table's name column."""
CODE_SHARE = 0.34
"""The most of the sheet's width the QR code takes, leaving the verdict and fingerprint theirs."""


def roster_sheet(sheet: Sheet, template: Template, s: Styles, width: float) -> list[Flowable]:
    """The sheet a player prints, or (for the organiser) one of the judges' pack; a sheet made with
    the list's QR code has it beside its heading. A list that stands as no entry is banner-headed
    as such, its own verdict below, so no judge takes it for the list to be played."""
    story = _with_code(sheet, s, width) if sheet.heading.code is not None else _heading(sheet, s, width)
    sections: dict[str, Callable[[], list[Flowable]]] = {
        "problems": lambda: _problems(sheet, s),
        "units": lambda: _units(sheet, s, width),
        "totals": lambda: _totals(sheet, s, width),
        "tracks": lambda: _tracks(sheet, s, width),
        "assumptions": lambda: _assumptions(sheet, s),
        "notes": lambda: _notes(sheet, s),
    }
    for section in template.roster.sections:
        story += sections[section]()
    return story


def _heading(sheet: Sheet, s: Styles, width: float) -> list[Flowable]:
    head, stands = sheet.heading, sheet.stands
    options = " · ".join(head.options)
    verdict = head.verdict
    below = head.below
    colour = VALID if head.valid else INVALID
    if stands is not None:
        verdict, below, colour = stands.word, "\n".join(stands.lines(f"{verdict}, {below}")), MUTED
    # Wide enough for the fingerprint on one line: organisers read it out and type it in.
    fingerprint = text_width(head.fingerprint, s.title.fontName, s.title.fontSize)
    fingerprint_width = min(max(62 * mm, fingerprint + 16), width * 0.6)
    # The verdict on one line, the rest shared with the totals, which need more beside a QR code.
    words = (head.invalid, verdict)
    shortest = max(text_width(word, s.verdict.fontName, s.verdict.fontSize) for word in words) + 16
    rest = width - fingerprint_width
    verdict_width = min(max(shortest, min(55 * mm, rest * 0.45)), rest * 0.6)
    strip = Table(
        [
            [
                [Line(verdict, s.verdict, s.face), Line(below, s.verdict_note, s.face)],
                [Line("fingerprint", s.small, s.face), Line(head.fingerprint, s.title, s.face)],
                Line("\n".join(head.totals), s.subheading, s.face),
            ]
        ],
        colWidths=[verdict_width, fingerprint_width, width - verdict_width - fingerprint_width],
        style=s.grid(
            [
                ("BACKGROUND", (0, 0), (0, 0), colour),
                ("BOX", (1, 0), (1, 0), 1, ACCENT),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("ALIGN", (0, 0), (0, 0), "CENTER"),
                ("LEFTPADDING", (0, 0), (-1, -1), 6),
                ("TOPPADDING", (0, 0), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        ),
        hAlign="LEFT",
    )
    # The verdict and fingerprint come first, where an organiser looks, however long the name.
    story: list[Flowable] = [
        strip,
        Spacer(0, 3 * mm),
        Line(head.name, s.title, s.face),
        Line(" · ".join(head.facts), s.body, s.face),
    ]
    if options:
        story.append(Line(options, s.body, s.face))
    return story


def _with_code(sheet: Sheet, s: Styles, width: float) -> list[Flowable]:
    """The heading with the list's QR code at its right, beside the verdict and the army's name;
    where the list is too long for one code, the heading with a word in its place."""
    # Here, not at the top: the judges' pack prints its sheets without codes.
    from armybuilder.pdf.qr import list_code

    code = list_code(sheet.heading.code or "", s, width * CODE_SHARE)
    if code is None:
        too_long = s.paragraph(sheet.heading.no_code, s.muted)
        return [*_heading(sheet, s, width), too_long]
    side, gap = code.width, 2 * mm
    beside = Table(
        [[_heading(sheet, s, width - side - gap), code]],
        colWidths=[width - side, side],
        style=s.grid(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                *((f"{edge}PADDING", (0, 0), (-1, -1), 0) for edge in ("LEFT", "RIGHT", "TOP", "BOTTOM")),
                ("RIGHTPADDING", (0, 0), (0, 0), gap),
            ]
        ),
        hAlign="LEFT",
    )
    return [beside]


def _problems(sheet: Sheet, s: Styles) -> list[Flowable]:
    story: list[Flowable] = []
    for problems in sheet.problems:
        story += s.heading(problems.heading)
        story += [_problem(words, s) for words in problems.words]
    return story


def _problem(words: Words, s: Styles) -> Paragraph:
    """A problem in plain words: the entry by its name and formation, what to do as an edit."""
    m = s.face.markup
    place = f"{m(words.place)}: " if words.place else ""
    text = f"<b>{words.severity} [{m(words.code)}]</b> {place}{m(words.message)}"
    if words.fix or words.advice:
        text += f"<br/>to fix: {m(words.fix or words.advice)}"
    if words.rule:
        text += f"<br/>{s.quiet(f'rule: {m(words.rule)}')}"
    return s.paragraph(text, s.bullet, "•")


def _units(sheet: Sheet, s: Styles, width: float) -> list[Flowable]:
    m = s.face.markup
    roster = sheet.units
    if roster is None:
        return []
    cost_types = roster.cost_types
    stats = roster.stats
    show_base, show_figures = roster.has_base, roster.has_figures
    elements = [row for row in roster.rows if isinstance(row, ElementRow)]
    header = [m(heading) for heading in roster.headings]
    fixed = [12 * mm] + [13 * mm] * len(cost_types) + [17 * mm] * len(cost_types)
    # A stat column is as wide as its longest word (within reason), so no word breaks inside, and
    # leaves room to write in a figure the rules do not give.
    plain, size = s.cell.fontName, s.cell.fontSize
    stat_words = [
        max(
            [0.0]
            + [
                WRITE_IN if cell.not_given else text_width(word, plain, size) + 8
                for row in elements
                if (cell := row.stats[n]) is not None
                for word in cell.text.split()
            ]
        )
        for n in stats
    ]
    # A base of the player's own beside the rules' gets room to read on one line where it can.
    base_width = max(
        [18 * mm] + [min(45 * mm, text_width(row.shown_base, plain, size) + 8) for row in elements]
    )
    fixed += [min(35 * mm, max(16 * mm, w)) for w in stat_words]
    fixed += [base_width] * show_base + [27 * mm] * show_figures
    tail = [""] * (len(stats) + show_base + show_figures)
    # Where the table is too wide, the count and costs (one line of figures) keep their room; no
    # other column is narrower than the longest word of its heading or of its cells.
    bold, head_size = s.head_cell.fontName, s.head_cell.fontSize
    heading_words = [max(text_width(w, bold, head_size) for w in text.split()) + 8 for text in header[1:]]
    fixed = [max(w, word) for w, word in zip(fixed, heading_words, strict=True)]
    sizes = [text_width(row.base, plain, size) + 8 for row in elements]
    least = [
        *fixed[: 1 + 2 * len(cost_types)],
        *(min(35 * mm, w) for w in stat_words),
        *[max([18 * mm, *sizes])] * show_base,
        *[0.0] * show_figures,
    ]
    least = [max(low, word) for low, word in zip(least, heading_words, strict=True)]
    widths = _fitted([max(width - sum(fixed), NAME_LEAST), *fixed], [NAME_LEAST, *least], width)
    rooms = [w - 2 * CELL_PADDING for w in widths]
    rows: list[list[Any]] = [
        [
            s.table_cell(
                text, s.head_cell if n == 0 or n > 2 * len(cost_types) + 1 else s.head_cell_right, room
            )
            for n, (text, room) in enumerate(zip(roster.headings, rooms, strict=True))
        ]
    ]
    shaded: list[int] = []
    # Numbers, and words that fit their column, are plain text, each given its paragraph's look (a
    # bold name, an indent): quicker than paragraphs on a long roster or a pack of forty.
    looks: list[tuple] = []
    columns = _Columns(stats, show_base, show_figures)
    for row in roster.rows:
        at = (0, len(rows))
        if isinstance(row, FormationRow):
            shaded.append(len(rows))
            cells = [s.table_cell(row.shown_title, s.cell_bold, rooms[0]), ""] + ["" for _ in cost_types]
            rows.append(cells + list(row.cost) + tail)
            looks.append(("FONTNAME", at, at, s.face.bold))
        else:
            rows.append(cells := _unit_row(row, columns, s, rooms))
            plain = isinstance(cells[0], str)
            looks += [("FONTNAME", at, at, s.face.bold)] if plain and row.name.mark else []
            indent = CELL_PADDING + s.cell_indent.leftIndent
            looks += [("LEFTPADDING", at, at, indent)] if plain and row.in_formation else []
    rows.append(["Total", str(roster.count), *("" for _ in cost_types), *roster.total, *tail])
    style = s.table(zebra=False)
    for look in looks:
        style.add(*look)
    style.add("FONTNAME", (0, 0), (-1, 0), s.face.bold)
    style.add("TEXTCOLOR", (0, 0), (-1, 0), WHITE)
    style.add("ALIGN", (1, 0), (2 * len(cost_types) + 1, -1), "RIGHT")
    style.add("FONTNAME", (0, -1), (-1, -1), s.face.bold)
    for row_number in shaded:
        style.add("BACKGROUND", (0, row_number), (-1, row_number), SHADE)
    style.add("LINEABOVE", (0, -1), (-1, -1), 1, RULE)
    table = LongTable(rows, colWidths=widths, repeatRows=1, splitInRow=1, style=style, hAlign="LEFT")
    return [*s.heading("Units"), table, *(Line(text, s.muted, s.face) for text in roster.below)]


def _fitted(widths: list[float], least: list[float], width: float) -> list[float]:
    """The columns within `width`: where they are wider, each gives up room in proportion to what
    it has beyond its least, so a narrow heading ('Count') is not broken to make room for a wide one."""
    over, spare = sum(widths) - width, sum(widths) - sum(least)
    if over <= 0:
        return widths
    if over >= spare:  # even at their least they do not fit: all shrink alike
        return [w * width / sum(least) for w in least]
    return [w - (w - low) * over / spare for w, low in zip(widths, least, strict=True)]


@dataclass(frozen=True)
class _Columns:
    """Which of the row's columns the units table shows."""

    stats: tuple[int, ...]
    base: bool
    figures: bool


def _unit_row(row: ElementRow, columns: _Columns, s: Styles, rooms: list[float]) -> list[Any]:
    """The row's cells; `rooms` is the width for text in each column."""
    m = s.face.markup
    name = row.name
    style = s.cell_indent if row.in_formation else s.cell
    title = f"<b>{name.mark} {m(name.title)}</b>" if name.mark else m(name.title)
    # A name that fits is plain: `_units` gives it its bold, or its indent.
    line = None if name.details else s.face.line(f"{name.mark} {name.title}" if name.mark else name.title)
    font = s.face.bold if name.mark else style.fontName
    if line is not None and text_width(line, font, style.fontSize) <= rooms[0] - style.leftIndent:
        named: Any = line
    else:
        if name.details:
            title += f"<br/>{s.quiet('; '.join(m(detail) for detail in name.details), smaller=True)}"
        named = s.paragraph(title, style)
    cells: list[Any] = [named, str(row.count)]
    cells += [*row.cost_each, *row.cost]
    # A figure the rules do not give is left blank to write in, as the cards give it a line.
    for n in columns.stats:
        given = (cell := row.stats[n]) is not None and not cell.not_given
        cells.append(s.table_cell(cell.text, s.cell, rooms[len(cells)]) if cell and given else "")
    # Where it must wrap, a base of the player's own beside the rules' keeps each size whole.
    if columns.base:
        shown = whole_sizes(row.shown_base)
        cells.append(row.base if row.rules_base is None else s.table_cell(shown, s.cell, rooms[len(cells)]))
    if columns.figures:
        cells.append(s.table_cell(row.shown_figures, s.cell, rooms[len(cells)]))
    return cells


def _totals(sheet: Sheet, s: Styles, width: float) -> list[Flowable]:
    summary = [
        Line(((line.before, False), (line.figure, True), (line.after, False)), s.body, s.face)
        for line in sheet.totals
    ]
    chart = cost_chart(sheet.chart, s, width * 0.5)
    if chart is None:
        return s.heading("Totals", *summary) if summary else []
    table = Table(
        [[summary, chart]],
        colWidths=[width * 0.5, width * 0.5],
        style=s.grid([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]),
        hAlign="LEFT",
    )
    return s.heading("Totals", table)


def _tracks(sheet: Sheet, s: Styles, width: float) -> list[Flowable]:
    if sheet.tracks is None:
        return []
    m = s.face.markup
    rows: list[list[Any]] = []
    label_width = width * 0.34
    legends: dict[str, str] = {}
    entries = sheet.tracks.entries
    names = [text_width(t.name, s.cell.fontName, s.cell.fontSize) for e in entries for t in e.tracks]
    name_width = min(max([width * 0.1] + [n + 8 for n in names]), width * 0.2)
    # One row per unit (or formation), its tracks side by side; the formations' first.
    for entry in entries:
        for track in entry.tracks:
            if track.legend:
                legends.setdefault(track.name, track.legend)
        for label in entry.copies:
            named = (
                s.paragraph(f"<b>{m(label)}</b>", s.cell)
                if entry.formation
                else s.table_cell(label, s.cell, label_width - 2 * CELL_PADDING)
            )
            rows.append([named, _track_row(entry.tracks, name_width, width - label_width, s)])
        if entry.print_again:
            rows.append([s.paragraph(m(entry.print_again), s.cell), ""])
    story: list[Flowable] = []
    if rows:
        table = Table(
            rows,
            colWidths=[label_width, width - label_width],
            splitInRow=1,
            style=s.table(header=False),
            hAlign="LEFT",
        )
        keys = [s.paragraph(f"<b>{m(name)}</b>: {m(text)}", s.small) for name, text in legends.items()]
        story += [*s.heading("Tracks: boxes to tick during play"), *keys, table]
    if losses := sheet.tracks.losses:
        boxes = _boxes(losses.ticks, BOX, s, width)
        story += s.heading("Losses toward the break point", s.paragraph(m(losses.words), s.body), boxes)
    return story


def _track_row(tracks: Sequence[Track], name_width: float, room: float, s: Styles) -> Table:
    """A unit's tracks side by side: each track's name, then its boxes."""
    boxes_width = room / len(tracks) - name_width
    cells: list[Any] = []
    for track in tracks:
        cells += [
            s.paragraph(s.face.markup(track.name), s.cell),
            _boxes(track.ticks, BOX, s, boxes_width - 6),
        ]
    # The outer cell pads the row already.
    style = [("VALIGN", (0, 0), (-1, -1), "TOP")] + [
        (f"{side}PADDING", (0, 0), (-1, -1), 0) for side in ("LEFT", "TOP", "BOTTOM")
    ]
    return Table([cells], colWidths=[name_width, boxes_width] * len(tracks), style=style, hAlign="LEFT")


def _boxes(ticks: Ticks, size: float, s: Styles, room: float) -> Flowable:
    """Boxes to tick, or a line to write on where there would be too many to tick."""
    if ticks.count is not None:
        return Boxes(ticks.count, ticks.marks, size, s, room)
    return s.paragraph(ticks.write_in, s.body)


def _assumptions(sheet: Sheet, s: Styles) -> list[Flowable]:
    if not sheet.assumptions:
        return []
    m = s.face.markup
    story = s.heading(sheet.assumptions_title)
    story += [
        s.paragraph(f"<b>{m(heading)}</b>: {m(text)}", s.bullet, "•") for heading, text in sheet.assumptions
    ]
    return story


def _notes(sheet: Sheet, s: Styles) -> list[Flowable]:
    if not sheet.notes:
        return []
    return [*s.heading("Notes"), Line(sheet.notes, s.body, s.face)]
