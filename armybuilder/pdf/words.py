"""How catalog values read on paper: figures on a base."""

from armybuilder.engine.report import BaseSize


def figures_per_base(base: BaseSize) -> str:
    """'3 figures', '2-3 figures', '1 figure (gun + crew)', or the basing note alone."""
    if base.figures is None:
        return base.figures_note
    spread = base.figures_max is not None and base.figures_max != base.figures
    count = f"{base.figures}-{base.figures_max}" if spread else str(base.figures)
    note = f" ({base.figures_note})" if base.figures_note else ""
    return f"{count} figure{'' if count == '1' else 's'}{note}"
