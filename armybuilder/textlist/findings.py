"""What reading a list written as text has to say: `file.text-list` once, `file.text-line` for
each line that is no list entry, `file.text-asked` for each line the catalog leaves open (an
error: the list is not valid until it is answered), `file.text-quoted` for quoted lines skipped
(and for others' messages in a chat), and `file.text-total` where the list's own total is not its
entries', each with its line."""

from collections import Counter

from armybuilder.engine import Problem
from armybuilder.engine.report import Costs, Fix
from armybuilder.engine.where import ROSTER, of_place
from armybuilder.engine.words import amount, counted
from armybuilder.errors import Location
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, units_of

RULE = "lists as text"
SHOWN = 60
"""Characters of a line quoted in its finding."""


def text_list_findings(
    listed: TextList,
    catalog: Catalog,
    file: str,
    fingerprint: str | None = None,
    costs: Costs | None = None,
) -> tuple[tuple[Problem, Location | None], ...]:
    """The findings about a list read from text, each with its line (None for the whole file).
    `fingerprint` is the list's as read, where it is known: a line giving another is named, as a
    sheet's text changed by hand would otherwise pass for the list it names. `costs` are the
    list's as read, where they are known, to compare with a total the list states."""
    how = (
        ""
        if listed.named
        else f"; no line names the game system, so it was read as {catalog.name}, which knows its names"
        + ("; another system knows them too, and " + ", and ".join(listed.weighed) if listed.weighed else "")
        + (
            "; for another game, import it with "
            + " or ".join(f"`--system {other.id}` ({other.name})" for other in listed.others)
            if listed.others
            else ""
        )
    )
    found: list[tuple[Problem, Location | None]] = [
        (
            Problem(
                "file.text-list",
                "warning",
                f"this is a list written as text; it was read as one{how}",
                ROSTER,
                RULE,
                f"`armybuilder import {file} -o ROSTER.yaml` writes it as a roster file, to check and edit as one",
            ),
            None,
        )
    ]
    lines: list[tuple[Problem, Location]] = []
    for line in listed.lines:
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {line.number} is not a list entry, so it was not read: {_quoted(line.text)}",
                    ROSTER,
                    RULE,
                    "write an entry as `2 x Name`; remove the line if it is not part of the list",
                ),
                Location(line.number, 1),
            )
        )
    types = {formation.id: formation.name for formation in catalog.formations}
    elements = {element.id: element.name for element in catalog.elements}
    for taken in listed.taken:
        # The example names another type of this game (the one read, where it has no other).
        taken_as = types.get(taken.formation, taken.formation)
        other = next((name for id_, name in types.items() if id_ != taken.formation), taken_as)
        how = (
            f"names no formation type, and only {types.get(taken.formation, taken.formation)} takes its members"
            if taken.by_members
            else "names no formation type in full"
        )
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {taken.number} {how}, so it was read as "
                    f"{types.get(taken.formation, taken.formation)}: {_quoted(taken.text)}",
                    ROSTER,
                    RULE,
                    f"write the type after the formation's name, as `{_quoted(taken.text)} ({other}):`, "
                    "if it is another",
                ),
                Location(taken.number, 1),
            )
        )
    for respelt in listed.respelt:
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {respelt.number}: {respelt_words(respelt.said)}, the nearest word the catalog knows, "
                    f"one slip of the hand off: {_quoted(respelt.text)}",
                    ROSTER,
                    RULE,
                    "check that the line is the unit you meant; write its name as the catalog does if it is another",
                ),
                Location(respelt.number, 1),
            )
        )
    for guessed in listed.guessed:
        kept = f", and its other words `{guessed.name}` kept as its name" if guessed.name else ""
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {guessed.number} holds words the catalog does not know, so it was read as "
                    f"{elements.get(guessed.element, guessed.element)} by its words `{guessed.said}`{kept}: "
                    f"{_quoted(guessed.text)}",
                    ROSTER,
                    RULE,
                    "check that the line is the unit you meant; write its type as the catalog names it if it is another",
                ),
                Location(guessed.number, 1),
            )
        )
    for outside in listed.outside:
        formation = types.get(outside.formation, outside.formation)
        if outside.kept:
            lines.append(
                (
                    Problem(
                        "file.text-line",
                        "warning",
                        f"line {outside.number} names a unit that has no place in the {formation} above it, "
                        f"but it is the first line under that heading, so it was read in it: {_quoted(outside.text)}",
                        ROSTER,
                        RULE,
                        "write the formation type its units make, or move the unit out from under the heading",
                    ),
                    Location(outside.number, 1),
                )
            )
            continue
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {outside.number} names a unit that has no place in the {formation} above it, so "
                    f"it and the lines after it were read outside the {formation}: {_quoted(outside.text)}",
                    ROSTER,
                    RULE,
                    "indent the formation's own units under its heading and leave the others unindented, "
                    "or put a blank line after the formation",
                ),
                Location(outside.number, 1),
            )
        )
    on_line = Counter(asked.number for asked in listed.asked)
    seen: Counter[int] = Counter()
    for asked in listed.asked:
        seen[asked.number] += 1
        # `1 tank, 1 Tank (the big one)`: each open unit of a line told apart, not two same messages
        part = (
            f" (its unit {seen[asked.number]} of {on_line[asked.number]} left open)"
            if on_line[asked.number] > 1
            else ""
        )
        names = elements if asked.kind == "element" else types
        choices = [names.get(choice, choice) for choice in asked.choices]
        if asked.doubt:  # `1 Panther, if the organiser allows it`: the player's doubt, not the catalog's
            said = f"says its unit is not settled ({_quoted(asked.doubt)})"
            how = f"write the line without the doubt to keep {_either(choices)}, or take the line out"
        elif len(choices) == 1:  # `T-34` beside the T-34-85: another model, or the same one written short
            said = f"is near {choices[0]} but is not its name: another model, maybe"
            how = f"write {choices[0]} on the line if it is one; another model needs a catalog that extends {catalog.id}"
        else:
            said = f"could be {_either(choices)}, and the list does not say which"
            how = (
                f"write the type the line means ({_either(choices)}) on the line, or choose it in the editor"
            )
        lines.append(
            (
                Problem(
                    "file.text-asked",
                    "error",
                    f"line {asked.number}{part} {said}, so it was left out until you choose: {_quoted(asked.text)}",
                    asked.where,
                    RULE,
                    how,
                    Fix(
                        "add-element" if asked.kind == "element" else "add-formation",
                        asked.where,
                        choices=asked.choices,
                        keeps=asked.kept,
                    ),
                ),
                Location(asked.number, 1),
            )
        )
    total = listed.stated
    primary = catalog.costs[0] if catalog.costs else None
    ours = costs.get(primary.id) if costs is not None and primary is not None else None
    if total is not None and primary is not None and ours is not None and abs(ours - total.value) > 1e-9:
        lines.append(
            (
                Problem(
                    "file.text-total",
                    "warning",
                    f"line {total.number} gives the list's total as {amount(total.value)} {primary.id}, "
                    f"but its entries as read come to {amount(ours)} {primary.id}",
                    ROSTER,
                    RULE,
                    "check each line's count and name against what you meant, and the total's sum",
                ),
                Location(total.number, 1),
            )
        )
    lines += _line_costs(listed, catalog)
    for tally in listed.tallies:
        read = units_of(listed.data["units"], tally.element)
        if read != tally.value:
            kind = next((e.name for e in catalog.elements if e.id == tally.element), tally.element)
            lines.append(
                (
                    Problem(
                        "file.text-total",
                        "warning",
                        f"line {tally.number} says the list has {amount(tally.value)} × {kind}, "
                        f"but its entries as read have {amount(read)}",
                        ROSTER,
                        RULE,
                        f"check each {kind} line's count against what you meant, and the line's count",
                    ),
                    Location(tally.number, 1),
                )
            )
    stated = listed.fingerprint
    if stated is not None and fingerprint is not None and _digits(stated.text) != _digits(fingerprint):
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {stated.number} gives the fingerprint {_quoted(stated.text)}, but the list as read "
                    f"has {fingerprint}: a line of it was changed, or the line is another list's",
                    ROSTER,
                    RULE,
                    "compare the list with the sheet it came from; remove the line if it is not this list's",
                ),
                Location(stated.number, 1),
            )
        )
    lines += _name_brackets(listed)
    lines.sort(key=lambda pair: pair[1].line)  # in the order of the text
    if listed.quoted:
        found.append(
            (
                Problem(
                    "file.text-quoted",
                    "warning",
                    f"{counted(listed.quoted, 'quoted line')} (quoted as a reply quotes, with `>` or a forum's [quote]) "
                    "were not read: the lines that are not quoted hold the list",
                    ROSTER,
                    RULE,
                    "if the quoted lines are the list you mean, send them again without the `>` marks",
                ),
                None,
            )
        )
    if listed.others_said:
        found.append(
            (
                Problem(
                    "file.text-quoted",
                    "warning",
                    f"{counted(listed.others_said, 'line')} of other people's messages or comments left unread: "
                    f"the list is in the messages of {_quoted(listed.writer)}",
                    ROSTER,
                    RULE,
                    "if another's message is the list you mean, send that message alone",
                ),
                None,
            )
        )
    found += lines
    more = listed.unread - len(listed.lines)
    if more > 0:
        found.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"{more:,} more lines are not list entries, and were not read",
                    ROSTER,
                    RULE,
                    "check that this is a list; the lines above show what was not read",
                ),
                None,
            )
        )
    return tuple(found)


_CLOSING_BRACKET = on_first_use(r"\s\(([^\W\d_][^()\d]*)\)$")
"""Words in brackets ending the army's name, no figure among them (a year's are weighed already)."""


def _name_brackets(listed: TextList) -> list[tuple[Problem, Location]]:
    """Where the army's or a formation's name ends in a bracket of a proper name (`Infanterie-Regiment
    169 (Lorettohöhe)`, `1 pułk ułanów Legionów (Beliniacy)`): a place set apart is no part of an
    army's name, a nickname may be a remark, and only the player knows which, so the line says it
    was kept."""
    named = [
        (number, "the army", str(listed.data.get("name", "")))
        for number in (next((gave.number for gave in listed.gave if gave.said == "name"), None),)
        if number is not None
    ]
    named += [
        (number, "a formation", str(unit.get("name", "")))
        for at, unit in enumerate(listed.data.get("units", ()))
        if "formation" in unit and (number := listed.places.get(of_place((at,)))) is not None
    ]
    found = []
    for number, what, name in named:
        kept = _CLOSING_BRACKET.search(name) if name.endswith(")") else None
        if kept is None or not kept[1][:1].isupper():
            continue
        found.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {number} names {what} {_quoted(name)}, keeping `({kept[1]})` in the name: "
                    "if the bracket only says where it fought, or is a remark on it, it is no part of the name",
                    ROSTER,
                    RULE,
                    "write the name without the bracket if it is no part of it",
                ),
                Location(number, 1),
            )
        )
    return found


def respelt_words(said: tuple[tuple[str, str], ...]) -> str:
    """Each word as written, then the catalog's word it was read as: `Rifel` was read as `rifle`."""
    first, *rest = said
    return ", ".join(
        [f"`{first[0]}` was read as `{first[1]}`", *(f"`{written}` as `{word}`" for written, word in rest)]
    )


def _either(choices: list[str]) -> str:
    return choices[0] if len(choices) == 1 else f"{', '.join(choices[:-1])} or {choices[-1]}"


def _digits(fingerprint: str) -> str:
    """A fingerprint as its hex digits, however it is dashed or cased."""
    return "".join(character for character in fingerprint.lower() if character in "0123456789abcdef")


def _quoted(text: str) -> str:
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def unit_location(listed: TextList, problem: Problem) -> Location | None:
    """The line of the unit a problem is about, where the reader noted it."""
    line = listed.places.get(problem.unit)
    return Location(line, 1) if line is not None else None


def _line_costs(listed: TextList, catalog: Catalog) -> list[tuple[Problem, Location]]:
    """A line whose cost is neither its unit's cost nor its units' (`Field Artillery x2 (75)`):
    maybe a calibre or a strength written where a cost is read, maybe a slip; said, never dropped."""
    if not catalog.costs:
        return []
    primary = catalog.costs[0]
    elements = {element.id: element for element in catalog.elements}
    found = []
    for said in listed.line_costs:
        element = elements.get(said.element)
        each = element.cost.get(primary.id) if element is not None and not element.cost_when else None
        if (
            element is None
            or each is None
            or any(abs(said.value - c) < 1e-9 for c in (each, each * said.count))
        ):
            continue
        units = f"{said.count} × {element.name}"
        found.append(
            (
                Problem(
                    "file.text-total",
                    "warning",
                    f"line {said.number} gives a cost of {amount(said.value)} {primary.id}, but {units} "
                    f"cost {amount(each * said.count)} {primary.id} ({amount(each)} {primary.id} each)",
                    ROSTER,
                    RULE,
                    "check the line's count and type; a number in brackets after a unit is read as its "
                    "cost, so write a calibre with its unit (`75mm`)",
                ),
                Location(said.number, 1),
            )
        )
    return found
