"""Errors about input files, each located and phrased so a person can act on it."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from armybuilder.engine.where import ROSTER, Where
from armybuilder.terminal import printable


@dataclass(frozen=True)
class Location:
    line: int
    column: int


class InputError(Exception):
    """A file that cannot be used, with where and why. `code` is one of the `file.*` codes."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        file: Path | str,
        at: Location | None = None,
        where: Where = ROSTER,
        hint: str = "",
        details: tuple["InputError", ...] = (),
        unshown: int = 0,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.file = str(file)
        self.at = at
        self.where = where
        self.hint = hint
        self.details = details
        self.unshown = unshown
        """Problems found beyond `details`, counted but not located (a hostile file has thousands)."""

    @property
    def position(self) -> str:
        """`file:line:column`, as editors and terminals understand it."""
        if self.at is None:
            return self.file
        return f"{self.file}:{self.at.line}:{self.at.column}"

    def __str__(self) -> str:
        """The problem for a person, its file name and the file's own text made `printable`."""
        where = f"{self.where}: " if self.where else ""
        text = printable(f"{self.position}: {where}{self.message}")
        return f"{text}\n  fix: {printable(self.hint)}" if self.hint else text

    def named(self, name: Callable[[str], str]) -> "InputError":
        """The same problem with its file as `name` gives it (a browser's player knows the files of
        the served folder by their names inside it), also where its message or hint quotes the file
        (a command to run on it)."""

        def own(text: str) -> str:
            return text.replace(self.file, name(self.file)) if self.file else text

        return InputError(
            self.code,
            own(self.message),
            file=name(self.file),
            at=self.at,
            where=self.where,
            hint=own(self.hint),
            details=tuple(detail.named(name) for detail in self.details),
            unshown=self.unshown,
        )

    def lines(self) -> list[str]:
        """Every problem in the file, one per line, located."""
        if not self.details:
            return [str(self)]
        more = [printable(f"{self.file}: and {self.unshown:,} more problems")] if self.unshown else []
        return [str(detail) for detail in self.details] + more


def summed_up(problems: Sequence[InputError], count: int | None = None) -> InputError:
    """A file's problems as one error: the problem itself where there is one, else a summary
    holding them all (`count` in all, where only the first few are kept)."""
    first = problems[0]
    if len(problems) == 1:
        return first
    return InputError(
        first.code,
        f"{count or len(problems)} problems; the first: {first.message}",
        file=first.file,
        at=first.at,
        where=first.where,
        hint=first.hint,
        details=tuple(problems),
        unshown=max(0, (count or 0) - len(problems)),
    )


class UsageError(Exception):
    """The command line asks for something that cannot be done (exit status 2)."""
