"""What each audience is told to do about a finding no fix mends, where the finding's own hint is
not theirs: a player (a note, a sheet), the organiser (`check`, `event pack`, the judges' pack) or
the editor's user (a key to press). The codes are the engine's registry's (`engine/codes.py`),
which says what each means; what to do about one is worded here.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from armybuilder.engine.codes import Audience
from armybuilder.engine.report import Offer, offered
from armybuilder.present.keys import KEY_OF


@dataclass(frozen=True)
class Advice:
    """What each audience is told to do about a finding, where the finding's own hint is not for
    them; '' leaves the hint. A player's advice never tells the organiser's steps."""

    player: str = ""
    organiser: str = ""
    editor: str = ""
    """The editor's key: `{place}` is the entry, `{general}` the general's title, `{key[ACTION]}`
    the key that does the build screen's ACTION (`present/keys.py` declares the keys)."""
    editor_as_warning: str = ""
    """The editor's key where the code is only a warning, if that differs."""
    editor_or: Offer | None = None
    """A further key, left out where an event fixes what it changes."""
    page: str = ""
    """A player on the event's web page, where the player's names a command the page does for them."""


_REPLACE = Advice(editor="press {key[remove]} on {place}, then add the right one from the catalog")
_LINKS_KEY = Advice(editor="press {key[links]} on {place} to choose its links")

ADVICE: Mapping[str, Advice] = {
    # The hint names the organiser's copy of the file; the player has their own.
    "file.text-list": Advice(
        player="to be sure every line is read as you meant, send a roster file: `armybuilder import "
        "YOUR-LIST.txt -o YOUR-LIST.yaml` makes one from your text; where no line names the game "
        "system, add a heading line that names it",
        page="read how each line was taken, below; write a line that was misread as its count and "
        "its unit (`2 x Tank`), one to a line, and check again; where no line names the game "
        "system, add a heading line that names it",
    ),
    "element.unknown": _REPLACE,
    "formation.unknown": _REPLACE,
    "option.unknown": Advice(editor="press {key[element_options]} on {place} to choose its options"),
    "count.invalid": Advice(
        editor="press {key[change_count(1)]} or {key[change_count(-1)]} on {place} to give it a count"
    ),
    "cost.over-limit": Advice(
        editor="remove elements",
        editor_or=Offer("press {key[roster_options]} to raise the limit", frozenset({"limit"})),
    ),
    "cost.under-limit": Advice(editor="add elements to use the whole limit"),
    "general.type": Advice(
        editor="press {key[make_general]} on an element of a type the rules allow to make it the {general}",
        editor_as_warning="press {key[make_general]} on {place} to take its general mark off",
    ),
    "core.missing": Advice(
        editor="mend any formation of unknown type first, or add the formation from the catalog"
    ),
    "link.unknown": _LINKS_KEY,
    "link.not-allowed": _LINKS_KEY,
    "link.size": _LINKS_KEY,
    "event.changed": Advice(
        organiser="take it with `armybuilder event accept LOCK.json PLAYER`, or keep the entry"
    ),
    "event.late": Advice(
        organiser="take it with `armybuilder event accept LOCK.json PLAYER`, or leave it out"
    ),
    "event.ambiguous-player": Advice(
        organiser="name its player: `armybuilder event accept LOCK.json --as PLAYER PART`"
    ),
    "event.unregistered": Advice(
        organiser="add its player to the register, or name them: "
        "`armybuilder event accept LOCK.json --as PLAYER PART`"
    ),
}
"""Each code's advice, by the registry's code; a code not here leaves every audience the hint."""


def on_the_page(code: str) -> str:
    """What a player on the event's web page is told instead of the player's advice, or ''."""
    advice = ADVICE.get(code)
    return advice.page if advice is not None else ""


def advice_for(
    code: str, audience: Audience, *, place: str, general: str, warning: bool, fixed: frozenset[str]
) -> str:
    """What `audience` is told to do about a finding no fix mends, or '' where the finding's own
    hint says it (for the editor: where no key leads to a mend).

    Advice about one entry needs that entry's name (`place`); without it there is none. `fixed` is
    what an event fixes (the Report's `fixed`): no advice offers to change it.
    """
    advice = ADVICE.get(code)
    if advice is None:
        return ""
    if audience != "editor":
        return advice.player if audience == "player" else advice.organiser
    text = advice.editor_as_warning if warning and advice.editor_as_warning else advice.editor
    if "{place}" in text and not place:
        return ""
    more = advice.editor_or
    if more is not None and not more.changes & fixed:
        text = offered((Offer(text), more))
    return text.format(place=place, general=general, key=KEY_OF)
