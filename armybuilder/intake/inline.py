"""A message forwarded inline: pasted into the forwarder's text below a mail program's line
("---------- Forwarded message ---------", "-----Original Message-----", "Begin forwarded
message:") and the forwarded message's header lines (`From:`, `Date:`, `Subject:`, `To:`).

The text below is the forwarded message's, as a list in a message attached to the forward is its
sender's: read as the forwarder's, Lou's list forwarded by Kim was Kim's entry, and one of them
superseded the other. A `>`-quoted marker is quoted text, read as such.

The text is a stranger's: it is looked at line by line, once, a marker only on a short line, and a
header block is at most MAX_HEAD lines. A forward within a forward starts a block of its own
below the first (the text cannot tell a forward inside another from one after it), up to
MAX_FORWARDS: each block is read once, as its own author's, the innermost list its author's.
"""

import re
from dataclasses import dataclass

MAX_FORWARDS = 8
"""Forwarded blocks told apart in one text; a later marker is a line of the last block."""
MAX_HEAD = 30
"""Lines of a forwarded message's header block: a mail program writes four to six."""
MAX_MARKER = 80
"""Characters of a line that may be a marker: mail programs write some forty."""
MAX_BLANK = 3
"""Blank lines between a marker and its header block (Apple Mail writes one)."""

FORWARDED = (
    *("forwarded message", "weitergeleitete nachricht", "message transféré", "mensaje reenviado"),
    *("messaggio inoltrato", "przekazana wiadomość", "wiadomość przekazana", "doorgestuurd bericht"),
    *("videresendt melding", "vidarebefordrat meddelande", "пересылаемое сообщение"),
    "перенаправленное сообщение",
)
ORIGINAL = (
    *("original message", "ursprüngliche nachricht", "message d'origine", "mensaje original"),
    *("messaggio originale", "wiadomość oryginalna", "oorspronkelijk bericht", "исходное сообщение"),
)
BEGIN_FORWARDED = (
    *("begin forwarded message", "anfang der weitergeleiteten nachricht", "début du message réexpédié"),
    *("inicio del mensaje reenviado", "inizio messaggio inoltrato", "begin doorgestuurd bericht"),
)
"""The lines mail programs mark a forward with, in their languages: between dashes, a forwarded
message (Gmail, Thunderbird) or Outlook's original message, which heads the message a reply
answers as well; Apple Mail's line ending in a colon."""


def _alternatives(said: tuple[str, ...]) -> str:
    return "|".join(re.escape(words).replace("\\ ", "[ \t]+") for words in said)


_MARKER = re.compile(
    rf"-{{2,}}[ \t]*(?:{_alternatives(FORWARDED)}|({_alternatives(ORIGINAL)}))[ \t]*-{{2,}}"
    rf"|(?:{_alternatives(BEGIN_FORWARDED)})[ \t]*:",
    re.IGNORECASE,
)
"""A forward's marker; the group is Outlook's, which heads the message a reply answers as well."""
_REPLY = re.compile(r"(?:re|aw|sv|antw|rif|r)\s*(?:\[\d+\])?\s*:", re.IGNORECASE)
"""How a reply's subject begins, in the mail programs' languages."""
_HEADER = re.compile(r"\*?([^\W\d_][\w -]{0,30}):\*?(?:[ \t](.*))?")
_FROM = frozenset({"from", "von", "de", "da", "od", "van", "fra", "fran", "från", "от"})
"""`From:` in the languages of the mail programs that head the message a reply answers with its
header lines alone, no marker above them (Outlook: `From:`, `Sent:`, `To:`, `Subject:`)."""
_ANSWERED = re.compile(r"\*?(\w[\w -]{0,30}):\*?(?:[ \t](.*))?")
"""A header line in any language's letters (`Gesendet:`, `Envoyé :`, `От:`)."""


@dataclass(frozen=True)
class Block:
    """A piece of a message's text: the forwarder's own (no `written`), or a forwarded message's."""

    lines: list[str]
    forwarded: bool = False
    written: tuple[str, ...] = ()
    """The forwarded header block's `From:` values as written: none, one, or (a fault) several."""


def is_marker(line: str) -> bool:
    """Whether a line is a forward's marker (`----- Original Message -----`), however it ends."""
    return len(line) <= MAX_MARKER and _MARKER.fullmatch(line.strip()) is not None


def is_reply(subject: str) -> bool:
    """Whether a message's subject says it answers another (`Re: lists`, `AW: Liste`)."""
    return _REPLY.match(subject.strip()) is not None


def blocks(lines: list[str], *, reply: bool = False) -> list[Block]:
    """The text cut at each marker: the forwarder's lines first (empty where the text opens with
    the marker), then each forwarded message's lines below its header block. In a `reply`,
    Outlook's "-----Original Message-----" heads the message answered, not a forward: it and what
    follows are the reply's quoted text, `>`-quoted as another program quotes, so a list in it is
    read only where the reply's own lines give none, and never as another sender's; so are a
    `From:` line and the header lines under it with no marker above them, as Outlook heads it."""
    found = [Block([])]
    at = start = 0
    while at < len(lines):
        line = lines[at]
        marker = _MARKER.fullmatch(line.strip()) if len(line) <= MAX_MARKER else None
        if reply and marker is None and _answered(lines, at):
            last = found[-1]
            found[-1] = Block(
                [*lines[start:at], *(f"> {quoted}" for quoted in lines[at:])], last.forwarded, last.written
            )
            return found
        if len(found) > MAX_FORWARDS or marker is None:
            at += 1
            continue
        if reply and marker.group(1):
            last = found[-1]
            found[-1] = Block(
                [*lines[start:at], *(f"> {quoted}" for quoted in lines[at:])], last.forwarded, last.written
            )
            return found
        found[-1] = Block(lines[start:at], found[-1].forwarded, found[-1].written)
        written, at = _head(lines, at + 1)
        start = at
        found.append(Block([], True, written))
    found[-1] = Block(lines[start:], found[-1].forwarded, found[-1].written)
    return found


def _answered(lines: list[str], at: int) -> bool:
    """Whether the line at `at` opens the header block of the message a reply answers, written
    with no marker above it: a short `From:` line, then two or more header lines under it."""
    found = _ANSWERED.fullmatch(lines[at].strip()) if len(lines[at]) <= MAX_MARKER else None
    if found is None or found.group(1).strip().casefold() not in _FROM:
        return False
    under = lines[at + 1 : at + 4]
    return sum(1 for line in under if len(line) <= MAX_MARKER and _ANSWERED.fullmatch(line.strip())) >= 2


def _head(lines: list[str], at: int) -> tuple[tuple[str, ...], int]:
    """The `From:` values of the header block starting at `at` (after a few blank lines), and
    where the forwarded text starts: after the block, or at `at` where no header line follows."""
    start = at
    while at < len(lines) and at - start < MAX_BLANK and not lines[at].strip():
        at += 1
    written: list[str] = []
    end = at
    while end < len(lines) and end - at < MAX_HEAD:
        header = _HEADER.fullmatch(lines[end].strip())
        if header is None:
            break
        if header.group(1).strip().casefold() in _FROM:
            written.append((header.group(2) or "").strip())
        end += 1
    return (tuple(written), end) if end > at else ((), start)
