"""Small questions: pick one of a few answers, or type a line of text."""

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import Dialog, FormDialog, Invalid
from armybuilder.tui.widgets.text_input import TextInput


class ChoiceDialog(Dialog[str]):
    """A message and a row of buttons; `escape` answers `cancel`."""

    def __init__(self, title: str, message: str, choices: list[tuple[str, str]], cancel: str) -> None:
        super().__init__()
        self.title_text = printable(title)
        self.message = printable(message, lines=True)
        self.choices = choices
        self.cancel = cancel

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield Static(self.message, classes="dialog-message", markup=False)
            with Horizontal(classes="dialog-buttons"):
                for number, (answer, label) in enumerate(self.choices):
                    yield Button(
                        label, id=answer, variant="primary" if number == 0 else "default", compact=True
                    )

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    @on(Button.Pressed)
    def _answer(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or self.cancel)

    def action_cancel(self) -> None:
        self.dismiss(self.cancel)


class TextDialog(FormDialog[str]):
    """One line of text; `check` returns what is wrong with it, or '' to accept it."""

    def __init__(
        self,
        title: str,
        label: str,
        value: str,
        check: Callable[[str], str] | None = None,
        *,
        max_length: int = 0,
    ) -> None:
        super().__init__(title)
        self.label = label
        self.value = value
        self.check = check
        self.max_length = max_length
        """The most characters it takes; 0 for no limit."""

    def fields(self) -> ComposeResult:
        yield Label(self.label)
        yield TextInput(self.value, id="text", compact=True, max_length=self.max_length)

    def answer(self) -> str:
        value = self.query_one(TextInput).text
        problem = self.check(value) if self.check else ""
        if problem:
            raise Invalid(problem)
        return value
