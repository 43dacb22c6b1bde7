"""A BattleScribe roster (`.ros`, or zipped `.rosz`) read as our roster, against the catalogs
an import made: each selection is found by the ids the import kept (`import_ids`).

Nothing the file holds is dropped: a selection no catalog knows stays in the roster under its
own name, for the engine to report as unknown like any other."""

from dataclasses import dataclass
from pathlib import Path
from xml.etree.ElementTree import Element

from pydantic import ValidationError

from armybuilder.battlescribe.data import FORCE_OPTION, children, number, slug
from armybuilder.battlescribe.xml import Document
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.yaml.limits import MAX_UNITS
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

MAX_DEPTH = 20
"""Selections inside selections: BattleScribe's deepest are a few levels."""


@dataclass(frozen=True)
class Recorded:
    """What the file says the army costs, by our cost type id, and the catalogue it was built from."""

    costs: dict[str, float]
    catalogue: str


def roster_of_document(document: Document, catalogs: CatalogSet) -> tuple[Roster, Recorded]:
    """The roster a BattleScribe `.ros` holds, as ours, with the costs it recorded."""
    root = document.root
    if root.tag != "roster":
        raise InputError(
            "file.schema",
            f"a BattleScribe `{root.tag}`, not a roster",
            file=document.file,
            hint="`armybuilder catalogs import` reads game systems and catalogues",
        )
    forces = children(root, "forces", "force")
    catalogue = forces[0].get("catalogueId", "") if forces else ""
    catalog = _catalog_of(catalogs, catalogue)
    if catalog is None:
        name = forces[0].get("catalogueName", "") if forces else root.get("gameSystemName", "")
        raise InputError(
            "system.unknown",
            f"no catalog was imported from the BattleScribe catalogue `{name}` (id {catalogue or 'none'})",
            file=document.file,
            hint="import the game system and that catalogue first: `armybuilder catalogs import PATH... -o DIR`",
        )
    elements, options = _ids(catalog)
    # The import makes an entry with units inside it a formation of its own id, itself first.
    formations = {f.id for f in catalog.formations if f.slots and f.slots[0].element == f.id}
    units: list[dict[str, object]] = []
    for force in forces:
        for selection in children(force, "selections", "selection"):
            found: list[dict[str, object]] = []
            _units(selection, elements, options, found, 0, document.file)
            head = found[0].get("element") if found else None
            if head in formations:
                units.append({"formation": head, "elements": found})
            else:
                units += found
            if len(units) > MAX_UNITS:
                raise InputError(
                    "file.schema",
                    f"more than {MAX_UNITS:,} units",
                    file=document.file,
                    hint="this is no roster BattleScribe writes",
                )
    data: dict[str, object] = {
        "format": 1,
        "system": catalog.id,
        "name": root.get("name", "") or document.file.stem,
    }
    limits = [number(c.get("value")) for c in children(root, "costLimits", "costLimit")]
    if limits and limits[0] > 0:
        data["limit"] = limits[0]
    chosen_options: dict[str, object] = {}
    force_option = next((o for o in catalog.options if o.id == FORCE_OPTION), None)
    if forces and force_option is not None and force_option.kind == "choice":
        taken = slug(forces[0].get("name", ""))
        if taken in force_option.choices:
            chosen_options[FORCE_OPTION] = taken
    flags = {data_id: o.id for o in catalog.options if o.kind == "flag" for data_id in o.import_ids}
    for selection in root.iter("selection"):  # a theatre or year taken anywhere sets its option
        if _entry(selection) in flags:
            chosen_options[flags[_entry(selection)]] = True
    if chosen_options:
        data["options"] = chosen_options
    data["units"] = units
    try:
        roster = Roster.model_validate(data)
    except ValidationError as error:
        problem = error.errors()[0]
        raise InputError(
            "file.schema",
            f"the roster cannot be read: {problem['msg']} at {'.'.join(map(str, problem['loc']))}",
            file=document.file,
            hint="save it again from BattleScribe",
        ) from None
    names = {cost.name: cost.id for cost in catalog.costs}
    recorded = {
        names[cost.get("name", "")]: float(number(cost.get("value")))
        for cost in children(root, "costs", "cost")
        if cost.get("name", "") in names
    }
    return roster, Recorded(recorded, forces[0].get("catalogueName", "") if forces else "")


def _catalog_of(catalogs: CatalogSet, catalogue: str) -> Catalog | None:
    for system in catalogs.ids():
        try:
            catalog = catalogs.get(system)
        except InputError:
            continue
        if catalogue and catalogue in catalog.import_ids:
            return catalog
    return None


def _ids(catalog: Catalog) -> tuple[dict[str, str], dict[str, str]]:
    elements = {data_id: e.id for e in catalog.elements for data_id in e.import_ids}
    options = {data_id: o.id for g in catalog.option_groups for o in g.options for data_id in o.import_ids}
    return elements, options


def _entry(selection: Element) -> str:
    """The entry a selection was made from: BattleScribe writes a link's as `link::target`."""
    return selection.get("entryId", "").rsplit("::", 1)[-1]


def _units(
    selection: Element,
    elements: dict[str, str],
    options: dict[str, str],
    units: list[dict[str, object]],
    depth: int,
    file: Path,
) -> None:
    """The units a selection and those inside it make: a selection of an element type is a unit,
    its option selections its options; one of neither is kept under its id, to be reported."""
    if depth > MAX_DEPTH or len(units) >= MAX_UNITS:
        raise InputError(
            "file.schema",
            f"selections nested deeper than {MAX_DEPTH} or more than {MAX_UNITS:,} units",
            file=file,
            hint="this is no roster BattleScribe writes",
        )
    element = elements.get(_entry(selection))
    if element is None and _entry(selection) in options:
        return  # an option chosen where no unit holds it: counted with its unit's
    chosen: list[str] = []
    inner: list[Element] = []
    for child in children(selection, "selections", "selection"):
        entry = _entry(child)
        if entry in elements:
            inner.append(child)
        elif entry in options:
            chosen.append(options[entry])
            inner += [c for c in children(child, "selections", "selection") if _entry(c) in elements]
        else:
            chosen.append(entry or child.get("name", ""))
    # An entry no catalog knows keeps its BattleScribe id, for the engine to report; never a
    # guess by its name, which another entry may share.
    unit: dict[str, object] = {"element": element or _entry(selection) or selection.get("name", "")}
    if element is None and selection.get("name"):
        unit["name"] = selection.get("name", "")
    count = int(number(selection.get("number", "1")))
    if count != 1:
        unit["count"] = count
    if chosen:
        unit["options"] = list(dict.fromkeys(chosen))
    units.append(unit)
    for child in inner:
        _units(child, elements, options, units, depth + 1, file)
