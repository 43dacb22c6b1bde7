"""`armybuilder verify LOCK.json ROSTER|FINGERPRINT...`: whose locked list this is, at the table.

A roster is first checked under the event the lock keeps, as `check --event` would: one the event
rejects clears nothing, though it is named as the list locked NOT VALID where it is one (as its
fingerprint would be). Only a match to an entry that was VALID when locked passes.
"""

from __future__ import annotations

import argparse
import hashlib
import re
from pathlib import Path

from armybuilder.catalogs import CatalogSet
from armybuilder.cli.common import catalog_set, check_sent
from armybuilder.cli.inbox import Inbox, inbox
from armybuilder.engine.compare import SHOWN, listed, source_label
from armybuilder.engine.lock import Known, cleared, known_lists, matched, nearest_list
from armybuilder.events import load_event
from armybuilder.intake.sent import Sent, sent_file
from armybuilder.lockfile import locked_event, read_lock, same_event
from armybuilder.present.custody import locked_list, other_holder, rejected, whose
from armybuilder.present.findings import file_words
from armybuilder.schema.event import Event
from armybuilder.terminal import printable

DASHES = re.compile(r"[\s\-\u2010-\u2015\u2212]+")
"""Spaces, hyphens, en and em dashes, minus: how a fingerprint read aloud or retyped gets written."""


def fingerprint_of(item: str) -> str | None:
    """`item` as a fingerprint (`1a2b-3c4d-5e6f`) in any case and with any dashes or none; else None."""
    digits = _hex_digits(item)
    if digits is None or len(digits) != 12:
        return None
    return "-".join(digits[n : n + 4] for n in (0, 4, 8))


def _hex_digits(item: str) -> str | None:
    """The hex digits `item` is written in, dashes and spaces left out; None where it holds more."""
    digits = DASHES.sub("", item).lower()
    return digits if re.fullmatch(r"[0-9a-f]+", digits) else None


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
    known = known_lists(lock)
    passed = 0
    for item in args.items:
        fingerprint = fingerprint_of(item)
        if fingerprint is not None and not Path(item).exists():
            found = matched(known, None, fingerprint).found
            print(printable(f"{item}: {whose(found)}" if found else f"{item}: matches no locked list"))
            passed += cleared(found)
            continue
        path = Path(item)
        digits = _hex_digits(item)
        if digits is not None and not path.exists():  # a fingerprint mistyped
            print(
                printable(
                    f"{item}: no such file, and not a fingerprint: a fingerprint has 12 hex digits"
                    f" (1a2b-3c4d-5e6f), this has {len(digits)}"
                )
            )
            continue
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
    match = matched(known, report.player, report.fingerprint)
    if report.errors:
        print(printable(f"{label}: {rejected(event.name, match.found)}:"))
        for error in report.errors:
            print(printable(f"  {file_words(error, 'organiser').one_line}"))
        return False
    if match.found:
        others = [other_holder(entry) for entry in match.same_army if entry not in match.found]
        also = f" ({listed(others, len(others))} sent the same army too)" if others else ""
        print(printable(f"{label}: {whose(match.found)}{_aside(match.found, sent)}{also}"))
        return cleared(match.found)
    named = f" of {report.player}" if report.player else ""
    print(printable(f"{label}: matches no locked list{named} (its fingerprint is {report.fingerprint})"))
    if match.same_army:
        more = f"; and {len(match.same_army) - SHOWN} more" if len(match.same_army) > SHOWN else ""
        print(printable(f"  its army {whose(match.same_army[:SHOWN])}{more}"))
    near = nearest_list(
        [k for k in match.candidates or known if not k.pending and k.replaced_by is None],
        report.army,
        report.player,
    )
    if near is None:
        return False
    entry, changed = near
    if not changed:  # a player named another way ("G. Patel"): the same army under another name
        print(printable(f"  closest: {locked_list(entry)}, same army"))
        return False
    print(printable(f"  closest: {locked_list(entry)}, which differs:"))
    for line in changed:
        print(printable(f"    {line}"))
    return False


def _aside(found: list[Known], sent: Sent) -> str:
    """What a judge may want to know beside a match: the file was edited though the army was not."""
    digest = hashlib.sha256(sent.data if sent.data is not None else sent.file.read_bytes()).hexdigest()
    if all(known.list.sha256 != digest for known in found):
        return " (the army is the same; the file differs where the fingerprint does not look: names, notes, limit or layout)"
    return ""
