"""How values read, in messages, on screen and on paper: one place for every output."""

from collections.abc import Iterable, Mapping
from typing import Protocol

import yaml

from armybuilder.schema.catalog import StatDef

GENERAL = "★"
"""Marks the army's general wherever units are listed."""


class _Measure(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def value(self) -> float: ...
    @property
    def limit(self) -> float | None: ...


def players_army(player: str, most: int) -> str:
    """What a list that names no army is called for its player or sender: "Erin Wu's army", the
    name cut to fit `most` characters."""
    mark = "'s army"
    if len(player) + len(mark) > most:
        player = player[: most - len(mark) - 1] + "…"
    return player + mark


def amount(value: float, unit: str = "") -> str:
    """A cost, count or size as people write it: 36 AP, 2.5 AP, 1234568 mm (never '1.23457e+06')."""
    if not isinstance(value, float):
        text = str(value)
    else:
        text = f"{value:.0f}" if abs(value) >= 1e6 else f"{value:g}"
    return f"{text} {unit}".strip()


def amounts(values: Mapping[str, float]) -> str:
    """Amounts by unit, as people list them: '8 AP, 2 VP'."""
    return ", ".join(f"{amount(value)} {unit}" for unit, value in values.items())


def signed(value: float, unit: str = "") -> str:
    """A change with its sign, e.g. '+5', '-5', '+0', '+2 AP'."""
    return ("+" if value >= 0 else "") + amount(value, unit)


def sentence(text: str) -> str:
    """The text with its first letter a capital, the rest as written (`WTJ` stays `WTJ`)."""
    return text[:1].upper() + text[1:]


def counted(count: int, word: str) -> str:
    """`1 page`, `3 pages`."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def kilobytes(size: int) -> str:
    """`257` for 262,145 bytes: a size over a limit in whole kilobytes rounded up, so never
    the limit itself."""
    return f"{-(-size // 1024):,}"


def ago(seconds: float) -> str:
    """'less than a minute ago', '5 minutes ago', '3 hours ago', '2 days ago': how long since."""
    minutes = max(0, round(seconds / 60))
    if minutes == 0:
        return "less than a minute ago"
    if minutes < 120:
        return f"{counted(minutes, 'minute')} ago"
    hours = round(minutes / 60)
    return f"{counted(hours, 'hour')} ago" if hours < 48 else f"{counted(round(hours / 24), 'day')} ago"


def shown(value: object) -> str:
    """A value quoted for a message: `two`, `""`, `2.5`."""
    if value is None:
        return "empty"
    return f"`{value}`" if value != "" else '""'


def yaml_value(value: object) -> str:
    """A value as a roster file writes it: true, 15mm, 6."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "..." if value is None else str(value)


def yaml_scalar(value: object) -> str:
    """A value exactly as YAML reads it back: `15mm`, `true`, `36`, and `'1'` for the text 1."""
    return yaml.safe_dump(value, allow_unicode=True, width=1_000_000).removesuffix("\n...\n").strip()


def plain(value: object) -> str:
    """A value for a table or a sheet: yes or no, a dash for nothing."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "—" if value is None else str(value)


def against(total: float, limit: float | None) -> str:
    """`35 / 36`, or the total alone where there is no limit."""
    return f"{amount(total)} / {amount(limit)}" if limit is not None else amount(total)


def measured(measure: _Measure, *, cost: bool) -> str:
    """`36 / 36 AP`, `5 / 6 units`; a count with no limit as `Platoons: 2`, right for any number."""
    if cost or measure.limit is not None:
        return f"{against(measure.value, measure.limit)} {measure.name}"
    return f"{sentence(measure.name)}: {amount(measure.value)}"


def totals(measures: Iterable[_Measure], sep: str = ", ") -> str:
    """`13 / 36 AP, 4 / 6 units`: every total that has a limit."""
    return sep.join(measured(m, cost=True) for m in measures if m.limit is not None)


def stat_text(value: object, stat: StatDef | None, *, awaiting: bool = False) -> str:
    """A stat as printed: '300p', '24 cm', 'yes'; 'not chosen yet' where an option the player has
    still to choose sets it, 'unknown' where the rules give none."""
    if value is None:
        return "not chosen yet" if awaiting else "unknown"
    if isinstance(value, bool):
        return "yes" if value else "no"
    unit = stat.unit if stat else ""
    if isinstance(value, str):
        # A written number such as "1/2" takes the unit too; words ("none", "Manhandled") do not.
        return f"{value} {unit}" if unit and value[:1].isdigit() else value
    if not isinstance(value, int | float):
        return str(value)
    # A one-letter unit or a sign sits against the number (300p, 12"); a word stands apart (24 cm).
    return f"{amount(value)}{unit}" if len(unit) <= 1 else f"{amount(value)} {_number_of(value, unit)}"


def _number_of(value: float, unit: str) -> str:
    """A plural unit made singular for one: 1 hex, -1 inch, 2 hexes."""
    if abs(value) != 1 or not unit.isalpha() or not unit.endswith("s"):
        return unit
    if unit.endswith(("xes", "ches", "shes", "sses")):
        return unit[:-2]
    return unit[:-1]
