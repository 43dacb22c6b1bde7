"""Words for a type that players write and the rule texts do not: infantry that rides to battle is
Infantry, and a French `chasseur` is a fighter, a light infantryman or a light horseman, which
only the cost a list gives settles."""

import textwrap

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs)


@pytest.mark.parametrize("system", ["OHW WW2 beta", "OHW WW2 hexed"])
@pytest.mark.parametrize("line", ["2 x Armoured infantry", "Mechanized infantry plt", "1 armored infantry"])
def test_infantry_that_rides_to_battle_is_infantry(catalogs: list[Catalog], system: str, line: str) -> None:
    listed = _read(catalogs, f"# {system}\n{line}\n1 x Tank\n")
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "tank"]
    assert listed.asked == ()


def test_a_chasseur_is_asked_unless_its_cost_settles_which(catalogs: list[Catalog]) -> None:
    """A fighter is 4 AP, Rifles and Cavalry 2: `2 x chasseurs ..... 4` may be either of those two."""
    text = "# Tank Attack\nGeneral: Rifles\n1 x Chasseur\n2 x chasseurs ..... 4\n2 x Chasseurs ..... 8\n1 Chasseur  4 AP\n"
    listed = _read(catalogs, text)
    assert [asked.number for asked in listed.asked] == [3, 4]
    assert set(listed.asked[0].choices) == {"fighter", "rifles", "cavalry"}
    assert [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]] == [
        ("rifles", 1),
        ("fighter", 2),
        ("fighter", 1),
    ]


@pytest.mark.parametrize(
    "line", ["1 x chasseur (SPAD VII) ..... 4", "2 x Chasseurs ..... 8", "2 x Minenwerfer ..... 6"]
)
def test_a_word_of_several_types_its_cost_settles_is_no_name(catalogs: list[Catalog], line: str) -> None:
    """The player's word for the type is not the unit's name, once the cost has said which type."""
    listed = _read(catalogs, f"# Tank Attack\nGeneral: Rifles\n{line}\n")
    assert listed.asked == ()
    assert "name" not in listed.data["units"][-1]


@pytest.mark.parametrize(
    "line", ["1 plane", "1 x airplane (SPAD)", "1 aereo", "1 Flugzeug", "1 samolot", "1 avion"]
)
def test_a_plane_in_any_words_is_asked_which_winged_type_it_is(catalogs: list[Catalog], line: str) -> None:
    listed = _read(catalogs, f"# Tank Attack\nGeneral: Rifles\n{line}\n")
    assert [(asked.number, set(asked.choices)) for asked in listed.asked] == [
        (3, {"air-ace", "bomber", "fighter", "scout"})
    ]


def test_a_japanese_players_romaji_names_the_betas_types_and_size(catalogs: list[Catalog]) -> None:
    """`Hohei shoutai x2` (an infantry platoon), `Hakugekihou`, `Taisensha-hou`, `Sensha` were
    units no catalog knows, and `Shinario wa 4 yunitto` no size: a Japanese player writing in
    Latin letters names the beta's four types, a platoon of each, and the scenario's units so."""
    text = (
        "OHW WW2 beta. Shinario wa 4 yunitto.\n\n- Hohei shoutai x2\n- Hakugekihou\n"
        "- Taisensha-hou shoutai\n- Sensha shoutai: Chi-Ha\n"
    )
    listed = _read(catalogs, text)
    assert [(u["element"], u.get("count", 1)) for u in listed.data["units"]] == [
        ("infantry", 2),
        ("mortar", 1),
        ("anti-tank-gun", 1),
        ("tank", 1),
    ]
    assert listed.data["options"] == {"army-size": 4}
    assert listed.data["units"][-1]["name"] == "Chi-Ha"  # `Tank platoon: Chi-Ha`, the model its name


def test_a_model_on_the_line_right_under_the_lists_last_unit_is_a_unit(catalogs: list[Catalog]) -> None:
    """`Pak 40` on the last line of a list of one unit a line was left unread, taken for a title
    under it: a model the rules give, straight under the units, is one of them, as among them."""
    listed = _read(catalogs, "OHW WW2 beta\n\nInfantry\nTank\nPak 40\n")
    assert [(u["element"], u.get("name")) for u in listed.data["units"]] == [
        ("infantry", None),
        ("tank", None),
        ("anti-tank-gun", "Pak 40"),
    ]


@pytest.mark.parametrize(
    ("line", "element"),
    [
        ("1 aknavető – könnyű", "light-mortar"),  # Hungarian: mortar - light
        ("1 mortar - light", "light-mortar"),
        ("1 mortier (léger)", "light-mortar"),
    ],
)
def test_a_word_after_a_type_that_makes_its_name_with_it_is_no_note(
    catalogs: list[Catalog], line: str, element: str
) -> None:
    """`könnyű aknavető` is the catalog's light mortar: `light` after a dash or in brackets says the
    type again, as its name, so no note is kept of it."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n4 x Infantry\n")
    assert listed.data["units"][0] == {"element": element}


@pytest.mark.parametrize(
    ("line", "element"),
    [("Minenwerfer (mittlerer)", "heavy-mortar"), ("Minenwerfer (leichter)", "light-mortar")],
)
def test_a_word_in_brackets_after_a_type_of_two_that_names_one_with_it_settles_it(
    catalogs: list[Catalog], line: str, element: str
) -> None:
    """A sheet sorted by the noun writes `Minenwerfer (mittlerer)`: with the bracket's word before
    it, `mittlerer Minenwerfer`, the medium/heavy mortar's own name. It settles which mortar (it was
    taken for a unit named Minenwerfer of a type `mittlerer`) and is no note."""
    listed = _read(catalogs, f"Tank Attack\n\n{line}\n4 x Rifles\n")
    assert listed.data["units"][0] == {"element": element}


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        ("2 x 75/27 campale (classe 5)", ("medium-gun", "75/27")),  # campale: field, the gun's word
        ("2 autocarri Fiat 15 Ter", ("truck", "Fiat 15 Ter")),  # Ter: the model's version
    ],
)
def test_an_italian_guns_field_word_and_a_models_version_are_read(
    catalogs: list[Catalog], line: str, unit: tuple[str, str]
) -> None:
    """`75/27 campale` was named so whole, as `18pdr field guns` is not; `autocarri Fiat 15 Ter` kept
    the model as a note, its `Ter` taken for a word of the catalog's cut short (`tracteur`)."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n")
    (read,) = listed.data["units"]
    assert (read["element"], read["name"]) == unit and "note" not in read
