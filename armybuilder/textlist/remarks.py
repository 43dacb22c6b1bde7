"""A player's remark asking how a unit of the list the catalog does not know is fielded (`Per i
47/32 non so se contano come ATG`, `de beta kent geen pantserwagens. Hoe spelen we die?`): the
unit's line is asked, his words its doubt, as a judge asks him rather than keep a name no rule
text gives. Apart because it weighs the lines the walk left as talk against the units it read.
"""

import re

from armybuilder.patterns import on_first_use
from armybuilder.textlist.asking import in_doubt
from armybuilder.textlist.grammar import plain_text
from armybuilder.textlist.names import TYPE_WORDS, Names, key, words
from armybuilder.textlist.reading import Asked, Reading

_WRITTEN = on_first_use(r"[^\W_](?:[^\s,;:()\[\]?!]*[^\W_])?")
"""A word as written, its strokes and dashes whole (`47/32`, `Zis-30`, `M36`)."""
_COUNTED = on_first_use(r"\d+x|x\d+|\d+")
"""A count or a bare number (`2x`, `x2`, `12`): no unit's mark."""
_ASKING = on_first_use(r"[^\W\d_]\s?\?")
"""A question: a word, then a question mark (`Hoe spelen we die?`, `horses or tanks?`)."""
_MANNER = on_first_use(
    r"(?<![^\W_])(?:how|(?:count|counts|play|field|use)\s+(?:it\s+|them\s+)?as|hoe|als|wie|come|comme|comment"
    r"|como|cómo|jak|jako|hur|som)(?![^\W_])",
    re.IGNORECASE,
)
"""Words asking how a unit is fielded or what it counts as (`how`, `count as`, `come ATG`, `jako
czołgi`): the player asks what it is, which only he can settle; a doubt whether it is allowed
(`not sure the Zeppelin is allowed?`) is the organiser's, and the unknown name says it already."""
MIN_LETTERS = 4
"""The fewest letters of a word that may name the unit a remark is about (`tankietki`, `cars`):
shorter ones are the sentence's own (`de`, `the`, `of`)."""


def doubted(reading: Reading) -> dict[int, str]:
    """The lines of units the catalog does not know that a remark of the player's doubts (`non so`,
    `not sure`) or asks about (a question) as to how they are fielded, naming the unit by a word
    of its own that names no other such unit: each with the remark's words of doubt."""
    unknown: dict[int, set[str]] = {}
    for where, number in reading.places.items():
        unit = where.entry_in(reading.units)
        element = unit.get("element") if unit is not None else None  # a formation's is its type
        if unit is not None and element is not None and element not in reading.shared.index.elements:
            said = unknown.setdefault(number, set())
            said.update(_said(element), _said(unit.get("name") or ""))
    found: dict[int, str] = {}
    for note in reading.notes if unknown else ():
        line = plain_text(reading.shared.lines[note.number - 1])
        doubt = in_doubt(line) or ("?" if _ASKING.search(line) else None)
        if not doubt or not _MANNER.search(line):
            continue
        about = [number for number, said in unknown.items() if number != note.number and said & _said(line)]
        if len(about) == 1:
            found.setdefault(about[0], doubt)
    return found


def _said(text: str) -> set[str]:
    """The words of `text` that may name a unit: its longer words, singular, and its marks with
    digits in them (`47/32`, `M36`)."""
    said = [written.casefold() for written in _WRITTEN.findall(text)]
    marks = {mark for mark in said if any(c.isdigit() for c in mark) and not _COUNTED.fullmatch(mark)}
    return {key(word) for word in words(text) if len(word) >= MIN_LETTERS and not word.isdigit()} | marks


_COUNTS_AS = on_first_use(
    r"(?<![^\W_])(?:counts?|play(?:s|ed)?|fields?|used?)\s+(?:it\s+|them\s+)?as\s+([^?]+)\?", re.IGNORECASE
)
"""A question what a unit counts as, and the types it offers (`count as tanks or AT guns?`)."""
_OR = on_first_use(r"\s+or\s+|\s*/\s*", re.IGNORECASE)
_ARTICLES = frozenset({"a", "an", "the"})


def offered(reading: Reading) -> list[Asked]:
    """The remarks that offer a unit and ask which of the catalog's types it counts as (`tank
    destroyers (M10s) - not sure if they count as tanks or AT guns?`): each line asked, its choices
    the types its question names, as a judge asks the player which he means."""
    found = []
    for note in reading.notes:
        line = plain_text(reading.shared.lines[note.number - 1])
        asking = _COUNTS_AS.search(line) if "?" in line else None
        choices = _either(reading.names, asking.group(1)) if asking is not None else ()
        if len(choices) > 1:
            found.append(Asked(note.number, line, choices, "element", doubt=in_doubt(line) or "?"))
    return found


def _either(names: Names, said: str) -> tuple[str, ...]:
    """The types the parts of `said` between its `or`s name, each by its first words (`tanks`,
    `AT guns in these rules`); () where a part names none."""
    types: list[str] = []
    for part in _OR.split(said):
        written = part.split()
        while written and written[0].casefold() in _ARTICLES:
            written.pop(0)
        found = next(
            (
                named.settled
                for end in range(min(len(written), TYPE_WORDS), 0, -1)
                if (named := names.read(" ".join(written[:end]))) is not None
                and named.settled
                and not named.named
            ),
            None,
        )
        if found is None:
            return ()
        types += [found] if found not in types else []
    return tuple(types)
