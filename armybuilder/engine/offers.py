"""A hint as a catalog or an event writes it: one sentence, or the offers it lists, each naming
what it changes, so an offer can be left out where an event fixes that."""

from collections.abc import Callable
from typing import Any

from armybuilder.engine.report import Offer
from armybuilder.schema.catalog import Hint


def hint_of(hint: Hint, fill: Callable[..., str], **fields: Any) -> str | tuple[Offer, ...]:
    """The hint with its `fields` filled in (by `fill`): a sentence as it is, a list as its offers."""
    if isinstance(hint, str):
        return fill(hint, **fields)
    return tuple(
        Offer(fill(offer, **fields))
        if isinstance(offer, str)
        else Offer(fill(offer.offer, **fields), frozenset(offer.changes))
        for offer in hint
    )
