"""reportlab's page layout (platypus), loaded without compiling patterns these PDFs never use.

`reportlab.platypus.paragraph` compiles, as it is imported, a pattern of web addresses whose
letters span most of Unicode; ignoring case, Python's `re` takes some 50 ms over it, a tenth of
`armybuilder pdf`. Only the hyphenation of long addresses uses it, which no sheet asks for.
`reportlab.lib.textsplit`, which it loads, compiles a class of every character from U+2E80 to
U+FFFF (some 3 ms) that only its `cjkwrap` uses, which nothing here calls. Both are compiled when
first used instead. reportlab also imports Pillow's image module (its own 45M instructions, a
twelfth of loading the PDF writer) for the bitmaps it can place, and no sheet has one: it is
loaded when first used. This module is imported before any other that loads reportlab
(`armybuilder.pdf` imports it first).
"""

import importlib.util
import sys

from armybuilder.patterns import compiled_on_first_use


def _load() -> None:
    _on_first_use("PIL.Image")
    # The two patterns with letters up to U+FFFF: the web addresses, and the CJK wrapping.
    with compiled_on_first_use(lambda pattern, flags: "\uffff" in pattern):
        import reportlab.platypus  # noqa: F401


def _on_first_use(name: str) -> None:
    """The module `name` of a package, loaded where something first asks it for anything (Python's
    `importlib.util.LazyLoader`); as it is where it is already loaded or cannot be found."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    # Bound to its package, as a loaded module is: `from PIL import Image` then takes it as it
    # stands, where looking it up again would load it.
    package, _, child = name.rpartition(".")
    setattr(sys.modules[package], child, module)


_load()
