"""Reading and writing `lock.json`, the lists an event locked when they were handed in."""

import json
from pathlib import Path

from armybuilder.atomic import write_text
from armybuilder.errors import InputError, Location
from armybuilder.explain import validate
from armybuilder.schema.lock import Lock
from armybuilder.textfile import read_text

_HINT = "give the lock.json that `armybuilder event pack` wrote"


def read_lock(path: Path) -> Lock:
    """The lock in `path`; an InputError naming line and column if it is not one."""
    text = read_text(path)
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
    if not isinstance(data, dict) or "lists" not in data:
        raise InputError("file.schema", "this is not a lock file (it has no `lists`)", file=path, hint=_HINT)
    return validate(Lock, data, text=text, file=path)


def write_lock(lock: Lock, path: Path) -> None:
    write_text(path, json.dumps(lock.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n")
