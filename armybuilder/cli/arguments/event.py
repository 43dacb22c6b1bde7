"""`armybuilder event`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.options import army_name

SUMMARY = "Run a tournament: a starter event file, or the organiser's pack from an inbox of rosters."

EXAMPLES = """examples:
  armybuilder event new --system tank-attack --name "Drill Hall 2027" -o drill-hall.yaml
  armybuilder event pack drill-hall.yaml inbox/ -o pack/
  armybuilder event accept pack/lock.json "Ben Ortiz" "Erin Wu"
  armybuilder event accept pack/lock.json --all
  armybuilder event publish pack/lock.json -o lists.html
  armybuilder event publish pack/lock.json -o lists.md --format markdown   # for a forum post

`event pack` checks every list in the inbox (rosters, lists written as text, saved e-mail:
.eml and mbox) under the event and writes, into OUT/: summary.csv, lock.json,
notes/PLAYER.txt (a note for each player) and judges-pack.pdf (a cover table, then every
roster sheet). Give it the whole inbox so far each time. Each list gets a status from
when it was received: before the event's deadline (or, without one, the first pack) a
player's newest list is their entry, `locked` or `updated`, the older ones `superseded`; after
it a list waits in the lock as `late`, `changed` or `fixed` until `event accept` takes it in.
A locked player who sent nothing this time is `withdrawn`. Every rewrite of lock.json keeps
the one before as lock.json.bak.
exit status: 0 once the pack is written or the lists accepted (whatever the verdicts), 1 if it
  cannot be, 2 usage error"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", title="actions", required=True)
    new_event = actions.add_parser(
        "new",
        help="write a starter event file",
        description="Write a starter event file to edit.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    new_event.add_argument("--system", required=True, metavar="ID", help="the game system the event plays")
    new_event.add_argument(
        "--name", type=army_name, default="My event", help="the event's name (default: My event)"
    )
    new_event.add_argument(
        "-o", "--output", type=Path, required=True, metavar="EVENT.yaml", help="where to write it"
    )
    new_event.add_argument("--force", action="store_true", help="replace EVENT.yaml if it exists")
    pack = actions.add_parser(
        "pack",
        help="check an inbox under the event and write the organiser's pack",
        description="Check every roster under the event; write summary.csv, lock.json, "
        "notes/PLAYER.txt and judges-pack.pdf into OUT.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    pack.add_argument("event", type=Path, metavar="EVENT.yaml", help="the event file")
    pack.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="roster files, or folders of them")
    pack.add_argument("-o", "--output", type=Path, required=True, metavar="OUT", help="the folder to write")
    pack.add_argument(
        "--relock",
        action="store_true",
        help="accept every list waiting after the deadline (event accept --all)",
    )
    pack.add_argument(
        "--force", action="store_true", help="write into an OUT that holds files no pack wrote (left alone)"
    )
    pack.add_argument(
        "--template", metavar="NAME|FILE", help="the judges' pack layout (a4, letter, or a file)"
    )
    publish = actions.add_parser(
        "publish",
        help="write the locked lists as players see them, in one HTML or Markdown file",
        description="Write every list in LOCK.json as `show --format markdown` gives it, with its player, "
        "army, fingerprint, verdict and status and the event's name, in one self-contained file.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    publish.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    publish.add_argument(
        "-o", "--output", type=Path, required=True, metavar="LISTS.html", help="the file to write"
    )
    publish.add_argument(
        "--format", choices=("html", "markdown"), default="html", help="HTML (the default) or Markdown"
    )
    accept = actions.add_parser(
        "accept",
        help="make lists received after the deadline the players' entries in the lock",
        description="Make the list each PLAYER sent after the deadline (late, changed or fixed) their entry "
        "in LOCK.json, and print what changed; the lock it replaces is kept as LOCK.json.bak. Run "
        "`event pack` again to rewrite the notes and summary.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    accept.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    accept.add_argument(
        "players", nargs="*", metavar="PLAYER", help="players as named in the lock (case and accents ignored)"
    )
    accept.add_argument("--all", action="store_true", help="accept every list waiting in the lock")
    for sub in (new_event, pack, accept, publish):
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
