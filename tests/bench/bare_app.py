"""The floor for the editor's launch: a bare Textual app with the build screen's widgets (a
header, three bordered panes, a footer) and nothing of armybuilder's, drawn once and left open."""

from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Footer, Header, Static


class Bare(App[None]):
    CSS = "Static { border: round $foreground 30%; height: 1fr; width: 1fr; }"
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield Static("Catalog")
            yield Static("Roster")
            yield Static("Bare ready")
        yield Footer()


if __name__ == "__main__":
    Bare().run()
