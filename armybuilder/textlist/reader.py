"""A list written as text, read into a roster: the Markdown `show` writes, and the forms players
post (`2 x Tank`, `Tank x2`, `2 Tanks (8 AP)`, headings for formations, `★` for the general).

Pure: no files, no printing. Names are matched against the catalogs given; nothing is dropped. A
name no catalog knows becomes an unknown entry, which the engine reports with its suggestions,
and a line that is no list entry is returned with its number.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from armybuilder.engine.where import Where, of_place
from armybuilder.schema.catalog import Catalog, ChoiceOption, FlagOption, NumberOption, RosterOption
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.grammar import BASE, COUNT, NAME, Attributes, Form, Vocabulary, exact_id, form_of
from armybuilder.textlist.names import Names, catalog_named, words
from armybuilder.words import players_army

SECTION_WORDS = 4
"""Words a heading that names no formation may have (`Support`, `Core troops`); more make it prose."""
MAX_NOTED = 100
"""Lines that are no list entry, each returned; past these, only how many more there are."""
_YES = frozenset({"yes", "y", "true", "on"})
_NO = frozenset({"no", "n", "false", "off"})
_BRACKETS = {")": "(", "]": "["}
_NUMBERED = re.compile(r"(?:^|\s)\d+(?:st|nd|rd|th)?(?:\s|$)", re.IGNORECASE)
"""A number in a heading (`1st Bn`, `Company 2`): it names one formation, not a section."""
_SENTENCE = (",", ".", "!", "?", ";", ":")
_CHATTER = re.compile(
    r"^(?:hi|hello|hey|hiya|howdy|dear|greetings|good (?:morning|afternoon|evening|day)|morning|evening"
    r"|cheers|thanks|thank you|many thanks|regards|best|kind regards|see you|all the best"
    r"|here is|here's|here are|this is|attached|please find|my list)\b"
    r"|^[\d.,]+\s*[^\W\d]*$",
    re.IGNORECASE,
)
"""A line above a list that is no army's name: a greeting ("Hi, this is Zoe..."), a sign-off, a
word about the list ("Here is my list"), or its limit ("36 AP")."""
_UNKNOWN_OPTION = re.compile(r"^([a-z0-9]+(?:-[a-z0-9]+)+|[a-z0-9]+)\s+(\S.*)$")


@dataclass(frozen=True)
class TextLine:
    """A line of the text that is no list entry, heading or known field."""

    number: int
    text: str


@dataclass(frozen=True)
class TakenFormation:
    """A heading naming a formation type only in part (`1st Bn:`), read as the one type it fits."""

    number: int
    text: str
    formation: str


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


def read_text_list(
    text: str, catalogs: Sequence[Catalog], system: str | None = None, name: str = ""
) -> TextList:
    """The roster `text` writes out. `system` picks one of `catalogs`; without it, a line naming
    a catalog decides, else the catalog that knows most of the names. `name` is the army's name
    when no line gives one, nor a `Player:` line ("Chris Hughes's army")."""
    candidates = [c for c in catalogs if system is None or c.id == system]
    vocabulary = Vocabulary(
        tuple(word for c in candidates for cost in c.costs for word in (cost.id, cost.name)),
        tuple(c.general.title for c in candidates if c.general is not None),
    )
    forms = [form_of(line, vocabulary) for line in text.splitlines()]
    systems = _system_lines(forms, candidates)
    chosen = next(iter(systems.values()), None) if system is None else next(iter(candidates), None)
    named = chosen is not None
    if chosen is None:
        chosen = _likeliest(forms, candidates)
    if chosen is None:
        return TextList(None, False, {}, unread=sum(f.kind == "entry" for f in forms))
    reading = _Reading(Names.of(chosen), set(systems))
    reading.read(forms)
    if not reading.name and reading.player:  # the player names the army better than its file
        name = players_army(reading.player, MAX_NAME)
    data: dict[str, Any] = {"format": 1, "system": chosen.id, "name": reading.name or name or "Imported list"}
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
    )


def _system_lines(forms: list[Form], catalogs: list[Catalog]) -> dict[int, Catalog]:
    """The lines that name a catalog (a heading, `System: ...`, the Markdown's system line), by index."""
    found: dict[int, Catalog] = {}
    for index, form in enumerate(forms):
        if form.kind == "heading" or form.field == "system" or (form.kind == "entry" and _plain(form)):
            catalog = catalog_named(form.text, catalogs)
            if catalog is not None:
                found[index] = catalog
    return found


def _plain(form: Form) -> bool:
    return form.count is None and not form.bullet and not form.general


def _likeliest(forms: list[Form], catalogs: list[Catalog]) -> Catalog | None:
    """The one catalog that knows most of the entries' names; None if none knows any, or two tie."""
    entries = [form.text for form in forms if form.kind == "entry"]
    known = {}
    for catalog in catalogs:
        names = Names.of(catalog)
        known[catalog.id] = sum(1 for text in entries if _element(names, text) is not None)
    most = max(known.values(), default=0)
    best = [catalog for catalog in catalogs if known[catalog.id] == most]
    return best[0] if most and len(best) == 1 else None


def _split(text: str) -> tuple[str, list[str]]:
    """'Brigade HQ (Rifles) (Elite)' -> ('Brigade HQ', ['Rifles', 'Elite']): bracketed groups at the end."""
    groups: list[str] = []
    while text and text[-1] in _BRACKETS:
        depth, start = 0, -1
        for index in range(len(text) - 1, -1, -1):
            if text[index] in _BRACKETS:
                depth += 1
            elif text[index] in _BRACKETS.values():
                depth -= 1
                if depth == 0:
                    start = index
                    break
        if start <= 0:
            break
        groups.insert(0, text[start + 1 : -1].strip())
        text = text[:start].rstrip()
    return text, groups


def _element(names: Names, text: str) -> tuple[str, str | None, list[str]] | None:
    """(element id, the unit's own name, the options' groups) if `text` names a known element."""
    whole = names.element(text)
    if whole is not None:
        return whole, None, []
    base, groups = _split(text)
    found = names.element(base)
    if found is not None:
        return found, None, groups
    if groups:
        found = names.element(groups[0])
        if found is not None:
            return found, base, groups[1:]
    return None


def _formation(names: Names, text: str) -> tuple[str, str | None] | None:
    whole = names.formation(text)
    if whole is not None:
        return whole, None
    base, groups = _split(text)
    found = names.formation(base)
    if found is not None and not groups:
        return found, None
    if len(groups) == 1:
        found = names.formation(groups[0])
        if found is not None:
            return found, base
    return None


def _as_written(text: str) -> tuple[str, str | None, list[str]]:
    """An unknown name, kept as the player wrote it however many words it has, so the check
    quotes their own words and the Markdown reads back the same; the engine's suggestions match
    it by its words."""
    base, groups = _split(text)
    if groups and base and " " not in groups[0] and "," not in groups[0]:
        return groups[0], base, groups[1:]
    return base, None, groups


@dataclass
class _Formation:
    entry: dict[str, Any]
    path: Where
    indent: int
    heading: bool
    """Opened by a `#` heading: it lasts until the next heading, whatever the indentation."""
    indented: bool = False
    blank: bool = False


@dataclass
class _Reading:
    names: Names
    system_lines: set[int]
    name: str = ""
    player: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    units: list[dict[str, Any]] = field(default_factory=list)
    notes: list[TextLine] = field(default_factory=list)
    places: dict[Where, int] = field(default_factory=dict)
    fingerprint: TextLine | None = None
    taken: list[TakenFormation] = field(default_factory=list)
    formation: _Formation | None = None
    started: bool = False
    """A unit or a heading has been read: a heading can no longer be the army's name."""
    first: int = 0
    """The number of the first line that is not blank."""
    titled: bool = False
    """The name is a plain first line, which a heading above the list still replaces (a greeting
    pasted above the Markdown of `show` is not the army's name)."""

    def read(self, forms: list[Form]) -> None:
        # A greeting, the system or the limit above the list is not its title: the line after it may be.
        self.first = next(
            (
                n + 1
                for n, form in enumerate(forms)
                if form.kind != "blank"
                and n not in self.system_lines
                and form.field not in ("total", "summary")
                and not _chatter(form)
            ),
            0,
        )
        for index, form in enumerate(forms):
            number = index + 1
            if form.kind == "blank":
                if self.formation is not None:
                    self.formation.blank = True
            elif form.kind == "field":
                self._field(form, number)
            elif index in self.system_lines:
                continue
            elif form.kind == "heading":
                self._heading(form, number)
            elif form.kind == "entry":
                self._entry(form, number)

    def _note(self, number: int, text: str) -> None:
        self.notes.append(TextLine(number, text))

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
        elif form.field not in ("summary", "total", "system"):
            self._note(number, form.text)

    def _options(self, text: str, number: int) -> None:
        unread = []
        for item in (part.strip() for part in text.split(",")):
            if not item:
                continue
            option, value = self._option(item)
            unknown = _UNKNOWN_OPTION.match(item)
            if option is not None:
                if value is not None:
                    self.options[option.id] = value
            elif unknown:  # an id the catalog lacks, as the Markdown writes it: the engine names it
                self.options[unknown.group(1)] = unknown.group(2)
            else:
                unread.append(item)
        if unread:
            self._note(number, ", ".join(unread))

    def _option(self, item: str) -> tuple[RosterOption | None, Any]:
        folded = item.casefold()
        for written, option in self.names.options:
            size = len(written)
            if folded.startswith(written.casefold()) and (size == len(item) or not item[size].isalnum()):
                return option, _value(option, item[size:].strip(" :=\t"))
        return None, None

    def _option_line(self, text: str) -> bool:
        """`Side: Axis` on a line of its own: a roster option, read as in `Options:`."""
        option, value = self._option(text)
        if option is not None and value is not None:
            self.options[option.id] = value
        return option is not None and value is not None

    def _heading(self, form: Form, number: int) -> None:
        exact = exact_id("formation", form.attributes)
        found = (exact, None) if exact is not None else _formation(self.names, form.text)
        if found is None and form.bold and form.bullet:
            element, label, _ = _as_written(form.text)  # the Markdown's bold line is a formation
            found = element, label
        if found is not None:
            self._open(found, form, number, heading=form.level > 0)
            return
        self.formation = None
        opening = form.level and (not self.name or self.titled) and not self.started
        if opening and _chatter(form):
            self._note(number, form.text)  # a greeting as a heading: one below it may name the army
            return
        if opening and len(form.text) <= MAX_NAME:
            self.name, self.titled = form.text, False
        elif not form.level and len(form.text.split()) > SECTION_WORDS:
            self._note(number, form.text)  # a sentence ending in a colon, not a section of the list
        elif not form.level and len(form.text) <= MAX_NAME:
            fits = self.names.formations_in_part(form.text)
            if len(fits) == 1:
                self.taken.append(TakenFormation(number, form.text, fits[0]))
                self._open((fits[0], form.text), form, number, heading=False)
                return
            if fits or _NUMBERED.search(form.text):  # a formation's heading, of no type it can take
                self._note(number, form.text)
        self.started = True

    def _open(self, found: tuple[str, str | None], form: Form, number: int, *, heading: bool) -> None:
        entry: dict[str, Any] = {"formation": found[0]}
        label = _label(form.attributes) or found[1]
        if label:
            entry["name"] = label
        if form.attributes.unit_id is not None:
            entry["id"] = form.attributes.unit_id
        entry["elements"] = []
        path = of_place((len(self.units),))
        self.units.append(entry)
        self.places[path] = number
        self.formation = _Formation(entry, path, form.indent, heading)
        self.started = True

    def _entry(self, form: Form, number: int) -> None:
        if len(form.text) > MAX_NAME or not form.text:
            self._note(number, form.text)
            return
        inside = self._inside(form)
        exact = exact_id("element", form.attributes)
        found = (exact, None, []) if exact is not None else _element(self.names, form.text)
        count = form.count
        if found is None and form.loose:
            found = _element(self.names, f"{count} {form.text}")
            count = None if found is not None else count
        if found is None and _plain(form):
            formation = _formation(self.names, form.text)
            if formation is not None:
                self._open(formation, form, number, heading=False)
                return
        if found is None and _plain(form) and self._option_line(form.text):
            return
        if found is None:
            near = self.names.near(form.text) and not form.text.endswith(_SENTENCE)
            if _plain(form) and not form.cost and not near:
                if (
                    number == self.first
                    and not (self.name or self.started)
                    and not form.text.endswith(_SENTENCE)
                ):
                    self.name, self.titled = form.text, True  # a title line above the list
                else:
                    self._note(number, form.text)
                return
            found = _as_written(form.text)
        self._add(found, count, form.general, form.attributes, inside, number)

    def _inside(self, form: Form) -> bool:
        """Whether the entry belongs to the formation opened above it."""
        formation = self.formation
        if formation is None:
            return False
        if formation.heading:
            return True
        if form.indent > formation.indent:
            formation.indented = True
            return True
        if not formation.indented and not formation.blank:
            return True
        self.formation = None
        return False

    def _add(
        self,
        found: tuple[str, str | None, list[str]],
        count: int | None,
        general: bool,
        attributes: Attributes,
        inside: bool,
        number: int,
    ) -> None:
        element, label, groups = found
        label = _label(attributes) or label
        entry: dict[str, Any] = {"element": element}
        if COUNT in attributes.values:
            entry["count"] = attributes.values[COUNT]
        elif count is not None and count != 1:
            entry["count"] = count
        if general:
            entry["general"] = True
        if label:
            entry["name"] = label
        if attributes.unit_id is not None:
            entry["id"] = attributes.unit_id
        if attributes.options is not None:
            options = list(attributes.options)
        else:
            options = [
                self.names.option(element, item) or item.strip()
                for group in groups
                for item in group.split(",")
                if item.strip()
            ]
            # The Markdown names an option taken by default too; the roster leaves it out, as people do.
            options = [option for option in options if option not in self.names.defaults.get(element, ())]
        if options:
            entry["options"] = options
        base = {key: value for key, value in attributes.values.items() if key in BASE}
        if base:
            entry["base"] = base
        if attributes.links:
            entry["links"] = dict(attributes.links)
        if inside and self.formation is not None:
            elements = self.formation.entry["elements"]
            path = self.formation.path.element(len(elements))
            elements.append(entry)
        else:
            path = of_place((len(self.units),))
            self.units.append(entry)
        self.places[path] = number
        self.started = True


def _chatter(form: Form) -> bool:
    """Whether the line is no army's name: a greeting, a sign-off, a word about the list or its limit."""
    written = f"{form.count} {form.text}" if form.count is not None else form.text
    return _CHATTER.match(written) is not None


def _label(attributes: Attributes) -> str | None:
    """A unit's own name carried exactly (the compact form's `name=`), where there is one."""
    label = attributes.values.get(NAME)
    return label if isinstance(label, str) and label else None


def _value(option: RosterOption, text: str) -> Any:
    """A roster option's value as written in `Options:`; None for the Markdown's dash (not set)."""
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
