"""The roster's notes: free text over several lines, saved in the roster file."""

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Label, TextArea

from armybuilder.schema.roster import MAX_NOTES
from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import FormDialog, Invalid


class NotesDialog(FormDialog[str]):
    """`ctrl+s` or OK keeps the notes (enter starts a new line); escape leaves them as they were."""

    SUBMIT = ("ok", "OK (ctrl+s)")
    BOX = "dialog wide"
    BINDINGS = [Binding("ctrl+s", "submit", "Keep", priority=True)]

    def __init__(self, title: str, notes: str) -> None:
        super().__init__(title)
        self.original = notes
        """The notes as the file has them; a text area shows them with control characters written out."""

    def fields(self) -> ComposeResult:
        yield Label(
            "Anything to keep with the list: a theme, a scenario, what to paint next.", classes="dialog-help"
        )
        yield TextArea(printable(self.original, lines=True), id="notes", soft_wrap=True)

    def on_mount(self) -> None:
        area = self.query_one(TextArea)
        area.focus()
        area.move_cursor(area.document.end)

    def answer(self) -> str:
        text = self.query_one(TextArea).text
        if text == printable(self.original, lines=True):
            text = self.original
        if len(text.strip()) > MAX_NOTES:
            raise Invalid(f"Notes hold at most {MAX_NOTES:,} characters; these have {len(text.strip()):,}.")
        return text
