"""Lookups over a catalog, built once per catalog so evaluation stays linear in the roster."""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from armybuilder.engine.basing import base_size
from armybuilder.engine.record import record
from armybuilder.engine.report import Assumption, BaseSize, Costs, Line, TrackBoxes
from armybuilder.engine.where import Where
from armybuilder.schema.catalog import (
    Catalog,
    CountConstraint,
    Element,
    ElementBase,
    ElementOption,
    Formation,
    OptionGroup,
    RosterOption,
    ScaleBasing,
    Selection,
    StatDef,
)


@record
class Kind:
    """What an element entry's type, options and scale give it, whatever its count and place."""

    chosen: tuple[ElementOption, ...]
    option_names: tuple[str, ...]
    option_ids: tuple[str, ...]
    default_ids: tuple[str, ...]
    cost_each: Costs
    stats: dict[str, Any]
    base: BaseSize | None
    tracks: tuple[TrackBoxes, ...]
    awaiting: tuple[str, ...]


@record
class Resolved:
    """A line together with the catalog entries it was built from."""

    line: Line
    element: Element | None
    chosen: tuple[ElementOption, ...]
    where: Where


Priced = tuple[Any, ...]
"""The values of the roster options costs depend on (`Index.cost_options`), in that order."""
Remembered = dict[tuple[int, tuple[str | int, ...], Where | None, str, Priced], Resolved]
"""Resolved element entries, by (the entry's id, its place, its formation, the scale, the
options costs depend on)."""


MAX_ASSUMED = 10_000
"""Element types with a choice of options whose notes an index remembers."""


@dataclass(frozen=True)
class Index:
    catalog: Catalog
    elements: dict[str, Element]
    formations: dict[str, Formation]
    element_names: dict[str, str]
    formation_names: dict[str, str]
    options: dict[str, RosterOption]
    groups: dict[str, OptionGroup]
    element_options: dict[str, dict[str, tuple[OptionGroup, ElementOption]]]
    stats: dict[str, StatDef]
    primary_cost: str | None
    element_notes: dict[str, tuple[Assumption, ...]]
    option_names: dict[str, str]
    link_names: dict[str, str]
    stat_columns: tuple[tuple[str, str], ...]
    """The stats a roster table shows, as (id, heading)."""
    option_stats: dict[str, frozenset[str]]
    """Per element type, the stats its options set."""
    cost_options: tuple[str, ...] = ()
    """The roster options some element type's cost depends on (`cost_when`): their values are
    part of what a remembered entry was resolved under."""
    bases: dict[tuple[str, str], BaseSize | None] = field(default_factory=dict)
    defaults: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    """Per element type met so far, its choose-one groups' defaults, as (group, option): every
    entry's fingerprint asks for them."""
    kinds: dict[tuple[str, tuple[str, ...], str, Priced], Kind] = field(default_factory=dict)
    """Kinds of element entry met so far, by (type, options as written, scale, priced under)."""
    alike: dict[tuple[Any, ...], Resolved] = field(default_factory=dict)
    """Element entries resolved without a finding, by what they say and where they stand (see
    `units.resolve_element`): the rosters of a batch share most of theirs."""
    assumed: dict[tuple[str, ...], tuple[Assumption, ...]] = field(default_factory=dict)
    """Per element type and the ids of the options chosen for it, its `assumed:` notes."""
    armies: dict[tuple[Any, ...], tuple[dict[str, Any], str]] = field(default_factory=dict)
    """The contents of armies evaluated, and their SHA-256, by all they are made from (see
    `fingerprint.said`): a batch's copies of one army work them out once."""
    resolved: Remembered = field(default_factory=dict)
    """The element entries of the roster evaluated last, resolved, by (the entry's id, its place,
    its formation, the scale): an editor's next roster shares most of them, a batch's next none,
    so only the last roster's are kept."""

    def base(self, element: Element, scale_name: str, scale: ScaleBasing | None) -> BaseSize | None:
        """The element's base at this scale, worked out once per catalog."""
        key = (element.id, scale_name)
        if key not in self.bases:
            self.bases[key] = base_size(self.catalog.base_of(element), scale)
        return self.bases[key]

    def element_assumptions(
        self, element: Element, chosen: Sequence[ElementOption] = ()
    ) -> tuple[Assumption, ...]:
        """An element's `assumed:` notes, its own and its base's first, then those of the options
        chosen for it and of its option groups: worked out once per catalog for each type and
        choice of options, as every roster of a batch asks again for the same few."""
        key = (element.id, *(option.id for option in chosen))
        notes = self.assumed.get(key)
        if notes is None:
            notes = self._element_assumptions(element, chosen)
            if len(self.assumed) < MAX_ASSUMED:  # choices of options a hostile batch makes are many
                self.assumed[key] = notes
        return notes

    def _element_assumptions(
        self, element: Element, chosen: Sequence[ElementOption]
    ) -> tuple[Assumption, ...]:
        notes = list(self.element_notes[element.id])
        for option in chosen:
            notes += [Assumption(option.name, text, "option", element.name) for text in option.assumed]
        for group_id in element.option_groups:
            group = self.groups.get(group_id)
            if group is not None:
                notes += [Assumption(group.name, text, "group") for text in group.assumed]
        return tuple(notes)

    def resolve_element(self, name: str) -> Element | None:
        """The element with this id or alias."""
        found = self.elements.get(name)
        if found is None and name in self.element_names:
            found = self.elements[self.element_names[name]]
        return found

    def resolve_formation(self, name: str) -> Formation | None:
        found = self.formations.get(name)
        if found is None and name in self.formation_names:
            found = self.formations[self.formation_names[name]]
        return found

    @property
    def asks_for_formations(self) -> bool:
        """Whether the rules ask for at least one formation (a core), whatever the roster's options."""
        return any(
            isinstance(rule, CountConstraint) and rule.select.counts_formations and rule.min
            for rule in self.catalog.constraints
        )

    def canonical(self, kind: str, name: str) -> str:
        """The id an element or formation name stands for (aliases resolved); unknown names as written."""
        found = self.resolve_element(name) if kind == "element" else self.resolve_formation(name)
        return found.id if found else name

    def option_defaults(self, element: str, options: Sequence[str]) -> tuple[str, ...]:
        """The options an entry of this element type takes without choosing them: the default of
        each of its choose-one groups in which `options` picks none, as the engine resolves them."""
        defaults = self.defaults.get(element)
        if defaults is None:
            found = self.elements.get(element)
            if found is None:
                return ()
            groups = [self.groups.get(group_id) for group_id in found.option_groups]
            defaults = self.defaults[element] = tuple(
                (group.id, group.default)
                for group in groups
                if group is not None and group.choose == "one" and group.default is not None
            )
        if not defaults:
            return ()
        choices = self.element_options[element]
        picked = {choices[option][0].id for option in options if option in choices}
        return tuple(default for group, default in defaults if group not in picked)

    def matches(self, selection: Selection, element: Element) -> bool:
        """Whether the selection picks this element type (ignoring where the element stands)."""
        if selection.counts_formations:
            return False
        if not (selection.elements or selection.tags or selection.categories):
            return True
        return (
            element.id in selection.elements
            or element.category in selection.categories
            or any(tag in selection.tags for tag in element.tags)
        )

    def matches_formation(self, selection: Selection, formation: Formation) -> bool:
        return formation.id in selection.formations or any(
            tag in selection.formation_tags for tag in formation.tags
        )


def index_of(catalog: Catalog) -> Index:
    """The catalog's index, built on first use and kept with the catalog."""
    # The private dict directly: going through pydantic's __getattr__ costs more than the lookup.
    private = catalog.__pydantic_private__
    assert private is not None  # a model with private attributes always has their dict
    found = private.get("_index")
    # `model_copy` carries the private dict along: an index built for another catalog is stale.
    if found is None or found.catalog is not catalog:
        found = private["_index"] = _build(catalog)
    return found


def _build(catalog: Catalog) -> Index:
    elements = {e.id: e for e in catalog.elements}
    groups = {g.id: g for g in catalog.option_groups}
    element_options: dict[str, dict[str, tuple[OptionGroup, ElementOption]]] = {}
    for element in catalog.elements:
        choices: dict[str, tuple[OptionGroup, ElementOption]] = {}
        for group_id in element.option_groups:
            group = groups.get(group_id)
            if group is None:
                continue
            for option in group.options:
                choices[option.id] = (group, option)
        element_options[element.id] = choices
    return Index(
        catalog=catalog,
        elements=elements,
        formations={f.id: f for f in catalog.formations},
        element_names={alias: e.id for e in catalog.elements for alias in e.aliases},
        formation_names={alias: f.id for f in catalog.formations for alias in f.aliases},
        options={o.id: o for o in catalog.options},
        groups=groups,
        element_options=element_options,
        stats={s.id: s for s in catalog.stats},
        primary_cost=catalog.costs[0].id if catalog.costs else None,
        element_notes={e.id: _element_notes(e, catalog.base_of(e)) for e in catalog.elements},
        option_names={option.id: option.name for option in catalog.options},
        link_names={link.id: link.name for link in catalog.links},
        stat_columns=tuple((s.id, s.short or s.name) for s in catalog.stats if s.roster),
        option_stats={
            element_id: frozenset(key for _, option in choices.values() for key in option.stats)
            for element_id, choices in element_options.items()
        },
        cost_options=tuple(
            sorted({key for e in catalog.elements for rule in e.cost_when for key in rule.when})
        ),
    )


def _element_notes(element: Element, base: ElementBase | None) -> tuple[Assumption, ...]:
    notes = [Assumption(element.name, text, "element") for text in element.assumed]
    if base is not None:
        notes += [Assumption(element.name, text, "base") for text in base.assumed]
    return tuple(notes)
