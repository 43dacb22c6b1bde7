"""Places and fixes in the player's words: an entry named by unit and formation, a fix said as an edit.

The engine says where a problem is (`units[1].elements[0]`) and what edit would mend it (a Fix);
the CLI shows both as they are, for the file. The editor and the sheets show them through here.
"""

from armybuilder.engine.index import index_of
from armybuilder.engine.report import Choice, Fix, FormationLine, Line, Report
from armybuilder.engine.where import Where, top
from armybuilder.engine.words import amount, plain
from armybuilder.schema.catalog import Catalog


def place_name(where: Where, report: Report) -> str:
    """'Rifles in 1st Battalion (Infantry Battalion)', 'Lorry': an entry as the player knows it."""
    found = where.entry
    if found is None:
        return "the roster"
    entry = _entry(report, found)
    if entry is None:
        return "an entry no longer in the roster"
    if isinstance(entry, Line) and entry.formation is not None:
        formation = _entry(report, entry.formation)
        return f"{entry.title} in {formation.title}" if formation else entry.title
    return entry.title


def fix_words(fix: Fix, report: Report, catalog: Catalog) -> str:
    """The edit a fix makes, in plain words: 'change sturmtrupe to Sturmtruppe'."""
    ix = index_of(catalog)
    where = fix.where
    entry = _entry(report, where.entry) if where.entry else None
    title = entry.title if entry else "the entry"
    offered = [fix.value] if fix.value is not None else list(fix.choices)
    ids = [i for i in offered if isinstance(i, str)]
    units = [u for u in offered if isinstance(u, Where)]

    def element(element_id: str) -> str:
        known = ix.resolve_element(element_id)
        return known.name if known else element_id

    def formation(formation_id: str) -> str:
        known = ix.resolve_formation(formation_id)
        return known.name if known else formation_id

    def either(names: list[str]) -> str:
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"

    if fix.action == "replace-id" and where.option_number is not None and isinstance(entry, Line):
        number = where.option_number
        old = entry.option_ids[number] if number < len(entry.option_ids) else "the option"
        options = ix.element_options.get(entry.element, {})
        names = [options[o][1].name if o in options else o for o in ids]
        return f"change {title}'s option {old} to {either(names)}"
    if fix.action == "replace-id":
        is_formation = isinstance(entry, FormationLine)
        name = formation if is_formation else element
        old = entry.formation if isinstance(entry, FormationLine) else entry.element if entry else "it"
        return f"change {old} to {either([name(i) for i in ids])}"
    if fix.action == "choose-option" and isinstance(entry, Line):
        options = ix.element_options.get(entry.element, {})
        group = (
            options[fix.choices[0]][0].name.lower()
            if fix.choices and fix.choices[0] in options
            else "options"
        )
        return f"choose {title}'s {group}"
    if fix.action == "set-general":
        general = report.general_title or "general"
        if isinstance(entry, Line) and entry.general and entry.count > 1:
            return f"keep one of the {entry.count} {place_name(fix.where, report)} as the {general}, apart"
        if fix.where:
            return f"make {place_name(fix.where, report)} the {general}"
        return f"make one of {either([place_name(u, report) for u in units])} the {general}"
    if fix.action == "add-formation" and fix.keeps:  # a heading answered: its units go into it
        heading = dict(fix.keeps).get("name") or "the heading"
        return f"make {heading} a {either([formation(i) for i in ids])}, holding the units under it"
    if fix.action == "add-formation":
        return f"add {either([formation(i) for i in ids])}"
    if fix.action == "add-element":
        names = [element(i) for i in ids]
        return f"add {either(names[:4]) + (' ...' if len(names) > 4 else '')} to {title}"
    if fix.action == "move-out":
        return f"move {place_name(fix.where, report)} out of its formation"
    if fix.action == "set-value":
        value = fix.value
        if fix.where == top("limit") and isinstance(value, int | float):
            return f"set the limit to {amount(value, ix.primary_cost or '')}"
        key = where.option_key or str(fix.where)
        return f"set {report.option_names.get(key, key)} to {plain(value)}"
    if fix.action == "set-link" and where.link_id:
        link = report.link_names.get(where.link_id, where.link_id).lower()
        if isinstance(fix.value, Where):
            return f"make {title} {link} {place_name(fix.value, report)}"
        return f"choose what {title} is {link}"
    return fix.action.replace("-", " ")


def _entry(report: Report, where: Where) -> Line | FormationLine | None:
    for unit in report.units:
        if unit.where == where:
            return unit
        if isinstance(unit, FormationLine) and where.within(unit.where):
            return next((line for line in unit.lines if line.where == where), None)
    return None


def choice_names(fix: Fix, report: Report, catalog: Catalog) -> list[tuple[Choice, str]]:
    """Each of a fix's choices with the name a player knows it by."""
    ix = index_of(catalog)
    names: list[tuple[Choice, str]] = []
    for choice in fix.choices:
        if isinstance(choice, Where):
            names.append((choice, place_name(choice, report)))
        elif fix.action == "add-formation" or (fix.action == "replace-id" and _is_formation(fix, report)):
            found = ix.resolve_formation(choice)
            names.append((choice, found.name if found else choice))
        elif fix.action in ("replace-id", "add-element") and (element := ix.resolve_element(choice)):
            names.append((choice, element.name))
        else:
            option = next((o for group in ix.groups.values() for o in group.options if o.id == choice), None)
            names.append((choice, option.name if option else choice))
    return names


def _is_formation(fix: Fix, report: Report) -> bool:
    return isinstance(_entry(report, fix.where), FormationLine)
