"""`armybuilder show FILE`: the roster as a player reads it, with everything the engine worked out."""

import argparse
import sys
from pathlib import Path

from armybuilder.cli.options import event_option

NAME = "show"

SUMMARY = "Print a roster as a player reads it."

EXAMPLES = """examples:
  armybuilder show my-army.yaml
  armybuilder show my-army.yaml --format markdown   # to paste in a forum post or a chat
  armybuilder show my-army.yaml --event drill-hall.yaml   # as the organiser will judge it"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE", help="a roster file")
    parser.add_argument(
        "--format",
        choices=["text", "markdown"],
        default="text",
        help="text for the terminal (default), or Markdown to share the list",
    )
    event_option(parser)


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.checked import check_file
    from armybuilder.cli.common import catalog_set, event_of
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.roster_text import render
    from armybuilder.cli.style import Style
    from armybuilder.files.text import read_source
    from armybuilder.present.checked import write_checked, write_problems
    from armybuilder.terminal import printable, printable_copy

    loaded()
    catalogs = catalog_set(args)
    # A file that cannot be read is an error naming it, not a roster judged NOT VALID.
    source = read_source(args.file)
    checked = check_file(args.file, catalogs, event=event_of(args, catalogs), source=source)
    style = Style(sys.stdout)
    report = checked.report
    if report is None:
        write_checked(checked, style, sys.stdout)
        return 1
    if args.format == "markdown":
        from armybuilder.present.markdown import markdown

        sys.stdout.write(printable(markdown(report), lines=True))
        return 0 if report.valid else 1
    print("\n".join(render(printable_copy(report), catalogs.get(report.system), style)))
    if report.problems:
        print(f"\n{style('Problems:', 'bold')}")
        write_problems(checked, style, sys.stdout)
    return 0 if report.valid else 1
