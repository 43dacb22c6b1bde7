"""What the TUI is given rather than finds for itself, so tests run it on a small catalog and a
temporary folder with no user configuration."""

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from armybuilder.catalogs import CatalogSet
from armybuilder.paths import user_state
from armybuilder.schema.event import Event
from armybuilder.tui.store import Autosaves, RecentFiles


@dataclass(frozen=True)
class Services:
    catalogs: CatalogSet
    state: Path
    """The folder for recent files and autosaved copies."""
    folder: Path
    """Where "save as" suggests putting a new roster."""
    clock: Callable[[], float] = field(default=time.time)
    autosave_every: float = 15.0
    """Seconds between autosaves of unsaved changes."""
    event: Event | None = None
    """The event rosters are judged under (`edit --event`): its options are fixed in the editor."""

    @classmethod
    def default(cls, catalogs: CatalogSet) -> "Services":
        return cls(catalogs, user_state(), Path.cwd())

    def path_for(self, text: str) -> Path:
        """The file a player typed: `~` expanded, relative to the working folder; ValueError says why not."""
        text = text.strip()
        if "\0" in text:
            raise ValueError("a file name cannot hold a NUL character")
        try:
            path = Path(text).expanduser()
        except RuntimeError:
            raise ValueError(f"no home folder is known for {text.split('/', 1)[0]}") from None
        return path if path.is_absolute() else self.folder / path

    @property
    def recent(self) -> RecentFiles:
        return RecentFiles(self.state / "recent.json")

    @property
    def autosaves(self) -> Autosaves:
        return Autosaves(self.state / "autosave")
