"""How long a list written as text may be: a file, a part of an e-mail and a paste are all
refused past it, in the same words, before the reader looks at a line."""

from armybuilder.patterns import on_first_use

MAX_LINES = 20_000
"""Lines in a list written as text: twenty times a 1,000-entry list, so a hostile one is answered quickly."""
MAX_CHARACTERS = 100_000
"""Characters in a list written as text: four times a 1,000-entry list; a line is taken apart in
many ways, each costing its length, so a hostile text must be short to be answered in seconds."""
MAX_WORDS = 1_000
"""Different words in a list written as text: a list and the chatter around it use a few hundred,
and each new word is weighed against the catalogs' names (a few milliseconds each), so a text of
random words is answered within seconds, not hours."""

_WORD = on_first_use(r"\w+")


def oversized(text: str, what: str = "the list") -> str:
    """Why `text` (`what` it is, to the reader) is too long to read as a list, by its lines,
    characters or different words alone: 'the list has 20,001 lines; armybuilder reads at most
    20,000 in a list written as text'; '' where it is not. A file and a paste are refused in these
    words."""
    lines = len(text.splitlines())  # as the reader splits them: at U+2028 too, say
    if lines > MAX_LINES:
        return (
            f"{what} has {lines:,} lines; armybuilder reads at most {MAX_LINES:,} in a list written as text"
        )
    if len(text) > MAX_CHARACTERS:
        return (
            f"{what} has {len(text):,} characters; armybuilder reads at most {MAX_CHARACTERS:,}"
            " in a list written as text"
        )
    different = len(set(_WORD.findall(text.casefold())))
    if different > MAX_WORDS:
        return (
            f"{what} has {different:,} different words; armybuilder reads at most {MAX_WORDS:,}"
            " in a list written as text"
        )
    return ""
