"""Findings across an inbox's e-mail: one sender's address under two players' names, and one
player's lists from two addresses. Pure, like the rest of the engine; the senders' addresses are
given as data."""

from __future__ import annotations

from collections.abc import Sequence

from armybuilder.engine.compare import SHOWN, same_player
from armybuilder.engine.report import Problem
from armybuilder.engine.where import top


def sender_findings(
    players: Sequence[str | None], addresses: Sequence[str], files: Sequence[str], rule: str = ""
) -> list[list[Problem]]:
    """For each list, `event.shared-sender` where the address it came from ('' for a list that
    came as a file) also sent a list under another player's name, and `event.other-sender` where
    another address sent a list under its player's name."""
    found = _shared(players, addresses, files, rule)
    for problems, more in zip(found, _other_senders(players, addresses, files, rule), strict=True):
        problems += more
    return found


def _other_senders(
    players: Sequence[str | None], addresses: Sequence[str], files: Sequence[str], rule: str
) -> list[list[Problem]]:
    # Anyone can write a name, in a roster or as their mail's display name, and the newest list
    # of a player is their entry: a list in a player's name from an address new to them is worth a look.
    found: list[list[Problem]] = [[] for _ in players]
    by_player: dict[str, list[int]] = {}
    for n, (player, address) in enumerate(zip(players, addresses, strict=True)):
        if address and player:
            by_player.setdefault(same_player(player), []).append(n)
    for numbers in by_player.values():
        if len({addresses[n].casefold() for n in numbers}) < 2:
            continue
        for n in numbers:
            others = [m for m in numbers if addresses[m].casefold() != addresses[n].casefold()]
            named = ", ".join(f"{addresses[m]} ({files[m]})" for m in others[:SHOWN])
            more = f" and {len(others) - SHOWN} more" if len(others) > SHOWN else ""
            found[n].append(
                Problem(
                    "event.other-sender",
                    "warning",
                    f"{addresses[n]} sent this list as {players[n]}'s, and another address did too: {named}{more}",
                    top("player"),
                    rule,
                    "check that each list is the player's own before its newest counts: anyone can write a name",
                )
            )
    return found


def _shared(
    players: Sequence[str | None], addresses: Sequence[str], files: Sequence[str], rule: str
) -> list[list[Problem]]:
    found: list[list[Problem]] = [[] for _ in players]
    by_address: dict[str, list[int]] = {}
    for n, (player, address) in enumerate(zip(players, addresses, strict=True)):
        if address and player:
            by_address.setdefault(address.casefold(), []).append(n)
    for numbers in by_address.values():
        names = {same_player(players[n] or "") for n in numbers}
        if len(names) < 2:
            continue
        for n in numbers:
            others = [m for m in numbers if same_player(players[m] or "") != same_player(players[n] or "")]
            named = ", ".join(f"{players[m]} ({files[m]})" for m in others[:SHOWN])
            more = f" and {len(others) - SHOWN} more" if len(others) > SHOWN else ""
            found[n].append(
                Problem(
                    "event.shared-sender",
                    "warning",
                    f"{addresses[n]} sent this list as {players[n]}'s, and also another player's: {named}{more}",
                    top("player"),
                    rule,
                    "check whose list each is: a club may send for its players; otherwise correct `player:`",
                )
            )
    return found
