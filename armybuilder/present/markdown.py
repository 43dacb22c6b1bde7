"""A list as Markdown, to paste in a forum post or a chat: `show --format markdown` and the
editor's "copy as text" both give this."""

from dataclasses import replace

from armybuilder.engine import Report
from armybuilder.engine.report import Costs, FormationLine, Line
from armybuilder.engine.words import GENERAL, amounts, counted, measured
from armybuilder.present.blocks import (
    Block,
    Heading,
    Item,
    Items,
    Paragraph,
    Runs,
    carried,
    code,
    mark,
    markdown_text,
    words,
)
from armybuilder.present.summary import general_fact, heading
from armybuilder.present.verdicts import verdict_word
from armybuilder.textlist.compact import carried_attributes
from armybuilder.textlist.grammar import (
    COST_MARK,
    COUNT_MARK,
    FINGERPRINT,
    NAME,
    NOTE,
    OPTIONS,
    PLAYER,
    Attributes,
    attributes_text,
    general_words,
)
from armybuilder.textlist.names import key


def markdown(report: Report) -> str:
    """Name, system, verdict and totals; each unit with its count and cost; the fingerprint. What
    the fingerprint covers and the names show not (ids, links, a declared base) follows a unit in braces."""
    return markdown_text([Heading((words(report.name),)), *list_blocks(report)])


def list_blocks(report: Report, *, verdict: bool = True) -> list[Block]:
    """The list under its heading, for a page that heads it itself; without the verdict where
    another one counts (a published list shows the one its lock records)."""
    errors = f" ({counted(len(report.errors), 'error')})" if report.errors else ""
    said = verdict_word(report.valid) + errors if verdict else ""
    totals = ", ".join(measured(m, cost=m.name in report.costs) for m in report.measures)
    head = heading(report)
    summary: Runs = (words(" · ".join(part for part in (head.system, totals, said) if part)),)
    out: list[Block] = [
        Paragraph(((words(f"{PLAYER}: "), words(head.player)), summary) if head.player else (summary,))
    ]
    # A value the engine refused is shown as used, and carried as written: the fingerprint keeps it.
    refused = {k: v for k, v in report.army.get("options", {}).items() if report.options.get(k) != v}
    if report.options or refused:
        chosen = ", ".join(f"{option} {value}" for option, value in head.options)
        out.append(
            Paragraph(
                ((words(f"{OPTIONS}: {chosen}"), carried(attributes_text(Attributes(values=refused)))),)
            )
        )
    out.append(Items(tuple(_unit(unit, report.general_title) for unit in report.units)))
    if report.general and (general := general_fact(report)):
        out.append(Paragraph(((words(f"{general.label}: "), words(general.text)),)))
    fingerprint = (words(f"{FINGERPRINT} "), code(report.fingerprint), words(" · checked with armybuilder"))
    out.append(Paragraph((fingerprint,)))
    return out


def units_lines(report: Report) -> list[str]:
    """The list's units as plain lines (no Markdown), each under the formation it is in: a locked
    list shown for a judge to compare with the sheet."""
    return _plain(tuple(_unit(unit, report.general_title) for unit in report.units), "")


def _plain(items: tuple[Item, ...], indent: str) -> list[str]:
    lines = []
    for item in items:
        lines.append(indent + "".join(run.text for run in item.line).rstrip())
        lines += _plain(item.items, indent + "  ")
    return lines


def _unit(unit: Line | FormationLine, general: str) -> Item:
    if isinstance(unit, FormationLine):
        formation_id = attributes_text(Attributes(unit.unit_id))
        title = (words(unit.title, bold=True), *_cost(unit.cost), carried(formation_id))
        return Item(title, tuple(Item(_line(line, general)) for line in unit.lines))
    return Item(_line(unit, general))


def _line(line: Line, general: str) -> Runs:
    mark = f"{GENERAL} " if line.general else ""
    options = f" ({', '.join(line.options)})" if line.options else ""
    attributes = carried_attributes(line)
    exact = {}
    if line.label and key(line.label) in {key(word) for word in general_words(general)}:
        exact[NAME] = line.label  # `General (Rifles)` reads as the general, not a unit named so
    if line.entry is not None and line.entry.note:
        exact[NOTE] = line.entry.note  # the player's words, exactly: a note may hold any of them
    if exact:
        attributes = replace(attributes, values={**attributes.values, **exact})
    return (
        words(f"{mark}{line.count} {COUNT_MARK} "),
        words(line.title),
        words(options),
        *_cost(line.cost),
        carried(attributes_text(attributes)),
    )


def _cost(cost: Costs) -> Runs:
    """` — 8 AP` after an entry: the dash the list's own, so a dash in a name is told from it."""
    return (mark(f" {COST_MARK} "), words(amounts(cost))) if cost else ()
