"""The army's name and its player as players give them above a list (issue 34, round 5): a title
set apart by blank lines, the date or the options under it, a heading below the system's own, a
number or quotes that are part of the name, a frame, an emoji or a date around it, and `Player:`
in other languages. Each from an example of our own."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs)


@pytest.mark.parametrize(
    "under",
    ["", "(Arracourt, septembre 1944)\n", "Allied, autumn 1944\n"],
)
def test_a_title_set_apart_above_the_list_names_the_army(under: str, shipped: CatalogSet) -> None:
    text = (
        "Bonsoir à tous, voici ma liste pour jeudi (Pagano armour).\n\n"
        f"Combat Command A\n{under}\n"
        "3x M4A3 Sherman\n1x M10\n\nBonne soirée\nLucie Marchand\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "Combat Command A"
    assert read.data["player"] == "Lucie Marchand"


def test_a_sentence_broken_over_two_lines_above_the_list_names_no_army(shipped: CatalogSet) -> None:
    """A long line whose sentence the next line goes on with (`Small change - swapping ... after
    Friday's` / `defeat. Revised list for Sunday (OHW beta, 6 units):`) is talk, not a title with
    its subtitle under it."""
    text = (
        "Hi Sam,\n\nSmall change - swapping the guns for another rifle platoon after Friday's\n"
        "defeat. Revised list for Sunday (OHW beta, 6 units):\n\n"
        "Infantry platoon x 4\nCromwell troop\n\nRegards,\nOlek\n"
    )
    assert _read(text, shipped).data["name"] == "Olek's army"


def test_the_games_line_set_apart_names_no_army(shipped: CatalogSet) -> None:
    read = _read("WTJ 1916 - Przemyśl, March 1915\n\n4 x Infantry\n1 x Machine gun\n\n- Olek\n", shipped)
    assert read.data["name"] == "Olek's army"


@pytest.mark.parametrize("game", ["(Tank Attack v5, 36 AP)", "- Tank Attack, 36 AP"])
def test_a_title_set_apart_before_the_games_name_names_the_army(game: str, shipped: CatalogSet) -> None:
    text = (
        "Finally finished painting these, took me all winter.\n\n"
        f"[b]2nd Canterbury Bn, Messines 1917[/b] {game}\n\n"
        "[list]\n[*]Rifles (general)\n[*]4 x Rifles\n[/list]\n\nRangi\n"
    )
    assert _read(text, shipped).data["name"] == "2nd Canterbury Bn, Messines 1917"


@pytest.mark.parametrize("game", ["- 1916 (WTJ)", "- WTJ (1916)", "(1916, WTJ)"])
def test_a_title_before_the_game_named_twice_names_the_army(game: str, shipped: CatalogSet) -> None:
    """`3rd Rifle Brigade - 1916 (WTJ)`: the game's other name in brackets after its name is the
    game still, so the words before both title the army."""
    text = (
        f"3rd Rifle Brigade {game}\n\n2nd Londons (Infantry Regiment)\n    Regimental HQ\n    4 x Infantry\n"
    )
    assert _read(text, shipped).data["name"] == "3rd Rifle Brigade"


def test_a_title_before_the_games_name_and_its_army_size_names_the_army(shipped: CatalogSet) -> None:
    """`Kampfgruppe Rauch (OHW WW2 beta, 6 units)`: the army size after the game's name is the list's
    option, written in the option's own units, as a limit in AP is; the words before it title the army."""
    text = (
        "Hi Alan,\n\nCorrected list below.\n\nKampfgruppe Rauch (OHW WW2 beta, 6 units)\n\n"
        "3 x Infantry\n1 x Mortar\n\nRegards\nHenrik\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "Kampfgruppe Rauch"
    assert read.data["options"] == {"army-size": 6}


def test_a_title_naming_the_game_by_a_shorter_name_than_the_subject_names_the_army(
    shipped: CatalogSet,
) -> None:
    """The subject names the game `OHW WW2 beta` and the title `OHW beta`: both name it, so the
    shorter name and the size after it are no part of the army's name."""
    text = (
        "Re: OHW WW2 beta - Normandy mini-campaign, game 2\n\nRight, here's my lot for Thursday.\n\n"
        "US Task Force Baker (OHW beta, 6 units)\n\n3x Rifle platoon\n1x Mortar platoon\n\n-- Gus\n"
    )
    assert _read(text, shipped).data["name"] == "US Task Force Baker"


def test_words_before_the_games_name_name_no_army_where_more_follows_it(shipped: CatalogSet) -> None:
    text = (
        "Finally finished painting these, took me all winter.\n\n"
        "Club night (Tank Attack) on Friday at the drill hall\n\n"
        "[list]\n[*]Rifles (general)\n[*]4 x Rifles\n[/list]\n\nRangi\n"
    )
    assert _read(text, shipped).data["name"] == "Rangi's army"


def test_options_set_apart_above_the_list_name_no_army(shipped: CatalogSet) -> None:
    read = _read("Pagano armour\n\nAxis, 1943\n\n2x Tiger I\n\n- Karl\n", shipped)
    assert read.data["name"] == "Karl's army"
    assert read.data["options"]["side"] == "Axis"


def test_a_heading_under_the_systems_heading_names_the_army(shipped: CatalogSet) -> None:
    text = "# OHW WW2 beta — club ladder, round 5\n\n## Task Force Lovelady\n\n* Infantry x2\n* Tank\n"
    assert _read(text, shipped).data["name"] == "Task Force Lovelady"


def test_a_title_under_the_systems_line_names_the_army_before_it(shipped: CatalogSet) -> None:
    text = "OHW WW2 beta - summer league, match 2\nPlayer: Ana Costa\n\nRegimento de Infantaria 11\n\n- Infantry x2\n- Tank\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Regimento de Infantaria 11"
    assert read.data["player"] == "Ana Costa"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("3 Dywizja Strzelców Karpackich – Ancona, lipiec 1944", "3 Dywizja Strzelców Karpackich"),
        ("Gruppo „Cantaluppi” — dicembre 1942", "Gruppo „Cantaluppi”"),
        ("~~ Kampfgruppe Sieckenius ~~ 6 units", "Kampfgruppe Sieckenius"),
        ("Kampfgruppe Sieckenius 🔥", "Kampfgruppe Sieckenius"),
        ("2nd Canadian Division — Verrières Ridge, the second try", "2nd Canadian Division"),
        ("Groupe Franc Larminat – règles maison", "Groupe Franc Larminat"),
        ("Kampfgruppe Hansen (Ardennen, Dezember 1944)", "Kampfgruppe Hansen"),
        ("Kampfgruppe Kühn (Kursk '43)", "Kampfgruppe Kühn"),
        ("Kampfgruppe (5th SS)", "Kampfgruppe (5th SS)"),
        ("Task Force (2/7 Queens)", "Task Force (2/7 Queens)"),
        ("Task Force Baum (Hammelburg raid)", "Task Force Baum (Hammelburg raid)"),
        ("51st (Highland) Division", "51st (Highland) Division"),
    ],
)
def test_a_titles_number_and_quotes_stay_and_its_decoration_goes(
    line: str, name: str, shipped: CatalogSet
) -> None:
    text = f"Hi all, my list (hexed OHW):\n\n{line}\n\n1. Infantry\n2. Tank, medium\n"
    assert _read(text, shipped).data["name"] == name


@pytest.mark.parametrize("bracket", ["(Club Los Húsares, Mendoza)", "(Mendoza Musketeers)", "(she/her)"])
def test_a_players_club_in_brackets_is_no_part_of_their_name(bracket: str, shipped: CatalogSet) -> None:
    text = f"# Tank Attack\nJugador: Lucía Ortega {bracket}\n\nGeneral: Rifles\nTank\n"
    assert _read(text, shipped).data["player"] == "Lucía Ortega"


@pytest.mark.parametrize(
    "key", ["Joueur", "Gracz", "Spieler", "Giocatore", "Speler", "Játékos", "Игрок", "Hráč"]
)
def test_the_player_named_in_another_language_is_the_player(key: str, shipped: CatalogSet) -> None:
    text = f"# Tank Attack\n{key}: Wiktor Nowicki\n\n## 1st Fusiliers\n\nGeneral: Rifles\nTank\n"
    read = _read(text, shipped)
    assert read.data["player"] == "Wiktor Nowicki"
    assert read.data["name"] == "1st Fusiliers"


@pytest.mark.parametrize(
    "line",
    [
        "Regras: **OHW WW2 beta** · 6 unidades · Jogador: Rodrigo Albuquerque",
        "Rules: OHW WW2 beta | Player: Rodrigo Albuquerque",
        "Lista OHW WW2 beta - Jogador: Rodrigo Albuquerque",
        "OHW WW2 beta list – Player: Rodrigo Albuquerque",
        "*Jogador: Rodrigo Albuquerque — OHW WW2 beta*",
        "Player: Rodrigo Albuquerque | OHW WW2 beta",
    ],
)
def test_the_player_beside_the_games_name_on_its_line_is_the_player(line: str, shipped: CatalogSet) -> None:
    """`Regras: OHW WW2 beta · Jogador: ...`: a line of keys and values split by dots, bars or
    spaced dashes gives the player beside the game's name, after it or before it (`Joueur : ... —
    WTJ 1916`), as a line of its own would; it was lost."""
    read = _read(f"# Força Expedicionária\n\n{line}\n\n## Infantaria\n- 2× Infantry\n", shipped)
    assert read.data["player"] == "Rodrigo Albuquerque"
    assert read.data["name"] == "Força Expedicionária"


@pytest.mark.parametrize(
    "line",
    [
        "**Sida:** Axeln · **År:** 1943 · **Spelare:** Henrik Sjöberg",
        "Side: Axis | Year: 1943 | Player: Henrik Sjöberg",
        "Strona: Oś • Rok: 1943 • Gracz: Henrik Sjöberg",
    ],
)
def test_the_player_and_a_labelled_side_on_a_line_of_options_are_read(line: str, shipped: CatalogSet) -> None:
    """`Sida: Axeln · År: 1943 · Spelare: ...`: on a line of options split by dots or bars, a side
    under a label in the player's language and the player's key beside them are read as on lines
    of their own; the player was lost, and the side where its label was not the option's name."""
    read = _read(f"### Kampfgruppe Strachwitz\n\nPagano WW2\n\n{line}\n\n- 4x Pz IV\n", shipped)
    assert read.data["player"] == "Henrik Sjöberg"
    assert read.data["options"] == {"side": "Axis", "year": 1943}
    assert read.data["name"] == "Kampfgruppe Strachwitz"


@pytest.mark.parametrize(
    "line",
    [
        "Giocatore: Lorenzo Bassi · Scenario 5 (Bir el Gubi) · **6 unità**",
        "Player: Lorenzo Bassi | Scenario 5 | 6 units",
        "Jogador: Lorenzo Bassi • 6 unidades",
    ],
)
def test_what_the_player_s_line_says_after_a_dot_or_bar_is_no_part_of_their_name(
    line: str, shipped: CatalogSet
) -> None:
    """The scenario and the size beside the player's name, apart by a dot or a bar, were read as
    the name, and the size was lost in silence."""
    read = _read(f"# Ariete\n\nOHW WW2 hexed\n{line}\n\n- 2 Infantry\n- Tank\n", shipped)
    assert read.data["player"] == "Lorenzo Bassi"
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize(
    "cells", ["Liste WTJ 1916\tJoueur : Sébastien Roux\t\t", "Liste WTJ 1916;Joueur : Sébastien Roux;;"]
)
def test_the_player_in_a_cell_beside_the_games_name_is_the_player(cells: str, shipped: CatalogSet) -> None:
    """A sheet's first row naming the game in one cell and the player in the next lost the player,
    the army named for the file."""
    sep = "\t" if "\t" in cells else ";"
    sheet = f"{cells}\n\nÉlément{sep}Nb{sep}Remarques\nfusiliers{sep}6{sep}\nsapeurs{sep}1{sep}\n"
    read = _read(sheet, shipped)
    assert read.data["player"] == "Sébastien Roux"
    assert read.data["name"] == "Sébastien Roux's army"


@pytest.mark.parametrize(
    "key",
    [
        "Armee",
        "Armée",
        "Exército",
        "Exèrcit",
        "Hadsereg",
        "Hær",
        "Армия",
        "Liste ",
        "Lista",
        "Styrka",
        "Streitmacht",
    ],
)
def test_the_army_named_in_another_language_is_the_armys_name(key: str, shipped: CatalogSet) -> None:
    text = f"OHW WW2 beta\n\n{key}: Kampfgruppe Ostwald\nPlayer: Ilse Brandt\n\n1. Infantry\n2. Tank\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Kampfgruppe Ostwald"
    assert read.data["player"] == "Ilse Brandt"
    assert not read.lines


@pytest.mark.parametrize("key", ["Sestava", "Soupiska", "Liste", "Lista", "Llista", "Lijst", "Zostava"])
def test_the_list_named_in_another_language_is_the_armys_name(key: str, shipped: CatalogSet) -> None:
    """`Sestava:` (Czech: line-up), `Liste:`, `Lista:` name the list as `List:` does."""
    text = f"OHW WW2 beta\n\n{key}: Kampfgruppe Ostwald\nPlayer: Ilse Brandt\n\n1. Infantry\n2. Tank\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Kampfgruppe Ostwald"
    assert not read.lines


def test_a_second_player_line_is_shown_unread_not_taken_over_the_first(shipped: CatalogSet) -> None:
    text = "# Tank Attack\nJoueur: Pierre Dubois\n\nGeneral: Rifles\nTank\n\nSpieler: alle\n"
    read = _read(text, shipped)
    assert read.data["player"] == "Pierre Dubois"
    assert [(line.number, line.text) for line in read.lines] == [(7, "alle")]


def test_a_title_ending_in_an_abbreviations_point_names_the_army(shipped: CatalogSet) -> None:
    text = (
        "OHW WW2 beta\n\nTask Force Welborn, 3rd Armd Bn.\nBastogne, December 1944\n\n1. Tank\n2. Infantry\n"
    )
    assert _read(text, shipped).data["name"] == "Task Force Welborn, 3rd Armd Bn."


def test_a_sentence_above_the_list_names_no_army(shipped: CatalogSet) -> None:
    text = "OHW WW2 beta\n\nHere it is.\n\n1. Tank\n2. Infantry\n\nCheers,\nWalt Hogan\n"
    assert _read(text, shipped).data["name"] == "Walt Hogan's army"


LIST = "Tank Attack\nGeneral: Rifles\n2 x Tank\n1 x Fighter\n\n"


@pytest.mark.parametrize(
    ("signature", "player"),
    [
        ("Best,\nRuth\n\n--\nRuth Okonkwo-Hale\nSheffield Wargames Society\n", "Ruth Okonkwo-Hale"),
        ("Danke!\nAnnika Berg\nTabletop-Club Kiel e.V.\n", "Annika Berg"),
        ("Obrigado,\nIvo Matos (IvoM), Porto\n", "Ivo Matos"),
        ("see you sat\nBeni (@beni_paints)\n", "Beni"),
        ("Joost van der Berg, Zwolle\n", "Joost van der Berg"),
        ("Do svidaniya, Pyotr\n", "Pyotr"),
        ("Tessa R.\n", "Tessa R."),
        ("Cheers,\nTom Baker\n--\nBristol Wargames Society\nClifton, Bristol\n", "Tom Baker"),
        ("Mit freundlichen Grüßen\nHans Schmidt\n--\nWargaming Club Köln e.V.\nKöln\n", "Hans Schmidt"),
        ("--\nBristol Wargames Society\nTom Baker\n07700 900123\n", None),
        ("Vi ses!\n/Sven Olsson, Göteborg\n", "Sven Olsson"),
        ("Üdvözlettel,\nNagy Péter\n--\nSzegedi Hadijáték Kör\n", "Nagy Péter"),
        ("Great game last week.\nRhys (Cardiff Wargames Society)\n", "Rhys"),
        ("Atenciosamente,\nMarta Sousa\nClube de Wargames de Braga\n", "Marta Sousa"),
        ("Posted by Ewan at 22:41\n", "Ewan"),
        ("Reserves: Whippet, Rolls-Royce\n", None),
    ],
    ids=[
        "rule",
        "sign-off",
        "handle-and-town",
        "chat-handle",
        "name-then-town",
        "sign-off-then-name",
        "initial",
        "sign-off-before-the-club",
        "sign-off-before-the-town",
        "club-and-person-under-the-rule",
        "slash-before-the-name",
        "sign-off-before-the-club-in-hungarian",
        "club-in-brackets",
        "sign-off-before-the-club-in-portuguese",
        "blogs-line",
        "a-labels-list-is-no-sign-off",
    ],
)
def test_the_player_is_the_name_in_the_signature_not_its_club_town_or_handle(
    signature: str, player: str | None, shipped: CatalogSet
) -> None:
    """Signatures end in a club, a town, a handle or a phone's footer: only the last line was
    read, and the club became the player (or nobody did). Where a club and a person both stand
    under the rule, with no sign-off to say which signs, neither is taken."""
    assert _read(LIST + signature, shipped).data.get("player") == player


def test_a_mails_signature_under_its_rule_gives_the_senders_full_name(shipped: CatalogSet) -> None:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    text = LIST + "Cheers,\nMoana\n\n--\nMoana Ruatapu\nWellington Wargames Club\n"
    assert read_text_list(text, catalogs, sender="Moana Ruatapu").data["player"] == "Moana Ruatapu"
    assert read_text_list(text, catalogs, sender="Kim Lee").data.get("player") is None


@pytest.mark.parametrize(
    "header",
    [
        "Betreff: Liga, 3. Runde - Listen\nVon: panzerfritz » Mi 3. Nov 2027, 19:12\n",
        "Sujet : Tournoi d'Arras, listes\n",
        "Tárgy: Listák a vasárnapi körre\n",
    ],
    ids=["german-forum", "french-forum", "hungarian-mail"],
)
def test_a_posts_header_lines_name_no_army(header: str, shipped: CatalogSet) -> None:
    """A forum post or a pasted mail starts with its subject and writer in the site's language:
    its subject is not the army's name, the title above the list is."""
    text = f"{header}\nHallo zusammen,\n\nPanzer-Lehr-Kampfgruppe Poschinger\nSommer 1944\n\n3x Pz IV\n2x Tiger I\n"
    assert _read(text, shipped).data["name"] == "Panzer-Lehr-Kampfgruppe Poschinger"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Lista do boju: Armia Poznań", "Armia Poznań"),
        ("# Liste pour OHW — 7e Division d'Infanterie", "7e Division d'Infanterie"),
        ("my list for the club night", "Olek's army"),
        ("List for Sunday: OHW WW2 hexed", "Olek's army"),
        ("## 7e Division d'Infanterie – liste pour OHW hex", "7e Division d'Infanterie"),
        ("Kampfgruppe Meyer - list for Saturday", "Kampfgruppe Meyer"),
        ("OHW WW2 hexed - list for Sunday", "Olek's army"),
    ],
)
def test_the_words_after_what_a_list_is_for_may_name_the_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """What a list is for names no army, but a name set apart after it by a colon or a dash does,
    or before it by a dash (`1 Brygada Pancerna – lista do Pagano`); the system's name there names
    none."""
    text = f"{line}\n\n2 x Infantry\n1 x Tank\n\n- Olek\n"
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    assert read_text_list(text, catalogs, "ohw-ww2-hex").data["name"] == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("für Samstag (Pagano, Normandie '44, Deutsche):", "Olek's army"),
        ("For Saturday (Pagano, Normandy '44, Germans):", "Olek's army"),
        ("para el sábado (Pagano, Normandía 1944, alemanes):", "Olek's army"),
        ("per la partita di giovedì (Normandia 1944, io faccio l'Asse):", "Olek's army"),
        ("For the game on Sunday (Pagano, 1944, Axis):", "Olek's army"),
        ("voor zaterdag: 4e Pantserdivisie", "4e Pantserdivisie"),
        ("For Kaiser and Reich", "For Kaiser and Reich"),
    ],
)
def test_a_title_saying_only_the_day_or_game_its_list_is_for_names_no_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`für Samstag (Pagano, Normandie '44, Deutsche):` was the army's name: `for` and a day or a
    game say what the list is for, as `list for Saturday` does, though the word list is left out;
    a name after a colon is still the army's, and `for` before neither is a name's word."""
    text = f"Hi all,\n\n{line}\n\n4x Pz IV\n1x Tiger I\n\n- Olek\n"
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    assert read_text_list(text, catalogs, "pagano-armour").data["name"] == name


def test_a_title_over_the_player_s_line_names_the_army(shipped: CatalogSet) -> None:
    """`Easy Company (6 units)` over `Player: Jake Halvorsen` named nothing (the army was "Jake
    Halvorsen's army", its size unread): the player's line under a title stands between it and the
    list, as a title's subtitle does."""
    text = (
        "Hi Carl,\n\nJake's list for Saturday's OHW beta game, here it is.\n\n"
        "Easy Company (6 units)\nPlayer: Jake Halvorsen\n- 2 x Infantry\n- 1 x Mortar\n- 3 x Tank\n\n"
        "Thanks,\nGreg\n"
    )
    read = _read(text, shipped)
    assert read.data["name"] == "Easy Company"
    assert read.data["player"] == "Jake Halvorsen"
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Tank Attack - 36 AP - Desert Rats", "Desert Rats"),
        ("Tank Attack - 36AP - Desert Rats", "Desert Rats"),
        ("Tank Attack - 6th Poona - 36 AP", "6th Poona"),
        ("Tank Attack - 36 AP - round 2", "Kev's army"),
    ],
)
def test_the_limit_between_the_games_name_and_the_armys_names_no_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`Tank Attack - 36 AP - Desert Rats` named the army "AP" (issue 34): the words after the
    game's dash were read as an entry, its count the limit's. The limit is passed over, as before
    a name after it."""
    text = f"{line}\n\nGeneral: Rifles\nInfantry Battalion: 4 x Rifles, 1 x Machinegun\n1 x Tank\n\nKev\n"
    assert _read(text, shipped).data["name"] == name


@pytest.mark.parametrize(
    "line",
    ["Pagano WW2 armour - Allies 1944", "Pagano WW2 armour - Axis, 1943", "Allies 1944 - Pagano WW2 armour"],
)
def test_options_beside_the_games_name_over_the_player_name_no_army(line: str, shipped: CatalogSet) -> None:
    """`Pagano WW2 armour - Allies 1944` over `Player: Sam` named the army "Allies 1944" (issue
    34): the words beside the game's name are its side and year, as they are on a line alone."""
    read = _read(f"{line}\nPlayer: Sam\n\n4 x Panzer IV\n1 x Tiger I\n", shipped)
    assert read.data["name"] == "Sam's army"
    assert read.data["options"]["year"] in (1943, 1944)


@pytest.mark.parametrize("game", ["Pagano WW2 armour, Axis 1943", "Pagano WW2 armour"])
def test_a_title_over_the_player_a_blank_line_above_the_list_names_the_army(
    game: str, shipped: CatalogSet
) -> None:
    """`3rd Panzer Company` over `Player: Kev`, a blank line under them, named nothing where the
    game's line above gave the side and year (issue 34): the army was "Kev's army". The title is
    over the player's line, whatever is between it and the list."""
    text = f"{game}\n3rd Panzer Company\nPlayer: Kev\n\nZug 1:\n  4 x Panzer IV\n1 x Tiger I\n"
    assert _read(text, shipped).data["name"] == "3rd Panzer Company"


@pytest.mark.parametrize(
    "line",
    [
        "WTJ 1916 - Brusilov scenario, Russian side",
        "WTJ 1916 - Szenario Kowel, russische Seite",
        "WTJ 1916 - scénario de Verdun",
    ],
)
def test_a_scenario_after_the_games_name_names_no_army(line: str, shipped: CatalogSet) -> None:
    """`WTJ 1916 - Brusilov scenario, Russian side` over `Player: Ian Drummond` named the army
    "Brusilov scenario, Russian side": words after the game's dash that name a scenario say what
    is played, as a round's number does, and the army is the player's."""
    read = _read(f"{line}\nPlayer: Ian Drummond\n\nGuns:\n - horse team\n - 2 x tractor\n", shipped)
    assert read.data["name"] == "Ian Drummond's army"


@pytest.mark.parametrize(
    "line",
    [
        "## WTJ 1916 — Op. Kovel mini-campaign, game 2",
        "WTJ 1916 - Somme campaign, week 3",
        "WTJ 1916 - Kampagne Kowel, Spiel 2",
    ],
)
def test_a_campaign_after_the_games_name_names_no_army(line: str, shipped: CatalogSet) -> None:
    """`OHW WWII hexed — Op. Bagration mini-campaign, game 2` named the army for the campaign: a
    campaign and its game after the game's dash say what is played, as a scenario does."""
    read = _read(f"{line}\nPlayer: Ian Drummond\n\nGuns:\n - horse team\n - 2 x tractor\n", shipped)
    assert read.data["name"] == "Ian Drummond's army"


@pytest.mark.parametrize("line", ["**Totale: 39 PA**", "**Total: 39 AP**", "__Razem: 39 PA__"])
def test_a_total_written_in_bold_is_the_lists_total(line: str, shipped: CatalogSet) -> None:
    """`**Totale: 39 PA**` under an Italian list was read as a heading, and as an Infantry
    Battalion where `PA` shortened a word of one (`prapor`): a bold line that is a field (the
    total) is that field, as it is unbolded."""
    read = _read(f"Tank Attack\n\n1 x Rifles\n2 x Sturmtruppe\n\n{line}\n", shipped)
    assert read.data["units"] == [{"element": "rifles"}, {"element": "sturmtruppe", "count": 2}]
    assert read.stated is not None and read.stated.value == 39


@pytest.mark.parametrize(
    "line",
    ["2nd Lancashire Fusiliers (36AP, 15mm)", "[b]2nd Lancashire Fusiliers[/b] (36 AP, 15mm)"],
)
def test_a_titles_bracket_of_its_cost_then_its_scale_is_no_part_of_the_name(
    line: str, shipped: CatalogSet
) -> None:
    """`2nd Lancashire Fusiliers (36AP, 15mm)` named the army `2nd Lancashire Fusiliers (36AP`: the
    bracket's last figure (`15mm`) was taken for its size and, no size, the scale after the comma
    cut alone. Any figure of the bracket in a cost's words makes it the size's bracket."""
    read = _read(f"Tank Attack\n\n{line}\n\n2 x Tank\n", shipped)
    assert read.data["name"] == "2nd Lancashire Fusiliers"
    assert read.data["options"] == {"scale": "15mm"}


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Kampfgruppe Peiper (hex, 6 units)", "Kampfgruppe Peiper"),
        ("Kampfgruppe Peiper (winter, 6 units)", "Kampfgruppe Peiper"),
        ("Kampfgruppe Peiper (6 units, 15mm)", "Kampfgruppe Peiper"),
        ("Exèrcit: 4a Divisió Cuirassada (6 unitats)", "4a Divisió Cuirassada"),
        ("Armeija: JR 7 (4 yksikköä)", "JR 7"),
        ("Hær: 1. Panserbataljon (6 enheder)", "1. Panserbataljon"),
        ('Lista: "Divisione Ariete" (più o meno...)', "Divisione Ariete"),
        ('"Divisione Ariete"', "Divisione Ariete"),
        ("« Les Diables Bleus »", "Les Diables Bleus"),
        ("# « Les Diables Bleus » — OHW WW2 hexed", "Les Diables Bleus"),
        ("Armia „Poznań”", "Armia „Poznań”"),
    ],
)
def test_a_titles_quotes_and_a_bracket_of_its_size_are_no_part_of_the_armys_name(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`Kampfgruppe Peiper (hex, 6 units)` named the army `Kampfgruppe Peiper (hex` (the bracket's
    comma taken for the end of the name), and a name quoted whole kept its quotes and the chatter
    after it (`"Divisione Ariete" (più o meno...)`): the quotes only set the name apart, as a bracket
    of the army's size or a word of chatter after it says nothing of it; the size in the words
    the catalog counts it in, in any language (`(6 unitats)`)."""
    text = f"OHW WW2 hexed\n\n{line}\n2 x Infantry\n1 x Tank\n\n- Olek\n"
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    assert read_text_list(text, catalogs, "ohw-ww2-hex").data["name"] == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Sovětský 3. gardový sbor:", "Sovětský 3. gardový sbor"),
        ("Soviet 3rd Guards Corps:", "Soviet 3rd Guards Corps"),
        ("My lot for Thursday:", "Petr Novák's army"),
    ],
)
def test_a_numbered_title_ending_in_a_colon_over_the_list_names_the_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`Sovětský 3. gardový sbor:` over the list named nothing: a line ending in a colon is mostly a
    sentence leading into the list, but one naming a body by its number is the army's title."""
    text = f"Ahoj, soupiska – OHW WW2 hexech, 6 jednotek.\n\n{line}\n1) střelecký pluk – elitní\n2) kozáci\n\nDíky, Petr Novák\n"
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    assert read_text_list(text, catalogs).data["name"] == name


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("1st Tyneside Scottish, 36AP", "1st Tyneside Scottish"),
        ("1st Tyneside Scottish, 36 AP", "1st Tyneside Scottish"),
        ("Rifle Brigade, 36 men", "Rifle Brigade, 36 men"),
    ],
)
def test_a_titles_limit_after_a_comma_is_no_part_of_its_name(
    title: str, name: str, shipped: CatalogSet
) -> None:
    """`1st Tyneside Scottish, 36AP` named the army with its limit: as after a dash, the size
    after a comma is the list's; other words with a figure stay the name's."""
    read = _read(f"Tank Attack\n{title}\nGeneral: Rifles\n4 x Rifles\n", shipped)
    assert read.data["name"] == name


def test_a_titles_side_and_year_after_commas_are_no_part_of_its_name(shipped: CatalogSet) -> None:
    """Only the last of the options after commas was taken off: `Achse` stayed in the name."""
    read = _read("Pagano\nschwere Panzer-Abteilung 503, Achse, 1944\n4 x Tiger I\n", shipped)
    assert read.data["name"] == "schwere Panzer-Abteilung 503"
    assert read.data["options"] == {"side": "Axis", "year": 1944}


@pytest.mark.parametrize(
    "title",
    ["## Lista – Escenario 3 (4 unidades) – OHW WW2 hex", "# List - OHW WW2 hex", "Liste – OHW WW2 hex"],
)
def test_the_word_list_alone_in_a_title_names_no_army(title: str, shipped: CatalogSet) -> None:
    """`Lista – Escenario 3 (4 unidades) – OHW WW2 hexágonos` named the army `Lista`: the scenario
    and the game after their dashes taken off, the word for a list is left, which names none."""
    read = _read(f"{title}\n\n**Jugador:** Álvaro Giménez\n\n- Infantería\n- Caballería\n", shipped)
    assert read.data["name"] == "Álvaro Giménez's army"


@pytest.mark.parametrize("key", ["**Bando:**", "**Side**:", "__Club:__"])
def test_a_bold_key_other_than_the_armys_names_no_army(key: str, shipped: CatalogSet) -> None:
    """`**Bando:** Ejército Rojo, verano de 1943` over the player named the army with its key: a
    key set in bold labels what follows it (the side, the club), and only the army's or the list's
    key names the army."""
    text = f"## Lista – OHW WW2 hex\n\n{key} Ejército Rojo\n**Jugador:** Álvaro Giménez\n\n- Infantería\n"
    assert _read(text, shipped).data["name"] == "Álvaro Giménez's army"


@pytest.mark.parametrize("top", ["ohw hex list for sunday, 6 units", "OHW hex list for Sunday"])
def test_a_title_under_the_games_line_saying_what_the_list_is_for_names_the_army(
    top: str, shipped: CatalogSet
) -> None:
    """`SOVIET 2nd GUARDS TANK CORPS` under `ohw hex list for sunday, 6 units` named nothing (the
    army was named for the signature): the line over it gives the game and what the list is for,
    no name, so the one line left above the list is the title."""
    text = f"{top}\nSOVIET 2nd GUARDS TANK CORPS\n\n1) T34 tanks MEDIUM\n2) rifle battalion\n\nthx\n-Pavel\n"
    assert _read(text, shipped).data["name"] == "SOVIET 2nd GUARDS TANK CORPS"


def test_a_force_line_of_a_count_of_units_is_the_armys_size_not_its_name(shipped: CatalogSet) -> None:
    """`Force: 6 units` named the army `6 units`: a count in the size's unit alone says how big
    the force is, not what it is called; `Prepared by:` names the player who wrote it."""
    read = _read(
        "OHW WW2 beta\nSide: British\nForce: 4 units\n\n- Infantry\n- Tank\n\nPrepared by: Ann Lee\n", shipped
    )
    assert read.data["options"] == {"army-size": 4}
    assert read.data["player"] == "Ann Lee"
    assert read.data["name"] == "Ann Lee's army"


@pytest.mark.parametrize(
    "title",
    [
        "Lista 1916 (WTJ) - Exército Imperial Russo",
        "[b]Lista 1916 (WTJ) - Exército Imperial Russo[/b]",
        "Aufstellung – 1916 (WTJ) – Kaiserliches Heer",
        "List - WTJ 1916 - Exército Imperial Russo",
    ],
)
def test_the_army_after_the_word_list_and_the_game_is_named(title: str, shipped: CatalogSet) -> None:
    """`Lista 1916 (WTJ) - Exército Imperial Russo` named no army (the word for a list and the
    game's name before it were read as the name, which the word alone is not); German players
    call their list `Aufstellung`, which was taken for the army's name."""
    text = f"{title}\n\nFala galera, segue a minha:\n\n1x infantaria\n2x cossacos\n\nAbs, Thiago Moreira\n"
    expected = "Kaiserliches Heer" if "Heer" in title else "Exército Imperial Russo"
    assert _read(text, shipped).data["name"] == expected


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ('Nihon Rikugun - Dai 18 Shidan "Kiku"', 'Nihon Rikugun - Dai 18 Shidan "Kiku"'),
        ("Red Army - 5th Guards Tank Army", "Red Army - 5th Guards Tank Army"),
        ("2nd Bn - 6 units", "2nd Bn"),
        ("Desert Rats - Normandy scenario", "Desert Rats"),
    ],
)
def test_words_after_a_titles_dash_that_go_on_naming_the_army_are_its_name(
    title: str, name: str, shipped: CatalogSet
) -> None:
    """`Nihon Rikugun - Dai 18 Shidan "Kiku"` (the army, then its division) was named `Nihon
    Rikugun`, the division cut off as a remark; a size or a scenario after the dash is still no name."""
    read = _read(f"OHW WW2 beta\n\n{title}\n\n- Infantry\n- Tank\n", shipped)
    assert read.data["name"] == name


def test_a_sign_off_after_the_last_lines_sentence_signs_the_list(shipped: CatalogSet) -> None:
    """`Side: Axis. Regards Håkon` ended the list with its side and then its signature on one line:
    the player was lost; the sign-off after the sentence's stop marks the name, as on a line of its own."""
    read = _read("Pagano armour, 1942\n\n1st Platoon: 4 x Pz IV\n\nSide: Axis. Regards Håkon\n", shipped)
    assert read.data["player"] == "Håkon"
    assert read.data["options"] == {"side": "Axis", "year": 1942}
    read = _read("Pagano armour, 1942\n\n1st Platoon: 4 x Pz IV\n\nSide: Axis. Tiger next time\n", shipped)
    assert "player" not in read.data


def test_a_heading_naming_the_rules_with_their_war_then_the_army_names_it(shipped: CatalogSet) -> None:
    """`# Pagano WW2 – Gruppo "Zvezda"` named no army: `Pagano WW2` is the rules' name as a player
    writes it, as `Pagano WW2 armour` is, and the army's name follows its dash."""
    read = _read('# Pagano WW2 – Gruppo "Zvezda"\n\nAlleati, 1944.\n\n## Plotone 1\n- 4× T-34/85\n', shipped)
    assert read.data["name"] == 'Gruppo "Zvezda"'
    assert read.data["system"] == "pagano-armour"


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("# Legiony Polskie – I Brygada (1916, WTJ)", "Legiony Polskie – I Brygada"),
        ("# Armée d'Orient – 2e Brigade (WTJ 1916)", "Armée d'Orient – 2e Brigade"),
        ("# 4th Division — Big Push day (WTJ 1916)", "4th Division"),
    ],
)
def test_a_numbered_body_after_a_titles_dash_is_part_of_its_name(
    title: str, name: str, shipped: CatalogSet
) -> None:
    """`Legiony Polskie – I Brygada (1916, WTJ)` named the army `Legiony Polskie`: the year inside
    the game's bracket was taken for a date after the dash, and the brigade after the dash for an
    aside. A body with its number (`I Brygada`, `2e Brigade`) after the dash names which part of
    the army it is; the day after one (`Big Push day`) stays no part of the name."""
    text = f"{title}\n\n- 4x piechota\n- 3x ułani\n\nGracz: Bartosz Wiśniewski\n"
    assert _read(text, shipped).data["name"] == name


@pytest.mark.parametrize("line", ["Bando: Aliados (soviéticos), año 1945", "Seite: Achse, 1943"])
def test_a_line_keyed_by_one_word_stating_the_options_names_no_army(line: str, shipped: CatalogSet) -> None:
    """Under a game's line saying what the list is for, `Bando: Aliados (soviéticos), año 1945` was
    the one line left above the list, and so the army's name: its key labels the side and year it
    states, as a bold key does."""
    read = _read(
        f"Pagano – lista para el sábado\n{line}\n\nSección 1: T-34-85 x5\n\nCarlos Méndez\n", shipped
    )
    assert read.data["name"] == "Carlos Méndez's army"
    assert "side" in read.data["options"]


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("[u]Kampfgruppe Hansen (Normandia)[/u]", "Kampfgruppe Hansen"),
        ("Kampfgruppe Brandt (Kursk)", "Kampfgruppe Brandt"),
        ("7th Armoured (Western Desert)", "7th Armoured"),
        ("2/5th Glosters (Ypres)", "2/5th Glosters"),
        ("Kampfgruppe Peiper (Leibstandarte)", "Kampfgruppe Peiper (Leibstandarte)"),
        ("17th (Northern) Division", "17th (Northern) Division"),
    ],
)
def test_a_campaigns_place_alone_in_brackets_after_the_name_is_no_part_of_it(
    title: str, name: str, shipped: CatalogSet
) -> None:
    """`Kampfgruppe Hansen (Normandia)`: where the army fought, in brackets, is set apart from its
    name as `(Normandia 1944)` is; a bracket naming no campaign's place stays the name's."""
    read = _read(f"Pagano WWII\n\n{title}\n\n4 x Pz IV\n", shipped)
    assert read.data["name"] == name


@pytest.mark.parametrize(
    "title",
    [
        "# Pagano – liste de Mathieu pour dimanche",
        "Pagano – la lista di Davide per sabato",
        "Pagano – Liste von Jens für Samstag",
        "Pagano - list of Tom's for Friday",
    ],
)
def test_a_title_saying_whose_list_it_is_and_what_for_names_no_army(title: str, shipped: CatalogSet) -> None:
    """`liste de Mathieu pour dimanche`: the player's list for a day, as `Mathieu's list for Sunday`
    is, was the army's name: the player's name between the list and what it is for hid the occasion."""
    read = _read(f"{title}\n\nJoueur : Mathieu Lefèvre\n\n4 x Pz IV\n", shipped)
    assert read.data["name"] == "Mathieu Lefèvre's army"


@pytest.mark.parametrize(
    "row",
    [
        "Strona;Alianci (Armia Czerwona);;",
        "Strona,Alianci (Armia Czerwona),,",
        "Strona\tAlianci (Armia Czerwona)\t\t",
    ],
)
def test_a_sheets_key_row_stating_the_side_names_no_army(row: str, shipped: CatalogSet) -> None:
    """`Strona;Alianci (Armia Czerwona);;` under the sheet's title named the army whole, key and
    cell mark too: the key's cell labels the side its value states, as `Strona: Alianci` does."""
    sheet = f"Pagano WW2 – lista na sobotę;;\nGracz;Krzysztof Dąbrowski;;\n{row}\n;;\nPluton;Pojazd;Ilość\n1. pluton;T-34-85;5\n"
    read = _read(sheet, shipped)
    assert (read.data["name"], read.data["options"]) == ("Krzysztof Dąbrowski's army", {"side": "Allied"})


@pytest.mark.parametrize(
    ("top", "game"),
    [
        ("Tank Attack lista – 36 AP", "Tank Attack"),
        ("Lista WtJ 1916 – fronte dell'Isonzo", "WTJ 1916"),
    ],
)
def test_a_title_under_the_games_line_over_a_blank_names_the_army(
    top: str, game: str, shipped: CatalogSet
) -> None:
    """`Szegedi Honvédek` under `Tank Attack lista – 36 AP`, a blank line under it, named nothing
    (the army was the signature's) or lost to the front named after the game's dash: the line the
    player writes under the game's, set apart from the list, is the army's title."""
    units = "4 x Rifles\n1 x Machinegun\n" if game == "Tank Attack" else "2 x infantry\n1 x machine gun\n"
    text = f"{top}\nSzegedi Honvédek\n\n{units}\nKovács Bence\n"
    assert _read(text, shipped).data["name"] == "Szegedi Honvédek"


def test_a_line_under_the_games_line_naming_the_army_first_names_no_army(shipped: CatalogSet) -> None:
    """The game's line names the army before the game's name: the line under it says what is played."""
    text = "Sturmbataillon Rohr (WTJ 1916)\nSpring Offensive scenario, German side\n\n2 x infantry\n\nChris\n"
    assert _read(text, shipped).data["name"] == "Sturmbataillon Rohr"


@pytest.mark.parametrize(
    "greeting", ["right lads here's mine for Saturday", "ok guys, here is my list", "Hi all, this is mine"]
)
def test_a_greeting_to_the_group_before_its_opening_words_names_no_army(
    greeting: str, shipped: CatalogSet
) -> None:
    """`right lads here's mine for Saturday` named the army: whom the player greets, between the
    word opening his talk and `here's`, hid the talk."""
    text = f"{greeting}\nTank Attack\n\nGen - rifles\n2 x Rifles\n\nDarren\n"
    assert _read(text, shipped).data["name"] == "Darren's army"


@pytest.mark.parametrize(
    "greeting",
    [
        "Ragazzi ecco la mia per sabato",
        "Chicos, aquí va la mía",
        "Jungs, hier ist meine",
        "Les gars, voici la mienne",
        "Panowie, oto moja lista",
        "yep here",
        "yeah here you go",
    ],
)
def test_a_greeting_to_the_group_in_its_language_or_a_yes_before_here_names_no_army(
    greeting: str, shipped: CatalogSet
) -> None:
    """`Ragazzi ecco la mia`, `yep here`: the group greeted in the player's language (guys, lads),
    or a chat's yes before `here` (you go), is talk as `ok guys, here is my list` is; it named the army."""
    text = f"{greeting}\nTank Attack\n\nGen - rifles\n2 x Rifles\n\nDarren\n"
    assert _read(text, shipped).data["name"] == "Darren's army"


@pytest.mark.parametrize("sign_off", ["Filika,", "Φιλικά,", "Me ektimisi,", "Cu drag,", "Numai bine,"])
def test_a_greek_or_romanian_sign_off_under_talk_names_the_player_under_it(
    sign_off: str, shipped: CatalogSet
) -> None:
    """`Filika,` (the Greek `friendly`, in Latin letters or its own) then the name: the player. A
    line of talk above it opening with the Greek `Ta` (the English thanks) was taken for the sign-off,
    and the sign-off itself for the name, so none was read."""
    text = (
        "Pagano WW2\n\nKG Nord\n\n4x Pz IV\n\n"
        f"Ta exw vapsei ola me xeimerino kamouflaz, tha anevasw fwtografies.\n\n{sign_off}\nNikos Papadopoulos\n"
    )
    assert _read(text, shipped).data["player"] == "Nikos Papadopoulos"


@pytest.mark.parametrize("sign_off", ["t.", "terveisin", "S pozdravem", "üdv"])
def test_a_sign_off_in_the_players_language_before_the_name_on_its_line_signs(
    sign_off: str, shipped: CatalogSet
) -> None:
    """`t. Antti` (the Finnish `terveisin`, regards, written short) before the name on one line: the
    player, as `cheers Rob` is; the line was left unread and no player named."""
    text = (
        f"OHW WW2 beta, 6 yksikköä\n\nJR 8\n- jalkaväki x3\n- kranaatinheitin\n\n{sign_off} Antti Virtanen\n"
    )
    assert _read(text, shipped).data["player"] == "Antti Virtanen"


@pytest.mark.parametrize("signature", ["Cheers - Monty_T", "— Monty_T", "Monty_T"])
def test_a_forum_handle_joined_by_an_underscore_signs_the_list(signature: str, shipped: CatalogSet) -> None:
    """`Cheers - Monty_T`: a forum's user name, its words joined by an underscore, signs as a name
    does; it named no player."""
    text = f"Tank Attack\n\nRangers\nGeneral: Rifles\n2 x Rifles\n\n{signature}\n"
    assert _read(text, shipped).data["player"] == "Monty_T"


@pytest.mark.parametrize(
    "heading", ["## Army: 1st Rifles", "## Armáda: 1st Rifles", "# Player: Ann Lee\n## Army: 1st Rifles"]
)
def test_a_markdown_heading_keyed_as_the_army_names_it_without_its_key(
    heading: str, shipped: CatalogSet
) -> None:
    """`## Armáda: 1. čs. brigáda`: a `#` heading written as a key and its value gives the field as
    the line would without the marks; the key was kept in the army's name."""
    text = f"{heading}\n\nOHW WW2 hex\n\n| # | Name | Type |\n|---|---|---|\n| 1 | A Coy | infantry |\n"
    read = _read(text, shipped)
    assert read.data["name"] == "1st Rifles"
    assert read.data["units"] == [{"element": "infantry", "name": "A Coy"}]
    assert read.data.get("player") == ("Ann Lee" if "Player" in heading else None)


@pytest.mark.parametrize("size", ["6 units as agreed:", "6 units as usual", "6 units, as agreed"])
def test_a_count_of_units_opening_a_line_over_the_list_names_no_army(size: str, shipped: CatalogSet) -> None:
    """`6 units as agreed:` under the army's name and a greeting: the size the list is made to, so
    the one line left names the army; none was named."""
    text = f"OHW WW2 hex\nHi all\nGuards Armoured Div\n{size}\n2x inf\n1x arty\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Guards Armoured Div"
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize(
    "heading", ["## Army: Sturmbataillon Rohr (German, 1918)", "### Armee: Sturmbataillon Rohr"]
)
def test_a_heading_keyed_as_the_army_names_it_without_its_key(heading: str, shipped: CatalogSet) -> None:
    """`## Army: Sturmbataillon Rohr` under the game's heading named the army `Army: Sturmbataillon
    Rohr`: the key labels the name in a heading as it does on a line of its own."""
    text = f"# Tank Attack – practice game\n\n{heading}\n\n- **General**: Rifles\n- 4 × Rifles\n"
    assert _read(text, shipped).data["name"] == "Sturmbataillon Rohr"


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("FEB – Força Expedicionária Brasileira", "FEB – Força Expedicionária Brasileira"),
        ("BEF — British Expeditionary Force", "BEF — British Expeditionary Force"),
        ("DAK – Deutsches Afrikakorps", "DAK – Deutsches Afrikakorps"),
        ("## BEF — British Expeditionary Force", "BEF — British Expeditionary Force"),
        ("FEB – Monte Castello", "FEB"),  # where it fought: an aside
    ],
)
def test_an_armys_initials_spelt_out_after_a_long_dash_are_its_name(
    title: str, name: str, shipped: CatalogSet
) -> None:
    """`FEB – Força Expedicionária Brasileira`: the words after the dash spell out the initials
    before it, the army's name in full, not an aside on where it fought (it was named `FEB`)."""
    text = f"OHW WW2 para sábado\n\n{title}\n1. Pelotão de infantaria\n2. Canhão anticarro\n"
    assert _read(text, shipped).data["name"] == name


@pytest.mark.parametrize("after", [", Somme 1/7/16", ", Cambrai 1917"])
def test_a_title_before_the_game_and_where_and_when_it_is_fought_names_the_army(
    after: str, shipped: CatalogSet
) -> None:
    """`34th Div - WTJ 1916, Somme 1/7/16` named no army: after the game's name, a place and a date
    say where and when it is fought, as its version or limit would, so the words before the game's
    name are the title."""
    text = f"34th Div - WTJ 1916{after}\n\n20th NF (Inf Regt)\n- RHQ\n- 4x inf\n"
    assert _read(text, shipped).data["name"] == "34th Div"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("OHW hex — Deutsches Afrikakorps", "Deutsches Afrikakorps"),
        ("OHW hex - 7th Armoured", "7th Armoured"),
        ("OHW hex — 21. Panzerdivision, 6 Einheiten", "21. Panzerdivision"),
    ],
)
def test_a_body_after_the_games_dash_set_apart_above_the_list_names_the_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`OHW hex — Deutsches Afrikakorps` set apart by a blank line above the list named nothing
    (the army was the file's): after the game's dash, a body of an army, numbered or by a body's
    word alone or ending a word, is the army, as it is on a line just above the list."""
    read = _read(f"{line}\n\n- Infanterie x2\n- Panzer\n- Pak\n", shipped)
    assert read.data["name"] == name


def test_a_place_after_the_games_dash_set_apart_above_the_list_names_no_army(shipped: CatalogSet) -> None:
    """`WTJ 1916 - Gallipoli` says where the game is fought, not whose army it is."""
    read = _read("WTJ 1916 - Gallipoli\n\n2 x Infantry\n1 x Machine gun\n\nCheers, Ian\n", shipped)
    assert read.data["name"] == "Ian's army"


@pytest.mark.parametrize(
    "title", ["Kgl. Bayer. 16. Reserve-Infanterie-Regiment", "Kgl. Württemb. 7. Feldartillerie-Regiment"]
)
def test_a_title_shortening_a_word_before_a_bodys_ordinal_names_the_army(
    title: str, shipped: CatalogSet
) -> None:
    """`Kgl. Bayer. 16. Reserve-Infanterie-Regiment` set apart above the list named no army: the
    point of `Bayer.` was taken for a sentence's end. A German ordinal's point after it (`16.`)
    starts no sentence: the word is shortened, as the names of German bodies shorten their states."""
    text = f"WTJ 1916\n\nServus Michi,\n\nanbei meine Aufstellung:\n\n{title}\n\nRIR 16:\n- Regimentsstab\n- 8x Infanterie\n"
    assert _read(text, shipped).data["name"] == title


def test_a_regiments_full_name_over_the_heading_of_its_bases_names_the_army(shipped: CatalogSet) -> None:
    """`Reserve-Infanterie-Regiment 16` over `RIR 16:` and its bases was read as a regiment of nothing
    beside the one of the bases: the list's first formation heading holding nothing, over another
    of its type, titles the list."""
    text = "WTJ 1916\n\nReserve-Infanterie-Regiment 16\n\nRIR 16:\n- Regimentsstab\n- 6x Infanterie\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Reserve-Infanterie-Regiment 16"
    assert [(unit["formation"], unit["name"]) for unit in read.data["units"]] == [
        ("infantry-regiment", "RIR 16")
    ]


def test_a_regiment_of_nothing_over_another_of_another_type_stays_in_the_list(shipped: CatalogSet) -> None:
    """A regiment heading with no bases over a cavalry regiment's is no title: the list's, empty."""
    text = "WTJ 1916\n\nInfanterie-Regiment 99\n\nUlanen-Regiment 13:\n- Stab\n- 3x Ulanen\n"
    units = _read(text, shipped).data["units"]
    assert [unit["formation"] for unit in units] == ["infantry-regiment", "cavalry-regiment"]
