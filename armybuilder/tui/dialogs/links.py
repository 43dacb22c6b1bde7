"""A unit's links: for each kind (towed by, carried by), the unit it names, or none.

The choices are the roster's units the catalog lets serve it; one too small for it is marked,
and the engine reports the problem if it is chosen anyway.
"""

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Label, RadioSet

from armybuilder.engine.links import LinkChoice, Target
from armybuilder.engine.where import Where
from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import FormDialog
from armybuilder.tui.widgets.toggles import Choice, Choices

Chosen = dict[str, Where | None]
"""Link id -> the `where` of the unit it names, or None for no link."""


def target_label(target: Target) -> str:
    unit_id = f" #{target.unit_id}" if target.unit_id else ""
    return printable(f"{target.title}{unit_id}") + ("" if target.fits else " (too small for it)")


class LinksDialog(FormDialog[Chosen]):
    BOX = "dialog wide"
    CHECKED = False

    def __init__(self, title: str, choices: tuple[LinkChoice, ...]) -> None:
        super().__init__(title)
        self.choices = choices

    def fields(self) -> ComposeResult:
        with VerticalScroll(classes="dialog-body"):
            for choice in self.choices:
                yield Label(choice.name, classes="field-label", markup=False)
                with Choices(compact=True):
                    yield Choice("None", value=choice.current is None)
                    for target in choice.targets:
                        current = choice.current is not None and target.unit_id == choice.current
                        yield Choice(target_label(target), value=current)
                if not choice.targets:
                    yield Label("No unit in the roster can serve; add one first.", classes="note")

    def on_mount(self) -> None:
        self.query(RadioSet).first().focus()

    def answer(self) -> Chosen:
        found: Chosen = {}
        for choice, radio_set in zip(self.choices, self.query(RadioSet), strict=True):
            index = radio_set.pressed_index
            if index < 0:
                continue  # names a unit that is not in the roster: left as written
            found[choice.id] = choice.targets[index - 1].where if index else None
        return found
