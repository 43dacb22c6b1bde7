"""Values and options more than one command takes."""

import argparse
from collections.abc import Callable
from pathlib import Path


def whole(low: int, high: int) -> Callable[[str], int]:
    """A whole number from `low` to `high`, as an argument type."""

    def number(text: str) -> int:
        if not text.isdigit() or len(text) > 6 or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from {low} to {high}")
        return int(text)

    return number


def army_name(text: str) -> str:
    """A roster's name as given on the command line: text, not empty, not too long."""
    from armybuilder.schema.roster import MAX_NAME  # here, so `--help` need not load pydantic

    name = text.strip()
    if not name:
        raise argparse.ArgumentTypeError("must not be empty")
    if len(name) > MAX_NAME:
        raise argparse.ArgumentTypeError(f"is {len(name):,} characters long; a name has at most {MAX_NAME}")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise argparse.ArgumentTypeError("holds bytes that are not UTF-8 text; retype it") from None
    return name


def players_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        type=Path,
        metavar="PLAYERS.yaml",
        help="your register of players and their addresses: a list from an address it gives is that "
        "player's, and one that is no one's in it waits for you (event.unregistered)",
    )


def event_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--event", type=Path, metavar="EVENT.yaml", help="judge under this event's limit, options and rules"
    )
