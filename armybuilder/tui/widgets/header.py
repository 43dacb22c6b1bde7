"""The top line: the roster's name, whether it is saved, its totals against the limits, the verdict.

One widget drawing one line, so a change redraws it without laying the screen out again.
"""

from textual.content import Content
from textual.widget import Widget

from armybuilder.engine import Report
from armybuilder.engine.words import totals
from armybuilder.present.verdicts import verdict_word

BAR = 12


class RosterHeader(Widget):
    DEFAULT_CSS = """
    RosterHeader { height: 1; background: $panel; padding: 0 1; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.name_text = ""
        self.unsaved = False
        self.totals = ""
        self.fill: float | None = None
        """The first total's share of its limit, for the bar; None when nothing has a limit."""
        self.valid = True

    def show(self, report: Report, unsaved: bool) -> None:
        limited = [m for m in report.measures if m.limit]
        self.name_text = f"{report.name} · {report.event}" if report.event else report.name
        self.unsaved = unsaved
        self.totals = totals(limited, " · ")
        self.fill = limited[0].value / limited[0].limit if limited and limited[0].limit else None
        self.valid = report.valid
        self.refresh()

    def render(self) -> Content:
        # "● unsaved  " leaves room enough before the verdict where there are no totals (a system
        # without points or limits): two spaces more would read as a gap where something is missing.
        apart = "  " if self.totals or not self.unsaved else ""
        right = Content.assemble(
            ("● unsaved  " if self.unsaved else "", "$text-warning"),
            (self.totals, "bold"),
            *self._bar(),
            (
                f"{apart}{verdict_word(self.valid)}",
                "bold $text-success" if self.valid else "bold $text-error",
            ),
        )
        room = self.content_region.width - right.cell_length - 2
        name = Content.styled(self.name_text, "bold")
        if name.cell_length > room:
            name = name.truncate(max(room, 1), ellipsis=True)
        return Content.assemble(name, " " * max(room - name.cell_length + 2, 1), right)

    def _bar(self) -> list[tuple[str, str]]:
        """Filled to the first total's share of its limit, in the warning colour over the limit."""
        if self.fill is None:
            return []
        filled = min(BAR, round(BAR * self.fill))
        colour = "$warning" if self.fill > 1 else "$success"
        return [(" ", ""), ("█" * filled, colour), ("░" * (BAR - filled), f"{colour} 40%")]
