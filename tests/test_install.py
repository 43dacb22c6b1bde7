"""A plain (not editable) install carries the catalogs and templates and works from any folder."""

import subprocess
import sys
import sysconfig
from pathlib import Path

from tests.conftest import ROOT


def _run(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, cwd=cwd, check=True, timeout=300
    )


def test_wheel_install_works_from_another_folder(tmp_path: Path) -> None:
    wheels, venv, elsewhere = tmp_path / "wheels", tmp_path / "venv", tmp_path / "elsewhere"
    elsewhere.mkdir()
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", wheels, ROOT)
    _run(sys.executable, "-m", "venv", "--without-pip", venv)
    [wheel] = wheels.glob("armybuilder-*.whl")
    target = venv / "bin" / "python"
    _run(sys.executable, "-m", "pip", "--python", target, "install", "-q", "--no-deps", wheel)
    # The dependencies come from this environment; armybuilder itself only from the wheel.
    site = Path(
        _run(target, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])").stdout.strip()
    )
    (site / "_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")

    located = _run(
        target,
        "-c",
        "import armybuilder.files.places as p; print(p.shipped('catalogs')); print(p.shipped('templates'))",
        cwd=elsewhere,
    )
    catalogs, templates = (Path(line) for line in located.stdout.split())
    assert catalogs.is_relative_to(site) and (catalogs / "tank-attack.yaml").is_file()
    assert templates.is_relative_to(site) and templates.is_dir()

    tool = venv / "bin" / "armybuilder"
    assert "tank-attack" in _run(tool, "catalogs", cwd=elsewhere).stdout
    _run(tool, "new", "--system", "tank-attack", "-o", "army.yaml", cwd=elsewhere)
    assert "VALID" in _run(tool, "check", "army.yaml", cwd=elsewhere).stdout
    # The PDF writer finds its shipped fonts and templates inside the installed package.
    _run(tool, "pdf", "army.yaml", "-o", "army.pdf", "--template", "letter", cwd=elsewhere)
    assert (elsewhere / "army.pdf").read_bytes().startswith(b"%PDF")
    # The TUI finds its stylesheets in the installed package: the build screen and a dialog open.
    assert _run(target, "-c", TUI_SMOKE, cwd=elsewhere).stdout.split() == ["BuildScreen", "HelpScreen"]


TUI_SMOKE = """
import asyncio
from pathlib import Path
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.places import catalog_path
from armybuilder.tui.app import ArmyBuilder, NewRoster
from armybuilder.tui.services import Services

async def main():
    services = Services(CatalogSet(catalog_path()), Path("state"), Path("."))
    app = ArmyBuilder(services, NewRoster("tank-attack"))
    async with app.run_test() as pilot:
        print(type(app.screen).__name__)
        await pilot.press("question_mark")
        print(type(app.screen).__name__)

asyncio.run(main())
"""
