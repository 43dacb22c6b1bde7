"""Lists copied from a phone's chat or a group's post (issue 34): each message read without its
stamp and writer, other people's messages and comments no part of the list. The writer is known as
a mail's sender is, by the name the program shows: the army is named for them, no player written."""

from pathlib import Path
from typing import Any

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(text, catalogs, None)


def _units(listed: TextList) -> list[tuple[str, int]]:
    return [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]]


@pytest.mark.parametrize(
    "stamp",
    ["[03/11/27, 8:14:09 PM] ", "[3.11.27, 20:14:09] ", "03/11/2027, 20:14 - ", "3/11/27, 8:14 pm - "],
    ids=["ios-12h", "ios-24h", "android", "android-12h"],
)
def test_a_chats_messages_are_read_without_their_stamps_and_the_writer_is_no_player(
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
    assert "player" not in listed.data and listed.writer == "Tuilagi Fonoti"
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
    assert "player" not in listed.data and listed.writer == "Marek Zając"
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]
    assert (listed.quoted, listed.others_said) == (0, 3)  # said: the others' messages were not read


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
    assert "player" not in listed.data and listed.writer == "Marek Zając"
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
    assert (listed.quoted, listed.others_said) == (0, 3)


@pytest.mark.parametrize(
    "notice",
    [
        "Messages and calls are end-to-end encrypted. No one outside of this chat can read them.",
        'Gaz created group "Club nights"',
        # a group's export: the encryption notice, then the group's making, each stamped
        'Messages and calls are end-to-end encrypted.\n12/03/2025, 19:40 - Gaz created group "Club"',
    ],
)
def test_the_chat_programs_own_stamped_notice_opening_the_export_is_no_word_of_the_list(
    catalogs: list[Catalog], notice: str
) -> None:
    """An Android export opens with WhatsApp's own stamped lines, no writer: the chat went unseen,
    its stamps read as the army's name and the general's."""
    text = (
        f"12/03/2025, 19:40 - {notice}\n"
        "12/03/2025, 19:44 - Dave Rourke: Tank Attack, Welch Rifles\n"
        "12/03/2025, 19:46 - Dave Rourke: 4 x Rifles\n2 x Tank\n"
        "12/03/2025, 19:47 - Gaz: nice\n"
    )
    listed = _read(catalogs, text)
    assert "player" not in listed.data and listed.writer == "Dave Rourke"
    assert _units(listed) == [("rifles", 4), ("tank", 2)]
    assert listed.others_said == 1


def test_a_group_posts_header_names_its_writer_and_its_comments_are_not_read(catalogs: list[Catalog]) -> None:
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
    assert "player" not in listed.data and listed.writer == "Sione Vaifale"
    assert _units(listed) == [("rifles", 1), ("rifles", 4), ("machinegun", 1)]


@pytest.mark.parametrize(
    "reactions",
    ["👍 Like   💬 Comment   ↗ Share", "Like\nComment\nShare", "👍 Curtir 💬 Comentar ↗ Compartilhar"],
)
def test_a_posts_comments_under_its_reactions_are_not_read(catalogs: list[Catalog], reactions: str) -> None:
    text = f"Sione Vaifale ▶ Tank Attack NZ\n2 h ·\nGeneral: Rifles\n4 x Rifles\n{reactions}\nAna\n2 x Tank\n"
    listed = _read(catalogs, text)
    assert _units(listed) == [("rifles", 1), ("rifles", 4)]
    assert listed.quoted == 0 and listed.others_said > 0


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


@pytest.mark.parametrize(
    "stamp",
    [
        "Wiremu (2nd Maori) — 2027-05-03 19:03",
        "Wiremu (2nd Maori) — Today at 7:03 PM",
        "Wiremu (2nd Maori) — Hoy a las 19:03",
        "Wiremu (2nd Maori) — Heute um 19:03",
        "Wiremu (2nd Maori) — 03/05/2027 7:03 PM",
        "Wiremu (2nd Maori), [03.05.27 19:03]",
        "Wiremu (2nd Maori) — 3. 5. 2027 19:03",  # a Czech desktop's date, spaced after its points
    ],
    ids=[
        "discord-iso",
        "discord-today",
        "discord-hoy",
        "discord-heute",
        "discord-date",
        "telegram",
        "spaced-date",
    ],
)
def test_a_chats_writer_and_stamp_on_a_line_of_their_own_head_the_message_under_them(
    catalogs: list[Catalog], stamp: str
) -> None:
    other = stamp.replace("Wiremu (2nd Maori)", "Aroha")
    text = (
        f"{stamp}\n"
        "WTJ 1916 list for the club\n"
        f"{stamp}\n"
        "6 x Infantry\n"
        "2 x Machine gun\n"
        f"{other}\n"
        "4 cavalry would be better\n"
        f"{stamp}\n"
        "nah\n"
    )
    listed = _read(catalogs, text)
    assert listed.system == "wtj-1916"
    assert "player" not in listed.data
    assert listed.writer == "Wiremu"  # the nickname in brackets is no part of the name
    assert listed.data["name"] == "Wiremu's army"  # the stamps' lines name no army
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]
    assert (listed.quoted, listed.others_said) == (0, 1)  # Aroha's line: talk, not a unit


def test_a_line_of_one_name_and_a_time_is_no_chat_where_it_heads_no_other_message(
    catalogs: list[Catalog],
) -> None:
    listed = _read(catalogs, "Club night 19:00\nTank Attack\nGeneral: Rifles\n4 x Rifles\n")
    assert "player" not in listed.data
    assert _units(listed) == [("rifles", 1), ("rifles", 4)]


@pytest.mark.parametrize(
    "opening",
    [
        "ok dit is mijn lijst voor vrijdag in Gent",
        "oi, la lista para el domingo",
        "meine Liste für Samstag",
        "right so list for the league thing",
    ],
)
def test_a_chatty_opening_saying_what_the_list_is_for_names_no_army(
    catalogs: list[Catalog], opening: str
) -> None:
    text = (
        f"[3/5/27, 19:01] Sione Tuilagi: {opening}\n"
        "[3/5/27, 19:02] Sione Tuilagi: Tank Attack 36 AP\n"
        "[3/5/27, 19:03] Sione Tuilagi: General: Rifles\n"
        "4 x Rifles\n"
        "2 x Tank\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Sione Tuilagi's army"
    assert _units(listed) == [("rifles", 1), ("rifles", 4), ("tank", 2)]


def test_an_emojis_name_between_colons_in_a_chat_is_no_word_of_the_list(catalogs: list[Catalog]) -> None:
    text = (
        "Mere — Yesterday at 20:10\n"
        "Tank Attack\n"
        "General: Rifles (2)\n"
        "3 x Tank (12) :fire:\n"
        "total 14 :tada:\n"
        "Mere — Yesterday at 20:11\n"
        "done\n"
    )
    listed = _read(catalogs, text)
    assert _units(listed) == [("rifles", 1), ("tank", 3)]
    assert listed.data["units"][1].get("note") is None
    assert listed.stated is not None and listed.stated.value == 14


@pytest.mark.parametrize("total", ["TOTAL 31 AP + THE BALLOON", "Total: 31 AP + a balloon if allowed"])
def test_a_total_with_a_remark_added_after_a_plus_is_the_lists_total(
    catalogs: list[Catalog], total: str
) -> None:
    text = f"TANK ATTACK\nGENERAL 1 RIFLES @ 2 = 2\n3 TANKS @ 4 = 12\n1 FIELD ARTY @ 3 = 3\n{total}\nMERE\n"
    listed = _read(catalogs, text)
    assert _units(listed) == [("rifles", 1), ("tank", 3), ("field-artillery", 1)]
    assert listed.stated is not None and listed.stated.value == 31


def test_the_word_list_after_the_systems_name_leaves_the_army_after_the_dash(catalogs: list[Catalog]) -> None:
    text = (
        "TANK ATTACK LIST - 3RD SAMOAN RIFLES - FOR THE LEAGUE\nGENERAL 1 RIFLES\n4 RIFLES\n2 TANKS\nMERE\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "3RD SAMOAN RIFLES"
    assert listed.data["player"] == "MERE"
    assert _units(listed) == [("rifles", 1), ("rifles", 4), ("tank", 2)]


def test_a_slack_copy_its_lone_times_and_edited_marks_give_no_line_of_the_list(
    catalogs: list[Catalog],
) -> None:
    text = (
        "Losa Faleolo  8:02 PM\n"
        "OHW WWII beta\n"
        "8:03\n"
        "3 x Infantry (edited)\n"
        "1 x Mortar\n"
        "Tavita  8:05 PM\n"
        "2 x Tank?\n"
    )
    listed = _read(catalogs, text)
    assert listed.system == "ohw-ww2"
    assert "player" not in listed.data and listed.writer == "Losa Faleolo"
    assert _units(listed) == [("infantry", 3), ("mortar", 1)]
    assert "note" not in listed.data["units"][0]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Round 1 — 10:00", "Round 2 — 14:00"),
        ("Game 1 14:30", "Game 2 16:30"),
        ("Saturday 09:30", "Sunday 10:00"),
        ("Kursk 1943 — 05:00", "Total — 1.00"),
    ],
)
def test_a_schedules_lines_over_a_lists_parts_are_no_chats_writers(
    catalogs: list[Catalog], first: str, second: str
) -> None:
    """A schedule's lines (a round or a day and a time) read as a chat's writers, and every unit
    under the second was taken as another's message and dropped unread."""
    text = f"{first}\nOHW WW2 beta\n3 x Infantry\n1 x Tank\n{second}\n1 x ATG\n1 x Mortar\n"
    elements = [unit.get("element") for unit in _read(catalogs, text).data["units"]]
    assert elements[:2] == ["infantry", "tank"] and elements[-2:] == ["anti-tank-gun", "mortar"]


def test_the_chats_list_is_the_writer_whose_lines_count_units_after_a_colon(catalogs: list[Catalog]) -> None:
    """Platoons written `1. Zug: 4 Tiger` count their units after the colon: another's `8 Tiger??`
    took the list for its writer, and the list's own lines were set apart as theirs."""
    text = (
        "30.11.26, 21:02 - Felix Brandauer: meine Liste für Pagano\n"
        "30.11.26, 21:03 - Felix Brandauer: Achse, 1944\n"
        "1. Zug: 4 Tiger\n"
        "schwerer Zug: 2 Tiger\n"
        "30.11.26, 21:05 - Andi Huber: 8 Tiger??\n"
        "30.11.26, 21:06 - Felix Brandauer: jo\n"
    )
    listed = _read(catalogs, text)
    assert listed.writer == "Felix Brandauer"
    assert listed.others_said == 1


def test_others_messages_in_a_chat_are_told_apart_from_quoted_lines(catalogs: list[Catalog]) -> None:
    """No `>` quotes anything in a chat: its finding says whose messages hold the list instead."""
    text = (
        "[1/6/27, 7:02:11 PM] Marek Zając: WTJ 1916 list\n"
        "[1/6/27, 7:02:40 PM] Marek Zając: 6 x Infantry\n"
        "[1/6/27, 7:03:05 PM] Olek: bring 2 tanks too?\n"
    )
    listed = _read(catalogs, text)
    chosen = next(c for c in catalogs if c.id == listed.system)
    said = [
        problem
        for problem, _ in text_list_findings(listed, chosen, "chat.txt")
        if problem.code == "file.text-quoted"
    ]
    assert [problem.message for problem in said] == [
        "1 line of other people's messages or comments left unread: the list is in the messages of Marek Zając"
    ]


def test_the_read_back_shows_anothers_message_as_written_and_why_it_was_skipped(
    tmp_path: Path, cli: Any
) -> None:
    """Another's message was shown with a `>` no one wrote, as a quoted line."""
    listed = tmp_path / "chat.txt"
    listed.write_text(
        "[9/9/27, 9:01:00 AM] Ruth Ngata: OHW WWII beta\n"
        "[9/9/27, 9:01:30 AM] Ruth Ngata: 3 x Infantry\n"
        "[9/9/27, 9:02:00 AM] Tane: 2 x Tank?\n",
        encoding="utf-8",
    )
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    row = next(line for line in result.out.splitlines() if "Tank" in line)
    assert "> " not in row and "another's message" in row


def test_a_group_posts_header_with_a_small_triangle_names_its_writer(catalogs: list[Catalog]) -> None:
    """`Gareth Pryce ▸ One Hour Wargames UK`, as Facebook copies a post's header with a small
    triangle, named the army: it is the post's writer and group, as with `▶`."""
    text = "Sione Vaifale ▸ Tank Attack players NZ\n14h · 🌍\n\nGeneral: Rifles\n4 x Rifles\n1 x Machinegun\n"
    listed = _read(catalogs, text)
    assert listed.writer == "Sione Vaifale"
    assert "player" not in listed.data and listed.data["name"] == "Sione Vaifale's army"


@pytest.mark.parametrize(
    "summary", ["👍❤️ 23    8 comments", "👍 12 · 3 Kommentare", "😆👍 7   2 commentaires  1 partage"]
)
def test_the_comments_under_a_posts_count_of_reactions_are_not_read(
    catalogs: list[Catalog], summary: str
) -> None:
    """`👍❤️ 23    8 comments` under a post, as Facebook counts its reactions and comments, was
    read as a line of the list and the comments under it as the writer's: a replying writer's
    name signed the list. The count of reactions ends the post as its row of buttons does."""
    text = (
        "Sione Vaifale ▸ Tank Attack players NZ\n14h · 🌍\n\nGeneral: Rifles\n4 x Rifles\n\n"
        f"{summary}\n\nAna Leota\nAdd 2 x Tank mate\nLike · Reply · 13h\n\n    Sione Vaifale\n    Ana Leota no\n"
    )
    listed = _read(catalogs, text)
    assert _units(listed) == [("rifles", 1), ("rifles", 4)]
    assert "player" not in listed.data and listed.others_said > 0


@pytest.mark.parametrize("stamp", ["14 mar 2025, 20:11", "14 Mar 2025, 8:11 pm", "14/03/2025, 20:11"])
def test_a_writer_over_a_stamp_on_a_line_of_its_own_heads_a_message(
    catalogs: list[Catalog], stamp: str
) -> None:
    """Signal's desktop copies each message under its writer's name, then the day and time on a
    line of their own (`Luca Bernardi` over `14 mar 2025, 20:11`): the writer named the army and
    another writer's reply joined the list."""
    text = (
        f"Luca Bernardi\n{stamp}\nOHW beta per giovedì\n\n"
        f"Luca Bernardi\n{stamp}\nBattaglione Folgore\n- 2 infantry\n- 1 mortar\n\n"
        f"Francesco Gatti\n{stamp}\nperfetto, io porto 2 tanks\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Battaglione Folgore"
    assert _units(listed) == [("infantry", 2), ("mortar", 1)]
    assert "player" not in listed.data


@pytest.mark.parametrize(
    "line",
    [
        "oh and a sniper",
        "nah. oh and a sniper",
        "oh, and 1 sniper",
        "Ah and a sniper",
        # the afterthought opened in the player's language: German, French, Italian, Spanish, Polish
        "ach und 1 sniper",
        "Achja, und 1 sniper",
        "ah et 1 sniper",
        "ah e 1 sniper",
        "ah y 1 sniper",
        "aha i 1 sniper",
    ],
)
def test_a_unit_remembered_after_a_word_of_talk_is_the_lists(catalogs: list[Catalog], line: str) -> None:
    """`nah. oh and a sniper`, the writer's answer to a friend's question, was dropped: the words
    before `and a` that only open his afterthought hid the unit he adds."""
    stamp = "[28/11/2026, 20:1{}:00] "
    text = (
        f"{stamp.format(1)}Darren Pike: Tank Attack\n{stamp.format(2)}Darren Pike: Gen - rifles\n"
        f"{stamp.format(3)}Darren Pike: 4 rifles\n{stamp.format(4)}Sam Okafor: no stormtroops??\n"
        f"{stamp.format(5)}Darren Pike: {line}\n"
    )
    assert _units(_read(catalogs, text))[-1] == ("sniper", 1)


def test_the_writers_answer_in_the_askers_own_words_adds_no_units(catalogs: list[Catalog]) -> None:
    """`tankki, tankki` answering `Onko se BT-42 nyt tankki vai tykki` (tank or gun?) was read as
    two more Tanks. An answer that only picks the asker's words and counts nothing adds no units:
    it is told as a line not read; a message with words of its own (`kranaatinheitin`) is read."""
    text = (
        "[29.11.2026 18.05] Mikko: OHW WW2\n[29.11.2026 18.05] Mikko: 3 jalkaväki\n"
        "[29.11.2026 18.06] Mikko: 1 panssarivaunu - BT-42\n"
        "[29.11.2026 18.09] Janne: Onko se BT-42 nyt tankki vai tykki\n"
        "[29.11.2026 18.10] Mikko: tankki, tankki\n"
    )
    listed = _read(catalogs, text)
    assert _units(listed) == [("infantry", 3), ("tank", 1)]
    assert [line.number for line in listed.lines] == [5]
    added = text.replace("tankki, tankki", "kranaatinheitin")
    assert _units(_read(catalogs, added)) == [("infantry", 3), ("tank", 1), ("mortar", 1)]


def test_the_writers_answer_naming_the_asker_adds_no_units(catalogs: list[Catalog]) -> None:
    """`o Sherman é o tanque, Diego` answering Diego's `cadê os tanques de verdade` (where are the
    real tanks?) was read as one more Tank: an answer that names the one it answers and counts
    nothing speaks of a unit listed, as one in the asker's own words does."""
    text = (
        "12/03/2026 21:15 - Rafael Souza: OHW hex, 6 unidades\n"
        "12/03/2026 21:16 - Rafael Souza: 3 infantaria\num Sherman médio\n"
        "12/03/2026 21:18 - Diego Lima: cadê os tanques de verdade kkkk\n"
        "12/03/2026 21:19 - Rafael Souza: o Sherman é o tanque, Diego\n"
    )
    listed = _read(catalogs, text)
    assert _units(listed) == [("infantry", 3), ("tank", 1)]
    assert [line.number for line in listed.lines] == [5]


@pytest.mark.parametrize(
    "reply", ["yeah ok. mine's 1944, germans", "ok so mine is 1944, germans", "yep, mine's 1944"]
)
def test_a_chats_reply_about_the_writers_own_list_names_no_army_over_its_bold_title(
    catalogs: list[Catalog], reply: str
) -> None:
    """`yeah ok. mine's 1944, germans` over `**s.Pz.Abt. 503 detachment**` named the army `yeah ok.
    mine's 1944`: a reply of talk's opening words, then `mine's`, speaks of the list, its title below."""
    text = (
        "Tankovich — 30/11/2026 21:14\npagano tonight? I'll do soviets\n"
        f"StuartMcK — 30/11/2026 21:20\n{reply}\n**s.Pz.Abt. 503 detachment**\nHeavy platoon: Tiger I x3\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "s.Pz.Abt. 503 detachment"
    assert listed.data["options"]["year"] == 1944


@pytest.mark.parametrize(
    "stamp",
    [
        "(Mon 30 Nov 2026, 9:02 PM)",
        "(30 Nov 2026, 21:02)",
        "(30/11/2026, 21:02)",
        "[lun. 30 nov. 2026 21:02]",
    ],
)
def test_a_writer_before_a_bracketed_stamp_and_a_colon_heads_a_message(
    catalogs: list[Catalog], stamp: str
) -> None:
    """`Callum Doyle (Mon 30 Nov 2026, 9:07 PM): Guards Armoured Div`: the writer, then the day and
    time in brackets, then what they wrote. The stamp and writer were read as the first line's unit."""
    text = (
        f"Rhys Bevan {stamp}: hexed OHW on thursday\n"
        f"Callum Doyle {stamp}: Guards Armoured Div\n"
        f"Callum Doyle {stamp}: 2x inf\n"
        f"Callum Doyle {stamp}: 1x arty\n"
        f"Rhys Bevan {stamp}: see you thurs, I bring 2 tanks\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Guards Armoured Div"
    assert _units(listed) == [("infantry", 2), ("artillery", 1)]
    assert "player" not in listed.data and listed.writer == "Callum Doyle"


@pytest.mark.parametrize(
    "reply", ["nice one", "Sounds good!", "cool", "no worries mate", "perfetto", "super 👍"]
)
def test_a_writers_word_of_assent_over_the_armys_name_names_no_army(
    catalogs: list[Catalog], reply: str
) -> None:
    """`nice one`, answering the other player, then `Guards Armoured Div`: the reply is talk, and the
    army is the line under it; the reply was read as the army's name."""
    stamp = "[30/11/2026, 21:02]"
    text = (
        f"{stamp} Rhys Bevan: hexed OHW on thursday, 6 units each\n"
        f"{stamp} Callum Doyle: {reply}\n"
        f"{stamp} Callum Doyle: Guards Armoured Div\n"
        f"{stamp} Callum Doyle: 6 units as agreed:\n"
        f"{stamp} Callum Doyle: 2x inf\n"
        f"{stamp} Callum Doyle: 1x arty\n"
    )
    assert _read(catalogs, text).data["name"] == "Guards Armoured Div"


def test_a_discord_exporters_text_its_header_stamps_before_writers_and_footer_give_no_line_of_the_list(
    catalogs: list[Catalog],
) -> None:
    rule = "=" * 62
    text = (
        f"{rule}\nGuild: Club Night\nChannel: #wtj-lists\n{rule}\n\n"
        "[3/11/2027 8:14 PM] Olek\nwho has a WTJ 1916 list?\n\n"
        "[3/11/2027 8:15 PM] Marek99\nMazurian Rifles\n6 x Infantry\n2 x Machine gun\n\n"
        "[3/11/2027 8:16 PM] Olek\nbring cavalry\n\n\n"
        f"Exported 3 message(s)\n{rule}\n"
    )
    listed = _read(catalogs, text)
    assert listed.system == "wtj-1916"
    assert "player" not in listed.data and listed.writer == "Marek99"  # a user name may hold figures
    assert listed.data["name"] == "Mazurian Rifles"
    assert _units(listed) == [("infantry", 6), ("machine-gun", 2)]
    chosen = next(c for c in catalogs if c.id == listed.system)
    unread = [
        problem
        for problem, _ in text_list_findings(listed, chosen, "chat.txt")
        if problem.code == "file.text-line"
    ]
    assert unread == []  # the export's header and footer are the program's, no lines of the list


@pytest.mark.parametrize("answer", ["me", "me!", "Ich!", "Yo!!", "moi"])
def test_a_writers_answer_that_they_will_play_names_no_army(catalogs: list[Catalog], answer: str) -> None:
    text = (
        "[3/11/27, 8:14 PM] Olek: who has a WTJ 1916 list for thursday?\n"
        f"[3/11/27, 8:15 PM] Marek: {answer}\n"
        "[3/11/27, 8:15 PM] Marek: Mazurian Rifles\n"
        "[3/11/27, 8:16 PM] Marek: 6 x Infantry\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Mazurian Rifles"


@pytest.mark.parametrize(
    "said",
    [
        "Ok ok je fais les Boches cette fois",
        "Tak tady je moje, Rakousko-Uhersko",
        "ok this is mine for Saturday",
    ],
)
def test_a_writers_message_of_talk_above_the_list_names_no_army(catalogs: list[Catalog], said: str) -> None:
    """`Ok ok je fais les Boches cette fois` (I'll play the Germans this time), a message of its own
    over the list's, named the army: a chat's words of talk say what the writer does, and the army
    is named for the writer as where no line names it."""
    text = (
        "01/12/2026, 20:48 - Bastien R.: listes pour samedi svp, 36 PA\n"
        f"01/12/2026, 20:51 - Julien Marchal: {said}\n"
        "01/12/2026, 20:52 - Julien Marchal: Général : fantassins (2)\n"
        "Bataillon : 4 fantassins + 1 mitrailleuse (11)\n"
        "2 Sturmtruppen (6)\n"
    )
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Julien Marchal's army"
    assert "player" not in listed.data and listed.data["units"][0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize(
    "opening",
    [
        "Dobra, to moja rozpiska na HitT w sobotę",
        "Dobra, rozpiska na HitT w sobotę",
        "Bon, voilà ma liste pour HitT samedi",
        "Vale, mi lista para HitT el sábado",
        "raga ecco la mia per sabato",
        "gente, aquí va la mía",
    ],
)
def test_a_chats_opening_words_about_the_list_in_any_language_name_no_army(
    catalogs: list[Catalog], opening: str
) -> None:
    """`Dobra, to moja rozpiska na HitT w sobotę` (right, this is my list for HitT on Saturday)
    named the army `Dobra, to moja rozpiska na`: the Polish word for a list (`rozpiska`) before
    what it is for says the line is about the list, as `ma liste pour` and `mi lista para` do; so
    does `ecco` after whom it greets in a chat's short word (`raga`, Italian `ragazzi`; `gente`)."""
    stamp = "[14.03.2027, 20:11:05] Marek Zieliński: "
    text = "".join(f"{stamp}{said}\n" for said in (opening, "Generał - piechota", "2x szturmowcy", "1 czołg"))
    listed = _read(catalogs, text)
    assert listed.data["name"] == "Marek Zieliński's army"
    assert _units(listed) == [("rifles", 1), ("sturmtruppe", 2), ("tank", 1)]
