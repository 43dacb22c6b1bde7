"""`lock.json`, format 3: per player (an id assigned once), the list an event holds them to, what
happened to their lists, and the lists waiting for the organiser; read back from formats 1 and 2
(`schema.lock_older`).

Lists are matched by their canonical contents and the contents' full SHA-256, never by the
fingerprint. Formats 1 and 2 kept the contents without the units' links: a list read back from
one has no `canonical_sha256`, and is compared without links.
"""

from typing import Any, Literal

from pydantic import AwareDatetime, Field, field_validator

from armybuilder.schema.base import Strict, empty_list

Status = Literal["locked", "updated", "superseded", "late", "changed", "fixed", "unassigned", "withdrawn"]
PENDING: frozenset[str] = frozenset({"late", "changed", "fixed", "unassigned"})
"""The statuses of a list that waits for the organiser: received after the deadline, for `event
accept`; or no player's yet, for `event accept --as`."""
Waits = Literal["late", "changed", "fixed", "withdrawn"]
"""Why a list waits in a player's `pending`: received after the deadline (for `event accept`), or
sent by a player the organiser withdrew (until `event withdraw --undo`)."""
Happening = Literal["list", "withdrawn", "reinstated", "moved", "accepted"]
"""What a player's history records: a list that was their entry and was replaced, an entry
moved to or from another player (the list it came from is now theirs), and the organiser's
decisions (`accepted`, `withdrawn`, `reinstated`)."""
FORMAT: Literal[3] = 3


def _units_are_mappings(units: Any, where: str) -> None:
    if not isinstance(units, list) or not all(isinstance(unit, dict) for unit in units):
        raise ValueError(f"{where} must be a list of mappings")
    for unit in units:
        if "elements" in unit:
            _units_are_mappings(unit["elements"], "an entry's `elements`")


def _a_place(place: Any) -> bool:
    return isinstance(place, list) and len(place) in (1, 2) and all(type(n) is int and n >= 0 for n in place)


def an_army(contents: dict[str, Any] | None) -> dict[str, Any] | None:
    """What `verify` compares must have an army's shape, so a hand-edited lock is named, not a crash."""
    if contents is None:
        return None
    if not isinstance(contents.get("options", {}), dict):
        raise ValueError("`options` must be a mapping")
    _units_are_mappings(contents.get("units", []), "`units`")
    links = contents.get("links", [])
    if not isinstance(links, list) or not all(
        isinstance(link, list)
        and len(link) == 3
        and _a_place(link[0])
        and isinstance(link[1], str)
        and (link[2] is None or _a_place(link[2]))
        for link in links
    ):
        raise ValueError("`links` must be a list of [unit's place, link, unit's place or null]")
    return contents


class LockedList(Strict):
    """One list as received: what it is, where it came from, its contents and verdict."""

    army: str
    label: str = Field(
        description="Where the list came from, as people name it: the file, and the part of a message."
    )
    file: str = Field(description="The file it came in, to find it again (with `part`).")
    part: str | None = Field(None, description="The message part a list from an e-mail came in.")
    contents: dict[str, Any] = Field(description="The canonical contents: what the army is, links included.")
    canonical_sha256: str | None = Field(
        description="SHA-256 of the contents; null for a list a format-1 or format-2 lock kept without its links."
    )
    fingerprint: str
    sha256: str = Field(description="SHA-256 of the bytes read.")
    valid: bool
    received: AwareDatetime | None = Field(
        None, strict=False, description="When the list was received, in UTC to the second."
    )

    _army = field_validator("contents")(an_army)


class Waiting(LockedList):
    """A list received after the deadline, waiting for `event accept`."""

    status: Waits


class Unassigned(LockedList):
    """A list no player can be named for yet, with the code that holds it, until `event accept
    --as` names its player."""

    status: Literal["unassigned"] = "unassigned"
    code: str = Field(description="The finding that holds it: event.ambiguous-player or event.unregistered.")
    address: str | None = Field(
        None, description="The address it was sent from; null for a file handed over."
    )


class Happened(Strict):
    """One thing in a player's history: a list that was their entry, or a decision about their lists."""

    kind: Happening
    at: AwareDatetime | None = Field(
        strict=False, description="When: a list's receipt, or the organiser's decision."
    )
    label: str
    file: str | None = None
    part: str | None = None
    fingerprint: str | None = None
    canonical_sha256: str | None = None
    valid: bool | None = None
    note: str = ""


class Player(Strict):
    """A player's place in the lock: the entry (empty while their only lists wait), their history,
    and the lists received after the deadline that wait for `event accept`."""

    id: str = Field(description="Assigned once, never reused.")
    name: str | None
    addresses: list[str] = Field(default_factory=empty_list, description="Where they sent lists from.")
    status: Status | None = Field(None, description="The entry's: locked, updated or withdrawn.")
    entry: LockedList | None = None
    history: list[Happened] = Field(default_factory=empty_list, description="Oldest first.")
    pending: list[Waiting] = Field(
        default_factory=empty_list, description="Lists waiting for `event accept`."
    )


class LockedEvent(Strict):
    name: str
    system: str
    sha256: str | None = Field(None, description="Of the event file's bytes; not known for a format-1 lock.")
    deadline: AwareDatetime | None = Field(None, strict=False)
    content: dict[str, Any] | None = Field(
        None, description="The event file as read, so verify judges under all of it; not in older locks."
    )
    partial: bool = Field(
        False, exclude=True, description="Read from a format-1 lock that kept only the event's options."
    )


class Lock(Strict):
    lock: Literal[3] = FORMAT
    event: LockedEvent
    locked_at: str = Field(
        description="ISO 8601: when the first pack locked; the deadline if the event has none."
    )
    players: list[Player]
    unassigned: list[Unassigned] = Field(default_factory=empty_list)

    @field_validator("players")
    @classmethod
    def _ids_once(cls, players: list[Player]) -> list[Player]:
        """A player id names one player: where two share one, which list an accept, a withdrawal
        or the table means is a guess, so such a lock is refused, not read."""
        seen: set[str] = set()
        for player in players:
            if player.id in seen:
                raise ValueError(
                    f"the player id `{player.id}` is given to more than one player, so which of them a "
                    "list or a command means cannot be told: give each their own, or put back lock.json.bak"
                )
            seen.add(player.id)
        return players
