"""The report pane: the engine's errors and warnings; choosing one jumps to what it is about, and
`f` makes the fix of the one chosen, through the roster editor.

A fix with one edit is made at once (undo takes it back); one that needs a choice opens the
dialog for it: the entry's options or links dialog in the roster, or a list of what would do.
"""

from collections.abc import Sequence

from textual import on
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from armybuilder.editing.fixes import apply_fix, entry_of
from armybuilder.engine import Problem
from armybuilder.engine.where import Where
from armybuilder.engine.words import counted, sentence
from armybuilder.present.keys import KEY_OF, press
from armybuilder.present.places import choice_names, fix_words
from armybuilder.tui.describe import problem_text
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.messages import FixNeedsChoice, ProblemChosen


class ReportList(OptionList):
    DEFAULT_CSS = """
    ReportList {
        height: 1fr; scrollbar-size-vertical: 1; scrollbar-gutter: stable;
        & > .option-list--option { padding: 0 1; }
    }
    """

    def __init__(self, editor: RosterEditor, *, id: str | None = None) -> None:
        super().__init__(id=id, compact=True)
        self.auto_links = False  # its lines hold no links: see CatalogList
        self.editor = editor
        self.wheres: list[Where] = []
        self.problems: list[Problem] = []

    @property
    def chosen(self) -> Problem | None:
        """The highlighted problem, if any."""
        index = self.highlighted
        return self.problems[index] if index is not None and index < len(self.problems) else None

    def show_report(self) -> None:
        """Show the problems of the editor's report, the count of each kind on the pane's border."""
        report, catalog = self.editor.shown, self.editor.catalog
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
        errors, warnings = len(report.errors), len(report.warnings)
        self.border_title = f"Report · {counted(errors, 'error')}, {counted(warnings, 'warning')}"

    def on_focus(self) -> None:
        """Coming into the report, the first problem is the chosen one, ready for `f` or enter."""
        if self.highlighted is None and self.problems:
            self.highlighted = 0

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_index < len(self.wheres):
            self.post_message(ProblemChosen(self.wheres[event.option_index]))

    # The `f` key ---------------------------------------------------------------------------------

    def fixable(self, at: Where | None) -> Problem | None:
        """The problem `f` would fix: the one chosen here while the report has the focus, else the
        first with a fix on the roster's entry at `at`."""
        if self.screen.focused is self:
            chosen = self.chosen
            return chosen if chosen is not None and chosen.fix is not None else None
        found = [p for p in self.editor.report.problems if p.fix is not None and at and p.unit == at]
        return found[0] if found else None

    def fix(self, at: Where | None) -> None:
        """Make the fix `fixable(at)` finds, or say why there is none."""
        from armybuilder.tui.dialogs.pick import PickDialog

        editor = self.editor
        problem = self.fixable(at)
        if problem is None or problem.fix is None:
            self.notify(nothing_to_fix(editor.report.problems), severity="warning")
            return
        fix, catalog, report = problem.fix, editor.catalog, editor.report
        words = fix_words(fix, report, catalog)
        entry = entry_of(fix)
        if fix.action == "choose-option" or (fix.action == "set-link" and fix.value is None):
            self.post_message(
                FixNeedsChoice(entry, "element_options" if fix.action == "choose-option" else "links")
            )
            return
        if fix.value is not None or not fix.choices:
            editor.apply(lambda: apply_fix(editor.document.roster, catalog, fix), words, place=at)
            self.notify(f"{sentence(words)}. {KEY_OF['undo']} undoes it.", timeout=3)
            return

        # The dialog keys its rows by text; each key leads back to the typed choice, never parsed.
        named = {str(choice): (choice, name) for choice, name in choice_names(fix, report, catalog)}

        def picked(key: str | None) -> None:
            if key in named:
                choice, name = named[key]
                done = f"{words}: {name}"
                editor.apply(
                    lambda: apply_fix(editor.document.roster, catalog, fix, choice),
                    done,
                    place=at,
                    answers=problem,
                )
                self.notify(f"{sentence(done)}. {KEY_OF['undo']} undoes it.", timeout=3)

        rows = [(key, name) for key, (_, name) in named.items()]
        self.app.push_screen(PickDialog(sentence(words), rows), picked)


def nothing_to_fix(problems: Sequence[Problem]) -> str:
    """Why `f` did nothing: told to choose a problem marked "press f", a player looked for one in
    vain where the report has none."""
    if not problems:
        return "Nothing to fix: the roster has no errors or warnings."
    if not any(p.fix is not None for p in problems):
        return 'No problem in the report has a one-key fix: its "to fix" lines say what to change.'
    chosen = press("fix")
    return f'Choose a problem marked "{chosen}" in the report, then {chosen}.'
