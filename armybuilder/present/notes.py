"""A player's note from `event pack`, in words: what comes before the list's findings (the event,
the list, its totals and verdict) and after them (its fingerprint, what its status means, how to
check it again). The pack writes the findings between, in `check`'s words for a player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from armybuilder.engine.report import Report
from armybuilder.present.custody import UNREADABLE, judged_errors, note_verdict, status_note
from armybuilder.words import totals

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event


@dataclass(frozen=True)
class PlayerNote:
    """A note's lines; '' is a blank line. The findings, if any, follow `head` after a blank line."""

    head: tuple[str, ...]
    tail: tuple[str, ...]


def player_note(event: Event, event_file: str, source: str, report: Report | None, status: str) -> PlayerNote:
    """The note on the list read from `source`, judged in `report` (None where it could not be
    read); `event_file` is the event file's name, for the player to check with."""
    when = f" ({event.date.isoformat()})" if event.date else ""
    check = f"Check it yourself before sending: armybuilder check YOUR-LIST.yaml --event {event_file}"
    if report is None:
        return PlayerNote((f"{event.name}{when}", f"Your file: {source}", "", UNREADABLE), ("", check))
    who = f" for {report.player}" if report.player else ""
    limits = totals(report.measures)
    verdict = note_verdict(judged_errors(report.errors), len(report.warnings), status)
    said = status_note(status, report.valid)
    return PlayerNote(
        (
            f"{event.name}{when}",
            f"Your list{who}: {report.name}, from {source}",
            *((f"Total: {limits}",) if limits else ()),
            "",
            verdict,
        ),
        (
            "",
            f"Your list's fingerprint is {report.fingerprint}; it is printed on your roster sheet.",
            *((said,) if said else ()),
            check,
        ),
    )
