"""`check`'s whole output, what `check --fix` mended, and what `import` read, as they are printed;
each list as `present.checked` shows it."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from armybuilder.engine import Problem
from armybuilder.engine.codes import names_unknown
from armybuilder.errors import Location
from armybuilder.present.checked import write_csv
from armybuilder.present.findings import file_words
from armybuilder.present.verdicts import tally
from armybuilder.terminal import printable

if TYPE_CHECKING:  # for hints only: `check` loads them where it uses them
    from armybuilder.checking.verdicts import Verdict
    from armybuilder.editing.fixing import Fixed


def write_verdicts(form: str, verdicts: Sequence[Verdict[Any]], out: TextIO) -> None:
    """`check`'s output: the lists as `shown` showed each, joined in `form`, with a tally of the
    valid ones under more than one list in text."""
    shown = [verdict.shown for verdict in verdicts]
    if form == "json":
        out.write(("[\n  " + ",\n  ".join(shown) + "\n]" if shown else "[]") + "\n")
    elif form == "csv":
        write_csv(shown, out)
    else:
        out.writelines(shown)
        if len(shown) > 1:
            good = sum(verdict.valid for verdict in verdicts)
            out.write(tally(good, len(shown), "roster") + "\n")


def write_fixes(path: Path, fixed: Fixed, out: TextIO) -> None:
    """What `check --fix` mended in `path`, a line each, or why it wrote nothing."""
    changed = fixed.changed
    if fixed.not_saved:
        out.write(
            printable(f"{path}: not fixed, as {fixed.not_saved}; nothing was written (see the check below)")
            + "\n"
        )
        return
    if not changed:
        return
    out.write(
        printable(
            f"{path}: fixed {len(changed)} {'typo' if len(changed) == 1 else 'typos'} (the old file is {fixed.kept_as})"
        )
        + "\n"
    )
    for fix in changed:
        out.write(f"  {printable(f'{fix.where}: `{fix.written}` -> `{fix.value}`')}\n")


def read_back(said: Iterable[tuple[Problem, Location | None]], name: str) -> list[str]:
    """What reading a list written as text has to say, a line each, in the words `check` uses,
    with its did-you-mean for a name the catalog lacks; `name` is the list's."""
    lines = []
    for problem, at in said:
        words = file_words(problem, "player")
        where = f"{name}:{at.line}:{at.column}" if at else name
        lines.append(f"{where}: {words.severity} {words.headline}")
        if names_unknown(problem.code) and words.advice:  # the did-you-mean, as `check` gives it
            lines.append(f"      fix: {words.advice}")
    return lines
