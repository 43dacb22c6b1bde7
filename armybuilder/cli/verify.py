"""`armybuilder verify LOCK.json ROSTER|FINGERPRINT...`: whose locked list this is, at the table.

A roster is first checked under the event the lock keeps, as `check --event` would: one the event
rejects matches nothing. Only a match to an entry that was VALID when locked passes.
"""

import argparse
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from armybuilder.cli.common import catalog_set, check_file
from armybuilder.engine.compare import player_key
from armybuilder.engine.fingerprint import differences
from armybuilder.engine.report import Report
from armybuilder.events import load_event
from armybuilder.locks import locked_event, read_lock, same_event
from armybuilder.present.findings import file_words
from armybuilder.present.verdicts import verdict_word
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
        checked = check_file(Path(item), catalogs, event=event)
        report = checked.report
        if report is None:
            problem = checked.problems[0]
            print(
                printable(
                    f"{item}: cannot be read, so it matches no locked list: {file_words(problem, 'organiser').headline}"
                )
            )
            continue
        if report.errors:
            print(
                printable(f"{item}: {verdict_word(False)} under {event.name}, so it matches no locked list:")
            )
            for error in report.errors:
                print(printable(f"  {file_words(error, 'organiser').one_line}"))
            continue
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
            passed += _cleared(found)
            others = [_other(entry) for entry in same_army if entry not in found]
            also = f" ({', '.join(others)} sent the same army too)" if others else ""
            print(printable(f"{item}: {_whose(found)}{_aside(found, Path(item))}{also}"))
            continue
        named = f" of {report.player}" if report.player else ""
        print(printable(f"{item}: matches no locked list{named} (its fingerprint is {report.fingerprint})"))
        if same_army:
            print(printable(f"  its army {_whose(same_army)}"))
        closest = _closest([k for k in candidates or known if not k.pending], report)
        if closest is None:
            continue
        entry, changed = closest
        if not changed:  # a player named another way ("G. Patel"): the same army under another name
            print(printable(f"  closest: {_list(entry)}, same army"))
            continue
        print(printable(f"  closest: {_list(entry)}, which differs:"))
        for line in changed:
            print(printable(f"    {line}"))
    return 0 if passed == len(args.items) else 1


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


def _aside(found: list[Known], file: Path) -> str:
    """What a judge may want to know beside a match: the file was edited though the army was not."""
    digest = hashlib.sha256(file.read_bytes()).hexdigest()
    if all(known.list.sha256 != digest for known in found):
        return " (the army is the same; the file differs where the fingerprint does not look: names, notes, limit or layout)"
    return ""


def _closest(candidates: list[Known], report: Report) -> tuple[Known, list[str]] | None:
    """The locked list nearest the roster's army, and what differs."""
    if not candidates:
        return None
    scored = [(differences(known.list.contents, report.army), known) for known in candidates]
    changed, known = min(scored, key=lambda pair: len(pair[0]))
    return known, changed
