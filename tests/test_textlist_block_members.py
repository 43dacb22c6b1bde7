"""A formation's members read from the list's shape (issue 34, round 25): the lines a heading
that names a formation type holds (its bullets, its indented lines, a `##` heading's lines) are its
members. Its first line is one even where its type has no place in the formation: read outside,
it left the formation empty, a formation no player writes; kept in, the check says what does not
fit, and the reading says it on the line."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _catalogs(shipped: CatalogSet) -> list[Catalog]:
    return [catalog for catalog in shipped if isinstance(catalog, Catalog)]


def test_a_headed_formations_first_member_with_no_place_in_it_stays_in_it(shipped: CatalogSet) -> None:
    """`## Aufklärungszug` over `- 2× Pz IV` read an empty reconnaissance platoon and the Pz IVs
    outside it: the heading names the type and its one line is its member, its fit the check's to say."""
    text = (
        "# Pagano WW2\n\nAchse, 1943\n\n## 1. Zug\n- 4× Pz IV\n\n"
        "## Aufklärungszug\n- 2× Pz IV\n\n## Einzelfahrzeug\n- T-34-85\n"
    )
    listed = read_text_list(text, _catalogs(shipped))
    recon = listed.data["units"][1]
    assert recon == {"formation": "recon-platoon", "elements": [{"element": "pz-iv", "count": 2}]}
    (kept,) = listed.outside
    assert (kept.number, kept.kept) == (9, True)


def test_a_member_with_no_place_after_others_still_closes_the_formation(shipped: CatalogSet) -> None:
    """Under `Heavy platoon:` with Tigers first, a Pz IV has no place and it and the lines after it
    stand apart, as before: only a formation's first line is kept whatever its fit."""
    text = "Pagano WWII Armour\nAxis, 1941\n\nHeavy platoon:\n- Tiger x2\n- Pz IV\n- T-34-85\n"
    listed = read_text_list(text, _catalogs(shipped))
    assert listed.data["units"] == [
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
        {"element": "pz-iv"},
        {"element": "t-34-85"},
    ]
    (outside,) = listed.outside
    assert (outside.number, outside.kept) == (6, False)
