"""`armybuilder verify LOCK.json ROSTER|FINGERPRINT...`: whose locked list this is, at the table.

A roster is fingerprinted under the options the event fixed (the lock keeps them), so the judge
needs only the lock; one that matches nothing is shown beside the closest locked list.
"""

import argparse
import hashlib
import re
from pathlib import Path

from armybuilder.cli.common import catalog_set, check_file
from armybuilder.engine.compare import player_key
from armybuilder.engine.fingerprint import differences
from armybuilder.engine.report import Report
from armybuilder.locks import read_lock
from armybuilder.schema.event import Event
from armybuilder.schema.lock import LockedList
from armybuilder.terminal import printable

FINGERPRINT = re.compile(r"^[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}$")


def run(args: argparse.Namespace) -> int:
    lock = read_lock(args.lock)
    catalogs = catalog_set(args)
    event = Event(event=1, name=lock.event, system=lock.system, options=lock.options)
    matched = 0
    for item in args.items:
        text = item.strip().lower()
        if FINGERPRINT.match(text) and not Path(item).exists():
            found = [entry for entry in lock.lists if entry.fingerprint == text]
            print(printable(f"{item}: {_whose(found)}" if found else f"{item}: matches no locked list"))
            matched += bool(found)
            continue
        checked = check_file(Path(item), catalogs, event=event)
        report = checked.report
        if report is None:
            problem = checked.problems[0]
            print(
                printable(
                    f"{item}: cannot be read, so it matches no locked list: [{problem.code}] {problem.message}"
                )
            )
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
            matched += 1
            others = [entry.player or entry.file for entry in same_army if entry not in found]
            also = f" ({', '.join(others)} locked the same army too)" if others else ""
            print(printable(f"{item}: {_whose(found)}{_aside(found, Path(item))}{also}"))
            continue
        named = f" of {report.player}" if report.player else ""
        print(printable(f"{item}: matches no locked list{named} (its fingerprint is {report.fingerprint})"))
        if same_army:
            print(printable(f"  its army {_whose(same_army)}"))
        closest = _closest(candidates or lock.lists, report)
        if closest is not None:
            entry, changed = closest
            print(printable(f"  closest: {_list(entry)}, which differs:"))
            for line in changed:
                print(printable(f"    {line}"))
    return 0 if matched == len(args.items) else 1


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
