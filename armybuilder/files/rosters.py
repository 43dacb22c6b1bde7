"""Reading roster files (format 1) and writing a roster's text, and where in one a finding is written."""

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from armybuilder.engine.codes import names_unknown
from armybuilder.engine.where import Where, top
from armybuilder.engine.words import yaml_value
from armybuilder.errors import InputError, Location, summed_up
from armybuilder.files.text import UTF8, StrayByte, read_source
from armybuilder.files.yaml import parse
from armybuilder.files.yaml.explain import MAX_SHOWN, schema_problems, validate
from armybuilder.files.yaml.limits import MAX_UNITS, at_most
from armybuilder.files.yaml.positions import Locator
from armybuilder.files.yaml.writer import WIDTH, block
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import (
    MAX_NAME,
    DeclaredBase,
    ElementEntry,
    FormationEntry,
    Roster,
    Unit,
    Unread,
    UnreadEntry,
)
from armybuilder.terminal import json_safe


@dataclass(frozen=True)
class RosterFile:
    """A roster and the text it was read from, kept for locating problems by line."""

    text: str
    roster: Roster
    encoding: str = UTF8
    """The encoding the file was read in; anything but UTF-8 is worth a warning."""
    stray: tuple[StrayByte, ...] = ()
    """Bytes that are not UTF-8 in a file that otherwise is: worth a warning too."""
    sha256: str = ""
    """Of the file's bytes as read."""


def load_roster(path: Path) -> RosterFile:
    """The roster in `path`, or an InputError naming the file, line and column at fault."""
    source = read_source(path)
    roster = parse_roster(source.text, path)
    return RosterFile(source.text, roster, source.encoding, source.stray, source.sha256)


def parse_roster(text: str, path: Path | str) -> Roster:
    return roster_of(parse(text, path), text, path)


def roster_of(data: Any, text: str, path: Path | str, *, entries_apart: bool = False) -> Roster:
    """The roster a parsed document holds; `text` is the document's, for locating problems.

    With `entries_apart`, a unit entry whose only problems are its own becomes an UnreadEntry in
    its place, for the engine to report, rather than refusing the whole file.
    """
    if data is None:
        raise InputError(
            "file.schema",
            "the file is empty",
            file=path,
            hint="a roster needs at least `format: 1`, `system:` and `name:`; `armybuilder new` writes one",
        )
    if isinstance(data, dict) and "elements" in data and "system" not in data:
        raise InputError(
            "file.schema",
            "this looks like a catalog, not a roster",
            file=path,
            hint=f"`armybuilder lint {path}` checks a catalog; `armybuilder new` starts a roster",
        )
    if (
        isinstance(data, dict)
        and "format" in data
        and (type(data["format"]) is not int or data["format"] != 1)
    ):
        raise InputError(
            "file.schema",
            f"this armybuilder reads roster format 1, not {yaml_value(data['format'])}",
            file=path,
            at=Locator(text).find(["format"]),
            where=top("format"),
            hint="write `format: 1`, or use the armybuilder version that wrote the file",
        )
    _check_size(data, text, path)
    if entries_apart:
        return _read_apart(data, text, path)
    return validate(Roster, data, text=text, file=path)


_PLACEHOLDER = {"element": "-"}


def _read_apart(data: Any, text: str, path: Path | str) -> Roster:
    try:
        return Roster.model_validate(data)
    except ValidationError as error:
        problems = schema_problems(Roster, error, data, text=text, file=path)
    entries: dict[tuple[int, int | None], list[InputError]] = {}
    for problem in problems:
        place = problem.where.place  # the unit entry it is in: (2,), or (1, 0) in a formation
        if place is None:
            raise summed_up(problems[:MAX_SHOWN], len(problems))  # not in a unit entry: the file is at fault
        entries.setdefault((place[0], place[1] if len(place) > 1 else None), []).append(problem)
    # A formation unreadable as a whole takes in the problems of its elements.
    for unit, element in [key for key in entries if key[1] is not None and (key[0], None) in entries]:
        entries[unit, None] += entries.pop((unit, element))
    units = list(data["units"])
    for unit, element in entries:
        if element is None:
            units[unit] = _PLACEHOLDER
        else:
            elements = list(units[unit]["elements"])
            elements[element] = _PLACEHOLDER
            units[unit] = {**units[unit], "elements": elements}
    roster = validate(Roster, {**data, "units": units}, text=text, file=path)
    kept: list[Unit] = list(roster.units)
    for (unit, element), found_here in entries.items():
        entry = _unread(data["units"][unit], found_here)
        if element is None:
            kept[unit] = entry
        elif isinstance(formation := kept[unit], FormationEntry):
            inner = list(formation.elements)
            inner[element] = _unread(data["units"][unit]["elements"][element], found_here)
            kept[unit] = formation.model_copy(update={"elements": inner})
    return roster.model_copy(update={"units": kept})


def _unread(written: Any, problems: list[InputError]) -> UnreadEntry:
    """The entry as far as it can be read: the element it names, if it names one as short text."""
    element = written.get("element") if isinstance(written, dict) else None
    return UnreadEntry.model_construct(
        element=element if isinstance(element, str) and len(element) <= MAX_NAME else "",
        count=None,
        unread=tuple(Unread(steps=p.where.steps, message=p.message, hint=p.hint) for p in problems),
    )


def _check_size(data: Any, text: str, path: Path | str) -> None:
    units = data.get("units") if isinstance(data, dict) else None
    if not isinstance(units, list):
        return
    count = len(units) + sum(
        len(unit["elements"])
        for unit in units
        if isinstance(unit, dict) and isinstance(unit.get("elements"), list)
    )
    at_most(
        count,
        MAX_UNITS,
        "units",
        document="roster",
        key="units",
        text=text,
        file=path,
        hint="a real army has far fewer; use `count:` for many of one kind, or check that this is the right file",
    )


def starter(catalog: Catalog, name: str) -> Roster:
    """A new roster holding the catalog's starter units, with every roster option written out."""
    return Roster(
        format=1,
        system=catalog.id,
        catalog_revision=catalog.revision,
        name=name,
        options={option.id: option.default for option in catalog.options if option.default is not None},
        units=list(catalog.starter),
    )


class _Dumper(yaml.SafeDumper):
    """Indents lists under their key, as people write them (the C emitter cannot)."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)


_ODD_BREAKS = ("\x85", "\u2028", "\u2029")


def _represent_text(dumper: yaml.SafeDumper, text: str) -> yaml.Node:
    """Multi-line text as a block; text with YAML's rarer line breaks double-quoted, so they survive,
    as is text with a format character (a bidi override), so `json_safe` may escape it."""
    odd = any(c in text for c in _ODD_BREAKS) or json_safe(text) != text
    style = '"' if odd else "|" if "\n" in text else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_text)


def dump_roster(roster: Roster) -> str:
    """The roster as YAML, in the order people read it, leaving out values that are defaults.
    Written a key and an entry at a time, so that PyYAML writes only what `block` leaves to it."""
    data: dict[str, Any] = roster.model_dump(mode="python", exclude_defaults=True)
    data = {"format": 1, **data}
    parts: list[str] = []
    for key, value in data.items():
        if key == "units" and value:
            parts.append("units:\n")
            parts += (
                block(unit, 4, item=True) or _dumped({key: [unit]}).partition("\n")[2] for unit in value
            )
        else:
            parts.append(block({key: value}) or _dumped({key: value}))
    return "".join(_going_on(part) for part in parts[:-1]) + parts[-1]


def _going_on(part: str) -> str:
    return part[: -len(_OPEN_END) + 1] if part.endswith(_OPEN_END) else part


_OPEN_END = "\n...\n"
"""How PyYAML ends a document whose last value leaves it open (text ending in blank lines, kept
with `|+`): a part written alone ends so, and loses it where the roster goes on after it. (No
value's own line is `...`: a value's lines are indented, and text `...` is quoted.)"""


def _dumped(data: dict[str, Any]) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=WIDTH)


class _FlushDumper(yaml.SafeDumper):
    """Writes a list flush under its key (`units:` then `- element: rifles`), as PyYAML does."""


_FlushDumper.add_representer(str, _represent_text)


def written(data: dict[str, Any], *, lists_indented: bool = True) -> str:
    """`data` as a roster's keys are written at the top of a file: as `dump_roster` writes them,
    or with lists flush under their key, where the player's file lays its lists out so."""
    if lists_indented:
        text = block(data) or _dumped(data)
    else:
        text = yaml.dump(data, Dumper=_FlushDumper, sort_keys=False, allow_unicode=True, width=WIDTH)
    return _going_on(text)


_ENTRY_KEYS = {*ElementEntry.model_fields, *FormationEntry.model_fields, *DeclaredBase.model_fields}


def finding_at(locator: Locator, code: str, where: Where) -> Location | None:
    """Where a finding on a roster is written in its file: at the value `where` points to, or at
    its key (see `_at_key`); None for the whole roster."""
    if not where:
        return None
    return locator.find(where.steps, key=_at_key(code, where.steps[-1]))


def _at_key(code: str, last: str | int) -> bool:
    """Whether a problem is shown at its key rather than its value: an unknown name that is a
    mapping key (a roster option, a link), or an unknown key in a unit entry."""
    if not isinstance(last, str):
        return False
    return last not in _ENTRY_KEYS if code == "file.schema" else names_unknown(code)


_READ = 1 << 20
"""As much of a file that cannot be read as a roster as is searched for its `player:` line."""
_PLAYER = on_first_use(r"^player:[ \t]*(\S.*?)[ \t]*(?:#.*)?$", re.MULTILINE)


def player_named(text: str) -> str | None:
    """The player a roster's text names on its `player:` line, where the whole cannot be read."""
    found = _PLAYER.search(text, 0, _READ)
    if found is None:
        return None
    try:
        player = yaml.safe_load(found.group(1))
    except (yaml.YAMLError, ValueError):  # ValueError: a number too long for Python to convert
        return None
    return player.strip() or None if isinstance(player, str) else None
