"""A list pasted as text (the terminal's or the browser's paste, or the import dialog) read into a
new roster, bounded as a file is: the text is hostile input like any file."""

from dataclasses import dataclass, replace

from armybuilder.checking.editable import PASTED, Editable, NotAList, editable_text
from armybuilder.engine import Problem, evaluate
from armybuilder.engine.words import sentence
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.text import MAX_BYTES
from armybuilder.present.reading import ReadRow, reading_rows
from armybuilder.schema.catalog import Catalog
from armybuilder.terminal import printable
from armybuilder.textlist.length import oversized
from armybuilder.textlist.readback import read_back
from armybuilder.tui.cannot_open import CannotOpen, catalog_for
from armybuilder.tui.document import Document
from armybuilder.tui.files import Shown

NO_ENTRY = (
    "Nothing in the pasted text reads as an entry of the list (such as `2 x Tank`); "
    "copy the list itself and paste it again."
)


class NeedsSystem(Exception):
    """No line names the game system and the names do not settle it: the player is asked."""


@dataclass(frozen=True)
class Pasted:
    document: Document
    system_named: bool
    """Whether the text named its game system (else it was read as the one that knows its names)."""
    unread: int
    """Lines that are no list entry, in the report (past the first hundred, counted there)."""
    reading: tuple[ReadRow, ...] = ()
    """How each line was read, for the player to see before it opens."""


def too_large(text: str) -> str:
    """What is wrong with pasting `text` for its size alone; '' when it is within a file's limits."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "replace")) > MAX_BYTES:
        return f"The pasted text is over {MAX_BYTES // 1_048_576} MB; a list is a few kilobytes, so it was not read."
    if too_long := oversized(text, "the pasted text"):
        return f"{sentence(too_long)}, so it was not read."
    return ""


def read_pasted(catalogs: CatalogSet, text: str, system: str | None = None, *, shown: Shown) -> Pasted:
    """The list in `text` as a new, unsaved roster; `system` where the player chose one.

    Raises NeedsSystem where the text reads as a list but names no system its names settle, and
    CannotOpen, with what to do, where it cannot be read as a list at all (naming a broken
    catalog's file as `shown` does)."""
    problem = too_large(text)
    if problem:
        raise CannotOpen(problem)
    try:
        editable = editable_text(text, catalogs, system)
    except NotAList as not_a_list:
        if not_a_list.asks:
            raise NeedsSystem() from None
        raise CannotOpen(NO_ENTRY) from None
    except InputError as error:
        raise CannotOpen(printable("\n".join(error.lines()), lines=True)) from None
    catalog = catalog_for(catalogs, editable.roster.system, None, shown=shown)
    unread = unread_lines(editable, catalog, PASTED)
    listed = editable.listed
    rows = (
        reading_rows(
            read_back(editable.text, listed), listed.data, catalog, evaluate(editable.roster, catalog).costs
        )
        if listed is not None
        else ()
    )
    return Pasted(
        Document.new(catalog, editable.roster, reading=unread),
        editable.system_named,
        editable.lines_unread,
        rows,
    )


def unread_lines(editable: Editable, catalog: Catalog, name: str) -> tuple[Problem, ...]:
    """The lines of a list written as text that were not read, as the report shows them: each
    names its line, with any control characters in it written out. A line asked about is an
    error, so the roster is not valid until it is answered, with its fix (the types to choose
    from, and all else the line said); quoted lines skipped are counted."""
    return tuple(
        replace(problem, message=printable(problem.message)) for problem in editable.unread(catalog, name)
    )
