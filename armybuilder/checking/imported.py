"""A list written as text made a roster (`import`): read from a file or standard input, bounded as
a file is, judged, with what reading it has to say in the order of its lines."""

import sys
from dataclasses import dataclass
from pathlib import Path

from armybuilder.checking.lists import HTML_SUFFIXES, ListFile, read_list
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.codes import names_unknown
from armybuilder.errors import InputError, Location
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.opening import ROSTER_SUFFIXES, read_with_status
from armybuilder.files.text import MAX_BYTES, Source, decode, read_source, source_of
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.textlist.findings import text_list_findings, unit_location
from armybuilder.textlist.reader import TextList

STDIN = "-"
"""The file name that reads the list from standard input."""
MAIL_HEAD = 16384
"""Bytes looked at to tell a mail file, whose headers come first."""


@dataclass(frozen=True)
class Imported:
    """The roster a list written as text makes, judged by its system's catalog."""

    roster: Roster
    catalog: Catalog
    report: Report
    said: list[tuple[Problem, Location | None]]
    """What reading the text has to say, in the order of its lines: each line that is no list
    entry, and each name the catalog lacks, with its line."""
    text: str
    """The list's text as read (an HTML body's, the lines it shows)."""
    listed: TextList

    def beside_reading(self) -> list[tuple[Problem, Location | None]]:
        """What reading has to say where the reading is shown too: a line that is simply not read
        is shown there, with why; the rest stands."""
        noted = {line.number for line in self.listed.lines}
        return [
            (problem, at)
            for problem, at in self.said
            if not (problem.code == "file.text-line" and at is not None and at.line in noted)
        ]


def list_name(file: Path) -> str:
    """The list as messages name it: its file, or stdin."""
    return "stdin" if str(file) == STDIN else str(file)


def imported(file: Path, catalogs: CatalogSet, system: str | None = None) -> Imported:
    """The list in `file` (`-`: standard input) as a roster of `system`, where given, else of the
    system the text names or its names settle; an InputError where it cannot be one."""
    mailed = str(file) != STDIN and _is_mail(file)
    html = (
        file.suffix.lower() in HTML_SUFFIXES
    )  # a mail body saved as HTML: the lines it shows, as `check` reads it
    listed = (
        _mailed(file, catalogs, system)
        if mailed
        else read_list(file, _source(file), catalogs, system, html=html)
    )
    catalog = catalogs.get(listed.roster.system)
    report = evaluate(listed.roster, catalog)
    said = _said(listed.listed, catalog, report, list_name(file))
    return Imported(listed.roster, catalog, report, said, listed.text, listed.listed)


def _said(
    listed: TextList, catalog: Catalog, report: Report, name: str
) -> list[tuple[Problem, Location | None]]:
    # That it is a list written as text goes without saying here, but not the system its names
    # were taken for, where no line names one.
    found = [
        (p, at)
        for p, at in text_list_findings(listed, catalog, name, report.fingerprint, report.costs)
        if p.code != "file.text-list" or not listed.named
    ]
    found += [(p, unit_location(listed, p)) for p in report.errors if names_unknown(p.code) and p.unit]
    found.sort(key=lambda pair: pair[1].line if pair[1] else sys.maxsize)
    return found


def _is_mail(path: Path) -> bool:
    from armybuilder.intake.sniff import kind_of_mail

    return kind_of_mail(path.name, read_with_status(path, MAIL_HEAD)[0]) is not None


def _mailed(file: Path, catalogs: CatalogSet, system: str | None) -> ListFile:
    """The one list a mail file (`.eml`, `.mbox`) gives, read from its message's body or
    attachment as `check` reads it: never its headers as lines of a list."""
    from armybuilder.checking.inbox import inbox

    found = inbox([file])
    if len(found.lists) != 1:
        why = (
            f"it gives {len(found.lists)} lists ({', '.join(sent.part for sent in found.lists)})"
            if found.lists
            else "; ".join(skipped.reason for skipped in found.skipped) or "no list in it"
        )
        raise InputError(
            "file.text-list",
            f"this is a mail file, and import makes one roster of one list: {why}",
            file=file,
            hint=f"`armybuilder check {file}` reads every list in it; save the one you mean as a .txt file to import it",
        )
    sent = found.lists[0]
    suffix = Path(sent.name).suffix.lower()
    if sent.data is None or suffix in ROSTER_SUFFIXES:
        raise InputError(
            "file.text-list",
            f"its list is a roster file already ({sent.part})",
            file=file,
            hint=f"save the attachment to edit it, or `armybuilder check {file}` to check it",
        )
    sender = sent.sender.name if sent.sender is not None else ""
    army = sent.army or (Path(sent.name).stem if sent.name else None)
    source = source_of(sent.data, file)
    return read_list(
        file,
        source,
        catalogs,
        system,
        name=army,
        html=suffix in HTML_SUFFIXES,
        sender=sender,
        subject=sent.subject,
    )


def _source(path: Path) -> Source:
    if str(path) != STDIN:
        return read_source(path)
    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise InputError(
            "file.too-large",
            f"the list is over {MAX_BYTES // 1_048_576} MB; lists over that are refused",
            file="stdin",
            hint="a list is a few kilobytes; check what was piped in",
        )
    return decode(data, "stdin")
