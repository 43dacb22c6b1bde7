"""Where the editor's files come from and go to, in a terminal or in a browser.

In a terminal a player types any path and finds the PDFs where they said; in a browser
(`armybuilder serve`) every path stays inside one folder, and what the player should receive
(the PDF, the roster's YAML) goes to the browser as a download. `RosterFiles`
(`tui/roster_files.py`) does the saving and printing for one build screen in either flavour.
"""

import contextlib
import io
from collections.abc import Callable
from pathlib import Path

from textual.app import App

from armybuilder.errors import InputError
from armybuilder.files.opening import ROSTER_SUFFIXES

Shown = Callable[[Path | str], str]
"""How a message names a file for this player (`Files.shown`); `str` names it as it is."""


class Files:
    """The terminal: a typed path may be anywhere (`~` expanded, relative to the working folder)."""

    in_browser = False

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path_for(self, text: str) -> Path:
        """The file a player typed; ValueError says why it cannot be used."""
        text = _checked(text)
        try:
            path = Path(text).expanduser()
        except RuntimeError:
            raise ValueError(f"no home folder is known for {text.split('/', 1)[0]}") from None
        return path if path.is_absolute() else self.folder / path

    def roster_path_for(self, text: str) -> Path:
        """A file to save a roster to; a name typed without an ending gets `.yaml`."""
        return _in_a_folder(with_roster_ending(self.path_for(text)), text)

    def print_path_for(self, text: str) -> Path:
        """Where the print dialog's file goes."""
        return _in_a_folder(self.path_for(text), text)

    def allows(self, path: Path) -> bool:
        """Whether this file may be opened here (a recent file, say)."""
        return True

    def shown(self, path: Path | str) -> str:
        """A file as the player knows it: every message naming a file names it so."""
        return str(path)

    def deliver(self, app: App, data: bytes, name: str) -> None:
        """Hand a file to the player; a terminal player already has it where it was written."""

    def why(self, error: Exception) -> str:
        """What went wrong, in the error's own words: a terminal's player owns every path in them."""
        return str(error)


class BrowserFiles(Files):
    """A browser: files only inside the served folder, given as names relative to it; the player
    receives PDFs and rosters as downloads."""

    in_browser = True

    def __init__(self, folder: Path) -> None:
        super().__init__(folder.resolve())

    def path_for(self, text: str) -> Path:
        text = _checked(text)
        relative = Path(text)
        if relative.is_absolute() or text.startswith("~"):
            raise ValueError(f"give a file name inside the roster folder, not a full path like {text}")
        if ".." in relative.parts:
            raise ValueError("a file name cannot go up out of the roster folder with ..")
        path = self.folder / relative
        if not self.allows(path):
            raise ValueError(f"{text} leads out of the roster folder (through a link)")
        return path

    def roster_path_for(self, text: str) -> Path:
        path = super().roster_path_for(text)
        if path.suffix.lower() not in ROSTER_SUFFIXES:
            raise ValueError("give a roster file name ending in .yaml")
        return path

    def print_path_for(self, text: str) -> Path:
        text = _checked(text)
        if "/" in text or "\\" in text or text in {".", ".."}:
            raise ValueError("give just a file name: your browser decides where downloads go")
        return Path(text)

    def allows(self, path: Path) -> bool:
        return path.resolve().is_relative_to(self.folder)

    def shown(self, path: Path | str) -> str:
        """The server's folders are not the browser's business: a file in the roster folder is
        named inside it, any other by its name alone (so is a link that leads round in a loop)."""
        with contextlib.suppress(ValueError, RuntimeError, OSError):
            return str(Path(path).resolve().relative_to(self.folder))
        return Path(path).name

    def deliver(self, app: App, data: bytes, name: str) -> None:
        app.deliver_binary(io.BytesIO(data), save_filename=name)

    def why(self, error: Exception) -> str:
        """The error's words with the files it names (its data) as `shown` names them."""
        if isinstance(error, InputError):
            return str(error.named(self.shown))
        if isinstance(error, OSError) and isinstance(error.filename, str):
            # The standard wording, '[Errno 28] No space left on device: 'army.pdf'', from its parts.
            names = [self.shown(name) for name in (error.filename, error.filename2) if isinstance(name, str)]
            return str(OSError(error.errno, error.strerror, names[0], None, *names[1:]))
        return str(error)


def with_roster_ending(path: Path) -> Path:
    """A roster's file as a player names it without an ending: `wessex` is `wessex.yaml`."""
    return path if path.suffix else path.with_name(path.name + ROSTER_SUFFIXES[0])


def _in_a_folder(path: Path, text: str) -> Path:
    """`path` if its folder is there: said in the dialog, a mistyped folder is mended where it was
    typed, where a failed write would close the dialog. The folder is named as typed, so a browser
    is never told the server's own folders."""
    try:
        there = path.parent.is_dir()
    except OSError:
        return path  # writing will say what stands in the way
    if not there:
        raise ValueError(f"there is no folder {Path(text.strip()).parent}; make it first, or choose another")
    return path


def _checked(text: str) -> str:
    text = text.strip()
    if not text:
        raise ValueError("type a file name")
    if "\0" in text:
        raise ValueError("a file name cannot hold a NUL character")
    return text
