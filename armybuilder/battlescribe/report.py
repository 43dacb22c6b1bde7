"""What an import made of each entry and construct, as data: `present/` words it.

Every construct the importer meets and does not take whole is listed here, per file and entry,
so nothing is dropped in silence."""

from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

Status = Literal["converted", "in part", "not converted"]


@dataclass(frozen=True)
class Taken:
    """One entry or construct of the data, and how much of it the catalogs now hold.

    `reason` is a key `present/` words (with `values` filled in); empty where converted whole."""

    file: str
    entry: str
    construct: str
    status: Status
    reason: str = ""
    values: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Written:
    """A catalog the import wrote, and what lint found in it."""

    id: str
    file: str
    extends: str | None
    elements: int
    errors: tuple[str, ...] = ()
    warnings: int = 0


@dataclass
class ImportReport:
    taken: list[Taken] = field(default_factory=list)
    written: list[Written] = field(default_factory=list)

    def add(
        self, file: str, entry: str, construct: str, status: Status, reason: str = "", **values: object
    ) -> None:
        shown = tuple((key, str(value)) for key, value in values.items())
        self.taken.append(Taken(file, entry, construct, status, reason, shown))

    def counts(self) -> Counter[tuple[str, Status]]:
        """How many of each construct ended up converted, in part, or not."""
        return Counter((t.construct, t.status) for t in self.taken)

    @property
    def short(self) -> list[Taken]:
        """What was taken in part or not at all: the lines a reader must see."""
        return [t for t in self.taken if t.status != "converted"]

    @property
    def clean(self) -> bool:
        return all(not w.errors for w in self.written)
