"""The judges' pack: a cover page with the event and a table of every list, then each roster sheet."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import ActionFlowable, Flowable, LongTable, PageBreak, Paragraph, Spacer
from reportlab.platypus.doctemplate import BaseDocTemplate

from armybuilder.engine import Report
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.engine.words import counted, plain, yaml_value
from armybuilder.pdf.roster import roster_sheet
from armybuilder.pdf.styles import CELL_PADDING, WHITE, Styles
from armybuilder.present.custody import REPLACED_LISTS, cover_tally, due_by, standing
from armybuilder.present.printed import not_printed_here
from armybuilder.present.sheet import sheet_of
from armybuilder.present.summary import player_fact
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.event import Event
from armybuilder.schema.template import Template
from armybuilder.terminal import printable


@dataclass(frozen=True)
class Entry:
    """One roster handed in: its row on the cover, and its sheet where it could be read."""

    file: str
    player: str
    """As the lock names them: the player, else the list's source (`engine.compare.owner`)."""
    army: str
    valid: bool
    total: str
    fingerprint: str
    problem: str
    """The first problem, for a file with no sheet."""
    report: Report | None
    catalog: Catalog | None
    status: str = ""
    """Where the list stands against the lock: locked, changed, late, withdrawn (a player's entry
    when no list of theirs came this time); empty for an unreadable file."""
    who: str = ""
    """Whose it is, as the pack tells players apart (their id in the lock; a list no player holds,
    its name's or its file's): the cover counts players by it, as names alike are two players."""


class Bookmark(Flowable):
    """An entry in the PDF's outline (the viewer's sidebar) for the page it lands on."""

    def __init__(self, key: str, title: str) -> None:
        super().__init__()
        self.key = key
        self.title = title

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.title, self.key, level=0)


class Footer(ActionFlowable):
    """From the next page on, the footer names this roster (so a loose page still says whose it is)."""

    def __init__(self, text: str, on_sheet: Callable[[], object]) -> None:
        super().__init__()
        self.text = text
        self.on_sheet = on_sheet

    def apply(self, doc: BaseDocTemplate) -> None:
        doc.footer = doc.styles.face.text(self.text)
        self.on_sheet()


def judges_pack(
    event: Event,
    entries: Sequence[Entry],
    template: Template,
    s: Styles,
    width: float,
    printed: date,
    on_sheet: Callable[[], object] = lambda: None,
    max_printed: int | None = None,
) -> list[Flowable]:
    """The cover, then each readable roster's sheet; `on_sheet` is called as each sheet is laid out.
    A roster of more than `max_printed` entries (the bound of `pdf`) gets a page that says so
    instead of its sheet, so one huge list cannot fill the pack or stall it."""
    story: list[Flowable] = [
        Bookmark("cover", "Cover: every list"),
        *_cover(event, entries, s, width, printed),
    ]
    for number, entry in enumerate(entries, 1):
        if entry.report is None or entry.catalog is None:
            continue
        report = entry.report
        who = f"{report.player} · " if report.player else ""
        too_long = max_printed is not None and len(report.lines) > max_printed
        story += [
            Footer(f"{who}{report.name} · {entry.file} · fingerprint {report.fingerprint}", on_sheet),
            PageBreak(),
            Bookmark(f"list-{number}", printable(f"{number}. {entry.player} · {report.name}")),
            *(
                _summary_page(entry, s, len(report.lines), max_printed or 0)
                if too_long
                else roster_sheet(
                    sheet_of(
                        report,
                        entry.catalog,
                        printed,
                        ("roster",),
                        audience="organiser",
                        code=False,
                        stands=standing(entry.status),
                        most=max_printed or len(report.lines),
                    ),
                    template,
                    s,
                    width,
                )
            ),
        ]
    return story


def _verdict_style(entry: Entry, s: Styles) -> ParagraphStyle:
    """A judged list's verdict in bold and its colour, by which a judge finds the lists to look at
    down the column; a superseded list's is not judged (a newer list of the player's counts), muted."""
    if entry.status in NOT_JUDGED:
        return s.cell_muted
    return s.cell_valid if entry.valid else s.cell_invalid


def _summary_page(entry: Entry, s: Styles, lines: int, max_printed: int) -> list[Flowable]:
    """In place of a sheet too long to print: who, what, the verdict and the fingerprint."""
    m = s.face.markup
    report = entry.report
    assert report is not None
    verdict = verdict_word(entry.valid, judged=entry.status not in NOT_JUDGED)
    facts = [
        m(player_fact(printable(entry.player))),
        f"File: {m(entry.file)}",
        f"Verdict: <b>{verdict}</b>" + (f" · status {m(entry.status)}" if entry.status else ""),
        f"Total: {m(entry.total)}",
        f"Fingerprint: {m(report.fingerprint)}",
        f"{counted(len(report.errors), 'error')}, {counted(len(report.warnings), 'warning')}"
        + (f"; first: {m(entry.problem)}" if entry.problem else ""),
        m(not_printed_here(lines, max_printed)),
    ]
    return [Paragraph(m(printable(report.name)), s.title), *(Paragraph(fact, s.body) for fact in facts)]


def _cover(event: Event, entries: Sequence[Entry], s: Styles, width: float, printed: date) -> list[Flowable]:
    m = s.face.markup
    facts = [f"{m(event.system)}"]
    if event.date:
        facts.insert(0, event.date.isoformat())
    if event.organiser:
        facts.append(f"organiser {m(event.organiser)}")
    if event.deadline is not None:  # what decides each status below
        facts.append(due_by(event.deadline))
    if event.limit is not None:
        facts.append(f"limit {m(yaml_value(event.limit))}")
    facts.append(f"printed {printed.isoformat()}")
    story: list[Flowable] = [
        Paragraph(f"Judges' pack: {m(event.name)}", s.title),
        Paragraph(" · ".join(facts), s.body),
    ]
    if event.options:
        fixed = " · ".join(f"{m(k)}: {m(plain(v))}" for k, v in event.options.items())
        story.append(Paragraph(f"Fixed options: {fixed}", s.body))
    if event.severity:
        changed = " · ".join(f"{m(k)} → {m(v)}" for k, v in event.severity.items())
        story.append(Paragraph(f"Severity: {changed}", s.body))
    for rule in event.constraints:
        story.append(Paragraph(f"Event rule {m(rule.id)}: {m(rule.rule or rule.message)}", s.body))
    players = len({e.who for e in entries})
    story += [
        Paragraph(cover_tally(players, [(e.valid, e.status) for e in entries]), s.subheading),
        Spacer(0, 2 * mm),
    ]
    # The entries, then the lists a newer one replaced, apart: they are no one's entry. Numbered
    # in one run, as the sheets that follow are.
    listed = [(n, e) for n, e in enumerate(entries, 1) if e.status not in NOT_JUDGED]
    replaced = [(n, e) for n, e in enumerate(entries, 1) if e.status in NOT_JUDGED]
    story.append(_table(listed, s, width))
    if replaced:
        story += [Spacer(0, 4 * mm), Paragraph(REPLACED_LISTS, s.subheading), _table(replaced, s, width)]
    return story


def _table(entries: Sequence[tuple[int, Entry]], s: Styles, width: float) -> LongTable:
    """The cover's rows of `entries`, each with its number."""
    m = s.face.markup
    header = ["#", "Player", "Army", "Verdict", "Status", "Total", "Fingerprint"]
    widths = _fit(width)
    rooms = [w - 2 * CELL_PADDING for w in widths]
    # Text that fits its column is a plain cell (the header's in its bold white, a verdict in bold
    # and its colour), quicker to lay out than a paragraph; the rest wraps inside its column, so a
    # 5-digit total never prints over the next one.
    rows: list[list[object]] = [
        [s.table_cell(h, s.head_cell, room) for h, room in zip(header, rooms, strict=True)]
    ]
    looks: list[tuple] = [("FONTNAME", (0, 0), (-1, 0), s.face.bold), ("TEXTCOLOR", (0, 0), (-1, 0), WHITE)]
    for row, (number, entry) in enumerate(entries, 1):
        # A name on one line: a break in it ("Army\nVALID") is written out, not a line of the row.
        army = (
            m(printable(entry.army)) or s.quiet("(no roster could be read)")
        ) + f"<br/>{s.quiet(m(entry.file), smaller=True)}"
        if entry.report is None and entry.problem:
            army += f"<br/>{s.quiet(m(entry.problem), smaller=True)}"
        figures = (entry.status, entry.total, entry.fingerprint)
        verdict = _verdict_style(entry, s)
        rows.append(
            [
                str(number),
                s.table_cell(printable(entry.player), s.cell, rooms[1]),
                s.paragraph(army, s.cell),  # broken into lines once, not again as the table draws it
                s.table_cell(
                    verdict_word(entry.valid, judged=entry.status not in NOT_JUDGED), verdict, rooms[3]
                ),
                *(s.table_cell(text, s.cell, room) for text, room in zip(figures, rooms[4:], strict=True)),
            ]
        )
        looks += [
            ("FONTNAME", (3, row), (3, row), verdict.fontName),
            ("TEXTCOLOR", (3, row), (3, row), verdict.textColor),
        ]
    table = LongTable(rows, colWidths=widths, repeatRows=1, style=s.table(), hAlign="LEFT")
    table.setStyle(looks)
    return table


def _fit(width: float) -> list[float]:
    """Number, player, army, verdict, status, total and fingerprint columns across the page."""
    fixed = {
        "number": 8 * mm,
        "verdict": 21 * mm,
        "status": 21 * mm,  # "superseded" on one line
        "total": 22 * mm,
        "fingerprint": 31 * mm,
    }
    rest = max(width - sum(fixed.values()), 50 * mm)
    return [fixed["number"], rest * 0.38, rest * 0.62, *list(fixed.values())[1:]]
