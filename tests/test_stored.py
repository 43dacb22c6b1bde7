"""A cached catalog is built again from its JSON without pydantic's validator: the same catalog
the validator gives, and an entry of any other shape is refused and rebuilt, never believed."""

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from armybuilder.checking.lists import read_list
from armybuilder.files import catalog_cache
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.text import read_source
from armybuilder.schema.catalog import Catalog, Outline
from armybuilder.schema.stored import Unfit, stored
from tests.conftest import SHIPPED, TEST_CATALOGS

EVERY_CATALOG = [
    (folder, system) for folder in (SHIPPED, TEST_CATALOGS) for system in CatalogSet([folder]).ids()
]


@pytest.mark.parametrize(("folder", "system"), EVERY_CATALOG)
def test_a_stored_catalog_is_the_catalog_the_validator_reads(folder: Path, system: str) -> None:
    written = CatalogSet([folder]).get(system).model_dump_json(by_alias=True)
    built = stored(Catalog, json.loads(written))
    assert built == Catalog.model_validate_json(written)
    assert built.model_fields_set == set(Catalog.model_fields)
    assert built.model_dump_json(by_alias=True) == written


def _first_element(data: dict[str, Any]) -> dict[str, Any]:
    element: dict[str, Any] = data["elements"][0]
    return element


ODD: dict[str, Callable[[dict[str, Any]], object]] = {
    "a field missing": lambda data: data.pop("citation"),
    "a field too many": lambda data: data.update(planted="x"),
    "a nested field missing": lambda data: _first_element(data).pop("category"),
    "a true for a number": lambda data: _first_element(data).update(cost={"AP": True}),
    "text for a list": lambda data: _first_element(data).update(tags="tank"),
    "another format": lambda data: data.update(format=2),
    "a revision's number as other digits": lambda data: data.update(changes={"01": "first"}),
    "an option of no kind": lambda data: data["options"][0].update(kind="dial"),
    "not a catalog": lambda data: data.clear(),
}


@pytest.mark.parametrize("odd", ODD)
def test_stored_data_of_another_shape_is_unfit(odd: str, shipped: CatalogSet) -> None:
    data = json.loads(shipped.get("tank-attack").model_dump_json(by_alias=True))
    ODD[odd](data)
    with pytest.raises(Unfit):
        stored(Catalog, data)


@pytest.mark.parametrize("odd", ["a field missing", "a true for a number", "an option of no kind"])
def test_an_authenticated_entry_of_another_shape_is_noted_and_rebuilt(
    odd: str, tmp_path: Path, shipped: CatalogSet
) -> None:
    """An entry the user's own armybuilder wrote, but not as this code writes it (another
    version's, or a mistake of ours), is no catalog to believe: it is read afresh."""
    catalog = shipped.get("tank-attack")
    entry, notes = tmp_path / "tank-attack-x.json", []
    catalog_cache.write_entry(entry, catalog, notes.append)
    read = catalog_cache.read_entry(entry, notes.append, 1 << 20)
    assert read is not None and read.model_dump() == catalog.model_dump() and not notes
    data = json.loads(entry.read_bytes().partition(b"\n")[2])
    ODD[odd](data)
    body = json.dumps(data).encode()
    key = (tmp_path / catalog_cache.KEY).read_bytes()
    entry.write_bytes(catalog_cache._mac(key, entry.name, body) + b"\n" + body)
    assert catalog_cache.read_entry(entry, notes.append, 1 << 20) is None
    assert notes == [f"armybuilder: ignored a damaged catalog cache {entry}; rebuilding it"]


@pytest.mark.parametrize("folder", [SHIPPED, TEST_CATALOGS])
def test_a_kept_catalogs_outline_is_the_whole_catalogs(folder: Path) -> None:
    """A list's reader weighs every catalog's names and words, read from the cache without
    building the catalogs; each is the catalog's own, and `whole` builds that catalog."""
    CatalogSet([folder]).outlines()  # every catalog checked and kept
    kept = CatalogSet([folder])
    outlines = kept.outlines()
    assert not kept._loaded
    whole = [catalog for catalog in CatalogSet([folder]) if isinstance(catalog, Catalog)]
    assert outlines == [Outline.of(catalog) for catalog in whole]
    assert [outline.whole() for outline in outlines] == whole


def test_a_list_naming_its_game_builds_that_catalog_alone(tmp_path: Path) -> None:
    CatalogSet([SHIPPED]).outlines()
    source = tmp_path / "list.txt"
    source.write_text("# Tank Attack\nGeneral: Rifles\n2 x Tank\n", encoding="utf-8")
    catalogs = CatalogSet([SHIPPED])
    listed = read_list(source, read_source(source), catalogs)
    assert [unit["element"] for unit in listed.roster.model_dump()["units"]] == ["rifles", "tank"]
    assert list(catalogs._loaded) == ["tank-attack"]


def test_a_list_naming_no_game_weighs_every_catalog(tmp_path: Path) -> None:
    CatalogSet([SHIPPED]).outlines()
    source = tmp_path / "list.txt"
    source.write_text("General: Rifles\n2 x Tank\n", encoding="utf-8")
    catalogs = CatalogSet([SHIPPED])
    assert read_list(source, read_source(source), catalogs).roster.system == "tank-attack"
    assert sorted(catalogs._loaded) == catalogs.ids()
