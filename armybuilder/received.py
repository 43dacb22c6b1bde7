"""When a list was received, in UTC to the second: what decides which of a player's lists is newest.

For now a file's modification time (approximate: a copy or a checkout resets it); e-mail intake
will give the time its message was received instead.
"""

import datetime
from pathlib import Path


def received_at(path: Path) -> datetime.datetime:
    """The time `path` was received, in UTC to the second."""
    stamp = datetime.datetime.fromtimestamp(path.stat().st_mtime, datetime.UTC)
    return stamp.replace(microsecond=0)
