"""A checked roster as output: the JSON object of the public contract, or text for people."""

from typing import Any, TextIO

from armybuilder.cli.common import Checked
from armybuilder.cli.style import Style
from armybuilder.terminal import printable
from armybuilder.words import totals


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
            "file": str(checked.file),
            "system": checked.system,
            "name": checked.name,
            "valid": False,
            "costs": None,
            "limit": None,
            "errors": errors,
            "warnings": [],
            "fingerprint": None,
        }
    return {
        "file": str(checked.file),
        "system": report.system,
        "name": report.name,
        "valid": report.valid,
        "costs": report.costs,
        "limit": report.limit,
        "errors": [p.as_dict() for p in report.errors],
        "warnings": [p.as_dict() for p in report.warnings],
        "fingerprint": report.fingerprint,
    }


def write_text(checked: Checked, style: Style, out: TextIO) -> None:
    """A verdict line, then each problem as `file:line:column: severity [code] where: message`."""
    report = checked.report
    if report is None:
        title = f"{checked.name} ({checked.system})" if checked.name else "the file cannot be used"
        out.write(
            f"{style(printable(str(checked.file)), 'bold')}: {style.verdict(False)} — {printable(title)}\n"
        )
    else:
        limits = totals(report.measures)
        summary = f"{report.name} ({report.system_name} {report.version})" + (f", {limits}" if limits else "")
        out.write(
            f"{style(printable(str(checked.file)), 'bold')}: {style.verdict(report.valid)} — {printable(summary)}, "
            f"fingerprint {report.fingerprint}\n"
        )
    write_problems(checked, style, out)


def write_problems(checked: Checked, style: Style, out: TextIO) -> None:
    """Each problem as `file:line:column: severity [code] where: message`, with its fix and rule."""
    for number, problem in enumerate(checked.problems):
        where = f" {printable(problem.where)}:" if problem.where else ""
        out.write(
            f"  {printable(checked.position(number))}: {style.severity(problem.severity)} "
            f"[{printable(problem.code)}]{where} {printable(problem.message)}\n"
        )
        if problem.hint:
            out.write(f"      {style('fix:', 'cyan')} {printable(problem.hint)}\n")
        if problem.rule:
            out.write(f"      {style('rule:', 'dim')} {printable(problem.rule)}\n")
