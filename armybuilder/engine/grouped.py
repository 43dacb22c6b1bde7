"""A roster's units grouped once by what a rule's selection reads, so that many rules cost little more than one.

A selection picks elements by type (id, category, tags), by whether they stand outside every
formation, or formations by type. A roster of 10,000 units holds a few dozen such groups: each
rule is matched against the groups, not the units.
"""

import heapq
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from armybuilder.engine.index import Index
from armybuilder.engine.report import Costs
from armybuilder.engine.units import Resolved, add_costs
from armybuilder.schema.catalog import Element, Formation, Selection


@dataclass
class _Group:
    """The known members of one element type, inside formations or outside them, in roster order.
    What they count and cost is worked out when a rule first asks: most rosters' rules ask of few groups."""

    element: Element
    inside: bool
    roster: Sequence[Resolved]
    """Every member of the roster, which `positions` index."""
    positions: list[int]

    @cached_property
    def kinds(self) -> list[list[int]]:
        """The positions by kind of entry: units whose entries share their stats dict (one type, its
        options and scale), and so pass or break a rule on stats alike."""
        kinds: dict[int, list[int]] = {}
        for position in self.positions:
            kinds.setdefault(id(self.roster[position].line.stats), []).append(position)
        return list(kinds.values())

    @cached_property
    def count(self) -> int:
        return sum(self.roster[position].line.count for position in self.positions)

    @cached_property
    def cost(self) -> Costs:
        cost: Costs = {}
        for position in self.positions:
            add_costs(cost, self.roster[position].line.cost)
        return cost


class Grouped:
    """The known members by element type and place, and the formations by type, in roster order within each."""

    def __init__(self, members: Sequence[Resolved], formations: Sequence[Formation]) -> None:
        self.members = members
        self._groups: dict[tuple[str, bool], _Group] = {}
        self._counts: dict[str, int] = {}
        """How many elements of each type, inside formations and out: an imported catalog has a
        count rule per type, thousands, most naming a type the roster lacks."""
        for position, member in enumerate(members):
            if member.element is None:
                continue
            element = member.element.id
            self._counts[element] = self._counts.get(element, 0) + member.line.count
            key = (element, member.line.formation is not None)
            group = self._groups.get(key)
            if group is None:
                self._groups[key] = _Group(member.element, key[1], members, [position])
            else:
                group.positions.append(position)
        self._formations: dict[str, tuple[Formation, int]] = {}
        for formation in formations:
            known = self._formations.get(formation.id)
            self._formations[formation.id] = (formation, known[1] + 1 if known else 1)

    def named_count(self, select: Selection) -> int | None:
        """How many elements a selection that names its types by id alone picks; None for a
        selection of any other kind."""
        if not select.elements or select.tags or select.categories or select.counts_formations:
            return None
        if select.outside_formations:
            return sum(group.count for group in self._named(select) or ())
        if len(select.elements) == 1:
            return self._counts.get(select.elements[0], 0)
        return sum(self._counts.get(element, 0) for element in dict.fromkeys(select.elements))

    def _named(self, select: Selection) -> list[_Group] | None:
        """The groups of the types a selection names by id alone, looked up rather than matched
        against every group (an imported catalog has a rule per entry, thousands, each naming one
        type); None for a selection of any other kind. Not in roster order."""
        if not select.elements or select.tags or select.categories or select.counts_formations:
            return None
        outside = select.outside_formations
        elements = select.elements if len(select.elements) == 1 else dict.fromkeys(select.elements)
        return [
            group
            for element in elements
            for inside in ((False,) if outside else (False, True))
            if (group := self._groups.get((element, inside))) is not None
        ]

    def _picked(self, select: Selection, ix: Index) -> list[_Group]:
        named = self._named(select)
        if named is not None:
            return sorted(named, key=lambda group: group.positions[0]) if len(named) > 1 else named
        return [
            group
            for group in self._groups.values()
            if not (select.outside_formations and group.inside) and ix.matches(select, group.element)
        ]

    def selected(self, select: Selection, ix: Index) -> Iterator[Resolved]:
        """The known members the selection picks, in roster order, honouring `outside_formations`.
        Each taken as it is needed: a count over its limit stops at the first member past it."""
        positions = heapq.merge(*(group.positions for group in self._picked(select, ix)))
        return (self.members[position] for position in positions)

    def kinds(self, select: Selection, ix: Index) -> list[list[int]]:
        """The positions of the members the selection picks, a list per kind of entry, each in
        roster order: a rule on stats judges one member of a kind for all of them."""
        return [positions for group in self._picked(select, ix) for positions in group.kinds]

    def count(self, select: Selection, ix: Index) -> int:
        """How many elements the selection picks, counts included; or how many formations, if it counts those."""
        if select.counts_formations:
            return sum(
                n for formation, n in self._formations.values() if ix.matches_formation(select, formation)
            )
        named = self._named(select)
        return sum(group.count for group in (named if named is not None else self._picked(select, ix)))

    def cost(self, select: Selection, ix: Index, cost_type: str) -> float:
        """What the elements the selection picks cost, in one cost type."""
        return sum(group.cost.get(cost_type, 0) for group in self._picked(select, ix))
