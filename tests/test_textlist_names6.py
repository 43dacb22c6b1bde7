"""The army's name and its player as players give them around a list (issue 34, round 15): a title
over a table's header row, over a line naming the game or saying where and when, ending in a
colon after its date, before the game's name over the list's parts; a title's date that gives
the list's year; the name after `by`, after a rule on its own line, after a footer's dash; the
words in brackets after a `Player:` line's name, and the enemy after `against`. Each from an
example of our own."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet, system: str | None = None) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, system)


@pytest.mark.parametrize(
    "table",
    [
        "Eenheid\tType\tOpmerking\n1e Peloton\tInfantry\t\n2e Peloton\tInfantry\tingegraven\nPak-Zug\tATG\t\n",
        "+----+-----------+----------+\n| #  | Unit      | Type     |\n+----+-----------+----------+\n"
        "| 1  | A Coy     | Infantry |\n| 2  | B Coy     | Infantry |\n| 3  | Pak-Zug   | ATG      |\n"
        "+----+-----------+----------+\n",
    ],
    ids=["tabs", "ascii-borders"],
)
def test_a_title_over_a_tables_header_row_names_the_army(table: str, shipped: CatalogSet) -> None:
    """The header row and the table's rules stand between the title and the first unit: the title
    was taken for no line above the list, and the sender's name was the army's."""
    text = f"Beste Joost,\n\nmijn lijst voor OHW WW2 beta:\n\nKampfgruppe Hansen\n\n{table}\nGroeten,\nPiet Smit\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Kampfgruppe Hansen"
    assert read.data["player"] == "Piet Smit"


def test_a_title_over_a_line_naming_the_game_and_its_limit_names_the_army(shipped: CatalogSet) -> None:
    text = (
        "Evening Col,\n\nMy list for the Ypres night below.\n\n4th Canadian Brigade\nTank Attack 5.0 - 36 AP\n\n"
        "General - Rifles\n2 x Tank\n1 x Barrage\n\nCheers,\nMarc Tremblay\n"
    )
    assert _read(text, shipped).data["name"] == "4th Canadian Brigade"


def test_a_title_over_where_and_when_just_above_the_list_names_the_army(shipped: CatalogSet) -> None:
    """`Spearhead Div, Mons 1944` under the title says where and when: the title names the army."""
    text = (
        "Hex game Sunday, six units as agreed.\n\nTask Force Lovelady\nSpearhead Div, Mons 1944\n"
        "- 3x inf\n- 2x tanks (medium)\n- 1x arty\n"
    )
    assert _read(text, shipped).data["name"] == "Task Force Lovelady"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("2nd NZ Division (Cassino, February 1944):", "2nd NZ Division"),
        ("My units (March 1944):", "Rua's army"),
    ],
    ids=["title", "talk"],
)
def test_a_title_ending_in_a_colon_after_its_date_names_the_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    text = f"Kia ora Hemi,\n\nhexed OHW as usual.\n\n{line}\n\n3x Infantry\n2x Tank\n1x Artillery\n\n- Rua\n"
    assert _read(text, shipped).data["name"] == name


def test_a_heading_naming_the_army_before_the_game_names_it_over_the_lists_parts(shipped: CatalogSet) -> None:
    text = (
        "## 2nd Polish Corps — OHW WW2 hexed\n\n### Infantry\n- 3rd Carpathian Rifles - Infantry\n"
        "- 5th Kresowa - Infantry\n\n### Armour\n- 4th Armoured Regt - Tank\n"
    )
    assert _read(text, shipped).data["name"] == "2nd Polish Corps"


@pytest.mark.parametrize("opening", ["okay here's mine 🎲", "Right, here is mine:", "so, this is it"])
def test_talk_after_a_word_that_opens_it_names_no_army(opening: str, shipped: CatalogSet) -> None:
    text = f"{opening}\n```\nBaker Company, 2nd Rangers\nInf x3\n81mm mortars x2\nSherman plt x1\n```\n"
    assert _read(text, shipped, "ohw-ww2").data["name"] == "Baker Company, 2nd Rangers"


@pytest.mark.parametrize(
    "opening",
    [
        "Ecco la mia per il torneo sugli esagoni",
        "Voici la mienne pour samedi",
        "Aquí va la mía para el torneo",
        "Hier ist meine für Samstag",
        "Hier is de mijne voor zondag",
        "Her er min til turneringen",
        "Här är min till turneringen",
        "Oto moja na turniej",
    ],
)
def test_talk_that_hands_the_list_over_in_other_languages_names_no_army(
    opening: str, shipped: CatalogSet
) -> None:
    """`Ecco la mia per il torneo` (here is mine for the tournament) was taken for the army's name:
    the words that hand a list over name none in any language, as `here is mine` names none."""
    text = f"{opening}\n\n2 x Inf\n1 x 81mm mortar\n\nAlex\n"
    assert _read(text, shipped, "ohw-ww2").data["name"] == "Alex's army"


@pytest.mark.parametrize(
    ("title", "name", "year"),
    [
        ("Panzergruppe Eberbach, August '44", "Panzergruppe Eberbach", 1944),
        ("Royal Scots Greys, Caen 1944", "Royal Scots Greys, Caen 1944", 1944),
    ],
    ids=["only-the-date", "a-place-too"],
)
def test_a_titles_date_after_a_comma_is_the_lists_year_not_its_name(
    title: str, name: str, year: int, shipped: CatalogSet
) -> None:
    """Words that state an option are read as that, not kept as the name; a place stays in it."""
    text = f"Pagano night, my lot:\n\n{title}\n\n1st Platoon: 4 x Pz IV\n2nd Platoon: 4 x Pz IV\n"
    read = _read(text, shipped)
    assert read.data["name"] == name
    assert read.data["options"]["year"] == year


@pytest.mark.parametrize(
    ("signature", "player"),
    [
        ("by Kenji", "Kenji"),
        ("_list by Priya Raman_", "Priya Raman"),
        ("— posted by Ola N.", "Ola N."),
        ('-- Wes Tanaka, Boise, ID\n   "Tracks first, questions later."', "Wes Tanaka"),
        ("Posted by Aled at 19:40\n\n2 comments:", "Aled"),
        ("sent from my tablet, excuse typos - Bjorn", "Bjorn"),
        ("@+ Mathis", "Mathis"),
        ("groet Femke", "Femke"),
        ("-- Ingo, Kiel", "Ingo"),
    ],
    ids=[
        "by",
        "list-by",
        "posted-by",
        "rule-town-state-motto",
        "blog-comments",
        "footer-dash",
        "french",
        "dutch",
        "rule-given-name-town",
    ],
)
def test_the_name_a_line_marks_as_signing_is_the_player(
    signature: str, player: str, shipped: CatalogSet
) -> None:
    text = (
        f"Pagano armour, Allies 1944\n\n1st Platoon: 5 x T-34-85\n2nd Platoon: 4 x T-34-85\n\n{signature}\n"
    )
    read = _read(text, shipped)
    assert read.data["player"] == player
    assert read.data["name"] == f"{player}'s army"


def test_a_counted_line_after_a_rule_signs_nothing(shipped: CatalogSet) -> None:
    """`-- 2 Tiger I, reserve` named the player `reserve`, its tanks lost without a word."""
    text = "Pagano armour, Axis 1944\n\n1st Platoon: 5 x Pz IV\n-- 2 Tiger I, reserve\n"
    assert "player" not in _read(text, shipped).data


def test_a_footer_with_no_name_after_its_dash_signs_nothing(shipped: CatalogSet) -> None:
    text = "Pagano armour, Allies 1944\n\n1st Platoon: 5 x T-34-85\n\nLena\nSent from my iPhone - excuse the typos\n"
    assert _read(text, shipped).data["player"] == "Lena"


def test_the_brackets_after_the_players_name_give_the_side_or_stay_shown(shipped: CatalogSet) -> None:
    """`Player: Hans Meier (Germans)` lost its bracket: neither the side it states nor a remark."""
    sided = _read("Pagano armour\nSpieler: Lotte Vogel (Germans)\n\n1st Platoon: 4 x Pz IV\n", shipped)
    assert sided.data["player"] == "Lotte Vogel"
    assert sided.data["options"]["side"] == "Axis"
    remarked = _read(
        "Pagano armour\nSpieler: Lotte Vogel (Panzerclub Ulm)\n\n1st Platoon: 4 x Pz IV\n", shipped
    )
    assert remarked.data["player"] == "Lotte Vogel"
    assert "side" not in remarked.data.get("options", {})
    assert [line.text for line in remarked.lines] == ["Panzerclub Ulm"]


@pytest.mark.parametrize(
    "army",
    [
        "Armee: Sowjetische Panzerbrigade, gegen die Deutsche",
        "Army: Guards Tank Brigade, against the Axis",
        "Army: Guards Tank Brigade vs Axis",
    ],
    ids=["german", "english", "vs"],
)
def test_the_words_after_against_name_the_enemy_not_the_armys_side(army: str, shipped: CatalogSet) -> None:
    read = _read(f"Pagano armour\n{army}\n\n1st Platoon: 4 x T-34-85\n", shipped)
    assert "side" not in read.data.get("options", {})


def test_a_sheets_key_row_whose_value_holds_a_comma_names_the_army(shipped: CatalogSet) -> None:
    """`Army,"2nd Bn, Royal Ulster Rifles",,`: the quoted cell is one value, as the sheet wrote it."""
    text = (
        'Army,"2nd Bn, Royal Ulster Rifles",,\nPlayer,Aoife Byrne,,\nRules,OHW WW2 beta,,\n,,,\n'
        "Unit,Type,Qty,Notes\nA Coy,Infantry,2,\nSp Coy,Mortar,1,3-inch\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "2nd Bn, Royal Ulster Rifles"
    assert read.data["player"] == "Aoife Byrne"


def test_a_kampfgruppe_column_with_one_value_on_every_row_names_the_army(shipped: CatalogSet) -> None:
    text = (
        "Spieler\tKampfgruppe\tEinheit\tTyp\n"
        "Jonas Roth\tKG Hansen\t1. Zug\tInfantry\nJonas Roth\tKG Hansen\t2. Zug\tInfantry\n"
        "Jonas Roth\tKG Hansen\tPanzerzug\tTank\n"
    )
    read = _read(text, shipped, "ohw-ww2")
    assert read.data["name"] == "KG Hansen"
    assert read.data["player"] == "Jonas Roth"


def test_words_after_a_long_dash_on_the_players_line_give_the_side_or_stay_shown(shipped: CatalogSet) -> None:
    """`Joueur : Julien Marchand — camp : Axe` named the player `Julien Marchand — camp : Axe`:
    words after a long dash on the player's line are a remark on it, as in brackets."""
    sided = _read("Pagano armour\nJoueur : Julien Marchand — camp : Axe\n\n1st Platoon: 4 x Pz IV\n", shipped)
    assert sided.data["player"] == "Julien Marchand"
    assert sided.data["options"]["side"] == "Axis"
    remarked = _read(
        "Pagano armour\nPlayer: Lotte Vogel – Panzerclub Ulm\n\n1st Platoon: 4 x Pz IV\n", shipped
    )
    assert remarked.data["player"] == "Lotte Vogel"
    assert [line.text for line in remarked.lines] == ["Panzerclub Ulm"]
