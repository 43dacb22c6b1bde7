"""Reading faults found in one session and mended in the next (issue 34): each from a list of our
own that read wrong before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, system: str | None = None) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, system=system)


def test_a_heading_at_the_lists_end_signs_nothing(shipped: CatalogSet) -> None:
    """`### Support - Artillery` as the last line is a section's heading, its dash no signature's:
    `Artillery` is no player."""
    text = "Tank Attack 36 AP\n\nGeneral: Rifles\n4 x Rifles\n1 x Machinegun\n### Support - Artillery\n"
    read = _read(text, shipped)
    assert "player" not in read.data
    assert read.data["name"] != "Artillery's army"
