"""`armybuilder event accept LOCK.json PLAYER... [--all]`: what the organiser took in, and what
became of the lock (`events.accept` takes the lists in)."""

import argparse
from pathlib import Path

NAME = "accept"

SUMMARY = "make lists received after the deadline the players' entries in the lock"

DESCRIPTION = (
    "Make the list each PLAYER sent after the deadline (late, changed or fixed) their entry "
    "in LOCK.json, and print what changed; the lock it replaces is kept as LOCK.json.bak. Run "
    "`event pack` again to rewrite the notes and summary."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    parser.add_argument(
        "players", nargs="*", metavar="PLAYER", help="players as named in the lock (case and accents ignored)"
    )
    parser.add_argument("--all", action="store_true", help="accept every list waiting in the lock")


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import waiting_for
    from armybuilder.cli.loading import loaded
    from armybuilder.errors import UsageError
    from armybuilder.events.accept import accept_lists
    from armybuilder.present.custody import accept_outcome, accepted_lines, nothing_waits
    from armybuilder.terminal import printable

    loaded()
    if not args.players and not args.all:
        raise UsageError("name the players whose lists to accept, or give --all")
    if args.players and args.all:
        raise UsageError("give the players' names or --all, not both")
    done = accept_lists(args.lock, args.players, every=args.all, waiting=waiting_for(args.lock))
    for name in done.nothing_waits:
        print(printable(nothing_waits(name)))
    if not done.accepted:
        print(printable(accept_outcome(str(args.lock), False, done.waited)))
        return 0
    for line in (*accepted_lines(done.accepted), accept_outcome(str(args.lock), True, done.waited)):
        print(printable(line))
    return 0
