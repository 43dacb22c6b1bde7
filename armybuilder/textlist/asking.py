"""Lines the catalog leaves open, asked about, never guessed: a name several types share (`Guns`),
or a cost written that is not the named type's but another's of that name (`Mortar x2 ..... 8`).
Apart because doubt is weighed the same whatever kind of line raised it.
"""

from armybuilder.engine.where import ROSTER
from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import Entry, parts, split_groups
from armybuilder.textlist.grammar import Form, plain_text, unescape
from armybuilder.textlist.names import key
from armybuilder.textlist.reading import Asked, Kept, Reading, _Open
from armybuilder.textlist.written import _number

_TOTAL_OF = on_first_use(r"\d(?:[.,]?\d)*\s*([^\W\d_]*)")
"""A total's number and the word after it: a cost's unit (`36 AP`), or what it counts (`6 units`)."""


def _ask(
    reading: Reading, number: int, form: Form, choices: tuple[str, ...], opened: _Open | None, kept: Kept = ()
) -> None:
    where = opened.path if opened is not None and opened.path is not None else ROSTER
    said = unescape(plain_text(reading.shared.lines[number - 1]))  # the line as written, its count too
    reading.asked.append(Asked(number, said, choices, "element", where, kept))
    reading.unit_lines.add(number)


def _priced(reading: Reading, choices: tuple[str, ...], form: Form, count: int | None) -> str | None:
    """The one of the types a line's name may be whose cost is the one the line gives, for one
    unit or for all of them; None where it gives none, or it fits none or several."""
    stated = _number(form.stated) if form.stated else _cost_in_brackets(reading, form.text)
    primary = reading.shared.index.primary_cost
    if stated is None or primary is None:
        return None
    costs = [
        (choice, element.cost.get(primary))
        for choice in choices
        if (element := reading.shared.index.elements.get(choice)) is not None
    ]
    fitting = [choice for choice, cost in costs if cost is not None and stated in (cost, cost * (count or 1))]
    return fitting[0] if len(fitting) == 1 else None


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
    primary = reading.shared.index.primary_cost
    element = reading.shared.index.elements.get(element_id)
    if stated is None or primary is None or element is None:
        return ()
    times = count or 1
    ours = element.cost.get(primary)
    if ours is None or stated in (ours, ours * times):
        return ()
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
