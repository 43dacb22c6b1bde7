"""The roster's notes: free text over several lines, saved in the roster file."""

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, TextArea

from armybuilder.schema.roster import MAX_NOTES
from armybuilder.terminal import printable


class NotesDialog(ModalScreen[str | None]):
    """`ctrl+s` or OK keeps the notes (enter starts a new line); escape leaves them as they were."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "keep", "Keep", priority=True),
    ]

    def __init__(self, title: str, notes: str) -> None:
        super().__init__()
        self.title_text = printable(title)
        self.original = notes
        """The notes as the file has them; a text area shows them with control characters written out."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield Label(
                "Anything to keep with the list: a theme, a scenario, what to paint next.",
                classes="dialog-help",
            )
            yield TextArea(printable(self.original, lines=True), id="notes", soft_wrap=True)
            yield Label("", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK (ctrl+s)", id="ok", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def on_mount(self) -> None:
        area = self.query_one(TextArea)
        area.focus()
        area.move_cursor(area.document.end)

    @on(Button.Pressed, "#ok")
    def action_keep(self) -> None:
        text = self.query_one(TextArea).text
        if text == printable(self.original, lines=True):
            text = self.original
        if len(text.strip()) > MAX_NOTES:
            problem = f"Notes hold at most {MAX_NOTES:,} characters; these have {len(text.strip()):,}."
            self.query_one(".dialog-error", Label).update(problem)
            return
        self.dismiss(text)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
