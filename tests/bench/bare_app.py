"""The floor for the editor's launch: a bare Textual app with the build screen's widgets and nothing
of armybuilder's, drawn once and left open. As the build screen: a header line; a catalog pane of a
filter box over an option list; the roster and the detail as scroll views of lines; the report as an
option list; a line of keys. Each holds about as many lines as the example roster shows."""

from textual.app import App, ComposeResult
from textual.containers import Container, Vertical
from textual.widgets import Input, Log, OptionList, Static

CSS = """
#body { layout: grid; grid-size: 3 2; grid-columns: 30 5fr 4fr; grid-rows: 3fr 2fr; height: 1fr; }
#catalog, #roster, #detail, #report { border: round $foreground 30%; height: 1fr; }
#catalog, #roster { row-span: 2; }
"""


class Bare(App[None]):
    CSS = CSS
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static("Bare ready")
        with Container(id="body"):
            with Vertical(id="catalog"):
                yield Input(placeholder="Filter")
                yield OptionList(*(f"Element type {n}" for n in range(1, 26)))
            yield Log(id="roster")
            yield Log(id="detail")
            yield OptionList(*(f"Finding {n}" for n in range(1, 4)), id="report")
        yield Static("q Quit")

    def on_mount(self) -> None:
        self.query_one("#roster", Log).write_lines(
            f"{n} x Element type {n}   {2 * n} AP" for n in range(1, 16)
        )
        self.query_one("#detail", Log).write_lines(f"Stat {n}: {n}" for n in range(1, 11))
        self.query_one("#catalog OptionList", OptionList).focus()


if __name__ == "__main__":
    Bare().run()
