"""Editing a roster. Each operation returns a new roster and leaves the one it was given alone;
one that changes nothing returns the roster it was given, so "unchanged" is a cheap `is`.

The TUI changes a roster only through these, so undo is a stack of rosters. Whether an element
fits a formation is the catalog's formation slots, read through the engine's `slot_for`; what
the result costs and whether it is legal is left to the engine.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from armybuilder.engine import where
from armybuilder.engine.index import Index, index_of
from armybuilder.engine.rules.formations import slot_fill, slot_for
from armybuilder.engine.rules.general import general_max
from armybuilder.engine.units import MAX_COUNT, valid_count
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Catalog, Element, Formation
from armybuilder.schema.roster import (
    MAX_NOTES,
    DeclaredBase,
    ElementEntry,
    FormationEntry,
    OptionValue,
    Roster,
    Unit,
)


class EditError(ValueError):
    """An edit that cannot be made, with the reason phrased for the player; `instead` names the
    editor's action that does what they may have meant, for the editor to offer with its key."""

    def __init__(self, reason: str, instead: str | None = None) -> None:
        super().__init__(reason)
        self.instead = instead


@dataclass(frozen=True)
class RosterDetails:
    """What the roster dialog edits: everything about a roster but its units."""

    name: str
    player: str | None
    limit: int | float | None
    options: dict[str, OptionValue]


def entry_at(roster: Roster, at: Where) -> ElementEntry | FormationEntry:
    """The entry a path names exactly: `units[1]`, or `units[1].elements[0]` inside a formation."""
    return _found(roster, at)[0]


def add_element(
    roster: Roster, catalog: Catalog, element_id: str, near: Where | None = None
) -> tuple[Roster, Where]:
    """Add one element: into the formation at or around `near` where one of its slots has room,
    otherwise standing alone. A plain entry of the same type already there counts one more."""
    ix = index_of(catalog)
    element = ix.resolve_element(element_id)
    if element is None:
        raise EditError(f"`{element_id}` is not an element type of {catalog.name}")
    units = list(roster.units)
    around = near.place if near is not None else None
    if around is not None and around[0] < len(units):
        formation = units[around[0]]
        if isinstance(formation, FormationEntry) and _has_room(formation, element, ix):
            elements = list(formation.elements)
            number = _add_to(elements, element, ix)
            units[around[0]] = formation.model_copy(update={"elements": elements})
            return _with_units(roster, units), _unit(around[0]).element(number)
    number = _add_to(units, element, ix)
    return _with_units(roster, units), _unit(number)


def add_entry(
    roster: Roster, catalog: Catalog, entry: ElementEntry, within: Where | None = None
) -> tuple[Roster, Where]:
    """Add an entry as it is (its count, note, options kept): last in the formation at `within`,
    where there is one, else last among the units."""
    if index_of(catalog).resolve_element(entry.element) is None:
        raise EditError(f"`{entry.element}` is not an element type of {catalog.name}")
    units = list(roster.units)
    around = within.place if within is not None else None
    if around is not None and around[0] < len(units) and isinstance(units[around[0]], FormationEntry):
        formation = _formation_at(units, around)
        units[around[0]] = formation.model_copy(update={"elements": [*formation.elements, entry]})
        return _with_units(roster, units), _unit(around[0]).element(len(formation.elements))
    units.append(entry)
    return _with_units(roster, units), _unit(len(units) - 1)


def new_formation(catalog: Catalog, formation_id: str) -> FormationEntry:
    """A formation holding the least its slots that name an element type ask for."""
    formation = index_of(catalog).resolve_formation(formation_id)
    if formation is None:
        raise EditError(f"`{formation_id}` is not a formation of {catalog.name}")
    elements = [
        ElementEntry(element=slot.element, count=slot.min)
        for slot in formation.slots
        if slot.element is not None and slot.min > 0
    ]
    return FormationEntry(formation=formation.id, elements=elements)


def add_formation(roster: Roster, catalog: Catalog, formation_id: str) -> tuple[Roster, Where]:
    units = [*roster.units, new_formation(catalog, formation_id)]
    return _with_units(roster, units), _unit(len(units) - 1)


def gather(
    roster: Roster,
    catalog: Catalog,
    formation_id: str,
    members: Sequence[tuple[Where, str]],
    name: str | None,
) -> tuple[Roster, Where]:
    """A formation of the units standing alone at `members` (each a place and the element type it
    holds), where the first of them stood: a heading answered, the units under it go into it."""
    formation = index_of(catalog).resolve_formation(formation_id)
    if formation is None:
        raise EditError(f"`{formation_id}` is not a formation of {catalog.name}")
    units = list(roster.units)
    spots = [member.place[0] for member, _ in members if member.place and len(member.place) == 1]
    held = [units[spot] if spot < len(units) else None for spot in spots]
    if len(spots) != len(members) or any(
        not isinstance(unit, ElementEntry) or unit.element != element
        for unit, (_, element) in zip(held, members, strict=True)
    ):
        raise EditError(
            "the units under this heading were changed after the list was read; undo those changes, "
            "or add the formation and put its units in it yourself"
        )
    elements = [unit for unit in held if isinstance(unit, ElementEntry)]
    first = min(spots)
    units = [unit for spot, unit in enumerate(units) if spot not in spots]
    units.insert(first, FormationEntry(formation=formation.id, name=name, elements=elements))
    return _with_units(roster, units), _unit(first)


def remove(roster: Roster, at: Where) -> Roster:
    """Remove an entry; removing a formation removes the elements in it."""
    place = _found(roster, at)[1]
    units = list(roster.units)
    if len(place) == 1:
        del units[place[0]]
        return _with_units(roster, units)
    formation = _formation_at(units, place)
    elements = list(formation.elements)
    del elements[place[1]]
    units[place[0]] = formation.model_copy(update={"elements": elements})
    return _with_units(roster, units)


def change_count(roster: Roster, at: Where, by: int) -> Roster:
    """Count `by` more (or fewer). A count the engine cannot read becomes 1, the least there is."""
    entry = _element_at(roster, at, "has no count of its own; change the counts of its elements")
    count = valid_count(entry.count)
    new = 1 if count is None else count + by
    if new < 1:
        raise EditError("the count cannot go below 1", instead="remove")
    if new > MAX_COUNT:
        raise EditError(f"the count cannot go above {MAX_COUNT:,}")
    return _replace(roster, at, entry.model_copy(update={"count": new}))


def set_general(roster: Roster, catalog: Catalog, at: Where) -> tuple[Roster, Where]:
    """Make the element at `at` the general, or, if it is already, no longer the general.

    Where the rules allow one general, every other entry loses the mark. An entry counting more
    than one gives one element up to be the general, standing just after it; when it is no longer
    the general, it rejoins them (see `_rejoined`).
    """
    entry = _element_at(roster, at, "cannot be the general; choose an element")
    if entry.general:
        return _rejoined(_replace(roster, at, entry.model_copy(update={"general": False})), at, at)
    rule = catalog.general
    if rule is None:
        raise EditError(f"{catalog.name} has no general")
    if _one_general(roster, catalog):
        roster, at = _others_unmarked(roster, at)
    count = valid_count(entry.count)
    if count is None or count == 1:
        return _replace(roster, at, entry.model_copy(update={"general": True, "count": 1})), at
    roster = _replace(roster, at, entry.model_copy(update={"count": count - 1}))
    general = ElementEntry(element=entry.element, general=True, options=entry.options, base=entry.base)
    return _insert_after(roster, at, general)


def _one_general(roster: Roster, catalog: Catalog) -> bool:
    """Whether the rules allow the army one general under the roster's options (defaults filled in)."""
    if catalog.general is None:
        return False
    options = {option.id: option.default for option in catalog.options} | roster.options
    return general_max(catalog.general, options)[0] == 1


def make_general(roster: Roster, catalog: Catalog, at: Where) -> tuple[Roster, Where]:
    """Make the element at `at` the general, the army's only one where the rules allow one."""
    entry = _element_at(roster, at, "cannot be the general; choose an element")
    if not entry.general:
        return set_general(roster, catalog, at)
    if _one_general(roster, catalog):
        roster, at = _others_unmarked(roster, at)
    count = valid_count(entry.count)
    if count is None or count == 1:
        return _replace(roster, at, entry.model_copy(update={"count": 1})), at
    # A general counting more than one: one element stays the general, the rest stand after it.
    roster = _replace(roster, at, entry.model_copy(update={"count": 1}))
    rest = entry.model_copy(update={"general": False, "count": count - 1, "id": None, "name": None})
    return _insert_after(roster, at, rest)[0], at


def replace_id(roster: Roster, catalog: Catalog, at: Where, new_id: str) -> Roster:
    """Put a known element or formation type in place of one the catalog does not have."""
    entry = entry_at(roster, at)
    ix = index_of(catalog)
    if isinstance(entry, FormationEntry):
        if ix.resolve_formation(new_id) is None:
            raise EditError(f"`{new_id}` is not a formation of {catalog.name}")
        return _replace(roster, at, entry.model_copy(update={"formation": new_id}))
    if ix.resolve_element(new_id) is None:
        raise EditError(f"`{new_id}` is not an element type of {catalog.name}")
    return _replace(roster, at, entry.model_copy(update={"element": new_id}))


def replace_option(roster: Roster, at: Where, number: int, new_id: str) -> Roster:
    """Put a known option in place of the element's option at `number`."""
    entry = _element_at(roster, at, "has no options of its own")
    options = list(entry.options)
    if not 0 <= number < len(options):
        raise EditError(f"the entry has no option number {number + 1}")
    options[number] = new_id
    return set_element_options(roster, at, options)


def move_out(roster: Roster, at: Where) -> tuple[Roster, Where]:
    """Take an element out of its formation; it stands alone just after the formation."""
    if len(at.place or ()) != 2:
        raise EditError("only an element inside a formation can be moved out of it")
    entry, place = _found(roster, at)
    units = list(roster.units)
    formation = _formation_at(units, place)
    elements = list(formation.elements)
    del elements[place[1]]
    units[place[0]] = formation.model_copy(update={"elements": elements})
    units.insert(place[0] + 1, entry)
    return _with_units(roster, units), _unit(place[0] + 1)


def rename(roster: Roster, at: Where, name: str) -> Roster:
    """Give an entry its own name; an empty name goes back to the type's name."""
    entry = entry_at(roster, at)
    new = name.strip() or None
    return roster if new == entry.name else _replace(roster, at, entry.model_copy(update={"name": new}))


def set_notes(roster: Roster, notes: str) -> Roster:
    """The roster's notes; blank notes are none."""
    new = notes.strip() or None
    if new is not None and len(new) > MAX_NOTES:
        raise EditError(f"notes hold at most {MAX_NOTES:,} characters; these have {len(new):,}")
    return roster if new == roster.notes else roster.model_copy(update={"notes": new})


def set_base(roster: Roster, at: Where, base: DeclaredBase | None) -> Roster:
    """The base the player uses for the element at `at`; None (or one saying nothing) for
    the rules' own."""
    entry = _element_at(roster, at, "has no base of its own; declare the bases of its elements")
    if base is not None and base == DeclaredBase():
        base = None
    return roster if base == entry.base else _replace(roster, at, entry.model_copy(update={"base": base}))


def split(roster: Roster, at: Where, how_many: int) -> tuple[Roster, Where]:
    """Take `how_many` elements off the entry at `at` into an entry of their own just after it,
    to be given other options or a base of their own (one elite Infantry out of four). The new
    entry keeps the type, options, base and links; a name, an id and the general's mark stay."""
    entry = _element_at(roster, at, "cannot be split; split one of its elements")
    count = valid_count(entry.count)
    if count is None or count < 2:
        raise EditError("only an entry counting two or more can be split")
    if not 1 <= how_many < count:
        raise EditError(f"split off from 1 to {count - 1} of the {count}")
    roster = _replace(roster, at, entry.model_copy(update={"count": count - how_many}))
    part = ElementEntry(
        element=entry.element, count=how_many, options=entry.options, base=entry.base, links=entry.links
    )
    return _insert_after(roster, at, part)


def set_element_options(roster: Roster, at: Where, options: list[str]) -> Roster:
    entry = _element_at(roster, at, "has no options of its own")
    chosen = list(dict.fromkeys(options))
    if chosen == entry.options:
        return roster
    return _replace(roster, at, entry.model_copy(update={"options": chosen}))


def set_link(roster: Roster, at: Where, link_id: str, target: Where | None) -> Roster:
    """Make the element at `at` name the element at `target` in its `link_id` link (None: no link).

    A target without an id is given one (its type and a number), as a player writing the file would.
    """
    entry = _element_at(roster, at, "cannot name another unit")
    links = dict(entry.links)
    if target is None:
        links.pop(link_id, None)
    else:
        if target == at:
            raise EditError("a unit cannot name itself")
        served = _element_at(roster, target, "cannot be named in a link")
        served_id = served.id
        if served_id is None:
            served_id = _new_id(roster, served.element)
            roster = _replace(roster, target, served.model_copy(update={"id": served_id}))
        links[link_id] = served_id
    if links == entry.links:
        return roster
    return _replace(roster, at, entry.model_copy(update={"links": links}))


def _new_id(roster: Roster, element: str) -> str:
    taken = {
        member.id
        for unit in roster.units
        for member in (unit.elements if isinstance(unit, FormationEntry) else [unit])
        if isinstance(member, ElementEntry)
    }
    return next(f"{element}-{n}" for n in range(1, len(taken) + 2) if f"{element}-{n}" not in taken)


def details(roster: Roster) -> RosterDetails:
    return RosterDetails(roster.name, roster.player, roster.limit, dict(roster.options))


def parse_limit(text: str) -> int | float | None:
    """A limit as a player types it: empty for the catalog's own; a whole number stays whole."""
    text = text.strip()
    if not text:
        return None
    try:
        limit = float(text)
    except ValueError:
        raise EditError(f"the limit {text!r} is not a number; leave it empty for the catalog's") from None
    if not math.isfinite(limit) or limit <= 0:
        raise EditError("the limit must be a number more than 0; leave it empty for the catalog's")
    return int(limit) if limit.is_integer() else limit


def set_details(roster: Roster, new: RosterDetails) -> Roster:
    name = new.name.strip()
    if not name:
        raise EditError("a roster needs a name")
    if new.limit is not None and not (math.isfinite(new.limit) and new.limit > 0):
        raise EditError("the limit must be more than 0; leave it empty for the catalog's")
    update = {
        "name": name,
        "player": (new.player or "").strip() or None,
        "limit": new.limit,
        "options": dict(new.options),
    }
    if all(getattr(roster, key) == value for key, value in update.items()):
        return roster
    return roster.model_copy(update=update)


def stamp_revision(roster: Roster, catalog: Catalog) -> Roster:
    """The roster as saved: marked with the catalog revision it was last checked against."""
    if roster.catalog_revision == catalog.revision:
        return roster
    return roster.model_copy(update={"catalog_revision": catalog.revision})


def _found(roster: Roster, at: Where) -> tuple[ElementEntry | FormationEntry, tuple[int, ...]]:
    """The entry `at` names, and where it stands in the roster's lists: `(unit,)` or
    `(formation, element)`."""
    place = where.place_of(at)
    try:
        if place is not None:
            unit = roster.units[place[0]]
            if len(place) == 1:
                return unit, place
            if isinstance(unit, FormationEntry):
                return unit.elements[place[1]], place
    except IndexError:
        pass
    raise EditError(f"the roster has no entry at {at or 'that place'}")


def _unit(number: int) -> Where:
    return where.of_place((number,))


def _formation_at(units: list[ElementEntry | FormationEntry], place: tuple[int, ...]) -> FormationEntry:
    """The formation holding the element at `(formation, element)`."""
    formation = units[place[0]]
    if not isinstance(formation, FormationEntry):
        raise EditError(f"the roster has no formation at {_unit(place[0])}")
    return formation


def _element_at(roster: Roster, at: Where, formation_problem: str) -> ElementEntry:
    entry = entry_at(roster, at)
    if isinstance(entry, FormationEntry):
        raise EditError(f"a formation {formation_problem}")
    return entry


def _has_room(entry: FormationEntry, element: Element, ix: Index) -> bool:
    formation: Formation | None = ix.resolve_formation(entry.formation)
    if formation is None:
        return False
    slot = slot_for(formation.slots, element, ix)
    if slot is None:
        return False
    most = formation.slots[slot].max
    members = [(ix.resolve_element(m.element), valid_count(m.count) or 0) for m in entry.elements]
    return most is None or slot_fill(formation, members, ix)[slot] < most


def _plain(entry: Unit) -> bool:
    """An entry with nothing of its own but a count, so one more of its type can join it."""
    return (
        isinstance(entry, ElementEntry)
        and not (entry.general or entry.name or entry.id or entry.options or entry.base or entry.links)
        and (valid_count(entry.count) or MAX_COUNT) < MAX_COUNT
    )


def _add_to(entries: list, element: Element, ix: Index) -> int:
    for number, entry in enumerate(entries):
        if _plain(entry) and ix.resolve_element(entry.element) is element:
            entries[number] = entry.model_copy(update={"count": entry.count + 1})
            return number
    entries.append(ElementEntry(element=element.id))
    return len(entries) - 1


def _replace(roster: Roster, at: Where, entry: ElementEntry | FormationEntry) -> Roster:
    place = _found(roster, at)[1]
    units = list(roster.units)
    if len(place) == 1:
        units[place[0]] = entry
    else:
        assert isinstance(entry, ElementEntry)  # only elements stand inside a formation
        formation = _formation_at(units, place)
        elements = list(formation.elements)
        elements[place[1]] = entry
        units[place[0]] = formation.model_copy(update={"elements": elements})
    return _with_units(roster, units)


def _insert_after(roster: Roster, at: Where, entry: ElementEntry) -> tuple[Roster, Where]:
    place = _found(roster, at)[1]
    units = list(roster.units)
    if len(place) == 1:
        units.insert(place[0] + 1, entry)
        return _with_units(roster, units), _unit(place[0] + 1)
    formation = _formation_at(units, place)
    elements = list(formation.elements)
    elements.insert(place[1] + 1, entry)
    units[place[0]] = formation.model_copy(update={"elements": elements})
    return _with_units(roster, units), _unit(place[0]).element(place[1] + 1)


def _others_unmarked(roster: Roster, at: Where) -> tuple[Roster, Where]:
    """The roster with no general but the entry at `at` (if it is one), each former one rejoining
    its kind (`_rejoined`), and where the entry at `at` now stands."""
    generals = [(place, entry) for place, entry in _places(roster) if entry.general and place != at]
    for place, entry in reversed(generals):  # the last first: a rejoined entry moves none before it
        roster = _replace(roster, place, entry.model_copy(update={"general": False}))
        roster, at = _rejoined(roster, place, at)
    return roster, at


def _places(roster: Roster) -> list[tuple[Where, ElementEntry]]:
    """Every element entry with its place, in roster order."""
    found: list[tuple[Where, ElementEntry]] = []
    for number, unit in enumerate(roster.units):
        if isinstance(unit, FormationEntry):
            found += [(_unit(number).element(n), member) for n, member in enumerate(unit.elements)]
        else:
            found.append((_unit(number), unit))
    return found


def _rejoined(roster: Roster, place: Where, at: Where) -> tuple[Roster, Where]:
    """An entry joins the entry just before it where both are the same kind (type, options and
    base, as `set_general` splits one off) with nothing of their own, as an element given up to
    be the general returns to its kind: `Tank 1` under `Tank 1` reads `Tank 2`. Also where the
    entry at `at` then stands."""
    entry, spot = _found(roster, place)
    if spot[-1] == 0:
        return roster, at
    before = where.of_place((*spot[:-1], spot[-1] - 1))
    previous = entry_at(roster, before)
    if not (isinstance(entry, ElementEntry) and isinstance(previous, ElementEntry)):
        return roster, at
    kind, first, second = _kind_alone(entry), valid_count(previous.count), valid_count(entry.count)
    if kind is None or kind != _kind_alone(previous) or first is None or second is None:
        return roster, at
    if first + second > MAX_COUNT:
        return roster, at
    roster = remove(_replace(roster, before, previous.model_copy(update={"count": first + second})), place)
    return roster, _moved_up(at, spot)


def _kind_alone(entry: ElementEntry) -> tuple[object, ...] | None:
    """What makes an entry one kind of element (type, options, base); None where it has anything
    of its own (a name, an id, links, the general's mark) that a merge would lose or blur."""
    if entry.general or entry.name or entry.id or entry.links:
        return None
    return (entry.element, tuple(entry.options), entry.base)


def _moved_up(at: Where, gone: tuple[int, ...]) -> Where:
    """Where `at` stands once the entry at `gone` has joined the one before it: that one, for
    `gone` itself; one place up, for an entry after it in the same list."""
    spot = at.place
    depth = len(gone) - 1
    if spot is None or len(spot) <= depth or spot[:depth] != gone[:depth] or spot[depth] < gone[depth]:
        return at
    return where.of_place((*spot[:depth], spot[depth] - 1, *spot[depth + 1 :]))


def _with_units(roster: Roster, units: list[Unit]) -> Roster:
    return roster.model_copy(update={"units": units})
