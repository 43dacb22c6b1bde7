"""Which formation types a list's members fit, by the catalog's slots: an element has a place in a
type where a slot takes it, and its members fit the type's counts where each slot's minimum and
maximum hold. A heading that names no type is the one its members fit; a member with no place in
its heading's type closes the formation."""

from collections.abc import Sequence

from armybuilder.engine.index import Index
from armybuilder.schema.catalog import Formation, Slot


def has_place(index: Index, formation: str, element: str) -> bool:
    """Whether an element of this type has a place in the formation (an unknown one: no telling, so yes)."""
    found = index.formations.get(formation)
    if found is None or element not in index.elements:
        return True
    return any(_takes(index, slot, element) for slot in found.slots)


def fitting(index: Index, members: Sequence[tuple[str, int]], among: Sequence[str] = ()) -> list[str]:
    """The formation types (of `among`, or all) that `members` (element ids with counts) fit: those
    every member has a place in; where that leaves several, those whose counts they meet too, if
    that leaves one. Members the catalog does not know are not counted."""
    known = [(element, count) for element, count in members if element in index.elements]
    if not known:
        return []
    types = [index.formations[f] for f in among if f in index.formations] or list(index.formations.values())
    placed = [f for f in types if all(has_place(index, f.id, element) for element, _ in known)]
    if len(placed) <= 1:
        return [f.id for f in placed]
    counted = [f for f in placed if _counts_hold(index, f, known)]
    return [f.id for f in (counted if len(counted) == 1 else placed)]


def holds(index: Index, formation: str, members: Sequence[tuple[str, int]]) -> bool:
    """Whether `members` meet every count of the formation type, each in the first slot taking it."""
    found = index.formations.get(formation)
    known = [(element, count) for element, count in members if element in index.elements]
    return found is not None and bool(known) and _counts_hold(index, found, known)


def _takes(index: Index, slot: Slot, element: str) -> bool:
    if slot.element is not None:
        found = index.resolve_element(slot.element)
        return found is not None and found.id == element
    return slot.select is not None and index.matches(slot.select, index.elements[element])


def _counts_hold(index: Index, formation: Formation, members: Sequence[tuple[str, int]]) -> bool:
    """Whether the members, each in the first slot that takes it, meet every slot's minimum and maximum."""
    filled = [0] * len(formation.slots)
    for element, count in members:
        slot = next((n for n, slot in enumerate(formation.slots) if _takes(index, slot, element)), None)
        if slot is None:
            return False
        filled[slot] += count
    return all(
        slot.min <= held and (slot.max is None or held <= slot.max)
        for slot, held in zip(formation.slots, filled, strict=True)
    )


def kin_held(index: Index, formation: str, members: Sequence[tuple[str, int]]) -> str:
    """The type a heading naming `formation` is of: that type where its members meet its counts
    or no kin of it takes them, else the one kin whose counts they meet. Kin are the types one
    is offered instead of the other (a heavy platoon for a platoon): `Tiger platoon` over two
    Tigers is a heavy platoon, as a platoon is four or five."""
    found = index.formations.get(formation)
    known = [(element, count) for element, count in members if element in index.elements]
    if found is None or not known or _counts_hold(index, found, known):
        return formation
    kin = [
        f
        for f in index.formations.values()
        if f.id != formation and (formation in f.instead or f.id in found.instead)
    ]
    held = [f.id for f in kin if _counts_hold(index, f, known)]
    return held[0] if len(held) == 1 else formation


def named_by(index: Index, among: Sequence[str], members: Sequence[tuple[str, int]]) -> str | None:
    """The one type of `among` (those a unit's note names, `(heavy platoon)`) whose counts its
    members meet; None where none or several do."""
    known = [(element, count) for element, count in members if element in index.elements]
    held = [
        f
        for f in among
        if f in index.formations and known and _counts_hold(index, index.formations[f], known)
    ]
    return held[0] if len(held) == 1 else None
