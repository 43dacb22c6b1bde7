"""A finding, and the Linter that every family of checks reports to: the catalog's ids by kind."""

from dataclasses import dataclass

from armybuilder.engine.suggest import did_you_mean
from armybuilder.schema.catalog import Catalog

Path = list[str | int]


@dataclass(frozen=True)
class Finding:
    code: str
    severity: str
    path: tuple[str | int, ...]
    message: str
    hint: str = ""


class Linter:
    """The ids the catalog knows, by kind, and what the checks have found so far."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.found: list[Finding] = []
        self.elements = {e.id for e in catalog.elements}
        self.formations = {f.id for f in catalog.formations}
        self.declared_tags = {t.id for t in catalog.tags}
        self.tags = {t for e in catalog.elements for t in e.tags} | self.declared_tags
        self.formation_tags = {t for f in catalog.formations for t in f.tags}
        self.categories = {c.id for c in catalog.categories}
        self.costs = {c.id for c in catalog.costs}
        self.stats = {s.id for s in catalog.stats}
        self.stat_defs = {s.id: s for s in catalog.stats}
        self.options = {o.id: o for o in catalog.options}
        self.groups = {g.id for g in catalog.option_groups}

    def add(self, code: str, path: Path, message: str, hint: str = "", severity: str = "error") -> None:
        self.found.append(Finding(code, severity, tuple(path), message, hint))

    def reference(self, path: Path, value: str, known: set[str], what: str, severity: str = "error") -> None:
        if value not in known:
            listed = sorted(known)
            shown = ", ".join(listed[:12]) + (f" and {len(listed) - 12} more" if len(listed) > 12 else "")
            hint = did_you_mean(value, known) or (f"known: {shown}" if known else "")
            self.add("lint.reference", path, f"unknown {what} `{value}`", hint, severity)
