"""The detail pane's text: what the engine says about one entry, with its catalog notes and sources."""

from collections.abc import Iterable, Sequence
from dataclasses import replace

from textual.content import Content

from armybuilder import operations as op
from armybuilder.engine import Problem, Report, evaluate
from armybuilder.engine.codes import family_of
from armybuilder.engine.index import index_of
from armybuilder.engine.report import BaseSize, FormationLine, Line, made_base
from armybuilder.engine.rules.formations import describe_slots
from armybuilder.present.assumptions import (
    ENTRY_TITLE,
    assumed,
    assumptions_of,
    formation_assumptions,
    scale_assumptions,
)
from armybuilder.present.detail import base_parts, kind_of, scale_of
from armybuilder.present.findings import named_words
from armybuilder.present.keys import KEY_OF
from armybuilder.present.links import links_of
from armybuilder.present.rows import OWN_NOTE, element_source
from armybuilder.present.stats import stat, stats_of
from armybuilder.schema.catalog import Catalog, Element, ElementOption
from armybuilder.schema.roster import DeclaredBase, Roster
from armybuilder.words import amount

MARK = {"error": ("✗", "$text-error"), "warning": ("!", "$text-warning")}


def default_limit(roster: Roster, catalog: Catalog) -> str:
    """The limit the catalog sets for this roster when it names none, as the engine works it out."""
    without = op.set_details(roster, replace(op.details(roster), limit=None))
    return ", ".join(f"{amount(v)} {k}" for k, v in evaluate(without, catalog).limit.items()) or "no limit"


def problem_text(problem: Problem, report: Report, catalog: Catalog, about: str = "") -> Content:
    """A problem as the report pane and the detail pane show it, with what it is about and what
    to do: the key that fixes it, where one edit does."""
    words = named_words(problem, report, catalog, "editor")
    mark, style = MARK[words.severity]
    text = Content.assemble(
        (f"{mark} ", f"bold {style}"), (f"{about}: " if about else "", "bold"), words.message
    )
    if words.fix:
        text += Content.assemble("\n  ", (f"press {KEY_OF['fix']} to {words.fix}", "$text-accent"))
    elif words.keyed:
        text += Content.assemble("\n  ", (words.advice, "$text-accent"))
    elif words.advice:
        text += Content.assemble("\n  ", ("to fix: " + words.advice, "dim"))
    return text


def _head(heading: str, title: str) -> list[Content]:
    """An entry's title, under a heading that says why it is shown (e.g. the general), if any."""
    parts = [Content.styled(heading, "italic $text-muted")] if heading else []
    return [*parts, Content.styled(title, "bold")]


def element_detail(
    line: Line,
    catalog: Catalog,
    report: Report,
    *,
    declared: DeclaredBase | None = None,
    problems: Sequence[Problem] = (),
    heading: str = "",
) -> Content:
    """An element entry: cost, options, base at the roster's scale, stats, notes, assumptions, sources."""
    element = index_of(catalog).resolve_element(line.element)
    parts = _head(heading, line.title)
    if element is None:
        parts.append(
            Content(f"“{line.element}” is not in the {catalog.name} catalog; it is kept as written.")
        )
        return _join(parts, _problems(problems, report, catalog))
    parts.append(Content.styled(" · ".join(kind_of(element, catalog)), "$text-muted"))
    if element.own:
        parts.append(Content.styled(OWN_NOTE, "$text-accent"))
    if element.description:
        parts.append(Content(element.description))
    parts.append(Content(_cost_line(line)))
    if line.options:
        parts.append(Content(f"Options: {', '.join(line.options)}"))
    if line.unit_id:
        parts.append(Content(f"Id: #{line.unit_id}"))
    parts += [Content(f"{link.name}: {link.unit}") for link in links_of(line, report)]
    if line.unit_id and report.unit(line.unit_id) is line:
        for link_id, name in report.link_names.items():
            users = [
                f"{other.count} × {other.title}"
                for other in report.lines
                if other.links.get(link_id) == line.unit_id
            ]
            if users:
                parts.append(Content(f"{name} this: {', '.join(users)}"))
    if line.general:
        parts.append(Content.styled("The army's general", "bold"))
    chosen = _chosen_options(element, line, catalog)
    sections = [
        _basing(line.base, declared, catalog, report, problems),
        _stats(line, catalog),
        _bullets("Notes", [*element.notes, *(n for o in chosen for n in o.notes)]),
        _bullets(ENTRY_TITLE, assumptions_of(element, catalog, chosen).all),
        _problems([p for p in problems if family_of(p.code) != "basing"], report, catalog),
        _sources([element_source(element, catalog), *(catalog.cite(o.source) for o in chosen if o.source)]),
    ]
    return _join(parts, *sections)


def formation_detail(
    line: FormationLine,
    catalog: Catalog,
    report: Report,
    *,
    problems: Sequence[Problem] = (),
    heading: str = "",
) -> Content:
    ix = index_of(catalog)
    formation = ix.resolve_formation(line.formation)
    parts = _head(heading, line.title)
    if formation is None:
        parts.append(
            Content(f"“{line.formation}” is not a formation of {catalog.name}; it is kept as written.")
        )
        return _join(parts, _problems(problems, report, catalog))
    if formation.description:
        parts.append(Content(formation.description))
    parts.append(Content(f"Holds {describe_slots(formation, ix)}"))
    if line.cost:
        parts.append(Content("Cost: " + ", ".join(f"{amount(v)} {k}" for k, v in line.cost.items())))
    sections = [
        _bullets("Notes", formation.notes),
        _bullets(ENTRY_TITLE, formation_assumptions(formation)),
        _problems(problems, report, catalog),
        _sources([catalog.cite(source) for source in (formation.source, formation.rule) if source]),
    ]
    return _join(parts, *sections)


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


def _cost_line(line: Line) -> str:
    if not line.cost_each:
        return f"Count {line.count}"
    each = ", ".join(f"{amount(v)} {k}" for k, v in line.cost_each.items())
    total = ", ".join(f"{amount(v)} {k}" for k, v in line.cost.items())
    return f"Cost {each} each; {total} for {line.count}"


def _basing(
    base: BaseSize | None,
    declared: DeclaredBase | None,
    catalog: Catalog,
    report: Report,
    problems: Sequence[Problem],
) -> list[Content]:
    basing = catalog.basing
    # The player's own base is shown wherever they declared one, whether or not the rules give a
    # base or a convention to check it against.
    made = made_base(base, declared)
    yours = [Content(f"Your base: {base_words(made)}")] if declared is not None and made is not None else []
    if base is None or basing is None:
        rules = [Content(base_words(base))] if base is not None and yours else []
        return [Content.styled("Base", "bold"), *rules, *yours] if yours else []
    scale = scale_of(report, catalog)
    text = base_words(base)
    lines = [Content(f"At {scale}: {text}" if scale else text), *yours]
    lines += [problem_text(p, report, catalog) for p in problems if family_of(p.code) == "basing"]
    if report.basing_note:
        lines.append(Content(report.basing_note))
    lines += [Content.styled(assumed(note), "italic") for note in scale_assumptions(catalog, scale)]
    lines.append(Content.styled(catalog.cite(basing.rule), "dim"))
    return [Content.styled("Base", "bold"), *lines]


def base_words(base: BaseSize) -> str:
    """The rules' base for an element: size, figures and how many bases make one."""
    return " · ".join(base_parts(base))


def _stats(line: Line, catalog: Catalog) -> list[Content]:
    rows = []
    for given in stats_of(line.stats, catalog, line.awaiting):
        # The key that chooses it, where an option still to be chosen sets it.
        shown = (
            f"{given.text}: press {KEY_OF['element_options']} to choose it"
            if given.value is None and given.awaiting
            else given.text
        )
        rows.append(Content.assemble((f"{given.name}: ", "$text-muted"), shown))
    return [Content.styled("Stats", "bold"), *rows] if rows else []


def _chosen_options(element: Element, line: Line, catalog: Catalog) -> list[ElementOption]:
    choices = index_of(catalog).element_options.get(element.id, {})
    return [choices[option_id][1] for option_id in line.option_ids if option_id in choices]


def _bullets(title: str, items: Iterable[str]) -> list[Content]:
    items = list(items)
    if not items:
        return []
    # Catalog text quotes ids for its authors in backticks; the player reads the words alone.
    return [Content.styled(title, "bold"), *(Content(f"• {item}".replace("`", "")) for item in items)]


def _problems(problems: Sequence[Problem], report: Report, catalog: Catalog) -> list[Content]:
    if not problems:
        return []
    return [Content.styled("Problems", "bold"), *(problem_text(p, report, catalog) for p in problems)]


def _sources(cited: Iterable[str]) -> list[Content]:
    found = list(dict.fromkeys(cited))
    return [Content.styled("Source", "bold"), *(Content.styled(s, "dim") for s in found)] if found else []


def _join(head: list[Content], *sections: list[Content]) -> Content:
    blocks = [Content("\n").join(head)]
    blocks += [Content("\n").join(section) for section in sections if section]
    return Content("\n\n").join(blocks)
