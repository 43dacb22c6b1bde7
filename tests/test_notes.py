"""The players' notes and draft replies of `event pack`: private to the way each list came, the
list that counts first, places in the player's terms, nothing of the organiser's."""

import datetime
import email.message
import email.policy
import email.utils
import os
import re
from email import message_from_bytes
from email.message import EmailMessage
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.events.outputs import PackFolder, note_key
from tests.test_events import EVENT, EXAMPLE

DEADLINE = datetime.datetime(2027, 5, 1, 23, 59, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
ORGANISERS = (
    "inbox/",
    "inbox",
    ".mbox",
    ".eml",
    "armybuilder check",
    "armybuilder event",
    "--event",
    "event.yaml",
)
"""What a note must never name: the organiser's folders, files and commands."""


def roster_text(player: str | None, army: str, tanks: int = 2) -> str:
    """The example roster as `player` (None: naming nobody) with its army named `army`."""
    data = yaml.safe_load(EXAMPLE.read_text())
    data["name"] = army
    data.pop("player", None)
    if player is not None:
        data["player"] = player
    for unit in data["units"]:
        if unit.get("element") == "tank":
            unit["count"] = tanks
    return yaml.safe_dump(data, allow_unicode=True)


def mail(sender: str, address: str, at: datetime.datetime, attachment: tuple[str, str], number: int) -> bytes:
    """A message from `sender` <`address`> received at `at`, its list attached as `attachment` (name, text)."""
    message = email.message.EmailMessage()
    when = email.utils.format_datetime(at)
    message["Received"] = f"from mx.example.org by mail.salisbury.example; {when}"
    message["From"] = email.utils.formataddr((sender, address))
    message["To"] = "lists@salisbury.example"
    message["Subject"] = "my list"
    message["Date"] = when
    message["Message-ID"] = f"<m{number}@example.org>"
    message.set_content("Here it is.\n")
    name, text = attachment
    message.add_attachment(text.encode(), maintype="text", subtype="plain", filename=name)
    return message.as_bytes(policy=email.policy.SMTP)


def event_file(folder: Path) -> Path:
    path = folder / "event.yaml"
    path.write_text(
        yaml.safe_dump(
            {
                **EVENT,
                "name": "Salisbury 2027",
                "deadline": DEADLINE.isoformat(),
                "organiser": "A. Organiser",
                "organiser_email": "lists@salisbury.example",
            }
        )
    )
    return path


def every_draft(notes: Path) -> list[tuple[str, str]]:
    """Each draft reply's addressee, with its text: an address that sent several players' lists
    (a club's secretary) gets a draft for each."""
    found = []
    for path in sorted(notes.glob("*.eml")):
        draft = message_from_bytes(path.read_bytes(), _class=EmailMessage, policy=email.policy.default)
        body = draft.get_body(preferencelist=("plain",))
        assert body is not None
        found.append((draft["To"].addresses[0].addr_spec, body.get_content()))
    return found


def drafts(notes: Path) -> dict[str, str]:
    """Each draft reply's addressee, with its text, where each address gets one."""
    found = dict(every_draft(notes))
    assert len(found) == len(every_draft(notes))
    return found


def test_a_draft_carries_only_the_lists_its_address_sent_and_names_the_entry_from_elsewhere(
    cli, tmp_path: Path
) -> None:
    """José Martínez's list went, in full, into the reply to Jose Martinez of Boston (one player,
    as the register joins his addresses): each address now gets its own draft with its own lists
    only; the list that counts, from the other address, is named (army, fingerprint) and no more."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    spanish = roster_text("José Martínez", "Regimiento Alcántara", tanks=1)
    boston = roster_text("Jose Martinez", "Boston Irregulars")
    (inbox / "lists.mbox").write_bytes(
        b"From x Sat Jan  1 00:00:00 2027\n"
        + mail(
            "José Martínez",
            "jose.martinez@example.es",
            datetime.datetime(2027, 4, 30, 6, 10, tzinfo=datetime.UTC),
            ("jose.yaml", spanish),
            1,
        )
        + b"\nFrom x Sat Jan  1 00:00:00 2027\n"
        + mail(
            "Jose Martinez",
            "jmartinez@boston.example",
            datetime.datetime(2027, 4, 30, 8, 10, tzinfo=datetime.UTC),
            ("list.yaml", boston),
            2,
        )
    )
    register = tmp_path / "players.yaml"
    register.write_text(
        "players:\n  - {name: José Martínez, email: [jose.martinez@example.es, jmartinez@boston.example]}\n"
    )
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file(tmp_path), inbox, "-o", out, "--players", register)
    assert result.code == 0, result.err
    replies = drafts(out / "notes")
    assert sorted(replies) == ["jmartinez@boston.example", "jose.martinez@example.es"]
    to_spain, to_boston = replies["jose.martinez@example.es"], replies["jmartinez@boston.example"]
    assert "Boston Irregulars" in to_boston and "Regimiento" not in to_boston
    boston_print = re.search(r"Boston Irregulars \(fingerprint ([0-9a-f-]+)\)", to_boston)
    assert boston_print is not None
    # To Spain: the list that counts now named, not reproduced; his own list, replaced, follows.
    assert to_spain.splitlines()[2] == (
        f"Your list now: Boston Irregulars (fingerprint {boston_print[1]}), which you sent from another "
        "address: locked, VALID."
    )
    assert to_spain.count("Boston Irregulars") == 1 and "Status:" not in to_spain
    assert (
        "Regimiento Alcántara (fingerprint" in to_spain
        and "your e-mail of 30 April 2027, 07:10 (+01:00), attachment jose.yaml" in to_spain
    )
    for text in (to_spain, to_boston):
        assert not [word for word in ORGANISERS if word in text], text
        assert "jmartinez" not in text and "example.es" not in text  # no address of anyone's
    # The note beside each draft is its text.
    for note in (out / "notes").glob("*.txt"):
        assert note.read_text() in replies.values()


def test_an_address_gets_one_draft_though_one_of_its_messages_gave_a_list_that_cannot_be_read(
    cli, tmp_path: Path
) -> None:
    """Dave's withdrawal, which quoted two lines of his list, could not be read as a list; it took
    no part in deciding whose it is, so it got a note and a second draft to Dave of its own
    (`Dave-Lee-2.eml`). It is now in his one draft, after his entry."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    at = DEADLINE - datetime.timedelta(days=3)
    (inbox / "dave.eml").write_bytes(
        mail(
            "Dave Lee",
            "dave.lee@example.net",
            at,
            ("dave.yaml", roster_text("Dave Lee", "Lee's Landwehr")),
            1,
        )
    )
    (inbox / "dave-2.eml").write_bytes(
        mail(
            "Dave Lee",
            "dave.lee@example.net",
            at + datetime.timedelta(days=1),
            ("dave.yaml", "units: [\n"),
            2,
        )
    )
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file(tmp_path), inbox, "-o", out)
    assert result.code == 0, result.err
    assert sorted(path.name for path in (out / "notes").iterdir()) == ["Dave-Lee.eml", "Dave-Lee.txt"]
    [(to, text)] = drafts(out / "notes").items()
    assert to == "dave.lee@example.net"
    assert text.index("Your list for Dave Lee: Lee's Landwehr") < text.index("it could not be read")


def test_a_place_is_the_players_email_its_attachment_and_line_in_the_deadlines_offset(
    cli, tmp_path: Path
) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    ivy = "Tank Attack - 36 AP\nGeneral: Rifles\nInfantry Battalion:\n  4x Rifles\n  1x Machinegun\n1x Zeppelin\n"
    (inbox / "ivy.eml").write_bytes(
        mail(
            "Ivy Chen",
            "ivy@example.org",
            datetime.datetime(2027, 4, 30, 6, 10, tzinfo=datetime.UTC),
            ("ivy.txt", ivy),
            1,
        )
    )
    (inbox / "handed-over.yaml").write_text(roster_text("Kim Ode", "Kim's Rifles", tanks=3))
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file(tmp_path), inbox, "-o", out).code == 0
    note = (out / "notes" / "Ivy-Chen.txt").read_text()
    assert "Sent in your e-mail of 30 April 2027, 07:10 (+01:00), attachment ivy.txt\n" in note
    assert (
        "  your e-mail of 30 April 2027, 07:10 (+01:00), attachment ivy.txt, line 6: error [element.unknown]"
        in note
    )
    assert (
        "How it was read: as a list written as text, line by line:\n"
        '  line 1: "Tank Attack - 36 AP": game system: Tank Attack\n'
        '  line 2: "General: Rifles": 1 × Rifles ★ general\n'
        '  line 3: "Infantry Battalion:": formation: Infantry Battalion\n'
        '  line 4: "4x Rifles": 4 × Rifles, in Infantry Battalion (line 3)\n'
        '  line 5: "1x Machinegun": 1 × Machinegun, in Infantry Battalion (line 3)\n'
        '  line 6: "1x Zeppelin": 1 × "Zeppelin" (not in the catalog)\n'
    ) in note
    kim = (out / "notes" / "Kim-Ode.txt").read_text()
    assert (
        "Sent in your file handed-over.yaml\n" in kim and "How it was read" not in kim
    )  # a roster says it all
    assert "your file handed-over.yaml, line " in kim  # three Tanks, where the event allows two
    for text in (note, kim):
        assert not [word for word in ORGANISERS if word in text], text


def test_after_accept_the_note_opens_with_the_accepted_list_and_the_old_one_follows_replaced(
    cli, tmp_path: Path
) -> None:
    """The draft after `event accept` opened with the old verdict ("Verdict: NOT VALID. Fix this
    and send the list again:"), the accepted list only after a `----` line."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    before = datetime.datetime(2027, 4, 29, 9, 0, tzinfo=datetime.UTC)
    after = DEADLINE + datetime.timedelta(days=2)
    (inbox / "1.eml").write_bytes(
        mail(
            "Ben Ortiz",
            "ben@example.org",
            before,
            ("ben.yaml", roster_text("Ben Ortiz", "Ben's Tankers", 3)),
            1,
        )
    )
    out = tmp_path / "pack"
    events = event_file(tmp_path)
    assert cli("event", "pack", events, inbox, "-o", out).code == 0
    (inbox / "2.eml").write_bytes(
        mail(
            "Ben Ortiz",
            "ben@example.org",
            after,
            ("ben-fixed.yaml", roster_text("Ben Ortiz", "Ben's Tankers")),
            2,
        )
    )
    assert cli("event", "pack", events, inbox, "-o", out).code == 0
    waiting = (out / "notes" / "Ben-Ortiz.txt").read_text()
    assert waiting.index("Status: locked.") < waiting.index("Status: fixed.")
    assert cli("event", "accept", out / "lock.json", "Ben Ortiz").code == 0
    assert cli("event", "pack", events, inbox, "-o", out).code == 0
    [reply] = drafts(out / "notes").values()
    lines = reply.splitlines()
    assert lines[2].startswith("Your list for Ben Ortiz: Ben's Tankers (fingerprint ")
    assert lines[3] == "Sent in your e-mail of 3 May 2027, 23:59 (+01:00), attachment ben-fixed.yaml"
    assert lines[4].startswith("Status: updated. This list replaces the one you sent before")
    assert lines[7] == "Verdict: VALID. Your list is accepted."
    assert "NOT VALID" not in reply
    replaced = reply[reply.index("Earlier lists, replaced by a newer one (not judged):") :]
    assert "your e-mail of 29 April 2027, 10:00 (+01:00), attachment ben.yaml" in replaced


def test_a_withdrawn_players_note_still_names_their_list_and_says_they_withdrew(cli, tmp_path: Path) -> None:
    """After `event withdraw` the next pack wrote Dave's note and draft with the event's name and
    nothing else: his only list has the status `withdrawn`, which no part of a note showed."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    before = datetime.datetime(2027, 4, 21, 7, 3, tzinfo=datetime.UTC)
    (inbox / "1.eml").write_bytes(
        mail(
            "Dave Lee",
            "dave@example.net",
            before,
            ("dave.yaml", roster_text("Dave Lee", "Lee's Landwehr")),
            1,
        )
    )
    out = tmp_path / "pack"
    events = event_file(tmp_path)
    assert cli("event", "pack", events, inbox, "-o", out).code == 0
    assert cli("event", "withdraw", out / "lock.json", "Dave Lee").code == 0
    assert cli("event", "pack", events, inbox, "-o", out).code == 0
    [reply] = drafts(out / "notes").values()
    assert reply == (out / "notes" / "Dave-Lee.txt").read_text()
    lines = reply.splitlines()
    assert lines[2].startswith("Your list for Dave Lee: Lee's Landwehr (fingerprint ")
    assert lines[3] == "Sent in your e-mail of 21 April 2027, 08:03 (+01:00), attachment dave.yaml"
    assert lines[4].startswith("Status: withdrawn. The organiser has recorded that you withdrew")
    assert "Verdict: VALID by the event's rules, but you have withdrawn" in reply


def test_a_list_waiting_for_its_player_to_be_named_tells_the_sender_so(cli, tmp_path: Path) -> None:
    """A list from an address the register lacks read "Status: unassigned. " and no more."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    at = DEADLINE - datetime.timedelta(days=1)
    (inbox / "1.eml").write_bytes(
        mail(
            "Erin Wu", "erin.wu@work.example", at, ("erin.yaml", roster_text("Erin Wu", "Wu's Wanderers")), 1
        )
    )
    register = tmp_path / "players.yaml"
    register.write_text("players:\n  - {name: Erin Wu, email: erin@home.example}\n")
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file(tmp_path), inbox, "-o", out, "--players", register).code == 0
    [reply] = drafts(out / "notes").values()
    [status] = [line for line in reply.splitlines() if line.startswith("Status:")]
    assert status == (
        "Status: unassigned. The organiser has yet to confirm whose list this is: until they do, "
        "it is no one's entry, and they will tell you whether it is accepted."
    )


def test_a_note_never_names_the_list_of_another_player_whose_name_is_alike(cli, tmp_path: Path) -> None:
    """Names alike from two addresses are two players: a note keyed by the name alone told the Ben
    Ortiz whose list came late that "your list now" was the other's army, with its fingerprint.
    Each note holds its own list."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "lists.mbox").write_bytes(
        b"From x Sat Jan  1 00:00:00 2027\n"
        + mail(
            "Ben Ortiz",
            "ben@example.org",
            datetime.datetime(2027, 5, 2, 6, 10, tzinfo=datetime.UTC),  # after the deadline: late
            ("ben.yaml", roster_text("Ben Ortiz", "Ben's Tankers")),
            1,
        )
        + b"\nFrom x Sat Jan  1 00:00:00 2027\n"
        + mail(
            "Ben Ortiz",
            "ben.ortiz@elsewhere.example",
            datetime.datetime(2027, 4, 30, 8, 10, tzinfo=datetime.UTC),
            ("list.yaml", roster_text("Ben Ortiz", "Other Ben's Guns", tanks=1)),
            2,
        )
    )
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file(tmp_path), inbox, "-o", out).code == 0
    replies = drafts(out / "notes")
    assert sorted(replies) == ["ben.ortiz@elsewhere.example", "ben@example.org"]
    assert "Other Ben's Guns" not in replies["ben@example.org"]
    assert "Ben's Tankers" not in replies["ben.ortiz@elsewhere.example"]
    assert "Status: late." in replies["ben@example.org"]
    assert "Status: locked." in replies["ben.ortiz@elsewhere.example"]
    assert not any("Your list now" in text for text in replies.values())


def test_note_names_are_stable_per_player_and_address_and_differ_for_names_folding_equal(
    tmp_path: Path,
) -> None:
    folder = PackFolder(tmp_path, None, {})
    jan, jan_de = "jan de vries", "jan de vries (breda)"  # two players, whatever keys identity gives
    ways = [
        (note_key(jan, "jan@zeeland.example.nl"), "Jan-de-Vries", jan),
        (note_key(jan_de, ""), "Jan-De-Vries", jan_de),
        (note_key(jan, "jdv@work.example"), "Jan-de-Vries", jan),
        (note_key("zoë clarke", "zoe@a.example"), "Zoë-Clarke", "zoë clarke"),
        (note_key("zoe clarke", "zoe@b.example"), "Zoe-Clarke", "zoe clarke"),
    ]
    names = folder.notes_for(ways)
    assert names == [
        "Jan-de-Vries.txt",
        "Jan-De-Vries-2.txt",
        "Jan-de-Vries-3.txt",
        "Zoë-Clarke.txt",
        "Zoe-Clarke.txt",
    ]
    # Named again in another order, with a newcomer first: each keeps its name.
    again = PackFolder(tmp_path, None, {}, dict(folder.note_names))
    assert again.notes_for([(note_key("new", ""), "Jan-de-Vries", "new"), *reversed(ways)]) == [
        "Jan-de-Vries-4.txt",
        *reversed(names),
    ]
    # A pack that named a player's one note by their key alone: their first address keeps it.
    older = PackFolder(tmp_path, None, {}, {"anna smith": "Anna-Smith.txt"})
    assert older.notes_for([(note_key("anna smith", "anna@example.org"), "Anna-Smith", "anna smith")]) == [
        "Anna-Smith.txt"
    ]


NAMES = ("Zoë Clarke", "Zoe Clarke", "ZOE CLARKE", "Jan de Vries", "Jan De Vries", "Ivy Chen")
ADDRESSES = ("zoe@a.example", "zoe@b.example", "jan@c.example", "ivy@d.example", "Ivy@D.example")


@st.composite
def inboxes(draw: st.DrawFn) -> list[tuple[str | None, str | None, str | None, int]]:
    """Lists as (display name or None for a file, address, roster's player or None, hours from
    the deadline), from a few names that fold equal and addresses that send under several."""
    one = st.tuples(
        st.sampled_from((None, *NAMES)),
        st.sampled_from((None, *ADDRESSES)),
        st.sampled_from((None, *NAMES)),
        st.integers(-72, 48),
    )
    return draw(st.lists(one, min_size=1, max_size=7))


@st.composite
def registers(draw: st.DrawFn) -> list[tuple[str, list[str]]] | None:
    """No register, or one of those names, each with some of those addresses (each address in one
    entry at most, as a register must give it): it joins addresses, and leaves others unregistered."""
    if draw(st.booleans()):
        return None
    addresses = draw(st.permutations([a for a in ADDRESSES if a == a.lower()]))
    entries = []
    for name in draw(st.lists(st.sampled_from(NAMES), max_size=3)):
        some = draw(st.integers(0, 2))
        entries.append((name, addresses[:some]))
        addresses = addresses[some:]
    return entries


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(inboxes(), registers())
def test_no_draft_carries_a_list_from_an_address_other_than_its_own(
    cli, tmp_path_factory, lists, register
) -> None:
    tmp_path = tmp_path_factory.mktemp("inbox")
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    sent_by: dict[str, str] = {}
    """Each list's army name (unique), with the address it came from ('' for a file)."""
    for number, (sender, address, player, hours) in enumerate(lists):
        army = f"Army {number:02d}"
        text = roster_text(player, army, tanks=1 + number % 3)
        at = DEADLINE + datetime.timedelta(hours=hours, seconds=number)
        if address is None:
            path = inbox / f"file-{number}.yaml"
            path.write_text(text)
            stamp = at.timestamp()
            os.utime(path, (stamp, stamp))
            sent_by[army] = ""
        else:
            (inbox / f"m{number}.eml").write_bytes(
                mail(sender or "", address, at, (f"{number}.yaml", text), number)
            )
            sent_by[army] = address.casefold()
    out = tmp_path / "pack"
    players = []
    if register is not None:
        (tmp_path / "players.yaml").write_text(
            yaml.safe_dump({"players": [{"name": name, "email": emails} for name, emails in register]})
        )
        players = ["--players", tmp_path / "players.yaml"]
    result = cli("event", "pack", event_file(tmp_path), inbox, "-o", out, *players)
    assert result.code == 0, result.err
    # Every draft, though an address sending for two players gets two: each is looked into.
    replies = every_draft(out / "notes")
    assert {to.casefold() for to, _ in replies} == set(sent_by.values()) - {""}  # one for each address
    for to, text in replies:
        for army in re.findall(r"Army \d\d", text):
            if sent_by[army] != to.casefold():
                # Only named, as the list that counts now, and never reproduced.
                [line] = [line for line in text.splitlines() if army in line]
                assert line.startswith(f"Your list now: {army} (fingerprint "), text
        for word in ORGANISERS:
            assert word not in text


def test_the_note_on_a_list_keeps_its_name_when_the_organiser_names_its_player(cli, tmp_path: Path) -> None:
    """Erin's list, from an address the register lacked, had its note `Erin-Wu.txt`; once `accept
    --as` named her its player, the next pack wrote `Erin-Wu-2.txt`, as if there were two Erins."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    at = DEADLINE + datetime.timedelta(days=2)
    (inbox / "1.eml").write_bytes(
        mail(
            "Erin Wu", "erin.wu@work.example", at, ("erin.yaml", roster_text("Erin Wu", "Wu's Wanderers")), 1
        )
    )
    register = tmp_path / "players.yaml"
    register.write_text("players:\n  - {name: Anna Smith, email: anna@example.org}\n")
    out = tmp_path / "pack"
    events = event_file(tmp_path)
    assert cli("event", "pack", events, inbox, "-o", out, "--players", register).code == 0
    assert sorted(path.name for path in (out / "notes").iterdir()) == ["Erin-Wu.eml", "Erin-Wu.txt"]
    assert cli("event", "accept", out / "lock.json", "--as", "Erin Wu", inbox / "1.eml").code == 0
    assert cli("event", "pack", events, inbox, "-o", out, "--players", register).code == 0
    assert sorted(path.name for path in (out / "notes").iterdir()) == ["Erin-Wu.eml", "Erin-Wu.txt"]
    assert "Status: locked." in (out / "notes" / "Erin-Wu.txt").read_text()
