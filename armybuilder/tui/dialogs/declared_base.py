"""The base a player actually uses for an entry: width and depth in mm and the figures on it,
which the engine checks against the rules' basing convention."""

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from armybuilder.schema.roster import DeclaredBase
from armybuilder.terminal import printable
from armybuilder.words import yaml_value

FIELDS = (("width", "Width (mm)"), ("depth", "Depth (mm)"), ("figures", "Figures"))
MOST = 10_000
"""The largest size (mm) or number of figures the dialog takes: a base beyond it is a slip."""


class DeclaredBaseDialog(ModalScreen[DeclaredBase | None]):
    """Answers the base as typed; every field empty answers an empty base (the rules' own).
    Escape answers None: nothing changes."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, rules: str, base: DeclaredBase | None) -> None:
        super().__init__()
        self.title_text = printable(title)
        self.rules = printable(rules)
        """The rules' base for the element, in words, to type against."""
        self.base = base or DeclaredBase()

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield Static(self.rules, classes="note", markup=False)
            with Horizontal(classes="base-fields"):
                for name, label in FIELDS:
                    value = getattr(self.base, name)
                    with Vertical():
                        yield Label(label, classes="field-label")
                        yield Input(
                            "" if value is None else yaml_value(value),
                            id=name,
                            type="integer" if name == "figures" else "number",
                            placeholder="empty",
                            compact=True,
                        )
            yield Label("Leave all three empty to use the rules' base.", classes="dialog-help")
            yield Label("", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("OK", id="ok", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    @on(Input.Submitted)
    @on(Button.Pressed, "#ok")
    def _accept(self) -> None:
        values: dict[str, float | int] = {}
        for name, label in FIELDS:
            text = self.query_one(f"#{name}", Input).value.strip()
            if not text:
                continue
            try:
                number = float(text)
            except ValueError:
                number = -1.0
            least = 0 if name == "figures" else 1e-9
            if not number >= least or number > MOST or (name == "figures" and not number.is_integer()):
                what = (
                    f"a whole number, 0 to {MOST:,}"
                    if name == "figures"
                    else f"a number of mm, more than 0 and at most {MOST:,}"
                )
                self.query_one(".dialog-error", Label).update(f"{label}: {text!r} is not {what}.")
                return
            values[name] = int(number) if number.is_integer() else number
        self.dismiss(DeclaredBase.model_validate(values))

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
