"""Print templates: the page, margins, fonts, cards and sections the PDF writer lays out.

Lengths are in millimetres and font sizes in points, as printers and rulers speak of them.
"""

from typing import Annotated, Literal

from pydantic import Field, model_validator

from armybuilder.schema.base import Strict

MAX_PAGE = 1200
"""mm: the longest side of a page (A0 is 841 × 1189 mm)."""
Mm = Annotated[float, Field(ge=0, le=MAX_PAGE, allow_inf_nan=False, description="mm")]
PAGE_SIZES: dict[str, tuple[float, float]] = {
    "A4": (210, 297),
    "A5": (148, 210),
    "A3": (297, 420),
    "Letter": (215.9, 279.4),
    "Legal": (215.9, 355.6),
}
RosterSection = Literal["problems", "units", "totals", "tracks", "assumptions", "notes"]
CardSection = Literal["stats", "options", "basing", "notes", "assumptions", "source"]
CUT_MARGIN = 5
"""mm kept clear around the cards for the cut marks."""


class PageSize(Strict):
    width: Mm = Field(gt=0)
    height: Mm = Field(gt=0)


class Page(Strict):
    size: Literal["A4", "A5", "A3", "Letter", "Legal"] | PageSize = Field(
        "A4", description="A paper name, or {width, height} in mm."
    )
    orientation: Literal["portrait", "landscape"] = "portrait"

    @property
    def mm(self) -> tuple[float, float]:
        """Width and height in mm, turned for landscape."""
        width, height = (
            PAGE_SIZES[self.size] if isinstance(self.size, str) else (self.size.width, self.size.height)
        )
        short, long = sorted((width, height))
        return (long, short) if self.orientation == "landscape" else (short, long)


class Margins(Strict):
    top: Mm = 15
    right: Mm = 15
    bottom: Mm = 15
    left: Mm = 15


class Fonts(Strict):
    """The typeface and its sizes. The shipped DejaVu Sans covers Latin, Greek and Cyrillic."""

    regular: str | None = Field(
        None, description="A TrueType (.ttf) file, relative to the template; default DejaVu Sans."
    )
    bold: str | None = Field(None, description="Its bold face; default the regular one.")
    size: float = Field(9, ge=5, le=16, description="Body text, pt; headings are sized from it.")


class RosterSheet(Strict):
    sections: list[RosterSection] = Field(
        ["problems", "units", "totals", "tracks", "assumptions", "notes"],
        description="What the roster sheet shows below its heading (name, verdict, fingerprint), in order.",
    )


class ReferenceSheets(Strict):
    columns: int = Field(2, ge=1, le=3, description="Columns for tables narrow enough to share the width.")


class Cards(Strict):
    """Reference cards, cut from a sheet; poker size by default (nine to an A4 or Letter page)."""

    width: Mm = Field(63.5, ge=30)
    height: Mm = Field(88.9, ge=30)
    gap: Mm = Field(0, le=20, description="Space between cards, mm.")
    font_size: float = Field(6.5, ge=4, le=12, description="pt")
    sections: list[CardSection] = ["stats", "options", "basing", "notes", "assumptions", "source"]


class Template(Strict):
    """A print layout, shipped in `templates/` or written by a user."""

    name: str = Field(min_length=1)
    description: str = ""
    page: Page = Page()
    margins: Margins = Margins()
    fonts: Fonts = Fonts()
    roster: RosterSheet = RosterSheet()
    reference: ReferenceSheets = ReferenceSheets()
    cards: Cards = Cards()

    @model_validator(mode="after")
    def _room_to_print(self) -> "Template":
        width, height = self.page.mm
        margins = self.margins
        if width - margins.left - margins.right < 80 or height - margins.top - margins.bottom < 80:
            raise ValueError(
                f"the margins leave less than 80 mm of the {width:g} × {height:g} mm page to print on"
            )
        if self.cards.width > width - 2 * CUT_MARGIN or self.cards.height > height - 2 * CUT_MARGIN:
            raise ValueError(
                f"a {self.cards.width:g} × {self.cards.height:g} mm card does not fit on the page"
                f" with {CUT_MARGIN} mm for cut marks"
            )
        return self
