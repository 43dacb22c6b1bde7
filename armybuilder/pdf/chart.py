"""The roster's cost by category, as a small bar chart."""

from collections.abc import Callable

from reportlab.graphics.charts.barcharts import HorizontalBarChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.pdfbase.pdfmetrics import stringWidth

from armybuilder.engine import Report
from armybuilder.pdf.layout import clip
from armybuilder.pdf.styles import ACCENT, INK, MUTED, RULE, Styles
from armybuilder.schema.catalog import Catalog
from armybuilder.words import amount

BAR = 11
"""Points per category."""
MAX_BARS = 30
"""More categories than this make no chart anyone can read."""


def cost_chart(report: Report, catalog: Catalog, s: Styles, width: float) -> Drawing | None:
    """Bars of the first cost type per category, or None when there is nothing to compare."""
    if not report.costs:
        return None
    cost_type = next(iter(report.costs))
    shares = [(category, costs.get(cost_type, 0)) for category, costs in report.costs_by_category.items()]
    if not any(value for _, value in shares) or len(shares) > MAX_BARS:
        return None
    names = {category.id: category.name for category in catalog.categories}
    size = s.size * 0.8
    label_width = width * 0.32
    title_height = size * 2
    height = len(shares) * BAR + title_height + size * 2.5
    drawing = Drawing(width, height, initialFontName=s.face.regular)
    chart = HorizontalBarChart()
    chart.x, chart.y = label_width, size * 2
    chart.width = width - label_width - size * 4
    chart.height = len(shares) * BAR
    chart.data = [[value for _, value in shares]]
    chart.bars[0].fillColor = ACCENT
    chart.bars[0].strokeColor = None
    chart.barLabelFormat = amount
    chart.barLabels.fontName = s.face.regular
    chart.barLabels.fontSize = size
    chart.barLabels.boxAnchor = "w"
    chart.barLabels.dx = 2
    axis = chart.categoryAxis
    axis.categoryNames = [
        clip(s.face.text(names.get(category, category)), label_width - 6, _measure(s.face.regular, size))
        for category, _ in shares
    ]
    axis.reverseDirection = 1
    axis.labels.fontName = s.face.regular
    axis.labels.fontSize = size
    axis.labels.boxAnchor = "e"
    axis.labels.dx = -3
    axis.strokeColor = RULE
    chart.valueAxis.valueMin = 0
    # The axis ends at a numbered tick at or past the longest bar, so every bar is read against a scale.
    chart.valueAxis.rangeRound = "ceiling"
    chart.valueAxis.labels.fontName = s.face.regular
    chart.valueAxis.labels.fontSize = size * 0.9
    chart.valueAxis.labels.fillColor = MUTED
    chart.valueAxis.strokeColor = RULE
    drawing.add(chart)
    title = String(0, height - size * 1.2, f"{s.face.text(cost_type)} by category", fontName=s.face.bold)
    title.fontSize, title.fillColor = size * 1.1, INK
    drawing.add(title)
    return drawing


def _measure(font: str, size: float) -> Callable[[str], float]:
    return lambda text: stringWidth(text, font, size)
