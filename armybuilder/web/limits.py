"""What `armybuilder serve` takes from a browser, bounded: each limit is in the README's
"In a web browser", and a client past one gets a message, never a server that grows without end."""

from dataclasses import dataclass

MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    columns: int = 400
    """Widest terminal a tab may ask for, in cells (a 4K screen at a small font is about 400)."""
    rows: int = 150
    """Tallest terminal a tab may ask for, in cells."""
    message: int = 16 * 1024
    """Largest message a tab may send, in bytes: keys and pastes, never a file. Each character
    is a key event for the editor, so this also bounds the work one message makes."""
    tabs: int = 50
    """Editors running at once; one tab more gets a page saying the server is full."""
    tab_memory: int = 400 * MIB
    """Memory one tab's editor may use; past it the editor is stopped and the tab told why."""

    def size(self, width: object, height: object) -> tuple[int, int] | None:
        """A terminal size within bounds, or None when the client sent no usable numbers."""
        if not isinstance(width, int) or not isinstance(height, int) or bool in (type(width), type(height)):
            return None
        return max(1, min(width, self.columns)), max(1, min(height, self.rows))
