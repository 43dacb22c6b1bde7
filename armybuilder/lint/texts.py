"""A rule's message and hint templates name only the fields that its kind of rule fills, and
write them plainly; an offer changes only what an event can leave out."""

import string

from armybuilder.lint.linter import Linter, Path
from armybuilder.schema.catalog import (
    Constraint,
    CostConstraint,
    CountConstraint,
    Hint,
    InRangeConstraint,
    MatchesConstraint,
)

_TEMPLATE_FIELDS: dict[type, set[str]] = {
    CountConstraint: {"count", "min", "max"},
    CostConstraint: {"cost", "total", "percent", "min", "max", "min_percent", "max_percent"},
    InRangeConstraint: {"element", "value", "low", "high"},
    MatchesConstraint: {"element", "value", "stat"},
}
"""The fields each kind of rule fills into its message and hint."""


def constraint_texts(linter: Linter, at: Path, constraint: Constraint) -> None:
    """A message or hint names only the fields its kind of rule fills."""
    # By kind, so an event's own constraint classes (subclasses) are checked the same way.
    known = next(_TEMPLATE_FIELDS[kind] for kind in type(constraint).__mro__ if kind in _TEMPLATE_FIELDS)
    texts = [([*at, key], getattr(constraint, key), known) for key in ("message", "hint")]
    unknown = getattr(constraint, "unknown", None)
    if unknown is not None:
        texts += [
            ([*at, "unknown", key], getattr(unknown, key), {"element", "value"})
            for key in ("message", "hint")
        ]
    templates(linter, texts)


def templates(linter: Linter, templates: list[tuple[Path, Hint, set[str]]]) -> None:
    for path, template, fields in (one for each in templates for one in _sentences(linter, *each)):
        used, problem = _fields(template)
        if problem:
            linter.add(
                "lint.template",
                path,
                problem,
                "write fields as plain `{name}`; the engine formats numbers",
            )
        for field in used - fields:
            linter.add(
                "lint.template",
                path,
                f"`{{{field}}}` is not a field this kind of rule fills",
                f"use one of {', '.join(sorted(fields))}",
            )


def _sentences(linter: Linter, path: Path, text: Hint, fields: set[str]) -> list[tuple[Path, str, set[str]]]:
    """A message, or each of a hint's offers, with the fields it may use; an offer's `changes`
    must name a roster option or the limit, or no event could leave it out."""
    if isinstance(text, str):
        return [(path, text, fields)]
    out: list[tuple[Path, str, set[str]]] = []
    for number, offer in enumerate(text):
        if isinstance(offer, str):
            out.append(([*path, number], offer, fields))
            continue
        out.append(([*path, number, "offer"], offer.offer, fields))
        for place, changed in enumerate(offer.changes):
            if changed != "limit":
                linter.reference(
                    [*path, number, "changes", place], changed, set(linter.options), "roster option"
                )
    return out


def _fields(template: str) -> tuple[set[str], str]:
    """The field names a message uses, and what is wrong with how it writes them ('' if nothing)."""
    try:
        parts = [(name, spec, conversion) for _, name, spec, conversion in string.Formatter().parse(template)]
    except ValueError:
        return set(), "a `{` or `}` has no partner; write `{{` or `}}` for a brace itself"
    names = {name for name, _, _ in parts if name}
    for name, spec, conversion in parts:
        if name is not None and (spec or conversion or not name.isidentifier()):
            return (
                names,
                f"`{{{name}{'!' + conversion if conversion else ''}{':' + spec if spec else ''}}}` is not a plain field",
            )
    return names, ""
