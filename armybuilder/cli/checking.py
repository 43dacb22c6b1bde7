"""Checking a batch of roster files for `check`: each file's verdict, in order, in this process or
in forked workers, then what only the whole run shows."""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import os
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from armybuilder.catalogs import CatalogSet, UnknownSystem
from armybuilder.cli.common import Checked, catalog_set, check_file, event_of, failed
from armybuilder.cli.formatters import as_json, as_row, write_csv, write_text
from armybuilder.cli.progress import Progress
from armybuilder.cli.readahead import ReadAhead, ReadFiles
from armybuilder.cli.style import Style
from armybuilder.engine.compare import batch_findings, with_findings
from armybuilder.engine.report import Problem
from armybuilder.errors import InputError
from armybuilder.schema.roster import Roster
from armybuilder.terminal import json_safe

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event


@dataclass(frozen=True)
class _Job:
    """What every file's check needs; workers inherit it when they are forked."""

    catalogs: CatalogSet
    limit: float | None
    event: Event | None
    format: str
    colour: bool
    read: ReadFiles
    """Files the reader parsed while the engine loaded."""


_job: _Job | None = None


def run(args: argparse.Namespace, files: list[Path], jobs: int, ahead: ReadAhead) -> int:
    global _job
    out = sys.stdout
    catalogs = catalog_set(args)
    event = event_of(args, catalogs)
    if args.fix:
        from armybuilder.cli.fixing import fix_file, report_fixes

        for file in files:
            report_fixes(file, fix_file(file, catalogs), out if args.format == "text" else sys.stderr)
    read = ahead.take()
    if jobs > 1:
        _load_once(catalogs, read.systems)
    _job = _Job(catalogs, args.limit, event, args.format, Style(out).on, read)
    # The engine, catalogs and event live until exit: spare the collector walking them again and
    # again while thousands of rosters are checked, in each worker, and once more at exit.
    gc.freeze()
    progress = Progress(len(files))
    with _pool(jobs) as each:
        results = []
        try:
            for result in each(_check_one, files):
                results.append(result)
                progress.step()
        finally:  # an interrupted run leaves no half-drawn bar
            progress.done()
        shown = [output for output, _, _ in results]
        valid = [ok for _, _, ok in results]
        # What only the whole run shows (the same player twice, one army sent twice) is found from
        # each roster's player and fingerprint; only the rosters it touches are checked again.
        extra = batch_findings([seen for _, seen, _ in results], [str(f) for f in files], event=_job.event)
        touched = [n for n, found in enumerate(extra) if found]
        again = each(_check_again, [(files[n], tuple(extra[n])) for n in touched])
        for n, (output, ok) in zip(touched, again, strict=True):
            shown[n], valid[n] = output, ok
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


def _load_once(catalogs: CatalogSet, systems: Sequence[str]) -> None:
    """Build here, before workers are forked, what each would otherwise build for itself: the
    roster model's validator and the catalogs the batch names (a problem with one is reported
    with each roster that names it)."""
    Roster.model_rebuild()
    for system in systems:
        with contextlib.suppress(UnknownSystem, InputError):
            catalogs.get(system)


@dataclass(frozen=True)
class _Seen:
    """What the batch comparison needs of a checked roster, small enough to send between processes."""

    player: str | None
    fingerprint: str
    army: dict[str, Any] = field(default_factory=dict)


T = TypeVar("T")
R = TypeVar("R")
Each = Callable[[Callable[[T], R], Sequence[T]], Iterator[R]]


@contextmanager
def _pool(jobs: int) -> Iterator[Each]:
    """A way to run a function over items in order: in this process, or in `jobs` workers."""
    if jobs <= 1:
        yield lambda function, items: map(function, items)
        return
    import multiprocessing

    # Leaving the block, however it is left (Ctrl-C included), stops the workers at once.
    with multiprocessing.get_context("fork").Pool(jobs, initializer=_leave_interrupts_to_the_command) as pool:
        # Sixteen pieces a worker: few enough to cost nothing to send, small enough that no worker
        # is left finishing a big last piece alone.
        yield lambda function, items: pool.imap(function, items, chunksize=max(1, len(items) // (jobs * 16)))


def _leave_interrupts_to_the_command() -> None:
    """Ctrl-C reaches every process of the run: a worker leaves it to the command, which stops
    the workers, rather than dying part way through a piece with a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _json_item(value: Any) -> str:
    """One roster's object as indented JSON, safe on a terminal, ready to sit in the output's list
    (indented once more). The worker that checked the roster writes it, so the main process only
    joins. A file name's bytes that are not UTF-8 come out escaped (`\\udce9`) rather than lost:
    Python reads that back as the same name."""
    return json_safe(json.dumps(value, indent=2, ensure_ascii=False)).replace("\n", "\n  ")


def _checked(file: Path) -> Checked:
    job = _job
    if job is None:
        raise RuntimeError("run() sets the job before any file is checked")
    try:
        return check_file(file, job.catalogs, job.limit, job.event, job.read.get(file))
    except Exception as error:  # a bug on one file must not lose the report on the others
        if os.environ.get("ARMYBUILDER_DEBUG"):
            raise
        return failed(file, error)


def _check_one(file: Path) -> tuple[Any, _Seen | None, bool]:
    """A file's output (its JSON, a CSV row or a block of text), what the batch needs, its verdict."""
    checked = _checked(file)
    report = checked.report
    seen = _Seen(report.player, report.fingerprint) if report is not None else None
    return _shown(checked), seen, checked.valid


def _check_again(item: tuple[Path, tuple[Problem, ...]]) -> tuple[Any, bool]:
    """A file's output and verdict with the findings the whole run added."""
    file, extra = item
    checked = _checked(file)
    if checked.report is not None:
        checked = replace(checked, report=with_findings(checked.report, extra, _job.event if _job else None))
    return _shown(checked), checked.valid


def _shown(checked: Checked) -> Any:
    job = _job
    assert job is not None
    if job.format == "json":
        return _json_item(as_json(checked))
    if job.format == "csv":
        return as_row(checked)
    text = io.StringIO()
    write_text(checked, Style(text, colour=job.colour), text)
    return text.getvalue()
