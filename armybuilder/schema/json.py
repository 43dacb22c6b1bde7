"""The JSON Schemas editors use to check catalogs and rosters as they are typed."""

from typing import Any

from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

MODELS = {"catalog": Catalog, "roster": Roster}
TITLES = {"catalog": "armybuilder catalog, format 1", "roster": "armybuilder roster, format 1"}


def json_schema(kind: str) -> dict[str, Any]:
    schema = MODELS[kind].model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema, "title": TITLES[kind]}
