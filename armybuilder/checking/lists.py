"""A roster file, or a list written as text in its place: `.md` and `.txt` files, and text pasted
into a file named `.yaml`, are read as lists rather than refused as broken YAML."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from armybuilder.engine.words import kilobytes
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.opening import BATTLESCRIBE_ROSTER_SUFFIXES, ROSTER_SUFFIXES, read_limited
from armybuilder.files.rosters import RosterFile, roster_of
from armybuilder.files.text import Source, StrayByte, decode, read_source
from armybuilder.files.yaml import parse
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

if TYPE_CHECKING:  # the list reader loads only where a file is a list: a roster file never needs it
    from armybuilder.battlescribe.rosters import Recorded
    from armybuilder.textlist.grammar import Form
    from armybuilder.textlist.names import Names
    from armybuilder.textlist.reader import TextList

HTML_SUFFIXES = frozenset({".html", ".htm"})
"""A mail body saved as a file: read as the lines a mail program shows."""
TEXT_SUFFIXES = frozenset({".md", ".markdown", ".txt", ".text", ".csv", ".tsv", *HTML_SUFFIXES})
"""Files always read as lists written as text (a spreadsheet's export is a table of one)."""
FIRST_LINES = 200
"""Lines looked at to tell a list written as text from a broken roster."""
LOOSE_RUN = 3
"""Lines one under another that each start with a number before a name, that make a list."""
_ROSTER_LINE = on_first_use(r"^(?:format|system|units)[ \t]*:", re.MULTILINE)
_TRAILING_COUNT = on_first_use(r"^[^\W\d_][^\n]{0,60}?[^\W\d_)]\)?\s+[1-9]$")
"""A name, then a one-figure count with no mark (`pěchota 6`, `Infanterie 4`): a line of a list
when lines like it stand one under another; a number of two figures is a calibre (`Mortar 81`)."""
_NAMED_TYPE = on_first_use(
    r"^(?:[-*+•]\s+)?(?P<name>[^\W_][^:–—]{2,60}?)(?::\s+|\s+(?:[-–—]+|[.·…]{3,})\s+)"
    r"(?P<type>[^\W\d_][^:–—]{0,40})$"
)
"""A unit's name, a colon, a dash or a dotted leader, then its type in a few words (`1st Hussars –
tanks (Sherman)`, `- Welsh Guards: infantry, elite`, `Motor Company ...... Infantry`): a line of a
list when lines like it stand one under another."""
MIN_NAME_WORDS = 2
"""Words of a name before a colon that may be a unit's rather than a label's (`Date: Sunday`)."""
MAX_TYPE_WORDS = 5
_ROSTER_KEYS = frozenset({"format", "system", "units", "name"})
_ROSTER_START = on_first_use(
    r"""^[ \t]*(?:---(?:[ \t]|$)|[{?]|["']?(?:format|system|units|name)["']?[ \t]*:)""", re.M
)
"""Where YAML that is a mapping with a roster's key can begin, besides a roster line: a document
marker, a flow mapping (JSON), an explicit, quoted or indented key, `name:`. Text with none is no
roster, however it parses, so it is not parsed to tell (a letter, say)."""


@dataclass(frozen=True)
class ListFile:
    """A roster read from a list written as text, with what the reading found."""

    text: str
    roster: Roster
    encoding: str
    listed: TextList
    stray: tuple[StrayByte, ...] = ()
    sha256: str = ""
    catalog: Catalog | None = None
    """The catalog the list was read by, whose names say what each line became."""


@dataclass(frozen=True)
class BattleScribeFile(RosterFile):
    """A roster read from BattleScribe's `.ros`/`.rosz`, with the costs the file recorded."""

    recorded: Recorded | None = None


def read_battlescribe(
    path: Path, catalogs: CatalogSet, data: bytes | None = None, name: str | None = None
) -> BattleScribeFile:
    """A BattleScribe roster, read (or as sent, `data`) safely and found in the imported catalogs."""
    from armybuilder.battlescribe.rosters import roster_of_document
    from armybuilder.battlescribe.xml import MAX_XML_BYTES, document_of

    raw = data if data is not None else read_limited(path, MAX_XML_BYTES)
    roster, recorded = roster_of_document(document_of(raw, path, name), catalogs)
    return BattleScribeFile("", roster, sha256=hashlib.sha256(raw).hexdigest(), recorded=recorded)


def load_roster_or_list(
    path: Path,
    catalogs: CatalogSet,
    *,
    entries_apart: bool = False,
    source: Source | None = None,
    name: str | None = None,
    army: str | None = None,
    parsed: dict[str, Any] | None = None,
    sender: str = "",
    data: bytes | None = None,
    subject: str = "",
) -> RosterFile | ListFile:
    """The roster in `path`, whether a roster file or a list written as text; `entries_apart` as
    for `roster_of`. `source` is the list as already read, if it was (a part of an e-mail always
    is: see `textfile.source_of`), and `parsed` its YAML data, if that was read too (by `check`'s reader);
    `name` the name whose ending says how to read it ('' for none: the content decides); `army`
    the name of a list written as text that names none (by default, the attachment's or the file's);
    `sender` the display name of whoever sent it by e-mail, whose own name a signature must be;
    `data` the bytes sent, where a BattleScribe roster (`.ros`/`.rosz`, read as XML, not text) came
    in a message; `subject` the subject of the message it came in, as for `read_text_list`."""
    if (Path(name) if name else path).suffix.lower() in BATTLESCRIBE_ROSTER_SUFFIXES:
        return read_battlescribe(path, catalogs, data, name)
    source = source if source is not None else read_source(path)
    suffix = (path if name is None else Path(name)).suffix.lower()
    stem = army or (Path(name).stem if name else None)  # an attachment's list is named for the attachment
    if suffix in TEXT_SUFFIXES and not _ROSTER_LINE.search(source.text):
        html = suffix in HTML_SUFFIXES
        return read_list(path, source, catalogs, name=stem, html=html, sender=sender, subject=subject)
    try:
        parsed = parse(source.text, path) if parsed is None else parsed
    except InputError:
        if looks_like_list(source.text):
            return read_list(path, source, catalogs, name=stem, sender=sender, subject=subject)
        raise
    if not _roster_like(parsed) and (suffix in TEXT_SUFFIXES or looks_like_list(source.text)):
        return read_list(path, source, catalogs, name=stem, sender=sender, subject=subject)
    roster = roster_of(parsed, source.text, path, entries_apart=entries_apart)
    return RosterFile(source.text, roster, source.encoding, source.stray, source.sha256)


class Allowance(Protocol):
    """What `holds_list` may read to tell whether a part holds a list, where the caller bounds it
    (a mail file's budget): each is asked before that much is read, and takes it if it may."""

    def may_look(self, lines: int) -> bool:
        """Whether this many lines may be looked at for a list's entries."""
        ...

    def may_parse(self, characters: int) -> bool:
        """Whether text of this many characters may be read as YAML."""
        ...


def holds_list(data: bytes, name: str, allowance: Allowance | None = None) -> bool | None:
    """Whether bytes sent under `name` (an ending, or '' for a message's body) are a roster or a
    list written as text, readable or not: a file named `.yaml` always is, other text when it
    reads as a roster or a list; a document of another kind, or a letter, is not. None where the
    `allowance` does not let it read what it would have to, to tell."""
    suffix = Path(name).suffix.lower()
    if suffix in ROSTER_SUFFIXES or suffix in BATTLESCRIBE_ROSTER_SUFFIXES:
        return True
    try:
        text = decode(data, name).text
    except InputError:
        return False
    if suffix in HTML_SUFFIXES:
        if allowance is not None and not allowance.may_parse(len(text)):
            return None
        from armybuilder.intake.htmltext import MAX_HTML, html_text

        text = html_text(text[:MAX_HTML])
    if _ROSTER_LINE.search(text):
        return True
    first = text.splitlines()[:FIRST_LINES]
    if allowance is not None and not allowance.may_look(len(first)):
        return None
    if _entries_in(first):
        return True
    if not _ROSTER_START.search(text):
        return False
    if allowance is not None and not allowance.may_parse(len(text)):
        return None
    try:
        return _roster_like(parse(text, name))
    except InputError:
        return False


def list_entries(data: bytes, name: str) -> int:
    """How many entries bytes sent under `name` give as a list, at most, read as
    `load_roster_or_list` reads them (what a mail file's budget counts: an unknown name is looked
    up among the catalog's, which is most of the time a hostile list takes): a roster's units, its
    formations' elements and the options each names, through any alias; a list written as text,
    its lines as the reader splits them."""
    try:
        text = decode(data, name).text
    except InputError:
        return 0  # refused unread
    suffix = Path(name).suffix.lower()
    if suffix in TEXT_SUFFIXES and not _ROSTER_LINE.search(text):
        if suffix in HTML_SUFFIXES:  # read by the lines it shows, as `read_list` reads it
            from armybuilder.intake.htmltext import MAX_HTML, html_text

            return len(html_text(text[:MAX_HTML]).splitlines())
        return len(text.splitlines())
    lines = len(text.splitlines())
    try:
        parsed = parse(text, name)
    except InputError:
        return lines  # read as a list where it looks like one
    return _roster_entries(parsed) if _roster_like(parsed) else lines


def _roster_entries(data: dict[str, Any]) -> int:
    units = data.get("units")
    units = units if isinstance(units, list) else []
    elements = [
        element
        for unit in units
        if isinstance(unit, dict) and isinstance(unit.get("elements"), list)
        for element in unit["elements"]
    ]
    entries = [*units, *elements]
    options = (entry.get("options") for entry in entries if isinstance(entry, dict))
    return len(entries) + sum(len(named) for named in options if isinstance(named, list))


def _roster_like(data: Any) -> bool:
    return isinstance(data, dict) and not _ROSTER_KEYS.isdisjoint(data)


def looks_like_list(text: str) -> bool:
    """Whether text that is no roster reads as a list: one of its first lines counts an entry or
    marks the general, or heads a table of units (a list's entries come early; a huge broken file
    is not read twice)."""
    if _ROSTER_LINE.search(text):
        return False  # a roster with a mistake in it: its own message says where
    return _entries_in(text.splitlines()[:FIRST_LINES])


def _entries_in(lines: list[str]) -> bool:
    """Whether one of the lines counts an entry, marks the general or heads a table of units, or
    lines in a row each start with a number before a name (`6 Infantry`, `2 Horse teams`), are
    numbered (`1. Infantry - militia`), end in one set apart from the name, a cost or a count
    (`Artiglieria ...... 1`, `Tank - 3`), count after a dash (`Tanks - 3 units`, `1st platoon --
    4 T-34/85`), or set a name of two words or more apart from a type in a few words
    (`North Shore Regiment – infantry`), with only headings and blank lines between them: one such
    line may be prose (`2 weeks ago...`), several one under another are a list, in one formation or
    in several (`Zug 1:` over `- 4 Pz IV`); or bulleted lines one under another, uncounted, most
    of them naming a unit (an HTML mail's `<ul>` of `Rifle platoon`, `Panzer IV platoon`), or
    such lines with no bullet (an iPad's `Panzergrenadiers`, `Pz IV platoon`, `Pak 40`)."""
    from armybuilder.textlist.grammar import form_of
    from armybuilder.textlist.tables import find_tables

    if find_tables(list(enumerate(lines, 1))):
        return True  # a table with a header naming its columns: a spreadsheet's list
    run = 0
    bulleted: list[list[str]] = [[]]
    plain: list[list[str]] = [[]]  # lines alike with no bullet: a phone's mail (`Pz IV platoon`)
    for line in lines:
        form = form_of(line)
        for runs, marked in ((bulleted, True), (plain, False)):
            if _bullet_unit(form, marked=marked):
                runs[-1].append(form.text)
            elif runs[-1]:
                runs.append([])
        if form.kind in ("heading", "blank") or _unit_heading(form):
            continue
        if form.kind != "entry" or not form.text:
            run = 0
        elif (
            (form.count is not None and not form.loose)
            or form.general
            or _told_in_line(line)
            or _counted_after(form.note, marked=True)
        ):
            return True
        elif (
            form.count is not None
            or form.numbered
            or form.cost
            or _counted_after(form.note)
            or _TRAILING_COUNT.search(form.text)
            or _named_type(line)
        ) and not form.text.rstrip().endswith((".", "!", "?")):
            run += 1
            if run >= LOOSE_RUN:
                return True
        else:
            run = 0
    return _names_units([run for run in (*bulleted, *plain) if len(run) >= LOOSE_RUN])


BULLETED_WORDS = 6
"""Words of a bulleted line that may be a unit's name (`75mm anti-tank gun`); a longer one is a
letter's point."""


def _bullet_unit(form: Form, *, marked: bool = True) -> bool:
    """Whether a line is bulleted (or, not `marked`, has no bullet), uncounted, a few words and
    no sentence: a unit's name, perhaps."""
    return (
        form.bullet == marked
        and form.kind == "entry"
        and form.count is None
        and len(form.text.split()) <= BULLETED_WORDS
        and not form.text.rstrip().endswith((".", "!", "?"))
    )


def _unit_heading(form: Form) -> bool:
    """Whether an uncounted line names a platoon, a troop or a battery in a few words, no sentence
    (`Plotone carri`, `Heavy platoon "Wittmann"`): a heading over its members, though it has no colon."""
    from armybuilder.textlist.organised import organised

    return _bullet_unit(form, marked=form.bullet) and not form.note and organised(form.text)


def _names_units(runs: list[list[str]]) -> bool:
    """Whether most lines of one of the runs name a unit of one shipped catalog (`Rifle platoon`);
    a letter's bullets (`10am start`) name none. The catalogs are read only for such a run."""
    return any(
        2 * sum(names.read(text) is not None for text in run) > len(run)
        for run in runs
        for names in _shipped_names()
    )


@cache
def _shipped_names() -> tuple[Names, ...]:
    """The shipped catalogs' names, read once, that a mail's bullets are weighed against."""
    from armybuilder.files.places import shipped
    from armybuilder.textlist.names import Names

    return tuple(
        Names.of(catalog) for catalog in CatalogSet([shipped("catalogs")]) if isinstance(catalog, Catalog)
    )


TOLD_PARTS = 4
"""Parts of a line a list told in it has at the fewest (`2 inf, 1 mortar, 1 atg, 2 tanks`)."""
TOLD_WORDS = 3
"""Words of a part of such a list: a unit's name and its count; a longer part is its chatter."""


def _told_in_line(line: str) -> bool:
    """Whether a line tells a list between commas, as a phone's mail does (`mine for Sat: Gen
    (rifles), 2 tanks, field arty, barrage, 2 cav.`): most of its parts a few words, two of them
    counted; the words before and after are its chatter, which the reader sets aside."""
    from armybuilder.textlist.entries import parts
    from armybuilder.textlist.grammar import form_of

    said = parts(line)
    if len(said) < TOLD_PARTS:
        return False
    short = [part for part in said if len(part.split()) <= TOLD_WORDS]
    counted = [part for part in said if part[:1].isdigit() and form_of(part).count is not None]
    return 2 * len(short) > len(said) and len(counted) >= 2


MAX_NAME_WORDS = 3
"""Words of a type's name looked for in a sentence (`Pz IVs`, `Tiger`)."""
MAX_SENTENCES = 20
MAX_SENTENCE_WORDS = 40
"""Lines not read, and words of each, looked through for types' names: a list told in sentences is a
short post; the bound keeps a long letter's look short."""
MAX_SHOWN = 5
"""Line numbers a message names of those lines; the rest are counted."""


def _named_in_sentences(listed: TextList, catalog: Catalog) -> str:
    """Where lines not read name the catalog's types in sentences (`The two Tigers and three of
    the Pz IVs fight together as one platoon`), which the reader does not read: `lines 5 and 7
    name Tiger I and Pz IV in sentences`, so the player knows what to rewrite; '' where none does."""
    from armybuilder.engine.index import index_of
    from armybuilder.textlist.grammar import MAX_LINE
    from armybuilder.textlist.names import Names

    names = Names.of(catalog)
    elements = index_of(catalog).elements
    found: dict[str, None] = {}
    lines: list[int] = []
    for line in listed.lines[:MAX_SENTENCES]:
        if len(line.text) > MAX_LINE:
            continue  # no sentence, and a word of it may be thousands of letters, each part read again
        said = line.text.split()[:MAX_SENTENCE_WORDS]
        typed = {
            element.name
            for size in range(1, MAX_NAME_WORDS + 1)
            for at in range(len(said) - size + 1)
            if (named := names.read(" ".join(said[at : at + size]).strip(",.;:!?()\"'"))) is not None
            and named.exact
            and (element := elements.get(named.settled or "")) is not None
        }
        if typed:
            lines.append(line.number)
            found.update(dict.fromkeys(sorted(typed)))
    if not lines:
        return ""
    where = "line" if len(lines) == 1 else "lines"
    verb = "names" if len(lines) == 1 else "name"
    shown = [str(n) for n in lines[:MAX_SHOWN]] + (
        [f"{len(lines) - MAX_SHOWN} more"] if len(lines) > MAX_SHOWN else []
    )
    return f"{where} {_and(shown)} {verb} {_and(found)} in sentences, not as entries"


def _and(items: Iterable[str]) -> str:
    said = list(items)
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"


def _named_type(line: str) -> bool:
    """Whether a line names a unit, then its type after a colon or a dash in a few words; a name of
    one word is a label's (`Date: Sunday`, `Venue - the club`), a line ending in a stop a sentence's."""
    found = _NAMED_TYPE.match(line.strip())
    if found is None or found["type"].rstrip().endswith((".", "!", "?", ",")):
        return False
    typed = found["type"].split("(")[0]  # its note in brackets is no part of the type's words
    return len(found["name"].split()) >= MIN_NAME_WORDS and len(typed.split()) <= MAX_TYPE_WORDS


def _counted_after(note: str, *, marked: bool = False) -> bool:
    """Whether a line's words after a dash begin with a count (`3 units`, `4 T-34/85`); `marked`,
    one with its mark (`5× T-34-85`), which counts an entry as it does on a line of its own."""
    from armybuilder.textlist.grammar import form_of

    if not note or not note.lstrip()[:1].isdigit():
        return False
    counted = form_of(note)
    return counted.count is not None and not (marked and counted.loose)


class NothingRead(InputError):
    """A list written as text whose lines give no entry: no army, rather than an empty one."""


def read_list(
    path: Path,
    source: Source,
    catalogs: CatalogSet,
    system: str | None = None,
    *,
    name: str | None = None,
    html: bool = False,
    sender: str = "",
    subject: str = "",
) -> ListFile:
    """The list written as text in `source`, as a roster; an InputError where it cannot be one.
    `name` is the army's where the text gives none (by default, the file's name); `html` reads
    the source as a mail body in HTML, by the lines it shows; `sender` and `subject` as for
    `read_text_list`."""
    from armybuilder.textlist.length import oversized
    from armybuilder.textlist.reader import read_text_list

    text = source.text
    if html:
        from armybuilder.intake.htmltext import MAX_HTML, html_text

        if len(text) > MAX_HTML:
            raise InputError(
                "file.too-large",
                f"the HTML file is {kilobytes(len(text))} KB; HTML over {MAX_HTML // 1024} KB is not read",
                file=path,
                hint="save the list as plain text, or copy it from the mail into a .txt file",
            )
        text = html_text(text)
    if too_long := oversized(text):
        raise InputError(
            "file.too-large",
            too_long,
            file=path,
            hint="a real list has a few dozen lines and a few hundred words; check that this is the right file",
        )
    chosen = [catalogs.get(system)] if system is not None else catalogs.outlines()
    if name is None:
        name = "" if str(path) == "-" else path.stem
    listed = read_text_list(text, chosen, system, name=name, sender=sender, subject=subject)
    if listed.system is None:
        could_be = " or ".join(f"{c.name} (`--system {c.id}`)" for c in listed.could_be)
        raise InputError(
            "file.text-list",
            "this is a list written as text, but no line names its game system and its names do not settle it"
            + (f": it may be for {could_be}, as nothing else it writes chooses one" if could_be else ""),
            file=path,
            hint="add a heading naming the system (`# Tank Attack`), or import it with "
            f"`armybuilder import {path} --system ID`",
        )
    if not listed.data["units"] and not listed.asked and listed.fingerprint is None:
        # An army of nothing would pass where the rules ask for no minimum (Pagano, OHW's army size
        # is a warning): the list is not read, rather than read as empty. The Markdown of an empty
        # roster says it is one by its fingerprint.
        named = _named_in_sentences(listed, catalogs.get(listed.system))
        raise NothingRead(
            "file.text-list",
            "this is a list written as text, but no line of it reads as an entry of the list: it gives no army"
            + (f"; {named}" if named else ""),
            file=path,
            hint="write each unit on a line of its own, as `2 x Tank`; check that this is the list you meant",
        )
    # Located by the lines the reader noted, not by YAML: the text is none.
    roster = roster_of(listed.data, "", path)
    catalog = catalogs.get(listed.system)  # built already: the one the reader chose
    return ListFile(text, roster, source.encoding, listed, source.stray, source.sha256, catalog)
