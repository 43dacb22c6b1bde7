"""What the pack says of each roster beyond `check`: its player even when unreadable, its status,
when it was received and the unit of its totals, for summary.csv."""

from datetime import datetime

from armybuilder.checking.checked import Checked
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.present.checked import as_row, cell

PACK_COLUMNS = ("status", "received", "unit")
"""summary.csv's columns after those of `check --format csv`."""


def player_of(checked: Checked) -> str | None:
    """The roster's player; for a file that cannot be read, the `player:` line its text holds."""
    if checked.report is not None:
        return checked.report.player
    if checked.part:  # a part of an e-mail: its sender's name, as for a readable list
        return checked.sender.name or None if checked.sender is not None else None
    return checked.player


def pack_row(checked: Checked, status: str, received: datetime) -> list[str]:
    """A roster's row of summary.csv: `check`'s, with its player (empty for a list that names
    none, whose `file` names it; of an unreadable file, the player its text names) and a
    superseded list's verdict and counts empty and, as its first problem, why (it is not judged),
    then its status (empty where it takes no part), when it was received and the unit of its
    totals."""
    judged = status not in NOT_JUDGED
    why = None if judged else next((p for p in checked.problems if p.code == "event.superseded"), None)
    row = as_row(checked, why)
    row[1] = cell(player_of(checked) or "")
    if not judged:
        row[4:7] = ["", "", ""]
    report = checked.report
    measure = report.measures[0] if report is not None and report.measures else None
    return [*row, status, received.isoformat(), measure.name if measure else ""]
