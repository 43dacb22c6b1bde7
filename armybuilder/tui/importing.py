"""Opening a list written as text in the editor, from either screen: read it, ask for its game
system where the text does not settle it, and say what was read."""

from collections.abc import Callable

from textual.app import App

from armybuilder.engine.words import counted
from armybuilder.present.keys import KEY_OF
from armybuilder.schema.catalog import Catalog
from armybuilder.terminal import printable
from armybuilder.tui.cannot_open import CannotOpen
from armybuilder.tui.document import Document
from armybuilder.tui.services import Services

TITLE = "Import a list from text"
HELP = "paste a list from a forum post or an e-mail into a box, to open it as a new roster"

Opened = Callable[[Document, str], None]
"""Given the new roster and what to tell the player once it is open."""
Refused = Callable[[str], None]


def ask_for_text(app: App, services: Services, opened: Opened, refused: Refused) -> None:
    """The box to paste a list into; what is imported goes to `opened`, a refusal to `refused`."""
    # The text box and the list reader load when first asked for, not on the editor's way to its first frame.
    from armybuilder.tui.dialogs.import_text import ImportTextDialog

    def imported(text: str | None) -> None:
        if text is not None:
            open_text(app, services, text, opened, refused)

    app.push_screen(ImportTextDialog(), imported)


def open_text(
    app: App, services: Services, text: str, opened: Opened, refused: Refused, system: str | None = None
) -> None:
    """Read the list in `text` into a new, unsaved roster and give it to `opened`; where no line
    names its game system and its names do not settle it, ask which it is first."""
    from armybuilder.tui.dialogs.pick import PickDialog
    from armybuilder.tui.pasting import NeedsSystem, read_pasted

    try:
        pasted = read_pasted(services.catalogs, text, system, shown=services.files.shown)
    except NeedsSystem:
        systems = [c for c in services.catalogs if isinstance(c, Catalog)]

        def chosen(choice: str | None) -> None:
            if choice is not None:
                open_text(app, services, text, opened, refused, choice)

        choices = [(c.id, printable(f"{c.name} {c.version}")) for c in systems]
        app.push_screen(PickDialog("The pasted list names no game system: which is it?", choices), chosen)
        return
    except CannotOpen as error:
        refused(str(error))
        return
    catalog = pasted.document.catalog
    said = f"Opened the pasted list as a new {catalog.name} roster"
    if not pasted.system_named and system is None:
        said += f" (no line names its game system; {catalog.name} knows its names)"
    if pasted.unread:
        said += f"; {counted(pasted.unread, 'line')} not read, listed in the report"
    if not pasted.reading:
        opened(pasted.document, f"{said}. Save it with {KEY_OF['save']}.")
        return
    from armybuilder.tui.dialogs.reading import ReadingDialog

    def accepted(answer: bool | None) -> None:
        if answer:
            opened(pasted.document, f"{said}. Save it with {KEY_OF['save']}.")

    asks = f"Open it as a new {catalog.name} roster?"
    if not pasted.system_named and system is None:
        asks = f"No line names its game system; {catalog.name} knows its names. {asks}"
    app.push_screen(ReadingDialog(pasted.reading, asks), accepted)
