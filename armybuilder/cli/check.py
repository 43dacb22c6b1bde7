"""`armybuilder check FILE...`: a verdict per roster, as text for people, JSON for scripts or CSV
for a spreadsheet. Across one run it also finds the same player twice and one army sent twice.

This module only starts a reader of a batch's roster files (`readahead`) and imports no more, so
the files are read while the engine loads; `check_batch` does the rest.
"""

import argparse
from pathlib import Path

from armybuilder.cli.readahead import ReadAhead

READ_AHEAD_FROM = 16
"""Files named (or a folder) from which reading them ahead is worth forking a reader."""


def run(args: argparse.Namespace) -> int:
    with ReadAhead(_ahead(args)) as ahead:
        from armybuilder.cli import check_batch

        return check_batch.run(args, ahead)


def _ahead(args: argparse.Namespace) -> list[Path]:
    """What the reader reads: the files and folders named, for a batch of some size; nothing
    where `--fix` rewrites the files before they are checked."""
    files: list[Path] = args.files
    if args.fix or (len(files) < READ_AHEAD_FROM and not any(path.is_dir() for path in files)):
        return []
    return files
