"""Players' habits found in the twenty-third session's third round of training lists (issue 34):
each test a list's habit, failing before its mend."""

from typing import Any

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    listed = read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])
    return list(listed.data["units"])


def test_an_italian_horse_drawn_team_is_a_horse_team_with_no_note(shipped: CatalogSet) -> None:
    """`traino a cavalli` (a team drawn by horses): an Italian player's horse team, the horses'
    words part of the type's name, not a note left on it."""
    assert _units("WTJ 1916\n\n2 x traino a cavalli\n", shipped) == [{"element": "horse-team", "count": 2}]
    assert _units("WTJ 1916\n\n3 x traini a cavalli\n", shipped) == [{"element": "horse-team", "count": 3}]


def test_a_tow_named_by_its_place_among_its_types_units_is_that_unit(shipped: CatalogSet) -> None:
    """`towed by the second horse team`: the player counts the list's horse teams in order; the gun
    is linked to the second one listed, never given a new team named `second`."""
    text = (
        "WTJ 1916\n\nhorse team\n18pdr (class 5) towed by the first horse team\nhorse team\n"
        "18pdr (class 5), towed by the second horse team\n"
    )
    units = _units(text, shipped)
    assert [unit["element"] for unit in units] == ["horse-team", "medium-gun", "horse-team", "medium-gun"]
    assert units[1]["links"] == {"towed-by": units[0]["id"]}
    assert units[3]["links"] == {"towed-by": units[2]["id"]}
    assert "name" not in units[2]


def test_another_before_a_guns_name_is_no_part_of_it(shipped: CatalogSet) -> None:
    """`another 18pdr (class 5)`: one more gun named 18pdr, as `an 18pdr` is."""
    units = _units("WTJ 1916\n\nan 18pdr (class 5)\nanother 18pdr (class 5)\n", shipped)
    assert [unit.get("name") for unit in units] == ["18pdr", "18pdr"]


def test_a_dutch_tow_after_its_article_tows_the_gun(shipped: CatalogSet) -> None:
    """`getrokken door de tractor`: Dutch `de` is the article (as `het` is), no tractor's name; the
    gun is towed by the tractor listed, and no second tractor named `de` is added."""
    text = "WTJ 1916\n\n- 1 x 120mm houwitser (klasse 7), getrokken door de tractor\n- 1 x tractor\n"
    gun, tractor = _units(text, shipped)
    assert gun["links"] == {"towed-by": tractor["id"]}
    assert "name" not in tractor


def test_a_regiments_bases_after_a_dash_with_its_command_uncounted_are_its_members(
    shipped: CatalogSet,
) -> None:
    """`IR 73 - Stab, 5 inf, 2 MG` over an indented line: the command base is written with no
    count, as a regiment has one; the parts after the dash are still its bases, not its name."""
    text = "WTJ 1916\n\nIR 73 - Stab, 5 inf, 2 MG\n   + 1 trench mortar\n2 x horse team\n"
    regiment = _units(text, shipped)[0]
    assert regiment["name"] == "IR 73"
    assert regiment["elements"][:3] == [
        {"element": "regimental-command"},
        {"element": "infantry", "count": 5},
        {"element": "machine-gun", "count": 2},
    ]
