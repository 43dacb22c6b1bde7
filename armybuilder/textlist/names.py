"""Catalog names as people write them: a name, an id or an alias matches whatever its case,
punctuation, accents or plural; a category's name stands for its elements, and an example the
rules give (`6pdr`) for the element it is one of. A name that stands for several elements is
returned with all of them, for the reader to ask which.

A game system is named by its catalog's name, id or aliases, ignoring case, brackets and
punctuation (`OHW WWII (hexed)`, `OHW hex`, `Pagano WW2 armour`)."""

import difflib
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from armybuilder.patterns import longest_first, on_first_use
from armybuilder.schema.catalog import Catalog, Formation, NumberOption, Outline, RosterOption
from armybuilder.textlist.forms import inflects, one_slip
from armybuilder.textlist.grammar import BASE_WORDS, BODY_WORDS, COUNT_WORDS, GROUPS, OF_WORDS
from armybuilder.textlist.organised import UNIT_WORDS as ORGANISING
from armybuilder.textlist.organised import ordinal, organised, parted, unit_word

TYPE_WORDS = 6
"""Words a type's name takes beside a unit's own name at most (`Vickers heavy machine gun plt`):
only so many at either end are tried, so a long line is read in time linear in its words."""

_WORD = on_first_use(r"[^\W_]+")


NEAR = 0.75
"""How alike a line and an element's name must be for the line to be a misspelt entry, not prose."""
_SHORT_WORD = 3
"""The most letters of a word too short to be misspelt (`col`, `gun`): one more or less makes another
word."""
_NEAREST = 3
"""The catalog's words alike a word that are weighed as its spelling: the likest few."""
_SLIP = 5
"""Fewest letters of a word read as the catalog's word one slip of the hand off (`infanty`,
`Baloon`): in a shorter one a slip makes another word as often as it mars one."""
FILLERS = frozenset({*GROUPS, "element", "model", "vehicle", "plt", "sect", "sec", "baser"})
"""Words players put after a type that add nothing to it: `Two infantry units`, `A mortar
section`, `5 infantry bases`, `4 infanteri baser` (the Nordic plural), `3 inf plts`. Only where the type is named without them: what a game calls its
units otherwise (`mortar platoon`) is its catalog's alias, found first."""
_JOINED_UNIT = 3
"""Fewest letters of a unit word told at a compound word's end: `Zug` of `Mörserzug`."""
UNIT_WORDS = frozenset(
    {*FILLERS, "sqn", "coy", "bty", "battalion", "bn", "regiment", "regt"}
    | {"tabur", "taburu", "alay", "alayı"}  # Turkish, in the form a name before it puts it in
    | {"abteilung"}  # German: the battalion of tanks or guns (`Panther Abteilung`), English lists too
)
"""Words that say how a unit is organised, never whose it is: `Sherman plt`, `Pak 40 battalion`,
`T-34/76 platoon` are named `Sherman`, `Pak 40`, `T-34/76`. (A formation's words are read as a
unit's only in its name: elsewhere they head a formation.)"""
UNIT_WORDS_JOINED = tuple(longest_first(word for word in ORGANISING if len(word) >= _JOINED_UNIT))
"""Unit words long enough to be told at a compound word's end: `joukkue` of `jalkaväkijoukkue`."""
_BASES_JOINED = ("bases", "basen", "baser", "base")
"""A base's words as German and the Nordic languages write them onto the type (`Infanteriebasen`,
`infanteribaser`): bases of it, counted as units are."""
_MODEL = on_first_use(r"^(?:[ivx]{1,4}|\d{1,3}[a-z]?)$")
"""A model's mark or number within a type's name (`Mark I tank`, `Mk IV`): the type is named
without it where it is not part of any name."""
_VARIANT = on_first_use(r"^(?:Ausf\.?\s*)?[A-Z]$")
"""A model's variant after it, a capital alone or after `Ausf.` (`Pz IV H`, `Tiger I Ausf. E`)."""
_SUBMODEL = on_first_use(r"^[A-Z]\d+[A-Z]\d*$")
"""A sub-model's designation after a model, capitals and figures (`Sherman M4A3`, `M4A1`)."""
_DESIGNATION = on_first_use(r"^[A-Z]\d{1,2}(?:[A-Z]\d?)*$")
"""A model's designation before its name, a capital and figures (`M4 Sherman`, `M4A3 Sherman`)."""
_MARKED = on_first_use(r"(?<![^\W_])([A-Z]{1,4})-\d")
"""Capitals joined to a figure by a dash, as a model is written (`BA-6`, `T-26`)."""
_CALIBRE_UNITS = frozenset(
    {"mm", "cm", "in", "inch", "pdr", "pr", "lb", "pounder", "ponder", "pfunder", "pund", "punds"}
)
"""What a calibre's figure is in, joined to it (`18pdr`) or written apart: `3-inch`, `6-pdr`, `17 pdr`,
the pounds in the player's language (`17-ponder`, `17-Pfünder`, `17-punds`)."""
_CALIBRE = on_first_use(rf"^(?:\d{{1,3}}(?:{'|'.join(sorted(_CALIBRE_UNITS))})?|mm|cm)$")
"""A word of a calibre written after a type (`81mm`, `7` and `7cm` of `7.7cm`, `18pdr`)."""
CALIBRE_WORDS = frozenset(OF_WORDS) | {"cal", "kal", "kaliber", "calibro"}
"""Words between a type and its calibre: `Mortaio da 81`, `canon de 75`, `Mörser von 8 cm`, `cal. 47`."""
_JOINED_HEAD = on_first_use(r"^([^\W\d_]{3,})-([^\W\d_]{3,}-[^\W\d_].*)$")
"""A German designation joining two types' words by dashes, the last the unit's type as German puts
the noun last: `Panzer-Artillerie-Regiment 130` is an artillery regiment (of armour)."""
_BORE_AND_LENGTH = on_first_use(r"(?<![\w/])\d{2,3}/\d{1,2}$")
"""A gun's calibre and barrel length ending its name, as Italians write a gun: `Artiglieria 75/27`."""
_BORE_LETTERED = on_first_use(r"\d{2,3} ?[CL]")
"""A gun's bore in millimetres and the letter of its barrel's length, as the French name their guns
(`155 C`, court; `120 L`, long), as Italians write it in figures (`149/12`)."""
_CALIBRE_WRITTEN = on_first_use(
    r"\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](inch|pounder|ponder|pfünder|punds?)\b",
    re.IGNORECASE,
)
"""A calibre written out (`three-inch`, `two-pounder`, `17-pounder`), the number in words or figures,
the pounds in the player's language too (Dutch `17-ponder`, German `17-Pfünder`, Danish `17-punds`)."""
_WRITTEN_OUT = ("inch", "pounder", "ponder", "pfünder", "pund")
"""What a calibre written out holds, a cheap test before its pattern is tried."""


def _calibre_short(text: str) -> str:
    """A name with its calibre as players shorten it (`2pdr`, `3in`): the catalog's examples' form."""

    def short(written: re.Match[str]) -> str:
        number = written.group(1).casefold()
        unit = "in" if written.group(2).casefold() == "inch" else "pdr"
        return f"{COUNT_WORDS.get(number, number)}{unit}"

    return _CALIBRE_WRITTEN.sub(short, text)


_JOINS = on_first_use(r"[.\-‐-―/]")
"""What players put inside a name, or leave out of it, that does not change it: `Pz.Kpfw.`, `T-34`."""
_JOINED = 3
"""Most words a name may be parted into and still be matched whole: `Pz.Kpfw. IV`, `6-pdr`."""
PLURAL_ENDINGS = ("e", "n", "en", "es", "i", "y")
"""Endings other languages' plurals add to a word where English adds `s`: German `e`, `n` and `en`
(`Maschinengewehre`, `Feldkanonen`), Spanish `es` (`camiones`), Polish `i`, `y` and `e`
(`czołgi`, `moździerze`)."""
_STEM = 4
"""Fewest letters a word keeps once a plural's ending is off: `Arte` is no plural of `art`."""
_GENITIVES = (("ow", ""), ("ich", "i"), ("ych", "y"), ("ii", "ia"), ("y", "a"))
"""Endings a Polish genitive puts on a word, and the word's own ending: a platoon or a battery of a
type names the type so (`pluton czołgów ciężkich`, `plutony piechoty`, `baterie artylerii`)."""
ALL = frozenset(
    {"both", "all", "each", "every", "beide", "alle", "jeder", "jede", "tous", "toutes", "chacun", "chacune"}
    | {"tutti", "tutte", "entrambi", "entrambe", "ciascuno", "todos", "todas", "ambos", "ambas", "cada"}
    | {"wszystkie", "wszyscy", "obie", "oba", "każdy", "allemaal", "elk", "все", "оба", "vse"}
)
"""Words before an option that give it to every unit of the entry: `Two infantry units, both militia`,
`2x Fanteria` over `tutti veterani`, `alle Klasse 2`."""
OTHER = frozenset(
    {
        "a",
        "an",
        "one",
        "another",
        "other",
        "ein",
        "eine",
        "un",
        "une",
        "uno",
        "una",
        "weiterer",
        "weitere",
        "autre",
        "altro",
        "altra",
        "otro",
        "otra",
    }
)
"""Words before a type that say one more of it, no option: `mortar or another ATG`, `noch eine Pak`."""
ALTERNATIVES = ("or", "oder", "ou", "o", "lub", "albo", "или")
"""Words between two names of which the player means one, as `/` is: `Wire/Minefield`, `Tiger I or
Pz IV`, `carro / wagon`. (Not Dutch `of`, which is English's `of`.)"""
_ALTERNATIVE = on_first_use(
    rf"(?<=[^\W\d_]{{2}})\s*/\s*(?=[^\W\d_])|\s+(?:{'|'.join(ALTERNATIVES)})\s+", re.IGNORECASE
)
"""`/` between words (`MG 08/15`, `Pz IV/70` and `w/ FOO` are no two names), or a word of them."""
_LETTERED = on_first_use(r"[^\W\d_]{2}")


_UNACCENTED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe"})
"""Letters that are no letter and an accent, which players without the keyboard for them write
plain: `czolg` for `czołg`, `ulani` for `ułani`."""


_INCHES = on_first_use(r"(?<![\"“”\d])(\d{1,2}(?:\.\d{1,2})?)\s?(?:\"|”|″|'')")
"""A calibre in inches written with the inch mark (`3" mortars`, `4.5” guns`): the `3-inch` of the rules."""


_BORE = on_first_use(r"\d{2,3}/\d{2,3}(?![\w/])")
"""A gun named by its calibre and its barrel's length in calibres, as Italian guns are (`47/32`,
`75/27`): before the type's words, its calibre (`47/32 anticarro`)."""


_MODEL_YEAR = on_first_use(r"(?<![\w/])m/\d{2}[a-z]?$", re.IGNORECASE)
"""A Swedish model's mark, its year after `m/` (`strv m/42`, `pvkan m/38`), ending its name."""


def _inches(text: str) -> str:
    return (
        _INCHES.sub(r"\1-inch", text) if '"' in text or "”" in text or "″" in text or "''" in text else text
    )


def _compact(text: str) -> list[str]:
    """The words of `text` as `words` gives them, but parted only by spaces, and with dots,
    dashes and slashes taken out: any other character stays, so a name hiding one is no name."""
    return [spelt for part in _plain(text).split() if (spelt := _JOINS.sub("", part))]


def words(text: str) -> list[str]:
    """The words of `text` in lower case, without accents or punctuation; an inch mark is `inch`."""
    # A list's reading asks for the words of the same short texts (its names, the catalog's)
    # thousands of times: those are worked out once. A long text is worked out each time, so a
    # hostile line's parts fill no memory.
    return list(_short_words(text)) if len(text) <= MAX_REMEMBERED else _words(text)


MAX_REMEMBERED = 120
"""Characters of the longest text whose words are remembered."""


@lru_cache(maxsize=8192)
def _short_words(text: str) -> tuple[str, ...]:
    return tuple(_words(text))


def _words(text: str) -> list[str]:
    return _WORD.findall(_plain(text))


def _plain(text: str) -> str:
    """`text` in lower case, without accents; an inch mark is `-inch`."""
    lower = _inches(text).casefold()
    if lower.isascii():
        return lower  # most names: no accent to take off, no letter to write plain
    folded = unicodedata.normalize("NFKD", lower.translate(_UNACCENTED))
    return "".join(c for c in folded if not unicodedata.combining(c))


def key(text: str) -> str:
    """'Siege Battery', 'siege-battery' and 'SIEGE BATTERIES' all give 'siege battery'."""
    return _key(words(text))


_BODIES = frozenset(spelt for body in BODY_WORDS for spelt in words(body))
"""A body's words as `words` spells them: the number before one is its own (`3 батальон`)."""


def _key(found: list[str]) -> str:
    if found:
        found = [*found[:-1], _singular(found[-1])]
    return " ".join(found)


def _keys(found: list[str]) -> list[str]:
    """The keys a name may be looked up by: as written, with a short plural's `s` off (`MGs`,
    `T-34-85s`, `mg's`), which a longer word's singular does not take, and, failing those, without an
    ending another language's plural adds (`Panzergrenadiere`, `Traktoren`, `camiones`, `czołgi`,
    Dutch `kanonnen` with the consonant it doubles);
    last, with the plural on a name's first word, where French, Spanish and Polish put it
    (`sections d'infanterie`, `pelotones de infantería`, `plutony piechoty`)."""
    if len(found) > 1 and found[-1] == "s":
        found = found[:-1]  # `mg's`, `MG’s`: a plural written with an apostrophe, as the Dutch do
    first = _key(found)
    last = found[-1] if found else ""
    keys = [first]
    if len(last) > 1 and last.endswith("s") and _singular(last) == last:
        keys.append(" ".join([*found[:-1], last[:-1]]))
    keys += [
        " ".join([*found[:-1], _unplural(last, ending)])
        for ending in PLURAL_ENDINGS
        if _unplural(last, ending) != last
    ]
    if (single := _undoubled(last)) is not None:
        keys.append(" ".join([*found[:-1], single]))
    if len(found) > 1:
        head, rest = found[0], first.split()[1:]
        singulars = dict.fromkeys([_singular(head), *(_unplural(head, ending) for ending in PLURAL_ENDINGS)])
        keys += [" ".join([spelt, *rest]) for spelt in singulars if spelt != head]
    return keys


def _unplural(word: str, ending: str) -> str:
    """`word` without a plural's `ending`, where it has it and keeps four letters or more."""
    return word[: -len(ending)] if word.endswith(ending) and len(word) - len(ending) >= _STEM else word


def _undoubled(word: str) -> str | None:
    """`word` without the `-en` of a Dutch plural and the consonant it doubles (`kanonnen`,
    `antitankkanonnen`: `kanon`); None where it is no such plural."""
    stem = _unplural(word, "en")
    if stem == word or len(stem) <= _STEM or stem[-1] != stem[-2] or stem[-1] in _VOWELS:
        return None
    return stem[:-1]


def nominative(text: str) -> str | None:
    """`text`'s words with a Polish genitive's ending made the word's own (`czołgów ciężkich`:
    `czolg ciezki`); None where no word has one."""
    written = words(text)
    spelt = [
        next(
            (
                word[: -len(ending)] + own
                for ending, own in _GENITIVES
                if word.endswith(ending) and len(word) - len(ending) >= _STEM
            ),
            word,
        )
        for word in written
    ]
    return " ".join(spelt) if spelt != written else None


def unorganised(text: str) -> str:
    """A written name without the words after it saying how its unit is organised (`Tiger
    battalion`: `Tiger`); whole where it is nothing else."""
    written = text.split()
    while len(written) > 1 and _singular(key(written[-1])) in UNIT_WORDS:
        written.pop()
    return " ".join(written)


def _singular(word: str) -> str:
    if len(word) <= 3 or not word.endswith("s") or word.endswith("ss"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes")):
        return word[:-2]
    return word[:-1]


@dataclass(frozen=True)
class Named:
    """What a unit's written name is in a catalog: one element, or the several it may be."""

    ids: tuple[str, ...]
    """One id where the name settles it; several where it could be any (the reader asks)."""
    options: tuple[str, ...] = ()
    """Options written before the type, as in `a light tank unit`."""
    named: bool = False
    """The words are the unit's own name, from which the rules settle its type (`6pdr`, `3-inch mortars`)."""
    exact: bool = False
    """Written whole as a name, id or alias of the type (with a plural, without other words)."""
    near: bool = False
    """The words differ from the type's by a model's mark (`T-34` for the T-34-85, `Tiger II` for
    the Tiger I): another model, or the same one written short, so the reader asks."""

    @property
    def settled(self) -> str | None:
        return self.ids[0] if len(self.ids) == 1 else None


_NUMBER_SIGN = on_first_use(r"(?<=[^\W\d_]\s)(?:no|nr|n[°º]|núm|num|č)\.?\s?(?=\d)", re.IGNORECASE)
"""The word for `number` before a unit's number, as players write it after its type (`Lorry No. 1`,
`Lkw Nr. 2`, `camion n°3`, `nákladní auto č. 1`)."""
_BASE_WORDS = frozenset(word for said in BASE_WORDS for word in words(said))
"""A base's words before a type (`basi fucilieri`, `stands infantry`): they count its bases."""


def _fixed(catalog: Catalog) -> dict[str, frozenset[str]]:
    """Each element's keys of the options whose stats its own stats hold already."""
    options = [option for group in catalog.option_groups for option in group.options if option.stats]
    return {
        element.id: frozenset(
            key(written)
            for option in options
            if all(element.stats.get(stat) == value for stat, value in option.stats.items())
            for written in (option.name, option.id, *option.aliases)
        )
        for element in catalog.elements
        if element.stats
    }


@dataclass
class Names:
    """One catalog's names by key: elements, formations, each element's options, roster options."""

    catalog: Catalog
    elements: dict[str, str] = field(default_factory=dict)
    classed: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The options an element's alias names by its own words (`char lourd`: a heavy Tank), where a
    word names the type only beside its class (`char` alone is as near a signature as a type)."""
    formations: dict[str, str] = field(default_factory=dict)
    element_options: dict[str, dict[str, str]] = field(default_factory=dict)
    defaults: dict[str, set[str]] = field(default_factory=dict)
    """Each element's options taken when none of their group is chosen."""
    fixed: dict[str, frozenset[str]] = field(default_factory=dict)
    """Each element's names of the options of other types whose stats its own already are (the
    French 75's `class 5`): a list writing one says what the type is, no note."""
    options: list[tuple[str, RosterOption]] = field(default_factory=list)
    """Roster options by every name they go by, longest first, for `Options: Figure scale 15mm`."""
    categories: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The elements a category's name stands for (`Guns`: anti-tank guns and artillery)."""
    examples: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The elements each example the rules give is one of (`75mm`: an ATG or a mortar)."""
    spelt: dict[str, frozenset[str]] = field(default_factory=dict)
    """Each element's words, by its name, id and aliases: `Mark tank` is the British Mark tank."""
    spellings: dict[str, list[list[str]]] = field(default_factory=dict)
    """The words of each element's names of several words (its name, id and aliases), each in turn."""
    named_formations: dict[str, str] = field(default_factory=dict)
    """Each formation type's name, by its id."""
    catalog_names: dict[str, str] = field(default_factory=dict)
    """Each element type's name, by its id."""
    joined: dict[str, str] = field(default_factory=dict)
    """Each element by its key without spaces: `Pz.Kpfw. IV` is the `PzKpfw IV`, `T 34-85` the `T-34-85`."""
    shortened: dict[str, frozenset[str]] = field(default_factory=dict)
    """The elements each word written shortens a word of, as weighed."""
    catalogs_words: dict[str, bool] = field(default_factory=dict)
    """Whether each word weighed is the catalog's, shortened or misspelt."""
    compact_examples: dict[str, str] = field(default_factory=dict)
    """Each example's key, by the key without dots, dashes or spaces (`6pdr` of `6-pdr`)."""
    heads: frozenset[str] = frozenset()
    """The unit words the catalog's formations are named by (Pagano's `Zug`): they head a formation."""
    sizes: frozenset[str] = frozenset()
    """The words saying how a unit is organised that no formation of the catalog is named by (the
    hexed draft's `regiment`, where Tank Attack's `battalion` names its Infantry Battalion)."""
    linking: tuple[str, ...] = ()
    """The words by which the catalog's link rules say a list may state a link (`puxados pelas`)."""
    nouns: dict[str, frozenset[str]] = field(default_factory=dict)
    """The elements each word is the noun of, in an alias that joins it to more words by `of`
    (`char` of `char d'assaut`, `carro` of `carro de combate`): beside a model's name, the type's
    word (`chars Renault FT`), never a type alone."""
    vocabulary: set[str] = field(default_factory=set)
    """Every word of the catalog's names, of its elements, options and formations: a word before a
    type that is none of them is the unit's own name (`Vickers MG`), not another type misspelt."""
    misspellable: list[str] = field(default_factory=list)
    """The vocabulary's words long enough to be misspelt: one letter more or less makes another
    word of a short one (`Colt` is no `col` of `attacco col gas`)."""
    slipped: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The vocabulary's words each word weighed is one slip of the hand from, by the word."""
    slips: dict[int, list[str]] | None = None
    """The vocabulary's words of `_SLIP` letters or more, by their length: a word one slip from
    another is a letter shorter, longer or as long. Built where a word first names nothing."""

    @classmethod
    def of(cls, catalog: Catalog) -> "Names":
        names = cls(catalog)
        groups = {group.id: group for group in catalog.option_groups}
        for element in catalog.elements:
            names.catalog_names[element.id] = element.name
            spelt: set[str] = set()
            for written in (element.name, element.id, *element.aliases):
                names.elements.setdefault(key(written), element.id)
                names.joined.setdefault("".join(_compact(written)), element.id)
                parts = words(written)
                spelt.update(_singular(word) for word in parts)
                if len(parts) > 1:
                    names.spellings.setdefault(element.id, []).append(parts)
            names.spelt[element.id] = frozenset(spelt)
            # the examples too: `carro de combate`, a tank in Spanish, is one of the Other tank's
            for noun in {_noun(words(written)) for written in (*element.aliases, *element.examples)} - {""}:
                names.nouns[noun] = names.nouns.get(noun, frozenset()) | {element.id}
            for example in element.examples:
                names.examples[key(example)] = (*names.examples.get(key(example), ()), element.id)
                names.compact_examples[key(example)] = "".join(_compact(key(example)))
            chosen = names.element_options.setdefault(element.id, {})
            defaults = names.defaults.setdefault(element.id, set())
            for group_id in element.option_groups:
                group = groups.get(group_id)
                if group is not None and group.default is not None:
                    defaults.add(group.default)
                for option in group.options if group is not None else ():
                    for written in (option.name, option.id, *option.aliases):
                        chosen.setdefault(key(written), option.id)
        names.fixed = _fixed(catalog)
        for category in catalog.categories:
            members = tuple(element.id for element in catalog.elements if element.category == category.id)
            for written in (category.name, category.id):
                if members:
                    names.categories.setdefault(key(written), members)
        for formation in catalog.formations:
            names.named_formations[formation.id] = formation.name
            for written in (formation.name, formation.id, *formation.aliases):
                names.formations.setdefault(key(written), formation.id)
        for short, formation_id in _shortened_names(catalog.formations).items():
            names.formations.setdefault(short, formation_id)
        names.heads = frozenset(
            said for spelt in names.formations for word in spelt.split() if (said := unit_word(word))
        )
        names.sizes = UNIT_WORDS - {word for spelt in names.formations for word in spelt.split()}
        for alias_key, element_id in names.elements.items():
            chosen = names.element_options[element_id]
            classes = tuple(chosen[word] for word in alias_key.split() if word in chosen)
            if classes:
                names.classed[alias_key] = classes
        spelt_names = [*names.elements, *names.formations, *names.categories]
        spelt_names += [spelt for chosen in names.element_options.values() for spelt in chosen]
        names.linking = tuple(said for rule in catalog.links for said in rule.aliases)
        names.vocabulary = {word for spelt in spelt_names for word in _named_words(spelt)}
        names.misspellable = sorted(word for word in names.vocabulary if len(word) > _SHORT_WORD)
        spelt_options = [
            (written, option)
            for option in catalog.options
            for written in (
                option.name,
                option.id,
                *(option.aliases if isinstance(option, NumberOption) else ()),
            )
        ]
        names.options = sorted(spelt_options, key=lambda pair: len(pair[0]), reverse=True)
        return names

    def element(self, text: str) -> str | None:
        """The one element `text` names by its name, id or an alias; None where it names none or
        could name several (`Tank`, where tanks are also a category of several)."""
        found = self._exact(words(text))
        return found.settled if found is not None and not found.named else None

    def read(self, text: str, *, loose: bool = False) -> Named | None:
        """What a unit's written name is: its type, as settled as the catalog settles it. A single
        word is found in part of a name only `loose`ly (`the guns` a link names), never as a unit
        (`Raiders` is no Sturmtruppe)."""
        if "#" not in text and _NUMBER_SIGN.search(text):
            text = _NUMBER_SIGN.sub("#", text)  # `Lorry No. 1`, `Lkw Nr. 2`: its number, as `Lorry #1`
        written = words(text)
        if not written:
            return None
        compact = _compact(text)
        found = self._exact(written) or self._joined(compact)
        if found is None and (marked := _roman(written)) != written:
            found = self._exact(marked)  # `Tiger 1`, `Pz 4`: the model's mark in figures
        if found is not None:
            return found
        if "/" in text and (bore := _BORE.match(text.lstrip())) is not None:
            typed = self._exact(words(text.lstrip()[bore.end() :]))
            if typed is not None:
                return Named(typed.ids, named=True)  # `47/32 anticarro`, as `57mm anticarro`
        if "/" in text and (year := _MODEL_YEAR.search(text)) is not None:
            typed = self._exact(words(text[: year.start()]))
            if typed is not None:
                return Named(typed.ids, named=True)  # `strv m/42`, as `Pz IV`
        if organised(text, self.heads):  # `81mm mortar platoon`, `Pak 40 Zug`, `I plotone fucilieri`
            own, remainder = parted(text, self.heads)
            inner = self.read(remainder, loose=loose) if remainder and remainder != text else None
            if inner is None and remainder and remainder != text and (named := nominative(remainder)):
                inner = self.read(named, loose=loose)  # `pluton czołgów`: the type after it in its genitive
            # a word of a name alone (`Field Battery`) or another model's (`Soviet tank`) reads on as before
            if inner is not None and not inner.near and (inner.exact or inner.named or inner.options):
                return replace(inner, exact=False, named=inner.named or bool(own))
        if len(written) == 1 and (joined := self._compound(written[0])) is not None:
            return joined
        if (
            len(written) > 1
            and written[-1].endswith(UNIT_WORDS_JOINED)
            and (joined := self._compound_last(written, loose)) is not None
        ):
            return joined
        if (either := self._either(text, loose)) is not None:
            return either
        plain = list(written)
        while len(plain) > 1 and _singular(plain[-1]) in FILLERS:
            plain.pop()
        if plain != written and (found := self._exact(plain)) is not None:
            return replace(found, exact=False)
        if len(plain) > 1 and plain[0] in _BASE_WORDS and (found := self._exact(plain[1:])) is not None:
            return replace(found, exact=False)  # `6 basi fucilieri`: bases of the type, `of` unwritten
        shortened = words(_calibre_short(" ".join(plain)))  # `Artillerie 25-ponder` as `... 25pdr`
        kind = self._exact(shortened[-1:]) if len(shortened) > 1 else None
        typed = self._exact(shortened[:-1]) if kind is not None else None
        if kind is not None and typed is not None and typed.settled in kind.ids:
            # `T-34-85 tanks`: the type, then what it is; but a calibre the catalog names the type by
            # names the gun beside the type's word, as any calibre does (`dělostřelectvo 25pdr`,
            # `Artillery 105mm`; `25pdr arty`, as `18pdr field gun`)
            calibre = any(_calibre([word]) for word in (shortened[0], shortened[-1]))
            return replace(typed, exact=False, named=typed.named or (len(shortened) == 2 and calibre))
        for start in range(1, len(plain)):
            rest = self._exact(plain[start:])
            if rest is not None and rest.settled is not None and not rest.named:
                options = [
                    self.option(rest.settled, word) for word in plain[:start] if word not in ALL | OTHER
                ]
                if all(options):
                    return Named(rest.ids, tuple(o for o in options if o is not None))
        for end in range(len(plain) - 1, 0, -1):
            head = self._exact(plain[:end])
            if (
                head is not None
                and head.settled is not None
                and (option := self.option(head.settled, " ".join(plain[end:])))
            ):
                return Named(head.ids, (option,))  # `Medium gun class 6`: the type, then its option
        partial = self._partial(plain)
        if partial is not None and not (
            loose or len(plain) > 1 or partial.near or self._ends(plain[0], partial)
        ):
            partial = None  # a word alone is part of a name only as another model's (`T34`)
        whole = partial if partial is not None and partial.settled and not partial.near else None
        if whole is not None and (calibred := self._calibred(plain)) is not None:
            return calibred
        if whole is not None and any(spelt in self.examples for spelt in _keys(plain)):
            whole = None  # `field guns`: what the rules say several types stand for, not one type's words
        found = (
            whole
            or self._example(plain, compact)
            or self._head(plain)
            or partial
            or self._owned(plain, text)
            or self._owned_after(plain, text)
        )
        if found is not None and len(found.ids) > 1:
            found = self._classed(plain, found) or found
        if found is None and (dashed := _JOINED_HEAD.match(text)) and self._exact([key(dashed.group(1))]):
            head = self.read(dashed.group(2), loose=loose)  # `Panzer-Artillerie-Regiment`: of artillery
            return replace(head, exact=False) if head is not None and head.settled and not head.near else None
        if (
            found is None
            and len(plain) > 2
            and plain[-1].isalpha()
            and (last := self._option_last(text, loose))
        ):
            return last  # `carro armato L6/40 leggero`
        spelt = text.casefold() if found is None else ""
        if any(unit in spelt for unit in _WRITTEN_OUT) and (short := _calibre_short(text)) != text:
            return self.read(short, loose=loose)  # `two-pounder anti-tank gun`, as `2pdr anti-tank gun`
        unmarked = [word for word in plain[1:] if not _MODEL.match(word)]
        # a model after a colon is the unit's own (`Panssarivaunu: T-26E`), read apart as `Tank: T-26`
        # is; a number there counts (`Tiger: 2`)
        modelled = ":" in text and text.partition(":")[2].strip()[:1].isalpha()
        if found is None and len(unmarked) < len(plain) - 1 and not modelled:
            bare = self.read(" ".join([plain[0], *unmarked]), loose=loose)  # `Mark I tanks`: a Mark tank
            if bare is None:
                return None
            marks = set(_roman([word for word in plain[1:] if _MODEL.match(word)]))
            near = any(marks - self._marks(element) for element in bare.ids if self._marks(element))
            # `Tiger II` is no Tiger I; but figures ending a name joined by `de`, or a calibre and a
            # length after the type's words, are a calibre, which names the gun (`Canon de 75`,
            # `Artiglieria 75/27`, `Cannoni anticarro 47/32`)
            calibre = plain[1 : len(unmarked) + 1] == unmarked and (
                bool(set(unmarked) & CALIBRE_WORDS) or _BORE_AND_LENGTH.search(text.strip()) is not None
            )
            return replace(bare, exact=False, near=near, named=bare.named or calibre)
        return found

    def _option_last(self, text: str, loose: bool) -> Named | None:
        """A type named by its words and a model's name, then one of its options in the player's
        words (`carro armato L6/40 leggero`, the Italian light tank): the type, with that option;
        None where the words before the last name no one type, or the last is no option of it."""
        before, _, last = text.rstrip().rpartition(" ")
        if not before or not any(self.option(element, last) for element in self.element_options):
            return None  # no option's word last: reading the words before it, and theirs, is for nothing
        found = self.read(before, loose=loose)
        if found is None or found.settled is None or found.near:
            return None
        option = self.option(found.settled, last)
        return replace(found, options=(*found.options, option)) if option is not None else None

    def _compound(self, word: str) -> Named | None:
        """A type with a unit word written onto it, as German, Dutch, the Nordic languages and
        Finnish join words (`Mörserzug`, `jalkaväkijoukkue`, `kranaatinheitinjoukkue`), or a base's
        word (`infanteribaser`): the type."""
        for unit in (*UNIT_WORDS_JOINED, *_BASES_JOINED):
            stem = word.removesuffix(unit)
            if stem != word and len(stem) >= _STEM:
                found = self._exact([stem]) or self._exact([stem.removesuffix("s")])  # `stridsvagnspluton`
                if found is not None and found.settled and not found.named:
                    return replace(found, exact=False)
                several = self.read(stem)  # `Minenwerferzug`: light or heavy, as `Minenwerfer` is
                if several is not None and len(several.ids) > 1 and not several.near:
                    return replace(several, exact=False)
        return None

    def _compound_last(self, written: list[str], loose: bool) -> Named | None:
        """A type's last word with a unit word written onto it, after the type's other words
        (`schwere Artilleriebatterie`, `leichter Minenwerferzug`, `schwerer Panzerzug`): the type
        the words make without it, as `schwere Artillerie` is the heavy artillery."""
        for unit in UNIT_WORDS_JOINED:
            stem = written[-1].removesuffix(unit)
            if stem != written[-1] and len(stem) >= _STEM:
                found = self.read(" ".join([*written[:-1], stem]), loose=loose)
                if found is not None and found.ids and not found.named and not found.near:
                    return replace(found, exact=False)
        return None

    def _either(self, text: str, loose: bool) -> Named | None:
        """Two names joined by `/` or `or`, read apart: one type where all that name a type name it
        (`Wire/Minefield`, `Sturmtruppe/Trench Raider`), the types to ask among where they name
        several (`Tiger I or Pz IV`). A word alone before the last name shares its noun (`Light/Heavy
        Mortar` names two mortars). Words naming no type are the unit's own name (`Wire`)."""
        *written, last = _ALTERNATIVE.split(text)
        written.append(last.partition(",")[0])  # `mortar or another ATG, haven't decided yet`
        if len(written) < 2 or not all(_LETTERED.search(part) for part in written):
            return None
        shared = written[-1].split()[1:]  # `Light/Heavy Mortar`: the noun the last name ends in
        read = [
            found
            if (found := self.read(part, loose=loose)) is not None or " " in part.strip() or not shared
            else self.read(" ".join([part, *shared]), loose=loose)
            for part in written
        ]
        ids = tuple(dict.fromkeys(element for found in read if found is not None for element in found.ids))
        if not ids:
            return None
        near = any(found.near for found in read if found is not None)
        return Named(ids, named=None in read, near=near)

    def _classed(self, written: list[str], found: Named) -> Named | None:
        """Of the types a unit's name may be, the one whose option its last words name, where only
        one has it: `field gun class 5` is a medium gun, as `field gun (class 5)` is."""
        for end in range(len(written) - 1, 0, -1):
            said = " ".join(written[end:])
            owners = {element: option for element in found.ids if (option := self.option(element, said))}
            if len(owners) == 1:
                [(element, option)] = owners.items()
                return replace(found, ids=(element,), options=(*found.options, option), near=False)
        return None

    def organised(self, text: str) -> bool:
        """Whether `text` holds a unit word that heads no formation of the game beside words naming
        a type: a unit's line (`Sherman platoon`, `81mm mortar platoon`), never a title (`Soviet
        tank company` names no model, as another model's name might)."""
        if not organised(text, self.heads):
            return False
        rest = parted(text, self.heads)[1]
        found = self.read(rest) if rest and not ordinal(rest) else None
        return found is not None and not found.near

    def model_whole(self, text: str) -> bool:
        """Whether `text` is a model's name the rules give a type by, whole: alone or with its
        mark or number after it (`Sherman`, `Tiger I`, `Pak 40`), no words of its own beside it
        (`Dave's Shermans`)."""
        said = text.split()
        return key(text) in self.examples or (
            len(said) == 2 and key(said[0]) in self.examples and (said[1].isdecimal() or _mark(said[1]))
        )

    def calibred(self, text: str) -> bool:
        """Whether `text` is a calibre, then words naming a type by its own name (`3-inch
        mortars`, `6pdr A/Tk guns`, `47/32 anti-tank`) or by the rules' word for several types (`18pdr field gun`):
        a unit's line, as one with a unit word is; a title's ordinal (`3rd Wessex Rifles`) is no
        calibre."""
        written = words(text)
        start = 0
        while start < len(written) - 1 and (written[start].isdigit() or _CALIBRE.match(written[start])):
            start += 1
        while 0 < start < len(written) - 1 and written[start] in _CALIBRE_UNITS:
            start += 1  # `3-inch`, `6-pdr`: the unit of a calibre written apart from its figure
        bored = _BORE.match(text.lstrip()) is not None  # `47/32 anticarro`: an Italian gun's calibre
        if start == 0 or (all(word.isdigit() for word in written[:start]) and not bored):
            return False
        rest = " ".join(written[start:])
        found = self.read(rest)
        return found is not None and not found.near and (not found.named or self.exemplified(rest))

    def calibre_typed(self, text: str, element: str) -> str | None:
        """The calibre that opens `text`, where the words after it are only the rules' word for
        several types or the words of `element`'s own name (`6-inch howitzer`, `13pdr gun`): the
        unit's name, as the README names `122mm howitzer` `122mm`; None else (`25cm sMW`,
        `4.5in how`: a model's words or a player's short form stay with the calibre)."""
        spelt, written = words(text), text.split()
        start = 0
        while start < len(spelt) - 1 and (_CALIBRE.match(spelt[start]) or spelt[start] in _CALIBRE_UNITS):
            start += 1
        if start == 0 or all(word.isdigit() for word in spelt[:start]):
            return None  # `3 Troop`: a number, no calibre
        rest = spelt[start:]
        if not (self._generic(rest, element) or self._of_own_name(rest, element)):
            return None
        cut = next((at for at in range(1, len(written)) if words(" ".join(written[at:])) == rest), None)
        return " ".join(written[:cut]) if cut is not None else None

    def knows(self, text: str) -> bool:
        return self.read(text) is not None

    def exactly(self, text: str) -> Named | None:
        """The type `text` names by a name or alias whole (`Tank`, `Panzer`, `A/Tk`), a lookup
        and no more; None for any other words."""
        return self._exact(words(text)) or self._joined(_compact(text))

    def _exact(self, written: list[str]) -> Named | None:
        for spelt in _keys(written):
            element = self.elements.get(spelt)
            category = self.categories.get(spelt, ())
            if element is not None and not set(category) - {element}:
                return Named((element,), self.classed.get(spelt, ()), exact=True)
            if element is not None or category:
                ids = (element,) if element is not None else ()
                return Named(tuple(dict.fromkeys((*ids, *category))), exact=True)
        return None

    def _joined(self, compact: list[str]) -> Named | None:
        """The element whose name `compact` writes with other dots, dashes or spaces, or a plural."""
        joined = "".join(compact)
        for spelt in (joined, joined[:-1] if joined.endswith("s") else ""):
            if (element := self.joined.get(spelt)) is not None:
                return Named((element,), exact=True)
        return None

    def _example(self, written: list[str], compact: list[str]) -> Named | None:
        """A unit written by an example the rules give of its type (`6pdr`, `3-inch mortars`);
        where another of its words names types, only those it is an example of."""
        padded = f" {' '.join(written)} "
        singular = f" {' '.join(_singular(word) for word in written)} "
        plurals = [  # `Feldkanonen`, `Haubitzen`
            f" {' '.join(_singular(_unplural(word, ending)) for word in written)} "
            for ending in PLURAL_ENDINGS
        ]
        joined = {  # `6-pdr` and `6 pdr` write the `6pdr`
            "".join(compact[start : start + size])
            for start in range(len(compact))
            for size in range(1, _JOINED + 1)
        }
        joined |= {spelt[:-1] for spelt in joined if spelt.endswith("s")}
        found = [  # `Shermans`, `6pdrs`
            elements
            for spelt, elements in self.examples.items()
            if f" {spelt} " in padded
            or f" {spelt} " in singular
            or any(f" {spelt} " in plural for plural in plurals)
            or self.compact_examples[spelt] in joined
        ]
        ids = tuple(dict.fromkeys(element for elements in found for element in elements))
        both = tuple(element for element in ids if all(element in elements for elements in found))
        ids = both or ids  # `Pak 40 75mm`: the Pak settles which a 75mm is
        if not ids:
            return None
        # `Fighter aircraft`, `medium field gun`; a type's name of words after it (`75mm anti-tank gun`)
        spans = [*([word] for word in written), *(written[start:] for start in range(1, len(written) - 1))]
        for said in spans if len(written) > 1 else ():
            typed = self._exact(said)
            if typed is not None and set(typed.ids) & set(ids):
                ids = tuple(i for i in ids if i in typed.ids)
        return Named(ids, named=True)

    def _head(self, written: list[str]) -> Named | None:
        """A type named by its last words after a calibre or a model's number (`18pdr field gun`),
        or by its words before a calibre, which make the unit's own name (`3-inch mortars`, `7.5cm
        guns`, `Mortar 81mm`, `Mortaio 81mm`); words without a figure may be a misspelt name of
        another type (`Hevy Artillery`), so they name none."""
        end = len(written)
        while end > 1 and _CALIBRE.match(written[end - 1]):
            end -= 1
        if 1 < end < len(written) and written[end - 1] in CALIBRE_WORDS:
            end -= 1  # `Mortaio da 81`
        if end < len(written) and any(not word.isdigit() for word in written[end:]):
            found = self._exact(written[:end])
            if found is not None:
                return Named(found.ids, named=True)
        # `18pdr field gun`: the type's last words, one or several, after the calibre
        for start in range(max(1, len(written) - TYPE_WORDS), len(written)):
            qualifier = written[:start]
            if written[start - 1].isdigit() or not any(c.isdigit() for w in qualifier for c in w):
                continue
            if any(_singular(word) in UNIT_WORDS for word in qualifier):
                return None  # `3 platoon T-34/85`: a formation's number and word, no calibre
            if start < len(written) - 1 and any(word.isdigit() for word in qualifier):
                continue  # `10,5 cm ... medium gun`: a bare number is a count or a decimal's, no calibre
            if (
                len(qualifier) > 1
                and qualifier[0].isdigit()
                and not any(
                    any(c.isdigit() for c in word) or word in _CALIBRE_UNITS or word in _BODIES
                    for word in qualifier[1:]
                )
            ):
                return None  # `2 rows of mines`: a count before words naming no type, no calibre
            if any(self._exact([word]) is not None for word in qualifier):
                return None  # `4 Infantry with a MG`, `2 Rifles + MG`: two types named, the line says which of neither
            found = self._exact(written[start:])
            if found is None and len(written) - start > 1 and _singular(written[-1]) in self.sizes:
                found = self._exact(written[start:-1])  # `17pdr A/Tk regiment`, as `17pdr A/Tk`
            if found is not None:
                # The words before it may make another type of it, whole or shortened (`9.2in Heavy
                # Mortar`, `60pdr Hvy Arty`: never the mortar or the artillery their last word names).
                for wider in range(start - 1, 0, -1):
                    longer = self._exact(written[wider:]) or self._partial(written[wider:])
                    if longer is None and len(written[wider]) == 1:
                        continue  # `6pdr A/T gun`: a letter names a type with the others of its name
                    if longer is None or longer.settled is None or longer.near:
                        break
                    found = longer
                return Named(found.ids, named=True)
        return None

    def _calibred(self, written: list[str]) -> Named | None:
        """A calibre the catalog names a type by, then that type's own words (`25pdr field
        regiment`): the type, the calibre its unit's name, as `18pdr field gun`'s is; None else."""
        if len(written) < 2 or not any(c.isdigit() for c in written[0]):
            return None
        calibre, rest = self._exact(written[:1]), self._exact(written[1:])
        if calibre is None or rest is None or calibre.settled is None or calibre.settled != rest.settled:
            return None
        return Named(rest.ids, named=True)

    def _partial(self, written: list[str]) -> Named | None:
        """The elements whose words hold every word written, whole or shortened as players
        shorten words (`Mark tank` is the British Mark tank, `Lt Mortar` the light one, `Hvy Arty`
        the heavy artillery); where a type's name has a model's mark the words lack, it is near
        (`T-34`: the T-34-85?)."""
        held = {_singular(word) for word in written}
        ids = tuple(element for element, spelt in self.spelt.items() if held <= spelt)
        if not ids and len(held) > 1 and any(len(word) > 2 for word in held):
            # a word some type's name holds whole is that word, not a short form of another's
            # (`car` of `Armoured car regiment` is no `carro`: not a Tank); words of two letters
            # alone are a sentence's (`lo sé`), never a name shortened all through
            having = [self._whole(word) or self._abbreviated(word) for word in held]
            ids = tuple(element for element in self.spelt if all(element in found for found in having))
        if ids and any(len(word) == 1 for word in held):
            ids = tuple(element for element in ids if self._initialled(element, held))
        near = any(self._marks(element) - held for element in ids)
        return Named(ids, near=near) if ids else None

    def _initialled(self, element: str, held: set[str]) -> bool:
        """Whether each letter alone among the words held is written with every other word of a
        name of the element that holds it, but a model's mark (`A/T gun`, `T 34`): a letter is an initial of its own
        name's words, never beside another name's (`Tank: T-26` is no `A/T`, an anti-tank gun)."""
        names = [{_singular(word) for word in parts} for parts in self.spellings.get(element, ())]
        return all(
            any(
                letter in spelt
                and all(
                    any(_abbreviates(word, whole) for word in held) or _MODEL.match(whole) for whole in spelt
                )
                for spelt in names
            )
            for letter in held
            if len(letter) == 1
        )

    def _ends(self, word: str, found: Named) -> bool:
        """Whether a word alone is the last word of several types' names, and so names any of them
        (`guns`: small, medium or large), for the reader to ask which."""
        return len(found.ids) > 1 and all(
            _last(self.catalog_names.get(element, "")) == _singular(word) for element in found.ids
        )

    def _whole(self, word: str) -> frozenset[str]:
        """The elements with `word` whole among their names' words."""
        return frozenset(element for element, spelt in self.spelt.items() if word in spelt)

    def _abbreviated(self, word: str) -> frozenset[str]:
        """The elements with a word that `word` writes or shortens, each word weighed once a catalog."""
        if word not in self.shortened:
            self.shortened[word] = frozenset(
                element
                for element, spelt in self.spelt.items()
                if any(_abbreviates(word, w) for w in spelt if w[:1] == word[:1])
            )
        return self.shortened[word]

    def misspelt(self, word: str) -> bool:
        """Whether a word is one of the catalog's misspelt (`Feild`): alike, and a letter longer or
        shorter at most, as a slip of the hand makes it (`Pavesi` is no `pesi`); a short word only
        one slip from it, as alike as a long one's slip though two letters off (`Lanz` is no `ulan`)."""
        near = difflib.get_close_matches(word, self.misspellable, n=_NEAREST, cutoff=NEAR)
        return any(
            abs(len(spelt) - len(word)) <= 1 and (len(word) >= _SLIP or one_slip(word, spelt))
            for spelt in near
        )

    def slipped_from(self, word: str) -> tuple[str, ...]:
        """The catalog's words `word` is one slip of the hand from (a letter left out, put in or
        changed, or two side by side swapped: `infanty`, `Baloon`, `Rifel`), where it is a word
        of `_SLIP` letters or more, in plain letters, that names nothing: no word of the catalog's
        (nor its plural), no example the rules give, no unit word. Each word weighed once."""
        if word in self.slipped:
            return self.slipped[word]
        found: tuple[str, ...] = ()
        if len(word) >= _SLIP and word.isascii() and word.isalpha() and not self._names_a_word(word):
            found = self._slipped(word) or self._slipped(_singular(word))  # `Rifels`: the plural's too
        self.slipped[word] = found
        return found

    def _slipped(self, word: str) -> tuple[str, ...]:
        if self.slips is None:
            self.slips = {}
            for spelt in self.vocabulary:
                if len(spelt) >= _SLIP:
                    self.slips.setdefault(len(spelt), []).append(spelt)
        size = len(word)
        near = (spelt for length in (size - 1, size, size + 1) for spelt in self.slips.get(length, ()))
        return tuple(sorted(spelt for spelt in near if one_slip(word, spelt)))

    def words_of(self, element: str) -> set[str]:
        """The words of an element's own name, as keys spell them."""
        return set(words(self.catalog_names.get(element, "")))

    def _names_a_word(self, word: str) -> bool:
        """Whether a word is the catalog's, in a plural too, an example or a unit word."""
        spelt = {word, _singular(word), *(_unplural(word, ending) for ending in PLURAL_ENDINGS)}
        return bool(spelt & self.vocabulary) or bool(spelt & UNIT_WORDS) or word in self.examples

    def _catalogs_word(self, word: str, written: str = "") -> bool:
        """Whether a word is one of the catalog's, shortened (`Lt`) or misspelt (`Feild`) maybe,
        each word weighed once: a long text repeats its words, and each weighing reads the whole
        vocabulary. Written in capitals (`SPAD`, `FIAT`), it is a maker's name or the catalog's
        own acronym, no shortening."""
        if len(written) > 1 and written.isupper():
            return _singular(word) in self.vocabulary
        if word not in self.catalogs_words:
            spelt = _singular(word)
            self.catalogs_words[word] = (
                spelt in self.vocabulary
                or any(_shortens(spelt, whole) for whole in self.vocabulary if whole[:1] == spelt[:1])
                or self.misspelt(spelt)
            )
        return self.catalogs_words[word]

    def _marks(self, element: str) -> set[str]:
        """The model's marks in an element's name (`85` of `T-34-85`, `I` of `Tiger I`)."""
        return set(
            _roman([word for word in words(self.catalog_names.get(element, "")) if _MODEL.match(word)])
        )

    def _owned(self, written: list[str], text: str) -> Named | None:
        """A type named by its last word after words that are the unit's own name, a maker's or a
        model's, capitalised as names are (`Vickers MG`, `Stokes mortar`): the types that word
        names, or whose names end in it (a mortar is the light mortar, and the trench mortar too,
        so that one is asked). Where a word before is one of the catalog's or near one, the line
        may be another type misspelt (`Feild Artillery`); where it is in lower case, words about a
        unit (`love my tanks`): none."""
        before, last = written[:-1], written[-1]
        found = self._exact([last]) if before else None
        if found is None:
            return None
        as_written = _WORD.findall(text)
        if len(as_written) < len(written):
            return None
        if any(
            self._catalogs_word(word, said) or word in FILLERS
            for word, said in zip(before, as_written[: len(before)], strict=True)
        ):
            return None  # `RE sappers`: capitals write initials, no shortened word of the catalog's
        if not all(word[0].isupper() for word in as_written[: len(before)]):
            return None
        ending = tuple(
            element for element, name in self.catalog_names.items() if _singular(last) == _last(name)
        )
        ids = tuple(dict.fromkeys((*found.ids, *ending)))
        # A name before a model's (`King Tiger`) may be another model of it: asked, as `Tiger II` is.
        near = any(self._marks(element) for element in ids)
        return Named(ids, named=True, near=near)

    def _owned_after(self, written: list[str], text: str) -> Named | None:
        """A type named by its first words before the unit's own name, as French, Italian and
        Spanish players write a maker's or a model's (`mitrailleuses Hotchkiss`, `Mortaio Brixia`),
        capitalised as names are (or figures after them: `Carri M13/40`) and none of them the catalog's
        words, nor starting with a model's mark (`Mk IV`):
        the types those words name, or, where they are one word, whose names end in it, as
        `_owned` reads them. Words after a colon are no such name (`Tiger: Wittmann` is a Tiger and
        its note, never a title)."""
        as_written = _WORD.findall(text)
        if len(as_written) != len(written) or ":" in text:
            return None
        # `BA-6`, `T-26`: letters joined to figures by a dash are a model's, whatever they shorten
        marked = {found.group(1).casefold() for found in _MARKED.finditer(text)} if "-" in text else set()
        for end in range(len(written) - 1, 0, -1):
            after = written[end:]
            if not all(_model_word(as_written, at) for at in range(end, len(as_written))) or any(
                (self._catalogs_word(word, said) and word not in marked and not _versioned(as_written, at))
                or word in FILLERS
                for at, (word, said) in enumerate(zip(after, as_written[end:], strict=True), end)
            ):
                return None
            if _MODEL.match(after[0]):
                continue  # a model's mark follows a model's name (`M13/40`), never names one (`Mk IV`)
            found = self._exact(written[:end])
            if found is not None:
                ending = tuple(
                    element
                    for element, name in self.catalog_names.items()
                    if end == 1 and _singular(written[0]) == _last(name)
                )
                return Named(tuple(dict.fromkeys((*found.ids, *ending))), named=True)
        return None

    def own_name(self, text: str, element: str) -> tuple[str | None, tuple[str, ...]]:
        """The words of a unit's written name beyond those naming its type, where the name itself
        says the type, and the options those words name: `Vickers MG`, `Mark IV tanks`, `KV-1
        heavy tank`, `82mm mortars`, `Sherman plt` are named `Vickers`, `Mark IV`, `KV-1` (heavy),
        `82mm`, `Sherman`; other languages name the type first (`czołgi Sherman`, `Carri M13/40`);
        a name that is only the type's words is none. A model's mark or a calibre after a type is
        no name alone (`Pak 40`, `mk IV`, `Artillería 105mm` stay whole); the longest words naming
        the type decide, so words naming several types keep the words before them (`18pdr field
        guns`: a field gun is no one type), as words ending in `of` do (`pelotones de infantería`)."""
        written = text.split()
        head, dash, last = written[-1].rpartition("-") if written else ("", "", "")
        if dash and head and not head[-1].isdigit() and unit_word(last.casefold()) is not None:
            # `Panther-peloton`: the unit word dashed onto the model, as `Panther peloton` writes it
            return self.own_name(" ".join([*written[:-1], head, last]), element)
        if (
            dash
            and head[:1].isupper()
            and not head[-1].isdigit()
            and self._typing([last], element, False) is not None
        ):
            # `Lewis-MG`: the type's own word dashed onto a maker's name, as `Lewis MG` writes it
            return self.own_name(" ".join([*written[:-1], head, last]), element)
        for cut in range(min(len(written) - 1, TYPE_WORDS), 0, -1):
            if (
                written[cut][:1].isupper()
                and _named(written[cut:])
                and self.option(element, " ".join(written[cut:])) is None
                and not _VARIANT.match(" ".join(written[cut:]))  # `Pz IV H`: the model's variant
                and (self._generic_or_kind(written[:cut], element) or self._own_type(written[:cut], element))
            ):
                # `char Schneider`, `carro armato Saint-Chamond`, `tanková četa T-34`: the rules' word
                # for several types or their category's, or the type's own words, then a model's name
                # (not an option, as German writes `Klasse 8`)
                return self.own_name(" ".join(written[cut:]), element)
        own, rest = parted(text, self.heads)
        if rest != text:  # `Sherman platoon` is named `Sherman`; `1st Platoon` is a name whole
            label, options = self.own_name(rest, element) if rest else (None, ())
            return " ".join(said for said in (own, label) if said) or None, options
        written = text.split()
        if (whole := self._typing(written, element, True)) is not None:
            return None, whole
        if self._generic(words(text), element):
            return None, ()  # `chasseur` settled by its cost, `polní dělo`: the rules' word, no name
        for end in range(len(written) - 1, 0, -1):
            if option := self.option(element, " ".join(written[end:])):
                # `houfnice třída 5`: the option's words end the name, as `howitzer (class 5)` writes them
                label, options = self.own_name(" ".join(written[:end]), element)
                return label, (*options, option)
        ending = next(
            (
                start
                for start in range(max(1, len(written) - TYPE_WORDS), len(written))
                # a calibre last says which gun the type is, though the catalog names it so too
                # (`dělostřelectvo 25pdr`, as `Artillería 105mm`)
                if (
                    not _calibre(words(_calibre_short(" ".join(written[start:]))))
                    and self._typing(written[start:], element, True) is not None
                )
                or self._generic(words(" ".join(written[start:])), element)  # `18pdr field guns`
                or self._of_own_name(written[start:], element)  # `13pdr gun` of the Small gun
            ),
            0,
        )
        if ending:
            start, before = 0, []
            while start < ending - 1 and (option := self.option(element, written[start])) is not None:
                before.append(option)  # `regular 6pdr ATG`: the option, then the name and the type
                start += 1
            if (
                _named(written[start:ending], calibre=True)
                and _key(words(written[ending - 1])) not in OF_WORDS
            ):
                typed = self._typing(written[ending:], element, True) or ()
                return " ".join(written[start:ending]), (*before, *typed)
            return text, ()
        leading = next(
            (
                end
                for end in range(min(len(written) - 1, TYPE_WORDS), 0, -1)
                if self._typing(written[:end], element, False) is not None
            ),
            0,
        )
        if leading and _key(words(written[leading])) in OF_WORDS:
            leading += 1  # `Mortier de 81`: the word joining them is neither's
        if leading and _mark(written[leading]):
            return text, ()  # `Panzer IV H`: a model's mark names it with the words before it
        if leading and _BORE_LETTERED.fullmatch(" ".join(written[leading:])):
            return text, ()  # `canon lourd 155 C`: a bore and its length's letter, kept with the type's words
        if leading and _named(written[leading:]):
            typed = self._typing(written[:leading], element, False) or ()
            if _VARIANT.match(" ".join(written[leading:])):
                return text, typed  # `Pz IV H`, `Pz IV Ausf. H`: the model's variant stays with it
            return " ".join(written[leading:]), typed
        if (
            len(written) > 1
            and self._generic(words(written[0]), element)
            and not _named(written[1:])
            and not _calibre(written[1:])  # `Obús 15 cm`: the calibre says which gun the word is
            and _BORE_AND_LENGTH.search(text.strip()) is None  # `Cannone 75/27`: so do a bore and length
        ):
            return " ".join(written[1:]), ()  # `Feldkanone Krupp`: the rules' word for guns, then the model
        return self._optioned(written, element) or (text, ())

    def _of_own_name(self, written: list[str], element: str) -> bool:
        """Whether every word is a word of the type's own name (`gun` of `Small gun`, `tanks` of
        `British Mark tank`), as a name's type words are (`13pdr gun`, `Lewis gun`)."""
        own = {_singular(word) for word in words(self.catalog_names.get(element, ""))}
        return all(_singular(word) in own for word in words(" ".join(written)))

    def exemplified(self, text: str) -> bool:
        """Whether words are a model the rules give, or one with its mark or number after it
        (`StuG III`, `Pak 40`), the rules' model its mark and all (`Panzer IV`); one figure alone
        may count the units (`Sherman 2`), so it is none."""
        written = text.split()
        if len(written) > 1 and _DESIGNATION.match(written[0]):
            written = written[1:]  # `M4 Sherman`, `M4A3 Sherman`: the model's designation before its name
        if len(written) > 2 and _VARIANT.match(" ".join(written[-2:])):
            written = written[:-2]  # `Pz IV Ausf. H`: the model's variant after its mark
        elif len(written) > 1 and (_VARIANT.match(written[-1]) or _SUBMODEL.match(written[-1])):
            written = written[:-1]  # `Pz IV H`, `Sherman M4A3`
        while key(" ".join(written)) not in self.examples:
            if len(written) < 2 or not _MODEL.match(key(written[-1])):
                return False
            if written[-1].isdecimal() and len(written[-1]) < 2:
                return False
            written.pop()
        return True

    def model(self, text: str, element: str) -> str | None:
        """The model a type of several models is written as, its name (`Mk IV`, `Mark I tanks` of
        the British Mark tank are `Mk IV` and `Mark I`): the type's words and a model's mark after
        them, then none but the type's words; None where the type's own name has a mark (`Tiger II`
        is another model of the Tiger I: asked) or the words hold none."""
        written = text.split()
        if len(written) < 2 or self._marks(element):
            return None
        for at in range(1, min(len(written), TYPE_WORDS + 1)):
            after = written[at + 1] if at + 1 < len(written) else ""
            signed = _NUMBER_SIGN.match(f"x {written[at]} {after}", 2) is not None  # `No. 1`, `nr.1`
            if not (_mark(written[at]) or signed):
                continue  # `Rifles 4`: a count after the type, not a model
            typed = self._exact(words(" ".join(written[:at])))
            if typed is None or typed.settled != element:
                return None
            end = at + 2 if signed and not any(c.isdigit() for c in written[at]) else at + 1
            while end < len(written) and _MODEL.match(key(written[end])):
                end += 1
            rest = [word for word in written[end:] if _singular(key(word)) not in UNIT_WORDS]
            if not self._of_own_name(rest, element):
                return None  # `Mk IV Fray Bentos`: more than the model
            return " ".join(written[:end])
        return None

    def _optioned(self, written: list[str], element: str) -> tuple[str, tuple[str, ...]] | None:
        """A name with the options it states at either end (`paratroopers elite`, `elite
        paratroopers`): its words that still read as `element`, and those options; None else."""
        start, end, options = 0, len(written), []
        while end - start > 1 and (option := self.option(element, written[end - 1])) is not None:
            options.append(option)
            end -= 1
        while end - start > 1 and (option := self.option(element, written[start])) is not None:
            options.append(option)
            start += 1
        found = self.read(" ".join(written[start:end])) if options else None
        if found is None or found.settled != element or found.near:
            return None
        return " ".join(written[start:end]), tuple(dict.fromkeys(options))

    def platoon_of(self, text: str, typed: str) -> bool:
        """Whether `text` is a unit word written onto the words a row writes its type in, `typed`, in
        one word or with a dash, as German, Dutch and the Nordic languages join them (`Pakzug` or
        `Pak-Zug` over `Pak`): the type again, as `Sección de morteros` over `Morteros` is."""
        joined, row = "".join(words(text)), "".join(words(typed))
        return any(joined == row + unit for unit in UNIT_WORDS_JOINED if row.isalpha())

    def initials(self, element: str, written: str) -> bool:
        """Whether `written`, in capitals, is the type's name by its initials, with or without the
        last word's (`LM` and `LMB` of `Light mortar base`): the type said again, as its name."""
        said = written.strip()
        if not (2 <= len(said) <= 4 and said.isalpha() and said.isupper()):
            return False
        first = [word[0] for word in words(self.catalog_names.get(element, ""))]
        return len(first) >= 2 and said.casefold() in ("".join(first), "".join(first[:-1]))

    def restates(
        self, text: str, element: str, *, category: bool = False, typed: str = ""
    ) -> tuple[str, ...] | None:
        """The options `text` names where it is only `element`'s type's own name or id, or, where
        `category`, a category's it is of, after them (`heavy tanks` after a Tiger's name, `Tanks:`
        over an A7V), or a unit word and the type's words as the line writes them, `typed`; else
        None. An alias is a player's word for the unit (`ułani`, `poilus`, `trench raiders`), and a
        category's name in a note what it does (`mounted`)."""
        numbered, remainder = parted(text, self.heads)
        said, line_words = set(words(remainder)), set(words(typed))
        if remainder != text and not numbered and said & line_words and words(text) != words(typed):
            found = self._exact(words(remainder))
            if found is not None and element in found.ids:
                return ()  # `Sección de morteros` over `Morteros`: a platoon of the type the line writes
        own = {key(self.catalog_names.get(element, "")), key(element)}
        if category:
            own |= {spelt for spelt, members in self.categories.items() if element in members}
        written = words(text)
        for start in range(len(written)):
            if own & set(_keys(written[start:])):
                options = [self.option(element, word) for word in written[:start]]
                return tuple(option for option in options if option) if all(options) else None
        return None

    def _typing(
        self, written: list[str], element: str, organised: bool, *, whole: bool = False
    ) -> tuple[str, ...] | None:
        """The options `written` names where its words settle `element`'s type by the type's own
        words (or, `whole`, a category's it is of), with words of how units are organised where
        `organised` (alone too); None where they name another or several, or are an example the
        rules give of it (`Pak`, `Sherman`), which is a unit's own name. (An empty tuple is a
        reading too: test it against None.)"""
        spelt = words(" ".join(written))
        if organised and len(spelt) > 1 and _singular(spelt[-1]) in UNIT_WORDS:
            named = self._exact(spelt)  # `field regiment`: the type's own name, its unit word and all
            if named is not None and named.settled == element and not named.named:
                return named.options
        while organised and spelt and _singular(spelt[-1]) in UNIT_WORDS:
            spelt.pop()
        if not spelt:
            return () if organised and written else None
        if any(spelt_key in self.examples for spelt_key in _keys(spelt)):
            return None
        found = self.read(" ".join(spelt))
        if found is None and len(spelt) == 1 and element in self.nouns.get(_singular(spelt[0]), ()):
            return ()  # `chars Renault FT`, `carros M4 Sherman`: the noun of `char d'assaut`, then the model
        if found is not None and not found.exact and len(spelt) > 1 and self._kind(spelt, element):
            return found.options  # `6pdr A/Tk guns`: the type's words, then what it is
        if found is not None and found.settled == element and self._shortened(spelt, element):
            return found.options  # `18pdr Field Arty`: the type's name, each word shortened
        if found is None or found.named or found.near or not (found.exact or found.options):
            return None  # `Small` of `Small gun 7.7cm` is a word of the type's name, not its name
        if found.settled == element or (whole and self._in_category(spelt, element)):
            return found.options
        return None

    def _shortened(self, spelt: list[str], element: str) -> bool:
        """Whether words write each word of one of the type's names in turn, whole or shortened
        (`Field Arty`, `Lt Mortar`, `Hvy Mortar` of the heavy mortar): the type in full, not a word
        of it (`Small` of a small gun)."""
        return any(
            len(spelt) == len(name)
            and all(_abbreviates(said, word) for said, word in zip(spelt, name, strict=True))
            for name in self.spellings.get(element, ())
        )

    def _kind(self, spelt: list[str], element: str) -> bool:
        """Whether words are the type's own words, then its category's (`A/Tk guns`): all its words."""
        said = self._exact(spelt[:-1])
        return said is not None and said.settled == element and self._in_category(spelt[-1:], element)

    def _own_type(self, written: list[str], element: str) -> bool:
        """Whether words are the type's own name in two words or more (`tanková četa`), naming no
        model nor option (`chars moyens` names the class, which `own_name` keeps)."""
        found = self._exact(words(" ".join(written))) if len(written) > 1 else None
        return found is not None and found.ids == (element,) and not found.named and not found.options

    def _generic_or_kind(self, written: list[str], element: str) -> bool:
        """Whether words are the rules' word for several types or their category's, `element` one."""
        said = words(" ".join(written))
        return self._generic(said, element) or self._in_category(said, element)

    def _in_category(self, spelt: list[str], element: str) -> bool:
        """Whether words name a category `element` is in (`A/Tk guns`, `chars`)."""
        return any(element in self.categories.get(k, ()) for k in _keys(spelt))

    def _generic(self, spelt: list[str], element: str) -> bool:
        """Whether words are the rules' word for several types, `element` one of them (`field guns`,
        `howitzer`, `obús`): the type's word, as its name is; a calibre or a model (`75mm`, `Pak`),
        though an example too, is a unit's own name."""
        if any(c.isdigit() for word in spelt for c in word):
            return False
        return any(
            element in ids and len(ids) > 1
            for spelt_key in _keys(spelt)
            if (ids := self.examples.get(spelt_key))
        )

    def formation(self, text: str) -> str | None:
        for spelt in _keys(words(text)):
            if spelt in self.formations:
                return self.formations[spelt]
        return None

    def shared(self, text: str, formation: str) -> bool:
        """Whether `text` names `formation` by other words than its name or id, which other types'
        names hold too (WTJ's `Regiment`, an alias of the infantry regiment, beside the cavalry and
        cyclist regiments): its members, not the word, say which it is."""
        said = key(text)
        if said in (key(self.named_formations[formation]), key(formation)):
            return False
        held = set(said.split())
        return any(
            held <= {_singular(w) for w in words(name)}
            for other, name in self.named_formations.items()
            if other != formation
        )

    def formations_in_part(self, text: str) -> tuple[list[str], bool]:
        """The formation types whose words `text` holds most of, whole or shortened (`1st Bn`,
        `2nd Regt`: a number is the formation's own), and whether they are written in full."""
        written = [_singular(w) for w in words(text) if not w[0].isdigit()]
        fits: dict[str, tuple[bool, int]] = {}
        for spelt, formation in self.formations.items():
            parts = spelt.split()
            # `de` of `peloton de chars` names no type: `Chef de compagnie` holds no platoon's word
            held = sum(
                1
                for part in parts
                if part not in OF_WORDS and any(_shortens(w, part) or inflects(w, part) for w in written)
            )
            if held:
                fits[formation] = max(fits.get(formation, (False, 0)), (held == len(parts), held))
        best = max(fits.values(), default=None)
        found = [formation for formation, fit in fits.items() if fit == best]
        full = len(found) == 1 and all(
            any(w == part or inflects(w, part) for w in written)
            for part in key(self.named_formations[found[0]]).split()
        )
        return found, full

    def names_in_part(self, text: str, formation: str) -> bool:
        """Whether `text` holds a word of one of `formation`'s names, whole or shortened (`4th Don
        Cossack Regt`: `Regt` of the Cavalry regiment), numbers apart."""
        written = [_singular(w) for w in words(text) if not w[0].isdigit()]
        return any(
            part not in OF_WORDS and any(_shortens(w, part) or inflects(w, part) for w in written)
            for spelt, found in self.formations.items()
            if found == formation
            for part in spelt.split()
        )

    def aliased(self, text: str, formation: str) -> bool:
        """Whether `text` holds every word of an alias of `formation` no other type shares (`plt A`,
        `1st Bn`): a heading naming the type so names it in full, as by its name."""
        written = {_singular(w) for w in words(text)}
        return any(
            {_singular(word) for word in spelt.split()} <= written and not self.shared(spelt, formation)
            for spelt, found in self.formations.items()
            if found == formation
        )

    def only_its_words(self, text: str, formation: str) -> bool:
        """Whether `text` names `formation` by an alias no other type shares, in words all the
        type's own but its numbers (`Infantry Bn`, `1st Bn`, `Batalion I` in Roman figures), as a
        heading naming only the type."""
        own = {
            _singular(word)
            for spelt, found in self.formations.items()
            if found == formation
            for word in spelt.split()
        } | {_singular(word) for word in words(self.named_formations.get(formation, ""))}
        written = [_singular(w) for w in words(text) if not numbering(w) and w not in OF_WORDS]
        return bool(written) and set(written) <= own and self.aliased(text, formation)

    def option(self, element: str, text: str) -> str | None:
        """The option of `element` that `text` names, in full, in a plural as an element's name
        may be (`lekkie` of `lekki`, `schweren`), or shortened as players shorten an option's words
        (`cl.2` for class 2, `vet` for veteran)."""
        chosen = self.element_options.get(element, {})
        written = words(text)
        if len(written) > 1 and written[0] in _OPTION_OF:
            written = written[1:]  # `fanteria d'élite`, `infantería de élite`: the option by `of`
        named = next((chosen[spelt] for spelt in _keys(written) if spelt in chosen), None)
        return named or _shortened_option(chosen, text)

    def fixes(self, element: str, text: str) -> bool:
        """Whether `text` names an option whose stats `element`'s own type has already."""
        return key(text) in self.fixed.get(element, frozenset())

    def any_option(self, text: str) -> str | None:
        """The option `text` names of any element, for an entry whose own type is unknown."""
        spelt = key(text)
        return next((chosen[spelt] for chosen in self.element_options.values() if spelt in chosen), None)

    def near(self, text: str) -> bool:
        """Whether `text` is close to an element's name: a near miss, not a line of prose."""
        return bool(difflib.get_close_matches(key(text), list(self.elements), n=1, cutoff=NEAR))


_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")


def numbering(word: str) -> bool:
    """Whether a word numbers a body, in figures or Roman ones (`1st`, `2`, `II`): a formation's
    number, no word of its type."""
    return word[:1].isdigit() or word in _ROMAN


def _roman(written: list[str]) -> list[str]:
    """The words with a model's mark in figures after the first written as the rules write
    marks, in Roman figures: `Tiger 1` is the `Tiger I`, `Pz 4` the `Pz IV`."""
    return [
        _ROMAN[int(word) - 1] if at and word.isdigit() and 0 < int(word) <= len(_ROMAN) else word
        for at, word in enumerate(written)
    ]


def _named(written: list[str], calibre: bool = False) -> bool:
    """Whether words can be a unit's own name: some word of them is no model's mark (`Pak 40`:
    the 40 alone names no unit), nor a calibre but where it stands before the type (`82mm
    mortars` are the 82mm; the 105mm of `Artillería 105mm` and the 3-inch of `minomet 3"` say what
    the type is), as a gun's calibre and length is (`47/32 anticarro`)."""
    return any(
        not (
            _MODEL.match(word.removesuffix("s") if len(word) > 2 else word)
            or (not calibre and (_CALIBRE.match(word) or word in _CALIBRE_UNITS))
        )
        for word in words(" ".join(written))
    ) or (calibre and any("/" in word and _BORE.fullmatch(word) for word in written))


def _calibre(written: list[str]) -> bool:
    """Whether words are a calibre, figures and what they are in (`15 cm`, `105mm`, `7,7 cm`), not
    a model's figures (`149/12`)."""
    spelt = words(" ".join(written))
    return all(_CALIBRE.match(word) for word in spelt) and not all(word.isdigit() for word in spelt)


_VERSION = 3
"""Letters of the longest word of a model's version after its mark (`bis`, `ter`)."""


def _mark(word: str) -> bool:
    """Whether a word is a model's mark after a type's words (`IV`, `4a`, Swedish `m/42`), not a
    number alone, which counts the units or names a calibre (`Rifles 4`)."""
    return (bool(_MODEL.match(key(word))) and not word.isdecimal()) or bool(_MODEL_YEAR.match(word))


def _model_word(written: list[str], at: int) -> bool:
    """Whether the word at `at` may be part of a model's name: capitalised or a figure (`18BL`,
    its letters capitals), or a short word last after a mark of letters and figures, as a model's
    version is written (`B1 bis`), never words about the unit (`T-34-85 samodzielnie`)."""
    word, before = written[at], written[at - 1] if at else ""
    version = (
        at == len(written) - 1 and len(word) <= _VERSION and not before.isalpha() and not before.isdigit()
    )
    figured = word[0].isdigit() and (word.isdigit() or any(c.isupper() for c in word))  # `18BL`
    return word[0].isupper() or figured or version or word in _MODEL_MARKS


_MODEL_MARKS = frozenset({"vz", "wz", "obr"})
"""Words for `model` players write in small letters inside a model's name, before its year: Czech
and Slovak `vz.` (vzor: `LT vz. 35`, `OA vz. 30`), Polish `wz.` (wzór: `samochód pancerny wz. 34`),
Russian `obr.` (obrazets, in Latin letters)."""


def _versioned(written: list[str], at: int) -> bool:
    """Whether the word at `at` is a model's version, short and last after its number (`Ter` of
    `Fiat 15 Ter`): the model's word, though it may shorten one of the catalog's (`tracteur`)."""
    before = written[at - 1] if at else ""
    return at == len(written) - 1 and len(written[at]) <= _VERSION and any(c.isdigit() for c in before)


_OPTION_OF = frozenset({"de", "d", "di", "da", "do"})
"""`of` as French, Italian, Spanish and Portuguese join a status to its type (`d'élite`, `de élite`)."""

_ELIDED_OF = ("d", "dell", "dall")
"""`of` elided onto the next word, as `names.words` leaves it: the `d` of `char d'assaut`."""


def _named_words(spelt: str) -> list[str]:
    """A name's words less a letter alone between two of them: a particle joining them (Italian
    `a` of `traino a cavalli`), no word of the catalog's, so a lettered unit keeps its letter
    (`Lorry A`) as a model's mark at a name's end (`Tiger E`) is kept."""
    said = spelt.split()
    return [word for at, word in enumerate(said) if len(word) > 1 or at in (0, len(said) - 1)]


def _noun(spelt: list[str]) -> str:
    """The noun of a name joining it by `of` to more words (`char` of `char d'assaut`), in the
    singular; '' for a name of another kind, or whose first word is a unit word (`section de chars`)."""
    if len(spelt) < 3 or spelt[1] not in (*OF_WORDS, *_ELIDED_OF) or unit_word(spelt[0]):
        return ""
    return _singular(spelt[0])


def _last(name: str) -> str:
    """A type's name's last word but those that add nothing to it: the mortar of `Light mortar base`."""
    spelt = key(name).split()
    while len(spelt) > 1 and spelt[-1] in FILLERS:
        spelt.pop()
    return spelt[-1] if spelt else ""


def _shortened_option(chosen: dict[str, str], text: str) -> str | None:
    """The one option whose words `text` writes shortened, word for word: a figure as it is, a
    word by three letters or more (`vet`, `reg`), or by two beside the option's figure (`cl.2`,
    `cl 5`); None where none or several fit."""
    written = words(text)
    figured = any(word.isdigit() for word in written)
    if not written or all(word.isdigit() for word in written):
        return None
    found = {
        option
        for spelt, option in chosen.items()
        if len(spelt.split()) == len(written)
        and all(_shortened(word, whole, figured) for word, whole in zip(written, spelt.split(), strict=True))
    }
    return found.pop() if len(found) == 1 else None


def _shortened(word: str, whole: str, figured: bool) -> bool:
    if word.isdigit() or whole.isdigit():
        return word == whole
    if figured and len(word) >= 2 and whole.startswith(word):
        return True
    if len(word) < 3 or not _shortens(word, whole):
        return False
    # A short form of an option keeps its first letters (`vet`, `reg`) or drops every vowel between
    # its ends (`hvy`): one of the ends and a vowel between is a word of its own (`role`, `Lehr`).
    return whole.startswith(word) or not any(letter in _VOWELS for letter in word[1:-1])


def _abbreviates(written: str, word: str) -> bool:
    """Whether `written` is `word` or a short form of it (`lt`, `hvy`, `arty`), two letters or more
    shorter: one fewer (`tigr`, `artilery`) is more likely a slip of another name, kept unknown."""
    return written == word or (len(written) <= len(word) - 2 and _shortens(written, word))


def shortens_all(written: str, whole: str) -> bool:
    """Whether every word of `written` is a word of `whole`, as written or shortened (`Heavy arty`
    of `Heavy Artillery`, `Observer` of `Forward Observer`): the same words again, not others."""
    spelt = [_singular(word) for word in words(whole)]
    return bool(spelt) and all(
        any(_abbreviates(_singular(word), one) for one in spelt) for word in words(written)
    )


def _shortened_names(formations: Sequence[Formation]) -> dict[str, str]:
    """Each type's name with a word shortened as the catalog shortens the type of that one word
    (`Plt` of the `Platoon`: `Heavy Plt` is the heavy platoon), by its key: players shorten the
    word wherever it stands, and a catalog lists the short form once. Only a one-word type's
    aliases are its word's: a longer type's (`IR`, `RI`) stand for all its words."""
    shortenings: dict[str, set[str]] = {}
    for formation in formations:
        full = words(formation.name)
        if len(full) != 1:
            continue
        for said in (words(alias) for alias in formation.aliases):
            if len(said) == 1 and _short_for(said[0], full[0]):
                shortenings.setdefault(full[0], set()).add(said[0])
    found: dict[str, str] = {}
    for formation in formations:
        full = words(formation.name)
        for at, word in enumerate(full):
            for short in sorted(shortenings.get(word, ())):
                found.setdefault(_key([*full[:at], short, *full[at + 1 :]]), formation.id)
    return found


def _short_for(written: str, word: str) -> bool:
    """Whether `written` is `word` shortened: its first letter, then some of its others in order
    (`plt`, `pltn` of `platoon`; `bn` of `battalion`), not a word of another language (`Zug`)."""
    rest = iter(word[1:])
    return (
        len(written) < len(word) and written[:1] == word[:1] and all(letter in rest for letter in written[1:])
    )


def _shortens(written: str, word: str) -> bool:
    """`battalion`, `batt` and `bn` all write `battalion`: the word, its first three letters or
    more, or its first and last letters with some between in order (`regt`, `coy`, `bde`), as
    players drop the vowels: one kept between at most (a maker's `Latil` is no `lastbil`)."""
    if written == word or (len(written) >= 3 and word.startswith(written)):
        return True
    rest = iter(word[1:-1])
    ends = len(written) > 1 and written[0] == word[0] and written[-1] == word[-1]
    between = written[1:-1]
    return (
        ends
        and sum(letter in _VOWELS for letter in between) <= 1
        and all(letter in rest for letter in between)
    )


_VOWELS = frozenset("aeiouyåäöøæ")


@dataclass(frozen=True)
class SystemNamed:
    """A catalog a line names, how many words name it, and where in the line they are."""

    catalog: Catalog | Outline
    strength: int
    start: int
    end: int


SYSTEM_GAP = 2
"""Other words a system's name of three words or more may have among its own, in any order, and
still name it: `OHW WW2 version hex`, `hex OHW WW2` and `OHW WW2 su esagoni` name the hexed draft as
`OHW WW2 hex` and `OHW WW2 esagoni` do. A shorter name is written whole (`tank to attack` is chatter)."""


class Systems:
    """The names of a set of catalogs, and every word in them, so a line is looked at once."""

    def __init__(self, catalogs: Sequence[Catalog | Outline]) -> None:
        self.spelt: list[tuple[Catalog | Outline, list[str]]] = []
        for catalog in catalogs:
            for name in (catalog.name, catalog.id, *catalog.aliases):
                if spelt := words(name):
                    self.spelt.append((catalog, spelt))
        self.known = frozenset(word for _, spelt in self.spelt for word in spelt)
        self.loose = [
            (catalog, spelt)
            for catalog in catalogs
            for name in catalog.loose_aliases
            if (spelt := words(name))
        ]

    def hinted(self, text: str) -> list[Catalog | Outline]:
        """The catalogs a loose word for them in `text` hints at (`the hex comp`), each once: its
        words in a row, ignoring case and punctuation."""
        written = words(text)
        hinted: list[Catalog | Outline] = []
        for catalog, spelt in self.loose:
            size = len(spelt)
            if catalog not in hinted and any(
                written[at : at + size] == spelt for at in range(len(written) - size + 1)
            ):
                hinted.append(catalog)
        return hinted

    def named(self, text: str) -> SystemNamed | None:
        """The catalog whose name, id or an alias `text` holds as whole words, ignoring case,
        brackets and punctuation, in any order with at most `SYSTEM_GAP` other words among them;
        the longest name wins (`... WWII (hexed)` over `... WWII`), and where two catalogs' names
        are as long, neither."""
        folded = text.casefold()
        if text.isascii() and not any(word in folded for word in self.known):
            return None  # most lines: no word of any system's name is in them, as a glance shows
        tokens = [(m.start(), m.end(), w) for m in _WORD.finditer(text) for w in words(m.group())]
        written = [w for _, _, w in tokens]
        present = set(written)
        found: dict[str, SystemNamed] = {}
        for catalog, spelt in self.spelt:
            size = len(spelt)
            best = found.get(catalog.id)
            if (best is not None and best.strength >= size) or not present.issuperset(spelt):
                continue
            if (span := _span(written, spelt)) is not None:
                found[catalog.id] = SystemNamed(catalog, size, tokens[span[0]][0], tokens[span[1]][1])
        if not found:
            return None
        strongest = max(named.strength for named in found.values())
        best_ones = [named for named in found.values() if named.strength == strongest]
        return best_ones[0] if len(best_ones) == 1 else None


def _span(written: list[str], spelt: list[str]) -> tuple[int, int] | None:
    """The first and last word of the first stretch of `written` holding every word of `spelt`,
    where it is at most `SYSTEM_GAP` words longer than `spelt` (none for a name of two words)."""
    wanted = set(spelt)
    if len(spelt) <= 2:
        size = len(spelt)
        starts = (at for at in range(len(written) - size + 1) if written[at : at + size] == spelt)
        return next(((at, at + size - 1) for at in starts), None)
    width = len(spelt) + SYSTEM_GAP
    for start, word in enumerate(written):
        if word in wanted:
            stretch = written[start : start + width]
            if wanted <= set(stretch):
                return start, start + max(stretch.index(w) for w in wanted)
    return None


BODY_KEYS = frozenset(key(word) for word in BODY_WORDS)
"""A body's words as `key` spells them: one labelling a heading (`Reggimento:`) or ending a quoted
name (`"Rifle Brigade"`) says a body of an army."""
