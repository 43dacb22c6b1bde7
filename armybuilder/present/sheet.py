"""The printed sheet's content, made once: its heading, findings, units, totals, chart, tracks and
notes, the cards' content and the basing template's needs, as strings and numbers. The PDF only
draws it, so the words stay here and the drawing asks nothing of the rest of the house."""

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Literal

from armybuilder.engine import Report
from armybuilder.engine.codes import Audience
from armybuilder.engine.report import BaseSize, BasesNeeded, Number, Severity
from armybuilder.engine.words import GENERAL, amount, amounts, measured
from armybuilder.present import assumptions
from armybuilder.present import summary as said
from armybuilder.present.assumptions import assumed, assumptions_of
from armybuilder.present.bases import base_size, not_drawn, to_make, unsized
from armybuilder.present.detail import kind_of, made_base_words, scale_of
from armybuilder.present.figures import figures_per_base
from armybuilder.present.findings import Words, named_words
from armybuilder.present.options import GroupWords, option_groups
from armybuilder.present.printed import (
    NO_CODE,
    errors_below,
    nothing_to_print,
    problems_heading,
    too_long_to_print,
)
from armybuilder.present.rows import (
    BLANK_FIGURES,
    ElementRow,
    FormationRow,
    Row,
    element_source,
    legend_of,
    own_title,
    roster_rows,
)
from armybuilder.present.stats import Stat, as_fielded, stats_of
from armybuilder.present.tracks import losses, tickable, tracked, write_in
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.catalog import Catalog, Element

if TYPE_CHECKING:  # the chain of custody is the judges' pack's to load, not every sheet's
    from armybuilder.present.custody import Standing

__all__ = [
    "MAX_PRINTED",
    "PARTS",
    "BaseLabel",
    "Basing",
    "Card",
    "CardBase",
    "Chart",
    "ElementRow",
    "FormationRow",
    "Heading",
    "Losses",
    "Part",
    "Problems",
    "Row",
    "Sheet",
    "Stat",
    "Ticks",
    "Total",
    "Track",
    "TrackedEntry",
    "Tracks",
    "Units",
    "Words",
    "chart_of",
    "sheet_of",
]

Part = Literal["roster", "cards", "basing"]
PARTS: tuple[Part, ...] = ("roster", "cards", "basing")

MAX_PRINTED = 1_000
"""Roster entries one PDF prints (some twenty pages of sheet); a real army has a few dozen."""
MAX_BARS = 30
"""More categories than this make no chart anyone can read."""


@dataclass(frozen=True)
class Heading:
    """The sheet's head: the verdict strip, the army's name and the facts under it."""

    name: str
    valid: bool
    verdict: str
    below: str
    """Under the verdict: 'no errors', or '7 errors, listed below'."""
    invalid: str
    """The verdict of a list that is not valid: the strip keeps room for it on one line."""
    fingerprint: str
    totals: tuple[str, ...]
    facts: tuple[str, ...]
    options: tuple[str, ...]
    code: str | None
    """The compact list its QR code carries, where the sheet has one."""
    no_code: str = NO_CODE


@dataclass(frozen=True)
class Problems:
    """The findings of one severity under their heading."""

    heading: str
    words: tuple[Words, ...]


@dataclass(frozen=True)
class Units:
    """The units table: its rows, the stat columns some unit fills, its headings and the lines below."""

    rows: tuple[Row, ...]
    cost_types: tuple[str, ...]
    stats: tuple[int, ...]
    has_base: bool
    has_figures: bool
    headings: tuple[str, ...]
    count: int
    total: tuple[str, ...]
    below: tuple[str, ...]


@dataclass(frozen=True)
class Total:
    """A line of the totals: `figure` set in bold between the words before and after it."""

    before: str
    figure: str
    after: str


@dataclass(frozen=True)
class Chart:
    """The first cost type's share of each category, to draw as bars."""

    title: str
    bars: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class Ticks:
    """Boxes to tick (`count` of them, `marks` heavy), or where too many, a line to write on."""

    count: int | None
    marks: frozenset[int]
    write_in: str


@dataclass(frozen=True)
class Track:
    name: str
    ticks: Ticks
    legend: str
    """What its marked boxes mean, '3: -1 · 6: destroyed'; '' where none is marked."""


@dataclass(frozen=True)
class TrackedEntry:
    formation: bool
    copies: tuple[str, ...]
    tracks: tuple[Track, ...]
    print_again: str
    """Below the last copy where more are than a sheet lists; '' where none."""


@dataclass(frozen=True)
class Losses:
    words: str
    ticks: Ticks


@dataclass(frozen=True)
class Tracks:
    entries: tuple[TrackedEntry, ...]
    """The formations' first, then the rest, in roster order."""
    losses: Losses | None


@dataclass(frozen=True)
class CardBase:
    """The bases the roster makes of a type: the player's own where declared, the rules' noted."""

    scale: str
    words: str
    notes: tuple[str, ...]


@dataclass(frozen=True)
class Card:
    """A reference card's content, everything a player looks up about an element type."""

    id: str
    title: str
    cost: str
    kind: tuple[str, ...]
    description: str
    stats: tuple[Stat, ...]
    options: tuple[GroupWords, ...]
    base: CardBase | None
    notes: tuple[str, ...]
    assumptions: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class BaseLabel:
    """Beside a drawn base: its type, size, figures on it and how many to make."""

    name: str
    size: str
    figures: str
    make: str


@dataclass(frozen=True)
class Basing:
    """The basing template: its heading, the bases to draw and what it says of the rest."""

    heading: str
    note: str
    needed: tuple[BasesNeeded, ...]
    labels: tuple[BaseLabel, ...]
    alike: tuple[tuple[str, str], ...]
    """Types whose bases stand alike, and what the rules say of those bases."""

    def not_drawn(self, drawn: Collection[BasesNeeded]) -> list[str]:
        """Why the bases not `drawn` (those the page cannot hold among them) are not drawn."""
        return not_drawn(self.needed, drawn)


@dataclass(frozen=True)
class Sheet:
    """What a roster PDF shows, made once from the report, the catalog and the day it is printed."""

    parts: tuple[Part, ...]
    """The parts asked for, in the order they print."""
    heading: Heading
    stands: "Standing | None"
    problems: tuple[Problems, ...]
    units: Units | None
    totals: tuple[Total, ...]
    chart: Chart | None
    tracks: Tracks | None
    assumptions_title: str
    assumptions: tuple[tuple[str, str], ...]
    notes: str
    cards: tuple[Card, ...]
    basing: Basing | None
    nothing: str
    """The page printed where no part asked for has anything to show."""
    too_long: str
    """Why the roster is not printed, where it has more entries than `most`; '' otherwise."""
    footer: str
    title: str
    subject: str
    author: str


def sheet_of(
    report: Report,
    catalog: Catalog,
    printed: date,
    parts: Sequence[Part] = PARTS,
    *,
    audience: Audience = "player",
    code: bool = True,
    stands: "Standing | None" = None,
    most: int = MAX_PRINTED,
) -> Sheet:
    """The sheet's content for the `parts` asked; `code` gives it the list's QR code, `stands`
    how a judged list stands (in the judges' pack)."""
    parts = tuple(part for part in PARTS if part in parts)
    too_long = too_long_to_print(len(report.lines), most) if len(report.lines) > most else ""
    roster = "roster" in parts and not too_long
    facts, chosen = said.sheet_facts(report, printed)
    heading = Heading(
        report.name,
        report.valid,
        verdict_word(report.valid),
        errors_below(report),
        verdict_word(False),
        report.fingerprint,
        tuple(measured(measure, cost=measure.name in report.costs) for measure in report.measures),
        facts,
        chosen,
        _code(report, catalog) if code and roster else None,
    )
    by_severity: tuple[tuple[Sequence, Severity], ...] = (
        (report.errors, "error"),
        (report.warnings, "warning"),
    )
    return Sheet(
        parts=parts,
        heading=heading,
        stands=stands,
        problems=tuple(
            Problems(
                problems_heading(severity, len(problems)),
                tuple(named_words(problem, report, catalog, audience) for problem in problems),
            )
            for problems, severity in by_severity
            if problems and roster
        ),
        units=_units(report, catalog) if roster else None,
        totals=_totals(report) if roster else (),
        chart=chart_of(report, catalog) if roster else None,
        tracks=_tracks(report) if roster else None,
        assumptions_title=assumptions.TITLE,
        assumptions=tuple((assumptions.heading(note), note.text) for note in report.assumptions),
        notes=report.notes or "",
        cards=_cards(report, catalog) if "cards" in parts and not too_long else (),
        basing=_basing(report, catalog) if "basing" in parts and not too_long else None,
        nothing=nothing_to_print(parts),
        too_long=too_long,
        footer=f"{report.name} · {report.system_name} {report.version} · fingerprint {report.fingerprint}",
        title=report.name,
        subject=f"{report.system_name} {report.version} roster, fingerprint {report.fingerprint}",
        author=report.player or "",
    )


def _code(report: Report, catalog: Catalog) -> str:
    """The compact list the sheet's QR code carries."""
    # Here, not at the top: the judges' pack prints its sheets without codes.
    from armybuilder.textlist.compact import compact_list

    return compact_list(report, catalog)


def _units(report: Report, catalog: Catalog) -> Units:
    roster = roster_rows(report, catalog)
    # A column no unit fills (a stat, bases, figures) stays off the sheet, leaving room to the rest.
    stats = roster.filled_stats
    below = [legend_of(roster.columns, stats).text]
    below += [BLANK_FIGURES] if roster.has_unknown_figures else []
    below += [f"{GENERAL} the army's {report.general_title}"] if report.general_title else []
    return Units(
        roster.rows,
        tuple(roster.columns.costs),
        stats,
        roster.has_base,
        roster.has_figures,
        roster.headings(stats),
        roster.count,
        tuple(roster.total),
        tuple(text for text in below if text),
    )


def _totals(report: Report) -> tuple[Total, ...]:
    lines = []
    for measure in report.measures:
        if measure.name in report.costs:
            limit = f" of {amount(measure.limit)}" if measure.limit is not None else ""
            lines.append(Total("", amount(measure.value), f"{limit} {measure.name}"))
        else:
            lines.append(Total(measured(measure, cost=False), "", ""))
    for fact in said.summary(report):
        lines.append(Total(f"{fact.label}: {fact.text}", fact.figure, ""))
    return tuple(lines)


def chart_of(report: Report, catalog: Catalog) -> Chart | None:
    """Bars of the first cost type per category, or None when there is nothing to compare."""
    if not report.costs:
        return None
    cost_type = next(iter(report.costs))
    shares = [(category, costs.get(cost_type, 0)) for category, costs in report.costs_by_category.items()]
    if not any(value for _, value in shares) or len(shares) > MAX_BARS:
        return None
    names = {category.id: category.name for category in catalog.categories}
    return Chart(f"{cost_type} by category", tuple((names.get(c, c), value) for c, value in shares))


def _ticks(count: Number, marks: Collection[int]) -> Ticks:
    return Ticks(int(count) if tickable(count) else None, frozenset(marks), write_in(count))


def _tracks(report: Report) -> Tracks:
    entries = tracked(report)
    entries = tuple(e for e in entries if e.formation) + tuple(e for e in entries if not e.formation)
    point = report.break_point
    return Tracks(
        tuple(
            TrackedEntry(
                entry.formation,
                entry.copies,
                tuple(
                    Track(track.name, _ticks(track.boxes, track.marks), _legend(track.marks))
                    for track in entry.tracks
                ),
                entry.print_again if entry.more else "",
            )
            for entry in entries
        ),
        Losses(losses(point), _ticks(point.value, {int(point.value)})) if point and point.value else None,
    )


def _legend(marks: dict[int, str]) -> str:
    """What the marked boxes mean, e.g. '3: -1 · 6: destroyed'."""
    return " · ".join(f"{number}: {text}" for number, text in sorted(marks.items()))


def _cards(report: Report, catalog: Catalog) -> tuple[Card, ...]:
    """A card per element type in the roster, in catalog order."""
    rules: dict[str, BaseSize | None] = {}
    made: dict[str, list[BaseSize]] = {}
    fielded: dict[str, list[dict[str, object]]] = {}
    for line in report.lines:
        if line.known:
            rules.setdefault(line.element, line.base)
            bases = made.setdefault(line.element, [])
            if line.made_base is not None and line.made_base not in bases:
                bases.append(line.made_base)
            fielded.setdefault(line.element, []).append(line.stats)
    scale = scale_of(report, catalog)
    return tuple(
        _card(element, fielded[element.id], made[element.id], rules[element.id], scale, catalog)
        for element in catalog.elements
        if element.id in rules
    )


def _card(
    element: Element,
    fielded: Sequence[dict[str, object]],
    made: Sequence[BaseSize],
    rules: BaseSize | None,
    scale: str,
    catalog: Catalog,
) -> Card:
    # The stats as the roster fields the type: an option that sets one shows its value.
    shown = {key: as_fielded(key, value, fielded) for key, value in element.stats.items()}
    base = CardBase(scale, made_base_words(made, rules), tuple(made[0].notes)) if made else None
    return Card(
        element.id,
        own_title(element.name, element.own),
        amounts(element.cost),
        kind_of(element, catalog),
        element.description or "",
        tuple(stats_of(shown, catalog)),
        option_groups(element, catalog),
        base,
        tuple(element.notes),
        tuple(assumed(note) for note in assumptions_of(element, catalog).own),
        element_source(element, catalog),
    )


def _basing(report: Report, catalog: Catalog) -> Basing | None:
    needed = report.bases_needed
    if all(unsized(b) for b in needed):
        return None  # nothing to draw; the cards carry how the bases stand
    scale = scale_of(report, catalog)
    labels = []
    for item in needed:
        figures = figures_per_base(item.base)
        if figures and item.base.figures is not None:
            figures = f"{figures} per base"
        labels.append(BaseLabel(item.name, base_size(item), figures, to_make(item)))
    # Types whose bases stand alike share one line.
    noted: dict[tuple[str, ...], list[str]] = {}
    for item in needed:
        alike = noted.setdefault(item.base.notes, []) if item.base.notes else []
        if item.base.notes and item.name not in alike:
            alike.append(item.name)
    return Basing(
        f"Basing template{f' at {scale}' if scale else ''}",
        report.basing_note or "",
        tuple(needed),
        tuple(labels),
        tuple((", ".join(alike), " ".join(notes)) for notes, alike in noted.items()),
    )
