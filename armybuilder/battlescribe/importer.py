"""`armybuilder catalogs import`: BattleScribe files read, converted, written as catalogs and
linted, with a report of what each entry became."""

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from armybuilder.battlescribe.convert import Converter
from armybuilder.battlescribe.data import FORCE_OPTION, NO_CATEGORY, CatalogIds, Ids, System, children, slug
from armybuilder.battlescribe.report import ImportReport, Written
from armybuilder.battlescribe.xml import Document, read_document
from armybuilder.errors import InputError

MAX_FILES = 500
"""Files in one import: the largest BSData repositories hold a few dozen."""
HEADER = "# Imported by `armybuilder catalogs import` from {file}; import again rather than edit."


@dataclass(frozen=True)
class Imported:
    """The catalogs made, as data to write (id, the file it came from, its data), and the report."""

    catalogs: list[tuple[str, str, dict[str, Any]]]
    report: ImportReport


DATA = frozenset({".gst", ".gstz", ".cat", ".catz"})
"""What a game system and its catalogues are saved as."""


def convert_files(paths: list[Path]) -> Imported:
    """The game system among `paths` and its catalogues, as catalog data; InputError where a file
    cannot be read, no game system (or more than one) is given, or a catalogue links one not given."""
    if len(paths) > MAX_FILES:
        raise InputError(
            "file.unreadable",
            f"{len(paths):,} files; one import takes at most {MAX_FILES}",
            file=paths[0],
            hint="import one game system and its catalogues at a time",
        )
    for path in paths:
        if path.suffix.lower() not in DATA:
            raise InputError(
                "file.unreadable",
                f"not BattleScribe data: an import reads {', '.join(sorted(DATA))} files",
                file=path,
                hint="leave it out (a README, say); give the game system's .gst and its catalogues' .cat files",
            )
    documents = [read_document(path) for path in paths]
    systems = [d for d in documents if d.kind == "gameSystem"]
    catalogues = [d for d in documents if d.kind == "catalogue"]
    for document in documents:
        if document.kind not in ("gameSystem", "catalogue"):
            raise InputError(
                "file.schema",
                f"a BattleScribe `{document.kind}`, not a game system or catalogue",
                file=document.file,
                hint="give the game system's .gst and its catalogues' .cat files (rosters are read by `check`)",
            )
    if len(systems) != 1:
        raise InputError(
            "file.schema",
            "no game system (.gst) among the files"
            if not systems
            else f"{len(systems)} game systems among the files",
            file=(systems[1] if systems else documents[0]).file,
            hint="import one game system's .gst with its catalogues",
        )
    system_document = systems[0]
    _check_links(system_document, catalogues)
    report = ImportReport()
    system = _system(system_document)
    base = Converter(system, system_document, report, system.id, CatalogIds())
    converters = [base]
    base.declare()
    system.forces = dict(base.forces_here)
    catalog_ids = Ids([system.id])
    for document in _linked_first(catalogues):
        own = slug(document.root.get("name", document.file.stem))
        named = own if own.startswith(system.id) else f"{system.id}-{own}"
        # Two catalogues of one name (a renamed copy left beside the file) get ids of their own.
        catalog_id = catalog_ids.take(named[:60], document.root.get("id", ""))
        if catalog_id != slug(named[:60]):
            report.add(
                document.file.name,
                document.root.get("name", ""),
                "catalogue",
                "in part",
                "same-name",
                id=catalog_id,
            )
        converter = Converter(system, document, report, catalog_id, base.ids)
        converter.declare()
        converters.append(converter)
    base.prepare_shared()
    base.convert()
    system.offered = base.offered
    by_id = {c.root.get("id", ""): c for c in converters[1:]}
    for converter in converters[1:]:
        converter.ids = base.ids.copy()
        converter.offered |= system.offered
        for linked in _links(converter.document):
            library = by_id[linked]
            converter.includes.append(library.id)
            converter.reachable |= library.reachable
            converter.ids.take_all(library.ids)
        converter.prepare_shared()
        converter.convert()
    made = [(system.id, system_document.file.name, _base_catalog(system, base))]
    made += [(c.id, c.file, _catalogue(system, c)) for c in converters[1:]]
    return Imported(made, report)


def _links(document: Document) -> list[str]:
    """The ids of the catalogues a catalogue links (imports)."""
    return [link.get("targetId", "") for link in children(document.root, "catalogueLinks", "catalogueLink")]


def _linked_first(catalogues: list[Document]) -> list[Document]:
    """The catalogues, each after those it links, so what it includes is made before it; the
    given order otherwise. A loop of links is broken where it closes."""
    by_id = {d.root.get("id", ""): d for d in catalogues}
    ordered: list[Document] = []
    visiting: set[str] = set()

    def visit(document: Document) -> None:
        key = document.root.get("id", "")
        if document in ordered or key in visiting:
            return
        visiting.add(key)
        for linked in _links(document):
            if linked in by_id:
                visit(by_id[linked])
        ordered.append(document)

    for document in catalogues:
        visit(document)
    return ordered


def _check_links(system: Document, catalogues: list[Document]) -> None:
    given = {d.root.get("id", "") for d in catalogues}
    wanted = system.root.get("id", "")
    for document in catalogues:
        if document.root.get("gameSystemId", wanted) != wanted:
            raise InputError(
                "file.schema",
                f"this catalogue belongs to another game system (id {document.root.get('gameSystemId')}),"
                f" not {system.root.get('name')} (id {wanted})",
                file=document.file,
                hint="import each game system with its own catalogues",
            )
        for link in children(document.root, "catalogueLinks", "catalogueLink"):
            if link.get("targetId", "") not in given:
                raise InputError(
                    "file.unreadable",
                    f"links the catalogue `{link.get('name', '')}` (id {link.get('targetId', '')}),"
                    " which is not among the files given",
                    file=document.file,
                    hint="give that catalogue's .cat file too",
                )


def _system(document: Document) -> System:
    root = document.root
    name = root.get("name", "") or document.file.stem
    system = System(document.file, slug(name), name, root)
    costs = Ids()
    for cost in children(root, "costTypes", "costType"):
        system.costs[cost.get("id", "")] = costs.take(cost.get("name", ""), cost.get("id", ""))
    stats = Ids()
    for profile in children(root, "profileTypes", "profileType"):
        for char in children(profile, "characteristicTypes", "characteristicType"):
            system.stats[char.get("id", "")] = stats.take(
                f"{profile.get('name', '')} {char.get('name', '')}", char.get("id", "")
            )
    return system


def _header(document: Document, name: str, catalog_id: str) -> dict[str, Any]:
    revision = (
        int(document.root.get("revision", "1") or 1)
        if (document.root.get("revision", "1") or "1").isdigit()
        else 1
    )
    return {
        "format": 1,
        "id": catalog_id,
        "name": name,
        "version": "BattleScribe data",
        "revision": max(1, revision),
        "description": f"Imported from the BattleScribe data file {document.file.name}.",
    }


def _base_catalog(system: System, base: Converter) -> dict[str, Any]:
    root = system.root
    data = _header(base.document, system.name, system.id)
    data["citation"] = system.name
    data["source"] = {"title": system.name, "seed": base.file}
    data["import_ids"] = [root.get("id", "")]
    costs = []
    for cost in children(root, "costTypes", "costType"):
        made: dict[str, Any] = {"id": system.costs[cost.get("id", "")], "name": cost.get("name", "")}
        limit = float(cost.get("defaultCostLimit", "-1") or -1)
        if limit > 0:
            made["limits"] = [{"value": int(limit) if limit.is_integer() else limit}]
        made["rule"] = cost.get("name", "")
        costs.append(made)
    data["costs"] = costs
    # Always there, whichever catalogues come with it, so the base is the same on every import.
    data["categories"] = [*base.categories, {"id": NO_CATEGORY, "name": "Uncategorised"}]
    data["tags"] = _tags(base.categories)
    data["stats"] = [
        {"id": stat, "name": char.get("name", ""), "group": profile.get("name", "")}
        for profile in children(root, "profileTypes", "profileType")
        for char in children(profile, "characteristicTypes", "characteristicType")
        for stat in [system.stats[char.get("id", "")]]
    ]
    _fill(data, base, system.forces)
    return data


def _catalogue(system: System, converter: Converter) -> dict[str, Any]:
    name = converter.root.get("name", "") or converter.document.file.stem
    data = _header(converter.document, f"{system.name}: {name}", converter.id)
    data["citation"] = system.name
    data["source"] = {"title": name, "seed": converter.file}
    data["extends"] = system.id
    if converter.includes:
        data["includes"] = converter.includes
    data["import_ids"] = [converter.root.get("id", "")]
    if converter.categories:
        data["categories"] = converter.categories
        data["tags"] = _tags(converter.categories)
    _fill(data, converter, converter.forces_here)
    return data


def _tags(categories: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each category as a tag too: an entry's other categories are its tags, and a category
    rule counts both."""
    return [{"id": c["id"], "name": c["name"]} for c in categories]


def _fill(data: dict[str, Any], converter: Converter, forces: dict[str, str]) -> None:
    choices = list(dict.fromkeys(forces.values()))
    data["options"] = list(converter.flags.values())
    if len(choices) > 1:
        data["options"] += [
            {
                "kind": "choice",
                "id": FORCE_OPTION,
                "name": "Force",
                "choices": choices,
                "default": choices[0],
                "description": "The force entry the army is built as.",
            }
        ]
    for key, items in (
        ("option_groups", converter.option_groups),
        ("elements", converter.elements),
        ("formations", converter.formations),
        ("constraints", converter.constraints),
        ("assumed", converter.notes),
    ):
        if items:
            data[key] = items
    if not data["options"]:
        del data["options"]
    data.setdefault("elements", [])


def catalog_text(source_file: str, data: dict[str, Any]) -> str:
    """A catalog's data as the YAML file the import writes: block YAML, each text a JSON string
    (which YAML reads as its own double-quoted scalar). Written here rather than by PyYAML's
    emitter, which took most of an import's time."""
    lines = [HEADER.format(file=json.dumps(source_file, ensure_ascii=True)[1:-1]).rstrip("\n")]
    _block(data, "", lines)
    return "\n".join(lines) + "\n"


_PLAIN_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")
_UNPRINTABLE = re.compile("[\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")
"""Characters YAML does not take as they are, or reads as line breaks: escaped."""


def _block(value: Any, pad: str, lines: list[str]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            name = key if _PLAIN_KEY.match(key) else _scalar(key)
            if isinstance(item, dict | list) and item:
                lines.append(f"{pad}{name}:")
                _block(item, pad + "  ", lines)
            else:
                lines.append(f"{pad}{name}: {_scalar(item)}")
        return
    for item in value:
        if isinstance(item, dict | list) and item:
            inner: list[str] = []
            _block(item, pad + "  ", inner)
            inner[0] = f"{pad}- {inner[0][len(pad) + 2 :]}"
            lines += inner
        else:
            lines.append(f"{pad}- {_scalar(item)}")


def _scalar(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return repr(value)
    if isinstance(value, float):  # PyYAML reads `1e+16` as text, `1.0e+16` as a number
        shown = repr(value)
        mantissa, _, _ = shown.partition("e")
        return shown if "." in mantissa else shown.replace("e", ".0e", 1)
    if isinstance(value, dict | list):
        return "{}" if isinstance(value, dict) else "[]"
    text = json.dumps(str(value), ensure_ascii=False)
    return _UNPRINTABLE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def written(catalog_id: str, file: Path, data: dict[str, Any]) -> Written:
    made = [e for e in data.get("elements", []) if "name" in e]  # not the overrides of included ones
    return Written(catalog_id, str(file), data.get("extends"), len(made))


def import_into(paths: list[Path], folder: Path) -> ImportReport:
    """Convert `paths`, write each catalog as `folder/ID.yaml` (atomically), then lint them as
    every command will read them: on the search path of the shipped catalogs and `folder`."""
    from armybuilder.files.atomic import write_text
    from armybuilder.files.catalogs import CatalogSet
    from armybuilder.files.places import shipped
    from armybuilder.lint import lint

    imported = convert_files(paths)
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for catalog_id, source_file, data in imported.catalogs:
        file = folder / f"{catalog_id}.yaml"
        write_text(file, catalog_text(source_file, data))
        files.append((catalog_id, file, data))
    catalogs = CatalogSet([shipped("catalogs"), folder])
    for catalog_id, file, data in files:
        made = written(catalog_id, file, data)
        try:
            findings = lint(catalogs.load(file))
        except InputError as error:
            imported.report.written.append(replace(made, errors=tuple(error.lines())))
            continue
        imported.report.written.append(replace(made, warnings=len(findings)))
    return imported.report
