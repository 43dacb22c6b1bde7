"""A stat's value is of the kind its stat declares."""

from typing import Any

from armybuilder.lint.linter import Linter, Path


def stat_kind(linter: Linter, at: Path, element: str, stat_id: str, value: Any) -> None:
    """A value of the kind its stat declares (a number, one of its choices, yes or no); null
    says the rule text does not give it, and fits any kind."""
    stat = linter.stat_defs.get(stat_id)
    if stat is None or stat.kind is None or value is None:
        return
    number = isinstance(value, int | float) and not isinstance(value, bool)
    fits = {
        "number": number
        and (stat.min is None or value >= stat.min)
        and (stat.max is None or value <= stat.max),
        "choice": value in stat.choices,
        "flag": isinstance(value, bool),
        "text": isinstance(value, str) or number,
    }[stat.kind]
    if not fits:
        wanted = {
            "number": "a number"
            + (f" from {stat.min:g}" if stat.min is not None else "")
            + (f" up to {stat.max:g}" if stat.max is not None else ""),
            "choice": "one of " + ", ".join(stat.choices),
            "flag": "true or false",
            "text": "text or a number",
        }[stat.kind]
        linter.add(
            "lint.stat-kind",
            at,
            f"{element}'s {stat_id} is {value!r}; the stat takes {wanted}",
            f"write {wanted}, or null where the rule text does not give it",
            "warning",
        )
