"""Options: the roster's options against the catalog's, and each element's chosen options against its groups."""

from typing import Any

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.report import Fix
from armybuilder.engine.rules.ids import replace_id
from armybuilder.engine.suggest import close_ids, did_you_mean
from armybuilder.engine.where import Where, roster_option
from armybuilder.engine.words import yaml_value
from armybuilder.schema.catalog import ChoiceOption, Element, ElementOption, FlagOption, OptionGroup
from armybuilder.schema.roster import ElementEntry, Roster


def roster_options(roster: Roster, ix: Index, findings: Findings) -> dict[str, Any]:
    """The roster options in effect: the catalog's defaults, changed by valid values in the roster."""
    values: dict[str, Any] = {option.id: option.default for option in ix.catalog.options}
    for key, value in roster.options.items():
        option = ix.options.get(key)
        if option is None:
            findings.error(
                "option.unknown",
                f"`{key}` is not a roster option of {ix.catalog.name}",
                where=roster_option(key),
                rule=ix.catalog.citation,
                hint=did_you_mean(key, ix.options)
                or (f"its options are {', '.join(ix.options)}" if ix.options else "remove `options:`"),
            )
            continue
        problem = _option_problem(option, value)
        if problem:
            findings.error(
                "option.invalid",
                f"{option.name}: {problem}",
                where=roster_option(key),
                rule=ix.catalog.cite(option.source),
                hint=_option_hint(option, key, value),
            )
            continue
        values[key] = value
    return values


def _quoted_choice(option: Any, value: Any) -> bool:
    """A number written in quotes, such as `army-size: "4"`, for a number or a numbered choice."""
    if not isinstance(value, str) or isinstance(option, FlagOption):
        return False
    if isinstance(option, ChoiceOption):
        return any(not isinstance(c, str) and str(c) == value for c in option.choices)
    return value.strip().isdecimal()


def _option_hint(option: Any, key: str, value: Any) -> str:
    if _quoted_choice(option, value):
        return f"write `{key}: {value}` without quotes"
    if isinstance(option, ChoiceOption):
        close = did_you_mean(str(value), [str(c) for c in option.choices])
        if close:
            return close
    if option.default is not None:
        return f"write `{key}: {yaml_value(option.default)}`, or remove it for the default"
    if isinstance(option, ChoiceOption):
        values = " or ".join(f"`{key}: {yaml_value(c)}`" for c in option.choices)
        return f"write {values}, or remove it to leave it unset"
    low = f" from {option.min}" if getattr(option, "min", None) is not None else ""
    high = f" to {option.max}" if getattr(option, "max", None) is not None else ""
    return f"write a whole number{low}{high}, or remove it to leave it unset"


def _option_problem(option: Any, value: Any) -> str:
    if _quoted_choice(option, value):
        return f"`{value}` is written as text, in quotes"
    if isinstance(option, ChoiceOption):
        if value in option.choices and type(value) in {type(c) for c in option.choices}:
            return ""
        return f"`{value}` is not one of {', '.join(str(c) for c in option.choices)}"
    if isinstance(option, FlagOption):
        return "" if isinstance(value, bool) else f"`{value}` is not true or false"
    if type(value) is not int:
        return f"`{value}` is not a whole number"
    if option.min is not None and value < option.min:
        return f"{value} is below the least allowed, {option.min}"
    if option.max is not None and value > option.max:
        return f"{value} is above the most allowed, {option.max}"
    return ""


def element_options(
    entry: ElementEntry, element: Element, where: Where, ix: Index, findings: Findings
) -> list[ElementOption]:
    choices = ix.element_options[element.id]
    picked: dict[str, list[ElementOption]] = {}
    named: set[str] = set()  # not the options before each: thousands of them made that a square
    for number, option_id in enumerate(entry.options):
        if option_id in named:
            continue
        named.add(option_id)
        if option_id not in choices:
            findings.error(
                "option.unknown",
                f"`{option_id}` is not an option of {element.name}",
                where=where.option(number),
                rule=ix.catalog.citation,
                hint=(did_you_mean(option_id, choices) or f"its options are {', '.join(choices)}")
                if choices
                else f"{element.name} has no options; remove `{option_id}`",
                fix=replace_id(where.option(number), option_id, close_ids(option_id, choices)),
            )
            continue
        owner, option = choices[option_id]
        picked.setdefault(owner.id, []).append(option)
    chosen: list[ElementOption] = []
    for group_id in element.option_groups:
        group = ix.groups.get(group_id)
        if group is None:
            continue
        options = picked.get(group_id, [])
        if group.choose == "one" and len(options) > 1:
            names = " and ".join(o.name for o in options)
            findings.error(
                "option.conflict",
                f"{element.name} takes one {group.name.lower()}, but has {names}",
                where=where.key("options"),
                rule=ix.catalog.cite(group.rule),
                hint=f"keep one of {', '.join(o.id for o in options)}",
                fix=Fix("choose-option", where, choices=tuple(o.id for o in options)),
            )
            options = options[:1]
        if group.choose == "one" and not options:
            if group.default is None:
                _missing(group, element, where, ix, findings)
            options = [o for o in group.options if o.id == group.default]
        if group.choose == "any" and (len(options) < group.min or (group.max and len(options) > group.max)):
            _counted(group, element, len(options), where, ix, findings)
        chosen.extend(options)
    return chosen


def _counted(
    group: OptionGroup, element: Element, taken: int, where: Where, ix: Index, findings: Findings
) -> None:
    """A group of `choose: any` whose options the entry takes too few or too many of."""
    few = taken < group.min
    bound = group.min if few or group.max is None else group.max
    findings.error(
        "option.count",
        f"{element.name} takes at {'least' if few else 'most'} {bound} of {group.name.lower()}, but has {taken}",
        where=where.key("options") if taken else where,
        rule=ix.catalog.cite(group.rule),
        hint=(
            f"add {bound - taken} of {', '.join(o.id for o in group.options[:6])}"
            if few
            else f"remove {taken - bound} of them"
        ),
    )


def _missing(group: OptionGroup, element: Element, where: Where, ix: Index, findings: Findings) -> None:
    ids = [o.id for o in group.options]
    shown = ", ".join(ids[:6]) + (" ..." if len(ids) > 6 else "")
    findings.error(
        "option.missing",
        f"{element.name} needs its {group.name.lower()} chosen",
        where=where,
        rule=ix.catalog.cite(group.rule),
        hint=f"add one of {shown} to its options, e.g. `options: [{ids[0]}]`",
        fix=Fix("choose-option", where, choices=tuple(ids)),
    )
