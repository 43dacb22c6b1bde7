"""The detail pane's text: an entry's detail as present/entry_detail.py words it, styled, and a
problem as the report and detail panes show it."""

from collections.abc import Sequence

from textual.content import Content

from armybuilder.engine import Problem, Report
from armybuilder.present.entry_detail import Said, Section
from armybuilder.present.findings import named_words
from armybuilder.schema.catalog import Catalog

MARK = {"error": ("✗", "$text-error"), "warning": ("!", "$text-warning")}
STYLE = {
    "heading": "italic $text-muted",
    "title": "bold",
    "kind": "$text-muted",
    "own": "$text-accent",
    "general": "bold",
    "assumed": "italic",
    "source": "dim",
}


def problem_text(problem: Problem, report: Report, catalog: Catalog, about: str = "") -> Content:
    """A problem as the report pane and the detail pane show it, with what it is about and what
    to do: the key that fixes it, where one edit does."""
    found = named_words(problem, report, catalog, "editor")
    mark, style = MARK[found.severity]
    text = Content.assemble(
        (f"{mark} ", f"bold {style}"), (f"{about}: " if about else "", "bold"), found.message
    )
    if found.fix:
        text += Content.assemble("\n  ", (found.fix_key, "$text-accent"))
    elif found.keyed:
        text += Content.assemble("\n  ", (found.advice, "$text-accent"))
    elif found.advice:
        text += Content.assemble("\n  ", ("to fix: " + found.advice, "dim"))
    return text


def detail_text(sections: Sequence[Section], report: Report, catalog: Catalog) -> Content:
    """An entry's detail (`present.entry_detail`), styled for the pane: each section under its
    title, each line as what it is."""
    blocks = []
    for section in sections:
        lines = [_line(said, report, catalog) for said in section.lines]
        if section.title:
            lines.insert(0, Content.styled(section.title, "bold"))
        blocks.append(Content("\n").join(lines))
    return Content("\n\n").join(blocks)


def _line(said: Said, report: Report, catalog: Catalog) -> Content:
    if said.problem is not None:
        return problem_text(said.problem, report, catalog)
    if said.role == "stat":
        return Content.assemble((f"{said.name}: ", "$text-muted"), said.text)
    style = STYLE.get(said.role)
    return Content.styled(said.text, style) if style else Content(said.text)
