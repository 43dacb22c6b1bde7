"""The folder `event pack` writes: only its own files, recorded in a manifest, no link out of it followed.

An organiser's OUT may hold their own files (a spreadsheet beside summary.csv, a letter in
notes/); a pack replaces or removes only what a pack wrote, as `OUT/.armybuilder-pack` lists it
with the SHA-256 of each file as written. The manifest is a file anyone may edit, and a file's
SHA-256 anyone can compute, so each entry also carries an HMAC under a key of the user's own
(`user_key`): an entry counts only where it was made with that key, and only for a file whose
content is still what the pack wrote. A file changed since (or put in its place), or named by an
entry the key does not vouch for (an edited one; one of an older armybuilder, another user or
another computer), is the organiser's, left alone. A folder without a manifest is adopted when it
holds only what an earlier pack writes, and otherwise needs --force. Every path is checked
before anything is written, so a `notes` link to another folder is refused rather than written
through.
"""

import hashlib
import hmac
import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from armybuilder.errors import InputError, UsageError
from armybuilder.files.atomic import write_text
from armybuilder.files.opening import read_limited
from armybuilder.files.places import user_data
from armybuilder.files.user_key import user_key
from armybuilder.present.notes import MARK

MANIFEST = ".armybuilder-pack"
NOTES = "notes"
FIXED = ("summary.csv", "lock.json", "lock.json.bak", "lock.json.lock", "judges-pack.pdf")
"""The files a pack writes under one name every run: replaced when written, never removed (the
lock's `.lock` file, which the lock's writers lock, is never written)."""
LOCKS = ("lock.json", "lock.json.bak", "lock.json.lock")
"""The lock, which `event accept` rewrites too: the pack's by its name, whatever it now holds."""
MANIFEST_FORMAT = 3
"""Format 3 gives each file's SHA-256 and an HMAC of it; formats 1 and 2, which anyone could have
written as they stand, vouch for nothing."""
KEY = "pack-key"
"""The user's key for the pack's records, with their data: it must outlive the packs it vouches for."""
MAX_MANIFEST = 4 * 1024 * 1024
"""Bytes of a manifest read (one of a thousand players' notes takes some 20 KB); a bigger one is damaged."""
_SHA256 = re.compile(r"[0-9a-f]{64}")

NOTE_MARKS = ("Check it yourself before sending: armybuilder check", MARK)
"""A line every note ends with (the first, before notes named no command): how a note from a pack
older than the manifest is told from a user's file."""
DRAFT = ".eml"
"""A note's draft reply, beside it: `notes/PLAYER.eml`."""
WAY = "\n"
"""Between a player's key and an address in the key of the note on the lists from that address:
no player's key (a name compared, spaces collapsed) holds a line break."""
HELD = "list "
"""How the key of a note on a list no player holds begins (a player's is `player ID`)."""


def note_key(player: str, address: str) -> str:
    """The key of a player's note on the lists sent one way: from `address`, or ('') as files."""
    return f"{player}{WAY}{address.casefold()}" if address else player


@dataclass
class PackFolder:
    """OUT, with what an earlier pack wrote there and what this one writes."""

    root: Path
    key: bytes | None
    """The user's key for the manifest's entries; None where none can be kept."""
    earlier: dict[str, str]
    """The files an earlier pack wrote that are still as it wrote them, with their SHA-256."""
    note_names: dict[str, str] = field(default_factory=dict)
    """Each player's note file name, by player key, as every pack into OUT has given them."""
    written: dict[str, str | None] = field(default_factory=dict)
    """What this pack wrote (or keeps), with the SHA-256 of what it wrote where it knows it."""
    notices: list[str] = field(default_factory=list)
    """Lines to say before the pack writes: each note left alone as no longer the pack's, a key made anew."""

    def notes_for(self, ways: list[tuple[str, str, str]]) -> list[str]:
        """A note file name for each (key, name stem, player key) of a way a player sent lists: the
        name an earlier pack gave that key, else the stem, numbered past every name taken, so a
        note keeps its name from run to run whoever else sends a list. A way with no name yet
        takes the one an earlier pack gave its player under their player key alone (one note for
        all their lists), where no other way of theirs has it. A name is kept only while no file
        but the pack's holds it or its draft's name, and for one key only: the manifest that
        remembers the names may have been edited."""
        folder = self.root / NOTES
        foreign = {p.name.casefold() for p in folder.iterdir()} if folder.is_dir() else set()
        foreign -= {PurePosixPath(name).name.casefold() for name in self.earlier if _is_note(name)}
        taken = set(foreign)
        remembered = {}
        for key, name in self.note_names.items():
            both = {name.casefold(), draft_name(name).casefold()}
            if not both & taken:
                remembered[key] = name
                taken |= both
        self.note_names = remembered
        current = {k for k, _, _ in ways}
        for key, _, player in ways:
            if key not in remembered and player in remembered and player not in current:
                self.note_names[key] = remembered.pop(player)
        # A list held for no player (`unassigned`) that the organiser then named a player for: the
        # note on what its address sent keeps its name, now under that player's key.
        for key, _, _ in ways:
            address = key.partition(WAY)[2]
            held = [
                k
                for k in remembered
                if k.startswith(HELD) and k.partition(WAY)[2] == address and k not in current
            ]
            if address and key not in remembered and len(held) == 1:
                self.note_names[key] = remembered.pop(held[0])
        names = []
        for key, stem, _ in ways:
            if key not in self.note_names:
                name, number = f"{stem}.txt", 1
                while name.casefold() in taken or draft_name(name).casefold() in taken:
                    number += 1
                    name = f"{stem}-{number}.txt"
                taken.update((name.casefold(), draft_name(name).casefold()))
                self.note_names[key] = name
            names.append(self.note_names[key])
        return names

    def keep_notes(self, player: str) -> None:
        """Keep, as they are, the notes an earlier pack wrote for the player `player` (their key),
        who sent nothing this time; not their draft replies, which answer messages that no longer count."""
        for key, name in self.note_names.items():
            if (key == player or key.startswith(f"{player}{WAY}")) and f"{NOTES}/{name}" in self.earlier:
                self.written[f"{NOTES}/{name}"] = self.earlier[f"{NOTES}/{name}"]

    def claim(self, names: list[str]) -> None:
        """Refuse, before anything is written, any of `names` that would go through a link out of OUT."""
        inside = self.root.resolve()
        for name in names:
            path = self.root
            for part in PurePosixPath(name).parts:
                path = path / part
                if path.is_symlink() and not Path(os.path.realpath(path)).is_relative_to(inside):
                    raise UsageError(
                        f"{path} is a link out of {self.root}; the pack writes only inside it: "
                        "remove the link or give another -o"
                    )

    def path(self, name: str) -> Path:
        """Where to write `name` (another module writes it), recorded as the pack's own."""
        self.written[name] = None
        return self.root / name

    def write_text(self, name: str, text: str) -> None:
        """Write `name`, unless it holds these very bytes as an earlier pack wrote them: a pack
        run again as lists come in rewrites only the notes that changed. Replacing a file, even
        with the same bytes, syncs it to the disk and frees the old one's blocks: 2 to 8 ms a file
        on a shared disk, where a pack of 40 takes 0.5 s. The file is read again now, not only as
        the pack began: it may have changed while the lists were checked (another pack into OUT,
        a hand), and the manifest must record what it holds."""
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        path = self.root / name
        # A lock's digest is not checked.
        if name in LOCKS or self.earlier.get(name) != digest or _sha256(path) != digest:
            write_text(path, text)
        self.written[name] = digest

    def finish(self, *, whole: bool = True) -> None:
        """Record what is the pack's; after a `whole` pack, first remove the notes an earlier pack
        wrote and this one did not. After a pack that stopped part way, the files it wrote are
        recorded all the same, so the next pack knows them for its own."""
        if whole:
            for name in sorted(self.earlier.keys() - self.written.keys()):
                if _is_note(name):
                    (self.root / name).unlink(missing_ok=True)
        mine = dict(self.written)
        # Kept as they are: the lock's backup a pack did not rewrite; after a part, every earlier file.
        mine.update(
            (name, digest)
            for name, digest in self.earlier.items()
            if name not in mine and (name in FIXED or not whole)
        )
        files = {}
        for name in sorted(mine):
            # The lock by what it now holds: `event accept` rewrites it under its lock.
            digest = _sha256(self.root / name) if name in LOCKS or mine[name] is None else mine[name]
            if digest is not None:
                files[name] = {"sha256": digest} | (
                    {"hmac": _mac(self.key, name, digest)} if self.key else {}
                )
        manifest = {
            "armybuilder-pack": MANIFEST_FORMAT,
            "files": files,
            "notes": dict(sorted(self.note_names.items())),
        }
        write_text(self.root / MANIFEST, json.dumps(manifest, indent=2) + "\n")


def pack_folder(root: Path, *, force: bool) -> PackFolder:
    """OUT made ready for a pack: created if need be, its earlier pack's files known."""
    if root.exists() and not root.is_dir():
        raise UsageError(f"{root} is a file; -o names the folder to write the pack into")
    folder = PackFolder(root, None, {})
    folder.claim([MANIFEST, NOTES, *FIXED])
    root.mkdir(parents=True, exist_ok=True)
    key_file = user_data() / KEY
    notices: list[str] = []
    key = user_key(
        key_file,
        lambda: notices.append(
            f"replaced your key for the pack's records {key_file}, which was not yours alone: "
            "the records made under it no longer vouch for the files they name"
        ),
    )
    if key is None:
        notices.append(
            f"cannot keep your key for the pack's records in {key_file}, so the next pack cannot "
            "tell the files this one writes from yours, and leaves them alone"
        )
    recorded = _manifest(root / MANIFEST, key)
    if recorded is not None:
        folder = _as_recorded(root, key, *recorded)
    else:
        own, other = _adoptable(root)
        if other and not force:
            shown = ", ".join(str(root / name) for name in other[:3]) + (", ..." if len(other) > 3 else "")
            raise UsageError(
                f"{root} holds files no pack wrote ({shown}); give an empty or new folder, "
                "or --force to write beside them (they are left alone)"
            )
        folder = PackFolder(root, key, {name: digest for name in own if (digest := _sha256(root / name))})
    folder.notices[:0] = notices
    return folder


def _as_recorded(
    root: Path, key: bytes | None, files: dict[str, str | None], notes: dict[str, str]
) -> PackFolder:
    """OUT as its manifest records it, each entry trusted only where the user's key vouches for it
    (`files` gives None for one it does not) and for a file still as the pack wrote it. A note
    that is not is left alone (its player's next note takes another name); a summary or judges'
    pack refuses the pack, as scripts read them by name and a note elsewhere would leave them
    stale while the organiser's change would be lost."""
    earlier = {
        name: digest
        for name, digest in files.items()
        if digest is not None and _as_written(root / name, name, digest)
    }
    for name in FIXED:
        path = root / name
        if name not in earlier and name not in LOCKS and os.path.lexists(path):
            why = _why_not(root, files, name, "it was changed or replaced since")
            raise UsageError(
                f"{path} is not the file the last pack wrote ({why}), so the pack leaves it alone "
                "and writes nothing: move it out of the folder, or give another -o"
            )
    folder = PackFolder(root, key, earlier, notes)
    changed = "it was changed since"
    folder.notices = [
        f"{root / name} is not the note the last pack wrote ({_why_not(root, files, name, changed)}), "
        "so it is left alone; its player's next note takes another name"
        for name in sorted(files)
        if _is_note(name) and name not in earlier and os.path.lexists(root / name)
    ]
    return folder


def _why_not(root: Path, files: dict[str, str | None], name: str, changed: str) -> str:
    """Why a file is not taken for the pack's: `changed` since, or not vouched for."""
    if name not in files:
        return f"{root / MANIFEST} does not name it"
    if files[name] is not None:
        return changed
    return (
        f"{root / MANIFEST} names it, but not under your key: that record was edited, or made by "
        "another user, on another computer or by an older armybuilder"
    )


def _as_written(path: Path, name: str, digest: str) -> bool:
    """Whether the file at `path` is still the one a pack wrote there: the content it recorded, or
    for the lock, which `event accept` rewrites, its name."""
    if name in LOCKS:
        return _regular(path)
    return _sha256(path) == digest


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def _sha256(path: Path) -> str | None:
    """The SHA-256 of a regular file's content, read without following a link; None for anything else."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    with os.fdopen(descriptor, "rb") as file:
        try:
            if not stat.S_ISREG(os.fstat(descriptor).st_mode):
                return None
            return hashlib.file_digest(file, "sha256").hexdigest()
        except OSError:
            return None


def _manifest(path: Path, key: bytes | None) -> tuple[dict[str, str | None], dict[str, str]] | None:
    """The files the manifest says a pack wrote, each with its recorded SHA-256 where the user's
    key vouches for it (else None), and the players' note names; None without a readable one.

    Read as a stranger's file: bounded, and only names a pack writes count (a summary, the lock,
    the judges' pack, `notes/NAME` of a note or draft), so no entry reaches outside OUT or names
    anything else.
    """
    try:
        text = read_limited(path, MAX_MANIFEST)
        if len(text) > MAX_MANIFEST:
            return None
        data = json.loads(text)
        files, notes = data["files"], data.get("notes", {})
    # RecursionError: a manifest nested past Python's stack is damaged like any other.
    except (InputError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
    if isinstance(files, list):  # format 1: names alone
        files = dict.fromkeys(files)
    if not isinstance(files, dict) or not isinstance(notes, dict):
        return None
    own = {name: _vouched(key, name, entry) for name, entry in files.items() if _pack_name(name)}
    names = {
        key: name
        for key, name in notes.items()
        if isinstance(key, str) and isinstance(name, str) and _pack_name(f"{NOTES}/{name}")
    }
    return own, names


def _vouched(key: bytes | None, name: str, entry: object) -> str | None:
    """The SHA-256 an entry records for `name`, where its HMAC is the user's; None otherwise."""
    if key is None or not isinstance(entry, dict):
        return None
    digest, mac = entry.get("sha256"), entry.get("hmac")
    if not (isinstance(digest, str) and _SHA256.fullmatch(digest) and isinstance(mac, str)):
        return None
    return digest if hmac.compare_digest(mac.encode(), _mac(key, name, digest).encode()) else None


def _mac(key: bytes, name: str, digest: str) -> str:
    """An entry's HMAC: it binds the file's name to its content, so no entry serves another file."""
    return hmac.new(
        key, f"{MANIFEST} {MANIFEST_FORMAT}\n{name}\n{digest}".encode(), hashlib.sha256
    ).hexdigest()


def _pack_name(name: object) -> bool:
    """Whether a manifest's name is one a pack writes, inside OUT: no `..`, no full path, nothing
    the file system cannot name."""
    return (
        isinstance(name, str)
        and name.isprintable()
        and "\\" not in name
        and (name in FIXED or _is_note(name))
    )


def draft_name(note: str) -> str:
    """The name of a note's draft reply: `Anna-Smith.eml` beside `Anna-Smith.txt`."""
    return note.removesuffix(".txt") + DRAFT


def _is_note(name: str) -> bool:
    """A note or a note's draft reply, as the pack names them."""
    parts = PurePosixPath(name).parts
    return (
        len(parts) == 2
        and parts[0] == NOTES
        and parts[1].endswith((".txt", DRAFT))
        and not parts[1].startswith(".")
    )


def _adoptable(root: Path) -> tuple[list[str], list[str]]:
    """What is in OUT, split into what an earlier pack wrote and everything else."""
    own: list[str] = []
    other: list[str] = []
    for entry in sorted(root.iterdir()):
        if entry.name in FIXED and entry.is_file():
            own.append(entry.name)
        elif entry.name == NOTES and entry.is_dir() and not entry.is_symlink():
            for note in sorted(entry.iterdir()):
                name = f"{NOTES}/{note.name}"
                (own if _is_note(name) and _looks_like_note(note) else other).append(name)
        else:
            other.append(entry.name)
    return own, other


def _looks_like_note(path: Path) -> bool:
    """Whether a file is a note an earlier pack wrote, or its draft reply (the note, encoded)."""
    try:
        if not path.is_file() or path.is_symlink():
            return False
        text = path.read_text(encoding="utf-8")
        if path.suffix == DRAFT:
            text = _draft_body(text)
        return any(mark in text for mark in NOTE_MARKS)
    except (OSError, UnicodeDecodeError):
        return False


def _draft_body(text: str) -> str:
    from email import message_from_string
    from email.errors import MessageError
    from email.message import EmailMessage
    from email.policy import default

    try:
        draft = message_from_string(text, _class=EmailMessage, policy=default)
        body = draft.get_body(preferencelist=("plain",))
        return str(body.get_content()) if body is not None else ""
    except (MessageError, ValueError, LookupError, TypeError):
        return ""
