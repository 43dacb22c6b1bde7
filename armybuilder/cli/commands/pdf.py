"""`armybuilder pdf ROSTER -o OUT.pdf`: the roster sheet, reference cards and basing template."""

import argparse
import sys
from pathlib import Path

from armybuilder.cli.options import event_option

NAME = "pdf"

SUMMARY = "Print a roster: its sheet, reference cards and a basing template."

EXAMPLES = """examples:
  armybuilder pdf wessex.yaml -o wessex.pdf
  armybuilder pdf wessex.yaml -o cards.pdf --only cards --template letter
  armybuilder pdf wessex.yaml -o bases.pdf --only basing   (print at 100 %, "actual size")
  armybuilder pdf wessex.yaml -o wessex.pdf --template my-layout.yaml
  armybuilder pdf wessex.yaml -o wessex.pdf --event drill-hall.yaml   the sheet as judged at the event

The sheet shows the verdict, every error, the units, totals, tracks and assumptions; an invalid
roster prints too. Templates: a4 (default), letter, or your own file (copy templates/a4.yaml).
SOURCE_DATE_EPOCH fixes the printed date and makes the file reproducible."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="ROSTER", help="a roster file")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT.pdf", help="the PDF to write"
    )
    parser.add_argument(
        "--template", metavar="NAME|FILE", help="a shipped layout (a4, letter) or your own file"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.pdf if it exists")
    parser.add_argument(
        "--only",
        action="append",
        choices=["roster", "cards", "basing"],
        help="print only this part (repeat for more); default all three",
    )
    event_option(parser)


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.checked import check_file
    from armybuilder.cli.common import catalog_set, event_of
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.printing import output_file, written
    from armybuilder.cli.style import Style
    from armybuilder.files.templates import load_template
    from armybuilder.files.text import read_source
    from armybuilder.pdf import PARTS, write_pdf
    from armybuilder.present.checked import write_checked
    from armybuilder.present.printed import wrote_sheet
    from armybuilder.present.sheet import sheet_of
    from armybuilder.printing.source_date import printing_date
    from armybuilder.terminal import printable

    loaded()
    out = output_file(args.output, force=args.force, keep=args.file)
    layout = load_template(args.template)
    catalogs = catalog_set(args)
    # A file that cannot be read is an error naming it, not a roster judged NOT VALID.
    source = read_source(args.file)
    checked = check_file(args.file, catalogs, event=event_of(args, catalogs), source=source)
    report = checked.report
    if report is None:
        write_checked(checked, Style(sys.stderr), sys.stderr)
        return 1
    catalog = catalogs.get(report.system)
    parts = [part for part in PARTS if part in (args.only or PARTS)]
    printed, reproducible = printing_date()
    made = written(
        out,
        lambda: write_pdf(sheet_of(report, catalog, printed, parts), layout, out, reproducible=reproducible),
    )
    if made is None:
        return 1
    print(printable(wrote_sheet(str(out), made.pages, made.parts, layout.name, report)))
    return 0
