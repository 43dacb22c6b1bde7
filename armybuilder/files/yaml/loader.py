"""The fast loader: PyYAML's C parser, and plain data built straight from its nodes.

Strict where PyYAML is lax: a key written twice is an error, free text stays text as written,
and a number too long to be a count is refused.
"""

import re
from functools import lru_cache
from typing import Any

import yaml

MAX_DIGITS = 100
"""Longer numbers are refused when read, well before Python's own limit on turning text into one."""
FREE_TEXT = frozenset({"name", "player", "notes", "organiser", "description"})
"""Keys whose values are always text as written: `name: 88` is the name "88", not a number."""

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_DATE_LIKE = yaml.constructor.SafeConstructor.timestamp_regexp
_BOOLS = yaml.constructor.SafeConstructor.bool_values
_NOT_TEXT = frozenset({_INT, "tag:yaml.org,2002:float", _BOOL, _TIMESTAMP})
_LEADING_ZERO = re.compile(r"[-+]?0[0-9_]+$")
_MERGE = "tag:yaml.org,2002:merge"
_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"
_CORE_SCALARS = frozenset({_STR, _NULL, *_NOT_TEXT})
"""The scalar types a plain value can be read as; a tag naming any other type (`!!binary`,
`!!python/...`, `!local`), or on a list or mapping (`!!omap`, `!!pairs`, `!!set`), is refused."""
_CORE_PREFIX = "tag:yaml.org,2002:"
_PLAIN_ODDITIES = frozenset({_MERGE, "tag:yaml.org,2002:value"})
"""Types a plain `<<` or `=` resolves to, written without a tag: PyYAML's own error names them."""


class _Builder:
    """Plain data from composed nodes: quicker than PyYAML's constructor, and strict about keys.

    PyYAML keeps the last of two equal keys without a word; here that is an error. Aliased
    collections are built once and shared, as PyYAML does, so expansion is checked separately.
    """

    def __init__(self) -> None:
        self._scalars = yaml.constructor.SafeConstructor()
        self._built: dict[int, Any] = {}

    def build(self, node: yaml.Node) -> Any:
        kind = type(node)
        if type(node) is yaml.ScalarNode:
            if node.tag == _STR:
                return node.value
            if node.tag not in _CORE_SCALARS and node.tag not in _PLAIN_ODDITIES:
                raise _refused(node)
            return self._scalar(node)
        known = self._built.get(id(node))
        if known is not None:
            return known
        if kind is yaml.SequenceNode:
            if node.tag != _SEQ:
                raise _refused(node)
            items: list[Any] = []
            self._built[id(node)] = items
            items.extend(self.build(child) for child in node.value)
            return items
        if node.tag != _MAP:
            raise _refused(node)
        mapping: dict[Any, Any] = {}
        self._built[id(node)] = mapping
        merged: dict[Any, Any] = {}
        first_line: dict[Any, int] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE:
                merged.update(self._merge(value_node))
                continue
            key = self.build(key_node)
            try:
                duplicate = key in mapping
            except TypeError:
                raise yaml.constructor.ConstructorError(
                    None, None, "a mapping key must be a plain value", key_node.start_mark
                ) from None
            if duplicate:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    f"the key {key!r} appears twice (first on line {first_line[key]})",
                    key_node.start_mark,
                )
            first_line[key] = key_node.start_mark.line + 1
            if key in FREE_TEXT and type(value_node) is yaml.ScalarNode and value_node.tag in _NOT_TEXT:
                mapping[key] = value_node.value  # as written: `88`, `2027-03-14`, `1e3`, `yes`
            else:
                mapping[key] = self.build(value_node)
        for key, value in merged.items():
            mapping.setdefault(key, value)
        return mapping

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        tag, value = node.tag, node.value
        if tag == _INT and len(value) > MAX_DIGITS:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"a number {len(value):,} characters long; numbers here have at most {MAX_DIGITS} digits",
                node.start_mark,
            )
        if tag == _INT and _LEADING_ZERO.match(value):
            return int(value.replace("_", ""))  # 010 is ten to a person, not YAML 1.1's octal eight
        # The common plain values directly; the rest (signs, floats, dates...) as PyYAML builds them.
        if tag == _INT and value.isdigit():
            return int(value)
        if tag == _BOOL and value.lower() in _BOOLS:
            return _BOOLS[value.lower()]
        if tag == _NULL:
            return None
        try:
            return self._scalars.construct_object(node)
        except (ValueError, KeyError, AttributeError, OverflowError):  # `!!int abc`, `!!bool maybe`
            if tag == _TIMESTAMP and _DATE_LIKE.match(value):  # `2027-04-31`, tagged or not
                raise yaml.constructor.ConstructorError(
                    None, None, f"`{value}` is written as a date, but there is no such day", node.start_mark
                ) from None
            kind = tag.rsplit(":", 1)[-1]
            raise yaml.constructor.ConstructorError(
                None, None, f"`{value}` is tagged !!{kind} but is not a valid {kind}", node.start_mark
            ) from None

    def _merge(self, node: yaml.Node) -> dict[Any, Any]:
        sources = node.value if isinstance(node, yaml.SequenceNode) else [node]
        merged: dict[Any, Any] = {}
        for source in reversed(sources):
            value = self.build(source)
            if not isinstance(value, dict):
                raise yaml.constructor.ConstructorError(
                    None, None, "only mappings can be merged with <<", source.start_mark
                )
            merged.update(value)
        return merged


def _refused(node: yaml.Node) -> yaml.constructor.ConstructorError:
    tag = node.tag
    shown = "!!" + tag.removeprefix(_CORE_PREFIX) if tag.startswith(_CORE_PREFIX) else tag
    return yaml.constructor.ConstructorError(
        None, None, f"the tag {shown} is refused: only plain values are read", node.start_mark
    )


# First characters a plain scalar needs before YAML 1.1 could read it as anything but text:
# booleans, null, numbers, dates, merge keys and `=`.
_MAYBE_NOT_TEXT = frozenset("yYnNtTfFoO~-+.0123456789<=")


class Loader(yaml.CSafeLoader):
    """The C loader, with short cuts past the implicit-type resolver: plain words are text, and
    other plain values (`1`, `true`, `15mm`) recur from file to file, so their types are remembered.
    The safe loader resolves by value alone (it has no path resolvers), so a list or mapping is
    always one, and the composer's calls to track the path do nothing."""

    def resolve(self, kind: type[yaml.Node], value: Any, implicit: Any) -> str:
        if kind is yaml.ScalarNode:
            if not implicit[0] or (value and value[0] not in _MAYBE_NOT_TEXT):
                return _STR
            if len(value) <= _REMEMBERED_LENGTH:
                return _plain_tag(value)
            return super().resolve(kind, value, implicit)
        return _MAP if kind is yaml.MappingNode else _SEQ

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass

    def ascend_resolver(self) -> None:
        pass


_REMEMBERED_LENGTH = 40
"""Longer values are rare and never remembered, so a hostile file cannot fill the memory."""


@lru_cache(maxsize=2048)
def _plain_tag(value: str) -> str:
    """A plain scalar's type depends on its text alone (SafeLoader has no path resolvers)."""
    return _RESOLVER.resolve(yaml.ScalarNode, value, (True, False))


_RESOLVER = yaml.resolver.Resolver()


def load(text: str) -> Any:
    return composed(text)[1]


def composed(text: str) -> tuple[yaml.Node | None, Any]:
    """The document's nodes, which say where each value is written, and the plain data they hold."""
    loader = Loader(text)
    try:
        node = loader.get_single_node()
    finally:
        loader.dispose()
    return (None, None) if node is None else (node, _Builder().build(node))
