"""A list written as text, read into a roster as a careful judge reads it: the Markdown `show`
writes, and the forms players post (`2 x Tank`, `Tank x2`, `Two tanks (8 pts)`, headings and
bullets for formations, `★` or `General:` for the general, tables, e-mail replies).

Pure: no files, no printing. Names are matched against the catalogs given; nothing is dropped. A
name no catalog knows becomes an unknown entry, which the engine reports with its suggestions; a
line that is no list entry is returned with its number; a line the catalog leaves open (`Guns`,
which may be anti-tank guns or artillery) is asked about, never guessed. Quoted lines (`> `) are
never read with the others: the list is the unquoted lines' where they hold one.
"""

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal

from armybuilder.engine.compare import same_player
from armybuilder.engine.index import Index, index_of
from armybuilder.engine.where import ROSTER, Where, of_place
from armybuilder.engine.words import players_army
from armybuilder.schema.catalog import Catalog, ChoiceOption, Element, FlagOption, NumberOption, RosterOption
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.columns import Columns, cell_options, stands_for, stat_cell
from armybuilder.textlist.entries import (
    Entry,
    Words,
    most_meant,
    parts,
    read_entry,
    split_groups,
    stated_stat,
    units_of_bases,
    unknown_entry,
)
from armybuilder.textlist.formations import fitting, has_place, kin_held, named_by
from armybuilder.textlist.grammar import (
    ALONE_WORDS,
    BASE,
    BASE_WORDS,
    COMMANDER_WORDS,
    COST_WORDS,
    COUNT,
    COUNT_WORDS,
    ENEMY_WORDS,
    GENERAL_WORDS,
    GROUPS,
    MAX_COUNT_DIGITS,
    MAX_LINE,
    NAME,
    NOTE,
    OF_WORDS,
    OUTSIDE_WORDS,
    Attributes,
    Form,
    Vocabulary,
    counted_within,
    exact_id,
    form_of,
    forum_quoted,
    general_words,
    keyed,
    noted_within,
    plain_text,
    quoted,
    unescape,
    untagged,
)
from armybuilder.textlist.links import brought, link
from armybuilder.textlist.names import ALL, Names, SystemNamed, Systems, key, words
from armybuilder.textlist.prose import (
    ENDS,
    chatter,
    options_said,
    sentences,
    signed,
    stated_total,
    talk,
    title,
)
from armybuilder.textlist.tables import (
    DELIMITERS,
    NO_FORMATION,
    Row,
    Table,
    counts_units,
    find_tables,
    key_of_row,
    set_apart,
    sheet_row,
    states_total,
    units_counted,
)

SECTION_WORDS = 4
"""Words a heading that names no formation may have (`Support`, `Core troops`); more make it prose."""
MAX_NOTED = 100
"""Lines that are no list entry, each returned; past these, only how many more there are."""
_YES = frozenset({"yes", "y", "true", "on", "x", "✓", "✔", "1"})
_NO = frozenset({"no", "n", "false", "off"})
_NUMBERED = re.compile(r"(?:^|\s)\d+(?:st|nd|rd|th|e|°|\.)?(?:\s|$)", re.IGNORECASE)
"""A number in a heading (`1st Bn`, `Company 2`): it names one formation, not a section."""
_UNKNOWN_OPTION = re.compile(r"^([a-z0-9]+(?:-[a-z0-9]+)+|[a-z0-9]+)\s+(\S.*)$")
_SHARE = re.compile(r"^(\d{1,3}|[^\W\d_]+)\s+(\S.*)$")
"""A part of a count with the option it has: `1 elite`, `two regular`."""
_TOTAL_OF = re.compile(r"\d(?:[.,]?\d)*\s*([^\W\d_]*)")
"""A total's number and the word after it: a cost's unit (`36 AP`), or what it counts (`6 units`)."""
_COUNTED_INSIDE = re.compile(
    rf"(?<![^\s(])(?:[xX×]\s?\d{{1,{MAX_COUNT_DIGITS}}}|\d{{1,{MAX_COUNT_DIGITS}}}\s?[xX×])(?=[\s)])"
)
"""A count marked as a list marks one, amid a line's words: `Tank x2 in support`, `MG (2x) dug in`."""
_OF_THEM = re.compile(r"^(.+?),\s*(?:all\s+)?(\w+)\s+of\s+them\b[\s,;:]*(.*)$", re.IGNORECASE)
"""A count in words or figures after the name, of its units: `Panzer IVs, five of them`."""
_RIDDEN = re.compile(r"^(.+?)\s+in\s+(?:a|an|his|her|their|the)\s+(\S.*)$", re.IGNORECASE)
"""Who rides in a vehicle, then the vehicle: `Kompaniechef in a Pz IV`."""
_SHARES = re.compile(r"\s+(?:\+|&|and)\s+", re.IGNORECASE)
"""Between the parts of a count, as a comma is: `one regular and one militia`, `2 militia + 1 regular`."""
_TRAILING = re.compile(r"(.*[^\W\d_].*?)\s+([1-9])")
"""A name, then a number with no mark: `Infanterie 4`. One figure only: a number of two or more
after a name is a calibre or a model's (`Mortar 81`, `Pak 40`, `Crapouillot 58`), never a count."""
_MARKS = frozenset(
    {"mk", "mark", "mod", "model", "modell", "ausf", "typ", "type", "nr", "no", "pz", "kw", "cal", "kal"}
)
"""Words after which a number is a model's or a calibre's (`Mk 4`, `Typ 3`), never a count."""
_ID = re.compile(r"[a-z0-9]+(?:[-_][a-z0-9]+)*")
"""A type's name written as a catalog writes an id (`company`): the Markdown names a type so where
no catalog knows it."""
_JOINED = re.compile(
    rf"\s*;\s*|\s+(?:[+|/](?=\s+\S)|(?:&|and)\s+(?=\d|(?:{'|'.join(COUNT_WORDS)})\s))\s*", re.IGNORECASE
)
"""A word or mark joining two entries on one line: `4 rifles + 1 MG`, `4 rifles + MG`, `4 Rifles |
1 MG`, `4 Rifles; MG`, `two tanks and a fighter` (after `&` or `and`, counted: `Rolls & Royce` is
one name; a slash only between spaces: `T-34/85` is one)."""
_BASES = frozenset(key(word) for word in BASE_WORDS)
_ALONE = frozenset(key(word) for word in ALONE_WORDS)
_OUTSIDE = frozenset(" ".join(words(word)) for word in OUTSIDE_WORDS)
_FILLER = frozenset({"a", "an", "as", "in", "one", "the", "of", "its", "their", "own", "single"})
"""Words around a formation's kind in a unit's note that say no more of it: `(in a platoon)`, `as one platoon`."""
_REST = re.compile(
    r"^(?:(?:the|las|los|les|die|gli|le|il|la|el)\s+)?(?:other|others|rest|remaining|otras|otros|otra|otro"
    r"|autres|autre|reste|anderen|andere|anderer|altri|altre|altro|resto|pozostałe|pozostali|reszta)\b\s*",
    re.IGNORECASE,
)
"""The units of a count no line or part before has parted: `the other is regular`, `the rest
militia`, `las otras dos normales`, `die anderen regulär`."""
_ALL = re.compile(rf"^(?:{'|'.join(sorted(ALL, key=len, reverse=True))})\b\s*", re.IGNORECASE)
"""The whole of a count, under it: `both militia`, `tutti veterani`, `alle Klasse 2`."""
_PART_FILLER = frozenset({"is", "are", "plain", "of", "them", "both", "all", "two", "one"})
"""Words around an option that say what part of a count has it: `one is elite`, `both of them militia`."""
_SIGNING = ("–", "—", "--", "~")
"""What leads a signature, as no bullet of a unit's line does: `– Luc`, `-- Luc`, `~Luc`."""
_LISTED = re.compile(r"\.(?:\s|$)")
"""The end of a list written as a sentence: `2 Inf, 1 Mortar, 1 ATG. No tanks this time.`"""
_TYPE_THEN_COUNT = re.compile(r"^([^\W\d][^\d:=]*?)\s+(\d.*)$")
"""Words, then a count with no mark between: `Inf Bn 4 rifles, 1 MG`."""
MAX_STARTS = 6
"""Colons and dashes of a line tried as where a list told in it begins: the work stays linear."""
_LIST_STARTS = re.compile(r":\s|\s[-–—]\s")
"""Where a list told in one line may begin, after the words that bring it: `HitT for sat - 2 tanks, ...`."""


@dataclass(frozen=True)
class TextLine:
    """A line of the text that is no list entry, heading or known field."""

    number: int
    text: str


@dataclass(frozen=True)
class TakenFormation:
    """A heading naming a formation type only in part (`1st Bn:`), or none (`1st Zug:`), read as
    the one type its words or its members fit."""

    number: int
    text: str
    formation: str
    by_members: bool = False


Kept = tuple[tuple[str, Any], ...]
"""A unit's keys and values but its type, as a roster entry holds them (options as a tuple)."""


@dataclass(frozen=True)
class Asked:
    """A line the catalog leaves open: the types it could be. Left out of the roster until answered."""

    number: int
    text: str
    choices: tuple[str, ...]
    kind: Literal["element", "formation"]
    where: Where = ROSTER
    """The formation it stands in, where it stands in one; the roster's top level otherwise."""
    kept: "Kept" = ()
    """What the line says of its unit whichever type it is (count, general, name, note, options),
    for the answer to keep; a heading's name and the places of the units under it (`elements`)."""


@dataclass(frozen=True)
class Outside:
    """An entry read outside the formation above it: its type has no place in that formation."""

    number: int
    text: str
    formation: str


@dataclass(frozen=True)
class Stated:
    """The total a list gives itself (`Total: 36 AP`), to compare with the engine's."""

    number: int
    value: float


Said = Literal[
    "system",
    "name",
    "player",
    "options",
    "total",
    "count",
    "fingerprint",
    "summary",
    "heading",
    "table",
    "part",
]


@dataclass(frozen=True)
class Gave:
    """A line that gave the list something beside its units: its system, name, player, options
    (`options`: the ids it set), total, fingerprint or the Markdown's summary of costs, read
    past; or a heading or a table's header that gave
    the lines under it their place; or the option the rest of a unit above it has (`part`:
    `- the other is regular`)."""

    number: int
    said: Said
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class TextList:
    """What a list written as text says, as a roster document and what could not be read as one."""

    system: str | None
    """The catalog's id; None when no heading names one and none of the names is any catalog's."""
    named: bool
    """Whether the text (or the caller) named the system, rather than its names giving it away."""
    data: dict[str, Any]
    lines: tuple[TextLine, ...] = ()
    unread: int = 0
    """Lines that are no list entry, counting those past the ones in `lines`."""
    places: dict[Where, int] = field(default_factory=dict)
    """The line each unit was read from, by its path in the roster (`units[1].elements[0]`)."""
    fingerprint: TextLine | None = None
    """The line that gives the list's fingerprint (the last of the Markdown and the QR code's text)."""
    taken: tuple[TakenFormation, ...] = ()
    quoted: int = 0
    """Quoted lines skipped because the lines that are not quoted hold the list."""
    asked: tuple[Asked, ...] = ()
    outside: tuple[Outside, ...] = ()
    stated: Stated | None = None
    gave: tuple[Gave, ...] = ()
    """What lines gave beside the units, for a read-back of every line."""


def read_text_list(
    text: str,
    catalogs: Sequence[Catalog],
    system: str | None = None,
    name: str = "",
    sender: str = "",
    subject: str = "",
) -> TextList:
    """The roster `text` writes out. `system` picks one of `catalogs`; without it, a line naming
    a catalog decides, else the catalog that knows most of the names. `name` is the army's name
    when no line gives one, nor a player ("Chris Hughes's army"). `sender` is the display name of
    whoever sent the text by e-mail: a signature names the player only where it is that name, as
    a player is known by their address (`Cheers, Ben` from Ben Ortiz leaves him Ben Ortiz).
    `subject` is the subject of the message it came in: where no line names a system, one it
    names decides (`Re: OHW beta - Arnhem`), before the names are weighed."""
    candidates = [c for c in catalogs if system is None or c.id == system]
    vocabulary = Vocabulary(
        tuple(word for c in candidates for cost in c.costs for word in (cost.id, cost.name)),
        tuple(word for c in candidates if c.general is not None for word in general_words(c.general.title)),
    )
    lines = text.splitlines()
    forms = _forms(lines, vocabulary)
    in_quotes = forum_quoted(lines)
    own = [n for n, line in enumerate(lines, 1) if not (quoted(line) or n in in_quotes)]
    others = [n for n, line in enumerate(lines, 1) if quoted(line) or n in in_quotes]
    systems = Systems(candidates)
    said_in = {line: systems.named(plain_text(line)) for line in set(lines)}  # a repeated line once
    mentions = {n: said for n in (*own, *others) if (said := said_in[lines[n - 1]])}
    chosen: Catalog | None = next(iter(candidates), None) if system is not None else None
    if chosen is None:
        for numbers in (own, others):
            found = [mentions[n] for n in numbers if n in mentions]
            if found:
                chosen = max(found, key=lambda mention: mention.strength).catalog
                break
    if chosen is None and (titled := systems.named(plain_text(subject[:MAX_LINE]))) is not None:
        chosen = titled.catalog
    named = chosen is not None
    for numbers in (own, others):  # the quoted lines, as they are read, only where the others say nothing
        if chosen is not None:
            break
        written = [forms[n - 1].text for n in numbers if forms[n - 1].kind == "entry"]
        tables = find_tables([(n, lines[n - 1]) for n in numbers], vocabulary.cost_words)
        written += [cell for table in tables for row in table.rows for cell in _unit_cells(table, row)]
        besides = [piece for text in written for piece in _PIECES.split(text)[1:]]
        besides += [cell for table in tables for row in table.rows for cell in _other_cells(table, row)]
        chosen = _likeliest(written, candidates, besides)
    if chosen is None:
        return TextList(None, False, {}, unread=sum(f.kind == "entry" for f in forms))
    if chosen.general is None and vocabulary.general_words:
        # Another catalog's words for its general (`Cmdr:`) mark none in a game without one.
        vocabulary = replace(vocabulary, general_words=())
        forms = [
            form_of(_led(untagged(line), vocabulary), vocabulary) if form.general else form
            for line, form in zip(lines, forms, strict=True)
        ]
    strongest = max((m.strength for m in mentions.values() if m.catalog is chosen), default=0)
    system_lines = {n: m for n, m in mentions.items() if m.catalog is chosen and m.strength == strongest}
    if not chosen.costs:
        forms = [_counted_in_column(form, line) for form, line in zip(forms, lines, strict=True)]
    spoken = Words(
        frozenset(key(word) for word in (*GENERAL_WORDS, *vocabulary.general_words)),
        frozenset(key(word) for word in vocabulary.cost_words),
    )
    shared = _Shared(
        chosen, Names.of(chosen), index_of(chosen), lines, forms, system_lines, vocabulary, spoken, sender
    )
    reading = _Reading(shared).read(own)
    skipped = len(others)
    if not reading.units and not reading.asked and others:
        unquoted_notes = reading.notes
        reading = _Reading(shared).read(others)
        reading.notes = sorted([*unquoted_notes, *reading.notes], key=lambda line: line.number)
        skipped = 0
    army = reading.name or (players_army(reading.player, MAX_NAME) if reading.player else name)
    data: dict[str, Any] = {"format": 1, "system": chosen.id, "name": army or "Imported list"}
    if reading.player:
        data["player"] = reading.player
    if reading.options:
        data["options"] = reading.options
    data["units"] = reading.units
    return TextList(
        chosen.id,
        named,
        data,
        tuple(reading.notes[:MAX_NOTED]),
        len(reading.notes),
        reading.places,
        reading.fingerprint,
        tuple(reading.taken),
        skipped,
        tuple(reading.asked),
        tuple(reading.outside),
        reading.stated,
        (*(Gave(n, "system") for n in system_lines), *reading.gave),
    )


def _counted_in_column(form: Form, line: str) -> Form:
    """In a game without points, a bare number a dotted leader or a column sets after an entry
    is how many of it there are (`Rifle stands ...... 6`), not what it costs."""
    stated = form.stated
    if form.kind != "entry" or not form.cost or form.count is not None or not stated.isdigit():
        return form
    written = list(re.finditer(rf"(?<![\w.,]){stated}(?![\w.,])", line))[-1:]  # the last: `Mk 4 .... 4 pts`
    if len(stated) > MAX_COUNT_DIGITS or not written or re.match(r"\s*[^\W\d_]", line[written[0].end() :]):
        return form  # `6 pts`, `6AP`: a cost, whatever the game
    return replace(form, count=int(stated), cost=False, stated="", bare=stated)  # unmarked, to weigh


def _forms(lines: list[str], vocabulary: Vocabulary) -> list[Form]:
    """Each line taken apart; a line the list repeats (`2x Rifles` in every battalion) only once."""
    taken: dict[str, Form] = {}
    for line in lines:
        if line not in taken:
            taken[line] = form_of(_led(untagged(line), vocabulary), vocabulary)
    return [taken[line] for line in lines]


_LED = re.compile(r"^(\s*(?:[-*+•]\s+)?[^.…·\s][^.…·]*?[^\W_)\]])\s*(?:\.{3,}|…+|·{3,}|_{3,})\s*(\S.*)$")
"""Words, a dotted leader, then more words: `1st Platoon ........ 5 x Pz IV`."""


def _led(line: str, vocabulary: Vocabulary) -> str:
    """A label led by dots to the units it holds (`1st Platoon ........ 5 x Pz IV`, `HQ ..... 1 x
    Rifles`) is written as with a colon; a leader to a cost or a bare count (`Rifles x4 .... 8`)
    is left for the entry's own reading."""
    found = _LED.match(line)
    if found is None:
        return line
    head, rest = found.groups()
    said = form_of(rest, vocabulary)
    if said.kind != "entry" or said.count is None or said.cost or said.after or not said.text[:1].isalpha():
        return line
    return f"{head}: {rest}"


_PIECES = re.compile(r"[,;()\[\]/]|\s[-–—]+\s|\.{2,}")
"""What parts a line's name from the words beside it (`Tank (elite, heavy)`, `Panzer ... Elite`)."""


def _likeliest(written: list[str], catalogs: list[Catalog], besides: Sequence[str] = ()) -> Catalog | None:
    """The one catalog that knows most of the names written; where two know as many (games that
    share their types), the one whose options the words `besides` them name most (`regulär`,
    `schwer` in a sheet's `Qualität` and `Klasse` columns); None if none knows any, or two tie."""
    known = {}
    for catalog in catalogs:
        names = Names.of(catalog)
        settled = sum(1 for text in written if text and _settles(names, text))
        known[catalog.id] = (settled, sum(1 for text in besides if text.strip() and names.any_option(text)))
    most = max(known.values(), default=(0, 0))
    best = [catalog for catalog in catalogs if known[catalog.id] == most]
    return best[0] if most[0] and len(best) == 1 else None


def _unit_cells(table: Table, row: Row) -> list[str]:
    """A row's cells in the columns that may name its unit's type."""
    return [cell for cell, role in zip(row.cells, table.roles, strict=False) if role == "unit"]


def _other_cells(table: Table, row: Row) -> list[str]:
    """A row's cells in the columns that do not name its unit's type: its options may stand there."""
    return [cell for cell, role in zip(row.cells, table.roles, strict=False) if role != "unit"]


def _settles(names: Names, text: str) -> bool:
    base = split_groups(parts(text)[0] if parts(text) else text)[0]
    found = names.read(base)
    return found is not None and found.settled is not None and not found.named


def _plain(form: Form) -> bool:
    return form.count is None and not form.bullet and not form.general


@dataclass
class _Shared:
    """What every reading of one text uses: the catalog, its names, the text's lines and forms."""

    catalog: Catalog
    names: Names
    index: Index
    lines: list[str]
    forms: list[Form]
    system_lines: dict[int, SystemNamed]
    vocabulary: Vocabulary
    words: Words
    sender: str
    entries: dict[tuple[str, str, bool], Entry | None] = field(default_factory=dict)
    """Each line's entry as read, by its words: the list's extent is found before it is read."""
    doubts: dict[tuple[str, str, str, int | None], tuple[str, ...]] = field(default_factory=dict)
    """The types each cost written leaves in doubt, by the entry's type, words, cost and count,
    weighed once however often the list repeats the line."""

    @cached_property
    def priced(self) -> dict[float, list[Element]]:
        """The element types by their cost in the first cost type, to find one a line's cost fits."""
        primary = self.index.primary_cost
        found: dict[float, list[Element]] = {}
        for element in self.catalog.elements:
            cost = element.cost.get(primary) if primary is not None else None
            if cost is not None:
                found.setdefault(float(cost), []).append(element)
        return found


@dataclass
class _Open:
    """A formation, or a section of the list, being read: its heading and its members so far."""

    number: int
    text: str
    indent: int
    bullet: bool
    kind: Literal["formation", "fit", "section", "generals"]
    hashed: bool = False
    """Opened by a `#` heading: it lasts until the next heading (or a blank line after members)."""
    writer: bool = False
    """The Markdown's own bold form: every member it indents stays in, as the roster held it."""
    colon: bool = False
    """Written `Name:`: lines under it at its own indentation may be its members."""
    formation: str | None = None
    label: str | None = None
    among: tuple[str, ...] = ()
    attributes: Attributes = field(default_factory=Attributes)
    entry: dict[str, Any] | None = None
    path: Where | None = None
    held: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    """Members of a heading whose type its members decide, until it closes."""
    members: int = 0
    style: str = ""
    blank: bool = False
    """A blank line after its members: the next line is none of them."""
    spaced: bool = False
    """A blank line straight after the heading, which does not close it: only its indented or
    bulleted lines are its members."""
    partial: bool = False
    """Its type read from part of its words (`4th Don Cossack Regiment`): its members may overrule it."""
    listed: bool = False
    """Its members named by a table's formation column, so none closes it."""
    numbered: bool = False
    """Its heading's bullet is a number (`1. Zug`)."""
    inline: bool = False
    """Its members given on its own line, with no colon (`1st platoon - 5x T-34-85`): only lines
    indented deeper under it are more of them."""


def _trailing_count(text: str) -> re.Match[str] | None:
    """A name, then a number with no mark that may count its units (`Infanterie 4`; not `Mk 4`)."""
    found = _TRAILING.fullmatch(text)
    if found is None or key(found.group(1)).rsplit(" ", 1)[-1] in _MARKS:
        return None
    return found


@dataclass
class _Reading:
    shared: _Shared
    name: str = ""
    player: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    units: list[dict[str, Any]] = field(default_factory=list)
    notes: list[TextLine] = field(default_factory=list)
    places: dict[Where, int] = field(default_factory=dict)
    fingerprint: TextLine | None = None
    taken: list[TakenFormation] = field(default_factory=list)
    asked: list[Asked] = field(default_factory=list)
    outside: list[Outside] = field(default_factory=list)
    stated: Stated | None = None
    open: _Open | None = None
    linked: list[tuple[dict[str, Any], str]] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    unit_lines: set[int] = field(default_factory=set)
    """The lines a unit or a formation's heading was read from."""
    headings: dict[int, str] = field(default_factory=dict)
    """Headings naming no formation type, by line: one above the list may name the army."""
    used: set[int] = field(default_factory=set)
    """Lines whose words were taken for the army, the player, an option or the total."""
    tabled: set[int] = field(default_factory=set)
    """The lines of tables: a table's header names no army."""
    levels: dict[int, int] = field(default_factory=dict)
    """The level of each heading line: `#` headings and lines underlined `===`."""
    added: dict[str, Any] | None = None
    """The unit the last line was read into, for a table's row to add its other cells to."""
    last_unit: tuple[int, dict[str, Any], "_Open | None"] | None = None
    """The last unit a line gave, with that line's indentation and its formation: lines indented
    under it may say what its parts are (`- one is elite`)."""
    going_on: frozenset[int] | None = None
    """The lines that go on from the list's last entry with no blank line, but the one signing it."""
    extent: tuple[int, int] = (0, 0)
    """The first and last lines that name a unit: a line between them that could be one is read as one."""
    last: int = 0
    """The last line that is not blank."""
    gave: list[Gave] = field(default_factory=list)
    counts_after_names: bool | None = None
    """Whether the list writes counts after names (`Light Mortars (2)`, `Sniper - 2`), once found."""
    trailing_counts: bool | None = None
    """Whether the list writes counts after names with no mark (`Infanterie 4`), once found."""

    @property
    def names(self) -> Names:
        return self.shared.names

    def read(self, numbers: list[int]) -> "_Reading":
        self.numbers = numbers
        lines, forms = self.shared.lines, self.shared.forms
        items = [(n, forms[n - 1]) for n in numbers]
        items = _underlined(items, lines)
        costs = self.shared.vocabulary.cost_words
        tables = {table.first: table for table in find_tables([(n, lines[n - 1]) for n in numbers], costs)}
        in_tables = {n for table in tables.values() for n in table.lines}
        self.tabled = in_tables
        self.levels = {number: form.level for number, form in items if form.kind == "heading" and form.level}
        self.extent = self._extent(items, in_tables)
        self.last = max((number for number, form in items if form.kind != "blank"), default=0)
        for position, (number, form) in enumerate(items):
            if number in tables:
                self._table(tables[number])
            elif number in in_tables or form.kind == "rule":
                continue
            elif form.kind == "blank":
                if self.open is not None and self.open.members:
                    self.open.blank = True
                elif self.open is not None:
                    self.open.spaced = True
            elif number in self.shared.system_lines:
                self._listed_after_system(number)
            elif form.kind == "field":
                self._field(form, number)
            elif (
                number < min(tables, default=0) and self._pair(lines[number - 1], number)
            ) or self._sheet_row(lines[number - 1], number):
                continue
            elif form.kind == "heading" and self._replies(form, number):
                self._close()
                self._note(number, form.text)
            elif form.kind == "heading":
                colon = not form.level and not (form.bold and form.bullet)
                self._heading(self._restated(position, items, form) or form, number, colon=colon)
            elif (restated := self._restated(position, items, form)) is not None:
                self._heading(restated, number, colon=False)
            elif self._heads(position, items, form):
                self._heading(form, number, colon=False, over=True)
            elif not self._told(form, number):
                self._line(form, number)
        self._close()
        self._links()
        self.name = self.name or self._army()
        self._prose()
        return self

    # The structure -----------------------------------------------------------------------------

    def _heads(self, position: int, items: list[tuple[int, Form]], form: Form) -> bool:
        """Whether a plain line opens the lines under it: they are indented deeper, or bulleted
        under a line that is not, and it names no unit itself (`1e Zug`, `Cav Regt - 1st Dragoons`)."""
        if form.kind != "entry" or form.count is not None or form.general:
            return False
        following = items[position + 1][1] if position + 1 < len(items) else Form("blank")
        if following.kind not in ("entry", "heading"):
            return False
        deeper = following.indent > form.indent or (
            following.bullet and _under(form, following) and following.indent >= form.indent
        )
        said = split_groups(form.text)[0]  # `5e Hussards (dismounted most of the game)`: a remark aside
        if not deeper or len(said.split()) > SECTION_WORDS + 2 or said.endswith(ENDS):
            return False
        if chatter(form.text) and self.names.formation(form.text) is None:
            return False  # `see you at 7` over `- gaz`: a sign-off over the signature heads nothing
        if self.names.formation(form.text) is not None:
            return True
        entry = read_entry(self.names, form.text)
        return (
            entry is None or bool(entry.choices) or entry.named or self._over_counted(position, items, form)
        )

    def _over_counted(self, position: int, items: list[tuple[int, Form]], form: Form) -> bool:
        """Whether a line naming a unit with no count, over lines indented deeper that each count
        units, is their formation's heading, its words holding a formation's (`Cossack Regiment (Don
        Cossacks)`, `Cavalleria "Lancieri di Novara"`): a unit has no counted units under it."""
        base = split_groups(form.text, quoted=True)[0]
        if not self.names.formations_in_part(base)[0]:
            return False
        run = itertools.takewhile(lambda item: item[1].kind == "entry", items[position + 1 :])
        under = [following for _, following in run if following.indent > form.indent]
        return bool(under) and all(following.count is not None for following in under)

    def _restated(self, position: int, items: list[tuple[int, Form]], form: Form) -> Form | None:
        """The heading a named line is over the lines indented under it, where its brackets only
        restate their type (`Zug 1 (Pz IV)` over `4 x Pz.Kpfw. IV`, a list within a list of an
        HTML mail): the heading `Zug 1`, its members all that type; None for any other line
        (`Col. Brown (Rifles)` over `4 x Rifles` and `MG` stays a unit so named). A heading's
        (`1st Platoon (Pz IV):`) are the entries after it at any indentation."""
        if form.kind not in ("entry", "heading") or form.count is not None or form.general:
            return None
        entry = read_entry(self.names, form.text)
        if entry is None or entry.label is None or not entry.known or entry.general:
            return None
        said = form.text.removeprefix(entry.label).strip(" ()[]")
        if form_of(said, self.shared.vocabulary).count is not None or self.names.formation(said):
            return None  # `1st Platoon (2 x Tiger I)`: members; `Lone Tiger (Heavy platoon)`: its type
        under = []
        for _, following in items[position + 1 :]:
            if following.kind != "entry" or (form.kind == "entry" and following.indent <= form.indent):
                break
            under.append(read_entry(self.names, following.text))
        if under and all(member is not None and member.element == entry.element for member in under):
            return replace(form, text=entry.label)
        return None

    def _replies(self, form: Form, number: int) -> bool:
        """Whether a line ending in a colon is a reply's `On Monday, Bob wrote:` over the lines it
        quotes, not a heading over lines of the list."""
        return (
            not form.level
            and self.names.formation(form.text) is None
            and _introduces_quote(self.shared.lines, number)
        )

    def _heading(self, form: Form, number: int, *, colon: bool, over: bool = False) -> None:
        """`over`: the heading has lines indented under it, so words in its brackets that count no
        units are its name (`Cossack Regiment (Don Cossacks)`), its members being those lines."""
        if self.open is not None and self.open.kind == "formation":
            self._titles(self.open)  # `schwere Panzer-Kompanie` over `Schwerer Zug: 3 Tiger I`
        self._close()
        self.last_unit = None
        text = form.text
        if not text:
            return
        if key(text) in self.shared.words.general:
            self.open = _Open(number, text, form.indent, form.bullet, "generals", colon=colon)
            self.unit_lines.add(number)
            self.gave.append(Gave(number, "heading"))
            return
        if self._alone(text):
            self.headings[number] = text
            self.gave.append(Gave(number, "heading"))
            self.open = _Open(number, text, form.indent, form.bullet, "section", colon=colon)
            return
        exact = exact_id("formation", form.attributes)
        writer = form.bold and form.bullet
        typed = (
            _Type(exact, None)
            if exact is not None
            else self._type(
                text, form.note, partial=not writer and (not form.level or self._type_words(text))
            )
        )
        if typed.formation is None and writer and _ID.fullmatch(text):
            unknown = unknown_entry(self.names, text)  # the Markdown's formation of a type no catalog knows
            typed = _Type(unknown.element, unknown.label)
        elif typed.formation is None and writer:
            # Bold, as the Markdown writes a formation, but naming no type whole nor written as an
            # id: a player's heading (`- **Cyclist Regiment "Samokatchiki"**`, `- **Guns**`).
            typed, writer = self._type(text, form.note), False
        opened = _Open(
            number,
            text,
            form.indent,
            form.bullet,
            "section",
            form.level > 0,
            writer,
            colon,
            attributes=form.attributes,
            numbered=form.numbered,
        )
        if over and typed.members and all(form_of(said).count is None for said in typed.members):
            typed = replace(typed, label=text, members=())
        if typed.formation is not None and not (form.level or typed.members) and self._sentence(text):
            typed = _Type(None, text)  # `Fine, I'll take the Allies. Two full platoons:`
        if typed.formation is not None:
            if typed.partial:
                self.taken.append(TakenFormation(number, text, typed.formation))
            self.open = replace(
                opened,
                kind="formation",
                formation=typed.formation,
                label=typed.label,
                partial=typed.partial,
                inline=bool(typed.members) and form.kind == "entry",  # `1st platoon - 5x T-34-85`
            )
            self._begin(self.open)
            for inline in typed.members:
                self._line(replace(form_of(inline, self.shared.vocabulary), indent=form.indent + 1), number)
            return
        if form.level:
            self.headings[number] = text
            self.gave.append(Gave(number, "heading"))
            self.open = opened
        elif len((split_groups(text)[0] if over else text).split()) > SECTION_WORDS and not typed.among:
            self._note(number, _said(text, form.note))  # a sentence ending in a colon, not a section
        else:
            self.headings[number] = text
            self.gave.append(Gave(number, "heading"))
            self.open = replace(opened, kind="fit", label=typed.label or text, among=typed.among)

    def _type_words(self, text: str) -> bool:
        """Whether a heading's words, but for numbers and letters (`1st platoon`, `Platoon A`, `hvy
        plt 2`), all write part of a formation type: a Markdown heading so names the type in part,
        where one with other words (`Schwere Panzer-Abteilung 505`) is a title."""
        said = [word for word in words(text) if not word[0].isdigit() and len(word) > 1]
        return bool(said) and all(self.names.formations_in_part(word)[0] for word in said)

    def _type(self, text: str, note: str, *, partial: bool = True) -> "_Type":
        """The formation type a heading names and the formation's own name: whole (`Infantry
        Battalion`), beside its name (`1st Bn (Inf Bn)`, `1st Bn - Infantry Battalion`, `Infantry
        regiment - Guard company`), or in part (`1st Platoon`); its members written beside it
        (`1st Platoon (5 x T-34/85)`, `Inf Bn - 4 rifles, 1 MG`)."""
        if note and self._counts_units(note):  # its members after a dash, read as after a colon
            typed = self._type(text, "", partial=partial)
            if typed.formation is not None:
                return replace(typed, members=(*typed.members, note))
        names = self.names
        whole = names.formation(text)
        if whole is not None:
            return _Type(whole, note or None, partial=names.shared(text, whole))
        kind, colon, own = text.partition(": ")
        if colon and own and (by_kind := names.formation(kind)) is not None and not self._counts_units(own):
            return _Type(by_kind, own, partial=names.shared(kind, by_kind))  # `Platoon: 1. Zug`
        if note and (other := names.formation(note)) is not None:
            return _Type(other, text)
        for mark in (
            " — ",
            " – ",
            " - ",
        ):  # `### 9th Lancers — cavalry regiment`, a sheet's `Regt - 1st Lancers`
            own, dash, kind = text.rpartition(mark)
            if dash and own.strip() and (other := names.formation(kind)) is not None:
                return _Type(other, own.strip())
            if (
                dash
                and kind.strip()
                and (other := names.formation(own)) is not None
                and not self._counts_units(kind)
            ):
                return _Type(other, kind.strip())
        base, groups = split_groups(text)
        members: list[str] = []
        named: list[str] = []
        for group in groups:
            said = [item for item in parts(_joined(group)) if not _is_cost(item, self.shared.words)]
            found = names.formation(said[0]) if len(said) == 1 else None
            if found is not None:
                return _Type(found, base or None)
            if said and not self._bracket_members(said[0]):
                named.append(group)  # `Inf Bn (1st Wessex)`: the formation's own name
            else:
                members += said
        if groups and (found := names.formation(base)) is not None:
            return _Type(found, ", ".join(named) or note or None, members=tuple(members))
        fits, full = names.formations_in_part(base) if partial else ([], False)
        base = " ".join([base, *(f"({group})" for group in named)])
        label = base if not note else f"{base} - {note}"
        if len(fits) == 1:
            return _Type(fits[0], label, partial=not full, members=tuple(members))
        return _Type(None, label, among=tuple(fits), members=tuple(members))

    def _listed_after_system(self, number: int) -> None:
        """`OHW WWII beta, 4 units - US: 2 Inf, 1 Mortar, 1 ATG. No tanks this time.`: a whole list
        on the line naming the system, read where it is a list; else the line is the system's."""
        self._one_line(number)

    def _told(self, form: Form, number: int) -> bool:
        """A list told in one sentence on a line of its own, its chatter around it (`Hi Steve, my
        list for Sunday: 2 inf, 1 mortar, 2 tanks. Cheers, Bob`): read so, where the words before
        it are talk or a greeting, not a heading's (`RI 33: cmd, 5 inf`, `Company HQ: 2 x T-34`)."""
        if form.indent or form.bullet or self.open is not None or form.kind != "entry" or self.unit_lines:
            return False  # after a list's entries, `I think: 2 tanks, 1 mortar is too much` is talk
        text = plain_text(self.shared.lines[number - 1])
        brought = _LIST_STARTS.search(text)
        head = text[: brought.start()] if brought else ""
        if not (chatter(head) or talk(head)) or self._type(head, "").formation is not None:
            return False
        return self._one_line(number)

    def _one_line(self, number: int) -> bool:
        """A whole list on one line between a greeting and a signature (`HitT for sat - gen
        (rifles), 2 tanks, FOO, 2 arty. cheers Rob`): the list after the colon or dash where most
        of its parts are units, to the end of its sentence; the words before it and the sentences
        after it say options and the player. False where no list is there."""
        text = plain_text(self.shared.lines[number - 1])
        found = [
            (told[2], start, told[0], told[1])
            for start in (
                0,
                *(mark.end() for mark in itertools.islice(_LIST_STARTS.finditer(text), MAX_STARTS)),
            )
            if (told := self._said_as_list(_LISTED.split(text[start:], maxsplit=1)[0]))[0]
        ]
        if found:  # where most parts are units, the later start of two (`British: 1 Inf, ...`)
            _, start, pieces, ending = max(found, key=lambda told: told[:2])
            after = [*_LISTED.split(text[start:])[1:], ending]
            said = [text[:start], *after]
            for words_said in said:
                for option, value in options_said(words_said, list(self.shared.catalog.options)).items():
                    self.options.setdefault(option, value)
            for piece in pieces:
                noted = len(self.notes)
                self._line(piece, number)
                if len(self.notes) > noted:  # one of the list's parts: unknown, never prose left unread
                    del self.notes[noted:]
                    unknown = unknown_entry(self.names, piece.text, piece.note)
                    self._add(unknown, piece.count, piece.attributes, number, None)
            self._close()
            tail = [piece for piece in after if piece.strip()]
            if tail and not self.player and (player := signed(plain_text(tail[-1]))):
                self.player = player
                self.gave.append(Gave(number, "player"))
            return True
        return False

    def _said_as_list(self, text: str) -> tuple[list[Form], str, int]:
        """The entries of a list told in one sentence, its chatter at either end set aside (`hi all,
        2 inf, 1 mortar, cheers`): more than half of them units of the catalog (or formations with
        their members), two at least; the others are read too, as unknown or asked. [] else. And
        the chatter after them, which may sign the list (`..., 2 tanks, cheers Bob`), and how many
        of them are units."""
        # Parted at its commas first: `inf bn 4 rifles + mg` is one part, the battalion with its members.
        for pieces in (parts(text, ","), parts(text, ";"), parts(_joined(text))):
            forms = [form_of(piece, self.shared.vocabulary) for piece in pieces]
            known = [
                f
                for f in forms
                if self._unit(self._general_in_note(f)) or self._inline(f) or self._named_first(f)
            ]
            ending = ""
            while forms and _aside(forms[-1], known) and (chatter(forms[-1].text) or signed(forms[-1].text)):
                dropped = forms.pop().text
                ending = ending or dropped
            while forms and _aside(forms[0], known) and chatter(forms[0].text):
                forms.pop(0)
            if len(known) >= 2 and 2 * len(known) > len(forms) and all(f.kind == "entry" for f in forms):
                return forms, ending, len(known)
        return [], "", 0

    def _listed(self, text: str, *, counted: bool = True) -> list[Form]:
        """The entries of a list written as one sentence (`2 Inf, 1 Mortar, 1 ATG`, `2 Inf; 1 Mortar`,
        `General Rifles, 2 Tanks, Fighter`): each part a unit of the catalog, some counted (or none,
        not `counted`: `tiger, tiger, tiger` after a platoon's heading); [] else."""
        for mark in (",", ";"):
            pieces = [form_of(piece, self.shared.vocabulary) for piece in parts(_joined(text), mark)]
            if (
                len(pieces) > 1
                and (not counted or any(piece.count is not None for piece in pieces))
                and all(self._unit(p) for p in pieces)
            ):
                if (
                    not counted
                    and len({key(piece.text) for piece in pieces}) == 1
                    and pieces[0].count is None
                ):
                    return [replace(pieces[0], count=len(pieces))]  # `tiger, tiger, tiger`: 3 Tigers
                return pieces
        return []

    def _unit(self, form: Form) -> bool:
        """Whether a line's words name a unit of the catalog, or units it asks which of."""
        found = self._read(form) if form.kind == "entry" else None
        return found is not None and not found.named and (found.known or bool(found.choices))

    def _alone(self, text: str) -> bool:
        """Whether a heading puts its units in no formation: its words, or its first words before
        those of the units (`Independent tanks`), say they stand alone, and name no formation type.
        Its first word may be one of those words cut short, four letters or more (`indep`, `unabh.`),
        or its words in brackets say it (`HQ (independent)`)."""
        said = key(text)
        if any(f" {word} " in f" {' '.join(words(text))} " for word in _OUTSIDE):
            return True  # `Not in the regiment`: outside the formation it names
        first = said.split(" ", 1)[0]
        alone = any(
            said == word or said.startswith(f"{word} ") or (len(first) >= 4 and word.startswith(first))
            for word in _ALONE
        ) or any(key(group) in _ALONE for group in split_groups(text)[1])
        return alone and self._type(text, "").formation is None  # an `Independent platoon` is one

    def _sentence(self, text: str) -> bool:
        """Whether a heading holding a formation type's word is a sentence about the list, not a
        formation's heading: more words than a heading has, besides any in brackets, or the end of
        one sentence in it (`Privet! Two regiments and some guns`)."""
        said = split_groups(text)[0]
        for mark in (" — ", " – ", " - "):
            own, dash, _ = said.partition(mark)
            if dash and self.names.formation(own) is not None:
                said = own  # `Pułk kawalerii - 1 Pułk Ułanów Legionów`: the type, then its name
        return self.names.formation(text) is None and (
            len(said.split()) > SECTION_WORDS + 2 or sentences(said)
        )

    def _bracket_members(self, words: str) -> bool:
        """Whether words in a heading's brackets begin its members (`5 x T-34/85`, `4 Rifles`,
        `Tigers`) rather than its name (`1st Wessex`, `Guards`): counted with a mark, or naming a
        unit of the catalog."""
        said = form_of(words, self.shared.vocabulary)
        if said.kind != "entry":
            return False
        if said.count is not None and not (said.worded or said.loose):
            return True
        entry = self._read(replace(said, note=""))
        return entry is not None and not entry.named  # `2nd Lancers`: a regiment's name, not a unit

    def _counts_units(self, words: str) -> bool:
        """Whether words begin with a unit of the catalog counted in figures or words (`4 rifles,
        1 MG`, `four T-34-85`, `4 x Rifles 1 x MG`, its first words a type's), rather than naming something (`2 Coy`, `Guard company`, `A Coy`)."""
        said = form_of(words, self.shared.vocabulary)
        first = parts(_joined(said.text))[:1]
        lone = said.worded and words.split()[0].casefold() in ("a", "an")
        if said.kind != "entry" or said.count is None or lone or not first:
            return False
        member = replace(said, text=first[0], note="")
        return self._read(member) is not None or bool(self._named_first(member))  # `4 x Rifles 1 x MG`

    def _begin(self, opened: _Open) -> dict[str, Any]:
        """The roster entry of a formation, in its place among the units."""
        entry: dict[str, Any] = {"formation": opened.formation}
        label = _label(opened.attributes) or opened.label
        if label:
            entry["name"] = label
        if opened.attributes.unit_id is not None:
            entry["id"] = opened.attributes.unit_id
        entry["elements"] = []
        opened.path = of_place((len(self.units),))
        opened.entry = entry
        self.units.append(entry)
        self.places[opened.path] = opened.number
        self.unit_lines.add(opened.number)
        return entry

    def _member(self, form: Form) -> bool:
        """Whether the line belongs under the open heading; a line that does not closes it."""
        opened = self.open
        if opened is None or (opened.members and opened.blank):
            return False
        if opened.hashed:
            return True
        if opened.writer or opened.inline:
            return form.indent > opened.indent
        style = (
            "deeper"
            if form.indent > opened.indent
            else "bullet"
            if form.bullet and _under(opened, form) and form.indent >= opened.indent
            else "plain"
            if opened.colon and not form.bullet and form.indent == opened.indent and not opened.spaced
            else ""
        )
        if not style or (opened.style and (opened.style == "plain") != (style == "plain")):
            return False
        opened.style = opened.style or style
        return True

    def _close(self) -> None:
        opened, self.open = self.open, None
        if opened is not None and opened.partial and opened.entry is not None:
            self._retype(opened, opened.entry)
        if (
            opened is not None
            and opened.kind == "formation"
            and not opened.writer
            and opened.entry is not None
        ):
            self._kin(opened, opened.entry)
        if opened is not None and opened.kind == "formation" and opened.entry is not None:
            self._left_out(opened, opened.entry)
        if opened is None or opened.kind != "fit":
            return
        held = [(e["element"], _whole(e.get("count", 1))) for _, e in opened.held]
        types = fitting(self.shared.index, held, opened.among) if held else []
        if len(types) == 1:
            self.taken.append(TakenFormation(opened.number, opened.text, types[0], by_members=True))
            typed = replace(opened, kind="formation", formation=types[0])
            self._begin(typed)
            for number, entry in opened.held:
                self._place(entry, number, typed)
            return
        if len(types) > 1:  # its members stand alone until it is answered, then go into it
            members = tuple(
                (of_place((len(self.units) + n,)), entry["element"])
                for n, (_, entry) in enumerate(opened.held)
            )
            label = _label(opened.attributes) or opened.label
            kept: Kept = (("name", label),) if label else ()
            kept += (("elements", members),)
            self.asked.append(Asked(opened.number, opened.text, tuple(types), "formation", kept=kept))
        elif (
            not held and _NUMBERED.search(opened.text) and all(a.number != opened.number for a in self.asked)
        ):
            self._note(opened.number, opened.text)  # a formation's heading of no type it can take
        for number, entry in opened.held:
            self._place(entry, number, None)

    def _retype(self, opened: _Open, entry: dict[str, Any]) -> None:
        """A formation whose type was read from part of its heading, holding members that type has
        no place for, is the one type that takes them all (`4th Don Cossack Regiment`, of cavalry)."""
        index = self.shared.index
        members = [(e["element"], _whole(e.get("count", 1))) for e in entry["elements"]]
        if all(has_place(index, entry["formation"], element) for element, _ in members):
            return
        types = fitting(index, members)
        if len(types) == 1:
            entry["formation"] = types[0]
            self.taken = [taken for taken in self.taken if taken.number != opened.number]
            self.taken.append(TakenFormation(opened.number, opened.text, types[0], by_members=True))
        elif not types and self.units and self.units[-1] is entry and opened.path is not None:
            # `"D" Company, Heavy Section MGC` over Mark tanks: no type takes them, so a heading
            self.units.pop()
            lines = [self.places.pop(opened.path.element(n), opened.number) for n in range(len(members))]
            self.places.pop(opened.path, None)
            self.taken = [taken for taken in self.taken if taken.number != opened.number]
            self.headings[opened.number] = opened.text
            self.gave.append(Gave(opened.number, "heading"))
            for member, number in zip(entry["elements"], lines, strict=True):
                self._place(member, number, None)

    def _left_out(self, opened: _Open, entry: dict[str, Any]) -> None:
        """A formation given on one line with its members, all of them asked about (`zug 2 - 4
        panzers`), is left out with them: the line gives the roster nothing until it is answered."""
        asked = [
            n for n, one in enumerate(self.asked) if one.number == opened.number and one.where == opened.path
        ]
        if entry["elements"] or not asked or not self.units or self.units[-1] is not entry:
            return
        self.units.pop()
        self.places = {where: number for where, number in self.places.items() if where != opened.path}
        for n in asked:
            self.asked[n] = replace(self.asked[n], where=ROSTER)

    def _kin(self, opened: _Open, entry: dict[str, Any]) -> None:
        """A formation whose members make it a kin of the type its heading names (`Tiger platoon`
        over two Tigers: a heavy platoon) is that kin, said in the reading."""
        if exact_id("formation", opened.attributes) is not None:
            return  # the compact form's id, exactly
        members = [(e["element"], _whole(e.get("count", 1))) for e in entry["elements"]]
        kind = kin_held(self.shared.index, entry["formation"], members)
        if kind != entry["formation"]:
            entry["formation"] = kind
            self.taken = [taken for taken in self.taken if taken.number != opened.number]
            self.taken.append(TakenFormation(opened.number, opened.text, kind, by_members=True))

    def _named_kind(self, entry: Entry, count: int | None) -> str | None:
        """The formation a unit's note names it the one member of (`2 Tigers (heavy platoon)`, `5
        T-34-85 - platoon`): every word of the note names part of a formation type, one its kind
        (`platoon`), and of those types one takes the units by its counts; None else (`Tigers
        (heavy)`, `(the CO)`)."""
        if not (entry.note or entry.linked):
            return None  # most lines: nothing to name a formation by
        written = " ".join((entry.note, *entry.linked))  # `(in a platoon)` reads as a link's words
        said = [word for word in words(written) if not word.isdigit() and word not in _FILLER]
        # A formation type's last word (`platoon`), never a word before it alone.
        heads = {spelt.split()[-1] for spelt in self.names.formations}
        if not entry.known or not any(word in heads or word.removesuffix("s") in heads for word in said):
            return None
        among: list[str] = []
        for word in said:
            fits = self.names.formations_in_part(word)[0]
            if not fits:
                return None
            among += [fit for fit in fits if fit not in among]
        return named_by(self.shared.index, among, [(entry.element, _whole(count or 1))])

    # Lines -------------------------------------------------------------------------------------

    def _field(self, form: Form, number: int) -> None:
        text = _label(form.attributes) or form.text  # a name carried exactly, in braces
        if form.field == "fingerprint":
            self.fingerprint = TextLine(number, form.text)
        elif form.field == "player" and 0 < len(text) <= MAX_NAME:
            self.player = text
        elif form.field == "name" and 0 < len(text) <= MAX_NAME and not self.name:
            self.name = text
        elif form.field == "options":
            self._options(form.text, number)
            self.options.update(form.attributes.values)  # values the engine refused, as written
            return
        elif form.field == "total":
            value = _number(form.text)
            if value is None:
                return
            said = _TOTAL_OF.search(form.text)
            costs = {key(word) for word in COST_WORDS} | self.shared.words.costs
            priced = any(key(word) in costs for word in form.text.split())  # `36 of 36 AP`
            if said is not None and said.group(1) and key(said.group(1)) not in costs and not priced:
                self.gave.append(Gave(number, "count"))  # `Razem: 6 jednostek`: how many units, no cost
                return
            self.stated = Stated(number, value)
        elif form.field not in ("summary", "system"):
            self._note(number, form.text)
            return
        if form.field is not None:
            self.gave.append(Gave(number, form.field))

    def _line(self, form: Form, number: int) -> None:
        if len(form.text) > MAX_NAME or not form.text:
            self._note(number, form.text)
            return
        if self._part_of_last(form, number):
            return
        form = self._units_of(self._general_in_note(_counted_in_note(form)))
        if form.label and self._headed(form, number):
            return
        if (inline := self._inline(form)) is not None:
            self._heading(Form("heading", inline[0], form.indent, bullet=form.bullet), number, colon=True)
            for piece in inline[1]:  # `RI 33: cmd, 5 inf, 1 mg`, `zug 1 - 5 Pz IV`
                self._line(replace(piece, indent=form.indent + 1, bullet=False), number)
            self._close()
            return
        if apart := self._entries_apart(form):
            for piece in apart:  # `4 Rifles, 1 Machinegun`: two entries, not one with a note
                self._line(piece, number)
            return
        if form.count is None and (counted := units_counted(form.note)) is not None:
            form = replace(form, count=counted[0], note=counted[1])  # `Tanks – 3 units (T-34/76)`
        member = self._member(form)
        if not member:
            self._close()
        count = form.count
        if form.grouped and self.names.formation(form.grouped) is not None:
            if count == 1 and self._counts_units(form.text):
                # `A platoon of 5 T-34-85s`: the formation, its members counted after `of`
                self._heading(
                    Form("heading", form.grouped, form.indent, bullet=form.bullet), number, colon=True
                )
                self._line(
                    replace(form_of(form.text, self.shared.vocabulary), indent=form.indent + 1), number
                )
                self._close()
                return
            # `Two platoons of T-34s` where platoons are formations: two tanks, or two platoons of
            # how many? Not a count of units: kept whole, unknown, for the player to say.
            form = replace(form, text=f"{form.grouped} of {form.text}", grouped="", worded=False)
        exact = exact_id("element", form.attributes)
        entry = Entry(exact, True) if exact is not None else self._read(form)
        if entry is None and form.loose:
            entry = read_entry(self.names, f"{count} {form.text}", form.note, form.general, self.shared.words)
            count = None if entry is not None else count
        if entry is None or entry.named:  # `Guards = Infantry, elite`: its name, not a maker's
            entry = self._named_before(form) or entry
        if (within := self._counted_within(form, entry)) is not None:
            self._line(within, number)  # `Horse team x1 to tow it`
            return
        named = (
            entry is not None
            and entry.label
            and self._type_named(entry.label)
            and not split_groups(form.text)[1]
        )
        if (entry is None or not entry.known or named) and (
            first := self._named_first(form) or self._ridden(form)
        ):
            for piece in first:
                self._line(piece, number)  # `1 tractor to pull it`, `2 Tanks in reserve`, `4 rifles 1 mg`
            return
        if entry is not None and entry.known and (optioned := self._option_in_note(form, entry)) is not None:
            entry = optioned  # `Anti-tank Gun (militia - Hungarian loan)`
        if (
            entry is not None
            and count is None
            and not form.bare
            and (trailing := self._trailing(form, entry))
        ):
            form, entry = trailing  # `Infanterie 4`, `MG 1`: the count after the name, unmarked
        if entry is not None and form.bare and self._counts_after_name(form, entry):
            count = int(form.bare)  # `Light Mortars (2)`
            form = replace(form, count=count, stated="" if form.stated == form.bare else form.stated)
        if entry is None and _plain(form):
            typed = self._type(form.text, form.note)
            if self.names.formation(form.text) is not None or (
                typed.formation and (typed.members or not typed.partial)
            ):
                self._heading(form, number, colon=True)  # `Infantry Battalion`, its members under it
                return
        if entry is None and _plain(form) and " ".join(words(form.text)) in NO_FORMATION:
            self._heading(form, number, colon=True)  # `Support` alone over loose units: no unit
            return
        if entry is None and _plain(form) and self._option_line(form.text, number):
            return
        if entry is None and (after := self._counted_after_dash(form)) is not None:
            self._line(after, number)  # `Support - 2x Field Artillery`
            return
        titled = entry is not None and entry.named and _plain(form) and not self._priced_entry(form, number)
        if entry is None or titled:  # `3rd Wessex Rifles` is a title
            if entry is None and form.count is not None and counts_units(form.text):
                self._note(number, self.shared.lines[number - 1].strip())  # `Six units.`: a size
                return
            if self._prose_line(form, number) or (entry is None and self._signs_off(form, number)):
                self._note(number, _said(form.text, form.note))
                return
            entry = unknown_entry(self.names, form.text, form.note)
        if form.label and entry.label is None:
            entry = replace(entry, label=form.label)  # `Company HQ: 2 x T-34-85`
        if entry.label and self._commands(entry.label):
            entry = replace(entry, label=None, general=True)  # `Brigade commander (Rifles)`
        opened = self.open if member else None
        if opened is not None and opened.kind in ("formation", "fit") and set_apart(entry.note):
            opened = None  # `1x T-34-85 (on its own)` under `Platoon A:`: that one stands apart
        if entry.choices and (priced := self._priced(entry.choices, form, count)) is not None:
            entry = replace(entry, element=priced, choices=())  # `2x Minenwerfer  6`: 3 AP a tube
        if entry.choices:
            self._ask(number, form, entry.choices, opened, _kept(form, count, entry))
            return
        if entry.known and (choices := self._costs_doubt(entry, form, count)):
            self._ask(number, form, choices, opened, _kept(form, count, entry))
            return
        if opened is not None and self._no_place(opened, entry):
            if not self._titles(opened):
                self.outside.append(Outside(number, form.text, opened.formation or ""))
            self._close()
            opened = None
        general = form.general or entry.general or (opened is not None and opened.kind == "generals")
        if opened is None and not member and (kind := self._named_kind(entry, count)) is not None:
            # `2 Tigers (heavy platoon)`: a formation named after what it holds, its one member
            opened = _Open(number, form.text, form.indent, form.bullet, "formation", formation=kind)
            self.open, entry = opened, replace(entry, note="", linked=())
            self._begin(opened)
            self.taken.append(TakenFormation(number, form.text, kind, by_members=True))
        if count is not None and (form.loose or form.bare == str(count)) and self._beyond(entry, count):
            # `Field Artillery (75)`, `Infantry (15)` in an army of six: a calibre or a strength
            # written unmarked beside the name, kept as its note, never a count no one would mean
            entry, count = self._stat_or_note(entry, count), None
        if count is not None and entry.known and _by_bases(form):
            count = units_of_bases(self.shared.index, entry.element, count) or count  # `6 infantry bases`
        for share, part in self._shares(form, entry, count) or [(count, entry)]:
            self._add(
                part if part.general == general else replace(part, general=general),
                share,
                form.attributes,
                number,
                opened,
            )
        placed = opened if opened is not None and opened.kind == "formation" else None
        fit = opened is not None and opened.kind == "fit"
        self.last_unit = (form.indent, self.added, placed) if self.added is not None and not fit else None

    def _units_of(self, form: Form) -> Form:
        """A counted line whose type follows the word for units and `of` (`2 unidades de
        Infantería`, `3 Einheiten von Panzern`, `2 units of Tanks`): counted, the type its name."""
        said = form.text.split(maxsplit=2)
        if (
            form.count is None
            or len(said) < 3
            or said[1].casefold() not in OF_WORDS
            or not counts_units(said[0])
        ):
            return form
        typed = replace(form, text=said[2])
        entry = self._read(typed)
        return typed if entry is not None and entry.known else form

    def _general_in_note(self, form: Form) -> Form:
        """A line whose words after a dash mark the general before a bracket (`Rifles - General
        (Maj-Gen Pinney)`, `Rifles – Général (de Castelnau)`): the general, the bracket its note."""
        base, groups = split_groups(form.note)
        if not groups or key(base) not in self.shared.words.general:
            return form
        return replace(form, general=True, note=", ".join(groups))

    def _priced_entry(self, form: Form, number: int) -> bool:
        """Whether a line gives its cost among the list's entries, as a unit's line does: a name
        there (`Schneider tank ..... 4`, `Wire/Minefield  1`) is the unit's own, no title."""
        return form.cost and self.extent[0] < number and (number <= self.extent[1] or self._follows(number))

    def _part_of_last(self, form: Form, number: int) -> bool:
        """Whether a line indented under a counted unit says what some of them are (`Infantry ×2`
        over `- one is elite (101st Airborne)` and `- the other is plain regular`): a count, or
        the rest, and words naming one option of the unit's type. Those units are parted off with
        that option (the rest take it in place), the words in brackets their note."""
        if self.last_unit is None or form.kind != "entry" or form.indent <= self.last_unit[0]:
            return False
        _, out, opened = self.last_unit
        held = _whole(out.get("count", 1))
        rest = _REST.match(form.text) or _ALL.match(form.text)  # `the rest militia`, `both militia`
        share = held if rest is not None and form.count is None else form.count
        text = form.text[rest.end() :] if rest is not None else form.text
        base, groups = split_groups(text)
        said = " ".join(word for word in base.split() if word.casefold() not in _PART_FILLER)
        option = self._share_option(out["element"], said) if said and (held > 1 or rest) else None
        if option is None or share is None or not 0 < share <= held:
            return False
        part = {key: value for key, value in out.items() if key not in ("count", "id", "links", "note")}
        part["options"] = [*out.get("options", []), option]
        notes = [note for note in (out.get("note"), *groups) if note]  # `Cavalry x2 (Cossacks)`: theirs too
        if notes:
            part["note"] = "; ".join(notes)
        if share > 1:
            part["count"] = share
        if share == held:
            kept = {key: out[key] for key in ("id", "links") if key in out}  # the unit's own, kept
            out.clear()
            out.update(part | kept)
            self.gave.append(Gave(number, "part"))
        else:
            out["count"] = held - share
            if held - share == 1:
                del out["count"]
            self._place(part, number, opened)
        self.unit_lines.add(number)
        return True

    def _option_in_note(self, form: Form, entry: Entry) -> Entry | None:
        """The entry with the options its brackets name before a dash (`(militia - Hungarian loan)`),
        the words after the dash its note; None where the words before the dash name no option, and
        the brackets stay one note (`(Rolls-Royce - Duncars)`)."""
        text, inner = noted_within(form.text)
        if not inner:
            return None
        note = "; ".join(n for n in (inner, form.note) if n)
        found = self._read(replace(form, text=text, note=note))
        more = (
            found is not None and found.element == entry.element and len(found.options) > len(entry.options)
        )
        return found if more else None

    def _counted_after_dash(self, form: Form) -> Form | None:
        """`Support - 2x Field Artillery`: words naming no unit, then after a dash a counted entry of
        the catalog, the words before kept as its note; None where the line is not so."""
        if not form.note or form.count is not None:
            return None
        said = form_of(form.note, self.shared.vocabulary)
        if said.kind != "entry" or said.count is None or said.worded or said.label:
            return None
        found = self._read(said)
        if found is None and len(first := self._named_first(said)) == 1:
            said = first[0]  # `Company commander - 1 x T-34-85 on its own`: the rest its note
            found = self._read(said)
        if found is None or not found.known or found.named:
            return None
        note = "; ".join(n for n in (form.text, said.note) if n)
        return replace(
            said, indent=form.indent, bullet=form.bullet, general=form.general or said.general, note=note
        )

    def _counted_within(self, form: Form, entry: Entry | None) -> Form | None:
        """`Horse team x1 to tow it`, `Infantry x2, elite (SS)`: a unit of the catalog, its count
        after its name and words after the count, which are read as a note's (options, links, the
        rest kept); None where the line is not so, or its words read whole name another type."""
        if form.count is not None or form.kind != "entry":
            return None
        within = counted_within(form.text)
        if (
            within is None
            and (of := _OF_THEM.match(form.text))
            and (not of[3] or of[3].startswith("("))  # `two of them militia` is a share, not the count
            and (counted := _counted(of[2]))
        ):
            within = of[1], counted, of[3]  # `Panzer IVs, five of them (one's the Zugführer)`
        if within is None:
            return None
        text, count, rest = within
        if rest.startswith("(") and (closing := rest.find(")")) > 0:
            text, rest = (
                f"{text} {rest[: closing + 1]}",
                rest[closing + 1 :].lstrip(" ,;:"),
            )  # `x2 (class 6), ...`
        said = replace(form, text=text, count=count, note="; ".join(n for n in (rest, form.note) if n))
        found = self._read(said)
        if found is None or not found.known or found.named:
            return None
        return said if entry is None or entry.named or entry.element == found.element else None

    def _ridden(self, form: Form) -> list[Form]:
        """`Kompaniechef in a Pz IV`, `the CO in his T-34-85`: a vehicle named by who rides in it,
        whose words before it name no unit: the vehicle, those words its note; [] else."""
        found = _RIDDEN.match(form.text) if form.kind == "entry" and not form.general else None
        if found is None:
            return []
        rider, vehicle = found[1].strip(), found[2].strip()
        said = self._read(replace(form, text=split_groups(vehicle)[0], note=""))
        if said is None or not said.known or said.named or self._read(replace(form, text=rider, note="")):
            return []
        return [replace(form, text=vehicle, note="; ".join(n for n in (rider, form.note) if n))]

    def _named_first(self, form: Form) -> list[Form]:
        """`1 tractor to pull it`, `2 x Wagon with the ammunition`, `Pz IV: Abteilungskommandeur`:
        a line counted, or its name ending in a colon, whose first words, and not the whole, name
        a type of the catalog exactly, the words after them a note, or another counted entry (`4
        rifles 1 mg`); [] where the line is not so."""
        if form.kind != "entry" or form.general:
            return []
        said = form.text.split()
        if _joined(form.text) != form.text:
            return []  # `1 Medium gun + 1 tractor`: entries one after another
        for size in range(len(said) - 1, 0, -1):
            head = " ".join(said[:size])
            if form.count is None and not head.endswith(":") and not set_apart(form.text[len(head) :]):
                continue  # uncounted, only a colon or `on its own` parts the name from its note: else prose may
            head = head.removesuffix(":")
            found = self.names.read(head) if "(" not in head else None
            if found is not None and found.exact and found.settled is not None and not found.named:
                rest = form.text[len(head) :].strip(" ,;:")
                if rest.startswith("(") and (closing := rest.find(")")) > 0:
                    head, rest = f"{head} {rest[: closing + 1]}", rest[closing + 1 :].strip(" ,;:")
                if not rest:
                    return []  # `Tank (in reserve)`: read whole
                after = form_of(rest, self.shared.vocabulary)
                if after.kind == "entry" and after.count is not None and not after.worded:
                    return [
                        replace(form, text=head, note=""),
                        replace(after, indent=form.indent, note=form.note),
                    ]
                if self._names_another(rest, found.settled):
                    return []  # `4 Infantry with a MG`: two types, neither the other's note
                return [replace(form, text=head, note=", ".join(n for n in (rest, form.note) if n))]
        return []

    def _names_another(self, words: str, element: str) -> bool:
        """Whether a word after a unit's name names another type exactly (`with a MG`, `near the
        tractor`, `w/ FOO`): the line then names two, which no note may hide. Types named as the
        other side's (`to keep their balloons down`) are not the line's."""
        for word in words.split():
            if key(word) in ENEMY_WORDS:
                return False
            found = self.names.read(word.strip(",;:()/"))
            if found is not None and found.exact and element not in found.ids:
                return True
        return False

    def _type_named(self, label: str) -> bool:
        """Whether a unit's name is a type's name in the catalog (`AT gun: 57mm`), the line's other
        words then its note; one the player made of a type and its calibre (`Mortar 81mm`) is its own."""
        found = self.names.read(label)
        return found is not None and found.exact and not found.named

    def _commands(self, label: str) -> bool:
        """Whether a unit's name says it is the army's commander (`Brigade commander`, `Force
        C-in-C`), where the rules have one; a `Brigade HQ` is a name, and a `Company commander`
        in a game without a general is one too."""
        if self.shared.catalog.general is None:
            return False
        said = f" {key(label)}"
        return any(said.endswith(f" {key(word)}") for word in (*GENERAL_WORDS, *COMMANDER_WORDS))

    def _named_before(self, form: Form) -> Entry | None:
        """`Company commander: T-34-85, on its own`, `Panzergrenadiers = Infantry, elite`: the
        unit's own name (or the general's mark), then its entry with what else the line says."""
        for mark in (": ", " = "):
            head, found, rest = form.text.partition(mark)
            if not (found and head.strip() and rest.strip()) or "(" in head:
                continue
            entry = self._read(replace(form, text=rest.strip()))
            if entry is None and len(first := self._named_first(replace(form, text=rest.strip()))) == 1:
                entry = self._read(first[0])  # `Dowódca: T-34-85 samodzielnie`
            if entry is None or not entry.known or entry.named or entry.choices:
                continue
            if key(head) in self.shared.words.general:
                return replace(entry, general=True)
            return entry if entry.label else replace(entry, label=head.strip())
        return None

    def _beyond(self, entry: Entry, count: int) -> bool:
        """Whether an unmarked number beside a known type is more of it than anyone would mean."""
        most = most_meant(self.shared.index, entry.element, self.options) if entry.known else None
        return most is not None and count > most

    def _stat_or_note(self, entry: Entry, number: int) -> Entry:
        """A unit whose number beside it is no count: the options it gives as a stat (`Infantry (10)`
        militia, where militia is 10), unless the line names others of theirs; else the number its note."""
        options = stated_stat(self.shared.index, entry.element, number)
        said = self._groups(entry.element, list(entry.options))
        if options is not None and not said & self._groups(entry.element, list(options)):
            return replace(entry, options=(*entry.options, *options))
        return replace(entry, note=", ".join(n for n in (str(number), entry.note) if n))

    def _counts_after_name(self, form: Form, entry: Entry) -> bool:
        """Whether the number after a name (`Light Mortars (2)`, `Sniper - 2`) counts its units rather
        than giving its cost: where the game has no costs, where the line gives its cost elsewhere,
        or where the list counts so: on as many of its lines as not, the number is no cost of one
        unit of its type (one line's wrong cost among many right makes no list of counts)."""
        if not entry.known or self.shared.index.primary_cost is None or form.stated not in ("", form.bare):
            return True
        if self.counts_after_names is None:
            bared = [self._bared(self.shared.forms[n - 1]) for n in self.numbers]
            said = [self._costs_other(form) for form in bared if form.bare]
            counts = said.count(True)
            self.counts_after_names = counts > 0 and counts >= said.count(False)
        return self.counts_after_names

    def _trailing(self, form: Form, entry: Entry) -> tuple[Form, Entry] | None:
        """A line ending in a number the type's name has no place for (`Infanterie 4`, `MG 1`; not
        `Tiger 1`, the Tiger I, nor `Pz 4`): the line without it, the number its `bare` number."""
        found = _trailing_count(form.text) if not form.stated else None
        if found is None or not entry.known or entry.choices or not self._counts_trailing():
            return None
        named = self.names.read(form.text)
        if named is None or named.exact:
            return None
        without = replace(form, text=found.group(1), bare=found.group(2))
        alone = self._read(without)
        if alone is None or not alone.known or alone.element != entry.element:
            return None
        return without, alone

    def _bared(self, form: Form) -> Form:
        """A line with the number after its name as its `bare` one, where the list writes its
        numbers so with no mark (`Rifles 4`), to weigh as `Rifles (4)` is weighed."""
        found = _trailing_count(form.text) if form.kind == "entry" and form.count is None else None
        if found is None or form.bare or form.stated or not self._counts_trailing():
            return form
        return replace(form, text=found.group(1), bare=found.group(2))

    def _counts_trailing(self) -> bool:
        """Whether the list writes numbers after its names with no mark and no cost on two lines or
        more (`Kommando 1`, `Infanterie 4`): counts, where one alone may be a model's (`Mark 4`)."""
        if self.trailing_counts is None:
            forms = [self.shared.forms[n - 1] for n in self.numbers]
            self.trailing_counts = (
                sum(
                    1
                    for form in forms
                    if form.kind == "entry"
                    and form.count is None
                    and not form.stated
                    and _trailing_count(form.text)
                )
                >= 2
            )
        return self.trailing_counts

    def _costs_other(self, form: Form) -> bool | None:
        """Whether a line's number after its name, its only one, is no cost of one unit of its type
        (True), or that cost (False); None where it tells nothing: no type, no cost, or 1."""
        entry = self._read(form) if form.stated in ("", form.bare) and form.bare != "1" else None
        element = self.shared.index.elements.get(entry.element) if entry is not None and entry.known else None
        primary = self.shared.index.primary_cost
        cost = element.cost.get(primary) if element is not None and primary is not None else None
        return None if cost is None else _number(form.bare) != float(cost)

    def _entries_apart(self, form: Form) -> list[Form]:
        """The entries a line counts one after another, parted at its commas, where each part
        after the first is counted and names a type of the catalog that is no option of the
        first's: `4 Rifles, 1 Machinegun`, `2 x Tank, 1 x Fighter`; [] for one entry."""
        written = f"{form.text} x{form.count}" if form.after else form.text  # `Cav x4, MG x1`: each its own
        pieces = parts(_joined(written))
        if len(pieces) < 2:
            return []
        if form.count is None:
            return self._named_apart(form, pieces)
        first, *tails = pieces
        head = replace(form, text=first, note="")
        if form.after:
            said = form_of(first, self.shared.vocabulary)
            if said.kind != "entry" or said.count is None:
                return []
            head = replace(head, text=said.text, count=said.count, after=True)
        owner = self._read(head)
        apart = [head]
        for tail in tails:
            piece = form_of(tail, self.shared.vocabulary)
            # `4 Rifles, MG`; `4 Pz IV, 1 Tiger (cmd)`: the name before its note
            found = self.names.read(split_groups(piece.text)[0]) if piece.kind == "entry" else None
            if (found is None or not found.exact) and len(named := self._named_first(piece)) == 1:
                piece, found = named[0], self.names.read(named[0].text)  # `+ 1 tractor to pull it`
            marked = piece.kind == "entry" and piece.count is not None and not (piece.loose or piece.worded)
            if piece.kind == "entry" and piece.count is None and not marked:
                # `3 inf, 1 mortar, Tank (Shermans)`: a type's own name, one unit, among counted ones
                found = self.names.read(split_groups(piece.text)[0])
                if found is None or not (found.settled and found.exact):
                    return []
            if (found is None or not (found.exact or found.near) or found.named) and not marked:
                return []  # `1x T-34` is an entry whatever it names, asked where it is near a name
            if owner is not None and owner.known and self.names.option(owner.element, piece.text) is not None:
                return []
            if not marked and owner is not None and found is not None and found.settled == owner.element:
                return []  # `1 x Lorry / truck`: the type's other name, not a second unit
            apart.append(replace(piece, indent=form.indent, bullet=form.bullet))
        apart[-1] = replace(apart[-1], note="; ".join(n for n in (apart[-1].note, form.note) if n))
        return apart

    def _named_apart(self, form: Form, pieces: list[str]) -> list[Form]:
        """`gas, mines, sniper`: uncounted parts after the first, each naming a type exactly that
        is no option of the first's, one entry each; [] for one entry (`Tanks, heavy, elite`)."""
        if form.general or form.label:
            return []
        said = [form_of(piece, self.shared.vocabulary) for piece in pieces]
        owner = self._read(replace(form, text=said[0].text, note=""))
        if owner is None or not owner.known or any(piece.kind != "entry" for piece in said):
            return []
        for piece in said[1:]:
            found = self.names.read(piece.text)
            if found is None or not found.exact or found.named or found.settled is None:
                return []
            if self.names.option(owner.element, piece.text) is not None:
                return []
        apart = [replace(piece, indent=form.indent, bullet=form.bullet) for piece in said]
        apart[-1] = replace(apart[-1], note="; ".join(n for n in (apart[-1].note, form.note) if n))
        return apart

    def _inline(self, form: Form) -> tuple[str, list[Form]] | None:
        """A formation's heading and its members on one line, after a colon, a dash or `=`: `RI 33:
        cmd, 5 inf, 1 mg`, `zug 1 - 5 Pz IV`, `Kampfgruppe Nord = 4 Pz IV + 1 Tiger`; the heading
        is the formation its words or its members make it. One member makes a heading only of
        words naming a formation type or numbering one (`Support - 2x Field Artillery` is a unit
        and its note); None where the line is no such heading, or one read elsewhere."""
        if form.kind != "entry" or form.general or form.label or (form.count is not None and not form.after):
            return None
        text = (
            f"{form.text} x{form.count}" if form.count is not None else form.text
        )  # `Heavy platoon: Tiger I x2`
        halves = [(form.text, form.note)] if form.note and form.count is None else []
        for mark in (": ", " = ", " of ", " with "):
            head, found, rest = text.partition(mark)
            if (
                found
                and not form.note
                and (mark in (": ", " = ") or self._type(head, "").formation is not None)
            ):
                halves.append((head, rest))  # `Platoon of 4 Pz IV`, `1st Platoon with 4 Pz IV`: of a type
        if (bare := _TYPE_THEN_COUNT.match(text)) and not form.note and self.names.formation(bare.group(1)):
            halves.append(
                (bare.group(1), bare.group(2))
            )  # `inf bn 4 rifles + mg`: a type's name, then its members counted
        for head, rest in halves:
            head, rest = head.strip(), rest.strip()
            if not head or not rest or not (_could_name(head) or self._alone(head)):
                continue
            if "(" in head and self._type(head, "").formation is None:
                continue  # `1-й взвод (1st platoon): T-34-85 x5` is a heading, its gloss in brackets
            typed = self._type(head, rest)
            if typed.formation is not None and typed.members and rest == form.note:
                return None  # `Inf Bn - 4 rifles, 1 MG`: its members counted, read as its heading's
            typed = self._type(head, "")
            pieces = self._listed(rest, counted=typed.formation is None)  # `hvy plt: tiger, tiger, tiger`
            first = parts(_joined(rest))[:1]  # `T-34-85 x4, commander's tank included`: counted, then a note
            if not pieces and (self._counts_units(rest) or (first and self._counts_units(first[0]))):
                pieces = [form_of(rest, self.shared.vocabulary)]
            elif not pieces and typed.formation is not None:
                said = form_of(rest, self.shared.vocabulary)  # `Zug: Panzer IVs, five of them`
                pieces = [said] if self._counted_within(said, None) is not None else []
            if not pieces or self._unit(Form("entry", head)):
                continue
            if len(pieces) > 1 or typed.formation is not None or typed.among or _NUMBERED.search(head):
                return head, pieces
            if self._alone(head):
                return head, pieces  # `indep: Tiger x1`: a unit standing alone, not one named so
        return None

    def _headed(self, form: Form, number: int) -> bool:
        """`Platoon 1: 5 x T-34/85`: a formation's heading with its one member on the same line,
        where the words before the colon name a formation type, or number one whose type its
        member decides, or say its units stand alone (`indep: Tiger x1`); False where they are the
        unit's own name (`Company HQ: 2 x T-34-85`)."""
        typed = self._type(form.label, "")
        alone = self._alone(form.label)  # `indep: Tiger x1, Pz IV x1`: units standing alone
        if typed.formation is None and not typed.among and not _NUMBERED.search(form.label) and not alone:
            return False
        self._heading(
            Form("heading", form.label.strip(), form.indent, bullet=form.bullet), number, colon=True
        )
        self._line(replace(form, label="", indent=form.indent + 1, bullet=False), number)
        self._close()
        return True

    def _shares(self, form: Form, entry: Entry, count: int | None) -> list[tuple[int | None, Entry]]:
        """`2x Inf (1 regular, 1 elite)`, `2 Armoured Cars, one elite`: the line's units parted among
        options of their type, each part counted, where every part names one and the parts add up
        to the count, or to less (the rest as written); [] otherwise."""
        if count is None or not entry.known:
            return []
        base, groups = split_groups(form.text)
        said = [
            (" ".join([base, *(f"({other})" for n, other in enumerate(groups) if n != at)]), group)
            for at, group in enumerate(groups)
        ]
        pieces = parts(form.text)
        if len(pieces) > 1:
            said.append((pieces[0], ", ".join(pieces[1:])))  # the parts after a comma
        for rest, group in said:
            shares: list[tuple[int, str]] = []
            items = [piece for item in parts(group) for piece in _SHARES.split(item)]
            bare: list[str] = []
            for item in items:
                other = _REST.match(item)  # `..., the other regular`: the units no part before names
                found = _SHARE.match(item) if other is None else None
                told = item[other.end() :] if other is not None else found.group(2) if found else ""
                option = self._share_option(entry.element, told) if told else None
                share = (
                    count - sum(s for s, _ in shares)
                    if other
                    else _counted(found.group(1))
                    if found
                    else None
                )
                if (option is None or share is None) and len(items) == count:
                    option, share = self.names.option(entry.element, item), 1  # `2 Tanks, heavy and medium`
                    bare.append(option or "")
                if option is None or share is None:
                    break
                shares.append((share, option))
            else:
                if bare and (len(set(bare)) < len(bare) or len(self._groups(entry.element, bare)) > 1):
                    continue  # `2 Tanks (heavy, elite)`: each tank is both, not one of each
                total = sum(share for share, _ in shares)
                if shares and (total == count > 1 if len(shares) > 1 else total < count):
                    plain = self._read(replace(form, text=rest)) or entry
                    # `Infantry x2 (one of them militia)`: the units no part names are as written.
                    others = [(count - total, plain)] if total < count else []
                    return [
                        *(
                            (share, replace(plain, options=(*plain.options, option)))
                            for share, option in shares
                        ),
                        *others,
                    ]
        return []

    def _groups(self, element: str, options: list[str]) -> set[str]:
        """The option groups of `element` that `options` are of: one each where the parts differ."""
        chosen = self.shared.index.element_options.get(element, {})
        return {chosen[option][0].id if option in chosen else option for option in options}

    def _share_option(self, element: str, said: str) -> str | None:
        """The option a part of a count has (`1 X`, `one of them X now`): where the words after
        the count name one option of the type, and only one."""
        option = self.names.option(element, said)
        if option is not None:
            return option
        found = {
            option
            for size in (1, 2)
            for at in range(len(said.split()))
            if (option := self.names.option(element, " ".join(said.split()[at : at + size]))) is not None
        }
        return next(iter(found)) if len(found) == 1 else None

    def _signs_off(self, form: Form, number: int) -> bool:
        """Whether a line naming no unit is the list's signature (`- Pete`): the text's last line
        (or the last above a reply's `... wrote:`), under a line of prose, or a field as a closing
        `Total: 16 bases.`, or a blank line after the system's (that lists the units itself), or
        set apart by a blank line and led by a dash no bullet is (`– Luc`, `-- Luc`) or by a
        bullet where the list's units have none (`- Jean-Luc`), or the
        sender's name. A counted line (`1 x Haevy Mortar`) signs nothing."""
        said = signed(self.shared.lines[number - 1])  # as led: `- gaz` signs, `gaz` alone not
        if said is None or form.count is not None or number != self._signing():
            return False
        sender = set(words(self.shared.sender))
        if sender and set(words(said)) <= sender:
            return True  # `Marta` from Marta Nowak, however near a name (`Mortar`) it is
        above = next((n for n in range(number - 1, 0, -1) if self.shared.lines[n - 1].strip()), 0)
        prose = bool(self.notes) and self.notes[-1].number == above
        apart = above < number - 1  # a blank line between
        system = above in self.shared.system_lines and apart
        led = self.shared.lines[number - 1].lstrip()
        # A bullet signs a list of no bullets: `- Jean-Luc` under `3 limbers`.
        bulleted = any(self.shared.forms[n - 1].bullet for n in self.unit_lines)
        dashed = (
            apart and (led.startswith(_SIGNING) or (led[:1] == "-" and not bulleted)) and not self._near(form)
        )
        return above > 0 and (prose or system or dashed or self.shared.forms[above - 1].kind == "field")

    def _signing(self) -> int:
        """The line that may sign the list: the text's last, or the last above a reply's `... wrote:`."""
        lines = self.shared.lines
        after = [n for n in self.numbers if lines[n - 1].strip()]
        while after and _introduces_quote(lines, after[-1]):
            after.pop()
        return after[-1] if after else 0

    def _titles(self, opened: _Open) -> bool:
        """Whether a heading read as a formation from some of its words among others (`== 2nd
        Cavalry Brigade (HitT, 36 AP) ==`, `Regio Esercito`, whose `Regio` shortens `reggimento`),
        whose first line has no place in it or is another heading, titles the lines under it
        instead: it is then a heading, not a formation of nothing."""
        entry = opened.entry
        if not opened.partial or entry is None or entry["elements"] or self._type_words(opened.text):
            return False
        if not self.units or self.units[-1] is not entry:
            return False
        self.units.pop()
        self.places = {where: number for where, number in self.places.items() if where != opened.path}
        self.unit_lines.discard(opened.number)
        self.taken = [taken for taken in self.taken if taken.number != opened.number]
        self.headings[opened.number] = opened.text
        self.gave.append(Gave(opened.number, "heading"))
        opened.entry, opened.kind = None, "section"
        return True

    def _no_place(self, opened: _Open, entry: Entry) -> bool:
        """Whether an entry's type has no place in the formation it stands under, which it then
        closes; the Markdown's own form keeps every member it indents, as the roster held it."""
        if opened.kind != "formation" or opened.writer or not opened.formation or not entry.known:
            return False
        if opened.partial and (opened.listed or opened.style == "deeper"):
            return False  # its members are set apart: they say what type it is
        return not has_place(self.shared.index, opened.formation, entry.element)

    def _prose_line(self, form: Form, number: int) -> bool:
        """Whether a line that names no type is prose rather than an entry of a type the catalog
        lacks: no count, or one in words or with no mark (`36 AP if my maths is right`), no cost
        but on the list's first line (its title), and not a near miss of a name."""
        counted = form.count is not None and not (form.worded or form.loose)
        if counted or form.bullet or form.general or self._near(form):
            return False
        if form.spoken:
            return True  # `[19:03] kev: 35 or 36 depending`: a chat's talk, naming no type
        if form.count is not None and self._sized(form.text):
            return True  # `Six units. Pozdrawiam,`: the list's size, and chatter after it
        if number > self.extent[1] > 0 and form.count is None and (chatter(form.text) or talk(form.text)):
            return True  # `Hope that's legal`, `Tschüss` right under the list, before the signature
        if self.open is not None and form.indent > self.open.indent and _could_name(form.text):
            return False  # `  Stab` indented under `1er RI`: a member the catalog lacks, never a signature
        if (self.extent[0] < number < self.extent[1] or self._follows(number)) and (
            _could_name(form.text) or (form.count is not None and _few_words(form.text))
        ):
            return False  # among the list's entries: a unit the catalog lacks, never prose left unread
        if self._counted_unit(form, number) or (_COUNTED_INSIDE.search(form.text) and _could_name(form.text)):
            return False  # `Tank x2 in support` as the text's last line: an entry, never a name signing it
        if number < self.extent[0] and self._catalogs_words(form.text):
            return False  # `Bn HQ` above the entries: a unit the catalog lacks, never the army's name
        first = next((n for n in self.numbers if self.shared.lines[n - 1].strip()), None)
        if form.cost and number < self.extent[0] and title(form.text):
            return True  # `British 1917 - 36 AP` above the list: its name and size, not a unit
        return not form.cost or number == first or form.loose

    def _catalogs_words(self, text: str) -> bool:
        """Whether a line of two words or more writes only the catalog's words, the general's post
        or a formation's shortened (`Bn HQ`, `Regt MG`), as a unit's line does and an army's name
        does not."""
        said = words(text)
        known = self.names.vocabulary | self.shared.words.general
        return (
            len(said) > 1
            and _could_name(text)
            and all(word in known or self.names.formations_in_part(word)[0] for word in said)
        )

    def _counted_unit(self, form: Form, number: int) -> bool:
        """Whether a line counted with no mark, outside the entries, is a unit the catalog lacks:
        `2 Cromwell` right above or below them, or a name under them (`1944 Normandy` is a year)."""
        if not (form.loose and form.count is not None and form.count < 1000 and _could_name(form.text)):
            return False
        return self._touches(number) or (number > self.extent[1] > 0 and form.text[:1].isupper())

    def _touches(self, number: int) -> bool:
        """Whether a line outside the list's extent joins its entries with no blank line between."""
        low, high = self.extent
        if not low:
            return False
        start, end = (number, low) if number < low else (high, number)
        return all(self.shared.lines[n - 1].strip() for n in range(start, end + 1))

    def _sized(self, text: str) -> bool:
        """Whether a counted line's words are those players count units by, naming no formation:
        `Six units.`, `6 bases in all`, the list's size."""
        first = text.split()[0].strip(".,;:!?").casefold() if text.split() else ""
        group = first.removesuffix("s") in GROUPS or first.removesuffix("ies") + "y" in GROUPS
        return group and not self.names.formations_in_part(first)[0]

    def _follows(self, number: int) -> bool:
        """Whether a line goes on from the list's last entry, no blank line between, and is not
        the text's last line (which may sign it): `Whippet` under `Tank x2`, before `Cheers, Bob`."""
        if self.going_on is None:
            self.going_on = self._going_on()
        return number in self.going_on

    def _going_on(self) -> frozenset[int]:
        lines, last = self.shared.lines, self.extent[1]
        after = [n for n in self.numbers if n > last > 0 and lines[n - 1].strip()]
        while after and _introduces_quote(lines, after[-1]):
            after.pop()  # a reply's `On Monday, Bob wrote:`: the line above it may sign the list
        block = itertools.takewhile(
            lambda pair: pair[0] == pair[1], zip(after[:-1], itertools.count(last + 1))
        )
        going = {number for number, _ in block}
        if after == [last + 1] and self._noted_unit(last + 1):
            going.add(last + 1)  # `Zeppelin (dug in)` right under the list, a unit's note and no name: a unit
        return frozenset(going)

    def _noted_unit(self, number: int) -> bool:
        """Whether a line carries a note as an entry does (in brackets, after a dash) and is no name
        that could sign the list."""
        form = self.shared.forms[number - 1]
        noted = bool(form.note or split_groups(form.text)[1])
        return noted and signed(plain_text(self.shared.lines[number - 1])) is None

    def _read(self, form: Form) -> Entry | None:
        said = (form.text, form.note, form.general)
        if said not in self.shared.entries:
            self.shared.entries[said] = read_entry(self.names, *said, self.shared.words)
        return self.shared.entries[said]

    def _extent(self, items: list[tuple[int, Form]], tabled: set[int]) -> tuple[int, int]:
        """The first and last lines that name a unit of the catalog or count one; (0, 0) for none."""
        named = [
            number
            for number, form in items
            if form.kind == "entry"
            and 0 < len(form.text) <= MAX_NAME
            and number not in tabled
            and number not in self.shared.system_lines
            and ((form.count is not None and not (form.worded or form.loose)) or self._names_unit(form))
        ]
        return (named[0], named[-1]) if named else (0, 0)

    def _names_unit(self, form: Form) -> bool:
        """Whether a line names a unit of the catalog by its type, not only in a sentence or a title
        (`last time Dave's Shermans ate my ATG.`, `3rd Wessex Rifles`)."""
        entry = self._read(form)
        return entry is not None and not (entry.named and _plain(form))

    def _pair(self, raw: str, number: int) -> bool:
        """A spreadsheet's row of a key and its value above its table (`Year<TAB>1944`, `Side,Axis`,
        `Joueur;Pierre`): the field or roster option it names, else a line not read; never an entry,
        unless its key names a unit (`Tank<TAB>2`)."""
        delimiter = next((d for d in DELIMITERS if d in raw), "")
        cells = [cell.strip() for cell in raw.split(delimiter)] if delimiter else []
        filled = [cell for cell in cells if cell]
        if delimiter and not filled:
            return True  # a row of empty cells: the sheet's blank line
        if len(filled) != 2 or cells[0] != filled[0] or self.names.knows(filled[0]):
            return False
        said = f"{key_of_row(filled[0])}: {filled[1]}"
        form = form_of(said, self.shared.vocabulary)
        if form.kind == "field":
            self._field(form, number)
        elif not self._option_line(said, number):
            self._note(number, said)
        return True

    def _sheet_row(self, raw: str, number: int) -> bool:
        """A spreadsheet's row with no header (`Rifles,4`, `Tank;2;8`) naming a unit: read as the
        table's row `Unit, Qty, Cost, Notes` would be, not as a name whose number is lost."""
        cells = sheet_row(raw)
        if cells is None or not self.names.knows(cells[0]):
            return False
        written = self.shared.forms[number - 1]  # its place: indented or bulleted under a heading
        form = replace(
            form_of(cells[0], self.shared.vocabulary), indent=written.indent, bullet=written.bullet
        )
        notes = [note for note in (form.note, *cells[3:]) if note]
        stated = cells[2] if len(cells) > 2 else ""
        self._line(
            replace(form, count=int(cells[1]), loose=False, note=", ".join(notes), stated=stated), number
        )
        return True

    def _near(self, form: Form) -> bool:
        """Whether an unread line is a misspelt entry rather than prose: its name, without the note
        in brackets after it (`Sniperr (in the church tower)`), close to a name, and no sentence,
        greeting or sign-off (`thanks` is no Tank)."""
        if form.text.endswith(ENDS) or chatter(form.text):
            return False
        return self.names.near(split_groups(form.text)[0] or form.text)

    def _ask(
        self, number: int, form: Form, choices: tuple[str, ...], opened: _Open | None, kept: Kept = ()
    ) -> None:
        where = opened.path if opened is not None and opened.path is not None else ROSTER
        said = unescape(plain_text(self.shared.lines[number - 1]))  # the line as written, its count too
        self.asked.append(Asked(number, said, choices, "element", where, kept))
        self.unit_lines.add(number)

    def _priced(self, choices: tuple[str, ...], form: Form, count: int | None) -> str | None:
        """The one of the types a line's name may be whose cost is the one the line gives, for one
        unit or for all of them; None where it gives none, or it fits none or several."""
        stated = _number(form.stated) if form.stated else self._cost_in_brackets(form.text)
        primary = self.shared.index.primary_cost
        if stated is None or primary is None:
            return None
        costs = [
            (choice, element.cost.get(primary))
            for choice in choices
            if (element := self.shared.index.elements.get(choice)) is not None
        ]
        fitting = [
            choice for choice, cost in costs if cost is not None and stated in (cost, cost * (count or 1))
        ]
        return fitting[0] if len(fitting) == 1 else None

    def _cost_in_brackets(self, text: str) -> float | None:
        """The cost a line gives among its note's words in brackets: `Minenwerfer (4 AP, dug in)`."""
        for group in split_groups(text)[1]:
            for said in parts(group):
                found = _TOTAL_OF.fullmatch(said.strip())
                if found and key(found.group(1)) in self.shared.words.costs:
                    return _number(said)
        return None

    def _costs_doubt(self, entry: Entry, form: Form, count: int | None) -> tuple[str, ...]:
        """The types a line could be where the cost it gives is not its type's but is another's
        whose name it shares (`Mortar x2 ..... 8`: a light mortar is 3 AP, a heavy one 4); ()."""
        if entry.named:
            return ()
        said = (entry.element, form.text, form.stated, count)
        if said not in self.shared.doubts:
            self.shared.doubts[said] = self._doubt(*said)
        return self.shared.doubts[said]

    def _doubt(self, element_id: str, text: str, written_cost: str, count: int | None) -> tuple[str, ...]:
        stated = _number(written_cost)
        primary = self.shared.index.primary_cost
        element = self.shared.index.elements.get(element_id)
        if stated is None or primary is None or element is None:
            return ()
        times = count or 1
        ours = element.cost.get(primary)
        if ours is None or stated in (ours, ours * times):
            return ()
        priced = [*self.shared.priced.get(stated, ()), *self.shared.priced.get(stated / times, ())]
        if not priced:
            return ()
        written = set(key(split_groups(text)[0]).split())
        others = tuple(
            other.id
            for other in priced
            if other.id != element.id and written <= self.names.spelt.get(other.id, frozenset())
        )
        return (element.id, *others) if others else ()

    def _add(
        self, entry: Entry, count: int | None, attributes: Attributes, number: int, opened: _Open | None
    ) -> None:
        out: dict[str, Any] = {"element": entry.element}
        if COUNT in attributes.values:
            out["count"] = attributes.values[COUNT]
        elif count is not None and count != 1:
            out["count"] = count
        if entry.general:
            out["general"] = True
        label = _label(attributes) or entry.label
        if label:
            out["name"] = label
        note = attributes.values.get(NOTE, entry.note)
        if isinstance(note, str) and note:
            out["note"] = note
        if attributes.unit_id is not None:
            out["id"] = attributes.unit_id
        # Options as written, a default too: `Infantry (regular)` says so. The Markdown carries the
        # roster's own where its names would not read back as them.
        options = list(attributes.options) if attributes.options is not None else list(entry.options)
        if options:
            out["options"] = options
        base = {k: v for k, v in attributes.values.items() if k in BASE}
        if base:
            out["base"] = base
        if attributes.links:
            out["links"] = dict(attributes.links)
        for phrase in entry.linked:
            self.linked.append((out, phrase))
        self.added = out
        if opened is not None and opened.kind == "fit":
            opened.held.append((number, out))
            opened.members += 1
            self.unit_lines.add(number)
            return
        if opened is not None:
            opened.members += 1
        self._place(out, number, opened if opened is not None and opened.kind == "formation" else None)

    def _place(self, entry: dict[str, Any], number: int, opened: _Open | None) -> None:
        if opened is not None and opened.entry is not None and opened.path is not None:
            elements = opened.entry["elements"]
            path = opened.path.element(len(elements))
            elements.append(entry)
        else:
            path = of_place((len(self.units),))
            self.units.append(entry)
        self.places[path] = number
        self.unit_lines.add(number)

    def _note(self, number: int, text: str) -> None:
        self.notes.append(TextLine(number, text))

    # Tables ------------------------------------------------------------------------------------

    def _table(self, table: Table) -> None:
        """Each row of a table a unit: the columns' headings say what each cell is."""
        self._close()
        rows = {row.number for row in table.rows}
        self.gave += [Gave(number, "table") for number in sorted(table.lines - rows)]
        columns = Columns.of(
            table, self.names, frozenset(key(w) for w in self.shared.vocabulary.general_words)
        )
        group: str | None = None
        for row in table.rows:
            cells = row.cells

            def cell(column: int | None, cells: tuple[str, ...] = cells) -> str:
                return cells[column] if column is not None and column < len(cells) else ""

            written = cell(columns.unit)
            value = _number(cell(columns.cost) or cell(columns.each) or "")
            if states_total((written,) if written else cells) and (written or value is not None):
                if value is not None:  # the total's row, its words in the unit's cell or another
                    self.stated = Stated(row.number, value)
                    self.gave.append(Gave(row.number, "total"))
                continue
            if not written:
                if any(cells):
                    self._note(row.number, " | ".join(c for c in cells if c))
                continue
            if self._key_row(row):
                continue
            if columns.sections(row):  # `**General**` or `**Support**` alone, over the rows it heads
                self._close()
                group = ""
                if columns.leads(row):
                    self._heading(Form("heading", written), row.number, colon=True)
                else:
                    self.gave.append(Gave(row.number, "heading"))
                continue
            noted = columns.noted(row)
            proxy = stands_for(noted)
            if proxy and not self.names.knows(written) and self.names.knows(proxy):
                written, noted = proxy, f"{written}; {noted}"  # `Infantry gun` that `counts as mortar`
            within = columns.within(row)
            if within and (
                set_apart(noted) or (set_apart(within) and self._type(within, "").formation is None)
            ):
                noted = "; ".join(n for n in (within, noted) if n)  # `HQ,T-34,1,acts independently`
                within = ""
            if within != group and self._opened_as(within):
                group = within  # `;Infanterie-Bataillon;11;` over rows marked `Bataillon`: its members
            if within != group:
                self._close()
                group = within
                if within:
                    heading = form_of(within, self.shared.vocabulary)
                    typed = columns.typed(within, self.names) or heading.note
                    self._heading(
                        replace(heading, kind="heading", text=within, note=typed, indent=0, bullet=False),
                        row.number,
                        colon=True,
                    )
                    if self.open is not None:
                        self.open.listed = True
            indent = 1 if group else row.indent  # a form's members indented under their formation
            form = replace(form_of(written, self.shared.vocabulary), indent=indent, bullet=False)
            count = _number(cell(columns.count))
            if count is not None and count == int(count):
                form = replace(form, count=int(count), loose=False)
            said = read_entry(self.names, form.text, noted) if words(noted) else None
            # A notes' cell naming no link is read as a cell (`cell_options`), its words kept as
            # written (`7,5cm Pak 40`), not taken apart at its commas as words after a dash are.
            whole = [("", noted)] if said is not None and not said.linked else []
            if words(noted) and not whole:
                form = replace(form, note=", ".join(n for n in (form.note, noted) if n))
            others = columns.said(row)
            extra = [*whole, *others]
            form = replace(
                form,
                general=form.general or cell(columns.general).casefold() in _YES or columns.leads(row),
                stated=cell(columns.cost),
            )
            self._row(
                form, row.number, extra, columns.label(row), [(kind, cell(c)) for kind, c in columns.links]
            )
            if columns.counts_bases() and self.added is not None:
                self._in_units(self.added)
            for option, column in columns.roster:
                if cell(column):
                    self.options.setdefault(option.id, _value(option, cell(column)))
        self._close()

    def _in_units(self, entry: dict[str, Any]) -> None:
        """A row's count of bases as the units they make, where the catalog makes a unit of several
        (a One Hour unit's `Bases: 3` is one unit); as written where they make no whole units."""
        units = units_of_bases(self.shared.index, entry["element"], entry.get("count", 1))
        if units is not None:
            entry.pop("count", None)
            if units > 1:
                entry["count"] = units

    def _opened_as(self, within: str) -> bool:
        """Whether a row's formation cell names the type of the formation the row before opened, no
        member in it yet: the rows so marked are that one's members, not another formation's."""
        opened = self.open
        if opened is None or opened.kind != "formation" or opened.entry is None or opened.entry["elements"]:
            return False
        return bool(within) and self._type(within, "").formation == opened.formation

    def _key_row(self, row: Row) -> bool:
        """A sheet's key row among or under its rows (`Player;Jan`, `Armee;1st Rifles`): the field
        or roster option its key names, as above the table; not a unit of that name."""
        filled = [cell for cell in row.cells if cell]
        if len(filled) >= 2 and all(_KEYED.match(cell) for cell in filled):
            return self._keyed_cells(filled, row.number)  # `Rules: Pagano armour;Side: Axis;Year: 1944`
        if len(filled) != 2 or row.cells[0] != filled[0] or self.names.knows(filled[0]):
            return False
        said = f"{key_of_row(filled[0])}: {filled[1]}"
        form = form_of(said, self.shared.vocabulary)
        if form.kind == "field" and form.field != "total":
            self._field(form, row.number)
            return True
        return self._option_line(said, row.number)

    def _keyed_cells(self, cells: list[str], number: int) -> bool:
        """A row of cells each a key and its value: the fields and roster options they name, where
        one names any, the others kept as notes but the system's; not a unit."""
        cells = [f"{key_of_row(cell.partition(':')[0])}: {cell.partition(':')[2].strip()}" for cell in cells]
        forms = [form_of(cell, self.shared.vocabulary) for cell in cells]  # `Spieler: Ralf` as `Player: Ralf`
        fields = [form.kind == "field" and form.field not in ("total", "system") for form in forms]
        if not any(fields) and all(self._option(cell.rstrip(". "))[1] is None for cell in cells):
            return False
        for cell, form, named in zip(cells, forms, fields, strict=True):
            if named:
                self._field(form, number)
            elif not self._option_line(cell, number) and number not in self.shared.system_lines:
                self._note(number, cell)
        return True

    def _row(
        self, form: Form, number: int, extra: list[tuple[str, str]], label: str, links: list[tuple[str, str]]
    ) -> None:
        """A table's row as the line it would be, its other cells' options and links added: a
        cell names options as `cell_options` reads them, or is a note."""
        self.added = None
        self._line(self._settled_by_cells(form, extra), number)
        entry = self.added
        if entry is None:
            return
        element = entry["element"]
        options = list(entry.get("options", []))
        for heading, value in extra:
            named, value = cell_options(self.names, element, heading, value)
            if not named and (stat := stat_cell(self.shared.index, element, heading, value)) is not None:
                named, value = list(stat), ""  # `Strength` over `10`: the militia whose strength it is
            options += [option for option in named if option not in options]
            if value:
                entry["note"] = "; ".join(n for n in (entry.get("note"), value) if n)
        if options:
            entry["options"] = options
        if label and "name" not in entry:
            entry["name"] = label
        for kind, target in links:
            if target:
                self.linked.append((entry, f"{kind} {target}"))

    def _settled_by_cells(self, form: Form, extra: list[tuple[str, str]]) -> Form:
        """A row whose name may be several types, written as the one its other cells name most
        options of (`Feldkanone` with `Klasse 4`: the small gun, the one of class 4); as it is else."""
        entry = self._read(form) if form.kind == "entry" else None
        if entry is None or not entry.choices:
            return form
        named = {
            choice: sum(
                len(cell_options(self.names, choice, heading, value)[0]) for heading, value in extra if value
            )
            for choice in entry.choices
        }
        most = max(named.values())
        best = [choice for choice, count in named.items() if count == most]
        element = self.shared.index.elements.get(best[0])
        if most == 0 or len(best) > 1 or element is None:
            return form
        return replace(form, text=element.name)

    # Options, links, the army and the player ---------------------------------------------------

    def _options(self, text: str, number: int) -> None:
        unread, ids = [], []
        for item in (part.strip() for part in text.split(",")):
            if not item:
                continue
            option, value = self._option(item)
            unknown = _UNKNOWN_OPTION.match(item)
            if option is not None:
                if value is not None:
                    self.options[option.id] = value
                    ids.append(option.id)
            elif unknown:  # an id the catalog lacks, as the Markdown writes it: the engine names it
                self.options[unknown.group(1)] = unknown.group(2)
                ids.append(unknown.group(1))
            else:
                unread.append(item)
        self.gave.append(Gave(number, "options", tuple(ids)))
        if unread:
            self._note(number, ", ".join(unread))

    def _option(self, item: str) -> tuple[RosterOption | None, Any]:
        """The roster option an item starts with, by any of its names (`Figure scale`, `scale`,
        `Army size` of `Army size (units)`), and the value after it."""
        folded = item.casefold()
        for written, option in self.names.options:
            size = len(written)
            if folded.startswith(written.casefold()) and (size == len(item) or not item[size].isalnum()):
                return option, _value(option, item[size:].strip(" :=\t"))
        for written, option in self.names.options:
            found = _starts(item, _BRACKETED.sub("", written).strip())
            if found is not None:
                return option, _value(option, item[found:].strip(" :=\t"))
        return None, None

    def _option_line(self, text: str, number: int) -> bool:
        """`Side: Axis · Year: 1943`, `Army size 6.`: roster options on a line of their own."""
        found = []
        for item in re.split(r"\s+[·|•]\s+|;\s*", text):
            option, value = self._option(item.rstrip(". "))
            if option is not None and value is not None:
                self.options.setdefault(option.id, value)
                found.append(option.id)
        if found:
            self.used.add(number)
            self.gave.append(Gave(number, "options", tuple(found)))
        return bool(found)

    def _links(self) -> None:
        entries = [e for u in self.units for e in (u["elements"] if "formation" in u else [u])]
        if self.linked:
            link(entries, self.linked, self.names, self.shared.index)
        lines = {id(self._at(path)): n for path, n in self.places.items() if path.steps[:1] == ("units",)}
        for source, new in brought(entries, self.names, self.shared.index):
            if id(source) in lines:
                self._place(new, lines[id(source)], None)  # `each with its horse team`: on its gun's line
            else:
                self.units.append(new)

    def _at(self, path: Where) -> Any:
        """The unit or formation a path of `places` leads to."""
        found: Any = self.units
        for step in path.steps[1:]:
            found = found[step]
        return found

    def _prose(self) -> None:
        """What the lines that are no entry say: options above the list, a total, the player's signature."""
        lines = self.shared.lines
        first = min(self.unit_lines, default=None)
        last = max(self.unit_lines, default=None)
        options = self.shared.catalog.options
        for number in self.numbers:
            line = lines[number - 1]
            field = self.shared.forms[number - 1].field
            said = field not in ("player", "name", "options", "fingerprint") and number not in self.used
            if first is not None and number < first and said:
                named = options_said(plain_text(line), list(options))
                for option, value in named.items():
                    self.options.setdefault(option, value)
                if named:
                    self.gave.append(Gave(number, "options", tuple(named)))
            if number not in self.unit_lines and (total := stated_total(line)) and (value := _number(total)):
                self.stated = Stated(number, value)
                self.gave.append(Gave(number, "total"))
        if not self.player and last is not None:
            self.player = self._signature(last) or ""
        self.notes = [line for line in self.notes if line.number not in self.used]

    def _signature(self, last: int) -> str | None:
        """The name the list is signed with: the last line after it, not a reply's `... wrote:`."""
        lines = self.shared.lines
        after = [n for n in self.numbers if n > last and lines[n - 1].strip()]
        while after and _introduces_quote(lines, after[-1]):
            after.pop()
        if not after:
            return None
        found = signed(plain_text(lines[after[-1] - 1])) or signed(lines[after[-1] - 1])  # `- gaz` as led
        sender = self.shared.sender
        if found and sender and same_player(found) != same_player(sender):
            return None  # the sender's own name stands: a list is its sender's
        if found:
            self.used.add(after[-1])
            self.gave.append(Gave(after[-1], "player"))
            self.notes = [line for line in self.notes if line.number != after[-1]]
        return found

    def _army(self) -> str:
        """The army's name: a heading above the list (the system's name taken off it), or a title
        line: the list's first line where another follows it at once, or the line just above the
        list, or the one line above it that could name it. A greeting, a sentence, the limit or the
        system alone names none."""
        lines = self.shared.lines
        first = min(self.unit_lines, default=None)
        if first is None:
            return ""
        shown = [
            n
            for n in self.numbers
            if n < first
            and lines[n - 1].strip()
            and not _rule(lines[n - 1])
            and n not in self.tabled
            and n not in self.used  # a roster option's line (`Year<TAB>1944`) names no army
            and not self.shared.forms[n - 1].spoken  # nor a chat's talk (`[20:41] marta: right, ...`)
        ]
        headed = next((n for n in shown if self.levels.get(n)), None)
        candidates = [headed] if headed is not None else []
        if shown:
            following = next((n for n in self.numbers if n > shown[0] and lines[n - 1].strip()), None)
            if following == shown[0] + 1 or self.shared.forms[shown[0] - 1].cost:
                candidates.append(shown[0])
            if shown[-1] == first - 1 or (shown[-1] == first - 2 and _rule(lines[first - 2])):
                candidates.append(shown[-1])
            elif self.shared.forms[shown[-1] - 1].cost:
                candidates.append(shown[-1])  # `British 1917 - 36 AP`, a blank line above the list
            # Past a greeting, the limit or the system's line, the one line left names the army.
            left = [n for n in shown if not self._passed(n)]
            if len(left) == 1 and len(shown) > 1:
                candidates.append(left[0])
        for number in candidates:
            found = self._titled(number)
            if found:
                self.used.add(number)
                self.gave.append(Gave(number, "name"))
                return found
        return ""

    def _passed(self, number: int) -> bool:
        """Whether a line above the list says nothing of its name: a greeting, a sign-off, its limit,
        a reply's subject, or the system's name alone."""
        raw = unescape(plain_text(self.shared.lines[number - 1]).strip())
        mention = self.shared.system_lines.get(number)
        if mention is not None:
            raw = f"{raw[: mention.start]} {raw[mention.end :]}"
        return chatter(raw) or not any(c.isalnum() for c in raw)

    def _titled(self, number: int) -> str:
        """The army's name a line gives: the line, its cost and a system named after it taken off."""
        raw = unescape(plain_text(self.shared.lines[number - 1]).strip())
        form = self.shared.forms[number - 1]
        headed = number in self.levels
        if not title(raw, heading=headed) or form.kind not in ("entry", "heading"):
            return ""
        said = form.text if form.kind == "entry" else raw
        mention = self.shared.system_lines.get(number)
        if mention is not None:
            said = raw[: mention.start].rstrip(" -—–,:(/[·|")
            if said and keyed(key_of_row(said.rstrip(";\t"))) == "name":
                said = ""  # `Leger;Tank Attack - Brits 1918`: a sheet's key row, its army after the system
            rest = raw[mention.end :].strip(" -—–,:()/[]·|")
            after = _VERSION.sub("", raw[mention.end :].lstrip(), count=1)  # `Tank Attack 5.0 - ...`
            if not said and after.startswith(("-", "—", "–")):  # `Tank Attack - 6th Poona - 36 AP`
                said = form_of(after.lstrip("-—– ").rstrip(";,\t "), self.shared.vocabulary).text
            elif rest and chatter(f"{said} {rest}"):
                return ""  # `My OHW hex list`: a word about the list, around the system's name
            if not title(said, heading=headed):
                return ""
        said = said.strip()
        entry = (
            None if headed else read_entry(self.names, said)
        )  # a heading names the army whatever its words
        if not said or len(said) > MAX_NAME or (entry is not None and not entry.named):
            return ""
        if form.stated and self.stated is None and (value := _number(form.stated)) is not None:
            self.stated = Stated(number, value)  # `British 1917 - 36 AP`: the army and its size
        return said


@dataclass(frozen=True)
class _Type:
    formation: str | None
    label: str | None
    partial: bool = False
    among: tuple[str, ...] = ()
    members: tuple[str, ...] = ()


_KEYED = re.compile(r"^[^\W\d_][^:]{0,30}:\s*\S")
"""A sheet's cell holding a key and its value, `Side: Axis`."""


def _under(heading: "Form | _Open", line: Form) -> bool:
    """Whether a bulleted line stands under a heading at its own indentation: the heading has no
    bullet, or a number where the line's bullet is a mark (`1. Zug` over `- Pz IV`)."""
    return not heading.bullet or (heading.numbered and not line.numbered)


def _underlined(items: list[tuple[int, Form]], lines: list[str]) -> list[tuple[int, Form]]:
    """A line underlined with `===` or `---` is a heading, as Markdown reads it."""
    out = list(items)
    for position in range(1, len(out)):
        number, form = out[position]
        previous_number, previous = out[position - 1]
        underline = form.kind == "rule" and previous_number == number - 1 and _rule(lines[number - 1])
        if (
            underline
            and previous.kind == "entry"
            and _plain(previous)
            and not previous.cost
            and previous.text
        ):
            out[position - 1] = (previous_number, Form("heading", previous.text, previous.indent, 1))
    return out


_BRACKETED = re.compile(r"\s*\([^)]*\)")


def _starts(item: str, written: str) -> int | None:
    """Where `item` goes on after `written` at its start, whatever the case, spaces or dashes
    between the words (`Army size 6` after `army-size`); None where it does not start with it."""
    spelt = words(written)
    if not spelt:
        return None
    pattern = r"[\W_]*".join(re.escape(word) for word in spelt)
    found = re.match(rf"\s*{pattern}(?![^\W_])", item, re.IGNORECASE)
    return found.end() if found is not None else None


_VERSION = re.compile(r"^(?:v\.?\s*)?\d+(?:\.\d+)+\s*(?=[-—–])")
"""A version written after a system's name, before a dash and the army's: `Tank Attack 5.0 - Brits`."""


def _rule(line: str) -> bool:
    stripped = line.strip()
    return len(stripped) >= 3 and len(set(stripped)) == 1 and stripped[0] in "=-"


def _introduces_quote(lines: list[str], number: int) -> bool:
    """Whether a line is a reply's `On Monday, Bob wrote:`: it ends in a colon, and the next line
    that is not blank is quoted (a name signing the reply just above the quoted text is no such line)."""
    if not lines[number - 1].rstrip().endswith(":"):
        return False
    for line in lines[number:]:
        if line.strip():
            return quoted(line)
    return False


def _aside(form: Form, known: list[Form]) -> bool:
    """Whether a part of a list told in one line may be its chatter: no unit, no count but a cost."""
    return form not in known and (form.count is None or form.cost)


def _said(text: str, note: str) -> str:
    return f"{text} — {note}" if note else text


def _is_cost(item: str, said: Words) -> bool:
    found = re.match(r"^\d+(?:[.,]\d+)?\s*([^\W\d_]*)\.?$", item)
    return found is not None and (not found.group(1) or key(found.group(1)) in said.costs)


def _number(text: str) -> float | None:
    found = re.search(r"\d+(?:[.,]\d+)?", text or "")
    if found is None:
        return None
    value = float(found.group().replace(",", "."))
    return value


def _by_bases(form: Form) -> bool:
    """Whether a line counts its unit by bases: `Three bases of infantry`, `6 infantry bases`."""
    said = words(split_groups(form.text)[0])
    return key(form.grouped) in _BASES or (len(said) > 1 and key(said[-1]) in _BASES)


def _counted(word: str) -> int | None:
    """A part's count in figures or in words (`1`, `one`); None where it is neither."""
    return int(word) if word.isdigit() else COUNT_WORDS.get(word.casefold())


def _counted_in_note(form: Form) -> Form:
    """A line whose count follows its type after a dash, with the word for units (`Fanteria – 2
    units`, `Artiglieria – 1 unit, regular`): counted so, the rest its note."""
    said = parts(form.note)
    counted = _SHARE.match(said[0]) if said and form.count is None else None
    if counted is None or (count := _counted(counted.group(1))) is None or len(words(counted.group(2))) != 1:
        return form
    if not counts_units(counted.group(2)):
        return form
    return replace(form, count=count, note=", ".join(said[1:]))


def _joined(text: str) -> str:
    """`4 rifles + 1 MG`, `4 rifles and 1 MG`, `4 Rifles | 1 MG` as `4 rifles, 1 MG`: entries one after another."""
    joins = ("+", "&", " and ", "|", " / ", ";")
    return _JOINED.sub(",", text) if any(mark in text for mark in joins) else text


def _could_name(text: str) -> bool:
    """Whether a line could name a unit: a few words that are no sentence, greeting or sign-off."""
    return title(text) and _few_words(text)


def _few_words(text: str) -> bool:
    """Whether a line's words before its brackets are few enough to name a unit (`2 Btl. Infanterie?`
    counts one, however it ends)."""
    return 0 < len(split_groups(text)[0].split()) <= SECTION_WORDS + 2


def _kept(form: Form, count: int | None, entry: Entry) -> Kept:
    """What an asked line's unit keeps whichever type it is."""
    kept = {
        "count": count if count is not None and count != 1 else None,
        "general": form.general or entry.general or None,
        "name": entry.label,
        "note": entry.note or None,
        "options": tuple(entry.options) or None,
    }
    return tuple((key, value) for key, value in kept.items() if value)


def _whole(count: Any) -> int:
    return count if isinstance(count, int) and not isinstance(count, bool) else 1


def _label(attributes: Attributes) -> str | None:
    """A unit's own name carried exactly (the compact form's `name=`), where there is one."""
    label = attributes.values.get(NAME)
    return label if isinstance(label, str) and label else None


def _value(option: RosterOption, text: str) -> Any:
    """A roster option's value as written in `Options:`; None for the Markdown's dash (not set)."""
    text = text.strip().rstrip(".")
    if text in ("", "—", "-"):
        return None
    folded = text.casefold()
    if isinstance(option, FlagOption):
        return True if folded in _YES else False if folded in _NO else text
    if isinstance(option, NumberOption):
        return int(text) if text.isdigit() and len(text) <= 9 else text
    if isinstance(option, ChoiceOption):
        squeezed = "".join(words(text))
        return next((c for c in option.choices if "".join(words(str(c))) == squeezed), text)
    return text
