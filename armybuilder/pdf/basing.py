"""The basing template: every base the roster needs, drawn at true size, with a bar to check the scale."""

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table

from armybuilder.engine import Report
from armybuilder.engine.report import BasesNeeded
from armybuilder.pdf.styles import INK, MUTED, Styles
from armybuilder.present.bases import base_size, not_drawn, to_make, unsized
from armybuilder.present.detail import scale_of
from armybuilder.present.figures import figures_per_base
from armybuilder.schema.catalog import Catalog
from armybuilder.words import amount

SCALE_BAR = 50
"""mm"""
LABEL = 46 * mm
PAD = 2 * mm


class ScaleBar(Flowable):
    """A 50 mm bar with a tick every 10 mm: measured with a ruler, it shows the page was not scaled."""

    def __init__(self, s: Styles) -> None:
        super().__init__()
        self.font, self.size = s.face.regular, s.size * 0.8
        self.width, self.height = SCALE_BAR * mm + 12 * mm, 8 * mm

    def wrap(self, _avail_width: float, _avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        y = 5 * mm
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.line(0, y, SCALE_BAR * mm, y)
        canvas.setFont(self.font, self.size)
        for tick in range(0, SCALE_BAR + 1, 10):
            x = tick * mm
            canvas.line(x, y, x, y + (2.5 if tick in (0, SCALE_BAR) else 1.5) * mm)
            canvas.drawCentredString(x, y - 3.5 * mm, str(tick))
        canvas.drawString(SCALE_BAR * mm + 3 * mm, y - 3.5 * mm, "mm")


class BaseOutline(Flowable):
    """One base, exactly its size: the outline is the cutting line."""

    def __init__(self, width_mm: float, depth_mm: float, s: Styles) -> None:
        super().__init__()
        self.width, self.height = width_mm * mm, depth_mm * mm
        self.size_text = f"{amount(width_mm)} × {amount(depth_mm)}"
        self.font, self.font_size = s.face.regular, s.size * 0.75

    def wrap(self, _avail_width: float, _avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.5)
        canvas.rect(0, 0, self.width, self.height)
        if canvas.stringWidth(self.size_text, self.font, self.font_size) < self.width - 4 and self.height > 8:
            canvas.setFont(self.font, self.font_size)
            canvas.setFillColor(MUTED)
            canvas.drawCentredString(self.width / 2, self.height / 2 - self.font_size / 3, self.size_text)


def basing_template(
    report: Report, catalog: Catalog, s: Styles, width: float, height: float
) -> list[Flowable]:
    needed = report.bases_needed
    if all(unsized(b) for b in needed):
        return []  # nothing to draw; the cards carry how the bases stand
    m = s.face.markup
    scale = scale_of(report, catalog)
    at = f" at {m(scale)}" if scale else ""
    story: list[Flowable] = [
        *s.heading(f"Basing template{at}"),
        Paragraph(
            "Printed at true size: 1 mm on paper is 1 mm. Before cutting, measure the bar below with a "
            "ruler. If it is not 50 mm long, print again at 100 % (“actual size”, not “fit to page”).",
            s.body,
        ),
        ScaleBar(s),
    ]
    if report.basing_note:
        story.insert(-1, Paragraph(m(report.basing_note), s.body))
    drawable = [b for b in needed if _fits(b, width, height)]
    if drawable:
        story.append(_grid(drawable, s, width))
    story += [Paragraph(m(said), s.body) for said in not_drawn(needed, drawable)]
    # Types whose bases stand alike share one line.
    noted: dict[tuple[str, ...], list[str]] = {}
    for item in needed:
        alike = noted.setdefault(item.base.notes, []) if item.base.notes else []
        if item.base.notes and item.name not in alike:
            alike.append(item.name)
    story += [
        Paragraph(f"<b>{m(', '.join(alike))}</b>: {m(' '.join(notes))}", s.body)
        for notes, alike in noted.items()
    ]
    return story


def _fits(needed: BasesNeeded, width: float, height: float) -> bool:
    base = needed.base
    if base.width is None or base.depth is None:
        return False
    return base.width * mm + LABEL + 2 * PAD <= width and base.depth * mm + 2 * PAD <= height * 0.8


def _label(needed: BasesNeeded, s: Styles) -> Paragraph:
    m = s.face.markup
    base = needed.base
    lines = [f"<b>{m(needed.name)}</b>", base_size(needed)]
    figures = figures_per_base(base)
    if figures:
        lines.append(f"{m(figures)} per base" if base.figures is not None else m(figures))
    lines.append(f"<b>{to_make(needed)}</b>")
    return Paragraph("<br/>".join(lines), s.cell)


def _grid(needed: list[BasesNeeded], s: Styles, width: float) -> Table:
    """Outline and label side by side, as many pairs to a row as the page holds."""
    widest = max(b.base.width or 0 for b in needed) * mm + 2 * PAD
    pairs = max(1, int(width // (widest + LABEL)))
    rows = []
    for start in range(0, len(needed), pairs):
        row: list[object] = []
        for item in needed[start : start + pairs]:
            row += [BaseOutline(item.base.width or 0, item.base.depth or 0, s), _label(item, s)]
        rows.append(row + [""] * (2 * pairs - len(row)))
    return Table(
        rows,
        colWidths=[widest, LABEL] * pairs,
        style=s.grid(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), PAD),
                ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                ("TOPPADDING", (0, 0), (-1, -1), PAD * 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), PAD),
            ]
        ),
        hAlign="LEFT",
    )
