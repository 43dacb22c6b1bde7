"""A formation while it is open: whether a line is one of its members, where each member is placed,
and what it holds when it closes (its type read from its members, those left out, kin). Apart
because a formation's bounds are kept the same whichever heading or table opened it.
"""

import itertools
import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from armybuilder.engine.where import ROSTER, Where, of_place
from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import Entry
from armybuilder.textlist.formations import fitting, has_place, holds, kin_held, named_by
from armybuilder.textlist.grammar import LINK_ARTICLES, LINK_PLACE_WORDS, QUOTED_WORDS, Form, exact_id
from armybuilder.textlist.names import words
from armybuilder.textlist.prose import ENDS
from armybuilder.textlist.reading import Asked, Gave, Kept, Reading, TakenFormation, _label, _moved, _Open
from armybuilder.textlist.written import SECTION_WORDS, _whole

_NUMBERED = on_first_use(r"(?:^|\s)\d+(?:st|nd|rd|th|e|°|\.|\.?º|\.?ª)?(?:\s|$)", re.IGNORECASE)
"""A number in a heading (`1st Bn`, `Company 2`, `13º Belozersk`): it names one formation, not a section."""


_FILLER = frozenset(
    {"a", "an", "as", "one", "the", "of", "its", "their", "own", "single"}
    | {said for place in (*LINK_PLACE_WORDS, *LINK_ARTICLES) for said in words(place)}
)
"""Words around a formation's kind in a unit's note that say no more of it: `(in a platoon)`, `as
one platoon`, in the languages players write lists in (`en section lourde`, `im schweren Zug`)."""


def _under(heading: "Form | _Open", line: Form) -> bool:
    """Whether a bulleted line stands under a heading at its own indentation: the heading has no
    bullet, or a number where the line's bullet is a mark (`1. Zug` over `- Pz IV`)."""
    return not heading.bullet or (heading.numbered and not line.numbered)


def _begin(reading: Reading, opened: _Open) -> dict[str, Any]:
    """The roster entry of a formation, in its place among the units."""
    entry: dict[str, Any] = {"formation": opened.formation}
    label = _label(opened.attributes) or opened.label
    if label:
        entry["name"] = (
            _quoted_back(label, reading.shared.lines[opened.number - 1]) if label[-1] == ")" else label
        )
    if opened.attributes.unit_id is not None:
        entry["id"] = opened.attributes.unit_id
    entry["elements"] = []
    opened.path = of_place((len(reading.units),))
    opened.entry = entry
    reading.units.append(entry)
    reading.places[opened.path] = opened.number
    reading.unit_lines.add(opened.number)
    return entry


def _quoted_back(label: str, line: str) -> str:
    """A name whose last words the line writes in quotes, not brackets (`1. střelecký pluk „Mistra
    Jana Husi“`), with them as written: the reading puts a quoted name in brackets, as a note's."""
    head, _, inner = label[:-1].rpartition(" (")
    quoted = _QUOTED.search(line)
    if not head or quoted is None or quoted.group(2) != inner:
        return label
    return f"{head} {quoted.group(1)}{inner}{quoted.group(3)}"


_QUOTED = on_first_use(rf"{QUOTED_WORDS}[\s*_:]*$")
"""Words in quotes ending a line (but its emphasis or colon): the name the grammar put in brackets."""


def _member(reading: Reading, form: Form) -> bool:
    """Whether the line belongs under the open heading; a line that does not closes it."""
    opened = reading.open
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


def _close(reading: Reading) -> None:
    opened, reading.open = reading.open, None
    if opened is not None and opened.partial and opened.entry is not None:
        _retype(reading, opened, opened.entry)
    if opened is not None and opened.kind == "formation" and not opened.writer and opened.entry is not None:
        _kin(reading, opened, opened.entry)
    if opened is not None and opened.kind == "formation" and opened.entry is not None:
        _left_out(reading, opened, opened.entry)
        _general_apart(reading, opened, opened.entry)
    if opened is None or opened.kind != "fit":
        return
    held = _counted(entry for _, entry in opened.held)
    alone = all(entry.get("general") for _, entry in opened.held)  # the general alone makes none
    types = fitting(reading.shared.index, held, opened.among) if held and not alone else []
    if opened.hashed and not (len(types) == 1 and holds(reading.shared.index, types[0], held)):
        types = []  # `## Attached` over a Tiger: a section, unless its members make one type whole
    if len(types) == 1:
        reading.taken.append(TakenFormation(opened.number, opened.text, types[0], by_members=True))
        typed = replace(opened, kind="formation", formation=types[0])
        _begin(reading, typed)
        for number, entry in opened.held:
            reading._place(entry, number, typed)
        return
    if len(types) > 1:  # its members stand alone until it is answered, then go into it
        members = tuple(
            (of_place((len(reading.units) + n,)), entry["element"])
            for n, (_, entry) in enumerate(opened.held)
        )
        label = _label(opened.attributes) or opened.label
        kept: Kept = (("name", label),) if label else ()
        kept += (("elements", members),)
        reading.asked.append(Asked(opened.number, opened.text, tuple(types), "formation", kept=kept))
    elif not held and _NUMBERED.search(opened.text) and all(a.number != opened.number for a in reading.asked):
        reading._note(opened.number, opened.text)  # a formation's heading of no type it can take
    elif [number for number, _ in opened.held] == [opened.number] and opened.label:
        # `122 Bde MG Coy: 2 x Vickers`: a label on its one member's line that no formation type
        # takes names that unit, as `Company HQ: 2 x T-34-85` does
        opened.held[0][1].setdefault("name", opened.label)
    for number, entry in opened.held:
        reading._place(entry, number, None)


def _counted(entries: Iterable[dict[str, Any]]) -> list[tuple[str, int]]:
    """Each member's type and how many of it, as the formations' rules weigh them."""
    return [(entry["element"], _whole(entry.get("count", 1))) for entry in entries]


def _retype(reading: Reading, opened: _Open, entry: dict[str, Any]) -> None:
    """A formation whose type was read from part of its heading, holding members that type has
    no place for, is the one type that takes them all (`4th Don Cossack Regiment`, of cavalry)."""
    index = reading.shared.index
    members = _counted(entry["elements"])
    if all(has_place(index, entry["formation"], element) for element, _ in members):
        return
    if _names_kind(reading, opened.text, entry["formation"]):
        return  # `Recon` over two T-34-85: the player names the type, its members fit or not
    types = fitting(index, members)
    if len(types) == 1:
        entry["formation"] = types[0]
        reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
        reading.taken.append(TakenFormation(opened.number, opened.text, types[0], by_members=True))
    elif not types and reading.units and reading.units[-1] is entry and opened.path is not None:
        # `"D" Company, Heavy Section MGC` over Mark tanks: no type takes them, so a heading
        reading.units.pop()
        lines = [reading.places.pop(opened.path.element(n), opened.number) for n in range(len(members))]
        reading.places.pop(opened.path, None)
        reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
        reading.headings[opened.number] = opened.text
        reading.gave.append(Gave(opened.number, "heading"))
        for member, number in zip(entry["elements"], lines, strict=True):
            reading._place(member, number, None)


def _left_out(reading: Reading, opened: _Open, entry: dict[str, Any]) -> None:
    """A formation given on one line with its members, all of them asked about (`zug 2 - 4
    panzers`), is left out with them: the line gives the roster nothing until it is answered."""
    asked = [
        n for n, one in enumerate(reading.asked) if one.number == opened.number and one.where == opened.path
    ]
    if entry["elements"] or not asked or not reading.units or reading.units[-1] is not entry:
        return
    reading.units.pop()
    reading.places = {where: number for where, number in reading.places.items() if where != opened.path}
    for n in asked:
        reading.asked[n] = replace(reading.asked[n], where=ROSTER)


def _general_apart(reading: Reading, opened: _Open, entry: dict[str, Any]) -> None:
    """A general listed among a formation's members, where the rules buy the general apart and the
    other members make the formation whole without it (`General - Rifles` over `4 Rifles` and `1
    MG` under `Battalion`): it stands just before the formation, as players list their general
    first under the core they lead. One that is one of its members (`General: Rifles` over `3
    Rifles`) stays."""
    general, index = reading.shared.catalog.general, reading.shared.index
    elements = entry["elements"]
    at = [n for n, member in enumerate(elements) if member.get("general")]
    if general is None or not general.separate or len(at) != 1 or opened.path is None:
        return
    rest = [member for member in elements if not member.get("general")]
    formation = entry["formation"]
    if not rest and reading.units and reading.units[-1] is entry:
        # `[b]2nd Bn Loamshire Fusiliers[/b]` over the general and a battalion under its own
        # heading: words of a type in the army's title make no formation of the general alone
        reading.units.pop()
        number = reading.places.pop(opened.path.element(0), opened.number)
        reading.places.pop(opened.path, None)
        reading.unit_lines.discard(opened.number)
        reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
        reading.headings[opened.number] = opened.text
        reading.gave.append(Gave(opened.number, "heading"))
        reading._place(elements[0], number, None)
        return
    if not rest or holds(index, formation, _counted(elements)) or not holds(index, formation, _counted(rest)):
        return
    unit, member = opened.path.steps[1], at[0]
    assert isinstance(unit, int)
    moved = elements.pop(member)
    number = reading.places.pop(opened.path.element(member))
    places = {_dropped(where, unit, member): n for where, n in reading.places.items()}
    reading.units.insert(unit, moved)
    reading.places = {_moved(where, (unit,)): n for where, n in places.items()}
    reading.places[of_place((unit,))] = number
    reading.asked = [
        replace(one, where=_moved(_dropped(one.where, unit, member), (unit,))) for one in reading.asked
    ]
    opened.path = of_place((unit + 1,))


def _dropped(where: Where, unit: int, member: int) -> Where:
    """A path once the member at `member` of the formation at `unit` is taken out of it: its later
    members one back."""
    steps = list(where.steps)
    if (
        len(steps) >= 4
        and steps[:3] == ["units", unit, "elements"]
        and isinstance(steps[3], int)
        and steps[3] > member
    ):
        steps[3] -= 1
    return Where(tuple(steps))


def _kin(reading: Reading, opened: _Open, entry: dict[str, Any]) -> None:
    """A formation whose members make it a kin of the type its heading names (`Tiger platoon`
    over two Tigers: a heavy platoon) is that kin, said in the reading."""
    if exact_id("formation", opened.attributes) is not None:
        return  # the compact form's id, exactly
    if _names_kind(reading, opened.text, entry["formation"]):
        return  # `Heavy platoon 1` over four Tigers: the player names the type, too many or not
    members = _counted(entry["elements"])
    kind = kin_held(reading.shared.index, entry["formation"], members)
    if kind != entry["formation"]:
        entry["formation"] = kind
        reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
        reading.taken.append(TakenFormation(opened.number, opened.text, kind, by_members=True))


def _names_kind(reading: Reading, text: str, formation: str) -> bool:
    """Whether a heading writes a formation type's whole name, a word of it naming it apart from
    its kin (the first word of `Heavy platoon 1`, which a `Platoon` lacks), or an alias whole of a
    type offered instead of its kin (`schwerer Zug`, the heavy platoon), or is one word that only
    this type's words hold, shortened or not."""
    index, names = reading.shared.index, reading.names
    written = words(text)
    if (
        len(written) == 1
        and names.formations_in_part(text)[0] == [formation]
        and not names.shared(text, formation)
    ):
        return True  # `Recon`, `Průzkum`: one word, of that type's words alone (not WTJ's `Regiment`)
    said = set(written)
    own = set(words(names.named_formations.get(formation, "")))
    found = index.formations.get(formation)
    if found is not None and found.instead and names.formation(text) == formation:
        return True  # `schwerer Zug` over four Tigers: the narrower type, by a whole alias of its own
    if not own or not own <= said or found is None:
        return False
    kin = [
        f
        for f in index.formations.values()
        if f.id != formation and (formation in f.instead or f.id in found.instead)
    ]
    return any(own - set(words(names.named_formations.get(f.id, ""))) for f in kin)


def _named_kind(reading: Reading, entry: Entry, count: int | None) -> str | None:
    """The formation a unit's note names it the one member of (`2 Tigers (heavy platoon)`, `5
    T-34-85 - platoon`): every word of the note names part of a formation type, one its kind
    (`platoon`), and of those types one takes the units by its counts; None else (`Tigers
    (heavy)`, `(the CO)`)."""
    if not (entry.note or entry.linked):
        return None  # most lines: nothing to name a formation by
    written = " ".join((entry.note, *entry.linked))  # `(in a platoon)` reads as a link's words
    said = [word for word in words(written) if not word.isdigit() and word not in _FILLER]
    # A formation type's last word (`platoon`), never a word before it alone.
    heads = {spelt.split()[-1] for spelt in reading.names.formations}
    if not entry.known or not any(word in heads or word.removesuffix("s") in heads for word in said):
        return None
    among: list[str] = []
    for word in said:
        fits = reading.names.formations_in_part(word)[0]
        if not fits:
            return None
        among += [fit for fit in fits if fit not in among]
    return named_by(reading.shared.index, among, [(entry.element, _whole(count or 1))])


def _placed(reading: Reading, opened: _Open | None, choices: tuple[str, ...]) -> str | None:
    """The one of the types a member's name may be that has a place in the formation it stands
    under (`Stokes mortar` under an infantry regiment: its light mortar, not the towed trench
    mortar), or under a heading naming no type, in the one type its members so far make;
    None where it stands in none, or several or none of them have one, or the name is
    only near one type's (`T-34` beside a T-34-85 platoon's: is it that model at all?)."""
    if opened is None or len(choices) < 2:
        return None
    index = reading.shared.index
    formation = opened.formation if opened.kind == "formation" else None
    if opened.kind == "fit" and opened.held:
        types = fitting(index, _counted(entry for _, entry in opened.held), opened.among)
        formation = types[0] if len(types) == 1 else None
    if not formation:
        return None
    placed = [
        choice for choice in choices if choice in index.elements and has_place(index, formation, choice)
    ]
    return placed[0] if len(placed) == 1 else None


def made_type(reading: Reading, opened: _Open) -> str:
    """The one formation type the members so far of a numbered heading naming no type make
    (`Regimentul 2 Roșiori` over a command base and cavalry): a body's name, whose members a unit
    of no place in that type closes, as it closes a typed one; '' else."""
    if opened.kind != "fit" or not opened.held or not _NUMBERED.search(opened.text):
        return ""
    types = fitting(reading.shared.index, _counted(entry for _, entry in opened.held), opened.among)
    return types[0] if len(types) == 1 else ""


def _retyped(reading: Reading, opened: _Open, entry: Entry) -> bool:
    """Whether a member a formation typed from part of its heading has no place for makes, with
    those before it, the one type that takes them all, a type the heading names in part too
    (`Regt` of the Cavalry regiment, `Regiment` over cyclists): its members say which regiment it
    is, as indented ones do, and the formation is of that type from then on, the members after them
    placed in it or not by it. A title over the whole army (`1st Infantry Brigade` over tanks and
    the general) names none."""
    if opened.entry is None:
        return False
    held = [*_counted(opened.entry["elements"]), (entry.element, 1)]
    types = fitting(reading.shared.index, held)
    if len(types) != 1 or not reading.names.names_in_part(opened.text, types[0]):
        return False
    opened.formation = opened.entry["formation"] = types[0]
    reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
    reading.taken.append(TakenFormation(opened.number, opened.text, types[0], by_members=True))
    return True


_INDENT_LOOK = 40
"""The most lines looked at past a member to find where its indentation ends."""


def heads_level(reading: Reading, number: int) -> bool:
    """Whether a plain line of a few words naming no unit, after the lines indented under a heading,
    heads the lines at its own indentation straight under it, each counting units of the catalog
    (`Artillerie divisionnaire` over `2 x canon de 75`): a section's heading, as with a colon; a
    unit has no counted units under it."""
    forms = reading.shared.forms
    form = forms[number - 1]
    if form.kind != "entry" or form.count is not None or form.bullet or form.general or form.stated:
        return False
    if number < 2 or forms[number - 2].kind == "blank" or forms[number - 2].indent <= form.indent:
        return False  # not right after an indented block: the list's shape says nothing of it
    if not 0 < len(form.text.split()) <= SECTION_WORDS or form.note or form.text.endswith(ENDS):
        return False
    found = reading._read(form)
    if found is not None and found.known:
        return False
    under = list(itertools.takewhile(lambda f: f.kind == "entry" and f.indent == form.indent, forms[number:]))
    return bool(under) and all(
        f.count is not None and (entry := reading._read(f)) is not None and entry.known for f in under
    )


def _indented_apart(reading: Reading, opened: _Open, number: int) -> bool:
    """Whether the lines indented under a heading, the member's at `number` among them, are followed
    straight away (no blank line between) by a unit back at the heading's indentation: the
    indentation alone then says which lines are its members (`heavy platoon` over an indented
    Tiger and Pz IV, then `Pz IV` at its own), so each indented one is, whatever its fit."""
    forms = reading.shared.forms
    if forms[number - 1].indent <= opened.indent:
        return False  # `- 1× polní dělo` back at the heading's own indentation is no indented member
    for at in range(number, min(number + _INDENT_LOOK, len(forms))):
        form = forms[at]
        if form.kind == "blank":
            return False
        if form.indent <= opened.indent:
            # a unit there (`Pz IV`), not another heading over its own indented lines (`Tanks`
            # over `1 x Mk IV`), which closes the block as a blank line does
            heads = (
                at + 1 < len(forms) and forms[at + 1].kind != "blank" and forms[at + 1].indent > form.indent
            )
            if heads_level(reading, at + 1):
                return True  # `Artillerie divisionnaire` over its guns: the list goes on at this indentation
            found = reading._read(form) if form.kind == "entry" and not heads else None
            return found is not None and found.known
    return False


def _no_place(reading: Reading, opened: _Open, entry: Entry, number: int) -> bool:
    """Whether an entry's type has no place in the formation it stands under, which it then
    closes; the Markdown's own form keeps every member it indents, as the roster held it, and a
    formation whose make-up the rules only describe as usual keeps those on its heading's line
    (`Heavy platoon: Tiger I x2, Pz IV x1`): there a vehicle out of it is a warning."""
    if opened.kind == "fit" and entry.known:
        made = made_type(reading, opened)
        held = [*_counted(member for _, member in opened.held), (entry.element, 1)]
        return (
            bool(made)
            and not has_place(reading.shared.index, made, entry.element)
            and not fitting(reading.shared.index, held, opened.among)
        )
    if opened.kind != "formation" or opened.writer or not opened.formation or not entry.known:
        return False
    if opened.partial and (opened.listed or opened.style == "deeper"):
        return False  # its members are set apart: they say what type it is
    found = reading.shared.index.formations.get(opened.formation)
    if number == opened.number and found is not None and found.severity == "warning":
        return False
    if has_place(reading.shared.index, opened.formation, entry.element):
        return False
    if opened.style == "deeper" and _indented_apart(reading, opened, number):
        return False
    # `4th Don Cossack Regt` over `- HQ`, `- 3 x cossacks`: a cavalry regiment
    return not (opened.partial and opened.style in ("bullet", "plain") and _retyped(reading, opened, entry))
