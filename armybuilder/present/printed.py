"""What printing says, worded once: the note under a sheet's verdict, why a part was left out,
and what `pdf`, `reference` and the editor's print say they wrote. A view passes each file's name
as it shows it, and styles the rest."""

from collections.abc import Sequence

from armybuilder.engine import Report
from armybuilder.engine.report import Severity
from armybuilder.engine.words import counted, sentence
from armybuilder.present.verdicts import verdict_word

LACKING = {"cards": "a card", "basing": "a base size"}
"""What a part needs of an element type in the roster to be printed: without it, it is left out."""
_NAMED = {"cards": "reference cards", "basing": "basing template"}
"""A part of the roster PDF as a notice names it where it was left out."""
NO_CODE = "No QR code: the list is too long for one."
"""On a sheet, in place of the QR code of a list too long for one."""


def errors_below(report: Report) -> str:
    """Under the sheet's verdict: 'no errors', or '7 errors, listed below'."""
    return "no errors" if report.valid else f"{_errors(report)}, listed below"


def problems_heading(severity: Severity, count: int) -> str:
    """Over a sheet's findings of one severity: 'Errors: the roster is NOT VALID until each is
    fixed (7)', 'Warnings: the roster stays valid, but check these (2)'."""
    if severity == "error":
        return f"Errors: the roster is {verdict_word(False)} until each is fixed ({count})"
    return f"Warnings: the roster stays valid, but check these ({count})"


def printed_verdict(report: Report, *, sheet: bool) -> str:
    """A print summary's verdict: 'VALID', or 'NOT VALID: the sheet lists 7 errors'; where no
    `sheet` was printed, 'NOT VALID: 7 errors'."""
    if report.valid:
        return verdict_word(True)
    return f"{verdict_word(False)}: {'the sheet lists ' if sheet else ''}{_errors(report)}"


def nothing_to_print(asked: Sequence[str]) -> str:
    """The page printed where none of the parts `asked` for had anything to show."""
    wanted = " or ".join(LACKING[part] for part in asked if part in LACKING)
    return f"Nothing to print: no element type in this roster has {wanted}."


def too_long_to_print(entries: int, most: int, what: str = "the roster") -> str:
    """Why a roster has no sheet: 'the roster has 1,001 entries; armybuilder prints at most 1,000'."""
    return f"{what} has {entries:,} entries; armybuilder prints at most {most:,}"


def not_printed_here(entries: int, most: int) -> str:
    """In the judges' pack, in place of the sheet of a list too long to print."""
    return (
        f"{sentence(too_long_to_print(entries, most, 'the list'))}, so its sheet is not printed here. "
        "Check it with armybuilder check or show."
    )


def left_out(asked: Sequence[str], made: Sequence[str]) -> list[str]:
    """Each part asked for and left out, and why: 'no basing template: no element type in the
    roster has a base size'."""
    return [
        f"no {_NAMED[part]}: no element type in the roster has {LACKING[part]}"
        for part in asked
        if part not in made and part in LACKING
    ]


def wrote_sheet(out: str, pages: int, parts: Sequence[str], layout: str, report: Report) -> str:
    """`pdf`'s summary: 'Wrote wessex.pdf: 3 pages (roster, cards, basing; A4), VALID'."""
    shown = ", ".join(parts) or "nothing to show"
    verdict = printed_verdict(report, sheet="roster" in parts)
    return f"Wrote {out}: {counted(pages, 'page')} ({shown}; {layout}), {verdict}"


def wrote_reference(out: str, pages: int, rules: str, layout: str, roster: str | None) -> str:
    """`reference`'s summary: 'Wrote ref.pdf: 4 pages of Tank Attack 5.0 reference (rows for
    3rd Wessex Rifles; A4)'; `roster` is the army whose rows it holds, None for all tables."""
    which = f"rows for {roster}" if roster is not None else "all tables"
    return f"Wrote {out}: {counted(pages, 'page')} of {rules} reference ({which}; {layout})"


def printed_file(name: str, pages: int, notes: Sequence[str] = ()) -> str:
    """One file the editor printed: 'wessex.pdf (3 pages; no basing template: ...)'."""
    return f"{name} ({'; '.join([counted(pages, 'page'), *notes])})"


def print_summary(files: Sequence[str], report: Report, *, sheet: bool) -> str:
    """The editor's print summary: 'Printed wessex.pdf (3 pages).', and the verdict where the
    roster is NOT VALID; `sheet` says whether the roster's sheet was among what was printed."""
    verdict = "" if report.valid else f" {printed_verdict(report, sheet=sheet)}."
    return f"Printed {' and '.join(files)}.{verdict}"


def _errors(report: Report) -> str:
    return counted(len(report.errors), "error")
