"""The last reading of a line that would end an unknown entry: where it holds exactly one word (or
run of words) the catalog knows as a type, by its name, id or an alias, that word gives the unit's
type and the player's other words its name (`1 heavy tank M26` is a heavy Tank named M26, `8
Infanterie-Basen` eight Infantry); a word the rules give for several types is asked, as anywhere.
Tried only where every other reading has failed, once per line, on short lines: what the reader
reads already pays nothing, and a long run of words is no unit's line. A line so read is a guess,
said on its line (`file.text-line`); a title (a forum's bold, a bracket of the list's points) is none."""

import re
from dataclasses import replace

from armybuilder.textlist.entries import Entry, parts, split_groups
from armybuilder.textlist.grammar import BASE_WORDS, Form
from armybuilder.textlist.names import Named, Names, key
from armybuilder.textlist.prose import talk

MAX_WORDS = 8
"""The most words of a line read so: a longer one is a sentence or a title, kept unknown."""
_SPAN = 3
"""The most words of one name of a type looked for (`char d'assaut`, `armoured car`)."""
_TOKEN = re.compile(r"[^\s\-–—/]+")
"""A word as written: `Infanterie-Basen` is two, a type's word and a base's."""
_MARK = re.compile(r"^(?:[IVX]{1,4}|\d[\w.,/]*|[A-Z]{1,2}\d[\w.,/]*)$")
"""A model's mark or a calibre after a type's word (`Panzer IV`, `Pak 40`, `Artillería 105mm`)."""
_SHORT = 2
"""A word of this many letters is a type's only in capitals (`AT`, `MG`): `at` and `in` are words."""
_BASES = frozenset(key(said) for said in BASE_WORDS)
_FORUM_TITLE = re.compile(
    r"^\s*\[([bu])\][^\[\]\n]{1,200}\[/\1\]\s*(?:\([^()\n]{0,60}\))?\s*$", re.IGNORECASE
)
"""A line a forum's bold or underline wraps, but for a bracket after it (`[b]Sturmbataillon
Rohr[/b] (36 AP)`): a title, as the Markdown's bold is."""


def one_type(names: Names, form: Form) -> tuple[str, Named, str] | None:
    """The one type a line names among its other words: the words naming it as written, what they
    name, and the player's other words, its name; None where none or several name a type, the
    line talks (`Flamethrower... no wait, not in these rules`), or it is too long to be a unit's."""
    base = _first(form.text)
    if form.bold or talk(form.text) or (form.note and talk(form.note)):
        return None  # `**Sturmbataillon Rohr** (36 AP)`: a title in bold, no unit
    tokens = _TOKEN.findall(base)
    if not 1 < len(tokens) <= MAX_WORDS:
        return None
    found = _spans(names, tokens)
    if len(found) != 1:
        return None
    start, end, named = found[0]
    element = named.settled
    typed_end = end
    if element is not None and key(tokens[start]) not in (key(element), key(names.catalog_names[element])):
        while end < len(tokens) and _MARK.match(tokens[end]):
            end += 1  # `Panzer IV`, `Pak 40`: a model of the type, which names the unit
    options: list[str] = []
    name: list[str] = []
    for at, token in enumerate(tokens):
        if at == start and end > typed_end:
            name.append(" ".join(tokens[start:end]))
        if start <= at < end or key(token) in _BASES:
            continue
        if element is not None and names.option(element, token) is not None:
            options.append(token)
        elif at < start and form.count is not None:
            return None  # `2 platoons of T-34/85`, `2 rows of mines`: the count counts the words after it
        else:
            name.append(token)
    return " ".join([*options, *tokens[start:typed_end]]), named, " ".join(name)


def forum_title(line: str) -> bool:
    """Whether a forum's bold or underline wraps a line's words, a bracket after them aside."""
    return line.lstrip().startswith("[") and _FORUM_TITLE.match(line) is not None


def candidates(names: Names, form: Form) -> tuple[str, ...]:
    """The types a counted line names by two words or more of its own (`2 camiones para los
    zapadores`: trucks or engineers), for the player to choose; () where it names fewer, the
    count is not the line's, or the line talks or is too long."""
    if form.count is None or form.bold or talk(form.text):
        return ()
    found = typed_spans(names, _first(form.text))
    ids = tuple(dict.fromkeys(element for _, _, named in found for element in named.ids))
    return ids if len(found) > 1 and len(ids) > 1 else ()


def _first(text: str) -> str:
    """The words naming the unit: before its brackets, one left open (`C Coy (dug in at`) too, and
    before a comma, after which words say more of it (`60pdr, towed by a tractor`)."""
    return next(iter(parts(split_groups(text)[0].partition("(")[0])), "")


def typed_spans(names: Names, text: str) -> list[tuple[int, int, Named]]:
    """Where the words of a short text name a type; [] for a long one."""
    tokens = _TOKEN.findall(text)
    return _spans(names, tokens) if len(tokens) <= MAX_WORDS else []


def _spans(names: Names, tokens: list[str]) -> list[tuple[int, int, Named]]:
    """The runs of words that name a type, longest first from each word, each word in one run."""
    found: list[tuple[int, int, Named]] = []
    at = 0
    while at < len(tokens):
        for size in range(min(_SPAN, len(tokens) - at), 0, -1):
            said = tokens[at : at + size]
            if size == 1 and len(said[0]) <= _SHORT and not said[0].isupper():
                continue
            named = names.exactly(" ".join(said)) or _example(names, said)
            if named is not None:
                found.append((at, at + size, named))
                at += size
                break
        else:
            at += 1
    return found


def _example(names: Names, said: list[str]) -> Named | None:
    """The types a word the rules give as an example stands for (`howitzer`: a gun of any class)."""
    ids = names.examples.get(key(" ".join(said)))
    return Named(ids, named=True) if ids else None


def read_one_type(names: Names, form: Form) -> tuple[Form, str, str] | None:
    """The line as the type's words alone, with its options, count and note, the name the
    player's other words give it, and the words naming the type; None where the line is not so."""
    found = one_type(names, form)
    if found is None:
        return None
    text, _, name = found
    base, groups = split_groups(form.text)
    opened = ", ".join([base.partition("(")[2].strip(), *parts(base.partition("(")[0])[1:]]).strip(", ")
    written = " ".join([text, *(f"({group})" for group in groups)])
    if opened:
        return replace(form, text=written, note="; ".join(n for n in (opened, form.note) if n)), name, text
    return replace(form, text=written), name, text


def named_entry(entry: Entry, name: str) -> Entry:
    """The entry read from the type's words, named by the player's others where they say one."""
    return replace(entry, label=name or entry.label) if entry.known or entry.choices else entry
