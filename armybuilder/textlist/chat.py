"""Lists copied from a phone's chat or a group's post: each message's stamp and writer
(`[7/5/27, 6:31 PM] Hemi Rangi: 3 inf`, `19.04.27, 21:02 - Jase: plt 1`) come off its line, and a
post's header (`Darren Pike ▶ OHW Down Under`), its date and what follows its row of reactions
(other people's comments) give no line of the list. Who wrote the list is its player; a group's
name may name the system, as a mail's subject does. Apart from the reader because how phones and
sites lay out a message changes with them, not with how players write units.
"""

import re
from collections import Counter
from dataclasses import dataclass

from armybuilder.patterns import on_first_use

_MESSAGE = on_first_use(
    r"^\u200e?\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s?m\.?)?\]?"
    r"\s*(?:[-–]\s+)?(?P<who>[^:\[\]]{1,40}?):\s?(?P<said>.*)$",
    re.IGNORECASE,
)
"""A chat export's message: its date and time (`[7/5/27, 6:31:40 PM]`, `19.04.27, 21:02 -`), who
wrote it, then what they wrote."""
_HEADER = on_first_use(r"^(?P<who>[^▶►]{2,60}?)\s+[▶►]\s+(?P<place>\S.{0,80})$")
"""A group post's first line: its writer, then the group it was posted in."""
_POSTED_AT = on_first_use(r"^[^·]{0,40}\d[^·]{0,40}·[^\w]*$")
"""The date under a post's header: `13 April at 22:05 · 🌏`, `2 h ·`."""
_REACTIONS = frozenset(
    {
        *("like", "comment", "share", "reply", "liker", "kommenter", "del", "gilla", "kommentera", "dela"),
        *("tykkää", "kommentoi", "jaa", "j'aime", "commenter", "partager", "lubię", "skomentuj"),
        *("udostępnij", "komentarz", "gefällt", "kommentieren", "teilen", "mi", "piace", "commenta"),
        *("condividi", "me", "gusta", "comentar", "compartir", "vind", "ik", "leuk", "reageren", "delen"),
        *("synes", "godt", "om", "to", "mir", "líbí", "komentovat", "sdílet"),
    }
)
"""Words of a post's row of reactions in the languages players post in (`👍 Like 💬 Comment ↗ Share`)."""
_CHAT_SHARE = 0.5
"""Of a text's lines with words, the share that must be a chat's messages for it to be read as one."""


@dataclass(frozen=True)
class Posted:
    """A text's lines as its messages say them, who wrote the list, and where it was posted."""

    lines: list[str]
    writer: str = ""
    place: str = ""


def posted(lines: list[str]) -> Posted:
    """`lines` with a chat's stamps and writers taken off and a post's header, date and comments
    blanked (each line keeps its number); the text's own lines where it is neither."""
    said = [line for line in lines if line.strip()]
    messages = {n: found for n, line in enumerate(lines) if (found := _MESSAGE.match(line.strip()))}
    if len(messages) >= 2 and len(messages) > _CHAT_SHARE * len(said):
        return _chat(lines, messages)
    first = next((n for n, line in enumerate(lines) if line.strip()), None)
    header = _HEADER.match(lines[first].strip()) if first is not None else None
    if first is None or header is None:
        return Posted(lines)
    kept = list(lines)
    kept[first] = ""
    if first + 1 < len(kept) and _POSTED_AT.match(kept[first + 1].strip()):
        kept[first + 1] = ""
    bar = next((n for n in range(first + 1, len(kept)) if _reactions(kept[n])), len(kept))
    kept[bar:] = [""] * (len(kept) - bar)  # other people's comments, and the buttons above them
    return Posted(kept, header.group("who").strip(), header.group("place").strip())


def _chat(lines: list[str], messages: dict[int, re.Match[str]]) -> Posted:
    """A chat's messages: the one who wrote most of them wrote the list; another's are blanked."""
    writers = Counter(found.group("who").strip() for found in messages.values())
    writer, most = writers.most_common(1)[0]
    kept = list(lines)
    for number, found in messages.items():
        kept[number] = found.group("said") if found.group("who").strip() == writer else ""
    return Posted(kept, writer if most > len(messages) / 2 else "")


def _reactions(line: str) -> bool:
    """Whether a line is a post's row of buttons: two or more reaction words and nothing else."""
    words = re.findall(r"[^\W\d_][\w']*", line.casefold())
    return len(words) >= 2 and all(word in _REACTIONS for word in words)
