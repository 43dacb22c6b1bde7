"""Patterns a library compiles as it loads but this program seldom or never uses, compiled when
first used instead: Python's `re` takes milliseconds over a class spanning most of Unicode."""

import re
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, cast

_compile = re.compile


class CompiledOnFirstUse:
    """Stands for `re.compile(pattern, flags)` until something asks the compiled pattern for anything."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if self._compiled is None:
            self._compiled = _compile(*self._source)
        found = getattr(self._compiled, name)
        setattr(self, name, found)  # kept: the next use is a plain attribute's, as fast as the pattern's own
        return found


def longest_first(said: Iterable[str]) -> list[str]:
    """Words in the order an alternation of them tries them: longest first, so the longest that fits
    is taken, and words alike in length in a fixed order, so the pattern is the same text, and its
    compiled program is kept, each run."""
    return sorted(said, key=lambda w: (-len(w), w))


def on_first_use(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, done when the pattern is first used: a list's reader holds
    many patterns any one list never needs, and compiling them all as it loaded took a tenth of
    an `import`'s time."""
    return cast(re.Pattern[str], CompiledOnFirstUse(pattern, flags))


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
