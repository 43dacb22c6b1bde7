"""Words that say how a unit is organised, in the languages players write lists in: a platoon,
a troop, a battery. They name no type and no unit's own name, wherever they stand in a unit's
line (`81mm mortar platoon`, `Pak 40 Zug`, `plotone bersaglieri`, `Танковый взвод Т-34`); a
numbered one is a name whole (`1st Platoon`, `II plotone`, `2. Zug`)."""

import re
import unicodedata

from armybuilder.patterns import on_first_use
from armybuilder.textlist.grammar import OF_WORDS

UNIT_WORDS = frozenset(
    {"platoon", "plt", "pl", "troop", "tp", "trp", "section", "sect", "sec", "squad", "squadron", "sqn"}
    | {"battery", "bty"}
    | {"detachment", "det"}  # `3in mortar det.`: British lists' crew of a support weapon
    | {"zug", "zuge", "batterie", "schwadron", "halbzug", "trupp"}  # German (Züge unaccented)
    | {"peloton", "escadron", "escadrille"}  # French; `section`, `batterie` above
    | {"plotone", "plotoni", "sezione", "sezioni", "batteria", "squadrone", "squadriglia"}  # Italian
    | {"seccion", "secciones", "pelotones", "bateria", "baterias", "escuadron"}  # Spanish
    | {"pelotao", "pelotoes", "secao", "seccao", "secoes", "seccoes"}  # Portuguese
    | {"esquadrao", "esquadrilha"}
    | {"seccio", "peloto"}  # Catalan (`seccions`, `pelotons` are the plurals of words above)
    | {"pluton", "plutony", "szwadron", "sekcja", "druzyna"}  # Polish
    | {"ceta", "cety", "cata", "caty", "baterie", "vzvod", "vzvody", "vzvoda"}  # Czech, Slovak, Russian
    | {"szwadrony", "sekcje"}  # Polish plurals
    | {"szakasz", "uteg", "osztag"}  # Hungarian
    | {"sectie", "batterij"}  # Dutch; `peloton` above
    | {"joukkue", "patteri", "batteri", "deling", "eskadron", "skvadron", "tropp"}  # Finnish and Nordic
    | {"взвод", "взвода", "взводы", "взводов", "батарея", "батареи", "эскадрон", "отделение"}  # Russian
    | {"shoutai", "shotai"}  # Japanese in Latin letters (romaji)
)
"""Each word as `names.words` gives it (lower case, without accents), singular and the plurals
that are no English `s` on it: `platoons` and `Batterien` are found by their singulars. A
company's words (`Easy Company`, `Rifle coys`) are none: a company is more often a body of units
or the army than one unit, so its line is left as before."""

_WORD = on_first_use(r"[^\W_]+")
_ELIDED = on_first_use(r"^(?:d|dell|dall|del)['’]", re.IGNORECASE)
"""An `of` elided before a vowel and written onto the type: `d'infanterie`, `dell'artiglieria`."""
_ORDINAL = on_first_use(r"^\d{1,3}(?:st|nd|rd|th|e|er|re|ème|a|ª|º|o|°|\.)$", re.IGNORECASE)
_PLURALS = ("s", "en", "n", "e")
"""Plural endings on a unit word: `platoons`, `Batterien`, `Kompanien`, `troops`."""
_NUMBERED = on_first_use(
    r"^(?:\d{1,3}(?:st|nd|rd|th|e|er|re|ème|a|ª|º|o|°|\.)?|[ivx]{1,4}\.?)$", re.IGNORECASE
)
"""A unit's number as players write it before or after its unit word: `1st`, `2.`, `3ª`, `II`, `1e`."""
_LETTER = on_first_use(r"^[A-Z]$")


def organises(word: str) -> bool:
    """Whether a word (as `names.words` gives it) says how a unit is organised, in a plural too."""
    return unit_word(word) is not None


def unit_word(word: str) -> str | None:
    """The unit word `word` writes, in the singular (`Batterien`: `batterie`); None for no unit word."""
    if word in UNIT_WORDS:
        return word
    if word.endswith("ies") and word[:-3] + "y" in UNIT_WORDS:
        return word[:-3] + "y"
    return next(
        (word[: -len(end)] for end in _PLURALS if word.endswith(end) and word[: -len(end)] in UNIT_WORDS),
        None,
    )


def _words(text: str) -> list[str]:
    """The words of `text` in lower case and without accents, as a unit word is kept."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return _WORD.findall("".join(c for c in folded if not unicodedata.combining(c)))


def organised(text: str, heads: frozenset[str] = frozenset()) -> bool:
    """Whether a line's words hold a unit word, but those of `heads` (a formation's words in the
    game, which head one: `Zug` in Pagano): it says a unit, never a title (`Sherman platoon`)."""
    return any(unit_word(word) not in heads | {None} for word in _words(text))


def parted(text: str, heads: frozenset[str] = frozenset()) -> tuple[str, str]:
    """A unit's written name as its numbered unit words, which are a name (`1st Platoon`, `II
    plotone`), and the rest without unit words and the `of` after one (`sección de`, `section
    d'`): ('', 'Pak 40') of `Pak 40 Zug`, ('I plotone', 'fucilieri') of `I plotone fucilieri`."""
    written = [piece for token in text.split() for piece in _hyphened(token, heads)]
    unit = [
        bool(spelt := _words(token)) and all(unit_word(w) not in heads | {None} for w in spelt)
        for token in written
    ]
    own = set()
    for at, is_unit in enumerate(unit):
        # a number starting the name (`II plotone`) or after the word (`Zug 2`), not a mark (`Pz IV Zug`)
        numbers = [
            near
            for near in (at - 1, at + 1)
            if near in (0, at + 1) and near < len(written) and _NUMBERED.match(written[near].rstrip(":"))
        ]
        if is_unit and numbers:
            own |= {at, numbers[0]}
        elif is_unit and at == 1 and _LETTER.match(written[0]) and written[1][:1].isupper():
            own |= {0, 1}  # `A Pl`, `B Sqn`: a company's letter names its body; `A platoon` is an article
    rest: list[str] = []
    for at, token in enumerate(written):
        if at in own or unit[at]:
            continue
        if at and unit[at - 1] and at - 1 not in own:
            if " ".join(_words(token)) in OF_WORDS:
                continue  # `sección de morteros`: the `de` joins the unit word to the type
            token = _ELIDED.sub("", token)  # `section d'infanterie`
        rest.append(token)
    return " ".join(written[at] for at in sorted(own)), " ".join(token for token in rest if token)


def _hyphened(token: str, heads: frozenset[str]) -> tuple[str, ...]:
    """A model's name and a unit word joined by a dash, as German and the Nordic languages join
    them (`Panther-deling`, `Tiger-Zug`): the two apart; any other word whole."""
    if "-" not in token:
        return (token,)
    model, _, unit = token.rpartition("-")
    spelt = _words(unit)
    if not model or not spelt or not _words(model) or _NUMBERED.match(model):
        return (token,)
    return (model, unit) if all(unit_word(w) not in heads | {None} for w in spelt) else (token,)


def ordinal(text: str) -> bool:
    """Whether a name starts with a number ordering it among others (`2nd Guards Tank`, `1er`, `3.`):
    a unit word after it orders a body of units, as a title does (`2nd Guards Tank Company`)."""
    first = text.split()[0] if text.split() else ""
    return _ORDINAL.match(first) is not None
