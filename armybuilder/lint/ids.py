"""Ids and aliases used twice: a roster names entries by id, so each must name one thing."""

from typing import Any

from armybuilder.lint.linter import Linter


def unique_ids(linter: Linter) -> None:
    catalog = linter.catalog
    lists: dict[str, list[Any]] = {
        "elements": catalog.elements,
        "formations": catalog.formations,
        "options": catalog.options,
        "option_groups": catalog.option_groups,
        "constraints": catalog.constraints,
        "tables": catalog.tables,
        "stats": catalog.stats,
        "categories": catalog.categories,
        "tags": catalog.tags,
        "costs": catalog.costs,
        "links": catalog.links,
        "tracks": catalog.tracks,
        "assumed": catalog.assumed,
    }
    for key, items in lists.items():
        seen: dict[str, int] = {}
        for number, item in enumerate(items):
            if item.id in seen:
                linter.add(
                    "lint.duplicate-id",
                    [key, number, "id"],
                    f"the id `{item.id}` is used again (first at {key}[{seen[item.id]}])",
                    "give each entry its own id",
                )
            seen.setdefault(item.id, number)
    names: dict[str, str] = {}
    for number, element in enumerate(catalog.elements):
        for alias in element.aliases:
            owner = names.get(alias) or (alias if alias in linter.elements else None)
            if owner and owner != element.id:
                linter.add(
                    "lint.duplicate-id",
                    ["elements", number, "aliases"],
                    f"the alias `{alias}` of {element.id} is also {owner}'s id or alias",
                    "remove the alias from one of them",
                )
            names[alias] = element.id
    option_ids: dict[str, str] = {}
    for number, group in enumerate(catalog.option_groups):
        for option in group.options:
            if option.id in option_ids and option_ids[option.id] != group.id:
                linter.add(
                    "lint.duplicate-id",
                    ["option_groups", number, "options"],
                    f"the option id `{option.id}` is also in group `{option_ids[option.id]}`",
                    "option ids are written bare in rosters, so each must be unique",
                )
            option_ids[option.id] = group.id
