"""`armybuilder catalogs`: its summary, examples and arguments."""

import argparse

SUMMARY = "List the game systems found, or describe one."

EXAMPLES = """examples:
  armybuilder catalogs                 list the systems on the search path
  armybuilder catalogs tank-attack     element types, formations and options of one system

search path, later folders overriding earlier ones: the shipped catalogs, the user data
folder's catalogs/, the folders in ARMYBUILDER_CATALOGS, then --catalogs"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("system", nargs="?", metavar="ID", help="describe this system")
