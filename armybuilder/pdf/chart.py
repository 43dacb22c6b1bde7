"""The roster's cost by category, as a small bar chart drawn straight onto the page.

reportlab's chart widget builds a tree of shapes for every bar, label and tick, and walks it to
draw the chart: about 2.5 ms a chart, a sixth of a judges' pack. These few lines and bars are
drawn as they are.
"""

import math

from reportlab.platypus import Flowable

from armybuilder.engine.words import amount
from armybuilder.pdf.fonts import text_width
from armybuilder.pdf.layout import clip
from armybuilder.pdf.styles import ACCENT, INK, MUTED, RULE, Styles
from armybuilder.present.sheet import Chart

BAR = 11
"""Points per category."""
STEPS = 5
"""The most steps the scale is divided into."""
TICK = 3
"""Points a tick stands out from its axis."""


def scale(longest: float) -> list[float]:
    """The scale's numbered ticks from 0: a round step (1, 2 or 5 times a power of ten), ending at
    the first tick at or past the longest bar, so every bar is read against a number."""
    if longest <= 0:
        return [0, 1]
    rough = longest / STEPS
    power = 10 ** math.floor(math.log10(rough))
    step = next(size * power for size in (1, 2, 5, 10) if size * power >= rough)
    steps = math.ceil(longest / step - 1e-9)
    return [round(n * step, 10) for n in range(steps + 1)]


class CostChart(Flowable):
    """Bars of one cost type per category, its title above, the categories at the left and the
    scale below."""

    def __init__(self, title: str, bars: list[tuple[str, float]], s: Styles, width: float) -> None:
        super().__init__()
        self.title = title
        self.bars = bars
        self.font, self.bold = s.face.regular, s.face.bold
        self.size = s.size * 0.8
        self.width = width
        self.left = width * 0.32  # the categories' names
        self.bottom = self.size * 2  # the scale's numbers
        self.plot_width = width - self.left - self.size * 4  # room for the longest bar's number
        self.height = len(bars) * BAR + self.size * 2 + self.size * 2.5
        self.ticks = scale(max(value for _, value in bars))

    def wrap(self, _avail_width: float, _avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas, size, left, bottom = self.canv, self.size, self.left, self.bottom
        top = bottom + len(self.bars) * BAR
        per_point = self.plot_width / self.ticks[-1]
        canvas.saveState()
        canvas.setFillColor(INK)
        canvas.setFont(self.bold, size * 1.1)
        canvas.drawString(0, self.height - size * 1.2, self.title)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(1)
        canvas.line(left, bottom, left, top)
        canvas.line(left, bottom, left + self.plot_width, bottom)
        for n in range(len(self.bars) + 1):  # the categories' bounds
            canvas.line(left - TICK, top - n * BAR, left, top - n * BAR)
        canvas.setFont(self.font, size)
        for n, (name, value) in enumerate(self.bars):
            middle = top - (n + 0.5) * BAR
            length = max(value, 0) * per_point
            canvas.setFillColor(ACCENT)
            canvas.rect(left, middle - BAR * 0.33, length, BAR * 0.66, stroke=0, fill=1)
            canvas.setFillColor(INK)
            label = clip(name, left - 2 * TICK, lambda text: text_width(text, self.font, size))
            canvas.drawRightString(left - TICK - 1, middle - size * 0.35, label)
            canvas.drawString(left + length + 2, middle - size * 0.35, amount(value))
        canvas.setFont(self.font, size * 0.9)
        canvas.setFillColor(MUTED)
        for tick in self.ticks:
            x = left + tick * per_point
            canvas.line(x, bottom, x, bottom - TICK)
            canvas.drawCentredString(x, bottom - TICK - size * 0.9, amount(tick))
        canvas.restoreState()


def cost_chart(chart: Chart | None, s: Styles, width: float) -> CostChart | None:
    """The chart's bars, or None where the sheet has nothing to compare."""
    if chart is None:
        return None
    bars = [(s.face.text(name), value) for name, value in chart.bars]
    return CostChart(s.face.text(chart.title), bars, s, width)
