"""Indented JSON, byte for byte as `json.dumps(value, indent=2, ensure_ascii=False)` writes it, in a
third of its time: Python's encoder indents without its C part, and `check --format json` writes an
object for every list, `event pack` its lock of every player's lists."""

import json
import math
from json.encoder import encode_basestring
from typing import Any


def indented_json(value: Any, at: str = "\n") -> str:
    """`value` as `json.dumps(value, indent=2, ensure_ascii=False)` writes it, each line after the
    first starting `at` (a newline, then the indent of where it sits)."""
    try:
        return _indented(value, at)
    except TypeError:  # a value JSON has no form for: Python's own encoder says which
        return json.dumps(value, indent=2, ensure_ascii=False).replace("\n", at)


def _indented(value: Any, at: str) -> str:
    """`indented_json`, or a TypeError for a key or value JSON has no form for."""
    if isinstance(value, dict):
        inner = at + "  "
        items = [f"{inner}{encode_basestring(key)}: {_indented(item, inner)}" for key, item in value.items()]
        return "{" + ",".join(items) + at + "}" if items else "{}"
    if isinstance(value, list | tuple):
        inner = at + "  "
        items = [inner + _indented(item, inner) for item in value]
        return "[" + ",".join(items) + at + "]" if items else "[]"
    if isinstance(value, str):
        return encode_basestring(value)
    if value is None or value is True or value is False:
        return _CONSTANTS[value]
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return "NaN" if value != value else _FLOATS.get(value) or float.__repr__(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


_CONSTANTS = {None: "null", True: "true", False: "false"}
_FLOATS = {math.inf: "Infinity", -math.inf: "-Infinity"}
