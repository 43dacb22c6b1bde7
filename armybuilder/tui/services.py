"""What the TUI is given rather than finds for itself, so tests run it on a small catalog and a
temporary folder with no user configuration."""

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.places import user_state
from armybuilder.tui.files import BrowserFiles, Files
from armybuilder.tui.store import SESSION, Autosaves, RecentFiles

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event


@dataclass(frozen=True)
class Services:
    catalogs: CatalogSet
    state: Path
    """The folder for recent files and autosaved copies."""
    folder: Path
    """Where "save as" suggests putting a new roster; relative paths start here."""
    clock: Callable[[], float] = field(default=time.time)
    autosave_every: float = 15.0
    """Seconds between autosaves of unsaved changes."""
    event: "Event | None" = None
    """The event rosters are judged under (`edit --event`): its options are fixed in the editor."""
    browser: bool = False
    """Served to a browser: files stay inside `folder`, and PDFs and rosters go out as downloads."""
    session: str = SESSION
    """This editor's session, whose autosaved copies are its own."""
    own_types_off: str = ""
    """Why the player's own element types cannot be made or changed here; '' where they can."""

    @classmethod
    def default(cls, catalogs: CatalogSet, *, browser: bool = False) -> "Services":
        return cls(catalogs, user_state(), Path.cwd(), browser=browser)

    @property
    def files(self) -> Files:
        return BrowserFiles(self.folder) if self.browser else Files(self.folder)

    @property
    def recent(self) -> RecentFiles:
        return RecentFiles(self.state / "recent.json")

    @property
    def autosaves(self) -> Autosaves:
        """In a browser, the served folder's own: its tabs never see a terminal's drafts or
        another served folder's."""
        if self.browser:
            digest = hashlib.sha256(os.fsencode(self.folder.resolve())).hexdigest()[:16]
            return Autosaves(self.state / "autosave" / f"served-{digest}", self.session)
        return Autosaves(self.state / "autosave", self.session)
