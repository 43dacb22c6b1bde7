"""What a system's catalog offers, as `armybuilder catalogs ID` prints it for the terminal."""

import shutil
import textwrap
from collections.abc import Mapping

from armybuilder.cli.style import Style
from armybuilder.cli.table import table
from armybuilder.engine.index import index_of
from armybuilder.engine.report import Assumption
from armybuilder.engine.words import amount, yaml_value
from armybuilder.present.assumptions import stat_notes
from armybuilder.present.options import group_rule, option_label
from armybuilder.schema.catalog import Catalog, CatalogNote, ChoiceOption, CountConstraint, FlagOption


def describe(catalog: Catalog, style: Style) -> list[str]:
    width = max(60, min(shutil.get_terminal_size().columns, 120))
    out = [
        f"{style(catalog.name, 'bold')} {catalog.version} — catalog `{catalog.id}`, revision {catalog.revision}"
    ]
    out += textwrap.wrap(catalog.description, width)
    out.append(f"Source: {catalog.source.title} ({catalog.source.seed})")
    for cost in catalog.costs:
        limits = "; otherwise ".join(
            amount(rule.value, cost.id) + (f" when {_when(rule.when)}" if rule.when else "")
            for rule in cost.limits
        )
        out.append(f"Cost: {cost.name} ({cost.id})" + (f", default limit {limits}" if limits else ""))
    out += _roster_options(catalog, style)
    cost_types = [c.id for c in catalog.costs]
    rows = [
        [
            e.id,
            e.name,
            e.category,
            *(amount(e.cost[c]) if c in e.cost else "" for c in cost_types),
            ", ".join(e.option_groups),
            ", ".join(e.aliases),
        ]
        for e in catalog.elements
    ]
    header = ["Element id", "Name", "Category", *cost_types, "Options", "Aliases"]
    out += ["", *table(header, rows, style, right=range(3, 3 + len(cost_types)))]
    out += _element_options(catalog, style)
    out += _formations(catalog, style)
    out += _tags(catalog, style, width)
    out += _rules(catalog, style)
    notes: list[CatalogNote | Assumption] = [
        note for note in catalog.assumed if note.scope in ("catalog", "reading")
    ]
    notes += stat_notes(catalog)
    if notes:
        out += ["", style("About this catalog", "bold")]
        for note in notes:
            out += textwrap.wrap(
                f"{note.about}: {note.text}", width, initial_indent="  • ", subsequent_indent="    "
            )
    return out


def _roster_options(catalog: Catalog, style: Style) -> list[str]:
    if not catalog.options:
        return []
    out = ["", style("Roster options (under `options:`)", "bold")]
    for option in catalog.options:
        if isinstance(option, ChoiceOption):
            values = " | ".join(str(c) for c in option.choices)
        elif isinstance(option, FlagOption):
            values = "true | false"
        else:
            low = f" from {option.min}" if option.min is not None else ""
            high = f" to {option.max}" if option.max is not None else ""
            values = f"a whole number{low}{high}"
        default = "optional" if option.default is None else f"default {yaml_value(option.default)}"
        if isinstance(option, ChoiceOption) and option.infer is not None:
            default += f"; if unset, read from the units' {option.infer.stat} where they agree"
        out.append(f"  {option.id}: {values} ({default}) — {option.name}")
    return out


def _element_options(catalog: Catalog, style: Style) -> list[str]:
    if not catalog.option_groups:
        return []
    out = ["", style("Element options (their ids go under a unit's `options:`)", "bold")]
    for group in catalog.option_groups:
        how = group_rule(group)
        if group.choose == "one":
            how += ": required" if group.default is None else f", default {group.default}"
        # By id: the id is what goes under a unit's `options:`.
        options = ", ".join(option_label(option, catalog, option.id) for option in group.options)
        out.append(f"  {group.name} ({how}): {options}")
    return out


def _formations(catalog: Catalog, style: Style) -> list[str]:
    if not catalog.formations:
        return []
    out = ["", style("Formations", "bold")]
    for formation in catalog.formations:
        slots = ", ".join(
            f"{slot.min}{'' if slot.max == slot.min else '-' + str(slot.max) if slot.max is not None else '+'} "
            f"× {slot.label or slot.element}"
            for slot in formation.slots
        )
        tags = f" [{', '.join(formation.tags)}]" if formation.tags else ""
        out.append(f"  {formation.id}: {formation.name}{tags} — {slots}")
    return out


def _tags(catalog: Catalog, style: Style, width: int) -> list[str]:
    if not catalog.tags:
        return []
    out = ["", style("Tags", "bold") + " (give your own elements these in a catalog that extends this one)"]
    for tag in catalog.tags:
        carriers = [e.id for e in catalog.elements if tag.id in e.tags]
        text = f"{tag.id}: {tag.name}" + (f" — {tag.description}" if tag.description else "")
        text += f" ({', '.join(carriers)})" if carriers else ""
        out += textwrap.wrap(text, width, initial_indent="  ", subsequent_indent="    ")
    return out


def _rules(catalog: Catalog, style: Style) -> list[str]:
    """The list rules, under the codes `check` reports them with."""
    ix = index_of(catalog)
    out = []
    if catalog.general is not None:
        general = catalog.general
        who = " or ".join(e.name for e in catalog.elements if ix.matches(general.select, e))
        if not general.required:
            need = f"at most {general.max}"
        else:
            need = "exactly 1" if general.max == 1 else f"1 to {general.max}"
        apart = ", apart from every formation" if general.separate else ""
        out.append(f"  general.*: {need} {general.title} ({who}){apart}")
        for count in general.max_when:
            out.append(f"  general.multiple: up to {count.value}, when {_when(count.when)}")
    for option in catalog.options:
        infer = option.infer if isinstance(option, ChoiceOption) else None
        if infer is not None:
            out.append(f"  {infer.code} ({infer.severity}): `{option.id}` unset and not read from the units")
    groups: dict[tuple[str, str], list[str]] = {}
    for formation in catalog.formations:
        groups.setdefault((formation.code, formation.severity), []).append(formation.id)
    for (code, severity), ids in groups.items():
        out.append(f"  {code} ({severity}): the make-up of {', '.join(ids)}")
    for rule in catalog.constraints:
        if isinstance(rule, CountConstraint) and rule.min is None and rule.max is None:
            continue  # a count shown as a roster total, never reported
        when = f", when {_when(rule.when)}" if rule.when else ""
        out.append(f"  {rule.code} ({rule.severity}{when}): {rule.rule}")
        unknown = getattr(rule, "unknown", None)
        if unknown is not None:
            out.append(f"  {unknown.code} ({unknown.severity}{when}): {rule.rule}, where a unit does not say")
    if catalog.basing is not None:
        out.append(
            f"  basing.* ({catalog.basing.severity}): {catalog.basing.rule}, by `{catalog.basing.option}`"
        )
    for link in catalog.links:
        out.append(f"  link.*: `links: {{{link.id}: UNIT-ID}}` ({link.name}): {link.rule}")
    return ["", style("List rules (as `check` reports them)", "bold"), *out] if out else []


def _when(when: Mapping[str, object]) -> str:
    return ", ".join(f"{key} is {yaml_value(value)}" for key, value in when.items())
