"""Which game a list naming none is for, where the names it writes fit several: a judge weighs
what else it writes (costs and their unit, formation headings, loose words for a game in its
chatter) and asks where that points nowhere or two ways."""

import textwrap
from pathlib import Path
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str, subject: str = "") -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None, subject=subject)


def _could_be(listed: TextList) -> list[str]:
    return [catalog.id for catalog in listed.could_be]


SHARED = """\
    Rifle coys x2
    Armoured car
    Artillery
    """
"""Names the hexed draft and Tank Attack both know, and nothing else."""


def test_names_two_games_share_alone_are_asked_about_naming_both(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, SHARED)
    assert (listed.system, _could_be(listed)) == (None, ["ohw-ww2-hex", "tank-attack"])


@pytest.mark.parametrize(
    ("chatter", "subject"),
    [
        ("\nFor the hexed league on Friday\n", ""),
        ("", "Re: hex night"),
        ("\nStrengths as per the draft.\n", ""),
    ],
)
def test_a_loose_word_for_a_game_in_the_chatter_or_subject_chooses_it(
    catalogs: list[Catalog], chatter: str, subject: str
) -> None:
    listed = _read(catalogs, SHARED + chatter, subject)
    assert (listed.system, listed.named) == ("ohw-ww2-hex", False)
    assert listed.weighed == ("its other lines name this one loosely",)


def test_a_loose_word_in_a_quoted_line_chooses_where_the_list_names_no_game(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "> beta night on the 4th, six units each\nRifles x3\nTank\nATG\n")
    assert listed.system == "ohw-ww2"
    assert _could_be(_read(catalogs, "Rifles x3\nTank\nATG\n")) == ["ohw-ww2", "ohw-ww2-hex", "tank-attack"]


@pytest.mark.parametrize(
    "costs", [("- 4AP", "2AP", "3AP"), ("(4 pts)", "2 pts", "3 pts"), ("- 4", "- 2", "- 3")]
)
def test_costs_written_in_a_games_unit_or_at_its_prices_choose_a_game_with_costs(
    catalogs: list[Catalog], costs: tuple[str, str, str]
) -> None:
    """`AP` is Tank Attack's unit; `pts` a cost in any game, so only one with costs; bare numbers
    at its prices (two Rifles at 2 AP each, an Armoured Car at 2, Field Artillery at 3) too."""
    listed = _read(catalogs, f"Rifle coys x2 {costs[0]}\nArmoured car {costs[1]}\nArtillery {costs[2]}\n")
    assert (listed.system, listed.weighed) == ("tank-attack", ("the costs it writes are this one's",))


def test_a_heading_naming_a_games_formation_chooses_it(catalogs: list[Catalog]) -> None:
    """The hexed draft and Pagano both know `Pz IV`; only Pagano has platoons."""
    assert _could_be(_read(catalogs, "Pz IV x3\nPz IV\n")) == ["ohw-ww2-hex", "pagano-armour"]
    listed = _read(catalogs, "2nd Platoon: Pz IV x3\nCompany HQ: Pz IV\n")
    assert (listed.system, listed.weighed) == ("pagano-armour", ("the formations it names are this one's",))


def test_a_counted_line_naming_a_formation_is_a_unit_and_chooses_nothing(catalogs: list[Catalog]) -> None:
    """`1x tank bn` is a unit that is a battalion, not Tank Attack's Infantry Battalion heading."""
    listed = _read(catalogs, SHARED + "1x tank bn\n\nhex night\n")
    assert listed.system == "ohw-ww2-hex"


def test_what_else_the_list_writes_pointing_two_ways_is_asked(
    catalogs: list[Catalog], cli: Any, tmp_path: Path
) -> None:
    """Costs in AP say Tank Attack, `hexed` in the chatter the hexed draft: no quiet guess."""
    text = "Rifle coys x2 - 4AP\nArmoured car 2AP\nArtillery 3AP\n\nFor the hexed league on Friday\n"
    assert _could_be(_read(catalogs, text)) == ["ohw-ww2-hex", "tank-attack"]
    written = tmp_path / "list.txt"
    written.write_text(text, encoding="utf-8")
    said = cli("import", written).err
    assert "`--system ohw-ww2-hex`" in said and "`--system tank-attack`" in said


def test_a_name_only_one_game_knows_outweighs_loose_words(catalogs: list[Catalog]) -> None:
    """`MG` is Tank Attack's alone of the names written: `hex night` does not outweigh a name."""
    listed = _read(catalogs, "Rifles x3\nTank\nMG\n\nhex night\n")
    assert (listed.system, listed.weighed) == ("tank-attack", ())


def test_a_list_told_in_one_line_is_weighed_by_each_unit_it_tells(catalogs: list[Catalog]) -> None:
    """A phone post with no game named: snipers and a forward observer are Tank Attack's alone."""
    listed = _read(catalogs, "for thursday - 3 inf, 2 snipers, 1 forward observer, 1 tank. ciao Gianni\n")
    assert (listed.system, listed.named) == ("tank-attack", False)


def test_a_type_after_a_units_name_and_a_dash_is_weighed(catalogs: list[Catalog]) -> None:
    """`Dicke Berta - A7V`: the name is the player's, the type after the dash 1916's alone."""
    assert _read(catalogs, "Dicke Berta - A7V\nSchwester - A7V\n").system == "wtj-1916"


def test_the_units_own_names_settle_the_game_where_no_types_word_does(catalogs: list[Catalog]) -> None:
    """`17pdr` and `Cromwell` are what the beta's rules say an ATG and a Tank are: no type is written."""
    assert _read(catalogs, "Bravo troop - 17pdr\nCharlie troop - Cromwell\n").system == "ohw-ww2"


def test_an_army_size_in_units_chooses_a_game_counted_in_units(catalogs: list[Catalog]) -> None:
    """Tank Attack knows infantry, artillery and cavalry in French too, but counts its army in AP."""
    listed = _read(catalogs, "Mon armée (5 unités)\nInfanterie x3\nArtillerie\nCavalerie\n")
    assert (listed.system, listed.weighed) == (
        "ohw-ww2-hex",
        ("the army's size it states is counted as this one counts it",),
    )


@pytest.mark.parametrize(
    ("said", "system"),
    [
        ("OHW at the club on Friday", "ohw-ww2"),
        ("One Hour Wargames night", "ohw-ww2"),
        ("One Hour Wargames hex league", "ohw-ww2-hex"),
    ],
)
def test_the_familys_name_alone_is_its_plain_game(catalogs: list[Catalog], said: str, system: str) -> None:
    """Both One Hour Wargames catalogs know these names; `OHW` without the variant's word is the beta."""
    assert _read(catalogs, f"Infantry x3\nTank x2\nATG\n\n{said}\n").system == system


@pytest.mark.parametrize("text", ["Plotone fucilieri x2\nPlotone carri\n", "Infanteriezug x2\nPanzerzug\n"])
def test_units_written_as_platoons_choose_the_game_whose_units_are_platoons(
    catalogs: list[Catalog], text: str
) -> None:
    """The hexed draft reads `fucilieri` in `Plotone fucilieri`, but its units are battalions."""
    listed = _read(catalogs, text)
    assert (listed.system, listed.weighed) == ("ohw-ww2", ("the units it writes are this one's size",))


def test_names_several_games_share_told_in_one_line_are_still_asked(catalogs: list[Catalog]) -> None:
    assert _could_be(_read(catalogs, "Rifles x3, Tank, ATG\n")) == ["ohw-ww2", "ohw-ww2-hex", "tank-attack"]


def test_import_names_the_system_that_would_read_it_as_another_game(cli: Any, tmp_path: Path) -> None:
    """Chosen without a name, the game is said, and the `--system` of each other game knowing its names."""
    written = tmp_path / "list.txt"
    written.write_text("2 inf, 2 snipers, 1 forward observer, 1 tank\n", encoding="utf-8")
    said = cli("import", written).err
    assert "so it was read as Tank Attack" in said
    assert "import it with `--system ohw-ww2`" in said and "`--system wtj-1916`" in said


def test_a_sheets_vehicles_with_their_count_in_the_cell_choose_the_game_that_knows_them(
    catalogs: list[Catalog],
) -> None:
    """`Pz IV x5` in a Vehicles column names Pagano's Pz IV, its count written in the cell: the
    `HQ` row a game of 1916 reads as its command (`Kompaniechef`, a company's word, in its note)
    does not outweigh the vehicles."""
    sheet = (
        "Platoon,Type,Vehicles,Notes\n1st Platoon,Platoon,Pz IV x5,\n2nd Platoon,Platoon,Pz IV x4,\n"
        "Tiger Sect.,Heavy platoon,Tiger I x3,\nHQ,,Pz IV x1,Kompaniechef\n"
    )
    assert _read(catalogs, sheet).system == "pagano-armour"
