"""A gun's class written straight after its own name, with no comma or brackets (issue 34, round
18): `houfnice třída 5`, `Haubitze Klasse 8`, `howitzer class 6`. The class is the unit's option,
and it settles which gun the words before it mean: a howitzer in any language is the rules' word
for several guns, the type's word and no name of its own, as `howitzer (class 5)` reads."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import read_text_list


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("2x houfnice třída 5", ("medium-gun", 2, None, ["class-5"])),
        ("1 x Haubitze Klasse 8", ("large-gun", 1, None, ["class-8"])),
        ("2 x howitzer class 6", ("medium-gun", 2, None, ["class-6"])),
    ],
)
def test_a_class_after_a_guns_own_name_is_its_option_not_part_of_its_name(
    line: str, read: tuple[str, int, str | None, list[str]], shipped: CatalogSet
) -> None:
    catalogs = [catalog for catalog in shipped if isinstance(catalog, Catalog)]
    listed = read_text_list(f"WTJ 1916\n\n{line}\n", catalogs)
    (unit,) = listed.data["units"]
    assert (unit["element"], unit.get("count", 1), unit.get("name"), unit.get("options")) == read
