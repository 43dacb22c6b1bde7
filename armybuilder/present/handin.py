"""Every word of the event's web page (`event serve`): the event's facts, a check's reading and
findings, a hand-in's receipt, a player's status and history, the organiser's rows, and what
the server answers when it refuses. Data for the templates, which only lay it out and escape it;
and the JSON twins' objects, as the contract gives them."""

from __future__ import annotations

import datetime
import unicodedata
from dataclasses import dataclass
from typing import Any

from armybuilder.checking.checked import Checked
from armybuilder.checking.lists import ListFile
from armybuilder.engine.words import amount, counted, plain, totals
from armybuilder.present.advice import on_the_page
from armybuilder.present.checked import as_json
from armybuilder.present.custody import FOR_PLAYER, status_note
from armybuilder.present.findings import file_words
from armybuilder.present.reading import reading_rows
from armybuilder.present.verdicts import verdict_word
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.event import Event
from armybuilder.schema.lock import PENDING
from armybuilder.terminal import printable

PAGE: dict[str, str] = {
    "handed_in": "Handed in",
    "army": "Army",
    "fingerprint": "Fingerprint",
    "received": "Received",
    "status": "Status",
    "waits": " (waits for the organiser)",
    "your_list": "Your list",
    "paste": "Paste your list",
    "or_file": "or choose its file",
    "check": "Check",
    "hand_in": "Hand in this list",
    "your_lists": "Your lists",
    "published_lists": "Every player's list, as published",
    "withdraw_me": "Withdraw from the event",
    "withdraw_sure": "I mean it: only the organiser can take me back",
    "organiser": "organiser",
    "private_links": "Private links",
    "links_once": "Send each player their own link; only its fingerprint is kept, so copy it now or download the invitation.",
    "invitation": "invitation (.eml)",
    "players": "Players",
    "player": "Player",
    "verdict": "Verdict",
    "new_link": "New link",
    "add_players": "Add players",
    "name": "Name",
    "email": "E-mail",
    "csv": "or paste CSV rows: name,email",
    "add": "Add",
    "lists": "Lists",
    "lock": "Lock and pack",
    "accept_of": "Accept the waiting list of (name, address or id)",
    "accept": "Accept",
    "withdraw_of": "Withdraw or take back (name, address or id)",
    "withdraw": "Withdraw",
    "take_back": "Take back",
    "summary": "summary.csv",
    "judges_pack": "judges' pack (PDF)",
    "notes": "players' notes and drafts",
    "lock_json": "lock.json",
    "publish": "Publish the lists",
    "the_published": "The published lists",
    "register_yaml": "register (PLAYERS.yaml)",
    "register_csv": "register (CSV)",
    "backup": "backup of the store",
    "game": "Game",
    "limit": "Limit",
    "date": "Date",
    "deadline": "Deadline",
    "extra_rules": "Extra rules",
    "fix": "Fix:",
    "how_read": "How it was read",
    "line": "Line",
    "you_wrote": "You wrote",
    "player_wrote": "The player wrote",
    "read_as": "Read as",
    "none_yet": "No list handed in yet.",
    "every_player": "← every player",
    "back": "← back to the page",
    "history": "History",
    "valid": verdict_word(True),
    "not_valid": verdict_word(False),
}
"""The pages' own words (headings, labels, buttons), which the templates lay out as `say`."""


def serving_lines(event: str, folder: str, link: str, *, every_address: str = "") -> list[str]:
    """What `event serve` says once it listens; `every_address`, the host it was given where that
    is every address of the computer (0.0.0.0) and no --url says which one players will use."""
    said = [f"Serving {event} from {folder}", f"Organiser's page: {link}"]
    if every_address:
        said.append(
            f"The players' links and drafts carry {every_address}, which their machines cannot open: "
            "give --url with this computer's address as they reach it (--url http://192.168.1.20:8100)."
        )
    return [*said, "Keep that address to yourself: it opens every player's list. Press Ctrl+C to stop."]


# Refusals: (code, message).
NOT_FOUND = ("not-found", "There is no page here. Ask the organiser for your link.")
FOREIGN_ORIGIN = ("foreign-origin", "This form was sent from another site, so it was refused.")
NO_FORM_TOKEN = (
    "form-token",
    "This form was sent without its page's token; reload the page and send it again.",
)
MALFORMED = ("malformed", "The request could not be read: send JSON {{{fields}}}, or the page's form.")


def too_large(what: str, most: int) -> tuple[str, str]:
    return "too-large", f"The {what} is larger than {most // 1024:,} KB, the most this page takes."


def rate_limited(most: int, seconds: int) -> tuple[str, str]:
    return (
        "rate-limited",
        f"At most {most} checks, hand-ins and withdrawals a minute: try again in {counted(seconds, 'second')}.",
    )


TITLES = {
    400: "Not done",
    403: "Refused",
    404: "Not here",
    413: "Too large",
    429: "Too many at once",
}


def refusal_title(status: int) -> str:
    """The heading of a page that refuses a request: what kind of refusal it is."""
    return TITLES.get(status, "Failed")


def refused(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


# The organiser's register.


def player_refused(name: str, email: str, deliverable: bool, most: int) -> str:
    """Why a player cannot be added; '' where they can."""
    if not name:
        return "Give the player's name."
    if len(name) > most or len(email) > most:
        return f"A name or an address is at most {most} characters."
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in name + email):  # Cs: half a character
        return "A name or an address holds a control character, or a broken one: type it again."
    if not email:
        return f"Give {name}'s e-mail address: their invitation goes to it, and lists are theirs by it."
    if not deliverable:
        return f"{email} is not an e-mail address a mail program can send to; check it."
    return ""


def address_taken(email: str, name: str) -> str:
    return f"{email} is {name}'s already: an address is one player's."


def too_many_rows(rows: int, most: int) -> str:
    return f"The pasted players are {rows:,} rows; add at most {most:,} at once."


def cannot_hand_in() -> str:
    return "This list cannot be handed in: check it, and mend what the check shows."


def stored_unsound(store: str, unsound: list[str], most: int, text: int) -> str:
    return (
        f"{store} holds what `armybuilder event serve` never keeps ({', '.join(unsound[:10])}"
        f"{', …' if len(unsound) > 10 else ''}: a list over {most // 1024} KB, a text over "
        f"{text // 1024} KB, a player not in its register, or a receipt that is no time); it was "
        "changed since, or made elsewhere: give the event.sqlite of its data folder"
    )


def too_many_hand_ins(most: int, size: int) -> str:
    return (
        f"You have handed in as much as one player may ({most} lists, or {size // 1024:,} KB of "
        "lists together): your newest stands. Ask the organiser if it must change."
    )


NO_LIST_GIVEN = "Paste a list, or choose its file, first."
NOT_PUBLISHED = ("not-published", "The lists are not published yet.")
FAILED = ("failed", "This request could not be answered.")
WITHDRAWN = (
    "You have withdrawn from the event: a list you hand in now is kept, but none of yours is played "
    "unless the organiser takes you back."
)
LOCKED = "Locked: the pack is written."
PUBLISHED = "Published: players can see every list now."


def accepted_notice(players: list[str]) -> str:
    return f"Accepted: {', '.join(players) if players else 'no list of theirs waited'}."


def withdrawn_notice(players: list[str], *, undo: bool) -> str:
    done = ", ".join(players) if players else "no one (already so)"
    return f"{'Taken back' if undo else 'Withdrawn'}: {done}."


def new_link_notice(name: str) -> str:
    return f"{name}'s old link no longer opens; send them this one."


def refused_rows(refused: list[dict[str, str]]) -> str:
    return " ".join(f"{one['name'] or one['email'] or 'A row'}: {one['why']}" for one in refused)


def since_lock(lists: int) -> str:
    """What the organiser's page says of lists handed in since the last lock; '' for none."""
    if not lists:
        return ""
    return f"{counted(lists, 'list')} handed in since the last lock: lock again to take them in."


def unreadable_rows(why: str) -> str:
    return f"The pasted rows cannot be read as CSV ({why}); paste plain `name,email` lines."


def nothing_handed_in() -> str:
    return "No list has been handed in yet, so there is nothing to lock."


def no_lock() -> str:
    return "Nothing is locked yet: lock the event first."


# The event, as a player reads it.


def event_facts(
    event: Event, catalog: Catalog, now: datetime.datetime, *, organiser: bool = False
) -> dict[str, Any]:
    """The event's facts: name, system, limit, options, deadline and the time left, extra rules.
    The page names each option and its value as `check` does (`Figure scale: 15mm`); the JSON
    keeps the event file's ids and values."""
    names = {option.id: option.name for option in catalog.options}
    cost = catalog.costs[0].id if catalog.costs else ""  # `36 AP`, as the totals say it
    return {
        "name": event.name,
        "date": event.date.isoformat() if event.date else None,
        "organiser": event.organiser,
        "system": event.system,
        "system_name": catalog.name,
        "limit": event.limit,
        "limit_shown": f"{amount(event.limit)} {cost}".strip() if event.limit is not None else None,
        "options": {key: value for key, value in (event.options or {}).items()},
        "options_shown": [
            (names.get(key, key), plain(value)) for key, value in (event.options or {}).items()
        ],
        "deadline": event.deadline.isoformat() if event.deadline else None,
        "deadline_shown": local_time(event.deadline, event.deadline) if event.deadline else None,
        "time_left": time_left(event.deadline, now, organiser=organiser),
        "rules": [rule_words(rule) for rule in event.constraints],
    }


class _Bounds(dict[str, str]):
    """A rule's message's fields: its bounds filled in, what only a list gives (its count, its cost) left as '…'."""

    def __missing__(self, key: str) -> str:
        return "…"


def rule_words(rule: Any) -> str:
    """An extra rule of the event as a player reads it before building: its message with its
    bounds filled in, and where it is written."""
    bounds = _Bounds(
        {
            key: amount(value)
            for key in ("min", "max")
            if isinstance(value := getattr(rule, key, None), int | float)
        }
    )
    try:
        said = rule.message.format_map(bounds)
    except (ValueError, IndexError, AttributeError):  # a message with braces of its own
        said = rule.message
    return f"{said} ({rule.rule})" if rule.rule else said


def time_left(deadline: datetime.datetime | None, now: datetime.datetime, *, organiser: bool = False) -> str:
    """'2 days 3 hours left', or what a hand-in after the deadline does, said to the player or
    to the organiser."""
    if deadline is None:
        return "No deadline: hand in until the organiser locks the lists."
    left = deadline - now
    if left.total_seconds() <= 0:
        who = "you" if organiser else "the organiser"
        return f"The deadline has passed: a list handed in now waits for {who} to accept it."
    days, seconds = left.days, left.seconds
    hours, minutes = seconds // 3600, seconds % 3600 // 60
    if days:
        said = f"{counted(days, 'day')} {counted(hours, 'hour')}"
    elif hours:
        said = f"{counted(hours, 'hour')} {counted(minutes, 'minute')}"
    else:
        said = counted(max(minutes, 1), "minute")
    return f"{said} left"


def local_time(at: datetime.datetime, deadline: datetime.datetime | None) -> str:
    """A moment in the deadline's offset (UTC without one): '2027-03-07 21:14:05 +01:00'."""
    zone = deadline.tzinfo if deadline is not None and deadline.tzinfo is not None else datetime.UTC
    moment = at.astimezone(zone)
    offset = moment.strftime("%z")
    return f"{moment:%Y-%m-%d %H:%M:%S} {offset[:3]}:{offset[3:]}"


# A check, as the page shows it.


def read_as(checked: Checked) -> list[dict[str, str | None]] | None:
    """How a list written as text was read, a row per line (`line`, `text`, `became` or `why`);
    None for a roster file, which says exactly what it holds."""
    loaded = checked.loaded
    if checked.report is None or not isinstance(loaded, ListFile) or loaded.catalog is None:
        return None
    from armybuilder.textlist.readback import read_back

    rows = reading_rows(
        read_back(loaded.text, loaded.listed), loaded.listed.data, loaded.catalog, checked.report.costs
    )
    read = ("unit", "formation", "gave")
    return [
        {
            "line": row.lines,
            "text": row.text,
            "became": row.became if row.kind in read else None,
            "why": None if row.kind in read else row.became,
        }
        for row in rows
    ]


@dataclass(frozen=True)
class Finding:
    severity: str
    code: str
    place: str
    message: str
    fix: str


def findings(checked: Checked) -> list[Finding]:
    """Each error and warning, with what to do, as the player reads them: at its line, as
    `check` puts it, since a list pasted as text has no `units[1]` its player could find."""
    text = isinstance(checked.loaded, ListFile)
    said = []
    for number, problem in enumerate(checked.problems):
        words = file_words(problem, "player")
        at = checked.location(number)
        place = words.place if at is None else f"line {at.line}" if text else f"line {at.line}, {words.place}"
        if at is not None and words.message.startswith(f"line {at.line} "):
            place = ""  # the message names its line already
        said.append(
            Finding(
                words.severity,
                words.code,
                printable(place),
                printable(words.message),
                printable(on_the_page(words.code) or words.advice),
            )
        )
    return said


def verdict(checked: Checked) -> str:
    report = checked.report
    if report is None:
        return f"{verdict_word(False)}: the list could not be read"
    limits = totals(report.measures)
    errors = len(report.errors)
    said = f"{verdict_word(report.valid)}: {report.name}" + (f", {limits}" if limits else "")
    return said + (f"; {counted(errors, 'error')} to mend" if errors else "")


def checked_json(checked: Checked) -> dict[str, Any]:
    """`{"read_as", "report"}`: the reading and one object of `check --format json`."""
    return {"read_as": read_as(checked), "report": as_json(checked)}


# Statuses.


def status_words(status: str, valid: bool | None, *, before_deadline: bool) -> str:
    """What a player's status means for them. Before the deadline a list that is not valid is
    theirs to mend and hand in again, not a fix for the organiser to accept, as the pack's note
    (written for lists by mail) says."""
    if not status:
        return PAGE["none_yet"]
    if status == "withdrawn":
        return WITHDRAWN
    if before_deadline and status in ("locked", "updated") and valid is False:
        return f"{status}: {MEND_BEFORE_DEADLINE}"
    note = status_note(status, bool(valid)) or FOR_PLAYER.get(status, "")
    return f"{status}: {note}" if note else status


MEND_BEFORE_DEADLINE = f"Your list is {verdict_word(False)}: mend it and hand it in again before the deadline; the newest counts."


def is_pending(status: str) -> bool:
    return status in PENDING or status == "withdrawn"


# The invitation.


def invitation(event: Event, name: str, link: str, deadline: datetime.datetime | None) -> str:
    """The text of a player's invitation draft: their private link, and what to do with it."""
    due = f" by {local_time(deadline, deadline)}" if deadline is not None else ""
    return (
        f"Dear {printable(name)},\n\n"
        f"Hand in your list for {printable(event.name)}{due} on your own page:\n\n"
        f"  {link}\n\n"
        "Paste your list or upload its file, press Check to see how it was read and whether it is "
        "valid, then Hand in this list. You can hand in again until the deadline; the newest list "
        "counts. The link is yours alone: do not share it.\n"
    )
