"""What a reading of a list holds as it goes down the lines, and what it gives back: the units read,
the lines noted, asked about, taken for formations or read outside them. Every kind of line adds to
this one state; it stands apart, at the bottom, so that each kind's module reads against it alone.
"""

from abc import ABC, abstractmethod
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal

from armybuilder.engine.index import Index
from armybuilder.engine.where import ROSTER, Where, of_place
from armybuilder.schema.catalog import Catalog, Element
from armybuilder.textlist.entries import Entry, Words, read_entry, without_cost, without_stat
from armybuilder.textlist.grammar import (
    BASE,
    COST_WORDS,
    COUNT,
    GENITIVE_BASE_WORDS,
    NAME,
    NOTE,
    Attributes,
    Form,
    Vocabulary,
)
from armybuilder.textlist.names import Names, SystemNamed, key, nominative, words
from armybuilder.textlist.slips import respelt


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
    doubt: str = ""
    """The player's own words that leave the unit unsettled (`maybe`, `if Ted is OK`), where those,
    not the catalog, leave it open: the choice is then the line's reading as written."""


@dataclass(frozen=True)
class Respelt:
    """A unit's line read with words of it as the catalog's words one slip of the hand from them."""

    number: int
    text: str
    said: tuple[tuple[str, str], ...]
    """Each word as written, and the catalog's word it was read as."""


@dataclass(frozen=True)
class Guessed:
    """A unit's line read by the one word of it naming a type, the player's other words unknown to
    the reader: a guess, said on its line."""

    number: int
    text: str
    said: str
    """The words taken as the type (`heavy tank` of `1 heavy tank M26`)."""
    element: str
    name: str
    """The player's other words, kept as the unit's name (`M26`); '' where none are kept."""


@dataclass(frozen=True)
class Outside:
    """An entry read outside the formation above it: its type has no place in that formation."""

    number: int
    text: str
    formation: str
    kept: bool = False
    """Kept in it all the same: the first line under a heading naming the type, which read outside
    would leave the formation empty."""


@dataclass(frozen=True)
class LineCost:
    """The cost a line gives its unit or units (`Field Artillery x2 (8)`), to compare with the rules'."""

    number: int
    value: float
    element: str
    count: int


@dataclass(frozen=True)
class Stated:
    """The total a list gives itself (`Total: 36 AP`), to compare with the engine's."""

    number: int
    value: float
    element: str | None = None
    """The type whose units it counts (`Total 6 trucks`); None where it is the list's cost."""


Said = Literal[
    "system",
    "name",
    "player",
    "options",
    "total",
    "count",
    "tally",
    "fingerprint",
    "summary",
    "heading",
    "table",
    "part",
    "given",
    "remark",
]


@dataclass(frozen=True)
class Gave:
    """A line that gave the list something beside its units: its system, name, player, options
    (`options`: the ids it set), total, count of one type of unit (`tally`), fingerprint or the Markdown's summary of costs, read
    past; or a heading or a table's header that gave
    the lines under it their place; or the option the rest of a unit above it has (`part`:
    `- the other is regular`), or a remark on it nested under it, its note (`remark`)."""

    number: int
    said: Said
    options: tuple[str, ...] = ()


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
    doubted: dict[int, str] = field(default_factory=dict)
    """Lines of units the catalog does not know that a remark of the player's doubts, with his words."""
    unit_names: frozenset[str] = frozenset()
    """Every catalog's type names, aliases and example models, as keys: a line of these alone
    (`Sherman`, `Stokes Rifles`) names a unit, never the player who signs the list."""
    answers: frozenset[int] = frozenset()
    """A chat's lines (from 1) where its writer answers another's message in its words: no units."""
    chatted: bool = False
    """Whether the text is a chat's or a group post's, its writer known by the program's name."""
    ours: bool = False
    """Whether the text gives its fingerprint, as the program's own Markdown does: a name in it the
    catalog lacks is an id kept as the roster had it, never read as a near word."""

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

    @cached_property
    def cost_words(self) -> frozenset[str]:
        """The words a cost is written in (`AP`, `pts`, the catalog's own units), as keys."""
        return frozenset(key(word) for word in COST_WORDS) | self.words.costs

    @cached_property
    def general(self) -> str | None:
        """The one element type the rules let be the general (Tank Attack's Rifles), else None."""
        rule = self.catalog.general
        if rule is None:
            return None
        chosen = [element.id for element in self.catalog.elements if self.index.matches(rule.select, element)]
        return chosen[0] if len(chosen) == 1 else None


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
    given: tuple[str, ...] = ()
    """Options its heading gives each unit under it (`### Elite`, `Militia:`)."""


def _the_one(text: str) -> str | None:
    """The name after `the` where it is written in the singular (`the FOO`, `the sniper`): the one
    unit the list has of it. None where it may be several (`the tanks`, `the Pz IVs`) or no `the`."""
    article, _, rest = text.partition(" ")
    said = words(rest)
    if article.casefold() != "the" or not said or said[-1].endswith("s"):
        return None
    return rest


def _label(attributes: Attributes) -> str | None:
    """A unit's own name carried exactly (the compact form's `name=`), where there is one."""
    label = attributes.values.get(NAME)
    return label if isinstance(label, str) and label else None


@dataclass
class Reading(ABC):
    """A list's reading so far: what its lines gave, and where the walk stands (the formation
    open, the last unit read)."""

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
    respelt: list[Respelt] = field(default_factory=list)
    guessed: list[Guessed] = field(default_factory=list)
    parted: set[int] = field(default_factory=set)
    """Lines read again as a heading and its members after their reading left them unknown: once."""
    stated: Stated | None = None
    tallies: list[Stated] = field(default_factory=list)
    """The list's own counts of units of one type (`Total 6 trucks`), to compare with the lines'."""
    line_costs: list[LineCost] = field(default_factory=list)
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
    last_said: tuple[int, dict[str, Any]] | None = None
    """The last unit a line gave and that line's indentation, under a heading naming no type too:
    a bullet nested under it may remark on it (`- one for the creeping barrage`)."""
    going_on: frozenset[int] | None = None
    """The lines that go on from the list's last entry with no blank line, but the one signing it."""
    separator: int | None = None
    """The line of the signature's separator (`-- `) where the text has one; 0 where none."""
    extent: tuple[int, int] = (0, 0)
    """The first and last lines that name a unit: a line between them that could be one is read as one."""
    last: int = 0
    """The last line that is not blank."""
    gave: list[Gave] = field(default_factory=list)
    counts_after_names: bool | None = None
    """Whether the list writes counts after names (`Light Mortars (2)`, `Sniper - 2`), once found."""
    trailing_counts: bool | None = None
    """Whether the list writes counts after names with no mark (`Infanterie 4`), once found."""
    numbered_runs: frozenset[str] | None = None
    """The lines that number units of one name in a run (`Truck 1`, `Truck 2`), once found."""

    @property
    def names(self) -> Names:
        return self.shared.names

    def units_say(self, number: int, name: str) -> bool:
        """Whether a name is words of the units a line gave, their type's or their own name (`Tiger`
        of `1 Tiger I`): a sign-off before it on that line (`Gruss Tiger`) may greet the tank."""
        types = {element.id: element.name for element in self.shared.catalog.elements}
        said: set[str] = set()
        for path, line in self.places.items():
            unit = path.entry_in(self.units)
            if line == number and unit is not None and "element" in unit:
                for text in (unit["element"], types.get(unit["element"], ""), unit.get("name", "")):
                    said.update(words(str(text)))
        return bool(said) and set(words(name)) <= said

    def _read(self, form: Form) -> Entry | None:
        said = (form.text, form.note, form.general)
        if said not in self.shared.entries:
            one = _the_one(form.text) if form.count is None else None
            entry = read_entry(self.names, one, form.note, form.general, self.shared.words) if one else None
            if entry is None:  # `The FOO`: not a maker's name `The` before the type's word
                entry = read_entry(self.names, *said, self.shared.words)
            if (
                (entry is None or not entry.known)
                and form.grouped.lower() in GENITIVE_BASE_WORDS
                and (own := nominative(form.text))
            ):
                # `4 podstawy kawalerii`: the type after a base's word in its genitive, as `kawaleria`
                entry = read_entry(self.names, own, form.note, form.general, self.shared.words) or entry
            if not self.shared.ours and (entry is None or entry.label or entry.note):  # words left unread
                entry = respelt(self.names, *said, self.shared.words, entry) or entry
            self.shared.entries[said] = (
                None
                if entry is None
                else without_stat(self.shared.index, without_cost(self.shared.index, entry))
            )
        return self.shared.entries[said]

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
        if opened is not None and opened.given:
            options += _given(self.shared.index, entry.element, options, opened.given)
        if options:
            out["options"] = options
        base = {k: v for k, v in attributes.values.items() if k in BASE}
        if base:
            out["base"] = base
        if attributes.links:
            out["links"] = dict(attributes.links)
        for phrase in entry.linked:
            self.linked.append((out, phrase))
        if entry.respelt and not any(one.number == number for one in self.respelt):
            self.respelt.append(Respelt(number, self.shared.lines[number - 1].strip(), entry.respelt))
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

    def _place_after(self, entry: dict[str, Any], before: dict[str, Any], number: int | None) -> None:
        """`entry` listed just after `before`, in its formation where it is in one, the places of the
        units after it moved one on; at the end where `before` is in no list."""
        for at, unit in enumerate(self.units):
            elements = unit.get("elements", []) if "formation" in unit else []
            if unit is before or any(e is before for e in elements):
                inner = next((n for n, e in enumerate(elements) if e is before), None)
                place = (at + 1,) if inner is None else (at, inner + 1)
                (self.units if inner is None else elements).insert(place[-1], entry)
                self.places = {_moved(where, place): n for where, n in self.places.items()}
                self.asked = [replace(one, where=_moved(one.where, place)) for one in self.asked]
                break
        else:
            place = (len(self.units),)
            self.units.append(entry)
        if number is not None:
            self.places[of_place(place)] = number
            self.unit_lines.add(number)

    def _note(self, number: int, text: str) -> None:
        self.notes.append(TextLine(number, text))

    @abstractmethod
    def _line(self, form: Form, number: int) -> None:
        """Reads one line as the walk reads any: a heading or a table's row reads its members so."""


def _given(index: Index, element: str, options: list[str], given: tuple[str, ...]) -> list[str]:
    """The options a heading gives a unit under it, but where the unit chooses its own of the same
    group (`Infantry (militia)` under `### Elite` is militia). An option its type has not is given
    still: the rules then say so, the heading's word never dropped in silence."""
    choices = index.element_options.get(element, {})
    chosen = {choices[option][0].id for option in options if option in choices}
    return [
        option
        for option in given
        if option not in options and (option not in choices or choices[option][0].id not in chosen)
    ]


def _moved(where: Where, place: tuple[int, ...]) -> Where:
    """A path once an entry is put in at `place`: one on where it leads to that place or after it
    in the same list (`units[3]` is `units[4]` once a unit is put in at 2)."""
    steps = list(where.steps)
    at = 1 if len(place) == 1 else 3
    if len(steps) <= at or steps[:at] != list(of_place(place).steps[:at]):
        return where
    step = steps[at]
    if isinstance(step, int) and step >= place[-1]:
        steps[at] = step + 1
    return Where(tuple(steps))


def entries_of(units: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A roster's entries as a list's reading holds them: the loose units and each formation's members."""
    return [entry for unit in units for entry in (unit["elements"] if "formation" in unit else [unit])]
