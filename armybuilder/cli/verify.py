"""`armybuilder verify LOCK.json ROSTER|FINGERPRINT...`: whose locked list this is, at the table.

A roster is first checked under the event the lock keeps, as `check --event` would: one the event
rejects matches nothing. Only a match to an entry that was VALID when locked passes.
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from armybuilder.catalogs import CatalogSet
from armybuilder.cli.common import catalog_set, check_sent
from armybuilder.cli.inbox import Inbox, inbox
from armybuilder.engine.compare import SHOWN, listed, player_key, same_player, source_label
from armybuilder.engine.fingerprint import differences
from armybuilder.engine.report import Report
from armybuilder.events import load_event
from armybuilder.intake.sent import Sent, sent_file
from armybuilder.lockfile import locked_event, read_lock, same_event
from armybuilder.present.findings import file_words
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, SentList
from armybuilder.terminal import printable

DASHES = re.compile(r"[\s\-\u2010-\u2015\u2212]+")
"""Spaces, hyphens, en and em dashes, minus: how a fingerprint read aloud or retyped gets written."""


def fingerprint_of(item: str) -> str | None:
    """`item` as a fingerprint (`1a2b-3c4d-5e6f`) in any case and with any dashes or none; else None."""
    digits = DASHES.sub("", item).lower()
    if not re.fullmatch(r"[0-9a-f]{12}", digits):
        return None
    return "-".join(digits[n : n + 4] for n in (0, 4, 8))


def run(args: argparse.Namespace) -> int:
    lock = read_lock(args.lock)
    catalogs = catalog_set(args)
    if args.event is not None:
        event = load_event(args.event, catalogs)
        same_event(lock, event, args.lock, args.event)
    else:
        event = locked_event(lock, args.lock, catalogs)
        if lock.event.partial:
            print(
                printable(
                    f"note: {args.lock} is a format-1 lock that keeps only the event's options: its limit, "
                    "severities, extra rules and deadline are not applied (give --event EVENT.yaml)"
                )
            )
    known = _known(lock)
    passed = 0
    for item in args.items:
        fingerprint = fingerprint_of(item)
        if fingerprint is not None and not Path(item).exists():
            found = [entry for entry in known if entry.list.fingerprint == fingerprint]
            print(printable(f"{item}: {_whose(found)}" if found else f"{item}: matches no locked list"))
            passed += _cleared(found)
            continue
        path = Path(item)
        # A folder is refused as `check_sent` names it: a judge verifies the lists on the table.
        given = Inbox(lists=[sent_file(path)]) if path.is_dir() else inbox([path])
        if not given.lists:  # a mail file whose messages hold no list
            reasons = "; ".join(skipped.reason for skipped in given.skipped) or "no list in it"
            print(printable(f"{item}: gives no list, so it matches no locked list: {reasons}"))
            continue
        # An e-mail's lists are verified one by one, as `check` reads them; the item passes when all do.
        results = [_verify_sent(sent, item, catalogs, event, known) for sent in given.lists]
        passed += all(results)
    return 0 if passed == len(args.items) else 1


def _verify_sent(sent: Sent, item: str, catalogs: CatalogSet, event: Event, known: list[Known]) -> bool:
    """One list of an argument (the file, or a part of an e-mail) checked under the event and
    matched against the lock; whether it clears for the table."""
    label = source_label(item, sent.part)
    checked = check_sent(sent, catalogs, event=event)
    report = checked.report
    if report is None:
        problem = checked.problems[0]
        print(
            printable(
                f"{label}: cannot be read, so it matches no locked list: {file_words(problem, 'organiser').headline}"
            )
        )
        return False
    if report.errors:
        print(printable(f"{label}: {verdict_word(False)} under {event.name}, so it matches no locked list:"))
        for error in report.errors:
            print(printable(f"  {file_words(error, 'organiser').one_line}"))
        return False
    # A roster naming a player is that player's list or none: a list swapped between players
    # must not pass at the table because its army was locked by someone else.
    own = [
        e
        for e in known
        if report.player and player_key(e.list.player, e.list.file) == player_key(report.player, "")
    ]
    candidates = own if report.player else known
    same_army = [entry for entry in known if entry.list.fingerprint == report.fingerprint]
    found = [entry for entry in same_army if entry in candidates]
    if found:
        others = [_other(entry) for entry in same_army if entry not in found]
        also = f" ({listed(others, len(others))} sent the same army too)" if others else ""
        print(printable(f"{label}: {_whose(found)}{_aside(found, sent)}{also}"))
        return _cleared(found)
    named = f" of {report.player}" if report.player else ""
    print(printable(f"{label}: matches no locked list{named} (its fingerprint is {report.fingerprint})"))
    if same_army:
        more = f"; and {len(same_army) - SHOWN} more" if len(same_army) > SHOWN else ""
        print(printable(f"  its army {_whose(same_army[:SHOWN])}{more}"))
    closest = _closest([k for k in candidates or known if not k.pending], report)
    if closest is None:
        return False
    entry, changed = closest
    if not changed:  # a player named another way ("G. Patel"): the same army under another name
        print(printable(f"  closest: {_list(entry)}, same army"))
        return False
    print(printable(f"  closest: {_list(entry)}, which differs:"))
    for line in changed:
        print(printable(f"    {line}"))
    return False


@dataclass(frozen=True)
class Known:
    """A list the lock knows: a player's entry, or a list waiting for `event accept`."""

    list: SentList
    pending: bool
    withdrawn: bool


def _known(lock: Lock) -> list[Known]:
    known = []
    for place in lock.lists:
        entry = place.entry
        if entry is not None:
            known.append(Known(entry, False, place.status == "withdrawn"))
        known += [Known(waiting, True, False) for waiting in place.pending]
    return known


def _other(known: Known) -> str:
    """Another player with the same army, and whether it is not (or not yet) their entry."""
    who = known.list.player or known.list.file
    return (
        f"{who} (waiting, {known.list.status})"
        if known.pending
        else f"{who} (withdrawn)"
        if known.withdrawn
        else who
    )


def _cleared(found: list[Known]) -> bool:
    """Whether a match clears the list for the table: only an entry that was VALID when locked, of
    a player who has not withdrawn, does; a list waiting for the organiser does not.

    One army locked by two players may be VALID for one and not the other (a limit written
    otherwise); each is named with its verdict, and the judge knows who is at the table.
    """
    return any(k.list.valid and not k.pending and not k.withdrawn for k in found)


def _list(known: Known) -> str:
    entry = known.list
    kind = (
        f"list received after the deadline ({entry.status}, not accepted)" if known.pending else "locked list"
    )
    who = f"{entry.player}'s {kind}" if entry.player else f"the {kind} from {entry.file}"
    return f"{who}, {entry.army} ({entry.fingerprint})"


def _whose(found: list[Known]) -> str:
    """'matches Anna's locked list, 3rd Wessex (1a2b-...), valid when locked', each with its verdict."""
    lists = []
    for known in found:
        verdict = "valid" if known.list.valid else verdict_word(False)
        said = f"{_list(known)}, {verdict} {'when received' if known.pending else 'when locked'}"
        lists.append(
            said + (f"; {known.list.player or 'the player'} has withdrawn" if known.withdrawn else "")
        )
    return f"matches {'; and '.join(lists)}"


def _aside(found: list[Known], sent: Sent) -> str:
    """What a judge may want to know beside a match: the file was edited though the army was not."""
    digest = hashlib.sha256(sent.data if sent.data is not None else sent.file.read_bytes()).hexdigest()
    if all(known.list.sha256 != digest for known in found):
        return " (the army is the same; the file differs where the fingerprint does not look: names, notes, limit or layout)"
    return ""


def _closest(candidates: list[Known], report: Report) -> tuple[Known, list[str]] | None:
    """The locked list nearest the roster's army, and what differs; among as near armies, the
    player whose name is nearest the roster's ("G. Patel" is Gita Patel, however many share it)."""
    if not candidates:
        return None
    name = same_player(report.player or "")

    def likeness(known: Known) -> float:
        return difflib.SequenceMatcher(None, name, same_player(known.list.player or "")).ratio()

    scored = [(differences(known.list.contents, report.army), known) for known in candidates]
    changed, known = min(scored, key=lambda pair: (len(pair[0]), -likeness(pair[1])))
    return known, changed
