"""A line of plain text in a paragraph's style: most of a sheet's headings and facts are one line,
and a pack of forty sheets has hundreds, each of which a paragraph would parse as markup and break
into lines."""

from collections.abc import Sequence
from typing import Any

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph

from armybuilder.pdf.fonts import Typeface, text_width

_SPARE_BEFORE = {TA_LEFT: 0.0, TA_CENTER: 0.5, TA_RIGHT: 1.0}
"""How much of the line's spare room comes before its text, by alignment (a justified line is a
paragraph's)."""

Run = tuple[str, bool]
"""Text, and whether it is set in bold."""


class Line(Flowable):
    """`text` printed where and as its paragraph (`face.markup(text)`, a bold run in `<b>`) prints it,
    where it is one line that fits; else that paragraph, which wraps (or splits at a page's foot).
    `text` is one run, or runs one after another (a bold figure amid words: left-aligned only)."""

    def __init__(self, text: str | Sequence[Run], style: ParagraphStyle, face: Typeface) -> None:
        super().__init__()
        self.style = style
        runs = [(text, False)] if isinstance(text, str) else [run for run in text if run[0]]
        self.given: list[Run] = runs
        """The runs as given, for the paragraph of a line that does not fit."""
        self.face = face
        aligned = style.alignment in _SPARE_BEFORE if len(runs) < 2 else style.alignment == TA_LEFT
        # Plain where the runs make one line the paragraph would print as it stands (an empty one
        # stays a paragraph, which takes no height).
        self.plain = aligned and bool(face.line("".join(words for words, _ in runs)))
        self.runs = [
            (face.text(words.replace("`", "")), face.bold if bold else style.fontName) for words, bold in runs
        ]
        self.widths = [text_width(words, font, style.fontSize) for words, font in self.runs]
        """Each run's, measured once: a line in a table is laid out to size its row and again to draw it."""
        self.fits = False
        self.spare = 0.0
        self.paragraph: Paragraph | None = None
        """Made once, where the line does not fit."""
        self.broken: tuple[float, tuple[float, float]] | None = None
        """The width the paragraph's lines were last broken to, and its size there."""

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        s = self.style
        room = available_width - s.leftIndent - s.rightIndent - s.firstLineIndent
        width = sum(self.widths)
        # A paragraph may measure a space between runs in the other run's font: runs keep an em spare.
        self.fits = self.plain and width <= room - (s.fontSize if len(self.runs) > 1 else 0)
        if self.fits:
            self.spare = room - width
            return available_width, s.leading
        if self.paragraph is None:
            self.paragraph = Paragraph(self.markup(), s)
        # A table lays a cell out to size its row and again to draw it: the lines are broken once
        # for a width (their height does not depend on the room below).
        if self.broken is None or self.broken[0] != available_width:
            self.broken = available_width, self.paragraph.wrap(available_width, available_height)
        return self.broken[1]

    def markup(self) -> str:
        """The paragraph's markup, made only for a line that wraps (most fit, and never need it)."""
        m = self.face.markup
        return "".join(f"<b>{m(words)}</b>" if bold else m(words) for words, bold in self.given)

    def split(self, available_width: float, available_height: float) -> list[Any]:
        self.wrap(available_width, available_height)
        if self.fits or self.paragraph is None:
            return []
        self.broken = None  # reportlab's split changes the lines it splits
        return self.paragraph.split(available_width, available_height)

    def getSpaceBefore(self) -> float:
        return float(self.style.spaceBefore)

    def getSpaceAfter(self) -> float:
        return float(self.style.spaceAfter)

    def draw(self) -> None:
        if not self.fits and self.paragraph is not None:
            self.paragraph.drawOn(self.canv, 0, 0)
            return
        s = self.style
        x = s.leftIndent + s.firstLineIndent + self.spare * _SPARE_BEFORE[s.alignment]
        self.canv.setFillColor(s.textColor)
        for (words, font), width in zip(self.runs, self.widths, strict=True):
            self.canv.setFont(font, s.fontSize, s.leading)
            self.canv.drawString(x, s.leading - s.fontSize, words)
            x += width
