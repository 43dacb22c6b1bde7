"""Players' habits found in the twenty-eighth session's training lists (issue 34, fix28b): each
test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.judged import by_place


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_the_scorer_takes_options_written_empty_as_none_written() -> None:
    """A judge's `options: {}` is the roster's default, which a dump leaves out: the same roster.
    Before, nine fresh lists read as judged were scored misses for it (two silent)."""
    units = [{"element": "infantry"}]
    assert by_place({"name": "A", "options": {}, "units": units}) == by_place({"name": "A", "units": units})
    assert by_place({"options": {"army-size": 6}, "units": units}) != by_place({"units": units})
