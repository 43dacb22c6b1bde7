"""Players' habits found in the twenty-third session's training lists (issue 34): each test a
list's habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _codes(text: str, shipped: CatalogSet) -> list[str]:
    listed = _read(text, shipped)
    catalog = next(c for c in shipped if isinstance(c, Catalog) and c.id == listed.system)
    return [problem.code for problem, _ in text_list_findings(listed, catalog, "list.txt")]


def test_a_total_written_as_its_sum_is_the_number_after_the_equals_sign(shipped: CatalogSet) -> None:
    """`Total : 2 + 11 + 6 = 19 PA`: the player adds the lines up; the total is the sum, not its
    first part, so a list whose lines come to it draws no word on its total."""
    text = (
        "Tank Attack 36 AP\n\nGénéral : Fusiliers\n4 x Rifles\n1 x Machinegun\n"
        "2 x Field Artillery\n\nTotal : 2 + 11 + 6 = 19 PA\n"
    )
    stated = _read(text, shipped).stated
    assert stated is not None and stated.value == 19
    assert "file.text-total" not in _codes(text, shipped)


def test_a_plural_written_with_an_apostrophe_names_the_type(shipped: CatalogSet) -> None:
    """`3 mg's`, `2 MG’s`: Dutch players write the plural of a short word so (and English ones the
    greengrocer's `MG's`): Machine guns, never an unknown type `mg's`."""
    text = "WTJ 1916\n\nInfanterieregiment 26\n- staf\n- 9 infanterie\n- 3 mg's\n"
    assert _read(text, shipped).data["units"][0]["elements"][-1] == {"element": "machine-gun", "count": 3}
    text = "Tank Attack 36 AP\n\nGeneral: Rifles\n2 Tank’s\n"
    assert _read(text, shipped).data["units"][1] == {"element": "tank", "count": 2}


def test_french_dragoons_by_their_own_word_are_cavalry(shipped: CatalogSet) -> None:
    """`4 dragons` under `5e Dragons (régiment de cavalerie)`: a French player's dragoons are
    Cavalry bases of the regiment, never an unknown type; the regiment keeps its name."""
    text = "WTJ 1916\n\n5e Dragons (régiment de cavalerie) :\n- PC du régiment\n- 4 dragons\n"
    assert _read(text, shipped).data["units"] == [
        {
            "formation": "cavalry-regiment",
            "name": "5e Dragons",
            "elements": [{"element": "regimental-command"}, {"element": "cavalry", "count": 4}],
        }
    ]


def test_a_regiments_bullets_of_cavalry_make_it_a_cavalry_regiment(shipped: CatalogSet) -> None:
    """`4th Don Cossack Regt` over bullets `- HQ`, `- 3 x cossacks`: `Regt` names a regiment of
    any arm, and its members say which, as they do when indented: a Cavalry regiment of both,
    never an Infantry regiment of its HQ with its cavalry left outside it."""
    text = (
        "WTJ 1916\n\n17th Siberian Rifle Regt\n- HQ\n- 5 x rifles\n"
        "4th Don Cossack Regt\n- HQ\n- 3 x cossacks\n"
    )
    assert _read(text, shipped).data["units"][1] == {
        "formation": "cavalry-regiment",
        "name": "4th Don Cossack Regt",
        "elements": [{"element": "regimental-command"}, {"element": "cavalry", "count": 3}],
    }


def test_a_numbered_heading_over_the_general_names_the_army(shipped: CatalogSet) -> None:
    """`152e RI` (a French infantry regiment) over the general, a battalion and support: the
    general commands the whole army, so a heading whose first line is the general, and which names
    a formation only in part, titles the list, never a formation of nothing."""
    text = (
        "Tank Attack\n\n**152e RI**\n\n* Général : fusiliers\n"
        "* Bataillon : 4 fusiliers + 1 mitrailleuse\n* 2 chars Schneider\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "152e RI"
    assert [unit.get("formation") for unit in read.data["units"]] == [None, "infantry-battalion", None]


def test_the_generals_post_in_a_tables_group_column_names_no_unit(shipped: CatalogSet) -> None:
    """`| HQ | Rifles (General) |` in a Group column: `HQ` says where the general stands, as
    `HQ: Rifles (general)` on a line does, and is no name of the unit."""
    text = (
        "## 4th Light Horse Brigade\n\n| Group | Unit | Qty |\n|---|---|---|\n"
        "| HQ | Rifles (General) | 1 |\n| 4th LH Regt | Cavalry | 4 |\n| Support | Bomber | 1 |\n"
    )
    assert _read(text, shipped).data["units"][0] == {"element": "rifles", "general": True}


def test_a_mountain_gun_after_its_calibre_is_a_gun_named_by_the_calibre(shipped: CatalogSet) -> None:
    """`2x 65mm mountain guns (class 3)`: `mountain guns` are the gun's type in a player's words,
    settled by its class (a Small gun), no part of its name; without a class it is asked."""
    read = _read("WTJ 1916\n\n2x 65mm mountain guns (class 3) - manhandled\n1x 75mm mountain gun\n", shipped)
    assert read.data["units"] == [
        {"element": "small-gun", "count": 2, "name": "65mm", "options": ["class-3"], "note": "manhandled"}
    ]
    assert [asked.number for asked in read.asked] == [4]


def test_the_player_after_a_middle_dot_on_a_line_above_the_list(shipped: CatalogSet) -> None:
    """`Somme, July 1916 · **Player:** Gareth Pryce`: a Markdown post sets the player beside the
    battle, the dot spaced on both sides as a byline writes it: the player, as on a line alone."""
    text = (
        "# Royal Welch Fusiliers\n\nSomme, July 1916 · **Player:** Gareth Pryce\n\n"
        "## 2nd RWF (Infantry regiment)\n* Regt HQ\n* 4 × Infantry\n"
    )
    assert _read(text, shipped).data.get("player") == "Gareth Pryce"


def test_a_mine_thrower_under_a_regiment_is_asked(shipped: CatalogSet) -> None:
    """`1 mijnenwerper` (`Minenwerfer x1`) under an infantry regiment: the word is the rules' for
    both a light mortar and a towed trench mortar, and a player lists a regiment's support under it
    too, so the regiment does not settle which: asked, as outside one; a `Stokes mortar` there is
    still its light mortar, named Stokes."""
    text = "WTJ 1916\n\nInfanterieregiment 26\n- staf\n- 9 infanterie\n- 1 mijnenwerper\n- 1 Stokes mortar\n"
    read = _read(text, shipped)
    assert [asked.number for asked in read.asked] == [6]
    assert read.data["units"][0]["elements"][-1] == {"element": "light-mortar", "name": "Stokes"}


def test_a_tow_saying_in_german_what_it_pulls_tows_it(shipped: CatalogSet) -> None:
    """`1x Zugmaschine (zieht die sFH)`: the tractor's own line says it pulls the sFH, its verb
    before the gun as a German main clause puts it, as `tows the sFH` does: the gun is towed by
    it, not left with a note."""
    text = "WTJ 1916\n\n1x 15 cm sFH 13 (Klasse 8)\n1x Zugmaschine (zieht die sFH)\n"
    gun, tractor = _read(text, shipped).data["units"]
    assert gun["links"] == {"towed-by": tractor["id"]}
    assert "note" not in tractor


def test_a_regiments_command_said_with_the_french_adjective_is_its_command_base(shipped: CatalogSet) -> None:
    """`1 PC régimentaire`: a French player says the regiment's command post with the adjective
    (as `comando reggimentale` in Italian), not `du régiment`: the command base, no note left."""
    for said in ("PC régimentaire", "état-major régimentaire", "poste de commandement régimentaire"):
        text = f"WTJ 1916\n\n2e Zouaves (régiment d'infanterie)\n- 1 {said}\n- 4 fusiliers\n"
        assert _read(text, shipped).data["units"][0]["elements"][0] == {"element": "regimental-command"}


def test_a_regiment_headed_by_its_horsemens_english_word_is_a_cavalry_regiment_of_no_name(
    shipped: CatalogSet,
) -> None:
    """`Cossacks regiment: HQ + 4 cossacks`: the horsemen's word and `regiment` say the type only,
    as `Cavalry regiment` does, so the regiment has no name; `Don Cossack Regiment` is named so."""
    for heading, name in (
        ("Cossacks regiment", None),
        ("Hussar regiment", None),
        ("Don Cossack Regiment", "Don Cossack Regiment"),
    ):
        text = f"WTJ 1916\n\n{heading}:\n- HQ\n- 4 cossacks\n"
        regiment = _read(text, shipped).data["units"][0]
        assert (regiment["formation"], regiment.get("name")) == ("cavalry-regiment", name)
