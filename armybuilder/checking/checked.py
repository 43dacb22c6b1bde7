"""The one road from a file to a report: a roster file, a list written as text, or a part of an
e-mail, read, decided roster or list, judged by the engine, with `file.encoding` and a text
list's own findings. Every front end takes it: the commands, the organiser's, the editor and the
web server; none opens a file its own way."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from armybuilder.checking.lists import BattleScribeFile, ListFile, load_roster_or_list
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.compare import source_label
from armybuilder.engine.where import ROSTER, Where
from armybuilder.engine.words import counted
from armybuilder.errors import InputError, Location
from armybuilder.files.catalogs import CatalogSet, UnknownSystem, unusable
from armybuilder.files.opening import BATTLESCRIBE_ROSTER_SUFFIXES
from armybuilder.files.rosters import RosterFile, finding_at, player_named
from armybuilder.files.text import WINDOWS_1252, Source, read_source, source_of
from armybuilder.files.yaml.positions import Locator
from armybuilder.schema.catalog import Catalog

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.battlescribe.rosters import Recorded
    from armybuilder.intake.message import Sender
    from armybuilder.intake.received import Received
    from armybuilder.intake.sent import Sent
    from armybuilder.schema.event import Event


@dataclass(frozen=True)
class Checked:
    """A roster file's result: a report, or the problems that stopped one being made."""

    file: Path
    report: Report | None
    file_problems: tuple[Problem, ...] = ()
    file_locations: tuple[Location | None, ...] = ()
    """Where each file problem is; for a list written as text, where each of the report's problems is."""
    system: str | None = None
    name: str | None = None
    as_read: Source | None = None
    """The list as read and checked: a batch checks it again from this, never from the disk."""
    part: str = ""
    """Where in a mail file the list came (`<Message-ID>, attachment zed.yaml`); '' for a file."""
    received: Received | None = None
    """When the list was received, for a list of an inbox."""
    sender: Sender | None = None
    """Who sent the message the list came in; None for a file."""
    message_id: str = ""
    """The Message-ID of that message, `<...>`, to reply to it."""
    within: str = ""
    """Where in that message (`attachment zed.yaml`, `body`), as its sender knows it."""
    player: str | None = None
    """Without a report, the player the file names (its `player:` line, found in the text as read)."""
    loaded: RosterFile | ListFile | None = None
    """With a report, the roster as read, and for a list written as text what the reading found."""

    @property
    def text(self) -> str:
        return self.as_read.text if self.as_read is not None else ""

    @property
    def sha256(self) -> str:
        """Of the list's bytes as checked."""
        return self.as_read.sha256 if self.as_read is not None else ""

    @property
    def valid(self) -> bool:
        return self.report is not None and self.report.valid

    def with_report(self, report: Report) -> Checked:
        """This check with a report that has more findings (the whole batch's): a list written as
        text keeps each of its problems' lines, the new ones having none."""
        if self.report is None or not self.file_locations:
            return replace(self, report=report)
        at = {_key(p): where for p, where in zip(self.problems, self.file_locations, strict=True)}
        return replace(self, report=report, file_locations=tuple(at.get(_key(p)) for p in report.problems))

    def as_shown(self) -> Checked:
        """This check with only what its output shows (the verdict, totals and findings, and the
        text they are located in), for a batch to keep while it runs on: not the roster as read,
        nor the report's unit lines, contents and assumptions. Those are most of its bytes and of
        the time to send it between processes: unpickling a checked example took 0.43 ms whole,
        0.05 ms so. Nor when and from whom the list came, which only a pack's notes show: its
        time alone was a quarter of the time to pickle what is left."""
        report = self.report and replace(self.report, units=(), army={}, assumptions=())
        return replace(self, report=report, loaded=None, received=None, sender=None, message_id="", within="")

    @property
    def source(self) -> str:
        """The file, and the part of a message where the list came in one."""
        return source_label(str(self.file), self.part)

    @cached_property
    def problems(self) -> tuple[Problem, ...]:
        """Kept once made: locating each of many problems must not rebuild the list every time."""
        return self.report.problems if self.report is not None else self.file_problems

    def location(self, number: int) -> Location | None:
        """The line and column of problem `number`; found only when asked, as JSON never asks."""
        if self.report is None or self.file_locations:
            return self.file_locations[number]
        problem = self.problems[number]
        return finding_at(self._locator, problem.code, problem.where)

    def position(self, number: int) -> str:
        at = self.location(number)
        return f"{self.source}:{at.line}:{at.column}" if at else self.source

    @cached_property
    def _locator(self) -> Locator:
        return Locator(self.text)


def _key(problem: Problem) -> tuple[str, Where, str]:
    """A problem as found, whatever severity an event gives it."""
    return problem.code, problem.where, problem.message


def failed(file: Path, error: Exception) -> Checked:
    """A file armybuilder could not check because of a bug in armybuilder itself."""
    problem = Problem(
        "internal.error",
        "error",
        f"armybuilder failed on this file ({type(error).__name__}: {error}); this is a bug in armybuilder",
        ROSTER,
        "",
        "run again with ARMYBUILDER_DEBUG=1 for the details, and report them",
    )
    return Checked(file, None, (problem,), (None,))


def check_file(
    file: Path, catalogs: CatalogSet, event: Event | None = None, source: Source | None = None
) -> Checked:
    """The check of `file`; `source` is the file as already read, where it was (it is not read again)."""
    return _checked(file, catalogs, None, event, source)


def check_sent(
    sent: Sent,
    catalogs: CatalogSet,
    limit: float | None = None,
    event: Event | None = None,
    source: Source | None = None,
    parsed: dict[str, Any] | None = None,
    *,
    assumed: bool = True,
) -> Checked:
    """A list of an inbox checked, with where and when it came and who sent it; `source` is the
    list as already read, where it was, and `parsed` its YAML data, where that was read too. A list
    that names no player is the sender's, by the display name of the message it came in; one from
    a part with no file name that names no army is named for them too (`Sent.army`). `assumed`
    False leaves out the report's `assumed:` notes, for an output that shows none."""
    sender = sent.sender.name if sent.sender is not None else ""
    name = sent.name if sent.part else None
    checked = _checked(
        sent.file,
        catalogs,
        limit,
        event,
        source,
        sent.data,
        name,
        sender,
        sent.army,
        parsed,
        known=sent.linked,
        subject=sent.subject,
        assumed=assumed,
    )
    return as_sent(checked, sent)


def as_sent(checked: Checked, sent: Sent) -> Checked:
    """`checked` with where and when its list came and who sent it."""
    return replace(
        checked,
        part=sent.part,
        received=sent.received,
        sender=sent.sender,
        message_id=sent.message_id,
        within=sent.within,
    )


def _checked(
    file: Path,
    catalogs: CatalogSet,
    limit: float | None,
    event: Event | None,
    source: Source | None = None,
    data: bytes | None = None,
    name: str | None = None,
    sender: str = "",
    army: str | None = None,
    parsed: dict[str, Any] | None = None,
    *,
    known: bool = False,
    subject: str = "",
    assumed: bool = True,
) -> Checked:
    try:
        if (
            source is None
            and (Path(name) if name else file).suffix.lower() not in BATTLESCRIBE_ROSTER_SUFFIXES
        ):
            source = read_source(file) if data is None else source_of(data, file)
        loaded = load_roster_or_list(
            file,
            catalogs,
            entries_apart=True,
            source=source,
            name=name,
            army=army,
            parsed=parsed,
            sender=sender,
            data=data,
            subject=subject,
        )
    except InputError as error:
        details = error.details or (error,)
        problems = tuple(
            Problem(d.code, "error", d.message, d.where, "roster format 1", d.hint) for d in details
        )
        locations = tuple(d.at for d in details)
        player = player_named(source.text) if source is not None else None
        if error.unshown:  # counted, not located: a hostile file may hold thousands
            more = f"and {error.unshown:,} more problems like these"
            problems += (
                Problem(error.code, "error", more, ROSTER, "roster format 1", "mend those listed first"),
            )
            locations += (None,)
        return Checked(file, None, problems, locations, player=player)
    roster = loaded.roster
    locator = Locator(loaded.text)

    def no_catalog(problem: Problem) -> Checked:
        """The roster as read, judged no further: its system's catalog cannot be had."""
        return Checked(
            file,
            None,
            (problem,),
            (locator.find(["system"]),),
            roster.system,
            roster.name,
            player=roster.player,
        )

    try:
        catalog = catalogs.get(roster.system)
    except (UnknownSystem, InputError) as error:
        return no_catalog(unusable(roster.system, error))
    report = evaluate(
        roster, catalog, limit=limit, event=event, sender=sender, sender_known=known, assumed=assumed
    )
    warning = _encoding_warning(loaded)
    if warning is not None:
        report = replace(report, warnings=(warning, *report.warnings))
    if isinstance(loaded, BattleScribeFile) and loaded.recorded is not None:
        report = replace(
            report, warnings=(*battlescribe_warnings(loaded.recorded, report, catalog), *report.warnings)
        )
    if isinstance(loaded, ListFile) and source is not None:  # a list is always read as text
        # A list that came in an e-mail is imported once saved: the hint names a file to save it as.
        shown = "MY-LIST.txt" if data is not None else str(file)
        return _checked_list(file, loaded, catalog, report, source, shown)
    return Checked(file, report, system=roster.system, name=roster.name, as_read=source, loaded=loaded)


def _checked_list(
    file: Path, loaded: ListFile, catalog: Catalog, report: Report, source: Source, shown: str
) -> Checked:
    """A report on a list written as text: its own warnings first, every problem at its line."""
    from armybuilder.textlist.findings import text_list_findings, unit_location

    found = text_list_findings(loaded.listed, catalog, shown, report.fingerprint, report.costs)
    errors = tuple(problem for problem, _ in found if problem.severity == "error")
    warnings = tuple(problem for problem, _ in found if problem.severity != "error")
    report = replace(report, errors=(*errors, *report.errors), warnings=(*warnings, *report.warnings))
    at = {id(problem): location for problem, location in found}
    locations = tuple(
        at[id(problem)] if id(problem) in at else unit_location(loaded.listed, problem)
        for problem in report.problems
    )
    roster = loaded.roster
    return Checked(
        file,
        report,
        file_locations=locations,
        system=roster.system,
        name=roster.name,
        as_read=source,
        loaded=loaded,
    )


def battlescribe_warnings(recorded: Recorded, report: Report, catalog: Catalog) -> tuple[Problem, ...]:
    """`file.battlescribe`, that the roster was read from BattleScribe's file, and `cost.recorded`
    for each cost type whose total the file recorded otherwise than ours."""
    read = Problem(
        "file.battlescribe",
        "warning",
        f"read from a BattleScribe roster of the catalogue `{recorded.catalogue}`: its selections "
        "were found by the ids the import kept",
        ROSTER,
        "roster format 1",
        "import the BattleScribe data the roster was built with, so ids and costs agree",
    )
    names = {cost.id: cost.name for cost in catalog.costs}
    differ = tuple(
        Problem(
            "cost.recorded",
            "warning",
            f"the file records {value:g} {names.get(cost_type, cost_type)}; armybuilder counts "
            f"{report.costs.get(cost_type, 0):g}",
            ROSTER,
            catalog.cite(names.get(cost_type, cost_type)),
            "the catalogs may be older or newer than the data the roster was built with: import the same data",
        )
        for cost_type, value in recorded.costs.items()
        if abs(report.costs.get(cost_type, 0) - value) > 1e-9
    )
    return (read, *differ)


_CYRILLIC = {"windows-1251": "Windows-1251", "koi8-r": "KOI8-R"}
"""The Cyrillic code pages (files.text.CODE_PAGES) a file may be read in, as a warning names them."""


def _encoding_warning(loaded: RosterFile | ListFile) -> Problem | None:
    """`file.encoding`, for a file read in a code page (Windows-1252, or a Cyrillic one its bytes
    suggest) or one that is UTF-8 but for a few bytes."""
    if loaded.encoding == WINDOWS_1252:
        message = "the file is not UTF-8 text; it was read as Windows-1252, so check that accented letters look right"
        hint = "save the file as UTF-8 (armybuilder's editor and `new` always do)"
    elif loaded.encoding in _CYRILLIC:
        message = (
            f"the file is not UTF-8 text; its words looked Cyrillic, so it was read as {_CYRILLIC[loaded.encoding]}: "
            "check that its letters look right"
        )
        hint = "save the file as UTF-8 (armybuilder's editor and `new` always do)"
    elif loaded.stray:
        bytes_ = counted(len(loaded.stray), "byte")
        verb = "is" if len(loaded.stray) == 1 else "are"
        message = (
            f"the file is UTF-8 text but for {bytes_} that {verb} not: "
            f"{', '.join(map(str, loaded.stray))}; each was read as a replacement character (U+FFFD)"
        )
        hint = "retype the characters on those lines, and save the file as UTF-8"
    else:
        return None
    return Problem("file.encoding", "warning", message, ROSTER, "roster format 1", hint)
