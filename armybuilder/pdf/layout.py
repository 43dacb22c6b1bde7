"""Pages: flowing sheets and card sheets, their frames computed from the template's measurements."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfgen import textobject
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

from armybuilder.pdf.fonts import text_width
from armybuilder.pdf.styles import MUTED, Styles
from armybuilder.schema.template import CUT_MARGIN, Template

FLOW = "flow"
CARDS = "cards"
CUT_MARK = 4 * mm
CARD_PADDING = 2.5 * mm
CARD_EDGE = 0.25


@dataclass(frozen=True)
class Box:
    """A rectangle on the page, in points from the bottom left."""

    x: float
    y: float
    width: float
    height: float


def card_boxes(template: Template) -> list[Box]:
    """The cards on one sheet, in reading order, centred as a grid with room for cut marks."""
    page_width, page_height = template.page.mm
    card = template.cards
    columns = int((page_width - 2 * CUT_MARGIN + card.gap) // (card.width + card.gap))
    rows = int((page_height - 2 * CUT_MARGIN + card.gap) // (card.height + card.gap))
    grid_width = columns * card.width + (columns - 1) * card.gap
    grid_height = rows * card.height + (rows - 1) * card.gap
    left = (page_width - grid_width) / 2
    top = (page_height + grid_height) / 2
    return [
        Box(
            (left + column * (card.width + card.gap)) * mm,
            (top - (row + 1) * card.height - row * card.gap) * mm,
            card.width * mm,
            card.height * mm,
        )
        for row in range(rows)
        for column in range(columns)
    ]


def draw_cut_marks(canvas: Canvas, boxes: list[Box], page: tuple[float, float] | None = None) -> None:
    """Short lines outside the cards at every card edge (kept on the page, where `page` is given),
    and a faint outline to cut along."""
    canvas.saveState()
    canvas.setStrokeColor(MUTED)
    canvas.setLineWidth(CARD_EDGE)
    xs = sorted({round(x, 3) for b in boxes for x in (b.x, b.x + b.width)})
    ys = sorted({round(y, 3) for b in boxes for y in (b.y, b.y + b.height)})
    # On a page the marks stop at its edges; in a flowable they may reach into the margins.
    (width, height), low = (page, 0.0) if page else ((float("inf"), float("inf")), float("-inf"))
    gap = 1 * mm
    for x in xs:
        canvas.line(x, ys[-1] + gap, x, min(ys[-1] + gap + CUT_MARK, height))
        canvas.line(x, ys[0] - gap, x, max(ys[0] - gap - CUT_MARK, low))
    for y in ys:
        canvas.line(xs[0] - gap, y, max(xs[0] - gap - CUT_MARK, low), y)
        canvas.line(xs[-1] + gap, y, min(xs[-1] + gap + CUT_MARK, width), y)
    canvas.setStrokeColorRGB(0.82, 0.82, 0.82)
    for box in boxes:
        canvas.rect(box.x, box.y, box.width, box.height)
    canvas.restoreState()


def body_size(template: Template) -> tuple[float, float]:
    """The width and height, in points, that flowing sheets fill."""
    width, height = template.page.mm
    margins = template.margins
    return (width - margins.left - margins.right) * mm, (height - margins.top - margins.bottom) * mm


def card_room(template: Template) -> tuple[float, float]:
    """The width and height, in points, inside one card."""
    return template.cards.width * mm - 2 * CARD_PADDING, template.cards.height * mm - 2 * CARD_PADDING


def clip(text: str, width: float, measure: Callable[[str], float]) -> str:
    """`text`, cut short with an ellipsis where it is wider than `width`."""
    if measure(text) <= width:
        return text
    text = text[: int(len(text) * width / measure(text))]
    while text and measure(text + "…") > width:
        text = text[:-1]
    return text + "…"


class _Canvas(Canvas):
    """Holds each page back until the end, so its footer can say 'page N of M'."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._held: list[dict[str, Any]] = []
        self.page_number_at: tuple[float, float, str, float] | None = None
        # The basing template and scale bar are right only at true size: ask viewers not to scale.
        self.setViewerPreference("PrintScaling", "None")
        self.formatted: dict[tuple[str, float, float, int, str], tuple[str, int]] = {}
        """Each text as a text object writes it (`_Text`), by the font, size, leading and subset it
        is shown in, and the subset it leaves selected."""

    def beginText(self, x: float = 0, y: float = 0, direction: str | None = None) -> "_Text":
        return _Text(self, x, y, direction=direction)

    # reportlab draws each string through a text object of its own (some 80,000 instructions, most
    # of them formatting the text for the font's subsets); a table cell's, a line's and a footer's
    # are plain strings, written here as the same operators, in the same bytes.
    def drawString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        if args or kwargs or not _plain(text) or not self.bottomup:
            super().drawString(x, y, text, *args, **kwargs)
        else:
            self._draw_text(x, y, text)

    def drawRightString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        if args or kwargs or not _plain(text) or not self.bottomup:
            super().drawRightString(x, y, text, *args, **kwargs)
        else:
            self._draw_text(x - text_width(text, self._fontname, self._fontsize), y, text)

    def drawCentredString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        if args or kwargs or not _plain(text) or not self.bottomup:
            super().drawCentredString(x, y, text, *args, **kwargs)
        else:
            self._draw_text(x - 0.5 * text_width(text, self._fontname, self._fontsize), y, text)

    def _draw_text(self, x: float, y: float, text: str) -> None:
        """What `drawString` writes: a text object at (x, y) showing `text` in the current font."""
        known = self.formatted.get((self._fontname, self._fontsize, self._leading, -1, text))
        shown = known[0] if known is not None else self.beginText()._formatText(text)
        self._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {shown} T* ET")

    def showPage(self) -> None:
        self._held.append(dict(self.__dict__))
        self._startPage()
        self.page_number_at = None

    def save(self) -> None:
        total = len(self._held)
        for number, state in enumerate(self._held, 1):
            self.__dict__.update(state)
            if self.page_number_at is not None:
                x, y, font, size = self.page_number_at
                self.setFont(font, size)
                self.setFillColor(MUTED)
                self.drawRightString(x, y, f"page {number} of {total}")
            super().showPage()
        super().save()


def _plain(text: object) -> bool:
    """Whether reportlab shows `text` as it stands: a plain string (not one shaped), with no
    right-to-left support installed to reorder it."""
    return type(text) is str and not textobject.rtlSupport


class _Text(textobject.PDFTextObject):
    """A text object that formats each text once per canvas: a pack's sheets draw the same words
    and figures (headings, counts, costs, the assumptions' lines) on every sheet, and reportlab
    maps each text to the font's subsets character by character, each time. The first time also
    gives each character its subset; the bytes written are the same."""

    _curSubset: int
    """The font's subset selected last in this text object (-1: none yet), as reportlab keeps it."""

    def _formatText(self, text: str) -> str:
        if not _plain(text):
            return str(super()._formatText(text))
        formatted = self._canvas.formatted
        key = (self._fontname, self._fontsize, self._leading, self._curSubset, text)
        known = formatted.get(key)
        if known is None:  # formatting it selects the subsets it is shown in
            shown = super()._formatText(text)
            known = formatted[key] = (shown, self._curSubset)
        self._curSubset = known[1]
        return known[0]


class _Counting(_Canvas):
    """Lays the pages out only to count them: none is written, so no font is cut to what it
    used and nothing is compressed."""

    def save(self) -> None:
        return None


class Sheets(BaseDocTemplate):
    """A document of flowing sheets (roster, reference, basing) and card sheets."""

    def __init__(
        self,
        target: str | BinaryIO,
        template: Template,
        styles: Styles,
        *,
        footer: str,
        first: str,
        title: str,
        subject: str,
        author: str,
        reproducible: bool,
    ) -> None:
        width, height = template.page.mm
        margins = template.margins
        super().__init__(
            target,
            pagesize=(width * mm, height * mm),
            leftMargin=margins.left * mm,
            rightMargin=margins.right * mm,
            topMargin=margins.top * mm,
            bottomMargin=margins.bottom * mm,
            title=title,
            author=author,
            subject=subject,
            creator="armybuilder",
            producer="armybuilder",
            initialFontName=styles.face.regular,
            invariant=1 if reproducible else 0,
        )
        self.styles = styles
        self.footer = styles.face.text(footer)
        self.cards = card_boxes(template)
        body = Frame(
            self.leftMargin,
            self.bottomMargin,
            self.width,
            self.height,
            id="body",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        cards = [
            Frame(
                box.x,
                box.y,
                box.width,
                box.height,
                id=f"card{n}",
                leftPadding=CARD_PADDING,
                rightPadding=CARD_PADDING,
                topPadding=CARD_PADDING,
                bottomPadding=CARD_PADDING,
            )
            for n, box in enumerate(self.cards)
        ]
        pages = {
            FLOW: PageTemplate(FLOW, [body], onPage=self._footer),
            CARDS: PageTemplate(CARDS, cards, onPage=self._cut_marks),
        }
        self.addPageTemplates([pages[first], *(page for name, page in pages.items() if name != first)])

    def build_story(self, story: list[Any], *, count_only: bool = False) -> None:
        """Lay out and write `story`; where `count_only`, lay it out to count its pages (`page`)."""
        self.build(story, canvasmaker=_Counting if count_only else _Canvas)

    def _footer(self, canvas: _Canvas, _doc: BaseDocTemplate) -> None:
        size = self.styles.size * 0.75
        y = max(self.bottomMargin - 3 * size, 3 * mm)
        canvas.saveState()
        canvas.setFont(self.styles.face.regular, size)
        canvas.setFillColor(MUTED)
        canvas.drawString(self.leftMargin, y, clip(self.footer, self.width - 10 * size, canvas.stringWidth))
        canvas.restoreState()
        canvas.page_number_at = (self.leftMargin + self.width, y, self.styles.face.regular, size)

    def _cut_marks(self, canvas: _Canvas, _doc: BaseDocTemplate) -> None:
        draw_cut_marks(canvas, self.cards, self.pagesize)
