"""Radio buttons and checkboxes whose mark shows the choice without colour: ● or ○, X or blank.

Textual draws the same mark whether a box is ticked or not and tells them apart by colour only,
which a monochrome terminal, a screen reader of the text, or a colour-blind player cannot see.
"""

from textual.widgets import Checkbox, RadioButton, RadioSet


class Choice(RadioButton):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # textual's constant, read at each draw
        return "●" if self.value else "○"


class Tick(Checkbox):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # textual's constant, read at each draw
        return "X" if self.value else " "


class Choices(RadioSet):
    """A radio set whose cursor starts on the current choice, so arrows and space move from there."""

    def on_mount(self) -> None:
        self.call_after_refresh(self._start_on_choice)

    def _start_on_choice(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index
