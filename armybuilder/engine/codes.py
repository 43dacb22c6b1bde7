"""Every code armybuilder reports on a roster, declared once: its family, its severity, what it
means, whether it can carry a fix, and who is told of it.

The manual's code table (docs/codes.md) is made from this and the tests read it. What each
audience is told to do about a finding is words, and the presentation layer words it
(`present/advice.py`). A catalog's own list rules add codes of their own (see the catalogs).
"""

from dataclasses import dataclass
from typing import Literal

Audience = Literal["player", "organiser", "editor"]
"""Who reads a finding: a player (a note, a sheet), the organiser (`check`, `event pack`, the judges'
pack) or the editor's user (keys to press)."""

EVERYONE: frozenset[Audience] = frozenset(("player", "organiser", "editor"))

SeveritySource = Literal["error", "warning", "catalog", "event"]
"""A fixed severity, or what sets it: the catalog's rule, or whether an event judges the roster.
An event's `severity:` may still change any code's."""


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
    told: frozenset[Audience] = EVERYONE
    """Who is told of it: a finding that names other players' lists is the organiser's alone."""
    names_unknown: bool = False
    """About a name the catalog does not know: a file points at the name (a mapping's key, where
    it is one) rather than at what it holds."""

    @property
    def row(self) -> str:
        """Its row in docs/codes.md: its meaning, a warning's said to be one."""
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
        "a value of the wrong type, a missing required key, an unknown key, a value over its limit (see "
        "the limits in [Safe with files from anyone](players.md#safe-with-files-from-anyone)); in one unit "
        "entry, an error on that entry (it costs nothing) and the rest of the list is still checked",
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
        "one; an error where no line names its game system and its names do not settle it, or where "
        "no line reads as an entry (no army, rather than an empty one)",
    ),
    Code(
        "file.text-line",
        "file",
        "warning",
        "a line of a text list that is not a list entry, a heading whose formation type was taken "
        "from part of its name or from what its members fit, an entry read by the one word of it "
        "naming a type (its other words unknown), an entry read outside the formation "
        "above it as its type has no place there, or a `Fingerprint` line that is not the list's as "
        "read (its line number; nothing is dropped silently)",
    ),
    Code(
        "file.text-asked",
        "file",
        "error",
        "a line of a text list that the catalog leaves open (`Guns`: anti-tank guns or artillery), "
        "or whose own words leave its unit unsettled (`maybe`, `if the organiser allows it`), "
        "left out of the list until answered; the fix gives the readings to choose from",
        can_fix=True,
    ),
    Code(
        "file.text-quoted",
        "file",
        "warning",
        "a text list's `>`-quoted lines (an e-mail reply's; another writer's chat messages, a post's "
        "comments) were skipped, as the lines that are not quoted hold the list; how many",
    ),
    Code(
        "file.text-total",
        "file",
        "warning",
        "a text list states its own total (`Total: 36 AP`), its count of one type (`Total 6 trucks`) or "
        "a line's cost (`Field Artillery x2 (75)`), and the entries as read come to another",
    ),
    Code("file.format-missing", "file", "warning", "no `format:`; the file is read as format 1"),
    Code(
        "file.battlescribe",
        "file",
        "warning",
        "the roster was read from a BattleScribe `.ros`/`.rosz`, against the catalogs "
        "`armybuilder catalogs import` made; which catalogue it was built from",
    ),
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
        names_unknown=True,
    ),
    Code(
        "element.unavailable",
        "entry",
        "error",
        "an element type the catalog offers only under some roster options (`when`: a theatre, a "
        "year) while the roster's options are otherwise; the hint names the options",
    ),
    Code(
        "formation.unknown",
        "entry",
        "error",
        _UNKNOWN_ID,
        can_fix=True,
        names_unknown=True,
    ),
    Code(
        "option.unknown",
        "option",
        "error",
        "a roster option, or an element option, the catalog does not know",
        can_fix=True,
        names_unknown=True,
    ),
    Code(
        "option.count",
        "option",
        "error",
        "an element takes fewer or more of a group's options than the group's `min` or `max`",
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
    ),
    Code(
        "cost.over-limit",
        "limits",
        "error",
        "the total is above the limit",
    ),
    Code(
        "cost.under-limit",
        "limits",
        "warning",
        "the total is below the limit",
    ),
    Code("limit.unused", "limits", "warning", "a limit on a system that has no points"),
    *(
        Code(code, "imported", "catalog", f"a catalog imported from BattleScribe data: {meaning}")
        for code, meaning in (
            ("entry.too-many", "more of an entry than its data's max"),
            ("entry.too-few", "fewer of an entry than its data's min"),
            ("entry.too-costly", "an entry's cost (or share of the total) above its data's max"),
            ("entry.too-cheap", "an entry's cost (or share of the total) below its data's min"),
            ("category.too-many", "more entries of a category than its data's max"),
            ("category.too-few", "fewer entries of a category than its data's min"),
            ("army.too-costly", "the army's cost above its force's max"),
            ("army.too-cheap", "the army's cost below its force's min"),
            ("entry.outside", "a unit the data offers only inside another entry, outside every formation"),
        )
    ),
    Code(
        "cost.recorded",
        "limits",
        "warning",
        "a BattleScribe roster records a total other than armybuilder's for a cost type (the data "
        "it was built with differs from the data imported, or a construct was not imported)",
    ),
    Code("general.missing", "general", "error", _GENERAL, can_fix=True),
    Code("general.multiple", "general", "error", _GENERAL, can_fix=True),
    Code(
        "general.type",
        "general",
        "catalog",
        "a general of a type the rules do not allow (a warning where the catalog has no general, so "
        "`general: true` does nothing)",
        can_fix=True,
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
    Code("link.unknown", "links", "error", _LINK, names_unknown=True),
    Code("link.not-allowed", "links", "error", _LINK),
    Code("link.target", "links", "error", _LINK, can_fix=True),
    Code("link.size", "links", "error", _LINK_ROOM, can_fix=True),
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
        "two rosters in one run whose player names are the same, case and accents counting (a warning)",
    ),
    Code(
        "event.superseded",
        "batch",
        "warning",
        "under an event, a newer list from the same player was received",
    ),
    Code(
        "event.similar-players",
        "batch",
        "warning",
        "under an event, players kept apart whose names are alike: equal once case and accents are "
        "folded, or the same name from two addresses; the register joins them",
        told=frozenset({"organiser"}),  # a note to one sender must not give another's name or address
    ),
    Code(
        "event.shared-address",
        "batch",
        "warning",
        "under an event, one address sent lists under names that differ (a club's secretary): each "
        "name is a player of its own; under a register, a list from a registered address names another "
        "player: it is the registered player's, as the register says",
        told=frozenset({"organiser"}),
    ),
    Code(
        "event.ambiguous-player",
        "batch",
        "warning",
        "under an event, a list with no address whose name fits several players, or forwarded in a "
        "message's text with no author's address below the marker: it is no one's, and waits until "
        "`event accept --as` names its player",
        told=frozenset({"organiser"}),
    ),
    Code(
        "event.unregistered",
        "batch",
        "warning",
        "under an event with the organiser's register of players (`--players`), a list that is no "
        "registered player's: it waits until `event accept --as` names its player",
        told=frozenset({"organiser"}),
    ),
    Code(
        "event.missing",
        "batch",
        "warning",
        "`event pack`: a player with an entry sent no list in this inbox; the entry stands (only "
        "`event withdraw` takes a player out)",
        told=frozenset({"organiser"}),
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
    ),
    Code(
        "event.late",
        "batch",
        "warning",
        "in `event pack`, a list received after the deadline from a player with no entry; it waits "
        "in the lock until `event accept`",
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
