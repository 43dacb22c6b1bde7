"""The walk down a list's lines, each to the reading of its kind. It stands above every kind, the
one that knows them all; a heading or a table that reads its members' lines reads them through the
reading's `_line`, which the walk gives, so that no kind needs the walk.
"""

import re
from dataclasses import replace

from armybuilder.patterns import on_first_use
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.army import _army, _field, _labelled_choice, _links, _option_line, _prose, _rule
from armybuilder.textlist.asking import _ask, _cost_in_brackets, _costs_doubt, _priced, fits_cost, undecided
from armybuilder.textlist.entries import Entry, parts, read_entry, split_groups, units_of_bases, unknown_entry
from armybuilder.textlist.entry_line import (
    _SHARE,
    _beyond,
    _commands,
    _cost_after_note,
    _counted_after_dash,
    _counted_after_note,
    _counted_within,
    _counts_after_name,
    _entries_apart,
    _extent,
    _general_in_note,
    _model_number,
    _named_before,
    _named_first,
    _option_in_note,
    _part_of_last,
    _priced_after_model,
    _priced_entry,
    _priced_model,
    _remark_on_last,
    _ridden,
    _shares,
    _stat_or_note,
    _trailing,
    _type_named,
    _units_of,
    _with_unknown,
    unit_worded,
)
from armybuilder.textlist.grammar import (
    BASE_WORDS,
    NORDIC_ONE,
    NOT_CALIBRE,
    OF_WORDS,
    SIZE_WORDS,
    Form,
    emphasis_removed,
    exact_id,
    form_of,
    lettered_body,
    named_by_number,
    numbers_body,
    plain_text,
    untagged,
)
from armybuilder.textlist.headings import (
    _counts_units,
    _dated_title,
    _headed,
    _heading,
    _heads,
    _inline,
    _numbered,
    _one_line,
    _replies,
    _restated,
    _said,
    _titles,
    _told,
    _type,
    dated,
)
from armybuilder.textlist.members import (
    _begin,
    _close,
    _member,
    _named_kind,
    _no_place,
    _placed,
    heads_level,
    made_type,
)
from armybuilder.textlist.names import key, words
from armybuilder.textlist.one_type import candidates, forum_title, named_entry, read_one_type, typed_spans
from armybuilder.textlist.ordinals import numbered_name, typed_by_heading
from armybuilder.textlist.organised import ordinal
from armybuilder.textlist.prose import chatter, counts_alone, italic_remark, says_none, talk
from armybuilder.textlist.reading import (
    Guessed,
    Kept,
    LineCost,
    Outside,
    Reading,
    TakenFormation,
    _Open,
    entries_of,
)
from armybuilder.textlist.table_rows import _pair, _sheet_row, _table
from armybuilder.textlist.tables import NO_FORMATION, counts_units, find_tables, set_apart, units_counted
from armybuilder.textlist.talk import (
    _prose_line,
    _signs_off,
    asked_apart,
    asks,
    named_in_talk,
    signed_below,
    signs_by_rule,
    wrapped,
)
from armybuilder.textlist.written import _counted, _few_words, _joined, _number, _plain

_BASES = frozenset(key(word) for word in BASE_WORDS)
MAX_ALIKE = 12
"""The most formations one line may write alike (`2 platoons of 4 Pz IVs`): more is no list's, and
the line is kept whole, an unknown entry, as a count of formations with no members is."""


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


def _by_bases(form: Form) -> bool:
    """Whether a line counts its unit by bases: `Three bases of infantry`, `6 infantry bases`."""
    said = words(split_groups(form.text)[0])
    return key(form.grouped) in _BASES or (len(said) > 1 and key(said[-1]) in _BASES)


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


def _unit_before_question(reading: Reading, form: Form, number: int) -> Form | None:
    """The counted unit a line names before a wide gap and a question (`2 tanks   how do we play
    it?`), the question its note as after a dash; None where no known unit stands before it."""
    apart = asked_apart(reading.shared.lines[number - 1])
    said = form_of(apart[0], reading.shared.vocabulary) if apart is not None else None
    if apart is None or said is None or said.kind != "entry" or said.count is None or asks(said):
        return None
    entry = reading._read(said)
    if entry is None or not entry.known:
        return None
    note = "; ".join(part for part in (said.note, apart[1]) if part)
    return replace(said, note=note, indent=form.indent, bullet=form.bullet)


def _numbered_type(entry: Entry) -> bool:
    """Whether a unit's name beside its type's own words is a number ordering it alone (`1st` of
    `1st Rifles`): a unit of that type so named where a note follows it, as a unit's has; a word
    more (`3rd Wessex Rifles`) may title the army."""
    label = entry.label or ""
    return entry.known and len(label.split()) == 1 and ordinal(label)


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


_RANGED = on_first_use(
    rf"^(?:[^\W\d_][^:]{{0,30}}:\s*)?(\d{{1,2}}\s*[-–]\s*\d{{1,2}}|\d{{1,2}}[.,]\d{{1,2}}{NOT_CALIBRE})"
    r"\s*(?:x\s+)?(?=[^\W\d_])",
    re.IGNORECASE,
)
"""A count written as a range before the unit's name, after a label or not (`2-3 T-34-85`, `2–3 x
Cavalry`, `recce: 2-3 T34-85`), or with a point (`1.5 Tanks`, `2,5 x Tank`), never a calibre
(`7.5 cm Pak 40`): not settled."""
_RANGED_WORDS = 4
"""The most words of a type's name read after a range of a count."""


def _bold_unit(reading: Reading, form: Form, line: str) -> Form:
    """A bullet in bold naming a unit (`- **60mm mortars**`), where no unit holds others: the line
    as written without the bold, a unit, not the heading a mail's bold line is."""
    if form.kind != "heading" or not (form.bold and form.bullet):
        return form
    plain = form_of(emphasis_removed(line), reading.shared.vocabulary)
    entry = read_entry(reading.names, plain.text, plain.note) if plain.kind == "entry" else None
    return plain if entry is not None and entry.known else form


class Walk(Reading):
    """A reading that walks its lines, each to the reading of its kind."""

    def read(self, numbers: list[int]) -> "Walk":
        self.numbers = numbers
        lines, forms = self.shared.lines, self.shared.forms
        items = [(n, forms[n - 1]) for n in numbers]
        items = _underlined(items, lines)
        if not self.shared.catalog.formations:
            items = [(n, _bold_unit(self, form, lines[n - 1])) for n, form in items]
        costs = self.shared.vocabulary.cost_words
        tables = {table.first: table for table in find_tables([(n, lines[n - 1]) for n in numbers], costs)}
        in_tables = {n for table in tables.values() for n in table.lines}
        self.tabled = in_tables
        self.levels = {number: form.level for number, form in items if form.kind == "heading" and form.level}
        self.extent = _extent(self, items, in_tables)
        self.last = max((number for number, form in items if form.kind != "blank"), default=0)
        for position, (number, form) in enumerate(items):
            if number in tables:
                _table(self, tables[number])
            elif number in in_tables or form.kind == "rule":
                continue
            elif form.kind == "blank":
                if self.open is not None and self.open.members:
                    self.open.blank = True
                elif self.open is not None:
                    self.open.spaced = True
            elif number in self.shared.answers:
                self._note(number, form.text)  # `tankki, tankki`: a chat's answer, no units
            elif number in self.shared.system_lines and not _remarked(self, form, number):
                self._listed_after_system(number)
            elif form.kind == "field":
                _field(self, form, number)
            elif (
                # `## 1st Bn, 101st Infantry (Infantry Battalion)`: a heading's comma parts no cells
                number < min(tables, default=0)
                and form.kind != "heading"
                and _pair(self, lines[number - 1], number)
            ) or _sheet_row(self, lines[number - 1], number):
                continue
            elif form.kind == "heading" and _replies(self, form, number):
                _close(self)
                self._note(number, form.text)
            elif form.kind == "heading":
                colon = not form.level and not (form.bold and form.bullet)
                _heading(self, _restated(self, position, items, form) or form, number, colon=colon)
            elif (restated := _restated(self, position, items, form)) is not None:
                _heading(self, restated, number, colon=False)
            elif _heads(self, position, items, form):
                if says_none(lines[number - 1]):
                    self._note(number, lines[number - 1].strip())  # `Velitel: žádný` over units: talk
                else:
                    _heading(self, form, number, colon=False, over=True)
            elif not _told(self, form, number):
                self._line(form, number)
        _close(self)
        _links(self)
        self.name = self.name or _army(self) or named_in_talk(self)
        _prose(self)
        return self

    def _numbers_label(self, form: Form, entry: Entry) -> bool:
        """Whether a bare number before a label of initials or one word in the singular that name no
        type is the label's own (`4 RTR: heavy tanks`, `2 RB: infantry`, `1 Para: infantry`): a
        regiment's or battalion's number and its title, no count; a plural's number counts (`3
        Jocks: Infantry`)."""
        label = entry.label or ""
        said = label.split()
        initials = all(len(word) > 1 and word.isalpha() and word.isupper() for word in said)
        singular = len(said) == 1 and label.isalpha() and label[0].isupper() and label[-1] not in "sS"
        return (
            form.text.startswith(f"{label}:")
            and (initials or singular)
            and self.names.read(label, loose=True) is None
        )

    def _offered(self, number: int, entry: Entry) -> tuple[str, ...]:
        """The types a line in doubt weighs: the one read, and each other its single words name
        exactly (`use as tank I guess, or infantry`: a Tank or Infantry)."""
        named = (self.names.read(word) for word in words(plain_text(self.shared.lines[number - 1])))
        others = [
            found.ids[0] for found in named if found is not None and found.exact and len(found.ids) == 1
        ]
        return tuple(dict.fromkeys((entry.element, *others)))

    def _category_last(self, text: str, choices: tuple[str, ...]) -> bool:
        """Whether a line ends in the rules' word for a category holding every type it may be
        (`SU-76 SP guns`: an anti-tank gun or artillery): a unit whose type is asked, no title."""
        last = words(split_groups(text)[0])[-1:]
        return bool(last) and set(choices) <= set(self.names.categories.get(key(last[0]), ()))

    def _tallies(self, form: Form, number: int, choices: tuple[str, ...], count: int) -> bool:
        """Whether a line set apart below the list counts units by their category's word alone
        (`Twelve tanks` under two Tigers and ten Pz IV) as many as the list holds of them: the
        list's size, as a total states it, no more units of a type to ask about. A model's name
        (`1 StuG III`) is a unit whatever the count."""
        if number < 2 or self.shared.forms[number - 2].kind != "blank":
            return False
        counted = form.text.partition(",")[0]  # `tanks, hope that's not too many`: a remark after its comma
        if any(self.names.restates(counted, element, category=True) != () for element in choices):
            return False
        held = [entry for _, entry in self.open.held] if self.open is not None else []
        above = [entry for entry in (*entries_of(self.units), *held) if entry["element"] in choices]
        return bool(above) and sum(entry.get("count", 1) for entry in above) == count

    def _ranged(self, text: str, form: Form) -> Entry | None:
        """The type a range of a count is of: the first words after it that name one (`T34-85` of
        `T34-85 depending what I get painted`); None where none do."""
        written = text.split()
        for end in range(min(len(written), _RANGED_WORDS), 0, -1):
            said = read_entry(self.names, " ".join(written[:end]), form.note, form.general, self.shared.words)
            if said is not None and said.known:
                return said
        return None

    def _type_again(self, label: str, entry: Entry) -> bool:
        """Whether a label is only the catalog's word for its line's one type (`Génie : 1 base de
        sapeurs`, `Pioniere: 2 x Pionier`): the arm the line lists, no name of the unit."""
        said = self.names.read(label)
        return said is not None and said.exact and not said.named and said.ids == (entry.element,)

    def _model_among_units(self, form: Form, number: int) -> bool:
        """Whether a line is only a model the rules give (`sherman`, `stug (tank or atg?)`), its
        mark after it or not (`Pak 40`, `StuG III`), but for its brackets, between the list's first
        and last units, or right under the last, no blank line between: a unit of it (asked where
        the model stands for several types), as a title stands above the list."""
        first, last = self.extent
        among = first < number < last or (0 < first < number and number - 1 in self.unit_lines)
        name = split_groups(form.text, quoted=True)[0]  # `A7V "Nixe"`: its own name apart
        return among and (
            self.names.exemplified(name)
            or self._made_model(name)
            or self._calibred(name)
            or self._lettered(name)
            or self._typed_model(name)
        )

    def _typed_model(self, name: str) -> bool:
        """Whether a name is a type's own word, then a model the rules give for that type
        (`panssarivaunu T-34`, `Tank Sherman`, as `Sherman tank` writes it the other way): a unit
        of that model, no title."""
        head, _, model = name.strip().partition(" ")
        typed = self.names.read(head) if model and self.names.exemplified(model) else None
        examples = self.names.examples.get(key(model), ())
        return typed is not None and typed.exact and typed.settled is not None and typed.settled in examples

    def _lettered(self, name: str) -> bool:
        """Whether a name is a type's own words and a capital letter (`Horse team A`, `Lorry B`), as a
        list sets apart the units of one type it links others to: a unit so named, no title."""
        head, _, letter = name.strip().rpartition(" ")
        if len(letter) != 1 or not letter.isupper() or not head:
            return False
        typed = self.names.read(head)
        return typed is not None and typed.exact and typed.settled is not None

    def _calibred(self, name: str) -> bool:
        """Whether a name is a type's own words and a calibre (`ATG 6pdr`, `Canon antichar 25mm`):
        a gun so named, no title, whose number is its regiment's (`3rd Wessex Rifles`)."""
        if not any(c.isdigit() for c in name):
            return False
        written = _CALIBRE_APART.sub("", name).split()  # `Bombarda 240 mm`: one calibre, `240mm`
        rest = [word for word in written if not _CALIBRE_WORD.fullmatch(word)]
        if len(rest) != len(written) - 1 or not rest:
            return False
        typed = self.names.read(" ".join(rest))
        return typed is not None and typed.exact and typed.settled is not None

    def _made_model(self, name: str) -> bool:
        """Whether a name is a maker's or model's word before the type's own word (`Vickers MG`,
        `Stokes mortar`, `Sherman tank`): no number, as a unit's title has (`3rd Wessex Rifles`)."""
        written = name.split()
        if not 1 < len(written) <= 3 or any(c.isdigit() for c in name):
            return False
        last, whole = self.names.read(written[-1]), self.names.read(name)
        return (
            last is not None
            and last.exact
            and last.settled is not None
            and whole is not None
            and whole.named
            and whole.settled == last.settled
        )

    def _talks_after(self, number: int) -> bool:
        """Whether a line under the list's last unit, naming one only among other words, is a
        sentence about it: it talks and ends as a sentence (`The Panthers as heavy - I hope that's
        fine.`), never a unit of its own."""
        line = plain_text(self.shared.lines[number - 1]).strip()
        return number > self.extent[1] > 0 and line.endswith((".", "!", "?")) and talk(line)

    def _one_type(self, form: Form, number: int) -> Entry | None:
        """A line left unknown read by the one word of it naming a type (or the several types a
        word of the rules stands for, asked), its other words its name, and said so on its line;
        None where it holds none or several, or is a title."""
        line = self.shared.lines[number - 1]
        if forum_title(line):
            return None  # `[b]Sturmbataillon Rohr[/b] (36 AP)`: a title, as the Markdown's bold
        found = read_one_type(self.names, form)
        entry = self._read(found[0]) if found is not None else None
        if found is None and (choices := candidates(self.names, form)):
            # `2 camiones para los zapadores`: trucks or engineers, asked, never guessed
            return replace(unknown_entry(self.names, form.text, form.note), choices=choices)
        if found is None or entry is None or not (entry.known or entry.choices):
            return None
        if entry.known and not self._costs_as_written(entry.element, form):
            return None  # `Kampfgruppe Tank-Jäger (36 AP)`: the list's points, no Tank's
        if entry.known and not entry.choices:
            self.guessed.append(Guessed(number, line.strip(), found[2], entry.element, found[1]))
        return named_entry(entry, found[1])

    def _costs_as_written(self, element: str, form: Form) -> bool:
        """Whether a cost the line gives, if any, is what the type costs for one or for the count."""
        stated = _number(form.stated) if form.cost and form.stated else _cost_in_brackets(self, form.text)
        return stated is None or fits_cost(self, element, stated, form.count) is not False

    def _told_after(self, form: Form, number: int) -> bool:
        """Whether a line opening with a count in words, set apart by a blank line under the list
        and naming no unit after it, is a sentence about the list (`Two of the Shermans were the
        recce squadron's really`; Portuguese `Sei que os Shermans eram ...`, `sei` six in
        Italian): a sentence's length and its words, never a unit of its own."""
        lines = self.shared.lines
        return (
            number == self.extent[1]
            and bool(self.unit_lines)
            and not lines[number - 2].strip()
            and not _few_words(form.text)
            and talk(form.text)
        )

    def _listed_after_system(self, number: int) -> None:
        """`OHW WWII beta, 4 units - US: 2 Inf, 1 Mortar, 1 ATG. No tanks this time.`: a whole list
        on the line naming the system, read where it is a list; else the line is the system's, and
        the keys beside it after a dot, a bar or in a cell of their own give their fields (`Regras:
        OHW WW2 beta · Jogador: Rodrigo`)."""
        _one_line(self, number)
        line = self.shared.lines[number - 1]
        if number in self.unit_lines or not (any(mark in line for mark in "·|•\t;") or _DASHED.search(line)):
            return
        # the first part too where the game is named after it (`Joueur : Bertrand — WTJ 1916`)
        plain = plain_text(line)
        apart = _BESIDE.search(plain)
        first = 0 if apart is not None and self.shared.system_lines[number].start >= apart.end() else 1
        for part in _BESIDE.split(plain)[first:]:
            form = form_of(part, self.shared.vocabulary)
            if form.kind == "field" and form.field in ("player", "name"):
                _field(self, form, number)

    def _line(self, form: Form, number: int) -> None:
        if len(form.text) > MAX_NAME or not form.text or signed_below(self, number) or wrapped(self, number):
            self._note(number, form.text)
            return
        if (form.count is None or form.worded) and italic_remark(self.shared.lines[number - 1]):
            self._note(number, form.text)  # `_A huszárok gyalog harcolnak._`: a word about the list
            return
        if _part_of_last(self, form, number) or _remark_on_last(self, form, number):
            return
        # `do I need to buy barbed wire or is that free?`: a question that talks offers no unit
        if asks(form) and (
            not undecided(form.text, form.note, self.shared.lines[number - 1]) or talk(form.text)
        ):
            unit = _unit_before_question(self, form, number)
            if unit is None:
                self._note(number, _said(form.text, form.note))  # `Is 4 tanks too many?`: talk, no unit
                return
            form = unit  # `2 tanks   how do we play it?`: the unit, the question its note
        if form.worded and self._told_after(form, number):
            self._note(number, self.shared.lines[number - 1].strip())  # `Sei que os Shermans eram ...`
            return
        note = form.note
        form = _units_of(self, _general_in_note(self, _counted_in_note(form)))
        if _labelled_choice(self, form, number):
            return  # `**Skala:** 6 mm`: the figure scale, not six of a unit `mm`
        if form.label and _headed(self, form, number):
            return
        labelled = form
        if (inline := _inline(self, form)) is not None:
            _heading(self, Form("heading", inline[0], form.indent, bullet=form.bullet), number, colon=True)
            for piece in inline[1]:  # `RI 33: cmd, 5 inf, 1 mg`, `zug 1 - 5 Pz IV`
                self._line(replace(piece, indent=form.indent + 1, bullet=False), number)
            _close(self)
            return
        if apart := _entries_apart(self, form):
            for piece in apart:  # `4 Rifles, 1 Machinegun`: two entries, not one with a note
                self._line(piece, number)
            return
        if form.count is None and (counted := units_counted(form.note)) is not None:
            form = replace(form, count=counted[0], note=counted[1])  # `Tanks – 3 units (T-34/76)`
        member = _member(self, form)
        if not member and form.general and self.open is not None and self.open.kind == "formation":
            _dated_title(self, self.open)  # `Ulanen-Regiment 4 (Ostfront 1916)`, a blank line, the general
        if not member:
            _close(self)
        written, form = form.text, _grouped_in_words(self, form)
        count = form.count
        whole = False
        if form.grouped and self.names.formation(form.grouped) is not None:
            if (
                count is not None
                and 0 < count <= MAX_ALIKE
                and _counts_units(self, form.text)
                and self._all_known(form.text)
            ):
                # `A platoon of 5 T-34-85s`: the formation, its members counted after `of`; `2
                # platoons of 4 Pz IVs`: two formations, each of four (a roster counts no formation)
                self._formations(form, number, [form.text] * count)
                return
            if (sized := _sized(self, form)) is not None:
                # `2 pelotones de T-34-85 (uno de 5 y otro de 4)`: one of each size
                self._formations(form, number, [f"{size} {sized[0]}" for size in sized[1]])
                return
            # `Two platoons of T-34s` where platoons are formations: two tanks, or two platoons of
            # how many? Not a count of units: kept whole, unknown, for the player to say.
            whole_text = written if written != form.text else f"{form.grouped} of {form.text}"
            form = replace(form, text=whole_text, grouped="", worded=False, loose=False)
            whole = True
        exact = exact_id("element", form.attributes)
        entry = Entry(exact, True) if exact is not None else None if whole else self._read(form)
        if (
            any(mark in form.text for mark in "-–.,")
            and (entry is None or entry.named)
            and (ranged := _RANGED.match(form.text))
            and (said := self._ranged(form.text[ranged.end() :], form)) is not None
        ):
            # `2-3 T-34-85 depending what I get painted`: how many, the player has not settled
            opened = self.open if member else None
            _ask(
                self,
                number,
                form,
                said.choices or (said.element,),
                opened,
                _kept(form, None, said),
                ranged.group(1),
            )
            return
        if entry is None and (numbered := _numbered(self, form, number)) is not None:
            if _type(self, numbered.text, numbered.note).partial:
                # `1 pułk piechoty Legionów`: the type's name among the formation's own words
                _heading(self, numbered, number, colon=True)
            else:
                self._line(numbered, number)  # `1 pluton: 5x T-34-85`: the first platoon, not one unit
            return
        if entry is None and form.loose:
            entry = read_entry(self.names, f"{count} {form.text}", form.note, form.general, self.shared.words)
            count = None if entry is not None else count
        if entry is None or entry.named:  # `Guards = Infantry, elite`: its name, not a maker's
            entry = _named_before(self, form) or entry
        if (
            (entry is None or not entry.known or entry.named)
            and form.text[-1:].isdigit()
            and (costed := _priced_model(self, form)) is not None
        ):
            form, entry = costed  # `Stokes mortar 3`: the light mortar at 3, no model `mortar 3`
        if (entry is None or entry.named or not entry.known) and _dated_body(self, form, number):
            self._note(number, self.shared.lines[number - 1].strip())  # the army's title, no unit
            return
        if (ordinal := numbered_name(self, form, entry)) is not None:
            entry, count = ordinal, None  # `12 Pułk Ułanów: kawaleria`: the 12th regiment, one unit
        if (within := _counted_within(self, form, entry)) is not None:
            self._line(within, number)  # `Horse team x1 to tow it`
            return
        named = (
            entry is not None
            and entry.label
            and _type_named(self, entry.label)
            and not split_groups(form.text)[1]
        )
        if (
            (entry is None or not entry.known or named)
            # `they're in the infantry ;)`: a sentence naming a type in passing, counting none
            and (form.count is not None or not talk(form.text))
            and (first := _named_first(self, form) or _ridden(self, form))
        ):
            for piece in first:
                self._line(piece, number)  # `1 tractor to pull it`, `2 Tanks in reserve`, `4 rifles 1 mg`
            return
        if entry is not None and count is None and says_none(self.shared.lines[number - 1]):
            self._note(number, self.shared.lines[number - 1].strip())  # `Gas: none`: the list has none of it
            return
        if entry is not None and (counted_after := _counted_after_note(self, form, entry)) is not None:
            (form, entry), count = counted_after, counted_after[0].count  # `Infanterie – regulier ×3`
        if entry is not None and entry.known and (optioned := _option_in_note(self, form, entry)) is not None:
            entry = optioned  # `Anti-tank Gun (militia - Hungarian loan)`
        if (
            entry is not None
            and count is None
            and not form.bare
            and (trailing := _trailing(self, form, entry))
        ):
            form, entry = trailing  # `Infanterie 4`, `MG 1`: the count after the name, unmarked
        elif (
            entry is not None
            and count is not None
            and not form.stated
            and entry.label
            and entry.label[-1].isdigit()
            and (repriced := _priced_after_model(self, form, entry, count))
        ):
            form, entry = repriced  # `dwa czołgi Renault FT 8`: two tanks at 4, not a model `FT 8`
        elif (
            entry is not None
            and (count is not None or form.stated)
            and form.text[-2:].isdigit()
            and (modelled := _model_number(self, form, entry)) is not None
        ):
            entry = modelled  # `1x Feldkanone 77 ..... 3`: the gun's model, not dropped
        if entry is not None and entry.choices and (by_colon := _after_colon(self, form)) is not None:
            form, entry = by_colon  # `Tigers: 2`: the number after a colon counts, no mark (`Tiger 2`)
        if entry is not None and not form.stated and form.note.endswith(")"):
            form, entry = _cost_after_note(self, form, entry) or (form, entry)  # `Fokker D.VII (4)`
        if entry is not None and form.bare and _counts_after_name(self, form, entry):
            count = int(form.bare)  # `Light Mortars (2)`
            form = replace(form, count=count, stated="" if form.stated == form.bare else form.stated)
        if entry is None and _plain(form):
            typed = _type(self, form.text, form.note)
            if self.names.formation(form.text) is not None or (
                typed.formation and (typed.members or not typed.partial)
            ):
                _heading(self, form, number, colon=True)  # `Infantry Battalion`, its members under it
                return
        if entry is None and _plain(form) and " ".join(words(form.text)) in NO_FORMATION:
            _heading(self, form, number, colon=True)  # `Support` alone over loose units: no unit
            return
        if (entry is None or not entry.known) and heads_level(self, number):
            _heading(self, form, number, colon=True)  # `Artillerie divisionnaire` over its guns: no unit
            return
        if entry is None and _plain(form) and _option_line(self, form.text, number, form.note):
            return
        if entry is None and (after := _counted_after_dash(self, form)) is not None:
            self._line(after, number)  # `Support - 2x Field Artillery`
            return
        if (
            entry is not None
            and count is None
            and _plain(form)
            and number not in self.tabled
            and not (entry.choices and _CALIBRE_ALONE.match(form.text))  # `75mm`: a gun or a mortar, asked
            and _greets(self, form.text)
        ):
            self._note(number, _said(form.text, form.note))  # `Hi guys`: no hussars (`husari`, `gusary`)
            return
        if entry is not None and count is None and _plain(form) and signs_by_rule(self, form, number):
            self._note(number, _said(form.text, form.note))  # `-- Gaz` signs: no gas (`gaz`)
            return
        if entry is not None and entry.named and _plain(form) and self._talks_after(number):
            self._note(number, _said(form.text, form.note))  # `Die Panther als "schwer" - ich hoffe, ...`
            return
        if entry is None and (headed := typed_by_heading(self, form, self.open if member else None)):
            entry = headed  # `- 1. joukkue` under `## Jalkaväki`: a platoon of the heading's type
        titled = (
            entry is not None
            and entry.named
            # `18pdr, class 5`: a class names a gun, no title; not a slip's in talk (`Right, after ...`)
            and not (entry.options and not self._slipped_in_talk(form, entry))
            and _plain(form)
            and not _priced_entry(self, form, number)
            and not unit_worded(self, form)  # `Sherman platoon` is no title
            and not self._model_among_units(form, number)
            and number not in self.tabled  # a row under a column of types is a unit (`| | minomet 82mm |`)
            # `Stokes mortar` under a regiment's members: the one type of it that serves there
            and not (member and entry.choices and _placed(self, self.open, entry.choices))
            and not (entry.choices and self._category_last(form.text, entry.choices))
        )
        if titled and entry is not None and entry.note and self.unit_lines and _numbered_type(entry):
            # `1st Rifles - Londons` among the units: the type named by its number, then a note
            entry, titled = replace(entry, label=split_groups(form.text)[0]), False
        if (
            titled
            and entry is not None
            and form.note
            and self.unit_lines
            and lettered_body(entry.label or "")
        ):
            # `3. Zug – Fallschirmjäger` among the units: a platoon's number and word, then the
            # troops the rules give as its type's, as `1. Zug – Grenadiere` names the type's word
            titled = False
        if entry is None or titled:  # `3rd Wessex Rifles` is a title
            if entry is None and form.count is not None and counts_units(form.text):
                self._note(number, self.shared.lines[number - 1].strip())  # `Six units.`: a size
                return
            if (
                entry is None
                and not self.unit_lines
                and note != form.note
                and counts_alone(note, list(self.shared.catalog.options))
            ):
                # `2nd Bn Glasgow Highlanders - 6 units` over the list: its title and its size, no
                # six units of a type no one knows
                self._note(number, self.shared.lines[number - 1].strip())
                return
            if entry is None and (kept := _with_unknown(self, form)) is not None:
                self._line(kept, number)  # `ATG + 1 truck to tow it`: the ATG, the truck its note
                return
            if _prose_line(self, form, number) or (entry is None and _signs_off(self, form, number)):
                self._note(number, _said(form.text, form.note))
                return
            if entry is None and _parted(self, labelled, number):
                return  # `Bataillon du 151e RI : 4 Fusiliers + 1 Mitrailleuse Hotchkiss`
            # `1 heavy tank M26`: the one word naming a type, the others its name. A title's one
            # type (`Sturmbataillon Rohr`) stays unknown, its words no unit; where its words stand
            # for several types (`4.5in howitzer (horse drawn)`) they are asked, never dropped
            picked = self._one_type(form, number) if entry is None else entry if entry.choices else None
            if (
                picked is None
                and count is not None
                and form.loose
                and numbers_body(as_named := f"{count} {form.text}")
            ):
                form, count = replace(form, text=as_named, count=None), None
            entry = picked or unknown_entry(self.names, form.text, form.note)  # `5 Batalion Strzelców`
        if (
            form.label
            and entry.label is None
            and (
                named_by_number(form.label)  # `122 Bde MG Coy: 2 x Vickers`: named, whatever its words
                or (
                    self.names.restates(form.label, entry.element, category=True, typed=form.text) is None
                    and not self._type_again(form.label, entry)
                )
            )
        ):
            entry = replace(entry, label=form.label)  # `Company HQ: 2 x T-34-85`, not `Tanks: 2 x A7V`
        if entry.label and _commands(self, entry.label):
            entry = replace(entry, label=None, general=True)  # `Brigade commander (Rifles)`
        elif count is None and entry.known and entry.label and key(entry.label) in NORDIC_ONE:
            entry = replace(entry, label=None)  # `En infanteribataljon`: one battalion, no name `En`
        elif count is not None and form.loose and entry.known and self._numbers_label(form, entry):
            entry, count = replace(entry, label=f"{count} {entry.label}"), None  # `4 RTR: heavy tanks`
            form = replace(form, count=None)
        elif (
            count is not None
            and form.loose
            and entry.known
            and entry.label
            and self.names.read(entry.label) is None
            and _beyond(self, entry, count, number)
        ):
            # `88 Flak (AT role)` in an army of six, its type from its role: the gun's calibre
            # before a name the catalog reads no type in, never a count no one would mean
            entry, count = replace(entry, label=f"{count} {entry.label}"), None
            form = replace(form, count=None)
        opened = self.open if member else None
        if opened is not None and opened.kind in ("formation", "fit") and set_apart(entry.note):
            opened = None  # `1x T-34-85 (on its own)` under `Platoon A:`: that one stands apart
        doubt = undecided(form.text, form.note, self.shared.lines[number - 1]) or (
            not entry.known and self.shared.doubted.get(number)
        )
        if (
            entry.choices
            and not doubt  # `Tiger or Pz IV` under a heavy platoon: the player's doubt, both asked
            and (
                (priced := _priced(self, entry.choices, form, count)) is not None
                or (
                    key(form.text) not in self.names.examples  # `mijnenwerper`: the rules' word for both
                    and (priced := _placed(self, opened, entry.choices)) is not None
                )
            )
        ):
            # `2x Minenwerfer  6`: 3 AP a tube; `Stokes mortar` under a regiment: the one it takes
            entry = _settled(self, entry, priced)
        if doubt:
            # `tanks x2 - heavy or medium havent decided`: what the player has not settled is asked
            read_as = entry.choices or self._offered(number, entry)
            _ask(self, number, form, read_as, opened, _kept(form, count, entry), doubt)
            return
        if (
            entry.choices
            and count is not None
            and not member
            and self._tallies(form, number, entry.choices, count)
        ):
            self._note(number, self.shared.lines[number - 1].strip())  # `Twelve tanks, hope ...`: a size
            return
        if entry.choices:
            _ask(self, number, form, entry.choices, opened, _kept(form, count, entry))
            return
        if entry.known and (choices := _costs_doubt(self, entry, form, count)):
            _ask(self, number, form, choices, opened, _kept(form, count, entry))
            return
        if opened is not None and _no_place(self, opened, entry, number):
            titled = _titles(self, opened, commands=form.general or entry.general)
            if (
                not titled
                and opened.kind == "formation"
                and opened.entry is not None
                and not opened.entry["elements"]
            ):
                # `## Aufklärungszug` over `- 2× Pz IV`: its heading's first line is its member, as
                # the shape writes it; out of it, the formation would hold nothing
                self.outside.append(Outside(number, form.text, opened.formation or "", kept=True))
            else:
                if not titled:
                    self.outside.append(
                        Outside(number, form.text, opened.formation or made_type(self, opened))
                    )
                _close(self)
                opened = None
        general = form.general or entry.general or (opened is not None and opened.kind == "generals")
        if opened is None and not member and (kind := _named_kind(self, entry, count)) is not None:
            # `2 Tigers (heavy platoon)`: a formation named after what it holds, its one member
            opened = _Open(number, form.text, form.indent, form.bullet, "formation", formation=kind)
            self.open, entry = opened, replace(entry, note="", linked=())
            _begin(self, opened)
            self.taken.append(TakenFormation(number, form.text, kind, by_members=True))
        if count is not None and form.bare == str(count) and _beyond(self, entry, count, number):
            # `Field Artillery (75)`, `Infantry (15)` in an army of six: a calibre or a strength
            # written unmarked after the name, kept as its note, never a count no one would mean.
            # Before the name (`10 Infantry`) a number is the count as written: too many is the
            # army's error to mend, never one unit read in its place in silence.
            entry, count = _stat_or_note(self, entry, count), None
        if count is not None and entry.known and _by_bases(form):
            count = units_of_bases(self.shared.index, entry.element, count) or count  # `6 infantry bases`
        if form.cost and form.stated and entry.known and (value := _number(form.stated)) is not None:
            self.line_costs.append(LineCost(number, value, entry.element, count or 1))
        for share, part in _shares(self, form, entry, count) or [(count, entry)]:
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
        self.last_said = (form.indent, self.added) if self.added is not None else None

    def _slipped_in_talk(self, form: Form, entry: Entry) -> bool:
        """Whether a sentence of talk naming a model in passing (`Right, after last week's hammering
        from Steve's Churchills I've had a rethink.`) holds its options only as words one slip from
        theirs (`Right` for light): a word of the talk, so no option names a unit there."""
        slipped = {self.names.option(entry.element, read) for _, read in entry.respelt}
        return talk(form.text) and set(entry.options) <= slipped

    def _all_known(self, members: str) -> bool:
        """Whether each part of a formation's members written on its line reads as a unit the
        catalog has (`3 T-34/85, 1 KV-1`): else the formation is no better read than the line."""
        read = (self._read(form_of(part, self.shared.vocabulary)) for part in parts(_joined(members)))
        return all(entry is not None and entry.known for entry in read)

    def _formations(self, form: Form, number: int, members: list[str]) -> None:
        """One formation of the type `form` groups its units in for each line of `members`, which
        it holds: the formations one line writes (`2 platoons of 4 Pz IVs`)."""
        for said in members:
            _heading(self, Form("heading", form.grouped, form.indent, bullet=form.bullet), number, colon=True)
            self._line(replace(form_of(said, self.shared.vocabulary), indent=form.indent + 1), number)
            _close(self)


_OF = frozenset(OF_WORDS)
_GROUP_WORDS = 3
"""The most words of a formation's name before `of` (`pelotones de`, `sections de chars de`)."""


def _dated_body(reading: Reading, form: Form, number: int) -> bool:
    """Whether an uncounted line above the list's units, a blank line under it, names a body by
    its number and then where and when it fought (`4e Hussards – Marne 1914`): the army's title,
    as `7th Armoured – Normandy 1944` is, not a unit of hussars."""
    lines = reading.shared.lines
    return (
        not reading.unit_lines
        and _plain(form)
        and not "".join(lines[number : number + 1]).strip()
        and any(ordinal(word) for word in split_groups(form.text)[0].split())
        and dated(lines[number - 1].rstrip())
    )


def _grouped_in_words(reading: Reading, form: Form) -> Form:
    """A count of formations in a player's language, their name then `of` (`2 pelotones de
    T-34-85`, `3 plutony z T-34`): the formation's words taken off the name, as `platoons` of
    `Two platoons of T-34s` is, so the count is never one of units."""
    if form.count is None or form.grouped:
        return form
    written = form.text.split()
    for cut in range(1, min(_GROUP_WORDS, len(written) - 1) + 1):
        if written[cut].casefold() in _OF and reading.names.formation(" ".join(written[:cut])) is not None:
            return replace(form, grouped=" ".join(written[:cut]), text=" ".join(written[cut + 1 :]))
    return form


_CALIBRE_WORD = on_first_use(r"\d{1,3}(?:[.,]\d)?(?:mm|cm|in|pdr|pr)|\d{1,2}-(?:inch|pounder)", re.IGNORECASE)
"""A gun's calibre in one word: `25mm`, `6pdr`, `3in`, `3-inch`, `17-pounder`."""
_CALIBRE_APART = on_first_use(r"(?<=\d)\s+(?=(?:mm|cm)\b)", re.IGNORECASE)
"""The space a calibre's figure and its unit are written apart by (`240 mm`, `7,7 cm`)."""
_BESIDE = on_first_use(r"\s+[·|•\-–—]\s+|\s*[\t;]\s*")
"""The dot, bar or spaced dash between the parts of a line of keys and values (`Regras: OHW ·
Jogador: Rodrigo`, `Lista WTJ 1916 - Jugador: Diego`), or a sheet's cell mark (`Liste WTJ
1916<TAB>Joueur : Sébastien Roux`)."""
_DASHED = on_first_use(r"\s[\-–—]\s")

_SIZE = on_first_use(r"\d{1,2}")
_SIZE_WORDS = frozenset(SIZE_WORDS)


def _sized(reading: Reading, form: Form) -> tuple[str, list[int]] | None:
    """The type and each formation's size where a count of formations gives in brackets as many
    sizes (`2 platoons of T-34-85 (one of 5 and one of 4)`, `2 pelotones de T-34-85 (5 y 4)`);
    None where the brackets hold another number of them or say more than sizes."""
    base, groups = split_groups(form.text)
    if len(groups) != 1 or reading.names.read(base) is None:
        return None
    sizes = [int(found) for found in _SIZE.findall(groups[0])]
    rest = _SIZE.sub(" ", groups[0])
    if len(sizes) != form.count or any(word not in _SIZE_WORDS for word in words(rest)):
        return None
    return base, sizes


def _settled(reading: Reading, entry: Entry, element: str) -> Entry:
    """An entry that could be several types, settled as `element`: named as that type's unit is
    (`Stokes mortar` as a light mortar is named Stokes)."""
    entry = replace(entry, element=element, choices=())
    if entry.named and entry.label:
        label, own = reading.names.own_name(entry.label, element)
        entry = replace(entry, label=label, options=tuple(dict.fromkeys((*entry.options, *own))))
    return entry


def _remarked(reading: Reading, form: Form, number: int) -> bool:
    """Whether a counted line names the game only inside its brackets (`2 tanks if allowed (yes I
    know, Russians in 1916...)`): a unit's line with a remark, not the line naming the game."""
    if form.kind != "entry" or form.count is None:
        return False
    line = plain_text(reading.shared.lines[number - 1])
    start = reading.shared.system_lines[number].start
    return line.rfind("(", 0, start) > line.rfind(")", 0, start)


_CALIBRE_ALONE = on_first_use(r"^\d{1,3}(?:[.,]\d)?\s?(?:mm|cm|pdr)$", re.IGNORECASE)
"""A calibre alone (`75mm`, `7.5 cm`): a gun's, never a limit's number as `36 AP` is."""


def _greets(reading: Reading, text: str) -> bool:
    """Whether a line is a greeting or a sign-off whose words read as a type only shortened or in
    part (`Hi guys`): a unit there is named by its type's own name (`Cheers` names none)."""
    return chatter(text) and reading.names.element(split_groups(text)[0]) is None


def _after_colon(reading: Reading, form: Form) -> tuple[Form, Entry] | None:
    """A line whose bare number follows its name and a colon (`Tigers: 2`), read without it where
    the name alone is one known type: a colon sets a count apart, never a model's mark, which a
    name with the number joined to it weighed (`Tiger 2`, the Tiger II)."""
    before = form.text.removesuffix(form.bare).rstrip() if form.bare else ""
    if not before.endswith(":"):
        return None
    named = replace(form, text=before[:-1].rstrip())
    entry = reading._read(named)
    return (named, entry) if entry is not None and entry.known and not entry.choices else None


MAX_LABEL_WORDS = 6
"""The most words before a colon read as a heading over the units after it."""


def _parted(reading: Reading, form: Form, number: int) -> bool:
    """A line left unknown whose words before a colon name no type and whose words after it name
    some (`Bataillon du 151e RI : 4 Fusiliers + 1 Mitrailleuse Hotchkiss`): read again, once, as
    a heading and its members, as `1st Bn: 4 Rifles + 1 MG` is; False where it is not so."""
    line = reading.shared.lines[number - 1]
    if number in reading.parted or ":" not in line:
        return False
    if not form.label:  # `Bataillon du 151e RI :` was read as a sentence's words, no unit's name
        form = replace(form_of(untagged(line), reading.shared.vocabulary), indent=form.indent)
    if form.kind != "entry" or not form.label or not typed_spans(reading.names, form.text):
        return False
    if len(form.label.split()) > MAX_LABEL_WORDS or typed_spans(reading.names, form.label):
        return False
    reading.parted.add(number)
    _heading(
        reading, Form("heading", form.label.strip(), form.indent, bullet=form.bullet), number, colon=True
    )
    reading._line(replace(form, label="", indent=form.indent + 1, bullet=False), number)
    _close(reading)
    return True
