"""Pick one of a list: the entry a fix should use, where more than one would do."""

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from armybuilder.tui.dialogs.form import Dialog


class PickDialog(Dialog[str]):
    """A title and a list; enter picks the highlighted item, `escape` picks nothing."""

    def __init__(self, title: str, choices: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield OptionList(*(Option(label, id=value) for value, label in self.choices), compact=True)
            yield Label("enter: choose · escape: cancel", classes="dialog-help")

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)
