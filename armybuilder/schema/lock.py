"""`lock.json`: the lists an event locked when they were handed in, for `verify` and later packs."""

from typing import Any

from pydantic import Field

from armybuilder.schema.base import Strict
from armybuilder.schema.roster import OptionValue


class LockedList(Strict):
    player: str | None
    army: str
    file: str
    fingerprint: str
    sha256: str = Field(description="SHA-256 of the roster file's bytes as handed in.")
    valid: bool
    contents: dict[str, Any] = Field(description="What the fingerprint hashes, to say what changed later.")


class Lock(Strict):
    event: str
    system: str
    locked_at: str = Field(description="ISO 8601.")
    options: dict[str, OptionValue] = Field(
        default_factory=dict, description="The roster options the event fixes; verify judges with them."
    )
    lists: list[LockedList]
