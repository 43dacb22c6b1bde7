"""`armybuilder event accept LOCK.json PLAYER... [--all]`: what the organiser took in, and what
became of the lock (`events.accept` takes the lists in)."""

import argparse

from armybuilder.cli.common import waiting_for
from armybuilder.errors import UsageError
from armybuilder.events.accept import accept_lists
from armybuilder.present.custody import accept_outcome, accepted_lines, nothing_waits
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
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
