"""Lines that say something of the whole list, not of a unit: its army's name and its player, its
options (`Era: Late`), the total it states, its links and signature. Apart because they fill the
roster's own fields and name no unit.
"""

import re
from dataclasses import replace
from typing import Any

from armybuilder.engine.compare import same_player
from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import ChoiceOption, FlagOption, NumberOption, RosterOption
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.asking import _TOTAL_OF
from armybuilder.textlist.entries import read_entry
from armybuilder.textlist.grammar import (
    BODY_WORDS,
    CAMPAIGN_PLACES,
    CAPITALISED,
    FIELDS,
    MONTH_WORDS,
    MONTHS,
    SEASON_WORDS,
    YES_WORDS,
    Form,
    Vocabulary,
    ends_in_body,
    form_of,
    keyed,
    outline_number,
    plain_text,
    unescape,
)
from armybuilder.textlist.links import brought, link
from armybuilder.textlist.names import Systems, key, words
from armybuilder.textlist.organised import ordinal
from armybuilder.textlist.prose import (
    FOR_WORDS,
    LIST_ALONE,
    LIST_BEFORE_DASH,
    bare_name,
    chatter,
    counts_alone,
    footer,
    header_line,
    marked_signature,
    names_scenario,
    option_words,
    options_said,
    past_occasion,
    run_on,
    says_none,
    sentences,
    signed,
    signed_after_stop,
    signed_at_end,
    stated_total,
    talk,
    title,
    unit_slip,
)
from armybuilder.textlist.reading import Gave, Reading, Respelt, Stated, TextLine, _label, entries_of
from armybuilder.textlist.tables import empty_cells_off, key_of_row
from armybuilder.textlist.written import _introduces_quote, _number

SIGNATURE_LINES = 6
"""Lines at the end of a list's text that may sign it: a sign-off, the name, a rule, the name again
with a club, a town and a telephone; more are a letter's, not its signature."""
SIGNATURE_SEPARATOR = "--"
"""The line a mail program sets above a signature (`-- `, its space stripped)."""
SIGNATURE_RULES = frozenset({SIGNATURE_SEPARATOR, "-- ", "—", "__"})
"""The rule a mail program sets above a signature."""

_YES = frozenset({"y", "true", "on", "x", "✓", "✔", "1", *YES_WORDS, "да", "áno", "kyllä"})
"""A cell or value that says yes, in the languages players write (`Gral.` over `sí`)."""


_NO = frozenset({"no", "n", "false", "off"})


_UNKNOWN_OPTION = on_first_use(r"^([a-z0-9]+(?:-[a-z0-9]+)+|[a-z0-9]+)\s+(\S.*)$")


_BRACKETED = on_first_use(r"\s*\([^)]*\)")
_SUM_GIVES = on_first_use(r"=\s*(\d+(?:[.,]\d+)?)[^=\d]*$")
"""The sum after a total's parts, added up on its line: `Total : 2 + 11 + 6 = 19 PA`."""


_BESIDE_MARKS = frozenset("·|•")
_BESIDE_PLAYER = on_first_use(r"\s+[·|•]\s+")
"""The dot or bar between the player's name and more said beside it on their line."""
_BESIDE_WRITTEN = on_first_use(r"(?<!\\)[·|•]")
"""Such a mark as the line writes it, not escaped as Markdown escapes a name's own (`player a \\| b`)."""
_REMARKED = on_first_use(r"\s*\(([^()]*)\)\s*$|\s+[—–]\s+(\S.*)$")
"""Words in brackets ending a line, or after a long dash: a remark on what stands before them."""


def _starts(item: str, written: str) -> int | None:
    """Where `item` goes on after `written` at its start, whatever the case, spaces or dashes
    between the words (`Army size 6` after `army-size`); None where it does not start with it."""
    spelt = words(written)
    if not spelt:
        return None
    pattern = r"[\W_]*".join(re.escape(word) for word in spelt)
    found = re.match(rf"\s*{pattern}(?![^\W_])", item, re.IGNORECASE)
    return found.end() if found is not None else None


_VERSION = on_first_use(r"^(?:v\.?\s*)?\d+(?:\.\d+)+\s*(?=[-—–])")
"""A version written after a system's name, before a dash and the army's: `Tank Attack 5.0 - Brits`."""


def _rule(line: str) -> bool:
    stripped = line.strip()
    return len(stripped) >= 3 and len(set(stripped)) == 1 and stripped[0] in "=-"


def _value(option: RosterOption, text: str) -> Any:
    """A roster option's value as written in `Options:`; None for the Markdown's dash (not set)."""
    text = text.strip().rstrip(".")
    if text in ("", "—", "-"):
        return None
    folded = text.casefold()
    if isinstance(option, FlagOption):
        return True if folded in _YES else False if folded in _NO else text
    if isinstance(option, NumberOption):
        return int(text) if text.isdigit() and len(text) <= 9 else text
    if isinstance(option, ChoiceOption):
        return _choice(option, text)
    return text


def _choice(option: ChoiceOption, text: str) -> Any:
    """The choice a value states, by its name or an alias (`Allies`); or the one it starts with,
    a remark after it in brackets or after a dash (`6mm (nobody owns 108 AP of 15mm)`)."""
    for said in (text, _REMARK.split(text, maxsplit=1)[0]):
        squeezed = "".join(words(said))
        for choice in option.choices:
            spellings = [str(choice), *option.aliases.get(str(choice), [])]
            if squeezed and any("".join(words(spelt)) == squeezed for spelt in spellings):
                return choice
    return text


_REMARK = on_first_use(r"\s*[(\[]|\s+[-—–]\s+")
"""Where a remark after an option's value starts: a bracket, a spaced dash."""


def _field(reading: Reading, form: Form, number: int) -> None:
    text = _label(form.attributes) or _own_value(form) or form.text  # a name carried exactly, in braces
    if form.field == "fingerprint":
        reading.fingerprint = TextLine(number, form.text)
    elif form.field == "player" and 0 < len(text) <= MAX_NAME and not reading.player:
        # `Ana Costa (Club Porto)` is Ana Costa's, and so is `Ana Costa (Porto Pikemen)`: on a line that
        # only names the player, brackets after the name say who they are, never a part of the name;
        # a later `Player:` line (`Gracz: wszyscy`) is shown unread
        apart = _BESIDE_MARKS.intersection(text) and _BESIDE_WRITTEN.search(reading.shared.lines[number - 1])
        text, *beside = _BESIDE_PLAYER.split(text) if apart else (text,)
        for part in beside:  # `Giocatore: Lorenzo · Scenario 5 · 6 unità`: the size, else a remark
            _player_remark(reading, part.strip(), number)
        bare = bare_name(text)
        reading.player = _REMARKED.sub("", bare) or text
        if reading.player != bare and (remark := _REMARKED.search(bare)) is not None:
            said = next(part for part in remark.groups() if part is not None)  # a bracket's or a dash's
            _player_remark(reading, said.strip(), number)
    elif form.field == "name" and counts_alone(text, list(options := reading.shared.catalog.options)):
        said = options_said(text, options)  # `Force: 6 units`: how big the force is, no name
        for option, value in said.items():
            reading.options.setdefault(option, value)
        reading.gave.append(Gave(number, "options", tuple(said)))
        return
    elif form.field == "name" and 0 < len(text) <= MAX_NAME and not reading.name:
        # `Army: 4th Armoured (6 units)`: the size in its bracket; a name carried exactly kept whole
        sized = _sized(reading, text) if text.endswith(")") and not _label(form.attributes) else None
        named = text[: sized.start()] if sized is not None else text
        if not _label(form.attributes) and number not in reading.tabled:
            # `Armáda: 1. čs. prapor (Sokolovo 1943)`: where and when set apart, as a title's; a
            # sheet's column keeps its cell whole
            named = _ASIDE.sub(_aside_off, named.strip()) or named
        if not _label(form.attributes) and number not in reading.shared.system_lines and " - " in named:
            # `Army,Canadian Corps - Vimy 1917`: where and when after a short dash, in a row too
            named = _DASHED_WHEN.sub("", named.strip()) or named
        reading.name = _unquoted(named)
        if number in reading.shared.system_lines and not _label(form.attributes):
            # `Lijst: 1e Canadese Divisie (OHW WW2 beta 6 eenheden)` in a sheet's row: the game after it
            reading.name = _titled(reading, number) or reading.name
    elif form.field == "options":
        _options(reading, form.text, number)
        reading.options.update(form.attributes.values)  # values the engine refused, as written
        return
    elif form.field == "total":
        summed = _SUM_GIVES.search(form.text) if "=" in form.text else None
        value = _number(summed.group(1) if summed is not None else form.text)  # `2 + 11 + 6 = 19 PA`
        if value is None:
            return
        said = _TOTAL_OF.search(form.text)
        if (tally := _tally(reading, number, value, form.text)) is not None:
            reading.tallies.append(tally)
            reading.gave.append(Gave(number, "tally"))
            return
        costs = reading.shared.cost_words
        priced = any(key(word) in costs for word in form.text.split())  # `36 of 36 AP`
        if said is not None and said.group(1) and key(said.group(1)) not in costs and not priced:
            reading.gave.append(Gave(number, "count"))  # `Razem: 6 jednostek`: how many units, no cost
            return
        reading.stated = Stated(number, value)
    elif form.field not in ("summary", "system"):
        reading._note(number, form.text)
        return
    if form.field is not None:
        reading.gave.append(Gave(number, form.field))


def _own_value(form: Form) -> str:
    """A name's or a player's value up to where another field begins on its line (`Army: 3rd Rifles
    · Player: Sam Smith`, read in the pass over the lines' fields); '' where none does."""
    if form.field not in ("name", "player") or ":" not in form.text:
        return ""
    value, *later = _LATER_FIELD.split(form.text, maxsplit=1)
    return value if later and form_of(later[0].strip()).field is not None else ""


def _tally(reading: Reading, number: int, value: float, text: str) -> Stated | None:
    """The list's own count of one type of unit, where its total (`text`, as read on its line) counts
    units the catalog names whole (`Total 6 trucks`), not its cost; None else. Read on from the
    total's place: a list told in one line names its units before it (`2 tanks, ... 35ap I think?`)."""
    line = plain_text(reading.shared.lines[number - 1])
    said = _TOTAL_OF.search(line, max(line.find(text), 0))
    named = reading.names.read(said.group(1)) if said is not None and said.group(1) else None
    if named is None or not named.exact or named.near or named.settled is None:
        return None
    return Stated(number, value, named.settled)


def _player_remark(reading: Reading, remark: str, number: int) -> None:
    """The words in brackets after the player's name: the options they state (`Hans Meier
    (Germans)`, the side), else shown as the line's note (`Ana Costa (Porto Pikemen)`)."""
    named = options_said(remark, list(reading.shared.catalog.options))
    for option, value in named.items():
        reading.options.setdefault(option, value)
    if named:
        reading.gave.append(Gave(number, "options", tuple(named)))
    else:
        reading._note(number, remark)


def _options(reading: Reading, text: str, number: int) -> None:
    unread, ids = [], []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        option, value = _option(reading, item)
        unknown = _UNKNOWN_OPTION.match(item)
        if option is not None:
            if value is not None:
                reading.options[option.id] = value
                ids.append(option.id)
        elif unknown:  # an id the catalog lacks, as the Markdown writes it: the engine names it
            reading.options[unknown.group(1)] = unknown.group(2)
            ids.append(unknown.group(1))
        else:
            unread.append(item)
    reading.gave.append(Gave(number, "options", tuple(ids)))
    if unread:
        reading._note(number, ", ".join(unread))


def _option(reading: Reading, item: str) -> tuple[RosterOption | None, Any]:
    """The roster option an item starts with, by any of its names (`Figure scale`, `scale`,
    `Army size` of `Army size (units)`), and the value after it."""
    folded = item.casefold()
    for written, option in reading.names.options:
        size = len(written)
        if folded.startswith(written.casefold()) and (size == len(item) or not item[size].isalnum()):
            return option, _value(option, item[size:].strip(" :=\t"))
    for written, option in reading.names.options:
        found = _starts(item, _BRACKETED.sub("", written).strip())
        if found is not None:
            return option, _value(option, item[found:].strip(" :=\t"))
    return None, None


def _option_line(reading: Reading, text: str, number: int, after: str = "") -> bool:
    """`Side: Axis · Year: 1943`, `Army size 6.`: roster options on a line of their own; a choice
    under a label in the player's language (`Sida: Axeln`) and the player's or the army's key
    beside them (`· Spelare: Henrik`) are read as on lines of their own. The options the words
    `after` a dash state are the line's too (`Camp : Axe — année 1943`)."""
    found, fields = [], []
    for item in re.split(r"\s+[·|•]\s+|;\s*", text):
        option, value = _option(reading, item.rstrip(". "))
        if option is None and ":" in item:
            label, _, said = item.partition(":")
            if (choice := _choice_under(reading, label, said)) is not None:
                found.append(choice)
            elif (form := form_of(item.strip(), reading.shared.vocabulary)).field in ("player", "name"):
                fields.append(form)
            continue
        if (
            option is not None
            and isinstance(value, str)
            and value not in getattr(option, "choices", ())
            and option.id in options_said(item, list(reading.shared.catalog.options))
        ):
            # `Year 1944, Allies.`, `Scale 15mm, Massed Battles off.`: a sentence, more than the
            # option, for the prose's reading
            return False
        if option is not None and value is not None:
            found.append((option.id, value))
    if found and after:
        stated = options_said(after, list(reading.shared.catalog.options))
        found += [(option_id, value) for option_id, value in stated.items() if option_id not in dict(found)]
    for option_id, value in found:
        reading.options.setdefault(option_id, value)
    if found:
        reading.used.add(number)
        reading.gave.append(Gave(number, "options", tuple(option_id for option_id, _ in found)))
        for form in fields:
            _field(reading, form, number)
    return bool(found)


def _labelled_choice(reading: Reading, form: Form, number: int) -> bool:
    """`Skala: 6 mm`, `Strona: Alianci`: a label naming no unit, then one roster option's choice
    written whole (spaces aside): that option's value, in whatever language the label names it."""
    if form.label:
        label, value = form.label, f"{form.count} {form.text}" if form.count is not None else form.text
    elif form.count is None and not (form.note or form.stated or form.bullet or form.general):
        label, _, value = form.text.partition(":")
    else:
        return False
    if (found := _choice_under(reading, label, value)) is None:
        return False
    option_id, choice = found
    reading.options.setdefault(option_id, choice)
    reading.used.add(number)
    reading.gave.append(Gave(number, "options", (option_id,)))
    return True


def _choice_under(reading: Reading, label: str, value: str) -> tuple[str, Any] | None:
    """The one roster option's choice `value` writes whole (spaces aside) under a label naming no
    unit (`Strona: Alianci`), as (option id, choice); None else."""
    said = "".join(words(value))
    if not label.strip() or not said:
        return None
    found = {
        (option.id, choice)
        for option in reading.shared.catalog.options
        if isinstance(option, ChoiceOption)
        for choice in option.choices
        for spelt in (str(choice), *option.aliases.get(str(choice), []))
        if "".join(words(spelt)) == said
    }
    if len(found) != 1 or reading.names.read(label) is not None:
        return None
    return next(iter(found))


def _links(reading: Reading) -> None:
    entries = entries_of(reading.units)
    lines = {
        id(path.entry_in(reading.units)): n
        for path, n in reading.places.items()
        if path.steps[:1] == ("units",)
    }
    if reading.linked:
        said = {id(unit) for unit, _ in reading.linked}  # only the lines of linking units
        written = {unit: plain_text(reading.shared.lines[n - 1]) for unit, n in lines.items() if unit in said}
        formations = [unit for unit in reading.units if "formation" in unit]
        # `carried by lorry 4.1`: an outline's number labels its line's unit
        labels = {
            unit: label for unit, n in lines.items() if (label := outline_number(reading.shared.lines[n - 1]))
        }
        link(entries, reading.linked, reading.names, reading.shared.index, written, formations, labels)
    after: dict[int, dict[str, Any]] = {}
    for source, new in brought(entries, reading.names, reading.shared.index):
        # `2 x 75 towed by 2 horse teams`: the teams are the line's too, listed after its guns
        reading._place_after(new, after.get(id(source), source), lines.get(id(source)))
        after[id(source)] = new


def _prose(reading: Reading) -> None:
    """What the lines that are no entry say: options in the words around the list or in its title
    (`Big Push, Massed Battles`), a total, the player's signature."""
    lines = reading.shared.lines
    first = min(reading.unit_lines, default=None)
    last = max(reading.unit_lines, default=None)
    options = reading.shared.catalog.options
    titles = {gave.number for gave in reading.gave if gave.said == "name"}
    titled: dict[str, Any] = {}  # what a title's words gave: where and when the army fought, no more
    # `3 units:`, `2 units:` over the list's parts count the parts, the first as the others
    parted = first is not None and any(
        first < number < (last or 0) and counts_alone(plain_text(lines[number - 1]), options)
        for number in reading.numbers
    )
    for previous, number in zip([0, *reading.numbers], reading.numbers, strict=False):
        line = lines[number - 1]
        field = reading.shared.forms[number - 1].field
        said = field not in ("player", "name", "options", "fingerprint") and number not in reading.used
        if first is not None and number not in reading.unit_lines and (said or number in titles):
            game = number in titles or number in reading.shared.system_lines or _game_hinted(reading, line)
            above = (
                lines[previous - 1] if previous == number - 1 and previous not in reading.unit_lines else ""
            )
            counts = number < first and not (parted and counts_alone(plain_text(line), options))
            named = _options_said(plain_text(above), plain_text(line), list(options), game, counts)
            if (slip := unit_slip(line, list(options))) is not None:
                named = _respelt_size(reading, number, above, line, slip, named, game, counts)
            for option, value in named.items():
                if titled.get(option, value) != value and _names_option(reading, option, line):
                    reading.options[option] = value  # `Year 1944` under `Kampfgruppe X — East Prussia, 1945`
                else:
                    reading.options.setdefault(option, value)
            if number in titles:
                titled.update(
                    (option, value) for option, value in named.items() if reading.options[option] == value
                )
            if named:
                reading.gave.append(Gave(number, "options", tuple(named)))
        if (
            number not in reading.unit_lines
            and not (number < (first or 0) and reading.stated is not None and reading.stated.number > number)
            and (total := stated_total(line))
            and (value := _number(total))
        ):  # a words' total above the list is no `Total:` line under it: that is its sum
            reading.stated = Stated(number, value)
            reading.gave.append(Gave(number, "total"))
    _fields_within(reading)
    if reading.stated is None and last is not None and ", " in lines[last - 1]:
        _total_after_last(reading, last)
    if not reading.player and last is not None:
        reading.player = _signature(reading, last) or ""
    reading.notes = [line for line in reading.notes if line.number not in reading.used]


def _names_option(reading: Reading, option_id: str, line: str) -> bool:
    """Whether a line names an option by its name (`Year 1944`, `Jahr 1944`): it states the
    option, over what a title's place and year imply."""
    said = f" {' '.join(words(line))} "
    return any(
        option.id == option_id and f" {' '.join(words(written))} " in said
        for written, option in reading.names.options
    )


def _total_after_last(reading: Reading, last: int) -> None:
    """The list's total its last unit's line states after a comma (`oh and 1 aircraft on top, 36
    exactly i reckon`): no more units follow to sum, so it is the list's own, where none is stated."""
    remark = plain_text(reading.shared.lines[last - 1]).rsplit(", ", 1)[1]
    if (value := _number(stated_total(remark))) is not None:
        reading.stated = Stated(last, value)
        reading.gave.append(Gave(last, "total"))


_LATER_FIELD = on_first_use(r"(?:(?<=[^\W\d_]{2})|(?<=\d))(?:[.;|·]|\s+[|·])\s+(?=[^\W\d_]+(?:\s?:\s|\s+\d))")
"""Where a field of its own begins after a line's first sentence (`..., 6 units. Player: Sam`),
or after a dot or bar set apart beside it (`Somme, July 1916 · Player: Gareth Pryce`), its key
before a colon or a number (`Sam Smith · Total 20 AP`)."""
_WITHIN = ("player", "name", "total")
"""The fields a label gives within a line of other words."""
_PIECES = 4
"""The most fields read after a line's first sentence: a line is read once, never piece by piece on."""


def _fields_within(reading: Reading) -> None:
    """The army's name, its player and its total a label gives after a sentence, a bar or bold
    words on a line read as no entry, wherever it stands, above the list or below it (`OHW WW2
    beta, 6 units. Player: Sam Okafor`, `**13 tanks.** Player: Sasha`): one pass over those lines,
    after the fields' own lines, the title and the list's own words, before its signature. Where
    two lines claim a field, the first in the text gives it; one already given stays (a `Player:`
    line of its own, a title over the list)."""
    lines = reading.shared.lines
    for number in reading.numbers:
        line = lines[number - 1]
        if number in reading.unit_lines or number in reading.used or number in reading.tabled:
            continue
        said = plain_text(line)
        # no key's colon nor number, no field after the first: the cheap test first; the first
        # piece is the line's own, read by the walk where it is a field (`Total: 20 AP. Player: Sam`)
        labelled = ":" in line or any(c.isdigit() for c in line)
        pieces = _LATER_FIELD.split(said)[1 : _PIECES + 1] if labelled else []
        if not reading.name or not reading.player:
            # `army name Kampfgruppe Meyer if you need one`: a key of more words needs no colon
            pieces += [f"{found['key']}: {found['value']}" for found in _KEYED.finditer(said)]
        for piece in pieces[:_PIECES]:
            form = form_of(piece.strip(), reading.shared.vocabulary)
            given = {"player": reading.player, "name": reading.name, "total": reading.stated}
            if form.field in _WITHIN and not given[form.field]:
                _field(reading, form, number)


_KEYED = on_first_use(
    r"(?<![^\W_])(?P<key>(?i:"
    + "|".join(
        r"\s+".join(map(re.escape, key.split()))
        for key, field in FIELDS.items()
        if " " in key and field in ("name", "player")
    )
    + rf"))\s+(?P<value>{CAPITALISED}(?:\s+{CAPITALISED})*)"
)
"""A key of the army's name or its player of more than one word, which labels what follows it without
its colon, in talk (`army name Kampfgruppe Meyer if you need one`, `prepared by Jan Peeters`): the
capitalised or numbered words after it are the value, the talk after them none of it."""


def _game_hinted(reading: Reading, line: str) -> bool:
    """Whether a line names the game by a loose word of its name (`ok final list for beta night, 6
    units:`): the game's line, as one naming it in full is, so a count on it is the game's size."""
    return bool(Systems([reading.shared.catalog]).hinted(plain_text(line)))


def _respelt_size(
    reading: Reading,
    number: int,
    above: str,
    line: str,
    slip: tuple[str, str],
    named: dict[str, Any],
    game: bool,
    counts: bool,
) -> dict[str, Any]:
    """The options a line states with its count's unit word one slip off read as the unit (`6
    untis`), said on the line as a unit's slip is; as read where the word gives nothing more."""
    written, unit = slip
    mended = re.sub(rf"(?<!\w){re.escape(written)}(?!\w)", unit, line)
    more = _options_said(
        plain_text(above), plain_text(mended), list(reading.shared.catalog.options), game, counts
    )
    if not more.keys() - named.keys():
        return named
    reading.respelt.append(Respelt(number, line.strip(), (slip,)))
    return more | named


def _options_said(
    above: str, line: str, options: list[RosterOption], game: bool, counts: bool
) -> dict[str, Any]:
    """The options a line of prose states, in the sentence the line above broke off too (`...,
    scenario 9 gives` / `the defender 5 units.`); those the words above state alone are theirs."""
    sentence = run_on(above, line)
    named = options_said(sentence, options, game=game, counts=counts)
    if sentence != line:
        upper = options_said(sentence[: -len(line)], options, game=game, counts=counts)
        named = {option: value for option, value in named.items() if option not in upper}
    return named


def _unit_named(reading: Reading, name: str) -> bool:
    """Whether a name is a unit's the catalog knows exactly (`Tiger`, `Balloon`)."""
    named = reading.names.read(name)
    return named is not None and named.exact and not named.near


def _signature(reading: Reading, last: int) -> str | None:
    """The name the list is signed with, in the lines after it (never a reply's `... wrote:`):
    the sender's own where the signature gives it (`Phil Nakamura` under `--`, before the club),
    else the name under a sign-off (`Thanks,`, then the name), written whole further down where
    it is (`Ruth`, then `Ruth Okonkwo-Hale` under `--`), else the one name under a signature's
    `--` rule (two there may be a club and a person: neither is taken), else the last line's."""
    lines = reading.shared.lines
    after = [n for n in reading.numbers if n > last and lines[n - 1].strip()]
    while after and (_introduces_quote(lines, after[-1]) or _footer_only(lines[after[-1] - 1])):
        after.pop()
    block = after[-SIGNATURE_LINES:]
    # a heading's dash is its section's (`### Support - Artillery`): a heading signs nothing
    signing = [n for n in block if n not in reading.levels and n not in reading.headings]
    names = [
        (n, name)
        for n in signing
        if (name := signed(plain_text(lines[n - 1])) or signed(lines[n - 1]))
        and (not _names_units(reading, name) or _ruled_apart(reading, n))
    ]
    if signing and signing[-1] == block[-1] and not names:
        # `Side: Aksen. Mvh Håkon`: the last line's sentence, then its sign-off and the name
        names = [(block[-1], name)] if (name := signed_after_stop(plain_text(lines[block[-1] - 1]))) else []
    # A list on one line, signed at its end (`... 2 shermans. -jt`), not by a unit (`cheers Tiger`)
    if not block:
        block = [last]
        name = signed_at_end(plain_text(lines[last - 1]))
        if name is not None and (_unit_named(reading, name) or reading.units_say(last, name)):
            name = None  # `1 Tiger I. Gruss Tiger`: the tank may be what is greeted
        names = [(last, name)] if name else []
    sender = reading.shared.sender
    if sender:  # a list is its sender's: another name in its signature is no player
        names = [(n, name) for n, name in names if same_player(name) == same_player(sender)][-1:]
    elif offs := [at for at, n in enumerate(block[:-1]) if _signs_off(lines[n - 1]) and n not in dict(names)]:
        under = [(n, name) for n, name in names if n == block[offs[-1] + 1]]  # `Thanks,`, the name, a club
        given = same_player(under[0][1]) + " " if under else None
        whole = [(n, name) for n, name in names if given and same_player(name).startswith(given)]
        names = whole[:1] or under
    elif rules := [n for n in block if lines[n - 1].strip() in SIGNATURE_RULES]:
        under = [(n, name) for n, name in names if n > rules[-1]]
        above = max((n for n in block if n < rules[-1]), default=0)
        # `Hank` above `--` and a motto under it: the name above the rule signs
        names = under if len(under) == 1 else [] if under else [(n, name) for n, name in names if n == above]
    else:
        # the last line's name; else one a line marks as signing, under which a motto or a post's
        # comment count stands (`-- Herb Vollmer, Fort Wayne`, then `"All the way."`)
        last_name = [(n, name) for n, name in names if n == block[-1]]
        names = last_name or [(n, name) for n, name in names if marked_signature(lines[n - 1])][-1:]
    if not names:
        return None
    ((number, found),) = names
    reading.gave.append(Gave(number, "player"))
    if number != last:  # the list's own line stays read as its units
        reading.used.add(number)
        reading.notes = [line for line in reading.notes if line.number != number]
    return found


def _names_units(reading: Reading, name: str) -> bool:
    """Whether a name is a unit's in any catalog's words, whole or word by word (`Artillery`,
    `Sherman`, `Stokes Rifles`): no person signs so, though `Stuart Smith` does."""
    known = reading.shared.unit_names
    return key(name) in known or all(key(word) in known for word in name.split())


def _ruled_apart(reading: Reading, number: int) -> bool:
    """Whether a line led by a mail's signature rule (`-- Gaz`) was read as no unit: its name signs,
    though a type's word too (`gaz`, the French for gas)."""
    return (
        reading.shared.lines[number - 1].lstrip().startswith(SIGNATURE_SEPARATOR)
        and number not in reading.unit_lines
    )


def _footer_only(line: str) -> bool:
    """Whether a line is a mail program's footer and no more: `sent from my phone sry typos -
    Jonno` signs after its dash."""
    if not footer(line):
        return False
    parts = re.split(r"\s[-—–]\s", plain_text(line))
    return len(parts) < 2 or signed(parts[-1]) is None


def _signs_off(line: str) -> bool:
    """Whether a line is a sign-off alone, in words (`Thanks,`, `Met vriendelijke groet,`): the
    name comes under it."""
    text = plain_text(line).strip()
    return chatter(text) and not any(c.isdigit() for c in text)


def _army(reading: Reading) -> str:
    """The army's name: a heading above the list (the system's name taken off it), or a title
    line: the list's first line where another follows it at once, or the line just above the
    list, or the one line above it that could name it. A greeting, a sentence, the limit or the
    system alone names none."""
    lines = reading.shared.lines
    first = min(reading.unit_lines, default=None)
    if first is None:
        return ""
    first = _list_top(reading, first)
    players = {gave.number for gave in reading.gave if gave.said == "player"}
    given = {gave.number for gave in reading.gave if gave.said == "given"}
    shown = [
        n
        for n in reading.numbers
        if n < first
        and lines[n - 1].strip()
        and not _rule(lines[n - 1])
        and n not in reading.tabled
        and n not in reading.used  # a roster option's line (`Year<TAB>1944`) names no army
        and n not in players  # nor the player's (`Speler;Jan Peeters`)
        and n not in given  # nor a heading giving the units under it an option (`### Elite`)
        and not reading.shared.forms[n - 1].spoken  # nor a chat's talk (`[20:41] marta: right, ...`)
        and not header_line(lines[n - 1])  # nor a post's `Subject: Round 4 lists`
        and not says_none(lines[n - 1])  # nor `Velitel: žádný`: the list has none
    ]
    headed = next((n for n in shown if reading.levels.get(n)), None)
    candidates = [headed] if headed is not None else []
    named = (
        headed is not None and headed in reading.shared.system_lines and _named_before_game(reading, headed)
    )
    if headed is not None and headed in reading.shared.system_lines and not named:
        # `# OHW WW2 beta — Thursday night campaign, game 3` over `## Kampfgruppe Meyer`: a
        # heading that names the system names the evening; a heading below it, the army.
        candidates += [n for n in shown if n > headed and reading.levels.get(n)]
    if shown:
        following = next((n for n in reading.numbers if n > shown[0] and lines[n - 1].strip()), None)
        if following == shown[0] + 1 or reading.shared.forms[shown[0] - 1].cost:
            candidates.append(shown[0])
        while first - 1 in players or (first - 2 in players and not lines[first - 2].strip()):
            first -= 1  # `Easy Company (6 units)` over `Player: Jake Halvorsen`: the title is over both
        if shown[-1] == first - 1 or (shown[-1] == first - 2 and _rule(lines[first - 2])):
            candidates += _over_subtitle(reading, shown[-1], shown)
            candidates.append(shown[-1])
        elif reading.shared.forms[shown[-1] - 1].cost:
            candidates.append(shown[-1])  # `British 1917 - 36 AP`, a blank line above the list
        if (
            len(shown) == 2
            and shown[0] in reading.shared.system_lines
            and shown[1] == shown[0] + 1
            and not _named_first(reading, shown[0])
            and not _subtitle(reading, shown[1])
        ):
            candidates.append(shown[1])  # `Tank Attack lista – 36 AP` over `Szegedi Honvédek`: its title
        # Past a greeting, the limit or the system's line, the one line left names the army.
        left = [n for n in shown if not _passed(reading, n)]
        if len(left) == 1 and len(shown) > 1:
            candidates.append(left[0])
        candidates += _set_apart(reading, first, shown)
    # A line naming the system names the army only where no other line does (`OHW WW2 beta -
    # online league, week 6` over `Combat Command B`), or where it names the army before the
    # game's name as the top heading (`## Deutsches Afrikakorps — OHW WW2 hexed` over `### Infantry`).
    candidates.sort(key=lambda n: n in reading.shared.system_lines and not (named and n == headed))
    for number in candidates:
        found = _titled(reading, number)
        if found:
            reading.used.add(number)
            reading.gave.append(Gave(number, "name"))
            return found
    return ""


_NAMED_BEFORE_LIST = on_first_use(r":\s+([^:]+?)\s+[-—–]\s*$|\s[-—–]\s+([^:—–]+?)\s*:\s*$")
"""A name between the words that bring a list told in one line and the dash that starts it, or
between a dash after them and the colon that starts it (`HitT, 36 PA – Błękitna Armia: ...`)."""


def named_before_list(reading: Reading, brought: str) -> str:
    """The army's name a list told in one line gives after the words that bring it and before the
    dash that starts it (`Minha lista p/ OHW hex (6 unidades): Força Expedicionária Brasileira -
    2x infantaria, ...`); '' where those words are the options, a scenario, a unit or talk."""
    found = _NAMED_BEFORE_LIST.search(brought)
    return _list_named(reading, found[1] or found[2]) if found is not None else ""


def named_before_game(reading: Reading, number: int) -> str:
    """The army's name a list told in one line gives before the system's name on it, numbered as a
    body is (`1ª Divisão de Infantaria Expedicionária, OHW WW2 hexagonal, 4 unidades: ...`); a
    place or a scenario there names none (`Arnhem bridge, OHW hex, 3 units: ...`)."""
    mention = reading.shared.system_lines.get(number)
    if mention is None:
        return ""
    before = unescape(plain_text(reading.shared.lines[number - 1]).strip())[: mention.start]
    said = before.strip(" ,;:-–—(")
    name, _, last = said.rpartition(" ")
    if name and last.casefold() in FOR_WORDS:
        said = name.rstrip(" ,;:-–—")  # `Kampfgruppe Hansen für OHW beta`: what the list is for
    return _list_named(reading, said) if any(c.isdigit() for c in said) else ""


def _list_named(reading: Reading, written: str) -> str:
    """`written` where it names the army, not the options, a scenario, a unit or talk."""
    said = _without_options(reading, _undecorated(written))
    if not title(said) or _options_only(reading, said) or names_scenario(said) or LIST_ALONE.match(said):
        return ""
    # `HitT: for Sunday - 2 tanks, ...`, `hi all: here goes - ...`: a name is capitalised or numbered
    if talk(said) or said.split()[0].casefold() in FOR_WORDS or said[0].islower():
        return ""
    entry = read_entry(reading.names, said)
    return said if entry is None or entry.named else ""


def _list_top(reading: Reading, first: int) -> int:
    """Where the list starts: its first unit's line, or above it the header rows of its table and
    the table's rules (`Unit<TAB>Type<TAB>Status`, `+---+----+`), which the title stands over."""
    lines, forms = reading.shared.lines, reading.shared.forms
    gave = {said.number for said in reading.gave if said.said != "table"}  # `Speler;Jan Peeters` says more
    headers = {said.number for said in reading.gave if said.said == "table" and said.number not in gave}
    top = first
    while (
        top > 1
        and forms[top - 2].kind != "blank"
        and (top - 1 in headers or not any(c.isalnum() for c in lines[top - 2]))
    ):
        top -= 1
    return top if any(n in headers for n in range(top, first)) else first


def _named_before_game(reading: Reading, number: int) -> bool:
    """Whether a line names something before the system's name (`## Deutsches Afrikakorps — OHW
    WW2 hexed`): the army, so the headings under it are the list's parts, not its title."""
    mention = reading.shared.system_lines[number]
    raw = unescape(plain_text(reading.shared.lines[number - 1]).strip())
    return any(c.isalnum() for c in raw[: mention.start])


def _named_first(reading: Reading, number: int) -> bool:
    """Whether a line names something before the system's name but the word for a list (`Lista
    WtJ 1916 – ...` names nothing first; `Sturmbataillon Rohr (WTJ 1916)` names the army)."""
    mention = reading.shared.system_lines[number]
    before = unescape(plain_text(reading.shared.lines[number - 1]).strip())[: mention.start]
    return any(c.isalnum() for c in before) and not _list_word_only(before)


def _over_subtitle(reading: Reading, number: int, shown: list[int]) -> list[int]:
    """The line above `number` where `number`, just above the list, only says where and when or
    gives the options (`3rd Armored Div, Roer 1944` under `Combat Command B`), and a blank line
    or nothing stands over the two: the title, as `_set_apart` takes one set apart from the list."""
    above = number - 1
    forms = reading.shared.forms
    if above not in shown or (above > 1 and forms[above - 2].kind != "blank"):
        return []
    if not _subtitle(reading, number) or not title(plain_text(reading.shared.lines[above - 1])):
        return []
    return [above]


def _set_apart(reading: Reading, first: int, shown: list[int]) -> list[int]:
    """The line a blank line sets apart above the list, as a title stands (`Groupement Mangin`),
    with at most a line under it that says where and when, or the list's options (`(Grebbeberg,
    mei 1940)`, `Axis, summer 1944`)."""
    lines = reading.shared.lines
    forms = reading.shared.forms
    number = first - 1
    while number > 0 and forms[number - 1].kind == "blank":  # `[list=1]` shows no line
        number -= 1
    if number == first - 1:
        return []  # the line just above the list is taken as its title already
    block: list[int] = []
    while number > 0 and forms[number - 1].kind != "blank" and len(block) <= 2:
        block.insert(0, number)
        number -= 1
    if not block or len(block) > 2 or block[0] not in shown:
        return []
    mention = reading.shared.system_lines.get(block[0])
    if mention is not None:
        # `WTJ 1916 - Gallipoli`: the game and where it is fought, no army; but the words before the
        # game's name title it where only its version, limit or options follow (`4th Australian
        # Brigade (Tank Attack v5, 36 AP)`), not what the list is for (`Partie (WTJ) de samedi`)
        raw = unescape(plain_text(lines[block[0] - 1]).strip())
        after = raw[mention.end :]
        named_before = _named_first(reading, block[0])  # `Liste 1916 – 74e RI`: the list's word names nothing
        body_after = not named_before and _body_after(after)  # `OHW hex — Deutsches Afrikakorps`
        if not body_after and (not named_before or not (_game_only(reading, after) or _FOUGHT.match(after))):
            return []
    if not title(_colon_aside(plain_text(lines[block[0] - 1]))):
        return []
    if len(block) == 2 and not _subtitle(reading, block[1]):
        return []
    if len(block) == 2 and run_on(lines[block[0] - 1], lines[block[1] - 1]) != lines[block[1] - 1]:
        return []  # a sentence broken over the two (`... after Sunday's` / `disaster. Revised list`)
    return [block[0]]


_APART = "-—–|·•"
"""The marks setting the army's name apart after the game's: a dash, or a bar or dot as between cells."""
_CELLS = on_first_use(r"\s+[|·•]\s+")
"""A bar or a dot between a line's cells (`Tank Attack | 3rd Rifles | 36 AP`)."""


def _body_after(after: str) -> bool:
    """Whether the words after a game's name and its dash name a body of an army, numbered as one
    is or by a body's word, alone or ending a word (`- 6th Poona`, `— Deutsches Afrikakorps`), not
    a place (`- Gallipoli`)."""
    named = _past_limit(after.lstrip()).lstrip(_APART + " ") if after.lstrip()[:1] in _APART else ""
    named = _CELLS.split(named, maxsplit=1)[0]  # `Tank Attack | 3rd Rifles | 20 AP`: one cell
    return bool(named) and (ordinal(named) or ends_in_body(named))


_A_YEAR = r"(?:1[89]|20)\d\d"
"""A year the wars of these games were fought in, as a pattern's part: 1800 to 2099."""
_FOUGHT = on_first_use(
    rf"^\s*[,;]\s*[^\W\d_][^\d,;()]{{0,30}}?\s+(?:\d{{1,2}}[./]\d{{1,2}}[./](?:\d\d){{1,2}}|{_A_YEAR})\s*$"
)
"""Where and when a game is fought, after its name and a comma: `, Somme 1/7/16`, `, Cambrai 1917`."""
_VERSION_WORD = on_first_use(r"^v\d+$")
"""A version's word (`v5`) after a game's name."""


def _game_only(reading: Reading, text: str) -> bool:
    """Whether the words after a game's name give only its version, the list's limit or options
    (`v5, 36 AP`, `5.0, Massed Battles`), or its other name (`1916 (WTJ)`)."""
    catalog = reading.shared.catalog
    costs = reading.shared.cost_words
    spelt = option_words(list(catalog.options))
    own = {word for name in (catalog.name, *catalog.aliases) for word in words(name)}
    return all(
        word.isdigit() or _VERSION_WORD.match(word) or key(word) in costs or word in spelt or word in own
        for word in words(text)
    )


def _options_only(reading: Reading, text: str) -> bool:
    """Whether a line says nothing but the list's options (`Axis, 1943`), the choice's option
    named too and a plural value said as its adjective (`GERMAN SIDE (Axis)`): no name in it."""
    options = list(reading.shared.catalog.options)
    spelt = option_words(options) | {w for o in options if isinstance(o, ChoiceOption) for w in words(o.name)}
    said = words(text)
    return (
        bool(said)
        and all(w.isdigit() or w in spelt or f"{w}s" in spelt for w in said)
        and bool(options_said(text, options))
    )


def _subtitle(reading: Reading, number: int) -> bool:
    """Whether a line under a title says where and when, gives the list's options, or names the
    game with only its version, limit or options (`Tank Attack v5.0 – 36 AP`), not the army."""
    text = plain_text(reading.shared.lines[number - 1]).strip()
    bracketed = text.startswith("(") and text.endswith(")")
    mention = reading.shared.system_lines.get(number)
    raw = unescape(text)
    return (
        bracketed
        or _YEAR.search(text) is not None
        or (
            bool(options_said(text, list(reading.shared.catalog.options)))
            and _options_bracket_off(reading, text) == text  # `s.Pz.Abt. 503 (Aksen)`: a name, its side apart
        )
        or (
            mention is not None
            and not any(c.isalnum() for c in raw[: mention.start])
            and _game_only(reading, raw[mention.end :])
        )
    )


_YEAR = on_first_use(rf"(?<!\d){_A_YEAR}(?!\d)")
"""A year, as a battle's date gives it (`sierpień 1944`)."""


def _passed(reading: Reading, number: int) -> bool:
    """Whether a line above the list says nothing of its name: a greeting, a sign-off, its limit,
    a reply's subject, or the system's name alone."""
    if reading.shared.forms[number - 1].field == "total" and any(
        gave.number == number and gave.said in _SIZED_FIELD for gave in reading.gave
    ):
        return True  # `Size: 6 units`: how big the list is (a `Force:` line may stand for its name)
    raw = unescape(plain_text(reading.shared.lines[number - 1]).strip())
    mention = reading.shared.system_lines.get(number)
    if mention is not None:
        raw = f"{raw[: mention.start]} {raw[mention.end :]}".strip()
        if not past_occasion(raw) and not sentences(raw):
            return True  # `ohw hex list for sunday, 6 units`: the game and what its list is for
    return chatter(raw) or not any(c.isalnum() for c in raw) or _sized_first(reading, raw)


_SIZED_FIELD = frozenset(("count", "options", "total", "tally"))
"""What a line labelled as the list's size or total gives: no word of the army's name."""


def _sized_first(reading: Reading, raw: str) -> bool:
    """Whether a line opens with a count of units, the size the list is made to (`6 units as
    agreed:`, `6 units, as usual`): no army's name, whatever talk follows it."""
    return raw[:1].isdigit() and counts_alone(" ".join(words(raw)[:2]), list(reading.shared.catalog.options))


def _titled(reading: Reading, number: int) -> str:
    """The army's name a line gives: the line, its cost and a system named after it taken off."""
    if (bold := _BOLD_KEY.match(reading.shared.lines[number - 1])) is not None and keyed(bold[2]) != "name":
        return ""  # `**Bando:** Ejército Rojo`: a key in bold labels the side, not the army
    if (
        (label := _ONE_WORD_KEY.match(reading.shared.lines[number - 1])) is not None
        and keyed(label[1]) != "name"
        and options_said(label[2], list(reading.shared.catalog.options))
    ):
        return ""  # `Bando: Aliados (soviéticos), año 1945`: a word labelling the side and year
    if (
        (cells := _sheet_key(reading.shared.lines[number - 1])) is not None
        and keyed(key_of_row(cells[0])) != "name"
        and options_said(cells[1], list(reading.shared.catalog.options))
    ):
        return ""  # `Strona;Alianci (Armia Czerwona);;`: a sheet's key cell labelling the side
    raw = _colon_aside(unescape(plain_text(empty_cells_off(reading.shared.lines[number - 1])).strip()))
    form = reading.shared.forms[number - 1]
    if reading.shared.chatted and number not in reading.levels and talk(raw):
        return ""  # `Ok ok je fais les Boches cette fois`: a chat's message of talk above the list
    if (
        form.kind == "heading"
        and raw.endswith(":")
        and not form.level
        and _numbered_title(reading, number, raw)
    ):
        raw = raw[:-1].rstrip()  # `Sovětský 3. gardový sbor:` over the list: a body's number, its title
    if raw.endswith(")") and (hedged := _HEDGED_TITLE.search(raw)) is not None:
        raw = raw[: hedged.start()]  # `Panzer Lehr (sort of)`: the player's doubt, no part of the name
        form = replace(form_of(raw, reading.shared.vocabulary), stated=form.stated)
    if raw.endswith(")") and (sized := _sized(reading, raw)) is not None:
        raw = raw[: sized.start()]  # `Kampfgruppe Peiper (hex, 6 units)`: its comma ends no name
        # `Royal Warwicks (36 AP)`: the cost cut with the bracket is still the list's total
        form = replace(form_of(raw, reading.shared.vocabulary), stated=form.stated)
    headed = number in reading.levels
    if headed and (label := _ONE_WORD_KEY.match(raw)) is not None and keyed(label[1]) == "name":
        raw = label[2]  # `## Army: Sturmbataillon Rohr`: a heading's key labels the name, as a line's does
    elif (label := _ONE_WORD_KEY.match(raw)) is not None and _keys_body(reading, label[1], label[2]):
        raw = label[2]  # `Sereg: 1. magyar páncéloshadosztály`: the army's key in the player's words
        form = replace(form_of(raw, reading.shared.vocabulary), stated=form.stated)
    if form.field == "name" and (mention := reading.shared.system_lines.get(number)) is not None:
        # `Lista: I Brygada Legionów – HitT 36 PA`: the name's value, the game's name after it
        said = raw[raw.find(":") + 1 : mention.start].strip(" -—–,:(/[·|")
        said = _ASIDE.sub(_aside_off, said) or said  # `41st Division – Flers-Courcelette 1916`: the place too
        return said if 0 < len(said) <= MAX_NAME and title(said) and not _options_only(reading, said) else ""
    if form.kind in ("entry", "heading") and (named := past_occasion(raw)) != raw:
        return _named_after_occasion(reading, number, raw, named, headed)
    if not title(raw, heading=headed) or form.kind not in ("entry", "heading") or _options_only(reading, raw):
        return ""
    if not headed and _sized_first(reading, raw):
        return ""
    said = empty_cells_off(_as_written(raw, form, reading.shared.vocabulary)) if form.kind == "entry" else raw
    if form.kind == "entry" and form.note and number not in reading.shared.system_lines:
        said = _subtitled(reading, raw, said)
    if form.kind == "heading" and form.stated:
        said = form.text  # `**Royal Warwicks - 36AP**`: the bold title without its cost
    mention = reading.shared.system_lines.get(number)
    if mention is not None:
        said = raw[: mention.start]
        if (cell := _QUOTED_CELL.match(said)) is not None:
            said = cell[1]  # `"3rd Guards Tank Brigade","Pagano WW2",...`: a title row's first cell
        if said.count("(") > said.count(")"):
            said = said[: said.rfind("(")]  # `Legiony Polskie – I Brygada (1916, WTJ)`: the game's bracket
        said = said.rstrip(" -—–,:(/[·|")
        rest = raw[mention.end :].strip(" -—–,:()/[]·|")
        after = raw[mention.end :]
        if _list_word_only(said):  # `Lista 1916 (WTJ) - Exército Imperial Russo`: the name after
            said, after = "", _past_game(reading, after)
        if said and keyed(key_of_row(said.rstrip(";\t"))) == "name":
            said = ""  # `Leger;Tank Attack - Brits 1918`: a sheet's key row, its army after the system
        elif (cell := _KEY_CELL.match(said)) is not None and keyed(key_of_row(cell[1])) == "name":
            said = cell[2]  # `Lista;Raggruppamento Isonzo - WTJ 1916`: a sheet's key, the army's name
        after = _VERSION.sub("", after.lstrip(), count=1)  # `Tank Attack 5.0 - ...`
        after = LIST_BEFORE_DASH.sub("", after, count=1).lstrip()  # `HITT LIST - NZ RIFLE BDE`
        # `HitT 36AP — 42nd East Lancs`: the limit, then a dash and a body numbered as a regiment
        # is (`Tank Attack 36AP - Dunkirk Doubles` may name the day)
        limited = _past_limit(after)
        numbered = limited != after and ordinal(limited)
        if not said and (after.startswith(tuple(_APART)) or numbered):  # `Tank Attack - 6th Poona`
            # `Tank Attack - 36 AP - Desert Rats`; `Tank Attack | 3rd Rifles | 36 AP`: its cell
            named = limited if numbered else _past_limit(after.lstrip(_APART + " "))
            named = _CELLS.split(named, maxsplit=1)[0]
            if chatter(named) or names_scenario(named):
                return ""  # `Tank Attack - 36 AP - round 2`, `WTJ 1916 - Brusilov scenario`
            named = named.rstrip(";,\t ")
            said = _as_written(named, form_of(named, reading.shared.vocabulary), reading.shared.vocabulary)
        elif rest and chatter(f"{said} {rest}"):
            return ""  # `My OHW hex list`: a word about the list, around the system's name
        if not title(said, heading=headed) or _options_only(reading, said):
            return ""  # `Pagano WW2 armour - Allies 1944`: the game's side and year, no name
    said = _without_options(reading, _undecorated(said))
    entry = None if headed else read_entry(reading.names, said)  # a heading names the army whatever its words
    if not said or len(said) > MAX_NAME or (entry is not None and not entry.named) or LIST_ALONE.match(said):
        return ""
    if form.stated and reading.stated is None and (value := _number(form.stated)) is not None:
        reading.stated = Stated(number, value)  # `British 1917 - 36 AP`: the army and its size
    return said


def _keys_body(reading: Reading, label: str, value: str) -> bool:
    """Whether a word no field's, unit's nor body's keys a body's name (`Sereg: 1. magyar
    páncéloshadosztály`, `Truppe: 6. Bayerische Reserve-Division`): the army's line, keyed in a
    language whose word for it the reader does not know."""
    return (
        keyed(label) is None
        and not ends_in_body(label)
        and ends_in_body(value)
        and reading.names.read(label, loose=True) is None
    )


_QUOTED_CELL = on_first_use(r'^\s*"([^"]+)"\s*[,;\t]')
"""A sheet's row of quoted cells, as an export writes them: its first cell, without the quotes."""

_KEY_CELL = on_first_use(r"^([^;\t]{1,30})[;\t]\s*([^;\t]+)$")
"""A sheet's key row: its key's cell, then the cell it gives (`Lista;Raggruppamento Isonzo`)."""


def _sheet_key(line: str) -> tuple[str, str] | None:
    """A sheet's key row of one word's key: its key's cell, then the cell it gives, empty cells
    after them (`Strona;Alianci (Armia Czerwona);;`); a comma's only with those empty cells, as a
    title's comma (`British, Normandy 1944`) parts no cells."""
    for mark in (";", "\t", ","):
        cells = [cell.strip() for cell in line.split(mark)]
        filled = [cell for cell in cells if cell]
        if (
            len(filled) == 2
            and cells[0] == filled[0]
            and _ONE_WORD.fullmatch(filled[0])
            and (mark != "," or cells[-1] == "")
        ):
            return filled[0], filled[1]
    return None


_ONE_WORD = on_first_use(r"[^\W\d_]{2,20}")
"""A key of one word (`Strona`), as a line's key before its colon is."""
_ONE_WORD_KEY = on_first_use(r"^\s*([^\W\d_]{2,20}):\s+(.+)$")
"""A line opening with one word as its key, then what it says (`Bando: Aliados, año 1945`)."""
_BOLD_KEY = on_first_use(r"^\s*(?:[-*+]\s+)?(\*\*|__)([^*_:]{1,30}?)(?::\s*\1|\1\s*:)")
"""A key set in bold at a line's start, its colon inside the bold or after it (`**Side:**`, `**Side**:`)."""
_HEDGED_TITLE = on_first_use(
    r"(?<=\S)\s*\((?:sort\s+of|kind\s+of|of\s+sorts|ish|more\s+or\s+less|roughly|plus\s+ou\s+moins"
    r"|m[aá]s\s+o\s+menos|pi[uù]\s+o\s+meno|mehr\s+oder\s+weniger|so\s+ungef[aä]hr)[.!?]*\)$",
    re.IGNORECASE,
)
"""A bracket at a title's end that only hedges it (`Panzer Lehr (sort of)`, `(más o menos)`)."""
_SIZED = on_first_use(r"(?<=\S)\s*\(([^()]*\d[^()]*)\)$")
"""A bracket at a title's end holding a figure: maybe the army's size among other words (`(hex, 6 units)`)."""
_SIZE_PART = on_first_use(r"^\d{1,4}\s?([^\W\d_]+)\.?$")
"""A part of such a bracket, between its commas, that may be the size: a figure and its unit."""
_SIZE_WORDS = frozenset(key(word) for word in ("ap", "pt", "pts", "points", "units", "unités", "Einheiten"))
"""The words a title's bracket gives the size in whatever the catalog: a cost, or units."""


def _sized(reading: Reading, raw: str) -> re.Match[str] | None:
    """The bracket at a title's end giving the army's size, in a cost or the units a catalog's
    option counts in, in the player's language (`(hex, 6 units)`, `(6 unitats)`)."""
    sized = _SIZED.search(raw)
    if sized is None:
        return None
    counted = {
        key(spelt)
        for option in reading.shared.catalog.options
        if isinstance(option, NumberOption)
        for spelt in option.units
    }
    # any of its parts, first or last (`(36AP, 15mm)`, `(15mm, 36AP)`): the scale's figure is no size
    parts = [said.strip() for said in re.split(r"[,;]", sized[1])]
    units = (key(part[1]) for said in parts if (part := _SIZE_PART.match(said)))
    # the catalog's cost in the player's words too (`(batalla masiva; 108 PA)`), as its lines read it
    if any(unit in _SIZE_WORDS or unit in counted or unit in reading.shared.cost_words for unit in units):
        return sized
    # or a count after its option's name, in the player's language (`(Legergrootte 6)`)
    named = (_option(reading, said) for said in parts if said[:1].isalpha())
    return (
        sized
        if any(isinstance(option, NumberOption) and isinstance(value, int) for option, value in named)
        else None
    )


def _numbered_title(reading: Reading, number: int, text: str) -> bool:
    """Whether a line ending in a colon right over the list's lines titles it: it names a body by
    its ordinal (`Sovětský 3. gardový sbor`), as no sentence leading into the list does (`My lot
    for Thursday`), or a battle group by its leader's name (`Kampfgruppe Wendt`); a heading with a
    blank line under it heads nothing (`2nd Company:`)."""
    lines = reading.shared.lines
    said = text.split()
    return (
        number < len(lines)
        and bool(lines[number].strip())
        and (any(ordinal(word) for word in said[:-1]) or _LED_GROUP.match(text) is not None)
    )


_LED_GROUP = on_first_use(
    r"(?i:kampfgruppe|kgr\.|battle\s?group|task force|groupement|gruppo tattico)\s+[A-Z][^\W\d]+:$"
)
"""A battle group named for its leader (`Kampfgruppe Peiper`, `Task Force Baum`, `Groupement
Langlade`), as German, American and French forces named theirs: its one name after the word."""


def _list_word_only(said: str) -> bool:
    """Whether the words before a game's name are the word for a list, a year with it or not
    (`Lista 1916`, `Aufstellung – 1916`): what the line is, not the army's name."""
    spelt = words(said)
    return (
        bool(spelt) and LIST_ALONE.match(spelt[0]) is not None and all(_YEAR.fullmatch(w) for w in spelt[1:])
    )


def _past_game(reading: Reading, text: str) -> str:
    """The words after a game's name past what more names the game: the bracket it closes, its
    other name in brackets or its year (`) – Kaiserliches Heer`, ` (WTJ) - Exército`)."""
    while True:
        text = text.lstrip()
        bracket = _BRACKETED_START.match(text)
        if text.startswith(")"):
            text = text[1:]
        elif bracket is not None and _game_only(reading, bracket[1]):
            text = text[bracket.end() :]
        elif (year := _YEAR.match(text)) is not None:
            text = text[year.end() :]
        else:
            return text


_BRACKETED_START = on_first_use(r"\(([^()]*)\)")
"""Words in brackets at the start of a text."""


def _past_limit(text: str) -> str:
    """Words after the game's dash, the limit before a dash of their own passed over (`36 AP -
    Desert Rats`): its figure is no count of an entry, and the name follows it."""
    parts = re.split(r"\s+[-—–]\s+", text, maxsplit=1)
    limit = parts[0]
    return parts[-1] if len(parts) == 2 and chatter(limit) and any(c.isdigit() for c in limit) else text


def _named_after_occasion(reading: Reading, number: int, raw: str, named: str, headed: bool) -> str:
    """The army's name after what its list is for (`Lista do boju: Armia Poznań`), or before it
    (`1 Brygada Pancerna – lista do Pagano`): none where the system is named there (`List for Sunday: OHW WW2`), as the system's line names no army alone."""
    mention = reading.shared.system_lines.get(number)
    at = raw.rfind(named)
    if mention is not None and mention.start < at + len(named) and mention.end > at:
        return ""
    said = _undecorated(named)
    if not title(said, heading=headed) or not 0 < len(said) <= MAX_NAME or _options_only(reading, said):
        return ""
    return "" if _DAY_MONTH.search(said) else said  # `List for OHW - Leeds, Saturday 22/3`: where and when


_DAY_MONTH = on_first_use(
    r"(?<![\d/.])(?:[12]?\d|3[01])[./](?:0?[1-9]|1[0-2])(?:[./](?:\d{4}|\d\d))?\.?(?![\d/])"
)
"""A day and its month in figures (`22/3`, `22.3.`, `22/03/2027`): a date, never a calibre (`47/32`)."""


def _subtitled(reading: Reading, raw: str, said: str) -> str:
    """A title with the words after its short spaced dash where they go on naming the army (`Nihon
    Rikugun - Dai 18 Shidan "Kiku"`, the division in the army): no size, limit, date, option,
    scenario or signature, which a dash sets apart from a name (`2nd Bn - 6 units`)."""
    for long_dash in (" – ", " — "):
        head, dash, rest = raw.partition(long_dash)
        if dash and head == said and _spelt_out(head, rest) and long_dash not in rest:
            return raw  # `FEB – Força Expedicionária Brasileira`: the initials spelt out
    head, dash, rest = raw.partition(" - ")
    if not dash or head != said or " - " in rest or _ASIDE.search(raw) or _WHEN.search(raw):
        return said
    if (
        not title(rest)
        or chatter(rest)
        or names_scenario(rest)
        or _limit(reading, rest)
        or options_said(rest, list(reading.shared.catalog.options))
        or signed(rest) is not None
        or read_entry(reading.names, rest) is not None
    ):
        return said
    return raw


def _as_written(raw: str, form: Form, vocabulary: Vocabulary) -> str:
    """A title's words as the line writes them, up to where its entry's name ends: its number kept
    (`1 Dywizja Pancerna – Falaise`: the division's number, as a title counts nothing), and its
    quotes (`Armia „Poznań”`); the name an entry reads (`form.text`) where no start of the line
    gives it."""
    if not form.text:
        return ""
    spaces = [found.start() for found in re.finditer(r"\s", raw)] + [len(raw)]
    for end in spaces:
        if form_of(raw[:end], vocabulary).text == form.text:
            return raw[:end]
    return form.text


_FRAME = on_first_use(r"^([=~*#_])\1+\s*(.+?)\s*\1+")
"""A title framed as a forum's heading is: `=== 2/5th Glosters === 36AP`."""

_PICTURE = on_first_use(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+")
"""An emoji, decoration and no word of a name (`Brusilov's Boys 🐻`)."""

_WHEN = on_first_use(
    rf"\s+[-—–]\s+[^-—–]*(?:(?<!\d){_A_YEAR}(?!\d)|\b(?i:{'|'.join(MONTH_WORDS)})\.?\s+['’‘]?\d\d(?!\d))[^-—–]*$"
)
"""After a spaced dash, words with a year, or a month and its year's two figures: when (and where)
the army fought, no part of its name (`Armia „Poznań” — wrzesień 1939`, `Totalize, Aug 44`)."""

_ASIDE = on_first_use(
    r"(?<=\S)\s+(?:[—–]\s.*|\((?:[^()]*(?<![\d/])(?:(?:1[89]|20)\d\d|['’‘]\d\d)(?![\d/])[^()]*"
    rf"|[^()]*\b(?:{'|'.join((*MONTH_WORDS, *SEASON_WORDS))})\s+\d\d(?![\d/])[^()]*"
    r"|\d{1,4}\s?(?:ap|pts?|points?|punti|punkte|pkt|units?|unités|einheiten)\.?"
    r"|(?:op\.|operation|opération|operación|operação|operazione|operacja|operatie|unternehmen)\s[^()]+"
    rf"|(?:{'|'.join(re.escape(place) for place in CAMPAIGN_PLACES)})(?:,?\s+['’‘]?\d\d)?)\))$",
    re.IGNORECASE,
)
"""What a title adds after its name: a clause after a spaced long dash (`4th Division — Big Push
day`, `brigáda – Zborov`) or a date, size or campaign's place in brackets at its end (`7e Division
d'Infanterie (mai 1940)`, `(Syria '41)`, a season's or month's year in two figures `(été 44)`,
`(108 AP)`, `(Normandia)`), or the operation it fought in (`Desert Rats (Op. Crusader)`,
`(Unternehmen Zitadelle)`), its year's two figures after the place or not (`(Ardennen 44)`); a
short dash may join a name's
own parts (`FEB - 1ª Divisão`), and other brackets are the name's (`17th (Northern) Division`,
`Kampfgruppe (5th SS)`)."""


_DASHED_WHEN = on_first_use(r"\s+-\s+[^\W\d_][^\d()\[\]]{1,30}?\s+(?:1[89]|20)\d\d\s*$")
"""Where and when after a spaced short dash at an army's line's end (`Canadian Corps - Vimy 1917`):
a short dash may join a name's own parts (`FEB - 1ª Divisão`), but not to a place and a year."""


def _colon_aside(text: str) -> str:
    """A title that ends in a colon over its list after an aside (`14th Army (Meiktila, March
    1945):`) without the colon; other lines as they are (`Support:` heads a part of the list), and
    talk too (`Ma colonne pour samedi (WTJ 1916) :` says what the list is for)."""
    bare = text.rstrip().removesuffix(":").rstrip()
    return bare if bare != text.rstrip() and _ASIDE.search(bare) is not None and not talk(bare) else text


def _without_options(reading: Reading, said: str) -> str:
    """A title without the words after its commas where they state only the list's options and
    when (`Kampfgruppe Kling, July '43`, `schwere Panzer-Abteilung 503, Achse, 1944`) or its limit
    (`1st Tyneside Scottish, 36AP`): read as the options and the size, no part of the name; so
    are brackets ending it that state only options (`s.Pz.Abt. 503 (Aksen)`, the Axis side)."""
    options = list(reading.shared.catalog.options)
    spelt = option_words(options)
    said = _options_bracket_off(reading, said)
    while ", " in said:
        name, rest = said.rsplit(", ", 1)
        said_words = words(rest)
        when = all(w.isdigit() or w in spelt or w in MONTHS for w in said_words)
        if not (said_words and ((when and options_said(rest, options)) or _limit(reading, rest))):
            break
        said = name
    return said


def _options_bracket_off(reading: Reading, said: str) -> str:
    """A title without the brackets ending it where they state only the list's options
    (`s.Pz.Abt. 503 (Aksen)`: the Axis side), as a comma sets them apart; as it is else."""
    opening = said.rfind("(")
    if said.endswith(")") and opening > 0 and _options_only(reading, said[opening + 1 : -1]):
        return said[:opening].rstrip()
    return said


def _limit(reading: Reading, text: str) -> bool:
    """Whether `text` is a size alone, its figure and the unit of a cost (`36AP`, `36 pts`)."""
    found = _FIGURE_AND_UNIT.fullmatch(text.strip())
    return found is not None and key(found.group(1)) in reading.shared.cost_words


_FIGURE_AND_UNIT = on_first_use(r"\d{1,4}\s?([^\W\d_]{1,8})\.?")


def _undecorated(said: str) -> str:
    """A title without what decorates it: a frame of `=`, an emoji, the date after a dash, an
    aside after the name, the quotes around the whole name."""
    framed = _FRAME.match(said)
    if framed is not None:
        said = framed.group(2)
    said = _PICTURE.sub(" ", said)
    said = _WHEN.sub("", said)
    said = _unquoted(_ASIDE.sub(_aside_off, said.strip()))
    return " ".join(said.split())


def _aside_off(aside: re.Match[str]) -> str:
    """What an aside leaves of a title: nothing, but a body with its number after the dash (`–
    I Brygada`, `– 2e Brigade`), which says which part of the army the list is."""
    numbered = _NUMBERED_BODY.match(aside[0].strip())
    if numbered is not None and key(numbered[1]) in _BODIES:
        return aside[0]
    return aside[0] if _spelt_out(aside.string[: aside.start()], aside[0].strip()[1:]) else ""


def _spelt_out(head: str, rest: str) -> bool:
    """Whether the words after a title's dash spell out the initials before it (`FEB – Força
    Expedicionária Brasileira`, `DAK – Deutsches Afrikakorps`): the army's name in full, no aside.
    The initials of its capitalised words, two at least, are the initials or begin them."""
    initials = head.split()[-1] if head.split() else ""
    if not (2 <= len(initials) <= 6 and initials.isalpha() and initials.isupper()):
        return False
    spelt = "".join(word[0] for word in rest.split() if word[0].isupper())
    return len(spelt) >= 2 and initials.startswith(spelt)


_NUMBERED_BODY = on_first_use(
    r"^[—–]\s+(?:[IVX]{1,4}|\d{1,3}(?:\.|st|nd|rd|th|e|er|re|ème|º|ª|\.º)?)\s+([^\W\d_]+)$"
)
"""A body with its number after a title's dash: `– I Brygada`, `— 2e Brigade`."""
_BODIES = frozenset(key(word) for word in BODY_WORDS)


def _unquoted(said: str) -> str:
    """A name quoted whole without its quotes, and without words in brackets after them, which
    the quotes leave outside it (`"Divisione Ariete" (più o meno...)`)."""
    quoted = _QUOTED.match(said) if said[:1] in _CLOSING else None
    return quoted.group(2) if quoted is not None and quoted.group(3) in _CLOSING[quoted.group(1)] else said


_CLOSING = {'"': '"', "\u201c": "\u201d", "\u201e": "\u201c\u201d", "\u00ab": "\u00bb", "\u00bb": "\u00ab"}
"""Quotation marks that open a name, each with those that close it (`"`, `“…”`, `„…“`, `«…»`, `»…«`)."""
_QUOTED = on_first_use(
    r'^(["\u201c\u201e\u00ab\u00bb])\s*([^"\u201c\u201d\u201e\u00ab\u00bb]+?)\s*(["\u201c\u201d\u00ab\u00bb])(?:\s+\([^()]*\))?$'
)
"""A name quoted whole, and any words in brackets after it."""
