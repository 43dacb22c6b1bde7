"""Where armybuilder finds its shipped data and the user's catalogs."""

import os
from pathlib import Path

import platformdirs

APP = "armybuilder"
CATALOGS_ENV = "ARMYBUILDER_CATALOGS"


def shipped(name: str) -> Path:
    """A shipped data folder (`catalogs` or `templates`).

    An installed wheel carries it inside the package; a development checkout keeps it at the top
    of the repository, beside the package.
    """
    package = Path(__file__).resolve().parent.parent  # not importlib.resources: it loads zipfile
    inside = package / name
    if inside.is_dir():
        return inside
    return package.parent / name


def user_data() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def user_cache() -> Path:
    return Path(platformdirs.user_cache_dir(APP, appauthor=False))


def user_state() -> Path:
    """Where the TUI keeps its recent files and autosaved copies."""
    return Path(platformdirs.user_state_dir(APP, appauthor=False))


def own_catalogs() -> Path:
    """The player's own catalogs: house rules and the element types made in the editor."""
    return user_data() / "catalogs"


def catalog_path(extra: list[Path] | None = None, *, player: bool = True) -> list[Path]:
    """The folders searched for catalogs, earliest first; a later catalog with the same id wins.

    Without `player` (under an event, where the organiser's catalogs judge) the player's own
    folder is left out.
    """
    folders = [shipped("catalogs"), *([own_catalogs()] if player else [])]
    folders += [Path(p) for p in os.environ.get(CATALOGS_ENV, "").split(os.pathsep) if p]
    folders += extra or []
    return folders
