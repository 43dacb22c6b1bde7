"""What each column of a table holds, for one catalog: the vocabulary's roles (`Qty`, `Notes`),
then the catalog's own words: a column headed by a link's name, or by words of any language that
say a unit is towed or carried by another (`Tracté par`, `Trasportato da`), holds the unit a row's
is linked to (`Towed by`), by a roster option's its value (`Side`), by a formation type's the formation
(`Platoon`); of the columns that may name a unit's type, the one whose cells name most types
does, the others the units' own names.

Players group rows into formations in a column the vocabulary may not know (`Zug`, or the `Unit`
beside a `Type`): such a column holds each row's formation where it marks some rows as in none
(`—`, `(none)`), and a column of names holds a row's formation where its cell names a formation
type or is shared with the row beside it (`BRIR 16` on four rows); a name alone on its row stays
the unit's name. With no column of formations, a note that starts with a formation type's name
(`Cav Regt, Maxim on a tachanka`) puts its row in that formation.

A sheet marks its general in a cell of its own kind: a formation's column (`Role`: General,
Battalion, Support) or its notes (`General (Oberst Kraus)`) say so in the general's word."""

import re
from dataclasses import dataclass, field

from armybuilder.engine.index import Index
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import RosterOption
from armybuilder.textlist.entries import stated_stat
from armybuilder.textlist.grammar import (
    BASE_WORDS,
    COMMANDER_WORDS,
    HEADQUARTERS,
    HQ_WORDS,
    LINKED_BY_WORDS,
    MAX_COUNT_DIGITS,
    form_of,
    names_body,
)
from armybuilder.textlist.names import Names, key, words
from armybuilder.textlist.organised import ordinal
from armybuilder.textlist.tables import NO_FORMATION, SUPPORT_CELLS, Role, Row, Table, states_total

_BRACKETED_WHOLE = on_first_use(r"\([^()]*\)")
"""A cell in one pair of brackets."""


@dataclass(frozen=True)
class Columns:
    """Which of a table's columns holds what, for one catalog."""

    unit: int | None
    name: int | None
    count: int | None
    cost: int | None
    each: int | None
    formation: int | None
    note: int | None
    general: int | None
    others: tuple[int, ...]
    """Columns of options (`Quality`, `Class`), or of what the reader does not know, read cell by cell."""
    links: tuple[tuple[str, int], ...]
    """Columns naming another unit a row's is linked to, by the link's words (`Towed by`)."""
    roster: tuple[tuple[RosterOption, int], ...]
    grouped: frozenset[int] = frozenset()
    """The rows (by line) whose cell in the `formation` column is their formation: every row of a
    column of formations, the rows a column of names groups."""
    generals: frozenset[str] = frozenset()
    """The words, as `key` spells them, that mark the general in the game read: none where it has none."""
    header: tuple[str, ...] = ()
    in_notes: dict[int, str] = field(default_factory=dict)
    """The formation each row's note names before its other words (`Cav Regt, Maxim`), by line,
    where no column holds formations."""
    commanding: frozenset[int] = frozenset()
    """The rows (by line) whose cell in the `formation` column names a command on its own
    (`Company HQ`): each is one unit, that cell its name."""
    ref: int | None = None
    """The column of labels by which link columns name a row's unit (`Ref`: `H1`), its id."""
    ordered: frozenset[int] = frozenset()
    """The rows (by line) whose name cell is an ordinal alone (`1st`) beside a formation's type
    alone (`platoon`): the name of the formation the row is in, no unit's."""
    spanned: dict[int, str] = field(default_factory=dict)
    """The formation a row is in by a merged cell's words, by line: the cell naming a formation
    type (`Batalion I`) and the rows under it whose name cell the merge left empty."""
    kinds: int | None = None
    """The column that says which type each row's formation is (`Type`: Platoon, Heavy platoon),
    beside a column naming the formations (`Platoon`: 1st Platoon, Tiger Sect.)."""
    merged: dict[int, str] = field(default_factory=dict)
    """The formation cell written above each blank one (by line), in a column that writes each
    formation once over its rows, as a sheet's merged cell is saved: that row's formation too."""
    support_named: frozenset[int] = frozenset()
    """The rows (by line) whose name cell is a word for support (`Wsparcie`) over a written one, in
    a column of names alone: the unit's name, as its neighbours' are; over a blank cell it heads
    the rows below, as a merged cell does."""

    def counts_bases(self) -> bool:
        """Whether the count column counts bases (`Bases`, `Socles`, `Basi`), not units: in a game
        that makes a unit of several bases, a row's three bases are one unit."""
        heading = self.header[self.count] if self.count is not None and self.count < len(self.header) else ""
        return any(key(word) in _BASES for word in words(heading))

    def within(self, row: Row) -> str:
        """The formation a row is in, by its cell; '' for none, and for the general's."""
        if self.formation is None:
            return self.in_notes.get(row.number, "")
        written = (
            self.spanned.get(row.number) or _cell(row, self.formation) or self.merged.get(row.number, "")
        )
        none = row.number not in self.grouped or _none(written) or led(written, self.generals) == ""
        if key(written) in _HEADQUARTERS and self.leads(row):
            return ""  # `Dowództwo` over the general's row: his post, no formation
        return "" if none else _cell(row, self.name) if row.number in self.ordered else written

    def kind(self, row: Row) -> str:
        """The type of a row's formation its own cell names, where its name cell names which one
        (`platoon` beside `1st`); '' else."""
        if row.number in self.ordered:
            return _cell(row, self.formation)
        return _cell(row, self.kinds) if row.number in self.grouped else ""

    def typed(self, within: str, names: Names) -> str:
        """The type of a row's formation its column's heading names (`Battalion` over `1st`), as a
        heading's bracket restates it; '' where the cell names a type itself, or the heading none
        alone (Pagano's `Platoon` is the word of its heavy platoons too: their members tell)."""
        heading = self.header[self.formation] if self.formation is not None else ""
        said = {w.removesuffix("s") for w in words(heading)}
        held = [f for f, name in names.named_formations.items() if said <= set(words(name))]
        if names.formation(within) or names.formations_in_part(within)[0] or len(held) != 1:
            return ""
        return heading

    def sections(self, row: Row) -> bool:
        """Whether a row is a section's heading, not a unit: its unit's cell alone is filled, and
        names the general's post (`General`, `HQ`) or no formation (`Support`, `Independent`)."""
        written = _cell(row, self.unit)
        alone = not any(cell for n, cell in enumerate(row.cells) if n != self.unit)
        return alone and (_none(written) or led(written, self.generals) == "") and bool(written)

    def leads(self, row: Row) -> bool:
        """Whether the row is the general's by its name's or formation's cell (`General`) or its
        note's (`General (Oberst Kraus)`)."""
        marked = (
            _cell(row, self.unit) if self.sections(row) else "",
            _cell(row, self.name),
            *(_cell(row, c) for c in self.marking),
        )
        alone = any(led(cell, self.generals) == "" for cell in marked)
        named = titled(_cell(row, self.name), self.generals) is not None
        return alone or named or led(_cell(row, self.note), self.generals) is not None

    @property
    def marking(self) -> tuple[int, ...]:
        """The columns whose cell alone may be the general's word: the formation's, and those the
        reader does not know (a `Role` column of `General`, `Battalion`, `Artillery`)."""
        return (*(() if self.formation is None else (self.formation,)), *self.others)

    def said(self, row: Row) -> list[tuple[str, str]]:
        """The row's cells in the columns of options or of what the reader does not know, by
        their headings: not a dash, nor the general's word (it marks the general)."""
        return [(self.header[c], cell) for c, cell in self._said(row)]

    def said_before_note(self, row: Row) -> int:
        """How many of the cells `said` gives stand before the note's column: the note's words join
        theirs in the sheet's order (`6pdr; from Support Coy` of `Equipment`, then `Notes`)."""
        return sum(1 for c, _ in self._said(row) if self.note is None or c < self.note)

    def _said(self, row: Row) -> list[tuple[int, str]]:
        kinds = self.formation is not None and self.formation != self.name  # a name's is the label
        apart = row.number not in self.grouped and row.number not in self.commanding
        kind = (self.formation,) if kinds and apart else ()
        cells = ((c, _cell(row, c)) for c in (*kind, *self.others))
        return [(c, cell) for c, cell in cells if words(cell) and led(cell, self.generals) != ""]

    def noted(self, row: Row) -> str:
        """The note's cell, less the general's word or the formation that starts it, or the
        brackets round it whole (`(understrength)`, as a line's bracket after a unit is read)."""
        written = _cell(row, self.note)
        if written[:1] == "(" and _BRACKETED_WHOLE.fullmatch(written):
            written = written[1:-1].strip()
        if row.number in self.in_notes:
            written = _FIRST_PART.sub("", written, count=1)
        rest = led(written, self.generals)
        return written if rest is None else rest

    def label(self, row: Row) -> str:
        """A row's own name, where its name cell is no formation's and no dash."""
        written = _cell(row, self.name)
        if row.number in self.commanding and (_none(written) or self.name == self.formation):
            return _cell(row, self.formation)  # `Company HQ` in the Platoon column: the unit's name
        grouped = (self.name == self.formation and row.number in self.grouped) or row.number in self.ordered
        # `General` in the name's column marks the general (`leads`), as `Gen.: Rifles` does: no name
        supports = row.number in self.support_named  # `Wsparcie`, the unit's name
        if grouped or (_none(written) and not supports) or led(written, self.generals) == "":
            return ""
        return titled(written, self.generals) or written  # `Brig. Smith (general)`: named Brig. Smith

    @classmethod
    def of(cls, table: Table, names: Names, generals: frozenset[str] = frozenset()) -> "Columns":
        roles: list[Role | None] = list(table.roles)
        catalog = names.catalog
        links: list[tuple[str, int]] = []
        roster: list[tuple[RosterOption, int]] = []
        for column, heading in enumerate(table.header):
            spelt = key(heading)
            rule = next((r for r in catalog.links if key(r.name) == spelt or key(r.id) == spelt), None)
            option = next((o for o in catalog.options if spelt in (key(o.name), key(o.id))), None)
            if rule is not None:
                links.append((rule.name, column))
            elif (said := _links(names, heading)) is not None:
                links.append((said, column))  # the types decide which link, as a note's words
            elif option is not None:
                roster.append((option, column))
            elif (
                roles[column] is None
                and spelt
                and (names.formation(heading) or names.formations_in_part(heading)[0])
                and not _types_only(table, column, names)
            ):
                roles[column] = "formation"
        for column, role in enumerate(roles):
            if role == "ref" and not _labels(table, column, [c for _, c in links]):
                roles[column] = None  # `ID` over 1, 1, 2 labels no row: notes, as an unknown column's
        if not catalog.formations and "name" not in roles and "formation" in roles:
            # `Förband` over `P 4` on two rows, in a game of lone units: each row's name, no group's
            roles[roles.index("formation")] = "name"
        units = [n for n, role in enumerate(roles) if role == "unit"]

        def known(column: int) -> int:
            return _counted_units(table, column, names)  # `Pz IV x5` under Vehicles: its count in the cell

        if not any(known(n) for n in units):
            # `Tanks` over `four T-34-85`: the column whose cells name units, counted or not, where
            # none the vocabulary reads as the units' does (`Troop` over `1st Troop` beside it); a
            # second column a formation's word heads may hold its members (`Char` of `peloton de chars`)
            taken = {c for _, c in links} | {c for _, c in roster}
            grouping = roles.index("formation") if "formation" in roles else None
            unknown = [
                n
                for n, role in enumerate(roles)
                if (role is None or (role == "formation" and n != grouping)) and n not in taken
            ]
            named = {n: _counted_units(table, n, names) for n in unknown}
            best = max(unknown, key=lambda n: named[n], default=None)
            if best is not None and named[best] * 2 > len(table.rows):
                for column in units:  # a body's name on each row is its formation, else the unit's name
                    roles[column] = "formation" if _bodies(table, column) and catalog.formations else "name"
                roles[best], units = "unit", [best]

        def typed(column: int) -> int:
            """Rows whose cell names a type in its own words, no name beside them (`Engineers`, not
            `RE Field Coy`): of two columns knowing as many, the types' one."""
            return sum(
                1
                for row in table.rows
                if column < len(row.cells) and (found := names.read(row.cells[column])) and not found.named
            )

        unit = (
            max(
                units,
                key=lambda n: (known(n), typed(n) if len(units) > 1 else 0, not _mounts(table.header[n])),
            )
            if units
            else None
        )
        name_apart = "name" in roles
        bodies: int | None = None  # `Oddział` beside `Nazwa` and `Typ`: the rows' bodies, named apart
        grouping = roles.index("formation") if "formation" in roles else None
        typing = next(
            (n for n in units if n != unit and grouping is not None and _types_of(table, n, names)), None
        )
        for column in units:
            if column == typing:
                roles[column] = None  # `Type` of Platoon, Heavy platoon beside the platoons' names
            elif column != unit:  # `Base` beside the `Unit` of types: the figures' bases, a note
                roles[column] = None if _mounts(table.header[column]) else "name"
                if name_apart and roles[column] == "name":
                    roles[column], bodies = None, column

        def first(role: Role) -> int | None:
            return next((n for n, r in enumerate(roles) if r == role), None)

        taken = {c for _, c in links} | {c for _, c in roster} | ({typing} if typing is not None else set())
        name, formation = first("name"), first("formation")
        commanding = frozenset(row.number for row in table.rows if _commands(table, formation, row, names))
        grouped = frozenset(row.number for row in table.rows) - commanding
        if formation is None and catalog.formations:  # a game without formations has names only
            unknown = [n for n, role in enumerate(roles) if role is None and n not in taken]
            formation = next((n for n in unknown if _marks(table, n, names, generals)), None)
            kinds = next(
                (n for n in unknown if formation is None and _kinds(table, n, names, generals)), None
            )
            if kinds is not None:  # `Role`: General, Battalion, Artillery: only the battalion's rows
                formation, grouped = kinds, _kinds(table, kinds, names, generals)
        spanned: dict[int, str] = {}
        for grouping in (bodies, name):
            if formation is None and grouping is not None and catalog.formations:
                # `1st Troop` on each row: the rows' bodies, one row or several, as beside unknown types
                spanned = _spans(table, grouping, unit, names)
                grouped = _groups(table, grouping, names, bodies=_bodies(table, grouping)) | set(spanned)
                formation = grouping if grouped else None
        others = tuple(
            n
            for n, role in enumerate(roles)
            if role is None and n not in taken and n != formation and not _sheets(table, n, unit)
        )
        ordered = frozenset(
            row.number
            for row in table.rows
            if formation is not None
            and name not in (None, formation)
            and formation == first("formation")
            and _ordinal_alone(_cell(row, name))
            and names.formation(_cell(row, formation)) is not None
        )
        note = first("note")
        in_notes: dict[int, str] = {}
        if formation is None and note is not None and catalog.formations:
            # `Cav Regt` in the notes of the rows that make the core regiment
            for row in table.rows:
                found = _FIRST_PART.match(_cell(row, note))
                if found and names.formation(found.group(1)):
                    in_notes[row.number] = found.group(1).strip()
        return cls(
            unit,
            name,
            first("count"),
            first("cost"),
            first("each"),
            formation,
            note,
            first("general"),
            others,
            tuple(links),
            tuple(roster),
            grouped,
            generals,
            table.header,
            in_notes,
            commanding if formation == first("formation") else frozenset(),
            first("ref"),
            ordered,
            spanned if formation in (bodies, name) else {},
            typing,
            _merged(table, formation) if formation == first("formation") else {},
            _support_named(table, name) if name is not None and name != formation else frozenset(),
        )


_BASES = frozenset(key(word) for word in BASE_WORDS)
_LINKING = frozenset(" ".join(words(said)) for said in LINKED_BY_WORDS)
_PARTS = on_first_use(r"[,;/+&]")


def _merged(table: Table, column: int | None) -> dict[int, str]:
    """The cell written above each blank one of a formation column from its first written cell,
    no cell twice, and a blank one lies between two written (`Infanterie-Regiment 121` over blank
    ones, then `Ulanen-Regiment 20`: merged cells, saved on their first rows); the blank rows above
    the first written are in none (the general's). None where a cell repeats (each row names its
    own, a blank one none) or the blank ones are all under the last written (a row a platoon, then
    the rows in none)."""
    cells = [_cell(row, column) for row in table.rows] if column is not None else []
    filled = [cell for cell in cells if cell]
    if not filled or len(set(filled)) != len(filled):
        return {}
    start = cells.index(filled[0])
    rows, cells = table.rows[start:], cells[start:]
    if "" not in cells or (all(cells[: cells.index("")]) and not any(cells[cells.index("") :])):
        return {}
    merged: dict[int, str] = {}
    above = ""
    for row, cell in zip(rows, cells, strict=True):
        above = cell or above
        if not cell:
            merged[row.number] = above
    return merged


def _sheets(table: Table, column: int, unit: int | None) -> bool:
    """Whether a column left of the units' is written on its top row alone, over blank ones (`Side`:
    Soviet, then nothing): a merged cell saved on its first row, saying whose the whole sheet is,
    no note of the first unit's."""
    if unit is None or column > unit or len(table.rows) < 2:
        return False
    return bool(_cell(table.rows[0], column)) and not any(_cell(row, column) for row in table.rows[1:])


def _ordinal_alone(cell: str) -> bool:
    """Whether a cell is only an ordinal (`1st`, `2.`), which numbers a body, not a unit."""
    return len(cell.split()) == 1 and ordinal(cell)


def _labels(table: Table, column: int, links: list[int]) -> bool:
    """Whether a `Ref` column labels its rows for the link columns: no label is on two rows (an
    `ID` of 1, 1, 2 numbers something else), and a link's cell names one of them (`Towed by` H1)."""
    labels = [label for row in table.rows if (label := _cell(row, column))]
    named = {_cell(row, link) for row in table.rows for link in links}
    return len(set(labels)) == len(labels) and not named.isdisjoint(labels)


def _mounts(heading: str) -> bool:
    """Whether a heading is a base's word alone (`Base`, `Stand`, `Socle`): the column holds the
    types only where no other does, else what the figures stand on (`40mm`)."""
    said = words(heading)
    return bool(said) and all(key(word) in _BASES for word in said)


def _links(names: Names, heading: str) -> str | None:
    """Where a heading says its column names the unit a row's is linked to, in the words of every
    list or of the catalog's link rules, one link or several (`gezogen von / transportiert in`):
    its first link's words, as a note would write them before the unit; else None."""
    linking = _LINKING | {" ".join(words(said)) for said in names.linking if "…" not in said}
    said = [part.strip() for part in _PARTS.split(heading)]
    *first, last = said
    shared = last.split()[1:]  # `Towed/carried by`, `gezogen/transportiert von`: one `by` for both
    # Read so first: `Tracté / transporté par` is `tracté par`, though a catalog knows `tracté` alone
    if first and shared and all(" ".join(words(f"{part} {' '.join(shared)}")) in linking for part in first):
        return f"{first[0]} {' '.join(shared)}" if " ".join(words(last)) in linking else None
    if all(" ".join(words(part)) in linking for part in said):
        return said[0]
    if names.catalog.links and all(" ".join(words(part)) in _MOVERS for part in said):
        return "moved by"  # `Transport / tow`: what moves the row's unit, the types say which link
    return None


_MOVERS = frozenset(("transport", "tow", "prime mover"))
"""Headings naming what moves a row's unit (`Transport / tow`, `Tow`, `Transport`), in a game whose
catalog links units: each cell names the unit that tows or carries the row's."""


_FIRST_PART = on_first_use(r"^([^,;]+)(?:[,;]\s*|$)")
"""A cell's words before its first comma, and the comma."""


def cell_options(names: Names, element: str, heading: str, cell: str) -> tuple[list[str], str]:
    """The options of `element` a cell names, and what of it is left, a note. A cell of a column
    of options names each alone (`Elite`), after its column's heading or that heading's last word
    (`Class` or `Gun class` over `2`), several split by commas (`heavy, elite`). Where a part
    names none, the cell gives the options its parts name, alone or in brackets (`Shermans
    (medium)`, `heavy (KV-1)`, `class 2, mountain gun`, `class 5 - 18pdrs`), and keeps the rest as
    written, a note (`7,5cm Pak 40`)."""
    found = _named(names, element, heading, cell)
    if found:
        return found, ""
    rest = cell
    for piece in _PIECES.finditer(cell):
        if piece.group(1) is not None:
            parts = [(piece.group(1), piece.group(0))]
        else:  # `class 5 - 18pdrs`: a spaced dash parts the option from the words after it
            parts = [(part, part) for part in _SPACED_DASH.split(piece.group(2))]
        for said, written in parts:
            named = _named(names, element, heading, said)
            if named:
                found += [option for option in named if option not in found]
                rest = rest.replace(written, " ", 1)
    rest = _DANGLING.sub("", " ".join(rest.split())).strip(" ,;")
    rest = _DANGLING_DASH.sub("", rest)
    if _BRACKETED.fullmatch(rest):
        rest = rest[1:-1].strip()  # `heavy (KV-1)`: the bracket set its words apart from the option
    return found, rest if found else cell


def stat_cell(index: Index, element: str, heading: str, cell: str) -> tuple[str, ...] | None:
    """The options a cell gives where its column is headed by a key stat's name and the cell is one
    of the type's values of it (`Strength` over `10`: militia, where militia is 10); None else."""
    said = key(heading)
    stats = [stat for stat in index.stats.values() if stat.key and said in {key(stat.name), key(stat.id)}]
    if not stats or not cell.strip().isdigit() or len(cell.strip()) > MAX_COUNT_DIGITS:
        return None
    return stated_stat(index, element, int(cell))


_PIECES = on_first_use(r"\(([^()]*)\)|([^,;()]+)")
"""A notes' cell's parts: a bracket's words, or words between commas."""
_DANGLING = on_first_use(r"\s*[,;]\s*(?=[,;]|$)")
_SPACED_DASH = on_first_use(r"\s+[-–—]+\s+")
_DANGLING_DASH = on_first_use(r"^[-–—]+\s+|\s+[-–—]+$")
"""A spaced dash left at a note's end once the option beside it is taken (`class 5 - 18pdrs`)."""
_BRACKETED = on_first_use(r"\([^()]*\)")


def _named(names: Names, element: str, heading: str, cell: str) -> list[str]:
    last = heading.split()[-1] if heading.split() else ""
    found = []
    for part in (p.strip() for p in _PARTS.split(cell) if p.strip()):
        spelt = (part, f"{heading} {part}", f"{last} {part}")
        option = next((o for said in spelt if (o := names.option(element, said)) is not None), None)
        if option is None:
            return []
        found.append(option)
    return found


_STANDS = on_first_use(
    r"\b(?:counts?|counting|used|fielded|played|plays|acts?|acting|stands? in|proxy|proxied)\s+(?:as|for)\s+"
    r"(?:an?\s+)?([^,;()]+)",
    re.IGNORECASE,
)
"""A note saying what a model stands for in the rules: `counts as mortar`, `used as a Tank`."""


def stands_for(note: str) -> str:
    """The unit a note says a row's model stands for (`leIG 18, counts as X` gives `X`); '' where
    it says none."""
    found = _STANDS.search(note)
    return found.group(1).strip() if found else ""


def _support_named(table: Table, name: int) -> frozenset[int]:
    """The rows whose name cell is a word for support (`Wsparcie`) with a written name cell or none
    under it: no merged cell over the rows below, so the unit's own name."""
    rows = table.rows
    return frozenset(
        row.number
        for at, row in enumerate(rows)
        if " ".join(words(_cell(row, name))) in SUPPORT_CELLS
        and (at + 1 == len(rows) or _cell(rows[at + 1], name).strip())
    )


def _cell(row: Row, column: int | None) -> str:
    return row.cells[column] if column is not None and column < len(row.cells) else ""


def _none(cell: str) -> bool:
    """Whether a formation's cell says the row is in none: empty, a dash, `(none)`, `n/a`."""
    return " ".join(words(cell)) in NO_FORMATION


_LED = on_first_use(r"^\W*(\w[\w-]*)\.?(?:\s*[-–—:,;]\s*|\s*(?=[(\[])|\W*$)")
"""A cell's first word, then its end, a bracket or a mark: `General`, `**Gen.** (Kraus)`,
`CO - on his pony`; not `General purpose MG`, where the word is the next one's."""


def led(cell: str, generals: frozenset[str]) -> str | None:
    """What follows the general's word that starts a cell (`General (Oberst Kraus)` gives `Oberst
    Kraus`, `General` alone ''); None where no such word starts it."""
    found = _LED.match(cell)
    if found is None or key(found.group(1)) not in generals:
        return None
    rest = cell[found.end() :].strip()
    return rest[1:-1].strip() if rest[:1] in "([" and rest[-1:] in ")]" else rest


def titled(cell: str, generals: frozenset[str]) -> str | None:
    """The name before a bracket holding only the general's word (`Brig. Smith (general)` gives
    `Brig. Smith`): the bracket marks the general; None where the cell ends in no such bracket."""
    found = _TITLED.match(cell)
    return found.group(1) if found is not None and key(found.group(2)) in generals else None


_TITLED = on_first_use(r"^\s*(\S.*?)\s*[(\[]\s*([^()\[\]]+?)\s*[)\]]\s*$")


def _marks(table: Table, column: int, names: Names, generals: frozenset[str]) -> bool:
    """Whether a column the vocabulary does not know holds formations: some of its rows are marked
    as in none (or as the general's) beside others named, and none of its cells is an option
    (`Quality: elite, -`; `Class: 2, -`) or names a unit (`Transport: Truck, -`)."""
    cells = {_cell(row, column) for row in table.rows}  # each written once: a column repeats its words
    named = [cell for cell in cells if not _none(cell) and led(cell, generals) != ""]
    marked = any(cell and (_none(cell) or led(cell, generals) == "") for cell in cells)
    heading = table.header[column]
    optional = (names.any_option(cell) or names.any_option(f"{heading} {cell}") for cell in named)
    return marked and bool(named) and not any(optional) and not any(names.knows(cell) for cell in named)


def _kinds(table: Table, column: int, names: Names, generals: frozenset[str]) -> frozenset[int]:
    """The rows a column of kinds puts in a formation, where it marks the general's row or rows
    in none beside others naming units' kinds (`Role`: General, Battalion, Artillery): those
    naming one formation type (`Battalion`); none where no row does or none is so marked."""
    cells = {row.number: _cell(row, column) for row in table.rows}
    if not any(cell and (_none(cell) or led(cell, generals) == "") for cell in set(cells.values())):
        return frozenset()
    kinds = {cell for cell in set(cells.values()) if len(names.formations_in_part(cell)[0]) == 1}
    return frozenset(number for number, cell in cells.items() if cell in kinds)


_COMMAND = frozenset(key(word) for word in (*HQ_WORDS, *COMMANDER_WORDS))
_HEADQUARTERS = frozenset(key(word) for word in HEADQUARTERS)


def _commands(table: Table, column: int | None, row: Row, names: Names) -> bool:
    """Whether a row's cell in a column of formations names a command on its own (`Company HQ` beside
    `1st Platoon`): a word of command, no formation type, and no other row's cell. That row is one
    unit named so, as `Company HQ: T-34-85` on a line is, not a formation of it."""
    cell = _cell(row, column)
    said = {key(word) for word in words(cell)}
    if not said & _COMMAND or names.formation(cell) or names.formations_in_part(cell)[0]:
        return False
    return sum(1 for other in table.rows if _cell(other, column) == cell) == 1


def _types_only(table: Table, column: int, names: Names) -> bool:
    """Whether every filled cell of a column names a type the catalog knows (`T-34-85` under `Char`,
    a word of `peloton de chars`), its count in the cell or not (`Pz IV x4` under `Panzers`): the
    units' column, whatever formation its heading's word is of."""
    cells = [row.cells[column] for row in table.rows if column < len(row.cells) and row.cells[column].strip()]
    return bool(cells) and all(
        (names.knows(cell) or names.knows(form_of(cell).text)) and names.formation(cell) is None
        for cell in cells
    )


def _counted_units(table: Table, column: int, names: Names) -> int:
    """How many rows' cells in a column name a unit, read as a line is (`four T-34-85`, `T-34-85 ×5`)."""
    cells = (_cell(row, column) for row in table.rows)
    return sum(1 for cell in cells if cell and (names.knows(cell) or names.knows(form_of(cell).text)))


def _types_of(table: Table, column: int, names: Names) -> bool:
    """Whether every filled cell of a column names a formation type alone (`Platoon`, `Heavy
    platoon`), some filled: which type each row's formation is, no unit's name."""
    cells = [cell for row in table.rows if (cell := _cell(row, column))]
    return bool(cells) and all(names.formation(cell) is not None for cell in cells)


def _bodies(table: Table, column: int) -> bool:
    """Whether every cell of a column that holds any names a body by a body's word (`1st Troop`,
    `2nd Troop`): the rows' platoons, regiments or companies, not each unit's own name. A row in
    none (`Ensam`, alone) or the sum's (`Summa`) names no unit's either, where two bodies at least
    are left to say the column is one of bodies (`1. pluton`, `Tung pluton`)."""
    written = [cell for row in table.rows if (cell := _cell(row, column))]
    bodies = [cell for cell in written if not _none(cell) and not states_total((cell,))]
    cells = bodies if len(bodies) > 1 else written
    return bool(cells) and all(names_body(cell) for cell in cells)


def _groups(table: Table, column: int, names: Names, *, bodies: bool = False) -> frozenset[int]:
    """The rows a column of names puts in a formation: its cell names a formation type, by its
    name or by a word of its own (`Troop 1`: troop, a tank platoon), or the row beside it has the
    same cell, or the column names bodies only (`bodies`: `1st Troop`)."""
    cells = [_cell(row, column) for row in table.rows]
    grouped = set()
    for at, (row, cell) in enumerate(zip(table.rows, cells, strict=True)):
        if _none(cell):
            continue
        beside = {cells[n] for n in (at - 1, at + 1) if 0 <= n < len(cells)}
        if bodies or cell in beside or names.formation(cell) or _formation_named(cell, names):
            grouped.add(row.number)
    return frozenset(grouped)


def _formation_named(cell: str, names: Names) -> bool:
    """Whether a name cell names one formation type: all its name's words (`1st Platoon`), or a
    body's word that is one type's own (`Troop 1`: troop, a tank platoon), not a word that only
    shortens one, where one row's units may make that type whole (a platoon of any five tanks;
    `1. prapor` over four Rifles names them, as a battalion takes its MG too)."""
    found, full = names.formations_in_part(cell)
    if full:
        return True
    if len(found) != 1 or not names_body(cell) or not names.aliased(cell, found[0]):
        return False
    formation = next((f for f in names.catalog.formations if f.id == found[0]), None)
    return formation is not None and len(formation.slots) == 1


def _spans(table: Table, column: int, unit: int | None, names: Names) -> dict[int, str]:
    """The rows a merged cell of a column of names spans, by line, with its words: a cell written
    once naming one formation type in part (`Batalion I`) and the units' rows under it whose cell
    is empty, as a sheet's merged cell is exported. Which of them its formation takes, the reading settles."""
    cells = [_cell(row, column) for row in table.rows]
    spanned: dict[int, str] = {}
    held = ""
    for row, cell in zip(table.rows, cells, strict=True):
        if cell:  # written once: a cell repeated on its rows (`1 pp Leg.`) groups them itself
            held = cell if cells.count(cell) == 1 and len(names.formations_in_part(cell)[0]) == 1 else ""
            spanned |= {row.number: held} if held else {}
        elif held and _cell(row, unit):
            spanned[row.number] = held
        else:
            held = ""
    return {number: cell for number, cell in spanned.items() if list(spanned.values()).count(cell) > 1}
