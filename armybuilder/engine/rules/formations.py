"""Formations: every element fits a slot, and every slot holds between its min and max."""

from collections.abc import Sequence

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index, Resolved
from armybuilder.engine.report import Fix
from armybuilder.engine.sentence import Sentence
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import Element, Formation, Slot


def check_formation(
    formation: Formation, label: str, where: Where, members: Sequence[Resolved], ix: Index, findings: Findings
) -> None:
    """Every element fits a slot, and every slot holds between its min and max."""
    rule = ix.catalog.cite(formation.rule)
    for member in members:
        if member.element is not None and slot_for(formation.slots, member.element, ix) is None:
            findings.add(
                formation.code,
                formation.severity,
                f"{member.line.name} has no place in {label}",
                where=member.line.where,
                rule=rule,
                hint=f"{formation.name} holds {describe_slots(formation, ix)}; move it out of the formation",
                fix=Fix("move-out", member.line.where),
            )
    filled = slot_fill(formation, [(m.element, m.line.count) for m in members], ix)
    # Entries of unknown type or with no valid count fill no slot; their own errors come first.
    unsure = [m.where for m in members if m.element is None or not m.line.count]
    for slot, have in zip(formation.slots, filled, strict=True):
        what = slot.label or (
            ix.elements[slot.element].name if slot.element in ix.elements else str(slot.element)
        )
        if have < slot.min:
            add = f"add {slot.min - have} to its {what}" if slot.label else f"add {slot.min - have} × {what}"
            findings.add(
                formation.code,
                formation.severity,
                f"{label} needs {_range(slot)} × {what}; it has {have}",
                where=where,
                rule=rule,
                hint=Sentence(
                    "fix ",
                    *_listed(unsure),
                    f" first (an unknown type or a bad count fills no place), then {add} if still short",
                )
                if unsure
                else add,
                fix=None if unsure else _add_element(slot, where, ix),
            )
        elif slot.max is not None and have > slot.max:
            remove = (
                f"remove {have - slot.max} of its {what}, or put them outside the formation"
                if slot.label
                else f"remove {have - slot.max} × {what}, or put them outside the formation"
            )
            other = _holding(formation.instead, members, ix)
            findings.add(
                formation.code,
                formation.severity,
                f"{label} takes {_range(slot)} × {what}; it has {have}",
                where=where,
                rule=rule,
                hint=f"make it a {other.name} (`formation: {other.id}`), which holds "
                f"{describe_slots(other, ix)}; or {remove}"
                if other
                else remove,
                fix=Fix("replace-id", where, value=other.id) if other else None,
            )


def _holding(ids: list[str], members: Sequence[Resolved], ix: Index) -> Formation | None:
    """The first of these formations whose slots hold every one of the members, each within its bounds."""
    entries = [(m.element, m.line.count) for m in members]
    for formation_id in ids:
        formation = ix.formations.get(formation_id)
        if formation is None or any(
            element is None or slot_for(formation.slots, element, ix) is None for element, _ in entries
        ):
            continue
        filled = slot_fill(formation, entries, ix)
        if all(
            slot.min <= have and (slot.max is None or have <= slot.max)
            for slot, have in zip(formation.slots, filled, strict=True)
        ):
            return formation
    return None


def _add_element(slot: Slot, where: Where, ix: Index) -> Fix | None:
    """Adding one more element to a short slot: the type it names, or one of those it selects."""
    if slot.element is not None:
        return Fix("add-element", where, value=slot.element) if slot.element in ix.elements else None
    if slot.select is None:
        return None
    ids = tuple(e.id for e in ix.elements.values() if ix.matches(slot.select, e))
    if len(ids) == 1:
        return Fix("add-element", where, value=ids[0])
    return Fix("add-element", where, choices=ids) if ids else None


def slot_fill(formation: Formation, entries: Sequence[tuple[Element | None, int]], ix: Index) -> list[int]:
    """How many elements each of the formation's slots holds, from (element type, count) pairs."""
    filled = [0] * len(formation.slots)
    for element, count in entries:
        slot = slot_for(formation.slots, element, ix) if element is not None else None
        if slot is not None:
            filled[slot] += count
    return filled


def slot_for(slots: list[Slot], element: Element, ix: Index) -> int | None:
    """The slot an element of this type fills: one naming it, else the first whose selection picks it."""
    for number, slot in enumerate(slots):
        if slot.element == element.id:
            return number
    for number, slot in enumerate(slots):
        if slot.select is not None and ix.matches(slot.select, element):
            return number
    return None


def _range(slot: Slot) -> str:
    if slot.max is None:
        return f"at least {slot.min}" if slot.min else "any number"
    if slot.min == slot.max:
        return str(slot.min)
    if slot.min == 0:
        return f"at most {slot.max}"
    return f"{slot.min} to {slot.max}"


def describe_slots(formation: Formation, ix: Index) -> str:
    """What the formation holds, e.g. '4 Rifles, 1 Machinegun'."""
    parts = []
    for slot in formation.slots:
        what = slot.label or (
            ix.elements[slot.element].name if slot.element in ix.elements else str(slot.element)
        )
        parts.append(
            f"any number of {what}" if slot.max is None and not slot.min else f"{_range(slot)} × {what}"
        )
    return ", ".join(parts)


def _listed(places: list[Where]) -> list[str | Where]:
    """Places with ", " between them."""
    out: list[str | Where] = []
    for place in places:
        out += [", ", place] if out else [place]
    return out
