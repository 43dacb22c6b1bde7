"""SOURCE_DATE_EPOCH, the reproducible-builds convention: a moment a printout names instead of now.

reportlab reads it too, for a PDF's own dates, and fails on a value it cannot read: every print
reads it here first, so such a value is named to the user instead. The lock's times follow it
too, and take it from here, without reportlab.
"""

import os
import time
from datetime import UTC, date, datetime

from armybuilder.errors import UsageError
from armybuilder.terminal import printable

LAST = 253_402_300_799
"""The last second it may name: 9999-12-31 23:59:59 UTC, as a date is printed with four digits."""
SHOWN = 40
"""Characters of a wrong value quoted in the message."""


class BadSourceDate(UsageError):
    """SOURCE_DATE_EPOCH is set to what names no moment a printout can carry: a usage error, as
    the command was run with it."""


def source_date() -> datetime | None:
    """The moment SOURCE_DATE_EPOCH names, if it is set; BadSourceDate, naming it, its value and
    the range, if it names none."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not epoch:
        return None
    seconds = int(epoch) if epoch.isascii() and epoch.isdigit() and len(epoch) <= len(str(LAST)) else -1
    if not 0 <= seconds <= LAST:
        shown = epoch if len(epoch) <= SHOWN else epoch[:SHOWN] + "…"
        raise BadSourceDate(
            f"SOURCE_DATE_EPOCH is {printable(repr(shown))}: it must be whole seconds since 1970, from 0 "
            f"to {LAST} (9999-12-31 UTC); set it to one, or unset it to print today's date"
        )
    return datetime.fromtimestamp(seconds, UTC)


def current_time() -> datetime:
    """Now, to the second, in UTC; SOURCE_DATE_EPOCH fixes it, as it fixes the printed date."""
    return source_date() or datetime.now(UTC).replace(microsecond=0)


def printing_date() -> tuple[date, bool]:
    """The date to print, and whether the output must be reproducible.

    SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) fixes both the
    printed date and the PDF's own creation date, so the same roster gives the same bytes.
    """
    fixed = source_date()
    if fixed is None:
        return date.fromtimestamp(time.time()), False
    return fixed.date(), True
