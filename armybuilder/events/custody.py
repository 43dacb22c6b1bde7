"""A custody run: each list of a pack's inbox judged against the lock and the deadline, in one
decision of `engine.custody` (with `--relock`, as accepted), and the lock it leaves."""

import datetime
import hashlib
from dataclasses import dataclass
from pathlib import Path

from armybuilder.checking.checked import Checked
from armybuilder.checking.compared import compared, taking_part
from armybuilder.engine.custody import Arrival, decide
from armybuilder.engine.lock import (
    Accepted,
    Taken,
    accept,
    after_run,
    held,
    judged_again,
    lock_times,
)
from armybuilder.intake.received import file_received
from armybuilder.printing.source_date import current_time
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, LockedEvent, LockedList


@dataclass(frozen=True)
class Run:
    """A pack's chain of custody: the checks with its findings, each list's status, the new lock."""

    checks: list[Checked]
    status: list[str]
    received: list[datetime.datetime]
    lock: Lock
    accepted: list[Accepted]
    withdrawn: list[str]
    rejudged: list[tuple[str, bool, bool]]
    """(player, verdict when locked, verdict now) of entries whose same file is judged otherwise."""


def custody(event: Event, event_file: Path, checks: list[Checked], lock: Lock | None, *, relock: bool) -> Run:
    received = [c.received.at if c.received is not None else file_received(c.file) for c in checks]
    taking = [
        Arrival(c.report, c.source, when, c.report.valid, c.sha256)
        if c.report is not None and taking_part(c.report, event)
        else None
        for c, when in zip(checks, received, strict=True)
    ]
    now = current_time()
    locked_at, deadline = lock_times(
        event.deadline, lock.locked_at if lock is not None else None, now, taking
    )
    if lock is None or lock.event.partial:
        # The event as judged now; a lock keeps the event it was made under, as its entries do.
        locked_event = LockedEvent(
            name=event.name,
            system=event.system,
            sha256=hashlib.sha256(event_file.read_bytes()).hexdigest(),
            deadline=event.deadline,
            content=event.model_dump(mode="json"),
        )
    else:
        locked_event = lock.event
    sent = [_sent(c, one) if one is not None else None for c, one in zip(checks, taking, strict=True)]
    # One decision: under --relock the lists that would wait are judged as accepted, and the lock
    # made with them waiting is then taken in as `event accept --all` takes it.
    decided = decide(taking, held(lock), deadline, event.name, relock=relock)
    new = after_run(lock, locked_event, locked_at, sent, decided)
    accepted: list[Accepted] = []
    if relock:
        new, accepted = accept(new, (), now, every=True)
    judged = compared(checks, event, decided.found, [one is not None for one in taking])
    rejudged = judged_again(held(lock), decided, taking)
    return Run(
        judged,
        decided.status,
        received,
        new,
        accepted,
        decided.withdrawn,
        rejudged,
    )


def _sent(checked: Checked, one: Arrival) -> Taken:
    report = checked.report
    assert report is not None
    listed = LockedList(
        army=report.name,
        label=checked.source,
        file=str(checked.file),
        part=checked.part or None,
        contents=report.army,
        canonical_sha256=report.canonical_sha256,
        fingerprint=report.fingerprint,
        sha256=checked.sha256,
        valid=report.valid,
        received=one.received,
    )
    return Taken(report.player, checked.sender.address if checked.sender is not None else "", listed)
