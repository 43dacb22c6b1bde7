"""The element type form: a new element type of the player's own, or a change to one (on a shipped
type, a house rule). Its fields are the catalog's, laid out by `armybuilder.tui.element_form`; what
was typed is checked there and by loading the catalog it would make, before anything is written.
"""

from collections.abc import Callable
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, SelectionList, Static

from armybuilder.schema.catalog import Catalog
from armybuilder.tui.element_form import FormField, Problem, Value
from armybuilder.tui.element_form import fields as form_fields
from armybuilder.tui.widgets.text_input import TextInput
from armybuilder.tui.widgets.toggles import Ticks

MAX_SHOWN_PROBLEMS = 3

Check = Callable[[dict[str, Value]], list[Problem]]
"""What is wrong with the form's values (nothing: they were saved)."""


class ElementTypeForm(ModalScreen[bool]):
    """Dismissed with True once `save` accepted the values, False when cancelled."""

    CSS_PATH = ["../dialogs/dialogs.tcss", "element_type.tcss"]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (60, "-wide")]
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("ctrl+s", "save", "Save", priority=True),
    ]

    def __init__(
        self, title: str, note: str, catalog: Catalog, start: dict[str, Value], save: Check, *, new: bool
    ) -> None:
        super().__init__()
        self.title_text = title
        self.note = note
        self.fields = form_fields(catalog, new=new)
        self.start = start
        self.save = save
        self.ids = {spec.key: f"field-{number}" for number, spec in enumerate(self.fields)}

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide", id="element-type"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            with VerticalScroll(classes="dialog-body"):
                yield Static(self.note, classes="note", markup=False)
                section = ""
                for spec in self.fields:
                    if spec.section != section:
                        section = spec.section
                        yield Label(section, classes="form-section", markup=False)
                    yield from self._field(spec)
            yield Label("", classes="dialog-error", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save", id="save", variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def _field(self, spec: FormField) -> ComposeResult:
        """A label beside its field (above it, on a narrow screen), and the field's hint below."""
        value = self.start.get(spec.key, "")
        field_id = self.ids[spec.key]
        with Horizontal(classes="form-row"):
            yield Label(spec.label + (" *" if spec.required else ""), classes="field-label", markup=False)
            if spec.kind == "many":
                picked = value if isinstance(value, tuple) else ()
                yield Ticks(
                    *((shown, choice, choice in picked) for choice, shown in spec.choices),
                    id=field_id,
                    compact=True,
                )
            elif spec.kind == "choice":
                choices = [(shown, choice) for choice, shown in spec.choices]
                known = {choice for choice, _ in spec.choices}
                current = value if isinstance(value, str) and value in known else spec.choices[0][0]
                yield Select(choices, value=current, allow_blank=False, id=field_id, compact=True)
            else:
                text = value if isinstance(value, str) else ""
                placeholder = "empty: unknown" if spec.key.startswith("stat:") else ""
                yield TextInput(text, id=field_id, compact=True, placeholder=placeholder, max_length=400)
        if spec.hint:
            yield Static(spec.hint, classes="note form-hint", markup=False)

    def on_mount(self) -> None:
        self.query_one(f"#{self.ids[self.fields[0].key]}").focus()

    def values(self) -> dict[str, Value]:
        out: dict[str, Value] = {}
        for spec in self.fields:
            widget: Widget = self.query_one(f"#{self.ids[spec.key]}")
            if isinstance(widget, SelectionList):
                out[spec.key] = tuple(str(v) for v in widget.selected)
            elif isinstance(widget, Select):
                selection: Any = widget.selection
                out[spec.key] = selection if isinstance(selection, str) else ""
            elif isinstance(widget, TextInput):
                out[spec.key] = widget.text
            elif isinstance(widget, Input):
                out[spec.key] = widget.value
        return out

    @on(Input.Submitted)
    @on(Button.Pressed, "#save")
    def action_save(self) -> None:
        problems = self.save(self.values())
        for widget in self.query(".-problem"):
            widget.remove_class("-problem")
        if not problems:
            self.dismiss(True)
            return
        shown = [str(problem) for problem in problems[:MAX_SHOWN_PROBLEMS]]
        if len(problems) > MAX_SHOWN_PROBLEMS:
            shown.append(f"… and {len(problems) - MAX_SHOWN_PROBLEMS} more")
        self.query_one(".dialog-error", Label).update("\n".join(shown))
        for problem in problems:
            if problem.key in self.ids:
                self.query_one(f"#{self.ids[problem.key]}").add_class("-problem")
        first = problems[0].key
        if first in self.ids:
            self.query_one(f"#{self.ids[first]}").focus()

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(False)
