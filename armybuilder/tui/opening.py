"""Turning a file, a game system or an autosaved copy into a document, or a message saying why not."""

from pathlib import Path

from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster, starter
from armybuilder.schema.roster import Roster
from armybuilder.tui.cannot_open import CannotOpen, catalog_for
from armybuilder.tui.document import Document
from armybuilder.tui.files import Shown


def open_file(catalogs: CatalogSet, path: Path, *, shown: Shown) -> Document:
    """The roster in `path`; a list written as text, or a BattleScribe roster, opens as a new
    roster, saved where the player chooses, so its file is never replaced by YAML. Why not names
    files as `shown` does."""
    from armybuilder.checking.editable import editable_file

    try:
        editable = editable_file(path, catalogs)
    except (InputError, OSError) as error:
        raise _cannot_open(error, path, shown) from None
    catalog = catalog_for(catalogs, editable.roster.system, path, shown=shown)
    if editable.listed is not None:
        from armybuilder.tui.pasting import unread_lines

        return Document.new(catalog, editable.roster, reading=unread_lines(editable, catalog, str(path)))
    if editable.foreign:
        return Document.new(catalog, editable.roster)
    return Document.opened(catalog, path, editable.roster)


def new_roster(
    catalogs: CatalogSet, system: str, name: str, path: Path | None = None, *, shown: Shown
) -> Document:
    catalog = catalog_for(catalogs, system, path, shown=shown)
    return Document.new(catalog, starter(catalog, name), path)


def recovered(catalogs: CatalogSet, copy: Path, *, shown: Shown) -> Document:
    """A new roster that was autosaved but never saved to a file."""
    roster = read(copy, shown=shown)
    return Document.new(catalog_for(catalogs, roster.system, copy, shown=shown), roster)


def read(path: Path, *, shown: Shown) -> Roster:
    try:
        return load_roster(path).roster
    except (InputError, OSError) as error:
        raise _cannot_open(error, path, shown) from None


def _cannot_open(error: InputError | OSError, path: Path, shown: Shown) -> CannotOpen:
    """Why `path` cannot be opened: what its reader found, or why it cannot be read at all."""
    if isinstance(error, InputError):
        return CannotOpen("\n".join(error.named(shown).lines()))
    return CannotOpen(f"{shown(path)}: cannot be read: {error.strerror or error}")
