"""The organiser's register of players, `PLAYERS.yaml`: who plays, and the addresses that are
theirs. The organiser's own file, never the event file (players see that one; it holds no
address)."""

from typing import Annotated

from pydantic import AfterValidator, Field

from armybuilder.schema.base import Strict, empty_list
from armybuilder.schema.roster import Text

MAX_PLAYERS = 10_000
"""Players one register lists: the largest tournaments have a few thousand."""
MAX_ADDRESSES = 20
"""Addresses one player has: a handful at most."""


def _an_address(text: str) -> str:
    name, at, domain = text.partition("@")
    if not (name and at and domain) or "@" in domain or any(c.isspace() for c in text):
        raise ValueError(f"{text!r} is not an e-mail address: write it as name@example.org")
    return text


Address = Annotated[str, Field(max_length=320), AfterValidator(_an_address)]
"""An e-mail address as a mail program sends from it (its 320 characters at most)."""


class RegisteredPlayer(Strict):
    """A player: their name, and the address (or addresses) they send lists from, if any."""

    name: Text
    email: Address | Annotated[list[Address], Field(max_length=MAX_ADDRESSES)] = Field(
        default_factory=empty_list,
        description="One address, or a list of them; none for a player who hands lists over.",
    )

    @property
    def addresses(self) -> tuple[str, ...]:
        return (self.email,) if isinstance(self.email, str) else tuple(self.email)


class Register(Strict):
    """Every player of the event the organiser knows, in the register's order."""

    players: list[RegisteredPlayer] = Field(max_length=MAX_PLAYERS)
