"""Shared fixtures: the repository's folders, the test catalogs, and running the CLI in-process."""

import io
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from armybuilder.cli import main
from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "catalogs"
TEST_CATALOGS = Path(__file__).resolve().parent / "data" / "catalogs"


@dataclass
class Result:
    code: int
    out: str
    err: str


@pytest.fixture(autouse=True)
def _isolated(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No user catalogs, no colour and no terminal: every test sees only what it sets up."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.delenv("ARMYBUILDER_CATALOGS", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.setenv("COLUMNS", "100")


@pytest.fixture
def cli() -> Callable[..., Result]:
    def run(*args: str | Path) -> Result:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main([str(a) for a in args])
            except SystemExit as exit_:
                code = int(exit_.code or 0)
        return Result(code, out.getvalue(), err.getvalue())

    return run


@pytest.fixture(scope="session")
def shipped() -> CatalogSet:
    return CatalogSet([SHIPPED])


@pytest.fixture(scope="session")
def catalogs(shipped: CatalogSet) -> list[Catalog]:
    """The shipped catalogs, as the text reader takes them."""
    return [catalog for catalog in shipped if isinstance(catalog, Catalog)]


@pytest.fixture(scope="session")
def tank_attack(shipped: CatalogSet) -> Catalog:
    return shipped.get("tank-attack")


@pytest.fixture(scope="session")
def mini() -> Catalog:
    return CatalogSet([TEST_CATALOGS]).get("mini")


def roster(system: str, units: list[dict], **fields: object) -> Roster:
    """A roster from plain data, as a file would give it."""
    return Roster.model_validate({"format": 1, "system": system, "name": "Test", "units": units, **fields})


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite the expected golden reports from the current output (review the diff!)",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A screen snapshot depends on Textual's drawing as much as ours: `make test-latest` lists
    its drift on a newer library apart from the tests that must pass."""
    for item in items:
        if "snap_compare" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.drift)


async def report_shown(pilot: Any) -> None:
    """Wait for the editor's report and detail panes to show its last report: they follow the frame
    that draws a change's totals, which a pilot's pause does not wait for."""
    for _ in range(200):  # a bound that only catches a hang
        await pilot.pause()
        if not getattr(pilot.app.screen, "report_pending", False):
            return
        await pilot.pause(0.01)
