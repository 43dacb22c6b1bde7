"""`armybuilder event publish`: the locked lists as players will see them, in one file to post.

Each entry is the Markdown of `show` (its units and costs as the catalog gives them), headed by
the player, army, fingerprint, the verdict the lock recorded and the status; the page names the
event. Nothing else from the lock is published: not the files the lists came from, and no
e-mail address, even one a player typed as their name.
"""

import argparse
import html
import re
from typing import Any

from armybuilder.atomic import write_text
from armybuilder.catalogs import CatalogSet
from armybuilder.cli.common import catalog_set
from armybuilder.engine import Report, evaluate
from armybuilder.errors import UsageError
from armybuilder.files import output_path
from armybuilder.locks import read_lock
from armybuilder.present.markdown import markdown_body
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.lock import Lock, SentList
from armybuilder.schema.roster import Roster
from armybuilder.terminal import printable
from armybuilder.words import counted

_EMAIL = re.compile(r"[^\s<>()\"',;:]+@[^\s<>()\"',;:]+\.[^\s<>()\"',;:]+")
WITHHELD = "(e-mail address withheld)"


def publish(args: argparse.Namespace) -> int:
    lock = read_lock(args.lock)
    catalogs = catalog_set(args)
    out = output_path(args.output, force=True, what="html" if args.format == "html" else "md", stem="lists")
    # Only entries are published: a list waiting for `event accept` is not yet anyone's.
    current = [place.entry.model_copy(update={"status": place.status}) for place in lock.lists if place.entry]
    entries = [(entry, _report(entry, lock, catalogs)) for entry in current]
    text = as_markdown(lock, entries) if args.format == "markdown" else as_html(lock, entries)
    write_text(out, text)
    print(printable(f"Wrote {args.output}: {counted(len(entries), 'list')} of {lock.event.name}"))
    return 0


def _report(entry: SentList, lock: Lock, catalogs: CatalogSet) -> Report:
    """The entry's list costed by its catalog, from what the lock holds of it."""
    contents = entry.contents
    try:
        roster = Roster.model_validate(
            {
                "format": 1,
                "system": contents.get("system", lock.event.system),
                "name": entry.army,
                "player": entry.player,
                "options": contents.get("options", {}),
                "units": [_unit(unit) for unit in contents.get("units", [])],
            }
        )
    except (ValueError, TypeError, AttributeError) as error:
        raise UsageError(
            f"the lock's list of {entry.player or entry.file} is not one armybuilder can read back: {error}"
        ) from None
    return evaluate(roster, catalogs.get(roster.system))


def _unit(unit: dict[str, Any]) -> dict[str, Any]:
    """A unit as a roster writes it, from the lock's canonical form (which spells out every default)."""
    if "formation" in unit:
        return {"formation": unit["formation"], "elements": [_unit(e) for e in unit.get("elements", [])]}
    return {key: value for key, value in unit.items() if value not in (None, False, [])}


def _withheld(text: str) -> str:
    return _EMAIL.sub(WITHHELD, text)


def entry_markdown(entry: SentList, report: Report) -> str:
    """One list as published: the lock's facts, then the list as `show --format markdown` gives it."""
    verdict = verdict_word(entry.valid)
    # Its verdict is judged again without the event; the lock's, judged under it, is the one that counts.
    body = markdown_body(report, verdict=False)
    who = entry.player or "(no player named)"
    head = [
        f"## {_md(who)}: {_md(entry.army)}",
        "",
        f"Fingerprint `{entry.fingerprint}` · verdict when locked: **{verdict}** · status: {entry.status}",
    ]
    return _withheld("\n".join(head) + "\n" + body)


def as_markdown(lock: Lock, entries: list[tuple[SentList, Report]]) -> str:
    parts = [f"# {_md(_withheld(lock.event.name))}: the locked lists", ""]
    parts.append(f"{counted(len(entries), 'list')}, locked {lock.locked_at}.")
    return "\n".join(parts) + "\n\n" + "\n".join(entry_markdown(e, r) for e, r in entries)


def _md(text: str) -> str:
    return "".join(f"\\{c}" if c in "\\`*_[]<>#|" else c for c in text)


def as_html(lock: Lock, entries: list[tuple[SentList, Report]]) -> str:
    """One self-contained page: no script, no link, no file beside it; the style is inline."""
    title = html.escape(_withheld(lock.event.name))
    sections = "\n".join(f"<section>\n{markdown_html(entry_markdown(e, r))}</section>" for e, r in entries)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{title}: the locked lists</title>\n"
        "<style>body{font-family:sans-serif;max-width:48em;margin:2em auto;padding:0 1em;line-height:1.4}"
        "section{border-top:1px solid #ccc;margin-top:1.5em}code{background:#f3f3f3;padding:0 .2em}</style>\n"
        f"</head>\n<body>\n<h1>{title}: the locked lists</h1>\n"
        f"<p>{counted(len(entries), 'list')}, locked {html.escape(lock.locked_at)}.</p>\n"
        f"{sections}\n</body>\n</html>\n"
    )


_INLINE = re.compile(r"\\(.)|`([^`]*)`|\*\*(.+?)\*\*")


def _inline(text: str) -> str:
    """Markdown's escapes, code and bold, as `markdown` writes them, in HTML; everything else escaped."""
    out, at = [], 0
    for found in _INLINE.finditer(text):
        out.append(html.escape(text[at : found.start()]))
        escaped, code, bold = found.groups()
        if escaped is not None:
            out.append(html.escape(escaped))
        elif code is not None:
            out.append(f"<code>{html.escape(code)}</code>")
        else:
            out.append(f"<strong>{_inline(bold)}</strong>")
        at = found.end()
    out.append(html.escape(text[at:]))
    return "".join(out)


def markdown_html(text: str) -> str:
    """The Markdown `markdown` writes (headings, paragraphs, two levels of list) as HTML."""
    out: list[str] = []
    open_items: list[bool] = []
    """Per list level, whether an item is open: a nested list belongs inside it."""
    paragraph: list[str] = []

    def close_paragraph() -> None:
        if paragraph:
            out.append(f"<p>{'<br>'.join(paragraph)}</p>")
            paragraph.clear()

    def to_depth(level: int) -> None:
        while len(open_items) < level:
            out.append("<ul>")
            open_items.append(False)
        while len(open_items) > level:
            out.append("</li></ul>" if open_items.pop() else "</ul>")

    for line in text.splitlines():
        item = re.match(r"( *)- (.*)", line)
        if item:
            close_paragraph()
            to_depth(len(item.group(1)) // 2 + 1)
            if open_items[-1]:
                out.append("</li>")
            out.append(f"<li>{_inline(item.group(2))}")
            open_items[-1] = True
            continue
        to_depth(0)
        if line.startswith("## "):
            close_paragraph()
            out.append(f"<h2>{_inline(line[3:])}</h2>")
        elif not line.strip():
            close_paragraph()
        else:
            paragraph.append(_inline(line.rstrip()))
    close_paragraph()
    to_depth(0)
    return "\n".join(out) + "\n"
