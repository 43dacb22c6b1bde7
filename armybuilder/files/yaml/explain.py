"""Validate plain data against a model, turning pydantic's errors into located, plain messages."""

import difflib
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from armybuilder.engine.where import Where, of_steps
from armybuilder.errors import InputError, summed_up
from armybuilder.files.yaml.positions import Locator

M = TypeVar("M", bound=BaseModel)
MAX_SHOWN = 20


def validate(model: type[M], data: Any, *, text: str, file: Path | str) -> M:
    """`model` built from `data`, or an InputError (`file.schema`) listing every problem found."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise schema_error(model, error, data, text=text, file=file) from None


_BOUNDS = {"greater_than", "greater_than_equal", "less_than", "less_than_equal"}
_NUMBER_TYPES = {"int_type", "int_from_float", "float_type"}
_DATE_TIME_HINT = "write the date, time and offset, e.g. 2027-03-07T23:59:00+00:00 (+00:00 is UTC)"
_MEMBER_MISMATCH = {"literal_error", "string_type", "int_type", "float_type", "bool_type", "enum"}


def schema_error(
    model: type[BaseModel], error: ValidationError, data: Any, *, text: str, file: Path | str
) -> InputError:
    problems = schema_problems(model, error, data, text=text, file=file)
    return summed_up(problems[:MAX_SHOWN], len(problems))


def schema_problems(
    model: type[BaseModel], error: ValidationError, data: Any, *, text: str, file: Path | str
) -> list[InputError]:
    """Every problem the error holds, one per place, each located and explained."""
    problems: list[InputError] = []
    kinds: list[str] = []
    seen: set[Where] = set()
    locator = Locator(text, data)
    items = error.errors(include_url=False)
    numbers = {
        of_steps(data_path(data, i["loc"])) for i in items if i["type"] in {"int_type", "int_from_float"}
    }
    finite = {of_steps(data_path(data, i["loc"])) for i in items if i["type"] == "finite_number"}
    # A number out of bounds fails the whole-number member of a union too; its bound says more.
    bounded = {of_steps(data_path(data, i["loc"])): i for i in items if i["type"] in _BOUNDS}
    for item in items:
        if item["loc"] and item["loc"][-1] == "[key]":
            path = data_path(data, item["loc"][:-1])
            message, hint = (
                f"keys here must be text, not {_kind(path[-1] if path else None)}",
                "put the key in quotes",
            )
        else:
            path = data_path(data, item["loc"], missing=item["type"] == "missing")
            message, hint = _describe(item, path, data, model)
        where = of_steps(path)
        if where in finite:
            message, hint = (
                f"must be a finite number, got {_kind(item.get('input'))}",
                "write a number such as 36",
            )
        elif where in bounded and item["type"] in _NUMBER_TYPES:
            message, hint = _describe(bounded[where], path, data, model)
        elif where in numbers and item["type"] in _NUMBER_TYPES:
            message, hint = f"expected a number, got {_kind(item.get('input'))}", "write a number such as 36"
        if where in seen:
            continue  # one message per place: a union reports each of its members
        seen.add(where)
        at = locator.find(path, key=item["type"] == "extra_forbidden" or item["loc"][-1:] == ("[key]",))
        problems.append(InputError("file.schema", message, file=file, at=at, where=where, hint=hint))
        kinds.append(item["type"])
    # A union's other member (`A4` beside `{width, height}`) is noise once a member's own keys are at fault.
    deeper = [p.where for p in problems]
    return [
        p
        for p, kind in zip(problems, kinds, strict=True)
        if kind not in _MEMBER_MISMATCH or not any(w.within(p.where) for w in deeper)
    ]


def data_path(data: Any, loc: Sequence[str | int], *, missing: bool = False) -> list[str | int]:
    """The parts of pydantic's `loc` that index into the data (dropping union tags and such)."""

    def walk(value: Any, rest: Sequence[str | int]) -> list[str | int]:
        if not rest:
            return []
        step, tail = rest[0], rest[1:]
        kept: list[str | int] | None = None
        if (isinstance(value, dict) and step in value) or (
            isinstance(value, list) and isinstance(step, int) and 0 <= step < len(value)
        ):
            kept = [step, *walk(_at(value, (step,)), tail)]
        elif missing and not tail and isinstance(value, dict) and isinstance(step, str):
            return [step]
        skipped = walk(value, tail)
        # On a tie the step was a union tag (pydantic puts tags before the field they choose).
        if kept is not None and len(kept) > len(skipped):
            return kept
        return skipped

    return walk(data, list(loc))


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (true/false)"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _describe(
    item: ErrorDetails, path: list[str | int], data: Any, model: type[BaseModel]
) -> tuple[str, str]:
    kind = item["type"]
    value = item.get("input")
    ctx = item.get("ctx") or {}
    key = path[-1] if path else ""
    if kind == "missing":
        return f"`{key}` is required", f"add `{key}:` here"
    if kind == "extra_forbidden":
        known = _known_keys(model, data, path[:-1])
        if key in _KINDS and set(_at(data, path[:-1]) or ()) >= _KINDS:
            return (
                "a unit is an `element:` or a `formation:`, not both",
                "to put elements in a formation, list them under its `elements:`",
            )
        close = difflib.get_close_matches(str(key), known, n=3, cutoff=0.6)
        hint = (
            f"did you mean {', '.join(f'`{c}`' for c in close)}?"
            if close
            else (f"known keys here: {', '.join(known)}" if known else "remove it")
        )
        return f"unknown key `{key}`", hint
    if kind in {"model_type", "dict_type", "model_attributes_type"}:
        where = "at the top of the file" if not path else "here"
        return (
            f"expected a mapping (`key: value` lines) {where}, got {_kind(value)}",
            "write `key: value` lines",
        )
    if kind in {"list_type", "tuple_type"}:
        return (
            f"expected a list (lines starting with `- `), got {_kind(value)}",
            "write each item on a line starting with `- `",
        )
    if kind == "string_type":
        if value is None:
            return "expected text, got nothing", "write a value after the colon"
        if isinstance(value, list | dict):
            return f"expected text, got {_kind(value)}", "write a single value here"
        return f"expected text, got {_kind(value)}", "put the value in quotes"
    if kind in {"int_type", "int_from_float", "int_parsing"}:
        return f"expected a whole number, got {_kind(value)}", "write a whole number such as 3"
    if kind in {"float_type", "float_parsing"}:
        return f"expected a number, got {_kind(value)}", "write a number such as 36"
    if kind == "bool_type":
        return f"expected true or false, got {_kind(value)}", "write true or false"
    if kind == "literal_error":
        return f"expected {ctx.get('expected')}, got {_kind(value)}", f"write {ctx.get('expected')}"
    if kind == "string_too_short":
        return "must not be empty", "write a value"
    if kind == "string_too_long":
        limit = ctx.get("max_length")
        return (
            f"is {len(value):,} characters long; at most {limit:,} are allowed",
            f"shorten it to {limit:,} characters or fewer",
        )
    if kind == "string_pattern_mismatch":
        return f"{_kind(value)} is not a valid id", "use letters, digits, '-', '_' or '.'"
    if kind in {"greater_than", "greater_than_equal", "less_than", "less_than_equal"}:
        words = {
            "greater_than": "more than",
            "greater_than_equal": "at least",
            "less_than": "less than",
            "less_than_equal": "at most",
        }
        bound = next(iter(ctx.values()), "")
        if isinstance(bound, int | float) and float(bound).is_integer():
            bound = f"{int(bound):,}"
        return f"must be {words[kind]} {bound}, got {_kind(value)}", f"write a value {words[kind]} {bound}"
    if kind == "too_short":
        return f"needs at least {ctx.get('min_length')} item(s)", "add the missing items"
    if kind == "union_tag_invalid":
        return (
            f"unknown {ctx.get('discriminator', 'kind')} {ctx.get('tag')!r}",
            f"use one of {ctx.get('expected_tags')}",
        )
    if kind == "union_tag_not_found":
        return f"needs a {ctx.get('discriminator')} key", f"add {ctx.get('discriminator')}"
    if kind == "unit_kind":
        for written in value if isinstance(value, dict) else ():
            close = difflib.get_close_matches(str(written), sorted(_KINDS), n=1, cutoff=0.6)
            if close:
                return item["msg"], f"did you mean `{close[0]}:` where it says `{written}:`?"
        return item["msg"], "start the unit with `- element: ID` or `- formation: ID`"
    if kind == "timezone_aware":
        return "gives no offset from UTC, so the moment it names is unclear", _DATE_TIME_HINT
    if kind in {"datetime_type", "datetime_parsing", "datetime_from_date_parsing"}:
        return f"expected a date and time, got {_kind(value)}", _DATE_TIME_HINT
    if kind in {"date_type", "date_parsing", "date_from_datetime_parsing"}:
        return f"expected a date, got {_kind(value)}", "write year, month and day, e.g. 2027-03-14"
    if kind == "value_error":
        return item["msg"].removeprefix("Value error, "), "correct the value"
    return item["msg"], "correct the value"


_KINDS = {"element", "formation"}


def _at(data: Any, path: Sequence[str | int]) -> Any:
    for step in path:
        data = data[step]
    return data


def _known_keys(model: type[BaseModel], data: Any, path: Sequence[str | int]) -> list[str]:
    """The keys the model allows at `path`, found by walking its JSON Schema beside the data."""
    schema = _schema(model)
    node: Any = schema
    value = data
    for step in [*path, None]:
        node = _resolve(schema, node, value)
        if step is None:
            break
        if isinstance(step, int):
            node = node.get("items", {})
        else:
            properties = node.get("properties", {})
            node = properties.get(step) or node.get("additionalProperties") or {}
        value = _at(value, (step,)) if isinstance(value, dict | list) else None
    return sorted(node.get("properties", {}))


def _resolve(schema: dict[str, Any], node: dict[str, Any], value: Any) -> dict[str, Any]:
    while True:
        if "$ref" in node:
            node = schema["$defs"][node["$ref"].rsplit("/", 1)[-1]]
            continue
        branches = node.get("oneOf") or node.get("anyOf")
        if not branches:
            return node
        mapping = node.get("discriminator", {}).get("mapping", {})
        tag = (
            value.get(node["discriminator"]["propertyName"]) if mapping and isinstance(value, dict) else None
        )
        if tag in mapping:
            node = schema["$defs"][mapping[tag].rsplit("/", 1)[-1]]
            continue
        keys = set(value) if isinstance(value, dict) else set()
        resolved = [_resolve(schema, branch, value) for branch in branches]
        node = max(resolved, key=lambda b: len(keys & set(b.get("properties", {}))) - ("properties" not in b))


@cache
def _schema(model: type[BaseModel]) -> dict[str, Any]:
    return model.model_json_schema()
