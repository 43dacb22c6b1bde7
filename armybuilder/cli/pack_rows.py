"""What the pack says of each roster beyond `check`: its player even when unreadable, its status,
when it was received and the unit of its totals, for summary.csv and the notes."""

import re
from datetime import UTC, datetime

import yaml

from armybuilder.cli.common import Checked
from armybuilder.cli.formatters import as_row, cell

PACK_COLUMNS = ("status", "received", "unit")
"""summary.csv's columns after those of `check --format csv`."""

STATUSES = {"event.changed": "changed", "event.late": "late"}
"""A list's status where the comparison with the lock found it differs; otherwise it is `locked`."""

_READ = 1 << 20
"""As much of a file that cannot be read as a roster as is searched for its `player:` line."""
_PLAYER = re.compile(r"^player:[ \t]*(\S.*?)[ \t]*(?:#.*)?$", re.MULTILINE)


def player_of(checked: Checked) -> str | None:
    """The roster's player; for a file that cannot be read, the `player:` line its text holds."""
    if checked.report is not None:
        return checked.report.player
    if checked.part:  # a part of an e-mail: its sender's name, as for a readable list
        return checked.sender.name or None if checked.sender is not None else None
    try:
        with checked.file.open("rb") as file:
            text = file.read(_READ).decode("utf-8", errors="replace")
    except OSError:
        return None
    found = _PLAYER.search(text)
    if found is None:
        return None
    try:
        player = yaml.safe_load(found.group(1))
    except yaml.YAMLError:
        return None
    return player.strip() or None if isinstance(player, str) else None


def pack_row(checked: Checked) -> list[str]:
    """A roster's row of summary.csv: `check`'s, with the player of an unreadable file where its
    text names one, then its status, when it was received and the unit of its totals."""
    row = as_row(checked)
    row[1] = cell(player_of(checked) or "")
    report = checked.report
    measure = report.measures[0] if report is not None and report.measures else None
    return [*row, status(checked), received(checked), measure.name if measure else ""]


def status(checked: Checked) -> str:
    """`locked`, `changed` or `late` for a list the lock knows or compares; empty for a file that
    cannot be read, which takes no part."""
    if checked.report is None:
        return ""
    return next((STATUSES[p.code] for p in checked.problems if p.code in STATUSES), "locked")


def received(checked: Checked) -> str:
    """When the list came, in UTC to the second: its e-mail's `Received:` or `Date:`, else its
    file's modification time."""
    if checked.received is not None:
        return checked.received.at.isoformat()
    try:
        when = checked.file.stat().st_mtime
    except OSError:
        return ""
    return datetime.fromtimestamp(when, UTC).replace(microsecond=0).isoformat()
