"""What the build screen offers: which of its keys apply just now, and the help and the command
palette that list them."""

from functools import partial
from typing import TYPE_CHECKING

from textual.actions import parse
from textual.binding import Binding, BindingType

from armybuilder.editing import operations as op
from armybuilder.engine.index import index_of
from armybuilder.schema.roster import ElementEntry
from armybuilder.tui import importing
from armybuilder.tui.commands import Command
from armybuilder.tui.screens.build_host import BuildHost
from armybuilder.tui.widgets.catalog import CatalogList
from armybuilder.tui.widgets.detail import DetailPane
from armybuilder.tui.widgets.roster import RosterTable

if TYPE_CHECKING:
    from armybuilder.tui.screens.help import Section

ENTRY_ACTIONS = {
    "change_count",
    "remove",
    "make_general",
    "element_options",
    "links",
    "rename",
    "declare_base",
    "split",
}
"""Actions on the highlighted roster entry: offered while the roster, or the detail pane showing
that entry, has the focus."""


ELEMENT_ACTIONS = {"change_count", "element_options", "links", "declare_base", "split"}
"""Actions offered on an element only. `g` stays on for a formation too, to say what can be the general."""


def as_bindings(bindings: list[BindingType]) -> list[Binding]:
    """The keys of a screen or widget; ours are all `Binding`s, which textual's type does not know."""
    return [b for b in bindings if isinstance(b, Binding)]


class KeyOffers:
    """Mixed into the build screen, whose BINDINGS are the editor's keys."""

    def _refresh_keys(self: BuildHost) -> None:
        """Redraw the footer's keys, but only when which of them apply has changed."""
        state = tuple(self.check_action(parse(b.action)[1], ()) for b in as_bindings(self.BINDINGS))
        if state != self._key_state:
            self._key_state = state
            self.refresh_bindings()

    def check_action(self: BuildHost, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return bool(self.editor.document.past) or None
        if action == "redo":
            return bool(self.editor.document.future) or None
        if action == "download":
            return self._offered(action)
        if action not in ENTRY_ACTIONS:
            return True
        if not self._offered(action):
            return False
        if not self._on_roster_entry():
            return None  # shown dimmed, so the key bar never moves under a finger as the focus does
        at = self.highlighted
        if at is None:
            return action == "rename" or None
        entry = op.entry_at(self.editor.document.roster, at)
        if action == "links" and isinstance(entry, ElementEntry):
            return self._may_link(entry.element) or None
        if action in ELEMENT_ACTIONS:
            return isinstance(entry, ElementEntry) or None
        return True

    def _on_roster_entry(self: BuildHost) -> bool:
        """Whether the focus is on the highlighted roster entry: in the roster, or in the detail
        pane while it shows that entry (not one of the catalog's)."""
        focused = self.focused
        return isinstance(focused, RosterTable) or (
            isinstance(focused, DetailPane) and self._showing[0] == "roster"
        )

    def _offered(self: BuildHost, action: str) -> bool:
        """Whether the action applies here: links or a general only where the game system has them,
        a download only in a browser."""
        catalog = self.editor.document.catalog
        offered = {
            "links": bool(catalog.links),
            "make_general": catalog.general is not None,
            "download": self.services.browser,
        }
        return offered.get(action, True)

    def _may_link(self: BuildHost, element_id: str) -> bool:
        catalog = self.editor.document.catalog
        ix = index_of(catalog)
        element = ix.resolve_element(element_id)
        return element is not None and any(ix.matches(rule.units, element) for rule in catalog.links)

    def action_help(self: BuildHost) -> None:
        from armybuilder.tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.help_sections()))

    def help_sections(self: BuildHost) -> list["Section"]:
        def keys(bindings: list[Binding]) -> list[tuple[str, str]]:
            return [
                (", ".join(self.app.get_key_display(b.with_key(k)) for k in b.key.split(",")), b.tooltip)
                for b in bindings
                if b.tooltip
            ]

        offered = [b for b in as_bindings(self.BINDINGS) if self._offered(parse(b.action)[1])]
        screen_keys = [b for b in offered if parse(b.action)[1] not in ENTRY_ACTIONS]
        entry_keys = [b for b in offered if parse(b.action)[1] in ENTRY_ACTIONS]
        palette = self.app.get_key_display(Binding(self.app.COMMAND_PALETTE_BINDING, ""))
        return [
            (
                "Anywhere",
                [
                    ("tab, shift+tab", "Move between the panes: catalog, roster, detail, report"),
                    *keys(screen_keys),
                    (palette, "Command palette: every action, and add by name"),
                ],
            ),
            (
                "Catalog",
                [
                    *keys(as_bindings(CatalogList.BINDINGS)),
                    ("enter", "Add the highlighted entry (in the filter: the top match)"),
                ],
            ),
            ("Roster (while it or the detail has the focus: the highlighted entry)", keys(entry_keys)),
        ]

    def commands(self: BuildHost) -> list[Command]:
        catalog = self.editor.document.catalog
        cost_type = catalog.costs[0].id if catalog.costs else ""
        found: list[Command] = []
        for binding in as_bindings(self.BINDINGS):
            _, name, parameters = parse(binding.action)
            if self.check_action(name, parameters) is True:
                key = self.app.get_key_display(binding.with_key(binding.key.split(",")[0]))
                help_text = f"{binding.description} · key: {key}"
                found.append((binding.tooltip, help_text, partial(self.run_action, binding.action)))
        found.append((importing.TITLE, importing.HELP, self.action_import_text))
        found += [
            (
                f"Add {entry.name}",
                f"{entry.group}{f', {entry.cost} {cost_type}' if entry.cost else ''}",
                partial(self.add, entry.kind, entry.id),
            )
            for entry in self.entries
        ]
        return found
