"""A list's verdict as every view prints it: VALID, NOT VALID, or not judged where a newer list of
the same player's counts instead (its status is one of `engine.custody.NOT_JUDGED`), and a batch's
tally of them."""

from collections.abc import Sequence

from armybuilder.engine.words import counted


def verdict_word(valid: bool, *, judged: bool = True) -> str:
    """'VALID' or 'NOT VALID'; 'not judged' for a list that is not judged.

    The caller says whether it is judged, so the editor, which has no custody, starts without it."""
    if not judged:
        return "not judged"
    return "VALID" if valid else "NOT VALID"


def tally(valid: int, total: int, noun: str, *, of: str = "", aside: Sequence[tuple[int, str]] = ()) -> str:
    """A batch's verdicts: '7 rosters: 3 valid, 4 not valid'; of a named batch, one colon to the
    line: 'Drill Hall 2027: 7 rosters, 3 valid, 4 not valid'. `aside` counts the lists judged
    neither way, each with its word ('1 superseded'): they are not among the not valid."""
    apart = sum(count for count, _ in aside)
    verdicts = ", ".join(
        [f"{valid} valid", f"{total - valid - apart} not valid", *(f"{n} {word}" for n, word in aside if n)]
    )
    return f"{of}: {counted(total, noun)}, {verdicts}" if of else f"{counted(total, noun)}: {verdicts}"
