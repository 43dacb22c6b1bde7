"""Tables and sheet rows: a Markdown or spreadsheet table's rows read as entries, its formation
column as formations, its key rows as the list's fields; a `Key: value` pair before a table.
Apart because a table's columns, not the line's words, say what each cell is.
"""

from dataclasses import replace
from typing import Any

from armybuilder.patterns import on_first_use
from armybuilder.textlist.army import _YES, _field, _option, _option_line, _value
from armybuilder.textlist.columns import Columns, cell_options, stands_for, stat_cell
from armybuilder.textlist.entries import (
    _QUOTES,
    POSTS,
    _nickname,
    linked,
    read_entry,
    split_groups,
    stated_stat,
    units_of_bases,
    with_stat,
)
from armybuilder.textlist.entry_line import _commands
from armybuilder.textlist.formations import has_place
from armybuilder.textlist.grammar import BODY_WORDS, HEADQUARTERS, HQ_WORDS, MAX_COUNT_DIGITS, Form, form_of
from armybuilder.textlist.headings import _headed_only, _heading, _opened_as, _type
from armybuilder.textlist.members import _close
from armybuilder.textlist.names import key, shortens_all, words
from armybuilder.textlist.organised import UNIT_WORDS
from armybuilder.textlist.prose import counts_alone, options_said
from armybuilder.textlist.reading import Gave, Reading, Stated
from armybuilder.textlist.tables import (
    DELIMITERS,
    Row,
    Table,
    _split,
    counts_row,
    key_of_row,
    set_apart,
    sheet_row,
    states_total,
)
from armybuilder.textlist.written import _number

_KEYED = on_first_use(r"^[^\W\d_][^:]{0,30}:\s*\S")
"""A sheet's cell holding a key and its value, `Side: Axis`."""


def _unit_row(reading: Reading, filled: list[str]) -> bool:
    """Whether a row of two cells names a unit and its count (`Tank<TAB>2`), not a key and its
    value: a key of the army's fields that is a unit's word too (Italian `Armata`, the army, is a
    Polish gun) keys the row where its value is no count (`Armata<TAB>Brigata Alpi`)."""
    if not reading.names.knows(filled[0]):
        return False
    return key_of_row(filled[0]) == filled[0] or filled[1].isdigit()


def _pair(reading: Reading, raw: str, number: int) -> bool:
    """A spreadsheet's row of a key and its value above its table (`Year<TAB>1944`, `Side,Axis`,
    `Joueur;Pierre`): the field or roster option it names, else a line not read; never an entry,
    unless its key names a unit (`Tank<TAB>2`)."""
    delimiter = next((d for d in DELIMITERS if d in raw), "")
    cells = [cell.strip() for cell in _split(raw, delimiter)] if delimiter else []  # `Army,"1st Bn, Regt"`
    filled = [cell for cell in cells if cell]
    if delimiter and not filled:
        return True  # a row of empty cells: the sheet's blank line
    if len(filled) != 2 or cells[0] != filled[0] or _unit_row(reading, filled):
        return False
    said = f"{key_of_row(filled[0])}: {filled[1]}"
    form = form_of(said, reading.shared.vocabulary)
    if form.kind == "field":
        _field(reading, form, number)
    elif not _option_line(reading, said, number):
        reading._note(number, said)
    return True


def _sheet_row(reading: Reading, raw: str, number: int) -> bool:
    """A spreadsheet's row with no header (`Rifles,4`, `Tank;2;8`) naming a unit: read as the
    table's row `Unit, Qty, Cost, Notes` would be, not as a name whose number is lost."""
    cells = sheet_row(raw)
    if cells is None or not reading.names.knows(cells[0]):
        return False
    written = reading.shared.forms[number - 1]  # its place: indented or bulleted under a heading
    form = replace(form_of(cells[0], reading.shared.vocabulary), indent=written.indent, bullet=written.bullet)
    notes = [note for note in (form.note, *cells[3:]) if note]
    stated = cells[2] if len(cells) > 2 else ""
    reading._line(
        replace(form, count=int(cells[1]), loose=False, note=", ".join(notes), stated=stated), number
    )
    return True


def _table(reading: Reading, table: Table) -> None:
    """Each row of a table a unit: the columns' headings say what each cell is. A table straight
    under a formation's heading, with no formation column of its own, is its members."""
    columns = Columns.of(
        table, reading.names, frozenset(key(w) for w in reading.shared.vocabulary.general_words)
    )
    opened = reading.open
    under = (
        opened is not None and opened.kind == "formation" and not opened.members and columns.formation is None
    )
    if not under and opened is not None and opened.kind == "formation" and columns.formation is not None:
        _headed_only(reading, opened)  # `## Regiments` over rows whose column names their regiments
    if not under:
        _close(reading)
    rows = {row.number for row in table.rows}
    reading.gave += [Gave(number, "table") for number in sorted(table.lines - rows)]
    columns = _list_fields(reading, table, columns)
    group: str | None = "" if under else None
    above: tuple[int, str] | None = None  # the row just read as a unit, and its type's cell
    merged = (
        table.roles[:1] == (None,)
        and columns.unit != 0
        and bool(table.rows and table.rows[0].cells and reading.names.any_option(table.rows[0].cells[0]))
    )  # a first column of options (`Qualität` over `Elite`), weighed once a table
    leading = ""  # the first column's option, its cell merged over the rows under it
    for at, row in enumerate(table.rows):
        if merged and row.cells and (row.cells[0] or not any(row.cells)):
            leading = row.cells[0] if reading.names.any_option(row.cells[0]) else ""
        elif merged and leading:
            row = replace(row, cells=(leading, *row.cells[1:]))  # `;Panzer (schwer);1;Tiger` under `Elite`
        cells = row.cells

        def cell(column: int | None, cells: tuple[str, ...] = cells) -> str:
            return cells[column] if column is not None and column < len(cells) else ""

        written = cell(columns.unit)
        if not written and above is not None and _merged(reading, row, columns, above[0]):
            written = above[1]  # `Infantry` over two rows, a merged cell the sheet gives the first alone
        above = None
        value = _number(cell(columns.cost) or cell(columns.each) or "")
        # a figure alone in the type's cell beside the total's word (`Summa;6` under `Antal;Typ`) sums the rows
        summed = written if written and not written.isdecimal() else ""
        if states_total((summed,) if summed else cells) and (written or value is not None):
            if value is not None:  # the total's row, its words in the unit's cell or another
                reading.stated = Stated(row.number, value)
                reading.gave.append(Gave(row.number, "total"))
            elif written != summed:
                reading.gave.append(Gave(row.number, "count"))  # how many units the rows hold
            continue
        if _key_row(reading, row):  # `Armee;Kampfgruppe Nord;;` under the units, its type's cell empty
            continue
        if counts_row(cells):
            reading.gave.append(Gave(row.number, "count"))  # `Units,6` under the rows: how many
            continue
        if _size_remarked(reading, row):
            continue
        if not written:
            if any(cells) and not (
                at == 0 and _title_row(reading, row, columns, table.rows[1] if len(table.rows) > 1 else None)
            ):
                reading._note(row.number, " | ".join(c for c in cells if c))
            continue
        if columns.sections(row):  # `**General**` or `**Support**` alone, over the rows it heads
            _close(reading)
            group = ""
            if columns.leads(row):
                _heading(reading, Form("heading", written), row.number, colon=True)
            else:
                reading.gave.append(Gave(row.number, "heading"))
            continue
        noted = columns.noted(row)
        proxy = stands_for(noted)
        if proxy and not reading.names.knows(written) and reading.names.knows(proxy):
            written, noted = proxy, f"{written}; {noted}"  # `Infantry gun` that `counts as mortar`
        within = columns.within(row)
        if within and (
            set_apart(noted) or (set_apart(within) and _type(reading, within, "").formation is None)
        ):
            noted = "; ".join(n for n in (within, noted) if n)  # `HQ,T-34,1,acts independently`
            within = ""
        if within != group and _opened_as(reading, within):
            group = within  # `;Infanterie-Bataillon;11;` over rows marked `Bataillon`: its members
        if within != group:
            _close(reading)
            group = within
            if within:
                heading = form_of(within, reading.shared.vocabulary)
                typed = columns.kind(row) or columns.typed(within, reading.names) or heading.note
                _heading(
                    reading,
                    replace(heading, kind="heading", text=within, note=typed, indent=0, bullet=False),
                    row.number,
                    colon=True,
                )
                if reading.open is not None:
                    reading.open.listed = True
        indent = 1 if group or under else row.indent  # a form's members indented under their formation
        form = replace(form_of(written, reading.shared.vocabulary), indent=indent, bullet=False)
        if row.number in columns.spanned and _no_place(reading, form.text):
            _close(reading)  # a merged cell's formation ends at a row its type has no place in
        count = _number(cell(columns.count))
        if count is not None and count == int(count):
            form = replace(form, count=int(count), loose=False)
            if form.bare and cell(columns.cost):
                # `Artillerie de campagne (75)` beside its count and cost cells: the bracket's
                # number is neither (a calibre), kept as the unit's note, never a count of 75
                form = replace(form, bare="", note=", ".join(n for n in (form.bare, form.note) if n))
        said = read_entry(reading.names, form.text, noted) if words(noted) else None
        # A notes' cell naming no link is read as a cell (`cell_options`), its words kept as
        # written (`7,5cm Pak 40`), not taken apart at its commas as words after a dash are.
        whole = [("", noted)] if said is not None and not said.linked else []
        if words(noted) and not whole:
            form = replace(form, note=", ".join(n for n in (form.note, noted) if n))
        others = columns.said(row)
        before = columns.said_before_note(row)
        extra = [*others[:before], *whole, *others[before:]]
        form = replace(
            form,
            general=form.general or cell(columns.general).casefold() in _YES or columns.leads(row),
            stated=cell(columns.cost),
        )
        _row(
            reading,
            form,
            row.number,
            extra,
            columns.label(row),
            [(kind, cell(c)) for kind, c in columns.links],
        )
        if reading.added is not None:
            above = (row.number, written)
        if reading.added is not None and cell(columns.ref):
            reading.added["id"] = cell(columns.ref)
        if columns.counts_bases() and reading.added is not None:
            _in_units(reading, reading.added)
        for option, column in columns.roster:
            if cell(column):
                reading.options.setdefault(option.id, _value(option, cell(column)))
    _close(reading)


def _merged(reading: Reading, row: Row, columns: Columns, above: int) -> bool:
    """Whether a row whose type's cell is empty, straight under a unit's row, is one more unit of
    its type, the cell merged over both (`Infantry;2;;one dug in` over `;1;Kelly's lot;mounted`,
    `2. pluton;;4;` under `1. pluton;T-34-85;5;`): it counts its own and names it, remarks on it or
    gives its own formation, and says no total."""
    label, note = _cell(row, columns.name), columns.noted(row)
    return (
        row.number == above + 1
        and _number(_cell(row, columns.count)) is not None
        and bool(label or note or _cell(row, columns.formation))
        and not states_total(row.cells)
        and not reading.names.knows(label)
    )


def _no_place(reading: Reading, written: str) -> bool:
    """Whether the open formation's type has no place for the type a row's words settle."""
    opened, found = reading.open, reading.names.read(written)
    element = found.settled if found is not None else None
    if opened is None or opened.kind != "formation" or not opened.formation or element is None:
        return False
    return not has_place(reading.shared.index, opened.formation, element)


def _list_fields(reading: Reading, table: Table, columns: Columns) -> Columns:
    """The columns headed by a field of the list (`Player`, `Army`, `Spieler`) that hold the same
    value on every row: that field, as a `Player:` line above the table says it, not each unit's
    note; the columns less them. Only the units' rows count: a total's row leaves them empty."""
    fields = []
    unit = columns.unit
    units = [
        row.cells for row in table.rows if unit is not None and unit < len(row.cells) and row.cells[unit]
    ]
    for column in columns.others:
        held = {cells[column] if column < len(cells) else "" for cells in units}
        value = held.pop() if len(held) == 1 else ""
        said = form_of(f"{key_of_row(table.header[column])}: {value}", reading.shared.vocabulary)
        if value and said.kind == "field" and said.field in ("player", "name"):
            _field(reading, said, table.rows[0].number)
            fields.append(column)
    return replace(columns, others=tuple(c for c in columns.others if c not in fields))


def _in_units(reading: Reading, entry: dict[str, Any]) -> None:
    """A row's count of bases as the units they make, where the catalog makes a unit of several
    (a One Hour unit's `Bases: 3` is one unit); as written where they make no whole units."""
    units = units_of_bases(reading.shared.index, entry["element"], entry.get("count", 1))
    if units is not None:
        entry.pop("count", None)
        if units > 1:
            entry["count"] = units


def _cell(row: Row, at: int | None) -> str:
    return row.cells[at] if at is not None and at < len(row.cells) else ""


def _size_remarked(reading: Reading, row: Row) -> bool:
    """`Units,7,(scenario 12 gives the attacker 7)`: a count of the list's units and a remark after
    it, the army's size where the remark says the game sets it (`scenario`, `as agreed`), as the
    same words on a line do; the count alone sets none. False where the row is not so."""
    filled = [cell for cell in row.cells if cell]
    if len(filled) != 3 or not counts_row(tuple(filled[:2])) or filled[2][:1].isdigit():
        return False
    number, word = sorted(filled[:2], key=lambda cell: not cell.isdecimal())
    options = list(reading.shared.catalog.options)
    said = options_said(f"{number} {word} ({filled[2].strip('() ')})", options, game=False)
    for option, value in said.items():
        reading.options.setdefault(option, value)
    reading.gave.append(Gave(row.number, "options", tuple(said)) if said else Gave(row.number, "count"))
    return True


def _title_row(reading: Reading, row: Row, columns: Columns, after: Row | None) -> bool:
    """A sheet's first row naming no type, its name cell and the army's size in its others
    (`Brigade Nord;;;6 enheter`): the army's name and size, as `Brigade Nord (6 units)` over a
    list gives them; read so where no line named the army. Its name cell alone is the army's name
    where the row `after` it names its own unit (`"Brigata Alpi, 51° fanteria";;;` over `51°
    fanteria;comando;1`), not where it may head rows with none."""
    at = columns.name if columns.name is not None else columns.formation
    name = columns.label(row) if columns.name is not None else _cell(row, columns.formation)
    rest = [cell for n, cell in enumerate(row.cells) if cell and n != at]
    options = list(reading.shared.catalog.options)
    if reading.name or not name or reading.names.knows(name):
        return False
    if not rest and (after is None or _cell(after, at) in ("", name) or options_said(name, options)):
        return (
            False  # `1st Regt;;` over `;HQ;1` may head the rows after it; `Axe - 1943 - Koursk` gives options
        )
    if not all(counts_alone(cell, options) for cell in rest):
        return False
    for cell in rest:
        for option, value in options_said(cell, options).items():
            reading.options.setdefault(option, value)
    reading.name = name
    reading.gave += [Gave(row.number, "name"), Gave(row.number, "options")]
    return True


def _key_row(reading: Reading, row: Row) -> bool:
    """A sheet's key row among or under its rows (`Player;Jan`, `Armee;1st Rifles`): the field
    or roster option its key names, as above the table; not a unit of that name. Cells that hold
    their key and value both (`Joueur : Antoine;;;`) are read so, one alone too."""
    filled = [cell for cell in row.cells if cell]
    if filled and (len(filled) >= 2 or row.cells[0]) and all(_KEYED.match(cell) for cell in filled):
        return _keyed_cells(reading, filled, row.number)  # `Rules: Pagano armour;Side: Axis;Year: 1944`
    if len(filled) != 2 or row.cells[0] != filled[0] or _unit_row(reading, filled):
        return False
    said = f"{key_of_row(filled[0])}: {filled[1]}"
    form = form_of(said, reading.shared.vocabulary)
    if form.kind == "field" and form.field != "total":
        _field(reading, form, row.number)
        return True
    return _option_line(reading, said, row.number)


def _keyed_cells(reading: Reading, cells: list[str], number: int) -> bool:
    """A row of cells each a key and its value: the fields and roster options they name, where
    one names any, the others kept as notes but the system's; not a unit."""
    cells = [f"{key_of_row(cell.partition(':')[0])}: {cell.partition(':')[2].strip()}" for cell in cells]
    forms = [form_of(cell, reading.shared.vocabulary) for cell in cells]  # `Spieler: Ralf` as `Player: Ralf`
    fields = [form.kind == "field" and form.field not in ("total", "system") for form in forms]
    if not any(fields) and all(_option(reading, cell.rstrip(". "))[1] is None for cell in cells):
        return False
    for cell, form, named in zip(cells, forms, fields, strict=True):
        if named:
            _field(reading, form, number)
        elif not _option_line(reading, cell, number) and number not in reading.shared.system_lines:
            reading._note(number, cell)
    return True


def _row(
    reading, form: Form, number: int, extra: list[tuple[str, str]], label: str, links: list[tuple[str, str]]
) -> None:
    """A table's row as the line it would be, its other cells' options and links added: a
    cell names options as `cell_options` reads them, or is a note."""
    reading.added = None
    reading._line(_settled_by_cells(reading, form, extra), number)
    entry = reading.added
    if entry is None:
        return
    element = entry["element"]
    options = list(entry.get("options", []))
    numbers, stats = [], []
    for heading, value in extra:
        named, value = cell_options(reading.names, element, heading, value)
        if not named and stat_cell(reading.shared.index, element, heading, value) is not None:
            stats.append(value)  # `Strength` over `10`: the militia whose strength it is
            continue
        if not named and value.isdigit():
            numbers.append(value)
            continue
        options += [option for option in named if option not in options]
        if value:
            entry["note"] = "; ".join(n for n in (entry.get("note"), value) if n)
    for value in stats:  # once every cell's options are in: the class named stands over a sum giving another
        options = list(with_stat(reading.shared.index, element, tuple(options), int(value)) or options)
    for value in numbers:
        if not _restated(reading, element, options, value):
            entry["note"] = "; ".join(n for n in (entry.get("note"), value) if n)
    if label.endswith((")", "]")):  # `751º Batalhão de Tanques (EUA)`: as on a line, its note
        label, groups = split_groups(label)
        for group in groups:
            if (option := reading.names.option(element, group)) is not None:
                options += [option] if option not in options else []
            else:
                entry["note"] = "; ".join(n for n in (entry.get("note"), group) if n)
    if options:
        entry["options"] = options
    label = _without_type(reading, label, element)
    if (
        label  # the name column's, over a model's the type's cell gives (`Mephisto` beside `A7V`)
        and reading.names.restates(label, element, category=True, typed=form.text) is None
        and not reading.names.platoon_of(label, form.text)
        and not _type_word(reading, label, element, form.text)
        # `Dowódca` on the general's row, or `HQ`, the post he holds; not the name column's
        # headquarters written out (`Cuartel general`, `Dowództwo`), which the corpus keeps as its name
        and not (
            entry.get("general")
            and (_commands(reading, label) or key(label) in POSTS)
            and not _quarters(label)
        )
        and not ("name" in entry and _type_only(reading, label, element))
    ):
        entry["name"] = label  # not `Sección de morteros` over `Morteros`, nor `Pakzug` over `Pak`
    for kind, target in links:
        if any(c.isalnum() for c in target):  # a dash under `Towed by` says nothing
            # `carried by the lorry` under `Transport`: the cell's own words say the link
            said = target if linked(reading.names, target) is not None else f"{kind} {target}"
            reading.linked.append((entry, said))


def _quarters(label: str) -> bool:
    """Whether a name cell is a headquarters' word written out (`Cuartel general`), not `HQ`."""
    return key(label) in _HEADQUARTERS


_HEADQUARTERS = frozenset(key(word) for word in HEADQUARTERS if word not in HQ_WORDS)


def _without_type(reading: Reading, label: str, element: str) -> str:
    """A name's cell without its type's own name after the name (`Holt tractor` of a Tractor is
    named Holt, as `Vickers MG` is Vickers); a word of the type's that is not its name stays (`A Bty
    teams` of horse teams). A quoted name after the type's own is the unit's (`A7V "Mephisto"`), and
    a calibre's the one before the type's words (`6-inch howitzer` is named 6-inch)."""
    names = reading.names
    if label[-1:] in _QUOTES:
        base, groups = split_groups(label, quoted=True)
        if (
            len(groups) == 1
            and names.restates(base, element) is not None
            and _nickname(names, groups[0], element)
        ):
            return groups[0]
    if label[:1].isdigit() and (calibre := names.calibre_typed(label, element)) is not None:
        return calibre  # `6-inch howitzer`: the type's words after a calibre are no part of its name
    *said, last = label.split() or [""]
    if said and names.restates(last, element) is not None and names.restates(" ".join(said), element) is None:
        return " ".join(said)
    return label


def _type_word(reading: Reading, label: str, element: str, typed: str) -> bool:
    """Whether a name's cell holds only the words the catalog reads as its row's type, where the
    type's cell too is in the player's words and the same word (`миномёты` beside `миномётный взвод`,
    `dělostřelecký pluk` beside `dělostřelectvo`): the type again, no name. Beside the rules' own name of the
    type (`Czołgi` beside `Tank`) it is the player's label, unless only its words again, shortened
    maybe (`Heavy arty`, `A/Tk` beside `Anti-tank gun`) and with a unit word (`A/Tk Pl`); a model's
    name (`Sherman`) is one."""
    said = reading.names.read(label)
    if said is None or not said.exact or said.named or said.ids != (element,):
        if (bare := _unit_word_off(label)) == label:
            return False
        said, label = reading.names.read(bare), bare  # `A/Tk Pl`: the type's words and a platoon
        if said is None or not said.exact or said.named or said.ids != (element,):
            return False
    if reading.names.restates(typed, element) is None:
        return _one_word(label, typed)
    # `Heavy arty` beside `Heavy Artillery`, `ATG`'s words spelt out, `A/Tk` shortened by a slash
    return (
        shortens_all(label, typed)
        or _spells_out(label, typed)
        or _slashed(label, typed)
        or _type_and_body(label, typed)
    )


def _type_and_body(label: str, typed: str) -> bool:
    """Whether a name's cell is only its type's cell's word and a word for a body of an army
    (`Tankový prapor`, a tank battalion, beside the type's own word): a unit is such a body, so that is the type
    again with a unit word, as `A/Tk Pl` is, no name. The type's word alone in another language
    (`Czołgi` beside `Tank`) stays the player's label."""
    said = words(label)
    rest = [word for word in said if word not in _BODIES]
    stems = [word[:_STEM] for word in words(typed) if len(word) >= _STEM_LEAST]
    return 0 < len(rest) < len(said) and all(any(word.startswith(stem) for stem in stems) for word in rest)


_BODIES = frozenset(word for body in BODY_WORDS for word in words(body))
_STEM_LEAST = 4
"""Fewest letters of a type's word whose other forms are told by it (`Tankový` by its first four)."""


def _unit_word_off(label: str) -> str:
    """A name's cell without the unit word ending it (`A/Tk Pl`, `Mor Sect`)."""
    said = label.split()
    return " ".join(said[:-1]) if len(said) > 1 and key(said[-1]) in UNIT_WORDS else label


def _slashed(label: str, typed: str) -> bool:
    """Whether a name's cell writes its type's first words by their first letters or short forms,
    parted by a slash, as British lists shorten them (`A/Tk`, `A/T` beside `Anti-tank gun`)."""
    if "/" not in label:
        return False
    parts, spelt = words(label), words(typed)
    return 1 < len(parts) <= len(spelt) and all(
        word.startswith(part) or shortens_all(part, word) for part, word in zip(parts, spelt, strict=False)
    )


_INITIALS = on_first_use(r"[A-Z]{2,4}")
"""A type written by its initials alone: `ATG`, `FOO`, `MG`."""
_LETTERS = on_first_use(r"[^\W\d_]+")
"""A word's run of letters: `Heavy` and `arty` of `Heavy-arty`."""


def _spells_out(label: str, typed: str) -> bool:
    """Whether a name's cell writes the first words of a type its type's cell gives by their
    initials (`Anti-tank` beside `ATG`, the Anti-Tank Gun): its words again."""
    if not _INITIALS.fullmatch(typed.strip()):
        return False
    initials = "".join(word[0] for word in _LETTERS.findall(label)).upper()
    return len(initials) >= 2 and typed.strip().startswith(initials)


def _type_only(reading: Reading, label: str, element: str) -> bool:
    """Whether a name's cell holds only the player's words for its row's type (`Panzerzug`, a tank
    platoon), shortened maybe (`Mor Pl`, `A/Tk Pl`): beside a model or calibre the type's cell names
    (`Pz IV`, `3in mortar`), that is the unit's name."""
    said = reading.names.read(label)
    return said is not None and not said.near and not said.named and said.ids == (element,)


_STEM = 5
"""The letters two forms of one word share at their start (`миномёты`, `миномётный взвод`)."""


def _one_word(label: str, typed: str) -> bool:
    """Whether a name's cell writes a word of its type's cell again, in another form: a different
    word for the type (`Panzergrenadierer` beside `Infanteri`) is the player's name for the unit."""
    stems = {word[:_STEM] for word in words(typed)}
    return any(word[:_STEM] in stems for word in words(label))


def _restated(reading: Reading, element: str, options: list[str], number: str) -> bool:
    """Whether a number in a column of another name (`Stärke`, `Str.`) is a key stat of its row's
    unit as the options it is read with set it (`Elite` beside `20`, where elite is 20): the
    player restating the rules, no note. Only options its row names make it so: a stat the unit
    has without any (a range of 2) may be any number the player meant."""
    said = (
        stated_stat(reading.shared.index, element, int(number)) if len(number) <= MAX_COUNT_DIGITS else None
    )
    return bool(said) and set(said or ()) <= set(options)


def _settles(reading: Reading, form: Form) -> bool:
    """Whether a row's words read as one known type, no choice left to ask."""
    entry = reading._read(form)
    return entry is not None and entry.known and not entry.choices


def _settled_by_cells(reading: Reading, form: Form, extra: list[tuple[str, str]]) -> Form:
    """A row whose name may be several types, written as the one its other cells name most
    options of (`Feldkanone` with `Klasse 4`: the small gun, the one of class 4); a type's word the
    catalog takes only with its class, with the class its cell gives (`Carros` | `medio` as `Carros
    medio`); as it is else."""
    entry = reading._read(form) if form.kind == "entry" else None
    if entry is None and form.kind == "entry" and not reading.names.knows(form.text):
        read = {said for _, value in extra if value and reading.names.knows(said := f"{form.text} {value}")}
        if not read:  # `18pdr` with `5` under `Class`: read as `18pdr (Class 5)` is, the class its type's
            # `15cm sFH 13` with `Klasse 8` under `Klasse`: the cell names the class whole
            read = {
                said
                for heading, value in extra
                if value
                for option in (f"{heading} {value}", value)
                if reading.names.any_option(option)
                and _settles(reading, replace(form, text=(said := f"{form.text} ({option})")))
            }
        return replace(form, text=read.pop()) if len(read) == 1 else form
    if entry is None or not entry.choices:
        return form
    named = {
        choice: sum(
            len(cell_options(reading.names, choice, heading, value)[0]) for heading, value in extra if value
        )
        for choice in entry.choices
    }
    most = max(named.values())
    best = [choice for choice, count in named.items() if count == most]
    element = reading.shared.index.elements.get(best[0])
    if most == 0 or len(best) > 1 or element is None:
        return form
    # `cannone da 75/27` with `5` under `Classe`: read as `cannone da 75/27 Class 5` is, its name kept
    chosen = reading.shared.index.element_options.get(element.id, {})
    stated = [
        chosen[option][1].name
        for heading, value in extra
        if value
        for option in cell_options(reading.names, element.id, heading, value)[0]
        if option in chosen
    ]
    optioned = replace(form, text=" ".join([form.text, *stated]))
    settled = reading._read(optioned) if stated else None
    if settled is not None and settled.element == element.id and not settled.choices:
        return optioned
    return replace(form, text=element.name)
