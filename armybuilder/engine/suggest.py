"""Closest known names, for messages about unknown ids."""

import difflib
from collections.abc import Iterable
from functools import lru_cache

NEAR_BEST = 0.15
"""How far behind the closest name another may be and still be offered: a typo's second
reading is offered where it is nearly as likely, not wherever it passes difflib's floor."""


def closest(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    return list(_closest(word, tuple(candidates), n))


@lru_cache(maxsize=1024)
def _closest(word: str, candidates: tuple[str, ...], n: int) -> tuple[str, ...]:
    """Remembered: a list of many unknown entries often repeats the same few misspellings."""
    pool = list(dict.fromkeys(candidates))
    lowered = {c.lower(): c for c in pool}
    found = difflib.get_close_matches(word.lower(), list(lowered), n=n, cutoff=0.6)
    if found:  # among many names, one far behind the best is no likely meaning (`rifels`: not `raiders`)
        best = _likeness(word.lower(), found[0])
        found = [f for f in found if _likeness(word.lower(), f) >= best - NEAR_BEST]
    else:
        found = [c for c in lowered if word.lower() in c or c in word.lower()][:n]
    return tuple(lowered[f] for f in found)


def _likeness(word: str, candidate: str) -> float:
    return difflib.SequenceMatcher(None, word, candidate).ratio()


def close_ids(word: str, candidates: Iterable[str], aliases: dict[str, str] | None = None) -> list[str]:
    """The known ids closest to `word`, best first; a close alias stands for its id."""
    aliases = aliases or {}
    return list(dict.fromkeys(aliases.get(f, f) for f in closest(word, [*candidates, *aliases])))


def did_you_mean(word: str, candidates: Iterable[str], aliases: dict[str, str] | None = None) -> str:
    """'did you mean `a` or `b`?', or '' when nothing is close. A close alias suggests its id."""
    found = close_ids(word, candidates, aliases)
    if not found:
        return ""
    quoted = [f"`{f}`" for f in found]
    listed = quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"
    return f"did you mean {listed}?"
