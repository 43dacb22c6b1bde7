"""Aligned plain-text tables for the terminal."""

from collections.abc import Sequence

from armybuilder.cli.style import Style


def table(
    header: Sequence[str], rows: Sequence[Sequence[str]], style: Style, right: Sequence[int] = ()
) -> list[str]:
    """Lines of a table; columns numbered in `right` are right-aligned (numbers)."""
    widths = [len(h) for h in header]
    for row in rows:
        widths = [max(w, len(cell)) for w, cell in zip(widths, row, strict=True)]

    def line(cells: Sequence[str]) -> str:
        parts = [
            cell.rjust(width) if number in right else cell.ljust(width)
            for number, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    return [style(line(header), "bold"), *(line(row) for row in rows)]
