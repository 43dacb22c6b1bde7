"""What `event publish` says of the locked lists: the page's title, when the lists were locked,
and each entry's blocks (the lock's facts above the list as `show --format markdown` gives it),
with no e-mail address, even one a player typed as their name; and the page itself, in Markdown
or as one self-contained HTML file."""

import base64
import datetime
import hashlib
import html
import re
from collections.abc import Sequence

from armybuilder.engine.report import Report
from armybuilder.engine.words import counted
from armybuilder.present.blocks import (
    Block,
    Heading,
    Item,
    Paragraph,
    Run,
    Runs,
    code,
    each_text,
    markdown_text,
    words,
)
from armybuilder.present.markdown import list_blocks
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.lock import Lock, Player
from armybuilder.terminal import printable, printable_copy
from armybuilder.textlist.grammar import escape, line_start

_EMAIL = re.compile(r"[^\s<>()\"',;:]+@[^\s<>()\"',;:]+\.[^\s<>()\"',;:]+")
WITHHELD = "(e-mail address withheld)"
TITLE = "the locked lists"
"""What the page is, after the event's name."""
MARK = (
    "<!-- Written by armybuilder event publish, which replaces this page when run again; "
    "remove this line to keep the page as it is. -->"
)
"""The line that marks a page as publish's own (a comment: no browser or forum shows it), so it
replaces its own page and nothing else. The organiser who edits the page removes it to keep it."""


def not_a_page(path: object) -> str:
    """Why publish will not write over a file it did not write."""
    return (
        f"{path} exists and is not a page event publish wrote (it has no mark of one), so it is left "
        "alone: choose another name, or add --force to replace it"
    )


def withheld(text: str) -> str:
    """The text with every e-mail address in it withheld, even one a player typed as their name."""
    return _EMAIL.sub(WITHHELD, text)


def event_name(lock: Lock) -> str:
    """The event's name as the page heads it."""
    return withheld(printable(lock.event.name))


def locked(lock: Lock, lists: int) -> str:
    """When the lists were locked, as players know it: the event's deadline where it has one (not
    the day the organiser first packed), in UTC to the minute."""
    if lock.event.deadline is not None:
        moment = lock.event.deadline
        said = "due by"
    else:
        try:
            moment = datetime.datetime.fromisoformat(lock.locked_at)
        except ValueError:  # a hand-edited time: as written
            return f"{counted(lists, 'list')}, locked {lock.locked_at}."
        said = "locked"
    return f"{counted(lists, 'list')}, {said} {moment.astimezone(datetime.UTC):%Y-%m-%d %H:%M} UTC."


def entry_blocks(player: Player, report: Report) -> list[Block]:
    """One player's entry as published: the lock's facts, then the list as `show --format
    markdown` gives it; an e-mail address is withheld from each piece of text before it is
    written in any form."""
    entry = player.entry
    assert entry is not None, "only entries are published"
    verdict = verdict_word(entry.valid)
    # Its verdict is judged again without the event; the lock's, judged under it, is the one that counts.
    # A player's text with escape codes is written out, as in the notes: the page, and the
    # Markdown printed with `cat`, show them and obey none.
    body = list_blocks(printable_copy(report), verdict=False)
    who = words(printable(player.name)) if player.name else words("(no player named)")
    facts = (
        words("Fingerprint "),
        code(entry.fingerprint),
        words(" · verdict when locked: "),
        words(verdict, bold=True),
        words(f" · status: {player.status}"),
    )
    head = Heading((who, words(": "), words(printable(entry.army))))
    return each_text([head, Paragraph((facts,)), *body], withheld)


def as_markdown(lock: Lock, entries: list[tuple[Player, Report]]) -> str:
    lists = "\n".join(markdown_text(entry_blocks(e, r)) for e, r in entries)
    # When the lists were locked is the lock's own text where an organiser edited it by hand.
    when = line_start(escape(locked(lock, len(entries))))
    return f"{MARK}\n\n# {escape(event_name(lock))}: {TITLE}\n\n{when}\n\n{lists}"


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
        f"<!DOCTYPE html>\n{MARK}\n"
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
