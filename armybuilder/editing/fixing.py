"""Mending a roster file (`check --fix`): the unambiguous fixes (a misspelt id with one close
match) made in the file, like a linter's `--fix`. The old file stays as `.bak`; a second fix
keeps the first's `.bak` and the file it replaces goes to `.bak.1`, then `.bak.2`..., so the
player's own list is never lost."""

from dataclasses import dataclass, field
from pathlib import Path

from armybuilder.editing.fixes import apply_fix
from armybuilder.editing.operations import EditError
from armybuilder.engine import evaluate
from armybuilder.engine.report import Fix
from armybuilder.errors import InputError
from armybuilder.files.atomic import backup_of
from armybuilder.files.catalogs import CatalogSet, UnknownSystem
from armybuilder.files.rosters import load_roster
from armybuilder.files.saving import save_roster

MOST_PASSES = 20
"""A fix can reveal another (a formation's id mended, then one of its elements'); this many is plenty."""


@dataclass(frozen=True)
class Fixed:
    """The fixes `fix_file` made, in order, and why it could not save them ('' if it did) or the
    name it kept the old file under."""

    changed: list[Fix] = field(default_factory=list)
    not_saved: str = ""
    kept_as: str = ""


def fix_file(path: Path, catalogs: CatalogSet) -> Fixed:
    """Make the file's unambiguous fixes (none: left alone)."""
    try:
        roster = load_roster(path).roster
        catalog = catalogs.get(roster.system)
    except (InputError, UnknownSystem, OSError):
        return _written_as_text(path, catalogs)  # else the check that follows explains what is wrong
    changed: list[Fix] = []
    for _ in range(MOST_PASSES):
        report = evaluate(roster, catalog)
        fix = next((p.fix for p in report.problems if p.fix is not None and p.fix.unambiguous), None)
        if fix is None:
            break
        try:
            roster, _ = apply_fix(roster, catalog, fix)
        except EditError:
            break
        changed.append(fix)
    if not changed:
        return Fixed()
    if not path.is_file():
        # Deleted or moved while it was read: a fixed copy would bring back a file its owner removed.
        return Fixed(changed, "it was deleted or moved while armybuilder read it")
    backup = backup_of(path, numbered=True)
    try:
        save_roster(roster, path, numbered_backup=True)
    except OSError as error:
        return Fixed(changed, f"it cannot be saved: {error.strerror or error}")
    return Fixed(changed, kept_as=backup.name)


def _written_as_text(path: Path, catalogs: CatalogSet) -> Fixed:
    """A list written as text is never rewritten as YAML, which would lose the player's text: where
    it has something --fix would mend, the way to mend it is said instead of nothing."""
    from armybuilder.checking.lists import ListFile, load_roster_or_list

    try:
        loaded = load_roster_or_list(path, catalogs)
        catalog = catalogs.get(loaded.roster.system)
    except (InputError, UnknownSystem, OSError):
        return Fixed()
    if not isinstance(loaded, ListFile):
        return Fixed()
    report = evaluate(loaded.roster, catalog)
    fixes = [p.fix for p in report.problems if p.fix is not None and p.fix.unambiguous]
    if not fixes:
        return Fixed()
    return Fixed(
        fixes,
        "it is a list written as text, which --fix leaves as written: "
        f"`armybuilder import {path} -o ROSTER.yaml` makes a roster file of it, which --fix mends",
    )
