"""User text made safe for a terminal: control and format characters shown, never obeyed.

A roster name holding `ESC [2J` would clear the screen and could print a false verdict; a
right-to-left override could reverse one. Wherever text from a file, a file name or a message
reaches a terminal it passes through `printable`, which writes such characters out visibly
(`\\x1b`, `\\u202e`) and leaves everything else, accents and ★ included, as it is.
"""

import dataclasses
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from armybuilder.patterns import on_first_use

if TYPE_CHECKING:
    from pydantic import BaseModel

T = TypeVar("T")

# C0 and C1 controls and DEL; format characters (bidi overrides and isolates, zero-width
# characters, the BOM); line and paragraph separators; surrogates (undecodable file-name bytes).
_UNSAFE_CLASS = (
    "[\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff"
    "\ufff9-\ufffb\ud800-\udfff]"
)
_UNSAFE = re.compile(_UNSAFE_CLASS)
# Each pattern below is compiled when first used: most commands print no text of several lines
# and write no JSON, and the classes take a few of a short command's milliseconds to compile.
_UNSAFE_KEEPING_LINES = on_first_use(_UNSAFE_CLASS.replace("\x00-\x1f", "\x00-\x09\x0b-\x1f"))


def _visible(found: re.Match[str]) -> str:
    code = ord(found.group())
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"  # a byte of a file name that is not UTF-8, as it was
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def printable(text: str, *, lines: bool = False) -> str:
    """`text` with every control or format character written out, e.g. `\\x1b`; with `lines`,
    line breaks are kept (for text of several lines, such as notes)."""
    if text.isascii() and text.isprintable():
        return text
    return (_UNSAFE_KEEPING_LINES if lines else _UNSAFE).sub(_visible, text)


_UNSAFE_IN_JSON_CLASS = _UNSAFE_CLASS.replace("\x00-\x1f", "")
_UNSAFE_IN_JSON = on_first_use(_UNSAFE_IN_JSON_CLASS)


def json_safe(text: str) -> str:
    """JSON text (from `json.dumps`, which escapes only C0 controls) with every other character a
    terminal could obey escaped as `\\u009b`, `\\u202e`: the same JSON value, safe to print."""
    return _UNSAFE_IN_JSON.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


# The same characters as JSON writes them: C0 controls escaped (`\\n`, `\\u001b`), the rest as they are.
_UNSAFE_JSON = on_first_use(r"\\[nrtbf]|\\u00[01]|" + _UNSAFE_IN_JSON_CLASS)


def has_unprintable(model: "BaseModel") -> bool:
    """Whether any text in a model (a roster) needs `printable`: one quick look at its JSON."""
    try:
        return _UNSAFE_JSON.search(model.model_dump_json()) is not None
    except ValueError:  # text JSON cannot hold (a lone surrogate) is unprintable too
        return True


def printable_copy(value: T) -> T:
    """A copy of a report (or any frozen data) whose every text is `printable`, for a terminal view."""
    return _copy(value)


def _copy(value: Any) -> Any:
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, Path):
        return Path(printable(str(value)))
    if type(value) in (tuple, list):
        return type(value)(_copy(item) for item in value)
    if isinstance(value, dict):
        return {_copy(key): _copy(item) for key, item in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _copy(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    return value
