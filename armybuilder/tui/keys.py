"""The editor's keys (`present/keys.py`) as Textual bindings, each bound by the part of the editor
that answers it: the roster table its keys for the highlighted entry, the build screen every
other, so they are heard wherever the focus is."""

from collections.abc import Collection

from textual.actions import parse
from textual.binding import Binding, BindingType

from armybuilder.present.keys import EDITOR_KEYS


def editor_bindings(actions: Collection[str], *, leave_out: bool = False) -> list[BindingType]:
    """The editor's keys for `actions` (with `leave_out`, for every other action), in the table's order."""
    return [
        Binding(
            key.keys, key.action, key.label, tooltip=key.description, show=key.show, priority=key.priority
        )
        for key in EDITOR_KEYS
        if (parse(key.action)[1] in actions) != leave_out
    ]


def as_bindings(bindings: list[BindingType]) -> list[Binding]:
    """The keys of a screen or widget; ours are all `Binding`s, which textual's type does not know."""
    return [b for b in bindings if isinstance(b, Binding)]
