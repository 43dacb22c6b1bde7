"""Hostile-input guards: documents too deep, too big, or whose aliases expand too far, and
documents holding more of one thing than armybuilder reads.

Each refusal of a document's shape is a `file.syntax` error with the line and column where the
document went too far; too many of one thing is a `file.schema` error at the key that holds them.
"""

import re
from pathlib import Path
from typing import Any

import yaml

from armybuilder.engine.where import top
from armybuilder.errors import InputError, Location
from armybuilder.files.yaml.positions import key_location
from armybuilder.patterns import on_first_use

MAX_VALUES = 200_000
MAX_DEPTH = 200
MAX_UNITS = 10_000
"""Entries in one roster, formations' elements included; each may have a count up to 10,000.
Here, with the other guards, as a mail file's lists are bounded by it too (`intake.budget`)."""


# A line's indentation and block indicators (`- `, `? `, `: `, anchors, tags): block nesting
# deeper than about this many levels needs at least that many of them on some line.
_DEEP_LINE = on_first_use(
    rf"^(?:[ \t]|[-?:](?=[ \t]|$)|[&!][^ \t]*[ \t]){{{MAX_DEPTH // 2 - 10},}}", re.MULTILINE
)
_BRACKETS = re.compile(r"[\[\]{}]")


def check_structure(text: str, path: Path | str, max_values: int) -> None:
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
                    raise _too_much(text, path, event, TOO_DEEP)
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
        if nesting_refused(error):
            raise too_deep(path, error.problem_mark or error.context_mark) from None
        return  # parsing proper reports it, with its line and column
    except yaml.YAMLError:
        return


TOO_DEEP = f"the document is nested more than {MAX_DEPTH} levels deep"
TOO_BIG_HINT = "a roster or catalog is far smaller; check that this is the right file"


def _too_much(text: str, path: Path | str, event: yaml.Event, message: str) -> InputError:
    mark = event.start_mark
    return InputError(
        "file.syntax",
        message,
        file=path,
        at=Location(mark.line + 1, mark.column + 1) if mark else None,
        hint=TOO_BIG_HINT,
    )


def too_deep(path: Path | str, mark: Any) -> InputError:
    """Nesting refused, by our scan or by libyaml itself, worded the same either way."""
    at = Location(mark.line + 1, mark.column + 1) if mark else None
    return InputError("file.syntax", TOO_DEEP, file=path, at=at, hint=TOO_BIG_HINT)


def nesting_refused(error: yaml.MarkedYAMLError) -> bool:
    """libyaml 0.2.6 (PyYAML 6.0.4) refuses deep nesting itself, sometimes before our own scan."""
    return "maximum nesting depth" in (error.problem or "")


def check_expansion(data: Any, text: str, path: Path | str, max_values: int) -> None:
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


def at_most(
    count: int, most: int, things: str, *, document: str, key: str, text: str, file: Path | str, hint: str
) -> None:
    """Refuse a `document` holding more than `most` `things` under its top-level `key`, before any
    of them is read, so a hostile file is answered at once: 'the roster has 10,001 units;
    armybuilder reads at most 10,000 in one roster'."""
    if count > most:
        raise InputError(
            "file.schema",
            f"the {document} has {count:,} {things}; armybuilder reads at most {most:,} in one {document}",
            file=file,
            at=key_location(text, key),
            where=top(key),
            hint=hint,
        )
