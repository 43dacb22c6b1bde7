"""Headings and lines that open a formation or a section: the type a heading names (whole, in part,
or by the members it lists), a plain line over lines indented under it, a formation written with
its members on one line (`1st platoon - 5x T-34-85`), a whole list told on one line (`HitT for sat -
gen (rifles), 2 tanks, FOO. cheers Rob`). Apart because they are read from the lines' layout and the
catalog's formation types, not from a unit's words.
"""

import itertools
import re
from dataclasses import dataclass, replace
from typing import Any

from armybuilder.patterns import on_first_use
from armybuilder.textlist.army import _field, named_before_game, named_before_list
from armybuilder.textlist.entries import Words, and_parts, parts, read_entry, split_groups, unknown_entry
from armybuilder.textlist.entry_line import _counted_within, _general_in_note, _named_first
from armybuilder.textlist.forms import Listed
from armybuilder.textlist.grammar import (
    ALONE_WORDS,
    GENERAL_WORDS,
    LINK_ARTICLES,
    OUTSIDE_WORDS,
    Form,
    exact_id,
    form_of,
    plain_text,
)
from armybuilder.textlist.members import _NUMBERED, _begin, _close, _under
from armybuilder.textlist.names import BODY_KEYS, Names, key, numbering, words
from armybuilder.textlist.ordinals import as_ordinal
from armybuilder.textlist.organised import ordinal
from armybuilder.textlist.prose import (
    ENDS,
    chatter,
    options_said,
    sentences,
    signed,
    signs_off,
    stated_total,
    talk,
)
from armybuilder.textlist.reading import Gave, Reading, Stated, TakenFormation, _Open
from armybuilder.textlist.tables import counts_units, set_apart
from armybuilder.textlist.written import (
    SECTION_WORDS,
    _could_name,
    _introduces_quote,
    _joined,
    _number,
)

_ID = on_first_use(r"[a-z0-9]+(?:[-_][a-z0-9]+)*")
"""A type's name written as a catalog writes an id (`company`): the Markdown names a type so where
no catalog knows it."""


_ALONE = Listed(key(word) for word in ALONE_WORDS)


_OUTSIDE = frozenset(" ".join(words(word)) for word in OUTSIDE_WORDS)


_GENERALS = frozenset(key(word) for word in GENERAL_WORDS)
"""The words for the general that alone name him (`gen`, `Général`), not his post (`HQ`)."""
_TAKEN_AS = on_first_use(
    r"^(?:as|als|comme|come|como|jako)\s+(?:(?:an?|un|une|ein|eine|einen|uno|una|el|il)\s+)?(?=\S)",
    re.IGNORECASE,
)
"""Words in a heading's brackets before the formation the player takes it as: `1st Bn (as a
regiment)`, `(als Regiment)`, `(comme régiment)`."""
_LISTED = on_first_use(r"(?<![:,;–—-]\s\d)(?<![:,;–—-]\s\d\d)(?<!^\d)(?<!^\d\d)(?<!\b[Gg]en)\.(?:\s|$)")
"""The end of a list written as a sentence: `2 Inf, 1 Mortar, 1 ATG. No tanks this time.`; not an
ordinal's point opening a part (`: 1. szakasz 4 Pz IV, ...`, the first platoon, as Hungarians,
Czechs, Poles and Germans number), nor the general's shortened word (`gen. piechota`)."""
_ASKED = on_first_use(r"[?!](?:\s|$)|\s*[\U0001F300-\U0001FAFF]+\s*")
"""The end of a question or a cry after a list written as a sentence: `35ap I think? Rob`; or an
emoji, which ends a phone's sentence as a stop does: `tot 36 😎 ci vediamo`."""


_SUMMED = on_first_use(r"\s=\s*(\d+(?:[.,]\d+)?)\s*([^\W\d_]*)\s*$")
"""The sum of a list told in one line, after its last part: `..., sniper, mines = 36 AP`."""
_TYPE_THEN_COUNT = on_first_use(r"^([^\W\d][^\d:=]*?)\s+(\d.*)$")
"""Words, then a count with no mark between: `Inf Bn 4 rifles, 1 MG`."""
_NUMBERED_THEN_COUNT = on_first_use(r"^(\d{1,3}\S*\s+[^\W\d][^\d:=]*?)\s+(\d.*)$")
"""A heading numbered by an ordinal, then a count with no mark between: `1st Plt 5x T-34-85`."""
_LETTERED_THEN_COUNT = on_first_use(r"^([^\W\d][^\d:=]*?\s(?:[A-Z]|\d{1,2}|[IVX]{1,4}))\s+(\d.*)$")
"""A heading's words and the letter or number naming it, then a count: `plt A 4x T-34-85`, `Zug 1 4 Pz IV`."""


MAX_STARTS = 6
"""Colons and dashes of a line tried as where a list told in it begins: the work stays linear."""


_QUOTED_NAME = on_first_use(r"^(?P<kind>[^\"“„«']*[^\"“„«'\s])\s+[\"“„«'](?P<own>[^\"“”«»']{1,60})[\"”“»']$")
"""A type, then the formation's name in quotes: `Plotone pesante "Kursk"`, `Zug „Anna”`."""
_SPACED_DASHES = (" — ", " – ", " - ")
"""The dashes between spaces that set a heading's words apart from its type, name or members."""
_SIGNED_AFTER_DASH = on_first_use(r"\s(?:--|[—–]|-(?=[^\W\d]))\s*[^\W\d][^\d,;:()—–-]{0,40}$")
"""A name signing a list told in one line after a dash at its end: `..., 2 Shermans -- Dave Kirkby`,
`... = 36AP  -Dave` (a short dash too where it clings to the name; capitalised, as a name is:
`-- reserve` says where the last unit stands)."""
_SUMMED_THEN = on_first_use(r"\s=\s*\d+(?:[.,]\d+)?(?=[^\W\d_]*\s+[^\W\d][^\d;:()=—–-]{0,40}$)")
"""The sum ending a list told in one line, before its cost's word and other words: `... = 36AP cheers Dave`."""
_SIGNED_OFF_AFTER_DASH = on_first_use(
    r"\s(?:--|[—–])\s*[^\W\d][^\d;:()—–-]{0,40}$|\s-\s+[^\W\d][^\d,;:()—–-]{0,20},\s*[^\W\d][^\d;:()—–-]{0,40}$"
)
"""Words after a dash at the end of a list told in one line, a sign-off among them: `-- cheers, Tom`,
`- cheers, Dave Pritchard` (after a short dash, a comma parting the sign-off from the name:
`- cheers Balloon` greets a unit)."""
_LIST_STARTS = on_first_use(r":\s|\s[-–—]\s")
"""Where a list told in one line may begin, after the words that bring it: `HitT for sat - 2 tanks, ...`."""
_SENTENCE_STARTS = on_first_use(r":\s|\s[-–—]\s|(?:(?<=[^\W\d_]{3})(?<!\b[Gg]en)|(?<=\d{4}))\.\s")
"""Where a list told in one line may begin once it is known to hold one: after a sentence giving
options too (`...: Eje, 1944. Pelotón 1: 4 Pz IV, ...`), not after an abbreviation's point."""
_BARRED_STARTS = on_first_use(r":\s|\s[-–—]\s|\|")
"""Where a list told in one line with bars between its parts may begin: after a bar too (`HitT, 36
AP | 2x Tanks | FOO`), the words before it bringing the list."""


@dataclass(frozen=True)
class _Type:
    formation: str | None
    label: str | None
    partial: bool = False
    among: tuple[str, ...] = ()
    members: tuple[str, ...] = ()


def _aside(form: Form, known: list[Form]) -> bool:
    """Whether a part of a list told in one line may be its chatter: no unit, no count but a cost."""
    return form not in known and (form.count is None or form.cost)


def _said(text: str, note: str) -> str:
    return f"{text} — {note}" if note else text


def _is_cost(item: str, said: Words) -> bool:
    found = re.match(r"^\d+(?:[.,]\d+)?\s*([^\W\d_]*)\.?$", item)
    return found is not None and (not found.group(1) or key(found.group(1)) in said.costs)


_ADDED_UP = on_first_use(r"\d\s*\+\s*\d[\d\s+]*=\s*\d")
"""Numbers added up on a line (`5+3+2 = 10 tanks`): a sum, as a total's line gives one."""


def _heads(reading: Reading, position: int, items: list[tuple[int, Form]], form: Form) -> bool:
    """Whether a plain line opens the lines under it: they are indented deeper, or bulleted
    under a line that is not, and it names no unit itself (`1e Zug`, `Cav Regt - 1st Dragoons`)."""
    if form.kind != "entry" or form.count is not None or form.general:
        return False
    following = items[position + 1][1] if position + 1 < len(items) else Form("blank")
    if (
        following.kind == "blank"
        and position + 2 < len(items)
        and items[position + 2][1].bullet
        and reading.names.formations_in_part(form.text)[0]
    ):
        # `Ulanen-Regiment Nr. 19`, a blank line, its bullets: a PDF's copy
        following = items[position + 2][1]
    if following.kind not in ("entry", "heading"):
        return False
    deeper = _deeper(form, following)
    said = split_groups(form.text)[0]  # `5e Hussards (dismounted most of the game)`: a remark aside
    if not deeper or len(said.split()) > SECTION_WORDS + 2 or said.endswith(ENDS):
        return False
    if chatter(form.text) and reading.names.formation(form.text) is None:
        return False  # `see you at 7` over `- gaz`: a sign-off over the signature heads nothing
    if "=" in said and _ADDED_UP.search(said) is not None:
        return False  # `5+3+2 = 10 tanks` over `- Jürgen`: the player's sum heads nothing
    if reading.names.formation(form.text) is not None:
        return True
    entry = read_entry(reading.names, form.text)
    if entry is not None and entry.known and entry.named and not reading.shared.catalog.formations:
        return False  # `6. 6pdr AT gun` over `+ 25pdr arty`: where no unit holds others, a unit heads none
    if form.note and not reading.shared.catalog.formations and _typed_apart(reading, form):
        return False  # `1st Platoon – infantry` over `- Lt. Compton's lot`: so too one typed after its dash
    if entry is not None and entry.named and form.note and _typed_apart(reading, form):
        return False  # `11th Hussars — armoured cars`: the type after the dash, a unit so named
    return (
        entry is None
        or bool(entry.choices)
        or entry.named
        or _over_counted(reading, position, items, form)
        or (
            not (form.note or entry.label or entry.note or entry.options)
            and (_counted_under(items, position, form) or _units_under(reading, items, position, form))
        )
        or (
            bool(entry.label and _NUMBERED.search(entry.label))
            and _units_under(reading, items, position, form)
        )
    )


def _typed_apart(reading: Reading, form: Form) -> bool:
    """Whether the words after a line's dash are a type's own, the words before it the unit's
    name (`11th Hussars — armoured cars`): the line is that unit, whatever its name's words hint."""
    typed = read_entry(reading.names, form.text, form.note)
    return typed is not None and typed.known and not typed.named and typed.label == form.text


def _over_counted(reading: Reading, position: int, items: list[tuple[int, Form]], form: Form) -> bool:
    """Whether a line naming a unit with no count, over lines indented deeper that each count
    units, is their formation's heading, its words holding a formation's (`Cossack Regiment (Don
    Cossacks)`, `Cavalleria "Lancieri di Novara"`): a unit has no counted units under it."""
    base = split_groups(form.text, quoted=True)[0]
    return bool(reading.names.formations_in_part(base)[0]) and _counted_under(items, position, form)


def _counted_under(items: list[tuple[int, Form]], position: int, form: Form) -> bool:
    """Whether the lines indented under a line each count units (`Camions` over `3 camions`):
    a unit has no counted units under it, so the line heads them."""
    under = [
        following
        for _, following in itertools.takewhile(
            lambda item: item[1].kind == "entry" and _deeper(form, item[1]), items[position + 1 :]
        )
    ]
    return bool(under) and all(following.count is not None for following in under)


def _type_word(reading: Reading, text: str) -> bool:
    """Whether words are only a type's name in the catalog (`cavalerie`), no unit's own."""
    found = reading.names.read(text)
    return found is not None and found.exact and not found.named


def _units_under(reading: Reading, items: list[tuple[int, Form]], position: int, form: Form) -> bool:
    """Whether the lines indented under a line, two or more, are each a unit of the catalog
    (`Regimentul 2 Roșiori (cavalerie)` over `- comandament`, `- 3 baze cavalerie`): a unit has
    no units under it, so a line naming one by a body's numbered name heads them (a person's,
    `Col. Brown (Rifles)`, stays the unit he is)."""
    under = [
        following
        for _, following in itertools.takewhile(
            lambda item: item[1].kind == "entry" and _deeper(form, item[1]), items[position + 1 :]
        )
    ]
    return len(under) > 1 and all(
        (entry := reading._read(following)) is not None and entry.known for following in under
    )


def _deeper(form: Form, following: Form) -> bool:
    """Whether a line stands under a plain line: indented deeper, or bulleted under a line that is not."""
    return following.indent > form.indent or (
        following.bullet and _under(form, following) and following.indent >= form.indent
    )


def _restated(reading: Reading, position: int, items: list[tuple[int, Form]], form: Form) -> Form | None:
    """The heading a named line is over the lines indented under it, where its brackets only
    restate their type (`Zug 1 (Pz IV)` over `4 x Pz.Kpfw. IV`, a list within a list of an
    HTML mail): the heading `Zug 1`, its members all that type; None for any other line
    (`Col. Brown (Rifles)` over `4 x Rifles` and `MG` stays a unit so named). A heading's
    (`1st Platoon (Pz IV):`) are the entries after it at any indentation."""
    if form.kind not in ("entry", "heading") or form.count is not None or form.general:
        return None
    entry = read_entry(reading.names, form.text)
    if entry is None or entry.label is None or not entry.known or entry.general:
        return None
    after = form.text.removeprefix(entry.label).strip()
    # A unit's name without its type's words (`1st` of `1st Cav`) heads the lines only as written.
    heading = entry.label if after[:1] in ("", "(", "[") else form.text
    said = after.strip(" ()[]")
    if form_of(said, reading.shared.vocabulary).count is not None or reading.names.formation(said):
        return None  # `1st Platoon (2 x Tiger I)`: members; `Lone Tiger (Heavy platoon)`: its type
    under = []
    for _, following in items[position + 1 :]:
        if following.kind != "entry" or (form.kind == "entry" and following.indent <= form.indent):
            break
        under.append(read_entry(reading.names, following.text))
    if under and all(member is not None and member.element == entry.element for member in under):
        return replace(form, text=heading)
    return None


def _replies(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line ending in a colon is a reply's `On Monday, Bob wrote:` over the lines it
    quotes, not a heading over lines of the list."""
    return (
        not form.level
        and reading.names.formation(form.text) is None
        and _introduces_quote(reading.shared.lines, number)
    )


def _heading(reading: Reading, form: Form, number: int, *, colon: bool, over: bool = False) -> None:
    """`over`: the heading has lines indented under it, so words in its brackets that count no
    units are its name (`Cossack Regiment (Don Cossacks)`), its members being those lines."""
    if reading.open is not None and reading.open.kind == "formation":
        # `schwere Panzer-Kompanie` over `Schwerer Zug: 3 Tiger I`; `## Infanterie` over `- **IR 99**`
        bold = form.bold or _BOLD_FIRST.match(reading.shared.lines[number - 1]) is not None
        _titles(reading, reading.open, over_bold=bold and form.bullet) or _titles_its_kind(reading, form.text)
    _close(reading)
    reading.last_unit = reading.last_said = None
    text = form.text
    if not text:
        return
    if key(text) in reading.shared.words.general:
        reading.open = _Open(number, text, form.indent, form.bullet, "generals", colon=colon)
        reading.unit_lines.add(number)
        reading.gave.append(Gave(number, "heading"))
        return
    if _alone(reading, text):
        reading.headings[number] = text
        reading.gave.append(Gave(number, "heading"))
        reading.open = _Open(number, text, form.indent, form.bullet, "section", colon=colon)
        return
    if given := _options_given(reading, text, form.note):
        reading.gave.append(Gave(number, "given", given))
        reading.open = _Open(
            number, text, form.indent, form.bullet, "section", form.level > 0, colon=colon, given=given
        )
        return
    exact = exact_id("formation", form.attributes)
    writer = form.bold and form.bullet
    typed = (
        _Type(exact, None)
        if exact is not None
        else _type(
            reading,
            text,
            form.note,
            partial=not writer
            and (not form.level or _type_words(reading, text) or _ordered_body(reading, text)),
        )
    )
    listed = _section_units(reading, form) if typed.formation is None and not typed.members else None
    if listed is not None:  # `## Support - 1 x Pz IV`: a section's words, then its units
        text, members = listed
        typed = _type(reading, text, "")
    else:
        members = ()
    if typed.formation is None and writer and _ID.fullmatch(text):
        unknown = unknown_entry(reading.names, text)  # the Markdown's formation of a type no catalog knows
        typed = _Type(unknown.element, unknown.label)
    elif typed.formation is None and writer:
        # Bold, as the Markdown writes a formation, but naming no type whole nor written as an
        # id: a player's heading (`- **Cyclist Regiment "Samokatchiki"**`, `- **Guns**`).
        typed, writer = _type(reading, text, form.note), False
    opened = _Open(
        number,
        text,
        form.indent,
        form.bullet,
        "section",
        form.level > 0,
        writer,
        colon,
        attributes=form.attributes,
        numbered=form.numbered,
    )
    # `(cavalerie)` counts nothing; `Stab, 5 inf, 2 MG` counts its parts after the first
    if (
        over
        and typed.members
        and all(form_of(part).count is None for said in typed.members for part in said.split(","))
    ):
        base, groups = split_groups(text)
        # `Regimentul 2 Roșiori (cavalerie)`: the arm written apart is its type's word, no name's
        arm = bool(base.strip() and groups) and all(_type_word(reading, group) for group in groups)
        typed = replace(typed, label=base.strip() if arm else text, members=())
    if (
        typed.formation is not None
        and not (form.level or typed.members)
        and (_sentence(reading, text) or (form.note and _sentence(reading, form.note)))
    ):
        typed = _Type(None, text)  # `Fine, I'll take the Allies. Two full platoons:`, `Dan - swapped the...`
    if typed.formation is not None:
        # `Infantry Bn`, `1st Bn`: written in the type's own words, an alias no other type shares
        # among them, it names the type in full; `5e Régiment de Cuirassiers à pied` only in part
        partial = typed.partial and not reading.names.only_its_words(text, typed.formation)
        if typed.partial and not reading.names.aliased(text, typed.formation):  # `plt A`: named in full
            reading.taken.append(TakenFormation(number, text, typed.formation))
        reading.open = replace(
            opened,
            kind="formation",
            formation=typed.formation,
            label=typed.label,
            partial=partial,
            inline=bool(typed.members) and form.kind == "entry",  # `1st platoon - 5x T-34-85`
        )
        begun = _begin(reading, reading.open)
        named = typed.label or ""
        dashed = bool(form.note) and begun.get("name") == named and named.endswith(form.note)
        if dashed and dated(f" – {form.note}"):
            # `146e RI – Verdun, mars 1916`: where and when it fought, set apart by its dash as a
            # title's are, no part of its name (the label keeps them: over the general they title the army)
            begun["name"] = named.removesuffix(form.note).rstrip(" -–—")
        for inline in typed.members:
            reading._line(replace(form_of(inline, reading.shared.vocabulary), indent=form.indent + 1), number)
        return
    if form.level and number == next(iter(reading.levels), number):
        reading.headings[number] = text  # the first `#` heading (`levels` keeps line order): the title
        reading.gave.append(Gave(number, "heading"))
        reading.open = opened
    elif not form.level and (
        len((split_groups(text)[0] if over else text).split()) > _most_words(reading, number, over)
        and not typed.among
    ):
        reading._note(number, _said(text, form.note))  # a sentence ending in a colon, not a section
        return
    else:
        reading.headings[number] = text
        reading.gave.append(Gave(number, "heading"))
        # `Cyclists` over a command and cyclists: a unit type's words say what its units are, and
        # name no formation of them, as a formation type's words alone name none
        label = None if _type_word(reading, text) else typed.label or text
        reading.open = replace(opened, kind="fit", label=label, among=typed.among)
    for inline in members:
        reading._line(replace(form_of(inline, reading.shared.vocabulary), indent=form.indent + 1), number)


_BOLD_FIRST = on_first_use(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)\S")
"""A line whose first words are bold (`- **IR 99** (Infanterie-Regiment)`), as Markdown writes a formation."""


def _most_words(reading: Reading, number: int, over: bool) -> int:
    """The most words a heading naming no type may have: over bulleted lines, as many as a line
    that heads them may (`2nd Bn Royal Welsh Fusiliers` over `- Regt HQ`); else a section's few,
    so a signature over its indented motto stays one (`-- Wes Tanaka, Boise, ID`)."""
    forms = reading.shared.forms
    bulleted = over and number < len(forms) and forms[number].bullet
    return SECTION_WORDS + 2 if bulleted else SECTION_WORDS


def _section_units(reading: Reading, form: Form) -> tuple[str, tuple[str, ...]] | None:
    """A heading naming no formation type, and the units it counts after a colon or a dash
    (`## Support - 1 x Pz IV`, `Reserve: 2 x Field Artillery`): they are its section's, as the
    lines under it would be, never dropped with its words."""
    if form.note and _counts_units(reading, form.note):
        return form.text, (form.note,)  # the dash the grammar took as a note's
    for mark in (": ", *_SPACED_DASHES):
        own, found, rest = form.text.partition(mark)
        short = form.level or len(own.split()) <= SECTION_WORDS
        if found and own.strip() and short and _counts_units(reading, rest):
            return own.strip(), (rest.strip(),)
    return None


def _type_words(reading: Reading, text: str) -> bool:
    """Whether a heading's words, but for numbers and letters (`1st platoon`, `Platoon A`, `hvy
    plt 2`), all write part of a formation type: a Markdown heading so names the type in part,
    where one with other words (`Schwere Panzer-Abteilung 505`) is a title."""
    said = [word for word in words(text) if not word[0].isdigit() and len(word) > 1]
    return bool(said) and all(reading.names.formations_in_part(word)[0] for word in said)


def _ordered_body(reading: Reading, text: str) -> bool:
    """Whether a heading is an ordinal then a formation type's word (`7e Bataillon de chasseurs
    alpins`, `2nd Battalion The Buffs`): a body numbered among its kind, so of that type, whatever
    its words after; a title of other words is none (`Schwere Panzer-Abteilung 505`)."""
    written = text.split()
    return len(written) > 2 and ordinal(text) and reading.names.formation(written[1]) is not None


def _compounded(reading: Reading, word: str, *, whole: bool = False) -> str | None:
    """The formation type a German compound ends in, a kind of it joined before by a dash
    (`Reserve-Infanterie-Regiment`, `Landwehr-Infanterie-Regiment`); None for any other word.
    `whole`: only where the words it ends in are themselves joined, the type's whole name
    (`Infanterie-Regiment`), not a body's word alone (`Garde-Regiment`, a guards regiment of any arm)."""
    joined = word.split("-")
    if " " in word.strip() or len(joined) < 2:
        return None
    return next(
        (
            found
            for at in range(1, len(joined) - 1 if whole else len(joined))
            if (found := reading.names.formation("-".join(joined[at:])))
        ),
        None,
    )


def _type(reading: Reading, text: str, note: str, *, partial: bool = True) -> "_Type":
    """The formation type a heading names and the formation's own name: whole (`Infantry
    Battalion`), beside its name (`1st Bn (Inf Bn)`, `1st Bn - Infantry Battalion`, `Infantry
    regiment - Guard company`), or in part (`1st Platoon`); its members written beside it
    (`1st Platoon (5 x T-34/85)`, `Inf Bn - 4 rifles, 1 MG`)."""
    if note and _counts_units(reading, note):  # its members after a dash, read as after a colon
        typed = _type(reading, text, "", partial=partial)
        if typed.formation is not None:
            return replace(typed, members=(*typed.members, note))
    names = reading.names
    whole = names.formation(text)
    if whole is not None:
        return _Type(whole, note or None, partial=names.shared(text, whole))
    for mark in _SPACED_DASHES:
        # `## 1st Platoon – 5 × T-34-85`, `## Zug 2 — 4 × Pz IV`: a heading's members after a dash,
        # its words before them the formation's, whole or in part, as a line's would be
        own, dash, listed = text.partition(mark)
        if dash and not note and _counts_units(reading, listed):
            typed = _type(reading, own.strip(), listed.strip())
            if typed.formation is not None:
                return typed
    kind, colon, own = text.partition(": ")
    if (
        colon
        and (whole := names.formation(own)) is not None
        and not any(c.isdigit() for c in own)
        and (names.formation(kind) is not None or key(kind) in BODY_KEYS)
    ):
        return _Type(whole, note or None, partial=names.shared(own, whole))  # `Regiment: Infantry regiment`
    if colon and own and (by_kind := names.formation(kind)) is not None and not _counts_units(reading, own):
        return _Type(by_kind, own, partial=names.shared(kind, by_kind))  # `Platoon: 1. Zug`
    if colon and own and key(kind) in _roles(names) and not _counts_units(reading, own):
        # `Core: Cavalry Regiment (4th Light Horse)`: the rules' word for the formation's role (its tag)
        return _type(reading, own, note, partial=partial)
    if colon and kind and (after := names.formation(own)) is not None and names.formation(kind) is None:
        return _Type(after, kind)  # `3rd Battalion: Infantry Battalion`, as after a dash
    if colon and own and key(kind) in BODY_KEYS and not _counts_units(reading, own):
        # `Reggimento: 28° Fanteria "Pavia"`: a body's word labels the name, as `Regiment:` does
        return _type(reading, own, note, partial=partial)
    if note and (other := names.formation(note)) is not None:
        return _Type(other, text)
    for mark in _SPACED_DASHES:  # `### 9th Lancers — cavalry regiment`, a sheet's `Regt - 1st Lancers`
        own, dash, kind = text.rpartition(mark)
        if dash and own.strip() and (other := names.formation(kind)) is not None:
            return _Type(other, own.strip())
        if (
            dash
            and kind.strip()
            and (other := names.formation(own)) is not None
            and not _counts_units(reading, kind)
        ):
            return _Type(other, kind.strip())
    quoted = _QUOTED_NAME.match(text)
    if quoted and (by_kind := names.formation(quoted["kind"])) is not None:
        return _Type(by_kind, quoted["own"].strip())  # `Heavy platoon "Lucky Seven"` is named Lucky Seven
    base, groups = split_groups(text, quoted=True)
    members: list[str] = []
    named: list[str] = []
    for group in groups:
        said = [item for item in parts(_joined(group)) if not _is_cost(item, reading.shared.words)]
        if len(said) == 1 and (taken := _TAKEN_AS.match(said[0])):
            said = [said[0][taken.end() :]]  # `(as a regiment)`: what the player takes it as
        found = names.formation(said[0]) or _compounded(reading, said[0]) if len(said) == 1 else None
        if found is not None:
            return _Type(found, base or None)
        if said and not _bracket_members(reading, said[0]):
            named.append(group)  # `Inf Bn (1st Wessex)`: the formation's own name
        else:
            members += said
    if groups and (found := names.formation(base)) is not None:
        return _Type(found, ", ".join(named) or note or None, members=tuple(members))
    fits, full = names.formations_in_part(base) if partial else ([], False)
    # `1st Zug (heavy)`: words in brackets that name the type in part, not the name; numbered, they
    # gloss the name (`Pluton 1 (1st platoon)`)
    typed_apart = [
        group
        for group in named
        if partial and not any(c.isdigit() for c in group) and _type_words(reading, group)
    ]
    if typed_apart:
        said = names.formations_in_part(" ".join(typed_apart))[0]
        fits, named = said if len(said) == 1 else fits, [group for group in named if group not in typed_apart]
    type_words = " ".join(w for w in words(base) if not w[0].isdigit())  # its own name's brackets apart
    if len(fits) > 1 and (short := names.formation(type_words)) in fits:
        fits = [short]  # `153e RI`: `RI` is part of both regiments' words, but one's own short form
    said = words(base)
    # `Recon`, `Průzkum`: one word of the type's own, no number or letter of a name beside it
    only_type = not named and len(said) == 1 and len(said[0]) > 1 and not said[0][0].isdigit()
    only_type = only_type and "." not in base and _type_words(reading, base)
    base = " ".join([base, *(f"({group})" for group in named)])
    label = base if not note else f"{base} - {note}"
    if len(fits) == 1:  # `1° Plotone`, `Zug 3`: a number and the type's word, an alias's too
        in_full = full or names.formation(type_words) == fits[0]
        # `Regimiento de Infantería 13 Belozersky`: an alias of the type of two words or more, whole
        # (one word, `Bn`, may begin a title: `2nd Bn Royal Welch Fusiliers`)
        in_full = in_full or any(
            found == fits[0] and " " in spelt and set(spelt.split()) <= set(said)
            for spelt, found in names.formations.items()
        )
        # `Reserve-Infanterie-Regiment 99`: a kind of the regiment joined before its whole word
        in_full = in_full or any(_compounded(reading, word, whole=True) == fits[0] for word in base.split())
        # `Infantry Bn`: the type written short, with no number or word of a name of its own
        only_type = only_type or (
            not named
            and len(said) > 1
            and names.only_its_words(base, fits[0])
            and not any(numbering(w) for w in said)
        )
        given = (note or None) if only_type else label  # the type's own word names no platoon of its own
        return _Type(fits[0], given, partial=not in_full, members=tuple(members))
    return _Type(None, label, among=tuple(fits), members=tuple(members))


def _roles(names: Names) -> frozenset[str]:
    """The words the catalog tags its formations by (`core`), as `key` spells them."""
    return frozenset(key(tag) for formation in names.catalog.formations for tag in formation.tags)


def _told(reading: Reading, form: Form, number: int) -> bool:
    """A list told in one sentence on a line of its own, its chatter around it (`Hi Steve, my
    list for Sunday: 2 inf, 1 mortar, 2 tanks. Cheers, Bob`): read so, where the words before
    it are talk, a greeting or the game's options, not a heading's (`RI 33: cmd, 5 inf`, `Company HQ: 2 x T-34`), or
    where nothing is before it and a signature after it (`2 inf, 1 mortar, 2 tanks. Cheers, Bob`),
    or its own total (`Gen: inf; bn: 4 inf, 1 mg; 2 tanks. Total 36.`, `... | Sniper (1) = 35`)."""
    if form.indent or form.bullet or reading.open is not None or form.kind != "entry" or reading.unit_lines:
        return False  # after a list's entries, `I think: 2 tanks, 1 mortar is too much` is talk
    text = plain_text(reading.shared.lines[number - 1])
    starts = list(itertools.islice(_LIST_STARTS.finditer(text), MAX_STARTS))
    # The words before any start may bring it: `Tom - mine for Sat: ...` names who it is for first.
    heads = [text[: brought.start()] for brought in starts]
    after = "".join(_LISTED.split(text, maxsplit=1)[1:]).strip()
    signed_off = (
        not starts
        and (chatter(after) or signed(after) is not None)
        and reading.names.read(form_of(after, reading.shared.vocabulary).text) is None  # `. 2 tanks`
    )
    closing = _LISTED.split(after, maxsplit=1)[0]
    totalled = (bool(closing) and form_of(closing, reading.shared.vocabulary).field == "total") or (
        "=" in text and _SUMMED.search(_unsigned(text)) is not None  # `... = 36AP -Dave`
    )
    if heads and _type(reading, heads[0], "").formation is not None:
        return False
    brought = any(chatter(head) or talk(head) for head in heads)
    # `Tonight's 4-unit game (Scenario 2): ...`: words giving the game's options bring it as talk does
    brought = brought or (bool(heads) and bool(options_said(heads[0], list(reading.shared.catalog.options))))
    if not (signed_off or totalled or brought):
        return False
    return _one_line(reading, number)


def _one_line(reading: Reading, number: int) -> bool:
    """A whole list on one line between a greeting and a signature (`HitT for sat - gen
    (rifles), 2 tanks, FOO, 2 arty. cheers Rob`): the list after the colon or dash where most
    of its parts are units, to the end of its sentence; the words before it and the sentences
    after it say options and the player. False where no list is there."""
    text = plain_text(reading.shared.lines[number - 1])
    marks = _BARRED_STARTS if "|" in text else _SENTENCE_STARTS
    signature = ""
    dashed = _signature_after_dash(text)
    if dashed is not None:
        text, signature = text[: dashed.start()], dashed.group(0)  # `..., 75mm howitzers -- Dave Kirkby`
    elif (signing := _signature_after_sum(text)) is not None:
        text, signature = text[:signing], text[signing:]  # `..., mines = 36AP cheers Dave`
    found = [
        (told[2], start, told[0], told[1])
        for start in (
            0,
            *(
                mark.end()
                for mark in itertools.islice(marks.finditer(text), MAX_STARTS)
                if not _heads_part(reading, text[: mark.start()])
            ),
            *_after_talk(reading, text),
        )
        if (told := _said_as_list(reading, _LISTED.split(text[start:], maxsplit=1)[0]))[0]
    ]
    if found:  # where most parts are units, the later start of two (`British: 1 Inf, ...`)
        _, start, pieces, ending = max(found, key=lambda told: told[:2])
        pieces, beyond = _summed(reading, number, _LISTED.split(text[start:], maxsplit=1)[0], pieces)
        pieces, totalled = _totalled_after_dash(reading, pieces)
        after = [
            said
            for sentence in (totalled, *_LISTED.split(text[start:])[1:], ending, beyond, signature)
            for said in _ASKED.split(sentence)
        ]
        options = list(reading.shared.catalog.options)
        # below the list, `Total 7 unidades` counts its units, as a line of its own does
        named = named_before_list(reading, text[:start]) or named_before_game(reading, number)
        if not reading.name and named:
            reading.name = named
            reading.gave.append(Gave(number, "name"))
        for words_said, above in ((text[:start], True), *((sentence, False) for sentence in after)):
            for option, value in options_said(words_said, options, counts=above).items():
                reading.options.setdefault(option, value)
        for at, piece in enumerate(pieces):
            if not _unit(reading, piece) and (
                stated := _options_of_part(reading, number, text[:start], at, piece)
            ):
                for option, value in stated.items():  # `..., eje 1943`: the side and the year, no unit
                    reading.options.setdefault(option, value)
                reading.gave.append(Gave(number, "options", tuple(stated)))
                continue
            if piece.count is not None and counts_units(piece.text) and reading._read(piece) is None:
                # `..., y dos carros Sherman, seis unidades en total`: the player's count of his
                # units, as `Six units.` on a line of its own; no unit, and no size (README)
                reading.gave.append(Gave(number, "count"))
                continue
            noted = len(reading.notes)
            if _named_unit(reading, piece):
                piece = replace(piece, bullet=True)  # `..., 75mm howitzers`: an item of the list, no title
            reading._line(piece, number)
            if len(reading.notes) > noted:  # one of the list's parts: unknown, never prose left unread
                del reading.notes[noted:]
                unknown = unknown_entry(reading.names, piece.text, piece.note)
                reading._add(unknown, piece.count, piece.attributes, number, None)
        _close(reading)
        for sentence in after:  # `..., a sniper. 35ap I think? Rob`: the list's own total after it
            if (total := form_of(sentence.strip(), reading.shared.vocabulary)).field == "total":
                _field(reading, total, number)
            elif reading.stated is None and (value := _number(stated_total(sentence))) is not None:
                reading.stated = Stated(number, value)  # `Tror det blir 36 tilsammen?`
                reading.gave.append(Gave(number, "total"))
        tail = [piece for piece in after if piece.strip()]
        last = plain_text(tail[-1]).strip() if tail else ""
        # `... e un carro M13/40. Gianluca R.`: the point the sentences were parted at is the
        # family name's initial's, where the line ends on it
        pointed = f"{last}." if text.rstrip().endswith(f"{last}.") else last
        player = (signed(pointed) or signed(last)) if tail and not reading.player else None
        if player and not reading.units_say(number, player):  # `... 1 Tiger I. Gruss Tiger`
            reading.player = player
            reading.gave.append(Gave(number, "player"))
        return True
    return False


def _options_of_part(reading: Reading, number: int, before: str, at: int, piece: Form) -> dict[str, Any]:
    """The options a part of a list told in one line states that names no unit (`..., eje 1943`);
    the first part, a count of units (`hex game thurs - me: 4 units, ...`), is read with the words
    before the list: on the game's line, the size the list is made to, as `4 units:` there is."""
    options = list(reading.shared.catalog.options)
    if at or piece.count is None:
        return options_said(piece.text, options)
    game = number in reading.shared.system_lines
    said = options_said(f"{before} {piece.count} {piece.text}", options, game=game)
    # `Per giovedì (OHW beta, 4 unità) porto 2 plotoni di bersaglieri, ...`: what the words before
    # state alone is theirs, and the part after them is a unit still
    alone = options_said(before, options, game=game)
    return {option: value for option, value in said.items() if alone.get(option) != value}


_WORD = on_first_use(r"\S+")
_TALK_WORDS = 12
"""The words a list told in one sentence is looked for after, from its start: talk bringing it is short."""


def _after_talk(reading: Reading, text: str) -> tuple[int, ...]:
    """Where a list told in one sentence begins after the talk bringing it, no colon or dash
    between (`For Thursday's 4-unit game I'll bring two infantry platoons, a mortar platoon...`):
    at its first count, the words before it talk. None where the line's first clause has none. A
    comma in brackets ends no clause: `For Thursday (OHW beta, 4 units) I bring 2 infantry, ...`
    gives the game's options aside, within the clause."""
    first = parts(text)[:1]
    clause = text[: text.index(first[0]) + len(first[0])] if first else ""
    for found in itertools.islice(_WORD.finditer(clause), 1, _TALK_WORDS):
        if talk(text[: found.start()]) and form_of(clause[found.start() :], reading.shared.vocabulary).count:
            return (found.start(),)
    return ()


def _totalled_after_dash(reading: Reading, pieces: list[Form]) -> tuple[list[Form], str]:
    """The parts of a list told in one line whose last part's words after a dash are the list's own
    total (`..., pole minowe - razem 33 pkt`): no note of the last unit; and those words."""
    last = pieces[-1] if pieces else None
    if last is None or not last.note or form_of(last.note, reading.shared.vocabulary).field != "total":
        return pieces, ""
    return [*pieces[:-1], replace(last, note="")], last.note


def _unsigned(text: str) -> str:
    """A list told in one line without the name signing it after a dash at its end."""
    dashed = _signature_after_dash(text)
    return text[: dashed.start()] if dashed is not None else text


def _signature_after_dash(text: str) -> re.Match[str] | None:
    """The name and any sign-off after a dash at the end of a list told in one line (`..., 2
    Shermans -- Dave Kirkby`, `..., 1 AT gun -- cheers, Tom`): capitalised, as a name is, or
    brought by a sign-off (`-- reserve` says where the last unit stands). None else."""
    dashed = _SIGNED_AFTER_DASH.search(text)
    if dashed is not None and dashed.group(0).lstrip(" -—–")[:1].isupper() and signed(dashed.group(0)):
        return dashed
    dashed = _SIGNED_OFF_AFTER_DASH.search(text)
    if dashed is not None and signs_off(dashed.group(0).lstrip(" -—–")) and signed(dashed.group(0)):
        return dashed
    return None


def _signature_after_sum(text: str) -> int | None:
    """Where the sign-off and name start after the sum ending a list told in one line, its cost's
    word or none between (`..., mines = 36AP cheers Dave`, `... = 36 AP ta Mick`): past its sum
    the list has no part left, so a sign-off there signs it. None else."""
    summed = _SUMMED_THEN.search(text)
    if summed is None:
        return None
    for after in re.finditer(r"\s+", text[summed.end() :]):  # after the figure, or after its word
        at = summed.end() + after.end()
        if signs_off(text[at:]) and signed(text[at:]):
            return at
        if text[summed.end() : at].strip():
            break  # one word at most between, the cost's
    return None


def _heads_part(reading: Reading, before: str) -> bool:
    """Whether the words before a colon or a dash in a list told in one line, back to its last
    part's mark or colon, head a part of it (`Pułk ułanów: 4x ułani, 1x ckm`, `Sunday: generał:
    piechota`): a formation's type or the general's word, so the list does not start after them."""
    said = re.split(r"[|,;]|:\s|\s[-–—]\s", before)[-1].strip()
    if not said or form_of(said, reading.shared.vocabulary).field == "total":
        return False  # `HitT, 36 PA: ...`: the list's limit, though `PA` shortens a battalion's word
    return key(said) in _GENERALS or _type(reading, said, "").formation is not None


def _summed(reading: Reading, number: int, listed: str, pieces: list[Form]) -> tuple[list[Form], str]:
    """The parts of a list told in one line whose sum follows its last part (`..., sniper, mines =
    36`): that is the list's own total, not the last part's cost, where no other part gives one;
    or where the last part gives its own (`..., sniper (1) = 36 AP -- Kuba`), the words after a
    dash beyond the sum being no part's (they may sign the list). And those words."""
    if not pieces or not pieces[-1].cost or "=" not in listed:
        return pieces, ""
    last = pieces[-1]
    found = _SUMMED.search(listed)
    if found is not None and not any(piece.cost for piece in pieces[:-1]):
        kept, beyond, value = replace(last, cost=False, stated="", bare=""), "", _number(found.group(1))
        if found.group(2) and key(found.group(2)) not in reading.shared.cost_words:
            return pieces, ""
    elif (kept := form_of(last.text, reading.shared.vocabulary)).cost:
        beyond, value = last.note, _number(last.stated)  # `sniper (1)`: its own cost, then the sum
    else:
        return pieces, ""
    if value is None:
        return pieces, ""
    reading.stated = Stated(number, value)
    reading.gave.append(Gave(number, "total"))
    return [*pieces[:-1], kept], beyond


def _said_as_list(reading: Reading, text: str) -> tuple[list[Form], str, int]:
    """The entries of a list told in one sentence, its chatter at either end set aside (`hi all,
    2 inf, 1 mortar, cheers`): more than half of them units of the catalog (or formations with
    their members, or models counted in figures), two at least naming their type; the others are read too, as unknown or asked. [] else. And
    the chatter after them, which may sign the list (`..., 2 tanks, cheers Bob`), and how many
    of them are units."""
    # Parted at its semicolons before its commas, which may part a formation's members within one
    # (`gen: inf; bn: 4 inf, 1 mg; 2 arditi`); at its commas before `+` and `and`: `inf bn 4 rifles
    # + mg` is one part, the battalion with its members.
    for pieces in (parts(text, "|"), parts(text, ";"), parts(text, ","), parts(_joined(text))):
        # a part told on one line is no numbered list's item: `1. szakasz 4 Pz IV` is the 1st platoon
        forms = [
            _general_alone(
                reading,
                form_of(as_ordinal(piece) if piece[:1].isdigit() else piece, reading.shared.vocabulary),
            )
            for piece in pieces
        ]
        forms = [*forms[:-1], *_series_end(reading, forms[-1])] if forms else forms
        known = [f for f in forms if _listed_unit(reading, f)]
        if len(known) < 2:
            continue  # no list, whatever its ends say: they are not weighed (a greeting's words are many)
        ending = ""
        # `..., a T-34 platoon, that's the lot`: talk closing it, as a sign-off does, signing nothing
        while (
            forms
            and _aside(forms[-1], known)
            and (chatter(forms[-1].text) or signed(forms[-1].text) or talk(forms[-1].text))
        ):
            dropped = forms.pop().text
            if chatter(dropped) or signed(dropped):
                ending = ending or dropped
        while forms and _aside(forms[0], known) and chatter(forms[0].text):
            forms.pop(0)
        # `1x Sherman`, `1x 6pdr`: a model of a type counted in figures is a unit, as a type is
        weighed = len(known) + sum(1 for f in forms if f not in known and _counted_model(reading, f))
        if 2 * weighed > len(forms) and all(f.kind == "entry" for f in forms):
            return forms, ending, len(known)
    return [], "", 0


def _series_end(reading: Reading, form: Form) -> list[Form]:
    """The last part of a list told in one sentence, or the two units its `and` joins, as a series
    ends (`..., cañón antitanque y artillería`): each side names a type uncounted."""
    if form.kind != "entry" or form.count is not None or _unit(reading, form):
        return [form]
    joined = [form_of(part, reading.shared.vocabulary) for part in and_parts(form.text)]
    both = len(joined) == 2 and all(part.count is None and _unit(reading, part) for part in joined)
    return [replace(joined[0], bullet=form.bullet), replace(joined[1], note=form.note)] if both else [form]


def _general_alone(reading: Reading, form: Form) -> Form:
    """`gen` as a part of a list told in one line: the general, of the one type the rules let be
    the general (Tank Attack's Rifles). On a line of its own the word may head the units under it."""
    general = reading.shared.general
    if form.kind != "entry" or form.count is not None or key(form.text) not in _GENERALS or general is None:
        return form
    return replace(form, text=reading.shared.index.elements[general].name, general=True)


def _listed_unit(reading: Reading, form: Form) -> bool:
    """Whether a part of a list told in one line writes units of the catalog: a unit, a formation
    with its members (`inf bn 4 rifles + MG`, `inf bn (4 rifles + MG)`), or units one after
    another (`the FOO and a sniper`)."""
    if (
        _unit(reading, _general_in_note(reading, form))
        or _inline(reading, form)
        or _named_first(reading, form)
    ):
        return True
    if form.kind != "entry":
        return False
    if _named_unit(reading, form):
        return True
    if form.count is None and _type(reading, form.text, form.note).members:
        return True
    if form.grouped and reading.names.formation(form.grouped) and _counts_units(reading, form.text):
        return True  # `2 platoons of 4 Pz IVs`
    pieces = parts(_joined(form.text if form.count is None else f"{form.count} x {form.text}"))
    return len(pieces) > 1 and all(
        _unit(reading, form_of(piece, reading.shared.vocabulary)) for piece in pieces
    )


def _named_unit(reading: Reading, form: Form) -> bool:
    """Whether a part of a list told in one line names a unit by its own words beside its type's
    (`75mm howitzers`, `6pdr ATG`), with an option of its type (`elite paratroopers`) or by a
    model's name whole (`Pak 40`, `Tiger I`): a unit, as the type alone is; a name of words of its
    own (`Dave's Shermans`) may be chatter's."""
    found = reading._read(form)
    if found is None or not found.known or not found.named or not found.label:
        return False
    base = split_groups(form.text)[0]
    return bool(found.options) or key(found.label) != key(base) or reading.names.model_whole(base)


def _listed(reading: Reading, text: str, *, counted: bool = True, members: bool = False) -> list[Form]:
    """The entries of a list written as one sentence (`2 Inf, 1 Mortar, 1 ATG`, `2 Inf; 1 Mortar`,
    `General Rifles, 2 Tanks, Fighter`): each part a unit of the catalog, some counted (or none,
    not `counted`: `tiger, tiger, tiger` after a platoon's heading), or, where they are a
    formation's `members`, a model counted in figures (`2 MG 08`); [] else."""
    for mark in (",", ";"):
        pieces = [form_of(piece, reading.shared.vocabulary) for piece in parts(_joined(text), mark)]
        if (
            len(pieces) > 1
            and (not counted or any(piece.count is not None for piece in pieces))
            and all(_unit(reading, p) or (members and _counted_model(reading, p)) for p in pieces)
        ):
            if not counted and len({key(piece.text) for piece in pieces}) == 1 and pieces[0].count is None:
                return [replace(pieces[0], count=len(pieces))]  # `tiger, tiger, tiger`: 3 Tigers
            return pieces
    return []


def _counted_model(reading: Reading, form: Form) -> bool:
    """Whether a part of a formation's line is a model of the catalog's type counted in figures
    (`2 MG 08`): a member, as a type counted is; a name alone may be a remark's."""
    if form.kind != "entry" or form.count is None or form.worded:
        return False
    found = reading._read(form)
    return found is not None and found.known and found.named and not found.choices


def _unit(reading: Reading, form: Form) -> bool:
    """Whether a line's words name a unit of the catalog, or units it asks which of."""
    found = reading._read(form) if form.kind == "entry" else None
    return found is not None and not found.named and (found.known or bool(found.choices))


def _options_given(reading: Reading, text: str, note: str) -> tuple[str, ...]:
    """The option a heading of an option's words alone gives the units under it, as players group
    them by quality (`### Elite`, `Militia:`, `Green`); () for any other heading, and for one
    naming a formation type too."""
    if note or len(text.split()) > 3:
        return ()
    option = reading.names.any_option(text)
    if option is None or _type(reading, text, "").formation is not None:
        return ()
    return (option,)


def _alone(reading: Reading, text: str) -> bool:
    """Whether a heading puts its units in no formation: its words, or its first or last words
    beside those of the units (`Independent tanks`, `Carri indipendenti`), say they stand alone,
    and name no formation type in full.
    Its first word may be one of those words cut short, four letters or more (`indep`, `unabh.`),
    or its words in brackets say it (`HQ (independent)`)."""
    said = key(text)
    if any(f" {word} " in f" {' '.join(words(text))} " for word in _OUTSIDE):
        return True  # `Not in the regiment`: outside the formation it names
    first = said.split(" ", 1)[0]
    alone = any(
        said == word
        or said.startswith(f"{word} ")
        or said.endswith(f" {word}")  # `Carri indipendenti`, `Chars isolés`: the word after the noun
        or (len(first) >= 4 and word.startswith(first))
        for word in _ALONE
    ) or any(key(group) in _ALONE for group in split_groups(text)[1])
    alone = alone or first in _ALONE or said.rpartition(" ")[2] in _ALONE  # `Independente`: a form of one
    typed = _type(reading, text, "")
    return alone and (typed.formation is None or typed.partial)  # an `Independent platoon` is one


def _sentence(reading: Reading, text: str) -> bool:
    """Whether a heading holding a formation type's word is a sentence about the list, not a
    formation's heading: more words than a heading has, besides any in brackets, or the end of
    one sentence in it (`Privet! Two regiments and some guns`)."""
    said = split_groups(text)[0]
    for mark in _SPACED_DASHES:
        own, dash, _ = said.partition(mark)
        if dash and reading.names.formation(own) is not None:
            said = own  # `Pułk kawalerii - 1 Pułk Ułanów Legionów`: the type, then its name
    return reading.names.formation(text) is None and (
        len(said.split()) > SECTION_WORDS + 2
        or sentences(said)
        or _FIRST_PERSON_PAST.search(said) is not None
    )


_FIRST_PERSON_PAST = on_first_use(r"(?<![^\s,])[a-ząćęłńóśźż]\w{2,}(?:łem|łam)(?=[\s,.:!]|$)")
"""A Polish verb in the first person past, in small letters (`dodałem`, I added; `zmieniłam`):
the player saying what they did, as no formation's heading does (`poprawiona rozpiska, dodałem
ciężarówki dla piechoty:`); a name's word in its capital (`Orłem`) is not one."""


def _bracket_members(reading: Reading, words: str) -> bool:
    """Whether words in a heading's brackets begin its members (`5 x T-34/85`, `4 Rifles`,
    `4 rifles 1 mg`, `Tigers`) rather than its name (`1st Wessex`, `Guards`): counted with a mark,
    or naming a unit of the catalog, or units counted one after another."""
    said = form_of(words, reading.shared.vocabulary)
    if said.kind != "entry":
        return False
    if said.count is not None and not (said.worded or said.loose):
        return True
    entry = reading._read(replace(said, note=""))
    if entry is None and said.count is not None:
        return _counts_units(reading, words)  # `4 rifles 1 mg`: units counted one after another
    return entry is not None and not entry.named  # `2nd Lancers`: a regiment's name, not a unit


def _counts_units(reading: Reading, words: str) -> bool:
    """Whether words begin with a unit of the catalog counted in figures or words (`4 rifles,
    1 MG`, `four T-34-85`, `4 x Rifles 1 x MG`, its first words a type's), rather than naming something (`2 Coy`, `Guard company`, `A Coy`)."""
    said = form_of(words, reading.shared.vocabulary)
    if said.count is None and "," in words:
        return _lists_units(reading, words)
    first = parts(_joined(said.text))[:1]
    lone = said.worded and words.split()[0].casefold() in ("a", "an")
    if said.kind != "entry" or said.count is None or lone or not first:
        return False
    member = replace(said, text=first[0], note="")
    return reading._read(member) is not None or bool(_named_first(reading, member))  # `4 x Rifles 1 x MG`


def _lists_units(reading: Reading, words: str) -> bool:
    """Whether words are units of the catalog parted by commas, some counted (`Stab, 5 inf, 2 MG`:
    the one command base a player writes with no count, as a regiment has one)."""
    pieces = [form_of(piece.strip(), reading.shared.vocabulary) for piece in words.split(",")]
    return any(piece.count is not None for piece in pieces) and all(
        piece.kind == "entry" and reading._read(piece) is not None for piece in pieces
    )


_WITH = (" with ", " w/ ", " med ", " m ", " m/ ", " mit ", " avec ", " con ", " met ", " z ", " s ")
"""`with` between a formation's type and its members, in the languages players write and as a
text message shortens it (`bataljon m 4 rifles + 1 mg`): only after words naming a formation."""


def _inline(reading: Reading, form: Form) -> tuple[str, list[Form]] | None:
    """A formation's heading and its members on one line, after a colon, a dash or `=`: `RI 33:
    cmd, 5 inf, 1 mg`, `zug 1 - 5 Pz IV`, `Kampfgruppe Nord = 4 Pz IV + 1 Tiger`; the heading
    is the formation its words or its members make it. One member makes a heading only of
    words naming a formation type or numbering one (`Support - 2x Field Artillery` is a unit
    and its note); None where the line is no such heading, or one read elsewhere."""
    if form.kind != "entry" or form.general or form.label:
        return None
    if " = " in form.text and form.count is not None and not form.after and not form.note:
        return _members_make(reading, f"{form.count} {form.text}")
    if form.count is not None and not form.after:
        return None
    text = (
        f"{form.text} x{form.count}" if form.count is not None else form.text
    )  # `Heavy platoon: Tiger I x2`
    halves = [(form.text, form.note)] if form.note and form.count is None else []
    for mark in (": ", " = ", " of ", *_WITH):
        head, found, rest = text.partition(mark)
        if (
            found
            and not form.note
            and (mark in (": ", " = ") or _type(reading, head, "").formation is not None)
        ):
            halves.append((head, rest))  # `Platoon of 4 Pz IV`, `1st Platoon with 4 Pz IV`: of a type
    if (bare := _TYPE_THEN_COUNT.match(text)) and not form.note and reading.names.formation(bare.group(1)):
        halves.append(
            (bare.group(1), bare.group(2))
        )  # `inf bn 4 rifles + mg`: a type's name, then its members counted
    elif (
        (numbered := _NUMBERED_THEN_COUNT.match(text))
        and not form.note
        and ordinal(numbered.group(1))
        and _type(reading, numbered.group(1), "").formation is not None
    ):
        halves.append((numbered.group(1), numbered.group(2)))  # `1st Plt 5x T-34-85`: its type in part
    elif (
        (lettered := _LETTERED_THEN_COUNT.match(text))
        and not form.note
        and _type(reading, lettered.group(1), "").formation is not None
    ):
        halves.append((lettered.group(1), lettered.group(2)))  # `plt A 4x T-34-85`, `Zug 1 4 Pz IV`
    for head, rest in halves:
        head, rest = head.strip(), rest.strip()
        if not head or not rest or not (_could_name(head) or _alone(reading, head)):
            continue
        if "(" in head and _type(reading, head, "").formation is None:
            continue  # `1-й взвод (1st platoon): T-34-85 x5` is a heading, its gloss in brackets
        typed = _type(reading, head, rest)
        if typed.formation is not None and typed.members and rest == form.note and not form.bullet:
            # `Inf Bn - 4 rifles, 1 MG`: its members counted, read as its heading's; a bullet's
            # line (`- I. Bataillon - 4x Rifles, 1x MG 08`) is read so here
            return None
        typed = _type(reading, head, "")
        pieces = _listed(
            reading, rest, counted=typed.formation is None, members=typed.formation is not None
        )  # `hvy plt: tiger, tiger, tiger`
        first = parts(_joined(rest))[:1]  # `T-34-85 x4, commander's tank included`: counted, then a note
        if not pieces and (_counts_units(reading, rest) or (first and _counts_units(reading, first[0]))):
            pieces = [form_of(rest, reading.shared.vocabulary)]
        elif not pieces and typed.formation is not None:
            said = form_of(rest, reading.shared.vocabulary)  # `Zug: Panzer IVs, five of them`
            pieces = [said] if _counted_within(reading, said, None) is not None else []
        if not pieces or _unit(reading, Form("entry", head)):
            continue
        if len(pieces) > 1 or typed.formation is not None or typed.among or _NUMBERED.search(head):
            return head, pieces
        if _alone(reading, head):
            return head, pieces  # `indep: Tiger x1`: a unit standing alone, not one named so
    return None


def _members_make(reading: Reading, text: str) -> tuple[str, list[Form]] | None:
    """`4 rifles + 1 MG = the battalion`: units counted, then after `=` the formation they make,
    its type alone (an article before it says no more); None where those words name no type."""
    members, _, made = text.rpartition(" = ")
    kind = " ".join(w for w in made.split() if w.casefold() not in LINK_ARTICLES)
    if not kind or reading.names.formation(kind) is None:
        return None
    pieces = _listed(reading, members) or [
        said for said in (form_of(members, reading.shared.vocabulary),) if _unit(reading, said)
    ]
    return (kind, pieces) if pieces else None


def _headed(reading: Reading, form: Form, number: int) -> bool:
    """`Platoon 1: 5 x T-34/85`: a formation's heading with its one member on the same line,
    where the words before the colon name a formation type, or number one whose type its
    member decides, or say its units stand alone (`indep: Tiger x1`); False where they are the
    unit's own name (`Company HQ: 2 x T-34-85`), or its member's own words say it stands alone
    (`Recce: 2 x T34-85 (running loose, no platoon)`): then it heads no formation of its own."""
    typed = _type(reading, form.label, "")
    alone = _alone(reading, form.label)  # `indep: Tiger x1, Pz IV x1`: units standing alone
    if typed.formation is None and not typed.among and not _NUMBERED.search(form.label) and not alone:
        return False
    if (
        not alone
        and (form.note or "(" in form.text)
        and set_apart(" - ".join((*split_groups(form.text)[1], form.note)))
    ):
        return False
    _heading(
        reading, Form("heading", form.label.strip(), form.indent, bullet=form.bullet), number, colon=True
    )
    reading._line(replace(form, label="", indent=form.indent + 1, bullet=False), number)
    _close(reading)
    return True


def _numbered(reading: Reading, form: Form, number: int) -> Form | None:
    """`1 pluton: 5x T-34-85`, `3 Zug` or `1 Pułk Legionów (pułk piechoty)` over its members: a
    number with no mark before words that name a formation type in full and no unit type numbers
    the formation, its heading the name whole, not a count of units; None where the line is not so,
    the word is a plural (`2 platoons`), or nothing is written on its line or after it to hold."""
    if not form.loose or form.count is None:
        return None
    if not split_groups(form.text)[1] and not any(line.strip() for line in reading.shared.lines[number:]):
        return None  # `1 Zug` ending the text heads nothing
    names, base = reading.names, split_groups(form.text)[0]
    typed = _type(reading, form.text, form.note)
    # `1 pułk piechoty Legionów`: the type's whole name, then the formation's own words
    in_full = typed.formation is not None and (not typed.partial or names.aliased(base, typed.formation))
    if not in_full or names.read(base, loose=True):
        return None
    if names.formation(base) is not None and " ".join(words(base)) not in names.formations:
        return None  # `2 platoons`, `3 Züge`: a plural counts formations, it numbers none
    return replace(form, text=f"{form.count} {form.text}", count=None, loose=False, bullet=False)


def _titles(reading: Reading, opened: _Open, *, over_bold: bool = False, commands: bool = False) -> bool:
    """Whether a heading read as a formation from some of its words among others (`== 2nd
    Cavalry Brigade (HitT, 36 AP) ==`, `Regio Esercito`, whose `Regio` shortens `reggimento`),
    whose first line has no place in it or is another heading, titles the lines under it
    instead: it is then a heading, not a formation of nothing. A Markdown heading of a type's
    words alone (`## Infanterie`) over a formation in a bold bullet (`over_bold`) is its arm's;
    one of a number and a type's words (`152e RI`) over the army's general (`commands`) is the
    army's, as the general commands all of it, and so is one saying where and when it fought."""
    if commands and _dated_title(reading, opened):
        return True
    if not opened.partial or (
        _type_words(reading, opened.text) and not (over_bold and opened.hashed) and not commands
    ):
        return False
    return _headed_only(reading, opened)


def _dated_title(reading: Reading, opened: _Open) -> bool:
    """Whether a formation's heading given no member, over the army's general, says where and when
    it fought (`Reserve-Ulanen-Regiment 4 (Ostfront 1916)`): the army's title, as no formation a
    list fields names a front and a year. It is then a heading, as `_headed_only` makes it."""
    said = (
        opened.text,
        opened.label or "",
    )  # `Ulanen-Regiment 4 – Ostfront 1916`: its dash's words in the label
    return any(dated(text) for text in said) and _headed_only(reading, opened)


def dated(text: str) -> bool:
    """Whether words end by saying where and when, set apart by brackets or a dash (`(Ostfront
    1916)`, `– Marne 1914`), as an army's title does."""
    return _WHERE_AND_WHEN.search(text) is not None


_WHERE_AND_WHEN = on_first_use(
    r"(?:[(\[]\s*|\s[–—-]\s+)[^\W\d_][^\d()\[\]]{1,30}?\s+(?:1[89]|20)\d\d\s*[)\]]?\s*$"
)
"""Where and when, set apart at a heading's end by brackets or a dash: `(Ostfront 1916)`, `– Marne
1914`. A formation in a game is fought with has none: a heading with it over the general titles the army."""


def _titles_its_kind(reading: Reading, text: str) -> bool:
    """Whether the list's first formation, opened by a heading and given no member, is over the
    heading of another of its type (`Kgl. Bayer. 16. Reserve-Infanterie-Regiment` over `RIR 16:`):
    the regiment's full name titles the list, its bases listed under its short name. It is then a
    heading, as `_headed_only` makes it."""
    opened = reading.open
    if opened is None or opened.entry is None or opened.entry["elements"] or not text:
        return False
    if len(reading.units) != 1 or reading.units[0] is not opened.entry:
        return False  # a formation of nothing below others is the list's, its error the player's to see
    return _type(reading, text, "").formation == opened.formation and _headed_only(reading, opened)


def _headed_only(reading: Reading, opened: _Open) -> bool:
    """A formation opened by a heading and given no member, made the heading it then is: out of
    the roster and the formations taken, shown as a heading; False where it holds members."""
    entry = opened.entry
    if entry is None or entry["elements"] or not reading.units or reading.units[-1] is not entry:
        return False
    reading.units.pop()
    reading.places = {where: number for where, number in reading.places.items() if where != opened.path}
    reading.unit_lines.discard(opened.number)
    reading.taken = [taken for taken in reading.taken if taken.number != opened.number]
    reading.headings[opened.number] = opened.text
    reading.gave.append(Gave(opened.number, "heading"))
    opened.entry, opened.kind = None, "section"
    return True


def _opened_as(reading: Reading, within: str) -> bool:
    """Whether a row's formation cell names the type of the formation the row before opened, no
    member in it yet: the rows so marked are that one's members, not another formation's."""
    opened = reading.open
    if opened is None or opened.kind != "formation" or opened.entry is None or opened.entry["elements"]:
        return False
    return bool(within) and _type(reading, within, "").formation == opened.formation
