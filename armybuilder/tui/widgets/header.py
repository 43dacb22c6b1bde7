"""The top line: the roster's name, whether it is saved, its totals against the limits, the verdict."""

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Label, Static

from armybuilder.engine import Report
from armybuilder.engine.findings import amount


class CostBar(Static):
    """How much of the limit the roster uses; it turns to the warning colour over the limit."""

    DEFAULT_CSS = """
    CostBar { width: 12; color: $success; background: $panel; }
    CostBar.-over { color: $warning; }
    """

    def show(self, value: float, limit: float) -> None:
        cells = self.size.width or 12
        filled = min(cells, round(cells * value / limit)) if limit > 0 else 0
        self.set_class(value > limit, "-over")
        self.update("█" * filled + "░" * (cells - filled))


class RosterHeader(Horizontal):
    DEFAULT_CSS = """
    RosterHeader {
        height: 1;
        background: $panel;
        & > Label { padding: 0 1; }
        & > #name { width: 1fr; text-style: bold; text-overflow: ellipsis; text-wrap: nowrap; }
        & > #unsaved { color: $text-warning; padding: 0 1 0 0; }
        & > #totals { text-style: bold; }
        & > #verdict { text-style: bold; min-width: 11; }
        & > #verdict.-valid { color: $text-success; }
        & > #verdict.-invalid { color: $text-error; }
    }
    """

    def compose(self) -> ComposeResult:
        yield Label(id="name")
        yield Label(id="unsaved")
        yield Label(id="totals")
        yield CostBar(id="bar")
        yield Label(id="verdict")

    def show(self, report: Report, unsaved: bool) -> None:
        self.query_one("#name", Label).update(Content(report.name))
        self.query_one("#unsaved", Label).update("● unsaved" if unsaved else "")
        limited = [m for m in report.measures if m.limit is not None]
        totals = " · ".join(f"{amount(m.value)} / {amount(m.limit)} {m.name}" for m in limited)
        self.query_one("#totals", Label).update(Content(totals))
        bar = self.query_one(CostBar)
        bar.display = bool(limited)
        if limited:
            bar.show(limited[0].value, limited[0].limit or 0)
        verdict = self.query_one("#verdict", Label)
        verdict.update("VALID" if report.valid else "NOT VALID")
        verdict.set_class(report.valid, "-valid")
        verdict.set_class(not report.valid, "-invalid")
