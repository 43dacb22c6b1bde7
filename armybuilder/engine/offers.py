"""The offers in a hint a catalog or an event writes as one sentence ('remove units until 6 are
left, or raise `army-size` ...'): the one place a hint's words are read back.

The engine's own hints are built as offers; only text from a file arrives as a sentence.
"""

from armybuilder.engine.report import Offer


def offers_in(hint: str) -> tuple[Offer, ...]:
    """Each alternative of the hint, with what it changes: the names it quotes (`army-size`), and
    the limit where it speaks of it."""
    if not hint:
        return ()
    return tuple(Offer(part, _changes(part)) for part in hint.split(", or "))


def _changes(offer: str) -> frozenset[str]:
    named = set(offer.split("`")[1::2])
    return frozenset(named | {"limit"} if "the limit" in offer else named)
