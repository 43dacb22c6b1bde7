"""A roster entry's detail as data: the words of everything the editor's detail pane says about
one element or formation (cost, options, links, base, stats, notes, assumptions, problems,
sources), in sections. Each line says what it is, so the view styles it and writes no words."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from armybuilder.editing import operations as op
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.codes import family_of
from armybuilder.engine.index import index_of
from armybuilder.engine.report import BaseSize, FormationLine, Line, made_base
from armybuilder.engine.rules.formations import describe_slots
from armybuilder.engine.words import amount, amounts
from armybuilder.present.assumptions import (
    ENTRY_TITLE,
    assumed,
    assumptions_of,
    formation_assumptions,
    scale_assumptions,
)
from armybuilder.present.detail import base_parts, kind_of, scale_of
from armybuilder.present.keys import press
from armybuilder.present.links import links_of
from armybuilder.present.rows import OWN_NOTE, element_source
from armybuilder.present.stats import stat, stats_of
from armybuilder.schema.catalog import Catalog, Element, ElementOption
from armybuilder.schema.roster import DeclaredBase, Roster

Role = Literal["heading", "title", "kind", "own", "text", "general", "stat", "assumed", "source", "problem"]
"""What a line is: why the entry is shown, its title, its kind, the player's own type, plain words,
the general's mark, a stat (`name` and its value), a note that the catalog assumed, a source, a problem."""


@dataclass(frozen=True)
class Said:
    role: Role
    text: str = ""
    name: str = ""
    """A stat's name."""
    problem: Problem | None = None


@dataclass(frozen=True)
class Section:
    title: str
    """'' for the entry's head."""
    lines: tuple[Said, ...]


def default_limit(roster: Roster, catalog: Catalog) -> str:
    """The limit the catalog sets for this roster when it names none, as the engine works it out."""
    without = op.set_details(roster, replace(op.details(roster), limit=None))
    return amounts(evaluate(without, catalog).limit) or "no limit"


def element_detail(
    line: Line,
    catalog: Catalog,
    report: Report,
    *,
    declared: DeclaredBase | None = None,
    problems: Sequence[Problem] = (),
    heading: str = "",
) -> tuple[Section, ...]:
    """An element entry: cost, options, base at the roster's scale, stats, notes, assumptions, sources."""
    element = index_of(catalog).resolve_element(line.element)
    head = _head(heading, line.title)
    if element is None:
        head.append(
            Said("text", f"“{line.element}” is not in the {catalog.name} catalog; it is kept as written.")
        )
        return _sections(head, _problems(problems))
    head.append(Said("kind", " · ".join(kind_of(element, catalog))))
    if element.own:
        head.append(Said("own", OWN_NOTE))
    if element.description:
        head.append(Said("text", element.description))
    head.append(Said("text", _cost_line(line)))
    if line.options:
        head.append(Said("text", f"Options: {', '.join(line.options)}"))
    if line.unit_id:
        head.append(Said("text", f"Id: #{line.unit_id}"))
    head += [Said("text", f"{link.name}: {link.unit}") for link in links_of(line, report)]
    if line.unit_id and report.unit(line.unit_id) is line:
        for link_id, name in report.link_names.items():
            users = [
                f"{other.count} × {other.title}"
                for other in report.lines
                if other.links.get(link_id) == line.unit_id
            ]
            if users:
                head.append(Said("text", f"{name} this: {', '.join(users)}"))
    if line.general:
        head.append(Said("general", "The army's general"))
    chosen = _chosen_options(element, line, catalog)
    return _sections(
        head,
        _basing(line.base, declared, catalog, report, problems),
        _stats(line, catalog),
        _bullets("Notes", [*element.notes, *(n for o in chosen for n in o.notes)]),
        _bullets(ENTRY_TITLE, assumptions_of(element, catalog, chosen).all),
        _problems([p for p in problems if family_of(p.code) != "basing"]),
        _sources([element_source(element, catalog), *(catalog.cite(o.source) for o in chosen if o.source)]),
    )


def formation_detail(
    line: FormationLine,
    catalog: Catalog,
    report: Report,
    *,
    problems: Sequence[Problem] = (),
    heading: str = "",
) -> tuple[Section, ...]:
    ix = index_of(catalog)
    formation = ix.resolve_formation(line.formation)
    head = _head(heading, line.title)
    if formation is None:
        head.append(
            Said("text", f"“{line.formation}” is not a formation of {catalog.name}; it is kept as written.")
        )
        return _sections(head, _problems(problems))
    if formation.description:
        head.append(Said("text", formation.description))
    head.append(Said("text", f"Holds {describe_slots(formation, ix)}"))
    if line.cost:
        head.append(Said("text", "Cost: " + amounts(line.cost)))
    return _sections(
        head,
        _bullets("Notes", formation.notes),
        _bullets(ENTRY_TITLE, formation_assumptions(formation)),
        _problems(problems),
        _sources([catalog.cite(source) for source in (formation.source, formation.rule) if source]),
    )


def option_change(before: Line, after: Line, catalog: Catalog) -> str:
    """What choosing other options does to an element, as the engine works it out."""
    changes = [
        f"{amount(after.cost_each.get(c, 0))} {c} each (now {amount(before.cost_each.get(c, 0))})"
        for c in dict.fromkeys([*before.cost_each, *after.cost_each])
        if before.cost_each.get(c) != after.cost_each.get(c)
    ]
    defs = {found.id: found for found in catalog.stats}
    for key in dict.fromkeys([*before.stats, *after.stats]):
        if before.stats.get(key) != after.stats.get(key):
            was = stat(key, before.stats.get(key), defs, key in before.awaiting)
            will = stat(key, after.stats.get(key), defs, key in after.awaiting)
            changes.append(f"{will.name} {will.text} (now {was.text})")
    return "; ".join(changes) if changes else "no change to cost or stats"


def base_words(base: BaseSize) -> str:
    """The rules' base for an element: size, figures and how many bases make one."""
    return " · ".join(base_parts(base))


def _head(heading: str, title: str) -> list[Said]:
    """An entry's title, under a heading that says why it is shown (e.g. the general), if any."""
    return [*([Said("heading", heading)] if heading else []), Said("title", title)]


def _cost_line(line: Line) -> str:
    if not line.cost_each:
        return f"Count {line.count}"
    each = amounts(line.cost_each)
    total = amounts(line.cost)
    return f"Cost {each} each; {total} for {line.count}"


def _basing(
    base: BaseSize | None,
    declared: DeclaredBase | None,
    catalog: Catalog,
    report: Report,
    problems: Sequence[Problem],
) -> Section:
    basing = catalog.basing
    # The player's own base is shown wherever they declared one, whether or not the rules give a
    # base or a convention to check it against.
    made = made_base(base, declared)
    yours = (
        [Said("text", f"Your base: {base_words(made)}")] if declared is not None and made is not None else []
    )
    if base is None or basing is None:
        rules = [Said("text", base_words(base))] if base is not None and yours else []
        return Section("Base", (*rules, *yours) if yours else ())
    scale = scale_of(report, catalog)
    text = base_words(base)
    lines = [Said("text", f"At {scale}: {text}" if scale else text), *yours]
    lines += [Said("problem", problem=p) for p in problems if family_of(p.code) == "basing"]
    if report.basing_note:
        lines.append(Said("text", report.basing_note))
    lines += [Said("assumed", assumed(note)) for note in scale_assumptions(catalog, scale)]
    lines.append(Said("source", catalog.cite(basing.rule)))
    return Section("Base", tuple(lines))


def _stats(line: Line, catalog: Catalog) -> Section:
    rows = []
    for given in stats_of(line.stats, catalog, line.awaiting):
        # The key that chooses it, where an option still to be chosen sets it.
        shown = (
            f"{given.text}: {press('element_options', 'choose it')}"
            if given.value is None and given.awaiting
            else given.text
        )
        rows.append(Said("stat", shown, name=given.name))
    return Section("Stats", tuple(rows))


def _chosen_options(element: Element, line: Line, catalog: Catalog) -> list[ElementOption]:
    choices = index_of(catalog).element_options.get(element.id, {})
    return [choices[option_id][1] for option_id in line.option_ids if option_id in choices]


def _bullets(title: str, items: Iterable[str]) -> Section:
    # Catalog text quotes ids for its authors in backticks; the player reads the words alone.
    return Section(title, tuple(Said("text", f"• {item}".replace("`", "")) for item in items))


def _problems(problems: Sequence[Problem]) -> Section:
    return Section("Problems", tuple(Said("problem", problem=p) for p in problems))


def _sources(cited: Iterable[str]) -> Section:
    return Section("Source", tuple(Said("source", s) for s in dict.fromkeys(cited)))


def _sections(head: list[Said], *sections: Section) -> tuple[Section, ...]:
    """The head, then each section that says something."""
    return (Section("", tuple(head)), *(section for section in sections if section.lines))
