"""`armybuilder event serve` run as a real process, for the process and browser tests."""

from __future__ import annotations

import datetime
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

HANG = 60
"""Seconds after which a wait fails: a bound that catches a hang, not a speed target."""


def serve_command(event: Path, data: Path, *more: str) -> list[str]:
    """`armybuilder event serve EVENT --data DATA` on a free port, with `more` arguments."""
    return [
        sys.executable,
        "-m",
        "armybuilder",
        "event",
        "serve",
        str(event),
        "--data",
        str(data),
        "--port",
        "0",
        *more,
    ]


@contextmanager
def serving(
    event: Path, data: Path, *, at: datetime.datetime | None = None
) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`event serve` on a free port, and its organiser's link; killed when the block ends. `at`
    fixes the server's clock (SOURCE_DATE_EPOCH), so a deadline can pass between two runs."""
    env = dict(os.environ)
    if at is not None:
        env["SOURCE_DATE_EPOCH"] = str(int(at.timestamp()))
    process = subprocess.Popen(
        serve_command(event, data),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    try:
        said = []
        assert process.stdout is not None
        for line in process.stdout:
            said.append(line)
            if found := re.search(r"Organiser's page: (http://\S+)", line):
                break
        else:
            raise AssertionError(f"event serve did not start:\n{''.join(said)}")
        yield process, found.group(1)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=HANG)
