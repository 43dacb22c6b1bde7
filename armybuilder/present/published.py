"""What `event publish` says of the locked lists: the page's title, when the lists were locked,
and each entry's blocks (the lock's facts above the list as `show --format markdown` gives it),
with no e-mail address, even one a player typed as their name."""

import datetime
import re

from armybuilder.engine.report import Report
from armybuilder.present.blocks import Block, Heading, Paragraph, code, each_text, words
from armybuilder.present.markdown import list_blocks
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.lock import Lock, Player
from armybuilder.terminal import printable, printable_copy
from armybuilder.words import counted

_EMAIL = re.compile(r"[^\s<>()\"',;:]+@[^\s<>()\"',;:]+\.[^\s<>()\"',;:]+")
WITHHELD = "(e-mail address withheld)"
TITLE = "the locked lists"
"""What the page is, after the event's name."""


def withheld(text: str) -> str:
    """The text with every e-mail address in it withheld, even one a player typed as their name."""
    return _EMAIL.sub(WITHHELD, text)


def event_name(lock: Lock) -> str:
    """The event's name as the page heads it."""
    return withheld(printable(lock.event.name))


def locked(lock: Lock, lists: int) -> str:
    """When the lists were locked, as players know it: the event's deadline where it has one (not
    the day the organiser first packed), in UTC to the minute."""
    if lock.event.deadline is not None:
        moment = lock.event.deadline
        said = "due by"
    else:
        try:
            moment = datetime.datetime.fromisoformat(lock.locked_at)
        except ValueError:  # a hand-edited time: as written
            return f"{counted(lists, 'list')}, locked {lock.locked_at}."
        said = "locked"
    return f"{counted(lists, 'list')}, {said} {moment.astimezone(datetime.UTC):%Y-%m-%d %H:%M} UTC."


def entry_blocks(player: Player, report: Report) -> list[Block]:
    """One player's entry as published: the lock's facts, then the list as `show --format
    markdown` gives it; an e-mail address is withheld from each piece of text before it is
    written in any form."""
    entry = player.entry
    assert entry is not None, "only entries are published"
    verdict = verdict_word(entry.valid)
    # Its verdict is judged again without the event; the lock's, judged under it, is the one that counts.
    # A player's text with escape codes is written out, as in the notes: the page, and the
    # Markdown printed with `cat`, show them and obey none.
    body = list_blocks(printable_copy(report), verdict=False)
    who = words(printable(player.name)) if player.name else words("(no player named)")
    facts = (
        words("Fingerprint "),
        code(entry.fingerprint),
        words(" · verdict when locked: "),
        words(verdict, bold=True),
        words(f" · status: {player.status}"),
    )
    head = Heading((who, words(": "), words(printable(entry.army))))
    return each_text([head, Paragraph((facts,)), *body], withheld)
