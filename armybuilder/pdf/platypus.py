"""reportlab's page layout (platypus), loaded without compiling a pattern these PDFs never use.

`reportlab.platypus.paragraph` compiles, as it is imported, a pattern of web addresses whose
letters span most of Unicode; ignoring case, Python's `re` takes some 50 ms over it, a tenth of
`armybuilder pdf`. Only the hyphenation of long addresses uses it, which no sheet asks for, so
here it is compiled when first used instead. This module is imported before any other that
loads reportlab's platypus (`armybuilder.pdf` imports it first).
"""

import re
from typing import Any

_compile = re.compile


class CompiledOnFirstUse:
    """Stands for `re.compile(pattern, flags)` until something asks the compiled pattern for anything."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            self._compiled = _compile(*self._source)
        return getattr(self._compiled, name)


def _deferring(pattern: Any, flags: Any = 0) -> Any:
    """`re.compile`, but a case-blind pattern with letters up to U+FFFF is compiled on first use."""
    if isinstance(pattern, str) and flags & re.IGNORECASE and "\uffff" in pattern:
        return CompiledOnFirstUse(pattern, int(flags))
    return _compile(pattern, flags)


def _load() -> None:
    # Only while reportlab's platypus loads (already loaded, nothing happens); any other pattern
    # compiled meanwhile, by another thread, passes through unchanged.
    re.compile = _deferring
    try:
        import reportlab.platypus  # noqa: F401
    finally:
        re.compile = _compile


_load()
