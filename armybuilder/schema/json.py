"""The JSON Schemas editors use to check catalogs, rosters and print templates as they are typed."""

from typing import Any

from pydantic import BaseModel

from armybuilder.schema.catalog import Catalog
from armybuilder.schema.event import Event
from armybuilder.schema.roster import Roster
from armybuilder.schema.template import Template

MODELS: dict[str, type[BaseModel]] = {
    "catalog": Catalog,
    "roster": Roster,
    "event": Event,
    "template": Template,
}
TITLES = {
    "catalog": "armybuilder catalog, format 1",
    "roster": "armybuilder roster, format 1",
    "event": "armybuilder event, format 1",
    "template": "armybuilder print template",
}


def json_schema(kind: str) -> dict[str, Any]:
    schema = MODELS[kind].model_json_schema()
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema, "title": TITLES[kind]}
