"""Where in a roster (or any file) a finding or a fix points, as steps: `units[1].elements[0]` is
units, 1, elements, 0.

The engine carries these typed; the text is the report's public form (its JSON, CSV and text, the
golden files), and this module alone writes and reads it.
"""

from collections.abc import Iterable, Sequence
from typing import Any

from armybuilder.engine.record import record

Step = str | int


@record
class Where:
    """A path into the roster's data: keys and list positions, from the top."""

    steps: tuple[Step, ...] = ()

    def __str__(self) -> str:
        text = ""
        for step in self.steps:
            text += f"[{step}]" if isinstance(step, int) else f".{step}" if text else step
        return text

    def __bool__(self) -> bool:
        """False for the whole roster (or file), which a report writes as ''."""
        return bool(self.steps)

    def within(self, outer: "Where") -> bool:
        """Whether this path points deeper inside `outer` (`units[1].count` within `units[1]`)."""
        return len(self.steps) > len(outer.steps) and self.steps[: len(outer.steps)] == outer.steps

    @property
    def order(self) -> tuple[int, ...]:
        """Where a finding here stands in roster order: the whole roster, then other keys, then units."""
        if self.steps[:1] != ("units",):
            return (-1,) if self.steps else ()
        return tuple(step for step in self.steps if isinstance(step, int))

    def key(self, name: str) -> "Where":
        return Where((*self.steps, name))

    def element(self, number: int) -> "Where":
        """One of a formation's elements: `units[1].elements[0]`."""
        return Where((*self.steps, "elements", number))

    def option(self, number: int) -> "Where":
        """One of an entry's options: `units[2].options[0]`."""
        return Where((*self.steps, "options", number))

    def link(self, link_id: str) -> "Where":
        """One of an entry's links: `units[2].links.towed-by`."""
        return Where((*self.steps, "links", link_id))

    @property
    def place(self) -> tuple[int, ...] | None:
        """The entry this path is in: `(unit,)` or `(formation, element)`; None outside the units."""
        steps = self.steps
        if len(steps) < 2 or steps[0] != "units" or not isinstance(steps[1], int):
            return None
        if len(steps) >= 4 and steps[2] == "elements" and isinstance(steps[3], int):
            return (steps[1], steps[3])
        return (steps[1],)

    def entry_in(self, units: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
        """The entry this path is in among a roster's units as plain data (a text list's reading);
        None where they hold no such entry."""
        place = self.place
        if place is None or place[0] >= len(units):
            return None
        unit = units[place[0]]
        if len(place) == 1:
            return unit
        elements = unit.get("elements", [])
        return elements[place[1]] if place[1] < len(elements) else None

    @property
    def entry(self) -> "Where | None":
        """The entry this path is in (`units[1]` for `units[1].options[0]`); None outside the units."""
        place = self.place
        return None if place is None else of_place(place)

    @property
    def inside(self) -> tuple[Step, ...]:
        """The steps within the entry (`('options', 0)` for `units[1].options[0]`)."""
        place = self.place
        return () if place is None else self.steps[2 * len(place) :]

    @property
    def option_number(self) -> int | None:
        """Which option the path points at, if it points at one of an entry's options."""
        inside = self.inside
        return (
            inside[1] if len(inside) == 2 and inside[0] == "options" and isinstance(inside[1], int) else None
        )

    @property
    def link_id(self) -> str | None:
        """Which link the path points at, if it points at one of an entry's links."""
        inside = self.inside
        return inside[1] if len(inside) == 2 and inside[0] == "links" and isinstance(inside[1], str) else None

    @property
    def option_key(self) -> str | None:
        """Which roster option the path points at (`scale` for `options.scale`), if it points at one."""
        if len(self.steps) < 2 or self.steps[0] != "options" or not isinstance(self.steps[1], str):
            return None
        return str(Where(self.steps[1:]))


ROSTER = Where()
"""The whole roster (or file): a report writes its place as ''."""


def top(key: str) -> Where:
    """One of the file's own keys: `limit`, `system`, `format`."""
    return Where((key,))


def of_steps(steps: Iterable[Step]) -> Where:
    """A path from the steps a reader gives (a YAML position, pydantic's error location)."""
    return Where(tuple(steps))


def of_place(place: tuple[int, ...]) -> Where:
    """The path of an entry: `units[1]` for `(1,)`, `units[1].elements[0]` for `(1, 0)`."""
    return Where(("units", place[0])) if len(place) == 1 else Where(("units", place[0], "elements", place[1]))


def roster_option(key: str) -> Where:
    """One of the roster's options: `options.scale`."""
    return Where(("options", key))


def parse(text: str) -> Where:
    """The steps of a path written as text, as a report, a fix or a JSON file gives it."""
    steps: list[Step] = []
    for part in text.replace("[", ".[").split("."):
        if part.startswith("[") and part.endswith("]") and part[1:-1].isdigit():
            steps.append(int(part[1:-1]))
        elif part:
            steps.append(part)
    return Where(tuple(steps))


def place_of(where: Where) -> tuple[int, ...] | None:
    """The entry a path names exactly (`units[1].elements[0]` -> (1, 0)); None otherwise."""
    place = where.place
    return place if place is not None and not where.inside else None
