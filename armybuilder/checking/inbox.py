"""The lists a command line names, as they were sent: files as given, and folders searched for
rosters, lists written as text and e-mail saved by a mail program, each message giving the lists
of its parts. Every file, folder or message that gives no list is kept once, with the reason."""

from __future__ import annotations

import errno
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.checking.lists import holds_list, list_entries
from armybuilder.engine.compare import source_label
from armybuilder.engine.words import counted
from armybuilder.errors import InputError
from armybuilder.files.opening import BATTLESCRIBE_ROSTER_SUFFIXES, ROSTER_SUFFIXES, read_with_status
from armybuilder.files.text import decode
from armybuilder.intake.sent import Sent, sent_file, sent_part

if TYPE_CHECKING:  # the e-mail modules load only for a file that may be mail
    from armybuilder.intake.budget import Budget
    from armybuilder.intake.message import Message, Part, Refused

NEVER_MAIL = frozenset({*ROSTER_SUFFIXES, *BATTLESCRIBE_ROSTER_SUFFIXES, ".md", ".markdown"})
ROSTERS = (*ROSTER_SUFFIXES, *BATTLESCRIBE_ROSTER_SUFFIXES)
"""Endings of files that are rosters whatever they hold: ours, and BattleScribe's."""
"""Endings of files read as lists even when they start like a message."""
SNIFF_BYTES = 64 * 1024
"""What is read of a folder's file of another ending to tell what it is: a list shows it early."""

_EVENT_FILE = re.compile(rb"(?m)^event:[ \t]*\d")
_UNITS = re.compile(rb"(?m)^units[ \t]*:")


@dataclass(frozen=True)
class Skipped:
    path: Path
    reason: str
    part: str = ""
    """The message of a mail file that gave nothing; '' for a file or folder."""

    @property
    def source(self) -> str:
        return source_label(str(self.path), self.part)


@dataclass(frozen=True)
class Given:
    """What one message of a mail file gave: its lists' parts, and the parts that gave none."""

    file: Path
    message: str
    parts: tuple[str, ...]
    """Each list's part, without the message's label: `attachment zed.yaml`, `body`."""
    nothing: int
    refused: tuple[str, ...]
    """Each part not read, with the reason."""

    @property
    def line(self) -> str:
        """The console line: one per message, its empty and refused parts counted."""
        lists = "a list" if len(self.parts) == 1 else f"{len(self.parts)} lists"
        said = f"{self.file}, {self.message}: {lists} ({', '.join(self.parts)})"
        if self.nothing:
            said += f"; {counted(self.nothing, 'other part')} gave no list"
        if self.refused:
            said += f"; {counted(len(self.refused), 'part')} not read ({'; '.join(self.refused)})"
        return said


@dataclass
class Inbox:
    lists: list[Sent] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    messages: list[Given] = field(default_factory=list)


def inbox(paths: Iterable[Path]) -> Inbox:
    """The lists to check, in the order given, each folder's by name and searched to the bottom;
    every file, folder or message that gives none, once, with the reason; and what each message
    that gave lists gave."""
    found = Inbox()
    for path in paths:
        if path.is_dir():
            before = len(found.lists)
            _search(path, found)
            if len(found.lists) == before:
                found.skipped.append(Skipped(path, "the folder holds no list (roster, text list or e-mail)"))
        else:
            _take(path, found, named=True)
    return found


def _search(folder: Path, found: Inbox) -> None:
    try:
        entries = sorted(folder.iterdir())
    except OSError as error:
        found.skipped.append(Skipped(folder, f"the folder cannot be read ({error.strerror})"))
        return
    for entry in entries:
        reason = _reason(entry)
        if reason == "folder":
            _search(entry, found)
        elif reason:
            found.skipped.append(Skipped(entry, reason))
        else:
            _take(entry, found, named=False)


KEPT_BY_THE_COMPUTER = {
    "Icon\r": "a file a Mac keeps for a folder's icon",
    "__MACOSX": "a folder a Mac's zip adds, of file details with no lists",
    "Thumbs.db": "a file Windows keeps of a folder's pictures",
}
"""Files and folders a computer adds beside the lists, each skipped with one word of what it is."""


def _reason(entry: Path) -> str:
    """Why a folder's entry is not read ('' when it is a file to look at, 'folder' to search it)."""
    if entry.name.startswith("."):
        return "hidden (its name starts with a dot)"
    if entry.name in KEPT_BY_THE_COMPUTER:
        return KEPT_BY_THE_COMPUTER[entry.name]
    try:
        mode = entry.stat().st_mode
    except OSError as error:
        if error.errno == errno.ELOOP:
            return "its links lead round in a loop"
        return "a link to nothing" if entry.is_symlink() else f"cannot be read ({error.strerror})"
    if stat.S_ISDIR(mode):
        return "a link to a folder, not followed" if entry.is_symlink() else "folder"
    if not stat.S_ISREG(mode):
        return "not a regular file"
    return ""


def _take(path: Path, found: Inbox, *, named: bool) -> None:
    """A file's lists: itself, or its messages' parts. A file named on the command line is read
    whatever it is, and reported if it is no list; a folder's only when it shows it is one."""
    suffix = path.suffix.lower()
    try:
        head, status = read_with_status(path, SNIFF_BYTES)
    except InputError as error:
        if named or suffix in ROSTERS:
            found.lists.append(sent_file(path))
        else:
            found.skipped.append(Skipped(path, error.message))
        return
    if _is_event_file(head):
        found.skipped.append(Skipped(path, "an event file, not a list"))
    elif suffix not in NEVER_MAIL and _is_mail(path, head):
        _mail(path, found)
    elif named or suffix in ROSTERS or holds_list(head, path.name):
        found.lists.append(sent_file(path, status.st_mtime))
    else:
        found.skipped.append(Skipped(path, _not_a_list(head, path)))


def _is_event_file(head: bytes) -> bool:
    # Most files hold no `event:` at all: a plain search finds that faster than the pattern.
    start = head[:4096]
    return b"event:" in start and _EVENT_FILE.search(start) is not None and not _UNITS.search(head)


def _not_a_list(head: bytes, path: Path) -> str:
    try:
        decode(head, path)
    except InputError as error:
        return f"no list in it: {error.message}"
    return "no list in it: it is no roster, and no line counts a unit (`2 x NAME`) or marks a general"


def _is_mail(path: Path, head: bytes) -> bool:
    from armybuilder.intake.sniff import kind_of_mail

    return kind_of_mail(path.name, head) is not None


def _mail(path: Path, found: Inbox) -> None:
    from armybuilder.intake.budget import Budget
    from armybuilder.intake.mail import read_mail

    budget = Budget()  # one for the whole file, whatever its messages
    try:
        messages = read_mail(path, budget)
    except InputError as error:
        found.skipped.append(Skipped(path, error.message + (f"; {error.hint}" if error.hint else "")))
        return
    for message in messages:
        _message(path, message, found, budget)


def _message(path: Path, message: Message, found: Inbox, budget: Budget) -> None:

    def read(part: Part) -> Sent | str | None:
        """The part's list; None where it holds none; why it is not read where what its mail file
        has read leaves no room (which stops the message's next parts standing in for it)."""
        name = part.name if part.kind == "attachment" else ""
        holds = holds_list(part.data, name, budget)
        if holds is None:
            return budget.why
        if not holds:
            return None
        # Its size first: counting its entries reads it.
        why = budget.take_read(len(part.data)) or budget.take_entries(list_entries(part.data, name))
        return why or sent_part(path, part)

    taken = message.lists(read)
    lists = [(part, sent) for part, sent in taken.lists if isinstance(sent, Sent)]
    spent = tuple(f"{part.within}: {why}" for part, why in taken.lists if isinstance(why, str))
    refused = tuple(_refused(r) for r in message.refused) + spent
    if lists:
        found.lists.extend(sent for _, sent in lists)
        parts = tuple(part.within for part, _ in lists)
        found.messages.append(Given(path, message.label, parts, len(taken.nothing), refused))
        return
    read_parts = len(taken.nothing)
    if refused:
        reason = "; ".join(refused)
        if read_parts:
            reason += f"; {counted(read_parts, 'other part')} gave no list"
    elif read_parts:
        shown = ", ".join(_unread(p) for p in taken.nothing[:3]) + (", ..." if read_parts > 3 else "")
        reason = f"no list in it ({counted(read_parts, 'part')} read: {shown})"
    else:
        reason = "no list in it: no attachment and no text"
    found.skipped.append(Skipped(path, reason, message.label))


def _unread(part: Part) -> str:
    """A part that gave no list, by its place; a message's text that cannot be read as text (a
    control character pasted with the list) says why, as a file does, or the list is lost unseen."""
    if part.kind != "attachment":
        try:
            decode(part.data, part.within)
        except InputError as error:
            line = f"line {error.at.line}: " if error.at else ""
            return f"{part.within}, {line}{error.message}"
    return part.within


def _refused(refused: Refused) -> str:
    """A part not read, by its place in the message (`attachment big.yaml`), and why."""
    return f"{refused.within or 'the message'}: {refused.error.message}"
