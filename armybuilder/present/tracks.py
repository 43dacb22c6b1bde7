"""The roster's tracks: which units get boxes to tick during play, how many copies of each, and
what a printed sheet says of them and of the losses toward the break point."""

from collections import Counter
from dataclasses import dataclass

from armybuilder.engine import Report
from armybuilder.engine.report import BreakPoint, FormationLine, Number, TrackBoxes
from armybuilder.engine.where import Where
from armybuilder.engine.words import amount
from armybuilder.schema.catalog import MAX_BOXES

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
    first: int = 1
    """The number of its first unit among the units of its title beside it (in its formation, or
    outside any): an entry split in two numbers on from the first part."""
    of: int = 0
    """The units of its title beside it, its own among them; 0 for its count alone."""

    @property
    def copies(self) -> tuple[str, ...]:
        """Each copy to mark, as 'Rifles 2 of 3', up to the rows a roster lists for one entry."""
        of = max(self.of, self.count)
        if of <= 1:
            return (self.title,) if self.count else ()
        last = self.first + min(self.count, MAX_TRACK_ROWS)
        return tuple(f"{self.title} {n} of {of}" for n in range(self.first, last))

    @property
    def boxes(self) -> tuple[tuple[str, TrackBoxes], ...]:
        """Each copy with each of its tracks, a unit's together ('Panther 1 of 4 — Stunned', 'Panther 1
        of 4 — Immobilised', then 'Panther 2 of 4'), so an entry split in two reads in the order one
        entry does."""
        return tuple((label, track) for label in self.copies for track in self.tracks)

    @property
    def more(self) -> int:
        """Copies beyond those listed, which a bigger roster serves."""
        return max(self.count - MAX_TRACK_ROWS, 0)

    @property
    def print_again(self) -> str:
        """Below a sheet's last copy: '… 10 more Rifles: print this page again'."""
        return f"… {self.more} more {self.title}: print this page again"


def tracked(report: Report) -> tuple[Tracked, ...]:
    """Every entry with tracks, in roster order, each formation before its elements. Entries of one
    title beside each other (in one formation, or outside any) are numbered as one: four Panthers
    split three and one are 'Panther 1 of 4' to '4 of 4', as four in one entry are. Formations of
    one title are numbered too, so two platoons' losses are told apart ('Platoon 2 of 2')."""
    totals: Counter[tuple[Where | None, str]] = Counter()
    for line in report.lines:
        if line.tracks:
            totals[line.formation, line.title_with_options] += line.count
    formations = Counter(
        unit.title for unit in report.units if isinstance(unit, FormationLine) and unit.tracks
    )
    numbered: Counter[tuple[Where | None, str]] = Counter()
    out: list[Tracked] = []
    for unit in report.units:
        if isinstance(unit, FormationLine):
            if unit.tracks:
                numbered[None, unit.title] += 1
                first, of = numbered[None, unit.title], formations[unit.title]
                out.append(Tracked(unit.title, unit.title, unit.tracks, True, 1, first, of))
            lines = unit.lines
        else:
            lines = (unit,)
        for line in (line for line in lines if line.tracks):
            key = (line.formation, line.title_with_options)
            first = numbered[key] + 1
            numbered[key] += line.count
            out.append(
                Tracked(
                    line.title_with_options, line.title, line.tracks, False, line.count, first, totals[key]
                )
            )
    return tuple(out)


def tickable(boxes: Number) -> bool:
    """Few enough boxes to tick; more are a line to write on."""
    return isinstance(boxes, int) and boxes <= MAX_BOXES


def write_in(boxes: Number) -> str:
    """Where there are too many boxes to tick, a line to write the losses on: '________ of 120'."""
    return f"________ of {amount(boxes)}"


def losses(point: BreakPoint) -> str:
    """Above the boxes of the army's losses: 'Tick one box per AP lost; the army breaks at 18 (the
    heavy box).'"""
    return (
        f"Tick one box per {point.cost_type} lost; the army breaks at {amount(point.value)} (the heavy box)."
    )
