"""What every dialog shares: a box over the dimmed editor that escape cancels, and for a form its
title, the line that says what is wrong, its buttons, and what enter does.

Enter means one thing in every form: in a one-line field it submits, as the primary button does;
in a text box it starts a new line, on a choice it chooses and on a button it presses it.
"""

from typing import ClassVar, TypeVar

from textual import on
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label

from armybuilder.terminal import printable

T = TypeVar("T")


class Dialog(ModalScreen[T]):
    """A box in the middle of the dimmed screen, styled by `dialogs.tcss`; escape answers None."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def dismiss(self, result: T | None = None) -> AwaitComplete:
        """Answer, once: Textual's dismiss closes whatever screen is on top, so an answer given
        again in a moment (enter pressed twice) would close the editor beneath."""
        if not self.is_active:
            return AwaitComplete.nothing()
        return super().dismiss(result)

    def action_cancel(self) -> None:
        self.dismiss(None)


class Invalid(Exception):
    """What is wrong with a form's answer, said for the player: shown above its buttons, and the
    form stays open."""


class FormDialog(Dialog[T]):
    """A title, the fields a subclass composes, and a primary button (`SUBMIT`) beside Cancel.
    Submitting answers `answer()`, or shows what is wrong with it; Cancel and escape answer None."""

    SUBMIT: ClassVar[tuple[str, str]] = ("ok", "OK")
    """The primary button's id and label."""
    BOX: ClassVar[str] = "dialog"
    """The box's classes: `dialog wide` for a wide one."""
    CHECKED: ClassVar[bool] = True
    """Whether an answer can be wrong, so the form keeps a line above its buttons to say why."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title_text = printable(title)

    def compose(self) -> ComposeResult:
        with Vertical(classes=self.BOX):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield from self.fields()
            if self.CHECKED:
                yield Label("", classes="dialog-error")
            submit, label = self.SUBMIT
            with Horizontal(classes="dialog-buttons"):
                yield Button(label, id=submit, variant="primary", compact=True)
                yield Button("Cancel", id="cancel", compact=True)

    def fields(self) -> ComposeResult:
        """The form's fields, between its title and its buttons."""
        raise NotImplementedError

    def answer(self) -> T:
        """The answer as the form is filled in; raises `Invalid` to say what is wrong with it."""
        raise NotImplementedError

    def action_submit(self) -> None:
        try:
            answer = self.answer()
        except Invalid as problem:
            self.query_one(".dialog-error", Label).update(str(problem))
            return
        self.dismiss(answer)

    @on(Input.Submitted)
    def _entered(self) -> None:
        self.action_submit()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel":
            self.action_cancel()
        else:
            self.action_submit()
