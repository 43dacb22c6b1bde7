"""An element's stats as every view shows them: named, in the catalog's order, with their units."""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from armybuilder.engine.words import amount, stat_text
from armybuilder.schema.catalog import Catalog, StatDef


@dataclass(frozen=True)
class Stat:
    name: str
    value: object
    awaiting: bool
    """The value waits on an option the player has still to choose."""
    text: str
    """The value with its unit: '300p', '24 cm', 'not chosen yet', 'unknown'."""
    short: str = ""
    """The catalog's shorter form of the text, for a narrow column ('Walk/rush'); '' where none."""

    @property
    def not_given(self) -> bool:
        """The rules give no figure for it (rather than one waiting on a choice)."""
        return self.value is None and not self.awaiting


def stat(key: str, value: object, defs: Mapping[str, StatDef], awaiting: bool = False) -> Stat:
    found = defs.get(key)
    text = stat_text(value, found, awaiting=awaiting)
    return Stat(found.name if found else key, value, awaiting, text, _short(text, found))


def _short(text: str, found: StatDef | None) -> str:
    return found.short_values.get(text, "") if found else ""


def column_stat(key: str, value: object, defs: Mapping[str, StatDef], awaiting: bool = False) -> Stat:
    """A stat in a table column headed by its short name: where that name gives the unit in
    brackets ('Range (in)'), the cell is the bare value ('12', not '12 inches' under it)."""
    found = defs.get(key)
    if found is None or not heads_unit(found):
        return stat(key, value, defs, awaiting)
    bare = found.model_copy(update={"unit": ""})
    text = stat_text(value, bare, awaiting=awaiting)
    return Stat(found.name, value, awaiting, text, _short(text, found))


def heads_unit(found: StatDef) -> bool:
    """Whether the stat's short name gives its unit in brackets ('Range (in)')."""
    return bool(found.unit) and found.short.endswith(")")


def unit_on_values(found: StatDef) -> StatDef:
    """The stat headed by its short name without the bracketed unit ('Range', not 'Range (hexes)'),
    so its column's values carry the unit ('2 hexes'); other stats as they are."""
    if not heads_unit(found):
        return found
    return found.model_copy(update={"short": found.short.rpartition(" (")[0] or found.name})


def stats_of(
    stats: Mapping[str, object], catalog: Catalog, awaiting: Collection[str] = ()
) -> tuple[Stat, ...]:
    """Stats in the catalog's order, then any it does not define, as written."""
    defs = {found.id: found for found in catalog.stats}
    order = [key for key in defs if key in stats] + [key for key in stats if key not in defs]
    return tuple(stat(key, stats[key], defs, key in awaiting) for key in order)


def as_fielded(key: str, value: object, fielded: Sequence[Mapping[str, Any]]) -> object:
    """The stat as the roster's units of the type have it (`fielded`: their stats); where they
    differ (an option sets it), every value: '12 or 18'."""
    found = list(dict.fromkeys(line.get(key, value) for line in fielded)) or [value]
    known = [v for v in found if v is not None]
    if len(known) < 2:
        return known[0] if known else None
    numbers = [v for v in known if isinstance(v, int | float) and not isinstance(v, bool)]
    if len(numbers) == len(known):
        return " or ".join(amount(v) for v in sorted(numbers))
    return " or ".join(str(v) for v in known)
