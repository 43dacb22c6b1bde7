"""Patterns a library compiles as it loads but this program seldom or never uses, compiled when
first used instead: Python's `re` takes milliseconds over a class spanning most of Unicode."""

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

_compile = re.compile


class CompiledOnFirstUse:
    """Stands for `re.compile(pattern, flags)` until something asks the compiled pattern for anything."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            self._compiled = _compile(*self._source)
        return getattr(self._compiled, name)


@contextmanager
def compiled_on_first_use(which: Callable[[str, int], bool]) -> Iterator[None]:
    """While a library loads inside it (already loaded, nothing happens), the text patterns `which`
    picks are compiled on first use; any other pattern compiled meanwhile, by another thread
    too, passes through unchanged, and `re.compile` is itself again afterwards."""

    def deferring(pattern: Any, flags: Any = 0) -> Any:
        if isinstance(pattern, str) and which(pattern, int(flags)):
            return CompiledOnFirstUse(pattern, int(flags))
        return _compile(pattern, flags)

    re.compile = deferring
    try:
        yield
    finally:
        re.compile = _compile
