"""Installs come from uv.lock, and `make run` leaves the repository as it found it."""

import re
import subprocess
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from tests.conftest import ROOT


def _requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = list(project["project"]["dependencies"])
    for group in project["dependency-groups"].values():
        listed += [entry for entry in group if isinstance(entry, str)]
    return [Requirement(entry) for entry in listed]


def _locked() -> dict[str, list[Version]]:
    lock = tomllib.loads((ROOT / "uv.lock").read_text())
    versions: dict[str, list[Version]] = {}
    for package in lock["package"]:
        if "registry" in package.get("source", {}):
            versions.setdefault(canonicalize_name(package["name"]), []).append(Version(package["version"]))
    return versions


def test_every_requirement_is_locked_inside_its_range() -> None:
    locked = _locked()
    problems = []
    for requirement in _requirements():
        name = canonicalize_name(requirement.name)
        if name not in locked:
            problems.append(f"{requirement} is not in uv.lock: run make lock")
        problems += [
            f"{requirement} is locked at {version}, outside its range: run make lock"
            for version in locked.get(name, [])
            if not requirement.specifier.contains(version, prereleases=True)
        ]
    assert not problems, "\n".join(problems)


def test_every_locked_file_has_a_hash() -> None:
    lock = (ROOT / "uv.lock").read_text()
    files = re.findall(r"\{ url = \"[^\"]+\"(?P<rest>[^}]*)\}", lock)
    assert files and all('hash = "sha256:' in rest for rest in files)


def test_the_makefile_installs_from_the_lock_and_never_refreshes_it() -> None:
    makefile = (ROOT / "Makefile").read_text()
    syncs = re.findall(r"\$\(UV\) sync [^\n]*", makefile)
    assert syncs and all("--locked" in sync for sync in syncs)
    assert "--require-hashes -r .ci/uv-requirements.txt" in makefile


def _make_run_opens(*settings: str) -> Path:
    planned = subprocess.run(
        ["make", "-n", "run", *settings], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60
    ).stdout
    [opened] = re.findall(r"armybuilder edit (\S+)", planned)
    return Path(opened)


def test_make_run_opens_the_players_copy_not_the_tracked_example(tmp_path: Path) -> None:
    assert _make_run_opens(f"ROSTERS={tmp_path}").parent == tmp_path
    assert not _make_run_opens().resolve().is_relative_to(ROOT)


def test_make_install_installs_the_program_alone_and_opens_nothing() -> None:
    """An organiser's server has no terminal for the editor `make run` opens."""
    planned = subprocess.run(
        ["make", "-n", "install"], cwd=ROOT, capture_output=True, text=True, check=True, timeout=60
    ).stdout
    assert ".venv-run/bin/armybuilder" in planned and "armybuilder edit" not in planned
