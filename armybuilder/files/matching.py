"""How a roster saved over a player's own file lines up with what the file says: which of its
entries are the roster's (so they keep their place and comments), which keys a save takes out,
and where a key new to the file goes. The splice (`splicing`) and the round trip (`keeping`)
both follow these rules, so a save keeps the same things whichever of them writes it.
"""

import difflib
import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from armybuilder.schema.roster import Roster

SIMILAR = 0.8
"""How alike two entry types must read to count as one respelt rather than one replaced."""
_LIST_UNDER_KEY = re.compile(r"^( *)[^\s#-][^\n]*:[ \t]*\n( *)- ", re.MULTILINE)


def values(roster: Roster) -> tuple[Roster, dict[str, Any], dict[str, Any]]:
    """The roster as a save writes it (format 1), all its values, and those its file need write
    (the defaults left out): a save brings the file to the first and must load back as it."""
    saved = roster.model_copy(update={"format": 1})
    least = {"format": 1, **saved.model_dump(mode="json", exclude_defaults=True)}
    return saved, saved.model_dump(mode="json"), least


def pairs(old: Sequence[Any], new: Sequence[Any]) -> list[int | None]:
    """For each new list item, the old item it is (matched by what it is: the element or formation
    type), to be brought to the new values in place; None for an item the file lacks. Old items
    named by no new one are taken out. Where the save only took items out, or only added some,
    those it kept are the ones exactly as they were: taking out the first of two rifles that
    differ takes its lines and comments, not the second's (of two alike, the last goes)."""
    if len(new) < len(old) and (kept := _kept(new, old)) is not None:
        return [*kept]
    if len(new) > len(old) and (kept := _kept(old, new)) is not None:
        was = {j: i for i, j in enumerate(kept)}
        return [was.get(j) for j in range(len(new))]
    matcher = difflib.SequenceMatcher(
        None, [_identity(v) for v in old], [_identity(v) for v in new], autojunk=False
    )
    found: list[int | None] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            found += range(i1, i2)
            continue
        unused = list(range(i1, i2))
        for j in range(j1, j2):
            # A respelt entry keeps its place and comments, even where others came or went beside it.
            i = next((i for i in unused if _alike(old[i], new[j])), None)
            if i is not None:
                unused.remove(i)
            found.append(i)
    return found


def _kept(fewer: Sequence[Any], more: Sequence[Any]) -> list[int] | None:
    """Where each of `fewer` stands in `more`, if it is `more` with items taken out, the rest
    exactly as they were; else None."""
    found: list[int] = []
    rest = iter(range(len(more)))
    for item in fewer:
        at = next((i for i in rest if same(more[i], item)), None)
        if at is None:
            return None
        found.append(at)
    return found


def dropped(old: Mapping[Any, Any], full: Mapping[str, Any], least: Mapping[str, Any]) -> list[Any]:
    """The keys written in the file that the save takes out: ones the roster does not hold, and
    values gone back to their default (a default the player wrote, and still holds, stays)."""
    return [
        key
        for key, value in old.items()
        if key not in full or (key not in least and not same(value, full[key]))
    ]


def place(keys: Sequence[Any], key: str, order: Sequence[str]) -> int:
    """Where among a mapping's `keys` a key new to it goes: after the last of them that comes before
    it in the standard layout `order` (`catalog_revision:` after `system:`, not under the units)."""
    earlier = set(order[: order.index(key)])
    return max((n + 1 for n, k in enumerate(keys) if k in earlier), default=0)


def list_offset(text: str) -> int:
    """How far the file indents a list under its key (0 or 2, as the player wrote it)."""
    found = _LIST_UNDER_KEY.search(text)
    return max(0, len(found.group(2)) - len(found.group(1))) if found else 2


def same(old: Any, new: Any) -> bool:
    return _plain(old) == _plain(new)


def _alike(old: Any, new: Any) -> bool:
    """The same entry with its type respelt (a typo mended), so it keeps its place and comments."""
    a, b = _identity(old), _identity(new)
    kind = a.split(":", 1)[0]
    return kind in ("element", "formation") and b.startswith(kind + ":") and _similar(a, b)


def _similar(a: str, b: str) -> bool:
    return difflib.SequenceMatcher(None, a, b).ratio() >= SIMILAR


def _identity(value: Any) -> str:
    """What a list item is: an entry's type, or the whole value for anything else."""
    if isinstance(value, dict):
        for key in ("element", "formation"):
            if key in value:
                return f"{key}:{value[key]}"
    return json.dumps(_plain(value), sort_keys=True, default=str)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float):
        return float(value) if isinstance(value, float) else int(value)
    return str(value)
