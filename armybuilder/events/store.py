"""The web hand-in's store, `DIR/event.sqlite`: the event's register (each player's name, address
and the hash of their private link's token) and every list a player handed in, as sent, with the
server's receipt time. SQLite in WAL mode; its schema's version is SQLite's `user_version`, and
each numbered migration brings it one step on, so a store made by an older release opens in a
newer one. The folder the store makes is the organiser's alone (0700), and so is every file in it
(0600: the database, its `-wal` and `-shm`, the organiser's token).

A hand-in is committed (WAL, `synchronous=FULL`) before the server answers it, so an answer a
player saw is never lost, even to kill -9. One server holds the store at a time: a second is
refused, naming the folder."""

from __future__ import annotations

import contextlib
import datetime
import fcntl
import hashlib
import hmac
import os
import secrets
import sqlite3
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from armybuilder.errors import UsageError

STORE = "event.sqlite"
ORGANISER_TOKEN = "organiser-token"
TOKEN_BYTES = 24
"""192 bits of a secure random source: a link no one guesses."""

MIGRATIONS: tuple[str, ...] = (
    # 1: the register and the hand-ins.
    """
    CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        added TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT ''
    );
    CREATE UNIQUE INDEX players_email ON players (lower(email));
    CREATE TABLE lists (
        id INTEGER PRIMARY KEY,
        player INTEGER NOT NULL REFERENCES players (id),
        received TEXT NOT NULL,
        name TEXT NOT NULL,
        data BLOB NOT NULL,
        army TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        valid INTEGER NOT NULL,
        status TEXT NOT NULL
    );
    CREATE INDEX lists_player ON lists (player, id);
    """,
    # 2: each pack of the store (a lock of the event), with the last hand-in it took.
    """
    CREATE TABLE packs (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        last_list INTEGER NOT NULL
    );
    """,
)
"""Each migration, in order: the store's `user_version` is how many it has had."""


class StoreInUse(UsageError):
    """Another server holds the store."""


class NotAStore(UsageError):
    """The file is no store this version can read."""


@dataclass(frozen=True)
class StoredPlayer:
    id: int
    name: str
    email: str
    status: str


@dataclass(frozen=True)
class StoredList:
    """A hand-in as kept: its bytes as sent, and what the check and the custody made of it then."""

    id: int
    player: int
    received: datetime.datetime
    name: str
    """The uploaded file's name; '' for a pasted list."""
    data: bytes
    army: str
    fingerprint: str
    valid: bool
    status: str

    @property
    def label(self) -> str:
        """How the lock and the organiser's outputs name it."""
        return f"web:{self.id}"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def _private_file(path: Path) -> None:
    """`path` made, empty, for the organiser alone, where it does not exist yet."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    os.close(descriptor)


def own_files(paths: Sequence[Path]) -> None:
    """Refused where any of `paths` (files the server keeps in DIR) is a link, or another user's:
    whoever can write in DIR could have put it there, to read the hand-ins, or to have their token
    or their lock taken for the organiser's."""
    for path in paths:
        try:
            found = os.lstat(path)
        except FileNotFoundError:
            continue
        if stat.S_ISLNK(found.st_mode):
            why = "is a link"
        elif hasattr(os, "geteuid") and found.st_uid != os.geteuid():
            why = f"belongs to another user (uid {found.st_uid})"
        else:
            continue
        raise UsageError(
            f"{path} {why}: someone who can write in {path.parent} may have put it there; move it "
            "away, or give --data a folder of your own"
        )


def private_folder(folder: Path) -> None:
    """`folder` made for the organiser alone where it does not exist yet (an existing one is left as it is)."""
    if not folder.exists():
        folder.mkdir(parents=True, mode=0o700)
        folder.chmod(0o700)  # whatever the umask took off


class Store:
    """The store of one event's hand-ins, opened for reading and writing."""

    def __init__(self, path: Path, *, serving: bool = False, reading: bool = False) -> None:
        """The store at `path`, made where there is none; `serving` holds it for this server alone;
        `reading` only reads one that is there (an inbox source), never changing it."""
        self.path = path
        self._holder: int | None = None
        if not reading:
            private_folder(path.parent)
            if not path.exists():
                _private_file(path)
        if serving:
            self._hold()
        try:
            if reading:
                self.db = sqlite3.connect(
                    f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None
                )
            else:
                self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA busy_timeout = 5000")
            version = self._version(reading=reading)  # before anything is changed
            self._schema(version)
            if not reading:
                self.db.execute("PRAGMA journal_mode = WAL")
                self.db.execute("PRAGMA synchronous = FULL")
                self.db.execute("PRAGMA foreign_keys = ON")
                self._migrate(version)
        except sqlite3.DatabaseError as error:
            self.close()
            raise NotAStore(
                f"{path} is not an armybuilder store ({error}); give --data a folder of its own"
            ) from None
        except NotAStore:
            self.close()
            raise

    def _hold(self) -> None:
        """The store held for this server alone, for as long as it runs; the system lets go however it ends."""
        descriptor = os.open(self.path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(descriptor)
            raise StoreInUse(
                f"another `armybuilder event serve` is serving {self.path.parent} already; stop it "
                "first, or give this one another --data folder"
            ) from None
        self._holder = descriptor

    def _version(self, *, reading: bool) -> int:
        """The store's schema version; another program's SQLite file (its own tables, at version
        0), or one of a newer armybuilder, is refused before anything in it is changed."""
        version: int = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise NotAStore(
                f"{self.path} was made by a newer armybuilder (store version {version}; this one "
                f"reads up to {len(MIGRATIONS)}); use that version"
            )
        tables = self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if version == 0 and (tables or reading):
            raise NotAStore(
                f"{self.path} is an SQLite file, but not the store `armybuilder event serve` keeps; "
                "give the event.sqlite of its data folder"
            )
        return version

    def _schema(self, version: int) -> None:
        """Refused unless the store's tables, indexes, views and triggers are exactly those its
        version's migrations make: a crafted file's view could read without end, its trigger
        change what is kept."""
        made = sqlite3.connect(":memory:")
        try:
            for migration in MIGRATIONS[:version]:
                made.executescript(migration)
            expected = _schema_of(made)
        finally:
            made.close()
        if _schema_of(self.db) != expected:
            raise NotAStore(
                f"{self.path} holds other tables, views or triggers than a store of version {version} "
                "(it was not made by `armybuilder event serve`, or was changed since); give the "
                "event.sqlite of its data folder"
            )

    def _migrate(self, version: int) -> None:
        """The store brought on to this version's schema, by each migration it has not had."""
        for number in range(version, len(MIGRATIONS)):
            try:
                self.db.executescript(
                    f"BEGIN IMMEDIATE; {MIGRATIONS[number]}; PRAGMA user_version = {number + 1}; COMMIT;"
                )
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise

    def close(self) -> None:
        db = getattr(self, "db", None)
        if db is not None:
            db.close()
        if self._holder is not None:
            os.close(self._holder)
            self._holder = None

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A block committed whole (and on disk) when it ends, or not at all."""
        if self.db.in_transaction:  # within an outer block, which commits it
            yield self.db
            return
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # The register.

    def add_player(self, name: str, email: str, at: datetime.datetime) -> tuple[StoredPlayer, str]:
        """A player added, with the token of their private link (kept only as its hash)."""
        token = new_token()
        with self.transaction() as db:
            cursor = db.execute(
                "INSERT INTO players (name, email, token_hash, added) VALUES (?, ?, ?, ?)",
                (name, email, token_hash(token), at.isoformat()),
            )
        assert cursor.lastrowid is not None
        return StoredPlayer(cursor.lastrowid, name, email, ""), token

    def player_with_email(self, email: str) -> StoredPlayer | None:
        row = self.db.execute(
            "SELECT id, name, email, status FROM players WHERE lower(email) = lower(?)", (email,)
        ).fetchone()
        return StoredPlayer(*row) if row else None

    def reissue(self, player: int) -> str:
        """A new token for the player's link; the old link opens nothing from now on."""
        token = new_token()
        with self.transaction() as db:
            db.execute("UPDATE players SET token_hash = ? WHERE id = ?", (token_hash(token), player))
        return token

    def player_by_token(self, token: str) -> StoredPlayer | None:
        """The player whose link carries `token`; None for any other. Looked up by the token's
        hash, so a guess learns nothing from the time the answer takes."""
        wanted = token_hash(token)
        row = self.db.execute(
            "SELECT id, name, email, status, token_hash FROM players WHERE token_hash = ?", (wanted,)
        ).fetchone()
        if row is None or not hmac.compare_digest(row[4], wanted):
            return None
        return StoredPlayer(*row[:4])

    def player(self, player: int) -> StoredPlayer | None:
        row = self.db.execute(
            "SELECT id, name, email, status FROM players WHERE id = ?", (player,)
        ).fetchone()
        return StoredPlayer(*row) if row else None

    def players(self) -> list[StoredPlayer]:
        return [
            StoredPlayer(*row)
            for row in self.db.execute("SELECT id, name, email, status FROM players ORDER BY id")
        ]

    def set_status(self, statuses: Mapping[int, str]) -> None:
        with self.transaction() as db:
            db.executemany(
                "UPDATE players SET status = ? WHERE id = ?", [(s, p) for p, s in statuses.items()]
            )

    # The hand-ins.

    def set_list_statuses(self, statuses: Mapping[int, str]) -> None:
        with self.transaction() as db:
            db.executemany("UPDATE lists SET status = ? WHERE id = ?", [(s, n) for n, s in statuses.items()])

    def hand_in(
        self,
        player: int,
        received: datetime.datetime,
        name: str,
        data: bytes,
        army: str,
        fingerprint: str,
        valid: bool,
        status: str,
    ) -> StoredList:
        """The list kept, and the player's status with it, committed to disk before this returns."""
        with self.transaction() as db:
            cursor = db.execute(
                "INSERT INTO lists (player, received, name, data, army, fingerprint, valid, status) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (player, received.isoformat(), name, data, army, fingerprint, int(valid), status),
            )
            db.execute("UPDATE players SET status = ? WHERE id = ?", (status, player))
        assert cursor.lastrowid is not None
        return StoredList(cursor.lastrowid, player, received, name, data, army, fingerprint, valid, status)

    def last_received(self, player: int) -> datetime.datetime | None:
        row = self.db.execute("SELECT max(received) FROM lists WHERE player = ?", (player,)).fetchone()
        return datetime.datetime.fromisoformat(row[0]) if row[0] else None

    def handed_in(self, player: int) -> tuple[int, int]:
        """How many lists the player handed in, and their bytes together."""
        count, size = self.db.execute(
            "SELECT count(*), coalesce(sum(length(data)), 0) FROM lists WHERE player = ?", (player,)
        ).fetchone()
        return count, size

    def unsound(self, most: int, text: int) -> list[str]:
        """The hand-ins (`web:ID`) no server would have kept: over `most` bytes, a text over
        `text` characters, a player not in the register, or a receipt that is no time."""
        found = self.db.execute(
            "SELECT id FROM lists WHERE length(data) > ? OR max(length(name), length(army), "
            "length(fingerprint), length(status), length(received)) > ? "
            "OR player NOT IN (SELECT id FROM players) OR typeof(data) != 'blob' "
            "OR (typeof(name), typeof(army), typeof(fingerprint), typeof(status), typeof(received)) "
            "!= ('text', 'text', 'text', 'text', 'text')",
            (most, text),
        ).fetchall()
        bad = {number for (number,) in found}
        for number, received in self.db.execute(
            "SELECT id, received FROM lists WHERE length(received) <= ?", (text,)
        ):
            try:
                datetime.datetime.fromisoformat(received)
            except (TypeError, ValueError):
                bad.add(number)
        players = self.db.execute(
            "SELECT count(*) FROM players WHERE max(length(name), length(email)) > ? "
            "OR typeof(name) != 'text' OR typeof(email) != 'text'",
            (text,),
        ).fetchone()[0]
        return [f"web:{number}" for number in sorted(bad)] + (["a player's name"] if players else [])

    def lists_of(self, player: int) -> list[StoredList]:
        """The player's hand-ins, oldest first."""
        return [_list(row) for row in self.db.execute(f"{_LISTS} WHERE player = ? ORDER BY id", (player,))]

    def all_lists(self) -> list[StoredList]:
        return [_list(row) for row in self.db.execute(f"{_LISTS} ORDER BY id")]

    def newest_lists(self) -> dict[int, StoredList]:
        """Each player's newest hand-in, without its bytes (the organiser's page shows no list's text)."""
        rows = self.db.execute(
            "SELECT id, player, received, name, X'', army, fingerprint, valid, status FROM lists "
            "WHERE id IN (SELECT max(id) FROM lists GROUP BY player)"
        )
        return {one.player: one for one in map(_list, rows)}

    def last_list(self) -> int:
        return self.db.execute("SELECT coalesce(max(id), 0) FROM lists").fetchone()[0]

    def packed(self, last_list: int, at: datetime.datetime) -> None:
        """A pack of the store made, with every hand-in up to `last_list`."""
        with self.transaction() as db:
            db.execute("INSERT INTO packs (at, last_list) VALUES (?, ?)", (at.isoformat(), last_list))

    def since_pack(self) -> int | None:
        """Hand-ins since the last pack; None where the store was never packed."""
        row = self.db.execute("SELECT max(last_list) FROM packs").fetchone()
        if row[0] is None:
            return None
        return self.db.execute("SELECT count(*) FROM lists WHERE id > ?", (row[0],)).fetchone()[0]

    def backup(self, to: Path) -> None:
        """A copy of the store as it is now, by SQLite's online backup, for the organiser alone."""
        _private_file(to)
        copy = sqlite3.connect(to)
        try:
            with copy:
                self.db.backup(copy)
        finally:
            copy.close()


def _schema_of(db: sqlite3.Connection) -> list[tuple[str, str, str, str | None]]:
    return db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()


_LISTS = "SELECT id, player, received, name, data, army, fingerprint, valid, status FROM lists"


def _list(row: tuple[int, int, str, str, bytes, str, str, int, str]) -> StoredList:
    id, player, received, name, data, army, fingerprint, valid, status = row
    return StoredList(
        id,
        player,
        datetime.datetime.fromisoformat(received),
        name,
        data,
        army,
        fingerprint,
        bool(valid),
        status,
    )


def organiser_token(folder: Path, *, new: bool) -> str:
    """The organiser's token, kept in `DIR/organiser-token` (0600) so a restart gives the same
    link; a new one where there is none yet, or where `new` asks for one."""
    path = folder / ORGANISER_TOKEN
    if path.exists() and not new:
        if stat.S_IMODE(path.stat().st_mode) & 0o077:
            raise UsageError(
                f"{path} is not yours alone (mode {stat.S_IMODE(path.stat().st_mode):o}): others could "
                "read or change it, and open your page; start with --new-organiser-token to replace it"
            )
        token = path.read_text(encoding="utf-8").strip()
        if len(token) >= 22:  # 128 bits in URL-safe base64
            return token
    token = new_token()
    private = path.with_name(f".{ORGANISER_TOKEN}.new")
    private.unlink(missing_ok=True)
    _private_file(private)
    private.write_text(token + "\n", encoding="utf-8")
    os.replace(private, path)
    return token


def is_store(path: Path) -> bool:
    """Whether `path` is an SQLite file (the web hand-in's store), by its first bytes."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return False
        with path.open("rb") as file:
            return file.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def store_paths(paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
    """The stores among an inbox's `paths` (`event pack EVENT.yaml DIR/event.sqlite inbox/`), and the other paths."""
    stores = [path for path in paths if is_store(path)]
    return stores, [path for path in paths if path not in stores]
