"""The folder `event pack` writes: only its own files, recorded in a manifest, no link out of it followed.

An organiser's OUT may hold their own files (a spreadsheet beside summary.csv, a letter in
notes/); a pack replaces or removes only what a pack wrote, as `OUT/.armybuilder-pack` lists it.
A folder without a manifest is adopted when it holds only what an earlier pack writes, and
otherwise needs --force. Every path is checked before anything is written, so a `notes` link to
another folder is refused rather than written through.
"""

import json
import os
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from armybuilder.atomic import write_text
from armybuilder.errors import UsageError

MANIFEST = ".armybuilder-pack"
NOTES = "notes"
FIXED = ("summary.csv", "lock.json", "lock.json.bak", "lock.json.lock", "judges-pack.pdf")
"""The files a pack writes under one name every run: replaced when written, never removed (the
lock's `.lock` file, which `filelock` locks, is never written)."""

NOTE_MARK = "Check it yourself before sending: armybuilder check"
DRAFT = ".eml"
"""A note's draft reply, beside it: `notes/PLAYER.eml`."""
"""A line every note ends with: how a note from a pack older than the manifest is told from a user's file."""


@dataclass
class PackFolder:
    """OUT, with what an earlier pack wrote there and what this one writes."""

    root: Path
    earlier: frozenset[str]
    note_names: dict[str, str] = field(default_factory=dict)
    """Each player's note file name, by player key, as every pack into OUT has given them."""
    written: set[str] = field(default_factory=set)

    def notes_for(self, players: list[tuple[str, str]]) -> list[str]:
        """A note file name for each (player key, name stem): the name an earlier pack gave that
        player, else the stem, numbered past every name taken, so a player's note keeps its name
        from run to run whoever else sends a list."""
        folder = self.root / NOTES
        foreign = {p.name.casefold() for p in folder.iterdir()} if folder.is_dir() else set()
        foreign -= {PurePosixPath(name).name.casefold() for name in self.earlier if _is_note(name)}
        taken = foreign | {name.casefold() for name in self.note_names.values()}
        names = []
        for key, stem in players:
            if key not in self.note_names:
                name, number = f"{stem}.txt", 1
                while name.casefold() in taken or draft_name(name).casefold() in taken:
                    number += 1
                    name = f"{stem}-{number}.txt"
                taken.update((name.casefold(), draft_name(name).casefold()))
                self.note_names[key] = name
            names.append(self.note_names[key])
        return names

    def keep_note(self, key: str) -> None:
        """Keep, as it is, the note an earlier pack wrote for the player `key`, who sent nothing this
        time; not its draft reply, which answers a message that no longer counts."""
        name = self.note_names.get(key)
        if name is not None and f"{NOTES}/{name}" in self.earlier and (self.root / NOTES / name).is_file():
            self.written.add(f"{NOTES}/{name}")

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
        """Where to write `name`, recorded as the pack's own."""
        self.written.add(name)
        return self.root / name

    def write_text(self, name: str, text: str) -> None:
        write_text(self.path(name), text)

    def finish(self) -> None:
        """Remove the notes an earlier pack wrote and this one did not, then record what is the pack's."""
        for name in sorted(self.earlier - self.written):
            if _is_note(name):
                (self.root / name).unlink(missing_ok=True)
        kept = {name for name in self.earlier if name in FIXED and (self.root / name).exists()}
        manifest = {
            "armybuilder-pack": 1,
            "files": sorted(self.written | kept),
            "notes": dict(sorted(self.note_names.items())),
        }
        write_text(self.root / MANIFEST, json.dumps(manifest, indent=2) + "\n")


def pack_folder(root: Path, *, force: bool) -> PackFolder:
    """OUT made ready for a pack: created if need be, its earlier pack's files known."""
    if root.exists() and not root.is_dir():
        raise UsageError(f"{root} is a file; -o names the folder to write the pack into")
    folder = PackFolder(root, frozenset())
    folder.claim([MANIFEST, NOTES, *FIXED])
    root.mkdir(parents=True, exist_ok=True)
    recorded = _manifest(root / MANIFEST)
    if recorded is not None:
        return PackFolder(root, *recorded)
    own, other = _adoptable(root)
    if other and not force:
        shown = ", ".join(str(root / name) for name in other[:3]) + (", ..." if len(other) > 3 else "")
        raise UsageError(
            f"{root} holds files no pack wrote ({shown}); give an empty or new folder, "
            "or --force to write beside them (they are left alone)"
        )
    return PackFolder(root, frozenset(own))


def _manifest(path: Path) -> tuple[frozenset[str], dict[str, str]] | None:
    """The pack's own files and the players' note names as the manifest lists them; None without
    a readable one."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        files, notes = data["files"], data.get("notes", {})
    # RecursionError: a manifest nested past Python's stack is damaged like any other.
    except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None
    if not isinstance(files, list) or not isinstance(notes, dict):
        return None
    # Only names a pack writes count: an edited manifest cannot make a pack remove anything else.
    own = frozenset(name for name in files if isinstance(name, str) and (name in FIXED or _is_note(name)))
    names = {
        key: name
        for key, name in notes.items()
        if isinstance(key, str) and isinstance(name, str) and _is_note(f"{NOTES}/{name}")
    }
    return own, names


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
        return NOTE_MARK in text
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
