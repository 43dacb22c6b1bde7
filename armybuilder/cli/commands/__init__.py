"""The commands, one module each, named in `COMMANDS` in the order `--help` lists them.

Each holds its NAME, SUMMARY, EXAMPLES, `add_arguments(parser)` and `run(args)`, and imports its
work (the engine, the models, the PDF writer, Textual) only in `run`: building the parser loads
none of it, so `armybuilder check` starts as fast as it did.
"""

import argparse
from typing import Protocol

from armybuilder.cli.commands import (
    catalogs,
    check,
    edit,
    event,
    importing,
    lint,
    new,
    pdf,
    reference,
    schema,
    serve,
    show,
    verify,
)


class Command(Protocol):
    """A command of `armybuilder`: a module of this package (`event`, a package of its actions)."""

    NAME: str
    SUMMARY: str
    EXAMPLES: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...
    def run(self, args: argparse.Namespace) -> int: ...


COMMANDS: tuple[Command, ...] = (
    edit,
    serve,
    check,
    show,
    new,
    pdf,
    reference,
    catalogs,
    lint,
    schema,
    event,
    verify,
    importing,
)
"""In the order `--help` lists them."""
