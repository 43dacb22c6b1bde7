"""Checked catalogs kept between runs, so a command need not read, check and lint them again.

An entry is the catalog as JSON, named by a key over everything its checks depend on: the
versions of armybuilder and pydantic, armybuilder's own source, and the bytes of every catalog
file on the search path (`extends:` may reach any of them). The cache folder is a place others
may write to (a shared home, a copied profile), so an entry is used only when its first line
authenticates the rest: an HMAC-SHA256 made with a key of the user's own (`key`, readable by them
alone). A file planted by anyone without that key, or damaged, is ignored, said in one line, and
rebuilt; and what is read is plain JSON data, never code, built again into the catalog's models
by their own annotations (`schema.stored`): it was validated when it was written, and an entry
of any other shape is rebuilt too.
"""

import contextlib
import hashlib
import hmac
import json
import os
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

import pydantic

from armybuilder.errors import InputError
from armybuilder.files.atomic import replacing
from armybuilder.files.opening import read_limited
from armybuilder.files.user_key import clear_away, user_key
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.stored import stored
from armybuilder.version import __version__

KEY = "key"
"""The file in the cache folder that holds the user's key."""
_MAC = hashlib.sha256().digest_size * 2
"""Hex digits of an entry's first line."""

Note = Callable[[str], None]


@cache
def source_stamp() -> str:
    """Every module of armybuilder by path, size and time, found once a run: its checks decide
    whether a catalog may be used, so a changed module makes every cached catalog stale."""
    stamps = []
    for folder, folders, files in os.walk(Path(__file__).parent.parent):  # the package, from files/
        folders[:] = sorted(name for name in folders if name != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                status = os.stat(os.path.join(folder, name))
                stamps.append(f"|{folder}/{name}|{status.st_size}|{status.st_mtime_ns}")
    return "".join(stamps)


def files_stamp(files: Iterable[Path], max_bytes: int) -> bytes | None:
    """The bytes of every catalog file on the search path, as one digest; None when one of them
    cannot be read (the catalog is then read afresh, and its error said)."""
    stamp = hashlib.sha256()
    try:
        for path in files:
            stamp.update(f"|{path}|".encode() + hashlib.sha256(read_limited(path, max_bytes)).digest())
    except (OSError, InputError):
        return None
    return stamp.digest()


def entry_for(folder: Path, file: Path, stamp: bytes, own: Path | None) -> Path | None:
    """Where the checked catalog of `file` is kept, for the catalog files as `stamp` (their
    `files_stamp`) says they are; None when its place cannot be found."""
    key = hashlib.sha256(f"{__version__} {pydantic.VERSION} {file} {own}".encode())
    try:
        place = hashlib.sha256(str(file.resolve()).encode()).hexdigest()[:8]
        key.update(source_stamp().encode())
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop, before Python 3.13
        return None
    key.update(stamp)
    return folder / f"{file.stem}-{place}-{key.hexdigest()[:20]}.json"


def read_entry(path: Path, note: Note, max_bytes: int) -> Catalog | None:
    """The checked catalog kept at `path`, if this user's armybuilder wrote it; None to rebuild it."""
    data = entry_data(path, note, max_bytes)
    return None if data is None else built(data, path, note)


def built(data: Any, path: Path, note: Note) -> Catalog | None:
    """The catalog an entry's data holds; None (said) where it is of another shape, to rebuild it."""
    try:
        return stored(Catalog, data)
    except (ValueError, RecursionError):
        note(f"armybuilder: ignored a damaged catalog cache {path}; rebuilding it")
        return None


def entry_data(path: Path, note: Note, max_bytes: int) -> Any:
    """The JSON data kept at `path`, if this user's armybuilder wrote it; None to rebuild it."""
    try:
        data = read_limited(path, max_bytes + _MAC + 1)
    except InputError as error:
        if error.message != "no such file":
            note(f"armybuilder: ignored the catalog cache {path} ({error.message}); rebuilding it")
        return None
    mac, _, body = data.partition(b"\n")
    key = _key(path.parent, note)
    if key is None:
        return None
    if not hmac.compare_digest(mac, _mac(key, path.name, body)):
        note(
            f"armybuilder: ignored the catalog cache {path}: armybuilder did not write it for you "
            "(it is damaged, or was put there); rebuilding it"
        )
        return None
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        note(f"armybuilder: ignored a damaged catalog cache {path}; rebuilding it")
        return None


def write_entry(path: Path, catalog: Catalog, note: Note) -> None:
    """Keep the catalog for the next run, and clear out what earlier runs left behind. A cache that
    cannot be written is no error: the next run checks the catalog again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        key = _key(path.parent, note)
        if key is None:
            return
        clear_away(path)
        body = catalog.model_dump_json(by_alias=True).encode()
        with replacing(path) as temporary:
            temporary.write_bytes(_mac(key, path.name, body) + b"\n" + body)
    except OSError:
        return
    _clear_cache(path)


def _mac(key: bytes, name: str, body: bytes) -> bytes:
    """An entry's first line: it binds the JSON to the entry's name, so an entry made for other
    catalog files or another version is not taken for this one."""
    return hmac.new(key, name.encode() + b"\n" + body, hashlib.sha256).hexdigest().encode()


def _key(folder: Path, note: Note) -> bytes | None:
    """The user's key for the cache, beside it (a cleared cache takes its key with it)."""
    path = folder / KEY
    return user_key(
        path,
        lambda: note(
            f"armybuilder: replaced the catalog cache's key {path}, which was not yours alone; rebuilding the cache"
        ),
    )


def _clear_cache(kept: Path) -> None:
    """Remove the older copies of this catalog file (their key is out of date once a new one is
    written) and pickles left by earlier versions. Temporary files of runs that stopped are
    removed by the writing itself (see `atomic.replacing`)."""
    same_file = kept.name[: kept.name.rindex("-") + 1]
    for old in kept.parent.iterdir():
        name = old.name
        with contextlib.suppress(OSError):
            if (name.startswith(same_file) and name != kept.name) or name.endswith(".pickle"):
                old.unlink()
