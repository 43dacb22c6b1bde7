"""The roster being edited and the engine's report on it: the one place a change is made.

Every change goes through `armybuilder.editing.operations` and becomes a step of the document's
history; the engine then evaluates the roster, and the editor says so with `ReportChanged` (a
refused change with `EditRefused`). It knows nothing of panes, keys or dialogs, so it runs, and
is tested, without a screen. Nothing here prices or checks: the engine does.
"""

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from textual.message import Message

from armybuilder.editing import operations as op
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.compare import with_findings
from armybuilder.engine.index import index_of
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import ROSTER, Where
from armybuilder.engine.words import sentence
from armybuilder.files.catalogs import printable_catalog
from armybuilder.present.keys import offer
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster, Unit
from armybuilder.terminal import has_unprintable, printable_copy
from armybuilder.tui.catalog_entries import CatalogEntry, Kind, Sample, catalog_entries, sample
from armybuilder.tui.document import Document
from armybuilder.tui.messages import CatalogChanged, EditRefused, ReportChanged

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event

Change = Callable[[], Roster | tuple[Roster, Where | None]]
"""A roster operation to make: the new roster, and the entry it made or changed, if it says."""


class RosterEditor:
    """The document (roster, file, undo history) and its evaluation.

    `post` takes the editor's messages: a screen's `post_message`, or a list's `append` in a test.
    """

    def __init__(
        self, document: Document, post: Callable[[Message], object], event: "Event | None" = None
    ) -> None:
        self.post = post
        self.event = event
        """The event the roster is judged under (`edit --event`)."""
        self._grown = ROSTER
        """The entry last added or counted one more of, until another change: a count it takes over
        its limit points at it."""
        self._units_looked: tuple[Unit, ...] | None = None
        """The units of the roster last evaluated, once their text has been looked at."""
        self._units_unsafe: list[Unit] = []
        """Those of them whose text needs `printable`."""
        self._places: _Places | None = None
        """The shown report's lines and problems by place, once something asked (`_by_place`)."""
        self._fingerprinted: Report | None = None
        """The report with the fingerprint, once something showing it asked (`fingerprinted`)."""
        self._use_catalog(document.catalog)
        self._evaluate(document)

    # What it holds -------------------------------------------------------------------------------

    @property
    def document(self) -> Document:
        return self._document

    @property
    def catalog(self) -> Catalog:
        return self._document.catalog

    report: Report
    """The engine's report on the roster as it stands, without the fingerprint (no pane shows it, and
    it is nearly a third of evaluating a long roster): edits use it; printing uses `fingerprinted`."""
    shown: Report
    """The report as the panes show it: a copy whose text cannot act on the terminal."""
    catalog_shown: Catalog
    """The catalog as the panes show it; its ids are the catalog's own, so choices made from it hold."""

    def line(self, at: Where) -> Line | FormationLine | None:
        """The shown report's line (or formation) at `at`."""
        return self._by_place().lines.get(at)

    def problems_of(self, at: Where) -> list[Problem]:
        """The shown report's problems with the entry at `at`."""
        return self._by_place().problems.get(at, [])

    def title(self, at: Where) -> str:
        """The entry at `at` as undo and the notices name it."""
        line = self.line(at)
        return line.title if line else "the entry"

    def fingerprinted(self) -> Report:
        """The report with the army's contents and fingerprint, for a sheet or text that shows them:
        the engine evaluates the roster again, once for each roster asked about."""
        if self._fingerprinted is None:
            self._fingerprinted = self._report_on(self._document, fingerprinted=True)
        return self._fingerprinted

    def sample(self) -> Sample:
        """The catalog's entries evaluated at this roster's options, kept per set of options."""
        options = self._document.roster.options
        key = tuple(sorted((k, repr(v)) for k, v in options.items()))
        if key not in self._samples:
            self._samples[key] = sample(self.catalog_shown, dict(options))
        return self._samples[key]

    def entries(self) -> list[CatalogEntry]:
        """The catalog as its pane lists it, priced at this roster's options."""
        return catalog_entries(self.catalog_shown, self.sample())

    # Changes -------------------------------------------------------------------------------------

    def apply(
        self,
        change: Change,
        what: str = "",
        *,
        place: Where | None = None,
        grows: bool = False,
        answers: Problem | None = None,
    ) -> bool:
        """Make a change through the roster operations; whether it was made. A refused one is
        explained in `EditRefused`, not raised. `what` says what it does, for undo to name; `place`
        is the entry highlighted as it is made, for undo to return to; `grows` that it adds to the
        entry it returns; `answers` the finding of reading the text it answers (a line asked about)."""
        try:
            result = change()
        except op.EditError as error:
            said = f"{error}; {offer(error.instead)}" if error.instead else str(error)
            self.post(EditRefused(sentence(said)))
            return False
        roster, at = result if isinstance(result, tuple) else (result, None)
        self._grown = at if grows and at else ROSTER
        document = self._document
        read = [found for found in document.reading if answers is not None and _same(found, answers)]
        if read:
            self._changed(document.answered(roster, what, place, read[0]), at)
        else:
            self._changed(document.edited(roster, what, place), at)
        return True

    def add(self, kind: Kind, entry_id: str, near: Where | None) -> bool:
        """Add a catalog entry; an element goes into the formation at `near` where it fits."""
        roster, catalog = self._document.roster, self.catalog
        ix = index_of(catalog)
        if kind == "element":
            element = ix.resolve_element(entry_id)
            what = f"add {element.name if element else entry_id}"
            return self.apply(
                lambda: op.add_element(roster, catalog, entry_id, near), what, place=near, grows=True
            )
        formation = ix.resolve_formation(entry_id)
        what = f"add {formation.name if formation else entry_id}"
        return self.apply(lambda: op.add_formation(roster, catalog, entry_id), what, place=near, grows=True)

    def restore(self, roster: Roster) -> None:
        """Bring back an autosaved roster as a change, so undo returns to the file as saved."""
        self.apply(lambda: roster)

    def undo(self, catalog: Catalog | None = None) -> str | None:
        """Take the last change back; what it did ('' where it was not said), or None where there
        was none. A change to the player's element types comes back with `catalog`, the catalog
        as it reads once their file has it taken out."""
        document = self._document
        if (undone := document.undone()) is None:
            return None
        self._step(undone, document.last_place, catalog)
        return document.last_change

    def redo(self, catalog: Catalog | None = None) -> str | None:
        """Make the change undone last again; as `undo`."""
        document = self._document
        if (redone := document.redone()) is None:
            return None
        self._step(redone, document.next_place, catalog)
        return document.next_change

    def _step(self, document: Document, at: Where | None, catalog: Catalog | None) -> None:
        self._grown = ROSTER
        # Back on the entry the player stood on as they made the change.
        if catalog is None:
            self._changed(document, at)
        else:
            self.catalog_changed(replace(document, catalog=catalog), at)

    def saved_as(self, path: Path, roster: Roster) -> None:
        """After writing `roster` (the current one, stamped for saving) to `path`."""
        self._changed(self._document.saved_as(path, roster))

    def catalog_changed(self, document: Document, highlight: Where | None = None) -> None:
        """Take a document whose catalog changed (the player's own element types)."""
        self._use_catalog(document.catalog)
        self.post(CatalogChanged())
        self._changed(document, highlight)

    # Evaluation ----------------------------------------------------------------------------------

    def _use_catalog(self, catalog: Catalog) -> None:
        self.catalog_shown = printable_catalog(catalog)
        self._fixed_text_unsafe = self.catalog_shown is not catalog or (
            self.event is not None and has_unprintable(self.event)
        )
        """Whether the catalog or the event holds text that cannot go to a terminal as it is."""
        self._samples: dict[tuple, Sample] = {}

    def _changed(self, document: Document, highlight: Where | None = None) -> None:
        self._evaluate(document)
        self.post(ReportChanged(highlight))

    def _evaluate(self, document: Document) -> None:
        self._document = document
        self.report = report = self._report_on(document, fingerprinted=False)
        self._fingerprinted = None
        # Panes show a copy whose text cannot act on the terminal; edits use the report.
        # Its text comes from the roster and the catalog, so only they need looking at, quickly.
        unsafe = self._fixed_text_unsafe or self._roster_unsafe(document.roster)
        self.shown = printable_copy(report) if unsafe else report
        self._places = None

    def _by_place(self) -> "_Places":
        """The shown report's lines and problems by place, made when first asked after a change: a
        key's totals are drawn before anything asks, and a long roster's take a millisecond."""
        if self._places is None:
            shown = self.shown
            lines: dict[Where, Line | FormationLine] = {line.where: line for line in shown.lines}
            lines.update({unit.where: unit for unit in shown.units})
            problems: dict[Where, list[Problem]] = {}
            for problem in shown.problems:
                problems.setdefault(problem.unit or problem.where, []).append(problem)
            self._places = _Places(lines, problems)
        return self._places

    def _report_on(self, document: Document, *, fingerprinted: bool) -> Report:
        report = evaluate(
            document.roster,
            document.catalog,
            event=self.event,
            grown=self._grown,
            fingerprinted=fingerprinted,
        )
        if document.reading:  # the lines of the text it was read from that were not read
            report = with_findings(report, document.reading, self.event)
        return report

    def _roster_unsafe(self, roster: Roster) -> bool:
        """Whether any text in the roster needs `printable`. A change leaves all but a unit or two
        the same objects, so only new units are looked at: a long roster's JSON takes milliseconds."""
        units, before = roster.units, self._units_looked
        if before is None:
            # The first look is at the whole roster, which the reading has made ready to write out:
            # a unit's own kind would first be made ready, for each kind (before the first frame).
            if not has_unprintable(roster):
                self._units_looked = tuple(units)
                return False
            before = ()
        if len(units) == len(before):  # a unit or two changed in place
            new = [unit for unit, old in zip(units, before, strict=True) if unit is not old]
        else:  # `before` holds its units, so no new unit can have the id of one of them
            old_ids = set(map(id, before))
            new = [unit for unit in units if id(unit) not in old_ids]
        if self._units_unsafe:  # those still in the roster
            ids = set(map(id, units))
            self._units_unsafe = [unit for unit in self._units_unsafe if id(unit) in ids]
        self._units_unsafe += [unit for unit in new if has_unprintable(unit)]
        self._units_looked = tuple(units)
        return bool(self._units_unsafe) or has_unprintable(roster.model_copy(update={"units": []}))


@dataclass(frozen=True)
class _Places:
    """A report's lines (and formations) and problems, by the place of the entry they are about."""

    lines: dict[Where, Line | FormationLine]
    problems: dict[Where, list[Problem]]


def _same(found: Problem, shown: Problem) -> bool:
    """Whether a finding of reading is the one the report shows (an event may change its severity)."""
    return (found.code, found.where, found.message) == (shown.code, shown.where, shown.message)
