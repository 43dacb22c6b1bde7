"""A checked list as output: the JSON object of the public contract, a CSV row, or text for
people (its verdict line and its problems), in the words of `present.findings`. The view that
prints the text paints it (colour on a terminal); a note or a file takes it plain."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable
from typing import Any, Protocol, TextIO

from armybuilder.checking.checked import Checked
from armybuilder.engine import Problem
from armybuilder.engine.codes import Audience
from armybuilder.engine.words import amount, totals
from armybuilder.files.json_text import indented_json
from armybuilder.present.findings import file_words
from armybuilder.present.summary import heading
from armybuilder.present.verdicts import verdict_word
from armybuilder.terminal import json_safe, printable


class Paint(Protocol):
    """How a view draws the text it is given: a piece in named styles (`bold`, `dim`, `cyan`...),
    a severity and a verdict in theirs (`cli.style.Style` draws them in a terminal's colours)."""

    def __call__(self, text: str, *names: str) -> str: ...
    def severity(self, severity: str) -> str: ...
    def verdict(self, valid: bool) -> str: ...


class Plain:
    """Text as it is, for a file or a note: no view paints it."""

    def __call__(self, text: str, *names: str) -> str:
        return text

    def severity(self, severity: str) -> str:
        return severity

    def verdict(self, valid: bool) -> str:
        return verdict_word(valid)


PLAIN = Plain()


CSV_COLUMNS = (
    "file",
    "player",
    "army",
    "system",
    "valid",
    "errors",
    "warnings",
    "total",
    "limit",
    "fingerprint",
    "first_problem",
)


def _entry_error(checked: Checked, number: int, problem: Problem) -> dict[str, Any]:
    """A unit entry's schema problem names its line in its message, as the file's own problems do."""
    at = checked.location(number) if problem.code == "file.schema" else None
    if at is None:
        return problem.as_dict()
    return {**problem.as_dict(), "message": f"line {at.line}, column {at.column}: {problem.message}"}


def as_json(checked: Checked) -> dict[str, Any]:
    """One file's object, exactly as the public contract gives it."""
    report = checked.report
    if report is None:
        errors = [
            {
                **p.as_dict(),
                "message": f"line {at.line}, column {at.column}: {p.message}" if at else p.message,
            }
            for p, at in zip(checked.file_problems, checked.file_locations, strict=True)
        ]
        return {
            **_where(checked),
            "system": checked.system,
            "name": checked.name,
            "valid": False,
            "costs": None,
            "limit": None,
            "errors": errors,
            "warnings": [],
            "fingerprint": None,
            "player": None,
            "options": None,
        }
    return {
        **_where(checked),
        "system": report.system,
        "name": report.name,
        "valid": report.valid,
        "costs": report.costs,
        "limit": report.limit,
        "errors": [_entry_error(checked, number, p) for number, p in enumerate(report.errors)],
        "warnings": [p.as_dict() for p in report.warnings],
        "fingerprint": report.fingerprint,
        "player": report.player,
        "options": report.options,
    }


def _where(checked: Checked) -> dict[str, str]:
    """The list's file, and for a list that came in an e-mail the part of it (`<Message-ID>,
    attachment zed.yaml`)."""
    return {"file": str(checked.file), "part": checked.part} if checked.part else {"file": str(checked.file)}


def write_checked(checked: Checked, style: Paint, out: TextIO) -> None:
    """A verdict line, then each problem as `file:line:column: severity [code] where: message`."""
    report = checked.report
    if report is None:
        title = f"{checked.name} ({checked.system})" if checked.name else "the file cannot be used"
        out.write(
            f"{style(printable(checked.source), 'bold')}: {style.verdict(False)} — {printable(title)}\n"
        )
    else:
        limits = totals(report.measures)
        summary = f"{report.name} ({report.system_name} {report.version})" + (f", {limits}" if limits else "")
        out.write(
            f"{style(printable(checked.source), 'bold')}: {style.verdict(report.valid)} — {printable(summary)}, "
            f"fingerprint {report.fingerprint}\n"
        )
        head = heading(report)
        about = [f"player {head.player}"] if head.player else []
        about += [f"{name}: {value}" for name, value in head.options]
        if about:
            out.write(f"  {printable(' · '.join(about))}\n")
    write_problems(checked, style, out)


def as_row(checked: Checked, first: Problem | None = None) -> list[str]:
    """One file's CSV row, in the order of CSV_COLUMNS; totals in the first measure (points or
    units). `first` is the problem to name, by default the first found."""
    report = checked.report
    problems = checked.problems
    if first is None:
        first = problems[0] if problems else None
    # A file that cannot be read has no entry to name: its place in the file says where, as in JSON.
    at = checked.location(0) if first and report is None else None
    place = f"line {at.line}, column {at.column}" if at else ""
    first_problem = file_words(first, "organiser", place).placed if first else ""
    if report is None:
        fields = [checked.source, "", checked.name or "", checked.system or "", "false"]
        fields += [str(len(problems)), "0", "", "", "", first_problem]
    else:
        measure = report.measures[0] if report.measures else None
        fields = [checked.source, report.player or "", report.name, report.system]
        fields += ["true" if report.valid else "false", str(len(report.errors)), str(len(report.warnings))]
        fields += [
            amount(measure.value) if measure else "",
            amount(measure.limit) if measure and measure.limit is not None else "",
        ]
        fields += [report.fingerprint, first_problem]
    return [cell(text) for text in fields]


def write_csv(rows: Iterable[list[str]], out: TextIO, more: tuple[str, ...] = ()) -> None:
    """The header and a row per roster, as `check --format csv` and `event pack` write them; `more`
    names the columns a row has after CSV_COLUMNS."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS + more)
    writer.writerows(rows)


def cell(text: str) -> str:
    """Text a spreadsheet shows as text, and a terminal prints without obeying: control characters
    are written out (`\\x1b`), and a leading = + - @ would start a formula, so it is quoted."""
    text = printable(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def write_problems(
    checked: Checked,
    style: Paint,
    out: TextIO,
    audience: Audience = "organiser",
    place: Callable[[int], str] | None = None,
) -> None:
    """Each problem as `file:line:column: severity [code] where: message`, with what to do and its
    rule. `check` speaks to whoever checks the files; a player's note passes the player, and
    `place`, which says where problem `number` is in the player's terms."""
    for number, problem in enumerate(checked.problems):
        words = file_words(problem, audience)
        where = f" {printable(words.place)}:" if words.place else ""
        at = place(number) if place is not None else checked.position(number)
        out.write(
            f"  {printable(at)}: {style.severity(words.severity)} "
            f"[{printable(words.code)}]{where} {printable(words.message)}\n"
        )
        if words.advice:
            out.write(f"      {style('fix:', 'cyan')} {printable(words.advice)}\n")
        if words.rule:
            out.write(f"      {style('rule:', 'dim')} {printable(words.rule)}\n")


def shown(form: str, style: Paint, checked: Checked) -> Any:
    """One list as `check` shows it in `form`: its JSON object, ready to sit in the output's list,
    its CSV row, or its block of text, painted by `style`."""
    if form == "json":
        return _json_item(as_json(checked))
    if form == "csv":
        return as_row(checked)
    text = io.StringIO()
    write_checked(checked, style, text)
    return text.getvalue()


def _json_item(value: Any) -> str:
    """One roster's object as indented JSON, safe on a terminal, ready to sit in the output's list
    (indented once more). A file name's bytes that are not UTF-8 come out escaped (`\\udce9`)
    rather than lost: Python reads that back as the same name."""
    return json_safe(indented_json(value, "\n  "))
