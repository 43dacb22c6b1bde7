"""`event pack`: every list of an inbox checked under the event as `check` checks it (a big inbox
in workers), and the organiser's pack written into OUT: summary.csv, the lock, a note for each
player (with a draft reply where the list came by e-mail) and the judges' pack of sheets. The
lock an earlier pack wrote is read again, decided and written under its file lock, so an `event
accept` taking a list in meanwhile is never undone.

The judges' pack is the one piece that needs the PDF writer (reportlab): it is imported only where
the pack prints, so this module loads none of it.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from armybuilder.checking.batch import Batch, checking, jobs_for
from armybuilder.checking.checked import Checked
from armybuilder.checking.inbox import Given, Skipped
from armybuilder.engine.compare import owner, player_key, same_player
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.engine.naming import name_of
from armybuilder.engine.words import totals
from armybuilder.errors import UsageError
from armybuilder.events.custody import Run, custody
from armybuilder.events.event_file import load_event
from armybuilder.events.lock_file import in_current_form, lock_in, lock_text, write_lock
from armybuilder.events.outputs import HELD, NOTES, PackFolder, draft_name, note_key, pack_folder
from armybuilder.events.register import load_register
from armybuilder.events.store import store_paths
from armybuilder.events.stored import with_stores
from armybuilder.files import locking
from armybuilder.files.atomic import folders_synced_once
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.opening import file_stem
from armybuilder.files.templates import load_template
from armybuilder.files.text import read_text
from armybuilder.intake.sent import Sent
from armybuilder.present.checked import write_csv
from armybuilder.present.custody import nothing_to_pack
from armybuilder.present.findings import file_words
from armybuilder.present.notes import ENTRY, Elsewhere, note_text
from armybuilder.present.pack_rows import PACK_COLUMNS, pack_row, player_of
from armybuilder.printing.source_date import printing_date
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock

if TYPE_CHECKING:
    from armybuilder.pdf.pack import Entry
    from armybuilder.schema.template import Template


class Progress(Protocol):
    """How far a pack is: a step per list checked and per sheet printed, `total` in all."""

    total: int

    def step(self) -> None: ...
    def done(self) -> None: ...


class NothingToPack(UsageError):
    """Nothing given holds a list; `skipped` is what gave none, each (source, why)."""

    def __init__(self, skipped: list[tuple[str, str]]) -> None:
        super().__init__(nothing_to_pack(bool(skipped)))
        self.skipped = skipped


@dataclass(frozen=True)
class Packed:
    """What a pack did, for the organiser to be told."""

    event: Event
    checks: list[Checked]
    """Each list as judged, with what the whole inbox and the chain of custody found."""
    run: Run
    earlier: Lock | None
    """The lock an earlier pack wrote, as read under the file lock."""
    skipped: list[Skipped]
    messages: list[Given]
    notices: list[str]
    """Lines to say of the folder: each note left alone as no longer the pack's, a key made anew."""
    notes: int
    drafts: int
    undrafted: list[tuple[Checked, str]]
    """Each newest list that came by e-mail from a sender with no address to reply to, with its note."""
    pages: int | None
    """Of the judges' pack; None where it could not be written (`unprinted` says why)."""
    unprinted: Exception | None
    rewritten: bool
    """Whether the lock was written: an unchanged one is left as it was."""


def lock_of(paths: Sequence[Path], out: Path) -> Path:
    """The lock a pack of `paths` into `out` judges against and writes: `OUT/lock.json`, or with
    the event page's store among them, the page's own, `DIR/lock.json` beside `DIR/event.sqlite`,
    so lists mailed in and lists handed in on the page share one custody."""
    stores, _ = store_paths(paths)
    folders = {store.resolve().parent for store in stores}
    if len(folders) > 1:
        raise UsageError(
            "give one event page's store at a time: each keeps its own lock.json beside it, "
            f"and these are in {len(folders)} folders"
        )
    return stores[0].parent / "lock.json" if stores else out / "lock.json"


def pack(
    event_file: Path,
    paths: Sequence[Path],
    out: Path,
    catalogs: CatalogSet,
    *,
    relock: bool,
    force: bool,
    template: str | None,
    players: Path | None = None,
    progress: Callable[[int], Progress],
    waiting: Callable[[], None],
) -> Packed:
    """The pack of the lists in `paths` under the event in `event_file`, written into `out`; whose
    each list is under the organiser's register in `players`, where given.
    `progress` makes the counter of a pack of that many steps; `waiting` is called if another
    command holds the lock. Whatever stops it is a UsageError or InputError naming what and why,
    before the first list is checked where it can be told then."""
    if event_file.is_dir():  # the inbox written first, as `check` takes its folders
        raise UsageError(
            f"{event_file} is a folder; the event file comes first: "
            f"armybuilder event pack EVENT.yaml {event_file} -o {out}"
        )
    event = load_event(event_file, catalogs)
    register = load_register(players) if players is not None else None
    layout = load_template(template) if template else load_template()
    printed = printing_date()
    found, stored = with_stores(paths)  # the web page's hand-ins too, with its register
    if stored is not None:
        register = [*(register or ()), *stored]
    files, skipped = _without_event_file(found.lists, found.skipped, event_file)
    # A pack written inside the inbox is not part of it.
    inside = _resolved(out)
    if inside is None:
        raise UsageError(
            f"cannot write the pack to {out}: its links lead round in a loop; give -o another folder, e.g. -o pack/"
        )
    outside = [f for f in files if not _within(f.file, inside)]
    if files and not outside:
        raise UsageError(
            f"every list found is in {out}, where the pack writes; give -o a folder outside the inbox, e.g. -o pack/"
        )
    files = outside
    skipped = [skip for skip in skipped if not _within(skip.path, inside)]
    if not files:
        raise NothingToPack([(skip.source, skip.reason) for skip in skipped])
    folder = pack_folder(out, force=force)
    lock_file = lock_of(paths, out)
    # A lock of another event is named before every list is checked.
    first = _earlier_lock(lock_file, event, catalogs)
    steps = progress(2 * len(files))
    checks = []
    with checking(Batch(catalogs, None, event, _whole), jobs_for(len(files))) as each:
        for checked in each(files):
            checks.append(checked)
            steps.step()
    steps.total = len(checks) + sum(c.report is not None for c in checks)  # one step per sheet to come
    with locking.held(lock_file, waiting=waiting), folders_synced_once():
        # Read again under the lock: `event accept` may have written it while the lists were checked.
        lock = _earlier_lock(lock_file, event, catalogs, first).lock
        run = custody(event, event_file, checks, lock, relock=relock, register=register)
        checks = run.checks
        ways = _ways(checks, run)
        names = _note_names(checks, ways, folder)
        folder.claim([f"{NOTES}/{note}" for name in names for note in (name, draft_name(name))])
        whole = False
        try:
            folder.write_text("summary.csv", _csv(checks, run))
            for player in run.lock.players:
                if player.id in run.missing or player.status == "withdrawn":
                    folder.keep_notes(player_way(player.id))
            notes = _write_notes(event, checks, ways, folder, names, run.status)
            drafts, undrafted = _write_drafts(event, checks, folder, names)
            entries = [
                _entry(c, catalogs, status, way.player)
                for c, status, way in zip(checks, run.status, ways, strict=True)
            ]
            entries += absent_entries(run.lock, run.missing)
            # By player, as judges look a player up; the lists a newer one replaced after the rest.
            entries.sort(key=lambda one: (one.status in NOT_JUDGED, same_player(one.player)))
            pages, unprinted = _judges_pack(event, entries, layout, folder, printed, steps)
            steps.done()
            rewritten = False
            if pages is not None:
                rewritten = lock is None or lock_text(run.lock) != lock_file.read_text(encoding="utf-8")
                if rewritten and lock_file.parent != out:  # the event page's custody, beside its store
                    write_lock(run.lock, lock_file)
                elif rewritten:
                    if lock is not None:
                        folder.path("lock.json.bak")  # the lock it replaces, kept beside it
                    write_lock(run.lock, folder.path("lock.json"))
                whole = True
        finally:
            # What was written is recorded even when the pack stopped part way, so the next pack
            # knows its own files; only a whole pack removes the notes of lists no longer sent.
            folder.finish(whole=whole)
    return Packed(
        event,
        checks,
        run,
        lock,
        skipped,
        found.messages,
        folder.notices,
        notes,
        drafts,
        undrafted,
        pages,
        unprinted,
        rewritten,
    )


def _judges_pack(
    event: Event,
    entries: list[Entry],
    layout: Template,
    folder: PackFolder,
    printed: tuple[date, bool],
    steps: Progress,
) -> tuple[int | None, Exception | None]:
    """The judges' pack written: its pages, or why it could not be (nothing is then written)."""
    from armybuilder.pdf import LayoutError, TooLongToPrint, write_judges_pack  # loads reportlab: only here

    pdf = folder.path("judges-pack.pdf")
    day, reproducible = printed
    try:
        return write_judges_pack(
            event, entries, layout, pdf, printed=day, reproducible=reproducible, on_sheet=steps.step
        ), None
    except (OSError, TooLongToPrint, LayoutError) as error:
        # Only a page element larger than the page itself gives a LayoutError.
        return None, error


@dataclass(frozen=True)
class _Earlier:
    """The lock file as read: its text and its lock (None for each where there is none yet)."""

    text: str | None
    lock: Lock | None


def _earlier_lock(
    lock_file: Path, event: Event, catalogs: CatalogSet, read: _Earlier | None = None
) -> _Earlier:
    """The lock an earlier pack wrote into OUT, if any, its lists' contents as this version makes
    them; one of another event is refused. Where the file still holds the text `read` found, it is
    that lock, not read and brought to the current form again (a lock of forty players: 1 % of a pack)."""
    text = read_text(lock_file) if lock_file.exists() else None
    if read is not None and text == read.text:
        return read
    lock = lock_in(text, lock_file) if text is not None else None
    if lock is not None and lock.event.name != event.name:
        raise UsageError(
            f"{lock_file} locks {lock.event.name!r}, not {event.name!r}; write this pack to another folder"
        )
    return _Earlier(text, in_current_form(lock, catalogs) if lock is not None else None)


def _resolved(path: Path) -> Path | None:
    """The path with its links followed; None where they lead round in a loop."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # a symlink loop: RuntimeError before Python 3.13, OSError since
        return None


def _within(path: Path, folder: Path) -> bool:
    """Whether the path is in the folder; a loop of links (a skipped file) is nowhere."""
    resolved = _resolved(path)
    return resolved is not None and resolved.is_relative_to(folder)


def _without_event_file(
    files: list[Sent], skipped: list[Skipped], event_file: Path
) -> tuple[list[Sent], list[Skipped]]:
    """The inbox without the event file (or a copy of it): an organiser keeps it beside the lists."""
    try:
        event_bytes = event_file.read_bytes()
    except OSError:
        return files, skipped
    rosters: list[Sent] = []
    events: list[Path] = []
    for sent in files:
        file = sent.file
        if sent.part:
            rosters.append(sent)
            continue
        try:
            same = file.resolve() == event_file.resolve() or (
                file.stat().st_size == len(event_bytes) and file.read_bytes() == event_bytes
            )
        except OSError:
            same = False
        if same:
            events.append(file)
        else:
            rosters.append(sent)
    return rosters, skipped + [Skipped(file, "the event file, not a list") for file in events]


def _whole(checked: Checked) -> Checked:
    """All of a roster's check: the pack compares, writes and prints from the reports themselves."""
    return checked


def _csv(checks: list[Checked], run: Run) -> str:
    # The BOM tells a spreadsheet the file is UTF-8, so "Dieter Müller" is not shown as "MÃ¼ller".
    text = io.StringIO()
    text.write("\ufeff")
    rows = zip(checks, run.status, run.received, strict=True)
    write_csv((pack_row(c, status, when) for c, status, when in rows), text, PACK_COLUMNS)
    return text.getvalue()


def _entry(checked: Checked, catalogs: CatalogSet, status: str, who: str) -> Entry:
    """The list's row and sheet in the judges' pack; `who` its player's key (`Way.player`)."""
    from armybuilder.pdf.pack import Entry

    report = checked.report
    problems = checked.problems
    first = file_words(problems[0], "organiser").headline if problems else ""
    if report is None:
        named = owner(player_of(checked), checked.source)
        return Entry(checked.source, named, checked.name or "", False, "", "", first, None, None, who=who)
    # A withdrawn player's list is named on the cover only: it will not be played.
    played = status != "withdrawn"
    return Entry(
        checked.source,
        owner(report.player, checked.source),
        report.name,
        report.valid,
        totals(report.measures[:1]) if report.measures else "",
        report.fingerprint,
        first,
        report if played else None,
        catalogs.get(report.system) if played else None,
        status,
        who,
    )


NOTE_STEM = 50
"""Characters of a player's name in their note's file name (four bytes each at most, with room for `-2.eml`)."""


def player_way(player: str) -> str:
    """The key of the lock's player `player` (their id) in the notes' keys."""
    return f"player {player}"


@dataclass(frozen=True)
class Way:
    """How one list came: from which player (their key), and from which address (in lower case;
    '' for a file)."""

    player: str
    address: str

    @property
    def key(self) -> str:
        return note_key(self.player, self.address)


def _ways(checks: list[Checked], run: Run) -> list[Way]:
    """Each list's player and the address it came from: a player's note, and its draft reply, is on
    the lists that came one way, so no draft carries a list another address (or a file) brought.
    The player is the one the lock knows them as (by id), never a name alike: two players of one
    name are two; a list no player holds is its name's, or its file's. A list that takes no part
    (it cannot be read, or is for another game) from an address only one player sends from is in
    that player's note: an address gets one draft, not one more for each such message."""
    addresses = [
        checked.sender.address.casefold() if checked.sender is not None else "" for checked in checks
    ]
    sending: dict[str, set[str]] = {}
    for locked in run.lock.players:
        if locked.entry is not None or locked.pending:
            for address in locked.addresses:
                sending.setdefault(address.casefold(), set()).add(locked.id)
    for address, id in zip(addresses, run.players, strict=True):
        if address and id is not None:
            sending.setdefault(address, set()).add(id)
    ways = []
    for checked, address, id, status in zip(checks, addresses, run.players, run.status, strict=True):
        if id is None and address and status != "unassigned" and len(sending.get(address, ())) == 1:
            [id] = sending[address]
        key = player_way(id) if id is not None else f"{HELD}{player_key(player_of(checked), checked.source)}"
        ways.append(Way(key, address))
    return ways


def _note_names(checks: list[Checked], ways: list[Way], folder: PackFolder) -> list[str]:
    """A file name for each roster's note: its player's name, else the list's file name (the whole
    source, which names an unnamed list elsewhere, may be a long path); a player has one note for
    each way they sent lists, under the name every earlier pack gave it."""
    named = []
    for checked, way in zip(checks, ways, strict=True):
        # As written, so the organiser finds a player's note by their name; cut short, as a
        # player's name may be any length. Stable: every earlier pack named the notes so.
        stem = file_stem(player_of(checked) or checked.file.stem, as_written=True, most=NOTE_STEM)
        named.append((way.key, stem, way.player))
    return folder.notes_for(named)


def _write_notes(
    event: Event,
    checks: list[Checked],
    ways: list[Way],
    folder: PackFolder,
    names: list[str],
    statuses: list[str],
) -> int:
    (folder.root / NOTES).mkdir(exist_ok=True)
    lists: dict[str, list[tuple[Checked, str]]] = {}
    way_of: dict[str, Way] = {}
    for checked, way, name, status in zip(checks, ways, names, statuses, strict=True):
        lists.setdefault(name, []).append((checked, status))
        way_of[name] = way
    entries = _entries(checks, ways, statuses)
    # A note from an earlier pack for a roster no longer in the inbox would be sent by mistake:
    # `folder.finish` removes those the earlier pack wrote.
    for name, sent in lists.items():
        way = way_of[name]
        entry = entries.get(way.player)
        elsewhere = None
        if entry is not None and ways[entry] != way:
            report = checks[entry].report
            assert report is not None  # only a judged list is an entry
            elsewhere = Elsewhere(
                report.name, report.fingerprint, report.valid, statuses[entry], not ways[entry].address
            )
        folder.write_text(f"{NOTES}/{name}", note_text(event, sent, elsewhere))
    return len(lists)


def _entries(checks: list[Checked], ways: list[Way], statuses: list[str]) -> dict[str, int]:
    """Each player's entry in this run (by player key): their newest list that is it."""
    entries: dict[str, int] = {}
    for n, (checked, way, status) in enumerate(zip(checks, ways, statuses, strict=True)):
        if status not in ENTRY or checked.received is None:
            continue
        known = entries.get(way.player)
        earlier = checks[known].received if known is not None else None
        if earlier is None or checked.received.at >= earlier.at:
            entries[way.player] = n
    return entries


def _write_drafts(
    event: Event, checks: list[Checked], folder: PackFolder, names: list[str]
) -> tuple[int, list[tuple[Checked, str]]]:
    """`notes/PLAYER.eml` beside each note on lists that came by e-mail: the note as a draft reply
    to the address they came from, answering its newest message. Nothing is sent. The drafts
    written, and each newest list (with its note) whose sender gives no address to reply to."""
    newest: dict[str, Checked] = {}
    for checked, name in zip(checks, names, strict=True):
        if checked.sender is None or checked.received is None:
            continue
        earlier = newest.get(name)
        if earlier is None or (earlier.received is not None and checked.received.at >= earlier.received.at):
            newest[name] = checked
    if not newest:
        return 0, []
    from armybuilder.events.drafts import (
        draft_reply,  # the e-mail package: only for lists that came by e-mail
    )

    drafted = 0
    undrafted = []
    for name, checked in newest.items():
        assert checked.sender is not None  # kept above only with one
        note = (folder.root / NOTES / name).read_text(encoding="utf-8")
        text = draft_reply(event, checked.sender, note, checked.message_id)
        if text is None:
            undrafted.append((checked, name))
        else:
            folder.write_text(f"{NOTES}/{draft_name(name)}", text)
            drafted += 1
    return drafted, undrafted


def absent_entries(lock: Lock, missing: Sequence[str]) -> list[Entry]:
    """A cover row for each player with an entry and no list in this inbox, from the entry the lock
    keeps: `missing` (the entry stands) or `withdrawn`. Their file may be gone, and the judges must
    still see them. No sheet: it is printed from the list as sent."""
    from armybuilder.pdf.pack import Entry  # loads reportlab: only for a pack, not for `event accept`

    rows = []
    for player in lock.players:
        entry = player.entry
        if player.id in missing and entry is not None:
            absent = "withdrawn" if player.status == "withdrawn" else "missing"
            rows.append(
                Entry(
                    entry.label,
                    name_of(player),
                    entry.army,
                    entry.valid,
                    total="",
                    fingerprint=entry.fingerprint,
                    problem="",
                    report=None,
                    catalog=None,
                    status=absent,
                    who=player_way(player.id),
                )
            )
    return rows
