"""The roster sheet: what a player hands in and an organiser checks, as the engine reported it."""

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, LongTable, Paragraph, Spacer, Table

from armybuilder.engine import Problem, Report
from armybuilder.engine.codes import Audience
from armybuilder.engine.report import Number, Severity, TrackBoxes
from armybuilder.pdf.chart import cost_chart
from armybuilder.pdf.styles import ACCENT, INVALID, MUTED, RULE, SHADE, VALID, Styles, whole_sizes
from armybuilder.pdf.tracks import Boxes, legend
from armybuilder.present import assumptions
from armybuilder.present import summary as said
from armybuilder.present.findings import named_words
from armybuilder.present.printed import NO_CODE, errors_below, problems_heading
from armybuilder.present.rows import BLANK_FIGURES, ElementRow, FormationRow, legend_of, roster_rows
from armybuilder.present.tracks import losses, tickable, tracked, write_in
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.template import Template
from armybuilder.words import GENERAL, amount, measured

if TYPE_CHECKING:  # the chain of custody is the judges' pack's to load, not every sheet's
    from armybuilder.present.custody import Standing

BOX = 3.4 * mm
"""The side of a box to tick."""
WRITE_IN = 10 * mm
"""The least room left in a units table's cell to write in a figure the rules do not give."""
NAME_LEAST = 30 * mm
"""The least width of the units table's name column."""
CODE_SHARE = 0.34
"""The most of the sheet's width the QR code takes, leaving the verdict and fingerprint theirs."""


def roster_sheet(
    report: Report,
    catalog: Catalog,
    template: Template,
    s: Styles,
    width: float,
    printed: date,
    audience: Audience = "player",
    *,
    code: bool = True,
    stands: "Standing | None" = None,
) -> list[Flowable]:
    """The sheet a player prints, or (for the organiser) one of the judges' pack; `code` puts the
    list's QR code beside its heading. A list that `stands` as no entry is banner-headed as such,
    its own verdict below, so no judge takes it for the list to be played."""
    story = (
        _with_code(report, catalog, s, width, printed, stands)
        if code
        else _heading(report, s, width, printed, stands)
    )
    sections: dict[str, Callable[[], list[Flowable]]] = {
        "problems": lambda: _problems(report, catalog, s, audience),
        "units": lambda: _units(report, catalog, s, width),
        "totals": lambda: _totals(report, catalog, s, width),
        "tracks": lambda: _tracks(report, s, width),
        "assumptions": lambda: _assumptions(report, s),
        "notes": lambda: _notes(report, s),
    }
    for section in template.roster.sections:
        story += sections[section]()
    return story


def _heading(
    report: Report, s: Styles, width: float, printed: date, stands: "Standing | None"
) -> list[Flowable]:
    m = s.face.markup
    facts, chosen = said.sheet_facts(report, printed)
    options = " · ".join(m(option) for option in chosen)
    verdict = verdict_word(report.valid)
    below = errors_below(report)
    colour = VALID if report.valid else INVALID
    if stands is not None:
        verdict, below, colour = stands.word, "<br/>".join(stands.lines(f"{verdict}, {below}")), MUTED
    totals = "<br/>".join(
        m(measured(measure, cost=measure.name in report.costs)) for measure in report.measures
    )
    # Wide enough for the fingerprint on one line: organisers read it out and type it in.
    fingerprint = stringWidth(report.fingerprint, s.title.fontName, s.title.fontSize)
    fingerprint_width = min(max(62 * mm, fingerprint + 16), width * 0.6)
    # The verdict on one line, the rest shared with the totals, which need more beside a QR code.
    words = (verdict_word(False), verdict)
    shortest = max(stringWidth(word, s.verdict.fontName, s.verdict.fontSize) for word in words) + 16
    rest = width - fingerprint_width
    verdict_width = min(max(shortest, min(55 * mm, rest * 0.45)), rest * 0.6)
    strip = Table(
        [
            [
                [Paragraph(verdict, s.verdict), Paragraph(below, s.verdict_note)],
                [Paragraph("fingerprint", s.small), Paragraph(report.fingerprint, s.title)],
                Paragraph(totals, s.subheading),
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
        Paragraph(m(report.name), s.title),
        Paragraph(" · ".join(m(fact) for fact in facts), s.body),
    ]
    if options:
        story.append(Paragraph(options, s.body))
    return story


def _with_code(
    report: Report, catalog: Catalog, s: Styles, width: float, printed: date, stands: "Standing | None"
) -> list[Flowable]:
    """The heading with the list's QR code at its right, beside the verdict and the army's name;
    where the list is too long for one code, the heading with a word in its place."""
    # Here, not at the top: the judges' pack prints its sheets without codes.
    from armybuilder.pdf.qr import list_code
    from armybuilder.present.compact import compact_list

    code = list_code(compact_list(report, catalog), s, width * CODE_SHARE)
    if code is None:
        too_long = Paragraph(NO_CODE, s.muted)
        return [*_heading(report, s, width, printed, stands), too_long]
    side, gap = code.width, 2 * mm
    beside = Table(
        [[_heading(report, s, width - side - gap, printed, stands), code]],
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


def _problems(report: Report, catalog: Catalog, s: Styles, audience: Audience) -> list[Flowable]:
    story: list[Flowable] = []
    by_severity: tuple[tuple[Sequence[Problem], Severity], ...] = (
        (report.errors, "error"),
        (report.warnings, "warning"),
    )
    for problems, severity in by_severity:
        if problems:
            story += s.heading(problems_heading(severity, len(problems)))
            story += [_problem(problem, report, catalog, s, audience) for problem in problems]
    return story


def _problem(problem: Problem, report: Report, catalog: Catalog, s: Styles, audience: Audience) -> Paragraph:
    """A problem in plain words: the entry by its name and formation, what to do as an edit."""
    m = s.face.markup
    words = named_words(problem, report, catalog, audience)
    place = f"{m(words.place)}: " if words.place else ""
    text = f"<b>{words.severity} [{m(words.code)}]</b> {place}{m(words.message)}"
    if words.fix or words.advice:
        text += f"<br/>to fix: {m(words.fix or words.advice)}"
    if words.rule:
        text += f"<br/>{s.quiet(f'rule: {m(words.rule)}')}"
    return Paragraph(text, s.bullet, bulletText="•")


def _units(report: Report, catalog: Catalog, s: Styles, width: float) -> list[Flowable]:
    m = s.face.markup
    roster = roster_rows(report, catalog)
    cost_types = roster.columns.costs
    # A column no unit fills (a stat, bases, figures) stays off the sheet, leaving room to the rest.
    stats = roster.filled_stats
    show_base, show_figures = roster.has_base, roster.has_figures
    elements = [row for row in roster.rows if isinstance(row, ElementRow)]
    header = [m(heading) for heading in roster.headings(stats)]
    fixed = [12 * mm] + [13 * mm] * len(cost_types) + [17 * mm] * len(cost_types)
    # A stat column is as wide as its longest word (within reason), so no word breaks inside, and
    # leaves room to write in a figure the rules do not give.
    plain, size = s.cell.fontName, s.cell.fontSize
    stat_words = [
        max(
            [0.0]
            + [
                WRITE_IN if cell.not_given else stringWidth(word, plain, size) + 8
                for row in elements
                if (cell := row.stats[n]) is not None
                for word in cell.text.split()
            ]
        )
        for n in stats
    ]
    # A base of the player's own beside the rules' gets room to read on one line where it can.
    base_width = max(
        [18 * mm] + [min(45 * mm, stringWidth(row.shown_base, plain, size) + 8) for row in elements]
    )
    fixed += [min(35 * mm, max(16 * mm, w)) for w in stat_words]
    fixed += [base_width] * show_base + [27 * mm] * show_figures
    tail = [""] * (len(stats) + show_base + show_figures)
    # Where the table is too wide, the count and costs (one line of figures) keep their room; no
    # other column is narrower than the longest word of its heading or of its cells.
    bold, head_size = s.head_cell.fontName, s.head_cell.fontSize
    heading_words = [max(stringWidth(w, bold, head_size) for w in text.split()) + 8 for text in header[1:]]
    fixed = [max(w, word) for w, word in zip(fixed, heading_words, strict=True)]
    sizes = [stringWidth(row.base, plain, size) + 8 for row in elements]
    least = [
        *fixed[: 1 + 2 * len(cost_types)],
        *(min(35 * mm, w) for w in stat_words),
        *[max([18 * mm, *sizes])] * show_base,
        *[0.0] * show_figures,
    ]
    least = [max(low, word) for low, word in zip(least, heading_words, strict=True)]
    widths = _fitted([max(width - sum(fixed), NAME_LEAST), *fixed], [NAME_LEAST, *least], width)
    rows: list[list[Any]] = [
        [
            Paragraph(text, s.head_cell if n == 0 or n > 2 * len(cost_types) + 1 else s.head_cell_right)
            for n, text in enumerate(header)
        ]
    ]
    shaded: list[int] = []
    columns = _Columns(stats, show_base, show_figures)
    for row in roster.rows:
        if isinstance(row, FormationRow):
            shaded.append(len(rows))
            cells = [Paragraph(m(row.shown_title), s.cell_bold), ""] + ["" for _ in cost_types]
            rows.append(cells + list(row.cost) + tail)
        else:
            rows.append(_unit_row(row, columns, s))
    rows.append(["Total", str(roster.count), *("" for _ in cost_types), *roster.total, *tail])
    # Numbers are plain text, right-aligned: quicker than paragraphs on a long roster.
    style = s.table(zebra=False)
    style.add("ALIGN", (1, 1), (2 * len(cost_types) + 1, -1), "RIGHT")
    style.add("FONTNAME", (0, -1), (-1, -1), s.face.bold)
    for row_number in shaded:
        style.add("BACKGROUND", (0, row_number), (-1, row_number), SHADE)
    style.add("LINEABOVE", (0, -1), (-1, -1), 1, RULE)
    table = LongTable(rows, colWidths=widths, repeatRows=1, splitInRow=1, style=style, hAlign="LEFT")
    below = [legend_of(roster.columns, stats).text]
    below += [BLANK_FIGURES] if roster.has_unknown_figures else []
    below += [f"{GENERAL} the army's {report.general_title}"] if report.general_title else []
    return [*s.heading("Units"), table, *(Paragraph(m(text), s.muted) for text in below if text)]


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


def _unit_row(row: ElementRow, columns: _Columns, s: Styles) -> list[Any]:
    m = s.face.markup
    name = row.name
    title = f"<b>{name.mark} {m(name.title)}</b>" if name.mark else m(name.title)
    if name.details:
        title += f"<br/>{s.quiet('; '.join(m(detail) for detail in name.details), smaller=True)}"
    cells: list[Any] = [Paragraph(title, s.cell_indent if row.in_formation else s.cell), str(row.count)]
    cells += [*row.cost_each, *row.cost]
    # A figure the rules do not give is left blank to write in, as the cards give it a line.
    cells += [
        Paragraph(
            m(cell.text) if (cell := row.stats[n]) and not cell.not_given else "",
            s.cell,
        )
        for n in columns.stats
    ]
    # Where it must wrap, a base of the player's own beside the rules' keeps each size whole.
    base = row.base if row.rules_base is None else Paragraph(whole_sizes(m(row.shown_base)), s.cell)
    cells += [base] * columns.base
    cells += [Paragraph(m(row.shown_figures), s.cell)] * columns.figures
    return cells


def _totals(report: Report, catalog: Catalog, s: Styles, width: float) -> list[Flowable]:
    m = s.face.markup
    lines = []
    for measure in report.measures:
        if measure.name in report.costs:
            limit = f" of {amount(measure.limit)}" if measure.limit is not None else ""
            lines.append(f"<b>{amount(measure.value)}</b>{limit} {m(measure.name)}")
        else:
            lines.append(m(measured(measure, cost=False)))
    for fact in said.summary(report):
        figure = f"<b>{m(fact.figure)}</b>" if fact.figure else ""
        lines.append(f"{m(fact.label)}: {m(fact.text)}{figure}")
    summary = [Paragraph(line, s.body) for line in lines]
    chart = cost_chart(report, catalog, s, width * 0.5)
    if chart is None:
        return s.heading("Totals", *summary) if summary else []
    table = Table(
        [[summary, chart]],
        colWidths=[width * 0.5, width * 0.5],
        style=s.grid([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0)]),
        hAlign="LEFT",
    )
    return s.heading("Totals", table)


def _tracks(report: Report, s: Styles, width: float) -> list[Flowable]:
    m = s.face.markup
    rows: list[list[Any]] = []
    label_width = width * 0.34
    legends: dict[str, str] = {}
    # One row per unit (or formation), its tracks side by side; the formations' first.
    entries = tracked(report)
    entries = tuple(e for e in entries if e.formation) + tuple(e for e in entries if not e.formation)
    names = [stringWidth(t.name, s.cell.fontName, s.cell.fontSize) for e in entries for t in e.tracks]
    name_width = min(max([width * 0.1] + [n + 8 for n in names]), width * 0.2)
    for entry in entries:
        for track in entry.tracks:
            if track.marks:
                legends.setdefault(track.name, legend(track.marks))
        for label in entry.copies:
            text = f"<b>{m(label)}</b>" if entry.formation else m(label)
            rows.append(
                [Paragraph(text, s.cell), _track_row(entry.tracks, name_width, width - label_width, s)]
            )
        if entry.more:
            rows.append([Paragraph(m(entry.print_again), s.cell), ""])
    point = report.break_point
    story: list[Flowable] = []
    if rows:
        table = Table(
            rows,
            colWidths=[label_width, width - label_width],
            splitInRow=1,
            style=s.table(header=False),
            hAlign="LEFT",
        )
        keys = [Paragraph(f"<b>{m(name)}</b>: {m(text)}", s.small) for name, text in legends.items()]
        story += [*s.heading("Tracks: boxes to tick during play"), *keys, table]
    if point and point.value:
        boxes = _boxes(point.value, {int(point.value)}, BOX, s, width)
        story += s.heading("Losses toward the break point", Paragraph(m(losses(point)), s.body), boxes)
    return story


def _track_row(tracks: Sequence[TrackBoxes], name_width: float, room: float, s: Styles) -> Table:
    """A unit's tracks side by side: each track's name, then its boxes."""
    boxes_width = room / len(tracks) - name_width
    cells: list[Any] = []
    for track in tracks:
        cells += [
            Paragraph(s.face.markup(track.name), s.cell),
            _boxes(track.boxes, track.marks, BOX, s, boxes_width - 6),
        ]
    # The outer cell pads the row already.
    style = [("VALIGN", (0, 0), (-1, -1), "TOP")] + [
        (f"{side}PADDING", (0, 0), (-1, -1), 0) for side in ("LEFT", "TOP", "BOTTOM")
    ]
    return Table([cells], colWidths=[name_width, boxes_width] * len(tracks), style=style, hAlign="LEFT")


def _boxes(count: Number, marks: Collection[int], size: float, s: Styles, room: float) -> Flowable:
    """Boxes to tick, or a line to write on where there would be too many to tick."""
    if tickable(count):
        return Boxes(int(count), marks, size, s, room)
    return Paragraph(write_in(count), s.body)


def _assumptions(report: Report, s: Styles) -> list[Flowable]:
    if not report.assumptions:
        return []
    m = s.face.markup
    story = s.heading(assumptions.TITLE)
    story += [
        Paragraph(f"<b>{m(assumptions.heading(note))}</b>: {m(note.text)}", s.bullet, bulletText="•")
        for note in report.assumptions
    ]
    return story


def _notes(report: Report, s: Styles) -> list[Flowable]:
    if not report.notes:
        return []
    return [*s.heading("Notes"), Paragraph(s.face.markup(report.notes), s.body)]
