"""What each column of a table holds, for one catalog: the vocabulary's roles (`Qty`, `Notes`),
then the catalog's own words: a column headed by a link's name holds the unit a row's is linked
to (`Towed by`), by a roster option's its value (`Side`), by a formation type's the formation
(`Platoon`); of the columns that may name a unit's type, the one whose cells name most types
does, the others the units' own names."""

from dataclasses import dataclass

from armybuilder.schema.catalog import RosterOption
from armybuilder.textlist.names import Names, key
from armybuilder.textlist.tables import Role, Table


@dataclass(frozen=True)
class Columns:
    """Which of a table's columns holds what, for one catalog."""

    unit: int | None
    name: int | None
    count: int | None
    cost: int | None
    each: int | None
    formation: int | None
    note: int | None
    general: int | None
    others: tuple[int, ...]
    """Columns of options (`Quality`, `Class`), or of what the reader does not know, read cell by cell."""
    links: tuple[tuple[str, int], ...]
    """Columns naming another unit a row's is linked to, by the link's words (`Towed by`)."""
    roster: tuple[tuple[RosterOption, int], ...]

    @classmethod
    def of(cls, table: Table, names: Names) -> "Columns":
        roles: list[Role | None] = list(table.roles)
        catalog = names.catalog
        links: list[tuple[str, int]] = []
        roster: list[tuple[RosterOption, int]] = []
        for column, heading in enumerate(table.header):
            spelt = key(heading)
            rule = next((r for r in catalog.links if key(r.name) == spelt or key(r.id) == spelt), None)
            option = next((o for o in catalog.options if spelt in (key(o.name), key(o.id))), None)
            if rule is not None:
                links.append((rule.name, column))
            elif option is not None:
                roster.append((option, column))
            elif (
                roles[column] is None
                and spelt
                and (names.formation(heading) or names.formations_in_part(heading)[0])
            ):
                roles[column] = "formation"
        units = [n for n, role in enumerate(roles) if role == "unit"]

        def known(column: int) -> int:
            return sum(1 for row in table.rows if column < len(row.cells) and names.knows(row.cells[column]))

        unit = max(units, key=known) if units else None
        for column in units:
            if column != unit:
                roles[column] = "name"

        def first(role: Role) -> int | None:
            return next((n for n, r in enumerate(roles) if r == role), None)

        taken = {c for _, c in links} | {c for _, c in roster}
        others = tuple(n for n, role in enumerate(roles) if role is None and n not in taken)
        return cls(
            unit,
            first("name"),
            first("count"),
            first("cost"),
            first("each"),
            first("formation"),
            first("note"),
            first("general"),
            others,
            tuple(links),
            tuple(roster),
        )
