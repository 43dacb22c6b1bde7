"""The commands, one module each, named in `COMMANDS` in the order `--help` lists them.

Each holds its NAME, SUMMARY, EXAMPLES, `add_arguments(parser)` and `run(args)`, and imports its
work (the engine, the models, the PDF writer, Textual) only in `run`: building the parser loads
none of it, so `armybuilder check` starts as fast as it did.
"""

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from armybuilder.cli.arguments import event as event_arguments
from armybuilder.cli.arguments import verify as verify_arguments
from armybuilder.cli.commands import (
    catalogs,
    check,
    edit,
    importing,
    lint,
    new,
    pdf,
    reference,
    schema,
    serve,
    show,
)


class Command(Protocol):
    """A command of `armybuilder`: a module of this package."""

    NAME: str
    SUMMARY: str
    EXAMPLES: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...
    def run(self, args: argparse.Namespace) -> int: ...


@dataclass
class _Unmoved:
    """A command whose arguments are still in `cli/arguments/NAME.py` and its work in `cli/NAME.py`
    (`event` and `verify`, until they move here in this shape)."""

    NAME: str
    SUMMARY: str
    EXAMPLES: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def _event(args: argparse.Namespace) -> int:
    from armybuilder.cli.loading import loaded

    if args.action == "accept":  # it writes only lock.json: none of the pack's work, no PDF writer
        from armybuilder.cli.accept import run
    else:
        from armybuilder.cli.event import run
    loaded()
    return run(args)


def _verify(args: argparse.Namespace) -> int:
    from armybuilder.cli import verify
    from armybuilder.cli.loading import loaded

    loaded()
    return verify.run(args)


event = _Unmoved(
    "event", event_arguments.SUMMARY, event_arguments.EXAMPLES, event_arguments.add_arguments, _event
)
verify = _Unmoved(
    "verify", verify_arguments.SUMMARY, verify_arguments.EXAMPLES, verify_arguments.add_arguments, _verify
)

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
