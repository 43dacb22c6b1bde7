"""A list in its compact text form, for the roster sheet's QR code: the system's, elements' and
formations' ids with their counts, and the rest of its canonical contents (options, declared
bases, ids and links), with names and player, which `import` and `verify` read back as the same
list. The lines' forms are the text-list grammar's, so the reader and this agree.
What a line's names and count leave unsaid is worked out here for the Markdown too."""

from typing import Any

from armybuilder.engine import Report
from armybuilder.engine.report import FormationLine, Line
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.grammar import (
    COUNT,
    NAME,
    Attributes,
    compact_entry,
    compact_fingerprint,
    compact_formation,
    compact_lines,
)
from armybuilder.textlist.names import Names


def compact_list(report: Report, catalog: Catalog) -> str:
    """The list in as few characters as it reads back in: the same contents, names and player."""
    defaults = {option.id: option.default for option in catalog.options}
    # The values the contents hold, as the roster writes them where an event overrides one (so the
    # text read back under the event has the same contents); a default need not be written.
    written = {**report.army.get("options", {}), **report.army.get("written", {})}
    options: dict[str, Any] = {
        key: value for key, value in written.items() if key not in defaults or defaults[key] != value
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


def carried_attributes(line: Line) -> Attributes:
    """What the line's names and count do not say of the roster's entry."""
    entry = line.entry
    if entry is None:
        return Attributes(line.unit_id, line.links)
    values: dict[str, Any] = (
        {} if type(entry.count) is int and entry.count == line.count else {COUNT: entry.count}
    )
    if entry.base is not None:
        values.update(entry.base.model_dump(exclude_none=True) or {"width": None})  # a base, if sizeless
    # The reader takes the options the names show, less their groups' defaults; where that is not
    # what the roster writes (a default written out, an unknown or repeated option), they are carried.
    shown = [option for option in line.option_ids if option not in line.default_ids]
    options = None if shown == entry.options else tuple(entry.options)
    return Attributes(entry.id, dict(entry.links), values, options)
