"""Reading YAML safely: size and encoding checks, duplicate keys, alias bombs, and positions.

Parsing uses PyYAML's C loader. Positions are found only when a message needs one, by composing
the document again and walking its nodes, so a good file pays nothing for them.
"""

import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError, Location

MAX_VALUES = 200_000
MAX_DEPTH = 200


MAX_DIGITS = 100
"""Longer numbers are refused when read, well before Python's own limit on turning text into one."""
FREE_TEXT = frozenset({"name", "player", "notes", "organiser", "description"})
"""Keys whose values are always text as written: `name: 88` is the name "88", not a number."""

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_BOOLS = yaml.constructor.SafeConstructor.bool_values
_NOT_TEXT = frozenset({_INT, "tag:yaml.org,2002:float", _BOOL, "tag:yaml.org,2002:timestamp"})
_LEADING_ZERO = re.compile(r"[-+]?0[0-9_]+$")
_MERGE = "tag:yaml.org,2002:merge"
_SEQ = "tag:yaml.org,2002:seq"


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
        if kind is yaml.ScalarNode:
            return node.value if node.tag == _STR else self._scalar(node)
        known = self._built.get(id(node))
        if known is not None:
            return known
        if kind is yaml.SequenceNode:
            if node.tag != _SEQ:
                return self._scalars.construct_object(node)  # a `!tag` refused, as on any value
            items: list[Any] = []
            self._built[id(node)] = items
            items.extend(self.build(child) for child in node.value)
            return items
        if node.tag != "tag:yaml.org,2002:map":
            return self._scalars.construct_object(node)
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


# First characters a plain scalar needs before YAML 1.1 could read it as anything but text:
# booleans, null, numbers, dates, merge keys and `=`.
_MAYBE_NOT_TEXT = frozenset("yYnNtTfFoO~-+.0123456789<=")


class _Loader(yaml.CSafeLoader):
    """The C loader, with short cuts past the implicit-type resolver: plain words are text, and
    other plain values (`1`, `true`, `15mm`) recur from file to file, so their types are remembered."""

    def resolve(self, kind: type[yaml.Node], value: Any, implicit: Any) -> str:
        if kind is yaml.ScalarNode:
            if not implicit[0] or (value and value[0] not in _MAYBE_NOT_TEXT):
                return _STR
            if len(value) <= _REMEMBERED_LENGTH:
                return _plain_tag(value)
        return super().resolve(kind, value, implicit)


_REMEMBERED_LENGTH = 40
"""Longer values are rare and never remembered, so a hostile file cannot fill the memory."""


@lru_cache(maxsize=2048)
def _plain_tag(value: str) -> str:
    """A plain scalar's type depends on its text alone (SafeLoader has no path resolvers)."""
    return _RESOLVER.resolve(yaml.ScalarNode, value, (True, False))


_RESOLVER = yaml.resolver.Resolver()


def _load(text: str) -> Any:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
    finally:
        loader.dispose()
    return None if node is None else _Builder().build(node)


def parse(text: str, path: Path | str, *, max_values: int = MAX_VALUES) -> Any:
    """The document as plain Python data; an InputError (`file.syntax`) with line and column if not."""
    _check_structure(text, path, max_values)
    try:
        data = _load(text)
    except yaml.MarkedYAMLError as error:
        raise _syntax_error(error, text, path) from None
    except yaml.YAMLError as error:
        raise InputError("file.syntax", f"not valid YAML: {error}", file=path) from None
    except RecursionError:
        raise InputError("file.syntax", _TOO_DEEP, file=path) from None
    if "&" in text or "*" in text:
        _check_expansion(data, text, path, max_values)
    return data


def parse_mapping(
    text: str, path: Path | str, *, kind: str, hint: str | None = None, max_values: int = MAX_VALUES
) -> dict[str, Any]:
    """Like `parse`, for a file whose top level must be a mapping (a catalog, a template)."""
    data = parse(text, path, max_values=max_values)
    if not isinstance(data, dict):
        raise InputError(
            "file.schema",
            f"a {kind} is a mapping (`key: value` lines) at the top of the file",
            file=path,
            hint=hint,
        )
    return data


# A line's indentation and block indicators (`- `, `? `, `: `, anchors, tags): block nesting
# deeper than about this many levels needs at least that many of them on some line.
_DEEP_LINE = re.compile(
    rf"^(?:[ \t]|[-?:](?=[ \t]|$)|[&!][^ \t]*[ \t]){{{MAX_DEPTH // 2 - 10},}}", re.MULTILINE
)
_BRACKETS = re.compile(r"[\[\]{}]")


def _check_structure(text: str, path: Path | str, max_values: int) -> None:
    """Refuse absurd nesting and absurdly many values before the document is built.

    libyaml's composer recurses (a deep enough file crashes it) and builds an object for every
    value. Its event parser does neither, so a file that might be too deep or too big is walked
    once with events first. Ordinary files are let through by two quick looks at the text: a
    file of 2N characters holds at most about N values, and nesting needs deep indentation or
    many brackets.
    """
    if len(text) > 2 * max_values or _DEEP_LINE.search(text) or _bracket_depth(text) > MAX_DEPTH // 2 - 10:
        _scan(text, path, max_values)


def _bracket_depth(text: str) -> int:
    """How deep `[` and `{` nest, counting those in quotes too (an overestimate is harmless)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH // 2 - 10:
        return 0
    depth = deepest = 0
    for bracket in _BRACKETS.finditer(text):
        depth = depth + 1 if bracket.group() in "[{" else max(depth - 1, 0)
        deepest = max(deepest, depth)
    return deepest


_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _scan(text: str, path: Path | str, max_values: int) -> None:
    depth = values = 0
    try:
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, _CLOSE):
                depth -= 1
                continue
            if isinstance(event, _OPEN):
                depth += 1
                if depth > MAX_DEPTH:
                    raise _too_much(text, path, event, _TOO_DEEP)
            elif not isinstance(event, yaml.ScalarEvent | yaml.AliasEvent):
                continue
            values += 1
            if values > max_values:
                raise _too_much(
                    text,
                    path,
                    event,
                    f"the document holds more than {max_values:,} values, the most armybuilder reads",
                )
    except yaml.MarkedYAMLError as error:
        if _nesting_refused(error):
            raise _syntax_error(error, text, path) from None
        return  # parsing proper reports it, with its line and column
    except yaml.YAMLError:
        return


_TOO_DEEP = f"the document is nested more than {MAX_DEPTH} levels deep"
_TOO_BIG_HINT = "a roster or catalog is far smaller; check that this is the right file"


def _too_much(text: str, path: Path | str, event: yaml.Event, message: str) -> InputError:
    mark = event.start_mark
    return InputError(
        "file.syntax",
        message,
        file=path,
        at=Location(mark.line + 1, mark.column + 1),
        hint=_TOO_BIG_HINT,
    )


def _nesting_refused(error: yaml.MarkedYAMLError) -> bool:
    """libyaml 0.2.6 (PyYAML 6.0.4) refuses deep nesting itself, sometimes before our own scan."""
    return "maximum nesting depth" in (error.problem or "")


def _syntax_error(error: yaml.MarkedYAMLError, text: str, path: Path | str) -> InputError:
    mark = error.problem_mark or error.context_mark
    problem = error.problem or error.context or "invalid YAML"
    context = f" ({error.context})" if error.context and error.problem else ""
    at = Location(mark.line + 1, mark.column + 1) if mark else None
    if _nesting_refused(error):
        return InputError("file.syntax", _TOO_DEEP, file=path, at=at, hint=_TOO_BIG_HINT)
    hint = "fix the YAML at this position"
    if "tab" in problem or _tab_before(text, mark):
        hint = "indent with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "put a value that holds `: ` in quotes, or check the indentation here and on the line before"
    elif "another document" in problem:
        hint = "a file holds one YAML document: remove the `---` line and what follows, or split the file"
    elif any(sign in problem for sign in ("indicator", "block end")):
        hint = "check the indentation here and on the line before: items of one list start in the same column"
    elif f"at most {MAX_DIGITS} digits" in problem:
        hint = "write a smaller number; no count, cost or limit needs so many digits"
    elif "invalid Unicode character escape" in problem:
        hint = "write the character itself, or a `\\u` escape of a real character (not a surrogate)"
    elif "must be a plain value" in problem:
        hint = "a key is a plain word or number, such as `name`; put a list or mapping after the colon"
    elif "appears twice" in problem:
        hint = "remove or merge one of the two"
    elif "could not determine a constructor" in problem or "is tagged !!" in problem:
        hint = "remove the `!tag`; rosters and catalogs hold plain values only"
    elif "quoted scalar" in (error.context or ""):
        hint = f"close the quote that opens at line {_opened(error)}"
    elif "flow sequence" in (error.context or "") or "flow mapping" in (error.context or ""):
        bracket = "[ ]" if "sequence" in (error.context or "") else "{ }"
        hint = f"close the `{bracket}` that opens at line {_opened(error)}, with commas between its items"
    elif "expected ':'" in problem:
        hint = "write `key: value`, with a space after the colon; check the line before too"
    return InputError("file.syntax", f"{problem}{context}", file=path, at=at, hint=hint)


def _tab_before(text: str, mark: Any) -> bool:
    """Whether a tab stands on the error's line up to it: libyaml names a tab only now and then."""
    lines = text.splitlines()
    return mark is not None and mark.line < len(lines) and "\t" in lines[mark.line][: mark.column + 1]


def _opened(error: yaml.MarkedYAMLError) -> str:
    """Where the quote or bracket a syntax error left open began: '3, column 7'."""
    mark = error.context_mark
    return f"{mark.line + 1}, column {mark.column + 1}" if mark else "an earlier line"


def _check_expansion(data: Any, text: str, path: Path | str, max_values: int) -> None:
    """Refuse documents whose aliases expand to a huge or endless tree (a 'billion laughs')."""
    sizes: dict[int, int] = {}
    busy: set[int] = set()

    def size(value: Any, depth: int) -> int:
        if not isinstance(value, dict | list):
            return 1
        key = id(value)
        if key in sizes:
            return sizes[key]
        if key in busy or depth > MAX_DEPTH:
            raise _alias_error(text, path, "a value contains itself through an alias")
        busy.add(key)
        children = value.values() if isinstance(value, dict) else value
        total = 1
        for child in children:
            total += size(child, depth + 1)
            if total > max_values:
                raise _alias_error(text, path, f"aliases expand the document past {max_values:,} values")
        busy.discard(key)
        sizes[key] = total
        return total

    size(data, 0)


def _alias_error(text: str, path: Path | str, message: str) -> InputError:
    at = None
    for token in yaml.scan(text, Loader=yaml.CSafeLoader):
        if isinstance(token, yaml.AliasToken):
            at = Location(token.start_mark.line + 1, token.start_mark.column + 1)
            break
    return InputError(
        "file.syntax", message, file=path, at=at, hint="write the values out instead of aliasing them"
    )


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
                self._root = yaml.compose(self._text, Loader=_Loader)
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
