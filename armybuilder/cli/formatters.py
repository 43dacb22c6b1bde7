"""`check`'s whole output, what `check --fix` mended, and what `import` read and how, as they are printed;
each list as `present.checked` shows it."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from armybuilder.cli.table import GAP
from armybuilder.engine import Problem
from armybuilder.engine.codes import names_unknown
from armybuilder.errors import Location
from armybuilder.present.findings import file_words
from armybuilder.present.verdicts import tally
from armybuilder.terminal import printable

if TYPE_CHECKING:  # for hints only: `check` loads them where it uses them
    from armybuilder.checking.verdicts import Verdict
    from armybuilder.editing.fixing import Fixed
    from armybuilder.present.reading import ReadRow


def write_verdicts(form: str, verdicts: Sequence[Verdict[Any]], out: TextIO) -> None:
    """`check`'s output: the lists as `shown` showed each, joined in `form`, with a tally of the
    valid ones under more than one list in text."""
    shown = [verdict.shown for verdict in verdicts]
    if form == "json":
        out.write(("[\n  " + ",\n  ".join(shown) + "\n]" if shown else "[]") + "\n")
    elif form == "csv":
        from armybuilder.present.checked import write_csv  # `check` alone writes CSV; import never

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


NARROWEST_TEXT = 16
"""The lines' column is never cut narrower than this, however narrow the terminal."""


def reading_lines(rows: Sequence[ReadRow], width: int) -> list[str]:
    """How a list was read, in two columns sized to `width`: each line (its number and its text,
    cut with `…` to fit) beside what it became, which wraps under itself."""
    if not rows:
        return []
    numbers = max(len(row.lines) for row in rows)
    longest = max(len(row.text) for row in rows)
    room = max(width - numbers - 2 * len(GAP), 2 * NARROWEST_TEXT)
    text = min(longest, max(NARROWEST_TEXT, room * 2 // 5))
    became = max(room - text, NARROWEST_TEXT)
    out = []
    for row in rows:
        shown = row.text if len(row.text) <= text else row.text[: text - 1] + "…"
        said = _wrapped(printable(row.became), became)
        head = f"{row.lines.rjust(numbers)}{GAP}{printable(shown).ljust(text)}{GAP}"
        out.append(head + said[0])
        out += [" " * len(head) + more for more in said[1:]]
    return out


def _wrapped(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width`, as `textwrap` wraps it; a line that fits, the most of a
    long list's, is left as it is without taking it apart (textwrap would give it back the same)."""
    if len(text) <= width and text.isprintable() and text == text.strip():
        return [text]
    return textwrap.wrap(text, width) or [""]
