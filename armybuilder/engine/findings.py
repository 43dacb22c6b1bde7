"""Collecting problems as the engine finds them, and putting them in roster order."""

from dataclasses import dataclass, field, replace
from typing import Any

from armybuilder.engine.report import Fix, Problem, Severity
from armybuilder.engine.where import Where, parse


@dataclass
class Findings:
    found: list[Problem] = field(default_factory=list)

    def add(
        self,
        code: str,
        severity: Severity,
        message: str,
        *,
        where: Where | str = "",
        rule: str = "",
        hint: str = "",
        fix: Fix | None = None,
    ) -> None:
        self.found.append(Problem(code, severity, message, str(where), rule, hint, fix))

    def error(self, code: str, message: str, **kwargs: Any) -> None:
        self.add(code, "error", message, **kwargs)

    def warning(self, code: str, message: str, **kwargs: Any) -> None:
        self.add(code, "warning", message, **kwargs)

    def without_fixes(self, action: str) -> None:
        """Drop one kind of fix where the engine knows it would mislead (the problems stay)."""
        self.found = [
            replace(p, fix=None) if p.fix is not None and p.fix.action == action else p for p in self.found
        ]

    def sorted(self, severity: Severity) -> tuple[Problem, ...]:
        """Problems of one severity: whole-roster ones first, then by unit in roster order."""
        chosen = [p for p in self.found if p.severity == severity]
        return tuple(sorted(chosen, key=lambda p: _position(p.where)))


def _position(where: str) -> tuple[int, ...]:
    steps = parse(where).steps
    if steps[:1] != ("units",):
        return (-1,) if where else ()
    return tuple(step for step in steps if isinstance(step, int))
