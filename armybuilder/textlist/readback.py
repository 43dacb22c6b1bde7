"""How a list written as text was read, line by line, as data: each line of the text with what it
became (the units read from it, by their place in the roster; what else it gave the list; the
question it asks), or why it was not read. `present/reading.py` words it; it is built only where
it is shown, in one pass over the lines and what the reader found."""

from collections import defaultdict
from dataclasses import dataclass
from typing import Literal

from armybuilder.engine.where import Where
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.chat import QUOTED, posted
from armybuilder.textlist.grammar import forum_quoted, quoted, untagged
from armybuilder.textlist.prose import ENDS, MAX_TITLE, chatter, footer, signed, talk
from armybuilder.textlist.reader import (
    Asked,
    Gave,
    Outside,
    Respelt,
    Stated,
    TakenFormation,
    TextList,
    units_of,
)

Why = Literal["blank", "rule", "quoted", "another", "chatter", "signature", "sentence", "long", "other"]
"""Why a line gave the list nothing: blank; a rule (`---`); quoted, the list being the lines not
quoted; another writer's message in a chat (or a post's comment), the list being its writer's; a
greeting, sign-off, word about the list or its limit, or a phone's footer; a name signing it that
is not the sender's; a sentence; too long for an entry; or no form of an entry the catalog could
take."""


@dataclass(frozen=True)
class LineRead:
    """One line of the text and what it became."""

    number: int
    text: str
    units: tuple[Where, ...] = ()
    """The entries and formations read from it, by their place in the roster (a heading may give
    a formation and the members written beside it)."""
    gave: tuple[Gave, ...] = ()
    asked: Asked | None = None
    outside: Outside | None = None
    """Where the entry was read outside the formation above it."""
    taken: TakenFormation | None = None
    """Where a heading naming no type in full was read as the type that fits."""
    respelt: Respelt | None = None
    """Where words of the line were read as the catalog's words one slip of the hand from them."""
    unread: Why | None = None
    """Why the line gave nothing, where it gave nothing."""
    total: float | None = None
    """The list's own total, where the line gives it (`Total: 36 AP`)."""
    tally: Stated | None = None
    """The list's own count of one type of unit, where the line gives it (`Total 6 trucks`)."""
    tallied: int = 0
    """The units of the tally's type that the entries as read hold."""


def read_back(text: str, listed: TextList) -> tuple[LineRead, ...]:
    """Every line of `text` (as `listed` was read from it), in order, once each."""
    units: dict[int, list[Where]] = defaultdict(list)
    for where, number in listed.places.items():
        units[number].append(where)
    gave: dict[int, list[Gave]] = defaultdict(list)
    for given in listed.gave:
        gave[given.number].append(given)
    asked = {one.number: one for one in listed.asked}
    outside = {one.number: one for one in listed.outside}
    taken = {one.number: one for one in listed.taken}
    tallies = {one.number: one for one in listed.tallies}
    respelt = {one.number: one for one in listed.respelt}
    skipped = listed.quoted + listed.others_said > 0
    lines = text.splitlines()
    in_quotes = forum_quoted(lines) if skipped else set()
    post = posted(lines)  # a chat's line shown as its message, without its stamp
    out = []
    for number, (line, message) in enumerate(zip(lines, post.lines, strict=True), 1):
        another = skipped and number - 1 in post.others
        line = message.removeprefix(QUOTED) if another else message or line
        is_quoted = skipped and (another or quoted(line) or number in in_quotes)
        read = LineRead(
            number,
            line,
            tuple(sorted(units.get(number, ()), key=lambda where: where.order)),
            tuple(gave.get(number, ())),
            asked.get(number),
            outside.get(number),
            taken.get(number),
            total=listed.stated.value
            if listed.stated is not None and listed.stated.number == number
            else None,
            tally=tallies.get(number),
            respelt=respelt.get(number),
            tallied=units_of(listed.data["units"], tallies[number].element) if number in tallies else 0,
        )
        if not (read.units or read.gave or read.asked) or is_quoted:
            read = LineRead(number, line, unread="another" if another else _why(line, is_quoted))
        out.append(read)
    return tuple(out)


def _why(line: str, is_quoted: bool) -> Why:
    text = untagged(line).strip()  # a forum's `[list]` alone is as good as blank
    if not text:
        return "blank"
    if is_quoted:
        return "quoted"
    if len(text) >= 3 and len(set(text)) == 1 and text[0] in "=-_*":
        return "rule"
    if len(text) > MAX_NAME:
        return "long"
    if chatter(text) or footer(text):  # `Sent from my iPhone`: the phone's words about the mail
        return "chatter"
    if signed(text):
        return "signature"
    if text.endswith(ENDS) or len(text.split()) > MAX_TITLE or talk(text):
        return "sentence"
    return "other"
