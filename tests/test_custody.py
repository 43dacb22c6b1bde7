"""The chain of custody: statuses by receipt time against the deadline, the lock that records
them, `event accept`, and `verify` against entries, pending lists and withdrawn players."""

import csv
import datetime
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pdfplumber
import pytest
import yaml

from armybuilder.engine.custody import Arrival, Held, decide
from armybuilder.engine.lock import accept, locked_players
from armybuilder.events.lock_file import read_lock, write_lock
from armybuilder.files.locking import held
from armybuilder.pdf.styles import MUTED, VALID
from armybuilder.schema.lock import Lock, Player
from tests.test_events import EVENT, EXAMPLE, ONE_ID_TWICE, format_1

DEADLINE = datetime.datetime(2027, 3, 7, 23, 59, tzinfo=datetime.UTC)
BEFORE = int(DEADLINE.timestamp()) - 86_400
AFTER = int(DEADLINE.timestamp()) + 86_400


def sent(path: Path, text: str, at: int) -> Path:
    """A list as received at `at` (seconds since 1970): its file's modification time."""
    path.write_text(text)
    os.utime(path, (at, at))
    return path


def of(player: str, *changes: tuple[str, str]) -> str:
    text = EXAMPLE.read_text().replace("A. Player", player)
    for old, new in changes:
        text = text.replace(old, new, 1)
    return text


FEWER_TANKS = ("count: 2", "count: 1")


@pytest.fixture
def week(tmp_path: Path) -> tuple[Path, Path, Path]:
    """An event with a deadline, and its first inbox, every list on time: Anna's, Ben's (NOT
    VALID: one id given twice) and Dan's."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    sent(folder / "anna.yaml", of("Anna Smith"), BEFORE)
    sent(folder / "ben.yaml", of("Ben Ortiz", ONE_ID_TWICE), BEFORE)
    sent(folder / "dan.yaml", of("Dan Wu", FEWER_TANKS), BEFORE)
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE.isoformat()}))
    return folder, event_file, tmp_path / "pack"


def pack(cli, week, *more: str):
    folder, event_file, out = week
    result = cli("event", "pack", event_file, folder, "-o", out, *more)
    assert result.code == 0, result.err
    return result


def statuses(out: Path) -> dict[str, str]:
    rows = csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))
    return {Path(row["file"]).name: row["status"] for row in rows}


def places(out: Path) -> dict[str | None, Player]:
    return {player.name: player for player in read_lock(out / "lock.json").players}


def test_the_first_pack_locks_every_list_on_time_not_valid_ones_with_their_verdict(cli, week) -> None:
    _, _, out = week
    result = pack(cli, week)
    assert "Statuses: 3 locked" in result.out
    assert statuses(out) == {"anna.yaml": "locked", "ben.yaml": "locked", "dan.yaml": "locked"}
    data = json.loads((out / "lock.json").read_text())
    assert data["lock"] == 3 and set(data["event"]) == {"name", "system", "sha256", "deadline", "content"}
    assert data["event"]["deadline"].startswith("2027-03-07T23:59:00")
    assert list(data["players"][0]) == ["id", "name", "addresses", "status", "entry", "history", "pending"]
    assert set(data["players"][0]["entry"]) == {
        "army", "label", "file", "part", "contents", "canonical_sha256", "fingerprint", "sha256", "valid",
        "received",
    }  # fmt: skip
    assert [player["id"] for player in data["players"]] == ["p1", "p2", "p3"]
    ben = places(out)["Ben Ortiz"]
    assert ben.entry.valid is False and ben.status == "locked"
    assert "locked with this verdict: it cannot be played" in (out / "notes" / "Ben-Ortiz.txt").read_text()


def test_a_list_after_the_deadline_is_late_even_at_the_first_pack(cli, week) -> None:
    folder, _, out = week
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    result = pack(cli, week)
    assert statuses(out)["erin.yaml"] == "late"
    # Erin has a place in the lock but no entry: she is not among the players locked.
    assert f"Locked 3 players in {out / 'lock.json'}; 1 list waits in it for you" in result.out
    erin = places(out)["Erin Wu"]
    assert erin.entry is None and [p.status for p in erin.pending] == ["late"]


def test_the_second_week_every_status_by_receipt_time(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    first = (out / "lock.json").read_text()
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), AFTER)  # changed a valid list
    sent(folder / "ben-v2.yaml", of("Ben Ortiz"), AFTER)  # mended his NOT VALID list
    (folder / "dan.yaml").unlink()  # gone from the inbox: his entry stands
    sent(folder / "carl.yaml", of("Carl Jones", FEWER_TANKS), BEFORE)  # on time, not in the first pack
    sent(folder / "carl-v2.yaml", of("Carl Jones"), BEFORE + 60)  # ...and replaced it, on time
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)  # late
    result = pack(cli, week)
    assert statuses(out) == {
        "anna.yaml": "locked",
        "anna-v2.yaml": "changed",
        "ben.yaml": "locked",
        "ben-v2.yaml": "fixed",
        "carl.yaml": "superseded",
        "carl-v2.yaml": "locked",
        "erin.yaml": "late",
    }
    assert (
        "Dan Wu: [event.missing] no list of theirs is in this inbox; their locked entry stands" in result.out
    )
    assert "Waiting for you after the deadline: Anna Smith (changed), Ben Ortiz (fixed), Erin Wu (late)" in (
        result.out
    )
    assert (out / "lock.json.bak").read_text() == first
    lock = places(out)
    assert lock["Dan Wu"].status == "locked" and lock["Dan Wu"].entry is not None  # only withdraw withdraws
    assert (out / "notes" / "Dan-Wu.txt").exists()  # the entry and its note are kept
    assert lock["Anna Smith"].entry.file == str(folder / "anna.yaml")  # entries change only by accept
    assert [p.status for p in lock["Ben Ortiz"].pending] == ["fixed"]
    ben = (out / "notes" / "Ben-Ortiz.txt").read_text()
    assert "Status: fixed. This list came after the deadline to replace your locked list" in ben
    assert "armybuilder event" not in ben
    # Run again on the same inbox: the same statuses, and the lock is not rewritten.
    again = pack(cli, week)
    assert f"{out / 'lock.json'} is unchanged" in again.out


def test_a_list_replaced_on_time_is_updated_and_the_old_entry_kept_in_history(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    result = pack(cli, week)
    assert statuses(out)["anna-v2.yaml"] == "updated" and statuses(out)["anna.yaml"] == "superseded"
    assert "[event.superseded]" in result.out
    rows = {Path(r["file"]).name: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    old = rows["anna.yaml"]
    assert (old["valid"], old["errors"], old["warnings"]) == ("", "", "")  # not judged
    anna = places(out)["Anna Smith"]
    assert anna.status == "updated" and anna.entry.file.endswith("anna-v2.yaml")
    assert [(h.kind, h.file, h.at) for h in anna.history] == [
        ("list", str(folder / "anna.yaml"), datetime.datetime.fromtimestamp(BEFORE, datetime.UTC))
    ]


def test_verify_names_a_superseded_entry_and_the_list_that_replaced_it_and_does_not_clear_it(
    cli, week
) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    pack(cli, week)
    anna = places(out)["Anna Smith"]
    [old] = anna.history
    said = (
        f"Anna Smith's superseded list, from {folder / 'anna.yaml'} ({old.fingerprint}), valid when locked, "
        f"replaced by 3rd Wessex Rifles ({anna.entry.fingerprint})"
    )
    result = cli("verify", out / "lock.json", folder / "anna.yaml")
    assert result.code == 1 and f"matches {said}" in result.out, result.out
    result = cli("verify", out / "lock.json", old.fingerprint)
    assert result.code == 3 and f"\n  {said}\n" in result.out, result.out
    assert cli("verify", out / "lock.json", folder / "anna-v2.yaml").code == 0


def test_a_superseded_list_is_no_duplicate_of_another_players_list(cli, week) -> None:
    """John re-sent his list with Dan's army: his first list (Anna's army) is not judged, so it
    warns Anna of no twin and its own first problem is that it was superseded."""
    folder, _, out = week
    sent(folder / "smith.yaml", of("John Smith"), BEFORE)
    sent(folder / "smith (1).yaml", of("John Smith", FEWER_TANKS), BEFORE + 60)
    pack(cli, week)
    rows = {Path(r["file"]).name: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    assert rows["smith.yaml"]["first_problem"].startswith("[event.superseded]")
    assert "smith.yaml" not in rows["anna.yaml"]["first_problem"]


def test_a_superseded_list_with_warnings_of_its_own_is_first_said_to_be_superseded(cli, week) -> None:
    """John's first list is under the limit, which would be its first problem: but it is not
    judged (its verdict and counts are empty), so the summary's first problem says why."""
    folder, _, out = week
    sent(folder / "smith.yaml", of("John Smith", FEWER_TANKS), BEFORE)
    sent(folder / "smith (1).yaml", of("John Smith"), BEFORE + 60)
    pack(cli, week)
    rows = {Path(r["file"]).name: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    row = rows["smith.yaml"]
    assert (row["status"], row["valid"], row["warnings"]) == ("superseded", "", "")
    assert row["first_problem"].startswith("[event.superseded] player: John Smith sent a newer list")


def test_the_judges_pack_cover_names_the_deadline_the_statuses_are_judged_by(cli, week) -> None:
    """A judge asked why a list is `late` finds the deadline on the cover, in UTC as the pack
    and the notes give each list's time of receipt."""
    _, _, out = week
    pack(cli, week)
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "lists due by 2027-03-07 23:59:00 UTC" in cover


def test_the_judges_pack_cover_counts_players_whose_names_are_alike_as_the_two_they_are(cli, week) -> None:
    """Zoë Clarke and Zoe Clarke, two players with two entries, were counted as one on the cover
    (21 players for 24 entries), as the count folded case and accents: it counts the lock's players."""
    folder, _, out = week
    sent(folder / "zoe.yaml", of("Zoë Clarke"), BEFORE)
    sent(folder / "zoe-andover.yaml", of("Zoe Clarke"), BEFORE)
    pack(cli, week)
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "5 players · 5 lists: 4 valid, 1 not valid" in cover


def test_the_judges_pack_cover_lists_entries_by_player_counts_them_and_gives_the_events_own_time(
    cli, week
) -> None:
    """The cover listed all 27 rows, superseded ones too, in the inbox's order, with no player
    count and the deadline only in UTC: now the lists by player, counted, the ones a newer list
    replaced in a table of their own, and the deadline as the event gives it too."""
    folder, event_file, out = week
    in_paris = DEADLINE.astimezone(datetime.timezone(datetime.timedelta(hours=1)))
    event_file.write_text(yaml.safe_dump({**EVENT, "deadline": in_paris.isoformat()}))
    sent(folder / "a-zed.yaml", of("Zed Ames"), BEFORE)  # first in the inbox, last by name
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    pack(cli, week)
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "lists due by 2027-03-07 23:59:00 UTC (2027-03-08 00:59 +01:00)" in cover
    assert "4 players · 5 lists: 3 valid, 1 not valid, 1 superseded" in cover
    entries, replaced = cover.split(
        "Earlier lists, replaced by a newer one of their player's (not judged, no entry)"
    )
    rows = [entries.index(row) for row in ("1 Anna Smith", "2 Ben Ortiz", "3 Dan Wu", "4 Zed Ames")]
    assert rows == sorted(rows)
    assert "not judged" not in entries and "superseded" not in entries.split("Fingerprint")[-1]
    assert "5 Anna Smith" in replaced and "not judged superseded" in replaced


def test_the_judges_pack_cover_gives_a_superseded_list_no_verdict(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    pack(cli, week)
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "not judged superseded" in cover
    assert "VALID updated" in cover


def test_the_packs_tallies_count_no_superseded_or_waiting_list_as_valid(cli, week) -> None:
    """Anna's replaced list and Erin's late one are valid as lists, but neither is an entry: the
    summary's first line and the cover count them apart, as their statuses say."""
    folder, _, out = week
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    result = pack(cli, week)
    said = "5 rosters, 2 valid, 1 not valid, 1 superseded, 1 waiting"
    assert result.out.splitlines()[0] == f"{EVENT['name']}: {said}"
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert "5 lists: 2 valid, 1 not valid, 1 superseded, 1 waiting" in cover


def test_a_judges_pack_sheet_of_a_list_that_is_no_entry_opens_with_its_status_not_valid(cli, week) -> None:
    """A judge reads the banner first: Anna's replaced list and Erin's late one say what they are,
    in grey, with their own verdict smaller; Anna's entry keeps its green VALID."""
    folder, _, out = week
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        # Each sheet's first page, in the cover's order (by player, the replaced list last): its
        # banner is its first rectangle.
        sheets = [
            (" ".join((page.extract_text() or "").split()), page.rects[0]["non_stroking_color"])
            for page in pdf.pages[1:]
            if page.rects
        ]
    grey, green = pytest.approx(MUTED.rgb(), abs=1e-3), pytest.approx(VALID.rgb(), abs=1e-3)
    anna_v2, _ben, _dan, erin, anna = sheets
    assert anna_v2[0].startswith("VALID ") and anna_v2[1] == green
    assert anna[0].startswith("SUPERSEDED ") and anna[1] == grey
    assert erin[0].startswith("LATE ") and erin[1] == grey
    assert "waiting for event accept" in erin[0] and "its own verdict: VALID, no errors" in erin[0]


def test_the_judges_pack_cover_names_a_missing_player_whose_file_is_gone(cli, week) -> None:
    """The judges must see Dan, though no list of his came this time: his locked entry stands, a
    row marked missing, counted with the lists that will be played."""
    folder, _, out = week
    pack(cli, week)
    (folder / "dan.yaml").unlink()
    pack(cli, week)
    dan = places(out)["Dan Wu"]
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
    assert f"Dan Wu {dan.entry.army}" in cover and dan.entry.fingerprint in cover
    assert "VALID missing" in cover
    assert "3 lists: 2 valid, 1 not valid" in cover


def test_withdraw_is_recorded_and_the_entry_kept_unplayed_until_undo_takes_the_player_back(cli, week) -> None:
    """Withdrawing needed the mbox edited by hand; and a player whose list was missing from one
    inbox was withdrawn by it. Only `event withdraw` withdraws, with its time in the history."""
    folder, _, out = week
    pack(cli, week)
    lock_file = out / "lock.json"
    entry = places(out)["Dan Wu"].entry
    result = cli("event", "withdraw", lock_file, "dan wu")
    assert result.code == 0, result.err
    assert result.out.startswith(
        f"Withdrew Dan Wu (p3); their entry {entry.army} ({entry.fingerprint}) is kept"
    )
    dan = places(out)["Dan Wu"]
    assert dan.status == "withdrawn" and dan.entry == entry and (lock_file.parent / "lock.json.bak").exists()
    assert dan.history[-1].kind == "withdrawn" and dan.history[-1].at is not None
    again = cli("event", "withdraw", lock_file, "p3")
    assert "Dan Wu (p3) has withdrawn already: nothing to do" in again.out and "is unchanged" in again.out
    # His file is still in the inbox, and he sends another list before the deadline: neither is played.
    sent(folder / "dan-v2.yaml", of("Dan Wu"), BEFORE + 60)
    packed = pack(cli, week)
    assert "1 withdrawn (Dan Wu)" in packed.out
    assert statuses(out)["dan.yaml"] == statuses(out)["dan-v2.yaml"] == "withdrawn"
    dan = places(out)["Dan Wu"]
    assert dan.entry == entry and [p.status for p in dan.pending] == ["withdrawn"]
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = " ".join((pdf.pages[0].extract_text() or "").split())
        sheets = " ".join(page.extract_text() or "" for page in pdf.pages[1:])
    assert (
        "withdrawn" in cover and "Dan Wu" in cover and "Dan Wu · " not in sheets
    )  # on the cover only: no sheet
    assert cli("verify", lock_file, folder / "dan.yaml").code == 1
    page = folder.parent / "lists.md"
    assert cli("event", "publish", lock_file, "-o", page, "--format", "markdown").code == 0
    assert "Dan Wu" not in page.read_text()
    # Accepting takes no one back, by name, --all or --relock.
    refused = cli("event", "accept", lock_file, "Dan Wu")
    assert refused.code == 2 and f"armybuilder event withdraw {lock_file} p3 --undo" in refused.err
    cli("event", "accept", lock_file, "--all")
    pack(cli, week, "--relock")
    assert places(out)["Dan Wu"].status == "withdrawn"
    # Taken back: the newest of his lists before the deadline is his entry.
    back = cli("event", "withdraw", lock_file, "Dan Wu", "--undo")
    assert back.code == 0 and back.out.startswith("Took Dan Wu (p3) back: their entry is")
    dan = places(out)["Dan Wu"]
    assert dan.status == "updated" and dan.entry.file == str(folder / "dan-v2.yaml") and dan.pending == []
    assert [h.kind for h in dan.history][-3:] == ["withdrawn", "list", "reinstated"]
    pack(cli, week)
    assert statuses(out)["dan-v2.yaml"] == "updated" and statuses(out)["dan.yaml"] == "superseded"


def test_withdraw_names_a_player_the_lock_lacks_and_changes_nothing(cli, week) -> None:
    _, _, out = week
    pack(cli, week)
    before = (out / "lock.json").read_text()
    result = cli("event", "withdraw", out / "lock.json", "Anna Smith", "Dann Wu")
    assert result.code == 2 and "has no player 'Dann Wu'; closest: Dan Wu" in result.err
    assert (out / "lock.json").read_text() == before
    assert "event withdraw lock.json" not in cli("event", "withdraw", "--help").out
    assert "armybuilder event withdraw pack/lock.json p7 --undo" in cli("event", "withdraw", "--help").out


def test_the_same_list_resent_after_the_deadline_stays_locked(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-again.yaml", of("Anna Smith").replace("name: ", "name: Again ", 1), AFTER)
    pack(cli, week)
    assert statuses(out)["anna-again.yaml"] == "locked"
    assert places(out)["Anna Smith"].pending == []


def test_two_different_lists_in_one_second_are_refused_and_the_entry_stands(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-a.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    sent(folder / "anna-b.yaml", of("Anna Smith", ("count: 4", "count: 3")), BEFORE + 60)
    result = pack(cli, week)
    assert "in the same second" in result.out
    rows = {Path(r["file"]).name: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    for name in ("anna-a.yaml", "anna-b.yaml"):
        assert rows[name]["status"] == "" and rows[name]["first_problem"].startswith(
            "[event.duplicate-player]"
        )
    assert places(out)["Anna Smith"].entry.file == str(folder / "anna.yaml")


def test_accept_makes_pending_lists_entries_says_what_changed_and_keeps_a_backup(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), AFTER)
    sent(folder / "ben-v2.yaml", of("Ben Ortiz"), AFTER)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    lock_file = out / "lock.json"
    before = lock_file.read_text()
    result = cli("event", "accept", lock_file, "anna smith", "Ben Ortiz")
    assert result.code == 0, result.err
    assert (
        "Accepted Anna Smith's list 3rd Wessex Rifles" in result.out
        and "changed), VALID, replacing" in result.out
    )
    assert "tank on a 40 × 40 mm base, 1 figure: 2 in the lock, 1 here" in result.out
    assert "(NOT VALID)" in result.out  # Ben's entry it replaced
    assert (out / "lock.json.bak").read_text() == before
    lock = places(out)
    anna = lock["Anna Smith"]
    assert anna.entry.file == str(folder / "anna-v2.yaml") and anna.status == "updated"
    assert [(h.kind, h.file) for h in anna.history] == [
        ("list", str(folder / "anna.yaml")),
        ("accepted", str(folder / "anna-v2.yaml")),
    ]
    assert anna.history[-1].note == "accepted after the deadline (changed)"
    assert lock["Ben Ortiz"].entry.valid is True and lock["Ben Ortiz"].pending == []
    assert lock["Erin Wu"].entry is None  # not accepted
    # The next pack rewrites the summary: the accepted lists are the entries.
    pack(cli, week)
    assert statuses(out)["anna-v2.yaml"] == "updated" and statuses(out)["anna.yaml"] == "superseded"
    assert statuses(out)["erin.yaml"] == "late"
    every = cli("event", "accept", lock_file, "--all")
    assert "Accepted Erin Wu's list" in every.out and "the first entry" in every.out
    assert places(out)["Erin Wu"].status == "locked"
    nothing = cli("event", "accept", lock_file, "--all")
    assert nothing.code == 0 and "unchanged" in nothing.out


def test_accept_names_the_closest_players_for_one_the_lock_lacks(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    before = (out / "lock.json").read_text()
    result = cli("event", "accept", out / "lock.json", "Anna Smyth")
    assert result.code == 2 and "no player 'Anna Smyth'; closest: Anna Smith" in result.err
    assert "No list waits to be accepted" in result.err
    assert result.err.startswith("armybuilder event accept: ")  # the command as typed
    assert (out / "lock.json").read_text() == before
    # With lists waiting, it says whose, as the names to give instead.
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    result = cli("event", "accept", out / "lock.json", "Erin Woo")
    assert result.code == 2 and "closest: Erin Wu. Lists wait from Erin Wu" in result.err
    assert cli("event", "accept", out / "lock.json").code == 2  # neither players nor --all


def test_relock_accepts_every_pending_list(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    sent(folder / "ben-v2.yaml", of("Ben Ortiz"), AFTER)
    result = pack(cli, week, "--relock")
    assert "Accepted Erin Wu's list" in result.out and "Accepted Ben Ortiz's list" in result.out
    assert statuses(out)["erin.yaml"] == "locked" and statuses(out)["ben-v2.yaml"] == "updated"
    assert all(not place.pending for place in places(out).values())


def test_relock_decides_the_chain_of_custody_once(cli, week, monkeypatch) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    sent(folder / "ben-v2.yaml", of("Ben Ortiz"), AFTER)  # mends his NOT VALID entry
    decisions = []

    def counted(*args, **kwargs):
        decisions.append(kwargs)
        return decide(*args, **kwargs)

    monkeypatch.setattr("armybuilder.events.custody.decide", counted)
    pack(cli, week, "--relock")
    assert len(decisions) == 1
    # Judged as accepted in that one decision: Ben's list on time gave way to the one accepted.
    assert statuses(out)["ben.yaml"] == "superseded" and statuses(out)["ben-v2.yaml"] == "updated"
    assert [h.kind for h in places(out)["Ben Ortiz"].history] == ["list", "accepted"]


def test_an_event_without_a_deadline_uses_the_first_packs_time(cli, week) -> None:
    folder, event_file, out = week
    event_file.write_text(yaml.safe_dump(EVENT))
    pack(cli, week)
    locked_at = datetime.datetime.fromisoformat(read_lock(out / "lock.json").locked_at)
    sent(folder / "erin.yaml", of("Erin Wu"), int(locked_at.timestamp()) + 1)
    sent(folder / "fay.yaml", of("Fay Lin"), int(locked_at.timestamp()) - 1)
    pack(cli, week)
    assert statuses(out)["erin.yaml"] == "late" and statuses(out)["fay.yaml"] == "locked"


def test_a_changed_event_judges_every_list_again_and_the_entries_stand(cli, week) -> None:
    folder, event_file, out = week
    pack(cli, week)
    event_file.write_text(yaml.safe_dump({**EVENT, "deadline": DEADLINE.isoformat(), "limit": 30}))
    result = pack(cli, week)
    assert "judged again: Anna Smith's locked list was VALID when locked and is NOT VALID now" in result.out
    assert places(out)["Anna Smith"].entry.valid is True
    # verify judges by the event as locked, and says what changed in an event file given with
    # --event since the lock, rather than that the lock is of another event of the same name.
    assert cli("verify", out / "lock.json", folder / "anna.yaml").code == 0
    refused = cli("verify", out / "lock.json", folder / "anna.yaml", "--event", event_file)
    assert refused.code == 1
    assert f"{event_file} has changed since (limit)" in refused.err and "leave out --event" in refused.err
    # The hint said "or pack again under the changed file", which keeps the lock's event; a pack
    # into a new folder, as it now says, locks the lists under the changed file.
    assert "pack them into a new folder" in refused.err
    pack(cli, week)
    again = cli("verify", out / "lock.json", folder / "anna.yaml", "--event", event_file)
    assert "has changed since (limit)" in again.err
    fresh = out.parent / "pack-under-the-changed-event"
    assert cli("event", "pack", event_file, folder, "-o", fresh).code == 0
    anew = cli("verify", fresh / "lock.json", folder / "anna.yaml", "--event", event_file)
    assert anew.err == "" and "NOT VALID under Drill Hall 2027" in anew.out


def test_a_pack_reads_a_format_1_lock_back_and_keeps_its_entries(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    old = format_1(out / "lock.json", content=False)
    assert read_lock(old).event.partial
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), AFTER)
    pack(cli, week)
    lock = Lock.model_validate_json((out / "lock.json").read_text())
    assert lock.lock == 3 and lock.event.sha256 is not None  # the event as judged now
    assert [p.status for p in places(out)["Anna Smith"].pending] == ["changed"]
    assert json.loads((out / "lock.json.bak").read_text())["event"] == EVENT["name"]


def test_verify_clears_only_a_valid_entry_of_a_player_still_taking_part(cli, week) -> None:
    folder, _, out = week
    sent(folder / "ben.yaml", of("Ben Ortiz", ONE_ID_TWICE, ("count: 4", "count: 3")), BEFORE)  # his own army
    pack(cli, week)
    lock_file = out / "lock.json"
    assert cli("verify", lock_file, folder / "anna.yaml").code == 0
    late = sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    changed = sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), AFTER)
    dan = folder / "dan.yaml"
    kept = dan.read_text()
    dan.unlink()
    pack(cli, week)
    table = folder.parent / "dan-at-the-table.yaml"
    table.write_text(kept)
    assert cli("verify", lock_file, table).code == 0, "missing from the inbox, his entry stands"
    assert cli("event", "withdraw", lock_file, "Dan Wu").code == 0
    result = cli("verify", lock_file, late)
    assert result.code == 1
    assert "Erin Wu's list received after the deadline (late, not accepted)" in result.out
    result = cli("verify", lock_file, changed)
    assert result.code == 1 and "(changed, not accepted)" in result.out
    result = cli("verify", lock_file, table)
    assert result.code == 1 and "Dan Wu has withdrawn" in result.out
    ben = cli("verify", lock_file, places(out)["Ben Ortiz"].entry.fingerprint)
    assert ben.code == 3 and "NOT VALID when locked" in ben.out


def test_verify_of_a_fingerprint_a_digit_short_says_so_not_no_such_file(cli, week) -> None:
    """A judge typing the sheet's fingerprint with a digit left out was told only "no such file"."""
    _, _, out = week
    pack(cli, week)
    short = places(out)["Anna Smith"].entry.fingerprint[:-1]
    result = cli("verify", out / "lock.json", short)
    assert result.code == 1
    assert result.out == (
        f"{short}: no such file, and not a fingerprint: a fingerprint has 12 hex digits (1a2b-3c4d-5e6f), "
        "this has 11\n"
    )


def test_verify_of_a_partial_name_names_that_players_list_among_many_of_one_army(cli, week) -> None:
    """'G. Patel' at the table, where five players locked the same army: the closest list is Gita
    Patel's, not whichever came first, and the others sharing the army are counted, not all named."""
    folder, _, out = week
    for name in ("Carl Jones", "Gita Patel", "Hugo Brandt", "Iris Kane"):
        sent(folder / f"{name.split()[0].lower()}.yaml", of(name), BEFORE)
    pack(cli, week)
    table = folder.parent / "table-7.yaml"
    table.write_text(of("G. Patel"))
    result = cli("verify", out / "lock.json", table)
    assert result.code == 1
    assert result.out.startswith(f"{table}: its army is Gita Patel's locked list, 3rd Wessex Rifles")
    assert result.out.endswith("; and 3 more; but the roster names G. Patel, who has no locked list\n")
    gita = cli("verify", out / "lock.json", folder / "gita.yaml")
    assert gita.code == 0 and "and 2 more sent the same army too" in gita.out


def test_a_format_1_lock_of_two_files_of_one_player_reads_back_as_one_entry_and_its_history(
    cli, week
) -> None:
    folder, _, out = week
    pack(cli, week)
    old = json.loads(format_1(out / "lock.json", content=True).read_text())
    anna = next(one for one in old["lists"] if one["player"] == "Anna Smith")
    earlier = {**anna, "file": str(folder / "anna-draft.yaml"), "fingerprint": "0000-0000-0000"}
    old["lists"] = [
        {**earlier, "received": "2027-03-01T08:00:00+00:00"},
        {**anna, "received": "2027-03-01T09:00:00+00:00"},
        *old["lists"][1:],
    ]
    (out / "lock.json").write_text(json.dumps(old))
    place = places(out)["Anna Smith"]
    assert place.entry.file == str(folder / "anna.yaml") and place.status == "updated"
    # The stored fingerprint is never trusted: it is worked out again from the contents kept.
    assert [(h.kind, h.fingerprint, h.canonical_sha256) for h in place.history] == [
        ("list", place.entry.fingerprint, None)
    ]
    result = cli("verify", out / "lock.json", folder / "anna.yaml")
    assert result.code == 0 and "matches Anna Smith's locked list" in result.out


def test_check_under_an_event_with_a_deadline_judges_receipt_times_as_the_pack_does(cli, week) -> None:
    folder, event_file, _ = week
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), AFTER)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    result = cli("check", folder, "--event", event_file)
    assert "error [event.changed] the list differs from the locked one" in result.out
    assert "warning [event.late] player: received 2027-03-08 23:59:00 UTC, after the deadline" in result.out
    assert "[event.superseded]" not in result.out  # Anna's list before the deadline is still her entry


# The decision alone, without files ----------------------------------------------------------------


class _List:
    def __init__(self, player: str, fingerprint: str) -> None:
        self.player, self.fingerprint, self.army = player, fingerprint, {"units": [{"element": fingerprint}]}
        self.canonical_sha256 = fingerprint


def _held(fingerprint: str, valid: bool, day: int) -> Held:
    army = _List("", fingerprint).army
    return Held(fingerprint, valid, _at(day), fingerprint, army, False, fingerprint)


def _at(day: int) -> datetime.datetime:
    return datetime.datetime(2027, 3, day, 12, tzinfo=datetime.UTC)


def _arrival(player: str, fingerprint: str, day: int, valid: bool = True) -> Arrival:
    """A list of the player whose id is their name in lower case."""
    return Arrival(
        _List(player, fingerprint),
        player.lower(),
        f"{player}-{fingerprint}.yaml",
        _at(day),
        valid,
        fingerprint,
    )


def test_the_decision_gives_every_status_from_receipt_times_alone() -> None:
    held = {
        "anna": _held("a1", True, 1),
        "ben": _held("b1", False, 1),
        "dan": _held("d1", True, 1),
    }
    sent = [
        _arrival("Anna", "a1", 1),  # her entry, on time
        _arrival("Anna", "a2", 9),  # after the deadline: a change
        _arrival("Ben", "b1", 1, valid=False),
        _arrival("Ben", "b2", 9),  # mends his NOT VALID entry
        _arrival("Carl", "c1", 2),  # on time, then replaced on time
        _arrival("Carl", "c2", 3),
        _arrival("Erin", "e1", 9),  # after the deadline, no entry
        None,  # a file that takes no part
    ]
    decided = decide(sent, held, _at(7), "Drill Hall")
    assert decided.status == ["locked", "changed", "locked", "fixed", "superseded", "locked", "late", ""]
    assert decided.missing == ["dan"]  # his entry stands: only `event withdraw` withdraws
    assert decided.pending == {"anna": 1, "ben": 3, "erin": 6}
    assert decided.entries == {"anna": 0, "ben": 2, "carl": 5}
    codes = [[p.code for p in found] for found in decided.found]
    assert codes == [
        [],
        ["event.changed"],
        [],
        ["event.changed"],
        ["event.superseded"],
        [],
        ["event.late"],
        [],
    ]
    # Carl's replacement is an update once the lock holds his first list.
    again = decide(sent, {**held, "carl": _held("c1", True, 2)}, _at(7), "Drill Hall")
    assert again.status[5] == "updated"


def test_the_decision_under_relock_judges_each_waiting_list_as_accepted() -> None:
    held = {"anna": _held("a1", True, 1), "ben": _held("b1", False, 1)}
    sent = [
        _arrival("Anna", "a1", 1),  # her entry, on time
        _arrival("Anna", "a2", 9),  # a change, accepted
        _arrival("Ben", "b1", 1, valid=False),
        _arrival("Ben", "b2", 9),  # a fix, accepted
        _arrival("Erin", "e1", 9),  # late, accepted
    ]
    decided = decide(sent, held, _at(7), "Drill Hall", relock=True)
    assert decided.status == ["superseded", "updated", "superseded", "updated", "locked"]
    assert decided.pending == {"anna": 1, "ben": 3, "erin": 4}
    assert decided.waits == {1: "changed", 3: "fixed", 4: "late"}
    said = [[p.message for p in found] for found in decided.found]
    assert "the organiser accepted a newer list (fingerprint a2" in said[0][0]
    assert said[1:] == [[], [said[2][0]], [], []] and "(fingerprint b2" in said[2][0]


def test_the_lock_counts_only_players_held_to_an_entry() -> None:
    def one(player: str) -> dict[str, object]:
        return {
            "army": "Rifles",
            "label": f"{player}.yaml",
            "file": f"{player}.yaml",
            "contents": {"units": []},
            "canonical_sha256": player,
            "fingerprint": player,
            "sha256": player,
            "valid": True,
        }

    lock = Lock.model_validate(
        {
            "event": {"name": "Drill Hall", "system": "tank-attack"},
            "locked_at": DEADLINE.isoformat(),
            "players": [
                {"id": "p1", "name": "anna", "status": "locked", "entry": one("anna")},
                {"id": "p2", "name": "ben", "status": "updated", "entry": one("ben")},
                # his entry is kept, but holds no one
                {"id": "p3", "name": "dan", "status": "withdrawn", "entry": one("dan")},
                # none yet
                {
                    "id": "p4",
                    "name": "erin",
                    "pending": [{**one("erin"), "status": "late", "received": AFTER}],
                },
            ],
        },
        strict=False,
    )
    assert locked_players(lock) == 2


def test_late_lists_naming_no_player_wait_apart_under_their_files(cli, week) -> None:
    folder, _, out = week
    pack(cli, week)
    anonymous = EXAMPLE.read_text().replace("player: A. Player\n", "")
    one = sent(folder / "one.yaml", anonymous, AFTER)
    sent(folder / "two.yaml", anonymous.replace("count: 2", "count: 1", 1), AFTER)
    result = pack(cli, week)
    assert f"{folder / 'one.yaml'} (late), {folder / 'two.yaml'} (late)" in result.out
    accepted = cli("event", "accept", out / "lock.json", str(one))
    assert accepted.code == 0 and "the first entry" in accepted.out
    lock = read_lock(out / "lock.json")
    assert [(p.entry and p.entry.file, len(p.pending)) for p in lock.players if p.name is None] == [
        (str(one), 0),
        (None, 1),
    ]


def test_a_list_naming_no_player_is_named_one_way_in_every_output_and_accept_takes_that_name(
    cli, week
) -> None:
    """The judges' pack cover and what waits for `event accept` name it by its file, as the lock
    keys it, and `event accept` takes that name; its note is found by the file's name. The
    summary's `player` cell is empty (a script reading it found a path there): its `file` names it."""
    folder, _, out = week
    pack(cli, week)
    anonymous = sent(folder / "frank.yaml", EXAMPLE.read_text().replace("player: A. Player\n", ""), AFTER)
    result = pack(cli, week)
    rows = {Path(r["file"]).name: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    named = str(anonymous)
    assert rows["frank.yaml"]["player"] == "" and rows["frank.yaml"]["file"] == named
    assert f"{named} (late)" in result.out
    with pdfplumber.open(out / "judges-pack.pdf") as pdf:
        cover = pdf.pages[0]
        heads = {word["text"]: word for word in cover.extract_words()}
        column = cover.crop(
            (heads["Player"]["x0"], heads["Player"]["top"], heads["Army"]["x0"] - 2, cover.height)
        )
        players = "".join((column.extract_text() or "").split())  # the cover's Player column
    assert "".join(named.split()) in players and "(none)" not in players
    assert (out / "notes" / "frank.txt").is_file(), "a note is found by the list's file name"
    accepted = cli("event", "accept", out / "lock.json", named)
    assert accepted.code == 0 and f"Accepted {named}'s list" in accepted.out


def test_publish_refuses_to_write_over_a_list_the_lock_keeps_as_replaced_or_waiting(cli, week) -> None:
    """`-o inbox/anna.yaml` wrote the page over Anna's first list once a newer one replaced it: a
    list the lock keeps in a player's history or waiting for `event accept` is theirs too."""
    folder, _, out = week
    pack(cli, week)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    for kept in (folder / "anna.yaml", folder / "erin.yaml"):
        before = kept.read_text()
        result = cli("event", "publish", out / "lock.json", "-o", kept)
        assert result.code == 2 and f"would overwrite {kept}" in result.err
        assert kept.read_text() == before


def test_publish_shows_each_entry_with_its_status_and_not_the_lists_still_waiting(
    cli, week, tmp_path: Path
) -> None:
    folder, _, out = week
    pack(cli, week)
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    sent(folder / "anna-v2.yaml", of("Anna Smith", FEWER_TANKS), BEFORE + 60)
    (folder / "dan.yaml").unlink()
    pack(cli, week)
    assert cli("event", "withdraw", out / "lock.json", "Dan Wu").code == 0
    page = tmp_path / "lists.md"
    assert cli("event", "publish", out / "lock.json", "-o", page, "--format", "markdown").code == 0
    text = page.read_text()
    assert "Erin Wu" not in text  # late, not accepted
    # Players are told the lists' deadline, not the day the organiser first packed.
    assert "2 lists, due by 2027-03-07 23:59 UTC." in text
    anna = text[text.index("## Anna Smith") :].split("\n## ")[0]
    assert "status: updated" in anna
    assert "Dan Wu" not in text  # withdrawn: his entry is kept, and not played


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"lists": [], "n": ' + "1" * 5000 + "}"])
def test_a_hostile_lock_file_is_refused_with_a_message(cli, tmp_path: Path, text: str) -> None:
    """A lock nested past Python's stack or holding a number past its 4,300 digits is named, not a crash."""
    lock = tmp_path / "lock.json"
    lock.write_text(text)
    for args in (
        ("verify", lock, "7744-8960-997c"),
        ("event", "publish", lock, "-o", tmp_path / "lists.html"),
    ):
        result = cli(*args)
        assert result.code == 1
        assert (
            f"{lock}: this is not a lock file: it is nested too deep or holds too long a number" in result.err
        )


# No lost update: every writer of the lock holds it while it reads, decides and writes -----------

NOW = datetime.datetime(2027, 3, 12, 9, tzinfo=datetime.UTC)


def _waiting(process: subprocess.Popen[str]) -> str:
    """What the command said on stderr up to saying it waits (all of it, if it never does)."""
    said = ""
    assert process.stderr is not None
    for line in process.stderr:
        said += line
        if "waiting for" in line:
            break
    return said


def _command(*args: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "armybuilder", *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_pack_waits_for_an_accept_and_keeps_the_list_it_took_in(cli, week) -> None:
    """Erin's late list waits; a pack starts while `event accept` holds the lock and takes her
    list in; the pack waits, reads the lock again, and Erin's entry survives it."""
    folder, event_file, out = week
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    sent(folder / "fay.yaml", of("Fay Lin"), AFTER)  # so the pack has something of its own to write
    lock_path = out / "lock.json"
    with held(lock_path):  # `event accept`, holding the lock while it decides and writes
        packing = _command("event", "pack", event_file, folder, "-o", out)
        said = _waiting(packing)
        assert f"waiting for {lock_path}: another armybuilder command is writing it" in said, said
        taken, _ = accept(read_lock(lock_path), ["Erin Wu"], NOW)
        write_lock(taken, lock_path)
    _, err = packing.communicate(timeout=120)
    assert packing.returncode == 0, err
    players = {player.name: player for player in read_lock(lock_path).players}
    assert players["Erin Wu"].entry is not None and players["Erin Wu"].pending == []
    assert [happened.kind for happened in players["Erin Wu"].history] == ["accepted"]
    assert [waiting.status for waiting in players["Fay Lin"].pending] == ["late"]


def test_an_accept_waits_for_a_pack_and_takes_in_what_the_pack_wrote(cli, week) -> None:
    """`event accept --all` starts while a pack holds the lock and writes Fay's late list into it:
    the accept waits, reads the lock again, and takes in Fay's list beside Erin's."""
    folder, event_file, out = week
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    lock_path = out / "lock.json"
    sent(folder / "fay.yaml", of("Fay Lin"), AFTER)
    elsewhere = out.parent / "pack-elsewhere"
    shutil.copytree(out, elsewhere)
    assert cli("event", "pack", event_file, folder, "-o", elsewhere).code == 0  # the lock the pack writes
    with held(lock_path):  # the pack, holding the lock while it writes
        accepting = _command("event", "accept", lock_path, "--all")
        assert "waiting for" in _waiting(accepting)
        shutil.copyfile(elsewhere / "lock.json", lock_path)
    said, err = accepting.communicate(timeout=120)
    assert accepting.returncode == 0, err
    assert "Accepted Erin Wu's list" in said and "Accepted Fay Lin's list" in said
    players = {player.name: player for player in read_lock(lock_path).players}
    assert players["Erin Wu"].entry is not None and players["Fay Lin"].entry is not None


def test_a_writer_kept_waiting_too_long_says_so_and_writes_nothing(
    cli,
    week,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder, _, out = week
    sent(folder / "erin.yaml", of("Erin Wu"), AFTER)
    pack(cli, week)
    lock_path = out / "lock.json"
    before = lock_path.read_text()
    monkeypatch.setattr("armybuilder.files.locking.WAIT", 0)
    with held(lock_path):
        result = cli("event", "accept", lock_path, "Erin Wu")
    assert result.code == 1 and lock_path.read_text() == before
    assert f"waiting for {lock_path}: another armybuilder command is writing it" in result.err
    assert (
        f"cannot write {lock_path}: another armybuilder has been changing it for over 0 s "
        "(it holds lock.json.lock), so nothing was written; let that command finish, then run this again"
        in result.err
    )
