"""`armybuilder event ACTION`: the organiser's command, one module per action (`new`, `pack`,
`publish`, `accept`, `withdraw`, `serve`), named by `actions()` in the order `--help` lists them. Each holds its NAME,
SUMMARY, DESCRIPTION, `add_arguments(parser)` and `run(args)`, which loads its work only when it
runs: `event accept` loads no PDF writer. The action modules load only where `event`'s arguments
are built (for `event`, or every command's help), so no other command starts slower for them."""

import argparse
from pathlib import Path
from typing import Protocol

NAME = "event"

SUMMARY = "Run a tournament: a starter event file, or the organiser's pack from an inbox of rosters."

EXAMPLES = """examples:
  armybuilder event new --system tank-attack --name "Drill Hall 2027" -o drill-hall.yaml
  armybuilder event pack drill-hall.yaml inbox/ -o pack/
  armybuilder event pack drill-hall.yaml inbox/ -o pack/ --players players.yaml   # your register
  armybuilder event accept pack/lock.json "Ben Ortiz" "Erin Wu"
  armybuilder event accept pack/lock.json --all
  armybuilder event accept pack/lock.json --as p4 inbox/usb/jose.yaml
  armybuilder event withdraw pack/lock.json "Dan Wu"
  armybuilder event withdraw pack/lock.json p7 --undo
  armybuilder event publish pack/lock.json -o lists.html
  armybuilder event publish pack/lock.json -o lists.md   # Markdown, for a forum post
  armybuilder event serve drill-hall.yaml                 # players hand in on a web page

`event pack` checks every list in the inbox (rosters, lists written as text, saved e-mail:
.eml and mbox) under the event and writes, into OUT/: summary.csv, lock.json,
notes/PLAYER.txt (a note for each player) and judges-pack.pdf (a cover table, then every
roster sheet). Give it the whole inbox so far each time. Each list gets a status from
when it was received: before the event's deadline (or, without one, the first pack) a
player's newest list is their entry, `locked` or `updated`, the older ones `superseded`; after
it a list waits in the lock as `late`, `changed` or `fixed` until `event accept` takes it in.
A locked player who sent nothing this time keeps the entry (event.missing); only `event
withdraw` withdraws a player. Whose a list is
goes by the address it came from: lists whose names are alike but come from different
addresses (or none) are different players (event.similar-players); a file whose name fits
several players is no one's (event.ambiguous-player) until `event accept --as` names its
player. Every rewrite of lock.json keeps the one before as lock.json.bak.
exit status: 0 once the pack is written or the lists accepted (whatever the verdicts), 1 if it
  cannot be, 2 usage error"""


class Action(Protocol):
    """An action of `armybuilder event`: a module of this package."""

    NAME: str
    SUMMARY: str
    DESCRIPTION: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...
    def run(self, args: argparse.Namespace) -> int: ...


def actions() -> tuple[Action, ...]:
    """The actions, in the order `--help` lists them."""
    from armybuilder.cli.commands.event import accept, new, pack, publish, serve, withdraw

    return (new, pack, publish, accept, withdraw, serve)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parsers = parser.add_subparsers(dest="action", metavar="ACTION", title="actions", required=True)
    for action in actions():
        sub = parsers.add_parser(
            action.NAME,
            help=action.SUMMARY,
            description=action.DESCRIPTION,
            epilog=EXAMPLES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        action.add_arguments(sub)
        # Either side of the action: without SUPPRESS, the action's default would wipe out an
        # `event --catalogs DIR` given before it.
        sub.add_argument(
            "--catalogs",
            action="append",
            type=Path,
            metavar="DIR",
            default=argparse.SUPPRESS,
            help="also search DIR for catalogs",
        )


def run(args: argparse.Namespace) -> int:
    action = next(action for action in actions() if args.action == action.NAME)
    return action.run(args)
