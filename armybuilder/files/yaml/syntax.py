"""The wording of a YAML syntax error: PyYAML's problem, at its line and column, with a hint
a person can act on."""

from pathlib import Path
from typing import Any

import yaml

from armybuilder.errors import InputError, Location
from armybuilder.files.yaml.limits import nesting_refused, too_deep
from armybuilder.files.yaml.loader import MAX_DIGITS


def syntax_error(error: yaml.MarkedYAMLError, text: str, path: Path | str) -> InputError:
    mark = error.problem_mark or error.context_mark
    problem = error.problem or error.context or "invalid YAML"
    context = f" ({error.context})" if error.context and error.problem else ""
    at = Location(mark.line + 1, mark.column + 1) if mark else None
    if nesting_refused(error):
        return too_deep(path, mark)
    hint = "fix the YAML at this position"
    if "tab" in problem or _tab_before(text, mark):
        hint = "indent with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "put a value that holds `: ` in quotes, or check the indentation here and on the line before"
    elif "another document" in problem:
        hint = "a file holds one YAML document: remove the `---` line and what follows, or split the file"
    elif "expected key" in problem:
        hint = (
            "check the indentation here and on the line before: keys of one mapping start in the same"
            " column, and a key written with `{}` or `[]` holds nothing indented under it"
        )
    elif any(sign in problem for sign in ("indicator", "block end")):
        hint = "check the indentation here and on the line before: items of one list start in the same column"
    elif f"at most {MAX_DIGITS} digits" in problem:
        hint = "write a smaller number; no count, cost or limit needs so many digits"
    elif "invalid Unicode character escape" in problem:
        hint = "write the character itself, or a `\\u` escape of a real character (not a surrogate)"
    elif "must be a plain value" in problem:
        hint = "a key is a plain word or number, such as `name`; put a list or mapping after the colon"
    elif "there is no such day" in problem:
        hint = "check the month and the day"
    elif "appears twice" in problem:
        hint = "remove or merge one of the two"
    elif any(
        sign in problem for sign in ("only plain values are read", "is tagged !!", "could not determine")
    ):
        hint = "remove the `!tag`; rosters and catalogs hold plain values only"
    elif "quoted scalar" in (error.context or ""):
        hint = f"close the quote that opens at line {_opened(error)}"
    elif "flow sequence" in (error.context or "") or "flow mapping" in (error.context or ""):
        bracket = "[ ]" if "sequence" in (error.context or "") else "{ }"
        hint = f"close the `{bracket}` that opens at line {_opened(error)}, with commas between its items"
    elif "expected ':'" in problem:
        hint = "write `key: value`, with a space after the colon; check the line before too"
    return InputError("file.syntax", f"{problem}{context}", file=path, at=at, hint=hint)


def _tab_before(text: str, mark: Any) -> bool:
    """Whether a tab stands on the error's line up to it: libyaml names a tab only now and then."""
    lines = text.splitlines()
    return mark is not None and mark.line < len(lines) and "\t" in lines[mark.line][: mark.column + 1]


def _opened(error: yaml.MarkedYAMLError) -> str:
    """Where the quote or bracket a syntax error left open began: '3, column 7'."""
    mark = error.context_mark
    return f"{mark.line + 1}, column {mark.column + 1}" if mark else "an earlier line"
