"""`armybuilder event publish LOCK.json -o LISTS.html`: what the organiser is told of the page
`events.publish` writes."""

import argparse
from pathlib import Path

NAME = "publish"

SUMMARY = "write the locked lists as players see them, in one HTML or Markdown file"

DESCRIPTION = (
    "Write every list in LOCK.json as `show --format markdown` gives it, with its player, "
    "army, fingerprint, verdict and status and the event's name, in one self-contained file: "
    "Markdown where its name ends in .md or .markdown, else HTML, unless --format says. It "
    "replaces a page it wrote before, and no other file unless --force."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lock", type=Path, metavar="LOCK.json", help="the lock an event pack wrote")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="LISTS.html", help="the file to write"
    )
    parser.add_argument(
        "--format",
        choices=("html", "markdown"),
        help="HTML or Markdown (by default, the one the file's ending names: .md or .markdown, else HTML)",
    )
    parser.add_argument(
        "--force", action="store_true", help="replace LISTS.html even if it is not a page publish wrote"
    )


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import catalog_set
    from armybuilder.cli.loading import loaded
    from armybuilder.engine.words import counted
    from armybuilder.events.publish import publish
    from armybuilder.terminal import printable

    loaded()
    event, lists = publish(args.lock, args.output, catalog_set(args), form=args.format, force=args.force)
    print(printable(f"Wrote {args.output}: {counted(lists, 'list')} of {event}"))
    return 0
