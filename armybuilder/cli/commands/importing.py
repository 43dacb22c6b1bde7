"""`armybuilder import FILE|-`: a list written as text (a forum post, an e-mail, the Markdown of
`show`) made into a roster file."""

import argparse
import shutil
import sys
from pathlib import Path

NAME = "import"

SUMMARY = "Make a roster file from a list written as text: a forum post, an e-mail, or Markdown."

EXAMPLES = """examples:
  armybuilder import list.txt -o wessex.yaml
  armybuilder import - --system tank-attack -o wessex.yaml   (paste the list, then ctrl+d)
  armybuilder import forum-post.md                           (prints the roster instead)
  armybuilder import list.eml -o wessex.yaml                 (the list in the mail, as check reads it)
  armybuilder show wessex.yaml --format markdown | armybuilder import - -o copy.yaml
  armybuilder import list.txt -q -o wessex.yaml              (without how each line was read)

How each line was read is shown first, beside it:
   4  General: Rifles        1 × Rifles ★ general
   6  4x Rifles              4 × Rifles, in Infantry Battalion (line 5)
   9  Hi all, see you Sat!   not read: a sentence

Entries as players write them: `2 x Tank`, `2x Tank`, `2 × Tank`, `Tank x2`, `2 Tanks` or
`Tank`, costs such as `(8 AP)` or `- 8pts` ignored. A heading, or indented lines, make a
formation; `★`, `(general)` or `General:` mark the general. The system comes from a heading
naming it, or --system. A name the catalog lacks is kept as an unknown entry, and every line
that is not an entry is named with its number and why: nothing is dropped silently."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE|-", help="the list as text; - reads it from stdin")
    parser.add_argument(
        "--system", metavar="ID", help="the game system's catalog id, where no heading names it"
    )
    parser.add_argument(
        "-o", "--output", type=Path, metavar="OUT.yaml", help="write here instead of printing"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.yaml if it exists")
    parser.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        help="leave out how each line was read; say only what is wrong (for scripts)",
    )


def run(args: argparse.Namespace) -> int:
    from armybuilder.checking.imported import STDIN, imported, list_name
    from armybuilder.cli.common import catalog_set, system_catalog
    from armybuilder.cli.formatters import read_back as read_back_findings
    from armybuilder.cli.formatters import reading_lines
    from armybuilder.cli.loading import loaded
    from armybuilder.engine.words import counted
    from armybuilder.files.opening import output_path
    from armybuilder.files.rosters import dump_roster
    from armybuilder.files.saving import save_roster
    from armybuilder.present.reading import reading_rows
    from armybuilder.terminal import json_safe, printable
    from armybuilder.textlist.readback import read_back

    loaded()
    catalogs = catalog_set(args)
    if args.system is not None:
        system_catalog(catalogs, args.system)  # an unknown id is a usage error, with the known ones
    output = output_path(args.output, force=args.force, what="yaml") if args.output else None
    made = imported(args.file, catalogs, args.system)
    report_to = sys.stderr if output is None else sys.stdout  # never into the roster printed
    said = made.said
    if not args.quiet:
        rows = reading_rows(
            read_back(made.text, made.listed), made.listed.data, made.catalog, made.report.costs
        )
        width = shutil.get_terminal_size().columns
        print(printable(f"How {list_name(args.file)} was read:"), file=report_to)
        for line in reading_lines(rows, width):
            print(line, file=report_to)
        said = made.beside_reading()
    for line in read_back_findings(said, list_name(args.file)):
        print(printable(line), file=report_to)
    roster, catalog, report = made.roster, made.catalog, made.report
    if made.listed.asked:
        # A roster without the lines asked about would check VALID with them unread: none is made
        # until the text says which type each line means.
        numbers = list(
            dict.fromkeys(asked.number for asked in made.listed.asked)
        )  # a line of two open units once
        lines = ", ".join(map(str, numbers))
        editor = (
            "paste the list in the editor (`armybuilder`) and press f on each"
            if str(args.file) == STDIN
            else f"answer them in the editor (`armybuilder edit {args.file}`, f on each)"
        )
        print(
            printable(
                f"No roster written: {counted(len(numbers), 'line')} ({lines}) could be more than one "
                f"type or {'are' if len(numbers) > 1 else 'is'} not settled; write the type each means "
                f"on its line and import it again, or {editor}"
            ),
            file=sys.stderr,
        )
        return 1
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
