"""Why a roster cannot be edited, and the catalog a roster's game system needs: shared by opening a
file and reading a pasted list."""

from pathlib import Path

from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet, UnknownSystem, unusable
from armybuilder.schema.catalog import Catalog
from armybuilder.terminal import printable
from armybuilder.tui.files import Shown


class CannotOpen(Exception):
    """A roster that cannot be edited; the message names the file, line and column, and what to do."""


def catalog_for(catalogs: CatalogSet, system: str, path: Path | None, *, shown: Shown) -> Catalog:
    try:
        return catalogs.get(system)
    except (UnknownSystem, InputError) as error:
        problem = unusable(system, error.named(shown) if isinstance(error, InputError) else error)
        where = f"{shown(path)}: " if path else ""
        raise CannotOpen(printable(f"{where}{problem.message}\n  fix: {problem.hint}", lines=True)) from None
