"""`armybuilder schema catalog|roster|template`: the JSON Schema, for editors and other tools."""

import argparse
import json

from armybuilder.schema.json import json_schema


def run(args: argparse.Namespace) -> int:
    print(json.dumps(json_schema(args.kind), indent=2, ensure_ascii=False))
    return 0
