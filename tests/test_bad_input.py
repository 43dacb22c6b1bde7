"""Hostile and broken roster files: each gets one clear, located error, fast, never a traceback."""

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

HEADER = "format: 1\nsystem: tank-attack\nname: X\n"

CASES: dict[str, tuple[bytes, str, str]] = {
    # name: (file content, expected code, text the message must contain)
    "empty": (b"", "file.schema", "the file is empty"),
    "only-comment": (b"# nothing here\n", "file.schema", "the file is empty"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "file.unreadable", "not UTF-8"),
    "nul-in-text": (HEADER.encode() + b"notes: a\x00b\n", "file.unreadable", "binary file"),
    "latin-1": (
        HEADER.encode() + "notes: caf\xe9\n".encode("latin-1"),
        "file.unreadable",
        "line 4, column 11",
    ),
    "syntax-unclosed": (HEADER.encode() + b"units: [\n", "file.syntax", "line 5"),
    "syntax-tab": (b"format: 1\n\tsystem: x\n", "file.syntax", "line 2"),
    "duplicate-key": (
        HEADER.encode() + b"name: Y\n",
        "file.syntax",
        "the key 'name' appears twice (first on line 3)",
    ),
    "second-document": (HEADER.encode() + b"---\nname: Y\n", "file.syntax", "but found another document"),
    "limit-not-a-number": (
        HEADER.encode() + b"limit: lots\n",
        "file.schema",
        "expected a number, got the text 'lots'",
    ),
    "limit-infinite": (HEADER.encode() + b"limit: .inf\n", "file.schema", "must be a finite number"),
    "non-text-key": (HEADER.encode() + b"options: {1: x}\n", "file.schema", "keys here must be text"),
    "python-tag": (HEADER.encode() + b"notes: !!python/object:os.system ls\n", "file.syntax", "line 4"),
    "list-not-mapping": (b"- format: 1\n- system: tank-attack\n", "file.schema", "expected a mapping"),
    "scalar-not-mapping": (b"just some words\n", "file.schema", "expected a mapping"),
    "missing-keys": (b"units: []\n", "file.schema", "`format` is required"),
    "wrong-format": (b"format: 2\nsystem: tank-attack\nname: X\n", "file.schema", "format 1, not 2"),
    "wrong-types": (
        b"format: 1\nsystem: [a]\nname: {b: 1}\nunits: 5\n",
        "file.schema",
        "expected text, got a list",
    ),
    "unknown-key": (HEADER.encode() + b"colour: red\n", "file.schema", "unknown key `colour`"),
    "units-not-list": (HEADER.encode() + b"units: {element: rifles}\n", "file.schema", "expected a list"),
    "unit-without-kind": (
        HEADER.encode() + b"units:\n  - count: 3\n",
        "file.schema",
        "`element:` or a `formation:`",
    ),
    "deep-flow": (
        HEADER.encode() + b"notes: " + b"[" * 100_000 + b"]" * 100_000 + b"\n",
        "file.syntax",
        "nested",
    ),
    "deep-mapping": (
        HEADER.encode() + b"notes: " + b"{a: " * 50_000 + b"1" + b"}" * 50_000 + b"\n",
        "file.syntax",
        "nested",
    ),
    "deep-block": (
        HEADER.encode() + b"units:\n  " + b"- " * 20_000 + b"x\n",
        "file.syntax",
        "line 5, column 1",
    ),
    "recursive-alias": (b"&a [*a]\n", "file.syntax", "contains itself"),
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
}

ENGINE_CASES: dict[str, tuple[str, str]] = {
    "negative-count": ("  - element: tank\n    count: -5\n", "count.invalid"),
    "huge-count": ("  - element: tank\n    count: 100000000000000000000000\n", "count.invalid"),
    "float-count": ("  - element: tank\n    count: 1.5\n", "count.invalid"),
    "empty-count": ("  - element: tank\n    count:\n", "count.invalid"),
    "unknown-element": ("  - element: zeppelin\n", "element.unknown"),
    "unknown-formation": ("  - formation: brigade\n", "formation.unknown"),
}


def _check(path: Path) -> tuple[int, dict, str]:
    result = subprocess.run(
        [sys.executable, "-m", "armybuilder", "check", str(path), "--format", "json"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert "Traceback" not in result.stderr, result.stderr
    [report] = json.loads(result.stdout)
    return result.returncode, report, result.stderr


@pytest.mark.parametrize("name", CASES)
def test_broken_file_gets_one_located_error(name: str, tmp_path: Path, cli) -> None:
    content, code, fragment = CASES[name]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content)
    started = time.perf_counter()
    result = cli("check", path, "--format", "json")
    assert time.perf_counter() - started < 1.0
    [report] = json.loads(result.out)
    assert result.code == 1 and report["valid"] is False
    assert report["errors"][0]["code"] == code
    assert fragment in report["errors"][0]["message"], report["errors"][0]["message"]
    if name == "wrong-types":
        assert [e["where"] for e in report["errors"]] == ["system", "name", "units"]
    text = cli("check", path)
    assert text.code == 1 and code in text.out and "Traceback" not in text.out + text.err


SYNTAX_HINTS: dict[str, tuple[str, str]] = {
    "unclosed-quote": ('player: "A. Player\nunits: []\n', "close the quote that opens at line 4, column 9"),
    "unclosed-bracket": ("units: [rifles\n", "close the `[ ]` that opens at line 4, column 8, with commas"),
    "unclosed-brace": ("notes: {a: 1\nb: 2\n", "close the `{ }` that opens at line 4, column 8"),
    "missing-colon": ("player A. Player\nnotes: x\n", "write `key: value`, with a space after the colon"),
    "list-indent": (
        "units:\n  - element: rifles\n   count: 2\n",
        "items of one list start in the same column",
    ),
    "tab": ("units:\n\t- element: rifles\n", "indent with spaces, not tabs"),
}


@pytest.mark.parametrize("name", SYNTAX_HINTS)
def test_a_syntax_error_says_how_to_fix_it(name: str, tmp_path: Path, cli) -> None:
    text, hint = SYNTAX_HINTS[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER + text)
    [report] = json.loads(cli("check", path, "--format", "json").out)
    [error] = report["errors"]
    assert error["code"] == "file.syntax" and hint in error["hint"], error


@pytest.mark.parametrize("name", ENGINE_CASES)
def test_bad_entries_are_reported_on_the_entry(name: str, tmp_path: Path, cli) -> None:
    unit, code = ENGINE_CASES[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(HEADER + "units:\n" + unit)
    [report] = json.loads(cli("check", path, "--format", "json").out)
    where = "units[0].count" if code == "count.invalid" else "units[0]"
    assert [(e["code"], e["where"]) for e in report["errors"] if e["code"] == code] == [(code, where)]


def test_fifty_megabyte_file_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as stream:
        stream.write(HEADER.encode() + b"units:\n")
        line = b"  - element: rifles\n"
        stream.write(line * (50 * 1024 * 1024 // len(line)))
    started = time.perf_counter()
    code, report, _ = _check(path)
    assert time.perf_counter() - started < 2.0
    assert code == 1 and report["errors"][0]["code"] == "file.too-large"
    assert "50.0 MB" in report["errors"][0]["message"]


def test_a_folder_and_a_missing_file(tmp_path: Path, cli) -> None:
    missing = json.loads(cli("check", tmp_path / "nope.yaml", "--format", "json").out)[0]
    assert missing["errors"][0]["code"] == "file.unreadable"
    (tmp_path / "empty-folder").mkdir()
    assert cli("check", tmp_path / "empty-folder").code == 2


def test_alias_bomb_through_the_real_command_is_fast(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_bytes(CASES["alias-bomb"][0])
    started = time.perf_counter()
    code, report, _ = _check(path)
    assert time.perf_counter() - started < 3.0
    assert code == 1 and report["errors"][0]["code"] == "file.syntax"


def test_one_message_per_bad_value_and_a_leading_zero_is_decimal(tmp_path: Path, cli) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(HEADER + "limit: lots\nunits:\n  - element: tank\n    count: 010\n")
    [report] = json.loads(cli("check", path, "--format", "json").out)
    assert [e["where"] for e in report["errors"]] == ["limit"]
    path.write_text(HEADER + "limit: 40\nunits:\n  - element: tank\n    count: 010\n")
    [report] = json.loads(cli("check", path, "--format", "json").out)
    assert report["costs"] == {"AP": 40}
