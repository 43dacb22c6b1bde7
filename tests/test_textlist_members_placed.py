"""A member whose name may be several types, under a formation that takes only one of them (issue
34, round 18): `Stokes mortar` indented under an infantry regiment is its light mortar, since a
towed trench mortar has no place in it; the same line outside a formation is asked as before."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def test_a_member_that_may_be_several_types_is_the_one_its_formation_takes(shipped: CatalogSet) -> None:
    """`1 x Stokes mortar` under `10th Lincolns - Inf Regt` was asked, light or trench mortar,
    though only the light mortar may stand in a regiment. `Minenwerfer`, the rules' word for
    both, is still asked there: players list a regiment's trench mortars under it too, and two
    judges of held-out lists (h21, h22) asked it."""
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    text = (
        "WTJ 1916\n\n10th Lincolns - Inf Regt\n  RHQ\n  6 x rifles\n  1 x Stokes mortar\n  1 x Minenwerfer\n"
        "  2 x pioneers\n1 x Stokes mortar\n"
    )
    listed = read_text_list(text, catalogs)
    (regiment,) = listed.data["units"]
    assert regiment["elements"] == [
        {"element": "regimental-command"},
        {"element": "infantry", "count": 6},
        {"element": "light-mortar", "name": "Stokes"},
        {"element": "engineer", "count": 2},
    ]
    assert [(asked.number, asked.choices) for asked in listed.asked] == [
        (7, ("light-mortar", "trench-mortar")),
        (9, ("light-mortar", "trench-mortar")),
    ]


def test_a_member_that_may_be_several_types_under_a_heading_naming_none_is_the_one_its_fellows_take(
    shipped: CatalogSet,
) -> None:
    """`1 x Stokes mortar` under `2nd Bn Royal Welsh Fusiliers`, a heading naming no type over a
    regimental HQ and rifles, was asked, light or trench mortar: the members before it make an
    infantry regiment, which takes the light mortar alone."""
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    text = "WTJ 1916\n\n2nd Bn Royal Welsh Fusiliers\n- Regt HQ\n- 4 x rifles\n- 1 x Stokes mortar\n- 1 x sappers\n"
    listed = read_text_list(text, catalogs)
    (regiment,) = listed.data["units"]
    assert regiment["formation"] == "infantry-regiment"
    assert regiment["elements"] == [
        {"element": "regimental-command"},
        {"element": "infantry", "count": 4},
        {"element": "light-mortar", "name": "Stokes"},
        {"element": "engineer"},
    ]
    assert listed.asked == ()


def test_a_member_without_a_count_that_may_be_several_types_is_no_title(shipped: CatalogSet) -> None:
    """`Stokes mortar` alone, indented under a regiment's RHQ and infantry, was read as a title and
    kept as an unknown type, where `1 x Stokes mortar` was the regiment's light mortar."""
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    text = "WTJ 1916\n\n20th Northumberland Fusiliers\n    RHQ\n    Infantry x4\n    Stokes mortar\n"
    listed = read_text_list(text, catalogs)
    (regiment,) = listed.data["units"]
    assert regiment["elements"][2:] == [{"element": "light-mortar", "name": "Stokes"}]
    assert listed.asked == ()
