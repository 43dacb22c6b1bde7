"""The army's name, its player and its total as a list labels them (`Player:`, `Army:`, `Total:`)
wherever the label stands on a line that is no entry: after a sentence, a bar or bold words, above
the list or below it, on its last line (issue 34, round 25). Each from an example of our own."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list

_UNITS = "4x T-34-85\n1x T-34-85 (the colonel)\n"


def _read(text: str, shipped: CatalogSet, sender: str = "") -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs, sender=sender)


@pytest.mark.parametrize(
    "text",
    [
        f"Pagano armour, Allied\n\n{_UNITS}\nFive tanks. Player: Olga Ivanova\n",
        f"Pagano armour, Allied\n\n{_UNITS}\n**Five tanks.** Player: Olga Ivanova\n",
        f"Pagano armour, Allied\n\n{_UNITS}\nFive tanks | Player: Olga Ivanova\n",
        f"Pagano armour, Allied · Player: Olga Ivanova\n\n{_UNITS}",
    ],
)
def test_a_player_labelled_after_a_sentence_anywhere_is_the_player(text: str, shipped: CatalogSet) -> None:
    """Below the list as above it: `Five tanks. Player: Olga Ivanova` was read as talk."""
    assert _read(text, shipped).data["player"] == "Olga Ivanova"


@pytest.mark.parametrize(
    "line",
    ["That's the lot. Army: 3rd Guards Tank Brigade", "Five tanks · Army: 3rd Guards Tank Brigade"],
)
def test_an_army_labelled_after_a_sentence_below_the_list_names_it(line: str, shipped: CatalogSet) -> None:
    text = f"Pagano armour, Allied\n\n{_UNITS}\n{line}\n\nOlga\n"
    read = _read(text, shipped)
    assert read.data["name"] == "3rd Guards Tank Brigade"
    assert read.data["player"] == "Olga"


def test_a_player_line_of_its_own_is_preferred_to_one_after_a_sentence(shipped: CatalogSet) -> None:
    """Two lines claim the player: the line that is only the field says it, the first such."""
    text = f"Pagano armour, Allied\nPlayer: Olga Ivanova\n\n{_UNITS}\nFive tanks. Player: Anna K\n"
    assert _read(text, shipped).data["player"] == "Olga Ivanova"


def test_a_labelled_player_is_preferred_to_the_signature(shipped: CatalogSet) -> None:
    text = f"Pagano armour, Allied\n\n{_UNITS}\nFive tanks. Player: Olga Ivanova\n\nCheers,\nAnna\n"
    assert _read(text, shipped).data["player"] == "Olga Ivanova"


def test_a_heading_names_the_army_over_an_army_labelled_after_a_sentence(shipped: CatalogSet) -> None:
    """The title over the list is the army's name; a label after talk below is the second word."""
    text = f"# 5th Guards Tank Army\n\nPagano armour, Allied\n\n{_UNITS}\nThat's it. Army: Red Army\n"
    assert _read(text, shipped).data["name"] == "5th Guards Tank Army"


def test_a_label_inside_a_units_line_is_no_field(shipped: CatalogSet) -> None:
    """An entry's line is read as entries: `Player:` written in a unit's note names no one."""
    text = "Pagano armour, Allied\n\n4x T-34-85 (crew. Player: spare)\n1x T-34-85\n"
    assert "player" not in _read(text, shipped).data


def test_a_total_labelled_after_a_sentence_below_the_list_is_its_total(shipped: CatalogSet) -> None:
    text = "Tank Attack\n\nRifles (general)\n4 x Rifles\n\nThat's me done | Total: 30 AP\n"
    listed = _read(text, shipped)
    assert listed.stated is not None and listed.stated.value == 30


@pytest.mark.parametrize(
    "line",
    [
        "oh and army name 3rd Guards Tank Brigade if you need one",
        "Thanks all. Army name 3rd Guards Tank Brigade, by the way",
    ],
)
def test_a_label_of_two_words_names_the_army_without_its_colon_in_talk(
    line: str, shipped: CatalogSet
) -> None:
    """A key of more than one word is a label without its colon (`army name X`): its capitalised
    or numbered words are the name, the talk after them none of it."""
    text = f"Pagano armour, Allied\n\n{_UNITS}\n{line}\n"
    assert _read(text, shipped).data["name"] == "3rd Guards Tank Brigade"


def test_a_chats_last_line_names_the_army(shipped: CatalogSet) -> None:
    text = (
        "[03/11/2026, 19:14:57] Olga: 4x T-34-85\n"
        "[03/11/2026, 19:15:03] Olga: 1x T-34-85 (the colonel)\n"
        "[03/11/2026, 19:16:30] Olga: army name 3rd Guards Tank Brigade if you need one\n"
    )
    assert _read(f"Pagano armour\n{text}", shipped).data["name"] == "3rd Guards Tank Brigade"


def test_a_two_word_key_followed_by_lower_case_talk_names_nothing(shipped: CatalogSet) -> None:
    text = f"Pagano armour, Allied\n\n{_UNITS}\nno army name yet, any ideas?\n\nOlga\n"
    assert _read(text, shipped).data["name"] == "Olga's army"


_RIFLES = "Tank Attack\n3rd Rifles\n\nRifles (general)\n4 x Rifles\n2 x Machinegun\n\n"


def test_a_field_after_a_fields_own_line_is_read_too(shipped: CatalogSet) -> None:
    """`Total: 20 AP. Player: Sam Smith`: the line is the total's, and the player's after it."""
    listed = _read(f"{_RIFLES}Total: 20 AP. Player: Sam Smith\n", shipped)
    assert listed.stated is not None and listed.stated.value == 20
    assert listed.data["player"] == "Sam Smith"


@pytest.mark.parametrize("line", ["That is the lot · Total 20 AP", "Sam Smith | Total 20"])
def test_a_total_without_its_colon_after_a_bar_is_the_total(line: str, shipped: CatalogSet) -> None:
    listed = _read(f"{_RIFLES}{line}\n", shipped)
    assert listed.stated is not None and listed.stated.value == 20


@pytest.mark.parametrize(
    "line", ["Total 20 je crois", "= 20 i think?? cheers, Sam", "Gesamt 20 AP, glaube ich", "=20 I reckon"]
)
def test_a_total_with_a_doubt_after_it_below_the_list_is_its_total(line: str, shipped: CatalogSet) -> None:
    """A total's key or `=` and its number, then a doubt and talk: the total is stated all the same."""
    listed = _read(f"{_RIFLES}{line}\n", shipped)
    assert listed.stated is not None and listed.stated.value == 20


def test_a_count_with_a_doubt_after_it_is_no_total(shipped: CatalogSet) -> None:
    listed = _read(f"{_RIFLES}Rifles 4 i think, maybe 5\n", shipped)
    assert listed.stated is None


@pytest.mark.parametrize("bracket", ["(Legergrootte 6)", "(army size: 6)", "(beta, Armeegröße 6)"])
def test_a_size_named_in_a_titles_bracket_is_no_part_of_the_name(bracket: str, shipped: CatalogSet) -> None:
    """The size by its option's name, in any language, in the title's bracket, as `(6 units)` is."""
    text = f"OHW WW2 beta\nKampfgruppe Meyer {bracket}\n\n2x Infantry\n1x Mortar\n1x ATG\n2x Tank\n"
    read = _read(text, shipped)
    assert read.data["name"] == "Kampfgruppe Meyer"
    assert read.data["options"] == {"army-size": 6}


@pytest.mark.parametrize("where", ["above", "below"])
@pytest.mark.parametrize("mark", [" · ", " | ", ". "])
def test_an_armys_line_ends_where_another_field_begins(where: str, mark: str, shipped: CatalogSet) -> None:
    """`Army: 3rd Rifles · Player: Sam Smith`: the name was read with the player's field in it."""
    line = f"Army: 3rd Rifles{mark}Player: Sam Smith"
    units = "Rifles (general)\n4 x Rifles\n2 x Machinegun\n"
    text = f"Tank Attack\n{line}\n\n{units}" if where == "above" else f"Tank Attack\n\n{units}\n{line}\n"
    read = _read(text, shipped)
    assert (read.data["name"], read.data["player"]) == ("3rd Rifles", "Sam Smith")


@pytest.mark.parametrize(
    "line",
    [
        "Tank Attack | 3rd Rifles | 20 AP",
        "Tank Attack · 3rd Rifles · 20 AP",
        "Tank Attack | 3rd Rifles",
    ],
)
def test_a_cell_after_the_games_name_set_apart_by_a_bar_names_the_army(
    line: str, shipped: CatalogSet
) -> None:
    """A bar or a dot sets the army's name apart after the game's as a dash does (`Tank Attack - 6th Poona`)."""
    read = _read(f"{line}\n\nRifles (general)\n4 x Rifles\n2 x Machinegun\n", shipped)
    assert read.data["name"] == "3rd Rifles"


def test_an_armys_line_naming_the_games_year_sets_its_place_apart_too(shipped: CatalogSet) -> None:
    """`Force: 41st Division – Flers-Courcelette 1916`: the year is the game's name (WTJ 1916), and the
    place before it, set apart by its dash, no part of the army's name either."""
    text = "WTJ 1916\n\nForce: 41st Division – Flers-Courcelette 1916\n\nInfantry x4\n"
    assert _read(text, shipped).data["name"] == "41st Division"


@pytest.mark.parametrize("key", ["Sereg", "Truppe", "Hærenhed"])
def test_a_title_after_a_key_of_one_word_the_reader_does_not_know_is_the_armys_name(
    key: str, shipped: CatalogSet
) -> None:
    """`Sereg: 1. magyar páncéloshadosztály`: a word no unit's, before a body's name, keys the army's
    line in the player's language, as `Army:` does; the name is what it keys."""
    text = f"WTJ 1916\n\n{key}: 6. Bayerische Reserve-Division (Flandern 1916)\n\nInfantry x4\n"
    assert _read(text, shipped).data["name"] == "6. Bayerische Reserve-Division"
