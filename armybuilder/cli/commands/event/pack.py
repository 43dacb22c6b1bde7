"""`armybuilder event pack EVENT.yaml PATH... -o OUT`: what the organiser is told of the pack
`events.pack` writes from an inbox."""

import argparse
from pathlib import Path

from armybuilder.cli.options import players_option

NAME = "pack"

SUMMARY = "check an inbox under the event and write the organiser's pack"

DESCRIPTION = (
    "Check every roster under the event; write summary.csv, lock.json, "
    "notes/PLAYER.txt and judges-pack.pdf into OUT."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("event", type=Path, metavar="EVENT.yaml", help="the event file")
    parser.add_argument(
        "paths", nargs="+", type=Path, metavar="PATH", help="roster files, or folders of them"
    )
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="OUT", help="the folder to write")
    parser.add_argument(
        "--relock",
        action="store_true",
        help="accept every list waiting after the deadline (event accept --all)",
    )
    parser.add_argument(
        "--force", action="store_true", help="write into an OUT that holds files no pack wrote (left alone)"
    )
    parser.add_argument(
        "--template", metavar="NAME|FILE", help="the judges' pack layout (a4, letter, or a file)"
    )
    players_option(parser)


def run(args: argparse.Namespace) -> int:
    import sys

    from armybuilder.cli.common import catalog_set, waiting_for
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.printing import unwritten
    from armybuilder.cli.progress import Progress
    from armybuilder.events.outputs import NOTES
    from armybuilder.events.pack import NothingToPack, lock_of, pack
    from armybuilder.present.custody import drafts_line, no_draft_line, run_lines, skipped_lines
    from armybuilder.present.packed import pack_lines
    from armybuilder.terminal import printable

    loaded()
    out = args.output
    lock_file = lock_of(args.paths, out)
    try:
        packed = pack(
            args.event,
            args.paths,
            out,
            catalog_set(args),
            relock=args.relock,
            force=args.force,
            template=args.template,
            players=args.players,
            progress=lambda total: Progress(total, "packing", start_at=1),
            waiting=waiting_for(lock_file),
        )
    except NothingToPack as nothing:
        for line in skipped_lines(nothing.skipped):
            print(printable(line), file=sys.stderr)
        raise
    for line in packed.notices:
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
        print(printable(drafts_line(packed.drafts, str(out / NOTES))))
    for checked, name in packed.undrafted:
        assert checked.sender is not None  # only a list that came by e-mail gets a draft
        line = no_draft_line(
            checked.source, checked.sender.unread, checked.sender.address, f"{out / NOTES / name}"
        )
        print(printable(line))
    run = packed.run
    for line in run_lines(
        run.status,
        run.lock,
        run.rejudged,
        run.accepted,
        str(lock_file),
        rewritten=packed.rewritten,
        first=packed.earlier is None,
        missing=run.missing,
    ):
        print(printable(line))
    return 0
