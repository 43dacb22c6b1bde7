"""What only a whole batch of lists shows (the same player twice, one army sent by two players, a
list late for an event's deadline), found for `check`'s batch and for an event's inbox."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from armybuilder.checking.checked import Checked
from armybuilder.engine.batch import batch_found
from armybuilder.engine.compare import Seen, with_findings
from armybuilder.engine.custody import Arrival, decide
from armybuilder.engine.report import Problem, Report

if TYPE_CHECKING:  # for hints only: the event models load only where an event is read
    from armybuilder.intake.sent import Sent
    from armybuilder.schema.event import Event


def taking_part(report: Report | None, event: Event | None) -> bool:
    """Whether a list takes part in the comparison of a batch: under an event, only a readable list
    of the event's system does (the others are listed beside it with their problems)."""
    return report is not None and (event is None or report.system == event.system)


def compared(
    checks: Sequence[Checked], event: Event, custody: Sequence[list[Problem]], taking: Sequence[bool]
) -> list[Checked]:
    """The checks of an event's inbox with what only the whole inbox shows: the chain of custody's
    findings (`custody`, from the receipt times, the deadline and the lock), duplicates, and one
    address sending for two players. Only the lists `taking` part are compared; the others keep
    their own problems."""
    found = batch_found(
        [c.report if part else None for c, part in zip(checks, taking, strict=True)],
        [c.report.player if c.report else None for c in checks],
        [c.sender.address if c.sender else "" for c in checks],
        [c.source for c in checks],
        event=event,
        custody=custody,
    )
    out = []
    for checked, extra in zip(checks, found, strict=True):
        if extra and checked.report is not None:
            checked = checked.with_report(with_findings(checked.report, extra, event))
        out.append(checked)
    return out


def found_across(
    lists: Sequence[Sent],
    seen: Sequence[Seen | None],
    players: Sequence[str | None],
    valid: Sequence[bool],
    event: Event | None,
) -> list[list[Problem]]:
    """For each of `check`'s lists, what only the whole run shows, from what was seen of each
    (`seen`: None for a list that takes no part). Under an event's deadline a list received after
    it is late, or a change of the player's list sent before it, as `event pack` judges it (which
    also knows the lock)."""
    received = [sent.received.at for sent in lists] if event is not None else None
    sources = [sent.source for sent in lists]
    custody = None
    if event is not None and event.deadline is not None and received is not None:
        arrivals = [
            Arrival(one, source, when, good, "") if one is not None else None
            for one, source, when, good in zip(seen, sources, received, valid, strict=True)
        ]
        custody = decide(arrivals, {}, event.deadline, event.name).found
    return batch_found(
        seen,
        players,
        [sent.sender.address if sent.sender else "" for sent in lists],
        sources,
        event=event,
        received=received,
        custody=custody,
    )
