"""Reading and writing `lock.json`, the lists an event locked when they were handed in."""

import json
import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from armybuilder.engine.compare import player_key, source_label
from armybuilder.engine.fingerprint import fingerprint, roster_data
from armybuilder.engine.index import index_of
from armybuilder.engine.lock import in_current_contents
from armybuilder.errors import InputError, Location
from armybuilder.events.event_file import event_problems
from armybuilder.files.atomic import write_text
from armybuilder.files.catalogs import CatalogSet, UnknownSystem
from armybuilder.files.json_text import indented_json
from armybuilder.files.text import read_text
from armybuilder.files.yaml.explain import schema_problems, validate
from armybuilder.schema.event import Event
from armybuilder.schema.lock import FORMAT, Lock
from armybuilder.schema.roster import Roster

_HINT = "give the lock.json that `armybuilder event pack` wrote"


def read_lock(path: Path) -> Lock:
    """The lock in `path`; an InputError naming line and column if it is not one."""
    return lock_in(read_text(path), path)


def lock_in(text: str, path: Path) -> Lock:
    """The lock `text` holds, as read from `path`; an InputError naming line and column if it is not one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise InputError(
            "file.syntax",
            f"this is not JSON: {error.msg}",
            file=path,
            at=Location(error.lineno, error.colno),
            hint=_HINT,
        ) from None
    except (RecursionError, ValueError):  # nested past Python's stack, or a number past 4,300 digits
        raise InputError(
            "file.syntax",
            "this is not a lock file: it is nested too deep or holds too long a number",
            file=path,
            hint=_HINT,
        ) from None
    if not isinstance(data, dict) or ("players" not in data and "lists" not in data):
        raise InputError(
            "file.schema", "this is not a lock file (it has no `players`)", file=path, hint=_HINT
        )
    if "lock" not in data or data["lock"] == 2:
        return _upgraded(data, text, path)
    if data["lock"] != FORMAT:
        raise InputError(
            "file.schema",
            f"this is a lock of format {data['lock']!r}; this version reads formats 1, 2 and 3",
            file=path,
            hint="use the armybuilder that wrote it, or a newer one",
        )
    return validate(Lock, data, text=text, file=path)


def _upgraded(data: dict[str, Any], text: str, path: Path) -> Lock:
    """A lock of format 1 or 2 as format 3 keeps it: its lists' fingerprints worked out again,
    their labels made. Their models are loaded only here, where such a lock is read."""
    from armybuilder.schema.lock_older import LockV1, LockV2, Upgrade

    upgrade = Upgrade(fingerprint, source_label)
    if "lock" not in data:  # format 1 named no format
        return validate(LockV1, data, text=text, file=path).upgraded(player_key).upgraded(upgrade)
    return validate(LockV2, data, text=text, file=path).upgraded(upgrade)


def write_lock(lock: Lock, path: Path) -> None:
    """Write `lock` to `path` in format 3 (whatever format it was read from), keeping the lock it
    replaces as `lock.json.bak`."""
    write_text(path, lock_text(lock), backup=True)


_BEYOND_JSON = re.compile(r"[^\x00-\x7e]")
"""What JSON writes as it stands that may not be printable: DEL, and every character beyond ASCII."""


def lock_text(lock: Lock) -> str:
    """The lock as written: JSON, two-space indented, keys in the contract's order. A character
    that is not printable (a C1 control or a bidi override in a player's name) is escaped, so the
    lock reads back (the text reader refuses controls, as YAML does) and `cat` of it obeys none."""
    text = indented_json(lock.model_dump(mode="json")) + "\n"
    return _BEYOND_JSON.sub(_escaped_unless_printable, text)


def _escaped_unless_printable(found: re.Match[str]) -> str:
    character = found.group()
    # Such a character can only be inside a JSON string, where its escape is the same value.
    if character.isprintable():
        return character
    # json.dumps escapes a character beyond ASCII (one beyond U+FFFF as its two halves), not DEL.
    return "\\u007f" if character == "\x7f" else json.dumps(character)[1:-1]


def locked_event(lock: Lock, path: Path, catalogs: CatalogSet) -> Event:
    """The event `lock` was made under, as its rules can still be applied; an InputError saying why not."""
    data = lock.event.content or {"event": 1, "name": lock.event.name, "system": lock.event.system}
    try:
        event = Event.model_validate(data)
    except ValidationError as error:  # said as an event file's problems are, not in pydantic's words
        found = schema_problems(Event, error, data, text="", file=path)
        reasons = "; ".join(f"{p.where}: {p.message}" if p.where else p.message for p in found)
        raise InputError(
            "file.schema", f"the lock's event cannot be read: {reasons}", file=path, hint=_HINT
        ) from None
    if (event.name, event.system) != (lock.event.name, lock.event.system):
        raise InputError(
            "file.schema",
            f"the lock names the event {lock.event.name!r} ({lock.event.system}) but holds {event.name!r} "
            f"({event.system})",
            file=path,
            hint=_HINT,
        )
    try:
        catalog = catalogs.get(event.system)
    except UnknownSystem as unknown:
        raise InputError(
            "file.schema", f"the lock's event plays `{event.system}`: {unknown.message}", file=path
        ) from None
    problems = event_problems(event, catalog)
    if problems:
        said = "; ".join(f"{where}: {message}" for where, message, _ in problems)
        raise InputError(
            "file.schema", f"the lock's event does not fit {catalog.name}: {said}", file=path, hint=_HINT
        )
    return event


def in_current_form(lock: Lock, catalogs: CatalogSet) -> Lock:
    """The lock with its lists' contents as this version makes them, by its system's catalog (an
    older lock left out an element's group defaults), so a list is compared with them as with a
    list locked now; as it is where that catalog cannot be read, its lists compared as kept."""
    try:
        catalog = catalogs.get(lock.event.system)
    except (UnknownSystem, InputError):
        return lock
    return in_current_contents(lock, index_of(catalog))


def locked_roster(
    contents: dict[str, Any], *, system: str, name: str, player: str | None, path: Path
) -> Roster:
    """The roster of a list the lock keeps, from its contents; where a hand-edited lock's contents
    are no army, an InputError whose message says what of them is not, in our words
    (`units[0].base: expected a mapping ...`), never pydantic's."""
    try:
        data = roster_data(contents, system=system, name=name, player=player)
    except (ValueError, TypeError, AttributeError) as error:
        raise InputError("file.schema", str(error), file=path, hint=_HINT) from None
    try:
        return validate(Roster, data, text="", file=path)
    except InputError as error:
        said = "; ".join(
            f"{d.where}: {d.message}" if d.where else d.message for d in error.details or (error,)
        )
        raise InputError("file.schema", said, file=path, hint=_HINT) from None


def same_event(lock: Lock, event: Event, lock_path: Path, event_path: Path) -> None:
    """Nothing if `lock` is `event`'s; an InputError naming both events if not, or, for the same
    event edited since the lock, what changed in it."""
    content = lock.event.content
    theirs = f"{lock.event.name!r} ({lock.event.system})"
    if (lock.event.name, lock.event.system) != (event.name, event.system):
        raise InputError(
            "file.schema",
            f"this lock is of {theirs}, not of {event.name!r} ({event.system}) as {event_path} now reads",
            file=lock_path,
            hint="give the lock that `event pack` wrote for this event",
        )
    now = event.model_dump(mode="json")
    if content is not None and not lock.event.partial and content != now:
        changed = sorted(key for key in {*content, *now} if content.get(key) != now.get(key))
        raise InputError(
            "file.schema",
            f"this lock is of {theirs} as it was when locked; {event_path} has changed since "
            f"({', '.join(changed)})",
            file=lock_path,
            hint=(
                "leave out --event to judge by the event as locked (packing again keeps it); to lock the"
                " lists under the changed file, pack them into a new folder"
            ),
        )
