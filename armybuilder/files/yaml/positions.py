"""Positions: the line and column of a value, found by its path only when a message needs one."""

import re
from collections.abc import Sequence
from typing import Any

import yaml

from armybuilder.errors import Location
from armybuilder.files.yaml.loader import Loader


class Locator:
    """Finds the line and column of values by their path, composing the document once.

    Where the path is into `data` merged from more than one file (a catalog that `extends:`
    another), a list entry with an `id` is found in this file by its id, not its position.
    """

    def __init__(self, text: str, data: Any = None) -> None:
        self._text = text
        self._data = data
        self._root: yaml.Node | None = None
        self._composed = False
        self._keys: dict[int, dict[str, tuple[yaml.Node, yaml.Node]]] = {}

    def find(self, path: Sequence[str | int], *, key: bool = False) -> Location | None:
        """The position of the value at `path` (or of its key), else of its nearest parent."""
        if not self._composed:
            self._composed = True
            try:
                self._root = yaml.compose(self._text, Loader=Loader)
            except yaml.YAMLError:
                self._root = None
        node = self._root
        if node is None:
            return None
        mark = node.start_mark
        data = self._data
        for step in path:
            if isinstance(step, int) and isinstance(data, list) and isinstance(node, yaml.SequenceNode):
                entry_id = (
                    data[step].get("id") if 0 <= step < len(data) and isinstance(data[step], dict) else None
                )
                data = data[step] if 0 <= step < len(data) else None
                if entry_id is not None:
                    step = _position_of(node, entry_id)
            elif isinstance(data, dict):
                data = data.get(step)
            else:
                data = None
            child = _child(node, step, self._keys)
            if child is None:
                break
            key_node, node = child
            mark = key_node.start_mark if key and key_node is not None else node.start_mark
        return Location(mark.line + 1, mark.column + 1)


def key_location(text: str, key: str) -> Location | None:
    """Where a top-level `key:` is written, found in the text alone: composing a huge document
    only to point at one of its first lines would cost more than reading it did."""
    found = re.search(rf"^{re.escape(key)}[ \t]*:", text, re.MULTILINE)
    return None if found is None else Location(text.count("\n", 0, found.start()) + 1, 1)


def _position_of(node: yaml.SequenceNode, entry_id: object) -> int:
    """Where the entry with this id stands in the file's list; -1 (none) if the file lacks it."""
    for number, item in enumerate(node.value):
        if isinstance(item, yaml.MappingNode) and any(
            isinstance(k, yaml.ScalarNode) and k.value == "id" and getattr(v, "value", None) == str(entry_id)
            for k, v in item.value
        ):
            return number
    return -1


def _child(
    node: yaml.Node, step: str | int, keys: dict[int, dict[str, tuple[yaml.Node, yaml.Node]]]
) -> tuple[yaml.Node | None, yaml.Node] | None:
    if isinstance(node, yaml.MappingNode):
        # Keys are indexed once per mapping, so locating every one of many problems stays linear.
        index = keys.get(id(node))
        if index is None:
            index = keys[id(node)] = {}
            for key_node, value_node in node.value:
                if isinstance(key_node, yaml.ScalarNode):
                    index.setdefault(key_node.value, (key_node, value_node))
        # A key written as a number (`3: x`) is found by its text.
        return index.get(step if isinstance(step, str) else str(step))
    if isinstance(node, yaml.SequenceNode) and isinstance(step, int) and 0 <= step < len(node.value):
        return None, node.value[step]
    return None
