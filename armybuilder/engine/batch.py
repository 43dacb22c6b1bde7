"""What only a whole batch of lists shows, for `check` and `event pack` alike: the comparison of
the lists that take part (duplicates, newest wins or the chain of custody's findings) and the
senders' findings across every list that names a player. A new batch-wide finding joins here."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from typing import TYPE_CHECKING

from armybuilder.engine.compare import Seen, batch_findings
from armybuilder.engine.report import Problem
from armybuilder.engine.senders import sender_findings

if TYPE_CHECKING:
    from armybuilder.schema.event import Event


def batch_found(
    taking: Sequence[Seen | None],
    players: Sequence[str | None],
    addresses: Sequence[str],
    files: Sequence[str],
    *,
    event: Event | None = None,
    received: Sequence[datetime.datetime] | None = None,
    custody: Sequence[list[Problem]] | None = None,
) -> list[list[Problem]]:
    """For each list, the findings only the batch shows. `taking` holds the lists compared (None
    for one that takes no part), `players` the player each readable list names, `addresses` the
    address each came from ('' for a file); `received` and `custody` as `batch_findings` takes them."""
    compared = batch_findings(taking, files, event=event, received=received, custody=custody)
    senders = sender_findings(players, addresses, files, event.name if event is not None else "")
    return [
        [*(found if seen is not None else ()), *more]
        for seen, found, more in zip(taking, compared, senders, strict=True)
    ]
