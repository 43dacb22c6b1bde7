"""The base a player actually uses for an entry: width and depth in mm and the figures on it,
which the engine checks against the rules' basing convention."""

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Static

from armybuilder.engine.words import yaml_value
from armybuilder.schema.roster import DeclaredBase
from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import FormDialog, Invalid

FIELDS = (("width", "Width (mm)"), ("depth", "Depth (mm)"), ("figures", "Figures"))
MOST = 10_000
"""The largest size (mm) or number of figures the dialog takes: a base beyond it is a slip."""


class DeclaredBaseDialog(FormDialog[DeclaredBase]):
    """Answers the base as typed; every field empty answers an empty base (the rules' own).
    Escape answers None: nothing changes."""

    def __init__(self, title: str, rules: str, base: DeclaredBase | None) -> None:
        super().__init__(title)
        self.rules = printable(rules)
        """The rules' base for the element, in words, to type against."""
        self.base = base or DeclaredBase()

    def fields(self) -> ComposeResult:
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

    def answer(self) -> DeclaredBase:
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
                raise Invalid(f"{label}: {text!r} is not {what}.")
            values[name] = int(number) if number.is_integer() else number
        return DeclaredBase.model_validate(values)
