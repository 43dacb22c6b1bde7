"""`armybuilder event publish`: what the organiser is told of the page `events.publish` writes."""

import argparse

from armybuilder.cli.common import catalog_set
from armybuilder.events.publish import publish as publish_page
from armybuilder.terminal import printable
from armybuilder.words import counted


def publish(args: argparse.Namespace) -> int:
    event, lists = publish_page(args.lock, args.output, catalog_set(args), markdown=args.format == "markdown")
    print(printable(f"Wrote {args.output}: {counted(lists, 'list')} of {event}"))
    return 0
