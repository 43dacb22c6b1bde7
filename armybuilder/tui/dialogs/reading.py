"""How a pasted list was read, before it opens: each line beside what it became, to open as a new
roster or to cancel (and mend the text)."""

from collections.abc import Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widgets import DataTable, Label

from armybuilder.present.reading import ReadRow
from armybuilder.tui.dialogs.form import FormDialog

STYLES = {"asked": "bold red", "unread": "dim", "quoted": "dim"}
"""A row's look by its kind: a line asked about stands out, lines not read recede."""
WIDEST = 140
"""The dialog's width at most (`dialogs.tcss`), where the screen is wider."""
FRAME = 4 + 2 + 6
"""Columns the dialog's border and padding, the table's scroll bar and its cells' padding take."""


class ReadingDialog(FormDialog[bool]):
    """Gives back True to open the list as read, or None."""

    SUBMIT = ("open", "Open")
    BOX = "dialog reading"
    CHECKED = False

    def __init__(self, rows: Sequence[ReadRow], said: str) -> None:
        super().__init__("How the pasted list was read")
        self.rows = rows
        self.said = said

    def fields(self) -> ComposeResult:
        yield Label(self.said, classes="dialog-help", markup=False)
        table: DataTable[Text] = DataTable(id="reading", cursor_type="row")
        numbers = max((len(row.lines) for row in self.rows), default=4)
        room = max(min(self.app.size.width, WIDEST) - FRAME - numbers, 40)
        written = min(max((len(row.text) for row in self.rows), default=10), room * 2 // 5)
        table.add_column("Line", key="line", width=max(numbers, 4))
        table.add_column("As written", key="text", width=written)
        table.add_column("Read as", key="became", width=room - written)
        for row in self.rows:
            style = STYLES.get(row.kind, "")
            table.add_row(
                Text(row.lines, justify="right", style="dim"),
                Text(row.text, style=style, overflow="ellipsis", no_wrap=True),
                Text(row.became, style=style),
                height=None,
            )
        yield table

    def on_mount(self) -> None:
        self.query_one(DataTable).focus()

    @on(DataTable.RowSelected)
    def _entered(self) -> None:
        """Enter on the table opens the list, as the primary button does."""
        self.action_submit()

    def answer(self) -> bool:
        return True
