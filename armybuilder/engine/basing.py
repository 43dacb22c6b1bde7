"""An element's base at a scale, from the catalog's basing convention."""

from armybuilder.engine.report import BaseSize
from armybuilder.schema.catalog import ElementBase, ScaleBasing


def _round(value: float | None) -> int | float | None:
    if value is None:
        return None
    value = round(value, 1)
    return int(value) if float(value).is_integer() else value


def base_size(base: ElementBase | None, scale: ScaleBasing | None) -> BaseSize | None:
    if base is None:
        return None
    factor = scale.factor if scale else 1
    width = base.width * factor if base.width is not None else (scale.frontage if scale else None)
    depth = base.depth * factor if base.depth is not None else None
    return BaseSize(
        _round(width),
        _round(depth),
        base.figures,
        base.figures_max,
        base.figures_note,
        base.bases,
        tuple(base.notes),
    )
