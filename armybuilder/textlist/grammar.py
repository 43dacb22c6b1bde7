"""The forms of a list written as text, line by line: what the reader reads and the Markdown
writer writes, in one place so the two cannot drift apart.

A line is taken apart here without any catalog: its indentation, e-mail quoting, bullet,
general mark, count (before or after the name), cost (ignored) and the name that is left. The
only words known are the shared vocabulary below; a catalog adds its own (cost types, what it
calls the general) through a `Vocabulary`, never through this module.
"""

import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal

from armybuilder.engine.words import GENERAL
from armybuilder.patterns import longest_first, on_first_use
from armybuilder.terminal import json_safe, printable
from armybuilder.textlist.forms import with_prepositions

COUNT_MARK = "×"
"""Between a count and a name in the Markdown: `2 × Tank`."""
COST_MARK = "—"
"""Between an entry and its cost in the Markdown: `2 × Tank — 8 AP`."""
BULLET = "-"
INDENT = "  "
"""A formation's elements, under its bold title, in the Markdown."""
PLAYER = "Player"
ARMY = "Army"
OPTIONS = "Options"
FINGERPRINT = "Fingerprint"
ESCAPED = "\\`*_[]<>#|&~$@"
"""Characters the Markdown writer escapes in text from a file (a player's names, a catalog's): each
could make code, emphasis, a link, an image, HTML, a heading, a table's cell or an e-mail link of it.
The reader unescapes any ASCII punctuation, as Markdown does."""

UNIT_ID = "#"
"""Before a unit's id in its attributes, and before the id a link points at: `{#gun-1 towed-by=#team-1}`."""
COUNT = "count"
BASE = ("width", "depth", "figures")
"""An entry's attributes holding, in JSON, what the roster writes: a refused count, a declared base.
On the options line the attributes are the values the engine refused, by option id."""
OPTION = "option"
"""An attribute naming one option as the roster writes it, where the names shown would not read back so."""
NAME = "name"
"""An attribute holding a unit's own name exactly, in the compact form (and in the Markdown,
where the name alone would read as something else: a unit named `General`)."""
NOTE = "note"
"""An attribute holding a unit's note exactly, in the Markdown."""
COMPACT_COUNT = "x"
"""Between a count and an id in the compact form: `2x tank`."""
EXACT = {"element": "element", "formation": "formation"}
"""The attribute carrying an id exactly where its name would not read back as it (one no catalog
knows, or a case or alias the catalog does not take as the id): `1x element {element="INF"}`."""

GENERAL_WORDS = (
    *("general", "gen", "général", "gén", "generale", "generał", "generaal", "генерал"),
    *("feldherr", "heerführer", "veldheer", "caudillo", "condottiero", "wódz", "полководец"),
    *("genl", "gen'l", "genrl", "gnrl", "generál", "generalen", "tábornok", "tabornok", "kenraali"),
    *("hadvezér", "hadvezer", "vojevůdce", "härförare", "sotapäällikkö", "генерал-майор"),
    "gral",  # as Spanish and Portuguese players shorten it (`Gral.`)
)
"""Words that mark the general, `(general)` or `General: ...`, in the languages players write lists
in (`Général - Rifles`, `Generale: Fucilieri`, `Feldherr: Rifles`, `Tábornok: Rifles`) and as players
shorten it (`Genl. - Rifles`, a Spanish sheet's `Gral.` column); a catalog adds what its rules say."""
GENERAL_ON_WORDS = ("on", "in", "with", "riding", "auf", "mit", "sur", "avec", "su", "con", "en")
"""Words between the general's mark and the unit the general is (`Gen on Rif`, `Gen. in a Tank`,
`Général avec Fusiliers`): where the general's stand goes, as players write it."""
ALONE_WORDS = (
    *("independent", "independents", "unattached", "detached", "alone", "on their own", "solo"),
    *("none", "loose", "lone", "losse"),
    *("unabhängig", "selbstständig", "einzeln", "indépendant", "indépendants", "isolé", "isolés"),
    *("indipendente", "indipendenti", "independiente", "independientes", "samostoyatelno", "отдельно"),
    *("independently", "on its own", "by itself", "by themselves", "eigenständig", "indépendamment"),
    *("samostatně", "samostatné", "samostatný", "samodzielnie", "samodzielny", "самостоятельно"),
    *("on his own", "zelfstandig", "por su cuenta", "da solo", "für sich", "suelto", "suelta", "sueltos"),
    *("einzelfahrzeug", "einzelfahrzeuge", "einzelpanzer"),
    *("uavhengig", "uavhengige", "uafhængig", "uafhængige", "oberoende", "självständiga"),
    *("ensam", "ensamma", "fristående", "alene", "isolado", "isolados"),
    *("erillinen", "erilliset", "itsenäinen", "itsenäiset", "önálló", "önállóak", "különálló", "különállók"),
)
"""Words of a heading that puts its units in no formation (`Independent:`, `Unabhängig:`, `Solo:`, `Loose`,
`Independent tanks:`, German `Einzelfahrzeuge`: single vehicles, Norwegian `Uavhengige`, Swedish
`Ensam`, Portuguese `Independente`, Finnish `Erilliset`, Hungarian `Önálló`): each unit under it acts alone, whatever formation its members would fit.
Spanish players write a lone tank `suelto` (loose), Dutch ones `losse tank`.
In a unit's own note (`acts independently`, `(on its own)`) they set that one unit apart."""
OUTSIDE_WORDS = (
    *("not in", "not part of", "outside", "outside of", "out of", "apart from"),
    *("nicht im", "nicht in der", "nicht in", "außerhalb", "ausserhalb", "hors", "en dehors", "pas dans"),
    *("fuori", "non nel", "non nella", "fuera", "fuera del", "no en", "poza", "nie w", "buiten", "niet in"),
    *("ektos", "εκτός", "utanför", "uden for", "udenfor", "utenfor", "fora do", "fora da", "fora de"),
)
"""Words of a heading that say its units stand outside the formation it names, wherever they come in
it (`Not in the regiment:`, `Supports, all outside the regiment:`, `Außerhalb des Regiments:`,
`Fuori dal reggimento:`, the Greek `Ektos dimoirias:`): the formation's word there is what they are not in."""
GENERAL_FILLER = (
    "the",
    "my",
    "our",
    "as",
    "army",
    "force",
    "overall",
    "der",
    "le",
    "il",
    "el",
    "mein",
    "mon",
)
"""Words before the general's word that say no more (`Rifles (army commander)`, `Rifles - the general`,
`Der Feldherr: Rifles`)."""
LEADER = "hq"
"""Where the rules have a general, the word for the post the general holds: `HQ: Rifles`."""
HQ_WORDS = (LEADER, "hqs", "headquarters", "qg", "cg")
"""A headquarters' word in the languages players write lists in (`QG` the French quartier général,
`CG` the Italian comando generale, the Polish `Dowództwo`): a command's post, no formation's type. A staff's (`Stab`) is
not one: the corpus keeps a sheet's `Stab` row set apart as its note."""
HEADQUARTERS = (
    *HQ_WORDS,
    "dowództwo",
    "hauptquartier",
    "hoofdkwartier",
    "cuartel general",
    "quartier generale",
)
"""A headquarters' word in a sheet's column of formations (`Dowództwo;Strzelcy;1;generał`, Polish):
over the general's row, the post he holds, no formation nor name; in a column of names the corpus
keeps it as the unit's name (`Nazwa`: `Dowództwo`)."""
POST_WORDS = (*HQ_WORDS, *("stab", "štáb", "sztab", "штаб", "brigade", "bde", "division", "div", "corps"))
"""The general's post in the languages players write lists in (`Stab: Schützen (General)`, `QG:`),
or the body he commands
(`Brigade (Rifles, general)`): where he stands, not his name (`Brigadier` is his rank: a name)."""
CAPTURED_WORDS = (
    *("captured", "capt", "erbeutet", "erbeutete", "erbeuteter", "erbeutetes", "erbeuteten", "beute"),
    *("capturé", "capturée", "capturés", "capturado", "capturada", "capturados", "catturato", "catturata"),
    *("catturati", "zdobyczny", "zdobyczne", "zdobyczna", "trofeyny", "trofeynyy", "trofejní", "трофейный"),
    *("трофейная", "трофейные", "buitgemaakt", "buitgemaakte", "ukořistěný", "ukořistěné", "erobret"),
)
"""The word for a vehicle taken from the enemy, in the languages players write lists in, as they
put it before the vehicle (`1 captured T-34/85`, `2 erbeutete T-34`, `trofeyny Tiger`): its note."""
COMMANDER_WORDS = (
    *("c-in-c", "cinc", "commander", "commander-in-chief", "cmdr", "cdr", "co"),
    *("commandant", "kommandeur", "befehlshaber", "comandante", "dowódca", "komandir", "командир"),
    *("feldherr", "oberbefehlshaber", "kdr", "kdt", "kommandant", "cmdt", "comdt", "goc", "cdt"),
    *("velitel", "parancsnok", "főparancsnok", "komentaja", "ylipäällikkö", "befälhavare", "bevelhebber"),
    *("dowodca", "wodz", "командующий", "komanduyushchiy", "glavnokomanduyushchiy", "armeeführer"),
)
"""Where the rules have a general, what players call the army's commander, in English and the
languages players write lists in: `C-in-C (Rifles)`, `CinC: Rifles`, `Commander - Rifles`, `CO -
Rifles` (its commanding officer), `Kommandeur: Rifles`. Only there: elsewhere a `Company
commander` is a unit's name."""
ENEMY_WORDS = (
    *("their", "enemy", "opposing", "hostile", "leur", "ennemi", "ennemie", "feindliche", "feindlichen"),
    *("gegnerische", "gegnerischen", "nemico", "nemici", "nemiche", "enemigo", "enemiga", "vijandelijke"),
    *("wroga", "wrogie"),
)
"""Words that say the units after them are the other side's (`1 Fighter to keep their balloons
down`, `1 ATG pour les chars ennemis`): a type they name is no unit of the line. Written as `key`
makes a word (`theirs`, `ennemis` are compared as `their`, `ennemi`)."""
COST_WORDS = (
    *("pts", "pt", "points", "point", "p"),
    *("punkte", "punkt", "pkt", "punti", "punto", "puntos", "punkty", "punten", "punt"),
)
"""Units of a cost people write whatever the game, in English and the languages players write lists
in (`Gesamt: 36 Punkte`); a catalog adds its cost types."""
Field = Literal["player", "name", "system", "options", "total", "fingerprint", "summary"]
Kind = Literal["blank", "rule", "heading", "field", "entry"]
TOTAL_WORDS = (
    *("total", "totals", "tot", "sum", "grand total", "in all", "all told"),
    *("gesamt", "insgesamt", "summe", "gesamtpunkte", "punkte", "somme", "totale", "somma", "punti"),
    *("puntos", "totaal", "punten", "suma", "razem", "łącznie", "punkty", "итого", "всего", "totalt"),
    *("celkem", "spolu", "yhteensä", "i alt", "összesen", "summa"),
)
"""Words before a number that say it is the list's total, in the languages players write lists in:
a line (`Total: 36 AP`, `Gesamt: 36 AP`, `Razem 36`, `Celkem: 36 AP`) or a sheet's row (`**Summe** | 36`)."""
_TOTALS: dict[str, Field] = dict.fromkeys(TOTAL_WORDS, "total")

FIELDS: dict[str, Field] = {
    "player": "player",
    "players": "player",
    **dict.fromkeys(("spieler", "joueur", "joueuse", "jugador", "jugadora", "giocatore", "speler"), "player"),
    **dict.fromkeys(("gracz", "jogador", "spelare", "spiller"), "player"),
    **dict.fromkeys(("spielerin", "giocatrice", "speelster", "jogadora", "pelaaja"), "player"),
    **dict.fromkeys(("hráč", "hráčka", "játékos", "игрок", "jucător", "jucator"), "player"),
    # Greek and Russian (in Latin letters too), Turkish
    **dict.fromkeys(("paiktis", "παίκτης", "igrok", "oyuncu"), "player"),
    "prepared by": "player",
    "army": "name",
    **dict.fromkeys(("armee", "armée", "ejército", "esercito", "armata", "armia", "leger", "armáda"), "name"),
    **dict.fromkeys(("armeija", "armé", "hær", "exército", "exèrcit", "hadsereg", "армия"), "name"),
    "army name": "name",
    **dict.fromkeys(
        ("nazwa armii", "nombre del ejército", "nom de l'armée", "armeename", "name der armee"), "name"
    ),
    **dict.fromkeys(
        ("nome dell'esercito", "nome do exército", "naam leger", "legernaam", "název armády"), "name"
    ),
    "list": "name",
    **dict.fromkeys(("liste", "lista", "llista", "lijst", "seznam", "zoznam", "luettelo", "список"), "name"),
    **dict.fromkeys(("sestava", "soupiska", "zostava"), "name"),
    "list name": "name",
    "force": "name",
    **dict.fromkeys(
        ("streitmacht", "forza", "fuerza", "força", "siły", "strijdmacht", "styrka", "styrke"), "name"
    ),
    **dict.fromkeys(("verband", "förband"), "name"),
    **dict.fromkeys(("detachment", "détachement"), "name"),  # a force sent apart, in a French list too
    "name": "name",
    # the word for `name` alone, as `Name:` is read (not Spanish `nombre`, French for a count)
    **dict.fromkeys(("nazwa", "název", "jméno", "názov", "naam", "nimi", "namn", "navn", "név"), "name"),
    **dict.fromkeys(("nom", "nome", "название"), "name"),
    "system": "system",
    "game": "system",
    "rules": "system",
    "options": "options",
    **_TOTALS,
    "points": "total",
    "cost": "total",
    "limit": "total",
    "size": "total",
    **dict.fromkeys(("größe", "taille", "tamaño", "tamanho", "dimensione", "rozmiar", "grootte"), "total"),
    **dict.fromkeys(
        ("storlek", "størrelse", "velikost", "veľkosť", "koko", "méret", "размер", "mida"), "total"
    ),
    "force size": "total",
    "list size": "total",
    **dict.fromkeys(("total points", "total pts", "total cost"), "total"),
    "fingerprint": "fingerprint",
}
"""`Key: value` lines a list may carry, by the field they give (`Player:` and `Army:` also in the
languages players write lists in: `Joueur:`, `Gracz:`, `Játékos:`, `Игрок:`, `Armee:`, `Exército:`, `Exèrcit:`,
`Армия:`, and `List:` or `Force:` as `Liste :`, `Lista:`, the Czech `Sestava:`, `Styrka:`, `Verband:` and `Förband:`
(the German and Swedish word for a military force), `Detachment:` as `Détachement :`, `Army name:` as `Nazwa armii`, `Nom de l'armée`,
`Armeename`, and `Name:` as `Nazwa:`, `Jméno:`, `Naam:`, `Navn:`; a total is read past; a size line, `Size: 6 units`, `Grootte: 6 eenheden`, the Catalan `Mida: 6 unitats`, gives the roster options its words
name, as a line above the list does)."""


_COUNTED_IN = {
    "de": ("ein eine einen", "zwei", "drei", "vier", "fünf funf", "sechs"),
    "fr": ("un une", "deux", "trois", "quatre", "cinq", "six"),
    "it": ("uno una un", "due", "tre", "quattro", "cinque", "sei"),
    "es": ("uno una un", "dos", "tres", "cuatro", "cinco", "seis"),
    "nl": ("één eén een", "twee", "drie", "vier", "vijf", "zes"),
    "pl": ("jeden jedna jedno", "dwa dwie", "trzy", "cztery", "pięć piec", "sześć szesc"),
    "ca": ("un una", "dos dues", "tres", "quatre", "", "sis"),  # no `cinc`: English lists' `CinC`
    "pt": ("um uma", "dois duas", "três tres", "quatro", "cinco", "seis"),
    "cs": ("jeden jedna jedno", "dva dvě dve", "tři tri", "čtyři štyri", "pět päť", "šest šesť"),
    "hu": ("egy", "két kettő", "három", "négy", "öt", ""),
    "fi": ("yksi", "kaksi", "kolme", "neljä", "viisi", "kuusi"),
    "nordic": ("ett", "två", "tre", "fyra", "fem", "seks"),
    "ro": ("un", "doi două", "trei", "patru", "cinci", "șase şase"),
    "tr": ("bir", "iki", "üç", "dört", "beş", "altı"),
    "el": ("ena", "dyo dio", "tria", "tessera", "pente", "exi"),
}
"""Counts one to six in the languages players write lists in: `zwei Tiger`, `één wagen` (`Eén`
starting a line, as Dutch capitalises it), `dues seccions`, `duas seções`, `két harckocsi`,
`två stridsvagnar`, Greek in Latin letters (`dyo`). Not the Nordic `en`, `et`, `to`, `fire` and
`sex`, Hungarian `hat` nor Romanian `o`: English and French words that start lines of chatter
(`to be confirmed`, `Hat tip to Bob`)."""
COUNT_WORDS = {
    **{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6},
    **{"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12},
    **{word: n for said in _COUNTED_IN.values() for n, spelt in enumerate(said, 1) for word in spelt.split()},
}
"""Counts written in words (`Two tanks`, `An Air Ace`, `zwei Tiger`); `a pair of` is two."""
COUNTED_AFTER_AND = {
    and_: frozenset(" ".join(_COUNTED_IN[language]).split()) for and_, language in (("a", "cs"), ("i", "pl"))
}
"""`and` in Czech and Slovak (`a`) and in Polish (`i`), by the counts in the same language that may
follow it: other languages write these words otherwise (English `a`, Spanish and Italian `a 6
unidades`, Italian `i`, the), so they join two entries only in lower case and before a count in
their language's words (`čtyři T-34-85 a jeden Tygr`, `cztery T-34 i jeden Tygrys`)."""
NORDIC_ONE = frozenset({"en", "et"})
"""The Nordic `one` that COUNT_WORDS leaves out, read only before a type's words (`En
infanteribataljon`: one battalion); there it is no unit's name, as the French or Dutch `and` is not."""
JOIN_WORDS = (
    *("plus", "and", "with", "also", "then", "&", "und", "sowie", "mit", "dazu", "et", "avec"),
    *("e", "con", "più", "y", "más", "i", "oraz", "z", "en", "met", "и", "с", "și", "cu"),
)
"""Words joining a counted unit to the list above it, read past before its count: `plus 1 Tiger`,
`and 2 MGs`, `with 3 Shermans`, `und 2 MGs`, `et 1 canon`, Romanian `și 1 tanc`."""
PIECE_WORDS = (
    *("db", "db.", "ks", "ks.", "kus", "kusů", "Stk.", "Stk", "stk.", "stk", "Stück", "szt.", "szt", "sztuk"),
    *(
        "pcs",
        "pcs.",
        "pc.",
        "pieces",
        "st.",
        "stuks",
        "kpl",
        "kpl.",
        "uds.",
        "ud.",
        "pezzi",
        "pezzo",
        "шт.",
        "шт",
    ),
    *("st", "stycken", "styck", "stykker", "stykk"),
)
"""Words for `pieces` that players write after a count, in the languages players write lists in
(`4 db Pz IV`, `4 ks T-34`, `2 Stk. Tiger`, `3 szt. 7TP`, `2 pcs Sherman`, `5 st. Strv`, `3 st
infanteri`, `3 uds. Panzer IV`, `Četa 1 (4 ks): Pz IV`): the number before them is a count, they are no part of a name.
As written, so `St.` (a saint) is none."""
BODY_WORDS = (
    *("platoon", "troop", "section", "squadron", "company", "battery", "battalion", "regiment", "brigade"),
    *("zug", "kompanie", "batterie", "schwadron", "eskadron", "abteilung", "bataillon", "staffel"),
    *("peloton", "compagnie", "escadron", "bataljon", "batterij", "plotone", "compagnia", "battaglione"),
    *("pluton", "kompania", "szwadron", "bateria", "batalion", "dywizjon", "pułk", "brygada", "dywizja"),
    *("četa", "čata", "rota", "baterie", "batéria", "prapor", "prápor", "pluk", "setnina", "eskadrona"),
    *("szakasz", "század", "üteg", "zászlóalj", "ezred", "hadosztály", "dandár", "deling", "kompagni"),
    *("kompani", "batteri", "skvadron", "regemente", "joukkue", "komppania", "patteri", "pataljoona"),
    *("rykmentti", "vzvod", "batalon", "polk", "взвод", "рота", "батальон", "полк", "батарея"),
    *("division", "divisione", "división", "divisie", "divize", "divízia", "divisão", "дивизия", "corps"),
    *("korps", "corpo", "cuerpo", "korpus", "hadtest", "корпус", "army", "armee", "armée", "armata"),
    *("armia", "armáda", "hadsereg", "armeija", "exército", "ejército", "esercito", "армия"),
    *("brigáda", "brigada", "brigata", "brigad", "prikaati", "sbor", "zbor"),
    *("reggimento", "régiment", "regimiento", "regimento"),
)
"""Words for a body of an army of any size, platoon to army, singular, in the languages players
write lists in (`textlist.organised` has those for one unit of a game, which are no name). Numbered with a
full stop before one, as an ordinal is written in German, Hungarian, Czech, Polish, the Nordic
languages (`1. Zug`, `2. szakasz`, `1. deling`, `10. huszárezred`, `4. kerékpáros zászlóalj`, a
word ending in one), the number is the unit's own, part of its name, where no numbered list holds
the line; a number with none before one (`12 Pułk Ułanów: kawaleria`) may be too."""
UNMARKED_ORDINALS = (
    *("pluton", "kompania", "szwadron", "bateria", "batalion", "dywizjon", "pułk", "brygada", "dywizja"),
    *("взвод", "рота", "батальон", "полк", "батарея"),
)
"""Words of `BODY_WORDS` in the languages whose players write a body's ordinal with no mark
(`1 pułk ułanów`, `1 батальон`: the first regiment, the first battalion)."""
BODY_SHORT = (
    *("bn", "btn", "bde", "regt", "rgt", "coy", "co", "sqn", "sqdn", "bty", "plt", "pl", "tp"),
    *("btl", "abt", "kp"),
)
"""Short words for a body players write (`122 Bde MG Coy`, `3rd Bn`, `Abt. 3`, `Kp 2`)."""
_BODY_WORD = rf"(?i:(?:{'|'.join(BODY_WORDS)})|(?:{'|'.join(BODY_SHORT)})\.?)(?![^\W_])"
"""A body's word or its short word, singular, so never `Platoons`, which counts; a word ending in
one names a type too (`Panzerzug`, a tank platoon), so a number before it may count."""
_BODY_ENDING = rf"(?i:[^\W\d_]*(?:{'|'.join(BODY_WORDS)})|(?:{'|'.join(BODY_SHORT)})\.?)(?![^\W_])"
"""A body's word, a word ending in one (`Schützen-Regiment`, `Panzerkompanie`) or its short word."""
PAIR = ("pair", "couple")
GROUPS = ("platoon", "troop", "section", "squadron", "company", "battery", "base", "stand", "unit", "team")
"""Words players count units by: `Three platoons of infantry`, `Two troops of Shermans`, `5 infantry
bases`, `a Vickers team`. After a count and before `of`, or after the name, they are no part of it."""
GENITIVE_BASE_WORDS = (
    *("podstawka", "podstawki", "podstawek", "podstawa", "podstawy", "podstaw"),
    *("základna", "základny", "základen", "základňa", "základne"),
)
"""The base's words of the languages whose type after them takes the genitive, no `of`."""
BASE_WORDS = (
    *("base", "bases", "stand", "stands", "team", "teams"),
    *("basis", "basen", "socle", "socles", "équipe", "équipes", "basi", "basetta", "basette"),
    *("peana", "peanas", "baza", "bazy", "bază", "baze", "baser", *GENITIVE_BASE_WORDS),
)
"""Words for a base of figures, in the languages players write lists in, that count units of any
type: `8 bases d'infanterie`, `3 basi di fanteria`, `4 Basen Infanterie`, `2 peanas de caballería`,
the Nordic `4 infanteri baser`.
A count before them counts the type after them: after a word for `of`, or a name's capital
(`6 bases in all` is the list's size), or in Polish, Czech and Slovak the type's genitive, which says
`of` itself (`4 podstawy kawalerii`, `4 základny pěchoty`)."""
OF_WORDS = (
    "of",
    "de",
    "di",
    "da",
    "del",
    "della",
    "dei",
    "degli",
    "des",
    "du",
    "von",
    "vom",
    "der",
    "van",
    "z",
    "ze",
)
"""Words for `of` in the languages players write lists in, between a count's word and the type (`bases
of`, `basi di`, `2 unidades de Infantería`) or a type and its calibre (`Mortaio da 81`);
French and Italian elide some before a vowel (`d'infanterie`, `dell'artiglieria`)."""
STATED_TOTAL = ("comes to", "come to", "came to", "adds up to", "add up to", "i make it", "i made it")
"""Words before a number by which a line of prose states the list's total: `Comes to 36 I think.`,
`I make it 36 but my maths is rubbish`."""

SUM_AFTER = (
    *("in total", "in all", "altogether", "all told", "tilsammen", "totalt", "i alt", "tilsammans"),
    *("samanlagt", "insgesamt", "zusammen", "au total", "en tout", "en total", "in totale", "in tutto"),
    *("razem", "łącznie", "celkem", "dohromady", "yhteensä", "összesen", "in totaal", "всего", "итого"),
    *("exactly", "on the nose", "on the dot", "spot on", "bang on"),
    *("równo", "dokładnie", "genau", "pile", "esatti", "giusti", "justos", "exactos", "precies"),
    *("přesně", "jämnt", "præcis", "akkurat", "pontosan", "tasan", "ровно"),
)
"""Words after a number saying it sums the list, or is the limit exactly, in the languages players
write (`36 in total`, `36 tilsammen`, `36 AP insgesamt`, `36 on the nose`, `36 równo`, `36 pile`):
its total, as `Total: 36` is."""
CAPITALISED = r"(?:\d+[^\W_]*|[A-ZÀ-ÖØ-Þ][\w'’.-]*)"
"""A word of a name as players write one: capitalised, or a number and its letters (`3rd`, `JR`)."""
HEDGE_WORDS = (
    *("i think", "i believe", "i reckon", "i hope", "or so", "chyba", "myślę", "ich glaube", "glaube ich"),
    *("denke ich", "je crois", "je pense", "credo", "penso", "creo", "denk ik", "geloof ik", "myslím"),
    *("tror jag", "tror jeg", "azt hiszem", "luulen", "кажется"),
)
"""A doubt players say after a total, in the languages they write (`36 I think`, `36 równo chyba`,
`36 genau, glaube ich`): the total is stated all the same."""
_HEDGES = "|".join(r"\s+".join(map(re.escape, said.split())) for said in HEDGE_WORDS)
_SUMMED_ALONE = on_first_use(
    r"^(\d{1,4})\s*(?:[A-Z]{1,3}|pts?|points?|punkte?|pkt)?\.?\s+(?i:"
    + "|".join(re.escape(word) for word in SUM_AFTER)
    + rf")(?i:[\s,]+(?:{_HEDGES}))*[\s.!?]*$"
)
"""A line of a number and the words that sum it alone (`36 in total`, `36 on the nose`), a doubt
after them or none (`36 równo chyba`)."""
TOTAL_DOUBTED = on_first_use(
    r"^\s*(?:(?i:"
    + "|".join(r"\s+".join(map(re.escape, said.split())) for said in TOTAL_WORDS)
    + r")(?![^\W_])\s*:?|=)\s*(\d{1,4})\s*(?:[A-Z]{1,3}|pts?|points?|punkte?|pkt)?\.?[\s,]*(?i:"
    + _HEDGES
    + r")(?![^\W_])"
)
"""A total's key or `=` starting a line, its number, then a doubt and any talk after it (`Total 108
je crois`, `= 36 i think?? cheers, Sam`): the total is stated all the same."""

MONTH_WORDS = (
    *("january", "february", "march", "april", "may", "june", "july", "august", "september", "october"),
    *("november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct"),
    *("nov", "dec", "januar", "jänner", "februar", "märz", "juni", "juli", "oktober", "dezember"),
    *("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre"),
    *("novembre", "décembre", "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio"),
    *("agosto", "settembre", "ottobre", "dicembre", "enero", "febrero", "abril", "mayo", "junio"),
    *("julio", "septiembre", "octubre", "noviembre", "diciembre", "januari", "februari", "maart", "mei"),
    *("augustus", "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia"),
    *("września", "października", "listopada", "grudnia"),
)
"""Months in the languages players write lists in: a number before one (`7 September 2015 at
19:42`, `12. März`, `3 maja`) dates the line, a blog comment's or a message's, and counts nothing."""
MONTHS = frozenset(MONTH_WORDS)
"""The months, to look one word up."""
SEASON_WORDS = (
    *("spring", "summer", "autumn", "fall", "winter", "printemps", "été", "automne", "hiver"),
    *("frühjahr", "frühling", "sommer", "herbst", "primavera", "estate", "autunno", "inverno"),
    *("verano", "otoño", "invierno", "lente", "zomer", "herfst", "wiosna", "lato", "jesień", "zima"),
    *("vår", "sommar", "höst", "vinter"),
)
"""Seasons in the languages players write lists in: a year after one dates a campaign (`été 44`)."""

CAMPAIGN_PLACES = (
    *("normandy", "normandie", "normandia", "normandía", "ardennes", "ardennen", "ardenne", "ardenas"),
    *("ardennerna", "arnhem", "caen", "bastogne", "kursk", "stalingrad", "stalingrado", "kharkov"),
    *("charkow", "kharkiv", "prokhorovka", "ostfront", "eastern front", "westfront", "western front"),
    *("east front", "fronte orientale", "front de l'est", "frente oriental", "front wschodni"),
    *("north africa", "nordafrika", "afrique du nord", "nord africa", "africa settentrionale"),
    *("norte de áfrica", "western desert", "el alamein", "alamein", "tobruk", "libya", "libia"),
    *("libyen", "tunisia", "tunisie", "tunesien", "túnez", "sicily", "sicilia", "sizilien", "sicile"),
    *("italy", "italia", "italien", "italie", "russia", "russland", "russie", "rusia", "crete"),
    *("kreta", "creta", "crète", "kannas", "karelia", "karelien", "berlin", "budapest", "balaton"),
    *("somme", "verdun", "ypres", "ypern", "ieper", "isonzo", "piave", "caporetto", "gallipoli"),
    *("galicia", "galizien", "galicja", "flanders", "flandern", "flandres", "vlaanderen", "cambrai"),
    *("marne", "argonne", "champagne", "tannenberg", "palestine", "mesopotamia"),
)
"""Where players' armies fought, the campaigns lists are made for, in the languages players write:
a title's bracket naming one alone (`Kampfgruppe Hansen (Normandia)`) says where, no part of the name."""

LINKED_BY_WORDS = (
    *("towed by", "pulled by", "drawn by", "hauled by", "carried by", "carried in", "carried on", "moved by"),
    *("transported by", "transported in", "transported on", "riding in", "riding on", "mounted in"),
    *("rides in", "ride in", "rides on", "ride on"),
    *("mounted on", "loaded in", "loaded on", "being towed by", "being carried by", "being carried in"),
    *("limbered to", "limbered with", "limbered behind", "hooked to", "hitched to"),
    *("gezogen von", "gezogen vom", "gezogen durch", "geschleppt von", "geschleppt vom", "befördert von"),
    *("befördert vom", "transportiert von", "transportiert vom", "transportiert in", "transportiert auf"),
    *("verladen auf", "aufgesessen auf", "tiré par", "tirés par", "tirée par", "tirées par"),
    *("tracté par", "tractés par", "tractée par", "tractées par", "remorqué par", "remorqués par"),
    *("remorquée par", "remorquées par", "transporté par", "transportés par", "transportée par"),
    *("transportées par", "transporté dans", "transportés dans", "transporté en", "transportés en"),
    *("embarqué dans", "embarqués dans", "al traino di", "al traino del", "al traino dei"),
    *("porté par", "portés par", "portée par", "portées par"),  # French: carried by
    # Italian's `da` with each article it takes on (`trasportate dagli autocarri`), each gender and number
    *(
        f"{verb}{ending} {by}"
        for verb in ("trainat", "trasportat")
        for ending in "oiae"
        for by in ("da", "dal", "dallo", "dalla", "dai", "dagli", "dalle", "dall'", "dall’")
    ),
    *("trasportati su", "remolcado por", "remolcados por"),
    *("remolcada por", "remolcadas por", "arrastrado por", "arrastrados por", "tirado por", "tirados por"),
    *("transportado por", "transportados por", "transportado en", "transportados en", "montados en"),
    *("transportada por", "transportadas por", "transportada en", "transportadas en", "montadas en"),
    *("ciągnięte przez", "ciągnięty przez", "ciągnięta przez", "ciągniona przez", "ciągnione przez"),
    *("holowane przez", "holowany przez", "holowana przez", "przewożone przez", "przewożeni przez"),
    *("przewożone na", "przewożeni na", "przewożone w", "przewożeni w", "getrokken door", "gesleept door"),
    *("vervoerd door", "vervoerd in", "vervoerd op", "tažen", "tažený", "tažené", "tažená", "taženy"),
    *("tažení", "ťahaný", "ťahané", "ťahaná", "ťahaní", "vontatva"),
    *("trukket af", "trukket av", "trukne af", "trukne av", "bugseret af", "dragen av", "dragna av"),
    *(
        f"{verb}{ending} {by}"
        for verb in ("puxad", "rebocad", "transportad")
        for ending in ("o", "a", "os", "as")
        for by in ("pelo", "pela", "pelos", "pelas")
    ),
)
LINKED_BY_WORDS = with_prepositions(LINKED_BY_WORDS)
"""Words by which a unit's note says another unit tows or carries it, in English and the languages
players write lists in (`towed by the horse teams`, `limbered to the teams`, `gezogen vom Pferdegespann`, `tirés par les
attelages`, `ciągnięte przez zaprzęgi konne`, Portuguese `transportadas pelo camião` in each
gender and number, Italian `da` joined to its article: `trainato dalla pariglia`, `dall'autocarro`;
Danish `trukket af`), and which a
sheet's column of such units is headed with (`Tracté par`, `Trasportato da`). They say a link
whatever words come before them (`rebocadas por 1 camião` too, the preposition without its article); which link,
and which way, the catalog's link rules decide from the two units' types."""
LINK_PLACE_WORDS = (
    *("in", "on", "aboard", "inside", "behind", "on board", "on board of", "in the back of"),
    *("auf", "im", "an bord", "an bord von", "dans", "en", "sur", "à bord de", "à bord du"),
    *("à bord des", "sul", "sui", "sugli", "sulla", "sulle", "nel", "nei", "negli", "a bordo di"),
    *("a bordo del", "a bordo dei", "sobre", "a bordo de", "w", "we", "na", "op", "aan boord van"),
)
"""Words of place by which a unit's note may say it rides in, on or behind another (`in lorry`,
`auf Lkw`, `dans les 2 camions`, `en los camiones`, `na ciężarówkach`): a link where the words after
them name a unit of the list, else the note they are."""
LINK_ARTICLES = (
    *("the", "a", "an", "its", "their", "der", "die", "das", "dem", "den", "des", "ein", "eine", "einem"),
    *("einen", "einer", "seinem", "seinen", "ihrem", "ihren", "le", "la", "les", "l'", "un", "une", "son"),
    *("sa", "ses", "leur", "leurs", "il", "lo", "i", "gli", "uno", "suo", "sua", "suoi", "loro", "el"),
    *("los", "las", "su", "sus", "de", "het", "een", "zijn", "hun", "to", "ten", "ta", "ty", "tu", "je"),
    *("ho", "ji", "ju", "ją", "go"),
)
"""Articles, possessives, the Czech and Slovak words for `that` and their pronouns for the unit on
the line (`je` them, `ho` it, `ji`/`ju` it of a feminine noun: `houfnice`), the Polish ones (`je`,
`ją` it of a feminine noun: `piechota`, `go` of a masculine: `moździerz`), between the words of a link and the unit they name (`the lorries`,
`dem Lkw`, `les attelages`, `los camiones`, Dutch `door de tractor`, `to dělo`, `táhnou je spřežení`): no part of its name."""
LINK_ORDINALS = {
    **{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "last": -1},
    **{"erste": 1, "ersten": 1, "zweite": 2, "zweiten": 2, "dritte": 3, "dritten": 3, "letzten": -1},
    **{"premier": 1, "première": 1, "deuxième": 2, "seconde": 2, "troisième": 3},
    **{"primo": 1, "prima": 1, "secondo": 2, "seconda": 2, "terzo": 3, "terza": 3},
    **{"eerste": 1, "tweede": 2, "derde": 3, "primer": 1, "segundo": 2, "tercer": 3},
}
"""Words by which a link counts the list's units of a type in order (`the second horse team`,
`dem zweiten Gespann`), `last` from the end; figures with an ordinal's ending (`2nd`) count so too."""
SIZE_WORDS = (
    *("one", "of", "and", "the", "other", "another", "with", "each", "uno", "una", "de", "y", "otro"),
    *("otra", "el", "la", "un", "une", "et", "l", "autre", "di", "e", "altro", "einer", "eine", "mit"),
    *("und", "der", "die", "andere", "jeden", "jedna", "z", "i", "drugi", "druga", "een", "van", "en"),
    "ander",
)
"""Words around the sizes a count of formations gives in brackets (`2 platoons of T-34-85 (one
of 5 and one of 4)`, `(uno de 5 y otro de 4)`, `(l'un de 5, l'autre de 4)`): nothing but sizes."""
RELATIVE_WORDS = (
    *("which", "that", "who", "qui", "que", "che", "der", "die", "das", "welcher", "welche", "welches"),
    *("dat", "który", "która", "które", "którzy", "který", "která", "které", "kteří", "ktorý", "ktorá"),
    *("ktoré", "som", "joka", "jotka", "amely", "amelyek"),
)
"""Words that begin a clause about the unit before them (`1 camion, qui porte les mitrailleuses`,
`a tractor, which tows the 60pdr`): a link's words after one say what they say alone."""
BELOW_WORDS = (
    *("below", "listed below", "below them", "below it", "under them", "under it", "underneath", "beneath"),
    *(
        "further down",
        "ci-dessous",
        "au-dessous",
        "plus bas",
        "en dessous",
        "unten",
        "darunter",
        "weiter unten",
    ),
    *("sotto", "qui sotto", "più sotto", "abajo", "más abajo", "debajo", "poniżej", "niżej", "hieronder"),
    "eronder",
)
"""Words after a link's unit that say it is listed after the unit linked to it (`towed by the horse
teams below`, `tirés par les attelages ci-dessous`): the one named among those after it."""
ABOVE_WORDS = (
    *("above", "listed above", "above them", "above it", "further up", "ci-dessus", "plus haut"),
    *("oben", "darüber", "weiter oben", "sopra", "qui sopra", "più sopra", "arriba", "más arriba"),
    *("encima", "powyżej", "wyżej", "hierboven", "erboven", "au-dessus"),
)
"""Words after a link's unit that say it is listed before the unit linked to it (`carried in the
lorries above`): the one named among those before it."""

MAX_COUNT_DIGITS = 6
"""A longer number before a name is part of the name, not a count."""
MAX_LINE = 500
"""Longer lines are no list entry, and are not taken apart: a hostile line costs no more than its length."""
TAIL = 80
"""Characters at the end of an entry searched for its cost or a count after its name."""
MAX_LABEL = 40
"""Characters of the words before a colon that head a counted entry: `Platoon 1: 5 x T-34/85`."""


def general_words(title: str) -> tuple[str, ...]:
    """The words that mark the general where the rules have one called `title`: `General: Rifles`,
    `Gen.: Rifles`, `HQ: Rifles`, `General (Rifles)`. A unit named by one of these alone is no name
    the reader keeps; the Markdown carries it exactly."""
    return (*GENERAL_WORDS, title, LEADER, *COMMANDER_WORDS) if title else GENERAL_WORDS


@dataclass(frozen=True)
class Vocabulary:
    """The words a set of catalogs adds to the shared ones: cost types, the general's title."""

    cost_words: tuple[str, ...] = ()
    general_words: tuple[str, ...] = ()


@dataclass(frozen=True)
class Attributes:
    """What an entry's line carries beyond its names and count, at its end in braces:
    `{#gun-1 towed-by=#team-1 width=40 option=elite}`. Only the Markdown writes them."""

    unit_id: str | None = None
    links: dict[str, str] = field(default_factory=dict)
    values: dict[str, Any] = field(default_factory=dict)
    options: tuple[str, ...] | None = None

    def __bool__(self) -> bool:
        return bool(self.unit_id is not None or self.links or self.values or self.options is not None)


@dataclass(frozen=True)
class Form:
    """One line taken apart. `text` is what names the entry, heading or field value, unescaped."""

    kind: Kind
    text: str = ""
    indent: int = 0
    level: int = 0
    """A `#` heading's level; 0 for a heading written as `Name:`, `**Name**` or `== Name ==`."""
    count: int | None = None
    loose: bool = False
    """The count was written with no mark (`2 Tanks`): the number may instead begin a name (`4 Platoon`)."""
    general: bool = False
    bullet: bool = False
    numbered: bool = False
    """Its bullet is a number (`1. Zug`): bullets of another kind under it are its lines."""
    bold: bool = False
    """A heading in bold, as the Markdown writes a formation: `- **1st Battalion (Infantry Battalion)**`."""
    cost: bool = False
    stated: str = ""
    """The cost the line gives (`8` of `Rifles x4 ..... 8`), or a total's value; '' where none."""
    bare: str = ""
    """A number with no unit after the name, in brackets, after a dash, a colon or `=`, where no
    count is written (`2` of `Light Mortars (2)`, `Sniper - 2`, `Snipers: 2`): the unit's cost,
    or its count where the game has no costs or the list counts so. The reader, knowing the
    catalog, decides. `stated` holds it too where it was cut from the text as a cost would be;
    after a colon it stays in the text (`Army size: 6` may be an option)."""
    after: bool = False
    """The count was written after the name (`Tank x2`): on a line of several entries, the last's."""
    spoken: bool = False
    """A chat's line, its stamp and speaker read past (`[19:03] kev: 35 or 36`): naming no type, it is talk."""
    worded: bool = False
    """The count was written as a word (`Two tanks`): where the rest names nothing, the line is prose."""
    note: str = ""
    """Words after a dash (`Tank — Fray Bentos`), the cost left out: a note, or a heading's other half."""
    label: str = ""
    """Words before a colon ahead of a counted entry (`Platoon 1: 5 x T-34/85`): a formation's
    heading with its member on the same line, or the unit's own name."""
    grouped: str = ""
    """The words a count was given in, taken off the name (`platoons` of `Three platoons of
    infantry`): in a game whose formations they name, the line says no count of units."""
    field: Field | None = None
    attributes: Attributes = Attributes()


_QUOTE = on_first_use(r"^(?:[ \t]*>)+[ \t]?")
_FORUM_OPEN = on_first_use(r"\[quote(?:=[^\]\n]{0,200})?\]", re.IGNORECASE)
_FORUM_CLOSE = on_first_use(r"\[/quote\]", re.IGNORECASE)
_FORUM_LOOKS = on_first_use(
    r"\[/?(?:b|i|u|s|strike|color|colour|size|font|highlight|center|left|right|list|url)(?:=[^\]\n]{0,200})?\]",
    re.IGNORECASE,
)
"""A forum's tags for how text looks (`[b]General[/b]`, `[color=red]`, `[list]`), read past as
Markdown's emphasis is: the words between them are the line's."""
_FORUM_STRESSED = on_first_use(r"^(\s*)\[([bu])\]((?:(?!\[/?\2\]).){1,200})\[/\2\]\s*$", re.IGNORECASE)
"""A line a forum's bold or underline wraps whole (`[u]Support[/u]`, `[b][size=150]Name[/size][/b]`)."""
_FORUM_ITEM = on_first_use(r"^(\s*)\[\*\]\s*")
"""A forum list's item, `[*]4x Rifles`: a bullet."""
_RULE = on_first_use(r"^\s*(?:[-=_*~]\s*){3,}$")
_HASH = on_first_use(r"^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")
_FENCED = on_first_use(
    r"^(?:={2,}|-{2,}|~{2,}|\*{3,}|(\+{1,3})(?=\s))\s*(.+?)\s*(?(1)\1|(?:={2,}|-{2,}|~{2,}|\*{3,}))"
    r"(?:\s+(\([^()]{1,60}\)))?$"
)
"""A heading fenced by marks at both ends: `== Support ==`, `*** Core ***`, `+ Platoon: 1. Zug +`
(an app's export), `++ Pagano WWII Armour ++`; a bracket after it is its own (`== IR 16 == (36 AP)`)."""
BULLET_MARKS = "-*+•·‣◦–—▪▫■□●○▸►▶➤◆◇⁃∙✓✔"
"""The marks that lead a list's item, as keyboards, word processors and phones' notes write them."""
NOT_CALIBRE = r"(?!\s*(?i:cm|mm|in|inch|pdr)\b)"
"""After a number with a point: no unit of a calibre follows it (`7.5 cm` is a gun's, no count's)."""
OUTLINE_NUMBER = rf"\d{{1,2}}(?:\.\d{{1,2}})+\.?{NOT_CALIBRE}"
"""An item's number under its heading's (`1.2` under `1.`, `2.1.3` under `2.1`), never a calibre
(`7.5 cm`)."""
_OUTLINED = on_first_use(rf"^{OUTLINE_NUMBER}(?=\s)")


def outline_number(line: str) -> str:
    """The outline number a line's item starts with (`4.1` of ` 4.1 lorry`), else ""."""
    body = line.lstrip()
    found = _OUTLINED.match(body) if body[:1].isdigit() else None
    return found[0].rstrip(".") if found is not None else ""


OUTLINE_INDENT = 4
"""How far an item numbered under its heading's number stands in for each level its number
gives: a tab's width."""
_BULLET = on_first_use(rf"^(?:[{re.escape(BULLET_MARKS)}.]|\d{{1,3}}[.)]|{OUTLINE_NUMBER})\s+")
"""A list's item: `- `, `* `, `• `, `▪ `, `1. `, `. ` (an app's export), or an item numbered under
its heading's number (`1.2 Pz IV` under `1. 1st Zug`); never a calibre (`7.5 cm Pak 40`)."""
_SUFFIXED = ("st",)
"""Words for `pieces` an ordinal ends in: after a space only (`3 st infanteri`, never `1st`)."""
_PIECE = (
    "(?:"
    + "|".join(("(?<!\\d)" if word in _SUFFIXED else "") + re.escape(word) for word in PIECE_WORDS)
    + ")"
)
_COUNTED_PIECES = on_first_use(rf"{_PIECE}\s+(?=\S)")
"""A word for `pieces` after a count: `4 db Pz IV`."""
_LABEL_COUNT = on_first_use(rf"\s*[(\[](\d{{1,{MAX_COUNT_DIGITS}}})\s*(?:{_PIECE}|[xX×])[)\]]$")
"""A count in brackets ending the words before a colon: `Četa 1 (4 ks): Pz IV`, `Zug 2 (3x): Tiger`."""
_PIECES_AFTER = on_first_use(
    rf"(?:\s*[-–—:]\s*|\s+)(?:\((\d{{1,{MAX_COUNT_DIGITS}}})\s*{_PIECE}\)"
    rf"|\[(\d{{1,{MAX_COUNT_DIGITS}}})\s*{_PIECE}\]|(\d{{1,{MAX_COUNT_DIGITS}}})\s*{_PIECE})$"
)
"""A count in pieces after the name: `Pz IV (4 ks)`, `Tiger I - 2 db`, `Pz IV: 3 Stk.`, read as `Pz IV x4`."""
_BASES_AFTER = on_first_use(
    rf"(?:\s*[-–—:→]\s*|(?<=[^\W\d_])\s+)(\d{{1,{MAX_COUNT_DIGITS}}})\s*(?:{'|'.join(re.escape(word) for word in BASE_WORDS)})$"
    rf"|\s*[(\[](\d{{1,{MAX_COUNT_DIGITS}}})\s*(?:{'|'.join(re.escape(word) for word in BASE_WORDS)})[)\]]$",
    re.IGNORECASE,
)
"""A count in bases after the name, after a colon, a dash, an arrow or a space or in brackets:
`Infanterie: 6 Basen`, `MG 08 → 2 Basen`, `Radfahrer 4 Basen`, `Pioniere (1 Basis)`, read as
`Infanterie x6`, as `6 Basen Infanterie` counts them; the words after a comma stay the note."""
_BASE_ENDS = frozenset(word.casefold() for word in BASE_WORDS)
_LINK_ENDS = on_first_use(
    rf"(?<![^\W\d_])(?:{'|'.join(re.escape(words) for words in LINKED_BY_WORDS)})\s*$", re.IGNORECASE
)
"""A link's words ending the words before a count (`towed by 2 teams`): the count and its word name
the units that tow or carry the line's, no count of its bases."""
_BOLD = ("**", "__")
_DATED = on_first_use(
    r"^\d{1,2}(?:st|nd|rd|th|er|e|\.)?\s+(?:of\s+|de\s+)?(?:"
    + "|".join(MONTH_WORDS)
    + r")\b\.?(?:,?\s+\d{4})?",
    re.IGNORECASE,
)
_STAMP = on_first_use(
    r"^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4},?\s+|\d{4}-\d{2}-\d{2}[ T])?[\[(]?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?[\])]?\s+",
    re.IGNORECASE,
)
_SPEAKER = on_first_use(r"(?:<[^<>\s]{1,40}>\s*:?|[^\s:]{1,40}:)\s+")
"""A chat's or a log's line: its time stamp, then who speaks (`[19:03] kev_the_sapper: 35 or 36`,
`19:03 <big_al> ok`): the words after them are the line, never a unit named by a stamp."""
_MARK_AFTER = on_first_use(rf"\s+{GENERAL}(?=\s*(?:[(\[][^{GENERAL}]*)?$)")
"""The general's mark after the name, before any words in brackets: `Rifles ★ (Brigade HQ)`."""
_KEY = on_first_use(r"^([^\W\d_](?:[^\W\d_]| |/(?! )| / |['’](?=[^\W\d_])){0,30}?)\s*:\s*(.*)$")
"""A line's key and value: the key's words may be run into an article (`Nom de l'armée:`)."""
_SUMMARY = on_first_use(rf"^[^:{GENERAL}]{{1,60}}\s\({GENERAL}\)\s*:")
"""The Markdown's closing `General (★): ...` line: the general is marked on its entry already."""
_COUNT_BEFORE = on_first_use(
    rf"^(\d{{1,{MAX_COUNT_DIGITS}}})\s*(?:×|[xX*](?![A-Za-z])|(?<=\d)[xX](?=[^\W\d_]{{2}})|off\s)\s*"
)
"""A count before the name: `2 x Tank`, `2x Tank`, `2×Tank`, `2xTk` (its `x` written on to both),
`3 off Snipers` (as a British return writes it)."""
_COUNT_PLAIN = on_first_use(
    rf"^(\d{{1,{MAX_COUNT_DIGITS}}})\s+(?=[^\W\d]|\d{{1,3}}(?:[.,]\d)?\s?(?:mm|cm|in|inch|pdr|pr|pounder)\b"
    r"|\d{1,2}-(?i:inch|pounder|pdr|punds?|pfünder)\b"
    r"|\d{2,3}\s[A-Z]{1,2}\b)"
)
"""A count with no mark before a name, or before a calibre that names the unit (`3 75mm ATG`, `2
6pdr`, `2 3-inch mortars`, `2 18-pounder`, the Danish `1 18-punds`, the German `2 18-Pfünder`, the
French `1 155 C`, `2 105 L`): a calibre is a number and its unit or capital, never a count's first word."""
_CALIBRE_UNIT = on_first_use(r"(?:mm|cm|inch|pdr|pr|pounder)\b", re.IGNORECASE)
"""What a calibre is in, written apart from its figure (`15 cm`): the figure before it counts nothing."""
_NUMBERED = on_first_use(
    rf"^(?:Platoon|Troop|Section|Squadron|Company|Battery|(?i:{'|'.join(BODY_SHORT)})\.?)(?=\s*(?:[,:(\[]|\s[-–—]\s|$))"
)
"""A capitalised word of a group, or a body's short word, singular, after a plain number: the unit's
own name, numbered as armies number them (`4 Platoon (Inf)`, `1 Troop, C Sqn`, `3 Sqn: Tanks`), no
count, which would say `4 Platoons`."""
_NUMBERS_BODY = on_first_use(rf"^\d{{1,4}}\s+{_BODY_WORD}")
"""A plain number before a body's word in the singular, whatever follows: `122 Bde MG Coy`."""
_BODY_NUMBERED = on_first_use(rf"^(?:\S*[/-])?{_BODY_ENDING}\s+\d{{1,4}}$")
"""A body's word, or a word ending in one, then its plain number: `Schützen-Regiment 6`, `Zug 2`;
not `Infantry battalion 2`, where the number counts battalions of infantry."""
_COUNT_FIRST = on_first_use(rf"^[xX×](\d{{1,{MAX_COUNT_DIGITS}}})\s+(?=\S)")
"""The count's mark before its number, before the name: `x2 Tank`."""
_RESTATED = on_first_use(r"^[(\[]\s*(\w+)\s*[)\]]\s*(?=\S)")
"""A count said again in brackets after it, as a form or a contract writes it: `Two (2) Snipers`."""
_MORE = on_first_use(r"^(?:more|extra|further|additional|weitere|weiteren)\s+(?=\S)", re.IGNORECASE)
"""A word after a count that adds the units to those said before it: `two more MGs`, `2 extra
tanks`, `zwei weitere MGs`. The units are counted as any are."""
_HEDGED = on_first_use(
    rf"(?:[\s,]+(?:{_HEDGES}|if\s+my\s+maths?\s+is\s+right"
    r"|if\s+I(?:'ve|\s+have)?\s+(?:counted|added\s+up)\s+right"
    r"|on\s+the\s+(?:nose|dot)|(?:bang|spot|dead)\s+on|exactly|precisely))+\s*[?!.]*$",
    re.IGNORECASE,
)
"""A doubt or an assurance said after a total (`35ap I think?`, `36 AP if my maths is right`, `36
AP on the nose I think`, `36 AP exactly`): the total is stated all the same, and compared with the
list's as any is."""
_REMARKED = on_first_use(r"^(\d{1,4}\s*[^\W\d_]{1,6}\.?)\s*(?:,|\s[-–—]\s)\s*[^\W\d_]")
"""A number and one short word, then a comma or a spaced dash before words (`35 pts, so 1 spare`)."""


def _remark_off(body: str) -> str:
    """A line's number and its word without the remark after them (`35 pts, so 1 spare` gives `35
    pts`): whether they are a cost, and so the list's total, the cost's pattern says."""
    if not body[:1].isdigit():
        return body
    found = _REMARKED.match(body)
    return found.group(1) if found is not None else body


_DOUBLED = on_first_use(rf"^(\d{{1,{MAX_COUNT_DIGITS}}})\s*[(\[]\s*(\w+)\s*[)\]]\s*(?=\S)")
"""A count in figures said again in words: `2 (two) Balloons`."""
_COUNT_ONLY = on_first_use(
    rf"^(?:[xX×]\s?(\d{{1,{MAX_COUNT_DIGITS}}})|(\d{{1,{MAX_COUNT_DIGITS}}})\s?[xX×])$"
)
"""A count alone after a dash or a colon: `Fighter - x1`, `Fighters: 2x`."""
_COUNT_AFTER = on_first_use(
    rf"(?:\s+|(?<=\)))(?:[(\[][xX×*]\s*(\d{{1,{MAX_COUNT_DIGITS}}})[)\]]|[xX×*]\s*(\d{{1,{MAX_COUNT_DIGITS}}})"
    rf"|[(\[](\d{{1,{MAX_COUNT_DIGITS}}})\s*[xX×*][)\]]|(\d{{1,{MAX_COUNT_DIGITS}}})[xX×])$"
)
"""A count after the name: `Tank x2`, `Tank (x2)`, `Tank (2x)`, `Tank 2x`; its bracket closed only
where it opens with the count: `HEAVY PLATOON (Tiger I x3)` counts the Tigers in the bracket, not
the platoon."""
_COUNT_WITHIN = on_first_use(
    rf"(?<=\S)\s+(?:[(\[]?[xX×]\s?(\d{{1,{MAX_COUNT_DIGITS}}})[)\]]?|[(\[](\d{{1,{MAX_COUNT_DIGITS}}})\s?[xX×][)\]]"
    rf"|(\d{{1,{MAX_COUNT_DIGITS}}})[xX×](?=[,;]))"
    r"(?=[\s,;:]|$)"
)
"""A count after the name with words after it: `Horse team x1 to tow it`, `Infantry x2, elite`,
`polní kanón (třída 3) 2x, tažené...` (the figure first only before a comma: `2x Pz IV` counts what follows)."""
_NUMBER = r"\d+(?:[.,]\d+)?"
_BRACKETED_NUMBER = on_first_use(
    rf"^\s*(?:[(\[]\s*(\d{{1,{MAX_COUNT_DIGITS}}})\s*[)\]]|=\s*(\d{{1,{MAX_COUNT_DIGITS}}}))\s*$"
)
"""A number alone in brackets or after `=`, with no unit of cost: `(2)`, `= 3`."""
_BARE_NUMBER = on_first_use(rf"\d{{1,{MAX_COUNT_DIGITS}}}")
_NUMBER_AFTER_BRACKET = on_first_use(r"^(.*[^\W\d_].*?)\s*(\([^()]+\))\s([1-9]\d{0,3})$")
"""A name, its words in brackets, then a number with no mark: `Rifles (Bde HQ) 2`, `batalion (4x
strzelcy + ckm) 11`, weighed as a number alone in brackets after them is (`Rifles (Bde HQ) (2)`):
the line's cost, or its count."""
_KEYED_NUMBER = on_first_use(rf"^(.*[^\W\d_].*?)\s*[:=]\s*(\d{{1,{MAX_COUNT_DIGITS}}})$")
"""A name, a colon or an equals sign, and a number with no unit: `Infantry: 6`, `Cavalry = 3`."""
_COUNT_COLUMN = on_first_use(rf"\s+[xX×*]\s*(\d{{1,{MAX_COUNT_DIGITS}}})\s+{_NUMBER}$")
"""A count after the name and a bare cost after it, one space apart: `Sturmtruppe x2 6`."""
_BARE = on_first_use(r"[A-Za-z0-9][A-Za-z0-9_.:/+-]*")
_WORD = r'(?:[^\s=#"{}]+|"(?:[^"\\]|\\.)*")'
_ATTRIBUTE = on_first_use(rf"(#)?(?:({_WORD})=(#)?)?({_WORD})")
_ATTRIBUTES = on_first_use(rf"\s\{{((?:{_ATTRIBUTE.pattern})(?:\s+{_ATTRIBUTE.pattern})*)\}}\s*$")
_ESCAPE = on_first_use(r"\\([!-/:-@\[-`{-~—–←→])")
_LONE_DASH = on_first_use(r"(?<!\S)(?=(?:[—–-]{1,3}|[←→])(?!\S))")
"""Before a dash or an arrow standing alone between words, which the reader takes to part a unit
from its note: a name holding one has it escaped."""
_LINKABLE = on_first_use(r":(?=//)|(?<=\w)\.(?=[^\W\d_])")
"""The marks by which a renderer finds a web address in plain text (`http://x`, `www.x`, `evil.com`)."""
_EMPHASIS = tuple(
    on_first_use(
        rf"(?<![\\\w{m}]){re.escape(mark)}(?=[^\s{m}])([^{m}]+)(?<=[^\s\\{m}]){re.escape(mark)}(?![\w{m}])"
    )
    for mark, m in (("**", r"\*"), ("__", "_"), ("*", r"\*"), ("_", "_"))
)
"""Markdown's strong and plain emphasis (`**FOO**`, `*2 × Tank*`, `_Armoured Car_`), never an
escaped mark or one inside a word (`my_unit`), nor a count's `*` with a space after it. What is
emphasised holds no mark of its own kind, so a line is read once over, whatever it holds."""
_ANOTHER = "another"
"""One more unit, counted one as `an` counts it (`another 18pdr (class 5)`): no word of its name.
Not a count of `COUNT_WORDS`, which a note or a join reads as a number written (`Tanks - two`)."""
_WORDED = on_first_use(
    r"^(?:(?:a|an)\s+)?(pair|couple)\s+of\s+(?=\S)|^(" + "|".join((*COUNT_WORDS, _ANOTHER)) + r")\s+(?=\S)",
    re.IGNORECASE,
)
_LETTERED_BODY = on_first_use(
    r"^[A-Z]\s+(?:(?i:coy|co|sqn|bty|tp|pl|plt)\b|(?:Company|Squadron|Battery|Troop)\s*(?:$|[(:–—-]))"
)
"""A company's, squadron's or battery's letter before its short word (`A Coy, 7 Pl`, `B Sqn`), or
before its whole word in capitals with nothing counted after it (`A Company` beside `B Company`):
its name, never the count `a` (`a company of rifles` counts one)."""
YES_WORDS = ("yes", "sí", "sì", "si", "oui", "ja", "tak", "ano", "igen", "sim")
"""`yes` in the languages players write: a chat's answer before an afterthought (`ah sí, + 2
Panzers`), a sheet's cell marking a column's mark (`Gral.` over `sí`)."""
_AFTERTHOUGHT = (
    rf"(?:(?:oh|ah|nah|yeah|yep|oops|ach|achja|achso|aha|ups|{'|'.join(YES_WORDS)})[\s,.!]+"
    r"|a,\s*)*"
)
FORGOT_WORDS = (
    *("forgot", "i forgot", "dimenticavo", "ho dimenticato", "vergessen", "hab vergessen", "oublié"),
    *("j'ai oublié", "olvidé", "me olvidé", "esqueci", "zapomniałem", "zapomniałam", "vergeten"),
    *("glömde", "jag glömde", "glemte", "jeg glemte"),  # Swedish, Danish and Norwegian
)
"""Words by which a chat's writer adds a unit they left out (`ah dimenticavo 1 cecchino`, Italian
`I forgot 1 sniper`), as `and` joins one: before a count, read past."""
_FORGOT_REMARK = on_first_use(
    r"^(?:"
    + "|".join(re.escape(w).replace("\\ ", r"\s+") for w in FORGOT_WORDS)
    + r")(?:\s+\S+){0,2}[\s.!]*$",
    re.IGNORECASE,
)


def forgot_remark(text: str) -> bool:
    """Whether a part after a unit's comma is the writer's word that they forgot it (`+ 1
    artilleriregemente, glömde den`, `..., forgot that one`): talk in a chat, no note of the unit."""
    return _FORGOT_REMARK.match(text.strip()) is not None


_JOINS = "|".join(
    re.escape(w).replace("\\ ", r"\s+") for w in sorted((*JOIN_WORDS, *FORGOT_WORDS), key=len, reverse=True)
)
_JOINING = on_first_use(
    rf"^{_AFTERTHOUGHT}(?:(?:{_JOINS})[\s,:]+|(?<=[\s,.!])\+\s*)"
    r"(?=\d|(?:" + "|".join(w for w in COUNT_WORDS if w not in ("a", "an")) + r")\s)"
    rf"|^{_AFTERTHOUGHT}(?:and|plus|with|also)\s+(?=an?\s)",
    re.IGNORECASE,
)
"""A joining word before a count in figures or words (`plus 1 Tiger`, `and a mortar`), after the
words a chat's afterthought opens with (`nah. oh and a sniper`, German `ach und 1 Pz IV`, Romanian
`a, și 1 tanc`), a `yes` among them (`ah sí, + 2 Panzers`: a plus after them joins as `and` does);
before `a` only an English one (`e a` is no count)."""
_OF = r"(?:\s+(?:" + "|".join(OF_WORDS) + r"|d)\s+|\s+(?:d|dell|dall|nell)['’]\s*)"
_GROUPED = on_first_use(
    r"^((?:"
    + "|".join(rf"{word[:-1]}(?:{word[-1]}|ies)" if word.endswith("y") else rf"{word}s?" for word in GROUPS)
    + r"))\s+of\s+(?=\S)"
    + r"|^((?:"
    + "|".join(re.escape(word) for word in BASE_WORDS)
    + rf"))(?:{_OF}(?=[^\W\d_])|\s+(?-i:(?=[A-ZÀ-ÖØ-Þ])))"
    + r"|^((?:"
    + "|".join(re.escape(word) for word in GENITIVE_BASE_WORDS)
    + r"))\s+(?=[^\W\d_])",
    re.IGNORECASE,
)
"""`platoons of ` after a count: `Three platoons of infantry` counts infantry; and a base's word in
any language, its `of` written or not: `8 bases d'infanterie`, `4 Basen Infanterie`."""
_PARTITIVE = on_first_use(r"^de\s+(?=[^\W\d_])", re.IGNORECASE)
"""`de` after a count in words, as Spanish and Portuguese count units of a type without a unit word
(`Una de artillería 105mm`, `Dos de infantería`): the words after it name the type."""
_DASHES = frozenset({"—", "–", "-", "--", "---", "<-", "<--", "←", "->", "-->", "→"})
_LONE_DASH_WORD = on_first_use(r"(?<!\S)(?:[—–-]{1,3}|<-{1,2}|-{1,2}>|[←→])(?!\S)")
"""A dash standing alone between words, or an arrow: what follows is a note or a cost (`Tank —
Fray Bentos`, `Mortar x1 <- 120mm`, `Fighter -> Guynemer`)."""
_FACE = on_first_use(r"(?<!\S)(?:[:;=][-']?[()DPpOo/\\|\[\]3]+|[xX]D|\^\^|<3)(?!\S)|[\U0001F300-\U0001FAFF]")
"""A face players type or an emoji (`:(`, `;-)`, `xD`, `^^`, 😀): no part of an entry, its bracket
opening or closing none; it parts the words around it as a comma does."""
_LEADER = "….·"
"""Characters of a dotted leader between an entry and its cost: `Rifles x4 ......... 8`."""
QUOTED_WORDS = r"([\"“„«])\s*([^\"“”„«»]{1,60}?)\s*([\"”“»])"
"""A name in quotes, its opening mark, its words and its closing mark each a group: as players
write a unit's or a formation's name after its type (`Zug „Anna“`), and French sets its guillemets
apart by spaces (`char « Montmirail »`), which are no part of the name."""
_QUOTE_MARKS = '"“”„«»'
_UNQUOTED = str.maketrans("", "", _QUOTE_MARKS)
_QUOTED_END = on_first_use(
    rf"(?<=\S)\s+((?:[\"“„«][^{_QUOTE_MARKS}]{{1,60}}[\"”“»]\s*(?:&|\+|,|/|and|et|und|y|e|i|en|og|och)\s*)*)"
    rf"{QUOTED_WORDS}(?=(?:\s*\([^()]*\))*$)",
    re.IGNORECASE,
)
"""Words in quotes after a unit's type, which players write as they write a note in brackets:
`6x Infantry "alpini"`, `Tank „Berta“`, before its brackets too (`Tiger I "Bubi" (company commander)`);
several names in one run too (`2 Mk IV "Fray Bentos" & "Crème de Menthe"`)."""
_LEADS_TO_COUNT = on_first_use(rf"\s*[{_LEADER}]{{2,}}\s*(?=[xX×*]\s*\d)")
"""A dotted leader between a name and its count: `Strelki ........ ×3` counts as `Strelki ×3`."""
_LEADS_TO_WORDS = on_first_use(rf"[ \t]+(?:[.·]{{3,}}|…[{_LEADER}]*)[ \t]+(?=[^\W\d_])(?![xX×]\s*\d)")
"""A dotted leader between a name and words, not a number (`Fanteria ..... elite`): it sets the
words apart as a dash does, a note or options."""
_NUMBER_END = on_first_use(r"(\d+(?:[.,]\d+)?)[ \t]*([A-Za-z]{1,6}\.?)?[ \t]*$")
_TOTAL_LINE = on_first_use(
    r"^([^\W\d_](?:[^\W\d_]| |/(?! )| / ){0,30}?)\.?\s*[:=]?\s*(\d+(?:[.,]\d+)?)\s*([^\W\d_]{1,12}\.?)?"
    r"(?:\s+\+\s*\D+)?$"
)
"""A line giving the list's total (`Total 36`, `TOTAL 35 AP + THE PLANE`, in what it counts in the
player's language: `Totale 6 unità`, `Razem 6 jednostek`): what is added after a `+` in words is a
remark on it, no count."""
_CORRECTED = on_first_use(
    r"(?:^|(?<=[\s,.;:!?]))(?:make that|i mean|or rather|scratch that|correction|"
    r"mach (?:das|daraus)|ich meine|plut[oô]t|anzi|mejor dicho)[,:]?\s+",
    re.IGNORECASE,
)
"""Words by which a line corrects itself before the entry it settles on: `make that 1 x other
tank`, `I mean 2 MGs`, `mach das 2 MG`, `plutôt 3 canons`, `anzi 2 mitragliatrici`. Not words
that may explain rather than correct (`make it 3 if points allow`, `cioè 2 regolari e 1 elite`,
`o sea`): the line is then read as written, those words its note."""
_CONDITION = on_first_use(r"\b(?:if|unless|wenn|falls|si|se|jeśli|jeżeli|als)\b", re.IGNORECASE)
"""Words making a correction a condition: `make that 3 if points allow` keeps what the line says."""
_BLOCK_MARK = on_first_use(r"[-+=]|\d{1,9}[.)](?=\s|$)")
"""What makes a line a list's item, a rule or a heading's underline at its start."""


@lru_cache(maxsize=64)
def _patterns(vocabulary: Vocabulary) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """(cost at the end, general mark in brackets, `General:` before the entry) for these words."""
    return (_cost_pattern(vocabulary.cost_words), *_general_patterns(vocabulary.general_words))


_EACH = r"(?:each|apiece|ea\.?|je|jeweils|chacun|chacune|cada\s+uno|ciascuno|każdy|elk|per\s+piece)"
"""The word for each after a cost in brackets, in the languages players write (`(3 PA chacun)`,
`(3 AP each)`): the cost of one of the units the line counts, a cost still."""


@lru_cache(maxsize=16)
def _cost_pattern(cost_words: tuple[str, ...]) -> re.Pattern[str]:
    """A cost at the end of a line in these units, or none. Compiled once for its words alone (each
    alternation of every unit in every language takes milliseconds): a reader that drops another
    game's words for the general keeps it."""
    costs = longest_first({w.casefold() for w in (*COST_WORDS, *cost_words) if w})
    unit = "(?:" + "|".join(re.escape(w) for w in costs) + r")\.?"
    one = rf"{_NUMBER}\s*{unit}"
    # Every branch runs to the line's end, so a match is the same text whichever branch finds it:
    # the Markdown's `— 8 AP, 2 VP` is a dash's cost with its unit (never `— 60pdr`, which has none).
    return re.compile(
        rf"(?:\s*[(\[]\s*{one}(?:\s*[,/]\s*{one})*(?:\s+{_EACH})?\s*[)\]]"  # (8 AP), [8pts]; never (81 mm)
        rf"|\s+[{COST_MARK}–-]\s*{_NUMBER}(?:\s*{unit})?(?:\s*,\s*{one})*"  # — 8 AP, - 8pts, - 8
        rf"|\s*[:=@,]\s*{one}"  # : 8 AP
        rf"|\s+(?:à|je)\s+{one}"  # à 2 AP, je 2 AP: each unit's cost, as after `@`
        rf"|\s*[(\[]\s*{_NUMBER}(?:\s+{_EACH})?\s*[)\]]"  # (8), (2 each)
        rf"|(?:\s*@\s*{_NUMBER}(?:\s*{unit})?)?\s*[=@]\s*{_NUMBER}(?:\s*{unit})?"  # @ 4 = 8, = 8, @ 4
        rf"|\s+{one})\s*$",  # 8pts
        re.IGNORECASE,
    )


@lru_cache(maxsize=16)
def _general_patterns(general_words: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(general mark in brackets or after a dash, `General:` before the entry) for these words."""
    generals = longest_first({w.casefold() for w in (*GENERAL_WORDS, *general_words) if w})
    words = "|".join(re.escape(w) for w in generals)
    said = rf"(?:(?:{'|'.join(GENERAL_FILLER)})\s+){{0,2}}(?:{words})"  # `(army commander)`, `- the general`
    marked = re.compile(rf"\s*[(\[]{said}\.?[)\]]|\s*[-–—,=]\s*{said}\.?\s*$", re.IGNORECASE)
    # `General 1 Rifles`: the one unit the general is, counted as a phone's list counts every line
    # `Gen on Rif`, `Gen. in a Tank`: the unit the general's stand is on
    on = rf"\.?\s+(?:{'|'.join(GENERAL_ON_WORDS)})\s+(?:(?:an?|the)\s+)?(?=\S)"
    before = re.compile(rf"^{said}(?:\.?\s*[:–—=-]\s*|{on}|\.\s+|\s+(?=[A-Z★]|1\s+[^\W\d_]))", re.IGNORECASE)
    return marked, before


def attributes_text(attributes: Attributes) -> str:
    """` {...}` for the end of an entry's line; '' when there is nothing to carry."""
    if not attributes:
        return ""
    out = [] if attributes.unit_id is None else [UNIT_ID + _word(attributes.unit_id)]
    out += [f"{_word(kind)}={UNIT_ID}{_word(target)}" for kind, target in attributes.links.items()]
    out += [f"{_word(key)}={_json(value)}" for key, value in attributes.values.items()]
    out += [f"{OPTION}={_word(option)}" for option in attributes.options or ()]
    return " {" + " ".join(out) + "}"


def escape(text: str) -> str:
    """Text from a file (a player's names, a catalog's) as Markdown shows it as written: what
    Markdown would act on escaped, and a web address's marks, so no renderer makes a link, HTML
    or emphasis of it; control characters and line breaks written out, so it stays on its line.
    `unescape` reads it back."""
    marked = _LONE_DASH.sub("\\\\", "".join(f"\\{c}" if c in ESCAPED else c for c in text))
    return printable(_LINKABLE.sub(r"\\\g<0>", marked))


def line_start(line: str) -> str:
    """A line of Markdown that opens no block whatever text it starts with: spaces before it
    (code, to Markdown) left out, and a mark that would make it a list's item, a rule or a
    heading (`-`, `+`, `=`, `1.`) escaped."""
    line = line.lstrip(" ")
    mark = _BLOCK_MARK.match(line)
    return line if mark is None else f"{line[: mark.end() - 1]}\\{line[mark.end() - 1 :]}"


def compact_lines(system: str, name: str, player: str | None, options: dict[str, Any]) -> list[str]:
    """The compact form's first lines: the system's id as a heading, the army, the player, and the
    roster options as the values the fingerprint holds (exact, in braces)."""
    out = [f"# {system}", _field_line(ARMY, name)]
    if player:
        out.append(_field_line(PLAYER, player))
    if options:
        out.append(f"{OPTIONS}:" + attributes_text(Attributes(values=options)))
    return out


def _field_line(word: str, value: str) -> str:
    """`Army: 3rd Rifles`; a value the line would not give back as it is (spaces at its ends, a
    line break, braces at its end) goes in braces, exactly."""
    line = f"{word}: {escape(value)}"
    if (
        value.strip() == value
        and value.isprintable()
        and not value.endswith("}")
        and form_of(line).text == value
    ):
        return line
    return f"{word}:" + attributes_text(Attributes(values={NAME: value}))


def compact_formation(formation: str, attributes: Attributes, *, named: bool) -> str:
    """A formation in the compact form: its id in bold, as the Markdown writes one, so it reads
    as a formation even where the catalog does not know the id. `named`: the reader finds the id
    by its name (a catalog's own id); any other is carried exactly, in braces."""
    if named and _BARE.fullmatch(formation):
        return f"{BULLET} **{formation}**{attributes_text(attributes)}"
    exact = replace(attributes, values={**attributes.values, EXACT["formation"]: formation})
    return f"{BULLET} **{EXACT['formation']}**{attributes_text(exact)}"


def compact_entry(
    count: int, element: str, general: bool, attributes: Attributes, *, inside: bool, named: bool
) -> str:
    """An element in the compact form: `★ 2x tank {#t1}`, indented one space in a formation. The
    count is always written, so the id is never read as a heading or the system's name. `named`
    as for a formation."""
    mark = f"{GENERAL} " if general else ""
    indent = " " if inside else ""
    if not (named and _BARE.fullmatch(element)):
        attributes = replace(attributes, values={**attributes.values, EXACT["element"]: element})
        element = EXACT["element"]
    return f"{indent}{mark}{count}{COMPACT_COUNT} {element}{attributes_text(attributes)}"


def exact_id(kind: Literal["element", "formation"], attributes: Attributes) -> str | None:
    """The id the compact form carries exactly in an entry's braces (`{element="INF"}`), if any."""
    found = attributes.values.get(EXACT[kind])
    return found if isinstance(found, str) and found else None


def compact_fingerprint(fingerprint: str) -> str:
    return f"{FINGERPRINT} {fingerprint}"


_TOKEN = on_first_use(r'"(?:[^"\\]|\\.)*"|[^\s=#"{}]+')
"""A JSON string or a bare word of an entry's braces."""
_ACTIVE_IN_JSON = {ord(c): f"\\u{ord(c):04x}" for c in ESCAPED.replace("\\", "")}


def markdown_attributes(text: str) -> str:
    """An entry's braces for Markdown: in their JSON strings, the characters Markdown would act on
    (a player's `<img>`, a link, a backtick) and a web address's marks written as JSON escapes of
    the same values, so a renderer shows them as text and the reader reads them back; a bare word
    holding an address is written as such a string."""

    def inert(found: re.Match[str]) -> str:
        token = found.group()
        if not token.startswith('"') and not _LINKABLE.search(token):
            return token
        string = token if token.startswith('"') else _json(token)
        return _LINKABLE.sub(_json_escape, string.translate(_ACTIVE_IN_JSON))

    return _TOKEN.sub(inert, text)


def _json_escape(found: re.Match[str]) -> str:
    return f"\\u{ord(found.group()):04x}"


def _word(text: str) -> str:
    return text if _BARE.fullmatch(text) else _json(text)


def _json(value: Any) -> str:
    """JSON on one line: the characters JSON leaves as they are that would break the line or act
    on a screen (C1 controls, bidi overrides) escaped, so a published list shows them as text."""
    return json_safe(json.dumps(value, ensure_ascii=False))


def _unword(text: str) -> str:
    return str(json.loads(text)) if text.startswith('"') else text


def _attributes(line: str) -> tuple[str, Attributes]:
    """The line without its attributes at the end, and them; a line without any is left as it is."""
    found = _ATTRIBUTES.search(line) if line.endswith("}") else None
    if found is None:
        return line, Attributes()
    unit_id, links, values, options = None, {}, {}, []
    for token in _ATTRIBUTE.finditer(found.group(1)):
        mark, key, target, value = token.groups()
        try:
            if mark and key is None:
                unit_id = _unword(value)
            elif mark or key is None:
                return line, Attributes()
            elif target:
                links[_unword(key)] = _unword(value)
            elif key == OPTION:
                options.append(_unword(value))
            else:
                values[_unword(key)] = json.loads(value)
        except ValueError:
            return line, Attributes()
    return line[: found.start()], Attributes(unit_id, links, values, tuple(options) if options else None)


def unescape(text: str) -> str:
    return _ESCAPE.sub(r"\1", text)


def form_of(raw: str, vocabulary: Vocabulary = Vocabulary()) -> Form:
    """What one line is, on its own. An e-mail's `>` quoting is read past; a tab indents four."""
    line = _QUOTE.sub("", raw).rstrip().expandtabs(4)
    body = line.lstrip()
    indent = len(line) - len(body)
    if not body:
        return Form("blank")
    if len(body) > MAX_LINE:
        return Form("entry", body, indent)
    body, attributes = _attributes(body)
    if body[0].isdigit() and (outline := _OUTLINED.match(body)) is not None:
        # `1.2 Pz IV` stands under `1. 1st Zug` as an indented line would, `1.2.1` under `1.2`
        indent += OUTLINE_INDENT * outline[0].rstrip(".").count(".")
    form = _form(body, indent, vocabulary)
    return replace(form, attributes=attributes) if attributes else form


def quoted(raw: str) -> bool:
    """Whether a line is quoted as an e-mail reply quotes (`> `, `>> `, a bare `>`)."""
    return _QUOTE.match(raw) is not None


def forum_quoted(lines: list[str]) -> set[int]:
    """The numbers of the lines a forum post quotes (`[quote="Ann"]...[/quote]`, nested or not),
    the lines of its tags included: quoted text, as a reply's `>` lines are."""
    inside: set[int] = set()
    depth = 0
    for number, line in enumerate(lines, 1):
        opened = len(_FORUM_OPEN.findall(line))
        closed = len(_FORUM_CLOSE.findall(line))
        if depth or opened:
            inside.add(number)
        depth = max(0, depth + opened - closed)
    return inside


_FORUM_LIST_OPEN = on_first_use(r"\[list(?:=[^\]\n]{0,20})?\]", re.IGNORECASE)
_FORUM_LIST_CLOSE = on_first_use(r"\[/list\]", re.IGNORECASE)
NESTED_INDENT = "  "
"""The indent a forum list's item is given for each list it is nested in below the first."""


def forum_nested(lines: list[str]) -> list[str]:
    """The lines with each forum list's item (`[*]4 x Rifles`) indented by how deep its `[list]`
    is nested: a `[list]` inside another's item holds that item's members (`[*]Infantry
    Battalion` over `[list][*]4 x Rifles[/list]`), as a nested bullet does in Markdown. The
    lines as they are where no list is nested."""
    if sum(line.lower().count("[list") for line in lines if "[" in line) < 2:
        return lines
    nested, depth = [], 0
    for line in lines:
        item = _FORUM_ITEM.match(line)
        before = line[: item.end()] if item is not None else line
        opened = depth + len(_FORUM_LIST_OPEN.findall(before)) - len(_FORUM_LIST_CLOSE.findall(before))
        nested.append(NESTED_INDENT * (opened - 1) + line if item is not None and opened > 1 else line)
        depth = max(0, depth + len(_FORUM_LIST_OPEN.findall(line)) - len(_FORUM_LIST_CLOSE.findall(line)))
    return nested


def untagged(raw: str) -> str:
    """A line without a forum's quote tags and tags of looks, for what is written beside and
    between them to be read; a forum list's `[*]` is a bullet."""
    if "[" not in raw:
        return raw
    if (stressed := _FORUM_STRESSED.match(raw)) is not None and (
        inner := _FORUM_LOOKS.sub("", stressed[3]).strip()
    ):
        return f"{stressed[1]}**{inner}**"  # `[u]1st Bn Royal Warwicks[/u]`: a heading, as Markdown's bold
    line = _FORUM_ITEM.sub(r"\1- ", _FORUM_LOOKS.sub("", _FORUM_CLOSE.sub("", _FORUM_OPEN.sub("", raw))))
    return line if line.strip() or not raw.strip() else ""


def plain_text(line: str) -> str:
    """A line's words as a person reads them: without quote marks, a heading's `#`, a bullet or
    emphasis (`> - **OHW WW2 hex**, 6 units` as `OHW WW2 hex, 6 units`)."""
    text = untagged(_QUOTE.sub("", line)).strip()
    heading = _HASH.match(text)
    text = heading.group(2) if heading else _BULLET.sub("", text, count=1)
    return emphasis_removed(text)


def emphasis_removed(text: str) -> str:
    """`**FOO** — *dug in*` as `FOO — dug in`: the words a player emphasised, without the marks."""
    for pattern in _EMPHASIS:
        if "*" in text or "_" in text:
            text = pattern.sub(r"\1", text)
    return text


def _form(body: str, indent: int, vocabulary: Vocabulary) -> Form:
    # The spaces a column leaves before a cost say it is one, so the entry is cut from its cost
    # first; then one space between words, so no pattern below meets a long run.
    if _FACE.search(body):
        # `Anti-tank gun, militia :( Volksgrenadier crew`: a face parts words as a comma does
        body = _FACE.sub(lambda face: "" if re.match(r"\s*[(\[]", body[face.end() :]) else ",", body)
        body = re.sub(r"\s*,(?:\s*,)*", ",", body).rstrip(" ,")
    body = _LEADS_TO_WORDS.sub(" — ", body)
    cut, column = _column(body)
    tally = ""
    if column and (again := _column(cut))[1].isdigit() and len(again[1]) <= MAX_COUNT_DIGITS:
        cut, tally = again  # `Rifles      4      8`: a count column before the cost column
    body = _LEADS_TO_COUNT.sub(" ", " ".join(body.split()))
    if _RULE.match(body):
        return Form("rule")
    heading = _HASH.match(body)
    if heading:
        text = emphasis_removed(_strip_cost(heading.group(2), vocabulary))
        if ":" in text and (field := _field(text)) is not None and field[0] == "player":
            # `# Player: Ann Lee`: a key and its value, as the line without the marks gives it; a
            # heading keyed as the army is its title (`army.py`), which may hold asides
            return Form("field", field[1], indent, field=field[0])
        return Form("heading", unescape(text), indent, len(heading.group(1)))
    fenced = _FENCED.match(body)
    if fenced:
        text = " ".join(part for part in fenced.group(2, 3) if part)
        return Form("heading", unescape(_strip_cost(text, vocabulary)), indent)
    if _SUMMARY.match(body):
        return Form("field", field="summary")
    if _DATED.match(body):
        return Form("entry", unescape(body), indent)  # `7 September 2015 at 19:42`: a date, no count
    if (stamp := _STAMP.match(body)) and (speaker := _SPEAKER.match(body, stamp.end())):
        return replace(_form(body[speaker.end() :], indent, vocabulary), spoken=True)  # what kev says
    bullet = _BULLET.match(body)
    if bullet:
        body = body[bullet.end() :]
    end = body.find(body[:2], 2) if body.startswith(_BOLD) else -1
    if end > 2:
        title, rest = body[2:end], body[end + 2 :].strip()
        if not rest and not bullet and (total := _field(title)) is not None and total[0] == "total":
            return Form("field", total[1], indent, field="total")  # `**Totale: 39 PA**`: no heading
        if (rest == ":" or _cost_only(rest, vocabulary)) and not _bold_line(title, vocabulary):
            # `**1/7th Royal Warwicks - 36AP**`: a cost inside the bold or after it is no word of the title
            pattern = _patterns(vocabulary)[0]
            title, priced = _cut(pattern, title.removesuffix(":").rstrip())
            stated = _stated(priced) or _stated(_cut(pattern, " " + rest)[1])
            return Form(
                "heading",
                unescape(title),
                indent,
                bullet=bullet is not None,
                bold=True,
                cost=bool(stated),
                stated=stated,
            )
    body = emphasis_removed(body)
    field = _field(body)
    if field is not None and not bullet:
        return Form("field", field[1], indent, field=field[0])
    if column:
        body = emphasis_removed(_BULLET.sub("", _LEADS_TO_COUNT.sub(" ", " ".join(cut.split())), count=1))
    form = _entry(body, indent, bullet is not None, vocabulary, column, tally)
    return replace(form, numbered=True) if bullet is not None and bullet.group()[0].isdigit() else form


def _column(body: str) -> tuple[str, str]:
    """An entry without the cost it gives in a column, and that cost: `Rifles x4 ...... 8`,
    `Tank x6      24 — note` (a cost after a dotted leader, or after a wide gap); else as it is."""
    found = _NUMBER_END.search(body, max(0, len(body) - TAIL))
    if found is None:
        # A note may follow the column: look again before the first dash that stands alone, or
        # before the brackets that end the line (`Mortar x2 ...... 8 (dug in)`).
        head, note = _dash_apart(body)
        if note:
            left, cost = _column(head)
            return (body, "") if not cost else (f"{left} — {note}", cost)
        opening = body.rfind("(") if body.endswith(")") else -1
        if opening <= 0:
            return body, ""
        left, cost = _column(body[:opening].rstrip(" \t"))
        return (body, "") if not cost else (f"{left} {body[opening:]}", cost)
    before = body[: found.start()]
    left = before.rstrip(" \t")
    if left.endswith("/") and (priced := _column(left[:-1].rstrip(" \t")))[1]:
        return priced  # `Gen (Rifles)   2  /  2`: the line's cost, then the running total after a slash
    gap = before[len(left) :]
    dotted = left.rstrip(_LEADER)
    if dotted.rstrip(" \t").endswith(":"):
        return body, ""  # a value after its key, `Year:    1944`
    if len(left) - len(dotted) >= 2 or "…" in left[len(dotted) :] or len(gap) >= 2 or "\t" in gap:
        return dotted.rstrip(" \t"), found.group(1)
    if gap and left.endswith(" .") and dotted.endswith(" "):
        return dotted.rstrip(" \t"), found.group(
            1
        )  # `Sherman . 1`: the longest name leaves one dot of its leader
    return body, ""


def _dash_apart(body: str) -> tuple[str, str]:
    """`Tank (heavy) — B1 bis` as ('Tank (heavy)', 'B1 bis'): the first dash that stands alone
    outside brackets parts what names the entry from the player's note; ('...', '') if none."""
    if _LONE_DASH_WORD.search(body) is None:
        return body, ""  # most lines: no dash stands alone in them
    depth = 0
    words = body.split(" ")
    for number, word in enumerate(words):
        if number and depth == 0 and word in _DASHES and number < len(words) - 1:
            return " ".join(words[:number]).rstrip(), " ".join(words[number + 1 :]).strip()
        depth = max(0, depth + word.count("(") + word.count("[") - word.count(")") - word.count("]"))
    return body, ""


def noted_within(body: str) -> tuple[str, str]:
    """`Anti-tank Gun (militia - Hungarian loan)` as ('Anti-tank Gun (militia)', 'Hungarian loan'):
    in the brackets ending a line, words before a dash standing alone may name an option (the
    catalog says) and those after it are a note; ('...', '') where the brackets hold no such dash,
    or a number before it (`(5 - 6 stands)`)."""
    if not body.endswith(")") or _LONE_DASH_WORD.search(body) is None:
        return body, ""
    opening = body.rfind("(")
    head, note = _dash_apart(body[opening + 1 : -1].strip())
    if opening <= 0 or not note or not head or any(c.isdigit() for c in head):
        return body, ""
    return f"{body[:opening].rstrip()} ({head})", note


def keyed(key: str) -> Field | None:
    """The field a line's key names (`Player`, `Gesamt`); a key written in two languages, split
    by a slash, the one field its words name (`Razem / total`, `Spieler/Player`), else none."""
    named = {_FOLDED_FIELDS.get(" ".join(part.casefold().split())) for part in key.split("/")} - {None}
    return named.pop() if len(named) == 1 else None


_FOLDED_FIELDS = {word.casefold(): field for word, field in FIELDS.items()}
"""`FIELDS` as a key is folded to look it up: `größe` as `grösse`, the `ß` a Swiss writes `ss`."""


def _bold_line(title: str, vocabulary: Vocabulary) -> bool:
    """Whether words in bold are a unit, the general or a field, which a mail writes in bold as it
    writes its headings (`**4 x Rifles**`, `**General: Rifles**`, `**Player: Bob**`): no heading."""
    return bool(
        _COUNT_BEFORE.match(title) or _patterns(vocabulary)[2].match(title) or _field(title) is not None
    )


def _field(body: str) -> tuple[Field, str] | None:
    if body.startswith(FINGERPRINT + " "):
        quoted = re.search(r"`([^`]*)`", body)
        return "fingerprint", quoted.group(1) if quoted else body[len(FINGERPRINT) :].strip()
    key = _KEY.match(body)
    if key is None:
        return None
    field = keyed(key.group(1))
    if field is None:
        return None
    # A spreadsheet's row keeps its empty cells after the value (`Player: Ewan McTavish,,,,`), a
    # key typed in a cell of its own leaves a cell's mark before it (`Player:,Martin Dawes,,`), and
    # the row may go on with another key (`Player:,Martin Dawes,Club:,Sassari`).
    value = _NEXT_KEY.split(key.group(2).strip(",;\t "), maxsplit=1)[0]
    return field, unescape(value.strip(",;\t "))


_NEXT_KEY = on_first_use(r"[,;\t]\s*(?=[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+)?:\s*(?:[,;\t]|$))")
"""A cell's mark before another key cell of a sheet's row (`,Club:,`): where the value ends."""


def _cost_only(tail: str, vocabulary: Vocabulary) -> bool:
    return not _strip_cost(" " + tail, vocabulary).strip()


def _strip_cost(text: str, vocabulary: Vocabulary) -> str:
    return _cut(_patterns(vocabulary)[0], text)[0]


def _cut(pattern: re.Pattern[str], text: str) -> tuple[str, re.Match[str] | None]:
    """`text` without what `pattern` (anchored at the end) finds in its last characters, and the match."""
    start = max(0, len(text) - TAIL)
    found = pattern.search(text, start)
    return (text, None) if found is None else (text[: found.start()], found)


def _stated(priced: re.Match[str] | None) -> str:
    """The number a cost cut from a line gives (`8` of `(8 AP)`, the last of `@ 4 = 8`); '' for none."""
    numbers = re.findall(_NUMBER, priced.group()) if priced is not None else []
    return numbers[-1] if numbers else ""


def _total(left: str) -> bool:
    """Whether what is left of a line once its cost is cut says only that it is the list's sum:
    `Total 36 AP`, `= 36 AP`, or the sum worked out before it (`2 + 11 + 7 = 36`)."""
    return not left or keyed(left.rstrip(" :.")) == "total" or _SUMMED.fullmatch(left) is not None


_SUMMED = on_first_use(r"\d+(?:\s*\+\s*\d+)+")
"""The units' costs added up, as a player shows his sum: `2 + 11 + 7`."""


def _total_line(body: str) -> str:
    """The value of a line that gives only the list's total (`Total 36`, `36 in total`); ''."""
    if body[:1].isdigit():
        summed = _SUMMED_ALONE.match(body)  # `36 on the nose`
        return summed.group(1) if summed is not None else ""
    found = _TOTAL_LINE.match(body)
    if found is None or keyed(found.group(1)) != "total":
        return ""
    return found.group(2)


def body_numbered(text: str) -> bool:
    """Whether text is a body's word, or one word ending in one, then a plain number (`Regiment 7`,
    `Schützen-Regiment 6`, `Zug 2`): the body's own number, never a count of it."""
    return _BODY_NUMBERED.search(text) is not None


def numbers_body(text: str) -> bool:
    """Whether text starts with a plain number before a body's word in the singular (`122 Bde MG
    Coy`, `5 Batalion Strzelców`): the body's own number, no count of it, which says the plural."""
    return _NUMBERS_BODY.match(text) is not None


def lettered_body(text: str) -> bool:
    """Whether text is only a body's letter or number and its word (`A Company`, `B Coy`, `3rd
    Company`): a name whole, as a platoon's number and word are, though no type's word is in it."""
    return _LETTERED_NAME.match(text) is not None


_LETTERED_NAME = on_first_use(rf"^(?:[A-Z]|\d{{1,3}}(?:st|nd|rd|th|\.)?)\s+{_BODY_WORD}\s*$")


def named_by_number(text: str) -> bool:
    """Whether text names a body by its number, before or after the body's word (`10 Platoon`,
    `5 Batalion Strzelców`, `Schützen-Regiment 6`): its name whole, the number no count."""
    if not any(character.isdecimal() for character in text):
        return False  # no number (`Rifles`, `Field Artillery`): neither pattern is compiled to say so
    return numbers_body(text) or body_numbered(text)


def names_body(text: str) -> bool:
    """Whether text names a body of an army by a body's word standing alone in it (`1st Troop`,
    `2nd Cyclist Bn`, `Zug 1`), not inside a type's word (`Panzerzug`)."""
    return _A_BODY.search(text) is not None


_A_BODY = on_first_use(rf"(?<![^\W_]){_BODY_WORD}")


def ends_in_body(text: str) -> bool:
    """Whether a word of text is a body's word or ends in one (`Deutsches Afrikakorps`,
    `21. Panzerdivision`, `7th Armoured Division`): a body of an army, whatever its number."""
    return _BODY_ENDED.search(text) is not None


_BODY_ENDED = on_first_use(rf"(?i:{'|'.join(BODY_WORDS)})(?![^\W_])")


def _said_count(word: str) -> int | None:
    """A count in figures or in words: `2`, `two`; None for other words."""
    return int(word) if word.isdigit() else COUNT_WORDS.get(word.casefold())


def _worded(body: str) -> tuple[int | None, str]:
    """A count written in words at the start (`Two tanks`, `A pair of MGs`), and what follows it."""
    found = _WORDED.match(body)
    if found is None or _LETTERED_BODY.match(body):
        return None, body
    count = 2 if found.group(1) else COUNT_WORDS.get(found.group(2).casefold(), 1)
    return count, body[found.end() :]


def _dashed(body: str, vocabulary: Vocabulary) -> tuple[str, str, str, str]:
    """An entry's words, its note after a dash, the cost a dash gives and that number where it has
    no unit: `Tank - 8AP - Fray Bentos` as ('Tank', 'Fray Bentos', '8', ''), `Sniper - 2` as
    ('Sniper', '', '2', '2'). A part after a dash that gives only a cost is the cost."""
    head, rest = _dash_apart(body)
    notes: list[str] = []
    stated = bare = ""
    while rest:
        part, rest = _dash_apart(rest)
        cost = _cut(_patterns(vocabulary)[0], f" {COST_MARK} {part}")
        opening = part.rfind("(") if part.endswith(")") else -1
        inner = part[opening + 1 : -1] if opening > 0 else ""
        priced = _cut(_patterns(vocabulary)[0], f" {COST_MARK} {inner}") if inner else ("", None)
        if not cost[0].strip() and cost[1] is not None:
            stated = _stated(cost[1])
            bare = part if _BARE_NUMBER.fullmatch(part) else ""
        elif priced[1] is not None and not priced[0].strip() and not _BARE_NUMBER.fullmatch(inner.strip()):
            stated = _stated(priced[1])  # `Nieuport 17 (4 AP)`: the note, then its cost in brackets
            notes.append(part[:opening].rstrip())
        else:
            notes.append(part)
    return head, " — ".join(notes), stated, bare


def _entry(
    body: str, indent: int, bullet: bool, vocabulary: Vocabulary, column: str = "", tally: str = ""
) -> Form:
    """An entry, or a heading or a total written as one; `column` is the cost a column gave it,
    `tally` the count a column before it gave."""
    cost_pattern, marked, before = _patterns(vocabulary)
    body = _corrected(body)
    if pieces := _PIECES_AFTER.search(body, max(0, len(body) - TAIL)):
        body = f"{body[: pieces.start()]} x{pieces.group(1) or pieces.group(2) or pieces.group(3)}"
    elif (
        ((head := body.partition(",")[0].rstrip())[-1:].isalpha() or head[-1:] in (")", "]"))
        and head.rstrip(")]").rpartition(" ")[2].casefold() in _BASE_ENDS
        and (based := _BASES_AFTER.search(head, max(0, len(head) - TAIL)))
        and not (based[2] and body[:1].isdigit())  # `2x Inf (4 bases)`: which count is meant?
        and not _total_line(body)  # `Total 15 bases`
        and not _LINK_ENDS.search(head, max(0, based.start() - TAIL), based.start())
    ):
        body = f"{head[: based.start()]} x{based[1] or based[2]}{body[len(head) :]}"
    if total := _total_line(body):
        return Form("field", total, field="total")
    if (
        not bullet
        and not column
        and (only := _cut(cost_pattern, f" {_HEDGED.sub('', _remark_off(body))}"))[1] is not None
        and not only[0].strip()
    ):
        # `36AP` under a cost rule; `35ap I think?`; `35 pts, so 1 spare`
        return Form("field", _stated(only[1]), field="total")
    general = False
    if body.startswith(GENERAL):
        general, body = True, body[len(GENERAL) :].lstrip()
    prefix = before.match(body)
    if prefix:
        general, body = True, body[prefix.end() :]
    label, body = _labelled(body, vocabulary)
    if not label and (joining := _JOINING.match(body)):
        body = body[joining.end() :]  # `plus 1 Tiger (the CO)`
    count = None
    counted = _COUNT_BEFORE.match(body) or _COUNT_FIRST.match(body)
    loose = counted is None and (counted := _COUNT_PLAIN.match(body)) is not None and not label
    if loose and counted is not None and _NUMBERED.match(body[counted.end() :]):
        counted, loose = None, False  # `4 Platoon (Inf)`: the platoon numbered 4
    elif loose and counted is not None and _CALIBRE_UNIT.match(body[counted.end() :]):
        counted, loose = None, False  # `15 cm sFH 13`: the gun's calibre, written apart from its unit
    if counted:
        count, body = int(counted.group(1)), body[counted.end() :]
        if pieces := _COUNTED_PIECES.match(body):
            body, loose = body[pieces.end() :], False  # `4 db Pz IV`: four of them, `db` no name
    if count is None and tally:
        count = int(tally)
    worded = False
    if count is None:
        count, body = _worded(body)
        worded = count is not None
    if (
        count is None
        and (doubled := _DOUBLED.match(body))
        and _said_count(doubled.group(2)) == int(doubled.group(1))
    ):
        count, body = int(doubled.group(1)), body[doubled.end() :]  # `2 (two) Balloons`
    if count is not None and (again := _RESTATED.match(body)) and _said_count(again.group(1)) == count:
        body, loose = body[again.end() :], False  # `Two (2) Snipers`, `2 (two) Balloons`
    if count is not None and (more := _MORE.match(body)):
        body = body[more.end() :]  # `two more MGs`: two MGs besides those above
    grouped = ""
    if count is not None and (in_groups := _GROUPED.match(body)):
        grouped, loose, body = (
            in_groups.group(1) or in_groups.group(2) or in_groups.group(3),
            False,
            body[in_groups.end() :],
        )  # `Three platoons of infantry`
    elif loose and _grouped_after(body):
        loose = False  # `5 infantry bases`: the word players count by says the number is a count
    elif worded and (partitive := _PARTITIVE.match(body)):
        body = body[partitive.end() :]  # `Una de artillería 105mm`: one (unit) of artillery
    colon = body.endswith(":") and not body.endswith("::")
    body, note, stated, unmarked = _dashed(body.removesuffix(":").rstrip() if colon else body, vocabulary)
    if body[-1:].isdigit() and (bracketed := _NUMBER_AFTER_BRACKET.match(body)):
        body = (
            f"{bracketed[1]} {bracketed[2]} ({bracketed[3]})"  # `Rifles (Bde HQ) 2` as `Rifles (Bde HQ) (2)`
        )
    body, priced = _cut(cost_pattern, body)
    if not colon:
        # `6x Infantry "alpini"` as `6x Infantry (alpini)`: what the player calls the men; one
        # unit's name in capitals stays quoted, its own name where it names nothing else (`A7V "Nixe"`)
        named = count is None or count == 1
        body = _QUOTED_END.sub(
            lambda said: (
                said[0]
                if named and not said[1] and said[3][:1].isupper()
                else f" ({said[1].translate(_UNQUOTED)}{said[3]})"
            ),
            body,
        )
    if count is None and (alone := _COUNT_ONLY.match(note)):
        count, note = int(alone.group(1) or alone.group(2)), ""  # `Fighter - x1`
    elif count is None and note.casefold() in COUNT_WORDS and note.casefold() not in ("a", "an"):
        count, note = COUNT_WORDS[note.casefold()], ""  # `Tanks - two`
    bracket = priced.group() if priced is not None else ""
    stated = column or stated or _stated(priced)
    keyed = _KEYED_NUMBER.match(body) if count is None and not stated else None
    unmarked = keyed.group(2) if keyed else unmarked if unmarked == stated else ""  # `Infantry: 6`
    if marked.search(body):
        general, body = True, marked.sub("", body)
    if note and marked.fullmatch(f" - {note}"):
        general, note = True, ""  # `Rifles - the general`
    after_name = False
    if count is None:
        before_count, after = _count_after(body)
        if after is not None and not _counted_before_clause(before_count):
            body, count, after_name = before_count, after, True
            body, priced = _cut(cost_pattern, body)
            stated = stated or _stated(priced)
    if body.startswith(GENERAL):
        general, body = True, body[len(GENERAL) :].lstrip()
    elif marked_after := _MARK_AFTER.search(body):
        general, body = (
            True,
            body[: marked_after.start()] + body[marked_after.end() :],
        )  # `Rifles ★ (Brigade HQ)`
    body = body.strip()
    alone = _BRACKETED_NUMBER.match(bracket) if count is None else None
    bare = "" if count is not None else alone.group(1) or alone.group(2) if alone else unmarked
    cost = bool(stated)
    if cost and count is None and not general and not note and _total(body):
        return Form("field", stated, field="total")
    heading = colon and count is None and not general
    text, note = unescape(body), unescape(note)
    if heading:
        return Form("heading", text, indent, bullet=bullet, note=note)
    if label and count is None:
        text, label = f"{unescape(label)}: {text}", ""  # no count after the colon: `Company HQ: T-34-85`
    return Form(
        "entry",
        text,
        indent,
        count=count,
        loose=loose,
        general=general,
        bullet=bullet,
        cost=cost,
        stated=stated,
        bare=bare,
        after=after_name,
        worded=worded,
        note=note,
        label=unescape(label),
        grouped=grouped,
    )


def _corrected(body: str) -> str:
    """What a line that corrects itself settles on: the entry after its last `make that` (`1
    armoured car... no wait, make that 1 x other tank`), counted, outside brackets; else the line."""
    found = next(reversed(list(_CORRECTED.finditer(body[:MAX_LINE]))), None)
    if found is None or body[: found.start()].count("(") != body[: found.start()].count(")"):
        return body
    rest = body[found.end() :].strip()
    if _CONDITION.search(rest):
        return body
    return rest if _COUNT_BEFORE.match(rest) or _COUNT_PLAIN.match(rest) or _WORDED.match(rest) else body


def _labelled(body: str, vocabulary: Vocabulary) -> tuple[str, str]:
    """`Platoon 1: 5 x T-34/85` as ('Platoon 1', '5 x T-34/85'): a few words before a colon, a
    counted entry after it (not a cost: `Barrage: 4 AP`); ('', body) where the line is not so."""
    head, colon, rest = body.partition(": ")
    head = head.rstrip()  # `Chef de compagnie : 1 Pz IV`: French sets a space before the colon
    if (counted := _LABEL_COUNT.search(head)) and rest[:1].isalpha():
        head, rest = head[: counted.start()], f"{counted.group(1)} x {rest}"  # `Četa 1 (4 ks): Pz IV`
    if not colon or not head or len(head) > MAX_LABEL or "(" in head:
        return "", body
    said = rest.casefold().split()
    if _WORDED.match(rest) and said[0] not in ("a", "an") and said[1:2] != ["of"]:
        return head, rest  # `Platoon 1: four Pz IV`, `Peloton 1: vier Pz IV`; never `Note: one of ...`
    if not rest[:1].isdigit():
        # `Cavalry Regiment: Cav x4, MG x1`: counted after the name, each entry on its own
        first, comma, _ = rest.partition(", ")
        return (head, rest) if comma and _count_after(first)[1] is not None else ("", body)
    if _cost_only(rest, vocabulary):
        return "", body
    if alone := _COUNT_ONLY.match(rest):
        return "", f"{head} x{alone.group(1) or alone.group(2)}"  # `Fighters: 2x`: the count after the name
    if not (_COUNT_BEFORE.match(rest) or _COUNT_PLAIN.match(rest)):
        return "", body
    if _COUNT_BEFORE.match(head) or (_COUNT_PLAIN.match(head) and not numbers_body(head)):
        return "", f"{head} ({rest})"  # `4x infantry: 2 elite, 2 militia`: the units counted, then parted
    return head, rest


def _counted_before_clause(text: str) -> bool:
    """Whether a count follows the name before the line's first comma and a clause of what tows or
    carries the unit ends the line (`18pdr field guns x2 (class 5), towed by horse teams x2`): a
    count ending the line is then the clause's own. Not another unit's (`T-34-85 x3, T-34 x1`)."""
    comma = text.find(",")
    if comma <= 0 or not text[text.rfind(",") + 1 :].lstrip().casefold().startswith(LINKED_BY_WORDS):
        return False
    return _COUNT_WITHIN.search(text[: min(comma, TAIL)] + ",") is not None


def counted_within(text: str) -> tuple[str, int, str] | None:
    """`Infantry x2, elite (SS)` as ('Infantry', 2, 'elite (SS)'): a count written after the name
    with words after it, which say more of the unit; None where the text holds no such count."""
    found = _COUNT_WITHIN.search(text[:TAIL])
    if found is None:
        return None
    rest = text[found.end() :].lstrip(" ,;:")
    return text[: found.start()], int(found.group(1) or found.group(2) or found.group(3)), rest


def ungrouped(text: str) -> str:
    """`text` without the word players count units by that leads it and its `of` (`bases
    d'infanterie`, `basi di fanteria`, `platoons of Shermans`): the words naming the type."""
    found = _GROUPED.match(text)
    return text[found.end() :] if found is not None else text


def _grouped_after(body: str) -> bool:
    """Whether a name ends in a word players count by (`infantry bases`, `MG base (on pack horses)`)."""
    name = body.split("(", 1)[0].split()
    last = name[-1].casefold() if len(name) > 1 else ""
    return last.removesuffix("s") in GROUPS or last.removesuffix("ies") + "y" in GROUPS


def count_ending(text: str) -> tuple[str, int] | None:
    """`regulier ×3` as ('regulier', 3): words a dash set apart from a unit's name, then its count
    written as after a name; None where they end in no count."""
    rest, count = _count_after(text)
    return None if count is None else (rest.rstrip(), count)


def _count_after(body: str) -> tuple[str, int | None]:
    """`Tiger I x2 (attached)` as ('Tiger I (attached)', 2): a count after the name, before any
    bracketed words at its end; (body, None) where there is none."""
    groups = ""
    text = body
    while text.endswith((")", "]")):
        opening = text.rfind("(" if text.endswith(")") else "[")
        if opening <= 0:
            break
        groups, text = text[opening:] + groups, text[:opening].rstrip()
        found = _COUNT_AFTER.search(text, max(0, len(text) - TAIL))
        if found is not None:
            return f"{text[: found.start()]} {groups}".strip(), int(next(n for n in found.groups() if n))
    found = _COUNT_AFTER.search(body, max(0, len(body) - TAIL)) or _COUNT_COLUMN.search(
        body, max(0, len(body) - TAIL)
    )
    if found is None:
        return body, None
    return body[: found.start()], int(next(n for n in found.groups() if n))
