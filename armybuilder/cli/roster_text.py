"""A roster as `armybuilder show` prints it for the terminal: its heading, the units' table with
totals, the army's facts, tracks to tick and assumptions."""

import shutil
import sys
import textwrap

from armybuilder.cli.style import Style
from armybuilder.cli.table import table
from armybuilder.engine import Report
from armybuilder.engine.report import TrackBoxes
from armybuilder.engine.words import measured
from armybuilder.present import assumptions
from armybuilder.present.rows import UNKNOWN_FIGURE, ElementRow, FormationRow, legend_of, roster_rows
from armybuilder.present.summary import heading, summary
from armybuilder.present.tracks import tickable, tracked, write_in
from armybuilder.schema.catalog import Catalog


def render(report: Report, catalog: Catalog, style: Style) -> list[str]:
    out = [f"{style(report.name, 'bold')}  {style.verdict(report.valid)}"]
    head = heading(report)
    player = f" · player {head.player}" if head.player else ""
    out.append(f"{head.system} ({head.revision}){player}")
    if head.event:
        out.append(head.event[0].upper() + head.event[1:])  # its own line: a sentence
    if head.options:
        out.append(" · ".join(f"{name}: {value}" for name, value in head.options))
    out.append(f"fingerprint {report.fingerprint}")
    out.append("")
    out += _units(report, catalog, style)
    facts = _summary(report)
    out += ["", *facts] if facts else []
    out += _tracks(report)
    if report.assumptions:
        out.append("")
        out.append(style(f"{assumptions.TITLE}:", "bold"))
        for note in report.assumptions:
            out += textwrap.wrap(
                f"{assumptions.heading(note)}: {note.text}",
                _width(),
                initial_indent="  • ",
                subsequent_indent="    ",
            )
    return out


def _units(report: Report, catalog: Catalog, style: Style) -> list[str]:
    roster = roster_rows(report, catalog)
    cost_types = roster.columns.costs
    stats = roster.columns.stats
    # Systems without basing have no base or figures columns.
    basing = [roster.has_base, roster.has_figures]
    header = list(roster.headings())
    blank = ["" for _ in stats] + ["" for shown in basing if shown]
    rows: list[list[str]] = []
    for row in roster.rows:
        if isinstance(row, FormationRow):
            rows.append([row.shown_title, "", *("" for _ in cost_types), *row.cost, *blank])
        else:
            rows.append(_row(row, basing))
    rows.append(["Total", str(roster.count), *("" for _ in cost_types), *roster.total, *blank])
    numeric = range(1, 2 + 2 * len(cost_types))
    fit = shutil.get_terminal_size().columns if sys.stdout.isatty() else None
    lines = table(header, rows, style, right=list(numeric), fit=fit)
    legend = legend_of(roster.columns, unknown=roster.has_unknown_figures)
    return [*lines[:-1], style(lines[-1], "bold"), *legend.lines(_width())]


def _width() -> int:
    """Where prose under the tables wraps: the terminal's width, within reason."""
    return max(60, min(shutil.get_terminal_size().columns, 120))


def _row(row: ElementRow, basing: list[bool]) -> list[str]:
    indent = "    " if row.in_formation else ""
    cells = [f"{indent}{row.name.line()}", str(row.count), *row.cost_each, *row.cost]
    # 'unknown' in every column a vehicle's rules leave open made a table too wide to read.
    cells += ["" if cell is None else UNKNOWN_FIGURE if cell.not_given else cell.text for cell in row.stats]
    return cells + [
        cell for cell, shown in zip([row.shown_base, row.shown_figures], basing, strict=True) if shown
    ]


def _summary(report: Report) -> list[str]:
    out = []
    for measure in report.measures:
        if measure.name in report.costs:
            continue  # the table's last row shows it
        out.append(measured(measure, cost=False))
    return out + [f"{fact.label}: {fact.text}{fact.figure}" for fact in summary(report)]


def _tracks(report: Report) -> list[str]:
    out = []
    for unit in tracked(report):
        out += [f"  {label} — {_track(track)}" for label, track in unit.boxes]
        if unit.more:
            out.append(f"  … {unit.more} more {unit.name}")
    return ["", "Tracks:", *out] if out else []


def _track(track: TrackBoxes) -> str:
    """Boxes to tick, or a line to write on where there are too many to tick (as on the sheet)."""
    if tickable(track.boxes):
        # A bar after a box that has an effect (as the sheet draws it heavier), none after the last.
        last = track.boxes
        boxes = "".join("□" + ("|" if n in track.marks and n < last else "") for n in range(1, last + 1))
    else:
        boxes = write_in(track.boxes)
    marks = ", ".join(f"{n}: {text}" for n, text in sorted(track.marks.items()))
    return f"{track.name}: {boxes}" + (f"  ({marks})" if marks else "")
