"""`armybuilder event withdraw LOCK.json PLAYER... [--undo]`: what the organiser recorded
(`events.withdraw` records it)."""

import argparse
from pathlib import Path

NAME = "withdraw"

SUMMARY = "record that players withdrew from the event, or take them back (--undo)"

DESCRIPTION = (
    "Record in LOCK.json, with the time, that each PLAYER withdrew: their entry is kept and is "
    "not played (verify clears none of their lists; publish leaves them out; the judges' pack "
    "names them on its cover only), and a list they send later waits. Only this withdraws a "
    "player: one whose list is missing from the inbox keeps their entry. --undo takes them back: "
    "the newest of their lists received before the deadline is their entry. A PLAYER is named by "
    "their id in the lock (p3), an address, or a name; a name several players share is refused, "
    "each of them listed. The lock it replaces is kept as LOCK.json.bak; run `event pack` again to "
    "rewrite the notes, summary and judges' pack."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    parser.add_argument("players", nargs="+", metavar="PLAYER", help="players by id, address or name")
    parser.add_argument("--undo", action="store_true", help="take the players back instead")


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import waiting_for
    from armybuilder.cli.loading import loaded
    from armybuilder.events.withdraw import withdraw_players
    from armybuilder.present.custody import lock_outcome, withdrawal_line
    from armybuilder.terminal import printable

    loaded()
    done = withdraw_players(args.lock, args.players, undo=args.undo, waiting=waiting_for(args.lock))
    for one in done:
        print(printable(withdrawal_line(one, undo=args.undo)))
    if any(one.done for one in done):
        print(
            printable(
                f"{lock_outcome(str(args.lock), True, False)}. Pack again to rewrite the notes and summary."
            )
        )
    else:
        print(printable(lock_outcome(str(args.lock), False, False)))
    return 0
