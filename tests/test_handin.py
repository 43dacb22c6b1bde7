"""`armybuilder event serve`: lists handed in on a web page. The store (its modes, its migrations,
one server per folder), the player's and the organiser's pages through their JSON twins, the
custody statuses they share with `event pack`, and every safety point of the contract."""

from __future__ import annotations

import base64
import datetime
import hashlib
import io
import json
import os
import sqlite3
import stat
import tracemalloc
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from aiohttp.test_utils import TestClient, TestServer

from armybuilder.errors import UsageError
from armybuilder.events import handin
from armybuilder.events.store import MIGRATIONS, STORE, Store, StoreInUse, organiser_token
from armybuilder.files.catalogs import CatalogSet
from armybuilder.present import handin as words
from armybuilder.schema.event import Event
from armybuilder.web.handin import HandIn
from tests.conftest import SHIPPED

UTC = datetime.UTC
DEADLINE = datetime.datetime(2027, 3, 7, 23, 59, tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
EVENT = {
    "event": 1,
    "name": "Drill Hall 2027",
    "system": "tank-attack",
    "limit": 36,
    "options": {"scale": "15mm"},
    "constraints": [
        {
            "kind": "count",
            "id": "event-tanks",
            "code": "event.restricted",
            "select": {"elements": ["tank"]},
            "max": 4,
            "message": "at most {max} Tanks at this event; the army has {count}",
            "rule": "Event pack, section 3",
        }
    ],
}
EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
TEXT_LIST = "Tank Attack\n\nGeneral: Rifles\n4 x Rifles\n2 x Tanks\nMachinegun\n"
JSON = {"Accept": "application/json"}


class Clock:
    """The server's time, moved by the test."""

    def __init__(self, at: datetime.datetime) -> None:
        self.at = at

    def __call__(self) -> datetime.datetime:
        return self.at

    def tick(self, **later: float) -> None:
        self.at += datetime.timedelta(**later)


@pytest.fixture
def clock() -> Clock:
    return Clock(datetime.datetime(2027, 3, 1, 12, 0, tzinfo=UTC))


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "drill-hall.yaml"
    path.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE.isoformat()}), encoding="utf-8")
    return path


@pytest.fixture
async def site(tmp_path: Path, event_file: Path, clock: Clock) -> AsyncIterator[Site]:
    served = handin.served(event_file, tmp_path / "data", CatalogSet([SHIPPED]))
    served.clock = clock
    page = HandIn(served, "http://127.0.0.1")
    token = organiser_token(served.folder, new=False)
    client = TestClient(TestServer(page.app(token)))
    await client.start_server()
    try:
        yield Site(client, token, served)
    finally:
        await client.close()
        served.store.close()


class Site:
    def __init__(self, client: TestClient, token: str, served: handin.Served) -> None:
        self.client = client
        self.token = token
        self.served = served

    async def add(self, name: str, email: str) -> dict[str, Any]:
        response = await self.client.post(f"/o/{self.token}/players", json={"name": name, "email": email})
        assert response.status == 201, await response.text()
        return await response.json()

    async def player_path(self, name: str, email: str) -> str:
        link = (await self.add(name, email))["link"]
        return "/" + link.split("/", 3)[3]

    async def post(self, path: str, body: dict[str, Any], **headers: str) -> tuple[int, Any]:
        response = await self.client.post(path, json=body, headers=headers)
        return response.status, await response.json()

    async def get(self, path: str) -> tuple[int, Any]:
        response = await self.client.get(path, headers=JSON)
        return response.status, await response.json()


# The store.


def test_the_store_is_the_organisers_alone(tmp_path: Path) -> None:
    """The folder it makes is 0700; the database, its -wal and -shm, and the token 0600."""
    folder = tmp_path / "new" / "data"
    store = Store(folder / STORE, serving=True)
    store.add_player("Anna Smith", "anna@example.org", datetime.datetime(2027, 3, 1, tzinfo=UTC))
    organiser_token(folder, new=False)
    made = [folder / STORE, folder / f"{STORE}-wal", folder / f"{STORE}-shm", folder / "organiser-token"]
    assert {p.name for p in made} == {STORE, f"{STORE}-wal", f"{STORE}-shm", "organiser-token"}
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for path in made:
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    store.close()


def test_a_second_server_on_one_folder_is_refused(tmp_path: Path) -> None:
    first = Store(tmp_path / STORE, serving=True)
    with pytest.raises(StoreInUse, match="another `armybuilder event serve` is serving"):
        Store(tmp_path / STORE, serving=True)
    first.close()
    Store(tmp_path / STORE, serving=True).close()  # free again once the first has stopped


def test_the_store_keeps_its_schema_version_and_refuses_a_newer_one(tmp_path: Path) -> None:
    Store(tmp_path / STORE).close()
    db = sqlite3.connect(tmp_path / STORE)
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    db.close()
    with pytest.raises(Exception, match="made by a newer armybuilder"):
        Store(tmp_path / STORE)


def test_a_store_of_an_older_version_is_brought_on_and_keeps_its_lists(tmp_path: Path) -> None:
    db = sqlite3.connect(tmp_path / STORE)
    db.executescript(f"{MIGRATIONS[0]}; PRAGMA user_version = 1;")
    db.execute(
        "INSERT INTO players (name, email, token_hash, added) VALUES ('Anna', 'a@example.org', 'h', 'x')"
    )
    db.commit()
    db.close()
    store = Store(tmp_path / STORE)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS) > 1
    assert [p.name for p in store.players()] == ["Anna"] and store.since_pack() is None
    store.close()


def test_the_organiser_token_lasts_until_replaced(tmp_path: Path) -> None:
    first = organiser_token(tmp_path, new=False)
    assert len(first) >= 22 and organiser_token(tmp_path, new=False) == first
    assert organiser_token(tmp_path, new=True) != first


def test_players_tokens_are_stored_hashed(tmp_path: Path) -> None:
    store = Store(tmp_path / STORE)
    _, token = store.add_player("Anna Smith", "anna@example.org", datetime.datetime(2027, 3, 1, tzinfo=UTC))
    assert len(token) >= 22  # 128 bits or more
    assert (
        token.encode() not in (tmp_path / STORE).read_bytes() + Path(f"{tmp_path / STORE}-wal").read_bytes()
    )
    other = token[:-1] + ("y" if token.endswith("x") else "x")  # one character off (a token may end in x)
    assert store.player_by_token(token) is not None and store.player_by_token(other) is None
    store.close()


# The player's page.


async def test_check_shows_the_reading_and_the_verdict_and_keeps_nothing(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, checked = await site.post(f"{path}check", {"text": TEXT_LIST})
    assert status == 200
    assert checked["report"]["file"] == "pasted" and checked["report"]["system"] == "tank-attack"
    rows = {row["text"]: row for row in checked["read_as"]}
    assert rows["4 x Rifles"]["became"] and rows["4 x Rifles"]["why"] is None
    status, me = await site.get(path)
    assert me["history"] == [] and me["status"] == ""
    facts = me["event"]
    assert (facts["system_name"], facts["limit"], facts["options"]) == ("Tank Attack", 36, {"scale": "15mm"})
    assert (
        facts["time_left"] == "6 days 10 hours left"
        and facts["deadline_shown"] == "2027-03-07 23:59:00 +01:00"
    )
    assert facts["rules"] == ["at most 4 Tanks at this event; the army has … (Event pack, section 3)"]


async def test_the_page_names_the_events_options_as_check_does(site: Site) -> None:
    """`Figure scale: 15mm` and `Massed Battles: no`, with the limit in AP: not the event
    file's ids, nor Python's `False`; the JSON twin keeps the ids and values."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    page = await (await site.client.get(path)).text()
    assert "<dt>Figure scale</dt><dd>15mm</dd>" in page and "<dd>36 AP</dd>" in page
    event = Event.model_validate({**EVENT, "options": {"scale": "15mm", "massed-battles": False}})
    catalog = CatalogSet([SHIPPED]).get("tank-attack")
    facts = words.event_facts(event, catalog, datetime.datetime(2027, 3, 1, tzinfo=UTC))
    assert facts["options_shown"] == [("Figure scale", "15mm"), ("Massed Battles", "no")]
    assert facts["options"] == {"scale": "15mm", "massed-battles": False}


async def test_a_pasted_lists_findings_name_its_lines(site: Site) -> None:
    """A player who pasted text finds each error at its line, as `check` gives it, not at a
    path into a roster they never saw."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    pasted = "Tank Attack 36 AP\nGeneral: Rifles\nInfantry Battalion\n  4x Riffels\n  1x Machinegun\n"
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    response = await site.client.post(f"{path}check", data={"text": pasted, "form_token": token})
    page = await response.text()
    typo = page.split("<code>element.unknown</code>")[1].split("</li>")[0]
    assert '<span class="place">line 4</span>' in typo and "units[" not in typo
    pasted += "see you Saturday\n"
    response = await site.client.post(f"{path}check", data={"text": pasted, "form_token": token})
    unread = (await response.text()).split("<code>file.text-line</code>")[1].split("</li>")[0]
    assert "line 6 is not a list entry" in unread and 'class="place"' not in unread  # said once


async def test_the_page_tells_a_player_what_to_do_there_not_a_command_to_run(site: Site) -> None:
    """Found trying the page afresh: a list written as text was met with "send a roster file:
    `armybuilder import ...`", a command a player on a web page has no use for."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    response = await site.client.post(f"{path}check", data={"text": TEXT_LIST, "form_token": token})
    said = (await response.text()).split("<code>file.text-list</code>")[1].split("</li>")[0]
    assert "armybuilder" not in said and "check again" in said


async def test_a_player_who_comes_back_sees_their_newest_lists_verdict_and_text(site: Site) -> None:
    """Not only `NOT VALID` in the history: each error with its fix, and the pasted text back
    in the form to mend."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    pasted = "Tank Attack 36 AP\nGeneral: Rifles\nInfantry Battalion\n  4x Riffels\n  1x Machinegun\n"
    await site.post(f"{path}lists", {"text": pasted})
    page = await (await site.client.get(path)).text()
    assert "<code>element.unknown</code>" in page and "did you mean `rifles`?" in page
    assert "4x Riffels" in page.split('<textarea id="text"')[1].split("</textarea>")[0]
    _, me = await site.get(path)  # the JSON twin is as the contract has it
    assert set(me) >= {"player", "status", "entry", "history", "event"} and "read_as" not in me


async def test_an_uploaded_file_is_handed_in_under_its_name(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    with EXAMPLE.open("rb") as file:
        response = await site.client.post(
            f"{path}lists", data={"file": file, "form_token": token}, headers=JSON
        )
    kept = await response.json()
    assert response.status == 201, kept
    assert kept["report"]["file"] == "tank-attack-36ap.yaml" and kept["read_as"] is None
    assert kept["army"] == "3rd Wessex Rifles" and kept["status"] == "locked"


async def test_hand_in_gives_a_receipt_and_newest_wins(site: Site, clock: Clock) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, first = await site.post(f"{path}lists", {"text": EXAMPLE.read_text()})
    assert status == 201, first
    assert first["status"] == "locked" and first["pending"] is False
    assert first["report"]["file"] == "pasted" and first["read_as"] is None
    assert first["fingerprint"] == first["report"]["fingerprint"]
    assert first["received"] == "2027-03-01T12:00:00+00:00"
    assert first["received_shown"] == "2027-03-01 13:00:00 +01:00"  # in the deadline's offset
    clock.tick(minutes=5)
    status, second = await site.post(f"{path}lists", {"text": TEXT_LIST})
    assert status == 201 and second["status"] == "locked"
    _, me = await site.get(path)
    assert [one["status"] for one in me["history"]] == ["locked", "superseded"]
    assert me["entry"]["fingerprint"] == second["fingerprint"]
    # Once the organiser has locked the lists, a newer one before the deadline updates the entry.
    assert (await site.post(f"/o/{site.token}/lock", {}))[0] == 200
    clock.tick(minutes=5)
    status, third = await site.post(f"{path}lists", {"text": EXAMPLE.read_text()})
    assert third["status"] == "updated" and third["pending"] is False


async def test_before_the_deadline_a_list_not_valid_is_the_players_to_mend(site: Site, clock: Clock) -> None:
    """Before the deadline the player hands in a mended list themselves; only after it does a
    list that is not valid wait for a fix the organiser accepts."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, kept = await site.post(f"{path}lists", {"text": TEXT_LIST})
    assert (status, kept["status"], kept["report"]["valid"]) == (201, "locked", False)
    status_line = '<p class="status" id="status">'
    page = await (await site.client.get(path)).text()
    said = page.split(status_line)[1].split("</p>")[0]
    assert "mend it and hand it in again before the deadline" in said and "accepted" not in said
    clock.at = DEADLINE + datetime.timedelta(minutes=1)
    page = await (await site.client.get(path)).text()
    assert "until a fix is accepted" in page.split(status_line)[1].split("</p>")[0]


async def test_after_the_deadline_a_hand_in_waits(site: Site, clock: Clock) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    late = await site.player_path("Erin Wu", "erin@example.org")
    await site.post(f"{path}lists", {"text": EXAMPLE.read_text()})
    clock.at = DEADLINE + datetime.timedelta(hours=1)
    status, changed = await site.post(f"{path}lists", {"text": TEXT_LIST})
    assert (status, changed["status"], changed["pending"]) == (201, "changed", True)
    status, erin = await site.post(f"{late}lists", {"text": TEXT_LIST})
    assert (erin["status"], erin["pending"]) == ("late", True)
    _, page = await site.get(f"/o/{site.token}/")
    assert {p["name"]: p["status"] for p in page["players"]} == {"Anna Smith": "changed", "Erin Wu": "late"}
    # The time left is said to each: the player waits for the organiser, who is told it is theirs.
    organisers = await (await site.client.get(f"/o/{site.token}/")).text()
    assert "waits for you to accept it" in organisers
    assert "waits for the organiser to accept it" in await (await site.client.get(path)).text()


async def test_a_list_that_cannot_be_read_is_not_kept(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, said = await site.post(
        f"{path}lists", {"text": "format: 1\nsystem: nothing-like-it\nunits: []\n"}
    )
    assert status == 400 and "cannot be handed in" in said["error"]["message"]
    assert site.served.store.all_lists() == []
    # On the page, the form keeps the text, with why it was refused and its check.
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    response = await site.client.post(f"{path}lists", data={"text": "Nothing at all\n", "form_token": token})
    text = await response.text()
    assert response.status == 400 and "cannot be handed in" in text and "Nothing at all\n</textarea>" in text


# The organiser's page.


async def test_the_organiser_adds_players_one_by_one_and_by_csv(site: Site) -> None:
    one = await site.add("Anna Smith", "anna@example.org")
    assert one["player"] == 1 and one["link"].startswith("http://127.0.0.1/p/")
    status, added = await site.post(
        f"/o/{site.token}/players",
        {"csv": "name,email\nBen Ortiz,ben@example.org\nNo Address,\nAnna Again,ANNA@example.org\n"},
    )
    assert status == 201 and [a["name"] for a in added["added"]] == ["Ben Ortiz"]
    assert [r["name"] for r in added["refused"]] == ["No Address", "Anna Again"]
    assert "is Anna Smith's already" in added["refused"][1]["why"]
    status, said = await site.post(
        f"/o/{site.token}/players", {"name": "Nul\x00Name", "email": "n@example.org"}
    )
    assert status == 400 and "control character" in said["error"]["message"]
    status, said = await site.post(f"/o/{site.token}/players", {"csv": "x" * 140_000})
    assert status == 400 and "cannot be read as CSV" in said["error"]["message"]
    _, page = await site.get(f"/o/{site.token}/")
    assert page["event"] == "Drill Hall 2027"
    assert [(p["player"], p["name"], p["email"]) for p in page["players"]] == [
        (1, "Anna Smith", "anna@example.org"),
        (2, "Ben Ortiz", "ben@example.org"),
    ]


async def test_an_invitation_draft_carries_the_private_link(site: Site) -> None:
    added = await site.add("Anna Smith", "anna@example.org")
    response = await site.client.get(added["invitation"].removeprefix("http://127.0.0.1"))
    draft = await response.text()
    assert response.status == 200 and "X-Unsent: 1" in draft and "To: Anna Smith <anna@example.org>" in draft
    assert added["link"] in draft.replace("=\n", "")
    # Without the link's own token, no invitation is given out.
    response = await site.client.get(f"/o/{site.token}/players/{added['player']}/invitation.eml")
    assert response.status == 404


async def test_a_reissued_link_replaces_the_old_one(site: Site) -> None:
    added = await site.add("Anna Smith", "anna@example.org")
    old = "/" + added["link"].split("/", 3)[3]
    status, new = await site.post(f"/o/{site.token}/players/{added['player']}/link", {})
    assert status == 200
    assert (await site.client.get(old, headers=JSON)).status == 404
    assert (await site.client.get("/" + new["link"].split("/", 3)[3], headers=JSON)).status == 200


async def test_the_organiser_sees_the_reading_and_verdict_of_a_players_list(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    await site.post(f"{path}lists", {"text": TEXT_LIST})
    status, anna = await site.get(f"/o/{site.token}/players/1")
    assert status == 200 and anna["status"] == "locked"
    assert anna["current"]["read_as"] and anna["current"]["report"]["system"] == "tank-attack"
    assert len(anna["history"]) == 1
    page = await (await site.client.get(f"/o/{site.token}/players/1")).text()
    assert "<th>The player wrote</th>" in page and "You wrote" not in page  # the organiser wrote none of it


async def test_lock_accept_withdraw_and_publish_share_event_packs_custody(site: Site, clock: Clock) -> None:
    anna = await site.player_path("Anna Smith", "anna@example.org")
    erin = await site.player_path("Erin Wu", "erin@example.org")
    await site.post(f"{anna}lists", {"text": EXAMPLE.read_text()})
    clock.at = DEADLINE + datetime.timedelta(hours=2)
    await site.post(f"{erin}lists", {"text": TEXT_LIST})
    status, locked = await site.post(f"/o/{site.token}/lock", {})
    assert status == 200, locked
    pack = site.served.pack_folder
    assert {"summary.csv", "judges-pack.pdf"} <= {p.name for p in pack.iterdir()}
    # The event's custody beside its store, as the contract has it; its route serves it.
    assert not (pack / "lock.json").exists()
    lock = json.loads((site.served.folder / "lock.json").read_text())
    assert json.loads(await (await site.client.get(f"/o/{site.token}/lock.json")).text()) == lock
    note = (pack / "notes" / "A-Player.txt").read_text()  # named as the roster names its player
    assert "Sent in your hand-in on the event's page of 1 March 2027, 13:00 (+01:00)" in note
    statuses = {p["name"]: (p["status"], [w["status"] for w in p["pending"]]) for p in lock["players"]}
    assert statuses == {"Anna Smith": ("locked", []), "Erin Wu": (None, ["late"])}
    _, page = await site.get(f"/o/{site.token}/")
    assert {p["name"]: p["status"] for p in page["players"]} == {"Anna Smith": "locked", "Erin Wu": "late"}
    # Ben hands in late after the lock: the page says so, and accepting him locks again first.
    ben = await site.player_path("Ben Ortiz", "ben@example.org")
    await site.post(f"{ben}lists", {"text": EXAMPLE.read_text()})
    _, page = await site.get(f"/o/{site.token}/")
    assert page["since_lock"] == 1
    status, accepted = await site.post(
        f"/o/{site.token}/accept", {"players": ["erin@example.org", "Ben Ortiz"]}
    )
    assert status == 200 and accepted["accepted"] == ["Erin Wu", "Ben Ortiz"]
    _, page = await site.get(f"/o/{site.token}/")
    assert {p["name"]: p["status"] for p in page["players"]}["Erin Wu"] == "locked"
    _, erin_page = await site.get(erin)
    assert erin_page["entry"]["army"] == "Erin Wu's army" and erin_page["history"][0]["status"] == "locked"
    status, done = await site.post(f"/o/{site.token}/withdraw", {"players": ["Ben Ortiz"]})
    assert (status, done) == (200, {"withdrawn": ["Ben Ortiz"]})
    status, done = await site.post(f"/o/{site.token}/withdraw", {"players": ["Ben Ortiz"], "undo": True})
    assert (status, done) == (200, {"taken_back": ["Ben Ortiz"]})
    status, said = await site.post(f"/o/{site.token}/withdraw", {"players": ["Nobody Atall"]})
    assert status == 400 and "Nobody Atall" in said["error"]["message"]
    for name in ("summary.csv", "notes.zip", "judges-pack.pdf"):
        response = await site.client.get(f"/o/{site.token}/pack/{name}")
        assert response.status == 200 and "attachment" in response.headers["Content-Disposition"], name
    assert (await site.client.get(f"/o/{site.token}/pack/lock.json.bak")).status == 404  # only the outputs
    status, _ = await site.post(f"{anna}withdraw", {})
    assert status == 200
    _, me = await site.get(anna)
    assert me["status"] == "withdrawn"
    status, _published = await site.post(f"/o/{site.token}/publish", {})
    assert status == 200
    response = await site.client.get(f"{erin}lists.html")
    page_text = await response.text()
    assert response.status == 200 and "Erin Wu" in page_text and "Anna Smith" not in page_text
    assert "erin@example.org" not in page_text


async def test_the_published_page_is_served_with_its_own_style(site: Site) -> None:
    """The pages' policy (`style-src 'self'`) would strip the published page's inline style; it
    is served under its own, which lets that style in by its hash and nothing else."""
    anna = await site.player_path("Anna Smith", "anna@example.org")
    await site.post(f"{anna}lists", {"text": EXAMPLE.read_text()})
    assert (await site.post(f"/o/{site.token}/publish", {}))[0] == 200
    for path in (f"{anna}lists.html", f"/o/{site.token}/lists.html"):
        response = await site.client.get(path)
        style = (await response.text()).split("<style>")[1].split("</style>")[0]
        digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
        policy = response.headers["Content-Security-Policy"]
        assert f"style-src 'sha256-{digest}'" in policy and "unsafe" not in policy
        assert "default-src 'none'" in policy and "frame-ancestors 'none'" in policy


async def test_the_organisers_page_takes_a_player_back_as_it_withdraws_one(site: Site) -> None:
    """`event withdraw --undo` from the page's own form, not only from JSON."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    await site.post(f"{path}lists", {"text": EXAMPLE.read_text()})
    page = await (await site.client.get(f"/o/{site.token}/")).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    withdraw = f"/o/{site.token}/withdraw"
    said = await (
        await site.client.post(withdraw, data={"players": "Anna Smith", "form_token": token})
    ).text()
    assert "Withdrawn: Anna Smith." in said and (await site.get(path))[1]["status"] == "withdrawn"
    form = said.split(f'action="{withdraw}"')[1].split("</form>")[0]
    undo = form.split('<button type="submit" name="')[1].split("</button>")[0]
    name, value = undo.split('" value="')[0], undo.split('value="')[1].split('"')[0]
    taken = {"players": "Anna Smith", "form_token": token, name: value}
    said = await (await site.client.post(withdraw, data=taken)).text()
    assert "Taken back: Anna Smith." in said and (await site.get(path))[1]["status"] == "locked"


async def test_event_pack_takes_the_store_as_an_inbox_source(
    site: Site, cli, tmp_path: Path, event_file: Path
) -> None:
    """Mixed in: Anna's hand-in, and Ben's file handed over, who is on the page's register."""
    anna = await site.player_path("Anna Smith", "anna@example.org")
    await site.add("Ben Ortiz", "ben@example.org")
    await site.post(f"{anna}lists", {"text": TEXT_LIST})
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "ben.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Ben Ortiz"))
    await site.post(
        f"/o/{site.token}/lock", {}
    )  # the page locked first: the command line goes on from its lock
    before = json.loads((site.served.folder / "lock.json").read_text())
    result = cli("event", "pack", event_file, site.served.store.path, inbox, "-o", tmp_path / "out")
    assert result.code == 0, result.out + result.err
    assert not (tmp_path / "out" / "lock.json").exists(), "one custody: the store's lock, not a second"
    lock = json.loads((site.served.folder / "lock.json").read_text())
    assert f"{site.served.folder / 'lock.json'}" in result.out
    ids = {p["id"]: p["name"] for p in before["players"]}
    assert ids.items() <= {p["id"]: p["name"] for p in lock["players"]}.items(), "the page's ids stay"
    anna_entry = next(p for p in lock["players"] if p["name"] == "Anna Smith")
    assert anna_entry["addresses"] == ["anna@example.org"]
    assert anna_entry["entry"]["label"].endswith("(web:1)")
    ben = next(p for p in lock["players"] if p["name"] == "Ben Ortiz")
    assert ben["entry"]["label"].endswith("ben.yaml") and lock["unassigned"] == []
    # Anna handed hers in on the page: her reply is drafted, and nothing says she sent an e-mail.
    assert "Drafted a reply to the player at their address," in result.out and "e-mail" not in result.out


async def test_the_register_exports_and_the_store_backs_up(site: Site, tmp_path: Path) -> None:
    await site.add("José Martínez", "jose@example.es")
    await site.add("=cmd|x", "formula@example.org")
    response = await site.client.get(f"/o/{site.token}/players.yaml")
    register = yaml.safe_load(await response.text())
    assert register == {
        "players": [
            {"name": "José Martínez", "email": "jose@example.es"},
            {"name": "=cmd|x", "email": "formula@example.org"},
        ]
    }
    response = await site.client.get(f"/o/{site.token}/players.csv")
    assert "'=cmd|x" in await response.text()  # a spreadsheet shows it, never runs it
    response = await site.client.get(f"/o/{site.token}/backup.sqlite")
    copy = tmp_path / "copy.sqlite"
    copy.write_bytes(await response.read())
    assert sqlite3.connect(copy).execute("SELECT count(*) FROM players").fetchone()[0] == 2


# Safety.


async def test_a_forms_address_opened_again_leads_back_to_its_page(site: Site) -> None:
    """After "Hand in this list" the bar shows `.../lists`: a tab restored, a bookmark or a
    link copied without its last slash opens the page, not `405: Method Not Allowed`; a token
    no one holds is still not found."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    organiser = f"/o/{site.token}/"
    for page, forms in ((path, ("check", "lists", "withdraw")), (organiser, ("players", "lock", "publish"))):
        for address in (page.rstrip("/"), *(page + form for form in forms)):
            response = await site.client.get(address, allow_redirects=False)
            assert (response.status, response.headers.get("Location")) == (303, page), address
    response = await site.client.get(path.replace(path.split("/")[2], "x" * 32) + "lists", headers=JSON)
    assert response.status == 404


async def test_a_refused_form_leads_back_to_its_page(site: Site) -> None:
    """Accepting before any list came says why, with a way back to the organiser's page."""
    page = await (await site.client.get(f"/o/{site.token}/")).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    response = await site.client.post(
        f"/o/{site.token}/accept", data={"players": "Nobody", "form_token": token}
    )
    said = await response.text()
    assert response.status == 400 and "nothing to lock" in said
    assert f'<a href="/o/{site.token}/">' in said
    stranger = await (await site.client.get("/o/" + "x" * 32 + "/")).text()
    assert "<a href" not in stranger.split("<main>")[1]


async def test_wrong_tokens_are_not_found(site: Site) -> None:
    await site.add("Anna Smith", "anna@example.org")
    for path in ("/p/nothing/", f"/o/{site.token}x/", "/o/nothing/lock.json", f"/o/{site.token}/players/9"):
        response = await site.client.get(path, headers=JSON)
        assert response.status == 404, path
        assert (await response.json())["error"]["code"] == "not-found"
    response = await site.client.post("/p/nothing/lists", json={"text": TEXT_LIST})
    assert response.status == 404


async def test_a_foreign_origin_is_refused(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, said = await site.post(f"{path}lists", {"text": TEXT_LIST}, Origin="https://evil.example")
    assert status == 403 and said["error"]["code"] == "foreign-origin"
    assert site.served.store.all_lists() == []
    status, _ = await site.post(
        f"{path}lists", {"text": TEXT_LIST}, Origin=str(site.client.make_url("")).rstrip("/")
    )
    assert status == 201


async def test_without_origin_a_form_needs_its_token(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    response = await site.client.post(f"{path}lists", data={"text": TEXT_LIST})
    assert response.status == 403
    response = await site.client.post(f"{path}lists", data={"text": TEXT_LIST, "form_token": "guess"})
    assert response.status == 403
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    response = await site.client.post(f"{path}lists", data={"text": TEXT_LIST, "form_token": token})
    assert response.status == 200 and "Handed in" in await response.text()
    response = await site.client.post(f"{path}check", data="text=x", headers={"Content-Type": "text/plain"})
    assert response.status == 403


async def test_oversized_lists_and_requests_are_refused(site: Site) -> None:
    path = await site.player_path("Anna Smith", "anna@example.org")
    status, said = await site.post(f"{path}check", {"text": "x" * (256 * 1024 + 1)})
    assert status == 413 and "256 KB" in said["error"]["message"]
    status, said = await site.post(f"{path}check", {"text": "x" * (1024 * 1024 + 1)})
    assert status == 413 and "1,024 KB" in said["error"]["message"]

    async def chunks():  # no Content-Length: refused as it is read
        for _ in range(20):
            yield b"x" * 100_000

    response = await site.client.post(
        f"{path}check", data=chunks(), headers={**JSON, "Content-Type": "application/json"}
    )
    assert response.status == 413
    page = await (await site.client.get(path)).text()
    token = page.split('name="form_token" value="')[1].split('"')[0]
    upload = {"file": io.BytesIO(b"# big\n" * 50_000), "form_token": token}
    response = await site.client.post(f"{path}lists", data=upload, headers=JSON)
    assert response.status == 413 and "256 KB" in (await response.json())["error"]["message"]
    assert site.served.store.all_lists() == []


async def test_checks_and_hand_ins_are_limited_per_player(site: Site) -> None:
    anna = await site.player_path("Anna Smith", "anna@example.org")
    ben = await site.player_path("Ben Ortiz", "ben@example.org")
    for _ in range(10):
        status, _ = await site.post(f"{anna}check", {"text": TEXT_LIST})
        assert status == 200
    response = await site.client.post(f"{anna}lists", json={"text": TEXT_LIST})
    assert response.status == 429 and 1 <= int(response.headers["Retry-After"]) <= 60
    assert (await response.json())["error"]["code"] == "rate-limited"
    assert (await site.post(f"{ben}check", {"text": TEXT_LIST}))[0] == 200  # another player's own ten


async def test_script_in_a_name_is_shown_as_text(site: Site) -> None:
    name = "<script>alert(1)</script>"
    path = await site.player_path(name, "anna@example.org")
    await site.post(f"{path}lists", {"text": f"Tank Attack\n\n# {name}\n4 x Rifles\n<b>2 x Tanks</b>\n"})
    for page in (path, f"/o/{site.token}/", f"/o/{site.token}/players/1"):
        response = await site.client.get(page)
        text = await response.text()
        assert "<script>" not in text and "&lt;script&gt;" in text, page
        assert "default-src 'none'" in response.headers["Content-Security-Policy"]
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
        assert response.headers["X-Frame-Options"] == "DENY"


async def test_one_players_token_never_opens_anothers_data(site: Site) -> None:
    anna = await site.player_path("Anna Smith", "anna@example.org")
    ben = await site.player_path("Ben Ortiz", "ben@example.org")
    await site.post(f"{anna}lists", {"text": EXAMPLE.read_text()})
    _, me = await site.get(ben)
    assert me["player"] == "Ben Ortiz" and me["history"] == [] and me["entry"] is None
    assert "3rd Wessex" not in json.dumps(me)
    for path in (f"{ben}lists.html", ben.replace("/p/", "/o/"), ben.replace("/p/", "/o/") + "players/1"):
        assert (await site.client.get(path, headers=JSON)).status == 404, path


async def test_two_hand_ins_in_one_second_are_ordered_as_the_server_took_them(site: Site) -> None:
    """Receipts are to the second, where the chain of custody would call two lists a tie: the
    later hand-in is received a second after the one before, and counts."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    _, first = await site.post(f"{path}lists", {"text": EXAMPLE.read_text()})
    _, second = await site.post(f"{path}lists", {"text": TEXT_LIST})
    assert (first["received"], second["received"]) == (
        "2027-03-01T12:00:00+00:00",
        "2027-03-01T12:00:01+00:00",
    )
    _, me = await site.get(path)
    assert [one["status"] for one in me["history"]] == ["locked", "superseded"]


async def test_check_takes_the_store_as_an_inbox_source(site: Site, cli, event_file: Path) -> None:
    anna = await site.player_path("Anna Smith", "anna@example.org")
    await site.post(f"{anna}lists", {"text": EXAMPLE.read_text()})
    result = cli("check", site.served.store.path, "--event", event_file, "--format", "json")
    assert result.code == 0, result.out + result.err
    [checked] = json.loads(result.out)
    assert checked["part"] == "web:1" and checked["name"] == "3rd Wessex Rifles" and checked["valid"]


async def test_a_list_handed_in_by_link_is_its_players_whatever_it_names(site: Site) -> None:
    """The link says whose a list is: one that names no player is no `event.player-missing`."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    _, checked = await site.post(f"{path}check", {"text": TEXT_LIST})
    assert checked["report"]["player"] == "Anna Smith"
    assert "event.player-missing" not in {w["code"] for w in checked["report"]["warnings"]}


def test_a_pages_form_token_outlasts_a_restart(tmp_path: Path, event_file: Path) -> None:
    """A form on a page loaded before the server restarted is still taken: its token is made
    under the organiser's kept secret, not one of the run's."""
    served = handin.served(event_file, tmp_path / "data", CatalogSet([SHIPPED]), serving=False)
    first, again, other = HandIn(served, ""), HandIn(served, ""), HandIn(served, "")
    first.app("organiser-secret-1")
    again.app("organiser-secret-1")
    other.app("organiser-secret-2")
    assert first.form_token("player") == again.form_token("player") != other.form_token("player")
    assert first.form_token("player") != first.form_token("another player")
    served.store.close()


def test_another_programs_sqlite_file_is_named_and_never_changed(
    cli, tmp_path: Path, event_file: Path
) -> None:
    other = tmp_path / "places.sqlite"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE bookmarks (url TEXT)")
    db.commit()
    db.close()
    before = other.read_bytes()
    result = cli("check", other, "--event", event_file)
    assert result.code == 2 and "not the store `armybuilder event serve` keeps" in result.err
    result = cli("event", "pack", event_file, other, "-o", tmp_path / "out")
    assert result.code == 2 and "not the store `armybuilder event serve` keeps" in result.err
    assert other.read_bytes() == before
    with pytest.raises(Exception, match="not the store"):
        Store(other)  # nor does a server take it over
    assert other.read_bytes() == before


# Attacks (the safety review): each a hole that was found, and is mended.


async def test_json_nested_past_any_list_is_malformed_not_a_failure(site: Site) -> None:
    """A body of a million brackets fits in 1 MB; Python's reader gives up on its depth, which
    must be a 400 naming the fields, not the server's 500."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    deep = "[" * 200_000 + "]" * 200_000
    response = await site.client.post(f"{path}check", data=deep, headers={"Content-Type": "application/json"})
    assert response.status == 400
    assert (await response.json())["error"]["code"] == "malformed"


async def test_a_player_number_past_sqlites_integers_is_not_found(site: Site) -> None:
    await site.add("Anna Smith", "anna@example.org")
    for number in ("99999999999999999999999", "-99999999999999999999999"):
        response = await site.client.get(f"/o/{site.token}/players/{number}", headers=JSON)
        assert response.status == 404, number
        assert (await response.json())["error"]["code"] == "not-found"


async def test_a_players_withdrawals_count_among_their_ten_a_minute(site: Site) -> None:
    """Each withdrawal after a hand-in packs the whole event anew (the lock records it): a
    player alternating the two would have the server pack without end."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    for _ in range(5):
        assert (await site.post(f"{path}lists", {"text": EXAMPLE.read_text()}))[0] == 201
        assert (await site.post(f"{path}withdraw", {}))[0] == 200
    status, said = await site.post(f"{path}withdraw", {})
    assert status == 429 and said["error"]["code"] == "rate-limited"


@pytest.mark.parametrize("planted", [STORE, "organiser-token", "lock.json", "pack", f"{STORE}-wal"])
def test_a_link_planted_in_the_data_folder_is_refused(tmp_path: Path, event_file: Path, planted: str) -> None:
    """Another user who can write in DIR plants a link where the server keeps its files: its
    hand-ins would go to their file, their token or lock would be taken for the organiser's."""
    data = tmp_path / "data"
    data.mkdir()
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "file").write_text("QMtaAcNHvEAL_rJvYImnDBXK9eG_vMoN\n")
    (data / planted).symlink_to(theirs / ("file" if planted != "pack" else ""))
    with pytest.raises(UsageError, match=f"{data / planted} is a link"):
        handin.served(event_file, data, CatalogSet([SHIPPED]))
    assert (theirs / "file").read_text() == "QMtaAcNHvEAL_rJvYImnDBXK9eG_vMoN\n"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="giving a file away needs root")
def test_a_file_of_another_users_in_the_data_folder_is_refused(tmp_path: Path, event_file: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "lock.json").write_text("{}")
    os.chown(data / "lock.json", 65534, 65534)
    with pytest.raises(UsageError, match=f"{data / 'lock.json'} belongs to another user"):
        handin.served(event_file, data, CatalogSet([SHIPPED]))


def test_an_organiser_token_others_could_read_is_refused(tmp_path: Path) -> None:
    """Anyone who read it opens every list: it is not used, and --new-organiser-token replaces it."""
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    first = organiser_token(folder, new=False)
    (folder / "organiser-token").chmod(0o644)
    with pytest.raises(UsageError, match=r"others could read or change it.*--new-organiser-token"):
        organiser_token(folder, new=False)
    again = organiser_token(folder, new=True)
    assert again != first and stat.S_IMODE((folder / "organiser-token").stat().st_mode) == 0o600


async def test_a_players_hand_ins_are_bounded(site: Site, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each hand-in decides its player's custody over every list they handed in, and the page
    shows them all: at ten a minute for days, one player would make every hand-in of theirs
    recheck thousands (on the one thread every request waits for) and fill the disk. Past the
    most, a hand-in is refused, naming the limit, and nothing is kept."""
    monkeypatch.setattr(handin, "MAX_HAND_INS", 3)
    path = await site.player_path("Anna Smith", "anna@example.org")
    for _ in range(3):
        assert (await site.post(f"{path}lists", {"text": EXAMPLE.read_text()}))[0] == 201
    status, said = await site.post(f"{path}lists", {"text": TEXT_LIST})
    assert status == 400 and "(3 lists, or 1,024 KB of lists together)" in said["error"]["message"]
    assert len(site.served.store.all_lists()) == 3
    assert (await site.post(f"{path}check", {"text": TEXT_LIST}))[0] == 200  # checking keeps nothing


async def test_a_players_hand_ins_are_bounded_in_bytes(site: Site) -> None:
    """A check of a long list holds some fifty times its bytes, and a hand-in checks all its
    player's lists at once: four lists of 256 KB fill the megabyte one player may hand in."""
    path = await site.player_path("Anna Smith", "anna@example.org")
    big = EXAMPLE.read_text() + "#" + "x" * (250 * 1024) + "\n"
    for _ in range(4):
        assert (await site.post(f"{path}lists", {"text": big}))[0] == 201
    status, said = await site.post(f"{path}lists", {"text": big})
    assert status == 400 and "1,024 KB of lists together" in said["error"]["message"]
    assert len(site.served.store.all_lists()) == 4


async def test_the_checks_kept_are_bounded_by_their_lists_bytes(
    site: Site, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memory stays bounded however long the lists players hand in: the checks kept hold at most
    `KEPT_BYTES` of lists, the oldest let go first, and a player's custody is still decided over
    all their lists (checked again where they were let go)."""
    monkeypatch.setattr(handin, "KEPT_BYTES", 3 * len(EXAMPLE.read_bytes()))
    anna = await site.player_path("Anna Smith", "anna@example.org")
    ben = await site.player_path("Ben Ortiz", "ben@example.org")
    for path in (anna, ben, anna, ben, anna):
        assert (await site.post(f"{path}lists", {"text": EXAMPLE.read_text()}))[0] == 201
    assert len(site.served.checks) == 3 and site.served.kept_bytes == 3 * len(EXAMPLE.read_bytes())
    assert site.served.kept_bytes == sum(size for _, size in site.served.checks.values())
    _, me = await site.get(anna)
    assert [one["status"] for one in me["history"]] == ["locked", "superseded", "superseded"]


def _crafted(path: Path, *statements: str) -> Path:
    """A store of this version's schema, changed by `statements` as someone could craft it."""
    db = sqlite3.connect(path)
    for migration in MIGRATIONS:
        db.executescript(migration)
    db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
    db.execute(
        "INSERT INTO players (name, email, token_hash, added) VALUES ('A', 'a@example.org', 'h', '2027')"
    )
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    return path


HAND_IN = "INSERT INTO lists (player, received, name, data, army, fingerprint, valid, status) VALUES "


@pytest.mark.parametrize(
    ("craft", "said"),
    [
        # A view of endless rows where the hand-ins should be: read to the end, it never ends.
        (
            (
                "DROP TABLE lists",
                "CREATE VIEW lists AS WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
                "SELECT x AS id, 1 AS player, '2027-03-01T12:00:00+00:00' AS received, '' AS name, "
                "randomblob(1000) AS data, '' AS army, '' AS fingerprint, 1 AS valid, '' AS status FROM n",
            ),
            "other tables, views or triggers",
        ),
        (("CREATE TRIGGER t AFTER INSERT ON lists BEGIN DELETE FROM lists; END",), "other tables"),
        (("DROP TABLE lists", "CREATE TABLE lists (x)"), "other tables"),
        ((f"{HAND_IN} (1, '2027-03-01T12:00:00+00:00', '', zeroblob(300000), '', '', 1, '')",), "web:1"),
        ((f"{HAND_IN} (7, '2027-03-01T12:00:00+00:00', '', X'00', '', '', 1, '')",), "web:1"),
        ((f"{HAND_IN} (1, 'not a time', '', X'00', '', '', 1, '')",), "web:1"),
        ((f"{HAND_IN} (1, '2027-03-01T12:00:00+00:00', 7, 'text, not bytes', '', '', 1, '')",), "web:1"),
    ],
)
def test_a_crafted_store_is_named_not_read(
    cli, tmp_path: Path, event_file: Path, craft: tuple[str, ...], said: str
) -> None:
    """A store from someone else, given to `check` or `event pack` as an inbox source: no
    hang, no failure, no list past the bounds of a hand-in, but its name and what is wrong."""
    store = _crafted(tmp_path / "event.sqlite", *craft)
    for command in (
        ("check", store, "--event", event_file),
        ("event", "pack", event_file, store, "-o", tmp_path / "out"),
    ):
        result = cli(*command)
        assert result.code == 2, result.out + result.err
        assert str(store) in result.err and said in result.err, result.err


async def test_a_name_no_text_may_hold_is_refused_plainly(site: Site) -> None:
    """JSON may carry half of a character (a lone surrogate), which no file or database can
    keep, or a list where a name belongs: each is the organiser's mistake, named, not a 500."""
    half = '"Anna \\ud800 Smith"'
    for body in (
        f'{{"name": {half}, "email": "anna@example.org"}}',
        f'{{"csv": "name,email\\n{half[1:-1]},anna@example.org"}}',
    ):
        response = await site.client.post(
            f"/o/{site.token}/players", data=body, headers={"Content-Type": "application/json"}
        )
        said = await response.json()
        assert response.status in (201, 400), said
        why = said["error"]["message"] if response.status == 400 else said["refused"][0]["why"]
        assert "control character, or a broken one" in why
    status, said = await site.post(
        f"/o/{site.token}/players", {"name": ["Anna"], "email": "anna@example.org"}
    )
    assert status == 400 and said["error"]["code"] == "malformed"
    assert site.served.store.players() == []


async def test_a_backup_is_sent_as_it_is_read(site: Site) -> None:
    """The store grows with what players hand in (up to 1 MB each): a backup is sent as SQLite
    writes it, never held whole, so the server's memory does not grow with it."""
    anna = (await site.add("Anna Smith", "anna@example.org"))["player"]
    for _ in range(32):  # as no player could (1 MB each), to make the store's size plain
        site.served.store.hand_in(
            anna,
            datetime.datetime(2027, 3, 1, 12, 0, tzinfo=UTC),
            "",
            os.urandom(256 * 1024),
            "",
            "",
            True,
            "",
        )
    tracemalloc.start()
    try:
        response = await site.client.get(f"/o/{site.token}/backup.sqlite")
        sent = 0
        async for chunk in response.content.iter_chunked(64 * 1024):
            sent += len(chunk)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert response.status == 200 and sent > 8 * 1024 * 1024
    assert peak < sent // 4, (peak, sent)
    assert [path.name for path in site.served.folder.glob(".backup-*")] == []
