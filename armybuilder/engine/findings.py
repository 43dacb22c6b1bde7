"""Collecting problems as the engine finds them, and putting them in roster order."""

from dataclasses import dataclass, field, replace
from typing import TypedDict, Unpack

from armybuilder.engine.report import Fix, Offer, Problem, Severity, offered
from armybuilder.engine.where import ROSTER, Where


class Details(TypedDict, total=False):
    """What `Findings.add` takes besides the code, severity and message."""

    where: Where
    rule: str
    hint: str | tuple[Offer, ...]
    fix: Fix | None


@dataclass
class Findings:
    found: list[Problem] = field(default_factory=list)

    def add(
        self,
        code: str,
        severity: Severity,
        message: str,
        *,
        where: Where = ROSTER,
        rule: str = "",
        hint: str | tuple[Offer, ...] = "",
        fix: Fix | None = None,
    ) -> None:
        """`hint` is the advice as one sentence, or the offers it joins with ", or "."""
        if isinstance(hint, str):
            self.found.append(Problem(code, severity, message, where, rule, hint, fix))
        else:
            self.found.append(Problem(code, severity, message, where, rule, offered(hint), fix, hint))

    def error(self, code: str, message: str, **details: Unpack[Details]) -> None:
        self.add(code, "error", message, **details)

    def warning(self, code: str, message: str, **details: Unpack[Details]) -> None:
        self.add(code, "warning", message, **details)

    def without_fixes(self, action: str) -> None:
        """Drop one kind of fix where the engine knows it would mislead (the problems stay)."""
        self.found = [
            replace(p, fix=None) if p.fix is not None and p.fix.action == action else p for p in self.found
        ]

    def sorted(self, severity: Severity) -> tuple[Problem, ...]:
        """Problems of one severity: whole-roster ones first, then by unit in roster order; in one
        unit, an entry the file could not read comes before what its absence causes (a formation
        short of the elements a `Count:` left uncounted)."""
        chosen = [p for p in self.found if p.severity == severity]

        def key(problem: Problem) -> tuple[tuple[int, ...], bool, tuple[int, ...]]:
            position = problem.where.order
            return position[:1], problem.code != "file.schema", position

        return tuple(sorted(chosen, key=key))
