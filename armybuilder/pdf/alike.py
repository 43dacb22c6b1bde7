"""Paragraphs a document prints many times alike, each parsed and broken into lines once.

A judges' pack prints forty sheets of one game system, each with the catalog's assumptions, the
tracks' names and often the same warnings: reportlab parsed each such paragraph's markup and
broke it into lines forty times over (a tenth of a pack's work). Each place still gets a
paragraph of its own, as reportlab keeps notes on a paragraph where it lays it out.
"""

import copy
from typing import Any

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph
from reportlab.rl_config import _FUZZ


class Alike:
    """The paragraphs of one document, by markup, style and bullet."""

    def __init__(self) -> None:
        self._first: dict[tuple[str, ParagraphStyle, str | None], _Shared] = {}

    def paragraph(self, markup: str, style: ParagraphStyle, bullet: str | None = None) -> Paragraph:
        """A paragraph of `markup` in `style`, sharing its parse and its lines with those like it."""
        key = (markup, style, bullet)
        first = self._first.get(key)
        if first is None:
            first = self._first[key] = _Shared(markup, style, bulletText=bullet)
            first.broken = {}
        return copy.copy(first)  # its own notes; the parse and the lines shared


class _Shared(Paragraph):
    """A paragraph whose lines, for each width, are those its copies found first. (The parts a
    page break splits it into are paragraphs of this class made by reportlab: `broken` None.)"""

    broken: dict[float, tuple[Any, list[float], float]] | None = None
    """By width: the lines, the widths they were broken to and their height."""
    blPara: Any  # reportlab's own notes, as its wrap makes them
    _wrapWidths: list[float]
    height: float

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        found = self.broken.get(availWidth) if self.broken is not None else None
        if found is None:
            size: tuple[float, float] = super().wrap(availWidth, availHeight)
            if self.broken is not None and availWidth >= _FUZZ:  # narrower, reportlab breaks no lines
                self.broken[availWidth] = (self.blPara, self._wrapWidths, self.height)
            return size
        self.width = availWidth
        self.blPara, self._wrapWidths, self.height = found
        return availWidth, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Any]:
        # reportlab's split changes the lines it splits (a line's last space): lines of its own,
        # broken as those it was last laid out with were.
        if self.broken is not None and "blPara" in self.__dict__:
            self.blPara = self.breakLines(self._wrapWidths)
        parts: list[Any] = super().split(availWidth, availHeight)
        return parts
