"""`armybuilder event accept LOCK.json PLAYER... [--all]`, or `--as PLAYER PART`: what the
organiser took in, and what became of the lock (`events.accept` takes the lists in)."""

import argparse
from pathlib import Path

NAME = "accept"

SUMMARY = "make lists received after the deadline the players' entries in the lock, or name a list's player"

DESCRIPTION = (
    "Make the list each PLAYER sent after the deadline (late, changed or fixed) their entry "
    "in LOCK.json, and print what changed; or, with --as, name the player of a list the pack "
    "could give no one (a file whose name fits several players, or a list from an address the "
    "register lacks); a name near no player's there names a new player. The lock it replaces is kept "
    "as LOCK.json.bak. Run `event pack` again to rewrite the notes and summary. A PLAYER is "
    "named by their id in the lock (p3), an address, or a name; a name several players share "
    "is refused, with each of them listed."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    parser.add_argument(
        "players",
        nargs="*",
        metavar="PLAYER",
        help="players by id, address or name (case and accents ignored where one player fits)",
    )
    parser.add_argument("--all", action="store_true", help="accept every list waiting in the lock")
    parser.add_argument(
        "--as",
        dest="assign",
        nargs=2,
        metavar=("PLAYER", "PART"),
        help="give the list PART (its file, or its label in the pack's output) to PLAYER",
    )


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import waiting_for
    from armybuilder.cli.loading import loaded
    from armybuilder.errors import UsageError
    from armybuilder.events.accept import accept_lists, assign_list
    from armybuilder.present.custody import (
        accept_outcome,
        accepted_lines,
        assigned_lines,
        nothing_waits,
        unassigned_lines,
    )
    from armybuilder.terminal import printable

    loaded()
    if args.assign is not None:
        if args.players or args.all:
            raise UsageError("give --as PLAYER PART alone, without other players or --all")
        player, part = args.assign
        given = assign_list(args.lock, player, part, waiting=waiting_for(args.lock))
        for line in (*assigned_lines(given), accept_outcome(str(args.lock), True, True)):
            print(printable(line))
        return 0
    if not args.players and not args.all:
        raise UsageError("name the players whose lists to accept, or give --all")
    if args.players and args.all:
        raise UsageError("give the players' names or --all, not both")
    done = accept_lists(args.lock, args.players, every=args.all, waiting=waiting_for(args.lock))
    for name in done.nothing_waits:
        print(printable(nothing_waits(name)))
    for line in unassigned_lines(done.unassigned, str(args.lock)) if args.all else ():
        print(printable(line))
    if not done.accepted:
        print(printable(accept_outcome(str(args.lock), False, done.waited)))
        return 0
    for line in (*accepted_lines(done.accepted), accept_outcome(str(args.lock), True, done.waited)):
        print(printable(line))
    return 0
