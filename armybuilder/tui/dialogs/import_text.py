"""Import a list from text: a box to paste a list into (a forum post, an e-mail, our Markdown)."""

from textual import events
from textual.app import ComposeResult
from textual.widgets import Label, TextArea

from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import FormDialog, Invalid
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


class ImportTextDialog(FormDialog[str]):
    """Gives back the text pasted (or typed) in, or None."""

    SUBMIT = ("import", "Import")
    BOX = "dialog wide"

    def __init__(self) -> None:
        super().__init__("Import a list from text")

    def fields(self) -> ComposeResult:
        yield Label(
            "Paste a list from a forum post, an e-mail or armybuilder's own copy (c):", id="list-help"
        )
        yield ListBox(id="list-text", soft_wrap=True, show_line_numbers=False)

    def on_mount(self) -> None:
        self.query_one(ListBox).focus()

    def answer(self) -> str:
        text = self.query_one(ListBox).text
        if not text.strip():
            raise Invalid("Paste a list into the box first.")
        return text
