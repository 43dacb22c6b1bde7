"""Reading faults found in one session and mended in the next (issue 34): each from a list of our
own that read wrong before its mend."""

import pytest

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


@pytest.mark.parametrize(
    "text",
    [
        "Tank Attack: General Rifles, 3 Rifles, 1 Tiger I. Gruss {}\n",
        "Tank Attack\n\nGeneral Rifles, 3 Rifles, 1 Tiger I. Gruss {}\n",
    ],
)
def test_a_sign_off_before_a_word_of_the_lines_own_units_signs_nothing(
    text: str, shipped: CatalogSet
) -> None:
    """`... 1 Tiger I. Gruss Tiger`: a sign-off then a name signs the list only where the name is
    not a word of the units the line itself lists (players greet with their tanks' names, and a
    judge would not take `Tiger` for the player's name from this line alone). With no signature
    the player is left unwritten rather than guessed; a name that is no word of the units (`Gruss
    Hans`) still signs."""
    assert "player" not in _read(text.format("Tiger"), shipped).data
    assert _read(text.format("Hans"), shipped).data["player"] == "Hans"
