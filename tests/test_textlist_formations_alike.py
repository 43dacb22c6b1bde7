"""Formations counted on one line with their members (issue 34, round 18): `2 platoons of 4 Pz
IVs` is two platoons of four each, two formation entries since a roster counts no formation;
`Two platoons of T-34/85` says no members' count, so it is kept whole for the player to mend."""

from pathlib import Path
from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return list(read_text_list(text, catalogs).data["units"])


@pytest.mark.parametrize("line", ["2 platoons of 4 Pz IVs", "two platoons of 4 x Pz IV"])
def test_formations_counted_with_their_members_counted_are_so_many_formations(
    line: str, shipped: CatalogSet
) -> None:
    """`2 platoons of 4 Pz IVs` was kept as two units of an unknown type `platoons of 4 Pz IVs`."""
    platoon = {"formation": "platoon", "elements": [{"element": "pz-iv", "count": 4}]}
    assert _units(f"Pagano WW2 armour\n\n{line}\n", shipped) == [platoon, platoon]


def test_formations_counted_with_no_count_of_their_members_are_left_to_the_player(
    shipped: CatalogSet,
) -> None:
    assert _units("Pagano WW2 armour\n\nTwo platoons of T-34/85\n", shipped) == [
        {"element": "platoons of T-34/85", "count": 2}
    ]


def test_the_read_back_names_each_formation_of_a_line_by_its_own_type(tmp_path: Path, cli: Any) -> None:
    """Each formation of a line holding several was shown as the heavy platoon its members fit."""
    listed = tmp_path / "line.txt"
    listed.write_text(
        "Pagano WW2 armour\n\n2 platoons of 4 Pz IVs, 2 Tigers (heavy platoon)\n", encoding="utf-8"
    )
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    said = " ".join(result.out.split())
    assert said.count("formation: Platoon;") == 2
    assert said.count("the one type its members fit") == 1
