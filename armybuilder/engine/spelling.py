"""Roster option values written another way than the catalog's choice ("15 mm", "15", "15MM" for
`15mm`): read as that choice, with a warning, so a legal army is never refused on how it is written.

Folding is generic: case and spaces are ignored, and a number missing its unit suffix matches the
one choice that is that number with letters after it.
"""

from __future__ import annotations

import re
from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.report import Fix
from armybuilder.engine.where import roster_option
from armybuilder.schema.catalog import ChoiceOption
from armybuilder.schema.roster import Roster

_NUMBER_THEN_UNIT = re.compile(r"(\d+(?:\.\d+)?)([a-z]+)")


def folded(value: object) -> str:
    """A value as spelling compares it: lowercase, without spaces."""
    return "".join(str(value).split()).lower()


def choice_meant(option: Any, value: object) -> str | None:
    """The one text choice of `option` that `value` spells another way, or None."""
    if not isinstance(option, ChoiceOption) or isinstance(value, bool) or value in option.choices:
        return None
    texts = [choice for choice in option.choices if isinstance(choice, str)]
    written = folded(value)
    same = [choice for choice in texts if folded(choice) == written]
    if not same:
        same = [
            choice
            for choice in texts
            if (match := _NUMBER_THEN_UNIT.fullmatch(folded(choice))) and match.group(1) == written
        ]
    return same[0] if len(same) == 1 else None


def spelled(roster: Roster, ix: Index, findings: Findings) -> Roster:
    """The roster with each option value written another way read as the choice it means.

    Adds an `option.spelling` warning for each.
    """
    read: dict[str, Any] = {}
    for key, value in roster.options.items():
        option = ix.options.get(key)
        choice = choice_meant(option, value)
        if option is None or choice is None:
            continue
        read[key] = choice
        findings.warning(
            "option.spelling",
            f"{option.name}: `{value}` is read as `{choice}`",
            where=roster_option(key),
            rule=ix.catalog.cite(option.source),
            hint=f"write `{key}: {choice}`",
            fix=Fix("set-value", roster_option(key), value=choice),
        )
    if not read:
        return roster
    return roster.model_copy(update={"options": {**roster.options, **read}})
