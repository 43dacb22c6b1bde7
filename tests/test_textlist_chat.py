"""Lists copied from a phone's chat or a group's post (issue 34): each message read without its
stamp and writer, the writer the player, other people's messages and comments no part of the list."""

from pathlib import Path
from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import SHIPPED


@pytest.fixture(scope="module")
def catalogs() -> list[Catalog]:
    return [catalog for catalog in CatalogSet([SHIPPED]) if isinstance(catalog, Catalog)]


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(text, catalogs, None)


def _units(listed: TextList) -> list[tuple[str, int]]:
    return [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]]


@pytest.mark.parametrize(
    "stamp",
    ["[03/11/27, 8:14:09 PM] ", "[3.11.27, 20:14:09] ", "03/11/2027, 20:14 - ", "3/11/27, 8:14 pm - "],
    ids=["ios-12h", "ios-24h", "android", "android-12h"],
)
def test_a_chats_messages_are_read_without_their_stamps_and_the_writer_is_the_player(
    catalogs: list[Catalog], stamp: str
) -> None:
    text = "".join(
        f"{stamp}Tuilagi Fonoti: {said}\n"
        for said in (
            "tank attack list for sat",
            "Samoan Rifles",
            "general rifles",
            "4 rifles 1 mg",
            "2 tanks",
        )
    )
    listed = _read(catalogs, text)
    assert listed.system == "tank-attack"
    assert listed.data["player"] == "Tuilagi Fonoti"
    assert listed.data["name"] == "Samoan Rifles"
    assert ("tank", 2) in _units(listed)


def test_another_speakers_messages_in_a_chat_are_no_part_of_the_list(catalogs: list[Catalog]) -> None:
    text = (
        "[1/6/27, 7:02:11 PM] Marek Zając: WTJ 1916 list\n"
        "[1/6/27, 7:02:40 PM] Marek Zając: 6 x Infantry\n"
        "[1/6/27, 7:03:05 PM] Olek: bring 2 tanks too?\n"
        "[1/6/27, 7:03:30 PM] Marek Zając: 2 x Machine gun\n"
        "[1/6/27, 7:04:00 PM] Olek: nice\n"
        "[1/6/27, 7:04:10 PM] Olek: see you sat\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["player"] == "Marek Zając"
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]
    assert listed.quoted == 3  # said: the others' messages were not read


def test_a_list_sent_as_one_message_of_many_lines_is_its_writers(catalogs: list[Catalog]) -> None:
    text = (
        "[1/6/27, 7:02:11 PM] Marek Zając: my WTJ 1916 list for sat\n"
        "6 x Infantry\n"
        "2 x Machine gun\n"
        "[1/6/27, 7:03:05 PM] Olek: nice\n"
        "[1/6/27, 7:03:15 PM] Olek: bring dice\n"
        "[1/6/27, 7:03:25 PM] Olek: and the mat\n"
    )
    listed = _read(catalogs, text)
    assert listed.system == "wtj-1916"
    assert listed.data["player"] == "Marek Zając"
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]


def test_a_second_writers_list_in_a_chat_is_not_merged_with_the_first(catalogs: list[Catalog]) -> None:
    text = (
        "[1/6/27, 7:02:11 PM] Marek Zając: WTJ 1916\n"
        "[1/6/27, 7:02:20 PM] Marek Zając: 6 x Infantry\n"
        "[1/6/27, 7:02:30 PM] Marek Zając: 2 x Machine gun\n"
        "[1/6/27, 7:03:05 PM] Olek: mine:\n"
        "4 x Cavalry\n"
        "2 x Light mortar\n"
    )
    listed = _read(catalogs, text)
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]
    assert listed.quoted == 3


def test_a_group_posts_header_names_the_player_and_its_comments_are_not_read(catalogs: list[Catalog]) -> None:
    text = (
        "Sione Vaifale ▶ Tank Attack players NZ\n"
        "2 May at 18:40 · 🌏\n"
        "\n"
        "My list for the cup:\n"
        "General: Rifles\n"
        "4 x Rifles\n"
        "1 x Machinegun\n"
        "\n"
        "👍 Like   💬 Comment   ↗ Share\n"
        "\n"
        "Ana Leota\n"
        "3 tanks would be better\n"
        "Like · Reply · 2h\n"
    )
    listed = _read(catalogs, text)
    assert listed.system == "tank-attack"  # from the group's name, as from a mail's subject
    assert listed.data["player"] == "Sione Vaifale"
    assert _units(listed) == [("rifles", 1), ("rifles", 4), ("machinegun", 1)]


@pytest.mark.parametrize(
    "reactions",
    ["👍 Like   💬 Comment   ↗ Share", "Like\nComment\nShare", "👍 Curtir 💬 Comentar ↗ Compartilhar"],
)
def test_a_posts_comments_under_its_reactions_are_not_read(catalogs: list[Catalog], reactions: str) -> None:
    text = f"Sione Vaifale ▶ Tank Attack NZ\n2 h ·\nGeneral: Rifles\n4 x Rifles\n{reactions}\nAna\n2 x Tank\n"
    listed = _read(catalogs, text)
    assert _units(listed) == [("rifles", 1), ("rifles", 4)]
    assert listed.quoted > 0


def test_an_arrow_on_a_first_line_with_no_posts_date_under_it_names_no_writer(
    catalogs: list[Catalog],
) -> None:
    listed = _read(catalogs, "Tank Attack ▶ 36 AP list\nGeneral: Rifles\n4 x Rifles\n")
    assert listed.system == "tank-attack"
    assert "player" not in listed.data


def test_a_list_with_one_dated_line_is_no_chat(catalogs: list[Catalog]) -> None:
    text = "Tank Attack 36 AP\n12/3/27, 19:00 - club night\nGeneral: Rifles\n4 x Rifles\n"
    listed = _read(catalogs, text)
    assert "player" not in listed.data


def test_the_read_back_shows_each_chat_line_as_its_message(tmp_path: Path, cli: Any) -> None:
    listed = tmp_path / "chat.txt"
    listed.write_text(
        "[9/9/27, 9:01:00 AM] Ruth Ngata: OHW WWII beta\n[9/9/27, 9:01:30 AM] Ruth Ngata: 3 x Infantry\n",
        encoding="utf-8",
    )
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    assert result.code == 0
    assert "3 x Infantry" in result.out and "9:01:30" not in result.out
