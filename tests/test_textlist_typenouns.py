"""A unit's name beside its type's words, as players write them: the noun of a type's name before
a model (`chars Whippet`), a category's word after the type's (`A/Tk guns`), a support weapon's
detachment, and a name cell that is only a unit word written onto the row's type."""

import textwrap

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


@pytest.mark.parametrize(
    ("system", "line", "unit"),
    [
        # the noun the catalog joins to more words by `of` (`char d'assaut`, `carro de combate`)
        ("Tank Attack", "2 x chars Whippet", {"element": "tank", "count": 2, "name": "Whippet"}),
        ("Tank Attack", "1 x carro Saint-Chamond", {"element": "tank", "name": "Saint-Chamond"}),
        ("OHW WW2 beta", "1 x carros Valentine", {"element": "tank", "name": "Valentine"}),
        ("OHW WW2 beta", "1 x Matilda chars", {"element": "tank", "name": "Matilda"}),
        # the type's words, then its category's
        ("OHW WW2 beta", "1 x 17pdr A/Tk guns", {"element": "anti-tank-gun", "name": "17pdr"}),
        # the type's name in full, each word shortened
        ("Tank Attack", "1 x 13pdr Field Arty", {"element": "field-artillery", "name": "13pdr"}),
        # a detachment is how a support weapon's crew is organised, as a section is
        ("OHW WW2 beta", "1 x 4.2in mortar detachment", {"element": "mortar", "name": "4.2in"}),
        ("OHW WW2 beta", "- 2in mortar det.", {"element": "mortar", "name": "2in"}),
        # a Portuguese player's riflemen, in a platoon of them or alone
        (
            "OHW WW2 beta",
            "1 x Pelotão de fuzileiros - na reserva",
            {"element": "infantry", "note": "na reserva"},
        ),
        ("Tank Attack", "3 x Fuzileiros", {"element": "rifles", "count": 3}),
    ],
    ids=[
        "chars",
        "carro",
        "carros",
        "after",
        "category",
        "field-arty",
        "detachment",
        "det",
        "pelotao",
        "fuzileiros",
    ],
)
def test_a_types_words_beside_a_units_name_are_not_the_name(
    catalogs: list[Catalog], system: str, line: str, unit: dict[str, object]
) -> None:
    listed = _read(
        catalogs,
        f"{system}\n1 x Rifles (general)\n{line}\n" if system == "Tank Attack" else f"{system}\n{line}\n",
    )
    assert listed.data["units"][-1] == unit
    assert not listed.asked


def test_a_nouns_word_alone_before_no_model_names_no_type(catalogs: list[Catalog]) -> None:
    """`chars` is the noun of a tank's name, but the model after it settles the type: a noun
    before words naming none (`carros de Pedro`) is no tank read in silence."""
    listed = _read(catalogs, "OHW WW2 beta\n1 x Infantry\n1 x carros Pedro\n")
    assert listed.data["units"][-1] != {"element": "tank", "name": "Pedro"}


def test_a_name_cell_that_is_a_unit_word_on_the_rows_type_is_no_name(catalogs: list[Catalog]) -> None:
    """`Mortierpeloton` over `Mortier`, `Kranaatinheitinjoukkue` over `Kranaatinheitin`: a platoon
    of the type the row writes, its words joined as Dutch and Finnish join them, says no name; a
    numbered platoon, or one whose words are other than the row's type, keeps its name."""
    text = """
        OHW WW2 beta
        Eenheid\tType\tAantal
        1e peloton\tInfanterie\t1
        Mortierpeloton\tMortier\t1
        Kranaatinheitinjoukkue\tKranaatinheitin\t1
        Tankpeloton\tTank\t1
        PaK-joukkue\tPanssarintorjuntatykki\t1
        """
    assert _read(catalogs, text).data["units"] == [
        {"element": "infantry", "name": "1e peloton"},
        {"element": "mortar"},
        {"element": "mortar"},
        {"element": "tank"},
        {"element": "anti-tank-gun", "name": "PaK-joukkue"},
    ]
