"""A roster for the editor, from a file or from pasted text, by the road every check takes: a
roster file or a list written as text, told apart as `check` tells them, with how a list was
read; or why pasted text gives no roster."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from armybuilder.checking.lists import BattleScribeFile, ListFile, NothingRead, load_roster_or_list, read_list
from armybuilder.engine import Problem
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.text import decode
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster

if TYPE_CHECKING:  # the list reader loads only where a list written as text is read
    from armybuilder.textlist.reader import TextList

PASTED = "pasted text"
"""What the messages call pasted text, in place of a file's name."""
ARMY = "Pasted list"
"""The army's name where pasted text gives none."""
UNREAD = frozenset({"file.text-line", "file.text-asked", "file.text-quoted"})
"""What reading a list found that its roster does not show: lines not read, asked or quoted."""
SENTENCE_ENDS = (".", "!", "?", ",", ";", ":")
"""How a line of prose ends, and an entry does not."""


class NotAList(Exception):
    """Pasted text that gives no roster. Where `asks`, it reads as a list but no line names its
    game system and its names do not settle it: the player is asked which it is. Otherwise nothing
    in it reads as an entry of a list."""

    def __init__(self, *, asks: bool) -> None:
        super().__init__()
        self.asks = asks


@dataclass(frozen=True)
class Editable:
    """A roster to edit, and how the list written as text it came from was read (None for a
    roster file)."""

    roster: Roster
    listed: TextList | None = None
    text: str = ""
    """The text the list was read from, as read."""
    foreign: bool = False
    """Read from a file of another program (a BattleScribe roster), which saving must never
    replace with YAML: the editor opens it as a new roster."""

    @property
    def system_named(self) -> bool:
        """Whether the text named its game system, rather than its names giving it away."""
        return self.listed is None or self.listed.named

    @property
    def lines_unread(self) -> int:
        """Lines of the text that are no list entry."""
        return self.listed.unread if self.listed is not None else 0

    def unread(self, catalog: Catalog, name: str) -> tuple[Problem, ...]:
        """A finding for each line of the text that was not read (`file.text-line`) or is asked
        about (`file.text-asked`), and one counting the quoted lines skipped, in the order of the
        text; `name` is the list's, as the findings name it."""
        if self.listed is None:
            return ()
        from armybuilder.textlist.findings import text_list_findings

        found = text_list_findings(self.listed, catalog, name)
        return tuple(problem for problem, _ in found if problem.code in UNREAD)


def editable_file(path: Path, catalogs: CatalogSet) -> Editable:
    """The roster in `path`, a roster file or a list written as text; an InputError, or an
    OSError, where it cannot be read."""
    loaded = load_roster_or_list(path, catalogs)
    listed = loaded.listed if isinstance(loaded, ListFile) else None
    return Editable(loaded.roster, listed, foreign=isinstance(loaded, BattleScribeFile))


def editable_text(text: str, catalogs: CatalogSet, system: str | None = None) -> Editable:
    """The list in pasted `text`, of `system` where the player chose one; NotAList where it gives
    no roster, an InputError where it cannot be read (too long, say)."""
    try:
        source = decode(text.encode("utf-8", "replace"), PASTED)
        loaded = read_list(Path(PASTED), source, catalogs, system, name=ARMY)
    except NothingRead:
        raise NotAList(asks=False) from None
    except InputError as error:
        if error.code == "file.text-list":
            raise NotAList(asks=system is None and _has_entries(text)) from None
        raise
    if not loaded.roster.units:
        raise NotAList(asks=False)
    return Editable(loaded.roster, loaded.listed, loaded.text)


def _has_entries(text: str) -> bool:
    """Whether any line of `text` has the form of a list entry, not of a sentence, a heading or a field."""
    # Loaded here, for pasted text: the editor opening a roster file never needs the list grammar,
    # whose patterns take its first frame some 5 ms to compile.
    from armybuilder.textlist.grammar import form_of

    forms = (form_of(line) for line in text.splitlines())
    return any(form.kind == "entry" and not form.text.endswith(SENTENCE_ENDS) for form in forms)
