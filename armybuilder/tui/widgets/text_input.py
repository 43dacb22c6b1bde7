"""A text box for text that came from a file: shown safely, given back exactly."""

from typing import Any

from textual.widgets import Input

from armybuilder.terminal import printable


class TextInput(Input):
    """An Input whose starting text shows control characters written out (`\\x1b`), so a name
    from a hostile file cannot act on the terminal; `text` is that starting text exactly as it
    was unless the player changed it."""

    def __init__(self, value: str = "", **kwargs: Any) -> None:
        self.original = value
        super().__init__(printable(value), **kwargs)

    @property
    def text(self) -> str:
        return self.original if self.value == printable(self.original) else self.value
