"""The roster's tracks: which units get boxes to tick during play, and how many copies of each."""

from dataclasses import dataclass

from armybuilder.engine import Report
from armybuilder.engine.report import FormationLine, Number, TrackBoxes
from armybuilder.schema.catalog import MAX_BOXES
from armybuilder.words import amount

MAX_TRACK_ROWS = 50
"""Track rows shown for one roster entry, in `show` and on the sheet; more copies serve a bigger one."""


@dataclass(frozen=True)
class Tracked:
    """A formation or an element entry with tracks; an entry with a count of 3 is three units to mark."""

    title: str
    """The entry's title, with the options that tell two units of one type apart."""
    name: str
    """The entry's title alone."""
    tracks: tuple[TrackBoxes, ...]
    formation: bool
    count: int

    @property
    def copies(self) -> tuple[str, ...]:
        """Each copy to mark, as 'Rifles 2 of 3', up to the rows a roster lists for one entry."""
        if self.count <= 1:
            return (self.title,) if self.count else ()
        return tuple(
            f"{self.title} {n} of {self.count}" for n in range(1, min(self.count, MAX_TRACK_ROWS) + 1)
        )

    @property
    def more(self) -> int:
        """Copies beyond those listed, which a bigger roster serves."""
        return max(self.count - MAX_TRACK_ROWS, 0)


def tracked(report: Report) -> tuple[Tracked, ...]:
    """Every entry with tracks, in roster order, each formation before its elements."""
    out: list[Tracked] = []
    for unit in report.units:
        if isinstance(unit, FormationLine):
            if unit.tracks:
                out.append(Tracked(unit.title, unit.title, unit.tracks, True, 1))
            lines = unit.lines
        else:
            lines = (unit,)
        out += [
            Tracked(line.title_with_options, line.title, line.tracks, False, line.count)
            for line in lines
            if line.tracks
        ]
    return tuple(out)


def tickable(boxes: Number) -> bool:
    """Few enough boxes to tick; more are a line to write on."""
    return isinstance(boxes, int) and boxes <= MAX_BOXES


def write_in(boxes: Number) -> str:
    """Where there are too many boxes to tick, a line to write the losses on: '________ of 120'."""
    return f"________ of {amount(boxes)}"
