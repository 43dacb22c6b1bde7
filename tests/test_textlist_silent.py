"""No wrong reading in silence (issue 34): lines a careful judge reads otherwise than the words
alone suggest, or cannot settle, are read as the judge reads them or asked, never turned into
another army without a word. Each test holds lines written in players' habits, across systems."""

import textwrap

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import SHIPPED


@pytest.fixture(scope="module")
def catalogs() -> list[Catalog]:
    return [catalog for catalog in CatalogSet([SHIPPED]) if isinstance(catalog, Catalog)]


def _read(catalogs: list[Catalog], text: str) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, None)


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


@pytest.mark.parametrize("line", ["2 field guns (18pdrs)", "Field guns x3", "1 x field gun - 77mm"])
def test_a_word_the_rules_give_for_several_types_is_asked_though_one_name_holds_it(
    catalogs: list[Catalog], line: str
) -> None:
    """WTJ's catalog: a field gun is a small, medium or large gun by its class; the French 75mm
    field gun is one of them, not every field gun."""
    listed = _read(catalogs, f"WTJ 1916\n{line}\n4 x Infantry\n")
    assert _asked(listed) == [(2, ("small-gun", "medium-gun", "large-gun"))]
    assert listed.data["units"] == [{"element": "infantry", "count": 4}]


@pytest.mark.parametrize("line", ["2 French field guns", "1 x 75mm field gun", "1 Medium field gun, class 5"])
def test_a_field_gun_whose_words_settle_its_type_is_read(catalogs: list[Catalog], line: str) -> None:
    listed = _read(catalogs, f"WTJ 1916\n{line}\n")
    assert _asked(listed) == []
    assert [unit["element"] for unit in listed.data["units"]] in (["french-75"], ["medium-gun"])


@pytest.mark.parametrize("line", ["2 King Tigers", "Royal Tiger x1", "Heavy platoon: 2 x Sturm Tiger"])
def test_a_name_before_a_models_name_is_asked_as_another_model(catalogs: list[Catalog], line: str) -> None:
    """`King Tiger` is the Tiger II, not the Tiger I the catalog calls `Tiger`."""
    listed = _read(catalogs, f"Pagano WW2 armour\n{line}\n1 Pz IV\n")
    assert _asked(listed) == [(2, ("tiger-i",))]
