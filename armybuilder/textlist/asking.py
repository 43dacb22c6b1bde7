"""Lines left open, asked about, never guessed: a name several types share (`Guns`), a cost
written that is not the named type's but another's of that name (`Mortar x2 ..... 8`), or a unit
the player has not settled (`1 Panther, if the organiser allows it`). Apart because doubt is
weighed the same whatever kind of line raised it.
"""

import re

from armybuilder.engine.where import ROSTER
from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import Entry, parts, split_groups
from armybuilder.textlist.grammar import Form, plain_text, unescape
from armybuilder.textlist.names import key
from armybuilder.textlist.reading import Asked, Kept, Reading, _Open
from armybuilder.textlist.written import _number

_TOTAL_OF = on_first_use(r"\d(?:[.,]?\d)*\s*([^\W\d_]*)")
"""A total's number and the word after it: a cost's unit (`36 AP`), or what it counts (`6 units`)."""

_DOUBT = (
    r"maybe|perhaps|possibly|not\s+sure|unsure|undecided|tb[cda]|ha(?:ve|ven'?t)\s+(?:not\s+)?decided"
    r"|not\s+decided|will\s+decide|yet\s+to\s+decide|depend(?:s|ing)\s+on|vielleicht|eventuell|evtl"
    r"|peut[-\s]?[eê]tre|pas\s+s[uû]r|quiz[aá]s?|tal\s?vez|forse|misschien|eventueel|kanske|måske|kanskje"
    r"|možná|ehkä|talán"
    r"|idk|dunno|don'?t\s+know|no\s+idea|non\s+so|nie\s+wiem|wei(?:ß|ss)\s+(?:ich\s+)?nicht"
    r"|(?:ne\s+)?sais\s+pas|no\s+sé|weet\s+(?:ik\s+)?niet|nevím|vet\s+inte"
)
"""Words by which a player leaves a unit in doubt (`maybe`, `TBC`, `haven't decided`, `vielleicht`,
`možná`), or says he does not know what it is (`idk`, `non so`, `nie wiem`, `weiß nicht`); not
`might` nor the Polish `może`, which more often say what a unit can do (`może
strzelać z ukrycia`)."""
_QUOTED = on_first_use(r'"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»')
"""A name in quotes (`"Maybe Baby"`): the unit's own, however doubtful its words."""
_CONDITION = r"if|falls|wenn|jeśli|jeżeli|jestli|pokud|hvis"
"""Words that set a condition (`if Ted is OK with it`, `falls erlaubt`)."""
_OTHERWISE = r"or|oder|ou|lub|albo|nebo|eller"
"""Words that offer another unit in its place (`(or H39s)`)."""
_UNSETTLED = on_first_use(rf"(?<![^\W_])(?:{_DOUBT}|{_CONDITION}|{_OTHERWISE})(?![^\W_])", re.IGNORECASE)
_OPENS_UNSETTLED = on_first_use(rf"^\W*(?:{_DOUBT}|{_CONDITION}|{_OTHERWISE})(?![^\W_])", re.IGNORECASE)
_OFFERED = on_first_use(rf"(?<![^\W_])(?:{_OTHERWISE})(?![^\W_])", re.IGNORECASE)
_IN_DOUBT = on_first_use(rf"(?<![^\W_])(?:{_DOUBT})(?![^\W_])", re.IGNORECASE)


def undecided(text: str, note: str, line: str = "") -> str | None:
    """The words by which a line leaves its unit unsettled, which a judge asks about rather than
    reads one way: doubt anywhere (`2 tanks - heavy or medium, haven't decided`, `+ možná 1×
    Panther`); a condition in the unit's own words (`2 more T-34-85 in reserve if Ted is OK`) or
    opening a note (`Mortar (if the scenario allows)`), another unit offered in its words or
    opening a note (`1 Tank or 1 ATG`, `Panhards (or H39s)`); None where the line says none. A
    condition later in a note or a remark after a comma is on their words (`ATG (dug in at start
    if allowed)`, `2x Tank, make it 3 if points allow`), not on the unit; nor are words of a name
    in quotes in the `line` as written (`"Maybe Baby"`)."""
    unit, groups = split_groups(text)
    unit, _, remark = unit.partition(",")  # `2x Tank, make it 3 if points allow`: a remark, as a note is
    notes = [part for part in (remark, *groups, note) if part]
    found = (
        _UNSETTLED.search(unit)
        or next((hit for said in notes if (hit := _OPENS_UNSETTLED.search(said))), None)
        or next((hit for said in notes if (hit := _IN_DOUBT.search(said))), None)
        # `stug?? (counts as a tank right? or atg)`: a question offering another type
        or next((hit for said in notes if "?" in said and (hit := _OFFERED.search(said))), None)
    )
    doubt = found.group(0).strip(" ([-–—") if found is not None else ""
    return doubt if doubt and not _quoted_only(doubt, line) else None


def in_doubt(text: str) -> str | None:
    """The words of doubt a sentence holds (`nie wiem czy jako czołgi lekkie`): None where none."""
    found = _IN_DOUBT.search(text)
    return found.group(0) if found is not None else None


def _quoted_only(word: str, line: str) -> bool:
    """Whether the line writes `word` only within a name in quotes (`1 Tank "Maybe Baby"`)."""
    unquoted = _QUOTED.sub(" ", line)
    return (
        unquoted != line
        and re.search(rf"(?<![^\W_]){re.escape(word)}(?![^\W_])", unquoted, re.IGNORECASE) is None
    )


def _ask(
    reading: Reading,
    number: int,
    form: Form,
    choices: tuple[str, ...],
    opened: _Open | None,
    kept: Kept = (),
    doubt: str = "",
) -> None:
    where = opened.path if opened is not None and opened.path is not None else ROSTER
    said = unescape(plain_text(reading.shared.lines[number - 1]))  # the line as written, its count too
    reading.asked.append(Asked(number, said, choices, "element", where, kept, doubt))
    reading.unit_lines.add(number)


def _priced(reading: Reading, choices: tuple[str, ...], form: Form, count: int | None) -> str | None:
    """The one of the types a line's name may be whose cost is the one the line gives, for one
    unit or for all of them; None where it gives none, or it fits none or several."""
    stated = _number(form.stated) if form.stated else _cost_in_brackets(reading, form.text)
    if stated is None:
        return None
    fitting = [choice for choice in choices if fits_cost(reading, choice, stated, count)]
    return fitting[0] if len(fitting) == 1 else None


def fits_cost(reading: Reading, element_id: str, stated: float, count: int | None) -> bool | None:
    """Whether a cost a line gives is its type's, for one unit or for `count` of them; None where
    the type has no cost to compare (no such type, or the catalog no primary cost)."""
    primary = reading.shared.index.primary_cost
    element = reading.shared.index.elements.get(element_id)
    cost = element.cost.get(primary) if element is not None and primary is not None else None
    return None if cost is None else stated in (cost, cost * (count or 1))


def _cost_in_brackets(reading: Reading, text: str) -> float | None:
    """The cost a line gives among its note's words in brackets: `Minenwerfer (4 AP, dug in)`."""
    for group in split_groups(text)[1]:
        for said in parts(group):
            found = _TOTAL_OF.fullmatch(said.strip())
            if found and key(found.group(1)) in reading.shared.words.costs:
                return _number(said)
    return None


def _costs_doubt(reading: Reading, entry: Entry, form: Form, count: int | None) -> tuple[str, ...]:
    """The types a line could be where the cost it gives is not its type's but is another's
    whose name it shares (`Mortar x2 ..... 8`: a light mortar is 3 AP, a heavy one 4); ()."""
    if entry.named:
        return ()
    said = (entry.element, form.text, form.stated, count)
    if said not in reading.shared.doubts:
        reading.shared.doubts[said] = _doubt(reading, *said)
    return reading.shared.doubts[said]


def _doubt(
    reading: Reading, element_id: str, text: str, written_cost: str, count: int | None
) -> tuple[str, ...]:
    stated = _number(written_cost)
    element = reading.shared.index.elements.get(element_id)
    if stated is None or element is None or fits_cost(reading, element_id, stated, count) is not False:
        return ()
    times = count or 1
    priced = [*reading.shared.priced.get(stated, ()), *reading.shared.priced.get(stated / times, ())]
    if not priced:
        return ()
    written = set(key(split_groups(text)[0]).split())
    others = tuple(
        other.id
        for other in priced
        if other.id != element.id and written <= reading.names.spelt.get(other.id, frozenset())
    )
    return (element.id, *others) if others else ()
