"""What a view says of a catalog in one line, beside its name."""

from armybuilder.schema.catalog import Catalog


def catalog_line(catalog: Catalog) -> str:
    """The first sentence of the catalog's description; the whole is in `armybuilder catalogs ID`."""
    text = catalog.description
    return text.split(". ", 1)[0].rstrip(".") + "." if text else ""
