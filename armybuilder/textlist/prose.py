"""What a list's other lines say beside its entries: the army's name in a title line, the player
in the signature, roster options in the words above the list (`OHW hex, 6 units`, `Axis, 1944`)
and the total a player states (`Comes to 36 I think.`). Words, not a catalog's names: the
options are matched by the catalog's own names and values."""

import itertools
import re
from typing import Any, TypeGuard

from armybuilder.patterns import on_first_use
from armybuilder.schema.catalog import ChoiceOption, FlagOption, NumberOption, RosterOption
from armybuilder.schema.roster import MAX_NAME
from armybuilder.textlist.forms import one_slip
from armybuilder.textlist.grammar import (
    COUNT_WORDS,
    MONTHS,
    STATED_TOTAL,
    SUM_AFTER,
    TOTAL_DOUBTED,
    plain_text,
)
from armybuilder.textlist.names import words

ENDS = (".", "!", "?", ",", ";", ":")
"""How a sentence or a greeting ends, and a name does not."""
MAX_SIGNED = 4
"""Words of a name a list is signed with: `Jan de Vries`, `Jean-Luc Moreau`."""
NAME_PARTICLES = frozenset(
    {"de", "da", "di", "do", "du", "van", "von", "der", "den", "ter", "ten", "la", "le", "del", "dos", "das"}
)
"""Small words inside a family name: `Jan de Vries`, `Ana dos Santos`."""
MAX_TITLE = 12
"""Words of a line that names an army; more make it a sentence."""
_STATED = on_first_use(
    r"\b(?:" + "|".join(re.escape(w) for w in STATED_TOTAL) + r")\s+(\d+(?:[.,]\d+)?)\b", re.I
)
_NAME_WORD = on_first_use(r"^[^\W\d_][^\W\d_'’.-]*(?:['’._-][^\W\d_]*)*\.?$")
"""A word of a name that signs: letters, joined by an apostrophe, a point, a hyphen or a forum
handle's underscore (`O'Neill`, `Jean-Luc`, `Monty_T`)."""
_NICKNAME = on_first_use(r"^[\"'„“”‘’«»]([^\W\d_][^\W\d_.-]*)[\"'“”‘’«»]$")
"""A nickname quoted between a player's names: `"Wilk"`, `„Wilk”`, `'Tiger'`."""
_QUOTES = "\"'„“”‘’«»"
_BRACKETED = on_first_use(r"\(([^)]*)\)")
_HANDLE = on_first_use(
    r"\s*\((?:u/|@)[^()\s]+\)\s*(?=,|$)|\s*\([^\W\d_]*[a-z][A-Z][^()\s]*\)\s*(?=,|$)"
    r"|\s*\((?=[^\W\d_])(?=[^()]*\b(?i:club|society|wargames|wargaming|gamers|verein|e\.\s?v|klub|kör|egyesület"
    r"|clube|circolo|gruppo|groupe|association|asociación|associação|vereniging|förening|forening|seura|spolek"
    r"|stowarzyszenie)\b)[^()]{1,60}\)\s*(?=,|$)"
)
"""A forum's or a chat's handle, or the signer's club, in brackets after a name that signs (`Jari
(u/tampere_tommy)`, `Tomáš Dvořák (TomD), Praha`, `Andy (Newport Wargames Club)`): never a
unit's note (`Zeppelin (dug in)`)."""
_POSTED_BY = on_first_use(
    r"^(?:posted by|published by|publié par|eingestellt von|veröffentlicht von|pubblicato da|publicado por"
    r"|geplaatst door|opublikowane przez|upplagd av|lagt ut av|julkaissut|vložil)\s+(?P<who>.{1,40}?)"
    r"\s+(?:at|à|um|alle|a las|às|om|o|kl\.?|klo)\s+\d",
    re.IGNORECASE,
)
"""A blog's line under its post naming who wrote it and when (`Posted by Colin at 21:14`)."""
_BY = on_first_use(
    r"^(?:(?:posted|written|list|liste|lista|lijst)\s+)?(?:by|von|par|door|da|przez|av|por)\s+(?P<who>\S.{0,39})$",
    re.IGNORECASE,
)
"""A line that says whose the list is in a word before the name (`by Hiroshi`, `list by Sam
Kowalski`, `posted by Walt K.`, `Liste von Jens`), as a notes page or a post signs."""
_RULED = ("--", "—", "–", "__", "~")
"""The marks a signature line may open with (`-- Herb Vollmer, Fort Wayne`, `— posted by Walt K.`)."""

_INITIAL = on_first_use(r"^[^\W\d_]\.$")
"""A family name's initial, which ends a signature with a point: `Kyle B.`"""
_NUMBERED = on_first_use(r"(?:#|№|\bno\.|\bnr\.)\s*(\d+)", re.IGNORECASE)
"""A number that numbers something (`MWAN #101`, `IR Nr. 28`), never an option's value."""
_NUMBER = on_first_use(r"^\d{1,6}$")
_GIVES = (
    *("gives us", "gives me", "give us", "give me", "gibt uns", "gibt mir", "nous donne", "me donne"),
    *("nos da", "me da", "ci dà", "mi dà", "ger oss", "ger mig", "giver os", "geeft me", "geeft ons"),
)
"""Words saying what the game gives the player, which may end on the number alone (`scenario gives me 5`)."""
_GIVING = [words(said) for said in _GIVES]
_SETTING = [
    words(said)
    for said in (
        *(
            "scenario",
            "scenarios",
            "scénario",
            "escenario",
            "scenariusz",
            "scenariuszu",
            "Szenario",
            "scenarie",
            "cenário",
            "shinario",
            "forgatókönyv",
            "сценарий",
            "skenaario",
            "senaryo",
        ),
        *("scénář", "agreed", "afgesproken", "avtalt", "aftalt", "avtalat", "abgesprochen", "vereinbart"),
        *("besprochen", "convenu", "acordado", "convenido", "concordato", "uzgodnione", "ustalone"),
        *("domluveno",),
        *(
            "rules",
            "regolamento",
            "reglamento",
            "règlement",
            "Regeln",
            "zasady",
            "regels",
            "regler",
            "pravidla",
        ),
        *("usual", "vanligt", "vanlig", "sædvanlig", "gewoonlijk", "üblich", "habitude", "solito", "zwykle"),
        *("as always", "wie immer", "comme toujours", "come sempre", "como siempre", "como sempre"),
        *("zoals altijd", "som alltid", "som altid", "jak zawsze", "jako vždy", "kuten aina"),
        *("a side", "per side", "each", "apiece", "chacun", "je Seite", "cada", "ciascuno", "każdy", "elk"),
        *("por lado", "por bando", "per lato", "par camp", "na stronę", "на сторону", "per parte", "a testa"),
        *("per kant", "pro Seite", "par côté", "per player", "pro Spieler", "por jugador", "per giocatore"),
        *("as per", "according to", "come da", "selon", "laut", "según", "conforme", "volgens"),
        *("enligt", "według", "jogo"),
        *("size", "Größe", "Stärke", "taille", "tamaño", "dimensione", "rozmiar", "grootte", "storlek"),
        *("koko", "størrelse", "velikost", "veľkosť", "méret", "tamanho", "размер", "mida"),
        *("scenariot", "scenariet", "campaign", "campagne", "Kampagne", "kampanj", "kampagne", "campaña"),
        *("campagna", "kampania", "kampanii", "kampaň", "kampanja", "kampány", "campanha", "кампания"),
        *_GIVES,
        *("get", "gets", "allowed", "allows", "allowance", "bekomme", "bekommen", "kriege", "erlaubt"),
        *("droit à", "krijg", "krijgen", "derecho a", "diritto a", "dostaję", "dostajemy", "przysługuje"),
        *("dostávám", "dostanu"),
        *("game", "partita", "partie", "partida", "Spiel", "gra", "spel", "peli", "hra", "игра"),
        *("we play", "we re playing", "we are playing", "hrajeme", "hraje se", "wir spielen", "spielen wir"),
        *("on joue", "nous jouons", "jugamos", "se juega", "giochiamo", "si gioca", "gramy", "we spelen"),
        *("spelen we", "vi spelar", "spelar vi", "vi spiller", "pelataan", "pelaamme", "jogamos", "játszunk"),
        *("as you say", "as you said", "like you said", "wie du sagst", "comme tu dis", "come dici"),
        *("como dices", "como você disse", "jak mówisz", "jak říkáš", "jak jsi říkal", "zoals je zegt"),
        *("som du säger", "som du sier", "som du siger", "ahogy mondtad", "kuten sanoit", "как ты сказал"),
    )
]
"""Words saying who set a number a list counts in (the scenario, the rules, a campaign, an agreement,
each side's share), that the player is given it, or that it is the army's size, in the languages
players write: `six units a side`, `6 unità per parte`, `6 eenheden per kant`, `6 enheter som avtalt`,
`Six units as per the scenario`, `5 Einheiten laut Szenario`, `Per the campaign sheet I get 7 units`,
`round 2 gives us 7 units`, `Force size: 3 units`, Finnish `Koko: 5 yksikköä`, the game it is
played with (`a 4-unit game`, `partita da 6 unità`, `hrajeme na 6 jednotek`: we play at 6), and a chat's reply taking the number another
writer set (`6 jednotek jak říkáš`, 6 units as you say)."""
RUN_ON_WORDS = 6
"""The most words a line broken off mid-sentence may have and still be a title or a unit's line."""
_STOP = on_first_use(r"[.!?…]+\s+")
"""Where a sentence may end: an abbreviation's point too, which parts no option's words."""
_SHORT_YEAR = on_first_use(r"(?<![\w'’‘])['’‘](\d\d)(?!\d)")
"""A year written with two digits after an apostrophe: `'44`, `Normandy ’44`."""

_SENTENCE_END = on_first_use(r"[!?]\s|(?<![\w.])[^\W\d_]{4,}\.\s(?!\d{1,3}\.(?:\s|$))")
"""Where one sentence ends and another begins: not an abbreviation's point (`k.u.k. Isonzoarmee`,
`Nr. 47`, `St. Mihiel`)."""
_WEEKDAYS = (
    *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    *("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag"),
    *("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    *("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    *("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    *("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    *("segunda", "terça", "quarta", "quinta", "sexta"),
    *("måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag", "lørdag", "søndag"),
    *("poniedziałku", "wtorku", "środy", "czwartku", "piątku", "soboty", "niedzieli"),
)
"""Days of the week as a parting names the day the players meet (`Bis Freitag`, `A giovedì`, `Tot
vrijdag`, `Até sexta`, Polish `Do piątku`, in the genitive `do` takes)."""
_CHATTER = on_first_use(
    r"^(?:(?:ok(?:ay)?|so|well|right|righto|alright|yep|yup|yes|yeah)[\s,!.]+){0,2}"  # talk's opening words: `yeah ok. `
    # whom it greets, in the players' languages and chats' short words: `right lads`, `Ragazzi ecco
    # la mia`, `raga ecco`, `Jungs, hier ist`
    r"(?:(?:lads|guys|folks|gents|chaps|mates|all|everyone|ragazzi|raga|ragà|gente|chicos|amigos|jungs|leute|les gars"
    r"|jongens|mannen|panowie|chłopaki|gutter|karer|killar|grabbar|pojat|kluci|srácok|rapazes|pessoal)[\s,!.]+)?"
    r"(?:hi|hello|hey|hej|hiya|howdy|dear|greetings|good (?:morning|afternoon|evening|day)|morning|evening"
    r"|cheers|thanks|thank you|many thanks|regards|best|kind regards|see you|all the best"
    r"|here is|here's|here are|this is|attached|please find|my list|mine(?:'s|’s| is)|here(?: you go| goes| it is)?\W*$"
    r"|ecco|voici|voilà|aquí (?:va|está|tienes|os dejo)|hier (?:ist|sind|is|zijn)|her er|här är|tässä"
    r"|oto (?:moja|mój|moje|lista)|tady je|zde je|вот"
    # `my list` in the players' languages, as a list told in one line begins: `Moja rozpiska na turniej: ...`
    r"|meine liste|ma liste|mi lista|la mia lista|mijn lijst|min lista|min liste|moja (?:lista|rozpiska)"
    r"|moje (?:soupiska|sestava)|a minha lista|minha lista|minun listani|az én listám|моя ростерка|мой список"
    r"|gru(?:ß|ss)|grüße|gruesse|viele grüße|lg|mfg|ciao|saluti|grazie|salut|merci|amitiés|cordialement"
    r"|bises|a bientôt|saludos|gracias|un saludo|abrazos|groeten|groetjes|pozdrawiam|pozdro|dzięki|spasibo"
    r"|hälsningar|hilsen|mvh|obrigado|abraços|ta|cheerio|ttfn|laters|fala (?:galera|pessoal)|olá|segue a minha"
    r"|danke|dankjewel|bedankt|kiitos|díky|děkuji|vďaka|ďakujem|takk|köszönöm|köszi|üdv|üdvözlettel|terveisin|terv(?=\.)|s pozdravem|zdravím"
    r"|cumprimentos|atenciosamente|abraço|saudações|groet|pozdrowienia|с уважением"
    r"|filika|φιλικά|me ektimisi|με εκτίμηση|xairetismata|χαιρετίσματα|efxaristo|eyxaristo|ευχαριστώ"
    r"|kalispera|καλησπέρα|geia sas|γεια σας|cu drag|numai bine|mulțumesc|multumesc|salutări|salutari"
    r"|toate cele bune|cu stimă|cu stima"
    rf"|(?:bis|à|a|tot|hasta(?: el)?|até|do|see you(?: on)?|(?:vi )?ses(?: på)?)\s+(?:{'|'.join(_WEEKDAYS)})"
    r"|servus|tsch(?:ü|ue)ss?|bis (?:dann|bald|morgen)|mit freundlichen|viel (?:spa(?:ß|ss)|glück)"
    r"|(?:à|a) (?:plus|demain|domani)|hasta (?:pronto|luego|mañana)|nos vemos|a presto"
    r"|ci vediamo|buon divertimento|tot (?:ziens|morgen|straks|dan)|do zobaczenia|na razie"
    r"|do widzenia|до встречи|пока|privet|привет|hola|bonjour|hallo|moin|buongiorno|see ya|cya|good luck|have fun|let me know|thoughts|any (?:comments|thoughts|feedback)"
    r"|comments|feedback|ps|hope|fingers crossed)\b"
    r"|^(?:a\+|@\+|p\.s\.?)(?!\w)"
    # a reply's assent, the whole line (`nice one`, `sounds good!`, `perfetto`), in the players' languages
    r"|^(?:nice(?: one)?|cool|sounds good|great|perfect|sure|no worries|will do|lol|haha+|sweet|awesome"
    r"|brilliant|lovely|super|top|prima|klasse|parfait|génial|genial|perfecto|vale|perfetto|ottimo|certo"
    r"|mooi|goed|świetnie|ok(?:ay)?|oki|done|agreed|deal)(?:[\s,]+(?:mate|man|lads|guys|all))?[^\w]*$"
    # a chat's answer to who will play, in the players' languages: `me`, `Ich!`, `Yo!! Llevo a los italianos`
    r"|^(?:me|me too|ich|moi|yo|io|ja|já|jag|ik|minä|я)(?:\s*!+|\W*$)"
    r"|^(?:re|fwd?|aw|sv):"
    r"|^(?!\d+\.\s)[\d.,]+\s*[^\W\d]*$"  # `36 AP`; not `2. Panzerdivision`, an ordinal with its point
    r"|^(?:round|game|day|turn|runde|spiel|tag|manche|partie|jour|tour|ronda|partida|turno|giorno|partita"
    r"|ronde|dag|omgång|kolo|runda|dzień)\s*(?:#|no\.|nr\.)?\s*\d+\W*$",
    re.IGNORECASE,
)
"""A line that names no army: a greeting ("Hi, this is Zoe...", Greek `Kalispera`), a reply's assent
alone (`nice one`, `perfetto`), a chat's `me!`, a sign-off (Greek
`Filika,` in Latin letters or its own, Romanian `Cu drag,`), a word about the list
("Here is my list", "Ecco la mia", "Voici la mienne", a chat's "yeah ok. mine's 1944"), a reply's subject ("Re: ..."), its limit ("36 AP"), or the round or game of
an evening it is for ("Round 2", "Runde 2"); never a number with a full stop before a word, the ordinal German,
Hungarian and the Nordic languages write (`2. páncéloshadosztály`, the 2nd armoured division)."""

_FOOTER = on_first_use(
    r"^(?:sent (?:from|with|using|via)|sent on the go|get outlook for|envoyé (?:de|depuis|avec)"
    r"|von meinem .{1,40} gesendet|gesendet (?:von|mit)|enviado (?:desde|de|do|com)|inviato da"
    r"|verzonden (?:vanaf|met)|verstuurd (?:vanaf|met)|wysłane z|skickat från|sendt fra"
    r"|lähetetty|odesláno z|отправлено с)\b",
    re.IGNORECASE,
)
"""The line a mail program or a phone adds under what its user wrote (`Sent from my iPhone`, `Von
meinem iPhone gesendet`, `Get Outlook for Android`): no word of the player's, so the signature
is the line above it."""

_HEADER_LINE = on_first_use(
    r"^(?:subject|from|date|to|sent|betreff|von|datum|an|gesendet|objet|sujet|de|à|envoyé|oggetto|da"
    r"|inviato|asunto|enviado|para|fecha|assunto|onderwerp|van|aan|verzonden|ämne|från|till|skickat"
    r"|emne|fra|til|sendt|aihe|lähettäjä|päivämäärä|temat|od|do|wysłano|předmět|odesláno|tárgy"
    r"|feladó|dátum|címzett|тема|от|дата|кому|message de|posted by|posted|author|autor|auteur|thread|topic)"
    r"\s?:\s*\S",
    re.IGNORECASE,
)
"""A header line a mail program or a forum writes above a message, in its users' languages
(`Subject: ...`, `Ämne: Höstligan 2027`, `Sujet : Tournoi de Nouméa`, `Feladó: Horváth Lajos`):
the message's subject or its writer, never the army's name."""


def header_line(line: str) -> bool:
    """Whether a line is a mail's or a forum post's header line (`Betreff: Liste`)."""
    return _HEADER_LINE.match(line.strip()) is not None


_SIGN_OFF = on_first_use(
    r"^(?:cheers|thanks|thx|ta|regards|best|cheerio|ciao|gru(?:ß|ss)|lg|mvh|saluti|merci|groeten|pozdrawiam|pozdro|pozdr"
    r"|saludos|hilsen|hälsningar|abraços|abraço|groet|groetjes|terveisin|terv(?=\.)|t(?=\.)|s pozdravem|zdravím?|üdv"
    r"|üdvözlettel|pozdrowienia|@\+|a\+)[\s,!./]+(?=\S)",
    re.IGNORECASE,
)
"""A sign-off word written before the name with no comma: `cheers Rob`, `ta Mick`, `Gruß Jens`,
Czech `Zdraví Tomáš` (Tomáš greets you), Finnish `terveisin Antti` and its short forms `terv. Antti`, `t. Antti`, or a slash between, as Nordic mails sign
(`Hälsningar / Mikael`)."""
_GREETED = frozenset(
    {
        *("all", "mate", "mates", "guys", "lads", "folks", "everyone", "everybody", "gents", "team", "again"),
        *("alle", "allemaal", "tous", "todos", "tutti", "wszystkim", "kaikille", "alla", "allihop"),
    }
)
"""Whom a sign-off thanks or greets in small letters (`cheers all`, `thanks mate`, `groeten allemaal`):
no name that signs."""

TALK_WORDS = frozenset(
    {
        *("i", "i'm", "i've", "i'll", "me", "my", "mine", "you", "your", "we", "our", "us", "it's", "that's"),
        "this",
        # a pronoun and its verb run together, as chat writes them (`they're in the infantry ;)`)
        *("they're", "we're", "you're", "they've", "we've", "you've", "they'll", "we'll", "you'll"),
        *(
            "is",
            "are",
            "was",
            "were",
            "am",
            "will",
            "would",
            "should",
            "could",
            "can",
            "think",
            "hope",
            "know",
        ),
        *(
            "ich",
            "mir",
            "mich",
            "du",
            "wir",
            "ihr",
            "euch",
            "ist",
            "sind",
            "bin",
            "habe",
            "hab",
            "mein",
            "meine",
        ),
        *("je", "j'ai", "tu", "nous", "vous", "est", "suis", "sont", "mon", "ma", "mes"),
        *(
            "io",
            "sono",
            "è",
            "ho",
            "yo",
            "soy",
            "es",
            "tengo",
            "ik",
            "jij",
            "wij",
            "ben",
            "mijn",
            "jestem",
            "mam",
            *("eu", "sou", "estou", "tenho", "meu", "minha", "que", "é", "são", "era", "eram", "foi"),
        ),
        # `I bring` where the verb says who without a pronoun (Italian, Spanish, Portuguese, Czech,
        # Polish, Finnish, Hungarian): `porto 2 plotoni di bersaglieri, ...`, `llevo esto:`
        *("porto", "porterò", "schiero", "llevo", "llevaré", "traigo", "levo", "levarei", "trago"),
        *("beru", "vezmu", "biorę", "wystawiam", "tuon", "otan", "hozom", "viszem"),
    }
)
"""Words a sentence has and a unit's name has not (pronouns and common verbs, in the languages players
write in): a line after the list holding one is talk (`Hope that's legal`, `Ich hoffe, das passt`,
`Sim, eu sei`, `que os Shermans eram ...`, `Per giovedì porto ...`)."""


def talk(line: str) -> bool:
    """Whether a line's words, outside brackets, are a sentence's: it holds a word of TALK_WORDS.
    `I.` with its point is a Roman first (`I. Bataillon`), no pronoun."""
    said = _BRACKETED.sub(" ", line).replace("’", "'")
    return any(word != "I." and word.strip('.,;:!?"').casefold() in TALK_WORDS for word in said.split())


def bare_name(text: str) -> str:
    """A person's name without the handle or club in brackets after it (`Jari (u/tampere_tommy)`,
    `Martín Sosa (Club La Trinchera, Rosario)`); as written where none follows it (a name carried
    exactly, spaces and all, stays so)."""
    bare = _HANDLE.sub("", text)
    return bare.strip() if bare != text else text


def signed(line: str) -> str | None:
    """The name a line signs a list with (`— Luca`, `Cheers, Owen`, `Wish me luck - Kees`,
    `Jan de Vries`, a lone name in small letters after a dash: `- gaz`); None where the line is no name."""
    if (posted := _POSTED_BY.match(line.strip())) is not None:
        line = posted.group("who")
    led = line.strip()[:1] in "-—–~/"  # `/Mattias`, as Scandinavians sign
    text = bare_name(line.strip().lstrip("-—–~/ "))
    if (by := _BY.match(text)) is not None:
        text = by.group("who").strip()
    if text[:1].isdigit():
        return None  # `-- 2 Tiger I, reserve`: a counted line lists units, it signs nothing
    if ", " in text:
        before, place = text.rsplit(", ", 1)
        if ": " in before:
            return None  # `Tanks: Sherman, Cromwell`: a label's list, no sign-off before a name
        # `Tomáš Dvořák, Praha`, `Herb Vollmer, Fort Wayne, IN`: the name, then a town, a state or a club
        name = text.split(", ", 1)[0]
        ruled = line.strip().startswith(_RULED) and not chatter(name)  # `-- Hans, Hamburg`: the name first
        text = name if ruled or _full_name(name) else place  # `Cheers, Owen`, `Dasvidaniya, Oleg`
    for mark in (" - ", " — ", " – "):
        if mark in text:
            text = text.rsplit(mark, 1)[1].strip()
    return _signs(text, led)


def signed_at_end(line: str) -> str | None:
    """The name a list written on one line signs it with after its last unit: a sentence of its own
    a dash or a sign-off marks (`... 2 shermans. -jt`, `... i think?? cheers baz`, `... lekkie.
    Pozdr, Tomek`), or words after a spaced dash that a sign-off marks or talk stands before
    (`... 1 mortar - cheers Bob`, `thats me for sunday - K`); None else, as a unit's note after
    its dash (`2 x Tank - Shermans`) names no one."""
    tail = _STOP.split(line.strip())[-1].strip()
    if tail != line.strip() and (tail[:1] in "-—–~" or _SIGN_OFF.match(tail) is not None):
        return signed(tail)
    before, dash, after = tail.rpartition(" - ")
    if dash and (_SIGN_OFF.match(after) is not None or talk(before)):
        return signed(f"- {after}")
    return None


def signs_off(text: str) -> bool:
    """Whether words open with a sign-off before the name it brings (`cheers, Tom`, `ta Mick`)."""
    return _SIGN_OFF.match(text.strip()) is not None


def signed_after_stop(line: str) -> str | None:
    """The name a sign-off brings after the sentence a line ends with (`Side: Aksen. Mvh Håkon`);
    None where no sign-off follows a stop."""
    tail = _STOP.split(line.strip())[-1].strip()
    return signed(tail) if tail != line.strip() and _SIGN_OFF.match(tail) is not None else None


def without_sign_off(line: str) -> str:
    """A line without the sign-off and name after the sentence it ends with (`4 Rifles, 1 MG.
    Cheers, Bob` as `4 Rifles, 1 MG.`); as it is where none follows a stop."""
    if signed_after_stop(line) is None:
        return line
    tail = _STOP.split(line.strip())[-1]
    return line.strip().removesuffix(tail).rstrip()


def marked_signature(line: str) -> bool:
    """Whether a line says it signs, by a rule or a dash before the name (`-- Herb Vollmer,
    Fort Wayne`, `– Jake`) or words that say whose the list is (`Posted by Colin at 21:14`, `by
    Hiroshi`): such a line signs where a motto or a post's comment count follows it."""
    text = line.strip()
    plain = text.lstrip("-—–~_/ ")
    return text.startswith(_RULED) or bool(_POSTED_BY.match(plain) or _BY.match(plain))


SHORT_FORM = 3
"""Letters a given name and the short form a sender signs with share (`Kev` of Kevin, `Tomek` of Tomasz)."""


def signs_short(name: str, sender: str) -> bool:
    """Whether a one-word signature is the sender's given name or a short form of it, as friends
    sign (`Ian` from Ian Carmichael, `Kev` from Kevin Dunleavy): the first letters are the same."""
    said, given = name.casefold().split(), sender.casefold().split()
    return (
        len(said) == 1
        and bool(given)
        and said[0][:SHORT_FORM] == given[0][:SHORT_FORM]
        and len(said[0]) >= SHORT_FORM
    )


def _full_name(text: str) -> bool:
    """Whether words are a given name and a family name, as a signature's before its town or club
    (`Bas Jansen, Utrecht`, `Jan de Vries, Delft`): a sign-off's words (`Hals- und Beinbruch`)
    and one name alone (`Dasvidaniya`) are not."""
    said = text.split()
    return (
        len(said) >= 2
        and not chatter(text)
        and _signs(text, False) is not None
        and all(word[0].isupper() or word in NAME_PARTICLES for word in said)
        and not any(word.endswith("-") for word in said)
    )


def _signs(text: str, led: bool) -> str | None:
    """`text` where it is a name a list is signed with; None else."""
    if (off := _SIGN_OFF.match(text)) is not None:
        text = text[off.end() :].strip()  # `cheers Rob`, `ta Mick`: the name after the sign-off
        # `cheers baz`: a sign-off marks the name as a dash does, in small letters too; not those it greets
        led = text.casefold() not in _GREETED
    said = text.split()
    if chatter(text):
        return None  # `Cheers` alone signs with no name
    if (
        not 1 <= len(said) <= MAX_SIGNED
        or len(text) > MAX_NAME
        or (text.endswith(ENDS) and not _INITIAL.match(said[-1]))
    ):
        return None
    if not all(_NAME_WORD.match(word) for word in said[:1] + said[-1:]):
        return None
    if not all(_NAME_WORD.match(word) or _NICKNAME.match(word) for word in said[1:-1]):
        return None  # `Krzysiek "Wilk" Nowak`: a nickname quoted between the names is one of them
    outer = (said[0], said[-1])
    if led and len(said) == 1 and said[0].isalpha():
        return text  # `- gaz`, `— rob`: signed by a dash, as some sign, in small letters
    if not all(word[0].isupper() for word in outer):
        return None
    if not all(word.lstrip(_QUOTES)[:1].isupper() or len(word) <= 3 for word in said[1:-1]):
        return None
    return text


_ITALIC_SENTENCE = on_first_use(r"^\s*([*_])(?![*_\s])(?:(?!\1).){1,300}[.!?]\1\s*$")
"""A line in Markdown's plain italics whole, ending as a sentence ends: `_Alles geschilderd behalve
de ballon, die is nog in de grondverf._`."""
REMARK_WORDS = 4
"""The fewest words of a sentence in italics that is a remark, not a unit emphasised (`*2 × Tank*`)."""


def italic_remark(line: str) -> bool:
    """Whether a line is a sentence the player set apart in italics, as a word about his list:
    never a unit, though it names a type (`_A huszárok gyalog harcolnak, de lóval jönnek._`)."""
    return _ITALIC_SENTENCE.match(line) is not None and len(line.split()) >= REMARK_WORDS


def sentences(line: str) -> bool:
    """Whether a line holds the end of one sentence and the start of another (`Privet! Two
    regiments and some guns`), which no heading does."""
    return _SENTENCE_END.search(line.strip()) is not None


def footer(line: str) -> bool:
    """Whether a line is one a mail program adds under the sender's words (`Sent from my iPhone`),
    or the time a blog or a forum stamps under a comment (`7 September 2015 at 09:12`)."""
    said = line.strip()
    if _FOOTER.match(said) is not None:
        return True
    stamp = _STAMP.match(said) if said[:1].isalnum() else None
    month = stamp.group("month") or stamp.group("named") if stamp is not None else None
    return stamp is not None and (month is None or month.casefold() in MONTHS)


_STAMP = on_first_use(
    r"^(?:[^\W\d]+,?\s+)?(?:\d{1,2}\.?\s+(?P<month>[^\W\d]{3,})\.?,?\s+\d{4}"
    r"|(?P<named>[^\W\d]{3,})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,4}[./-]\d{1,2}[./-]\d{2,4})"
    r"(?:,?\s+(?:at|um|à|a las|alle|om|kl\.?|o|в)?\s*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?)?$",
    re.IGNORECASE,
)
"""A date, and the time after it, alone on a line: when a comment was posted (`7 September 2015
at 09:12`, `September 7, 2015 at 9:12 AM`, `Tuesday, 12.03.2024 18:40`)."""


_LIST = r"(?:list[ae]?|lijst(?:je)?|listan?|seznam|lista[nt]?|aufstellung|rozpisk[aięy])"
"""The word for a list in the languages players write (Polish `rozpiska` in its forms too)."""
FOR_WORDS = (
    *("for", "voor", "für", "fuer", "pour", "para", "per", "på", "til", "till", "för", "na", "pro"),
    *("do", "dla", "pre", "gia", "για", "pentru"),
)
"""`for` in the languages players write, as a list is said to be for an evening or a game."""
_DAY_WORDS = (
    *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tonight"),
    *("tomorrow", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend"),
    *("sonntag", "morgen", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    *("demain", "lunes", "martes", "mi[eé]rcoles", "jueves", "viernes", "s[aá]bado", "domingo"),
    *("ma[nñ]ana", "luned[iì]", "marted[iì]", "mercoled[iì]", "gioved[iì]", "venerd[iì]", "sabato"),
    *("domenica", "domani", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"),
    *("zondag", "sobot[aeuyę]", "niedziel[aeęi]", "piątek", "pátek", "neděl[ie]", "måndag", "tisdag"),
    *("onsdag", "torsdag", "fredag", "lördag", "lørdag", "söndag", "søndag", "mandag", "tirsdag"),
)
"""The days of the week, tonight and tomorrow, in the languages players write: what a list is for."""
_GAME_WORDS = (
    *("game", "match", "battle", "evening", "night", "tournament", "event", "spiel", "abend", "turnier"),
    *("partie", "soirée", "tournoi", "partida", "batalla", "torneo", "partita", "serata", "battaglia"),
    *("spel", "avond", "toernooi", "gra", "bitwa", "bitwę", "turniej", "hru", "bitvu", "spelet"),
)
"""A game, an evening or a tournament in the languages players write: what a list is for."""
_WHOSE = r"(?:de|di|del|von|van|of)"
"""The word between a list and its player's name (`liste de Mathieu pour dimanche`)."""
_OCCASION = on_first_use(
    rf"(?<![^\W_]){_LIST}\s+(?:{_WHOSE}\s+[^\W\d_]{{2,20}}\s+)?(?:{'|'.join(FOR_WORDS)})(?![^\W_])"
    rf"|^(?:{'|'.join(FOR_WORDS)})\s+(?:[^\W\d_]{{1,9}}\s+)?(?:{'|'.join((*_DAY_WORDS, *_GAME_WORDS))})(?![^\W_])"
    rf"|(?<![^\W_]){_LIST}\s+[-—–]\s+(?:{'|'.join(_DAY_WORDS)})(?![^\W_])",
    re.IGNORECASE,
)
"""A list said to be for an evening or a game, in the languages players write (`list for saturday`,
`lijst voor zondag`, `la lista para el sábado`, `Liste pour OHW hex`), whose too (`liste de
Mathieu pour dimanche`), or a line opening with `for` and a day or a game, the list's word left
out (`für Samstag`, `per la partita di giovedì`), or a dash between the list and its day (`list —
Sunday`): words about the list."""


_SET_APART = on_first_use(r":\s+|\s+[-—–]\s+")
"""Where a line's words after what a list is for begin: after a colon or a spaced dash."""


def past_occasion(text: str) -> str:
    """The words after what a list is for, where a colon or a dash sets them apart (`Lista do
    boju: Armia Poznań`, `Liste pour OHW — 7e Division`), or before it, where a dash sets it
    apart after them (`1 Brygada Pancerna – lista do Pagano`): the army's name may stand there;
    "" where the line says no more than what the list is for."""
    found = _OCCASION.search(text)
    if found is None:
        return text
    parts = _SET_APART.split(text[found.end() :])
    if len(parts) > 1:
        return parts[-1].strip()
    before = _DASHED.split(text[: found.start()])
    return before[0].strip() if len(before) == 2 and not before[1].strip() else ""


_DASHED = on_first_use(r"\s+[-—–]\s+")
"""The spaced dash between a name and what its list is for (`Kampfgruppe Meyer - list for Saturday`)."""


LIST_ALONE = on_first_use(rf"^{_LIST}$", re.IGNORECASE)
"""The word list, all a title leaves once the scenario and the game after its dashes are taken off
(`Lista – Escenario 3 – OHW WW2 hexágonos`): it names no army."""
LIST_BEFORE_DASH = on_first_use(rf"^{_LIST}(?=\s*[-—–])", re.IGNORECASE)
"""The word list after a system's name, before a dash and the army's (`HITT LIST - NZ RIFLE BDE`)."""


def chatter(line: str) -> bool:
    """Whether a line names no army whatever its words: a greeting, a sign-off, its limit."""
    return _CHATTER.match(line.strip()) is not None


def title(line: str, *, heading: bool = False) -> bool:
    """Whether a line may name an army: a few words that are no sentence, no greeting, sign-off or
    word about the list (nor what it is for), and no limit; a heading names one whatever else it
    holds (`s.Pz.Abt. 503`)."""
    text = line.strip()
    if chatter(text):
        return False
    if _OCCASION.search(text):  # `ok hier is mijn lijst voor zondag`: what the list is for, no name
        named = past_occasion(text)  # but `Lista do boju: Armia Poznań` names one after it
        return bool(named) and title(named, heading=heading)
    if heading:
        return bool(text) and len(text) <= MAX_NAME
    return (
        bool(text)
        and (not text.endswith(ENDS) or _abbreviated(text))
        and not _SENTENCE_END.search(text)
        and len(text) <= MAX_NAME
        and len(text.split()) <= MAX_TITLE
        and any(c.isalpha() for c in text)
    )


def _abbreviated(text: str) -> bool:
    """Whether a line ends in a short word's point (`2nd Armored Div.`, `1st Canadian Bn.`), as a
    name may, and no sentence's end."""
    said = text.split()
    last = said[-1]
    return (
        len(said) > 1
        and last.endswith(".")
        and 3 <= len(last) <= 4
        and last[0].isupper()
        and last[:-1].isalpha()
    )


def run_on(above: str, line: str) -> str:
    """A line with the sentence the line above broke off (`Anzio list. OHW beta, scenario 9 gives` /
    `the defender 5 units.`): its words from the last stop above, then the line; the line alone
    where the one above ends its sentence, is short as a title is, or the line opens a new one."""
    above = above.strip()
    if not above or above.endswith(ENDS) or len(above.split()) <= RUN_ON_WORDS or not line[:1].islower():
        return line
    return f"{_STOP.split(above)[-1]} {line}"


def stated_total(line: str) -> str:
    """The total a line of prose states for the list (`Should come to 36.`, `Tror det blir 36
    tilsammen`, `Total 108 je crois`); ''."""
    found = (
        _STATED.search(line)
        or (_SUMMED_BEFORE.search(line) if _SUM_WORD.search(line) else None)
        or TOTAL_DOUBTED.match(line)
    )
    return found.group(1) if found else ""


_SUM_WORD = on_first_use("|".join(re.escape(word) for word in SUM_AFTER), re.IGNORECASE)
_SUMMED_BEFORE = on_first_use(
    r"(?<![\w.,])(\d{1,4})\s*(?:[A-Z]{1,3}|pts?|points?|punkte?|pkt)?\.?\s+(?i:"
    + "|".join(re.escape(word) for word in SUM_AFTER)
    + r")(?![^\W_])"
)
"""A number, with a cost's unit or none (never a count of units: `3 units in all`), before them."""


def options_said(
    line: str, options: list[RosterOption], *, game: bool = True, counts: bool = True
) -> dict[str, Any]:
    """The roster options a line of prose states a value of, sentence by sentence: a choice by its
    value or its aliases (`Axis`, `15mm`, `Sowjets`), a flag by its name (`Massed Battles`), a
    number after its name (`army size 6`), before the unit its name gives or an alias of it (`6
    units`, `six units`, `6 unités`), or, where its name gives none, as the one number the sentence
    holds (`Axis, 1944`); a year as its century reads it (`'44`). A question states nothing (`8
    units ok??`), nor the words naming the enemy (`against the Germans`), nor a sentence naming
    two choices of one option (`my Soviets against your Germans`). A number counted in its unit (`6 units`) is
    the game's only where the line names the game (`game`: its title, the system's line) or the
    sentence says who set it (`as agreed`, `a side`); else it counts the player's own list (`my list for Saturday (6 units)`), as it always
    does below the list (`counts` False: `Six units, as the scenario gives the defender.`)."""
    numbering = _NUMBERED.findall(line)
    spelt = option_words(options)
    found: dict[str, Any] = {}
    sizes = any(_counted(option) for option in options)  # only a game sized by a count asks who set it
    for sentence, asked in _sentences(line):
        if "-unit" in sentence.casefold():
            sentence = _UNIT_ADJECTIVE.sub(r"\1 units", sentence)  # `Sunday's 4-unit game`: 4 units
        if " side" in sentence:
            sentence = _A_SIDE.sub(r"\1 units \2", sentence)  # `we're playing 7 a side`: 7 units
        said = words(sentence)
        own = words(_AGAINST.sub("", sentence))
        bare = all(word.isdigit() or word in spelt for word in said)
        setting = sizes and any(_holds(said, setting) for setting in _SETTING)
        sized = setting or (counts and game and not asked)
        for option in options:
            if option.id in found or (asked and not (setting and _counted(option))):
                continue  # `6 units a side?` proposes the game's size; any other question states nothing
            if (
                not sized
                and _counted(option)
                and not (counts and (_only_count(said, option) or _only_count(_last_part(sentence), option)))
            ):
                continue
            if (
                sized
                and not game
                and _counted(option)
                and _counts_in(words(_PLACE_YEAR.sub(_year_off, _asides_out(sentence, option)))) > 1
            ):
                if (scenarios := _scenarios_count(said, option)) is not None:
                    found[option.id] = scenarios  # `Cenário de 4 unidades, mas coloquei 5`
                continue  # `My opponent gets 8 units, I get 6`: which is the army's, the words leave open
            value = _said(sentence, said, option, numbering, bare=bare)
            if value is None and setting and _counted(option):
                value = _given(said)  # `scenario gives me 5`
            if isinstance(option, ChoiceOption) and value != _said(
                sentence, own, option, numbering, bare=bare
            ):
                continue  # `gegen die Deutsche`: the enemy's side, not the list's
            if value is not None:
                found[option.id] = value
    return found


_UNIT_ADJECTIVE = on_first_use(r"(?<![\w-])(\d{1,3})-units?(?![\w-])", re.IGNORECASE)
"""A count of units made an adjective, as English writes it before a noun (`a 4-unit game`, `the
6-unit scenario`): as many units, as `egységes` in Hungarian's `6 egységes forgatókönyv` is."""


_A_SIDE = on_first_use(r"(?<![\w.,-])(\d{1,2})\s+((?:a|per|each)\s+side)\b", re.IGNORECASE)
"""A count of units a side with the units unsaid, as players talk of the game's size (`we're
playing 7 a side`): as many units."""


_AGAINST = on_first_use(
    r"(?<![^\W_])(?:against|vs|versus|gegen|contre|contra|contro|tegen|przeciw(?:ko)?|proti|ellen|mot|против)(?![^\W_])[^,;:]*",
    re.IGNORECASE,
)
"""Words naming the enemy up to the clause's end, in the languages players write (`Sowjetische
Garde, gegen die Deutsche`, `contre les Allemands`, `Heer vs Allies`): never the list's own side."""


def option_words(options: list[RosterOption]) -> frozenset[str]:
    """Every word the options' values are written in: a line of nothing else states only options."""
    spelt: set[str] = set()
    for option in options:
        if isinstance(option, ChoiceOption):
            spelt.update(word for choice in option.choices for word in words(str(choice)))
            spelt.update(
                word for aliases in option.aliases.values() for alias in aliases for word in words(alias)
            )
        elif isinstance(option, FlagOption):
            spelt.update(word for name in (option.name, *option.aliases) for word in words(name))
        else:  # `Year 44`, `6 units`
            spelt.update(
                word
                for name in (_unbracketed(option.name), *option.aliases, *option.units)
                for word in words(name)
            )
    return frozenset(spelt)


def _counted(option: RosterOption) -> TypeGuard[NumberOption]:
    """Whether an option is a number of things its name gives in brackets (`Army size (units)`)."""
    return isinstance(option, NumberOption) and _BRACKETED.search(option.name) is not None


_LABELS = frozenset(
    words(
        "round game scenario mission day turn week battle match table runde spiel szenario tag partie tour"
        " manche ronda partida escenario partita turno giorno runda gra scenariusz dzień kolo scénář den"
        " scenariot scenariet omgång сценарий раунд cenário scénario scenarie skenaario forgatókönyv"
    )
)
"""Words a number after names rather than counts (`round 2`, `Szenario 2`, `Tag 2`)."""


_SCENARIO = frozenset(
    words(
        "scenario scenarios szenario escenario scenariusz scénář scenár scenariot scenariet scenarie"
        " forgatókönyv skenaario сценарий cenário shinario"
    )
)
"""Words for a scenario in the languages players write lists in."""
_CAMPAIGN = frozenset(
    words(
        "campaign campaigns kampagne kampanj campaña campanha kampania kampanii kampaň kampanja"
        " kampány кампания"
    )
)
"""Words for a campaign, which names what is played as a scenario does; not `campagne`, French for
the field too (`artillerie de campagne`)."""


_EVENT = frozenset(
    words(
        "tournament turnier tournoi torneo torneio toernooi turniej turnaj turnering turneringen"
        " turnaus verseny турнир"
    )
)
"""Words for a tournament in the languages players write lists in."""


def names_scenario(text: str) -> bool:
    """Whether words name the scenario, the campaign or the tournament a list is for (`Brusilov
    scenario, Russian side`, `Bagration mini-campaign, game 2`, `turnaj Brno, jaro 2025`), which say
    what is played, not whose army it is."""
    return any(word in _SCENARIO or word in _CAMPAIGN or word in _EVENT for word in words(text))


def _counts_in(said: list[str]) -> int:
    """How many counts a sentence makes in figures: a number after a word that labels (`round 2
    gives us 7 units`) names the round, it counts nothing (nor do words, as `One Hour Wargames`
    or `one lot of armoured cars` show); one said again to close the sentence restates it (`7 a
    side so that's 7`), where `3 on the table and 3 in reserve` counts twice."""
    counts = [word for at, word in enumerate(said) if word.isdigit() and not (at and said[at - 1] in _LABELS)]
    restated = len(counts) > 1 and said[-1:] == counts[-1:] and counts[-1] in counts[:-1]
    return len(counts) - restated


_PLACE_YEAR = on_first_use(r"(?<![\w'’])([^\W\d_]{3,})\s+\d\d(?=\s*(?:[,;)]|$))")
"""A name and two figures ending a clause: a battle and its year as players shorten it (`Kursk 43,`)."""


def _year_off(found: re.Match[str]) -> str:
    """The place alone, where it is a name (capitalised): its year counts nothing."""
    return found[1] if found[1][0].isupper() else found[0]


def _asides_out(sentence: str, option: NumberOption) -> str:
    """A sentence less its brackets that count nothing in the option's unit: an aside (`6 enheder
    (elite 20 / regulær 15)`, the draft's strengths quoted by the size), no rival count."""
    units = _units(option)
    return _BRACKETED.sub(
        lambda found: found.group() if any(_holds(words(found[1]), unit) for unit in units) else " ", sentence
    )


def _last_part(sentence: str) -> list[str]:
    """The words of a sentence's last part after a comma (`Britten, 4 eenheden:` over the list: the
    side, then the count its list is made to, as `Britten (4 eenheden)` or `4 eenheden:` alone
    gives it); the whole sentence's where it has no comma."""
    return words(sentence.rpartition(",")[2])


def _only_count(said: list[str], option: RosterOption) -> bool:
    """Whether a sentence is a count in the option's unit and nothing else (`6 units:` heading the
    list): the size the list is made to, as `Six units` over it titles it."""
    return isinstance(option, NumberOption) and len(said) > 1 and _unit_count(said, option) is not None


def _unit_count(said: list[str], option: NumberOption) -> int | None:
    """The count a sentence of a count and its unit alone gives: `6 units`, or the unit as a sheet's
    key before its value (`Unità<TAB>6`, `Antal enheter<TAB>6`)."""
    units = _units(option)
    if said[1:] in units:
        return _count(said[0])
    if _number_of(said[:-1]) in units and _NUMBER.match(said[-1]):
        return int(said[-1])
    return None


_NUMBER_OF = [
    words(said)
    for said in (
        *("number of", "no of", "antal", "antall", "anzahl", "aantal", "počet", "liczba"),
        *("número de", "numero di", "nombre d", "nombre de", "numero de", "lukumäärä", "kolichestvo"),
    )
]
"""`Number of` in the languages players write lists in, before the unit in a sheet's key
(`Antal enheter<TAB>6`, `Anzahl Einheiten;6`): the key is the unit's, as `Enheter<TAB>6` is."""


def _number_of(said: list[str]) -> list[str]:
    """The words after a sheet's key's `number of` (`antal enheter`: `enheter`); the key whole else."""
    for number_of in _NUMBER_OF:
        if said[: len(number_of)] == number_of:
            return said[len(number_of) :]
    return said


_COUNT_THEN_WORD = on_first_use(r"(?<![\w.,])\d{1,3}\s+([^\W\d_]{5,})(?!\w)")
"""A count in figures and the word after it, as a size is written (`6 units`)."""


def unit_slip(line: str, options: list[RosterOption]) -> tuple[str, str] | None:
    """The word after a count one slip of the hand from the unit one counted option counts in, and
    that unit (`6 untis`: ('untis', 'units')); None where the line has none, or the word is near
    two options' units."""
    for found in _COUNT_THEN_WORD.finditer(line):
        written = found.group(1)
        said = written.casefold()
        near = {
            (option.id, unit[0])
            for option in options
            if _counted(option)
            for unit in _units(option)
            if len(unit) == 1 and unit[0] != said and one_slip(said, unit[0])
        }
        if len({option for option, _ in near}) == 1:
            return written, min(unit for _, unit in near)
    return None


def counts_alone(line: str, options: list[RosterOption]) -> bool:
    """Whether a line is a count in a counted option's unit and nothing else (`2 units:`)."""
    said = words(line)
    return any(_only_count(said, option) for option in options)


_SCENARIOS_OF = frozenset(words("of de di du da z s mit med met with"))
"""Words joining the scenario to its count of units (`scenario of 4 units`, `Cenário de 4 unidades`)."""


def _scenarios_count(said: list[str], option: NumberOption) -> int | None:
    """The count of units a sentence binds to the scenario, its word right before it (`Cenário de
    4 unidades`, `scenario: 4 units`): the size it sets, whatever else the sentence counts."""
    units = _units(option)
    for at, word in enumerate(said):
        if word not in _SCENARIO:
            continue
        start = at + 2 if at + 1 < len(said) and said[at + 1] in _SCENARIOS_OF else at + 1
        count = _count(said[start]) if start < len(said) else None
        if count is not None and any(said[start + 1 : start + 1 + len(unit)] == unit for unit in units):
            return count
    return None


def _units(option: NumberOption) -> list[list[str]]:
    """The words an option counts in: its name's bracket (`Army size (units)`) and their aliases."""
    named = [unit for inner in _BRACKETED.findall(option.name) if (unit := words(inner))]
    return [*named, *(words(spelt) for spelt in option.units)] if named else []


def _sentences(line: str) -> list[tuple[str, bool]]:
    """A line's sentences, each with whether it asks (`8 units ok??`, `6 units a side?`)."""
    ends = [found.end() for found in _STOP.finditer(line)]
    parts = [line[start:end].strip() for start, end in zip([0, *ends], [*ends, len(line)], strict=True)]
    return [(part, part.endswith("?")) for part in parts if part]


def _given(said: list[str]) -> int | None:
    """The count a sentence ends on after words of the game giving it, the one figure there
    (`scenario gives me 5`): the units it gives, as `gives me 5 units` says."""
    if _counts_in(said) != 1:
        return None
    for giving in _GIVING:
        if said[-len(giving) - 1 : -1] == giving:
            return _count(said[-1])
    return None


def _said(sentence: str, said: list[str], option: RosterOption, numbering: list[str], *, bare: bool) -> Any:
    if isinstance(option, ChoiceOption):
        named = {choice for choice in option.choices if _names(said, _spellings(option, choice), sentence)}
        return next(iter(named)) if len(named) == 1 else None
    if isinstance(option, FlagOption):
        for name in (_unbracketed(option.name), *option.aliases):
            spelt = words(name)
            at = _at(said, spelt)
            if at is not None:
                before, after = said[max(0, at - 1) : at], said[at + len(spelt) : at + len(spelt) + 1]
                return not (set(before) & _OFF_BEFORE or set(after) & _OFF_AFTER)
        return None
    if option.century is not None:
        return _year(sentence, [word for word in said if word not in numbering], option, bare=bare)
    return _number_said(said, option, numbering)


def _spellings(option: ChoiceOption, choice: str | int) -> list[str]:
    return [str(choice), *option.aliases.get(str(choice), [])]


def _names(said: list[str], spellings: list[str], sentence: str) -> bool:
    pairs = {a + b for a, b in itertools.pairwise(said)}  # `15 mm` is `15mm`
    for spelling in spellings:
        spelt = words(spelling)
        written = spelt and (_holds(said, spelt) or (len(spelt) == 1 and spelt[0] in pairs))
        if written and not _accent_lost(spelling, spelt, sentence):
            return True
    return False


def _accent_lost(spelling: str, spelt: list[str], sentence: str) -> bool:
    """Whether a short word named by its accent is written without it: the Polish Axis `Oś` is no
    Spanish `os` (you all) or Portuguese `os` (the), so a word that short counts only as spelt."""
    if len(spelt) != 1 or len(spelt[0]) > _SHORT or spelt == [spelling.casefold()]:
        return False
    return re.search(rf"(?<![^\W_]){re.escape(spelling)}(?![^\W_])", sentence, re.IGNORECASE) is None


_SHORT = 3
"""Letters up to which a word without its accent is another language's everyday word."""


def _year(sentence: str, said: list[str], option: NumberOption, *, bare: bool) -> int | None:
    """A year of the option's century the sentence gives, the one there: in four digits, or in two
    with an apostrophe (`'44`) or among words that say nothing but options (`allies (soviets) 44`);
    `14 tanks` is no year."""
    century = option.century or 0
    years = {
        int(word) for word in said if len(word) == 4 and word.isdigit() and int(word) // 100 * 100 == century
    }
    short = _SHORT_YEAR.findall(sentence) or (
        [w for w in said if len(w) == 2 and w.isdigit()] if bare else []
    )
    if not years:  # `Nr. 12, Axis 1943`: 1943
        years.update(century + int(two) for two in short)
    inside = {year for year in years if _within(option, year)}
    return next(iter(inside)) if len(inside) == 1 else None


def _within(option: NumberOption, value: int) -> bool:
    return (option.min is None or option.min <= value) and (option.max is None or value <= option.max)


def _number_said(said: list[str], option: NumberOption, numbering: list[str]) -> int | None:
    for name in (_unbracketed(option.name), option.id, *option.aliases):
        spelt = words(name)
        at = _at(said, spelt)
        if at is not None and at + len(spelt) < len(said):
            value = _count(said[at + len(spelt)])
            if value is not None:
                return value
    units = _units(option)
    if units:
        if _number_of(said[:-1]) in units and (value := _unit_count(said, option)) is not None:
            return value  # `Units: 6`, `Antal enheter<TAB>6`: a sheet's key and its value
        for unit in units:
            for at in range(1, len(said) - len(unit) + 1):
                after = said[at + len(unit) : at + len(unit) + 1]
                if after and after[0] in _OF:
                    continue  # `2 units of tanks`: a share of one type, not the army
                if any(word in _LOST for word in [*said[max(0, at - 3) : at - 1], *after]):
                    continue  # `the campaign lost me 2 units`: what the army lost, not its size
                if _KEPT_BACK & set(said[at + len(unit) : at + len(unit) + 2]):
                    continue  # `2 units in reserve`, `2 units as reinforcements`: a part of the army
                if said[at : at + len(unit)] == unit and (value := _count(said[at - 1])) is not None:
                    return value
        return None
    numbers = [int(word) for word in said if _NUMBER.match(word) and word not in numbering]
    low = option.min if option.min is not None else -1
    high = option.max if option.max is not None else numbers[0] if numbers else 0
    return numbers[0] if len(numbers) == 1 and low <= numbers[0] <= high else None


_OFF_BEFORE = frozenset(
    {"no", "not", "without", "kein", "keine", "keinen", "ohne", "sans", "pas", "non", "sin", "senza", "bez"}
    | {"zonder", "geen", "utan", "ingen", "uden", "ilman", "sem", "без", "нет"}
)
"""Words before a flag's name that turn it off, in the languages players write (`no Massed
Battles this time`, `ohne Massed Battles`, `sans Massed Battles`)."""
_OFF_AFTER = frozenset(
    {"off", "no", "false", "aus", "nein", "non", "nie", "ne", "nej", "ei", "uit", "não", "nem"}
)
"""Words after a flag's name that turn it off: `Massed Battles off`, `Massed Battles: nein`."""
_OF = frozenset({"of", "de", "d", "du", "des", "di", "del", "dei", "degli", "delle"})
"""The word after a count of units that names what they are (`2 units of tanks`, `2 unités
d'infanterie`, `3 unità di fanteria`): a share of the list, never its size."""


_LOST = frozenset(
    {
        *("lost", "lose", "loses", "losing", "destroyed", "killed", "perdu", "perdus", "perdues"),
        *("detruites", "perdi", "perdido", "perdidos", "perdidas", "perdio", "quito", "quitaron"),
        *("perso", "persi", "perse", "verloren", "verliere", "verlor", "zerstort", "vernichtet"),
        *("verloor", "kwijt", "stracil", "stracilem", "stracilam", "forlorade", "forlorat"),
        *("mistet", "mistede", "tabte", "ztratil", "menetin", "menetti"),
    }
)
"""Words saying units were lost, next to their count (`lost me 2 units`, `perdu 2 unités`, `2
Einheiten verloren`), in the languages players write: what a campaign took, never the army's size."""


_KEPT_BACK = frozenset(
    {
        *("reserve", "reserves", "reinforcement", "reinforcements", "reserva", "reservas", "refuerzos"),
        *("verstarkung", "verstarkungen", "renfort", "renforts", "riserva", "rinforzi", "rezerwie"),
        *("rezerwa", "posilki", "reserv", "forstarkning", "forstarkningar", "versterking", "versterkingen"),
    }
)
"""Words after a count of units saying they are kept back or come later (`2 units in reserve`, `2
Einheiten Verstärkung`), in the languages players write: a part of the army, never its size."""


def _count(word: str) -> int | None:
    if _NUMBER.match(word):
        return int(word)
    return COUNT_WORDS.get(word) if word not in ("a", "an") else None


def _unbracketed(name: str) -> str:
    return _BRACKETED.sub("", name).strip()


def _at(said: list[str], spelt: list[str]) -> int | None:
    size = len(spelt)
    if not size:
        return None
    return next((at for at in range(len(said) - size + 1) if said[at : at + size] == spelt), None)


def _holds(said: list[str], spelt: list[str]) -> bool:
    return _at(said, spelt) is not None


_NONE_OF = on_first_use(
    r"^[^:()\[\]]{1,40}?(?::|\s[-–—]+|\s*\()\s*(?:none|nil|zero|kein(?:e[rs]?)?|aucune?|ningun[oa]|nessun[oa]|geen|brak"
    r"|żadnych|ingen|inga|žádn[ýéá]|no|nein|non|nie|ne)\s*(?:[.,;!)]|$)",
    re.IGNORECASE,
)
"""A type, then a word saying the list has none of it, alone or before a comma's remark: `Gas: none,
the wind was wrong`, `Air Ace - nil`, `Artillerie: keine`, `Tanks (none)`; not `Tank: no radio`.
Over the units too (`Velitel: žádný` in a game with no general): never the army's name."""


def says_none(line: str) -> bool:
    """Whether a line names a type only to say the list has none of it: no unit, but talk."""
    return _NONE_OF.match(plain_text(line).strip()) is not None
