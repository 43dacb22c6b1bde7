"""Saving over a player's own roster file where the splice (`splicing`) cannot: their comments,
key order and layout stay.

The new roster is merged into the file as ruamel.yaml reads it (a round trip keeps comments and
order); only values that changed are written, but the whole document is written again (a quarter
of a second for a thousand elements).
"""

import copy
import io
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from armybuilder.errors import InputError
from armybuilder.files.matching import dropped, list_offset, pairs, place, same, values
from armybuilder.files.rosters import parse_roster
from armybuilder.schema.roster import Roster

_layouts: dict[Path, tuple[str, CommentedMap]] = {}
"""A file's text as last written here, with its round-trip document. Reading a layout is the
slow part of the round trip (a quarter of a second for a thousand elements), so a file that
needs it again is not read again."""


def merged(path: Path, old_text: str, roster: Roster) -> str | None:
    """The old file's text with the roster's values in it; None where the old file is no mapping,
    or where the text would not load as the roster (a value written into an entry that an alias
    shares changes that one too)."""
    yaml = _yaml(old_text)
    known = _layouts.pop(path.absolute(), None)
    data = known[1] if known and known[0] == old_text else _load(yaml, old_text)
    if data is None:
        return None
    saved, full, least = values(roster)
    _merge_map(data, full, least)
    out = io.StringIO()
    yaml.dump(data, out)
    text = out.getvalue()
    try:
        if parse_roster(text, path) != saved:
            return None
    except InputError:
        return None
    # Kept under the new text: it is used again only once the file holds exactly that text.
    _layouts[path.absolute()] = (text, data)
    return text


def _yaml(text: str) -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 100
    offset = list_offset(text)
    yaml.indent(mapping=2, sequence=offset + 2, offset=offset)
    return yaml


def _load(yaml: YAML, text: str) -> CommentedMap | None:
    try:
        data = yaml.load(text)
    except YAMLError:
        return None
    return data if isinstance(data, CommentedMap) else None


def _merge_map(old: CommentedMap, full: dict[str, Any], least: dict[str, Any]) -> None:
    """Bring `old` to the new values: keys the player wrote stay where they are; a key the save
    takes out goes (see `matching`); a new key goes where the standard layout has it."""
    for key in dropped(old, full, least):
        del old[key]
    for key, value in least.items():
        if key in old:
            old[key] = _merge(old[key], full[key], value)
        else:
            _insert(old, place(list(old), key, list(full)), key, value)


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
    return old if same(old, full) else least


def _merge_seq(old: CommentedSeq, full: list[Any], least: list[Any]) -> None:
    """Entries matched by what they are (see `matching.pairs`) are merged in place and keep their
    comments; the rest are inserted or removed."""
    found = pairs(old, least)
    items = [least[j] if i is None else _merge(old[i], full[j], least[j]) for j, i in enumerate(found)]
    comments = {j: old.ca.items[i] for j, i in enumerate(found) if i in old.ca.items}
    old.clear()
    old.extend(items)
    old.ca.items.update(comments)
