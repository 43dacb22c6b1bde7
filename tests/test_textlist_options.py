"""Roster options a list states in words (issue 34): a side in the words players use for it, in
their languages; a year in four digits or two; an army size as a count of units in any language,
where the words say the game sets it; a flag or a choice in the title; a choice with a remark.
Each from examples of our own."""

from typing import Any

import pytest
from pydantic import ValidationError

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog, ChoiceOption, FlagOption
from armybuilder.textlist.prose import options_said
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _options(text: str, shipped: CatalogSet) -> dict[str, Any]:
    return dict(_read(text, shipped).data.get("options") or {})


@pytest.mark.parametrize(
    ("text", "options"),
    [
        (
            "Pagano armour\nMeine Liste für Samstag: Alliierte, 1943.\n\nT-34-85 x4\n",
            {"side": "Allied", "year": 1943},
        ),
        ("Pagano armour - Niemcy, 1942\n\n4x Pz IV\n", {"side": "Axis", "year": 1942}),
        ("Pagano WWII armour\nBrits, Normandy '44\n\nT-34-85 x3\n", {"side": "Allied", "year": 1944}),
        (
            "Pagano armour\n\nPz IV x4\nTiger I x2\n\nWehrmacht, summer 1943. See you Sunday!\n",
            {"side": "Axis", "year": 1943},
        ),
        ("Pagano armour\nsoviets 43\n\nT-34-85 x4\n", {"side": "Allied", "year": 1943}),
        ("Pagano páncélosok, 1943, tengely oldal\n\n4 db Pz IV\n", {"side": "Axis", "year": 1943}),
        ("Pagano armour, 1942. Играю за Советы.\n\n4 T-34-85\n", {"side": "Allied", "year": 1942}),
        ("Pagano armour, rok 1943. Hraju Němce.\n\n4x Pz IV\n", {"side": "Axis", "year": 1943}),
        ("Pagano armour\nDuits, 1942\n\n4x Pz IV\n", {"side": "Axis", "year": 1942}),
        # The Danish and Norwegian "the Germans", "the Russians", and the Swedish "the Russians"
        ("Pagano armour\nTyskerne, 1944\n\n4x Pz IV\n", {"side": "Axis", "year": 1944}),
        ("Pagano armour, 1944 - Russerne\n\n4x T-34-85\n", {"side": "Allied", "year": 1944}),
        ("Pagano armour, 1944, Ryssarna\n\n4x T-34-85\n", {"side": "Allied", "year": 1944}),
    ],
)
def test_a_side_and_year_in_players_words_anywhere_around_the_list_are_read(
    text: str, options: dict[str, Any], shipped: CatalogSet
) -> None:
    assert _options(text, shipped) == options


def test_a_sentence_naming_both_sides_states_neither(shipped: CatalogSet) -> None:
    text = "Pagano armour\nMy Soviets against Rob's Germans, 1944.\n\nT-34-85 x4\n"
    assert _options(text, shipped) == {"year": 1944}


@pytest.mark.parametrize(
    ("said", "options"),
    [
        # Spanish `os` (you all), Portuguese `os` (the): the Polish Axis `Oś` only with its accent
        ("Os dejo mi lista para el jueves. Soviéticos, 1944.", {"side": "Allied", "year": 1944}),
        ("Segue a minha lista: os soviéticos de 1944.", {"side": "Allied", "year": 1944}),
        ("Strona: Oś, rok 1943.", {"side": "Axis", "year": 1943}),
    ],
)
def test_a_short_side_word_is_read_only_with_its_accent(
    said: str, options: dict[str, Any], shipped: CatalogSet
) -> None:
    assert _options(f"Pagano armour\n{said}\n\nT-34-85 x4\n", shipped) == options


@pytest.mark.parametrize(
    "said",
    ["Axis again, 14 tanks this time.", "Axis, all in 1/285 from GHQ.", "Axis, '43 or '44 - not sure"],
)
def test_a_number_of_another_century_or_a_count_is_no_year(said: str, shipped: CatalogSet) -> None:
    assert _options(f"Pagano armour\n{said}\n\nPz IV x4\n", shipped) == {"side": "Axis"}


@pytest.mark.parametrize(
    ("said", "size"),
    [
        ("OHW WW2 hex, 5 Einheiten je Seite", 5),
        ("Szenario 2: 4 Einheiten, wie abgesprochen.", 4),
        ("Mi lista para el domingo, 5 unidades como cada uno.", 5),
        ("Hei! Lista til lørdag, 4 enheter som avtalt.", 4),
        ("Szombaton 4 egységes forgatókönyv, átlagkocka.", 4),
        ("hier die korrigierte Liste, diesmal mit nur 4 Einheiten wie besprochen:", 4),
        ("Cumartesi turnuvası için listem (senaryo 4 birlik):", 4),
        ("**Cenário:** 5 unidades, dados normais", 5),
        ("Lista para el sábado (4 unidades por bando):", 4),
        ("Сценарий 3, 4 единицы.", 4),
        # What a campaign, a round or a scenario gives the player (issue 34): the game's size.
        ("Per the campaign sheet I get 5 units this time, because of the reinforcements.", 5),
        ("As round 2 gives us 5 units, I've added a tank.", 5),
        ("Här är min lista. Scenariot ger 4 enheter.", 4),
        ("Kampagne, Tag 2: ich bekomme 5 Einheiten.", 5),
        ("Cette fois j'ai droit à 5 unités.", 5),
    ],
)
def test_a_count_of_units_in_any_language_is_the_army_size_where_the_game_sets_it(
    said: str, size: int, shipped: CatalogSet
) -> None:
    text = f"{said}\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n"
    if "OHW" not in said:
        text = "OHW WW2 hex\n" + text
    assert _options(text, shipped) == {"army-size": size}


@pytest.mark.parametrize(
    ("above", "below", "size"),
    [
        # Each side's share in the languages the catalog counts units in (issue 34).
        ("6 unità per parte", "", 6),
        ("Für Samstag 5 Einheiten pro Seite.", "", 5),
        ("Na sobotę 5 jednostek na stronę.", "", 5),
        ("Pour samedi, 5 unités par camp.", "", 5),
        # A question proposing the game's size: the players' way of agreeing it.
        ("Voor donderdag, 6 eenheden per kant toch? Dit neem ik mee:", "", 6),
        ("Ragazzi per giovedì, 6 unità a testa ok?", "", 6),
        ("5 units a side?", "", 5),
        # A game of N units, in the players' words.
        ("Jogo de 6 unidades.", "", 6),
        ("Partita a 5 unità, sabato.", "", 5),
        ("Ein Spiel mit 5 Einheiten.", "", 5),
        # The scenario's giving, under the list as over it: the game's words, not a total.
        ("", "Six units as per the scenario.", 6),
        ("", "*6 unità in tutto, come da scenario.*", 6),
        ("", "5 Einheiten, laut Szenario.", 5),
        ("", "5 unités selon le scénario.", 5),
        ("ok final list for the campaign, turn 3. scenario gives me 5", "", 5),
    ],
)
def test_the_games_size_in_words_around_the_list_is_the_army_size(
    above: str, below: str, size: int, shipped: CatalogSet
) -> None:
    """The README's ruling: words giving the game's size set it (a side's share, a game of N units,
    the scenario's giving, a question proposing it), above the list or under it."""
    text = f"OHW WW2 hex\n{above}\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n\n{below}\n"
    assert _options(text, shipped) == {"army-size": size}


@pytest.mark.parametrize(
    "below", ["Still 6 units.", "Totale: sei unità. Ciao!", "sono 6 unità, giusto?", "Six units, job done."]
)
def test_a_players_own_total_under_the_list_sets_no_army_size(below: str, shipped: CatalogSet) -> None:
    """A list must not set the size that validates it: a player's total of units is no game's word."""
    text = f"OHW WW2 hex\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n\n{below}\n"
    assert "army-size" not in _options(text, shipped)


@pytest.mark.parametrize(
    "said",
    [
        "Anzio list for club night. OHW WW2 hex, scenario 9 gives\nthe defender 5 units.",
        "Here is my list for club night, and as the scenario gives\nthe defender 5 units I kept it small.",
    ],
)
def test_the_army_size_in_a_sentence_wrapped_over_two_lines_is_read(said: str, shipped: CatalogSet) -> None:
    """A post wrapped by hand breaks a sentence anywhere: the size still reads as one sentence."""
    text = f"{said}\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n"
    if "OHW" not in said:
        text = "OHW WW2 hex\n" + text
    assert _options(text, shipped) == {"army-size": 5}


@pytest.mark.parametrize(
    "text",
    [
        "OHW WW2 hex\nMoja lista na sobotę (4 jednostki):\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nIs 8 units ok for Sunday?\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # Chatter about the list counts no army: it made an army of 2 and of 1, a valid list NOT VALID.
        "OHW WW2 hex\nAccording to Dave the tanks are too strong, so I took 2 units of infantry extra.\n\n"
        "2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nScenario 5, max 1 unit of tanks per side\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # A count of units of one type is a share of the list, whoever gives it: an army of 2.
        "OHW WW2 hex\nThe scenario gives us 2 units of tanks at most.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nThis time I get 2 units of infantry extra.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # A title over a line that opens its own sentence is no part of it.
        "OHW WW2 hex\nMy list for the scenario the organiser gives us\nFour units, all mine.\n\n"
        "2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # Under the list, a count alone sums it up.
        "OHW WW2 hex\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n\nFour units.\n",
        # Units a campaign took are what the army lost, not its size: an army of 2 (issue 34).
        "OHW WW2 hex\nThe campaign lost me 2 units last week.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nJ'ai perdu 2 unités dans la campagne.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nLa campaña me quitó 2 unidades.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nIn der Kampagne 2 Einheiten verloren.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # Units kept back or coming later are a part of the army, not its size: an army of 2.
        "OHW WW2 hex\nI'm allowed to keep 2 units in reserve.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nWe get 2 units as reinforcements on turn 6.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        "OHW WW2 hex\nIch bekomme 2 Einheiten Verstärkung.\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n",
        # Counts of units heading each part of the list count the parts: an army of 3.
        "OHW WW2 hex\n\n3 units:\n3 x Infantry\n\n2 units:\n1 x Tank\n1 x Armoured Car\n\n1 unit:\n1 x Artillery\n",
    ],
)
def test_a_count_of_the_players_own_list_or_a_question_sets_no_army_size(
    text: str, shipped: CatalogSet
) -> None:
    assert "army-size" not in _options(text, shipped)


@pytest.mark.parametrize(
    "line", ["**Mida:** 6 unitats (Itàlia, 1942)", "Mida: 6 unitats", "Size: 6 units (Italy, 1942)"]
)
def test_a_size_keyed_in_catalan_is_the_army_size(line: str, shipped: CatalogSet) -> None:
    """`Mida: 6 unitats`, the Catalan `Size:`, read as a unit `unitats` named Mida: its key says the
    line is the army's size, as `Size:` does."""
    text = f"# Llista OHW beta\n\n**Exèrcit:** Divisió Littorio\n{line}\n\n- 2 × fusellers\n- 1 × tanc\n"
    read = _read(text, shipped)
    assert read.data.get("options") == {"army-size": 6}
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "tank"]


@pytest.mark.parametrize("row", ["Units\t6", "Unità;6", "Einheiten: 6"])
def test_a_key_row_of_units_over_the_list_is_the_army_size(row: str, shipped: CatalogSet) -> None:
    """A sheet's key row `Unità<TAB>6` (or `Units: 6`) gives the size as `Army size<TAB>6` does:
    the option's unit is its key, the number its value; it was not read."""
    text = f"Army\tKampfgruppe Rauch\nSystem\tOHW WW2 hex\n{row}\n\nName\tType\nA\tInfantry\nB\tTank\n"
    assert _options(text, shipped) == {"army-size": 6}


@pytest.mark.parametrize("said", ["6 units:", "Six units:", "(6 units)"])
def test_a_count_of_units_alone_heading_the_list_is_the_army_size(said: str, shipped: CatalogSet) -> None:
    """`6 units:` over a list set no size, though `Six units` there did: a count of units and nothing
    else, heading the list, is the size it is made to."""
    text = f"OHW beta - club night\n\nNot much time to paint.\n\n{said}\n2 x Infantry\n1 x Tank\n"
    assert _options(text, shipped) == {"army-size": 6}


def test_a_flag_and_a_choice_in_the_title_are_the_rosters(shipped: CatalogSet) -> None:
    text = "# Royal Sussex Brigade — Tank Attack, Massed Battles, 6mm\n\nRifles (General)\nRifles x4\n"
    assert _options(text, shipped) == {"massed-battles": True, "scale": "6mm"}


def test_a_choice_with_a_remark_after_it_is_that_choice(shipped: CatalogSet) -> None:
    text = "Tank Attack\nScale: 25mm (the old Airfix boxes)\n\nRifles (General)\nRifles x4\n"
    assert _options(text, shipped) == {"scale": "25mm"}


def test_a_year_with_a_side_on_an_options_line_is_read_as_words(shipped: CatalogSet) -> None:
    text = "Pagano armour\n\nT-34-85 x4\n\nYear 1942, Soviets.\n"
    assert _options(text, shipped) == {"side": "Allied", "year": 1942}


def test_every_alias_of_a_choice_names_its_own_choice_alone(shipped: CatalogSet) -> None:
    for catalog in shipped:
        if not isinstance(catalog, Catalog):
            continue
        for option in catalog.options:
            if isinstance(option, ChoiceOption):
                for choice, aliases in option.aliases.items():
                    for alias in aliases:
                        said = options_said(alias, list(catalog.options))
                        assert said.get(option.id) == choice, (catalog.id, alias)


def test_an_alias_of_no_choice_is_refused() -> None:
    with pytest.raises(ValidationError, match="not one of the choices"):
        ChoiceOption(
            kind="choice", id="side", name="Side", choices=["Axis", "Allied"], aliases={"Neutral": ["Swiss"]}
        )


@pytest.mark.parametrize(
    ("line", "options"),
    [
        ("**Skala:** 6 mm", {"scale": "6mm"}),
        ("Échelle : 25 mm", {"scale": "25mm"}),
        ("Skala: 15mm", {"scale": "15mm"}),
    ],
)
def test_a_label_over_an_options_choice_gives_that_option(
    line: str, options: dict[str, str], shipped: CatalogSet
) -> None:
    """Whatever language the label is in, `6 mm` after it is the figure scale, not six units `mm`,
    and the line is no army's name."""
    listed = _read(
        f"# Tank Attack\n**Armia:** Ofensywa Brusiłowa\n{line}\n\nGeneral: Rifles\nTank\n", shipped
    )
    assert listed.data["options"] == options
    assert listed.data["name"] == "Ofensywa Brusiłowa"
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank"]


def test_a_label_over_a_sides_name_in_another_language_gives_the_side(shipped: CatalogSet) -> None:
    listed = _read("Pagano armour\nStrona: Alianci\n\n2 x T-34-85\n", shipped)
    assert listed.data["options"] == {"side": "Allied"}
    assert listed.data["name"] != "Strona: Alianci"


@pytest.mark.parametrize(
    "line", ["Camp : Axe — année 1943", "Side: Axis - year 1943", "Seite: Achse – Jahr 1943"]
)
def test_a_labelled_side_with_the_year_after_a_dash_gives_both(line: str, shipped: CatalogSet) -> None:
    """`Camp : Axe — année 1943`: the side under its label was read, the year after the dash lost."""
    listed = _read(f"Pagano armour\n{line}\n\n4 x Pz IV\n", shipped)
    assert listed.data["options"] == {"side": "Axis", "year": 1943}
    assert listed.data["units"] == [{"element": "pz-iv", "count": 4}]


@pytest.mark.parametrize(
    ("said", "massed"),
    [
        ("Here is my list. Scale 15mm, Massed Battles off as per your email.", False),
        ("Here it is for Friday, 36 AP, no Massed Battles this time.", False),
        ("Liste für Samstag, ohne Massed Battles.", False),
        ("Big Push this time, Massed Battles as agreed.", True),
    ],
)
def test_a_flag_named_with_a_word_turning_it_off_is_off(said: str, massed: bool, shipped: CatalogSet) -> None:
    """`Massed Battles off` set Massed Battles on: the word after or before the flag's name says which."""
    text = f"Tank Attack\n{said}\n\nGeneral: Rifles\nTank\n"
    assert _options(text, shipped)["massed-battles"] is massed


@pytest.mark.parametrize(
    ("said", "options"),
    [
        ("Scale 15mm, Massed Battles.", {"scale": "15mm", "massed-battles": True}),
        ("Scale: 6mm, Massed Battles off as per your email.", {"scale": "6mm", "massed-battles": False}),
        ("Scale: 6mm", {"scale": "6mm"}),
    ],
)
def test_an_options_line_that_goes_on_past_its_value_gives_every_option_it_names(
    said: str, options: dict[str, object], shipped: CatalogSet
) -> None:
    """`Scale 15mm, Massed Battles.` set the scale "15mm, Massed Battles", an invalid value, and
    no Massed Battles: the rest of the sentence is read as prose reads it."""
    assert _options(f"Tank Attack\n{said}\n\nGeneral: Rifles\nTank\n", shipped) == options


@pytest.mark.parametrize(
    "said",
    [
        "My opponent gets 8 units, I get 6 (defender).",
        "We normally get 6 units but this scenario is 4.",
        "We get 6 units for 2 players, so 3 each.",
        "The defender gets 4 units, the attacker 6. I'm attacking.",
        "I get 3 units on the table and 3 in reserve.",
    ],
)
def test_a_sentence_giving_several_counts_sets_no_army_size(said: str, shipped: CatalogSet) -> None:
    """`My opponent gets 8 units, I get 6` set an army of 8 (the first count), and a list of 6 drew
    too few units: where a sentence counts in figures more than once, which is the army's the words
    leave open, so none is taken (a number naming a round or a scenario counts nothing)."""
    text = f"OHW WW2 hex\n{said}\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n"
    assert "army-size" not in _options(text, shipped)


@pytest.mark.parametrize(
    "said",
    [
        "Scenario: 6 units, strengths per the draft (elite 20 / regular 15)",
        "Scenarie: 6 enheder, styrker efter udkastet (elite 20 / regulær 15)",
        "Szenario: 6 Einheiten (Elite 20, Regulär 15)",
    ],
)
def test_numbers_in_a_bracket_that_counts_no_units_are_no_rival_size(said: str, shipped: CatalogSet) -> None:
    """`Scenarie: 6 enheder, ... (elite 20 / regulær 15)` set no army size: the strengths quoted in
    the bracket were taken for rival counts. A bracket that counts nothing in units is an aside."""
    text = f"# Kampfgruppe Hansen (OHW WW2 hex)\n\n{said}\n\n2 x Infantry\n1 x Tank\n1 x Artillery\n"
    assert _options(text, shipped).get("army-size") == 6


@pytest.mark.parametrize(
    ("title", "massed"),
    [
        ("# Pułk 3 Strzelców – Tank Attack, bitwa masowa (108 PA)", True),
        ("Tank Attack, Massenschlacht, 108 AP", True),
        ("Tank Attack, bataille de masse, 108 PA", True),
        ("Tank Attack, sin batalla masiva, 36 PA", False),
    ],
)
def test_a_flag_named_in_the_players_language_is_the_flag(
    title: str, massed: bool, shipped: CatalogSet
) -> None:
    """`bitwa masowa` in a Polish title was left unread, so a list of three battalions was checked
    as a 36 AP army: a flag's other names are catalog data, as a choice's and a number's are."""
    text = f"{title}\n\nGeneral: Rifles\nRifles x4\n"
    assert _options(text, shipped)["massed-battles"] is massed


def test_every_alias_of_a_flag_turns_it_on_alone(shipped: CatalogSet) -> None:
    named = 0
    for catalog in shipped:
        if not isinstance(catalog, Catalog):
            continue
        for option in catalog.options:
            if isinstance(option, FlagOption):
                for alias in option.aliases:
                    named += 1
                    assert options_said(alias, list(catalog.options)).get(option.id) is True, (
                        catalog.id,
                        alias,
                    )
    assert named
