"""armybuilder: build and check army lists for historical miniature wargames."""

from armybuilder.files.code_cache import compile_once
from armybuilder.patterns import compiled_on_first_use
from armybuilder.version import __version__ as __version__

# First, before any module defines a dataclass: their methods' code is kept between runs.
compile_once()

# PyYAML compiles, as it loads, a class of every character YAML may not hold, over all of Unicode
# (some 7 ms of every command, half of loading PyYAML). Only its pure-Python reader uses it, and
# armybuilder reads YAML through libyaml (`files/yaml/loader`): it is compiled on first use. Here,
# where every command starts, before any module loads PyYAML.
with compiled_on_first_use(lambda pattern, flags: "\U0010ffff" in pattern):
    import yaml  # noqa: F401
