"""How catalog values read on paper: stats with their units, and figures on a base."""

from armybuilder.engine.report import BaseSize
from armybuilder.schema.catalog import StatDef
from armybuilder.words import amount


def stat_text(value: object, stat: StatDef | None) -> str:
    """A stat as printed: '300p', '24 cm', 'yes', or 'unknown' where the rules give none."""
    if value is None:
        return "unknown"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if not isinstance(value, int | float):
        return str(value)
    unit = stat.unit if stat else ""
    # A one-letter unit or a sign sits against the number (300p, 12"); a word stands apart (24 cm).
    return f"{amount(value)}{unit}" if len(unit) <= 1 else f"{amount(value)} {unit}"


def figures_per_base(base: BaseSize) -> str:
    """'3 figures', '2-3 figures', '1 figure (gun + crew)', or the basing note alone."""
    if base.figures is None:
        return base.figures_note
    spread = base.figures_max is not None and base.figures_max != base.figures
    count = f"{base.figures}-{base.figures_max}" if spread else str(base.figures)
    note = f" ({base.figures_note})" if base.figures_note else ""
    return f"{count} figure{'' if count == '1' else 's'}{note}"
