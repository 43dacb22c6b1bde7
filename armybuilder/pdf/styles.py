"""Every paragraph style, table style and colour the PDFs use, sized from the template."""

from dataclasses import dataclass, field

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, TableStyle

from armybuilder.pdf.alike import Alike
from armybuilder.pdf.fonts import Typeface, text_width
from armybuilder.pdf.lines import Line
from armybuilder.schema.template import Template

INK = colors.HexColor("#1a1a1a")
MUTED_HEX = "#595959"
MUTED = colors.HexColor(MUTED_HEX)
ACCENT = colors.HexColor("#2f4858")
SHADE = colors.HexColor("#e9eef2")
RULE = colors.HexColor("#9aa7b0")
VALID = colors.HexColor("#1b6e34")
INVALID = colors.HexColor("#b3261e")
WHITE = colors.white
HAIRLINE = 0.4
CELL_PADDING = 3
"""A data table's room beside the text of each cell, left and right."""


@dataclass(frozen=True)
class Styles:
    face: Typeface
    size: float
    title: ParagraphStyle
    heading_style: ParagraphStyle
    subheading: ParagraphStyle
    table_title: ParagraphStyle
    body: ParagraphStyle
    bullet: ParagraphStyle
    small: ParagraphStyle
    muted: ParagraphStyle
    caption: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle
    cell_indent: ParagraphStyle
    cell_valid: ParagraphStyle
    cell_invalid: ParagraphStyle
    cell_muted: ParagraphStyle
    head_cell: ParagraphStyle
    head_cell_right: ParagraphStyle
    verdict: ParagraphStyle
    verdict_note: ParagraphStyle
    card_title: ParagraphStyle
    card_cost: ParagraphStyle
    card_body: ParagraphStyle
    card_label: ParagraphStyle
    card_bullet: ParagraphStyle
    card_small: ParagraphStyle
    alike: Alike = field(default_factory=Alike, compare=False, repr=False)
    """The document's paragraphs, each printed alike wherever it is asked for again."""

    def heading(self, text: str, *keep: Flowable, room: float = 0) -> list[Flowable]:
        """A section heading (plain text), never left alone at the foot of a page: `keep` is a short block that
        stays with it, `room` the height what follows needs below it to start."""
        heading = Line(text, self.heading_style, self.face)
        needed = self.size * 3 + max(room, self.size * 5)
        return [CondPageBreak(needed), KeepTogether([heading, *keep]) if keep else heading]

    def table_cell(self, text: str, style: ParagraphStyle, room: float) -> str | Paragraph:
        """`text` for a table cell in `style`: plain where it fits on one line of `room`, drawn
        where the paragraph would print it for a fraction of a paragraph's work (the table's style
        must give the cell `style`'s font and colour); else a paragraph, which wraps."""
        line = self.face.line(text)
        if line is not None and text_width(line, style.fontName, style.fontSize) <= room:
            return line
        return self.paragraph(self.face.markup(text), style)

    def paragraph(self, markup: str, style: ParagraphStyle, bullet: str | None = None) -> Paragraph:
        """A paragraph of `markup`, parsed and broken into lines once however often the document
        prints it (a catalog's assumption on every sheet of a judges' pack)."""
        return self.alike.paragraph(markup, style, bullet)

    def quiet(self, markup: str, *, smaller: bool = False) -> str:
        """Paragraph markup in the muted colour, for details beside the main text."""
        size = f" size='{self.size * 0.8:g}'" if smaller else ""
        return f"<font color='{MUTED_HEX}'{size}>{markup}</font>"

    def grid(self, commands: list[tuple]) -> TableStyle:
        """A table style that draws any plain-text cell in the typeface, not reportlab's default."""
        return TableStyle(
            [
                # Name, size and leading in one command: each command visits every cell.
                ("FONT", (0, 0), (-1, -1), self.face.regular, self.cell.fontSize, self.cell.leading),
                ("TEXTCOLOR", (0, 0), (-1, -1), INK),
                *commands,
            ]
        )

    def table(self, *, header: bool = True, zebra: bool = True) -> TableStyle:
        """A data table: a dark header row, light stripes, thin rules, text at the top of each cell."""
        commands: list[tuple] = [
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LINEBELOW", (0, 0), (-1, -1), HAIRLINE, RULE),
        ]
        if header:
            commands.append(("BACKGROUND", (0, 0), (-1, 0), ACCENT))
        if zebra:
            commands.append(("ROWBACKGROUNDS", (0, 1 if header else 0), (-1, -1), [WHITE, SHADE]))
        return self.grid(commands)


def styles(template: Template, face: Typeface, scale: float = 1.0) -> Styles:
    """The styles at the template's sizes; `scale` makes the flowing sheets' text a little smaller
    where that saves a page (cards keep their size: they are cut to fit it)."""
    size = template.fonts.size * scale
    card = template.cards.font_size
    regular, bold = face.regular, face.bold

    def style(name: str, points: float, *, font: str = regular, **more: object) -> ParagraphStyle:
        more = {
            "leading": points * 1.22,
            "textColor": INK,
            "bulletFontName": font,
            "bulletFontSize": points,
            **more,
        }
        return ParagraphStyle(name, fontName=font, fontSize=points, **more)

    return Styles(
        face=face,
        size=size,
        title=style("title", size * 2, font=bold, leading=size * 2.3, spaceAfter=2),
        heading_style=style(
            "heading", size * 1.35, font=bold, textColor=ACCENT, spaceBefore=size, spaceAfter=3
        ),
        subheading=style("subheading", size * 1.1, font=bold, spaceBefore=size * 0.6, spaceAfter=2),
        table_title=style("table_title", size * 1.1, font=bold),
        body=style("body", size, spaceAfter=2),
        bullet=style("bullet", size, leftIndent=size, bulletIndent=0, spaceAfter=2),
        small=style("small", size * 0.85),
        muted=style("muted", size * 0.85, textColor=MUTED, spaceAfter=2),
        caption=style("caption", size * 0.75, textColor=MUTED),
        cell=style("cell", size * 0.9),
        cell_bold=style("cell_bold", size * 0.9, font=bold),
        cell_indent=style("cell_indent", size * 0.9, leftIndent=size),
        cell_valid=style("cell_valid", size * 0.9, font=bold, textColor=VALID),
        cell_invalid=style("cell_invalid", size * 0.9, font=bold, textColor=INVALID),
        cell_muted=style("cell_muted", size * 0.9, textColor=MUTED),
        head_cell=style("head_cell", size * 0.9, font=bold, textColor=WHITE),
        head_cell_right=style("head_cell_right", size * 0.9, font=bold, textColor=WHITE, alignment=TA_RIGHT),
        verdict=style("verdict", size * 1.6, font=bold, textColor=WHITE, alignment=TA_CENTER),
        verdict_note=style("verdict_note", size * 0.9, textColor=WHITE, alignment=TA_CENTER),
        card_title=style("card_title", card * 1.45, font=bold, textColor=WHITE),
        card_cost=style("card_cost", card * 1.45, font=bold, textColor=WHITE, alignment=TA_RIGHT),
        card_body=style("card_body", card),
        card_label=style("card_label", card, font=bold),
        card_bullet=style("card_bullet", card, leftIndent=card, bulletIndent=0, spaceAfter=1),
        card_small=style("card_small", card * 0.85, textColor=MUTED),
    )


def whole_sizes(text: str) -> str:
    """A size such as '40 × 30' kept on one line where a narrow cell or a card wraps the text."""
    return text.replace(" × ", "\u00a0×\u00a0")
