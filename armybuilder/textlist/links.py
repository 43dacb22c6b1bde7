"""Links a list states in words (`2 x 75mm (towed by the horse teams)`, `Four infantry bases,
riding in the lorries`, `2 x Tractor (for the heavies)`): each phrase names other units of the
list, and the catalog's link rules say which link joins the two and which way, whichever unit
the phrase is written beside. Words after the unit named that say where it is listed (`the horse
teams below`) choose among those after it or before it. Where a unit may name only one and the
phrase names several lines' units (two lines of trucks), it links none: the phrase stays its
note, for the player to see, never one of them guessed. Pure, and a look-up a phrase: a list's
length bounds the work."""

import re
from typing import Any

from armybuilder.engine.index import Index
from armybuilder.patterns import on_first_use
from armybuilder.textlist.entries import BROUGHT, and_parts, link_target
from armybuilder.textlist.grammar import (
    ABOVE_WORDS,
    BASE_WORDS,
    BELOW_WORDS,
    LINK_ARTICLES,
    LINK_ORDINALS,
    OF_WORDS,
)
from armybuilder.textlist.names import Named, Names, words

MAX_LINKED = 12
"""Units one phrase may link (`for the heavies`: the army's large guns); a phrase naming more is
left a note, so a hostile list costs no more than its length."""


def link(
    entries: list[dict[str, Any]],
    linked: list[tuple[dict[str, Any], str]],
    names: Names,
    index: Index,
    written: dict[int, str] | None = None,
    formations: list[dict[str, Any]] | None = None,
    labels: dict[int, str] | None = None,
) -> None:
    """Each unit's link phrases made links of the units they name, as the catalog's rules allow
    one to the other; a phrase naming no unit it can be linked to is added to its unit's note,
    in its place where the unit's line (`written`, by the unit's id) writes the two as one. A
    unit's `labels` (by its id) are its line's outline number, by which a phrase may name it."""
    units = _Units(entries, labels or {})
    taken: set[int] = set()  # the units a link already points to
    for unit, phrase in linked:
        said, way = _listed(link_target(names, phrase))
        targets = _bases_of(phrase, formations or []) or units.named_each(names, said, unit)
        if len(targets) > 1 and any(c.isdigit() for c in phrase):
            targets = _counted_of(phrase, said, targets)
        joined = [
            (target, found)
            for target in targets
            if units.listed(target, unit, way) and (found := _rule(index, unit["element"], target["element"]))
        ]
        named = [target for target, (_, forward) in joined if forward]
        if len(named) > 1:
            # `in the truck` where two lines list trucks: which one is the player's to say, unless
            # one is listed just beside the unit (`Horse teams x2` under its guns' line)
            joined = _beside(joined, unit, units, taken)
        for target, (rule, forward) in joined:
            source, other = (unit, target) if forward else (target, unit)
            source.setdefault("links", {})[rule] = units.id_of(other)
            taken.add(id(other))
        if not joined:
            unit["note"] = _noted(unit.get("note", ""), phrase, (written or {}).get(id(unit), ""))


def _beside(
    joined: list[tuple[dict[str, Any], tuple[str, bool]]],
    unit: dict[str, Any],
    units: "_Units",
    taken: set[int],
) -> list[tuple[dict[str, Any], tuple[str, bool]]]:
    """Of the units of one type a phrase names on several lines, the one listed just before or
    after the unit (a gun's team on the line under it), or of two so listed the one no other link
    points to yet (`Horse teams x2` towing the guns above, `Horse team` the gun above it); none
    where that leaves no one unit."""
    if len({target["element"] for target, _ in joined}) > 1:
        return []  # `H1` labelling a team and a tractor: words naming no one type
    near = [(target, found) for target, found in joined if found[1] and units.beside(target, unit)]
    if len(near) > 1:
        near = [(target, found) for target, found in near if id(target) not in taken]
    return near if len(near) == 1 else []


_BASES_OF = on_first_use(
    rf"(?<!\S)(\d{{1,2}})\s+(?:{'|'.join(map(re.escape, BASE_WORDS))})"
    rf"(?:\s+(?:{'|'.join(OF_WORDS)})\s+|\s+(?:d|dell)['’]\s*)(?:(?:{'|'.join(map(re.escape, LINK_ARTICLES))})\s+)?(\S.*)$",
    re.IGNORECASE,
)
"""A count of bases of a body the list names (`6 basi del 51°`, `4 bases of the 2nd Wessex`)."""


def _bases_of(phrase: str, formations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The one line of a formation the phrase names by its own name that holds as many bases as
    the phrase counts (`trasportano 6 basi del 51°`: the 51st's 6 fanteria); none where no
    formation, or no one line of it, is so named and counted: which bases, no count settles."""
    if not formations or not any(c.isdigit() for c in phrase):
        return []  # most phrases: no count of bases, nor a pattern to try
    found = _BASES_OF.search(phrase)
    if found is None:
        return []
    said = set(words(found.group(2)))
    named = [unit for unit in formations if said and said <= set(words(str(unit.get("name", ""))))]
    if len(named) != 1:
        return []
    counted = [member for member in named[0]["elements"] if member.get("count", 1) == int(found.group(1))]
    return counted if len(counted) == 1 else []


def _counted_of(phrase: str, said: str, targets: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Of the lines a phrase names, the one holding as many units as it counts before their words
    (`carries 4 rifle bases` beside rifles of 4 and of 2: the 4); all where no one line does."""
    found = re.search(rf"(?<!\S)(\d{{1,2}})\s*[x×]?\s+{re.escape(said.strip())}", phrase)
    if found is None:
        return targets
    counted = [target for target in targets if target.get("count", 1) == int(found.group(1))]
    return counted if len(counted) == 1 else targets


def _noted(note: str, phrase: str, line: str) -> str:
    """A note with a phrase that links to nothing: as the line writes the two, one after the other
    with a comma (`company HQ, on its own`, `sul campanile, ovviamente`), else after a `;`, the
    phrase's words apart from the note's."""
    if not note:
        return phrase
    said = " ".join(line.split())
    return next(
        (run for run in (f"{note}, {phrase}", f"{phrase}, {note}") if run in said), f"{note}; {phrase}"
    )


_PIECES = on_first_use(r"\s*[;,]\s*|\s+(?=\+\s)")
"""Where a note parts into phrases: at its commas, and before a `+` (`(155 L) + 1 tracteur`)."""
MAX_TYPE_WORDS = 4
"""Words at the start of a link's phrase tried as the type it names (`zaprzęgi` of `zaprzęgi
konne`): a type's name is shorter, and the look-ups a phrase costs stay few."""
MAX_BROUGHT = 99
"""Units one phrase may bring along (`each with its horse team` beside `40 x 18pdr`): more is no
list's, and is left a note."""


def brought(
    entries: list[dict[str, Any]], names: Names, index: Index
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """The units each entry's note says its line brings along (`2 x 18pdr, each with its horse
    team`: two horse teams), where a link rule of the catalog joins the two types: each a new unit
    of the list, linked to the one that brings it, the words leaving the note. With each unit of
    the line one of its own (`a`, `its`, no count), else the count written (`+ 1 tractor`), for
    each unit where the note says `each`. Returned with the entry that brings it."""
    units = _Units(entries)
    found: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for entry in entries:
        if not entry.get("note"):
            continue  # most entries: no words to bring anything, nor patterns to compile for them
        kept = []
        pieces = _PIECES.split(entry["note"])
        for piece in pieces:
            new = _brought(entry, piece, names, index, units)
            if new is None:
                kept.append(piece)
            else:
                found.append((entry, new))
        if len(kept) < len(pieces):
            if any(kept):
                entry["note"] = "; ".join(piece for piece in kept if piece)
            else:
                del entry["note"]
    return found


def _brought(
    entry: dict[str, Any], piece: str, names: Names, index: Index, units: "_Units"
) -> dict[str, Any] | None:
    said = BROUGHT.match(piece)
    if said is None:
        return None
    if _ordinal(_unarticled(said["type"])) is not None:
        return None  # `the second horse team`: one the list has, or none, never a new one
    named, own = _named_type(names, _unarticled(said["type"]))  # `the horse teams`: no team named `the`
    if named is None or named.settled is None or named.settled == entry["element"]:
        return None
    joined = _rule(index, entry["element"], named.settled)
    if joined is None or (said["the"] and units.by_element.get(named.settled)):
        return None  # `with the 2 engineers in it` where the list lists engineers: which, the player says
    held = entry.get("count", 1) if isinstance(entry.get("count", 1), int) else 1
    written = said["count"] or said["after"]
    count = int(written) * (held if said["each"] else 1) if written else held
    if not 0 < count <= MAX_BROUGHT:
        return None
    new: dict[str, Any] = {"element": named.settled}
    if own:
        new["name"] = own
    if count > 1:
        new["count"] = count
    rule, forward = joined
    source, target = (entry, new) if forward else (new, entry)
    source.setdefault("links", {})[rule] = units.id_of(target)
    return new


def _named_type(names: Names, said: str) -> tuple[Named | None, str]:
    """The type a brought unit's words name, and its own name where they write one beside the
    type's words (`Holt` of `a Holt tractor`, `Pavesi` of `un tractor Pavesi`)."""
    whole = names.read(said, loose=True)
    written = said.split()
    for cut in range(1, min(len(written), MAX_TYPE_WORDS + 1) if whole is None or not whole.exact else 1):
        for typed, own in ((written[cut:], written[:cut]), (written[:-cut], written[-cut:])):
            found = names.read(" ".join(typed))
            if found is not None and found.exact and found.settled is not None:
                return found, " ".join(own)
    return whole, ""


def _listed(text: str) -> tuple[str, int]:
    """The words naming a unit, less those after them saying where it is listed: 1 for below the
    unit linked to it (`the horse teams below`), -1 for above, 0 where they say neither."""
    plain = text.strip().strip("()[]").strip()
    for said, way in ((BELOW_WORDS, 1), (ABOVE_WORDS, -1)):
        for where in sorted(said, key=len, reverse=True):
            if plain.casefold().endswith(f" {where}"):
                return plain[: -len(where)].rstrip(" ,(["), way
    return text, 0


def _rule(index: Index, unit: str, target: str) -> tuple[str, bool] | None:
    """The link rule that joins the two types, and whether `unit` is the one that names the other."""
    one, other = index.elements.get(unit), index.elements.get(target)
    if one is None or other is None:
        return None
    for rule in index.catalog.links:
        if index.matches(rule.units, one) and index.matches(rule.targets, other):
            return rule.id, True
        if index.matches(rule.units, other) and index.matches(rule.targets, one):
            return rule.id, False
    return None


class _Units:
    """A list's element entries, found by their type and by the words of their notes and names,
    for the links its lines state: each phrase costs a look-up, not a pass over the list."""

    def __init__(self, entries: list[dict[str, Any]], labels: dict[int, str] | None = None) -> None:
        self.by_element: dict[str, list[dict[str, Any]]] = {}
        self.by_word: dict[str, list[dict[str, Any]]] = {}
        self.words: dict[int, set[str]] = {}
        for entry in entries:
            self.by_element.setdefault(entry["element"], []).append(entry)
            said = {w for part in (entry.get("note", ""), entry.get("name", "")) for w in words(part)}
            self.words[id(entry)] = said
            for word in said:
                self.by_word.setdefault(word, []).append(entry)
        self.ids = {str(e["id"]): e for e in entries if e.get("id")}
        """The units by their ids, given by the list (`H1`) or to link them."""
        self.at = {id(entry): at for at, entry in enumerate(entries)}
        written = [label for entry in entries if (label := (labels or {}).get(id(entry)))]
        self.labelled = {
            label: entry
            for entry in entries
            if (label := (labels or {}).get(id(entry))) and written.count(label) == 1
        }
        """The units by their lines' outline numbers (`4.1`), each on one line only."""

    def listed(self, entry: dict[str, Any], unit: dict[str, Any], way: int) -> bool:
        """Whether `entry` is listed where the words say, after `unit` (1), before it (-1), or anywhere (0)."""
        return way == 0 or (self.at[id(entry)] - self.at[id(unit)]) * way > 0

    def beside(self, entry: dict[str, Any], unit: dict[str, Any]) -> bool:
        """Whether `entry` is listed on the line just before or just after `unit`."""
        return abs(self.at[id(entry)] - self.at[id(unit)]) == 1

    def named(self, names: Names, text: str, unit: dict[str, Any]) -> list[dict[str, Any]]:
        """The units `text` names (`the horse teams`, `the Mörser`, `Section auto` by their own
        name or note), other than `unit`; none where it names more than MAX_LINKED, which no
        phrase of a list means. Where its first words name a type and the rest do not (`Traino a
        cavalli`, `zaprzęgi konne`), the rest choose the units of that type whose note or name
        holds them, or say no more where none does; where the words name the type and more, the
        units of that type whose name or note holds them all (`Zaprzęg A`). A unit's id (`H1` of a sheet's `Ref` column)
        names that unit."""
        if (own := self.ids.get(text.strip())) is not None:
            return [own] if own is not unit else []
        if self.labelled and (own := self._labelled(names, text)) is not None:
            return [own] if own is not unit else []
        if (place := _ordinal(text)) is not None and (
            counted := self._counted(names, text, place)
        ) is not None:
            return [counted] if counted is not unit else []
        found = names.read(text, loose=True)
        typed = [e for i in (found.ids if found else ()) for e in self.by_element.get(i, ())]
        wanted = set(words(text))
        if len(typed) > 1 and (so_named := [e for e in typed if wanted <= self.words[id(e)]]):
            typed = so_named  # `Zaprzęg A` of two horse teams: the one so named
        elif len(typed) > 1:
            typed = self._own_named(names, text, typed)  # `lorry A`, `truck 1`: the lorry named A
        if not typed:
            shortest = min((self.by_word.get(w, []) for w in wanted), key=len, default=[])
            typed = [e for e in shortest if wanted <= self.words[id(e)]]
        written = text.split()
        for cut in range(min(len(written) - 1, MAX_TYPE_WORDS), 0, -1):
            if typed:
                break
            led = names.read(" ".join(written[:cut]), loose=True)
            typed = [e for i in (led.ids if led else ()) for e in self.by_element.get(i, ())]
            rest = set(words(" ".join(written[cut:])))
            typed = [e for e in typed if rest <= self.words[id(e)]] or typed
        typed = [e for e in typed if e is not unit]
        return typed if len(typed) <= MAX_LINKED else []

    def _own_named(self, names: Names, text: str, typed: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Of several units of the types the words name, the one whose own name or note holds the
        words after the ones naming the type (`lorry A`: the lorry named A, its line `A: lorry`;
        `truck 1`: the truck of the line `Truck 1`); all where no one unit does."""
        written = text.split()
        for cut in range(min(len(written) - 1, MAX_TYPE_WORDS), 0, -1):
            led = names.read(" ".join(written[:cut]), loose=True)
            if led is None:
                continue
            rest = set(words(" ".join(written[cut:])))
            so_named = [e for e in typed if e["element"] in led.ids and rest <= self.words[id(e)]]
            if len(so_named) == 1:
                return so_named
        return typed

    def _counted(self, names: Names, text: str, place: int) -> dict[str, Any] | None:
        """The unit an ordinal counts among the list's lines of the type the rest names (`second
        horse team`: the second horse team listed); None where the rest names no one type (`2nd
        Wessex`, a name) or the list has not so many of its lines."""
        found = names.read(text.split(maxsplit=1)[1], loose=True)
        if found is None or found.settled is None:
            return None
        listed = self.by_element.get(found.settled, [])
        at = place - 1 if place > 0 else place
        return listed[at] if -len(listed) <= at < len(listed) else None

    def _labelled(self, names: Names, text: str) -> dict[str, Any] | None:
        """The unit whose line's outline number ends the words, where those before it name its
        type or are none (`lorry 4.1`, `4.1`)."""
        head, _, last = text.strip().rpartition(" ")
        entry = self.labelled.get(last.rstrip(".,;)"))
        if entry is None or not head:
            return entry
        found = names.read(head, loose=True)
        return entry if found is not None and entry["element"] in found.ids else None

    def named_each(self, names: Names, text: str, unit: dict[str, Any]) -> list[dict[str, Any]]:
        """The units `text` names, or those of the two parts its `and` joins where each names some
        (`the Stab and the MGs`): a vehicle carrying the units of two lines."""
        joined = [_unarticled(part) for part in and_parts(text)]
        each = [self.named(names, part, unit) for part in joined]
        if each and all(each):
            return [target for found in each for target in found]
        return self.named(names, text, unit)

    def id_of(self, entry: dict[str, Any]) -> str:
        """The unit's id, given it (`truck-1`) where it has none, so a link can name it."""
        if "id" not in entry:
            number = 1
            while f"{entry['element']}-{number}" in self.ids:
                number += 1
            entry["id"] = f"{entry['element']}-{number}"
            self.ids[entry["id"]] = entry
        return str(entry["id"])


_ORDINAL_FIGURE = on_first_use(r"(\d{1,2})(?:st|nd|rd|th|e|er|º|°|\.)", re.IGNORECASE)


def _ordinal(text: str) -> int | None:
    """The place an ordinal first among the words counts (`second horse team`: 2, `last`: -1),
    where more words follow it; None where the first word is none."""
    first, _, rest = text.strip().partition(" ")
    if not rest:
        return None
    said = first.casefold()
    if said in LINK_ORDINALS:
        return LINK_ORDINALS[said]
    if first[:1].isdigit() and (figure := _ORDINAL_FIGURE.fullmatch(said)) is not None:
        return int(figure.group(1)) or None
    return None


def _unarticled(text: str) -> str:
    """Words naming a unit without the article before them (`the MGs`)."""
    first, _, rest = text.strip().partition(" ")
    return rest if rest and first.casefold() in LINK_ARTICLES else text.strip()
