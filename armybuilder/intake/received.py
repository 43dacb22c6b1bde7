"""When a list was received: the time the organiser's own mail server took the message.

The topmost `Received:` header is the last server's, the organiser's; it is written by that
server, not by the sender, so it is the time to trust. A message saved without it (a draft, a
message exported by some programs) falls back to its `Date:`, which the sender's program wrote,
and a file with neither to its modification time, which copying can change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # a file's time is taken without loading the e-mail modules
    from email.message import MIMEPart

Source = Literal["Received", "Date", "modified"]


@dataclass(frozen=True)
class Received:
    """A time in UTC, to the second, and which of the message's sources gave it."""

    at: datetime
    source: Source

    @property
    def approximate(self) -> bool:
        """Taken from the file's modification time: keep the e-mails for exact times."""
        return self.source == "modified"


def received(message: MIMEPart, modified: datetime) -> Received:
    """The topmost `Received:` header's date, else the `Date:` header, else `modified` (the file's
    modification time); a date that cannot be read falls through to the next."""
    stamps = _raw_headers(message, "received")
    if stamps:
        at = parsed_date(stamps[0].rpartition(";")[2])
        if at is not None:
            return Received(at, "Received")
    dates = _raw_headers(message, "date")
    if dates:
        at = parsed_date(dates[0])
        if at is not None:
            return Received(at, "Date")
    return Received(in_utc(modified), "modified")


def file_received(path: Path) -> datetime:
    """When a roster file that came without a message was received: its modification time (which
    a copy or a checkout resets), in UTC to the second."""
    return in_utc(datetime.fromtimestamp(path.stat().st_mtime, UTC))


def parsed_date(text: str) -> datetime | None:
    """An RFC 5322 date in UTC to the second; None if it is not one. A date without a zone
    (`-0000`) is taken as UTC."""
    from email.utils import parsedate_to_datetime

    try:
        return in_utc(parsedate_to_datetime(re.sub(r"\s+", " ", text).strip()))
    except (ValueError, TypeError, IndexError, OverflowError):
        return None


def in_utc(moment: datetime) -> datetime:
    """`moment` in UTC without its fraction of a second; a naive time is taken as UTC."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).replace(microsecond=0)


def _raw_headers(message: MIMEPart, name: str) -> list[str]:
    """The header's values as written, topmost first, without the parsing `email` does on access
    (which refuses some malformed values with an exception)."""
    return [str(value) for key, value in message.raw_items() if key.lower() == name]
