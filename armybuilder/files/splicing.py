"""Saving over a player's own roster file by writing only what changed into its text.

Every entry and key the save leaves alone keeps its bytes, and so do the comments, blank lines,
order and quoting around them; an entry added or taken out, a count, a name or an option
changed, is written in its place, indented as its neighbours are. `matching` says which entry of
the file is which of the roster's, as it does for the round trip. The file is read with PyYAML's
C parser, whose nodes say where each value is written: rewriting only the changes takes a few
milliseconds where ruamel.yaml's writing the whole document again took a quarter of a second.

None where a change has no exact place in the text (a key or entry added to or taken from a
`[flow, list]`, an alias, an entry sharing its line with another) or the new text would not load
back as the roster: the caller then falls back to the round trip (`keeping`).
"""

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError
from armybuilder.files.matching import dropped, list_offset, pairs, place, same, values
from armybuilder.files.rosters import roster_of, written
from armybuilder.files.yaml.limits import MAX_VALUES, check_structure
from armybuilder.files.yaml.loader import composed
from armybuilder.schema.roster import Roster

_MERGE = "tag:yaml.org,2002:merge"
_BOM = "\ufeff"
_AFTER_VALUE = re.compile(r"[ \t]*(?:#.*)?")
"""What may follow a value on its line: a comment."""
_DASH = re.compile(r" *- +")
"""What comes before a list item's first value on its line."""
_FLOW_SIGNS = frozenset(",[]{}")


class _Unplaced(Exception):
    """A change the text as written has no exact place for."""


_last: tuple[str, yaml.MappingNode, dict[Any, Any]] | None = None
"""The text last written or read here, read: a later save starts from the text the last one wrote."""


def spliced(text: str, roster: Roster) -> str | None:
    """`text`, a roster file, with the roster's values written in where they changed; None where
    that cannot be done exactly."""
    global _last
    if text.startswith(_BOM):  # which the parser's positions do not count
        new = spliced(text[1:], roster)
        return None if new is None else _BOM + new
    read = _read(text)
    if read is None or _shared(text, read[0]):
        return None
    saved, full, least = values(roster)
    splice = _Splice(text, lists_indented=list_offset(text) != 0)
    try:
        splice.mapping(*read, full, least, flow=False)
        new = splice.applied()
    except _Unplaced:
        return None
    # What was not placed exactly shows here: the file must load as the roster, or it is not written.
    again = _read(new)
    try:
        if again is None or roster_of(again[1], new, "") != saved:
            return None
    except InputError:
        return None
    _last = (new, *again)  # the next save reads the file this one writes
    return new


def read_layout(path: Path) -> None:
    """Read a player's file before it is first saved over (the editor does this in the background
    when it opens one), so that save reads only what it writes; a file that cannot be read is left
    to the save to report."""
    global _last
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    read = _read(text)
    if read is not None:
        _last = (text, *read)


def _read(text: str) -> tuple[yaml.MappingNode, dict[Any, Any]] | None:
    """The file's nodes and data; None where it is no mapping, or not YAML."""
    last = _last
    if last is not None and last[0] == text:
        return last[1], last[2]
    try:
        check_structure(text, "", MAX_VALUES)  # libyaml's composer must not meet a hostile depth
        root, data = composed(text)
    except (yaml.YAMLError, InputError, RecursionError):
        return None
    return (root, data) if isinstance(root, yaml.MappingNode) and isinstance(data, dict) else None


def _shared(text: str, root: yaml.Node) -> bool:
    """Whether a value stands for another (an alias `*a`, a merge `<<`): changing one changes both."""
    if "*" not in text and "<<" not in text and "!" not in text:  # a merge may be tagged `!!merge`
        return False
    seen: set[int] = set()
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if id(node) in seen:
            return True
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.tag == _MERGE:
                    return True
                waiting += (key, value)
        elif isinstance(node, yaml.SequenceNode):
            waiting += node.value
    return False


@dataclass
class _Splice:
    """The changes to a file's text, as spans replaced (an insertion replaces none)."""

    text: str
    lists_indented: bool
    """Whether the file indents a list under its key; new values are written as it does."""
    edits: list[tuple[int, int, str]] = field(default_factory=list)

    def applied(self) -> str:
        pieces: list[str] = []
        done = 0
        # Sorted by where they start, insertions first; the order they were made in otherwise.
        for start, end, new in sorted(self.edits, key=lambda edit: (edit[0], edit[1])):
            if start < done:
                raise _Unplaced
            if start == end == len(self.text) and not self.text.endswith("\n"):
                new = "\n" + new  # added after a last line the player did not end
            pieces += (self.text[done:start], new)
            done = end
        pieces.append(self.text[done:])
        return "".join(pieces)

    def mapping(
        self,
        node: yaml.MappingNode,
        old: dict[Any, Any],
        full: dict[str, Any],
        least: dict[str, Any],
        flow: bool,
    ) -> None:
        if old == least:  # as it stands (`same` would say so too, but slower: it copies both)
            return
        if not node.value or len(node.value) != len(old):
            raise _Unplaced  # `{}` has no line to write a key beside; a merged key has no node of its own
        nodes: dict[Any, tuple[yaml.Node, yaml.Node]] = dict(zip(old, node.value, strict=True))
        gone = dropped(old, full, least)
        if gone and flow:
            raise _Unplaced
        for key in gone:
            key_node, value_node = nodes[key]
            self.edits.append((self._line_of(key_node), self._after(value_node), ""))
        keys = [key for key in old if key not in gone]
        added: dict[str, int] = {}
        for key, value in least.items():
            if key in nodes:
                self.value(*nodes[key], key, old[key], full[key], value, flow)
                continue
            if flow:
                raise _Unplaced
            at = place(keys, key, list(full))
            if at == 0:
                position = self._line_of(node.value[0][0])
            else:
                before = keys[at - 1]
                position = added[before] if before in added else self._after(nodes[before][1])
            keys.insert(at, key)
            added[key] = position
            column = node.value[0][0].start_mark.column
            self.edits.append((position, position, self._written({key: value}, column)))

    def sequence(
        self, node: yaml.SequenceNode, old: list[Any], full: list[Any], least: list[Any], flow: bool
    ) -> None:
        if old == least:
            return
        found = pairs(old, least)
        kept = [i for i in found if i is not None]
        if kept != sorted(kept) or (flow and not len(kept) == len(old) == len(found)):
            raise _Unplaced  # entries moved past each other, or added to or taken from `[a, b]`
        for gone in sorted(set(range(len(old))) - set(kept)):
            self.edits.append((self._item_line(node.value[gone]), self._after(node.value[gone]), ""))
        position: int | None = None
        for j, i in enumerate(found):
            if i is not None:
                self.value(None, node.value[i], None, old[i], full[j], least[j], flow)
                position = self._after(node.value[i])
                continue
            line = self._item_line(node.value[0])
            position = line if position is None else position
            listed = written({"x": [least[j]]}, lists_indented=self.lists_indented).partition("\n")[2]
            dash = self.text.index("-", line) - line  # as the file's first item has it
            self.edits.append((position, position, _shifted(listed, dash - _indent(listed))))

    def value(
        self,
        key_node: yaml.Node | None,
        node: yaml.Node,
        key: Any,
        old: Any,
        full: Any,
        least: Any,
        flow: bool,
    ) -> None:
        """Bring the value `node` (of `key`, or a list's item) from `old` to the roster's `full`
        value, written as `least`."""
        if isinstance(node, yaml.MappingNode) and isinstance(old, dict) and isinstance(full, dict):
            self.mapping(node, old, full, least, flow or bool(node.flow_style))
        elif isinstance(node, yaml.SequenceNode) and isinstance(old, list) and isinstance(full, list):
            self.sequence(node, old, full, least, flow or bool(node.flow_style))
        elif same(old, full):
            return
        elif (
            isinstance(node, yaml.ScalarNode)
            and node.style not in ("|", ">")
            and (text := _scalar(least, node.style, flow)) is not None
        ):
            self.edits.append((node.start_mark.index, node.end_mark.index, text))
        elif flow or key_node is None:
            raise _Unplaced
        else:
            self._rewrite(key_node, node, key, least)

    def _rewrite(self, key_node: yaml.Node, node: yaml.Node, key: Any, value: Any) -> None:
        """The key written again with its new value: a block of text, or a list where it was a word."""
        start, end = self._line_of(key_node), self._after(node)
        if "#" in self.text[start:end]:
            raise _Unplaced  # a comment on the lines written again: the round trip keeps it
        column = key_node.start_mark.column
        self.edits.append((start, end, self._written({key: value}, column)))

    def _written(self, data: dict[str, Any], column: int) -> str:
        return _shifted(written(data, lists_indented=self.lists_indented), column)

    def _line_of(self, node: yaml.Node) -> int:
        """Where the line that `node` begins starts; it must begin it."""
        start = node.start_mark.index
        line = self.text.rfind("\n", 0, start) + 1
        if self.text[line:start].strip(" "):
            raise _Unplaced
        return line

    def _item_line(self, node: yaml.Node) -> int:
        """Where the line of a list item's `- ` starts; the item must be alone on it."""
        start = node.start_mark.index
        line = self.text.rfind("\n", 0, start) + 1
        if not _DASH.fullmatch(self.text, line, start):
            raise _Unplaced
        return line

    def _after(self, node: yaml.Node) -> int:
        """Where the line after `node`'s last value starts (past a comment on its line)."""
        while isinstance(node, yaml.CollectionNode) and not node.flow_style:
            node = node.value[-1][1] if isinstance(node, yaml.MappingNode) else node.value[-1]
        end = node.end_mark.index
        if end and self.text[end - 1] == "\n":
            # a block of text ends with its last line of words, not with the blank lines after it
            return self.text.index("\n", len(self.text[:end].rstrip())) + 1
        newline = self.text.find("\n", end)
        stop = len(self.text) if newline < 0 else newline
        if not _AFTER_VALUE.fullmatch(self.text, end, stop):
            raise _Unplaced
        return stop if newline < 0 else newline + 1


def _scalar(value: Any, style: str | None, flow: bool) -> str | None:
    """The text of a word, number or flag written in a value's place, quoted as the old one was
    where it can be; None for a list or mapping, or what takes more than one line."""
    if isinstance(value, dict | list):
        return None
    if isinstance(value, str) and value.isprintable():
        if style == "'":
            return "'" + value.replace("'", "''") + "'"
        if style == '"':
            return json.dumps(value, ensure_ascii=False)
    text = written({"x": value})[3:]
    if text.count("\n") != 1 or text[0] in "|>":
        return None
    if flow and text[0] not in "'\"" and not _FLOW_SIGNS.isdisjoint(text):
        return None
    return text[:-1]


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" "))


def _shifted(text: str, by: int) -> str:
    """`text` moved `by` columns to the right (to the left where negative)."""
    if by == 0:
        return text
    lines = text.split("\n")
    if by > 0:
        return "\n".join(" " * by + line if line else line for line in lines)
    if any(line.strip(" ") and not line.startswith(" " * -by) for line in lines):
        raise _Unplaced
    return "\n".join(line[-by:] if line.startswith(" " * -by) else line for line in lines)
