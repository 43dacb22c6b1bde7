"""Lines that are talk around a list, not entries: a sentence, a signature (`– Luc`), a size said
in words (`Six units.`), a line going on from the last entry. Apart because what makes a line
prose changes with how players write to each other, not with how they write units.
"""

import itertools
import re

from armybuilder.patterns import on_first_use
from armybuilder.textlist.army import SIGNATURE_LINES, SIGNATURE_SEPARATOR
from armybuilder.textlist.entries import split_groups
from armybuilder.textlist.grammar import CAPITALISED, GROUPS, MAX_COUNT_DIGITS, Form, plain_text
from armybuilder.textlist.names import words
from armybuilder.textlist.prose import ENDS, chatter, footer, sentences, signed, signs_short, talk, title
from armybuilder.textlist.reading import Gave, Reading
from armybuilder.textlist.tables import DELIMITERS
from armybuilder.textlist.written import SECTION_WORDS, _could_name, _few_words, _introduces_quote

_CALIBRE_FIRST = on_first_use(r"^\d{1,3}(?:[.,]\d)?\s?(?:mm|cm|in|inch|pdr|pr)\b", re.IGNORECASE)
"""A calibre opening a line (`7,5cm Geschütz`, `75mm Kanone`): a signature's name starts with none."""
_COUNTED_INSIDE = on_first_use(
    rf"(?<![^\s(])(?:[xX×]\s?\d{{1,{MAX_COUNT_DIGITS}}}|\d{{1,{MAX_COUNT_DIGITS}}}\s?[xX×])(?=[\s)])"
)
"""A count marked as a list marks one, amid a line's words: `Tank x2 in support`, `MG (2x) dug in`."""


_QUESTION = on_first_use(r"(?:^|[.!?]\s)([^.!?]*?[^\W\d_])\?(?=\s|$)")
"""A sentence ending in a question mark after a word: `Is 4 tanks too many?`."""
QUESTION_WORDS = 5
"""The fewest words of a question that is a sentence to the reader, not a unit in doubt (`Tiger?`)."""

_GAP = on_first_use(r"\s{2,}|\t")
"""A wide gap in a line, as a column or a player's spacing sets words apart: `2 tanks   how do we play it?`."""

_SIGNING = ("–", "—", "--", "~")
_STOPS = (".", "!", "?")
"""How a sentence ends."""
"""What leads a signature, as no bullet of a unit's line does: `– Luc`, `-- Luc`, `~Luc`."""


def _signs_off(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line naming no unit is the list's signature (`- Pete`): the text's last line
    (or the last above a reply's `... wrote:`), under a line of prose, or a field as a closing
    `Total: 16 bases.`, or a blank line after the system's (that lists the units itself), or
    set apart by a blank line and led by a dash no bullet is (`– Luc`, `-- Luc`) or by a
    bullet where the list's units have none (`- Jean-Luc`), or the
    sender's name. A counted line (`1 x Haevy Mortar`) signs nothing."""
    said = signed(reading.shared.lines[number - 1])  # as led: `- gaz` signs, `gaz` alone not
    if said is None or form.count is not None or number != _signing(reading):
        return False
    sender = reading.shared.sender
    if sender and (set(words(said)) <= set(words(sender)) or signs_short(said, sender)):
        return True  # `Marta` from Marta Nowak, `Kev` from Kevin, however near a name (`Mortar`) it is
    above = next((n for n in range(number - 1, 0, -1) if reading.shared.lines[n - 1].strip()), 0)
    prose = bool(reading.notes) and reading.notes[-1].number == above
    apart = above < number - 1  # a blank line between
    system = above in reading.shared.system_lines and apart
    led = reading.shared.lines[number - 1].lstrip()
    # A bullet signs a list of no bullets: `- Jean-Luc` under `3 limbers`.
    bulleted = any(reading.shared.forms[n - 1].bullet for n in reading.unit_lines)
    dashed = (
        apart and (led.startswith(_SIGNING) or (led[:1] == "-" and not bulleted)) and not _near(reading, form)
    )
    return above > 0 and (prose or system or dashed or reading.shared.forms[above - 1].kind == "field")


def signs_by_rule(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line led by `--`, a mail's signature rule, signs the list (`-- Gaz`) though its
    name is a type's word too (`gaz`, French for gas): the text's last line, a name and no count,
    in a list whose units no `--` leads (`-- Gas` among `-- Rifles`, `-- Tank` is a unit)."""
    lines = reading.shared.lines
    if not lines[number - 1].lstrip().startswith(SIGNATURE_SEPARATOR) or form.count is not None:
        return False
    if any(lines[n - 1].lstrip().startswith(SIGNATURE_SEPARATOR) for n in reading.unit_lines):
        return False
    return number == _signing(reading) and signed(lines[number - 1]) is not None


def asks(form: Form) -> bool:
    """Whether a line's own words ask the reader a question in a sentence (`Is 4 tanks too many?
    They eat PIPs.`, `Six units as per the book. Is the range really 2 hexes?`): talk about the
    list, never a unit, where no count is marked (`2 x Tiger?` is a unit in doubt). A question after
    a dash or in brackets is the unit's note (`Infantry - can they be elite?`)."""
    if form.count is not None and not (form.worded or form.loose):
        return False
    return any(len(found.group(1).split()) >= QUESTION_WORDS for found in _QUESTION.finditer(form.text))


def asked_apart(line: str) -> tuple[str, str] | None:
    """A line's words before a wide gap, and the question after it that they leave the reader
    (`2 tanks   how do we play it?`): the unit may be before it; None where no gap sets a question apart."""
    text = line.strip()
    gaps = list(_GAP.finditer(text))
    if not gaps:
        return None
    before, after = text[: gaps[-1].start()], text[gaps[-1].end() :]
    asked = _QUESTION.match(after)
    if asked is None or asked.end() != len(after) or len(asked.group(1).split()) < QUESTION_WORDS:
        return None
    return before, after


def signed_below(reading: Reading, number: int) -> bool:
    """Whether a line is under a mail's signature separator (`-- `): the text's last such line,
    with a signature's few lines under it and no counted entry among them. What is below it is
    the signature (the name, a club, a motto in quotes), never a unit however near a name it is."""
    separator = _separator(reading)
    return 0 < separator < number


def _separator(reading: Reading) -> int:
    if reading.separator is None:
        lines, forms = reading.shared.lines, reading.shared.forms
        rules = [n for n in reading.numbers if lines[n - 1].strip() == SIGNATURE_SEPARATOR]
        under = [n for n in reading.numbers if rules and n > rules[-1] and lines[n - 1].strip()]
        counted = any(
            (forms[n - 1].count is not None and not forms[n - 1].loose)
            or reading.names.read(forms[n - 1].text) is not None
            for n in under
        )  # `--` parting the list's own lines (`Tank`, `Mortar` under it): no signature
        reading.separator = rules[-1] if rules and len(under) <= SIGNATURE_LINES and not counted else 0
    return reading.separator


def _signing(reading: Reading) -> int:
    """The line that may sign the list: the text's last, or the last above a reply's `... wrote:`
    or a mail program's footer."""
    lines = reading.shared.lines
    after = [n for n in reading.numbers if lines[n - 1].strip() and not signed_below(reading, n)]
    if after and after[-1] == _separator(reading):
        after.pop()  # `Hank` above `--`: the name signs, the lines under the rule are its signature
    while after and (_introduces_quote(lines, after[-1]) or footer(lines[after[-1] - 1])):
        after.pop()  # `Sent from my iPhone` under the name: the phone's words, not the player's
    return after[-1] if after else 0


def _prose_line(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line that names no type is prose rather than an entry of a type the catalog
    lacks: no count, or one in words or with no mark (`36 AP if my maths is right`), no cost
    but on the list's first line (its title), and not a near miss of a name."""
    counted = form.count is not None and not (form.worded or form.loose)
    if counted or form.bullet or form.general or _near(reading, form):
        return False
    if _celled(reading, number) and number not in reading.shared.system_lines:
        return False  # `| Chars | |`: a row of a table's unit column is a unit, known or not
    if form.spoken:
        return True  # `[19:03] kev: 35 or 36 depending`: a chat's talk, naming no type
    if form.count is not None and _sized(reading, form.text):
        return True  # `Six units. Pozdrawiam,`: the list's size, and chatter after it
    if number > reading.extent[1] > 0 and form.count is None and (chatter(form.text) or talk(form.text)):
        return True  # `Hope that's legal`, `Tschüss` right under the list, before the signature
    if (
        number > reading.extent[1] > 0
        and form.worded
        and chatter(plain_text(reading.shared.lines[number - 1]))
    ):
        return True  # `A presto,`, `A samedi,`: a sign-off whose first word reads as a count
    if reading.open is not None and form.indent > reading.open.indent and _could_name(form.text):
        return False  # `  Stab` indented under `1er RI`: a member the catalog lacks, never a signature
    if (reading.extent[0] < number < reading.extent[1] or _follows(reading, number)) and (
        _could_name(form.text) or (form.count is not None and _few_words(form.text))
    ):
        return False  # among the list's entries: a unit the catalog lacks, never prose left unread
    if _counted_unit(reading, form, number) or (_COUNTED_INSIDE.search(form.text) and _could_name(form.text)):
        return False  # `Tank x2 in support` as the text's last line: an entry, never a name signing it
    if (
        _CALIBRE_FIRST.match(form.text)
        and (found := reading._read(form)) is not None
        and (found.known or found.choices)
    ):
        return False  # `7,5cm Geschütz` as the text's last line: a gun by its calibre, no name signing it
    if number < reading.extent[0] and _catalogs_words(reading, form.text):
        return False  # `Bn HQ` above the entries: a unit the catalog lacks, never the army's name
    if form.cost and sentences(form.text) and talk(form.text):
        return True  # `Finally got enough painted. We're doing the usual 36AP.`: the limit, in talk
    first = next((n for n in reading.numbers if reading.shared.lines[n - 1].strip()), None)
    if form.cost and number < reading.extent[0] and title(form.text):
        return True  # `British 1917 - 36 AP` above the list: its name and size, not a unit
    return not form.cost or number == first or form.loose


def wrapped(reading: Reading, number: int) -> bool:
    """Whether a line is part of a sentence wrapped over two lines: the upper one long as no unit's
    line is and breaking off mid-sentence (no stop, comma or colon at its end), the lower one right
    under it ending with a stop (`Mark took the Germans: two grenadier units, a Panther battalion
    as heavy` / `tanks and a battery of Nebelwerfers.`); or the lower one, where the upper was
    read as prose. Neither is a bullet's: a list's lines do not run on."""
    lines, forms = reading.shared.lines, reading.shared.forms
    if forms[number - 1].bullet:
        return False
    # The catalog's names are read last, only for the few lines a sentence's shape holds: every line
    # of a list passes here.
    below = lines[number].strip() if number < len(lines) else ""
    if (
        _runs_on(lines[number - 1])
        and below.endswith(_STOPS)
        and not (forms[number].bullet or _counted_type(reading, forms[number]))
    ):  # a sign-off under it ends in a name's initial (`pozdr, Piotrek K.`), no sentence's stop
        return not _counted_type(reading, forms[number - 1]) and (
            number < len(lines) - 1 or signed(below) is None
        )
    prose_above = bool(reading.notes) and reading.notes[-1].number == number - 1
    above = lines[number - 2].strip() if number > 1 else ""
    return (
        prose_above
        and bool(above)
        and not above.endswith(ENDS)
        and lines[number - 1].rstrip().endswith(_STOPS)
        and not _counted_type(reading, forms[number - 1])
    )


def _counted_type(reading: Reading, form: Form) -> bool:
    """Whether a line is counted in figures and opens with a name the catalog reads (`4 x Rifles
    (the lads from Perth)`, `2 x Tank.`): a unit with its note, never half of a wrapped sentence."""
    return form.count is not None and not form.worded and _opens_with_type(reading, form.text)


def _opens_with_type(reading: Reading, text: str) -> bool:
    """Whether a line's first words (up to four) are a name the catalog reads: `Tank`, `Pz IV ausf H
    with schurzen`, `Machine gun base, with the spare crews`."""
    said = text.split()[:4]
    return any(
        reading.names.read(" ".join(said[:end]).strip(".,;:()")) is not None
        for end in range(len(said), 0, -1)
    )


def _runs_on(line: str) -> bool:
    """Whether a line is long as a sentence is and breaks off before its end."""
    text = plain_text(line).strip()
    # Words counted only as far as the bound: a line of several entries is asked once for each.
    return len(text.split(maxsplit=SECTION_WORDS + 3)) > SECTION_WORDS + 2 and not text.endswith(ENDS)


def _celled(reading: Reading, number: int) -> bool:
    """Whether a line is a table's row whose cells are marked (`|`, a tab, `;`, `,`): one set out
    by spaces alone, as a club's form is, may be its section's word or its signature."""
    return number in reading.tabled and any(
        mark in reading.shared.lines[number - 1] for mark in ("|", *DELIMITERS)
    )


def _catalogs_words(reading: Reading, text: str) -> bool:
    """Whether a line of two words or more writes only the catalog's words, the general's post
    or a formation's shortened (`Bn HQ`, `Regt MG`), as a unit's line does and an army's name
    does not."""
    said = words(text)
    known = reading.names.vocabulary | reading.shared.words.general
    return (
        len(said) > 1
        and _could_name(text)
        and all(word in known or reading.names.formations_in_part(word)[0] for word in said)
    )


def _counted_unit(reading: Reading, form: Form, number: int) -> bool:
    """Whether a line counted with no mark, outside the entries, is a unit the catalog lacks:
    `2 Cromwell` right above or below them, or a name under them (`1944 Normandy` is a year)."""
    if not (form.loose and form.count is not None and form.count < 1000 and _could_name(form.text)):
        return False
    return _touches(reading, number) or (number > reading.extent[1] > 0 and form.text[:1].isupper())


def _touches(reading: Reading, number: int) -> bool:
    """Whether a line outside the list's extent joins its entries with no blank line between."""
    low, high = reading.extent
    if not low:
        return False
    start, end = (number, low) if number < low else (high, number)
    return all(reading.shared.lines[n - 1].strip() for n in range(start, end + 1))


def _sized(reading: Reading, text: str) -> bool:
    """Whether a counted line's words are those players count units by, naming no formation:
    `Six units.`, `6 bases in all`, the list's size."""
    first = text.split()[0].strip(".,;:!?").casefold() if text.split() else ""
    group = first.removesuffix("s") in GROUPS or first.removesuffix("ies") + "y" in GROUPS
    return group and not reading.names.formations_in_part(first)[0]


def _follows(reading: Reading, number: int) -> bool:
    """Whether a line goes on from the list's last entry, no blank line between, and is not
    the text's last line (which may sign it): `Whippet` under `Tank x2`, before `Cheers, Bob`."""
    if reading.going_on is None:
        reading.going_on = _going_on(reading)
    return number in reading.going_on


def _going_on(reading: Reading) -> frozenset[int]:
    lines, last = reading.shared.lines, reading.extent[1]
    after = [n for n in reading.numbers if n > last > 0 and lines[n - 1].strip()]
    while after and (_introduces_quote(lines, after[-1]) or footer(lines[after[-1] - 1])):
        after.pop()  # a reply's `On Monday, Bob wrote:`, a phone's footer: the line above may sign
    block = itertools.takewhile(lambda pair: pair[0] == pair[1], zip(after[:-1], itertools.count(last + 1)))
    going = {number for number, _ in block}
    if after == [last + 1] and _noted_unit(reading, last + 1):
        going.add(last + 1)  # `Zeppelin (dug in)` right under the list, a unit's note and no name: a unit
    return frozenset(going)


def _noted_unit(reading: Reading, number: int) -> bool:
    """Whether a line carries a note as an entry does (in brackets, after a dash) and is no name
    that could sign the list."""
    form = reading.shared.forms[number - 1]
    noted = bool(form.note or split_groups(form.text)[1])
    return noted and signed(plain_text(reading.shared.lines[number - 1])) is None


def _near(reading: Reading, form: Form) -> bool:
    """Whether an unread line is a misspelt entry rather than prose: its name, without the note
    in brackets after it (`Sniperr (in the church tower)`), close to a name, and no sentence,
    greeting or sign-off (`thanks` is no Tank)."""
    if form.text.endswith(ENDS) or chatter(form.text):
        return False
    return reading.names.near(split_groups(form.text)[0] or form.text)


_NAMED_IN_TALK = on_first_use(
    r"(?i:\b(?:the|my|our|mon|notre|le|mein|unser|das)\s+(?:army|regiment|force|armée|régiment|armee)\s+"
    r"(?:is|will\s+be|est|s['’]appelle|ist|heißt|heisst)(?:\s+(?:called|named|nommée?|genannt))?\s+"
    r"(?:(?:the|le|la|das|der|die)\s+)?)"
    rf"(?P<name>{CAPITALISED}(?:\s+{CAPITALISED})*)"
)
"""The writer's words naming the army in talk: `the regiment is 10th Royal Fusiliers`, `My army is
called the Kaiser's Own`, `mon régiment s'appelle 151e RI`; the name its capitalised or numbered
words (`... if anyone cares` is none of it)."""


def named_in_talk(reading: Reading) -> str:
    """The army's name the writer gives in a line of talk around the list (a chat's afterthought,
    a mail's PS), where no title names it; '' where none does."""
    for note in reading.notes:
        if (found := _NAMED_IN_TALK.search(reading.shared.lines[note.number - 1])) is not None:
            reading.gave.append(Gave(note.number, "name"))
            return found.group("name").rstrip(".")
    return ""
