"""Figures on a base, worded once for every view: the editor, the sheets and the cards."""

from armybuilder.engine import Report
from armybuilder.engine.report import BaseSize, Line, figures_span


def figures_per_base(base: BaseSize) -> str:
    """'3 figures', '2-3 figures', '1 figure (gun + crew)', or the basing note alone."""
    if base.figures is None:
        return base.figures_note
    spread = base.figures_max is not None and base.figures_max != base.figures
    count = f"{base.figures}-{base.figures_max}" if spread else str(base.figures)
    note = f" ({base.figures_note})" if base.figures_note else ""
    return f"{count} figure{'' if count == '1' else 's'}{note}"


def figures_to_paint(line: Line) -> str:
    """Figures to paint for a whole entry, e.g. '12', '8-12', '1 (gun + crew)', or the basing note alone;
    the player's declared figures where they declared them."""
    return _to_paint(line.made_base, line.count)


def rules_figures_to_paint(line: Line) -> str:
    """Figures to paint for a whole entry on the rules' own base, whatever the player declared."""
    return _to_paint(line.base, line.count)


def _to_paint(base: BaseSize | None, count: int) -> str:
    span = figures_span(base, count)
    if span is None:
        return base.figures_note if base else ""
    painted = str(span[0]) if span[0] == span[1] else f"{span[0]}-{span[1]}"
    return f"{painted} ({base.figures_note})" if base and base.figures_note else painted


def army_figures(report: Report) -> str:
    """Figures to paint for the whole army: '40', '36 to 42'; '' where the basing counts none, or
    where each element is one figure (one model is one vehicle), so the count of elements says it."""
    low, high = report.figures_range
    known = [line for line in report.lines if line.known]
    if not high or all(line.figures_range == (line.count, line.count) for line in known):
        return ""
    return str(low) + (f" to {high}" if high != low else "")


def against_rules(made: str, rules: str | None, none: str) -> str:
    """What the player makes, with the rules' noted where theirs differs: '60 × 30 (rules: 40 × 30)';
    `none` says what the rules give where they give nothing ('60 × 30 (rules: no size)')."""
    return made if rules is None else f"{made} (rules: {rules or none})"
