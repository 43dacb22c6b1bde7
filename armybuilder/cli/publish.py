"""`armybuilder event publish`: the locked lists as players will see them, in one file to post.

Each entry is the Markdown of `show` (its units and costs as the catalog gives them), headed by
the player, army, fingerprint, the verdict the lock recorded and the status; the page names the
event. Nothing else from the lock is published: not the files the lists came from, and no
e-mail address, even one a player typed as their name.
"""

import argparse
import base64
import hashlib
import html
from collections.abc import Sequence
from pathlib import Path

from armybuilder.catalogs import CatalogSet
from armybuilder.checking.checked import check_sent
from armybuilder.cli.common import catalog_set
from armybuilder.engine import Report, evaluate
from armybuilder.engine.fingerprint import roster_of_army, same_contents
from armybuilder.engine.lock import key_of
from armybuilder.errors import InputError, UsageError
from armybuilder.events.inbox import inbox
from armybuilder.events.lock_file import locked_event, read_lock
from armybuilder.files.atomic import write_text
from armybuilder.files.opening import not_over_what_is_read, output_path
from armybuilder.present.blocks import (
    Block,
    Heading,
    Item,
    Paragraph,
    Run,
    Runs,
    markdown_text,
)
from armybuilder.present.published import TITLE, entry_blocks, event_name, locked
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, LockedList, Player
from armybuilder.terminal import printable
from armybuilder.textlist.grammar import escape, line_start
from armybuilder.words import counted

AS_WRITTEN_AT_MOST = 1_000
"""Entries of a list published as written, as `pdf` prints at most; a longer one is shown merged."""


def publish(args: argparse.Namespace) -> int:
    lock = read_lock(args.lock)
    catalogs = catalog_set(args)
    ending = "html" if args.format == "html" else "md"
    out = output_path(args.output, force=True, what=ending, stem="lists")
    # `-o pack/lock.json` (the lock given twice) would lose the lock, and the lists with it; a
    # list the lock keeps as replaced or waiting is a player's too, and `verify` reads it.
    read = [args.lock, *(Path(file) for player in lock.players for file in _files(player))]
    not_over_what_is_read(out, read, made="page", instead=out.with_name(f"lists.{ending}"))
    # Only entries are published: a list waiting for `event accept` is not yet anyone's.
    current = [player for player in lock.players if player.entry is not None]
    # By player, as players look for their own name (the lock keeps the inbox's order of files).
    current.sort(key=key_of)
    try:
        event: Event | None = locked_event(lock, args.lock, catalogs)
    except InputError:  # the lists are still published from what the lock holds of them
        event = None
    entries = [
        (player, _as_sent(entry, catalogs, event) or _report(player, entry, lock, catalogs))
        for player in current
        if (entry := player.entry) is not None
    ]
    text = as_markdown(lock, entries) if args.format == "markdown" else as_html(lock, entries)
    write_text(out, text)
    print(printable(f"Wrote {args.output}: {counted(len(entries), 'list')} of {lock.event.name}"))
    return 0


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


def _report(player: Player, entry: LockedList, lock: Lock, catalogs: CatalogSet) -> Report:
    """The entry's list costed by its catalog, from what the lock holds of it."""
    try:
        roster = roster_of_army(entry.contents, system=lock.event.system, name=entry.army, player=player.name)
    except (ValueError, TypeError, AttributeError) as error:
        raise UsageError(
            f"the lock's list of {player.name or entry.label} is not one armybuilder can read back: {error}"
        ) from None
    return evaluate(roster, catalogs.get(roster.system))


def as_markdown(lock: Lock, entries: list[tuple[Player, Report]]) -> str:
    lists = "\n".join(markdown_text(entry_blocks(e, r)) for e, r in entries)
    # When the lists were locked is the lock's own text where an organiser edited it by hand.
    when = line_start(escape(locked(lock, len(entries))))
    return f"# {escape(event_name(lock))}: {TITLE}\n\n{when}\n\n{lists}"


STYLE = (
    # A player's name may be one long word: it wraps anywhere rather than run off a phone's screen.
    "body{font-family:sans-serif;max-width:48em;margin:2em auto;padding:0 1em;line-height:1.4;"
    "overflow-wrap:anywhere}"
    "section{border-top:1px solid #ccc;margin-top:1.5em}code{background:#f3f3f3;padding:0 .2em}"
    ".carried{color:#767676}"
)
POLICY = (
    "default-src 'none'; "
    f"style-src 'sha256-{base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()}'; "
    "base-uri 'none'; form-action 'none'"
)
"""The page's Content Security Policy: it loads nothing, runs nothing and is styled by its own
style sheet alone, so a piece of a list that slipped through unescaped could still do nothing."""


def as_html(lock: Lock, entries: list[tuple[Player, Report]]) -> str:
    """One self-contained page: no script, no link, no file beside it; the style is inline, and
    the page fits a phone's screen."""
    title = f"{html.escape(event_name(lock))}: {TITLE}"
    sections = "\n".join(f"<section>\n{blocks_html(entry_blocks(e, r))}</section>" for e, r in entries)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n"
        f"<style>{STYLE}</style>\n"
        f"</head>\n<body>\n<h1>{title}</h1>\n"
        f"<p>{html.escape(locked(lock, len(entries)))}</p>\n"
        f"{sections}\n</body>\n</html>\n"
    )


def blocks_html(blocks: Sequence[Block]) -> str:
    """The blocks as HTML, every piece of text escaped."""
    out: list[str] = []
    for block in blocks:
        if isinstance(block, Heading):
            out.append(f"<h2>{_html(block.line)}</h2>")
        elif isinstance(block, Paragraph):
            out.append(f"<p>{'<br>'.join(_html(line).rstrip() for line in block.lines)}</p>")
        elif block.items:
            out += _items_html(block.items)
    return "\n".join(out) + "\n"


def _items_html(items: Sequence[Item]) -> list[str]:
    out = ["<ul>"]
    for number, item in enumerate(items):
        out += ["</li>"] if number else []
        out.append(f"<li>{_html(item.line)}")
        out += _items_html(item.items) if item.items else []
    out.append("</li></ul>")
    return out


def _html(line: Runs) -> str:
    return "".join(_html_run(run) for run in line)


def _html_run(run: Run) -> str:
    text = html.escape(run.text)
    text = f"<code>{text}</code>" if run.kind == "code" else text
    # What an entry carries in braces (a declared base, links) is for reading the list back into a
    # roster: shown as written, set small and grey beside the list a person reads.
    text = f'<small class="carried">{text}</small>' if run.kind == "carried" and text else text
    return f"<strong>{text}</strong>" if run.bold else text
