"""The detail pane: everything about the highlighted catalog or roster entry.

Drawn line by line, so showing another entry as the cursor moves redraws this pane alone rather
than laying out the whole screen again.
"""

from textual.content import Content
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual


class DetailPane(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    DetailPane { padding: 0 1; overflow-x: hidden; scrollbar-size-vertical: 1; scrollbar-gutter: stable; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = Content()
        self._strips: list[Strip] = []

    def show(self, text: Content | str) -> None:
        text = text if isinstance(text, Content) else Content(text)
        if text == self.text and text.spans == self.text.spans:
            return  # the same entry, unchanged: keep the place it was scrolled to
        self.text = text
        self._wrap()
        self.scroll_home(animate=False, immediate=True)

    def on_resize(self) -> None:
        self._wrap()

    def _wrap(self) -> None:
        width = self.scrollable_content_region.width
        self._strips = (
            Visual.to_strips(self, self.text, width, None, self.visual_style, pad=True) if width else []
        )
        self.virtual_size = Size(0, len(self._strips))
        self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        self._base = self.rich_style  # worked out once per redraw, not per line
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        index = y + round(self.scroll_offset.y)
        width = self.scrollable_content_region.width
        if index < len(self._strips):
            return self._strips[index].adjust_cell_length(width, self._base)
        return Strip.blank(width, self._base)
