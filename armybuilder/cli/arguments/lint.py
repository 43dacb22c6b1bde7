"""`armybuilder lint`: its summary, examples and arguments."""

import argparse
from pathlib import Path

SUMMARY = "Check a catalog file for mistakes."

EXAMPLES = """examples:
  armybuilder lint my-house-rules.yaml
  armybuilder lint --catalogs ~/my-catalogs ~/my-catalogs/*.yaml"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="CATALOG", help="catalog files")
