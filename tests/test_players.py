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
from armybuilder.engine.identity import Locked, Registered, Sender, address_key, identify
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


def test_a_name_only_alike_to_another_players_from_a_registered_address_is_no_other_players() -> None:
    """The register renamed Zoe Clarke of Andover "Zoe Clarke (Andover)"; her list, still signed
    "Zoe Clarke", was said to name another player, Zoë Clarke: a false word, as names alike are
    two players. Naming Zoë exactly from that address is still said."""
    register = [
        Registered("Zoë Clarke", ("zoe@clarke.example",)),
        Registered("Zoe Clarke (Andover)", ("zclarke@andover.example",)),
    ]
    sent = [
        Sender("Zoë Clarke", "zoe@clarke.example", "a"),
        Sender("Zoe Clarke", "zclarke@andover.example", "b"),
        Sender("Zoë Clarke", "zclarke@andover.example", "c"),
    ]
    who = identify(sent, register=register)
    assert who.players[1] == who.players[2] != who.players[0]
    assert [_codes(found) for found in who.found] == [[], [], ["event.shared-address"]]


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


def _mail(
    name: str, address: str, message_id: str, text: str, date: str = "Mon, 01 Mar 2027 10:00:00 +0000"
) -> bytes:
    mail = EmailMessage()
    mail["From"] = f"{name} <{address}>"
    mail["To"] = "lists@salisbury.example"
    mail["Subject"] = "my list"
    mail["Date"] = date
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


# The register ------------------------------------------------------------------------------------


def _register(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "players.yaml"
    path.write_text(text)
    return path


def test_the_register_joins_two_addresses_and_renames_leaving_no_ghost(cli, tmp_path: Path) -> None:
    """Packed first without a register: the two José Martínez are two players. The register then
    says they are one (both addresses under one name): the second's entry moves to the first,
    recorded in both histories; no entry is left behind, and no one else is told of a newer list.
    Renaming him is then an edit of the register."""
    inbox, event, out = _week(tmp_path)
    assert cli("event", "pack", event, inbox, "-o", out).code == 0
    players = _register(
        tmp_path,
        "players:\n"
        "  - name: José Martínez\n"
        "    email: [jmartinez@boston.example, jose.martinez@example.es]\n"
        "  - {name: Jan De Vries}\n",
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert result.code == 0, result.err
    assert "similar-players" not in result.out and "ambiguous" not in result.out
    superseded = [line for line in result.out.splitlines() if "[event.superseded]" in line]
    assert len(superseded) == 2 and all("José Martínez sent a newer list" in line for line in superseded)
    lock = read_lock(out / "lock.json")
    with_entries = [(p.id, p.name) for p in lock.players if p.entry is not None]
    assert with_entries == [("p1", "José Martínez"), ("p3", "Jan De Vries")]
    jose, left = lock.players[0], lock.players[1]
    assert jose.addresses == ["jmartinez@boston.example", "jose.martinez@example.es"]
    assert jose.entry is not None and jose.entry.file == str(inbox / "usb" / "jose.yaml")  # the newest
    assert "moved" in [h.kind for h in jose.history]
    assert (left.id, left.entry, left.status, [h.kind for h in left.history]) == ("p2", None, None, ["moved"])
    assert lock.unassigned == []
    players.write_text(players.read_text().replace("- name: José Martínez", "- name: José Martínez Ruiz"))
    again = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert again.code == 0, again.err
    statuses = [line for line in (result.out + again.out).splitlines() if line.startswith("Statuses:")]
    assert statuses == ["Statuses: 1 locked, 1 updated, 2 superseded"] * 2
    assert [(p.id, p.name) for p in read_lock(out / "lock.json").players if p.entry is not None] == [
        ("p1", "José Martínez Ruiz"),
        ("p3", "Jan De Vries"),
    ]


def test_a_list_from_an_address_the_register_lacks_waits_until_accept_names_its_player(
    cli, tmp_path: Path
) -> None:
    inbox, event, out = _week(tmp_path)
    after = "Wed, 10 Mar 2027 10:00:00 +0000"
    (inbox / "jan.eml").write_bytes(
        _mail("Jan", "jan@home.example", "<jan-1@home>", _roster("Jan De Vries"), after)
    )
    players = _register(
        tmp_path,
        "players:\n"
        "  - {name: José Martínez, email: jose.martinez@example.es}\n"
        "  - {name: José Martínez, email: jmartinez@boston.example}\n"
        "  - {name: Jan De Vries}\n",
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert result.code == 0, result.err
    assert (
        "[event.unregistered] this list is nobody's entry until you say whose it is: jan@home.example is not in the register"
        in (result.out)
    )
    lock = json.loads((out / "lock.json").read_text())
    assert lock["event"]["sha256"] == __import__("hashlib").sha256(event.read_bytes()).hexdigest()
    assert [(u["code"], u["address"]) for u in lock["unassigned"]] == [
        ("event.unregistered", "jan@home.example"),
        ("event.ambiguous-player", None),
    ]
    # `accept --all` names no player for them: they stay where they are, and are named.
    every = cli("event", "accept", out / "lock.json", "--all")
    assert every.code == 0 and len(json.loads((out / "lock.json").read_text())["unassigned"]) == 2
    assert f"No player's until you name one: {inbox / 'jan.eml'} (<jan-1@home>" in every.out
    given_to = cli("event", "accept", out / "lock.json", "--as", "Jan De Vries", str(inbox / "jan.eml"))
    assert given_to.code == 0, given_to.err
    assert "to Jan De Vries (p3, jan@home.example): now their entry" in given_to.out
    assert "  - {name: Jan De Vries, email: jan@home.example}" in given_to.out
    jan = read_lock(out / "lock.json").players[2]
    assert jan.entry is not None and jan.entry.label.startswith(str(inbox / "jan.eml"))
    assert [h.kind for h in jan.history] == ["list", "accepted"]


def test_accept_as_gives_a_list_to_a_player_the_lock_does_not_know_yet(cli, tmp_path: Path) -> None:
    """Erin, registered by her home address, sent her first list late from work: the lock had no
    player of hers, and `accept --as "Erin Wu"` refused ("No list waits to be accepted")."""
    inbox, event, out = _week(tmp_path)
    after = "Wed, 10 Mar 2027 10:00:00 +0000"
    (inbox / "erin.eml").write_bytes(
        _mail(
            "Erin Wu",
            "erin.wu@work.example",
            "<e1@work>",
            _roster("Erin Wu", ("count: 2", "count: 1")),
            after,
        )
    )
    players = _register(
        tmp_path,
        "players:\n"
        "  - {name: José Martínez, email: jose.martinez@example.es}\n"
        "  - {name: José Martínez, email: jmartinez@boston.example}\n"
        "  - {name: Jan De Vries}\n"
        "  - {name: Erin Wu, email: erin@home.example}\n",
    )
    assert cli("event", "pack", event, inbox, "-o", out, "--players", players).code == 0
    # A name near a player's may be a slip, and an address or an id the lock lacks names no one.
    for said in ("Jan de Vriess", "erin@home.example", "p9"):
        refused = cli("event", "accept", out / "lock.json", "--as", said, inbox / "erin.eml")
        assert refused.code == 2 and f"has no player {said!r}" in refused.err, refused.err
    given_to = cli("event", "accept", out / "lock.json", "--as", "Erin Wu", inbox / "erin.eml")
    assert given_to.code == 0, given_to.err
    assert "to Erin Wu (p4, erin.wu@work.example), a new player: now their entry" in given_to.out
    erin = read_lock(out / "lock.json").players[-1]
    assert (erin.id, erin.name, erin.status) == ("p4", "Erin Wu", "locked")
    assert [h.kind for h in erin.history] == ["accepted"]
    # Her work address added to her entry in the register: packed again, she is one player still.
    players.write_text(
        players.read_text().replace("erin@home.example", "[erin@home.example, erin.wu@work.example]")
    )
    again = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert again.code == 0, again.err
    assert "unregistered" not in again.out and "similar-players" not in again.out
    assert [(p.id, p.name) for p in read_lock(out / "lock.json").players if "Erin" in (p.name or "")] == [
        ("p4", "Erin Wu")
    ]


def test_check_takes_the_register_too_and_only_with_an_event(cli, tmp_path: Path) -> None:
    inbox, event, _ = _week(tmp_path)
    players = _register(tmp_path, "players:\n  - {name: José Martínez, email: jose.martinez@example.es}\n")
    result = cli("check", inbox, "--event", event, "--players", players)
    assert (
        "[event.unregistered]" in result.out
        and "jmartinez@boston.example is not in the register" in result.out
    )
    alone = cli("check", inbox, "--players", players)
    assert alone.code == 2 and "give --event EVENT.yaml too" in alone.err


def test_a_register_that_would_make_the_pack_guess_is_refused_naming_the_entry(cli, tmp_path: Path) -> None:
    inbox, event, out = _week(tmp_path)
    for text, said in (
        (
            "players:\n  - {name: Ann, email: ann@example.org}\n  - {name: Anna, email: ANN@example.org}\n",
            "players.yaml:3:25: players[1].email: ANN@example.org is given to Ann (players[0]) and to Anna "
            "(players[1]); an address is one player's",
        ),
        (
            "players:\n  - {name: Ann, mail: ann@example.org}\n",
            "players.yaml:2:17: players[0].mail: unknown key",
        ),
        (
            "players:\n  - {name: Ann, email: ann.example.org}\n",
            "players[0].email: 'ann.example.org' is not an e-mail address: write it as name@example.org",
        ),
        ("players:\n  - {email: ann@example.org}\n", "players[0].name: `name` is required"),
        (event.read_text(), "this is an event file, not a register of players"),
    ):
        result = cli("event", "pack", event, inbox, "-o", out, "--players", _register(tmp_path, text))
        assert result.code == 1, result.out
        assert said in result.err, result.err
        assert not out.exists()


def _pat_week(tmp_path: Path) -> tuple[Path, Path, Path]:
    """Pat Green mails his list himself, and the club's secretary mails Pat's and Sam's."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "pat.eml").write_bytes(
        _mail("Pat Green", "pat@green.example", "<p1@green>", _roster("Pat Green"))
    )
    (inbox / "club.eml").write_bytes(
        _mail(
            "Club Secretary",
            "secretary@club.example",
            "<s1@club>",
            _roster("Sam Brown", ("count: 2", "count: 1")),
            "Tue, 02 Mar 2027 10:00:00 +0000",
        )
    )
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE}))
    return inbox, event, tmp_path / "pack"


def test_a_withdrawn_player_the_register_joins_to_another_stays_withdrawn(cli, tmp_path: Path) -> None:
    """Pat withdrew; the register then gave his two addresses to one Pat Green. His entry moved
    to the other Pat's id, and with it none of his withdrawal: he was back in, to be played."""
    inbox, event, out = _pat_week(tmp_path)
    (inbox / "club.eml").write_bytes(
        _mail(
            "Pat Green",
            "secretary@club.example",
            "<s1@club>",
            _roster("Pat Green", ("count: 2", "count: 1")),
            "Tue, 02 Mar 2027 10:00:00 +0000",  # a day after his own: not a tie
        )
    )
    assert cli("event", "pack", event, inbox, "-o", out).code == 0
    assert cli("event", "withdraw", out / "lock.json", "pat@green.example").code == 0
    players = _register(
        tmp_path, "players:\n  - {name: Pat Green, email: [secretary@club.example, pat@green.example]}\n"
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert result.code == 0, result.err
    assert "1 withdrawn (Pat Green)" in result.out
    [pat] = [p for p in read_lock(out / "lock.json").players if p.entry is not None]
    assert pat.status == "withdrawn" and [h.kind for h in pat.history][-2:] == ["moved", "withdrawn"]
    assert (
        cli("event", "publish", out / "lock.json", "-o", tmp_path / "lists.html").out.startswith("Wrote")
        and "Pat Green" not in (tmp_path / "lists.html").read_text()
    )


def test_two_lists_the_register_joins_that_tie_to_the_second_leave_the_player_no_entry(
    cli, tmp_path: Path
) -> None:
    """The club's secretary mailed Kim's list and Lee's at once; the register then gave the
    secretary's address to Kim, so Lee's list is Kim's too. The pack said the two tie and neither
    counts, but the lock kept Lee's army as Kim's entry, `updated`, and publish showed it as hers."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for n, (player, army) in enumerate((("Kim Park", "Kim's Kampfgruppe"), ("Lee Moss", "Moss Troopers"))):
        text = _roster(player, ("count: 2", f"count: {n + 1}")).replace("3rd Wessex Rifles", army)
        (inbox / f"club-{n}.eml").write_bytes(
            _mail("Club Secretary", "secretary@club.example", f"<s{n}@club>", text)
        )
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE}))
    out = tmp_path / "pack"
    assert cli("event", "pack", event, inbox, "-o", out).code == 0
    assert [(p.name, p.entry is not None) for p in read_lock(out / "lock.json").players] == [
        ("Kim Park", True),
        ("Lee Moss", True),
    ]
    players = _register(
        tmp_path, "players:\n  - {name: Kim Park, email: secretary@club.example}\n  - {name: Lee Moss}\n"
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert result.code == 0, result.err
    assert result.out.count("[event.duplicate-player]") == 2
    lock = read_lock(out / "lock.json")
    assert [p.entry for p in lock.players] == [None, None], "neither list of the tie is an entry"
    kim = lock.players[0]
    assert (kim.name, kim.status) == ("Kim Park", None)
    assert [(h.kind, h.label.split("(")[-1], "same second" in h.note) for h in kim.history] == [
        ("list", "<s0@club>, attachment list.yaml)", True),
        ("moved", "<s1@club>, attachment list.yaml)", False),
    ]
    assert cli("event", "publish", out / "lock.json", "-o", tmp_path / "lists.html").code == 0
    assert "Moss Troopers" not in (tmp_path / "lists.html").read_text()
    # Packed again, Kim is still p1, with no entry: not a new player, and her note keeps its name.
    notes = sorted(path.name for path in (out / "notes").iterdir())
    assert cli("event", "pack", event, inbox, "-o", out, "--players", players).code == 0
    assert sorted(path.name for path in (out / "notes").iterdir()) == notes
    assert [(p.id, p.name, p.entry) for p in read_lock(out / "lock.json").players] == [
        ("p1", "Kim Park", None),
        ("p2", "Lee Moss", None),
    ]


def test_a_list_the_register_gives_by_address_to_someone_it_does_not_name_is_said_so(
    cli, tmp_path: Path
) -> None:
    """The secretary's address given to Pat in the register made Sam's list Pat's entry, with no
    word of it: the list named Sam Brown, another player. (A name no other player has is a label:
    the golden batch-event-register's "A. Smith", from Anna's work address, is told nothing.)"""
    inbox, event, out = _pat_week(tmp_path)
    players = _register(
        tmp_path,
        "players:\n"
        "  - {name: Pat Green, email: [pat@green.example, secretary@club.example]}\n"
        "  - {name: Sam Brown, email: sam@brown.example}\n",
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--players", players)
    assert result.code == 0, result.err
    assert (
        "[event.shared-address] secretary@club.example is Pat Green's in the register, but this list "
        "names Sam Brown, another player: it is taken as Pat Green's"
    ) in result.out
    assert result.out.count("[event.shared-address]") == 1  # Pat's own list names him


# Lists forwarded in a message's text ---------------------------------------------------------------

GMAIL_FORWARD = (
    "---------- Forwarded message ---------\nFrom: Lou Park <lou@example.org>\n"
    "Date: Mon, 1 Mar 2027 at 08:00\nSubject: my list\nTo: Kim Lee <kim@example.org>\n\n"
)


def _forward_week(tmp_path: Path, head: str) -> tuple[Path, Path]:
    """Kim sends his own list, attached; the day after, he forwards Lou's in his message's text.
    Lou's roster names no player, as many do: the message decides whose it is."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    kim = _roster("Kim Lee", ("count: 4", "count: 3"))
    lou = EXAMPLE.read_text().replace("player: A. Player\n", "").replace("3rd Wessex Rifles", "Lou's Lancers")
    (inbox / "kim.eml").write_bytes(_mail("Kim Lee", "kim@example.org", "<k1@example.org>", kim))
    forward = EmailMessage()
    forward["From"] = "Kim Lee <kim@example.org>"
    forward["To"] = "lists@salisbury.example"
    forward["Subject"] = "Fwd: my list"
    forward["Date"] = "Tue, 02 Mar 2027 10:00:00 +0000"
    forward["Message-ID"] = "<k2@example.org>"
    forward.set_content("Lou asked me to send this on.\n\n" + head + lou)
    (inbox / "forward.eml").write_bytes(forward.as_bytes())
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE}))
    return inbox, event


def test_a_list_forwarded_in_a_messages_text_is_its_authors_and_the_forwarders_own_stays(
    cli, tmp_path: Path
) -> None:
    """Lou's list, forwarded by Kim in his message's text, was Kim's: it superseded the list Kim had
    sent, and Kim's draft carried it. It is Lou's: his entry, in his draft alone."""
    inbox, event = _forward_week(tmp_path, GMAIL_FORWARD)
    out = tmp_path / "pack"
    result = cli("event", "pack", event, inbox, "-o", out)
    assert result.code == 0, result.err
    assert "superseded" not in result.out and "Statuses: 2 locked" in result.out
    assert "<k2@example.org>: a list (body, forwarded from lou@example.org)" in result.out
    lock = read_lock(out / "lock.json")
    entries = {p.name: (p.addresses, p.entry.part if p.entry else None) for p in lock.players}
    assert entries == {
        "Kim Lee": (["kim@example.org"], "<k1@example.org>, attachment list.yaml"),
        "Lou Park": (["lou@example.org"], "<k2@example.org>, body, forwarded from lou@example.org"),
    }
    lou, kim = (out / "notes" / "Lou-Park.eml").read_text(), (out / "notes" / "Kim-Lee.eml").read_text()
    assert "To: Lou Park <lou@example.org>" in lou and "Lou's Lancers" in lou
    assert "Lou's Lancers" not in kim and "To: Kim Lee <kim@example.org>" in kim


def test_a_list_forwarded_in_a_messages_text_with_no_author_waits_said_so(cli, tmp_path: Path) -> None:
    """No `From:` below the marker: whose the list is cannot be told. It is kept, from Kim, but
    waits for the organiser to name its player; Kim's own list stays his entry."""
    inbox, event = _forward_week(tmp_path, "---------- Forwarded message ---------\nSubject: my list\n\n")
    out = tmp_path / "pack"
    result = cli("event", "pack", event, inbox, "-o", out)
    assert result.code == 0, result.err
    assert "superseded" not in result.out and "Statuses: 1 locked, 1 unassigned" in result.out
    said = next(line for line in result.out.splitlines() if "[event.ambiguous-player]" in line)
    assert "<k2@example.org>, body, forwarded" in said
    assert "forwarded in the text of a message from kim@example.org" in said
    assert "the forwarded lines give no From: line: it may be Kim Lee's or another's" in said
    lock = read_lock(out / "lock.json")
    [kim] = lock.players
    assert kim.entry is not None and kim.entry.part == "<k1@example.org>, attachment list.yaml"
    [waiting] = lock.unassigned
    assert (waiting.code, waiting.part) == ("event.ambiguous-player", "<k2@example.org>, body, forwarded")
