"""An element type's detail as the editor's pane and the printed cards give it: what kind of
element it is, its base, and the scale the base is read at."""

from collections.abc import Sequence

from armybuilder.engine import Report
from armybuilder.engine.report import BaseSize
from armybuilder.present.figures import against_rules, figures_per_base
from armybuilder.present.tags import tag_names
from armybuilder.schema.catalog import Catalog, Element


def kind_of(element: Element, catalog: Catalog) -> tuple[str, ...]:
    """Its category by name, then the tags the catalog names for players: ('Infantry', 'Elite')."""
    category = next((c.name for c in catalog.categories if c.id == element.category), element.category)
    return (category, *tag_names(element.tags, catalog))


def base_parts(base: BaseSize) -> tuple[str, ...]:
    """The rules' base: ('40 × 30 mm', '3 figures', '2 bases each'), or ('no size given',)."""
    figures = figures_per_base(base)
    parts = [
        f"{base.size} mm" if base.size else "",
        figures,
        f"{base.bases} bases each" if base.bases > 1 else "",
    ]
    return tuple(part for part in parts if part) or ("no size given",)


def made_base_words(made: Sequence[BaseSize], rules: BaseSize | None) -> str:
    """The bases the roster makes of one element type, with the rules' noted where the player's
    own differs: '60 × 30 mm, 4 figures (rules: 40 × 30 mm, 3 figures)'."""
    shown = " or ".join(", ".join(base_parts(base)) for base in made)
    if all(base == rules for base in made):
        return shown
    return against_rules(shown, ", ".join(base_parts(rules)) if rules else "", "no size given")


def scale_of(report: Report, catalog: Catalog) -> str:
    """The figure scale the roster's bases are read at ('15mm'); '' where the rules set none."""
    return str(report.options.get(catalog.basing.option, "")) if catalog.basing else ""
