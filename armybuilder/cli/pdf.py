"""`armybuilder pdf ROSTER -o OUT.pdf`: the roster sheet, reference cards and basing template."""

import argparse
import sys

from armybuilder.checking.checked import check_file
from armybuilder.cli.common import catalog_set, event_of
from armybuilder.cli.formatters import write_checked
from armybuilder.cli.printing import output_file, printing_date, template, written
from armybuilder.cli.style import Style
from armybuilder.files.text import read_source
from armybuilder.pdf import PARTS, write_pdf
from armybuilder.present.printed import wrote_sheet
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
    out = output_file(args.output, force=args.force, keep=args.file)
    layout = template(args.template)
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
        lambda: write_pdf(report, catalog, layout, parts, out, printed=printed, reproducible=reproducible),
    )
    if made is None:
        return 1
    print(printable(wrote_sheet(str(out), made.pages, made.parts, layout.name, report)))
    return 0
