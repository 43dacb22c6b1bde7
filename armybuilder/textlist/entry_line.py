"""The readings of one entry line whose count or name is written some other way than `2 x Tank`:
after a dash (`Support - 2x Field Artillery`), inside it (`Horse team x1 to tow it`), after the
name unmarked (`Infanterie 4`), shared among options (`one regular and one militia`), two entries
on one line (`4 Rifles, 1 Machinegun`). Apart because each is a way players write one unit, and
new ways come with new lists, without touching headings or tables.
"""

import itertools
import re
from dataclasses import replace
from typing import Any

from armybuilder.patterns import longest_first, on_first_use
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.entries import (
    Entry,
    as_stat,
    brought_back,
    brought_inside,
    captured,
    linked,
    most_meant,
    parts,
    split_groups,
)
from armybuilder.textlist.grammar import (
    COMMANDER_WORDS,
    ENEMY_WORDS,
    GENERAL_WORDS,
    MAX_LINE,
    OF_WORDS,
    Form,
    body_numbered,
    count_ending,
    counted_within,
    form_of,
    noted_within,
    plain_text,
)
from armybuilder.textlist.names import ALL, TYPE_WORDS, key
from armybuilder.textlist.prose import italic_remark, options_said, talk, without_sign_off
from armybuilder.textlist.reading import Gave, Reading
from armybuilder.textlist.tables import counts_units, set_apart
from armybuilder.textlist.talk import _follows
from armybuilder.textlist.written import _counted, _joined, _number, _plain, _whole

_SHARE = on_first_use(r"^(\d{1,3}|[^\W\d_]+)\s+(\S.*)$")
"""A part of a count with the option it has: `1 elite`, `two regular`."""


_OF_THEM = on_first_use(r"^(.+?),\s*(?:all\s+)?(\w+)\s+of\s+them\b[\s,;:]*(.*)$", re.IGNORECASE)
"""A count in words or figures after the name, of its units: `Panzer IVs, five of them`."""
_OF_THEM_AFTER = on_first_use(r"^(?:all\s+)?(\w+)\s+of\s+them\b[\s,;:]*(.*)$", re.IGNORECASE)
"""The same count as the words after a dash: `Pz IVs - four of them`."""


_MODEL_AFTER = on_first_use(r"^[A-Z][A-Za-z]{0,3}-?\d")
"""A model written as capitals and figures (`T-26`, `BT-7`, `M3 Lee`, `ZiS-2`) after a type's label."""
_RIDDEN = on_first_use(r"^(.+?)\s+in\s+(?:a|an|his|her|their|the)\s+(\S.*)$", re.IGNORECASE)
"""Who rides in a vehicle, then the vehicle: `Kompaniechef in a Pz IV`."""


_SHARES = on_first_use(r"\s+(?:\+|&|and)\s+", re.IGNORECASE)
"""Between the parts of a count, as a comma is: `one regular and one militia`, `2 militia + 1 regular`."""


_TRAILING = on_first_use(r"(.*[^\W\d_].*?)\s+([1-9])")
"""A name, then a number with no mark: `Infanterie 4`. One figure only: a number of two or more
after a name is a calibre or a model's (`Mortar 81`, `Pak 40`, `Crapouillot 58`), never a count."""


_MARKS = frozenset(
    {"mk", "mark", "mod", "model", "modell", "ausf", "typ", "type", "nr", "no", "pz", "kw", "cal", "kal"}
)
"""Words after which a number is a model's or a calibre's (`Mk 4`, `Typ 3`), never a count."""


_REST = on_first_use(
    r"^(?:(?:the|las|los|les|die|gli|le|il|la|el)\s+)?(?:other|others|rest|remaining|otras|otros|otra|otro"
    r"|autres|autre|reste|anderen|andere|anderer|altri|altre|altro|resto|pozostałe|pozostali|reszta)\b\s*",
    re.IGNORECASE,
)
"""The units of a count no line or part before has parted: `the other is regular`, `the rest
militia`, `las otras dos normales`, `die anderen regulär`."""


_ALL = on_first_use(rf"^(?:{'|'.join(longest_first(ALL))})\b\s*", re.IGNORECASE)
"""The whole of a count, under it: `both militia`, `tutti veterani`, `alle Klasse 2`."""


_PART_FILLER = frozenset({"is", "are", "plain", "of", "them", "both", "all", "two", "one"})
"""Words around an option that say what part of a count has it: `one is elite`, `both of them militia`."""


_AFTER_NAME = on_first_use(r"(.*[^\W\d_].*?)\s+([1-9]\d{0,3})")
"""A name, then any number with no mark, of up to four figures: `Infanterie 4`, `Infantry 10`."""


def _trailing_count(text: str, pattern: re.Pattern[str] = _TRAILING) -> re.Match[str] | None:
    """A name, then a number with no mark that may count its units (`Infanterie 4`; not `Mk 4`)."""
    found = pattern.fullmatch(text)
    if found is None or key(found.group(1)).rsplit(" ", 1)[-1] in _MARKS:
        return None
    if body_numbered(found.group(0)):
        # `Schützen-Regiment 6`, `Zug 2`: the body's own number, part of its name; a type's word
        # before the body's (`Infantry battalion 2`, `Tank Company 2`) counts, as a type's name does
        return None
    return found


def _units_of(reading: Reading, form: Form) -> Form:
    """A counted line whose type follows the word for units and `of` (`2 unidades de
    Infantería`, `3 Einheiten von Panzern`, `2 units of Tanks`): counted, the type its name."""
    said = form.text.split(maxsplit=2)
    if form.count is None or len(said) < 3 or said[1].casefold() not in OF_WORDS or not counts_units(said[0]):
        return form
    typed = replace(form, text=said[2])
    entry = reading._read(typed)
    return typed if entry is not None and entry.known else form


def _general_in_note(reading: Reading, form: Form) -> Form:
    """A line whose words after a dash mark the general before a bracket (`Rifles - General
    (Maj-Gen Pinney)`, `Rifles – Général (de Castelnau)`) or in a bracket after a name (`Rifles —
    Maj-Gen Currie (general)`): the general, the words besides the mark its note."""
    base, groups = split_groups(form.note)
    general = reading.shared.words.general
    if groups and key(groups[-1]) in general and base:
        return replace(form, general=True, note=", ".join((base, *groups[:-1])))
    if not groups or key(base) not in general:
        return form
    return replace(form, general=True, note=", ".join(groups))


def _priced_entry(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line gives its cost among the list's entries, as a unit's line does: a name
    there (`Schneider tank ..... 4`, `Wire/Minefield  1`) is the unit's own, no title."""
    return (
        form.cost
        and reading.extent[0] < number
        and (number <= reading.extent[1] or _follows(reading, number))
    )


def _part_of_last(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line indented under a counted unit says what some of them are (`Infantry ×2`
    over `- one is elite (101st Airborne)` and `- the other is plain regular`): a count, or
    the rest, and words naming one option of the unit's type. Those units are parted off with
    that option (the rest take it in place), the words in brackets their note."""
    if reading.last_unit is None or form.kind != "entry" or form.indent <= reading.last_unit[0]:
        return False
    _, out, opened = reading.last_unit
    held = _whole(out.get("count", 1))
    rest = _REST.match(form.text) or _ALL.match(form.text)  # `the rest militia`, `both militia`
    share = held if rest is not None and form.count is None else form.count
    text = form.text[rest.end() :] if rest is not None else form.text
    base, groups = split_groups(text)
    said = " ".join(word for word in base.split() if word.casefold() not in _PART_FILLER)
    option = _share_option(reading, out["element"], said) if said and (held > 1 or rest) else None
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
        reading.gave.append(Gave(number, "part"))
    else:
        out["count"] = held - share
        if held - share == 1:
            del out["count"]
        reading._place(part, number, opened)
    reading.unit_lines.add(number)
    return True


_REMARK_WORDS = 3
"""The fewest words of a line under a unit that remarks on it: fewer may be a type the catalog lacks."""


def _remark_on_last(reading: Reading, form: Form, number: int) -> bool:
    """Whether a bullet nested under a unit's bullet says something of it (`- Barrage ×2` over
    `- one for the creeping barrage, one held back`): words naming no unit, no count in figures,
    no question; they are that unit's note, as its brackets would be."""
    if (
        reading.last_said is None
        or form.kind != "entry"
        or not form.bullet
        or form.indent <= reading.last_said[0]
    ):
        return False
    if (form.count is not None and not form.worded) or "?" in form.text:
        return False
    said = plain_text(reading.shared.lines[number - 1]).strip()
    if (found := reading._read(form)) is not None:
        # `- Grenadiere, eine Kompanie in Reserve` under `- Infanterie ×3`: the troops of its own
        # type, uncounted, and more said of them, tell what that unit is; no unit of its own
        same = form.count is None and found.note and found.element == reading.last_said[1].get("element")
        if not same:
            return False
        return _remarked(reading, number, said)
    # `- Tarnanstrich, Schürzen` (camouflage, skirts): things the unit has, listed by commas; a
    # German noun's capital names no unit, and neither does any of them
    listed = len(pieces := parts(said)) > 1 and not any(
        reading._read(form_of(piece, reading.shared.vocabulary)) for piece in pieces
    )
    if (len(said.split()) < _REMARK_WORDS and not listed) or reading._read(
        replace(form, text=said, count=None, note="")
    ) is not None:
        return False
    return _remarked(reading, number, said)


def _remarked(reading: Reading, number: int, said: str) -> bool:
    """The unit above a nested bullet given its words as its note."""
    assert reading.last_said is not None
    out = reading.last_said[1]
    out["note"] = "; ".join(n for n in (out.get("note"), said) if n)
    reading.gave.append(Gave(number, "remark"))
    reading.unit_lines.add(number)
    return True


def _option_in_note(reading: Reading, form: Form, entry: Entry) -> Entry | None:
    """The entry with the options its brackets name before a dash (`(militia - Hungarian loan)`),
    the words after the dash its note; None where the words before the dash name no option, and
    the brackets stay one note (`(Rolls-Royce - Duncars)`)."""
    text, inner = noted_within(form.text)
    if not inner:
        return None
    note = "; ".join(n for n in (inner, form.note) if n)
    found = reading._read(replace(form, text=text, note=note))
    more = found is not None and found.element == entry.element and len(found.options) > len(entry.options)
    return found if more else None


def _counted_after_dash(reading: Reading, form: Form) -> Form | None:
    """`Support - 2x Field Artillery`: words naming no unit, then after a dash a counted entry of
    the catalog, the words before kept as its note; None where the line is not so."""
    if not form.note or form.count is not None:
        return None
    said = form_of(form.note, reading.shared.vocabulary)
    if said.kind != "entry" or said.count is None or said.worded or said.label:
        return None
    found = reading._read(said)
    if found is None and len(first := _named_first(reading, said)) == 1:
        said = first[0]  # `Company commander - 1 x T-34-85 on its own`: the rest its note
        found = reading._read(said)
    if found is None or not found.known or found.named:
        return None
    note = "; ".join(n for n in (form.text, said.note) if n)
    return replace(
        said, indent=form.indent, bullet=form.bullet, general=form.general or said.general, note=note
    )


def _counted_after_note(reading: Reading, form: Form, entry: Entry) -> tuple[Form, Entry] | None:
    """`Infanterie – regulier ×3`, `Tiger – schwer, Elite x2`: a unit of the catalog, its options
    after a dash, then its count, as it is written after a name; None where the note ends in no
    count or the line so read is no longer the same type (`1st Zug - Pz IV x4` names no unit
    before its dash)."""
    if form.count is not None or not entry.known or not form.note[-1:].isdigit():
        return None
    if (ending := count_ending(form.note)) is None:
        return None
    said = replace(form, count=ending[1], note=ending[0])
    found = reading._read(said)
    return (said, found) if found is not None and found.element == entry.element else None


def _counted_within(reading: Reading, form: Form, entry: Entry | None) -> Form | None:
    """`Horse team x1 to tow it`, `Infantry x2, elite (SS)`: a unit of the catalog, its count
    after its name and words after the count, which are read as a note's (options, links, the
    rest kept), its own name too (`18pdr field guns x 2 (class 5), limbered`); None where the line
    is not so, or its words read whole name another type."""
    if form.count is not None or form.kind != "entry":
        return None
    within = counted_within(form.text)
    if (
        within is None
        and (of := _OF_THEM.match(form.text))
        and _all_of_them(of[3])
        and (counted := _counted(of[2]))
    ):
        within = of[1], counted, of[3]  # `Panzer IVs, five of them (one's the Zugführer)`
    note = form.note
    if (
        within is None
        and note
        and (of := _OF_THEM_AFTER.match(note))
        and _all_of_them(of[2])
        and (counted := _counted(of[1]))
    ):
        within, note = (form.text, counted, of[2]), ""  # `Pz IVs - four of them`, after a dash
    if within is None:
        return None
    text, count, rest = within
    if (serving := _SERVING.match(rest)) and reading.names.formation(serving[1]):
        rest = serving[1]  # `four of them as a normal platoon`: the formation all four make
    if rest.startswith("(") and (closing := rest.find(")")) > 0:
        text, rest = (
            f"{text} {rest[: closing + 1]}",
            rest[closing + 1 :].lstrip(" ,;:"),
        )  # `x2 (class 6), ...`
    said = replace(form, text=text, count=count, note="; ".join(n for n in (rest, note) if n))
    found = reading._read(said)
    if found is None or not found.known:
        return None
    return said if entry is None or entry.named or entry.element == found.element else None


def _all_of_them(rest: str) -> bool:
    """Whether the words after `N of them` say nothing of a part of them: none, a bracket, or what
    they all serve as (`as a normal platoon`); `two of them militia` is a share, not the count."""
    return not rest or rest.startswith("(") or _SERVING.match(rest) is not None


_SERVING = on_first_use(r"as\s+(?:an?\s+)?(\w.*)", re.IGNORECASE)
"""What units serve as, after their count: `as a normal platoon`, `as reserve`."""


def _ridden(reading: Reading, form: Form) -> list[Form]:
    """`Kompaniechef in a Pz IV`, `the CO in his T-34-85`: a vehicle named by who rides in it,
    whose words before it name no unit: the vehicle, those words its note; [] else."""
    found = _RIDDEN.match(form.text) if form.kind == "entry" and not form.general else None
    if found is None:
        return []
    rider, vehicle = found[1].strip(), found[2].strip()
    said = reading._read(replace(form, text=split_groups(vehicle)[0], note=""))
    if said is None or not said.known or said.named or reading._read(replace(form, text=rider, note="")):
        return []
    cut = next((at for at, mark in enumerate(vehicle) if mark in "(,"), None)
    if cut is not None:  # `the CO in his T-34-85 (on his own)`: the rider's words first, as written
        return [replace(form, text=f"{vehicle[:cut].rstrip()} ({rider}) {vehicle[cut:].lstrip()}")]
    return [replace(form, text=vehicle, note="; ".join(n for n in (rider, form.note) if n))]


def _named_first(reading: Reading, form: Form) -> list[Form]:
    """`1 tractor to pull it`, `2 x Wagon with the ammunition`, `Pz IV: Abteilungskommandeur`:
    a line counted, or its name ending in a colon, whose first words, and not the whole, name
    a type of the catalog exactly, the words after them a note, or another counted entry (`4
    rifles 1 mg`); [] where the line is not so."""
    if form.kind != "entry" or form.general or len(form.text) > MAX_LINE:
        return []  # a longer line is no entry: never taken apart word by word
    said = form.text.split()
    if _joined(form.text) != form.text:
        return []  # `1 Medium gun + 1 tractor`: entries one after another
    for size in range(len(said) - 1, 0, -1):
        head = " ".join(said[:size])
        if form.count is None and not head.endswith(":") and not set_apart(form.text[len(head) :]):
            continue  # uncounted, only a colon or `on its own` parts the name from its note: else prose may
        head = head.removesuffix(":")
        found = reading.names.read(head) if "(" not in head else None
        if found is not None and found.exact and found.ids and not found.named:
            rest = form.text[len(head) :].strip(" ,;:")
            if rest.startswith("(") and (closing := rest.find(")")) > 0:
                head, rest = f"{head} {rest[: closing + 1]}", rest[closing + 1 :].strip(" ,;:")
            if not rest:
                return []  # `Tank (in reserve)`: read whole
            if said[size - 1].endswith(":") and _MODEL_AFTER.match(rest):
                modelled = reading.names.read(f"{head} {split_groups(rest)[0]}")
                if modelled is not None and modelled.named and modelled.settled in found.ids:
                    return [replace(form, text=f"{head} {rest}")]  # `Tank: T-26` as `Tank T-26`: its model
            whole = reading.names.read(form.text)
            if whole is not None and whole.named and whole.settled in found.ids:
                return []  # `1 x 25pdr field regiment`: the type named whole, its calibre the name
            after = form_of(rest, reading.shared.vocabulary)
            if after.kind == "entry" and after.count is not None and not after.worded:
                return [
                    replace(form, text=head, note=""),
                    replace(after, indent=form.indent, note=form.note),
                ]
            if _names_another(reading, rest, found.ids) and not brought_inside(reading.names, rest):
                return []  # `4 Infantry with a MG`: two types, neither the other's note
            return [replace(form, text=head, note=", ".join(n for n in (rest, form.note) if n))]
    return []


def _names_another(reading: Reading, words: str, elements: tuple[str, ...]) -> bool:
    """Whether a word after a unit's name names another type exactly (`with a MG`, `near the
    tractor`, `w/ FOO`): the line then names two, which no note may hide. Types named as the
    other side's (`to keep their balloons down`) are not the line's."""
    said = [word.strip(",;:()/") for word in words.split()]
    for at, word in enumerate(said):
        if key(word) in ENEMY_WORDS:
            return False
        for size in range(1, min(TYPE_WORDS, len(said) - at) + 1):  # `armoured car`: a name of two words
            found = reading.names.read(" ".join(said[at : at + size]))
            if found is not None and found.exact and not set(elements) & set(found.ids):
                return True
    return False


def _type_named(reading: Reading, label: str) -> bool:
    """Whether a unit's name is a type's name in the catalog (`AT gun: 57mm`), the line's other
    words then its note; one the player made of a type and its calibre (`Mortar 81mm`) is its own."""
    found = reading.names.read(label)
    return found is not None and found.exact and not found.named


def _commands(reading: Reading, label: str) -> bool:
    """Whether a unit's name says it is the army's commander (`Brigade commander`, `Force
    C-in-C`), where the rules have one; a `Brigade HQ` is a name, and a `Company commander`
    in a game without a general is one too."""
    if reading.shared.catalog.general is None:
        return False
    said = f" {key(label)}"
    return any(said.endswith(f" {key(word)}") for word in (*GENERAL_WORDS, *COMMANDER_WORDS))


def _named_before(reading: Reading, form: Form) -> Entry | None:
    """`Company commander: T-34-85, on its own`, `Panzergrenadiers = Infantry, elite`: the
    unit's own name (or the general's mark), then its entry with what else the line says."""
    for mark in (": ", " = "):
        head, found, rest = form.text.partition(mark)
        if not (found and head.strip() and rest.strip()) or "(" in head:
            continue
        entry = reading._read(replace(form, text=rest.strip()))
        if entry is None and len(first := _named_first(reading, replace(form, text=rest.strip()))) == 1:
            entry = reading._read(first[0])  # `Dowódca: T-34-85 samodzielnie`
        if entry is None or not entry.known or entry.named or entry.choices:
            continue
        if key(head) in reading.shared.words.general:
            return replace(entry, general=True)
        return entry if entry.label else replace(entry, label=head.strip())
    return None


def _beyond(reading: Reading, entry: Entry, count: int, number: int) -> bool:
    """Whether an unmarked number beside a known type is more of it than anyone would mean, by
    the options the lines above the list say too (`OHW hex, 12 units`), though read after it."""
    if not entry.known:
        return False
    above: dict[str, Any] = {}
    head = min(reading.unit_lines, default=number)  # only the lines above the list: bounded work
    for line in itertools.takewhile(lambda n: n < head, reading.numbers):
        if line not in reading.used:
            said = plain_text(reading.shared.lines[line - 1])
            above = options_said(said, list(reading.shared.catalog.options)) | above
    most = most_meant(reading.shared.index, entry.element, {**above, **reading.options})
    return most is not None and count > most


def _stat_or_note(reading: Reading, entry: Entry, number: int) -> Entry:
    """A unit whose number beside it is no count: the options it gives as a stat (`Infantry (10)`
    militia, where militia is 10), unless the line names others of theirs; nothing where it is the
    stat the options written give (`Tanks, heavy (18)`); else the number its note."""
    read = as_stat(reading.shared.index, entry, number)
    return (
        read
        if read is not None
        else replace(entry, note=", ".join(n for n in (str(number), entry.note) if n))
    )


def _counts_after_name(reading: Reading, form: Form, entry: Entry) -> bool:
    """Whether the number after a name (`Light Mortars (2)`, `Sniper - 2`) counts its units rather
    than giving its cost: where the game has no costs, where the line gives its cost elsewhere,
    or where the list counts so: on as many of its lines as not, the number is no cost of one
    unit of its type (one line's wrong cost among many right makes no list of counts)."""
    if not entry.known or reading.shared.index.primary_cost is None or form.stated not in ("", form.bare):
        return True
    if reading.counts_after_names is None:
        bared = [_bared(reading, reading.shared.forms[n - 1]) for n in reading.numbers]
        said = [_costs_other(reading, form) for form in bared if form.bare]
        counts = said.count(True)
        reading.counts_after_names = counts > 0 and counts >= said.count(False)
    return reading.counts_after_names


def _trailing(reading: Reading, form: Form, entry: Entry) -> tuple[Form, Entry] | None:
    """A line ending in a number the type's name has no place for (`Infanterie 4`, `MG 1`; not
    `Tiger 1`, the Tiger I, nor `Pz 4`): the line without it, the number its `bare` number, to
    weigh as `Infanterie (4)` is, though one line alone writes so: the name has no place for it,
    so it is no model's. A number of two figures or more is no count (`Mortar 81`, `Pak 40`): the
    strength that sets the unit's options (`Infantry 10`, militia where militia is 10) or its
    note, never dropped."""
    if entry.known and not entry.choices and (number := _run_number(reading, form)):
        return form, replace(entry, label=entry.label or number)  # `Truck 2` under `Truck 1`: one truck
    found = _trailing_count(form.text, _AFTER_NAME) if not form.stated else None
    if found is not None and entry.choices and len(found.group(2)) == 1:
        return _settled_without(reading, form, found)
    if found is None or not entry.known or entry.choices:
        return None
    if (
        entry.label is not None
        and entry.label.endswith(f" {found.group(2)}")
        and not (
            len(found.group(2)) == 1
            and _counts_trailing(reading)
            and _counts_after_name(reading, form, entry)
        )
    ):
        return None  # `ATG: Pak 40`: the number ends the unit's own name, a model's mark; a list's count after it counts
    named = reading.names.read(form.text)
    if named is None or named.exact:
        return None
    number = found.group(2)
    without = replace(form, text=found.group(1), bare=number if len(number) == 1 else "")
    alone = reading._read(without)
    if alone is None or not alone.known or (alone.element, alone.options) != (entry.element, entry.options):
        return None  # `Small Gun, class 2`: the number names its option
    return without, alone if len(number) == 1 else _stat_or_note(reading, alone, int(number))


def _priced_model(reading: Reading, form: Form) -> tuple[Form, Entry] | None:
    """An uncounted line that reads as nothing with the figure after its words, and as one type's
    model without it (`Stokes mortar 3`, `Whippet 4`), where the figure is what one unit of it costs:
    the line without it, the figure its `bare` number, as `Light mortar 3`'s is. Any other figure
    leaves the line unread: it may be a mark of a model the catalog lacks."""
    found = _AFTER_NAME.fullmatch(form.text) if form.count is None and not form.stated else None
    if found is None:
        return None
    without = replace(form, text=found.group(1), bare=found.group(2))
    entry = reading._read(without)
    if entry is None or entry.choices or (cost := _unit_cost(reading, entry)) is None:
        return None
    return (without, entry) if int(found.group(2)) == cost else None


def _priced_after_model(reading: Reading, form: Form, entry: Entry, count: int) -> tuple[Form, Entry] | None:
    """A counted line whose unit's own name ends in a figure that is what its units cost (`dwa
    czołgi Renault FT 8`: two Tanks at 4): the name without it, the figure the line's cost. A
    figure that is no such cost stays the name's (`2 x Tiger 2`)."""
    label = entry.label or ""
    head, _, figure = label.rpartition(" ")
    cost = _unit_cost(reading, entry)
    if not head or not figure.isdigit() or cost is None or int(figure) < 2 or int(figure) != cost * count:
        return None
    priced = replace(form, text=form.text.rpartition(" ")[0], stated=figure, cost=True)
    again = reading._read(priced)  # `2 x Mark IV tanks 8`: the type's word after the name is none of it
    if again is not None and again.known and again.element == entry.element:
        return priced, again
    return replace(form, stated=figure, cost=True), replace(entry, label=head)


def _model_number(reading: Reading, form: Form, entry: Entry) -> Entry | None:
    """A unit counted or costed on its line whose type's words end in a number of two figures or
    more (`1x Feldkanone 77 ..... 3`): no count nor cost, which the line gives apart, but the gun's
    model, as `Pak 40`'s is, kept in its name; or the strength that sets its options (`1 x Infantry
    10`, militia where militia is 10). None where the words before it are no name of its type."""
    found = _AFTER_NAME.fullmatch(form.text)
    if (
        found is None
        or len(found.group(2)) < 2
        or entry.label is not None
        or not entry.known
        or entry.choices
    ):
        return None
    named, whole = reading.names.read(found.group(1)), reading.names.read(form.text)
    if (
        named is None
        or not named.exact
        or named.settled != entry.element
        or (whole is not None and whole.exact)
    ):
        return None  # `3 canon de 75`: the type's own name, the French 75, with its calibre
    stat = as_stat(reading.shared.index, entry, int(found.group(2)))
    return stat if stat is not None else replace(entry, label=form.text)


def _settled_without(reading: Reading, form: Form, found: re.Match[str]) -> tuple[Form, Entry] | None:
    """A line whose words and the number after them read as several types (`samolot rozpoznawczy
    2`: an aircraft named so?), where the words alone are one type's whole name (`samolot
    rozpoznawczy`, a Scout): that type, the number its `bare` one."""
    named = reading.names.read(found.group(1))
    if named is None or not named.exact or named.settled is None:
        return None
    without = replace(form, text=found.group(1), bare=found.group(2))
    alone = reading._read(without)
    return (without, alone) if alone is not None and alone.known and not alone.choices else None


def _bared(reading: Reading, form: Form) -> Form:
    """A line with the number after its name as its `bare` one, where the list writes its
    numbers so with no mark (`Rifles 4`), to weigh as `Rifles (4)` is weighed."""
    found = _trailing_count(form.text) if form.kind == "entry" and form.count is None else None
    if found is None or form.bare or form.stated or not _counts_trailing(reading):
        return form
    if _run_number(reading, form):
        return form
    return replace(form, text=found.group(1), bare=found.group(2))


def _counts_trailing(reading: Reading) -> bool:
    """Whether the list writes numbers after its names with no mark and no cost on two lines or
    more (`Kommando 1`, `Infanterie 4`): counts, where one alone may be a model's (`Mark 4`)."""
    if reading.trailing_counts is None:
        forms = [reading.shared.forms[n - 1] for n in reading.numbers]
        reading.trailing_counts = (
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
    return reading.trailing_counts


def _numbered_runs(reading: Reading) -> frozenset[str]:
    """The lines that number units of one name, one after another, from 1 up by one (`Truck 1`,
    `Truck 2`, `Truck 3`): each one unit, its number telling it apart (as `towed by truck 3` names
    it), never a count, which would not rise line by line from one."""
    if reading.numbered_runs is None:
        run: list[tuple[str, str]] = []  # the run's lines, and the name they number
        found: set[str] = set()
        for n in reading.numbers:
            form = reading.shared.forms[n - 1]
            said = _numbered_base(form)
            if said is None or form.stated:
                if form.kind != "blank" and reading.shared.lines[n - 1].strip():
                    run = []
                continue
            name, number = key(said.group(1)), int(said.group(2))
            if run and run[-1][1] == name and number == len(run) + 1:
                run.append((form.text, name))
            else:
                run = [(form.text, name)] if number == 1 else []
            if len(run) >= 2:
                found.update(text for text, _ in run)
        reading.numbered_runs = frozenset(found)
    return reading.numbered_runs


def _numbered_base(form: Form) -> re.Match[str] | None:
    """A line's name and the plain number after it, before any brackets: `Truck 1 (FWD Model B)`."""
    if form.kind != "entry" or form.count is not None:
        return None
    return _AFTER_NAME.fullmatch(split_groups(form.text)[0])


def _run_number(reading: Reading, form: Form) -> str:
    """The number of a line of a numbered run (`2` of `Truck 2`); '' where the line is in none."""
    said = _numbered_base(form) if form.text in _numbered_runs(reading) else None
    return said.group(2) if said is not None else ""


_NOTED_COST = on_first_use(r"\s*\((\d{1,3})\)$")
"""A number alone in brackets ending a note: `Fokker D.VII (4)`."""


def _cost_after_note(reading: Reading, form: Form, entry: Entry) -> tuple[Form, Entry] | None:
    """The line with its note's bare number in brackets as its cost, where the number is what its
    units cost (`Avion de chasse - Fokker D.VII (4)`, a Fighter at 4): the list's cost, as after the
    type's name; a number that is no such cost stays the note's (`Tank - old (2)`)."""
    found = _NOTED_COST.search(form.note)
    cost = _unit_cost(reading, entry) if found is not None else None
    if found is None or cost is None or int(found[1]) != cost * (form.count or 1) or entry.note != form.note:
        return None
    note = form.note[: found.start()]
    return replace(form, note=note, stated=found[1], cost=True), replace(entry, note=note)


def _costs_other(reading: Reading, form: Form) -> bool | None:
    """Whether a line's number after its name, its only one, is no cost of one unit of its type
    (True), or that cost (False); None where it tells nothing: no type, no cost, or 1."""
    entry = reading._read(form) if form.stated in ("", form.bare) and form.bare != "1" else None
    cost = _unit_cost(reading, entry) if entry is not None else None
    return None if cost is None else _number(form.bare) != float(cost)


def _unit_cost(reading: Reading, entry: Entry) -> float | None:
    """What one unit of the entry's type costs in the game's first cost; None for an unknown type
    or a game without costs."""
    element = reading.shared.index.elements.get(entry.element) if entry.known else None
    primary = reading.shared.index.primary_cost
    return element.cost.get(primary) if element is not None and primary is not None else None


def _typed_model(reading: Reading, piece: Form, found: Any) -> bool:
    """`4 Rifles, Vickers MG`: an uncounted part naming a model by its name and then its type's own
    word, the one type both settle: a unit of its own, as `4 Rifles, MG` is."""
    if found is None or not found.named or found.settled is None or piece.count is not None:
        return False
    said = split_groups(piece.text)[0].split()
    typed = reading.names.read(said[-1]) if len(said) > 1 else None
    return typed is not None and typed.exact and not typed.named and typed.settled == found.settled


def _own_model(piece: Form, found: Any) -> bool:
    """`4 M13/40 e 1 M14/41`, `3 T-34 y 1 KV-1`: a part counted in figures, naming nothing the
    catalog knows, whose first word is a model's mark (it holds a figure or a capital): the rules
    name few vehicles, so a player's own is an entry of its own, read as unknown, not words of
    the entry before it; `4 Pz IV, 2 with skirts` keeps its note."""
    if found is not None or piece.kind != "entry" or piece.count is None or piece.worded:
        return False
    first = piece.text.split()[0] if piece.text.split() else ""
    return any(letter.isdigit() or letter.isupper() for letter in first)


def _entries_apart(reading: Reading, form: Form) -> list[Form]:
    """The entries a line counts one after another, parted at its commas, where each part
    after the first is counted and names a type of the catalog that is no option of the
    first's: `4 Rifles, 1 Machinegun`, `2 x Tank, 1 x Fighter`; [] for one entry."""
    written = f"{form.text} x{form.count}" if form.after else form.text  # `Cav x4, MG x1`: each its own
    pieces = parts(_joined(without_sign_off(written)))  # `..., 1 MG. Cheers, Bob`: Bob signs it
    if len(pieces) < 2:
        return []
    if form.count is None:
        return _named_apart(reading, form, pieces)
    first, *tails = pieces
    head = replace(form, text=first, note="")
    if form.after:
        said = form_of(first, reading.shared.vocabulary)
        if said.kind != "entry" or said.count is None:
            return []
        head = replace(head, text=said.text, count=said.count, after=True)
    owner = reading._read(head)
    apart = [head]
    plussed = " ".join(written.split())
    for tail in tails:
        if f"+ {tail}" in plussed and brought_back(reading.names, tail):
            # `155 C (classe 8) + tracteur qui le remorque`: the first's own tractor, brought along
            apart[0] = replace(apart[0], note="; ".join(n for n in (apart[0].note, f"+ {tail}") if n))
            continue
        if linked(reading.names, tail) is not None:
            return []  # `…, a traktor vontatja`: the unit that tows the first, said of it, no unit of its own
        piece = form_of(tail, reading.shared.vocabulary)
        if _general_part(reading, piece):
            apart.append(replace(piece, indent=form.indent, bullet=form.bullet))  # `..., gen (rifles)`
            continue
        # `4 Rifles, MG`; `4 Pz IV, 1 Tiger (cmd)`: the name before its note
        named_as = split_groups(piece.text)[0]
        found = reading.names.read(named_as) if piece.kind == "entry" else None
        if found is None and piece.kind == "entry" and (taken := captured(reading.names, named_as)):
            found = taken[0]  # `4 Pz IV, 1 captured T-34/85`: a unit of its own, no note of the first
        if (
            (found is None or not found.exact)
            and piece.count is not None
            and (costed := _AFTER_NAME.fullmatch(named_as))
        ):
            # `1 MG 3`: the type, then its cost (or a model's mark): read as on a line of its own
            found = reading.names.read(costed.group(1)) or found
        # a model's name after its type is the unit's own (`1 mitragliatrice Fiat-Revelli`)
        if (found is None or not (found.exact or found.named)) and len(
            named := _named_first(reading, piece)
        ) == 1:
            piece, found = named[0], reading.names.read(named[0].text)  # `+ 1 tractor to pull it`
        marked = piece.kind == "entry" and piece.count is not None and not (piece.loose or piece.worded)
        if piece.kind == "entry" and piece.count is None and not marked:
            # `3 inf, 1 mortar, Tank (Shermans)`: a type's own name, one unit, among counted ones
            found = reading.names.read(split_groups(piece.text)[0])
            if found is None or not (found.settled and (found.exact or _typed_model(reading, piece, found))):
                return []
        counted_model = (
            found is not None and found.named and found.settled is not None and piece.count is not None
        )
        # `four rifles, one Vickers`: a model counted in words after a unit of another type is a
        # unit too; of the same type (`2 tanks, one Whippet`) it may say which of them it is
        other = (
            piece.count is not None
            and owner is not None
            and owner.known
            and found is not None
            and found.settled not in (None, owner.element)
        )
        if (found is None or not (found.exact or found.near) or found.named) and not (
            marked
            or counted_model
            or other
            or _own_model(piece, found)
            or _typed_model(reading, piece, found)
        ):
            return []  # `1x T-34` is an entry whatever it names, asked where it is near a name
        if owner is not None and owner.known and reading.names.option(owner.element, piece.text) is not None:
            return []
        if (
            (piece.count is None or piece.worded)
            and owner is not None
            and found is not None
            and found.settled == owner.element
        ):
            # `1 x Lorry / truck`: the type's other name; `2 tanks, one Whippet`: which of them it is
            return []
        if piece.count is None and (owner is None or not owner.known) and found is not None and found.exact:
            return []  # `1x Wespe battery, arty`: a model the catalog lacks, then the type it is of
        apart.append(replace(piece, indent=form.indent, bullet=form.bullet))
    apart[-1] = replace(apart[-1], note="; ".join(n for n in (apart[-1].note, form.note) if n))
    return apart


def _with_unknown(reading: Reading, form: Form) -> Form | None:
    """A line whose first part names a unit whole and whose parts after `+` name nothing of the
    catalog (`ATG + 1 truck to tow it`, where the rules have no trucks): that unit, the rest its
    note, never a line left unread; None for any other line."""
    first, *rest = parts(form.text, "+")
    found = reading.names.read(split_groups(first)[0]) if rest and first else None
    if found is None or not found.exact or found.named or found.settled is None:
        return None
    if any(
        reading.names.read(said := form_of(part, reading.shared.vocabulary).text) is not None
        or captured(reading.names, said) is not None
        for part in rest
    ):
        return None  # `Small gun + 1 horse team`, `+ 1 captured T-34`: units of the catalog, read or asked
    brought = " + ".join(part for part in rest if part)
    return replace(form, text=first, note="; ".join(n for n in (f"+ {brought}", form.note) if n))


def _general_part(reading: Reading, piece: Form) -> bool:
    """Whether a part after a comma marks the general of a type it names whole (`gen (rifles)`,
    `General: Rifles`): an entry of its own, never the note of the part before it."""
    if piece.kind != "entry" or piece.count is not None:
        return False
    entry = reading._read(piece)
    return entry is not None and entry.known and entry.general and not entry.named and not entry.choices


def _named_apart(reading: Reading, form: Form, pieces: list[str]) -> list[Form]:
    """`gas, mines, sniper`: uncounted parts after the first, each naming a type exactly that
    is no option of the first's, one entry each; [] for one entry (`Tanks, heavy, elite`). After
    the general's type only counted parts are entries of their own (`General rifles, 3 rifles,
    1 tank`), the general the first."""
    if form.label:
        return []
    said = [form_of(piece, reading.shared.vocabulary) for piece in pieces]
    if form.general and any(piece.count is None for piece in said[1:]):
        return []
    said[0] = replace(said[0], general=said[0].general or form.general)
    owner = reading._read(replace(form, text=said[0].text, note=""))
    if owner is None or not owner.known or any(piece.kind != "entry" for piece in said):
        return []
    for at, piece in enumerate(said[1:], 1):
        found = reading.names.read(piece.text)
        if (found is None or not found.exact) and (counted := _trailing_count(piece.text)) is not None:
            found = reading.names.read(
                counted.group(1)
            )  # `Rifles 4, Machinegun 1`: each line weighs its own number
        # a model's name after its type is the unit's own (`1 mitragliatrice Fiat-Revelli`)
        if (found is None or not (found.exact or found.named)) and len(
            named := _named_first(reading, piece)
        ) == 1:
            said[at], found = named[0], reading.names.read(named[0].text)  # `+ 1 horse team to tow it`
        # `Gen (Rif) + 2x Whippet`: a model counted names its one type as the type's word does
        counted_model = found is not None and found.named and said[at].count is not None
        if found is None or not (found.exact or counted_model) or found.settled is None:
            return []
        if reading.names.option(owner.element, piece.text) is not None:
            return []
    apart = [replace(piece, indent=form.indent, bullet=form.bullet) for piece in said]
    apart[-1] = replace(apart[-1], note="; ".join(n for n in (apart[-1].note, form.note) if n))
    return apart


def _shares(reading: Reading, form: Form, entry: Entry, count: int | None) -> list[tuple[int | None, Entry]]:
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
            option = _share_option(reading, entry.element, told) if told else None
            share = (
                count - sum(s for s, _ in shares) if other else _counted(found.group(1)) if found else None
            )
            if (option is None or share is None) and len(items) == count:
                option, share = reading.names.option(entry.element, item), 1  # `2 Tanks, heavy and medium`
                bare.append(option or "")
            if option is None or share is None:
                break
            shares.append((share, option))
        else:
            if bare and (len(set(bare)) < len(bare) or len(_groups(reading, entry.element, bare)) > 1):
                continue  # `2 Tanks (heavy, elite)`: each tank is both, not one of each
            total = sum(share for share, _ in shares)
            if shares and (total == count > 1 if len(shares) > 1 else total < count):
                plain = reading._read(replace(form, text=rest)) or entry
                # `Infantry x2 (one of them militia)`: the units no part names are as written.
                others = [(count - total, plain)] if total < count else []
                return [
                    *((share, replace(plain, options=(*plain.options, option))) for share, option in shares),
                    *others,
                ]
    return []


def _groups(reading: Reading, element: str, options: list[str]) -> set[str]:
    """The option groups of `element` that `options` are of: one each where the parts differ."""
    chosen = reading.shared.index.element_options.get(element, {})
    return {chosen[option][0].id if option in chosen else option for option in options}


def _share_option(reading: Reading, element: str, said: str) -> str | None:
    """The option a part of a count has (`1 X`, `one of them X now`): where the words after
    the count name one option of the type, and only one."""
    option = reading.names.option(element, said)
    if option is not None:
        return option
    found = {
        option
        for size in (1, 2)
        for at in range(len(said.split()))
        if (option := reading.names.option(element, " ".join(said.split()[at : at + size]))) is not None
    }
    return next(iter(found)) if len(found) == 1 else None


def _extent(reading: Reading, items: list[tuple[int, Form]], tabled: set[int]) -> tuple[int, int]:
    """The first and last lines that name a unit of the catalog or count one; (0, 0) for none."""
    named = [
        number
        for number, form in items
        if form.kind == "entry"
        and 0 < len(form.text) <= MAX_NAME
        and number not in tabled
        and number not in reading.shared.system_lines
        and (
            (form.count is not None and not (form.worded or form.loose))
            or (_names_unit(reading, form) and not italic_remark(reading.shared.lines[number - 1]))
        )
    ]
    return (named[0], named[-1]) if named else (0, 0)


def _names_unit(reading: Reading, form: Form) -> bool:
    """Whether a line names a unit of the catalog by its type, not only in a sentence or a title
    (`last time Dave's Shermans ate my ATG.`, `3rd Wessex Rifles`)."""
    entry = reading._read(form)
    return entry is not None and not (entry.named and _plain(form) and not unit_worded(reading, form))


def unit_worded(reading: Reading, form: Form) -> bool:
    """Whether a unit word or a calibre before the type's words makes a line named by a model's
    words a unit's line (`Sherman platoon`, `3-inch mortars`), not a title; never inside a sentence
    (`I know one Sherman platoon is thin`), which talks of it. Words after a comma are the unit's
    note (`18pdr field gun, towed by the horse team`)."""
    names, named = reading.names, form.text.partition(", ")[0]
    return (names.organised(named) or names.calibred(named)) and not talk(form.text)
