"""The basing template: every base the roster needs, drawn at true size, with a bar to check the scale."""

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table

from armybuilder.engine.report import BasesNeeded
from armybuilder.engine.words import amount
from armybuilder.pdf.styles import INK, MUTED, Styles
from armybuilder.present.sheet import BaseLabel, Sheet

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


def basing_template(sheet: Sheet, s: Styles, width: float, height: float) -> list[Flowable]:
    basing = sheet.basing
    if basing is None:
        return []  # nothing to draw; the cards carry how the bases stand
    m = s.face.markup
    story: list[Flowable] = [
        *s.heading(basing.heading),
        Paragraph(
            "Printed at true size: 1 mm on paper is 1 mm. Before cutting, measure the bar below with a "
            "ruler. If it is not 50 mm long, print again at 100 % (“actual size”, not “fit to page”).",
            s.body,
        ),
        ScaleBar(s),
    ]
    if basing.note:
        story.insert(-1, Paragraph(m(basing.note), s.body))
    drawable = [
        (needed, label)
        for needed, label in zip(basing.needed, basing.labels, strict=True)
        if _fits(needed, width, height)
    ]
    if drawable:
        story.append(_grid(drawable, s, width))
    story += [Paragraph(m(said), s.body) for said in basing.not_drawn([needed for needed, _ in drawable])]
    story += [Paragraph(f"<b>{m(names)}</b>: {m(notes)}", s.body) for names, notes in basing.alike]
    return story


def _fits(needed: BasesNeeded, width: float, height: float) -> bool:
    base = needed.base
    if base.width is None or base.depth is None:
        return False
    return base.width * mm + LABEL + 2 * PAD <= width and base.depth * mm + 2 * PAD <= height * 0.8


def _label(label: BaseLabel, s: Styles) -> Paragraph:
    m = s.face.markup
    lines = [f"<b>{m(label.name)}</b>", label.size]
    if label.figures:
        lines.append(m(label.figures))
    lines.append(f"<b>{label.make}</b>")
    return Paragraph("<br/>".join(lines), s.cell)


def _grid(drawn: list[tuple[BasesNeeded, BaseLabel]], s: Styles, width: float) -> Table:
    """Outline and label side by side, as many pairs to a row as the page holds."""
    widest = max(b.base.width or 0 for b, _ in drawn) * mm + 2 * PAD
    pairs = max(1, int(width // (widest + LABEL)))
    rows = []
    for start in range(0, len(drawn), pairs):
        row: list[object] = []
        for item, label in drawn[start : start + pairs]:
            row += [BaseOutline(item.base.width or 0, item.base.depth or 0, s), _label(label, s)]
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
