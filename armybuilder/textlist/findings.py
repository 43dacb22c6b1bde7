"""What reading a list written as text has to say: `file.text-list` once, and `file.text-line`
for each line that is no list entry, each with the line it is about."""

from armybuilder.engine import Problem
from armybuilder.engine.where import ROSTER
from armybuilder.errors import Location
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList

RULE = "lists as text"
SHOWN = 60
"""Characters of a line quoted in its finding."""


def text_list_findings(
    listed: TextList, catalog: Catalog, file: str, fingerprint: str | None = None
) -> tuple[tuple[Problem, Location | None], ...]:
    """The warnings about a list read from text, each with its line (None for the whole file).
    `fingerprint` is the list's as read, where it is known: a line giving another is named, as a
    sheet's text changed by hand would otherwise pass for the list it names."""
    how = (
        ""
        if listed.named
        else f"; no line names the game system, so it was read as {catalog.name}, which knows its names"
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
    for taken in listed.taken:
        lines.append(
            (
                Problem(
                    "file.text-line",
                    "warning",
                    f"line {taken.number} names no formation type in full, so it was read as "
                    f"{types.get(taken.formation, taken.formation)}: {_quoted(taken.text)}",
                    ROSTER,
                    RULE,
                    "write the type after the formation's name, as `1st Battalion (Infantry Battalion):`, "
                    "if it is another",
                ),
                Location(taken.number, 1),
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
    lines.sort(key=lambda pair: pair[1].line)  # in the order of the text
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


def _digits(fingerprint: str) -> str:
    """A fingerprint as its hex digits, however it is dashed or cased."""
    return "".join(character for character in fingerprint.lower() if character in "0123456789abcdef")


def _quoted(text: str) -> str:
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def unit_location(listed: TextList, problem: Problem) -> Location | None:
    """The line of the unit a problem is about, where the reader noted it."""
    line = listed.places.get(problem.unit)
    return Location(line, 1) if line is not None else None
