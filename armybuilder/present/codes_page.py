"""The manual of every code, `docs/codes.md`, made from the registry (`engine/codes.py`) so it says
what armybuilder reports and nothing else: `make docs` writes it, and a test fails when the file
and the registry differ, so no one edits it by hand."""

from itertools import groupby

from armybuilder.engine.codes import CODES

_OPENING = """\
<!-- Made by `make docs` from armybuilder/engine/codes.py: change the registry, not this file. -->
# Error codes

Every problem armybuilder reports on a roster carries one of these codes: `check` prints it in
brackets (`error [cost.over-limit] ...`), and its JSON gives it as `code`. A code whose meaning
starts "warning:" is reported as a warning, and a warning never makes a list NOT VALID. Codes that
share a meaning share a row.

| code | when |
|---|---|
"""

_CLOSING = """
A catalog may add codes of its own for its list rules: see
[Codes a catalog adds](catalogs.md#codes-a-catalog-adds).
"""


def codes_page() -> str:
    """The Markdown of `docs/codes.md`: the registry's codes in its order, one row per meaning."""
    rows = "".join(
        f"| {', '.join(f'`{code.code}`' for code in codes)} | {row} |\n"
        for row, codes in groupby(CODES, key=lambda code: code.row)
    )
    return _OPENING + rows + _CLOSING
