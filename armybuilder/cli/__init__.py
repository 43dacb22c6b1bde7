"""The `armybuilder` command line.

Each command lives in its own module, imported only when it runs, so `check` starts fast and
never loads the TUI or the PDF writer.
"""

import argparse
import contextlib
import gc
import importlib
import math
import os
import sys
from pathlib import Path
from typing import NoReturn

from armybuilder import __version__
from armybuilder.errors import InputError, UsageError
from armybuilder.terminal import printable

COMMANDS = {
    "edit": "Build and edit a roster in the terminal, checked as you go.",
    "serve": "Serve the editor to web browsers, for the rosters of one folder.",
    "check": "Check rosters against their game system's rules.",
    "show": "Print a roster as a player reads it.",
    "new": "Start a roster holding a system's required core.",
    "pdf": "Print a roster: its sheet, reference cards and a basing template.",
    "reference": "Print a system's quick-reference tables.",
    "catalogs": "List the game systems found, or describe one.",
    "lint": "Check a catalog file for mistakes.",
    "schema": "Print the JSON Schema for catalogs, rosters, events or print templates.",
    "event": "Run a tournament: a starter event file, or the organiser's pack from an inbox of rosters.",
    "verify": "Say whose locked list a roster or fingerprint is, at the table.",
    "import": "Make a roster file from a list written as text: a forum post, an e-mail, or Markdown.",
}

MODULES = {"import": "importing"}
"""Commands whose module has another name: `import` is a Python keyword."""

EXAMPLES = {
    "edit": """examples:
  armybuilder                                  start screen: a new roster, a file, or a recent one
  armybuilder edit wessex.yaml                 edit a roster file
  armybuilder edit --system tank-attack        start a new Tank Attack roster
  armybuilder edit --system tank-attack --name "3rd Wessex Rifles" wessex.yaml
                                               a new roster that saves to wessex.yaml
  armybuilder edit wessex.yaml --event drill-hall.yaml
                                               build under an event: its options are fixed

press ? in the editor for every key; ctrl+s saves (the old file is kept as .bak)""",
    "serve": """examples:
  armybuilder serve                            this folder's rosters, at http://localhost:8000/
  armybuilder serve lists/ --port 8080         another folder and port
  armybuilder serve lists/ --host 0.0.0.0      the local network too: open the printed address,
                                               token included, on a phone or tablet
  armybuilder serve lists/ --event drill-hall.yaml
                                               every tab builds under the event's rules

Each browser tab is an editor of its own; rosters are opened from and saved to FOLDER only.
Print and download hand the PDF and the roster to the browser. Any address but localhost needs
the access token: a new one each start, or --token / ARMYBUILDER_TOKEN. Not for the open
internet without a proxy (HTTPS, passwords) in front.""",
    "check": """examples:
  armybuilder check my-army.yaml
  armybuilder check lists/*.yaml --format json > report.json
  armybuilder check lists/ --limit 40
  armybuilder check inbox/ --event drill-hall.yaml --format csv > summary.csv
  armybuilder check my-army.yaml --fix   # mend misspelt ids with one close match; keeps a .bak

Folders are searched to the bottom for .yaml and .yml files; every other file is named on
stderr with the reason it was skipped. Across one run, the same player twice and one army
sent by two players are reported (errors under an event, warnings without one).

exit status: 0 every roster valid, 1 any roster not valid, 2 usage error""",
    "show": """examples:
  armybuilder show my-army.yaml
  armybuilder show my-army.yaml --format markdown   # to paste in a forum post or a chat
  armybuilder show my-army.yaml --event drill-hall.yaml   # as the organiser will judge it""",
    "new": """examples:
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" -o wessex.yaml
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" --player "A. Player" -o wessex.yaml
  armybuilder new --system tank-attack          (prints the roster instead)""",
    "pdf": """examples:
  armybuilder pdf wessex.yaml -o wessex.pdf
  armybuilder pdf wessex.yaml -o cards.pdf --only cards --template letter
  armybuilder pdf wessex.yaml -o bases.pdf --only basing   (print at 100 %, "actual size")
  armybuilder pdf wessex.yaml -o wessex.pdf --template my-layout.yaml
  armybuilder pdf wessex.yaml -o wessex.pdf --event drill-hall.yaml   the sheet as judged at the event

The sheet shows the verdict, every error, the units, totals, tracks and assumptions; an invalid
roster prints too. Templates: a4 (default), letter, or your own file (copy templates/a4.yaml).
SOURCE_DATE_EPOCH fixes the printed date and makes the file reproducible.""",
    "reference": """examples:
  armybuilder reference tank-attack -o tank-attack.pdf
  armybuilder reference tank-attack --roster wessex.yaml -o wessex-reference.pdf
  armybuilder reference tank-attack -o reference.pdf --template letter

With --roster, only the table rows that apply to the roster's element types are printed.""",
    "catalogs": """examples:
  armybuilder catalogs                 list the systems on the search path
  armybuilder catalogs tank-attack     element types, formations and options of one system

search path, later folders overriding earlier ones: the shipped catalogs, the user data
folder's catalogs/, the folders in ARMYBUILDER_CATALOGS, then --catalogs""",
    "lint": """examples:
  armybuilder lint my-house-rules.yaml
  armybuilder lint --catalogs ~/my-catalogs ~/my-catalogs/*.yaml""",
    "schema": """examples:
  armybuilder schema roster > roster.schema.json
  armybuilder schema catalog > catalog.schema.json
  armybuilder schema template > template.schema.json
  armybuilder schema event > event.schema.json""",
    "event": """examples:
  armybuilder event new --system tank-attack --name "Drill Hall 2027" -o drill-hall.yaml
  armybuilder event pack drill-hall.yaml inbox/ -o pack/
  armybuilder event pack drill-hall.yaml inbox/ -o pack/ --relock

`event pack` checks every roster under the event and writes, into OUT/: summary.csv,
lock.json (only the first time, or with --relock), notes/PLAYER.txt (a note for each player)
and judges-pack.pdf (a cover table, then every roster sheet). Run again on a later inbox, it
compares each list with the lock: a changed list is event.changed, a new player event.late.
exit status: 0 once the pack is written (whatever the verdicts), 1 if it cannot be, 2 usage error""",
    "verify": """examples:
  armybuilder verify pack/lock.json table-7.yaml
  armybuilder verify pack/lock.json 00b2-fc39-5699

For a roster that matches no locked list, it names the closest one and what differs.
exit status: 0 every roster or fingerprint matches a locked list, 1 otherwise, 2 usage error""",
    "import": """examples:
  armybuilder import list.txt -o wessex.yaml
  armybuilder import - --system tank-attack -o wessex.yaml   (paste the list, then ctrl+d)
  armybuilder import forum-post.md                           (prints the roster instead)
  armybuilder show wessex.yaml --format markdown | armybuilder import - -o copy.yaml

Entries as players write them: `2 x Tank`, `2x Tank`, `2 × Tank`, `Tank x2`, `2 Tanks` or
`Tank`, costs such as `(8 AP)` or `- 8pts` ignored. A heading, or indented lines, make a
formation; `★`, `(general)` or `General:` mark the general. The system comes from a heading
naming it, or --system. A name the catalog lacks is kept as an unknown entry, and every line
that is not an entry is named with its number: nothing is dropped silently.""",
}


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError("the limit must be a number more than 0")
    return int(value) if value.is_integer() else value


MAX_JOBS = 64
"""Workers `check --jobs` may start; more only wait on each other (and on open-file limits)."""


def _jobs(text: str) -> int:
    if not text.isdigit() or len(text) > 6 or not 1 <= int(text) <= MAX_JOBS:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from 1 to {MAX_JOBS}")
    return int(text)


def _army_name(text: str) -> str:
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


def at_terminal() -> bool:
    """Whether a person is at a terminal: keys come in on stdin, and Textual draws on stderr."""
    return sys.stdin.isatty() and sys.stderr.isatty()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="armybuilder",
        description="Build, check and print army lists for historical miniature wargames.",
        epilog="Run `armybuilder COMMAND --help` for a command's options and examples.",
    )
    parser.add_argument("--version", action="version", version=f"armybuilder {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")

    def command(name: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(
            name,
            help=COMMANDS[name],
            description=COMMANDS[name],
            epilog=EXAMPLES[name],
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        sub.add_argument(
            "--catalogs", action="append", type=Path, metavar="DIR", help="also search DIR for catalogs"
        )
        return sub

    edit = command("edit")
    edit.add_argument("file", nargs="?", type=Path, metavar="FILE", help="a roster file")
    edit.add_argument("--system", metavar="ID", help="start a new roster for this game system")
    edit.add_argument(
        "--name", type=_army_name, default="New army", help="the new roster's name (default: New army)"
    )
    _event_option(edit)

    serve = command("serve")
    serve.add_argument(
        "folder",
        nargs="?",
        type=Path,
        default=Path("."),
        metavar="FOLDER",
        help="the rosters' folder (default .)",
    )
    serve.add_argument("--host", default="localhost", help="the address to listen on (default localhost)")
    serve.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")
    serve.add_argument("--token", help="the access token (default: $ARMYBUILDER_TOKEN, or a new one)")
    _event_option(serve)

    check = command("check")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE", help="roster files, or folders of them")
    check.add_argument(
        "--format", choices=["text", "json", "csv"], default="text", help="output format (default text)"
    )
    check.add_argument("--limit", type=_positive, metavar="N", help="check against this limit instead")
    _event_option(check)
    check.add_argument(
        "--jobs",
        type=_jobs,
        metavar="N",
        help="check N files at a time (default: one per CPU for 100 files or more)",
    )
    check.add_argument(
        "--fix",
        action="store_true",
        help="first mend what is unambiguous (a misspelt id with one close match), keeping FILE.bak",
    )

    show = command("show")
    show.add_argument("file", type=Path, metavar="FILE", help="a roster file")
    show.add_argument(
        "--format",
        choices=["text", "markdown"],
        default="text",
        help="text for the terminal (default), or Markdown to share the list",
    )
    _event_option(show)

    new = command("new")
    new.add_argument("--system", required=True, metavar="ID", help="the game system's catalog id")
    new.add_argument(
        "--name", type=_army_name, default="New army", help="the army's name (default: New army)"
    )
    new.add_argument(
        "--player", type=_army_name, metavar="NAME", help="your name, as an event's organiser will see it"
    )
    new.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here instead of printing")
    new.add_argument("--force", action="store_true", help="replace FILE if it exists")

    pdf = command("pdf")
    pdf.add_argument("file", type=Path, metavar="ROSTER", help="a roster file")
    pdf.add_argument("-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write")
    pdf.add_argument("--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file")
    pdf.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")
    pdf.add_argument(
        "--only",
        action="append",
        choices=["roster", "cards", "basing"],
        help="print only this part (repeat for more); default all three",
    )
    _event_option(pdf)

    reference = command("reference")
    reference.add_argument("system", metavar="SYSTEM", help="the game system's catalog id")
    reference.add_argument("--roster", type=Path, metavar="ROSTER", help="only the rows for this roster")
    reference.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    reference.add_argument(
        "--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file"
    )
    reference.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")

    catalogs = command("catalogs")
    catalogs.add_argument("system", nargs="?", metavar="ID", help="describe this system")

    lint = command("lint")
    lint.add_argument("files", nargs="+", type=Path, metavar="CATALOG", help="catalog files")

    schema = command("schema")
    schema.add_argument("kind", choices=["catalog", "roster", "event", "template"], help="which schema")

    event = command("event")
    actions = event.add_subparsers(dest="action", metavar="ACTION", title="actions", required=True)
    new_event = actions.add_parser(
        "new",
        help="write a starter event file",
        description="Write a starter event file to edit.",
        epilog=EXAMPLES["event"],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    new_event.add_argument("--system", required=True, metavar="ID", help="the game system the event plays")
    new_event.add_argument(
        "--name", type=_army_name, default="My event", help="the event's name (default: My event)"
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
        epilog=EXAMPLES["event"],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    pack.add_argument("event", type=Path, metavar="EVENT.yaml", help="the event file")
    pack.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="roster files, or folders of them")
    pack.add_argument("-o", "--output", type=Path, required=True, metavar="OUT", help="the folder to write")
    pack.add_argument("--relock", action="store_true", help="lock these lists, replacing OUT/lock.json")
    pack.add_argument(
        "--template", metavar="NAME|FILE", help="the judges' pack layout (a4, letter, or a file)"
    )
    for sub in (new_event, pack):
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

    verify = command("verify")
    verify.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock `event pack` wrote")
    verify.add_argument(
        "items", nargs="+", metavar="ROSTER|FINGERPRINT", help="roster files, or fingerprints as printed"
    )

    from armybuilder.cli import importing  # its arguments live with it; it imports nothing heavy at the top

    importing.arguments(command("import"))
    return parser


def _event_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--event", type=Path, metavar="EVENT.yaml", help="judge under this event's limit, options and rules"
    )


def console() -> NoReturn:
    """The `armybuilder` program: `main`, then out. When the command has finished and no other
    thread runs, its output is flushed and the process ends at once: the interpreter's teardown,
    freeing every loaded object one by one, would add 15 ms or more to every command."""
    import threading  # loaded by then wherever threads were used

    status = main()
    if threading.active_count() > 1:  # an editor's helper thread, say: let it finish as usual
        sys.exit(status)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)


def main(argv: list[str] | None = None) -> int:
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:  # started with the stream closed (`>&-`): say nothing there
            setattr(sys, name, open(os.devnull, "w"))  # noqa: SIM115 - open until the process ends
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="replace")  # a console that lacks ★ or × still gets the rest
    parser = build_parser()
    args = parser.parse_args(argv)
    for folder in getattr(args, "catalogs", None) or []:
        if not folder.is_dir():
            parser.error(printable(f"--catalogs {folder}: no such folder"))
    if args.command is None:
        if not at_terminal():
            parser.print_help()
            return 0
        args = parser.parse_args(["edit"])  # a person at a terminal gets the start screen
    try:
        module = importlib.import_module(f"armybuilder.cli.{MODULES.get(args.command, args.command)}")
        # Everything imported so far lives until exit; keep the collector from walking it again
        # and again while thousands of rosters are checked.
        gc.freeze()
        status = int(module.run(args))
        sys.stdout.flush()  # a full disk or closed pipe is reported here, not at exit
        return status
    except InputError as error:
        print("\n".join(error.lines()), file=sys.stderr)
        return 1
    except UsageError as error:
        print(f"armybuilder {args.command}: {printable(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 1
    except OSError as error:
        where = f" {error.filename}" if error.filename else ""
        print(
            printable(f"armybuilder {args.command}: cannot use{where}: {error.strerror or error}"),
            file=sys.stderr,
        )
        return 1
    except Exception as error:  # a bug: say so briefly, with the details on request
        if os.environ.get("ARMYBUILDER_DEBUG"):
            raise
        print(
            f"armybuilder {args.command}: unexpected error ({type(error).__name__}: {printable(str(error))}).\n"
            "This is a bug in armybuilder; run again with ARMYBUILDER_DEBUG=1 for the details and report them.",
            file=sys.stderr,
        )
        return 1
