"""A row of boxes to tick during play, with the boxes where something happens marked."""

from collections.abc import Collection

from reportlab.platypus import Flowable

from armybuilder.pdf.styles import INK, MUTED, Styles

GAP = 0.3
"""Space between boxes, as a share of a box."""


class Boxes(Flowable):
    """`count` boxes in rows as wide as the room allows; a marked box is heavy, its number below."""

    def __init__(self, count: int, marks: Collection[int], size: float, styles: Styles, room: float) -> None:
        super().__init__()
        self.count = count
        self.marks = {n for n in marks if 1 <= n <= count}
        self.size = size
        self.font = styles.face.regular
        self.font_size = styles.size * 0.7
        self.step = size * (1 + GAP)
        self.per_row = max(1, min(count, int((room + size * GAP) // self.step)))
        self.rows = -(-count // self.per_row)
        self.row_height = size + self.font_size * 1.6
        self.width = self.per_row * self.step - size * GAP
        self.height = self.rows * self.row_height

    def wrap(self, _avail_width: float, _avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.setFont(self.font, self.font_size)
        canvas.setFillColor(INK)
        # The plain boxes, then the heavy ones, so each look is set once, not for every box.
        for marked, colour, width in ((False, MUTED, 0.5), (True, INK, 1.4)):
            canvas.setStrokeColor(colour)
            canvas.setLineWidth(width)
            for number in range(1, self.count + 1):
                if (number in self.marks) != marked:
                    continue
                row, column = divmod(number - 1, self.per_row)
                x, y = column * self.step, self.height - row * self.row_height - self.size
                canvas.rect(x, y, self.size, self.size)
                if marked:
                    canvas.drawCentredString(x + self.size / 2, y - self.font_size * 1.15, str(number))
