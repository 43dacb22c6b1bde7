"""The event file, format 1: how an organiser's event judges the rosters players send.

An event never edits a roster. It fixes the limit and roster options, changes how severe a
finding is, and adds list rules written in the catalog's own constraint language.
"""

import datetime
from typing import Annotated, Literal

from pydantic import AwareDatetime, BeforeValidator, Field

from armybuilder.schema.base import Number, Strict, empty_list
from armybuilder.schema.catalog import (
    Code,
    CostConstraint,
    CountConstraint,
    InRangeConstraint,
    MatchesConstraint,
)
from armybuilder.schema.roster import OptionValue, Text

RESTRICTED = "event.restricted"
# YAML 1.1 reads a bare `off` as false; an organiser who writes it means "off".
Severity = Annotated[
    Literal["error", "warning", "off"], BeforeValidator(lambda value: "off" if value is False else value)
]
_CODE = Field(RESTRICTED, description="The finding's code; default event.restricted.")
_RULE = Field("", description="Where the event's rules say so, e.g. 'Event pack, section 3'.")


class EventCount(CountConstraint):
    __doc__ = CountConstraint.__doc__
    code: Code = _CODE
    rule: str = _RULE


class EventCost(CostConstraint):
    __doc__ = CostConstraint.__doc__
    code: Code = _CODE
    rule: str = _RULE


class EventInRange(InRangeConstraint):
    __doc__ = InRangeConstraint.__doc__
    code: Code = _CODE
    rule: str = _RULE


class EventMatches(MatchesConstraint):
    __doc__ = MatchesConstraint.__doc__
    code: Code = _CODE
    rule: str = _RULE


EventConstraint = Annotated[EventCount | EventCost | EventInRange | EventMatches, Field(discriminator="kind")]
SeverityKey = Annotated[
    str,
    Field(
        pattern=r"^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$", description="A code, or a dotted prefix of codes."
    ),
]


class Event(Strict):
    event: Literal[1] = Field(description="The event file format; this version reads 1.")
    name: Text
    date: datetime.date | None = Field(
        None, strict=False, description="The day of the event, e.g. 2027-03-14."
    )
    organiser: str | None = None
    organiser_email: str | None = None
    deadline: AwareDatetime | None = Field(
        None,
        strict=False,
        description="When lists are due, with its offset, e.g. 2027-03-07T23:59:00+00:00; later ones wait.",
    )
    system: Text = Field(description="The id of the one game system this event plays.")
    limit: Number | None = Field(
        None, gt=0, description="Replaces every roster's limit, in the first cost type."
    )
    options: dict[str, OptionValue] = Field(
        default_factory=dict, description="Roster options fixed for the event."
    )
    severity: dict[SeverityKey, Severity] = Field(
        default_factory=dict,
        description="A code or dotted prefix (`basing`) -> error, warning or off; the longest match wins.",
    )
    constraints: list[EventConstraint] = Field(
        default_factory=empty_list, description="Extra list rules, in the catalog's constraint language."
    )
