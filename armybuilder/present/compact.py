"""A list in its compact text form, for the roster sheet's QR code: the system's, elements' and
formations' ids with their counts, and what else the fingerprint covers, which `import` reads back
as the same list. The lines' forms are the text-list grammar's, so the reader and this agree."""

from typing import Any

from armybuilder.engine import Report
from armybuilder.engine.report import FormationLine, Line
from armybuilder.present.markdown import carried_attributes
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.grammar import (
    NAME,
    Attributes,
    compact_entry,
    compact_fingerprint,
    compact_formation,
    compact_lines,
)
from armybuilder.textlist.names import Names


def compact_list(report: Report, catalog: Catalog) -> str:
    """The list in as few characters as it reads back in: the same fingerprint, names and player."""
    defaults = {option.id: option.default for option in catalog.options}
    # The values the fingerprint holds; one the catalog takes anyway need not be written.
    options: dict[str, Any] = {
        key: value
        for key, value in report.army.get("options", {}).items()
        if key not in defaults or defaults[key] != value
    }
    out = compact_lines(report.system, report.name, report.player, options)
    names = Names.of(catalog)
    for unit in report.units:
        if isinstance(unit, FormationLine):
            attributes = Attributes(unit.unit_id, values=_named(unit.label))
            named = names.formation(unit.formation) == unit.formation
            out.append(compact_formation(unit.formation, attributes, named=named))
            out += [_entry(line, names, inside=True) for line in unit.lines]
            if not unit.lines:
                out.append("")  # an empty formation ends here, not with the next unit
        else:
            out.append(_entry(unit, names, inside=False))
    out.append(compact_fingerprint(report.fingerprint))
    return "\n".join(out) + "\n"


def _entry(line: Line, names: Names, *, inside: bool) -> str:
    carried = carried_attributes(line)
    # Options by id, exactly as the roster writes them: no name to match, no default to leave out.
    options = tuple(line.entry.options) if line.entry is not None else line.option_ids
    attributes = Attributes(
        carried.unit_id, carried.links, {**_named(line.label), **carried.values}, options or None
    )
    named = names.element(line.element) == line.element  # else quoted: the reader takes it as written
    return compact_entry(line.count, line.element, line.general, attributes, inside=inside, named=named)


def _named(label: str | None) -> dict[str, Any]:
    return {NAME: label} if label else {}
