"""Which catalog a list naming no system is for, weighed as a judge weighs it: first the names
its entries write that a catalog alone settles (each unit a line tells, `hi all - 2 inf, 1 mortar`,
and a type after a unit's name and a dash); where catalogs know as many, what else the list
writes beside them (options, costs and their units, formation headings, an army's size in units,
the units' own names and the size of unit their words give, loose words for a game in its
chatter). Where those point different ways, or nowhere, the list is asked about: never a quiet
guess between games that share their types."""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from armybuilder.engine.index import index_of
from armybuilder.schema.catalog import Catalog, RosterOption
from armybuilder.textlist.entries import parts, split_groups
from armybuilder.textlist.grammar import BODY_WORDS
from armybuilder.textlist.names import Names, Systems, key
from armybuilder.textlist.prose import _counted, options_said


@dataclass(frozen=True)
class Written:
    """What the lines of a list write, as the choice of its catalog weighs it."""

    names: Sequence[str]
    """The entries' names, and a table's cells in columns that name units."""
    told: Sequence[Sequence[str]] = ()
    """The parts of each entry's line that may each tell a unit (`hi all - 2 inf, 1 mortar, 2
    tanks. Cheers`; `2nd Rifle Brigade - infantry, elite`), in the order of `names`."""
    besides: Sequence[str] = ()
    """Words beside the names: brackets, after a dash, a table's other cells (options stand there)."""
    costs: Sequence[tuple[str, int, str, str]] = ()
    """Each entry written with a cost: its name, count, the number and the word after it (`AP`)."""
    headings: Sequence[str] = ()
    """Headings, labels and lines with no count: where a formation is named, not a unit."""
    chatter: Sequence[str] = ()
    """Every line, quoted ones too, and the message's subject: where a game is named loosely."""


@dataclass(frozen=True)
class Choice:
    """The catalog chosen, or the ones it could be; what beside the names chose it."""

    catalog: Catalog | None
    could_be: tuple[Catalog, ...] = ()
    """Where none was chosen: the catalogs that know as many of the names, for the player to pick."""
    weighed: tuple[str, ...] = ()
    """Why this catalog, where another knew as many names: what else the list writes."""
    others: tuple[Catalog, ...] = ()
    """Where one was chosen: the others that know some of the names, which `--system` would choose."""


_GENERIC_COST = frozenset(
    key(word) for word in ("pts", "pt", "points", "point", "p", "punkte", "pkt", "punti")
)
"""Cost units written whatever the game: a list in them is for a game with costs, not which one."""


def likeliest(written: Written, catalogs: Sequence[Catalog]) -> Choice:
    """The catalog that knows most of the names; where several know as many (games that share
    their types), the one all else the list writes points to; none where nothing else points, or
    two things point to two catalogs."""
    named = {c.id: Names.of(c) for c in catalogs}  # once a catalog: each weighs its words once
    settled = {c.id: _settled(named[c.id], written, by_name=False) for c in catalogs}
    if not any(settled.values()):
        # Nothing a type's own words settle: the units' own names the rules settle a type from
        # (`6pdr A/T troop`, `Churchill troop`) are what the list gives a judge to go by.
        settled = {c.id: _settled(named[c.id], written, by_name=True) for c in catalogs}
    most = max(settled.values(), default=0)
    tied = [c for c in catalogs if settled[c.id] == most]
    if not most:
        return Choice(None)
    knowing = [c for c in catalogs if settled[c.id]]
    if len(tied) == 1:
        return _over_names(named, written, tied[0], knowing, catalogs)
    leaders = _leaders(named, written, tied, _WEIGHTS)
    chosen = {c.id for c in leaders.values()}
    if len(chosen) != 1:
        return Choice(None, tuple(tied))
    catalog = next(iter(leaders.values()))
    return Choice(catalog, weighed=tuple(leaders), others=tuple(c for c in knowing if c is not catalog))


def _leaders(
    named: dict[str, Names],
    written: Written,
    tied: Sequence[Catalog],
    weights: Sequence[tuple[str, Callable[[Names, Written], int]]],
) -> dict[str, Catalog]:
    """For each weight, the one catalog of `tied` it weighs most, by why it decided."""
    leaders: dict[str, Catalog] = {}
    for why, weigh in weights:
        counts = {c.id: weigh(named[c.id], written) for c in tied}
        top = max(counts.values())
        first = [c for c in tied if counts[c.id] == top]
        if top and len(first) == 1:
            leaders[why] = first[0]
    return leaders


def _over_names(
    named: dict[str, Names],
    written: Written,
    leader: Catalog,
    knowing: list[Catalog],
    catalogs: Sequence[Catalog],
) -> Choice:
    """`leader`, which knows most of the names by the types' words; or a game that reads as many
    of the list's lines or more, by the units' own names too (`17pdr`, `Sherman Firefly` under
    `75mm`, which a game of 1916 leaves unknown; `Pz IV`, the beta's model where the hexed draft's
    type), where all else the list writes but those names points to it alone (`Six units`, `the
    beta`): the types' words alone never outweigh what the list says of its game."""
    others = tuple(c for c in knowing if c is not leader)
    whole = {c.id: _settled(named[c.id], written, by_name=True) for c in catalogs}
    more = [c for c in catalogs if c is not leader and whole[c.id] >= whole[leader.id]]
    besides = [weight for weight in _WEIGHTS if weight[1] is not _own_names]
    leaders = _leaders(named, written, [leader, *more], besides) if more else {}
    chosen = {c.id for c in leaders.values()}
    if len(chosen) != 1 or leader.id in chosen:
        return Choice(leader, others=others)
    catalog = next(iter(leaders.values()))
    return Choice(
        catalog, weighed=tuple(leaders), others=tuple(c for c in catalogs if c is not catalog and whole[c.id])
    )


def by_options(written: Written, named: Catalog, variants: Sequence[Catalog], said: str) -> Choice | None:
    """The one of `variants` (games a name of which holds `said`, the short name the list wrote for
    `named`) that takes most of the options the list writes, where `named` takes none of them;
    None where none or several do."""
    counts = {c.id: _options(Names.of(c), written) for c in (named, *variants)}
    top = max(counts.values())
    first = [c for c in variants if counts[c.id] == top]
    if counts[named.id] or not top or len(first) != 1:
        return None
    why = (
        f"its lines name the game only as `{said}`, which a name of this one holds too, and {_WEIGHTS[0][0]}"
    )
    return Choice(first[0], weighed=(why,), others=(named,))


def _options(names: Names, written: Written) -> int:
    return sum(1 for text in written.besides if text.strip() and names.any_option(text))


def _costs(names: Names, written: Written) -> int:
    """Entries whose cost is written in the catalog's unit (`4ap`, or `pts` for a type it knows),
    and bare numbers where every one is its price for the type (`Tank 4` where a tank costs 4: a
    number that is no price is a count, and says nothing). A game with no costs has none."""
    catalog = names.catalog
    if not catalog.costs:
        return 0
    units = {key(word) for cost in catalog.costs for word in (cost.id, cost.name, *cost.aliases)}
    elements = index_of(catalog).elements
    marked = 0
    priced: list[bool] = []
    for text, count, stated, unit in written.costs:
        found = names.read(_base(text)) if text else None
        element = elements.get(found.settled) if found and found.settled else None
        if key(unit) in units or (key(unit) in _GENERIC_COST and element is not None):
            marked += 1
        elif element is not None and not unit:  # `2 elite`: a count before an option, no price
            priced.append(any(_same(price * count, stated) for price in element.cost.values()))
    return marked + (len(priced) if all(priced) else 0)


def _same(price: float, stated: str) -> bool:
    try:
        return float(stated) == price
    except ValueError:
        return False


def _formations(names: Names, written: Written) -> int:
    """Headings naming one of the catalog's formation types by all the words of its name or an
    alias (`1st Platoon`, `Cav Regt`), not by a word that only shortens one."""
    fits = 0
    for text in written.headings:
        found, full = names.formations_in_part(text)
        fits += len(found) == 1 and (full or names.aliased(text, found[0]))
    return fits


def _sized(names: Names, written: Written) -> int:
    """Lines stating the army's size as the catalog counts it (`6 units`, `6 Einheiten`): a game
    whose army is so many units, not one of points."""
    counted: list[RosterOption] = [option for option in names.catalog.options if _counted(option)]
    return sum(1 for text in written.chatter if counted and options_said(text, counted))


def _own_names(names: Names, written: Written) -> int:
    """Units named by their own words, from which the catalog's rules settle a type (`6pdr`,
    `Churchill troop`, `Pz IV Zug`), beside those its types' words settle."""
    return _settled(names, written, by_name=True)


def _whole_names(names: Names, written: Written) -> int:
    """Units written whole by one of the catalog's names for a type with a body's word in it
    (`Section d'infanterie`, `Grenadierzug`: a platoon, where another game reads only
    `infanterie` in it, its units being battalions): the size of unit the list writes is its."""
    return _settled(names, written, whole=True)


def _loose(names: Names, written: Written) -> int:
    hinted = Systems([names.catalog]).hinted
    return sum(1 for text in written.chatter if hinted(text))


_WEIGHTS: tuple[tuple[str, Callable[[Names, Written], int]], ...] = (
    ("the options the list writes are this one's", _options),
    ("the costs it writes are this one's", _costs),
    ("the formations it names are this one's", _formations),
    ("the army's size it states is counted as this one counts it", _sized),
    ("the units' own names are this one's", _own_names),
    ("the units it writes are this one's size", _whole_names),
    ("its other lines name this one loosely", _loose),
)
"""What a judge weighs beside the names, each with how the reader says it decided; each weighs
with the catalog's names `likeliest` built once."""


def cost_unit(line: str, stated: str) -> str:
    """The word written after a line's cost (`AP` of `2x MG 6ap`), '' where none."""
    found = re.findall(rf"(?<![\w.,]){re.escape(stated)}\s*([^\W\d_][\w']*)", line)
    return found[-1] if found else ""


def _settled(names: Names, written: Written, *, by_name: bool = False, whole: bool = False) -> int:
    """How many of the list's lines name a unit the catalog settles (by the units' own names too,
    `by_name`; only names written `whole` as a type's, `Section d'infanterie`, not a word of one);
    a line telling several (`2 inf, 1 mortar, 2 tanks`) counts each it settles."""
    known: dict[str, bool] = {}  # each text weighed once: lists repeat their pieces (`1 inf`, `2 inf`)

    def settles(text: str) -> bool:
        if text not in known:
            known[text] = _settles(names, text, by_name=by_name, whole=whole)
        return known[text]

    told = [*written.told, *[()] * (len(written.names) - len(written.told))]  # a table's cells tell none
    return sum(
        max(bool(text) and settles(text), sum(settles(piece) for piece in pieces))
        for text, pieces in zip(written.names, told, strict=True)
    )


def _base(text: str) -> str:
    return split_groups(parts(text)[0] if parts(text) else text)[0]


def _settles(names: Names, text: str, *, by_name: bool = False, whole: bool = False) -> bool:
    found = names.read(_base(text))
    if found is None or found.settled is None or (found.named and not by_name):
        return False
    if not whole:
        return True
    keyed = key(text)
    return found.exact and any(unit in keyed for unit in _BODIES)


_BODIES = tuple(key(word) for word in BODY_WORDS)
