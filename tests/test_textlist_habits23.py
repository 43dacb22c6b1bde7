"""Players' habits found in the twenty-third session's training lists (issue 34): each test a
list's habit, failing before its mend."""

import pytest

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


@pytest.mark.parametrize("mark", ["", "- "])
def test_a_regiments_members_make_its_type_before_a_base_it_has_no_place_for(
    mark: str, shipped: CatalogSet
) -> None:
    """`**Regiment Karabiniers-Wielrijders**` over a staff, cyclists, an MG and engineers: the
    cyclists were read outside the Infantry regiment `Regiment` was taken for (plain lines), or
    the engineers kept it one, so that no type took them all and it was no formation at all. The
    members so far make it a Cyclist regiment, and the engineers, which it has no place for, stand
    apart from it as from any formation."""
    lines = "".join(
        f"{mark}{line}\n" for line in ("1 x staf", "4 x wielrijders", "1 x mitrailleur", "1 x genie")
    )
    units = _read(f"1916 WTJ\n\n**Regiment Karabiniers-Wielrijders**\n{lines}", shipped).data["units"]
    assert units == [
        {
            "formation": "cyclist-regiment",
            "name": "Regiment Karabiniers-Wielrijders",
            "elements": [
                {"element": "regimental-command"},
                {"element": "cyclist", "count": 4},
                {"element": "machine-gun"},
            ],
        },
        {"element": "engineer"},
    ]


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


def test_a_model_written_with_its_types_word_after_a_comma_is_one_more_unit(shipped: CatalogSet) -> None:
    """`1st Bn: 4 Rifles, Vickers MG`: an uncounted part naming a model by its type's own word is
    the battalion's MG named Vickers, as `4 Rifles, MG` is its MG; it was the Rifles' note."""
    for line in ("1st Bn: 4 Rifles, Vickers MG — 11", "4 Rifles, Stokes mortar"):
        units = _read(f"Tank Attack\nGeneral: Rifles\n{line}\n", shipped).data["units"]
        members = units[1]["elements"] if "elements" in units[1] else units[1:]
        assert members[0] == {"element": "rifles", "count": 4}
        assert members[1]["element"] in ("machinegun", "light-mortar")
        assert members[1]["name"] in ("Vickers", "Stokes")


def test_words_after_a_comma_naming_no_type_by_its_word_stay_a_note(shipped: CatalogSet) -> None:
    """`4 Rifles, Dublin Fusiliers`: words that hold no type's own word are the Rifles' note."""
    units = _read("Tank Attack\nGeneral: Rifles\n4 Rifles, Dublin Fusiliers\n", shipped).data["units"]
    assert units[1:] == [{"element": "rifles", "count": 4, "note": "Dublin Fusiliers"}]


def test_a_models_name_then_its_units_cost_reads_as_a_type_name_and_its_cost(shipped: CatalogSet) -> None:
    """`Stokes mortar 3`, `Whippet 4`: a model's name and then the figure one unit of its type
    costs, as `Light mortar 3` is the mortar at 3; they were units of unknown types. A figure that
    is no such cost (`Whippet 7`) may be a model's mark: its unit stays unknown, for the player to mend."""
    text = "Tank Attack\nGeneral: Rifles 2\nStokes mortar 3\nWhippet 4\nWhippet 7\nGas 1\n"
    listed = _read(text, shipped)
    assert listed.data["units"][1:] == [
        {"element": "light-mortar", "name": "Stokes"},
        {"element": "tank", "name": "Whippet"},
        {"element": "Whippet 7"},
        {"element": "gas"},
    ]


def test_a_regiments_title_saying_where_and_when_over_the_general_names_the_army(shipped: CatalogSet) -> None:
    """`4e Hussards – Marne 1914`, `Reserve-Ulanen-Regiment 4 (Ostfront 1916)` over a blank line and
    the general: a regiment's name that a front and a year set apart titles the army, as `7th
    Armoured – Normandy 1944` does; it was a cavalry unit of an unknown type, or a regiment of nothing."""
    for title, army in (
        ("4e Hussards – Marne 1914", "4e Hussards"),
        ("4e Hussards (Marne 1914)", "4e Hussards"),
        ("[b]Reserve-Ulanen-Regiment 4 (Ostfront 1916)[/b]", "Reserve-Ulanen-Regiment 4"),
        ("Ulanen-Regiment 4 – Ostfront 1916", "Ulanen-Regiment 4"),
    ):
        text = f"Tank Attack 36 AP\n\n{title}\n\nGeneral: Infanterie, 2 AP\n2x Panzerwagen 4 AP\n"
        listed = _read(text, shipped)
        assert (listed.data["name"], listed.data["units"]) == (
            army,
            [{"element": "rifles", "general": True}, {"element": "armoured-car", "count": 2}],
        )


def test_a_regiment_saying_where_and_when_over_its_members_stays_the_regiment(shipped: CatalogSet) -> None:
    """A formation's heading with a front and a year over its own members is that formation."""
    text = "Tank Attack\n\nGeneral: Rifles\nCavalry Regiment (Marne 1914):\n4 Cavalry\n1 MG\n"
    units = _read(text, shipped).data["units"]
    assert units[1]["formation"] == "cavalry-regiment"
    assert len(units[1]["elements"]) == 2


def test_each_part_of_a_line_with_its_own_cost_after_it_is_read_as_on_a_line_of_its_own(
    shipped: CatalogSet,
) -> None:
    """`Inf Bn: 4 rifles 8, 1 MG 3 = 11`: each part's cost after it, as `1 MG 3` on its own line;
    the MG was noted `3`. `2 x Mark IV tanks 8`: the tanks' cost after the type's word, which is no
    part of the name, as in `2 x Mark IV tanks` (it was named `Mark IV tanks`)."""
    text = "HitT\nGen - rifles 2\nInf Bn: 4 rifles 8, 1 MG 3 = 11\n2 x Mark IV tanks 8\nSniper 1\n"
    assert _read(text, shipped).data["units"][1:] == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank", "count": 2, "name": "Mark IV"},
        {"element": "sniper"},
    ]


def test_a_year_after_a_place_in_a_titles_brackets_names_no_game(shipped: CatalogSet) -> None:
    """`151e Régiment d'Infanterie (Verdun, 1916)`: the battle's year, as `Brigata Sassari, Isonzo
    1916` is, not WTJ's name `1916`; the list in PA was read as a WTJ list."""
    text = "151e Régiment d'Infanterie (Verdun, 1916)\n\nGénéral : fusiliers = 2 PA\n2 chars = 8 PA\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)], subject="Re: Liste HitT")
    assert listed.system == "tank-attack"
    assert listed.data["name"] == "151e Régiment d'Infanterie"


def test_the_writers_own_words_naming_the_army_in_talk_name_it(shipped: CatalogSet) -> None:
    """`oh and the regiment is 10th Royal Fusiliers if anyone cares`, under a chat's list: the
    writer names the army in talk, as a title over the list would; it was named for the writer."""
    for said, army in (
        ("oh and the regiment is 10th Royal Fusiliers if anyone cares", "10th Royal Fusiliers"),
        ("My army is called the Kaiser's Own, by the way.", "Kaiser's Own"),
        ("PS: mon régiment s'appelle 151e RI", "151e RI"),
    ):
        text = f"HitT\nGeneral: Rifles\n4 Rifles, 1 MG\n2 Tanks\n\n{said}\n"
        assert _read(text, shipped).data["name"] == army
    text = "HitT\nGeneral: Rifles\n2 Tanks\n\nthe regiment is great fun to paint\n"
    assert _read(text, shipped).data["name"] == "Imported list"


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


def test_a_polish_small_gun_names_the_atg(shipped: CatalogSet) -> None:
    """`działko ppanc.` (the small gun, as Poles call a light anti-tank gun) was an unknown type."""
    for game in ("OHW WW2 beta", "OHW hex"):
        text = f"{game}\n\n3x piechota\n1x działko ppanc.\n2x działka przeciwpancerne\n"
        units = _read(text, shipped).data["units"]
        assert [unit["element"] for unit in units] == ["infantry", "anti-tank-gun", "anti-tank-gun"]


def test_a_signature_with_a_nickname_in_quotes_names_the_player(shipped: CatalogSet) -> None:
    """`Krzysiek "Wilk" Nowak` under the list: a nickname quoted between the names made it no name."""
    for signature in ('Krzysiek "Wilk" Nowak', "Krzysiek „Wilk” Nowak", "Tom 'Tiger' Smith"):
        text = f"OHW WW2 beta\n\n3x piechota\n1x czołg T-34\n\nPozdrawiam,\n{signature}\n"
        assert _read(text, shipped).data["player"] == signature


def test_a_calibre_spelt_in_words_names_its_unit_as_in_figures(shipped: CatalogSet) -> None:
    """`One three-inch mortar`, `One two-pounder anti-tank gun`: the calibre spelt out made the line an
    unknown type, where `3-inch mortar` reads a Mortar named 3-inch."""
    text = "OHW WW2 beta\n\nTwo infantry\nOne three-inch mortar\nOne two-pounder anti-tank gun\nsix-pounder ATG\n"
    assert _read(text, shipped).data["units"][1:] == [
        {"element": "mortar", "name": "three-inch"},
        {"element": "anti-tank-gun", "name": "two-pounder"},
        {"element": "anti-tank-gun", "name": "six-pounder"},
    ]


def test_a_types_words_and_a_calibre_among_the_units_are_a_gun_so_named_not_a_title(
    shipped: CatalogSet,
) -> None:
    """`Canon antichar 25mm (Hotchkiss)`, `ATG 6pdr` between two units: read as a title, they made an
    unknown type of the bracket's maker or of the whole line."""
    text = "OHW WW2 beta\n\nInfantry x2\nCanon antichar 25mm (Hotchkiss)\nATG 6pdr\nTank\n"
    assert _read(text, shipped).data["units"][1:3] == [
        {"element": "anti-tank-gun", "name": "Canon antichar 25mm", "note": "Hotchkiss"},
        {"element": "anti-tank-gun", "name": "ATG 6pdr"},
    ]


def test_a_calibre_written_apart_from_its_unit_among_the_units_is_a_gun_so_named(shipped: CatalogSet) -> None:
    """`Bombarda 240 mm`, `Mortaio 81 mm` under `Supporto:` among the units: a calibre's figure
    and its unit written apart were no calibre, so the line was read as a title and made an unknown
    type of the whole line; they are the type named so, as `Canon antichar 25mm` is."""
    text = "WTJ 1916\n\nSupporto:\nPariglia\nBombarda 240 mm\nMortaio 81 mm\nPariglia\n"
    assert _read(text, shipped).data["units"][1:3] == [
        {"element": "trench-mortar", "name": "Bombarda 240 mm"},
        {"element": "light-mortar", "name": "Mortaio 81 mm"},
    ]


def test_a_titles_month_and_short_year_after_a_dash_are_when_it_fought(shipped: CatalogSet) -> None:
    """`4th Canadian Armoured - Totalize, Aug 44`: a month and a two-figure year after the dash say
    when, as `Normandy 1944` does, and are no part of the army's name."""
    for when in ("Totalize, Aug 44", "Totalize, Aug '44", "August 44"):
        text = f"OHW WW2 beta\n\n4th Canadian Armoured - {when}\n\nInfantry x2\nMortar\nTank\n"
        assert _read(text, shipped).data["name"] == "4th Canadian Armoured"


def test_a_line_over_the_units_saying_the_army_has_no_commander_is_talk(shipped: CatalogSet) -> None:
    """`Velitel: žádný, OHW generály nemá :)` over the bullets, in a game with no general: the line
    says the list has none, so it is talk, never the army's name nor a section over its units."""
    for said in ("Velitel: žádný, OHW generály nemá :)", "Commander: none", "Befehlshaber: keiner"):
        text = f"OHW WW2 hexy, 4 jednotky\n\n{said}\n- pěchota\n- tank KV-1 těžký\n\nJirka\n"
        listed = _read(text, shipped).data
        assert listed["name"] == "Jirka's army"
        assert [unit["element"] for unit in listed["units"]] == ["infantry", "tank"]


def test_a_sheets_number_of_units_key_gives_the_army_size(shipped: CatalogSet) -> None:
    """`Antal enheter<TAB>6` over a Swedish sheet's rows: `number of units` in the player's words
    keys the size, as `Enheter<TAB>6` and `Units,6` do; without it the size is lost in silence."""
    for key_said in ("Antal enheter", "Number of units", "Anzahl Einheiten", "Počet jednotek"):
        text = (
            f"Armé\tNorrlands dragoner\t\t\n{key_said}\t6\t\t\n\t\t\t\n"
            "Enhet\tTyp\tKvalitet\tAnmärkning\n1:a skvadronen\tKavalleri\tElit\t\n"
        )
        listed = read_text_list(
            text, [c for c in shipped if isinstance(c, Catalog) and c.id == "ohw-ww2-hex"], "ohw-ww2-hex"
        )
        assert listed.data.get("options") == {"army-size": 6}


def test_a_plus_line_under_a_numbered_unit_heads_nothing_where_units_hold_none(shipped: CatalogSet) -> None:
    """`6. 6pdr AT gun` then `+ 25pdr arty if we go to 7`: in a game without formations a unit
    holds no units, so the numbered unit stays in the list and the line after it is its own,
    never a heading that swallows the gun in silence."""
    text = (
        "OHW WW2 hexed, 6 units a side\n\n1. Infantry - regular\n2. Churchill heavy tank\n"
        "3. 6pdr AT gun\n+ 25pdr arty if we go to 7\n\nNige\n"
    )
    units = _read(text, shipped).data["units"]
    assert units[-1] == {"element": "anti-tank-gun", "name": "6pdr"}


def test_a_quoted_bodys_name_after_the_type_is_the_units_name(shipped: CatalogSet) -> None:
    """`Infanteria motoritzada "Rifle Brigade"`: quoted words naming a body by its arm and its size
    are the unit's name, even where the arm's word is a type's; what its men are called stays a
    note (`6x Infantry "Alpini"`)."""
    text = 'OHW WW2 hexed\n\n1. Infanteria "Tank Brigade" – elit\n2. 6x Infantry "Alpini"\n'
    units = _read(text, shipped).data["units"]
    assert units[0] == {"element": "infantry", "name": "Tank Brigade", "options": ["elite"]}
    assert units[1] == {"element": "infantry", "count": 6, "note": "Alpini"}


@pytest.mark.parametrize(
    ("line", "element"),
    [
        ("Mortar (heavy)", "heavy-mortar"),
        ("2 x Mortar (medium)", "heavy-mortar"),
        ("Artillery (heavy)", "heavy-artillery"),
    ],
)
def test_a_word_in_brackets_that_makes_another_type_with_the_name_is_that_type(
    line: str, element: str, shipped: CatalogSet
) -> None:
    """`Mortar (heavy)` was a Light Mortar noted `heavy`, with no word: a bare mortar is the light
    one, but with its bracket's word it is the heavy mortar, as `heavy mortar` is. A bracket's word
    that is an option of the same type stays one (`Tank (heavy)` in the hexed draft)."""
    read = _read(f"Tank Attack\n\nGeneral: Rifles\n{line}\n", shipped)
    assert [unit["element"] for unit in read.data["units"]] == ["rifles", element]
    assert "note" not in read.data["units"][1]


def test_a_sheets_row_whose_type_cell_is_a_gun_model_is_never_a_greeting(shipped: CatalogSet) -> None:
    """`Smith,6pdr,` under `Platoon,Type,Comment` was left unread, as though `6pdr` were a limit
    such as `36AP` said in greeting: a sheet's row is a unit, its model the type's (an ATG). `Mor
    Pl` beside `Mortar` is the type's word shortened and a platoon, no name (README)."""
    text = "OHW WW2 beta\nPlatoon,Type,Comment\n1 Pl,Infantry,\nSmith,6pdr,\nMor Pl,Mortar,\n"
    units = _read(text, shipped).data["units"]
    assert [(unit["element"], unit.get("name")) for unit in units] == [
        ("infantry", "1 Pl"),
        ("anti-tank-gun", "Smith"),
        ("mortar", None),
    ]
