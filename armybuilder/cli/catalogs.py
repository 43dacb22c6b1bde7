"""`armybuilder catalogs [ID]`: the systems on the search path, or what one system offers."""

import argparse
import shutil
import sys
import textwrap

from armybuilder.catalogs import UnknownSystem
from armybuilder.cli.common import catalog_set
from armybuilder.cli.style import Style
from armybuilder.cli.table import table
from armybuilder.engine.findings import amount, yaml_value
from armybuilder.errors import InputError, UsageError
from armybuilder.schema.catalog import Catalog, ChoiceOption, FlagOption


def run(args: argparse.Namespace) -> int:
    catalogs = catalog_set(args)
    style = Style(sys.stdout)
    if args.system:
        try:
            catalog = catalogs.get(args.system)
        except UnknownSystem as unknown:
            raise UsageError(
                f"no system `{args.system}`; known systems: {', '.join(unknown.known)}"
            ) from None
        print("\n".join(describe(catalog, style)))
        return 0
    rows, broken = [], []
    for found in catalogs:
        if isinstance(found, InputError):
            broken.append(found)
            continue
        source = f"{found.source.title} ({found.source.seed})"
        rows.append([found.id, found.name, found.version, str(found.revision), source])
    if rows:
        print("\n".join(table(["Id", "Name", "Version", "Revision", "Source"], rows, style, right=[3])))
    else:
        print("No catalogs found. Searched: " + ", ".join(str(f) for f in catalogs.folders))
    for error in broken:
        print(f"{style('error', 'red', 'bold')}: {error}", file=sys.stderr)
    return 1 if broken else 0


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
    if catalog.options:
        out += ["", style("Roster options", "bold")]
        for option in catalog.options:
            if isinstance(option, ChoiceOption):
                values = " | ".join(str(c) for c in option.choices)
            elif isinstance(option, FlagOption):
                values = "true | false"
            else:
                values = "a whole number"
            out.append(f"  {option.id}: {values} (default {yaml_value(option.default)}) — {option.name}")
    cost_types = [c.id for c in catalog.costs]
    rows = [
        [
            e.id,
            e.name,
            e.category,
            *(amount(e.cost[c]) if c in e.cost else "" for c in cost_types),
            ", ".join(e.aliases),
        ]
        for e in catalog.elements
    ]
    out += ["", *table(["Element id", "Name", "Category", *cost_types, "Aliases"], rows, style)]
    if catalog.formations:
        out += ["", style("Formations", "bold")]
        for formation in catalog.formations:
            slots = ", ".join(
                f"{slot.min}{'' if slot.max == slot.min else '-' + str(slot.max) if slot.max is not None else '+'} "
                f"{slot.label or slot.element}"
                for slot in formation.slots
            )
            tags = f" [{', '.join(formation.tags)}]" if formation.tags else ""
            out.append(f"  {formation.id}: {formation.name}{tags} — {slots}")
    if catalog.tags:
        out += [
            "",
            style("Tags", "bold") + " (give your own elements these in a catalog that extends this one)",
        ]
        for tag in catalog.tags:
            carriers = [e.id for e in catalog.elements if tag.id in e.tags]
            out += textwrap.wrap(
                f"{tag.id}: {tag.name}"
                + (f" — {tag.description}" if tag.description else "")
                + (f" ({', '.join(carriers)})" if carriers else ""),
                width,
                initial_indent="  ",
                subsequent_indent="    ",
            )
    notes = [note for note in catalog.assumed if note.scope == "catalog"]
    if notes:
        out += ["", style("About this catalog", "bold")]
        for note in notes:
            out += textwrap.wrap(
                f"{note.about}: {note.text}", width, initial_indent="  • ", subsequent_indent="    "
            )
    return out


def _when(when: dict[str, object]) -> str:
    return ", ".join(f"{key} is {yaml_value(value)}" for key, value in when.items())
