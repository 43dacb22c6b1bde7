"""The player's own catalog of a game system: the element types they made or changed in the editor.

It lives in the player's own folder as `<system>.yaml` and `extends:` the system, so every
command finds it on the search path and a roster keeps naming the system it was built for. A type
the system already has is written as an override of only what changed (`extends` merges by id),
so a house rule stays a few lines and later corrections to the rest still reach it.
"""

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from armybuilder.atomic import write_text
from armybuilder.catalogs import MAX_CATALOG_BYTES, MAX_CATALOG_VALUES, CatalogSet
from armybuilder.errors import InputError
from armybuilder.schema.catalog import Catalog, Element
from armybuilder.textfile import read_text
from armybuilder.yamlfile import parse_mapping

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
class OwnCatalog:
    """The player's catalog file for one system, and its text as it stands (None: no file yet)."""

    path: Path
    system: str
    text: str | None

    @classmethod
    def of(cls, folder: Path, system: str) -> "OwnCatalog":
        """Read as it is on disk; InputError names the file (and line) when it cannot be read."""
        path = folder / f"{system}.yaml"
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

    def with_element(self, element: dict[str, Any], system: Catalog, shipped: Element | None) -> "OwnCatalog":
        """This catalog with `element` added, or put in place of the entry with its id.

        `system` is the catalog as the editor has it (this file included); `shipped` the type as
        the catalogs before this one declare it, when they do: only what differs from it is written.
        """
        data = self.data()
        entry = _changes(element, shipped) if shipped is not None else element
        elements = [e for e in data.get("elements") or [] if isinstance(e, dict)]
        at = next((n for n, e in enumerate(elements) if e.get("id") == element["id"]), None)
        if at is None:
            elements.append(entry)
        else:
            elements[at] = entry
        data["elements"] = elements
        header = HEADER.format(name=system.name)
        text = header + yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
        return OwnCatalog(self.path, self.system, text)

    def write(self) -> None:
        """Atomically, keeping the old file as `.bak`; with no text, the file is removed."""
        if self.text is None:
            self.path.unlink(missing_ok=True)
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
