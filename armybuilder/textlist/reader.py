"""A list written as text, read into a roster as a careful judge reads it: the Markdown `show`
writes, and the forms players post (`2 x Tank`, `Tank x2`, `Two tanks (8 pts)`, headings and
bullets for formations, `★` or `General:` for the general, tables, e-mail replies).

Pure: no files, no printing. Names are matched against the catalogs given; nothing is dropped. A
name no catalog knows becomes an unknown entry, which the engine reports with its suggestions; a
line that is no list entry is returned with its number; a line the catalog leaves open (`Guns`,
which may be anti-tank guns or artillery) is asked about, never guessed. Quoted lines (`> `) are
never read with the others: the list is the unquoted lines' where they hold one.
"""

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from armybuilder.engine.index import index_of
from armybuilder.engine.where import Where
from armybuilder.engine.words import players_army
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import Catalog, Outline
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.chat import posted
from armybuilder.textlist.choosing import Choice, Written, by_options, cost_unit, likeliest
from armybuilder.textlist.entries import Words, parts
from armybuilder.textlist.grammar import (
    GENERAL_WORDS,
    MAX_COUNT_DIGITS,
    MAX_LINE,
    MONTH_WORDS,
    OUTLINE_INDENT,
    Form,
    Vocabulary,
    form_of,
    forum_nested,
    forum_quoted,
    general_words,
    plain_text,
    quoted,
    untagged,
)
from armybuilder.textlist.names import Names, SystemNamed, Systems, key, words
from armybuilder.textlist.ordinals import as_ordinal, dash_numbered, ordinal_lines, unheaded_outline
from armybuilder.textlist.prose import talk
from armybuilder.textlist.reading import (
    Asked,
    Gave,
    Guessed,
    LineCost,
    Outside,
    Respelt,
    Stated,
    TakenFormation,
    TextLine,
    _Shared,
    entries_of,
)
from armybuilder.textlist.remarks import doubted as remarked
from armybuilder.textlist.remarks import offered
from armybuilder.textlist.tables import Role, Row, Table, find_tables
from armybuilder.textlist.walk import Walk
from armybuilder.textlist.written import _joined

MAX_NOTED = 100
"""Lines that are no list entry, each returned; past these, only how many more there are."""


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
    weighed: tuple[str, ...] = ()
    """Where another catalog knew as many of the names: what else the list writes chose this one."""
    could_be: tuple[Catalog, ...] = ()
    """Where no catalog was chosen: those that know as many of the names, for the player to pick."""
    others: tuple[Catalog, ...] = ()
    """Where the names chose the catalog: the others that know some of them, for the player to pick."""
    tallies: tuple[Stated, ...] = ()
    """The list's own counts of units of one type (`Total 6 trucks`), to compare with the lines'."""
    line_costs: tuple[LineCost, ...] = ()
    """The costs lines give their units, to compare with the rules' (a calibre so written shows)."""
    others_said: int = 0
    """Lines of other writers' messages in a chat (or a post's comments) not read, as `writer`'s
    own messages hold the list."""
    writer: str = ""
    """Who wrote the chat's messages or the post that hold the list, as the program showed them."""
    respelt: tuple[Respelt, ...] = ()
    """Lines read with words of them as the catalog's words one slip of the hand from them."""
    guessed: tuple[Guessed, ...] = ()
    """Lines read by the one word of them naming a type, their other words unknown to the reader."""


def read_text_list(
    text: str,
    catalogs: Sequence[Catalog | Outline],
    system: str | None = None,
    name: str = "",
    sender: str = "",
    subject: str = "",
) -> TextList:
    """The roster `text` writes out. `system` picks one of `catalogs`; without it, a line naming
    a catalog decides, else the catalog that knows most of the names (an outline is built whole
    only where it is chosen, or where its names are weighed). `name` is the army's name
    when no line gives one, nor a player ("Chris Hughes's army"). `sender` is the display name of
    whoever sent the text by e-mail: a signature names the player only where it is that name, as
    a player is known by their address (`Cheers, Ben` from Ben Ortiz leaves him Ben Ortiz).
    `subject` is the subject of the message it came in: where no line names a system, one it
    names decides (`Re: OHW beta - Arnhem`), before the names are weighed."""
    candidates = [c for c in catalogs if system is None or c.id == system]
    vocabulary = Vocabulary(
        tuple(word for c in candidates for cost in c.costs for word in (cost.id, cost.name, *cost.aliases)),
        tuple(word for c in candidates if c.general is not None for word in general_words(c.general.title)),
    )
    post = posted(text.splitlines())
    lines, sender, subject = forum_nested(post.lines), sender or post.writer, subject or post.place
    forms = _forms(lines, vocabulary)
    in_quotes = forum_quoted(lines)
    own = [n for n, line in enumerate(lines, 1) if not (quoted(line) or n in in_quotes)]
    others = [n for n, line in enumerate(lines, 1) if quoted(line) or n in in_quotes]
    systems = Systems(candidates)
    said_in = {line: _named(systems, plain_text(line)) for line in set(lines)}  # a repeated line once
    mentions = {n: said for n in (*own, *others) if (said := said_in[lines[n - 1]])}
    picked: Catalog | Outline | None = next(iter(candidates), None) if system is not None else None
    if picked is None:
        for numbers in (own, others):
            found = [mentions[n] for n in numbers if n in mentions]
            if found:
                picked = max(found, key=lambda mention: mention.strength).catalog
                break
    if picked is None and (titled := systems.named(plain_text(subject[:MAX_LINE]))) is not None:
        picked = titled.catalog
    named = picked is not None
    chosen = _whole(picked) if picked is not None else None
    choice = Choice(chosen)
    if (
        chosen is not None
        and system is None
        and (variant := _variant_by_options(mentions, own, lines, forms, vocabulary, chosen, candidates))
    ):
        # `OHW WW2-hexkampanjen` over `Infanteri (elit)`: the family's short name, its variant's options
        choice, chosen, named = variant, variant.catalog, False
    if chosen is None:  # no line names the system: weigh what the list writes
        chatter = (*(plain_text(line) for line in set(lines)), plain_text(subject[:MAX_LINE]))
        wholes = [_whole(c) for c in candidates]
        for numbers in (own, others):  # the quoted lines, as they are read, only where the others say nothing
            weighed = likeliest(_written(numbers, lines, forms, vocabulary, chatter), wholes)
            choice = weighed if weighed.catalog or not choice.could_be else choice
            chosen = choice.catalog
            if chosen is not None:
                break
    if chosen is None:
        return TextList(
            None, False, {}, unread=sum(f.kind == "entry" for f in forms), could_be=choice.could_be
        )
    if chosen.general is None and vocabulary.general_words:
        # Another catalog's words for its general (`Cmdr:`) mark none in a game without one.
        vocabulary = replace(vocabulary, general_words=())
        forms = [
            form_of(_led(untagged(line), vocabulary), vocabulary) if form.general else form
            for line, form in zip(lines, forms, strict=True)
        ]
    # Every line naming the chosen game by any of its names is the game's line, the subject's
    # `OHW WW2 beta` and the title's `(OHW beta, 6 units)` alike.
    system_lines = {
        n: m for n, m in mentions.items() if m.catalog.id in (chosen.id, *(c.id for c in choice.others))
    }
    if not chosen.costs:
        forms = [_counted_in_column(form, line) for form, line in zip(forms, lines, strict=True)]
    spoken = Words(
        frozenset(key(word) for word in (*GENERAL_WORDS, *vocabulary.general_words)),
        frozenset(key(word) for word in vocabulary.cost_words),
    )
    shared = _Shared(
        chosen, Names.of(chosen), index_of(chosen), lines, forms, system_lines, vocabulary, spoken, sender
    )
    shared.unit_names = _unit_names([chosen, *(c for c in catalogs if isinstance(c, Catalog))])
    shared.answers = frozenset(n + 1 for n in post.answers)
    shared.chatted = bool(post.writer)
    shared.ours = any(form.field == "fingerprint" for form in forms)
    reading = Walk(shared).read(own)
    if doubted := remarked(reading):  # `Per i 47/32 non so se ...`: those lines asked, read again
        shared.doubted = doubted
        reading = Walk(shared).read(own)
    if asking := offered(reading):  # `not sure if they count as tanks or AT guns?`: the remark asked
        reading.asked = sorted([*reading.asked, *asking], key=lambda asked: asked.number)
        reading.notes = [note for note in reading.notes if note.number not in {a.number for a in asking}]
    skipped = len(others)
    if not reading.units and not reading.asked and others:
        unquoted_notes = reading.notes
        reading = Walk(shared).read(others)
        reading.notes = sorted([*unquoted_notes, *reading.notes], key=lambda line: line.number)
        skipped = 0
    said_by_others = min(skipped, len(post.others))  # a chat's other writers: their words, not quoted ones
    # A chat's or a post's writer, as a mail's sender, names the army where no line does, not a player.
    owner = reading.player or post.writer
    army = reading.name or (players_army(owner, MAX_NAME) if owner else name)
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
        skipped - said_by_others,
        tuple(reading.asked),
        tuple(reading.outside),
        reading.stated,
        (*(Gave(n, "system") for n in system_lines), *reading.gave),
        choice.weighed,
        others=choice.others,
        tallies=tuple(reading.tallies),
        line_costs=_alone_on_their_lines(reading.line_costs, reading.places.values()),
        others_said=said_by_others,
        writer=post.writer,
        respelt=tuple(reading.respelt),
        guessed=tuple(reading.guessed),
    )


def _variant_by_options(
    mentions: dict[int, SystemNamed],
    own: list[int],
    lines: list[str],
    forms: list[Form],
    vocabulary: Vocabulary,
    chosen: Catalog,
    candidates: Sequence[Catalog | Outline],
) -> Choice | None:
    """The variant of a game the list is for where its lines name the game only by its id's words
    (`OHW WW2`), which a name of the variant holds with a word of its own (`OHW WW2 hex`): the one
    that takes the options the list writes, where the named game takes none of them (`Infanteri
    (elit)`, `Stridsvagn, lätt`: quality and class are the hexed draft's). None where the list
    writes none, as a judge reads the short name as the game it is."""
    family = words(chosen.id)
    said = [plain_text(lines[n - 1])[m.start : m.end] for n, m in mentions.items() if n in own]
    if not said or any(words(name) != family for name in said):
        return None  # named by the game's own name or an alias of its own (`OHW WW2 beta`)
    variants = [
        c
        for c in candidates
        if c.id != chosen.id and any(set(words(name)) > set(family) for name in c.aliases)
    ]
    if not variants:
        return None
    written = _written(own, lines, forms, vocabulary, ())
    return by_options(written, chosen, [_whole(c) for c in variants], said[0])


def _whole(catalog: Catalog | Outline) -> Catalog:
    return catalog if isinstance(catalog, Catalog) else catalog.whole()


def _unit_names(catalogs: list[Catalog]) -> frozenset[str]:
    """The keys of the catalogs' type names, aliases and examples; outlines not built are left
    out, as building every catalog to read one list costs more than the rare name it adds."""
    return frozenset(
        key(name)
        for catalog in catalogs
        for element in catalog.elements
        for name in (element.name, *element.aliases, *element.examples)
    )


def units_of(units: list[dict[str, Any]], element: str | None) -> int:
    """How many units of a type a roster's entries hold, in formations too."""
    return sum(
        e.get("count", 1)
        for e in entries_of(units)
        if e["element"] == element and isinstance(e.get("count", 1), int)
    )


def _named(systems: Systems, text: str) -> SystemNamed | None:
    """The system `text` names; a name that is a year (`1916`) names none where it dates a place
    inside the line (`Courcelette 1916 style`, `Brigata Sassari, Isonzo 1916`, `(Verdun, 1916)`): a
    battle's year.
    The year after the line's or a sentence's first word (`Verdun 1916`, `Playing 1916`) still may."""
    said = systems.named(text)
    if said is None or not text[said.start : said.end].isdigit():
        return said
    before = text[: said.start].split()
    place = before[-1].strip("([,;") if before else ""  # `(Verdun, 1916)`: the place in the title's bracket
    opens = len(before) < 2 or before[-2].endswith((".", "!", "?", ":"))
    dated = (
        place[:1].isupper() and place.isalpha() and not opens and not systems.known.intersection(words(place))
    )
    # `I Brygada Legionów (1916)`: a year alone in brackets after a name dates it, as a title sets
    # its year apart (README), no game named
    alone = text[: said.start].rstrip().endswith("(") and text[said.end :].lstrip().startswith(")")
    dated = dated or (alone and len(before) > 1)
    # `146e RI – Verdun, mars 1916`: a month's word before it makes it a date, as a place's does
    dated = dated or (place.casefold() in _MONTHS and not opens)
    return None if dated else said


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
            if taken[line].label and talk(taken[line].label):
                # `I think: 2 tanks`: a sentence's words before a colon are no unit's name
                taken[line] = form_of(untagged(line).replace(": ", " ", 1), vocabulary)
    forms = [taken[line] for line in lines]
    bare = [untagged(line) for line in lines]  # `[u]1. Zug[/u]`: a forum's looks hide no number
    for index, numbered in enumerate(dash_numbered(bare)):
        if numbered != bare[index]:  # `1 - morteiro 81mm`, `2 - ...`: the list's numbers, no counts
            bare[index] = numbered
            forms[index] = form_of(_led(numbered, vocabulary), vocabulary)
    for index in ordinal_lines(bare):  # `4. kerékpáros zászlóalj` in no numbered list: the 4th
        forms[index] = form_of(_led(as_ordinal(bare[index]), vocabulary), vocabulary)
    for index, number in unheaded_outline(bare):  # `1.5 Tanks`: a count with a point, no item's number
        if not (form := forms[index]).bullet:
            continue
        forms[index] = replace(
            form, text=f"{number} {form.text}", indent=form.indent - OUTLINE_INDENT, bullet=False
        )
    return forms


_MONTHS = frozenset(MONTH_WORDS)
"""Months' words, a year after which is a date (`mars 1916`)."""
_LED = on_first_use(r"^(\s*(?:[-*+•]\s+)?[^.…·\s][^.…·]*?[^\W_)\]])\s*(?:\.{3,}|…+|·{3,}|_{3,})\s*(\S.*)$")
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


_PIECES = on_first_use(r"[,;()\[\]/]|\s[-–—]+\s|\.{2,}")
"""What parts a line's name from the words beside it (`Tank (elite, heavy)`, `Panzer ... Elite`)."""


def _written(
    numbers: list[int], lines: list[str], forms: list[Form], vocabulary: Vocabulary, chatter: Sequence[str]
) -> Written:
    """What the lines `numbers` write, for the choice of the catalog they are for."""
    entries = [forms[n - 1] for n in numbers if forms[n - 1].kind == "entry"]
    names = [form.text.rpartition(":")[2].strip() or form.text for form in entries]  # `Zug 1: Tiger`
    tables = find_tables([(n, lines[n - 1]) for n in numbers], vocabulary.cost_words)
    tabled = {n for table in tables for n in table.lines}  # a row's cells are weighed by their columns
    parted: dict[str, tuple[str, ...]] = {}  # a line the list repeats taken apart once
    for n in numbers:
        if forms[n - 1].kind == "entry" and n not in tabled and lines[n - 1] not in parted:
            parted[lines[n - 1]] = _told(plain_text(lines[n - 1]), vocabulary)
    told = [
        parted.get(lines[n - 1], ()) if n not in tabled else ()
        for n in numbers
        if forms[n - 1].kind == "entry"
    ]
    # a cell may hold its count too (`Pz IV x5` under Vehicles): the type's words are the cell's own
    names += [
        form_of(cell, vocabulary).text if cell else cell
        for table in tables
        for row in table.rows
        for cell in _unit_cells(table, row)
    ]
    besides = [piece for text in names for piece in _PIECES.split(text)[1:]]
    besides += [cell for table in tables for row in table.rows for cell in _other_cells(table, row)]
    costs = [
        (form.text, form.count or 1, form.stated, cost_unit(lines[n - 1], form.stated))
        for n in numbers
        if (form := forms[n - 1]).kind == "entry" and form.cost and form.stated
    ]
    # `1st Platoon: Pz IV x4`: the words before a colon head the unit, as a label does
    headings = [
        form.label or form.text.partition(":")[0] for form in entries if form.label or ":" in form.text
    ]
    headings += [form.text for n in numbers if (form := forms[n - 1]).kind == "heading"]
    # A table's row is weighed by its columns (`1st Bn Rifle Brigade` in a name column names a
    # unit, no battalion's heading), its formation column's cells and its unit columns' as headings
    # (`1. Btl` over 4 `Schützen`).
    headings += [
        forms[n - 1].text
        for n in numbers
        if forms[n - 1].kind == "entry"
        and n not in tabled
        and forms[n - 1].count is None
        # `For Thursday's game I'll bring two infantry platoons, a mortar platoon...`: a sentence
        # telling units heads no formation, whatever words of one its units' names hold
        and not talk(forms[n - 1].text)
    ]
    headings += [
        cell
        for table in tables
        for row in table.rows
        for cell, role in zip(row.cells, table.roles, strict=False)
        if role in ("formation", "unit") and cell
    ]
    return Written(names, told, besides, costs, headings, chatter)


_TOLD = on_first_use(r":\s|\s[-–—]+\s|(?<=[^\W\d_]{2})[.!?]+\s")
"""Where a line's words may turn to the units it tells: after a colon or a dash, a sentence's end."""


def _told(line: str, vocabulary: Vocabulary) -> tuple[str, ...]:
    """The parts of a line that may each tell a unit, where it has several (`hi mate - gen
    (rifles), 3 tanks and a sniper. cheers`, `4th RHA - artillery (15)`): each without its count."""
    if len(line) > MAX_LINE:
        return ()  # not taken apart: a hostile line costs no more than its length
    pieces = [piece for said in _TOLD.split(line) for piece in parts(_joined(said))]
    if len(pieces) < 2:
        return ()
    return tuple(form_of(piece, vocabulary).text for piece in pieces)


def _unit_cells(table: Table, row: Row) -> list[str]:
    """A row's cells in the columns that may name its unit's type: those of no role the header
    says where none says units (`Char` over `Pz IV`, as the columns read it)."""
    typed: Role | None = "unit" if "unit" in table.roles else None
    return [cell for cell, role in zip(row.cells, table.roles, strict=False) if role == typed]


def _other_cells(table: Table, row: Row) -> list[str]:
    """A row's cells in the columns that do not name its unit's type: its options may stand there."""
    return [cell for cell, role in zip(row.cells, table.roles, strict=False) if role != "unit"]


def _alone_on_their_lines(costs: list[LineCost], lines: Iterable[int]) -> tuple[LineCost, ...]:
    """The costs of lines that hold one entry: a formation's line with its members, or a list told
    in one line, gives a cost or a total that no one unit of it has."""
    held = Counter(lines)
    return tuple(cost for cost in costs if held[cost.number] == 1)
