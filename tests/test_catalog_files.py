"""The shipped catalogs and the package around them: clean, sourced, and free of game ids in code."""

import json
import re
from pathlib import Path

import pytest

from armybuilder.engine import evaluate
from armybuilder.files import catalogs
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster, starter
from armybuilder.lint import lint
from armybuilder.schema.catalog import FlagOption
from armybuilder.schema.json import json_schema
from armybuilder.terminal import has_unprintable
from tests.conftest import ROOT, SHIPPED

SYSTEMS = sorted(p.stem for p in SHIPPED.glob("*.yaml"))
EXAMPLES = sorted((SHIPPED / "examples").glob("*.yaml"))


@pytest.mark.parametrize("system", SYSTEMS)
def test_shipped_catalog_lints_clean(shipped: CatalogSet, system: str) -> None:
    assert lint(shipped.get(system)) == []


@pytest.mark.parametrize("system", SYSTEMS)
def test_shipped_catalog_points_editors_at_the_schema(system: str) -> None:
    first = (SHIPPED / f"{system}.yaml").read_text().splitlines()[0]
    assert first == "# yaml-language-server: $schema=schema/catalog.schema.json"


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_element_and_table_carries_its_source(shipped: CatalogSet, system: str) -> None:
    catalog = shipped.get(system)
    assert catalog.source.seed
    for element in catalog.elements:
        assert element.source.strip(), element.id
    for table in catalog.tables:
        assert table.source.strip(), table.id


@pytest.mark.parametrize("system", SYSTEMS)
def test_starter_roster_passes_check_but_for_the_limit(shipped: CatalogSet, system: str) -> None:
    catalog = shipped.get(system)
    report = evaluate(starter(catalog, "New army"), catalog)
    assert report.valid, report.errors
    # The only warnings allowed say the army is under its limit (points, or units where there are none).
    assert all(w.code.endswith(".under-limit") for w in report.warnings), report.warnings


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_shipped_examples_are_valid(shipped: CatalogSet, path: Path) -> None:
    roster = load_roster(path).roster
    assert evaluate(roster, shipped.get(roster.system)).valid


@pytest.mark.parametrize("kind", ["catalog", "roster", "event"])
def test_committed_json_schema_is_current(kind: str) -> None:
    committed = json.loads((SHIPPED / "schema" / f"{kind}.schema.json").read_text())
    assert committed == json_schema(kind), (
        f"run: armybuilder schema {kind} > catalogs/schema/{kind}.schema.json"
    )


def test_no_python_module_names_a_game_id(shipped: CatalogSet) -> None:
    ids: set[str] = set()
    for system in SYSTEMS:
        catalog = shipped.get(system)
        ids |= {catalog.id}
        ids |= {e.id for e in catalog.elements} | {f.id for f in catalog.formations}
        ids |= {g.id for g in catalog.option_groups} | {
            o.id for g in catalog.option_groups for o in g.options
        }
    # Words that are also plain English or Python stay out of the search.
    # A roster key, a template's font face, and a word players count by in any game (`Three
    # platoons of infantry`), which the reader's grammar strips without giving it any game's meaning.
    generic = {"general", "regular", "platoon"}
    pattern = re.compile(r"[\"'`]([a-z0-9][a-z0-9.-]*)[\"'`]")
    found = []
    for module in sorted((ROOT / "armybuilder").rglob("*.py")):
        for number, line in enumerate(module.read_text().splitlines(), 1):
            for match in pattern.finditer(line):
                if match.group(1) in ids - generic:
                    found.append(f"{module.relative_to(ROOT)}:{number}: {match.group(1)}")
    assert found == []


def test_every_name_a_list_may_use_is_the_types_own_or_said_in_a_catalog_note(shipped: CatalogSet) -> None:
    """Issue 34: the abbreviations and plurals players write, and what the rules say a type stands
    for, are catalog data; like every fact of a catalog each has its source: the type's own words
    (its name, description, notes, source), or a note of the catalog, with its source, that names it
    (shown with the catalog)."""
    from armybuilder.textlist.names import key, words

    def spelt(text: str) -> str:
        return " ".join(key(word) for word in words(text))

    unsourced = []
    for system in SYSTEMS:
        catalog = shipped.get(system)
        said = " ".join(
            note.text for note in catalog.assumed if note.scope in ("catalog", "reading") and note.source
        )
        noted = {spelt(name) for name in re.findall(r"`([^`]+)`", said)}
        named: list[tuple[str, str, str]] = [
            (e.id, name, " ".join([e.name, e.id, e.description, *e.notes, e.source]))
            for e in catalog.elements
            for name in (*e.aliases, *e.examples)
        ]
        named += [
            (f.id, name, " ".join([f.name, f.id, f.description, f.source]))
            for f in catalog.formations
            for name in f.aliases
        ]
        named += [
            (catalog.id, name, f"{catalog.name} {catalog.citation} {catalog.source.title}")
            for name in catalog.aliases
        ]
        named += [
            (o.id, name, " ".join([o.name, o.id, o.description, o.source]))
            for o in catalog.options
            if isinstance(o, FlagOption)
            for name in o.aliases
        ]
        unsourced += [
            f"{system} {owner}: {name}"
            for owner, name, own in named
            if f" {spelt(name)} " not in f" {spelt(own)} " and spelt(name) not in noted
        ]
    assert unsourced == []


def test_every_word_stating_a_link_is_said_in_a_reading_note_of_its_catalog(shipped: CatalogSet) -> None:
    """The words players state a link in are catalog data, sourced as every fact is: each written
    in a reading note of the catalog, with its source, `…` standing for the unit linked to."""
    unsaid = []
    for system in SYSTEMS:
        catalog = shipped.get(system)
        said = " ".join(note.text for note in catalog.assumed if note.scope == "reading" and note.source)
        unsaid += [
            f"{system} {r.id}: {alias}"
            for r in catalog.links
            for alias in r.aliases
            if f"`{alias}`" not in said
        ]
    assert unsaid == []


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_catalog_with_nothing_unprintable_is_shown_as_it_is_without_copying_its_text(
    system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The editor shows every catalog through printable_catalog as it starts: a copy of every text
    # was most of that, for the shipped catalogs, which hold nothing a terminal could obey.
    catalog = CatalogSet([SHIPPED]).get(system)
    monkeypatch.setattr(catalogs, "printable_copy", lambda value: pytest.fail("copied"))
    assert catalogs.printable_catalog(catalog) is catalog


UNPRINTABLE = {
    "the catalog's name": lambda c: c.model_copy(update={"name": "Tank \x1b[2J Attack"}),
    "an element's note": lambda c: c.model_copy(
        update={"elements": [c.elements[0].model_copy(update={"notes": ["ok", "Paris\u202elatot"]})]}
    ),
    "a stat's short value, as its key": lambda c: c.model_copy(
        update={"stats": [c.stats[0].model_copy(update={"short_values": {"Walk\x9bing": "Walk"}})]}
    ),
    "a line break in a table's cell": lambda c: c.model_copy(
        update={"tables": [c.tables[0].model_copy(update={"columns": ["A\nB"]})]}
    ),
}


@pytest.mark.parametrize("place", UNPRINTABLE)
def test_text_a_terminal_could_obey_is_found_anywhere_in_a_catalog_as_its_json_shows_it(place: str) -> None:
    """printable_catalog looks at the catalog's own texts, not its JSON (whose serializer it would
    build first): it finds what the JSON shows, and the catalog is shown with it written out."""
    catalog = UNPRINTABLE[place](CatalogSet([SHIPPED]).get("tank-attack"))
    assert has_unprintable(catalog)
    shown = catalogs.printable_catalog(catalog)
    assert shown is not catalog and not has_unprintable(shown)
