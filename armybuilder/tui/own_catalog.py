"""The player's own catalog of a game system: the element types they made or changed in the editor.

It lives in the player's own folder as `<system>.yaml` and `extends:` the system, so every
command finds it on the search path and a roster keeps naming the system it was built for. A type
the system already has is written as an override of only what changed (`extends` merges by id),
so a house rule stays a few lines and later corrections to the rest still reach it.

Several editors (terminals, browser tabs) may change one file: each change reads, changes and
writes it under a lock, and undo takes back one entry, never a whole earlier file.
"""

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError
from armybuilder.files.atomic import backup_of, write_text
from armybuilder.files.catalogs import MAX_CATALOG_BYTES, MAX_CATALOG_VALUES, CatalogSet
from armybuilder.files.text import read_text
from armybuilder.files.yaml import parse_mapping
from armybuilder.schema.catalog import Catalog, Element

HEADER = """\
# Your own element types and house rules for {name}, made in armybuilder's editor.
# Every command reads this file (`armybuilder lint` checks it). Hand edits are kept; comments are not.
"""


class _Dumper(yaml.SafeDumper):
    """Block style, in the order the form gives, text left as it was typed."""


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _text)


@dataclass(frozen=True)
class TypeChange:
    """One change to the player's own element types, for undo to take back and redo to make
    again: the file's entry for the type before and after it (None: no entry)."""

    system: str
    element_id: str
    name: str
    """The element type as the player knows it."""
    before: dict[str, Any] | None
    after: dict[str, Any] | None


@dataclass(frozen=True)
class OwnCatalog:
    """The player's catalog file for one system, and its text as it stands (None: no file yet)."""

    path: Path
    system: str
    text: str | None

    @staticmethod
    def of_file(folder: Path, system: str) -> Path:
        return folder / f"{system}.yaml"

    @classmethod
    def of(cls, folder: Path, system: str) -> "OwnCatalog":
        """Read as it is on disk; InputError names the file (and line) when it cannot be read."""
        path = cls.of_file(folder, system)
        try:
            text = read_text(path, max_bytes=MAX_CATALOG_BYTES)
        except InputError as error:
            if error.message == "no such file":
                return cls(path, system, None)
            raise
        return cls(path, system, text)

    def data(self) -> dict[str, Any]:
        if self.text is None:
            return {"id": self.system, "extends": self.system}
        return dict(parse_mapping(self.text, self.path, kind="catalog", max_values=MAX_CATALOG_VALUES))

    def entry(self, element_id: str) -> dict[str, Any] | None:
        """The file's entry for the element type with this id, as written; None where it has none."""
        elements = self.data().get("elements")
        if not isinstance(elements, list):
            return None
        return next((e for e in elements if isinstance(e, dict) and e.get("id") == element_id), None)

    def with_element(self, element: dict[str, Any], system: Catalog, shipped: Element | None) -> "OwnCatalog":
        """This catalog with `element` added, or put in place of the entry with its id.

        `system` is the catalog as the editor has it (this file included); `shipped` the type as
        the catalogs before this one declare it, when they do: only what differs from it is written.
        """
        entry = _changes(element, shipped) if shipped is not None else element
        return self.with_entry(element["id"], entry, system.name)

    def with_entry(self, element_id: str, entry: dict[str, Any] | None, name: str) -> "OwnCatalog":
        """This catalog with `entry` in place of the one with this id (added where it has none),
        or with that one taken out (`entry` None); every other entry as it is. `name` is the
        system's, for the file's heading."""
        data = self.data()
        elements = [e for e in data.get("elements") or [] if isinstance(e, dict)]
        at = next((n for n, e in enumerate(elements) if e.get("id") == element_id), None)
        if at is None and entry is not None:
            elements.append(entry)
        elif at is not None:
            elements[at : at + 1] = [entry] if entry is not None else []
        data["elements"] = elements
        if not elements and data.keys() <= {"id", "extends", "elements"}:
            return OwnCatalog(self.path, self.system, None)  # nothing of the player's is left
        header = HEADER.format(name=name)
        text = header + yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
        return OwnCatalog(self.path, self.system, text)

    def write(self) -> None:
        """Atomically, keeping the old file as `.bak`; with no text, the file is taken away (kept as
        `.bak` likewise)."""
        if self.text is None:
            with contextlib.suppress(FileNotFoundError):
                os.replace(self.path, backup_of(self.path))  # a rename: a link at `.bak` is replaced
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text(self.path, self.text, backup=True)

    def checked(self, catalogs: CatalogSet) -> Catalog:
        """The system as it would be with this file: InputError (file, line) if it cannot be used."""
        return catalogs.with_text(self.path, self.text).get(self.system)


def _changes(element: dict[str, Any], shipped: Element) -> dict[str, Any]:
    """What of `element` differs from the shipped type, by key, and within costs, stats and base."""
    before = shipped.model_dump(mode="json", exclude={"own"})
    out: dict[str, Any] = {"id": element["id"]}
    for key, value in element.items():
        old = before.get(key)
        if value == old:
            continue
        if isinstance(value, dict) and isinstance(old, dict):
            changed = {k: v for k, v in value.items() if old.get(k) != v}
            if changed:
                out[key] = changed
        else:
            out[key] = value
    return out
