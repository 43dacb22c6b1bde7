"""Printable PDFs: roster sheets, reference cards, basing templates and quick-reference sheets.

They show the engine's Report and the catalog's own data; nothing here computes a cost or a rule.
Importing this package loads reportlab, so only the commands that print import it.
"""

# First, so that reportlab's platypus loads without a pattern these PDFs never use.
from armybuilder.pdf import platypus  # noqa: F401

# isort: split
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reportlab.lib.units import mm
from reportlab.platypus import ActionFlowable, Flowable, NextPageTemplate, PageBreak, Paragraph
from reportlab.platypus.doctemplate import BaseDocTemplate, LayoutError

from armybuilder.engine import Report
from armybuilder.files.atomic import replacing
from armybuilder.pdf.fonts import typeface
from armybuilder.pdf.layout import CARDS, FLOW, Sheets, body_size, card_boxes, card_room
from armybuilder.pdf.styles import Styles, styles
from armybuilder.present.sheet import MAX_PRINTED, PARTS, Part, Sheet
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.template import Template

if TYPE_CHECKING:
    from armybuilder.pdf.cards import Overflow
    from armybuilder.pdf.pack import Entry
    from armybuilder.schema.event import Event

__all__ = [
    "MAX_PRINTED",
    "PARTS",
    "LayoutError",
    "Part",
    "Printed",
    "TooLongToPrint",
    "write_judges_pack",
    "write_pdf",
    "write_reference",
]


@dataclass(frozen=True)
class Printed:
    """What a roster PDF holds: its pages, and the parts that had something to show."""

    pages: int
    parts: tuple[Part, ...]


class TooLongToPrint(ValueError):
    """A roster with more entries than a sheet prints; nothing is written."""


def write_pdf(
    sheet: Sheet,
    template: Template,
    path: Path,
    *,
    reproducible: bool = False,
    overflow: "Overflow" = "shrink",
) -> Printed:
    """Write the sheet's parts: the roster sheet, the cards of its element types and its basing
    template, as `present.sheet.sheet_of` made them.

    A part with nothing to show (no element type with a card or a base size) is left out.

    `reproducible` fixes the PDF's own dates and id, so the same input gives the same bytes.
    `overflow="error"` fails on a card too full to print whole.
    """
    # A roster's parts load here, not with the package: a quick-reference sheet needs none of them.
    from armybuilder.pdf.basing import basing_template
    from armybuilder.pdf.cards import CardRow, card_pages, cards
    from armybuilder.pdf.roster import roster_sheet

    if sheet.too_long:
        raise TooLongToPrint(sheet.too_long)
    width, height = body_size(template)

    def written(s: Styles) -> tuple[Printed, int]:
        """The PDF written in styles `s`, and the pages its roster sheet took."""
        sheet_end = _PageMark()
        makers = {
            "roster": lambda: [*roster_sheet(sheet, template, s, width), sheet_end],
            "cards": lambda: cards(sheet, template, s, card_room(template), overflow),
            "basing": lambda: basing_template(sheet, s, width, height),
        }
        made = [(part, flowables) for part in sheet.parts if (flowables := makers[part]())]
        story: list[Flowable] = []
        for part, flowables in made:
            if part == "cards":
                if story:
                    row, flowables = _cards_to_row(flowables, template, width)
                    story += [CardRow(row, template)] if row else []
                flowables = card_pages(flowables)
            if story and flowables:
                story += [NextPageTemplate(CARDS if part == "cards" else FLOW), PageBreak()]
            story += flowables
        if not story:
            story.append(Paragraph(sheet.nothing, s.body))
        pages = _write(
            path,
            template,
            s,
            story,
            first=CARDS if made and made[0][0] == "cards" else FLOW,
            footer=sheet.footer,
            title=sheet.title,
            subject=sheet.subject,
            author=sheet.author,
            reproducible=reproducible,
        )
        return Printed(pages, tuple(part for part, _ in made)), sheet_end.page

    # Laid out once: only a sheet that spills onto a second page is laid out again, smaller, to
    # see whether that saves the page (then written again).
    done, sheet_pages = written(_styles(template))
    if sheet_pages == 2:
        for scale in SMALLER:
            smaller = _styles(template, scale)
            if _pages(template, smaller, roster_sheet(sheet, template, smaller, width)) == 1:
                return written(smaller)[0]
    return done


def write_reference(
    catalog: Catalog,
    template: Template,
    path: Path,
    *,
    report: Report | None = None,
    reproducible: bool = False,
) -> int:
    """Write the catalog's quick-reference sheets (only rows for `report`'s element types, if given)."""
    from armybuilder.pdf.reference import reference_sheets  # here: a roster's sheet and a pack need none

    s = _styles(template)
    footer = f"{catalog.name} {catalog.version} quick reference · catalog revision {catalog.revision}"
    if report is not None:
        footer += f" · for {report.name}"
    return _write(
        path,
        template,
        s,
        reference_sheets(catalog, report, template, s, *body_size(template)),
        first=FLOW,
        footer=footer,
        title=f"{catalog.name} {catalog.version} quick reference",
        subject=f"catalog revision {catalog.revision}" + (f", for {report.name}" if report else ""),
        author="",
        reproducible=reproducible,
    )


def _cards_to_row(made: list[Any], template: Template, width: float) -> tuple[list[Any], list[Any]]:
    """The cards that go in a row under the sheet, and the rest for card sheets: where the last card
    sheet would hold no more than a row, those cards go under the sheet instead of on a page of
    their own (onto a page of their own only when the sheet leaves no room)."""
    gap = template.cards.gap * mm
    per_row = int((width + gap) // (template.cards.width * mm + gap))
    left = len(made) % len(card_boxes(template))
    if not 1 <= left <= per_row:
        return [], made
    return made[:left], made[left:]


def _styles(template: Template, scale: float = 1.0) -> Styles:
    return styles(template, typeface(template.fonts.regular, template.fonts.bold), scale)


SMALLER = (0.94, 0.88)
"""How much smaller the sheet's text may be set to save its last page."""


class _PageMark(ActionFlowable):
    """Notes the page it is laid out on: placed after a sheet, the pages the sheet took."""

    page = 0

    def apply(self, doc: BaseDocTemplate) -> None:
        self.page = doc.page


def _pages(template: Template, s: Styles, story: list[Flowable]) -> int:
    doc = Sheets(
        io.BytesIO(), template, s, footer="", first=FLOW, title="", subject="", author="", reproducible=True
    )
    doc.build_story(story, count_only=True)
    return doc.page


def _write(
    path: Path,
    template: Template,
    s: Styles,
    story: list[Flowable],
    *,
    first: str,
    footer: str,
    title: str,
    subject: str,
    author: str,
    reproducible: bool,
) -> int:
    """Build the document into a temporary file beside `path`, then rename it over `path`."""
    with replacing(Path(path)) as temporary:
        doc = Sheets(
            str(temporary),
            template,
            s,
            footer=footer,
            first=first,
            title=s.face.text(title),
            subject=s.face.text(subject),
            author=s.face.text(author),
            reproducible=reproducible,
        )
        doc.build_story(story)
    return doc.page


def write_judges_pack(
    event: "Event",
    entries: Sequence["Entry"],
    template: Template,
    path: Path,
    *,
    printed: date,
    reproducible: bool = False,
    on_sheet: Callable[[], object] = lambda: None,
) -> int:
    """Write the cover table and every readable roster's sheet into one PDF; return its pages."""
    from armybuilder.pdf.pack import judges_pack  # with the chain of custody: only for a pack

    s = _styles(template)
    return _write(
        path,
        template,
        s,
        judges_pack(event, entries, template, s, body_size(template)[0], printed, on_sheet, MAX_PRINTED),
        first=FLOW,
        footer=f"{event.name} · judges' pack",
        title=f"{event.name}: judges' pack",
        subject=f"{len(entries)} rosters judged under {event.name}",
        author=event.organiser or "",
        reproducible=reproducible,
    )
