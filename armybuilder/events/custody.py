"""A custody run: whose each list of a pack's inbox is (`engine.identity`, by the senders'
addresses, the lock and the organiser's register), each judged against the lock and the
deadline in one decision of `engine.custody` (with `--relock`, as accepted), and the lock it leaves."""

import datetime
import hashlib
from dataclasses import dataclass
from pathlib import Path

from armybuilder.checking.checked import Checked
from armybuilder.checking.compared import compared, taking_part
from armybuilder.engine.custody import Arrival, decide
from armybuilder.engine.identity import Registered, Sender, identify
from armybuilder.engine.lock import (
    Accepted,
    Taken,
    accept,
    after_run,
    found_again,
    held,
    judged_again,
    lock_times,
    moved,
    replaced_before,
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
    missing: list[str]
    """The ids of the players with an entry who sent nothing this time: the entry stands."""
    rejudged: list[tuple[str, bool, bool]]
    """(player, verdict when locked, verdict now) of entries whose same file is judged otherwise."""
    players: list[str | None]
    """Each list's player id; None for a list that takes no part, or that no player can be named for yet."""


def custody(
    event: Event,
    event_file: Path,
    checks: list[Checked],
    lock: Lock | None,
    *,
    relock: bool,
    register: list[Registered] | None = None,
) -> Run:
    received = [c.received.at if c.received is not None else file_received(c.file) for c in checks]
    part = [c.report is not None and taking_part(c.report, event) for c in checks]
    now = current_time()
    locked, given = found_again(lock)
    who = identify(
        [senders(c) if taking else None for c, taking in zip(checks, part, strict=True)],
        locked,
        register,
        event.name,
        given,
    )
    if lock is not None and who.moved:
        lock = moved(lock, who.moved, now)
    taking = [
        Arrival(c.report, id, c.source, when, c.report.valid, c.sha256)
        if c.report is not None and id is not None
        else None
        for c, when, id in zip(checks, received, who.players, strict=True)
    ]
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
    sent = [
        _sent(c, when) if c.report is not None and taking else None
        for c, when, taking in zip(checks, received, part, strict=True)
    ]
    # One decision: under --relock the lists that would wait are judged as accepted, and the lock
    # made with them waiting is then taken in as `event accept --all` takes it.
    withdrawn = {player.id for player in lock.players if player.status == "withdrawn"} if lock else set()
    decided = decide(
        taking,
        held(lock),
        deadline,
        event.name,
        relock=relock,
        withdrawn=withdrawn,
        replaced=replaced_before(lock),
    )
    new = after_run(lock, locked_event, locked_at, sent, decided, who)
    accepted: list[Accepted] = []
    if relock:
        new, accepted = accept(new, (), now, every=True)
    status = [said or ("unassigned" if n in who.held else "") for n, said in enumerate(decided.status)]
    found = [[*mine, *theirs] for mine, theirs in zip(who.found, decided.found, strict=True)]
    judged = compared(checks, event, found, part, who.players)
    rejudged = judged_again(held(lock), decided, taking)
    return Run(judged, status, received, new, accepted, decided.missing, rejudged, who.players)


def senders(checked: Checked) -> Sender:
    """Who a list says it is from: its player, the address it was sent from ('' for a file)."""
    report = checked.report
    name = report.player if report is not None else checked.player
    sender = checked.sender
    if sender is None:
        return Sender(name, "", checked.source)
    return Sender(name, sender.address, checked.source, sender.unsure)


def _sent(checked: Checked, received: datetime.datetime) -> Taken:
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
        received=received,
    )
    return Taken(report.player, checked.sender.address if checked.sender is not None else "", listed)
