"""Aligned plain-text tables for the terminal."""

import textwrap
from collections.abc import Sequence

from armybuilder.cli.style import Style

GAP = "  "
NARROWEST = 24
"""The first column is never wrapped narrower than this, however narrow the terminal."""


def table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    style: Style,
    right: Sequence[int] = (),
    fit: int | None = None,
) -> list[str]:
    """Lines of a table; columns numbered in `right` are right-aligned (numbers).

    With `fit`, a table wider than that many columns wraps its first column (the names) onto
    more lines, rather than letting the terminal break every row.
    """
    widths = [len(h) for h in header]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]
    others = sum(widths[1:]) + len(GAP) * (len(widths) - 1)
    if fit is not None and widths[0] + others > fit:
        widths[0] = max(NARROWEST, fit - others)

    def line(cells: Sequence[str]) -> str:
        parts = [
            cell.rjust(width) if number in right else cell.ljust(width)
            for number, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return GAP.join(parts).rstrip()

    def lines(cells: Sequence[str]) -> list[str]:
        first = cells[0]
        if len(first) <= widths[0]:
            return [line(cells)]
        indent = " " * (len(first) - len(first.lstrip()))
        pieces = textwrap.wrap(first, widths[0], subsequent_indent=indent + "  ", break_on_hyphens=False)
        blank = [""] * (len(cells) - 1)
        return [line([pieces[0], *cells[1:]]), *(line([piece, *blank]) for piece in pieces[1:])]

    return [style(line(header), "bold"), *(text for row in rows for text in lines(row))]
