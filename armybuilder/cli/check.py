"""`armybuilder check FILE...`: a verdict per roster, as text for people or JSON for scripts."""

import argparse
import io
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from armybuilder.catalogs import CatalogSet
from armybuilder.cli.common import catalog_set, check_file, failed
from armybuilder.cli.formatters import as_json, write_text
from armybuilder.cli.style import Style
from armybuilder.errors import UsageError

PROGRESS_FROM = 50
PARALLEL_FROM = 100


@dataclass(frozen=True)
class _Job:
    """What every file's check needs; workers inherit it when they are forked."""

    catalogs: CatalogSet
    limit: float | None
    json: bool
    colour: bool


_job: _Job | None = None


def run(args: argparse.Namespace) -> int:
    global _job
    files = list(_expand(args.files))
    out = sys.stdout
    _job = _Job(catalog_set(args), args.limit, args.format == "json", Style(out).on)
    if args.fix:
        from armybuilder.cli.fixing import fix_file, report_fixes

        for file in files:
            report_fixes(file, fix_file(file, _job.catalogs), sys.stderr if _job.json else out)
    progress = _Progress(len(files)) if _job.json else None
    outcomes = []
    for valid, shown in _outcomes(files, args.jobs or _default_jobs(len(files))):
        outcomes.append((valid, shown))
        if progress:
            progress.step()
        else:
            out.write(shown)
    if progress:
        progress.done()
        out.write(json.dumps([shown for _, shown in outcomes], indent=2, ensure_ascii=False) + "\n")
    elif len(outcomes) > 1:
        valid = sum(ok for ok, _ in outcomes)
        out.write(f"{len(outcomes)} rosters: {valid} valid, {len(outcomes) - valid} not valid\n")
    return 0 if all(ok for ok, _ in outcomes) else 1


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


def _outcomes(files: list[Path], jobs: int) -> Iterator[tuple[bool, Any]]:
    """Each file's verdict and its output (a JSON object or a block of text), in the order given."""
    if jobs <= 1 or len(files) < 2:
        yield from map(_check_one, files)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(1, len(files) // (jobs * 4))
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        yield from pool.map(_check_one, files, chunksize=chunk)


def _check_one(file: Path) -> tuple[bool, Any]:
    job = _job
    if job is None:
        raise RuntimeError("run() sets the job before any file is checked")
    try:
        checked = check_file(file, job.catalogs, job.limit)
    except Exception as error:  # a bug on one file must not lose the report on the others
        if os.environ.get("ARMYBUILDER_DEBUG"):
            raise
        checked = failed(file, error)
    if job.json:
        return checked.valid, as_json(checked)
    text = io.StringIO()
    write_text(checked, Style(text, colour=job.colour), text)
    return checked.valid, text.getvalue()


def _expand(paths: list[Path]) -> Iterator[Path]:
    """The files named, and in each folder named its .yaml and .yml files (not hidden ones), by name."""
    found_any = False
    for path in paths:
        if not path.is_dir():
            found_any = True
            yield path
            continue
        inside = sorted(
            p
            for p in path.iterdir()
            if p.suffix.lower() in {".yaml", ".yml"} and not p.name.startswith(".") and p.is_file()
        )
        if not inside:
            print(f"armybuilder check: the folder {path} holds no .yaml or .yml files", file=sys.stderr)
        found_any = found_any or bool(inside)
        yield from inside
    if not found_any:
        raise UsageError("no roster files to check")


class _Progress:
    """A count on stderr while many files are checked, when stderr is a terminal."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.count = 0
        self.on = total >= PROGRESS_FROM and sys.stderr.isatty()

    def step(self) -> None:
        self.count += 1
        if self.on and (self.count % 25 == 0 or self.count == self.total):
            width = 30
            filled = width * self.count // self.total
            sys.stderr.write(f"\rchecking [{'#' * filled}{'.' * (width - filled)}] {self.count}/{self.total}")
            sys.stderr.flush()

    def done(self) -> None:
        if self.on:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()
