"""Finding and loading catalogs: the search path, `extends:`, and located errors.

A catalog lives in `<id>.yaml`. Folders later on the search path override earlier ones, and a
catalog may `extends:` another (or an earlier one with its own id) to add or change entries
without copying it: lists of entries with ids are merged by id, mappings are merged key by key,
and `remove:` drops entries by id.
"""

from collections.abc import Callable, Iterator
from functools import cache, partial
from pathlib import Path
from typing import Any, TypeGuard

from pydantic import BaseModel

from armybuilder.engine.report import Problem
from armybuilder.engine.suggest import did_you_mean
from armybuilder.engine.where import of_steps, top
from armybuilder.errors import InputError, Location, summed_up
from armybuilder.files.catalog_cache import built, entry_data, entry_for, files_stamp, write_entry
from armybuilder.files.places import user_cache
from armybuilder.files.text import read_text
from armybuilder.files.yaml import parse_mapping
from armybuilder.files.yaml.explain import MAX_SHOWN, validate
from armybuilder.files.yaml.limits import at_most
from armybuilder.files.yaml.positions import Locator, key_location
from armybuilder.schema.catalog import Catalog, CostType, GeneralRule, Outline
from armybuilder.schema.stored import Unfit, stored
from armybuilder.terminal import printable, printable_copy

MAX_CATALOG_BYTES = 20 * 1024 * 1024
MAX_CATALOG_VALUES = 500_000
MAX_EXTENDS = 20
"""How long a chain of `extends:` may be; real house rules extend one or two catalogs."""
MAX_ELEMENT_TYPES = 5_000
"""Element types in one catalog; the shipped ones have a few dozen."""


class UnknownSystem(LookupError):
    def __init__(self, system: str, known: list[str]) -> None:
        super().__init__(system)
        self.system = system
        self.known = known

    @property
    def message(self) -> str:
        """'no catalog has the id `x`; did you mean `y`? known systems: ...', for any front end."""
        parts = [f"no catalog has the id `{self.system}`;", did_you_mean(self.system, self.known)]
        parts.append(f"known systems: {', '.join(self.known) or 'none'}")
        return " ".join(part for part in parts if part)


def unusable(system: str, error: UnknownSystem | InputError) -> Problem:
    """Why a roster's `system:` gives no catalog to judge it by (none has that id, or its file is
    broken), as the finding every front end shows at that line."""
    if isinstance(error, UnknownSystem):
        return Problem(
            "system.unknown",
            "error",
            error.message,
            top("system"),
            "",
            "correct `system:`, or add the catalog with --catalogs DIR",
        )
    where = f"{error.where}: " if error.where else ""
    return Problem(
        "catalog.invalid",
        "error",
        f"the {system} catalog cannot be used: {error.position}: {where}{error.message}",
        top("system"),
        "",
        f"run `armybuilder lint {error.file}` and fix what it reports",
    )


class CatalogSet:
    """The catalogs on a search path, each read and checked on first use."""

    def __init__(
        self,
        folders: list[Path],
        *,
        note: Callable[[str], None] | None = None,
        own: Path | None = None,
        files: tuple[Path, ...] = (),
    ) -> None:
        self.folders = folders
        self.note = note or (lambda _: None)
        """Told, in one line, of anything worth knowing that is no error (a damaged cache rebuilt)."""
        self.own = own
        """The player's own folder (on the search path or not): the element types its catalogs
        declare are marked as theirs."""
        self._given = files
        self._cached = True
        self.refresh()

    def refresh(self) -> None:
        """Read the search path afresh: after a catalog file on it was written or removed."""
        self._files: dict[str, list[Path]] = {}
        for folder in self.folders:
            for file in sorted(folder.glob("*.yaml")) if folder.is_dir() else ():
                self._files.setdefault(file.stem, []).append(file)
        for file in self._given:
            self._files.setdefault(file.stem, []).append(file)
        self._raw: dict[Path, tuple[dict[str, Any], str]] = {}
        self._loaded: dict[str, Catalog] = {}

    @classmethod
    def of_files(cls, files: list[Path]) -> "CatalogSet":
        return cls([], files=tuple(files))

    def reread(self) -> "CatalogSet":
        """The same search path read afresh: after a catalog file on it was written or removed."""
        return CatalogSet(self.folders, note=self.note, own=self.own, files=self._given)

    def with_text(self, file: Path, text: str | None) -> "CatalogSet":
        """The search path read afresh as if `file` held `text` (None: as if it were not there),
        to check a catalog before it is written. Nothing is taken from or put in the cache."""
        changed = self.reread()
        changed._cached = False
        listed = changed._files.setdefault(file.stem, [])
        if file in listed and text is None:
            listed.remove(file)
        elif text is not None:
            if file not in listed:
                # Where it stands on the search path: after the folders before its own.
                before = [f for f in listed if self._rank(f) <= self._rank(file)]
                listed.insert(len(before), file)
            data = parse_mapping(text, file, kind="catalog", max_values=MAX_CATALOG_VALUES)
            changed._raw[file] = data, text
        if not listed:
            del changed._files[file.stem]
        return changed

    def _rank(self, file: Path) -> int:
        folders = [folder.resolve() for folder in self.folders]
        parent = file.parent.resolve()
        return folders.index(parent) if parent in folders else len(folders)

    def is_own(self, file: Path) -> bool:
        return self.own is not None and file.parent.resolve() == self.own.resolve()

    def ids(self) -> list[str]:
        return sorted(self._files)

    def file(self, system: str) -> Path:
        if system not in self._files:
            raise UnknownSystem(system, self.ids())
        return self._files[system][-1]

    def get(self, system: str) -> Catalog:
        """The catalog with this id; UnknownSystem if there is none, InputError if it is broken."""
        return self._get(system, self._files_stamp)

    def _get(self, system: str, stamp: Callable[[], bytes | None]) -> Catalog:
        if system not in self._loaded:
            cached = self._cache_file(self.file(system), stamp) if self._cached else None
            self._built(system, cached, entry_data(cached, self.note, MAX_CATALOG_BYTES) if cached else None)
        return self._loaded[system]

    def _built(self, system: str, cached: Path | None, data: Any) -> Catalog:
        """The catalog `system`, from `data` kept for it at `cached`, where that serves; else read,
        checked, and kept there for the next run."""
        if system not in self._loaded:
            catalog = built(data, cached, self.note) if cached and data is not None else None
            if catalog is None:
                catalog = self.load(self.file(system))
                if cached:
                    write_entry(cached, catalog, self.note)
            self._loaded[system] = catalog
        return self._loaded[system]

    def outlines(self) -> list[Outline]:
        """Every usable catalog as a list written as text names it. One kept in the cache is built
        whole only when its `whole` is asked for: a list names one game, and building the others'
        models was some 4 % of `import`."""
        stamp = cache(self._files_stamp)
        found = []
        for system in self.ids():
            cached, data, outline = None, None, None
            if system not in self._loaded and self._cached:
                cached = self._cache_file(self.file(system), stamp)
                data = entry_data(cached, self.note, MAX_CATALOG_BYTES) if cached else None
                outline = (
                    _outline(data, partial(self._built, system, cached, data)) if data is not None else None
                )
            if outline is None:
                try:
                    outline = Outline.of(self._built(system, cached, data))
                except InputError:
                    continue  # broken: as iterating the set, only those that can be used
            found.append(outline)
        return found

    def any_cached(self) -> bool:
        """Whether a catalog on the search path is in the cache as its files now are: none is on a
        first run, or after a catalog file changed (the cache's key covers them all)."""
        stamp = cache(self._files_stamp)
        return self._cached and any(
            (cached := self._cache_file(self.file(system), stamp)) is not None and cached.is_file()
            for system in self.ids()
        )

    def _cache_file(self, file: Path, stamp: Callable[[], bytes | None] | None = None) -> Path | None:
        """Where a checked copy of this catalog is kept between runs (see `catalog_cache`); `stamp`
        gives the catalog files' stamp, read once for a pass over several catalogs."""
        stamped = (stamp or self._files_stamp)()
        return None if stamped is None else entry_for(user_cache() / "catalogs", file, stamped, self.own)

    def _files_stamp(self) -> bytes | None:
        """Every catalog file on the search path as it is now: a cached catalog's key covers them all."""
        return files_stamp([path for paths in self._files.values() for path in paths], MAX_CATALOG_BYTES)

    def __iter__(self) -> Iterator[Catalog | InputError]:
        stamp = cache(self._files_stamp)  # each file read and hashed once for the pass, not once a catalog
        for system in self.ids():
            try:
                yield self._get(system, stamp)
            except InputError as error:
                yield error

    def read(self, file: Path) -> tuple[Catalog, str]:
        """The catalog in `file` (with what it extends) as the schema sees it, and the file's text."""
        data, text = self._merged(file, ())
        elements = data.get("elements")
        if isinstance(elements, list):
            at_most(
                len(elements),
                MAX_ELEMENT_TYPES,
                "element types",
                document="catalog",
                key="elements",
                text=text,
                file=file,
                hint="split the catalog into one per game system or army",
            )
        return validate(Catalog, data, text=text, file=file), text

    def load(self, file: Path) -> Catalog:
        """A catalog ready for use: valid, named after its file, and clean of what `lint` calls errors."""
        catalog, text = self.read(file)
        if catalog.id != file.stem:
            raise InputError(
                "file.schema",
                f"the catalog's id `{catalog.id}` differs from its file name `{file.name}`",
                file=file,
                where=top("id"),
                hint=f"rename the file to `{catalog.id}.yaml`, or change the id",
            )
        from armybuilder.lint import lint  # only when no cached copy: a cached catalog was linted

        errors = [finding for finding in lint(catalog) if finding.severity == "error"]
        if errors:
            locator = Locator(text, catalog.model_dump())
            details = tuple(
                InputError(
                    e.code,
                    e.message,
                    file=file,
                    at=locator.find(list(e.path)),
                    where=of_steps(e.path),
                    hint=e.hint,
                )
                for e in errors[:MAX_SHOWN]  # each found in the text: only those shown
            )
            raise summed_up(details, len(errors))
        return catalog

    def _merged(self, file: Path, chain: tuple[Path, ...]) -> tuple[dict[str, Any], str]:
        data, text = self._read(file)
        data = _marked(data, own=self.is_own(file))
        if len(chain) >= MAX_EXTENDS:
            raise InputError(
                "file.schema",
                f"a chain of more than {MAX_EXTENDS} catalogs, each extending the next",
                file=chain[0],
                at=key_location(self._read(chain[0])[1], "extends"),
                where=top("extends"),
                hint="extend the shipped catalog directly, or merge some of the catalogs in between",
            )
        parent_id = data.get("extends")
        included = data.get("includes")
        if not parent_id and not included:
            return data, text
        base: dict[str, Any] = {}
        if parent_id:
            base = self._merged_parent(file, parent_id, "extends", text, chain)
        for included_id in included if isinstance(included, list) else ():
            library = self._merged_parent(file, included_id, "includes", text, chain)
            # Only its entries: the including catalog keeps its own name, id and what it extends.
            base = merge(base, {key: value for key, value in library.items() if key not in _OWN_KEYS})
        return merge(base, data), text

    def _merged_parent(
        self, file: Path, parent_id: object, key: str, text: str, chain: tuple[Path, ...]
    ) -> dict[str, Any]:
        """The catalog `parent_id` names under `key` (`extends` or `includes`), merged in turn."""
        at = key_location(text, key)
        if not isinstance(parent_id, str):
            raise InputError("file.schema", "expected a catalog id", file=file, at=at, where=top(key))
        parent = self._parent(file, parent_id, at, key)
        if parent in chain or parent == file:
            raise InputError(
                "file.schema",
                f"`{parent_id}` leads back to this catalog",
                file=file,
                at=at,
                where=top(key),
                hint=f"remove the loop of `{key}:`",
            )
        base, _ = self._merged(parent, (*chain, file))
        return base

    def _parent(self, file: Path, parent_id: str, at: Location | None, key: str = "extends") -> Path:
        candidates = self._files.get(parent_id, [])
        if file.stem == parent_id and file in candidates:
            earlier = candidates[: candidates.index(file)]
            if earlier:
                return earlier[-1]
        elif candidates:
            return candidates[-1]
        raise InputError(
            "file.schema",
            f"no catalog `{parent_id}` comes before this one on the search path",
            file=file,
            at=at,
            where=top(key),
            hint=f"known catalogs: {', '.join(self.ids())}",
        )

    def _read(self, file: Path) -> tuple[dict[str, Any], str]:
        if file not in self._raw:
            text = read_text(file, max_bytes=MAX_CATALOG_BYTES)
            data = parse_mapping(text, file, kind="catalog", max_values=MAX_CATALOG_VALUES)
            if "units" in data and "system" in data:
                raise InputError(
                    "file.schema",
                    "this looks like a roster, not a catalog",
                    file=file,
                    hint=f"`armybuilder check {file}` checks a roster",
                )
            self._raw[file] = data, text
        return self._raw[file]


def _outline(data: Any, whole: Callable[[], Catalog]) -> Outline | None:
    """The outline of a kept catalog's data; None where it is not of a catalog's shape (built
    whole, such an entry is refused and rebuilt)."""
    try:
        costs = tuple(stored(CostType, cost) for cost in data["costs"])
        general = None if data["general"] is None else stored(GeneralRule, data["general"])
        names = (data["id"], data["name"], *data["aliases"], *data["loose_aliases"])
    except (Unfit, KeyError, TypeError):
        return None
    if any(type(name) is not str for name in names):
        return None
    aliases, loose = tuple(data["aliases"]), tuple(data["loose_aliases"])
    return Outline(data["id"], data["name"], aliases, loose, costs, general, whole)


_OWN_KEYS = frozenset(
    {
        "format",
        "id",
        "name",
        "version",
        "revision",
        "description",
        "citation",
        "aliases",
        "source",
        "extends",
        "includes",
        "remove",
        "changes",
        "import_ids",
    }
)
"""What a catalog says of itself, which one that includes it does not take."""


def _marked(data: dict[str, Any], *, own: bool) -> dict[str, Any]:
    """The catalog's element types marked as the player's or not, by the file that declares them
    (a mark written in the file itself counts for nothing)."""
    elements = data.get("elements")
    if not isinstance(elements, list):
        return data
    marked = [{**item, "own": own} if isinstance(item, dict) else item for item in elements]
    return {**data, "elements": marked}


def printable_catalog(catalog: Catalog) -> Catalog:
    """The catalog with its every text `printable`, for a terminal: a user's catalog is text from
    a file like any roster. Ids cannot hold such characters, so they are the catalog's own."""
    if not _any_unprintable(catalog):  # one look at every text, where the copy makes a new one of each
        return catalog
    data = catalog.model_dump(by_alias=True)
    shown = printable_copy(data)
    return catalog if shown == data else Catalog.model_validate(shown)


def _any_unprintable(value: Any) -> bool:
    """Whether any text in `value` (a model, its lists and mappings, their keys) needs `printable`.
    Asked of the model's own values: its JSON would first build pydantic's serializer for the
    whole catalog language, which a catalog read from the cache has no other use for."""
    if isinstance(value, str):
        return printable(value) != value
    if isinstance(value, BaseModel):
        return any(_any_unprintable(item) for item in value.__dict__.values())
    if isinstance(value, list | tuple):
        return any(_any_unprintable(item) for item in value)
    if isinstance(value, dict):
        return any(_any_unprintable(key) or _any_unprintable(item) for key, item in value.items())
    return False


def merge(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """`base` changed by `patch`: mappings merge by key, lists of entries with ids merge by id."""
    out = dict(base)
    for key, value in patch.items():
        old = out.get(key)
        if isinstance(old, dict) and isinstance(value, dict):
            out[key] = merge(old, value)
        elif _by_id(old) and _by_id(value):
            merged = {item["id"]: item for item in old}
            for item in value:
                merged[item["id"]] = merge(merged[item["id"]], item) if item["id"] in merged else item
            out[key] = list(merged.values())
        else:
            out[key] = value
    for key, ids in (patch.get("remove") or {}).items():
        if isinstance(out.get(key), list) and isinstance(ids, list):
            out[key] = [item for item in out[key] if not (isinstance(item, dict) and item.get("id") in ids)]
            if key == "elements":
                out["tables"] = _without_elements(out.get("tables"), set(ids))
    return out


def _without_elements(tables: Any, removed: set[str]) -> Any:
    """Reference tables with rows for removed elements dropped, and those elements unnamed elsewhere
    (a row that named only removed ones would otherwise apply to every army)."""
    if not isinstance(tables, list):
        return tables
    out = []
    for table in tables:
        if not isinstance(table, dict) or not isinstance(table.get("rows"), list):
            out.append(table)
            continue
        rows = []
        for row in table["rows"]:
            named = row.get("applies_to") if isinstance(row, dict) else None
            if isinstance(named, list) and named:
                kept = [i for i in named if i not in removed]
                if not kept:
                    continue
                row = {**row, "applies_to": kept}
            rows.append(row)
        if rows:
            out.append({**table, "rows": rows})
    return out


def _by_id(value: Any) -> TypeGuard[list[dict[str, Any]]]:
    """A list of entries with text ids, merged by id; anything else is replaced and left to validation."""
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(i, dict) and isinstance(i.get("id"), str) for i in value)
    )
