"""What `event pack` tells the organiser of the lists once the pack is written: the tally, what
gave no list and why, what each message gave, each list not valid with its first problem, what
only the whole inbox shows, and what was written where."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.engine.compare import BATCH_CODES
from armybuilder.engine.custody import NOT_JUDGED
from armybuilder.engine.words import counted
from armybuilder.present.custody import pack_tally, skipped_lines
from armybuilder.present.findings import file_words
from armybuilder.present.verdicts import verdict_word

if TYPE_CHECKING:  # for hints only: a checked list is only read here
    from armybuilder.checking.checked import Checked


def pack_lines(
    event: str,
    checks: Sequence[Checked],
    statuses: Sequence[str],
    skipped: Sequence[tuple[str, str]],
    messages: Sequence[str],
    out: Path,
    notes: int,
    pages: int,
) -> list[str]:
    """The pack of `event`'s lists as judged (`checks`, with their `statuses`), with what gave
    none (source, why) and each message's line, written into `out`: `notes` notes and a judges'
    pack of `pages` pages."""
    lines = [
        pack_tally(
            [(c.valid, status) for c, status in zip(checks, statuses, strict=True)], "roster", of=event
        )
        + (f"; {len(skipped)} gave no list" if skipped else "")
    ]
    # What gave no list first, each once with the reason, not below thirty other lines.
    lines += skipped_lines(skipped)
    lines += [f"  e-mail     {line}" for line in messages]
    for checked, status in zip(checks, statuses, strict=True):
        report = checked.report
        about = f"{report.player} · " if report and report.player else ""
        # A superseded list is not judged: its `event.superseded` line below says why.
        if not checked.valid and status not in NOT_JUDGED:
            first = checked.problems[0] if checked.problems else None
            errors = counted(len(report.errors) if report else len(checked.problems), "error")
            said = f": {file_words(first, 'organiser').one_line}" if first else ""
            lines.append(f"  {verdict_word(False)}  {checked.source} ({about}{errors}){said}")
        # What only the whole inbox shows is worth the organiser's eye even on a valid list; the
        # other warnings are for the player, and only counted here.
        for problem in report.warnings if report else ():
            if problem.code in BATCH_CODES:
                lines.append(f"  warning    {checked.source}: {file_words(problem, 'organiser').headline}")
    warned = sum(any(p.code not in BATCH_CODES for p in c.report.warnings) for c in checks if c.report)
    if warned:
        lines.append(
            f"  {counted(warned, 'list')} with other warnings, for the player: see the notes and summary.csv"
        )
    lines.append(
        f"Wrote {out / 'summary.csv'}, {counted(notes, 'note')} in {out / 'notes'}, "
        f"{out / 'judges-pack.pdf'} ({counted(pages, 'page')})"
    )
    return lines
