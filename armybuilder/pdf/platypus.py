"""reportlab's page layout (platypus), loaded without compiling a pattern these PDFs never use.

`reportlab.platypus.paragraph` compiles, as it is imported, a pattern of web addresses whose
letters span most of Unicode; ignoring case, Python's `re` takes some 50 ms over it, a tenth of
`armybuilder pdf`. Only the hyphenation of long addresses uses it, which no sheet asks for, so
here it is compiled when first used instead. This module is imported before any other that
loads reportlab's platypus (`armybuilder.pdf` imports it first).
"""

import re

from armybuilder.patterns import compiled_on_first_use


def _load() -> None:
    # A case-blind pattern with letters up to U+FFFF: the web addresses alone.
    with compiled_on_first_use(lambda pattern, flags: bool(flags & re.IGNORECASE) and "\uffff" in pattern):
        import reportlab.platypus  # noqa: F401


_load()
