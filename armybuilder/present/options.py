"""What an element option does, in words, as the cards, the editor's options dialog and
`catalogs SYSTEM` list it."""

from armybuilder.present.stats import stat
from armybuilder.schema.catalog import Catalog, ElementOption, OptionGroup
from armybuilder.words import signed


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


def how_chosen(group: OptionGroup) -> str:
    """How a player chooses from an option group, as every view says it: 'choose one', 'choose any'."""
    return "choose one" if group.choose == "one" else "choose any"
