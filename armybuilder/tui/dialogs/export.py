"""The print dialog behind `p`: what to print, on which layout, and to which file."""

from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.widgets import Button, Checkbox, Label, RadioSet

from armybuilder.engine.words import sentence
from armybuilder.tui.dialogs.form import FormDialog, Invalid
from armybuilder.tui.widgets.text_input import TextInput
from armybuilder.tui.widgets.toggles import Choice, Choices, Tick

if TYPE_CHECKING:  # the PDF package loads reportlab, which the editor loads on its first print
    from armybuilder.pdf import Part

PARTS: "dict[Part, str]" = {
    "roster": "Roster sheet",
    "cards": "Reference cards",
    "basing": "Basing template (print it at 100 %)",
}
TEMPLATE = "template-"
"""Before a page layout's name, its choice's id: the dialog reads the layout from the id, not the words shown."""


@dataclass(frozen=True)
class Export:
    """What the player chose: the parts of the roster PDF, quick-reference sheets beside it or not."""

    parts: "tuple[Part, ...]"
    reference: bool
    template: str
    path: Path

    @property
    def reference_path(self) -> Path:
        return self.path.with_name(f"{self.path.stem}-reference.pdf")


class ExportDialog(FormDialog[Export]):
    SUBMIT = ("print", "Print")

    def __init__(
        self,
        suggested: str,
        templates: dict[str, str],
        default: str,
        path_for: Callable[[str], Path],
        *,
        file_label: str = "File",
        ticked: Collection[str] = tuple(PARTS),
    ) -> None:
        """`ticked`: the parts offered ticked (the basing template only where there are bases to size)."""
        super().__init__("Print to PDF")
        self.ticked = ticked
        self.suggested = suggested
        self.file_label = file_label
        self.templates = templates
        self.default = default
        self.path_for = path_for

    def fields(self) -> ComposeResult:
        yield Label("What", classes="field-label")
        for part, label in PARTS.items():
            yield Tick(label, part in self.ticked, id=f"part-{part}", compact=True)
        yield Tick("Quick-reference sheets for this roster, in a second file", id="reference", compact=True)
        yield Label("Page layout", classes="field-label")
        with Choices(id="template", compact=True):
            for name, title in self.templates.items():
                yield Choice(title, name == self.default, id=f"{TEMPLATE}{name}")
        yield Label(self.file_label, classes="field-label")
        yield TextInput(self.suggested, id="file", compact=True)

    def on_mount(self) -> None:
        self.query_one("#print", Button).focus()

    def answer(self) -> Export:
        parts = tuple(part for part in PARTS if self.query_one(f"#part-{part}", Checkbox).value)
        reference = self.query_one("#reference", Checkbox).value
        text = self.query_one("#file", TextInput).text.strip()
        problem = ""
        if not parts and not reference:
            problem = "Choose something to print."
        elif not text.lower().endswith(".pdf"):
            problem = "Give a file name ending in .pdf."
        try:
            path = self.path_for(text)
        except ValueError as error:
            problem = problem or f"{sentence(str(error))}."
        if problem:
            raise Invalid(problem)
        chosen = self.query_one(RadioSet).pressed_button
        template = chosen.id.removeprefix(TEMPLATE) if chosen and chosen.id else self.default
        return Export(parts, reference, template, path)
