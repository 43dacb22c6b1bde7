"""The army's size as players state it beside the list (issue 34, a held-out set's habits): a
size line keyed in the player's language, the size in a compound word (`4-unit scenario`), and
after a dash beside the army's name over the list."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("line", ["Grootte: 6 eenheden", "Velikost: 6 jednotek", "Größe: 6 Einheiten"])
def test_a_size_line_in_the_players_language_gives_the_armys_size(line: str, shipped: CatalogSet) -> None:
    read = _read(f"# OHW WW2 beta\n{line}\n\n- Infantry\n- Mortar\n- Tank\n", shipped)
    assert read.data["options"] == {"army-size": 6}
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "mortar", "tank"]


def test_a_size_row_of_a_sheet_in_the_players_language_gives_the_armys_size(shipped: CatalogSet) -> None:
    text = "Sestava:;Nova;;\nSystém:;OHW WW2 hexech;;\nVelikost:;6 jednotek;;\n;;;\nJednotka;Typ\n1. prapor;pěchota\n"
    assert _read(text, shipped).data["options"] == {"army-size": 6}


def test_a_size_written_as_one_word_with_its_count_is_the_armys_size(shipped: CatalogSet) -> None:
    read = _read(
        "## Desert Rats — OHW WW2 hex, 4-unit scenario\n\n- Infantry\n- Artillery\n- Tank\n", shipped
    )
    assert (read.data["name"], read.data["options"]) == ("Desert Rats", {"army-size": 4})


def test_a_size_after_a_dash_beside_the_armys_name_is_no_unit(shipped: CatalogSet) -> None:
    text = "OHW WW2 beta\n\n2nd Bn Glasgow Highlanders - 6 units\nRifle platoon x2\n3-inch mortar platoon\n"
    read = _read(text, shipped)
    assert (read.data["name"], read.data["options"]) == ("2nd Bn Glasgow Highlanders", {"army-size": 6})
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "mortar"]


def test_a_type_counted_after_a_dash_is_still_that_many_units(shipped: CatalogSet) -> None:
    read = _read("OHW WW2 beta\n\nFanteria - 2 units\nMortar\n", shipped)
    assert read.data["units"][0] == {"element": "infantry", "count": 2}


@pytest.mark.parametrize("line", ["Twelve tanks, hope that's not too many.", "12 tanks in all - fine?"])
def test_a_count_of_the_lists_own_units_after_it_is_no_more_units(line: str, shipped: CatalogSet) -> None:
    """`Twelve tanks` under a list of twelve tanks of three types counts the list's tanks, as a
    total does: no twelve more, nor a question which type they are."""
    text = (
        "Pagano, Axis 1943\n\nHeavy platoon: 2 Tigers\nPlatoon 1: 5 Pz IV\nPlatoon 2: 4 Pz IV + 1 Tiger\n\n"
        f"{line}\n\nCheers\nMarco\n"
    )
    read = _read(text, shipped)
    assert not read.asked
    assert sum(entry.get("count", 1) for unit in read.data["units"] for entry in unit["elements"]) == 12


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("Pagano, Axis 1943\n\nPlatoon 1: 5 Pz IV\n\nTwelve tanks, hope that's not too many.\n", 5),
        ("OHW WW2 hexed\n\n2x Infantry\n1x Tank\n\n1x StuG III\n", 6),  # a model, as many as the tanks
    ],
)
def test_a_count_the_list_does_not_hold_or_a_models_is_still_asked(
    text: str, line: int, shipped: CatalogSet
) -> None:
    assert [asked.number for asked in _read(text, shipped).asked] == [line]


@pytest.mark.parametrize("line", ["Skenaario: 6 yksikköä", "Szenario: 6 Einheiten"])
def test_a_scenario_line_under_a_player_line_gives_the_armys_size(line: str, shipped: CatalogSet) -> None:
    """The scenario's word in the player's language keys the size as `Scenario:` does."""
    text = (
        f"# Osasto Lagus – OHW WW2 beta\n\nPelaaja: Ville Nieminen\n{line}\n\n- Infantry\n- Mortar\n- Tank\n"
    )
    assert _read(text, shipped).data["options"] == {"army-size": 6}


def test_a_slovak_players_count_of_units_and_thanks_read_as_such(shipped: CatalogSet) -> None:
    """`(OHW WW2 beta, 6 jednotiek)` gave no size, and `Vďaka, maj sa` over the signature was a unit
    no catalog knows: Slovak counts units so, and thanks so, as Czech writes `jednotek`, `díky`."""
    read = _read(
        "Ahoj,\nzoznam na sobotu (OHW WW2 beta, 4 jednotiek):\n- 3x pešia čata\n- 1x tank\nVďaka, maj sa\nMartin\n",
        shipped,
    )
    assert read.data["options"] == {"army-size": 4}
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "tank"]


@pytest.mark.parametrize(
    "line",
    [
        "Cenário de 4 unidades, mas coloquei 5 pra ver se o pessoal deixa",
        "Scenario of 4 units, but I brought 5 to see if that's ok",
    ],
)
def test_the_scenarios_own_count_is_the_size_beside_the_players_other(line: str, shipped: CatalogSet) -> None:
    """`Cenário de 4 unidades, mas coloquei 5`: the scenario's units are the army's size, the
    player's own count after it is his list's (over it, as he says); two counts no word binds
    to the scenario are still left open (`My opponent gets 8 units, I get 6`)."""
    read = _read(f"# OHW WW2 beta\n\n{line}\n\n- 2x Infantry\n- Mortar\n- Tank\n- ATG\n", shipped)
    assert read.data["options"] == {"army-size": 4}
    read = _read(
        "# OHW WW2 beta\n\nHi all. My opponent gets 8 units, I get 6.\n\n- 2x Infantry\n- Tank\n", shipped
    )
    assert "options" not in read.data


@pytest.mark.parametrize(
    "line",
    ["Němci, 6 jednotek jak říkáš:", "Germans, 6 units as you say:", "Deutsche, 6 Einheiten wie du sagst:"],
)
def test_a_reply_taking_the_size_another_writer_set_gives_the_armys_size(
    line: str, shipped: CatalogSet
) -> None:
    """`6 units as you say` over the list takes the number the game was set to, as `as agreed`
    does; it was read as the player's own count of the list, no size."""
    read = _read(f"OHW hexy\n{line}\n\n1x pěchota\n1x tank těžký\n", shipped)
    assert read.data["options"] == {"army-size": 6}


def test_a_battles_year_beside_a_size_is_no_rival_count(shipped: CatalogSet) -> None:
    """`Kursk 43` names the battle and its year: the size beside it is the one count, where two
    counts would leave the size open (`My opponent gets 8 units, I get 6 units`)."""
    read = _read("OHW hexy\nGermans, Kursk 43, 6 units as agreed:\n\n1x infantry\n1x tank\n", shipped)
    assert read.data["options"] == {"army-size": 6}
    rivals = _read("OHW hexy\nMy opponent gets 8 units, I get 6 units\n\n1x infantry\n1x tank\n", shipped)
    assert "options" not in rivals.data


@pytest.mark.parametrize(
    "line", ["Ich! 6 Einheiten wie immer:", "Io! 6 unità come sempre:", "Eu! 6 unidades como sempre:"]
)
def test_a_count_of_units_as_always_gives_the_armys_size(line: str, shipped: CatalogSet) -> None:
    """`6 Einheiten wie immer` (6 units as always) sets the size the games are played at, as `as
    usual` does; it was read as the player's own count of the list, no size."""
    read = _read(f"OHW WW2 beta\n{line}\n\nKampfgruppe Peiper\nSchützenzug x2\nPak 40\n", shipped)
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize(
    "line",
    [
        "One-Hour Wargames WW2 · cenário 3 · 6 unidades por lado",
        "One-Hour Wargames WW2 - skenaario 3 - 6 yksikköä",
    ],
)
def test_a_scenarios_number_beside_the_size_is_no_rival_count(line: str, shipped: CatalogSet) -> None:
    """`cenário 3 · 6 unidades por lado`: the 3 numbers the scenario, as `scenario 3` in English
    does, so the size beside it is the line's one count (two left it open)."""
    read = _read(f"# 1º RI da FEB\n### {line}\n\n- 3× infantaria\n- 1× morteiro\n", shipped)
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize("key", ["Größe", "**Größe:**", "Grösse"])
def test_a_size_key_spelt_with_a_sharp_s_gives_the_size_and_scale(key: str, shipped: CatalogSet) -> None:
    """`**Größe:** 36 AP, 15mm` was a unit of 36 `AP, 15mm` named Größe, where `Size: 36 AP, 15mm`
    gives the size and the scale: the German key's `ß` (`ss` as the reader folds case, and as the
    Swiss write it) is the same key."""
    line = f"{key} 36 AP, 15mm" if key.endswith(":**") else f"{key}: 36 AP, 15mm"
    read = _read(f"Tank Attack\n\n{line}\n\n- 4x Rifles\n", shipped)
    assert read.data["options"] == {"scale": "15mm"}
    assert read.stated is not None and read.stated.value == 36
    assert read.data["units"] == [{"element": "rifles", "count": 4}]
