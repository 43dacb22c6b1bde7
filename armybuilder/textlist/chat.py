"""Lists copied from a phone's chat or a group's post: each message's stamp and writer
(`[7/5/27, 6:31 PM] Hemi Rangi: 3 inf`, `19.04.27, 21:02 - Jase: plt 1`) come off its line, or
are a line of their own over the message (`Ciarán — Today at 21:42`); a
post's header (`Darren Pike ▶ OHW Down Under`) and its date give no line of the list, and other
writers' messages and a post's comments are set apart as a reply's quoted lines are, and counted
apart from them. Who wrote the list is known as a mail's sender is, by a name the program shows,
not by a line of the list: no player of its own; a group's name may name the system, as a mail's
subject does. Apart from the reader because how phones and
sites lay out a message changes with them, not with how players write units.
"""

import itertools
import re
from collections import Counter
from dataclasses import dataclass

from armybuilder.patterns import on_first_use

_DATE = r"\d{1,4}(?:[./-]|\.\s)\d{1,2}(?:[./-]|\.\s)\d{1,4}"
"""A day's date: `2027-05-03`, `03/05/2027`, `03.05.27`, and `3. 5. 2027` spaced after its points as
Czech and Slovak write it."""
_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[ap]\.?\s?m\.?)?"
_MESSAGE = on_first_use(
    rf"^\u200e?\[?{_DATE},?\s+{_TIME}\]?"
    r"\s*(?:[-–]\s+)?(?P<who>[^:\[\]]{1,40}?):\s?(?P<said>.*)$",
    re.IGNORECASE,
)
"""A chat export's message: its date and time (`[7/5/27, 6:31:40 PM]`, `19.04.27, 21:02 -`), who
wrote it, then what they wrote."""
_NOTICE = on_first_use(rf"^\u200e?{_DATE},?\s+{_TIME}\s+[-–]\s+\S")
"""A line the chat program writes itself, stamped as a message but with no writer (WhatsApp's
`12/03/2025, 19:40 - Messages and calls are end-to-end encrypted...`, `... - Gaz created group`):
no word of the list, and no line that hides the chat under it."""
_DAYS = (
    *("today", "yesterday", "hoy", "ayer", "heute", "gestern", "aujourd['’]hui", "hier", "vandaag"),
    *("gisteren", "oggi", "ieri", "dzisiaj", "dziś", "wczoraj", "hoje", "ontem", "idag", "igår"),
    *("i dag", "i går", "tänään", "eilen", "dnes", "včera"),
)
"""The words a chat program writes for a message's day in the languages players chat in (`Today
at 21:42`, `Hoy a las 21:42`, `Heute um 21:42`)."""
_CLOCK = r"\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?"
_CLOCK_DOTTED = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[ap]\.?m\.?)?"
"""Telegram's time inside its stamp's brackets, with the point Finnish, Danish and Norwegian set
it with (`Mikko Virtanen, [15.3.2026 21.04]`): the brackets after the name's comma make it a stamp."""
_WRITER = r"[^\W\d_][^:\[\]\d()]{0,39}?(?:\s\([^():\[\]]{1,30}\))?"
"""A chat's writer: a name with no figure, but for a nickname in brackets (`Wiremu (2nd Maori)`)."""
_HEADED = on_first_use(
    rf"^(?P<who>{_WRITER})(?:\s+[—–-]\s+|\s+)"
    rf"(?:{_DATE},?\s+{_CLOCK}|(?:{'|'.join(_DAYS)})(?:\s+[^\W\d_]{{1,5}}\.?){{0,2}}\s+{_CLOCK}"
    rf"|\d{{1,2}}:\d{{2}}\s?[ap]\.?m\.?)$"
    rf"|^(?P<sender>{_WRITER}),\s*\[{_DATE},?\s+{_CLOCK_DOTTED}\]$"
    rf"|^(?P<handle>[^\W_][\w.]{{1,31}})\s+[—–-]\s+{_DATE},?\s+{_CLOCK}$",
    re.IGNORECASE,
)
"""A message's writer and stamp on a line of their own, what they wrote on the lines under it:
Discord's `GuillaumeLeb — 2024-02-11 19:03`, `Ciarán — Today at 21:42`, Slack's `Ana  9:14 PM`,
Telegram's `Nicolás Ferreyra, [12.03.24 21:14]`. A program writes its times with a colon (but in
Telegram's brackets, `[15.3.2026 21.04]`) and no
name holds a figure: `Round 1 — 10:00`, `Total — 1.00` or `Saturday 09:30` over a list's parts
are a schedule's lines, not writers; but a user's handle of one word before a whole date does
(`bigsteve_77 — 26/11/2026 19:22`)."""
_STAMP_FIRST = on_first_use(
    rf"^\[{_DATE},?\s+{_CLOCK}\]\s+(?P<who>[^\W_][^:\[\]()]{{0,39}}?)$", re.IGNORECASE
)
"""A message's stamp in brackets, then its writer, on a line of their own over what they wrote, as
a Discord exporter writes it (`[12/1/2026 9:14 PM] DocHolliday88`): a user's name may hold figures."""
_RULE = on_first_use(r"^={20,}$")
"""The rule an exporter draws over and under its header and under its footer (a line of `=`)."""
_FIELD = on_first_use(r"^[^\W\d_][^\W\d]{0,20}:\s")
"""A field of an exporter's header: `Guild: Club Night`, `Channel: #lists`, `Topic: ...`."""
_EXPORTED = on_first_use(r"^Exported \d+ messages?(?:\(s\))?$", re.IGNORECASE)
"""An exporter's footer counting what it copied: `Exported 5 message(s)`."""
_DAY_STAMP = rf"\d{{1,2}}\.?\s+[^\W\d_]{{3,9}}\.?\s+\d{{4}},?\s+{_CLOCK}"
"""A day written with its month's name, then the time: Signal's `14 mar 2025, 20:11`."""
_STAMPED_AFTER = on_first_use(
    rf"^(?P<who>{_WRITER})\s+[\[(](?:[^\W\d_]{{2,9}}\.?,?\s+)?(?:{_DATE},?\s+{_CLOCK}|{_DAY_STAMP})[\])]"
    r":\s?(?P<said>.*)$",
    re.IGNORECASE,
)
"""A message copied as its writer, the day and time in brackets, then a colon and what they wrote:
`Callum Doyle (Mon 30 Nov 2026, 9:07 PM): Guards Armoured Div`."""
_WRITER_ALONE = on_first_use(rf"^(?P<who>{_WRITER})$")
_STAMP_ALONE = on_first_use(rf"^(?:{_DATE},?\s+{_CLOCK}|{_DAY_STAMP})$", re.IGNORECASE)
"""The day and time on a line of their own under a message's writer, as Signal's desktop copies
a message: `Luca Bernardi`, then `14 mar 2025, 20:11`, then what Luca wrote."""
_MAX_STAMP = 120
"""The longest line tried as a stamp: a writer's name and a time are short, and a line of a
stranger's making is not searched at length."""
_SHORTCODE = on_first_use(r"(?<!\S):[a-z0-9_+-]{2,30}:(?!\S)")
"""An emoji as Discord and Slack copy it, its name between colons (`total 36 :shamrock:`): no word
of the list."""
_EDITED = on_first_use(
    r"\s*\((?:edited|bearbeitet|modifié|editado|bewerkt|modificato|edytowano|redigerad|redigeret|muokattu)\)\s*$",
    re.IGNORECASE,
)
"""The mark a chat program sets after a message its writer changed (`total 36 (edited)`), in the
languages it is set up in: no word of the list."""
_TIME_ALONE = on_first_use(rf"^\[?{_TIME}\]?$", re.IGNORECASE)
"""The time a chat shows alone before a writer's next message under the same name (Slack's `9:15`)."""
_NICKNAME = on_first_use(r"\s*\([^()]*\)$")
"""What a chat shows in brackets after its writer's name (`Ciarán (Fenian Ram)`): a nickname or a
regiment, no part of the player's name."""
_HEADER = on_first_use(r"^(?P<who>[^▶►▸]{2,60}?)\s+[▶►▸]\s+(?P<place>\S.{0,80})$")
"""A group post's first line: its writer, then the group it was posted in (`▸` as Facebook copies it)."""
_POSTED_AT = on_first_use(r"^[^·]{0,40}\d[^·]{0,40}·[^\w]*$")
"""The date under a post's header: `13 April at 22:05 · 🌏`, `2 h ·`."""
_REACTIONS = frozenset(
    {
        *("like", "comment", "share", "reply", "all", "reactions", "liker", "kommenter", "del", "gilla"),
        *("kommentera", "dela", "tykkää", "kommentoi", "jaa", "j'aime", "commenter", "partager", "lubię"),
        *("skomentuj", "udostępnij", "komentarz", "gefällt", "kommentieren", "teilen", "piace", "commenta"),
        *("condividi", "gusta", "comentar", "compartir", "curtir", "compartilhar", "vind", "leuk"),
        *("reageren", "delen", "synes", "godt", "líbí", "komentovat", "sdílet", "tetszik", "megosztás"),
        *("comments", "shares", "kommentare", "commentaires", "partage", "partages", "comentarios"),
        *("commenti", "condivisioni", "komentarze", "komentarzy", "kommentarer", "kommenttia"),
    }
)
"""Words of a post's row of reactions in the languages players post in (`👍 Like 💬 Comment ↗ Share`)."""
_TALLIED = on_first_use(r"^[^\w\s]+\s*\d+\b.*\d")
"""A post's count of reactions, then of its comments or shares: `👍❤️ 23    8 comments`."""
_COUNTED = on_first_use(
    r"(?<!\w)(?:\d{1,3}\s?[x×]|[x×]\s?\d{1,3})(?!\w)|(?:^\W{0,3}|:\s+)\d{1,3}\s+[^\W\d_]", re.IGNORECASE
)
"""A count as a list's entry writes one (`2x Tank`, `Rifles x4`, `- 3 inf`, `1. Zug: 4 Tiger`): a
message of the list."""
QUOTED = "> "
"""How a line that is another's words is handed to the reader: as a reply's quoted line, read only
where the writer's own lines hold no list, and counted in the note that says lines were skipped."""


@dataclass(frozen=True)
class Posted:
    """A text's lines as its messages say them, who wrote the list, and where it was posted."""

    lines: list[str]
    writer: str = ""
    place: str = ""
    others: frozenset[int] = frozenset()
    """The lines (from 0) of other writers' messages or a post's comments, set apart (with `> `)
    from the list."""
    answers: frozenset[int] = frozenset()
    """The lines (from 0) of the writer's answers to another's message in its own words (`tankki,
    tankki` under `Onko se BT-42 nyt tankki vai tykki`): a reply, no units of the list."""


def posted(lines: list[str]) -> Posted:
    """`lines` as the reader takes them (each keeping its number): a chat's stamps and writers
    taken off, other writers' messages quoted; a post's header and date blanked, its row of
    reactions and the comments under it quoted. The text's own lines where it is neither."""
    first = next((n for n, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return Posted(lines)
    if _RULE.match(lines[first].strip()) and (exported := _exported(lines, first)) is not None:
        lines, first = exported
    while _NOTICE.match(lines[first].strip()) and not _MESSAGE.match(lines[first].strip()):
        # the program's notices opening the export, one or several (`... encrypted`, `Gaz created group`)
        after = next((n for n in range(first + 1, len(lines)) if lines[n].strip()), None)
        if after is None:
            break
        first = after
    for form, longest in (
        (_MESSAGE, None),
        (_STAMPED_AFTER, None),
        (_HEADED, _MAX_STAMP),
        (_STAMP_FIRST, _MAX_STAMP),
    ):
        if _stamp(form, longest, lines[first]):
            messages = {n: found for n, line in enumerate(lines) if (found := _stamp(form, longest, line))}
            if len(messages) >= 2:
                return _chat(lines, messages)
    if (written := _written_over_stamps(lines, first) or _written_over_times(lines, first)) is not None:
        return _chat(lines, written)
    header = _HEADER.match(lines[first].strip())
    dated = next((n for n in range(first + 1, len(lines)) if lines[n].strip()), None)
    if header is None or dated is None or not _POSTED_AT.match(lines[dated].strip()):
        return Posted(lines)
    kept = list(lines)
    kept[first] = kept[dated] = ""
    bar = next((n for n in range(dated + 1, len(kept)) if _reactions(kept, n)), len(kept))
    kept[bar:] = [f"{QUOTED}{line}" if line.strip() else line for line in kept[bar:]]  # others' comments
    others = frozenset(n for n in range(bar, len(kept)) if kept[n].strip())
    return Posted(kept, header.group("who").strip(), header.group("place").strip(), others)


def _exported(lines: list[str], first: int) -> tuple[list[str], int] | None:
    """An exporter's copy of a channel (DiscordChatExporter's text): its header between two rules,
    fields alone (`Guild: ...`, `Channel: ...`), and its footer (`Exported 5 message(s)` over a
    rule) blanked as the program's words, with the first line after the header; None where the
    text opens with no such header."""
    close = next(
        (n for n in range(first + 1, min(first + 10, len(lines))) if _RULE.match(lines[n].strip())), None
    )
    if close is None or not all(_FIELD.match(lines[n].strip()) for n in range(first + 1, close)):
        return None
    kept = [""] * (close + 1) + lines[close + 1 :]
    end = len(kept)
    while end > close + 1 and (not kept[end - 1].strip() or _RULE.match(kept[end - 1].strip())):
        end -= 1
    if end > close + 1 and _EXPORTED.match(kept[end - 1].strip()):
        kept[end - 1 :] = [""] * (len(kept) - end + 1)
    after = next((n for n in range(close + 1, len(kept)) if kept[n].strip()), None)
    return (kept, after) if after is not None else None


def _written_over_stamps(lines: list[str], first: int) -> dict[int, re.Match[str]] | None:
    """The writers' lines of a chat whose stamps stand on the line under them (Signal's desktop
    copy), where the text opens with one and holds two at least; their stamps are blanked as a
    time alone is. None else: only the first line and the one under it are tried on any text."""

    def writer(n: int) -> re.Match[str] | None:
        below = n + 1 < len(lines) and _stamp(_STAMP_ALONE, _MAX_STAMP, lines[n + 1]) is not None
        return _stamp(_WRITER_ALONE, _MAX_STAMP, lines[n]) if below else None

    if writer(first) is None:
        return None
    written = {n: found for n in range(first, len(lines)) if (found := writer(n)) is not None}
    return written if len(written) >= 2 else None


def _written_over_times(lines: list[str], first: int) -> dict[int, re.Match[str]] | None:
    """The writers' lines of a chat whose times stand alone under each message (`Bram Kuiper`, what
    he wrote, `21:40`, as a phone's copy sets them), where the text opens with a writer's name and
    ends with a time, and each time before the last has a writer's name next: two writers' lines
    at least. None else: the last line is tried first on any text."""
    last = next((n for n in range(len(lines) - 1, first, -1) if lines[n].strip()), None)
    head = _stamp(_WRITER_ALONE, _MAX_STAMP, lines[first])
    if last is None or head is None or not _stamp(_TIME_ALONE, _MAX_STAMP, lines[last]):
        return None
    written = {first: head}
    for n in range(first + 1, last):
        if _TIME_ALONE.match(lines[n].strip()):
            after = next(m for m in range(n + 1, last + 1) if lines[m].strip())
            if (found := _stamp(_WRITER_ALONE, _MAX_STAMP, lines[after])) is None:
                return None  # `19:30` over the list's parts: a schedule's time, no message's
            written[after] = found
    return written if len(written) >= 2 else None


def _stamp(form: re.Pattern[str], longest: int | None, line: str) -> re.Match[str] | None:
    """A line's stamp as `form` writes it, on a line no longer than `longest` where a stamp stands alone."""
    return form.match(line.strip()) if longest is None or len(line) <= longest else None


def _chat(lines: list[str], messages: dict[int, re.Match[str]]) -> Posted:
    """A chat's messages, a line with no stamp going on with the message above it (or, where the
    stamp has a line of its own, the message itself): the list is the messages of whoever wrote
    most of its entries (the first of them to write, if as many); the others' are quoted, so a
    second list or a remark never joins it unsaid."""
    said: dict[int, tuple[str, str]] = {}
    stamps = set(messages)  # lines that are a stamp alone, blank in what is read
    who = ""
    for number, line in enumerate(lines):
        bare = line.strip()
        if (found := messages.get(number)) is not None:
            who = (found.group("who") or found.group("sender") or found.group("handle")).strip()
            if found.groupdict().get("said") is not None:
                said[number] = (who, found.group("said"))
        elif (who and (_TIME_ALONE.match(bare) or _STAMP_ALONE.match(bare))) or _NOTICE.match(bare):
            stamps.add(number)
        elif who and bare:
            said[number] = (who, line)
    entries: Counter[str] = Counter()
    spoken: Counter[str] = Counter()
    for writer, text in said.values():  # in the order they wrote: a tie goes to the first
        entries[writer] += _COUNTED.search(text) is not None
        spoken[writer] += 1
    kept = ["" if number in stamps else line for number, line in enumerate(lines)]
    if not spoken:
        return Posted(kept)
    writer = max(spoken, key=lambda name: (entries[name], spoken[name] if not entries[name] else 0))
    for number, (name, text) in said.items():
        text = _EDITED.sub("", _SHORTCODE.sub("", text))
        kept[number] = text if name == writer else f"{QUOTED}{text}"
    others = frozenset(number for number, (name, _) in said.items() if name != writer)
    return Posted(kept, _NICKNAME.sub("", writer), others=others, answers=_answers(said, writer))


def _answers(said: dict[int, tuple[str, str]], writer: str) -> frozenset[int]:
    """The writer's lines that answer another's message by its own words or by the asker's name,
    counting nothing: all the writer says between that message and the next one's (`tankki,
    tankki` after `Onko se BT-42 nyt tankki vai tykki`, tank or gun?; `o Sherman é o tanque,
    Diego` after Diego's message) speaks of what was asked, no unit to add."""
    runs: list[tuple[str, list[int]]] = []
    for number, (name, _) in sorted(said.items()):
        if runs and runs[-1][0] == name:
            runs[-1][1].append(number)
        else:
            runs.append((name, [number]))
    answered: set[int] = set()
    for (asker, asked), (name, numbers) in itertools.pairwise(runs):
        if asker == writer or name != writer:
            continue
        words = {word for number in numbers for word in _words(said[number][1])}
        counted = any(_COUNTED.search(said[number][1]) for number in numbers)
        if counted or not words:
            continue
        named = _words(asker)[:1]  # `o Sherman é o tanque, Diego`: the asker addressed by name
        if words <= {word for number in asked for word in _words(said[number][1])} or set(named) & words:
            answered.update(numbers)
    return frozenset(answered)


def _reactions(lines: list[str], number: int) -> bool:
    """Whether a line begins a post's row of buttons: reaction words and little else
    (`👍 Like  💬 Comment  ↗ Share`), or one alone with another on the next line, as a
    desktop's copy sets them (`Like`, then `Comment`)."""
    words = _words(lines[number])
    known = [word for word in words if word in _REACTIONS]
    if len(set(known)) >= 2 and len(known) >= 0.75 * len(words):
        return True
    if known and len(known) == len(words) and _TALLIED.match(lines[number].strip()):
        return True  # `👍❤️ 23    8 comments`: the post's reactions and comments counted
    after = next((n for n in range(number + 1, len(lines)) if lines[n].strip()), None)
    return bool(words) and len(known) == len(words) and after is not None and _only_reactions(lines[after])


def _only_reactions(line: str) -> bool:
    words = _words(line)
    return bool(words) and all(word in _REACTIONS for word in words)


def _words(line: str) -> list[str]:
    return re.findall(r"[^\W\d_][\w']*", line.casefold())
