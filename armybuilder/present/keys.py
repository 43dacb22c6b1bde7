"""The editor's keys, declared once: each action of the build screen with its keys, its short name
on the key bar and what it does. The build screen binds them, its help and command palette list
them, and the editor's advice names a key by the action it does (`{key[links]}` in
`present/advice.py`), read here; "press KEY to ..." is worded here alone (`press`). Plain data, so the words
need no Textual and the engine no view.
"""

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class EditorKey:
    keys: str
    """Textual's names of the keys, comma-separated; the first is the one a player is told to press."""
    action: str
    """The build screen's action, with its arguments: `change_count(1)`."""
    label: str
    """Its short name on the key bar."""
    description: str
    """What it does, in the help and the command palette."""
    show: bool = True
    """Whether the key bar shows it; the help and the palette always do."""
    priority: bool = False
    """Whether it acts as the key arrives, before the focused widget sees it."""

    @property
    def spoken(self) -> str:
        """The first key as a player reads it in advice: '+', 'delete', 'O'."""
        first = self.keys.split(",")[0]
        return _SPOKEN.get(first, first)


_SPOKEN = {"question_mark": "?", "slash": "/", "plus": "+", "minus": "-"}

EDITOR_KEYS: tuple[EditorKey, ...] = (
    EditorKey("question_mark,f1", "help", "Help", "Show every key"),
    # Priority: it acts as `/` arrives, before the keys typed after it are handed on; as an
    # ordinary key it acts only once `/` has bubbled up from the focused widget, and keys
    # already queued behind it go to that widget (where `enter` adds the highlighted entry).
    EditorKey("slash", "focus_filter", "Filter", "Filter the catalog", priority=True),
    # Keys for the highlighted roster entry, shown while the roster (or its entry's detail) has the focus.
    EditorKey("plus,equals_sign", "change_count(1)", "More", "Count one more"),
    EditorKey("minus", "change_count(-1)", "Fewer", "Count one fewer"),
    EditorKey("delete,backspace", "remove", "Remove", "Remove the highlighted entry"),
    EditorKey("g", "make_general", "General", "Make the highlighted element the general"),
    EditorKey("o", "element_options", "Options", "Choose the highlighted element's options"),
    EditorKey(
        "l", "links", "Links", "Choose the units the highlighted element names (what tows or carries it)"
    ),
    EditorKey("r", "rename", "Rename", "Give the highlighted entry a name of its own"),
    EditorKey("b", "declare_base", "Base", "Declare the base you use for the highlighted element"),
    EditorKey(
        "s", "split", "Split", "Split some of the highlighted elements off, to give them options of their own"
    ),
    EditorKey("f", "fix", "Fix", "Fix the problem chosen in the report"),
    EditorKey("c", "copy_text", "Copy", "Copy the list as text, to paste in a post or a chat"),
    EditorKey("ctrl+z", "undo", "Undo", "Undo the last change"),
    EditorKey("ctrl+y", "redo", "Redo", "Redo the change undone last"),
    EditorKey("ctrl+s", "save", "Save", "Save the roster"),
    # A letter, as `O` is: terminals and the browser never deliver ctrl+shift+s as such.
    EditorKey("S", "save_as", "Save as", "Save the roster to another file"),
    EditorKey("p", "print", "Print", "Print to PDF: roster sheet, cards, basing template"),
    EditorKey("d", "download", "Download", "Download the roster file to this device"),
    EditorKey("O", "roster_options", "Roster", "Roster name, player, limit and options"),
    EditorKey("n", "notes", "Notes", "Write the roster's notes"),
    EditorKey("T", "new_element_type", "New type", "New element type: one of your own", show=False),
    EditorKey(
        "E",
        "edit_element_type",
        "Edit type",
        "Edit element type: the highlighted one (a shipped one: your house rule)",
        show=False,
    ),
    EditorKey("q", "quit", "Quit", "Quit, asking first if there are unsaved changes"),
)

KEY_OF: Mapping[str, str] = {key.action: key.spoken for key in EDITOR_KEYS}
"""The key a player is told to press for each action: `KEY_OF["links"]` is 'l'."""


def press(action: str, to: str = "") -> str:
    """'press O to change the roster's options', or 'press f' alone: the one wording of a key a
    player is told to press, and what it does there."""
    return f"press {KEY_OF[action]} to {to}" if to else f"press {KEY_OF[action]}"


def offer(action: str) -> str:
    """'press delete to remove the highlighted entry': the key of an action and what it does."""
    key = next(key for key in EDITOR_KEYS if key.action == action)
    return press(action, f"{key.description[:1].lower()}{key.description[1:]}")
