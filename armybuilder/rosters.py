"""Reading and writing roster files (format 1)."""

import contextlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError
from armybuilder.explain import validate
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.yamlfile import Locator, parse, read_text


@dataclass(frozen=True)
class RosterFile:
    """A roster and the text it was read from, kept for locating problems by line."""

    text: str
    roster: Roster


def load_roster(path: Path) -> RosterFile:
    """The roster in `path`, or an InputError naming the file, line and column at fault."""
    text = read_text(path)
    return RosterFile(text, parse_roster(text, path))


def parse_roster(text: str, path: Path | str) -> Roster:
    data = parse(text, path)
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
    if isinstance(data, dict) and "format" in data and data["format"] != 1:
        raise InputError(
            "file.schema",
            f"this armybuilder reads roster format 1, not {data['format']!r}",
            file=path,
            at=Locator(text).find(["format"]),
            where="format",
            hint="write `format: 1`, or use the armybuilder version that wrote the file",
        )
    return validate(Roster, data, text=text, file=path)


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
    """Multi-line text as a block; text with YAML's rarer line breaks double-quoted, so they survive."""
    style = '"' if any(c in text for c in _ODD_BREAKS) else "|" if "\n" in text else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_text)


def dump_roster(roster: Roster) -> str:
    """The roster as YAML, in the order people read it, leaving out values that are defaults."""
    data: dict[str, Any] = roster.model_dump(mode="python", exclude_defaults=True)
    data = {"format": roster.format, **data}
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


_written: dict[Path, str] = {}
"""The text this process last wrote to each file in the standard layout (no comments to keep):
saving over it again needs no round trip."""


def save_roster(roster: Roster, path: Path, *, keep_backup: bool = True) -> None:
    """Write atomically: the old file survives until the new one is complete, and stays as `.bak`
    (unless `keep_backup` is false, as for the TUI's autosaved copies). Over a file the player
    wrote, their comments, key order and layout are kept."""
    # Through a link to the file it names, so the link stays a link.
    path = Path(path).resolve() if Path(path).is_symlink() else Path(path)
    text, standard = _text_over(path, roster)
    folder = path.parent if str(path.parent) else Path(".")
    temporary = folder / f".{path.name}.{os.getpid()}.tmp"
    backup = folder / f".{path.name}.{os.getpid()}.bak.tmp"
    try:
        with temporary.open("w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if path.exists():
            shutil.copymode(path, temporary)  # the file keeps the permissions it had
        if keep_backup and path.exists():
            shutil.copy2(path, backup)
            os.replace(backup, path.with_name(path.name + ".bak"))
        os.replace(temporary, path)
        if standard:
            _written[path.absolute()] = text
        else:
            _written.pop(path.absolute(), None)
    finally:
        for leftover in (temporary, backup):
            with contextlib.suppress(OSError):
                leftover.unlink()
    _sync_folder(folder)


def _text_over(path: Path, roster: Roster) -> tuple[str, bool]:
    """The roster's text as it will replace the file at `path`, and whether it is the standard layout."""
    try:
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
    except (OSError, UnicodeDecodeError):
        old = ""
    if old.strip() and old != _written.get(path.absolute()):
        from armybuilder.keeping import merged  # ruamel.yaml: only when saving over a player's file

        kept = merged(path, old, roster)
        if kept is not None:
            return kept, False
    return dump_roster(roster), True


def _sync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
