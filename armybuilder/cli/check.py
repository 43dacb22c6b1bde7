"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice.

This module finds the files and decides how many workers check them; `checking` does the work.
It imports no more than that, so a big batch's reader starts before the engine loads.
"""

from __future__ import annotations

import argparse
import os
import sys

from armybuilder.cli.inbox import roster_files
from armybuilder.cli.readahead import ReadAhead
from armybuilder.errors import UsageError
from armybuilder.terminal import printable

PARALLEL_FROM = 100


def run(args: argparse.Namespace) -> int:
    files, skipped = roster_files(args.files)
    for skip in skipped:
        print(printable(f"armybuilder check: skipped {skip.path}: {skip.reason}"), file=sys.stderr)
    if not files:
        raise UsageError("no roster files to check" + (" (every file found was skipped)" if skipped else ""))
    jobs = min(args.jobs or _default_jobs(len(files)), len(files), _workers_the_open_file_limit_allows())
    # With workers to come, a CPU would wait while the engine loads: a reader parses files meanwhile
    # (not with --fix, which rewrites them first).
    with ReadAhead(files if jobs > 1 and not args.fix else []) as ahead:
        from armybuilder.cli import checking

        return checking.run(args, files, jobs, ahead)


def _default_jobs(files: int) -> int:
    """One worker per CPU for a big batch; starting workers costs more than a few files take.
    Workers are forked, so they inherit the loaded engine; without fork, one process checks all."""
    if files < PARALLEL_FROM or not hasattr(os, "fork"):
        return 1
    return max(
        1, min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1, 8)
    )


def _workers_the_open_file_limit_allows() -> int:
    """Each worker holds a few pipes open; past the limit, starting more would only hang."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return 8
    return 1_000_000 if soft == resource.RLIM_INFINITY else max(1, (soft - 32) // 8)
