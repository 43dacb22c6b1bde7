"""Import a list from text: a box to paste a list into (a forum post, an e-mail, our Markdown)."""

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, TextArea

from armybuilder.terminal import printable
from armybuilder.tui.pasting import too_large


def shown_text(text: str) -> str:
    """Pasted text as the box holds it: line ends made one, tabs spaces, and any other control
    character written out (`\\x1b`), so nothing pasted can act on the terminal."""
    return printable(text.replace("\r\n", "\n").replace("\r", "\n").expandtabs(4), lines=True)


class ListBox(TextArea):
    """The text box: a paste over a file's size limits is refused whole, with a word."""

    async def _on_paste(self, event: events.Paste) -> None:
        event.prevent_default()  # TextArea's own handler would insert the text as it came
        event.stop()
        problem = too_large(self.text + event.text)
        if problem:
            self.notify(problem, severity="error")
            return
        await super()._on_paste(events.Paste(shown_text(event.text)))


class ImportTextDialog(ModalScreen[str | None]):
    """Gives back the text pasted (or typed) in, or None."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("Import a list from text", classes="dialog-title")
            yield Label(
                "Paste a list from a forum post, an e-mail or armybuilder's own copy (c):", id="list-help"
            )
            yield ListBox(id="list-text", soft_wrap=True, show_line_numbers=False)
            yield Label("", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Import", id="import", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(ListBox).focus()

    @on(Button.Pressed, "#import")
    def _import(self) -> None:
        text = self.query_one(ListBox).text
        if not text.strip():
            self.query_one(".dialog-error", Label).update("Paste a list into the box first.")
            return
        self.dismiss(text)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
