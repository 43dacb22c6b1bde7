"""One unit as a line writes it, read against a catalog: its type, its own name, its options, the
player's note and the other units it says it is linked to. What the words name decides: words in
brackets or after a dash or a comma that name an option are options, words that mark the general
mark it, words that say a unit tows or carries another are a link, and the rest is the note.

Pure: the line's form (`grammar`) and the catalog's names (`names`) in, an `Entry` out."""

import itertools
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from armybuilder.engine.index import Index
from armybuilder.engine.rules.conditions import holds
from armybuilder.patterns import longest_first, on_first_use
from armybuilder.schema.catalog import CountConstraint, ElementOption
from armybuilder.textlist.forms import Listed
from armybuilder.textlist.grammar import (
    ALONE_WORDS,
    BASE_WORDS,
    CAPTURED_WORDS,
    COUNT_WORDS,
    LINK_ARTICLES,
    LINK_PLACE_WORDS,
    LINKED_BY_WORDS,
    MAX_LINE,
    POST_WORDS,
    RELATIVE_WORDS,
    forgot_remark,
    named_by_number,
    ungrouped,
)
from armybuilder.textlist.names import ALL, BODY_KEYS, Named, Names, key, unorganised, words
from armybuilder.textlist.organised import ordinal
from armybuilder.textlist.prose import talk

_BRACKETS = {")": "(", "]": "["}
_QUOTES = {'"': '"', "\u201d": "\u201c", "\u201c": "\u201e", "\u00bb": "\u00ab"}
"""Quotation marks by their closing one: a quoted word after a type says what the player calls
the unit (`6x Infantry "alpini"`), as brackets do; `'` is left out, as it is an apostrophe too."""
_OPENING = frozenset(_QUOTES.values())
ANDS = ("&", "and", "und", "et", "e", "y", "og", "och", "és", "ja", "и", "kai", "και", "ve")
"""`and` in the languages players write lists in, before a count joining two entries; not Dutch
`en`, which is Spanish and French `in` too (`en 2 camiones` rides in them)."""
_AND = on_first_use(rf"\s+(?:{'|'.join(ANDS)})\s+", re.IGNORECASE)
"""`and` between two words, counted after it or not: where a series ends (`ATG and artillery`)."""


def and_parts(text: str) -> list[str]:
    """The two parts one `and` joins in a list's last item (`cañón antitanque y artillería`, `AT
    gun and artillery`); [] where the item has no `and`, or several."""
    found = _AND.split(text)
    return found if len(found) == 2 and all(part.strip() for part in found) else []


_PURPOSE = ("to carry", "to tow", "to pull", "to draw")
"""Words by which a line says what its unit is listed for (`2 trucks to carry the riflemen`): a
link where the words after them name one type (`to pull the gun` names none: which gun?)."""
_ACTIVE = (
    *("towing", "tows", "tow", "pulling", "pulls", "carrying", "carries", "carry", "for"),
    *("transportant", "tractant", "remorquant", "transportent", "tractent", "remorquent"),
    *("trasportando", "trasportano", "trainando", "trainano", "transportando", "remolcando"),
    *("transportan", "remolcan", "transportam", "rebocando"),
)
"""Words by which a note says the unit tows or carries another (`tows the Mörser`, `for the
heavies`), English and the participles and plural verbs French, Italian, Spanish and Portuguese
players write (`transportant les 4 bases`, `trasportano le basi`)."""


def _any_of(said: tuple[str, ...]) -> str:
    """A pattern matching any of the words, longest first, spaces as any run of them."""
    spelt = longest_first({" ".join(w.split()) for w in said})
    return "|".join(r"\s+".join(re.escape(part) for part in w.split()) for w in spelt)


def _articles() -> str:
    """An article or possessive, then the space after it (none after an elided `l'`)."""
    return "|".join(
        f"{re.escape(a)}\\s*" if a.endswith("'") else f"{re.escape(a)}\\s+"
        for a in sorted(LINK_ARTICLES, key=len, reverse=True)
    )


def _counted() -> str:
    """A count before the unit a link names, in figures or words (`les 2 camions`, `les deux`)."""
    return rf"(?:(?:\d{{1,2}}(?:\s*[x×])?|{_any_of(tuple(COUNT_WORDS))})\s+)?"


_LINKED = on_first_use(
    rf"^(?:{_any_of((*LINKED_BY_WORDS, *LINK_PLACE_WORDS, *_ACTIVE))})(?:\s+|(?<=['’]))(?:{_articles()})?"
    rf"{_counted()}(\S.*)$",  # `dall'autocarro`: an elided article runs on into the word
    re.IGNORECASE,
)
"""Words by which a note says the unit is linked to another: `towed by the horse teams`, `in the
lorries`, `dans les 2 camions`, `tows the Mörser`, `for the heavies`, and the words naming that
other unit. Which link, and which way, the catalog's link rules decide from the two units' types."""


_PURPOSED = on_first_use(
    rf"^(?:{_any_of(_PURPOSE)})\s+(?:{_articles()})?{_counted()}(\S.*)$",
    re.IGNORECASE,
)


def _purposed(names: Names, text: str) -> re.Match[str] | None:
    """The words after what a unit is listed for, where they name one type (`the riflemen`)."""
    found = _PURPOSED.match(text)
    named = names.read(found.group(1), loose=True) if found is not None else None
    return found if named is not None and named.settled is not None else None


_SHARE_WORDS = ("per", "pro", "par", "por", "to a", "to each")
"""Words by which a count says how many of the line's units go with each of another's (`2 per
lorry`, `deux par camion`, `je zwei pro Lkw`, `two to a lorry`)."""
_SHARED = on_first_use(
    rf"^(?:je\s+|jeweils\s+)?(?:\d{{1,2}}|{_any_of(tuple(COUNT_WORDS))})\s+"
    rf"(?:(?:{_any_of(_SHARE_WORDS)})\s+(?:{_articles()})?(\S.*)$|(?=(?:{_any_of(LINK_PLACE_WORDS)})\s))",
    re.IGNORECASE,
)
"""A count of the line's units shared out among others, before the words naming those (`2 per
lorry`) or the words of place (`two in each lorry`): they ride in, or go with, those units."""


def _shares_out(text: str) -> bool:
    """Whether `text` may begin with a count shared out (`2 per lorry`): a cheap look before `_SHARED`."""
    first = text.split(None, 1)[0].casefold() if text.strip() else ""
    return first.isdigit() or first in COUNT_WORDS or first in ("je", "jeweils")


_RELATIVE = on_first_use(rf"^\s*(?:{_any_of(RELATIVE_WORDS)})\s+(?=\S)", re.IGNORECASE)


@lru_cache(maxsize=8)
def _catalog_linked(said: tuple[str, ...]) -> re.Pattern[str]:
    """A catalog's link words (`trainati dalle`, `vom … gezogen`) as one pattern, each capturing
    the words that name the other unit where `…` stands, or after the words where none does."""
    unit = rf"(?:{_articles()})?{_counted()}(\S.*?)"
    frames = []
    for alias in longest_first(set(said)):
        before, _, after = alias.partition("…")
        frame = [_any_of((written,)) for written in (before, after) if written.strip()]
        frame.insert(1 if before.strip() else 0, unit)
        frames.append(r"\s+".join(frame))
    return re.compile(rf"^(?:{'|'.join(frames)})$", re.IGNORECASE)


def linked(names: Names, text: str) -> str | None:
    """The words naming the other unit where `text` says its unit is linked to one, in the words
    of every list (`towed by the horse teams`) or of the catalog's link rules (`trainati dalle
    pariglie`, `vom Traktor gezogen`); None where they state no link."""
    if (clause := _RELATIVE.match(text)) is not None:
        text = text[clause.end() :]  # `qui porte les mitrailleuses`: what the unit does
    elif _shares_out(text) and (shared := _SHARED.match(text)) is not None:
        if shared.group(1) is not None:
            return shared.group(1)  # `2 per lorry`
        text = text[shared.end() :]  # `two in each lorry`
    found = _LINKED.match(text) or _purposed(names, text) or _for_each(names, text) or _formed_link(text)
    if found is None and names.linking:
        found = _catalog_linked(names.linking).match(text.strip())
    if found is None:
        return None
    # `les 4 bases d'infanterie`: the other unit named by its type, the base's word no part of it
    other = ungrouped(next(said for said in found.groups() if said is not None))
    return None if _OWN.match(other) else other  # `on its own`: alone, on no unit


_LINK_PHRASES = {" ".join(words(said)): said for said in LINKED_BY_WORDS}
_LINK_FORMS = Listed(_LINK_PHRASES)
_LINK_WORDS = 3
"""The most words of a link's phrase: `being towed by`."""


def _formed_link(text: str) -> re.Match[str] | None:
    """A link said in another form of a listed phrase (`rebocadas por 1 camião` where `rebocadas
    pelo` is listed, `gezogen von` for `gezogen vom`), read as the listed phrase is, once."""
    said = text.split(maxsplit=_LINK_WORDS)
    for n in range(min(len(said) - 1, _LINK_WORDS), 0, -1):
        listed = _LINK_FORMS.which(" ".join(words(" ".join(said[:n]))))
        if listed is not None:
            return _LINKED.match(f"{_LINK_PHRASES[listed]} {' '.join(said[n:])}")
    return None


_OWN = on_first_use(r"^(?:(?:its|his|her|their)\s+)?own\b", re.IGNORECASE)
"""What `on its own` (`on his own`, `on their own`) leaves after `on`: the unit stands alone."""


_FOR_EACH = on_first_use(
    r"^(?:(?:a|an|one)\s+)?(\S.*?)\s+(?:for\s+(?:each|it|them)|each|apiece)$", re.IGNORECASE
)
"""A type, then whom it is for (`limbers for each`, `a limber each`, `trucks apiece`): the units of
that type the list lists tow or carry the line's."""


def _for_each(names: Names, text: str) -> re.Match[str] | None:
    """The words naming a type before `for each`, where they name one type and no lead word of a
    unit brought along comes before them (`with a limber each` brings its own)."""
    if not text.rstrip().lower().endswith(("each", "it", "them", "apiece")) or BROUGHT.match(text):
        return None
    found = _FOR_EACH.match(text.strip())
    named = names.read(found.group(1)) if found is not None else None
    return found if named is not None and named.settled is not None else None


_BACK = (
    r"\s+(?:(?:to|for)\s+(?:tow|pull|draw|carry|move)|(?:which|that)\s+(?:tows|pulls|draws|carries|moves))\s+(?:it|them)"
    r"|\s+qui\s+(?:le|la|les|l')\s*(?:remorquent|remorque|tractent|tracte|tirent|tire|transportent|transporte)"
    r"|\s+che\s+(?:lo|la|li|le|l')\s*(?:trainano|traina|trasportano|trasporta)"
    r"|\s+que\s+(?:lo|la|los|las)\s+(?:remolcan|remolca|arrastran|arrastra|transportan|transporta)"
    r"|,?\s+(?:der|die|das)\s+(?:es|sie|ihn)\s+(?:zieht|ziehen|schleppt|schleppen|transportiert|transportieren)"
)
"""Words after a unit saying it tows or carries the one it comes with, named by a pronoun: `to tow
it`, `which tows it`, `qui le remorque`, `che lo traina`, `que lo remolca`, `der es zieht`."""
_INSIDE = (
    r"\s+(?P<inside>in\s+it|in\s+them|inside|aboard|on\s+board|erin|erop|aan\s+boord|darin|drin|drauf"
    r"|an\s+Bord|dedans|à\s+bord|dentro|a\s+bordo)"
)
"""Words after the units a vehicle comes with saying they ride in it, named by a pronoun or none:
`with the 2 engineers in it`, Dutch `met de 2 genisten erin`, `mit 2 Pionieren darin`."""
_THE = r"(?:the|de|het|die|den|les|i|gli|le|los|las|os|as)\s+(?=\d)"
"""An article before the count of the units a line comes with (`with the 2 engineers in it`)."""
BROUGHT = on_first_use(
    r"^(?P<each>(?:each|jeweils|chacun|chacune|ciascuno|cada\s+uno|elk)\s+)?"
    rf"(?:\+|&|plus|and|with|w/|avec|mit|con|met|{_any_of(LINKED_BY_WORDS)})\s*(?P<the>{_THE})?"
    r"(?:(?P<count>\d{1,2})\s*(?:x\s*)?|(?:its\s+own|their\s+own|a|an|one|its|their|own|son|sa|ses|un|une"
    r"|sein|seinem|seinen|ihrem|ihren|ein|einem|einer|il\s+suo|su|sus|zijn|hun|een)\s+)?"
    r"(?P<type>.+?)(?:\s+[x×]\s?(?P<after>\d{1,2}))?"
    rf"(?:{_BACK}|{_INSIDE}|\s+(?:for\s+(?:it|them|each)|each|apiece))?$",
    re.IGNORECASE,
)
"""Words of a unit's note that say its line brings another unit along, one of its own: `each with
its horse team`, `+ 1 Holt tractor to tow it`, `towed by a tractor` where the list lists none,
`avec son attelage`, `mit einem Pferdegespann`, `remolcado por un tractor` (in the words of every
list that say a unit is towed or carried), its count before the type or after it (`towed by horse
teams x2`)."""
_DOING = tuple(word for word in _ACTIVE if word not in ("for", "tow"))
"""The words of `_ACTIVE` that say what a unit does with no comma before them (`2 lorries carrying
the MGs`); not `for` or `tow`, which begin words of other kinds as often (`for Saturday`)."""
_LINK_APART = on_first_use(
    rf"(?<=[^\s,])\s+(?=({_any_of(LINKED_BY_WORDS)})?(?:{_any_of((*LINK_PLACE_WORDS, *_PURPOSE, *_DOING, *RELATIVE_WORDS))})?\s)",
    re.IGNORECASE,
)
"""Where words saying a unit is linked to another may begin with no comma before them (`towed by`,
`in the lorries`, `to carry the riflemen`, `carrying the MGs`): they part the line as a comma
does, so the other unit's type is not taken for this one's; so may a clause of what the unit does
(`2 attelages qui tractent les canons de 75`)."""
_PROXY = on_first_use(
    r"(?:^|(?<=[\s,;(]))(?:(?P<verb>counts?|counted|counting|proxy|proxied|proxies|stands?\s+in|standing\s+in|used|use"
    r"|fielded|played|play|treated|treat)(?:\s+(?:it|them|this|these|those|him|her))?"
    r"\s+(?:as|for)|as|=)\s+(?:an?\s+|the\s+)?(?:(?:plain|ordinary|normal|simple|standard)\s+)?"
    r"(?P<stood>[^,;()]+?)(?=\s+(?:for|in|on|because|since|with|under)\s|[,;()]|$)",
    re.IGNORECASE,
)
"""Words by which a player says what type a unit of theirs stands in as: `Infantry gun (counts as
mortar)`, `StuG, used as a tank`, `Stokes = light mortar`, `count it as a plain truck for the movement rules`
(a word that says the type is no more than itself is none of its name, nor words after `for`). `as` and `=` alone settle a type the
name leaves open; `counts as` and its like settle it over the name's own."""
_ROLE = on_first_use(
    r"(?:^|(?<=[\s,;(]))(?:in\s+(?:an?|the|its|their)\s+)?(?P<stood>[^,;()]+?)\s+role(?=[,;()]|$)",
    re.IGNORECASE,
)
"""A type a unit plays, then `role` (`88 Flak (AT role)`, `in the anti-tank role`): as `as` alone, it
settles a type the name leaves open (`Pz IV (recce role)` is a tank still)."""
_SET_APART = on_first_use(r"^(\w[\w\s'-]*?)\s*(?:[;!?]+|:\S*)\s+(\S.*)$")
"""Words, then a mark that ends what they say (`;`, `!`, `?`, `:` or a face such as `:(`), then more."""
_COST = on_first_use(r"^(\d+(?:[.,]\d+)?)\s*([^\W\d_]*)\.?$")
_BASED = on_first_use(r"(?<=[)\]])\s+(?:" + "|".join(BASE_WORDS) + r")$", re.IGNORECASE)
"""A base's word after the brackets that name the type: `Lewis gun (MG) bases`, `Maxim (HMG) team`."""
_INCHES = on_first_use(r"(?<![\w.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?(?:\"|''|″|”)(?=\s|$)")
"""A calibre in inches written with the inch mark (`3"`, `4.5''`, `3″`), which words of a name drop."""
_MAKER = on_first_use(r"[^\W\d_][\w.'’-]*")
_MAKER_WORDS = 3
"""The most words a maker's or a model's name before a type has (`Vickers`, `Schneider Creusot`):
a longer run is a sentence, and each start is a name read again."""


@dataclass(frozen=True)
class Entry:
    """A unit's line read: its type (an id, or the words as written where the catalog has none)."""

    element: str
    known: bool
    label: str | None = None
    options: tuple[str, ...] = ()
    note: str = ""
    general: bool = False
    linked: tuple[str, ...] = ()
    """The other units the line names as linked to this one, as written (`the horse teams`)."""
    choices: tuple[str, ...] = ()
    """The types the line could be, where the catalog does not settle one: the reader asks."""
    named: bool = False
    """Whether the type was read from the unit's own name (`6pdr`), not from a name of the type."""
    respelt: tuple[tuple[str, str], ...] = ()
    """Words of the line read as the catalog's words one slip of the hand from them (`Rifel`:
    `rifle`), as written and as read: the reading says so."""


def _unquoted(note: str) -> str:
    """A note that is one quoted name whole (`– "Cobras Fumantes"`) without its quotes, as the
    quotes after a type are (`6x Infantry "alpini"`); other notes as written (`female, "Fray
    Bentos"`)."""
    opening = _QUOTES.get(note[-1]) if len(note) > 2 else None
    inner = note[1:-1]
    if opening is None or note[0] not in (opening, note[-1]) or any(q in inner for q in (*_QUOTES, opening)):
        return note
    return inner.strip() or note


def split_groups(text: str, quoted: bool = False) -> tuple[str, list[str]]:
    """'Brigade HQ (Rifles) (Elite)' -> ('Brigade HQ', ['Rifles', 'Elite']): bracketed groups at
    the end, and quoted ones where `quoted` (a unit's, not a formation's own name)."""
    groups: list[str] = []
    while text and (text[-1] in _BRACKETS or (quoted and text[-1] in _QUOTES)):
        if text[-1] in _QUOTES:
            start = text.rfind(_QUOTES[text[-1]], 0, len(text) - 1)
            if start <= 0 or not text[start + 1 : -1].strip():
                break
            groups.insert(0, text[start + 1 : -1].strip())
            text = text[:start].rstrip()
            continue
        depth, start = 0, -1
        for index in range(len(text) - 1, -1, -1):
            if text[index] in _BRACKETS:
                depth += 1
            elif text[index] in _BRACKETS.values():
                depth -= 1
                if depth == 0:
                    start = index
                    break
        if start <= 0:
            break
        groups.insert(0, text[start + 1 : -1].strip())
        text = text[:start].rstrip()
    return text, groups


def _counts_members(names: Names, said: list[str]) -> bool:
    """Whether parts in a unit's brackets after the first count units of the catalog (`(Stab, 6
    Inf, 2 MG)`): a formation's members, not its type and options (`(medium gun, class 5)`)."""
    return any(
        (counted := _COUNTED_PART.match(part)) is not None and names.read(part[counted.end() :]) is not None
        for part in said
    )


_COUNTED_PART = on_first_use(r"^\d{1,3}\s*[x×]?\s*(?=[^\W\d_])", re.IGNORECASE)
"""A count before a part's words: `6 Inf`, `6x Inf`, `6 × Inf`."""


def _bracket_whole(names: Names, base: str, group: str) -> Named | None:
    """Another type the name makes with the one word in its brackets before or after it (`Mortar
    (heavy)`: `heavy mortar`, the Medium/Heavy Mortar), read exactly; None where it makes none
    or the same type (`Tank (heavy)`: a heavy tank is a Tank, its option)."""
    if len(group.split()) != 1 or (same := names.read(base)) is None:
        return None
    for said in (f"{group} {base}", f"{base} {group}"):
        whole = names.read(said)
        if (
            whole is not None
            and whole.exact
            and not whole.named
            and whole.settled not in (None, same.settled)
        ):
            return Named(whole.ids, whole.options)
    return None


def _unorganised(base: str) -> str:
    """The name of a unit whose type its words do not give but a part after a comma does (`Wespe
    battery, arty`): without the words saying how it is organised, as `Tiger battalion (heavy
    tank)` is `Tiger`; a numbered body keeps its name whole. (A bracket's type keeps the name
    whole, as the program writes one: `Field Battery (French 75mm field gun)`.)"""
    return base if ordinal(base) or named_by_number(base) else unorganised(base)


def parts(text: str, mark: str = ",") -> list[str]:
    """`text` parted at each `mark` outside brackets: `7.7cm FK 96 n.A., towed by the horse team`;
    not at a decimal comma, between two digits (`7,7 cm FK 16, gezogen vom Pferdegespann`)."""
    if mark not in text:  # most of a list's lines: nothing to part, so no character is walked
        return [text.strip()] if text.strip() else []
    out: list[str] = []
    depth, start = 0, 0
    for index, character in enumerate(text):
        if character in "([":
            depth += 1
        elif character in ")]":
            depth = max(0, depth - 1)
        elif character == mark and depth == 0 and not _decimal(text, index):
            out.append(text[start:index].strip())
            start = index + 1
    out.append(text[start:].strip())
    return [part for part in out if part]


def _decimal(text: str, index: int) -> bool:
    """Whether the comma at `index` is a decimal one, between two digits."""
    return text[index] == "," and text[index - 1 : index].isdigit() and text[index + 1 : index + 2].isdigit()


@dataclass(frozen=True)
class Words:
    """The words a list's lines are read with beyond the catalog's names: those that mark the
    general, and the units of a cost (`AP`, `pts`), all folded."""

    general: frozenset[str] = frozenset()
    costs: frozenset[str] = frozenset()


def _title(names: Names, text: str) -> bool:
    """Whether words after a unit's type are its title: a number and a capitalised name (`1st
    Rifle Brigade`, `11th Hussars`), not where or when it stands (`2nd line`, `3rd floor of the
    mill`), nor the formation it serves with (`1st Bn` in Tank Attack), which only a formation's
    heading takes for its name."""
    words = text.split()
    return (
        ordinal(text)
        and len(words) > 1
        and not words[1][0].islower()
        and not any(names.aliased(text, formation) for formation in set(names.formations.values()))
    )


def read_entry(
    names: Names, text: str, note: str = "", general: bool = False, vocabulary: Words = Words()
) -> Entry | None:
    """The unit `text` writes (`note` being what followed a dash), or None where no type of the
    catalog is named: the caller decides whether that is an unknown entry or a line of prose."""
    if len(text) > MAX_LINE:
        return None  # not taken apart: a hostile line costs no more than its length
    label = None
    head, colon, rest = text.partition(": ")
    head = head.rstrip()  # `2e Grenadiers : infanterie`: French sets a space before the colon
    if colon and rest and "(" not in head:
        if key(head) in vocabulary.general:
            general, text = True, rest  # `Gen.: Rifles`
        elif _reads(names, (parts(rest) or [rest])[0]):
            # `Company HQ: T-34-85`; a label of the type's own words alone names no unit
            # (`Panzer: Sherman` is a Tank named Sherman, as `Tank: Sherman` is)
            bare = _type_alone(names, head, rest) or _alone(names, head, rest)  # `Losse tank: T-34-85`
            label, text = (None if bare else head), rest
    pieces = parts(_links_apart(names, text))
    if not pieces:
        return None  # commas alone, as a spreadsheet's empty cells give: no type named
    first, *tails = pieces
    owned, of, whose = first.partition(" of ")
    if of and whose and not _reads(names, first) and _reads(names, owned):
        first, tails = owned, [f"of {whose}", *tails]  # `Tanks of C Squadron`: the type, then whose they are
    if (
        tails
        and not _reads(names, first)
        and not any(linked(names, tail) is not None or _brings(names, tail) for tail in tails)
        and _typed_after(names, tails, None) is None
        and not any(_option_owner(names, tail) for tail in tails)  # `13pdr, class 3`: a small gun
    ):
        first, tails = text, []
    # Else the type named after a link is the other unit's (`60pdr, towed by a tractor`), not this one's.
    unbased = _BASED.sub("", first)
    base, groups = split_groups(unbased, quoted=True)
    # the group in quotation marks, last or first: `A7V "Nixe"`, `Tiger I "Bubi" (company commander)`
    quoted = (
        -1
        if unbased.rstrip()[-1:] in _QUOTES
        else 0
        if unbased[len(base) :].lstrip()[:1] in _OPENING
        else None
    )
    type_words = base  # the words the type is read from
    found = _of_body(names, base) if base and not names.formations else None
    if found is not None:
        label = label or base  # `Rifle Div x2`: one unit of the type, so named
    elif base:
        found = names.read(base)
    if found is None and base and (inches := _INCHES.sub(r"\1in", base)) != base:
        found = names.read(inches)  # `3" Mortar platoon` as `3in Mortar platoon`: a calibre in inches
    if found is None and base and (made := _made(names, base)) is not None:
        found, label = made[0], label or made[1]
    if found is None and base:
        found = _of_formation(names, base)
    whose = ""
    if found is None and base and (taken := captured(names, base)) is not None:
        (found, whose), base = taken, base.split(maxsplit=1)[1]  # `1 captured T-34/85`
        type_words = base
    if (found is None or not found.exact) and groups:
        typed, *besides = parts(groups[0]) or [""]
        inner = names.read(groups[0])  # `Brigade HQ (Rifles)`: a name, then its type
        if inner is None and besides and not _counts_members(names, besides) and (inner := names.read(typed)):
            groups = [groups[0], ", ".join(besides), *groups[1:]]  # `18pdr (medium gun, class 5)`
        if inner is not None and not inner.named:
            if key(base) in vocabulary.general:
                general = True
            elif (
                label is None
                and found is not None
                and found.named
                and inner.options
                and inner.settled in found.ids
            ):
                # `Tiger battalion (heavy tank)`: the model's words, not how its unit is organised;
                # a bare type in brackets keeps a name whole, as the program writes one (`3-inch
                # Mortar Platoon (Mortar)`), and so does a numbered body (`65th Anti-Tank Regiment`)
                label = base if ordinal(base) or named_by_number(base) else unorganised(base)
            else:
                label = label or base
            found, groups, type_words = inner, groups[1:], groups[0]
    if (
        found is not None
        and found.exact
        and not found.named
        and groups
        and (whole := _bracket_whole(names, base, groups[0]))
    ):
        found, groups = whole, groups[1:]  # `Mortar (heavy)`: the heavy mortar, not a light one with a note
    if (proxied := _proxy(names, [base, *groups, *tails, note], found)) is not None:
        stood, at = proxied
        if at is not None:  # `Lancers = Armoured Car, elite`: its own name, the type, the rest
            base, tails = base[: at[0]].strip(" ,;-"), [*parts(base[at[1] :]), *tails]
        label = label or base
        found = Named(stood.ids, stood.options)
    if found is None or len(found.ids) > 1:
        # `15cm sFH 13 (class 8)`, `76mm field guns — class 5`: only a large gun has class 8
        among = found.ids if found is not None else None
        told = (*groups, *tails, *([note] if note else []))
        owner = next((owner for item in told if (owner := _option_owner(names, item, among))), None)
        if owner is not None:
            found = Named((owner,), found.options if found is not None else (), named=True)
    if (found is None or len(found.ids) > 1) and (after := _typed_after(names, tails, found)) is not None:
        # `cannone da 75, medium gun class 5`: its name, then its type
        label, found = label or (_unorganised(base) if found is None else base), after[0]
        tails = [tail for tail in tails if tail is not after[1]]
    # A regiment keeps the name of the arm it was raised as: `7th Hussars - armoured cars` are
    # armoured cars so named, though Hussars name cavalry; a title is numbered (`Stokes mortar -
    # the HQ's rifles` is a mortar and its note).
    titled = found is not None and found.named and (ordinal(base) or named_by_number(base))
    if (
        (found is None or len(found.ids) > 1 or titled)
        and note
        and (
            glossed := _gloss(
                names, note, None if titled else found, models=not names.formations_in_part(base)[1]
            )
        )
        is not None
    ):
        label, (found, note) = label or base, glossed
    if (
        found is not None
        and len(found.ids) > 1
        and (meant := _told(names, [*groups, *tails], found, models=groups)) is not None
    ):
        label, found = label or base, meant  # `Minenwerfer, leicht (light mortar)`
    elif (
        found is not None and len(found.ids) > 1 and (meant := _initialled(names, groups, found)) is not None
    ):
        found = meant  # `Stokes mortar (LM)`: named Stokes, as a light mortar
    elif (
        found is not None
        and len(found.ids) > 1
        and (meant := _completed(names, note, base, found.ids)) is not None
    ):
        found = meant  # `aknavető – könnyű`: `könnyű aknavető`, the light mortar's own name
    elif (
        found is not None
        and len(found.ids) > 1
        and groups
        and (meant := _completed(names, groups[0], base, found.ids)) is not None
    ):
        found = meant  # `Minenwerfer (mittlerer)`: `mittlerer Minenwerfer`, as a sheet sorts by the noun
    if found is None:
        return None
    element = found.ids[0]
    options = list(found.options)
    if (
        label is not None
        and found.settled
        and names.restates(label, element, category=True, typed=type_words) is not None
    ):
        label = None  # `Tanks: A7V x3`: the label says what the unit is, not what it is called
    if label is None and named_by_number(base):
        label = base  # `Schützen-Regiment 6`: a body named by its number, its name whole
    given = label is not None  # `Tank: Pz IV`, a label the line gives, not its words' model
    if found.named and label is None:
        # `Tank: Pz IV` is named `Pz IV` as `Pz IV` alone is: the label only says what it is
        label, own = names.own_name(base, element) if found.settled and not found.near else (base, ())
        options += own  # `Vickers MG` is named `Vickers`, `KV-1 heavy tank` `KV-1` (heavy)
    elif label is None and found.settled and not found.near:
        label = names.model(base, found.settled)  # `Mk IV` of the British Mark tank
    if not given and quoted is not None and groups and _nickname(names, groups[quoted], element):
        label = groups.pop(quoted)  # `A7V "Nixe"`, `Mk I "Creme de Menthe"`: its own name
    if label is None and found.settled and tails and _title(names, tails[0]):
        label, tails = tails[0], tails[1:]  # `Infantry battalion, 1st Rifle Brigade`: the unit's title
    reading = _Said(names, element if found.settled else None, vocabulary, options, type_words)
    notes = [whose] if whose else []
    notes += [said for group in groups if (said := reading.said(parts(group)))]
    notes += [said for said in (reading.said([tail]) for tail in tails) if said]
    if note and (noted := reading.said(parts(_unquoted(note)))):
        notes.append(noted)
    if reading.general and general is False:
        general = True
    if label is not None and general and key(label) in POSTS:
        label = None  # `HQ: Rifles (general)`: the word says where the general stands; `Brigadier` names
    return Entry(
        element,
        True,
        label,
        tuple(dict.fromkeys(reading.options)),
        "; ".join(notes),
        general,
        tuple(reading.linked),
        found.ids if len(found.ids) > 1 or found.near else (),
        found.named and not reading.restated,
    )


POSTS = frozenset(key(word) for word in POST_WORDS)
"""The general's posts as keys: words that say where he stands, no name of his unit."""


def _nickname(names: Names, quoted: str, element: str) -> bool:
    """Whether quoted words after a type are the unit's own name, as a tank's crew named it
    (`A7V "Nixe"`): capitalised as names are, and naming no type or option. What a player calls
    the men of a unit is a note (`6x Infantry "alpini"`, `"poilus"`); a body's name, its arm and
    its size, is its name (`Infanteria motoritzada "Rifle Brigade"`)."""
    if not quoted[:1].isupper() or names.option(element, quoted) is not None:
        return False
    said = words(quoted)
    return names.read(quoted) is None or (len(said) > 1 and said[-1] in BODY_KEYS)


def _made(names: Names, text: str) -> tuple[Named, str] | None:
    """The type a unit's maker's or model's name stands before, where the type is written whole
    after it (`Stokes light mortar base`, `Hotchkiss machine gun`, `Lewis light MG`): its first
    words capitalised as names are, none of them a count nor near a word of the catalog's, the rest
    two words or more naming one type by its own name. The unit's own name, as `names` reads a
    maker's name before one word (`Vickers MG`); the maker's words are its name."""
    written = text.split()
    for start in range(1, min(len(written) - 1, _MAKER_WORDS + 1)):
        word = written[start - 1]  # the maker's words before it were weighed at the starts before
        if not (_MAKER.fullmatch(word) and word[0].isupper()) or names.misspelt(key(word)):
            return None  # `Feild Light Artillery`: a type misspelt, not a maker's name
        rest = names.read(" ".join(written[start:]))
        if rest is not None and rest.settled is not None and not rest.named and not rest.near:
            return Named(rest.ids, rest.options, named=True), " ".join(written[:start])
    return None


_LARGE_BODIES = frozenset(
    key(word)
    for word in (
        *("division", "div", "divisione", "división", "divisie", "divisão", "dywizja", "divize", "дивизия"),
        *("brigade", "bde", "brigata", "brigada", "brygada", "brigáda", "corps", "korps", "korpus"),
    )
)
"""A body of several regiments (`Rifle Div`, `Tank Bde`), as players call a unit of a game whose
units are regiments or battalions."""
_LONE_UNIT_WORDS = ("regiment", "battalion")


def _of_body(names: Names, text: str) -> Named | None:
    """The type whose division or brigade `text` writes (`Rifle Div`, `Guards Rifle Div`): the type
    its words before the body's word read as, alone or as a regiment or battalion of it, in a
    game of lone units, where such a body of a type is one unit of it; None else."""
    head, _, last = text.rpartition(" ")
    if not head or key(last) not in _LARGE_BODIES:
        return None
    written = head.split()
    for start in range(len(written)):  # `Guards Rifle Div`: the type's words last before the body's
        typed = " ".join(written[start:])
        for said in (typed, *(f"{typed} {unit}" for unit in _LONE_UNIT_WORDS)):
            found = names.read(said)
            if found is not None and found.settled is not None and not found.near:
                return Named(found.ids, found.options, named=True)
    return None


_CAPTURED = frozenset(key(word) for word in CAPTURED_WORDS)


def captured(names: Names, text: str) -> tuple[Named, str] | None:
    """The vehicle a word saying it was taken from the enemy stands before (`captured T-34/85`,
    `trofeyny Tiger`), and that word, which is its note: None where the rest names no type."""
    first, _, rest = text.partition(" ")
    if not rest or key(first) not in _CAPTURED:
        return None
    found = names.read(rest)
    return (found, first) if found is not None and found.settled is not None and not found.near else None


def _of_formation(names: Names, text: str) -> Named | None:
    """The one unit written after a short form of the formation it serves in (`Regt HQ`, `Bn MG`,
    `Regt HQ base`): the formation's word says no more of the type than its kind. A word written
    whole (`Heavy platoon Tigers`) or a plural after it (`Coy mortars`) may be the formation's
    heading, so names none here."""
    written = text.split()
    whole = {word for name in names.named_formations.values() for word in key(name).split()}
    for start in range(1, len(written)):
        said = written[:start]
        if not all(names.formations_in_part(word)[0] and key(word) not in whole for word in said):
            return None
        rest = " ".join(written[start:])
        found = names.read(rest)
        plural = key(rest) != " ".join(words(rest))
        if found is not None and found.settled is not None and not (found.named or found.near or plural):
            return Named(found.ids, found.options)
    return None


def _links_apart(names: Names, text: str) -> str:
    """`text` with a comma before the words saying the unit is linked to another, where it has
    none: `18pdr (class 5) towed by a horse team`, `4 Infantry in the lorries`. Words such as `in`
    link only to a unit the catalog names (`T-34-85 in reserve` is a note)."""
    for found in _LINK_APART.finditer(text):
        rest = text[found.end() :]
        link = _LINKED.match(rest) or _purposed(names, rest)
        within = _LINKED.match((parts(text[: found.start()]) or [""])[-1] + text[found.start() :])
        said = ungrouped(link.group(1)) if link else (_RELATIVE.match(rest) and linked(names, rest)) or ""
        if within is None and said and (found.group(1) or _names_some(names, said)):
            return f"{text[: found.start()]}, {text[found.end() :]}"
    return text


_LEAD_WORDS = 3
"""The most words of a type's name that may lead words naming whose the units are (`infanterie` of
`infanterie du 42e`)."""


def _names_some(names: Names, said: str) -> bool:
    """Whether words after a link's word name a unit, or two joined by `and` (`the Stab and the MGs`),
    or lead with a type's name (`infanterie du 42e`: the 42nd's infantry)."""
    written = said.split()
    led = [" ".join(written[:cut]) for cut in range(min(len(written) - 1, _LEAD_WORDS), 0, -1)]
    return any(names.read(part, loose=True) for part in [said, *and_parts(said)[:1], *led])


def unknown_entry(names: Names, text: str, note: str = "") -> Entry:
    """An entry whose type the catalog lacks, kept as the player wrote it however many words it
    has, so the check quotes their own words and a fix keeps the rest; words in brackets that name
    an option of any type are kept as options, for the type the player means."""
    first, *tails = parts(text)
    if tails and any(linked(names, tail) is not None for tail in tails):
        text = first  # `60pdr, towed by a tractor`: its name, then what it is linked to
    else:
        tails = []
    base, groups = split_groups(text)
    label = None
    if groups and base and " " not in groups[0] and "," not in groups[0] and not names.any_option(groups[0]):
        label, base, groups = base, groups[0], groups[1:]  # `Old Faithful (Zepelin)`: a name, then its type
    reading = _Said(names, None, Words(), [])
    notes = [said for group in groups if (said := reading.said(parts(group)))]
    notes += [said for said in (reading.said([tail]) for tail in tails) if said]
    if note:
        notes.append(note)
    # A link phrase (`in the church tower`) is kept too: no link joins a type the catalog lacks, so
    # the reader adds it to the note, which a fix of the name keeps.
    return Entry(
        base, False, label, tuple(reading.options), "; ".join(notes), reading.general, tuple(reading.linked)
    )


def _proxy(
    names: Names, items: list[str], found: Named | None
) -> tuple[Named, tuple[int, int] | None] | None:
    """The one type the player says the unit stands in as, and where in the line's own words
    (`items[0]`) the saying stands, if there; None where they say none, or only `as` after a
    type's own name (`Mortar as HQ`, `Rifles (as the reserve)`)."""
    for number, item in enumerate(items):
        roles = _ROLE.finditer(item) if "role" in item.casefold() else ()
        for match, verb in (*((m, m["verb"]) for m in _PROXY.finditer(item)), *((m, None) for m in roles)):
            said = names.read(item[: match.start()]) if number == 0 else found
            if verb is None and _settled(said):
                continue  # `Mortar as HQ`, `Rifles (as the reserve)`: a type, then what it does
            stood = names.read(match["stood"].strip())
            if stood is not None and stood.settled is not None and not stood.named:
                if number == 0:  # the line's own words read with the saying in them are no type
                    return stood, match.span()
                return (stood, None) if found is None or found.settled != stood.settled else None
    return None


def _gloss(names: Names, note: str, found: Named | None, *, models: bool = True) -> tuple[Named, str] | None:
    """The type the words after a dash name, glossing a name the catalog does not settle, and the
    rest of them: the player's own word, then the type (`Mortaio 81mm — Mortar`, `Bazooka team -
    Infantry`), or a word of several types, then the one meant (`2 guns - Field Artillery`); the
    type may come with its options (`Tigers - heavy tanks, elite`, `Podhale Rifles - infantry,
    elite`), or, after words naming no type, be an example of it the rules give (`2nd Armoured
    Regt - Shermans (medium)`), or a model's name before the type's own words, which is the note
    (`4th Coldstream Guards - Churchill tanks (heavy)`), unless `models` is false: after a
    formation's title such words are its name (`2nd Infantry Regiment - Royal Welch Fusiliers`)."""
    first, *rest = parts(note) or [note]
    typed, groups = split_groups(first)
    glossed = names.read(typed) if typed else None
    if glossed is None or glossed.settled is None or glossed.near:
        return None
    model = None
    if models and found is None and glossed.named and not (glossed.exact or glossed.options):
        model, own = names.own_name(typed, glossed.settled)
        if model is None or model == typed or talk(model) or model.split()[-1].casefold() in COUNT_WORDS:
            # `Shermans`: an example the rules give, or words naming no type's own; `I've swapped
            # the mortar for a Churchill troop` after a dash talks of a unit, it glosses none; nor
            # do entries joined before a counted type (`4 T-34-85 and one Tiger`, `... a jeden Tygr`)
            model = None
        else:
            glossed = Named(glossed.ids, own)  # the type, its own words having said it
    if not (glossed.exact or glossed.options or model or (found is None and key(typed) in names.examples)):
        return None
    if found is not None and glossed.settled not in found.ids:
        return None
    return glossed, ", ".join([*([model] if model else []), *groups, *rest])


def _told(names: Names, items: list[str], found: Named, *, models: list[str]) -> Named | None:
    """The one of the types a name may be that the words after it name whole, in brackets or
    after a comma (`Minenwerfer, leicht (light mortar)`, `Minenwerfer (trench mortar)`), or that a
    model in brackets is (`Armour (Churchill)`: a tank, the model its note). A model only in a
    short bracket: a sentence after a comma may name one in passing."""
    for item in items:
        for said in (item, *split_groups(item)[1]):
            told = names.read(said)
            if told is None or told.settled not in found.ids:
                continue
            if told.exact or (item in models and told.named and not told.near and len(said.split()) <= 3):
                return Named(told.ids, told.options)
    return None


def _initialled(names: Names, groups: list[str], found: Named) -> Named | None:
    """The one of the types a name may be whose initials a bracket after it writes (`Stokes mortar
    (LM)`: the light mortar, not the trench mortar): the name's words stay as they were read."""
    for group in groups:
        initialled = [element for element in found.ids if names.initials(element, group)]
        if len(initialled) == 1:
            return Named((initialled[0],), found.options, named=found.named)
    return None


def _completed(names: Names, word: str, typed: str, among: tuple[str, ...]) -> Named | None:
    """The one of the types `among` whose own name a word after a type makes with the type's words,
    before or after them (`aknavető – könnyű` is `könnyű aknavető`, a light mortar); None else."""
    if not typed or len(word.split()) != 1:
        return None
    for joined in (f"{word} {typed}", f"{typed} {word}"):
        told = names.read(joined)
        if told is not None and told.exact and not told.named and told.settled in among:
            return Named(told.ids, told.options)
    return None


def _settled(found: Named | None) -> bool:
    """Whether a name settles a type by the type's own name (not a unit's, `Stokes mortar`)."""
    return found is not None and found.settled is not None and not found.named


def _option_owner(names: Names, group: str, among: tuple[str, ...] | None = None) -> str | None:
    """The one element type (of `among`, where given) every option in `group` belongs to, where
    only one has them; words that are no option of any type are a note, and say nothing of it."""
    owners: set[str] | None = None
    for item in parts(group):
        item = split_groups(item)[0]  # `class 3 (Russian)`: the bracket's words are its note
        having = {
            element
            for element in (among if among is not None else names.element_options)
            if names.option(element, item)
        }
        if having or names.any_option(item) is not None:
            owners = having if owners is None else owners & having
    return next(iter(owners)) if owners is not None and len(owners) == 1 else None


def _typed_after(names: Names, tails: list[str], found: Named | None) -> tuple[Named, str] | None:
    """The one type a part after a line's first names by the catalog's own name (`medium gun class
    5`, `field gun`), where the first, a player's name for the unit, names none or several (of which
    it is one): the type, and the part that names it (taken whole, so holding no bracket whose words
    would be lost); None where no part or several do."""
    typed = [
        (named, tail)
        for tail in tails
        if "(" not in tail  # `leicht (light mortar)`: words beside a gloss stay the unit's note
        and not _brings(names, tail)  # `18pdr, each with its horse team`: the team is another unit
        and (named := names.read(tail)) is not None
        and named.settled is not None
        and not named.named
        and (found is None or named.settled in found.ids)
    ]
    return typed[0] if len(typed) == 1 else None


_BROUGHT_BACK = on_first_use(rf"(?:{_BACK})$", re.IGNORECASE)


def brought_back(names: Names, said: str) -> bool:
    """Whether a part after a line's `+` adds a unit that tows or carries the line's first, named by
    a pronoun (`1 tractor to pull it`, `tracteur qui le remorque`): one the line brings along."""
    return _BROUGHT_BACK.search(said) is not None and _brings(names, f"+ {said}")


def brought_inside(names: Names, said: str) -> bool:
    """Whether words after a vehicle say the units it comes with ride in it (`met de 2 genisten
    erin`, `with 2 engineers in it`), of a type the catalog names: one entry, the units its note,
    which the vehicle brings along."""
    found = BROUGHT.match(said)
    return found is not None and bool(found["inside"]) and names.read(found["type"], loose=True) is not None


def _brings(names: Names, tail: str) -> bool:
    """Whether a part after a line's first says the line brings another unit along, of a type the
    catalog names (`each with its horse team`, `+ 1 tractor`)."""
    said = BROUGHT.match(tail)
    return said is not None and names.read(said["type"], loose=True) is not None


def _type_alone(names: Names, label: str, rest: str) -> bool:
    """Whether a label before a colon is only the words of the type the words after it name
    (`Panssarivaunu: Sherman`, `Panzer: Sherman`): no name of the unit's own."""
    typed = names.exactly(label)
    if typed is None or typed.settled is None:
        return False
    found = names.read(split_groups((parts(rest) or [rest])[0])[0])
    return found is not None and found.settled == typed.settled


_ALONE = Listed(" ".join(words(word)) for word in ALONE_WORDS)


def _alone(names: Names, label: str, rest: str) -> bool:
    """Whether a label before a colon only says the unit after it stands alone (`Losse tank:
    T-34-85`, `Einzelpanzer:`, `Loose:`): a word of lone units, then the type's word or none; no name."""
    said = words(label)
    if said and " ".join(said) in _ALONE:
        return True
    if len(said) < 2 or said[0] not in _ALONE:
        return False
    typed = names.exactly(" ".join(said[1:]))
    found = names.read(split_groups((parts(rest) or [rest])[0])[0])
    return typed is not None and found is not None and found.settled in typed.ids


def _reads(names: Names, text: str) -> bool:
    """Whether `text` names a type: by its name, by the type in its brackets, or by an option in its
    brackets only one type has (`18pdr field gun (class 5)`)."""
    base, groups = split_groups(text)
    if names.knows(base) or any(names.knows(group) for group in groups[:1]):
        return True
    return bool(groups) and _option_owner(names, groups[0]) is not None


class _Said:
    """What a bracket's, a dash's or a comma's words say of one unit."""

    def __init__(self, names: Names, element: str | None, said: Words, options: list[str], typed: str = ""):
        self.names = names
        self.element = element
        self.typed = typed
        """The words the type was read from (`aknavető`), which a note's word may complete."""
        self.words = said
        self.options = options
        self.general = False
        self.linked: list[str] = []
        self.restated = False
        """Whether the words name the unit's type by its own name, as a name of the unit may not."""

    def said(self, items: list[str]) -> str:
        """The words of `items` that are the player's note, once options, the general's mark, costs
        and links are taken out of them."""
        kept = []
        for item in items:
            plain = " ".join(word for word in item.split() if word.casefold() not in ALL) or item
            option = self._option(plain)
            if option is not None:
                self.options.append(option)
            elif self.element is not None and (typed := self.names.restates(plain, self.element)) is not None:
                self.options += typed  # `Pak 40s - Anti-tank gun`, `Pz IVs - medium tanks`: the type again
                self.restated = True
            elif self.element is not None and (typed := self._classed_again(plain)):
                self.options += typed  # `Pz 38t, tanque ligero`: the type in the player's words, its class
                self.restated = True
            elif self.element is not None and self.names.initials(self.element, plain):
                continue  # `Stokes mortar (LM)`: the light mortar by its initials
            elif self.element is not None and self.names.fixes(self.element, plain):
                continue  # `cañones de 75 (clase 5)`: the class the French 75 is of
            elif self._completes(plain):
                continue  # `aknavető – könnyű`: `könnyű aknavető` is the light mortar's own name
            elif forgot_remark(item):
                continue  # `+ 1 artilleriregemente, glömde den` (forgot it): the chat's talk, no note
            elif key(item) in self.words.general:
                self.general = True
            elif (
                (cost := _COST.match(item)) is not None
                and cost.group(2)
                and key(cost.group(2)) in self.words.costs
            ):
                continue  # `11 AP` beside a heading's type; a bare `(2)` is no cost to drop, but a note
            elif (other := linked(self.names, item)) is not None and words(other):
                self.linked.append(item)
            else:
                set_apart = self._set_apart(item)
                found = set_apart if set_apart is not None else self._bracketed(item)
                if found == [item] and (led := self._leading_option(plain)) is not None:
                    self.options.append(led[0])  # `militia Volksgrenadier crew`: the option, then a note
                    kept += [led[1]] if led[1] else []
                else:
                    kept += found
        return ", ".join(kept)

    def _classed_again(self, item: str) -> tuple[str, ...]:
        """The options an item names where it is the unit's type in a word of the player's language
        (an alias) with an option of it (`tanque ligero` after `Pz 38t`): the type said again with
        its class, as `light tank` is; () else, as an alias alone may be what a player calls his
        men (`poilus`), a note."""
        if "(" in item:
            return ()  # `elite (ułani)`: the option, then a bracket of the player's own words, kept
        found = self.names.read(item)
        if found is None or found.named or found.near or found.settled != self.element:
            return ()
        return found.options

    def _completes(self, item: str) -> bool:
        """Whether a word after the type makes the type's own name with its words (`könnyű` of
        `aknavető – könnyű`): the type said again, no note."""
        return (
            self.element is not None and _completed(self.names, item, self.typed, (self.element,)) is not None
        )

    def _set_apart(self, item: str) -> list[str] | None:
        """The note of words led by an option set apart from the rest by a mark, the option taken
        out of it (`militia :( Volksgrenadier crew`, `heavy! Tiger`, `elite; 902nd`); None where
        the words before the mark name no option."""
        found = _SET_APART.match(item)
        option = self._option(found.group(1)) if found is not None else None
        if found is None or option is None:
            return None
        self.options.append(option)
        return [found.group(2)]

    def _bracketed(self, item: str) -> list[str]:
        """The note of words with brackets after them, an option taken out of it: the option, then
        a note in its brackets (`class 7 (60pdr)`), or the unit's own name, then an option in its
        brackets (`Shermans (medium)`, `Skoda (Klasse 3)`)."""
        base, groups = split_groups(item)
        if not groups or not base:
            return [item]
        if (bracketed := self._option(base)) is not None:
            self.options.append(bracketed)
            return [said for group in groups if (said := self.said(parts(group)))]
        options = [self._option(group) for group in groups]
        if not any(options):
            return [item]
        kept = item
        for group, option in zip(groups, options, strict=True):
            if option is not None:
                self.options.append(option)
                for closing, opening in _BRACKETS.items():
                    before, cut, after = kept.rpartition(f"{opening}{group}{closing}")
                    kept = f"{before} {after}" if cut else kept
        kept = " ".join(kept.split())
        if self.element is not None and (typed := self.names.restates(kept, self.element)) is not None:
            self.options += typed  # `Cromwell - Tank (medium)`: the type again, its option apart
            self.restated = True
            return []
        return [kept]

    def _leading_option(self, text: str) -> tuple[str, str] | None:
        """The option of this unit's type that the first words of `text` name whole, and the words
        after them: `militia, Volksgrenadier crew` as written without its comma."""
        written = text.split()
        for size in (2, 1):
            if self.element is not None and len(written) > size:
                chosen = self.names.element_options.get(self.element, {})
                option = chosen.get(key(" ".join(written[:size])))
                if option is not None:
                    rest = " ".join(written[size:]).lstrip(" :;,-")
                    named = self.names.read(rest) if rest else None
                    # `light tanks`: the option, then the unit's own type, which is no note; a
                    # model's name is (`heavy KV-1 of the Guards`)
                    typed = named is not None and named.settled == self.element and not named.named
                    return option, "" if typed else rest
        return None

    def _option(self, text: str) -> str | None:
        """The option `text` names: of this unit's type, or of any where the type is unknown."""
        if self.element is not None:
            return self.names.option(self.element, text)
        return self.names.any_option(text)


MEANT_LIMITS = 3
"""How many times the army's cost limit the units of one line may cost before an unmarked number
beside their name is taken for no count: a player may go over his limit, not threefold on one line."""


def most_meant(index: Index, element: str, options: Mapping[str, Any]) -> float | None:
    """The most units of one type an unmarked number on a line could count, from the catalog's own
    bounds: those that cost no more than a few times the army's limit, and no more than the army
    may field (`army-size`); None where the catalog bounds neither. A number beyond it
    (`Field Artillery (75)`, `Infantry (15)` in an army of six) is a calibre, a strength or a
    model's, never a count (`options`: the roster's, as read or by default)."""
    found = index.elements.get(element)
    if found is None:
        return None
    chosen = {option.id: option.default for option in index.catalog.options} | dict(options)
    bounds: list[float] = []
    for cost_type in index.catalog.costs:
        each = found.cost.get(cost_type.id)
        limit = next((rule.value for rule in cost_type.limits if holds(rule.when, chosen)), None)
        if each and limit:
            bounds.append(MEANT_LIMITS * limit / each)
    for rule in index.catalog.constraints:
        if (
            isinstance(rule, CountConstraint)
            and rule.max is not None
            and rule.select.selects_all
            and holds(rule.when, chosen)
        ):
            most = rule.max if isinstance(rule.max, int) else chosen.get(rule.max.option)
            if isinstance(most, int | float) and not isinstance(most, bool):
                bounds.append(most)
    return min(bounds, default=None)


def units_of_bases(index: Index, element: str, bases: int) -> int | None:
    """How many units a count of bases makes where the catalog makes one of several (a One Hour
    unit is three bases: six bases are two units); None where each base is a unit, or the bases
    make no whole units (kept as written, for the limits to weigh)."""
    found = index.elements.get(element)
    per = found.base.bases if found is not None and found.base is not None else 1
    return bases // per if per > 1 and bases % per == 0 else None


MAX_STAT_READINGS = 256
"""The most ways of choosing a type's options a number beside it is weighed against as its stats."""


def stated_stat(index: Index, element: str, number: int) -> tuple[str, ...] | None:
    """The options a number beside a unit's name gives it where the number is no count but one of its
    key stats (`Infantry (10)`, militia where militia is 10; `Tanks (18)`, heavy where heavy tanks are
    18): one choice in each group that changes its stats; () where the type is so without options;
    None where the number is no such stat, or several choices give it."""
    found = index.elements.get(element)
    if found is None:
        return None
    keyed = [stat for stat, said in index.stats.items() if said.key]
    groups: dict[str, list[ElementOption]] = {}
    for group, option in index.element_options.get(element, {}).values():
        if group.choose == "one" and (option.stats or option.modifiers):
            groups.setdefault(group.id, []).append(option)
    if math.prod(len(options) for options in groups.values()) > MAX_STAT_READINGS:
        return None
    fitting = []
    for chosen in itertools.product(*groups.values()):
        stats: dict[str, Any] = {
            **found.stats,
            **{k: v for option in chosen for k, v in option.stats.items()},
        }
        for option in chosen:
            for stat, change in option.modifiers.items():
                if isinstance(value := stats.get(stat), int | float) and not isinstance(value, bool):
                    stats[stat] = value + change
        if any(stats.get(stat) == number for stat in keyed):
            fitting.append(tuple(option.id for option in chosen))
    return fitting[0] if len(fitting) == 1 else None


def as_stat(index: Index, entry: Entry, number: int) -> Entry | None:
    """The unit with the number beside it read as one of its key stats: the options the number
    gives where the line names none of their groups (`Infantry (10)`, militia where militia is 10),
    or the unit as it is where the number is the stat the options its line names give, with the
    type's defaults for the rest (`Infantry, regular (15)`; `Tanks, heavy (18)`: heavy tanks of
    regular status are 18). None where it is no such stat or gives other options (`Tanks, medium
    (20)`, an elite unit's): the caller keeps it as the note, for the player to see."""
    options = with_stat(index, entry.element, entry.options, number)
    return None if options is None else replace(entry, options=options)


def with_stat(index: Index, element: str, options: tuple[str, ...], number: int) -> tuple[str, ...] | None:
    """The options a unit has with a number beside it read as one of its key stats, as `as_stat`
    weighs it; None where the number is no such stat or gives other options than those named."""
    stated = stated_stat(index, element, number)
    if stated is None:
        return None
    chosen = index.element_options.get(element, {})
    groups = {chosen[option][0].id for option in stated}
    if not groups & {chosen[option][0].id for option in options if option in chosen}:
        return (*options, *stated)
    if set(options) <= set(stated) and all(
        option in options or chosen[option][0].default == option for option in stated
    ):
        return options
    return None


def without_stat(index: Index, entry: Entry) -> Entry:
    """The unit without the number its note opens with where that number is a key stat giving
    options, as `as_stat` reads it (`Infantry (elite, 20)`, `(militia 10 - green reinforcements)`):
    the rest is still its note. A number giving no options (a range all its choices share) stays."""
    found = _STAT_NOTE.match(entry.note) if entry.known else None
    number = int(found.group(1)) if found is not None else 0
    if found is None or not stated_stat(index, entry.element, number):
        return entry
    read = as_stat(index, replace(entry, note=entry.note[found.end() :]), number)
    return read if read is not None else entry


def without_cost(index: Index, entry: Entry) -> Entry:
    """The unit without the bare number that closes its note, set apart by a comma, where that
    number is the cost of one unit of its type (`medium mortar (dug in, 4)`, a mortar 4 AP): the
    cost as a bare `(4)` gives it. Any other number may be what the player meant: it stays."""
    found = _COST_NOTE.search(entry.note) if entry.known and entry.note[-1:].isdigit() else None
    element = index.elements.get(entry.element) if found is not None else None
    primary = index.primary_cost
    if (
        found is None
        or element is None
        or primary is None
        or element.cost.get(primary) != int(found.group(1))
    ):
        return entry
    return replace(entry, note=entry.note[: found.start()])


_COST_NOTE = on_first_use(r"(?<!\d)\s*,\s*(\d{1,3})$")
"""A number that closes a unit's note after a comma: `dug in, 4`; not a decimal comma's figures
(`leFH 18 10,5`), the end of a calibre."""


_STAT_NOTE = on_first_use(r"^(\d{1,3})(?!,\d)(?:\s*[-–—,;]\s*|$)")
"""A number that opens a unit's note, alone or set apart from the rest by a dash or a comma; not
the whole figures before a decimal comma (`10,5cm leFH 18`: a calibre, German and Czech players
write the comma as the point)."""


def link_target(names: Names, phrase: str) -> str:
    """The words of a link phrase that name the other unit: `the horse teams` of `towed by the horse teams`."""
    found = linked(names, phrase)
    return found if found is not None else phrase
