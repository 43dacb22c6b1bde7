"""Saving a roster over its file: atomically, with a `.bak`, and over a file the player wrote
keeping their comments and layout (`splicing` writes only what changed into its text; `keeping`
merges the whole where the splice cannot); a file this process wrote is simply written again."""

from pathlib import Path

from armybuilder.errors import InputError
from armybuilder.files.atomic import write_text
from armybuilder.files.rosters import dump_roster
from armybuilder.files.splicing import spliced
from armybuilder.files.text import UTF8, read_source
from armybuilder.schema.roster import Roster

_written: dict[Path, str] = {}
"""The text this process last wrote to each file in the standard layout (no comments to keep):
saving over it again needs neither the splice nor the round trip."""


def save_roster(
    roster: Roster,
    path: Path,
    *,
    keep_backup: bool = True,
    keep_layout: bool = True,
    numbered_backup: bool = False,
) -> None:
    """Write atomically: the old file survives until the new one is complete, and stays as `.bak`
    (unless `keep_backup` is false, as for the TUI's autosaved copies; with `numbered_backup`, an
    earlier `.bak` is kept too, see `atomic.backup_of`). Over a file the player
    wrote, their comments, key order and layout are kept, unless `keep_layout` is false (a roster
    that replaces another rather than editing it)."""
    path = Path(path)
    text, standard = _text_over(path, roster) if keep_layout else (dump_roster(roster), True)
    write_text(path, text, backup=keep_backup, numbered=numbered_backup)
    if standard:
        _written[path.absolute()] = text
    else:
        _written.pop(path.absolute(), None)


def _text_over(path: Path, roster: Roster) -> tuple[str, bool]:
    """The roster's text as it will replace the file at `path`, and whether it is the standard
    layout. The old file is read in whatever encoding it was written (the new one is UTF-8, as a
    check asks, with its byte-order mark if it had one), and its line ends are kept where
    every line ends so: a file written on Windows stays so."""
    try:
        old = _old_text(path) if path.is_file() else ""
    except (OSError, InputError):
        old = ""
    if old.strip() and old != _written.get(path.absolute()):
        windows = "\r\n" in old and old.count("\n") == old.count("\r\n")  # every line, not some
        old = old.replace("\r\n", "\n").replace("\r", "\n")
        kept = spliced(old, roster)
        if kept is None:
            from armybuilder.files.keeping import merged  # ruamel.yaml: only where the splice cannot

            kept = merged(path, old, roster)
        if kept is not None:
            return kept.replace("\n", "\r\n") if windows else kept, False
    return dump_roster(roster), True


def _old_text(path: Path) -> str:
    """The file's text as its reading decodes it (`text.read_source`), with the mark a UTF-8
    file began with, which the splice keeps."""
    source = read_source(path)
    return "\ufeff" + source.text if source.marked and source.encoding == UTF8 else source.text
