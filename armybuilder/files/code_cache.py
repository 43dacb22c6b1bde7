"""The methods Python writes for each dataclass, compiled once and kept between runs.

Python 3.11's dataclasses write a class's methods (`__init__`, `__repr__`, `__eq__`; a frozen
class's `__hash__`, `__setattr__` and `__delattr__`) as text and compile each, one at a time:
some 0.5M instructions a method, a sixth of `pdf` and of `event pack`, most of it parsing. What
compiles from a text depends on that text and the Python alone, so each text's code is kept in the
user's cache under Python's bytecode version, and later runs load it instead. The file holds code:
as the catalog cache's entries, it is used only when its first line authenticates it under a key
of the user's own, and one that does not is ignored and written again.
"""

import dataclasses
import hashlib
import hmac
import marshal
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

MAX_KEPT = 5000
"""Methods in the file: every command's classes several times over; past it, it starts again."""
MAX_BYTES = 16 * 1024 * 1024

_kept: dict[str, bytes] = {}
"""Each method's text, and its code (marshalled) as read from the file."""
_compiled: dict[str, CodeType] = {}
"""Each text compiled in this run, to keep."""


def compile_once() -> None:
    """From here on, a dataclass's methods are compiled only where no earlier run kept their code."""
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # dataclasses finds its own `exec` first
    # Loaded now, not above, so that their own classes' methods are kept too.
    from armybuilder.errors import InputError
    from armybuilder.files.opening import read_limited

    path = _place()
    try:
        data = read_limited(path, MAX_BYTES)
    except InputError:  # none yet, or not a file: the first write says which
        return
    _kept.update(_read(data, path.parent))


def keep_compiled() -> None:
    """Keep what this run compiled for the next; a cache that cannot be written is no error."""
    from armybuilder.files.atomic import replacing

    new = {text: marshal.dumps(code) for text, code in _compiled.items() if text not in _kept}
    if not new:
        return
    kept = {**_kept, **new} if len(_kept) + len(new) <= MAX_KEPT else new
    body = marshal.dumps(kept)
    path = _place()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        key = _key(path.parent)
        if key is None:
            return
        with replacing(path) as temporary:
            temporary.write_bytes(_mac(key, body) + b"\n" + body)
    except OSError:
        return
    _kept.update(new)


def _exec(source: Any, globals: Any = None, locals: Any = None) -> None:
    """`exec` as dataclasses calls it, with a method's text: its code kept, or compiled and kept."""
    if not isinstance(source, str):
        exec(source, globals, locals)
        return
    kept = _kept.get(source)
    if kept is None:
        code = _compiled[source] = compile(source, "<string>", "exec", dont_inherit=True)
    else:
        code = marshal.loads(kept)
    exec(code, globals, locals)


def _place() -> Path:
    from armybuilder.files.places import user_cache

    return user_cache() / "methods" / f"{MAGIC_NUMBER.hex()}.marshal"


def _read(data: bytes, folder: Path) -> dict[str, bytes]:
    """The methods kept in `data`, where this user's armybuilder wrote it; else none."""
    mac, _, body = data.partition(b"\n")
    key = _key(folder)
    if len(data) > MAX_BYTES or key is None or not hmac.compare_digest(mac, _mac(key, body)):
        return {}
    try:
        kept = marshal.loads(body)
    except (EOFError, ValueError, TypeError):
        return {}
    return kept if isinstance(kept, dict) else {}


def _mac(key: bytes, body: bytes) -> bytes:
    return hmac.new(key, body, hashlib.sha256).hexdigest().encode()


def _key(folder: Path) -> bytes | None:
    """The user's key, beside the file (a cleared cache takes its key with it); one made anew
    (the old was not the user's alone) vouches for no file yet, and the next write uses it."""
    from armybuilder.files.user_key import user_key

    return user_key(folder / "key", lambda: None)
