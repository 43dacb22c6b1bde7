"""Checked catalogs kept between runs, so a command need not read, check and lint them again.

An entry is the catalog as JSON, named by a key over everything its checks depend on: the
versions of armybuilder and pydantic, armybuilder's own source, and the bytes of every catalog
file on the search path (`extends:` may reach any of them). The cache folder is a place others
may write to (a shared home, a copied profile), so an entry is used only when its first line
authenticates the rest: an HMAC-SHA256 made with a key of the user's own (`key`, readable by them
alone). A file planted by anyone without that key, or damaged, is ignored, said in one line, and
rebuilt; and what is read is plain JSON data, validated again, never code.
"""

import contextlib
import errno
import hashlib
import hmac
import os
import secrets
import stat
import tempfile
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import pydantic

from armybuilder import __version__
from armybuilder.errors import InputError
from armybuilder.files.atomic import replacing
from armybuilder.files.opening import read_limited
from armybuilder.schema.catalog import Catalog

KEY = "key"
"""The file in the cache folder that holds the user's key."""
KEY_BYTES = 32
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


def entry_for(
    folder: Path, file: Path, files: Iterable[Path], own: Path | None, max_bytes: int
) -> Path | None:
    """Where the checked catalog of `file` is kept, for the catalog files `files` as they now are;
    None when one of them cannot be read (the catalog is then read afresh, and its error said)."""
    key = hashlib.sha256(f"{__version__} {pydantic.VERSION} {file} {own}".encode())
    try:
        place = hashlib.sha256(str(file.resolve()).encode()).hexdigest()[:8]
        key.update(source_stamp().encode())
        for path in files:
            key.update(f"|{path}|".encode() + hashlib.sha256(read_limited(path, max_bytes)).digest())
    except (OSError, RuntimeError, InputError):  # RuntimeError: a symlink loop, before Python 3.13
        return None
    return folder / f"{file.stem}-{place}-{key.hexdigest()[:20]}.json"


def read_entry(path: Path, note: Note, max_bytes: int) -> Catalog | None:
    """The checked catalog kept at `path`, if this user's armybuilder wrote it; None to rebuild it."""
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
        return Catalog.model_validate_json(body)
    except ValueError:
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
        _clear_away(path)
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
    """The user's key; made (and said, where one was there) when there is none they alone can
    read and change. None where none can be written: nothing is cached."""
    path = folder / KEY
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return _new_key(path, replace=False)
    except OSError as error:
        if error.errno != errno.ELOOP:
            return None  # unreadable: the folder's rights say so, not a stranger's file
    else:
        try:
            key = os.read(descriptor, KEY_BYTES + 1) if _private(os.fstat(descriptor)) else b""
        finally:
            os.close(descriptor)
        if len(key) == KEY_BYTES:
            return key
    new = _new_key(path, replace=True)
    if new is not None:
        note(
            f"armybuilder: replaced the catalog cache's key {path}, which was not yours alone; rebuilding the cache"
        )
    return new


def _private(status: os.stat_result) -> bool:
    """A regular file of this user's that no one else may read or change."""
    owner = os.geteuid() if hasattr(os, "geteuid") else status.st_uid
    return stat.S_ISREG(status.st_mode) and status.st_uid == owner and not status.st_mode & 0o077


def _new_key(path: Path, *, replace: bool) -> bytes | None:
    """A new key in `path`, written whole before it appears. Where two runs make one at once, the
    first to appear is everyone's (a link, unlike a rename, does not replace it)."""
    key = secrets.token_bytes(KEY_BYTES)
    try:
        if replace:
            _clear_away(path)
            with replacing(path, private=True) as temporary:
                temporary.write_bytes(key)
            return key
        descriptor, name = tempfile.mkstemp(
            prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent
        )
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(key)
                file.flush()
                os.fsync(file.fileno())
            os.link(name, path)
        except FileExistsError:
            return _key(path.parent, lambda _: None)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(name)
    except OSError:
        return None
    return key


def _clear_away(path: Path) -> None:
    """Make room for an entry where something no write would replace (a pipe, a folder) was put."""
    with contextlib.suppress(OSError):
        mode = os.lstat(path).st_mode
        if stat.S_ISDIR(mode):
            os.rmdir(path)
        elif not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
            os.unlink(path)


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
