"""The build screen's edits that ask first: each opens its dialog and turns the answer into an
edit (a name, a base, a split, the notes, an element's options and links, the roster's details)."""

from typing import TYPE_CHECKING

from armybuilder.editing import operations as op
from armybuilder.engine import evaluate
from armybuilder.engine.event import applies as event_applies
from armybuilder.engine.index import index_of
from armybuilder.engine.links import link_choices
from armybuilder.engine.report import Line
from armybuilder.engine.where import Where
from armybuilder.present.entry_detail import base_words, default_limit, option_change
from armybuilder.schema.roster import MAX_NAME, DeclaredBase, ElementEntry, Roster
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.words import sentence

if TYPE_CHECKING:
    from armybuilder.tui.dialogs.links import Chosen


class AskActions:
    """Mixed into the build screen: a dialog for each, then the edit."""

    def action_rename(self: BuildHost) -> None:
        from armybuilder.tui.dialogs.ask import TextDialog

        at = self.highlighted
        if at is None:
            self.action_roster_options()
            return
        entry = op.entry_at(self.editor.document.roster, at)
        line = self.editor.line(at)

        def renamed(name: str | None) -> None:
            if name is not None:
                what = f"rename {self.editor.title(at)}"
                self._apply(lambda: (op.rename(self.editor.document.roster, at, name), at), what)

        title = f"Rename {line.name if line else 'entry'}"
        self.app.push_screen(
            TextDialog(title, "Name (empty: just the type's name)", entry.name or "", max_length=MAX_NAME),
            renamed,
        )

    def action_declare_base(self: BuildHost) -> None:
        from armybuilder.tui.dialogs.declared_base import DeclaredBaseDialog

        at = self.highlighted
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        entry = op.entry_at(self.editor.document.roster, at)
        declared = entry.base if isinstance(entry, ElementEntry) else None
        rules = f"The rules' base: {base_words(line.base)}." if line.base else "The rules give no base size."

        def chosen(base: DeclaredBase | None) -> None:
            if base is not None:
                what = f"declare {line.title}'s base"
                self._apply(lambda: (op.set_base(self.editor.document.roster, at, base), at), what)

        self.app.push_screen(DeclaredBaseDialog(f"Your base: {line.title}", rules, declared), chosen)

    def action_split(self: BuildHost) -> None:
        from armybuilder.tui.dialogs.ask import TextDialog

        at = self.highlighted
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        if line.count < 2:
            self.notify(f"Only an entry of two or more can be split; this is one {line.title}.")
            return
        most = line.count - 1

        def check(text: str) -> str:
            return "" if text.strip().isdigit() and 1 <= int(text) <= most else f"A number from 1 to {most}."

        def chosen(text: str | None) -> None:
            if text is not None:
                what = f"split {text.strip()} off {line.title}"
                self._apply(lambda: op.split(self.editor.document.roster, at, int(text)), what)

        question = f"How many of the {line.count} to split off (1 to {most})"
        self.app.push_screen(TextDialog(f"Split {line.title}", question, "1", check), chosen)

    def action_notes(self: BuildHost) -> None:
        # Imported on first use: a TextArea is not on the first frame and costs the start-up.
        from armybuilder.tui.dialogs.notes import NotesDialog

        def chosen(notes: str | None) -> None:
            if notes is not None:
                self._apply(lambda: op.set_notes(self.editor.document.roster, notes), "change the notes")

        title = f"Notes: {self.editor.document.roster.name}"
        self.app.push_screen(NotesDialog(title, self.editor.document.roster.notes or ""), chosen)

    def action_element_options(self: BuildHost) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.element_options import ElementOptionsDialog

        at = self.highlighted
        if at is None:
            return
        roster, catalog = self.editor.document.roster, self.editor.document.catalog
        entry = op.entry_at(roster, at)
        before = self.editor.line(at)
        ix = index_of(catalog)
        element = ix.resolve_element(entry.element) if isinstance(entry, ElementEntry) else None
        if element is None or not isinstance(entry, ElementEntry) or not isinstance(before, Line):
            self.notify("Only an element of the catalog has options.", severity="warning")
            return
        groups = [ix.groups[g] for g in element.option_groups if g in ix.groups]
        if not groups and not entry.options:
            self.notify(f"{element.name} has no options.", severity="information")
            return

        def preview(options: list[str]) -> str:
            changed = evaluate(
                op.set_element_options(roster, at, options), catalog, event=self.services.event
            )
            after = next(line for line in changed.lines if line.where == before.where)
            return option_change(before, after, catalog)

        def chosen(options: list[str] | None) -> None:
            if options is not None:
                what = f"choose {before.title}'s options"
                self._apply(
                    lambda: (op.set_element_options(self.editor.document.roster, at, options), at), what
                )

        dialog = ElementOptionsDialog(
            f"Options: {before.title}", groups, list(entry.options), catalog, preview
        )
        self.app.push_screen(dialog, chosen)

    def action_links(self: BuildHost) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.links import LinksDialog

        at = self.highlighted
        line = self.editor.line(at) if at else None
        if at is None or not isinstance(line, Line):
            return
        choices = link_choices(self.editor.report, self.editor.document.catalog, line.where)
        if not choices:
            self.notify(f"No kind of link in {self.editor.document.catalog.name} applies to {line.name}.")
            return

        def chosen(links: "Chosen | None") -> None:
            if links is None:
                return

            def change() -> tuple[Roster, Where]:
                roster = self.editor.document.roster
                for link_id, where in links.items():
                    roster = op.set_link(roster, at, link_id, where)
                return roster, at

            self._apply(change, f"choose {line.title}'s links")

        self.app.push_screen(LinksDialog(f"Links: {line.title}", choices), chosen)

    def action_roster_options(self: BuildHost) -> None:
        # Imported on first use: its widgets are not on the first frame, and cost the start-up.
        from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog

        roster, catalog = self.editor.document.roster, self.editor.document.catalog

        def check(details: op.RosterDetails) -> str:
            try:
                op.set_details(roster, details)
            except op.EditError as error:
                return sentence(str(error))
            return ""

        def chosen(details: op.RosterDetails | None) -> None:
            if details is not None:
                self._apply(
                    lambda: op.set_details(self.editor.document.roster, details),
                    "change the roster's details",
                )

        dialog = RosterOptionsDialog(
            catalog.options,
            op.details(roster),
            default_limit(roster, catalog),
            check,
            costed=bool(catalog.costs),
            event=self.services.event if event_applies(self.services.event, roster) else None,
        )
        self.app.push_screen(dialog, chosen)
