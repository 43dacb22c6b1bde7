"""Naming a player of the lock in a command (`event accept`, `event withdraw`, `--as`): by the
lock's id, by an address, or by a name. A name that fits several players names none of them:
the organiser is shown the candidates, never one picked for them. Pure."""

from collections.abc import Sequence

from armybuilder.engine.compare import compared, owner, same_player
from armybuilder.engine.identity import address_key
from armybuilder.engine.suggest import closest
from armybuilder.schema.lock import Player


class UnknownPlayer(Exception):
    """No player of the lock is named so; `closest` are the names nearest it."""

    def __init__(self, player: str, closest: list[str]) -> None:
        super().__init__(player)
        self.player = player
        self.closest = closest


class AmbiguousPlayer(Exception):
    """A name that fits several players; each is named with their id and addresses."""

    def __init__(self, player: str, candidates: list[Player]) -> None:
        super().__init__(player)
        self.player = player
        self.candidates = candidates


def player_named(players: Sequence[Player], said: str) -> Player:
    """The one player `said` names: an id (`p3`), an address, or a name, exactly (as names are
    compared) or else ignoring case and accents; UnknownPlayer or AmbiguousPlayer if not one."""
    for player in players:
        if player.id == said.strip():
            return player
    # A player whose every list moved to another is kept for their id alone.
    present = [player for player in players if player.entry is not None or player.pending]
    address = address_key(said)
    found = [p for p in present if any(address_key(a) == address for a in p.addresses)]
    if not found:
        name = compared(said)
        found = [p for p in present if p.name is not None and compared(p.name) == name]
    if not found:
        folded = same_player(said)
        found = [p for p in present if same_player(name_of(p)) == folded]
    if len(found) == 1:
        return found[0]
    if found:
        raise AmbiguousPlayer(said, found)
    raise UnknownPlayer(said, closest(said, [name_of(player) for player in present]))


def name_of(player: Player) -> str:
    """How the organiser names a player: their name, else where their list came from."""
    one = player.entry or (player.pending[-1] if player.pending else None)
    return owner(player.name, one.label if one is not None else f"player {player.id}")
