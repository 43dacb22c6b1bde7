"""Lists written as tables: a Markdown table, or rows split by tabs or commas (a spreadsheet's
export) under a header row naming the columns. Found here without any catalog: which lines are a
table, each row's cells, and what the header says each column holds, in the shared vocabulary
below and a catalog's cost words; the reader gives the other columns their meaning."""

import csv
import re
from dataclasses import dataclass
from typing import Literal

from armybuilder.textlist.grammar import GENERAL_WORDS, MAX_LINE, emphasis_removed, unescape
from armybuilder.textlist.names import words

Role = Literal["unit", "name", "count", "cost", "each", "formation", "note", "general"]

ROLES: dict[str, Role] = {
    **dict.fromkeys(["unit", "units", "element", "type", "unit type", "troop", "troops"], "unit"),
    **dict.fromkeys(["vehicle", "vehicles", "model", "what", "item"], "unit"),
    **dict.fromkeys(["name", "unit name", "callsign"], "name"),
    **dict.fromkeys(["qty", "quantity", "count", "number", "no", "nr", "how many", "x", "n"], "count"),
    **dict.fromkeys(["cost", "costs", "points", "pts", "price", "total"], "cost"),
    **dict.fromkeys(["each", "cost each", "points each", "pts each", "per unit"], "each"),
    **dict.fromkeys(["formation", "group", "parent"], "formation"),
    **dict.fromkeys(["note", "notes", "comment", "comments", "remarks", "details"], "note"),
    **dict.fromkeys(GENERAL_WORDS, "general"),
}
"""What a column holds, by its heading's words. `unit` names the unit's type or its own name: the
reader takes the column whose cells name types; `name` a unit's own name."""

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
"""A Markdown table's line under its header: `|---|---:|`."""
MAX_COLUMNS = 40
"""Cells of a row looked at: a spreadsheet's list has a handful."""


@dataclass(frozen=True)
class Row:
    number: int
    cells: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """A table's header, what each column holds where the header says it, and its rows."""

    header: tuple[str, ...]
    roles: tuple[Role | None, ...]
    rows: tuple[Row, ...]
    lines: frozenset[int]
    """The numbers of every line of the table, its header's and separator's included."""

    @property
    def first(self) -> int:
        return min(self.lines)


def find_tables(lines: list[tuple[int, str]], cost_words: tuple[str, ...] = ()) -> list[Table]:
    """The tables among numbered lines (in order, as a selection of a text's lines): each from its
    header row to the last row of its kind."""
    tables: list[Table] = []
    at = 0
    while at < len(lines):
        table = _markdown(lines, at, cost_words) or _delimited(lines, at, cost_words)
        if table is None:
            at += 1
            continue
        tables.append(table)
        at += len(table.lines)
    return tables


def role_of(heading: str, cost_words: tuple[str, ...] = ()) -> Role | None:
    """What a column holds by its heading: `Qty` a count, `AP each` a cost each, `Notes` a note."""
    spelt = " ".join(words(heading))
    if spelt in ROLES:
        return ROLES[spelt]
    costs = {" ".join(words(word)) for word in cost_words}
    if spelt in costs:
        return "cost"
    if spelt.endswith(" each") and spelt.removesuffix(" each") in costs:
        return "each"
    return None


def _markdown(lines: list[tuple[int, str]], at: int, cost_words: tuple[str, ...]) -> Table | None:
    number, line = lines[at]
    if not line.lstrip().startswith("|") or at + 1 >= len(lines) or not _SEPARATOR.match(lines[at + 1][1]):
        return None
    header = _cells(line)
    rows = []
    taken = {number, lines[at + 1][0]}
    for row_number, row in lines[at + 2 :]:
        if not row.lstrip().startswith("|"):
            break
        rows.append(Row(row_number, _cells(row)))
        taken.add(row_number)
    return Table(header, tuple(role_of(cell, cost_words) for cell in header), tuple(rows), frozenset(taken))


def _cells(line: str) -> tuple[str, ...]:
    """A Markdown row's cells, an escaped `\\|` kept in its cell."""
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return tuple(_clean(cell) for cell in re.split(r"(?<!\\)\|", inner)[:MAX_COLUMNS])


def _clean(cell: str) -> str:
    return unescape(emphasis_removed(" ".join(cell.split())))


def _delimited(lines: list[tuple[int, str]], at: int, cost_words: tuple[str, ...]) -> Table | None:
    """Rows split by tabs, or by commas as a spreadsheet writes them, under a header row that names
    a unit column and at least one other the vocabulary knows."""
    number, line = lines[at]
    delimiter = "\t" if "\t" in line else "," if "," in line else ""
    if not delimiter or len(line) > MAX_LINE:
        return None
    header = _split(line, delimiter)
    roles = tuple(role_of(cell, cost_words) for cell in header)
    known = [role for role in roles if role is not None]
    if "unit" not in known or len(known) < 2:
        return None
    rows = []
    taken = {number}
    for row_number, row in lines[at + 1 :]:
        if delimiter not in row or len(row) > MAX_LINE:
            break
        rows.append(Row(row_number, _split(row, delimiter)))
        taken.add(row_number)
    return Table(header, roles, tuple(rows), frozenset(taken))


def _split(line: str, delimiter: str) -> tuple[str, ...]:
    cells = next(csv.reader([line], delimiter=delimiter), [])
    return tuple(_clean(cell) for cell in cells[:MAX_COLUMNS])
