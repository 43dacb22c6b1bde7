"""The roster's rows: each formation and element entry with its count, costs, stats, base and
figures, then the total, as `show`, the sheet and the editor list them."""

from dataclasses import dataclass, field

from armybuilder.engine import Report
from armybuilder.engine.report import FormationLine, Line
from armybuilder.engine.where import Where
from armybuilder.engine.words import GENERAL, against, amount
from armybuilder.present.figures import against_rules, figures_to_paint, rules_figures_to_paint
from armybuilder.present.links import Link, links_of
from armybuilder.present.stats import Stat, column_stat, unit_on_values
from armybuilder.schema.catalog import Catalog, Element, StatDef

OWN_MARK = "yours"
"""Said beside an element type of the player's own catalog, wherever it is shown or printed."""


OWN_NOTE = "Yours: your own catalog makes or changes this element type."


def element_source(element: Element, catalog: Catalog) -> str:
    """Where an element type's numbers come from: the rule text's section, cited; for the
    player's own type, their own words, marked as theirs rather than cited to the rule text."""
    return f"{element.source} ({OWN_MARK})" if element.own else catalog.cite(element.source)


UNKNOWN_MARK = "unknown"
"""Said beside an entry the catalog does not have; the row's style says whether it is a formation."""
UNKNOWN_FIGURE = "?"
"""A figure the rules do not give, in a column with no room for 'unknown': in `show`, where the
legend under the table says so; the editor's narrow key columns show it for one still to be
chosen too."""
BLANK_FIGURES = "a blank figure: the rules give none, so write it in"
"""Said under a printed table that leaves a figure the rules do not give blank, so a blank does
not read as none."""


def own_title(title: str, own: bool) -> str:
    """'Puma (yours)' for the player's own element type; other titles as they are."""
    return f"{title} ({OWN_MARK})" if own else title


@dataclass(frozen=True)
class Columns:
    """What a row holds a cell for: each cost type, and each stat the catalog puts on the roster."""

    costs: tuple[str, ...]
    stats: tuple[tuple[str, str], ...] = ()
    """Each stat's id and heading; a view without stats leaves them out."""
    defs: dict[str, StatDef] = field(default_factory=dict)


@dataclass(frozen=True)
class FormationRow:
    where: Where
    title: str
    known: bool
    cost: tuple[str, ...]
    """The formation's cost in each cost type, its elements' included."""

    @property
    def shown_title(self) -> str:
        """The title as every view shows it: 'Kampfgruppe', 'zeppelins (unknown)'."""
        return self.title if self.known else f"{self.title} ({UNKNOWN_MARK})"


@dataclass(frozen=True)
class Name:
    """An element's name cell in parts, for each view to lay out and style: the general's mark,
    the title as shown, then its id, options and links."""

    mark: str
    """`GENERAL` beside the army's general; else ''."""
    title: str
    """'Puma (yours)', 'sturmtrupe (unknown)'."""
    ref: str
    """'#puma-1' where the entry has an id; else ''."""
    options: tuple[str, ...]
    links: tuple[Link, ...]
    note: str = ""
    """The player's own words about the unit (its `note:`); '' where it has none."""

    @property
    def marked(self) -> str:
        """'★ Puma': the title with the general's mark before it."""
        return f"{self.mark} {self.title}" if self.mark else self.title

    @property
    def details(self) -> tuple[str, ...]:
        """What follows the title, each a phrase: '#puma-1', 'smoke, radio', 'towed by Lorry #lorry-1',
        'dug in'."""
        options = (", ".join(self.options),) if self.options else ()
        note = (self.note,) if self.note else ()
        return (*((self.ref,) if self.ref else ()), *options, *(link.text for link in self.links), *note)

    def line(self, *, short: bool = False) -> str:
        """The whole name on one line: '★ Puma #puma-1 [smoke]; towed by Lorry #lorry-1 — dug in'.
        Short, where room is narrow, a link names only the id it points at, as the file writes it:
        '★ Puma #puma-1 [smoke] → #lorry-1 — dug in'."""
        ref = f" {self.ref}" if self.ref else ""
        options = f" [{', '.join(self.options)}]" if self.options else ""
        if short:
            links = "".join(f" → #{link.target_id}" for link in self.links)
        else:
            links = "".join(f"; {link.text}" for link in self.links)
        note = f" — {self.note}" if self.note else ""
        return f"{self.marked}{ref}{options}{links}{note}"


@dataclass(frozen=True)
class ElementRow:
    where: Where
    title: str
    known: bool
    general: bool
    in_formation: bool
    unit_id: str
    options: tuple[str, ...]
    links: tuple[Link, ...]
    count: int
    cost_each: tuple[str, ...]
    """One cell per cost type; '' where the entry has no such cost."""
    cost: tuple[str, ...]
    stats: tuple[Stat | None, ...]
    """One cell per stat column; None where the element has no such stat."""
    base: str
    """The size in mm of the base the player makes: the one they declared, else the rules';
    '' where neither gives one."""
    figures: str
    """Figures to paint for the whole entry, on the base the player makes."""
    own: bool = False
    """The player's own element type (or their change to one): shown with `OWN_MARK`."""
    rules_base: str | None = None
    """The rules' size where the player's declared base differs from it ('' where the rules give
    none); None where the player makes the rules' base."""
    rules_figures: str | None = None
    """Figures to paint on the rules' base where the player's declared figures differ; else None."""
    note: str = ""
    """The player's own words about the unit; '' where it has none."""

    @property
    def shown_title(self) -> str:
        """The title as every view shows it: 'Puma (yours)', 'sturmtrupe (unknown)'."""
        return own_title(self.title, self.own) if self.known else f"{self.title} ({UNKNOWN_MARK})"

    @property
    def name(self) -> Name:
        """The name cell's parts; `in_formation` says whether a view indents it."""
        ref = f"#{self.unit_id}" if self.unit_id else ""
        return Name(
            GENERAL if self.general else "", self.shown_title, ref, self.options, self.links, self.note
        )

    @property
    def shown_base(self) -> str:
        """The base cell as every view shows it: '40 × 30', '60 × 30 (rules: 40 × 30)'."""
        return against_rules(self.base, self.rules_base, "no size")

    @property
    def shown_figures(self) -> str:
        """The figures cell as every view shows it: '12', '8 (rules: 12)'."""
        return against_rules(self.figures, self.rules_figures, "not counted")


Row = FormationRow | ElementRow


@dataclass(frozen=True)
class RosterRows:
    columns: Columns
    rows: tuple[Row, ...]
    count: int
    """Elements in the whole roster that the rules count: an entry the catalog does not know counts
    for nothing until it is corrected, as in the army's totals ('6 / 6 units')."""
    total: tuple[str, ...]
    """Each cost type's total against its limit: '35 / 36'."""

    def headings(self, stats: tuple[int, ...] | None = None) -> tuple[str, ...]:
        """The table's headings: 'Unit', 'Count', each cost type's cost each and in all, the stats
        (all, or those by index in `stats`), then 'Base (mm)' and 'Figures' where some entry has them."""
        costs = self.columns.costs
        named = self.columns.stats
        shown = [named[n][1] for n in stats] if stats is not None else [heading for _, heading in named]
        basing = ["Base (mm)"] * self.has_base + ["Figures"] * self.has_figures
        return ("Unit", "Count", *(f"{c} each" for c in costs), *costs, *shown, *basing)

    @property
    def has_base(self) -> bool:
        return any(isinstance(row, ElementRow) and row.base for row in self.rows)

    @property
    def has_figures(self) -> bool:
        """Whether some entry's figures say more than its count: where every element is one
        figure, as every vehicle is in some rules, the column would repeat the count."""
        return any(
            isinstance(row, ElementRow) and row.figures and row.shown_figures != str(row.count)
            for row in self.rows
        )

    @property
    def has_unknown_figures(self) -> bool:
        """Whether some element has a stat the rules give no figure for (not one waiting on a choice)."""
        return any(
            isinstance(row, ElementRow) and any(cell is not None and cell.not_given for cell in row.stats)
            for row in self.rows
        )

    @property
    def filled_stats(self) -> tuple[int, ...]:
        """The stat columns some element fills, by index."""
        return tuple(
            n
            for n in range(len(self.columns.stats))
            if any(isinstance(row, ElementRow) and row.stats[n] is not None for row in self.rows)
        )


def columns_of(report: Report, catalog: Catalog) -> Columns:
    return Columns(tuple(report.costs), report.stat_columns, {stat.id: stat for stat in catalog.stats})


@dataclass(frozen=True)
class Legend:
    """What each shortened heading stands for: 'F' for 'Front armour modifier'."""

    meanings: tuple[tuple[str, str], ...]
    """Each shortened heading and the catalog's name of its stat."""

    @property
    def text(self) -> str:
        """'D: Double rate of fire · F: Front armour modifier'; empty where nothing is shortened."""
        return " · ".join(f"{short}: {name}" for short, name in self.meanings)

    def lines(self, width: int) -> list[str]:
        """The text in lines of about `width`, broken between meanings, never inside one."""
        lines: list[str] = []
        for short, name in self.meanings:
            meaning = f"{short}: {name}"
            if lines and len(lines[-1]) + len(" · ") + len(meaning) <= width:
                lines[-1] += " · " + meaning
            else:
                lines.append(meaning)
        return lines


def legend_of(columns: Columns, drawn: tuple[int, ...] | None = None, *, unknown: bool = False) -> Legend:
    """The meaning of each stat heading drawn (all, or those by index in `drawn`) that is
    shortened; headings in whole words ('Gun', 'Range (in)') need none. With `unknown`, what
    UNKNOWN_FIGURE in a cell means."""
    stats = [columns.stats[n] for n in drawn] if drawn is not None else list(columns.stats)
    shortened_headings = tuple(
        (heading, columns.defs[key].name)
        for key, heading in stats
        if key in columns.defs and shortened(heading, columns.defs[key].name)
    )
    return Legend(shortened_headings + (((UNKNOWN_FIGURE, "not given by the rules"),) if unknown else ()))


def shortened(heading: str, name: str) -> bool:
    """Whether a heading is shortened from its stat's name: a word of it not in the name and
    written as an abbreviation, in capitals ('MP'), without a vowel ('Wt') or with a full stop."""
    named = name.lower().split()
    bare = (heading.rpartition(" (")[0] if heading.endswith(")") else heading) or heading
    return any(
        word.lower() not in named
        and (word.isupper() or word.endswith(".") or not set(word.lower()) & set("aeiouy"))
        for word in bare.split()
    )


def key_headings(costs: tuple[str, ...]) -> tuple[str, ...]:
    """The editor's number headings, short where room is: the count, then each cost type's cost
    each and in all."""
    return ("No.", *(f"{c} ea" for c in costs), *costs)


def key_columns(report: Report, catalog: Catalog) -> Columns:
    """The columns of the editor's roster, where room is short: the count and costs, and only the
    stats the catalog marks as key figures that some entry has, each figure with its unit."""
    carried = {key for line in report.lines for key in line.stats}
    # A key figure no entry has (a gun's class in a roster without guns) would only take room.
    # A narrow column cut 'Range (hexes)' to 'Range (he…': 'Range' over '2 hexes' fits, as 'Gun'
    # over '75 mm' does.
    keys = [unit_on_values(s) for s in catalog.stats if s.key and s.id in carried]
    stats = tuple((s.id, s.short or s.name) for s in keys)
    return Columns(tuple(report.costs), stats, {s.id: s for s in (*catalog.stats, *keys)})


def entries_of(report: Report) -> list[Line | FormationLine]:
    """Every entry in roster order, each formation followed by its elements."""
    entries: list[Line | FormationLine] = []
    for unit in report.units:
        entries.append(unit)
        if isinstance(unit, FormationLine):
            entries += unit.lines
    return entries


def roster_rows(report: Report, catalog: Catalog) -> RosterRows:
    columns = columns_of(report, catalog)
    rows = tuple(row_of(entry, report, columns) for entry in entries_of(report))
    total = tuple(against(report.costs[c], report.limit.get(c)) for c in columns.costs)
    counted = sum(line.count for line in report.lines if line.known)
    return RosterRows(columns, rows, counted, total)


def row_of(entry: Line | FormationLine, report: Report, columns: Columns) -> Row:
    """One entry's row; a view of a long roster asks only for the rows it shows."""
    costs = columns.costs
    if isinstance(entry, FormationLine):
        return FormationRow(
            entry.where, entry.title, entry.known, tuple(amount(entry.cost.get(c, 0)) for c in costs)
        )
    made = entry.made_base
    rules_size = entry.base.size if entry.base else ""
    figures, rules_figures = figures_to_paint(entry), rules_figures_to_paint(entry)
    return ElementRow(
        where=entry.where,
        title=entry.title,
        known=entry.known,
        general=entry.general,
        in_formation=entry.formation is not None,
        unit_id=entry.unit_id or "",
        options=entry.options,
        links=links_of(entry, report),
        count=entry.count,
        cost_each=tuple(amount(entry.cost_each[c]) if c in entry.cost_each else "" for c in costs),
        cost=tuple(amount(entry.cost[c]) if c in entry.cost else "" for c in costs),
        stats=tuple(_stat(entry, key, columns.defs) for key, _ in columns.stats),
        base=made.size if made else "",
        figures=figures,
        own=entry.own,
        rules_base=None if made is None or made.size == rules_size else rules_size,
        rules_figures=None if figures == rules_figures else rules_figures,
        note=entry.entry.note or "" if entry.entry is not None else "",
    )


def _stat(line: Line, key: str, defs: dict[str, StatDef]) -> Stat | None:
    return column_stat(key, line.stats[key], defs, key in line.awaiting) if key in line.stats else None
