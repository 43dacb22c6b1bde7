"""The bad-input corpus: hostile and broken input for every command, kept as data.

Each case asserts what a user depends on: one clean message that says where (file:line:column,
or the roster entry), the documented exit status, no file changed, and an answer rather than a
hang (how fast it comes is for `make bench` to measure). The cases are tables; each kind of
input has one test function that runs its table.
"""

import errno
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from armybuilder.editing import fixing
from armybuilder.files import atomic
from armybuilder.files import locking as filelock
from armybuilder.files import text as textfile
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import RosterFile
from armybuilder.tui.app import ArmyBuilder, OpenFile
from armybuilder.tui.services import Services
from tests.conftest import ROOT, SHIPPED, Result

HEADER = "format: 1\nsystem: tank-attack\nname: X\n"
EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
VALID = EXAMPLE.read_text()
HANG = 60
"""Seconds after which a case counts as blocked: a bound that catches a hang, not a speed target."""


@pytest.fixture(autouse=True)
def _no_hang() -> Iterator[None]:
    """A case that blocks (on a pipe, say) fails after HANG seconds instead of stopping the suite."""

    def stop(*_: object) -> None:
        raise TimeoutError(f"blocked for {HANG} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, HANG)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


LOCATED = re.compile(r"^line \d+, column \d+: ")
# Control characters and bidi overrides: none may reach a terminal from any output.
RAW_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def deep(prefix: str, levels: int, leaf: str = "x") -> bytes:
    return (HEADER + "units:\n  " + prefix * levels + leaf + "\n").encode()


def digits(count: int) -> str:
    return "9" * count


def zipped(marker: bytes) -> bytes:
    return b"PK\x03\x04" + b"\x14\x00" * 13 + marker + b"\x00" * 40


def roster_with(text: str) -> bytes:
    return (HEADER + text).encode()


# --- rosters: file content -> (code of the first error, text its message must contain) -------

ROSTERS: dict[str, tuple[bytes, str, str]] = {
    "empty": (b"", "file.schema", "the file is empty"),
    "only-comment": (b"# nothing here\n", "file.schema", "the file is empty"),
    "nul-in-text": (
        roster_with("notes: a\x00b\n"),
        "file.unreadable",
        "line 4, column 9: this looks like a binary",
    ),
    "not-utf8-not-1252": (
        roster_with("notes: \x81\x8d\n").replace(b"\xc2", b""),
        "file.unreadable",
        "line 4",
    ),
    "bad-utf16": (b"\xff\xfe" + "format: 1\n".encode("utf-16-le") + b"\x00\xd8", "file.unreadable", "UTF-16"),
    "syntax-unclosed": (roster_with("units: [\n"), "file.syntax", "line 5"),
    "syntax-tab": (b"format: 1\n\tsystem: x\n", "file.syntax", "line 2"),
    "duplicate-key": (
        roster_with("name: Y\n"),
        "file.syntax",
        "the key 'name' appears twice (first on line 3)",
    ),
    "second-document": (roster_with("---\nname: Y\n"), "file.syntax", "but found another document"),
    "limit-not-a-number": (
        roster_with("limit: lots\n"),
        "file.schema",
        "expected a number, got the text 'lots'",
    ),
    "limit-infinite": (roster_with("limit: .inf\n"), "file.schema", "must be a finite number"),
    "limit-nan": (roster_with("limit: .nan\n"), "file.schema", "line 4, column 8"),
    "limit-1e308": (roster_with("limit: 1.0e+308\n"), "file.schema", "at most 1,000,000,000"),
    "limit-huge-float": (roster_with("limit: 1.0e+400\n"), "file.schema", "finite"),
    "limit-negative-huge": (roster_with("limit: -" + digits(99) + "\n"), "file.schema", "line 4, column 8"),
    "non-text-key": (
        roster_with("options: {1: x}\n"),
        "file.schema",
        "line 4, column 11: keys here must be text",
    ),
    "non-text-key-block": (
        roster_with("options:\n  scale: 15mm\n  3: x\n"),
        "file.schema",
        "line 6, column 3: keys here must be text",
    ),
    "list-as-key": (b"[1, 2]: x\n", "file.syntax", "a mapping key must be a plain value"),
    "python-tag": (roster_with("notes: !!python/object:os.system ls\n"), "file.syntax", "line 4"),
    "python-name-tag": (roster_with("notes: !!python/name:os.system\n"), "file.syntax", "line 4"),
    "int-tag-on-words": (
        roster_with("limit: !!int abc\n"),
        "file.syntax",
        "line 4, column 8: `abc` is tagged !!int",
    ),
    "bool-tag-on-words": (
        roster_with("units: [{element: rifles, count: !!bool maybe}]\n"),
        "file.syntax",
        "`maybe` is tagged !!bool",
    ),
    "float-tag-on-words": (roster_with("limit: !!float x\n"), "file.syntax", "line 4, column 8"),
    "timestamp-tag-on-words": (roster_with("limit: !!timestamp soon\n"), "file.syntax", "line 4, column 8"),
    "no-such-day": (
        roster_with("limit: 2027-02-30\n"),
        "file.syntax",
        "line 4, column 8: `2027-02-30` is written as a date, but there is no such day",
    ),
    "custom-tag": (
        roster_with("notes: !shell rm -rf\n"),
        "file.syntax",
        "line 4, column 8: the tag !shell is refused",
    ),
    # PyYAML's safe loader builds these; the units under them used to vanish from the roster.
    "omap-tag": (
        roster_with("units: !!omap\n  - a: {element: rifles}\n"),
        "file.syntax",
        "line 4, column 8: the tag !!omap is refused",
    ),
    "pairs-tag": (
        roster_with("units: !!pairs\n  - a: {element: rifles}\n"),
        "file.syntax",
        "line 4, column 8: the tag !!pairs is refused",
    ),
    "set-tag": (roster_with("options: !!set {a, b}\n"), "file.syntax", "line 4, column 10: the tag !!set"),
    "binary-tag": (
        roster_with("notes: !!binary aGVsbG8=\n"),
        "file.syntax",
        "line 4, column 8: the tag !!binary",
    ),
    "tag-inside-a-unit": (
        roster_with("units:\n  - element: rifles\n    options: !!omap [{a: 1}]\n"),
        "file.syntax",
        "line 6, column 14: the tag !!omap is refused",
    ),
    "list-not-mapping": (b"- format: 1\n- system: tank-attack\n", "file.schema", "expected a mapping"),
    "scalar-not-mapping": (b"just some words\n", "file.schema", "expected a mapping"),
    "missing-keys": (b"units: []\n", "file.schema", "`system` is required"),
    "wrong-format": (b"format: 2\nsystem: tank-attack\nname: X\n", "file.schema", "format 1, not 2"),
    "format-true": (b"format: true\nsystem: tank-attack\nname: X\n", "file.schema", "format 1, not true"),
    "format-float": (b"format: 1.0\nsystem: tank-attack\nname: X\n", "file.schema", "format 1, not 1.0"),
    "format-text": (b"format: '1'\nsystem: tank-attack\nname: X\n", "file.schema", "format 1, not 1"),
    "format-huge": (f"format: {digits(5000)}\n".encode(), "file.syntax", "at most 100 digits"),
    "wrong-types": (
        b"format: 1\nsystem: [a]\nname: {b: 1}\nunits: 5\n",
        "file.schema",
        "expected text, got a list",
    ),
    "unknown-key": (roster_with("colour: red\n"), "file.schema", "unknown key `colour`"),
    "units-not-list": (roster_with("units: {element: rifles}\n"), "file.schema", "expected a list"),
    "deep-flow": (roster_with("notes: " + "[" * 100_000 + "]" * 100_000 + "\n"), "file.syntax", "nested"),
    "deep-mapping": (
        roster_with("notes: " + "{a: " * 50_000 + "1" + "}" * 50_000 + "\n"),
        "file.syntax",
        "nested",
    ),
    "deep-block-20000": (deep("- ", 20_000), "file.syntax", "line 5, column 401: the document is nested"),
    "deep-block-1000": (
        deep("- ", 1_000),
        "file.syntax",
        "line 5, column 401: the document is nested",
    ),
    "deep-explicit-keys-100000": (
        deep("? ", 100_000),
        "file.syntax",
        "line 5, column 401: the document is nested",
    ),
    "deep-explicit-keys-5000": (deep("? ", 5_000), "file.syntax", "nested more than 200 levels"),
    "deep-mixed-indicators": (deep("- ? ", 3_000), "file.syntax", "nested more than 200 levels"),
    "deep-anchored": (deep("- &a ", 3_000), "file.syntax", "line 5, column 8: block sequence entries"),
    "deep-anchored-lines": (
        roster_with("notes:\n" + "".join(" " * n + "- &a\n" for n in range(1, 2000))),
        "file.syntax",
        "nested more than 200 levels",
    ),
    "deep-indented-lines": (
        roster_with("notes:\n" + "".join(" " * n + "- \n" for n in range(1, 2000))),
        "file.syntax",
        "nested more than 200 levels",
    ),
    "deep-flow-in-block": (deep("- [", 5_000), "file.syntax", "line 5, column 6"),
    "deep-flow-after-block": (deep("- ", 60, "[" * 5_000), "file.syntax", "nested more than 200 levels"),
    "recursive-alias": (b"&a [*a]\n", "file.syntax", "contains itself"),
    "undefined-alias": (roster_with("notes: *nowhere\n"), "file.syntax", "line 4"),
    "alias-bomb": (
        b'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
        + b"".join(
            f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]\n".encode()
            for i in range(8)
        )
        + HEADER.encode(),
        "file.syntax",
        "aliases expand the document",
    ),
    "merge-not-mapping": (roster_with("options:\n  <<: 5\n"), "file.syntax", "only mappings can be merged"),
    "count-huge-decimal": (
        roster_with(f"units:\n  - element: tank\n    count: {digits(5000)}\n"),
        "file.syntax",
        "line 6, column 12",
    ),
    "count-huge-hex": (
        roster_with(f"units:\n  - element: tank\n    count: 0x{'f' * 5000}\n"),
        "file.syntax",
        "at most 100 digits",
    ),
    "count-huge-binary": (
        roster_with(f"units:\n  - element: tank\n    count: 0b{'1' * 20000}\n"),
        "file.syntax",
        "at most 100 digits",
    ),
    "count-huge-leading-zero": (
        roster_with(f"units:\n  - element: tank\n    count: 0{'7' * 5000}\n"),
        "file.syntax",
        "at most 100 digits",
    ),
    "count-huge-sexagesimal": (
        roster_with(f"units:\n  - element: tank\n    count: 1:{'59:' * 2000}0\n"),
        "file.syntax",
        "at most 100 digits",
    ),
    "count-huge-underscores": (
        roster_with(f"units:\n  - element: tank\n    count: 1{'_000' * 2000}\n"),
        "file.syntax",
        "at most 100 digits",
    ),
    "limit-huge": (roster_with(f"limit: {digits(4301)}\n"), "file.syntax", "line 4, column 8"),
    "option-huge": (roster_with(f"options:\n  scale: {digits(5000)}\n"), "file.syntax", "line 5, column 10"),
    "option-infinite": (roster_with("options:\n  scale: .inf\n"), "file.schema", "line 5"),
    "key-huge": (roster_with(f"options:\n  {digits(5000)}: x\n"), "file.syntax", "line 5, column 5003"),
    "flow-key-huge": (roster_with(f"options: {{{digits(5000)}: x}}\n"), "file.syntax", "line 4"),
    "million-line-list": (
        roster_with("units:\n" + "- a\n" * 1_000_000),
        "file.syntax",
        "more than 200,000 values",
    ),
    "unknown-units-100k": (
        roster_with("units:\n" + "".join(f"  - element: unknown-{n % 50}\n" for n in range(100_000))),
        "file.syntax",
        "more than 200,000 values",
    ),
    "unknown-options-200k": (
        roster_with("options:\n" + "".join(f"  option-{n}: 1\n" for n in range(200_000))),
        "file.syntax",
        "more than 200,000 values",
    ),
    "flow-list-300k": (
        roster_with("notes: [" + "a," * 300_000 + "a]\n"),
        "file.syntax",
        "more than 200,000 values",
    ),
    "too-many-units": (
        roster_with("units:\n" + "  - {element: rifles}\n" * 10_001),
        "file.schema",
        "the roster has 10,001 units; armybuilder reads at most 10,000",
    ),
    "name-100kb": (
        ("format: 1\nsystem: tank-attack\nname: " + "N" * 100_000 + "\n").encode(),
        "file.schema",
        "100,000 characters long; at most 200",
    ),
    "player-long": (roster_with("player: " + "P" * 201 + "\n"), "file.schema", "at most 200"),
    "notes-long": (roster_with("notes: " + "n" * 10_001 + "\n"), "file.schema", "at most 10,000"),
    "surrogate-escape": (
        roster_with('notes: "a\\ud800b"\n'),
        "file.syntax",
        "invalid Unicode character escape",
    ),
    "raw-escape-byte": (
        roster_with("notes: a\x1b[2Jb\n"),
        "file.syntax",
        "line 4, column 9: the file holds a character",
    ),
    "raw-bell": (roster_with("notes: a\x07\n"), "file.syntax", "U+0007"),
    "raw-delete": (roster_with("notes: a\x7fb\n"), "file.syntax", "line 4, column 9"),
    "raw-c1": (roster_with("notes: a\x9bb\n"), "file.syntax", "U+009B"),
    "raw-fffe": (roster_with("notes: a\ufffeb\n"), "file.syntax", "U+FFFE, not a character"),
    "ctrl-z-inside": (roster_with("notes: a\x1ab\n"), "file.syntax", "line 4, column 9"),
    "vertical-tab": (roster_with("notes: a\x0bb\n"), "file.syntax", "U+000B"),
    "word-docx": (
        zipped(b"word/document.xml"),
        "file.unreadable",
        "this is a Word document; send the `.yaml` file",
    ),
    "word-doc": (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 100, "file.unreadable", "Word document"),
    "excel": (zipped(b"xl/workbook.xml"), "file.unreadable", "an Excel workbook"),
    "odt": (zipped(b"mimetypeapplication/vnd.oasis.opendocument.text"), "file.unreadable", "OpenDocument"),
    "zip": (zipped(b"roster.yaml"), "file.unreadable", "this is a zip archive"),
    "pdf": (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "file.unreadable", "this is a PDF document"),
    "rtf": (b"{\\rtf1\\ansi format: 1}", "file.unreadable", "Rich Text"),
    "png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "file.unreadable", "this is a PNG image"),
    "jpeg": (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "file.unreadable", "this is a JPEG image"),
    "gif": (b"GIF89a\x01\x00\x01\x00", "file.unreadable", "GIF image"),
    "heic": (b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00", "file.unreadable", "HEIC photo"),
    "webp": (b"RIFF\x10\x00\x00\x00WEBPVP8 ", "file.unreadable", "WebP image"),
    "gzip": (b"\x1f\x8b\x08\x00" + b"\x00" * 20, "file.unreadable", "compressed"),
}

# Files that are read, and what the check says about them: (content, name in the report,
# codes that must be among the warnings, exit status).
READ_AS_TEXT: dict[str, tuple[bytes, str, list[str], int]] = {
    "utf8-bom": (b"\xef\xbb\xbf" + VALID.encode(), "3rd Wessex Rifles", [], 0),
    "utf16-le-bom": (VALID.encode("utf-16"), "3rd Wessex Rifles", [], 0),
    "utf16-be-bom": (b"\xfe\xff" + VALID.encode("utf-16-be"), "3rd Wessex Rifles", [], 0),
    "utf16-le-no-bom": (VALID.encode("utf-16-le"), "3rd Wessex Rifles", [], 0),
    "utf32-bom": (VALID.encode("utf-32"), "3rd Wessex Rifles", [], 0),
    "windows-1252": (
        VALID.replace("3rd Wessex", "3ème “Wessex”").encode("cp1252"),
        "3ème “Wessex” Rifles",
        ["file.encoding"],
        0,
    ),
    "latin-1": (
        VALID.replace("Wessex", "Caf\xe9").encode("latin-1"),
        "3rd Café Rifles",
        ["file.encoding"],
        0,
    ),
    # UTF-8 but for one byte in a comment: the UTF-8 text is kept, not read again as Windows-1252.
    "utf8-but-a-stray-byte": (
        VALID.replace("3rd Wessex", "3ème Wessex").encode() + b"# caf\xe9 \x92\n",
        "3ème Wessex Rifles",
        ["file.encoding"],
        0,
    ),
    # More than a few such bytes: then the whole file is read as Windows-1252.
    "utf8-but-many-stray-bytes": (
        VALID.replace("3rd Wessex", "3ème Wessex").encode() + b"#" + b" \xe9" * 11 + b"\n",
        "3Ã¨me Wessex Rifles",
        ["file.encoding"],
        0,
    ),
    "ctrl-z-at-end": (VALID.encode() + b"\x1a", "3rd Wessex Rifles", [], 0),
    "crlf": (VALID.replace("\n", "\r\n").encode(), "3rd Wessex Rifles", [], 0),
    "name-number": (VALID.replace("name: 3rd Wessex Rifles", "name: 88").encode(), "88", [], 0),
    "name-date": (VALID.replace("name: 3rd Wessex Rifles", "name: 2027-03-14").encode(), "2027-03-14", [], 0),
    "name-float": (VALID.replace("name: 3rd Wessex Rifles", "name: 1.50").encode(), "1.50", [], 0),
    "name-exponent": (VALID.replace("name: 3rd Wessex Rifles", "name: 6.02e+23").encode(), "6.02e+23", [], 0),
    "name-hex": (VALID.replace("name: 3rd Wessex Rifles", "name: 0x1F").encode(), "0x1F", [], 0),
    "name-yes": (VALID.replace("name: 3rd Wessex Rifles", "name: Yes").encode(), "Yes", [], 0),
    "name-leading-zero": (VALID.replace("name: 3rd Wessex Rifles", "name: 007").encode(), "007", [], 0),
    "name-huge-number": (
        VALID.replace("name: 3rd Wessex Rifles", "name: " + digits(150)).encode(),
        digits(150),
        [],
        0,
    ),
    "name-escapes": (
        VALID.replace("name: 3rd Wessex Rifles", 'name: "\\e[2J\\e[HVALID"').encode(),
        "\x1b[2J\x1b[HVALID",
        [],
        0,
    ),
}

FREE_TEXT_FIELDS: dict[str, tuple[str, str, Callable[[dict], object]]] = {
    # field as written -> (YAML, text it must keep, where the report or roster holds it)
    "player-date": ("player: 2027-03-14", "2027-03-14", lambda r: r.player),
    "player-number": ("player: 42", "42", lambda r: r.player),
    "notes-number": ("notes: 3.14159", "3.14159", lambda r: r.notes),
    "notes-bool": ("notes: no", "no", lambda r: r.notes),
    "unit-name-number": ("units:\n  - element: rifles\n    name: 1916", "1916", lambda r: r.units[0].name),
    "unit-name-date": (
        "units:\n  - element: rifles\n    name: 1917-11-20",
        "1917-11-20",
        lambda r: r.units[0].name,
    ),
    "formation-name-number": (
        "units:\n  - formation: infantry-battalion\n    name: 2",
        "2",
        lambda r: r.units[0].name,
    ),
}


def _check_json(cli: Callable[..., Result], path: Path, *args: str | Path) -> tuple[Result, list[dict]]:
    result = cli("check", path, "--format", "json", *args)
    _clean(result)
    return result, json.loads(result.out)


def _clean(result: Result) -> None:
    """No traceback, no 'this is a bug', and nothing a terminal would obey."""
    text = result.out + result.err
    assert "Traceback" not in text and "unexpected error" not in text and "internal.error" not in text, text[
        :2000
    ]
    assert not RAW_CONTROL.search(text), repr(RAW_CONTROL.search(text))


def _located(report: dict) -> None:
    for problem in report["errors"] + report["warnings"]:
        if problem["code"].startswith("file.") and problem["code"] != "file.encoding":
            assert LOCATED.match(problem["message"]), problem


@pytest.mark.parametrize("name", ROSTERS)
def test_a_broken_roster_gets_one_located_error(name: str, tmp_path: Path, cli) -> None:
    content, code, fragment = ROSTERS[name]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    result, [report] = _check_json(cli, path)
    assert result.code == 1 and report["valid"] is False
    assert report["errors"][0]["code"] == code, report["errors"][0]
    assert fragment in report["errors"][0]["message"], report["errors"][0]["message"]
    if not (code == "file.unreadable" and "line" not in fragment) and name not in {
        "empty",
        "only-comment",
        "missing-keys",
        "list-not-mapping",
        "scalar-not-mapping",
    }:
        _located(report)
    text = cli("check", path)
    _clean(text)
    assert text.code == 1 and f"[{code}]" in text.out
    assert path.read_bytes() == content


# --- one unit entry the format cannot read: unit entry -> text its error's message must contain -------

UNIT_ENTRIES: dict[str, tuple[str, str]] = {
    "count-capitalised": ("  - element: tank\n    Count: 2\n", "unknown key `Count`"),
    "key-misspelt": ("  - elemnt: tank\n", "`element:` or a `formation:`"),
    "general-not-bool": ("  - element: tank\n    general: maybe\n", "expected true or false"),
    "unit-without-kind": ("  - count: 3\n", "`element:` or a `formation:`"),
    "element-and-formation": (
        "  - element: rifles\n    formation: infantry-battalion\n",
        "a unit is an `element:` or a `formation:`, not both",
    ),
    "base-1e308": ("  - element: tank\n    base: {width: 1.0e+308}\n", "at most"),
    "unit-name-long": ("  - element: rifles\n    name: " + "u" * 300 + "\n", "line 13, column 11"),
    "element-id-long": ("  - element: " + "e" * 100_000 + "\n", "at most 200"),
}


@pytest.mark.parametrize("name", UNIT_ENTRIES)
def test_a_broken_unit_entry_is_an_error_on_it_and_the_rest_is_checked(
    name: str, tmp_path: Path, cli
) -> None:
    entry, fragment = UNIT_ENTRIES[name]
    valid = tmp_path / "valid.yaml"
    valid.write_text(VALID)
    _, [expected] = _check_json(cli, valid)
    path = tmp_path / f"{name}.yaml"
    content = VALID.replace("units:\n", "units:\n" + entry).encode()
    path.write_bytes(content)
    result, [report] = _check_json(cli, path)
    [error] = report["errors"]
    assert result.code == 1 and error["code"] == "file.schema"
    assert error["where"].startswith("units[0]") and fragment in error["message"], error
    assert re.match(r"line 1[23], column \d+: ", error["message"]), error["message"]
    # The entry costs nothing and keeps its place: the rest is costed and numbered as written.
    assert report["costs"] == expected["costs"] and report["fingerprint"] is not None
    assert [w["where"] for w in report["warnings"]] == [
        re.sub(r"^units\[(\d+)\]", lambda m: f"units[{int(m[1]) + 1}]", w["where"])
        for w in expected["warnings"]
    ]
    text = cli("check", path)
    _clean(text)
    assert re.search(rf"{re.escape(str(path))}:1[23]:\d+: error \[file.schema\] units\[0\]", text.out)
    assert path.read_bytes() == content


@pytest.mark.parametrize(("written", "meant"), [("elemnt", "element"), ("Formation", "formation")])
def test_a_misspelt_unit_key_is_named_with_the_key_meant(
    written: str, meant: str, tmp_path: Path, cli
) -> None:
    path = tmp_path / "typo.yaml"
    path.write_text(VALID.replace("units:\n", f"units:\n  - {written}: rifles\n"))
    _, [report] = _check_json(cli, path)
    [error] = report["errors"]
    assert error["code"] == "file.schema" and error["where"] == "units[0]"
    assert error["hint"] == f"did you mean `{meant}:` where it says `{written}:`?"


def test_a_utf8_file_with_a_few_stray_bytes_names_them_by_line(tmp_path: Path, cli) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(VALID.replace("A. Player", "José").encode() + b"# caf\xe9\n#\n# \x92 and \x81\n")
    lines = VALID.count("\n")
    result, [report] = _check_json(cli, path)
    [warning] = [w for w in report["warnings"] if w["code"] == "file.encoding"]
    assert report["player"] == "José" and result.code == 0
    assert (
        f"UTF-8 text but for 3 bytes that are not: line {lines + 1} `\\xe9`, line {lines + 3} `\\x92`, "
        f"line {lines + 3} `\\x81`"
    ) in warning["message"]


def test_a_stray_byte_does_not_hide_the_same_player_sending_two_lists(tmp_path: Path, cli) -> None:
    clean = VALID.replace("A. Player", "José")
    (tmp_path / "a.yaml").write_text(clean, encoding="utf-8")
    (tmp_path / "b.yaml").write_bytes(clean.encode().replace(b"units:", b"# caf\xe9\nunits:", 1))
    result, reports = _check_json(cli, tmp_path)
    assert [r["player"] for r in reports] == ["José", "José"] and result.code == 0
    for report in reports:
        assert "event.duplicate-player" in {w["code"] for w in report["warnings"]}, report["warnings"]


@pytest.mark.parametrize("name", READ_AS_TEXT)
def test_files_as_they_are_sent_are_read_as_text(name: str, tmp_path: Path, cli) -> None:
    content, shown, warnings, status = READ_AS_TEXT[name]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    result, [report] = _check_json(cli, path)
    assert result.code == status and report["name"] == shown, report
    assert set(warnings) <= {w["code"] for w in report["warnings"]}
    assert ("file.encoding" in {w["code"] for w in report["warnings"]}) == ("file.encoding" in warnings)
    plain = json.loads(cli("check", EXAMPLE, "--format", "json").out)[0]["fingerprint"]
    assert report["fingerprint"] == plain or name.startswith("name-")
    _clean(cli("check", path))
    _clean(cli("show", path))
    assert path.read_bytes() == content


@pytest.mark.parametrize("name", FREE_TEXT_FIELDS)
def test_free_text_that_looks_like_a_number_or_date_keeps_its_text(name: str, tmp_path: Path) -> None:
    from armybuilder.files.rosters import load_roster

    text, kept, where = FREE_TEXT_FIELDS[name]
    path = tmp_path / "r.yaml"
    path.write_text(HEADER + text + "\n")
    assert where(load_roster(path).roster) == kept


# --- entries the engine reports on the entry, with the rule and the fix ------------------------

ENTRIES: dict[str, tuple[str, str, str, str]] = {
    # name -> (units, code, where, text of the message)
    "negative-count": ("  - element: tank\n    count: -5\n", "count.invalid", "units[0].count", "it is `-5`"),
    "huge-count": (
        "  - element: tank\n    count: 100000000000000000000000\n",
        "count.invalid",
        "units[0].count",
        "",
    ),
    "float-count": ("  - element: tank\n    count: 1.5\n", "count.invalid", "units[0].count", "`1.5`"),
    "empty-count": ("  - element: tank\n    count:\n", "count.invalid", "units[0].count", ""),
    "quoted-count": (
        '  - element: tank\n    count: "3"\n',
        "count.invalid",
        "units[0].count",
        'it is the text "3", in quotes',
    ),
    "unknown-element": ("  - element: zeppelin\n", "element.unknown", "units[0]", "`zeppelin`"),
    "unknown-formation": ("  - formation: brigade\n", "formation.unknown", "units[0]", "`brigade`"),
    "unknown-option": (
        "  - element: tank\n    options: [turbo]\n",
        "option.unknown",
        "units[0].options[0]",
        "turbo",
    ),
    "ten-thousand-unknown-units": (
        "".join(f"  - element: unknown-{n % 50}\n" for n in range(10_000)),
        "element.unknown",
        "units[9999]",
        "unknown-49",
    ),
}


@pytest.mark.parametrize("name", ENTRIES)
def test_bad_entries_are_reported_on_the_entry(name: str, tmp_path: Path, cli) -> None:
    units, code, where, fragment = ENTRIES[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER + "units:\n" + units)
    text = cli("check", path)
    _clean(text)
    _, [report] = _check_json(cli, path)
    found = [e for e in report["errors"] if e["code"] == code]
    assert found[-1]["where"] == where and fragment in found[-1]["message"], found[-1]
    assert re.search(rf"{re.escape(str(path))}:\d+:\d+: error \[{code}\] {re.escape(where)}: ", text.out)


def test_many_unknown_roster_options_are_each_located(tmp_path: Path, cli) -> None:
    path = tmp_path / "options.yaml"
    path.write_text(HEADER + "options:\n" + "".join(f"  option-{n}: 1\n" for n in range(20_000)))
    result = cli("check", path)
    assert result.code == 1 and f"{path}:20004:3: error [option.unknown]" in result.out


SYNTAX_HINTS: dict[str, tuple[str, str]] = {
    "unclosed-quote": ('player: "A. Player\nunits: []\n', "close the quote that opens at line 4, column 9"),
    "unclosed-bracket": ("units: [rifles\n", "close the `[ ]` that opens at line 4, column 8, with commas"),
    "unclosed-brace": ("notes: {a: 1\nb: 2\n", "close the `{ }` that opens at line 4, column 8"),
    "missing-colon": ("player A. Player\nnotes: x\n", "write `key: value`, with a space after the colon"),
    "list-indent": (
        "units:\n  - element: rifles\n   count: 2\n",
        "items of one list start in the same column",
    ),
    "under-empty-list": ("units: []\n  - element: rifles\n", "keys of one mapping start in the same column"),
    "tab": ("units:\n\t- element: rifles\n", "indent with spaces, not tabs"),
    "huge-number": (f"limit: {digits(200)}\n", "write a smaller number"),
    "tag": ("notes: !!python/name:os.system\n", "remove the `!tag`"),
    "standard-tag": ("limit: !!int many\n", "remove the `!tag`"),
    "no-such-day": ("limit: 2027-04-31\n", "check the month and the day"),
    "timestamp-tag-on-words": ("limit: !!timestamp soon\n", "remove the `!tag`"),
    "omap-tag": ("units: !!omap [{a: 1}]\n", "remove the `!tag`"),
    "surrogate": ('notes: "\\udc80"\n', "write the character itself"),
    "list-key": ("? [a, b]\n: c\n", "a key is a plain word"),
}


@pytest.mark.parametrize("name", SYNTAX_HINTS)
def test_a_syntax_error_says_how_to_fix_it(name: str, tmp_path: Path, cli) -> None:
    text, hint = SYNTAX_HINTS[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER + text)
    [report] = json.loads(cli("check", path, "--format", "json").out)
    [error] = report["errors"]
    assert error["code"] == "file.syntax" and hint in error["hint"], error


def test_a_fifty_megabyte_file_is_refused_for_its_size(tmp_path: Path, cli) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as stream:
        stream.write(HEADER.encode() + b"units:\n")
        line = b"  - element: rifles\n"
        stream.write(line * (50 * 1024 * 1024 // len(line)))
    _, [report] = _check_json(cli, path)
    assert report["errors"][0]["code"] == "file.too-large" and "50.0 MB" in report["errors"][0]["message"]


def test_one_message_per_bad_value_and_a_leading_zero_is_decimal(tmp_path: Path, cli) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(HEADER + "limit: lots\nunits:\n  - element: tank\n    count: 010\n")
    [report] = json.loads(cli("check", path, "--format", "json").out)
    assert [e["where"] for e in report["errors"]] == ["limit"]
    path.write_text(HEADER + "limit: 40\nunits:\n  - element: tank\n    count: 010\n")
    [report] = json.loads(cli("check", path, "--format", "json").out)
    assert report["costs"] == {"AP": 40}


def test_a_file_name_that_is_not_utf8_survives_in_json(tmp_path: Path, cli) -> None:
    path = Path(os.fsdecode(bytes(tmp_path) + b"/caf\xe9 \x1b[2J.yaml"))
    path.write_text(VALID)
    result, [report] = _check_json(cli, path)
    assert os.fsencode(report["file"]) == os.fsencode(path) and result.code == 0
    assert "\\udce9" in result.out
    text = cli("check", path)
    _clean(text)
    assert "caf\\xe9 \\x1b[2J.yaml: VALID" in text.out


# --- every roster field given every kind of wrong value --------------------------------------

FIELDS = {
    "format": "format: {v}\nsystem: tank-attack\nname: X\n",
    "system": "format: 1\nsystem: {v}\nname: X\n",
    "name": "format: 1\nsystem: tank-attack\nname: {v}\n",
    "player": HEADER + "player: {v}\n",
    "limit": HEADER + "limit: {v}\n",
    "notes": HEADER + "notes: {v}\n",
    "catalog_revision": HEADER + "catalog_revision: {v}\n",
    "options": HEADER + "options: {v}\n",
    "option-value": HEADER + "options:\n  scale: {v}\n",
    "units": HEADER + "units: {v}\n",
    "unit": HEADER + "units:\n  - {v}\n",
    "element": HEADER + "units:\n  - element: {v}\n",
    "count": HEADER + "units:\n  - element: tank\n    count: {v}\n",
    "general": HEADER + "units:\n  - element: rifles\n    general: {v}\n",
    "unit-name": HEADER + "units:\n  - element: rifles\n    name: {v}\n",
    "unit-id": HEADER + "units:\n  - element: rifles\n    id: {v}\n",
    "unit-options": HEADER + "units:\n  - element: rifles\n    options: {v}\n",
    "base": HEADER + "units:\n  - element: tank\n    base: {v}\n",
    "base-width": HEADER + "units:\n  - element: tank\n    base: {{width: {v}}}\n",
    "base-figures": HEADER + "units:\n  - element: tank\n    base: {{figures: {v}}}\n",
    "links": HEADER + "units:\n  - element: rifles\n    links: {v}\n",
    "formation": HEADER + "units:\n  - formation: {v}\n",
    "formation-elements": HEADER + "units:\n  - formation: infantry-battalion\n    elements: {v}\n",
}
VALUES = {
    "list": "[1, [2]]",
    "mapping": "{a: {b: 1}}",
    "null": "~",
    "empty-text": '""',
    "bool": "true",
    "negative": "-1",
    "zero": "0",
    "fraction": "1.5",
    "infinite": "-.inf",
    "nan": ".nan",
    "float-max": "1.0e+308",
    "huge-int": digits(4400),
    "huge-hex": "0x" + "f" * 4400,
    "escapes": '"\\e[2J\\e]0;title\\a\\u202e"',
    "date": "2027-03-14",
    "long-text": "L" * 20_000,
    "binary-tag": "!!binary aGVsbG8=",
    "set-tag": "!!set {a, b}",
    "undefined-alias": "*nope",
}


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("field", FIELDS)
def test_any_field_with_any_wrong_value_is_a_clean_located_answer(
    field: str, value: str, tmp_path: Path, cli
) -> None:
    path = tmp_path / "r.yaml"
    content = FIELDS[field].format(v=VALUES[value]).encode()
    path.write_bytes(content)
    result, [report] = _check_json(cli, path)
    assert result.code in (0, 1) and report["valid"] is (result.code == 0)
    _located(report)
    shown = cli("show", path)
    _clean(shown)
    assert shown.code == result.code
    assert path.read_bytes() == content


# --- batches: one hostile file never costs the others their report ---------------------------


def test_a_hostile_file_in_a_batch_leaves_the_others_reported(tmp_path: Path, cli) -> None:
    (tmp_path / "a-deep.yaml").write_bytes(deep("? ", 100_000))
    (tmp_path / "b-huge.yaml").write_bytes(roster_with(f"limit: {digits(5000)}\n"))
    (tmp_path / "c-good.yaml").write_text(VALID)
    os.mkfifo(tmp_path / "d-pipe.yaml")
    result, reports = _check_json(cli, tmp_path)
    assert [Path(r["file"]).name for r in reports] == ["a-deep.yaml", "b-huge.yaml", "c-good.yaml"]
    assert [r["valid"] for r in reports] == [False, False, True] and result.code == 1


def test_a_pack_given_nothing_that_holds_a_list_names_each_file_and_why(tmp_path: Path, cli) -> None:
    """Where `check` named each file it skipped, `event pack` said only "no lists to pack": the
    organiser could not tell the event file given twice from a mail with no list. The first
    twenty are named with why, the rest counted, and it says what to give."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    event = tmp_path / "event.yaml"
    event.write_text("event: 1\nname: Drill Hall 2027\nsystem: tank-attack\n")
    (inbox / ".hidden.yaml").write_text(VALID)
    (inbox / "a-event.yaml").write_bytes(event.read_bytes())
    (inbox / "b-hello.eml").write_text("From: Ann <ann@example.org>\nSubject: hi\n\nsee you there\n")
    hello = hashlib.sha256((inbox / "b-hello.eml").read_bytes()).hexdigest()[:12]  # it has no Message-ID
    (inbox / "c-loop").symlink_to("c-loop")
    for number in range(30):
        (inbox / f"d-note-{number:02}.txt").write_text("see you there\n")
    result = cli("event", "pack", event, inbox, "-o", tmp_path / "pack")
    assert result.code == 2 and result.out == "" and not (tmp_path / "pack").exists()
    lines = result.err.splitlines()
    assert lines[:4] == [
        f"  skipped    {inbox / '.hidden.yaml'}: hidden (its name starts with a dot)",
        f"  skipped    {inbox / 'a-event.yaml'}: an event file, not a list",
        f"  skipped    {inbox / 'b-hello.eml'} (sha256:{hello}): no list in it (1 part read: body)",
        f"  skipped    {inbox / 'c-loop'}: its links lead round in a loop",
    ]
    assert len(lines) == 22 and lines[20] == "  and 15 more skipped"  # 30 notes and the folder: 35
    assert lines[-1].startswith("armybuilder event pack: no lists to pack: nothing given holds a list")
    assert "give, after the event file, the files or folders that hold the players' lists" in lines[-1]
    (inbox / "e-anna.yaml").write_text(VALID)  # with a list, the pack's summary names as many
    result = cli("event", "pack", event, inbox, "-o", tmp_path / "pack")
    assert (
        result.code == 0 and "; 34 gave no list\n" in result.out and "\n  and 14 more skipped\n" in result.out
    )
    assert result.out.count("\n  skipped    ") == 20


# --- what is not a file: pipes, devices, folders ----------------------------------------------

NOT_FILES: dict[str, tuple[Callable[[Path], Path], str]] = {
    "named-pipe": (lambda d: _fifo(d / "pipe.yaml"), "named pipe"),
    "dev-zero": (lambda d: Path("/dev/zero"), "this is a device, not a file"),
    "dev-null": (lambda d: Path("/dev/null"), "this is a device"),
    "dev-urandom": (lambda d: Path("/dev/urandom"), "this is a device"),
    "folder-as-file": (lambda d: d, ""),
    "missing": (lambda d: d / "nope.yaml", "no such file"),
    "link-loop": (lambda d: _loop(d), "loop"),
    "dangling-link": (lambda d: _link(d / "gone.yaml", d / "target-missing.yaml"), "no such file"),
}


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _loop(folder: Path) -> Path:
    (folder / "loop-a.yaml").symlink_to(folder / "loop-b.yaml")
    (folder / "loop-b.yaml").symlink_to(folder / "loop-a.yaml")
    return folder / "loop-a.yaml"


def _link(path: Path, target: Path) -> Path:
    path.symlink_to(target)
    return path


@pytest.mark.parametrize("name", NOT_FILES)
def test_a_path_that_is_not_a_roster_file_answers_at_once(name: str, tmp_path: Path, cli) -> None:
    make, fragment = NOT_FILES[name]
    path = make(tmp_path)
    if name == "folder-as-file":
        (tmp_path / "inside.yaml").write_text(VALID)
    for command in (["check"], ["show"], ["pdf", "-o", tmp_path / "out.pdf"]):
        result = cli(*command, path)
        _clean(result)
        assert result.code in (0, 1) if name == "folder-as-file" else result.code == 1, (command, result)
        assert fragment in result.out + result.err


# --- terminal safety: escape sequences fed through every output -------------------------------

ESCAPED = (
    VALID.replace("name: 3rd Wessex Rifles", 'name: "\\e[2J\\e[1;1HVALID \\e]0;owned\\a\\u202eX"')
    .replace("player: A. Player", 'player: "\\x9b31m\\u2066P"')
    .replace("  - element: barrage", '  - element: "barr\\x1bage"\n    name: "line\\nVALID"')
)


@pytest.mark.parametrize(
    "command",
    [
        ["check"],
        ["check", "--format", "json"],
        ["check", "--format", "csv"],
        ["show"],
        ["pdf", "-o", "{tmp}/out.pdf"],
        ["new", "--system", "tank-attack", "--name", "\x1b[2JVALID", "-o", "{tmp}/new.yaml"],
        ["reference", "tank-attack", "--roster", "{roster}", "-o", "{tmp}/ref.pdf"],
    ],
    ids=["check", "check-json", "check-csv", "show", "pdf", "new", "reference"],
)
def test_escape_sequences_reach_no_terminal(command: list[str], tmp_path: Path, cli) -> None:
    roster = tmp_path / "\x1b[31mred\u202e.yaml"
    roster.write_text(ESCAPED)
    args = [a.format(tmp=tmp_path, roster=roster) for a in command]
    if args[0] in {"check", "show", "pdf"}:
        args.insert(1, str(roster))
    result = cli(*args)
    _clean(result)
    if "json" in args:
        [report] = json.loads(result.out)
        assert report["name"] == "\x1b[2J\x1b[1;1HVALID \x1b]0;owned\x07\u202eX" and report["file"] == str(
            roster
        )
    elif args[0] in {"check", "show"}:
        assert "\\x1b[2J\\x1b[1;1HVALID \\x1b]0;owned\\x07\\u202eX" in result.out
        assert "\\x1b[31mred\\u202e.yaml" in result.out
        assert "barr\\x1bage" in result.out


def test_escape_sequences_in_messages_and_catalogs_are_shown(tmp_path: Path, cli) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "tank-attack.yaml").write_text(
        'id: tank-attack\nextends: tank-attack\nname: "Tank\\e[2J Attack"\nelements:\n'
        '  - {id: whippet, name: "Whip\\e]0;x\\apet", category: mounted, cost: {AP: 3}, source: "\\u202eme"}\n'
    )
    for args in (
        ["lint", mine / "tank-attack.yaml", "--catalogs", mine],
        ["catalogs", "tank-attack", "--catalogs", mine],
        ["catalogs", "--catalogs", mine],
        ["check", tmp_path / "\x1b[2Jmissing.yaml"],
        ["new", "--system", "\x1b[2Jnope"],
        ["check", EXAMPLE, "--limit", "\x1b[2J"],
    ):
        result = cli(*args)
        _clean(result)
        assert "\\x1b" in result.out + result.err, args


# --- published Markdown and HTML: text from a file stays text -----------------------------------

HOSTILE_TEXT = {
    "html-and-links": "1. <script>x</script> [x](javascript:y) ![i](http://e.example/i.png) <http://e.example>",
    "emphasis-and-tables": "- *em* _em_ ~~gone~~ `code` | a | b | $x$ &lt;b&gt; \\*",
    "bare-addresses": "=== http://evil.example www.evil.example evil.com bob@evil.example",
    "line-breaks": "+ a\n- b\n\n    code\n# h\r\n===",
}
"""Each starts a line where it is the rules' name."""
GENERAL_TITLE = "- <b>leader</b> *x*"
"""What the catalog calls the general: it starts the general's line."""
PAGE_TAGS = {"h1", "h2", "p", "br", "ul", "li", "strong", "code"}
"""All a published list's Markdown makes: a renderer given it makes no other element."""


def _hostile_catalogs(folder: Path, text: str) -> Path:
    """A player's own catalog that extends a shipped one and names everything `text`: the rules,
    their version, an army option, an element's option, a roster total and the general."""
    import yaml

    folder.mkdir()
    house = {
        "id": "ohw-ww2-hex",
        "extends": "ohw-ww2-hex",
        "name": f"{text} rules",
        "version": f"v {text}",
        "options": [{"id": "army-size", "name": f"size {text}"}],
        "option_groups": [{"id": "quality", "options": [{"id": "elite", "name": f"elite {text}"}]}],
        "constraints": [{"id": "army-size-over", "headline": f"units {text}"}],
        "general": {"title": GENERAL_TITLE, "required": False, "rule": text},
    }
    (folder / "ohw-ww2-hex.yaml").write_text(yaml.safe_dump(house))
    return folder


def _hostile_roster(text: str) -> str:
    import yaml

    units = [{"element": "infantry", "name": f"unit {text}", "options": ["elite"], "general": True}]
    units.append({"element": "tank"})
    return yaml.safe_dump(
        {
            "format": 1,
            "system": "ohw-ww2-hex",
            "name": f"army {text}",
            "player": f"player {text}",
            "units": units,
        }
    )


def _rendered(markdown: str) -> tuple[set[str], str]:
    """The elements a Markdown renderer (CommonMark with GitHub's extensions, links found in plain
    text too) makes of `markdown`, and the text it shows."""
    import html

    from markdown_it import MarkdownIt

    page = MarkdownIt("gfm-like").render(markdown)
    return set(re.findall(r"<(\w+)", page)), html.unescape(re.sub(r"<[^>]*>", "", page))


@pytest.mark.parametrize("text", HOSTILE_TEXT.values(), ids=HOSTILE_TEXT.keys())
def test_markdown_shows_a_catalogs_and_a_players_text_as_written(text: str, tmp_path: Path, cli) -> None:
    """`show --format markdown` wrote the catalog's name, version and option names as they were:
    `<script>`, a link or a heading made of them on a forum. Every piece of text is escaped, and
    the list still reads back as the roster it is."""
    import yaml

    from armybuilder.engine import evaluate
    from armybuilder.schema.roster import Roster
    from armybuilder.terminal import printable
    from armybuilder.textlist.reader import read_text_list

    mine = _hostile_catalogs(tmp_path / "mine", text)
    roster = tmp_path / "army.yaml"
    roster.write_text(_hostile_roster(text))
    result = cli("show", roster, "--format", "markdown", "--catalogs", mine)
    assert result.code == 0, result.err
    tags, shown = _rendered(result.out)
    assert tags <= PAGE_TAGS and result.out.count("\n- ") == 2  # the two units, and no other item
    seen = printable(text)  # a line break is written out: the text stays on its line
    # The army, the player, the rules and their version, the army option, the unit (its option), the total.
    shows = f"army {seen}\nPlayer: player {seen}\n{seen} rules v {seen} · 2 / 6 units {seen} · VALID\n"
    shows += f"Options: size {seen} 6\n"  # the rules, their version, the total, the army option
    assert shows in shown and f"1 × unit {seen} (Infantry) (elite {seen})\n" in shown
    if seen != text:
        return  # no text list holds a line break: it reads back written out, as the terminal shows it
    catalog = CatalogSet([SHIPPED, mine]).get("ohw-ww2-hex")
    listed = read_text_list(result.out, [catalog])
    back = Roster.model_validate(listed.data)
    original = Roster.model_validate(yaml.safe_load(roster.read_text()))
    assert evaluate(back, catalog).fingerprint == evaluate(original, catalog).fingerprint
    assert [back.name, back.player, back.units[0].name] == [
        original.name,
        original.player,
        original.units[0].name,
    ]
    assert listed.lines == ()


@pytest.mark.parametrize("text", HOSTILE_TEXT.values(), ids=HOSTILE_TEXT.keys())
def test_a_published_page_shows_a_catalogs_and_a_players_text_as_written(
    text: str, tmp_path: Path, cli
) -> None:
    """`event publish` took the same text into both its formats; the Markdown escapes it, and the
    HTML page, escaped too, forbids by its own policy anything it could load or run."""
    import html.parser

    import yaml

    from armybuilder.present.published import withheld
    from armybuilder.terminal import printable

    mine = _hostile_catalogs(tmp_path / "mine", text)
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "army.yaml").write_text(_hostile_roster(text))
    event = tmp_path / "event.yaml"
    event.write_text(yaml.safe_dump({"event": 1, "name": text, "system": "ohw-ww2-hex"}))
    assert cli("event", "pack", event, inbox, "-o", tmp_path / "pack", "--catalogs", mine).code == 0
    lock = tmp_path / "pack" / "lock.json"
    assert (
        cli(
            "event", "publish", lock, "-o", tmp_path / "lists.md", "--format", "markdown", "--catalogs", mine
        ).code
        == 0
    )
    tags, shown = _rendered((tmp_path / "lists.md").read_text())
    seen = withheld(printable(text))  # an e-mail address is never published
    heads = (
        f"{seen}: the locked lists\n",
        f"player {seen}: army {seen}\n",
        f"\n{seen} rules v {seen} · 2 / 6 units {seen}\n",
    )
    assert tags <= PAGE_TAGS and all(head in shown for head in heads)

    class Page(html.parser.HTMLParser):
        def __init__(self) -> None:
            super().__init__()
            self.tags: list[tuple[str, dict[str, str | None]]] = []
            self.text = ""

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            self.tags.append((tag, dict(attrs)))
            self.text += "\n" if tag == "br" else ""

        def handle_data(self, data: str) -> None:
            self.text += data

    assert cli("event", "publish", lock, "-o", tmp_path / "lists.html", "--catalogs", mine).code == 0
    page = Page()
    page.feed((tmp_path / "lists.html").read_text())
    names = [tag for tag, _ in page.tags]
    assert set(names) <= PAGE_TAGS | {"html", "head", "meta", "title", "style", "body", "section", "small"}
    assert {key for _, attrs in page.tags for key in attrs} <= {
        "lang",
        "charset",
        "http-equiv",
        "content",
        "name",
        "class",
    }
    policy = next(
        attrs["content"] for tag, attrs in page.tags if attrs.get("http-equiv") == "Content-Security-Policy"
    )
    assert names.index("meta") < names.index("style") and policy is not None
    assert "default-src 'none'" in policy and "'unsafe-inline'" not in policy
    assert all(head in page.text for head in heads)


def test_an_entrys_braces_and_code_show_as_written(shipped: CatalogSet) -> None:
    """What an entry carries in braces (ids, links) held web addresses a renderer linked, one
    after a space even in a bare word; a lock's hand-edited fingerprint held backticks that ended
    its code early. Both are shown as written, and the braces read back."""
    from armybuilder.engine import evaluate
    from armybuilder.present.blocks import Paragraph, code, markdown_text
    from armybuilder.present.markdown import markdown
    from armybuilder.schema.roster import Roster
    from armybuilder.textlist.reader import read_text_list

    catalog = shipped.get("tank-attack")
    links = {"http://evil.example/a": "www.evil.example", "towed-by": "a evil.com b"}
    units = [{"element": "rifles", "general": True, "id": "evil.com"}, {"element": "tank", "links": links}]
    before = evaluate(Roster.model_validate({"system": catalog.id, "name": "Army", "units": units}), catalog)
    text = markdown(before)
    tags, _ = _rendered(text)
    assert tags <= PAGE_TAGS
    back = Roster.model_validate(read_text_list(text, [catalog]).data)
    assert [(unit.id, unit.links) for unit in back.units] == [("evil.com", {}), (None, links)]
    forged = "`<b>x</b>` ``[y](javascript:z)"
    tags, shown = _rendered(markdown_text([Paragraph(((code(forged),),))]))
    assert tags == {"p", "code"} and shown == forged + "\n"


# --- catalogs: a user's catalog -> (code, text of the first problem) -----------------------------

HOUSE = "id: tank-attack\nextends: tank-attack\n"
CATALOGS: dict[str, tuple[str | bytes, str]] = {
    "cost-1e308": (HOUSE + "elements:\n  - {id: scout, cost: {AP: 1.0e+308}}\n", "at most 1,000,000,000"),
    "cost-400-digits": (
        HOUSE + f"elements:\n  - {{id: scout, cost: {{AP: {digits(400)}}}}}\n",
        "at most 100 digits",
    ),
    "cost-99-digits": (
        HOUSE + f"elements:\n  - {{id: scout, cost: {{AP: {digits(99)}}}}}\n",
        "at most 1,000,000,000",
    ),
    "cost-infinite": (HOUSE + "elements:\n  - {id: scout, cost: {AP: .inf}}\n", "finite"),
    "cost-nan": (
        HOUSE + "elements:\n  - {id: scout, cost: {AP: .nan}}\n",
        "elements[4].cost.AP: must be a finite number",
    ),
    "cost-text": (HOUSE + "elements:\n  - {id: scout, cost: {AP: lots}}\n", "expected a number"),
    "limit-1e308": (
        HOUSE + "costs:\n  - {id: AP, name: AP, rule: r, limits: [{value: 1.0e+308}]}\n",
        "at most",
    ),
    "stat-infinite": (
        HOUSE + "elements:\n  - {id: scout, stats: {move: .inf}}\n",
        "elements[4].stats.move: must be a finite number",
    ),
    "track-a-billion-boxes": (
        HOUSE + "tracks:\n  - {id: hits, name: Hits, select: {elements: [tank]}, boxes: 1000000000}\n",
        "at most 100",
    ),
    "table-cell-nan": (
        HOUSE + "tables:\n  - {id: t, title: T, section: s, columns: [a], rows: [[.nan]], source: s}\n",
        "rows[0][0]: must be a finite number",
    ),
    "elements-not-list": (HOUSE + "elements: 5\n", "expected a list"),
    "unknown-key": (HOUSE + "colour: red\n", "unknown key `colour`"),
    "id-mismatch": ("id: other\nextends: tank-attack\n", "differs from"),
    "extends-unknown": ("id: tank-attack\nextends: nowhere\n", "no catalog `nowhere`"),
    "extends-not-text": ("id: tank-attack\nextends: [a]\n", "extends"),
    "deep": (HOUSE + "notes: " + "[" * 50_000 + "\n", "nested more than 200 levels"),
    "deep-explicit-keys": (HOUSE + "notes:\n  " + "? " * 50_000 + "x\n", "nested more than 200 levels"),
    "huge-int": (HOUSE + f"revision: {digits(5000)}\n", "at most 100 digits"),
    "huge-int-key": (HOUSE + f"changes:\n  {digits(1000)}: x\n", "at most 100 digits"),
    "control-character": (HOUSE + "name: Tank\x1b[2J\n", "the file holds a character"),
    "word-document": (zipped(b"word/document.xml"), "this is a Word document"),
    "pdf": (b"%PDF-1.4\n", "this is a PDF document"),
    "roster-given": (VALID, "this looks like a roster, not a catalog"),
    "not-a-mapping": ("- a\n- b\n", "a catalog is a mapping"),
    "duplicate-key": (HOUSE + "name: A\nname: B\n", "appears twice"),
    "python-tag": (HOUSE + "name: !!python/object/apply:os.system [ls]\n", "remove the `!tag`"),
    "half-a-million-values": (HOUSE + "notes: [" + "a," * 500_001 + "a]\n", "more than 500,000 values"),
    "message-padded-to-gigabytes": (
        HOUSE
        + "constraints:\n  - {kind: count, id: x, code: house.x, select: {elements: [tank]}, max: 1,\n"
        + "     message: '{count!r:>9999999999999}', rule: House}\n",
        "`{count!r:>9999999999999}` is not a plain field",
    ),
    "too-many-element-types": (
        HOUSE
        + "elements:\n"
        + "".join(
            f"  - {{id: e{n}, name: E, category: mounted, cost: {{AP: 1}}, source: s}}\n"
            for n in range(5_001)
        ),
        "the catalog has 5,023 element types; armybuilder reads at most 5,000 in one catalog",
    ),
}


WHOLE_FILE = {"word-document", "pdf", "roster-given", "not-a-mapping"}
"""Problems with the whole file, which has no line to point at."""


@pytest.mark.parametrize("name", CATALOGS)
def test_a_broken_catalog_is_named_with_its_line(name: str, tmp_path: Path, cli) -> None:
    content, fragment = CATALOGS[name]
    mine = tmp_path / "mine"
    mine.mkdir()
    path = mine / "tank-attack.yaml"
    data = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(data)
    linted = cli("lint", path, "--catalogs", mine)
    checked = cli("check", EXAMPLE, "--format", "json", "--catalogs", mine)
    _clean(linted)
    _clean(checked)
    assert linted.code == 1 and fragment in linted.out, linted.out[:2000]
    position = re.escape(str(path)) + ("" if name in WHOLE_FILE else r":\d+:\d+")
    assert re.search(rf"{position}: error", linted.out), linted.out[:2000]
    [report] = json.loads(checked.out)
    assert checked.code == 1 and report["errors"][0]["code"] in {"catalog.invalid", "system.unknown"}
    assert path.read_bytes() == data


def test_a_chain_of_two_thousand_extends_is_refused_with_its_limit(tmp_path: Path, cli) -> None:
    folders = []
    for n in range(2000):
        folder = tmp_path / f"f{n:04}"
        folder.mkdir()
        (folder / "tank-attack.yaml").write_text(HOUSE)
        folders.append(folder)
    os.environ["ARMYBUILDER_CATALOGS"] = os.pathsep.join(map(str, folders))
    try:
        _result, [report] = _check_json(cli, EXAMPLE)
    finally:
        del os.environ["ARMYBUILDER_CATALOGS"]
    assert report["errors"][0]["code"] == "catalog.invalid"
    assert "a chain of more than 20 catalogs" in report["errors"][0]["message"]


EVENT_HEADER = "event: 1\nname: Hostile\nsystem: tank-attack\nconstraints:\n"
CYCLE = ("rifles", "tank", "machinegun", "cavalry")


def _largest_roster(path: Path) -> Path:
    units = "".join(f"  - element: {CYCLE[n % len(CYCLE)]}\n" for n in range(10_000))
    path.write_bytes(roster_with("player: P\nunits:\n" + units))
    return path


def test_an_event_of_eighteen_thousand_rules_is_refused_with_its_limit(tmp_path: Path, cli) -> None:
    event = tmp_path / "event.yaml"
    rules = "".join(f"  - {{kind: count, id: r{n}, select: {{}}, message: m}}\n" for n in range(18_000))
    event.write_text(EVENT_HEADER + rules)
    result = cli("check", _largest_roster(tmp_path / "r.yaml"), "--event", event)
    assert result.code == 1, result
    assert "event.yaml:4:1: constraints: the event has 18,000 extra rules" in result.err
    assert "at most 200 in one event" in result.err


def test_rules_judging_each_unit_list_the_first_twenty_and_count_the_rest(tmp_path: Path, cli) -> None:
    """200 `matches` rules against 10,000 units each breaks listed two million findings (over 100 s
    and 1.6 GB); each rule now lists 20 and counts the rest, as an error like them."""
    event = tmp_path / "event.yaml"
    rule = "  - {{kind: matches, id: m{n}, option: scale, stat: move, select: {{}}, message: 'no {{element}}'}}\n"
    event.write_text(EVENT_HEADER + "".join(rule.format(n=n) for n in range(200)))
    roster = tmp_path / "r.yaml"
    roster.write_bytes(roster_with("player: P\nunits:\n" + "  - element: fighter\n" * 10_000))
    result, [report] = _check_json(cli, roster, "--event", event)
    restricted = [e for e in report["errors"] if e["code"] == "event.restricted"]
    assert result.code == 1 and len(restricted) == 200 * 21
    counted = [e for e in restricted if not e["where"]]
    assert {e["message"] for e in counted} == {"and 9980 more units like these (the first 20 are listed)"}
    assert len(counted) == 200 and {e["where"] for e in restricted} >= {"units[0]", "units[19]"}
    assert "units[20]" not in {e["where"] for e in restricted}


def test_an_event_with_eighty_thousand_problems_names_twenty_and_counts_the_rest(tmp_path: Path, cli) -> None:
    """Each of 80,000 unknown options was located and printed: 160,000 lines and 3 s of CPU."""
    when = ", ".join(f"o{k}: {k}" for k in range(400))
    rule = "  - {{kind: count, id: r{n}, select: {{}}, max: 1, message: m, when: {{{when}}}}}\n"
    event = tmp_path / "event.yaml"
    event.write_text(EVENT_HEADER + "".join(rule.format(n=n, when=when) for n in range(200)))
    result = cli("check", EXAMPLE, "--event", event)
    _clean(result)
    lines = result.err.splitlines()
    assert (
        result.code == 1 and lines[0] == f"{event}:5:70: constraints[0].when.o0: unknown roster option `o0`"
    )
    assert lines[-1] == f"{event}: and 79,980 more problems" and len(lines) == 41


def test_a_roster_with_more_problems_than_shown_counts_the_rest(tmp_path: Path, cli) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(roster_with("".join(f"unknown{n}: 1\n" for n in range(25))))
    result, [report] = _check_json(cli, path)
    assert result.code == 1 and len(report["errors"]) == 21
    assert report["errors"][-1]["message"] == "and 5 more problems like these"


@pytest.mark.parametrize("field", ["{count!r:>9999999999999}", "{count:>99999999}", "{max:{count}}"])
def test_an_event_message_asking_for_padding_is_refused_not_filled(field: str, tmp_path: Path, cli) -> None:
    """A format spec in a message asked Python for gigabytes of text (a MemoryError, 'this is a
    bug'); messages fill only plain `{name}` fields, and lint names the field."""
    event = tmp_path / "event.yaml"
    event.write_text(EVENT_HEADER + f"  - {{kind: count, id: x, select: {{}}, max: 1, message: '{field}'}}\n")
    result = cli("check", EXAMPLE, "--event", event)
    _clean(result)
    assert (
        result.code == 1
        and f"event.yaml:5:55: constraints[0].message: `{field}` is not a plain field" in (result.err)
    ), result.err


def test_the_largest_event_against_the_largest_roster_reports_each_rule(tmp_path: Path, cli) -> None:
    tanks = "  - {kind: count, id: t{n}, select: {elements: [tank]}, max: 1, message: 'tanks: {count}'}\n"
    mounted = (
        "  - {kind: count, id: m{n}, select: {categories: [mounted]}, max: 1, message: 'mounted: {count}'}\n"
    )
    event = tmp_path / "event.yaml"
    event.write_text(
        EVENT_HEADER + "".join((tanks if n % 2 else mounted).replace("{n}", str(n)) for n in range(200))
    )
    _, [report] = _check_json(cli, _largest_roster(tmp_path / "r.yaml"), "--event", event)
    restricted = [e for e in report["errors"] if e["code"] == "event.restricted"]
    assert len(restricted) == 200
    assert {(e["message"], e["where"]) for e in restricted} == {
        ("tanks: 2500", "units[5]"),
        ("mounted: 5000", "units[3]"),
    }


def test_a_file_deleted_while_check_reads_it_cannot_be_read(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(roster_with("units:\n" + "  - element: rifles\n" * 300_000))
    read = textfile.read_limited

    def read_then_deleted(file: Path, max_bytes: int) -> bytes:
        data = read(file, max_bytes)
        file.unlink()
        return data

    monkeypatch.setattr(textfile, "read_limited", read_then_deleted)
    result, [report] = _check_json(cli, path)
    [error] = report["errors"]
    assert error["code"] == "file.unreadable" and error["message"].startswith("cannot be read"), error
    assert result.code == 1 and not path.exists(), "nothing brought back"


def _deleted_once_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """`check --fix` finds its file gone after reading it, as if deleted while armybuilder ran."""
    read = fixing.load_roster

    def read_then_deleted(path: Path) -> RosterFile:
        loaded = read(path)
        path.unlink()
        return loaded

    monkeypatch.setattr(fixing, "load_roster", read_then_deleted)


def test_check_fix_on_a_file_deleted_while_it_runs_writes_nothing_and_says_it_cannot_be_read(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "army.yaml"
    path.write_text(VALID.replace("element: tank", "element: tnak", 1))
    _deleted_once_read(monkeypatch)
    result = cli("check", "--fix", path)
    _clean(result)
    assert result.code == 1
    assert f"{path}: not fixed, as it was deleted or moved while armybuilder read it" in result.out
    assert f"{path}: error [file.unreadable] no such file" in result.out
    assert list(tmp_path.iterdir()) == [], "a file its owner deleted is not brought back"


def test_check_fix_that_cannot_save_says_why_and_leaves_the_file(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "army.yaml"
    path.write_text(text := VALID.replace("element: tank", "element: tnak", 1))

    def disk_full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.tempfile, "mkstemp", disk_full)
    result = cli("check", "--fix", path)
    _clean(result)
    assert result.code == 1
    assert f"{path}: not fixed, as it cannot be saved: No space left on device" in result.out
    assert "[element.unknown]" in result.out  # the check that follows still finds the typo
    assert path.read_text() == text and list(tmp_path.iterdir()) == [path]


def test_a_write_that_fails_names_the_file_asked_for_and_what_to_do(
    tmp_path: Path, cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 21: no "cannot use: <error>"; not the temporary file either, which no one asked for."""
    path = tmp_path / "army.yaml"

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "replace", disk_full)
    result = cli("new", "--system", "tank-attack", "-o", path)
    assert result.code == 1 and result.out == ""
    assert result.err == (
        f"armybuilder new: cannot write {path}: No space left on device; the disk is full: free some "
        "space, or write somewhere else (any file already there is unchanged)\n"
    )
    assert list(tmp_path.iterdir()) == [], "no temporary file is left behind"


def test_a_template_that_is_a_pipe_is_no_hang(tmp_path: Path, cli) -> None:
    result = cli("pdf", EXAMPLE, "-o", tmp_path / "out.pdf", "--template", _fifo(tmp_path / "mine.yaml"))
    assert result.code == 1 and "this is a named pipe (FIFO), not a file" in result.err


def test_a_catalog_folder_holding_a_pipe_is_no_hang(tmp_path: Path, cli) -> None:
    os.mkfifo(tmp_path / "tank-attack.yaml")
    _result, [report] = _check_json(cli, EXAMPLE, "--catalogs", tmp_path)
    assert "named pipe" in report["errors"][0]["message"]


LOOPED = "loop-a.yaml: cannot be read: its links lead round in a loop"


@pytest.mark.parametrize(
    ("args", "status", "said"),
    [
        (["catalogs"], 1, LOOPED),
        (["new", "--system", "loop-a", "-o", "{tmp}/new.yaml"], 1, LOOPED),
        (["check", str(EXAMPLE)], 0, ""),  # a loop beside the catalog in use does not stop a check
    ],
)
def test_a_symlink_loop_in_a_catalog_folder_is_a_located_message(
    args: list[str], status: int, said: str, tmp_path: Path, cli
) -> None:
    folder = tmp_path / "catalogs"
    folder.mkdir()
    _loop(folder)
    result = cli(*[a.format(tmp=tmp_path) for a in args], "--catalogs", folder)
    _clean(result)
    assert result.code == status and "This is a bug" not in result.err, result
    assert said in result.out + result.err
    assert not (tmp_path / "new.yaml").exists()


async def test_the_editor_names_a_catalog_folders_symlink_loop(tmp_path: Path) -> None:
    folder = tmp_path / "catalogs"
    folder.mkdir()
    _loop(folder)
    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    screen, shown = await _editor_screen(roster, tmp_path, folder)
    assert screen == "BuildScreen"
    start, shown = await _editor_screen(tmp_path / "missing.yaml", tmp_path, folder)
    assert (
        start == "StartScreen" and "loop-a.yaml&#160;not&#160;loaded:&#160;cannot&#160;be&#160;read" in shown
    ), shown


# --- the catalog cache: data, never code ----------------------------------------------------------


def _cache_files(home: Path) -> list[Path]:
    return sorted((home / ".cache" / "armybuilder" / "catalogs").glob("tank-attack-*.json"))


def _cached_catalog(path: Path) -> dict:
    """The catalog an entry holds, after the line that authenticates it."""
    return json.loads(path.read_bytes().partition(b"\n")[2])


def _free(catalog: object) -> object:
    """The catalog with every cost 0, as a planted cache would make it."""
    if isinstance(catalog, dict):
        return {
            k: ({c: 0 for c in v} if k == "cost" and isinstance(v, dict) else _free(v))
            for k, v in catalog.items()
        }
    return [_free(v) for v in catalog] if isinstance(catalog, list) else catalog


CACHE_PLANTS: dict[str, Callable[[Path, Path], None]] = {
    "pickle-payload": lambda path, marker: path.write_bytes(
        b"cos\nsystem\n(S'touch " + str(marker).encode() + b"'\ntR."
    ),
    "garbage": lambda path, marker: path.write_bytes(os.urandom(512)),
    "empty": lambda path, marker: path.write_bytes(b""),
    "other-json": lambda path, marker: path.write_text('{"id": "tank-attack"}'),
    "json-array": lambda path, marker: path.write_text("[1, 2, 3]"),
    "truncated": lambda path, marker: path.write_text(path.read_text()[:100]),
    "named-pipe": lambda path, marker: (path.unlink(), os.mkfifo(path)),
    "folder": lambda path, marker: (path.unlink(), path.mkdir()),
    # Every cost 0, as plain JSON (the cache before it was authenticated), and under the real
    # entry's first line: a catalog that validates is believed only from the user's own key.
    "every-cost-0": lambda path, marker: path.write_text(
        json.dumps(_free(CatalogSet([SHIPPED]).get("tank-attack").model_dump(mode="json", by_alias=True)))
    ),
    "every-cost-0-old-mac": lambda path, marker: path.write_bytes(
        path.read_bytes().partition(b"\n")[0] + b"\n" + json.dumps(_free(_cached_catalog(path))).encode()
    ),
}


@pytest.mark.parametrize("name", CACHE_PLANTS)
def test_a_planted_or_damaged_cache_is_ignored_noted_and_rebuilt(name: str, tmp_path: Path, cli) -> None:
    home = Path(os.environ["HOME"])
    assert cli("check", EXAMPLE).code == 0
    [cached] = _cache_files(home)
    marker = tmp_path / "code-ran"
    CACHE_PLANTS[name](cached, marker)
    result = cli("check", EXAMPLE, "--format", "json")
    assert result.code == 0 and not marker.exists()
    assert json.loads(result.out)[0]["costs"] == {"AP": 36}
    [note] = [line for line in result.err.splitlines() if "cache" in line]
    assert "ignored" in note and "rebuilding it" in note
    assert _cached_catalog(_cache_files(home)[0])["id"] == "tank-attack"
    assert cli("check", EXAMPLE).err == ""


KEY_PLANTS: dict[str, Callable[[Path, Path], None]] = {
    "readable-by-all": lambda key, elsewhere: key.chmod(0o644),
    "another-users": lambda key, elsewhere: os.chown(key, 65534, 65534),
    "a-link": lambda key, elsewhere: (key.unlink(), key.symlink_to(elsewhere)),
    "too-short": lambda key, elsewhere: key.write_bytes(b"k"),
    "a-folder": lambda key, elsewhere: (key.unlink(), key.mkdir()),
}


@pytest.mark.parametrize("name", KEY_PLANTS)
def test_a_cache_key_others_could_know_is_replaced_and_the_cache_rebuilt(
    name: str, tmp_path: Path, cli
) -> None:
    """A key others may read, or put there, would let them write entries the cache believes."""
    if name == "another-users" and os.geteuid() != 0:
        pytest.skip("giving a file to another user needs root")
    home = Path(os.environ["HOME"])
    assert cli("check", EXAMPLE).code == 0
    key = home / ".cache" / "armybuilder" / "catalogs" / "key"
    elsewhere = tmp_path / "letter.txt"
    elsewhere.write_text("dear granny")
    KEY_PLANTS[name](key, elsewhere)
    result = cli("check", EXAMPLE)
    assert result.code == 0, result
    assert f"replaced the catalog cache's key {key}, which was not yours alone" in result.err
    status = key.lstat()
    assert key.is_file() and not key.is_symlink() and status.st_mode & 0o777 == 0o600 and status.st_size == 32
    assert status.st_uid == os.geteuid() and elsewhere.read_text() == "dear granny"
    assert cli("check", EXAMPLE).err == "", "the entry made with the new key is believed"


def test_the_cache_drops_old_entries_and_leftovers(tmp_path: Path, cli) -> None:
    home = Path(os.environ["HOME"])
    folder = home / ".cache" / "armybuilder" / "catalogs"
    folder.mkdir(parents=True)
    old = [folder / "tank-attack-old.pickle", folder / ".tank-attack-x.json.999999999.abcd_123.tmp"]
    for path in old:
        path.write_bytes(b"x")
        os.utime(path, (0, 0))
    mine = tmp_path / "mine"
    mine.mkdir()
    house = mine / "tank-attack.yaml"
    house.write_text(HOUSE + "revision: 2\n")
    assert cli("check", EXAMPLE, "--catalogs", mine).code == 0
    first = _cache_files(home)
    house.write_text(HOUSE + "revision: 3\n")
    os.utime(house, (1, 1))
    assert cli("check", EXAMPLE, "--catalogs", mine).code == 0
    after = _cache_files(home)
    assert len(after) == len(first) and set(after) != set(first)
    assert not any(path.exists() for path in old)


# --- print templates: content -> text of the message -----------------------------------------------

TEMPLATES: dict[str, tuple[str | bytes, str]] = {
    "page-infinite": ("name: t\npage:\n  size: {width: .inf, height: 297}\n", "finite"),
    "page-1e300": ("name: t\npage:\n  size: {width: 1.0e+300, height: 297}\n", "at most 1,200"),
    "page-ten-km": ("name: t\npage:\n  size: {width: 10000000, height: 297}\n", "at most 1,200"),
    "page-zero": ("name: t\npage:\n  size: {width: 0, height: 297}\n", "more than 0"),
    "page-negative": ("name: t\npage:\n  size: {width: -210, height: 297}\n", "at least 0"),
    "page-nan": ("name: t\npage:\n  size: {width: .nan, height: 297}\n", "page.size.width"),
    "page-unknown-name": ("name: t\npage: {size: B5}\n", "expected 'A4'"),
    "margins-huge": ("name: t\nmargins: {top: 1.0e+300}\n", "at most 1,200"),
    "margins-eat-page": ("name: t\nmargins: {left: 150, right: 150}\n", "less than 80 mm"),
    "font-size-huge": ("name: t\nfonts: {size: 1000}\n", "at most 16"),
    "card-bigger-than-page": ("name: t\ncards: {width: 500}\n", "does not fit"),
    "columns-many": ("name: t\nreference: {columns: 99}\n", "at most 3"),
    "section-unknown": ("name: t\nroster: {sections: [units, gossip]}\n", "roster.sections[1]"),
    "font-missing": ("name: t\nfonts: {regular: nowhere.ttf}\n", "no font file"),
    "font-truncated": ("name: t\nfonts: {regular: cut.ttf}\n", "damaged or cut short"),
    "font-not-a-font": ("name: t\nfonts: {regular: notes.ttf}\n", "cannot use this font"),
    "font-pipe": ("name: t\nfonts: {regular: pipe.ttf}\n", "is a named pipe (FIFO), not a font file"),
    "no-name": ("page: {size: A4}\n", "`name` is required"),
    "name-number": ("name: 88\npage: {size: {width: .inf, height: 1}}\n", "finite"),
    "deep": ("name: t\nnotes: " + "[" * 50_000 + "\n", "nested more than 200 levels"),
    "huge-int": (f"name: t\nfonts: {{size: {digits(5000)}}}\n", "at most 100 digits"),
    "not-a-mapping": ("- a4\n", "a template is a mapping"),
    "word-document": (zipped(b"word/document.xml"), "this is a Word document"),
    "control-character": ("name: t\x1b[2J\n", "the file holds a character"),
    "unknown-key": ("name: t\ncolour: red\n", "unknown key `colour`"),
}


@pytest.mark.parametrize("name", TEMPLATES)
def test_a_broken_template_is_named_and_nothing_is_printed(name: str, tmp_path: Path, cli) -> None:
    content, fragment = TEMPLATES[name]
    (tmp_path / "cut.ttf").write_bytes(
        (ROOT / "armybuilder" / "pdf" / "fonts" / "DejaVuSans.ttf").read_bytes()[:4000]
    )
    (tmp_path / "notes.ttf").write_text("not a font")
    os.mkfifo(tmp_path / "pipe.ttf")
    template = tmp_path / "mine.yaml"
    template.write_bytes(content if isinstance(content, bytes) else content.encode())
    out = tmp_path / "out.pdf"
    result = cli("pdf", EXAMPLE, "-o", out, "--template", template)
    _clean(result)
    assert result.code == 1 and fragment in result.err, result.err
    assert str(template) in result.err or "ttf" in result.err
    assert (
        not out.exists()
        and [p.name for p in tmp_path.iterdir() if p.suffix == ".pdf" or ".tmp" in p.name] == []
    )


# --- output paths: where a command may write ------------------------------------------------------

OUTPUTS: dict[str, tuple[Callable[[Path], Path], list[str], int, str]] = {
    # name -> (make the -o path, extra arguments, exit status, text of the message)
    "existing-file": (lambda d: _file(d / "out.pdf"), [], 2, "exists; choose another name, or add --force"),
    "existing-file-forced": (lambda d: _file(d / "out.pdf"), ["--force"], 0, "Wrote"),
    "new-file": (lambda d: d / "out.pdf", [], 0, "Wrote"),
    "dev-null": (lambda d: Path("/dev/null"), [], 2, "is a device; armybuilder writes only to regular files"),
    "dev-null-forced": (lambda d: Path("/dev/null"), ["--force"], 2, "is a device"),
    "named-pipe": (lambda d: _fifo(d / "out.pdf"), [], 2, "is a named pipe (FIFO)"),
    "named-pipe-forced": (lambda d: _fifo(d / "out.pdf"), ["--force"], 2, "is a named pipe (FIFO)"),
    "folder": (lambda d: d, ["--force"], 2, "is a folder; give a file name"),
    "missing-folder": (lambda d: d / "nodir" / "out.pdf", [], 2, "no folder"),
    "missing-folders": (lambda d: d / "a" / "b" / "out.pdf", ["--force"], 2, "no folder"),
    "link-loop": (lambda d: _loop(d), ["--force"], 2, "its links lead round in a loop"),
    "dangling-link": (lambda d: _link(d / "out.pdf", d / "gone.pdf"), [], 2, "a link to nothing"),
    "link-to-device": (lambda d: _link(d / "out.pdf", Path("/dev/null")), ["--force"], 2, "is a device"),
    "link-to-file-forced": (lambda d: _link(d / "out.pdf", _file(d / "letter.txt")), ["--force"], 0, "Wrote"),
    "file-as-folder": (lambda d: _file(d / "plain") / "out.pdf", [], 2, "cannot write"),
    "read-only-file": (lambda d: _read_only(d / "out.pdf"), [], 2, "exists; choose another name"),
}


def _read_only(path: Path) -> Path:
    _file(path).chmod(0o444)
    return path


def _file(path: Path) -> Path:
    path.write_bytes(b"precious")
    return path


@pytest.mark.parametrize("command", ["pdf", "new", "reference"])
@pytest.mark.parametrize("name", OUTPUTS)
def test_writing_goes_only_where_it_may(name: str, command: str, tmp_path: Path, cli) -> None:
    make, extra, status, fragment = OUTPUTS[name]
    out = make(tmp_path)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and not p.is_symlink()}
    args = {
        "pdf": ["pdf", EXAMPLE, "-o", out],
        "new": ["new", "--system", "tank-attack", "-o", out],
        "reference": ["reference", "tank-attack", "-o", out],
    }[command]
    result = cli(*args, *extra)
    _clean(result)
    assert result.code == status, result
    assert fragment in (result.out if status == 0 else result.err), result
    changed = {p for p, data in before.items() if p.read_bytes() != data}
    assert changed == ({out} if status == 0 and out in before else set())
    assert not [p for p in tmp_path.rglob("*.tmp")]
    assert status != 0 or not out.is_symlink(), "a link is replaced, never written through"


def test_a_roster_too_long_to_print_is_refused_at_once(tmp_path: Path, cli) -> None:
    roster = tmp_path / "army.yaml"
    roster.write_text(HEADER + "units:\n" + "  - {element: rifles, name: A unit}\n" * 1_001)
    result = cli("pdf", roster, "-o", tmp_path / "army.pdf")
    assert result.code == 1 and "the roster has 1,001 entries; armybuilder prints at most 1,000" in result.err
    assert not (tmp_path / "army.pdf").exists()


def test_pdf_of_the_roster_itself_is_refused(tmp_path: Path, cli) -> None:
    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    result = cli("pdf", roster, "-o", roster, "--force")
    assert result.code == 2 and "which the PDF is made from" in result.err and roster.read_text() == VALID


def test_saving_clears_temporary_files_of_saves_that_stopped(tmp_path: Path) -> None:
    from armybuilder.files.rosters import load_roster
    from armybuilder.files.saving import save_roster

    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    dead = tmp_path / ".army.yaml.999999999.k2_9zq4a.tmp"
    dead_backup = tmp_path / ".army.yaml.999999999.x0x0x0x0.bak.tmp"
    living = tmp_path / f".army.yaml.{os.getppid()}.abcdefgh.tmp"
    other = tmp_path / ".other.yaml.999999999.abcdefgh.tmp"
    mine = tmp_path / ".notes.999999999.tmp"  # not a name armybuilder gives: the player's own
    for path in (dead, dead_backup, living, other, mine):
        path.write_text("half a roster")
    save_roster(load_roster(roster).roster, roster)
    assert not dead.exists() and not dead_backup.exists() and not other.exists()
    assert living.exists() and mine.exists()


STOPPED = """
import os, shutil, sys
from pathlib import Path
from armybuilder.files import atomic

def stopped(*args, **kwargs):
    print("stopped", flush=True)
    sys.stdin.read()  # until killed: the write stops here, deterministically

if sys.argv[1] == "backup":
    shutil.copy2 = stopped
else:
    atomic._sync = stopped
exec(sys.argv[2])
"""
"""Runs the write given as code, stopping it where `sys.argv[1]` says, to be killed there."""


def _next_autosave(folder: Path) -> None:
    from armybuilder.files.rosters import load_roster
    from armybuilder.tui.store import Autosaves

    roster = load_roster(folder / "army.yaml").roster
    Autosaves(folder / "state", "20270101-110000-2").write(roster, folder / "state" / "copy-2.yaml")


KILLED_WRITES: dict[str, tuple[str, Callable[[Path], None], str]] = {
    # name -> the write killed part way, the next write to that folder, which tidies, and the folder
    "autosave": (
        "from armybuilder.tui.store import Autosaves\n"
        "from armybuilder.files.rosters import load_roster\n"
        "roster = load_roster(Path('army.yaml')).roster\n"
        "Autosaves(Path('state'), '20270101-100000-1').write(roster, Path('state/copy.yaml'))",
        _next_autosave,
        "state",
    ),
    "own-catalog": (
        "atomic.write_text(Path('catalogs/tank-attack.yaml'), 'id: tank-attack\\n', backup=True)",
        lambda folder: atomic.write_text(folder / "catalogs" / "ohw-ww2.yaml", "id: ohw-ww2\n", backup=True),
        "catalogs",
    ),
}


@pytest.mark.parametrize(
    ("name", "stop"), [("autosave", "writing"), ("own-catalog", "writing"), ("own-catalog", "backup")]
)
def test_a_write_killed_part_way_leaves_a_temporary_the_next_write_there_removes(
    tmp_path: Path, name: str, stop: str
) -> None:
    """An editor killed (kill -9) while it autosaved left `.copy.yaml.PID.*.tmp` in the state
    folder for good: the next session writes copies under names of its own, and only a file's own
    name was tidied. Every write now tidies its folder of what stopped writes there left."""
    killed, write_next, place = KILLED_WRITES[name]
    folder = tmp_path / place
    folder.mkdir()
    (tmp_path / "army.yaml").write_text(VALID)
    (folder / "tank-attack.yaml").write_text("id: tank-attack\n")  # there before: its backup is taken
    child = subprocess.Popen(
        [sys.executable, "-c", STOPPED, stop, killed],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "stopped\n"
        assert [p for p in folder.iterdir() if p.name.endswith(".tmp")], "stopped with its temporary there"
    finally:
        child.kill()
        child.wait()
    write_next(tmp_path)
    assert [p.name for p in folder.iterdir() if p.name.endswith(".tmp")] == []


def test_saving_over_a_pipe_or_device_is_refused(tmp_path: Path) -> None:
    from armybuilder.files.rosters import load_roster
    from armybuilder.files.saving import save_roster

    roster = load_roster(EXAMPLE).roster
    pipe = _fifo(tmp_path / "pipe.yaml")
    for target in (pipe, Path("/dev/null")):
        with pytest.raises(OSError, match="not a file"):
            save_roster(roster, target)
    assert not list(tmp_path.glob(".*"))


LINK_TARGETS: dict[str, Callable[[Path], Path]] = {
    "a-file": lambda d: _file(d / "letter.txt"),
    "a-pipe": lambda d: _fifo(d / "pipe"),  # as a device would be: found out, never written into
}


@pytest.mark.parametrize("target", LINK_TARGETS)
def test_a_link_in_the_cache_folder_is_replaced_never_written_through(
    target: str, tmp_path: Path, cli
) -> None:
    """A cache entry replaced by a link: `check` ignored it, then wrote the new entry through the
    link, over the file it named (as root, a link to /dev/zero replaced the device)."""
    home = Path(os.environ["HOME"])
    assert cli("check", EXAMPLE).code == 0
    [cached] = _cache_files(home)
    named = LINK_TARGETS[target](tmp_path)
    cached.unlink()
    cached.symlink_to(named)
    result = cli("check", EXAMPLE, "--format", "json")
    assert result.code == 0 and json.loads(result.out)[0]["costs"] == {"AP": 36}
    assert "ignored" in result.err and "rebuilding it" in result.err
    assert not cached.is_symlink() and _cached_catalog(cached)["id"] == "tank-attack"
    if target == "a-file":
        assert named.read_bytes() == b"precious"
    else:
        assert named.is_fifo()


@pytest.mark.parametrize("target", LINK_TARGETS)
def test_every_writer_replaces_a_link_and_writes_into_no_pipe_device_or_folder(
    target: str, tmp_path: Path
) -> None:
    named = LINK_TARGETS[target](tmp_path)
    link = _link(tmp_path / "recent.json", named)
    atomic.write_text(link, "[]", backup=True)
    assert not link.is_symlink() and link.read_text() == "[]"
    assert (tmp_path / "recent.json.bak").is_symlink(), "what was there, the link, is the backup"
    if target == "a-file":
        assert named.read_bytes() == b"precious"
    else:
        assert named.is_fifo()
    for refused in (_fifo(tmp_path / "pipe.json"), tmp_path):
        with pytest.raises(atomic.CannotWrite, match="not a file"):
            atomic.write_text(refused, "[]")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_file_locked_by_another_process_is_named_after_a_bounded_wait(tmp_path: Path) -> None:
    import fcntl

    house = tmp_path / "tank-attack.yaml"
    holder = os.open(tmp_path / "tank-attack.yaml.lock", os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(holder, fcntl.LOCK_EX)
        with pytest.raises(filelock.Busy) as busy, filelock.held(house, wait=0.1):
            pass
    finally:
        os.close(holder)
    assert str(busy.value) == (
        f"[Errno {errno.EAGAIN}] another armybuilder has been changing it for over 0.1 s "
        f"(it holds tank-attack.yaml.lock), so nothing was written: '{house}'"
    )
    with filelock.held(house, wait=0.1):  # let go of, however the holder ended
        pass


@pytest.mark.parametrize("target", LINK_TARGETS)
def test_a_lock_file_put_there_as_a_link_is_replaced_never_followed(target: str, tmp_path: Path) -> None:
    named = LINK_TARGETS[target](tmp_path)
    sidecar = _link(tmp_path / "tank-attack.yaml.lock", named)
    with filelock.held(tmp_path / "tank-attack.yaml"):
        assert not sidecar.is_symlink()
    assert named.read_bytes() == b"precious" if target == "a-file" else named.is_fifo()


def test_a_lock_file_that_is_a_pipe_is_named(tmp_path: Path) -> None:
    _fifo(tmp_path / "tank-attack.yaml.lock")
    with (
        pytest.raises(
            atomic.CannotWrite, match=r"its lock tank-attack.yaml.lock is a named pipe \(FIFO\), not a file"
        ),
        filelock.held(tmp_path / "tank-attack.yaml"),
    ):
        pass


SOURCE_DATES = {
    # name -> SOURCE_DATE_EPOCH as set, and the value as the message quotes it
    "past-9999": ("99999999999999", "'99999999999999'"),
    "the-second-after-9999": ("253402300800", "'253402300800'"),
    "negative": ("-1", "'-1'"),
    "words": ("abc", "'abc'"),
    "arabic-indic-digits": ("\u0661\u0662\u0663", "'\u0661\u0662\u0663'"),
    "5000-digits": ("9" * 5000, "'" + "9" * 40 + "…'"),
    "escape-codes": ("\x1b[2J", "'\\x1b[2J'"),
}


@pytest.mark.parametrize("command", ["pdf", "reference", "pack"])
@pytest.mark.parametrize("name", SOURCE_DATES)
def test_a_source_date_epoch_out_of_range_is_named_as_a_usage_error(
    name: str, command: str, tmp_path: Path, cli, monkeypatch
) -> None:
    """SOURCE_DATE_EPOCH=99999999999999 said "a file cannot be read or written" (and 253402300800
    was "a bug in armybuilder"); nothing is written."""
    value, quoted = SOURCE_DATES[name]
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "tank-attack", "-o", event).code == 0
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "army.yaml").write_text(VALID)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", value)
    out = tmp_path / "out"
    args = {
        "pdf": ["pdf", EXAMPLE, "-o", out],
        "reference": ["reference", "tank-attack", "-o", out],
        "pack": ["event", "pack", event, inbox, "-o", out],
    }[command]
    result = cli(*args)
    assert result.code == 2, result
    assert result.err.splitlines()[-1].endswith(
        f": SOURCE_DATE_EPOCH is {quoted}: it must be whole seconds since 1970, from 0 to 253402300799 "
        "(9999-12-31 UTC); set it to one, or unset it to print today's date"
    )
    assert not out.exists()


async def test_the_editor_names_a_source_date_epoch_out_of_range_when_it_prints(
    tmp_path: Path, monkeypatch
) -> None:
    """reportlab reads it too: the editor's print stopped on a ValueError it could not word."""
    from armybuilder.files.places import catalog_path

    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "abc")
    services = Services(CatalogSet(catalog_path([])), tmp_path / "state", tmp_path, autosave_every=3600)
    app = ArmyBuilder(services, OpenFile(roster))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("p")
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        [(said, severity)] = [(n.message, n.severity) for n in app._notifications]
    assert severity == "error" and said.startswith(
        f"Could not print {tmp_path / 'army.pdf'}: SOURCE_DATE_EPOCH is 'abc': "
    )
    assert not (tmp_path / "army.pdf").exists()


# --- the command line itself ------------------------------------------------------------------------

ARGUMENTS: dict[str, tuple[list[str], int, str]] = {
    "jobs-20-digits": (["check", str(EXAMPLE), "--jobs", digits(20)], 2, "from 1 to 64"),
    "jobs-zero": (["check", str(EXAMPLE), "--jobs", "0"], 2, "from 1 to 64"),
    "jobs-too-many": (["check", str(EXAMPLE), "--jobs", "10000"], 2, "from 1 to 64"),
    "limit-infinite": (["check", str(EXAMPLE), "--limit", "inf"], 2, "more than 0"),
    "limit-nan": (["check", str(EXAMPLE), "--limit", "nan"], 2, "more than 0"),
    "limit-huge": (["check", str(EXAMPLE), "--limit", digits(5000)], 2, "the limit must be"),
    "limit-text": (["check", str(EXAMPLE), "--limit", "lots"], 2, "is not a number"),
    "unknown-system": (["new", "--system", "tank-atack"], 2, "did you mean `tank-attack`"),
    "empty-name": (["new", "--system", "tank-attack", "--name", "  "], 2, "must not be empty"),
    "name-not-utf8": (["new", "--system", "tank-attack", "--name", "A\udcffB"], 2, "not UTF-8 text"),
    "name-too-long": (["new", "--system", "tank-attack", "--name", "N" * 201], 2, "at most 200"),
    "edit-name-not-utf8": (["edit", "--system", "tank-attack", "--name", "\udcff"], 2, "not UTF-8 text"),
    "catalogs-missing": (["check", str(EXAMPLE), "--catalogs", "/nowhere"], 2, "no such folder"),
    "template-unknown": (
        ["pdf", str(EXAMPLE), "-o", "{tmp}/x.pdf", "--template", "a5"],
        1,
        "no template named `a5`",
    ),
    "no-files": (["check", "{tmp}"], 2, "no lists to check"),
}


@pytest.mark.parametrize("name", ARGUMENTS)
def test_a_wrong_argument_is_a_usage_message(name: str, tmp_path: Path, cli) -> None:
    args, status, fragment = ARGUMENTS[name]
    result = cli(*[a.format(tmp=tmp_path) for a in args])
    _clean(result)
    assert result.code == status and fragment in result.err, result


@pytest.mark.parametrize("command", ["check", "show", "pdf"])
@pytest.mark.parametrize(
    ("stdout", "said"),
    [
        (
            None,
            "cannot write to standard output: it was closed when armybuilder started (>&-); "
            "run it with its output going to a terminal, a file or a pipe",
        ),
        (
            "/dev/full",
            "cannot write to standard output: No space left on device; "
            "the disk is full: free some space, or write somewhere else",
        ),
    ],
)
def test_output_that_cannot_be_written_is_said_and_exits_1(
    command: str, stdout: str | None, said: str, tmp_path: Path
) -> None:
    """`check >&-` or a full disk: the report is lost, so the exit status says so, and what failed."""
    args = [command, str(EXAMPLE), *(["-o", str(tmp_path / "o.pdf")] if command == "pdf" else [])]
    with open(stdout or os.devnull, "w") as out:
        result = subprocess.run(
            [sys.executable, "-m", "armybuilder", *args],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            timeout=30,
            check=False,
            preexec_fn=None if stdout else lambda: os.close(1),
        )
    assert result.returncode == 1 and result.stderr == f"armybuilder {command}: {said}\n", result.stderr
    assert command != "pdf" or (tmp_path / "o.pdf").exists(), "what could be written, was"


@pytest.mark.parametrize("args", [["--help"], ["check", "--help"], ["--version"]])
def test_help_to_a_closed_output_is_said_and_exits_1(args: list[str]) -> None:
    """argparse's answer was lost with an 'Exception ignored' traceback and exit status 120."""
    result = subprocess.run(
        [sys.executable, "-m", "armybuilder", *args],
        stderr=subprocess.PIPE,
        text=True,
        timeout=30,
        check=False,
        preexec_fn=lambda: os.close(1),
    )
    assert result.returncode == 1 and result.stderr == (
        "armybuilder: cannot write to standard output: it was closed when armybuilder started (>&-); "
        "run it with its output going to a terminal, a file or a pipe\n"
    ), result.stderr


def test_the_worst_files_through_the_real_command(tmp_path: Path) -> None:
    """The C loader's recursion could kill the process without a word; in a subprocess it would show."""
    for name in ("deep-explicit-keys-100000", "deep-block-20000", "million-line-list", "alias-bomb"):
        path = tmp_path / f"{name}.yaml"
        path.write_bytes(ROSTERS[name][0])
        result = subprocess.run(
            [sys.executable, "-m", "armybuilder", "check", str(path), "--format", "json"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
        [report] = json.loads(result.stdout)
        assert report["errors"][0]["code"] == ROSTERS[name][1]


# --- e-mail: a mail file's bytes -> text `check` of it must print ------------------------------


def _message(
    body: bytes, content_type: str = "text/html; charset=utf-8", sender: str = "Eve <eve@example.org>"
) -> bytes:
    head = f"From: {sender}\r\nMessage-ID: <m1@example.org>\r\nContent-Type: {content_type}\r\n\r\n"
    return head.encode() + body


_NO_TEXT = "no list in it: no attachment and no text"
_ENVELOPE = b"From eve@example.org Tue Mar  2 10:00:00 2027\n"

MAIL: dict[str, tuple[bytes, str]] = {
    # Python's html.parser took 22 s on 200 KB of `<!--`, and 657 MB on 4 MB of `<a b='c' `.
    **{
        f"html-{name}": (_message(pattern * (250_000 // len(pattern))), _NO_TEXT)
        for name, pattern in {
            "comments-opened": b"<!--",
            "declarations-opened": b"<!",
            "cdata-opened": b"<![CDATA[",
            "instructions-opened": b"<?",
            "end-tags-opened": b"</a",
            "quoted-attributes": b"<a b='c' ",
        }.items()
    },
    "html-over-the-limit": (_message(b"<p>" + b"<!--" * 300_000), "HTML bodies over 256 KB are not read"),
    # html.unescape raised a ValueError: the message could not be read.
    "html-character-number-of-5000-digits": (
        _message(b"<p># Tank Attack</p><p>General: Rifles &#" + b"9" * 5000 + b";</p><p>2 x Tank</p>"),
        "<m1@example.org>: a list (body)",
    ),
    # `punycode` took 4.9 s on 200 KB; `rot13` would have read another text.
    "charset-punycode": (
        _message(("\u00e9" * 200_000).encode("punycode"), "text/plain; charset=punycode"),
        "its text is in the charset 'punycode', which is not a charset mail is written in",
    ),
    "charset-rot13": (
        _message(b"2 k Gnax\n", "text/plain; charset=rot13"),
        "its text is in the charset 'rot13', which is not a charset mail is written in",
    ),
    # The NUL was dropped from the message: "the charset 'utf-8'", a charset mail is written in.
    "charset-with-a-nul": (
        _message(b"2 x Tank\n", 'text/plain; charset="utf-8\x00"'),
        "its text is in the charset 'utf-8\\x00', which is not a charset mail is written in",
    ),
    "raw-utf8-sender": (
        _message(
            b"# Tank Attack\nGeneral: Rifles\n2 x Tank\n", "text/plain", "Jos\u00e9 Ortiz <jose@example.org>"
        ),
        "player Jos\u00e9 Ortiz ·",
    ),
    # `email` looks for a body anywhere within a part of parts: three levels gave four lists.
    "body-in-mixed-in-mixed-in-mixed": (
        _message(
            b"".join(
                b"--b%d\r\nContent-Type: multipart/mixed; boundary=b%d\r\n\r\n" % (n, n + 1) for n in range(2)
            )
            + b"--b2\r\nContent-Type: text/plain\r\n\r\n# Tank Attack\nGeneral: Rifles\n2 x Tank\n"
            + b"".join(b"\r\n--b%d--" % n for n in (2, 1, 0)),
            "multipart/mixed; boundary=b0",
        ),
        "<m1@example.org>: a list (body)",
    ),
    # `email` read this as a group holding victim@example.org, with no name: the draft went there.
    "raw-line-separator-in-sender": (
        _message(
            b"# Tank Attack\nGeneral: Rifles\n2 x Tank\n",
            "text/plain",
            "Eve\u2028Bcc: victim@example.org <eve@example.org>",
        ),
        "player Eve Bcc: victim@example.org ·",
    ),
    "mbox-unescaped-from-in-a-body": (
        _ENVELOPE
        + _message(b"From Anna Smith <anna@example.org>\n\nFrom anna@example.org Mon Mar 1\n", "text/plain")
        + b"\n",
        "no list in it (1 part read: body)",
    ),
}


@pytest.mark.parametrize("name", MAIL)
def test_hostile_mail_is_read_within_bounds_and_named(name: str, tmp_path: Path, cli) -> None:
    content, fragment = MAIL[name]
    path = tmp_path / ("Inbox" if content.startswith(b"From ") else f"{name}.eml")
    path.write_bytes(content)
    result = cli("check", path)
    _clean(result)
    assert fragment in result.out + result.err, result.out + result.err
    assert "sha256:" not in result.err  # one message, <m1@example.org>: no second one, with no Message-ID


# --- the editor ------------------------------------------------------------------------------------------

EDITOR_FILES = [
    "raw-escape-byte",
    "word-docx",
    "pdf",
    "deep-explicit-keys-100000",
    "count-huge-decimal",
    "limit-huge",
    "too-many-units",
    "million-line-list",
    "surrogate-escape",
    "empty",
    "name-100kb",
]


async def _editor_screen(path: Path, tmp_path: Path, *catalogs: Path) -> tuple[str, str]:
    app = ArmyBuilder(
        Services(CatalogSet([SHIPPED, *catalogs]), tmp_path / "state", tmp_path, autosave_every=3600),
        OpenFile(path),
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        return type(app.screen).__name__, app.export_screenshot()


@pytest.mark.parametrize("name", EDITOR_FILES)
async def test_the_editor_shows_a_hostile_file_as_a_problem(name: str, tmp_path: Path) -> None:
    content = ROSTERS[name][0]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    screen, shown = await _editor_screen(path, tmp_path)
    assert screen == "StartScreen" and not RAW_CONTROL.search(shown)
    assert path.read_bytes() == content


@pytest.mark.parametrize("name", ["count-capitalised", "element-and-formation"])
async def test_the_editor_refuses_a_roster_with_an_unreadable_entry_and_names_its_line(
    name: str, tmp_path: Path
) -> None:
    # The editor saves what it reads, so it opens no roster it cannot read whole; `check` reports the rest.
    content = VALID.replace("units:\n", "units:\n" + UNIT_ENTRIES[name][0]).encode()
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    screen, shown = await _editor_screen(path, tmp_path)
    assert screen == "StartScreen" and re.search(rf"{name}\.yaml:1[23]:5:", shown.replace("&#160;", " "))
    assert path.read_bytes() == content


async def test_the_editor_given_a_pipe_answers_at_once(tmp_path: Path) -> None:
    screen, shown = await _editor_screen(_fifo(tmp_path / "pipe.yaml"), tmp_path)
    assert screen == "StartScreen" and "named&#160;pipe" in shown


@pytest.mark.parametrize("name", ["name-escapes", "windows-1252", "utf16-le-bom", "name-number"])
async def test_the_editor_opens_what_check_reads_and_shows_no_control_codes(
    name: str, tmp_path: Path
) -> None:
    content = READ_AS_TEXT[name][0]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    screen, shown = await _editor_screen(path, tmp_path)
    assert screen == "BuildScreen" and not RAW_CONTROL.search(shown)
    if name == "name-escapes":
        assert "\\x1b[2J\\x1b[HVALID" in shown
    assert path.read_bytes() == content


async def test_a_name_pasted_with_control_codes_is_shown_escaped(tmp_path: Path) -> None:
    """The editor looks again only at the entries a change made: a renamed one is among them."""
    from textual.widgets import Input

    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    app = ArmyBuilder(
        Services(CatalogSet([SHIPPED]), tmp_path / "state", tmp_path, autosave_every=3600), OpenFile(roster)
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("end", "r")
        app.screen.query_one(Input).value = "Big\x1b[2JBertha"  # as a paste would leave it
        await pilot.press("enter")
        await pilot.pause()
        shown = app.export_screenshot()
    assert "Big\\x1b[2JBertha" in shown and not RAW_CONTROL.search(shown)


async def test_the_editor_shows_a_users_catalog_without_control_codes(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "tank-attack.yaml").write_text(
        HOUSE + 'elements:\n  - {id: tank, name: "Tank\\e[2J\\u202e", notes: ["\\e]0;owned\\a"]}\n'
    )
    roster = tmp_path / "army.yaml"
    roster.write_text(VALID)
    screen, shown = await _editor_screen(roster, tmp_path, mine)
    assert screen == "BuildScreen" and not RAW_CONTROL.search(shown)
    assert "Tank\\x1b[2J\\u202e" in shown


def _guns_towing_each_other(count: int) -> str:
    """A wtj-1916 roster of `count` guns, each naming the next as its tow (a gun tows nothing), and
    as many trucks that could tow them: every link is wrong, and each fix offers the trucks."""
    units = []
    for n in range(count):
        units.append(f"  - element: truck\n    id: t{n}")
        units.append(f"  - element: small-gun\n    id: g{n}\n    links: {{towed-by: g{n + 1}}}")
    return "format: 1\nsystem: wtj-1916\nname: Guns\nunits:\n" + "\n".join(units) + "\n"


def test_many_wrong_links_are_judged_in_time_growing_with_their_number_not_its_square(
    tmp_path: Path, monkeypatch
) -> None:
    """Counted, not timed: each wrong link's fix once looked through every unit of the roster for
    one that could serve it (10,000 such links took some 270 s); now the units are found once for
    each kind of link and size, and a fix offers at most 20 of them."""
    from armybuilder.engine import evaluate
    from armybuilder.engine.index import Index
    from armybuilder.files.rosters import parse_roster

    catalog = CatalogSet([SHIPPED]).get("wtj-1916")
    looked = 0
    matches = Index.matches

    def counted(self: Index, *args: object) -> bool:
        nonlocal looked
        looked += 1
        return matches(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Index, "matches", counted)
    work = {}
    for count in (200, 400):
        looked = 0
        report = evaluate(parse_roster(_guns_towing_each_other(count), tmp_path / "guns.yaml"), catalog)
        work[count] = looked
        fixes = [e.fix for e in report.errors if e.code == "link.target"]
        assert len(fixes) == count and all(fix is not None and len(fix.choices) == 20 for fix in fixes)
    assert work[400] <= 2.2 * work[200]


def test_many_options_of_one_entry_are_judged_in_time_growing_with_their_number_not_its_square() -> None:
    """Counted, not timed: each option of an entry was looked for among the options before it, so
    one Tank naming 10,000 unknown options took 2.7 s to check, 150,000 past five minutes. Counted:
    the entry's options compared with one another."""
    from armybuilder.engine import evaluate
    from armybuilder.files.rosters import parse_roster

    catalog = CatalogSet([SHIPPED]).get("tank-attack")
    compared = 0

    class Option(str):
        def __eq__(self, other: object) -> bool:
            nonlocal compared
            compared += isinstance(other, Option)
            return str.__eq__(self, other)

        __hash__ = str.__hash__

    roster = parse_roster("format: 1\nsystem: tank-attack\nname: X\nunits:\n- element: tank\n", "x.yaml")
    work = {}
    for count in (400, 800):
        twice = [Option(f"o{count}-{n % count}") for n in range(2 * count)]  # each twice: one finding
        tank = roster.units[0].model_copy(update={"options": twice})
        compared = 0
        report = evaluate(roster.model_copy(update={"units": [tank]}), catalog)
        work[count] = compared
        assert sum(error.code == "option.unknown" for error in report.errors) == count
    assert work[800] <= 2.2 * work[400]
