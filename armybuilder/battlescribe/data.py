"""What every step of a BattleScribe import shares: ids made from names, the system's ids by
BattleScribe id, and small readers of the XML."""

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from xml.etree.ElementTree import Element

UNITS = frozenset({"unit", "model"})
NO_CATEGORY = "uncategorised"
FORCE_OPTION = "force"
_INTEGER = re.compile(r"^-?\d{1,9}$")


def slug(name: str) -> str:
    """'Rifled Musket (Minie)' -> 'rifled-musket-minie'."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:60].rstrip("-") or "entry"


class Ids:
    """Ids of one kind, each given once: a name's slug, or with the data's id added where taken."""

    def __init__(self, taken: Iterable[str] = ()) -> None:
        self.taken = set(taken)

    def take(self, name: str, data_id: str = "") -> str:
        base = slug(name)
        tail = slug(data_id)[:12]  # with the name's 60 and a number, within an id's 80 characters
        for candidate in (base, f"{base}-{tail[:4].rstrip('-')}", f"{base}-{tail}"):
            if candidate not in self.taken:
                self.taken.add(candidate)
                return candidate
        number = 2
        while f"{base}-{tail}-{number}" in self.taken:
            number += 1
        self.taken.add(f"{base}-{tail}-{number}")
        return f"{base}-{tail}-{number}"


def children(node: Element, container: str, tag: str) -> list[Element]:
    """`node`'s `<container><tag/>...</container>` children."""
    return [child for holder in node.findall(container) for child in holder.findall(tag)]


def number(value: str | None) -> int | float:
    """A BattleScribe number ('2.0') as ours: whole numbers as integers."""
    try:
        found = float(value or 0)
    except ValueError:
        return 0
    if found != found or found in (float("inf"), float("-inf")):
        return 0
    return int(found) if found.is_integer() else found


def stat_value(text: str | None) -> int | str:
    value = (text or "").strip()
    return int(value) if _INTEGER.match(value) else value


Bounds = tuple[int, int | None]
"""How many of an entry its parent takes: at least, and at most (None for no most)."""


@dataclass
class System:
    """What the game system gives every catalogue: its ids, by BattleScribe id, and its shared entries."""

    file: Path
    id: str
    name: str
    root: Element
    costs: dict[str, str] = field(default_factory=dict)
    categories: dict[str, str] = field(default_factory=dict)
    stats: dict[str, str] = field(default_factory=dict)
    publications: dict[str, str] = field(default_factory=dict)
    forces: dict[str, str] = field(default_factory=dict)
    shared: dict[str, tuple[Element, str]] = field(default_factory=dict)
    """Shared entries, groups, profiles and rules by BattleScribe id, with the file that holds them."""
    made: dict[tuple[str, str], str] = field(default_factory=dict)
    """Our element id of each BattleScribe entry made an element type, by its file and id."""
    group_ids: dict[str, list[str]] = field(default_factory=dict)
    """The option groups each shared upgrade or group became, so every link names the same ones."""
    group_files: dict[str, str] = field(default_factory=dict)
    """The file whose catalog holds each of those option groups."""
    offered: set[str] = field(default_factory=set)
    """The game system's element types offered at the top of every list."""
    entries: dict[str, Element] = field(default_factory=dict)
    """Every selection entry of every file, by id: what a condition may be about."""


@dataclass
class CatalogIds:
    """The ids one catalog has given, by kind: a catalogue's start from its game system's, so the
    two never meet when merged, and no other catalogue's change them."""

    elements: Ids = field(default_factory=Ids)
    options: Ids = field(default_factory=Ids)
    groups: Ids = field(default_factory=Ids)
    constraints: Ids = field(default_factory=Ids)
    notes: Ids = field(default_factory=Ids)
    flags: Ids = field(default_factory=lambda: Ids([FORCE_OPTION]))

    def take_all(self, other: "CatalogIds") -> None:
        """Give none of the ids `other` gave: a catalog that includes another merges with it."""
        for kind in ("elements", "options", "groups", "constraints", "notes", "flags"):
            getattr(self, kind).taken |= getattr(other, kind).taken

    def copy(self) -> "CatalogIds":
        return CatalogIds(
            *(
                Ids(getattr(self, kind).taken)
                for kind in ("elements", "options", "groups", "constraints", "notes", "flags")
            )
        )
