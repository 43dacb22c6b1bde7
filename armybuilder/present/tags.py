"""An element's tags as a player reads them."""

from armybuilder.schema.catalog import Catalog


def tag_names(tags: list[str], catalog: Catalog) -> list[str]:
    """The tags a catalog names for players (its `tags:`); the others are only for its rules."""
    named = {tag.id: tag.name for tag in catalog.tags}
    return [named[tag] for tag in tags if tag in named]
