"""A formation's type written apart from its name in a word the name lacks (issue 34, round 19):
`1st Zug (heavy)` is a heavy platoon named `1st Zug`, in a heading as in a sheet's formation
column, as `1st Bn (Inf Bn)` is a battalion named `1st Bn`. Each from an example of our own."""

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize(
    "text",
    [
        "Pagano\n\n2. Zug (heavy):\n- 2 Tiger I\n- 1 Tiger I\n",
        "Platoon,Vehicle,Qty\n2. Zug (heavy),Tiger I,2\n2. Zug (heavy),Tiger I,1\n",
    ],
    ids=["heading", "column"],
)
def test_a_type_word_in_brackets_is_no_part_of_the_formations_name(
    catalogs: list[Catalog], text: str
) -> None:
    """`(heavy)` was kept in the platoon's name, though it only says which platoon it is."""
    listed = read_text_list(text, catalogs, "pagano-armour")
    [platoon] = listed.data["units"]
    assert (platoon["formation"], platoon["name"]) == ("heavy-platoon", "2. Zug")


def test_a_name_in_brackets_stays_the_formations(catalogs: list[Catalog]) -> None:
    listed = read_text_list("Pagano\n\nZug 2 (Wittmann):\n- 2 Tiger I\n- 1 Tiger I\n", catalogs)
    assert listed.data["units"][0]["name"] == "Zug 2 (Wittmann)"


@pytest.mark.parametrize(
    "heading", ["## 3rd Battalion: Infantry Battalion, 11 AP", "3rd Battalion: Infantry Battalion"]
)
def test_a_type_after_the_names_colon_is_no_part_of_the_formations_name(
    catalogs: list[Catalog], heading: str
) -> None:
    """`3rd Battalion: Infantry Battalion` names its type after a colon, as `3rd Battalion -
    Infantry Battalion` does after a dash: the battalion is named `3rd Battalion`, not the whole."""
    listed = read_text_list(f"Tank Attack\n\n{heading}\n- 4x Rifles\n- 1x Vickers MG\n", catalogs)
    [battalion] = listed.data["units"]
    assert (battalion["formation"], battalion["name"]) == ("infantry-battalion", "3rd Battalion")


@pytest.mark.parametrize(
    ("line", "unit"),
    [
        (
            "2 x Cromwell - Tank (medium)",
            {"element": "tank", "count": 2, "name": "Cromwell", "options": ["medium"]},
        ),
        ("Tiger - tanks (elite)", {"element": "tank", "name": "Tiger", "options": ["elite"]}),
    ],
)
def test_the_types_own_word_after_a_dash_with_an_option_in_brackets_is_no_note(
    catalogs: list[Catalog], line: str, unit: dict[str, object]
) -> None:
    """`Cromwell - Tank (medium)` kept `Tank` as a note, though `Cromwell - Tank` drops it: the
    type's own word says again what the name gave, whatever bracket follows it."""
    text = f"OHW hex\n\n1 x Infantry\n{line}\n"
    assert read_text_list(text, catalogs, "ohw-ww2-hex").data["units"][1:] == [unit]


def test_a_units_bullet_typed_after_a_dash_keeps_its_nested_remark_as_a_note(catalogs: list[Catalog]) -> None:
    """`- 11th Hussars — armoured cars` over a bullet of words headed them as a unit of hussars, the
    remark read as a unit: the type after the dash settles the line's unit, named for the words
    before it, so the bullet under it is its note, and `### Elite` still reaches the lines after."""
    text = (
        "# hexed OHW\n\n### Elite\n- 11th Hussars — armoured cars\n"
        "  - the Cherry Pickers, out front as usual\n- Matilda II heavy tanks\n"
    )
    assert read_text_list(text, catalogs).data["units"] == [
        {
            "element": "armoured-car",
            "name": "11th Hussars",
            "options": ["elite"],
            "note": "the Cherry Pickers, out front as usual",
        },
        {"element": "tank", "name": "Matilda II", "options": ["heavy", "elite"]},
    ]


@pytest.mark.parametrize(
    ("heading", "name"),
    [
        ('Reggimento: 28° Fanteria "Pavia"', '28° Fanteria "Pavia"'),
        ("Regimiento: Saboya", "Saboya"),
        ("Battaglione: XI Bersaglieri", "XI Bersaglieri"),
        ("Battalion: 2nd Wessex", "2nd Wessex"),
    ],
)
def test_a_bodys_word_labelling_a_heading_is_no_part_of_the_formations_name(
    catalogs: list[Catalog], heading: str, name: str
) -> None:
    """`Reggimento: 28° Fanteria "Pavia"` named the regiment with its label, `Reggimento:` and all,
    where `Regiment: 28th Foot` is named `28th Foot`: a body's word alone before the colon, in any
    language, says what the heading is, as a type written apart does; the name is after it."""
    text = f"WTJ 1916\n\n{heading}\n- comando di reggimento\n- 6 basi fucilieri\n\n1 A7V\n"
    regiment = read_text_list(text, catalogs).data["units"][0]
    assert (regiment["formation"], regiment["name"]) == ("infantry-regiment", name)
