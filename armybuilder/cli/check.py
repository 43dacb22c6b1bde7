"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice."""

import argparse
import csv
import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from armybuilder.catalogs import CatalogSet
from armybuilder.cli.common import Checked, catalog_set, check_file, event_of, failed
from armybuilder.cli.formatters import CSV_COLUMNS, as_json, as_row, write_text
from armybuilder.cli.inbox import roster_files
from armybuilder.cli.progress import Progress
from armybuilder.cli.style import Style
from armybuilder.engine.compare import compare
from armybuilder.errors import UsageError
from armybuilder.schema.event import Event

PARALLEL_FROM = 100


@dataclass(frozen=True)
class _Job:
    """What every file's check needs; workers inherit it when they are forked."""

    catalogs: CatalogSet
    limit: float | None
    event: Event | None
    format: str
    colour: bool


_job: _Job | None = None


def run(args: argparse.Namespace) -> int:
    global _job
    files, skipped = roster_files(args.files)
    for skip in skipped:
        print(f"armybuilder check: skipped {skip.path}: {skip.reason}", file=sys.stderr)
    if not files:
        raise UsageError("no roster files to check" + (" (every file found was skipped)" if skipped else ""))
    out = sys.stdout
    catalogs = catalog_set(args)
    _job = _Job(catalogs, args.limit, event_of(args, catalogs), args.format, Style(out).on)
    progress = Progress(len(files))
    results = []
    for result in _outcomes(files, args.jobs or _default_jobs(len(files))):
        results.append(result)
        progress.step()
    progress.done()
    checks = [checked for checked, _ in results]
    again = _batch(checks, _job.event)
    shown = [again[n] or output for n, (_, output) in enumerate(results)]
    if args.format == "json":
        out.write(json.dumps(shown, indent=2, ensure_ascii=False) + "\n")
    elif args.format == "csv":
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        writer.writerows(shown)
    else:
        out.writelines(shown)
        if len(shown) > 1:
            valid = sum(c.valid for c in checks)
            out.write(f"{len(shown)} rosters: {valid} valid, {len(shown) - valid} not valid\n")
    return 0 if all(c.valid for c in checks) else 1


def _batch(checks: list[Checked], event: Event | None) -> list[Any]:
    """For each file whose report gains a finding only the whole run shows, its output again; else None."""
    if len(checks) < 2:
        return [None] * len(checks)
    reports = [c.report for c in checks]
    compared = compare(reports, [str(c.file) for c in checks], event=event)
    out: list[Any] = []
    for n, (before, after) in enumerate(zip(reports, compared, strict=True)):
        if after is before:
            out.append(None)
            continue
        checks[n] = replace(checks[n], report=after)
        out.append(_shown(checks[n]))
    return out


def _default_jobs(files: int) -> int:
    """One worker per CPU for a big batch; starting workers costs more than a few files take."""
    if files < PARALLEL_FROM:
        return 1
    import multiprocessing  # only for big batches: it pulls in sockets and more

    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(
        1, min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1, 8)
    )


def _outcomes(files: list[Path], jobs: int) -> Iterator[tuple[Checked, Any]]:
    """Each file's check and its output (a JSON object, a CSV row or a block of text), in the order given."""
    if jobs <= 1 or len(files) < 2:
        yield from map(_check_one, files)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(1, len(files) // (jobs * 4))
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        yield from pool.map(_check_one, files, chunksize=chunk)


def _check_one(file: Path) -> tuple[Checked, Any]:
    job = _job
    if job is None:
        raise RuntimeError("run() sets the job before any file is checked")
    try:
        checked = check_file(file, job.catalogs, job.limit, job.event)
    except Exception as error:  # a bug on one file must not lose the report on the others
        if os.environ.get("ARMYBUILDER_DEBUG"):
            raise
        checked = failed(file, error)
    return checked, _shown(checked)


def _shown(checked: Checked) -> Any:
    job = _job
    assert job is not None
    if job.format == "json":
        return as_json(checked)
    if job.format == "csv":
        return as_row(checked)
    text = io.StringIO()
    write_text(checked, Style(text, colour=job.colour), text)
    return text.getvalue()
