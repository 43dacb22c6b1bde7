"""Players are people, not names: whose each list is goes by the address it came from; names
alike are kept apart and said so; a list that could be several players' waits for the organiser
to name its player; the lock knows players by ids that stay theirs."""

import json
import os
from email.message import EmailMessage
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from armybuilder.engine.compare import compared
from armybuilder.engine.identity import Locked, Sender, address_key, identify
from armybuilder.events.lock_file import read_lock
from tests.test_events import EVENT, EXAMPLE

BEFORE = 1_804_000_000  # 2027-03-01, before the week's deadline
DEADLINE = "2027-03-07T23:59:00+00:00"
AFTER = 1_804_700_000  # 2027-03-09


def _codes(found) -> list[str]:
    return [problem.code for problem in found]


# The decision alone ------------------------------------------------------------------------------


def test_names_alike_from_different_addresses_are_two_players_each_told() -> None:
    """José's list was superseded by the Boston Jose's, whose reply then carried it."""
    sent = [
        Sender("José Martínez", "jose.martinez@example.es", "a"),
        Sender("Jose Martinez", "jmartinez@bostonirregulars.example", "b"),
        Sender("Zoë Clarke", "zoe@andover.example", "c"),
        Sender("Zoe Clarke", "zclarke@example.org", "d"),
        Sender("Anna Smith", "anna@example.org", "e"),
        Sender("Anna Smith", "anna.smith@work.example", "f"),
    ]
    who = identify(sent, rule="Salisbury")
    assert len(set(who.players)) == 6
    assert [_codes(found) for found in who.found] == [["event.similar-players"]] * 6
    assert "Jose Martinez (jmartinez@bostonirregulars.example)" in who.found[0][0].message
    assert "the same name, but not the same address" in who.found[4][0].message
    assert "names alike, but not the same" in who.found[2][0].message


def test_one_address_under_names_alike_is_one_player_and_under_other_names_several() -> None:
    sent = [
        Sender("Zoë Clarke", "Zoe@Andover.example", "a"),
        Sender("zoe clarke", "zoe@andover.example", "b"),  # the same person, typing in a hurry
        Sender("Ivo Novak", "secretary@club.example", "c"),
        Sender("Jan Kral", "secretary@club.example", "d"),
    ]
    who = identify(sent)
    assert who.players[0] == who.players[1]
    assert who.players[2] != who.players[3]
    assert _codes(who.found[0]) == [] and _codes(who.found[2]) == ["event.shared-address"]
    assert "secretary@club.example also sent lists as Jan Kral" in who.found[2][0].message


def test_a_file_joins_the_one_player_it_names_exactly_and_waits_where_several_fit() -> None:
    sent = [
        Sender("Jan de Vries", "jan@zeeland.example", "mail"),
        Sender("Jan de Vries", "", "usb/jan.yaml"),  # handed over: Jan's
        Sender("Jan De Vries", "", "usb/jdv.yaml"),  # another name: another player, told
        Sender("José Martínez", "jose@example.es", "j1"),
        Sender("José Martínez", "jm@example.org", "j2"),
        Sender("José Martínez", "", "usb/jose.yaml"),  # could be either
        Sender("Carl Jones", "", "usb/carl.yaml"),
        Sender("Carl  Jones", "", "usb/carl-2.yaml"),  # the same name, spaced otherwise
    ]
    who = identify(sent)
    assert who.players[1] == who.players[0] and _codes(who.found[1]) == ["event.similar-players"]
    assert who.players[2] not in (who.players[0], None)
    assert who.players[5] is None and who.held == {5: "event.ambiguous-player"}
    assert "could be any of 2 players (José Martínez (jose@example.es), José Martínez (jm@example.org))" in (
        who.found[5][0].message
    )
    assert who.players[6] == who.players[7]


def test_a_run_finds_the_locks_players_again_by_address_list_and_name() -> None:
    locked = [
        Locked("p1", "Anna Smith", ("anna@example.org",), "a-1"),
        Locked("p2", "Jan De Vries", (), "usb/jan.yaml"),
        Locked("p3", "Ben Ortiz", (), "usb/ben.yaml"),
    ]
    sent = [
        Sender("anna smith", "ANNA@example.org", "a-2"),  # her address, her name written otherwise
        Sender("Jan De Vries (Breda)", "", "usb/jan.yaml"),  # his file, renamed in it
        Sender("Ben Ortiz", "", "usb/ben-v2.yaml"),  # a new file naming him
        Sender("Erin Wu", "", "erin.yaml"),
    ]
    who = identify(sent, locked, given=["p1", "p2", "p3", "p4"])
    assert who.players == ["p1", "p2", "p3", "p5"]  # p4, given once, is never given again
    assert who.moved == {}


# Any inbox ---------------------------------------------------------------------------------------

NAMES = [
    "Zoë Clarke",
    "Zoe Clarke",
    "zoe clarke",
    "ZOË CLARKE",
    "Zoë  Clarke",
    "Jan de Vries",
    "Jan De Vries",
]
ADDRESSES = ["", "", "zoe@a.example", "Zoe@A.example", "zoe@b.example", "jan@c.example"]
inboxes = st.lists(st.tuples(st.sampled_from(NAMES), st.sampled_from(ADDRESSES)), min_size=1, max_size=12)


def _apart(sent: list[Sender], players: list[str | None]) -> None:
    """No two lists from different addresses are one player's (no register joins them); a file
    is a player's only where its name is, exactly, one that player's lists give."""
    for i, one in enumerate(sent):
        for j, other in enumerate(sent):
            if players[i] is None or players[i] != players[j]:
                continue
            if one.address and other.address:
                assert address_key(one.address) == address_key(other.address), (one, other)
        if players[i] is not None and not one.address:
            theirs = {
                compared(s.name or "")
                for s, p in zip(sent, players, strict=True)
                if p == players[i] and s is not one
            }
            assert not theirs or compared(one.name or "") in theirs, (one, theirs)


@settings(max_examples=300, deadline=None)
@given(inboxes, inboxes)
def test_no_inbox_merges_lists_from_different_addresses_into_one_player(
    first: list[tuple[str, str]], later: list[tuple[str, str]]
) -> None:
    """Whatever the inbox, and again once a lock holds the first week's players."""
    sent = [Sender(name, address, f"l{n}") for n, (name, address) in enumerate(first)]
    who = identify(sent)
    _apart(sent, who.players)
    for n, players in enumerate(who.players):
        if players is None:  # held: its name fits several players
            assert who.held[n] == "event.ambiguous-player"
    locked = []
    for id in dict.fromkeys(p for p in who.players if p is not None):
        mine = [s for s, p in zip(sent, who.players, strict=True) if p == id]
        addresses = tuple(dict.fromkeys(s.address for s in mine if s.address))
        locked.append(Locked(id, mine[-1].name, addresses, mine[-1].label))
    both = sent + [Sender(name, address, f"m{n}") for n, (name, address) in enumerate(later)]
    again = identify(both, locked, given=[one.id for one in locked])
    _apart(both, again.players)


# As an organiser runs it ------------------------------------------------------------------------


def _mail(name: str, address: str, message_id: str, text: str) -> bytes:
    mail = EmailMessage()
    mail["From"] = f"{name} <{address}>"
    mail["To"] = "lists@salisbury.example"
    mail["Subject"] = "my list"
    mail["Date"] = "Mon, 01 Mar 2027 10:00:00 +0000"
    mail["Message-ID"] = message_id
    mail.add_attachment(text.encode(), maintype="text", subtype="yaml", filename="list.yaml")
    return mail.as_bytes()


def _roster(player: str, *changes: tuple[str, str]) -> str:
    text = EXAMPLE.read_text().replace("A. Player", player)
    for old, new in changes:
        text = text.replace(old, new, 1)
    return text


def _week(tmp_path: Path) -> tuple[Path, Path, Path]:
    """Two José Martínez, from Spain and from Boston, each mailing a list; Zoë and Zoe; a list on a
    USB stick naming José; and Jan's file."""
    inbox = tmp_path / "inbox"
    (inbox / "usb").mkdir(parents=True)
    (inbox / "jose.eml").write_bytes(
        _mail("José Martínez", "jose.martinez@example.es", "<j1@example.es>", _roster("José Martínez"))
    )
    (inbox / "jose-boston.eml").write_bytes(
        _mail(
            "José Martínez",
            "jmartinez@boston.example",
            "<j2@boston.example>",
            _roster("José Martínez", ("count: 2", "count: 1")),
        )
    )
    (inbox / "usb" / "jose.yaml").write_text(_roster("José Martínez", ("count: 4", "count: 3")))
    (inbox / "usb" / "jan.yaml").write_text(_roster("Jan De Vries", ("count: 4", "count: 2")))
    for path in [*inbox.iterdir(), *(inbox / "usb").iterdir()]:
        os.utime(path, (BEFORE, BEFORE))
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE}))
    return inbox, event, tmp_path / "pack"


def test_two_people_of_one_name_are_two_players_and_a_file_naming_either_waits(cli, tmp_path: Path) -> None:
    inbox, event, out = _week(tmp_path)
    result = cli("event", "pack", event, inbox, "-o", out)
    assert result.code == 0, result.err
    assert "superseded" not in result.out and "Statuses: 3 locked, 1 unassigned" in result.out
    assert f"No player's until you name one: {inbox / 'usb' / 'jose.yaml'}" in result.out
    lock = read_lock(out / "lock.json")
    assert [(p.id, p.name, p.addresses) for p in lock.players] == [
        ("p1", "José Martínez", ["jmartinez@boston.example"]),
        ("p2", "José Martínez", ["jose.martinez@example.es"]),
        ("p3", "Jan De Vries", []),
    ]
    [waiting] = lock.unassigned
    assert (waiting.code, waiting.file) == ("event.ambiguous-player", str(inbox / "usb" / "jose.yaml"))
    # A name the two share names neither: the organiser is shown both, to name one by id or address.
    refused = cli("event", "accept", out / "lock.json", "josé martínez")
    assert refused.code == 2
    assert "fits 2 players" in refused.err and "José Martínez (p1, jmartinez@boston.example)" in refused.err
    given_to = cli(
        "event", "accept", out / "lock.json", "--as", "jose.martinez@example.es", inbox / "usb" / "jose.yaml"
    )
    assert given_to.code == 0, given_to.err
    assert "to José Martínez (p2, jose.martinez@example.es): now their entry" in given_to.out
    assert "  - {name: José Martínez, email: jose.martinez@example.es}" in given_to.out
    # Packed again, the file stays the Spanish José's: the lock says whose it is.
    again = cli("event", "pack", event, inbox, "-o", out)
    assert again.code == 0, again.err
    assert "unassigned" not in again.out
    jose = read_lock(out / "lock.json").players[1]
    assert jose.entry is not None and jose.entry.file == str(inbox / "usb" / "jose.yaml")
    assert [h.kind for h in jose.history] == ["list", "accepted"]


def test_a_player_renamed_in_their_file_keeps_their_id_and_leaves_no_ghost(cli, tmp_path: Path) -> None:
    """Renaming Jan in his file left two entries of one fingerprint and told the others their
    lists were superseded by a list the organiser accepted."""
    inbox, event, out = _week(tmp_path)
    assert cli("event", "pack", event, inbox, "-o", out).code == 0
    jan = inbox / "usb" / "jan.yaml"
    jan.write_text(jan.read_text().replace("Jan De Vries", "Jan De Vries (Breda)"))
    os.utime(jan, (AFTER, AFTER))  # after the deadline, the same army
    result = cli("event", "pack", event, inbox, "-o", out)
    assert result.code == 0, result.err
    assert "superseded" not in result.out and "missing" not in result.out
    lock = read_lock(out / "lock.json")
    jans = [p for p in lock.players if "Jan" in (p.name or "")]
    assert [(p.id, p.name, p.pending) for p in jans] == [("p3", "Jan De Vries (Breda)", [])]
    summary = (out / "summary.csv").read_text(encoding="utf-8-sig")
    assert f"{jan},Jan De Vries (Breda)," in summary and ",locked," in summary.split(str(jan))[1]


def test_a_name_given_to_accept_that_no_player_has_names_the_closest(cli, tmp_path: Path) -> None:
    inbox, event, out = _week(tmp_path)
    assert cli("event", "pack", event, inbox, "-o", out).code == 0
    result = cli("event", "accept", out / "lock.json", "--as", "Jan de Vriess", inbox / "usb" / "jose.yaml")
    assert result.code == 2 and "has no player 'Jan de Vriess'; closest: Jan De Vries" in result.err
    result = cli("event", "accept", out / "lock.json", "--as", "p3", inbox / "jose.eml")
    assert result.code == 2
    assert f"is not one list of {out / 'lock.json'} waiting for its player" in result.err
    assert str(inbox / "usb" / "jose.yaml") in result.err
    assert json.loads((out / "lock.json").read_text())["unassigned"][0]["code"] == "event.ambiguous-player"
