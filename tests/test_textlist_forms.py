"""The reader's own word lists matched by form (lever 25a): a word one form off a listed word
(its ending, a preposition run into its article, one slip in a long word) reads as the listed
word, in every list at once; shorter words and slips between two listed words do not."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.forms import Listed
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize(
    ("said", "word"),
    [
        ("independente", "independent"),  # Portuguese, listed in English
        ("independentes", "independent"),
        ("einzelne", "einzeln"),
        ("indepenent", "independent"),  # one slip in a long word
    ],
)
def test_a_listed_word_holds_its_other_forms(said: str, word: str) -> None:
    listed = Listed({"independent", "einzeln", "solo", "lone"})
    assert said in listed
    assert listed.which(said) == word


@pytest.mark.parametrize("said", ["solos", "lonely", "sole", "alone"])
def test_a_short_word_is_no_form_of_a_listed_one(said: str) -> None:
    """`solo`, `lone`: four letters, another word with an ending as often as a form."""
    assert said not in Listed({"independent", "einzeln", "solo", "lone"})


def test_a_slip_between_two_listed_words_matches_neither() -> None:
    assert "battery" not in Listed({"batterx", "batterz"})


@pytest.mark.parametrize(
    ("said", "phrase"), [("rebocadas por", "rebocadas pelo"), ("gezogen von", "gezogen vom")]
)
def test_a_phrase_holds_its_preposition_without_its_article(said: str, phrase: str) -> None:
    assert Listed({"rebocadas pelo", "gezogen vom"}).which(said) == phrase


def test_a_lone_row_of_a_portuguese_sheet_stands_in_no_platoon(shipped: CatalogSet) -> None:
    """`Independente` in a sheet's platoon column (Portuguese: independent, the English word's
    form): its T-34-85 stand alone; before, they were read as a platoon named `Independente`."""
    text = (
        "Sistema,Pagano WWII Armour,,\n,,,\nPelotão,Veículo,Qtd,Obs.\n"
        "Pelotão 1,T-34-85,4,\nPelotão 2,T-34-85,5,\nIndependente,T-34-85,2,na reserva\n"
    )
    units = _read(text, shipped).data["units"]
    assert units[-1] == {"element": "t-34-85", "count": 2, "note": "na reserva"}


def test_a_portuguese_tow_with_its_preposition_alone_links(shipped: CatalogSet) -> None:
    """`rebocadas por 1 camião` (towed by one lorry: `por` where the list holds `pelo`, `por` run
    into its article): the guns are towed by the lorry; before, the words were a note."""
    text = "WTJ 1916\n\nArtilharia:\n- 2 peças de 18 libras (classe 5), rebocadas por 1 camião\n- 1 camião\n"
    gun = _read(text, shipped).data["units"][0]
    assert gun["links"] == {"towed-by": "truck-1"}
    assert "note" not in gun


def test_a_swedish_platoon_in_its_definite_form_heads_its_tanks(shipped: CatalogSet) -> None:
    """`1:a plutonen: 5 st T-34-85` (Swedish: the first platoon, `pluton` with its definite
    ending): a platoon of five, named so; before, five lone T-34-85 named `1:a plutonen`."""
    text = "System: Pagano WWII Armour\n\n1:a plutonen: 5 st T-34-85\nReserv: 2 st T-34-85\n"
    units = _read(text, shipped).data["units"]
    assert units[0] == {
        "formation": "platoon",
        "name": "1:a plutonen",
        "elements": [{"element": "t-34-85", "count": 5}],
    }
