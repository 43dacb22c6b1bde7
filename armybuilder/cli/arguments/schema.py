"""`armybuilder schema`: its summary, examples and arguments."""

import argparse

SUMMARY = "Print the JSON Schema for catalogs, rosters, events or print templates."

EXAMPLES = """examples:
  armybuilder schema roster > roster.schema.json
  armybuilder schema catalog > catalog.schema.json
  armybuilder schema template > template.schema.json
  armybuilder schema event > event.schema.json"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("kind", choices=["catalog", "roster", "event", "template"], help="which schema")
