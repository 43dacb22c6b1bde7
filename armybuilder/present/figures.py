"""Figures on a base, worded once for every view: the editor, the sheets and the cards."""

from armybuilder.engine import Report
from armybuilder.engine.report import BaseSize, Line


def figures_per_base(base: BaseSize) -> str:
    """'3 figures', '2-3 figures', '1 figure (gun + crew)', or the basing note alone."""
    if base.figures is None:
        return base.figures_note
    spread = base.figures_max is not None and base.figures_max != base.figures
    count = f"{base.figures}-{base.figures_max}" if spread else str(base.figures)
    note = f" ({base.figures_note})" if base.figures_note else ""
    return f"{count} figure{'' if count == '1' else 's'}{note}"


def figures_to_paint(line: Line) -> str:
    """Figures to paint for a whole entry, e.g. '12', '8-12', '1 (gun + crew)', or the basing note alone."""
    span = line.figures_range
    if span is None:
        return line.base.figures_note if line.base else ""
    count = str(span[0]) if span[0] == span[1] else f"{span[0]}-{span[1]}"
    return f"{count} ({line.base.figures_note})" if line.base and line.base.figures_note else count


def army_figures(report: Report) -> str:
    """Figures to paint for the whole army: '40', '36 to 42'; '' where the basing counts none."""
    low, high = report.figures_range
    if not high:
        return ""
    return str(low) + (f" to {high}" if high != low else "")
