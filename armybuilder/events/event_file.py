"""Reading an event file, checking it against the catalog of the system it plays, and the
starter file `event new` writes."""

from pathlib import Path
from typing import Any

from armybuilder.engine import evaluate
from armybuilder.engine.where import Where, of_steps, top
from armybuilder.engine.words import amount, yaml_scalar, yaml_value
from armybuilder.errors import InputError, summed_up
from armybuilder.files.catalogs import CatalogSet, UnknownSystem
from armybuilder.files.text import read_text
from armybuilder.files.yaml import parse_mapping
from armybuilder.files.yaml.explain import MAX_SHOWN, validate
from armybuilder.files.yaml.limits import at_most
from armybuilder.files.yaml.positions import Locator
from armybuilder.lint import lint
from armybuilder.schema.catalog import Catalog, ChoiceOption, NumberOption, RosterOption
from armybuilder.schema.event import Event
from armybuilder.schema.roster import Roster

_HINT = "`armybuilder event new --system ID -o event.yaml` writes a starter event file"
MAX_RULES = 200
"""Extra list rules in one event file: a real event adds a handful."""


def load_event(path: Path, catalogs: CatalogSet) -> Event:
    """The event in `path`, checked against its system's catalog; an InputError naming line and column if not."""
    text = read_text(path)
    data = parse_mapping(text, path, kind="event file", hint=_HINT)
    if "event" not in data and "format" in data and "units" in data:
        raise InputError("file.schema", "this is a roster, not an event file", file=path, hint=_HINT)
    _check_size(data, text, path)
    event = validate(Event, data, text=text, file=path)
    locator = Locator(text)
    try:
        catalog = catalogs.get(event.system)
    except UnknownSystem as unknown:
        raise InputError(
            "file.schema", unknown.message, file=path, at=locator.find(["system"]), where=top("system")
        ) from None
    problems = event_problems(event, catalog)
    if problems:
        located = tuple(
            InputError(
                "file.schema",
                message,
                file=path,
                at=locator.find(where.steps),
                where=where,
                hint=hint,
            )
            for where, message, hint in problems[:MAX_SHOWN]  # each found in the text: only those shown
        )
        raise summed_up(located, len(problems))
    return event


def _check_size(data: dict[str, Any], text: str, path: Path) -> None:
    """Refuses too many extra rules before any is read, so a hostile file is answered at once."""
    rules = data.get("constraints")
    if isinstance(rules, list):
        at_most(
            len(rules),
            MAX_RULES,
            "extra rules",
            document="event",
            key="constraints",
            text=text,
            file=path,
            hint="a real event adds a handful; check that this is the right file",
        )


def event_problems(event: Event, catalog: Catalog) -> list[tuple[Where, str, str]]:
    """(where, message, hint) for each option and extra rule the catalog cannot use."""
    empty = Roster(format=1, system=catalog.id, name="event", options=event.options)
    problems = [
        (p.where, p.message, p.hint)
        for p in evaluate(empty, catalog).errors
        if p.code in ("option.unknown", "option.invalid")
    ]
    if event.limit is not None and not catalog.costs:
        problems.append(
            (top("limit"), f"{catalog.name} has no points costs, so a limit does nothing", "remove `limit:`")
        )
    own = catalog.model_copy(update={"constraints": list(event.constraints)})
    for finding in lint(own):
        if finding.severity == "error" and finding.path[:1] == ("constraints",):
            problems.append((of_steps(finding.path), finding.message, finding.hint))
    return problems


def starter(catalog: Catalog, name: str) -> str:
    """A starter event file for `catalog`, every key explained in a comment.

    Each commented line is an example that works once its `# ` is removed; a mapping or list
    is commented out with its key, so no empty `{}` or `[]` stands above its example."""
    lines = [
        "# An armybuilder event: players build with it (--event on edit, check, show, pdf), the",
        "# organiser checks with it (armybuilder event pack). `armybuilder schema event` checks it.",
        "event: 1   # the event file format",
        f"name: {yaml_scalar(name)}   # the event's name, shown to players",
        "# date: 2027-03-14   # the day of the event",
        "# organiser: Your Name   # named on the judges' pack",
        "# organiser_email: lists@club.example   # yours: the sender of the draft replies to players",
        "# deadline: 2027-03-07T23:59:00+00:00   # lists are due by then, with the UTC offset; later ones are late",
        f"system: {catalog.id}   # the one game system played",
    ]
    primary = catalog.costs[0] if catalog.costs else None
    default = next((rule.value for rule in primary.limits if not rule.when), None) if primary else None
    if primary is not None and default is not None:
        lines.append(f"limit: {amount(default)}   # in {primary.id}; replaces every roster's limit")
    if catalog.options:
        given = any(option.default is not None for option in catalog.options)
        lines.append(
            f"{'' if given else '# '}options:   # fixed for the event; a roster that says otherwise is told"
        )
        for option in catalog.options:
            if option.default is None:
                lines.append(
                    f"{'  # ' if given else '#   '}{option.id}: {yaml_scalar(_example(option))}   # no default"
                )
            else:
                lines.append(f"  {option.id}: {yaml_value(option.default)}")
    element = catalog.elements[0]
    lines += [
        "# severity:   # a code or a dotted prefix -> error, warning or off; the longest match wins",
        "#   basing: error",
        "# constraints:   # extra list rules, in the catalog's constraint language",
        "#   - kind: count",
        "#     id: event-limit-1",
        f"#     select: {{elements: [{element.id}]}}",
        "#     max: 2",
        f"#     message: at most {{max}} {element.name} at this event; the army has {{count}}",
        "#     rule: Event pack, section 1",
    ]
    return "\n".join(lines) + "\n"


def _example(option: RosterOption) -> str | int | bool:
    """A value the option allows, to show how one is set."""
    if isinstance(option, ChoiceOption):
        return option.choices[0]
    if isinstance(option, NumberOption):
        return next(bound for bound in (option.min, option.max, 0) if bound is not None)
    return option.default
