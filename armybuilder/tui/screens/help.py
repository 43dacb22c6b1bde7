"""The help screen: every key, built from the bindings themselves so it cannot fall behind them."""

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Button, Label, Static

from armybuilder.tui.dialogs.form import Dialog

Section = tuple[str, list[tuple[str, str]]]

ABOUT = (
    "Every change is checked at once; the report lists what breaks the rules, and choosing a "
    "problem jumps to the entry it is about. Everything works with the mouse too: click an entry "
    "to highlight it, double-click a catalog entry to add it, click a key in the footer to use it.\n"
    "Saving keeps the previous file as NAME.yaml.bak. Unsaved changes are copied aside every few "
    "seconds and offered back if armybuilder stops before you save; the roster file itself is only "
    "written when you save."
)


class HelpScreen(Dialog[None]):
    CSS_PATH = "../dialogs/dialogs.tcss"
    BINDINGS = [Binding("question_mark,q,f1", "cancel", "Close")]

    def __init__(self, sections: list[Section], about: str = ABOUT) -> None:
        super().__init__()
        self.sections = sections
        self.about = about

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("Keys", classes="dialog-title")
            with VerticalScroll(classes="dialog-body"):
                width = max(len(key) for _, keys in self.sections for key, _ in keys)
                for title, keys in self.sections:
                    yield Label(title, classes="field-label")
                    # A row a key, so a long description wraps beside its key, not under it.
                    for key, text in keys:
                        with Horizontal(classes="help-row"):
                            yield Static(Content.styled(key, "bold"), classes="help-key").set_styles(
                                f"width: {width + 2};"
                            )
                            yield Static(text, markup=False, classes="help-text")
                yield Label("", classes="field-label")
                yield Static(self.about, markup=False, classes="note")
            # A button, not only the escape key: a phone's keyboard has no escape.
            with Horizontal(classes="dialog-buttons"):
                yield Button("Close (esc)", id="close", variant="primary", compact=True)

    @on(Button.Pressed, "#close")
    def _close(self) -> None:
        self.dismiss()
