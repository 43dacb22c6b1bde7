"""Players' habits found in the twenty-fifth session's Tank Attack and 1916 training lists (issue 34,
fix25b): each test a habit, failing before its mend."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize(
    "key", ["Nazwa armii", "Nombre del ejército", "Nom de l'armée", "Armeename", "Nome dell'esercito"]
)
def test_the_army_names_key_in_another_language_names_the_army(key: str, shipped: CatalogSet) -> None:
    """`Nazwa armii;Wilki` (Polish: the army's name) in a sheet's row, `Nom de l'armée: Wilki` on a
    line: the army is named Wilki, as under `Army name:`; before, the whole row was the name."""
    sheet = f"Tank Attack (HitT) - 36 PA;;;\n{key};Wilki;;\nGracz;Kuba Nowak;;\n;;;\nRodzaj;Ilość;PA;\n"
    read = _read(sheet + "Strzelcy (generał);1;2;\nStrzelcy;4;8;\nCKM;1;3;\n", shipped)
    assert read.data["name"] == "Wilki"
    line = _read(f"Tank Attack\n{key}: Wilki\n\nGeneral: Rifles\n4x Rifles\n", shipped)
    assert line.data["name"] == "Wilki"


def test_a_sheets_group_cell_of_the_polish_headquarters_is_no_name(shipped: CatalogSet) -> None:
    """`Dowództwo;Strzelcy;1;2;generał` (Polish: headquarters) in a sheet's column grouping its rows:
    the post the general holds, as `HQ` there is, no name of the unit; before, it was kept as one."""
    text = (
        "Tank Attack - 36 PA;;;;\n;;;;\nPododdział;Rodzaj;Ilość;PA;Uwagi\n"
        "Dowództwo;Strzelcy;1;2;generał\nI batalion;Strzelcy;4;8;\n;CKM;1;3;\n"
    )
    general = _read(text, shipped).data["units"][0]
    assert general.get("general") is True
    assert "name" not in general


@pytest.mark.parametrize("team", ["horse teams x2", "2 horse teams"])
def test_a_count_after_the_name_and_one_ending_the_towing_clause_are_each_their_own(
    team: str, shipped: CatalogSet
) -> None:
    """`18pdr field guns x2 (class 5), towed by horse teams x2`: the first count is the guns', the
    one ending the line the teams'; before, the line's last count was taken for the guns' and
    their own `x2` kept in their name (`18pdr field guns x2`), unflagged."""
    read = _read(f"WTJ 1916\n\n## Guns\n- 18pdr field guns x2 (class 5), towed by {team}\n", shipped)
    guns, teams = read.data["units"]
    assert (guns["element"], guns["count"], guns["name"]) == ("medium-gun", 2, "18pdr")
    assert (teams["element"], teams["count"]) == ("horse-team", 2)
    assert "name" not in teams
    assert guns["links"]["towed-by"] == teams["id"]


@pytest.mark.parametrize(
    "heading", ["Core: Cavalry Regiment (4th Light Horse)", "Core: 4th Light Horse - Cavalry Regiment"]
)
def test_the_rules_word_for_a_formations_role_labels_no_name(heading: str, shipped: CatalogSet) -> None:
    """`## Core: Cavalry Regiment (4th Light Horse)`: `Core` is the rules' word for the formation's
    role (its catalog tag), labelling the heading as `Regiment:` does; the formation is named by the
    rest. Before, the bracket kept the heading from naming any formation: its units stood alone."""
    text = (
        f"# Desert Column\n\nTank Attack, 36 AP\n\n## {heading}\n\n| # | Element | AP |\n|---|---|---|\n"
        "| 4 | Cavalry | 8 |\n| 1 | Machinegun | 3 |\n\n## Support\n\n- Rifles (General)\n"
    )
    regiment = _read(text, shipped).data["units"][0]
    assert (regiment.get("formation"), regiment.get("name")) == ("cavalry-regiment", "4th Light Horse")


def test_the_headquarters_written_out_in_a_name_column_is_the_generals_name(shipped: CatalogSet) -> None:
    """`| Cuartel general | Infantería (general) |` under `Unidad` (Spanish: headquarters, the unit's
    column of names): the name the player gives the general's stand, as the corpus keeps a Polish
    `Dowództwo` there; before, its last word `general` read it as the commander's word, no name."""
    text = (
        "# 42nd Division\n\nHordes in the Trenches, 36 PA\n\n| Unidad | Tipo | Cant. |\n|---|---|---|\n"
        "| Cuartel general | Infantería (general) | 1 |\n| | Infantería | 4 |\n"
    )
    general = _read(text, shipped).data["units"][0]
    assert (general.get("general"), general.get("name")) == (True, "Cuartel general")
