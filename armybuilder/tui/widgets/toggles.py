"""Radio buttons, checkboxes and lists of them whose mark shows the choice without colour: ● or ○,
X or blank.

Textual draws the same mark whether a box is ticked or not and tells them apart by colour only,
which a monochrome terminal, a screen reader of the text, or a colour-blind player cannot see.
"""

from rich.segment import Segment
from textual.binding import Binding
from textual.strip import Strip
from textual.widgets import Button, Checkbox, RadioButton, RadioSet, SelectionList
from textual.widgets.option_list import OptionDoesNotExist


class Choice(RadioButton):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # textual's constant, read at each draw
        return "●" if self.value else "○"


class Tick(Checkbox, inherit_bindings=False):
    """Space ticks it; Enter does what the dialog's main button does, as in a form: Textual's Enter
    ticked it too, so an Enter meant to print unticked what the player had ticked."""

    BINDINGS = [
        Binding("space", "toggle_button", "Toggle", show=False),
        Binding("enter", "submit", "Submit", show=False),
    ]

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # textual's constant, read at each draw
        return "X" if self.value else " "

    def action_submit(self) -> None:
        for button in self.screen.query("Button.-primary").results(Button):
            button.press()
            return


class Choices(RadioSet):
    """A radio set whose cursor starts on the current choice, so arrows and space move from there."""

    def on_mount(self) -> None:
        self.call_after_refresh(self._start_on_choice)

    def _start_on_choice(self) -> None:
        if self.pressed_index >= 0:
            self._selected = self.pressed_index


class Ticks(SelectionList[str]):
    """A list of boxes to tick: Textual draws the same 'X' in each, ticked or not."""

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        try:
            value = self.get_option_at_index(round(self.scroll_offset.y) + y).value
        except OptionDoesNotExist:
            return line
        # The box is drawn as its left side, its mark, its right side, then the prompt.
        left, mark, *rest = list(line)
        return Strip(
            [left, Segment("X" if value in self.selected else " ", mark.style), *rest], line.cell_length
        )
