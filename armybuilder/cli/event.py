"""`armybuilder event new|pack`: a starter event file, and what the organiser is told of the pack
`events.pack` writes from an inbox."""

import argparse
import sys

from armybuilder.cli.common import catalog_set, system_catalog, waiting_for
from armybuilder.cli.printing import unwritten
from armybuilder.cli.progress import Progress
from armybuilder.events.event_file import starter
from armybuilder.events.outputs import NOTES
from armybuilder.events.pack import NothingToPack, pack
from armybuilder.files.atomic import write_text
from armybuilder.files.opening import output_path
from armybuilder.present.custody import run_lines, skipped_lines
from armybuilder.present.packed import drafted_line, pack_lines
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
    if args.action == "publish":
        from armybuilder.cli.publish import publish

        return publish(args)
    return new(args) if args.action == "new" else pack_inbox(args)


def new(args: argparse.Namespace) -> int:
    catalog = system_catalog(catalog_set(args), args.system)
    out = output_path(args.output, force=args.force, what="yaml", stem="event")
    write_text(out, starter(catalog, args.name))
    print(printable(f"Wrote {args.output}: {args.name}, {catalog.name} {catalog.version}"))
    print(printable(f"Edit it, then: armybuilder check ROSTERS --event {out}"))
    return 0


def pack_inbox(args: argparse.Namespace) -> int:
    out = args.output
    lock_file = out / "lock.json"
    try:
        packed = pack(
            args.event,
            args.paths,
            out,
            catalog_set(args),
            relock=args.relock,
            force=args.force,
            template=args.template,
            progress=lambda total: Progress(total, "packing", start_at=1),
            waiting=waiting_for(lock_file),
        )
    except NothingToPack as nothing:
        for line in skipped_lines(nothing.skipped):
            print(printable(line), file=sys.stderr)
        raise
    for line in packed.left_alone:
        print(printable(f"armybuilder: {line}"), file=sys.stderr)
    if packed.pages is None:
        assert packed.unprinted is not None
        print(unwritten(out / "judges-pack.pdf", packed.unprinted), file=sys.stderr)
        return 1
    for line in pack_lines(
        packed.event.name,
        packed.checks,
        packed.run.status,
        [(skip.source, skip.reason) for skip in packed.skipped],
        [given.line for given in packed.messages],
        out,
        packed.notes,
        packed.pages,
    ):
        print(printable(line))
    if packed.drafts:
        print(printable(drafted_line(packed.drafts, out / NOTES)))
    run = packed.run
    for line in run_lines(
        run.status,
        run.lock,
        run.rejudged,
        run.accepted,
        str(lock_file),
        rewritten=packed.rewritten,
        first=packed.earlier is None,
    ):
        print(printable(line))
    return 0
