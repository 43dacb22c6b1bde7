"""A player's note from `event pack`, in words: what became of the lists they sent one way (from
one address, or handed over as files), in their own terms.

The note opens with the list that counts now (its status, its verdict and how it was read); the
lists waiting for the organiser and those that take no part follow, then the earlier lists, marked
replaced. A place is where the player sent it ("your e-mail of 30 April 2027, 07:10 (+01:00),
attachment ivy.txt, line 6"), a time in the deadline's offset; never the organiser's files,
folders or commands. The lists of a note are those of one way only: a draft reply goes to one
address, and carries no list another address or a file brought, however its name reads. The
entry that came another way is named, not reproduced. What the whole inbox decided (newest wins,
the deadline) is each list's status, said in the player's words; its findings, which name other
lists and the organiser's files, are the organiser's.
"""

from __future__ import annotations

import datetime
import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from armybuilder.checking.checked import Checked
from armybuilder.checking.lists import ListFile
from armybuilder.engine.codes import told
from armybuilder.engine.compare import BATCH_CODES
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.engine.report import Problem
from armybuilder.engine.words import totals
from armybuilder.intake.sent import WEB
from armybuilder.present.checked import PLAIN, write_problems
from armybuilder.present.custody import TIED, UNREADABLE, note_verdict, status_note
from armybuilder.present.reading import DASH, reading_rows
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.lock import PENDING
from armybuilder.terminal import printable

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event

NOTE_BREAK = "-" * 40
"""Between the lists of a note."""
MARK = "(This note was written with armybuilder.)"
"""The line every note ends with: how a note from a pack older than its manifest is told from a user's file."""
ENTRY = frozenset({"locked", "updated"})
"""The statuses of a list that is its player's entry."""
WITHDRAWN = "withdrawn"
"""The status of every list of a player the organiser withdrew."""
MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


@dataclass(frozen=True)
class Elsewhere:
    """The player's entry, where it came another way than the note's lists: named, not reproduced."""

    army: str
    fingerprint: str
    valid: bool
    status: str
    by_file: bool
    """Handed over as a file; else sent from another of the player's addresses."""


def note_text(event: Event, lists: Sequence[tuple[Checked, str]], elsewhere: Elsewhere | None = None) -> str:
    """The note on `lists` (each with its status), all sent one way by one player, newest or not."""
    zone = _zone(event)
    # A withdrawn player's lists are all `withdrawn`: the newest opens the note, as an entry would.
    current = [one for one in lists if one[1] in ENTRY | {WITHDRAWN}]
    first = [max(current, key=_when)] if current else []
    waiting = sorted(
        (one for one in lists if one not in first and one[1] in PENDING | {WITHDRAWN}),
        key=_when,
        reverse=True,
    )
    apart = sorted((one for one in lists if not one[1]), key=_when, reverse=True)
    earlier = sorted(
        (one for one in lists if one not in first and one[1] in NOT_JUDGED | ENTRY), key=_when, reverse=True
    )
    when = f" ({event.date.isoformat()})" if event.date else ""
    lines = [f"{event.name}{when}", ""]
    if elsewhere is not None and not first:
        lines += [_elsewhere(elsewhere), ""]
    sections = [
        _section(checked, status, zone, also=n > 0)
        for n, (checked, status) in enumerate(first + waiting + apart)
    ]
    if earlier:
        lines_earlier = ["Earlier lists, replaced by a newer one (not judged):"]
        lines_earlier += [f"  {_replaced(checked, status, zone)}" for checked, status in earlier]
        sections.append("".join(f"{printable(line)}\n" for line in lines_earlier))
    body = f"\n{NOTE_BREAK}\n\n".join(sections)
    head = "".join(f"{printable(line)}\n" for line in lines)
    return f"{head}{body}\nEach list's fingerprint is printed on its roster sheet.\n{MARK}\n"


def _when(one: tuple[Checked, str]) -> datetime.datetime:
    received = one[0].received
    return received.at if received is not None else datetime.datetime.min.replace(tzinfo=datetime.UTC)


def _zone(event: Event) -> datetime.tzinfo:
    """The deadline's offset, in which the organiser's players were told when lists are due."""
    deadline = event.deadline
    return deadline.tzinfo if deadline is not None and deadline.tzinfo is not None else datetime.UTC


def sent_place(checked: Checked, zone: datetime.tzinfo) -> str:
    """Where the player sent the list, as they know it: 'your e-mail of 30 April 2027, 07:10
    (+01:00), attachment ivy.txt', or 'your file ivy.txt' (its name as sent)."""
    if not checked.part:
        return f"your file {checked.file.name}"
    received = checked.received
    if received is None:
        return f"your e-mail, {checked.within}"
    moment = received.at.astimezone(zone)
    offset = moment.strftime("%z")
    said = (
        f"{moment.day} {MONTHS[moment.month - 1]} {moment.year}, {moment:%H:%M} ({offset[:3]}:{offset[3:]})"
    )
    if checked.part.startswith(WEB):
        return f"your hand-in on the event's page of {said}"
    return f"your e-mail of {said}, {checked.within}"


def _elsewhere(entry: Elsewhere) -> str:
    how = "you handed over as a file" if entry.by_file else "you sent from another address"
    return (
        f"Your list now: {entry.army} (fingerprint {entry.fingerprint}), which {how}: "
        f"{entry.status}, {verdict_word(entry.valid)}."
    )


def _replaced(checked: Checked, status: str, zone: datetime.tzinfo) -> str:
    report = checked.report
    what = f"{report.name} (fingerprint {report.fingerprint})" if report is not None else "a list"
    same = ", the same list again" if status in ENTRY else ""
    return f"{what}, {sent_place(checked, zone)}{same}"


def how_read(checked: Checked) -> tuple[str, ...]:
    """The note's block on how a list written as text was read: each line of the text beside what
    it became ('line 6: "4x Rifles": 4 × Rifles, in Infantry Battalion'). A roster file says
    exactly what it holds, so it has none."""
    loaded = checked.loaded
    if checked.report is None or not isinstance(loaded, ListFile) or loaded.catalog is None:
        return ()
    from armybuilder.textlist.readback import read_back  # the text reader: only for a list written as text

    rows = reading_rows(
        read_back(loaded.text, loaded.listed), loaded.listed.data, loaded.catalog, checked.report.costs
    )
    said = [
        f'  {"lines" if DASH in row.lines else "line"} {row.lines}: "{row.text}": {row.became}'
        for row in rows
    ]
    return ("How it was read: as a list written as text, line by line:", *said)


def _section(checked: Checked, status: str, zone: datetime.tzinfo, *, also: bool) -> str:
    """One list in full: what and where, its status, its verdict and findings, how it was read."""
    place = sent_place(checked, zone)
    report = checked.report
    out = io.StringIO()

    def write(*lines: str) -> None:
        # Each line as one line: a break in a name ("Army\nVerdict: VALID.") is written out, not obeyed.
        out.write("".join(f"{printable(line)}\n" for line in lines))

    if report is None:
        write(
            f"{'Also received' if also else 'Your list'}: it could not be read",
            f"Sent in {place}",
            "",
            UNREADABLE,
        )
        out.write("\n")
        write_problems(checked, PLAIN, out, "player", place=lambda n: _at(checked, n, place))
        return out.getvalue()
    own = replace(report, errors=_own(report.errors), warnings=_own(report.warnings))
    checked = checked.with_report(own)
    tied = any(problem.code == "event.duplicate-player" for problem in report.errors)
    standing = TIED if tied and not status else status
    who = f" for {report.player}" if report.player else ""
    write(
        f"{'Also received' if also else 'Your list'}{who}: {report.name} (fingerprint {report.fingerprint})",
        f"Sent in {place}",
        *((f"Status: {standing}. {status_note(standing, report.valid)}".rstrip(),) if standing else ()),
        *((f"Total: {limits}",) if (limits := totals(report.measures)) else ()),
        "",
        note_verdict(len(own.errors), len(own.warnings), standing),
    )
    if checked.problems:
        out.write("\n")
        write_problems(checked, PLAIN, out, "player", place=lambda n: _at(checked, n, place))
    if read := how_read(checked):
        write("", *read)
    return out.getvalue()


def _own(problems: Sequence[Problem]) -> tuple[Problem, ...]:
    """The list's own findings a player is told of: what the whole inbox found (newest wins, the
    deadline, other players' lists) is its status, or the organiser's."""
    return tuple(p for p in problems if told(p.code, "player") and p.code not in BATCH_CODES)


def _at(checked: Checked, number: int, place: str) -> str:
    """Where finding `number` is, in the player's terms: the place, and its line in the list."""
    at = checked.location(number)
    return f"{place}, line {at.line}" if at else place
