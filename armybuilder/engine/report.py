"""What the engine says about a roster. The CLI, the TUI and the PDFs only show this."""

from collections.abc import Iterable
from dataclasses import field, replace
from functools import cached_property
from typing import Any, Literal

from armybuilder.engine.record import record
from armybuilder.engine.where import ROSTER, Where
from armybuilder.engine.words import amount, yaml_scalar
from armybuilder.schema.roster import DeclaredBase, ElementEntry

Severity = Literal["error", "warning"]
Number = int | float
Costs = dict[str, Number]
FixAction = Literal[
    "replace-id",
    "choose-option",
    "set-general",
    "add-formation",
    "add-element",
    "move-out",
    "set-link",
    "set-value",
]
Choice = str | Where
"""What a fix offers to pick: an id, or the place of a unit."""
FixValue = str | int | float | bool | Where
"""What a fix writes: an id, the place of a unit, or a value of the roster's limit or options."""


@record
class Fix:
    """One edit that would mend a finding. The engine decides the edit; each view words it.

    `where` is the entry (or `units[2].options[0]`, `units[2].links.towed-by`) the edit changes,
    or for `set-value` the roster's `limit` or `options.KEY`; `value` the new id, unit (a Where)
    or value (as the roster holds it: 36, true, '15mm') where one is known, `choices` the ids or
    units to pick from where not. Only the dict form writes them as text. Only an unambiguous fix
    (a misspelt id with one close match) may be applied unasked.
    """

    action: FixAction
    where: Where = ROSTER
    value: FixValue | None = None
    choices: tuple[Choice, ...] = ()
    unambiguous: bool = False
    written: str = ""
    """What the roster writes now where the fix replaces it (a misspelt id), for saying what changed."""
    keeps: tuple[tuple[str, Any], ...] = ()
    """For `add-element`, what the entry added keeps of the line it answers (count, note, options...),
    as a roster entry holds them: answering which type a line means changes nothing else it said.
    For `add-formation`, its name and the places of the units its heading held (`elements`)."""

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "where": str(self.where)}
        if self.value is not None:
            # A value set is written as YAML would read it back; an id or a unit's place as it is.
            out["with"] = yaml_scalar(self.value) if self.action == "set-value" else str(self.value)
        if self.choices:
            out["choices"] = [str(choice) for choice in self.choices]
        out["unambiguous"] = self.unambiguous
        return out


@record
class Offer:
    """One way a hint offers to mend a finding, and what it changes that an event may fix
    (`limit`, or the ids of roster options), so the offer can be left out where an event fixes them."""

    text: str
    changes: frozenset[str] = frozenset()


def offered(offers: Iterable[Offer]) -> str:
    """A hint's text from its offers: 'remove 4 AP of elements, or raise the limit'."""
    return ", or ".join(offer.text for offer in offers)


@record
class Problem:
    code: str
    severity: Severity
    message: str
    where: Where
    rule: str
    hint: str
    fix: Fix | None = None
    offers: tuple[Offer, ...] = ()
    """The hint's alternatives, where it offers several (the hint joins them with ", or ")."""

    @property
    def unit(self) -> Where:
        """The roster entry the problem is about (`units[2]`, `units[1].elements[0]`); ROSTER if none.

        `where` may point inside the entry, at its count, options, base or links.
        """
        return self.where.entry or ROSTER

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
            "where": str(self.where),
            "rule": self.rule,
            "hint": self.hint,
        }
        if self.fix is not None:
            out["fix"] = self.fix.as_dict()
        return out


@record
class BaseSize:
    """One element's base at the roster's scale, in mm; None where the rules give no size."""

    width: Number | None
    depth: Number | None
    figures: int | None
    figures_max: int | None
    figures_note: str
    bases: int
    notes: tuple[str, ...] = ()
    declared: bool = False
    """The player's own base (declared in the roster), where it differs from the rules'."""

    @property
    def size(self) -> str:
        if self.width is None and self.depth is None:
            return ""
        return f"{_mm(self.width)} × {_mm(self.depth)}"


def made_base(rules: BaseSize | None, declared: DeclaredBase | None) -> BaseSize | None:
    """The base a player makes: the rules' base with what they declared in its place (a side or the
    figures left open stay the rules'); the rules' own where the declaration changes nothing."""
    if declared is None:
        return rules
    given = rules or BaseSize(None, None, None, None, "", 1)
    counted = declared.figures is not None
    made = BaseSize(
        given.width if declared.width is None else declared.width,
        given.depth if declared.depth is None else declared.depth,
        declared.figures if counted else given.figures,
        None if counted else given.figures_max,
        # A note that stands for the count ('special marker') no longer holds once figures are
        # declared; one that says what the counted figures are ('gun + crew') still does.
        "" if counted and given.figures is None else given.figures_note,
        given.bases,
        given.notes,
        declared=True,
    )
    return rules if replace(made, declared=False) == rules else made


def figures_span(base: BaseSize | None, count: int) -> tuple[int, int] | None:
    """The least and most figures `count` elements on `base` take, where the basing counts them."""
    if base is None or base.figures is None:
        return None
    bases = count * base.bases
    return bases * base.figures, bases * (base.figures_max or base.figures)


def _mm(value: Number | None) -> str:
    return "?" if value is None else amount(value)


@record
class TrackBoxes:
    """Boxes to tick for one unit during play, with what happens at marked boxes."""

    id: str
    name: str
    boxes: int
    marks: dict[int, str]


@record
class Line:
    """One element entry of the roster, as the engine resolved it."""

    where: Where
    element: str
    name: str
    label: str | None
    count: int
    known: bool
    category: str | None
    formation: Where | None
    general: bool
    options: tuple[str, ...]
    option_ids: tuple[str, ...]
    cost_each: Costs
    cost: Costs
    stats: dict[str, Any]
    base: BaseSize | None
    tracks: tuple[TrackBoxes, ...]
    unit_id: str | None
    links: dict[str, str]
    awaiting: tuple[str, ...] = ()
    """Stats an option sets where none is chosen yet (a gun's class): they wait on the player."""
    default_ids: tuple[str, ...] = ()
    """The chosen options that are their group's default, written or not."""
    entry: ElementEntry | None = None
    """The roster's entry as written (its count, options, base, id and links), for a text that carries it all."""
    own: bool = False
    """An element type of the player's own catalog (or one it changed): marked as theirs."""

    @property
    def title(self) -> str:
        """The unit's own name with its type, or the type alone."""
        return f"{self.label} ({self.name})" if self.label else self.name

    @property
    def title_with_options(self) -> str:
        """'Infantry [Elite]': the title and the options that tell two units of one type apart."""
        return f"{self.title} [{', '.join(self.options)}]" if self.options else self.title

    @property
    def made_base(self) -> BaseSize | None:
        """The base the player makes: the rules' base, with what the roster declares in its place."""
        return made_base(self.base, self.entry.base if self.entry else None)

    @property
    def figures_range(self) -> tuple[int, int] | None:
        """The least and most figures to paint for this entry, where the basing counts them:
        the player's declared figures where they declared them."""
        return figures_span(self.made_base, self.count)


@record
class FormationLine:
    """One formation entry and the element lines inside it."""

    where: Where
    formation: str
    name: str
    label: str | None
    known: bool
    cost: Costs
    lines: tuple[Line, ...]
    tracks: tuple[TrackBoxes, ...] = ()
    unit_id: str | None = None

    @property
    def title(self) -> str:
        return f"{self.label} ({self.name})" if self.label else self.name


@record
class Measure:
    """A roster total shown against its limit, such as `13 / 36 AP` or `4 / 6 units`."""

    name: str
    value: Number
    limit: Number | None


@record
class BreakPoint:
    cost_type: str
    value: Number
    rule: str


@record
class BasesNeeded:
    """How many bases of one size an element type needs across the whole roster."""

    element: str
    name: str
    base: BaseSize
    count: int


Topic = Literal[
    "note",
    "limit",
    "roster-option",
    "general",
    "rule",
    "basing",
    "scale",
    "break-point",
    "formation",
    "element",
    "base",
    "option",
    "group",
    "link",
    "track",
    "stat",
]
"""What kind of thing an `assumed:` note is about: a catalog's own note (its `about` its heading),
the roster's limit, a roster option, the general, a list rule, the basing (at a scale), the break
point, a formation, an element, its base or an option chosen for it, an option group, a link, a track, a stat."""


@record
class Assumption:
    """An `assumed:` note that bears on a roster, with what it is about as data; the presentation
    layer words its heading ('Tank base', 'Basing at 15mm', 'Tank: Elite')."""

    about: str
    """The name of what it is about (a scale's for `scale`); '' where it has none (the limit, the
    basing, the break point)."""
    text: str
    topic: Topic = "note"
    element: str = ""
    """The element's name, where the note is about an option chosen for it."""


@record
class Report:
    system: str
    system_name: str
    version: str
    catalog_revision: int
    name: str
    player: str | None
    costs: Costs
    limit: Costs
    errors: tuple[Problem, ...]
    warnings: tuple[Problem, ...]
    fingerprint: str
    units: tuple[Line | FormationLine, ...]
    options: dict[str, Any]
    option_names: dict[str, str]
    link_names: dict[str, str]
    break_point: BreakPoint | None
    assumptions: tuple[Assumption, ...]
    measures: tuple[Measure, ...]
    stat_columns: tuple[tuple[str, str], ...] = field(default=())
    general_title: str = ""  # what the rules call the army's leader; empty when they have none
    notes: str | None = None
    event: str | None = None
    """The name of the event the roster was judged under, if any."""
    fixed: frozenset[str] = frozenset()
    """What that event fixes, so no view offers to change it: `limit` and roster option ids."""
    army: dict[str, Any] = field(default_factory=dict)
    """The canonical contents the fingerprint hashes: the system, the effective options, the units
    in one order and their links."""
    canonical_sha256: str = ""
    """The full SHA-256 of `army`: what a lock matches lists by (the fingerprint is its first digits)."""
    basing_note: str = ""
    """What to know about the bases beyond their sizes (e.g. that an event may enforce them); '' if none."""

    @property
    def valid(self) -> bool:
        return not self.errors

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """Every element line, in roster order, formations opened up."""
        out: list[Line] = []
        for unit in self.units:
            out.extend(unit.lines if isinstance(unit, FormationLine) else (unit,))
        return tuple(out)

    @property
    def problems(self) -> tuple[Problem, ...]:
        return self.errors + self.warnings

    @property
    def general(self) -> Line | None:
        return next((line for line in self.lines if line.general), None)

    @property
    def figures_range(self) -> tuple[int, int]:
        """Figures to paint for the whole army (entries whose basing counts figures)."""
        spans = [line.figures_range for line in self.lines if line.figures_range]
        return sum(low for low, _ in spans), sum(high for _, high in spans)

    @property
    def costs_by_category(self) -> dict[str, Costs]:
        """Each category's share of the costs, categories in the order the roster first uses them."""
        shares: dict[str, Costs] = {}
        for line in self.lines:
            if line.category is None:
                continue
            share = shares.setdefault(line.category, {})
            for cost_type, value in line.cost.items():
                share[cost_type] = share.get(cost_type, 0) + value
        return shares

    @property
    def bases_needed(self) -> tuple[BasesNeeded, ...]:
        """The bases to make, per element type and size, in roster order; a declared base in place
        of the rules'."""
        needed: dict[tuple[str, BaseSize], BasesNeeded] = {}
        for line in self.lines:
            base = line.made_base
            if base is None or not line.count:
                continue
            key = (line.element, base)
            before = needed[key].count if key in needed else 0
            needed[key] = BasesNeeded(line.element, line.name, base, before + line.count * base.bases)
        return tuple(needed.values())

    def unit(self, unit_id: str) -> Line | None:
        """The element line with this roster `id` (the first, where ids repeat)."""
        return self._by_unit_id.get(unit_id)

    @cached_property
    def _by_unit_id(self) -> dict[str, Line]:
        found: dict[str, Line] = {}
        for line in self.lines:
            if line.unit_id is not None:
                found.setdefault(line.unit_id, line)
        return found
