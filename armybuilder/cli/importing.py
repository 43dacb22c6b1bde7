"""`armybuilder import FILE|-`: a list written as text (a forum post, an e-mail, the Markdown of
`show`) made into a roster file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what the command needs loads inside run, so the rest of the CLI stays light
    from armybuilder.engine import Report
    from armybuilder.files.text import Source
    from armybuilder.schema.catalog import Catalog
    from armybuilder.textlist.reader import TextList

STDIN = "-"


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.lists import read_list
    from armybuilder.checking.rosters import dump_roster, save_roster
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.engine import evaluate
    from armybuilder.files.opening import output_path
    from armybuilder.terminal import json_safe, printable
    from armybuilder.words import counted

    catalogs = catalog_set(args)
    if args.system is not None:
        system_catalog(catalogs, args.system)  # an unknown id is a usage error, with the known ones
    output = output_path(args.output, force=args.force, what="yaml") if args.output else None
    listed = read_list(args.file, _source(args.file), catalogs, args.system)
    catalog = catalogs.get(listed.roster.system)
    report = evaluate(listed.roster, catalog)
    shown = "stdin" if str(args.file) == STDIN else str(args.file)
    report_to = sys.stderr if output is None else sys.stdout  # never into the roster printed
    for line in _read_lines(listed.listed, catalog, report, shown):
        print(printable(line), file=report_to)
    roster = listed.roster
    if output is None:
        # Every string holding a bidi override or other invisible character is double-quoted,
        # where its `\u` escape is the same text.
        sys.stdout.write(json_safe(dump_roster(roster)))
    else:
        save_roster(roster, output, keep_layout=False)  # a new roster: nothing of the old file is kept
        print(
            printable(
                f"Wrote {args.output}: {roster.name}, {catalog.name} {catalog.version}, "
                f"{counted(sum(line.count for line in report.lines), 'element')}, fingerprint {report.fingerprint}"
            )
        )
    if report.errors:
        problems = counted(len(report.errors), "problem")
        how = (
            f"run `armybuilder check {args.output}`"
            if output
            else "`armybuilder check` on the roster lists them"
        )
        print(printable(f"{problems} to mend: {how}"), file=report_to)
    return 0


def _read_lines(listed: TextList, catalog: Catalog, report: Report, shown: str) -> list[str]:
    """What reading the text has to say, in the order of its lines: each line that is no list
    entry, and each name the catalog lacks, in the words `check` uses, with its did-you-mean."""
    from armybuilder.engine.codes import names_unknown
    from armybuilder.present.findings import file_words
    from armybuilder.textlist.findings import text_list_findings, unit_location

    found = [
        (p, at)
        for p, at in text_list_findings(listed, catalog, shown, report.fingerprint)
        if p.code != "file.text-list"
    ]
    found += [(p, unit_location(listed, p)) for p in report.errors if names_unknown(p.code) and p.unit]
    found.sort(key=lambda pair: pair[1].line if pair[1] else sys.maxsize)
    lines = []
    for problem, at in found:
        words = file_words(problem, "player")
        where = f"{shown}:{at.line}:{at.column}" if at else shown
        lines.append(f"{where}: {words.severity} {words.headline}")
        if names_unknown(problem.code) and words.advice:  # the did-you-mean, as `check` gives it
            lines.append(f"      fix: {words.advice}")
    return lines


def _source(path: Path) -> Source:
    from armybuilder.errors import InputError
    from armybuilder.files.text import MAX_BYTES, decode, read_source

    if str(path) != STDIN:
        return read_source(path)
    data = sys.stdin.buffer.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise InputError(
            "file.too-large",
            f"the list is over {MAX_BYTES // 1_048_576} MB; lists over that are refused",
            file="stdin",
            hint="a list is a few kilobytes; check what was piped in",
        )
    return decode(data, "stdin")
