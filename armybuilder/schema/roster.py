"""The roster file, format 1: what a player hands in.

Ids are kept as written, even ones the catalog does not know; the engine reports those, so no
entry is ever dropped on load or save.
"""

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, FiniteFloat, Tag, WithJsonSchema

from armybuilder.schema.base import Number, Strict, empty_list

MAX_NAME = 200
"""Characters in a name (the army's, the player's, a unit's); a sheet's heading holds about 60."""
MAX_NOTES = 10_000
"""Characters of notes: a printed page or two."""
OptionValue = str | int | FiniteFloat | bool
Text = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
Name = Annotated[str, Field(max_length=MAX_NAME)]
Count = Annotated[
    int | float | str | bool | None,
    WithJsonSchema(
        {"type": "integer", "minimum": 1, "maximum": 10_000, "description": "How many; default 1."}
    ),
]


class DeclaredBase(Strict):
    """The base a player actually uses, checked against the catalog's basing convention."""

    width: Number | None = Field(None, gt=0, description="mm")
    depth: Number | None = Field(None, gt=0, description="mm")
    figures: int | None = Field(None, ge=0)


class ElementEntry(Strict):
    element: Text = Field(description="An element id from the catalog.")
    count: Count = 1
    general: bool = Field(False, description="Marks the army's general.")
    name: Name | None = None
    note: Name | None = Field(
        None, description="The player's own words about the unit (`dug in`); never part of what the army is."
    )
    id: str | None = Field(None, description="Lets other units refer to this one in `links`.")
    options: list[str] = Field(default_factory=empty_list, description="Ids of the element's chosen options.")
    base: DeclaredBase | None = None
    links: dict[str, str] = Field(
        default_factory=dict, description="Link id -> the id of the unit it refers to."
    )


class Unread(Strict):
    """One schema problem in a unit entry: where it is, what is wrong, and what to write instead."""

    steps: tuple[str | int, ...]
    """Where in the roster, as the steps of the engine's `Where`."""
    message: str
    hint: str


class UnreadEntry(ElementEntry):
    """A unit entry the roster format cannot read (an unknown key, a value of the wrong type), made
    by `roster_of` only when asked. It keeps its place, so the rest of the list is numbered and
    checked as written; the engine reports its problems and costs it nothing. Never saved."""

    unread: tuple[Unread, ...] = ()


class FormationEntry(Strict):
    formation: Text = Field(description="A formation id from the catalog.")
    name: Name | None = None
    id: str | None = None
    elements: list[ElementEntry] = Field(default_factory=empty_list)


def _unit_kind(value: Any) -> str | None:
    if isinstance(value, dict):
        if "formation" in value:
            return "formation"
        if "element" in value:
            return "element"
        return None
    if isinstance(value, FormationEntry):
        return "formation"
    if isinstance(value, ElementEntry):
        return "element"
    return None


Unit = Annotated[
    Annotated[ElementEntry, Tag("element")] | Annotated[FormationEntry, Tag("formation")],
    Discriminator(
        _unit_kind,
        custom_error_type="unit_kind",
        custom_error_message="each unit needs an `element:` or a `formation:` key",
    ),
]


class Roster(Strict):
    format: Literal[1] | None = Field(
        None, description="The roster file format; this version reads 1, and a file without it as 1."
    )
    system: Text = Field(description="The id of the game system's catalog.")
    catalog_revision: int | None = Field(None, description="Written on save.")
    name: Text
    player: Name | None = None
    limit: Number | None = Field(None, gt=0, description="In the catalog's first cost type.")
    options: dict[str, OptionValue] = Field(default_factory=dict)
    notes: Annotated[str, Field(max_length=MAX_NOTES)] | None = None
    units: list[Unit] = Field(default_factory=empty_list)
