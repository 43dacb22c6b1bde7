"""`armybuilder event new --system ID -o EVENT.yaml`: a starter event file, every key explained."""

import argparse
from pathlib import Path

from armybuilder.cli.options import army_name

NAME = "new"

SUMMARY = "write a starter event file"

DESCRIPTION = "Write a starter event file to edit."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, metavar="ID", help="the game system the event plays")
    parser.add_argument(
        "--name", type=army_name, default="My event", help="the event's name (default: My event)"
    )
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="EVENT.yaml", help="where to write it"
    )
    parser.add_argument("--force", action="store_true", help="replace EVENT.yaml if it exists")


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.loading import loaded
    from armybuilder.events.event_file import starter
    from armybuilder.files.atomic import write_text
    from armybuilder.files.opening import output_path
    from armybuilder.terminal import printable

    loaded()
    catalog = system_catalog(catalog_set(args), args.system)
    out = output_path(args.output, force=args.force, what="yaml", stem="event")
    write_text(out, starter(catalog, args.name))
    print(printable(f"Wrote {args.output}: {args.name}, {catalog.name} {catalog.version}"))
    print(printable(f"Edit it, then: armybuilder check ROSTERS --event {out}"))
    return 0
