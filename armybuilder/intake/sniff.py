"""Telling a mail file from a list by its first bytes, without loading the mail reader: `check`
and `import` ask it of every file they are given, and most are lists."""

import re
from typing import Literal

MailKind = Literal["eml", "mbox"]

# Header names of which one, beside `From:`, at the top of a file shows that it is a message.
_MAIL_HEADERS = frozenset({"date", "message-id", "received", "mime-version", "return-path", "subject", "to"})
_HEADER_LINE = re.compile(rb"([A-Za-z0-9-]+)[ \t]*:")
# An mbox message starts at its envelope line, `From ann@example.org Tue Mar  2 10:00:00 2027`
# (`From -`, `From MAILER-DAEMON`; with or without seconds, a zone or the year after), at the top
# of the file or after a blank line, as mbox writers write it. The bytes are split here rather
# than by mailbox.mbox, which reads from the path without a bound and takes any line beginning
# "From " for the next message's: a body quoting "From Anna Smith <anna@...>" that the writer
# left unescaped (mboxo writers escape only some) would give a message from Anna.
ENVELOPE = re.compile(
    rb"From \S{1,500} +(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) +(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    rb" +\d\d? +\d\d?:\d\d"
)


def kind_of_mail(name: str, data: bytes) -> MailKind | None:
    """`mbox` for a mail folder (it starts with an envelope line, `From ann@example.org Tue Mar  2
    10:00:00 2027`: a list that opens "From the trenches..." is none), `eml` for one message (named
    `.eml`, or starting with mail headers); None for anything else."""
    if ENVELOPE.match(data):
        return "mbox"
    if name.lower().endswith(".eml") or _starts_with_headers(data):
        return "eml"
    return None


def _starts_with_headers(data: bytes) -> bool:
    """Whether the file opens with a block of mail headers, `From:` and another mail header among
    them: a roster or a text list does not."""
    names: set[bytes] = set()
    for line in data[:16384].splitlines():
        if not line.strip():
            break
        if line[:1] in (b" ", b"\t"):
            continue  # a header folded onto the next line
        found = _HEADER_LINE.match(line)
        if found is None:
            return False
        names.add(found.group(1).lower())
    return b"from" in names and any(name.encode() in names for name in _MAIL_HEADERS)
