"""A misspelt id, and the fix that puts a known one in its place."""

import difflib

from armybuilder.engine.report import Fix
from armybuilder.engine.where import Where

TYPO = 0.75
"""How alike a written id and a known one must be for a fix to put one for the other unasked."""


def replace_id(where: Where, written: str, ids: list[str]) -> Fix | None:
    """Putting a known id in place of a misspelt one: unambiguous when only one id is close, and
    close as a typo is (a letter or two out), not merely the nearest."""
    if not ids:
        return None
    if len(ids) == 1:
        typo = difflib.SequenceMatcher(None, written.lower(), ids[0].lower()).ratio() >= TYPO
        return Fix("replace-id", where, value=ids[0], unambiguous=typo, written=written)
    return Fix("replace-id", where, choices=tuple(ids))
