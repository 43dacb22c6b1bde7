"""`armybuilder reference SYSTEM -o OUT.pdf`: the system's quick-reference tables."""

import argparse
import sys

from armybuilder.checking.checked import check_file
from armybuilder.cli.common import catalog_set, system_catalog
from armybuilder.cli.formatters import write_checked
from armybuilder.cli.printing import output_file, printing_date, template, written
from armybuilder.cli.style import Style
from armybuilder.errors import UsageError
from armybuilder.pdf import write_reference
from armybuilder.present.printed import wrote_reference
from armybuilder.terminal import printable


def run(args: argparse.Namespace) -> int:
    out = output_file(args.output, force=args.force, keep=args.roster)
    layout = template(args.template)
    catalogs = catalog_set(args)
    catalog = system_catalog(catalogs, args.system)
    report = None
    if args.roster is not None:
        checked = check_file(args.roster, catalogs)
        if checked.report is None:
            write_checked(checked, Style(sys.stderr), sys.stderr)
            return 1
        report = checked.report
        if report.system != catalog.id:
            raise UsageError(f"{args.roster} is a {report.system} roster, not {catalog.id}")
    _, reproducible = printing_date()
    pages = written(
        out, lambda: write_reference(catalog, layout, out, report=report, reproducible=reproducible)
    )
    if pages is None:
        return 1
    rules = f"{catalog.name} {catalog.version}"
    print(printable(wrote_reference(str(out), pages, rules, layout.name, report.name if report else None)))
    return 0
