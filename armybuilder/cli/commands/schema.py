"""`armybuilder schema catalog|roster|template`: the JSON Schema, for editors and other tools."""

import argparse

NAME = "schema"

SUMMARY = "Print the JSON Schema for catalogs, rosters, events or print templates."

EXAMPLES = """examples:
  armybuilder schema roster > roster.schema.json
  armybuilder schema catalog > catalog.schema.json
  armybuilder schema template > template.schema.json
  armybuilder schema event > event.schema.json"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("kind", choices=["catalog", "roster", "event", "template"], help="which schema")


def run(args: argparse.Namespace) -> int:
    import json

    from armybuilder.cli.loading import loaded
    from armybuilder.schema.json import json_schema

    loaded()
    print(json.dumps(json_schema(args.kind), indent=2, ensure_ascii=False))
    return 0
