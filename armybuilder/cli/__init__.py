"""The `armybuilder` command line.

Each command lives in its own module, imported only when it runs, so `check` starts fast and
never loads the TUI or the PDF writer.
"""

import argparse
import gc
import importlib
import sys
from pathlib import Path

from armybuilder import __version__
from armybuilder.errors import InputError, UsageError

COMMANDS = {
    "edit": "Build and edit a roster in the terminal, checked as you go.",
    "check": "Check rosters against their game system's rules.",
    "show": "Print a roster as a player reads it.",
    "new": "Start a roster holding a system's required core.",
    "catalogs": "List the game systems found, or describe one.",
    "lint": "Check a catalog file for mistakes.",
    "schema": "Print the JSON Schema for catalogs or rosters.",
}

EXAMPLES = {
    "edit": """examples:
  armybuilder                                  start screen: a new roster, a file, or a recent one
  armybuilder edit wessex.yaml                 edit a roster file
  armybuilder edit --system tank-attack        start a new Tank Attack roster
  armybuilder edit --system tank-attack --name "3rd Wessex Rifles" wessex.yaml
                                               a new roster that saves to wessex.yaml

press ? in the editor for every key; ctrl+s saves (the old file is kept as .bak)""",
    "check": """examples:
  armybuilder check my-army.yaml
  armybuilder check lists/*.yaml --format json > report.json
  armybuilder check lists/ --limit 40

exit status: 0 every roster valid, 1 any roster not valid, 2 usage error""",
    "show": """examples:
  armybuilder show my-army.yaml""",
    "new": """examples:
  armybuilder new --system tank-attack --name "3rd Wessex Rifles" -o wessex.yaml
  armybuilder new --system tank-attack          (prints the roster instead)""",
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
  armybuilder schema catalog > catalog.schema.json""",
}


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("the limit must be more than 0")
    return int(value) if value.is_integer() else value


def _count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of 1 or more")
    return int(text)


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
    edit.add_argument("--name", default="New army", help="the new roster's name (default: New army)")

    check = command("check")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE", help="roster files, or folders of them")
    check.add_argument(
        "--format", choices=["text", "json"], default="text", help="output format (default text)"
    )
    check.add_argument("--limit", type=_positive, metavar="N", help="check against this limit instead")
    check.add_argument(
        "--jobs",
        type=_count,
        metavar="N",
        help="check N files at a time (default: one per CPU for 100 files or more)",
    )

    show = command("show")
    show.add_argument("file", type=Path, metavar="FILE", help="a roster file")

    new = command("new")
    new.add_argument("--system", required=True, metavar="ID", help="the game system's catalog id")
    new.add_argument("--name", default="New army", help="the army's name (default: New army)")
    new.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here instead of printing")
    new.add_argument("--force", action="store_true", help="replace FILE if it exists")

    catalogs = command("catalogs")
    catalogs.add_argument("system", nargs="?", metavar="ID", help="describe this system")

    lint = command("lint")
    lint.add_argument("files", nargs="+", type=Path, metavar="CATALOG", help="catalog files")

    schema = command("schema")
    schema.add_argument("kind", choices=["catalog", "roster"], help="which schema")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        if not at_terminal():
            parser.print_help()
            return 0
        args = parser.parse_args(["edit"])  # a person at a terminal gets the start screen
    try:
        module = importlib.import_module(f"armybuilder.cli.{args.command}")
        # Everything imported so far lives until exit; keep the collector from walking it again
        # and again while thousands of rosters are checked.
        gc.freeze()
        return int(module.run(args))
    except InputError as error:
        print("\n".join(error.lines()), file=sys.stderr)
        return 1
    except UsageError as error:
        print(f"armybuilder {args.command}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 1
