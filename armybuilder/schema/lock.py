"""`lock.json`: the lists an event locked when they were handed in, for `verify` and later packs."""

from typing import Any

from pydantic import AwareDatetime, Field, field_validator

from armybuilder.schema.base import Strict
from armybuilder.schema.roster import OptionValue


def _units_are_mappings(units: Any, where: str) -> None:
    if not isinstance(units, list) or not all(isinstance(unit, dict) for unit in units):
        raise ValueError(f"{where} must be a list of mappings")
    for unit in units:
        if "elements" in unit:
            _units_are_mappings(unit["elements"], "an entry's `elements`")


class LockedList(Strict):
    player: str | None
    army: str
    file: str
    fingerprint: str
    sha256: str = Field(description="SHA-256 of the roster file's bytes as handed in.")
    valid: bool
    contents: dict[str, Any] = Field(description="What the fingerprint hashes, to say what changed later.")
    received: AwareDatetime | None = Field(
        None,
        strict=False,
        description="When the list was received, in UTC to the second; not in older locks.",
    )

    @field_validator("contents")
    @classmethod
    def _an_army(cls, contents: dict[str, Any]) -> dict[str, Any]:
        """What `verify` compares must have an army's shape, so a hand-edited lock is named, not a crash."""
        if not isinstance(contents.get("options", {}), dict):
            raise ValueError("`options` must be a mapping")
        _units_are_mappings(contents.get("units", []), "`units`")
        return contents


class Lock(Strict):
    event: str
    system: str
    locked_at: str = Field(description="ISO 8601.")
    options: dict[str, OptionValue] = Field(
        default_factory=dict, description="The roster options the event fixes; verify judges with them."
    )
    content: dict[str, Any] | None = Field(
        None, description="The event file as read, so verify judges under all of it; not in older locks."
    )
    lists: list[LockedList]
