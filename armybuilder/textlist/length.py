"""How long a list written as text may be: a file, a part of an e-mail and a paste are all
refused past it, in the same words, before the reader looks at a line."""

MAX_LINES = 20_000
"""Lines in a list written as text: twenty times a 1,000-entry list, so a hostile one is answered quickly."""


def too_many_lines(text: str, what: str = "the list") -> str:
    """Why `text` (`what` it is, to the reader) is too long to read as a list, by its lines alone:
    'the list has 20,001 lines; armybuilder reads at most 20,000 in a list written as text'; ''
    where it is not. A file and a paste are refused in these words."""
    lines = len(text.splitlines())  # as the reader splits them: at U+2028 too, say
    if lines <= MAX_LINES:
        return ""
    return f"{what} has {lines:,} lines; armybuilder reads at most {MAX_LINES:,} in a list written as text"
