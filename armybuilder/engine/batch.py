"""What only a whole batch of lists shows, for `check` and its `--event` alike: without an event,
lists naming one player and one army sent by two players; under one, whose each list is
(`engine.identity`) and which is each player's newest (`engine.custody`), as `event pack`
decides them (which also knows the lock)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING

from armybuilder.engine.compare import Seen, batch_findings
from armybuilder.engine.report import Problem

if TYPE_CHECKING:  # the event models, and whose a list is, load only where an event is read
    from armybuilder.engine.identity import Registered, Sender
    from armybuilder.schema.event import Event

NO_DEADLINE = datetime.datetime.max.replace(tzinfo=datetime.UTC)
"""What an event without a deadline judges a batch against: every list is on time."""


def batch_found(
    seen: Sequence[Seen | None],
    files: Sequence[str],
    *,
    event: Event | None = None,
    senders: Sequence[Sender | None] = (),
    received: Sequence[datetime.datetime] = (),
    valid: Sequence[bool] = (),
    register: Sequence[Registered] | None = None,
) -> list[list[Problem]]:
    """For each list, the findings only the batch shows; `seen` holds None for a list that takes no
    part. Under an event, `senders`, `received` and `valid` give each list's sender, receipt and
    verdict, and `register` the organiser's register, where given."""
    if event is None:
        return batch_findings(seen, files)
    from armybuilder.engine.custody import Arrival, decide
    from armybuilder.engine.identity import identify

    who = identify(
        [sender if one is not None else None for one, sender in zip(seen, senders, strict=True)],
        register=register,
        rule=event.name,
    )
    arrivals = [
        Arrival(one, id, file, at, good, "") if one is not None and id is not None else None
        for one, id, file, at, good in zip(seen, who.players, files, received, valid, strict=True)
    ]
    decided = decide(arrivals, {}, event.deadline or NO_DEADLINE, event.name)
    custody = [[*mine, *theirs] for mine, theirs in zip(who.found, decided.found, strict=True)]
    return batch_findings(seen, files, custody=custody, players=who.players, rule=event.name)
