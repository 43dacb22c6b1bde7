"""Why a roster cannot be edited, and the catalog a roster's game system needs: shared by opening a
file and reading a pasted list."""

from pathlib import Path

from armybuilder.catalogs import CatalogSet, UnknownSystem
from armybuilder.errors import InputError
from armybuilder.schema.catalog import Catalog


class CannotOpen(Exception):
    """A roster that cannot be edited; the message names the file, line and column, and what to do."""


def catalog_for(catalogs: CatalogSet, system: str, path: Path | None) -> Catalog:
    where = f"{path}: " if path else ""
    try:
        return catalogs.get(system)
    except UnknownSystem as unknown:
        raise CannotOpen(
            f"{where}{unknown.message}\n  fix: correct `system:`, or add the catalog with --catalogs DIR"
        ) from None
    except InputError as broken:
        raise CannotOpen(
            f"{where}the {system} catalog cannot be used: {broken}\n"
            f"  fix: run `armybuilder lint {broken.file}` and fix what it reports"
        ) from None
