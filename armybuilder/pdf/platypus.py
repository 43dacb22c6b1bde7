"""reportlab's page layout (platypus), loaded without compiling patterns these PDFs never use.

`reportlab.platypus.paragraph` compiles, as it is imported, a pattern of web addresses whose
letters span most of Unicode; ignoring case, Python's `re` takes some 50 ms over it, a tenth of
`armybuilder pdf`. Only the hyphenation of long addresses uses it, which no sheet asks for.
`reportlab.lib.textsplit`, which it loads, compiles a class of every character from U+2E80 to
U+FFFF (some 3 ms) that only its `cjkwrap` uses, which nothing here calls. Both are compiled when
first used instead. This module is imported before any other that loads reportlab's platypus
(`armybuilder.pdf` imports it first).
"""

from armybuilder.patterns import compiled_on_first_use


def _load() -> None:
    # The two patterns with letters up to U+FFFF: the web addresses, and the CJK wrapping.
    with compiled_on_first_use(lambda pattern, flags: "\uffff" in pattern):
        import reportlab.platypus  # noqa: F401


_load()
