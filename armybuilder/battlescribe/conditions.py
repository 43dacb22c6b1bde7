"""Modifiers and their conditions: `set hidden`, a cost or a limit changed under a condition
about one selection become roster options the catalog language checks; every other modifier is
reported, none passed over in silence."""

from typing import Any
from xml.etree.ElementTree import Element

from armybuilder.battlescribe.data import CatalogIds, System, children, number
from armybuilder.battlescribe.report import ImportReport


class Conditions:
    """The conditions part of a converter (see `convert.Converter`), and the state it shares."""

    system: System
    ids: CatalogIds
    file: str
    root: Element
    report: ImportReport
    constraints: list[dict[str, Any]]
    flags: dict[str, dict[str, Any]]
    """The roster options conditions became, by the id of the selection each is about."""
    _handled: set[int]
    """The modifiers taken or reported, by identity: the rest are reported at the end."""

    def selector(self, modifier: Element) -> tuple[str, bool] | None:
        """The roster option a modifier's one condition about one selection becomes, and the
        option's value under which the condition holds; None for any other condition."""
        conditions = list(modifier.iter("condition"))
        if len(conditions) != 1 or modifier.find("repeats") is not None:
            return None
        condition = conditions[0]
        if condition.get("field") != "selections" or condition.get("percentValue") == "true":
            return None
        test = (condition.get("type"), number(condition.get("value")))
        if test in (("atLeast", 1), ("greaterThan", 0), ("notEqualTo", 0)):
            taken = True
        elif test in (("equalTo", 0), ("lessThan", 1), ("atMost", 0)):
            taken = False
        else:
            return None
        about = self.system.entries.get(condition.get("childId", ""))
        if about is None:
            return None
        return self.flag(about), taken

    def flag(self, about: Element) -> str:
        """The roster option that says the army has taken `about` (a theatre, a year)."""
        data_id = about.get("id", "")
        if data_id not in self.flags:
            name = about.get("name", "") or data_id
            self.flags[data_id] = {
                "kind": "flag",
                "id": self.ids.flags.take(name, data_id),
                "name": name,
                "default": False,
                "description": f"The army has taken {name}: some entries are offered, or cost or count otherwise, only with it.",
                "import_ids": [data_id],
            }
        return str(self.flags[data_id]["id"])

    def availability(
        self, node: Element, name: str, cost: dict[str, int | float], *, hidden: bool
    ) -> tuple[dict[str, bool], list[dict[str, Any]]]:
        """The roster options under which an entry is offered, from each `set hidden` under a
        condition about one selection, and its costs under such conditions, from each change to a
        cost. Every other modifier is reported, never applied."""
        when: dict[str, bool] = {}
        costs: list[dict[str, Any]] = []
        constraints = {c.get("id", "") for c in children(node, "constraints", "constraint")}
        for modifier in children(node, "modifiers", "modifier"):
            field_, operation = modifier.get("field", ""), modifier.get("type")
            if field_ in constraints:
                continue  # a limit's change: taken with its constraint
            self._handled.add(id(modifier))
            found = self.selector(modifier) if field_ == "hidden" or field_ in self.system.costs else None
            if (
                found is not None
                and field_ in self.system.costs
                and operation in ("set", "increment", "decrement")
            ):
                flag, holds = found
                cost_type, by = self.system.costs[field_], number(modifier.get("value"))
                old = cost.get(cost_type, 0)
                new = by if operation == "set" else old + (by if operation == "increment" else -by)
                costs.append({"when": {flag: holds}, "cost": {**cost, cost_type: new}})
                self.report.add(self.file, name, "modifier", "converted")
                continue
            if found is None or operation != "set" or field_ != "hidden":
                self._not_taken(name, modifier)
                continue
            flag, holds = found
            hides = modifier.get("value") == "true"
            if hides or hidden:
                # Hidden while the condition holds: offered while it does not; shown while it
                # holds (an entry hidden otherwise): offered only then.
                when[flag] = holds != hides
            self.report.add(self.file, name, "modifier", "converted")
        return when, costs

    def changed_limit(self, made: dict[str, Any], kind: str, change: Element, name: str) -> None:
        """A limit a modifier changes under a condition about one selection: the rule holds as
        made while the option says otherwise, and as changed while it says so."""
        self._handled.add(id(change))
        found = self.selector(change)
        bound = next(key for key in (kind, f"{kind}_percent") if key in made)
        operation, by = change.get("type"), number(change.get("value"))
        if found is None or operation not in ("set", "increment", "decrement"):
            self.report.add(
                self.file, name, "modifier", "not converted", "modifier", type=operation, field="a limit"
            )
            return
        flag, holds = found
        value = by if operation == "set" else made[bound] + (by if operation == "increment" else -by)
        changed = {**made, "id": self.ids.constraints.take(f"{made['id']}-{flag}"), bound: value}
        made["when"] = {**made.get("when", {}), flag: not holds}
        changed["when"] = {**made["when"], flag: holds}
        if bound == kind and made["kind"] == "count":
            changed[bound] = int(value)
        if value < 0 or (kind == "min" and value <= 0):
            del changed[bound]
            changed.pop("min", None)
            if "max" not in changed and "max_percent" not in changed:
                self.report.add(self.file, name, "modifier", "converted")
                return  # no limit while the option holds
        self.constraints.append(changed)
        self.report.add(self.file, name, "modifier", "converted")

    def _not_taken(self, name: str, modifier: Element) -> None:
        self.report.add(
            self.file,
            name,
            "modifier",
            "not converted",
            "modifier",
            type=modifier.get("type"),
            field=modifier.get("field"),
        )

    def modifiers(self, entry: Element, name: str) -> None:
        """Modifiers of what takes none (an option, a force, a category): reported, never applied."""
        for modifier in children(entry, "modifiers", "modifier"):
            self._handled.add(id(modifier))
            self._not_taken(name, modifier)

    def unread_modifiers(self) -> None:
        """Every modifier of the file that nothing above took or reported (in a modifier group, on
        a group, a link inside a group, a profile...): reported, so none is passed over in silence."""
        for parent in self.root.iter():
            for holder in parent:
                if holder.tag not in ("modifiers", "modifierGroups"):
                    continue
                for modifier in holder.iter("modifier"):
                    if id(modifier) in self._handled:
                        continue
                    self._handled.add(id(modifier))
                    self.report.add(
                        self.file,
                        parent.get("name", "") or parent.tag,
                        "modifier",
                        "not converted",
                        "modifier",
                        type=modifier.get("type"),
                        field=modifier.get("field"),
                    )
