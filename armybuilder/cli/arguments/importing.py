"""`armybuilder import`: its summary, examples and arguments."""

import argparse
from pathlib import Path

SUMMARY = "Make a roster file from a list written as text: a forum post, an e-mail, or Markdown."

EXAMPLES = """examples:
  armybuilder import list.txt -o wessex.yaml
  armybuilder import - --system tank-attack -o wessex.yaml   (paste the list, then ctrl+d)
  armybuilder import forum-post.md                           (prints the roster instead)
  armybuilder show wessex.yaml --format markdown | armybuilder import - -o copy.yaml

Entries as players write them: `2 x Tank`, `2x Tank`, `2 × Tank`, `Tank x2`, `2 Tanks` or
`Tank`, costs such as `(8 AP)` or `- 8pts` ignored. A heading, or indented lines, make a
formation; `★`, `(general)` or `General:` mark the general. The system comes from a heading
naming it, or --system. A name the catalog lacks is kept as an unknown entry, and every line
that is not an entry is named with its number: nothing is dropped silently."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE|-", help="the list as text; - reads it from stdin")
    parser.add_argument(
        "--system", metavar="ID", help="the game system's catalog id, where no heading names it"
    )
    parser.add_argument(
        "-o", "--output", type=Path, metavar="OUT.yaml", help="write here instead of printing"
    )
    parser.add_argument("--force", action="store_true", help="replace OUT.yaml if it exists")
