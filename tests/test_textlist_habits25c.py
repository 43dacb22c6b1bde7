"""Players' habits found in the twenty-fifth session's training lists (issue 34, fix25c): each
test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_czech_greeting_before_the_name_signs_as_the_player(shipped: CatalogSet) -> None:
    """`Zdraví Tomáš Horák` (Czech: Tomáš Horák greets you), the usual sign-off of a Czech post,
    names the player Tomáš Horák; before, the greeting was read as his first name."""
    text = "OHW WW2 hexy, 4 jednotky\n\n- pěchota (elitní)\n- tank střední\n\nZdraví Tomáš Horák\n"
    assert _read(text, shipped).data.get("player") == "Tomáš Horák"


def test_a_sheets_title_row_of_quoted_cells_names_the_army_by_its_first_cell(shipped: CatalogSet) -> None:
    """`"3rd Guards Tank Brigade","Pagano WW2","Allied","1944"` over a sheet's rows (an export
    quoting every cell): the army is named by the first cell; before, the name kept the cells'
    quotes and comma."""
    text = (
        '"3rd Guards Tank Brigade","Pagano WW2","Allied","1944"\n'
        '"Platoon","Vehicle","Count","Notes"\n'
        '"1st Platoon","T-34-85","5",""\n'
    )
    read = _read(text, shipped).data
    assert read["name"] == "3rd Guards Tank Brigade"
    assert read["options"] == {"side": "Allied", "year": 1944}


def test_a_battle_group_named_for_its_leader_over_the_list_names_the_army(shipped: CatalogSet) -> None:
    """`Kampfgruppe Wendt:` right over the list's lines (a battle group named for its leader, as
    German forces were): the army's name, as `2. Panzerdivision:` is; before, the colon left the
    army named for the sender."""
    text = (
        "Hallo Uwe,\n\nhier meine Aufstellung (OHW WW2 Beta).\n\nKampfgruppe Wendt:\n"
        "- Grenadiere\n- Pak 38\n- Panzer IV\n\nViele Grüße\nStefan Wendt\n"
    )
    assert _read(text, shipped).data["name"] == "Kampfgruppe Wendt"


def test_bold_bullets_naming_units_are_units_where_no_unit_holds_others(shipped: CatalogSet) -> None:
    """`- **60mm mortars**`, `- **Stuart**` (Markdown bullets in bold, one unit each) in a game
    whose units hold no others: the units, their nested bullets naming no unit their notes, as
    without the bold; before, each was taken for a heading and the units were lost in silence."""
    text = (
        "OHW WW2 beta, 6 units a side\n\n- **60mm mortars**\n  - two tubes, counted as one unit\n"
        "- **57mm AT gun**\n- **Stuart**\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "mortar", "name": "60mm", "note": "two tubes, counted as one unit"},
        {"element": "anti-tank-gun", "name": "57mm"},
        {"element": "tank", "name": "Stuart"},
    ]


def test_a_unit_typed_after_its_dash_heads_no_bullet_under_it(shipped: CatalogSet) -> None:
    """`- 1st Platoon – infantry` over `  - Lt. Compton's lot`, where no unit holds others: a unit
    named 1st Platoon, the nested words naming no unit its note; before, the line headed them and
    `Lt. Compton's lot` was an unknown unit."""
    text = "OHW WW2 beta, 6 units a side\n\n- 1st Platoon – infantry\n  - Lt. Compton's lot\n- 2nd Platoon – infantry\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "name": "1st Platoon", "note": "Lt. Compton's lot"},
        {"element": "infantry", "name": "2nd Platoon"},
    ]
