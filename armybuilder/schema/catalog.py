"""The catalog language: a game system described as data.

A catalog names its element types, formations, roster options and list rules. Every fact
carries a `source` (the section of the rule text it comes from); where the rule text is silent
or ambiguous the catalog says so in `assumed`, and the tool shows those notes to users.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import Field, FiniteFloat, PrivateAttr, model_validator

from armybuilder.schema.base import Id, Number, Strict
from armybuilder.schema.roster import OptionValue, Unit

MAX_BOXES = 100
"""Boxes in one track written out; more (from a stat) are shown as a line to write the number on."""
StatValue = int | FiniteFloat | str | bool | None
Code = Annotated[
    str,
    Field(pattern=r"^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$", description="A dotted, lowercase code."),
]
When = Annotated[
    dict[Id, OptionValue | list[OptionValue]],
    Field(description="Applies only when every named roster option has this value (or one of these)."),
]
Notes = Annotated[list[str], Field(description="Short notes in reference-card style.")]
Assumed = Annotated[
    list[str],
    Field(description="Where the rule text is silent or ambiguous: what was decided, and why."),
]
Source = Annotated[str, Field(description="Where in the rule text this comes from.")]
ImportIds = Annotated[
    list[str],
    Field(
        description="The ids this entry has in the data it was imported from (a BattleScribe entry's "
        "id), by which a roster saved by that program names it; written by `catalogs import`."
    ),
]


class HintOffer(Strict):
    """One way a hint offers to mend a finding, and the roster options (or `limit`) it changes:
    an event that fixes one of them leaves the offer out."""

    offer: str
    changes: list[Id] = Field(min_length=1)


Hint = Annotated[
    str | list[str | HintOffer],
    Field(
        description="What to do about a broken rule: one sentence, or the ways to mend it (shown "
        "joined by ', or '), each a sentence or an `offer:` with the options it `changes:`."
    ),
]


class Selection(Strict):
    """Which elements (or formations) a rule counts. Lists are alternatives; empty selects all elements."""

    elements: list[Id] = []
    tags: list[Id] = []
    categories: list[Id] = []
    formations: list[Id] = Field([], description="Count formations with these ids instead of elements.")
    formation_tags: list[Id] = Field([], description="Count formations with these tags instead.")
    outside_formations: bool = Field(False, description="Only elements that stand outside every formation.")

    @property
    def counts_formations(self) -> bool:
        return bool(self.formations or self.formation_tags)

    @property
    def selects_all(self) -> bool:
        """Every element of the army: a count of it is the army's own, not any one unit's. (A
        selection with nothing set; asked field by field, as building one to compare with costs a
        validation on each broken count.)"""
        return not (
            self.elements
            or self.tags
            or self.categories
            or self.formations
            or self.formation_tags
            or self.outside_formations
        )


class OptionRef(Strict):
    """A bound taken from a roster option, such as the army size."""

    option: Id


Bound = int | OptionRef


class SourceInfo(Strict):
    title: str
    author: str = ""
    seed: str = Field(description="The rule text this catalog was entered from.")
    url: str = ""


class InferredValue(Strict):
    """How an option the roster leaves unset is read from its elements, such as a force's side.

    When every selected element that gives `stat` gives the same value, the option takes it and
    `note` (which may use {value}) joins the roster's assumptions. Otherwise, where the option
    has no default and elements are present, `message` (which may use {values}) is reported.
    """

    stat: Id
    select: Selection = Selection()
    note: str
    code: Code
    severity: Literal["error", "warning"] = "warning"
    message: str
    hint: Hint = ""


class ChoiceOption(Strict):
    """A roster option with a fixed set of values, such as the figure scale.

    Without a `default`, the option is unset until the roster sets it (or `infer` reads it).
    """

    kind: Literal["choice"]
    id: Id
    name: str
    choices: list[str | int] = Field(min_length=1)
    aliases: dict[str, list[str]] = Field(
        {},
        description="Other words a list written as text may state a choice in, by choice "
        "(`Allied: [Allies, Soviets, alliés]`), each said in the option's `assumed` notes.",
    )
    default: str | int | None = None
    infer: InferredValue | None = None
    description: str = ""
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> "ChoiceOption":
        if self.default is not None and self.default not in self.choices:
            raise ValueError(f"default {self.default!r} is not one of the choices")
        spelt = [str(choice) for choice in self.choices]
        for choice in self.aliases:
            if choice not in spelt:
                raise ValueError(f"aliases name {choice!r}, which is not one of the choices {spelt}")
        return self


class FlagOption(Strict):
    """A roster option that is on or off, such as Massed Battles."""

    kind: Literal["flag"]
    id: Id
    name: str
    aliases: list[str] = Field(
        [],
        description="Other names a list written as text may turn the flag on by (`bitwa masowa` for "
        "Massed Battles), each said in an `assumed` note.",
    )
    default: bool = False
    description: str = ""
    import_ids: ImportIds = []
    source: Source = ""
    assumed: Assumed = []


class NumberOption(Strict):
    """A roster option holding a whole number, such as the year of the battle."""

    kind: Literal["number"]
    id: Id
    name: str
    aliases: list[str] = Field(
        [],
        description="Other names a list written as text may give the option before its number "
        "(`rok 1945`, `Jahr: 1944`), said in its `assumed` notes.",
    )
    units: list[str] = Field(
        [],
        description="Other words for the unit its name gives in brackets, as a list written as text "
        "writes them after a count (`6 unités`, `4 enheder`), said in its `assumed` notes.",
    )
    century: int | None = Field(
        None,
        description="For a year: the hundreds its values lie in (1900). A list's words are read for "
        "it only as a year of that century, `1944` or with two digits `'44`, `44`; said in `assumed`.",
    )
    default: int | None = None
    min: int | None = None
    max: int | None = None
    description: str = ""
    source: Source = ""
    assumed: Assumed = []


RosterOption = Annotated[ChoiceOption | FlagOption | NumberOption, Field(discriminator="kind")]


class LimitRule(Strict):
    """The default limit for a cost type; the first rule whose `when` holds applies."""

    value: Number = Field(gt=0)
    when: When = {}
    source: Source = ""
    assumed: Assumed = []


class CostType(Strict):
    id: Id
    name: str
    aliases: list[str] = Field(
        [],
        description="Other words a list written as text may write after a cost in this type "
        "(`PA`, points d'armée, for AP), said in a catalog note as an element's aliases are.",
    )
    limits: list[LimitRule] = []
    under_limit: Literal["warning", "ignore"] = "warning"
    rule: str = Field(description="The section cited when a roster is over or under the limit.")


class Category(Strict):
    id: Id
    name: str
    description: str = ""
    source: Source = ""


class TagDef(Strict):
    """A tag elements may carry, declared so rules can select it before any element has it.

    A shipped catalog may ask for elements that only a catalog extending it supplies, such as
    reconnaissance vehicles a player adds: the formation selects the declared tag.
    """

    id: Id
    name: str
    description: str = ""
    source: Source = ""


StatKind = Literal["number", "choice", "flag", "text"]


class StatDef(Strict):
    """A game statistic that element types carry, such as a move distance or a strength."""

    id: Id
    name: str
    short: str = ""
    unit: str = ""
    group: str = ""
    roster: bool = Field(False, description="Show this stat in the roster's unit table.")
    key: bool = Field(
        False,
        description="A key figure: shown beside each entry in the editor's roster, where room is short.",
    )
    description: str = ""
    short_values: dict[str, str] = Field(
        {},
        description="Shorter forms of long values, for the editor's narrow key figure columns where "
        "the value would be cut, e.g. {Walking or rushing: Walk/rush}; shown whole elsewhere.",
    )
    kind: StatKind | None = Field(
        None,
        description="What its values are, for the element type form: a number, a choice of `choices`, "
        "yes or no, or text; omitted, the form takes text.",
    )
    choices: list[str] = Field([], description="With `kind: choice`: the values it may take.")
    min: Number | None = Field(None, description="With `kind: number`: the least value.")
    max: Number | None = Field(None, description="With `kind: number`: the greatest value.")
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _kind_fits(self) -> "StatDef":
        if (self.kind == "choice") != bool(self.choices):
            raise ValueError("`choices` go with `kind: choice`, and `kind: choice` needs them")
        if (self.min is not None or self.max is not None) and self.kind != "number":
            raise ValueError("`min` and `max` go with `kind: number`")
        if self.min is not None and self.max is not None and self.max < self.min:
            raise ValueError(f"max {self.max} is below min {self.min}")
        return self


class ElementBase(Strict):
    """An element's base at the catalog's reference scale."""

    width: Number | None = Field(None, description="mm; omit to use the scale's frontage.")
    depth: Number | None = Field(None, description="mm; omit when the rule text gives none.")
    figures: int | None = Field(None, ge=0, description="Figures per base (the least).")
    figures_max: int | None = Field(None, ge=0, description="Figures per base (the most).")
    figures_note: str = Field("", description="What the figures are, e.g. 'gun + crew'.")
    bases: int = Field(1, ge=1, description="Bases that make one element.")
    notes: Notes = Field(
        [], description="How the bases stand or are told apart, for the cards and basing page."
    )
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _figures_in_order(self) -> "ElementBase":
        if self.figures_max is not None and (self.figures is None or self.figures_max < self.figures):
            raise ValueError("figures_max needs figures, and must not be below it")
        return self


class ElementOption(Strict):
    """One choice inside an option group: what it adds to the cost and which stats it sets or changes."""

    id: Id
    name: str
    aliases: list[str] = Field(
        [],
        description="Other names a list written as text may give the option (`Klasse 2`, `schwer`), "
        "said in a catalog note as an element's aliases are.",
    )
    cost: dict[Id, Number] = {}
    stats: dict[Id, StatValue] = {}
    modifiers: dict[Id, Number] = Field(
        {},
        description="Added to these stats once every chosen option's `stats` are set, "
        "e.g. a status worth +5 strength whatever the equipment; an unknown stat stays unknown.",
    )
    notes: Notes = []
    source: Source = ""
    assumed: Assumed = []
    import_ids: ImportIds = []


class OptionGroup(Strict):
    """Choices an element can take: exactly one or any number.

    A `choose: one` group without a `default` must be chosen in the roster: for a value the rule
    text leaves to the player's own equipment list, such as a gun's exact class.
    """

    id: Id
    name: str
    choose: Literal["one", "any"]
    default: Id | None = Field(
        None, description="Taken when a roster picks none; without one, a `choose: one` group must be picked."
    )
    options: list[ElementOption] = Field(min_length=1)
    min: int = Field(0, ge=0, description="With `choose: any`: the fewest of its options an element takes.")
    max: int | None = Field(
        None, ge=1, description="With `choose: any`: the most of its options an element takes."
    )
    rule: str = ""
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _default_is_an_option(self) -> "OptionGroup":
        ids = [o.id for o in self.options]
        if self.default is not None and self.default not in ids:
            raise ValueError(f"default {self.default!r} is not one of the options {ids}")
        if self.choose == "one" and (self.min or self.max is not None):
            raise ValueError("`min` and `max` go with `choose: any` (`choose: one` takes exactly one)")
        if self.max is not None and self.max < self.min:
            raise ValueError(f"max {self.max} is below min {self.min}")
        return self


class ElementCost(Strict):
    """What an element type costs while roster options say so, such as a unit dearer in one theatre."""

    when: When
    cost: dict[Id, Number]
    source: Source = ""
    assumed: Assumed = []


class Element(Strict):
    """An element type a roster can hold."""

    id: Id
    name: str
    aliases: list[str] = Field(
        [],
        description="Other names of the type, which a roster may use as its id and a list written as "
        "text as its name: abbreviations and plurals players write (`mg`, `arty`). The rules' own "
        "words are cited by `source`; a name players use that the rules do not is said in `assumed`.",
    )
    examples: list[str] = Field(
        [],
        description="What the rules say the type stands for (`6pdr`, `82mm`): a unit a list calls by "
        "one of these is of this type and keeps the words as its name. Several types may share one "
        "(`75mm`), which the list reader then asks about.",
    )
    category: Id
    tags: list[Id] = []
    description: str = ""
    cost: dict[Id, Number] = {}
    stats: dict[Id, StatValue] = Field(
        {}, description="Values by stat id; null means the rule text does not give it."
    )
    base: ElementBase | None = None
    option_groups: list[Id] = []
    notes: Notes = []
    source: Source
    assumed: Assumed = []
    cost_when: list[ElementCost] = Field(
        [], description="The first whose `when` holds replaces `cost`: a cost that roster options change."
    )
    when: When = Field(
        {},
        description="Offered only while these roster options hold, such as a theatre or a year: "
        "a roster holding it otherwise is reported (`element.unavailable`).",
    )
    import_ids: ImportIds = []
    own: bool = Field(
        False,
        description="Set as catalogs are read, never written: declared (or last changed) by a catalog "
        "in the player's own folder, and marked as theirs wherever it is shown.",
    )


class Slot(Strict):
    """A place in a formation: one element type, or any element a selection matches."""

    element: Id | None = None
    select: Selection | None = None
    label: str = ""
    min: int = Field(0, ge=0)
    max: int | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _one_way_to_match(self) -> "Slot":
        if (self.element is None) == (self.select is None):
            raise ValueError("a slot needs exactly one of `element` or `select`")
        if self.max is not None and self.max < self.min:
            raise ValueError(f"max {self.max} is below min {self.min}")
        return self


class Formation(Strict):
    id: Id
    name: str
    aliases: list[str] = []
    tags: list[Id] = []
    description: str = ""
    slots: list[Slot] = Field(min_length=1)
    code: Code = Field("formation.composition", description="Reported when its contents break the slots.")
    severity: Literal["error", "warning"] = Field(
        "error", description="`warning` where the rules only describe a usual make-up."
    )
    instead: list[Id] = Field(
        [],
        description="Formations to offer when this one holds more than it takes: "
        "the first that holds the same elements becomes the fix.",
    )
    notes: Notes = []
    rule: str = ""
    source: Source
    assumed: Assumed = []


class GeneralCount(Strict):
    """How many generals the army may have while roster options say so, such as in a bigger battle."""

    value: int = Field(ge=1)
    when: When
    source: Source = ""
    assumed: Assumed = []


class GeneralRule(Strict):
    """Who may lead the army, and how many generals it has."""

    title: str = Field("general", description="What the rules call the army's leader.")
    required: bool = True
    max: int = Field(1, ge=1)
    max_when: list[GeneralCount] = Field(
        [], description="The first whose `when` holds replaces `max`, e.g. one general per command."
    )
    select: Selection = Selection()
    separate: bool = Field(False, description="The general stands outside every formation.")
    rule: str
    source: Source = ""
    assumed: Assumed = []


class ConstraintBase(Strict):
    id: Id
    code: Code
    severity: Literal["error", "warning"] = "error"
    when: When = {}
    message: str = Field(description="Shown when the rule is broken; may use {count}, {min}, {max}, ...")
    hint: Hint = ""
    rule: str
    source: Source = ""
    assumed: Assumed = []


class CountConstraint(ConstraintBase):
    """How many of the selected elements (or formations) the roster may hold.

    Fields for the message: {count}, {min}, {max}.
    """

    kind: Literal["count"]
    select: Selection = Selection()
    min: Bound | None = None
    max: Bound | None = None
    headline: str = Field("", description="Show this count against its max as a roster total, e.g. 'units'.")


class CostConstraint(ConstraintBase):
    """How much the selected elements may cost, in points or as a percentage of the total.

    Fields for the message: {cost}, {total}, {percent}, {min}, {max}.
    """

    kind: Literal["cost"]
    cost_type: Id
    select: Selection = Selection()
    min: Number | None = None
    max: Number | None = None
    min_percent: Number | None = Field(None, ge=0, le=100)
    max_percent: Number | None = Field(None, ge=0, le=100)


class UnknownStat(Strict):
    """What to report when a selected element does not give a stat the rule needs.

    Fields for the message: {element}, {value}.
    """

    code: Code
    severity: Literal["error", "warning"] = "warning"
    message: str
    hint: Hint = ""


UnknownReport = Annotated[
    UnknownStat | None,
    Field(description="Report elements whose stat is unknown (null or missing); omit to pass them silently."),
]


class InRangeConstraint(ConstraintBase):
    """A roster option must fall inside a range each selected element carries, such as its years.

    A bound the element does not give is not checked. Fields for the message: {element},
    {value}, {low}, {high} ("?" for an unknown bound).
    """

    kind: Literal["in-range"]
    option: Id
    low_stat: Id
    high_stat: Id
    select: Selection = Selection()
    unknown: UnknownReport = None


class MatchesConstraint(ConstraintBase):
    """A stat of each selected element must equal a roster option, such as the army's side.

    Fields for the message: {element}, {value}, {stat}.
    """

    kind: Literal["matches"]
    option: Id
    stat: Id
    select: Selection = Selection()
    unknown: UnknownReport = None


Constraint = Annotated[
    CountConstraint | CostConstraint | InRangeConstraint | MatchesConstraint,
    Field(discriminator="kind"),
]


class ScaleBasing(Strict):
    frontage: Number | None = Field(None, description="mm; every base is this wide at this scale.")
    factor: Number = Field(1, gt=0, description="Multiplies the reference depths (and widths).")
    source: Source = ""
    assumed: Assumed = []


class Basing(Strict):
    """The basing convention: sizes per scale, checked against the bases a roster declares."""

    option: Id = Field("scale", description="The roster option that names the scale.")
    scales: dict[str, ScaleBasing] = Field(min_length=1)
    severity: Literal["error", "warning"] = "error"
    note: str = Field(
        "",
        description="Shown with the bases wherever a roster shows them, e.g. that the convention is "
        "only recommended and an event may enforce it.",
    )
    rule: str
    source: Source = ""
    assumed: Assumed = []


class LinkRule(Strict):
    """A way one unit refers to another, such as a gun naming what tows it.

    In the roster a unit writes `links: {<id>: <the other unit's id>}`. `size_stat` of the linked
    unit must not exceed `max_size_stat` of its target; the counts linked to a target must not
    exceed `capacity_stat` times the target's count.
    """

    id: Id
    name: str
    units: Selection = Field(description="The units that may name a target.")
    targets: Selection = Field(description="The units that may be named.")
    size_stat: Id | None = None
    max_size_stat: Id | None = None
    capacity_stat: Id | None = None
    capacity_severity: Literal["error", "warning"] = Field(
        "error",
        description="How severe more than the capacity is: a warning where the capacity is itself assumed.",
    )
    unserved: Literal["warning", "ignore"] = Field(
        "ignore", description="Warn about units that no target in the roster could serve."
    )
    aliases: list[str] = Field(
        [],
        description="Words by which a list written as text says this link, in the languages players "
        "write: before the unit linked to (`trainati dalle` of `trainati dalle pariglie`), or around it, "
        "`…` standing for the unit (`vom … gezogen`, `… vontatja`); said in a catalog note.",
    )
    rule: str
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _sizes_in_pairs(self) -> "LinkRule":
        if (self.size_stat is None) != (self.max_size_stat is None):
            raise ValueError("`size_stat` and `max_size_stat` go together")
        return self


class Track(Strict):
    """Boxes printed to mark hits, strength or losses during play.

    One row per unit the selection picks, or, where it selects formations, one per formation.
    """

    id: Id
    name: str
    select: Selection = Selection()
    boxes: int | None = Field(None, ge=1, le=MAX_BOXES)
    boxes_stat: Id | None = Field(None, description="Take the number of boxes from this unit's stat.")
    boxes_per_element: bool = Field(
        False, description="For a formation's track: one box for each element it holds."
    )
    marks: dict[int, str] = Field({}, description="Box number -> what happens when it is reached.")
    rule: str = ""
    source: Source = ""
    assumed: Assumed = []

    @model_validator(mode="after")
    def _one_box_count(self) -> "Track":
        ways = (self.boxes is not None) + (self.boxes_stat is not None) + self.boxes_per_element
        if ways != 1:
            raise ValueError("a track needs exactly one of `boxes`, `boxes_stat` or `boxes_per_element`")
        formations = self.select.counts_formations
        if formations and self.boxes_stat is not None:
            raise ValueError("a formation's track takes `boxes` or `boxes_per_element`, not `boxes_stat`")
        if self.boxes_per_element and not formations:
            raise ValueError("`boxes_per_element` needs a selection of formations")
        return self


class BreakPoint(Strict):
    """The losses, as a share of the army's cost, at which the army breaks."""

    cost_type: Id
    fraction: Number = Field(gt=0, le=1)
    rule: str
    source: Source = ""
    assumed: Assumed = []


Cell = str | int | FiniteFloat


class TableRow(Strict):
    cells: list[Cell]
    applies_to: list[Id] = Field([], description="Element ids or tags; empty means every army.")


class Table(Strict):
    """A quick-reference table."""

    id: Id
    title: str
    section: str = ""
    columns: list[str] = Field(min_length=1)
    rows: list[TableRow | list[Cell]] = Field(min_length=1)
    applies_to: list[Id] = Field([], description="Element ids or tags for rows that name none.")
    notes: Notes = []
    source: Source
    assumed: Assumed = []


class CatalogNote(Strict):
    """A decision about the catalog as a whole, shown when it applies to a roster."""

    id: Id
    about: str = Field(description="A short heading, e.g. 'Zeppelin'.")
    text: str
    scope: Literal["roster", "catalog", "reading"] = Field(
        "roster",
        description="`catalog`: about the rule set itself, shown with the catalog, not on rosters; "
        "`reading`: about the names a list written as text may use, shown with the catalog "
        "(`armybuilder catalogs ID`), not on rosters nor on the printed quick reference.",
    )
    applies_to: list[Id] = Field(
        [], description="Element ids; the note shows on rosters holding any of them."
    )
    source: Source = ""


class Catalog(Strict):
    """A game system: everything the engine needs to cost and check a roster."""

    format: Literal[1] = 1
    id: Id
    name: str
    version: str
    revision: int = Field(ge=1)
    description: str
    citation: str = Field(description="Cited before each rule's section, e.g. 'Tank Attack v5.0'.")
    aliases: list[str] = Field(
        [],
        description="Other names a list written as text may call the system by (`OHW hex`), matched as "
        "whole words ignoring case, brackets and punctuation; a catalog note says where they come from.",
    )
    loose_aliases: list[str] = Field(
        [],
        description="Words chatter names the system by loosely (`hex`, `the draft`, `beta`), which other "
        "games' players may write too: weighed with a list's names, costs and options where no line "
        "names a system, never deciding alone; a catalog note says where they come from.",
    )
    source: SourceInfo
    extends: Id | None = Field(None, description="Add to or change the catalog with this id.")
    includes: list[Id] = Field(
        [],
        description="Catalogs whose entries (element types, option groups, rules...) this one takes "
        "too, merged by id before its own: a library of entries several armies share, never copied.",
    )
    import_ids: ImportIds = []
    remove: dict[str, list[Id]] = Field(
        {}, description="With `extends`: ids to drop from the extended catalog, e.g. {elements: [tank]}."
    )
    changes: dict[int, str] = Field({}, description="Revision -> what changed in it.")
    assumed: list[CatalogNote] = []
    costs: list[CostType] = Field([], description="The first cost type is the one limits speak of.")
    options: list[RosterOption] = []
    categories: list[Category] = Field(min_length=1)
    tags: list[TagDef] = Field([], description="Tags rules may select even before any element carries them.")
    stats: list[StatDef] = []
    option_groups: list[OptionGroup] = []
    elements: list[Element] = Field(
        [],
        description="Every catalog a roster names holds one at least; a base that others extend may hold none.",
    )
    unknown_element_hint: str = Field(
        "", description="Added to the hint for an element the catalog does not know, e.g. how to add one."
    )
    formations: list[Formation] = []
    general: GeneralRule | None = None
    constraints: list[Constraint] = []
    basing: Basing | None = None
    default_base: ElementBase | None = Field(
        None,
        description="The base of every element type that gives none of its own, e.g. one figure "
        "for each vehicle where the rules count figures alike for all and set no base size.",
    )
    links: list[LinkRule] = []
    tracks: list[Track] = []
    break_point: BreakPoint | None = None
    tables: list[Table] = []
    starter: list[Unit] = Field([], description="The units `armybuilder new` puts in a new roster.")
    _index: Any = PrivateAttr(None)  # the engine's lookups, built on first use

    def base_of(self, element: Element) -> ElementBase | None:
        """The element's base: its own, else the one the catalog gives every element type."""
        return element.base if element.base is not None else self.default_base

    def cite(self, section: str) -> str:
        return f"{self.citation} › {section}" if section else self.citation


@dataclass(frozen=True)
class Outline:
    """A catalog as a list written as text names it (its names, its costs' and general's words),
    before the rest is built: a list's reader weighs every catalog's names to choose one, and
    builds only the one it chooses (`whole`)."""

    id: str
    name: str
    aliases: tuple[str, ...]
    loose_aliases: tuple[str, ...]
    costs: tuple[CostType, ...]
    general: GeneralRule | None
    whole: Callable[[], Catalog] = field(compare=False, repr=False)

    @classmethod
    def of(cls, catalog: Catalog) -> "Outline":
        return cls(
            catalog.id,
            catalog.name,
            tuple(catalog.aliases),
            tuple(catalog.loose_aliases),
            tuple(catalog.costs),
            catalog.general,
            lambda: catalog,
        )
