"""`verify`: whose locked list this is, at the table.

A roster file (or the text of a sheet's QR code) is first checked under the event the lock keeps,
as `check --event` would: one the event rejects clears nothing, though it is named as the list
locked NOT VALID where it is one. It is then compared with the player's entry by its canonical
contents and their SHA-256, never by the fingerprint (48 bits: different armies sharing one can
be found); only a match to an entry that was VALID when locked passes. A bare fingerprint is a
look-up: it gives the lists it names for the judge to compare with the sheet, and passes nothing.
Each argument's answer is given as the lines that say it, for the view to print.
"""

from __future__ import annotations

import datetime
import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from armybuilder.checking.checked import check_sent
from armybuilder.checking.inbox import Inbox, inbox
from armybuilder.engine import Report, evaluate
from armybuilder.engine import fingerprint as canonical
from armybuilder.engine.compare import SHOWN, listed, source_label
from armybuilder.engine.lock import (
    Known,
    Matched,
    by_likeness,
    cleared,
    known_lists,
    looked_up,
    matched,
    nearest_lists,
)
from armybuilder.errors import InputError
from armybuilder.events.event_file import load_event
from armybuilder.events.lock_file import in_current_form, locked_event, locked_roster, read_lock, same_event
from armybuilder.files.catalogs import CatalogSet
from armybuilder.intake.received import Received
from armybuilder.intake.sent import Sent, sent_file
from armybuilder.present.custody import (
    NOT_ALL_READ,
    SAME_FINGERPRINT,
    closest_tied,
    held_by_others,
    known_list,
    locked_list,
    look_up,
    no_match,
    other_holder,
    rejected,
    unshown_list,
    whose,
)
from armybuilder.present.findings import file_words
from armybuilder.present.markdown import units_lines
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock

DASHES = re.compile(r"[\s\-\u2010-\u2015\u2212]+")
"""Spaces, hyphens, en and em dashes, minus: how a fingerprint read aloud or retyped gets written."""
PASSED, FAILED, LOOKED_UP = 0, 1, 3
"""Exit statuses: every list matched a VALID entry; any did not; a fingerprint was only looked up."""
UNREAD = "file.text-line"
"""The warning on a line of a list's text that was not read as part of it, or read on a guess."""
STDIN = "-"
QR_TEXT = "the QR code's text"
"""How a list given as text (a scanned sheet's code) is named, as a file would be by its name."""
MAX_TEXT = 1_048_576
"""Bytes of a list's text `verify` reads from stdin: a QR code holds under 3,000."""


def fingerprint_of(item: str) -> str | None:
    """`item` as a fingerprint (`1a2b-3c4d-5e6f`) in any case and with any dashes or none; else None."""
    digits = _hex_digits(item)
    if digits is None or len(digits) != canonical.DIGITS:
        return None
    return canonical.as_fingerprint(digits)


def _hex_digits(item: str) -> str | None:
    """The hex digits `item` is written in, dashes and spaces left out; None where it holds more."""
    digits = DASHES.sub("", item).lower()
    return digits if re.fullmatch(r"[0-9a-f]+", digits) else None


@dataclass(frozen=True)
class Table:
    """A lock ready for verifying at the table: the lists it knows and the event that judges them."""

    lock: Lock
    lock_file: Path
    known: list[Known]
    catalogs: CatalogSet
    event: Event
    partial: bool
    """Whether the event is a format-1 lock's, which keeps only its options (said once, first)."""


def at_table(lock_file: Path, catalogs: CatalogSet, event_file: Path | None) -> Table:
    """The lock in `lock_file`, judged under `event_file` (once it is known to be that event's
    lock) or else under the event the lock keeps."""
    lock = in_current_form(read_lock(lock_file), catalogs)
    if event_file is not None:
        event = load_event(event_file, catalogs)
        same_event(lock, event, lock_file, event_file)
    else:
        event = locked_event(lock, lock_file, catalogs)
    return Table(
        lock, lock_file, known_lists(lock), catalogs, event, event_file is None and lock.event.partial
    )


def partial_note(lock_file: Path) -> str:
    return (
        f"note: {lock_file} is a format-1 lock that keeps only the event's options: its limit, "
        "severities, extra rules and deadline are not applied (give --event EVENT.yaml)"
    )


@dataclass
class Verified:
    """One argument's answer: the lines that say it, and its exit status."""

    lines: list[str] = field(default_factory=list)
    outcome: int = PASSED


def outcome(verified: Sequence[Verified]) -> int:
    """The exit status of them all: any list that failed, else any fingerprint only looked up."""
    outcomes = [one.outcome for one in verified]
    return FAILED if FAILED in outcomes else LOOKED_UP if LOOKED_UP in outcomes else PASSED


def verify(table: Table, item: str, stdin: Callable[[int], bytes]) -> Verified:
    """One argument: a fingerprint looked up, or each list of a file or a QR code's text matched;
    `stdin` reads at most so many bytes of standard input, for `-`."""
    said = Verified()
    said.outcome = _verify(item, table, stdin, said.lines)
    return said


def _verify(item: str, table: Table, stdin: Callable[[int], bytes], said: list[str]) -> int:
    path = Path(item)
    exists = _exists(path)
    fingerprint = fingerprint_of(item)
    if fingerprint is not None and not exists:
        return _look_up(item, fingerprint, table, said)
    digits = _hex_digits(item)
    if digits is not None and not exists:  # a fingerprint mistyped
        said.append(
            f"{item}: no such file, and not a fingerprint: a fingerprint has {canonical.DIGITS} hex digits"
            f" (1a2b-3c4d-5e6f), this has {len(digits)}"
        )
        return FAILED
    if item == STDIN or ("\n" in item and not exists):
        text = stdin(MAX_TEXT + 1) if item == STDIN else item.encode()
        if len(text) > MAX_TEXT:
            said.append(f"{QR_TEXT}: over {MAX_TEXT:,} bytes, more than any list's code; give the file")
            return FAILED
        scanned = Sent(Path(QR_TEXT), Received(_now(), "modified"), data=text)
        return _outcome([_verify_sent(scanned, QR_TEXT, table, said, file=False)])
    # A folder is refused as `check_sent` names it: a judge verifies the lists on the table.
    given = Inbox(lists=[sent_file(path)]) if path.is_dir() else inbox([path])
    if not given.lists:  # a mail file whose messages hold no list
        reasons = "; ".join(skipped.reason for skipped in given.skipped) or "no list in it"
        said.append(f"{item}: gives no list, so it matches no locked list: {reasons}")
        return FAILED
    # An e-mail's lists are verified one by one, as `check` reads them; the item passes when all do.
    return _outcome([_verify_sent(sent, item, table, said) for sent in given.lists])


def _exists(path: Path) -> bool:
    """Whether `path` names something; a QR code's text is no file name (too long, or a NUL in it)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _now() -> datetime.datetime:
    """When a list given as text was received: now (it takes no part in custody, only in a match)."""
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0)


def _outcome(passed: list[bool]) -> int:
    return PASSED if all(passed) else FAILED


def _look_up(item: str, fingerprint: str, table: Table, said: list[str]) -> int:
    """The lists a fingerprint names, each printed as the lock keeps it, for the judge to compare
    with the sheet. Never a pass: a fingerprint names a list, its contents prove it."""
    found = looked_up(table.known, fingerprint)
    said.append(look_up(item, found))
    system = table.lock.event.system
    for one in found:
        if one.contents is None:  # an earlier entry: the lock keeps only its hash
            said.append(f"  {known_list(one)}")
            continue
        try:
            roster = locked_roster(
                one.contents,
                system=system,
                name=one.army or one.label,
                player=one.player.name,
                path=table.lock_file,
            )
        except InputError as error:
            said.append(f"  {known_list(one)}; {unshown_list(table.lock_file, error.message, one.label)}")
            continue
        said.append(f"  {known_list(one)}:")
        said += [
            f"    {line}"
            for line in units_lines(evaluate(roster, table.catalogs.get(system), event=table.event))
        ]
    return LOOKED_UP


def _verify_sent(sent: Sent, item: str, table: Table, said: list[str], *, file: bool = True) -> bool:
    """One list of an argument (the file, a part of an e-mail, or a QR code's text) checked under
    the event and matched against the lock by its contents; whether it clears for the table."""
    label = source_label(item, sent.part)
    event, known = table.event, table.known
    checked = check_sent(sent, table.catalogs, event=event)
    report = checked.report
    if report is None:
        problem = checked.problems[0]
        said.append(
            f"{label}: cannot be read, so it matches no locked list: {file_words(problem, 'organiser').headline}"
        )
        return False
    match = matched(known, report.player, report.army, report.canonical_sha256)
    if report.errors:
        said.append(f"{label}: {rejected(event.name, match.found)}:")
        said += [f"  {file_words(error, 'organiser').one_line}" for error in report.errors]
        return False
    passed = _matched(label, report, match, known, sent, said, file=file)
    unread = [warning for warning in report.warnings if warning.code == UNREAD]
    if unread:  # what the list is, with those lines, is not known: it clears nothing
        said.append(f"  {NOT_ALL_READ}:")
        said += [f"    {file_words(warning, 'organiser').one_line}" for warning in unread]
    return passed and not unread


def _matched(
    label: str, report: Report, match: Matched, known: list[Known], sent: Sent, said: list[str], *, file: bool
) -> bool:
    """What the lock holds of a list its event accepts, said; whether it clears for the table."""
    if match.found:
        others = [other_holder(entry) for entry in match.same_army if entry not in match.found]
        also = f" ({listed(others, len(others))} sent the same army too)" if others else ""
        aside = _aside(match.found, sent) if file else ""
        said.append(f"{label}: {whose(match.found)}{aside}{also}")
        return cleared(match.found)
    if match.same_army and report.player and not match.candidates:
        # No list of that player to differ from: the army's holders are the one thing to say.
        holders = by_likeness(match.same_army, report.player)
        said.append(f"{label}: {held_by_others(report.player, holders, SHOWN)}")
        return False
    near = nearest_lists(
        [k for k in match.candidates or known if k.replaced_by is None], report.army, report.player
    )
    said.append(f"{label}: {no_match(report.player, report.fingerprint)}")
    if any(entry.fingerprint == report.fingerprint for entry, _ in near):
        said.append(f"  {SAME_FINGERPRINT}")
    if match.same_army:
        more = f"; and {len(match.same_army) - SHOWN} more" if len(match.same_army) > SHOWN else ""
        said.append(f"  its army {whose(match.same_army[:SHOWN])}{more}")
    if not near:
        return False
    if len(near) > 1:  # as near as each other: each is named, none chosen
        said.append(f"  {closest_tied(len(near), len(near[0][1]))}")
        for entry, changed in near[:SHOWN]:
            said.append(f"    {locked_list(entry)}" + (", which differs:" if changed else ", same army"))
            said += [f"      {line}" for line in changed]
        if len(near) > SHOWN:
            said.append(f"    and {len(near) - SHOWN:,} more")
        return False
    [(entry, changed)] = near
    if not changed:  # a player named another way ("G. Patel"): the same army under another name
        said.append(f"  closest: {locked_list(entry)}, same army")
        return False
    said.append(f"  closest: {locked_list(entry)}, which differs:")
    said += [f"    {line}" for line in changed]
    return False


def _aside(found: list[Known], sent: Sent) -> str:
    """What a judge may want to know beside a match: the file was edited though the army was not."""
    digest = hashlib.sha256(sent.data if sent.data is not None else sent.file.read_bytes()).hexdigest()
    if all(known.sha256 != digest for known in found):
        return " (the army is the same; the file differs where the contents do not look: names, notes, limit or layout)"
    return ""
