"""Findings across an inbox's e-mail: one sender's address under two players' names, and one
player's lists from two addresses. Pure, like the rest of the engine; the senders' addresses are
given as data."""

from __future__ import annotations

from collections.abc import Sequence

from armybuilder.engine.compare import SHOWN, listed, player_key
from armybuilder.engine.report import Problem
from armybuilder.engine.where import top


def sender_findings(
    players: Sequence[str | None], addresses: Sequence[str], files: Sequence[str], rule: str = ""
) -> list[list[Problem]]:
    """For each list, `event.shared-sender` where the address it came from ('' for a list that
    came as a file) also sent a list under another player's name, and `event.other-sender` where
    another address sent a list under its player's name (anyone can write a name, in a roster or
    as their mail's display name, and a player's newest list is their entry)."""
    taking = [
        n for n, (player, address) in enumerate(zip(players, addresses, strict=True)) if player and address
    ]
    sender = {n: addresses[n].casefold() for n in taking}
    player = {n: player_key(players[n], files[n]) for n in taking}  # as the chain of custody knows them
    found: list[list[Problem]] = [[] for _ in players]
    for code, same, differing, other, said, hint in (
        (
            "event.shared-sender",
            sender,
            player,
            lambda m: f"{players[m]} ({files[m]})",
            "and also another player's",
            "check whose list each is: a club may send for its players; otherwise correct `player:`",
        ),
        (
            "event.other-sender",
            player,
            sender,
            lambda m: f"{addresses[m]} ({files[m]})",
            "and another address did too",
            "check that each list is the player's own before its newest counts: anyone can write a name",
        ),
    ):
        for n, others in _apart(taking, same, differing).items():
            names = listed([other(m) for m in others[:SHOWN]], len(others))
            message = f"{addresses[n]} sent this list as {players[n]}'s, {said}: {names}"
            found[n].append(Problem(code, "warning", message, top("player"), rule, hint))
    return found


def _apart(taking: list[int], same: dict[int, str], differing: dict[int, str]) -> dict[int, list[int]]:
    """For each list, the lists of its group (by `same`) that differ from it in `differing`, where any do."""
    groups: dict[str, list[int]] = {}
    for n in taking:
        groups.setdefault(same[n], []).append(n)
    out: dict[int, list[int]] = {}
    for numbers in groups.values():
        for n in numbers:
            others = [m for m in numbers if differing[m] != differing[n]]
            if others:
                out[n] = others
    return out
