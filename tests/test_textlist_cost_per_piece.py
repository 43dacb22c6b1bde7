"""A sheet's column of each unit's cost written as the cost per piece (`AP/Stk.`, `pts/pc`), or as
the cost and the word for each in any language (`AP je`), beside the row's total (issue 34, rounds
19 and 20): a cost each, read past as costs are, never a note."""

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize("heading", ["AP/Stk.", "pts/pc", "AP / szt.", "AP je", "Pkt. je", "AP chacun"])
def test_a_cost_per_piece_column_is_no_note(catalogs: list[Catalog], heading: str) -> None:
    """`AP/Stk.` was read as a column of notes: each unit noted `2` or `3`."""
    text = f"Tank Attack\nTyp;Anz.;{heading};AP\nSchützen;4;2;8\nMaschinengewehr;1;3;3\n"
    units = read_text_list(text, catalogs).data["units"]
    assert units == [{"element": "rifles", "count": 4}, {"element": "machinegun"}]


@pytest.mark.parametrize(
    "cost", ["(3 AP each)", "(3 PA chacun)", "(3 AP je)", "(3 pts apiece)", "(3 PA cada uno)"]
)
def test_a_cost_each_in_brackets_after_counted_units_is_no_note(catalogs: list[Catalog], cost: str) -> None:
    """`2 x Canon de campagne 75 (3 PA chacun)` kept `3 PA chacun` as the guns' note, where `(3
    PA)` is read past as their cost: a cost with the word for each, in any language, is one too."""
    units = read_text_list(f"Tank Attack\n\n2 x Field Artillery {cost}\nSniper (1 AP)\n", catalogs).data[
        "units"
    ]
    assert units == [{"element": "field-artillery", "count": 2}, {"element": "sniper"}]


@pytest.mark.parametrize("cost", ["(2 each)", "(2 apiece)", "[2 je]"])
def test_a_bare_cost_each_in_brackets_is_no_note(catalogs: list[Catalog], cost: str) -> None:
    """`2 × Autocar armoured cars (2 each)` beside `1 × Whippet (4)`: a bare number in brackets is
    read past as a cost, but with the word for each it was kept as the cars' note."""
    units = read_text_list(f"Tank Attack\n\n2 x Armoured Car {cost}\nSniper (1)\n", catalogs).data["units"]
    assert units == [{"element": "armoured-car", "count": 2}, {"element": "sniper"}]


@pytest.mark.parametrize(
    ("line", "note"), [("Heavy Mortar (dug in, 4)", "dug in"), ("Heavy Mortar (dug in, 3)", "dug in, 3")]
)
def test_a_bare_number_closing_a_note_that_is_the_units_cost_is_no_note(
    catalogs: list[Catalog], line: str, note: str
) -> None:
    """`1 × medium mortar (dug in, 4)`: the mortar's cost (4 AP) after its note, no unit written,
    was kept in the note; a number that is not its cost may be anything the player meant."""
    units = read_text_list(f"Tank Attack\n\n{line}\nSniper (1)\n", catalogs).data["units"]
    assert units == [{"element": "heavy-mortar", "note": note}, {"element": "sniper"}]


@pytest.mark.parametrize("cost", ["à 2 AP", "je 2 AP", "à 2 PA"])
def test_a_cost_each_after_the_word_for_at_is_no_note(catalogs: list[Catalog], cost: str) -> None:
    """`2x Panzerwagen à 2 AP`: the German and French `à` (and German `je`) before a cost say each
    unit costs it, as `@ 2 AP` does; the word was kept as the cars' note."""
    units = read_text_list(f"Tank Attack\n\n2x Armoured Car {cost}\nSniper 1 AP\n", catalogs).data["units"]
    assert units == [{"element": "armoured-car", "count": 2}, {"element": "sniper"}]
