"""The build screen's panes kept up with the roster editor: on each change the header, the roster,
the report and the detail show its new report. Nothing here prices or checks."""

from collections.abc import Sequence

from armybuilder.editing import operations as op
from armybuilder.engine import Problem
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.present.entry_detail import element_detail, formation_detail
from armybuilder.schema.roster import DeclaredBase, ElementEntry
from armybuilder.terminal import printable
from armybuilder.tui.describe import detail_text
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import counted


class ReportPanes:
    """Mixed into the build screen: its roster editor's report is shown here."""

    def _show(self: BuildHost, highlight: Where | None) -> None:
        """Show the editor's report: the header and the roster at once, highlighting `highlight`."""
        editor = self.editor
        document, report = editor.document, editor.shown
        self.query_one(RosterHeader).show(report, document.unsaved)
        table = self.query_one(RosterTable)
        table.show(report, editor.catalog_shown, highlight)
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

    def _show_report(self: BuildHost) -> None:
        self._report_pending = False
        if not self.is_attached:  # the screen was closed (another roster opened) before this frame
            return
        report = self.editor.shown
        report_list = self.query_one(ReportList)
        report_list.show(report, self.editor.catalog)
        errors, warnings = len(report.errors), len(report.warnings)
        report_list.border_title = f"Report · {counted(errors, 'error')}, {counted(warnings, 'warning')}"
        self._show_detail()

    def _show_detail(self: BuildHost) -> None:
        editor = self.editor
        catalog = editor.catalog_shown
        source, kind, key = self._showing
        line: Line | FormationLine | None
        heading = ""
        problems: Sequence[Problem] = ()
        declared: DeclaredBase | None = None
        if source == "catalog" and kind and key:
            line = editor.sample().line(kind, key)
            if line is None:
                return
            heading = "In the catalog; enter or a adds it"
        else:
            where = self.query_one(RosterTable).highlighted
            line = editor.line(where) if where else None
            if line is None:
                self.query_one(DetailPane).show(
                    "The roster is empty: add formations and elements from the catalog."
                )
                return
            problems = editor.problems_of(line.where)
            entry = op.entry_at(editor.document.roster, line.where)
            declared = entry.base if isinstance(entry, ElementEntry) else None
        if isinstance(line, FormationLine):
            sections = formation_detail(line, catalog, editor.report, problems=problems, heading=heading)
            text = detail_text(sections, editor.report, catalog)
        else:
            sections = element_detail(
                line, catalog, editor.shown, declared=declared, problems=problems, heading=heading
            )
            text = detail_text(sections, editor.shown, catalog)
        self.query_one(DetailPane).show(text)
