"""The element type form: its fields, read from what a catalog declares, and the element they make.

Nothing here names a game: the fields are the catalog's categories, tags, cost types, stats (by
the kind each declares), base and option groups. What the player typed is checked here, each
problem named with the field to fix, so any front end only lays the fields out.
"""

import math
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Literal

from armybuilder.engine.words import amount
from armybuilder.schema.base import MAX_NUMBER
from armybuilder.schema.catalog import Catalog, Element, StatDef
from armybuilder.terminal import printable

FieldKind = Literal["text", "number", "choice", "many"]
Value = str | tuple[str, ...]
"""What a field holds: text as typed, a choice's value ('' for none), or the values picked."""

MAX_TEXT = 200
MAX_COST = 10_000
MAX_STAT = 1_000_000
MAX_BASE_MM = 1_000
MAX_FIGURES = 100
ID = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")
FLAG = (("", "unknown"), ("yes", "yes"), ("no", "no"))


@dataclass(frozen=True)
class FormField:
    key: str
    """`id`, `name`, `category`, `tags`, `cost:<type>`, `stat:<id>`, `base:<width|depth|figures>`,
    `option_groups` or `source`."""
    label: str
    kind: FieldKind
    section: str
    choices: tuple[tuple[str, str], ...] = ()
    """(value, what is shown) for a choice or a pick of many."""
    hint: str = ""
    low: float | None = None
    high: float | None = None
    whole: bool = False
    required: bool = False
    flag: bool = False
    """A yes-or-no stat, offered as a choice of yes, no or unknown."""


@dataclass(frozen=True)
class Problem:
    key: str
    label: str
    message: str

    def __str__(self) -> str:
        return f"{self.label}: {self.message}"


@dataclass(frozen=True)
class Built:
    element: dict[str, Any] | None
    problems: list[Problem] = field(default_factory=list)


def fields(catalog: Catalog, *, new: bool) -> list[FormField]:
    """Every field of the form for this catalog's element types; `id` only for a new one."""
    out: list[FormField] = []
    main = "Element type"
    out.append(FormField("name", "Name", "text", main, required=True))
    if new:
        out.append(FormField("id", "Id", "text", main, hint="in rosters; empty: made from the name"))
    categories = tuple((c.id, c.name) for c in catalog.categories)
    out.append(FormField("category", "Category", "choice", main, categories, required=True))
    tags = _known_tags(catalog)
    if tags:
        out.append(FormField("tags", "Tags", "many", main, tags, hint="what formations and rules select"))
    out.append(
        FormField(
            "source",
            "Source",
            "text",
            main,
            hint="where the numbers come from: a book and page, a website, a house rule",
            required=True,
        )
    )
    for number, cost in enumerate(catalog.costs):
        label = f"{cost.name} ({cost.id})"
        # The first cost type is the one limits speak of: an element without it would count as free.
        first = number == 0
        out.append(
            FormField(f"cost:{cost.id}", label, "number", "Cost", low=0, high=MAX_COST, required=first)
        )
    # Stats of one group together, the groups in the order the catalog first names them.
    order = list(dict.fromkeys(stat.group for stat in catalog.stats))
    for stat in sorted(catalog.stats, key=lambda stat: order.index(stat.group)):
        out.append(_stat_field(stat))
    if catalog.basing is not None or any(e.base for e in catalog.elements):
        base = "Base (at the reference scale)"
        out.append(FormField("base:width", "Width (mm)", "number", base, low=1, high=MAX_BASE_MM))
        out.append(FormField("base:depth", "Depth (mm)", "number", base, low=1, high=MAX_BASE_MM))
        out.append(FormField("base:figures", "Figures", "number", base, low=0, high=MAX_FIGURES, whole=True))
    if catalog.option_groups:
        groups = tuple((g.id, g.name) for g in catalog.option_groups)
        out.append(FormField("option_groups", "Option groups", "many", "Options", groups))
    return out


def _known_tags(catalog: Catalog) -> tuple[tuple[str, str], ...]:
    named = {t.id: t.name for t in catalog.tags}
    for element in catalog.elements:
        for tag in element.tags:
            named.setdefault(tag, tag)
    return tuple(sorted(named.items()))


def _stat_field(stat: StatDef) -> FormField:
    section = f"Stats{f': {stat.group}' if stat.group else ''}"
    label = f"{stat.name} ({stat.unit})" if stat.unit else stat.name
    hint = stat.description
    key = f"stat:{stat.id}"
    if stat.kind == "number":
        low = stat.min if stat.min is not None else -MAX_STAT
        high = stat.max if stat.max is not None else MAX_STAT
        return FormField(key, label, "number", section, hint=hint, low=low, high=high)
    if stat.kind == "choice":
        choices = (("", "unknown"), *((c, c) for c in stat.choices))
        return FormField(key, label, "choice", section, choices, hint=hint)
    if stat.kind == "flag":
        return FormField(key, label, "choice", section, FLAG, hint=hint, flag=True)
    return FormField(key, label, "text", section, hint=hint)


def values(element: Element | None, catalog: Catalog) -> dict[str, Value]:
    """The form's first values: the element type's own, or a new one's."""
    if element is None:
        return {"category": catalog.categories[0].id}
    out: dict[str, Value] = {
        "name": element.name,
        "category": element.category,
        "tags": tuple(element.tags),
        "option_groups": tuple(element.option_groups),
        "source": element.source,
    }
    for cost_type, cost in element.cost.items():
        out[f"cost:{cost_type}"] = amount(cost)
    for stat, value in element.stats.items():
        out[f"stat:{stat}"] = _shown(value)
    if element.base is not None:
        for part in ("width", "depth", "figures"):
            value = getattr(element.base, part)
            out[f"base:{part}"] = amount(value) if value is not None else ""
    return out


def _shown(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return amount(value)
    return str(value)


def build(given: dict[str, Value], catalog: Catalog, *, editing: Element | None) -> Built:
    """The element type the form describes, or what to fix in it."""
    form = fields(catalog, new=editing is None)
    problems: list[Problem] = []
    element: dict[str, Any] = (
        editing.model_dump(mode="json", exclude={"own"}, exclude_defaults=True) if editing else {}
    )
    cost: dict[str, Any] = dict(element.get("cost", {}))
    stats: dict[str, Any] = dict(element.get("stats", {}))
    base: dict[str, Any] = dict(element.get("base") or {})
    for spec in form:
        raw = given.get(spec.key, ())
        try:
            value = _read(spec, raw)
        except ValueError as error:
            problems.append(Problem(spec.key, spec.label, str(error)))
            continue
        # A change is written over the type as the catalog has it, key by key: what is cleared is
        # written as empty (null, []), since a key left out would keep the catalog's value.
        if spec.key.startswith("cost:"):
            cost_type = spec.key.removeprefix("cost:")
            if value is None and cost_type in cost:
                problems.append(Problem(spec.key, spec.label, "needed; type 0 for no cost"))
            _put(cost, cost_type, value)
        elif spec.key.startswith("stat:"):
            stats[spec.key.removeprefix("stat:")] = _stat_value(spec, value)
        elif spec.key.startswith("base:"):
            part = spec.key.removeprefix("base:")
            if value is not None or part in base:
                base[part] = value
        elif spec.key in ("tags", "option_groups"):
            if value or spec.key in element:
                element[spec.key] = list(value)
        elif value is not None:
            element[spec.key] = value
    if editing is None:
        _new_id(element, catalog, problems)
    else:
        element["id"] = editing.id
    if cost or "cost" in element:
        element["cost"] = cost
    element["stats"] = {s.id: stats.get(s.id) for s in catalog.stats if s.id in stats}
    if any(v is not None for v in base.values()):
        element["base"] = base
    elif editing is not None and editing.base is not None:
        element["base"] = None
    if problems:
        return Built(None, problems)
    return Built(_ordered(element), [])


def _put(into: dict[str, Any], key: str, value: Any) -> None:
    if value is None or value == "":
        into.pop(key, None)
    else:
        into[key] = value


def _read(spec: FormField, raw: Value) -> Any:
    """The value typed into a field, or ValueError saying what to type instead."""
    if spec.kind == "many":
        picked = tuple(raw) if isinstance(raw, tuple) else ()
        known = {value for value, _ in spec.choices}
        unknown = [p for p in picked if p not in known]
        if unknown:
            raise ValueError(f"{', '.join(unknown)} is not one of {', '.join(sorted(known))}")
        return picked
    text = raw.strip() if isinstance(raw, str) else ""
    if not text:
        if spec.required:
            raise ValueError(
                "needed; type 0 for no cost" if spec.key.startswith("cost:") else "needed; fill it in"
            )
        return None
    if printable(text) != text:
        raise ValueError("holds a control character; type plain text")
    if len(text) > MAX_TEXT:
        raise ValueError(f"is {len(text)} characters; keep it to {MAX_TEXT}")
    if spec.kind == "choice":
        if text not in {value for value, _ in spec.choices}:
            raise ValueError(f"choose one of {', '.join(shown for _, shown in spec.choices)}")
        return text
    if spec.kind == "number":
        return _number(text, spec.low, spec.high, whole=spec.whole)
    return text


def _number(text: str, low: float | None, high: float | None, *, whole: bool = False) -> int | float:
    # Quoted as typed: "1e99" read back as its hundred digits would not be what the player wrote.
    try:
        number = float(text.replace(",", "."))
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        raise ValueError(f"“{text}” is not a number; type digits, e.g. 3 or 1.5")
    low = low if low is not None else -MAX_NUMBER
    high = high if high is not None else MAX_NUMBER
    if not low <= number <= high:
        raise ValueError(f"“{text}” is out of range; type a number from {amount(low)} to {amount(high)}")
    if whole and not number.is_integer():
        raise ValueError(f"“{text}” is not a whole number")
    return int(number) if number.is_integer() else number


def _stat_value(spec: FormField, value: Any) -> Any:
    if spec.flag and value is not None:
        return value == "yes"
    if spec.kind == "text" and isinstance(value, str):
        # A stat written as text may hold a plain number ("200" beside "—"): kept as a number, as
        # the catalogs write it, where the text is exactly that number ("+1" stays text).
        try:
            number = _number(value, None, None)
        except ValueError:
            return value
        return number if amount(number) == value else value
    return value


def _new_id(element: dict[str, Any], catalog: Catalog, problems: list[Problem]) -> None:
    given = element.pop("id", None)
    name = element.get("name")
    chosen = given or (slug(name) if isinstance(name, str) else "")
    if not chosen:
        return  # the missing name is already reported
    if not ID.match(chosen) or len(chosen) > 80:
        problems.append(
            Problem(
                "id", "Id", f"“{chosen}” cannot be an id; use lower-case letters, digits and -, e.g. puma"
            )
        )
        return
    if chosen in taken(catalog):
        what = "an id" if given else "the id made from the name"
        problems.append(
            Problem(
                "id" if given else "name",
                "Id" if given else "Name",
                f"{what} `{chosen}` is taken in {catalog.name}; "
                "give another, or edit that element type instead",
            )
        )
        return
    element["id"] = chosen


def taken(catalog: Catalog) -> set[str]:
    """The ids a new element type cannot have: every element's and formation's id and alias."""
    ids = {e.id for e in catalog.elements} | {a for e in catalog.elements for a in e.aliases}
    return ids | {f.id for f in catalog.formations}


def differences(then: Element, now: Element, catalog: Catalog) -> list[str]:
    """What differs between two readings of one element type, field by field as the form shows
    them ("Cost (AP): 1, was 2"); "its other details" where no field of the form shows it."""
    if then.model_dump(exclude={"own"}) == now.model_dump(exclude={"own"}):
        return []
    before, after = values(then, catalog), values(now, catalog)
    out = []
    for spec in fields(catalog, new=False):
        old, new = before.get(spec.key, ""), after.get(spec.key, "")
        if old != new:
            out.append(f"{spec.label}: {_said(spec, new)}, was {_said(spec, old)}")
    return out or ["its other details"]


def _said(spec: FormField, value: Value) -> str:
    if isinstance(value, tuple):
        shown = dict(spec.choices)
        return ", ".join(shown.get(v, v) for v in value) or "none"
    if spec.kind == "choice":
        return dict(spec.choices).get(value, value) or "unknown"
    return value or "empty"


def slug(name: str) -> str:
    """'Sd.Kfz. 234/2 Puma' -> 'sd-kfz-234-2-puma': an id a roster can carry."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:80].rstrip("-")


ORDER = ("id", "name", "aliases", "category", "tags", "description", "cost", "stats", "base", "option_groups")


def _ordered(element: dict[str, Any]) -> dict[str, Any]:
    """Keys in the order the shipped catalogs write them, for a file a player can read."""
    first = {key: element[key] for key in ORDER if key in element}
    return {**first, **{k: v for k, v in element.items() if k not in first}}
