"""A short hash of what affects play, printed on roster sheets so a handed-in list can be locked."""

import hashlib
import json
from collections.abc import Callable
from typing import Any

from armybuilder.schema.roster import ElementEntry, FormationEntry, Roster


def fingerprint(
    roster: Roster,
    catalog_revision: int,
    limit: float | None,
    options: dict[str, Any],
    canonical: Callable[[str, str], str],
) -> str:
    """First 12 hex digits of SHA-256 over the canonical JSON, as three groups of four.

    Names, the player and notes are left out. Element and formation ids are taken after resolving
    aliases (`canonical(kind, name)`), and an option listed twice counts once, as the engine reads it.
    """
    document = {
        "system": roster.system,
        "catalog_revision": catalog_revision,
        "limit": limit,
        "options": options,
        "units": [_unit(unit, canonical) for unit in roster.units],
    }
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(text.encode()).hexdigest()[:12]
    return f"{digest[:4]}-{digest[4:8]}-{digest[8:12]}"


def _unit(unit: ElementEntry | FormationEntry, canonical: Callable[[str, str], str]) -> dict[str, Any]:
    if isinstance(unit, FormationEntry):
        return {
            "formation": canonical("formation", unit.formation),
            "elements": [_unit(e, canonical) for e in unit.elements],
        }
    return {
        "element": canonical("element", unit.element),
        "count": unit.count,
        "general": unit.general,
        "options": sorted(set(unit.options)),
        "base": {"width": unit.base.width, "depth": unit.base.depth, "figures": unit.base.figures}
        if unit.base
        else None,
    }
