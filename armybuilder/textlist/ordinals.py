"""A number with a full stop that begins a line: a list's numbering, or the unit's own number
(`4. kerékpáros zászlóalj`, the 4th cyclist battalion), told apart as a judge does, by the lines
around it. A numbered list numbers most of its lines in order; a number outside one, before words
holding a unit's word (`1. Zug`, `4. kerékpáros zászlóalj`), is an ordinal, part of the unit's
name. In a numbered list (`1. Zug`, `2. Tiger`) the number is the list's, unless each of its
numbers stands before a unit's word (`1. Zug`, `2. Zug`, `3. Zug`): they tell those units apart.

A number with no full stop before a unit's name and a colon, the type after it (`12 Pułk Ułanów:
kawaleria`, `31 dywizjon: samochody`), is the unit's number too: a count is followed by a type's
name. Before a name holding no unit's word (`3 Jocks: Infantry`) it stays a count.
"""

import itertools
import re
from dataclasses import replace

from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import Entry, split_groups, unknown_entry
from armybuilder.textlist.grammar import (
    BODY_WORDS,
    BULLET_MARKS,
    OF_WORDS,
    OUTLINE_NUMBER,
    UNMARKED_ORDINALS,
    Form,
    lettered_body,
)
from armybuilder.textlist.names import key
from armybuilder.textlist.organised import parted
from armybuilder.textlist.reading import Reading, _Open

_NUMBERED = on_first_use(r"^(\s*)(\d{1,3})\.\s+(?=\S)")
"""A line numbered with a full stop: `4. kerékpáros zászlóalj`."""
_ESCAPED = on_first_use(r"^(\s*\d{1,3})\.")
_ITEM = on_first_use(rf"^\s*(?:[{re.escape(BULLET_MARKS)}]|\d{{1,3}}[.)]|{OUTLINE_NUMBER})\s")
"""An item of a list: marked, numbered, or numbered under its heading's number (`1.2 Pz IV`)."""
_MARKED = on_first_use(rf"^\s*[{re.escape(BULLET_MARKS)}]\s")
"""An item marked with a bullet, not a number."""
_UNIT_WORD = on_first_use(r"[^\W\d_]*(?:" + "|".join(BODY_WORDS) + r")(?![^\W_])", re.IGNORECASE)
_NAME_ENDS = on_first_use(r"\s*(?::|[(\[,]|\s[-–—]+\s)")
"""Where the words naming a unit end: a colon, a bracket, a comma, a dash standing alone."""


_OUTLINED = on_first_use(rf"^\s*(?=(\d{{1,2}})\.)({OUTLINE_NUMBER})\s")
"""A line numbered as an item under its heading's number: `1.2 Pz IV`."""


def unheaded_outline(lines: list[str]) -> list[tuple[int, str]]:
    """The lines numbered as an outline's items (`1.5 Tanks`) with no heading numbered as their
    first figure above them (`1. Zug`), each with its number: a count with a point, not an item."""
    found: list[tuple[int, str]] = []
    headed: set[str] = set()  # the numbers of the headings so far
    for index, line in enumerate(lines):
        if (outlined := _OUTLINED.match(line)) is not None and outlined.group(1) not in headed:
            found.append((index, outlined.group(2)))
        elif (heading := _HEADING_NUMBER.match(line)) is not None:
            headed.add(heading.group(1))
    return found


_HEADING_NUMBER = on_first_use(r"\s*(\d+)[.)]\s")
"""A heading's number, which the items under it begin with: `1.` of `1. Zug`."""


_DASH_NUMBERED = on_first_use(r"^(\s*)(\d{1,2})\s+[-–—]\s+(?=\S)")
"""A line numbered with a spaced dash: `1 - 1º Batalhão do Sampaio: infantaria`."""
DASH_RUN = 3
"""The fewest lines a run numbered with dashes holds: fewer may be counts (`2 - Tanks`)."""


def dash_numbered(lines: list[str]) -> list[str]:
    """The lines as a list numbered with spaced dashes writes them with full stops (`1 - morteiro`
    as `1. morteiro`): where three lines or more in a row (blank lines between them or not) are
    numbered so, from 1 up by one, as counts never rise; other lines as they are."""
    out = list(lines)
    run: list[int] = []
    for index, line in enumerate([*lines, "."]):
        if not line.strip():
            continue  # a blank line between items, as some forums space them
        found = _DASH_NUMBERED.match(line) if line[:4].lstrip()[:1].isdigit() else None
        if found is not None and int(found.group(2)) == len(run) + 1:
            run.append(index)
            continue
        if len(run) >= DASH_RUN:
            for at in run:
                out[at] = _DASH_NUMBERED.sub(r"\1\2. ", lines[at], count=1)
        run = [index] if found is not None and found.group(2) == "1" else []
    return out


MISNUMBERED = 2
"""The most a numbered list's number rises from one line to the next, a slip in its numbering."""


def ordinal_lines(lines: list[str]) -> set[int]:
    """The indexes of the lines whose number with a full stop is the unit's, not the list's."""
    found: set[int] = set()
    last = 0  # the number of the last numbered line above, which a list may go on from
    for block in _blocks(lines):
        numbered = [(index, number) for index in block if (number := _number(lines[index])) is not None]
        if not numbered:
            continue
        items = [index for index in block if _top(lines[index], lines[numbered[0][0]])]
        numbers = [number for _, number in numbered]
        first = numbers[0]
        alone = numbered[0][0]
        if (
            numbers == [1]
            and alone < block[-1]
            and (alone == block[0] or _MARKED.match(lines[alone + 1]) is not None)
            and _unit_worded(lines[alone])
        ):
            # `1. střelecký pluk` heading the unnumbered lines under it: the 1st regiment; under a
            # greeting too where bullets follow it (an HTML mail's paragraphs, their breaks lost)
            found.add(alone)
        # A slip in a list's numbering (`1.`, `2.`, `2.`, `4.`) leaves it a list
        in_order = first in (1, last + 1) and all(
            0 <= b - a <= MISNUMBERED for a, b in itertools.pairwise(numbers)
        )
        if not (in_order and 2 * len(numbered) > len(items)):
            # a list's first line alone (`My army:` over `1. Infantry platoon`) is an ordinal only
            # where a unit's word follows its number (`1. Zug`) or it heads lines after its colon
            # (`1. schwerer Zug:`)
            ordinal = _unit_first if numbers == [1] else _unit_worded
            found.update(
                index
                for index, _ in numbered
                if ordinal(lines[index])
                or (lines[index].rstrip().endswith(":") and _unit_worded(lines[index]))
            )
        elif all(_unit_first(lines[index]) for index, _ in numbered) or _told_apart(lines, numbered):
            found.update(index for index, _ in numbered)  # `1. Zug`, `2. Zug`: which platoon, each
        last = numbers[-1]
    return found


def _blocks(lines: list[str]) -> list[list[int]]:
    """The indexes of the lines, in runs no blank line parts."""
    blocks: list[list[int]] = [[]]
    for index, line in enumerate(lines):
        if line.strip():
            blocks[-1].append(index)
        elif blocks[-1]:
            blocks.append([])
    return [block for block in blocks if block]


def _number(line: str) -> int | None:
    found = _NUMBERED.match(line)
    return int(found.group(2)) if found else None


def _top(line: str, numbered: str) -> bool:
    """Whether a line is one of its list's items: not a bullet under one, nor indented further."""
    if _indent(line) > _indent(numbered):
        return False
    return _number(line) is not None or _ITEM.match(line) is None


def _told_apart(lines: list[str], numbered: list[tuple[int, int]]) -> bool:
    """Whether the numbers tell apart bodies written alike, each heading the lines indented under
    it (`1. střelecký pluk`, `2. střelecký pluk`, the 1st and 2nd rifle regiments) or counting its
    members on its line (`1. tanková četa – 5× T-34-85`): the same name after each number, holding
    a unit's word. A list numbering its units (`1. Rifle battalion`, `2. Rifle battalion`) heads
    no lines."""
    said = {key(_named(lines[index])[0]) for index, _ in numbered}
    return (
        len(numbered) > 1
        and len(said) == 1
        and _unit_worded(lines[numbered[0][0]])
        and all(_heads(lines, index) or _MEMBERS.match(_named(lines[index])[1]) for index, _ in numbered)
    )


def _named(line: str) -> tuple[str, str]:
    """The words after a line's number that name its unit, and the rest of the line."""
    said = _NUMBERED.sub("", line, count=1)
    name = _NAME_ENDS.split(said, maxsplit=1)[0]
    return name, said[len(name) :]


_MEMBERS = on_first_use(r"\s*(?::|\s[-–—]+\s)\s*\d")
"""Members counted after a name's colon or dash: `: 4 Pz IV`, ` – 5× T-34-85`."""


def _heads(lines: list[str], index: int) -> bool:
    """Whether the line after the one at `index` is indented further, a member under it."""
    if index + 1 >= len(lines) or not lines[index + 1].strip():
        return False
    below = lines[index + 1]
    return _indent(below) > _indent(lines[index])


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _unit_worded(line: str) -> bool:
    """Whether the words after a line's number, up to what ends a unit's name, hold a unit's word."""
    found = _NUMBERED.match(line)
    said = line[found.end() :] if found else line
    name = _NAME_ENDS.split(said, maxsplit=1)[0]
    return _UNIT_WORD.search(name) is not None


def _unit_first(line: str) -> bool:
    """Whether the word after a line's number is a unit's word: `2. Zug`, `3. Panzerkompanie`."""
    found = _NUMBERED.match(line)
    return found is not None and _UNIT_WORD.match(line, found.end()) is not None


def as_ordinal(line: str) -> str:
    """The line with its number's full stop escaped, as the Markdown writes a name starting so
    (`4\\. kerékpáros zászlóalj`): read as words, no list's numbering."""
    return _ESCAPED.sub(r"\1\\.", line, count=1)


def numbered_name(reading: Reading, form: Form, entry: Entry | None) -> Entry | None:
    """`12 Pułk Ułanów Podolskich: kawaleria`, `31 dywizjon: samochody`: a number with no mark,
    then the unit's own name holding a unit's word before a colon and its type after it, one unit
    named with its number; None where the words after the number name a type (`2 Tanks: Pz IV`, two
    of them), hold no unit's word (`3 Jocks: Infantry`, three of them) or the line is not so. A unit's word first (`31 dywizjon pancerny: samochody`) names one unit, whatever type
    the catalog reads in it."""
    if entry is None or not entry.known or not form.loose or form.count is None:
        return None
    head, colon, _ = form.text.partition(": ")
    if not colon:
        return _body_numbered(form, entry)
    if entry.label != head:
        return None
    if _UNIT_WORD.search(head) is None:
        return None  # `3 Jocks: Infantry`, `2 Platoons: Tank` (a plural): a count, as a judge reads it
    first = key(head).split()[:1]
    if reading.names.read(head, loose=True) is not None and not set(first) & _UNITS:
        return None
    return replace(entry, label=f"{form.count} {head}")


_UNITS = frozenset(key(word) for word in BODY_WORDS)


def _body_numbered(form: Form, entry: Entry) -> Entry | None:
    """`12 pułk piechoty`, `5 dywizjon artylerii`: a number with no mark before a body's word in the
    singular is the body's own number, the line one unit named by it all, in the languages that
    write an ordinal with no mark (`1 batalion`, `1 батальон`), where a count of bodies says the
    plural (`12 pułków`). Elsewhere players count with the singular as often (`2 platoon infantry`
    typed on a phone, Hungarian `3 szakasz`), so the number stays a count."""
    first, *rest = key(form.text).split() or [""]
    if first not in _UNMARKED or (rest[:1] and rest[0] in _OF) or _ELIDED_OF.match(form.text):
        return None
    return replace(entry, label=f"{form.count} {split_groups(form.text)[0]}")


_UNMARKED = frozenset(key(word) for word in UNMARKED_ORDINALS)
_OF = frozenset(key(word) for word in OF_WORDS)
_ELIDED_OF = on_first_use(r"^\S+\s+d['’]", re.IGNORECASE)
"""`bataillon d'infanterie`: `of` elided before its noun, as French and Italian write it."""


def typed_by_heading(reading: Reading, form: Form, opened: _Open | None) -> Entry | None:
    """`## Jalkaväki` over `- 1. joukkue (JR 8)` or `## Infantry` over `- B Company`: a unit named
    only by its number or letter and a unit's or body's word names no type, so under a section
    whose heading is one type's name whole it is one of that type, named as written. None
    elsewhere: under a heading naming no one type (`## Tuki`) it stays unknown, for the player to
    mend."""
    if opened is None or opened.kind != "fit" or form.count is not None:
        return None
    base = split_groups(form.text)[0]
    own, rest = parted(base, reading.names.heads)
    if not own and lettered_body(base):
        own, rest = base, ""  # `A Company` under `## Infantry`: a company's word is no unit word
    if not own or rest:
        return None
    typed = reading.names.read(opened.text)
    if typed is None or typed.settled is None or not typed.exact or typed.near:
        return None
    unknown = unknown_entry(reading.names, form.text, form.note)
    return replace(unknown, element=typed.settled, known=True, label=own)
