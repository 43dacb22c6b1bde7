"""The reader's own word lists matched by form, not spelling by spelling.

The reader keeps lists of words (those of a lone unit, a link's verbs and prepositions, ...) in
many languages, and players keep writing another form of a listed word: its plural, its other
gender or its definite form (`Independente` where `independent` is listed, `rebocadas` where
`rebocada` is, Swedish `plutonen` for `pluton`), a preposition where the list holds it run into
its article (`por` of Portuguese `pelo`, `von` of German `vom`), or a long word one slip off. A
`Listed` set answers `in` for those forms too, its own spellings first, so a word it holds costs no
more than before; another form is worked out once per spelling and remembered.
"""

from functools import lru_cache

ENDINGS = tuple(
    sorted(
        {
            *("s", "es", "e", "a", "o", "i", "as", "os"),  # plural and gender: Romance, English
            *("n", "en", "er", "et", "na", "ne", "erna", "arna", "orna", "ene"),  # Germanic, Nordic
            *("ul", "ului", "le", "ii"),  # Romanian's definite article joined to its noun
        },
        key=len,
        reverse=True,
    )
)
"""Endings languages put on a word for its number, gender or definite article: `independent-e`,
`rebocad-as`, `pluton-en`, `regiment-ul`. Two spellings with the same stem under them are one word."""
_ENDING_SET = frozenset(ENDINGS)
STEM = 5
"""Fewest letters a stem keeps: shorter words (`solo`, `lone`, `tow`) make another word with an
ending as often as they take one."""
SLIP = 7
"""Fewest letters of a word matched one slip of the hand off a listed word, where no other listed
word is as near: in a shorter one a slip makes another word."""
CONTRACTIONS = {
    **dict.fromkeys(("pelo", "pela", "pelos", "pelas"), "por"),  # Portuguese: por + o
    **dict.fromkeys(("do", "dos", "das", "du", "des"), "de"),  # not `del`: Spanish `de`, Italian `di`
    **dict.fromkeys(("dello", "della", "dei", "degli", "delle"), "di"),
    **dict.fromkeys(("dal", "dallo", "dalla", "dai", "dagli", "dalle", "dall"), "da"),  # Italian: da + il
    **dict.fromkeys(("nel", "nello", "nella", "nei", "negli", "nelle", "no", "nos", "nas"), "en"),
    **dict.fromkeys(("im", "ins"), "in"),
    **dict.fromkeys(("au", "aux", "al", "ao", "aos"), "a"),
    **{"vom": "von", "zum": "zu", "zur": "zu", "am": "an", "beim": "bei"},
}
"""Prepositions run into their article, and the preposition alone: a listed `rebocadas pelo` is
also said `rebocadas por`, a listed `gezogen vom` also `gezogen von`."""


def stem(word: str) -> str:
    """`word` without the longest ending of `ENDINGS` that leaves `STEM` letters or more."""
    if len(word) <= STEM:
        return word
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= STEM:
            return word[: -len(ending)]
    return word


def inflects(said: str, listed: str) -> bool:
    """Whether `said` is `listed` with one of `ENDINGS` put on (`plutonen`, `pluton` with its
    Swedish definite article), `listed` of `STEM` letters or more."""
    return len(said) > len(listed) >= STEM and said.startswith(listed) and said[len(listed) :] in _ENDING_SET


def phrase_form(said: str) -> str:
    """A phrase's words (spelt as `words` spells them) reduced to their form: each stemmed, a
    preposition run into its article written alone. Two phrases of one form say the same."""
    return " ".join(stem(CONTRACTIONS.get(word, word)) for word in said.split())


def one_slip(said: str, listed: str) -> bool:
    """Whether `said` is `listed` with one letter wrong, left out, added or two swapped."""
    if said == listed or abs(len(said) - len(listed)) > 1:
        return False
    if len(said) == len(listed):
        wrong = [n for n, (a, b) in enumerate(zip(said, listed, strict=True)) if a != b]
        if len(wrong) == 1:
            return True
        first = wrong[0]
        return (
            len(wrong) == 2
            and wrong[1] == first + 1
            and said[first] == listed[first + 1]
            and said[first + 1] == listed[first]
        )
    longer, shorter = (said, listed) if len(said) > len(listed) else (listed, said)
    return any(longer[:n] + longer[n + 1 :] == shorter for n in range(len(longer)))


class Listed(frozenset[str]):
    """A word list, spelt as `words` spells its entries (lower case, no accents, words parted by
    one space), that holds each form of them too: `in` answers for a listed spelling at once, and
    for another spelling where it is a form of exactly one listed word or phrase."""

    def __contains__(self, said: object) -> bool:
        if frozenset.__contains__(self, said):
            return True
        return isinstance(said, str) and bool(said) and self.which(said) is not None

    def which(self, said: str) -> str | None:
        """The listed spelling `said` is a form of; None where it is of none, or of several that
        are no one word."""
        if frozenset.__contains__(self, said):
            return said
        return _which(self, said)


@lru_cache(maxsize=4096)
def _which(listed: Listed, said: str) -> str | None:
    form = phrase_form(said)
    by_form = _by_form(listed)
    if form in by_form:
        return by_form[form]
    if " " in said:
        return None
    singles = _singles(listed)
    if (base := next((word for word in singles if inflects(said, word)), None)) is not None:
        return base
    if len(said) < SLIP:
        return None
    near = {word for word in singles if len(word) >= SLIP and one_slip(said, word)}
    stems = {stem(word) for word in near}
    return min(near) if len(stems) == 1 else None  # `independente`, not a slip between two words


@lru_cache(maxsize=64)
def _singles(listed: Listed) -> tuple[str, ...]:
    """The listed spellings of one word, in order."""
    return tuple(sorted(word for word in listed if " " not in word))


@lru_cache(maxsize=64)
def _by_form(listed: Listed) -> dict[str, str]:
    """Each listed spelling's form, with the first spelling of it (the others are forms of one word)."""
    found: dict[str, str] = {}
    for spelt in sorted(listed):
        found.setdefault(phrase_form(spelt), spelt)
    return found


def with_prepositions(phrases: tuple[str, ...]) -> tuple[str, ...]:
    """`phrases` and, for each ending in a preposition run into its article, the phrase with the
    preposition alone (`rebocadas pelo`: `rebocadas por`), which players write before a count or
    a bare noun: for a list matched by pattern, as a `Listed` matches by form."""
    alone = (
        f"{head} {CONTRACTIONS[last]}"
        for head, _, last in (phrase.rpartition(" ") for phrase in phrases)
        if head and last in CONTRACTIONS
    )
    return tuple(dict.fromkeys((*phrases, *alone)))
