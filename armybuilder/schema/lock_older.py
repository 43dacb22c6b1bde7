"""`lock.json` of formats 2 and 1, read back and brought to format 3 (`schema.lock`): loaded only
where such a lock is read, as a pack of a format-3 lock never needs their models."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import AwareDatetime, Field, field_validator

from armybuilder.schema.base import Strict, empty_list
from armybuilder.schema.lock import (
    PENDING,
    Happened,
    Lock,
    LockedEvent,
    LockedList,
    Player,
    Status,
    Waiting,
    an_army,
)
from armybuilder.schema.roster import OptionValue


@dataclass(frozen=True)
class Upgrade:
    """What reading an older lock needs of the engine: a list's fingerprint from its contents (a
    stored one is never trusted), and a list's label from its file and part."""

    fingerprint: Callable[[dict[str, Any]], str]
    label: Callable[[str, str | None], str]


class SentListV2(Strict):
    player: str | None
    army: str
    file: str
    part: str | None = None
    contents: dict[str, Any]
    fingerprint: str
    sha256: str
    valid: bool
    received: AwareDatetime | None = Field(None, strict=False)
    status: Status = "locked"

    _army = field_validator("contents")(an_army)

    def upgraded(self, how: Upgrade) -> LockedList:
        """The list as format 3 keeps it, with no `canonical_sha256`: its links were not kept."""
        return LockedList(
            army=self.army,
            label=how.label(self.file, self.part),
            file=self.file,
            part=self.part,
            contents=self.contents,
            canonical_sha256=None,
            fingerprint=how.fingerprint(self.contents),
            sha256=self.sha256,
            valid=self.valid,
            received=self.received,
        )


class LockedListV2(Strict):
    player: str | None
    army: str | None = None
    file: str | None = None
    part: str | None = None
    contents: dict[str, Any] | None = None
    fingerprint: str | None = None
    sha256: str | None = None
    valid: bool | None = None
    received: AwareDatetime | None = Field(None, strict=False)
    status: Status | None = None
    history: list[SentListV2] = Field(default_factory=empty_list)
    pending: list[SentListV2] = Field(default_factory=empty_list)

    _army = field_validator("contents")(an_army)

    @property
    def entry(self) -> SentListV2 | None:
        if self.fingerprint is None or self.contents is None or self.army is None or self.valid is None:
            return None
        return SentListV2.model_validate(
            {**self.model_dump(exclude={"history", "pending", "status"}), "file": self.file or ""}
        )


class LockV2(Strict):
    """The second lock: per player the entry's fields, earlier entries and waiting lists whole."""

    lock: Literal[2]
    event: LockedEvent
    locked_at: str
    lists: list[LockedListV2]

    def upgraded(self, how: Upgrade) -> Lock:
        """The same lock in format 3: a player id for each place in order, the earlier entries as
        `list` history, contents kept without links (compared without them)."""
        players = []
        for n, place in enumerate(self.lists, 1):
            entry = place.entry
            history = [
                Happened(
                    kind="list",
                    at=old.received,
                    label=how.label(old.file, old.part),
                    file=old.file,
                    part=old.part,
                    fingerprint=how.fingerprint(old.contents),
                    valid=old.valid,
                    note="replaced by a newer list (kept without its links by an older lock)",
                )
                for old in place.history
            ]
            waiting = [
                Waiting.model_validate({**one.upgraded(how).model_dump(), "status": one.status})
                for one in place.pending
                if one.status in PENDING
            ]
            players.append(
                Player(
                    id=f"p{n}",
                    name=place.player,
                    status=place.status if entry is not None else None,
                    entry=entry.upgraded(how) if entry is not None else None,
                    history=history,
                    pending=waiting,
                )
            )
        return Lock(event=self.event, locked_at=self.locked_at, players=players)


class LockedListV1(Strict):
    player: str | None
    army: str
    file: str
    fingerprint: str
    sha256: str
    valid: bool
    contents: dict[str, Any]
    received: AwareDatetime | None = Field(None, strict=False)

    _army = field_validator("contents")(an_army)


class LockV1(Strict):
    """The first lock: one list per file locked, the event's options, and later its content."""

    event: str
    system: str
    locked_at: str
    options: dict[str, OptionValue] = Field(default_factory=dict)
    content: dict[str, Any] | None = None
    lists: list[LockedListV1]

    def upgraded(self, key: Callable[[str | None, str], str]) -> LockV2:
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
                SentListV2.model_validate({**one.model_dump(), "status": "superseded"}, strict=False)
                for one in older
            ]
            status = "updated" if history else "locked"
            places.append(
                LockedListV2.model_validate(
                    {**newest.model_dump(), "status": status, "history": history}, strict=False
                )
            )
        return LockV2(
            lock=2,
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
