"""Every code armybuilder reports on a roster, declared once: its family, its severity, what it
means, whether it can carry a fix, who is told of it, and the advice for each audience (player,
organiser, editor) where the finding's own hint is not theirs.

The README's code table and the tests read this; the presentation layer reads a code's advice
here rather than any view keeping its own table. A catalog's own list rules add codes of their
own (see the catalogs).
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from armybuilder.engine.report import Offer, offered

Audience = Literal["player", "organiser", "editor"]
"""Who reads a finding: a player (a note, a sheet), the organiser (`check`, `event pack`, the judges'
pack) or the editor's user (keys to press)."""

EVERYONE: frozenset[Audience] = frozenset(("player", "organiser", "editor"))

SeveritySource = Literal["error", "warning", "catalog", "event"]
"""A fixed severity, or what sets it: the catalog's rule, or whether an event judges the roster.
An event's `severity:` may still change any code's."""


@dataclass(frozen=True)
class Advice:
    """What each audience is told to do about a finding no fix mends, where the finding's own hint
    is not for them; '' leaves the hint. A player's advice never tells the organiser's steps."""

    player: str = ""
    organiser: str = ""
    editor: str = ""
    """The editor's key: `{place}` is the entry, `{general}` the general's title, `{key[ACTION]}`
    the key that does the build screen's ACTION (the presentation layer declares the keys)."""
    editor_as_warning: str = ""
    """The editor's key where the code is only a warning, if that differs."""
    editor_or: Offer | None = None
    """A further key, left out where an event fixes what it changes."""


@dataclass(frozen=True)
class Code:
    code: str
    family: str
    """The part of armybuilder that raises it: file, catalog, entry, option, limits, general,
    formations, basing, links, event (a roster under an event) or batch (many rosters at once)."""
    severity: SeveritySource
    meaning: str
    """When it is raised."""
    can_fix: bool = False
    advice: Advice = Advice()
    told: frozenset[Audience] = EVERYONE
    """Who is told of it: a finding that names other players' lists is the organiser's alone."""
    names_unknown: bool = False
    """About a name the catalog does not know: a file points at the name (a mapping's key, where
    it is one) rather than at what it holds."""

    @property
    def row(self) -> str:
        """The README's row for it, word for word: its meaning, a warning's said to be one."""
        return f"warning: {self.meaning}" if self.severity == "warning" else self.meaning


_UNKNOWN_ID = "an id the catalog does not know (the hint suggests the closest)"
_GENERAL = "no general, or more than one"
_BASING = (
    "a declared base breaks the convention for the roster's scale (a warning where the rules only "
    "recommend it; an event's `severity: {basing: error}` enforces it)"
)
_LINK = (
    "a `links:` entry of an unknown kind, on a unit that cannot have it, or naming a unit that is "
    "missing or cannot serve"
)
_LINK_ROOM = (
    "a unit too big for what tows it, or more carried than there is room for (a warning where the "
    "catalog assumes the room, as for a WTJ tow's one gun)"
)
_REPLACE = "press {key[remove]} on {place}, then add the right one from the catalog"
_LINKS_KEY = "press {key[links]} on {place} to choose its links"

CODES: tuple[Code, ...] = (
    Code(
        "file.unreadable",
        "file",
        "error",
        "the file cannot be opened, is not a regular file (a folder, a device, a named pipe), is not "
        "text (a Word document, PDF, image or archive is named as such), or is binary",
    ),
    Code("file.too-large", "file", "error", "the file is over 5 MB"),
    Code(
        "file.syntax",
        "file",
        "error",
        "a YAML syntax error, a repeated key, a `!tag`, a control character YAML does not allow, a number "
        "over 100 digits, nesting over 200 levels, more than 200,000 values, or aliases that expand too far",
    ),
    Code(
        "file.schema",
        "file",
        "error",
        "a value of the wrong type, a missing required key, an unknown key, a value over its limit "
        "(see the limits above); in one unit entry, an error on that entry (it costs nothing) and the "
        "rest of the list is still checked",
    ),
    Code(
        "file.encoding",
        "file",
        "warning",
        "the file is not UTF-8 and was read as Windows-1252; or it is UTF-8 but for a few bytes "
        "(at most 10), which are named by line and shown as `\\xNN`",
    ),
    Code(
        "file.text-list",
        "file",
        "warning",
        "the file is a list written as text (Markdown, a forum post, an e-mail) and was read as "
        "one; an error where no line names its game system and its names do not settle it",
        # The hint names the organiser's copy of the file; the player has their own.
        advice=Advice(
            player="to be sure every line is read as you meant, send a roster file: `armybuilder import "
            "YOUR-LIST.txt -o YOUR-LIST.yaml` makes one from your text; where no line names the game "
            "system, add a heading line that names it"
        ),
    ),
    Code(
        "file.text-line",
        "file",
        "warning",
        "a line of a text list that is not a list entry, or a heading whose formation type "
        "was taken from part of its name (its line number; nothing is dropped silently)",
    ),
    Code("file.format-missing", "file", "warning", "no `format:`; the file is read as format 1"),
    Code(
        "internal.error",
        "file",
        "error",
        "armybuilder itself failed on the file: a bug in armybuilder (the hint says how to report it)",
    ),
    Code(
        "system.unknown",
        "catalog",
        "error",
        "no catalog with that id (the message lists the known ones)",
        names_unknown=True,
    ),
    Code(
        "catalog.invalid",
        "catalog",
        "error",
        "the system's catalog itself is broken (run `armybuilder lint` on it)",
    ),
    Code(
        "catalog.revision",
        "catalog",
        "warning",
        "the roster was saved with another catalog revision (the hint lists what changed)",
    ),
    Code(
        "element.unknown",
        "entry",
        "error",
        _UNKNOWN_ID,
        can_fix=True,
        advice=Advice(editor=_REPLACE),
        names_unknown=True,
    ),
    Code(
        "formation.unknown",
        "entry",
        "error",
        _UNKNOWN_ID,
        can_fix=True,
        advice=Advice(editor=_REPLACE),
        names_unknown=True,
    ),
    Code(
        "option.unknown",
        "option",
        "error",
        "a roster option, or an element option, the catalog does not know",
        can_fix=True,
        advice=Advice(editor="press {key[element_options]} on {place} to choose its options"),
        names_unknown=True,
    ),
    Code("option.invalid", "option", "error", "a roster option with a value it does not allow"),
    Code(
        "option.spelling",
        "option",
        "warning",
        'an option value written another way than the catalog\'s choice ("15 mm" for `15mm`) '
        "was read as that choice",
        can_fix=True,
    ),
    Code(
        "option.conflict",
        "option",
        "error",
        "two choices from a group that allows one (e.g. two qualities)",
        can_fix=True,
    ),
    Code(
        "option.missing",
        "option",
        "error",
        "a choice the catalog leaves to the player is not made (e.g. a 1916 gun's class)",
        can_fix=True,
    ),
    Code(
        "count.invalid",
        "entry",
        "error",
        "a count that is not a whole number from 1 to 10,000",
        advice=Advice(
            editor="press {key[change_count(1)]} or {key[change_count(-1)]} on {place} to give it a count"
        ),
    ),
    Code(
        "cost.over-limit",
        "limits",
        "error",
        "the total is above the limit",
        advice=Advice(
            editor="remove elements",
            editor_or=Offer("press {key[roster_options]} to raise the limit", frozenset({"limit"})),
        ),
    ),
    Code(
        "cost.under-limit",
        "limits",
        "warning",
        "the total is below the limit",
        advice=Advice(editor="add elements to use the whole limit"),
    ),
    Code("limit.unused", "limits", "warning", "a limit on a system that has no points"),
    Code("general.missing", "general", "error", _GENERAL, can_fix=True),
    Code("general.multiple", "general", "error", _GENERAL, can_fix=True),
    Code(
        "general.type",
        "general",
        "catalog",
        "a general of a type the rules do not allow (a warning where the catalog has no general, so "
        "`general: true` does nothing)",
        can_fix=True,
        advice=Advice(
            editor="press {key[make_general]} on an element of a type the rules allow to make it the {general}",
            editor_as_warning="press {key[make_general]} on {place} to take its general mark off",
        ),
    ),
    Code(
        "general.placement",
        "general",
        "error",
        "the general must stand apart from every formation and does not",
        can_fix=True,
    ),
    Code(
        "core.missing",
        "formations",
        "catalog",
        "the list lacks the core formation(s) the rules require",
        can_fix=True,
        advice=Advice(
            editor="mend any formation of unknown type first, or add the formation from the catalog"
        ),
    ),
    Code(
        "formation.composition",
        "formations",
        "catalog",
        "a formation's contents do not match its definition",
        can_fix=True,
    ),
    Code("basing.width", "basing", "catalog", _BASING),
    Code("basing.depth", "basing", "catalog", _BASING),
    Code("basing.figures", "basing", "catalog", _BASING),
    Code("link.unknown", "links", "error", _LINK, advice=Advice(editor=_LINKS_KEY), names_unknown=True),
    Code("link.not-allowed", "links", "error", _LINK, advice=Advice(editor=_LINKS_KEY)),
    Code("link.target", "links", "error", _LINK, can_fix=True),
    Code("link.size", "links", "error", _LINK_ROOM, can_fix=True, advice=Advice(editor=_LINKS_KEY)),
    Code("link.capacity", "links", "catalog", _LINK_ROOM),
    Code("link.unserved", "links", "warning", "nothing in the army can tow (or carry) this unit"),
    Code("unit.duplicate-id", "links", "error", "two units share an `id`"),
    Code(
        "event.system",
        "event",
        "error",
        "under an event: the roster is for another system than the event's",
    ),
    Code(
        "event.limit",
        "event",
        "warning",
        "under an event, the roster states another limit; the event's is used, and the army's "
        "cost is judged against it (`cost.over-limit` decides)",
        can_fix=True,
    ),
    Code(
        "event.option",
        "event",
        "error",
        "under an event: the roster sets an option the event fixes to another value (the event's is used); "
        "a choice written another way is not another value (see `option.spelling`)",
        can_fix=True,
    ),
    Code("event.restricted", "event", "error", "the default code of an event's own list rule"),
    Code(
        "event.player-missing",
        "event",
        "warning",
        "under an event, the roster names no `player`",
    ),
    Code(
        "event.duplicate-player",
        "batch",
        "event",
        "under an event, two different lists of one player received in the same second; without one, "
        "two rosters in one run name the same player (a warning)",
    ),
    Code(
        "event.superseded",
        "batch",
        "warning",
        "under an event, a newer list from the same player was received",
    ),
    Code(
        "event.shared-sender",
        "batch",
        "warning",
        "one e-mail address sent lists under two players' names",
    ),
    Code(
        "event.other-sender",
        "batch",
        "warning",
        "lists under one player's name came from two e-mail addresses",
        told=frozenset({"organiser"}),  # a note to one sender must not give another's address
    ),
    Code(
        "event.duplicate-list",
        "batch",
        "warning",
        "two players' rosters have the same fingerprint",
        told=frozenset({"organiser"}),
    ),
    Code(
        "event.changed",
        "batch",
        "error",
        "`event pack`: a locked player's list received after the deadline differs from their entry; it "
        "waits in the lock until `event accept` (status `fixed` where it mends a NOT VALID entry)",
        advice=Advice(
            organiser="take it with `armybuilder event accept LOCK.json PLAYER`, or keep the entry"
        ),
    ),
    Code(
        "event.late",
        "batch",
        "warning",
        "in `event pack`, a list received after the deadline from a player with no entry; it waits "
        "in the lock until `event accept`",
        advice=Advice(organiser="take it with `armybuilder event accept LOCK.json PLAYER`, or leave it out"),
    ),
)

BY_CODE: dict[str, Code] = {code.code: code for code in CODES}


def told(code: str, audience: Audience) -> bool:
    """Whether `audience` is told of a finding with this code (a code armybuilder does not declare,
    a catalog's or an event's own, is everyone's)."""
    known = BY_CODE.get(code)
    return known is None or audience in known.told


def family_of(code: str) -> str:
    """The family of a code armybuilder declares; '' for a catalog's or an event's own."""
    known = BY_CODE.get(code)
    return known.family if known is not None else ""


def names_unknown(code: str) -> bool:
    """Whether a finding with this code is about a name the catalog does not know."""
    known = BY_CODE.get(code)
    return known is not None and known.names_unknown


def advice_for(
    code: str,
    audience: Audience,
    *,
    place: str,
    general: str,
    warning: bool,
    fixed: frozenset[str],
    keys: Mapping[str, str],
) -> str:
    """What the registry tells `audience` to do about a finding no fix mends, or '' where the
    finding's own hint says it (for the editor: where no key leads to a mend).

    Advice about one entry needs that entry's name (`place`); without it there is none. `fixed` is
    what an event fixes (the Report's `fixed`): no advice offers to change it. `keys` is the key
    for each of the editor's actions.
    """
    known = BY_CODE.get(code)
    if known is None:
        return ""
    advice = known.advice
    if audience != "editor":
        return advice.player if audience == "player" else advice.organiser
    text = advice.editor_as_warning if warning and advice.editor_as_warning else advice.editor
    if "{place}" in text and not place:
        return ""
    more = advice.editor_or
    if more is not None and not more.changes & fixed:
        text = offered((Offer(text), more))
    return text.format(place=place, general=general, key=keys)
