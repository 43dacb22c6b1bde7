"""Catalog names as people write them: a name, an id or an alias matches whatever its case,
punctuation, accents or plural."""

import difflib
import re
import unicodedata
from dataclasses import dataclass, field

from armybuilder.schema.catalog import Catalog, RosterOption

_WORD = re.compile(r"[^\W_]+")


NEAR = 0.75
"""How alike a line and an element's name must be for the line to be a misspelt entry, not prose."""


def words(text: str) -> list[str]:
    """The words of `text` in lower case, without accents or punctuation."""
    folded = unicodedata.normalize("NFKD", text.casefold())
    return _WORD.findall("".join(c for c in folded if not unicodedata.combining(c)))


def key(text: str) -> str:
    """'Siege Battery', 'siege-battery' and 'SIEGE BATTERIES' all give 'siege battery'."""
    found = words(text)
    if found:
        found[-1] = _singular(found[-1])
    return " ".join(found)


def _singular(word: str) -> str:
    if len(word) <= 3 or not word.endswith("s") or word.endswith("ss"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses", "zes")):
        return word[:-2]
    return word[:-1]


@dataclass
class Names:
    """One catalog's names by key: elements, formations, each element's options, roster options."""

    catalog: Catalog
    elements: dict[str, str] = field(default_factory=dict)
    formations: dict[str, str] = field(default_factory=dict)
    element_options: dict[str, dict[str, str]] = field(default_factory=dict)
    defaults: dict[str, set[str]] = field(default_factory=dict)
    """Each element's options taken when none of their group is chosen."""
    options: list[tuple[str, RosterOption]] = field(default_factory=list)
    """Roster options by every name they go by, longest first, for `Options: Figure scale 15mm`."""

    @classmethod
    def of(cls, catalog: Catalog) -> "Names":
        names = cls(catalog)
        groups = {group.id: group for group in catalog.option_groups}
        for element in catalog.elements:
            for written in (element.name, element.id, *element.aliases):
                names.elements.setdefault(key(written), element.id)
            chosen = names.element_options.setdefault(element.id, {})
            defaults = names.defaults.setdefault(element.id, set())
            for group_id in element.option_groups:
                group = groups.get(group_id)
                if group is not None and group.default is not None:
                    defaults.add(group.default)
                for option in group.options if group is not None else ():
                    chosen.setdefault(key(option.name), option.id)
                    chosen.setdefault(key(option.id), option.id)
        for formation in catalog.formations:
            for written in (formation.name, formation.id, *formation.aliases):
                names.formations.setdefault(key(written), formation.id)
        spelt = [(written, option) for option in catalog.options for written in (option.name, option.id)]
        names.options = sorted(spelt, key=lambda pair: len(pair[0]), reverse=True)
        return names

    def element(self, text: str) -> str | None:
        return self.elements.get(key(text))

    def formation(self, text: str) -> str | None:
        return self.formations.get(key(text))

    def formations_in_part(self, text: str) -> list[str]:
        """The formation types whose words `text` holds most of, whole or shortened (`1st Bn`,
        `2nd Regt`: a number is the formation's own); one where it is unambiguous."""
        written = [_singular(w) for w in words(text) if not w[0].isdigit()]
        fits: dict[str, tuple[bool, int]] = {}
        for spelt, formation in self.formations.items():
            parts = spelt.split()
            held = sum(1 for part in parts if any(_shortens(w, part) for w in written))
            if held:
                fits[formation] = max(fits.get(formation, (False, 0)), (held == len(parts), held))
        return [formation for formation, fit in fits.items() if fit == max(fits.values())]

    def option(self, element: str, text: str) -> str | None:
        return self.element_options.get(element, {}).get(key(text))

    def near(self, text: str) -> bool:
        """Whether `text` is close to an element's name: a near miss, not a line of prose."""
        return bool(difflib.get_close_matches(key(text), list(self.elements), n=1, cutoff=NEAR))


def _shortens(written: str, word: str) -> bool:
    """`battalion`, `batt` and `bn` all write `battalion`: the word, its first three letters or
    more, or its first and last letters with some between in order (`regt`, `coy`, `bde`)."""
    if written == word or (len(written) >= 3 and word.startswith(written)):
        return True
    rest = iter(word[1:-1])
    ends = len(written) > 1 and written[0] == word[0] and written[-1] == word[-1]
    return ends and all(letter in rest for letter in written[1:-1])


def catalog_named(text: str, catalogs: list[Catalog]) -> Catalog | None:
    """The catalog whose name or id `text` holds, the longest name winning (`... WWII (hexed)`
    over `... WWII`)."""
    padded = f" {' '.join(words(text))} "
    found = [
        (len(written), catalog)
        for catalog in catalogs
        for written in (" ".join(words(catalog.name)), " ".join(words(catalog.id)))
        if written and f" {written} " in padded
    ]
    return max(found, key=lambda pair: pair[0])[1] if found else None
