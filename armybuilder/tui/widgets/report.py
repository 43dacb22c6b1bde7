"""The report pane: the engine's errors and warnings; choosing one jumps to what it is about."""

from textual import on
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from armybuilder.engine import Problem, Report
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Catalog
from armybuilder.tui.describe import problem_text
from armybuilder.tui.messages import ProblemChosen


class ReportList(OptionList):
    DEFAULT_CSS = """
    ReportList {
        height: 1fr; scrollbar-size-vertical: 1; scrollbar-gutter: stable;
        & > .option-list--option { padding: 0 1; }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, compact=True)
        self.wheres: list[Where] = []
        self.problems: list[Problem] = []

    @property
    def chosen(self) -> Problem | None:
        """The highlighted problem, if any."""
        index = self.highlighted
        return self.problems[index] if index is not None and index < len(self.problems) else None

    def show(self, report: Report, catalog: Catalog) -> None:
        titles = {line.where: line.title for line in report.lines}
        titles.update({unit.where: unit.title for unit in report.units})
        self.problems = list(report.problems)
        self.wheres = [problem.unit or problem.where for problem in report.problems]
        options = []
        for problem in report.problems:
            options.append(Option(problem_text(problem, report, catalog, titles.get(problem.unit, ""))))
        if not options:
            options.append(
                Option(
                    Content.styled("✓ No errors or warnings: the roster is valid.", "$text-success"),
                    disabled=True,
                )
            )
        highlighted = self.highlighted
        self.set_options(options)
        if highlighted is not None and self.wheres:
            self.highlighted = min(highlighted, len(self.wheres) - 1)

    def on_focus(self) -> None:
        """Coming into the report, the first problem is the chosen one, ready for `f` or enter."""
        if self.highlighted is None and self.problems:
            self.highlighted = 0

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_index < len(self.wheres):
            self.post_message(ProblemChosen(self.wheres[event.option_index]))
