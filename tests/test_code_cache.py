"""A dataclass's methods are compiled once and kept: a later run loads their code, which behaves as
compiled code does, and only from a file this user's armybuilder wrote."""

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from armybuilder.files import code_cache


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


def test_a_command_keeps_its_methods_for_the_next(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    command = [sys.executable, "-m", "armybuilder", "catalogs"]
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=tmp_path)
    kept = list((tmp_path / "cache" / "armybuilder" / "methods").glob("*.marshal"))
    assert len(kept) == 1
    before = kept[0].read_bytes()
    subprocess.run(command, check=True, capture_output=True, env=env, cwd=tmp_path)
    assert kept[0].read_bytes() == before  # nothing new compiled: not written again
