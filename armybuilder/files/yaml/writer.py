"""Writing plain data in the block layout people write by hand, without waiting on PyYAML.

PyYAML's emitter, written in Python, takes a fifth of a millisecond a value (a roster of 1,000
entries: 0.2 s to write), and its C emitter cannot indent a list under its key. Most of what a
roster holds is short words, whole numbers and flags, whose text is certain: `block` writes
those itself and answers None for anything PyYAML would have to weigh (quoting, folding, a
float, an empty collection), which its caller then leaves to PyYAML. The text is PyYAML's own
either way: a test holds the two equal over random data.
"""

import re
from functools import lru_cache
from typing import Any

import yaml

WIDTH = 100
"""The line width PyYAML is given: a plain word past it may be folded onto the next line."""
_WORD = re.compile(r"[^\W_][\w .()/'-]*(?<! )\Z")
"""Text that PyYAML writes as it is, unquoted, where it does not read back as something else."""
_STR = "tag:yaml.org,2002:str"
_RESOLVER = yaml.resolver.Resolver()


def block(data: dict[str, Any], indent: int = 0, *, item: bool = False) -> str | None:
    """`data`, a mapping, as PyYAML writes it at `indent` (sequences indented under their key,
    two spaces a level), and with `item` as an item of a list, on its `- `; None where any part of
    it is for PyYAML to write."""
    lines: list[str] = []
    return "".join(lines) if _mapping(data, indent, lines, item) else None


def _mapping(data: dict[str, Any], indent: int, lines: list[str], item: bool) -> bool:
    """Append `data`'s lines; with `item`, it is a list's item and begins on the list's `- `."""
    if not data:
        return False
    for number, (key, value) in enumerate(data.items()):
        if not isinstance(key, str) or not _is_word(key, indent):
            return False
        lead = " " * (indent - 2) + "- " if item and not number else " " * indent
        if (text := _scalar(value, indent + len(key) + 2)) is not None:
            lines.append(f"{lead}{key}: {text}\n")
        elif item and not number:
            return False  # a collection as the first value of a list's item: PyYAML's to lay out
        elif isinstance(value, dict):
            lines.append(f"{lead}{key}:\n")
            if not _mapping(value, indent + 2, lines, False):
                return False
        elif isinstance(value, list):
            lines.append(f"{lead}{key}:\n")
            if not _sequence(value, indent + 2, lines):
                return False
        else:
            return False
    return True


def _sequence(data: list[Any], indent: int, lines: list[str]) -> bool:
    if not data:
        return False
    for item in data:
        if isinstance(item, dict):
            if not _mapping(item, indent + 2, lines, True):
                return False
        elif (text := _scalar(item, indent + 2)) is not None:
            lines.append(f"{' ' * indent}- {text}\n")
        else:
            return False
    return True


def _scalar(value: Any, column: int) -> str | None:
    """The text of a scalar that starts at `column`; None for a collection or what PyYAML must weigh."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if type(value) is int:
        return str(value)
    if type(value) is str and _is_word(value, column):
        return value
    return None


def _is_word(text: str, column: int) -> bool:
    return column + len(text) <= WIDTH and _plain(text)


@lru_cache(maxsize=4096)
def _plain(text: str) -> bool:
    """Whether PyYAML writes `text` unquoted; a roster repeats its keys and ids, each weighed once."""
    return _WORD.match(text) is not None and _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) == _STR
