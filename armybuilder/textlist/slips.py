"""A word of a unit's line one slip of the hand from a word of the catalog's (`infanty`, `Baloon`,
`3-inch motar`): read as that word where the line then reads one type, and said so, never in
silence. Where the near words read the line as different types, or as none, it is left as
written: an unknown entry, or the line the catalog leaves open, as before."""

import itertools
import re
from dataclasses import replace

from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import Entry, Words, read_entry
from armybuilder.textlist.names import Names, words

_LETTERS = on_first_use(r"(?<![\w-])[^\W\d_]+(?![\w-])")
"""A word of letters alone, no part of a model's name joined by a dash (`T-34`)."""
MAX_TRIED = 4
"""Readings of a line's near words tried at most: a line with more slips than that is no list's."""


def respelt(
    names: Names, text: str, note: str, general: bool, vocabulary: Words, entry: Entry | None
) -> Entry | None:
    """The unit `text` writes with its words that name nothing read as the catalog's words one
    slip from them, where that settles one type (and its options) and each such word is read as
    the type's or an option's, not kept as a name or a note; None else. Only words the reading
    left unread are weighed: a line that names nothing, or the words of its name or note."""
    if entry is not None and (not entry.known or entry.choices):
        return None  # a line left open stays asked; an unknown one is never read here
    unread = None if entry is None else {*words(entry.label or ""), *words(entry.note)}
    slips = [
        (found.group(), near)
        for found in itertools.chain(_LETTERS.finditer(text), _LETTERS.finditer(note))  # `Infantry - Regualr`
        if (unread is None or found.group().casefold() in unread)
        and (near := names.slipped_from(found.group().casefold()))
    ]
    if not slips:
        return None
    read: list[tuple[Entry, tuple[tuple[str, str], ...]]] = []
    kinds: set[tuple[str, tuple[str, ...]]] = set()
    for meant in itertools.islice(itertools.product(*(near for _, near in slips)), MAX_TRIED):
        said = tuple((written, word) for (written, _), word in zip(slips, meant, strict=True))
        mended = read_entry(names, _mended(text, said), _mended(note, said), general, vocabulary)
        if mended is not None and mended.known and not mended.choices and (kept := _kept(said, mended)):
            # `cavalery (cossaks)`: a near word the reading keeps as a note is no slip; as written
            said = tuple(one for one in said if one not in kept)
            mended = (
                read_entry(names, _mended(text, said), _mended(note, said), general, vocabulary)
                if said
                else None
            )
        if mended is None or not mended.known:
            continue  # a near word that names nothing here is no other reading
        if mended.choices or _kept(said, mended):
            kinds.add(("", mended.choices))  # left open, or the word kept as a name: no reading to take
            continue
        read.append((mended, said))
        kinds.add((mended.element, mended.options))
    if len(kinds) != 1 or not read or (entry is not None and read[0][0].element != entry.element):
        return None
    # Of near words read alike, a word of the type's own name is shown (`Baloon`: Balloon, not `balon`).
    found, said = min(
        read, key=lambda one: not {word for _, word in one[1]} <= names.words_of(one[0].element)
    )
    return replace(found, respelt=said)


def _kept(said: tuple[tuple[str, str], ...], entry: Entry) -> tuple[tuple[str, str], ...]:
    """The near words a reading keeps as the unit's name or note: none of its type or options."""
    kept = {*words(entry.label or ""), *words(entry.note)}
    return tuple(one for one in said if one[1] in kept)


def _mended(text: str, said: tuple[tuple[str, str], ...]) -> str:
    """`text` with each word written as the catalog's word it is read as."""
    for written, word in said:
        text = re.sub(rf"(?<![\w-]){re.escape(written)}(?![\w-])", word, text)
    return text
