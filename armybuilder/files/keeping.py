"""Saving over a player's own roster file: their comments, key order and layout stay.

The new roster is merged into the file as ruamel.yaml reads it (a round trip keeps comments and
order); only values that changed are written. PyYAML's C loader stays the fast path for reading.
"""

import copy
import difflib
import io
import json
import re
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from armybuilder.schema.roster import Roster

SIMILAR = 0.8
"""How alike two entry types must read to count as one respelt rather than one replaced."""
_LIST_UNDER_KEY = re.compile(r"^( *)[^\s#-][^\n]*:[ \t]*\n( *)- ", re.MULTILINE)


_layouts: dict[Path, tuple[str, CommentedMap]] = {}
"""A file's text as last read or written here, with its round-trip document. Reading a layout is
the slow part of saving over a player's file (a quarter of a second for a thousand elements), so
it is done once: ahead of the first save (`read_layout`), and then kept from save to save."""


def read_layout(path: Path) -> None:
    """Read a player's file's layout before it is first saved over (the editor does this in the
    background when it opens a file); a file that cannot be read is left to the save to report."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    data = _load(_yaml(text), text)
    if data is not None:
        _layouts[path.absolute()] = (text, data)


def merged(path: Path, old_text: str, roster: Roster) -> str | None:
    """The old file's text with the roster's values in it; None where the old file is no mapping."""
    yaml = _yaml(old_text)
    known = _layouts.pop(path.absolute(), None)
    data = known[1] if known and known[0] == old_text else _load(yaml, old_text)
    if data is None:
        return None
    full = {**roster.model_dump(mode="json"), "format": 1}
    least = {"format": 1, **roster.model_dump(mode="json", exclude_defaults=True)}
    _merge_map(data, full, least)
    out = io.StringIO()
    yaml.dump(data, out)
    text = out.getvalue()
    # Kept under the new text: it is used again only once the file holds exactly that text.
    _layouts[path.absolute()] = (text, data)
    return text


def _yaml(text: str) -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 100
    offset = _list_offset(text)
    yaml.indent(mapping=2, sequence=offset + 2, offset=offset)
    return yaml


def _load(yaml: YAML, text: str) -> CommentedMap | None:
    try:
        data = yaml.load(text)
    except YAMLError:
        return None
    return data if isinstance(data, CommentedMap) else None


def _list_offset(text: str) -> int:
    """How far the file indents a list under its key (0 or 2, as the player wrote it)."""
    found = _LIST_UNDER_KEY.search(text)
    return max(0, len(found.group(2)) - len(found.group(1))) if found else 2


def _merge_map(old: CommentedMap, full: dict[str, Any], least: dict[str, Any]) -> None:
    """Bring `old` to the new values: keys the player wrote stay where they are; a value gone back
    to its default is removed; a new key goes where the standard layout has it, after the keys
    that come before it there (`catalog_revision:` after `system:`, not under the units)."""
    for key in list(old):
        if key not in full:
            del old[key]
        elif key not in least and _same(old[key], full[key]):
            continue
        elif key not in least:
            del old[key]
    order = list(full)
    for key, value in least.items():
        if key in old:
            old[key] = _merge(old[key], full[key], value)
        else:
            earlier = set(order[: order.index(key)])
            _insert(old, max((n + 1 for n, k in enumerate(old) if k in earlier), default=0), key, value)


def _insert(old: CommentedMap, position: int, key: str, value: Any) -> None:
    """A new key at `position`. ruamel keeps the comment lines above a key with the key before it,
    so those lines move under a new plain value, to stay above the key they were written for."""
    old.insert(position, key, value)
    if position == 0 or isinstance(value, dict | list):
        return
    slots = old.ca.items.get(list(old)[position - 1])
    token = slots[2] if slots else None
    if token is None:
        return
    own, _, above_next = token.value.partition("\n")
    if not above_next:
        return
    moved = copy.copy(token)
    moved.value = "\n" + above_next
    old.ca.items.setdefault(key, [None, None, None, None])[2] = moved
    if own.strip():
        token.value = own + "\n"
    else:
        slots[2] = None


def _merge(old: Any, full: Any, least: Any) -> Any:
    if isinstance(old, CommentedMap) and isinstance(full, dict):
        _merge_map(old, full, least)
        return old
    if isinstance(old, CommentedSeq) and isinstance(full, list):
        _merge_seq(old, full, least)
        return old
    return old if _same(old, full) else least


def _merge_seq(old: CommentedSeq, full: list[Any], least: list[Any]) -> None:
    """Entries matched by what they are (the element or formation type) are merged in place and
    keep their comments; the rest are inserted or removed."""
    matcher = difflib.SequenceMatcher(
        None, [_identity(item) for item in old], [_identity(item) for item in least], autojunk=False
    )
    items: list[Any] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            items.extend(_merge(old[i1 + k], full[j1 + k], least[j1 + k]) for k in range(i2 - i1))
            continue
        unused = list(range(i1, i2))
        for j in range(j1, j2):
            # A respelt entry keeps its place and comments, even where others came or went beside it.
            found = next((i for i in unused if _alike(old[i], least[j])), None)
            if found is None:
                items.append(least[j])
            else:
                unused.remove(found)
                items.append(_merge(old[found], full[j], least[j]))
    comments = dict(old.ca.items) if len(items) == len(old) else {}
    old.clear()
    old.extend(items)
    old.ca.items.update(comments)


def _alike(old: Any, new: Any) -> bool:
    """The same entry with its type respelt (a typo mended), so it keeps its place and comments."""
    a, b = _identity(old), _identity(new)
    kind = a.split(":", 1)[0]
    return kind in ("element", "formation") and b.startswith(kind + ":") and _similar(a, b)


def _similar(a: str, b: str) -> bool:
    return difflib.SequenceMatcher(None, a, b).ratio() >= SIMILAR


def _identity(value: Any) -> str:
    """What a list item is: an entry's type, or the whole value for anything else."""
    if isinstance(value, dict):
        for key in ("element", "formation"):
            if key in value:
                return f"{key}:{value[key]}"
    return json.dumps(_plain(value), sort_keys=True, default=str)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float):
        return float(value) if isinstance(value, float) else int(value)
    return str(value)


def _same(old: Any, new: Any) -> bool:
    return _plain(old) == _plain(new)
