"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice."""

from __future__ import annotations

import argparse
import io
import json
import sys
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from armybuilder.cli.checking import Batch, checking, jobs_for
from armybuilder.cli.common import Checked, catalog_set, event_of
from armybuilder.cli.formatters import as_json, as_row, write_csv, write_text
from armybuilder.cli.inbox import roster_files
from armybuilder.cli.progress import Progress
from armybuilder.cli.style import Style
from armybuilder.engine.compare import batch_findings
from armybuilder.errors import UsageError
from armybuilder.received import received_at
from armybuilder.terminal import json_safe, printable
from armybuilder.textfile import Source


def run(args: argparse.Namespace) -> int:
    files, skipped = roster_files(args.files)
    for skip in skipped:
        print(printable(f"armybuilder check: skipped {skip.path}: {skip.reason}"), file=sys.stderr)
    if not files:
        raise UsageError("no roster files to check" + (" (every file found was skipped)" if skipped else ""))
    out = sys.stdout
    catalogs = catalog_set(args)
    event = event_of(args, catalogs)
    if args.fix:
        from armybuilder.cli.fixing import fix_file, report_fixes

        for file in files:
            report_fixes(file, fix_file(file, catalogs), out if args.format == "text" else sys.stderr)
    batch = Batch(catalogs, args.limit, event, partial(_kept, args.format, Style(out).on))
    progress = Progress(len(files))
    with checking(batch, jobs_for(len(files), args.jobs)) as each:
        results = []
        try:
            for result in each(files):
                results.append(result)
                progress.step()
        finally:  # an interrupted run leaves no half-drawn bar
            progress.done()
        shown = [kept.shown for kept in results]
        valid = [kept.valid for kept in results]
        # What only the whole run shows (the same player twice, one army sent twice) is found from
        # each roster's player and fingerprint; only the rosters it touches are checked again, from
        # the text read the first time (a file changed or gone since is judged as it was read).
        received = [received_at(f) for f in files] if event is not None else None
        extra = batch_findings(
            [kept.seen for kept in results], [str(f) for f in files], event=event, received=received
        )
        touched = [n for n, found in enumerate(extra) if found]
        again = each(
            [files[n] for n in touched], [extra[n] for n in touched], [results[n].source for n in touched]
        )
        for n, kept in zip(touched, again, strict=True):
            shown[n], valid[n] = kept.shown, kept.valid
    if args.format == "json":
        out.write(("[\n  " + ",\n  ".join(shown) + "\n]" if shown else "[]") + "\n")
    elif args.format == "csv":
        write_csv(shown, out)
    else:
        out.writelines(shown)
        if len(shown) > 1:
            good = sum(valid)
            out.write(f"{len(shown)} rosters: {good} valid, {len(shown) - good} not valid\n")
    return 0 if all(valid) else 1


@dataclass(frozen=True)
class _Seen:
    """What the batch comparison needs of a checked roster, small enough to send between processes."""

    player: str | None
    fingerprint: str
    army: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Kept:
    """What `check` keeps of a roster: its output (its JSON, a CSV row or a block of text), made
    where it was checked so the command only joins, what the batch needs, and its verdict."""

    shown: Any
    seen: _Seen | None
    valid: bool
    source: Source | None
    """The file as read, for checking it again with what the batch found (a few kilobytes)."""


def _kept(form: str, colour: bool, checked: Checked) -> _Kept:
    report = checked.report
    seen = _Seen(report.player, report.fingerprint) if report is not None else None
    source = checked.source if report is not None else None  # only a report can take batch findings
    return _Kept(_shown(checked, form, colour), seen, checked.valid, source)


def _shown(checked: Checked, form: str, colour: bool) -> Any:
    if form == "json":
        return _json_item(as_json(checked))
    if form == "csv":
        return as_row(checked)
    text = io.StringIO()
    write_text(checked, Style(text, colour=colour), text)
    return text.getvalue()


def _json_item(value: Any) -> str:
    """One roster's object as indented JSON, safe on a terminal, ready to sit in the output's list
    (indented once more). A file name's bytes that are not UTF-8 come out escaped (`\\udce9`)
    rather than lost: Python reads that back as the same name."""
    return json_safe(json.dumps(value, indent=2, ensure_ascii=False)).replace("\n", "\n  ")
