"""How a list written as text was read, in words: a row for each line (or run of lines) beside
what it became, as `import`, the editor's paste and a player's note show it. Made from the
reader's line-by-line data (`textlist/readback.py`) and the roster it read; views only style the
rows. Blank lines are left out; a run of quoted lines skipped, and a run of three or more lines of
prose, are one row each."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from armybuilder.engine.index import Index, index_of
from armybuilder.engine.report import Costs
from armybuilder.engine.where import Where
from armybuilder.engine.words import GENERAL, amount, plain
from armybuilder.schema.catalog import Catalog
from armybuilder.terminal import printable

if TYPE_CHECKING:  # the reader's data, read here: a pack of roster files loads no text reader
    from armybuilder.textlist.readback import LineRead, Why
    from armybuilder.textlist.reader import Gave, Stated, TakenFormation

Kind = Literal["unit", "formation", "gave", "asked", "quoted", "unread"]
"""What a row is, for a view to style it: an entry or a formation read, something else the list
was given (its system, name, options...), a line asked about, quoted lines skipped, lines not read."""

PROSE_RUN = 3
"""Lines not read, one after another, that make one row ("lines 1–4: not read, prose")."""
DASH = "–"
_TABS = re.compile(r"\t+")

_WHY: dict[Why, str] = {
    "blank": "not read: blank",
    "rule": "not read: a dividing line",
    "quoted": "skipped: quoted, and the lines not quoted hold the list",
    "another": "skipped: another's message, and the list is its writer's",
    "chatter": "not read: a greeting, sign-off or word about the list",
    "signature": "not read: a name signing it",
    "sentence": "not read: a sentence",
    "long": "not read: too long for an entry",
    "other": "not read: no entry of the list",
}
_GAVE = {
    "system": "game system: {system}",
    "name": "army's name: {name}",
    "player": "player: {player}",
    "total": "the list's own total",
    "count": "the list's own count of its units, read past",
    "tally": "the list's own count of one type",
    "fingerprint": "the list's fingerprint, compared with the list as read",
    "summary": "the costs as written, read past",
    "heading": "a heading that names no formation type",
    "table": "a table's header: what each column holds",
    "part": "what the rest of the units above are",
    "given": "a heading giving the units under it: {given}",
    "remark": "a note on the unit above",
}


@dataclass(frozen=True)
class ReadRow:
    """One row of the reading: its line or lines ('6', '1–4'), the first line's text as written
    (control characters written out), and what it became."""

    lines: str
    text: str
    became: str
    kind: Kind


def reading_rows(
    lines: Sequence[LineRead], data: dict[str, Any], catalog: Catalog, costs: Costs | None = None
) -> tuple[ReadRow, ...]:
    """The rows for every line of a list written as text, in order; `data` is the roster it read,
    `costs` what it costs, where they are known, beside a total the list gives itself."""
    opened = {
        place[0]: line.number
        for line in lines
        for where in line.units
        if len(place := where.place or ()) == 1
    }
    words = _Words(catalog, index_of(catalog), data, opened, costs)
    rows: list[ReadRow] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        if line.unread == "blank":
            at += 1
            continue
        run = _run(lines, at)
        if run > 1:
            unread = [one for one in lines[at : at + run] if one.unread != "blank"]
            last = unread[-1].number
            quoted = line.unread == "quoted"
            became = _WHY["quoted"] if quoted else "not read: prose"
            rows.append(
                ReadRow(f"{line.number}{DASH}{last}", _text(line), became, "quoted" if quoted else "unread")
            )
            at += run
            continue
        rows.append(words.row(line))
        at += 1
    return tuple(rows)


def _run(lines: Sequence[LineRead], at: int) -> int:
    """How many lines from `at` make one row: quoted lines skipped (blank ones between them too),
    or lines of prose where three or more come together; 1 otherwise."""
    first = lines[at].unread
    if first is None or first == "blank":
        return 1
    quoted = first == "quoted"
    end, counted = at, 0
    for position in range(at, len(lines)):
        why = lines[position].unread
        if why is None or ((why == "quoted") != quoted and why != "blank"):
            break
        if why != "blank":
            end, counted = position + 1, counted + 1
    if quoted:
        return max(end - at, 1)
    return end - at if counted >= PROSE_RUN else 1


def _respelt(said: tuple[tuple[str, str], ...]) -> str:
    """Each word as written, then the catalog's word it was read as: `Rifel` read as `rifle`."""
    (written, word), *rest = said
    return ", ".join([f"`{written}` read as `{word}`", *(f"`{one}` as `{other}`" for one, other in rest)])


def _text(line: LineRead) -> str:
    # A spreadsheet's tabs part its cells as the player saw them, not as `\x09`.
    return printable(_TABS.sub("  ", line.text.strip()))


@dataclass(frozen=True)
class _Words:
    catalog: Catalog
    index: Index
    data: dict[str, Any]
    opened: dict[int, int]
    """The line each formation was read from, by its place among the units."""
    costs: Costs | None = None

    def row(self, line: LineRead) -> ReadRow:
        number, text = str(line.number), _text(line)
        if line.unread is not None:
            kind: Kind = "quoted" if line.unread == "quoted" else "unread"
            return ReadRow(number, text, _WHY[line.unread], kind)
        said = [self.unit(where, line) for where in line.units]
        if line.respelt is not None and said:
            said[0] += f", {_respelt(line.respelt.said)} (the nearest word the catalog knows)"
        if line.asked is not None:
            choices = " or ".join(self.type_name(choice, line.asked.kind) for choice in line.asked.choices)
            doubt = f", the list says `{line.asked.doubt}`" if line.asked.doubt else ""
            said.append(f"asked: {choices}?{doubt} (answer it, or mend the line)")
        said += [
            self.gave(given, line) for given in line.gave if not (line.units and given.said == "heading")
        ]
        kind = (
            "asked"
            if line.asked is not None
            else "formation"
            if line.units and len(line.units[0].steps) == 2 and "formation" in self.entry(line.units[0])
            else "unit"
            if line.units
            else "gave"
        )
        return ReadRow(number, text, printable("; ".join(said)), kind)

    def entry(self, where: Where) -> dict[str, Any]:
        found = where.entry_in(self.data["units"])
        assert found is not None, f"the reading names no entry at {where}"
        return found

    def unit(self, where: Where, line: LineRead) -> str:
        entry = self.entry(where)
        if "formation" in entry:
            return self.formation(entry, line.taken)
        count = entry.get("count", 1)
        element = entry["element"]
        known = self.index.elements.get(element)
        said = (
            f"{count} × {known.name}" if known is not None else f'{count} × "{element}" (not in the catalog)'
        )
        if entry.get("general"):
            said += f" {GENERAL} general"
        if entry.get("name"):
            said += f' "{entry["name"]}"'
        options = entry.get("options") or []
        if options:
            named = self.index.element_options.get(element, {})
            said += f" ({', '.join(named[o][1].name if o in named else str(o) for o in options)})"
        if entry.get("note"):
            said += f", note: {entry['note']}"
        place = where.place or ()
        if len(place) > 1:
            formation = self.data["units"][place[0]]
            said += f", in {self.label(formation)}"
            if not formation.get("name") and place[0] in self.opened:  # which of several alike
                said += f" (line {self.opened[place[0]]})"
        # Only of a unit read apart: others on its line may stand in the formation it opened.
        if line.outside is not None and len(place) <= 1:
            said += (
                f", outside the {self.type_name(line.outside.formation, 'formation')} above (no place in it)"
            )
        return said

    def formation(self, entry: dict[str, Any], taken: TakenFormation | None) -> str:
        if taken is None or taken.formation != entry["formation"]:  # another formation on its line
            return f"formation: {self.label(entry)}"
        how = "the one type its members fit" if taken.by_members else "its words name the type in part"
        kind = f"{self.type_name(taken.formation, 'formation')}: {how}"
        return f'formation: "{entry["name"]}" ({kind})' if entry.get("name") else f"formation: {kind}"

    def label(self, formation: dict[str, Any]) -> str:
        kind = self.type_name(formation["formation"], "formation")
        return f'"{formation["name"]}" ({kind})' if formation.get("name") else kind

    def type_name(self, type_id: str, kind: str) -> str:
        found = (
            self.index.formations.get(type_id) if kind == "formation" else self.index.elements.get(type_id)
        )
        return found.name if found is not None else type_id

    def gave(self, given: Gave, line: LineRead) -> str:
        if given.said == "total" and line.total is not None:
            return self.total(line.total)
        if given.said == "tally" and line.tally is not None:
            return self.tally(line.tally, line.tallied)
        if given.said == "options":
            options = self.data.get("options", {})
            said = ", ".join(
                f"{self.index.option_names.get(o, o)} {plain(options[o])}"
                for o in given.options
                if o in options
            )
            return f"options: {said}" if said else "options: none read"
        return _GAVE[given.said].format(
            system=self.catalog.name,
            name=self.data.get("name", ""),
            player=self.data.get("player", ""),
            given=", ".join(map(self.option_name, given.options)),
        )

    def option_name(self, option: str) -> str:
        """An element type's option by its name, as any type that has it calls it."""
        return next(
            (choices[option][1].name for choices in self.index.element_options.values() if option in choices),
            option,
        )

    def tally(self, stated: Stated, ours: int) -> str:
        """The list's own count of one type of unit, and whether its entries as read make it."""
        said = f"{_GAVE['tally']}, {amount(stated.value)} × {self.type_name(stated.element or '', 'element')}"
        if ours != stated.value:
            return f"{said}, but its entries as read have {ours}"
        return f"{said}, as its entries as read make it"

    def total(self, stated: float) -> str:
        """The list's own total, and whether its entries as read make it."""
        unit = self.catalog.costs[0].id if self.catalog.costs else ""
        said = f"{_GAVE['total']}, {amount(stated, unit)}"
        ours = self.costs.get(unit) if self.costs is not None and unit else None
        if ours is None:
            return said
        if abs(ours - stated) > 1e-9:
            return f"{said}, but its entries as read come to {amount(ours, unit)}"
        return f"{said}, as its entries as read make it"
