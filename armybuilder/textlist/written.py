"""Small readings of a line's words that lines of every kind use: a number or a count written in
it, its parts joined by `;` or `and`, whether it could name a unit, whether it introduces a quote.
They stand apart so that each kind of line's module uses them without reaching into another's.
"""

import re
from typing import Any

from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import ANDS, split_groups
from armybuilder.textlist.grammar import COUNT_WORDS, COUNTED_AFTER_AND, Form, quoted
from armybuilder.textlist.prose import title

SECTION_WORDS = 4
"""Words a heading that names no formation may have (`Support`, `Core troops`); more make it prose."""


_JOINED = on_first_use(
    rf"\s*;\s*|\s+(?:[+|/](?=\s+\S)|(?:{'|'.join(ANDS)})\s+(?=\d|(?:{'|'.join(COUNT_WORDS)})\s))\s*"
    + "".join(
        rf"|\s+(?-i:{and_})\s+(?=(?:{'|'.join(counts)})\s)" for and_, counts in COUNTED_AFTER_AND.items()
    )
    + r"|(?<=[^\W\d_]{4})\.\s+(?=\d)|\.\s+(?=\d{1,3}\s*[x×]\s)|(?<=[^\W_])\+(?=[^\W_])",
    re.IGNORECASE,
)
"""A word or mark joining two entries on one line: `4 rifles + 1 MG`, `4 rifles + MG`, `4 Rifles |
1 MG`, `4 Rifles; MG`, `two tanks and a fighter`, `2 Tigres y un Pz IV`, `čtyři T-34-85 a jeden Tygr` (after `&` or `and`,
counted: `Rolls & Royce` is one name; a plus between two words too: `4 rifles+hmg`; a slash only between spaces: `T-34/85` is
one), `2 inf, 1 mortar. 2 tanks` (a full stop after a word, not a short one's: `Mk. 4`, `Inf. 2`
may be a name's, unless a count marked with `x` follows: `2 x MG. 1 x ATG`)."""


def _plain(form: Form) -> bool:
    return form.count is None and not form.bullet and not form.general


def _introduces_quote(lines: list[str], number: int) -> bool:
    """Whether a line is a reply's `On Monday, Bob wrote:`: it ends in a colon, and the next line
    that is not blank is quoted (a name signing the reply just above the quoted text is no such line)."""
    if not lines[number - 1].rstrip().endswith(":"):
        return False
    for line in lines[number:]:
        if line.strip():
            return quoted(line)
    return False


def _number(text: str) -> float | None:
    found = re.search(r"\d+(?:[.,]\d+)?", text or "")
    if found is None:
        return None
    value = float(found.group().replace(",", "."))
    return value


def _counted(word: str) -> int | None:
    """A part's count in figures or in words (`1`, `one`); None where it is neither."""
    return int(word) if word.isdigit() else COUNT_WORDS.get(word.casefold())


_JOINS = ("+", "|", " / ", ";", ". ", *(f" {word} " for word in (*ANDS, *COUNTED_AFTER_AND)))
"""What `_JOINED` needs in a line, looked for first: most lines hold none."""


def _joined(text: str) -> str:
    """`4 rifles + 1 MG`, `4 rifles and 1 MG`, `4 Rifles | 1 MG` as `4 rifles, 1 MG`: entries one after another."""
    return _JOINED.sub(", ", text) if any(mark in text for mark in _JOINS) else text


def _could_name(text: str) -> bool:
    """Whether a line could name a unit: a few words that are no sentence, greeting or sign-off."""
    return title(text) and _few_words(text)


def _few_words(text: str) -> bool:
    """Whether a line's words before its brackets are few enough to name a unit (`2 Btl. Infanterie?`
    counts one, however it ends)."""
    return 0 < len(split_groups(text)[0].split()) <= SECTION_WORDS + 2


def _whole(count: Any) -> int:
    return count if isinstance(count, int) and not isinstance(count, bool) else 1
