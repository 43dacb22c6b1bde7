"""A dataclass's methods, and `re`'s programs of patterns, are compiled once and kept: a later run
loads them, and they behave as compiled ones do, only from a file this user's armybuilder wrote."""

import dataclasses
import marshal
import os
import re
import subprocess
import sys
import typing
from pathlib import Path
from types import SimpleNamespace

import pytest

from armybuilder.files import code_cache
from armybuilder.patterns import on_first_use
from armybuilder.textlist.grammar import _cost_pattern


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """This process's kept and compiled methods, as if it had just started with no file read."""
    monkeypatch.setattr(code_cache, "_kept", {})
    monkeypatch.setattr(code_cache, "_compiled", {})


def _frozen_base() -> type:
    @dataclasses.dataclass(frozen=True)
    class Base:
        width: int
        depth: int = 20

    return Base


def test_armybuilder_has_dataclasses_use_the_kept_methods() -> None:
    assert dataclasses.exec is code_cache._exec  # type: ignore[attr-defined]


def test_an_annotation_kept_by_one_run_is_loaded_not_compiled_by_the_next(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert typing.compile is code_cache._compile_annotation  # type: ignore[attr-defined]
    made = typing.ForwardRef("dict[str, list[int]] | None")
    code_cache.keep_compiled()
    monkeypatch.setattr(code_cache, "_kept", {})
    monkeypatch.setattr(code_cache, "_compiled", {})
    code_cache.compile_once()

    def not_again(*_: object, **__: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(code_cache, "compile", not_again, raising=False)
    loaded = typing.ForwardRef("dict[str, list[int]] | None")
    assert loaded.__forward_code__ == made.__forward_code__
    assert typing.get_type_hints(_Annotated) == {"field": dict[str, list[int]] | None}


def test_an_annotation_that_is_no_expression_is_refused_as_before(fresh: None) -> None:
    with pytest.raises(SyntaxError, match="Forward reference must be an expression"):
        typing.ForwardRef("not an expression")
    assert not code_cache._compiled


class _Annotated:
    field: "dict[str, list[int]] | None"


def test_armybuilder_has_re_use_the_kept_programs() -> None:
    assert re._compiler.compile is code_cache._compile  # type: ignore[attr-defined]


def test_a_pattern_kept_by_one_run_is_loaded_not_parsed_by_the_next(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    re.purge()  # `re`'s own memo of this process's patterns: this one is compiled afresh
    made = _cost_pattern.__wrapped__(("AP",))  # armybuilder's own pattern
    source = made.pattern
    code_cache.keep_compiled()
    monkeypatch.setattr(code_cache, "_kept", {})
    monkeypatch.setattr(code_cache, "_compiled", {})
    code_cache.compile_once()
    assert (source, re.IGNORECASE) in code_cache._kept

    def not_again(*_: object, **__: object) -> None:
        raise AssertionError("parsed again")

    monkeypatch.setattr(re._parser, "parse", not_again)  # type: ignore[attr-defined]
    re.purge()
    loaded = _cost_pattern.__wrapped__(("AP",))
    assert loaded is not made
    assert (loaded.pattern, loaded.flags, loaded.groups, loaded.groupindex) == (
        made.pattern,
        made.flags,
        made.groups,
        made.groupindex,
    )
    for text in ("2 x Tank (8 AP)", "Rifles - 6pts", "Tanks [8/4 ap]", "Tank 8", "81 mm"):
        found, expected = loaded.search(text), made.search(text)
        assert (found and (found.span(), found.groupdict(), found.groups())) == (
            expected and (expected.span(), expected.groupdict(), expected.groups())
        )


def test_a_librarys_pattern_is_compiled_as_re_compiles_it(fresh: None) -> None:
    # A library may write its pattern's words in another order each run: kept, it would be kept anew every run.
    assert re.compile(r"(?:ours|not) a pattern").match("not a pattern") is not None
    assert on_first_use(r"(?:theirs|not) a pattern").match("not a pattern") is not None
    assert not code_cache._compiled


def test_a_pattern_re_refuses_is_refused_as_before() -> None:
    with pytest.raises(re.error, match="missing \\), unterminated subpattern at position 0"):
        re.compile("(unclosed")
    assert re.compile(b"bytes (?P<are>too)").match(b"bytes too") is not None


def test_methods_kept_by_one_run_are_loaded_not_compiled_by_the_next(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = _frozen_base()
    assert code_cache._compiled
    code_cache.keep_compiled()
    assert len(list((Path(os.environ["XDG_CACHE_HOME"]) / "armybuilder" / "methods").glob("*.marshal"))) == 1

    monkeypatch.setattr(code_cache, "_kept", {})
    monkeypatch.setattr(code_cache, "_compiled", {})
    code_cache.compile_once()
    assert code_cache._kept

    def not_again(*_: object, **__: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(code_cache, "compile", not_again, raising=False)
    loaded = _frozen_base()
    base = loaded(40)
    assert repr(base) == repr(made(40)) == "_frozen_base.<locals>.Base(width=40, depth=20)"
    assert base == loaded(40, 20) and hash(base) == hash(loaded(40, 20)) and base != loaded(50)
    with pytest.raises(dataclasses.FrozenInstanceError):
        base.width = 60


def test_a_file_not_written_under_the_users_key_is_not_used(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    _frozen_base()
    code_cache.keep_compiled()
    (folder,) = (Path(os.environ["XDG_CACHE_HOME"]) / "armybuilder").glob("methods")
    (folder / "key").write_bytes(b"k" * 32)  # another key: the file's first line no longer vouches for it
    (folder / "key").chmod(0o600)
    monkeypatch.setattr(code_cache, "_kept", {})
    code_cache.compile_once()
    assert code_cache._kept == {}
    _frozen_base()  # compiled afresh, as without a file
    assert code_cache._compiled


def test_methods_compiled_by_another_thread_while_the_file_is_written_are_kept_by_the_next_write(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A command ends with an editor's helper thread still at work (a sheet being printed): what
    it compiled as the file was written stopped the command with "dictionary changed size during
    iteration"."""
    _frozen_base()
    late: list[type] = []

    def dumps(value: object) -> bytes:
        if not late:  # the helper thread's turn, between two of the methods being kept
            late.append(dataclasses.make_dataclass("Late", [("width", int), ("height", int)]))
        return marshal.dumps(value)

    monkeypatch.setattr(code_cache, "marshal", SimpleNamespace(dumps=dumps, loads=marshal.loads))
    code_cache.keep_compiled()
    code_cache.keep_compiled()
    assert set(code_cache._compiled) <= set(code_cache._kept)


def test_a_command_keeps_its_methods_for_the_next(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "armybuilder", "catalogs"]
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=tmp_path)
    kept = list((tmp_path / "cache" / "armybuilder" / "methods").glob("*.marshal"))
    assert len(kept) == 1
    before = kept[0].read_bytes()
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=tmp_path)
    assert kept[0].read_bytes() == before  # nothing new compiled: not written again
