"""Lists written as tables: a Markdown table, or rows split by tabs or commas (a spreadsheet's
export) under a header row naming the columns. Found here without any catalog: which lines are a
table, each row's cells, and what the header says each column holds, in the shared vocabulary
below and a catalog's cost words; the reader gives the other columns their meaning."""

import csv
import itertools
import re
from dataclasses import dataclass
from typing import Literal

from armybuilder.patterns import on_first_use
from armybuilder.textlist.forms import Listed
from armybuilder.textlist.grammar import (
    ALONE_WORDS,
    BULLET_MARKS,
    COMMANDER_WORDS,
    GENERAL_WORDS,
    LEADER,
    MAX_COUNT_DIGITS,
    MAX_LINE,
    PIECE_WORDS,
    TOTAL_WORDS,
    emphasis_removed,
    unescape,
)
from armybuilder.textlist.names import words
from armybuilder.textlist.organised import unit_word

Role = Literal["unit", "name", "count", "cost", "each", "formation", "note", "general", "row", "ref"]

HEADINGS: dict[Role, dict[str, tuple[str, ...]]] = {
    "unit": {
        "en": (
            "unit",
            "units",
            "element",
            "type",
            "unit type",
            "troop",
            "troops",
            "vehicle",
            "vehicles",
            "model",
            *("base", "stand", "base type", "stand type", "troop type", "element type", "vehicle type"),
        ),
        "de": (
            *("einheit", "einheiten", "typ", "element", "truppe", "truppen", "fahrzeug", "fahrzeuge"),
            *("basistyp", "basentyp", "art der basis", "modell"),
        ),
        "fr": (
            "unite",
            "unites",
            "element",
            "elements",
            "type",
            "troupe",
            "troupes",
            "vehicule",
            "vehicules",
            *("socle", "type de socle", "type de base", "modèle"),
        ),
        "es": (
            "unidad",
            "unidades",
            "elemento",
            "elementos",
            "tipo",
            "tropa",
            "tropas",
            "vehiculo",
            *("peana", "tipo de peana", "modelo"),
        ),
        "it": (
            "unita",
            "elemento",
            "elementi",
            "tipo",
            "truppa",
            "truppe",
            "veicolo",
            "veicoli",
            "tipo di base",
            "modello",
        ),
        "pl": (
            "jednostka",
            "jednostki",
            "element",
            "typ",
            "rodzaj",
            "oddzial",
            "pojazd",
            "pojazdy",
            "typ podstawki",
            "model",
        ),
        "ru": ("подразделение", "юнит", "тип", "элемент", "войска", "техника", "машина", "модель"),
        "nl": (
            "eenheid",
            "eenheden",
            "type",
            "soort",
            "troep",
            "troepen",
            "voertuig",
            "voertuigen",
            "element",
            "model",
        ),
        "cs": (
            "jednotka",
            "jednotky",
            "typ",
            "druh",
            "prvek",
            "vozidlo",
            "vozidla",
            "typ jednotky",
            "základna",
            "model",
        ),
        "sk": (
            "jednotka",
            "jednotky",
            "typ",
            "druh",
            "vozidlo",
            "vozidla",
            "typ jednotky",
            "základňa",
            "model",
        ),
        "fi": ("yksikkö", "yksiköt", "tyyppi", "joukot", "ajoneuvo", "ajoneuvot", "kalusto", "malli"),
        "sv": ("enhet", "enheter", "typ", "förband", "trupp", "trupper", "fordon", "bas", "bastyp", "modell"),
        "da": ("enhed", "enheder", "type", "tropper", "køretøj", "køretøjer", "model"),
        "no": ("enhet", "enheter", "type", "tropper", "kjøretøy", "modell"),
        "pt": ("unidade", "unidades", "tipo", "tropa", "tropas", "elemento", "veículo", "veículos", "modelo"),
        "hu": ("egység", "egységek", "típus", "alakulat", "csapat", "jármű", "járművek", "modell"),
    },
    "name": {
        "en": ("name", "unit name", "callsign", "designation"),
        "de": ("name", "bezeichnung"),
        "fr": ("nom",),
        "es": ("nombre",),
        "it": ("nome",),
        "pl": ("nazwa",),
        "ru": ("название", "имя"),
        "nl": ("naam",),
        "cs": ("název", "jméno", "označení"),
        "sk": ("názov", "meno", "označenie"),
        "fi": ("nimi",),
        "sv": ("namn", "beteckning"),
        "da": ("navn", "betegnelse"),
        "no": ("navn", "betegnelse"),
        "pt": ("nome", "designação"),
        "hu": ("név", "megnevezés"),
    },
    "count": {
        "en": (
            *("qty", "quantity", "count", "number", "no", "nr", "how many", "x", "n", "#", "amount", "pcs"),
            *("bases", "stands", "no of bases", "number of bases"),
        ),
        "de": ("anzahl", "anz", "menge", "stuck", "stk", "zahl", "basen", "bases"),
        "fr": ("nombre", "nb", "nbre", "quantite", "qte", "q.té", "socles", "nombre de socles"),
        "es": ("cantidad", "cant", "numero", "num", "peanas", "bases"),
        "it": ("quantita", "numero", "num", "qta", "q.tà", "basi", "basette"),
        "pl": ("liczba", "ilosc", "ile", "szt", "podstawki", "podstawek"),
        "ru": ("количество", "кол во", "кол", "число", "шт", "подставки", "базы"),
        "nl": ("aantal", "hoeveelheid", "stuks", "basissen", "bases"),
        "cs": ("počet", "ks", "množství", "základny"),
        "sk": ("počet", "ks", "množstvo", "základne"),
        "fi": ("määrä", "lkm", "kpl", "alustat"),
        "sv": ("antal", "styck", "baser"),
        "da": ("antal", "stk", "baser"),
        "no": ("antall", "stk", "baser"),
        "pt": ("quantidade", "qtd", "qtde", "número", "bases"),
        "hu": ("darab", "db", "darabszám", "mennyiség", "talpak"),
    },
    "cost": {
        "en": ("cost", "costs", "points", "pts", "price", "total"),
        "de": ("kosten", "punkte", "pkt", "preis", "summe", "gesamt"),
        "fr": ("cout", "couts", "points", "pts", "prix", "total"),
        "es": ("coste", "costo", "puntos", "ptos", "precio", "total"),
        "it": ("costo", "punti", "prezzo", "totale"),
        "pl": ("koszt", "punkty", "pkt", "cena", "razem"),
        "ru": ("стоимость", "очки", "цена", "итого"),
        "nl": ("kosten", "punten", "prijs", "totaal"),
        "cs": ("cena", "body", "náklady", "celkem"),
        "sk": ("cena", "body", "spolu"),
        "fi": ("hinta", "pisteet", "hinta yhteensä", "yhteensä"),
        "sv": ("kostnad", "poäng", "pris", "totalt", "summa"),
        "da": ("pris", "point", "i alt"),
        "no": ("kostnad", "poeng", "pris", "totalt"),
        "pt": ("custo", "pontos", "preço", "total"),
        "hu": ("költség", "pont", "pontok", "ár", "összesen"),
    },
    "each": {
        "en": ("each", "cost each", "points each", "pts each", "per unit"),
        "de": ("je", "kosten je", "punkte je", "pro stuck"),
        "fr": ("chacun", "cout unitaire", "par unite"),
        "es": ("cada uno", "coste unitario", "por unidad"),
        "it": ("ciascuno", "costo unitario", "per unita"),
        "pl": ("za sztuke", "koszt jednostkowy"),
        "ru": ("за шт", "за единицу"),
        "nl": ("per stuk", "elk", "per eenheid"),
        "cs": ("za kus", "cena za kus"),
        "sk": ("za kus", "cena za kus"),
        "fi": ("kpl hinta", "hinta kpl", "kappalehinta"),
        "sv": ("per st", "styckpris", "per enhet"),
        "da": ("pr stk", "stykpris", "per enhed"),
        "no": ("per stk", "stykkpris", "per enhet"),
        "pt": ("cada", "custo unitário", "por unidade"),
        "hu": ("darabonként", "egységár"),
    },
    "formation": {  # a heading naming what a row is part of, or the kind of formation it is in
        "en": (
            *("formation", "group", "parent", "part of", "belongs to", "attached to", "in formation"),
            *("regiment", "battalion", "company", "platoon", "regt", "bn", "coy", "plt"),
        ),
        "de": (
            *("formation", "verband", "gruppe", "teil von", "gehort zu", "unterstellt"),
            *("regiment", "bataillon", "kompanie", "zug"),
        ),
        "fr": (
            *("formation", "groupe", "fait partie de", "partie de", "rattache a"),
            *("regiment", "bataillon", "compagnie", "peloton"),
        ),
        "es": (
            "formacion",
            "grupo",
            "parte de",
            "pertenece a",
            "regimiento",
            "batallon",
            "compania",
            "peloton",
            "seccion",
        ),
        "it": (
            *("formazione", "gruppo", "reparto", "parte di", "appartiene a"),
            *("reggimento", "battaglione", "compagnia", "plotone"),
        ),
        "pl": (
            "formacja",
            "grupa",
            "pododdzial",
            "czesc",
            "nalezy do",
            "pulk",
            "batalion",
            "kompania",
            "pluton",
        ),
        "ru": (
            "формирование",
            "группа",
            "соединение",
            "в составе",
            "входит в",
            "полк",
            "батальон",
            "рота",
            "взвод",
        ),
        "nl": (
            "formatie",
            "groep",
            "verband",
            "deel van",
            "onderdeel",
            "onderdeel van",
            "regiment",
            "bataljon",
            "compagnie",
            "peloton",
        ),
        "cs": ("formace", "útvar", "skupina", "součást", "patří k", "pluk", "prapor", "rota", "četa"),
        "sk": ("formácia", "útvar", "skupina", "súčasť", "pluk", "prápor", "rota", "čata"),
        "fi": ("muodostelma", "ryhmä", "osasto", "kuuluu", "rykmentti", "pataljoona", "komppania", "joukkue"),
        "sv": ("förband", "grupp", "del av", "tillhör", "regemente", "bataljon", "kompani", "pluton"),
        "da": ("formation", "gruppe", "del af", "hører til", "regiment", "bataljon", "kompagni", "deling"),
        "no": ("avdeling", "gruppe", "del av", "tilhører", "regiment", "bataljon", "kompani", "tropp"),
        "pt": (
            "formação",
            "grupo",
            "parte de",
            "pertence a",
            "regimento",
            "batalhão",
            "companhia",
            "pelotão",
        ),
        "hu": ("alakulat", "csoport", "része", "ezred", "zászlóalj", "század", "szakasz"),
    },
    "note": {
        "en": ("note", "notes", "comment", "comments", "remarks", "details"),
        "de": ("bemerkung", "bemerkungen", "anmerkung", "anmerkungen", "notiz", "notizen", "kommentar"),
        "fr": ("note", "notes", "remarque", "remarques", "commentaire", "commentaires", "observations"),
        "es": ("nota", "notas", "comentario", "comentarios", "observaciones"),
        "it": ("nota", "note", "commento", "commenti", "osservazioni"),
        "pl": ("uwaga", "uwagi", "notatki", "komentarz"),
        "ru": ("примечание", "примечания", "заметки", "комментарий"),
        "nl": ("opmerking", "opmerkingen", "notitie", "notities", "commentaar"),
        "cs": ("poznámka", "poznámky", "pozn", "komentář"),
        "sk": ("poznámka", "poznámky", "pozn", "komentár"),
        "fi": ("huomautus", "huomautukset", "huom", "lisätiedot", "kommentti"),
        "sv": ("anmärkning", "anmärkningar", "anm", "kommentar", "noteringar"),
        "da": ("bemærkning", "bemærkninger", "bem", "noter", "kommentar"),
        "no": ("merknad", "merknader", "anm", "kommentar", "notater"),
        "pt": ("nota", "notas", "observação", "observações", "obs", "comentário", "comentários"),
        "hu": ("megjegyzés", "megjegyzések", "megj"),
    },
    "general": {  # the words a line marks the general by, in every language, and a column's own
        "any": (*GENERAL_WORDS, *COMMANDER_WORDS, LEADER),
        "en": ("leader", "c in c", "is general"),
        "de": ("feldherr", "anfuhrer"),
        "fr": ("chef",),
        "es": ("jefe",),
        "it": ("capo",),
        "nl": ("veldheer", "aanvoerder"),
    },
    "row": {
        "en": ("#", "no", "nr", "line", "row"),
        "de": ("nr", "zeile", "lfd nr"),
        "fr": ("ligne",),
        "es": ("fila", "linea"),
        "it": ("riga",),
        "pl": ("lp", "wiersz"),
        "ru": ("№", "строка"),
        "nl": ("nr", "regel", "rij"),
        "cs": ("číslo", "řádek"),
        "sk": ("číslo", "riadok"),
        "fi": ("nro", "rivi"),
        "sv": ("nr", "rad"),
        "da": ("nr", "række"),
        "no": ("nr", "rad"),
        "pt": ("linha",),
        "hu": ("sorszám", "ssz", "sor"),
    },
    "ref": {  # the label other rows' link cells name a row by (`H1` under `Ref`, `Towed by` H1)
        "en": ("ref", "reference", "id"),
        "de": ("ref", "referenz", "kennung"),
        "fr": ("ref", "reference", "repere"),
        "es": ("ref", "referencia"),
        "it": ("rif", "riferimento"),
        "pt": ("ref", "referencia"),
        "nl": ("ref", "referentie"),
    },
}
"""What a column holds, by its heading's words, in the languages players head their sheets in (any
case and accents: each is compared as `words` spells it). `unit` names the unit's type or its own name: the
reader takes the column whose cells name types; `name` a unit's own name; `row` the row's number,
not read; `ref` the label by which other rows' cells link to a row. A word of two kinds (`nombre`: a number in French, a name in Spanish; `#` a row's
number or a count) is told by its cells: 1, 2, 3... down the rows are the rows' numbers, other
whole numbers counts."""

UNITS_WORDS = frozenset(
    {"unit", "units", "element", "elements", "einheit", "einheiten", "unite", "unites", "unita"}
    | {"unidad", "unidades", "jednostka", "jednostki", "jednostek", "oddzialow", "юнит", "юнитов"}
    | {"подразделение", "подразделения", "подразделений"}
    | {"jednotka", "jednotky", "jednotek", "jednotiek", "enhet", "enheter", "enhed", "enheder", "yksikko"}
    | {"yksikkoa", "yksikot", "unidade", "unidades", "egyseg", "egysegek", "egyseget"}
)
"""Words for a list's units of any type, as `words` spells them, by which a line counts them
(`Six units.`, `7 Einheiten`, `6 enheter`, `7 jednotek`): a size, not a unit."""
SUPPORT_CELLS = frozenset(
    {"support", "supports", "army troops", "unterstutzung", "soutien", "apoyo", "supporto", "wsparcie"}
    | {"поддержка", "ondersteuning", "podpora", "tuki", "stod", "stotte", "apoio", "tamogatas"}
)
"""A formation's cell, as `words` spells it, that puts a row among the army's support, in no
formation; in a column of names alone it is the unit's name (`Wsparcie` of a mortar)."""
NO_FORMATION = Listed(
    frozenset(" ".join(words(word)) for word in ALONE_WORDS)
    | frozenset(
        {"", "n a", "no", "keine", "kein", "ohne", "aucune", "aucun", "ninguna", "ninguno", "nessuna"}
        | {"nessuno", "brak", "нет", "indep", "on its own", "independant", "niezalezny", "geen", "los"}
        | {"zelfstandig", "tabor", "tabory", "tross"}
    )
    | SUPPORT_CELLS
)
"""A formation's cell, as `words` spells it, that says a row is in none: a heading's words for units
that stand alone (`(independent)`, `einzeln`), `—`, `(none)`, `keine`, the `Support` of a
sheet's `Role` column beside its `Battalion` rows, or the baggage train's (`tabory`, `Tross`); and
their forms (`Independente`, Portuguese)."""

_APART = tuple(" ".join(words(word)) for word in ALONE_WORDS if word not in ("none", "solo"))


def set_apart(note: str) -> bool:
    """Whether a unit's own words say it stands alone (`commander - acts independently`, `trophy,
    independent`, `on its own, no platoon`), whatever its row's formation or its heading: a player
    so parts one unit from those it is written among. `none` and `solo` (Italian for `only`) say it
    only as a whole cell or heading. The words say so in a part of their own, the phrase with a
    word or two (`acts independently`), not inside a remark (`the one I painted alone last winter`)."""
    for part in _NOTE_PARTS.split(note):
        said = words(part)
        if not said:
            continue  # no words (most units have no note): none of them to weigh
        joined = f" {' '.join(said)} "
        if any(f" {word} " in joined and len(said) - len(word.split()) <= _APART_WORDS for word in _APART):
            return True
    return False


_NOTE_PARTS = on_first_use(r"[,;:()\[\]]|\s[-–—]\s")
"""Where a note's remarks part: `on its own, no platoon`, `commander - acts independently`."""

_APART_WORDS = 2
"""The most other words in a note's part that says its unit stands alone: `acts independently`,
`fights on its own`, `stands alone here`."""


KEYS: dict[str, dict[str, tuple[str, ...]]] = {
    "army": {
        "de": ("armee", "liste", "streitmacht", "kampfgruppe"),
        "fr": ("armee", "liste"),
        "es": ("ejercito", "lista"),
        "it": ("esercito", "armata", "lista"),
        "pl": ("armia", "lista"),
        "ru": ("армия", "список"),
        "nl": ("leger", "lijst"),
        "cs": ("armáda", "seznam", "sestava"),
        "sk": ("armáda", "zoznam", "zostava"),
        "fi": ("armeija", "lista"),
        "sv": ("armé", "lista"),
        "da": ("hær", "liste"),
        "no": ("hær", "liste"),
        "pt": ("exército", "lista"),
        "hu": ("hadsereg", "lista"),
    },
    "player": {
        "de": ("spieler", "spielerin"),
        "fr": ("joueur", "joueuse"),
        "es": ("jugador", "jugadora"),
        "it": ("giocatore", "giocatrice"),
        "pl": ("gracz",),
        "ru": ("игрок",),
        "nl": ("speler", "speelster"),
        "cs": ("hráč", "hráčka"),
        "sk": ("hráč", "hráčka"),
        "fi": ("pelaaja",),
        "sv": ("spelare",),
        "da": ("spiller",),
        "no": ("spiller",),
        "pt": ("jogador", "jogadora"),
        "hu": ("játékos",),
    },
    "rules": {
        "de": ("regeln", "spiel", "regelwerk"),
        "fr": ("regles", "jeu"),
        "es": ("reglas", "juego", "reglamento"),
        "it": ("regole", "gioco", "regolamento"),
        "pl": ("zasady", "gra"),
        "ru": ("правила", "игра"),
        "nl": ("regels", "spel", "regelwerk"),
        "cs": ("pravidla", "hra"),
        "sk": ("pravidlá", "hra"),
        "fi": ("säännöt", "peli"),
        "sv": ("regler", "spel"),
        "da": ("regler", "spil"),
        "no": ("regler", "spill"),
        "pt": ("regras", "jogo"),
        "hu": ("szabályok", "játék"),
    },
}
"""A spreadsheet's key row above its table (`Joueur;Pierre`), by the English field its key
names, in the languages of HEADINGS: the reader reads the English `Player: Pierre`."""
_KEYS = {
    " ".join(words(said)): field
    for field, languages in KEYS.items()
    for s in languages.values()
    for said in s
}


def key_of_row(cell: str) -> str:
    """A key row's key as the reader's fields spell it: `Joueur` is `player`; any other as written."""
    return _KEYS.get(" ".join(words(cell)), cell)


def empty_cells_off(line: str) -> str:
    """A sheet's row without the empty cells after its last one (`Brigata Sassari - Tank Attack,,,,`
    as its title): two marks or more ending a line are cells, not a sentence's comma."""
    return _EMPTY_CELLS.sub("", line)


_EMPTY_CELLS = on_first_use(r"(?:\s*[,;]){2,}\s*$")


def sheet_row(line: str) -> tuple[str, ...] | None:
    """A spreadsheet's row with no header above it, split by semicolons or commas: a name, then a
    whole number, its count (`Rifles,4`, `Tank;2;8`); None for any other line. A tab's number is
    left to the line's own reading: tabs also line up a column of costs (`Tank x2<TAB>8`)."""
    if len(line) > MAX_LINE:
        return None
    for delimiter in (";", ","):
        cells = _split(line, delimiter) if delimiter in line else ()
        if len(cells) >= 2 and cells[0] and not cells[0].isdigit() and cells[1].isdigit():
            return cells if len(cells[1]) <= MAX_COUNT_DIGITS else None
    return None


def states_total(cells: tuple[str, ...]) -> bool:
    """Whether a row's cells say it holds the list's total: one of them is a total's word, or
    holds one among the words of what is summed (`Units total`, `Total AP`, `Grand total`)."""
    return any(" ".join(words(cell)) in _TOTALS or _sums(cell) for cell in cells)


def _sums(cell: str) -> bool:
    """A cell of a few words, one a total's (`Units total`, `Gesamt Einheiten`), none a number."""
    said = words(cell)
    return 0 < len(said) <= 3 and any(w in _TOTALS for w in said) and not any(w.isdigit() for w in said)


_TOTALS = frozenset(" ".join(words(word)) for word in TOTAL_WORDS)
"""The total's words as a cell's are compared: `Yhteensä`, `Łącznie` spelt without their accents."""


def counts_units(text: str) -> bool:
    """Whether the words after a count count the list's units (`units`, `units. Cheers,`,
    `Einheiten insgesamt`) rather than name a unit: they start with a word for units of any type."""
    said = words(text)
    return bool(said) and said[0] in UNITS_WORDS


def counts_row(cells: tuple[str, ...]) -> bool:
    """Whether a sheet's row only counts the list's units, a word for units and a number in two
    cells of their own (`Units,6`, `Einheiten;6`): a size, as `Six units.` is, no unit."""
    filled = [cell.strip() for cell in cells if cell.strip()]
    return (
        len(filled) == 2
        and any(cell.isdecimal() for cell in filled)
        and any(len(words(cell)) == 1 and counts_units(cell) for cell in filled)
    )


def units_counted(note: str) -> tuple[int, str] | None:
    """A line's count written after its name and a dash, with a word for units (`Tanks – 3 units
    (T-34/76)`, `Piechota - 2 jednostki`): the count, and the words after it, out of their
    brackets; None for any other note."""
    found = _COUNTED_UNITS.match(note)
    if found is None or not counts_units(found.group(2)):
        return None
    rest = found.group(3).strip(" ,;")
    return int(found.group(1)), rest[1:-1].strip() if _IN_BRACKETS.fullmatch(rest) else rest


_COUNTED_UNITS = on_first_use(rf"^\s*(\d{{1,{MAX_COUNT_DIGITS}}})\s+(\S+)(.*)$")
_IN_BRACKETS = on_first_use(r"\([^()]*\)")


def _roles() -> dict[str, frozenset[Role]]:
    found: dict[str, set[Role]] = {}
    for role, languages in HEADINGS.items():
        for said in languages.values():
            for heading in said:
                found.setdefault(_spelt(heading), set()).add(role)
    return {heading: frozenset(roles) for heading, roles in found.items()}


def _spelt(heading: str) -> str:
    """A heading as `words` spells it; a mark alone (`#`, `№`) as it is."""
    return " ".join(words(heading)) or heading.strip()


ROLES = _roles()

_SEPARATOR = on_first_use(r"^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$")
"""A Markdown table's line under its header: `|---|---:|`, or `|:-:|` with one dash a cell, as
GitHub takes it where the line holds a pipe."""
_QUOTE = on_first_use(r"^(?:[ \t]*>)+[ \t]?")
"""The marks an e-mail reply quotes a line with (`> `, `>> `), as `grammar.quoted` reads them."""
DELIMITERS = ("\t", ";", ",")
"""What splits a spreadsheet's row, tried in turn: a tab; a semicolon, as a spreadsheet saves CSV
where the comma is the decimal mark (French, German); a comma."""
MAX_COLUMNS = 40
"""Cells of a row looked at: a spreadsheet's list has a handful."""
MAX_CELL_LINES = 10
"""Lines one quoted cell of a sheet's row may run over (a note typed with line breaks)."""


@dataclass(frozen=True)
class Row:
    number: int
    cells: tuple[str, ...]
    indent: int = 0
    """How far its first cell stands right of its column's heading, in a table lined up by spaces:
    a form's members indented under their formation's row."""


@dataclass(frozen=True)
class Table:
    """A table's header, what each column holds where the header says it, and its rows."""

    header: tuple[str, ...]
    roles: tuple[Role | None, ...]
    rows: tuple[Row, ...]
    lines: frozenset[int]
    """The numbers of every line of the table, its header's and separator's included."""

    @property
    def first(self) -> int:
        return min(self.lines)


def find_tables(lines: list[tuple[int, str]], cost_words: tuple[str, ...] = ()) -> list[Table]:
    """The tables among numbered lines (in order, as a selection of a text's lines): each from its
    header row to the last row of its kind; a table a reply quotes (`> | Unit | Qty |`) as it is."""
    lines = [(number, _QUOTE.sub("", line)) for number, line in lines]
    tables: list[Table] = []
    at = 0
    while at < len(lines):
        table = (
            _markdown(lines, at, cost_words)
            or _delimited(lines, at, cost_words)
            or _aligned(lines, at, cost_words)
        )
        if table is None:
            at += 1
            continue
        tables.append(table)
        last = max(table.lines)
        while at < len(lines) and lines[at][0] <= last:
            at += 1  # past its blank lines too
    return tables


def role_of(
    heading: str, cost_words: tuple[str, ...] = (), cells: tuple[str, ...] = (), leading: bool = True
) -> Role | None:
    """What a column holds by its heading: `Qty` a count, `AP each` a cost each, `Notes` a note;
    where the heading's word means two kinds, its `cells` tell (whole numbers are counts), and
    rows are numbered only in the `leading` column."""
    spelt = _spelt(heading)
    roles = ROLES.get(spelt, frozenset())
    if len(roles) > 1:
        # The total's own word in the column (`TOTAL` of `,,TOTAL,36`) says nothing of the rows.
        filled = [cell for cell in cells if cell and " ".join(words(cell)) not in _TOTALS]
        numbers = [int(cell) for cell in filled if cell.isdigit()] if filled else []
        if "row" in roles and leading and _numbered(filled):
            return "row"  # 1, 2, 3... down the rows: their numbers, not counts
        if "count" in roles and len(numbers) == len(filled) > 0:
            return "count"
        return min(roles - {"count", "row"}, default=None)
    if roles:
        role = next(iter(roles))
        if role == "unit" and leading and _numbered([cell for cell in cells if cell]):
            return "row"  # `Unidad` over 1, 2, 3 beside `Tipo`: the rows' numbers, no unit's type or name
        return role
    filled = [cell for cell in cells if cell]
    if (
        len(said := words(heading)) == 1
        and unit_word(said[0])
        and filled
        and all(c.isdigit() for c in filled)
    ):
        return "count"  # `Züge` over 1, 1, 2: how many platoons, each a unit of the game
    costs = {" ".join(words(word)) for word in cost_words}
    if spelt in costs:
        return "cost"
    cost, per, piece = heading.partition("/")
    if per and " ".join(words(piece)) in _PIECES and role_of(cost, cost_words) == "cost":
        return "each"  # `AP/Stk.`, `pts/pc`: the cost of one piece
    return _worded_role(heading, cost_words, cells, leading)


_PIECES = frozenset(" ".join(words(piece)) for piece in PIECE_WORDS) | {"unit", "u", "each"}


def _numbered(filled: list[str]) -> bool:
    """Whether a column's cells number its rows 1, 2, 3... from the first, the cells under them
    none a number: the key rows a sheet keeps below its units (`Spieler;Reto`) are not numbered."""
    run = list(itertools.takewhile(str.isdigit, filled))
    return (
        bool(run)
        and [int(cell) for cell in run] == list(range(1, len(run) + 1))
        and not any(cell.isdigit() for cell in filled[len(run) :])
    )


_BRACKETED = on_first_use(r"[(\[][^)\]]*[)\]]")


def _worded_role(
    heading: str, cost_words: tuple[str, ...], cells: tuple[str, ...], leading: bool
) -> Role | None:
    """A heading of more words than the vocabulary's, by the words that say what it holds: less
    its bracket (`Cost (AP)`, `Unit (type)`), before `of` (`No. of units`, `Number of bases`), or
    words that each say one same thing (`AP total`, `Points cost`), or a cost and the word for each
    in any language (`AP each`, `AP je`)."""
    bare = _BRACKETED.sub(" ", heading).strip()
    if bare and bare != heading.strip():
        inner = " ".join(found.group()[1:-1] for found in _BRACKETED.finditer(heading))
        if role_of(inner, cost_words, cells, leading) == "each":
            return "each"  # `Cost (each)`
        return role_of(bare, cost_words, cells, leading)
    said = words(heading)
    if "of" in said[1:]:
        return role_of(" ".join(said[: said.index("of")]), cost_words, cells, leading)
    if len(said) < 2:
        return None
    if role_of(said[-1]) == "ref":
        return "ref"  # `Tow ID`, `Unit ref`: the label of what the row is, its id
    each = {role_of(word, cost_words, cells, leading) for word in said}
    if each == {"cost", "each"}:
        return "each"
    return each.pop() if len(each) == 1 else None


def _roles_of(
    header: tuple[str, ...], rows: list[Row], cost_words: tuple[str, ...]
) -> tuple[Role | None, ...]:
    return tuple(
        role_of(heading, cost_words, tuple(row.cells[n] for row in rows if n < len(row.cells)), n == 0)
        for n, heading in enumerate(header)
    )


def _markdown(lines: list[tuple[int, str]], at: int, cost_words: tuple[str, ...]) -> Table | None:
    """A Markdown table, its rows' outer pipes written (`| Unit | Qty |`) or left out (`Unit | Qty`,
    as Reddit and GitHub take it, its separator `--- | ---` then holding a pipe too)."""
    number, line = lines[at]
    piped = line.lstrip().startswith("|")
    if "|" not in line or at + 1 >= len(lines) or not _SEPARATOR.match(separator := lines[at + 1][1]):
        return None
    if "|" not in separator and (not piped or "--" not in separator):
        return None  # `Unit` over `---` is a heading underlined; `| Unit |` over `-` a bullet
    header = _cells(line)
    rows = []
    taken = {number, lines[at + 1][0]}
    for row_number, row in lines[at + 2 :]:
        if not (row.lstrip().startswith("|") if piped else "|" in row):
            break
        rows.append(Row(row_number, _cells(row)))
        taken.add(row_number)
    return Table(header, _roles_of(header, rows, cost_words), tuple(rows), frozenset(taken))


def _cells(line: str) -> tuple[str, ...]:
    """A Markdown row's cells, an escaped `\\|` kept in its cell."""
    inner = line.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return tuple(_clean(cell) for cell in re.split(r"(?<!\\)\|", inner)[:MAX_COLUMNS])


def _clean(cell: str) -> str:
    return unescape(emphasis_removed(" ".join(cell.split())))


def _delimited(lines: list[tuple[int, str]], at: int, cost_words: tuple[str, ...]) -> Table | None:
    """Rows split by tabs, or by semicolons or commas as a spreadsheet writes them, under a header
    row that names a unit column and at least one other the vocabulary knows, or a count column, one
    other and one it does not know (`Tanks`), which the reader may find holds the units. A sheet
    saved with blank lines between its groups goes on past them, by rows as wide as its header."""
    number, line = lines[at]
    if len(line) > MAX_LINE:
        return None
    for delimiter in DELIMITERS:
        if delimiter not in line or (delimiter == "\t" and _tab_stops(lines, at)):
            continue
        header = _split(line, delimiter)
        if _names_columns(header, cost_words):
            break
    else:
        return None
    rows = []
    taken = {number}
    apart = False
    place = at + 1
    while place < len(lines):
        row_number, row = lines[place]
        place += 1
        if not row.strip():
            apart = True
            continue
        if len(row) > MAX_LINE:
            break
        if delimiter not in row:
            if not _one_cell(lines, place, delimiter, header, cost_words):
                break
            rows.append(Row(row_number, (_clean(row),)))  # `Axe - 1943 - Koursk`: its empty cells unwritten
            taken.add(row_number)
            continue
        broken = _broken_cell(lines, place - 1)
        if broken:  # a quoted cell the sheet broke over lines (`"rifle coys,` / `one with SMGs"`)
            taken.update(number for number, _ in lines[place : place + broken])
            row = "\n".join(text for _, text in lines[place - 1 : place + broken])
            place += broken
        cells = _split(row, delimiter)
        if apart and (len(cells) != len(header) or _names_columns(cells, cost_words)):
            break  # under a blank line, only a row as wide as the header goes on (`Total,,25`)
        apart = False
        rows.append(Row(row_number, cells))
        taken.add(row_number)
    return Table(header, _roles_of(header, rows, cost_words), tuple(rows), frozenset(taken))


_GAP = on_first_use(r"\S+(?: \S+)*")
"""A cell of a row whose columns are lined up by spaces: words one space apart; two or more part cells."""
_SLACK = 2
"""Characters a cell may start left of its column's heading, as hand-aligned columns drift."""


def _aligned(lines: list[tuple[int, str]], at: int, cost_words: tuple[str, ...]) -> Table | None:
    """Columns lined up by spaces, as a sheet pasted into a plain-text mail or a forum's code
    block (`Unit      Qty   AP`): a header row of cells two spaces or more apart that names its
    columns, then the rows down to a blank line, each cell in the column it stands under, so an
    empty one (`Total         19`) leaves its column empty."""
    number, line = lines[at]
    stops = _tab_stops(lines, at)
    if len(line) > MAX_LINE or ("\t" in line and not stops) or ("  " not in line.strip() and not stops):
        return None
    found = _placed(line, stops)[:MAX_COLUMNS]
    header = tuple(_clean(cell) for _, cell in found)
    if len(header) < 2 or not _names_columns(header, cost_words):
        return None
    starts = [start for start, _ in found]
    rows = []
    taken = {number}
    for row_number, row in lines[at + 1 :]:
        row = _BULLETED.sub(" ", row) if stops else row
        if not row.strip() or len(row) > MAX_LINE or ("\t" in row and not stops):
            break
        taken.add(row_number)
        if not row.strip(" -=_+|"):
            continue  # a form's rule between its parts
        cells = [""] * len(header)
        placed = _placed(row, stops)
        indent = (
            max(0, placed[0][0] - starts[0])
            if placed and placed[0][0] < starts[min(1, len(starts) - 1)]
            else 0
        )
        for start, cell in placed:
            column = max((n for n, begun in enumerate(starts) if begun <= start + _SLACK), default=0)
            cells[column] = " ".join(c for c in (cells[column], _clean(cell)) if c)
        rows.append(Row(row_number, tuple(cells), indent))
    return Table(header, _roles_of(header, rows, cost_words), tuple(rows), frozenset(taken)) if rows else None


TAB_WIDTH = 8
"""Where a plain text's tab stops stand, as a word processor's paste keeps them."""
_BULLETED = on_first_use(rf"^[{re.escape(BULLET_MARKS)}](?=\s)")
"""A bullet before a row of a table lined up by tabs (`▪<TAB>Sherman`): no cell of it."""


def _placed(line: str, stops: bool) -> list[tuple[int, str]]:
    """A lined-up row's cells and where each starts: words two spaces or more apart, or, in a
    table set by tab stops, the text between tabs at the column its tabs bring it to."""
    if not stops:
        return [(cell.start(), cell.group()) for cell in _GAP.finditer(line)]
    placed = []
    column = 0
    for part in line.split("\t"):
        if part.strip():
            placed.append((column + len(part) - len(part.lstrip()), part.strip()))
        column = (column + len(part)) // TAB_WIDTH * TAB_WIDTH + TAB_WIDTH
    return placed


def _tab_stops(lines: list[tuple[int, str]], at: int) -> bool:
    """Whether a header's columns are set by tab stops, as a word processor lines a table up: runs
    of tabs between its cells, and rows that hold as many tabs as their cells' lengths leave, not
    one a cell as a spreadsheet writes, each cell starting where one of the header's does (or a
    bullet before them)."""
    header = lines[at][1]
    if "\t\t" not in header or len(header) > MAX_LINE:
        return False
    starts = {start for start, _ in _placed(header, True)}
    rows = list(itertools.takewhile(lambda row: "\t" in row[1], lines[at + 1 :]))
    if not rows or all(row.count("\t") == header.count("\t") for _, row in rows):
        return False
    return all(
        start in starts or (start == 0 and _BULLETED.match(row) is not None)
        for _, row in rows
        for start, _ in _placed(row, True)
    )


def _names_columns(header: tuple[str, ...], cost_words: tuple[str, ...]) -> bool:
    """Whether a row is a header: it names a unit column and another, or a count column, another
    and one the vocabulary does not know (`Tanks;Anzahl;Bemerkung`, `Peloton;Char;Nombre`: its
    cells may say)."""
    known = [role for role in (role_of(cell, cost_words) for cell in header) if role is not None]
    unnamed = len(header) - len(known) == 1
    # a word of two roles, one a count, is one (`Nombre`: French a number, Spanish a name)
    counted = "count" in known or any("count" in ROLES.get(_spelt(cell), ()) for cell in header)
    return ("unit" in known or (counted and unnamed)) and len(known) >= 2


def _one_cell(
    lines: list[tuple[int, str]],
    at: int,
    delimiter: str,
    header: tuple[str, ...],
    cost_words: tuple[str, ...],
) -> bool:
    """Whether a line with no delimiter inside a sheet is a row of one cell, as a hand-typed CSV
    leaves the empty ones out: the line after it is a row as wide as the header, and no header."""
    if at >= len(lines) or delimiter not in (after := lines[at][1]) or len(after) > MAX_LINE:
        return False
    cells = _split(after, delimiter)
    return len(cells) == len(header) and not _names_columns(cells, cost_words)


def _broken_cell(lines: list[tuple[int, str]], at: int) -> int:
    """How many lines after `at` a quoted cell opened on it runs over, where a later line closes
    it within MAX_CELL_LINES; 0 where it opens none, or none closes it (a stray quote)."""
    quotes = lines[at][1].count('"')
    for more, (_, text) in enumerate(lines[at + 1 : at + 1 + MAX_CELL_LINES], 1):
        if quotes % 2 == 0:
            return more - 1
        quotes += text.count('"')
    return 0 if quotes % 2 else min(MAX_CELL_LINES, len(lines) - at - 1)


def _split(line: str, delimiter: str) -> tuple[str, ...]:
    cells = next(csv.reader(line.splitlines(keepends=True), delimiter=delimiter), [])
    return tuple(_clean(cell) for cell in cells[:MAX_COLUMNS])
