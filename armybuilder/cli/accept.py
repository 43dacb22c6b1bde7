"""`armybuilder event accept LOCK.json PLAYER... [--all]`: the organiser takes in lists received
after the deadline, player by player; the lock it replaces is kept as `lock.json.bak`. It reads,
decides and writes under the lock's file lock, so a pack running at once never undoes it."""

import argparse

from armybuilder.cli.common import lock_writing
from armybuilder.engine.compare import same_player
from armybuilder.engine.lock import Accepted, UnknownPlayer, accept, name_of
from armybuilder.errors import UsageError
from armybuilder.events.lock_file import read_lock, write_lock
from armybuilder.present.custody import accept_outcome, accepted_line, nothing_waits, unknown_player
from armybuilder.printing.source_date import current_time
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
    if not args.players and not args.all:
        raise UsageError("name the players whose lists to accept, or give --all")
    if args.players and args.all:
        raise UsageError("give the players' names or --all, not both")
    read_lock(args.lock)  # a file that is no lock is named before anything is locked beside it
    with lock_writing(args.lock):  # read again under the lock: a pack may have written it since
        lock = read_lock(args.lock)
        waiting = [name_of(player) for player in lock.players if player.pending]
        try:
            new, accepted = accept(lock, args.players, current_time(), every=args.all)
        except UnknownPlayer as unknown:
            raise UsageError(
                unknown_player(str(args.lock), unknown.player, unknown.closest, waiting)
            ) from None
        for name in args.players:
            if not any(same_player(one.player) == same_player(name) for one in accepted):
                print(printable(nothing_waits(name)))
        if not accepted:
            print(printable(accept_outcome(str(args.lock), False, bool(waiting))))
            return 0
        write_lock(new, args.lock)
    print_accepted(accepted)
    print(printable(accept_outcome(str(args.lock), True, bool(waiting))))
    return 0


def print_accepted(accepted: list[Accepted]) -> None:
    """Each list taken in, and what changed from the entry it replaced."""
    for one in accepted:
        print(printable(accepted_line(one)))
        for line in one.changes():
            print(printable(f"    {line}"))
