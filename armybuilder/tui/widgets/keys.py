"""The key bar: every key the focused part of the screen answers to, each clickable.

Unlike Textual's footer, which cuts off what does not fit on one line, it wraps onto a second
line in a narrow terminal, so every key stays in view.
"""

from collections.abc import Callable
from functools import cache

from textual.actions import parse
from textual.binding import Binding
from textual.content import Content
from textual.dom import DOMNode
from textual.screen import Screen
from textual.style import Style
from textual.widgets import Static

from armybuilder.tui.keys import as_bindings

Placed = Callable[[], list[tuple[DOMNode, Binding]]]
"""The keys that keep their place on the bar, in order, each with the node that binds it."""


class KeyBar(Static):
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: auto;
        background: $panel;
        padding: 0 1;
        link-style: none;
        link-background-hover: $primary;
        link-style-hover: none;
    }
    """

    def __init__(self, placed: Placed | None = None) -> None:
        """`placed`: the keys in their places; by default the screen's own."""
        super().__init__()
        self._placed = placed
        self._width = 0
        self._lines = 0
        self._pressed: list[tuple[DOMNode, str]] = []
        """What a click on each item does: the action, and the node to run it on."""

    def on_resize(self) -> None:
        self._show(self.screen)

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._show)
        self._show(self.screen)

    def _show(self, screen: Screen) -> None:
        if screen is not self.screen:
            return
        items: list[Content] = []
        actions: set[str] = set()
        self._pressed = []
        # Every key of the screen in its own place, dimmed where it does not apply just now (a
        # letter while a text box takes the typing): a key stays where the eye last saw it as the
        # focus moves, so a tap lands on it. A focused widget's own keys follow them.
        bindings = list(screen.active_bindings.values())  # worked out anew on each look
        active = {binding.action: (namespace, enabled) for namespace, binding, enabled, _ in bindings}
        # A key bound beyond the focus (the roster's, while the detail shows its entry) applies
        # where its node says so.
        heard = set(screen.focused.ancestors_with_self) if screen.focused else {screen}
        placed = self._placed() if self._placed else [(screen, b) for b in as_bindings(screen.BINDINGS)]
        for node, binding in placed:
            if not binding.show or binding.action in actions:
                continue
            _, name, parameters = parse(binding.action)
            if (state := node.check_action(name, parameters)) is False:
                continue
            actions.add(binding.action)
            key = self.app.get_key_display(binding.with_key(binding.key.split(",")[0]))
            enabled = active.get(binding.action, (screen, False))[1] if node in heard else state is True
            items.append(self._item(key, binding.description, node, binding.action, enabled))
        for namespace, binding, enabled, _ in bindings:
            if not binding.show or binding.action in actions or namespace in (screen, screen.app):
                continue
            actions.add(binding.action)
            key = self.app.get_key_display(binding)
            items.append(self._item(key, binding.description, namespace, binding.action, enabled))
        if self.app.ENABLE_COMMAND_PALETTE:
            key = self.app.get_key_display(Binding(self.app.COMMAND_PALETTE_BINDING, ""))
            items.append(self._item(key, "Commands", self.app, "command_palette", True))
        # Before its first layout the bar has no size of its own: it spans the screen.
        width = self.scrollable_content_region.width or self.screen.size.width - self.styles.gutter.width
        rows = _rows(items, width)
        # Keep the height the most keys needed at this width, so moving the focus does not
        # shift every pane up or down a line.
        if width != self._width:
            self._width, self._lines = width, 0
        lines = max(self._lines, len(rows))
        if lines != self._lines:
            self._lines = lines
            self.styles.height = lines
            # Notifications stand above the keys rather than over them, so every key stays tappable.
            for rack in screen.query("#textual-toastrack"):
                rack.styles.margin = (0, 0, lines, 0)
        self.update(Content("\n").join(Content("  ").join(row) for row in rows), layout=False)

    def _item(self, key: str, description: str, node: DOMNode, action: str, enabled: bool) -> Content:
        self._pressed.append((node, action))
        return _item(key, description, f"press({len(self._pressed) - 1})", enabled)

    async def action_press(self, item: int) -> None:
        """A click on a key: its action, on the node that binds it, as the key would."""
        node, action = self._pressed[item]
        await self.app.run_action(action, node)


def _rows(items: list[Content], width: int) -> list[list[Content]]:
    """The items in rows that fit `width`, never breaking one (a key stays beside its description)."""
    rows: list[list[Content]] = [[]]
    used = 0
    for item in items:
        needed = item.cell_length + (2 if rows[-1] else 0)
        if rows[-1] and width and used + needed > width:
            rows.append([])
            used, needed = 0, item.cell_length
        rows[-1].append(item)
        used += needed
    return rows


@cache  # the bar is drawn again whenever the focus or the keys that apply change
def _item(key: str, description: str, action: str, enabled: bool) -> Content:
    item = Content.assemble((key, "bold $footer-key-foreground"), f" {description}")
    item = item.stylize(Style.from_meta({"@click": action}))
    return item if enabled else item.stylize("dim")
