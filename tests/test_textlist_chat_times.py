"""A chat copied with each message's time alone under it (issue 34): the writer's name, what they
wrote, then the time, as a phone's copy sets them; other writers' messages are no part of the list."""

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


def test_a_chat_with_each_time_under_its_message_reads_the_writers_list(catalogs: list[Catalog]) -> None:
    """`Els Janssen`, her units, `20:05`, then `Piet`'s answer and its time: Els's units alone,
    the army named for her and no player; Piet's units and the times are no lines of it."""
    text = (
        "Els Janssen\nOHW beta, 4 units\n2x infanterie\n1x mortier\n1x Sherman\n20:05\n"
        "Piet Smit\nprima, ik neem 3 tanks\n20:07\nEls Janssen\ntot zaterdag\n20:08\n"
    )
    listed = read_text_list(text, catalogs, None)
    assert listed.data["name"] == "Els Janssen's army"
    assert "player" not in listed.data
    assert listed.data["units"] == [
        {"element": "infantry", "count": 2},
        {"element": "mortar"},
        {"element": "tank", "name": "Sherman"},
    ]


def test_a_list_ending_in_a_time_is_no_chat(catalogs: list[Catalog]) -> None:
    """A title, the units, and a time under them (`kick-off 19:30` on a line of its own) make no
    chat: the title still names the army."""
    text = "Kampfgruppe Nord\nOHW beta\n2x Infantry\n1x Tank\n19:30\n"
    assert read_text_list(text, catalogs, None).data["name"] == "Kampfgruppe Nord"
