"""Applying a finding's fix to a roster, through the same roster operations as every other edit.

A fix that needs a choice is applied with the choice made (an id, or the `where` of a unit);
an unambiguous fix carries its own value. Each returns a new roster, so undo takes it back.
"""

from dataclasses import replace
from typing import Any

from armybuilder.editing import operations as op
from armybuilder.engine.index import index_of
from armybuilder.engine.report import Choice, Fix, FixValue
from armybuilder.engine.where import ROSTER, Where, top
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import ElementEntry, Roster


def entry_of(fix: Fix) -> Where:
    """The roster entry a fix edits (`units[1]` for `units[1].options[0]`); ROSTER for the roster."""
    return _edited(fix.where) or ROSTER


def _edited(where: Where) -> Where | None:
    """The entry a fix's path names: the entry itself, one of its options or one of its links."""
    if where.inside and where.option_number is None and where.link_id is None:
        return None
    return where.entry


def apply_fix(
    roster: Roster, catalog: Catalog, fix: Fix, choice: Choice | None = None
) -> tuple[Roster, Where | None]:
    """The roster with the fix made, and the entry to show after it.

    `choice` is one of the fix's `choices`; it is needed where the fix has no value of its own.
    """
    if fix.action == "set-value":
        return _set_value(roster, fix.where, fix.value), None
    where = fix.where
    entry = _edited(where)
    if fix.action == "add-formation" and fix.keeps:  # a heading answered: the units under it go in
        heading = dict(fix.keeps)
        members, name = heading.get("elements", ()), heading.get("name")
        return op.gather(roster, catalog, _id(_chosen(fix, choice)), members, name)
    if fix.action == "add-formation":
        return op.add_formation(roster, catalog, _id(_chosen(fix, choice)))
    if fix.action == "set-general":
        target = _unit(choice) if choice is not None else entry
        if target is None:
            raise op.EditError("choose the element to make the general first")
        return op.make_general(roster, catalog, target)
    if fix.action == "add-element" and fix.keeps:  # a line answered: all else it said kept
        kept: dict[str, Any] = {key: list(value) if key == "options" else value for key, value in fix.keeps}
        added = ElementEntry.model_validate({"element": _id(_chosen(fix, choice)), **kept})
        return op.add_entry(roster, catalog, added, entry)
    if fix.action == "add-element":  # into the formation it names, or standing alone
        return op.add_element(roster, catalog, _id(_chosen(fix, choice)), entry)
    if entry is None:
        raise op.EditError("the entry this fix is for is no longer in the roster")
    if fix.action == "move-out":
        return op.move_out(roster, entry)
    chosen = _chosen(fix, choice)
    if fix.action == "replace-id" and where.option_number is not None:
        return op.replace_option(roster, entry, where.option_number, _id(chosen)), entry
    if fix.action == "replace-id":
        return op.replace_id(roster, catalog, entry, _id(chosen)), entry
    if fix.action == "choose-option":
        return _choose_option(roster, catalog, entry, _id(chosen)), entry
    if fix.action == "set-link" and where.link_id:
        return op.set_link(roster, entry, where.link_id, _unit(chosen)), entry
    raise op.EditError(f"armybuilder cannot make a {fix.action} fix here")


def _set_value(roster: Roster, where: Where, value: FixValue | None) -> Roster:
    """The roster's limit or one roster option set to the value the fix writes."""
    details = op.details(roster)
    if where == top("limit") and isinstance(value, int | float) and not isinstance(value, bool):
        return op.set_details(roster, replace(details, limit=value))
    key = where.option_key
    if key is not None and isinstance(value, str | int | float | bool):
        return op.set_details(roster, replace(details, options={**details.options, key: value}))
    raise op.EditError(f"armybuilder cannot set {where} to {value}")


def _chosen(fix: Fix, choice: Choice | None) -> FixValue:
    value = choice if choice is not None else fix.value
    if value is None:
        raise op.EditError("choose one of the fix's choices first")
    return value


def _unit(value: FixValue) -> Where:
    if not isinstance(value, Where):
        raise op.EditError(f"`{value}` does not name a unit of the roster")
    return value


def _id(value: FixValue) -> str:
    if not isinstance(value, str):
        raise op.EditError(f"`{value}` is not an id")
    return value


def _choose_option(roster: Roster, catalog: Catalog, at: Where, option_id: str) -> Roster:
    """Choose one option of a group, dropping the others of that group the entry had."""
    entry = op.entry_at(roster, at)
    if not isinstance(entry, ElementEntry):
        raise op.EditError("a formation has no options of its own")
    ix = index_of(catalog)
    element = ix.resolve_element(entry.element)
    choices = ix.element_options[element.id] if element else {}
    if option_id not in choices:
        raise op.EditError(f"`{option_id}` is not an option of {entry.element}")
    group = choices[option_id][0]
    same_group = {o.id for o in group.options}
    return op.set_element_options(roster, at, [o for o in entry.options if o not in same_group] + [option_id])
