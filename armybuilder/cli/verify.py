"""`armybuilder verify LOCK.json ROSTER|FINGERPRINT...`: whose locked list this is, at the table.

A roster is first checked under the event the lock keeps, as `check --event` would: one the event
rejects matches nothing. Only a match to an entry that was VALID when locked passes.
"""

import argparse
import hashlib
import re
from pathlib import Path

from armybuilder.cli.common import catalog_set, check_file
from armybuilder.engine.compare import player_key
from armybuilder.engine.fingerprint import differences
from armybuilder.engine.report import Report
from armybuilder.events import load_event
from armybuilder.locks import locked_event, read_lock, same_event
from armybuilder.present.findings import file_words
from armybuilder.schema.lock import LockedList
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
        if lock.content is None:
            print(
                printable(
                    f"note: {args.lock} is an older lock that keeps only the event's options: a limit, "
                    "severities or extra rules of the event are not applied (give --event EVENT.yaml)"
                )
            )
    passed = 0
    for item in args.items:
        fingerprint = fingerprint_of(item)
        if fingerprint is not None and not Path(item).exists():
            found = [entry for entry in lock.lists if entry.fingerprint == fingerprint]
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
            print(printable(f"{item}: NOT VALID under {event.name}, so it matches no locked list:"))
            for error in report.errors:
                print(printable(f"  {file_words(error, 'organiser').one_line}"))
            continue
        # A roster naming a player is that player's list or none: a list swapped between players
        # must not pass at the table because its army was locked by someone else.
        own = [
            e
            for e in lock.lists
            if report.player and player_key(e.player, e.file) == player_key(report.player, "")
        ]
        candidates = own if report.player else lock.lists
        same_army = [entry for entry in lock.lists if entry.fingerprint == report.fingerprint]
        found = [entry for entry in same_army if entry in candidates]
        if found:
            passed += _cleared(found)
            others = [entry.player or entry.file for entry in same_army if entry not in found]
            also = f" ({', '.join(others)} locked the same army too)" if others else ""
            print(printable(f"{item}: {_whose(found)}{_aside(found, Path(item))}{also}"))
            continue
        named = f" of {report.player}" if report.player else ""
        print(printable(f"{item}: matches no locked list{named} (its fingerprint is {report.fingerprint})"))
        if same_army:
            print(printable(f"  its army {_whose(same_army)}"))
        closest = _closest(candidates or lock.lists, report)
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


def _cleared(found: list[LockedList]) -> bool:
    """Whether a match clears the list for the table: only an entry that was VALID when locked does.

    One army locked by two players may be VALID for one and not the other (a limit written
    otherwise); each is named with its verdict, and the judge knows who is at the table.
    """
    return any(entry.valid for entry in found)


def _list(entry: LockedList) -> str:
    who = f"{entry.player}'s locked list" if entry.player else f"the list locked from {entry.file}"
    return f"{who}, {entry.army} ({entry.fingerprint})"


def _whose(found: list[LockedList]) -> str:
    """'matches Anna's locked list, 3rd Wessex (1a2b-...), valid when locked', each with its verdict."""
    lists = [f"{_list(entry)}, {'valid' if entry.valid else 'NOT VALID'} when locked" for entry in found]
    return f"matches {'; and '.join(lists)}"


def _aside(found: list[LockedList], file: Path) -> str:
    """What a judge may want to know beside a match: the file was edited though the army was not."""
    digest = hashlib.sha256(file.read_bytes()).hexdigest()
    if all(entry.sha256 != digest for entry in found):
        return " (the army is the same; the file differs where the fingerprint does not look: names, notes, limit or layout)"
    return ""


def _closest(candidates: list[LockedList], report: Report) -> tuple[LockedList, list[str]] | None:
    """The locked list nearest the roster's army, and what differs."""
    if not candidates:
        return None
    scored = [(differences(entry.contents, report.army), entry) for entry in candidates]
    changed, entry = min(scored, key=lambda pair: len(pair[0]))
    return entry, changed
