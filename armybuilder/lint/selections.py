"""What a rule selects, and the roster options it applies when: both name what exists, and a
rule that needs something must be able to match it."""

from typing import Any

from armybuilder.lint.linter import Linter, Path
from armybuilder.schema.catalog import ChoiceOption, FlagOption, NumberOption, Selection


def selection(linter: Linter, at: Path, selection: Selection, needed: float | None) -> None:
    for key, known, what in (
        ("elements", linter.elements, "element"),
        ("tags", linter.tags, "tag"),
        ("categories", linter.categories, "category"),
        ("formations", linter.formations, "formation"),
        ("formation_tags", linter.formation_tags, "formation tag"),
    ):
        for position, value in enumerate(getattr(selection, key)):
            linter.reference([*at, key, position], value, known, what)
    if needed and _selects_nothing(linter, selection):
        linter.add(
            "lint.never-met",
            at,
            f"this selection matches nothing, so a minimum of {needed:g} can never be met",
            "select elements or formations that exist",
        )


def _selects_nothing(linter: Linter, selection: Selection) -> bool:
    catalog = linter.catalog
    if selection.counts_formations:
        return not any(
            f.id in selection.formations or set(f.tags) & set(selection.formation_tags)
            for f in catalog.formations
        )
    if not (selection.elements or selection.tags or selection.categories):
        return False
    if linter.declared_tags.intersection(selection.tags):
        return False  # a declared tag waits for elements that a catalog extending this one adds
    return not any(
        e.id in selection.elements or e.category in selection.categories or set(e.tags) & set(selection.tags)
        for e in catalog.elements
    )


def when(linter: Linter, at: Path, when: dict[str, Any]) -> None:
    for key, wanted in when.items():
        option = linter.options.get(key)
        if option is None:
            linter.reference([*at, key], key, set(linter.options), "roster option")
            continue
        for value in wanted if isinstance(wanted, list) else [wanted]:
            if not _possible(option, value):
                linter.add(
                    "lint.never-met",
                    [*at, key],
                    f"`{key}` can never be {value!r}, so this never applies",
                    "use a value the option allows",
                    "warning",
                )


def _possible(option: Any, value: Any) -> bool:
    if isinstance(option, ChoiceOption):
        return value in option.choices
    if isinstance(option, FlagOption):
        return isinstance(value, bool)
    if isinstance(option, NumberOption):
        return isinstance(value, int) and not isinstance(value, bool)
    return True
