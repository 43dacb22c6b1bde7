"""What an element option does, in words, as the cards, the editor's options dialog and
`catalogs SYSTEM` list it, and how its group is chosen."""

from dataclasses import dataclass

from armybuilder.engine.words import signed
from armybuilder.present.stats import stat
from armybuilder.schema.catalog import Catalog, Element, ElementOption, OptionGroup


def option_effects(option: ElementOption, catalog: Catalog) -> tuple[str, ...]:
    """Each change the option makes: its cost ('+2 AP'), the stats it sets ('Strength 20',
    'Gun 85 mm') and those it changes ('Move +2p')."""
    defs = {found.id: found for found in catalog.stats}
    effects = [signed(value, cost_type) for cost_type, value in option.cost.items()]
    for key, value in option.stats.items():
        given = stat(key, value, defs)
        effects.append(f"{given.name} {given.text}")
    for key, value in option.modifiers.items():
        given = stat(key, value, defs)
        effects.append(f"{given.name} {'+' if value >= 0 else ''}{given.text}")
    return tuple(effects)


def option_label(option: ElementOption, catalog: Catalog, name: str = "") -> str:
    """The option with what it does: 'Elite (+2 pts, Strength 20)'; `name` in place of its own
    (its id, where that is what the player writes)."""
    effects = option_effects(option, catalog)
    shown = name or option.name
    return f"{shown} ({', '.join(effects)})" if effects else shown


def group_rule(group: OptionGroup) -> str:
    """How a group's options are taken: 'choose one' or 'choose any'."""
    return "choose one" if group.choose == "one" else "choose any"


@dataclass(frozen=True)
class OptionWords:
    name: str
    effects: tuple[str, ...]
    default: bool
    """Whether the group takes it when a roster picks none."""


@dataclass(frozen=True)
class GroupWords:
    name: str
    rule: str
    options: tuple[OptionWords, ...]


def option_groups(element: Element, catalog: Catalog) -> tuple[GroupWords, ...]:
    """The element's option groups in its order, each option with what it does."""
    groups = {group.id: group for group in catalog.option_groups}
    return tuple(
        GroupWords(
            group.name,
            group_rule(group),
            tuple(
                OptionWords(option.name, option_effects(option, catalog), option.id == group.default)
                for option in group.options
            ),
        )
        for group in (groups.get(group_id) for group_id in element.option_groups)
        if group is not None
    )
