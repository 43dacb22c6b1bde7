"""What only a whole batch of lists shows (the same player twice, one army sent by two players,
and under an event whose each list is and a list late for its deadline), found for `check`'s
batch and for an event's inbox."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from armybuilder.checking.checked import Checked
from armybuilder.engine.batch import batch_found
from armybuilder.engine.compare import Seen, batch_findings, with_findings
from armybuilder.engine.report import Problem, Report

if TYPE_CHECKING:  # for hints only: the event models load only where an event is read
    from armybuilder.engine.identity import Registered
    from armybuilder.intake.sent import Sent
    from armybuilder.schema.event import Event


def taking_part(report: Report | None, event: Event | None) -> bool:
    """Whether a list takes part in the comparison of a batch: under an event, only a readable list
    of the event's system does (the others are listed beside it with their problems)."""
    return report is not None and (event is None or report.system == event.system)


def compared(
    checks: Sequence[Checked],
    event: Event,
    custody: Sequence[list[Problem]],
    taking: Sequence[bool],
    players: Sequence[str | None],
) -> list[Checked]:
    """The checks of an event's inbox with what only the whole inbox shows: whose each list is and
    the chain of custody's findings (`custody`, from the senders, the receipt times, the deadline
    and the lock), and one army sent by several players (`players`: each list's player id). Only
    the lists `taking` part are compared; the others keep their own problems."""
    found = batch_findings(
        [c.report if part else None for c, part in zip(checks, taking, strict=True)],
        [c.source for c in checks],
        custody=custody,
        players=players,
        rule=event.name,
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
    register: Sequence[Registered] | None = None,
) -> list[list[Problem]]:
    """For each of `check`'s lists, what only the whole run shows, from what was seen of each
    (`seen`: None for a list that takes no part; `players` the player each names), as
    `engine.batch` finds it: under an event, as `event pack` judges the lists (which also knows
    the lock)."""
    if event is None:  # each list's player and army are all it takes
        return batch_found(seen, [sent.source for sent in lists])
    from armybuilder.engine.identity import Sender  # whose a list is: only an event asks

    return batch_found(
        seen,
        [sent.source for sent in lists],
        event=event,
        senders=[
            Sender(player, sent.sender.address, sent.source, sent.sender.unsure)
            if sent.sender
            else Sender(player, "", sent.source)
            for sent, player in zip(lists, players, strict=True)
        ],
        received=[sent.received.at for sent in lists],
        valid=valid,
        register=register,
    )
