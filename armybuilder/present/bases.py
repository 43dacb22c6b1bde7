"""What the basing template says of the bases a roster needs: each base's size and how many to
make, and, naming them, the bases it does not draw and why."""

from collections.abc import Collection, Sequence

from armybuilder.engine.report import BasesNeeded


def base_size(needed: BasesNeeded) -> str:
    """'40 × 20 mm', or '40 × 20 mm, your base' where the player declared it in place of the rules'."""
    return f"{needed.base.size} mm" + (", your base" if needed.base.declared else "")


def to_make(needed: BasesNeeded) -> str:
    """'make 4'."""
    return f"make {needed.count}"


def unsized(needed: BasesNeeded) -> bool:
    """Whether a side of the base is open, so it cannot be drawn."""
    return needed.base.width is None or needed.base.depth is None


def not_drawn(needed: Sequence[BasesNeeded], drawn: Collection[BasesNeeded]) -> list[str]:
    """A sentence for each reason bases are not drawn, naming them: the rules give no full size,
    the player's own base leaves a side open, or the base is too large for the page."""
    said = []
    if by_rules := [b for b in needed if unsized(b) and not b.base.declared]:
        names = "; ".join(f"{b.name} ({to_make(b)})" for b in by_rules)
        said.append(f"The rules give no full base size for: {names}.")
    if own := [b for b in needed if unsized(b) and b.base.declared]:
        names = "; ".join(f"{b.name} {b.base.size} mm ({to_make(b)})" for b in own)
        said.append(f"Your base leaves a side open, so it is not drawn: {names}.")
    if too_big := [b for b in needed if b not in drawn and not unsized(b)]:
        names = "; ".join(f"{b.name} {base_size(b)} ({to_make(b)})" for b in too_big)
        said.append(f"Too large to draw on this page: {names}.")
    return said
