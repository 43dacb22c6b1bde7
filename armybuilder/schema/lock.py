"""`lock.json`, format 2: per player, the list an event holds them to, its history and the lists
waiting for the organiser; read back from format 1, which kept one list per file."""

from collections.abc import Callable
from typing import Any, Literal

from pydantic import AwareDatetime, Field, field_validator

from armybuilder.schema.base import Strict, empty_list
from armybuilder.schema.roster import OptionValue

Status = Literal["locked", "updated", "superseded", "late", "changed", "fixed", "withdrawn"]
PENDING: frozenset[str] = frozenset({"late", "changed", "fixed"})
"""The statuses of a list received after the deadline that waits for `event accept`."""


def _units_are_mappings(units: Any, where: str) -> None:
    if not isinstance(units, list) or not all(isinstance(unit, dict) for unit in units):
        raise ValueError(f"{where} must be a list of mappings")
    for unit in units:
        if "elements" in unit:
            _units_are_mappings(unit["elements"], "an entry's `elements`")


def _an_army(contents: dict[str, Any] | None) -> dict[str, Any] | None:
    """What `verify` compares must have an army's shape, so a hand-edited lock is named, not a crash."""
    if contents is None:
        return None
    if not isinstance(contents.get("options", {}), dict):
        raise ValueError("`options` must be a mapping")
    _units_are_mappings(contents.get("units", []), "`units`")
    return contents


class SentList(Strict):
    """One list as received: what it is, where it came from and its verdict."""

    player: str | None
    army: str
    file: str
    part: str | None = Field(None, description="The message part a list from an e-mail came in.")
    contents: dict[str, Any] = Field(description="What the fingerprint hashes, to say what changed later.")
    fingerprint: str
    sha256: str = Field(description="SHA-256 of the bytes read.")
    valid: bool
    received: AwareDatetime | None = Field(
        None, strict=False, description="When the list was received, in UTC to the second."
    )
    status: Status = "locked"

    _army = field_validator("contents")(_an_army)


class LockedList(Strict):
    """A player's place in the lock: the entry (empty while their only lists are late), the lists
    it replaced, and those received after the deadline that wait for `event accept`."""

    player: str | None
    army: str | None = None
    file: str | None = None
    part: str | None = None
    contents: dict[str, Any] | None = None
    fingerprint: str | None = None
    sha256: str | None = None
    valid: bool | None = None
    received: AwareDatetime | None = Field(None, strict=False)
    status: Status | None = Field(None, description="The entry's: locked, updated or withdrawn.")
    history: list[SentList] = Field(default_factory=empty_list, description="Earlier entries, oldest first.")
    pending: list[SentList] = Field(
        default_factory=empty_list, description="Lists waiting for `event accept`."
    )

    _army = field_validator("contents")(_an_army)

    @property
    def entry(self) -> SentList | None:
        """The list the player is held to, or None while they have none."""
        if self.fingerprint is None or self.contents is None or self.army is None or self.valid is None:
            return None
        return SentList(
            player=self.player,
            army=self.army,
            file=self.file or "",
            part=self.part,
            contents=self.contents,
            fingerprint=self.fingerprint,
            sha256=self.sha256 or "",
            valid=self.valid,
            received=self.received,
            status=self.status or "locked",
        )


def placed(entry: SentList | None, player: str | None, **rest: Any) -> LockedList:
    """A player's place in the lock holding `entry` (or none) and `rest` (history, pending, status)."""
    fields = entry.model_dump(exclude={"status"}) if entry is not None else {"player": player}
    return LockedList.model_validate({**fields, **rest}, strict=False)


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
    lock: Literal[2] = 2
    event: LockedEvent
    locked_at: str = Field(
        description="ISO 8601: when the first pack locked; the deadline if the event has none."
    )
    lists: list[LockedList]


class LockedListV1(Strict):
    player: str | None
    army: str
    file: str
    fingerprint: str
    sha256: str
    valid: bool
    contents: dict[str, Any]
    received: AwareDatetime | None = Field(None, strict=False)

    _army = field_validator("contents")(_an_army)


class LockV1(Strict):
    """The first lock: one list per file locked, the event's options, and later its content."""

    event: str
    system: str
    locked_at: str
    options: dict[str, OptionValue] = Field(default_factory=dict)
    content: dict[str, Any] | None = None
    lists: list[LockedListV1]

    def upgraded(self, key: Callable[[str | None, str], str]) -> Lock:
        """The same lock in format 2. Format 1 locked one list per file: a player's lists (by `key`
        of player and file) become one place, the newest received their entry, the others its history."""
        content = self.content or {
            "event": 1,
            "name": self.event,
            "system": self.system,
            "options": self.options,
        }
        deadline = content.get("deadline") if self.content else None
        players: dict[str, list[LockedListV1]] = {}
        for old in self.lists:
            players.setdefault(key(old.player, old.file), []).append(old)
        places = []
        for lists in players.values():
            *older, newest = sorted(
                lists, key=lambda one: one.received is not None and one.received.timestamp()
            )
            history = [
                SentList.model_validate({**one.model_dump(), "status": "superseded"}, strict=False)
                for one in older
            ]
            status = "updated" if history else "locked"
            places.append(
                LockedList.model_validate(
                    {**newest.model_dump(), "status": status, "history": history}, strict=False
                )
            )
        return Lock(
            event=LockedEvent.model_validate(
                {
                    "name": self.event,
                    "system": self.system,
                    "deadline": deadline,
                    "content": content,
                    "partial": self.content is None,
                },
                strict=False,
            ),
            locked_at=self.locked_at,
            lists=places,
        )
