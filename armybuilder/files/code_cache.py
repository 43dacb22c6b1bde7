"""The methods Python writes for each dataclass, the annotations `typing` compiles, and the
programs `re` makes of patterns, compiled once and kept between runs.

Python 3.11's dataclasses write a class's methods (`__init__`, `__repr__`, `__eq__`; a frozen
class's `__hash__`, `__setattr__` and `__delattr__`) as text and compile each, one at a time:
some 0.5M instructions a method, a sixth of `pdf` and of `event pack`, most of it parsing. What
compiles from a text depends on that text and the Python alone, so each text's code is kept in the
user's cache under Python's bytecode version, and later runs load it instead. The file holds code:
as the catalog cache's entries, it is used only when its first line authenticates it under a key
of the user's own, and one that does not is ignored and written again.

`typing` likewise compiles each annotation written as text as it meets it: pydantic-core's some
700 as it loads, 2 % of `import`; their code is kept too.

`re` parses each pattern and writes its program in Python: the list reader's some 140
patterns took a tenth of `import`'s instructions to compile. A program depends on the pattern, its
flags and the Python alone (the file is kept per Python version), so armybuilder's own patterns'
are kept beside the methods and handed to `re`'s engine, which checks every program it is given,
as it does `re`'s.
"""

import _sre  # type: ignore[import-not-found]
import dataclasses
import hashlib
import hmac
import marshal
import re
import sys
import typing
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]
from types import CodeType, FrameType
from typing import Any

from armybuilder import patterns

MAX_KEPT = 5000
"""Methods and patterns in the file: every command's several times over; past it, it starts again."""
MAX_BYTES = 16 * 1024 * 1024

Program = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
"""What `re`'s engine makes a pattern of: its flags, code, groups, and the groups' names both ways."""
Key = str | tuple[str, str] | tuple[str, int]
"""A method by its text; an annotation by its text and `eval`; a pattern by its text and flags."""

_kept: dict[Key, bytes] = {}
"""Each method's code, and each pattern's program (marshalled), as read from the file."""
_compiled: dict[Key, CodeType | Program] = {}
"""Each method and pattern compiled in this run, to keep."""
_re_compile = _compiler.compile


def compile_once() -> None:
    """From here on, a dataclass's methods are compiled only where no earlier run kept their code."""
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # dataclasses finds its own `exec` first
    _compiler.compile = _compile  # what `re.compile` calls for a pattern it has not compiled in this run
    typing.compile = _compile_annotation  # type: ignore[attr-defined]  # `ForwardRef` finds it first
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

    # A copy first, made at once: a thread still at work (an editor's printing) may compile meanwhile.
    compiled = _compiled.copy()
    new = {key: marshal.dumps(made) for key, made in compiled.items() if key not in _kept}
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


def _compile_annotation(source: str, filename: str, mode: str) -> CodeType:
    """`compile` as `typing` calls it, for an annotation written as text: its code kept, or
    compiled and kept."""
    kept = _kept.get((source, mode))
    if kept is not None:
        code: CodeType = marshal.loads(kept)
        return code
    code = _compiled[source, mode] = compile(source, filename, mode, dont_inherit=True)
    return code


def _compile(pattern: Any, flags: Any = 0) -> re.Pattern[Any]:
    """`re`'s own compiling of a pattern into the engine's program, the program kept or made and kept."""
    if not isinstance(pattern, str) or flags & re.DEBUG:
        return _re_compile(pattern, flags)
    key = (pattern, int(flags))
    kept = _kept.get(key)
    if kept is not None:
        program = marshal.loads(kept)
    elif not _ours():
        return _re_compile(pattern, flags)
    else:  # as `re._compiler.compile` makes it, in plain ints (its opcodes are an int subclass)
        parsed = _parser.parse(pattern, flags)
        names: list[str | None] = [None] * parsed.state.groups
        for name, group in parsed.state.groupdict.items():
            names[group] = name
        code = [int(op) for op in _compiler._code(parsed, flags)]
        program = (
            int(flags | parsed.state.flags),
            code,
            parsed.state.groups - 1,
            parsed.state.groupdict,
            tuple(names),
        )
        _compiled[key] = program
    return _sre.compile(pattern, *program)


def _ours() -> bool:
    """Whether armybuilder's own code asks for the pattern (through `re`, or a pattern compiled on
    first use). A library's may be written anew each run (reportlab's, from a set: its words in
    another order), so it would be kept anew every run."""
    frame: FrameType | None = sys._getframe()
    while frame is not None and frame.f_globals.get("__name__") in (__name__, re.__name__, patterns.__name__):
        frame = frame.f_back
    return frame is not None and str(frame.f_globals.get("__name__")).startswith("armybuilder.")


def _place() -> Path:
    from armybuilder.files.places import user_cache

    # Per Python release, not per bytecode alone: `re` may make another program of a pattern.
    return user_cache() / "methods" / f"{MAGIC_NUMBER.hex()}-{sys.version_info.micro}.marshal"


def _read(data: bytes, folder: Path) -> dict[Key, bytes]:
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
