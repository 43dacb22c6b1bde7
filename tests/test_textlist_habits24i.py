"""Players' habits found in the twenty-fourth session's second training lists (issue 34, fix24i):
each test a habit, failing before its mend."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("sign_off", ["Hälsningar / ", "Mvh / ", "Cheers / "])
def test_a_sign_off_parted_from_the_name_by_a_slash_signs(sign_off: str, shipped: CatalogSet) -> None:
    """`Hälsningar / Mikael Lindqvist` (Swedish regards, a slash before the name, as Nordic mails
    sign): the player, as `Hälsningar, Mikael Lindqvist` is; before, no player was named."""
    text = f"OHW WW2 beta, 6 units\n\n1st Bn\n- Infantry x3\n- Mortar\n\n{sign_off}Mikael Lindqvist\n"
    assert _read(text, shipped).data.get("player") == "Mikael Lindqvist"


def test_swedish_battalions_counted_in_words_are_units_of_their_type_and_no_name(shipped: CatalogSet) -> None:
    """`Två infanteribataljoner, elit` and `En infanteribataljon, reguljär` (Swedish: two infantry
    battalions, elite; one, regular), `Ett artilleriregemente`: counts in words before the type's
    plural or singular; before, the plural and the regiment were unknown types and `En` (one) a
    unit's name."""
    text = (
        "OHW WW2 hexagoner, arméstorlek 4\n\n"
        "- Två infanteribataljoner, elit\n- En infanteribataljon, reguljär\n"
        "- En stridsvagnsbataljon, lätta (T-26)\n- Ett artilleriregemente\n"
    )
    units = _read(text, shipped).data["units"]
    assert units == [
        {"element": "infantry", "count": 2, "options": ["elite"]},
        {"element": "infantry", "options": ["regular"]},
        {"element": "tank", "options": ["light"], "note": "T-26"},
        {"element": "artillery"},
    ]


def test_a_general_listed_under_a_battalion_its_other_members_make_whole_stands_apart(
    shipped: CatalogSet,
) -> None:
    """`General - Rifles` first under a `Battalion` heading over `4 Rifles` and `1 Vickers MG`: the
    battalion is whole without it and Tank Attack buys the general apart, so it stands before the
    battalion; before, the battalion held five Rifles in silence."""
    text = (
        "Tank Attack, 36AP\n\nArmy: 1/4th Loyals\nBattalion\n"
        "- General - Rifles (Lt Col Hindle) ..... 2\n- 4 Rifles ..... 8\n- 1 Vickers MG ..... 3\n\n"
        "Support\n- 2 x Whippet ..... 8\n"
    )
    units = _read(text, shipped).data["units"]
    assert units[:2] == [
        {"element": "rifles", "general": True, "note": "Lt Col Hindle"},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun", "name": "Vickers"}],
        },
    ]


def test_a_general_one_of_a_battalions_four_rifles_stays_in_it(shipped: CatalogSet) -> None:
    """`General: Rifles` over `3 Rifles` and `1 MG` under the battalion's heading: one of its four."""
    text = "Tank Attack\n\nInfanterie-Bataillon:\n- General: Rifles\n- 3 Rifles\n- 1 MG\n2 Tanks\n"
    units = _read(text, shipped).data["units"]
    assert units[0]["formation"] == "infantry-battalion"
    assert units[0]["elements"][0] == {"element": "rifles", "general": True}


def test_a_forum_lists_nested_list_holds_its_items_members(shipped: CatalogSet) -> None:
    """`[*]Infantry Battalion` over a `[list]` nested in the army's list (`[*]4 x Rifles`, `[*]1 x
    Vickers MG`), under a bold title whose words hold a battalion's (`2nd Bn ...`) over the general
    alone: the nested items are the battalion's members, the title the army's name, the general
    apart; before, the title was a battalion of the general alone and the members stood loose."""
    text = (
        "Tank Attack 36AP\n\n[b]2nd Bn Loamshire Fusiliers[/b]\n[list]\n"
        "[*]General - Rifles (Bde HQ) ...... 2\n[*][u]Infantry Battalion[/u] ...... 11\n[list]\n"
        "[*]4 x Rifles\n[*]1 x Vickers MG\n[/list]\n[*]Mark IV ...... 4\n[/list]\n"
    )
    listed = _read(text, shipped).data
    assert listed["name"] == "2nd Bn Loamshire Fusiliers"
    assert listed["units"] == [
        {"element": "rifles", "general": True, "note": "Bde HQ"},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun", "name": "Vickers"}],
        },
        {"element": "tank", "name": "Mark IV"},
    ]


def test_a_sum_of_the_units_over_a_dashed_signature_heads_nothing(shipped: CatalogSet) -> None:
    """`5+3+2 = 10 tanks` under the list, then `- Jürgen`: the player's count of his tanks and his
    signature; before, the sum was a heading and the name a unit of an unknown type under it."""
    text = (
        "PAGANO WWII ARMOUR -- 12th SS\nAxis, year 1944\n\nPlt 1: 4x Pz IV\nPlt 2: Pz IV x4\n"
        "Tiger I (Wittmann!!)\nTiger I\n\n4+4+2 = 10 tanks\n- Jürgen\n"
    )
    listed = _read(text, shipped).data
    assert listed.get("player") == "Jürgen"
    assert [unit.get("element") for unit in listed["units"]] == [None, None, "tiger-i", "tiger-i"]


@pytest.mark.parametrize(
    ("army", "season"),
    [("2e corps blindé de la Garde", "Biélorussie, été 44"), ("Guards Armoured", "summer 44")],
)
def test_a_season_and_its_year_in_two_figures_in_brackets_after_the_armys_name_is_dropped(
    army: str, season: str, shipped: CatalogSet
) -> None:
    """`Armée : 2e corps blindé de la Garde (Biélorussie, été 44)`: where and when the army fought,
    the year in two figures after the season, set apart as `(Kannas 1944)` is; before, the name
    kept it."""
    text = f"Pagano, Allied, 1944\n\nArmy: {army} ({season})\n\nPlatoon 1:\n  T-34-85 x 4\n"
    assert _read(text, shipped).data["name"] == army


@pytest.mark.parametrize("heading", ["Panzer platoon", "Tank platoon"])
def test_a_platoons_heading_of_the_games_word_for_its_vehicles_is_only_the_type(
    heading: str, shipped: CatalogSet
) -> None:
    """`Panzer platoon:` over four Pz IV in Pagano, where every platoon is one of tanks: the
    heading is the type alone, no name; before, the platoon was named `Panzer platoon`."""
    text = (
        f"Pagano, Axis, 1943\n\nKG Test\n   {heading}:\n      Pz IV\n      Pz IV\n      Pz IV\n      Pz IV\n"
    )
    units = _read(text, shipped).data["units"]
    assert units == [{"formation": "platoon", "elements": [{"element": "pz-iv"}] * 4}]


def test_a_number_before_a_singular_label_names_a_battalion(shipped: CatalogSet) -> None:
    """`- 1 Para: infantry` to `- 3 Para: infantry` (the 1st to 3rd Parachute Battalions): the
    number is the battalion's, its label a name, no count, as `4 RTR: heavy tanks` is; a plural's
    number counts (`3 Jocks: Infantry`). Before, they were one, two and three units named Para."""
    text = (
        "OHW WW2 beta, 6 units\n\n1st Para Bde\n- 1 Para: infantry\n- 2 Para: infantry\n- 3 Jocks: infantry\n"
    )
    units = _read(text, shipped).data["units"]
    assert units == [
        {"element": "infantry", "name": "1 Para"},
        {"element": "infantry", "name": "2 Para"},
        {"element": "infantry", "count": 3, "name": "Jocks"},
    ]


def test_a_calibre_alone_on_its_line_that_two_types_take_is_asked(shipped: CatalogSet) -> None:
    """`75mm` alone under `Sherman platoon` (OHW beta: 75mm guns are ATGs, 75mm mortars Mortars):
    asked which, as `75mm gun` is; before, it was read past as a limit's number (`36 AP`), the
    line unread."""
    text = "US 2nd Armored\nOHW WW2 beta, 4-unit scenario\n\nArmored Infantry - Co. B\nSherman platoon\n75mm\n\n- Hank\n"
    listed = _read(text, shipped)
    assert [asked.number for asked in listed.asked] == [6]


def test_a_unit_in_doubt_between_two_types_named_in_its_words_offers_both(shipped: CatalogSet) -> None:
    """`Recce Sqn jeeps: ??? use as tank I guess, or infantry`: asked, offering the Tank and the
    Infantry the player weighs; before, only Infantry, the last type named, was offered."""
    text = "OHW WW2 beta, 6 units\n\n1st Para Bde\n- 1 Para: infantry\n- Recce Sqn jeeps: ??? use as tank I guess, or infantry\n"
    (asked,) = _read(text, shipped).asked
    assert set(asked.choices) == {"tank", "infantry"}
