"""A list's verdict as every view prints it: VALID, NOT VALID, or not judged where a newer list of
the same player's counts instead (its status is one of `engine.custody.NOT_JUDGED`)."""


def verdict_word(valid: bool, *, judged: bool = True) -> str:
    """'VALID' or 'NOT VALID'; 'not judged' for a list that is not judged.

    The caller says whether it is judged, so the editor, which has no custody, starts without it."""
    if not judged:
        return "not judged"
    return "VALID" if valid else "NOT VALID"


def tally(valid: int, total: int) -> str:
    """'3 valid, 1 not valid': how many of `total` lists are valid, as every summary counts them."""
    return f"{valid} valid, {total - valid} not valid"
