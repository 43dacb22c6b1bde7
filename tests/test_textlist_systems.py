"""Which game system a list is for, where players name it among other words (issue 34, round 6):
a year that dates a battle is no system's name, and the hexed draft named in Polish. Each from an
example of our own."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    return read_text_list(text, catalogs)


@pytest.mark.parametrize(
    "line", ["Ready for Sunday, a Fleurs 1916 flavour this time.", "# 7th Rifle Brigade, Flers 1916"]
)
def test_a_year_that_dates_a_battle_names_no_system(line: str, shipped: CatalogSet) -> None:
    """The organiser's quoted call names the game; the player's `Flers 1916` is the battle's year,
    not the rules titled `1916`."""
    text = f"> Hordes in the Trenches lists by Friday please\n\n{line}\n\nGeneral: Rifles\n4 x Rifles\n1 x Tank\n"
    read = _read(text, shipped)
    assert read.system == "tank-attack"
    assert read.named


@pytest.mark.parametrize(
    "line", ["Here's my 1916 list", "1916 - club night", "Playing 1916 on Sunday", "Rules: 1916"]
)
def test_the_year_the_rules_are_titled_by_still_names_them(line: str, shipped: CatalogSet) -> None:
    read = _read(f"{line}\n\n4 x Infantry\n1 x Tank\n", shipped)
    assert read.system == "wtj-1916"
    assert read.named


@pytest.mark.parametrize("said", ["OHW WW2, wersja heksowa", "OHW WWII w wersji heksowej"])
def test_the_hexed_draft_named_in_polish_is_read_as_it(said: str, shipped: CatalogSet) -> None:
    read = _read(f"Gracz: Zofia Wrona\nSystem: {said}\n\n1. Infantry, elite\n2. Tank, medium\n", shipped)
    assert read.system == "ohw-ww2-hex"


@pytest.mark.parametrize("said", ["moje sestava na OHW WW2 hexy", "OHW WWII hexy, 4 jednotky"])
def test_the_hexed_draft_named_in_czech_is_read_as_it(said: str, shipped: CatalogSet) -> None:
    """`OHW WW2 hexy`, the Czech plural of hexes, was read as the beta: its elite and medium were
    no options there, kept as notes."""
    read = _read(f"{said}\n\n- pěchota (elitní)\n- tanky T-34, střední\n", shipped)
    assert read.system == "ohw-ww2-hex"


def test_a_game_reading_as_many_lines_by_their_own_names_and_named_loosely_is_chosen(
    shipped: CatalogSet,
) -> None:
    """`3" mortars`, `75mm` and `rifle platoon` are all types of WTJ 1916 by their words, but its
    1916 leaves `17pdr` and `Sherman Firefly` unknown, which the beta reads by their own names; the
    list's `Six units` and `the beta` point to the beta alone. It was read as WTJ 1916, two units
    unknown; the beta asks about the `75mm` (an ATG or a Mortar). So where both read every line,
    one by a model's name the other by its type's (`Pz IV`): `the beta` names the game."""
    text = (
        "Not cheesy, but the beta punishes no AT. Try mine:\n\n"
        "Fforbes-Hamilton's Column\n- 2x Rifle platoon\n- 1x 3\" mortars\n- 1x 75mm\n- 1x 17pdr\n"
        "- 1x Sherman Firefly\nSix units, job done.\n"
    )
    read = _read(text, shipped)
    assert read.system == "ohw-ww2"
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "mortar", "anti-tank-gun", "tank"]
    assert [asked.number for asked in read.asked] == [6]


def test_a_game_reading_more_lines_by_their_own_names_with_nothing_else_for_it_is_not_chosen(
    shipped: CatalogSet,
) -> None:
    """The same list with no word for the beta, no size and no platoon stays WTJ 1916's, whose types
    its words name: a game's own names alone never outweigh them (its unknown units are said)."""
    text = "Fforbes-Hamilton's Column\n- 2x Infantry\n- 1x 3\" mortars\n- 1x 75mm\n- 1x 17pdr\n"
    assert _read(text, shipped).system == "wtj-1916"


def test_a_game_named_loosely_that_reads_every_line_as_the_other_does_is_chosen(shipped: CatalogSet) -> None:
    """The hexed draft knows `Pz IV` as a type's word, the beta as a model's name: both read the
    three lines, and `the beta game` names the beta; it was read as the hexed draft's."""
    text = "Hi Mike,\n\nFor the beta game on the 14th:\n\nPanzergrenadiers\nPz IV platoon\nPak 40\n\nChris\n"
    assert _read(text, shipped).system == "ohw-ww2"


def test_a_sheets_quality_and_class_columns_choose_the_game_that_takes_them(shipped: CatalogSet) -> None:
    """A sheet of Infantry, Tanks and Artillery with Quality and Class columns (`Elite`, `Medium`)
    was asked between the hexed draft and Tank Attack, as its name cell `1st Bn Rifle Brigade` was
    weighed as a battalion's heading: a row's cells weigh by their columns, and the options point
    to the draft alone."""
    text = (
        "Name\tType\tQuality\tClass\n1st Bn Rifle Brigade\tInfantry\tElite\t\n"
        "5th RTR\tTank\tRegular\tMedium\n3rd RHA\tArtillery\tRegular\t\n"
    )
    assert _read(text, shipped).system == "ohw-ww2-hex"


@pytest.mark.parametrize(
    ("body", "system"),
    [
        ("1. Infanteri (elit)\n2. Stridsvagn, lätt\n3. Artilleri\n", "ohw-ww2-hex"),
        ("1. Infantry\n2. Tank\n3. Mortar\n", "ohw-ww2"),
    ],
    ids=["options-of-the-variant", "none"],
)
def test_the_games_short_name_with_its_variants_options_is_the_variant(
    shipped: CatalogSet, body: str, system: str
) -> None:
    """`OHW WW2-hexkampanjen` over `Infanteri (elit)` and `Stridsvagn, lätt` was read as the beta,
    which takes no quality nor class, its Artillery unknown: the short name the hexed draft's names
    hold too, beside the options only the draft takes, is the draft; with no options, the beta."""
    read = _read(f"Här är min armé till OHW WW2-hexkampanjen (3 enheter):\n\n{body}", shipped)
    assert read.system == system
    assert read.named == (system == "ohw-ww2")  # the draft was not named: the reader says why it chose it
    assert ["`OHW WW2`" in why for why in read.weighed] == ([] if system == "ohw-ww2" else [True])
