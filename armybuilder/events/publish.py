"""`event publish`: the locked lists as players will see them, in one file to post.

Each entry is the Markdown of `show` (its units and costs as the catalog gives them), headed by
the player, army, fingerprint, the verdict the lock recorded and the status; the page names the
event. Nothing else from the lock is published: not the files the lists came from, and no
e-mail address, even one a player typed as their name.

The page is marked as publish's own (`present.published.MARK`): run again, publish replaces a
page it wrote, and refuses any other file at that name (an organiser's own notes, say) unless
told to with --force.
"""

import hashlib
from pathlib import Path
from typing import Literal

from armybuilder.checking.checked import check_sent
from armybuilder.checking.inbox import inbox
from armybuilder.engine import Report, evaluate
from armybuilder.engine.fingerprint import same_contents
from armybuilder.engine.lock import key_of
from armybuilder.errors import InputError, UsageError
from armybuilder.events.lock_file import in_current_form, locked_event, locked_roster, read_lock
from armybuilder.files.atomic import write_text
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.opening import not_over_what_is_read, output_path, read_limited
from armybuilder.present.published import MARK, as_html, as_markdown, not_a_page
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, LockedList, Player

AS_WRITTEN_AT_MOST = 1_000
"""Entries of a list published as written, as `pdf` prints at most; a longer one is shown merged."""


Form = Literal["html", "markdown"]
MARKDOWN_ENDINGS = (".md", ".markdown")


def page_form(output: Path, asked: Form | None) -> Form:
    """The form asked for, else the one the file's ending names: Markdown for `.md` and
    `.markdown`, HTML for any other."""
    if asked is not None:
        return asked
    return "markdown" if output.suffix.lower() in MARKDOWN_ENDINGS else "html"


def publish(
    lock_file: Path, output: Path, catalogs: CatalogSet, *, form: Form | None = None, force: bool = False
) -> tuple[str, int]:
    """Write the page of the lock's entries to `output`, in `form` (else the one its ending names);
    the event's name, and how many lists the page holds. A file at `output` is replaced only where
    it is a page publish wrote, or with `force`."""
    lock = in_current_form(read_lock(lock_file), catalogs)
    markdown = page_form(output, form) == "markdown"
    ending = "md" if markdown else "html"
    out = output_path(output, force=True, what=ending, stem="lists")
    # `-o pack/lock.json` (the lock given twice) would lose the lock, and the lists with it; a
    # list the lock keeps as replaced or waiting is a player's too, and `verify` reads it.
    read = [lock_file, *(Path(file) for player in lock.players for file in _files(player))]
    not_over_what_is_read(out, read, made="page", instead=out.with_name(f"lists.{ending}"))
    if not force and out.exists() and not _published(out):
        raise UsageError(not_a_page(out))
    # Only entries are published: a list waiting for `event accept` is not yet anyone's.
    # A withdrawn player's entry is kept, and will not be played: it is no one's list to see.
    current = [player for player in lock.players if player.entry is not None and player.status != "withdrawn"]
    # By player, as players look for their own name (the lock keeps the inbox's order of files).
    current.sort(key=key_of)
    try:
        event: Event | None = locked_event(lock, lock_file, catalogs)
    except InputError:  # the lists are still published from what the lock holds of them
        event = None
    entries = [
        (player, _as_sent(entry, catalogs, event) or _report(player, entry, lock, catalogs, lock_file))
        for player in current
        if (entry := player.entry) is not None
    ]
    write_text(out, as_markdown(lock, entries) if markdown else as_html(lock, entries))
    return lock.event.name, len(entries)


MARK_WITHIN = 4096
"""Bytes of an existing file read to find publish's mark, which opens a page it wrote."""


def _published(path: Path) -> bool:
    """Whether the file at `path` is a page publish wrote: its mark on one of its first two lines
    (an HTML page opens with its doctype)."""
    try:
        head = read_limited(path, MARK_WITHIN)[:MARK_WITHIN].decode("utf-8", errors="replace")
    except InputError:
        return False
    return MARK in head.splitlines()[:2]


def _files(player: Player) -> list[str]:
    """The file of every list the lock keeps of a player: the entry, the ones it replaced, those waiting."""
    files = [one.file for one in (player.entry, *player.pending) if one is not None]
    return files + [happened.file for happened in player.history if happened.file]


def _as_sent(entry: LockedList, catalogs: CatalogSet, event: Event | None) -> Report | None:
    """The entry as its player wrote it (names, order, formations' names), where its file still
    holds the very bytes locked; None where it cannot be read so, to be shown from the lock."""
    if event is None:
        return None
    try:
        sent = inbox([Path(entry.file)]).lists
    except OSError:
        return None
    for one in sent:
        if one.part != (entry.part or ""):
            continue
        try:
            data = one.data if one.data is not None else one.file.read_bytes()
        except OSError:
            return None
        if hashlib.sha256(data).hexdigest() != entry.sha256:
            return None
        report = check_sent(one, catalogs, event=event).report
        if (
            report is None
            or not same_contents(entry.contents, entry.canonical_sha256, report.army, report.canonical_sha256)
            or len(report.lines) > AS_WRITTEN_AT_MOST
        ):
            return None  # a huge list is shown as the lock holds it, its like entries counted together
        return report
    return None


def _report(player: Player, entry: LockedList, lock: Lock, catalogs: CatalogSet, lock_file: Path) -> Report:
    """The entry's list costed by its catalog, from what the lock holds of it."""
    try:
        roster = locked_roster(
            entry.contents, system=lock.event.system, name=entry.army, player=player.name, path=lock_file
        )
    except InputError as error:
        raise UsageError(
            f"the lock's list of {player.name or entry.label} is not one armybuilder can read back: {error.message}"
        ) from None
    return evaluate(roster, catalogs.get(roster.system))
