"""A list as it was sent: a file of the inbox, or a part of a message in a mail file, with when it
was received and, for a message, who sent it. What the batch checks, and carries to the lock."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.engine.compare import source_label
from armybuilder.engine.words import players_army
from armybuilder.intake.received import Received, in_utc
from armybuilder.schema.roster import MAX_NAME

if TYPE_CHECKING:  # a batch of roster files never loads the e-mail modules
    from armybuilder.intake.message import Part, Sender


WEB = "web:"
"""How the part of a list handed in on the event's web page begins (`web:12`, the hand-in's number)."""


@dataclass(frozen=True)
class Sent:
    file: Path
    """The file it is in: the list's own file, or the mail file holding its message."""
    received: Received
    part: str = ""
    """Where in the mail file (`<Message-ID>, attachment zed.yaml`); '' for a file."""
    name: str = ""
    """An attachment's file name, whose ending says how to read it; '' for a file or a body."""
    data: bytes | None = None
    """A part's bytes; None for a file, read when it is checked."""
    sender: Sender | None = None
    message_id: str = ""
    """The Message-ID of the message it came in, `<...>`; '' for a file or a message without one."""
    within: str = ""
    """Where in its message it came (`attachment zed.yaml`, `body`), as its sender knows it; '' for a file."""
    linked: bool = False
    """Handed in through its player's own link on the event's page: whose it is is known, named or not."""
    subject: str = ""
    """Its message's subject, which may name the game where its list does not; '' for a file."""

    @property
    def army(self) -> str | None:
        """What a list from a message part is called where its text names no army: for its sender,
        "Ben Ortiz's army", as such a list's player is its sender. Not the subject, which is a line
        to the organiser ("sorry it's late") that a published page would show to every player, nor
        an attachment's file name ("ivy"), which names a file, not an army. None for a file, and
        for a sender with no display name (the attachment's or the mail file's name then serves)."""
        sender = self.sender.name if self.sender is not None else ""
        if not self.part or not sender:
            return None
        return players_army(sender, MAX_NAME)

    @property
    def source(self) -> str:
        """The file, and the part where there is one: how a person finds the list."""
        return source_label(str(self.file), self.part)


def sent_file(path: Path, modified_at: float | None = None) -> Sent:
    """A file of the inbox, received when it was last modified (approximate: a copy resets it);
    `modified_at` is that time in seconds where the caller already knows it."""
    try:
        at = path.stat().st_mtime if modified_at is None else modified_at
        modified = datetime.fromtimestamp(at, UTC)
    except (OSError, ValueError, OverflowError):
        modified = datetime.fromtimestamp(0, UTC)
    return Sent(path, Received(in_utc(modified), "modified"))


def sent_part(file: Path, part: Part) -> Sent:
    return Sent(
        file,
        part.received,
        part.label,
        part.name,
        part.data,
        part.sender,
        part.message_id,
        part.within,
        subject=part.subject,
    )
