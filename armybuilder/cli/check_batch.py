"""`armybuilder check`'s work (what it does is told in `check`), once `check` has started its reader."""

from __future__ import annotations

import argparse
import io
import json
import sys
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

from armybuilder.checking.checked import Checked
from armybuilder.cli.checking import Batch, checking, jobs_for, taking_part
from armybuilder.cli.common import catalog_set, event_of
from armybuilder.cli.formatters import as_json, as_row, write_checked, write_csv
from armybuilder.cli.inbox import inbox
from armybuilder.cli.progress import Progress
from armybuilder.cli.readahead import ReadAhead
from armybuilder.cli.style import Style
from armybuilder.engine.batch import batch_found
from armybuilder.engine.custody import Arrival, decide
from armybuilder.errors import UsageError
from armybuilder.files.text import Source
from armybuilder.present.verdicts import tally
from armybuilder.terminal import json_safe, printable

if TYPE_CHECKING:
    from armybuilder.schema.event import Event


def run(args: argparse.Namespace, ahead: ReadAhead) -> int:
    found = inbox(args.files)
    files, skipped = found.lists, found.skipped
    # What gave no list comes first, each once; then one line for each message that gave lists.
    for skip in skipped:
        print(printable(f"armybuilder check: skipped {skip.source}: {skip.reason}"), file=sys.stderr)
    for given in found.messages:
        print(printable(f"armybuilder check: {given.line}"), file=sys.stderr)
    if not files:
        raise UsageError("no lists to check" + (" (every file found was skipped)" if skipped else ""))
    out = sys.stdout
    catalogs = catalog_set(args)
    event = event_of(args, catalogs)
    if args.fix:
        from armybuilder.cli.fixing import fix_file, report_fixes

        for file in dict.fromkeys(sent.file for sent in files if not sent.part):
            report_fixes(file, fix_file(file, catalogs), out if args.format == "text" else sys.stderr)
    keep = partial(_kept, args.format, Style(out).on, event)
    batch = Batch(catalogs, args.limit, event, keep, ahead.take())
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
        received = [sent.received.at for sent in files] if event is not None else None
        sources = [sent.source for sent in files]
        seen = [kept.seen if kept.takes_part else None for kept in results]
        custody = None
        if event is not None and event.deadline is not None and received is not None:
            # Under a deadline a list received after it is late, or a change of the player's list
            # sent before it, as `event pack` judges it (which also knows the lock).
            arrivals = [
                Arrival(one, source, when, kept.valid, "") if one is not None else None
                for one, source, when, kept in zip(seen, sources, received, results, strict=True)
            ]
            custody = decide(arrivals, {}, event.deadline, event.name).found
        extra = batch_found(
            seen,
            [kept.seen.player if kept.seen else None for kept in results],
            [sent.sender.address if sent.sender else "" for sent in files],
            sources,
            event=event,
            received=received,
            custody=custody,
        )
        touched = [n for n, found in enumerate(extra) if found]
        again = each(
            [files[n] for n in touched], [extra[n] for n in touched], [results[n].as_read for n in touched]
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
            out.write(tally(good, len(shown), "roster") + "\n")
    return 0 if all(valid) else 1


@dataclass(frozen=True)
class _Seen:
    """What the batch comparison needs of a checked roster, small enough to send between processes."""

    player: str | None
    fingerprint: str
    canonical_sha256: str
    army: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class _Kept:
    """What `check` keeps of a roster: its output (its JSON, a CSV row or a block of text), made
    where it was checked so the command only joins, what the batch needs, and its verdict."""

    shown: Any
    seen: _Seen | None
    valid: bool
    takes_part: bool
    as_read: Source | None
    """The list as read, for checking it again with what the batch found (a few kilobytes)."""


def _kept(form: str, colour: bool, event: Event | None, checked: Checked) -> _Kept:
    report = checked.report
    seen = _Seen(report.player, report.fingerprint, report.canonical_sha256) if report is not None else None
    as_read = checked.as_read if report is not None else None  # only a report can take batch findings
    return _Kept(_shown(checked, form, colour), seen, checked.valid, taking_part(report, event), as_read)


def _shown(checked: Checked, form: str, colour: bool) -> Any:
    if form == "json":
        return _json_item(as_json(checked))
    if form == "csv":
        return as_row(checked)
    text = io.StringIO()
    write_checked(checked, Style(text, colour=colour), text)
    return text.getvalue()


def _json_item(value: Any) -> str:
    """One roster's object as indented JSON, safe on a terminal, ready to sit in the output's list
    (indented once more). A file name's bytes that are not UTF-8 come out escaped (`\\udce9`)
    rather than lost: Python reads that back as the same name."""
    return json_safe(json.dumps(value, indent=2, ensure_ascii=False)).replace("\n", "\n  ")
