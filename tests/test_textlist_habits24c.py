"""Players' habits found in the twenty-fourth session's training lists (issue 34, fix24c): each
test a list's habit, failing before its mend."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.names import Names
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_total_counted_in_a_word_of_another_language_is_the_lists_total(shipped: CatalogSet) -> None:
    """`Totale 6 unità`, `Razem 6 jednostek` under the list, chatter after it: the player's own
    count of the list, read as `Total 6 units` is, never an unknown unit named so."""
    for said in ("Totale 6 unità", "Razem 6 jednostek"):
        text = f"OHW hex, 6 units\n\n2x fanteria\n1x carro armato M13/40\n{said}\n\nCiao, Carlo\n"
        read = _read(text, shipped)
        assert [unit["element"] for unit in read.data["units"]] == ["infantry", "tank"]
        assert read.stated is not None and read.stated.value == 6


def test_a_parting_that_names_the_day_the_players_meet_is_no_unit(shipped: CatalogSet) -> None:
    """`Bis Freitag` right under the list, over the signature (an HTML mail's paragraphs leave no
    blank line between), and its like in other languages: a parting, never an unknown unit (nor
    one unit `giovedì` of `A giovedì`, `A` read as a count)."""
    for parting in ("Bis Freitag", "A giovedì", "Tot vrijdag", "Até sexta", "Hasta el viernes"):
        text = f"OHW hex, 4 units\n\n- Infanterie (Elite)\n- Panzer IV\n{parting}\nKatrin\n"
        read = _read(text, shipped)
        assert [unit["element"] for unit in read.data["units"]] == ["infantry", "tank"], parting
        assert read.data["player"] == "Katrin"


def test_a_sentence_under_the_list_opening_with_a_count_in_words_is_talk(shipped: CatalogSet) -> None:
    """`Sei que os Shermans eram do 1º Esquadrão...` (Portuguese `I know that`; `sei` is six in
    Italian) and `Two of the Shermans were ...`, set apart under the list: a sentence about it,
    left unread for the player to see, never six or two more tanks. A short line stays a unit."""
    head = "OHW beta, 6 units\n\n3 pelotões de infantaria\n1 Sherman\n\n"
    tail = "\n\nAbraços,\nZé Carlos\n"
    for said in (
        "Sei que os Shermans eram do 1º Esquadrão de Reconhecimento... licença poética kkkk",
        "Two of the Shermans were from the recce squadron... poetic licence lol",
    ):
        read = _read(head + said + tail, shipped)
        assert read.data["units"] == [
            {"element": "infantry", "count": 3},
            {"element": "tank", "name": "Sherman"},
        ]
        assert said in [line.text for line in read.lines]
    read = _read(head + "Two Shermans I think" + tail, shipped)
    assert (read.data["units"][-1]["element"], read.data["units"][-1]["count"]) == ("tank", 2)


def test_a_count_after_the_options_a_dash_sets_apart_counts_the_unit(shipped: CatalogSet) -> None:
    """`Infanterie – regulier ×3`, `Tiger – schwer, Elite x2`: the count written after the
    options, as after a name, counts the unit; never a note `×3` on one unit. A platoon's members
    after its dash (`1st Zug - Pz IV x4`) stay its members."""
    text = "OHW hex, 6 units\n\n- Infanterie – regulier ×3\n- Tiger – schwer, Elite x2\n"
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "count": 3, "options": ["regular"]},
        {"element": "tank", "count": 2, "name": "Tiger", "options": ["heavy", "elite"]},
    ]
    text = "Pagano armour, Germans 1944\n\n1st Zug - Pz IV x4\n"
    assert _read(text, shipped).data["units"][0]["elements"][0]["count"] == 4


def test_a_models_word_for_model_in_small_letters_keeps_the_model_a_name(shipped: CatalogSet) -> None:
    """`obrněný automobil OA vz. 30`, `samochód pancerny wz. 34`: Czech `vz.` and Polish `wz.`
    (model) are written in small letters inside a model's name; the type's words before it name
    an Armoured car of that name, never an unknown type."""
    text = "OHW hex, 6 units\n\n1) pěchota\n2) obrněný automobil OA vz. 30\n3) samochód pancerny wz. 34\n"
    assert _read(text, shipped).data["units"][1:] == [
        {"element": "armoured-car", "name": "OA vz. 30"},
        {"element": "armoured-car", "name": "wz. 34"},
    ]


def test_an_option_after_the_type_and_a_models_name_is_the_units_option(shipped: CatalogSet) -> None:
    """`carro armato L6/40 leggero`: the Italian words for a tank, a model the rules do not name,
    then the class in the player's word, as `M13/40, medio` writes it with a comma: a Light tank
    named `L6/40`, never a note of both."""
    text = "OHW hex, 6 units\n\n2x fanteria\n1x carro armato L6/40 leggero\n"
    assert _read(text, shipped).data["units"][1] == {"element": "tank", "name": "L6/40", "options": ["light"]}


def test_the_soviet_state_by_its_name_in_the_players_language_is_the_allied_side(shipped: CatalogSet) -> None:
    """`Sovjet, 1944.` (Swedish): the side a Pagano list fields is the Allied one, as `Sowjets`
    and `Soviets` are; it was left unset."""
    text = "Hej! Min lista till Pagano-kvällen på torsdag. Sovjet, 1944.\n\nPluton 1: 4 st T-34-85\n"
    assert _read(text, shipped).data["options"] == {"side": "Allied", "year": 1944}


def test_a_bracketed_number_in_a_type_cell_beside_count_and_cost_cells_is_a_note(
    shipped: CatalogSet,
) -> None:
    """`| Artillerie de campagne (75) | 3 | 9 |` under `Élément | Nb | PA`: the sheet's columns give
    the count and the cost, so the `75` is the gun's calibre, kept as its note; it was one battery
    noted `75`, the count 3 lost and the total off by six."""
    text = (
        "Tank Attack 36 PA\n\n| Groupe | Élément | Nb | PA |\n|---|---|---|---|\n"
        "| Appui | Artillerie de campagne (75) | 3 | 9 |\n| Appui | Mortier léger | 1 | 3 |\n"
    )
    assert _read(text, shipped).data["units"][0] == {"element": "field-artillery", "count": 3, "note": "75"}


def test_an_operation_in_brackets_after_the_armys_name_is_no_part_of_it(shipped: CatalogSet) -> None:
    """`Desert Rats (Op. Crusader)`: the operation the army fought in, set apart in brackets as a
    place or a year is (`JR 8 (Kannas 1944)`), says when it fought; the army is `Desert Rats`."""
    for title in ("Desert Rats (Op. Crusader)", "Desert Rats (Operation Crusader)"):
        text = f"OHW beta, 6 units\n\n{title}\nInfantry x2\nCrusader tank\n"
        assert _read(text, shipped).data["name"] == "Desert Rats"


def test_a_long_line_of_dashed_words_is_read_without_reading_each_shorter_part_again(
    shipped: CatalogSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Army 1 - a - a - ...` (490 characters) read its words less one, then less two, and so on,
    each such reading reading its own parts again, to see whether the last word was an option of
    the type before it (`carro armato L6/40 leggero`): 478 readings of names for one line, and 54 s
    for `make bench`'s 200 such lines. A last word that is no option's word is not looked behind."""
    calls = []
    read = Names.read

    def counted(self: Names, text: str, **kwargs: Any) -> Any:
        calls.append(text)
        return read(self, text, **kwargs)

    monkeypatch.setattr(Names, "read", counted)
    line = ("Army 1" + " - a" * 125)[:490]
    read_text_list(f"Tank Attack\n{line}\n", [c for c in shipped if isinstance(c, Catalog)])
    assert len(calls) < 40
