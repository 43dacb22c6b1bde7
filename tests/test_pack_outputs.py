"""What `event pack` writes into OUT: its own files only, and notes, summary and pack safe to read."""

import csv
import datetime
import hashlib
import io
import json
import os
import re
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from tests.test_events import EVENT, EXAMPLE, two_player_inbox

AFTER = 1_900_000_000
"""A receipt time after every pack of these tests (2030): a list sent after the lock."""


@pytest.fixture
def inbox(tmp_path: Path) -> tuple[Path, Path]:
    return two_player_inbox(tmp_path, {**EVENT, "severity": {"cost.under-limit": "off"}})


def test_a_pack_of_one_players_list_counts_one_note(cli, inbox, tmp_path: Path) -> None:
    """It said "Wrote .../summary.csv, 1 notes in ..."."""
    folder, event_file = inbox
    (folder / "ben.yaml").unlink()
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert f", 1 note in {tmp_path / 'pack' / 'notes'}, " in result.out


def test_a_pack_syncs_each_file_before_its_rename_and_each_folder_once_after(
    cli, inbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import stat

    folder, event_file = inbox
    synced: list[tuple[str, bool]] = []
    fsync = os.fsync

    def noted(descriptor: int) -> None:
        path = os.readlink(f"/proc/self/fd/{descriptor}")
        synced.append((path, stat.S_ISDIR(os.fstat(descriptor).st_mode)))
        fsync(descriptor)

    monkeypatch.setattr(os, "fsync", noted)
    assert cli("event", "pack", event_file, folder, "-o", tmp_path / "pack").code == 0
    folders = [path for path, is_folder in synced if is_folder]
    written = [path for path, is_folder in synced if not is_folder]
    assert sorted(folders) == sorted(set(folders)) and str(tmp_path / "pack" / "notes") in folders
    assert len(written) >= 5  # the summary, notes, drafts, the judges' pack and the lock, each synced
    # The pack's folders are synced after the last of their files.
    assert synced.index((str(tmp_path / "pack"), True)) > max(
        n for n, (path, is_folder) in enumerate(synced) if not is_folder and path.startswith(str(tmp_path))
    )


def test_a_pack_given_the_inbox_before_the_event_file_says_which_comes_first(
    cli, inbox, tmp_path: Path
) -> None:
    """It said only "inbox: this is a folder, not a file; fix: give the path of a YAML file"."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    result = cli("event", "pack", folder, event_file, "-o", out)
    assert result.code == 2 and not out.exists()
    assert result.err.endswith(
        f"{folder} is a folder; the event file comes first: armybuilder event pack EVENT.yaml {folder} -o {out}\n"
    )


def test_a_pack_records_what_it_wrote_and_removes_only_its_own_stale_notes(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    manifest = json.loads((out / ".armybuilder-pack").read_text())
    assert sorted(manifest["files"]) == [
        "judges-pack.pdf",
        "lock.json",
        "notes/Anna-Smith.txt",
        "notes/Ben-Ortiz.txt",
        "summary.csv",
    ]
    for name, entry in manifest["files"].items():  # each file's content as the pack wrote it
        assert entry["sha256"] == hashlib.sha256((out / name).read_bytes()).hexdigest()
    (out / "notes" / "to-do.txt").write_text("ring Ben about his limit\n")
    (out / "my-sheet.ods").write_text("mine")
    (folder / "ben.yaml").unlink()
    anna = (folder / "anna.yaml").read_text()
    (folder / "anna-v2.yaml").write_text(anna.replace("count: 2", "count: 1", 1))
    # A newer list of Anna's (seconds later, never in the same second as hers): the lock is rewritten.
    later = (folder / "anna.yaml").stat().st_mtime + 2
    os.utime(folder / "anna-v2.yaml", (later, later))
    (folder / "junk.yaml").write_text("format: 1\nplayer: Cy Junk\nunits: [rifles\n")
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    assert (out / "notes" / "Cy-Junk.txt").exists()
    (folder / "junk.yaml").unlink()
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    # Ben's list is gone from the inbox: his entry and note are kept. The unreadable file's note
    # goes with the file.
    assert "Ben Ortiz: [event.missing]" in again.out
    assert sorted(p.name for p in (out / "notes").iterdir()) == [
        "Anna-Smith.txt",
        "Ben-Ortiz.txt",
        "to-do.txt",
    ]
    assert (out / "notes" / "to-do.txt").read_text() == "ring Ben about his limit\n"
    assert (out / "my-sheet.ods").read_text() == "mine"
    assert {"lock.json", "lock.json.bak"} <= set(json.loads((out / ".armybuilder-pack").read_text())["files"])
    key = Path(os.environ["XDG_DATA_HOME"]) / "armybuilder" / "pack-key"
    assert key.stat().st_mode & 0o777 == 0o600, (
        "the key the manifest's entries are made with is the user's alone"
    )


def test_a_pack_run_again_replaces_only_the_notes_whose_words_changed(cli, inbox, tmp_path: Path) -> None:
    """An organiser packs again as lists come in: a note that says what it said is left as it is
    (not written again), so whatever follows the folder sees only the notes that changed."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    anna, ben = out / "notes" / "Anna-Smith.txt", out / "notes" / "Ben-Ortiz.txt"
    before = {path: (path.stat().st_ino, path.read_text()) for path in (anna, ben)}
    (folder / "anna.yaml").write_text((folder / "anna.yaml").read_text().replace("count: 2", "count: 1", 1))
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    assert (ben.stat().st_ino, ben.read_text()) == before[ben]
    assert anna.stat().st_ino != before[anna][0] and anna.read_text() != before[anna][1]
    for name, entry in json.loads((out / ".armybuilder-pack").read_text())["files"].items():
        assert entry["sha256"] == hashlib.sha256((out / name).read_bytes()).hexdigest()


def test_a_note_changed_while_the_lists_are_checked_is_written_as_the_pack_records_it(
    cli, inbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another pack into OUT (the hand-in page's, say), or a hand, changed a note after this pack
    read OUT and before it wrote: the note was left as changed while the manifest recorded the
    pack's words, so the next pack took it for the organiser's, left it stale and named the
    player's note anew."""
    from armybuilder.events import outputs, pack

    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    ben = out / "notes" / "Ben-Ortiz.txt"
    written = ben.read_text()

    def changed_meanwhile(root: Path, *, force: bool) -> outputs.PackFolder:
        made = outputs.pack_folder(root, force=force)
        ben.write_text("Ben's list is short of a general\n")
        return made

    monkeypatch.setattr(pack, "pack_folder", changed_meanwhile)
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    assert ben.read_text() == written
    for name, entry in json.loads((out / ".armybuilder-pack").read_text())["files"].items():
        assert entry["sha256"] == hashlib.sha256((out / name).read_bytes()).hexdigest(), name


def test_a_notes_link_out_of_out_is_refused_before_anything_is_written(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    elsewhere = tmp_path / "letters"
    elsewhere.mkdir()
    (elsewhere / "granny.txt").write_text("dear granny")
    out = tmp_path / "pack"
    out.mkdir()
    (out / "notes").symlink_to(elsewhere)
    result = cli("event", "pack", event_file, folder, "-o", out, "--force")
    assert result.code == 2
    assert "is a link out of" in result.err
    assert sorted(p.name for p in elsewhere.iterdir()) == ["granny.txt"]
    assert sorted(p.name for p in out.iterdir()) == ["notes"]


def test_a_summary_link_out_of_out_is_refused(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    precious = tmp_path / "accounts.csv"
    precious.write_text("money\n")
    out = tmp_path / "pack"
    out.mkdir()
    (out / "summary.csv").symlink_to(precious)
    assert cli("event", "pack", event_file, folder, "-o", out, "--force").code == 2
    assert precious.read_text() == "money\n"


def test_a_note_replaced_by_a_link_is_left_alone_and_nothing_is_written_through_it(
    cli, inbox, tmp_path: Path
) -> None:
    """`notes/Anna-Smith.txt -> ../mine.txt` made the next pack replace mine.txt with Anna's note.
    The link is not the note the pack wrote: it stays, mine.txt with it, and Anna's note is written
    under another name, said in one line."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    mine = out / "mine.txt"
    mine.write_text("my own notes\n")
    note = out / "notes" / "Anna-Smith.txt"
    note.unlink()
    note.symlink_to("../mine.txt")
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert mine.read_text() == "my own notes\n" and note.is_symlink()
    [said] = [line for line in again.err.splitlines() if "Anna-Smith.txt" in line]
    assert said == (
        f"armybuilder: {note} is not the note the last pack wrote (it was changed since), so it is "
        "left alone; its player's next note takes another name"
    )
    assert "Anna Smith" in (out / "notes" / "Anna-Smith-2.txt").read_text()


def test_a_summary_link_inside_out_is_replaced_never_written_through(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    out.mkdir()
    (out / "accounts.csv").write_text("money\n")
    (out / "summary.csv").symlink_to("accounts.csv")
    assert cli("event", "pack", event_file, folder, "-o", out, "--force").code == 0
    assert (out / "accounts.csv").read_text() == "money\n"
    assert not (out / "summary.csv").is_symlink() and "Anna Smith" in (out / "summary.csv").read_text()


EDITED_MANIFESTS = {
    # name -> the manifest's files, as someone edited them, claiming the organiser's to-do.txt
    "wrong-hash": {"notes/to-do.txt": {"sha256": "0" * 64, "hmac": "0" * 64}},
    "format-2": {"notes/to-do.txt": "0" * 64},
    "no-hash": {"notes/to-do.txt": None},
    "climbing-out": {"notes/../to-do.txt": "0" * 64, "../mine.txt": "0" * 64, "/etc/passwd": None},
}


@pytest.mark.parametrize("edit", EDITED_MANIFESTS)
def test_an_edited_manifest_cannot_make_the_pack_replace_or_remove_a_file_it_never_wrote(
    cli, inbox, tmp_path: Path, edit: str
) -> None:
    """An edited `.armybuilder-pack` named the organiser's own file as the pack's: the next pack
    removed it, and one naming it as a player's note wrote the note over it."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    todo = out / "notes" / "to-do.txt"
    todo.write_text("ring Ben about his limit\n")
    (tmp_path / "mine.txt").write_text("mine\n")
    manifest = json.loads((out / ".armybuilder-pack").read_text())
    manifest["files"] |= EDITED_MANIFESTS[edit]
    manifest["notes"] = {key: "to-do.txt" for key in manifest["notes"]}  # every player's note there
    (out / ".armybuilder-pack").write_text(json.dumps(manifest))
    (folder / "ben.yaml").unlink()  # Ben's note is removed: it is the pack's
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert (
        todo.read_text() == "ring Ben about his limit\n" and (tmp_path / "mine.txt").read_text() == "mine\n"
    )
    assert "Anna Smith" in (out / "notes" / "Anna-Smith.txt").read_text()
    assert "notes/to-do.txt" not in json.loads((out / ".armybuilder-pack").read_text())["files"]


@pytest.mark.parametrize("mapped", [True, False], ids=["as-a-players-note", "as-a-stale-note"])
def test_a_manifest_entry_with_the_real_hash_of_the_organisers_file_cannot_claim_it(
    cli, inbox, tmp_path: Path, mapped: bool
) -> None:
    """Anyone can compute a file's SHA-256: an entry naming the organiser's notes/Zed-Private.txt
    with its real hash (and an HMAC copied from another entry) made the pack write Anna's note over
    it, or, unmapped, delete it as a stale note. Only an entry made under the user's key counts."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    private = out / "notes" / "Zed-Private.txt"
    private.write_text("organiser's private notes about Zed\n")
    manifest = json.loads((out / ".armybuilder-pack").read_text())
    manifest["files"]["notes/Zed-Private.txt"] = {
        "sha256": hashlib.sha256(private.read_bytes()).hexdigest(),
        "hmac": manifest["files"]["notes/Anna-Smith.txt"]["hmac"],
    }
    if mapped:
        manifest["notes"] = {key: "Zed-Private.txt" for key in manifest["notes"]}
    (out / ".armybuilder-pack").write_text(json.dumps(manifest))
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert private.read_text() == "organiser's private notes about Zed\n"
    assert (
        f"{private} is not the note the last pack wrote ({out / '.armybuilder-pack'} names it, but not under your key"
        in again.err
    )
    assert "Anna Smith" in (out / "notes" / "Anna-Smith.txt").read_text()
    assert "notes/Zed-Private.txt" not in json.loads((out / ".armybuilder-pack").read_text())["files"]


@pytest.mark.parametrize("old", ["format-1", "format-2"])
def test_a_manifest_no_key_of_the_users_vouches_for_refuses_the_pack_and_says_why(
    cli, inbox, tmp_path: Path, old: str
) -> None:
    """A record of an older armybuilder, another user's or an edited one vouches for nothing: the
    summary it names is not taken for the pack's, and the pack stops before writing anything."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    manifest = json.loads((out / ".armybuilder-pack").read_text())
    files = {name: entry["sha256"] for name, entry in manifest["files"].items()}
    manifest["files"] = list(files) if old == "format-1" else files
    (out / ".armybuilder-pack").write_text(json.dumps(manifest))
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    refused = cli("event", "pack", event_file, folder, "-o", out)
    assert refused.code == 2
    assert refused.err.endswith(
        f"{out / 'summary.csv'} is not the file the last pack wrote ({out / '.armybuilder-pack'} names it, "
        "but not under your key: that record was edited, or made by another user, on another computer or "
        "by an older armybuilder), so the pack leaves it alone and writes nothing: move it out of the "
        "folder, or give another -o\n"
    )
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_a_summary_changed_since_the_pack_wrote_it_is_left_alone_and_the_pack_refused(
    cli, inbox, tmp_path: Path
) -> None:
    """Scripts read summary.csv by its name, so the pack cannot write it elsewhere: it stops, before
    writing anything, rather than lose the organiser's change."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    summary = out / "summary.csv"
    summary.write_text(summary.read_text() + "my own total,,,\n")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    refused = cli("event", "pack", event_file, folder, "-o", out)
    assert refused.code == 2
    assert refused.err.splitlines()[-1].endswith(
        f"{summary} is not the file the last pack wrote (it was changed or replaced since), so the pack "
        "leaves it alone and writes nothing: move it out of the folder, or give another -o"
    )
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_a_note_the_organiser_changed_keeps_their_change_and_the_player_a_note_of_their_own(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    anna = out / "notes" / "Anna-Smith.txt"
    anna.write_text(anna.read_text() + "\nP.S. see you Saturday\n")
    edited = anna.read_text()
    (folder / "ben.yaml").unlink()
    for _ in range(2):
        again = cli("event", "pack", event_file, folder, "-o", out)
        assert again.code == 0, again.err
        assert anna.read_text() == edited
        assert "P.S." not in (out / "notes" / "Anna-Smith-2.txt").read_text()
    assert (out / "notes" / "Ben-Ortiz.txt").exists(), "Ben withdrew: his note is kept"


def test_a_pack_that_stopped_part_way_records_what_it_wrote(cli, inbox, tmp_path: Path, monkeypatch) -> None:
    """The summary and notes of a pack whose judges' pack could not be written are the pack's: the
    next pack replaces them rather than take them for the organiser's."""
    import errno

    import armybuilder.pdf

    folder, event_file = inbox
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    (folder / "carl.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Carl Jones"))

    def full(*args: object, **kwargs: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device", str(out / "judges-pack.pdf"))

    with monkeypatch.context() as patched:
        patched.setattr(armybuilder.pdf, "write_judges_pack", full)
        assert cli("event", "pack", event_file, folder, "-o", out).code == 1
    assert "Carl Jones" in (out / "summary.csv").read_text()
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert sorted(p.name for p in (out / "notes").iterdir()) == [
        "Anna-Smith.txt",
        "Ben-Ortiz.txt",
        "Carl-Jones.txt",
    ]


def test_a_folder_without_a_manifest_holding_other_files_needs_force(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    (out / "notes").mkdir(parents=True)
    (out / "notes" / "to-do.txt").write_text("mine")
    refused = cli("event", "pack", event_file, folder, "-o", out)
    assert refused.code == 2 and "holds files no pack wrote" in refused.err
    assert str(out / "notes" / "to-do.txt") in refused.err
    assert not (out / "summary.csv").exists()
    assert cli("event", "pack", event_file, folder, "-o", out, "--force").code == 0
    assert (out / "notes" / "to-do.txt").read_text() == "mine"
    assert "notes/to-do.txt" not in json.loads((out / ".armybuilder-pack").read_text())["files"]


def test_an_earlier_packs_files_without_a_manifest_are_adopted(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    (out / ".armybuilder-pack").unlink()  # as a pack from before the manifest left it
    (folder / "ben.yaml").unlink()
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    assert sorted(p.name for p in (out / "notes").iterdir()) == ["Anna-Smith.txt"]


@pytest.mark.parametrize(
    "damage",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"files": [' + "1" * 5000 + "]}",
        '{"files": []' + " " * 4_194_304 + "}",
    ],
    ids=["nested-too-deep", "too-long-a-number", "past-4-mb"],
)
def test_a_manifest_nested_too_deep_or_holding_too_long_a_number_is_read_as_none(
    cli, inbox, tmp_path: Path, damage: str
) -> None:
    """It was "unexpected error (RecursionError ...)": a damaged manifest is no manifest, a file no
    pack wrote, named as one, and --force writes the pack beside it."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    (out / ".armybuilder-pack").write_text(damage)
    refused = cli("event", "pack", event_file, folder, "-o", out)
    assert refused.code == 2 and f"holds files no pack wrote ({out / '.armybuilder-pack'})" in refused.err
    assert cli("event", "pack", event_file, folder, "-o", out, "--force").code == 0
    assert "summary.csv" in json.loads((out / ".armybuilder-pack").read_text())["files"]


def test_a_note_writes_out_control_characters_from_the_players_file(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    forged = (
        EXAMPLE.read_text()
        .replace("A. Player", "Eve")
        .replace("name: ", 'name: "\\e[2J\\e[32mVALID\\e]0;x\\a" #', 1)
    )
    (folder / "eve.yaml").write_text(forged)
    cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    note = (tmp_path / "pack" / "notes" / "Eve.txt").read_text()
    assert "\x1b" not in note and "\x07" not in note
    assert "\\x1b[2J\\x1b[32mVALID" in note
    # The judges' pack writes them out as the note does, rather than as a row of placeholders.
    cover = PdfReader(tmp_path / "pack" / "judges-pack.pdf").pages[0].extract_text()
    assert "\\x1b[2J\\x1b[32mVALID" in cover and "\ufffd" not in cover


def test_a_players_note_keeps_its_name_across_runs_whoever_else_sends(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    text = EXAMPLE.read_text()
    (folder / "zed.yaml").write_text(text.replace("A. Player", "Dave Lee"))
    cli("event", "pack", event_file, folder, "-o", out)
    dave = (out / "notes" / "Dave-Lee.txt").read_text()
    assert "zed.yaml" in dave
    # Another Dave, sorted first, arrives: the first Dave keeps his note's name.
    (folder / "a-dave.yaml").write_text(text.replace("A. Player", "Dave-Lee"))
    cli("event", "pack", event_file, folder, "-o", out)
    assert "zed.yaml" in (out / "notes" / "Dave-Lee.txt").read_text()
    assert "a-dave.yaml" in (out / "notes" / "Dave-Lee-2.txt").read_text()


def test_a_player_who_sent_two_lists_has_one_note_of_both(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    (folder / "anna-again.yaml").write_text(
        (folder / "anna.yaml").read_text().replace("count: 2", "count: 1", 1)
    )
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert "2 notes in" in result.out
    note = (tmp_path / "pack" / "notes" / "Anna-Smith.txt").read_text()
    assert "anna.yaml" in note and "anna-again.yaml" in note


def test_a_late_players_note_tells_them_nothing_to_run_for_the_organiser(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    (folder / "carl.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Carl Jones"))
    (folder / "anna.yaml").write_text((folder / "anna.yaml").read_text().replace("count: 2", "count: 1", 1))
    (folder / "ben.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Ben Ortiz"))
    for name in ("carl.yaml", "anna.yaml", "ben.yaml"):
        os.utime(folder / name, (AFTER, AFTER))
    result = cli("event", "pack", event_file, folder, "-o", out)
    assert f"armybuilder event accept {out / 'lock.json'}" in result.out  # the organiser is told
    for name in ("Carl-Jones.txt", "Anna-Smith.txt", "Ben-Ortiz.txt"):
        note = (out / "notes" / name).read_text()
        assert "relock" not in note and "armybuilder event" not in note
    assert (
        "Status: late. This list came after the deadline: the organiser will decide"
        in (out / "notes" / "Carl-Jones.txt").read_text()
    )
    assert (
        "until the organiser accepts it, bring the locked list"
        in (out / "notes" / "Anna-Smith.txt").read_text()
    )
    ben = (out / "notes" / "Ben-Ortiz.txt").read_text()
    assert "the organiser will review it and tell you" in ben and "play the locked list" not in ben


def test_the_event_file_in_the_inbox_is_skipped_with_a_word(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    (folder / "drill-hall.yaml").write_bytes(event_file.read_bytes())
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert f"skipped    {folder / 'drill-hall.yaml'}: an event file, not a list" in result.out
    assert "2 rosters" in result.out
    # `check` of the inbox knows it too, with or without --event.
    checked = cli("check", folder)
    assert f"skipped {folder / 'drill-hall.yaml'}: an event file, not a list" in checked.err
    assert "2 rosters" in checked.out


def test_summary_csv_has_a_bom_and_the_status_received_and_unit_of_each_list(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    (folder / "anna.yaml").write_text(
        (folder / "anna.yaml").read_text().replace("Anna Smith", "Dieter Müller")
    )
    os.utime(folder / "anna.yaml", (1_800_000_000, 1_800_000_000))
    (folder / "dan.yaml").write_text("format: 1\nplayer: 'Dan Wu'  # me\nunits: [rifles\n")
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    data = (out / "summary.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbffile,player,")
    rows = {r["file"]: r for r in csv.DictReader(io.StringIO(data.decode("utf-8-sig")))}
    anna = rows[str(folder / "anna.yaml")]
    assert anna["player"] == "Dieter Müller"
    assert (anna["status"], anna["received"], anna["unit"]) == ("locked", "2027-01-15T08:00:00+00:00", "AP")
    dan = rows[str(folder / "dan.yaml")]
    assert (dan["player"], dan["valid"], dan["status"]) == ("Dan Wu", "false", "")
    (folder / "late.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Erin"))
    os.utime(folder / "late.yaml", (AFTER, AFTER))
    cli("event", "pack", event_file, folder, "-o", out)
    rows = {r["player"]: r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))}
    assert rows["Erin"]["status"] == "late" and rows["Dieter Müller"]["status"] == "locked"


def test_summary_csv_names_the_player_of_a_roster_for_a_system_not_installed(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    (folder / "eve.yaml").write_text("format: 1\nsystem: no-such-game\nplayer: Eve Stone\nunits: []\n")
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    rows = csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))
    eve = next(r for r in rows if r["file"] == str(folder / "eve.yaml"))
    assert (eve["player"], eve["valid"]) == ("Eve Stone", "false")


def test_the_judges_pack_cover_keeps_a_5_digit_total_in_its_column_and_shows_the_status(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    big = (
        EXAMPLE.read_text()
        .replace("A. Player", "Bo Big")
        .replace("  - element: barrage", "  - element: tank\n    count: 5000")
    )
    (folder / "bo.yaml").write_text(big)
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    row = next(
        r for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig")) if r["player"] == "Bo Big"
    )
    assert len(row["total"]) == 5
    cover = PdfReader(out / "judges-pack.pdf").pages[0]
    chunks: list[tuple[str, float, float]] = []
    cover.extract_text(
        visitor_text=lambda text, cm, tm, font, size: chunks.append((text, tm[4] + cm[4], size))
    )
    total = next((x, size * len(text) * 0.6) for text, x, size in chunks if text.startswith(row["total"]))
    fingerprint = next(x for text, x, _ in chunks if text.startswith(row["fingerprint"]))
    assert total[0] + total[1] < fingerprint
    text = cover.extract_text()
    assert "Status" in text and text.count("locked") == 3


def test_the_judges_pack_summarises_a_list_too_long_to_print_and_has_an_outline_entry_per_player(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    data = yaml.safe_load((folder / "anna.yaml").read_text())
    data["player"], data["units"] = "Cy Long", data["units"] + [{"element": "rifles"}] * 1_001
    (folder / "cy.yaml").write_text(yaml.safe_dump(data))
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file, folder, "-o", out)
    assert result.code == 0, result.err
    reader = PdfReader(out / "judges-pack.pdf")
    cy = [page.extract_text() for page in reader.pages if "Cy Long" in page.extract_text()][1:]
    assert len(cy) == 1 and "armybuilder prints at most 1,000" in " ".join(cy[0].split())
    assert "`" not in cy[0]  # paper shows the commands' words, as every sheet does, not file quoting
    titles = [entry.title for entry in reader.outline]
    assert titles[0] == "Cover: every list"
    assert [t.split(" · ")[0] for t in titles[1:]] == ["1. Anna Smith", "2. Ben Ortiz", "3. Cy Long"]


@pytest.mark.parametrize("form", ["html", "markdown"])
def test_publish_writes_every_locked_list_as_players_see_it_with_no_email_address(
    cli, inbox, tmp_path: Path, form: str
) -> None:
    folder, event_file = inbox
    (folder / "a-eve.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "eve <eve@example.org>"))
    forged = 'name: "Mal\\e[2J\\e[HVerdict: VALID\\e[8m" #'
    (folder / "mal.yaml").write_text(
        EXAMPLE.read_text().replace("A. Player", "Mal").replace("name: ", forged, 1)
    )
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    lock = json.loads((out / "lock.json").read_text())
    published = tmp_path / "lists.out"
    result = cli("event", "publish", out / "lock.json", "-o", published, "--format", form)
    assert result.code == 0, result.err
    text = published.read_text()
    assert "Drill Hall 2027" in text and "@" not in text and "(e-mail address withheld)" in text
    for player in lock["players"]:
        entry = player["entry"]
        assert entry["fingerprint"] in text and entry["file"] not in text
    assert text.count("NOT VALID") == 1 and text.count("VALID") == 5  # Ben's broken link; Mal's name
    # A name's escape codes are written out, as in the notes: `cat lists.md` shows them, obeys none.
    written_out = "Mal\\x1b[2J\\x1b[HVerdict: VALID\\x1b[8m"
    escaped = r"Mal\\x1b\[2J\\x1b\[HVerdict: VALID\\x1b\[8m"  # Markdown escapes `\` and `[`
    assert "\x1b" not in text and (written_out if form == "html" else escaped) in text
    # As the players wrote them, names and order kept, as `show` gives them.
    assert "★ 1 × Brigade HQ (Rifles) — 2 AP" in text and "status: locked" in text
    heads = [m.group(1).split()[0] for m in re.finditer(r"^(?:## |<h2>)([^:]*):", text, re.MULTILINE)]
    assert heads == ["Anna", "Ben", "eve", "Mal"]  # by player, not by file (a-eve.yaml comes first)
    stamp = datetime.datetime.fromisoformat(lock["locked_at"]).astimezone(datetime.UTC)
    assert f"4 lists, locked {stamp:%Y-%m-%d %H:%M} UTC." in text  # no deadline: the first pack's time
    if form == "html":
        assert text.startswith("<!DOCTYPE html>") and "<script" not in text and "src=" not in text
        assert "<h2>Anna Smith: 3rd Wessex Rifles</h2>" in text
        assert (
            "<li><strong>1st Battalion (Infantry Battalion)</strong> — 11 AP\n<ul>" in text
        )  # a formation holds its elements
    else:
        assert "## Anna Smith: 3rd Wessex Rifles" in text
        # Withheld from the name before it is escaped: the Markdown reads back as the page shows it.
        assert "## eve \\<(e-mail address withheld)\\>: " in text


def test_publish_shows_a_list_whose_file_changed_since_the_lock_as_the_lock_holds_it(
    cli, inbox, tmp_path: Path
) -> None:
    """Only the very bytes locked are shown as written: Anna's file edited after the lock is not
    her entry, so her list is shown from the lock (the army, without her names)."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    anna = folder / "anna.yaml"
    anna.write_text(anna.read_text().replace("Brigade HQ", "Sneaky HQ").replace("count: 2", "count: 9"))
    page = tmp_path / "lists.md"
    assert cli("event", "publish", out / "lock.json", "-o", page, "--format", "markdown").code == 0
    text = page.read_text()
    anna_part, ben_part = text[text.index("## Anna") :].split("\n## Ben")
    assert "Sneaky" not in anna_part and "9 × Tank" not in anna_part and "★ 1 × Rifles — 2 AP" in anna_part
    assert "★ 1 × Brigade HQ (Rifles) — 2 AP" in ben_part


def test_a_list_that_came_by_email_gets_a_draft_reply_beside_its_note(cli, tmp_path: Path) -> None:
    from email import message_from_bytes
    from email.message import EmailMessage
    from email.policy import default

    from tests.test_mail import CORPUS

    folder = tmp_path / "inbox"
    folder.mkdir()
    for name in ("attachment.eml", "hostile.eml"):
        (folder / name).write_bytes((CORPUS / name).read_bytes())
    (folder / "zed.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "Zed Ray"))
    event_file = tmp_path / "event.yaml"
    event_file.write_text(
        yaml.safe_dump({**EVENT, "organiser": "A. Organiser", "organiser_email": "lists@drillhall.example"})
    )
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file, folder, "-o", out)
    assert result.code == 0, result.err
    assert (
        "Drafted 2 replies to the players at their addresses" in result.out
        and "nothing is sent" in result.out
    )
    notes = out / "notes"
    assert not (notes / "Zed-Ray.eml").exists(), "a list handed in as a file has no one to reply to"
    draft = message_from_bytes((notes / "Anna-Smith.eml").read_bytes(), _class=EmailMessage, policy=default)
    assert draft["To"] == "Anna Smith <anna@example.org>"
    assert draft["From"] == '"A. Organiser" <lists@drillhall.example>'
    assert draft["Subject"] == "Drill Hall 2027: your list"
    assert draft["X-Unsent"] == "1"
    assert draft["In-Reply-To"] == draft["References"] == "<anna-1@example.org>"  # in Anna's thread
    body = draft.get_body(preferencelist=("plain",))
    assert body is not None and body.get_content() == (notes / "Anna-Smith.txt").read_text()
    # A display name that decodes to line breaks and headers gives one To header, nothing more.
    [hostile] = [p for p in notes.glob("Mallory*.eml")]
    mallory = message_from_bytes(hostile.read_bytes(), _class=EmailMessage, policy=default)
    assert mallory["To"].addresses[0].addr_spec == "mallory@example.org"
    assert mallory.get_all("Bcc") is None and mallory.get_all("X-Verdict") is None
    manifest = json.loads((out / ".armybuilder-pack").read_text())
    assert {"notes/Anna-Smith.eml", "notes/Anna-Smith.txt", "notes/Zed-Ray.txt"} <= set(manifest["files"])
    # The organiser's own draft in notes/ is left alone; a draft for a list no longer sent is removed.
    (notes / "my-reply.eml").write_text("mine")
    (folder / "attachment.eml").unlink()
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    assert not (notes / "Anna-Smith.eml").exists() and (notes / "my-reply.eml").read_text() == "mine"


def test_an_earlier_packs_drafts_are_adopted_without_a_manifest(cli, tmp_path: Path) -> None:
    from tests.test_mail import CORPUS

    folder = tmp_path / "inbox"
    folder.mkdir()
    (folder / "anna.eml").write_bytes((CORPUS / "attachment.eml").read_bytes())
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    (out / ".armybuilder-pack").unlink()
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert (out / "notes" / "Anna-Smith.eml").is_file()


def test_the_published_page_shows_every_name_and_carried_value_exactly_as_written(
    cli, inbox, tmp_path: Path
) -> None:
    """The page is built from the list's parts, not by reading its Markdown back: a player's
    Markdown-like name and a value the list carries in braces (a backtick, a backslash) are shown
    as written, never taken for code or an escape."""
    folder, event_file = inbox
    written = EXAMPLE.read_text().replace("A. Player", "Tess `T` *Q*").replace("count: 4", 'count: "4`x\\\\"')
    (folder / "tess.yaml").write_text(written)
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    page = tmp_path / "lists.html"
    assert cli("event", "publish", out / "lock.json", "-o", page).code == 0
    text = page.read_text()
    assert "<h2>Tess `T` *Q*: 3rd Wessex Rifles</h2>" in text
    # The Markdown's braces hold the count as JSON, set apart (small, grey) from the list people read.
    assert '<small class="carried"> {count=&quot;4`x\\\\&quot;}</small>' in text
    assert text.count("<code>") == text.count("Fingerprint <code>")


def test_a_lock_holding_a_c1_control_from_a_players_name_reads_back(cli, inbox, tmp_path: Path) -> None:
    """A name with a C1 control (U+009B, a terminal's one-byte CSI) or a bidi override is locked
    as the player wrote it, escaped in the JSON: the lock reads back for the next pack, publish
    and verify (the text reader refuses such a character written raw), and `cat` obeys none."""
    folder, event_file = inbox
    (folder / "cy.yaml").write_text(
        EXAMPLE.read_text().replace("A. Player", "Cy").replace("name: ", 'name: "Cy\\x9b31m \\u202eRED" #', 1)
    )
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    text = (out / "lock.json").read_text()
    assert "\x9b" not in text and "\u202e" not in text and "\\u009b" in text
    assert "Cy\x9b31m \u202eRED" in [player["entry"]["army"] for player in json.loads(text)["players"]]
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert cli("event", "publish", out / "lock.json", "-o", tmp_path / "lists.html").code == 0
    assert cli("verify", out / "lock.json", folder / "cy.yaml").code == 0


def test_a_lock_holding_the_delete_control_from_a_players_name_reads_back(cli, inbox, tmp_path: Path) -> None:
    """DEL (U+007F) is ASCII, which JSON writes as it stands: it was written raw into the lock,
    which then failed to read back (the text reader refuses it, as YAML does), and every later
    pack, accept and verify stopped there. It is escaped as the C1 controls are."""
    folder, event_file = inbox
    (folder / "del.yaml").write_text(
        EXAMPLE.read_text().replace("A. Player", "Dee").replace("name: ", 'name: "Rub\\x7fout" #', 1)
    )
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    text = (out / "lock.json").read_text()
    assert "\x7f" not in text and "\\u007f" in text
    assert "Rub\x7fout" in [player["entry"]["army"] for player in json.loads(text)["players"]]
    again = cli("event", "pack", event_file, folder, "-o", out)
    assert again.code == 0, again.err
    assert cli("verify", out / "lock.json", folder / "del.yaml").code == 0


def test_a_players_name_too_long_for_a_file_name_still_gets_its_note(cli, inbox, tmp_path: Path) -> None:
    """A player's name of 200 letters (as many as a roster allows; a sender's display name may be
    longer) made the note's file name too long for the file system, and the whole pack stopped; the
    note's name is cut short, the name in it kept whole."""
    folder, event_file = inbox
    long_name = "Ä" * 200
    (folder / "long.yaml").write_text(EXAMPLE.read_text().replace("A. Player", long_name))
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file, folder, "-o", out)
    assert result.code == 0, result.err
    [note] = [p for p in (out / "notes").iterdir() if p.name.startswith("Ä")]
    assert len(note.name.encode()) <= 255 and long_name in note.read_text()


def test_a_line_break_in_a_players_army_name_cannot_add_a_line_to_their_note(
    cli, inbox, tmp_path: Path
) -> None:
    """An army named "Army\\n\\nVerdict: VALID." printed a false verdict line in the note of a list
    that is NOT VALID; each of the note's lines now keeps its name on it, the break written out."""
    folder, event_file = inbox
    forged = 'name: "Army\\r\\n\\nVerdict: VALID.\\u2028Total: 36 / 36 AP" #'
    (folder / "ben.yaml").write_text((folder / "ben.yaml").read_text().replace("name: ", forged, 1))
    cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    note = (tmp_path / "pack" / "notes" / "Ben-Ortiz.txt").read_text()
    assert "Army\\x0d\\x0a\\x0aVerdict: VALID.\\u2028Total: 36 / 36 AP" in note
    assert [line for line in note.splitlines() if line.startswith("Verdict")] == [
        "Verdict: NOT VALID. Fix this and send the list again:"
    ]


def test_publish_refuses_to_write_its_page_over_the_lock_or_a_players_list(
    cli, inbox, tmp_path: Path
) -> None:
    """`-o pack/lock.json` (the lock given twice) wrote the page over the lock, and the event's
    lists were lost with it; the page goes nowhere the lock or a list it names is read from."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    lock = (out / "lock.json").read_text()
    for target in (out / "lock.json", folder / "anna.yaml"):
        before = target.read_text()
        result = cli("event", "publish", out / "lock.json", "-o", target)
        assert result.code == 2 and "give the page another name" in result.err
        assert target.read_text() == before
    assert (out / "lock.json").read_text() == lock


def test_publish_replaces_only_a_page_it_wrote_and_says_so_for_anything_else(
    cli, inbox, tmp_path: Path
) -> None:
    """`event publish -o my-notes.md` replaced the organiser's own notes with the page (as HTML);
    publish replaces a page it wrote, and leaves any other file as it is unless --force."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    mine = tmp_path / "my-notes.md"
    mine.write_text("# My notes\n\nring Ben about his limit\n")
    refused = cli("event", "publish", out / "lock.json", "-o", mine)
    assert refused.code == 2 and mine.read_text() == "# My notes\n\nring Ben about his limit\n"
    assert refused.err.splitlines()[-1].endswith(
        f"{mine} exists and is not a page event publish wrote (it has no mark of one), so it is left "
        "alone: choose another name, or add --force to replace it"
    )
    forced = cli("event", "publish", out / "lock.json", "-o", mine, "--force")
    assert forced.code == 0, forced.err
    assert "# Drill Hall 2027: the locked lists" in mine.read_text()
    # Its own page, Markdown or HTML, is replaced with no --force: as the lists change, so does it.
    for page in (mine, tmp_path / "lists.html"):
        for _ in range(2):
            again = cli("event", "publish", out / "lock.json", "-o", page)
            assert again.code == 0, again.err
    # An organiser who edits the page and removes its mark keeps it.
    page = tmp_path / "lists.html"
    kept = "\n".join(
        line for line in page.read_text().splitlines() if "armybuilder event publish" not in line
    )
    page.write_text(kept)
    assert cli("event", "publish", out / "lock.json", "-o", page).code == 2 and page.read_text() == kept


@pytest.mark.parametrize(
    ("name", "asked", "markdown"),
    [
        ("lists.md", None, True),
        ("LISTS.Markdown", None, True),
        ("lists.html", None, False),
        ("lists.htm", None, False),
        ("lists", None, False),
        ("lists.md", "html", False),
        ("lists.html", "markdown", True),
    ],
)
def test_publish_writes_the_form_its_ending_names_unless_format_says(
    cli, inbox, tmp_path: Path, name: str, asked: str | None, markdown: bool
) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    page = tmp_path / name
    result = cli("event", "publish", out / "lock.json", "-o", page, *(["--format", asked] if asked else []))
    assert result.code == 0, result.err
    text = page.read_text()
    assert text.splitlines()[2 if markdown else 0] == (
        "# Drill Hall 2027: the locked lists" if markdown else "<!DOCTYPE html>"
    )
    assert ("<section>" in text) is not markdown


def test_pdf_and_publish_refuse_to_write_over_what_they_read_in_one_wording(
    cli, inbox, tmp_path: Path
) -> None:
    """Each named the file it would lose and what to do, but each in its own words."""
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    lock, roster = out / "lock.json", folder / "anna.yaml"
    page = cli("event", "publish", lock, "-o", lock)
    pdf = cli("pdf", roster, "-o", roster)
    assert (page.code, pdf.code) == (2, 2)
    assert page.err.splitlines()[-1].endswith(
        f": -o {lock} would overwrite {lock}, which the page is made from; "
        f"give the page another name, e.g. -o {out / 'lists.html'}"
    )
    assert pdf.err.splitlines()[-1].endswith(
        f": -o {roster} would overwrite {roster}, which the PDF is made from; "
        f"give the PDF another name, e.g. -o {folder / 'anna.pdf'}"
    )


def test_a_pack_written_into_the_inbox_itself_says_so(cli, inbox) -> None:
    """`-o inbox/` (the inbox given as OUT) said only "no lists to pack", with the lists right there."""
    folder, event_file = inbox
    result = cli("event", "pack", event_file, folder, "-o", folder)
    assert result.code == 2 and f"every list found is in {folder}, where the pack writes" in result.err


def test_a_line_break_in_a_name_stays_in_its_row_on_the_judges_pack_cover(cli, inbox, tmp_path: Path) -> None:
    """An army named "Army\\nVALID" broke into a second line of its cover row, under a NOT VALID
    list; the break is written out, as in the note."""
    folder, event_file = inbox
    forged = 'name: "Army\\nVALID" #'
    (folder / "ben.yaml").write_text((folder / "ben.yaml").read_text().replace("name: ", forged, 1))
    cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    cover = PdfReader(tmp_path / "pack" / "judges-pack.pdf").pages[0].extract_text()
    assert "Army\\x0aVALID" in cover and "Army\nVALID" not in cover


def test_a_note_is_named_for_its_player_as_written_and_a_new_roster_file_in_lowercase() -> None:
    from armybuilder.events.pack import NOTE_STEM
    from armybuilder.files.opening import file_stem

    assert file_stem("Dieter Müller / Team 2", as_written=True, most=NOTE_STEM) == "Dieter-Müller-Team-2"
    assert file_stem("Ö" * 80, as_written=True, most=NOTE_STEM) == "Ö" * NOTE_STEM, "a name cut short"
    assert file_stem("3rd Wessex Rifles (1916)") == "3rd-wessex-rifles-1916"
    assert file_stem("★ !") == file_stem("★ !", as_written=True) == "roster", "nothing of the name left"
