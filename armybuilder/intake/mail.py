"""E-mail saved by a mail program: one message (`.eml`) or a mail folder (`mbox`), read as the
messages it holds, each with the parts that may hold a list (see `message.py`).

A mail file is bounded as a whole (MAX_MAIL_BYTES, MAX_MESSAGES, MAX_MAIL_LINES) before any
message is parsed, each part like a file, and what all its parts make us read by one `Budget`; a
message that cannot be read is named, never a traceback.
"""

import hashlib
import os
import re
from datetime import UTC, datetime
from email.headerregistry import BaseHeader, HeaderRegistry
from email.message import EmailMessage
from email.parser import BytesParser
from email.policy import EmailPolicy
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.errors import InputError
from armybuilder.files.opening import read_limited
from armybuilder.intake.budget import Budget
from armybuilder.intake.charsets import header_as_read
from armybuilder.intake.message import (
    MALFORMED,
    MAX_HEADER,
    MAX_PARTS,
    HeaderTooLong,
    Message,
    message_id_of,
    message_of,
    tag_of,
    unread_because,
    unreadable,
)
from armybuilder.intake.received import Received, in_utc, received
from armybuilder.intake.sniff import ENVELOPE, MailKind, kind_of_mail

MAX_MAIL_BYTES = 20 * 1024 * 1024
MAX_MESSAGES = 1000
MAX_MAIL_LINES = 500_000
"""Lines of a mail file: `email` reads about a line a microsecond or two, so 20 MB of empty
lines took 18 s before a part was looked at; mail averages some forty bytes and more a line."""
DIGEST = 12
"""Hex digits of a message's SHA-256 that name one with no Message-ID."""
MAX_BOUNDARIES = 4 * MAX_PARTS
"""Lines starting a part in one message: a hundred parts with room for `--` rules in the text."""

_BLANK_LINE = (b"\n\n", b"\n\r\n")
# mboxrd writes a body line beginning "From " as ">From ", one `>` more for each already there.
_ESCAPED_FROM = re.compile(rb"(?m)^>(>*From )")
_FEWER = "save only the event's messages (a folder of their own) and give that file"
_BOUNDARY_LINE = re.compile(rb"(?m)^--")


class _KnownHeaders(HeaderRegistry):
    """`email`'s header registry, remembering the headers it has parsed: the parser asks for a
    part's Content-Type again and again, and parsing it afresh each time made reading a
    thousand-message mail folder take seconds. A parsed header is immutable, so it is shared;
    only short ones are kept, so what is remembered stays small whatever the mail holds."""

    def __call__(self, name: str, value: str) -> BaseHeader:
        if len(value) > MAX_HEADER:
            raise HeaderTooLong(name)
        if len(value) > _REMEMBERED:
            return super().__call__(name, value)
        return self._known(name, value)

    @lru_cache(maxsize=4096)  # noqa: B019 -- one registry for the process; what it keeps is bounded
    def _known(self, name: str, value: str) -> BaseHeader:
        return super().__call__(name, value)


_REMEMBERED = 1000
"""Characters of a header value worth remembering: a Content-Type is a few dozen."""


if TYPE_CHECKING:  # generic only in the type stubs
    _EmailPolicy = EmailPolicy[EmailMessage]
else:
    _EmailPolicy = EmailPolicy


class _MailPolicy(_EmailPolicy):
    """`email`'s default policy, each header read as `header_as_read` says: raw UTF-8 as UTF-8
    (the bytes parser reads a header's bytes as ASCII), only mail charsets decoded."""

    def header_source_parse(self, sourcelines: list[str]) -> tuple[str, str]:
        name, value = super().header_source_parse(sourcelines)
        return name, header_as_read(value)


_HEAD_END = re.compile(rb"\r?\n\r?\n")
"""The blank line that ends a message's headers."""
_PARSER = BytesParser(_class=EmailMessage, policy=_MailPolicy(header_factory=_KnownHeaders()))


def read_mail(path: Path, budget: Budget) -> list[Message]:
    """The messages of a mail file (`kind_of_mail` says it is one), read within its `budget`; an
    InputError for a file over the limits or that cannot be read."""
    data = read_limited(path, MAX_MAIL_BYTES)
    try:
        status = os.stat(path)
    except OSError as error:
        raise InputError("file.unreadable", f"cannot be read: {error.strerror}", file=path) from None
    if len(data) > MAX_MAIL_BYTES:
        raise _too_large(path, max(status.st_size, len(data)))
    modified = datetime.fromtimestamp(status.st_mtime, UTC)
    kind = kind_of_mail(path.name, data) or "eml"
    return messages(data, file=path, modified=modified, kind=kind, budget=budget)


def messages(
    data: bytes, *, file: Path | str, modified: datetime, kind: MailKind, budget: Budget
) -> list[Message]:
    """The messages in a mail file's bytes, each named by its Message-ID (`message.tag_of`), so a
    message's name stays as others are added or removed, read within the file's `budget`;
    `modified` is the file's modification time, the received time of a message with no date of
    its own."""
    if len(data) > MAX_MAIL_BYTES:
        raise _too_large(file, len(data))
    # `email` reads a line at a time, a line ending at CR, LF or both.
    lines = data.count(b"\n") + data.count(b"\r") - data.count(b"\r\n")
    if lines > MAX_MAIL_LINES:
        raise InputError(
            "file.too-large",
            f"the mail file has {lines:,} lines; mail files of more than {MAX_MAIL_LINES:,} lines are refused",
            file=file,
            hint=_FEWER,
        )
    raw = _mbox_messages(data, file) if kind == "mbox" else [data]
    digests = [hashlib.sha256(one).hexdigest()[:DIGEST] for one in raw]
    # One Message-ID on two different messages (a mail program that reuses one): each is named by
    # its bytes too, so neither passes for the other. Told from the headers alone, so each message
    # is read once, within the one budget.
    ids = [_message_id(one) for one in raw]
    apart: dict[str, set[str]] = {}
    for message_id, digest in zip(ids, digests, strict=True):
        apart.setdefault(message_id, set()).add(digest)
    return [
        _message(one, digest, modified, budget, unique=len(apart[message_id]) == 1)
        for one, digest, message_id in zip(raw, digests, ids, strict=True)
    ]


def _too_large(file: Path | str, size: int) -> InputError:
    return InputError(
        "file.too-large",
        f"the mail file is {size / 1_048_576:.1f} MB; mail files over {MAX_MAIL_BYTES // 1_048_576} MB are refused",
        file=file,
        hint=_FEWER,
    )


def _mbox_messages(data: bytes, file: Path | str) -> list[bytes]:
    starts: list[int] = []
    for found in ENVELOPE.finditer(data):
        if found.start() and not data.endswith(_BLANK_LINE, 0, found.start()):
            continue  # a line of a message's text, or no line's start
        starts.append(found.start())
        if len(starts) > MAX_MESSAGES:
            raise InputError(
                "file.too-large",
                f"the mail folder holds more than {MAX_MESSAGES:,} messages; larger ones are refused",
                file=file,
                hint=_FEWER,
            )
    ends = [*starts[1:], len(data)]
    return [
        _ESCAPED_FROM.sub(rb"\1", _after_first_line(data[start:end]))
        for start, end in zip(starts, ends, strict=True)
    ]


def _after_first_line(data: bytes) -> bytes:
    """A message of an mbox without its `From ` line and the blank line that ends it."""
    line_end = data.find(b"\n")
    if line_end < 0:
        return b""
    message = data[line_end + 1 :]
    for blank in (b"\r\n\r\n", b"\n\n"):
        if message.endswith(blank):
            return message[: -len(blank) // 2]
    return message


def _message(data: bytes, digest: str, modified: datetime, budget: Budget, *, unique: bool = True) -> Message:
    try:
        if _boundaries(data) > MAX_BOUNDARIES:
            headers = _PARSER.parsebytes(data, headersonly=True)
            reason = f"the message has more than {MAX_BOUNDARIES} lines starting a part (`--`)"
            message_id = message_id_of(headers)
            tag = tag_of(message_id, digest, unique=unique)
            return unreadable(tag, message_id, received(headers, modified), reason)
        parsed = _PARSER.parsebytes(data)
    except MALFORMED as error:
        when = Received(in_utc(modified), "modified")
        return unreadable(
            tag_of("", digest), "", when, f"the message cannot be read ({unread_because(error)})"
        )
    return message_of(parsed, digest, modified, budget, unique=unique)


def _message_id(data: bytes) -> str:
    """The Message-ID a message's headers give ('' for none, or headers that cannot be read)."""
    try:
        return message_id_of(_PARSER.parsebytes(_HEAD_END.split(data, maxsplit=1)[0], headersonly=True))
    except MALFORMED:
        return ""


def _boundaries(data: bytes) -> int:
    """The lines that may start a part (`--boundary`), counted to one past the limit: parsing
    parts within parts takes time that grows with the square of their depth."""
    count = 0
    for count, _ in enumerate(_BOUNDARY_LINE.finditer(data), start=1):
        if count > MAX_BOUNDARIES:
            break
    return count
