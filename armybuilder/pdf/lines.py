"""A line of plain text in a paragraph's style: most of a sheet's headings and facts are one line,
and a pack of forty sheets has hundreds, each of which a paragraph would parse as markup and break
into lines."""

from typing import Any

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from armybuilder.pdf.fonts import Typeface

_SPARE_BEFORE = {TA_LEFT: 0.0, TA_CENTER: 0.5, TA_RIGHT: 1.0}
"""How much of the line's spare room comes before its text, by alignment (a justified line is a
paragraph's)."""


class Line(Flowable):
    """`text` printed where and as `Paragraph(face.markup(text), style)` prints it, where it is one
    line that fits; else that paragraph, which wraps (or splits at a page's foot)."""

    def __init__(self, text: str, style: ParagraphStyle, face: Typeface) -> None:
        super().__init__()
        self.style = style
        self.plain = face.line(text) if style.alignment in _SPARE_BEFORE else None
        self.markup = face.markup(text)
        self.paragraph: Paragraph | None = None
        self.spare = 0.0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        s = self.style
        room = available_width - s.leftIndent - s.rightIndent - s.firstLineIndent
        if self.plain is not None and (width := stringWidth(self.plain, s.fontName, s.fontSize)) <= room:
            self.paragraph = None
            self.spare = room - width
            return available_width, s.leading
        self.paragraph = Paragraph(self.markup, s)
        return self.paragraph.wrap(available_width, available_height)

    def split(self, available_width: float, available_height: float) -> list[Any]:
        self.wrap(available_width, available_height)
        return [] if self.paragraph is None else self.paragraph.split(available_width, available_height)

    def getSpaceBefore(self) -> float:
        return float(self.style.spaceBefore)

    def getSpaceAfter(self) -> float:
        return float(self.style.spaceAfter)

    def draw(self) -> None:
        if self.paragraph is not None:
            self.paragraph.drawOn(self.canv, 0, 0)
            return
        s = self.style
        self.canv.setFillColor(s.textColor)
        self.canv.setFont(s.fontName, s.fontSize, s.leading)
        x = s.leftIndent + s.firstLineIndent + self.spare * _SPARE_BEFORE[s.alignment]
        self.canv.drawString(x, s.leading - s.fontSize, self.plain)
