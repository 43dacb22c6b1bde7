"""The editor's `f` key: apply the chosen problem's fix through the roster operations.

A fix with one edit is made at once (undo takes it back); one that needs a choice opens the
dialog for it: the options or links dialog on the entry, or a list of what would do.
"""

from collections.abc import Sequence

from armybuilder.editing.fixes import apply_fix, entry_of
from armybuilder.engine import Problem
from armybuilder.present.keys import KEY_OF, press
from armybuilder.present.places import choice_names, fix_words
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.report import ReportList
from armybuilder.tui.widgets.roster import RosterTable
from armybuilder.words import sentence


class FixActions:
    """Mixed into the build screen, which has the document, the report and `_apply`."""

    def fixable(self: BuildHost) -> Problem | None:
        """The problem `f` would fix: the one highlighted in the report, or the first with a fix
        on the highlighted roster entry."""
        report_list = self.query_one(ReportList)
        if self.focused is report_list:
            chosen = report_list.chosen
            return chosen if chosen is not None and chosen.fix is not None else None
        where = self.query_one(RosterTable).highlighted
        found = [p for p in self.editor.report.problems if p.fix is not None and where and p.unit == where]
        return found[0] if found else None

    def action_fix(self: BuildHost) -> None:
        from armybuilder.tui.dialogs.pick import PickDialog

        problem = self.fixable()
        if problem is None or problem.fix is None:
            self.notify(nothing_to_fix(self.editor.report.problems), severity="warning")
            return
        fix, catalog, report = problem.fix, self.editor.document.catalog, self.editor.report
        words = fix_words(fix, report, catalog)
        entry = entry_of(fix)
        if fix.action == "choose-option" or (fix.action == "set-link" and fix.value is None):
            table = self.query_one(RosterTable)
            if entry and table.move_to_where(entry):
                table.focus()
                self.action_element_options() if fix.action == "choose-option" else self.action_links()
            return
        if fix.value is not None or not fix.choices:
            self._apply(lambda: apply_fix(self.editor.document.roster, catalog, fix), what=words)
            self.notify(f"{sentence(words)}. {KEY_OF['undo']} undoes it.", timeout=3)
            return

        # The dialog keys its rows by text; each key leads back to the typed choice, never parsed.
        named = {str(choice): (choice, name) for choice, name in choice_names(fix, report, catalog)}

        def picked(key: str | None) -> None:
            if key in named:
                choice, name = named[key]
                done = f"{words}: {name}"
                self._apply(lambda: apply_fix(self.editor.document.roster, catalog, fix, choice), what=done)
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
