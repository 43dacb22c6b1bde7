"""Reference cards: one per element type, everything a player looks up about it at the table."""

from typing import Any, Literal

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, FrameBreak, KeepInFrame, Paragraph, Spacer, Table

from armybuilder.pdf.layout import CARD_PADDING, Box, draw_cut_marks
from armybuilder.pdf.lines import Line
from armybuilder.pdf.styles import ACCENT, RULE, Styles, whole_sizes
from armybuilder.present.sheet import Card, CardBase, Sheet
from armybuilder.schema.template import Template

Overflow = Literal["shrink", "error"]
SHORT = 24
"""Stat values up to this many characters sit in the card's table; longer ones get a paragraph."""
WRITE_ON = 3 * mm
"""The height of a stat's row the rules give no value for: room to write one in above its rule."""
STAT_PADDING = 2
"""Room right of a stat's name and value."""


def cards(
    sheet: Sheet, template: Template, s: Styles, size: tuple[float, float], overflow: Overflow
) -> list[KeepInFrame]:
    """A card per element type in the roster, in catalog order; `overflow="error"` fails on a card too full."""
    return [
        KeepInFrame(
            size[0],
            size[1],
            card(made, template, s, size[0]),
            mode=overflow,
            name=made.id,
            vAlign="TOP",
        )
        for made in sheet.cards
    ]


def card_pages(made: list[KeepInFrame]) -> list[Flowable]:
    """The cards on card sheets, one to each frame of the grid."""
    story: list[Flowable] = []
    for made_card in made:
        if story:
            story.append(FrameBreak())
        story.append(made_card)
    return story


class CardRow(Flowable):
    """A row of cards at their true size under a flowing sheet, with the same outline and cut
    marks as a card sheet: a few cards need not take a page of their own."""

    def __init__(self, made: list[KeepInFrame], template: Template) -> None:
        super().__init__()
        self.made = made
        self.card_width = template.cards.width * mm
        self.card_height = template.cards.height * mm
        self.gap = template.cards.gap * mm

    def wrap(self, available_width: float, _available_height: float) -> tuple[float, float]:
        self.width = available_width
        return available_width, self.card_height + 2 * ROW_MARGIN

    def draw(self) -> None:
        canvas = self.canv
        step = self.card_width + self.gap
        boxes = [Box(n * step, ROW_MARGIN, self.card_width, self.card_height) for n in range(len(self.made))]
        draw_cut_marks(canvas, boxes)
        for box, made_card in zip(boxes, self.made, strict=True):
            _, height = made_card.wrapOn(canvas, box.width - 2 * CARD_PADDING, box.height - 2 * CARD_PADDING)
            # From the top, as in a card sheet's frame.
            made_card.drawOn(canvas, box.x + CARD_PADDING, box.y + box.height - CARD_PADDING - height)


ROW_MARGIN = 6 * mm
"""Room above and below a row of cards for its cut marks (1 mm off the card, 4 mm long)."""


def card(made: Card, template: Template, s: Styles, width: float) -> list[Flowable]:
    m = s.face.markup
    title = Table(
        [[Line(made.title, s.card_title, s.face), Line(made.cost, s.card_cost, s.face)]],
        colWidths=[width * 0.72, width * 0.28],
        style=s.grid(
            [
                ("BACKGROUND", (0, 0), (-1, -1), ACCENT),
                ("ALIGN", (1, 0), (1, 0), "RIGHT"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), 3),
                ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ]
        ),
    )
    story: list[Flowable] = [title, Line(" · ".join(made.kind), s.card_small, s.face)]
    if made.description:
        story.append(Paragraph(m(made.description), s.card_body))
    parts = {
        "stats": lambda: _stats(made, s, width),
        "options": lambda: _options(made, s),
        "basing": lambda: _basing(made.base, s),
        "notes": lambda: [Paragraph(m(note), s.card_bullet, bulletText="•") for note in made.notes],
        "assumptions": lambda: [Line(note, s.card_small, s.face) for note in made.assumptions],
        "source": lambda: [Line(made.source, s.card_small, s.face)],
    }
    for section in template.cards.sections:
        found = parts[section]()
        if found:
            story += [Spacer(0, s.card_body.fontSize * 0.4), *found]
    return story


def _stats(made: Card, s: Styles, width: float) -> list[Flowable]:
    """The stats as the roster fields the type: an option that sets one (a heavy tank's strength)
    shows its value, several values all of them; one the rules do not give is a line to write on."""
    m = s.face.markup
    story: list[Flowable] = []
    rows: list[list[Any]] = []
    widths = [width * 0.55, width * 0.45]
    rooms = [w - STAT_PADDING for w in widths]

    def flush() -> None:
        if rows:
            story.append(
                Table(
                    list(rows),
                    colWidths=widths,
                    style=s.grid(
                        [
                            # A name or value that fits is a plain cell: in the label's and the body's look.
                            ("FONTNAME", (0, 0), (0, -1), s.card_label.fontName),
                            ("FONTSIZE", (0, 0), (-1, -1), s.card_body.fontSize),
                            ("LEADING", (0, 0), (-1, -1), s.card_body.leading),
                            ("LEFTPADDING", (0, 0), (-1, -1), 0),
                            ("RIGHTPADDING", (0, 0), (-1, -1), STAT_PADDING),
                            ("TOPPADDING", (0, 0), (-1, -1), 0.5),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                            ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
                            ("VALIGN", (0, 0), (-1, -1), "TOP"),
                        ]
                    ),
                )
            )
            rows.clear()

    for stat in made.stats:
        name, text = s.table_cell(stat.name, s.card_label, rooms[0]), stat.text
        if stat.value is None:
            rows.append([name, Spacer(0, WRITE_ON)])
        elif len(text) <= SHORT:
            rows.append([name, s.table_cell(text, s.card_body, rooms[1])])
        else:
            flush()
            story.append(Paragraph(f"<b>{m(stat.name)}</b>: {m(text)}", s.card_body))
    flush()
    return story


def _options(made: Card, s: Styles) -> list[Flowable]:
    m = s.face.markup
    story: list[Flowable] = []
    for group in made.options:
        choices = [
            f"{m(option.name)}{' (default)' if option.default else ''}"
            + (f": {', '.join(m(effect) for effect in option.effects)}" if option.effects else "")
            for option in group.options
        ]
        story.append(Paragraph(f"<b>{m(group.name)}</b> ({group.rule}): {'; '.join(choices)}", s.card_body))
    return story


def _basing(base: CardBase | None, s: Styles) -> list[Flowable]:
    """The bases the roster makes of the type: the player's own where declared, the rules' noted."""
    if base is None:
        return []
    m = s.face.markup
    at = f" ({m(base.scale)})" if base.scale else ""
    notes = "".join(f" {m(note)}" for note in base.notes)
    words = whole_sizes(m(base.words))
    return [Paragraph(f"<b>Base{at}</b>: {words}{'.' + notes if notes else ''}", s.card_body)]
