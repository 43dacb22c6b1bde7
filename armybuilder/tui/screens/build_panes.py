"""The build screen's panes kept up with the document: each change is evaluated, and the header,
the roster, the report and the detail show the new report. Nothing here prices or checks."""

from collections.abc import Sequence

from armybuilder.editing import operations as op
from armybuilder.engine import Problem, evaluate
from armybuilder.engine.compare import with_findings
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.present.entry_detail import element_detail, formation_detail
from armybuilder.schema.roster import DeclaredBase, ElementEntry, Roster, Unit
from armybuilder.terminal import has_unprintable, printable, printable_copy
from armybuilder.tui.catalog_entries import Sample, sample
from armybuilder.tui.describe import detail_text
from armybuilder.tui.document import Document
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import counted


class ReportPanes:
    """Mixed into the build screen: its document is watched here."""

    _highlight: Where | None
    """The entry the roster shows highlighted once it is next drawn, where a change says so."""

    def watch_document(self: BuildHost, document: Document) -> None:
        self.report = evaluate(
            document.roster, document.catalog, event=self.services.event, grown=self._grown
        )
        if document.reading:  # the lines of the text it was read from that were not read
            self.report = with_findings(self.report, document.reading, self.services.event)
        # Panes show a copy whose text cannot act on the terminal; edits and printing use the report.
        # Its text comes from the roster and the catalog, so only they need looking at, quickly.
        unsafe = self._fixed_text_unsafe or self._roster_unsafe(document.roster)
        self._shown = report = printable_copy(self.report) if unsafe else self.report
        self._lines: dict[Where, Line | FormationLine] = {line.where: line for line in report.lines}
        self._lines.update({unit.where: unit for unit in report.units})
        self._problems: dict[Where, list[Problem]] = {}
        for problem in report.problems:
            self._problems.setdefault(problem.unit or problem.where, []).append(problem)
        self.query_one(RosterHeader).show(report, document.unsaved)
        table = self.query_one(RosterTable)
        table.show(report, self._catalog_shown, self._highlight)
        self._highlight = None
        table.border_title = f"Roster · {printable(document.path.name) if document.path else 'not saved yet'}"
        # Under the columns it explains, before the system, which a narrow pane may cut short.
        system = f"{report.system_name} {report.version}"
        table.border_subtitle = f"{table.legend} · {system}" if table.legend else system
        self._refresh_keys()
        # The totals and the roster are drawn in the next frame; the report and the detail, which
        # no key acts on, follow in the frame after, so a long roster answers a key sooner.
        if not self._report_pending:
            self._report_pending = True
            self.call_after_refresh(self._show_report)

    def _roster_unsafe(self: BuildHost, roster: Roster) -> bool:
        """Whether any text in the roster needs `printable`. A change leaves all but a unit or two
        the same objects, so only new units are looked at: a long roster's JSON takes milliseconds."""
        looked: dict[int, tuple[Unit, bool]] = {}
        for unit in roster.units:
            seen = self._units_looked.get(id(unit))
            looked[id(unit)] = seen if seen and seen[0] is unit else (unit, has_unprintable(unit))
        self._units_looked = looked  # holding each unit, so no other object can take its id
        return any(unsafe for _, unsafe in looked.values()) or has_unprintable(
            roster.model_copy(update={"units": []})
        )

    def _show_report(self: BuildHost) -> None:
        self._report_pending = False
        if not self.is_attached:  # the screen was closed (another roster opened) before this frame
            return
        report = self._shown
        report_list = self.query_one(ReportList)
        report_list.show(report, self.document.catalog)
        errors, warnings = len(report.errors), len(report.warnings)
        report_list.border_title = f"Report · {counted(errors, 'error')}, {counted(warnings, 'warning')}"
        self._show_detail()

    def _sample(self: BuildHost) -> Sample:
        """The catalog's entries evaluated at this roster's options, kept per set of options."""
        options = self.document.roster.options
        key = tuple(sorted((k, repr(v)) for k, v in options.items()))
        if key not in self._samples:
            self._samples[key] = sample(self._catalog_shown, dict(options))
        return self._samples[key]

    def _show_detail(self: BuildHost) -> None:
        catalog = self._catalog_shown
        source, kind, key = self._showing
        line: Line | FormationLine | None
        heading = ""
        problems: Sequence[Problem] = ()
        declared: DeclaredBase | None = None
        if source == "catalog" and kind and key:
            line = self._sample().line(kind, key)
            if line is None:
                return
            heading = "In the catalog; enter or a adds it"
        else:
            where = self.query_one(RosterTable).highlighted
            line = self._lines.get(where) if where else None
            if line is None:
                self.query_one(DetailPane).show(
                    "The roster is empty: add formations and elements from the catalog."
                )
                return
            problems = self._problems.get(line.where, ())
            entry = op.entry_at(self.document.roster, line.where)
            declared = entry.base if isinstance(entry, ElementEntry) else None
        if isinstance(line, FormationLine):
            sections = formation_detail(line, catalog, self.report, problems=problems, heading=heading)
            text = detail_text(sections, self.report, catalog)
        else:
            sections = element_detail(
                line, catalog, self._shown, declared=declared, problems=problems, heading=heading
            )
            text = detail_text(sections, self._shown, catalog)
        self.query_one(DetailPane).show(text)
